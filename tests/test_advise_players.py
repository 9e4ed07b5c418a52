"""``tarot advise --players N`` (issue 25; small items §4): the advisor simulates the table asked
(V1): the hand is that table's (24 or 15 cards), the other hands and the chien are dealt at random
at that table's sizes, the table's basic bots play (at five the taker's call is the bot's
``choose_call``, V4), and the figures are the same as at four (each contract's chance and mean S).
A hand, seat or table the rules do not allow is refused in one line naming its rule."""
from __future__ import annotations

import json

import pytest

from tarot_core.actions import Call
from tarot_core.analysis.advisor import CONTRACTS, advise, advisor_rng, deal_unseen, play_all_contracts, play_contract
from tarot_core.analysis.bots import BasicBot
from tarot_core.analysis.handcount import hand_count
from tarot_core.auction import Contract
from tarot_core.cards import FULL_MASK, mask_of, parse_cards
from tarot_core.game import GameState
from tarot_core.io.cli import main as tarot
from tarot_core.table import FIVE_PLAYERS, THREE_PLAYERS, table_for

HAND15 = "T21 T20 T19 T1 EX T2 T3 KS QS KH QH KD CD 5D KC"
HAND24 = "T21 T20 T19 T1 EX T2 T3 KS QS KH QH KD CD 5D KC 3C 2C 4C 1S 2S 3S 4S 5S 6S"
WEAK24 = "T5 T9 T12 EX KS 2S 3S 4S 7H 8H 9H 1C 2C 5D 6D 7D 8D 9D 10D 3C 4C 5C 6C 7C"
HANDS = {5: HAND15, 3: HAND24}


@pytest.mark.parametrize("players", [3, 5])
def test_V1_the_unseen_cards_are_dealt_at_the_tables_sizes(players):
    table = table_for(players)
    mine = mask_of(parse_cards(HANDS[players]))
    hands, chien, _ = deal_unseen(mine, 0, advisor_rng(5), table)
    assert len(hands) == table.seats and hands[0] == mine
    assert [h.bit_count() for h in hands] == [table.hand_size] * table.seats          # V1: 24 or 15 each
    assert chien.bit_count() == table.chien_size                                       # V1: 6 or 3
    assert sum(hands) + chien == FULL_MASK                                             # C1: every card once


@pytest.mark.parametrize("players", [3, 5])
def test_V1_one_simulated_deal_is_the_seeded_shuffle_played_by_the_tables_basic_bots(players):
    """advise(deals=1) = the first deal of the advisor's stream at that table, each contract played
    by one basic bot per seat, the seat taking and the others passing (A1–A3)."""
    table = table_for(players)
    hands, chien, _ = deal_unseen(mask_of(parse_cards(HANDS[players])), 0, advisor_rng(5), table)
    a = advise(HANDS[players], 1, seed=5, players=players)
    assert a.players == players and a.count == hand_count(HANDS[players], table)
    for c in CONTRACTS:
        out = play_contract(hands, chien, 0, 0, c, [BasicBot() for _ in range(players)]).outcome()
        assert out.players == players and out.taker == 0 and out.contract is c
        assert a.chance(c).made == int(out.result.made) and a.chance(c).scores == (out.result.S,)


def test_V4_at_five_the_taker_calls_as_the_basic_bot_does():
    hands, chien, _ = deal_unseen(mask_of(parse_cards(HAND15)), 0, advisor_rng(7), FIVE_PLAYERS)
    played = play_contract(hands, chien, 0, 0, Contract.GARDE, [BasicBot() for _ in range(5)])
    state = GameState(hands, chien, 0, table=FIVE_PLAYERS)
    for action in played.actions:
        if isinstance(action, Call):
            assert action.seat == 0 and action.card == BasicBot().choose_call(state.view(0))     # V4
            break
        state.apply(action)
    else:
        raise AssertionError("no call at five players")


@pytest.mark.parametrize("players", [3, 5])
def test_A2_E3_the_replayed_siblings_equal_a_full_play_at_the_table(players):
    """Garde replays Prise's actions and Garde Contre replays Garde Sans's (the basic bots never read
    the contract, at five neither for the call nor as partner): playing them in full gives the same."""
    table = table_for(players)
    rng = advisor_rng(11)
    for _ in range(3):
        hands, chien, _ = deal_unseen(mask_of(parse_cards(HANDS[players])), 0, rng, table)
        states = play_all_contracts(hands, chien, 0, 0, "basic", 0)
        for sibling in (Contract.GARDE, Contract.GARDE_CONTRE):
            full = play_contract(hands, chien, 0, 0, sibling, [BasicBot() for _ in range(players)])
            assert full.actions == states[sibling].actions


