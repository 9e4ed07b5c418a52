"""Python-side tests of the widgets: set their state, check what they report, check they refuse
bad input with the core's own message. Expected values are worked out from RULES.md (rule IDs
in each test's name or docstring); browser behaviour is in tests/browser/test_widgets_browser.py.
"""
from __future__ import annotations

import json
import re

import pytest
import traitlets

from tarot_core.cards import DECK, parse_card, parse_cards
from tarot_core.errors import CardError
from tarot_core.referee import referee
from tarot_core.analysis.simulate import random_record
from widgets import (DealReplayer, ExcuseTransfer, HandView, PairCounter, ScoreCalculator,
                     ScoresheetWidget, ThresholdTable, TrickPlayer)
from widgets._base import STATIC, esm
from widgets.labels import LABELS, fmt_points, label, labels_for


def first_played_seed(want=lambda outcome: True, start=1):
    """A seed whose random record is a played deal meeting *want* (the core decides everything)."""
    for seed in range(start, start + 500):
        out = referee(random_record(seed=seed))
        if out.status == "played" and want(out):
            return seed, out
    raise AssertionError("no such seed")


# --------------------------------------------------------------------------- the base
def test_lang_is_checked_and_switches_every_label():
    w = HandView("KH", lang="fr")
    assert w.labels["hand.title"] == "Votre main"
    w.lang = "en"
    assert w.labels["hand.title"] == "Your hand"
    with pytest.raises(traitlets.TraitError):
        w.lang = "de"


def test_unknown_action_is_ignored_and_do_counts():
    w = HandView("KH 3S", lang="en")
    w.action = {"act": "no_such_action", "n": 1, "args": {}}
    assert w.selected == []
    w.do("toggle", card="KH")
    w.do("toggle", card="KH")          # the same action twice still counts (n grows)
    assert w.selected == []


def test_esm_is_offline_and_exports_render():
    for js in STATIC.glob("*.js"):
        text = js.read_text(encoding="utf-8")
        assert not re.search(r"^\s*import\s", text, re.M), f"{js.name} imports a module"
        assert "http://" not in text and "https://" not in text, f"{js.name} names a URL"
    for name in ("handview", "paircounter", "threshold", "trickplayer", "calculator", "replayer",
                 "excuse", "scoresheet"):
        code = esm(name)
        assert "function mount(" in code and code.rstrip().endswith("export default { render };")
    css = (STATIC / "tarot.css").read_text(encoding="utf-8")
    assert "url(" not in css and "@import" not in css


def test_user_text_never_goes_through_innerHTML():
    """Only svgBox (the core's escaped SVG) uses innerHTML; names and notes go in as text."""
    for js in STATIC.glob("*.js"):
        uses = [line for line in js.read_text(encoding="utf-8").splitlines() if "innerHTML" in line]
        assert all("span.innerHTML = svg" in line for line in uses), (js.name, uses)


# --------------------------------------------------------------------------- labels
def test_every_label_has_both_languages_with_the_same_fields():
    for key, texts in LABELS.items():
        assert set(texts) == {"fr", "en"}, key
        fields = [set(re.findall(r"{(\w+)}", texts[lang])) for lang in ("fr", "en")]
        assert fields[0] == fields[1], key


def test_every_label_the_browser_asks_for_exists():
    used = set()
    for js in STATIC.glob("*.js"):
        used |= set(re.findall(r'T\(model, "([\w.]+)"\)', js.read_text(encoding="utf-8")))
    assert used and used <= set(LABELS), used - set(LABELS)


def test_fmt_points_writes_numbers_as_people_do():
    assert fmt_points(40.5, "fr") == "40,5" and fmt_points(40.5, "en") == "40.5"
    assert fmt_points(-64, "en") == "−64" and fmt_points(91.0, "fr") == "91"
    assert labels_for("fr", ("sheet.",))["sheet.title"] == "Feuille de marque"


# --------------------------------------------------------------------------- 1 hand view
def test_hand_view_sorts_and_reports_points_and_bouts_C2_C3():
    w = HandView("KH 3S T1 EX QD", lang="en")
    assert w.cards == ["T1", "EX", "3S", "KH", "QD"]          # trumps, Excuse, ♠ ♥ ♣ ♦
    w.selected = ["KH", "T1", "EX"]
    # C3: king 4.5 + Petit 4.5 + Excuse 4.5; C2: the Petit and the Excuse are bouts
    assert w.report == {"count": 3, "points": 13.5, "bouts": 2, "cards": ["T1", "EX", "KH"],
                        "text": "3 card(s) selected: 13.5 points, 2 bout(s)."}
    assert w.message == w.report["text"]
    w.lang = "fr"
    assert w.report["text"] == "3 carte(s) choisie(s) : 13,5 points, 2 bout(s)."


