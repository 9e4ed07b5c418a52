"""Exact endgame search, all four hands known: the S both sides reach with best play.

From any position of the play phase (a :class:`~tarot_core.game.GameState` whose four hands are
known, possibly in the middle of a trick), :func:`solve` finds the S (S3) of the deal when the
taker maximises it and the three defenders — one team (P7) — minimise it: a two-sided zero-sum
game, so an alpha-beta search with the taker maximising is exact. The end of the deal is scored
by the engine's one scoring chain (:func:`~tarot_core.engine.deal_score`): the
tricks settled (X3–X7, B5–B8), the discard or the chien added (E1/E3), then scored (S1–S4, B4).

An Excuse-last slam (X6, B6): at trick 17 the taker, who has won every trick, leads the Petit,
then the Excuse to the last trick — it wins it, and the Petit of trick 17 counts as petit au bout
(R5): Garde, 91 points with 3 bouts, announced slam: S = (25 + 55 + 10) × 2 + 400 = 580.

>>> from tarot_core.io.golden import golden_records
>>> from tarot_core.game import replay_states
>>> before_17 = [s for s in replay_states(golden_records()["excuse_last_slam_petit_17"])
...              if s.phase == "play" and s.trick_number == 17 and not s.current_trick][0]
>>> sol = solve(before_17)
>>> sol.S, sol.made, sol.taker_points, sol.petit_au_bout, sol.slam, sol.best_card
(580, True, 91.0, 'taker', 'taker', Card('T1'))
>>> [c.code for c in sol.line]
['T1', 'QD', 'KS', 'QH', 'EX', 'KD', 'KC', 'KH']

How it is made fast (``python -m tarot_core.analysis.bench_solver`` measures each part by
switching it off, see :class:`Solver`):

- **Zero-window searches driven by the threshold (MTD(f))**: the value is pinned down by tests
  "is S ≥ t?", each an alpha-beta search with a window of width one, starting from the S of the
  deal played out by the basic bots, the threshold moving by doubling steps, then by halves once
  the value is bracketed; every answer is kept as a bound in the transposition table, so each
  test re-uses the previous ones.
- **Only the values S can take** (issue 26): with 3 tricks left or more, the tests ask about the
  scores a deal can end with only (:meth:`Solver._lattice`: with a multiplier of 2, S moves by 2 a
  point, and no S lies between the smallest made and the largest failed one), and each bound a test
  returns moves to the nearest such value.
- **"Can the taker still make it?"** (issue 26): when the first test leaves it open, the second one
  asks whether the contract is made (S ≥ the smallest made S, S1–S2): a yes/no search far from the
  value, cheap to prove, after which the tests stay on one side of the made/failed gap.
- **A transposition table at trick starts**, keyed exactly (no collision is possible) by the four
  hands, the leader and the facts of the past that S still depends on: the taker's half points
  so far (with the discard or the chien, E1/E3), his bouts so far (S1), whether each side has won
  every trick so far (B7, B8, X6) and, before the last trick only, whether the Petit fell in trick
  17 (B6, R5). An Excuse played before the last trick needs nothing more: whichever low card goes
  over for it (X3, X4), its side ends with 4 points for it and the other side with 0.5, and the
  exchange never moves a bout (:func:`trick_share`). Entries hold a lower and an upper bound and
  the best lead; the table is bounded (emptied when full).
- **Bounds kept across the points so far** (issue 26, *monotone*): the trick-start table's key leaves
  out the taker's half points so far. S never falls as they grow, all else equal (S1–S3: more points,
  a larger margin or the contract made; bouts, petit au bout and slam are in the key or the play), so a
  lower bound found with h half points so far holds with h or more, an upper one with h or fewer; an
  entry holds each bound with its h (a new bound replaces it unless the old one is as tight and holds
  more widely), and a probe uses the bounds that hold, the sure bounds for the others. Positions
  reached by the same cards won in another order, or with the Petit still out, now share entries:
  with 10 tricks left the benchmark set's 48 positions searched 142.4 M nodes against 190.0 M
  (seed:22 5.57 → 2.94 M, seed:31 68.1 → 46.9 M, seed:55 37.3 → 19.4 M; 22 positions unchanged), the
  median 0.14 → 0.096 s and the 95th percentile 0.66 → 0.45 s of CPU (compiled). With *pab_bound* and
  *excuse_bound* (the sure bounds, below), the three together against none of them (compiled, CPU of one
  core, load average 8, the same S everywhere): 10 tricks left, the set's 48 positions, 190.0 → 102.8 M
  nodes (fewer on 40, more on 4), median 0.171 → 0.105 s, 95th percentile 0.80 → 0.43 s, slowest 6.8 →
  2.6 s; 12 left (limit 30 s): median 2.15 → 1.56 s, 28 → 34 of 48 within 3 s, over the limit 4 → 3
  (seed:22 now 27 s, 221 M nodes; seed:14 277 → 100 M; seed:11, 31 and 55 still over, seed:55 in 53 s
  with a 60 s limit), 1,744 → 1,153 M nodes on the 44 positions both solved.
- **Ranks renumbered** (issue 26): the tables key the hands with the ½-point cards of each run (a
  suit's 1–10, the trumps 2–20) numbered again over the live cards only (:func:`canonical`): two
  positions whose live cards compare alike (P2–P6) and are worth alike (C3) share one entry, whichever
  low cards were played before. The best lead is kept in that numbering too.
- **Only points left to play for**: once the Petit is played and each side has won a trick, no
  petit au bout nor slam can come (B5–B8) and the 21 always wins its trick (P6), so S is a
  non-decreasing function of the taker's final points alone — made or not and the margin depend
  only on points minus target (S1–S3). An Excuse still out changes the target by a known amount
  if it ends on the taker's side (X3–X5), which is the same as that many more points. The best S
  is then the S of the best *remaining* points, searched apart with a table keyed by the hands,
  the leader and that amount only: the points won so far are not in its key.
- **Equivalent cards**: two cards of one hand with no other live card between them (the cards
  between were played in earlier tricks, or are the same hand's) and of the same value behave
  alike in every trick to come (P2–P6 compare them with other hands' cards only): one is tried.
  The Petit (B5) and the Excuse (X1–X7) are never merged.
- **Move ordering**: the table's best lead first, then the cards in rising order (low cards
  first); the fourth seat of a trick, who knows who takes it, tries first the cards that bring his
  side the most of it (issue 26: when his side takes the trick, his highest card points first;
  when the other side does, his fewest), the lowest winning card first among equals: on the
  benchmark set's first four positions with 10 tricks left it searched 47, 23 and 13 % fewer
  nodes and 6 % more, but on its 48 positions with 8 left 13 % more (13.6 M against 12.0 M). The
  second and third seats (issue 26, *follow_order*) try first, when their side then holds the trick
  (P6) and no opponent still to play can beat it (P2–P4), their most points (C3: points given to a
  sure trick; not the Excuse, which its side keeps, X3); otherwise their fewest points, rising among
  equals: on the benchmark set's 48 positions with 10 tricks left 187 M nodes against 242 M, with
  12 left up to 8× fewer on a position. The points a card gives away there are :data:`FOLLOW_WORTH`:
  the Excuse's only the ½ point given for it (X3), the 21's a plain trump's (P6: no card takes it) —
  with 10 left 97.9 M nodes against 102.8 M with the plain points, the 95th percentile 0.44 → 0.32 s.
  The leader (*lead_order*) tries, after the table's best lead,
  the cards no opponent can beat first (most points first, never the Excuse), then his fewest
  points: with 10 left 190 M nodes against 187 M in all, but fewer on 29 of 48 positions, the 95th
  percentile 2.49 → 1.03 s (seed:22: 14.9 → 5.6 M nodes; seed:31: 46.6 → 68.1 M). Earlier, other
  hand-written orders (the cards that win the trick first, points to a partner who wins it, masters
  led first) and killer moves were measured with 5 tricks left only, each with more nodes than the
  rising order; the history heuristic (issue 26, at leads and follows, 10 left) gave fewer nodes on
  most positions but 89 M → 130 M+ on seed:31, so it is not used. *killer* (issue 26): a defender's trick
  start tries next, after the table's best lead, the lead that last refuted one of his trick starts with
  as many tricks left (kept for the deal; the defence's refutations repeat across the taker's
  alternatives, and its first lead refuted only 74 % of the time): the set's 48 with 10 left 93.6 → 88.2 M
  nodes, 11 left 356.3 → 328.9 M, 12 left 2,007 → 1,921 M; seed:11's review from trick 6 597.9 → 467.0 M.
  For the taker's leads too, or the defence's second and third cards, it cost more than it saved.
- **Sure bounds** at each trick start: the taker keeps what he has and may win everything left
  (points, bouts, the Petit's last trick, the slam). S is monotone in each, so scoring both
  extremes with :func:`~tarot_core.scoring.score` bounds the value before any card is tried.
  When the taker leads and can claim every trick left (his master trumps draw the defence's, his
  other cards are the highest of their suits; his Excuse only for an X6 last trick), the lower
  bound is what that claim gives him. Once no slam can come (issue 26), the highest trump left wins its trick
  (P6, no X6 Excuse): its side takes at least that trump's points and ½ point for each other card
  of the trick (an Excuse's exchange included, X3) — the bound its holder's side is sure of.
  *pab_bound* (issue 26): with the Petit out and no slam to come, a side without a trump never wins a
  trick with the Petit in it (P6; no X6 Excuse), so the bound scores that side no petit au bout (B5):
  with 10 tricks left seed:31 46.9 → 38.7 M nodes, seed:55 19.4 → 18.4 M; with 7 left seed:44 70.5 →
  49.0 k. *excuse_bound* (issue 26): with no slam to come, the side holding the Excuse may play it to
  the trick starting (X1; not the last trick, X5) and keep it (X3): 4 points and a bout it is sure of,
  so the bounds count them for it — in the points-only search too (4 points and the Excuse's worth in
  target for the taker's, none of it for a defender's): with 7 tricks left seed:3 43.9 → 22.8 k nodes;
  with 10 left seed:31 38.7 → 26.0 M, seed:13 4.89 → 3.09 M, seed:11 5.34 → 3.83 M (7 hard positions
  80.0 → 61.9 M). Tried and dropped (issue 26): each defender's trumps above all the taker's counted as his
  side's sure tricks, whatever his partners hold between them (−0.0003 % nodes on 7 positions with 10
  left). *trump_match* (issue 26): with no slam to come, every trump of a hand wins its trick unless a
  higher trump of the other side is in that trick (P6), and a hand plays one card a trick, so the hand
  loses at most as many tricks as there are pairs (its trump, a higher one of the other side's) — paired
  from the top down — and wins the others: ½ point a card of them (C3), the 21's points (and the
  Petit's when none is lost). The taker's are counted against the three defenders' trumps, each
  defender's against the taker's (a partner's higher trump takes nothing from his side); the surer of
  this and the highest run holds, in the points-only search too. The set's 48 positions, the same
  values: 6 tricks left 247.0 → 233.8 k nodes, 7 left 1.12 → 1.05 M (seed:24 10,825 → 3,792), 10 left
  97.9 → 93.6 M (fewer on 44, more on 3; the CPU the same: the pairing costs what it saves), 12 left
  (30 s each) 1,771 → 1,685 M on the 47 solved both ways, and seed:31 solved in 24 s (before: over 30 s).
- **Partition search** (issue 26, *partition*; the Python points-only search only, so off by default: the
  compiled search has it not yet, and ``Solver(partition=True)`` runs the Python one): a table beside the
  exact one matches trick starts by the ranks that mattered below them. A plain suit's 1–10 count by their
  rank only where one wins a trick (P6; following a plain suit asks no rank, P2), where the taker claims
  the rest (his cards above the defence's) and where two of a hand's cards are tried as one; under the
  lowest such card of its suit, only how many each hand holds mattered (:func:`small_counts`), and the
  bound holds for every position that differs only there. A run of cards tried as one is carried up to the
  trick starts above and marks its lowest card where it straddles a suit's threshold (:func:`settle`).
  seed:11 of the set (points only): from trick 12 53,330 → 28,842 nodes, from trick 10 691 k → 454 k,
  from trick 9 2.955 → 1.398 M (−53 %), the same S and the same CPU in Python (the lookups cost what the
  nodes save); the set's 96 positions with 6 and 7 left 1.28 → 1.19 M nodes (most of them still hold the
  Petit: the full search, which has no partition table).

**The compiled path** (issue 26): ``tarot_core/analysis/_exact.c``, an optional C extension that
``pip install`` builds when a C compiler is there, is a line-by-line port of the inner search below
(:meth:`Solver._searcher`: trick starts, followers, the fourth seat, the last trick, the points-only
search, the sure bounds, equivalent cards, the orders, ranks renumbered, the tables) — it visits the
same nodes while its tables have room, about 20 times faster a node; a full table is not emptied as
here: a bucket of eight entries gives up the one that cost the fewest nodes (same values, fewer
nodes when the tables fill, with 12 tricks left). The MTD(f) driver, the lattice, the first guess, the line
and :func:`review` stay here. It re-types no card fact and no score: :func:`_exact_module` hands it
the tables of :mod:`tarot_core.cards` and :mod:`tarot_core.play`, and :func:`_score_table` the deal's
S for every points, bouts, petit au bout and slam (:func:`~tarot_core.scoring.score`); it writes in
C only P2–P6 (as :func:`~tarot_core.play.legal_in_state` and :func:`~tarot_core.play.winning_card`)
and the last trick's facts (X5, X6, B5–B8, as :func:`~tarot_core.engine.deal_score`). ``Solver()``
takes it when it imports and its ``ABI`` is :data:`_EXACT_ABI` (a stale build is never used), every
technique is on and ``TAROT_LAB_PURE`` is not ``1``; otherwise — the JupyterLite site, a machine
without a compiler — this pure Python search runs, silently: it stays the reference.
``tests/test_solver_compiled.py`` proves both equal (every position of the last four tricks of 300+
bot-played deals, the golden records' last five tricks, the benchmark set, review, time limits);
``python -m tarot_core.analysis.bench_solver --set --pure`` times them side by side.

:func:`review` replays a played deal and gives, for every card from a chosen trick on, the best S
before and after it, hence each card's cost for its side, and flags the card that lost (or gave
away) the contract. With a time limit it says which cards it could not judge rather than guess.

Poignées (B1) and the slam announcement (B7) are taken as the state has them: the search plays
cards only.
"""
from __future__ import annotations

import os
import time
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from ..actions import PlayCard
from ..auction import Contract
from ..cards import (
    BIT,
    BOUT_MASK,
    DECK,
    EXCUSE_INDEX,
    FIRST_TRUMP,
    HALF_POINTS,
    PETIT_INDEX,
    SUIT_MASKS,
    TRUMP_MASK,
    TWENTY_ONE_INDEX,
    Card,
    half_points_of_mask,
    mask_of,
)
from ..catalogue import format_number
from ..discard import chien_owner
from ..engine import deal_score
from ..game import GameState, replay_states
from ..play import FOLLOWERS, legal_in_state, next_leader, winning_card
from ..record import DealRecord, load_record
from ..scoring import TARGETS, TOTAL_POINTS, Facts, made_by_sign, score
from ..table import FOUR_PLAYERS, seat_at

