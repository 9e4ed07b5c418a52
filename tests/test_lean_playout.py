"""The engine's lean playouts (issue 26) equal the full path they stand in for.

- :func:`tarot_core.analysis.simulate.play_random_points` (bit masks, no ``Outcome``) plays the very
  deal :func:`~tarot_core.analysis.simulate.play_random_deal` plays from the same generator, and
  counts what its full :class:`~tarot_core.outcome.Outcome` says: the status (D4, A1–A3), the taker
  and the contract, his card points with the chien or discard (C3, E1/E3, X3–X7) and his bouts (C2).
- :func:`tarot_core.analysis.sampler.playout` (local masks, one loop) returns the S that
  :func:`~tarot_core.analysis.sampler.playout_reference` (the engine's ``Playout`` step by step) returns,
  on sampled deals at three, four and five players.
"""
from __future__ import annotations

import collections
import random

from tarot_core.analysis.simulate import play_random_deal, play_random_points, playout_points
from tarot_core.cards import BIT, EXCUSE_INDEX, FIRST_TRUMP, FULL_MASK, mask_of
from tarot_core.engine import Playout
from tarot_core.excuse import settle

N_SEEDS = 1000                 # x 4 dealers: 4,000 deals


def test_the_lean_points_equal_the_full_outcome_on_thousands_of_deals():
    """4,000 seeded deals (seeds 0-999, each dealer): the same status, taker, contract, taker's points
    and bouts as the full Outcome; the Excuse's cases all occur among them (X3 kept, X3 exchanged, X4
    debt paid later or never, X5 to the other side at the last trick)."""
    statuses: collections.Counter[str] = collections.Counter()
    excuse: collections.Counter[str] = collections.Counter()
    for seed in range(N_SEEDS):
        for dealer in range(4):
            full = play_random_deal(random.Random(seed), dealer)
            lean = play_random_points(random.Random(seed), dealer)
            assert lean.status == full.status, (seed, dealer)
            statuses[full.status] += 1
            if full.status != "played":
                continue
            got = (lean.taker, lean.contract, lean.taker_points, lean.taker_bouts)
            assert got == (full.taker, full.contract, full.taker_points, full.taker_bouts), (seed, dealer)
            excuse.update(e.event for e in full.excuse_events)
    assert sum(statuses.values()) == 4 * N_SEEDS and statuses["played"] > 3000
    assert {"kept", "exchanged", "debt", "debt_paid", "debt_unpaid", "changed_sides"} <= set(excuse)


def _lowest(_hands_unused=None):
    return 0.999999            # rnd() * n < n: the draw takes the int(r)-th highest legal card, here the lowest


def _reference(hands: list[int], leader: int, taker: int) -> tuple[int, int]:
    """The same play through the engine's Playout (the lowest legal card each time), settled by the
    referee's settle (X3-X7): the taker's pile and the half point moved."""
    game = Playout(hands, leader)
    while not game.done:
        legal = game.legal()
        game.push((legal & -legal).bit_length() - 1)
    st = settle(game.tricks, taker, winners=game.winners, masks=game.masks)
    return st.taker_mask, st.half_point_shift


def test_X6_the_excuse_led_to_the_last_trick_by_a_side_that_won_all_takes_the_trick():
    """X6 (R3): the taker holds 17 trumps (T5-T21) and the Excuse; playing the lowest legal card, he
    trumps the first trick, leads his trumps and wins 17 tricks, then leads the Excuse to the last:
    his side won every earlier trick, so it takes the last trick too — all 72 cards played are his
    (without X6 a defender's card would win it and the Excuse would change sides, X5)."""
    taker_hand = mask_of(range(FIRST_TRUMP + 4, EXCUSE_INDEX + 1))       # T5 ... T21 and the Excuse
    rest = [c for c in range(78) if not BIT[c] & taker_hand]
    chien = mask_of(rest[-6:])                     # the six highest cards not his: two suit cards, T1-T4
    others = [c for c in rest if not BIT[c] & chien]
    assert taker_hand.bit_count() == 18 and len(others) == 54
    hands = [taker_hand, mask_of(others[0::3]), mask_of(others[1::3]), mask_of(others[2::3])]
    taker_won, shift = playout_points(list(hands), 1, 0, _lowest)
    assert (taker_won, shift) == _reference(list(hands), 1, 0)
    assert taker_won == FULL_MASK & ~chien and shift == 0


def test_the_sampler_lean_playout_equals_the_reference_at_three_four_and_five_players():
    """The sampler's playout and its reference give the same S on every sampled deal and candidate card
    (positions of seeded deals played by basic bots: three, four and five players, over a thousand)."""
    from tarot_core.analysis.bots import BasicBot, play_turn
    from tarot_core.analysis.sampler import playout, playout_reference, sample_world
    from tarot_core.game import GameState
    compared = 0
    for players in (3, 4, 5):
        for seed in range(3):
            st = GameState.new(seed=seed, players=players)
            bots = [BasicBot() for _ in range(players)]
            views = []
            while st.phase not in ("done", "all_pass", "cancelled"):
                if st.phase == "play" and st.taker is not None and len(st.legal_cards()) > 1:
                    views.append(st.view(st.to_act))
                play_turn(st, bots)
            rng = random.Random(seed)
            for view in views[::2]:
                world = sample_world(view, rng)
                for c in view.legal:
                    assert playout(view, world, int(c)) == playout_reference(view, world, int(c)), (players, seed)
                    compared += 1
    assert compared > 1000


def test_the_sampler_bench_chooses_the_same_cards_either_way():
    """python -m tarot_core.analysis.bench --sampler N: the lean and the reference playouts make the
    sampler bot choose the same cards (the same sampled deals, the same S)."""
    from tarot_core.analysis.bench import sampler_positions, sampler_rate
    views = sampler_positions(seeds=[0], every=10)
    lean, ref = sampler_rate(2, False, views), sampler_rate(2, True, views)
    assert views and lean["chosen"] == ref["chosen"] and lean["samples_per_s"] > 0
