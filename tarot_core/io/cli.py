"""The ``tarot`` command line (also ``python -m tarot_core``).

Subcommands: score, referee, legal, discard, poignee, count, deal, rules, odds. Each takes
``--json`` and ``--lang fr|en``; exit code 0 on success, 2 on invalid input with one line
naming the problem and the rule. A rule violation asked about (``discard``, ``poignee``)
is an answer, not an error: exit 0 with ``valid: false``.
"""
from __future__ import annotations

import argparse
import json
import pathlib
import sys

from ..catalogue import LANGUAGES, format_number, rule_ids, rule_title, set_language, text
from ..errors import TarotError

EXIT_INVALID = 2


def _print(data, as_json: bool, human: str) -> None:
    print(json.dumps(data, ensure_ascii=False) if as_json else human)


def cmd_score(a) -> int:
    from ..scoring import score_facts
    r = score_facts(a.contract, a.points, a.bouts, a.petit_au_bout, a.poignee or (), a.slam_announced,
                    a.all_tricks)
    _print(r.to_dict(a.lang), a.json, r.breakdown_text(a.lang))
    return 0


def _records_from(paths):
    """Yield (label, source) for each file, or for each JSON line of stdin ('-')."""
    for path in paths:
        if path == "-":
            for n, line in enumerate(sys.stdin, 1):
                if line.strip():
                    yield f"<stdin>:{n}", line
        else:
            yield path, pathlib.Path(path)


def cmd_referee(a) -> int:
    from ..record import load_record
    from ..referee import referee
    from .files import read_record
    status = 0
    for label, source in _records_from(a.files):
        try:
            out = referee(read_record(source) if isinstance(source, pathlib.Path) else load_record(source))
        except TarotError as e:
            status = EXIT_INVALID
            if a.json:
                print(json.dumps({"error": e.as_dict(a.lang)}, ensure_ascii=False))
            else:
                print(f"{label}: {e.message(a.lang)}")
            continue
        if a.json:
            print(json.dumps(out.to_dict(a.lang), ensure_ascii=False))
        else:
            print(f"{label}: {_outcome_summary(out, a.lang)}")
    return status


def _outcome_summary(out, lang) -> str:
    """The plain-text account of a refereed deal: the same heading and scores as the HTML report."""
    from ..render.report import outcome_heading, seat_scores
    if out.status != "played":
        return outcome_heading(out, lang)
    return "\n".join(["", outcome_heading(out, lang), out.story_text(lang), out.breakdown_text(lang),
                      seat_scores(out.scores, lang)])


def cmd_legal(a) -> int:
    from ..play import illegal_reasons, legal_cards
    hand, trick = _cards(a.hand), _cards(a.trick)
    legal = legal_cards(hand, trick)
    illegal = illegal_reasons(hand, trick, a.lang)
    data = {"legal": [c.code for c in legal],
            "illegal": [{"card": c.code, "rule": r, "reason": why} for c, (r, why) in illegal.items()]}
    human = " ".join(data["legal"]) + "".join(
        "\n  " + text("cli.legal.illegal", a.lang, card=d["card"], reason=d["reason"]) for d in data["illegal"])
    _print(data, a.json, human)
    return 0


def _verdict(v, extra=None):
    data = {"valid": v.valid, "rule": v.rule, "reason": v.reason}
    data.update(extra or {})
    return data


def cmd_discard(a) -> int:
    from ..discard import discard_verdict
    hand, chien, discard = _cards(a.hand), _cards(a.chien), _cards(a.discard)
    for cards, n, rule, key in ((hand, 18, "D3", "err.deal.hand_size"), (chien, 6, "D3", "err.deal.chien_size")):
        if len(cards) != n:
            raise TarotError(rule, key, count=len(cards), seat="--hand")
    v = discard_verdict(hand, chien, discard, a.lang)
    _print(_verdict(v), a.json, v.reason)
    return 0


def cmd_poignee(a) -> int:
    from ..poignee import check_poignee, poignee_verdict
    hand, shown, discard = _cards(a.hand), _cards(a.shown), _cards(a.discard)
    if len(hand) != 18:
        raise TarotError("D3", "err.deal.hand_size", count=len(hand), seat="--hand")
    v = poignee_verdict(hand, shown, discard, a.lang)
    extra = {"size": None, "bonus": None}
    if v.valid:
        p = check_poignee(hand, shown, discard)
        extra = {"size": p.name, "bonus": p.bonus}
    _print(_verdict(v, extra), a.json, v.reason)
    return 0


def cmd_count(a) -> int:
    from ..counting import count_pairs
    r = count_pairs(_cards(" ".join(a.cards)))
    data = {"points": r.exact, "bouts": r.bouts,
            "pairs": [{"cards": list(p.codes), "value": p.value, "kind": p.kind, "running_total": p.running_total}
                      for p in r.pairs]}
    human = "\n".join(f"{' + '.join(p.codes):<12} {format_number(p.value, a.lang):>4}   "
                      f"(= {format_number(p.running_total, a.lang)})" for p in r.pairs)
    human += "\n" + text("cli.count.total", a.lang, points=format_number(r.exact, a.lang), bouts=r.bouts)
    _print(data, a.json, human)
    return 0


