"""Call the lessons' seed-drawn helpers over many room seeds, without a kernel (issue 26).

On the JupyterLite site a lesson draws a fresh room seed, so every helper that draws a case from
the seed (``lesson_rng(SEED)`` or the seed itself) must work at any seed: never raise, never loop
for ever, never give a degenerate exercise (a choice question with no right answer or two). The
notebooks' tests run the lessons at fixed seeds only; this script calls each helper directly:

    python scripts/sweep_seeds.py                 # every helper, the default number of seeds
    python scripts/sweep_seeds.py --seeds 5000 --only practice.overtrump_case
    python scripts/sweep_seeds.py --list

The seeds are 1 … N and the room seeds whose deal a petit sec cancels (D4). Each failure is printed
on one line (helper, seed, error); the exit status is 1 if any. Costly helpers (a deal played by
bots for each case) take a fraction of N (their ``share``).
"""
from __future__ import annotations

import argparse
import pathlib
import random
import sys
import time
import traceback

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "lessons"))

from tarot_core.deal import is_petit_sec  # noqa: E402
from tarot_core.play import legal_cards, trick_winner  # noqa: E402

#: room seeds below 20,000 whose deal (seat 0 or any dealer) a petit sec cancels (D4)
CANCELLED = (267, 344, 816, 949, 1026, 2444, 2552, 3531, 4024, 4642, 6429, 6722, 7083, 7300, 8162, 8570,
             9446, 9528, 10903, 13777, 14334, 14379, 15215, 16991, 17029, 17551, 18466, 18718, 18730, 19315)


def solved(check) -> float:
    """The number a worked solution ends with ('… Garde Contre S = 60 × 6 = 360.'): the right answer."""
    return float(check.solution.rsplit("= ", 1)[1].replace("−", "-").rstrip("."))


def one_right(choices, check) -> None:
    """A choice question has exactly one right answer among its choices."""
    right = [value for _label, value in choices if check(value)[0]]
    assert len(right) == 1, f"{len(right)} right answers among {[v for _, v in choices]}"


def _rng(seed: int, name: str = ""):
    from tarot_course.seed import lesson_rng
    return lesson_rng(seed, name)


# --------------------------------------------------------------------------- the cases, by helper
def practice_cases(seed: int) -> None:
    from tarot_course import practice as p
    rng = _rng(seed, "sweep/practice")
    assert len(p.random_pile(rng, 12, counting=5)) == 12
    assert 1 <= sum(c.is_bout for c in p.bout_pile(rng)) <= 3
    assert len(p.pack_part(rng)) >= 3
    for bouts in range(4):
        p.random_points(rng, bouts)
        if bouts:
            assert p.random_points(rng, bouts, half=True) % 1 == 0.5
    for kind in ("sec", "excuse", "trump"):
        hand = p.petit_sec_hand(rng, kind)
        assert len(hand) == 18 and len(set(hand)) == 18 and is_petit_sec(hand) == (kind == "sec")
    hand, chien = p.short_suits_case(rng)
    assert len(set(hand + chien)) == 24
    assert any(b != "pass" for b in p.random_auction(rng))
    for kind in ("over", "both_higher", "none_higher"):
        hand, trick, asked = p.overtrump_case(rng, kind)
        assert (asked in legal_cards(hand, trick)) == (kind != "over"), kind
    for kind in ("trump", "suit"):
        trick = p.excuse_led_trick(rng, kind)
        assert len(set(trick)) == 4 and not trick[trick_winner(trick)].is_excuse
    hand, trick = p.random_trick(rng, seed)
    assert 1 <= len(trick) <= 3 and 0 < len(legal_cards(hand, trick)) <= len(hand)
    assert len(p.random_full_trick(rng, seed)) == 4
    p.random_score_facts(rng)
    p.random_score_facts(rng, contracts=["garde", "garde-sans"], bouts=[2], petit_au_bout=[None], poignees=[()])
    p.random_score_facts(rng, want=lambda r: not r.made)


def lesson_cases(seed: int) -> None:
    """The small per-lesson exercises drawn from a stream (lessons 2, 3, 8, 9, 16, 18, 20–24)."""
    from tarot_core.poignee import poignee_choices
    from tarot_course import bonuses, checks, counting_hands, odds, other_tables, rules_desk, scoring
    from tarot_course.defence import revoke_case
    from tarot_course.discarding import forced_trumps_case
    rng = _rng(seed, "sweep/lessons")
    checks.chien_size_check(seed)
    q, check = scoring.multiplier_exercise(rng, "en")
    assert check(solved(check))[0], q
    q, bouts = scoring.target_case(rng, "en")
    assert 0 <= bouts <= 3
    q, check = bonuses.multiplier_exercise(rng, "en")
    assert check(solved(check))[0], q
    hand, n, excuse = bonuses.poignee_hand(rng)
    assert len(hand) == 18 == len(set(hand))
    choices, check = bonuses.poignee_level_exercise(n, excuse, "en")
    one_right(choices, check)
    hand, n, excuse = bonuses.show_hand(rng)
    assert len(hand) == 18 == len(set(hand)) and poignee_choices(hand)
    rules_desk.slam_case(rng)
    hand, trick = rules_desk.play_case(rng)
    assert len(hand) == 5 and 1 <= len(trick) <= 3
    for ex in (counting_hands.likelier_split(rng, "en"), odds.third_round(rng, "en"), odds.best_poignee(rng, "en")):
        one_right(ex.choices, ex.check)
    for ex, right in ((counting_hands.petit_swing(rng, "en"), "cost.swing"),
                      (counting_hands.garde_beats_prise(rng, "en"), "needed"),
                      (odds.three_rounds(rng, "en"), "three"), (odds.cash_king(rng, "en"), "first")):
        value = ex
        for part in right.split("."):
            value = getattr(value, part)
        assert ex.check(value)[0], f"{ex.question}: the right answer {value} is refused"
    hand, card = other_tables.call_case(rng)
    assert len(hand) == 15
    result, alone = other_tables.score_case(rng, 5)
    assert len(other_tables.poignee_case(rng)) == 24
    revoke_case(rng)
    hand, chien = forced_trumps_case(rng)
    assert len(set(hand + chien)) == 24


