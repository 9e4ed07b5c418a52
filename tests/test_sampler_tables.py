"""The sampler at three and five players (issue 25, "Bots at every table"): every deal it samples
is consistent with what its seat knows — the cards held and played, the voids shown (P2–P4), its
own discard and the trumps shown in a discard (E2), the poignées shown (B1, V3), and at five what
it knows of the partner (V4, V5, R7) — and it reads nothing more: two states that differ only in
unseen cards, or at five in who holds the called card for a seat that cannot know, give the same
decision with the same seed."""
from __future__ import annotations

import random

import pytest

from tarot_core.analysis.bots import BasicBot, RandomBot, play_turn
from tarot_core.analysis.sampler import SamplerBot, _allowed, _attacks, sample_world
from tarot_core.cards import BIT, FIRST_TRUMP, PLAIN_NOT_KINGS, SUIT_MASKS, TRUMP_MASK, mask_of
from tarot_core.game import SUIT_LETTERS, TRUMPS, GameState
from tarot_core.table import table_for

CONTRACTS = ("prise", "garde", "garde-sans", "garde-contre")


def _played(view) -> int:
    m = mask_of(view.current_trick)
    for t in view.tricks:
        m |= mask_of(t.cards)
    return m


def dealt_to_play(players: int, seed: int, contract: str, dealer: int = 0) -> GameState | None:
    """A seeded deal at *players* with the first speaker taking *contract* and everyone else passing;
    the call (five players), the discard and the poignées by random bots (any legal choice)."""
    s = GameState.new(seed=seed, dealer=dealer, players=players)
    if s.phase != "auction":
        return None                                            # D4: a petit sec, cancelled
    s.bid(contract)
    for _ in range(players - 1):
        s.bid("pass")
    return s


def states_in_play(players: int, n: int, seed: int = 0, bot=RandomBot) -> list[GameState]:
    """*n* deals stopped at a random card of the play, every contract, bots of kind *bot* (random
    ones: any legal call, discard, poignée and card)."""
    rng = random.Random(seed)
    out = []
    for k in range(n):
        s = dealt_to_play(players, rng.randrange(10**6), CONTRACTS[k % 4], dealer=k % players)
        if s is None:
            continue
        bots = [bot(rng.randrange(100)) if bot is RandomBot else bot() for _ in range(players)]
        stop = rng.randrange(0, players * table_for(players).n_tricks - 1)
        while s.to_act is not None and sum(a.kind == "play" for a in s.actions) < stop:
            play_turn(s, bots)
        while s.phase == "play" and s.awaiting is not None and s.view(s.awaiting).legal == ():
            play_turn(s, bots)                                 # a slam decision or a poignée comes first
        if s.phase == "play" and s.to_act is not None and s.view(s.to_act).legal:
            out.append(s)
    return out


def check_world(s: GameState, me: int, w) -> None:
    """Every sampled deal, checked exactly against what seat *me* knows."""
    view = s.view(me)
    table = s.table
    played = _played(view)
    assert w.hands[me] == s.hand_mask(me)                                      # its own hand
    for seat in range(table.seats):
        assert w.hands[seat].bit_count() == s.hand_mask(seat).bit_count()     # the sizes (V1)
    everything = w.hidden
    for h in w.hands:
        assert not everything & h and not h & played                            # no card twice, none played
        everything |= h
    back = mask_of(view.chien) & ~mask_of(view.discard) & ~played if me != s.taker else 0
    assert everything == mask_of(view.unseen) | s.hand_mask(me) | back
    contract = view.contract
    hidden = (0 if contract.takes_chien_in_hand and me == s.taker else
              table.chien_size - len(view.discard) if contract.takes_chien_in_hand else table.chien_size)
    assert w.hidden.bit_count() == hidden                                      # E1–E3, V2
    if contract.takes_chien_in_hand and me != s.taker:
        assert not w.hidden & ~PLAIN_NOT_KINGS                                 # E2: no king, bout, hidden trump
        assert not back & ~(w.hands[s.taker] | w.hidden)                       # E1: the chien went to the taker
    for seat, letters in enumerate(view.voids):                                # P2, P3
        if seat == me:
            continue
        for letter in letters:
            mask = TRUMP_MASK if letter == TRUMPS else SUIT_MASKS[SUIT_LETTERS.index(letter)]
            assert not w.hands[seat] & mask
        cap = view.trump_ceiling[seat]
        if cap is not None:                                                    # P4
            assert not w.hands[seat] & (((1 << (21 - cap)) - 1) << (FIRST_TRUMP + cap))
    for seat, shown in view.poignees:                                          # B1, V3
        for c in shown:
            if seat != me and not BIT[c] & played:
                assert w.hands[seat] & BIT[c]
    if view.called is not None:                                                # V4, V5, R7
        c = BIT[view.called]
        if c & mask_of(view.unseen) and view.partner_known:
            if view.partner is not None:
                assert w.hands[view.partner] & c                               # the partner was seen
            else:
                assert (w.hands[s.taker] | w.hidden) & c                       # the taker is alone
        if me == s.partner:
            assert view.partner_known and view.partner == me and (s.hand_mask(me) | played) & c


