"""The rules desk (issue 13) from its Python side: the card picker (widgets/picker.py) and the
desk (widgets/desk.py), driven by the same actions the browser sends.

Each of the five questions is answered on its worked case with the exact ruling and rule IDs (the
Excuse led, X2; a forced trump discard, E2; the four kings and fifteen trumps, B3; the Excuse-last
slam with the Petit in trick 17, X6/B6/R3/R5; a defence slam with the taker's early Excuse,
R1/R2/R4; the same deal's score, R1; a whole record refereed, with the story's B6 and R lines). The
picker refuses a card twice (C1) and an over-full pile, with the rule. A case shared as text and
pasted back gives the same ruling. The marimo app runs headless in both languages. The browser side
is tests/browser/test_rules_desk_browser.py.
"""
from __future__ import annotations

import json
import pathlib
import re
import types

import pytest

from tarot_core.errors import TarotError
from tarot_core.io.case import (
    case_for_discard,
    case_for_end,
    case_for_play,
    case_for_poignee,
    case_for_record,
    case_for_score,
    parse_case,
)
from tarot_core.io.golden import golden_records
from widgets.desk import RulesDesk
from widgets.labels import LABELS
from widgets.picker import CardPicker, Piles, Refusal

ROOT = pathlib.Path(__file__).resolve().parent.parent
GOLDEN = golden_records()
KINGS = GOLDEN["four_kings_fifteen_trumps_poignee"]
KINGS_HELD = [c for c in KINGS["hands"][3] + KINGS["chien"] if c not in KINGS["discard"]]
FORCED = GOLDEN["forced_trump_discard"]
SLAM17 = dict(contract="garde", taker=2, earlier="taker", last_tricks=[(2, "T1 QD KS QH"), (2, "EX KD KC KH")])
DEFENCE = dict(contract="garde", taker=2, earlier="defence", last_tricks=[(3, "T21 9H KD 8H")],
               excuse_earlier=("taker", 1), petit_earlier="defence", slam_announced=True)


@pytest.fixture
def desk():
    return RulesDesk(lang="en")


def click(desk, picker, pile, *cards):
    """The clicks of the browser: choose the pile, then each card among the 78."""
    desk.do("current", pile=pile, picker=picker)
    for card in cards:
        desk.do("pick", card=card, picker=picker)
        assert not desk.last_error, desk.last_error


# --------------------------------------------------------------------------- 1 may I play this card?
def test_q1_the_excuse_led_clicks(desk):
    """X2: after the Excuse the 9♠ sets the suit; void in ♠ you trump (P3), above the 8 (P4): only T12."""
    click(desk, "play", "hand", "KH", "3H", "7C", "T5", "T12")
    click(desk, "play", "trick", "EX", "9S", "T8")
    a = desk.answer
    assert a["state"] == "answer" and a["legal"] == ["T12"]
    assert a["rules"] == ["P3", "P4", "X2"]
    assert [ln["rule"] for ln in a["lines"]] == ["", "X2", "P4", "P3", "P3", "P3"]
    assert a["headline"] == "1 of the 5 card(s) may be played."
    click(desk, "play", "card", "T5")                                # the card asked about
    assert desk.answer["headline"] == "No: Trump 5 (T5) may not be played (P4)." and desk.answer["ok"] is False
    desk.do("pick", card="T5", picker="play")                        # out again, then T12
    desk.do("pick", card="T12", picker="play")
    assert desk.answer["headline"] == "Yes: Trump 12 (T12) may be played." and desk.answer["ok"] is True
    assert desk.piles["play"] == {"hand": ["KH", "3H", "7C", "T5", "T12"], "trick": ["EX", "9S", "T8"],
                                  "card": ["T12"]}


def test_q1_in_french_with_french_letters():
    desk = RulesDesk(lang="fr")
    desk.set_play("R♥ 3♥ 7♣ T5 T12", "EX 9♠ T8", card="T5")
    a = desk.answer
    assert a["legal"] == ["T12"] and a["rules"] == ["P3", "P4", "X2"]
    assert a["headline"] == "Non : Atout 5 (T5) ne peut pas se jouer (P4)."
    assert a["lines"][1]["text"].startswith("X2 : Excuse en entame") and "9♠" in a["lines"][1]["text"]


# --------------------------------------------------------------------------- 2 discard, poignée
def test_q2_a_forced_trump_discard(desk):
    desk.ask("discard", "discard")
    click(desk, "discard", "hand", *FORCED["hands"][0])
    click(desk, "discard", "chien", *FORCED["chien"])
    assert desk.answer["state"] == "ask" and "6 cards of the discard" in desk.answer["prompt"]
    click(desk, "discard", "discard", *FORCED["discard"])
    a = desk.answer
    assert a["state"] == "answer" and a["ok"] is True and a["rules"] == ["E2"]
    assert a["lines"][0]["text"] == "E2: Valid discard. Discarded trumps, to be shown: T3 T4 T5."
    assert a["lines"][1]["text"] == "E2: with these 24 cards the discard holds exactly 3 trump(s)."
    desk.do("pick", card="T5", picker="discard")                     # a king instead of a trump
    desk.do("pick", card="KH", picker="discard")
    a = desk.answer
    assert a["ok"] is False and a["rules"] == ["E2"] and a["headline"] == "Not allowed."
    assert a["lines"][0]["text"].endswith("A king may not be discarded: King of ♥ hearts (KH).")     # issue 21 item 5


