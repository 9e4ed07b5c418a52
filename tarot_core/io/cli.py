"""The ``tarot`` command line (also ``python -m tarot_core``).

Subcommands: score, referee, legal, discard, poignee, count, deal, match, case, rules, odds,
advise, analyse, handout, kit (the last five in their own modules `cli_*.py`). Each takes
``--json`` and ``--lang fr|en``; exit code 0 on success, 2 on invalid input with one line
naming the problem and the rule (or, for an option it cannot read, the option), in the
user's language (``--lang``, else ``TAROT_LANG``); with ``--json`` that line is an
``{"error": {...}}`` object on stdout. A rule violation asked about (``discard``,
``poignee``) is an answer, not an error: exit 0 with ``valid: false``. Output that cannot be
written (a full disk) exits 1, Ctrl-C 130, each with one line on stderr.

Numbers take a decimal comma or point (``--points 40,5``); sides, contracts and poignées
may be named in French (``preneur``, ``défense``, ``petite``).
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sys

from ..catalogue import LANGUAGES, format_number, get_language, rule_ids, rule_title, set_language, text
from ..errors import DealError, TarotError, UsageError, notation, shown
from .cli_options import bounded, cards_option, number_type
from .files import records_from

EXIT_INVALID = 2
EXIT_OUTPUT = 1            # the output could not be written (a full disk, a closed terminal)
EXIT_INTERRUPTED = 130     # Ctrl-C, as shells report SIGINT


def _print(data, as_json: bool, human: str) -> None:
    print(json.dumps(data, ensure_ascii=False) if as_json else human)


def _codes(cards, lang) -> str:
    """Cards for people, in the notation of *lang* ('KS' in English, 'R♠' in French)."""
    return " ".join(notation(c, lang) for c in cards)


def cmd_score(a) -> int:
    from .cli_tables import check_alone, score_at, table_breakdown, table_option, table_score_dict
    table = table_option(a.players)                  # V1: 3, 4 or 5 players (four by default)
    check_alone(table, a.alone)                      # V5: alone at five players only
    r = score_at(table, a.contract, a.points, a.bouts, a.petit_au_bout, a.poignee or (), a.slam_announced,
                 a.all_tricks)                       # V8: the points checked for the table
    human = "\n".join(step.text(a.lang) for step in table_breakdown(r, table, a.alone))     # S4, V9: each share
    _print(table_score_dict(r, table, a.alone, a.lang), a.json, human)
    return 0


def cmd_referee(a) -> int:
    from ..referee import referee
    status = 0
    for label, record in records_from(a.files):
        try:
            if isinstance(record, TarotError):
                raise record
            out = referee(record)
        except TarotError as e:
            status = EXIT_INVALID
            if a.json:
                print(json.dumps({"error": dict(e.as_dict(a.lang), source=label)}, ensure_ascii=False))
            else:
                print(f"{shown(label, a.lang)}: {e.line(a.lang)}")
            continue
        if a.json:
            print(json.dumps(out.to_dict(a.lang), ensure_ascii=False))
        else:
            print(f"{shown(label, a.lang)}: {_outcome_summary(out, a.lang)}")
    return status


def _outcome_summary(out, lang) -> str:
    """The plain-text account of a refereed deal: the same heading and scores as the HTML report."""
    from ..render.report import outcome_heading, seat_scores
    if out.status != "played":
        return outcome_heading(out, lang)
    return "\n".join(["", outcome_heading(out, lang), out.story_text(lang), out.breakdown_text(lang),
                      seat_scores(out.scores, lang)])


# --- the other questions ----------------------------------------------------------------------
def cmd_legal(a) -> int:
    from .cli_tables import called_card, legal_at, table_option
    table = table_option(a.players)                  # V1
    called = called_card(a.call, table)              # V4: a court card, at five players only
    hand, trick = _some_cards(cards_option(a.hand, "--hand"), "--hand", "legal"), cards_option(a.trick, "--trick")
    legal, illegal = legal_at(hand, trick, table, called, a.first_trick, a.lang)     # P2–P5, X1; V6, R9
    data = {"legal": [c.code for c in legal],
            "illegal": [{"card": c.code, "rule": r, "reason": why} for c, (r, why) in illegal.items()]}
    reasons = (text("cli.legal.illegal", a.lang, card=notation(c, a.lang), reason=why)
               for c, (_, why) in illegal.items())
    human = _codes(legal, a.lang) + "".join("\n  " + line for line in reasons)
    _print(data, a.json, human)
    return 0


def _verdict(v, extra=None):
    data = {"valid": v.valid, "rule": v.rule, "reason": v.reason}
    data.update(extra or {})
    return data


def _some_cards(cards, option: str, command: str):
    """At least one card: an empty list ('--hand ""') has no answer to give (usage, the option named)."""
    if not cards:
        raise UsageError("err.usage.framed", field=option, prog=f"tarot {command}",
                         body=lambda lang: text("err.cli.no_cards", lang, option=option))
    return cards


def _sized(cards, option: str, size: int):
    """D3: a hand has 18 cards, the chien 6."""
    if len(cards) != size:
        raise TarotError("D3", "err.cli.size", option=option, count=len(cards), size=size)
    return cards


def cmd_discard(a) -> int:
    from ..deal import CHIEN_SIZE, HAND_SIZE
    from ..discard import discard_verdict
    hand = _sized(cards_option(a.hand, "--hand"), "--hand", HAND_SIZE)
    chien = _sized(cards_option(a.chien, "--chien"), "--chien", CHIEN_SIZE)
    v = discard_verdict(hand, chien, cards_option(a.discard, "--discard"), a.lang)     # C1: a card in both raises
    _print(_verdict(v), a.json, v.reason)
    return 0


def cmd_poignee(a) -> int:
    from ..deal import HAND_SIZE
    from ..poignee import check_poignee, poignee_verdict
    hand = _sized(cards_option(a.hand, "--hand"), "--hand", HAND_SIZE)
    trumps, discard = cards_option(a.shown, "--shown"), cards_option(a.discard, "--discard")
    v = poignee_verdict(hand, trumps, discard, a.lang)
    extra: dict = {"size": None, "bonus": None}
    if v.valid:
        p = check_poignee(hand, trumps, discard)
        extra = {"size": p.name, "bonus": p.bonus}
    _print(_verdict(v, extra), a.json, v.reason)
    return 0


def cmd_count(a) -> int:
    from ..counting import count_pairs
    r = count_pairs(_some_cards(cards_option(" ".join(a.cards), "CARDS"), "CARDS", "count"))
    data = {"points": r.exact, "bouts": r.bouts,
            "pairs": [{"cards": list(p.codes), "value": p.value, "kind": p.kind, "running_total": p.running_total}
                      for p in r.pairs]}
    human = "\n".join(f"{' + '.join(notation(c, a.lang) for c in p.cards):<12} {format_number(p.value, a.lang):>4}   "
                      f"(= {format_number(p.running_total, a.lang)})" for p in r.pairs)
    human += "\n" + text("cli.count.total", a.lang, points=format_number(r.exact, a.lang), bouts=r.bouts)
    _print(data, a.json, human)
    return 0


def cmd_deal(a) -> int:
    from ..deal import deal
    from .cli_tables import deal_call, table_option
    d = deal(seed=a.seed, dealer=a.dealer, table=table_option(a.players))   # D1 seat, D2 seed, V1 table
    rec = d.to_record()
    lines = [text("cli.deal.seat", a.lang, seat=i, cards=_codes(h, a.lang)) for i, h in enumerate(d.hands)]
    lines.append(text("cli.deal.chien", a.lang, cards=_codes(d.chien, a.lang)))
    if a.call is not None or a.taker is not None:        # V4, R8: checked against the taker's hand as dealt
        if a.call is None or a.taker is None:
            raise UsageError("err.usage.framed", field="--call" if a.call is None else "--taker", prog="tarot deal",
                             body=lambda lang: text("err.cli.call_taker", lang))
        called, partner = deal_call(d, a.taker, a.call)
        rec["call"] = called.code
        where = "call" if partner is not None else "call_hand" if called in d.hands[a.taker] else "call_chien"
        lines.append(text(f"cli.deal.{where}", a.lang, card=notation(called, a.lang), taker=a.taker, partner=partner))
    if d.petit_sec_seat is not None:
        lines.append(text("cli.deal.petit_sec", a.lang, seat=d.petit_sec_seat))
    human = "\n".join(lines)
    print(json.dumps(rec, ensure_ascii=False) if a.json else human)
    return 0


def cmd_match(a) -> int:
    """Bots against bots, duplicate style (analysis.match): mean score per deal with a 95 % CI.
    Measured first (a short trial, analysis.match.estimate_match): a match estimated over
    --max-minutes is refused, naming the estimate and the option; then a line on stderr every
    few seconds while it plays (analysis.match.Progress). --players 3|4|5 (V1): one kind per seat
    of that table, the count checked against it (V1)."""
    from ..analysis.match import Progress, estimate_match, format_duration, run_match
    from .cli_tables import table_option
    players = table_option(a.players).seats                         # V1: 3, 4 or 5 (four by default)
    if len(a.seats) != players:                                     # V1: one kind per seat of that table
        raise DealError("V1", "err.match.seats_option", seats=players, count=len(a.seats))
    samples, budget = (None, a.budget) if a.budget is not None else (a.samples, 1.0)
    estimate = estimate_match(a.seats, a.deals, a.seed, players=players, samples=samples, budget=budget)
    if estimate.seconds > a.max_minutes * 60:
        seconds, limit, needed = estimate.seconds, a.max_minutes, -(-estimate.seconds // 60)
        raise UsageError("err.usage.framed", field="--max-minutes", prog="tarot match",
                         body=lambda lang: text("match.too_long", lang, estimate=format_duration(seconds, lang),
                                                rotations=estimate.rotations, limit=format_number(limit, lang),
                                                needed=format_number(needed, lang)))
    m = run_match(a.seats, a.deals, a.seed, players=players, samples=samples, budget=budget,
                  progress=Progress(sys.stderr, a.lang))
    _print(m.to_dict(), a.json, m.text(a.lang))
    return 0


def cmd_case(a) -> int:
    """A shared rules case (io.case, ``tarot-case 1``): its ruling, with the rules it rests on."""
    from ..record import record_detail
    from .case import MAX_CASE_CHARS, parse_case
    from .files import read_text_file
    limit = 4 * MAX_CASE_CHARS             # bytes: UTF-8 takes at most 4 a character; parse_case counts them
    too_large = record_detail("case_too_large", limit=lambda lang: format_number(MAX_CASE_CHARS, lang, grouping=True))
    source = read_text_file(sys.stdin.buffer if a.file == "-" else a.file, limit, too_large=too_large)
    case = parse_case(source)
    ruling = case.answer(a.lang)
    _print({"question": case.question, "rules": list(ruling.rules), "text": ruling.text, "case": case.to_text()},
           a.json, ruling.text)
    return 0


def cmd_rules(a) -> int:
    data = [{"rule": r, "title": rule_title(r, a.lang)} for r in rule_ids()]
    _print(data, a.json, "\n".join(f"{d['rule']:<3} {d['title']}" for d in data))
    return 0


def _word_type(lang, words: dict[str, str]):
    """One of *words* (alias -> canonical value), case and '_'/space/'-' not minded."""
    def parse(value: str):
        v = re.sub(r"[\s_]+", "-", value.strip().lower())
        if v not in words:
            raise argparse.ArgumentTypeError(text("err.usage.choice_of", lang, value=shown(value, lang),
                                                  choices=", ".join(dict.fromkeys(words))))
        return words[v]
    return parse


def _plain(word: str) -> str:
    """*word* without its accents ('aléatoire' → 'aleatoire'): typed either way on a command line."""
    import unicodedata
    return "".join(ch for ch in unicodedata.normalize("NFD", word) if not unicodedata.combining(ch))


CONTRACT_WORDS = {"prise": "prise", "petite": "prise", "garde": "garde", "garde-sans": "garde-sans",
                  "garde-contre": "garde-contre"}
# The sides in either language: the catalogue's short words (taker/preneur, defence/défense), and 'defense'.
SIDE_WORDS = {"taker": "taker", "defence": "defence", "defense": "defence",
              **{text(f"side.short.{side}", lang): side for side in ("taker", "defence") for lang in LANGUAGES}}
POIGNEE_WORDS = {"simple": "simple", "double": "double", "triple": "triple"}
# The bot kinds by their code and their catalogue names (bot.kind.*), with and without accents.
BOT_WORDS = {**{k: k for k in ("random", "basic", "sampler")},
             **{name: k for k in ("random", "basic", "sampler") for lang in LANGUAGES
                for name in (text(f"bot.kind.{k}", lang), _plain(text(f"bot.kind.{k}", lang)))}}
MAX_MATCH_MINUTES = 10**8       # --max-minutes at most (the other bounds of `tarot match` are analysis.match's)


def _seats_type(lang):
    """Bot kinds separated by commas (random, basic, sampler; French words too), one per seat: their
    count is checked against ``--players`` by the match (V1)."""
    word = _word_type(lang, BOT_WORDS)

    def parse(value: str):
        if len(value) > 200:
            raise argparse.ArgumentTypeError(text("err.usage.seats", lang, value=shown(value, lang)))
        return [word(v) for v in value.split(",")]
    parse.__name__ = "seats"
    return parse


class _Parser(argparse.ArgumentParser):
    """argparse, but an error is a UsageError (one line, in the user's language), never an exit.
    :func:`build_parser` makes a subclass per language; its subcommands' parsers share it."""

    def error(self, message):
        raise _usage_error(self.prog, message)


# argparse's messages (English) -> the catalogue's (err.usage.*), with what they name.
_ARGPARSE = [(re.compile(p), key) for p, key in (
    (r"the following arguments are required: (?P<options>.+)", "required"),
    (r"argument (?P<option>[^:]+): invalid choice: (?P<value>.+?) \(choose from (?P<choices>.+)\)", "choice"),
    (r"argument (?P<option>[^:]+): expected one argument", "one_value"),
    (r"argument (?P<option>[^:]+): expected at least one argument", "values"),
    (r"argument (?P<option>[^:]+): ignored explicit argument (?P<value>.+)", "explicit"),
    (r"argument (?P<option>[^:]+): invalid (?:[\w ]+) value: (?P<value>.+)", "invalid"),
    (r"unrecognized arguments: (?P<value>.*)", "unrecognized"),
    (r"ambiguous option: (?P<option>\S+) could match (?P<choices>.+)", "ambiguous"),
    (r"argument (?P<option>[^:]+): (?P<reason>.+)", "argument"),
)]


def _usage_error(prog: str, message: str) -> UsageError:
    for pattern, key in _ARGPARSE:
        m = pattern.fullmatch(message)
        if m:
            params = m.groupdict()
            field = params.get("option") or params.get("options")
            return UsageError("err.usage.framed", field=field and field.split("/")[0], prog=prog,
                              body=lambda lang, key=key, params=params: text(
                                  f"err.usage.{key}", lang, **{k: shown(v, lang) for k, v in params.items()}))
    return UsageError("err.usage.framed", prog=prog,
                      body=lambda lang: text("err.usage.other", lang, reason=shown(message, lang)))


def build_parser(lang: str | None = None) -> argparse.ArgumentParser:
    """The ``tarot`` parser; its help texts in *lang* (the catalogue's default when None)."""
    def help_(key):
        return text("cli.help." + key, lang)
    number, whole = number_type(lang, whole=False), number_type(lang, whole=True)
    side = _word_type(lang, SIDE_WORDS)
    p = _Parser(prog="tarot", description=text("cli.description", lang))    # sub-parsers: the same class
    common = _Parser(add_help=False)
    common.add_argument("--json", action="store_true", help=help_("json"))
    common.add_argument("--lang", choices=LANGUAGES, default=None, help=help_("lang"))
    sub = p.add_subparsers(dest="command", required=True)

    s = sub.add_parser("score", parents=[common], help=help_("score"))
    s.add_argument("--contract", required=True, type=_word_type(lang, CONTRACT_WORDS),
                   metavar="{prise,garde,garde-sans,garde-contre}")
    s.add_argument("--points", required=True, type=number, help=help_("points"))
    s.add_argument("--bouts", required=True, type=whole)
    s.add_argument("--petit-au-bout", type=side, metavar="{taker,defence}", help=help_("side"))
    s.add_argument("--poignee", action="append", type=_word_type(lang, POIGNEE_WORDS),
                   metavar="{simple,double,triple}")
    s.add_argument("--slam-announced", action="store_true")
    s.add_argument("--all-tricks", type=side, metavar="{taker,defence}", help=help_("side"))
    s.add_argument("--players", metavar="{3,4,5}", help=help_("players"))     # read by cli_tables (V1)
    s.add_argument("--alone", action="store_true", help=help_("alone"))
    s.set_defaults(func=cmd_score)

    r = sub.add_parser("referee", parents=[common], help=help_("referee"))
    r.add_argument("files", nargs="+", metavar="FILE|-", help=help_("referee_files"))
    r.set_defaults(func=cmd_referee)

    lg = sub.add_parser("legal", parents=[common], help=help_("legal"))
    lg.add_argument("--hand", required=True)
    lg.add_argument("--trick")
    lg.add_argument("--players", metavar="{3,4,5}", help=help_("players"))
    lg.add_argument("--call", metavar="CARD", help=help_("call"))
    lg.add_argument("--first-trick", action="store_true", help=help_("first_trick"))
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
    c.add_argument("cards", nargs="+", metavar="CARDS")
    c.set_defaults(func=cmd_count)

    dl = sub.add_parser("deal", parents=[common], help=help_("deal"))
    dl.add_argument("--seed", required=True, type=whole, help=help_("seed"))
    dl.add_argument("--dealer", type=whole, default=0, help=help_("dealer"))
    dl.add_argument("--players", metavar="{3,4,5}", help=help_("players"))
    dl.add_argument("--taker", type=whole, metavar="SEAT", help=help_("taker"))
    dl.add_argument("--call", metavar="CARD", help=help_("deal_call"))
    dl.set_defaults(func=cmd_deal)

    from ..analysis.match import MAX_DEALS
    from ..analysis.sampler import MAX_BUDGET, MAX_SAMPLES
    mt = sub.add_parser("match", parents=[common], help=help_("match"))
    mt.add_argument("--players", metavar="{3,4,5}", help=help_("players"))            # V1, read by cmd_match
    mt.add_argument("--seats", required=True, type=_seats_type(lang), help=help_("match_seats"))
    mt.add_argument("--deals", required=True, type=bounded(whole, lang, 1, MAX_DEALS),
                    help=help_("match_deals"))
    mt.add_argument("--seed", type=bounded(whole, lang, 0, 10**12), default=0, help=help_("seed"))
    mt.add_argument("--samples", type=bounded(whole, lang, 1, MAX_SAMPLES), default=20,
                    help=help_("match_samples"))
    mt.add_argument("--budget", type=bounded(number, lang, 0.01, MAX_BUDGET), default=None,
                    help=help_("match_budget"))
    mt.add_argument("--max-minutes", type=bounded(number, lang, 0.01, MAX_MATCH_MINUTES), default=60.0,
                    help=help_("match_max_minutes"))
    mt.set_defaults(func=cmd_match)

    ca = sub.add_parser("case", parents=[common], help=help_("case"))
    ca.add_argument("file", metavar="FILE|-", help=help_("case_file"))
    ca.set_defaults(func=cmd_case)

    from . import cli_handout
    cli_handout.add_parser(sub, lang, parents=[common])      # handout: its own module (func=cli_handout.run)
    from . import cli_kit
    cli_kit.add_parser(sub, lang, parents=[common])          # kit: the workshop kit, its own module (func=cli_kit.run)
    ru = sub.add_parser("rules", parents=[common], help=help_("rules"))
    ru.set_defaults(func=cmd_rules)

    from . import cli_advise
    cli_advise.add_parser(sub, lang)           # advise --hand CARDS: the bidding advisor (its own module)
    from . import cli_odds
    cli_odds.add_parser(sub, lang)             # odds [NAME]: its own module (it sets func=cli_odds.run)
    from . import cli_analyse
    cli_analyse.add_parser(sub, lang)          # analyse FILE: its own module (it sets func=cli_analyse.run)
    return p


_PARSERS: dict[str | None, argparse.ArgumentParser] = {}


def _parser(lang: str | None) -> argparse.ArgumentParser:
    """The parser in *lang*, built once per language (argparse takes milliseconds to build one:
    a program calling :func:`main` many times pays it once). Parsing leaves it unchanged."""
    if lang not in _PARSERS:
        _PARSERS[lang] = build_parser(lang)
    return _PARSERS[lang]


def _parse(parser: argparse.ArgumentParser, argv: list):
    """parse_args, except that the referee's files may stand on both sides of an option
    (``tarot referee a.json --json b.json``: argparse alone reads one run of positionals)."""
    args, extra = parser.parse_known_args(argv)
    if extra and getattr(args, "command", None) == "referee" and all(e == "-" or not e.startswith("-") for e in extra):
        args.files += extra
    elif extra:
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    return args


def _asked_language(argv) -> str | None:
    """The ``--lang`` of the command line, read before parsing so that ``--help`` and the errors
    of parsing speak it too (wherever it stands, even after the mistake); else ``TAROT_LANG``."""
    argv = list(sys.argv[1:] if argv is None else argv)
    for i, arg in enumerate(argv):
        if not isinstance(arg, str):
            continue
        value = argv[i + 1] if arg == "--lang" and i + 1 < len(argv) else arg[7:] if arg.startswith("--lang=") else None
        if value in LANGUAGES:
            return value
    env = os.environ.get("TAROT_LANG")
    return env if env in LANGUAGES else None


def _report(e: TarotError, as_json: bool, lang) -> int:
    """One line for an error: a JSON object on stdout with --json, else a sentence on stderr."""
    if as_json:
        print(json.dumps({"error": e.as_dict(lang)}, ensure_ascii=False))
    else:
        message = e.line(lang)      # a usage error already starts with its command ('tarot score: …')
        print(message if isinstance(e, UsageError) else f"tarot: {message}", file=sys.stderr)
    return EXIT_INVALID


def _silence_stdout() -> None:
    """After a failed write, point stdout at /dev/null so that Python's last flush at exit
    cannot fail again with a traceback ("Exception ignored …")."""
    try:
        fd = sys.stdout.fileno()
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, fd)
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


