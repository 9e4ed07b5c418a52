"""`tarot analyse`: the review of a played deal by exact endgame search, and the review's words.

Golden values come from the golden records (``tarot_core/io/golden``) and the review docstring of
``tarot_core.analysis.solver``: in ``excuse_last_trick_changes_sides`` the defender at seat 3 keeps
the Excuse for the last trick, where it changes sides (X5): with best play from trick 17 the taker
fails his Garde (S = −78, S3); after seat 3's KD (instead of the Excuse) he makes it (S = +52, the
referee's S of the deal).
"""
import io
import json
import sys

import pytest

from tarot_core.analysis.solver import CardReview, Review, review
from tarot_core.cards import parse_card
from tarot_core.io.cli import main
from tarot_core.io.golden import golden_folder, golden_records
from tarot_core.record import load_record
from tarot_core.referee import referee

EXCUSE_LAST = str(golden_folder() / "excuse_last_trick_changes_sides.json")


def run(capsys, *args):
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def analyse_json(capsys, *args):
    code, out, err = run(capsys, "analyse", *args, "--json")
    assert code == 0, err
    assert out.count("\n") == 1                     # ONE object on one line
    return json.loads(out)


# --- exact values on golden records -------------------------------------------------------------
def test_the_kd_of_trick_17_gave_the_contract_away_X5(capsys):
    data = analyse_json(capsys, EXCUSE_LAST, "--from-trick", "17")
    kd = data["positions"][2]
    assert {k: kd[k] for k in ("trick", "seat", "side", "card", "value_before", "value_after", "cost",
                               "made_before", "made_after", "best_card", "turned", "complete")} == {
        "trick": 17, "seat": 3, "side": "defence", "card": "KD", "value_before": -78, "value_after": 52,
        "cost": 130, "made_before": False, "made_after": True, "best_card": "EX", "turned": "gave",
        "complete": True}
    assert [p["cost"] for p in data["positions"]] == [0, 0, 130, 0, 0, 0, 0, 0]
    assert (data["complete"], data["first_trick_judged"], data["from_trick"]) == (True, 17, 17)


def test_plain_output_marks_the_turning_card_in_both_languages(capsys):
    code, out, err = run(capsys, "analyse", EXCUSE_LAST, "--from-trick", "17", "--lang", "en")
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0].startswith("Judged from CC in trick 17:") and "S = −78" in lines[0]
    assert "The turning card: KD, played by seat 3 (defence) in trick 17" in lines[0]
    marked = [line for line in lines if line.startswith("!") and "trick" in line]
    assert marked == ["!! trick 17, seat 3 (defence) plays KD: S with best play −78 before, +52 after; "
                      "it cost its side 130, EX was better; it gave the contract away"]
    assert len([line for line in lines if line.startswith("   trick")]) == 7
    code, out, _ = run(capsys, "analyse", EXCUSE_LAST, "--from-trick", "17", "--lang", "fr")
    assert code == 0
    assert "!! pli 17, siège 3 (défense) joue R♦ : S avec le meilleur jeu −78 avant, +52 après" in out
    assert "La carte décisive : R♦" in out and "il fallait jouer EX" in out


def test_analyse_file_is_what_tarot_analyse_prints(capsys):
    """Issue 23 §4: a lesson asks io.cli_analyse.analyse_file for the review instead of driving the
    command line: the same text, line for line, in both languages (X5: the KD of trick 17)."""
    from tarot_core.io.cli_analyse import analyse_file
    for lang in ("en", "fr"):
        code, out, _ = run(capsys, "analyse", EXCUSE_LAST, "--from-trick", "17", "--lang", lang)
        assert code == 0 and analyse_file(EXCUSE_LAST, 17, lang=lang) + "\n" == out


def test_no_play_could_save_a_garde_contre_with_the_bouts_in_the_chien_E3(capsys):
    """garde_contre_bouts_in_chien: the chien (two bouts) counts for the defence (E3); from trick
    15 the taker cannot make it with any play, and S stays the referee's −378."""
    data = analyse_json(capsys, str(golden_folder() / "garde_contre_bouts_in_chien.json"), "--from-trick", "15",
                        "--lang", "en")
    values = {p["value_before"] for p in data["positions"]} | {p["value_after"] for p in data["positions"]}
    assert values == {-378} and not any(p["turned"] for p in data["positions"])
    assert "No play could save it: the contract was already lost with best play, and it stayed lost." \
        in data["summary"]