def test_q2_the_four_kings_triple_poignee(desk):
    """B3: the 14 trumps left in hand and the discarded T7 make a triple poignée."""
    desk.set_poignee(KINGS_HELD, KINGS["poignees"]["3"], KINGS["discard"])
    a = desk.answer
    assert (desk.question, desk.mode) == ("discard", "poignee")
    assert a["ok"] is True and a["rules"] == ["B3"]
    assert a["lines"][0]["text"] == "B3: Valid triple poignée: 40 points to the side that wins the deal."
    assert desk.value.valid and desk.value.rule == "B3"
    desk.do("current", pile="shown", picker="poignee")
    desk.do("pick", card="T7", picker="poignee")                    # without T7: 14 trumps, no poignée
    assert desk.answer["ok"] is False and desk.answer["rules"] == ["B1"]


def test_q2_a_selection_is_chosen_among_its_piles(desk):
    desk.ask("discard", "discard")
    desk.do("current", pile="discard", picker="discard")
    desk.do("pick", card="KS", picker="discard")
    assert desk.last_error["rule"] == "E1"
    assert desk.last_error["message"] == ("King of ♠ spades (KS) is not in Hand and Chien: “Discard (écart)” is "
                                          "chosen among their cards.")


# --------------------------------------------------------------------------- 3 the end of a deal
def test_q3_excuse_last_slam_petit_in_trick_17_clicks(desk):
    desk.ask("end")
    desk.do("end_set", contract="garde", taker="2", count="2")
    desk.do("end_set", leader={"trick": 17, "seat": "2"})
    desk.do("end_set", leader={"trick": 18, "seat": "2"})
    click(desk, "end", "t17", "T1", "QD", "KS", "QH")
    click(desk, "end", "t18", "EX", "KD", "KC", "KH")
    e = desk.value
    # The taker's own Petit in trick 17: B6 (FFT) gives petit au bout; R5 is not involved (issue 21 item 7).
    assert (e.slam, e.petit_au_bout, e.excuse_side, e.rulings) == ("taker", "taker", "taker", ("R3",))
    assert (e.slam_part, e.petit_au_bout_part) == (200, 20)
    a = desk.answer
    assert a["end"]["rulings"] == ["R3"] and [r["rule"] for r in a["rulings"]] == ["R3"]
    assert a["rules"] == ["X6", "R3", "B6", "B7", "B5"]
    assert a["headline"] == ("Slam: the taker (preneur) · petit au bout: the taker (preneur) · the Excuse ends "
                             "with the taker (preneur) · in S: petit au bout +20, slam +200.")
    assert desk.view["end"]["excuse_shown"] and desk.view["end"]["petit_shown"]


def test_q3_defence_slam_announced_with_the_takers_early_excuse(desk):
    desk.ask("end")
    desk.do("end_set", taker="2", earlier="defence", slam=True, excuse="taker", excuse_trick="1", petit="defence")
    desk.do("end_set", leader={"trick": 18, "seat": "3"})
    click(desk, "end", "t18", "T21", "9H", "KD", "8H")
    e = desk.value
    assert (e.slam, e.petit_au_bout, e.excuse_side) == ("defence", None, "taker")
    assert e.rulings == ("R1", "R2", "R4") and e.slam_part == -400
    assert desk.answer["end"]["slam_part"] == -400
    assert [r["rule"] for r in desk.answer["rulings"]] == ["R1", "R2", "R4"]


def test_q3_per_trick_sides_and_the_cores_refusal(desk):
    desk.set_end(**SLAM17)
    desk.do("end_set", earlier="each")
    assert [s["side"] for s in desk.view["end"]["sides"]] == ["taker"] * 16
    desk.do("end_set", side=5)                                       # trick 5 to the defence: no slam
    assert desk.view["end"]["sides"][4]["side"] == "defence"
    assert desk.value.slam is None and desk.value.rulings == ()
    desk.do("end_set", leader={"trick": 18, "seat": "1"})           # P1: the winner of 17 leads 18
    assert desk.answer["state"] == "refused" and desk.answer["error"]["rule"] == "P1"


