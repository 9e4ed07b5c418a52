"""How the basic bot bids: by the published hand count (:mod:`~tarot_core.analysis.handcount`,
A1, A2), at every table (V1).

At three and five players the count is the same, read on the hand as dealt (24 or 15 cards; at
five, the taker's own hand before the call, V4), and its floors are the published ones scaled
to the hand size (:func:`~tarot_core.analysis.handcount.thresholds`: Prise from 54 at three,
from 34 at five). The check, by playouts of basic bots (issue 25; at three and five with the
table's discard, poignée and a king called in the taker's longest suit): each seat in turn made
the taker of a Prise on 4,000 random deals per table, the hands grouped by their count:

============  =====================  ==============================  ==============================
table         share of hands at or   Prise made, hands counting       Garde made, hands counting
              above the Prise floor  floor to floor + 4               floor to floor + 4
============  =====================  ==============================  ==============================
four (40/56)  24.3 %                 28.5 % (1,706 hands)            73.9 % (245)
three (54/75) 42.1 %                 27.7 % (1,938)                  76.7 % (163)
five (34/47)  16.6 %                 56.7 % (1,653)                  63.2 % (277)
============  =====================  ==============================  ==============================

At three the scaled floors are made as often as the published ones at four. At five a hand at the
floor is made more often (the partner brings half the attack's strength, and the count reads one
hand): the scaled floors are on the safe side there. The basic bot's play at five does not yet
know its partner; re-measure when it does.

The auctions these floors give (3,000 random deals per table, basic bots in every seat): all
pass in 7.2 % of deals at three, 21.1 % at four (the issue's 20.5 % over 1,500 deals), 29.3 % at
five; the winning contract a Prise in 85.6 / 70.3 / 60.2 % of deals and a Garde in 7.1 / 8.1 /
7.9 % (three / four / five); the Prise made by the taker in 55.0 / 44.2 / 72.0 % of them, the
Garde in 91.5 / 77.0 / 90.3 %.
"""
from __future__ import annotations

from ..auction import Contract
from ..game import SeatView
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
