"""The sampler bot: for each legal card, deal the unseen cards many times as the seat's knowledge
allows, play every deal out with the basic rules of thumb, and keep the best card on average.

What a seat knows, and so what every sampled deal respects (from :class:`~tarot_core.game.SeatView`),
at every table (V1: three, four or five players; the sizes are the view's table's):

- the cards it holds, those played, and (for the taker in Prise or Garde) its own discard;
- how many cards each other seat still holds (the table's hand size, less the cards it has played);
- the suits each seat showed it lacks by not following (P2), the trumps it lacks (P3), and the
  highest trump it can hold after undertrumping (P4);
- the poignées shown (B1): those trumps are in that hand until played;
- in Prise and Garde, the chien shown (E1): its cards are in the taker's hand, or in his
  discard — which holds no king, no bout and no trump left unshown (E2); in Garde Sans and Garde
  Contre the chien is seen by nobody (E3) and may hold any card;
- at five players, the called card (V4) and what the seat knows of the partner (V5): the partner
  knows he holds it; when the seat knows the camps (the called card fell, or the chien showed it),
  the card is where it was seen; until then (a defender, or the taker who does not hold it) it may
  be in any hand but the seat's own, or in a chien nobody saw (R7) — no sampled deal assumes where.

Each sampled deal is played to the end by the basic rules (:func:`~.partner_rules.table_card`) for
every seat, each simulated seat knowing the camps only when it could (:func:`~.situation.camps`:
the partner from the start, the others once the called card falls), and scored by the referee's
own functions (X3–X7, B5–B8, S1–S4, V9) with the partner of that deal — the seat that holds the
called card in it (none when the taker holds it or it lies in the chien: he is alone, V5, R7). The
value kept is S from this seat's side (the attack wants it high, the defence low). The search
stops at a time budget (1 s per card by default) or after a fixed number of sampled deals (for
reproducible matches).

>>> from tarot_core.game import GameState
>>> from tarot_core.analysis.bots import BasicBot, play_deal
>>> s = play_deal(GameState.new(seed=8), [SamplerBot(seed=1, samples=2), BasicBot(), BasicBot(), BasicBot()])
>>> s.phase in ("done", "all_pass", "cancelled")
True
>>> s5 = play_deal(GameState.new(seed=8, players=5), [SamplerBot(seed=1, samples=2)] + [BasicBot() for _ in range(4)])
>>> s5.phase in ("done", "all_pass", "cancelled"), sum(s5.outcome().scores)        # V9: the shares sum to zero
(True, 0)
"""
from __future__ import annotations

import math
import numbers
import random
import time

from ..call import restrict_first_trick
from ..cards import (
    BIT,
    BOUT_MASK,
    DECK,
    EXCUSE_INDEX,
    FIRST_TRUMP,
    FULL_MASK,
    HALF_POINTS,
    PLAIN_NOT_KINGS,
    SUIT_MASKS,
    TRUMP_MASK,
    Card,
    cards_of,
    mask_of,
)
from ..engine import Playout, deal_score
from ..errors import UsageError, quoted
from ..game import SUIT_LETTERS, TRUMPS, SeatView
from ..play import FOLLOWERS, legal_in_state, next_leader
from ..table import Table, seat_at, table_for
from .bots import BasicBot
from .partner_rules import table_card
from .situation import Situation, camps, situation

BUDGET_MARGIN = 0.03             # seconds of a card's budget kept for the view and the last sample
MAX_BUDGET = 60.0                # seconds per card at most (a larger budget is a match that never ends)
MAX_SAMPLES = 10_000             # sampled deals per card at most (about a minute per card)


class World:
    """One deal consistent with a seat's knowledge: every seat's cards now, and the hidden pile."""
    __slots__ = ("hands", "hidden")

    def __init__(self, hands: list[int], hidden: int) -> None:
        self.hands, self.hidden = hands, hidden


def view_table(view: SeatView) -> Table:
    """The table *view* is seen at (V1): one entry of ``voids`` per seat."""
    return table_for(len(view.voids))


def _played_by_seat(view: SeatView, table: Table) -> list[int]:
    played = [0] * table.seats
    for t in view.tricks:
        for i in range(len(t.cards)):
            played[seat_at(t.leader, i, table)] += 1
    if view.current_leader is not None:
        for i in range(len(view.current_trick)):
            played[seat_at(view.current_leader, i, table)] += 1
    return played