INF = 10 ** 6
PETIT_BIT = BIT[PETIT_INDEX]
EXCUSE_BIT = BIT[EXCUSE_INDEX]
TWENTY_ONE_BIT = BIT[TWENTY_ONE_INDEX]
# X3/X4: an Excuse played to a trick the other side won stays with its side for 4 points (8 half
# points), the side that won the trick getting one 0.5 card for it.
EXCUSE_HALF = HALF_POINTS[EXCUSE_INDEX]
EXCUSE_KEPT = EXCUSE_HALF - 1
# What a second or third seat's card gives away, for the order its cards are tried in (follow_order):
# its half points (C3), but for the Excuse only the ½ point its side gives in exchange for it (X3), and
# for the 21 a plain trump's ½: no card takes it (P6), so it loses nothing its side had.
_HALF_POINT = HALF_POINTS[TWENTY_ONE_INDEX - 1]                 # the 20: a plain trump, ½ point (C3)
FOLLOW_WORTH = tuple(_HALF_POINT if c in (EXCUSE_INDEX, TWENTY_ONE_INDEX) else HALF_POINTS[c]
                     for c in range(len(HALF_POINTS)))
# The runs of cards that compare with each other (P2, P6): each suit's 14 cards, the trumps 2–21;
# the Petit (B5: petit au bout) and the Excuse (X1–X7) are each alone of their kind.
GROUP = tuple(c // 14 if c < FIRST_TRUMP else 6 if c == PETIT_INDEX else 4 if c < EXCUSE_INDEX else 5
              for c in range(EXCUSE_INDEX + 1))

# Partition search (issue 26, *partition*: the Python points-only search; the compiled one has it not yet).
# A plain suit's 1–10 (worth ½ point each, C3) matter by their rank only where one of them wins a trick (P6:
# no rank obligation in a plain suit, P2), where the taker's claim of the rest needs his cards above the
# defence's, and where two of a hand's cards are tried as one (equivalent_runs). A search below a trick
# start marks those "relevant" cards; per suit, the live 1–10 under the lowest relevant one are "small":
# only how many each hand holds mattered, so the bound found holds for every position that differs from
# this one only by which small cards each hand holds (the same number). A run of cards tried as one must
# be all small or all above at every trick start it is carried up to; one that straddles a suit's
# threshold marks its lowest card (_settle).
_SUIT_LOW = tuple(1023 << (14 * _s) for _s in range(4))          # each plain suit's 1–10
_PLAIN_LOW = _SUIT_LOW[0] | _SUIT_LOW[1] | _SUIT_LOW[2] | _SUIT_LOW[3]
_PARTITION_ENTRIES = 8                  # the most entries kept for one key of the partition table


def small_counts(relevant: int, live: int) -> tuple[int, ...]:
    """Per plain suit, the live 1–10 under the lowest relevant live one — all of them when none is.

    >>> from tarot_core.cards import mask_of, parse_cards
    >>> small_counts(mask_of(parse_cards("6H")), mask_of(parse_cards("3S KS 2H 4H 6H 9H")))    # ♠ ♥ ♦ ♣
    (1, 2, 0, 0)
    """
    out = []
    for m in _SUIT_LOW:
        low = live & m
        r = relevant & low
        out.append((low & ((r & -r) - 1)).bit_count() if r else low.bit_count())
    return tuple(out)


def threshold_cards(counts: tuple[int, ...], live: int) -> int:
    """The inverse of :func:`small_counts` on *live*: per suit, the live 1–10 above *counts* small ones (the
    lowest card whose rank is kept), as a mask — none for a suit whose live 1–10 are all small.

    >>> from tarot_core.cards import DECK, mask_of, parse_cards
    >>> live = mask_of(parse_cards("3S KS 2H 4H 6H 9H"))
    >>> [DECK[c].code for c in range(78) if threshold_cards((1, 2, 0, 0), live) >> c & 1]
    ['6H']
    """
    out = 0
    for n, m in zip(counts, _SUIT_LOW):
        low = live & m
        for _ in range(n):
            low &= low - 1
        out |= low & -low
    return out


def _small_mask(counts: tuple[int, ...]) -> int:
    """The canonical indices (see :func:`canonical`) of the small cards of each plain suit."""
    out = 0
    for k, n in enumerate(counts):
        out |= ((1 << n) - 1) << (14 * k)
    return out


def merged_runs(legal: int, cands: Sequence[int]) -> list[tuple[int, int]]:
    """The runs of plain 1–10 of *legal* that :func:`equivalent_runs` tried as one card (*cands*): (the
    lowest card's bit, the highest's).

    >>> from tarot_core.cards import DECK, mask_of, parse_cards
    >>> legal = mask_of(parse_cards("2H 3H 4H 7H 8H KH"))
    >>> [(DECK[a.bit_length() - 1].code, DECK[b.bit_length() - 1].code)
    ...  for a, b in merged_runs(legal, equivalent_runs(legal, mask_of(parse_cards("5H"))))]
    [('2H', '4H'), ('7H', '8H')]
    """
    chosen = 0
    for c in cands:
        chosen |= 1 << c
    out = []
    low = high = 0
    m = legal & _PLAIN_LOW
    while m:
        b = m & -m
        m ^= b
        if b & chosen:
            if low and high:
                out.append((low, high))
            low, high = b, 0
        else:
            high = b
    if low and high:
        out.append((low, high))
    return out


