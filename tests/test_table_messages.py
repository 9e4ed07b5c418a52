"""Issue 25 (small items, §1): a message that names a seat range or a deal's size names the
table's own numbers (tarot_core/table.py: D1, D3, E4; V1, V2 at three and five players), never
the four-player ones at a table of three or five. Each test states the exact line at 3, 4 and 5."""
from __future__ import annotations

import pytest

from tarot_core import GameState
from tarot_core.ending import end_of_deal
from tarot_core.errors import TarotError
from tarot_core.io.case import parse_case
from tarot_core.table import TABLES


@pytest.mark.parametrize("players, rule, en, fr", [
    (3, "V1", "At 3 players there must be 3 hands, not 'junk'.", "À 3 joueurs, il faut 3 mains, pas 'junk'."),
    (4, "D3", "There must be 4 hands, not 'junk'.", "Il faut 4 mains, pas 'junk'."),
    (5, "V1", "At 5 players there must be 5 hands, not 'junk'.", "À 5 joueurs, il faut 5 mains, pas 'junk'."),
])
def test_D3_V1_for_play_on_one_text_names_the_tables_hand_count(players, rule, en, fr):
    """GameState.for_play("junk", players=5) said "There must be 4 hands" (D3) at every table."""
    with pytest.raises(TarotError) as e:
        GameState.for_play("junk", 0, players=players)
    assert (e.value.rule, e.value.detail("en"), e.value.detail("fr")) == (rule, en, fr)


def test_D3_V1_the_mask_constructor_on_junk_hands_names_its_table():
    with pytest.raises(TarotError) as e:
        GameState(7, 0, table=TABLES[5])                   # not a list of hands
    assert (e.value.rule, e.value.detail("en")) == ("V1", "At 5 players there must be 5 hands, not 7.")


def test_D1_a_seat_out_of_range_at_four_names_the_last_seat():
    with pytest.raises(TarotError) as e:
        GameState.for_play(["KH", "QH", "7H", "4S"], leader=7)
    assert e.value.detail("en") == "Invalid seat 7: seats run from 0 to 3."
    assert e.value.detail("fr") == "Siège 7 invalide : les sièges vont de 0 à 3."


CASE = "tarot-case 1\nquestion: end\ncontract: garde\ntaker: {taker}\nearlier: taker\n{players}trick: {trick}\n"
TRICKS = {3: "0 T1 2H 3H", 4: "0 T1 2H 3H 4H", 5: "0 T1 2H 3H 4H 5H"}


@pytest.mark.parametrize("players, last", [(3, 2), (4, 3), (5, 4)])
def test_D1_a_cases_taker_that_is_not_a_digit_is_refused_with_the_tables_seats(players, last):
    """`err.case.digit` said "a digit (0 to 3)" for the taker at every table (issue 25 §1)."""
    source = CASE.format(taker="x", players=f"players: {players}\n", trick=TRICKS[players])
    with pytest.raises(TarotError) as e:
        parse_case(source)
    assert e.value.message("en") == f"line 4 (taker): the taker's seat: a digit from 0 to {last} (at {players} players)"
    assert e.value.message("fr") == (f"ligne 4 (taker) : le siège du preneur : un chiffre de 0 à {last} "
                                     f"(à {players} joueurs)")


def test_D1_without_players_a_cases_taker_is_a_four_player_seat():
    with pytest.raises(TarotError) as e:
        parse_case(CASE.format(taker="²", players="", trick=TRICKS[4]))
    assert e.value.message("en") == "line 4 (taker): the taker's seat: a digit from 0 to 3 (at 4 players)"


@pytest.mark.parametrize("players, leader, last", [(3, 3, 2), (4, 4, 3), (5, 9, 4)])
def test_D1_a_cases_trick_leader_out_of_the_table_is_refused_with_its_seats(players, leader, last):
    """The leader's range was "0 to 4" at every table; a leader 3 at three players read, then failed later."""
    trick = f"{leader} {TRICKS[players].partition(' ')[2]}"
    with pytest.raises(TarotError) as e:
        parse_case(CASE.format(taker="0", players=f"players: {players}\n", trick=trick))
    line = 7                                               # after the players line
    assert e.value.message("en") == (f"line {line} (trick): a trick starts with the seat that leads it (0 to {last}), "
                                     "then its cards (one per player)")
    assert e.value.message("fr") == (f"ligne {line} (trick) : un pli commence par le siège qui l'entame "
                                     f"(0 à {last}), puis ses cartes (une par joueur)")


