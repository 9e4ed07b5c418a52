"""The ``analyse`` subcommand: the review of a played deal by exact endgame search (S3, all cards known).

``tarot analyse FILE [--from-trick N] [--time-limit SECONDS] [--json] [--lang fr|en]`` reads one
deal record (JSON; ``-`` reads standard input) exactly as ``tarot referee`` does, with the same
one-line errors, then reviews every card from the first card of trick *N* (default 1) on with
:func:`~tarot_core.analysis.solver.review`: the best S before and after each card (the taker
maximises S, the defence — one team, P7 — minimises it), so each card's cost for its side, and
the card that turned the contract (S1–S2: made → failed, or failed → made). Three- and five-player
deals are reviewed the same way by the search with camps
(:mod:`~tarot_core.analysis.solver_tables`, V7): the attack — the taker, and at five players the
partner who was dealt the called card (V5), marked ``partner`` — against the defence.

The plain output is the review's summary, then one line per card, marked ``!`` when it cost its
side points and ``!!`` when it turned the contract. ``--json`` prints one object:
``{"file", "from_trick", "time_limit", "complete", "first_trick_judged", "nodes", "seconds",
"summary", "positions": [{"trick", "seat", "side", "card", "value_before", "value_after", "cost",
"made_before", "made_after", "best_card", "turned", "complete"}, …]}``, one position per card in
play order. A search that cannot finish in its time limit (*SECONDS*, for the whole review) says
so — ``complete: false``, the cards it could not judge with null values — and guesses nothing.

On a terminal, while the search runs, standard error shows how far back it has judged (one line
rewritten in place, wiped at the end; nothing on a pipe or with ``--json``).

A record that is not a finished, played deal (all passed, A3; cancelled, D4; stopped before the
last trick, E4/V2) is a one-line error, exit code 2, as are a bad option and an unreadable file.

The main CLI (:func:`tarot_core.io.cli.main`, ``tarot`` or ``python -m tarot_core``) calls
:func:`add_parser` and :func:`run`; this module never calls it back (no import circle, issue 23).

>>> from tarot_core.io.cli import main
>>> from tarot_core.io.golden import golden_folder
>>> deal = str(golden_folder() / "excuse_last_trick_changes_sides.json")
>>> main(["analyse", deal, "--from-trick", "18", "--lang", "en"])
... # doctest: +NORMALIZE_WHITESPACE
Judged from KC in trick 18: with best play by both sides from there, S = +52 and the contract can be
made. As played: S = +52, the contract is made. No card cost the contract. None of the 4 cards judged
cost its side any points.
<BLANKLINE>
   trick 18, seat 1 (defence) plays KC: S with best play +52 before, +52 after; no cost
   trick 18, seat 2 (defence) plays KS: S with best play +52 before, +52 after; no cost
   trick 18, seat 3 (defence) plays EX: S with best play +52 before, +52 after; no cost
   trick 18, seat 0 (taker) plays 9D: S with best play +52 before, +52 after; no cost
<BLANKLINE>
! a card that cost its side points; !! the card that turned the contract; ? not judged
0
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import deque

from ..catalogue import LANGUAGES, check_language, text
from ..errors import RecordError, TarotError, UsageError
from ..table import FOUR_PLAYERS
from .cli_options import bounded, number_type
from .files import records_from

DEFAULT_TIME_LIMIT = 20.0           # seconds for the whole review: enough for the last 6–8 tricks
TIME_LIMITS = (0.01, 600.0)         # the bounds of --time-limit
PROGRESS_EVERY = 0.5                # seconds between two progress lines on a terminal


def add_parser(subparsers, lang: str | None = None) -> argparse.ArgumentParser:
    """Add ``analyse FILE [--from-trick N] [--time-limit SECONDS] [--json] [--lang fr|en]`` to an
    argparse subparsers object; its help texts in *lang* (the catalogue's default when None)."""
    whole, number = number_type(lang, whole=True), number_type(lang, whole=False)
    p = subparsers.add_parser("analyse", help=text("analyse.help", lang), description=text("analyse.description", lang))
    p.add_argument("file", metavar="FILE|-", help=text("analyse.help.file", lang))
    p.add_argument("--from-trick", type=whole, default=1, metavar="N",
                   help=text("analyse.help.from_trick", lang))
    p.add_argument("--time-limit", type=bounded(number, lang, *TIME_LIMITS), default=DEFAULT_TIME_LIMIT,
                   metavar="SECONDS", help=text("analyse.help.time_limit", lang,
                                                default=int(DEFAULT_TIME_LIMIT), high=int(TIME_LIMITS[1])))
    # SUPPRESS: a --json/--lang given to the main parser is not overwritten by these defaults.
    p.add_argument("--json", action="store_true", default=argparse.SUPPRESS, help=text("cli.help.json", lang))
    p.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS, help=text("cli.help.lang", lang))
    p.set_defaults(func=run)
    return p


