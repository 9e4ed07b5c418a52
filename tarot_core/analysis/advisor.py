"""How strong is my hand? The bidding advisor: a simulation puts a number on the chances.

From a seat's 18 cards before the chien, :func:`advise` deals the 60 cards that seat cannot see
at random *deals* times (a seeded :class:`random.Random`, shuffled by the core's own
:func:`~tarot_core.deal.shuffled_order`), and on each deal plays every contract of A2 — Prise,
Garde, Garde Sans, Garde Contre — with that seat as the taker (the others pass, A1–A3): the
bots make the discard (E1–E2, as :class:`~tarot_core.analysis.bots.BasicBot` does), the slam and
poignée decisions (B1, B7) and all 72 cards, and the referee's own outcome says whether the
contract is made (S1–S2) and gives S (S3). The same deals serve the four contracts (common random
numbers: the contracts differ by their contract only, not by their luck). The generator is
:func:`advisor_rng`, a stream of its own: never the dealer's for the same seed.

What it answers, per contract: the share of deals made with a 95 % Wilson interval
(:func:`wilson`), the mean S with a 95 % interval (normal approximation, :func:`mean_interval`),
and beside them the published hand count (:func:`~tarot_core.analysis.handcount.hand_count`) and
the bid that count suggests. It is a **model estimate**: bots play the cards, not people.

Two facts of the rules show in the figures, and the advisor uses the first to save time:

- Prise and Garde are played the same way — the chien shown, the same discard, the same cards —
  and only the multiplier changes (A2): their chance of success is always the same, and S
  doubles. The basic bots never read the contract, so at the ``"basic"`` level the Garde is
  the Prise's actions replayed into a fresh state with the other bid (and the referee scores
  it); Garde Contre likewise replays Garde Sans (the same 18 cards played, E3: only the chien's
  owner changes). ``tests/test_advisor.py`` checks that playing them in full gives the same
  actions. At the ``"sampler"`` level every contract is played in full (the sampler scores
  its samples with the contract).
- Garde Sans and Garde Contre are played without the chien (E3, E4): the chien's points go to
  the taker in a Garde Sans and to the defence in a Garde Contre, so the Contre is harder.

Petit sec (D4). A simulated deal where another hand is a petit sec would be cancelled before
the auction: it is dealt again (the number of such redeals is reported), so every estimate is
over deals that are played. When the seat's *own* hand is a petit sec, there is nothing to
estimate: the answer says the deal is cancelled (D4) instead of giving a chance.

Levels: ``"basic"`` — four basic bots; ``"sampler"`` — a
:class:`~tarot_core.analysis.sampler.SamplerBot` (:data:`SAMPLER_SAMPLES` sampled deals per card)
in the taker's seat and basic bots in defence. The sampler costs about 80 ms per decision, some
6 seconds per simulated deal for the four contracts, hence its small default (:data:`DEFAULT_DEALS`).
One basic advice with 200 deals costs about 3.7 s of CPU time on one core (some 9 ms per deal the
bots play; the Garde and Garde Contre replays are almost free).

>>> a = advise("T21 T20 T19 T18 T17 T15 T12 T9 T5 EX KH QH KS QS KD 7D 3C 2C", deals=4, seed=1)
>>> [c.contract.code for c in a.contracts], a.count.total, a.count.suggestion.code
(['prise', 'garde', 'garde-sans', 'garde-contre'], 79, 'garde-sans')
>>> a.contracts[0].made == a.contracts[1].made          # A2: Prise and Garde are played alike
True
>>> advise("T1 KH QH CH VH 10H 9H 8H 7H 6H 5H 4H 3H 2H 1H KS QS CS").cancelled    # D4: a petit sec
True

At three and five players (``players=3`` or ``5``, V1; ``tarot advise --players``) the same
simulation runs at that table: the hand is the table's (24 or 15 cards), the unseen cards are
dealt into the other hands of that size and the chien (V1), the seat and the dealer are the
table's (D1), the auction goes round that table (A1), and the table's bots play (the basic bot
bids, discards and plays at every table; at five the taker's call is its ``choose_call``, V4, and
the camps play by the partner rules, V5–V7). The figures are the same: each contract's chance and
mean S (S3; what each seat scores of S is V9's split). The count beside them is scaled to the hand
(:func:`~tarot_core.analysis.handcount.hand_count` with the table).

>>> a5 = advise("T21 T20 T19 T1 EX T2 T3 KS QS KH QH KD CD 5D KC", deals=2, seed=1, players=5)
>>> a5.players, a5.count.total, [c.deals for c in a5.contracts]
(5, 84, [2, 2, 2, 2])
"""
from __future__ import annotations

import json
import math
import random
import time
from dataclasses import dataclass

