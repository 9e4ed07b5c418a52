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

from ..catalogue import rule_ids, rule_title, set_language
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
    fr = lang == "fr"
    if out.status == "cancelled":
        return (f"donne annulée (D4 : petit sec au siège {out.petit_sec_seat})" if fr
                else f"deal cancelled (D4: petit sec at seat {out.petit_sec_seat})")
    if out.status == "all_pass":
        return "tout le monde passe (A3)" if fr else "everybody passed (A3)"
    head = (f"preneur : siège {out.taker}, {out.contract.label()}" if fr
            else f"taker: seat {out.taker}, {out.contract.label()}")
    return "\n".join(["", head, out.story_text(lang), out.breakdown_text(lang),
                      ("scores par siège : " if fr else "scores by seat: ") + " ".join(f"{s:+d}" for s in out.scores)])


def cmd_legal(a) -> int:
    from ..play import illegal_reasons, legal_cards
    hand, trick = _cards(a.hand), _cards(a.trick)
    legal = legal_cards(hand, trick)
    illegal = illegal_reasons(hand, trick, a.lang)
    data = {"legal": [c.code for c in legal],
            "illegal": [{"card": c.code, "rule": r, "reason": why} for c, (r, why) in illegal.items()]}
    human = " ".join(data["legal"]) + "".join(f"\n  ✗ {d['card']}: {d['reason']}" for d in data["illegal"])
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
    human = "\n".join(f"{' + '.join(p.codes):<12} {p.value:>4g}   (= {p.running_total:g})" for p in r.pairs)
    human += f"\n{'total' if a.lang != 'fr' else 'total'}: {r.exact:g} — bouts: {r.bouts}"
    _print(data, a.json, human)
    return 0


def cmd_deal(a) -> int:
    from ..deal import deal
    d = deal(seed=a.seed, dealer=a.dealer)
    rec = d.to_record()
    human = "\n".join(f"seat {i}: {' '.join(h)}" for i, h in enumerate(rec["hands"])) + \
        f"\nchien: {' '.join(rec['chien'])}"
    if d.petit_sec_seat is not None:
        human += f"\nD4: petit sec — seat {d.petit_sec_seat}"
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


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="tarot", description="French Tarot (FFT, four players): rules, referee, scores.")
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--json", action="store_true", help="machine-readable output")
    common.add_argument("--lang", choices=("fr", "en"), default=None, help="language of messages")
    sub = p.add_subparsers(dest="command", required=True)

    s = sub.add_parser("score", parents=[common], help="score from declared facts (S1–S4)")
    s.add_argument("--contract", required=True, choices=("prise", "petite", "garde", "garde-sans", "garde-contre"))
    s.add_argument("--points", required=True, type=float)
    s.add_argument("--bouts", required=True, type=int)
    s.add_argument("--petit-au-bout", choices=("taker", "defence"))
    s.add_argument("--poignee", action="append", choices=("simple", "double", "triple"))
    s.add_argument("--slam-announced", action="store_true")
    s.add_argument("--all-tricks", choices=("taker", "defence"))
    s.set_defaults(func=cmd_score)

    r = sub.add_parser("referee", parents=[common], help="referee whole deal records (files or JSON lines on stdin)")
    r.add_argument("files", nargs="+", metavar="FILE|-")
    r.set_defaults(func=cmd_referee)

    lg = sub.add_parser("legal", parents=[common], help="legal cards for a hand and a trick so far (P2–P5, X1)")
    lg.add_argument("--hand", required=True)
    lg.add_argument("--trick")
    lg.set_defaults(func=cmd_legal)

    d = sub.add_parser("discard", parents=[common], help="check a discard (E2)")
    d.add_argument("--hand", required=True)
    d.add_argument("--chien", required=True)
    d.add_argument("--discard", required=True)
    d.set_defaults(func=cmd_discard)

    po = sub.add_parser("poignee", parents=[common], help="check a poignée (B1–B3)")
    po.add_argument("--hand", required=True)
    po.add_argument("--shown", required=True)
    po.add_argument("--discard")
    po.set_defaults(func=cmd_poignee)

    c = sub.add_parser("count", parents=[common], help="count a pile in pairs (C3–C4)")
    c.add_argument("cards", nargs="+")
    c.set_defaults(func=cmd_count)

    dl = sub.add_parser("deal", parents=[common], help="a seeded deal (D2–D3) to start a record from")
    dl.add_argument("--seed", required=True, type=int)
    dl.add_argument("--dealer", type=int, default=0, choices=range(4))
    dl.set_defaults(func=cmd_deal)

    ru = sub.add_parser("rules", parents=[common], help="list every rule ID with its title")
    ru.set_defaults(func=cmd_rules)

    try:
        from . import cli_odds
    except ImportError:
        cli_odds = None
    if cli_odds is not None:
        odds_parser = cli_odds.add_parser(sub)
        if odds_parser is not None and odds_parser.get_default("func") is None:
            odds_parser.set_defaults(func=cli_odds.run)
    return p


def main(argv=None) -> int:
    parser = build_parser()
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