def _allowed(view: SeatView, ceilings: bool = True) -> tuple[list[int], dict[int, int]]:
    """For each holder (the seats, then the hidden pile, whose index is the number of seats): the
    mask of cards it may hold; and the number of unseen cards each holder has. *ceilings*: apply
    P4's trump ceilings too."""
    me, taker, contract = view.seat, view.taker, view.contract
    table = view_table(view)
    hidden_pile = table.seats                  # the holder index of the hidden pile (discard or chien)
    sizes = [table.hand_size - n for n in _played_by_seat(view, table)]
    allow = [0] * (table.seats + 1)
    for s in range(table.seats):
        if s == me:
            continue
        m = FULL_MASK
        for letter in view.voids[s]:
            m &= ~(TRUMP_MASK if letter == TRUMPS else SUIT_MASKS[SUIT_LETTERS.index(letter)])
        cap = view.trump_ceiling[s]
        if cap is not None and ceilings:        # P4: it undertrumped, so holds no trump above rank cap
            m &= ~(((1 << (21 - cap)) - 1) << (FIRST_TRUMP + cap))
        allow[s] = m
    capacity = {s: sizes[s] for s in range(table.seats) if s != me}
    hidden = 0
    if contract is not None and taker is not None:
        if contract.takes_chien_in_hand:
            if me != taker:
                hidden = table.chien_size - len(view.discard)           # E2: the trumps discarded are shown
                allow[hidden_pile] = PLAIN_NOT_KINGS                    # E2: no king, no bout, no hidden trump
        else:
            hidden = table.chien_size                                   # E3: nobody saw the chien
            allow[hidden_pile] = FULL_MASK
    capacity[hidden_pile] = hidden
    return allow, capacity


def sample_world(view: SeatView, rng: random.Random, greedy_tries: int = 8) -> World:
    """Deal the cards *view*'s seat cannot see to the other seats (and the hidden pile) at random,
    consistently with everything the seat knows (see the module docstring).

    Cards go most-constrained first, each to a holder drawn in proportion to the room it has
    left; after a few dead ends, each card goes only where the rest can still be placed (Hall's
    condition, checked on the five holders), which always succeeds when a consistent deal exists.
    Should none exist (knowledge read too strictly), P4's ceilings are relaxed."""
    for ceilings in (True, False):
        world = _try_sample(view, rng, greedy_tries, ceilings)
        if world is not None:
            return world
    raise RuntimeError("could not deal the unseen cards consistently with this seat's knowledge")


def _try_sample(view: SeatView, rng: random.Random, greedy_tries: int, ceilings: bool) -> World | None:
    me, taker = view.seat, view.taker
    n_seats = view_table(view).seats
    hidden_pile = n_seats                      # the holder index of the hidden pile (see _allowed)
    allow, capacity = _allowed(view, ceilings)
    gone = mask_of(view.current_trick)
    for t in view.tricks:
        gone |= mask_of(t.cards)
    pool = mask_of(view.unseen)
    fixed: dict[int, int] = {}
    if view.chien and taker is not None and me != taker:
        back = mask_of(view.chien) & ~gone & ~mask_of(view.discard)     # E1: in the taker's hand or discard
        pool |= back
        for c in cards_of(back):
            allow_c = [taker] + ([hidden_pile] if BIT[c] & allow[hidden_pile] else [])
            fixed[c] = -1 if len(allow_c) > 1 else taker
            if len(allow_c) > 1:
                for s in range(n_seats):
                    if s not in (taker, me):
                        allow[s] &= ~BIT[c]
    for seat, shown in view.poignees:                                    # B1: shown trumps stay in hand
        if seat == me:
            continue
        for c in shown:
            if BIT[c] & pool:
                fixed[int(c)] = seat
    # V5: at five the called card needs no rule of its own here. A seat that knows the camps has seen
    # it (in its own hand, played, or shown with the chien: then the E1 lines above keep it with the
    # taker); a seat that does not know them may find it in any hand but its own, or in a chien
    # nobody saw (R7) — where the constraints above allow it, as for any unseen card.
    hands = [0] * n_seats
    hands[me] = mask_of(view.hand)
    caps = dict(capacity)
    for card, seat in fixed.items():
        if seat >= 0:
            hands[seat] |= BIT[card]
            caps[seat] -= 1
            pool &= ~BIT[card]
    holders = [h for h in caps if caps[h] > 0]
    cards = cards_of(pool)
    options = {c: [h for h in holders if allow[h] & BIT[c]] for c in cards}
    for attempt in range(greedy_tries + 1):
        if attempt == greedy_tries:
            got = _hall_sample(cards, options, caps, rng, n_seats + 1)
            if got is None:
                return None
            for s in range(n_seats):
                hands[s] |= got[s] if s != me else 0
            return World(hands, got[hidden_pile])
        left = dict(caps)
        got = [0] * (n_seats + 1)
        order = sorted(cards, key=lambda c: (len(options[c]), rng.random()))
        ok = True
        for c in order:
            choices = [h for h in options[c] if left[h] > 0]
            if not choices:
                ok = False
                break
            h = rng.choices(choices, weights=[left[x] for x in choices])[0] if len(choices) > 1 else choices[0]
            got[h] |= BIT[c]
            left[h] -= 1
        if ok:
            for s in range(n_seats):
                hands[s] |= got[s] if s != me else 0
            return World(hands, got[hidden_pile])
    return None


