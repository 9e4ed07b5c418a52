"""The course's words for lesson 19, French and English."""

TEXTS: dict[str, dict[str, str]] = {
}
