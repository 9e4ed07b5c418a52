"""The course's words for lesson 10, French and English."""

TEXTS: dict[str, dict[str, str]] = {
}
