"""The ``kit`` subcommand: the printable workshop kit (``render.kit``) on standard output.

``tarot kit --seed 42 --tables 7 --lang fr > kit.html`` writes one self-contained HTML document
(inline CSS, nothing fetched) to print: a cover listing each table's deal number, then per table
the deal to lay out with a real pack (the cards of ``tarot deal --seed N``) and an exercise sheet,
then the answer keys, a blank and a filled scoresheet; ``--names "Ann,Bob,Cy,Di"`` names the
filled sheet's players. ``--json`` prints the figures instead
(:func:`~tarot_core.render.kit.kit_facts`). A seed, a number of tables, a list of names or a
``--lang`` it cannot take is the command line's usual one-line error (exit 2), in the user's
language.

The main CLI calls :func:`add_parser`; the kit itself is built only when the command runs.
"""
from __future__ import annotations

import argparse
import json

from ..catalogue import check_language, text
from ..errors import shown
from .cli_options import bounded, number_type

MAX_SEED = 10**12          # as `tarot match --seed`


def _names_type(lang):
    """--names: four different names (case aside), comma-separated, each 1 to MAX_NAME characters."""
    from ..render.kit import MAX_NAME, SEATS

    def parse(value: str) -> list[str]:
        names = [n.strip() for n in value.split(",")]
        if (len(names) != SEATS or not all(0 < len(n) <= MAX_NAME for n in names)
                or len({n.casefold() for n in names}) != SEATS):
            raise argparse.ArgumentTypeError(text("kit.err.names", lang, n=SEATS, max=MAX_NAME,
                                                  value=shown(value, lang)))
        return names
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
    p.set_defaults(func=run)
    return p


def run(args) -> int:
    """Print the kit (or, with ``--json``, its figures); 0 on success."""
    from ..render.kit import kit_facts, kit_html
    lang = check_language(getattr(args, "lang", None))
    if getattr(args, "json", False):
        print(json.dumps(kit_facts(args.seed, args.tables, lang, args.names), ensure_ascii=False))
    else:
        print(kit_html(args.seed, args.tables, lang, args.names), end="")
    return 0
