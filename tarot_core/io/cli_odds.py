"""The ``odds`` subcommand: exact odds of a deal (D3, D4, C2, B1, B2) on the command line.

``tarot odds`` lists the distributions; ``tarot odds NAME`` prints one exactly, as
fractions and decimals with the counts that give them; ``--json`` prints a JSON list of
``{outcome, numerator, denominator, probability}`` (the reduced fraction and its float),
each row also carrying ``count`` and ``total`` (the equally likely cases counted),
``terms`` (the count as binomials) and ``label`` (in the ``--lang`` language). An unknown name exits with code 2.

The main CLI calls :func:`add_parser` and :func:`run`; ``python -m tarot_core.io.cli_odds``
runs the subcommand alone.
"""
from __future__ import annotations

import argparse
import json
import sys
import textwrap

from ..analysis.odds import UnknownOdds, list_odds, names, odds

_WORDS = {
    "en": {"outcome": "outcome", "probability": "probability", "fraction": "fraction",
           "cases": "cases (favourable / all)", "terms": "favourable cases as binomials",
           "odds": "odds", "unit": {"hand": "one hand of 18 cards", "chien": "the chien (6 cards)",
                                         "deal": "a whole deal"},
           "per": "observed on: ", "mean": "mean: ", "how": "How it is counted:", "one_in": "about 1 in {n}",
           "fml": "formula: ",
           "unknown": "unknown distribution '{name}'; try one of: {known}",
           "list": "Exact odds known (use: odds NAME):"},
    "fr": {"outcome": "issue", "probability": "probabilité", "fraction": "fraction",
           "cases": "cas (favorables / tous)", "terms": "cas favorables en coefficients binomiaux",
           "odds": "chances", "unit": {"hand": "une main de 18 cartes", "chien": "le chien (6 cartes)",
                                         "deal": "une donne entière"},
           "per": "observé sur : ", "mean": "moyenne : ", "how": "Comment on compte :",
           "one_in": "environ 1 sur {n}", "fml": "formule : ",
           "unknown": "distribution inconnue « {name} » ; essayez : {known}",
           "list": "Probabilités exactes disponibles (usage : odds NOM) :"},
}


def add_parser(subparsers) -> argparse.ArgumentParser:
    """Add ``odds [NAME] [--json] [--lang fr|en]`` to an argparse subparsers object."""
    p = subparsers.add_parser(
        "odds", help="exact odds of a deal (petit sec, chien, poignée, bouts)",
        description="Exact odds of what a deal holds, as fractions with their counts "
                    "(D3, D4, C2, B1, B2). Without NAME, list the names.")
    p.add_argument("name", nargs="?", metavar="NAME", help="one of: " + ", ".join(names()))
    # SUPPRESS: a --json/--lang given to the main parser is not overwritten by these defaults.
    p.add_argument("--json", action="store_true", default=argparse.SUPPRESS,
                   help="machine-readable output")
    p.add_argument("--lang", choices=("fr", "en"), default=argparse.SUPPRESS,
                   help="language of titles and labels")
    p.set_defaults(func=run)
    return p


def _lang(args) -> str:
    from ..catalogue import check_language
    return check_language(getattr(args, "lang", None))


def _listing(lang: str, as_json: bool) -> str:
    if as_json:
        return json.dumps([{"name": d.name, "title": d.title(lang), "rules": list(d.rules),
                            "unit": d.unit} for d in list_odds()], ensure_ascii=False)
    width = max(len(n) for n in names())
    lines = [_WORDS[lang]["list"]]
    lines += [f"  {d.name:<{width}}  {d.title(lang)} ({', '.join(d.rules)})" for d in list_odds()]
    return "\n".join(lines)


def _table(dist, lang: str) -> str:
    w = _WORDS[lang]
    rows = [(o.label(lang), _decimal(o.probability), _one_in(o.probability, lang),
             str(o.probability), f"{o.count} / {o.total}", o.terms) for o in dist.outcomes]
    head = (w["outcome"], w["probability"], w["odds"], w["fraction"], w["cases"], w["terms"])
    widths = [max(len(r[i]) for r in rows + [head]) for i in range(len(head))]

    def line(cells):
        return "  ".join(c.ljust(widths[i]) for i, c in enumerate(cells)).rstrip()

    out = [f"{dist.name} — {dist.title(lang)} ({', '.join(dist.rules)})",
           f"{w['per']}{w['unit'][dist.unit]}",
           f"{w['fml']}{dist.formula}", "", line(head), line(["-" * n for n in widths])]
    out += [line(r) for r in rows]
    mean = dist.mean()
    if mean is not None:
        out += ["", f"{w['mean']}{mean} ≈ {float(mean):.4f}"]
    out += ["", w["how"], textwrap.fill(dist.derivation(lang), width=92)]
    return "\n".join(out)


def _decimal(p) -> str:
    """A probability as a decimal: six places, or scientific notation when it is tiny."""
    x = float(p)
    return f"{x:.6f}" if x == 0 or x >= 1e-4 else f"{x:.3e}"


def _one_in(p, lang: str) -> str:
    """'about 1 in 542' (rounded to 3 significant digits), or '' when p is 0 or above 1/2."""
    x = float(p)
    if x == 0 or x > 0.5:
        return ""
    n = 1 / x
    n = round(n, -max(0, len(str(int(n))) - 3))
    return _WORDS[lang]["one_in"].format(n=f"{int(n):,}".replace(",", " " if lang == "fr" else ","))


def _json(dist, lang: str) -> str:
    return json.dumps([{"outcome": o.value, "numerator": o.probability.numerator,
                        "denominator": o.probability.denominator,
                        "probability": float(o.probability), "count": o.count, "total": o.total,
                        "terms": o.terms, "label": o.label(lang)} for o in dist.outcomes],
                      ensure_ascii=False)


def run(args) -> int:
    """Print the listing or one distribution; 0 on success, 2 for an unknown name."""
    lang = _lang(args)
    as_json = bool(getattr(args, "json", False))
    name = getattr(args, "name", None)
    if not name:
        print(_listing(lang, as_json))
        return 0
    try:
        dist = odds(name)
    except UnknownOdds:
        print(_WORDS[lang]["unknown"].format(name=name, known=", ".join(names())), file=sys.stderr)
        return 2
    print(_json(dist, lang) if as_json else _table(dist, lang))
    return 0


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tarot_core.io.cli_odds")
    add_parser(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(["odds", *(sys.argv[1:] if argv is None else argv)])
    return run(args)


if __name__ == "__main__":
    raise SystemExit(main())