from ..actions import Bid
from ..auction import Contract
from ..cards import FULL_MASK, Card, cards_of, mask_of, parse_cards, sort_key
from ..catalogue import check_language, format_number, text, text_count
from ..deal import check_seat, check_seed, is_petit_sec_mask, shuffled_order
from ..errors import DealError, TarotError
from ..game import GameState
from ..table import FIVE_PLAYERS, FOUR_PLAYERS, Table, table_for
from .handcount import HandCount, hand_count
from .stats import mean_interval, wilson

N_SEATS = FOUR_PLAYERS.seats                      # the default table (``players``: 3, 4 or 5, V1)
HAND_SIZE = FOUR_PLAYERS.hand_size
CONTRACTS = tuple(Contract)                       # A2: Prise, Garde, Garde Sans, Garde Contre
LEVELS = ("basic", "sampler")
DEFAULT_DEALS = {"basic": 200, "sampler": 10}
MAX_DEALS = {"basic": 5000, "sampler": 100}
SAMPLER_SAMPLES = 10          # sampled deals per card for the sampler taker (reproducible, ~80 ms a card)
# The contract whose play a sibling replays at the basic level (A2: same play; E3: same 18 cards).
_REPLAYS = {Contract.GARDE: Contract.PRISE, Contract.GARDE_CONTRE: Contract.GARDE_SANS}
_MAX_REDEALS_PER_DEAL = 1000  # D4 redeals allowed per deal kept (never reached: a petit sec is rare)


@dataclass(frozen=True)
class ContractChance:
    """One contract's figures over the simulated deals: how many were made (S1–S2) and the S
    of each (S3, the taker's side's score before S4 multiplies it)."""
    contract: Contract
    deals: int
    made: int
    scores: tuple[int, ...]

    @property
    def chance(self) -> float:
        """The share of simulated deals where the contract was made."""
        return self.made / self.deals

    @property
    def interval(self) -> tuple[float, float]:
        """The 95 % Wilson interval of :attr:`chance`."""
        return wilson(self.made, self.deals)

    @property
    def mean_s(self) -> tuple[float, float | None, float | None]:
        """The mean S and its 95 % interval (:func:`mean_interval`)."""
        return mean_interval(self.scores)

    def to_dict(self) -> dict:
        low, high = self.interval
        mean, s_low, s_high = self.mean_s
        return {"contract": self.contract.code, "deals": self.deals, "made": self.made, "chance": self.chance,
                "ci95": [low, high], "mean_S": mean, "mean_S_ci95": [s_low, s_high]}

    def text(self, lang: str | None = None) -> str:
        """One line: the contract, its chance with interval, its mean S with interval."""
        lang = check_language(lang)
        low, high = self.interval
        mean, s_low, s_high = self.mean_s
        return text("advisor.row", lang, contract=self.contract.label(lang), chance=_percent(self.chance, lang),
                    low=_percent(low, lang), high=_percent(high, lang), mean=_signed(mean, lang),
                    s_low=_signed(s_low, lang), s_high=_signed(s_high, lang))


def _percent(share: float, lang: str) -> str:
    """A share as a whole percentage, halves rounded up (0.225 → 23)."""
    return format_number(math.floor(100 * share + 0.5), lang)


def _signed(value: float | None, lang: str) -> str:
    return "—" if value is None else format_number(round(value, 1), lang, signed=True)


