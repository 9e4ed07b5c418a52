"""``tarot advise --players N`` (issue 25): the advisor simulates four-player deals only, so at three
and five players the command gives the hand's count with the thresholds scaled to the table
(tarot_core.analysis.handcount, V1) and says no deal was simulated; the simulation's options are
refused there, in one line naming the option, never silently ignored."""
from __future__ import annotations

import json

import pytest

from tarot_core.analysis.handcount import hand_count, thresholds
from tarot_core.io.cli import main as tarot
from tarot_core.table import FIVE_PLAYERS, THREE_PLAYERS

HAND15 = "T21 T20 T19 T1 EX T2 T3 KS QS KH QH KD CD 5D KC"
HAND24 = "T21 T20 T19 T1 EX T2 T3 KS QS KH QH KD CD 5D KC 3C 2C 4C 1S 2S 3S 4S 5S 6S"


@pytest.mark.parametrize("hand, players, table", [(HAND15, "5", FIVE_PLAYERS), (HAND24, "3", THREE_PLAYERS)])
def test_advise_at_three_and_five_players_gives_the_count_scaled_to_the_table(capsys, hand, players, table):
    assert tarot(["advise", "--hand", hand, "--players", players, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    count = hand_count(hand, table)
    assert data["players"] == table.seats and data["simulated"] is False
    assert (data["total"], data["suggestion"]) == (count.total, count.suggestion.code if count.suggestion else None)
    # handcount's thresholds: at five 34/47/60/68, at three 54/75/95/108 (the published ones × hand / 18)
    assert data["thresholds"] == {c.code: floor for floor, c in thresholds(table)}
    assert data["thresholds"]["prise"] == {5: 34, 3: 54}[table.seats]
    assert tarot(["advise", "--hand", hand, "--players", players, "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"A hand of {table.hand_size} cards at {table.seats} players (V1)")
    assert count.text("en") in out and f"No simulation at {table.seats} players" in out
    assert tarot(["advise", "--hand", hand, "--players", players, "--lang", "fr"]) == 0
    assert f"Pas de simulation à {table.seats} joueurs" in capsys.readouterr().out


def test_advise_at_five_players_the_hand_is_counted_before_the_call(capsys):
    assert tarot(["advise", "--hand", HAND15, "--players", "5", "--lang", "en"]) == 0
    assert "counted before the chien and before the call (V4)" in capsys.readouterr().out.splitlines()[0]


@pytest.mark.parametrize("argv, rule, field", [
    (["--hand", HAND15, "--players", "5", "--deals", "10"], "usage", "--deals"),
    (["--hand", HAND15, "--players", "5", "--level", "sampler"], "usage", "--level"),
    (["--hand", HAND24, "--players", "3", "--seat", "1"], "usage", "--seat"),
    (["--hand", HAND15, "--players", "3"], "V1", None),                 # 15 cards at three players
    (["--hand", HAND24, "--players", "5"], "V1", None),
    (["--hand", HAND15, "--players", "6"], "V1", None),
    (["--hand", HAND15, "--players", "five"], "V1", None),
    (["--hand", HAND15], "D3", None),                                     # four players: 18 cards (D3)
])
def test_advise_players_refusals_are_one_line(capsys, argv, rule, field):
    for lang in ("en", "fr"):
        assert tarot(["advise", *argv, "--lang", lang]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "Traceback" not in err
        if field:
            assert field in err
    assert tarot(["advise", *argv, "--json"]) == 2
    assert json.loads(capsys.readouterr().out)["error"]["rule"] == rule


def test_advise_at_four_players_is_unchanged(capsys):
    from tarot_core.analysis.advisor import advise
    hand = "T21 T20 T19 T1 EX T2 T3 KS QS KH QH KD CD 5D KC 3C 2C 4C"
    assert tarot(["advise", "--hand", hand, "--players", "4", "--deals", "5", "--lang", "en"]) == 0
    assert capsys.readouterr().out.rstrip("\n") == advise(hand, 5, seed=0).text("en")
