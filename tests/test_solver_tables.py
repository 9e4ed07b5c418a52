"""The exact search at three and five players (issue 25: ``tarot analyse`` and the replayer's analysis
panel at every table), :mod:`tarot_core.analysis.solver_tables`.

Correctness: on many small seeded positions (1–3 tricks left, some in the middle of a trick, deals
played by the basic and by the random bots) the search's S equals a plain minimax written here, which
plays every legal card (P2–P6, X1) through :class:`~tarot_core.game.GameState` and scores the end with
the referee's outcome (S1–S3, V7–V9): the attack (the taker, and at five players the partner dealt the
called card, V5) maximises S, everyone else minimises it.

Worked cases (records below, played by the basic bots; the values derived by hand from the referee's
facts of the deal as played):

* three players (seed 133), Prise, taker seat 1. As played the defence's Petit (T1) falls in the last
  trick under the taker's T19: petit au bout for the taker (B5), 45.5 points with 2 bouts (target 41,
  S1), margin 4.5 → 5 (S2, V8): S = (25 + 5 + 10) × 1 = +40. In trick 23 seat 2 played T15 after the
  taker's Excuse lead (X2); T1 there instead wins that trick for the defence (no other trump, P6) and
  T15 goes to the taker in trick 24: the taker has 4.5 − 0.5 = 4 points and one bout fewer, 41.5
  points with 1 bout (target 51), failed by 9.5 → 10, no petit au bout: S = −(25 + 10) = −35.
* five players (seed 167), Prise, taker seat 3, called KD: the partner is seat 1 (V5); the taker showed
  a simple poignée of 8 trumps (V3: +20, to the side that wins, B4). As played seat 4 (defence) leads
  T9 in trick 14, the taker's Excuse goes under it (X3: it stays with the attack, ½ point over), then
  the taker's T20 takes seat 4's T1 in the last trick (B5): 53 points, 2 bouts, margin 12:
  S = (25 + 12 + 10) × 1 + 20 = +67. Seat 4 leading T1 in trick 14 instead: the taker takes it with
  T20 (P4, P6; the partner's 10D counts for the attack, V7), then must play the Excuse to the last
  trick, where it changes sides (X5): 48 points with 1 bout (target 51), failed by 3:
  S = −(25 + 3) × 1 − 20 = −48 (V9: the taker −96, the partner −48, each defender +48).
"""
from __future__ import annotations

import json

import pytest

from tarot_core.analysis.bots import BasicBot, RandomBot, play_deal
from tarot_core.analysis.solver_tables import TableSolver, review, solve, solver_for
from tarot_core.game import GameState, replay_states
from tarot_core.io.cli import main
from tarot_core.io.golden import golden_records
from widgets.replay import DealReplayer

FIVE = {"players": 5, "dealer": 0, "hands": [
    ["T19", "T4", "10S", "7S", "3S", "4H", "3H", "CC", "10C", "9C", "8C", "5C", "3C", "2C", "9D"],
    ["T12", "QH", "8H", "7H", "6H", "2H", "JC", "1C", "KD", "JD", "10D", "6D", "5D", "2D", "1D"],
    ["T15", "T13", "T8", "CS", "JS", "8S", "2S", "CH", "10H", "1H", "KC", "6C", "4C", "7D", "3D"],
    ["T17", "T16", "T14", "T11", "T10", "T6", "T2", "EX", "KS", "9S", "6S", "JH", "5H", "QC", "CD"],
    ["T21", "T18", "T9", "T7", "T5", "T3", "T1", "5S", "4S", "KH", "9H", "7C", "QD", "8D", "4D"]],
    "chien": ["T20", "QS", "1S"], "bids": ["pass", "pass", "prise", "pass", "pass"], "call": "KD",
    "discard": ["QS", "QC", "CD"], "slam_announced": False,
    "poignees": {"3": ["T20", "T17", "T16", "T14", "T11", "T10", "T6", "T2"]},
    "tricks": [["2H", "10H", "JH", "KH", "3H"], ["4D", "9D", "KD", "3D", "T2"], ["1S", "4S", "3S", "T12", "2S"],
               ["1D", "7D", "T6", "8D", "T19"], ["2C", "JC", "KC", "T10", "7C"], ["6S", "5S", "7S", "1C", "CS"],
               ["4C", "T11", "T18", "3C", "2D"], ["QD", "T4", "5D", "T8", "T14"], ["9S", "T3", "10S", "6H", "JS"],
               ["9H", "4H", "QH", "1H", "5H"], ["6D", "T13", "T16", "T21", "CC"], ["T5", "5C", "7H", "T15", "T17"],
               ["KS", "T7", "8C", "8H", "8S"], ["T9", "9C", "10D", "6C", "EX"], ["T1", "10C", "JD", "CH", "T20"]]}

