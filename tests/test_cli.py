"""The tarot command line: JSON outputs, exit codes, messages in French and English."""
import json
import pathlib
import random
import subprocess
import sys

import pytest

from tarot_core.analysis.simulate import random_record
from tarot_core.io.cli import main


def run(capsys, *args):
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_score_worked_example_S5(capsys):
    code, out, _ = run(capsys, "score", "--contract", "garde", "--points", "48", "--bouts", "2",
                       "--petit-au-bout", "defence", "--poignee", "simple", "--json")
    data = json.loads(out)
    assert code == 0
    assert (data["target"], data["made"], data["margin"], data["S"], data["taker_score"], data["defender_score"]) == \
        (41, True, 7, 64, 192, -64)
    assert [b["rule"] for b in data["breakdown"]][:3] == ["S1", "S2", "S3"]


def test_score_invalid_exits_2_with_one_line_naming_the_rule(capsys):
    code, out, err = run(capsys, "score", "--contract", "garde", "--points", "95", "--bouts", "2", "--lang", "fr")
    assert code == 2 and err.count("\n") == 1 and "C3" in err and "Points impossibles" in err


def test_legal_lists_reasons(capsys):
    code, out, _ = run(capsys, "legal", "--hand", "KS T5 T12 EX", "--trick", "10H,T8", "--json")
    data = json.loads(out)
    assert data["legal"] == ["T12", "EX"]
    assert {d["card"]: d["rule"] for d in data["illegal"]} == {"T5": "P4", "KS": "P3"}


def test_unknown_card_exits_2(capsys):
    code, _, err = run(capsys, "legal", "--hand", "KS ZZ")
    assert code == 2 and "C1" in err and "ZZ" in err


def test_discard_violation_is_an_answer(capsys):
    code, out, _ = run(capsys, "discard", "--hand", "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 KS KH KD KC",
                       "--chien", "T16 T17 T18 T19 T20 1S", "--discard", "1S T2 T3 T4 T5 KS", "--json")
    data = json.loads(out)
    assert code == 0 and data["valid"] is False and data["rule"] == "E2"


def test_poignee_answer(capsys):
    code, out, _ = run(capsys, "poignee", "--hand", "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 EX 1S 2S 3S 4S 5S 6S 7S",
                       "--shown", "T3 T4 T5 T6 T7 T8 T9 T10 T11 EX", "--json")
    data = json.loads(out)
    assert code == 0 and (data["valid"], data["rule"]) == (False, "B2")


def test_count_pairs(capsys):
    code, out, _ = run(capsys, "count", "KH", "3S", "QD", "--json")
    assert json.loads(out)["points"] == 8.5


def test_deal_is_seeded(capsys):
    _, a, _ = run(capsys, "deal", "--seed", "7", "--json")
    _, b, _ = run(capsys, "deal", "--seed", "7", "--json")
    assert a == b and len(json.loads(a)["hands"]) == 4


def test_referee_json_lines_from_stdin_and_exit_code(tmp_path):
    good = [random_record(s) for s in range(3)]
    bad = dict(good[0], chien=good[0]["chien"][:5])
    lines = "\n".join(json.dumps(r) for r in good + [bad]) + "\n"
    p = subprocess.run([sys.executable, "-m", "tarot_core", "referee", "-", "--json"], input=lines,
                       capture_output=True, text=True)
    assert p.returncode == 2
    outs = [json.loads(line) for line in p.stdout.splitlines()]
    assert len(outs) == 4
    for o in outs[:3]:
        assert {"taker", "contract", "tricks", "taker_points", "taker_bouts", "target", "made", "margin",
                "petit_au_bout", "slam", "S", "scores", "excuse_events"} <= set(o)
    assert outs[3]["error"]["rule"] == "D3"


@pytest.mark.parametrize("lang,word", [("fr", "atouts"), ("en", "trumps")])
def test_rules_list_in_both_languages(capsys, lang, word):
    code, out, _ = run(capsys, "rules", "--lang", lang)
    assert code == 0 and out.count("\n") == 50 + 11 + 5 and (word in out)      # … R5, then V1–V11 and R6–R10


def test_benchmark_prints_rounds_then_deals_per_second_last(capsys):
    """python -m tarot_core.analysis.bench: every round's rate and the median, then deals_per_s (the best round)."""
    from tarot_core.analysis import bench
    bench.main(["--deals", "40", "--seed", "3", "--rounds", "2"])
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[0].startswith("deals=40 ")
    rounds = [float(x) for x in lines[1].split()[0].removeprefix("rounds_deals_per_s=").split(",")]
    assert len(rounds) == 2 and lines[1].split()[1].startswith("median=")
    assert lines[-1].startswith("deals_per_s=") and float(lines[-1].split("=")[1]) == pytest.approx(max(rounds), abs=1)