def settle(relevant: int, runs, live: int) -> tuple[int, set[tuple[int, int]]]:
    """A trick start's relevant cards once no run of cards tried as one straddles its suit's threshold (its
    lowest card marked when one does), and the runs left all small — carried up to the trick starts above.

    >>> from tarot_core.cards import mask_of, parse_cards
    >>> live = mask_of(parse_cards("2H 3H 4H 6H 9H"))
    >>> run = (mask_of(parse_cards("3H")), mask_of(parse_cards("4H")))
    >>> settle(mask_of(parse_cards("4H")), {run}, live) == (mask_of(parse_cards("3H 4H")), set())
    True
    >>> settle(mask_of(parse_cards("9H")), {run}, live) == (mask_of(parse_cards("9H")), {run})
    True
    """
    changed = True
    while changed:
        changed = False
        for low, high in runs:
            r = relevant & live & _SUIT_LOW[(low.bit_length() - 1) // 14]
            if r and low < r & -r <= high:
                relevant |= low
                changed = True
    left = set()
    for low, high in runs:
        r = relevant & live & _SUIT_LOW[(low.bit_length() - 1) // 14]
        if not r or (r & -r) > high:
            left.add((low, high))
    return relevant, left


def _coarse_key(canon_hands: tuple[int, ...], leader: int, worth: int) -> tuple:
    """The partition table's key: the canonical hands less their plain 1–10, how many of each suit's each
    hand holds, the leader and the Excuse's worth (its entries then say which of those cards were small)."""
    return (tuple(h & ~_PLAIN_LOW for h in canon_hands),
            tuple(((h >> (14 * k)) & 1023).bit_count() for h in canon_hands for k in range(4)), leader, worth)


def _entry_marks(counts: tuple[int, ...], canon_runs: tuple, live: int) -> tuple[int, list[tuple[int, int]]]:
    """What an exact table entry found relevant, on the live cards of a position it serves: the cards
    kept by rank (:func:`threshold_cards`) and its runs still small, as cards (bits)."""
    return threshold_cards(counts, live), [(BIT[actual_card(a, live)], BIT[actual_card(b, live)])
                                           for a, b in canon_runs]


# Ranks renumbered (the transposition tables' keys): the cards worth ½ point of one run — each suit's
# 1–10, the trumps 2–20 — differ only by their order (C3), so at a trick start they are numbered
# again from the lowest index of their run, live cards only: a position where other low cards were
# played before has the same key when its live cards compare alike (P2–P6) and are worth alike. The
# face cards, the Petit (B5), the 21 and the Excuse (X1–X7) keep their index. Each run is cut in
# chunks of at most 10 bits: (first index, width).
_LOW_CHUNKS = tuple((14 * s, 10) for s in range(4))
_TRUMP_LOW, _TRUMP_SPLIT = FIRST_TRUMP + 1, 10              # T2–T11, then T12–T20 (9 cards)
_LOW_MASK = 0
for _off, _w in _LOW_CHUNKS:
    _LOW_MASK |= ((1 << _w) - 1) << _off
_LOW_MASK |= ((1 << (TWENTY_ONE_INDEX - _TRUMP_LOW)) - 1) << _TRUMP_LOW
_PEXT: list[int] = []                   # (live << 10 | cards) -> the cards' bits packed by the live ones


def _pext_table() -> list[int]:
    """For every 10-bit *live* and *cards* ⊆ live: the bits of cards moved down over the bits of live
    that are not set (a parallel bit extract). Built once, on first use."""
    if not _PEXT:
        table = [0] * (1 << 20)
        for live in range(1 << 10):
            positions = [i for i in range(10) if live >> i & 1]
            sub = live
            while True:
                packed = 0
                for j, i in enumerate(positions):
                    if sub >> i & 1:
                        packed |= 1 << j
                table[live << 10 | sub] = packed
                if not sub:
                    break
                sub = (sub - 1) & live
        _PEXT[:] = table
    return _PEXT


def canonical(hands: tuple[int, ...]) -> tuple[int, ...]:
    """The hands (masks of the cards still live, no trick in progress) with the ½-point cards of each
    run renumbered from the run's lowest index (see _LOW_CHUNKS): positions that play alike have the
    same canonical hands.

    >>> from tarot_core.cards import mask_of, parse_cards
    >>> a = canonical((mask_of(parse_cards("3H KH")), mask_of(parse_cards("7H")), 0, 0))
    >>> b = canonical((mask_of(parse_cards("2H KH")), mask_of(parse_cards("9H")), 0, 0))
    >>> a == b, [DECK[c].code for c in range(78) if a[0] >> c & 1], [DECK[c].code for c in range(78) if a[1] >> c & 1]
    (True, ['1H', 'KH'], ['2H'])
    """
    pext = _PEXT or _pext_table()
    live = 0
    for h in hands:
        live |= h
    out = [h & ~_LOW_MASK for h in hands]
    for off, _w in _LOW_CHUNKS:
        low = (live >> off) & 1023
        if low:
            base = low << 10
            for i, h in enumerate(hands):
                x = (h >> off) & low
                if x:
                    out[i] |= pext[base | x] << off
    low1 = (live >> _TRUMP_LOW) & 1023
    low2 = (live >> (_TRUMP_LOW + _TRUMP_SPLIT)) & 511
    if low1 | low2:
        n1 = low1.bit_count()
        for i, h in enumerate(hands):
            x1 = (h >> _TRUMP_LOW) & low1
            x2 = (h >> (_TRUMP_LOW + _TRUMP_SPLIT)) & low2
            if x1 | x2:
                out[i] |= (pext[low1 << 10 | x1] | pext[low2 << 10 | x2] << n1) << _TRUMP_LOW
    return tuple(out)


def _run_of(c: int) -> tuple[int, int]:
    """The first index and the width of the ½-point run of card *c* (a suit's 1–10, the trumps 2–20)."""
    if c < FIRST_TRUMP:
        return c - c % 14, 10
    return _TRUMP_LOW, TWENTY_ONE_INDEX - _TRUMP_LOW


def canonical_card(c: int, live: int) -> int:
    """Card *c*'s index in the canonical numbering of the live cards *live* (see :func:`canonical`)."""
    if not BIT[c] & _LOW_MASK:
        return c
    off, _ = _run_of(c)
    return off + ((live >> off) & ((1 << (c - off)) - 1)).bit_count()


def actual_card(c: int, live: int) -> int:
    """The live card whose canonical index is *c* (the inverse of :func:`canonical_card`)."""
    if not BIT[c] & _LOW_MASK:
        return c
    off, w = _run_of(c)
    low = (live >> off) & ((1 << w) - 1)
    for _ in range(c - off):
        low &= low - 1
    return off + (low & -low).bit_length() - 1


_LATTICES: dict[tuple, list[int]] = {}      # (contract, poignée sizes, slam announced) -> every S, rising

# --- the compiled path (tarot_core/analysis/_exact.c, see the module docstring) ---------------------------
_EXACT_ABI = 8                  # the ABI constant of the _exact source this glue speaks to
# The compiled tables' entries (trick starts, points only) by default: 52 bytes each (a 48-byte entry and
# its 4-byte tag) at most 70 % full, 104 + 52 MB of address space (touched only as it fills, in huge pages
# from 9 tricks left), freed with the Solver's deal. Twice as many entries from the start: 12 % fewer nodes
# with 12 tricks left but no less CPU (the set's first 5 positions: 26.9 -> 26.2 s; four times: 28.7 s);
# a table a short search never fills spreads its few entries over more pages. So each table starts at
# this size and doubles (_exact.c's table_grow) once a search has made a quarter of its slots give way, up
# to _EXACT_TABLES_MAX: a review from trick 6 thrashed the points table (seed:11's trick 7, first card:
# 1,058 M nodes with 0.7 M entries, 363 M with 2.8 M, 329 M with 5.6 M); the trick-start table's growth
# saves less (seed:14's review from trick 6: 450 M -> 397 M nodes, 379 M growing at a quarter rather than
# half). Grown to the most, 2^22 + 2^23 slots: 654 MB, freed with the deal (no room to grow when the
# system refuses that much address space: the tables stay at their size).
_EXACT_TABLES: tuple[int, int] = (1_400_000, 700_000)
_EXACT_TABLES_MAX: tuple[int, int] = (2_800_000, 5_600_000)
_PY_TABLE = 1 << 19             # the Python search's tables' entries by default (each)
_SIDES3 = (None, "taker", "defence")   # petit au bout and slam, as the C tables index them (0, 1, 2)
_HALVES = 2 * TOTAL_POINTS + 2 * (TARGETS[0] - TARGETS[3]) + 1    # 0 … 182, and an Excuse's worth past it
_EXACT_LOADED: list = []        # [the module, or None when it does not import]: tried once, lazily
_SCORE_TABLES: dict[tuple, tuple[int, ...]] = {}   # (contract, poignée sizes, slam announced) -> S table


def _exact_module(abi: int | None = None):
    """The compiled search module, set up with the card tables, or None: not built (no C compiler at
    install time), or built from another source (its ``ABI`` is not *abi*, by default
    :data:`_EXACT_ABI`: a stale ``.so`` is never used). Imported at the first :class:`Solver` built,
    never by ``import tarot_core``."""
    if not _EXACT_LOADED:
        try:        # the solver's own C half (a plain import: it is no other module's private name)
            import tarot_core.analysis._exact as compiled
        except ImportError:
            _EXACT_LOADED.append(None)
        else:
            _EXACT_LOADED.append(compiled)
    mod = _EXACT_LOADED[0]
    if mod is None or getattr(mod, "ABI", None) != (_EXACT_ABI if abi is None else abi):
        return None
    if not getattr(mod, "_configured_by_solver", False):
        # The card facts come from their homes (tarot_core.cards, play, and GROUP / the runs above).
        mod.configure(HALF_POINTS, GROUP, FOLLOWERS, TRUMP_MASK, SUIT_MASKS, BOUT_MASK, EXCUSE_INDEX,
                      PETIT_INDEX, TWENTY_ONE_INDEX, _LOW_MASK, _TRUMP_LOW, _TRUMP_SPLIT, FOLLOW_WORTH)
        mod._configured_by_solver = True
    return mod


def _score_table(deal: _Deal) -> tuple[int, ...]:
    """S (S3, by :func:`~tarot_core.scoring.score`: S1–S4, B4–B8) for every bouts (0–3), petit au bout
    and slam (None, 'taker', 'defence') and taker's half points (0 … 222: past 182 by an Excuse's worth,
    as :meth:`Solver._gains`), flat in that order: what the compiled search scores with; one per kind
    of deal, kept for the process (as :data:`_LATTICES`)."""
    key = (deal.contract, deal.sizes, deal.slam_announced)
    t = _SCORE_TABLES.get(key)
    if t is None:
        t = _SCORE_TABLES[key] = tuple(
            score(Facts(deal.contract, h / 2, b, pab, deal.sizes, deal.slam_announced, slam)).S
            for b in range(4) for pab in _SIDES3 for slam in _SIDES3 for h in range(_HALVES))
    return t


class _CompiledSearch:
    """The compiled search from one position, with :meth:`Solver._searcher`'s contract: call it with
    a window (alpha, beta) for a fail-soft value of S; ``nodes()`` counts as the Python does."""

    __slots__ = ("_search", "_args", "_deadline", "_clock", "_nodes")

    def __init__(self, exact, args: tuple, deadline: float | None, clock: Callable[[], float]) -> None:
        self._search, self._args, self._deadline, self._clock, self._nodes = exact.search, args, deadline, clock, 0

    def __call__(self, alpha: int, beta: int) -> int:
        # the C search looks at the clock every 1,024 nodes of one call: a call shorter than that
        # (MTD(f)'s tests and the line's, once the bounds cut most of a search) would never look
        if self._deadline is not None and self._clock() > self._deadline:
            raise SearchTimeout
        g, n = self._search(*self._args, alpha, beta, self._deadline, self._clock)
        self._nodes += n
        return g

    def nodes(self) -> int:
        return self._nodes


class SearchTimeout(Exception):
    """The search did not finish within its time limit (nothing is guessed)."""


@dataclass(frozen=True)
class Solution:
    """The value of a position with best play by both sides (all cards known).

    ``S``: the deal's S (S3) with best play (the taker maximises it, the defence minimises it);
    ``made``, ``taker_points``, ``taker_bouts``, ``petit_au_bout`` ('taker', 'defence' or None,
    B5/B6) and ``slam`` (the side that won every trick, B7/B8) are the referee's facts at the end
    of the principal line; ``best_card``: a best card for the seat to move, ``seat``; ``line``: the
    principal variation from here to the end (the cards in play order); ``nodes``: the positions
    searched; ``seconds``: the time taken.
    """
    S: int
    made: bool
    taker_points: float
    taker_bouts: int
    petit_au_bout: str | None
    slam: str | None
    best_card: Card | None
    seat: int | None
    line: tuple[Card, ...]
    nodes: int
    seconds: float


class _Deal(NamedTuple):
    """What stays fixed while the cards are played: taker, contract, chien, discard, poignées, slam."""
    taker: int
    contract: Contract
    slam_announced: bool
    chien: int
    discard: int
    poignees: tuple
    sizes: tuple[int, ...]


class _Position(NamedTuple):
    """A position of the play: hands (masks), finished tricks (leader, card indices) and their P6
    winners, the leader of the trick in progress and its cards so far."""
    hands: tuple[int, ...]
    tricks: tuple[tuple[int, tuple[int, ...]], ...]
    winners: tuple[int, ...]
    leader: int
    trick: tuple[int, ...]


class _NoTable(dict):
    """A table that keeps nothing (to measure the search without one)."""

    def __setitem__(self, key, value) -> None:
        pass


def _deal_of(state: GameState) -> _Deal:
    taker, contract = state.taker, state.contract
    if taker is None or contract is None or state.phase not in ("play", "done"):
        raise ValueError("solve: a state in the play phase, with a taker (after the auction and the discard)")
    if state.table != FOUR_PLAYERS:               # the taker alone against one team of defenders (P7)
        raise ValueError("Solver: a four-player deal (three and five players: solver_tables.solve, "
                         "solver_tables.review)")
    poignees = tuple((seat, p.cards) for seat, p in state.poignees)
    return _Deal(taker, contract, state.slam_announced, mask_of(state.chien), mask_of(state.discarded), poignees,
                 tuple(len(cards) for _, cards in poignees))


def _position_of(state: GameState) -> _Position:
    done = state.tricks
    leader = state.current_leader
    tricks = tuple((t.leader, tuple(map(int, t.cards))) for t in done)
    return _Position(tuple(state.hand_mask(s) for s in range(state.table.seats)), tricks,
                     tuple(next_leader(lead, cards, state.table) for lead, cards in tricks),
                     leader if leader is not None else 0, tuple(map(int, state.current_trick)))


def trick_share(leader: int, cards: tuple[int, ...], winner: int, taker: int) -> tuple[int, int]:
    """The taker's half points and bouts from one of tricks 1–17 (P6, X3–X4, C2–C3), given from
    its *leader*, won by seat *winner* (P6).

    The winner's side takes the trick; an Excuse its side played to a trick the other side won
    stays with its side for 4 points (and as its bout), the winner's side getting 0.5 instead
    (X3 — and X4, the same in points when the low card comes later or never).

    >>> from tarot_core.cards import parse_cards
    >>> trick_share(0, tuple(parse_cards("KH EX 2H 3H")), winner=0, taker=1)   # his Excuse, trick lost
    (8, 1)
    >>> trick_share(0, tuple(parse_cards("KH EX 2H 3H")), winner=0, taker=0)   # a defender's Excuse
    (12, 0)
    """
    half = HALF_POINTS[cards[0]] + HALF_POINTS[cards[1]] + HALF_POINTS[cards[2]] + HALF_POINTS[cards[3]]
    mask = BIT[cards[0]] | BIT[cards[1]] | BIT[cards[2]] | BIT[cards[3]]
    won = winner == taker
    if mask & EXCUSE_BIT:
        own = seat_at(leader, cards.index(EXCUSE_INDEX)) == taker
        if own != won:
            if own:
                return EXCUSE_KEPT, 1
            return half - EXCUSE_KEPT, (mask & BOUT_MASK & ~EXCUSE_BIT).bit_count()
    if won:
        return half, (mask & BOUT_MASK).bit_count()
    return 0, 0


def paired_trumps(own: int, other: int, cards_a_trick: int) -> tuple[int, int]:
    """The half points and bouts a hand's trumps (*own*) are sure to win against *other*, the other
    side's trumps, once no slam can come (no X6 Excuse): each of them wins its trick unless a higher
    trump of the other side is in it (P6), and a hand plays one card a trick, so the hand loses at
    most as many tricks as there are pairs (one of its trumps, a higher one of the other side's),
    paired from the top down, and wins the others — ½ point a card of them (C3: *cards_a_trick*
    halves a trick), 4 points more for the 21 and for the Petit when none is lost (its bouts).
    A side's sure points from its other tricks (an Excuse kept, X3) come on top: the hand plays no
    trump to those.

    >>> from tarot_core.cards import mask_of, parse_cards
    >>> def trumps(text): return mask_of(int(c) for c in parse_cards(text))
    >>> paired_trumps(trumps("T21 T15 T9 T3"), trumps("T20 T12 T2"), 4)   # T20 > T15, T12 > T9
    (16, 1)
    >>> paired_trumps(trumps("T10 T1"), trumps("T5"), 4)                 # T5 > T1: the Petit may fall
    (4, 0)
    >>> paired_trumps(trumps("T10 T1"), trumps("T5"), 5)[0], paired_trumps(trumps("T10 T1"), 0, 3)
    (5, (14, 1))
    """
    own &= TRUMP_MASK
    other &= TRUMP_MASK
    every = own | other
    higher = wins = lost = 0
    while every:
        top = 1 << (every.bit_length() - 1)
        every ^= top
        if other & top:
            higher += 1
        elif higher:
            higher -= 1
            lost += 1
        else:
            wins += 1
    bouts = bool(own & TWENTY_ONE_BIT) + (not lost and bool(own & PETIT_BIT))
    return cards_a_trick * wins + 8 * bouts, bouts


def quick_tricks(hands: Sequence[int], leader: int, live: int, most: int) -> int:
    """The half points the leader's side is sure of from his cashing tricks in the plain suits, the
    next *most* tricks at most, once no slam can come (*quick*, issue 26; the sure-trick bounds of
    bridge's double-dummy solvers). In a suit where he holds the highest live cards and every other
    hand that holds a trump holds at least k cards of it, he leads his k highest, one a trick: such a
    hand must follow (P2), a hand without a trump follows or discards (P2, P5), so no trump comes in and
    the highest card of the suit led wins (P6); he keeps the lead for the next one and for his next
    suit, whose holdings those tricks left alone. Each such trick is worth its card's points and
    ½ point for each other card (C3; an Excuse played to it instead is exchanged for ½ point, X3). No
    trump is played to them, so the sure trumps' tricks (:func:`paired_trumps`) come on top; the
    caller leaves the last two tricks out (*most*): an Excuse kept needs a trick that is not the last
    (X1, X3), and the last trick's Excuse changes sides (X5).

    >>> from tarot_core.cards import mask_of, parse_cards
    >>> def hand(text): return mask_of(int(c) for c in parse_cards(text))
    >>> hands = [hand("KH QH 2H 5S"), hand("3H 4H 6S 7S"), hand("5H 9H T3 T4"), hand("6H 7H 8H T5")]
    >>> live = hands[0] | hands[1] | hands[2] | hands[3]
    >>> quick_tricks(hands, 0, live, 3)      # the KH and the QH: 4½ + 1½ and 3½ + 1½ points
    22
    >>> quick_tricks(hands, 0, live, 1), quick_tricks(hands, 1, live, 3)    # one trick; no top card
    (12, 0)
    >>> hands[2] = hand("9S T2 T3 T4"); quick_tricks(hands, 0, hands[0] | hands[1] | hands[2] | hands[3], 3)
    0
    >>> hands[2] = hand("9S 8S 7S 6S"); quick_tricks(hands, 0, hands[0] | hands[1] | hands[2] | hands[3], 3)
    22
    """
    hand = hands[leader]
    extra = len(hands) - 1                      # ½ point for each other card of the trick (C3)
    sure = count = 0
    for m in SUIT_MASKS:
        mine = hand & m
        if not mine or count >= most:
            continue
        shift = (live & m & ~mine).bit_length()
        run = mine >> shift << shift            # his cards above every other hand's in the suit
        k = run.bit_count()
        for seat, h in enumerate(hands):
            if seat != leader and h & TRUMP_MASK:
                k = min(k, (h & m).bit_count())
        while k and count < most:
            top = 1 << (run.bit_length() - 1)
            run ^= top
            sure += HALF_POINTS[top.bit_length() - 1] + extra
            k -= 1
            count += 1
    return sure


def hand_beats(h: int, f: int, wc: int) -> bool:
    """Whether the hand *h* (a mask) holds a legal card that beats *wc*, the winning card of a trick whose
    followers are *f* (P2–P6): a higher card of the suit led, or a trump when void in it; over a trump,
    a higher trump when it may trump (P3, P4). The move orders' test of a sure trick (every table).

    >>> from tarot_core.cards import mask_of, parse_cards, parse_card
    >>> from tarot_core.play import FOLLOWERS
    >>> kh = int(parse_card("KH"))
    >>> hand_beats(mask_of(parse_cards("2H 5S")), FOLLOWERS[kh], kh)     # must follow, lower (P2)
    False
    >>> hand_beats(mask_of(parse_cards("5S T2")), FOLLOWERS[kh], kh)     # void: trumps (P3)
    True
    """
    above = -(BIT[wc] << 1)                     # every card above wc
    if BIT[wc] & TRUMP_MASK:
        if f != TRUMP_MASK and h & f:
            return False
        return bool(h & TRUMP_MASK & above)
    if h & f:
        return bool(h & f & above)
    return bool(h & TRUMP_MASK)


def follower_key(c: int, pos: int, leader: int, follow: int, played: int, cards: Sequence[int],
                 hands: Sequence[int], camp: Sequence[bool]) -> int:
    """The key of a second or third (at five: any middle) seat's card *c* in the order its cards are
    tried, lowest first (*follow_order*, issue 26, tarot sense): when its camp (*camp*: per seat, the
    attack's or not, V7) then holds the trick (P6) and no opponent still to play can beat it (P2–P4),
    the most points first (C3: points given to a sure trick), the Excuse apart (X3: its side keeps it);
    else the fewest points first — the points a card gives away, :data:`FOLLOW_WORTH`. *pos*: the seat's
    place in the trick (1 = after the lead), *cards* the trick so far, *hands* every seat's hand (masks).

    >>> from tarot_core.cards import mask_of, parse_cards, parse_card
    >>> kh, qh = int(parse_card("KH")), int(parse_card("QH"))
    >>> hands = [0, mask_of(parse_cards("QH 2H")), mask_of(parse_cards("3H")), mask_of(parse_cards("4H"))]
    >>> from tarot_core.play import FOLLOWERS
    >>> camp = (True, True, False, False)                  # seats 0 and 1 together (V7)
    >>> [follower_key(c, 1, 0, FOLLOWERS[kh], BIT[kh], [kh], hands, camp) for c in (qh, int(parse_card("2H")))]
    [-1007, -1001]

    The partner's KH holds the trick (no heart above it is left): the QH's 3½ points go to it first.
    """
    seats = len(camp)
    seat = (leader + pos) % seats
    worth = FOLLOW_WORTH[c]
    f = follow or FOLLOWERS[c]
    wc = winning_card(f, played | BIT[c])
    if wc < 0 or c == EXCUSE_INDEX:
        return worth
    mine = camp[seat]
    if camp[seat if wc == c else (leader + cards.index(wc)) % seats] != mine:
        return worth
    for j in range(pos + 1, seats):
        s = (leader + j) % seats
        if camp[s] != mine and hand_beats(hands[s], f, wc):
            return worth
    return -(1000 + worth)


def killer_next(cands: list[int], killer: int, first: int) -> None:
    """*killer* (issue 26): the lead that last refuted a defender's trick start with as many tricks left,
    moved to index *first* of his leads *cands* (after the table's best lead, when that one is first) — when
    it is among them from there on; else *cands* is left as it is.

    >>> cands = [40, 3, 17, 29]
    >>> killer_next(cands, 29, 1); cands
    [40, 29, 3, 17]
    >>> killer_next(cands, 40, 1); cands        # the table's best lead stays first
    [40, 29, 3, 17]
    """
    if killer >= 0 and killer in cands[first:]:
        cands.remove(killer)
        cands.insert(first, killer)


def equivalent_runs(legal: int, others: int) -> list[int]:
    """The cards of *legal* (a mask), one of each run of equivalent cards: same group (a suit, or
    the trumps 2–21), same value (C3), and no card of *others* (the other hands' cards and the trick
    in progress) between them. The Petit and the Excuse stand alone.

    >>> from tarot_core.cards import mask_of, parse_cards
    >>> [DECK[c].code for c in equivalent_runs(mask_of(parse_cards("2H 3H 5H KH")), mask_of(parse_cards("4H")))]
    ['2H', '5H', 'KH']
    """
    out = []
    prev = -1
    m = legal
    while m:
        low = m & -m
        c = low.bit_length() - 1
        m ^= low
        if prev >= 0 and GROUP[c] == GROUP[prev] and HALF_POINTS[c] == HALF_POINTS[prev] \
                and not others & (low - (BIT[prev] << 1)):
            prev = c
            continue
        out.append(c)
        prev = c
    return out


class Judgement(NamedTuple):
    """What :func:`review` asks of a position (:meth:`ExactSearch.judge`): ``S`` with best play,
    whether the contract is then ``made``, a ``best_card`` for the seat to move (None when the deal
    is over), and the ``nodes`` searched."""
    S: int
    made: bool
    best_card: Card | None
    nodes: int


def mtd_on_lattice(search: Callable[[int, int], int], vals: list[int], guess: int,
                   known: tuple[int | None, int | None] = (None, None), *, made_test: bool = True) -> tuple[int, int]:
    """MTD(f) over *vals*, every S the deal can end with (rising): zero-window tests ``search(β − 1, β)``
    ("is S ≥ β?", fail-soft), each bound a test returns moved to the nearest value of *vals* — with a
    multiplier of 2, S moves by 2 a point, and no S lies between the smallest made and the largest
    failed one (S1, S2). Returns S and the number of tests.

    The first test is at *guess*; when it leaves open whether the contract is made, the next asks
    just that (*made_test*): "can the taker still make it?" — far from the value, cheap to prove;
    then the threshold moves by 1, 1, 3, 7 … values while the tests fail the same way, by halves
    once S is bracketed. *known*: a lower and an upper bound on S the caller has proved (None: not
    known) — a review knows one for each card played: a side that picks its card can reach at least
    what the card it played reaches (the attack maximises S, the defence minimises it; S3, V7). With
    one bound known, the first test asks next to it: "could the side to move do better than that?",
    and that one test settles a card that was the best — but when it is the attack's bound and its
    contract fails as played, "made?" comes first and then the interval is halved (seed:14's review
    from trick 6: 292.6 M nodes, against 344.9 M asking beside the bound first: a card that cost 2
    points made "is S ≥ −34?" a 74 M-node proof). When the defence's card was not the best and the
    contract is made as played, the next test asks one value lower again before "made?": most mistakes
    cost a value or two, and the tests halfway to "made" were the dearest (seed:11's trick 7 first card:
    "S ≥ 32?", "S ≥ 35?" 73 M of its 300 M nodes). Bounds that are not true give wrong values.

    >>> vals = [-50, -30, -10, 10, 30, 50]
    >>> def search(alpha, beta, S=-10):      # a position worth S, found exactly
    ...     asked.append(beta)
    ...     return S
    >>> asked = []; mtd_on_lattice(search, vals, 30), asked
    ((-10, 2), [30, -10])
    >>> asked = []; mtd_on_lattice(search, vals, 30, (-10, None)), asked     # the attack's card reached −10
    ((-10, 1), [10])
    >>> asked = []; mtd_on_lattice(search, vals, 30, (None, -10)), asked     # the defence's card reached −10
    ((-10, 1), [-10])
    >>> def weak(alpha, beta, S=30):         # a fail-soft test that tells no more than asked
    ...     asked.append(beta)
    ...     return beta if S >= beta else beta - 1
    >>> asked = []; mtd_on_lattice(weak, vals, 0, (None, 50)), asked       # the defence's card reached 50
    ((30, 2), [50, 30])
    """
    lower, upper = known
    i_lo = 0 if lower is None else bisect_left(vals, lower)         # S is one of vals[i_lo] … vals[i_hi]
    i_hi = len(vals) - 1 if upper is None else bisect_right(vals, upper) - 1
    if i_lo > i_hi:
        raise ValueError(f"mtd_on_lattice: no value of S between the bounds {known}")
    made = bisect_left(vals, 1)          # the smallest S of a made contract (S ≥ 25 × multiplier)
    known_lo, known_hi = lower is not None, upper is not None      # bounds a test (or the caller) gave
    asked = False                        # the yes/no test asked
    # one bound given: ask next to it first — but an attack failing as played is first asked "made?"
    beside = known_hi != known_lo and not (known_lo and made_test and i_lo < made <= i_hi)
    defer = known_hi and not known_lo    # the defence's bound: one value lower again before "made?"
    ups = downs = tests = 0              # tests in a row that raised the lower bound, or lowered the upper
    while i_lo < i_hi:
        if beside:                                          # better than the card played?
            i = i_lo + 1 if known_lo else i_hi
            beside = False
        elif not (known_lo or known_hi):                    # the first test: is S ≥ the guess?
            i = bisect_left(vals, guess)
        elif made_test and not asked and i_lo < made <= i_hi and not (defer and downs < 2):
            i = made                                        # can the taker still make it?
            asked = True
        elif known_lo and known_hi:                         # bracketed: halve the interval
            i = (i_lo + i_hi + 1) // 2
        elif known_lo:                                      # still rising: 1, 1, 3, 7 … values above
            i = i_lo + ((1 << ups) - 1 if ups > 1 else 1)
        else:                                               # still falling
            i = i_hi - ((1 << downs) - 2 if downs > 1 else 0)
        i = min(max(i, i_lo + 1), i_hi)
        beta = vals[i]
        g = search(beta - 1, beta)
        tests += 1
        if g < beta:                     # S ≤ g: the largest value not above g
            i_hi = bisect_right(vals, g) - 1
            known_hi = True
            downs, ups = (1 if i == made and asked else downs + 1), 0
        else:                            # S ≥ g: the smallest value not below g
            i_lo = bisect_left(vals, g)
            known_lo = True
            ups, downs = (1 if i == made and asked else ups + 1), 0
    return vals[i_lo], tests


def _every_card(legal: int, others: int) -> list[int]:
    """The cards of *legal*, none merged (to measure the search without :func:`equivalent_runs`)."""
    out = []
    while legal:
        low = legal & -legal
        out.append(low.bit_length() - 1)
        legal ^= low
    return out


class ExactSearch:
    """What every exact search answers, the same calls at every table: :meth:`solve` and
    :meth:`value` (the four-player :class:`Solver`, and at three and five players
    :class:`~tarot_core.analysis.solver_tables.TableSolver`). A search gives ``clock``, ``nodes``,
    ``passes`` and its internals: ``_use`` (keep or reset its tables for the state's deal),
    ``_value`` (S with best play) and ``_line`` (a principal line that reaches it)."""

    clock: Callable[[], float]
    nodes: int
    passes: int

    def solve(self, state: GameState, *, time_limit: float | None = None, guess: int | None = None) -> Solution:
        """The value of *state* with best play and its principal line (see :class:`Solution`; at five
        players ``made``, ``taker_points`` … are the attack's, V7); raises :class:`SearchTimeout` when
        *time_limit* (seconds) runs out first. *guess*: where MTD(f) starts (a value close to the
        answer saves time)."""
        start = self.clock()
        deadline = self._begin(state, start, time_limit)
        if state.phase == "done":
            out = state.outcome()
            return Solution(out.S, bool(out.made), float(out.taker_points or 0), int(out.taker_bouts or 0),
                            out.petit_au_bout, out.slam, None, None, (), 0, self.clock() - start)
        value = self._value(state, deadline, guess)
        line, end = self._line(state, value, deadline)
        out = end.outcome()
        assert out.S == value, (out.S, value)          # the line, scored by the referee, gives the value
        return Solution(value, bool(out.made), float(out.taker_points or 0), int(out.taker_bouts or 0),
                        out.petit_au_bout, out.slam, line[0] if line else None, state.to_act, line,
                        self.nodes, self.clock() - start)

    def judge(self, state: GameState, *, time_limit: float | None = None, guess: int | None = None,
              at_least: int | None = None, at_most: int | None = None) -> Judgement:
        """What :func:`review` asks of each position: S with best play, whether the contract is then
        made, and a best card — of the principal line only its first card, unless a slam was announced
        (then "made" is the line's end, as :meth:`solve` tells it; otherwise S's sign tells it,
        :func:`~tarot_core.scoring.made_by_sign`). The line's later steps were a quarter of a review's
        time (seed:14 from trick 6: 11.2 of 46.9 s). :class:`SearchTimeout` as :meth:`solve`.
        *at_least*, *at_most*: bounds on S the caller has proved (the review: what the card played
        reaches, see :func:`mtd_on_lattice`); the search then skips the tests they answer."""
        deadline = self._begin(state, self.clock(), time_limit)
        if state.phase == "done":
            out = state.outcome()
            return Judgement(out.S, bool(out.made), None, 0)
        value = self._value(state, deadline, guess, (at_least, at_most))
        made = made_by_sign(value, state.slam_announced)
        if made is None:
            line, end = self._line(state, value, deadline)
            made = bool(end.outcome().made)
        else:
            line, _ = self._line(state, value, deadline, plies=1)
        return Judgement(value, made, line[0] if line else None, self.nodes)

    def value(self, state: GameState, *, time_limit: float | None = None, guess: int | None = None,
              at_least: int | None = None, at_most: int | None = None) -> int:
        """S with best play from *state* (no principal line); :class:`SearchTimeout` as :meth:`solve`;
        *at_least*, *at_most* as :meth:`judge`."""
        deadline = self._begin(state, self.clock(), time_limit)
        if state.phase == "done":
            return state.outcome().S
        return self._value(state, deadline, guess, (at_least, at_most))

    def _begin(self, state: GameState, now: float, time_limit: float | None) -> float | None:
        """What :meth:`solve`, :meth:`judge` and :meth:`value` do first: the counters at zero, the
        tables kept or reset for *state*'s deal; the deadline (None: no limit)."""
        self.nodes = self.passes = 0
        self._use(state)
        return now + time_limit if time_limit is not None else None

    def release(self) -> None:
        """Drop the tables kept for the current deal: what a long search grew (the compiled tables up
        to 654 MB, :data:`_EXACT_TABLES_MAX`) goes back to the system; the next call starts cold. The
        replayer's panel calls it once its review is done (a Binder session has 2 GB in all).

        >>> from tarot_core.io.golden import golden_records
        >>> from tarot_core.game import replay_states
        >>> st = [s for s in replay_states(golden_records()["worked_example_s5"]) if s.phase == "play"][-8]
        >>> s = Solver(); v = s.value(st); s.release(); s.value(st) == v
        True
        """
        self._reset(None)

    _deal: object = None                # the key of the deal the tables are kept for (None: no tables)

    def _reset(self, deal) -> None:
        raise NotImplementedError

    @staticmethod
    def _deal_key(state: GameState):
        """What stays fixed while *state*'s deal is played: its tables are kept while it is the same."""
        raise NotImplementedError

    def _use(self, state: GameState):
        """The tables kept for *state*'s deal, or started afresh for another deal; the deal's key."""
        deal = self._deal_key(state)
        if deal != self._deal:
            self._reset(deal)
        return deal

    def _value(self, state: GameState, deadline: float | None, guess: int | None,
               known: tuple[int | None, int | None] = (None, None)) -> int:
        raise NotImplementedError

    def _line(self, state: GameState, value: int, deadline: float | None,
              plies: int | None = None) -> tuple[tuple[Card, ...], GameState]:
        raise NotImplementedError


class Solver(ExactSearch):
    """The exact search (see the module docstring). Its tables are kept from one call to the next
    while the positions belong to the same deal (:func:`review` asks for every card of a deal).

    *table_size*: the most trick-start entries kept in each table (a Python table is emptied when full);
    None: 2¹⁹ for the Python search; for the compiled one 1.4 M and 0.7 M (trick starts, points only),
    each doubling while a long search thrashes it, up to 2.8 M and 5.6 M (654 MB, :data:`_EXACT_TABLES_MAX`);
    a size given is kept, never grown. *compiled*: None takes the compiled search (``_exact``) when it is built, current
    and every technique is on, unless ``TAROT_LAB_PURE=1``; False the pure Python one; True insists
    (RuntimeError when it is not built). ``compiled`` then tells which one runs.
    The other switches exist to measure each technique by turning it off: *table* (the
    transposition tables), *merge* (equivalent cards), *order* (move ordering), *bounds* (the sure
    bounds), *points_only* (the separate search once only points are at stake), *canon* (ranks
    renumbered in the tables' keys), *lattice* (MTD(f) over the values S can take), *made_test* (the
    yes/no test "is it made?" early), *greedy4* (the fourth seat's order), *top_bound* (the highest
    trump's trick in the sure bounds), *trump_run* (the highest trumps of one hand, not only the
    highest one, in those bounds), *follow_order* (the second and third seats' order), *lead_order*
    (the leads' order), *monotone* (the trick-start table's bounds kept across the taker's points so
    far), *pab_bound* (no petit au bout in the sure bounds for a side without a trump), *excuse_bound*
    (the Excuse kept by its side in the sure bounds), *trump_match* (each hand's trumps paired with
    the other side's higher ones in those bounds), *killer* (a defender's trick start tries next, after
    the table's best lead, the lead that last refuted one of his with as many tricks left; kept with the
    tables, for the deal), *quick* (the leader's cashing tricks in the plain suits in the sure bounds,
    :func:`quick_tricks`; not with *partition*, whose marks leave those cards out; the compiled search
    has these eight switches too),
    *partition* (a table that matches positions by the ranks that mattered, the points-only search;
    off by default, Python only: with it on the compiled search is not used), *driver*
    ('mtdf': zero-window tests; 'alphabeta': one search with a full window) and *guess* ('basic':
    MTD(f) starts from the deal played out by the basic bots, with 3 tricks or more left; 'zero':
    from S = 0). *clock*: what the time limits are measured with (wall-clock seconds; the benchmark
    gives ``time.process_time``, the CPU time, on a loaded machine). After a call, ``nodes`` and
    ``passes`` (zero-window tests) tell what it took.
    """

    def __init__(self, table_size: int | None = None, *, table: bool = True, merge: bool = True, order: bool = True,
                 bounds: bool = True, points_only: bool = True, driver: str = "mtdf", guess: str = "basic",
                 canon: bool = True, lattice: bool = True, made_test: bool = True, greedy4: bool = True,
                 top_bound: bool = True, trump_run: bool = True, follow_order: bool = True, lead_order: bool = True,
                 monotone: bool = True, pab_bound: bool = True, excuse_bound: bool = True,
                 trump_match: bool = True, killer: bool = True, quick: bool = True, partition: bool = False,
                 clock: Callable[[], float] = time.perf_counter,
                 compiled: bool | None = None) -> None:
        if driver not in ("mtdf", "alphabeta") or guess not in ("basic", "zero"):
            raise ValueError("driver: 'mtdf' or 'alphabeta'; guess: 'basic' or 'zero'")
        every = (table and merge and order and bounds and points_only and canon and greedy4 and top_bound and trump_run
                 and not partition)     # the compiled search has no partition table (yet)
        if compiled is None:            # the C search when it is built and current, unless TAROT_LAB_PURE=1
            compiled = every and os.environ.get("TAROT_LAB_PURE", "") != "1" and _exact_module() is not None
        elif compiled is True:
            if not every:
                raise ValueError("Solver(compiled=True): the compiled search has every technique on "
                                 "(the switches measure the Python one)")
            if _exact_module() is None:
                raise RuntimeError("Solver(compiled=True): tarot_core.analysis._exact is not built or is stale "
                                   "(python setup.py build_ext --inplace)")
        elif compiled is not False:
            raise TypeError(f"Solver: compiled must be True, False or None, not {compiled!r}")
        self.compiled: bool = compiled
        self.table_size = table_size
        self.table, self.merge, self.order, self.bounds = table, merge, order, bounds
        self.points_only, self.driver, self.guess = points_only, driver, guess
        self.canon, self.lattice, self.made_test, self.greedy4 = canon, lattice, made_test, greedy4
        self.top_bound, self.trump_run, self.clock = top_bound, trump_run, clock
        self.follow_order, self.lead_order = follow_order, lead_order
        self.monotone, self.pab_bound, self.excuse_bound = monotone, pab_bound, excuse_bound
        self.trump_match, self.killer, self.quick = trump_match, killer, quick
        self.partition = partition
        self._options = ((1 if follow_order else 0) | (2 if lead_order else 0) | (4 if monotone else 0)
                         | (8 if pab_bound else 0) | (16 if excuse_bound else 0)
                         | (32 if trump_match else 0) | (64 if killer else 0)
                         | (128 if quick else 0))       # _exact.c's OPT_* bits
        self._deal: _Deal | None = None
        self._reset(None)
        self.nodes = 0
        self.passes = 0

    def _reset(self, deal: _Deal | None) -> None:
        new = dict if self.table else _NoTable
        self._deal = deal
        self._tt: dict = new()          # trick starts: (hands, leader, past facts) -> (lower, upper, lead)
        self._ptt: dict = new()         # points only: (hands, leader, Excuse's worth) -> bounds on the points to come
        self._part: dict = {}           # partition: (hands less small cards, their numbers, leader, worth) -> entries
        self._leaves: dict = new()      # trick 18: (hands, leader, past facts) -> S
        self._canon: dict = {}          # hands -> their canonical numbering (ranks renumbered)
        self._killers = [[-1] * FOUR_PLAYERS.seats     # killer: by tricks left and leader, a defender's lead
                         for _ in range(FOUR_PLAYERS.n_tricks + 1)]
        self._scores: dict = {}
        self._gain: dict = {}
        self._exact = None              # the compiled search's tables for this deal (made on first use)

    # --- internals -----------------------------------------------------------------------------------
    _deal_key = staticmethod(_deal_of)

    def _value(self, state: GameState, deadline: float | None, guess: int | None,
               known: tuple[int | None, int | None] = (None, None)) -> int:
        """MTD(f): zero-window tests on S, each refining a lower or an upper bound, until they meet.
        The threshold moves by one from the guess, then by doubling steps while the tests keep
        failing the same way (a fail-soft bound often moves by one point only), then by halves
        once the value is bracketed: a poor guess costs a few tests, not one test per point.
        *known*: bounds on S the caller has proved (see :func:`mtd_on_lattice`)."""
        deal = self._use(state)
        search = self._searcher(deal, _position_of(state), deadline)
        if self.driver == "alphabeta":
            self.passes = 1
            g = search(-INF, INF)
            self.nodes += search.nodes()
            return g
        if guess is None:                 # the playout costs more than it saves in the last tricks
            small = state.hand_mask(state.to_act or 0).bit_count() <= 2     # nor is it asked beside a bound
            big = self.guess == "basic" and not small and known == (None, None)
            guess = self._first_guess(state) if big else 0
        if self.lattice and state.hand_mask(state.to_act or 0).bit_count() > 2:
            return self._value_on_lattice(search, guess, known)
        lo, hi, g = (-INF if known[0] is None else known[0]), (INF if known[1] is None else known[1]), guess
        ups = downs = 0                 # tests in a row that raised the lower bound, or lowered the upper
        while lo < hi:
            if lo > -INF and hi < INF:                  # bracketed: halve the interval
                beta = (lo + hi + 1) // 2
            elif lo > -INF:                             # still rising: 1, 1, 3, 7, 15 … above the bound
                beta = lo + (1 << ups) - 1 if ups > 1 else lo + 1
            elif hi < INF:                              # still falling
                beta = hi - (1 << downs) + 2 if downs > 1 else hi
            else:                                       # the first test: is S ≥ the guess?
                beta = g
            beta = max(lo + 1, min(hi, beta))
            g = search(beta - 1, beta)
            self.passes += 1
            if g < beta:
                hi = g
                downs, ups = downs + 1, 0
            else:
                lo = g
                ups, downs = ups + 1, 0
        self.nodes += search.nodes()
        return lo                       # = hi = the last g (a fail-soft test's bound is never past S)

    def _lattice(self) -> list[int]:
        """Every S the deal can end with (S1–S4, B4–B8), in rising order: the scores of every
        total of the taker's points (C3, in halves), bouts (S1), petit au bout (B5, B6) and slam
        (B7, B8) with this deal's contract, poignées and announcement — a superset of the values
        the search can return; computed once per kind of deal (kept for the process)."""
        d = self._deal
        assert d is not None
        key = (d.contract, d.sizes, d.slam_announced)
        values = _LATTICES.get(key)
        if values is None:
            sides = (None, "taker", "defence")
            values = _LATTICES[key] = sorted({score(Facts(d.contract, h / 2, b, pab, d.sizes, d.slam_announced,
                                                          slam)).S
                                              for h in range(2 * TOTAL_POINTS + 1) for b in range(4)
                                              for pab in sides for slam in sides})
        return values

    def _value_on_lattice(self, search, guess: int, known: tuple[int | None, int | None]) -> int:
        """MTD(f) over the values S can take (:meth:`_lattice`, :func:`mtd_on_lattice`)."""
        value, tests = mtd_on_lattice(search, self._lattice(), guess, known, made_test=self.made_test)
        self.passes += tests
        self.nodes += search.nodes()
        return value

    @staticmethod
    def _first_guess(state: GameState) -> int:
        """The S of the deal played out from *state* by the basic bots (a guess, close to the value)."""
        from .bots import BasicBot, play_deal
        out = play_deal(state.copy(), [BasicBot(0)] * state.table.seats)
        return out.outcome().S

    def _test(self, deal: _Deal, state: GameState, alpha: int, beta: int, deadline: float | None) -> int:
        if state.phase == "done":
            return state.outcome().S
        search = self._searcher(deal, _position_of(state), deadline)
        g = search(alpha, beta)
        self.nodes += search.nodes()
        return g

    def _line(self, state: GameState, value: int, deadline: float | None,
              plies: int | None = None) -> tuple[tuple[Card, ...], GameState]:
        """The principal variation: at each step, the first card (in search order) that keeps *value*;
        its first *plies* cards only when given (and the state after them)."""
        deal = self._use(state)
        s = state.copy()
        line: list[Card] = []
        while s.phase == "play" and (plies is None or len(line) < plies):
            seat = s.to_act
            assert seat is not None
            live = 0
            for h in range(s.table.seats):
                live |= s.hand_mask(h)
            cards = equivalent_runs(s.legal_mask(), (live ^ s.hand_mask(seat)) | mask_of(s.current_trick))
            chosen = cards[0]
            if len(cards) > 1:
                for c in cards:
                    child = s.copy()
                    child.push_card(c)
                    if seat == deal.taker:
                        ok = self._test(deal, child, value - 1, value, deadline) >= value
                    else:
                        ok = self._test(deal, child, value, value + 1, deadline) <= value
                    if ok:
                        chosen = c
                        break
                else:                                   # pragma: no cover - the value is exact
                    raise AssertionError("no card keeps the value")
            s.push_card(chosen)
            line.append(DECK[chosen])
        return tuple(line), s

    def _score(self, half: int, bouts: int, pab, slam) -> int:
        """S3 (with B4, B5, B7, B8) for facts that bound the value — not checked to be possible together."""
        key = (half, bouts, pab, slam)
        v = self._scores.get(key)
        if v is None:
            d = self._deal
            assert d is not None
            v = self._scores[key] = score(Facts(d.contract, half / 2, bouts, pab, d.sizes, d.slam_announced,
                                                slam)).S
        return v

    def _gains(self, bouts: int) -> list[int]:
        """S for each total of the taker's half points from 0, with *bouts* and neither petit au bout
        nor slam (S1–S3, B4): non-decreasing, as more points never lower S. It runs past 182 by the
        most an Excuse can take off the target, counted as points (see :meth:`_searcher`)."""
        g = self._gain.get(bouts)
        if g is None:
            top = 2 * TOTAL_POINTS + 2 * (TARGETS[0] - TARGETS[3])      # past 182: an Excuse's worth added
            g = self._gain[bouts] = [self._score(h, bouts, None, None) for h in range(top + 1)]
        return g

    @staticmethod
    def _past(deal: _Deal, pos: _Position) -> tuple[int, int, int, int, bool]:
        """The facts of the past that S still depends on (see the module docstring): the taker's half
        points and bouts so far (with the discard or the chien, E1/E3; X3–X4 by :func:`trick_share`),
        the flags (bit 1: the taker won every trick; bit 0: the defence did), the tricks not finished,
        and whether the Petit fell in trick 17 with one trick left (B6)."""
        taker, contract, chien = deal.taker, deal.contract, deal.chien
        base = deal.discard if contract.takes_chien_in_hand else chien
        if chien_owner(contract) == "taker":                            # E1/E3: the discard or the chien
            t_half, t_bouts = half_points_of_mask(base), (base & BOUT_MASK).bit_count()
        else:
            t_half = t_bouts = 0
        flags = 3
        for (leader, cards), w in zip(pos.tricks, pos.winners):
            h, b = trick_share(leader, cards, w, taker)
            t_half += h
            t_bouts += b
            flags &= 2 if w == taker else 1
        left = FOUR_PLAYERS.n_tricks - len(pos.tricks)
        petit_prev = bool(pos.tricks) and PETIT_INDEX in pos.tricks[-1][1] and left == 1
        return t_half, t_bouts, flags, left, petit_prev

    def _searcher(self, deal: _Deal, pos: _Position, deadline: float | None):
        """The search from *pos*: the compiled one when ``self.compiled`` (:class:`_CompiledSearch`,
        tables kept in ``self._exact`` for the deal), else the Python one below, as closures over
        its state (the hot path: bit masks, P2–P6 from :mod:`tarot_core.play`, trick 18 scored by
        the referee's functions)."""
        if self.compiled:
            exact = self._exact
            if exact is None:
                mod = _exact_module()
                assert mod is not None                  # __init__ checked it
                worth = tuple(2 * (TARGETS[b] - TARGETS[b + 1]) if b < 3 else 0 for b in range(4))  # X3–X5
                limits = _EXACT_TABLES if self.table_size is None else (self.table_size, self.table_size)
                most = _EXACT_TABLES_MAX if self.table_size is None else limits        # a size asked: fixed
                exact = self._exact = mod.Exact(deal.taker, _score_table(deal), worth, limits[0], SearchTimeout,
                                                limits[1], self._options, most[0], most[1])
            t_half, t_bouts, flags, left, petit_prev = self._past(deal, pos)
            return _CompiledSearch(exact, (pos.hands, pos.leader, pos.trick, t_half, t_bouts, flags, left,
                                           int(petit_prev)), deadline, self.clock)
        taker = deal.taker
        table = FOUR_PLAYERS                         # _deal_of checked it: the hot path's four hands
        n_seats = table.seats
        is_taker = tuple(s == taker for s in range(n_seats))
        after = tuple((s + 1) % n_seats for s in range(n_seats))        # D1: the next seat, looked up
        seat_of = tuple(tuple((s + i) % n_seats for i in range(n_seats)) for s in range(n_seats))
        hands = list(pos.hands)
        tricks = list(pos.tricks)
        winners = list(pos.winners)
        tt, ptt, leaves = self._tt, self._ptt, self._leaves
        table_size = _PY_TABLE if self.table_size is None else self.table_size
        tt_get, ptt_get, leaves_get = tt.get, ptt.get, leaves.get
        s_bound, gains = self._score, self._gains
        contract, slam_announced, chien, discard, sizes = (deal.contract, deal.slam_announced, deal.chien,
                                                           deal.discard, deal.sizes)
        hp, bit, followers = HALF_POINTS, BIT, FOLLOWERS
        legal_of, winning = legal_in_state, winning_card
        reps = equivalent_runs if self.merge else _every_card
        order, bounds, points_only = self.order, self.bounds, self.points_only
        greedy4, top_bound, trump_run = self.greedy4, self.top_bound, self.trump_run
        follow_order, lead_order = self.follow_order, self.lead_order
        monotone, pab_bound, excuse_bound = self.monotone, self.pab_bound, self.excuse_bound
        trump_match = self.trump_match
        killer, killers = self.killer, self._killers
        quick = self.quick
        partition, part = self.partition, self._part
        perf = self.clock
        canon = self.canon
        ccache = self._canon
        ccache_get = ccache.get

        def hands_key(hk: tuple) -> tuple:
            """The hands as the tables key them: renumbered (see :func:`canonical`), or as they are."""
            if not canon:
                return hk
            c = ccache_get(hk)
            if c is None:
                if len(ccache) >= table_size:
                    ccache.clear()
                c = ccache[hk] = canonical(hk)
            return c

        # The facts of the past that S still depends on (see the module docstring).
        t_half, t_bouts, flags, left, petit_prev = self._past(deal, pos)
        live = hands[0] | hands[1] | hands[2] | hands[3] | mask_of(pos.trick)     # the cards still to be won
        live_half = half_points_of_mask(live)
        nodes = 0
        defenders = tuple(seat for seat in range(n_seats) if seat != taker)
        excuse_gain = 0                 # points-only search: the Excuse's worth in target (half points), if out
        rel = 0                         # partition: the relevant cards found below (see small_counts)
        runs: set = set()               # partition: the runs tried as one, all small so far (see settle)

        def takes_the_rest() -> bool:
            """A sure claim, the taker to lead: he wins every trick left. His trumps above all the
            defence's are enough to draw theirs (each defender must follow a trump lead with a trump,
            P2 — or with the Excuse once, X1), after which his other trumps win, and in each suit his
            cards are all above the defence's (P6). His own Excuse only if he has won every trick so
            far: he leads it to the last trick and it wins it (X6)."""
            hand = hands[taker]
            theirs = live ^ hand
            if hand & EXCUSE_BIT:
                if not flags & 2:
                    return False
                hand ^= EXCUSE_BIT
            need = 0
            for seat in defenders:
                h = hands[seat]
                n = (h & TRUMP_MASK).bit_count()
                if n:
                    n += bool(h & EXCUSE_BIT)
                    if n > need:
                        need = n
            if need and ((hand & TRUMP_MASK) >> (theirs & TRUMP_MASK).bit_length()).bit_count() < need:
                return False
            for m in SUIT_MASKS:
                mine = hand & m
                if mine and (mine & -mine) < theirs & m:
                    return False
            return True

        def sure_trumps() -> tuple[bool, int, int]:
            """Once no slam can come (no X6 Excuse): the highest trumps left that one hand holds with
            no other hand's trump between them each win a trick (P6: every higher live trump is in the
            same hand, so never in the same trick) — only the highest one without *trump_run*. Whether
            that hand is the taker's, and the half points and bouts its side is sure of from those
            tricks: each trump's points and ½ point for each other card (C3; an Excuse exchanged for
            ½ point, X3), less ½ point when a partner of a defender holds the Excuse: played to the
            last trick, it changes sides whoever wins it (X5)."""
            trumps = live & TRUMP_MASK
            top_bit = 1 << (trumps.bit_length() - 1)
            h = hands[taker]
            mine = bool(h & top_bit)
            if not mine:
                for h in hands:
                    if h & top_bit:
                        break
            if trump_run:
                own = h & TRUMP_MASK
                shift = (trumps ^ own).bit_length()
                run = own >> shift << shift
            else:
                run = top_bit
            bouts = (run & BOUT_MASK).bit_count()       # trumps: ½ point, the 21 and the Petit 4½ (C3)
            sure = 4 * run.bit_count() + 8 * bouts
            if not mine and live & EXCUSE_BIT & ~h & ~hands[taker]:
                sure -= 1
            return mine, sure, bouts

        def paired_sides() -> tuple[int, int, int, int]:
            """*trump_match*: the taker's sure half points and bouts by :func:`paired_trumps` against every
            defender's trumps, and the most one defender's are against the taker's (a partner's higher
            trump in his trick loses his side nothing; less ½ point when a partner of his holds the
            Excuse, as :func:`sure_trumps`)."""
            mine = hands[taker]
            t_sure, t_bouts_sure = paired_trumps(mine, live ^ mine, n_seats)
            d_sure = d_bouts_sure = 0
            for seat in defenders:
                h = hands[seat]
                if h & TRUMP_MASK:
                    v, b = paired_trumps(h, mine, n_seats)
                    if v and live & EXCUSE_BIT & ~h & ~mine:
                        v -= 1
                    if v > d_sure:
                        d_sure, d_bouts_sure = v, b
            return t_sure, t_bouts_sure, d_sure, d_bouts_sure

        def last(leader: int) -> int:
            """Trick 18: every card is forced; the deal is scored by the referee's functions."""
            h0, h1, h2, h3 = hands
            key = (h0, h1, h2, h3, leader, t_half, t_bouts, flags, petit_prev)
            v = leaves_get(key)
            if v is None:
                cards = tuple(hands[(leader + i) % n_seats].bit_length() - 1 for i in range(n_seats))
                tricks.append((leader, cards))
                winners.append(next_leader(leader, cards, table))
                v = deal_score(contract, taker, slam_announced, chien, discard, sizes, tricks, winners).S
                tricks.pop()
                winners.pop()
                if len(leaves) >= table_size:
                    leaves.clear()
                leaves[key] = v
            return v

        def start(leader: int, alpha: int, beta: int) -> int:
            """A trick start: the table, the sure bounds, then the leader's cards."""
            nonlocal nodes
            nodes += 1
            if left == 1:
                return last(leader)
            if deadline is not None and not nodes & 1023 and perf() > deadline:
                raise SearchTimeout
            if points_only and not flags and not live & PETIT_BIT:
                # No slam nor petit au bout to come, the 21 wins its trick (P6): S = gain[t_half + X]
                # with gain non-decreasing and X the taker's half points to come — plus, while the
                # Excuse is out, the target it would take off if it ends his (module docstring).
                # The best S comes from the best X, searched apart.
                nonlocal excuse_gain
                bouts_now = t_bouts + bool(hands[taker] & TWENTY_ONE_BIT)
                gain = gains(bouts_now)
                excuse_gain = 2 * (TARGETS[bouts_now] - TARGETS[bouts_now + 1]) if live & EXCUSE_BIT else 0
                x = pstart(leader, bisect_right(gain, alpha) - 1 - t_half, bisect_left(gain, beta) - t_half)
                return gain[t_half + x]
            h0, h1, h2, h3 = hands
            # monotone: the taker's half points so far are not in the key; an entry's lower bound holds
            # from the half points it was found with up (S never falls as they grow, S1–S3), its upper
            # bound from there down: e = (lower, upper, best lead, from, up to).
            key = hands_key((h0, h1, h2, h3)) + ((leader, t_bouts, flags) if monotone
                                                 else (leader, t_half, t_bouts, flags))
            e = tt_get(key)
            both = e is not None and e[3] <= t_half <= e[4]         # both bounds hold at t_half
            if e is not None and both:
                lo, hi = e[0], e[1]
            elif bounds:
                petit = live & PETIT_BIT
                pab_t, pab_d = ("taker", "defence") if petit else (None, None)
                if petit and pab_bound and not flags:
                    # B5, P6: with no slam to come (no X6 Excuse), a side without a trump never wins a
                    # trick with the Petit in it, so never its petit au bout (pab_bound).
                    if not hands[taker] & TRUMP_MASK:
                        pab_t = None
                    if not (live ^ hands[taker]) & TRUMP_MASK:
                        pab_d = None
                # excuse_bound (X1, X3): with no slam to come, the side holding the Excuse may play it to
                # this trick (not the last) and keep it: 4 points (8 halves) and a bout it is sure of.
                xh_hi = xb_hi = xh_lo = xb_lo = 0
                if excuse_bound and not flags and live & EXCUSE_BIT:
                    if hands[taker] & EXCUSE_BIT:
                        xh_lo, xb_lo = EXCUSE_KEPT, 1
                    else:
                        xh_hi, xb_hi = EXCUSE_KEPT, 1
                # quick (P2, P5, P6): the leader's cashing tricks in the plain suits, sure to his side
                q_t = q_d = 0
                if quick and not flags and left > 2:
                    if leader == taker:
                        q_t = quick_tricks(hands, leader, live, left - 2)
                    else:
                        q_d = quick_tricks(hands, leader, live, left - 2)
                hi = s_bound(t_half + live_half - xh_hi - q_d, t_bouts + (live & BOUT_MASK).bit_count() - xb_hi,
                             pab_t, "taker" if flags & 2 else None)
                if leader == taker and takes_the_rest():
                    # He wins every trick left; a defender's Excuse may stay with the defence (X3, X7);
                    # his own Petit he keeps for the last trick, or for trick 17 before his Excuse (B5, B6).
                    excuse = bool(live & EXCUSE_BIT & ~hands[taker])
                    lo = s_bound(t_half + live_half - EXCUSE_KEPT * excuse, t_bouts + (live & BOUT_MASK).bit_count()
                                 - excuse, "taker" if hands[taker] & PETIT_BIT else None,
                                 "taker" if flags & 2 else None)
                elif top_bound and not flags and live & TRUMP_MASK:
                    # The highest trumps left win their tricks (P6; no slam to come, so no X6 Excuse):
                    # their side takes at least their points and ½ point a card (see sure_trumps).
                    mine, sure, sure_bouts = sure_trumps()
                    if mine:
                        lo = s_bound(t_half + sure + xh_lo + q_t, t_bouts + sure_bouts + xb_lo, pab_d, None)
                    else:
                        lo = s_bound(t_half + xh_lo + q_t, t_bouts + xb_lo, pab_d, None)
                        hi = s_bound(t_half + live_half - sure - xh_hi - q_d,
                                     t_bouts + (live & BOUT_MASK).bit_count() - sure_bouts - xb_hi,
                                     pab_t, None)
                    if trump_match:
                        # Every trump of a hand wins its trick unless a higher trump of the other side
                        # is in it (see paired_trumps): the surer of the two bounds holds.
                        t_sure, t_sure_bouts, d_sure, d_sure_bouts = paired_sides()
                        lo = max(lo, s_bound(t_half + t_sure + xh_lo + q_t, t_bouts + t_sure_bouts + xb_lo,
                                             pab_d, None))
                        hi = min(hi, s_bound(t_half + live_half - d_sure - xh_hi - q_d,
                                             t_bouts + (live & BOUT_MASK).bit_count() - d_sure_bouts - xb_hi,
                                             pab_t, None))
                else:
                    lo = s_bound(t_half + xh_lo + q_t, t_bouts + xb_lo, pab_d, "defence" if flags & 1 else None)
            else:
                lo, hi = -INF, INF
            hint = -1
            if e is not None:
                hint = e[2]
                if canon and hint >= 0:
                    hint = actual_card(hint, live)
                if not both:            # monotone: found with other half points so far, one bound may hold
                    if e[3] <= t_half and e[0] > lo:
                        lo = e[0]
                    if e[4] >= t_half and e[1] < hi:
                        hi = e[1]
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
            a0, b0 = alpha, beta
            hand = hands[leader]
            cands = reps(hand, live ^ hand)
            order_leads(leader, cands, hint)
            nxt = after[leader]
            best_card = cands[0]
            if is_taker[leader]:
                g = -INF
                for c in cands:
                    hands[leader] = hand ^ bit[c]
                    v = follow_card(1, nxt, leader, followers[c], bit[c], (c,), alpha, beta)
                    if v > g:
                        g, best_card = v, c
                        if g >= beta:
                            break
                        if g > alpha:
                            alpha = g
            else:
                g = INF
                for c in cands:
                    hands[leader] = hand ^ bit[c]
                    v = follow_card(1, nxt, leader, followers[c], bit[c], (c,), alpha, beta)
                    if v < g:
                        g, best_card = v, c
                        if g <= alpha:
                            if killer:
                                killers[left][leader] = c
                            break
                        if g < beta:
                            beta = g
            hands[leader] = hand
            if g <= a0:
                hi = g
            elif g >= b0:
                lo = g
            else:
                lo = hi = g
            if (g <= a0 if is_taker[leader] else g >= b0) and hint >= 0:
                best_card = hint                    # every lead failed: keep the one that once refuted
            if len(tt) >= table_size:
                tt.clear()
            lo_from = hi_to = t_half
            if monotone:                # a bound already there that holds more widely and is as tight stays
                old = tt_get(key)
                if old is not None:
                    if old[0] >= lo and old[3] <= t_half:
                        lo, lo_from = old[0], old[3]
                    if old[1] <= hi and old[4] >= t_half:
                        hi, hi_to = old[1], old[4]
            tt[key] = (lo, hi, canonical_card(best_card, live) if canon else best_card, lo_from, hi_to)
            return g

        def order_leads(leader: int, cands: list[int], hint: int) -> None:
            """A trick start's leads *cands* (rising) in the order they are tried: by :func:`lead_keys`
            (*lead_order*), then the table's best lead first (*hint*, *order*), then, for a defender,
            the lead that last refuted a test at his trick start with as many tricks left (*killer*:
            the defence's refutations repeat across the taker's alternatives)."""
            if len(cands) < 2:
                return
            if lead_order:
                lead_keys(leader, cands)
            if order and hint >= 0 and hint in cands:        # the table's best lead first
                cands.remove(hint)
                cands.insert(0, hint)
            if killer and not is_taker[leader]:
                killer_next(cands, killers[left][leader], 1 if hint >= 0 and cands[0] == hint else 0)

        can_beat = hand_beats
        def lead_keys(leader: int, cands: list[int]) -> None:
            """The leader's cards *cands* (rising) sorted in place, before the table's best lead is put
            first. *lead_order* (issue 26, tarot sense): the cards that no opponent can beat (P2–P6:
            masters of their suit, or of the trumps) first, the most points first (C3), never the
            Excuse (X1: it wins nothing, X3); then the fewest points first (rising among equals)."""
            mine = is_taker[leader]
            prim = {}
            for c in cands:
                key = hp[c]
                if c != EXCUSE_INDEX:
                    f = followers[c]
                    for s in range(n_seats):
                        if s != leader and is_taker[s] != mine and can_beat(hands[s], f, c):
                            break
                    else:
                        key = -(1000 + hp[c])
                prim[c] = key
            cands.sort(key=prim.__getitem__)

        def follow_keys(pos: int, seat: int, leader: int, follow: int, played: int, cards: tuple,
                        cands: list[int]) -> None:
            """The second or third seat's cards *cands* (rising) sorted in place by :func:`follower_key`
            (a stable sort: rising among equals)."""
            prim = {c: follower_key(c, pos, leader, follow, played, cards, hands, is_taker) for c in cands}
            cands.sort(key=prim.__getitem__)

        def follower(fourth_card):
            """The node of the second or third player of the trick in progress (P2–P5, X1); the
            fourth card is then *fourth_card*'s."""
            def follow_card(pos: int, seat: int, leader: int, follow: int, played: int, cards: tuple,
                            alpha: int, beta: int) -> int:
                nonlocal nodes
                nodes += 1
                hand = hands[seat]
                legal = legal_of(hand, follow, played)
                cands = reps(legal, live ^ hand) if legal & (legal - 1) else [legal.bit_length() - 1]
                if partition:
                    runs.update(merged_runs(legal, cands))
                if follow_order and len(cands) > 1:
                    follow_keys(pos, seat, leader, follow, played, cards, cands)
                nxt = after[seat]
                child = fourth_card if pos == 2 else follow_card
                if is_taker[seat]:
                    g = -INF
                    for c in cands:
                        hands[seat] = hand ^ bit[c]
                        v = child(pos + 1, nxt, leader, follow or followers[c], played | bit[c], cards + (c,),
                                  alpha, beta)
                        if v > g:
                            g = v
                            if g >= beta:
                                break
                            if g > alpha:
                                alpha = g
                else:
                    g = INF
                    for c in cands:
                        hands[seat] = hand ^ bit[c]
                        v = child(pos + 1, nxt, leader, follow or followers[c], played | bit[c], cards + (c,),
                                  alpha, beta)
                        if v < g:
                            g = v
                            if g <= alpha:
                                break
                            if g < beta:
                                beta = g
                hands[seat] = hand
                return g
            return follow_card

        def fourth_keys(seat: int, leader: int, follow: int, played: int, cards: tuple) -> tuple[list[int], int]:
            """The fourth player's cards, each with a flag (128) when it wins the trick (P6); and the
            seat winning the trick so far."""
            hand = hands[seat]
            legal = legal_of(hand, follow, played)
            w3 = winning(follow, played)
            w3 = seat_of[leader][cards.index(w3)] if w3 >= 0 else seat
            if not legal & (legal - 1):
                c = legal.bit_length() - 1
                return [c | 128 if winning(follow or followers[c], played | bit[c]) == c else c], w3
            cands = reps(legal, live ^ hand)
            if partition:
                runs.update(merged_runs(legal, cands))
            keys = [c | 128 if winning(follow or followers[c], played | bit[c]) == c else c for c in cands]
            if greedy4:
                # The trick's points for his side first: when his side takes it, his card's points
                # added (the most first); when the other side does, his card's points lost (the
                # fewest first); rising order among equals (the lowest winning card first).
                mine = is_taker[seat]
                won3 = is_taker[w3] == mine
                keys.sort(key=lambda k: -(256 + hp[k & 127]) if (k & 128) or won3 else hp[k & 127])
            return keys, w3

        def fourth(pos: int, seat: int, leader: int, follow: int, played: int, cards: tuple,
                   alpha: int, beta: int) -> int:
            """The fourth card of a trick: P6 gives the trick, the past's facts move on (X3–X4 by
            :func:`trick_share`), the next trick starts — its table entry is read here first.
            (A timeout leaves this state half undone: the searcher is then dropped.)"""
            nonlocal t_half, t_bouts, flags, left, petit_prev, live, live_half, nodes
            nodes += 1
            keys, w3 = fourth_keys(seat, leader, follow, played, cards)
            mine = is_taker[seat]
            hand = hands[seat]
            saved = t_half, t_bouts, flags, live, live_half
            base_half = hp[cards[0]] + hp[cards[1]] + hp[cards[2]]
            left -= 1
            g = -INF if mine else INF
            for k in keys:
                c = k & 127
                w = seat if k & 128 else w3
                hands[seat] = hand ^ bit[c]
                played4 = played | bit[c]
                trick4 = cards + (c,)
                if played4 & EXCUSE_BIT:
                    h, b = trick_share(leader, trick4, w, taker)
                    t_half += h
                    t_bouts += b
                elif w == taker:
                    t_half += base_half + hp[c]
                    t_bouts += (played4 & BOUT_MASK).bit_count()
                flags &= 2 if w == taker else 1
                live ^= played4
                live_half -= base_half + hp[c]
                tricks.append((leader, trick4))
                winners.append(w)
                if left == 1:
                    nodes += 1
                    petit_prev = bool(played4 & PETIT_BIT)
                    v = last(w)
                    petit_prev = False
                else:
                    h0, h1, h2, h3 = hands
                    e = tt_get(hands_key((h0, h1, h2, h3))
                               + ((w, t_bouts, flags) if monotone else (w, t_half, t_bouts, flags)))
                    if e is not None and e[0] >= beta and e[3] <= t_half:
                        nodes += 1
                        v = e[0]
                    elif e is not None and e[1] <= alpha and e[4] >= t_half:
                        nodes += 1
                        v = e[1]
                    else:
                        v = start(w, alpha, beta)
                tricks.pop()
                winners.pop()
                t_half, t_bouts, flags, live, live_half = saved
                if mine:
                    if v > g:
                        g = v
                        if g >= beta:
                            break
                        if g > alpha:
                            alpha = g
                elif v < g:
                    g = v
                    if g <= alpha:
                        break
                    if g < beta:
                        beta = g
            left += 1
            hands[seat] = hand
            return g

        # --- only points at stake: the value is X, the taker's half points from this trick on -------
        def plast(leader: int) -> int:
            """Trick 18 with only points at stake: every card is forced, P6 gives the trick; an
            Excuse in it changes sides (X5: X6 needs a side that won every trick)."""
            nonlocal rel
            cards = tuple(hands[(leader + i) % n_seats].bit_length() - 1 for i in range(n_seats))
            half = hp[cards[0]] + hp[cards[1]] + hp[cards[2]] + hp[cards[3]]
            won = is_taker[next_leader(leader, cards, table)]
            if partition:                               # a 1–10 that wins the trick: its rank mattered
                follow = played = 0
                for c in cards:
                    follow, played = follow or followers[c], played | bit[c]
                rel |= bit[winning(follow, played)] & _PLAIN_LOW
            if EXCUSE_INDEX in cards:
                if is_taker[seat_at(leader, cards.index(EXCUSE_INDEX), table)]:      # the taker's: to the defence
                    return half - EXCUSE_HALF if won else 0
                return (half if won else EXCUSE_HALF) + excuse_gain            # a defender's: to the taker
            return half if won else 0

        def pstart(leader: int, alpha: int, beta: int) -> int:
            """:func:`start` with only points at stake (its table is keyed by the hands, the leader and
            the Excuse's worth)."""
            nonlocal nodes
            nodes += 1
            if left == 1:
                return plast(leader)
            if deadline is not None and not nodes & 1023 and perf() > deadline:
                raise SearchTimeout
            nonlocal rel, runs
            h0, h1, h2, h3 = hands
            ch = hands_key((h0, h1, h2, h3))
            key = ch + (leader, excuse_gain)
            e = ptt_get(key)
            outer_rel, outer_runs, rel, runs = rel, runs, 0, set()
            local = 0                                   # partition: what this node itself found relevant
            local_runs: set = set()
            coarse = None
            if e is not None:
                lo, hi, hint = e[0], e[1], e[2]
                if partition:                           # the entry's relevant cards and runs hold here too
                    marked, marked_runs = _entry_marks(e[3], e[4], live)
                    local |= marked
                    local_runs.update(marked_runs)
                if canon and hint >= 0:
                    hint = actual_card(hint, live)
            elif bounds:
                lo, hi, hint = 0, live_half + excuse_gain, -1
                if excuse_bound and live & EXCUSE_BIT:          # the Excuse played now and kept: see start
                    if hands[taker] & EXCUSE_BIT:
                        lo = EXCUSE_KEPT + excuse_gain
                    else:
                        hi = live_half - EXCUSE_KEPT
                claimed = leader == taker and takes_the_rest()
                if claimed:
                    lo = live_half - EXCUSE_KEPT * bool(live & EXCUSE_BIT)     # a defender's Excuse (X3)
                    local |= hands[taker] & _PLAIN_LOW              # his cards above the defence's (P6)
                elif top_bound and live & TRUMP_MASK:           # the highest trumps left: see start
                    mine, sure, _ = sure_trumps()
                    t_sure, d_sure = (sure, 0) if mine else (0, sure)
                    if trump_match:
                        t_match, _, d_match, _ = paired_sides()
                        t_sure, d_sure = max(t_sure, t_match), max(d_sure, d_match)
                    lo += t_sure
                    hi -= d_sure
                if quick and not claimed and not partition and left > 2:    # his cashing tricks: see start
                    if leader == taker:
                        lo += quick_tricks(hands, leader, live, left - 2)
                    else:
                        hi -= quick_tricks(hands, leader, live, left - 2)
                if partition:                           # an entry for positions alike but for small cards
                    coarse = _coarse_key(ch, leader, excuse_gain)
                    for counts, above, p_lo, p_hi, p_runs in part.get(coarse, ()):
                        small = _small_mask(counts)
                        if (p_lo > lo or p_hi < hi) and all((h & _PLAIN_LOW & ~small) == a for h, a in zip(ch, above)):
                            cut = threshold_cards(counts, live)
                            local |= cut
                            lo, hi = max(lo, p_lo), min(hi, p_hi)
                            for suit, holder in p_runs:         # its runs: within that hand's small cards
                                t = cut & _SUIT_LOW[suit]
                                mine_small = hands[holder] & live & _SUIT_LOW[suit] & ((t - 1) if t else -1)
                                local_runs.add((mine_small & -mine_small, 1 << (mine_small.bit_length() - 1)))
            else:
                lo, hi, hint = -INF, INF, -1
            if lo >= beta or hi <= alpha:
                if partition:
                    local, local_runs = settle(local, local_runs, live)
                rel, runs = outer_rel | local, outer_runs | local_runs
                return lo if lo >= beta else hi
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
            a0, b0 = alpha, beta
            hand = hands[leader]
            cands = reps(hand, live ^ hand)
            if partition:
                local_runs.update(merged_runs(hand, cands))
            order_leads(leader, cands, hint)
            nxt = after[leader]
            best_card = cands[0]
            if is_taker[leader]:
                g = -INF
                for c in cands:
                    hands[leader] = hand ^ bit[c]
                    v = pfollow(1, nxt, leader, followers[c], bit[c], (c,), alpha, beta)
                    if v > g:
                        g, best_card = v, c
                        if g >= beta:
                            break
                        if g > alpha:
                            alpha = g
            else:
                g = INF
                for c in cands:
                    hands[leader] = hand ^ bit[c]
                    v = pfollow(1, nxt, leader, followers[c], bit[c], (c,), alpha, beta)
                    if v < g:
                        g, best_card = v, c
                        if g <= alpha:
                            if killer:
                                killers[left][leader] = c
                            break
                        if g < beta:
                            beta = g
            hands[leader] = hand
            if g <= a0:
                hi = g
            elif g >= b0:
                lo = g
            else:
                lo = hi = g
            if (g <= a0 if is_taker[leader] else g >= b0) and hint >= 0:
                best_card = hint                    # every lead failed: keep the one that once refuted
            if len(ptt) >= table_size:
                ptt.clear()
            if not partition:
                ptt[key] = (lo, hi, canonical_card(best_card, live) if canon else best_card)
                return g
            # partition: the bound holds wherever only the small cards differ (see small_counts)
            found, left_runs = settle(rel | local, runs | local_runs, live)
            counts = small_counts(found, live)
            ptt[key] = (lo, hi, canonical_card(best_card, live) if canon else best_card, counts,
                        tuple((canonical_card(a.bit_length() - 1, live), canonical_card(b.bit_length() - 1, live))
                              for a, b in left_runs))
            if any(counts):
                if coarse is None:
                    coarse = _coarse_key(ch, leader, excuse_gain)
                small = _small_mask(counts)
                above = tuple(h & _PLAIN_LOW & ~small for h in ch)
                holders = frozenset(((a.bit_length() - 1) // 14, next(i for i in range(n_seats) if hands[i] & a))
                                    for a, _ in left_runs)
                entries = part.setdefault(coarse, [])
                for k, (c2, a2, lo2, hi2, h2) in enumerate(entries):
                    if c2 == counts and a2 == above and h2 == holders:
                        entries[k] = (counts, above, max(lo, lo2), min(hi, hi2), holders)
                        break
                else:
                    if len(part) >= table_size:
                        part.clear()
                        entries = part.setdefault(coarse, [])
                    entries.append((counts, above, lo, hi, holders))
                    if len(entries) > _PARTITION_ENTRIES:
                        del entries[0]
            rel, runs = outer_rel | found, outer_runs | left_runs
            return g

        def pfourth(pos: int, seat: int, leader: int, follow: int, played: int, cards: tuple,
                    alpha: int, beta: int) -> int:
            """:func:`fourth` with only points at stake: the trick's points go to its winner (P6)."""
            nonlocal left, live, live_half, nodes, excuse_gain, rel
            nodes += 1
            keys, w3 = fourth_keys(seat, leader, follow, played, cards)
            mine = is_taker[seat]
            hand = hands[seat]
            saved = live, live_half, excuse_gain
            base_half = hp[cards[0]] + hp[cards[1]] + hp[cards[2]]
            left -= 1
            g = -INF if mine else INF
            for k in keys:
                c = k & 127
                w = seat if k & 128 else w3
                hands[seat] = hand ^ bit[c]
                played4 = played | bit[c]
                if played4 & EXCUSE_BIT:                  # X3–X4 (trick_share), and its bout's worth
                    won = trick_share(leader, cards + (c,), w, taker)[0]
                    if is_taker[seat_at(leader, (cards + (c,)).index(EXCUSE_INDEX), table)]:
                        won += excuse_gain
                    excuse_gain = 0
                else:
                    won = base_half + hp[c] if is_taker[w] else 0
                if partition:                             # a 1–10 that wins the trick: its rank mattered
                    rel |= bit[winning(follow or followers[c], played4)] & _PLAIN_LOW
                live ^= played4
                live_half -= base_half + hp[c]
                if left == 1:
                    nodes += 1
                    v = won + plast(w)
                else:
                    h0, h1, h2, h3 = hands
                    e = ptt_get(hands_key((h0, h1, h2, h3)) + (w, excuse_gain))
                    if e is not None and (e[0] + won >= beta or e[1] + won <= alpha):
                        nodes += 1
                        v = e[0] + won if e[0] + won >= beta else e[1] + won
                        if partition:                     # the entry's relevant cards and runs
                            marked, marked_runs = _entry_marks(e[3], e[4], live)
                            rel |= marked
                            runs.update(marked_runs)
                    else:
                        v = won + pstart(w, alpha - won, beta - won)
                live, live_half, excuse_gain = saved
                if mine:
                    if v > g:
                        g = v
                        if g >= beta:
                            break
                        if g > alpha:
                            alpha = g
                elif v < g:
                    g = v
                    if g <= alpha:
                        break
                    if g < beta:
                        beta = g
            left += 1
            hands[seat] = hand
            return g

        follow_card, pfollow = follower(fourth), follower(pfourth)
        trick, root_leader = pos.trick, pos.leader

        def root(alpha: int, beta: int) -> int:
            nonlocal nodes
            n = len(trick)
            if n == 0:
                return start(root_leader, alpha, beta)
            if left == 1:                             # the last trick in progress: every card is forced
                nodes += 1
                cards = trick + tuple(hands[(root_leader + i) % n_seats].bit_length() - 1 for i in range(n, n_seats))
                return deal_score(contract, taker, slam_announced, chien, discard, sizes,
                                  tricks + [(root_leader, cards)], winners + [next_leader(root_leader, cards, table)]).S
            follow = played = 0
            for c in trick:
                follow, played = follow or followers[c], played | bit[c]
            node = fourth if n == 3 else follow_card
            return node(n, (root_leader + n) % n_seats, root_leader, follow, played, trick, alpha, beta)

        class _Search:
            """The root: call it with a window (alpha, beta) for a fail-soft value of S."""

            def __call__(self, alpha: int, beta: int) -> int:
                if deadline is not None and perf() > deadline:      # a test too short to look (as in C)
                    raise SearchTimeout
                return root(alpha, beta)

            def nodes(self) -> int:
                return nodes

        return _Search()


def solve(state: GameState, *, time_limit: float | None = None, solver: Solver | None = None) -> Solution:
    """The exact result of *state* with best play by both sides, all cards known (see the module
    docstring); *solver* keeps its tables across calls on one deal; :class:`SearchTimeout` when
    *time_limit* (seconds) runs out. Three and five players: the search with camps (V7),
    :func:`tarot_core.analysis.solver_tables.solve`, which chooses the search by the table."""
    return (solver or Solver()).solve(state, time_limit=time_limit)


# --- the review of a played deal ---------------------------------------------------------------------------
@dataclass(frozen=True)
class CardReview:
    """One card of a reviewed deal: the best S reachable before it and after it (None when the
    search could not finish in time: ``complete`` is then False).

    ``cost`` is what the card lost for its side (the taker maximises S, the defence minimises it):
    ``value_before − value_after`` for the taker, the reverse for a defender — 0 for a best card.
    ``turned`` is 'lost' when the card turned a contract made with best play into a failed one
    (a taker's card), 'gave' when it turned a failed one into a made one (a defender's card), else None.
    """
    trick: int
    seat: int
    side: str
    card: Card
    value_before: int | None
    value_after: int | None
    made_before: bool | None
    made_after: bool | None
    best_card: Card | None
    complete: bool

    @property
    def cost(self) -> int | None:
        if self.value_before is None or self.value_after is None:
            return None
        diff = self.value_before - self.value_after
        return -diff if self.side == "defence" else diff       # the attack (taker, partner V7) maximises

    @property
    def turned(self) -> str | None:
        if self.made_before is None or self.made_after is None or self.made_before == self.made_after:
            return None
        return "lost" if self.made_before else "gave"

    def text(self, lang: str | None = None) -> str:
        """One line about this card, in *lang*: the trick, the seat and its side (P7), the card in
        the language's notation, the best S (S3) before and after it, its cost for its side and the
        best card instead, and whether it lost (or gave away) the contract.

        >>> from tarot_core.io.golden import golden_records
        >>> r = review(golden_records()["excuse_last_trick_changes_sides"], from_trick=17)
        >>> print(r.cards[2].text("en"))  # doctest: +NORMALIZE_WHITESPACE
        trick 17, seat 3 (defence) plays KD: S with best play −78 before, +52 after; it cost its side 130,
        EX was better; it gave the contract away
        >>> print(r.cards[2].text("fr"))  # doctest: +NORMALIZE_WHITESPACE
        pli 17, siège 3 (défense) joue R♦ : S avec le meilleur jeu −78 avant, +52 après ; elle coûte 130
        à son camp, EX valait mieux ; elle a laissé passer le contrat
        >>> print(r.cards[3].text("en"))
        trick 17, seat 0 (taker) plays 8D: S with best play +52 before, +52 after; no cost
        """
        from ..catalogue import text
        from ..errors import notation
        head = text("analysis.card.head", lang, trick=text("fmt.where.trick", lang, trick=self.trick),
                    seat=text("fmt.where.seat", lang, seat=self.seat),
                    side=text(f"side.short.{self.side}", lang), card=notation(self.card, lang))
        if not self.complete or self.value_before is None or self.value_after is None:
            return text("analysis.card.unjudged", lang, head=head)
        line = text("analysis.card.values", lang, head=head,
                    before=format_number(self.value_before, lang, signed=True),
                    after=format_number(self.value_after, lang, signed=True))
        cost = self.cost or 0
        if cost <= 0:
            line = text("analysis.card.free", lang, line=line)
        elif self.best_card is None:
            line = text("analysis.card.cost_only", lang, line=line, cost=format_number(cost, lang))
        else:
            line = text("analysis.card.cost", lang, line=line, cost=format_number(cost, lang),
                        best=notation(self.best_card, lang))
        if self.turned:
            line = text("analysis.card.turned", lang, line=line, what=text(f"analysis.turned.{self.turned}", lang))
        return line

    def to_json(self) -> dict:
        """Plain data (card codes, None for what was not judged): trick, seat, side, card, the
        values and made/failed before and after, cost, best_card, turned, complete."""
        return {"trick": self.trick, "seat": self.seat, "side": self.side, "card": self.card.code,
                "value_before": self.value_before, "value_after": self.value_after, "cost": self.cost,
                "made_before": self.made_before, "made_after": self.made_after,
                "best_card": self.best_card.code if self.best_card is not None and self.complete else None,
                "turned": self.turned, "complete": self.complete}


@dataclass(frozen=True)
class Review:
    """The review of the cards of a deal from one trick on (see :func:`review`). ``nodes`` and
    ``seconds``: the search's, over every call that built it (a review taken up again with
    ``resume`` adds its own). ``record``, ``from_trick`` and ``judged`` (each position solved so far,
    by its index in the deal's states) are what :func:`review` needs to take it up again."""
    cards: tuple[CardReview, ...]
    complete: bool
    nodes: int
    seconds: float
    record: DealRecord | None = field(default=None, repr=False, compare=False)
    from_trick: int = field(default=1, repr=False, compare=False)
    judged: dict[int, Judgement] = field(default_factory=dict, repr=False, compare=False)

    @property
    def mistakes(self) -> tuple[CardReview, ...]:
        """The cards that cost their side something (cost > 0), in play order."""
        return tuple(c for c in self.cards if c.cost)

    @property
    def turning_card(self) -> CardReview | None:
        """The card that turned the contract (made → failed, or failed → made), if one did."""
        return next((c for c in self.cards if c.turned), None)

    @property
    def first_judged(self) -> CardReview | None:
        """The first card the search judged (the positions are solved from the last one back, so
        with a time limit the judged cards are the last ones)."""
        return next((c for c in self.cards if c.complete), None)

    def summary(self, lang: str | None = None) -> str:
        """The verdict in a few sentences, in *lang*: from which card and trick the search judged,
        S (S3) with best play there and whether the contract could be made (S1–S2), S as played,
        then the card that turned the contract (its trick, seat and side), or that no card cost
        the contract, or that no play could save it; then how many cards cost points. An
        incomplete review says which cards were not judged.

        >>> from tarot_core.io.golden import golden_records
        >>> r = review(golden_records()["excuse_last_trick_changes_sides"], from_trick=17)
        >>> print(r.summary("en"))  # doctest: +NORMALIZE_WHITESPACE
        Judged from CC in trick 17: with best play by both sides from there, S = −78 and the contract
        cannot be made. As played: S = +52, the contract is made. The turning card: KD, played by
        seat 3 (defence) in trick 17: it gave the contract away (EX was the card to play). 1 card of
        the 8 judged cost its side points.
        >>> print(r.summary("fr"))  # doctest: +NORMALIZE_WHITESPACE
        Analyse à partir de C♣ au pli 17 : avec le meilleur jeu des deux camps dès ce moment, S = −78
        et le contrat ne peut plus être réussi. Donne jouée : S = +52, le contrat est réussi. La carte
        décisive : R♦, jouée par le siège 3 (défense) au pli 17 : elle a laissé passer le contrat (il
        fallait jouer EX). 1 carte sur les 8 jugées a coûté des points à son camp.
        """
        from ..catalogue import text, text_count
        from ..errors import notation
        judged = [c for c in self.cards if c.complete]
        first = self.first_judged
        if first is None or first.value_before is None:
            return text("analysis.summary.none_judged" if self.cards else "analysis.summary.empty", lang)
        out = [text(f"analysis.summary.start.{'made' if first.made_before else 'failed'}", lang,
                    card=notation(first.card, lang), trick=first.trick,
                    S=format_number(first.value_before, lang, signed=True))]
        last = self.cards[-1]
        if last.complete and last.value_after is not None:
            out.append(text(f"analysis.summary.played.{'made' if last.made_after else 'failed'}", lang,
                            S=format_number(last.value_after, lang, signed=True)))
        turns = [c for c in judged if c.turned]
        if turns:
            t = turns[0]
            best = notation(t.best_card, lang) if t.best_card is not None else "?"
            out.append(text("analysis.summary.turning", lang, card=notation(t.card, lang),
                            seat=text("fmt.where.seat", lang, seat=t.seat), side=text(f"side.short.{t.side}", lang),
                            trick=t.trick, what=text(f"analysis.turned.{t.turned}", lang), best=best))
            if len(turns) > 1:
                out.append(text_count("analysis.summary.more_turns", len(turns) - 1, lang))
        else:
            out.append(text("analysis.summary.no_turn.made" if first.made_before else "analysis.summary.no_turn.lost",
                            lang))
        costly = sum(1 for c in judged if c.cost)
        if costly:
            out.append(text_count("analysis.summary.costly", costly, lang, total=len(judged)))
        else:
            out.append(text("analysis.summary.costly.none", lang, total=len(judged)))
        if not self.complete:
            out.append(text("analysis.summary.incomplete", lang, card=notation(first.card, lang), trick=first.trick))
        return " ".join(out)

    def to_json(self) -> dict:
        """Plain data for JSON: ``complete``, ``first_trick_judged`` (None when no card was
        judged), ``nodes``, ``seconds`` and ``positions``, one per card in play order
        (:meth:`CardReview.to_json`; the values of a card not judged are None).

        >>> from tarot_core.io.golden import golden_records
        >>> d = review(golden_records()["excuse_last_trick_changes_sides"], from_trick=17).to_json()
        >>> d["complete"], d["first_trick_judged"], len(d["positions"])
        (True, 17, 8)
        >>> kd = d["positions"][2]
        >>> {k: kd[k] for k in ("trick", "seat", "card", "value_before", "value_after", "cost", "turned")}
        {'trick': 17, 'seat': 3, 'card': 'KD', 'value_before': -78, 'value_after': 52, 'cost': 130, 'turned': 'gave'}
        """
        first = self.first_judged
        return {"complete": self.complete, "first_trick_judged": first.trick if first else None,
                "nodes": self.nodes, "seconds": round(self.seconds, 3),
                "positions": [c.to_json() for c in self.cards]}


def _side_of(seat: int, taker: int | None, partner: int | None) -> str:
    """'taker', 'partner' (five players, V5) or 'defence': the camp of *seat* (V7)."""
    return "taker" if seat == taker else "partner" if seat == partner else "defence"


class ReviewProgress(NamedTuple):
    """How far a running :func:`review` has come (its *progress* callback gets one after each
    position it solved): the ``trick`` and ``card`` (1 = its lead) of the earliest position solved —
    the search works from the last card back —, the positions ``solved`` of ``positions`` to solve,
    and the wall-clock ``seconds`` so far."""
    trick: int
    card: int
    solved: int
    positions: int
    seconds: float

    def text(self, lang: str | None = None) -> str:
        """How far back the review has judged, in *lang* (the replayer's panel and ``tarot analyse``
        show it while they wait).

        >>> p = ReviewProgress(trick=14, card=2, solved=20, positions=40, seconds=3.46)
        >>> p.text("en"), p.text("fr")  # doctest: +NORMALIZE_WHITESPACE
        ('Judged so far: from card 2 of trick 14 to the end (3.5 s).',
         "Déjà jugées : de la carte 2 du pli 14 jusqu'à la fin (3,5 s).")
        """
        from ..catalogue import text
        return text("analysis.progress", lang, card=self.card, trick=self.trick,
                    seconds=format_number(round(self.seconds, 1), lang))


def review(state_or_record, from_trick: int = 1, time_limit: float | None = None, *,
           solver: ExactSearch | None = None,
           progress: Callable[[ReviewProgress], None] | None = None, progress_every: float = 0.0,
           resume: Review | None = None) -> Review:
    """For every card played from the first card of trick *from_trick* on: the best S before it and
    after it (all cards known, :func:`solve`), the side of its player, a best card instead, and
    whether it turned the contract (see :class:`CardReview`).

    *state_or_record*: a :class:`~tarot_core.game.GameState` (the cards played so far are reviewed)
    or a deal record (dict, JSON text or :class:`~tarot_core.record.DealRecord`). The positions are
    solved from the last one back, sharing one table; *time_limit* (seconds, for the whole review)
    stops the search: the cards left unjudged have ``complete=False`` and no values. *solver*: the
    search (:class:`Solver` by default; at three and five players a
    :class:`~tarot_core.analysis.solver_tables.TableSolver`, as :func:`tarot_core.analysis.solver_tables.review`
    gives it), whose sides are camps: 'taker', 'partner' (V5) or 'defence'. *progress*: called with a
    :class:`ReviewProgress` after a position solved — the first, then at most every *progress_every*
    seconds (the replayer's panel and ``tarot analyse`` show it while they wait).
    *resume*: a review of the same deal from the same trick that a time limit cut short: the positions
    it solved are kept and the search goes on from the earliest of them, back (the replayer's "judge
    further back"); *time_limit* is this call's. With the same *solver*, its tables still hold what
    the first call found. A review of another deal or from another trick is refused (ValueError).

    Here seat 3, a defender, keeps the Excuse for the last trick: it changes sides there (X5) and
    the taker, who had 37 points and 1 bout, makes his Garde with 41.5 and 2 (−78 becomes +52).

    >>> from tarot_core.io.golden import golden_records
    >>> r = review(golden_records()["excuse_last_trick_changes_sides"], from_trick=17)
    >>> for c in r.cards[:4]:
    ...     print(c.card.code, c.side, c.value_before, c.value_after, c.cost)
    CC defence -78 -78 0
    CS defence -78 -78 0
    KD defence -78 52 130
    8D taker 52 52 0
    >>> t = r.turning_card; t.card.code, t.turned, t.best_card.code, r.complete
    ('KD', 'gave', 'EX', True)
    """
    started = time.perf_counter()
    deadline = started + time_limit if time_limit is not None else None
    record = state_or_record.record() if isinstance(state_or_record, GameState) else load_record(state_or_record)
    if resume is not None and (resume.record != record or resume.from_trick != from_trick):
        raise ValueError("review: resume= must be a review of the same deal from the same trick")
    states = list(replay_states(record, partial=True))
    plays = [(i, st) for i, st in enumerate(states[:-1])
             if st.phase == "play" and st.trick_number >= from_trick and states[i + 1].actions[-1].kind == "play"]
    solver = solver or Solver()
    found: dict[int, Judgement] = dict(resume.judged) if resume is not None else {}
    nodes = resume.nodes if resume is not None else 0
    complete = True
    needed = sorted({i for i, _ in plays} | {i + 1 for i, _ in plays}, reverse=True)
    taker, partner = states[-1].taker, states[-1].partner
    played = {i for i, _ in plays}
    guess = None
    next_progress = 0.0                 # seconds into the review: when progress is next told
    for i in needed:
        st = states[i]
        if st.phase != "play" and st.phase != "done":
            continue
        if i in found:                  # solved by the review taken up again
            guess = found[i].S
            continue
        remaining = None if deadline is None else deadline - time.perf_counter()
        if remaining is not None and remaining <= 0:
            complete = False
            break
        after = found.get(i + 1) if i in played else None   # the card played reaches after.S: its side
        bound = None if after is None else after.S             # can reach as much with best play (S3, V7)
        attack = st.to_act is not None and _side_of(st.to_act, taker, partner) != "defence"
        try:
            sol = solver.judge(st, time_limit=remaining, guess=guess,
                               at_least=bound if attack else None, at_most=None if attack else bound)
        except SearchTimeout:
            complete = False
            break
        found[i] = sol
        nodes += sol.nodes
        guess = sol.S
        if progress is not None and st.phase == "play" and time.perf_counter() - started >= next_progress:
            next_progress = time.perf_counter() - started + progress_every
            progress(ReviewProgress(st.trick_number, len(st.current_trick) + 1, len(found), len(needed),
                                    time.perf_counter() - started))
    out = []
    for i, st in plays:
        action = states[i + 1].actions[-1]
        assert isinstance(action, PlayCard)       # a play state follows a card (P1)
        before, after = found.get(i), found.get(i + 1)
        if before is None or after is None:        # half known is not judged: no value is shown
            before = after = None
        out.append(CardReview(
            trick=st.trick_number, seat=action.seat, side=_side_of(action.seat, taker, partner),
            card=action.card,
            value_before=before.S if before else None, value_after=after.S if after else None,
            made_before=before.made if before else None, made_after=after.made if after else None,
            best_card=before.best_card if before else None, complete=before is not None and after is not None))
    seconds = time.perf_counter() - started + (resume.seconds if resume is not None else 0.0)
    return Review(tuple(out), complete and all(c.complete for c in out), nodes, seconds, record, from_trick, found)


__all__ = ["Solution", "Judgement", "ExactSearch", "Solver", "SearchTimeout", "solve", "review", "Review", "CardReview",
           "ReviewProgress", "trick_share", "equivalent_runs", "hand_beats", "follower_key", "mtd_on_lattice",
           "FOLLOW_WORTH"]
