"""X3–X7, B5–B6, B7–B8 facts: who ends with which cards once every trick is played.

:func:`settle` takes the played tricks (leader and one card index per seat each), the taker's
seat and the table, and returns both sides' final cards, the Excuse's story, the petit au bout and the
slam. It is the one place where the Excuse rules live; the referee and the benchmark
both call it.
"""
from __future__ import annotations

from collections import namedtuple
from itertools import compress

from .cards import BIT, CODES, EXCUSE_BIT, EXCUSE_INDEX, HALF_POINTS, PETIT_INDEX, mask_of
from .play import excuse_wins_last_trick, trick_winners
from .table import FOUR_PLAYERS, Table, seat_at


class ExcuseEvent(namedtuple("ExcuseEvent", "trick seat event card rule")):
    """One step of the Excuse's story: trick (1-based), seat concerned, event, card.

    events: ``kept`` (its side won the trick), ``exchanged`` (X3: a low card given at once),
    ``debt`` (X4: no low card yet), ``debt_paid`` (X4: the low card given later),
    ``debt_unpaid`` (X4: never paid: the Excuse counts 4, the other side 0.5),
    ``changed_sides`` (X5), ``won_last_trick`` (X6).

    An immutable named tuple (cheap to build in the engine's loop).
    """
    __slots__ = ()

    def to_dict(self) -> dict:
        return {"trick": self.trick, "seat": self.seat, "event": self.event, "card": self.card,
                "rule": self.rule}

    def step(self):
        """The event told as one line of the referee's story (its rule, then the sentence): the one
        narration of each Excuse event, used by the story, the widgets, the lessons and the labs.

        >>> print(ExcuseEvent(2, 0, "exchanged", "3S", "X3").text("en"))  # doctest: +NORMALIZE_WHITESPACE
        X3: trick 2: seat 0 plays the Excuse and loses the trick; the Excuse stays with its side,
        which gives 3 of ♠ spades (a low card it had already won) in exchange.
        """
        from .cards import parse_card  # the story only, never the engine's loop
        from .scoring import Step
        card = parse_card(self.card)
        return Step(self.rule, "story." + self.event, {"trick": self.trick, "seat": self.seat, "card": card.name,
                                                       "earlier": self.trick - 1})   # X6: every earlier trick (V2)

    def text(self, lang: str | None = None) -> str:
        """The event's line in *lang* ('X3: trick 2: …'; in French 'X3 : pli 2 : …')."""
        return self.step().text(lang)


class Settlement(namedtuple("Settlement", "winners taker_mask defence_mask half_point_shift events "
                                         "petit_au_bout slam excuse_last_slam")):
    """The facts of a played deal, before the chien/discard and the score.

    Fields (an immutable named tuple: cheap to build in the engine's loop):
    ``winners`` (tuple[int, ...]): seat winning each trick
    ``taker_mask`` (int): cards won (or kept) by the taker's side
    ``defence_mask`` (int)
    ``half_point_shift`` (int): X4 unpaid debt: half points moved to the taker (+) or from him (−)
    ``events`` (tuple[ExcuseEvent, ...])
    ``petit_au_bout`` (str | None): 'taker' / 'defence' / None (B5, B6)
    ``slam`` (str | None): side that won every trick (B7, B8), or None
    ``excuse_last_slam`` (bool): X6 happened
    """
    __slots__ = ()


def attack_test(taker: int, partner: int | None = None):
    """V7: the test "is this seat in the attack?" — the taker, and at five players his *partner*
    (None: no partner, at three or four players or a taker alone at five, V5).

    >>> attack_test(1)(1), attack_test(1)(3), attack_test(1, 3)(3), attack_test(1, 3)(2)
    (True, False, True, False)
    """
    return taker.__eq__ if partner is None else frozenset((taker, partner)).__contains__