# --------------------------------------------------------------------------- 4 the score
def test_q4_the_defence_slams_score(desk):
    desk.ask("score")
    desk.do("score_set", contract="prise", points="7.5", bouts="1", slam_announced=True, all_tricks="defence")
    a = desk.answer
    assert a["score"]["S"] == -469 and a["score"]["slam"] == -400
    assert a["headline"] == "S = −469: taker −1407, each defender +469 (S4)."
    assert "R1" in a["rules"] and "B8" in a["rules"]
    desk.do("score_set", bouts="4")                                  # facts that cannot happen
    assert desk.answer["state"] == "refused" and desk.answer["error"]["rule"] == "S1"


def test_q3_a_defenders_petit_in_trick_17_of_an_excuse_last_slam_is_ruling_R5(desk):
    """R5's own part: the *other* side's Petit in trick 17 still counts for the slam side."""
    desk.ask("end")
    desk.do("end_set", contract="garde", taker="2", count="2")
    desk.do("end_set", leader={"trick": 17, "seat": "2"})
    desk.do("end_set", leader={"trick": 18, "seat": "2"})
    click(desk, "end", "t17", "T5", "T1", "KS", "QH")         # seat 3, a defender, plays the Petit
    click(desk, "end", "t18", "EX", "KD", "KC", "KH")
    e = desk.value
    assert (e.slam, e.petit_au_bout, e.rulings) == ("taker", "taker", ("R3", "R5"))
    assert [r["rule"] for r in desk.answer["rulings"]] == ["R3", "R5"]


# --------------------------------------------------------------------------- 5 a whole deal
def test_q5_a_pasted_record_refereed_and_replayed(desk):
    desk.do("question", q="referee")
    desk.do("referee", text=json.dumps(GOLDEN["excuse_last_slam_petit_17"]))        # one line
    a = desk.answer
    assert a["state"] == "answer" and a["referee"]["S"] == 580
    assert a["referee"]["rulings"] == ["R3", "R4"]                       # the taker's own Petit: B6, not R5
    assert [r["rule"] for r in a["rulings"]] == ["R3", "R4"]
    story = [ln["rule"] for ln in a["lines"]]
    assert story == ["E1", "R4", "X6", "R3", "B6", "B7", "S1"]           # B6 (and R5 in its words)
    assert "project ruling R5" in a["lines"][4]["text"]
    assert a["breakdown"][-1]["rule"] == "S4"
    r = desk.replayer
    assert r.outcome.S == 580 and r.total_steps == 72
    desk.do("referee", text=json.dumps(GOLDEN["defence_slam_announced_r1"], indent=2))   # pretty-printed
    assert desk.answer["referee"]["rulings"] == ["R1", "R4"] and r.outcome.S == -469


def test_q5_a_file_and_the_refusals(desk):
    desk.load_bytes(json.dumps(KINGS).encode("utf-8"), "kings.json")
    a = desk.answer
    assert desk.question == "referee" and a["referee"]["S"] == 400 and "B3" not in a["rules"]
    assert desk.replayer.outcome.poignees[0][1].size == 15
    desk.load_bytes("{}".encode("utf-16"), "odd.json")                   # not UTF-8: refused, named
    assert desk.answer["state"] == "refused" and "odd.json" in desk.answer["error"]["message"]
    bad = (ROOT / "tests" / "invalid_records" / "not_following_suit.json").read_bytes()
    desk.load_bytes(bad, "bad.json")
    assert desk.answer["error"]["rule"] == "P2" and desk.answer["rules"] == ["P2"]


# --------------------------------------------------------------------------- the picker
def test_the_picker_refuses_a_card_twice_and_an_overfull_pile():
    p = CardPicker(piles={"hand": {"size": 18, "rule": "D3"}, "trick": 3}, lang="en")
    p.do("type", text="KH T21 EX")
    p.do("current", pile="trick")
    p.do("pick", card="KH")                                          # C1: in the hand already
    assert p.last_error["rule"] == "C1" and p.last_error["card"] == "KH"
    assert p.last_error["message"].startswith(
        "King of ♥ hearts (KH) is already in “Hand”: a card is in one place only. C1")
    assert p.piles == {"hand": ["KH", "T21", "EX"], "trick": []}
    p.do("type", text="2S 2S")                                       # the core's refusal, as it is
    assert p.last_error["message"] == "C1 (78 cards: four suits of 14, 21 trumps and the Excuse): " \
                                      "The card 2 of ♠ spades (2S) appears twice."
    p.do("type", text="2S 3S 4S 5S")                                 # all or none
    assert p.last_error["message"] == "“Trick so far” holds at most 3 cards: 5 of ♠ spades (5S) does not fit."
    assert p.piles["trick"] == []
    p.do("current", pile="hand")
    p.do("type", text="1C 2C 3C 4C 5C 6C 7C 8C 9C 10C JC CC QC KC 1D")
    assert len(p.piles["hand"]) == 18
    p.do("pick", card="2D")
    assert p.last_error["rule"] == "D3"
    assert p.last_error["message"] == "“Hand” holds at most 18 cards (D3): 2 of ♦ diamonds (2D) does not fit."
    p.do("pick", card="KC")                                          # a click on a card in the pile: out
    assert "KC" not in p.piles["hand"] and not p.last_error


