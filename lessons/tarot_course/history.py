"""Lesson 21's history desk: the rules of an OLDER rules text, computed beside today's FFT code.

**These are not the project's rules.** The project's rules live in ``tarot_core`` (C3/C4
counting, S1 targets, A2 contracts, B5 petit au bout, S3/S4 score) and nothing here changes
them. This module reads an older, pre-FFT rules text (seed ``002`` of the sources: "history
only" in RULES.md) and computes what *that text* says, so that lesson 21 can put both side by
side on the same cards. Every number of the old text is one constant below, with the passage
it comes from (paraphrased); where the old text is silent or garbled, the docstring says which
reading the helper takes.

What the old text says, and its constant here:

* counting (``OLD_PAIR_VALUES``, ``OLD_LOW_PAIR``): a counting card scores only *with a low
  card* beside it — an oudler with a low card 5, a queen 4, a cavalier 3, a jack 2 — two low
  cards together 1, each card used once, the low cards "in the same trick". Our copy of the
  text is misprinted in its sentence on the king and the queen (the queen's 4 can still be read
  there, the king's value cannot; the sixteen court cards are all named as counting cards): the
  helper counts the king like an oudler, 5 with a low card — the one value that makes the whole
  pack, paired in full, come to 91 (see below);
* targets (``OLD_TARGETS``): 3 oudlers 26, 2 oudlers 41, 1 oudler 51, none 55;
* bids (``OLD_BIDS``): *prendre* (take the talon after discarding six cards — no king, no
  oudler — and buy one card from another player for a price, usually 10), *pousser* (the
  talon, no buying: 10 from each opponent if won, 10 to each if lost), *sans écart* (the talon
  untouched: 20 each way), an announced slam (20 each way); each outbids the one before;
* the last trick (``OLD_PETIT_LAST``): whoever takes the last trick with the Petit scores 10;
  whoever has it captured there loses 10; fifteen trumps shown before the first trick score 10
  (``OLD_POIGNEE``);
* the stake (``mouche_pool``): the pool called the *mouche*, see that function.

>>> old_count_group("T21 5H KS QS").points        # the 21 takes the 5; no low card left for K, Q
5
>>> old_count_group("T21 5H KS 2C").points        # 5 + 5
10
>>> old_count_group(DECK).points                  # the whole pack paired in full: the same 91
91
>>> [OLD_TARGETS[b] for b in (0, 1, 2, 3)]
[55, 51, 41, 26]
>>> [s.after for s in mouche_pool([(0, 1, False), (1, 2, False)])]   # doubled, then 30 doubled
[(20,), (40, 20)]
"""
from __future__ import annotations

import html
from collections.abc import Iterable
from dataclasses import dataclass

from tarot_core.auction import Contract
from tarot_core.cards import DECK, Card, parse_cards, points_of
from tarot_core.catalogue import check_language
from tarot_core.outcome import Outcome
from tarot_core.scoring import TOTAL_POINTS, score_facts, target_for
from tarot_core.table import FOUR_PLAYERS
from widgets.labels import fmt_points

from .display import Shown, _mini, cards_table, seat_name
from .practice import bot_outcome
from .texts import say

__all__ = ["DECK", "MOUCHE_CAP", "MOUCHE_UNIT", "OLD_BIDS", "OLD_BUY_PRICE", "OLD_LOW_PAIR", "OLD_PAIR_VALUES",
           "OLD_PETIT_LAST", "OLD_POIGNEE", "OLD_TARGETS", "DealCount", "Group", "OldBid", "OldGroup",
           "PoolStep", "bids_table", "count_table", "deal_count", "group_solution", "history_deal",
           "mouche_pool", "old_count_group", "old_totals", "petit_table", "pool_deals", "pool_table", "targets_table",
           "totals_table"]