def _hall_sample(cards, options, caps, rng: random.Random, holders: int) -> list[int] | None:
    """Place *cards* (each among its *options*, holders with room *caps*) so that the rest can
    always still be placed: before each choice, Hall's condition — for every set S of holders, the
    cards that can only go into S are no more than the room left in S — is checked. None when no
    placement exists at all. The *holders* are numbered from 0: the seats, then the hidden pile."""
    def key(c):
        return sum(1 << h for h in options[c])
    count: dict[int, int] = {}
    for c in cards:
        count[key(c)] = count.get(key(c), 0) + 1
    left = dict(caps)

    def feasible() -> bool:
        for sub in range(1, 1 << holders):
            need = sum(n for k, n in count.items() if n and k & ~sub == 0)
            room = sum(left[h] for h in left if sub >> h & 1)
            if need > room:
                return False
        return True
    if not feasible():
        return None
    got = [0] * holders
    order = list(cards)
    rng.shuffle(order)
    for c in order:
        k = key(c)
        choices = [h for h in options[c] if left[h] > 0]
        rng.shuffle(choices)
        choices.sort(key=lambda h: -left[h] * rng.random())
        count[k] -= 1
        for h in choices:
            left[h] -= 1
            if feasible():
                got[h] |= BIT[c]
                break
            left[h] += 1
        else:
            return None                      # not reached: the condition held before this card
    return got


def _called_index(view: SeatView) -> int:
    """The called card's index (V4), -1 when there is none (three and four players, or not yet)."""
    return -1 if view.called is None else int(view.called)


def _holder(view: SeatView, world: World, card: int, table: Table) -> int | None:
    """The seat that holds *card* in the sampled *world* or played it; None when it is in no hand
    (the chien or the discard)."""
    for t in view.tricks:
        for i, c in enumerate(t.cards):
            if c == card:
                return seat_at(t.leader, i, table)
    if view.current_leader is not None:
        for i, c in enumerate(view.current_trick):
            if c == card:
                return seat_at(view.current_leader, i, table)
    for s, hand in enumerate(world.hands):
        if hand & BIT[card]:
            return s
    return None


def _known_piles(view: SeatView, world: World) -> tuple[int, int]:
    """(chien, discard) masks of the sampled deal."""
    contract = view.contract
    assert contract is not None
    if contract.takes_chien_in_hand:
        discard = mask_of(view.discard) if view.seat == view.taker else (mask_of(view.discard) | world.hidden)
        return mask_of(view.chien), discard
    return world.hidden, 0