THREE = {"players": 3, "dealer": 0, "hands": [
    ["T20", "T13", "T8", "T5", "QS", "6S", "3S", "KH", "QH", "CH", "10H", "7H", "CC", "JC", "9C", "7C", "6C", "5C",
     "3C", "KD", "8D", "5D", "4D", "2D"],
    ["T19", "T18", "T16", "T11", "T7", "T3", "T2", "EX", "KS", "9S", "7S", "4S", "2S", "JH", "9H", "5H", "4H", "3H",
     "QC", "10C", "1C", "QD", "6D", "3D"],
    ["T21", "T15", "T14", "T12", "T10", "T4", "T1", "CS", "JS", "8S", "5S", "1S", "8H", "6H", "2H", "1H", "KC", "8C",
     "4C", "CD", "10D", "9D", "7D", "1D"]],
    "chien": ["T17", "T9", "T6", "10S", "2C", "JD"], "bids": ["prise", "pass", "pass"],
    "discard": ["JH", "QC", "QD", "JD", "6D", "3D"], "slam_announced": False, "poignees": {},
    "tricks": [["KS", "1S", "3S"], ["2S", "5S", "QS"], ["KH", "3H", "8H"], ["KD", "T2", "1D"], ["4S", "8S", "6S"],
               ["KC", "3C", "1C"], ["7D", "2D", "T3"], ["7S", "JS", "T5"], ["4D", "T6", "9D"], ["4H", "6H", "QH"],
               ["5D", "T7", "10D"], ["9S", "CS", "T8"], ["8D", "T9", "CD"], ["5H", "1H", "7H"], ["5C", "10C", "4C"],
               ["10S", "T4", "T13"], ["6C", "2C", "8C"], ["2H", "10H", "9H"], ["7C", "T11", "T12"],
               ["T10", "T20", "T16"], ["9C", "T17", "T21"], ["T14", "JC", "T18"], ["EX", "T15", "CH"],
               ["T1", "CC", "T19"]]}


def minimax(s: GameState) -> int:
    """S with best play by plain minimax: every legal card, the end scored by the referee (S3, V7)."""
    if s.phase == "done":
        return s.outcome().S
    values = []
    for card in s.legal_cards():
        child = s.copy()
        child.play(card)
        values.append(minimax(child))
    return max(values) if s.to_act in s.attack else min(values)


def trick_start(record: dict, trick: int) -> GameState:
    """The state of *record* before the first card of *trick*."""
    return next(s for s in replay_states(record) if s.phase == "play" and s.trick_number == trick
                and not s.current_trick)


