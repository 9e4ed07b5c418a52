"""Lesson 12, "Bidding" / "Les enchères" (A1–A3, E1–E3, S1, S3, S4, C3, D4).

The lesson's advice is the basic bot's own: every rule of thumb it cites is a function of
``tarot_core.analysis.bots`` (and the sentence it prints for it is the core's ``bot.rule.*``); its
worked hands' "why this bid" lines are ``BasicBot().advise(view).text(lang)``, recomputed here from
a fresh state; the count is ``hand_count``'s; the drill's verdicts (the model's chance, the real
deal played with each contract, the duplicate scores) are recomputed here with the core alone —
``advise``, ``play_contract`` (every contract played in full, not the advisor's replays) and the
referee's outcome. Then both notebooks run top to bottom, network blocked, for two room seeds, and
an extra cell answers each of the lesson's exercises with the answer this file computed, and a
wrong one with the rule named.
"""
from __future__ import annotations

import pathlib
import re

import pytest

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")

from tarot_core.analysis import bots  # noqa: E402
from tarot_core.analysis.advisor import advise, play_contract  # noqa: E402
from tarot_core.analysis.bots import BasicBot  # noqa: E402
from tarot_core.analysis.handcount import hand_count  # noqa: E402
from tarot_core.auction import Contract, speaker  # noqa: E402
from tarot_core.cards import DECK, mask_of, points_of  # noqa: E402
from tarot_core.catalogue import text  # noqa: E402
from tarot_core.deal import is_petit_sec  # noqa: E402
from tarot_core.discard import chien_owner  # noqa: E402
from tarot_core.game import GameState  # noqa: E402
from tarot_core.scoring import target_for  # noqa: E402
from tarot_course import bidding as bd  # noqa: E402
from tarot_course.display import bot_rules_named  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent
LESSONS = {"en": ROOT / "lessons" / "en" / "12_bidding.ipynb",
           "fr": ROOT / "lessons" / "fr" / "12_les_encheres.ipynb"}
ROOM_SEEDS = [("en", "1"), ("fr", "7")]
RULE_NAME = re.compile(r"`([a-z]+(?:_[a-z]+)+)`")


def _load(lang):
    return nbformat.read(str(LESSONS[lang]), as_version=4)


def _bot_bid(seed: int) -> str:
    """The basic bot's bid for seat 0 of deal *seed* (seat 3 deals), from a fresh state."""
    st = GameState.new(seed=seed, dealer=3)
    assert st.to_act == 0                                               # A1: seat 0 speaks first
    advice = BasicBot().advise(st.view(0))
    assert advice.kind == "bid" and advice.rule == "bid_modern"
    return advice.value.code if advice.value else "pass"


def _played(seed: int, contract: str):
    """Deal *seed* as dealt, seat 0 the taker of *contract*, the others passing, four basic bots: the
    referee's outcome (every contract played in full here)."""
    st = GameState.new(seed=seed, dealer=3)
    bots4 = [BasicBot() for _ in range(4)]
    return play_contract([mask_of(h) for h in st.dealt], mask_of(st.chien), 3, 0,
                         Contract[contract.upper().replace("-", "_")], bots4).outcome()


# --------------------------------------------------------------------------- the bot's rules, cited
def test_the_seat_speaks_first():
    assert (bd.SEAT, bd.DEALER) == (0, 3) and speaker(bd.DEALER, 0) == bd.SEAT      # A1


@pytest.mark.parametrize("lang", LESSONS)
def test_every_rule_of_thumb_the_lesson_cites_is_the_bots(lang):
    """Each `snake_case` name in the lesson's prose is a rule of thumb of the basic bot, and the
    lesson cites each one the helper prints."""
    cited = bot_rules_named("\n".join(c.source for c in _load(lang).cells if c.cell_type == "markdown"), lang)
    assert not RULE_NAME.findall("\n".join(c.source for c in _load(lang).cells if c.cell_type == "markdown"))
    assert cited == set(bd.CITED_RULES), cited
    for name in cited:
        fn = getattr(bots, name)
        assert callable(fn) and name in bots.__all__
        assert bd.bot_rule(name) is fn
        assert bd.rule_sentence(name, lang) == text(f"bot.rule.{name}", lang)
    assert {"bid_by_count", "bid_modern"} <= cited
    assert bots.BasicBot.choose_bid.__code__.co_names.count("bid_modern") == 1


