"""Exact search at three and five players, all hands known: the S both camps reach with best play.

The four-player search (:mod:`~tarot_core.analysis.solver`) is tuned for one taker against one
team of three. Here the table is a value (V1: 24 tricks of 3 cards at three, 15 tricks of 5 cards
at five) and the sides are **camps** (V7): the attack — the taker, and at five players the seat
that was dealt the called card (V5) — maximises S; everyone else minimises it. In a double-dummy
solve every hand is known, so the partner is known from the first card: it is
:attr:`~tarot_core.game.GameState.partner` (None when the taker plays alone, the called card in
his hand or in the chien, V5/R7). The first trick at five keeps V6/R9 (the called suit may not
lead). The answer is the same :class:`~tarot_core.analysis.solver.Solution` as at four players.
:func:`solve` and :func:`review` here take a deal at any table and choose the search by it
(:func:`solver_for`: the four-player :class:`~tarot_core.analysis.solver.Solver`, or this one);
``tarot analyse`` and the replayer's analysis panel call them.

Worked cases (``tests/test_solver_tables.py``, values derived by hand from the referee's facts): at
three players a defender who keeps his Petit for the last trick gives the taker petit au bout and
his Prise (+40, B5); played one trick earlier it fails the Prise (41½ points with 1 bout, −35, S2,
V8). At five players a defender who leads T9 instead of the Petit lets the attack keep its Excuse
and take the Petit at the last trick (+67 with a simple poignée); the Petit led first forces the
taker's Excuse into the last trick, where it changes sides (X5): −48.

Nothing of the scoring is written here (one home per fact):

- a trick's points and bouts for the attack come from the Excuse's one home,
  :func:`~tarot_core.excuse.settle`, asked about that one trick when it holds the Excuse (X3–X4:
  its camp keeps it for 4 points, the other camp gets ½ — the net effect of the exchange, whenever
  the low card is given), else the trick's points (C3) and bouts (S1) go to the camp of its P6
  winner (V7);
- the end of the deal — the last trick (X5, X6, B5, B6, R5, the slam B7/B8/R6), the chien or the
  discard (E1, E3, R7) and S (S1–S3, V8, V9) — is the engine's one scoring chain,
  :func:`~tarot_core.engine.deal_score`, on the whole list of tricks.

How it is made fast (``python -m tarot_core.analysis.solver_tables --bench`` measures how far
back it solves):

- **Alpha-beta** (fail-soft), driven by zero-window tests (MTD(f)) from the S of the deal played
  out by the basic bots, over the values S can take only (with a multiplier of 2, S moves by 2 a
  point), asking "is it made?" early, bracketing then halving;
- **sure bounds** at each trick start (before any card is tried): the attack keeps what it has won
  and may win every card left (points C3, bouts S1, the Petit's last trick B5, the slam B7); S is
  monotone in each, so :func:`~tarot_core.scoring.score` of both extremes bounds the value;
- **a transposition table at trick starts**, keyed exactly by the hands (ranks renumbered,
  :func:`~tarot_core.analysis.solver.canonical`), the leader and the only facts of the past the
  rest of the deal depends on: the attack's half points and bouts so far and whether each camp
  has won every trick so far (X6, B7, B8); entries hold a lower and an upper bound and the best
  lead. The last trick (one card in each hand: it is forced) is scored once per such key, with
  whether the Petit fell in the trick before (B6, R5);
- **only points left to play for**: once the Petit and the Excuse are played and each camp has won a
  trick, no petit au bout, slam, X5 or X6 can come and the 21 goes to its holder's camp, so S is a
  non-decreasing function of the attack's points to come: their best total is searched apart, in a
  table keyed by the hands and the leader only (not the points won so far), and the window on S
  becomes a window on those points (seed 1 at five players, 8 tricks left: 5.4 s against 6.5 s of
  CPU without it; at three players within noise);
- **equivalent cards** merged (:func:`~tarot_core.analysis.solver.equivalent_runs`): one card of
  each run of cards of a hand that no other live card separates;
- **move ordering**: the table's best lead first, then the cards in rising order. Trying first the
  last card of a trick that brings its camp the most (*greedy*) searched 61 % more time at three
  players (11 tricks left, seed 0: 9.4 s against 5.8 s of CPU) and the same at five: it is off.
"""
from __future__ import annotations

import time
from bisect import bisect_left, bisect_right
from collections.abc import Callable
from typing import NamedTuple