def test_benchmark_state_mode_plays_through_gamestate_and_reports_beside(capsys):
    """--state: deals stepped through GameState.play are timed too; the simulator's figure stays last."""
    from tarot_core.analysis import bench
    bench.main(["--deals", "50", "--seed", "3", "--rounds", "2", "--state"])
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[0].startswith("state_deals=10 ") and lines[2].startswith("state_deals_per_s=")
    assert lines[3].startswith("deals=50 ") and lines[-1].startswith("deals_per_s=")
    out = bench.play_through_state(random.Random(5), dealer=1)
    assert out.status in ("played", "all_pass", "cancelled") and sum(out.scores) == 0
    if out.status == "played":
        assert len(out.tricks) == 18 and out.taker_points + out.defence_points == 91


@pytest.mark.parametrize("args", [["--rounds", "0"], ["--deals", "0"], ["--deals", "3", "--rounds", "4"]])
def test_benchmark_refuses_empty_rounds_with_a_message(args, capsys):
    from tarot_core.analysis import bench
    with pytest.raises(SystemExit) as e:
        bench.main(args)
    assert e.value.code == 2 and "--rounds" in capsys.readouterr().err


# --------------------------------------------------------------------------- bad input: one clear line
def run_stdin(monkeypatch, capsys, data, *args):
    """main() with *data* (bytes or text) on standard input."""
    import io
    stream = io.TextIOWrapper(io.BytesIO(data if isinstance(data, bytes) else data.encode()), encoding="utf-8")
    monkeypatch.setattr(sys, "stdin", stream)
    return run(capsys, *args)


def test_referee_stdin_is_data_json_lines_one_record_or_a_list(monkeypatch, capsys, tmp_path):
    """stdin holds records, never file names: JSON Lines, one pretty-printed record, or a JSON list."""
    good = [random_record(s) for s in range(2)]
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(good[0]))
    code, out, _ = run_stdin(monkeypatch, capsys, f"{json.dumps(good[0])}\n{path}\n{json.dumps(good[1])}\n",
                             "referee", "-", "--json")
    lines = [json.loads(line) for line in out.splitlines()]
    assert code == 2 and len(lines) == 3 and "error" not in lines[0] and "error" not in lines[2]
    assert lines[1]["error"]["rule"] == "format" and "line 2" in lines[1]["error"]["message"]
    assert lines[1]["error"]["source"] == "<stdin>:2"
    code, out, _ = run_stdin(monkeypatch, capsys, "\n" + json.dumps(good[0], indent=2), "referee", "-", "--json")
    assert code == 0 and len(out.splitlines()) == 1 and json.loads(out)["S"] is not None
    code, out, _ = run_stdin(monkeypatch, capsys, json.dumps(good, indent=1), "referee", "-", "--json")
    assert code == 0 and [json.loads(line)["scores"] for line in out.splitlines()] == \
        [json.loads(o)["scores"] for o in (json.dumps(referee_dict(r)) for r in good)]


def referee_dict(record):
    from tarot_core.referee import referee
    return referee(record).to_dict("en")


@pytest.mark.parametrize("name,data,words", [
    ("latin1.json", '{"name": "é"}'.encode("latin-1"), "not UTF-8"),
    ("utf16.json", '{"dealer": 0}'.encode("utf-16"), "UTF-16"),
    ("binary.bin", bytes(range(256)), "NUL"),
    ("nul.json", b'{"dealer": 0\x00}', "NUL"),
    ("deep.json", b"[" * 5000 + b"]" * 5000, "nested"),
    ("bigint.json", b'{"dealer": 1' + b"0" * 5000 + b"}", "thousands of digits"),
    ("huge.json", b'{"name": "' + b"x" * 1_100_000 + b'"}', "over 1 MB"),
    ("twice.json", b'{"dealer": 0, "dealer": 1}', "appears twice"),
])
def test_unreadable_record_files_are_one_line_errors_naming_the_file(tmp_path, capsys, name, data, words):
    """Non-UTF-8, NUL, deep nesting, 5,000 digits, over 1 MB, a key twice: refused in one line, no traceback."""
    from tarot_core.errors import RecordError
    from tarot_core.io.files import read_record
    path = tmp_path / name
    path.write_bytes(data)
    with pytest.raises(RecordError) as e:
        read_record(path)
    assert e.value.rule == "format" and words in e.value.message("en") and str(path) in e.value.message("en")
    code, out, err = run(capsys, "referee", str(path), "--lang", "fr")
    assert code == 2 and out.count("\n") == 1 and "Traceback" not in out + err and str(path) in out


def test_record_text_limits_in_load_record():
    from tarot_core.errors import RecordError
    from tarot_core.record import load_record
    for text_, words in (('{"a": ' + "[" * 3000 + "]" * 3000 + "}", "nested"),
                         ('{"dealer": ' + "9" * 5000 + "}", "thousands of digits"),
                         ("{" + " " * 1_000_001 + "}", "over 1 MB")):
        with pytest.raises(RecordError) as e:
            load_record(text_)
        assert words in e.value.message("en") and "\n" not in e.value.message("en")