def cmd_deal(a) -> int:
    from ..deal import deal
    d = deal(seed=a.seed, dealer=a.dealer)
    rec = d.to_record()
    lines = [text("cli.deal.seat", a.lang, seat=i, cards=" ".join(h)) for i, h in enumerate(rec["hands"])]
    lines.append(text("cli.deal.chien", a.lang, cards=" ".join(rec["chien"])))
    if d.petit_sec_seat is not None:
        lines.append(text("cli.deal.petit_sec", a.lang, seat=d.petit_sec_seat))
    human = "\n".join(lines)
    print(json.dumps(rec, ensure_ascii=False) if a.json else human)
    return 0


def cmd_rules(a) -> int:
    data = [{"rule": r, "title": rule_title(r, a.lang)} for r in rule_ids()]
    _print(data, a.json, "\n".join(f"{d['rule']:<3} {d['title']}" for d in data))
    return 0


def _cards(text):
    """CARDS: a space- or comma-separated list (parsed when the command runs, so errors name the rule)."""
    from ..cards import parse_cards
    return parse_cards(text or ())


def build_parser(lang: str | None = None) -> argparse.ArgumentParser:
    """The ``tarot`` parser; its help texts in *lang* (the catalogue's default when None)."""
    def help_(key):
        return text("cli.help." + key, lang)
    p = argparse.ArgumentParser(prog="tarot", description=text("cli.description", lang))
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--json", action="store_true", help=help_("json"))
    common.add_argument("--lang", choices=LANGUAGES, default=None, help=help_("lang"))
    sub = p.add_subparsers(dest="command", required=True)

    s = sub.add_parser("score", parents=[common], help=help_("score"))
    s.add_argument("--contract", required=True, choices=("prise", "petite", "garde", "garde-sans", "garde-contre"))
    s.add_argument("--points", required=True, type=float)
    s.add_argument("--bouts", required=True, type=int)
    s.add_argument("--petit-au-bout", choices=("taker", "defence"))
    s.add_argument("--poignee", action="append", choices=("simple", "double", "triple"))
    s.add_argument("--slam-announced", action="store_true")
    s.add_argument("--all-tricks", choices=("taker", "defence"))
    s.set_defaults(func=cmd_score)

    r = sub.add_parser("referee", parents=[common], help=help_("referee"))
    r.add_argument("files", nargs="+", metavar="FILE|-")
    r.set_defaults(func=cmd_referee)

    lg = sub.add_parser("legal", parents=[common], help=help_("legal"))
    lg.add_argument("--hand", required=True)
    lg.add_argument("--trick")
    lg.set_defaults(func=cmd_legal)

    d = sub.add_parser("discard", parents=[common], help=help_("discard"))
    d.add_argument("--hand", required=True)
    d.add_argument("--chien", required=True)
    d.add_argument("--discard", required=True)
    d.set_defaults(func=cmd_discard)

    po = sub.add_parser("poignee", parents=[common], help=help_("poignee"))
    po.add_argument("--hand", required=True)
    po.add_argument("--shown", required=True)
    po.add_argument("--discard")
    po.set_defaults(func=cmd_poignee)

    c = sub.add_parser("count", parents=[common], help=help_("count"))
    c.add_argument("cards", nargs="+")
    c.set_defaults(func=cmd_count)

    dl = sub.add_parser("deal", parents=[common], help=help_("deal"))
    dl.add_argument("--seed", required=True, type=int)
    dl.add_argument("--dealer", type=int, default=0, choices=range(4))
    dl.set_defaults(func=cmd_deal)

    ru = sub.add_parser("rules", parents=[common], help=help_("rules"))
    ru.set_defaults(func=cmd_rules)

    try:
        from . import cli_odds
    except ImportError:
        cli_odds = None
    if cli_odds is not None:
        odds_parser = cli_odds.add_parser(sub, lang)
        if odds_parser is not None and odds_parser.get_default("func") is None:
            odds_parser.set_defaults(func=cli_odds.run)
    return p


def _asked_language(argv) -> str | None:
    """The ``--lang`` of the command line, read before parsing so that ``--help`` speaks it too."""
    argv = list(sys.argv[1:] if argv is None else argv)
    for i, arg in enumerate(argv):
        value = argv[i + 1] if arg == "--lang" and i + 1 < len(argv) else arg[7:] if arg.startswith("--lang=") else None
        if value in LANGUAGES:
            return value
    return None


def main(argv=None) -> int:
    parser = build_parser(_asked_language(argv))
    args = parser.parse_args(argv)
    if getattr(args, "lang", None):
        set_language(args.lang)
    try:
        return args.func(args)
    except TarotError as e:
        print(f"tarot: {e.message(getattr(args, 'lang', None))}", file=sys.stderr)
        return EXIT_INVALID
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
