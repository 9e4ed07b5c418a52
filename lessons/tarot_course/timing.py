"""How long a lesson takes: the estimate lesson 0's table of the course shows.

The estimate reads a stored notebook (``.ipynb``, standard library only) and counts what a learner
does in it: the words of its text cells, read at 120 words a minute (a careful first reading, with
cards to look at); two minutes per exercise (a ``Quiz`` made in the cell, or an exercise's
``.quiz`` shown: try, read the reason, perhaps open *Show me*); half a
minute per code cell to run it and look at its result. The total is rounded to the nearest five
minutes, at least ten. A lesson has one time in both languages (lesson 0's two tables agree):
the longer of its two notebooks' estimates, ``lesson_minutes`` (French prose runs longer).

>>> minutes_for(words=1200, exercises=5, code_cells=12)
25
>>> minutes_for(words=100, exercises=0, code_cells=1)
10
>>> exercises_in('Quiz("?", check=c)\\nthree = three_rounds(rng, LANG)\\nthree.quiz')
2
>>> exercises_in('from widgets.quiz import Quiz\\nsay("lesson13.quiz.best", LANG)\\ndef question(x): ...')
0
"""
from __future__ import annotations

import json
import pathlib
import re

WORDS_PER_MINUTE = 120
MINUTES_PER_EXERCISE = 2.0
MINUTES_PER_CODE_CELL = 0.5

_WORD = re.compile("[^\\W\\d_][\\w'" + chr(0x2019) + "-]*")   # and the typographic apostrophe
# an exercise: a call ``Quiz(`` or ``question(``, or an exercise object's quiz shown (``three.quiz``, as a
# lesson that builds its exercises in tarot_course writes it), not ``widgets.quiz import`` nor a key
_EXERCISE = re.compile(r"(?<!def )\b(?:Quiz|question)\s*\(|\b\w+\.quiz\b(?![.\w]|\s*import)")


def minutes_for(words: int, exercises: int, code_cells: int) -> int:
    """The rounded estimate, in minutes, from the three counts (see the module's docstring)."""
    raw = (words / WORDS_PER_MINUTE + MINUTES_PER_EXERCISE * exercises
           + MINUTES_PER_CODE_CELL * code_cells)
    return max(10, 5 * round(raw / 5))


def exercises_in(source: str) -> int:
    """How many exercises a code cell's *source* shows (see ``_EXERCISE``)."""
    return len(_EXERCISE.findall(source))


def estimate_minutes(path: str | pathlib.Path) -> int:
    """The estimate for one stored lesson notebook."""
    nb = json.loads(pathlib.Path(path).read_text(encoding="utf-8"))
    words = exercises = code_cells = 0
    for cell in nb["cells"]:
        source = cell["source"] if isinstance(cell["source"], str) else "".join(cell["source"])
        if cell["cell_type"] == "markdown":
            words += words_in(source)
        elif cell["cell_type"] == "code":
            code_cells += 1
            exercises += exercises_in(source)
    return minutes_for(words, exercises, code_cells)


def lesson_minutes(path: str | pathlib.Path) -> int:
    """The time lesson 0's tables give a lesson, in both languages: the longer estimate of the
    notebook at *path* and its twin in the other language's folder (``lessons/en``, ``lessons/fr``,
    the same two-digit number)."""
    path = pathlib.Path(path)
    folder = path.parent.parent
    twins = [p for lang in ("en", "fr") for p in sorted((folder / lang).glob(path.name[:3] + "*.ipynb"))]
    return max(estimate_minutes(p) for p in twins or [path])


# --- the play-first page (issue 24 §2): a first whole deal within fifteen minutes ----------------------
#: The page's promise, and the bound tests/browser/test_play_first.py holds its scripted beginner to.
FIRST_DEAL_MINUTES = 15
#: The scripted beginner's thinking time before each decision (a bid, a card put in the discard, a
#: button pressed, a card played): added to the measured time, not slept, so the test stays fast.
THINK_SECONDS = 5.0


def reading_seconds(words: int) -> float:
    """The time to read *words* words at the course's pace (:data:`WORDS_PER_MINUTE`), in seconds.

    >>> reading_seconds(240)
    120.0
    """
    return 60.0 * words / WORDS_PER_MINUTE


def words_in(text: str) -> int:
    """The words of *text*, counted as ``estimate_minutes`` counts a text cell's.

    >>> words_in("Follow the suit led (P2) — l'atout 21.")
    6
    """
    return len(_WORD.findall(text))


def markdown_words(path: str | pathlib.Path) -> list[int]:
    """The words of each text cell of the stored notebook at *path*, in order."""
    nb = json.loads(pathlib.Path(path).read_text(encoding="utf-8"))
    return [words_in(c["source"] if isinstance(c["source"], str) else "".join(c["source"]))
            for c in nb["cells"] if c["cell_type"] == "markdown"]


def first_deal_seconds(words: int, decisions: int, waited: float) -> float:
    """The scripted beginner's time from page open to the deal's outcome, in seconds: the page's
    *words* read (:func:`reading_seconds`), :data:`THINK_SECONDS` before each of its *decisions*, and
    *waited*, the seconds measured in the browser (the page, Python, the bots' moves, each click).

    >>> first_deal_seconds(words=600, decisions=30, waited=90.0)
    540.0
    """
    return reading_seconds(words) + THINK_SECONDS * decisions + waited