def test_the_picker_reads_french_letters_and_symbols():
    p = CardPicker(piles={"hand": 18}, lang="fr")
    p.do("type", text="R♥ D♦ V♣ CC RC 1S")                           # C last: clubs; C first: cavalier
    assert sorted(p.piles["hand"]) == sorted(["KH", "QD", "JC", "CC", "KC", "1S"])
    p.do("type", text="ZZ")
    assert p.last_error["message"] == "C1 (78 cartes : quatre couleurs de 14, 21 atouts et l'Excuse) : " \
                                      "Carte inconnue : « ZZ »."


def test_piles_written_from_python_are_checked():
    p = CardPicker(piles={"hand": 18, "chien": 6}, lang="en")
    p.piles = {"hand": ["KH", "T1"], "chien": ["EX"]}
    assert p.piles == {"hand": ["KH", "T1"], "chien": ["EX"]} and not p.last_error
    p.piles = {"hand": ["KH"], "chien": ["KH"]}                     # C1: refused, unchanged
    assert p.last_error["rule"] == "C1" and p.piles == {"hand": ["KH", "T1"], "chien": ["EX"]}
    with pytest.raises(Refusal):
        p.set_piles({"hand": "KS " * 2})
    assert len(p.deck) == 78 and {c["row"] for c in p.deck} == {0, 1, 2, 3, 4}


def test_piles_keep_play_order_and_selections_follow_their_source():
    piles = Piles({"hand": 18, "trick": {"size": 3, "ordered": True}, "card": {"size": 1, "from": ("hand",)}})
    piles.add("T5 KH", "hand", "en")
    piles.add("9S EX", "trick", "en")
    assert piles.codes()["trick"] == ["9S", "EX"]                    # play order, not suit order
    piles.add(["KH"], "card", "en")
    piles.remove("KH", "hand", "en")                                 # out of the hand: out of the question
    assert piles.codes()["card"] == []


# --------------------------------------------------------------------------- share
@pytest.mark.parametrize("setup", [
    ("set_play", ("KH 3H 7C T5 T12", "EX 9S T8"), {}),
    ("set_discard", (FORCED["hands"][0], FORCED["chien"], FORCED["discard"]), {}),
    ("set_poignee", (KINGS_HELD, KINGS["poignees"]["3"], KINGS["discard"]), {}),
    ("set_end", (), SLAM17),
    ("set_end", (), DEFENCE),
    ("set_score", ("prise", 7.5, 1), {"slam_announced": True, "all_tricks": "defence"}),
    ("set_record", (GOLDEN["excuse_last_slam_petit_17"],), {}),
], ids=["play", "discard", "poignee", "end-slam17", "end-defence", "score", "referee"])
def test_a_shared_case_pasted_back_gives_the_same_ruling(setup):
    """Issue 23 §3: the pasted case's ruling shows every line of the desk's answer — the X2 line of a
    led Excuse, the E2 count of trumps the discard must hold, the B1 poignées the hand may show were
    built beside the case and missing from it — and the desk holds the same case again."""
    method, args, kwargs = setup
    first = RulesDesk(lang="en")
    getattr(first, method)(*args, **kwargs)
    text, ruling, answer = first.share(), first.ruling, first.answer
    assert text.startswith("tarot-case 1\n") and ruling is not None
    assert parse_case(text).answer("en") == ruling                   # the core's own round trip
    other = RulesDesk(lang="en")                                     # another desk, another question on it
    other.set_play("KS", "")
    other.open_case(text)
    assert other.shared["same"] is True and other.shared["rules"] == answer["rules"]
    assert other.shared["lines"] == answer["lines"]                  # every answer line, X2/E2/B1 included
    assert all(ln["text"] in other.shared["text"].splitlines() for ln in answer["lines"] + answer["rulings"])
    assert other.ruling == ruling and other.case == first.case == parse_case(text)
    assert (other.answer["rules"], other.answer["headline"], other.answer["lines"]) == \
        (answer["rules"], answer["headline"], answer["lines"])
    assert other.share() == text


@pytest.mark.parametrize("case", [
    case_for_play("KH 3H 7C T5 T12", "EX 9S T8"), case_for_play("KS T5 T12 EX", "10H T8"),
    case_for_discard(FORCED["hands"][0], FORCED["chien"], FORCED["discard"]),
    case_for_poignee(KINGS_HELD, KINGS["poignees"]["3"], KINGS["discard"]),
    case_for_poignee(KINGS_HELD, KINGS["poignees"]["3"][:10]),
    case_for_end(**SLAM17), case_for_end(**DEFENCE),
    case_for_end("garde", [(0, "T1 2H 3H 4H"), (1, "5H 6H 7H 8H")], earlier="DT" * 8, excuse_earlier="chien"),
    case_for_score("prise", 7.5, 1, slam_announced=True, all_tricks="defence"),
    case_for_score("garde_contre", 56, 3, petit_au_bout="taker", poignees=("double",)),
    case_for_record(GOLDEN["excuse_last_slam_petit_17"]),
], ids=lambda c: c.question)
def test_a_case_put_on_the_desk_is_the_desks_case(case):
    """Issue 23 §3: the desk's state is the case — put on it (the paste path: the core reads the
    facts back, case_arguments, into the set_* methods), the desk gives back the very same case."""
    desk = RulesDesk(lang="en")
    desk.open_case(case.to_text())
    assert desk.case == case and desk.share() == case.to_text() and desk.shared["same"] is True