# Seeded figures (seed 3, 8 deals, basic bots), as `tarot advise --players P --deals 8 --seed 3 --json`
# prints them: the count (hand_count at the table), the deals made per contract (A2 order), the model's
# favourite. (The S of each deal depends on the basic bot's card rules: it is checked against the bots'
# own play in test_V1_one_simulated_deal_… rather than pinned.)
@pytest.mark.parametrize("players, hand, total, made, favoured", [
    (5, HAND15, 84, [8, 8, 8, 8], "garde-contre"),
    (3, HAND24, 93, [8, 8, 8, 8], "garde-contre"),
    (3, WEAK24, 30, [0, 0, 0, 0], None),
])
def test_V1_advise_simulates_three_and_five_player_deals(capsys, players, hand, total, made, favoured):
    """`tarot advise --players 3|5` printed the count only and said nothing was simulated (issue 25 §4)."""
    assert tarot(["advise", "--hand", hand, "--players", str(players), "--deals", "8", "--seed", "3", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["players"], data["deals"], data["seed"], data["model_estimate"]) == (players, 8, 3, True)
    assert [c["made"] for c in data["contracts"]] == made
    assert data["count"]["total"] == total and data["favoured"] == favoured
    a = advise(hand, 8, seed=3, players=players)
    assert json.loads(a.to_json()) | {"seconds": 0} == data | {"seconds": 0}
    assert all(len(c.scores) == 8 for c in a.contracts) and a.redeals == 0


@pytest.mark.parametrize("lang, head, table_line", [
    ("en", "A model estimate — bots, not people: 8 random deals of the 63 cards you cannot see, played by 5 basic "
           "bots (seed 3).",
     "At 5 players (V1): your 15 cards before the chien and before the call (V4: the taker bot calls); the other "
     "hands and the chien drawn at random, played by this table's bots."),
    ("fr", "Estimation d'un modèle — des robots, pas des joueurs : 8 donnes tirées au hasard pour les 63 cartes que "
           "vous ne voyez pas, jouées par 5 robots simples (graine 3).",
     "À 5 joueurs (V1) : vos 15 cartes avant le chien et avant l'appel (V4 : le robot preneur appelle) ; les "
     "autres mains et le chien tirés au hasard, joués par les robots de cette table."),
])
def test_V1_the_text_names_the_table_simulated(capsys, lang, head, table_line):
    assert tarot(["advise", "--hand", HAND15, "--players", "5", "--deals", "8", "--seed", "3", "--lang", lang]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[:2] == [head, table_line]
    assert lines == advise(HAND15, 8, seed=3, players=5).text(lang).split("\n")


@pytest.mark.parametrize("argv, rule, words", [
    (["--hand", HAND15, "--players", "3"], "V1", "at 3 players, 24 cards, not 15"),
    (["--hand", HAND24, "--players", "5"], "V1", "at 5 players, 15 cards, not 24"),
    (["--hand", HAND15, "--players", "6"], "V1", "No table of 6 players"),
    (["--hand", HAND15, "--players", "five"], "V1", "No table of five players"),
    (["--hand", HAND24, "--players", "3", "--seat", "3"], "D1", "Invalid seat 3: at 3 players, seats run from 0 to 2."),
    (["--hand", HAND15, "--players", "5", "--dealer", "5"], "D1", "at 5 players, seats run from 0 to 4."),
    (["--hand", HAND15], "D3", "18"),                                     # four players: 18 cards (D3)
])
def test_advise_players_refusals_are_one_line(capsys, argv, rule, words):
    for lang in ("en", "fr"):
        assert tarot(["advise", *argv, "--lang", lang]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "Traceback" not in err
        if lang == "en":
            assert words in err
    assert tarot(["advise", *argv, "--json"]) == 2
    assert json.loads(capsys.readouterr().out)["error"]["rule"] == rule


def test_advise_at_four_players_is_unchanged(capsys):
    hand = "T21 T20 T19 T1 EX T2 T3 KS QS KH QH KD CD 5D KC 3C 2C 4C"
    assert tarot(["advise", "--hand", hand, "--players", "4", "--deals", "5", "--lang", "en"]) == 0
    out = capsys.readouterr().out.rstrip("\n")
    assert out == advise(hand, 5, seed=0).text("en")
    assert out.split("\n")[0] == ("A model estimate — bots, not people: 5 random deals of the 60 cards you cannot "
                                  "see, played by 4 basic bots (seed 0).")


def test_the_python_api_checks_the_table():
    with pytest.raises(ValueError) as e:
        advise(HAND15, 1, players=THREE_PLAYERS.seats)
    assert e.value.rule == "V1"
    for bad in ("5", True, 6):
        with pytest.raises(ValueError) as e:
            advise(HAND15, 1, players=bad)
        assert e.value.rule == "V1"


@pytest.mark.parametrize("players", [3, 5])
def test_V1_the_calibration_at_a_table_is_the_advisor_and_the_real_deal_there(players):
    """`python -m tarot_core.analysis.calibrate_advisor --players P`: seat 0's cards of the real deal
    at that table go to the advisor at that table, and the real deal is played by its bots."""
    from tarot_core.analysis.calibrate_advisor import calibrate, hand_record, table_text
    real = GameState.new(seed=1, dealer=0, players=players)
    rec = hand_record(1, 3, players=players)
    advice = advise(real.dealt[0], 3, seed=1, players=players)
    assert rec["made"] == {c.contract.code: c.made for c in advice.contracts}
    played = play_all_contracts([real.hand_mask(s) for s in range(players)], mask_of(real.chien), 0, 0, "basic", 1)
    assert rec["real"] == {c.code: bool(s.outcome().result.made) for c, s in played.items()}
    r = calibrate(2, 2, first=1, players=players)
    assert r["players"] == players and r["command"].endswith(f"--level basic --players {players}")
    assert table_text(r, "en").split("\n")[1] == (f"At {players} players (V1): the real deals and the advisor "
                                                  "at that table.")