def seeded_positions(players: int, seeds, left: int):
    """(deal, states): for each seeded deal the bots play to the end (basic bots on even seeds, random
    bots on odd ones), its positions with at most *left* tricks to play, trick starts and mid-trick."""
    for seed in seeds:
        kind = BasicBot if seed % 2 == 0 else RandomBot
        done = play_deal(GameState.new(seed=seed, players=players), [kind(i) for i in range(players)])
        if done.phase != "done":
            continue
        n = done.table.n_tricks
        states = [s for s in replay_states(done.record()) if s.phase == "play" and s.trick_number > n - left]
        yield seed, states[:: max(1, len(states) // 5)]


@pytest.mark.parametrize("players", [3, 5])
@pytest.mark.parametrize("left", [1, 2, 3])
def test_V7_the_search_equals_a_plain_minimax_on_seeded_positions(players, left):
    """S3 with camps (V7; V5 the partner at five): the same S as plain minimax, on every position kept;
    one TableSolver per deal, so its tables serve positions with different pasts, as in a review."""
    checked = 0
    for seed, states in seeded_positions(players, range(12 if left < 3 else 6), left):
        solver = TableSolver()
        for st in states:
            expected = minimax(st)
            sol = solver.solve(st)
            assert sol.S == expected, (players, seed, st.trick_number, len(st.current_trick))
            # the principal line, played out and scored by the referee, gives the value
            end = st.copy()
            for c in sol.line:
                end.play(c)
            assert end.phase == "done" and end.outcome().S == expected
            assert TableSolver(table=False, merge=False, order=False, bounds=False, points_only=False).value(st) \
                == expected
            assert TableSolver(greedy=True).value(st) == expected
            assert TableSolver(trump_match=False).value(st) == expected
            assert TableSolver(killer=False).value(st) == expected
            checked += 1
    assert checked >= 10


@pytest.mark.parametrize("players", [3, 5])
def test_a_time_limit_already_spent_raises_even_on_a_small_search(players):
    """A search of 2 tricks left costs fewer than the 1,024 nodes after which the search looks at its
    clock: it now looks before each test too (issue 26, as the four-player Solver), so a time limit
    holds however short the tests are."""
    from tarot_core.analysis.solver import SearchTimeout
    _seed, states = next(seeded_positions(players, range(2), 2))
    state = states[0]
    assert TableSolver().solve(state).nodes < 1024
    with pytest.raises(SearchTimeout):
        TableSolver().solve(state, time_limit=0.0)


def test_S1_P6_points_only_with_the_attacks_21_still_to_play():
    """SWEEP's hands played another way: the taker leads the Petit (trick 1, his) and the Excuse (trick 2,
    the defence's: it never wins, X3), then keeps the 21 to the end. From trick 22 only points are at stake
    and the taker's 21 is sure to be his third bout (P6, S1): the value equals plain minimax, with and
    without the separate search of the points to come."""
    s = GameState.from_deal(SWEEP["hands"], SWEEP["chien"], 0, players=3)
    for bid in ("garde-sans", None, None):
        s.bid(bid)
    starts = []
    while s.phase == "play":
        if not s.current_trick and len(s.tricks) >= 21:
            starts.append(s.copy())
        legal = s.legal_cards()
        lead = {0: "T1", 1: "EX"}.get(len(s.tricks)) if s.to_act == 1 and not s.current_trick else None
        s.play(lead or next((c for c in legal if c.code != "T21"), legal[0]))
    assert [t.winner_side for t in s.tricks[:2]] == ["taker", "defence"] and s.tricks[-1].cards[0].code == "T21"
    for st in starts[:2]:                                   # 3 and 2 tricks left
        held = {c.code for h in st.hands for c in h}
        assert "T21" in {c.code for c in st.hands[1]} and not {"T1", "EX"} & held
        assert TableSolver().value(st) == minimax(st) == TableSolver(points_only=False).value(st)


def test_V8_B5_three_players_the_petit_played_too_late():
    """The three-player worked case (module docstring): +40 as played, −35 with best play from trick 23."""
    st = trick_start(THREE, 23)
    assert st.table.seats == 3 and st.taker == 1
    sol = solve(st)
    assert (sol.S, sol.made, sol.taker_points, sol.taker_bouts, sol.petit_au_bout, sol.slam) == \
        (-35, False, 41.5, 1, None, None)
    assert [c.code for c in sol.line] == ["EX", "T1", "CH", "T15", "CC", "T19"]
    assert GameState.from_record(THREE).outcome().S == 40          # the referee's S as played
    r = review(THREE, from_trick=23)
    t15 = r.cards[1]
    assert (t15.seat, t15.side, t15.card.code, t15.value_before, t15.value_after, t15.cost, t15.turned) == \
        (2, "defence", "T15", -35, 40, 75, "gave")
    assert t15.best_card is not None and t15.best_card.code == "T1"


def test_V5_V7_X5_five_players_the_partner_and_the_excuse_at_the_last_trick():
    """The five-player worked case (module docstring): +67 as played, −48 with best play from trick 14."""
    done = GameState.from_record(FIVE)
    assert (done.taker, done.partner, done.called.code, done.outcome().S) == (3, 1, "KD", 67)
    st = trick_start(FIVE, 14)
    sol = solve(st)
    assert (sol.S, sol.made, sol.taker_points, sol.taker_bouts, sol.petit_au_bout, sol.slam) == \
        (-48, False, 48.0, 1, None, None)
    assert sol.seat == 4 and sol.best_card is not None and sol.best_card.code == "T1"
    assert [c.code for c in sol.line] == ["T1", "9C", "10D", "CH", "T20", "EX", "T9", "10C", "JD", "6C"]
    r = review(FIVE, from_trick=14)
    assert [(c.seat, c.side) for c in r.cards[:5]] == [(4, "defence"), (0, "defence"), (1, "partner"),
                                                       (2, "defence"), (3, "taker")]
    t9 = r.cards[0]
    assert (t9.card.code, t9.value_before, t9.value_after, t9.cost, t9.turned) == ("T9", -48, 65, 113, "gave")
    assert t9.text("en").startswith("trick 14, seat 4 (defence) plays T9: S with best play −48 before, +65 after")
    assert r.cards[2].text("fr").startswith("pli 14, siège 1 (partenaire) joue 10♦")
    assert r.complete


# Five players, seed 2 (basic bots): seat 1 takes a Prise and calls KH, held by seat 0, the partner (V5).
# In trick 13 (7C T16 T13 8C T20) the taker's T20 wins; the partner puts 8C (½ point) on it and keeps QC
# (3½, C3): 3 points the attack did not get. With best play the Prise fails either way, by 3 more points
# after 8C: S −36 before, −39 after (S2, S3): the card cost the attack 3.
PARTNER_MISTAKE = json.loads(
    '{"players":5,"dealer":0,"hands":[["T4","CS","6S","2S","KH","JH","4H","QC","10C","8C","5C","4C","1C","JD","4D"],'
    '["T20","T15","T7","T3","EX","KS","QS","JS","1S","5H","3H","KD","QD","10D","8D"],["T19","T12","T2","10S","9S",'
    '"5S","9H","6H","2H","KC","CC","7C","3C","2C","1D"],["T21","T16","T14","T9","T6","T1","8S","CH","8H","JC","9C",'
    '"9D","7D","6D","2D"],["T18","T13","T11","T8","T5","4S","3S","QH","10H","7H","1H","6C","CD","5D","3D"]],'
    '"chien":["T17","T10","7S"],"bids":["prise","pass","pass","pass","pass"],"call":"KH","discard":["QS","5H",'
    '"3H"],"slam_announced":false,"poignees":{},"tricks":[["KD","1D","2D","3D","JD"],["1S","5S","8S","3S","CS"],'
    '["KH","T3","2H","8H","1H"],["8D","T2","6D","5D","4D"],["KC","9C","6C","1C","T7"],["7S","9S","T6","4S","2S"],'
    '["JC","T5","4C","T10","2C"],["10D","T12","7D","CD","T4"],["3C","T9","T11","5C","T15"],["JS","10S","T14",'
    '"T18","6S"],["7H","JH","T17","6H","CH"],["QD","T19","9D","T8","4H"],["7C","T16","T13","8C","T20"],["EX","9H",'
    '"T21","QH","10C"],["T1","10H","QC","KS","CC"]]}')


def test_V7_a_partners_costly_card_costs_the_attack():
    """The partner maximises S like the taker (V7): his 8C that lowered S from −36 to −39 cost the attack 3."""
    r = review(PARTNER_MISTAKE, from_trick=13)
    eight = next(c for c in r.cards if c.card.code == "8C")
    assert (eight.trick, eight.seat, eight.side, eight.value_before, eight.value_after, eight.cost) == \
        (13, 0, "partner", -36, -39, 3)
    assert eight.best_card is not None and eight.best_card.code == "QC" and eight.turned is None
    assert eight.text("en") == ("trick 13, seat 0 (partner) plays 8C: S with best play −36 before, −39 after; "
                                "it cost its side 3, QC was better")
    assert [c for c in r.mistakes if c.side != "defence"] == [eight]


# Three players: seat 1 holds the 21 trumps, the Excuse, KS and KH, takes a Garde Sans (the chien is his, E3)
# and leads every trick: T21 … T2, KS, KH, then the Petit (trick 23) and the Excuse, which leads and wins the
# last trick (X6, R3): every trick is his (B7, not announced: +200), 91 points with 3 bouts (target 36,
# margin 55, S1–S2), and the Petit in trick 23 under an Excuse-last slam is petit au bout for him (B6, R5):
# S = (25 + 55 + 10) × 4 + 200 = 560 (S3).
SWEEP = json.loads(
    '{"players":3,"dealer":0,"hands":[["3S","4S","5S","6S","7S","8S","9S","10S","JS","CS","QS","3H","4H","5H",'
    '"6H","7H","8H","9H","10H","JH","CH","QH","2D","3D"],["T1","T2","T3","T4","T5","T6","T7","T8","T9","T10","T11",'
    '"T12","T13","T14","T15","T16","T17","T18","T19","T20","T21","EX","KS","KH"],["4D","5D","6D","7D","8D","9D",'
    '"10D","JD","CD","QD","KD","2C","3C","4C","5C","6C","7C","8C","9C","10C","JC","CC","QC","KC"]],'
    '"chien":["1S","1H","1D","1C","2S","2H"],"bids":["garde-sans","pass","pass"],"discard":[],'
    '"slam_announced":false,"poignees":{},"tricks":[["T21","4D","3S"],["T20","5D","4S"],["T19","6D","5S"],'
    '["T18","7D","6S"],["T17","8D","7S"],["T16","9D","8S"],["T15","10D","9S"],["T14","JD","10S"],["T13","CD","JS"],'
    '["T12","QD","CS"],["T11","KD","QS"],["T10","2C","3H"],["T9","3C","4H"],["T8","4C","5H"],["T7","5C","6H"],'
    '["T6","6C","7H"],["T5","7C","8H"],["T4","8C","9H"],["T3","9C","10H"],["T2","10C","JH"],["KS","JC","CH"],'
    '["KH","CC","QH"],["T1","QC","2D"],["EX","KC","3D"]]}')


def test_X6_R5_B7_an_excuse_last_sweep_at_three_players():
    """The sweep above: from trick 22 best play is the deal as played, S = 560 (slam and petit au bout the
    taker's); the Excuse led any earlier loses its trick (X3) and the slam: plain minimax agrees."""
    assert GameState.from_record(SWEEP).outcome().S == 560
    for trick in (20, 22):
        sol = solve(trick_start(SWEEP, trick))
        assert (sol.S, sol.taker_points, sol.taker_bouts, sol.petit_au_bout, sol.slam) == \
            (560, 91.0, 3, "taker", "taker")
        assert [c.code for c in sol.line][-6::3] == ["T1", "EX"]           # the Petit in trick 23 (R5)
    solver = TableSolver()
    for st in [s for s in replay_states(SWEEP) if s.phase == "play" and s.trick_number >= 22]:
        assert solver.value(st) == minimax(st)
    ex_first = trick_start(SWEEP, 22)
    ex_first.play("EX")
    assert solve(ex_first).S == minimax(ex_first) < 560


def test_the_search_is_chosen_by_the_table():
    assert type(solver_for(GameState.new(seed=1, players=3))).__name__ == "TableSolver"
    assert type(solver_for(GameState.new(seed=1))).__name__ == "Solver"
    with pytest.raises(ValueError, match="three- or five-player"):
        TableSolver().value(trick_start(golden_records()["excuse_last_trick_changes_sides"], 18))


# --- tarot analyse on a five-player record ----------------------------------------------------------------
def _analyse(capsys, *args):
    code = main(["analyse", *args])
    out = capsys.readouterr()
    return code, out.out, out.err


def _record_file(tmp_path, record: dict) -> str:
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return str(path)


def test_V7_tarot_analyse_reviews_a_five_player_record(tmp_path, capsys):
    path = _record_file(tmp_path, FIVE)
    code, out, err = _analyse(capsys, path, "--from-trick", "14", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["complete"] and data["first_trick_judged"] == 14 and len(data["positions"]) == 10   # V2: 5 a trick
    first = data["positions"][0]
    assert {k: first[k] for k in ("trick", "seat", "side", "card", "value_before", "value_after", "cost", "turned")} \
        == {"trick": 14, "seat": 4, "side": "defence", "card": "T9", "value_before": -48, "value_after": 65,
            "cost": 113, "turned": "gave"}
    assert [p["side"] for p in data["positions"][:5]] == ["defence", "defence", "partner", "defence", "taker"]
    assert data["positions"][-1]["value_after"] == 67                      # the referee's S of the deal
    code, out, err = _analyse(capsys, path, "--from-trick", "14", "--lang", "fr")
    assert code == 0, err
    assert "siège 1 (partenaire) joue 10♦" in out and "pli 14, siège 4 (défense) joue T9" in out


def test_V2_from_trick_past_the_tables_last_trick_is_one_line(tmp_path, capsys):
    path = _record_file(tmp_path, FIVE)
    for lang, words in (("en", "'16' is out of range: 1 to 15 (a 5-player deal has 15 tricks, V2)"),
                        ("fr", "« 16 » est hors des bornes : de 1 à 15 (une donne à 5 joueurs a 15 plis, V2)")):
        code, out, err = _analyse(capsys, path, "--from-trick", "16", "--lang", lang)
        assert code == 2 and out == "" and err.count("\n") == 1 and "--from-trick" in err and words in err
    code, out, err = _analyse(capsys, _record_file(tmp_path, THREE), "--from-trick", "24", "--json")
    assert code == 0 and len(json.loads(out)["positions"]) == 3            # three players: 24 tricks of 3 cards


def test_V2_an_unfinished_five_player_record_names_its_tricks(tmp_path, capsys):
    partial = dict(FIVE, tricks=FIVE["tricks"][:9])
    code, out, err = _analyse(capsys, _record_file(tmp_path, partial), "--lang", "en")
    assert code == 2 and err.count("\n") == 1 and "full tricks: 9 of 15" in err


# --- the replayer's analysis panel at five players ------------------------------------------------------
@pytest.mark.parametrize("lang,partner", [("en", "(partner)"), ("fr", "(partenaire)")])
def test_V7_the_replayers_panel_at_five_players(lang, partner):
    w = DealReplayer(FIVE, lang=lang, analysis=True, analysis_time=2)   # the last tricks: milliseconds
    assert w.review is not None
    # V5: the partner (seat 1) is marked once the called KD has fallen (trick 2, its 3rd card: step 8)
    w.do("goto", step=7)
    assert partner not in w.view["hands"][1]["title"]
    w.do("goto", step=8)
    assert partner in w.view["hands"][1]["title"] and partner not in w.view["hands"][0]["title"]
    step = next(i + 1 for i, c in enumerate(w.review.cards) if c.trick == 14 and c.seat == 4)
    w.do("goto", step=step)
    a = w.view["analysis"]
    c = a["card"]
    assert (c["trick"], c["seat"], c["side"], c["card"]) == (14, 4, "defence", "T9")
    assert (c["value_before"], c["value_after"], c["cost"], c["turned"]) == (-48, 65, 113, "gave")
    assert a["summary"] == w.review.summary(lang)
    w.do("goto", step=step + 2)                                          # the partner's 10D
    assert w.view["analysis"]["card"]["side"] == "partner" and partner in w.view["analysis"]["card"]["text"]
    # "what if" with 2 tricks left (offered at five players up to WHATIF_TRICKS_AT[5]): T1 instead of T9,
    # then best play by both camps — the search's −48
    w.do("goto", step=step - 1)
    assert w.view["whatif"]["chooser"]["offered"]
    w.do("what_if", card="T1")
    wf = w.view["whatif"]
    assert (wf["active"], wf["S"], wf["made"], wf["real_S"], wf["real_made"]) == (True, -48, False, 67, True)
    assert [s.actions[-1].value.code for s in w.states[step:]] == ["T1", "9C", "10D", "CH", "T20", "EX", "T9",
                                                                    "10C", "JD", "6C"]


@pytest.mark.parametrize("players", [3, 4, 5])
def test_S3_V7_judged_beside_the_card_played_the_same_answer_and_a_best_card_in_one_test(players):
    """What review() passes judge(): the card played reaches S = v, so its side can reach at least as
    much (the attack maximises S, the defence minimises it; S3, V7): S ≥ v for an attack's card,
    S ≤ v for a defender's. With that bound, judge gives the same S, made and best card as with none,
    on every position of the last 5 tricks of bot-played deals (random bots on odd seeds: mistakes);
    where the card played was a best one, one zero-window test settles it (when the attack's contract
    fails as played, the first asks "made?" instead, S1–S2, then halves the interval: fewer nodes on
    the set's reviews than asking beside the bound at once). Fewer tests than without the bound in all."""
    positions = best = settled = costly = tests_with = tests_without = 0
    for seed in range(8):
        kind = BasicBot if seed % 2 == 0 else RandomBot
        done = play_deal(GameState.new(seed=seed, players=players), [kind(i) for i in range(players)])
        if done.phase != "done":
            continue
        states = list(replay_states(done.record()))
        n = done.table.n_tricks
        for st, child in zip(states, states[1:]):
            if st.phase != "play" or st.trick_number <= n - 5 or child.actions[-1].kind != "play":
                continue
            v = solver_for(child).value(child)
            attack = st.to_act in st.attack
            plain, bounded = solver_for(st), solver_for(st)
            expected = plain.judge(st)
            got = bounded.judge(st, at_least=v if attack else None, at_most=None if attack else v)
            assert got[:3] == expected[:3], (players, seed, st.trick_number, len(st.current_trick))
            positions += 1
            tests_with += bounded.passes
            tests_without += plain.passes
            if expected.S == v:
                best += 1
                if not (attack and v < 1):           # below the smallest made S, "made?" is asked first
                    assert bounded.passes == 1, (players, seed, st.trick_number, bounded.passes)
                    settled += 1
            else:
                costly += 1
    assert positions >= 100 and settled >= 50 and costly >= 3, (positions, settled, costly)
    assert tests_with < tests_without, (tests_with, tests_without)


@pytest.mark.parametrize("players,left,follow,fewer_at_least",
                         [(5, 5, None, 0.1), (3, 6, None, None), (3, 6, True, None)])
def test_V7_the_followers_order_at_five_players_searches_fewer_nodes(players, left, follow, fewer_at_least):
    """The four-player search's followers' order (a card that makes its camp surely hold the trick,
    P2–P6, gives its most points, others their fewest, by FOLLOW_WORTH; X3, C3) in the search with
    camps (V7): on by default at five players, where three seats play between the lead and the last
    card — the trick starts with 5 tricks left of 6 seeded basic-bot deals, the same S, 128,779 nodes
    against 160,465 without it (measured when it was added; the test asks for 10 % fewer at least);
    off by default at three, where only the second seat does (the same nodes as without it); asked
    for at three, the same values."""
    on = off = 0
    seed = done = 0
    while done < 6:
        d = play_deal(GameState.new(seed=seed, players=players), [BasicBot(i) for i in range(players)])
        seed += 1
        if d.phase != "done":
            continue
        done += 1
        starts = [s for s in replay_states(d.record()) if s.phase == "play" and not s.current_trick]
        st = starts[d.table.n_tricks - left]
        a, b = TableSolver(follow_order=follow), TableSolver(follow_order=False)
        assert a.value(st) == b.value(st), (players, seed - 1)
        on, off = on + a.nodes, off + b.nodes
    if fewer_at_least is not None:
        assert on < (1 - fewer_at_least) * off, (on, off)
    elif follow is None:
        assert on == off, (on, off)


@pytest.mark.parametrize("players, seed, left, S, nodes_with, nodes_without", [
    (3, 0, 9, -26, 40_401, 52_515), (5, 5, 6, -28, 21_379, 25_055)])
def test_the_paired_trumps_bound_the_points_to_come_at_three_and_five(players, seed, left, S, nodes_with,
                                                                       nodes_without):
    """Issue 26: in the search of the points to come (no Petit nor Excuse left, V7), each hand's trumps
    paired with the other camp's higher ones (solver.paired_trumps; P6, C3) bound what its camp is sure
    of. Seeded basic-bot deals (the first done from seed 0: at three players deal 0 with 9 tricks left,
    at five deal 5 with 6 left; measured when it was added, both searches counting the same): the same S,
    fewer nodes — this test asks for 10 % fewer at least, both searches without the killer lead (added
    after; with it deal 5 at five takes 36,960 → 40,602). On 6 deals at three with 11 tricks left 3.77 →
    3.39 M nodes, on 6 at five with 7 left 5.46 → 4.96 M."""
    d = play_deal(GameState.new(seed=seed, players=players), [BasicBot(i) for i in range(players)])
    assert d.phase == "done"
    st = [s for s in replay_states(d.record()) if s.phase == "play" and not s.current_trick][d.table.n_tricks - left]
    a, b = TableSolver(killer=False), TableSolver(killer=False, trump_match=False)
    assert a.value(st) == b.value(st) == S
    assert a.nodes < 0.9 * b.nodes, (a.nodes, b.nodes, "measured:", nodes_with, nodes_without)


@pytest.mark.parametrize("players, seed, left, S, nodes_with, nodes_without", [
    (3, 5, 9, -45, 135_793, 207_626), (5, 2, 7, -28, 562_451, 737_791)])
def test_V7_a_defenders_killer_lead_at_three_and_five(players, seed, left, S, nodes_with, nodes_without):
    """Issue 26, *killer* (as the four-player search's): a defender's trick start tries next, after the
    table's best lead, the lead that last refuted one of his trick starts with as many tricks played — the
    defence's refutations repeat across the attack's alternatives (V7: the camps). Seeded basic-bot deals
    (deal 5 at three players with 9 tricks left, deal 2 at five with 7 left): the same S, fewer nodes. On
    6 deals at three with 11 left 3.69 → 3.36 M nodes, at five with 7 left 4.96 → 4.73 M; a few positions
    take more (deal 5 at five with 6 left 21,379 → 36,960). Seen failing with the killer never tried."""
    d = play_deal(GameState.new(seed=seed, players=players), [BasicBot(i) for i in range(players)])
    assert d.phase == "done"
    st = [s for s in replay_states(d.record()) if s.phase == "play" and not s.current_trick][d.table.n_tricks - left]
    a, b = TableSolver(), TableSolver(killer=False)
    assert a.value(st) == b.value(st) == S
    assert (a.nodes, b.nodes) == (nodes_with, nodes_without)