def settle(tricks, taker: int, final: bool = True, winners=None, masks=None,
           table: Table = FOUR_PLAYERS, partner: int | None = None) -> Settlement:
    """X3–X7, B5, B6, R3, R5: resolve the Excuse, the piles, the petit au bout and the slam.

    *tricks* is a sequence of ``(leader, (c0, c1, …))`` with card indices in play order, one per
    seat of *table*; *winners* (seats, P6) and *masks* (each trick's cards as a bit mask), if the
    caller already has them, save recomputing them.
    With ``final=False`` (a deal still in progress) an Excuse debt simply waits (X4).

    The sides are camps (V7): the attack is the *taker* and, at five players, his *partner* (the
    seat holding the called card, V5; None when there is none — three or four players, or a
    taker alone at five). The attack pools its tricks: "taker" in the result (``taker_mask``,
    ``petit_au_bout``, ``slam``) reads "the attack"; the Excuse's exchange is between camps (X3,
    X4: a low card from either attacker's tricks pays the attack's debt); X5 moves it to the
    other camp; X6 needs the leader's camp to have won every earlier trick (14 at five, 23 at
    three); B6's "trick 17" is the second-to-last (V2).

    >>> from tarot_core.table import THREE_PLAYERS
    >>> st = settle([(0, (77, 1, 2))], taker=2, final=False, table=THREE_PLAYERS)
    >>> st.winners, [(e.seat, e.event) for e in st.events]     # X2, P6: the taker's 3S wins; X4 waits
    ((2,), [(0, 'debt')])
    """
    n = len(tricks)
    n_tricks = table.n_tricks
    last = n_tricks - 1
    if winners is None:
        winners = trick_winners(tricks, table)
    if masks is None:
        masks = [mask_of(cards) for _, cards in tricks]
    seats_won = list(winners)
    attack = taker.__eq__ if partner is None else frozenset((taker, partner)).__contains__   # V7 (attack_test)
    x6 = False
    if n == n_tricks:
        leader = tricks[last][0]
        lead_side = attack(leader)
        if excuse_wins_last_trick(tricks[last][1][0], (attack(w) == lead_side for w in seats_won[:last])):
            seats_won[last], x6 = leader, True                   # X6 (R3: any camp, announced or not)
    taker_won = sum(compress(masks, map(attack, seats_won)))   # tricks hold distinct cards:
    won = [sum(masks) - taker_won, taker_won]     # masks won by [defence, taker]; + and − act as | and ^
    excuse = None                                 # (trick index, seat, its camp is the attack, attack won?)
    if not x6:
        for t in range(n):
            if masks[t] & EXCUSE_BIT:
                leader, cards = tricks[t]
                seat = seat_at(leader, cards.index(EXCUSE_INDEX), table)
                side = attack(seats_won[t])
                won[side] ^= EXCUSE_BIT           # it goes where X3–X5 say, below
                excuse = (t, seat, attack(seat), side)
                break

    events: list[ExcuseEvent] = []
    shift = 0
    if x6:
        events.append(ExcuseEvent(n_tricks, tricks[last][0], "won_last_trick", "EX", "X6"))
    elif excuse is not None:
        t, seat, own, won_by = excuse
        if t == last:                              # X5: it changes sides, whoever won the trick
            won[not own] |= EXCUSE_BIT
            events.append(ExcuseEvent(t + 1, seat, "changed_sides", "EX", "X5"))
        elif won_by == own:                        # X3: its side won the trick: nothing to give
            won[own] |= EXCUSE_BIT
            events.append(ExcuseEvent(t + 1, seat, "kept", "EX", "X3"))
        else:                                      # X3/X4: it stays; a low card goes over
            won[own] |= EXCUSE_BIT
            low = _first_low_card(tricks, seats_won, attack, own)
            if low is None:                        # X4: waits; never paid (X7 is this case)
                events.append(ExcuseEvent(t + 1, seat, "debt", "EX", "X4"))
                if final:
                    events.append(ExcuseEvent(n_tricks, seat, "debt_unpaid", "EX", "X4"))
                    shift = -1 if own else 1
            else:
                low_trick, low_card = low
                won[own] ^= BIT[low_card]
                won[not own] |= BIT[low_card]
                code = CODES[low_card]
                if low_trick < t:
                    events.append(ExcuseEvent(t + 1, seat, "exchanged", code, "X3"))
                else:
                    events.append(ExcuseEvent(t + 1, seat, "debt", "EX", "X4"))
                    events.append(ExcuseEvent(low_trick + 1, seat, "debt_paid", code, "X4"))

    slam = None
    if n == n_tricks:
        taker_tricks = seats_won.count(taker) if partner is None else sum(map(attack, seats_won))
        slam = "taker" if taker_tricks == n_tricks else "defence" if taker_tricks == 0 else None   # B7, B8
    petit_au_bout = None
    if n == n_tricks:
        if x6 and (PETIT_INDEX in tricks[last - 1][1] or PETIT_INDEX in tricks[last][1]):
            petit_au_bout = slam                   # B6, R5
        elif PETIT_INDEX in tricks[last][1]:
            petit_au_bout = "taker" if attack(seats_won[last]) else "defence"   # B5: whoever played it
    return Settlement(tuple(seats_won), won[1], won[0], shift, tuple(events), petit_au_bout, slam, x6)


def _first_low_card(tricks, seats_won, attack, side: bool):
    """X3, V7: the first 0.5-point card the camp *side* (True: the attack, as *attack* tells a
    seat) won in its tricks — either attacker's at five (trick order, then play order)."""
    for t, (_, cards) in enumerate(tricks):
        if attack(seats_won[t]) == side:
            for c in cards:
                if HALF_POINTS[c] == 1:
                    return t, c
    return None


def excuse_owner(settlement: Settlement) -> str | None:
    """Which side ends with the Excuse (and so counts it as its bout, X4)."""
    if settlement.taker_mask & EXCUSE_BIT:
        return "taker"
    if settlement.defence_mask & EXCUSE_BIT:
        return "defence"
    return None
