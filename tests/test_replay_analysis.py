"""The replayer's analysis panel and "what if" (issue 14), without a browser.

Expected values come from the golden record ``excuse_last_trick_changes_sides`` and the review's
worked example (``tarot_core.analysis.solver.review`` doctest): at trick 17 seat 3, a defender,
plays KD as the 67th card of the deal; with best play S was −78 before it (the Garde fails) and
+52 after it, so it cost the defence 130 and gave the contract away; the Excuse (EX) was the card
to play there: played in trick 17 it stays with the defence (X3), while kept for the last trick it
changes sides (X5) and makes the taker's Garde (41.5 points, 2 bouts, target 41). With EX, the taker
ends with 37 points and 1 bout, target 51: S = −78. The what-if value is checked with :func:`solve`.

Rules: S3 (the value searched), P2 (a refused card's reason), E4 (a card not in the hand), C1 (a
code that is no card), X5 (the Excuse at the last trick), P7 (the sides).
"""
from __future__ import annotations

import pytest
import traitlets

from tarot_core.analysis.solver import review, solve
from tarot_core.io.golden import golden_records
from tarot_core.record import load_record
from widgets.labels import label
from widgets.replay import WHATIF_TRICKS, DealReplayer

NAME = "excuse_last_trick_changes_sides"
KD_STEP = 67            # the 67th card of the deal: seat 3's KD in trick 17 (cards 65–68)
LIMIT = 0.5             # s for the whole review: the last tricks are judged in milliseconds


@pytest.fixture(scope="module")
def reviewed():
    """The review of the golden record from trick 17 (complete: 8 cards), as the CLI and lesson see it."""
    return review(golden_records()[NAME], from_trick=17)


def replayer(lang="en", **kwargs) -> DealReplayer:
    w = DealReplayer(name=NAME, lang=lang, analysis=True, analysis_time=LIMIT, **kwargs)
    assert w.review is not None
    return w


def test_the_panel_shows_the_exact_values_of_the_card_just_played_S3(reviewed):
    w = replayer()
    w.do("goto", step=KD_STEP)
    a = w.view["analysis"]
    c = a["card"]
    assert (c["trick"], c["seat"], c["side"], c["card"]) == (17, 3, "defence", "KD")
    assert (c["value_before"], c["value_after"], c["cost"], c["best_card"], c["turned"]) == (-78, 52, 130, "EX", "gave")
    assert c["shown"] == {"before": "−78", "after": "+52", "cost": "130", "best": "Excuse, bout"}
    # the core's sentence for the card, the same as the review from trick 17 gives
    assert c["text"] == reviewed.cards[2].text("en") == w.review.cards[KD_STEP - 1].text("en")
    assert a["summary"] == w.review.summary("en")
    assert a["turning"] == {"step": KD_STEP, "text": c["text"]}             # the turning card, named
    assert [m["step"] for m in a["mistakes"]] == [KD_STEP] and a["mistakes"][0]["current"]
    # in the trick row, only the KD (third card of trick 17) is marked, with its cost in words
    marks = [(t.get("cost"), t.get("cost_text"), t.get("turned")) for t in w.view["trick"]]
    assert marks == [(None, None, None), (None, None, None), (130, "cost 130", "gave")]
    w.do("next")                                                           # 8D, the taker's: no cost
    assert w.view["analysis"]["card"]["cost"] == 0
    assert [t.get("cost") for t in w.view["trick"]] == [None, None, 130, None]


def test_every_judged_card_matches_the_review_of_the_same_deal(reviewed):
    """Each step shows the review's own card (trick 17 on, where the review from trick 17 is complete)."""
    w = replayer()
    for k, expected in enumerate(reviewed.cards, start=65):
        w.do("goto", step=k)
        c = w.view["analysis"]["card"]
        assert (c["card"], c["value_before"], c["value_after"], c["cost"]) == (
            expected.card.code, expected.value_before, expected.value_after, expected.cost), k


