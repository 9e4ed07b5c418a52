"""The course's words for lesson 1 (the cards), French and English."""

TEXTS: dict[str, dict[str, str]] = {
}