def test_every_rule_of_thumb_has_the_bots_sentence():
    for name, fn in bd.RULES_OF_THUMB.items():
        assert getattr(bots, name) is fn and name in bots.__all__
        assert bd.rule_sentence(name, "fr") == text(f"bot.rule.{name}", "fr")


@pytest.mark.parametrize("bad", ["always_trump", "Situation", 3, None, "play_deal", "basic_card"])
def test_a_name_the_bot_has_no_rule_for_is_refused_in_one_line(bad):
    """play_deal and basic_card are functions of the module, not rules of thumb."""
    with pytest.raises(ValueError) as e:
        bd.bot_rule(bad)
    assert "\n" not in str(e.value) and "tarot_core.analysis.bots" in str(e.value)


# --------------------------------------------------------------------------- the worked hands
def test_worked_hand_1_is_the_first_garde_and_its_line_is_the_bots():
    h = bd.first_hand("garde")
    seeds = [s for s in range(1, h.seed) if not is_petit_sec(GameState.new(seed=s, dealer=3).dealt[0])]
    assert all(hand_count(GameState.new(seed=s, dealer=3).dealt[0]).suggestion != Contract.GARDE for s in seeds)
    assert h.count.suggestion == Contract.GARDE and 56 <= h.count.total <= 70
    assert h.bot_bid == _bot_bid(h.seed) == "garde"
    st = GameState.new(seed=h.seed, dealer=3)
    for lang in ("en", "fr"):
        assert bd.bid_advice(h.state).text(lang) == BasicBot().advise(st.view(0)).text(lang)
    out = _played(h.seed, "garde")
    assert bd.real_deal(h.seed)["garde"].outcome().S == out.S
    assert (out.S, out.made) == (60, True)                          # the figure the result cell prints


def test_the_fresh_hand_skips_a_deal_cancelled_by_another_seats_petit_sec():
    """D4: a petit sec in any seat cancels the deal before the auction. Room seed 8097 (en cell 12,
    ``first_hand("prise", start=rng.randrange(1, 500_000))``) starts the search at deal 15213; deal
    15215's seat 0 hand counts a Prise (A2) but another seat holds the petit sec, and first_hand,
    which skipped seat 0's petit sec only, took it: the bot then raised TarotError (D4, "no
    decision ... the deal is cancelled"). The fresh hand is now deal 15218, the next one played
    whose count suggests a Prise (48 points, A2)."""
    from tarot_course.seed import lesson_rng
    rng = lesson_rng(8097)
    rng.choice(["prise", "garde", "garde-sans", "garde-contre"]), rng.randint(0, 3)     # cells 5 and 6
    assert rng.randrange(1, 500_000) == 15213
    cancelled = GameState.new(seed=15215, dealer=bd.DEALER)
    assert cancelled.phase == "cancelled" and not is_petit_sec(cancelled.dealt[bd.SEAT])
    assert hand_count(cancelled.dealt[bd.SEAT]).suggestion == Contract.PRISE
    h = bd.first_hand("prise", start=15213)
    assert (h.seed, h.count.total, h.count.suggestion, h.bot_bid) == (15218, 48, Contract.PRISE, "prise")
    assert GameState.new(seed=h.seed, dealer=bd.DEALER).phase == "auction"


def test_worked_hand_2_is_a_garde_sans_that_the_shape_makes():
    """Section 2: voids and singletons count only for a Garde Sans or Contre; here they lift a hand of
    the Garde range over 70."""
    h = bd.first_hand("garde-sans")
    assert h.count.suggestion == Contract.GARDE_SANS == hand_count(h.hand).suggestion
    assert h.count.total <= 70 < h.count.total_with_shape <= 80
    assert h.bot_bid == _bot_bid(h.seed) == "garde-sans"
    a = bd.estimate(h.seed, 40)
    again = advise(h.hand, 40, seed=h.seed, seat=0, dealer=3)
    assert [c.made for c in a.contracts] == [c.made for c in again.contracts]
    gs, gc = a.chance(Contract.GARDE_SANS), a.chance(Contract.GARDE_CONTRE)
    assert gc.made <= gs.made                                        # E3: the chien changes sides
    assert chien_owner(Contract.GARDE_SANS) == "taker" and chien_owner(Contract.GARDE_CONTRE) == "defence"


