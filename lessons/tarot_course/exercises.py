"""An exercise written once for both languages: its check and its text keys.

A lesson's question is the catalogue's ``<key>.q``; :func:`keyed_check` judges the answer and
explains it with the catalogue's ``<key>.ok`` (the core's facts, also the worked solution) and
``<key>.hint`` (the rule to look at, not the answer), each in the lesson's language.

>>> check = keyed_check(True, "lesson20.overtrump", "en")
>>> check(True)[1].startswith("P4: when you play a trump")
True
>>> check(False)
(False, "P4: does a partner's trump change the duty to overtrump?")
"""
from __future__ import annotations

from .checks import Check, answer_check
from .texts import say


def keyed_check(right, key: str, lang: str | None = None, **fields) -> Check:
    """The :func:`~tarot_course.checks.answer_check` of *right*, its texts ``key.ok`` and ``key.hint``
    of the course's catalogue, their fields filled from *fields*."""
    return answer_check(right, say(f"{key}.ok", lang, **fields), say(f"{key}.hint", lang, **fields))


__all__ = ["keyed_check"]
