"""`tarot match` and analysis.match at three and five players (issue 25, "Bots at every table"):
one bot kind per seat of the table (V1), duplicate rotations over every seat, each deal's shares
summing to zero (V9), bad input refused in one line per language naming V1, nothing played."""
from __future__ import annotations

import json

import pytest

from tarot_core.analysis import bots as B
from tarot_core.analysis.match import _rotation, estimate_match, replay_with_bot, run_match
from tarot_core.catalogue import rule_title
from tarot_core.errors import TarotError
from tarot_core.game import GameState
from tarot_core.io.cli import main
from tarot_core.referee import referee
from tarot_core.table import table_for


def _referee(state):
    if state.phase == "done":
        assert referee(state.record()) == state.outcome()


# --- the rotations ---------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 5])
def test_each_deal_is_played_once_per_seat_with_the_same_cards(players):
    """A deal at n players is played n times (n rotations), each time from the same dealt cards and
    the same dealer (i mod n), every rotation checked by the referee."""
    seen = []

    def check(state):
        _referee(state)
        seen.append((state.table.seats, state.dealer, tuple(map(tuple, state.dealt)), tuple(state.chien)))
    m = run_match(["random"] * players, deals=2, seed=7, players=players, check=check)
    assert len(seen) == 2 * players and m.players == players
    assert {s[0] for s in seen} == {players}
    first, second = seen[:players], seen[players:]
    assert len(set(first)) == 1 and len(set(second)) == 1 and first[0] != second[0]
    assert first[0][1] == 0 and second[0][1] == 1                            # dealer i mod n
    assert m.to_dict()["rotations"] == players and m.to_dict()["players"] == players


@pytest.mark.parametrize("players", [3, 5])
def test_every_kind_sits_in_every_seat_once_per_deal(players):
    """Rotation r puts seats[(s - r) mod n] in seat s: over the n rotations each kind of the list
    holds each seat exactly once, with a bot of its kind and its own seed."""
    kinds = ["basic", "sampler"] + ["random"] * (players - 2)
    seats_of = {k: [] for k in ("basic", "sampler")}
    seeds = set()
    for r in range(players):
        kind_of, bots, state = _rotation(kinds, 3, 0, r, 1, 1.0, table_for(players))
        assert [b.kind for b in bots] == kind_of and state.table.seats == players
        assert kind_of == [kinds[(s - r) % players] for s in range(players)]
        for k in seats_of:
            seats_of[k].append(kind_of.index(k))
        seeds |= {b.rng.random() for b in bots}
    assert all(sorted(v) == list(range(players)) for v in seats_of.values())
    assert len(seeds) == players * players                                 # no two bots share a seed


@pytest.mark.parametrize("players", [3, 5])
def test_a_deals_shares_sum_to_zero_so_the_kinds_means_balance(players):
    """V9: at three the taker wins 2 S and each defender loses S; at five 2 S, the partner S (or 4 S
    alone) against S each: the shares sum to zero, so one kind's total is minus the others'."""
    m = run_match(["random"] * players, deals=3, seed=2, players=players)
    assert m.played > 0 and m.kinds["random"].total == 0
    assert len(m.kinds["random"].per_deal) == 3


def test_estimate_counts_one_rotation_per_seat():
    """The estimate is the trial's time per rotation x n rotations x the deals (each turn 1 s here)."""
    class Ticks:
        def __init__(self):
            self.now = -1.0

        def __call__(self):
            self.now += 1.0
            return self.now
    turns = 0
    state = GameState.new(seed=0, dealer=0, players=5)
    bots = _rotation(["random"] * 5, 0, 0, 0, 1, 1.0, table_for(5))[1]
    while state.to_act is not None:
        B.play_turn(state, bots)
        turns += 1
    e = estimate_match(["random"] * 5, 10, seed=0, players=5, trial_seconds=0, clock=Ticks())
    assert e.rotations == 1 and e.seconds == turns * 5 * 10


def test_replay_with_bot_keeps_the_table():
    """The practice table's duplicate at five: the same cards replayed by five bots."""
    s = GameState.new(seed=4, players=5)
    B.play_deal(s, [B.RandomBot(i) for i in range(5)])
    again = replay_with_bot(s, 2, "random", ("random",) * 4, seed=1)
    assert again.table.seats == 5 and again.dealt == s.dealt and again.to_act is None
    _referee(again)
    with pytest.raises(TarotError) as e:
        replay_with_bot(s, 2, "random", ("random",) * 3)
    assert e.value.rule == "D1" and "not 4" in e.value.message("en")


