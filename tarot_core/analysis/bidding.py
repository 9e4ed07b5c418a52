"""How the basic bot bids: by the published hand count (:mod:`~tarot_core.analysis.handcount`,
A1, A2)."""
from __future__ import annotations

from ..auction import Contract
from ..game import SeatView
from .handcount import hand_count


def bid_by_count(view: SeatView) -> Contract | None:
    """Bid what the hand count suggests (under 40 pass, 40–55 Prise, 56–70 Garde, 71–80 Garde Sans,
    over 80 Garde Contre) if that beats the best bid so far (A1), else pass."""
    wanted = hand_count(view.hand).suggestion
    best = max((b for _, b in view.bids if b is not None), default=None)
    if wanted is None or (best is not None and wanted <= best):
        return None
    return wanted

