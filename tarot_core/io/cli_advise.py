"""The ``advise`` subcommand: how strong is a hand before the chien? (the bidding advisor)

``tarot advise --hand CARDS [--players 3|4|5] [--deals N] [--level basic|sampler] [--seed S]
[--seat N] [--dealer N] [--json] [--lang fr|en]`` deals the 60 unseen cards at random N times, plays each
contract (A2) with the bots and prints each contract's chance with its 95 % Wilson interval, the
mean S (S3) with its interval, and the hand count with its suggested bid
(:func:`~tarot_core.analysis.advisor.advise`) — a model estimate, bots not people. ``--json``
prints :meth:`~tarot_core.analysis.advisor.HandAdvice.to_json`. A petit sec (D4) is an answer
(``cancelled: true``), not an error.

``--players 3|5`` (V1): the advisor simulates four-player deals only (its bots, its deals of the
60 unseen cards, its calibration), so at three and five players the command gives what the core
knows at that table — the hand's published count with the thresholds scaled to the hand
(:func:`~tarot_core.analysis.handcount.hand_count`: 24 or 15 cards, Prise from 54 or 34, checked by
the basic bots' play at that table, and the floors the basic bot bids by), and says that no deal
was simulated. ``--deals``, ``--level``, ``--seed``, ``--seat`` and ``--dealer`` only steer the
simulation: given at three or five players they are refused (one line naming the option), never
silently ignored. A hand of the wrong size for the table names V1.

Bad cards, a card twice (C1), a hand of another size than 18 (D3), a negative seed (D2), or a
number of deals out of bounds (the category ``usage``, field ``--deals``) give the core's one-line
bilingual error: exit code 2, an ``{"error": …}`` object on stdout with ``--json``, as every
``tarot`` command does.

The main CLI calls :func:`add_parser` and :func:`run`; ``python -m tarot_core.io.cli_advise``
runs the subcommand alone.
"""
from __future__ import annotations

import argparse
import json
import sys

from ..analysis.advisor import DEFAULT_DEALS, LEVELS, MAX_DEALS
from ..cards import sort_key
from ..catalogue import LANGUAGES, check_language, text
from ..errors import TarotError, UsageError, shown
from ..table import FIVE_PLAYERS, FOUR_PLAYERS, Table
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
    # None: not given (the simulation's own defaults: basic, seed 0, seat 0, dealer 0), so that a
    # simulation option given at three or five players is refused rather than ignored
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
    if table != FOUR_PLAYERS:
        return _run_at_table(args, hand, table, lang)
    level = args.level or "basic"
    if args.deals is not None and not 1 <= args.deals <= MAX_DEALS[level]:
        deals, limit = args.deals, MAX_DEALS[level]
        raise UsageError("err.usage.framed", field="--deals", prog="tarot advise",
                         body=lambda lang: text("err.advisor.deals", lang, value=shown(deals, lang), limit=limit,
                                                level=level))
    result = advise(hand, args.deals, level=level, seed=0 if args.seed is None else args.seed,
                    seat=args.seat or 0, dealer=args.dealer or 0)
    print(result.to_json() if getattr(args, "json", False) else result.text(lang))
    return 0


def _run_at_table(args, hand, table: Table, lang: str) -> int:
    """Three or five players: the count scaled to the table (no simulation, see the module docstring)."""
    from ..analysis.handcount import hand_count, thresholds
    given = [o for o in ("deals", "level", "seed", "seat", "dealer") if getattr(args, o, None) is not None]
    if given:
        field, players = f"--{given[0]}", table.seats
        raise UsageError("err.usage.framed", field=field, prog="tarot advise",
                         body=lambda lang: text("advisor.table_only", lang, option=field, players=players))
    count = hand_count(hand, table)                          # V1: 24 or 15 cards, else one line naming V1
    if getattr(args, "json", False):
        print(json.dumps({"players": table.seats, "hand": [c.code for c in sorted(hand, key=sort_key)],
                          "simulated": False, "total": count.total, "total_with_shape": count.total_with_shape,
                          "lines": [{"key": line.key, "cards": [c.code for c in line.cards], "points": line.points}
                                    for line in count.lines],
                          "suggestion": count.suggestion.code if count.suggestion else None,
                          "thresholds": {contract.code: floor for floor, contract in thresholds(table)}},
                         ensure_ascii=False))
        return 0
    call = text("advisor.table_call", lang) if table == FIVE_PLAYERS else ""
    print("\n".join([text("advisor.table_head", lang, cards=table.hand_size, players=table.seats, call=call),
                     count.text(lang), text("advisor.table_note", lang, players=table.seats)]))
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
