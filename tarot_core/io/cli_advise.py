"""The ``advise`` subcommand: how strong is a hand before the chien? (the bidding advisor)

``tarot advise --hand CARDS [--players 3|4|5] [--deals N] [--level basic|sampler] [--seed S]
[--seat N] [--dealer N] [--json] [--lang fr|en]`` deals the unseen cards (60 at four players) at random
N times, plays each contract (A2) with the bots and prints each contract's chance with its 95 %
Wilson interval, the mean S (S3) with its interval, and the hand count with its suggested bid
(:func:`~tarot_core.analysis.advisor.advise`) — a model estimate, bots not people. ``--json``
prints :meth:`~tarot_core.analysis.advisor.HandAdvice.to_json`. A petit sec (D4) is an answer
(``cancelled: true``), not an error.

``--players 3|5`` (V1): the same simulation at that table — a hand of 24 or 15 cards, the other
hands and the chien of that table dealt at random, the table's bots playing (at five the taker bot
calls its king, V4), the same figures; the count beside them is scaled to the hand
(:func:`~tarot_core.analysis.handcount.hand_count`). ``--seat`` and ``--dealer`` are the table's
seats (D1). A hand of the wrong size for the table names V1.

Bad cards, a card twice (C1), a hand of another size than the table's (D3; V1 at three and five),
a negative seed (D2), or a number of deals out of bounds (the category ``usage``, field ``--deals``)
give the core's one-line bilingual error: exit code 2, an ``{"error": …}`` object on stdout with
``--json``, as every ``tarot`` command does.

The main CLI calls :func:`add_parser` and :func:`run`; ``python -m tarot_core.io.cli_advise``
runs the subcommand alone.
"""
from __future__ import annotations

import argparse
import json
import sys

from ..analysis.advisor import DEFAULT_DEALS, LEVELS, MAX_DEALS
from ..catalogue import LANGUAGES, check_language, text
from ..errors import TarotError, UsageError, shown
from .cli_options import cards_option
from .cli_tables import table_option

EXIT_INVALID = 2


def add_parser(subparsers, lang: str | None = None) -> argparse.ArgumentParser:
    """Add ``advise --hand CARDS [--deals N] [--level L] [--seed S] [--seat N] [--dealer N]
    [--json] [--lang fr|en]`` to an argparse subparsers object (help texts in *lang*)."""
    p = subparsers.add_parser("advise", help=text("advisor.help", lang), description=text("advisor.description", lang))
    p.add_argument("--hand", required=True, metavar="CARDS", help=text("advisor.help.hand", lang))
    p.add_argument("--players", metavar="{3,4,5}", default=None, help=text("advisor.help.players", lang))   # V1
    p.add_argument("--deals", type=int, default=None, metavar="N",
                   help=text("advisor.help.deals", lang, **DEFAULT_DEALS))
    # None: not given (the simulation's own defaults: basic, seed 0, seat 0, dealer 0)
    p.add_argument("--level", choices=LEVELS, default=None, help=text("advisor.help.level", lang))
    p.add_argument("--seed", type=int, default=None, help=text("advisor.help.seed", lang))
    p.add_argument("--seat", type=int, default=None, help=text("advisor.help.seat", lang))
    p.add_argument("--dealer", type=int, default=None, help=text("advisor.help.dealer", lang))
    # SUPPRESS: a --json/--lang given to the main parser is not overwritten by these defaults.
    p.add_argument("--json", action="store_true", default=argparse.SUPPRESS, help=text("cli.help.json", lang))
    p.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS, help=text("cli.help.lang", lang))
    p.set_defaults(func=run)
    return p


def run(args) -> int:
    """Print the advice (text or JSON); 0 on success. Bad input raises the core's TarotError."""
    from ..analysis.advisor import advise
    lang = check_language(getattr(args, "lang", None))
    table = table_option(getattr(args, "players", None))     # V1: 3, 4 or 5
    hand = cards_option(args.hand, "--hand")                 # C1: valid codes, each once; a text of sane length
    level = args.level or "basic"
    if args.deals is not None and not 1 <= args.deals <= MAX_DEALS[level]:
        deals, limit = args.deals, MAX_DEALS[level]
        raise UsageError("err.usage.framed", field="--deals", prog="tarot advise",
                         body=lambda lang: text("err.advisor.deals", lang, value=shown(deals, lang), limit=limit,
                                                level=level))
    result = advise(hand, args.deals, level=level, seed=0 if args.seed is None else args.seed,
                    seat=args.seat or 0, dealer=args.dealer or 0, players=table.seats)   # V1: that table's deals
    print(result.to_json() if getattr(args, "json", False) else result.text(lang))
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tarot_core.io.cli_advise")
    add_parser(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(["advise", *(sys.argv[1:] if argv is None else argv)])
    lang = check_language(getattr(args, "lang", None))
    try:
        return run(args)
    except TarotError as e:
        if getattr(args, "json", False):
            print(json.dumps({"error": e.as_dict(lang)}, ensure_ascii=False))
        else:
            print(e.line(lang), file=sys.stderr)
        return EXIT_INVALID


if __name__ == "__main__":
    raise SystemExit(main())
