"""An exercise written once for both languages: its check and its text keys.

A lesson's question is the catalogue's ``<key>.q``; :func:`keyed_check` judges the answer and
explains it with the catalogue's ``<key>.ok`` (the core's facts, also the worked solution) and
``<key>.hint`` (the rule to look at, not the answer), each in the lesson's language.

>>> check = keyed_check("taker", "lesson20.excuse_side", "en")
>>> check("taker")[1].startswith("X4 and ruling R2: the taker played it")
True
>>> check("defence")[0], check("defence")[1].startswith("X4: what happens to an Excuse")
(False, True)
"""
from __future__ import annotations

from .checks import Check, answer_check
from .texts import say


def keyed_check(right, key: str, lang: str | None = None, **fields) -> Check:
    """The :func:`~tarot_course.checks.answer_check` of *right*, its texts ``key.ok`` and ``key.hint``
    of the course's catalogue, their fields filled from *fields*."""
    return answer_check(right, say(f"{key}.ok", lang, **fields), say(f"{key}.hint", lang, **fields))


__all__ = ["keyed_check"]
