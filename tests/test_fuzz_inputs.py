"""Bad input by the thousand: every CLI subcommand and the record and scoresheet loaders.

Each target gets ``N`` generated inputs that are malformed by construction (a seeded generator:
mutations of valid deal records and scoresheets — wrong types, huge numbers, deep nesting, odd
Unicode, NUL bytes, truncated JSON, unknown and duplicated cards, missing fields, wrong sizes,
other encodings — and random command lines built around one defect each). Every one must give
one clear line, never a traceback nor a hang (each call has a deadline):

* the CLI (``tarot_core.io.cli.main``, called in-process with captured stdio) exits 2; the
  error is one line on stderr, or with ``--json`` an ``{"error": …}`` object per line on
  stdout, naming a rule (``C1`` …) or a non-rule category (``format``, ``usage``), in the
  language asked for (``--lang``);
* the loaders (``load_record``, ``read_record``, ``Scoresheet.load``) raise a TarotError
  whose message is one line naming the rule or the category.

The output must also be writable as UTF-8 (no lone surrogate echoed from the input).
"""
from __future__ import annotations

import contextlib
import copy
import io
import json
import random
import re
import signal
import sys

import pytest

from tarot_core.analysis.simulate import random_record
from tarot_core.catalogue import RULES, rule_title
from tarot_core.errors import CATEGORIES, TarotError, UsageError
from tarot_core.io import cli

N = 520                  # malformed inputs per target
DEADLINE = 10.0          # seconds for one call (they take milliseconds): more is a hang
SEED = 20_260_101

pytestmark = pytest.mark.skipif(not hasattr(signal, "setitimer"), reason="the per-call deadline needs SIGALRM")


class Hang(BaseException):
    """Raised in a call that outlives its deadline (not an Exception: nothing may catch it)."""


@contextlib.contextmanager
def deadline(seconds: float = DEADLINE):
    def alarm(signum, frame):
        raise Hang(f"no answer after {seconds} s")
    previous = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


# --------------------------------------------------------------------------- the checks
def message_problem(rule, message: str, lang: str | None, field=None, typography: bool = True) -> str | None:
    """What is wrong with one error message, or None: one line, UTF-8, naming a rule or a category,
    in *lang* when one was asked for (a rule: its title in that language; French typography puts
    a space before a colon, « » around a quotation)."""
    if not isinstance(message, str) or not message.strip():
        return "empty message"
    if "\n" in message or "\r" in message or len(message) > 2000:
        return f"not one short line: {message[:300]!r}"
    try:
        message.encode("utf-8")
    except UnicodeEncodeError:
        return f"not writable as UTF-8: {message[:200]!r}"
    if "Traceback" in message:
        return "a traceback"
    if rule in RULES:
        if not message.startswith(rule):
            return f"rule {rule} not named first: {message[:200]!r}"
        if lang and rule_title(rule, lang) not in message:
            return f"not in {lang}: {message[:200]!r}"
    elif rule in CATEGORIES:
        if rule == "usage" and not (field or "tarot" in message):
            return f"usage error naming no option: {message[:200]!r}"
        if typography and lang == "fr" and " : " not in message and "«" not in message:
            return f"not in French: {message[:200]!r}"
    else:
        return f"neither a rule nor a category: {rule!r} ({message[:200]!r})"
    return None


def asked_lang(argv) -> str | None:
    langs = [argv[i + 1] for i, a in enumerate(argv[:-1]) if a == "--lang"]
    return langs[0] if len(langs) == 1 and langs[0] in ("fr", "en") else None


def call_cli(argv, stdin: bytes = b""):
    """main(argv) in-process: (exit code, stdout, stderr), or the exception that escaped it."""
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    try:
        with deadline(), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = cli.main(list(argv))
    except (Exception, Hang) as e:        # noqa: B902 - a traceback or a hang is what we look for
        return e, out.getvalue(), err.getvalue()
    finally:
        sys.stdin = saved
    return code, out.getvalue(), err.getvalue()


def cli_problem(argv, stdin: bytes = b"", records: int | None = None) -> tuple[str | None, list]:
    """Run one malformed command line; (what is wrong or None, the rules or categories named)."""
    code, out, err = call_cli(argv, stdin)
    if isinstance(code, BaseException):
        return f"{type(code).__name__}: {code}", []
    if code != 2:
        return f"exit {code} (out {out[:200]!r}, err {err[:200]!r})", []
    lang, as_json = asked_lang(argv), "--json" in argv
    rules = []
    if as_json:
        if err:
            return f"stderr with --json: {err[:200]!r}", []
        errors = []
        for line in out.splitlines():
            try:
                data = json.loads(line)
            except ValueError:
                return f"stdout line is not JSON: {line[:200]!r}", []
            if "error" not in data:
                return f"a malformed input was accepted: {line[:200]!r}", []
            errors.append(data["error"])
        if not errors or (records is not None and len(errors) != records):
            return f"{len(errors)} error objects for {records} inputs: {out[:300]!r}", []
        for e in errors:
            problem = message_problem(e.get("rule"), e.get("message"), lang, e.get("field"))
            if problem:
                return problem, []
            rules.append(e["rule"])
        return None, rules
    if argv and argv[0] == "referee" and out:          # one line per record on stdout
        lines = out.splitlines()
        if records is not None and len(lines) != records:
            return f"{len(lines)} lines for {records} records: {out[:300]!r}", []
        for line in lines:
            label, _, message = line.partition(": ")
            if "\x1b" in label:
                return f"a raw escape sequence echoed: {line[:200]!r}", []
            # issue 21 item 17: the line names its rule or its category itself, as --json does
            rule = next((r for r in (*RULES, *CATEGORIES) if message.startswith(r)), None)
            problem = message_problem(rule, message, lang)
            if problem:
                return problem, []
            rules.append(rule)
        return (f"stderr too: {err[:200]!r}" if err else None), rules
    if out or err.count("\n") != 1:
        return f"not one line on stderr: out {out[:200]!r}, err {err[:300]!r}", []
    message = err.rstrip("\n")
    body = message.removeprefix("tarot: ")
    # A rule's message starts with its ID, a format error with its category (issue 21 item 17: it named
    # neither); a usage error ends by pointing at --help.
    rule = next((r for r in (*RULES, *CATEGORIES) if body.startswith(r)), None) or (
        "usage" if message.endswith("--help)") else None)
    problem = message_problem(rule, body if rule in RULES else message, lang, "usage")
    return problem, [rule] if rule else []


def error_problem(e: TarotError, field=None, typography: bool = True) -> str | None:
    """What is wrong with a raised TarotError, or None: its message in each language (one line,
    naming the rule or the category, :func:`message_problem`), the two languages told apart, and
    ``as_dict`` writable as JSON."""
    for lang in ("en", "fr"):
        problem = message_problem(e.rule, e.message(lang), lang, field, typography=typography)
        if problem:
            return problem
    if e.message("en") == e.message("fr"):
        return f"the same in French and English: {e.message('en')[:200]!r}"
    try:
        json.dumps(e.as_dict("en"))
    except (TypeError, ValueError) as x:
        return f"as_dict not JSON: {x}"
    return None


def loader_problem(load, source) -> tuple[str | None, list]:
    """A loader given a malformed source must raise one TarotError with a one-line message."""
    try:
        with deadline():
            got = load(source)
    except TarotError as e:
        problem = error_problem(e, typography=False)
        return (problem, []) if problem else (None, [e.rule])
    except (Exception, Hang) as e:      # noqa: B902
        return f"{type(e).__name__}: {str(e)[:200]}", []
    return f"a malformed input was accepted: {got!r:.200}", []


def run_target(name, cases, check):
    """Throw every case at *check*; fail listing the problems, else report the counts."""
    problems, named, count = [], {}, 0
    for case in cases:
        count += 1
        problem, rules = check(case)
        if problem:
            problems.append(f"{short(case)} -> {problem}")
        for r in rules:
            named[r] = named.get(r, 0) + 1
    print(f"\nfuzz {name}: {count} malformed inputs, {len(problems)} problems; named: {dict(sorted(named.items()))}")
    assert count >= 500
    assert not problems, f"{len(problems)} of {count} inputs went wrong:\n" + "\n".join(problems[:25])