def _position(view: SeatView, world: World) -> tuple:
    """What a playout of the sampled *world* starts from: the engine's :class:`~tarot_core.engine.Playout`
    at the view's position, the contract and the table, the called card (−1 if none), the chien and
    the discard, the cards every seat has seen gone, the partner of that world and what each seat
    knows of the camps (V5), the taker's voids shown (P2) and the slam announced."""
    taker, contract = view.taker, view.contract
    assert taker is not None and contract is not None
    table = view_table(view)
    n, me = table.seats, view.seat
    leader = view.current_leader if view.current_leader is not None else me
    called = _called_index(view)
    game = Playout(world.hands, leader, table, [(t.leader, tuple(int(c) for c in t.cards)) for t in view.tricks],
                   [int(c) for c in view.current_trick], called=called if called >= 0 else None)
    chien, discard = _known_piles(view, world)
    taker_discard = discard if contract.takes_chien_in_hand else 0
    shown_trumps = mask_of(view.discard) & TRUMP_MASK                   # E2: everyone saw them
    gone = game.played
    for m in game.masks:
        gone |= m
    partner: int | None = None
    if called >= 0:
        holder = _holder(view, world, called, table)
        partner = holder if holder != taker else None                  # V5: the taker alone otherwise
        open_to_all = bool(BIT[called] & (gone | mask_of(view.chien)))  # played, or shown with the chien
        self_called = holder == taker or bool(BIT[called] & taker_discard)  # V5: he knows he is alone
        knows = [open_to_all or s == partner or (s == taker and self_called) for s in range(n)]
    else:
        knows = [True] * n
    sides = [camps(s, taker, partner, knows[s], n) for s in range(n)]
    taker_voids = 0
    for letter in view.voids[taker]:
        if letter in SUIT_LETTERS:
            taker_voids |= SUIT_MASKS[SUIT_LETTERS.index(letter)]
    slam = view.slam_announced
    return (game, taker, contract, table, n, called, chien, discard, taker_discard, shown_trumps, gone, partner,
            knows, sides, taker_voids, slam)


def playout(view: SeatView, world: World, first: int) -> int:
    """Play the sampled *world* to the end, *first* being this seat's card now, every later card
    chosen by the basic rules (:func:`~.partner_rules.table_card`); return S (S3, V9: the attack's)
    from the engine's one scoring chain (settle → piles → facts → score,
    :func:`~tarot_core.engine.deal_score`), with the partner of that world at five players.

    The lean playout (issue 26): the position is set up by the engine's
    :class:`~tarot_core.engine.Playout`, then the cards are played in local bit masks (the legal cards,
    P2–P5, X1, and V6/R9 in the first trick at five: :func:`~tarot_core.play.legal_in_state`,
    :func:`~tarot_core.call.restrict_first_trick`; each trick's winner, P6, P1:
    :func:`~tarot_core.play.next_leader`) instead of one method call per card. It is the same play as
    :func:`playout_reference` (a test compares them on thousands of sampled deals at three, four and
    five players).

    At five each simulated seat knows the camps only as it could (:func:`~.situation.camps`, V5):
    the partner from the start, the taker when he holds the called card, everyone once it is
    played or was shown in the chien; until then the rules see the others as unknown."""
    (game, taker, contract, table, n, called, chien, discard, taker_discard, shown_trumps, gone, partner, knows,
     sides, taker_voids, slam) = _position(view, world)
    hands, winners, tricks, masks = game.hands, game.winners, game.tricks, game.masks
    leader, trick, follow, played = game.leader, game.trick, game.follow, game.played
    n_tricks = table.n_tricks
    first_call = called if called >= 0 and not tricks else -1          # V6/R9: the first trick at five
    bit, followers = BIT, FOLLOWERS
    seat = (leader + len(trick)) % n
    won_by = 0                                                  # the seats that won a trick, one bit each
    for w in winners:
        won_by |= 1 << w
    card = first
    while True:
        if card < 0:
            legal = legal_in_state(hands[seat], follow, played)
            if first_call >= 0:
                legal = restrict_first_trick(legal, follow, first_call)
            if legal & (legal - 1) == 0:
                card = legal.bit_length() - 1
            else:
                hand = hands[seat]
                allies, foes = sides[seat]
                side_all = not won_by & ~allies                # its side won every trick so far
                known = hand | gone | (taker_discard if seat == taker else shown_trumps)
                sit = Situation(seat, taker, hand, legal, tuple(trick), leader, len(tricks) + 1,
                                known, taker_voids, side_all, slam, n, n_tricks, called, allies, foes)
                card = table_card(sit)[0]
        low = bit[card]
        if seat == taker and follow and follow != TRUMP_MASK and not low & follow and card != EXCUSE_INDEX:
            taker_voids |= follow                                  # P2: the taker showed a void
        hands[seat] ^= low
        trick.append(card)
        follow, played = follow or followers[card], played | low
        gone |= low
        if card == called and not all(knows):                      # V5: the called card falls, everyone knows
            knows = [True] * n
            sides = [camps(s, taker, partner, True, n) for s in range(n)]
        card = -1
        if len(trick) < n:
            seat = seat + 1 if seat + 1 < n else 0
            continue
        cards = tuple(trick)                                       # the trick is complete: P6, P1
        tricks.append((leader, cards))
        leader = seat = next_leader(leader, cards, table, follow, played)
        winners.append(leader)
        won_by |= 1 << leader
        masks.append(played)
        if len(tricks) == n_tricks:
            break
        trick, follow, played, first_call = [], 0, 0, -1
    return deal_score(contract, taker, slam, chien, discard, tuple(len(cards) for _, cards in view.poignees),
                      tricks, winners, masks, table, partner).S


