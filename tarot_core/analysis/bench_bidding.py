"""The bidding habits measured (issue 24, "Bidding"): how the auctions end over many deals
(:func:`auction_figures`) and a habit played against the published count alone in duplicate
(:func:`duplicate_bidding`), four basic bots playing the cards — the figures lesson 12 prints and
:func:`~tarot_core.analysis.bidding.bid_modern` keeps only what measured better."""
from __future__ import annotations

from typing import NamedTuple

from ..auction import Contract
from ..game import GameState
from ..table import FOUR_PLAYERS
from .bidding import COUNT_ALONE, Habits, bid_by_count, bid_with_habits
from .bots import BasicBot, play_deal
from .stats import mean_interval


def auction_figures(deals: int, seed: int = 0, habits: Habits = COUNT_ALONE) -> dict[str, int]:
    """Four players, each bidding by the count with *habits*, on deals ``seed`` to ``seed + deals − 1``
    (dealer ``i mod 4``): how many auctions end all pass (A3) and how many in each contract (the
    best bid, A1–A2), by code; ``"cancelled"``: petit sec deals, never bid (D4). The auctions only,
    no card played (a second for 1,500 deals)."""
    out = dict.fromkeys(["all-pass", *(c.code for c in Contract), "cancelled"], 0)
    for i in range(deals):
        state = GameState.new(seed=seed + i, dealer=i % FOUR_PLAYERS.seats)
        if state.phase == "cancelled":
            out["cancelled"] += 1
            continue
        _auction_all(state, habits)
        out[state.contract.code if state.contract else "all-pass"] += 1
    return out


def _auction_all(state, habits: Habits) -> None:
    while state.phase == "auction":
        state.bid(bid_with_habits(state.view(state.to_act), habits))


class ChangedAuction(NamedTuple):
    """One rotation of :func:`duplicate_bidding` where the habits changed the auction: the bid the
    habits' seat made (None: a pass), the contract the deal was played in (None: all passed) and
    whether that seat was its taker, whether it was made (S1), and that seat's score with the habits
    and with the count alone on the same cards (S4)."""
    bid: Contract | None
    contract: Contract | None
    taker: bool
    made: bool | None
    score: int
    score_count: int


class BiddingDuplicate(NamedTuple):
    """A duplicate comparison of bidding *habits* against the count alone at four players (see
    :func:`duplicate_bidding`): per deal, the habits' seat's mean score over the four rotations
    (S4; the count alone scores 0 by symmetry), and every rotation where the auction changed."""
    habits: Habits
    seed: int
    results: tuple[float, ...]
    changed: tuple[ChangedAuction, ...]

    @property
    def mean(self) -> tuple[float, float | None, float | None]:
        """The mean per-deal result and its 95 % interval (normal approximation)."""
        return mean_interval(self.results)


def _auction(state, habits_seat: int | None, habits: Habits) -> list[Contract | None]:
    while state.phase == "auction":
        seat = state.to_act
        view = state.view(seat)
        state.bid(bid_with_habits(view, habits) if seat == habits_seat else bid_by_count(view))
    return list(state.bids)


def duplicate_bidding(habits: Habits, deals: int, seed: int = 0) -> BiddingDuplicate:
    """Bidding *habits* against the count alone, duplicate style, at four players: deal ``seed + i``
    (dealer ``i mod 4``; a petit sec deal, D4, is skipped) is played four times with one seat in
    turn bidding with the habits and the three others by the count, four basic bots playing the
    cards. The bots' play reads only the contract, so a rotation whose auction is the count's own
    is the count's deal: only the changed ones are played again. A habit helps when the mean is
    above 0 (the count alone against itself scores exactly 0, S4: the scores sum to zero)."""

    def played(state):
        return play_deal(state, [BasicBot() for _ in range(FOUR_PLAYERS.seats)])

    results: list[float] = []
    changed: list[ChangedAuction] = []
    for i in range(deals):
        fresh = GameState.new(seed=seed + i, dealer=i % FOUR_PLAYERS.seats)
        if fresh.phase == "cancelled":
            continue
        base = fresh.copy()
        base_bids = _auction(base, None, habits)
        base_scores = played(base).outcome().scores if base.phase != "all_pass" else (0,) * FOUR_PLAYERS.seats
        total = 0
        for seat in range(FOUR_PLAYERS.seats):
            state = fresh.copy()
            bids = _auction(state, seat, habits)
            if bids == base_bids:
                total += base_scores[seat]
                continue
            out = played(state).outcome() if state.phase != "all_pass" else None
            score = out.scores[seat] if out else 0
            result = out.result if out else None
            changed.append(ChangedAuction(state.bids[(seat - state.dealer - 1) % FOUR_PLAYERS.seats],
                                          state.contract, state.taker == seat,
                                          bool(result.made) if result else None, score, base_scores[seat]))
            total += score
        results.append(total / FOUR_PLAYERS.seats)
    return BiddingDuplicate(habits, seed, tuple(results), tuple(changed))