def short(case) -> str:
    text = repr(case)
    return text if len(text) < 300 else text[:300] + f"… ({len(text)} chars)"


# --------------------------------------------------------------------------- malformed values
BAD_TOKENS = ["T22", "T0", "T001", "ZZ", "0S", "11H", "KX", "", " ", "K H", "KH\x00", "K\nH", "🂡", "\u202eHK",
              "ＫＨ", "１S", "ex cuse", "10 S", "KHH", "\ud800", "T-1", "1e1S", "K\u200bH", "EXX", "T 5", "Q♥♥",
              "x" * 300, "KH" * 50]
LIST_TOKENS = [t for t in BAD_TOKENS if t and not any(ch.isspace() or ch == "," for ch in t)]   # inside a list
NOT_STRINGS = [0, 1.5, None, True, [], {}, ["KH"], 10**40, -1, float("inf")]
HUGE_NUMBER = "1" + "0" * 5000


def deep(depth: int):
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


def all_cards(rec):
    return [(("hands", i, j), c) for i, h in enumerate(rec["hands"]) for j, c in enumerate(h)] + \
           [(("chien", j), c) for j, c in enumerate(rec["chien"])]


def put(rec, where, value):
    if where[0] == "hands":
        rec["hands"][where[1]][where[2]] = value
    else:
        rec["chien"][where[1]] = value


def played(rng) -> dict:
    """A random played record (with tricks) drawn from a seeded generator."""
    while True:
        rec = random_record(rng.randrange(10**6), dealer=rng.randrange(4))
        if rec["tricks"]:
            return rec


def any_record(rng) -> dict:
    return random_record(rng.randrange(10**6), dealer=rng.randrange(4))


# Shape mutations: each makes a record that parse_record must refuse (dict in, dict out).
def m_unknown_field(rng, rec):
    rec[rng.choice(["expect", "x", "Dealer", "hand", "", "\x00", "é"])] = rng.choice([1, "x", None, []])


def m_missing_field(rng, rec):
    del rec[rng.choice(["dealer", "hands", "chien"])]


def m_dealer(rng, rec):
    rec["dealer"] = rng.choice([-1, 4, 7, 1.0, "0", True, None, [], {}, 10**30, 2**70, deep(rng.choice([5, 300]))])


def m_hands_type(rng, rec):
    rec["hands"] = rng.choice(["KH", 5, {}, None, True, deep(50), "KH " * 20000])


def m_hands_count(rng, rec):
    if rng.random() < 0.5:
        rec["hands"].pop(rng.randrange(4))
    else:
        rec["hands"].append(list(rec["hands"][0]))


def m_hand_size(rng, rec):
    i = rng.randrange(4)
    card = rec["hands"][i].pop(rng.randrange(18))
    if rng.random() < 0.5:
        rec["hands"][(i + 1) % 4].append(card)


def m_chien_size(rng, rec):
    if rng.random() < 0.5:
        rec["chien"].pop()
    else:
        rec["chien"].append(rec["hands"][rng.randrange(4)][0])


def m_duplicate(rng, rec):
    cards = all_cards(rec)
    (a, ca), (b, cb) = rng.sample(cards, 2)
    put(rec, a, cb)


def m_unknown_card(rng, rec):
    where, _ = rng.choice(all_cards(rec))
    put(rec, where, rng.choice(BAD_TOKENS))


def m_card_type(rng, rec):
    where, _ = rng.choice(all_cards(rec))
    put(rec, where, rng.choice(NOT_STRINGS + [deep(rng.choice([3, 200]))]))


def m_long_list(rng, rec):
    rec[rng.choice(["chien", "discard"])] = rec["hands"][0] * 5


def m_bids(rng, rec):
    rec["bids"] = rng.choice(["pass", 0, {}, [1], [None], "garde", True, ["pass"] * 5, [["pass"]], 1.5])


def m_slam(rng, rec):
    rec["slam_announced"] = rng.choice(["false", "true", 0, 1, "", [], {}, "no", "False"])


def m_poignees_type(rng, rec):
    rec["poignees"] = rng.choice([[], "1", 1, [["T1"]], True, "{}"])


def m_poignee_key(rng, rec):
    key = rng.choice(["00", " 1", "1 ", "01", "-1", "4", "1.0", "one", "", "\u0661", "１", "+1", "0x1", "\x001"])
    rec["poignees"] = {key: [c for c in rec["hands"][0] if c.startswith("T")][:10]}
    if rng.random() < 0.5:
        rec["poignees"]["0"] = rec["poignees"][key]


def m_tricks_type(rng, rec):
    rec["tricks"] = rng.choice(["x", 1, {}, True, [[["KH"]]], [[1, 2, 3, 4]], ["KH KS QH JH"]])


def m_too_many_tricks(rng, rec):
    rec["tricks"] = [["KH", "KS", "KD", "KC"]] * rng.choice([19, 25, 1000])


def m_text_field(rng, rec):
    rec[rng.choice(["name", "title", "description", "notes"])] = rng.choice([1, [], {}, True, ["x"]])


def m_seed_field(rng, rec):
    rec["seed"] = rng.choice([1.5, [], {}, True, ["1"]])


SHAPE = [m_unknown_field, m_missing_field, m_dealer, m_hands_type, m_hands_count, m_hand_size, m_chien_size,
         m_duplicate, m_unknown_card, m_card_type, m_long_list, m_bids, m_slam, m_poignees_type, m_poignee_key,
         m_tricks_type, m_too_many_tricks, m_text_field, m_seed_field]


# Rule mutations: the shape is fine, the referee must refuse the deal (these need tricks).
def r_card_played_twice(rng, rec):
    t, u = rng.sample(range(len(rec["tricks"])), 2)
    p, q = rng.randrange(4), rng.randrange(4)
    rec["tricks"][t][p] = rec["tricks"][u][q]


def r_drop_trick(rng, rec):
    rec["tricks"].pop(rng.randrange(len(rec["tricks"])))


def r_short_trick(rng, rec):
    t = rng.randrange(len(rec["tricks"]))
    rec["tricks"][t] = rec["tricks"][t][:rng.randrange(4)]


def r_bid_word(rng, rec):
    rec["bids"][rng.randrange(4)] = rng.choice(["zzz", "", "garde garde", "9", "prise2", "contre", "\x00"])


def r_discard(rng, rec):
    others = [c for h in rec["hands"] for c in h if c not in rec["discard"]]
    if rec.get("discard"):
        rec["discard"][0] = rng.choice([c for c in rec["hands"][(rec["dealer"] + 2) % 4]])
        if rec["discard"].count(rec["discard"][0]) > 1 or rec["discard"][0] in rec["chien"]:
            rec["discard"][0] = "T22"
    else:
        rec["discard"] = rng.sample(others, 6)     # Garde Sans / Contre: no discard allowed (E3)


RULE = [r_card_played_twice, r_drop_trick, r_short_trick, r_bid_word, r_discard]


def mutated_record(rng, *, rules: bool) -> dict:
    """A record with one or two defects (shape, or with *rules* also the deal itself)."""
    rec = copy.deepcopy(played(rng) if rules and rng.random() < 0.5 else any_record(rng))
    pool = SHAPE + (RULE if rules and rec["tricks"] else [])
    for mutate in rng.sample(pool, rng.choice([1, 1, 2])):
        if mutate in (m_duplicate, m_unknown_card, m_card_type) and not isinstance(rec.get("hands"), list):
            continue
        try:
            mutate(rng, rec)
        except (KeyError, TypeError, IndexError, AttributeError, ValueError):
            m_unknown_field(rng, rec)        # an earlier defect removed what this one changes: still malformed
    return rec


