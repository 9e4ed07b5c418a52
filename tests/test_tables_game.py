"""Issue 22 part 2: GameState, records and the referee at three and five players (V1–V7, R7–R9).

The sizes come from the table (V1, V2, V3), the five-player call is an action of its own phase
(V4, R8), the partner stays secret (V5, R7), the first trick keeps V6/R9, and a record names its
table (``players``) and its call; the referee refuses each wrong size or call with its V rule.
"""
from __future__ import annotations

import json

import pytest

from tarot_core.actions import Bid, Call, Discard, Phase, PlayCard, ShowPoignee, SlamDecision
from tarot_core.analysis.bots import BasicBot, RandomBot, check_bots, play_deal
from tarot_core.cards import parse_card, parse_cards
from tarot_core.deal import deal
from tarot_core.errors import CallError, DealError, DiscardError, PlayError, PoigneeError, TarotError
from tarot_core.game import GameState, replay_states
from tarot_core.record import loads
from tarot_core.referee import referee
from tarot_core.table import FIVE_PLAYERS, FOUR_PLAYERS, THREE_PLAYERS

KINGS = parse_cards("KS KH KD KC")


def _both(error: TarotError) -> tuple[str, str]:
    return error.message("en"), error.message("fr")


def _auction(s: GameState, taker: int, contract: str = "garde") -> GameState:
    """Every seat passes but *taker*, who bids *contract* (A1)."""
    while s.phase == "auction":
        s.bid(contract if s.to_act == taker else "pass")
    return s


def _five(seed: int = 7, dealer: int = 4, taker: int = 1, contract: str = "garde") -> GameState:
    return _auction(GameState.new(seed=seed, dealer=dealer, players=5), taker, contract)


def _called_king_of_defender(s: GameState) -> tuple:
    """A king the taker may call that a defender holds (V4, V5): (king, its holder)."""
    for k in KINGS:
        for seat, hand in enumerate(s.dealt):
            if k in hand and seat != s.taker:
                return k, seat
    raise AssertionError("no defender holds a king")


# --- V1: the deal at each table ---------------------------------------------------------------------
def test_V1_new_deals_the_tables_sizes_as_deal_does():
    for players, table, hand, chien in ((3, THREE_PLAYERS, 24, 6), (4, FOUR_PLAYERS, 18, 6), (5, FIVE_PLAYERS, 15, 3)):
        s = GameState.new(seed=11, dealer=players - 1, players=players)
        d = deal(seed=11, dealer=players - 1, table=table)
        assert s.table is table and [len(h) for h in s.hands] == [hand] * players and len(s.chien) == chien
        assert [set(h) for h in s.dealt] == [set(h) for h in d.hands]        # D2: the same seeded deal
        assert set(s.chien) == set(d.chien)
        assert s.to_act == 0                               # A1: the dealer's right speaks first
    assert GameState.new(seed=11, table=FIVE_PLAYERS) == GameState.new(seed=11, players=5)     # table= kept
    with pytest.raises(DealError) as e:                    # V1: the two ways disagree
        GameState.new(seed=11, players=3, table=FIVE_PLAYERS)
    assert e.value.rule == "V1"
    with pytest.raises(DealError) as e:
        GameState.new(seed=11, players=6)
    assert e.value.rule == "V1" and "3, 4 or 5" in str(e.value)
    with pytest.raises(DealError) as e:                    # D1: seat 5 at five players does not exist
        GameState.new(seed=11, dealer=5, players=5)
    assert e.value.rule == "D1"


def test_V1_from_deal_takes_the_table_from_the_hands():
    d = deal(seed=3, dealer=2, table=THREE_PLAYERS)
    s = GameState.from_deal(d.hands, d.chien, dealer=2)
    assert s.table is THREE_PLAYERS and s.to_act == 0 and [len(h) for h in s.hands] == [24, 24, 24]
    assert GameState.from_deal(d.hands, d.chien, dealer=2, players=3) == s
    with pytest.raises(DealError) as e:                    # V1: three hands at a table of five
        GameState.from_deal(d.hands, d.chien, dealer=2, players=5)
    assert e.value.rule == "V1"
    assert "5 players there must be 5 hands, not 3" in e.value.message("en")
    assert "5 joueurs, il faut 5 mains, pas 3" in e.value.message("fr")