# --------------------------------------------------------------------------- the old text's numbers
#: "an oudler joined to a low card is worth 5 … cavalier 3, jack 2"; the king: our reading (see above)
OLD_PAIR_VALUES = {"bout": 5, "king": 5, "queen": 4, "cavalier": 3, "jack": 2}
#: "two low cards together, always in the same trick, are worth 1 point"
OLD_LOW_PAIR = 1
#: "with 3 oudlers you need 26 points; 2 oudlers, 41; 1 oudler, 51; no oudler, 55"
OLD_TARGETS = {0: 55, 1: 51, 2: 41, 3: 26}
#: "the one who takes the last trick with the Petit scores 10; captured there, its player loses 10"
OLD_PETIT_LAST = 10
#: "10 points when fifteen trumps are held in one hand, announced before the first trick"
OLD_POIGNEE = (15, 10)
#: "the price of the purchase (generally: 10 points)"
OLD_BUY_PRICE = 10
#: "the unit of the stake is fixed at the start, for example 10 points (ten tokens)"
MOUCHE_UNIT = 10
#: "the stake may not exceed four times the first mouche"
MOUCHE_CAP = 4
#: The old text's game is the four-player one (D1): its seats are the table's.
SEATS = FOUR_PLAYERS.seats


@dataclass(frozen=True)
class OldBid:
    """One bid of the old text, lowest first: its key (``history.bid.<key>``), what becomes of the
    talon (``history.talon.<talon>``) and the tokens each opponent pays (won) or is paid (lost)."""
    key: str
    talon: str
    bonus: int


OLD_BIDS = (OldBid("prendre", "buy", 0), OldBid("pousser", "take", 10), OldBid("sans_ecart", "none", 20),
            OldBid("chelem", "silent", 20))


# --------------------------------------------------------------------------- counting, the old way
@dataclass(frozen=True)
class OldGroup:
    """One group of cards (a trick, the discard) counted as the old text counts: each counting card
    with a low card of the same group (``pairs``), the low cards left two by two (``low_pairs``),
    and the cards that score nothing (``left``: a counting card with no low card beside it, a low
    card alone)."""
    cards: tuple[Card, ...]
    pairs: tuple[tuple[Card, Card], ...]
    low_pairs: tuple[tuple[Card, Card], ...]
    left: tuple[Card, ...]

    @property
    def points(self) -> int:
        """The old text's points of the group (whole points: it has no half points)."""
        return sum(OLD_PAIR_VALUES[c.kind] for c, _ in self.pairs) + OLD_LOW_PAIR * len(self.low_pairs)

    @property
    def today(self) -> float:
        """The same cards counted today (C3, the core's ``points_of``)."""
        return points_of(self.cards)


def old_count_group(cards) -> OldGroup:
    """The old text's count of one group of cards (its rules, not the project's: see the module).

    Counting cards (C2's bouts, kings, queens, cavaliers, jacks — ``Card.kind``) take a low card
    each, the most valuable first (the best a player can do); two low cards left make 1; a card
    left alone scores nothing. Cards are read by the core (``parse_cards``: a bad card is refused
    with C1).

    >>> g = old_count_group("KH QH JH 7S")
    >>> g.points, [c.code for c in g.left], g.today       # today: 4.5 + 3.5 + 1.5 + 0.5
    (5, ['QH', 'JH'], 10.0)
    >>> old_count_group("2S 3S 4S").points                # one pair of low cards, one alone
    1
    """
    cards = parse_cards(cards)
    counting = sorted((c for c in cards if c.kind != "low"), key=lambda c: -OLD_PAIR_VALUES[c.kind])
    lows = [c for c in cards if c.kind == "low"]
    pairs = tuple(zip(counting, lows))
    rest = lows[len(pairs):]
    low_pairs = tuple((rest[i], rest[i + 1]) for i in range(0, len(rest) - 1, 2))
    left = tuple(counting[len(pairs):]) + tuple(rest[2 * len(low_pairs):])
    return OldGroup(cards, pairs, low_pairs, left)


