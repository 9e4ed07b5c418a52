"""How long the practice bots take to decide, on this machine (one core), and what the basic
bot's call at five players is worth.

``python -m tarot_core.analysis.bench_bots [--players P] [--deals N] [--sampler-deals M] [--budget S]``

- **basic**: every decision (bid, call, discard, poignée, slam, card) of N seeded deals played by
  basic bots at a table of P players (3, 4 or 5; default 4), each timed from the seat's view being
  taken to the decision (the target: under 1 ms median, at most 5 ms each);
- **sampler**: every card of M deals at that table where seat 0 is a sampler with a time budget of
  S seconds per card (the target: at most 1 s per card), with how many sampled deals it managed.

It prints the median, the 95th percentile and the maximum of each.

``python -m tarot_core.analysis.bench_bots --call [--deals N] [--seed K]`` measures the call rule
(:func:`~tarot_core.analysis.call_rules.call_king_of_weak_suit`, V4) against calling at random:
a duplicate match at five players — every deal is played twice by five basic bots, once with the
taker calling by the rule and once calling a card drawn at random among those V4 and R8 allow, the
same cards dealt to the same seats; only the call differs. It prints the taker's mean score
(V9: 2 S, or 4 S alone) each way and the mean of the per-deal difference with its 95 % interval
(1.96 standard errors), over the deals where someone took.

``python -m tarot_core.analysis.bench_bots --five-rules [--deals N] [--seed K]`` measures the
five-player rules of play (:mod:`~tarot_core.analysis.partner_rules`) the same way: every deal is
played by five basic bots without them, then again with them for one side only — the attack (the
taker and his partner), then the defence — and the mean per-deal change of that side's total score
is printed with its 95 % interval.

``python -m tarot_core.analysis.bench_bots --rule-worth NAME [--players P] [--deals N] [--seed K]``
measures one leading rule of thumb (for instance ``secure_the_contract``) the same way: every deal
played by basic bots leading without it (:data:`~tarot_core.analysis.card_rules.LEADING_RULES` less
NAME), then again with the bot's order for one side only, the attack, then the defence
(:func:`order_match`); the mean per-deal change of that side's total score with its 95 % interval.
A rule joins the bot's order only if it does not lose points (issue 24 §1).
"""
from __future__ import annotations

import argparse
import statistics
import time
from typing import NamedTuple

from ..call import callable_cards
from ..cards import BIT, DECK, Card
from ..game import GameState, SeatView
from ..table import FIVE_PLAYERS, FOUR_PLAYERS, TABLES, table_for
from .bots import BasicBot, play_deal, play_turn
from .card_rules import LEADING_RULES, basic_card
from .partner_rules import FIVE_RULES
from .sampler import SamplerBot
from .situation import situation
from .stats import half_width


def _percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def time_basic(deals: int, players: int = FOUR_PLAYERS.seats) -> list[float]:
    """Seconds per decision of basic bots at a table of *players* (V1) over *deals* seeded deals."""
    table = table_for(players)
    times: list[float] = []
    bots = [BasicBot() for _ in range(table.seats)]
    for seed in range(deals):
        s = GameState.new(seed=seed, dealer=seed % table.seats, players=table.seats)
        while s.to_act is not None:
            t0 = time.perf_counter()
            play_turn(s, bots)
            times.append(time.perf_counter() - t0)
    return times


def time_sampler(deals: int, budget: float, players: int = FOUR_PLAYERS.seats) -> tuple[list[float], list[int]]:
    """Seconds per card of a sampler in seat 0 (budget *budget*) with basic bots in the other seats
    of a table of *players* (V1), and its sampled deals per card."""
    table = table_for(players)
    times: list[float] = []
    samples: list[int] = []
    for seed in range(deals):
        sampler = SamplerBot(seed, budget=budget)
        bots = [sampler] + [BasicBot() for _ in range(table.seats - 1)]
        s = GameState.new(seed=1000 + seed, dealer=seed % table.seats, players=table.seats)
        while s.to_act is not None:
            mine = s.phase == "play" and s.to_act == 0 and len(s.legal_cards()) > 1
            sampler.last_samples = 0
            t0 = time.perf_counter()
            play_turn(s, bots)
            if mine and sampler.last_samples:
                times.append(time.perf_counter() - t0)
                samples.append(sampler.last_samples)
    return times, samples