# --- V4, R8: the call ----------------------------------------------------------------------------------
def test_V4_the_call_comes_after_the_auction_before_the_chien():
    s = _five()
    assert s.phase == Phase.CALL == "call" and s.to_act == 1 and s.awaiting == 1
    assert not any(s.view(seat).partner_known for seat in range(5))     # V5: no camps before the call
    assert s.view(1).chien == () and len(s.view(1).hand) == 15            # V4: before the chien is shown
    calls = s.legal_actions()
    assert all(isinstance(a, Call) and a.seat == 1 for a in calls)
    assert {a.card for a in calls} == set(s.callable_cards())
    assert set(KINGS) <= {a.card for a in calls}                         # a king may always be called
    with pytest.raises(CallError) as e:                                   # V4: nothing before the call
        s.discard(s.suggested_discard())
    assert e.value.rule == "V4" and "seat 1" in str(e.value) and "call" in e.value.message("en")
    with pytest.raises(CallError) as e:
        s.apply(SlamDecision(1, True))
    assert e.value.rule == "V4"
    with pytest.raises(CallError) as e:                                   # V4: the taker calls, nobody else
        s.apply(Call(2, KINGS[0]))
    assert e.value.rule == "V4" and "seat 2" in str(e.value)
    king, holder = _called_king_of_defender(s)
    before = s.copy()
    assert s.apply(Call(1, king)) == Call(1, king)
    assert s.phase == "discard" and s.called == king and s.partner == holder and not s.alone
    assert len(s.hands[1]) == 18 and s.attack == tuple(sorted((1, holder)))           # 15 + the chien (3)
    with pytest.raises(CallError) as e:                                   # V4: once
        s.call(KINGS[1])
    assert e.value.rule == "V4" and "the discard" in str(e.value)
    s.undo()
    assert s == before and s.called is None and s.partner is None and s.phase == "call"


def test_V4_a_call_at_three_or_four_players_is_refused():
    for players in (3, 4):
        s = _auction(GameState.new(seed=5, players=players), taker=1)
        with pytest.raises(CallError) as e:
            s.apply(Call(1, parse_card("KH")))
        en, fr = _both(e.value)
        assert e.value.rule == "V4" and f"this table has {players}" in en and f"cette table en a {players}" in fr


def test_V4_R8_a_queen_needs_the_four_kings_a_jack_the_four_cavaliers_too():
    courts = parse_cards("KS KH KD KC QS QH QD QC")         # the taker (seat 0) gets the kings and queens
    d = next(d for d in (deal(seed=n, dealer=4, table=FIVE_PLAYERS) for n in range(100))
             if not set(courts) & set(d.chien))
    hands = [list(h) for h in d.hands]
    for c in courts:
        holder = next(i for i, h in enumerate(hands) if c in h)
        if holder != 0:
            give = next(x for x in hands[0] if x not in courts)
            hands[holder][hands[holder].index(c)] = give
            hands[0][hands[0].index(give)] = c
    cavaliers = parse_cards("CS CH CD CC")
    assert not set(cavaliers) <= set(hands[0])            # this deal: the taker lacks a cavalier
    s = _auction(GameState.from_deal(hands, d.chien, dealer=4), taker=0)
    assert set(s.callable_cards()) == set(courts) | set(cavaliers)      # V4: no jack
    with pytest.raises(CallError) as e:
        s.call("JH")
    en, fr = _both(e.value)
    missing = [c for c in cavaliers if c not in hands[0]]
    assert e.value.rule == "R8" and missing[0].name("en") in en and "grands mariages" in fr
    with pytest.raises(CallError) as e:                     # V4: a plain card is never called
        s.call("7H")
    assert e.value.rule == "V4"
    s.call("QH")
    assert s.called == parse_card("QH")