def test_hand_view_keeps_only_cards_of_the_hand():
    w = HandView("KH 3S", lang="en")
    w.selected = ["3S", "T21", "3S"]
    assert w.selected == ["3S"] and w.report["points"] == 0.5


def test_hand_view_refuses_an_unknown_card_or_a_card_twice_C1():
    with pytest.raises(CardError) as e:
        HandView("KH ZZ")
    assert e.value.rule == "C1"
    with pytest.raises(CardError):
        HandView("KH KH")


def test_hand_view_cards_are_the_cores_svg():
    w = HandView("T21", lang="en")
    card = w.view["cards"][0]
    assert card["code"] == "T21" and card["label"] == "Trump 21, bout"
    assert card["svg"].startswith("<svg") and 'role="img"' in card["svg"]


# --------------------------------------------------------------------------- 2 pair counter
def test_pair_counter_values_each_pair_C4():
    w = PairCounter("KH 3S QD 7C CS 2H JD 4C", lang="en")
    for pair, value in ((["KH", "3S"], 5), (["QD", "7C"], 4), (["CS", "2H"], 3), (["JD", "4C"], 2)):
        w.do("pick", cards=pair)
        assert w.message.startswith(f"{pair[0]} + {pair[1]}: {value};")
    assert w.total == 14.0 and w.done                                 # C3: 4.5+.5+3.5+.5+2.5+.5+1.5+.5
    assert "exact total (C3) 14 — they agree" in w.view["final"]


def test_pair_counter_two_counting_cards_and_a_card_alone_C4():
    w = PairCounter("KH QS 7C", lang="en")
    w.do("pick", cards=["KH", "QS"])                                   # 4.5 + 3.5 = 8 (5 + 4 − 1)
    assert w.total == 8.0
    assert "Tip (C4)" in w.message                                    # a low card was still there
    w.do("pick", cards=["7C"])
    assert w.total == 8.5 and w.done


def test_pair_counter_refuses_bad_picks():
    w = PairCounter("KH 3S 7C", lang="en")
    w.do("pick", cards=["KH", "3S", "7C"])
    assert w.message == "A pair has one or two cards, not 3." and w.pairs == []
    w.do("pick", cards=["T21"])
    assert w.message == "T21 is not in the pile to count."


def test_pair_counter_91_check_with_the_other_pile_C3():
    mine = [c.code for c in DECK[:40]]
    theirs = [c.code for c in DECK[40:]]
    w = PairCounter(mine, other=theirs, lang="en")
    exact = w.exact
    while w.remaining:
        left = [c.code for c in w.remaining]
        w.do("pick", cards=left[:2])
    assert w.total == exact
    assert f"+ {fmt_points(91 - exact, 'en')} = 91 (that is 91, C3)" in w.view["final"]


def test_pair_counter_checks_the_learners_total():
    w = PairCounter("KH 3S", lang="fr")
    w.do("guess", value="5")
    assert w.message == "Juste : 5 points."
    w.do("guess", value="4,5")
    assert w.message == "Pas tout à fait : vous dites 4,5, le compte donne 5."
    w.do("guess", value="beaucoup")
    assert "nombre" in w.message


def test_pair_counter_undo_and_reset():
    w = PairCounter("KH 3S QD 7C", lang="en")
    w.do("pick", cards=["KH", "3S"])
    w.do("undo")
    assert w.pairs == [] and w.total == 0
    w.do("pick", cards=["KH", "3S"])
    w.do("reset")
    assert w.pairs == [] and len(w.remaining) == 4


# --------------------------------------------------------------------------- 3 threshold table
def test_threshold_rows_are_the_S1_targets():
    w = ThresholdTable(lang="en")
    assert [(r["bouts"], r["target"]) for r in w.view["rows"]] == [(0, 56), (1, 51), (2, 41), (3, 36)]


