"""The course's words for lesson 5 (counting in pairs), French and English."""

TEXTS: dict[str, dict[str, str]] = {
}