def test_V4_R8_without_the_four_kings_only_kings_are_callable():
    s = _five()
    taker_kings = [k for k in KINGS if k in s.dealt[1]]
    assert len(taker_kings) < 4
    assert set(s.callable_cards()) == set(KINGS)
    with pytest.raises(CallError) as e:
        s.call("QS")
    assert e.value.rule == "V4" and "lacks" in e.value.message("en")


# --- V5, R7: the partner and the secret --------------------------------------------------------------
def test_V5_the_taker_alone_with_his_own_king_or_the_king_in_the_chien():
    s = _five()
    own = next(k for k in KINGS if k in s.dealt[1]) if any(k in s.dealt[1] for k in KINGS) else None
    if own is not None:
        t = s.copy()
        t.call(own)
        assert t.partner is None and t.alone and t.attack == (1,)
        assert t.view(1).partner_known and t.view(1).partner is None       # he knows he is alone
        assert not t.view(0).partner_known                                  # nobody else does
    for seed in range(200):                                # a deal whose chien holds a king
        s = GameState.new(seed=seed, players=5)
        in_chien = [k for k in KINGS if k in s.chien]
        if in_chien and s.phase == "auction":
            break
    else:
        raise AssertionError("no chien with a king in 200 seeds")
    prise, sans = _auction(s.copy(), 1, "prise"), _auction(s.copy(), 1, "garde_sans")
    for t in (prise, sans):
        t.call(in_chien[0])
        assert t.partner is None and t.alone
    assert all(prise.view(seat).partner_known and prise.view(seat).partner is None for seat in range(5))  # V5
    assert not any(sans.view(seat).partner_known for seat in range(5))    # R7: found only at the count


def _swap(hands, a, b, card_a, card_b):
    hands = [list(h) for h in hands]
    hands[a][hands[a].index(card_a)] = card_b
    hands[b][hands[b].index(card_b)] = card_a
    return hands


def test_V5_a_defender_cannot_tell_who_holds_the_called_card():
    """Two deals that differ only in which defender holds the called king give equal views to a
    third defender (and to the taker), card after card, until the king is played."""
    base = _five(seed=7)
    king, holder = _called_king_of_defender(base)
    other, viewer = [seat for seat in range(5) if seat not in (1, holder)][:2]
    swap_card = next(c for c in base.dealt[other] if c not in KINGS and c.suit == king.suit) if any(
        c.suit == king.suit and c not in KINGS for c in base.dealt[other]) else base.dealt[other][0]
    hands = _swap(base.dealt, holder, other, king, swap_card)
    one = _auction(GameState.from_deal(base.dealt, base.chien, dealer=4), 1)
    two = _auction(GameState.from_deal(hands, base.chien, dealer=4), 1)
    for s in (one, two):
        s.call(king)
        s.discard(s.suggested_discard())
    assert one.partner == holder and two.partner == other
    assert one.view(holder).partner_known and one.view(holder).partner == holder      # he knows
    steps = 0
    while True:
        assert one.view(viewer) == two.view(viewer), steps
        assert one.view(1) == two.view(1), steps          # the taker does not know either
        assert not one.view(viewer).partner_known and one.view(viewer).partner is None
        common = [c for c in one.legal_cards() if c in two.legal_cards() and c not in (king, swap_card)]
        if not common or steps == 12:
            break
        one.play(common[0])
        two.play(common[0])
        steps += 1
    assert steps >= 5
    # Once the king is played, everyone knows.
    s = one.copy()
    while king not in [c for t in s.tricks for c in t.cards] + list(s.current_trick):
        s.play(king if king in s.legal_cards() else s.legal_cards()[0])
    assert all(s.view(seat).partner_known and s.view(seat).partner == holder for seat in range(5))


