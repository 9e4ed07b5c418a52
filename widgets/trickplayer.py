"""Widget 4 — play cards to a trick; the core says which are legal and who wins (P1–P6, X1–X2).

Two ways to use it:

* four hands face up (``hands=[...4 hands...]``, ``leader=``): the seat to play
  plays, trick after trick; the winner of a trick leads the next (P1);
* one hand and a trick so far (``hand=..., trick=...``): the learner plays one card.

Every card is drawn; the legal ones (``play.legal_cards``) are playable, an illegal
one says why when tried (``play.illegal_reasons``: P2, P3, P4 with X1 for the
Excuse), and a full trick names its winner (``play.trick_winner``, P6; the Excuse
led lets the next card set the suit, X2).

>>> w = TrickPlayer(hand="KS T5 T12 EX", trick="10H T8", lang="en")
>>> w.legal
['T12', 'EX']
>>> w.do("play", card="T5"); w.last_error["rule"]
'P4'
>>> w.do("play", card="T12"); w.trick
['10H', 'T8', 'T12']
"""
from __future__ import annotations

import traitlets

from tarot_core.cards import parse_card, parse_cards, sort_key
from tarot_core.deal import N_SEATS, deal, next_seat
from tarot_core.errors import TarotError
from tarot_core.play import illegal_reasons, legal_cards, trick_winner

from ._base import TarotWidget, esm
from .labels import label