def playout_reference(view: SeatView, world: World, first: int) -> int:
    """The reference of :func:`playout` (the engine's :class:`~tarot_core.engine.Playout`, step by step):
    play the sampled *world* to the end, *first* being this seat's card now, every later card
    chosen by the basic rules (:func:`~.partner_rules.table_card`); return S (S3, V9: the attack's)
    from the engine's one scoring chain (settle → piles → facts → score,
    :func:`~tarot_core.engine.deal_score`), with the partner of that world at five players.

    At five each simulated seat knows the camps only as it could (:func:`~.situation.camps`, V5):
    the partner from the start, the taker when he holds the called card, everyone once it is
    played or was shown in the chien; until then the rules see the others as unknown."""
    (game, taker, contract, table, n, called, chien, discard, taker_discard, shown_trumps, gone, partner, knows,
     sides, taker_voids, slam) = _position(view, world)
    hands, winners = game.hands, game.winners
    card = first
    while not game.done:
        seat = game.to_act
        if card < 0:
            legal = game.legal()
            if legal & (legal - 1) == 0:
                card = legal.bit_length() - 1
            else:
                hand = hands[seat]
                allies, foes = sides[seat]
                side_all = all(allies >> w & 1 for w in winners)
                known = hand | gone | (taker_discard if seat == taker else shown_trumps)
                sit = Situation(seat, taker, hand, legal, tuple(game.trick), game.leader, len(game.tricks) + 1,
                                known, taker_voids, side_all, slam, n, table.n_tricks, called, allies, foes)
                card = table_card(sit)[0]
        follow = game.follow
        if seat == taker and follow and follow != TRUMP_MASK and not BIT[card] & follow and card != EXCUSE_INDEX:
            taker_voids |= follow                                  # P2: the taker showed a void
        game.push(card)
        gone |= BIT[card]
        if card == called and not all(knows):                      # V5: the called card falls, everyone knows
            knows = [True] * n
            sides = [camps(s, taker, partner, True, n) for s in range(n)]
        card = -1
    return deal_score(contract, taker, slam, chien, discard, tuple(len(cards) for _, cards in view.poignees),
                      game.tricks, winners, game.masks, table, partner).S