@pytest.mark.parametrize("bouts, points, made, margin", [
    (2, 40.5, False, 1),     # S2: decided on unrounded points, margin rounded up
    (2, 41.5, True, 1),
    (3, 36, True, 0),        # S1: reaching the target exactly makes it
    (0, 55, False, 1),
    (1, 71, True, 20),
])
def test_threshold_made_and_margin_S1_S2(bouts, points, made, margin):
    w = ThresholdTable(bouts=bouts, points=points, lang="en")
    assert (w.result["made"], w.result["margin"]) == (made, margin)
    current = [r["bouts"] for r in w.view["rows"] if r["current"]]
    assert current == [bouts]


def test_threshold_refuses_impossible_input_with_the_cores_reason():
    w = ThresholdTable(bouts=2, points=50, lang="en")
    w.do("set", points="95")
    assert w.result["rule"] == "C3" and "target" not in w.result
    assert w.message.startswith("C3 (") and "95" in w.message
    assert w.points == 50                                  # the state keeps the last valid input
    w.do("set", points="50", bouts=4)
    assert w.result["rule"] == "S1"
    w.do("set", bouts=3, points="10")                      # 3 bouts weigh at least 13.5: impossible
    assert w.result["rule"] == "C3"
    assert not any(r["current"] for r in w.view["rows"])
    w.do("set", bouts=3, points="36")
    assert w.result["made"] and (w.bouts, w.points) == (3, 36.0)


# --------------------------------------------------------------------------- 4 trick player
def test_trick_player_one_hand_legal_cards_and_reasons_P3_P4_X1():
    w = TrickPlayer(hand="KS T5 T12 EX", trick="10H T8", lang="en")
    assert w.legal == ["T12", "EX"]                         # P4 overtrump; X1 the Excuse
    w.do("play", card="T5")
    assert w.last_error["rule"] == "P4" and w.trick == ["10H", "T8"]
    w.do("play", card="KS")
    assert w.last_error["rule"] == "P3"
    assert "void in ♥ hearts" in w.message
    w.do("play", card="T12")
    assert w.trick == ["10H", "T8", "T12"] and w.last_error == {}
    assert w.to_play is None                                # one card for the learner
    w.do("reset")
    assert w.trick == ["10H", "T8"] and "T12" in w.hands[0]


def test_trick_player_must_follow_P2():
    w = TrickPlayer(hand="KH 3H T5 T12 EX", trick="10H", lang="fr")
    assert w.legal == ["EX", "KH", "3H"]
    w.do("play", card="T12")
    assert w.last_error["rule"] == "P2" and "il faut fournir" in w.message


def test_trick_player_four_hands_winner_and_next_leader_P1_P6():
    w = TrickPlayer(hands=["KH 3H T5", "QH 2S T2", "7H EX 9C", "4S 5S T20"], leader=0,
                    names=["Ann", "Bob", "Cy", "Di"], lang="en")
    for code in ("KH", "QH", "EX", "T20"):                  # P2, P2 (X1 Excuse), P3 trump
        w.do("play", card=code)
        assert w.last_error == {}, w.last_error
    assert w.view["full"] and "Di wins the trick with Trump 20 (P6)." in w.message
    w.do("next")
    assert (w.leader, w.trick, w.to_play) == (3, [], 3)
    assert w.played == [{"leader": 0, "cards": ["KH", "QH", "EX", "T20"], "winner": 3}]


def test_trick_player_excuse_led_X2():
    w = TrickPlayer(hands=["EX 3H", "QH 2S", "7H T3", "4S 5H"], leader=0, lang="en")
    w.do("play", card="EX")
    assert w.legal == ["2S", "QH"]                          # X2: the next player plays as if leading
    assert w.view["notes"] == ["The Excuse leads: the next card sets the suit (X2)."]
    w.do("play", card="2S")
    assert w.legal == ["T3"]                                # void in ♠: must trump (P3)


def test_trick_player_from_a_seeded_deal_starts_on_the_dealers_right_P1():
    w = TrickPlayer.from_deal(seed=5, dealer=2, lang="en")
    assert w.leader == 3 and [len(h) for h in w.hands] == [18, 18, 18, 18]