def test_a_ten_megabyte_card_list_is_refused_before_it_is_split(capsys):
    """C1: a list of cards longer than 78 cards can be is refused unread (it cost 201 MB before)."""
    import tracemalloc
    big = "KH " * 3_500_000
    tracemalloc.start()
    code, _, err = run(capsys, "count", big)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert code == 2 and "C1" in err and err.count("\n") == 1 and len(err) < 600
    assert peak < 30_000_000


def test_discard_with_a_card_in_both_hand_and_chien_is_refused_C1(capsys):
    from tarot_core.discard import check_discard
    from tarot_core.errors import CardError
    hand = "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 KS KH KD KC"
    chien = "T2 T17 T18 T19 T20 1S"             # T2 in the hand too
    with pytest.raises(CardError) as e:
        check_discard(hand, chien, "1S T16 T17 T18 T19 T20")
    assert (e.value.rule, e.value.card) == ("C1", "T2")
    code, out, err = run(capsys, "discard", "--hand", hand, "--chien", chien, "--discard", "1S T17 T18 T19 T20 T3")
    assert code == 2 and out == "" and "C1" in err and "T2" in err


def test_poignee_with_a_card_in_both_hand_and_discard_is_refused_C1(capsys):
    from tarot_core.errors import CardError
    from tarot_core.poignee import check_poignee
    hand = "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 KS 1H 2H 3H 4H 5H 6H 7H"
    with pytest.raises(CardError) as e:
        check_poignee(hand, "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11", "KS 8H 9H 10H 1S 2S")
    assert (e.value.rule, e.value.card) == ("C1", "KS")
    code, _, err = run(capsys, "poignee", "--hand", hand, "--shown", "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11",
                       "--discard", "KS 8H 9H 10H 1S 2S")
    assert code == 2 and "C1" in err


@pytest.mark.parametrize("keys", [("0", "00"), (" 1",), ("01",), ("1.0",), ("-0",), ("4",)])
def test_poignee_seat_keys_must_be_canonical_D1(keys):
    """"0" and "00" both meant seat 0 and both bonuses counted: only "0"–"3" are seats (D1)."""
    from tarot_core.errors import DealError
    from tarot_core.io.golden import golden_records
    from tarot_core.record import load_record
    rec = golden_records()["four_kings_fifteen_trumps_poignee"]
    shown = next(iter(rec["poignees"].values()))
    with pytest.raises(DealError) as e:
        load_record(dict(rec, poignees={k: shown for k in keys}))
    bad = next(k for k in keys if k not in ("0", "1", "2", "3"))
    assert e.value.rule == "D1" and json.dumps(bad) in e.value.message("en")


def test_a_lazy_name_is_never_shadowed_by_its_submodule():
    """`from tarot_core import deal` is the function, even once `tarot_core.deal` (the module) is imported."""
    code = ("import tarot_core, tarot_core.deal, tarot_core.referee\n"
            "from tarot_core import deal, referee\n"
            "assert callable(deal) and deal.__name__ == 'deal', deal\n"
            "assert callable(referee) and referee.__name__ == 'referee', referee\n"
            "from tarot_core.deal import Deal\n"
            "import sys; assert sys.modules['tarot_core.deal'].Deal is Deal\n")
    first = "from tarot_core import deal, referee\n"        # the other order: the name first, then the module
    for src in (code, first + code):
        p = subprocess.run([sys.executable, "-c", src], capture_output=True, text=True)
        assert p.returncode == 0, p.stderr
    import tarot_core
    for name in ("deal", "referee"):                  # the package's names that are also submodules
        __import__(f"tarot_core.{name}")
        assert callable(getattr(tarot_core, name)) and getattr(tarot_core, name).__name__ == name


@pytest.mark.skipif(not __import__("os").path.exists("/dev/full"), reason="needs /dev/full")
def test_a_full_device_gives_one_line_and_exit_1():
    with open("/dev/full", "w") as full:
        p = subprocess.run([sys.executable, "-m", "tarot_core", "deal", "--seed", "1"], stdout=full,
                           stderr=subprocess.PIPE, text=True)
    assert p.returncode == 1 and p.stderr.count("\n") == 1 and "Traceback" not in p.stderr, p.stderr


def test_ctrl_c_gives_one_line_and_exit_130(capsys, monkeypatch):
    from tarot_core.io import cli

    def interrupted(a):
        raise KeyboardInterrupt
    monkeypatch.setattr(cli, "cmd_rules", interrupted)
    monkeypatch.setattr(cli, "_PARSERS", {}, raising=False)     # the cached parser holds the old function
    code, _, err = run(capsys, "rules", "--lang", "fr")
    assert code == 130 and err == "tarot : interrompu\n"