class TrickPlayer(TarotWidget):
    """Four hands (or one hand and a trick so far) played card by card, checked by the core."""

    _esm = esm("trickplayer")
    LABELS = ("common.", "trick.")

    hands = traitlets.List(traitlets.List(traitlets.Unicode())).tag(sync=True)
    names = traitlets.List(traitlets.Unicode()).tag(sync=True)
    leader = traitlets.Int(0).tag(sync=True)
    trick = traitlets.List(traitlets.Unicode()).tag(sync=True)
    played = traitlets.List(traitlets.Dict()).tag(sync=True)      # finished tricks
    last_error = traitlets.Dict().tag(sync=True)

    def __init__(self, hands=None, *, hand=None, trick=(), leader=0, names=None, **kwargs):
        if hand is not None:                       # one hand and a trick so far
            hands = [hand]
        hands = [[c.code for c in sorted(parse_cards(h), key=sort_key)] for h in (hands or [[]])]
        if len(hands) not in (1, N_SEATS):
            raise ValueError("TrickPlayer takes one hand or four hands")
        trick = [c.code for c in parse_cards(trick)]
        legal_cards(hands[0] if len(hands) == 1 else [], trick)       # C1/P6: a valid trick so far
        self._start = (hands, trick, leader)
        super().__init__(hands=hands, trick=trick, leader=leader, names=list(names or []), **kwargs)

    @classmethod
    def from_deal(cls, seed: int, dealer: int = 0, **kwargs) -> "TrickPlayer":
        """Four hands dealt by the core (D3) from *seed*; the player on the dealer's right leads (P1)."""
        d = deal(seed=seed, dealer=dealer)
        return cls(hands=list(d.hands), leader=next_seat(dealer), **kwargs)

    # --- state ---------------------------------------------------------------
    @property
    def single(self) -> bool:
        return len(self.hands) == 1

    @property
    def to_play(self) -> int | None:
        """The seat whose turn it is (index in ``hands``), or None when the trick is full/over."""
        if len(self.trick) >= N_SEATS:
            return None
        if self.single:                             # the learner plays one card
            return 0 if len(self.trick) == len(self._start[1]) else None
        seat = (self.leader + len(self.trick)) % N_SEATS
        return seat if self.hands[seat] else None

    @property
    def legal(self) -> list[str]:
        """The codes the player to play may play now (P2–P5, X1)."""
        seat = self.to_play
        if seat is None:
            return []
        return [c.code for c in legal_cards(self.hands[seat], self.trick)]

    @property
    def _mine(self) -> bool:
        """One hand and no names given: the hand is the learner's own ("Your hand", "You play …")."""
        return self.single and not self.names

    def name(self, seat: int) -> str:
        """A player's name (user text: the browser shows it as text, never as HTML)."""
        if seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        return label("trick.you" if self.single else "common.seat", self.lang, seat=seat)

    def _trick_seat(self, position: int) -> int | None:
        """The seat that played the card at *position* of the trick (None for others in one-hand mode)."""
        if self.single:
            return 0 if position == len(self._start[1]) else None
        return (self.leader + position) % N_SEATS

    # --- actions -------------------------------------------------------------
    def _do_play(self, card: str):
        seat = self.to_play
        if seat is None:
            return
        hand = self.hands[seat]
        try:
            reasons = illegal_reasons(hand, self.trick, lang=self.lang)
            chosen = parse_card(card)
        except TarotError as e:
            self.last_error = e.as_dict(self.lang)
            self.say(e.message(self.lang))
            return
        if chosen in reasons:
            rule, why = reasons[chosen]
            self.last_error = {"rule": rule, "card": chosen.code, "message": why}
            self.say(why)
            return
        if chosen.code not in hand:
            return
        self.last_error = {}
        hands = [list(h) for h in self.hands]
        hands[seat].remove(chosen.code)
        self.hands = hands
        self.trick = [*self.trick, chosen.code]
        text = (label("trick.you_played", self.lang, card=chosen.name(self.lang)) if self._mine else
                label("trick.played", self.lang, name=self.name(seat), card=chosen.name(self.lang)))
        if len(self.trick) == N_SEATS:
            text += " " + self._winner_text()
        self.say(text)

    def _winner(self):
        pos = trick_winner(self.trick)                                    # P6, X2
        return pos, self._trick_seat(pos)

    def _winner_text(self) -> str:
        pos, seat = self._winner()
        card = parse_card(self.trick[pos]).name(self.lang)
        if self._mine and seat == 0:
            return label("trick.you_win", self.lang, card=card)
        who = self.name(seat) if seat is not None else label("trick.position", self.lang, n=pos + 1)
        return label("trick.winner", self.lang, name=who, card=card)

    def _do_next(self):
        """The winner of a full trick leads the next one (P1)."""
        if len(self.trick) < N_SEATS or self.single:
            return
        pos, seat = self._winner()
        self.played = [*self.played, {"leader": self.leader, "cards": list(self.trick), "winner": seat}]
        self.leader, self.trick = seat, []
        self.say(label("trick.to_play", self.lang, name=self.name(seat)) if self.hands[seat]
                 else label("trick.over", self.lang))

    def _do_reset(self):
        hands, trick, leader = self._start
        self.hands, self.trick, self.leader, self.played, self.last_error = hands, trick, leader, [], {}
        self.say(label("trick.to_play", self.lang, name=self.name(self.to_play)) if self.to_play is not None
                 else "")

    # --- view ----------------------------------------------------------------
    def _build_view(self) -> dict:
        seat = self.to_play
        legal = set(parse_cards(self.legal))
        full = len(self.trick) == N_SEATS
        win_pos = self._winner()[0] if full else None
        trick = []
        for pos, code in enumerate(self.trick):
            s = self._trick_seat(pos)
            trick.append({"card": self._cards([parse_card(code)])[0], "winner": pos == win_pos,
                          "who": self.name(s) if s is not None else label("trick.position", self.lang, n=pos + 1)})
        last = []
        if not self.trick and self.played:                # the trick just gathered, for a look back
            prev = self.played[-1]
            win_pos = (prev["winner"] - prev["leader"]) % N_SEATS
            last = [{"card": self._cards([parse_card(code)], width=40)[0], "winner": i == win_pos,
                     "who": self.name((prev["leader"] + i) % N_SEATS)} for i, code in enumerate(prev["cards"])]
        others = []
        if not self.single:
            for s in range(N_SEATS):
                if s != seat:
                    others.append({"name": self.name(s), "seat": s,
                                   "cards": self._cards(parse_cards(self.hands[s]), width=34)})
        notes = []
        if self.trick and parse_card(self.trick[0]).is_excuse:
            notes.append(label("trick.excuse_led", self.lang))
        if full:
            notes.append(self._winner_text())
        mine = self._mine
        if not self.message and seat is not None:
            self.message = label("trick.to_play", self.lang, name=self.name(seat))
        return {
            "single": self.single, "full": full,
            "to_play": self.name(seat) if seat is not None else "",
            "hand": (self._cards(parse_cards(self.hands[seat]), legal=legal) if seat is not None else []),
            "grid_label": (label("trick.your_grid", self.lang) if mine else
                           label("trick.grid", self.lang, name=self.name(seat))) if seat is not None else "",
            "hand_title": (label("trick.your_hand", self.lang) if mine else
                           label("trick.hand_of", self.lang, name=self.name(seat))) if seat is not None else "",
            "trick": trick, "others": others, "notes": notes, "last": last,
            "can_next": full and not self.single and any(self.hands),
            "error": self.last_error.get("message", ""), "error_rule": self.last_error.get("rule", ""),
        }