@dataclass(frozen=True)
class HandAdvice:
    """The advisor's answer for one hand (see the module docstring). ``cancelled``: the hand is
    a petit sec (D4), and ``contracts`` is empty; ``redeals``: simulated deals dealt again
    because another hand was a petit sec (D4)."""
    hand: tuple[Card, ...]
    seat: int
    dealer: int
    level: str
    deals: int
    seed: int
    count: HandCount
    contracts: tuple[ContractChance, ...]
    cancelled: bool = False
    redeals: int = 0
    seconds: float = 0.0
    players: int = N_SEATS                        # V1: the table simulated (3, 4 or 5)

    def chance(self, contract) -> ContractChance:
        """The figures of one contract (a :class:`~tarot_core.auction.Contract`)."""
        return next(c for c in self.contracts if c.contract == contract)

    @property
    def favoured(self) -> Contract | None:
        """The contract with the highest mean S when that mean is above 0, else None (pass: in
        this model a pass scores 0, as if nobody took)."""
        if not self.contracts:
            return None
        best = max(self.contracts, key=lambda c: (c.mean_s[0], -int(c.contract)))
        return best.contract if best.mean_s[0] > 0 else None

    def to_dict(self) -> dict:
        """Plain data (``to_json`` writes it)."""
        count = {"total": self.count.total, "total_with_shape": self.count.total_with_shape,
                 "suggestion": self.count.suggestion.code if self.count.suggestion else None}
        return {"hand": [c.code for c in self.hand], "players": self.players, "seat": self.seat,
                "dealer": self.dealer, "level": self.level,
                "deals": self.deals, "seed": self.seed, "model_estimate": True, "cancelled": self.cancelled,
                "rule": "D4" if self.cancelled else None, "redeals": self.redeals,
                "contracts": [c.to_dict() for c in self.contracts], "count": count,
                "favoured": self.favoured.code if self.favoured else None, "seconds": round(self.seconds, 3)}

    def to_json(self) -> str:
        """The answer as one JSON object."""
        return json.dumps(self.to_dict(), ensure_ascii=False)

    def lines(self, lang: str | None = None) -> list[str]:
        """The answer line by line, in *lang* (what :meth:`text` joins)."""
        lang = check_language(lang)
        bid = self.count.suggestion.label(lang) if self.count.suggestion else text("count.pass", lang)
        count = text("advisor.count", lang, total=self.count.total, bid=bid)
        if self.cancelled:
            return [text("advisor.cancelled", lang), count]
        table = table_for(self.players)
        bots = text(f"advisor.players.{self.level}", lang, n=self.players, others=self.players - 1)
        out = [text("advisor.head", lang, deals=format_number(self.deals, lang, grouping=True), players=bots,
                    seed=self.seed, unseen=table.n_cards - table.hand_size)]
        if table != FOUR_PLAYERS:                  # V1 (V4 at five): the table simulated
            call = text("advisor.table_call", lang) if table == FIVE_PLAYERS else ""
            out.append(text("advisor.table_sim", lang, cards=table.hand_size, players=table.seats, call=call))
        out += [c.text(lang) for c in self.contracts]
        out.append(text("advisor.same_play", lang))
        out.append(count)
        best = self.favoured
        out.append(text("advisor.best", lang, bid=best.label(lang)) if best else text("advisor.best_pass", lang))
        if self.redeals:
            out.append(text_count("advisor.redealt", self.redeals, lang))
        return out

    def text(self, lang: str | None = None) -> str:
        """The answer for a learner, labelled as a model estimate (bots, not people)."""
        return "\n".join(self.lines(lang))


def check_hand(hand, table: Table = FOUR_PLAYERS) -> tuple[Card, ...]:
    """The cards of one hand before the chien: valid codes, each once (C1), as many as *table*
    deals (D3: 18; V1: 24 at three players, 15 at five)."""
    cards = parse_cards(hand)
    if len(cards) != table.hand_size:
        if table == FOUR_PLAYERS:
            raise DealError("D3", "err.advisor.hand_size", count=len(cards), size=table.hand_size)
        raise DealError("V1", "err.count.hand_size", count=len(cards), players=table.seats, size=table.hand_size)
    return tuple(sorted(cards, key=sort_key))


def check_deals(deals, level: str) -> int:
    """The number of simulated deals: a whole number from 1 to :data:`MAX_DEALS` for *level*."""
    if isinstance(deals, bool) or not isinstance(deals, int) or not 1 <= deals <= MAX_DEALS[level]:
        raise TarotError(None, "err.advisor.deals", value=deals, limit=MAX_DEALS[level], level=level)
    return deals


def check_level(level) -> str:
    if level not in LEVELS:
        raise TarotError(None, "err.advisor.level", level=level, levels=", ".join(LEVELS))
    return level


def advisor_rng(seed: int) -> random.Random:
    """The advisor's generator for *seed*: seeded with the text ``"tarot-advisor-<seed>"`` (Python
    hashes a text seed with SHA-512, the same on every machine), so that its stream is not the one
    the dealer draws from ``Random(seed)`` (D2). The practice table and the calibration pass the
    deal's own seed: with the same stream, the simulated deals would reuse the real shuffle's
    numbers and could echo the real hidden hands."""
    return random.Random(f"tarot-advisor-{seed}")


def deal_unseen(hand_mask: int, seat: int, rng: random.Random,
                table: Table = FOUR_PLAYERS) -> tuple[list[int], int, int]:
    """The cards *seat* cannot see (60 at four players), dealt at random: the other hands of the
    table's size and its chien (D3; V1 at three and five), as masks (the hands by seat, the
    chien), and the number of D4 redeals it took — a deal where another hand is a petit sec would
    be cancelled, so it is dealt again."""
    unseen = cards_of(FULL_MASK & ~hand_mask)
    others = [s for s in range(table.seats) if s != seat]
    size = table.hand_size
    for redeals in range(_MAX_REDEALS_PER_DEAL):
        order = [unseen[i] for i in shuffled_order(rng, len(unseen))]
        hands = [0] * table.seats
        hands[seat] = hand_mask
        for k, s in enumerate(others):
            hands[s] = mask_of(order[k * size:(k + 1) * size])
        if not any(is_petit_sec_mask(hands[s]) for s in others):
            return hands, mask_of(order[len(others) * size:]), redeals
    raise RuntimeError("no deal without a petit sec was found")      # not reached (see above)