class RandomCaller(BasicBot):
    """The basic bot, except that as taker at five players it calls a card drawn at random among
    those it may call (V4, R8) — the baseline of the call rule."""
    kind = "basic-random-call"

    def choose_call(self, view: SeatView) -> Card:
        return self.rng.choice(callable_cards(view.hand))


class CallMatch(NamedTuple):
    """The call rule against a random call (see the module docstring): per deal with a taker, his
    score with the rule and with a random call (V9)."""
    rule: tuple[int, ...]
    random: tuple[int, ...]
    same_call: int                     #: deals where both calls named the same card

    @property
    def diffs(self) -> list[int]:
        return [a - b for a, b in zip(self.rule, self.random)]

    def interval(self) -> tuple[float, float]:
        """The mean per-deal difference (rule − random) and its 95 % half-width (``stats.half_width``)."""
        return _interval(self.diffs)


def call_match(deals: int, seed: int = 0) -> CallMatch:
    """Play *deals* five-player deals (seeds *seed*, *seed* + 1 …) twice each with five basic bots:
    the taker calling by the rule, then at random (:class:`RandomCaller`, seeded by the deal)."""
    seats = FIVE_PLAYERS.seats
    rule: list[int] = []
    rand: list[int] = []
    same = 0
    for i in range(deals):
        deal_seed = seed + i
        a = play_deal(GameState.new(seed=deal_seed, dealer=i % seats, players=seats),
                      [BasicBot() for _ in range(seats)])
        if a.phase != "done":
            continue                                  # all passed (A3) or petit sec (D4): no call
        b = play_deal(GameState.new(seed=deal_seed, dealer=i % seats, players=seats),
                      [RandomCaller(deal_seed * seats + s) for s in range(seats)])
        taker = a.taker
        assert taker is not None and b.taker == taker          # the same auction: only the call differs
        rule.append(a.outcome().scores[taker])
        rand.append(b.outcome().scores[taker])
        same += a.called == b.called
    return CallMatch(tuple(rule), tuple(rand), same)


class CardRulesOnly(BasicBot):
    """The basic bot without the five-player rules: the card rules of every table alone."""
    kind = "basic-card-rules-only"

    def choose_card(self, view: SeatView) -> Card:
        return DECK[basic_card(situation(view))[0]]


def _interval(diffs: list[int]) -> tuple[float, float]:
    """The mean of *diffs* and its 95 % half-width (:func:`~tarot_core.analysis.stats.half_width`)."""
    return (statistics.fmean(diffs) if diffs else 0.0), half_width(diffs)


def five_rules_match(deals: int, seed: int = 0) -> dict[str, list[int]]:
    """Per side ('attack', 'defence'): the change of that side's total score (V9) when its seats
    play with the five-player rules, the other seats and the cards unchanged, over the deals (seeds
    *seed*, *seed* + 1 …) where someone took. The auction and the call are the same both ways."""
    seats = FIVE_PLAYERS.seats
    out: dict[str, list[int]] = {"attack": [], "defence": []}
    for i in range(deals):
        def new(i: int = i) -> GameState:
            return GameState.new(seed=seed + i, dealer=i % seats, players=seats)
        base = play_deal(new(), [CardRulesOnly() for _ in range(seats)])
        if base.phase != "done":
            continue
        attack = set(base.attack)
        for side, members in (("attack", attack), ("defence", set(range(seats)) - attack)):
            again = play_deal(new(), [BasicBot() if s in members else CardRulesOnly() for s in range(seats)])
            out[side].append(sum(again.outcome().scores[s] - base.outcome().scores[s] for s in members))
    return out


class OrderBot(BasicBot):
    """The basic bot with another order of leading rules (*leading*; the five-player rules first,
    as :func:`~tarot_core.analysis.partner_rules.table_card` plays them) — to measure a rule of
    thumb before it joins :data:`~tarot_core.analysis.card_rules.LEADING_RULES`."""
    kind = "basic-order"

    def __init__(self, leading: tuple, seed: int | None = None) -> None:
        super().__init__(seed)
        self.leading = leading

    def choose_card(self, view: SeatView) -> Card:
        sit = situation(view)
        if sit.called >= 0 and sit.legal & (sit.legal - 1):
            for rule in FIVE_RULES:
                c = rule(sit)
                if c is not None and sit.legal & BIT[c]:
                    return DECK[c]
        return DECK[basic_card(sit, self.leading)[0]]


