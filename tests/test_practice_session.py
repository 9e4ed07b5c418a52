"""The practice table's deal without a browser: :class:`widgets.practice_session.PracticeSession`
(issue 23 §3). No widget here: each action is a method call, as the widget makes it.

Expected values come from the core and RULES.md: the outcome is the referee's (``referee`` of the
deal's own record, S1–S4); seed 0, dealer 0, learner in seat 0, basic bots: seat 1 bids a Garde and
leads K♠, seats 2 and 3 follow 5♠ and 1♠, the learner holds Q♠ 10♠ 4♠ (so J♥ is refused by P2); seed 24:
the learner holds nine trumps and the Excuse and takes a Prise, the chien comes to hand (E1), a bout
in the discard is refused by E2.
"""
from __future__ import annotations

import json
import subprocess
import sys

from tarot_core.analysis.match import replay_with_bot
from tarot_core.auction import Contract
from tarot_core.cards import parse_card
from tarot_core.referee import referee
from widgets.practice_session import LOG_SIZE, PracticeSession, first_legal_player

SEED_BOT_TAKES = 0
SEED_LEARNER_TAKES = 24


def to_learner(s: PracticeSession) -> None:
    for _ in range(200):
        if not s.bots_to_play:
            return
        s.step(s.turn)
    raise AssertionError("the bots never stopped")


def first_trick(seed: int = SEED_BOT_TAKES, **kw) -> PracticeSession:
    s = PracticeSession(seed, 0, lang="en", **kw)
    to_learner(s)
    s.bid("pass")
    to_learner(s)
    return s