@pytest.mark.parametrize("players, cards, rule, en", [
    (3, "T21 2H", "V2", "Trick 24 has 2 cards; at 3 players a trick has 3."),
    (4, "T21 2H 3H", "E4", "Trick 18 has 3 cards instead of 4."),
    (5, "T21 2H 3H 4H", "V2", "Trick 15 has 4 cards; at 5 players a trick has 5."),
])
def test_E4_V2_a_last_trick_of_the_wrong_size_names_the_tables_trick(players, cards, rule, en):
    """end_of_deal said "Trick 15 has 4 cards instead of 4" at five players (issue 25 §1)."""
    extra = {"called": "KS", "holder": 1} if players == 5 else {}
    with pytest.raises(TarotError) as e:
        end_of_deal("prise", players=players, last_tricks=[(0, cards)], excuse_earlier=("defence", 2),
                    petit_earlier="taker", **extra)
    assert (e.value.rule, e.value.detail("en")) == (rule, en)


HANDS = {3: "KS QS 2S 3S 4S 5S KH QH 2H 3H 4H T2 T3 T4 T5 KD QD 2D 3D 4D KC QC 2C 3C",
         4: "KS QS 2S 3S 4S 5S KH QH 2H 3H 4H T2 T3 T4 T5 KD QD 2D",
         5: "KS QS 2S 3S 4S 5S KH QH 2H 3H 4H T2 T3 T4 T5"}
CHIENS = {3: "6S 7S 8S 9S 10S JS", 4: "6S 7S 8S 9S 10S JS", 5: "6S 7S 8S"}


@pytest.mark.parametrize("players, about, total", [
    (3, "The 24 cards dealt, the 6 of the chien, then the 6 cards discarded among those 30 (E1–E2).", 30),
    (4, "The 18 cards dealt, the 6 of the chien, then the 6 cards discarded among those 24 (E1–E2).", 24),
    (5, "The 15 cards dealt, the 3 of the chien, then the 3 cards discarded among those 18 (E1–E2).", 18),
])
def test_E1_E2_the_rules_desk_describes_the_discard_question_with_the_tables_sizes(players, about, total):
    """The desk's discard question said "The 18 cards dealt, the 6 of the chien … among those 24"
    and "with these 24 cards" at three and five players too."""
    from tarot_core.io.case import case_for_discard
    from widgets.desk import RulesDesk
    table = TABLES[players]
    desk = RulesDesk(lang="en")
    desk.open_case(case_for_discard(HANDS[players], CHIENS[players], CHIENS[players], players=players).to_text())
    assert (desk.question, desk.players, desk.view["about"]) == ("discard", players, about)
    assert desk.answer["lines"][-1]["text"] == f"E2: with these {total} cards the discard holds exactly 0 trump(s)."
    desk.ask("discard", "poignee")
    assert desk.view["about"].startswith(f"The {table.hand_size} cards held before the first card,")
    desk.lang = "fr"
    assert desk.view["about"].startswith(f"Les {table.hand_size} cartes en main avant la première carte,")


# --- §2: the practice table's log names the camp a trick counts for (V7) ----------------------------
def _played_log(players: int, lang: str):
    """Seed 1, the learner (seat 0) takes a Garde (at five calls K♠: seat 3's, test_practice_table's
    SEED_FIVE) and plays his first legal card each time; every log line, in order."""
    from widgets.practice import PracticeTable
    w = PracticeTable(seed=1, seat=0, lang=lang, players=players)
    log: list[str] = []
    for _ in range(800):
        if w.state.to_act is None:
            break
        if w.slam_pending:
            w.do("slam", announce=False)
        elif w.bots_to_play:
            w.do("step", at=w.turn)
        elif w.phase == "auction":
            w.do("bid", bid="garde")
        elif w.phase == "call":
            w.do("call", card="KS")
        elif w.phase == "discard":
            for c in w.state.suggested_discard():
                w.do("toggle", card=c.code)
            w.do("discard")
        else:
            w.do("play", card=w.state.legal_cards()[0].code)
        if w.session.log and (not log or log[-1] is not w.session.log[-1]):
            log.append(w.session.log[-1])
    assert w.phase == "done" and w.state.taker == 0
    return w, log