def _bots(level: str, seat: int, seed: int, table: Table = FOUR_PLAYERS):
    """One bot per seat of *table*: basic bots (they bid, call at five, discard and play at every
    table), at the sampler level a sampler in *seat*."""
    from .bots import BasicBot
    bots = [BasicBot() for _ in range(table.seats)]
    if level == "sampler":
        from .sampler import SamplerBot
        bots[seat] = SamplerBot(seed, samples=SAMPLER_SAMPLES)
    return bots


def play_contract(hands: list[int], chien: int, dealer: int, seat: int, contract: Contract, bots) -> GameState:
    """One deal played with *seat* the taker in *contract* and the others passing (A1–A3); the
    bots make every decision after the auction (E1–E2, B1, B7, P1–P6; at five the call, V4). The
    table is the one of as many players as *hands* (V1). Returns the finished state."""
    from .bots import play_deal
    state = GameState(hands, chien, dealer, table=table_for(len(hands)))
    while state.phase == "auction":                        # A1: round the table from the dealer's right
        state.bid(contract if state.to_act == seat else None)
    return play_deal(state, bots)


def replay_as(played: GameState, contract: Contract) -> GameState:
    """The actions of a finished deal replayed into a fresh state with the taker's bid changed to
    *contract* — the same discard, poignées, slam decision and cards (each checked again by the
    state). Valid as the bots' play when they do not read the contract (A2, E3: see the module)."""
    state = GameState(list(map(mask_of, played.dealt)), mask_of(played.chien), played.dealer, table=played.table)
    for a in played.actions:
        state.apply(Bid(a.seat, contract) if isinstance(a, Bid) and a.contract is not None else a)
    return state


def play_all_contracts(hands: list[int], chien: int, dealer: int, seat: int, level: str,
                       seed: int) -> dict[Contract, GameState]:
    """The four contracts of A2 played on one deal (the basic level replays Garde from Prise
    and Garde Contre from Garde Sans: see the module docstring)."""
    out: dict[Contract, GameState] = {}
    for contract in CONTRACTS:
        if level == "basic" and contract in _REPLAYS:
            out[contract] = replay_as(out[_REPLAYS[contract]], contract)
        else:
            out[contract] = play_contract(hands, chien, dealer, seat, contract,
                                          _bots(level, seat, seed, table_for(len(hands))))
    return out


def advise(hand, deals: int | None = None, *, level: str = "basic", seed: int = 0, seat: int = 0,
           dealer: int = 0, players: int = N_SEATS) -> HandAdvice:
    """The advisor's answer for *hand* (its cards before the chien: 18 at four players) in *seat*
    with *dealer* dealing (by default as the practice table seats the learner: seat 0, who deals):
    *deals* simulated deals (:data:`DEFAULT_DEALS` for the level) at *level* ('basic' or
    'sampler'), from *seed*, at the table of *players* (V1: 3, 4 or 5; see the module docstring).

    The same arguments give the same answer (the deals are seeded, the bots deterministic)."""
    table = table_for(players)
    cards = check_hand(hand, table)
    level = check_level(level)
    deals = check_deals(DEFAULT_DEALS[level] if deals is None else deals, level)
    check_seat(seat, table)
    check_seat(dealer, table)
    if check_seed(seed) is None:
        raise DealError("D2", "err.deal.seed", seed=seed)
    count = hand_count(cards, table)
    mask = mask_of(cards)
    if is_petit_sec_mask(mask):                           # D4: this deal would be cancelled
        return HandAdvice(cards, seat, dealer, level, deals, seed, count, (), cancelled=True, players=table.seats)
    start = time.perf_counter()
    rng = advisor_rng(seed)
    made = dict.fromkeys(CONTRACTS, 0)
    scores: dict[Contract, list[int]] = {c: [] for c in CONTRACTS}
    redeals = 0
    for i in range(deals):
        hands, chien, again = deal_unseen(mask, seat, rng, table)
        redeals += again
        for contract, state in play_all_contracts(hands, chien, dealer, seat, level, seed * 100_003 + i).items():
            result = state.outcome().result
            assert result is not None
            made[contract] += bool(result.made)
            scores[contract].append(result.S)
    chances = tuple(ContractChance(c, deals, made[c], tuple(scores[c])) for c in CONTRACTS)
    return HandAdvice(cards, seat, dealer, level, deals, seed, count, chances, redeals=redeals,
                      seconds=time.perf_counter() - start, players=table.seats)


__all__ = ["CONTRACTS", "DEFAULT_DEALS", "LEVELS", "MAX_DEALS", "ContractChance", "HandAdvice", "advise",
           "advisor_rng", "check_hand", "deal_unseen", "mean_interval", "play_all_contracts", "play_contract",
           "replay_as", "wilson"]
