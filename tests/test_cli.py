"""The tarot command line: JSON outputs, exit codes, messages in French and English."""
import json
import random
import subprocess
import sys

import pytest

from tarot_core.io.cli import main
from tarot_core.analysis.simulate import random_record


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
    assert code == 0 and out.count("\n") == 50 and (word in out)


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
