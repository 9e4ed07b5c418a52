"""The course's words for lesson 7 (the Excuse), French and English."""

TEXTS: dict[str, dict[str, str]] = {
}
