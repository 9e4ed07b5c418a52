"""Issue 26, "The engine's playouts": the faster playouts play the very deals they played before.

Every value below was computed from the code of commit 4cd64cb (before the playouts were sped up)
and is pinned here exactly, so that any change in the dealer's draws (D2: the shuffle's keys, the cut;
D3/V1: the chien's gaps), in the order of the generator's calls, or in the count of a played deal
(C2 bouts, C3 card points, E1/E3 the chien or discard, X3–X7 the Excuse) fails:

- :func:`tarot_core.deal.deal_masks` at three, four and five players (the hands, the chien, and the
  generator's next draw: the same number of draws), seeds 0–1999;
- :func:`tarot_core.analysis.simulate.play_random_points` (the lean playout), seeds 0–999 with each
  dealer, and one generator stream of 3,000 deals as ``python -m tarot_core.analysis.bench`` plays them;
- the sampler bot's playout (:func:`tarot_core.analysis.sampler.playout`: S of each legal card in a
  sampled deal) and the cards :class:`~tarot_core.analysis.sampler.SamplerBot` chooses, at 25 positions
  of two seeded basic-bot deals.
"""
from __future__ import annotations

import collections
import hashlib
import random

import pytest

from tarot_core.analysis.simulate import play_random_points
from tarot_core.deal import deal_masks
from tarot_core.table import FIVE_PLAYERS, FOUR_PLAYERS, THREE_PLAYERS


def _sha(rows) -> str:
    return hashlib.sha256(repr(rows).encode()).hexdigest()


@pytest.mark.parametrize("table, digest", [
    (THREE_PLAYERS, "e3d200b9a46a14439e815483cedb663eb1612a84f6c0fb3e7093b27fb45bbac8"),
    (FOUR_PLAYERS, "e80f63a2391904ec77c93ef3413607644215a1145c20554a1abc1bdc5fdb2f13"),
    (FIVE_PLAYERS, "0b8225a1eeaa793de6c9016974450cf6081bc0b8f6bd802ea4ef33b762a8ce77"),
])
def test_seeded_deals_are_card_for_card_those_of_before(table, digest):
    """D2/D3 (V1): seeds 0–1999, dealer = seed mod seats: the hands, the chien and the generator's next
    draw are those of commit 4cd64cb (sha256 of their repr, one line per seed)."""
    h = hashlib.sha256()
    for seed in range(2000):
        rng = random.Random(seed)
        hands, chien = deal_masks(rng, seed % table.seats, table)
        h.update(repr((hands, chien, rng.random())).encode())
    assert h.hexdigest() == digest


def test_one_seeded_deal_in_full():
    """D2/D3: seed 5, dealer 2, four players: the four hands and the chien as bit masks (bit i = card i),
    then the generator's next draw (the dealer drew exactly as many numbers as before)."""
    rng = random.Random(5)
    assert deal_masks(rng, 2) == ([22838241516426030072834, 203237579438189804781633, 590454034527238241156,
                                   75560568228495723855888], 4611686018496725032)
    assert rng.random() == 0.34074053550422223


@pytest.mark.parametrize("seed, taker, contract, half, bouts, after", [
    (0, 1, "garde-contre", 92, 2, 0.5036365052098872),
    (1, 1, "garde-sans", 56, 1, 0.8998185003560202),
    (2, 0, "garde-contre", 56, 2, 0.9597311864871608),
    (3, 1, "garde-contre", 28, 0, 0.02692120500933004),
    (7, 2, "garde-sans", 18, 0, 0.48383465641626944),
])
def test_lean_playout_of_a_seed(seed, taker, contract, half, bouts, after):
    """The lean playout of ``random.Random(seed)``, dealer = seed mod 4: the taker, the contract, his card
    points in half points (C3, with E1/E3, X3–X7), his bouts (C2), and the generator's next draw."""
    rng = random.Random(seed)
    p = play_random_points(rng, seed % 4)
    assert (p.status, p.taker, p.contract.code, p.taker_half, p.taker_bouts) == ("played", taker, contract, half, bouts)
    assert rng.random() == after


def test_lean_playouts_of_four_thousand_seeded_deals_are_those_of_before():
    """Seeds 0–999 with each dealer: 3,392 played, 592 all passed (A3), 16 cancelled (D4); the takers'
    half points add up to 174,868; every deal's status, taker, contract, points, bouts and the generator's
    next draw hash as at commit 4cd64cb."""
    statuses: collections.Counter[str] = collections.Counter()
    rows, total = [], 0
    for seed in range(1000):
        for dealer in range(4):
            rng = random.Random(seed)
            p = play_random_points(rng, dealer)
            rows.append((p.status, p.taker, None if p.contract is None else p.contract.code, p.taker_half,
                         p.taker_bouts, rng.random()))
            statuses[p.status] += 1
            total += p.taker_half
    assert dict(statuses) == {"played": 3392, "all_pass": 592, "cancelled": 16}
    assert total == 174868
    assert _sha(rows) == "35c0524e6a0cf30fbeedc8d1c331b450d0b918a91d850d9eb52923fa4dbceda6"