def lesson10_cases(seed: int) -> None:
    from tarot_core.discard import discard_verdict
    from tarot_course.guided_deal import friend_discard, lowest_check, played_deal, room_auction
    rng = _rng(seed)
    drill = room_auction(seed, 0, rng)
    assert drill.phase == "auction" and drill.to_act == 0 and drill.seed == played_deal(seed, 0).seed
    lowest_check(drill, "en")
    state = played_deal(rng.randrange(10**6), 0)
    state.bid("prise")
    while state.phase == "auction":
        state.bid(None)
    proposal = friend_discard(state, state.taker, rng)
    assert len(set(proposal)) == 6
    discard_verdict(state.dealt[state.taker], state.chien, proposal)


def lesson12_cases(seed: int) -> None:
    from tarot_course.bidding import first_hand
    rng = _rng(seed)
    rng.choice(["prise", "garde", "garde-sans", "garde-contre"]), rng.randint(0, 3)
    h = first_hand("prise", start=rng.randrange(1, 500_000))
    assert h.bot_bid in ("prise", "garde", "pass", "garde-sans")


def deals_cases(seed: int) -> None:
    """Whole deals from a seed: random legal play and the referee (lessons 5–8, 11, 15, 19)."""
    from tarot_course import practice as p
    for offset in (0, 6, 500, 1000, 1900):
        p.excuse_last_case(seed + offset)
    p.played_piles(seed)
    p.dealt_versus_end(seed)
    p.seeded_outcome(seed, lambda o: [e.event for e in o.excuse_events] == ["exchanged"])
    p.seeded_outcome(seed + 1000, lambda o: [e.event for e in o.excuse_events] == ["debt", "debt_paid"])


def bot_cases(seed: int) -> None:
    """Deals played by the basic bots from the room's seed (lessons 13, 14, 15, 21, 23, 24, play first)."""
    from tarot_course import history
    from tarot_course.defence import find_moment
    from tarot_course.defence_plans import exercise
    from tarot_course.discarding import comparison_case, discard_position
    from tarot_course.other_tables import bot_deal, partner_case
    from tarot_course.play_first import first_deal
    from tarot_course.taker_play import taker_seed
    discard_position(seed)
    comparison_case(seed + 1)
    taker_seed(seed)
    first_deal(seed)
    for name in ("trump_king", "charger", "through"):
        find_moment(name, seed)
    for name in ("seat", "poignee", "hunt", "own_petit", "stop_bout", "pisser", "appel"):
        exercise(name, seed)
    bot_deal(seed, 5), bot_deal(seed, 3)
    partner_case(_rng(seed, "sweep/five"))
    history.history_deal(seed), history.pool_deals(seed, 6)


HELPERS = {  # name: (function, share of the seeds)
    "practice": (practice_cases, 1.0),
    "lessons": (lesson_cases, 1.0),
    "lesson10": (lesson10_cases, 1.0),
    "lesson12": (lesson12_cases, 1.0),
    "deals": (deals_cases, 0.05),
    "bots": (bot_cases, 0.02),
}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, default=2000, help="room seeds 1 … N (and the cancelled ones)")
    ap.add_argument("--only", action="append", help="a helper group (repeat for more)")
    ap.add_argument("--list", action="store_true")
    args = ap.parse_args(argv)
    if args.list:
        print("\n".join(HELPERS))
        return 0
    failures = 0
    for name in args.only or HELPERS:
        fn, share = HELPERS[name]
        seeds = list(range(1, max(1, int(args.seeds * share)) + 1)) + list(CANCELLED)
        t0 = time.perf_counter()
        for seed in seeds:
            try:
                fn(seed)
            except Exception as e:                               # noqa: BLE001 - reported, counted
                failures += 1
                where = traceback.extract_tb(e.__traceback__)[-1]
                print(f"FAIL {name} seed {seed}: {type(e).__name__}: {e} ({where.filename}:{where.lineno})",
                      flush=True)
        print(f"{name}: {len(seeds)} seeds, {time.perf_counter() - t0:.1f} s", flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    random.seed(0)
    sys.exit(main())
