"""The course's words for lesson 3 (the chien and the discard), French and English."""

TEXTS: dict[str, dict[str, str]] = {
}
