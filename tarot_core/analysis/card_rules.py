"""The basic bot's rules of thumb for playing a card: each a small named function that reads a
:class:`~tarot_core.analysis.situation.Situation` and returns a card index, or ``None`` when it does
not apply; :func:`basic_card` tries them in order (the first that applies decides). A learner can
read each one; its words are the catalogue's ``bot.rule.<name>`` entry."""
from __future__ import annotations

from collections.abc import Callable

from ..cards import (
    BIT,
    BOUT_MASK,
    EXCUSE_BIT,
    EXCUSE_INDEX,
    FIRST_TRUMP,
    HALF_POINTS,
    KING_MASK,
    PETIT_INDEX,
    PLAIN_MASK,
    SUIT_MASKS,
    TRUMP_MASK,
    cards_of,
    half_points_of_mask,
)
from ..scoring import TOTAL_POINTS, target_for
from ..table import FIVE_PLAYERS
from .situation import (
    Situation,
    highest_points,
    is_master,
    lowest,
    outstanding,
    still_to_play,
    sure_for_side,
    trick_winner,
    wins,
)


# --- the rules of thumb ------------------------------------------------------------------------
# Each takes a Situation and returns a card index, or None when it does not apply.
def keep_petit_out_of_danger(sit: Situation, cards: int) -> int:
    """Keep the Petit out of danger: of *cards*, leave the Petit aside whenever another card will
    do and the trick is not sure to be won by your side — a Petit caught by the other side is a
    bout and 4.5 points lost, and maybe the petit au bout (B5)."""
    if cards & BIT[PETIT_INDEX] and cards & ~BIT[PETIT_INDEX] and not sure_for_side(sit):
        return cards & ~BIT[PETIT_INDEX]
    return cards


def excuse_before_last(sit: Situation) -> int | None:
    """Play the Excuse before the last trick: led to the last trick or played in it, it changes
    sides, whoever wins that trick (X5) — unless your side has won every trick so far, when
    leading it to the last trick completes the slam (X6, B7). So play it at trick 17 at the
    latest, or keep it for trick 18 when your side holds every trick."""
    if not sit.legal & EXCUSE_BIT or sit.trick_number != sit.n_tricks - 1:
        return None
    if sit.side_won_all and sit.seat == sit.taker:
        return None
    return EXCUSE_INDEX


def excuse_last_slam(sit: Situation) -> bool:
    """The taker's side has won every trick so far and he holds the Excuse: he will lead it to the
    last trick (X6, B7), so trick 17 is his last trick for the Petit (B6)."""
    return sit.side_won_all and sit.seat == sit.taker and bool(sit.hand & EXCUSE_BIT)


def petit_kept_for_last(sit: Situation) -> bool:
    """Whether this seat keeps its Petit for the last trick (:func:`keep_petit_for_last`): it holds
    it, no trump that could take it is left out, and the last trick for the Petit is still to come."""
    if not sit.hand & BIT[PETIT_INDEX] or outstanding(sit) & TRUMP_MASK:
        return False
    return sit.trick_number < sit.n_tricks - excuse_last_slam(sit)


def petit_in_danger(sit: Situation) -> bool:
    """The Petit is in danger: trumps are still out that can catch it, and this seat holds fewer
    other trumps than that, so it cannot hope to keep the Petit back until the last trick (B5)."""
    out = (outstanding(sit) & TRUMP_MASK).bit_count()
    return out > (sit.hand & TRUMP_MASK & ~BIT[PETIT_INDEX]).bit_count()


def save_the_petit(sit: Situation) -> int | None:
    """Save the Petit when it is in danger (:func:`petit_in_danger`): play it into a trick your side
    is sure to win (a partner's master trump, or you play last and your side holds it), or as the
    last to play when it takes the trick. A Petit caught by the other side is a bout (S1) and
    4.5 points (C3) lost; saved, it counts for your side."""
    if not sit.trick or not sit.legal & BIT[PETIT_INDEX] or not petit_in_danger(sit):
        return None
    if sure_for_side(sit):
        return PETIT_INDEX
    if not still_to_play(sit) and wins(sit, PETIT_INDEX):
        return PETIT_INDEX              # the last to play, and the Petit takes the trick
    return None


