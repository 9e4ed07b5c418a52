"""The course's words for lesson 4 (playing a trick), French and English."""

TEXTS: dict[str, dict[str, str]] = {
}