def test_X2_the_core_says_when_the_card_after_a_led_excuse_sets_the_suit(monkeypatch):
    """X2 ("Excuse led: the next card sets the suit"): the core decides it
    (tarot_core.play.excuse_led_suit_setter), the desk only shows it (issue 23 §3: it tested the
    trick's first card itself)."""
    from tarot_core import play
    assert play.excuse_led_suit_setter("EX 9S T8").code == "9S"
    assert play.excuse_led_suit_setter("EX") is None and play.excuse_led_suit_setter("9S EX T8") is None
    desk = RulesDesk(lang="en")
    desk.set_play("KH 3H 7C T5 T12", "EX 9S T8")
    assert desk.answer["lines"][1] == {"rule": "X2", "text": "X2: Excuse led: the next card sets the suit; "
                                                             "here 9 of ♠ spades (9S) sets the suit."}
    monkeypatch.setattr(play, "excuse_led_suit_setter", lambda trick: None)   # the core's word, not the desk's
    desk.set_play("KH 3H 7C T5", "EX 9S T8")
    assert "X2" not in desk.answer["rules"] and all(ln["rule"] != "X2" for ln in desk.answer["lines"])


def _count_replays(monkeypatch) -> list:
    """Count the core's replays of a record (tarot_core.game.replay_states; the referee and the
    replayer both replay through it)."""
    import tarot_core.game
    import widgets.replay
    calls: list = []
    real = tarot_core.game.replay_states

    def counting(*args, **kwargs):
        calls.append(1)
        return real(*args, **kwargs)
    monkeypatch.setattr(tarot_core.game, "replay_states", counting)
    monkeypatch.setattr(widgets.replay, "replay_states", counting)
    return calls


def test_a_pasted_record_is_replayed_once_not_on_every_click(monkeypatch):
    """Issue 23 §3: a pasted record was replayed twice on load (the referee and the replayer below
    the desk) and again on every click (each refresh asked the core anew). Now once: the desk asks
    the core once per case and language, and takes the replayer's outcome when it replayed the
    same record (tarot_core.io.case.referee_ruling)."""
    calls = _count_replays(monkeypatch)
    desk = RulesDesk(lang="en")
    assert desk.replayer.outcome is not None                         # shown below the desk
    calls.clear()
    desk.do("referee", text=json.dumps(GOLDEN["four_kings_fifteen_trumps_poignee"]))
    assert len(calls) == 1 and desk.answer["referee"]["S"] == 400 and desk.replayer.outcome.S == 400
    for act, args in (("pick", {"card": "KH", "picker": "play"}), ("question", {"q": "referee"}), ("share", {}),
                      ("end_set", {"contract": "garde"}), ("question", {"q": "referee"})):
        desk.do(act, **args)
    assert len(calls) == 1
    text = desk.case_text
    other = RulesDesk(lang="en")
    calls.clear()
    other.open_case(text)                                            # no replayer shown: the referee, once
    assert len(calls) == 1 and other.shared["same"] is True and other.answer["referee"]["S"] == 400
    other.do("question", q="referee")
    other.load_bytes(text.encode(), "case.txt")                      # not a record: refused unreplayed
    assert len(calls) == 1


def test_a_malformed_case_names_its_line(desk):
    desk.open_case("tarot-case 1\nquestion: play\nhand: KH ZZ")
    assert desk.shared["error"]["rule"] == "C1" and "line 3 (hand)" in desk.shared["error"]["message"]
    desk.set_play("", "")
    assert desk.share() == "" and desk.message == "The question is not complete: nothing to share yet."


# --------------------------------------------------------------------------- words, language
def test_a_change_of_language_keeps_the_question(desk):
    desk.set_end(**DEFENCE)
    desk.lang = "fr"
    assert desk.answer["headline"].startswith("Chelem : la défense")
    assert desk.deck[0]["label"] == "As de ♠ pique" and desk.calculator.lang == "fr"