def keep_petit_for_last(sit: Situation) -> int | None:
    """Keep the Petit for the last trick once no trump that could take it is left out: played in
    the last trick and won, it is the petit au bout, worth 10 × the contract's multiplier (B5, S3);
    so no other rule plays it before (:func:`basic_card` leaves it aside), and at the last trick it
    is played. (When the taker will lead the Excuse to the last trick of a slam, trick 17 is the
    Petit's last trick, B6.) Not when a trump already in the trick takes it (P4): then it is lost,
    and played only because it must be."""
    if not sit.legal & BIT[PETIT_INDEX] or outstanding(sit) & TRUMP_MASK:
        return None
    if any(BIT[c] & TRUMP_MASK & ~BIT[PETIT_INDEX] for c in sit.trick):
        return None
    if sit.trick_number >= sit.n_tricks - excuse_last_slam(sit):
        return PETIT_INDEX
    return None


def give_points_to_partner(sit: Situation) -> int | None:
    """Give points to a partner who holds the trick ("charger"): when your side is sure to win it,
    put on it your most valuable plain card (a king, a queen …), never a trump you may need. With
    no card of the suit led and no trump (P5) this is *pisser*: throwing your points onto the
    partner's sure trick from another suit."""
    if not sit.trick or not sure_for_side(sit):
        return None
    plain = sit.legal & PLAIN_MASK
    if plain:
        return highest_points(plain)
    return None


def win_cheaply(sit: Situation) -> int | None:
    """Win as cheaply as possible: when the other side holds the trick and you can take it, use
    the smallest card that does it (keeping the Petit out of danger)."""
    if not sit.trick:
        return None
    seat, _ = trick_winner(sit)
    if seat >= 0 and sit.partner(seat):
        return None
    winners = sum(BIT[c] for c in cards_of(sit.legal) if wins(sit, c))
    if not winners:
        return None
    winners = keep_petit_out_of_danger(sit, winners)
    if winners == BIT[PETIT_INDEX] and still_to_play(sit):
        return None                     # only the Petit would win, and someone may still trump it
    return min(cards_of(winners), key=lambda c: (c >= FIRST_TRUMP, c))


def lowest_when_lost(sit: Situation) -> int | None:
    """Follow with the lowest card when the trick is lost (or is your side's but not for sure):
    keep your points and your strong cards for later; the Excuse and the Petit stay in hand
    while another card will do."""
    cards = sit.legal
    if cards & ~EXCUSE_BIT:
        cards &= ~EXCUSE_BIT
    cards = keep_petit_out_of_danger(sit, cards)
    return lowest(cards)


def draw_trumps(sit: Situation) -> int | None:
    """The taker draws trumps when long in them: with more trumps than the defence can hold, he
    leads them (the highest first) so that the defenders' trumps fall before they can trump his
    kings or catch his Petit."""
    if sit.trick or sit.seat != sit.taker:
        return None
    mine = sit.hand & TRUMP_MASK
    out = (outstanding(sit) & TRUMP_MASK).bit_count()
    if not out or mine.bit_count() <= out:
        return None
    lead = mine & ~BIT[PETIT_INDEX]
    return lead.bit_length() - 1 if lead else None