def test_the_panel_in_french():
    w = replayer("fr")
    w.do("goto", step=KD_STEP)
    c = w.view["analysis"]["card"]
    assert c["text"] == w.review.cards[KD_STEP - 1].text("fr")
    assert c["text"].startswith("pli 17, siège 3 (défense) joue R♦")
    assert c["shown"]["best"] == "Excuse, bout" and c["shown"]["before"] == "−78"
    assert w.view["trick"][2]["cost_text"] == "coûte 130"
    assert w.view["analysis"]["summary"] == w.review.summary("fr")
    w.do("prev")
    w.do("what_if", card="EX")
    assert w.view["whatif"]["banner"] == ("Et si : au pli 17, Siège 3 joue Excuse au lieu de Roi de ♦ carreau, "
                                          "puis les deux camps jouent au mieux.")
    assert w.view["whatif"]["result"] == ("Résultat : S = −78, contrat chuté ; dans la vraie donne, "
                                          "S = +52, contrat fait.")


def test_what_if_the_excuse_instead_of_KD_fails_the_garde_X5():
    w = replayer()
    real = list(w.states)
    w.do("goto", step=KD_STEP - 1)                                         # seat 3 to play, KD in the deal
    before = w.state
    assert before.to_act == 3 and {c.code for c in before.legal_cards()} == {"EX", "KD"}
    chooser = w.view["whatif"]["chooser"]
    assert chooser["offered"] and [(c["code"], c["legal"], c["played"]) for c in chooser["cards"]] == [
        ("EX", True, False), ("KD", True, True)]
    w.do("what_if", card="EX")
    after = before.copy()
    after.play("EX")
    sol = solve(after)
    assert sol.S == -78 and not sol.made                                   # checked with the search itself
    wf = w.view["whatif"]
    assert (wf["active"], wf["S"], wf["made"], wf["real_S"], wf["real_made"]) == (True, -78, False, 52, True)
    assert (wf["card"], wf["instead"], wf["branch_step"], wf["hypothetical"]) == ("EX", "KD", KD_STEP, True)
    assert w.step == KD_STEP and w.state.actions[-1].value.code == "EX"
    # the hypothetical deal is the search's line, played to the end and refereed
    assert [s.actions[-1].value for s in w.states[KD_STEP + 1:]] == list(sol.line)
    assert w.states[:KD_STEP] == real[:KD_STEP]
    w.do("last")
    assert w.view["outcome"]["whatif"] is True and "S = −78" in w.view["outcome"]["summary"]
    assert w.outcome.S == 52                        # the real deal's outcome stays (the scoresheet reads it)
    assert w.view["analysis"]["card"] is None and w.view["analysis"]["card_note"] == label(
        "replay.analysis.whatif.best_play", "en")
    w.do("real_deal")                                                      # back to the real deal
    assert w.states == real and w.step == KD_STEP - 1 and w.whatif is None
    assert w.view["whatif"]["active"] is False and "banner" not in w.view["whatif"]
    assert w.message.startswith(label("replay.analysis.whatif.back_said", "en"))
    w.do("last")
    assert w.view["outcome"]["whatif"] is False and "S = 52" in w.view["outcome"]["summary"]