def test_every_label_the_views_name_exists():
    static = ROOT / "widgets" / "static"
    keys = set()
    for name in ("picker.js", "desk.js"):
        keys |= set(re.findall(r'T\(model, "([\w.]+)"\)', (static / name).read_text(encoding="utf-8")))
    source = (static / "desk.js").read_text(encoding="utf-8")
    keys |= set(re.findall(r'"(desk\.[\w.]+)"', source))
    missing = sorted(k for k in keys if k not in LABELS)
    assert keys and not missing, missing
    for q in ("play", "discard", "poignee", "end", "score", "referee"):
        assert f"desk.q.{q}.about" in LABELS and f"desk.q.{q}.asked" in LABELS


# --------------------------------------------------------------------------- the marimo app
def test_the_marimo_app_runs_in_both_languages_and_reads_a_file():
    pytest.importorskip("marimo")
    import importlib.util
    path = ROOT / "lessons" / "marimo" / "rules_desk.py"
    record = json.dumps(KINGS).encode("utf-8")
    upload = types.SimpleNamespace(value=[record], contents=lambda: record, name=lambda: "kings.json")
    for lang in ("fr", "en"):
        spec = importlib.util.spec_from_file_location(f"rules_desk_{lang}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        _outputs, names = module.app.run(defs={"lang_pick": types.SimpleNamespace(value=lang),
                                                "record_file": upload})
        desk = names["desk"]
        assert desk.lang == lang and desk.question == "referee"
        assert desk.answer["referee"]["S"] == 400 and desk.replayer.outcome.S == 400
    source = path.read_text(encoding="utf-8")
    assert "lang_pick = language_picker(mo" in source and "mo.ui.file" in source


def test_quick_clicks_merged_into_one_message_all_count():
    """JupyterLab merges the changes made while a message is in flight: each action carries the ones
    Python has not run yet, and each runs once, by its number."""
    p = CardPicker(piles={"hand": 18}, lang="en")
    q = [{"act": "pick", "n": i + 1, "args": {"card": c}} for i, c in enumerate(["KH", "QH", "JH"])]
    p.action = {**q[0], "queue": q[:1]}
    p.action = {**q[2], "queue": q}                                  # the second merged into the third
    p.action = {**q[2], "queue": q[1:], "again": True}               # the same ones once more: nothing
    assert p.piles["hand"] == ["KH", "QH", "JH"] and p.view["acked"] == 3
    p.do("pick", card="KH")                                          # Python's own actions come after
    assert p.piles["hand"] == ["QH", "JH"] and p.view["acked"] == 4


# --------------------------------------------------------------------------- issue 21 items 10, 16, 17
@pytest.mark.parametrize("n", [2**62, 2**53, -5, "7", 1.5, True, None])
def test_a_bad_action_number_is_refused_and_later_clicks_still_count(desk, n):
    """Issue 21 item 16: an action numbered 2**62 made the desk ignore every later click (JavaScript
    cannot count past 2**53, so n + 1 looked old for ever). Now it is refused, said, the browser's
    counter set back, and the next click runs."""
    done = desk._done
    desk.action = {"act": "pick", "n": n, "args": {"card": "KH"}}
    assert desk.message.startswith("Action “pick”: its number ") and desk.message.endswith(
        f"does not follow the last action run ({done}); it is ignored, nothing changed.")
    assert desk.pickers["play"].cards("hand") == [] and desk._done == done and desk.action["n"] == done
    desk.do("pick", card="KH")
    assert [c.code for c in desk.pickers["play"].cards("hand")] == ["KH"] and desk._done == done + 1
    # the browser's next click (common.js send: max(its own count, model's n) + 1) counts too
    desk.action = {"act": "pick", "n": desk.action["n"] + 1, "args": {"card": "QH"}}
    assert {c.code for c in desk.pickers["play"].cards("hand")} == {"KH", "QH"}


@pytest.mark.parametrize("act, args, said", [
    ("pick", {"card": "KH", "bogus": 1}, "Action “pick”: unknown argument “bogus” (expected: card, picker); "
                                         "nothing changed."),
    ("pick", {}, "Action “pick”: the argument “card” is missing; nothing changed."),
    ("question", {"q": "poker"}, "Action “question”: “q” is “poker”, not one of play, discard, end, score, "
                                 "referee; nothing changed."),
    ("pick", {"card": "KH", "picker": "nope"}, "Action “pick”: “picker” is “nope”, not one of play, discard, "
                                               "poignee, end; nothing changed."),
    ("end_set", {"earlier": "nobody"}, "Action “end_set”: “earlier” is “nobody”, not one of taker, defence, "
                                       "each; nothing changed."),
    ("end_set", {"taker": 7}, "Action “end_set”: “taker” is 7, not one of 0–3; nothing changed."),
    ("score_set", {"points": 41, "x": 1}, "Action “score_set”: unknown argument “x” (expected: contract, "
                                          "points, bouts, petit_au_bout, poignees, slam_announced, all_tricks, alone); "
                                          "nothing changed."),
])
def test_a_desk_action_with_bad_arguments_is_refused_in_one_line(desk, act, args, said):
    """Issue 21 item 10: the desk's actions with unknown arguments raised TypeError (or were silently
    ignored); now one line naming the action and the argument, and nothing changes."""
    before = (desk.question, desk.piles, dict(desk.end_facts), dict(desk.calculator.facts))
    desk.action = {"act": act, "n": desk._done + 1, "args": args}
    assert desk.message == said and desk.view["error"] == said
    assert (desk.question, desk.piles, dict(desk.end_facts), dict(desk.calculator.facts)) == before