def main(argv=None) -> int:
    """Run one command; returns the exit code (0, 2 invalid input, 1 output not written, 130 Ctrl-C)."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    previous = get_language()
    lang = _asked_language(args_list) or previous
    as_json = "--json" in args_list
    set_language(lang)
    try:
        try:
            args = _parse(_parser(lang), args_list)
        except SystemExit as e:            # --help (0); argparse's own exits
            sys.stdout.flush()
            return e.code if isinstance(e.code, int) else EXIT_INVALID
        except TarotError as e:
            return _report(e, as_json, lang)
        as_json = bool(getattr(args, "json", False))
        args.lang = getattr(args, "lang", None) or lang
        try:
            code = args.func(args)
        except TarotError as e:
            code = _report(e, as_json, args.lang)
        sys.stdout.flush()
        return code
    except KeyboardInterrupt:
        _quietly(text("err.cli.interrupted", lang))
        return EXIT_INTERRUPTED
    except BrokenPipeError:                # `tarot rules | head -1`: the reader had enough
        _silence_stdout()
        return 0
    except OSError as e:                   # the output could not be written (ENOSPC, EIO …)
        _silence_stdout()
        _quietly(text("err.cli.output", lang, reason=e.strerror or type(e).__name__))
        return EXIT_OUTPUT
    finally:
        set_language(previous)


def _quietly(line: str) -> None:
    try:
        print(line, file=sys.stderr)
    except (OSError, ValueError):
        pass


if __name__ == "__main__":
    sys.exit(main())