def test_the_session_imports_no_widget_machinery():
    """Plain Python: importing and playing a session loads neither traitlets nor ipywidgets/anywidget."""
    code = ("import sys; from widgets.practice_session import PracticeSession, first_legal_player;"
            "s = PracticeSession(0, 0, lang='en'); first_legal_player(s);"
            "print(s.state.phase, sorted(m for m in ('traitlets', 'ipywidgets', 'anywidget') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["done", "[]"]


def test_a_whole_seeded_deal_is_the_referees():
    s = PracticeSession(SEED_BOT_TAKES, 0, lang="en")
    assert s.log == ["Deal no. 0 dealt by You (D3)."] and s.state.to_act == 1      # A1: seat 1 speaks first
    first_legal_player(s)
    record = s.state.record()
    assert s.state.phase == "done" and len(s.state.tricks) == 18
    assert s.outcome == referee(record)                                         # S1–S4: the referee's
    assert s.result["scores"] == list(referee(record).scores) and s.result["mine"] == referee(record).scores[0]
    assert s.finished and not s.bots_to_play and s.state.bids[0] == Contract.GARDE   # bid_modern: Garde from 50
    assert len(s.log) == LOG_SIZE and s.log[-1] == s.outcome_status() == s.message
    assert s.log[-1] == ("The deal is over. Taker 65 points with 2 bout(s), target 41: made by 24. S = 98. "
                         "Your score: −98.")                       # S1–S4: 65 − 41 = 24, S = (25 + 24) × 2 (Garde)


def test_each_step_plays_one_bot_turn_and_a_stale_step_nothing():
    s = PracticeSession(SEED_BOT_TAKES, 0, lang="en")
    stale = s.turn
    s.step(stale)
    assert len(s.state.actions) == 1 and s.log[-1] == "Seat 1 bids Garde."         # A1
    s.step(stale)                                                              # sent for a position gone
    assert len(s.state.actions) == 1


def test_refusals_name_their_rule_and_leave_the_deal_as_it_was():
    s = first_trick()
    assert [c.code for c in s.state.current_trick] == ["KS", "5S", "1S"]
    before = s.state.record().to_dict()
    s.play("JH")                                                               # P2: spades led, spades held
    assert s.last_error == {"rule": "P2", "message": s.state.why_not("JH").message("en"), "card": "JH"}
    assert s.message == s.last_error["message"] and s.state.record().to_dict() == before
    s.bid("garde")                                                             # the auction is over
    assert s.last_error["rule"] is None and s.state.record().to_dict() == before
    s.play("QS")
    assert s.last_error == {} and parse_card("QS") not in s.state.hands[0]

    s2 = PracticeSession(SEED_BOT_TAKES, 0, lang="fr")
    s2.play("KS")                                                              # not the learner's turn (A1)
    assert s2.last_error["rule"] is None and s2.last_error["message"] == "Ce n'est pas à vous : Siège 1 doit jouer."
    assert s2.state.actions == ()


def test_a_bout_in_the_discard_is_refused_by_e2():
    s = PracticeSession(SEED_LEARNER_TAKES, 0, lang="en")
    to_learner(s)
    s.bid("prise")
    to_learner(s)
    assert s.state.phase == "discard" and s.my_turn and len(s.state.hands[0]) == 24     # E1: the chien in hand
    bout = next(c for c in s.state.hands[0] if c.is_bout)
    plain = [c for c in s.state.suggested_discard() if not c.is_bout][:5]
    for c in [*plain, bout]:
        s.toggle(c.code)
    assert len(s.chosen) == 6
    s.discard()
    assert s.last_error["rule"] == "E2" and s.state.phase == "discard" and len(s.state.hands[0]) == 24
    s.toggle(parse_card("KH").code if parse_card("KH") in s.state.hands[0] else plain[0].code)
    assert len(s.chosen) == 5


def test_undo_takes_back_the_learners_card_and_the_bots_answers():
    s = first_trick()
    hand0, actions0 = s.state.hands[0], len(s.state.actions)
    s.play("QS")
    to_learner(s)
    assert len(s.state.hands[0]) == 17 and len(s.state.actions) > actions0 + 1
    s.undo()
    assert s.state.hands[0] == hand0 and len(s.state.actions) == actions0 and s.state.to_act == 0
    assert s.log[-1] == "You take back Queen of ♠ spades; the cards played since go back to their hands too."
    assert s.undos == 1
    s.undo()
    assert s.last_error == {"rule": None, "card": None,
                            "message": "Nothing to take back: you have not played a card yet."}
    assert len(s.state.actions) == actions0


def test_a_saved_deal_is_loaded_back_with_the_same_cards_and_outcome(tmp_path):
    s = PracticeSession(SEED_BOT_TAKES, 0, lang="en", save_dir=tmp_path)
    first_legal_player(s)
    path = tmp_path / "practice_seed0_dealer0.json"
    assert s.saved == path.name and path.is_file() and s.log[-1].startswith("Deal saved: practice_seed0_dealer0.json")
    again = PracticeSession(7, 0, lang="en")
    again.load(path.read_text(encoding="utf-8"))
    assert again.seed == SEED_BOT_TAKES and again.state.record() == s.state.record()
    assert again.finished and again.outcome == s.outcome == referee(json.loads(path.read_text(encoding="utf-8")))
    # a deal in progress too: the learner's turn comes back where it was
    half = first_trick()
    fresh = PracticeSession(3, 0, lang="en")
    fresh.load(half.record_json())
    assert fresh.state.record() == half.state.record() and fresh.my_turn and not fresh.finished


def test_a_record_the_referee_refuses_is_refused_and_the_deal_kept():
    s = first_trick()
    data = json.loads(s.record_json())
    data["chien"] = data["chien"][:5]                                       # D3: a chien of 5 cards
    before = s.state.record()
    s.load(json.dumps(data))
    assert s.last_error["rule"] and "chien" in s.last_error["message"].lower()
    assert s.state.record() == before


def test_the_duplicate_comparison_is_the_basic_bot_in_the_learners_seat():
    s = first_trick()
    assert s.compare_with_bot() == {}                                        # not before the end
    first_legal_player(s)
    out = s.compare_with_bot()
    bot = replay_with_bot(s.state, 0, "basic", ("basic",) * 3, seed=SEED_BOT_TAKES, samples=10).outcome()
    assert out["mine"] == s.outcome.scores[0] and out["bot"] == bot.scores[0]
    assert out["text"].startswith("The same cards replayed from the start with a basic bot in your seat")


# --- three and five players (issue 25): the table (V1), the call (V4), the partner (V5), V9 ------------
def test_V4_the_call_refused_leaves_the_deal_as_it_was_and_a_king_is_accepted():
    """Seed 1 at five: the learner takes (Garde) and holds no king, so a queen is refused (V4) with the
    core's words and nothing changes; K♠ is accepted and told (V4), then the chien comes to hand (E1)."""
    s = PracticeSession(1, 0, lang="en", players=5)
    to_learner(s)
    s.bid("garde")
    to_learner(s)
    assert s.state.phase == "call" and s.my_turn and s.status().startswith("You take: call a card (V4).")
    before = (s.state.record(), s.log[:])
    s.call("QS")
    assert s.last_error["rule"] == "V4" and s.last_error["message"].startswith(
        "V4 (Five players: the taker calls a king, or a queen, cavalier or jack only when he holds every higher "
        "court card): Queen of ♠ spades (QS) cannot be called: a queen may be called only by a taker who holds the "
        "four kings; his hand lacks")
    assert s.state.record() == before[0] and s.state.phase == "call"
    s.call("KS")
    assert not s.last_error and s.log[-1] == "You call King of ♠ spades (V4)." and s.state.phase == "discard"
    assert len(s.state.hands[0]) == 18 and s.status() == (
        "You take the chien (E1): choose 3 cards to discard, no king and no bout, trumps only if you cannot do "
        "otherwise (E2, V2).")                                                   # V1, V2: 15 + 3, a discard of 3


def test_a_call_out_of_turn_or_at_four_players_is_refused_with_whose_turn_it_is():
    s = PracticeSession(1, 0, lang="en", players=5)
    s.call("KS")                                                               # the auction: seat 1 speaks
    assert s.last_error == {"rule": None, "card": None, "message": "Not your turn: Seat 1 is to play."}
    four = PracticeSession(1, 0, lang="en")
    to_learner(four)
    four.call("KS")
    assert four.last_error["rule"] is None and four.state.called is None


def test_a_five_player_deal_is_saved_and_loaded_at_its_own_table(tmp_path):
    s = PracticeSession(1, 2, lang="en", players=5, save_dir=tmp_path)
    first_legal_player(s, bid="garde")
    path = tmp_path / "practice_5p_seed1_dealer0.json"
    assert s.saved == path.name and path.is_file()
    again = PracticeSession(7, 2, lang="en")                                    # a four-player table, seat 2
    again.load(path.read_text(encoding="utf-8"))
    assert again.players == 5 and again.state.record() == s.state.record() and again.outcome == s.outcome
    assert again.outcome == referee(json.loads(path.read_text(encoding="utf-8")))
    far = PracticeSession(7, 4, lang="fr", players=5)
    three = PracticeSession(3, 0, lang="en", players=3)
    first_legal_player(three)
    far.load(three.record_json())                                               # seat 4 is not at a table of 3
    assert far.last_error["message"] == "Siège 4 impossible : à 3 joueurs, les sièges vont de 0 à 2 (V1)."
    assert far.players == 5 and far.state.table.seats == 5
