"""The ``kit`` subcommand: the printable workshop kit (``render.kit``) on standard output.

``tarot kit --seed 42 --tables 7 --lang fr > kit.html`` writes one self-contained HTML document
(inline CSS, nothing fetched) to print: a cover listing each table's deal number, then per table
the deal to lay out with a real pack (the cards of ``tarot deal --seed N``) and an exercise sheet,
then the answer keys, a blank and a filled scoresheet; ``--names "Ann,Bob,Cy,Di"`` names the
filled sheet's players. ``--json`` prints the figures instead
(:func:`~tarot_core.render.kit.kit_facts`). A seed, a number of tables, a list of names or a
``--lang`` it cannot take is the command line's usual one-line error (exit 2), in the user's
language.

``--players 3|5`` (V1; four by default) makes the kit of that table: its deals (``tarot deal
--seed N --players 5``), that many basic bots, that many names on the filled sheet. Any other
value is refused in one line naming V1, in the user's language (the same line as ``tarot deal
--players``); ``--names`` must then name one player per seat of that table.

The main CLI calls :func:`add_parser`; the kit itself is built only when the command runs.
"""
from __future__ import annotations

import argparse
import json

from ..catalogue import check_language, text
from ..errors import shown
from ..table import TABLES
from .cli_options import bounded, number_type

MAX_SEED = 10**12          # as `tarot match --seed`


def _names_error(value: str, seats: int, lang) -> str | None:
    """--names: *seats* different names (case aside), comma-separated, each 1 to MAX_NAME
    characters; the reason in *lang* when *value* is not that, else None."""
    from ..render.kit import MAX_NAME
    names = [n.strip() for n in value.split(",")]
    if (len(names) != seats or not all(0 < len(n) <= MAX_NAME for n in names)
            or len({n.casefold() for n in names}) != seats):
        return text("kit.err.names", lang, n=seats, max=MAX_NAME, value=shown(value, lang))
    return None


def _names_type(lang):
    """--names as given: its count is the table's (checked in :func:`run`, once ``--players`` is
    read); names of the wrong length or twice the same are refused here already."""
    from ..render.kit import SEATS

    def parse(value: str) -> str:
        names = [n.strip() for n in value.split(",")]
        seats = len(names) if len(names) in TABLES else SEATS
        reason = _names_error(value, seats, lang)
        if reason:
            raise argparse.ArgumentTypeError(reason)
        return value
    parse.__name__ = "names"
    return parse


def add_parser(subparsers, lang: str | None = None, parents=()) -> argparse.ArgumentParser:
    """Add ``kit --seed N [--tables T] [--names A,B,C,D] [--json] [--lang fr|en]``.

    *parents* are the main CLI's common options (``--json``, ``--lang``); its help texts are in
    *lang* (the catalogue's default when None).
    """
    from ..render.kit import MAX_TABLES
    whole = number_type(lang, whole=True)
    p = subparsers.add_parser("kit", parents=list(parents), help=text("kit.help", lang),
                              description=text("kit.help", lang))
    p.add_argument("--seed", required=True, type=bounded(whole, lang, 0, MAX_SEED), help=text("kit.help.seed", lang))
    p.add_argument("--tables", type=bounded(whole, lang, 1, MAX_TABLES), default=7,
                   help=text("kit.help.tables", lang, max=MAX_TABLES))
    p.add_argument("--names", type=_names_type(lang), default=None, help=text("kit.help.names", lang))
    p.add_argument("--players", metavar="{3,4,5}", help=text("kit.help.players", lang))     # V1, read in run
    p.set_defaults(func=run, kit_parser=p)
    return p


def run(args) -> int:
    """Print the kit (or, with ``--json``, its figures); 0 on success."""
    from ..render.kit import kit_facts, kit_html
    from .cli_tables import table_option
    lang = check_language(getattr(args, "lang", None))
    table = table_option(getattr(args, "players", None))        # V1: 3, 4 or 5, else DealError (V1)
    names = None
    if args.names is not None:
        reason = _names_error(args.names, table.seats, lang)     # one name per seat of the table
        if reason:
            args.kit_parser.error(f"argument --names: {reason}")
        names = [n.strip() for n in args.names.split(",")]
    if getattr(args, "json", False):
        print(json.dumps(kit_facts(args.seed, args.tables, lang, names, table.seats), ensure_ascii=False))
    else:
        print(kit_html(args.seed, args.tables, lang, names, table.seats), end="")
    return 0
