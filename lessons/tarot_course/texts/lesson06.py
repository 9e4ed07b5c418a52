"""The course's words for lesson 6 (the target), French and English."""

TEXTS: dict[str, dict[str, str]] = {
}