def test_the_chien_share_is_a_tenth_of_the_unseen_points():
    h = bd.first_hand("garde-sans")
    unseen = [c for c in DECK if c not in set(h.hand)]
    assert len(unseen) == 60 and points_of(DECK) == 91                # C1, C3
    assert bd.chien_share(h.hand) == pytest.approx(points_of(unseen) / 10) == pytest.approx(
        (91 - points_of(h.hand)) / 10)
    ok, why = bd.chien_share_check(h.hand, "en")(bd.chien_share(h.hand))
    assert ok and why.startswith("C3, E3")
    assert not bd.chien_share_check(h.hand, "fr")(bd.chien_share(h.hand) + 1)[0]


def test_the_count_total_check_is_the_counts_total():
    h = bd.first_hand("prise", start=777)
    assert sum(line.points for line in h.count.lines if line.key not in ("count.void", "count.singleton")) \
        == h.count.total
    assert bd.count_total_check(h.count, "en")(h.count.total) == (True, bd.count_total_check(h.count, "en").solution)
    assert not bd.count_total_check(h.count, "fr")(h.count.total_with_shape + 1)[0]


def test_garde_contre_is_rare_and_the_frequencies_are_the_counts():
    found = bd.frequencies(1, 2000)
    assert sum(found.values()) == 2000
    assert found["pass"] > found["prise"] > found["garde"] > found["garde-sans"] >= found["garde-contre"]
    small = bd.frequencies(1, 60)
    direct: dict[str, int] = {}
    for s in range(1, 61):
        hand = GameState.new(seed=s, dealer=3).dealt[0]
        sug = hand_count(hand).suggestion
        key = "cancelled" if is_petit_sec(hand) else (sug.code if sug else "pass")
        direct[key] = direct.get(key, 0) + 1
    assert {k: v for k, v in small.items() if v} == direct
    assert "Garde Contre : 0 main(s) sur 2 000" in bd.frequency_lines(1, 2000, "fr").replace("\u202f", " ")


# --------------------------------------------------------------------------- the drill
def _auction_to_seat0(seed: int, dealer: int):
    """Deal *seed*, *dealer* dealing, the seats before seat 0 bidding as basic bots (A1): the state."""
    st = GameState.new(seed=seed, dealer=dealer)
    while st.to_act != 0:
        st.bid(BasicBot().choose_bid(st.view(st.to_act)))
    return st


def _finished(h, bid: str):
    """Drill hand *h* with seat 0's *bid*, the later seats bidding as basic bots, played out (A1–A3)."""
    st = _auction_to_seat0(h.seed, h.dealer)
    st.bid(None if bid == "pass" else Contract[bid.upper().replace("-", "_")])
    return bots.play_deal(st, [BasicBot() for _ in range(4)])


@pytest.mark.parametrize("room", [1, 7, 2718])
def test_the_drill_has_ten_hands_by_the_quotas_and_the_bots_bids_after_the_bids_before(room):
    """Issue 24 §1: the drill does not assume the others always pass. Each hand comes with its dealer
    (drawn from the room's seed) and the bids before seat 0 (the basic bots', A1); the right answer is
    the basic bot's bid after them; some passes are forced by a bid before (A1: a bid must beat it)."""
    hands = bd.practice_hands(room)
    assert len(hands) == 10 and len({h.seed for h in hands}) == 10
    bids = [h.bot_bid for h in hands]
    assert {b: bids.count(b) for b in set(bids)} == bd.QUOTAS
    assert len({h.dealer for h in hands}) >= 2                       # not always first to speak
    blocked = 0
    for h in hands:
        assert not is_petit_sec(h.hand)                               # D4: a petit sec is never asked
        st = _auction_to_seat0(h.seed, h.dealer)
        assert h.hand == st.dealt[0] and h.before == st.bids and len(h.before) == (0 - h.dealer - 1) % 4
        advice = BasicBot().advise(st.view(0))
        assert h.bot_bid == (advice.value.code if advice.value else "pass")
        first = BasicBot().choose_bid(GameState.new(seed=h.seed, dealer=h.dealer).view(0))
        blocked += h.bot_bid == "pass" and first is not None and any(b is not None for b in h.before)
    assert blocked >= bd.BIDS_BEFORE == 2


