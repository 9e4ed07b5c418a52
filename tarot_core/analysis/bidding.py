"""How the basic bot bids: by the published hand count (:mod:`~tarot_core.analysis.handcount`,
A1, A2), at every table (V1).

At three and five players the count is the same, read on the hand as dealt (24 or 15 cards; at
five, the taker's own hand before the call, V4), and its floors are the published ones scaled
to the hand size (:func:`~tarot_core.analysis.handcount.thresholds`: Prise from 54 at three,
from 34 at five). The check, by playouts of basic bots (issue 25; at five with their call and
partner rules): each seat in turn made the taker of a Prise on 4,000 random deals per table, the
hands grouped by their count:

============  =====================  ==============================  ==============================
table         share of hands at or   Prise made, hands counting       Garde made, hands counting
              above the Prise floor  floor to floor + 4               floor to floor + 4
============  =====================  ==============================  ==============================
four (40/56)  24.3 %                 28.5 % (1,706 hands)            73.9 % (245)
three (54/75) 42.1 %                 35.3 % (1,938)                  89.0 % (163)
five (34/47)  16.6 %                 65.4 % (1,653)                  89.2 % (277)
============  =====================  ==============================  ==============================

At three a hand at the scaled floor is made a little more often than one at the published floor
at four; at five much more often (the partner brings half the attack's strength, and the count
reads one hand): the scaled floors are on the safe side there, and a lower five-player floor
would need a calibration of its own (by expected score, not by matching four).

The auctions these floors give (3,000 random deals per table, basic bots in every seat): all
pass in 7.2 % of deals at three, 21.1 % at four (the issue's 20.5 % over 1,500 deals), 29.3 % at
five; the winning contract a Prise in 85.6 / 70.3 / 60.2 % of deals and a Garde in 7.1 / 8.1 /
7.9 % (three / four / five); the Prise made by the taker in 53.9 / 43.0 / 65.2 % of them, the
Garde in 90.1 / 78.6 / 84.7 %.

**What modern players do, measured** (four players; issue 24 §1). The count alone makes all four
pass in 306 of the 1,495 auctions of deals 1–1,500 (20.5 %) and wins a Garde in 122 (8.2 %): the
figures of the issue (``bench_bidding.auction_figures``). Modern players bid more. Each habit below
(:class:`Habits`) was measured two ways: the playouts of every seat as taker of a Prise, then
replayed as a Garde (A2: the same cards), on 5,000 deals, the hands grouped by count; and a
duplicate match of one seat bidding with the habit against three bidding by the count, every
seat in turn, on 1,000 deals (``bench_bidding.duplicate_bidding``; the per-deal mean of the habit's seat
with its 95 % interval; 0 means no better than the count):

- **a Garde rather than a Prise with a good hand** — kept, from 50 (:data:`MODERN`). The Prise
  and the Garde are played alike (A2), so the Garde wins more exactly when the contract is made
  more often than not: for the basic bots from a count of about 48 (made 55 % at 48–50, mean S
  of a Prise +5.0 and of a Garde +7.3; at 54–56, 69 %, +17.7 and +31.4). Duplicate: Garde from
  48 +0.87 [+0.06, +1.68] a deal, from 50 +0.84 [+0.17, +1.51] (the Gardes it adds made 61 %),
  from 52 +0.88 [+0.38, +1.38]; from 44, −0.51 [−1.67, +0.65].
- **position: the last speaker after three passes takes lighter** — not kept. Three passes do
  make the hand worth more (a Prise at 38–40 averages S −7.4 after three passes, −19.7
  otherwise), but not enough below 40: a Prise from 38 −0.31 [−0.53, −0.08] a deal, from 36
  −0.69 [−1.04, −0.34], from 32 −1.36 [−1.86, −0.86] (those Prises made 21–22 %).
- **overcalling a Prise with a Garde** — not kept: a Prise before you means its bidder holds
  strength, and the Garde over it is made less often (over a Prise from 50: made 8 of 19,
  −0.38 [−0.88, +0.12] a deal; from 46: −0.96 [−1.90, −0.02]); the count's own overcall from 56
  stays.

These are bots playing, not people: a human taker plays the cards better than the basic bot,
and clubs take lighter than it should. The habits are conventions of play, not FFT rules.
"""
from __future__ import annotations

from typing import NamedTuple

from ..auction import Contract
from ..game import SeatView
from ..table import FOUR_PLAYERS
from .handcount import hand_count


def bid_by_count(view: SeatView) -> Contract | None:
    """Bid what the hand count suggests (at four players: under 40 pass, 40–55 Prise, 56–70 Garde,
    71–80 Garde Sans, over 80 Garde Contre; at three and five the floors scaled to the hand, V1)
    if that beats the best bid so far (A1), else pass (A2)."""
    wanted = hand_count(view.hand, view.table).suggestion
    best = max((b for _, b in view.bids if b is not None), default=None)
    if wanted is None or (best is not None and wanted <= best):
        return None
    return wanted


# --- what modern players do at four players: habits on top of the count, each one measured ---------
class Habits(NamedTuple):
    """Adjustments modern club players make to the published count at four players, each a
    floor of the same count (None: the habit is not used). They are conventions of play, measured
    habits, not FFT rules: the rules (A1, A2) only say a bid must beat the best one so far.

    - ``garde_from``: with nobody's bid to beat, a Garde rather than a Prise from this count
      (the count says Garde from 56);
    - ``last_from``: the last speaker after three passes takes a Prise from this count (the
      three passes say the other hands are weak; a pass would end the deal, A3);
    - ``overcall_from``: over another player's Prise, a Garde from this count (the count
      overcalls only from 56)."""
    garde_from: int | None = None
    last_from: int | None = None
    overcall_from: int | None = None


#: The count alone: no habit.
COUNT_ALONE = Habits()

#: The habits the basic bot keeps, because they measure better than the count alone (module
#: docstring): a Garde rather than a Prise from 50.
MODERN = Habits(garde_from=50)


def bid_with_habits(view: SeatView, habits: Habits = COUNT_ALONE) -> Contract | None:
    """The count's bid (:func:`bid_by_count`'s) adjusted by *habits* at four players (at three and
    five players the count alone: the habits were measured at four). A1: the answer beats the
    best bid so far, or is a pass."""
    count = hand_count(view.hand, view.table)
    wanted = count.suggestion
    bids = [b for _, b in view.bids]
    best = max((b for b in bids if b is not None), default=None)
    if view.table == FOUR_PLAYERS:
        if (best is None and habits.garde_from is not None and count.total >= habits.garde_from
                and (wanted is None or wanted < Contract.GARDE)):
            wanted = Contract.GARDE
        if (best is None and len(bids) == view.table.seats - 1 and habits.last_from is not None
                and count.total >= habits.last_from and wanted is None):
            wanted = Contract.PRISE
        if (best == Contract.PRISE and habits.overcall_from is not None and count.total >= habits.overcall_from
                and (wanted is None or wanted < Contract.GARDE)):
            wanted = Contract.GARDE
    if wanted is None or (best is not None and wanted <= best):
        return None
    return wanted


def bid_modern(view: SeatView) -> Contract | None:
    """The basic bot's bid: the published count (:func:`bid_by_count`) with the habits of modern
    players that measured better at four players (:data:`MODERN`: a Garde rather than a Prise from
    50), a convention, not an FFT rule; at three and five players, the count alone (A1, A2, V1)."""
    return bid_with_habits(view, MODERN)