@pytest.mark.parametrize("players", [3, 5])
@pytest.mark.parametrize("greedy_tries", [8, 0], ids=["greedy", "hall"])
def test_every_sampled_deal_is_consistent_with_what_the_seat_knows(players, greedy_tries):
    rng = random.Random(players)
    states = states_in_play(players, 48, seed=players)
    assert len(states) >= 30
    for s in states:
        me = s.to_act
        view = s.view(me)
        allow, capacity = _allowed(view)
        for seat in range(players):                                            # the true deal meets them
            if seat != me:
                assert s.hand_mask(seat) & ~allow[seat] == 0
                assert capacity[seat] == s.hand_mask(seat).bit_count()
        for _ in range(6):
            check_world(s, me, sample_world(view, rng, greedy_tries=greedy_tries))


def test_the_states_cover_what_a_seat_can_know_at_five():
    """The states above include a partner who knows, defenders who do not, a taker who does not,
    camps known after the called card fell, voids shown and poignées shown."""
    seen = set()
    for s in states_in_play(5, 48, seed=5):
        view = s.view(s.to_act)
        seen.add(("partner" if s.to_act == s.partner else "taker" if s.to_act == s.taker else "defender",
                  view.partner_known))
        seen.add(("voids", any(view.voids)))
        seen.add(("poignee", bool(view.poignees)))
    assert {("partner", True), ("defender", False), ("taker", False), ("defender", True), ("voids", True),
            ("poignee", True)} <= seen


def _a_state_before_the_called_card_falls(seed=3, contract="garde-sans"):
    """Five players, the called card still in a defender's or partner's hand, seat *me* a defender who
    does not know the partner (the first such seat to play)."""
    rng = random.Random(seed)
    for _ in range(200):
        s = dealt_to_play(5, rng.randrange(10**6), contract, dealer=rng.randrange(5))
        if s is None:
            continue
        bots = [RandomBot(i) for i in range(5)]
        while s.phase != "play" or s.view(s.awaiting).legal == ():
            play_turn(s, bots)
        stop = rng.randrange(5, 25)
        while s.to_act is not None and sum(a.kind == "play" for a in s.actions) < stop:
            play_turn(s, bots)
        if s.phase != "play" or s.to_act is None or s.partner is None:
            continue
        me = s.to_act
        view = s.view(me)
        if me not in (s.taker, s.partner) and not view.partner_known and view.legal:
            return s, me
    raise AssertionError("no such state")


def test_a_defender_who_has_not_seen_the_called_card_does_not_assume_where_it_is():
    """V5: until the called card falls, the defender's sampled deals put it in every hand where it
    may be — the taker's (he may have called himself), each other defender's, and the unseen chien
    of a Garde Sans (R7) — never only in the true partner's."""
    for seed in (3, 4, 5):
        s, me = _a_state_before_the_called_card_falls(seed)
        view = s.view(me)
        allow, capacity = _allowed(view)
        c = BIT[view.called]
        possible = {h for h in range(6) if h != me and allow[h] & c and capacity[h] > 0}
        rng = random.Random(1)
        holders = set()
        for _ in range(300):
            w = sample_world(view, rng)
            check_world(s, me, w)
            holders |= {h for h in range(5) if w.hands[h] & c} | ({5} if w.hidden & c else set())
        assert holders == possible and s.taker in holders and 5 in holders and len(holders) >= 3
        assert not _attacks(view)                                   # it plays for the defence


def test_the_partner_knows_and_the_taker_knows_it_is_not_in_his_hand():
    """V5: the partner's sampled deals keep the called card in his own hand and he plays for the
    attack; the taker who did not call himself never finds the called card in his hand (it is in
    another hand, or in the unseen chien of a Garde Sans, R7)."""
    s, _ = _a_state_before_the_called_card_falls(3)
    c = BIT[s.called]
    partner_view = s.view(s.partner)
    assert partner_view.partner_known and partner_view.partner == s.partner and _attacks(partner_view)
    taker_view = s.view(s.taker)
    assert not taker_view.partner_known and _attacks(taker_view)
    rng = random.Random(2)
    places = set()
    for _ in range(200):
        w = sample_world(taker_view, rng)
        assert not w.hands[s.taker] & c
        places |= {h for h in range(5) if w.hands[h] & c} | ({5} if w.hidden & c else set())
    assert places == {h for h in range(6) if h != s.taker}                 # any other hand, or the chien


