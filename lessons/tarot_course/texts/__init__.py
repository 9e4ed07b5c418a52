"""The course's own words, French and English: one catalogue for the course's floor.

The rules' texts come from ``tarot_core.catalogue`` and the widgets' captions from
:mod:`widgets.labels`; this catalogue holds what only the course says: the lessons' toolkit
(``lesson.*``), each strategy lesson's sentences (``lesson12.*`` … ``lesson16.*``), lesson 21's
older rules text (``history.*``) and the marimo labs (``lab.*``). One module a part, so that a
lesson's words sit beside each other; :func:`say` reads them all, and the widgets' catalogue (the
floor below) for a caption the course shows as a widget shows it (``common.side.taker``).

>>> say("lesson.seed_fixed", "en", seed=7)
'Deal number fixed by the instructor (TAROT_LAB_SEED): 7.'
>>> say("common.side.taker", "fr"), say("side.taker", "en")
('Preneur', 'the taker')
>>> sorted({key.split(".")[0] for key in TEXTS})[:3]
['history', 'lab', 'lesson']
"""
from __future__ import annotations

from tarot_core.catalogue import MESSAGES, check_language
from widgets.labels import LABELS

from . import (
    labs,
    lesson00,
    lesson01,
    lesson02,
    lesson03,
    lesson04,
    lesson05,
    lesson06,
    lesson07,
    lesson08,
    lesson09,
    lesson10,
    lesson11,
    lesson12,
    lesson13,
    lesson14,
    lesson15,
    lesson16,
    lesson17,
    lesson18,
    lesson19,
    lesson20,
    lesson21,
    lesson22,
    lesson23,
    lesson24,
    play_first,
    toolkit,
)

TEXTS: dict[str, dict[str, str]] = {}
for _part in (toolkit, lesson00, lesson01, lesson02, lesson03, lesson04, lesson05, lesson06, lesson07,
              lesson08, lesson09, lesson10, lesson11, lesson12, lesson13, lesson14, lesson15, lesson16,
              lesson17, lesson18, lesson19, lesson20, lesson21, lesson22, lesson23, lesson24, labs, play_first):
    _twice = TEXTS.keys() & _part.TEXTS.keys()
    if _twice:
        raise RuntimeError(f"course texts written twice: {sorted(_twice)}")
    TEXTS.update(_part.TEXTS)


def say(key: str, lang: str | None = None, **params) -> str:
    """The course text *key* in *lang* ('fr' or 'en'), its fields filled from *params*; a key the
    course does not hold is the widgets' (:data:`widgets.labels.LABELS`), else the core's
    (:data:`tarot_core.catalogue.MESSAGES`: ``side.taker`` is worded there once)."""
    texts = TEXTS.get(key) or LABELS.get(key) or MESSAGES[key]
    return texts[check_language(lang)].format(**params)


__all__ = ["TEXTS", "say"]
