"""The course's words for lesson 11, French and English."""

TEXTS: dict[str, dict[str, str]] = {
}