def test_a_called_king_shown_in_the_chien_stays_with_the_taker():
    """V5, R7: the called king turned up in the chien of a Garde: everyone knows the taker is alone,
    and a defender's sampled deals keep the king in the taker's hand (E1: the chien is his; E2: a
    king cannot be discarded) until it is played."""
    checked = 0
    for seed in range(400):
        s = dealt_to_play(5, seed, "garde", dealer=seed % 5)
        if s is None:
            continue
        kings = [c for c in s.chien if c.is_king and c in s.callable_cards()]
        if not kings:
            continue
        s.call(kings[0])
        bots = [BasicBot() for _ in range(5)]
        while s.phase != "play" or s.to_act == s.taker:
            play_turn(s, bots)
        me = s.to_act
        view = s.view(me)
        assert view.partner_known and view.partner is None and not _attacks(view)
        rng = random.Random(seed)
        for _ in range(30):
            w = sample_world(view, rng)
            check_world(s, me, w)
            assert w.hands[s.taker] & BIT[kings[0]] or BIT[kings[0]] & _played(view)
        checked += 1
        if checked == 5:
            break
    assert checked == 5


# --- the playout: each simulated seat knows what it could, the deal scored with that world's partner ---
def _true_world(s: GameState, me: int):
    """The real deal as seat *me*'s sampler would see it if it had guessed right."""
    from tarot_core.analysis.sampler import World
    view = s.view(me)
    if view.contract.takes_chien_in_hand:
        hidden = 0 if me == s.taker else mask_of(s.discarded) & ~mask_of(view.discard)
    else:
        hidden = mask_of(s.chien)
    return World([s.hand_mask(x) for x in range(s.table.seats)], hidden)


@pytest.mark.parametrize("players", [3, 5])
def test_a_playout_of_the_true_deal_is_the_deal_the_basic_bots_play(players):
    """The playout of the true deal, from a card of the seat to act, ends with the score the basic
    bots reach when they play the same deal on from that card (S3, V9 with the partner at five): the
    simulated seats choose as the real ones do — with the same camps known to each (V5: the
    partner from the start, the others once the called card falls) — and the world's partner is
    the seat that holds the called card. States after the first trick (no poignée or slam to come)."""
    from tarot_core.actions import PlayCard
    from tarot_core.analysis.sampler import playout
    from tarot_core.cards import DECK
    checked = 0
    rng = random.Random(players)
    for s in states_in_play(players, 60, seed=30 + players, bot=BasicBot):
        if not s.tricks:
            continue
        me = s.to_act
        view = s.view(me)
        first = int(rng.choice(view.legal))
        expected = playout(view, _true_world(s, me), first)
        real = GameState(list(map(mask_of, s.dealt)), mask_of(s.chien), s.dealer, table=s.table)
        for act in s.actions:
            real.apply(act)
        real.apply(PlayCard(me, DECK[first]))
        bots = [BasicBot() for _ in range(players)]
        while real.to_act is not None:
            play_turn(real, bots)
        assert real.outcome().result.S == expected
        checked += 1
    assert checked >= 20


# --- no leak ---------------------------------------------------------------------------------------
def _twin(s: GameState, swap: tuple[int, int, int, int]) -> GameState:
    """The same deal with card x of seat a and card y of seat b swapped in the dealt hands, every
    action replayed (checked again by the state)."""
    a, x, b, y = swap
    dealt = [mask_of(h) for h in s.dealt]
    dealt[a] ^= BIT[x] | BIT[y]
    dealt[b] ^= BIT[x] | BIT[y]
    twin = GameState(dealt, mask_of(s.chien), s.dealer, table=s.table)
    for act in s.actions:
        twin.apply(act)
    return twin