# --- the JSON shape and the cost identity -----------------------------------------------------------
@pytest.mark.parametrize("name,from_trick", [("excuse_last_trick_changes_sides", 14), ("worked_example_s5", 15),
                                             ("petit_au_bout_lost", 13), ("four_kings_fifteen_trumps_poignee", 15)])
def test_positions_follow_the_record_and_costs_add_up_S3(capsys, name, from_trick):
    record = load_record(golden_records()[name])
    data = analyse_json(capsys, str(golden_folder() / f"{name}.json"), "--from-trick", str(from_trick))
    assert set(data) >= {"complete", "first_trick_judged", "nodes", "seconds", "positions", "summary"}
    pos = data["positions"]
    # one entry per card from the first card of trick N on, in play order (record tricks: from their leader)
    assert [p["card"] for p in pos] == [c.code for t in record.tricks[from_trick - 1:] for c in t]
    assert [p["trick"] for p in pos] == [t for t in range(from_trick, 19) for _ in range(4)]
    taker = referee(record).taker
    for p in pos:
        assert p["complete"] is True and p["side"] == ("taker" if p["seat"] == taker else "defence")
        diff = p["value_before"] - p["value_after"]
        assert p["cost"] == (diff if p["side"] == "taker" else -diff) and p["cost"] >= 0
        assert p["cost"] == 0 or p["best_card"] != p["card"]        # a costly card is not the best one
    for a, b in zip(pos, pos[1:]):                          # one card's after is the next card's before
        assert (a["value_after"], a["made_after"]) == (b["value_before"], b["made_before"])
    assert pos[-1]["value_after"] == referee(record).S      # the last position is the referee's result


def test_worked_example_mistakes_are_counted_in_the_summary(capsys):
    data = analyse_json(capsys, str(golden_folder() / "worked_example_s5.json"), "--from-trick", "15", "--lang", "en")
    costly = [p for p in data["positions"] if p["cost"]]
    assert len(costly) == 5
    assert (data["positions"][0]["value_before"], data["positions"][-1]["value_after"]) == (90, 64)
    assert "5 cards of the 16 judged cost their side points." in data["summary"]
    assert all(p["best_card"] != p["card"] for p in costly)


# --- the time limit: say what was not judged, guess nothing --------------------------------------------
def test_a_tiny_time_limit_from_trick_1_is_incomplete_and_guesses_nothing(capsys):
    data = analyse_json(capsys, EXCUSE_LAST, "--time-limit", "0.01", "--lang", "en")
    pos = data["positions"]
    assert data["complete"] is False and len(pos) == 72
    assert pos[0]["complete"] is False          # trick 1 (18 tricks left) cannot be solved in 10 ms
    for p in pos:
        if not p["complete"]:
            assert [p[k] for k in ("value_before", "value_after", "cost", "made_before", "made_after",
                                   "best_card", "turned")] == [None] * 7
    judged = [p for p in pos if p["complete"]]
    assert pos[len(pos) - len(judged):] == judged      # the judged cards are the last ones
    if judged:
        assert data["first_trick_judged"] == judged[0]["trick"]
        assert "The search did not finish in its time limit" in data["summary"]
    code, out, _ = run(capsys, "analyse", EXCUSE_LAST, "--time-limit", "0.01", "--lang", "fr")
    assert code == 0 and "La recherche n'a pas fini dans le temps imparti" in out
    assert "?  pli 1, siège 0 (preneur) joue T21 : non jugée (limite de temps)" in out.splitlines()


def test_the_summary_of_a_review_with_no_card_judged():
    card = CardReview(1, 0, "taker", parse_card("T21"), None, None, None, None, None, False)
    r = Review((card,), False, 0, 0.01)
    assert r.summary("en") == "The search did not finish in its time limit: no card was judged."
    assert r.summary("fr") == "La recherche n'a pas fini dans le temps imparti : aucune carte n'a été jugée."
    assert card.text("en") == "trick 1, seat 0 (taker) plays T21: not judged (time limit)"
    assert r.to_json()["first_trick_judged"] is None