def load_played(path: str):
    """(label, record) of the one finished, played deal in *path* (``-``: standard input), read as
    ``tarot referee`` reads it and checked by the referee; else the TarotError to report."""
    from ..game import replay_states
    from ..referee import referee
    found = list(records_from([path]))
    if not found:
        raise RecordError(None, "analyse.no_record", source=path)
    if len(found) > 1:
        raise RecordError(None, "analyse.one_record", count=len(found))
    label, record = found[0]
    if isinstance(record, TarotError):
        raise record
    # replayed first, so that an illegal card is reported by its rule, then where the deal stops
    phase = deque(replay_states(record, partial=True, copies=False), maxlen=1)[0].phase
    if phase == "all_pass":
        raise TarotError("A3", "analyse.all_pass")
    if phase == "cancelled":
        raise TarotError("D4", "analyse.cancelled")
    if phase != "done":
        table = record.table
        raise TarotError("E4" if table == FOUR_PLAYERS else "V2", "analyse.unfinished",
                         played=sum(1 for t in record.tricks if len(t) == table.seats), total=table.n_tricks)
    referee(record)                                  # the referee's own checks and errors, as `tarot referee`
    return label, record


def check_from_trick(from_trick: int, record) -> None:
    """E4, V2: the trick to review from is one of the deal's, 1 to 18 at four players (24 at three, 15 at
    five): else the usage error that names ``--from-trick`` and the deal's range (checked once the deal
    is read, as the range is its table's)."""
    total, players = record.table.n_tricks, record.table.seats
    if not 1 <= from_trick <= total:
        raise UsageError("err.usage.framed", field="--from-trick", prog="tarot analyse",
                         body=lambda lang: text("analyse.from_trick_past", lang, players=players, total=total,
                                                range=text("err.usage.range", lang, value=from_trick, low=1,
                                                           high=total)))


def _marked(card, lang: str) -> str:
    mark = "!!" if card.turned else "!" if card.cost else "?" if not card.complete else ""
    return f"{mark:<2} {card.text(lang)}"


class ProgressLine:
    """While the review runs, on a terminal: how far back it has judged
    (:meth:`~tarot_core.analysis.solver.ReviewProgress.text`, told by the review every
    :data:`PROGRESS_EVERY` seconds), one line rewritten in place, wiped once the review is done.
    Nothing on a pipe or a file (the output stays what it was)."""

    def __init__(self, stream, lang: str) -> None:
        self.stream, self.lang = stream, lang
        self.shown = 0

    def __call__(self, p) -> None:
        line = p.text(self.lang)
        self.stream.write("\r" + line.ljust(self.shown))
        self.stream.flush()
        self.shown = len(line)

    def done(self) -> None:
        if self.shown:
            self.stream.write("\r" + " " * self.shown + "\r")
            self.stream.flush()


def run(args) -> int:
    """Review the deal of ``args.file``; print the summary and the cards (or one JSON object). 0 on success."""
    from ..analysis.solver_tables import review
    lang = check_language(getattr(args, "lang", None))
    label, record = load_played(args.file)
    check_from_trick(args.from_trick, record)
    shown = ProgressLine(sys.stderr, lang) if sys.stderr.isatty() and not getattr(args, "json", False) else None
    try:
        r = review(record, from_trick=args.from_trick, time_limit=args.time_limit, progress=shown,
                   progress_every=PROGRESS_EVERY)
    finally:
        if shown is not None:
            shown.done()
    if getattr(args, "json", False):
        data = {"file": label, "from_trick": args.from_trick, "time_limit": args.time_limit, **r.to_json(),
                "summary": r.summary(lang)}
        print(json.dumps(data, ensure_ascii=False))
        return 0
    print(review_text(r, lang))
    return 0


def review_text(r, lang: str | None = None) -> str:
    """What ``tarot analyse`` prints for the :class:`~tarot_core.analysis.solver.Review` *r*: its
    summary, one line per card judged (``!`` a card that cost its side points, ``!!`` the card that
    turned the contract, ``?`` not judged), then the legend."""
    lang = check_language(lang)
    return "\n".join([r.summary(lang), ""] + [_marked(c, lang) for c in r.cards] + ["", text("analyse.legend", lang)])


def analyse_file(path, from_trick: int = 1, time_limit: float = DEFAULT_TIME_LIMIT, lang: str | None = None) -> str:
    """``tarot analyse FILE --from-trick N`` as a function: the text it prints for the finished,
    played deal in the file *path* (read and refereed as ``tarot referee`` does: a TarotError
    otherwise). For a program or a lesson that wants the review without driving the command line."""
    from ..analysis.solver_tables import review
    _, record = load_played(str(path))
    check_from_trick(from_trick, record)
    return review_text(review(record, from_trick=from_trick, time_limit=time_limit), lang)
