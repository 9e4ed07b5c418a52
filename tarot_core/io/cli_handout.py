"""The ``handout`` subcommand: the printable one-page summary (``render.handout``) on standard output.

``tarot handout --lang fr > handout.html`` writes one self-contained HTML page (inline CSS, the
project's SVG cards, nothing fetched) that prints on one A4 sheet; ``--four-colour`` draws the
four-colour pack; ``--json`` prints the page's figures instead (card values, targets, contracts,
the worked example's score and its breakdown in ``--lang``, the bonuses), as
:func:`~tarot_core.render.handout.handout_facts` computes them. A ``--lang`` it does not know is
the command line's usual one-line error (exit 2).

``--players 3|4|5`` (V1; four by default, the page as it always was) writes the page of that
table: its deal (V1, V2), poignées (V3), at five the call (V4, R8, V5, V7) and the first trick
(V6, R9), the score split (V9) with V11's worked example. Any other value is refused in one line
naming V1, in the user's language (the same line as ``tarot deal --players``).

The main CLI calls :func:`add_parser`; the page itself is built only when the command runs, so the
parser stays as quick to build as before.
"""
from __future__ import annotations

import argparse
import json

from ..catalogue import check_language, text


def add_parser(subparsers, lang: str | None = None, parents=()) -> argparse.ArgumentParser:
    """Add ``handout [--players 3|4|5] [--four-colour] [--json] [--lang fr|en]`` to an argparse subparsers object.

    *parents* are the main CLI's common options (``--json``, ``--lang``); its help texts are
    in *lang* (the catalogue's default when None).
    """
    p = subparsers.add_parser("handout", parents=list(parents), help=text("handout.help", lang),
                              description=text("handout.help", lang))
    p.add_argument("--four-colour", "--four-color", dest="four_colour", action="store_true",
                   help=text("handout.help.four_colour", lang))
    p.add_argument("--players", metavar="{3,4,5}", help=text("cli.help.players", lang))     # V1, read in run
    p.set_defaults(func=run)
    return p


def run(args) -> int:
    """Print the page (or, with ``--json``, its figures); 0 on success."""
    from ..render.handout import handout_facts, handout_html
    from .cli_tables import table_option
    lang = check_language(getattr(args, "lang", None))
    players = table_option(getattr(args, "players", None)).seats        # V1: 3, 4 or 5, else DealError (V1)
    if getattr(args, "json", False):
        print(json.dumps(handout_facts(lang, players), ensure_ascii=False))
    else:
        print(handout_html(lang, four_colour=bool(getattr(args, "four_colour", False)), players=players), end="")
    return 0