def to_text(rng, rec) -> str:
    """A record as JSON text (a value JSON cannot write, such as 10**40 nested deep, gives a huge number)."""
    try:
        return json.dumps(rec, ensure_ascii=rng.random() < 0.5)
    except (ValueError, RecursionError):
        return '{"dealer": ' + HUGE_NUMBER + "}"


# Text and byte corruptions of a record (valid or not): each makes unreadable input.
def t_truncate(rng, text):
    return text[:rng.randrange(len(text))]


def t_nul(rng, text):
    i = rng.randrange(len(text) + 1)
    return text[:i] + "\x00" + text[i:]


def t_huge_number(rng, text):
    return text.replace('"dealer": ', '"dealer": ' + HUGE_NUMBER[:rng.choice([4400, 5000, 20000])] + ", \"x\": ", 1)


def t_deep(rng, text):
    d = rng.choice([1000, 5000, 100_000])
    return '{"dealer": ' + "[" * d + "]" * d + ', "hands": [], "chien": []}'


def t_key_twice(rng, text):
    return text.replace("{", '{"dealer": 0, ', 1)


def t_not_object(rng, text):
    return rng.choice(["[]", "5", '"x"', "null", "true", "[{}]", '"{}"', "-", ""])


def t_oversize(rng, text):
    return text[:-1] + ', "notes": "' + "x" * 1_000_050 + '"}'


def t_garbage(rng, text):
    return rng.choice(["/etc/passwd", "hello", "{", "}", "{]", "{'dealer': 0}", "\u202e{}", "{\"a\":}", "NaN"])


TEXT = [t_truncate, t_nul, t_huge_number, t_deep, t_key_twice, t_not_object, t_garbage]


def b_encoding(rng, rec) -> bytes:
    """A record in a wrong encoding, or bytes that are not text at all."""
    kind = rng.randrange(4)
    if kind == 0:
        return json.dumps(dict(rec, name="Éloïse à la fête"), ensure_ascii=False).encode("latin-1", "replace")
    if kind == 1:
        return json.dumps(rec).encode(rng.choice(["utf-16", "utf-16-le", "utf-32"]))
    if kind == 2:
        return rng.randbytes(rng.choice([1, 10, 3000]))
    return b"\xef\xbb\xbf" + json.dumps(rec).encode()[:-1]      # a BOM and a truncated record


def malformed_source(rng, *, rules: bool, allow_big: bool = True) -> bytes:
    """The bytes of a malformed record file (or stdin document)."""
    roll = rng.random()
    if roll < 0.55:
        return to_text(rng, mutated_record(rng, rules=rules)).encode("utf-8", "surrogatepass")
    text = json.dumps(any_record(rng))
    if roll < 0.85:
        pool = TEXT + ([t_oversize] if allow_big and rng.random() < 0.1 else [])
        return rng.choice(pool)(rng, text).encode("utf-8", "surrogatepass")
    return b_encoding(rng, any_record(rng))


# --------------------------------------------------------------------------- the record loaders
def test_fuzz_load_record():
    from tarot_core.record import load_record
    rng = random.Random(SEED + 1)

    def cases():
        for k in range(N):
            if k % 3 == 0:
                yield mutated_record(rng, rules=False)              # dicts
            else:
                data = malformed_source(rng, rules=False, allow_big=k % 50 == 1)
                text = data.decode("utf-8", "surrogateescape")
                yield text if text.lstrip().startswith("{") or k % 2 else "{" + text
    run_target("load_record", cases(), lambda case: loader_problem(load_record, case))


def test_fuzz_read_record(tmp_path):
    from tarot_core.io.files import read_record
    rng = random.Random(SEED + 2)

    def cases():
        for k in range(N):
            path = tmp_path / f"r{k}.json"
            path.write_bytes(malformed_source(rng, rules=False, allow_big=k % 25 == 0))
            yield rng.choice([path, str(path)]) if k % 40 else rng.choice(
                [tmp_path, tmp_path / "missing.json", "a\x00b", "", 3, None, tmp_path / "r0.json" / "x"])
    run_target("read_record", cases(), lambda case: loader_problem(read_record, case))


# --------------------------------------------------------------------------- the scoresheet loader
def valid_sheet(rng) -> dict:
    from tarot_core.io.session import Scoresheet
    sheet = Scoresheet(["Ana", "Bea", "Cyril", "Dan"], first_dealer=rng.randrange(4))
    sheet.add_facts(rng.randrange(4), "garde", 48, 2, petit_au_bout="defence", poignees=["simple"])
    sheet.add_all_pass()
    sheet.add_cancelled()
    sheet.add_facts(rng.randrange(4), "prise", 60, 1)
    return sheet.to_json()


def valid_five_sheet(rng) -> dict:
    """A five-player sheet (V1, V5): its first deal names the taker's partner."""
    from tarot_core.io.session import Scoresheet
    sheet = Scoresheet(["Ana", "Bea", "Cyril", "Dan", "Eve"], first_dealer=rng.randrange(5))
    taker = rng.randrange(5)
    sheet.add_facts(taker, "prise", 38, 3, partner=(taker + 1 + rng.randrange(4)) % 5)
    return sheet.to_json()


def mutated_sheet(rng) -> bytes:
    data = valid_sheet(rng)
    facts = data["deals"][rng.choice([0, 3])]["facts"]
    choice = rng.randrange(16)
    if choice == 0:
        data["format"] = rng.choice(["x", None, 1, ""])
    elif choice == 1:
        del data[rng.choice(["players", "deals"])]
    elif choice == 2:
        data["players"] = rng.choice([["Ana"], ["A", "A", "B", "C"], "Ana", None, [1, 2, 3, 4], ["", "b", "c", "d"]])
    elif choice == 3:
        data["first_dealer"] = rng.choice([-1, 4, "0", 1.5, True, [], 10**30])
    elif choice == 4:
        data["deals"] = rng.choice(["x", 1, {}, [1], [None], [[]]])
    elif choice == 5:
        data["deals"][rng.randrange(4)]["kind"] = rng.choice(["won", "", None, 1, "PLAYED"])
    elif choice == 6:
        facts["contract"] = rng.choice(["gard", "", None, 1, []])
    elif choice == 7:
        facts["points"] = rng.choice([95, -1, 40.25, "48", None, [], float("nan"), 10**30])
    elif choice == 8:
        facts["bouts"] = rng.choice([4, -1, 1.5, "2", None, True])
    elif choice == 9:
        facts["slam_announced"] = rng.choice(["false", "true", 0, 1, "", [], "no"])
    elif choice == 10:
        facts["poignees"] = rng.choice([[11], ["quadruple"], "simple", 10, [10] * 5, [None]])
    elif choice == 11:
        data["deals"][0]["taker"] = rng.choice([-1, 4, "1", None, 1.5, True])
    elif choice == 12:
        facts[rng.choice(["petit_au_bout", "all_tricks"])] = rng.choice(["both", 1, [], "ta"])
    elif choice == 14:                              # V1, V10: another table's sheet, its table wrong
        data = valid_five_sheet(rng)
        data["table"] = rng.choice([6, 2, "5", None, 3, True, 4.0, 4])
    elif choice == 15:                              # V5: a five-player deal's partner wrong
        data = valid_five_sheet(rng)
        data["deals"][0]["partner"] = rng.choice([-1, 5, "1", 1.5, True, data["deals"][0]["taker"]])
    else:
        del facts[rng.choice(["contract", "points", "bouts"])]
    text = json.dumps(data, ensure_ascii=False, indent=1)
    roll = rng.random()
    if roll < 0.1:
        return text[:rng.randrange(len(text))].encode()
    if roll < 0.15:
        return text.encode("utf-16")
    if roll < 0.2:
        return text.replace("{", "{" + "[" * 100_000, 1).encode()
    return text.encode()


def test_fuzz_scoresheet_load(tmp_path):
    """Scoresheet.load (read only here: tarot_core/io/session.py is another engineer's)."""
    from tarot_core.io.session import Scoresheet
    rng = random.Random(SEED + 3)

    def cases():
        for k in range(N):
            path = tmp_path / f"s{k}.json"
            path.write_bytes(mutated_sheet(rng))
            yield path
    run_target("Scoresheet.load", cases(), lambda path: loader_problem(lambda p: Scoresheet.load(p, autosave=False),
                                                                      path))