from ..call import restrict_first_trick
from ..cards import (
    BIT,
    BOUT_MASK,
    DECK,
    EXCUSE_BIT,
    EXCUSE_INDEX,
    HALF_POINTS,
    PETIT_INDEX,
    TRUMP_MASK,
    TWENTY_ONE_INDEX,
    Card,
    half_points_of_mask,
)
from ..engine import deal_score, final_piles
from ..excuse import settle
from ..game import GameState, replay_states
from ..play import FOLLOWERS, legal_in_state, next_leader, winning_card
from ..record import load_record
from ..scoring import TOTAL_POINTS, Facts, score
from ..table import FOUR_PLAYERS, THREE_PLAYERS
from .solver import (
    INF,
    ExactSearch,
    Review,
    ReviewProgress,
    SearchTimeout,
    Solution,
    Solver,
    actual_card,
    canonical,
    canonical_card,
    equivalent_runs,
    follower_key,
    killer_next,
    mtd_on_lattice,
    paired_trumps,
    review as _review,
)

PETIT_BIT = BIT[PETIT_INDEX]
PETIT_EXCUSE = PETIT_BIT | BIT[EXCUSE_INDEX]
TWENTY_ONE_BIT = BIT[TWENTY_ONE_INDEX]


class _NoCards(NamedTuple):
    """No trick won yet by either camp (what :func:`~tarot_core.engine.final_piles` adds the chien or discard to)."""
    taker_mask: int = 0
    defence_mask: int = 0


_NO_CARDS = _NoCards()

#: V1: the tables this search plays (four players has its own, tuned search).
TABLE_SEATS = (3, 5)


def _deal_key(state: GameState) -> tuple:
    """What stays fixed while the cards are played (the tables are kept while it is the same):
    the table, taker, partner (V5), contract, announcement (B7), chien, discard and poignées (B1, V3)."""
    taker, contract = state.taker, state.contract
    if taker is None or contract is None or state.phase not in ("play", "done"):
        raise ValueError("solve: a state in the play phase, with a taker (after the auction and the discard)")
    if state.table == FOUR_PLAYERS or state.table.seats not in TABLE_SEATS:
        raise ValueError("solver_tables: a three- or five-player deal (four players: tarot_core.analysis.solver)")
    return (state.table, taker, state.partner, contract, state.slam_announced, sum(BIT[int(c)] for c in state.chien),
            sum(BIT[int(c)] for c in state.discarded), tuple(p.size for _, p in state.poignees))