def _same_suit_swap(s: GameState, me: int, rng, avoid=()) -> tuple[int, int, int, int] | None:
    """Two unseen plain cards of one suit, still in two other seats' hands as dealt (not from the chien)."""
    others = [x for x in range(s.table.seats) if x != me and x not in avoid]
    rng.shuffle(others)
    a, b = others[:2]
    dealt = [mask_of(h) for h in s.dealt]
    for suit in range(4):
        ma = s.hand_mask(a) & dealt[a] & SUIT_MASKS[suit]
        mb = s.hand_mask(b) & dealt[b] & SUIT_MASKS[suit]
        if s.called is not None:
            ma &= ~BIT[s.called]
            mb &= ~BIT[s.called]
        if ma and mb:
            return a, (ma & -ma).bit_length() - 1, b, (mb & -mb).bit_length() - 1
    return None


def _same_decisions(s: GameState, twin: GameState, me: int) -> None:
    assert twin.hands != s.hands                                 # the hidden cards differ …
    assert twin.view(me) == s.view(me)                           # … the seat's view does not
    for make in (lambda: SamplerBot(5, samples=3), lambda: BasicBot(), lambda: RandomBot(5)):
        assert make().choose_card(s.view(me)) == make().choose_card(twin.view(me))


@pytest.mark.parametrize("players", [3, 5])
def test_no_leak_two_states_differing_only_in_unseen_cards(players):
    rng = random.Random(17)
    checked = 0
    for s in states_in_play(players, 40, seed=20 + players):
        me = s.to_act
        swap = _same_suit_swap(s, me, rng)
        if swap is None:
            continue
        _same_decisions(s, _twin(s, swap), me)
        checked += 1
    assert checked >= 15


def test_no_leak_of_who_holds_the_called_card():
    """V5: the called card swapped with another card of its suit between the partner and a defender
    (neither the seat deciding): another partner, the same view for a seat that cannot know — a
    defender, or the taker who did not call himself — and so the same decision with the same seed."""
    checked = 0
    for seed in range(3, 15):
        s, me = _a_state_before_the_called_card_falls(seed, CONTRACTS[seed % 4])
        called = int(s.called)
        suit = SUIT_MASKS[called // 14]
        dealt = [mask_of(h) for h in s.dealt]
        for deciding in (me, s.taker):
            for other in range(5):
                if other in (s.taker, s.partner, deciding):
                    continue
                mine = s.hand_mask(other) & dealt[other] & suit
                if not mine:
                    continue
                twin = _twin(s, (s.partner, called, other, (mine & -mine).bit_length() - 1))
                assert twin.partner == other != s.partner
                if deciding == s.to_act:
                    _same_decisions(s, twin, deciding)
                else:
                    assert twin.view(deciding) == s.view(deciding)
                checked += 1
                break
    assert checked >= 8


# --- the time budget -----------------------------------------------------------------------------------
def test_the_time_budget_holds_when_one_sample_is_much_slower(monkeypatch):
    """A sampler with 1 s a card (less its 0.03 s margin) whose first sampled deal plays out in 0.01 s
    a card and the next in 0.5 s a card (a 24-card deal at three, a loaded machine): it used to start
    the second sample on the first one's pace and finish it at 0.01 k + 0.5 k s for k cards (over
    1 s from k = 2: 1.04 s and more); now it stops before the playout that would overrun, drops the
    unfinished sample (every card is counted over the same deals) and answers within its budget."""
    from types import SimpleNamespace

    from tarot_core.analysis import sampler as S
    s = next(x for x in states_in_play(3, 40, seed=8) if len(S._distinct([int(c) for c in x.view(x.to_act).legal],
                                                                          x.view(x.to_act))) >= 2)
    view = s.view(s.to_act)
    k = len(S._distinct([int(c) for c in view.legal], view))
    clock = SimpleNamespace(now=0.0, playouts=0)
    monkeypatch.setattr(S, "time", SimpleNamespace(perf_counter=lambda: clock.now))

    def playout(view, world, first):
        clock.now += 0.01 if clock.playouts < k else 0.5
        clock.playouts += 1
        return 0
    monkeypatch.setattr(S, "playout", playout)
    bot = SamplerBot(1, budget=1.0)
    bot.choose_card(view)
    assert clock.now <= 1.0 and clock.now == pytest.approx(0.01 * k + 0.5)
    assert bot.last_samples == 1 and clock.playouts == k + 1


@pytest.mark.parametrize("players", [3, 5])
def test_bench_bots_times_the_sampler_at_three_and_five(players):
    """`bench_bots --players N --sampler-deals M`: the sampler's time per card at that table (it timed
    four-player deals whatever --players said)."""
    from tarot_core.analysis.bench_bots import time_sampler
    times, samples = time_sampler(10, 0.05, players)             # at five the first four all pass
    assert times and len(times) == len(samples) and min(samples) >= 1
    assert len(times) <= 10 * table_for(players).n_tricks                  # seat 0's cards at that table