@dataclass(frozen=True)
class Group:
    """A group of a played deal: a trick (``kind='trick'``, its number) or the discard / chien
    (``kind='discard'`` / ``'chien'``, number 0), the side it counts for, and its old count."""
    kind: str
    number: int
    side: str
    count: OldGroup

    def name(self, lang: str | None = None) -> str:
        return say(f"history.group.{self.kind}", lang, n=self.number)


@dataclass(frozen=True)
class DealCount:
    """A refereed deal's cards counted both ways: ``groups`` (each trick as it fell, then the discard
    or chien), today's points of each side (the core's outcome, C3, X3, E1/E3) and the old text's."""
    outcome: Outcome
    groups: tuple[Group, ...]

    def today(self, side: str) -> float:
        points = self.outcome.taker_points if side == "taker" else self.outcome.defence_points
        if points is None:                      # pragma: no cover - deal_count counts played deals only
            raise ValueError(say("history.err.not_played", None))
        return points

    def old(self, side: str) -> int:
        return sum(g.count.points for g in self.groups if g.side == side)

    @property
    def old_total(self) -> int:
        return self.old("taker") + self.old("defence")


def deal_count(outcome) -> DealCount:
    """Count a refereed deal (``tarot_core.referee`` outcome) both ways, trick by trick.

    The old text pairs cards within a trick, so the groups are the tricks as they fell, each to
    the side that won it, and the discard (E1) or the chien (E3) to the side it counts for. The
    Excuse is where the difficulty lies: today it is exchanged for a low card (X3) or changes
    sides at the last trick (X5), and the old text says nothing of an exchange. So this count is
    only given for a deal in which the Excuse was won by its own side before the last trick (the
    referee's event ``kept``): then today's piles are exactly those groups — checked here, and a
    ValueError otherwise.
    """
    if getattr(outcome, "status", None) != "played":
        raise ValueError(say("history.err.not_played", None))
    if any(e.event != "kept" for e in outcome.excuse_events):
        raise ValueError(say("history.err.excuse", None))
    groups = [Group("trick", t.number, t.winner_side, old_count_group(t.cards)) for t in outcome.tricks]
    aside = outcome.discard or outcome.chien
    if aside:
        kind = "discard" if outcome.discard else "chien"
        groups.append(Group(kind, 0, "taker" if outcome.discard else outcome.chien_to, old_count_group(aside)))
    for side, pile in (("taker", outcome.taker_cards), ("defence", outcome.defence_cards)):
        mine = sorted(c for g in groups if g.side == side for c in g.count.cards)
        if mine != sorted(pile):                                     # pragma: no cover - guarded above
            raise ValueError(say("history.err.excuse", None))
    return DealCount(outcome, tuple(groups))


def _countable(outcome) -> bool:
    return outcome.status == "played" and all(e.event == "kept" for e in outcome.excuse_events)


def _shows_a_difference(outcome) -> bool:
    return _countable(outcome) and deal_count(outcome).old("taker") < outcome.taker_points


def history_deal(seed: int, tries: int = 2000) -> tuple[int, DealCount]:
    """The first deal from *seed* on, played by four basic bots (the course's ``bot_outcome``), that
    :func:`deal_count` can count (played, the Excuse kept by its own side) and where the two counts
    part on the taker's side (his old count under today's): ``(seed used, DealCount)``. Same seed,
    same deal, on every machine."""
    used, _record, outcome = bot_outcome(_seed(seed), want=_shows_a_difference, tries=tries)
    return used, deal_count(outcome)


def old_totals(seed: int, n: int = 30) -> tuple[int, ...]:
    """Both sides' old count together on *n* countable bot deals from *seed* on (today: 91 each time)."""
    out: list[int] = []
    s = _seed(seed)
    while len(out) < _whole(n, "n"):
        s, _record, outcome = bot_outcome(s, want=_countable)
        out.append(deal_count(outcome).old_total)
        s += 1
    return tuple(out)