@pytest.mark.parametrize("argv,field", [
    (["score", "--contract", "garde", "--points", "quarante", "--bouts", "2", "--lang", "fr"], "--points"),
    (["score", "--points", "40", "--bouts", "2", "--lang", "fr"], "--contract"),
    (["deal", "--seed", "1", "--colour", "red", "--lang", "fr"], None),
    (["deal", "--seed", "--lang", "fr"], "--seed"),
    (["legal", "--lang", "fr"], "--hand"),
])
def test_usage_errors_are_one_line_in_the_users_language(capsys, argv, field):
    """argparse's five English lines become one, in French even when --lang comes after the mistake."""
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == "" and err.count("\n") == 1 and "usage:" not in err
    assert "voir tarot" in err and (field is None or field in err)
    code, out, _ = run(capsys, *argv, "--json")
    error = json.loads(out)["error"]
    assert code == 2 and error["rule"] == "usage" and error["field"] == field


def test_usage_errors_follow_TAROT_LANG(monkeypatch):
    env = dict(__import__("os").environ, TAROT_LANG="fr")
    p = subprocess.run([sys.executable, "-m", "tarot_core", "deal"], capture_output=True, text=True, env=env)
    assert p.returncode == 2 and p.stderr.count("\n") == 1 and "obligatoire" in p.stderr


def test_negative_seeds_are_refused_D2(capsys):
    """random.Random ignores the sign: --seed -12 dealt the cards of --seed 12. Refused, in the core too."""
    from tarot_core.deal import deal
    from tarot_core.errors import DealError
    with pytest.raises(DealError) as e:
        deal(seed=-12)
    assert e.value.rule == "D2"
    code, out, err = run(capsys, "deal", "--seed", "-12")
    assert code == 2 and out == "" and "D2" in err and "-12" in err
    code, out, _ = run(capsys, "deal", "--help")
    assert code == 0 and "from 0" in out


def test_decimal_comma_and_french_words_for_option_values(capsys):
    code, out, _ = run(capsys, "score", "--contract", "garde", "--points", "40,5", "--bouts", "2", "--json")
    assert code == 0 and json.loads(out)["taker_points"] == 40.5
    _, a, _ = run(capsys, "score", "--contract", "garde", "--points", "48", "--bouts", "2",
                  "--petit-au-bout", "défense", "--poignee", "simple", "--json")
    _, b, _ = run(capsys, "score", "--contract", "garde", "--points", "48", "--bouts", "2",
                  "--petit-au-bout", "defence", "--poignee", "simple", "--json")
    assert a == b and json.loads(a)["S"] == 64
    code, out, _ = run(capsys, "deal", "--seed", "7,0", "--json")
    assert code == 0 and json.loads(out)["seed"] == 7


def test_score_json_errors_are_an_error_object_on_stdout(capsys):
    code, out, err = run(capsys, "score", "--contract", "garde", "--points", "95", "--bouts", "2", "--json")
    assert code == 2 and err == "" and json.loads(out)["error"]["rule"] == "C3"


def test_file_and_odds_errors_carry_a_rule_or_a_category(capsys, tmp_path):
    code, out, _ = run(capsys, "referee", str(tmp_path / "missing.json"), "--json")
    assert code == 2 and json.loads(out)["error"]["rule"] == "format"
    bad = dict(random_record(1))
    bad["hands"] = [bad["hands"][0][:17] + [3]] + bad["hands"][1:]
    (tmp_path / "bad.json").write_text(json.dumps(bad))
    code, out, _ = run(capsys, "referee", str(tmp_path / "bad.json"), "--json")
    assert code == 2 and json.loads(out)["error"]["rule"] == "C1"
    code, out, _ = run(capsys, "odds", "petit-sex", "--json")
    error = json.loads(out)["error"]
    assert code == 2 and (error["rule"], error["field"]) == ("usage", "NAME") and "petit-sex" in error["message"]


def test_referee_plain_text_errors_name_the_seat_and_the_trick(capsys):
    """The README promises rule, trick, seat and card: "[seat 3, trick 1]" / "[siège 3, pli 1]"."""
    path = pathlib.Path(__file__).parent / "invalid_records" / "not_following_suit.json"
    _, out, _ = run(capsys, "referee", str(path))
    assert "P2" in out and "KD" in out and "[seat 3, trick 1]" in out
    _, out, _ = run(capsys, "referee", str(path), "--lang", "fr")
    assert "[siège 3, pli 1]" in out and "R♦" in out


def test_french_answers_use_french_words_and_numbers(capsys):
    _, out, _ = run(capsys, "deal", "--seed", "1", "--lang", "fr")
    assert out.startswith("siège 0 : ") and "S " not in out
    _, out, _ = run(capsys, "count", "KH", "3S", "QD", "--lang", "fr")
    assert "8,5" in out and "R♥ + 3♠" in out
    _, out, _ = run(capsys, "legal", "--hand", "R♠ T5 T12 EX", "--trick", "10♣ T8", "--lang", "fr")
    assert out.startswith("T12 EX\n") and "✗ R♠ : P3" in out and "KS" not in out
    _, out, _ = run(capsys, "legal", "--hand", "R♠ T5 T12 EX", "--trick", "10♣ T8", "--lang", "fr", "--json")
    assert json.loads(out)["legal"] == ["T12", "EX"]          # JSON keeps the canonical codes