def test_what_if_the_card_played_gives_the_value_after_it():
    """The deal's own card, then best play: S is the review's value after it (+52 for KD)."""
    w = replayer()
    w.do("goto", step=KD_STEP - 1)
    w.do("what_if", card="KD")
    assert w.view["whatif"]["S"] == w.review.cards[KD_STEP - 1].value_after == 52
    assert "as in the deal" in w.view["whatif"]["banner"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_illegal_what_if_card_is_refused_with_the_cores_reason_P2_E4_C1(lang):
    w = replayer(lang)
    w.do("goto", step=53)                         # trick 14: seat 2 must follow the 9C led (P2)
    states = list(w.states)
    chooser = w.view["whatif"]["chooser"]
    assert {c["code"]: c["legal"] for c in chooser["cards"]}["KS"] is False     # shown greyed, still clickable
    for card, rule in (("KS", "P2"), ("T21", "E4"), ("ZZ", "C1"), (5, "C1")):
        reason = w.state.why_not(card)
        assert reason is not None and reason.rule == rule
        w.do("what_if", card=card)
        assert w.view["whatif"]["error"] == w.message == reason.message(lang)
        assert w.whatif is None and w.states == states and w.step == 53
        if card == "KS" and lang == "en":
            assert w.message == ("P2 (Follow the suit led when you can): King of ♠ spades (KS) is illegal: "
                                 "you hold ♣ clubs, "
                                 "you must follow suit. [seat 2, trick 14]")
    legal = w.state.legal_cards()[0]
    w.do("what_if", card=legal.code)                                     # a legal card clears the refusal
    assert w.view["whatif"]["error"] == "" and w.whatif is not None and w.whatif["card"] == legal


def test_unjudged_cards_say_so():
    """The review works back from the last card: trick 1 is never reached in 0.5 s (18 tricks to search)."""
    w = replayer()
    w.do("goto", step=1)
    c = w.view["analysis"]["card"]
    assert c["complete"] is False and c["value_before"] is None and "shown" not in c
    assert c["text"] == w.review.cards[0].text("en") and c["text"].endswith("not judged (time limit)")
    assert "cost" not in w.view["trick"][0]
    first = w.review.first_judged
    assert first is not None and w.view["analysis"]["first_trick"] == first.trick > 1
    assert not w.review.complete and w.view["analysis"]["summary"].endswith(
        w.review.summary("en").split(". ")[-1])


def test_analysis_on_request_shows_computing_first_and_is_cached_per_record():
    w = DealReplayer(name=NAME, lang="en", analysis_time=LIMIT)
    assert w.review is None and w.view["analysis"] == {
        "shown": False, "busy": "", "pending": 0, "progress": "",
        "computing": label("replay.analysis.computing", "en", seconds="0.5"),
        "computing_whatif": label("replay.analysis.whatif.computing", "en", seconds="10")}
    seen = []
    w.observe(lambda ch: seen.append(ch["new"]["analysis"]["busy"]), names="view")
    w.do("analyse")
    assert seen[0] == "review" and seen[-1] == "" and w.view["analysis"]["shown"]   # "computing…" sent first
    assert w.message == label("replay.analysis.ready", "en")
    first = w.review
    w.do("hide_analysis")
    assert not w.view["analysis"]["shown"] and "summary" not in w.view["analysis"]
    w.do("goto", step=KD_STEP)
    assert "cost" not in w.view["trick"][2]                                  # no mark while hidden
    w.do("analyse")
    assert w.review is first                                                 # not searched again
    w.do("load", name="worked_example_s5")
    assert w.review is None and not w.view["analysis"]["shown"]
    w.do("load", name=NAME)
    assert w.review is first                                                 # the same record: cached


def test_the_review_keeps_its_tables_to_go_further_back_and_gives_them_back_when_hidden_S3_X5():
    """The panel's review may grow the search's tables (the compiled ones up to 654 MB). While the time
    limit has cut it short they stay, for "judge further back"; hiding the panel drops them (a Binder
    session has 2 GB in all), and a "what if" afterwards searches from cold tables to the same value as
    a fresh search (S3). Seen failing with the tables dropped after every review."""
    w = DealReplayer(name=NAME, lang="en", analysis_time=LIMIT)
    w.do("analyse")
    assert not w.review.complete and w._solver is not None and w._solver._deal is not None
    w.do("hide_analysis")
    assert w._solver._deal is None and w._solver._exact is None and not w._solver._tt
    w.do("goto", step=KD_STEP - 1)                                         # seat 3 to play, KD in the deal
    after = w.state.copy()
    after.play("EX")
    w.do("what_if", card="EX")
    assert w.view["whatif"]["S"] == solve(after).S == -78                   # X5: the Excuse changes sides


@pytest.mark.parametrize("lang,more", [("en", "Judge further back (0.5 s more)"),
                                       ("fr", "Remonter plus loin (0,5 s de plus)")])
def test_judge_further_back_goes_on_from_the_first_card_judged(lang, more):
    """A review the time limit cut short offers to go on (issue 26): another *analysis_time* seconds from
    the first card judged, back — what was judged stays as it was, and the search reaches earlier cards
    (the golden record's first 0.5 s stop before trick 1; 5 s more on the tables the first search
    filled reach further). Seen failing with the review started afresh (its judged cards the same
    as the first call's)."""
    w = DealReplayer(name=NAME, lang=lang, analysis_time=LIMIT)
    w.do("analyse")
    first = w.review
    assert not first.complete and w.view["analysis"]["more"] == more
    w.analysis_time = 5
    w.do("analyse_more")
    r = w.review
    assert r is not first and w._reviews[w._key] is r and w.view["analysis"]["summary"] == r.summary(lang)
    assert r.cards.index(r.first_judged) < first.cards.index(first.first_judged)
    assert all(a == b for a, b in zip(first.cards, r.cards) if a.complete)          # what was judged stays
    assert all(r.judged[i] is j for i, j in first.judged.items())                 # and is not searched again
    assert r.nodes > first.nodes and r.seconds > first.seconds


@pytest.mark.parametrize("lang,pattern", [("en", r"from card (\d) of trick (\d+) to the end \((\d+\.\d|\d+) s\)"),
                                          ("fr", r"de la carte (\d) du pli (\d+) jusqu'à la fin \((\d+,\d|\d+) s\)")])
def test_while_the_review_runs_the_panel_says_how_far_back_it_has_judged(monkeypatch, lang, pattern):
    """The search works from the last card back (issue 14): while it runs, the panel says from which
    card of which trick the cards are judged so far (here after every position: PROGRESS_EVERY = 0),
    each earlier than the one before, the last the review's first judged card; gone once it is done."""
    import re

    import widgets.replay as replay
    monkeypatch.setattr(replay, "PROGRESS_EVERY", 0.0)
    w = DealReplayer(name=NAME, lang=lang, analysis_time=LIMIT)
    seen = []
    w.observe(lambda ch: seen.append(dict(ch["new"]["analysis"])), names="view")
    w.do("analyse")
    said = [a["progress"] for a in seen if a["busy"] == "review" and a["progress"]]
    where = [tuple(int(x) for x in re.search(pattern, text).groups()[:2])[::-1] for text in said]
    assert len(where) >= 8 and where == sorted(where, reverse=True) and len(set(where)) == len(where)
    first = w.review.first_judged
    k = w.review.cards.index(first)
    assert where[-1] == (first.trick, 1 + sum(1 for c in w.review.cards[:k] if c.trick == first.trick))
    assert seen[-1]["busy"] == "" and seen[-1]["progress"] == ""


def test_what_if_too_far_from_the_end_is_not_searched():
    w = replayer()
    chooser = w.view["whatif"]["chooser"]                                   # step 0: 18 tricks left
    too_far = label("replay.analysis.whatif.too_far", "en", most=WHATIF_TRICKS)
    assert not chooser["offered"] and chooser["reason"] == too_far
    w.do("what_if", card=w.state.legal_cards()[0].code)
    assert w.view["whatif"]["error"] == too_far and w.whatif is None
    w.do("goto", step=4 * (18 - WHATIF_TRICKS))                             # exactly WHATIF_TRICKS left
    assert w.view["whatif"]["chooser"]["offered"]


def test_a_what_if_search_out_of_time_says_so():
    w = DealReplayer(name="worked_example_s5", lang="en", whatif_time=0.01)
    w.do("goto", step=4 * (18 - WHATIF_TRICKS))                             # 9 tricks left: ~0.3 s to search
    w.do("what_if", card=w.state.legal_cards()[0].code)       # (its many short tests each look at the clock)
    assert w.view["whatif"]["error"] == label("replay.analysis.whatif.timeout", "en", seconds="0.01")
    assert w.whatif is None and w.view["analysis"]["busy"] == ""


def test_review_goto_leaves_a_what_if_for_the_real_deal():
    w = replayer()
    w.do("goto", step=KD_STEP - 1)
    w.do("what_if", card="EX")
    w.do("review_goto", step=KD_STEP)
    assert w.whatif is None and w.step == KD_STEP and w.state.actions[-1].value.code == "KD"


def test_queued_clicks_all_run_once():
    """Two clicks sent while the kernel was busy arrive in one message (common.js send, queued)."""
    w = replayer()
    w.action = {"act": "next", "n": 2, "args": {}, "queue": [{"act": "next", "n": 1, "args": {}},
                                                               {"act": "next", "n": 2, "args": {}}]}
    assert w.step == 2 and w.view["acked"] == 2
    w.action = {"act": "next", "n": 2, "args": {}, "queue": [{"act": "next", "n": 2, "args": {}}]}
    assert w.step == 2                                                       # already run: not again


def test_unplayed_deals_have_no_analysis_D4_A3():
    for name in ("petit_sec_cancelled", "all_pass"):
        w = DealReplayer(name=name, lang="en", analysis=True)
        w.do("analyse")
        w.do("what_if", card="EX")
        assert w.review is None and "analysis" not in w.view and w.whatif is None


@pytest.mark.parametrize("kwargs", [{"analysis": "yes"}, {"analysis": 1}, {"analysis_time": 0},
                                    {"analysis_time": True}, {"analysis_time": 1000}, {"whatif_time": -1}])
def test_bad_options_are_refused_in_one_line(kwargs):
    with pytest.raises(traitlets.TraitError) as err:
        DealReplayer(name=NAME, lang="fr", **kwargs)
    assert "\n" not in str(err.value)
    if "analysis" in kwargs:
        assert str(err.value) == label("replay.analysis.bad_flag", "fr")
    else:
        assert str(err.value).startswith(next(iter(kwargs)) + " : un nombre de secondes")


def test_analysis_when_shown_leaves_the_review_to_the_view(reviewed):
    """Issue 26, a learner's wait (lesson 17): ``analysis="shown"`` opens the panel without searching —
    the cell ends at once — and the view asks for the review (replayer.js sends "analyse" once per
    pending number, as a click on "Analyse this deal" does). Loading another record asks again."""
    w = DealReplayer(name=NAME, lang="en", analysis="shown", analysis_time=LIMIT)
    a = w.view["analysis"]
    assert w.review is None and a["shown"] and a["pending"] == 1 and a["busy"] == "review"
    assert "summary" not in a                                        # nothing judged yet: "Analysing…"
    w.do("analyse")                                                  # what the drawn view sends
    a = w.view["analysis"]
    assert w.review is not None and a["pending"] == 0 and a["busy"] == ""
    assert a["summary"] == w.review.summary("en")
    assert w.review.cards[KD_STEP - 1].text("en") == reviewed.cards[2].text("en")   # KD, cost 130 (S3)
    w.load(name="excuse_last_slam_petit_17")                         # another deal: asked for again
    assert w.review is None and w.view["analysis"]["pending"] == 2
    w.do("analyse")
    assert w.review is not None and w.view["analysis"]["pending"] == 0


def test_a_record_given_as_data_is_analysed_too():
    rec = load_record(golden_records()[NAME])
    w = DealReplayer(rec, lang="en", analysis=True, analysis_time=LIMIT)
    assert w.review is not None and w.review.cards[KD_STEP - 1].cost == 130


def test_a_what_if_inside_a_what_if_goes_back_to_the_first_change():
    """A second change made in the hypothetical line branches from it; Back returns to the real
    deal at the first card changed."""
    w = replayer()
    w.do("goto", step=KD_STEP - 1)
    w.do("what_if", card="EX")                                             # card 67: EX instead of KD
    st = w.state                                                           # card 68: the taker, 9D or 8D
    line_card = w.states[w.step + 1].actions[-1].value
    assert {c.code for c in st.legal_cards()} == {"9D", "8D"}
    other = next(c for c in st.legal_cards() if c != line_card)
    w.do("what_if", card=other.code)
    assert w.whatif["instead"] == line_card and w.whatif["card"] == other
    after = st.copy()
    after.play(other)
    assert w.view["whatif"]["S"] == solve(after).S and w.whatif["first"] == KD_STEP - 1
    assert w.states[KD_STEP].actions[-1].value.code == "EX"                # the first change is kept
    w.do("real_deal")
    assert w.step == KD_STEP - 1 and w.whatif is None and w.states[KD_STEP].actions[-1].value.code == "KD"


# --------------------------------------------------------------------------- issue 21 items 10 and 14
D2_LINE = ("D2 (The player opposite the dealer shuffles, the left neighbour cuts (more than 3 cards each side)): "
           "Invalid seed {}: a seed is a whole number from 0 up.")


@pytest.mark.parametrize("seed, shown", [
    (["1"], "['1']"), ("-1", "-1"), (-1, "-1"), ("012", "012"), ("1e3", "1e3"), ("+5", "+5"), ("１２", "１２"),
    (True, "True"), (2.0, "2.0"), ("1" * 5000, "1" * 200 + "…"),
])
def test_a_seed_that_is_not_a_plain_deal_number_is_the_D2_error(seed, shown):
    """Issue 21 item 14: a list as seed gave TypeError, 5,000 digits Python's "Exceeds the limit (4300
    digits)", and "-1" loaded seed 1's cards (Python's generator ignores the sign: the alias D2 forbids)."""
    w = DealReplayer(lang="en")
    w.load(seed=seed)
    assert w.error["rule"] == "D2" and w.error["message"] == D2_LINE.format(shown)
    assert w.states == [] and w.source == ""


def test_a_name_that_is_not_a_golden_records_name_is_said_in_one_line():
    """Issue 21 item 14: a list as name raised TraitError (the ``source`` trait)."""
    w = DealReplayer(lang="fr")
    for name in (["all_pass"], "nope", 3):
        w.load(name=name)
        assert w.error["message"].startswith("aucune donne de référence ne s'appelle « ") and w.states == []


def test_the_load_button_refuses_a_bad_seed_and_keeps_the_deal_shown():
    w = DealReplayer(name="all_pass", lang="en")
    for seed, said in (("-1", "Unreadable deal — " + D2_LINE.format("-1")),
                       (["1"], "Action “load”: “seed” must be a text, a whole number or nothing (null), "
                               "not ['1']; nothing changed.")):
        w.do("load", seed=seed)
        assert w.message == said and w.source == "all_pass" and w.outcome.status == "all_pass"
    w.do("load", seed="11")
    assert w.source == "seed 11" and w.outcome is not None


@pytest.mark.parametrize("act, args, said", [
    ("goto", {"step": "3"}, "Action “goto”: “step” must be a whole number, not “3”; nothing changed."),
    ("next", {"by": 2}, "Action “next”: unknown argument “by” (expected: —); nothing changed."),
    ("what_if", {}, "Action “what_if”: the argument “card” is missing; nothing changed."),
])
def test_a_replayer_action_with_bad_arguments_is_refused_in_one_line(act, args, said):
    """Issue 21 item 10: the replayer's actions with unknown arguments raised TypeError."""
    w = DealReplayer(name="all_pass", lang="en")
    w.action = {"act": act, "n": w._done + 1, "args": args}
    assert w.message == said and w.step == 0