# --------------------------------------------------------------------------- the referee
def noise(rng, argv: list) -> list:
    """--json and --lang added at random (they never make a malformed input valid)."""
    argv = list(argv)
    if rng.random() < 0.5:
        argv.insert(rng.randrange(1, len(argv) + 1), "--json")
    if rng.random() < 0.6:
        argv[1:1] = ["--lang", rng.choice(["fr", "en"])]
    return argv


def test_fuzz_referee_files(tmp_path):
    rng = random.Random(SEED + 4)

    def cases():
        for k in range(N):
            paths = []
            for j in range(rng.choice([1, 1, 2, 3])):
                path = tmp_path / f"f{k}_{j}.json"
                path.write_bytes(malformed_source(rng, rules=True, allow_big=k % 30 == 0))
                paths.append(str(path))
            if k % 17 == 0:
                paths.append(rng.choice([str(tmp_path), str(tmp_path / "missing.json"), "a\x00b", "\ud800.json"]))
            yield noise(rng, ["referee", *paths]), len(paths)
    run_target("referee FILE", cases(), lambda case: cli_problem(case[0], records=case[1]))


def test_fuzz_referee_stdin():
    rng = random.Random(SEED + 5)

    def line(rng) -> bytes:
        """One malformed JSON Line (bytes: a wrong encoding stays wrong); random bytes may hold newlines."""
        data = malformed_source(rng, rules=True, allow_big=False).replace(b"\n", b" ").replace(b"\r", b" ")
        return b"x" if data.strip() in (b"", b"[]") else data

    def cases():
        for k in range(N):
            form = k % 6
            if form <= 1:                                         # JSON Lines, every line malformed
                lines = [line(rng) for _ in range(rng.choice([1, 2, 3]))]
                data, n = b"\n".join(lines) + rng.choice([b"", b"\n", b"\n\n"]), len(lines)
            elif form == 2:                                       # one pretty-printed record
                data, n = json.dumps(mutated_record(rng, rules=True), indent=2).encode(), 1
            elif form == 3:                                       # a list of records
                items = [mutated_record(rng, rules=True) for _ in range(rng.choice([1, 2, 3]))]
                data, n = json.dumps(items, indent=rng.choice([None, 1])).encode(), len(items)
            elif form == 4:                                       # not text, or far too long a line
                data, n = rng.choice([(b_encoding(rng, any_record(rng)), None),      # random bytes: lines at random
                                      (b'{"name": "' + b"x" * 1_000_100 + b'"}\n', 1)])
            else:                                                 # file names and other non-records
                data, n = "\n".join(rng.choice(["/etc/passwd", "deal.json", "-", "[1", "{", "hello", "5",
                                                "\x00", "C:\\deal.json"]) for _ in range(2)).encode(), None
            yield noise(rng, ["referee", "-"]), data, n
    run_target("referee -", cases(), lambda case: cli_problem(case[0], case[1], records=case[2]))


@pytest.mark.parametrize("name", ["a\x1b[31mred.json", "\x1b]0;title\x07.json", "x\x1b[2J\x1b[H.json", "a\rb.json"])
def test_referee_escapes_a_file_name_with_escape_sequences(tmp_path, name):
    """Issue 21 item 18: a file name's escape sequences were echoed raw before the message (they can
    colour, retitle or clear the terminal); the name is shown escaped, in the label as in the message."""
    path = tmp_path / name
    path.write_text("{", encoding="utf-8")
    for file in (path, tmp_path / ("missing" + name)):
        escaped = "".join(ascii(ch)[1:-1] if ord(ch) < 32 else ch for ch in str(file))      # '\x1b', '\r'
        for argv in (["referee", str(file)], ["referee", str(file), "--lang", "fr"]):
            code, out, err = call_cli(argv)
            assert (code, err) == (2, "") and not any(ord(ch) < 32 for ch in out.rstrip("\n")), out
            assert out.startswith(escaped + ": format") and out.count(escaped) == 2
            assert cli_problem(argv, records=1)[0] is None


@pytest.mark.parametrize("data", [b"", b"\n", b"  \n\n", b"[]", b"[\n]"])
def test_referee_with_no_record_on_stdin_is_one_line_exit_2(data):
    """Issue 21 item 17: `tarot referee -` with empty input exited 0 and printed nothing."""
    for argv in (["referee", "-"], ["referee", "-", "--lang", "fr"], ["referee", "-", "--json"]):
        assert cli_problem(argv, data, records=1) == (None, ["format"])
    code, out, _ = call_cli(["referee", "-"], data)
    assert out == "<stdin>: format (data format, not a rule of the game: a file or a record that cannot be read): " \
                  "standard input holds no record: nothing to judge\n"


def test_fuzz_case_stdin():
    """`tarot case -`: malformed case texts (a line broken, a key unknown or twice, a bad value …)."""
    from tarot_core.io.case import case_for_end, case_for_play, case_for_score
    good = [case_for_play("KS T5 T12 EX", "10H T8").to_text(),
            case_for_end("garde", [(0, "T1 2H 3H 4H"), (0, "EX 5H 6H 7H")], "taker").to_text(),
            case_for_score("garde", 48, 2, "defence", ("simple",)).to_text()]
    rng = random.Random(SEED + 6)

    def broken(rng) -> bytes:
        lines = rng.choice(good).splitlines()
        i = rng.randrange(1, len(lines))
        kind = rng.randrange(10)
        if kind == 0:
            lines[0] = rng.choice(["tarot-case 2", "tarot case 1", "", "TAROT-CASE 1 x"])
        elif kind == 1:
            lines[i] = lines[i].replace(":", "", 1)
        elif kind == 2:
            lines.insert(i, rng.choice(["colour: red", "seat: 9", "question: play", "hand: KH"]))
        elif kind == 3:
            key = lines[i].partition(":")[0]
            lines[i] = key + ": " + rng.choice([t for t in BAD_TOKENS[:12] if t.strip()]
                                               + ["9", "-1", "yes please", "T D", "taker x"])
        elif kind == 4:                            # a key the question needs is missing
            del lines[rng.choice([1, 2])]
        elif kind == 5:
            return rng.choice([b"\xff\xfe\x00", b"\x00" * 10, ("tarot-case 1\n" + "x" * 30_000).encode()])
        elif kind == 6:
            lines[i] += " " + rng.choice(["ZZ", "T22", "KH KH"])
        elif kind == 7:
            lines.append("trick: 0 EX 2S 3S 4S")
            lines.append("trick: 0 EX 2S 3S 4S")
        elif kind == 8:                        # the table keys (V1, V4, V5): a bad table, a call or 'alone' at four
            lines.insert(i, rng.choice(["players: 6", "players: four", "players: ²", "players:", "call: KH",
                                        "call: 7H", "alone: yes", "alone: maybe", "alone: yes\nplayers: 3"]))
        else:
            lines[1] = "question: " + rng.choice(["Play", "jeu", "", "end end", "\x00"])
        return "\n".join(lines).encode("utf-8", "surrogatepass")

    def cases():
        for _ in range(N):
            data = broken(rng)
            yield noise(rng, ["case", "-"]), data
    run_target("case -", cases(), lambda case: cli_problem(case[0], case[1]))


@pytest.mark.parametrize("key, value", [("taker", "²"), ("taker", "\u0661"), ("bouts", "²"), ("bouts", "２"),
                                        ("excuse", "taker ²"), ("excuse", "defence \u0663")])
def test_case_numbers_in_other_digits_are_one_line(key, value):
    """Issue 21 item 8: '²' passes str.isdigit() but not int(): `tarot case -` exited 1 with a traceback."""
    from tarot_core.io.case import case_for_end, case_for_score
    base = (case_for_score("garde", 48, 2) if key == "bouts" else
            case_for_end("garde", [(0, "T1 2H 3H 4H")], "taker", excuse_earlier=("taker", 5))).to_text()
    text = "\n".join(f"{key}: {value}" if line.startswith(key + ":") else line for line in base.splitlines())
    for argv in (["case", "-"], ["case", "-", "--lang", "fr"], ["case", "-", "--json", "--lang", "fr"]):
        assert cli_problem(argv, text.encode()) == (None, ["format"])