# --------------------------------------------------------------------------- issue 21: bad input, one clear line
@pytest.mark.parametrize("token", ["Kſ", "ſ", "1ſ", "ıS"])
def test_a_long_s_is_not_read_as_an_s_C1(capsys, token):
    """Issue 21 item 17: 'Kſ'.upper() is 'KS', so the long s read as spades; only ASCII letters are
    capitalised now, and the token is refused as an unknown card (C1), as written."""
    from tarot_core.cards import parse_card
    from tarot_core.errors import CardError
    with pytest.raises(CardError) as e:
        parse_card(token)
    assert e.value.rule == "C1" and e.value.message("en").endswith(f"Unknown card: '{token}'.")
    code, out, err = run(capsys, "legal", "--hand", f"{token} T5")
    assert (code, out, err.count("\n")) == (2, "", 1) and "C1" in err and token in err


@pytest.mark.parametrize("source", ["file", "stdin", "zero"])
def test_a_case_too_large_names_the_size_of_a_case_not_0_MB(tmp_path, capsys, monkeypatch, source):
    """Issue 21 item 17: a case file over 20,000 characters (or /dev/zero) said "over 0 MB, while a
    deal record is a few kilobytes"; it names the case's limit in characters now."""
    big = b"tarot-case 1\n" + b"#" * 100_000
    if source == "stdin":
        code, out, err = run_stdin(monkeypatch, capsys, big, "case", "-")
    else:
        path = tmp_path / "case.txt"
        path.write_bytes(big)
        code, out, err = run(capsys, "case", "/dev/zero" if source == "zero" else str(path))
    assert (code, out) == (2, "") and err.count("\n") == 1
    assert "over 20,000 characters, while a case is a few hundred: nothing was read." in err
    assert "MB" not in err and "deal record" not in err and err.startswith("tarot: format (")


def test_a_pasted_text_that_is_not_a_record_names_no_python_api():
    """Issue 21 item 17: the rules desk showed learners "read files with tarot_core.io.files.read_record"
    for a pasted text that is not a JSON object (load_record's hint for programmers)."""
    from tarot_core.errors import RecordError
    from tarot_core.record import load_record
    for pasted in ("[1, 2]", "5", "deal.json", ""):
        with pytest.raises(RecordError) as e:
            load_record(pasted)
        assert e.value.message("en") == ("Invalid deal record: a deal record is a JSON object, written between "
                                         "braces, and this text is not one.")
        assert "tarot_core" not in e.value.message("fr") and "accolades" in e.value.message("fr")


# --------------------------------------------------------------------------- every table (issue 22 part 2)
# The four-player outputs as they were before --players existed (commit 5428c37): kept byte for byte.
FOUR_SCORE_TEXT = """S1: 2 bouts → target 41 points.
S2: 50.5 points against 41: made by 9.5; margin 10.
S3: contract made: +(25 + 10) = +35.
A2: multiplier of the Garde ×2: 35 × 2 = 70.
S3: S = 70 (no poignée, no slam).
S4: the taker scores 3 × 70 = +210; each defender −70.
"""
FOUR_SCORE_JSON = (
    '{"contract": "garde", "taker_points": 50.5, "taker_bouts": 2, "target": 41, "made": true, "margin": 10, '
    '"base": 35, "petit_au_bout": null, "petit_au_bout_points": 0, "multiplier": 2, "contract_part": 70, '
    '"poignees": [], "poignee": 0, "slam_announced": false, "all_tricks": null, "slam": 0, "S": 70, '
    '"taker_score": 210, "defender_score": -70, "breakdown": [{"rule": "S1", "text": "S1: 2 bouts → target 41 '
    'points."}, {"rule": "S2", "text": "S2: 50.5 points against 41: made by 9.5; margin 10."}, {"rule": "S3", '
    '"text": "S3: contract made: +(25 + 10) = +35."}, {"rule": "A2", "text": "A2: multiplier of the Garde ×2: '
    '35 × 2 = 70."}, {"rule": "S3", "text": "S3: S = 70 (no poignée, no slam)."}, {"rule": "S4", "text": "S4: '
    'the taker scores 3 × 70 = +210; each defender −70."}]}\n')
FOUR_DEAL_TEXT = """seat 0: T19 T18 T15 T6 JS 7S CH 10H 9H 6H 4H KC 7C 6C KD CD 5D 2D
seat 1: T21 T14 T10 T9 T7 T3 EX CS 9S 5S 4S 1S KH 8H 8C 9D 7D 6D
seat 2: T17 T13 T11 KS QS 8S 6S JH 5H 3H 1H QC 10C 3C 2C 10D 8D 4D
seat 3: T16 T12 T8 T5 T4 T1 3S 2S QH 2H CC JC 9C 5C 4C QD JD 3D
chien: T20 T2 10S 7H 1C 1D
"""
FOUR_LEGAL_TEXT = ("KH 7H\n  ✗ 3S: P2 (Follow the suit led when you can): 3 of ♠ spades (3S) is illegal: "
                   "you hold ♥ hearts, you must follow suit.\n")