def test_the_drill_feedback_is_the_cores():
    """Right only for the bot's bid (bid_modern); a contract that does not beat the bid before is
    refused (A1); each other answer gives the model's chance, the real deal with the whole auction
    played (S1–S3) and the duplicate scores (S4), all as recomputed here."""
    hands = bd.practice_hands(1)
    h = next(x for x in hands if any(b is not None for b in x.before))
    best = max(b for b in h.before if b is not None)
    a = advise(h.hand, bd.PRACTICE_DEALS, seed=h.seed, seat=0, dealer=h.dealer)
    for lang in ("en", "fr"):
        assert bd.before_text(h, lang).count(Contract(best).label(lang)) >= 1
        check = bd.bid_check(h, lang)
        results = {code: check(code) for _, code in bd.bid_choices(lang)}
        assert [code for code, (ok, _) in results.items() if ok] == [h.bot_bid]
        assert BasicBot().advise(h.state.view(0)).text(lang) in results[h.bot_bid][1]
        bot_end = _finished(h, h.bot_bid)
        bot_score = 0 if bot_end.phase == "all_pass" else bot_end.outcome().scores[0]
        for code, (_ok, why) in results.items():
            if code != "pass" and Contract[code.upper().replace("-", "_")] <= best:
                assert why.startswith("A1") and "\n" not in why            # refused: it does not beat the bid
                continue
            assert why.startswith("A2")
            end = _finished(h, code)
            mine = 0 if end.phase == "all_pass" else end.outcome().scores[0]
            if end.phase != "all_pass":
                out = end.outcome()
                assert f"S = {bd.fmt_points(out.S, lang, signed=True)}" in why
                if out.taker == 0:
                    assert out.scores[0] == 3 * out.S                      # S4
                    assert str(out.result.target) in why and str(target_for(out.taker_bouts)) in why
            if code != "pass":
                row = a.chance(Contract[code.upper().replace("-", "_")])
                assert f" {row.made} " in why
            assert bd.fmt_points(mine, lang, signed=True) in why.splitlines()[-1]
            assert bd.fmt_points(bot_score, lang, signed=True) in why.splitlines()[-1]
        assert not check("nothing")[0]
        assert h.count.text(lang) in check.solution()
    first = next(x for x in hands if not x.before)
    assert bd.before_text(first, "en") == f"Seat {first.dealer} deals: you speak first."


def test_the_modern_practice_figures_are_the_cores():
    """Section 3: the auctions by the count (deals 1–1,500: the issue's 20.5 % all pass, 8 % a Garde)
    and with the habit kept; each habit's duplicate measure against the count alone."""
    from tarot_core.analysis.bench_bidding import auction_figures, duplicate_bidding
    from tarot_core.analysis.bidding import MODERN, Habits
    count = auction_figures(1500, 1)
    assert (count["all-pass"], count["garde"], count["cancelled"]) == (306, 122, 5)     # 20.5 %, 8.2 % of 1,495
    lines = bd.auction_lines(1, 1500, "en").splitlines()
    assert lines[0].startswith("The published count") and "306 auctions of 1,495 (20.5%)" in lines[0]
    assert "in 122 (8.2%)" in lines[0]
    assert [h for _, h in bd.HABITS] == [MODERN, Habits(last_from=36), Habits(overcall_from=50)]
    # The figures the lesson prints at once (issue 26) are the matches' own: each habit played again.
    assert [name for name, _ in bd.HABITS] == list(bd.HABIT_FIGURES)
    for (name, habits), (stored_name, stored_habits, stored) in zip(bd.HABITS, bd.habit_figures()):
        deals = bd.HABIT_DEALS["kept" if habits == MODERN else "other"]
        assert bd.HABIT_FIGURES[name][:3] == (habits, deals, bd.HABIT_SEED) == (stored_habits, deals, bd.HABIT_SEED)
        assert (stored_name, stored) == (name, bd.figures_of(duplicate_bidding(habits, deals, bd.HABIT_SEED)))
    kept = bd.HABIT_FIGURES["garde"][3]
    assert (kept.deals, kept.changed, kept.taken, kept.made) == (996, 148, 148, 89)   # 4 of 1,000 cancelled (D4)
    text_en = bd.habit_lines("en").splitlines()
    assert len(text_en) == 3 and text_en[0].endswith("the bot keeps it.")
    assert all(t.endswith("the bot does not keep it.") for t in text_en[1:])
    assert f"per deal {bd.format_number(round(kept.mean, 2), 'en', signed=True)}" in text_en[0]