class TableSolver(ExactSearch):
    """The exact search at three and five players (see the module docstring); the same calls as
    :class:`~tarot_core.analysis.solver.Solver` (:meth:`solve`, :meth:`value`). Its tables are kept
    from one call to the next while the positions belong to the same deal.

    *table_size*: the most trick-start entries kept (the table is emptied when full). *table*,
    *merge*, *order*, *bounds* and *points_only* switch the transposition table, the equivalent
    cards, the move ordering, the sure bounds and the separate search of the points to come off (to
    measure them, and for the tests); *greedy* switches the last seat's order on; *follow_order* the
    order of the cards between the lead and the last (the four-player search's: a card that makes
    its camp surely hold the trick gives its most points, others their fewest, by
    :data:`~tarot_core.analysis.solver.FOLLOW_WORTH`) — None: at five players, where three seats
    play between them (6 tricks left, 8 seeded deals: 1.88 M → 1.48 M nodes), not at three, where
    one does (10 left, 6 deals: 1.4 % fewer nodes, 15 % more time). *trump_match*: in the search of the
    points to come, each hand's trumps paired with the other camp's higher ones
    (:func:`~tarot_core.analysis.solver.paired_trumps`) bound what each camp is sure of. *killer* (as
    :class:`~tarot_core.analysis.solver.Solver`'s): a defender's trick start tries next, after the table's
    best lead, the lead that last refuted one of his trick starts with as many tricks played (kept for the
    deal; 6 seeded deals, the same values: three players, 9 tricks left 513 k → 418 k nodes, 11 left
    3.69 → 3.36 M; five players, 6 left 1.050 → 1.040 M, 7 left 4.96 → 4.73 M). *clock*: what time limits
    are measured with. After a call, ``nodes`` and ``passes`` tell what it took.
    """

    def __init__(self, table_size: int = 1 << 20, *, table: bool = True, merge: bool = True, order: bool = True,
                 bounds: bool = True, greedy: bool = False, points_only: bool = True, follow_order: bool | None = None,
                 trump_match: bool = True, killer: bool = True,
                 clock: Callable[[], float] = time.perf_counter) -> None:
        self.table_size = table_size
        self.trump_match, self.killer = trump_match, killer
        self.use_table, self.merge, self.order, self.bounds, self.clock = table, merge, order, bounds, clock
        self.greedy, self.points_only, self.follow_order = greedy, points_only, follow_order
        self._deal: tuple | None = None
        self._reset(None)
        self.nodes = 0
        self.passes = 0

    def _reset(self, key: tuple | None) -> None:
        self._deal = key
        self._tt: dict = {}            # trick starts: (hands, leader, past facts) -> [lower, upper, lead]
        self._leaves: dict = {}        # the last trick: (hands, leader, past facts, Petit before) -> S
        self._shares: dict = {}        # a trick with the Excuse: (leader, cards) -> the attack's (half points, bouts)
        self._ptt: dict = {}           # points only: (hands, leader) -> [lower, upper, lead] on the points to come
        self._gains: dict = {}         # points only: (half points, bouts, points left) -> S for each total to come
        self._killers: dict = {}       # killer: (tricks played, a defender leading) -> the lead that last refuted

    _deal_key = staticmethod(_deal_key)

    # --- internals -----------------------------------------------------------------------------------
    def _value(self, state: GameState, deadline: float | None, guess: int | None,
               known: tuple[int | None, int | None] = (None, None)) -> int:
        """MTD(f) over the values S can take (:func:`_lattice`, :func:`~.solver.mtd_on_lattice`): zero-window
        tests "is S ≥ t?", each a fail-soft alpha-beta search, from *guess* (the basic bots' playout,
        with 3 tricks left or more) or next to a bound the caller has proved (*known*)."""
        search = self._searcher(state, deadline)
        if guess is None:               # not asked when a bound is known (the first test is beside it)
            big = known == (None, None) and state.hand_mask(state.to_act or 0).bit_count() > 2
            guess = _playout_guess(state) if big else 0
        value, tests = mtd_on_lattice(search, _lattice(state), guess, known)
        self.passes += tests
        self.nodes += search.nodes()
        return value

    def _test(self, state: GameState, alpha: int, beta: int, deadline: float | None) -> int:
        if state.phase == "done":
            return state.outcome().S
        search = self._searcher(state, deadline)
        g = search(alpha, beta)
        self.nodes += search.nodes()
        return g

    def _line(self, state: GameState, value: int, deadline: float | None,
              plies: int | None = None) -> tuple[tuple[Card, ...], GameState]:
        """The principal variation: at each step, the first card (in search order) that keeps *value*;
        its first *plies* cards only when given (and the state after them)."""
        attack = state.attack
        s = state.copy()
        line: list[Card] = []
        while s.phase == "play" and (plies is None or len(line) < plies):
            seat = s.to_act
            assert seat is not None
            live = 0
            for h in range(s.table.seats):
                live |= s.hand_mask(h)
            others = (live ^ s.hand_mask(seat)) | sum(BIT[int(c)] for c in s.current_trick)
            cards = equivalent_runs(s.legal_mask(), others)
            chosen = cards[0]
            if len(cards) > 1:
                for c in cards:
                    child = s.copy()
                    child.push_card(c)
                    if seat in attack:
                        ok = self._test(child, value - 1, value, deadline) >= value
                    else:
                        ok = self._test(child, value, value + 1, deadline) <= value
                    if ok:
                        chosen = c
                        break
                else:                                   # pragma: no cover - the value is exact
                    raise AssertionError("no card keeps the value")
            s.push_card(chosen)
            line.append(DECK[chosen])
        return tuple(line), s

    def _searcher(self, state: GameState, deadline: float | None):
        """The search from *state*, as closures over its position (the hot path: bit masks, P2–P6
        from :mod:`~tarot_core.play`, V6 from :mod:`~tarot_core.call`)."""
        table = state.table
        seats, n_tricks = table.seats, table.n_tricks
        last = n_tricks - 1
        taker, partner = state.taker, state.partner
        assert taker is not None and state.contract is not None
        contract, announced = state.contract, state.slam_announced
        chien = sum(BIT[int(c)] for c in state.chien)
        discard = sum(BIT[int(c)] for c in state.discarded)
        sizes = tuple(p.size for _, p in state.poignees)
        called = None if state.called is None else int(state.called)
        is_att = tuple(s == taker or s == partner for s in range(seats))          # V7: the camps
        hands = [state.hand_mask(s) for s in range(seats)]
        tricks: list[tuple[int, tuple[int, ...]]] = [(t.leader, tuple(map(int, t.cards))) for t in state.tricks]
        trick0 = [int(c) for c in state.current_trick]
        leader0 = state.current_leader
        assert leader0 is not None
        tt = self._tt if self.use_table else {}
        leaves = self._leaves if self.use_table else {}
        shares = self._shares
        ptt = self._ptt if self.use_table else {}
        gains = self._gains
        points_only = self.points_only
        follow_order = self.order and (table != THREE_PLAYERS if self.follow_order is None else self.follow_order)
        limit = self.table_size
        merge, order = self.merge, self.order
        clock = self.clock
        bounds, greedy = self.bounds, self.greedy
        trump_match = bounds and self.trump_match
        killer, killers = self.killer, self._killers
        count = [0]
        # the chien or the discard joins the attack's cards at the end (E1, E3, R7): its points and bouts
        x_mask = final_piles(_NO_CARDS, contract, chien, discard)[0]
        x_half, x_bouts = half_points_of_mask(x_mask), (x_mask & BOUT_MASK).bit_count()
        kinds = Facts.make(contract, 45, 1, None, sizes, announced, None, table).poignees     # V3: sizes as kinds
        scores: dict = {}

        def s_bound(h: int, b: int, pab: str | None, slam: str | None) -> int:
            """S (S1–S3, B4–B8) for facts that bound the value — not checked to be possible together."""
            k = (h, b, pab, slam)
            v = scores.get(k)
            if v is None:
                v = scores[k] = score(Facts(contract, h / 2, min(b, 3), pab, kinds, announced, slam)).S
            return v

        def share(leader: int, cards: tuple[int, ...], mask: int, winner: int) -> tuple[int, int]:
            """The attack's half points and bouts from one trick before the last (C3, S1, V7; X3–X4 by
            :func:`~tarot_core.excuse.settle` when it holds the Excuse)."""
            if mask & EXCUSE_BIT:
                key = (leader, cards)
                got = shares.get(key)
                if got is None:
                    st = settle([(leader, cards)], taker, final=True, table=table, partner=partner)
                    half = half_points_of_mask(st.taker_mask) + st.half_point_shift
                    got = shares[key] = (half, (st.taker_mask & BOUT_MASK).bit_count())
                return got
            if is_att[winner]:
                half = 0
                for c in cards:
                    half += HALF_POINTS[c]
                return half, (mask & BOUT_MASK).bit_count()
            return 0, 0

        # the facts of the past: the attack's half points and bouts, and whether each camp won every trick
        half0 = bouts0 = 0
        att_all = def_all = True
        for lead, cards in tricks:
            mask = sum(BIT[c] for c in cards)
            w = next_leader(lead, cards, table)
            h, b = share(lead, cards, mask, w)
            half0 += h
            bouts0 += b
            att_all, def_all = att_all and is_att[w], def_all and not is_att[w]

        def leaf(leader: int, half: int, bouts: int, att: bool, dfc: bool) -> int:
            """The last trick (forced: one card in each hand), then S by the engine's scoring chain."""
            petit_before = bool(tricks) and PETIT_INDEX in tricks[-1][1]
            key = (tuple(hands), leader, half, bouts, att, dfc, petit_before)
            v = leaves.get(key)
            if v is None:
                cards = tuple(hands[(leader + i) % seats].bit_length() - 1 for i in range(seats))
                tricks.append((leader, cards))
                try:
                    v = deal_score(contract, taker, announced, chien, discard, sizes, tricks, table=table,
                                   partner=partner).S
                finally:
                    tricks.pop()
                if len(leaves) >= limit:
                    leaves.clear()
                leaves[key] = v
            return v

        def camps_sure() -> tuple[int, int]:
            """*trump_match*, once only points are left (no Excuse nor Petit: no exchange, no Excuse-last
            trick): the half points the attack is sure of from its surest hand's trumps against the
            defence's (:func:`~tarot_core.analysis.solver.paired_trumps`, P6, C3, V7; two hands of a camp
            may share a trick, so a camp counts its surest hand), then the defence's against the attack's.
            Measured and not kept: the same bound at the trick starts before (with the Petit still out,
            no Excuse), more nodes — three players, 11 tricks left, 6 deals 3.69 → 3.80 M; five, 7 left,
            4.96 → 5.19 M."""
            att_t = def_t = 0
            for s in range(seats):
                if is_att[s]:
                    att_t |= hands[s]
                else:
                    def_t |= hands[s]
            att_sure = def_sure = 0
            for s in range(seats):
                if hands[s] & TRUMP_MASK:
                    if is_att[s]:
                        att_sure = max(att_sure, paired_trumps(hands[s], def_t, seats)[0])
                    else:
                        def_sure = max(def_sure, paired_trumps(hands[s], att_t, seats)[0])
            return att_sure, def_sure

        def trick_start(leader: int, half: int, bouts: int, att: bool, dfc: bool, alpha: int, beta: int) -> int:
            if len(tricks) >= last:
                if len(tricks) == last:
                    return leaf(leader, half, bouts, att, dfc)
                return deal_score(contract, taker, announced, chien, discard, sizes, tricks, table=table,
                                  partner=partner).S               # the search began in the last trick
            count[0] += 1
            if deadline is not None and not count[0] & 1023 and clock() > deadline:
                raise SearchTimeout
            live = 0
            for h in hands:
                live |= h
            if points_only and not (att or dfc or live & PETIT_EXCUSE):
                return only_points(leader, half, bouts, alpha, beta, live)
            chands = canonical(tuple(hands))
            key = (chands, leader, half, bouts, att, dfc)
            entry = tt.get(key)
            best = -1
            if entry is not None:
                lo, hi, best = entry
                if lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
                alpha, beta = max(alpha, lo), min(beta, hi)
                if best >= 0:
                    best = actual_card(best, live)
            elif bounds:
                # sure bounds: the attack keeps what it has and may win every card left (S monotone in each)
                petit = bool(live & PETIT_BIT)
                hi = s_bound(half + x_half + half_points_of_mask(live),
                             bouts + x_bouts + (live & BOUT_MASK).bit_count(),
                             "taker" if petit else None, "taker" if att else None)
                if hi <= alpha:
                    return hi
                lo = s_bound(half + x_half, bouts + x_bouts, "defence" if petit else None, "defence" if dfc else None)
                if lo >= beta:
                    return lo
            v, lead = in_trick(leader, [], 0, 0, half, bouts, att, dfc, alpha, beta, best, live)
            if entry is None:
                lo, hi = -INF, INF
                if len(tt) >= limit:
                    tt.clear()
            else:
                lo, hi = entry[0], entry[1]
            if v <= alpha:
                hi = min(hi, v)
            elif v >= beta:
                lo = max(lo, v)
            else:
                lo = hi = v
            if lead >= 0:
                lead = canonical_card(lead, live)
            tt[key] = (lo, hi, lead if lead >= 0 else (entry[2] if entry is not None else -1))
            return v

        def only_points(leader: int, half: int, bouts: int, alpha: int, beta: int, live: int) -> int:
            """Once the Petit and the Excuse are played and each camp has won a trick, no petit au bout,
            slam, X5 or X6 can come (B5–B8, X5, X6) and the 21 goes to its holder's camp (P6): S is a
            non-decreasing function of the attack's points to come alone (S1–S3), so its best value is
            that function of the best points to come, searched apart (:func:`points`), keyed without
            the past. The window on S becomes a window on those points (fail-soft both ways)."""
            left = half_points_of_mask(live)
            b = bouts + x_bouts
            if live & TWENTY_ONE_BIT:
                b += is_att[next(s for s in range(seats) if hands[s] & TWENTY_ONE_BIT)]
            k = (half + x_half, b, left)
            g = gains.get(k)
            if g is None:
                g = gains[k] = [s_bound(half + x_half + x, b, None, None) for x in range(left + 1)]
            lo_p = bisect_right(g, alpha) - 1          # the most points to come with S ≤ alpha
            hi_p = bisect_left(g, beta)                # the fewest with S ≥ beta
            p = points(leader, lo_p, hi_p, live)
            return g[min(max(p, 0), left)]

        def order_first(seat: int, cards: list[int], legal: int, first: int, leading: bool) -> None:
            """*cards* (the seat's, rising) reordered in place: the table's best card *first* (*order*) — the
            run it belongs to, its lowest card standing for it — then, for a defender's lead, the lead that
            last refuted one of his trick starts with as many tricks played (*killer*, as
            :class:`~tarot_core.analysis.solver.Solver`'s, V7)."""
            hinted = bool(order and first >= 0 and legal >> first & 1)
            if hinted:
                rep = max(c for c in cards if c <= first)
                cards.remove(rep)
                cards.insert(0, rep)
            if killer and leading and not is_att[seat] and len(cards) > 1:
                killer_next(cards, killers.get((len(tricks), seat), -1), int(hinted))

        def points(leader: int, alpha: int, beta: int, live: int) -> int:
            """The attack's half points to come with best play from a trick start (fail-soft)."""
            if len(tricks) == last:                    # forced: one card in each hand, no Excuse (X5, X6)
                cards = tuple(hands[(leader + i) % seats].bit_length() - 1 for i in range(seats))
                follow, played = FOLLOWERS[cards[0]], live
                w = (leader + cards.index(winning_card(follow, played))) % seats
                return half_points_of_mask(live) if is_att[w] else 0
            count[0] += 1
            if deadline is not None and not count[0] & 1023 and clock() > deadline:
                raise SearchTimeout
            key = (canonical(tuple(hands)), leader)
            entry = ptt.get(key)
            best = -1
            if entry is not None:
                lo, hi, best = entry
                if lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
                alpha, beta = max(alpha, lo), min(beta, hi)
                if best >= 0:
                    best = actual_card(best, live)
            else:
                top = half_points_of_mask(live)
                lo = 0
                if trump_match and live & TRUMP_MASK:     # no Excuse nor Petit left: see camps_sure
                    lo, def_sure = camps_sure()
                    top -= def_sure
                if top <= alpha:
                    return top
                if lo >= beta:
                    return lo
            v, lead = points_trick(leader, [], 0, 0, alpha, beta, best, live)
            if entry is None:
                lo, hi = 0, INF
                if len(ptt) >= limit:
                    ptt.clear()
            else:
                lo, hi = entry[0], entry[1]
            if v <= alpha:
                hi = min(hi, v)
            elif v >= beta:
                lo = max(lo, v)
            else:
                lo = hi = v
            if lead >= 0:
                lead = canonical_card(lead, live)
            ptt[key] = (lo, hi, lead if lead >= 0 else (entry[2] if entry is not None else -1))
            return v

        def points_trick(leader: int, trick: list[int], follow: int, played: int, alpha: int, beta: int, first: int,
                         live: int) -> tuple[int, int]:
            """As :func:`in_trick`, on the points to come: the attack maximises them (V7)."""
            count[0] += 1
            seat = (leader + len(trick)) % seats
            hand = hands[seat]
            legal = legal_in_state(hand, follow, played)
            cards = equivalent_runs(legal, (live ^ hand) | played) if merge else \
                [c for c in range(len(DECK)) if legal >> c & 1]
            order_first(seat, cards, legal, first, not trick)
            maximise = is_att[seat]
            best_v = -INF if maximise else INF
            best_c = -1
            closes = len(trick) + 1 == seats
            if follow_order and trick and not closes and len(cards) > 1:
                key = {c: follower_key(c, len(trick), leader, follow, played, trick, hands, is_att) for c in cards}
                cards.sort(key=key.__getitem__)
            for c in cards:
                hands[seat] = hand ^ BIT[c]
                trick.append(c)
                f2, p2 = follow or FOLLOWERS[c], played | BIT[c]
                if closes:
                    cards_t = tuple(trick)
                    w = (leader + cards_t.index(winning_card(f2, p2))) % seats        # P6, P1
                    h = half_points_of_mask(p2) if is_att[w] else 0
                    tricks.append((leader, cards_t))
                    v = h + points(w, alpha - h, beta - h, live ^ BIT[c])
                    tricks.pop()
                else:
                    v = points_trick(leader, trick, f2, p2, alpha, beta, -1, live ^ BIT[c])[0]
                trick.pop()
                hands[seat] = hand
                if maximise:
                    if v > best_v:
                        best_v, best_c = v, c
                        if v > alpha:
                            alpha = v
                            if alpha >= beta:
                                break
                else:
                    if v < best_v:
                        best_v, best_c = v, c
                        if v < beta:
                            beta = v
                            if alpha >= beta:
                                if killer and not trick:
                                    killers[len(tricks), seat] = c
                                break
            return best_v, best_c

        def in_trick(leader: int, trick: list[int], follow: int, played: int, half: int, bouts: int, att: bool,
                     dfc: bool, alpha: int, beta: int, first: int, live: int) -> tuple[int, int]:
            """The best value for the seat to act (the attack maximises, V7) and its card; *live*: the
            cards still in the hands."""
            count[0] += 1
            seat = (leader + len(trick)) % seats
            hand = hands[seat]
            legal = legal_in_state(hand, follow, played)
            if called is not None and not tricks:
                legal = restrict_first_trick(legal, follow, called)        # V6, R9
            if merge:
                cards = equivalent_runs(legal, (live ^ hand) | played)
            else:
                cards = [c for c in range(len(DECK)) if legal >> c & 1]
            order_first(seat, cards, legal, first, not trick)
            maximise = is_att[seat]
            best_v = -INF if maximise else INF
            best_c = -1
            closes = len(trick) + 1 == seats
            if follow_order and trick and not closes and len(cards) > 1:
                key = {c: follower_key(c, len(trick), leader, follow, played, trick, hands, is_att) for c in cards}
                cards.sort(key=key.__getitem__)
            if closes and greedy and len(cards) > 1:
                # the last card of a trick: the cards that bring its camp the most of the trick first
                def gain(c: int) -> int:
                    w = next_leader(leader, (*trick, c), table, follow or FOLLOWERS[c], played | BIT[c])
                    return -HALF_POINTS[c] if is_att[w] == maximise else 100 + HALF_POINTS[c]
                cards.sort(key=gain)
            for c in cards:
                hands[seat] = hand ^ BIT[c]
                trick.append(c)
                f2, p2 = follow or FOLLOWERS[c], played | BIT[c]
                if closes:
                    cards_t = tuple(trick)
                    w = (leader + cards_t.index(winning_card(f2, p2))) % seats        # P6, P1
                    h, b = share(leader, cards_t, p2, w)
                    tricks.append((leader, cards_t))        # (a timeout drops this searcher's lists whole)
                    v = trick_start(w, half + h, bouts + b, att and is_att[w], dfc and not is_att[w], alpha, beta)
                    tricks.pop()
                else:
                    v = in_trick(leader, trick, f2, p2, half, bouts, att, dfc, alpha, beta, -1, live ^ BIT[c])[0]
                trick.pop()
                hands[seat] = hand
                if maximise:
                    if v > best_v:
                        best_v, best_c = v, c
                        if v > alpha:
                            alpha = v
                            if alpha >= beta:
                                break
                else:
                    if v < best_v:
                        best_v, best_c = v, c
                        if v < beta:
                            beta = v
                            if alpha >= beta:
                                if killer and not trick:
                                    killers[len(tricks), seat] = c
                                break
            return best_v, best_c

        def search(alpha: int, beta: int) -> int:
            if deadline is not None and clock() > deadline:          # a test too short to look (as Solver)
                raise SearchTimeout
            half, bouts = half0, bouts0
            if trick0:
                # a trick in progress: replay its cards into the hands' state once, then search from there
                follow = played = 0
                for c in trick0:
                    follow, played = follow or FOLLOWERS[c], played | BIT[c]
                live = 0
                for h in hands:
                    live |= h
                return in_trick(leader0, list(trick0), follow, played, half, bouts, att_all, def_all, alpha, beta,
                                -1, live)[0]
            return trick_start(leader0, half, bouts, att_all, def_all, alpha, beta)

        search.nodes = lambda: count[0]          # type: ignore[attr-defined]
        return search


