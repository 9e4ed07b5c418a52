"""The course's words for lesson 2 (the deal and the auction), French and English."""

TEXTS: dict[str, dict[str, str]] = {
}
