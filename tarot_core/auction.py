"""A1–A3: contracts, their multipliers, and the auction.

>>> check_auction(["pass", "garde", "pass", "garde-sans"], dealer=3)
AuctionResult(taker=3, contract=<Contract.GARDE_SANS: 4>)
>>> check_auction(["pass"] * 4, dealer=0).taker is None
True
"""
from __future__ import annotations

import enum
from collections import namedtuple

from .catalogue import text
from .deal import N_SEATS, check_seat
from .errors import AuctionError


class Contract(enum.IntEnum):
    """A2: the four contracts; the value is the multiplier (and the order)."""
    PRISE = 1
    GARDE = 2
    GARDE_SANS = 4
    GARDE_CONTRE = 6

    @property
    def multiplier(self) -> int:
        """A2: Prise ×1, Garde ×2, Garde Sans ×4, Garde Contre ×6."""
        return int(self)

    @property
    def code(self) -> str:
        """The record notation: 'prise', 'garde', 'garde-sans', 'garde-contre'."""
        return self.name.lower().replace("_", "-")

    @property
    def takes_chien_in_hand(self) -> bool:
        """E1/E3: only Prise and Garde show the chien and make a discard."""
        return self <= 2           # PRISE, GARDE

    def label(self, lang: str | None = None) -> str:
        """The contract's name (catalogue ``contract.*``; FFT terms, French in both languages)."""
        return text(f"contract.{self.code}", lang)


_ALIASES = {"petite": "prise", "gardesans": "garde-sans", "gardecontre": "garde-contre"}


def parse_contract(text) -> Contract:
    """A contract from its name ('garde', 'garde_sans', 'petite' …); unknown names raise (A2)."""
    if isinstance(text, Contract):
        return text
    key = str(text).strip().lower().replace("_", "-").replace(" ", "-")
    key = _ALIASES.get(key.replace("-", ""), key)
    for c in Contract:
        if c.code == key:
            return c
    raise AuctionError("A2", "err.auction.unknown_bid", bid=text)


def parse_bid(text) -> Contract | None:
    """A bid: None for 'pass' (or 'passe'), else the contract."""
    if isinstance(text, Contract):
        return text
    if text is None or str(text).strip().lower() in ("pass", "passe"):
        return None
    return parse_contract(text)


class AuctionResult(namedtuple("AuctionResult", "taker contract")):
    """A3: the taker's seat (``taker``) and the ``contract``, or None for both if all passed."""
    __slots__ = ()


def speaker(dealer: int, turn: int) -> int:
    """A1: the seat speaking at *turn* (0–3), starting on the dealer's right."""
    return (dealer + 1 + turn) % N_SEATS


def check_auction(bids, dealer: int) -> AuctionResult:
    """A1–A3: each player speaks once from the dealer's right; every bid must beat the last."""
    check_seat(dealer)
    bids = list(bids)
    if len(bids) != N_SEATS:
        raise AuctionError("A1", "err.auction.count", count=len(bids))
    best, taker = None, None
    for turn, raw in enumerate(bids):
        seat = speaker(dealer, turn)
        bid = check_bid(raw, best, seat)
        if bid is not None:
            best, taker = bid, seat
    return AuctionResult(taker, best)


def check_bid(raw, best: Contract | None, seat: int) -> Contract | None:
    """A1: a player passes or bids a contract higher than the best one so far; return the bid.

    >>> check_bid("garde", Contract.PRISE, seat=2)
    <Contract.GARDE: 2>
    >>> check_bid("prise", Contract.GARDE, seat=2)
    Traceback (most recent call last):
    ...
    tarot_core.errors.AuctionError: A1 (Each player speaks once, from the dealer's right: pass or bid higher): ...
    """
    bid = parse_bid(raw)
    if bid is not None and best is not None and bid <= best:
        raise AuctionError("A1", "err.auction.not_higher", seat=seat, bid=bid.label(), best=best.label())
    return bid


def bids_above(best: Contract | None) -> tuple[Contract | None, ...]:
    """A1, A2: what a player may say after *best*: pass (None) or any higher contract."""
    return (None, *(c for c in Contract if best is None or c > best))