def solver_for(state: GameState) -> Solver | TableSolver:
    """The exact search for *state*'s table (V1): :class:`~tarot_core.analysis.solver.Solver` at four
    players, :class:`TableSolver` (camps, V7) at three and five. Keep it for every search of one deal.

    >>> type(solver_for(GameState.new(seed=1, players=5))).__name__
    'TableSolver'
    """
    if state.table == FOUR_PLAYERS:
        return Solver()
    return TableSolver()


def solve(state: GameState, *, time_limit: float | None = None,
          solver: Solver | TableSolver | None = None) -> Solution:
    """The exact result of *state* with best play, at any table (V1): the search :func:`solver_for`
    chooses (*solver*: one kept for every search of the deal); SearchTimeout when *time_limit* runs out.

    >>> s = GameState.new(seed=1, players=3)
    >>> solve(s)
    Traceback (most recent call last):
    ...
    ValueError: solve: a state in the play phase, with a taker (after the auction and the discard)
    """
    return (solver or solver_for(state)).solve(state, time_limit=time_limit)


def review(state_or_record, from_trick: int = 1, time_limit: float | None = None, *,
           solver: Solver | TableSolver | None = None,
           progress: Callable[[ReviewProgress], None] | None = None, progress_every: float = 0.0,
           resume: Review | None = None) -> Review:
    """:func:`tarot_core.analysis.solver.review` of a deal at any table (V1): each card's best S
    before and after it, its cost for its camp (V7: 'taker', 'partner' or 'defence') and the card that
    turned the contract, with the search :func:`solver_for` chooses for the deal's table (*progress*,
    *progress_every* and *resume* as there)."""
    if solver is None:
        record = state_or_record.record() if isinstance(state_or_record, GameState) else load_record(state_or_record)
        solver = Solver() if record.table == FOUR_PLAYERS else TableSolver()
        state_or_record = record
    return _review(state_or_record, from_trick, time_limit, solver=solver, progress=progress,
                   progress_every=progress_every, resume=resume)