# --------------------------------------------------------------------------- the GameState API
# Issue 21 item 12: a seat (D1) or a card index or mask (C1) that is not one, given to a deal in
# progress at any phase; one TarotError, one line in both languages, the state unchanged.
def api_problem(call, target, snapshot=None) -> tuple[str | None, list]:
    """*call*(*target*) must raise one TarotError with a one-line message naming the rule or the
    category (a usage error: its option) in French and in English, and leave *snapshot*() as it was."""
    before = snapshot() if snapshot else None
    try:
        with deadline():
            got = call(target)
    except TarotError as e:
        problem = error_problem(e, field=getattr(e, "field", None))
        if problem:
            return problem, []
        if snapshot and snapshot() != before:
            return "refused, but the state changed", []
        return None, [e.rule]
    except (Exception, Hang) as e:      # noqa: B902
        return f"{type(e).__name__}: {str(e)[:200]}", []
    return f"a malformed input was accepted: {got!r:.200}", []


NOT_SEATS_NOR_CARDS = [-1, -2, -4, -78, 4, 5, 78, 79, 2**64, 2**200, -2**200, 1.0, 0.0, 0.5, float("nan"),
                       float("inf"), 2j, "0", "1", "", "KH", "\x00", "٣", None, True, False, [0], (1,), {}, b"1",
                       object(), len, range(3)]


def api_states():
    """A deal in each phase: the auction, the discard, the play (a trick in progress), over, all passed."""
    from tarot_core.game import GameState
    fresh = GameState.new(seed=12)
    discard = GameState.new(seed=12)
    for b in ("pass", "garde", "pass", "pass"):
        discard.bid(b)
    play = discard.copy()
    play.discard(play.suggested_discard())
    for _ in range(6):
        play.play(play.legal_cards()[0])
    done = play.copy()
    while done.to_act is not None:
        done.play(done.legal_cards()[-1])
    passed = GameState.new(seed=12)
    for _ in range(4):
        passed.bid("pass")
    return [fresh, discard, play, done, passed]


def test_fuzz_gamestate_api():
    from tarot_core.game import GameState
    rng = random.Random(SEED + 21)
    states = api_states()
    calls = {"hand_mask": lambda s, v: s.hand_mask(v), "has_played": lambda s, v: s.has_played(v),
             "view": lambda s, v: s.view(v), "poignee_options": lambda s, v: s.poignee_options(v),
             "can_declare_poignee_now": lambda s, v: s.can_declare_poignee_now(v),
             "can_declare_poignee": lambda s, v: s.can_declare_poignee(v, ()),
             "verify_poignee": lambda s, v: s.verify_poignee(v, ()),
             "declare_poignee": lambda s, v: s.declare_poignee(v, ()),
             "push_card": lambda s, v: s.push_card(v),
             "GameState(dealer)": lambda s, v: GameState([s.hand_mask(i) for i in range(4)], 0, v),
             "GameState(hand)": lambda s, v: GameState([v, *(s.hand_mask(i) for i in range(1, 4))], 0, 0),
             "GameState(chien)": lambda s, v: GameState([s.hand_mask(i) for i in range(4)], v, 0),
             "GameState.new(dealer)": lambda s, v: GameState.new(seed=1, dealer=v),
             "for_play(leader)": lambda s, v: GameState.for_play(["KH", "QH", "7H", "4S"], leader=v)}

    def cases():
        for _ in range(N):
            name = rng.choice(list(calls))
            value = rng.choice(NOT_SEATS_NOR_CARDS)
            if name in ("GameState(hand)", "GameState(chien)") and isinstance(value, int) and 0 <= value < 2**78:
                value = -1                                   # an int mask may be a set of cards: make it negative
            if name == "push_card" and isinstance(value, int) and 0 <= value < 78:
                value = 78                                   # 4 and 5 are cards
            yield rng.choice(states), name, value

    def check(case):
        state, name, value = case
        return api_problem(lambda v: calls[name](state, v), value,
                           lambda: (state.actions, state.hands, state.phase, state.to_act, state.poignees))
    run_target("the GameState API", cases(), check)


# --------------------------------------------------------------------------- the bots
# Issue 21 item 13: play_deal and play_turn with a wrong number of bots (D1) or something that is not
# a bot, make_bot and run_match with bad options, advise() when there is nothing to decide.
def test_fuzz_the_bots():
    from tarot_core.analysis.bots import BasicBot, RandomBot, play_deal, play_turn
    from tarot_core.analysis.match import make_bot, run_match
    from tarot_core.game import GameState
    rng = random.Random(SEED + 22)
    states = api_states()
    not_bots = [None, "basic", "random", 3, 0.5, object(), BasicBot, [BasicBot()], {}, b"x", "\x00"]
    not_numbers = [-1, 0, -0.0, float("nan"), float("inf"), float("-inf"), "1", "x", "", True, False, None, [1],
                   2j, 2**2000]

    def four(bad_seat=None, bad=None):
        bots = [rng.choice([BasicBot(), RandomBot(1)]) for _ in range(4)]
        if bad_seat is not None:
            bots[bad_seat] = bad
        return bots

    def cases():
        for _ in range(N):
            kind = rng.randrange(6)
            state = GameState.new(seed=rng.randrange(100))
            if kind == 0:                                           # the wrong number of bots (D1)
                n = rng.choice([0, 1, 2, 3, 5, 6, 40])
                bots = [BasicBot() for _ in range(n)]
                yield rng.choice([play_deal, play_turn]), state, bots
            elif kind == 1:                                         # a seat without a bot
                yield rng.choice([play_deal, play_turn]), state, four(rng.randrange(4), rng.choice(not_bots))
            elif kind == 2:                                         # not a list of bots
                yield rng.choice([play_deal, play_turn]), state, rng.choice([None, "bbbb", 4, BasicBot(), object()])
            elif kind == 3:                                         # make_bot's options
                option = rng.choice(["budget", "samples", "seed", "kind"])
                value = rng.choice(not_numbers + ["sampler" * 50, "Basic"])
                if option == "samples" and value is None:
                    value = 0
                if option == "seed" and value in (None, 0) and not isinstance(value, float):
                    value = -1
                args = {"kind": rng.choice(["random", "basic", "sampler"])}
                args[option] = value
                yield (lambda kw: make_bot(**kw)), None, args
            elif kind == 4:                                         # run_match's options (nothing is played)
                options = {"seats": ["basic"] * 4, "deals": 1, "seed": 0, "samples": 1, "budget": 1.0, "players": 4}
                option = rng.choice(list(options))
                options[option] = rng.choice(
                    [["basic"] * rng.choice([0, 3, 5]), "basic", None, ["basic", "x", "basic", "basic"]]
                    if option == "seats" else [*not_numbers, 2, 3, 5, 6, "4", 4.0] if option == "players"   # V1
                    else [v for v in not_numbers if not (option == "samples" and v is None)])
                yield (lambda kw: run_match(**kw)), None, options
            else:                                                   # advise() with no decision due
                s = rng.choice(states[2:])
                seat = rng.randrange(4)
                if s.to_act == seat:
                    seat = (seat + 1) % 4
                yield (lambda view: BasicBot().advise(view)), None, s.view(seat)

    def check(case):
        call, state, arg = case
        if state is None:
            return api_problem(call, arg)
        return api_problem(lambda bots: call(state, bots), arg, lambda: (state.actions, state.phase))
    run_target("the bots", cases(), check)


# --------------------------------------------------------------------------- the other subcommands
HAND = "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 KS KH KD KC"
CHIEN = "T16 T17 T18 T19 T20 1S"
DISCARD = "1S T2 T3 T4 T5 T6"
POIGNEE_HAND = "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 KS 1H 2H 3H 4H 5H 6H 7H"
SHOWN = "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11"
ODD = ["\x00", "\ud800", "\u202e", "é", "🂡", "", " ", "-", "--", "x" * 3000]