# --- V6, R9: the first trick -----------------------------------------------------------------------------
def _v6_state():
    """Five players, dealer 4: seat 0 leads; the taker (seat 1, speaking second) calls a king
    another seat holds, of a suit of which seat 0 holds two other cards and the Excuse, and of
    which seat 1 holds another card (for R9)."""
    for seed in range(500):
        s = GameState.new(seed=seed, dealer=4, players=5)
        if s.phase != "auction":
            continue
        leader, taker = s.dealt[0], s.dealt[1]
        for k in KINGS:
            suit_cards = [c for c in leader if c.suit == k.suit and c != k]
            if (len(suit_cards) >= 2 and k not in taker and k not in leader and parse_card("EX") in leader
                    and any(c.suit == k.suit for c in taker) and k not in s.chien):
                _auction(s, 1, "garde_sans")              # no discard: the taker keeps his cards
                s.call(k)
                s.decide_slam(False)
                return s, k, suit_cards
    raise AssertionError("no deal found")


def test_V6_the_first_lead_may_not_be_of_the_called_suit():
    s, king, suit_cards = _v6_state()
    assert s.to_act == 0
    legal = s.legal_cards()
    assert not set(suit_cards) & set(legal) and parse_card("EX") in legal
    e = s.why_not(suit_cards[0])
    en, fr = _both(e)
    assert e.rule == "V6" and e.seat == 0 and e.params["trick"] == 1
    assert suit_cards[0].name("en") in en and king.name("en") in en and king.name("fr") in fr
    with pytest.raises(PlayError):
        s.play(suit_cards[0])
    assert {a.card for a in s.legal_actions() if isinstance(a, PlayCard)} == set(legal)


def test_R9_after_an_Excuse_lead_the_next_card_may_not_set_the_called_suit():
    s, king, _ = _v6_state()
    s.play("EX")
    assert s.to_act == 1
    mine = [c for c in s.hands[1] if c.suit == king.suit]
    e = s.why_not(mine[0])
    en, fr = _both(e)
    assert e.rule == "R9" and e.seat == 1 and e.params["trick"] == 1 and mine[0].name("en") in en
    assert "Excuse" in en and "Excuse" in fr
    assert not set(mine) & set(s.legal_cards())
    s.play(s.legal_cards()[0])                            # the suit is set: the rest follow P2 only
    assert s.why_not(mine[0]) is None or s.why_not(mine[0]).rule != "R9"


# --- V2, V3: the discard and the poignées -------------------------------------------------------------
def test_V2_the_discard_at_five_holds_three_cards():
    s = _five()
    king, _ = _called_king_of_defender(s)
    s.call(king)
    assert len(s.suggested_discard()) == 3
    with pytest.raises(DiscardError) as e:
        s.discard(s.hands[1][-6:])
    en, fr = _both(e.value)
    assert e.value.rule == "V2" and "5 players" in en and "3, not 6" in en and "5 joueurs" in fr
    s.discard(s.suggested_discard())
    assert s.phase == "play" and len(s.hands[1]) == 15
    assert isinstance(s.actions[-1], Discard) and len(s.actions[-1].cards) == 3


def test_V3_poignee_sizes_follow_the_table():
    for players, sizes in ((3, (13, 15, 18)), (5, (8, 10, 13))):
        for seed in range(400):
            s = GameState.new(seed=seed, players=players)
            if s.phase != "auction":
                continue
            _auction(s, 1, "garde_sans")
            if s.phase == "call":
                s.call("KH")
            seat = next((i for i in range(players) if s.poignee_options(i)), None)
            if seat is not None:
                break
        else:
            raise AssertionError("no poignée")
        options = s.poignee_options(seat)
        assert {p.size for p in options} <= set(sizes) and options[0].size == sizes[0]
        trumps = [c for c in s.hands[seat] if c.is_trump]
        with pytest.raises(PoigneeError) as e:               # V3: the four-player size is refused here
            s.declare_poignee(seat, trumps[:10] if players == 3 else trumps[:7])
        assert e.value.rule in ("V3", "B1")
        s.apply(ShowPoignee(seat, options[0].cards))
        assert s.poignees[-1][0] == seat


# --- records and the referee --------------------------------------------------------------------------
def _finished(players: int, seed: int) -> GameState:
    return play_deal(GameState.new(seed=seed, dealer=seed % players, players=players),
                     [RandomBot(seed * 10 + i) for i in range(players)])