SCORE_50 = ("score", "--contract", "garde", "--points", "50.5", "--bouts", "2")


@pytest.mark.parametrize("extra", [(), ("--players", "4")])
def test_four_players_output_is_unchanged_byte_for_byte_S4_D3_P2(capsys, extra):
    """--players 4 (or no --players) prints exactly what the command printed before the option."""
    assert run(capsys, *SCORE_50, *extra) == (0, FOUR_SCORE_TEXT, "")
    assert run(capsys, *SCORE_50, "--json", *extra) == (0, FOUR_SCORE_JSON, "")
    assert run(capsys, "deal", "--seed", "3", *extra) == (0, FOUR_DEAL_TEXT, "")
    code, out, _ = run(capsys, "deal", "--seed", "3", "--json", *extra)
    assert code == 0 and "players" not in json.loads(out) and len(json.loads(out)["hands"]) == 4
    assert run(capsys, "legal", "--hand", "KH 7H 3S", "--trick", "5H", *extra) == (0, FOUR_LEGAL_TEXT, "")


def test_score_three_players_V11_garde_50_5_with_2_bouts_V9(capsys):
    """V11: three players, Garde, 50½ with 2 bouts: S = 70, taker +140, each defender −70."""
    code, out, _ = run(capsys, *SCORE_50, "--players", "3")
    assert code == 0 and out.splitlines()[-1] == \
        "V9: at three players the taker scores 2 × 70 = +140; each of the two defenders −70."
    data = json.loads(run(capsys, *SCORE_50, "--players", "3", "--json")[1])
    assert (data["players"], data["S"], data["taker_score"], data["defender_score"]) == (3, 70, 140, -70)
    assert "partner_score" not in data and data["breakdown"][-1]["rule"] == "V9"


def test_score_five_players_V11_prise_38_with_3_bouts_partner_and_alone_V9(capsys):
    """V11: five players, Prise, 38 with 3 bouts, S = 27: taker +54, partner +27, each defender −27;
    alone: taker +108, each of the four −27."""
    prise = ("score", "--contract", "prise", "--points", "38", "--bouts", "3", "--players", "5")
    data = json.loads(run(capsys, *prise, "--json")[1])
    assert (data["players"], data["S"], data["taker_score"], data["partner_score"], data["defender_score"]) == \
        (5, 27, 54, 27, -27)
    alone = json.loads(run(capsys, *prise, "--alone", "--json")[1])
    assert (alone["taker_score"], alone["partner_score"], alone["defender_score"]) == (108, None, -27)
    code, out, _ = run(capsys, *prise, "--alone", "--lang", "fr")
    assert code == 0 and out.splitlines()[-1] == \
        "V9 : à cinq, le preneur joue seul et marque 4 × 27 = +108 ; chacun des quatre défenseurs −27."
    code, out, _ = run(capsys, *prise)
    assert out.splitlines()[-1] == \
        "V9: at five players the taker scores 2 × 27 = +54, his partner +27; each of the three defenders −27."


def test_score_five_players_V11_garde_40_5_failed_V8_V9(capsys):
    """V11: five players, Garde, 40½ with 2 bouts: failed, S = −52: taker −104, partner −52, defenders +52."""
    data = json.loads(run(capsys, "score", "--contract", "garde", "--points", "40,5", "--bouts", "2",
                          "--players", "5", "--json")[1])
    assert (data["S"], data["taker_score"], data["partner_score"], data["defender_score"]) == (-52, -104, -52, 52)
    assert data["taker_score"] + data["partner_score"] + 3 * data["defender_score"] == 0