def cash_a_king(sit: Situation) -> int | None:
    """Lead a king while its suit has not been played: the longer you wait, the likelier an
    opponent is void in it and trumps it. Not into a suit the taker has shown he lacks."""
    if sit.trick:
        return None
    for king in cards_of(sit.legal & KING_MASK):
        suit = SUIT_MASKS[king // 14]
        played = sit.known & ~sit.hand & suit
        if not played and not (sit.seat != sit.taker and sit.taker_voids & suit):
            return king
    return None


def make_taker_trump(sit: Situation) -> int | None:
    """A defender leads a suit the taker has shown he lacks (low cards only): the taker must spend
    a trump on it (P3), and every trump he spends is one less to draw yours or save his Petit."""
    if sit.trick or sit.taker is None or sit.seat == sit.taker:
        return None
    cards = sit.legal & sit.taker_voids & ~KING_MASK
    return lowest(cards) if cards else None


def opening_lead(sit: Situation) -> int | None:
    """A defender's opening lead (trick 1): not a king — the taker may have made a void in its
    suit with his discard (E1) and trump it (P3) — nor a trump, but the lowest card of your longest
    plain suit, a suit the taker is likelier to lack, so that he must spend a trump on it."""
    if sit.trick or sit.trick_number != 1 or sit.taker is None or sit.seat == sit.taker:
        return None
    return lead_long_suit(sit)


#: How many trumps a defender holds to lead the hunt for the Petit (:func:`hunt_the_petit`).
HUNTER_TRUMPS = 6


def hunt_the_petit(sit: Situation) -> int | None:
    """The hunt for the Petit (a procedure): while the Petit has not been seen, the defender long
    in trumps (:data:`HUNTER_TRUMPS` or more) leads a trump each time he has the lead, his
    smallest: the taker must play a trump on it (P2, P4), and once the Petit is his last trump he
    must play it where any trump of the defence takes it — a bout (S1) and the petit au bout
    (B5) saved for the defence."""
    if sit.trick or sit.taker is None or sit.seat == sit.taker or sit.trick_number == 1:
        return None
    if sit.known & BIT[PETIT_INDEX]:
        return None
    trumps = sit.legal & TRUMP_MASK
    if trumps.bit_count() < HUNTER_TRUMPS:
        return None
    return lowest(trumps)


def lead_long_suit(sit: Situation) -> int | None:
    """Otherwise lead the lowest card of your longest plain suit (not a king): it gives little
    away and makes the others spend cards of it."""
    if sit.trick:
        return None
    suits = [sit.legal & m & ~KING_MASK for m in SUIT_MASKS]
    longest = max(suits, key=lambda m: (m.bit_count(), -m.bit_length()))
    return lowest(longest) if longest else None


def keep_trumps_to_cut(sit: Situation) -> int | None:
    """The short-trump plan: a taker with no more trumps than are out against him does not lead
    trumps (he would only draw his own): he leads a plain card, even a king, and keeps his trumps
    to cut the suits he lacks (P3)."""
    if sit.trick or sit.seat != sit.taker:
        return None
    plain = sit.legal & PLAIN_MASK
    mine = (sit.hand & TRUMP_MASK).bit_count()
    if not plain or mine > (outstanding(sit) & TRUMP_MASK).bit_count():
        return None
    return lowest(plain)


def sure_winners(sit: Situation) -> int:
    """The cards of this seat's hand (as a mask) that win a trick for sure when it leads them, one
    after the other: its master trumps (no higher trump out, P4, P6), and its master plain cards
    once no trump is left out (nobody can cut them, P3). Not the Petit (kept for the last trick,
    B5) nor the Excuse (it never wins, X3)."""
    no_trump_out = not outstanding(sit) & TRUMP_MASK
    return sum(BIT[c] for c in cards_of(sit.hand & ~BIT[PETIT_INDEX] & ~EXCUSE_BIT)
               if is_master(sit, c) and (c >= FIRST_TRUMP or no_trump_out))


def counted_for_side(sit: Situation) -> tuple[int, int]:
    """(half points, bouts) this seat counts as sure for its side (C3, S1): the cards its side has
    won (``side_won``, as the seat may count them), the tricks its sure winners will take (each
    card its own points and at least half a point from every other seat, the Excuse's exchange
    included, X3), its Excuse (4 points kept, X3), and its bouts held: the 21, the Excuse, and the
    Petit once no trump is left out to take it."""
    masters = sure_winners(sit)
    half = half_points_of_mask(sit.side_won | masters) + masters.bit_count() * (sit.seats - 1)
    if sit.hand & EXCUSE_BIT:
        half += HALF_POINTS[EXCUSE_INDEX] - 1
    held = sit.hand & BOUT_MASK
    if outstanding(sit) & TRUMP_MASK:
        held &= ~BIT[PETIT_INDEX]
    return half, ((sit.side_won | held) & BOUT_MASK).bit_count()


def contract_decided(sit: Situation) -> bool:
    """Whether this seat can count that the contract is decided for its side (S1, S2): for the
    attack, its sure points (:func:`counted_for_side`) reach the target its sure bouts give (56,
    51, 41 or 36); for the defence, the attack can no longer reach its lowest possible target even
    with every other card of the deal (91 points, C3). The counts are lower bounds: a seat that
    cannot count it (a partner it does not know yet, V5; a hidden chien, E3) never thinks it
    decided when it is not."""
    if sit.taker is None:
        return False
    half, bouts = counted_for_side(sit)
    if sit.seat == sit.taker or sit.partner(sit.taker):
        return half >= 2 * target_for(bouts)
    return 2 * TOTAL_POINTS - half < 2 * target_for(3 - bouts)


def secure_the_contract(sit: Situation) -> int | None:
    """Play safe once the contract is secured: when the taker counts that his points won and the
    points his sure winners will take reach the contract's target (:func:`contract_decided`, S1),
    he cashes his master cards of the suits first, the highest first — those a defender may still
    cut later (P3); his master trumps stay masters and can wait — and takes no risk: never into a
    suit a defender has shown he lacks (P2, P3: he would cut it and his partners load the trick).
    Otherwise the usual leads go on.

    At three and four players (duplicate matches of 2,000 deals, issue 24 §1: +0.8 per deal at
    four, +2.1 at three). Not at five (V7: the partner counts without the discard, E1; measured
    −0.1 ± 1.4 per deal, no gain), nor for the defence once the contract is beaten (measured
    −0.05 ± 0.18: no gain): the count (:func:`contract_decided`) answers both, the play does not."""
    if sit.trick or sit.seat != sit.taker or sit.seats == FIVE_PLAYERS.seats:
        return None
    if not contract_decided(sit):
        return None
    masters = [c for c in cards_of(sit.legal & PLAIN_MASK & ~sit.foe_voids) if is_master(sit, c)]
    return max(masters, key=lambda c: (c % 14, c)) if masters else None


FOLLOWING_RULES: tuple[Callable[[Situation], int | None], ...] = (
    keep_petit_for_last, excuse_before_last, save_the_petit, give_points_to_partner, win_cheaply,
    lowest_when_lost)
LEADING_RULES: tuple[Callable[[Situation], int | None], ...] = (
    keep_petit_for_last, excuse_before_last, draw_trumps, secure_the_contract, opening_lead, cash_a_king,
    hunt_the_petit, make_taker_trump, lead_long_suit, keep_trumps_to_cut, lowest_when_lost)
CARD_RULES = tuple(dict.fromkeys(FOLLOWING_RULES + LEADING_RULES)) + (keep_petit_out_of_danger,)


def basic_card(sit: Situation, leading: tuple[Callable[[Situation], int | None], ...] = LEADING_RULES
               ) -> tuple[int, str]:
    """The basic bot's card for *sit* and the name of the rule of thumb that chose it (*leading*: the
    rules tried on a lead, :data:`LEADING_RULES` unless told)."""
    if sit.legal & (sit.legal - 1) == 0:               # one legal card: no choice
        only = sit.legal.bit_length() - 1
        return only, keep_petit_for_last.__name__ if keep_petit_for_last(sit) == only else "only_card"
    if sit.legal & BIT[PETIT_INDEX] and petit_kept_for_last(sit):
        sit = sit._replace(legal=sit.legal & ~BIT[PETIT_INDEX])     # kept for the last trick (B5)
    for rule in leading if not sit.trick else FOLLOWING_RULES:
        c = rule(sit)
        if c is not None and sit.legal & BIT[c]:
            return c, rule.__name__
    return lowest(sit.legal), lowest_when_lost.__name__      # not reached: the last rule always answers


__all__ = ["CARD_RULES", "FOLLOWING_RULES", "LEADING_RULES", "basic_card",
           "cash_a_king", "draw_trumps", "excuse_before_last", "give_points_to_partner", "hunt_the_petit",
           "keep_petit_for_last", "keep_petit_out_of_danger", "keep_trumps_to_cut", "lead_long_suit",
           "lowest_when_lost", "make_taker_trump", "opening_lead", "save_the_petit", "secure_the_contract",
           "win_cheaply"]