def test_records_name_their_table_and_call_and_round_trip_V1_V4():
    s = _finished(5, 1)
    assert s.phase == "done"
    rec = s.record()
    data = json.loads(rec.dumps())
    assert data["players"] == 5 and data["call"] == s.called.code and len(data["hands"]) == 5
    assert [len(t) for t in data["tricks"]] == [5] * 15 and len(data["chien"]) == 3
    assert loads(rec.dumps()) == rec and GameState.from_record(rec.dumps()) == s
    four = json.loads(_finished(4, 1).record().dumps())
    assert "players" not in four and "call" not in four            # four-player records unchanged
    three = json.loads(_finished(3, 1).record().dumps())
    assert three["players"] == 3 and "call" not in three and [len(t) for t in three["tricks"]] == [3] * 24


def _fields_only(data: dict) -> dict:
    return {k: v for k, v in data.items() if k != "actions"}


def test_the_referee_refuses_wrong_sizes_and_calls_with_their_V_rule():
    s = _finished(5, 1)
    good = json.loads(s.record().dumps())
    cases = []
    bad = _fields_only(good) | {"hands": good["hands"][:4]}
    cases.append((bad, "V1", "5 players there must be 5 hands, not 4"))
    bad = _fields_only(good) | {"chien": good["chien"][:2]}
    cases.append((bad, "V1", "The chien has 2 cards; at 5 players it has 3"))
    bad = _fields_only(good)
    del bad["call"]
    cases.append((bad, "V4", f"The taker (seat {s.taker}) must first call a card"))
    bad = _fields_only(good) | {"call": "7H"}
    cases.append((bad, "V4", "7H"))
    bad = _fields_only(good) | {"discard": good["discard"] + ["EX"] if good["discard"] else []}
    if good["discard"]:
        cases.append((bad, "V2", "as many cards as the chien, 3, not 4"))
    bad = _fields_only(good) | {"tricks": good["tricks"][:14]}
    cases.append((bad, "V2", "At 5 players 15 tricks are played, not 14"))
    four = json.loads(_finished(4, 2).record().dumps())
    if four.get("bids") and any(b != "pass" for b in four["bids"]):
        cases.append((_fields_only(four) | {"call": "KH"}, "V4", "a card is called only at five players"))
    three = json.loads(_finished(3, 1).record().dumps())
    cases.append((_fields_only(three) | {"call": "KH"}, "V4", "this table has 3"))
    cases.append((_fields_only(three) | {"players": "3"}, "V1", "3, 4 or 5"))
    for data, rule, words in cases:
        with pytest.raises(TarotError) as e:
            referee(json.dumps(data))
        assert e.value.rule == rule, (rule, words, str(e.value))
        assert words in e.value.message("en"), (words, e.value.message("en"))
        assert e.value.message("fr") != e.value.message("en")


def test_the_referee_refuses_a_V6_lead_naming_seat_trick_and_card():
    s, king, suit_cards = _v6_state()
    data = json.loads(s.record().dumps())
    data["actions"].append({"seat": 0, "card": suit_cards[0].code})
    data["tricks"] = [[suit_cards[0].code]]
    with pytest.raises(PlayError) as e:
        GameState.from_record(json.dumps(data), partial=True)
    en, fr = _both(e.value)
    assert e.value.rule == "V6" and e.value.seat == 0 and e.value.params["trick"] == 1
    assert suit_cards[0].name("en") in en and suit_cards[0].name("fr") in fr