def bad_cards(rng, cards: str, long: bool = True) -> str:
    """A card list made malformed: an unknown card, a card twice, or (*long*) far too long."""
    tokens = cards.split()
    kind = rng.randrange(4 if long else 3)
    if kind == 0:
        tokens[rng.randrange(len(tokens))] = rng.choice(LIST_TOKENS)
    elif kind == 1:
        tokens[rng.randrange(len(tokens))] = rng.choice(tokens) if len(set(tokens)) > 1 else "ZZ"
        if len(set(tokens)) == len(tokens):
            tokens.append(tokens[0])
    elif kind == 2:
        tokens.append(tokens[0].lower())          # the same card twice, written differently
    else:
        return " ".join(tokens) + " KH" * rng.choice([700, 3_500_000])
    return rng.choice([" ", ",", ", "]).join(tokens)


def generic_defect(rng, argv: list) -> list:
    """A defect any command line can have: an unknown option, a stray word, a bad --lang …"""
    kind = rng.randrange(6)
    if kind == 0:
        return argv + [rng.choice(["--colour", "--x", "--seeds", "--Json", "-q"]), "1"]
    if kind == 1:
        return argv + [rng.choice(["extra", "1", "KH"] + ODD[:5])]
    if kind == 2:
        return argv + ["--lang", rng.choice(["de", "FR", "", "fr_FR", "\x00"])]
    if kind == 3:
        return argv + ["--json=" + rng.choice(["1", "yes", ""])]
    if kind == 4:
        return argv + ["--lang"]
    return argv + [rng.choice(["--h", "--he"]) + "x"]


def replace_value(argv: list, option: str, value: str) -> list:
    argv = list(argv)
    argv[argv.index(option) + 1] = value
    return argv


def drop_option(argv: list, option: str) -> list:
    argv = list(argv)
    i = argv.index(option)
    del argv[i:i + 2]
    return argv


def score_case(rng) -> list:
    argv = ["score", "--contract", "garde", "--points", "48", "--bouts", "2"]
    if rng.random() < 0.5:
        argv += ["--petit-au-bout", rng.choice(["defence", "défense", "preneur"])]
    kind = rng.randrange(11)
    if kind == 0:
        argv = replace_value(argv, "--points", rng.choice(
            ["", "abc", "40,5,5", "1e3", "nan", "inf", "-inf", "91.5", "95", "-1", "40.25", "４０", "40 5", "0x10",
             "1_0", "9" * 5000, "40.", ".5", "40,5\x00", "\ud800", "2"]))       # 2 points with 2 bouts: C3
    elif kind == 1:
        argv = replace_value(argv, "--bouts", rng.choice(["4", "-1", "1,5", "x", "", "3.5", "9" * 30, "2e0", "deux"]))
    elif kind == 2:
        argv = replace_value(argv, "--contract", rng.choice(["gard", "", "GARDE-SANSS", "prise2", "contre", "\x00",
                                                             "é", "garde!", "x" * 3000]))
    elif kind == 3:
        argv += [rng.choice(["--petit-au-bout", "--all-tricks"]), rng.choice(["both", "", "taker,defence", "ta",
                                                                               "défence", "\ud800"])]
    elif kind == 4:
        argv += rng.choice([["--poignee", "quadruple"], ["--poignee", ""], ["--poignee", "10"],
                            ["--poignee", "simple"] * 5, ["--poignee", "triple"] * 3])
    elif kind == 5:
        argv = drop_option(argv, rng.choice(["--contract", "--points", "--bouts"]))
    elif kind == 6:
        argv = argv + [rng.choice(["--points", "--bouts", "--contract", "--poignee"])]      # no value
    elif kind == 7:
        argv = replace_value(argv, "--points", "40") + ["--all-tricks", "taker"]             # X7: 40 is no slam
    elif kind == 9:                                                                         # V1: no such table
        argv += ["--players", rng.choice(TABLE_SIZES_BAD)]
    elif kind == 10:                                                                        # V5: alone at five only
        argv += ["--alone"] + rng.choice([[], ["--players", "3"], ["--players", "4"]])
    else:
        argv = generic_defect(rng, argv)
    return argv


TABLE_SIZES_BAD = ["6", "2", "0", "four", "", "-5", "4.5", "5,0", "\x00", "9" * 50, "５", "3 4", "cinq"]


def deal_case(rng) -> list:
    argv = ["deal", "--seed", str(rng.randrange(10**6))]
    kind = rng.randrange(7)
    if kind == 0:
        argv = replace_value(argv, "--seed", rng.choice(["-1", "-12", "x", "", "1.5", "1e3", "9" * 4001, "nan",
                                                         "0x1f", "１２", "-0x1", "12,5"]))
    elif kind == 1:
        argv += ["--dealer", rng.choice(["4", "-1", "7", "1.5", "x", "", "10**3", "9" * 50])]
    elif kind == 2:
        argv = rng.choice([["deal"], ["deal", "--dealer", "1"], ["deal", "--seed"]])
    elif kind == 4:
        argv += ["--players", rng.choice(TABLE_SIZES_BAD)]                                 # V1
    elif kind == 5:
        argv += rng.choice([["--players", "3", "--dealer", "3"], ["--players", "5", "--dealer", "5"]])   # D1
    elif kind == 6:                     # V4, R8 (a call the taker's hand does not allow), D1, one without the other
        argv += ["--players", rng.choice(["5", "5", "4", "3"])] + rng.choice(
            [["--taker", "0", "--call", rng.choice(["QH", "CS", "JD", "7H", "T21", "EX", "", "ZZ"])],
             ["--taker", rng.choice(["5", "-1", "x", ""]), "--call", "KH"], ["--taker", "1"], ["--call", "KH"]])
    else:
        argv = generic_defect(rng, argv)
    return argv


def legal_case(rng) -> list:
    argv = ["legal", "--hand", "KS T5 T12 EX", "--trick", "10H T8"]
    kind = rng.randrange(9)
    if kind == 0:
        argv = replace_value(argv, "--hand", bad_cards(rng, "KS T5 T12 EX"))
    elif kind == 1:
        argv = replace_value(argv, "--trick", bad_cards(rng, "10H T8"))
    elif kind == 2:
        argv = replace_value(argv, "--trick", rng.choice(["10H T8 KH QH", "10H T8 KH QH JH", "T5", "KS 10H"]))
    elif kind == 3:
        argv = drop_option(argv, "--hand")
    elif kind == 4:
        argv = argv + [rng.choice(["--hand", "--trick"])]
    elif kind == 6:                                            # V4: a call at three or four players
        argv += ["--call", rng.choice(["KH", "QS", "7H"])] + rng.choice([[], ["--players", "3"], ["--players", "4"]])
    elif kind == 7:                                            # V4 (not a court card), C1, V6 (no call), V1
        argv += ["--players", "5"] + rng.choice([["--call", rng.choice(["7H", "T21", "EX", "", "ZZ", "K"])],
                                                 ["--first-trick"], ["--call", "KH", "--players", "6"]])
    elif kind == 8:                                            # P6: a full trick at three players
        argv = replace_value(argv, "--trick", "10H T8 9H") + ["--players", "3"]
    else:
        argv = generic_defect(rng, argv)
    return argv


def discard_case(rng) -> list:
    argv = ["discard", "--hand", HAND, "--chien", CHIEN, "--discard", DISCARD]
    kind = rng.randrange(6)
    option = rng.choice(["--hand", "--chien", "--discard"])
    if kind == 0:
        argv = replace_value(argv, option, bad_cards(rng, argv[argv.index(option) + 1]))
    elif kind == 1:
        argv = replace_value(argv, rng.choice(["--hand", "--chien"]),
                             rng.choice([HAND.rsplit(" ", 1)[0], HAND + " 2C", CHIEN + " 2C", "T16 T17", ""]))
    elif kind == 2:
        argv = replace_value(argv, "--chien", rng.choice(["T2 T17 T18 T19 T20 1S", "KS T17 T18 T19 T20 1S"]))  # C1
    elif kind == 3:
        argv = drop_option(argv, option)
    elif kind == 4:
        argv = argv + [option]
    else:
        argv = generic_defect(rng, argv)
    return argv