# --------------------------------------------------------------------------- 6 score calculator
def test_calculator_worked_example_S5():
    w = ScoreCalculator(contract="garde", points=48, bouts=2, petit_au_bout="defence",
                        poignees=["simple"], lang="en")
    r = w.result
    assert (r["target"], r["made"], r["margin"], r["S"], r["taker_score"], r["defender_score"]) == \
        (41, True, 7, 64, 192, -64)
    assert [s["rule"] for s in w.view["breakdown"]] == ["S1", "S2", "S3", "B5", "A2", "B4", "S3", "S4"]
    assert w.message == "S = 64: taker +192, each defender −64 (S4)."
    assert [s["score"] for s in w.view["scores"]] == ["+192", "−64", "−64", "−64"]


def test_calculator_changes_S3():
    w = ScoreCalculator(contract="garde", points=48, bouts=2, petit_au_bout="defence",
                        poignees=["simple"], lang="en")
    w.set(contract="garde-contre")                          # (25 + 7 − 10) × 6 + 20
    assert w.result["S"] == 152
    w.set(points=40.5)                                      # failed by 1 (S2): (−26 − 10) × 6 − 20
    assert (w.result["made"], w.result["margin"], w.result["S"]) == (False, 1, -236)
    w.do("poignee", name="simple", count=0)
    w.do("poignee", name="double", count="1")               # B4: 30 to the defence, not multiplied
    assert w.facts["poignees"] == ["double"] and w.result["S"] == -216 - 30
    w.do("poignee", name="double", count="2")               # B1: 2 × 13 trumps > 21 trumps + Excuse
    assert w.result["rule"] == "B1"


def test_calculator_slams_B7_B8_R1():
    w = ScoreCalculator(contract="prise", points=91, bouts=3, slam_announced=True, all_tricks="taker",
                        lang="en")
    assert w.result["S"] == 480                             # (25 + 55) + 400
    w.set(points=0, bouts=0, all_tricks="defence")          # −(25 + 56) − 200 (B7) − 200 (B8), R1
    assert w.result["S"] == -481
    assert "R1" in [s["rule"] for s in w.view["breakdown"]]


@pytest.mark.parametrize("change, rule", [
    ({"bouts": 4}, "S1"), ({"points": 92}, "C3"), ({"points": "lots"}, "C3"),
    ({"points": 10, "bouts": 3}, "C3"), ({"contract": "garde-plus"}, "A2"),
])
def test_calculator_refuses_bad_facts_without_computing(change, rule):
    w = ScoreCalculator(lang="en")
    w.set(**change)
    assert w.result["rule"] == rule and "S" not in w.result
    assert w.score_result is None and "breakdown" not in w.view
    assert w.message == w.result["error"] and w.message.startswith(f"{rule} (")


def test_calculator_refuses_a_bad_poignee_count():
    w = ScoreCalculator(lang="en")
    w.do("poignee", name="simple", count="-1")
    assert w.message == "Number of poignées: a whole number from 0 to 4." and w.facts["poignees"] == []
    w.do("poignee", name="triple", count=2)                 # 2 × 15 trumps > 22 cards: refused (B1)
    assert w.result["rule"] == "B1"


# --------------------------------------------------------------------------- 8 scoresheet
def make_sheet(**kwargs):
    calc = ScoreCalculator(contract="garde", points=48, bouts=2, petit_au_bout="defence",
                           poignees=["simple"], lang="en")
    return calc, ScoresheetWidget(["Ana", "Bea", "<b>Cy</b>", "Dan"], calculator=calc, lang="en", **kwargs)


def test_scoresheet_adds_the_calculators_deal_S4_G2():
    calc, w = make_sheet()
    w.do("add_calc", taker=1, note="first")
    assert w.totals == {"Ana": -64, "Bea": 192, "<b>Cy</b>": -64, "Dan": -64}
    assert w.ranking == [[1, "Bea", 192], [2, "Ana", -64], [2, "<b>Cy</b>", -64], [2, "Dan", -64]]
    row = w.view["rows"][0]
    assert (row["number"], row["taker"], row["contract"], row["S"], row["note"]) == ("1", "Bea", "Garde", "64", "first")
    assert w.view["players"][2] == "<b>Cy</b>"               # kept as text; the browser never parses it


def test_scoresheet_cancelled_deals_do_not_count_G1():
    calc, w = make_sheet()
    w.do("cancel", reason="petit_sec")
    w.do("add_calc", taker=0)
    assert w.valid_deals == 1
    assert [r["number"] for r in w.view["rows"]] == ["—", "1"]
    assert w.view["rows"][0]["contract"] == "cancelled: petit sec (D4)"
    w.do("undo")
    assert w.valid_deals == 0