# --- the random bot at every table ----------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 5])
def test_random_bot_plays_every_table_with_calls_poignees_and_slams_V1_V4(players):
    counts = {"call": 0, "poignee": 0, "slam": 0, "done": 0, "partner": 0}
    for seed in range(200):
        s = _finished(players, seed)
        counts["done"] += s.phase == "done"
        counts["call"] += any(isinstance(a, Call) for a in s.actions)
        counts["poignee"] += any(isinstance(a, ShowPoignee) for a in s.actions)
        counts["slam"] += any(isinstance(a, SlamDecision) and a.announce for a in s.actions)
        counts["partner"] += s.partner is not None
        if s.phase == "done":
            assert len(s.tricks) == s.table.n_tricks and all(len(t.cards) == players for t in s.tricks)
            out = s.outcome()                              # V9: one score per seat, the deal sums to zero
            assert len(out.scores) == players and sum(out.scores) == 0 and out.players == players
            assert referee(s.record().dumps()) == out
            assert out.partner == s.partner and out.attack == s.attack and out.called == s.called
        assert all(not isinstance(a, Bid) or a.seat < players for a in s.actions)
    assert counts["done"] >= 190 and counts["poignee"] > 0 and counts["slam"] > 0
    assert counts["call"] == (counts["done"] if players == 5 else 0) and (counts["partner"] > 0) == (players == 5)


def _round_trip_deals(players: int, n: int) -> int:
    checked = 0
    for seed in range(n):
        s = _finished(players, seed)
        states = list(replay_states(s.record(), partial=True))
        assert states[-1] == s
        for st in states[seed % 5:: 5] + [states[-1]]:
            assert GameState.from_record(st.record(), partial=True) == st
            checked += 1
    return checked


@pytest.mark.parametrize("players", [3, 5])
def test_from_record_round_trips_random_bot_deals(players):
    assert _round_trip_deals(players, 200) > 200 * 10


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4, 5])
def test_from_record_round_trips_2000_random_bot_deals_per_table(players):
    assert _round_trip_deals(players, 2000) > 2000 * 10


def test_a_bot_refuses_a_table_it_does_not_play_V1():
    class FourOnly(BasicBot):                             # a bot written for four players only
        players = (4,)

    with pytest.raises(TarotError) as e:
        check_bots([FourOnly()] * 5, 5)
    en, fr = _both(e.value)
    assert e.value.rule == "V1" and "seat 0" in en and "only at 4 players" in en and "5" in fr
    s = _five()
    with pytest.raises(TarotError) as e:
        FourOnly().choose(s.view(1))
    assert e.value.rule == "V1"
    assert check_bots([FourOnly()] * 4, 4)                # four players: as before
    assert check_bots([BasicBot()] * 5, 5) and check_bots([BasicBot()] * 3, 3)     # issue 25: every table


def test_a_finished_deal_scores_at_each_table_V9():
    for players in (3, 5):
        s = _finished(players, 1)
        out = s.outcome()
        assert out == referee(s.record())
        assert len(out.scores) == players and sum(out.scores) == 0
        assert out.players == players
        if players == 5:
            assert out.partner == s.partner and out.called == s.called


def test_a_cancelled_or_all_pass_deal_has_one_score_per_seat_V1_D4_A3():
    cancelled = GameState.new(seed=3, players=5)                  # seed 3 at five: a petit sec (D4)
    assert cancelled.phase == "cancelled" and cancelled.outcome().scores == (0, 0, 0, 0, 0)
    s = GameState.new(seed=1, players=3)
    while s.phase == "auction":
        s.bid("pass")
    assert s.phase == "all_pass" and s.outcome().scores == (0, 0, 0) and s.outcome() == referee(s.record())


@pytest.mark.parametrize("players", [3, 5])
def test_every_legal_action_is_accepted_and_undone_at_three_and_five_A1_V4_P2(players):
    """Each action legal_actions() lists (the calls at five included) is accepted by can() and
    apply(), and undo() gives the state back, at every step of a random-bot deal."""
    for seed in range(3):
        s = GameState.new(seed=seed, players=players)
        bots = [RandomBot(seed * 10 + i) for i in range(players)]
        kinds = set()
        while s.awaiting is not None:
            for a in s.legal_actions():
                assert s.can(a), a
                before = s.copy()
                s.apply(a)
                s.undo()
                assert s == before
                kinds.add(a.kind)
            s.apply(bots[s.awaiting].choose(s.view(s.awaiting)))
        assert ("call" in kinds) == (players == 5 and s.taker is not None)