def test_the_bench_stream_is_that_of_before():
    """One generator (seed 1) through 3,000 deals, dealer i mod 4, as the bench plays them: every deal's
    count hashes as at commit 4cd64cb, and the generator ends in the same state."""
    rng = random.Random(1)
    rows = []
    for i in range(3000):
        p = play_random_points(rng, i % 4)
        rows.append((p.status, p.taker, None if p.contract is None else p.contract.code, p.taker_half, p.taker_bouts))
    assert _sha(rows) == "c0ea6a0af327262d11e051b57373a1fcbf580e06bde95236ee461949acdc8766"
    assert rng.random() == 0.7959723985893993


SAMPLER_S = [
    (96, 96, 86, 86, 86, 86, 86, 86, 58, 92, 74, 74, 74, 74, 74, 92, 82, 82), (-64, -64, -64), (-96, -102, -102),
    (104, 104, 68, 68, 68, 68, 68, -60, 98, 98, 98, 98, 98, 98), (-38, -80, -80, -80),
    (102, 102, 106, 98, 98, 98, 98, 98, 106, 106, 106), (74, 74, 74, 68), (88, 88), (-62, -62, -62, -62),
    (84, 84, 86, 86, 92, 92), (-60, -60), (96, 96, 82), (96, 96), (-64, -64),
    (-69, -69, -71, -50, -50, -50, -75, -75, -75, -69, -69, -69, -55, -55, -55, -69), (-55, -55, -55),
    (-29, -29, 26, 26), (-43, -43, -37, -37, -64, -49, -61, -60, -60, -39, -39, -43), (28, 28, -47),
    (31, -34, -34, -34, 30, 25, -26, 29, 29), (27, 27, 27, 27), (27, 27, -37, -31, -31, -31), (26, -26, -26, -26, 26),
    (26, 26, -30), (25, 25)]
SAMPLER_CARDS = ["T20", "1D", "QS", "3D", "JH", "T3", "T12", "1H", "QD", "T20", "EX", "T21", "8C", "6D", "1S", "1C",
                 "T13", "T14", "T1", "CC", "T16", "KH", "2H", "6H", "6S"]


def test_the_sampler_playouts_and_cards_are_those_of_before():
    """Every 5th card decision with a choice in basic-bot deals of seeds 0 and 1 (25 positions): in the
    world sampled by ``random.Random(i)`` at the i-th, S (S3) of each legal card played out by the basic
    rules; and the card ``SamplerBot(seed=1, samples=3)`` chooses there — as at commit 4cd64cb."""
    from tarot_core.analysis.bench import sampler_positions
    from tarot_core.analysis.sampler import SamplerBot, playout, sample_world
    views = sampler_positions(seeds=[0, 1], every=5)
    got = []
    for i, view in enumerate(views):
        world = sample_world(view, random.Random(i))
        got.append(tuple(playout(view, world, int(c)) for c in view.legal))
    assert got == SAMPLER_S
    assert [SamplerBot(seed=1, samples=3).choose_card(v).code for v in views] == SAMPLER_CARDS


def test_the_bench_takes_the_engines_rounds_in_turn_on_the_same_deals():
    """python -m tarot_core.analysis.bench (issue 26): the engines compared take their rounds in turn
    (3 rounds of 4 deals: a, a, a, a, b, b, b, b, a, …), each from its own generator of the same seed, so
    each plays the deals run() plays alone: 12 deals from seed 1 (statuses counted as run() counts them)."""
    from tarot_core.analysis.bench import run, run_alternately
    calls = []

    def recorded(name):
        def play(rng, dealer):
            calls.append(name)
            return play_random_points(rng, dealer)
        return play
    got = run_alternately(12, 1, 3, {"a": recorded("a"), "b": recorded("b")})
    assert calls == (["a"] * 4 + ["b"] * 4) * 3
    alone = run(12, 1, 3, play=play_random_points)
    assert got["a"]["statuses"] == got["b"]["statuses"] == alone["statuses"]
    assert got["a"]["deals"] == alone["deals"] == 12 and len(got["b"]["rounds"]) == 3
