"""The lesson's seed and random stream, and ``start``, the first cell of every lesson.

``start(lang)`` sets the language, picks the lesson's seed and shows it. The seed is
``TAROT_LAB_SEED`` when that environment variable is set (an instructor gives the whole room
the same deals; the tests fix it), otherwise a fresh random number shown to the learner, so
each run brings new cases. ``lesson_rng(seed)`` gives the random stream the lesson's practice
cases are drawn from.

>>> import os; os.environ["TAROT_LAB_SEED"] = "12"
>>> lesson_seed()
12
>>> del os.environ["TAROT_LAB_SEED"]; 1 <= lesson_seed() < 1_000_000
True
>>> lesson_rng(5).random() == lesson_rng(5).random()
True
"""
from __future__ import annotations

import html
import os
import random

from tarot_core.catalogue import set_language
from tarot_core.deal import check_seed

from .display import Shown
from .texts import say

ENV_SEED = "TAROT_LAB_SEED"


def lesson_seed() -> int:
    """The lesson's seed: ``TAROT_LAB_SEED`` when set (an instructor, the tests), else a fresh one.
    A value that is not a whole number from 0 up (``twelve``, ``-5``, ``4.2``) is refused with the
    core's D2 line (a :class:`~tarot_core.errors.DealError`, in the language set), never read as
    another number: Python's generator would deal seed 5's deal for -5.

    >>> import os; os.environ["TAROT_LAB_SEED"] = "twelve"
    >>> from tarot_core.errors import DealError
    >>> try:
    ...     lesson_seed()
    ... except DealError as e:
    ...     print(e.rule, e.message("en").split(": ", 1)[1])
    D2 Invalid seed twelve: a seed is a whole number from 0 up.
    >>> del os.environ["TAROT_LAB_SEED"]
    """
    raw = os.environ.get(ENV_SEED, "").strip()
    if raw:                             # D2 is the core's: anything but plain digits goes to it as written
        seed = check_seed(int(raw) if raw.isascii() and raw.isdigit() else raw)
        assert seed is not None
        return seed
    return random.SystemRandom().randrange(1, 1_000_000)


def lesson_rng(seed: int, name: str = "") -> random.Random:
    """The random stream of the lesson's practice cases: the same seed gives the same cases."""
    return random.Random(f"tarot-lab/{seed}/{name}")


def start(lang: str) -> int:
    """Set the lesson's language (widgets and core messages follow it), pick its seed and show it."""
    set_language(lang)
    seed = lesson_seed()
    key = "lesson.seed_fixed" if os.environ.get(ENV_SEED, "").strip() else "lesson.seed"
    note = say(key, lang, seed=seed)
    try:
        from IPython.display import display
        display(Shown(f'<p data-testid="lesson-seed" style="margin:2px 0">{html.escape(note)}</p>', note))
    except ImportError:                       # pragma: no cover - outside IPython
        print(note)
    return seed
