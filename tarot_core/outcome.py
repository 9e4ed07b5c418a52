"""What the referee establishes about a deal: each trick as played, and the whole outcome.

Both are plain immutable values: :class:`TrickResult` (one trick: number, leader, cards,
winner, side) and :class:`Outcome` (the status, the auction, the chien or discard, the
poignées, every trick, the Excuse's story, both sides' final cards and points, the bonuses
and the score). :meth:`tarot_core.game.GameState.outcome` builds them; the referee returns them.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, NamedTuple

from .auction import Contract
from .cards import EXCUSE, PETIT_INDEX, RANK_LETTERS, Card
from .poignee import Poignee
from .scoring import ScoreResult
from .table import FOUR_PLAYERS, table_for, trick_seats

if TYPE_CHECKING:                    # an annotation only: excuse's settle feeds the engine, which builds outcomes
    from .excuse import ExcuseEvent


class TrickResult(NamedTuple):
    """One trick as played: number (1–18 at four players), leader, cards in play order, their
    seats, winner, and the winner's camp (``winner_side``: 'taker' reads "the attack", V7).

    An immutable named tuple (cheap to build: a simulated deal makes 18 of them)."""
    number: int
    leader: int
    cards: tuple[Card, ...]
    winner: int
    winner_side: str

    @property
    def seats(self) -> tuple[int, ...]:
        table = table_for(len(self.cards))        # P1, V1: a trick as played holds one card per seat
        return trick_seats(self.leader, table.seats, table)

    def to_dict(self) -> dict:
        return {"number": self.number, "leader": self.leader, "cards": [c.code for c in self.cards],
                "seats": list(self.seats), "winner": self.winner, "winner_side": self.winner_side}


@dataclass(frozen=True)
class Outcome:
    """Everything the referee established about a deal.

    ``status`` is 'played', 'all_pass' (A3) or 'cancelled' (D4: petit sec).

    ``players`` is the table's size (3, 4 or 5, V1). At five players ``called`` is the called
    card (V4) and ``partner`` the seat that held it (V5), None when the taker plays alone (the
    called card in his hand or in the chien; then :attr:`alone`). The sides are camps (V7):
    every "taker" field (``taker_cards``, ``taker_points``, ``taker_bouts``, ``chien_to``,
    ``petit_au_bout``, ``slam``, a trick's ``winner_side``) reads "the attack", the seats of
    :attr:`attack`. :attr:`scores` has one entry per seat (S4, V9) and sums to zero.
    """
    status: str
    dealer: int
    taker: int | None = None
    contract: Contract | None = None
    slam_announced: bool = False
    discard: tuple[Card, ...] = ()
    chien: tuple[Card, ...] = ()
    chien_to: str | None = None                   # E1/E3: 'taker' or 'defence'
    poignees: tuple[tuple[int, Poignee], ...] = ()
    tricks: tuple[TrickResult, ...] = ()
    excuse_events: tuple[ExcuseEvent, ...] = ()
    taker_cards: tuple[Card, ...] = ()
    defence_cards: tuple[Card, ...] = ()
    taker_points: float | None = None
    defence_points: float | None = None
    taker_bouts: int | None = None
    petit_au_bout: str | None = None
    slam: str | None = None
    petit_sec_seat: int | None = None
    result: ScoreResult | None = None
    players: int = FOUR_PLAYERS.seats             # V1: 3, 4 or 5
    called: Card | None = None                    # V4: five players with a taker
    partner: int | None = None                    # V5: the called card's holder; None when alone

    @property
    def alone(self) -> bool:
        """V5: five players, a taker, and no partner (the called card in his hand or the chien)."""
        return self.called is not None and self.partner is None      # a card is called at five only (V4)

    @property
    def attack(self) -> tuple[int, ...]:
        """V7: the attack's seats in seat order (the taker, and his partner at five players);
        () with no taker."""
        if self.taker is None:
            return ()
        return (self.taker,) if self.partner is None else tuple(sorted((self.taker, self.partner)))

    @property
    def target(self):
        return self.result.target if self.result else None

    @property
    def made(self):
        return self.result.made if self.result else None

    @property
    def margin(self):
        return self.result.margin if self.result else None

    @property
    def S(self) -> int:
        return self.result.S if self.result else 0

    @property
    def scores(self) -> tuple[int, ...]:
        """S4, V9 by seat, one per player (zeros for an all-pass or a cancelled deal)."""
        if self.result is None or self.taker is None:
            return (0,) * self.players
        if self.players == FOUR_PLAYERS.seats:         # S4 (the engine's loop: no table to look up)
            return self.result.scores(self.taker)
        return self.result.scores(self.taker, self.players, self.partner)

    @property
    def breakdown(self) -> tuple:
        """The score's steps (S1–S3, B4–B8), its last line the seats' shares at this table (S4 at
        four players, V9 at three and five, the taker alone or not)."""
        if self.result is None:
            return ()
        if self.players == FOUR_PLAYERS.seats:
            return self.result.breakdown
        from .scoring import explain, shares_step
        steps = explain(self.result, table_for(self.players))      # V7: at five, the attack's petit au bout
        return steps[:-1] + (shares_step(self.result.S, self.players, self.alone),)

    def breakdown_text(self, lang: str | None = None) -> str:
        return "\n".join(step.text(lang) for step in self.breakdown)

    def _repr_html_(self) -> str:
        from .render.report import outcome_html
        return outcome_html(self)

    @property
    def rulings(self) -> tuple[str, ...]:
        """The project's rulings (R1–R10, where no source decides) that this deal's outcome rests on.

        R1: a slam announced and a defence slam (B7 and B8 both, −400 in S); R2: a defence slam
        while the taker played the Excuse before the last trick (X4 as written: it stays his and
        counts 4); R3: the Excuse led to the last trick by a side that won the 17 others wins it
        (X6), slam announced or not; R4: a slam announced (only the taker may); R5: in such an
        Excuse-last slam, the *other* side's Petit in trick 17 or under the Excuse counts as petit
        au bout for the slam side (the slam side's own Petit there is FFT: B6, or B5 with X6).
        At five players: R6, a slam, a poignée or petit au bout shared 2 : 1 by taker and partner;
        R7, the taker alone because the called card lay in the chien of a Garde Sans or Garde
        Contre (the chien, called card and all, is his or the defence's); R8, a jack called (the
        four kings and four queens read as the "grands mariages"); R9, the first trick led with the
        Excuse (V6 binds the card that fixes the suit). R10: at three or five players, a triple
        completed with discarded trumps.

        >>> from tarot_core.io.golden import golden_records
        >>> from tarot_core.referee import referee
        >>> referee(golden_records()["worked_example_s5"]).rulings
        ()
        """
        if self.status != "played":
            return ()
        found = []
        x6 = any(e.event == "won_last_trick" for e in self.excuse_events)
        if self.slam_announced and self.slam == "defence":
            found.append("R1")
        attack = self.attack
        if self.slam == "defence" and any(e.seat in attack and e.trick < len(self.tricks)
                                          for e in self.excuse_events):
            found.append("R2")
        if x6:
            found.append("R3")
        if self.slam_announced:
            found.append("R4")
        if x6 and self.petit_au_bout and self._petit_played_by_the_other_side():
            found.append("R5")
        if self.called is not None:                                     # five players (V4)
            if self.partner is not None and (self.slam or self.slam_announced or self.poignees
                                             or self.petit_au_bout):
                found.append("R6")
            if (self.alone and self.called in self.chien and self.contract is not None
                    and not self.contract.takes_chien_in_hand):
                found.append("R7")
            if RANK_LETTERS.get(self.called.rank) == "J":                 # a jack called (V4 as R8 reads it)
                found.append("R8")
            if self.tricks and self.tricks[0].cards[0] == EXCUSE:
                found.append("R9")
        if self.players != FOUR_PLAYERS.seats and any(p.uses_discard for _, p in self.poignees):
            found.append("R10")
        return tuple(found)

    def _petit_played_by_the_other_side(self) -> bool:
        """R5's own part: in an Excuse-last slam, was the Petit of the last two tricks played by the
        camp that did *not* make the slam (V7: either attacker's Petit is the attack's)? The slam
        camp's own Petit is FFT (B6 in the second-to-last trick; B5 with X6 under its Excuse in the
        last), not the project's ruling."""
        attack = self.attack
        for trick in self.tricks[-2:]:
            for seat, card in zip(trick.seats, trick.cards):
                if card == PETIT_INDEX:
                    return (seat in attack) != (self.petit_au_bout == "taker")
        return False

    def story(self) -> tuple:
        """The referee's account, before the score: the chien or discard, the Excuse, the petit au
        bout, the slam and the final piles — each a Step naming its rule (see :meth:`story_text`)."""
        if self.status != "played":
            return ()
        from .cards import bouts_in, points_of
        from .catalogue import text
        from .scoring import Step, number_text

        def side(s):
            return lambda lang: text(f"side.{s}", lang)
        steps = []
        if self.called is not None and self.taker is not None:          # V4, V5, V7: the camps, told at the count
            from .errors import named
            card = partial(named, self.called)
            steps.append(Step("V5", "story.alone", {"seat": self.taker, "card": card}) if self.alone else
                         Step("V7", "story.camps", {"seat": self.taker, "card": card, "partner": self.partner}))
        if self.discard:
            steps.append(Step("E1", "story.discard", {"points": number_text(points_of(self.discard))}))
        elif self.chien and self.contract is not None:
            steps.append(Step("E3", "story.chien", {"contract": self.contract.label(),
                                                    "cards": " ".join(c.code for c in self.chien),
                                                    "points": number_text(points_of(self.chien)),
                                                    "bouts": bouts_in(self.chien), "side": side(self.chien_to)}))
        if self.slam_announced:
            steps.append(Step("R4", "story.r4", {"seat": self.taker}))
        steps.extend(e.step() for e in self.excuse_events)
        rulings = self.rulings
        if "R2" in rulings:
            steps.append(Step("R2", "story.r2", {}))
        if "R3" in rulings:
            steps.append(Step("R3", "story.r3", {"earlier": len(self.tricks) - 1}))     # V2: 17 at four
        if self.petit_au_bout:
            x6 = any(e.event == "won_last_trick" for e in self.excuse_events)
            steps.append(Step("B6" if x6 else "B5", "story.pab_x6" if x6 else "story.pab",
                              {"side": side(self.petit_au_bout), "last": len(self.tricks),
                               "before_last": len(self.tricks) - 1}))            # V2: 18 and 17 at four
        if self.slam:
            steps.append(Step("B8" if self.slam == "defence" else "B7", "story.slam", {"side": side(self.slam)}))
        steps.append(Step("S1", "story.total", {"count": len(self.taker_cards),
                                               "points": number_text(self.taker_points), "bouts": self.taker_bouts,
                                               "dpoints": number_text(self.defence_points)}))
        return tuple(steps)

    def story_text(self, lang: str | None = None) -> str:
        return "\n".join(step.text(lang) for step in self.story())

    def to_dict(self, lang: str | None = None) -> dict:
        """Plain JSON data (the CLI's ``referee --json`` line)."""
        r = self.result
        return {"status": self.status, "dealer": self.dealer, "taker": self.taker,
                "contract": self.contract.code if self.contract else None,
                "slam_announced": self.slam_announced,
                "discard": [c.code for c in self.discard], "chien": [c.code for c in self.chien],
                "chien_to": self.chien_to,
                "poignees": [{"seat": s, "size": p.size, "name": p.name, "bonus": p.bonus,
                              "cards": [c.code for c in p.cards]} for s, p in self.poignees],
                "tricks": [t.to_dict() for t in self.tricks],
                "excuse_events": [e.to_dict() for e in self.excuse_events],
                "taker_cards": [c.code for c in self.taker_cards],
                "defence_cards": [c.code for c in self.defence_cards],
                "taker_points": self.taker_points, "defence_points": self.defence_points,
                "taker_bouts": self.taker_bouts, "target": self.target, "made": self.made,
                "margin": self.margin, "petit_au_bout": self.petit_au_bout, "slam": self.slam,
                "petit_sec_seat": self.petit_sec_seat, "S": self.S, "scores": list(self.scores),
                "story": [{"rule": s.rule, "text": s.text(lang)} for s in self.story()],
                "breakdown": [] if r is None else [{"rule": s.rule, "text": s.text(lang)} for s in self.breakdown],
                "players": self.players, "called": self.called.code if self.called is not None else None,
                "partner": self.partner, "alone": self.alone, "attack": list(self.attack)}


__all__ = ["Outcome", "TrickResult"]