@pytest.mark.parametrize("lang, you_win, won_by, taker_word", [
    ("en", "You win trick {n} for the attack (P6).", "Trick {n} won by {name} for the attack (P6).", "for the taker"),
    ("fr", "Vous remportez le pli {n} pour l'attaque (P6).", "Pli {n} remporté par {name}, pour l'attaque (P6).",
     "pour le preneur"),
])
def test_V7_at_five_the_practice_log_says_a_trick_is_for_the_attack(lang, you_win, won_by, taker_word):
    """Issue 25 §2: at five players the log said "Trick 6 won by Seat 3 for the taker" once the camps
    were known; the taker's side is a camp there, the attack (taker and partner, V7)."""
    w, log = _played_log(5, lang)
    partner, tricks = w.state.partner, w.state.tricks
    assert partner == 3
    mine = next(t.number for t in tricks if t.winner == 0)
    fell = next(t.number for t in tricks if w.state.called in t.cards)
    theirs = next(t.number for t in tricks if t.winner == partner and t.number >= fell)
    assert any(line.endswith(you_win.format(n=mine)) for line in log)
    assert any(line.endswith(won_by.format(n=theirs, name=w.short_name(partner))) for line in log)
    assert not any(taker_word in line for line in log)


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("lang, you_win", [("en", "You win trick {n} for the taker (P6)."),
                                           ("fr", "Vous remportez le pli {n} pour le preneur (P6).")])
def test_P6_at_three_and_four_the_practice_log_says_for_the_taker(players, lang, you_win):
    w, log = _played_log(players, lang)
    mine = next(t.number for t in w.state.tricks if t.winner == 0)
    assert any(line.endswith(you_win.format(n=mine)) for line in log)
    assert not any("attack" in line or "attaque" in line for line in log)


@pytest.mark.parametrize("players", [3, 5])
def test_V1_the_replayers_analysis_says_every_hand_face_up_at_every_table(players):
    """The replayer's exact-search panel (at three and five players too, with the search with camps)
    said "All four hands face up" / "Les quatre mains à découvert" on a deal of three or five."""
    from tarot_core.analysis.bots import BasicBot, play_deal
    from widgets.replay import DealReplayer
    state = play_deal(GameState.new(seed=3, players=players), [BasicBot() for _ in range(players)])
    for lang, words in (("en", "Every hand face up, each side playing its best (exact search)"),
                        ("fr", "Toutes les mains à découvert, chaque camp jouant au mieux (recherche exacte)")):
        w = DealReplayer(state.record(), lang=lang)
        assert w.labels["replay.analysis.about"].startswith(words)


@pytest.mark.parametrize("players", [3, 5])
def test_V1_a_desk_made_at_three_or_five_takes_the_tables_hands(players):
    """RulesDesk(players=3) kept the four-player piles: a hand of 24 cards was refused with
    "“Hand” holds at most 18 cards (D3)". It is the table set_table gives."""
    from widgets.desk import RulesDesk
    table = TABLES[players]
    desk = RulesDesk(lang="en", players=players)
    made = RulesDesk(lang="en")
    made.set_table(players)
    assert desk.players == players and desk.piles == made.piles
    assert {name: p.specs["hand"].size for name, p in desk.pickers.items() if "hand" in p.specs} == {
        "play": table.hand_size, "discard": table.hand_size, "poignee": table.hand_size}


def test_V1_a_desk_made_at_a_table_the_rules_do_not_have_is_refused():
    from widgets._base import Refused
    from widgets.desk import RulesDesk
    with pytest.raises(Refused, match="No table of 6 players"):
        RulesDesk(lang="en", players=6)


@pytest.mark.parametrize("lang, five, four", [
    ("en", "B5: petit au bout won by the attack: +10.", "B5: petit au bout won by the taker"),
    ("fr", "B5 : petit au bout gagné par l'attaque : +10.", "B5 : petit au bout gagné par le preneur"),
])
def test_V7_at_five_the_score_breakdown_gives_the_petit_au_bout_to_the_attack(lang, five, four):
    """Seed 42 at five, played by basic bots: the attack (taker 1, partner 3) takes the Petit to the
    last trick. The breakdown said "petit au bout won by the taker" (the four-player words, V7)."""
    from tarot_core.analysis.bots import BasicBot, play_deal
    out = play_deal(GameState.new(seed=42, players=5), [BasicBot() for _ in range(5)]).outcome()
    assert (out.taker, out.partner, out.petit_au_bout) == (1, 3, "taker")
    assert five in out.breakdown_text(lang).split("\n")
    assert four in out.result.breakdown_text(lang)              # the score alone, no table: four players' words