@pytest.mark.parametrize("lang, said", [
    ("en", "Invalid deal record: this text is not a deal record: a record is a JSON object, between braces "
           "“{ … }” (or upload the file)."),
    ("fr", "Fiche de donne invalide : ce texte n'est pas une fiche de donne : une fiche est un objet JSON, "
           "entre accolades « { … } » (ou chargez le fichier)."),
])
@pytest.mark.parametrize("text", ["[1, 2]", "hello", "42"])
def test_a_pasted_text_that_is_not_an_object_gets_the_learners_words_not_an_api_hint(lang, said, text):
    """Issue 21 item 17: the desk told learners to 'read files with tarot_core.io.files.read_record'."""
    desk = RulesDesk(lang=lang)
    desk.do("referee", text=text)
    assert desk.message == said
    assert desk.answer["state"] == "refused" and desk.answer["error"] == {"rule": "format", "message": said}
    assert "tarot_core" not in desk.message


@pytest.mark.parametrize("data", [b"x" * 3_000_000, b"\xff" * 3_000_000, b"[" + b" " * 3_000_000 + b"]"])
def test_an_upload_over_1_mb_is_refused_as_too_large_unread(desk, data):
    """Issue 21 item 17: a 3 MB upload was not refused as over 1 MB (it was read, then refused for
    another reason); now the size is checked first, as the core checks a file."""
    desk.load_bytes(data, "big.json")
    said = "Unreadable file big.json: over 1 MB, while a deal record is a few kilobytes: nothing was read."
    assert desk.message == said and desk.answer["error"] == {"rule": "format", "message": said}


# --- issue 25: the desk at three and five players ---------------------------------------------------------
def _five(lang="en"):
    desk = RulesDesk(lang=lang)
    desk.set_table(5)
    return desk


def test_the_desk_at_five_says_who_was_the_partner_V5_V7_V9():
    # Prise, KS called, dealt to seat 3, who plays it in the last trick: seat 3 was the partner (V5),
    # the attack is seats 0 and 3 (V7), S shared 2 : 1 (V9, R6 for the slam part).
    desk = _five()
    desk.set_end("prise", [(0, "T21 2H 3H KS 5H")], excuse_earlier=("defence", 2), petit_earlier="taker",
                 called="KS", holder=3)
    a = desk.answer
    assert (a["end"]["partner"], a["end"]["alone"], a["end"]["attack"]) == (3, False, [0, 3])
    assert a["end"]["shares"] == {"taker": 2, "partner": 1, "defender": -1}
    assert a["camp"] == ("The partner was seat 3: he held the called card, King of ♠ spades (KS) (V5); "
                         "the attack is seats 0 + 3.")
    assert a["rules"][0] == "V7" and "V9" in a["rules"] and "R6" in a["rules"]
    desk.lang = "fr"
    assert desk.answer["camp"].startswith("Le partenaire était le siège 3 : il avait la carte appelée, Roi de ♠ pique")


@pytest.mark.parametrize("contract, holder, camp, rulings", [
    ("garde_sans", "chien", "was in the chien (V5, R7).", ["R7"]),
    ("garde_contre", "chien", "was in the chien (V5, R7).", ["R7"]),
    ("garde", "chien", "was in the chien (V5, R7).", []),          # seen at once; R7 is Garde Sans/Contre's
    ("garde", 0, "was in his own hand (V5).", []),
])
def test_the_desk_at_five_says_the_taker_was_alone_V5_R7(contract, holder, camp, rulings):
    desk = _five()
    trick = "T21 2H 3H 4H 5H" if holder == "chien" or contract != "garde" else "KS 2H 3H 4H 5H"
    desk.set_end(contract, [(0, trick)], excuse_earlier=("defence", 2), petit_earlier="taker", called="KS",
                 holder=holder)
    a = desk.answer
    assert (a["end"]["partner"], a["end"]["alone"], a["end"]["shares"]["taker"]) == (None, True, 4)
    assert a["camp"].endswith(camp) and [r["rule"] for r in a["rulings"]] == rulings
    assert a["lines"][-1]["text"] == ("V9: no partner: the taker (seat 0) plays alone and scores 4 × S, "
                                      "each of the four defenders −S.")