def order_match(leading: tuple, deals: int, seed: int = 0, players: int = FOUR_PLAYERS.seats,
                base: tuple | None = None) -> dict[str, list[int]]:
    """Per side ('attack', 'defence'): the change of that side's total score (S4, V9) when its seats
    lead by the rules *leading* instead of *base* (the basic bot's :data:`LEADING_RULES` unless told),
    the other seats and the cards unchanged, over the deals (seeds *seed*, *seed* + 1 …) where
    someone took: a duplicate match, the same auction, discard and call both ways."""
    seats = table_for(players).seats
    out: dict[str, list[int]] = {"attack": [], "defence": []}
    for i in range(deals):
        def new(i: int = i) -> GameState:
            return GameState.new(seed=seed + i, dealer=i % seats, players=seats)
        before = play_deal(new(), [OrderBot(base or LEADING_RULES) for _ in range(seats)])
        if before.phase != "done":
            continue
        attack = set(before.attack)
        for side, members in (("attack", attack), ("defence", set(range(seats)) - attack)):
            after = play_deal(new(), [OrderBot(leading) if s in members else OrderBot(base or LEADING_RULES)
                                      for s in range(seats)])
            out[side].append(sum(after.outcome().scores[s] - before.outcome().scores[s] for s in members))
    return out


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--players", type=int, choices=sorted(TABLES), default=FOUR_PLAYERS.seats)
    p.add_argument("--deals", type=int, default=None, help="300 for the times, 2000 with --call")
    p.add_argument("--sampler-deals", type=int, default=3)
    p.add_argument("--budget", type=float, default=1.0)
    p.add_argument("--call", action="store_true", help="the call rule against a random call, at five players")
    p.add_argument("--five-rules", action="store_true",
                   help="the five-player rules of play for each side against the card rules alone")
    p.add_argument("--rule-worth", metavar="NAME", choices=[r.__name__ for r in LEADING_RULES],
                   help="a leading rule of thumb: the bot's order against the same without it, per side")
    p.add_argument("--seed", type=int, default=0)
    a = p.parse_args(argv)
    if a.rule_worth:
        without = tuple(r for r in LEADING_RULES if r.__name__ != a.rule_worth)
        sides = order_match(LEADING_RULES, 2000 if a.deals is None else a.deals, a.seed, a.players, base=without)
        for side, diffs in sides.items():
            mean, half = _interval(diffs)
            changed = sum(1 for d in diffs if d)
            print(f"{a.rule_worth} for the {side} at {a.players} players, {len(diffs)} deals with a taker "
                  f"(seeds {a.seed}…, duplicate; {changed} changed): {mean:+.2f} ± {half:.2f} per deal (95 %)")
        return
    if a.five_rules:
        sides = five_rules_match(2000 if a.deals is None else a.deals, a.seed)
        for side, diffs in sides.items():
            mean, half = _interval(diffs)
            print(f"five-player rules for the {side}, {len(diffs)} deals with a taker (seeds {a.seed}…, "
                  f"duplicate): {mean:+.1f} ± {half:.1f} per deal (95 %)")
        return
    if a.call:
        m = call_match(2000 if a.deals is None else a.deals, a.seed)
        mean, half = m.interval()
        print(f"call at five players, {len(m.rule)} deals with a taker (seeds {a.seed}…, duplicate; "
              f"{m.same_call} with the same call): taker's mean score by the rule "
              f"{statistics.fmean(m.rule) if m.rule else 0:+.1f}, at random "
              f"{statistics.fmean(m.random) if m.random else 0:+.1f}; "
              f"difference {mean:+.1f} ± {half:.1f} (95 %)")
        return
    basic = time_basic(300 if a.deals is None else a.deals, a.players)
    print(f"basic at {a.players} players: {len(basic)} decisions, median {1000 * statistics.median(basic):.3f} ms, "
          f"p95 {1000 * _percentile(basic, 0.95):.3f} ms, max {1000 * max(basic):.3f} ms")
    if a.sampler_deals:
        times, samples = time_sampler(a.sampler_deals, a.budget, a.players)
        if times:
            print(f"sampler at {a.players} players (budget {a.budget} s): {len(times)} cards with a choice, "
                  f"median {statistics.median(times):.3f} s, "
                  f"p95 {_percentile(times, 0.95):.3f} s, max {max(times):.3f} s; sampled deals per card: "
                  f"median {statistics.median(samples):.0f}, min {min(samples)}")


if __name__ == "__main__":
    main()