@pytest.mark.parametrize("argv, rule, words", [
    ((*SCORE_50, "--players", "6"), "V1", "No table of 6 players"),
    ((*SCORE_50, "--players", "four"), "V1", "No table of four players"),
    ((*SCORE_50, "--players", ""), "V1", "No table of  players"),
    ((*SCORE_50, "--alone"), "V5", "not at 4"),
    ((*SCORE_50, "--alone", "--players", "3"), "V5", "not at 3"),
    (("deal", "--seed", "3", "--players", "2"), "V1", "No table of 2 players"),
    (("deal", "--seed", "3", "--players", "5", "--dealer", "5"), "D1", "seats run from 0 to 4"),
    (("legal", "--hand", "KH", "--call", "KH"), "V4", "A card is called only at five players, not at 4"),
    (("legal", "--hand", "KH", "--call", "KH", "--players", "3"), "V4", "not at 3"),
    (("legal", "--hand", "KH", "--call", "7H", "--players", "5"), "V4", "7 of ♥ hearts (7H) cannot be called"),
    (("legal", "--hand", "KH", "--players", "5", "--first-trick"), "V6", "give --call"),
    (("legal", "--hand", "KH", "--trick", "1H 2H 3H", "--players", "3"), "P6", "already complete"),
    (("deal", "--seed", "7", "--players", "5", "--taker", "0", "--call", "QH"), "V4",
     "Queen of ♥ hearts (QH) cannot be called: a queen may be called only by a taker who holds the four kings; "
     "his hand lacks King of ♠ spades (KS), King of ♣ clubs (KC), King of ♦ diamonds (KD). [seat 0]"),
    (("deal", "--seed", "7", "--players", "5", "--taker", "1", "--call", "JH"), "R8", "Jack of ♥ hearts (JH)"),
    (("deal", "--seed", "7", "--players", "5", "--taker", "1", "--call", "7H"), "V4", "7 of ♥ hearts (7H)"),
    (("deal", "--seed", "7", "--taker", "1", "--call", "KH"), "V4", "not at 4"),
    (("deal", "--seed", "7", "--players", "5", "--taker", "5", "--call", "KH"), "D1", "seats run from 0 to 4"),
])
def test_bad_table_options_exit_2_with_one_line_naming_the_rule_V1_V4_V5(capsys, argv, rule, words):
    code, out, err = run(capsys, *argv)
    assert (code, out, err.count("\n")) == (2, "", 1) and err.startswith(f"tarot: {rule} (") and words in err
    code, out, err = run(capsys, *argv, "--json")
    assert (code, err) == (2, "") and json.loads(out)["error"]["rule"] == rule
    code, out, err = run(capsys, *argv, "--lang", "fr")
    assert code == 2 and err.startswith(f"tarot: {rule} (") and err.count("\n") == 1


def test_table_errors_in_french_V1_V4(capsys):
    assert run(capsys, *SCORE_50, "--players", "six", "--lang", "fr")[2].endswith(
        " : Table de six joueurs impossible : on joue à 3, 4 ou 5 joueurs.\n")
    assert run(capsys, "legal", "--hand", "KH", "--call", "KH", "--lang", "fr")[2].endswith(
        " : On n'appelle une carte qu'à cinq joueurs, pas à 4.\n")


def test_deal_three_and_five_players_V1(capsys):
    """V1: three hands of 24 and a chien of 6; five of 15 and a chien of 3; the same seed, the same deal."""
    for players, hand, chien in (("3", 24, 6), ("5", 15, 3)):
        code, out, _ = run(capsys, "deal", "--seed", "3", "--players", players, "--json")
        data = json.loads(out)
        assert code == 0 and data["players"] == int(players) and data["seed"] == 3
        assert [len(h) for h in data["hands"]] == [hand] * int(players) and len(data["chien"]) == chien
        assert len({c for h in data["hands"] for c in h} | set(data["chien"])) == 78
        assert run(capsys, "deal", "--seed", "3", "--players", players, "--json")[1] == out
    code, out, _ = run(capsys, "deal", "--seed", "3", "--players", "5", "--dealer", "4")
    lines = out.splitlines()
    assert code == 0 and [ln.split(":")[0] for ln in lines[:6]] == [f"seat {i}" for i in range(5)] + ["chien"]
    assert len(lines[5].split()) == 1 + 3


def test_legal_five_players_first_trick_V6_and_R9(capsys):
    """V6: KH called, the first trick may not be opened with another heart; R9: after an Excuse lead,
    the same for the card that sets the suit; later tricks (no --first-trick) are free."""
    five = ("legal", "--hand", "KH 7H 3S T4 QH", "--players", "5", "--call", "KH")
    data = json.loads(run(capsys, *five, "--first-trick", "--json")[1])
    assert data["legal"] == ["T4", "3S", "KH"] and {d["card"]: d["rule"] for d in data["illegal"]} == \
        {"QH": "V6", "7H": "V6"}
    data = json.loads(run(capsys, *five, "--first-trick", "--trick", "EX", "--json")[1])
    assert data["legal"] == ["T4", "3S", "KH"] and {d["rule"] for d in data["illegal"]} == {"R9"}
    data = json.loads(run(capsys, *five, "--json")[1])
    assert data["legal"] == ["T4", "3S", "KH", "QH", "7H"] and data["illegal"] == []
    data = json.loads(run(capsys, *five, "--first-trick", "--trick", "5H", "--json")[1])   # the suit is set
    assert data["legal"] == ["KH", "QH", "7H"]
    # a trick of four cards is not full at five players (P6 at four)
    data = json.loads(run(capsys, "legal", "--hand", "KH 3S", "--trick", "1H 2H 4H 5H", "--players", "5",
                          "--json")[1])
    assert data["legal"] == ["KH"] and data["illegal"][0]["rule"] == "P2"


def test_rules_lists_the_V_rules_V1_to_V11(capsys):
    code, out, _ = run(capsys, "rules")
    ids = [line.split()[0] for line in out.splitlines()]
    assert code == 0 and [f"V{i}" for i in range(1, 12)] == [i for i in ids if i.startswith("V")]
    assert "V11 Examples: three players, Garde 50.5 with 2 bouts, S = 70" in out