# --- bad input: one line per language naming V1, nothing played ---------------------------------------
@pytest.mark.parametrize("players, count", [(3, 4), (5, 4), (5, 6), (4, 5), (3, 1)])
def test_V1_the_seats_are_one_kind_per_seat_of_the_table(players, count):
    with pytest.raises(TarotError) as e:
        run_match(["random"] * count, deals=1, players=players)
    assert e.value.rule == "V1"
    en, fr = e.value.message("en"), e.value.message("fr")
    assert en.startswith("V1") and rule_title("V1", "en") in en and "\n" not in en
    assert f"A table of {players} players needs {players} bots, one per seat, not {count}." in en
    assert f"Une table de {players} joueurs demande {players} joueurs virtuels, un par siège, pas {count}." in fr


@pytest.mark.parametrize("players", [2, 6, 0, "5", None, True, 4.0])
def test_V1_a_match_is_played_at_three_four_or_five(players):
    with pytest.raises(TarotError) as e:
        run_match(["random"] * 5, deals=1, players=players)
    assert e.value.rule == "V1"


def test_V1_a_kind_that_does_not_play_at_this_table_is_refused_before_the_first_deal(monkeypatch):
    monkeypatch.setattr(B.BasicBot, "players", (4,))
    calls = []
    with pytest.raises(TarotError) as e:
        run_match(["random", "basic", "random"], deals=1, players=3, check=calls.append)
    assert e.value.rule == "V1" and "'basic' bot at seat 1 plays only at 4 players" in e.value.message("en")
    assert calls == []


@pytest.mark.parametrize("lang, line", [
    ("en", "tarot: V1 (Three players: 24 cards each in fours; five: 15 in threes; a chien of 6 or 3, single cards): "
           "--seats gives 4 bot kinds; a table of 5 players (--players) needs one per seat.\n"),
    ("fr", "tarot: V1 (À trois, 24 cartes chacun par 4 ; à cinq, 15 par 3 ; chien de 6 ou de 3, cartes isolées) : "
           "--seats donne 4 joueurs virtuels ; une table de 5 joueurs (--players) en demande un par siège.\n")])
def test_cli_wrong_count_for_the_table(capsys, lang, line):
    """`--players 5` with four kinds: refused in one line naming V1, in the user's language, exit 2."""
    assert main(["match", "--players", "5", "--seats", "random,random,random,random", "--deals", "1",
                 "--lang", lang]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == line


@pytest.mark.parametrize("argv, words", [
    (["--players", "3", "--seats", "random,robot,random"], "'robot' is not one of: random, basic, sampler"),
    (["--players", "6", "--seats", "random"], "No table of 6 players: the game is played by 3, 4 or 5."),
    (["--players", "cinq", "--seats", "random"], "No table of cinq players"),
    (["--seats", "random,random,random,random,random"], "--seats gives 5 bot kinds; a table of 4 players (--players)"),
])
def test_cli_bad_match_input(capsys, argv, words):
    assert main(["match", *argv, "--deals", "1"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and words in err and len(err.splitlines()) == 1


@pytest.mark.parametrize("players", [3, 5])
def test_cli_match_at_three_and_five(capsys, players):
    kinds = ",".join(["aléatoire"] + ["random"] * (players - 1))
    assert main(["match", "--players", str(players), "--seats", kinds, "--deals", "2", "--seed", "4", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["players"] == data["rotations"] == players and data["seats"] == ["random"] * players
    assert data["deals"] == 2 and set(data["kinds"]) == {"random"}
    assert main(["match", "--players", str(players), "--seats", kinds, "--deals", "2", "--lang", "fr"]) == 0
    assert f"2 donnes (graine 0) à {players} joueurs, chacune jouée {players} fois" in capsys.readouterr().out


@pytest.mark.parametrize("players", [3, 5])
def test_cli_refuses_a_match_estimated_over_max_minutes_at_three_and_five(capsys, players):
    """The estimate and the refusal as at four players: 100,000 deals of random bots played once per
    seat are over a limit of 0.01 minute, refused before the first deal in one line naming the
    estimate and --max-minutes."""
    argv = ["match", "--players", str(players), "--seats", ",".join(["random"] * players), "--deals", "100000",
            "--max-minutes", "0.01"]
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.splitlines()) == 1
    assert "this match would take about" in err and "--max-minutes" in err