_LATTICES: dict[tuple, list[int]] = {}


def _lattice(state: GameState) -> list[int]:
    """Every S a deal like *state*'s can end with (S1–S4, B4–B8, V3), rising: the scores of every total
    of the attack's half points (C3, V8), bouts (S1), petit au bout (B5, B6) and slam (B7, B8) with its
    contract, poignées and announcement — a superset of the values the search returns."""
    contract = state.contract
    assert contract is not None
    sizes = tuple(p.size for _, p in state.poignees)
    kinds = Facts.make(contract, 45, 1, None, sizes, state.slam_announced, None, state.table).poignees
    key = (contract, kinds, state.slam_announced)
    values = _LATTICES.get(key)
    if values is None:
        sides = (None, "taker", "defence")
        values = _LATTICES[key] = sorted({score(Facts(contract, h / 2, b, pab, kinds, state.slam_announced, slam)).S
                                          for h in range(2 * TOTAL_POINTS + 1) for b in range(4)
                                          for pab in sides for slam in sides})
    return values


def _playout_guess(state: GameState) -> int:
    """The S of the deal played out from *state* by the basic bots (where MTD(f) starts)."""
    from .bots import BasicBot, play_deal
    return play_deal(state.copy(), [BasicBot(0)] * state.table.seats).outcome().S