def test_scoresheet_stops_after_eight_valid_deals_G1():
    calc, w = make_sheet()
    for seat in range(8):
        w.do("add_calc", taker=seat % 4)
    assert w.view["complete"] and w.view["progress"] == "Session over: eight valid deals (G1)."
    w.do("add_calc", taker=0)
    assert w.valid_deals == 8 and w.message.startswith("G1 (")


def test_scoresheet_refuses_invalid_facts_from_the_calculator():
    calc, w = make_sheet()
    calc.set(bouts=4)
    w.do("add_calc", taker=0)
    assert w.valid_deals == 0 and w.message.startswith("S1 (")
    w.do("add_calc", taker=7)
    assert w.valid_deals == 0


def test_scoresheet_survives_a_restart(tmp_path):
    path = tmp_path / "evening.json"
    calc, w = make_sheet(path=path)
    w.do("add_calc", taker=2, note="<script>x</script>")
    assert path.exists() and json.loads(path.read_text())["deals"][0]["note"] == "<script>x</script>"
    # a new kernel: the widget is built again from the same file
    again = ScoresheetWidget(path=path, lang="en")
    assert again.totals == w.totals and again.valid_deals == 1
    assert again.message.startswith("Scoresheet reloaded from")
    again.do("export")
    csv = path.with_suffix(".csv").read_text()
    assert csv.splitlines()[0].startswith("deal,counts,kind") and "<b>Cy</b>" in csv


def test_scoresheet_adds_a_replayed_deal():
    seed, outcome = first_played_seed()
    rep = DealReplayer(seed=seed, lang="en")
    w = ScoresheetWidget(["A", "B", "C", "D"], replayer=rep, lang="en")
    w.do("add_replay")
    assert list(w.totals.values()) == list(outcome.scores)
    assert sum(w.totals.values()) == 0                        # S4: every deal sums to zero


# --------------------------------------------------------------------------- 5 and 7 replays
def test_replayer_steps_through_the_referees_tricks():
    seed, outcome = first_played_seed()
    w = DealReplayer(seed=seed, names=["Ann", "Bob", "Cy", "Di"], lang="en")
    assert (w.step, w.total_steps, w.view["trick"]) == (0, 18, [])
    w.do("next")
    trick = outcome.tricks[0]
    assert [t["card"]["code"] for t in w.view["trick"]] == [c.code for c in trick.cards]
    assert [t["winner"] for t in w.view["trick"]].count(True) == 1
    w.do("prev"); w.do("prev")
    assert w.step == 0
    w.do("last"); w.do("next")
    assert w.step == 18
    assert w.view["outcome"]["breakdown"][0]["rule"] == "S1"
    state = w.state
    assert w.view["piles"][0]["points"] == fmt_points(state.taker_points_so_far, "en")


def test_replayer_shows_an_illegal_record_with_its_rule():
    rec = random_record(seed=first_played_seed()[0])
    rec["hands"][0][0] = rec["hands"][1][0]                   # a card twice
    w = DealReplayer(rec, lang="en")
    assert w.outcome is None and w.error["rule"] in ("C1", "D3")
    assert w.message.startswith("Unreadable deal — ")
    assert w.view["error"]


def test_excuse_transfer_follows_the_referees_events_X3_X4():
    seed, outcome = first_played_seed(lambda o: any(e.event in ("exchanged", "debt") for e in o.excuse_events))
    w = ExcuseTransfer(seed=seed, lang="en")
    first = outcome.excuse_events[0]
    w.do("goto", step=first.trick - 1)
    assert w.events_so_far == [] and w.view["where"] == "hand"
    w.do("goto", step=first.trick)
    assert w.events_so_far[0]["event"] == first.event
    assert w.view["events"][0]["rule"] == first.rule and f"({first.rule})" in w.view["events"][0]["text"]
    w.do("last")
    assert [e["event"] for e in w.events_so_far] == [e.event for e in outcome.excuse_events]
    holder = "taker" if any(c.is_excuse for c in outcome.taker_cards) else "defence"
    assert w.view["where"] == holder


def test_excuse_transfer_loads_another_deal():
    seed, _ = first_played_seed()
    w = ExcuseTransfer(seed=seed, lang="fr")
    w.do("last")
    w.do("load", seed=str(seed + 1))
    assert w.step == 0 and w.source == f"seed {seed + 1}"
