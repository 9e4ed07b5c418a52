"""The ``odds`` subcommand: exact odds of a deal (D3, D4, C2, B1, B2) on the command line.

``tarot odds`` lists the distributions; ``tarot odds NAME`` prints one exactly, as
fractions and decimals with the counts that give them; ``--json`` prints a JSON list of
``{outcome, numerator, denominator, probability}`` (the reduced fraction and its float),
each row also carrying ``count`` and ``total`` (the equally likely cases counted),
``terms`` (the count as binomials) and ``label`` (in the ``--lang`` language). An unknown name is a
:class:`~tarot_core.errors.UsageError` (category ``"usage"``, field ``NAME``): exit code 2 with one
line, an ``{"error": …}`` object on stdout with ``--json``.

The main CLI calls :func:`add_parser` and :func:`run`; ``python -m tarot_core.io.cli_odds``
runs the subcommand alone.
"""
from __future__ import annotations

import argparse
import json
import sys
import textwrap

from ..analysis.odds import UnknownOdds, list_odds, names, odds
from ..catalogue import LANGUAGES, check_language, format_number, text
from ..errors import TarotError, UsageError, shown


def add_parser(subparsers, lang: str | None = None) -> argparse.ArgumentParser:
    """Add ``odds [NAME] [--json] [--lang fr|en]`` to an argparse subparsers object.

    Its help texts are in *lang* (the catalogue's default when None).
    """
    p = subparsers.add_parser("odds", help=text("odds.help", lang), description=text("odds.description", lang))
    p.add_argument("name", nargs="?", metavar=text("odds.metavar", lang),
                   help=text("odds.help.name", lang, names=", ".join(names())))
    # SUPPRESS: a --json/--lang given to the main parser is not overwritten by these defaults.
    p.add_argument("--json", action="store_true", default=argparse.SUPPRESS,
                   help=text("cli.help.json", lang))
    p.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS,
                   help=text("odds.help.lang", lang))
    p.set_defaults(func=run)
    return p


def _lang(args) -> str:
    return check_language(getattr(args, "lang", None))


def _listing(lang: str, as_json: bool) -> str:
    if as_json:
        return json.dumps([{"name": d.name, "title": d.title(lang), "rules": list(d.rules),
                            "unit": d.unit} for d in list_odds()], ensure_ascii=False)
    width = max(len(n) for n in names())
    lines = [text("odds.list", lang)]
    lines += [f"  {d.name:<{width}}  {d.title(lang)} ({', '.join(d.rules)})" for d in list_odds()]
    return "\n".join(lines)


def _table(dist, lang: str) -> str:
    rows = [(o.label(lang), _decimal(o.probability, lang), _one_in(o.probability, lang),
             str(o.probability), f"{o.count} / {o.total}", o.terms) for o in dist.outcomes]
    head = tuple(text(f"odds.col.{c}", lang) for c in ("outcome", "probability", "odds", "fraction", "cases", "terms"))
    widths = [max(len(r[i]) for r in rows + [head]) for i in range(len(head))]

    def line(cells):
        return "  ".join(c.ljust(widths[i]) for i, c in enumerate(cells)).rstrip()

    out = [f"{dist.name} — {dist.title(lang)} ({', '.join(dist.rules)})",
           text("odds.observed", lang, unit=text(f"odds.unit.{dist.unit}", lang)),
           text("odds.formula", lang, formula=dist.formula), "", line(head), line(["-" * n for n in widths])]
    out += [line(r) for r in rows]
    mean = dist.mean()
    if mean is not None:
        out += ["", text("odds.mean", lang, mean=mean, approx=format_number(mean, lang, decimals=4))]
    out += ["", text("odds.how", lang), textwrap.fill(dist.derivation(lang), width=92)]
    return "\n".join(out)


def _decimal(p, lang: str | None = None) -> str:
    """A probability as a decimal: six places, or four significant digits when it is tiny."""
    x = float(p)
    return format_number(x, lang, decimals=6) if x == 0 or x >= 1e-4 else format_number(x, lang, digits=4)


def _one_in(p, lang: str) -> str:
    """'about 1 in 542' (rounded to 3 significant digits), or '' when p is 0 or above 1/2."""
    x = float(p)
    if x == 0 or x > 0.5:
        return ""
    n = 1 / x
    n = round(n, -max(0, len(str(int(n))) - 3))
    return text("odds.one_in", lang, n=format_number(int(n), lang, grouping=True))


def _json(dist, lang: str) -> str:
    return json.dumps([{"outcome": o.value, "numerator": o.probability.numerator,
                        "denominator": o.probability.denominator,
                        "probability": float(o.probability), "count": o.count, "total": o.total,
                        "terms": o.terms, "label": o.label(lang)} for o in dist.outcomes],
                      ensure_ascii=False)


def run(args) -> int:
    """Print the listing or one distribution; 0 on success. An unknown name raises UsageError."""
    lang = _lang(args)
    as_json = bool(getattr(args, "json", False))
    name = getattr(args, "name", None)
    if not name:
        print(_listing(lang, as_json))
        return 0
    try:
        dist = odds(name)
    except UnknownOdds:
        known = ", ".join(names())
        raise UsageError("err.usage.framed", field="NAME", prog="tarot odds",
                         body=lambda lang: text("odds.unknown", lang, name=shown(name, lang), known=known)) from None
    print(_json(dist, lang) if as_json else _table(dist, lang))
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tarot_core.io.cli_odds")
    add_parser(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(["odds", *(sys.argv[1:] if argv is None else argv)])
    try:
        return run(args)
    except TarotError as e:
        if getattr(args, "json", False):
            print(json.dumps({"error": e.as_dict(_lang(args))}, ensure_ascii=False))
        else:
            print(e.line(_lang(args)), file=sys.stderr)
        return 2


if __name__ == "__main__":
    raise SystemExit(main())