# --- errors: one line, both languages, exit code 2 -----------------------------------------------------
@pytest.mark.parametrize("value,en,fr", [
    ("0", "'0' is out of range: 1 to 18", "« 0 » est hors des bornes : de 1 à 18"),
    ("19", "'19' is out of range: 1 to 18", "« 19 » est hors des bornes : de 1 à 18"),
    ("2.5", "'2.5' is not a whole number", "« 2.5 » n'est pas un nombre entier"),
    ("x", "'x' is not a number", "« x » n'est pas un nombre"),
])
def test_a_bad_from_trick_names_the_option(capsys, value, en, fr):
    for lang, words in (("en", en), ("fr", fr)):
        code, out, err = run(capsys, "analyse", EXCUSE_LAST, "--from-trick", value, "--lang", lang)
        assert code == 2 and out == "" and err.count("\n") == 1
        assert "--from-trick" in err and words in err
    code, out, _ = run(capsys, "analyse", EXCUSE_LAST, "--from-trick", value, "--json")
    assert code == 2 and json.loads(out)["error"]["field"] == "--from-trick"


@pytest.mark.parametrize("value", ["0", "601", "nan"])
def test_a_bad_time_limit_names_the_option(capsys, value):
    code, out, err = run(capsys, "analyse", EXCUSE_LAST, "--time-limit", value)
    assert code == 2 and err.count("\n") == 1 and "--time-limit" in err


def test_an_unreadable_file_is_the_referees_error(tmp_path, capsys):
    missing = tmp_path / "nothing.json"
    code, out, err = run(capsys, "analyse", str(missing), "--lang", "en")
    assert code == 2 and err.count("\n") == 1 and "nothing.json" in err and "no such file" in err
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    code, out, err = run(capsys, "analyse", str(bad), "--lang", "fr")
    assert code == 2 and err.count("\n") == 1 and "bad.json" in err
    code, out, err = run(capsys, "analyse", str(bad), "--json")
    assert code == 2 and json.loads(out)["error"]["rule"] == "format"


def _edited(tmp_path, name, edit):
    data = json.loads((golden_folder() / f"{name}.json").read_text(encoding="utf-8"))
    edit(data)
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def test_an_unfinished_deal_is_refused_E4(tmp_path, capsys):
    path = _edited(tmp_path, "excuse_last_trick_changes_sides", lambda d: d.update(tricks=d["tricks"][:10]))
    code, out, err = run(capsys, "analyse", path, "--lang", "en")
    assert (code, out) == (2, "") and err == (
        "tarot: E4 (Everyone plays with 18 cards): Unfinished deal (full tricks: 10 of 18): "
        "only a finished deal can be reviewed.\n")
    code, out, err = run(capsys, "analyse", path, "--lang", "fr")
    assert code == 2 and "Donne inachevée (plis complets : 10 sur 18)" in err
    code, out, _ = run(capsys, "analyse", path, "--json")
    assert code == 2 and json.loads(out)["error"]["rule"] == "E4"


def test_an_illegal_card_in_an_unfinished_deal_is_reported_by_its_rule(tmp_path, capsys):
    def edit(d):
        d["tricks"] = d["tricks"][:2]
        d["tricks"][1] = list(reversed(d["tricks"][1]))     # the wrong seat's cards in the wrong order
    code, _, err = run(capsys, "analyse", _edited(tmp_path, "excuse_last_trick_changes_sides", edit))
    assert code == 2 and err.count("\n") == 1 and "Unfinished" not in err


@pytest.mark.parametrize("name,rule,en,fr", [
    ("all_pass", "A3", "Everyone passed: no card was played", "Tout le monde a passé"),
    ("petit_sec_cancelled", "D4", "Deal cancelled (Petit sec)", "Donne annulée (Petit sec)"),
])
def test_a_deal_not_played_is_refused(capsys, name, rule, en, fr):
    path = str(golden_folder() / f"{name}.json")
    for lang, words in (("en", en), ("fr", fr)):
        code, out, err = run(capsys, "analyse", path, "--lang", lang)
        assert code == 2 and err.count("\n") == 1 and err.startswith(f"tarot: {rule} ") and words in err
    code, out, _ = run(capsys, "analyse", path, "--json")
    assert code == 2 and json.loads(out)["error"]["rule"] == rule