def test_habit_figures_measured_otherwise_are_played_again(monkeypatch):
    """Issue 26: the stored figures serve only the matches they were measured with; with other deals
    (here 6 and 3) the lesson's lines come from the matches played, not from the table."""
    from tarot_core.analysis.bench_bidding import duplicate_bidding
    monkeypatch.setattr(bd, "HABIT_DEALS", {"kept": 6, "other": 3})
    bd.habit_results.cache_clear()
    try:
        got = bd.habit_figures()
        assert [(n, h) for n, h, _ in got] == list(bd.HABITS)
        assert [f for _, _, f in got] == [bd.figures_of(duplicate_bidding(h, 6 if h == bd.MODERN else 3, bd.HABIT_SEED))
                                         for _, h in bd.HABITS]
        assert [f.deals for _, _, f in got] == [5, 2, 2]       # one of the first 3 deals cancelled (D4)
        assert " 5 deals " in bd.habit_lines("en").splitlines()[0]
    finally:
        bd.habit_results.cache_clear()


# --------------------------------------------------------------------------- the notebooks
def _cases(room: int) -> list[dict]:
    """The right and a wrong answer of each exercise but the warm-up, by the check factory that judges it."""
    from tarot_course import lesson_rng
    rng = lesson_rng(room)
    rng.choice(["prise", "garde", "garde-sans", "garde-contre"])       # the warm-up's two draws
    rng.randint(0, 3)
    fresh = bd.first_hand("prise", start=rng.randrange(1, 500_000))
    rules = ["A1", "A2", "C3"]
    numbers = {"count_total_check": fresh.count.total,
               "chien_share_check": round(bd.chien_share(bd.first_hand("garde-sans").hand), 1)}
    return ([{"name": k, "factory": k, "right": str(v), "wrong": "-1000", "rules": rules} for k, v in numbers.items()]
            + [{"name": f"bid_check {h.seed}", "factory": "bid_check", "match": [f" {h.seed})"],
                "right": h.bot_bid, "wrong": None, "rules": rules} for h in bd.practice_hands(room)])


def notebook_cell(kit, lang: str, seed: str) -> str:
    """The cell the notebook test appends (conftest's shared runs: the lesson runs once per room seed)."""
    return kit.quiz_cell(_cases(int(seed)))


@pytest.mark.parametrize("lang, seed", ROOM_SEEDS)
def test_lesson12_runs_offline_and_its_exercises_agree_with_the_core(lang, seed, monkeypatch, lesson_kit):
    cases = _cases(int(seed))
    nb, shown, seen = lesson_kit.answer_quizzes(LESSONS[lang], seed, monkeypatch, cases)
    assert seen == sorted(c["name"] for c in cases)                     # each exercise, once
    # what the lesson printed is the core's: the bot's "why this bid" lines, its rules, the count, the advisor
    for name in ("garde", "garde-sans"):
        h = bd.first_hand(name)
        st = GameState.new(seed=h.seed, dealer=3)
        assert BasicBot().advise(st.view(0)).text(lang) in shown
    for name in bd.CITED_RULES:
        assert text(f"bot.rule.{name}", lang) in shown
    sans = bd.first_hand("garde-sans")
    assert hand_count(sans.hand).text(lang) in shown
    assert advise(sans.hand, 40, seed=sans.seed, seat=0, dealer=3).text(lang) in shown
    assert bd.frequency_lines(1, 2000, lang) in shown
    assert bd.auction_lines(1, 1500, lang) in shown and bd.habit_lines(lang) in shown
    drill = next(c.source for c in nb.cells if "practice_hands(SEED)" in c.source)
    assert "before=before_text(drill, LANG)" in drill           # each question says the bids before it (A1)
