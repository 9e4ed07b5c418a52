"""The course's words for lesson 22 (appendix: counting hands), French and English."""

TEXTS: dict[str, dict[str, str]] = {
}