def poignee_case(rng) -> list:
    argv = ["poignee", "--hand", POIGNEE_HAND, "--shown", SHOWN]
    kind = rng.randrange(6)
    if kind == 0:
        option = rng.choice(["--hand", "--shown"])
        argv = replace_value(argv, option, bad_cards(rng, argv[argv.index(option) + 1]))
    elif kind == 1:
        argv = replace_value(argv, "--hand", rng.choice([POIGNEE_HAND.rsplit(" ", 1)[0], POIGNEE_HAND + " 2C", ""]))
    elif kind == 2:
        argv = argv + ["--discard", rng.choice(["KS 8H 9H 10H 1S 2S", "T2 8H 9H 10H 1S 2S", "ZZ", "8H 8H"])]
    elif kind == 3:
        argv = drop_option(argv, rng.choice(["--hand", "--shown"]))
    elif kind == 4:
        argv = argv + [rng.choice(["--hand", "--shown", "--discard"])]
    else:
        argv = generic_defect(rng, argv)
    return argv


def count_case(rng) -> list:
    kind = rng.randrange(4)
    cards = "KH 3S QD 7C T5 EX"
    if kind == 0:                  # separate arguments (a command line holds 2 MB at most: not the long lists)
        return ["count", *bad_cards(rng, cards, long=False).replace(",", " ").split()]
    if kind == 1:
        return ["count", bad_cards(rng, cards)]
    if kind == 2:
        return rng.choice([["count"], ["count", "--json"], ["count", "--lang", "fr"]])
    return generic_defect(rng, ["count", *cards.split()])


def rules_case(rng) -> list:
    return generic_defect(rng, ["rules"])


def odds_case(rng) -> list:
    from tarot_core.analysis.odds import names
    kind = rng.randrange(3)
    if kind == 0:
        return ["odds", rng.choice(["petit-sex", "petit_sec", "POIGNEE", "chien--bouts", "x" * 300, "\x00",
                                    "\ud800", "é", "1", "nope"])]
    if kind == 1:
        return ["odds", rng.choice(names()), rng.choice(names())]
    return generic_defect(rng, ["odds", *rng.choice([[], [rng.choice(names())]])])


def match_case(rng) -> list:
    """`tarot match`: bad seats, counts out of range, bad numbers (a valid match is never drawn)."""
    argv = ["match", "--seats", "basic,random,random,random", "--deals", "1"]
    kind = rng.randrange(5)
    if kind == 0:
        argv = replace_value(argv, "--seats", rng.choice([
            "basic,random,random", "basic,random,random,random,random", "basic,rand,random,random", "",
            "basic;random;random;random", ",,,", "BASIC,random,random,x", "é,é,é,é", "basic," * 3000, "\x00"]))
    elif kind == 1:
        argv = replace_value(argv, "--deals", rng.choice(["0", "-1", "100001", "9" * 50, "1.5", "x", "", "1e3", "nan"]))
    elif kind == 2:
        option, values = rng.choice([("--samples", ["0", "-3", "x", "", "10001", "1e9", "nan", "2,5"]),
                                     ("--budget", ["0", "-3", "x", "", "61", "0,001", "nan", "inf"]),
                                     ("--max-minutes", ["0", "-1", "x", "", "nan", "inf", "1e9", "0,001"]),
                                     ("--seed", ["-3", "x", "", "1e9", "nan", "1.5", "9" * 14])])
        argv += [option, rng.choice(values)]
    elif kind == 3:
        argv = drop_option(argv, rng.choice(["--seats", "--deals"]))
    else:
        argv = generic_defect(rng, argv)
    return argv


# Issue 25 (small items §3, §4): `tarot kit --players` and `tarot advise --players` (a valid kit is never drawn).
BAD_PLAYERS = ["6", "2", "0", "x", "", "five", "4.0", "-5", "1e1", "\x00", "9" * 30, "3,5", "é"]
HAND15 = "T21 T20 T19 T1 EX T2 T3 KS QS KH QH KD CD 5D KC"


def kit_case(rng) -> list:
    players = rng.choice(["3", "5"])
    argv = ["kit", "--seed", "42", "--tables", "1", "--players", players]
    kind = rng.randrange(4)
    if kind == 0:
        return replace_value(argv, "--players", rng.choice(BAD_PLAYERS))
    if kind == 1:                                   # V1: one name per seat of the table, never another count
        count = rng.choice([n for n in (1, 2, 3, 4, 5, 6) if n != int(players)])
        return argv + ["--names", ",".join(f"P{i}" for i in range(count))]
    if kind == 2:
        option, values = rng.choice([("--seed", ["-1", "x", "", "0x1", "nan", "1.5"]),
                                     ("--tables", ["0", "13", "-1", "x", "", "1.5"])])
        return replace_value(argv, option, rng.choice(values))
    return generic_defect(rng, argv)


def advise_case(rng) -> list:
    argv = ["advise", "--hand", HAND15, "--players", "5", "--deals", "1"]
    kind = rng.randrange(4)
    if kind == 0:
        return replace_value(argv, "--players", rng.choice(BAD_PLAYERS))
    if kind == 1:                                   # V1: a hand of another table's size
        return replace_value(argv, "--players", rng.choice(["3", "4"]))
    if kind == 2:                                   # D1: a seat of no seat at five
        return argv + [rng.choice(["--seat", "--dealer"]), rng.choice(["5", "-1", "9" * 20])]
    return generic_defect(rng, argv)


SUBCOMMANDS = {"score": score_case, "legal": legal_case, "discard": discard_case, "poignee": poignee_case,
               "count": count_case, "deal": deal_case, "rules": rules_case, "odds": odds_case,
               "match": match_case, "kit": kit_case, "advise": advise_case}


@pytest.mark.parametrize("name", list(SUBCOMMANDS))
def test_fuzz_subcommand(name):
    rng = random.Random(f"{SEED}-{name}")
    make = SUBCOMMANDS[name]
    cases = (noise(rng, make(rng)) for _ in range(N))
    run_target(name, cases, lambda argv: cli_problem(argv))


@pytest.mark.parametrize("argv, field", [
    (["legal", "--hand", ""], "--hand"), (["legal", "--hand", " , "], "--hand"),
    (["legal", "--hand", "", "--trick", "KS"], "--hand"), (["count", ""], "CARDS")])
def test_an_empty_card_list_is_one_line_exit_2(argv, field):
    """Issue 21 item 17: `tarot legal --hand ""` exited 0 with no answer at all."""
    for extra in ([], ["--lang", "fr"], ["--json"]):
        assert cli_problem(argv + extra) == (None, ["usage"])
    code, out, _ = call_cli(argv + ["--json"])
    assert json.loads(out)["error"]["field"] == field


def test_a_format_error_names_its_category_in_plain_text():
    """Issue 21 item 17: 80 plain-text exit-2 lines named no rule, category or option (--json said
    'format'); a line starts with the category and its title now, as a rule's line does."""
    code, out, err = call_cli(["case", "/nonexistent/case.txt"])
    assert (code, out) == (2, "") and err == (
        "tarot: format (data format, not a rule of the game: a file or a record that cannot be read): "
        "Unreadable file /nonexistent/case.txt: no such file.\n")
    code, out, err = call_cli(["case", "/nonexistent/case.txt", "--lang", "fr"])
    assert err.startswith("tarot : format (format des données, pas une règle du jeu : ") or \
        err.startswith("tarot: format (format des données, pas une règle du jeu : ")
    assert message_problem(None, "Unreadable file x: no such file.", "en")      # a line naming nothing is a problem