# --------------------------------------------------------------------------- the stake: the mouche
@dataclass(frozen=True)
class PoolStep:
    """One deal of the old text's pool: who dealt and took, made or not, the pools on the table
    once the dealer has added the unit (``before``), what the taker took (+) or paid (−), the
    pools after, and each seat's running balance with the pool (tokens)."""
    deal: int
    dealer: int
    taker: int
    made: bool
    before: tuple[int, ...]
    taken: int
    after: tuple[int, ...]
    balances: tuple[int, ...]


def _add(pools: list[int], amount: int, ceiling: int) -> None:
    """Put *amount* tokens on the table: fill each pool up to the ceiling, in order, then open new ones."""
    for i, p in enumerate(pools):
        room = min(ceiling - p, amount)
        pools[i] += room
        amount -= room
    while amount > 0:
        pools.append(min(ceiling, amount))
        amount -= pools[-1]


def _whole(value, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise TypeError(say("history.err.whole", None, name=name, value=repr(value)))
    return value


def _seed(value) -> int:
    """D2, the core's check_seed: a deal number is a whole number from 0 up (a room's seed may be 0,
    TAROT_LAB_SEED=0); None, a fresh shuffle, has no number to start from and is refused too."""
    from tarot_core.deal import check_seed
    from tarot_core.errors import DealError
    seed = check_seed(value)
    if seed is None:
        raise DealError("D2", "err.deal.seed", seed=value)
    return seed


def mouche_pool(deals: Iterable, unit: int = MOUCHE_UNIT, cap: int = MOUCHE_CAP) -> tuple[PoolStep, ...]:
    """The old text's *mouche*, deal by deal — its stake, not the project's score (S3/S4).

    *deals*: ``(dealer, taker, made)`` for each deal, seats 0–3. What the old text says: before
    each deal the dealer puts one *unit* on the table; a taker who wins takes the pool, one who
    loses doubles it; the pool may not grow beyond *cap* units, and then a second (a third …)
    pool is started; a winner takes one pool only, the largest; a loser's tokens complete the
    pools or open a new one. Where it is silent, the helper's reading: a loser pays what a winner
    would have taken (the largest pool — "doubling" it when there is one), and tokens fill the
    pools in the order they were opened.

    >>> steps = mouche_pool([(0, 1, False), (1, 2, False), (2, 3, True)])
    >>> [(s.before, s.taken, s.after) for s in steps]     # 10 doubled; "a triple mouche", lost
    [((10,), -10, (20,)), ((30,), -30, (40, 20)), ((40, 30), 40, (30,))]
    >>> steps[-1].balances, sum(steps[-1].balances) + sum(steps[-1].after)
    ((-10, -20, -40, 40), 0)
    """
    unit, cap = _whole(unit, "unit"), _whole(cap, "cap")
    pools: list[int] = []
    balances = [0] * SEATS
    steps = []
    for number, item in enumerate(deals, start=1):
        if not (isinstance(item, tuple) and len(item) == 3):
            raise TypeError(say("history.err.deal", None, value=repr(item)))
        dealer, taker, made = item
        for seat in (dealer, taker):
            if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < SEATS:
                raise TypeError(say("history.err.deal", None, value=repr(item)))
        if not isinstance(made, bool):
            raise TypeError(say("history.err.deal", None, value=repr(item)))
        _add(pools, unit, cap * unit)
        balances[dealer] -= unit
        before = tuple(pools)
        stake = max(pools)
        if made:
            pools.remove(stake)
            taken = stake
        else:
            _add(pools, stake, cap * unit)
            taken = -stake
        balances[taker] += taken
        steps.append(PoolStep(number, dealer, taker, made, before, taken, tuple(pools), tuple(balances)))
    return tuple(steps)


def pool_deals(seed: int, n: int = 6) -> tuple:
    """*n* played deals in a row, the dealer moving to the right each time (G1), from *seed* on:
    each is the course's next bot-played deal (``bot_outcome``) dealt by that seat — a deal where
    everybody passed is skipped (the old text says nothing of it). Their outcomes feed both the old
    pool and today's scores."""
    out, s = [], _seed(seed)
    for k in range(_whole(n, "n")):
        s, _record, outcome = bot_outcome(
            s, want=lambda o, dealer=k % SEATS: o.status == "played" and o.dealer == dealer)
        out.append(outcome)
        s += 1
    return tuple(out)


# --------------------------------------------------------------------------- what the lesson shows
def _num(x, lang) -> str:
    return fmt_points(float(x), lang)


def _share(part, whole) -> str:
    return f"{round(100 * part / whole)} %"


def _pairs_text(g: OldGroup, lang) -> str:
    bits = [f"{a.name(lang)} + {b.name(lang)} = {OLD_PAIR_VALUES[a.kind]}" for a, b in g.pairs]
    bits += [f"{a.name(lang)} + {b.name(lang)} = {OLD_LOW_PAIR}" for a, b in g.low_pairs]
    return say("history.sep", lang).join(bits) or "—"


def group_solution(g: Group, lang: str | None = None) -> str:
    """A group's old count in words: its pairs, what scores nothing, and today's count beside it."""
    lang = check_language(lang)
    c = g.count
    return say("history.solution.group", lang, group=g.name(lang), pairs=_pairs_text(c, lang),
                 left=", ".join(x.name(lang) for x in c.left) or "—", old=c.points, today=_num(c.today, lang))


def count_table(dc: DealCount, side: str = "taker", lang: str | None = None) -> Shown:
    """The groups of one side, each counted today (C3) and by the old text, with what the old text
    leaves out; totals at the foot."""
    lang = check_language(lang)
    rows = []
    for g in (g for g in dc.groups if g.side == side):
        c = g.count
        rows.append([html.escape(g.name(lang)), _mini(c.cards, width=26, lang=lang), _num(c.today, lang),
                     str(c.points), html.escape(_pairs_text(c, lang)),
                     html.escape(", ".join(x.name(lang) for x in c.left) or "—")])
    head = [say(k, lang) for k in ("history.col.group", "lesson.col.cards", "history.col.today",
                                     "history.col.old", "history.col.old_pairs", "history.col.left")]
    foot = [say("lesson.total", lang), "", _num(dc.today(side), lang), str(dc.old(side)), "", ""]
    return cards_table(head, rows, caption=say(f"common.side.{side}", lang), foot=foot)


def totals_table(dc: DealCount, lang: str | None = None) -> Shown:
    """Both sides and both together, today (the core: 91 in all) and by the old text."""
    lang = check_language(lang)
    rows = []
    for side in ("taker", "defence"):
        rows.append([html.escape(say(f"common.side.{side}", lang)), _num(dc.today(side), lang), str(dc.old(side)),
                     _num(dc.today(side) - dc.old(side), lang)])
    both = dc.today("taker") + dc.today("defence")
    rows.append([html.escape(say("history.both", lang)), _num(both, lang), str(dc.old_total),
                 _num(both - dc.old_total, lang)])
    head = [say(k, lang) for k in ("history.col.side", "history.col.today", "history.col.old", "history.col.lost")]
    return cards_table(head, rows)


def targets_table(old_total: float | None = None, lang: str | None = None) -> Shown:
    """S1 today (the core's ``target_for``) beside the old text's targets, each as a share of the
    91 points of the pack — and, given an old count (a deal's, or the average of several), as a
    share of that."""
    lang = check_language(lang)
    rows = []
    for bouts in (0, 1, 2, 3):
        old, now = OLD_TARGETS[bouts], target_for(bouts)
        row = [str(bouts), str(old), _share(old, TOTAL_POINTS)]
        if old_total:
            row.append(_share(old, old_total))
        rows.append(row + [str(now), _share(now, TOTAL_POINTS), _num(now - old, lang)])
    head = [say("chart.col.bouts", lang), say("history.col.old_target", lang),
            say("history.col.share", lang, total=TOTAL_POINTS)]
    if old_total:
        head.append(say("history.col.share_deal", lang, total=_num(old_total, lang)))
    head += [say("history.col.today_target", lang), say("history.col.share", lang, total=TOTAL_POINTS),
             say("history.col.change", lang)]
    return cards_table(head, rows)


def pool_table(outcomes, unit: int = MOUCHE_UNIT, lang: str | None = None) -> tuple[Shown, tuple[PoolStep, ...]]:
    """The same refereed deals twice: the old pool (:func:`mouche_pool`) and today's taker's score
    (S4, the core's), then each seat's balance both ways. Returns the table and the pool's steps."""
    lang = check_language(lang)
    steps = mouche_pool([(o.dealer, o.taker, bool(o.made)) for o in outcomes], unit=unit)
    rows = []
    for o, s in zip(outcomes, steps, strict=True):
        rows.append([str(s.deal), html.escape(seat_name(s.dealer, None, lang)),
                     html.escape(seat_name(s.taker, None, lang)), html.escape(o.contract.label(lang)),
                     html.escape(say("replay.made" if s.made else "replay.failed", lang)),
                     " + ".join(map(str, s.before)), fmt_points(s.taken, lang, signed=True),
                     " + ".join(map(str, s.after)) or "0", fmt_points(o.scores[o.taker], lang, signed=True)])
    head = [say(k, lang) for k in ("chart.col.deal", "history.col.dealer", "common.short.taker",
                                     "chart.col.contract", "chart.col.result", "history.col.pool_before",
                                     "history.col.taken", "history.col.pool_after", "history.col.today_score")]
    table = cards_table(head, rows, caption=say("history.pool.caption", lang, unit=unit))
    totals = [sum(o.scores[seat] for o in outcomes) for seat in range(SEATS)]
    seat_rows = [[html.escape(seat_name(seat, None, lang)), fmt_points(steps[-1].balances[seat], lang, signed=True),
                  fmt_points(totals[seat], lang, signed=True)] for seat in range(SEATS)]
    seat_rows.append([html.escape(say("history.on_table", lang)), str(sum(steps[-1].after)), "0"])
    head = [say(k, lang) for k in ("chart.col.player", "history.col.pool_net", "history.col.today_total")]
    seats = cards_table(head, seat_rows)
    return Shown(table.html + seats.html, table.text + "\n\n" + seats.text), steps


def bids_table(lang: str | None = None) -> Shown:
    """The old text's bids, lowest first, with the talon and the fixed tokens each way."""
    lang = check_language(lang)
    rows = [[html.escape(say(f"history.bid.{b.key}", lang)), html.escape(say(f"history.talon.{b.talon}", lang,
                                                                                   price=OLD_BUY_PRICE)),
             str(b.bonus) if b.bonus else "—"] for b in OLD_BIDS]
    head = [say(k, lang) for k in ("history.col.old_bid", "history.col.talon", "history.col.bonus")]
    return cards_table(head, rows)


def petit_table(lang: str | None = None) -> Shown:
    """The Petit in the last trick: the old text's fixed 10, and today's B5 for each contract, as
    the core scores it (the difference petit au bout makes to S for the taker's side)."""
    lang = check_language(lang)
    rows = []
    for c in Contract:
        t = target_for(1)
        with_pab = score_facts(c.code, t, 1, petit_au_bout="taker").S
        without = score_facts(c.code, t, 1).S
        rows.append([html.escape(c.label(lang)), f"±{OLD_PETIT_LAST}", f"±{with_pab - without}"])
    head = [say(k, lang) for k in ("chart.col.contract", "history.col.petit_old", "history.col.petit_today")]
    return cards_table(head, rows)