class SamplerBot(BasicBot):
    """Plays each legal card in many sampled deals (see the module docstring) and keeps the best
    on average for its side; bids, discards, poignées and slams as the basic bot.

    *budget*: seconds per card (default 1.0); *samples*: a fixed number of sampled deals instead
    (reproducible: the same seed gives the same cards). Both are checked (:func:`check_budget`,
    :func:`check_samples`): nan or inf would never stop sampling."""
    kind = "sampler"

    def __init__(self, seed: int | None = None, *, budget: float = 1.0, samples: int | None = None) -> None:
        super().__init__(seed)
        self.budget, self.samples = check_budget(budget), check_samples(samples)
        self.last_samples = 0

    def choose_card(self, view: SeatView) -> Card:
        legal = [int(c) for c in view.legal]
        basic = table_card(situation(view))[0]
        if len(legal) == 1 or view.taker is None or view.contract is None:
            return DECK[basic]
        candidates = _distinct(legal, view)
        if len(candidates) == 1:
            return DECK[candidates[0]]
        sign = 1 if _attacks(view) else -1
        totals = dict.fromkeys(candidates, 0)
        n = self._sample(view, candidates, sign, totals, time.perf_counter() + self.budget - BUDGET_MARGIN)
        self.last_samples = n
        best = max(totals.values())
        winners = [c for c in candidates if totals[c] == best]
        return DECK[basic if basic in winners else winners[0]]

    def _sample(self, view: SeatView, candidates: list[int], sign: int, totals: dict[int, int],
                deadline: float) -> int:
        """Add up, into *totals*, each candidate's S for this seat's side over sampled deals; return
        how many. With :attr:`samples`, that many; with a time budget, until *deadline*: before each
        playout, if the longest playout so far would end past it, the sample under way is dropped
        (every candidate is counted over the same deals) and the search stops — so the budget holds
        when one sample is much slower than the others (a deal of 24 cards a hand, a loaded
        machine). The first sample is always completed."""
        samples = self.samples
        timed = samples is None
        clock = time.perf_counter
        longest = 0.0
        n = 0
        while True:
            world = sample_world(view, self.rng)
            values: list[int] = []
            for c in candidates:
                if timed:
                    t0 = clock()
                    if n and t0 + longest >= deadline:       # one more playout would overrun the budget
                        return n
                values.append(sign * playout(view, world, c))
                if timed:
                    longest = max(longest, clock() - t0)
            for c, v in zip(candidates, values):
                totals[c] += v
            n += 1
            if samples is not None and n >= samples:
                return n


def _attacks(view: SeatView) -> bool:
    """Whether *view*'s seat plays for the attack: the taker, or at five players the partner (who
    knows it from his hand, V5). A seat that does not know the camps is not the partner."""
    return view.seat == view.taker or (view.partner_known and view.partner == view.seat)


def check_budget(budget) -> float:
    """A sampler's time per card: a number of seconds greater than 0, at most :data:`MAX_BUDGET` (an
    int or a float, not a bool nor a text; not nan nor inf, which would never stop sampling); anything
    else raises a UsageError naming the option ``budget``."""
    if isinstance(budget, numbers.Real) and not isinstance(budget, bool):
        try:
            seconds = float(budget)
        except (OverflowError, ValueError):          # an int too large for a float
            seconds = math.nan
        if 0 < seconds <= MAX_BUDGET:                # nan fails both comparisons
            return seconds
    raise UsageError("err.bot.budget", field="budget", value=quoted(budget), high=MAX_BUDGET)


def check_samples(samples) -> int | None:
    """A sampler's sampled deals per card: None (a time budget instead) or a whole number from 1 to
    :data:`MAX_SAMPLES` (an int, not a bool); anything else raises a UsageError naming the option
    ``samples``."""
    if samples is not None and (not isinstance(samples, int) or isinstance(samples, bool)
                                or not 1 <= samples <= MAX_SAMPLES):
        raise UsageError("err.bot.samples", field="samples", value=quoted(samples), high=MAX_SAMPLES)
    return samples


def _distinct(legal: list[int], view: SeatView) -> list[int]:
    """The legal cards, one of each run of equivalent cards: of the same suit (or both trumps),
    worth the same (C3), with no unseen card between them (the cards between are played or in this
    hand) — playing one or the other cannot change the deal. Bouts and the Excuse stand alone (at
    five players so does the called card: a court card, no other is worth the same, C3)."""
    around = mask_of(view.hand) | mask_of(view.current_trick)
    for t in view.tricks:
        around |= mask_of(t.cards)
    kept: list[int] = []
    for c in sorted(legal):
        prev = kept[-1] if kept else -1
        if (prev >= 0 and not BIT[c] & BOUT_MASK and not BIT[prev] & BOUT_MASK
                and (prev >= FIRST_TRUMP) == (c >= FIRST_TRUMP)
                and (c >= FIRST_TRUMP or prev // 14 == c // 14)
                and HALF_POINTS[prev] == HALF_POINTS[c]
                and all(BIT[x] & around for x in range(prev + 1, c))):
            continue
        kept.append(c)
    return kept


__all__ = ["MAX_BUDGET", "MAX_SAMPLES", "SamplerBot", "World", "check_budget", "check_samples",
           "playout", "playout_reference", "sample_world"]