def test_the_checks_catch_what_they_look_for():
    """The checker itself: a traceback, a two-line error, exit 0 and English under --lang fr are problems."""
    assert message_problem("C1", "C1 (78 cards: four suits of 14, 21 trumps and the Excuse): x", "en") is None
    assert message_problem("C1", "line one\nline two", "en")
    assert message_problem("C1", "C1 (78 cards: four suits of 14, 21 trumps and the Excuse): x", "fr")
    assert message_problem(None, "something", "en")
    assert message_problem("format", "bad \ud800", "en")
    assert cli_problem(["rules"])[0].startswith("exit 0")
    assert cli_problem(["deal", "--seed", "1"])[0].startswith("exit 0")
    assert isinstance(UsageError("err.usage.framed", prog="tarot", body="x"), TarotError)


# --------------------------------------------------------------------------- the widgets' Python side
# What a browser (or a hand-edited front end) may send a widget: an action {"act", "n", "args"}, or a
# new value for a synced trait. Each widget gets N generated messages, malformed by construction
# (issue 21 item 10: unknown or missing arguments, wrong types, huge and negative numbers, odd text,
# lists where a text is expected, traits only Python may set). None may raise; the widget says one
# line in its language; and a refused message leaves the widget's view as it was.
JUNK_VALUES = (None, True, 2**62, -1, 1e308, float("nan"), "", "x" * 5000, "\x1b[31m", "²", "T99",
               [], [1, 2], {}, {"a": 1}, "\u2028", "KH", "0", "-1", 10**30)


def _widget_cases(tmp_path):
    from widgets import CardPicker, DealReplayer, PracticeTable, RulesDesk, ScoreCalculator, ScoresheetWidget
    return {
        "practice": lambda lang: PracticeTable(seed=5, lang=lang),
        "desk": lambda lang: RulesDesk(lang=lang),
        "replayer": lambda lang: DealReplayer(name="worked_example_s5", lang=lang),
        "calculator": lambda lang: ScoreCalculator(lang=lang),
        "picker": lambda lang: CardPicker(lang=lang),
        "scoresheet": lambda lang: ScoresheetWidget(["Ana", "Bea", "Cyril", "Dan"],
                                                    path=tmp_path / f"sheet_{lang}.json", lang=lang),
    }


def _handlers(widget) -> list[str]:
    return sorted(n[4:] for n in dir(type(widget)) if n.startswith("_do_") and callable(getattr(widget, n)))


def _bad_action(rng, widget) -> dict:
    """An action that check_action must refuse, by construction (one defect each)."""
    from widgets._base import action_signature
    names = _handlers(widget)
    name = rng.choice(names)
    params, _more = action_signature(widget, name)
    kind = rng.randrange(5)
    if kind == 0:                                                   # an action no widget has
        return {"act": rng.choice(["self", "__init__", "x y", "", "refresh", "delete_all", "_do_x"]), "n": 1}
    if kind == 1:                                                   # an argument the action does not take
        args = {k: rng.choice(JUNK_VALUES) for k in params if rng.random() < 0.5}
        args[rng.choice(["self", "extra", "bogus", "__class__", "n"])] = rng.choice(JUNK_VALUES)
        return {"act": name, "n": 1, "args": args}
    if kind == 2:                                                   # args that are not an object
        return {"act": name, "n": 1, "args": rng.choice([[1, 2], "x", 3, True])}
    if kind == 3:                                                   # not an action at all
        return rng.choice([{"act": 5}, {"act": None}, {"act": ["a"]}, {"n": 1}])
    required = [k for k, (_kinds, req) in params.items() if req]
    if required:                                                    # a required argument left out
        return {"act": name, "n": 1, "args": {k: "x" for k in required[1:]}}
    return {"act": "unknown_" + name, "n": 1}


def _plausible_action(rng, widget) -> dict:
    """A real action with arguments drawn from junk and from its own names: may run or be refused."""
    from widgets._base import action_signature
    name = rng.choice(_handlers(widget))
    params, _more = action_signature(widget, name)
    return {"act": name, "n": rng.randrange(1, 50),
            "args": {k: rng.choice(JUNK_VALUES) for k in params if rng.random() < 0.8}}


def _quiet_view(widget) -> str:
    """The view without what a refusal is meant to change: the announcement, the error shown and
    the action counter the browser is told was handled (so its next click counts)."""
    view = dict(widget.view)
    for key in ("say", "error", "error_rule", "acked"):
        view.pop(key, None)
    return json.dumps(view, sort_keys=True, default=str)


def _said_problem(widget, lang) -> str | None:
    said = widget.message
    if "\n" in said or "Traceback" in said or "Error:" in said:
        return f"not one clear line: {said[:200]!r}"
    if lang == "fr" and re.search(r"\b(the|is not|unknown|argument must)\b", said):
        return f"English in a French widget: {said[:200]!r}"
    return None


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("which", ["practice", "desk", "replayer", "calculator", "picker", "scoresheet"])
def test_fuzz_widget_actions(which, lang, tmp_path):
    rng = random.Random(f"{SEED}-{which}-{lang}")
    widget = _widget_cases(tmp_path)[which](lang)
    problems = []
    for i in range(N // 4):
        bad = i % 2 == 0
        act = _bad_action(rng, widget) if bad else _plausible_action(rng, widget)
        before = _quiet_view(widget)
        try:
            with deadline():
                widget.set_state({"action": act})
        except Exception as e:                                      # noqa: BLE001 - any escape is the defect
            problems.append(f"{short(act)}: {type(e).__name__}: {e}"[:300])
            continue
        if bad and _quiet_view(widget) != before:
            problems.append(f"{short(act)}: refused, but the view changed")
        p = _said_problem(widget, lang)
        if p:
            problems.append(f"{short(act)}: {p}")
    assert not problems, f"{len(problems)} of {N // 4} actions to {which}:\n" + "\n".join(problems[:10])


@pytest.mark.parametrize("which", ["practice", "desk", "replayer", "calculator", "picker", "scoresheet"])
def test_fuzz_widget_traits_from_the_browser(which, tmp_path):
    """A browser writing any synced trait: Python's traits are put back and said; the widget's own
    settings are checked; nothing raises."""
    rng = random.Random(f"{SEED}-traits-{which}")
    widget = _widget_cases(tmp_path)[which]("en")
    names = sorted(n for n in widget.keys if n not in ("action", "comm", "layout", "log", "tabbable", "tooltip")
                   and not n.startswith("_"))
    problems = []
    for _ in range(N // 4):
        name = rng.choice(names)
        value = rng.choice(JUNK_VALUES + ("x", 3, {"code": "KH"}))
        try:
            with deadline():
                widget.set_state({name: value})
        except Exception as e:                                      # noqa: BLE001 - any escape is the defect
            problems.append(f"{name}={short(value)}: {type(e).__name__}: {e}"[:300])
            continue
        p = _said_problem(widget, "en")
        if p:
            problems.append(f"{name}={short(value)}: {p}")
    assert not problems, f"{len(problems)} trait writes to {which}:\n" + "\n".join(problems[:10])


@pytest.mark.parametrize("facts, rule", [
    ({"poignees": -1}, "B1"),              # was TypeError: 'int' object is not iterable (and poisoned the calculator)
    ({"poignees": "simple"}, "B1"),        # was read letter by letter: "Unknown poignée: 's'"
    ({"poignees": ["simple"] * 10**5}, "B1"),
    ({"points": 10**400}, "C3"),           # was OverflowError: int too large to convert to float
])
def test_score_facts_refuse_a_poignee_that_is_no_list_and_points_past_floats(facts, rule):
    """Found by the widgets' fuzz (issue 21 item 10): the score facts a calculator receives."""
    from tarot_core.scoring import score_facts
    args = {"contract": "garde", "points": 41, "bouts": 2, **facts}
    with pytest.raises(TarotError) as e:
        score_facts(**args)
    assert e.value.rule == rule
    for lang in ("en", "fr"):
        assert message_problem(rule, e.value.line(lang) if hasattr(e.value, "line") else e.value.message(lang),
                               lang) is None