def test_the_desk_at_five_first_trick_rule_V6_R9():
    desk = _five()
    desk.set_play("KH QH 7H 3S T4", (), call="KH")                  # V6: no other heart may lead trick 1
    assert desk.answer["legal"] == ["T4", "3S", "KH"] and desk.answer["rules"] == ["V6"]
    desk.set_play("KH QH 7H 3S T4", ("EX",), call="KH")             # R9: after an Excuse lead, the same
    assert desk.answer["legal"] == ["T4", "3S", "KH"] and desk.answer["rules"] == ["R9"]
    desk.set_call(first_trick=False)                                # a later trick: free
    assert len(desk.answer["legal"]) == 5


@pytest.mark.parametrize("players, contract, points, bouts, alone, S, scores", [
    (3, "garde", 50.5, 2, False, 70, {"taker": 140, "partner": None, "defender": -70}),     # V11, three players
    (5, "prise", 38, 3, False, 27, {"taker": 54, "partner": 27, "defender": -27}),          # V11, five
    (5, "prise", 38, 3, True, 27, {"taker": 108, "partner": None, "defender": -27}),        # V11, alone
    (5, "garde", 40.5, 2, False, -52, {"taker": -104, "partner": -52, "defender": 52}),     # V11, failed by 1
])
def test_the_desk_scores_the_worked_examples_V11(players, contract, points, bouts, alone, S, scores):
    desk = RulesDesk(lang="en")
    desk.set_score(contract, points, bouts, players=players, alone=alone)
    got = desk.answer["score"]
    assert got["S"] == S and {k: got[k] for k in scores} == scores and got["players"] == players
    assert desk.answer["lines"][-1]["rule"] == "V9"


def test_question_2_at_three_and_five_players_V2_V3():
    desk = RulesDesk(lang="en")
    hand = "1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS CS QS KS 1H"
    desk.set_discard(hand, "2H 3H 4H", "1S 2S 3S", players=5)
    assert desk.answer["ok"] is True and desk.players == 5
    desk.set_poignee("T1 T2 T3 T4 T5 T6 T7 T8 1S 2S 3S 4S 5S 6S 7S", "T1 T2 T3 T4 T5 T6 T7 T8")
    assert desk.answer["ok"] is True and desk.answer["rules"] == ["V3"]      # 8 trumps: a simple at five


@pytest.mark.parametrize("act, args, rule", [
    ("table", {"players": 6}, "V1"), ("table", {"players": "2"}, "V1"),
    ("table", {"players": True}, None),                  # refused by the action's types, before the rules
    ("call_set", {"called": "7H"}, "V4"), ("call_set", {"holder": 5}, "V5"), ("call_set", {"holder": "north"}, "V5"),
])
def test_a_bad_table_or_call_is_refused_in_one_line_and_nothing_changes(act, args, rule):
    for lang in ("en", "fr"):
        desk = _five(lang)
        desk.set_end("prise", [(0, "T21 2H 3H KS 5H")], excuse_earlier=("defence", 2), petit_earlier="taker",
                     called="KS", holder=3)
        before = (desk.players, desk.piles, dict(desk.call_facts), desk.answer)
        desk.do(act, **args)
        assert desk.last_error["rule"] == rule and "\n" not in desk.last_error["message"]
        assert desk.last_error["message"].startswith(rule or "")
        assert (desk.players, desk.piles, dict(desk.call_facts), desk.answer) == before


def test_a_call_at_four_players_is_refused_V4():
    desk = RulesDesk(lang="en")
    desk.do("call_set", called="KS")
    assert desk.last_error["rule"] == "V4" and "five players only" in desk.last_error["message"]
    with pytest.raises(TarotError) as e:
        desk.set_table(6)
    assert e.value.rule == "V1" and desk.players == 4


def test_a_five_player_case_shared_opens_on_a_five_player_desk():
    desk = _five()
    desk.set_end("garde_sans", [(0, "T21 2H 3H 4H 5H")], excuse_earlier="chien", petit_earlier="chien",
                 called="KS", holder="chien")
    text = desk.share()
    assert "players: 5\ncall: KS\nholder: chien" in text
    other = RulesDesk(lang="fr")
    other.open_case(text)
    assert other.players == 5 and other.shared["same"] is True and other.answer["end"]["alone"] is True
    assert other.answer["camp"].endswith("était au chien (V5, R7).")
    assert other.share() == text


def test_the_table_selector_resizes_every_question_V1_V2():
    desk = RulesDesk(lang="en")
    desk.set_table(3)
    assert desk.pickers["play"].specs["hand"].size == 24 and desk.pickers["play"].specs["trick"].size == 2
    assert list(desk.pickers["end"].specs) == ["t24"] and desk.pickers["end"].specs["t24"].size == 3
    assert desk.view["players"] == 3
    desk.ask("end")
    assert desk.view["end"]["counts"][0]["text"] == "1 (up to trick 24)"
    assert "call" not in desk.view                                 # no call at three (V4)
    desk.set_table(5)
    assert desk.view["call"]["called"] == "KS" and desk.view["call"]["holders"][-1]["value"] == "chien"