def bench(players: int, deals: int = 3, limit: float = 30.0, first_seed: int = 0,
          clock: Callable[[], float] = time.process_time, out=print) -> list[tuple[int, int, float]]:
    """How far back the search solves within *limit* seconds (CPU time) at a table of *players*: on
    the first *deals* deals from *first_seed* on that the basic bots play to the end (not all passing),
    the start of the trick with 1, 2, 3 … tricks left is solved by a new :class:`TableSolver` until one
    search runs out of time. Returns (seed, most tricks left solved, its seconds) per deal."""
    from .bots import BasicBot, play_deal
    rows: list[tuple[int, int, float]] = []
    seed = first_seed
    while len(rows) < deals:
        done = play_deal(GameState.new(seed=seed, players=players), [BasicBot(i) for i in range(players)])
        seed += 1
        if done.phase != "done":
            continue
        starts = [s for s in replay_states(done.record()) if s.phase == "play" and not s.current_trick]
        n = done.table.n_tricks
        best, best_t = 0, 0.0
        for left in range(1, n + 1):
            solver = TableSolver(clock=clock)
            t = clock()
            try:
                v = solver.value(starts[n - left], time_limit=limit)
            except SearchTimeout:
                out(f"  {players} players, seed {seed - 1}: {left} tricks left: over {limit:g} s")
                break
            best, best_t = left, clock() - t
            out(f"  {players} players, seed {seed - 1}: {left} tricks left: S = {v}, {solver.nodes:,} nodes, "
                f"{best_t:.2f} s")
        rows.append((seed - 1, best, best_t))
    return rows


def main(argv: list[str] | None = None) -> int:
    """``python -m tarot_core.analysis.solver_tables --bench [--players 3,5] [--deals N] [--limit SECONDS]``."""
    import argparse
    p = argparse.ArgumentParser(prog="python -m tarot_core.analysis.solver_tables",
                                description="How far back the exact search with camps solves (3 and 5 players).")
    p.add_argument("--bench", action="store_true", help="run the benchmark")
    p.add_argument("--players", default="3,5", help="tables, comma-separated (default 3,5)")
    p.add_argument("--deals", type=int, default=3, help="deals per table (default 3)")
    p.add_argument("--limit", type=float, default=30.0, help="CPU seconds per search (default 30)")
    a = p.parse_args(argv)
    if not a.bench:
        p.print_help()
        return 0
    for players in (int(x) for x in a.players.split(",")):
        rows = bench(players, a.deals, a.limit)
        most = [r[1] for r in rows]
        print(f"{players} players: solved within {a.limit:g} s from {min(most)} to {max(most)} tricks left "
              f"(per deal: {', '.join(f'seed {s}: {k}' for s, k, _ in rows)})", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