def test_bench_tables_plays_and_referees_four_player_deals_summing_to_zero_S4(capsys):
    """The benchmark at every table (issue 22 part 2), run small at four players: 20 random legal
    deals through GameState.apply, each refereed from its record and summing to zero."""
    from tarot_core.analysis import bench_tables
    assert bench_tables.main(["--deals", "20", "--players", "4", "--seed", "3"]) == 0
    line = capsys.readouterr().out.strip()
    assert line.startswith("players=4 deals=20 (") and " all sum to zero; cpu=" in line
    assert float(line.rsplit("deals_per_s=", 1)[1]) > 0


def test_bench_tables_stops_on_a_deal_that_does_not_sum_to_zero_V9(monkeypatch, capsys):
    """The check itself: an outcome whose scores do not sum to zero stops the run (exit 1), naming
    the table, the seed and the dealer."""
    import types

    from tarot_core.analysis import bench_tables
    real = bench_tables.referee

    def skewed(record):
        out = real(record)
        scores = (out.scores[0] + 1, *out.scores[1:]) if out.status == "played" else ()
        return types.SimpleNamespace(status=out.status, scores=scores)
    monkeypatch.setattr(bench_tables, "referee", skewed)
    assert bench_tables.main(["--deals", "5", "--players", "4"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("FAILED: 4 players, seed ") and err.rstrip().endswith("do not sum to zero (V9)")


def test_deal_five_players_with_a_call_names_the_partner_V4_V5(capsys):
    """V4: the call is checked against the taker's hand as dealt; V5: the partner is the seat holding
    it, none when the taker holds it or it is in the chien (seed 0: KS in the chien)."""
    deal7 = ("deal", "--seed", "7", "--players", "5")
    assert run(capsys, *deal7, "--taker", "0", "--call", "KS")[1].splitlines()[-1] == \
        "call: KS by seat 0 — partner: seat 1 (secret until the card is played, V5)"
    assert run(capsys, *deal7, "--taker", "0", "--call", "KH", "--lang", "fr")[1].splitlines()[-1] == \
        "appel : R♥ par le siège 0 — dans sa propre main : il joue seul (V5)"
    assert run(capsys, "deal", "--seed", "0", "--players", "5", "--taker", "2", "--call", "KS")[1].splitlines()[-1] \
        == "call: KS by seat 2 — in the chien: he plays alone (V5)"
    code, out, _ = run(capsys, *deal7, "--taker", "0", "--call", "RH", "--json")
    data = json.loads(out)
    assert code == 0 and (data["players"], data["call"]) == (5, "KH") and "taker" not in data   # a record's fields
    for half in (("--taker", "0"), ("--call", "KH")):
        code, out, err = run(capsys, *deal7, *half)
        assert (code, out) == (2, "") and err == ("tarot deal: --call and --taker go together: the taker's seat "
                                                  "and the card he calls (V4) (see tarot deal --help)\n")


def test_score_points_are_checked_for_the_table_V8(capsys):
    """V8: with tricks of 3 or 5 cards a side's points may end in ½ where the four-player game
    cannot give them: Garde Contre, 16½ points with no bout is refused at four (X5) and scored at
    three (S = −(25 + 40) × 6 = −390: taker −780, each defender +390) and at five."""
    argv = ("score", "--contract", "garde-contre", "--points", "16.5", "--bouts", "0")
    code, out, err = run(capsys, *argv)
    assert (code, out) == (2, "") and err.startswith("tarot: X5 (")
    data = json.loads(run(capsys, *argv, "--players", "3", "--json")[1])
    assert (data["S"], data["taker_score"], data["defender_score"]) == (-390, -780, 390)
    data = json.loads(run(capsys, *argv, "--players", "5", "--json")[1])
    assert (data["S"], data["taker_score"], data["partner_score"], data["defender_score"]) == (-390, -780, -390, 390)


def test_bench_tables_reports_a_deal_the_referee_refuses_with_its_seed(monkeypatch, capsys):
    """A deal played through legal actions that the referee refuses is a failure naming the table,
    seed and dealer (not a traceback); --keep-going counts them and exits 1 at the end."""
    from tarot_core.analysis import bench_tables
    from tarot_core.errors import ScoreInputError

    def refuses(record):
        raise ScoreInputError("X5", "err.score.s_value", value="x")
    monkeypatch.setattr(bench_tables, "referee", refuses)
    assert bench_tables.main(["--deals", "3", "--players", "4"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("FAILED: 4 players, seed ") and err.count("\n") == 1
    assert "the referee refuses a deal played through legal actions: X5" in err
    assert bench_tables.main(["--deals", "3", "--players", "4", "--keep-going"]) == 1
    out, err = capsys.readouterr()
    assert err.count("FAILED: 4 players") == 3 and out.startswith("players=4 deals=3 () 3 FAILED, the others")