def test_stdin_holds_one_record(monkeypatch, capsys):
    text = (golden_folder() / "excuse_last_trick_changes_sides.json").read_text(encoding="utf-8")
    monkeypatch.setattr(sys, "stdin", io.StringIO(text))
    data = analyse_json(capsys, "-", "--from-trick", "18")
    assert data["file"] == "<stdin>" and [p["card"] for p in data["positions"]] == ["KC", "KS", "EX", "9D"]
    one_line = json.dumps(json.loads(text))
    monkeypatch.setattr(sys, "stdin", io.StringIO(one_line + "\n" + one_line + "\n"))
    code, out, err = run(capsys, "analyse", "-", "--lang", "en")
    assert code == 2 and "tarot analyse reviews one deal at a time, and the input holds 2." in err


def test_the_review_object_and_the_cli_agree(capsys):
    data = analyse_json(capsys, EXCUSE_LAST, "--from-trick", "16")
    r = review(golden_records()["excuse_last_trick_changes_sides"], from_trick=16)
    assert data["positions"] == r.to_json()["positions"]
    assert data["summary"] == r.summary()


def test_the_summary_names_the_first_turn_and_counts_the_others():
    """Hand-built values (S3, S1–S2 made/failed): the taker's KH loses a contract best play made
    (+10 → −20, cost 30), then a defender's 7H gives it back (−20 → +15, cost 35 for the defence)."""
    cards = (CardReview(5, 0, "taker", parse_card("KH"), 10, -20, True, False, parse_card("QH"), True),
             CardReview(5, 1, "defence", parse_card("7H"), -20, 15, False, True, parse_card("8H"), True))
    assert [(c.cost, c.turned) for c in cards] == [(30, "lost"), (35, "gave")]
    assert Review(cards, True, 0, 0.0).summary("en") == (
        "Judged from KH in trick 5: with best play by both sides from there, S = +10 and the contract can be made. "
        "As played: S = +15, the contract is made. "
        "The turning card: KH, played by seat 0 (taker) in trick 5: it lost the contract (QH was the card to play). "
        "The contract changed sides 1 more time after it. 2 cards of the 2 judged cost their side points.")
    assert Review(cards, True, 0, 0.0).summary("fr") == (
        "Analyse à partir de R♥ au pli 5 : avec le meilleur jeu des deux camps dès ce moment, S = +10 et le contrat "
        "est gagnable. Donne jouée : S = +15, le contrat est réussi. La carte décisive : R♥, jouée par le siège 0 "
        "(preneur) au pli 5 : elle a fait chuter le contrat (il fallait jouer D♥). Le contrat a encore changé de camp "
        "1 fois ensuite. 2 cartes sur les 2 jugées ont coûté des points à leur camp.")
    assert Review((), True, 0, 0.0).summary("fr") == "Aucune carte à juger."


class _Terminal(io.StringIO):
    def isatty(self):
        return True


def test_on_a_terminal_the_wait_says_how_far_back_it_has_judged(monkeypatch, capsys):
    """While the search runs, a terminal's standard error shows how far back the review has judged
    (ReviewProgress.text: the search works from the last card back), one line rewritten in place
    (every position here: PROGRESS_EVERY = 0), wiped at the end; on a pipe, nothing."""
    from tarot_core.io import cli_analyse

    monkeypatch.setattr(cli_analyse, "PROGRESS_EVERY", 0.0)
    err = _Terminal()
    monkeypatch.setattr(sys, "stderr", err)
    assert main(["analyse", EXCUSE_LAST, "--from-trick", "17", "--lang", "en"]) == 0
    shown = err.getvalue().split("\r")
    lines = [s.strip() for s in shown if s.strip()]
    assert lines[0].startswith("Judged so far: from card 4 of trick 18 to the end (")
    assert lines[-1].startswith("Judged so far: from card 1 of trick 17 to the end (")
    assert len(lines) == 8 and shown[-1] == "" and not shown[-2].strip()        # the 8 cards, then wiped
    assert "Judged from CC in trick 17" in capsys.readouterr().out
    monkeypatch.undo()
    code, out, err_text = run(capsys, "analyse", EXCUSE_LAST, "--from-trick", "17", "--lang", "en")
    assert code == 0 and err_text == ""
