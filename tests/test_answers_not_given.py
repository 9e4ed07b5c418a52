"""Issue 24 §3: an exercise is not answered by the cells above it.

Each lesson runs once, offline, at a room seed (``TAROT_LAB_SEED``), through the lesson kit
(``tests/conftest.py``); a last cell evaluates, for each listed exercise, an expression of the
lesson's own variables that gives the exercise's answer: a check (``tarot_course.checks.Check``,
whose worked solution is taken) or texts that would give the answer away. None of them may appear
in the text of the cells before the exercise's cell (found by a text of its code): their sources
and their executed outputs (printed text, HTML unescaped, plain reprs).

An exercise whose data are drawn from the lesson's stream (``lesson_rng``: the same for a room,
another one for the next room) is also checked to vary, by a test of the function that draws it.
Each helper keeps its own block of entries below (small edits).
"""
from __future__ import annotations

import html
import json
import pathlib
import random
import re

import pytest

pytest.importorskip("nbformat")
pytest.importorskip("nbclient")

ROOT = pathlib.Path(__file__).resolve().parent.parent
EN, FR = ROOT / "lessons" / "en", ROOT / "lessons" / "fr"
ROOM_SEED = "7"

PROBE = r'''
import json as _json
from tarot_course.checks import Check as _Check
def _tells(value):
    out = []
    for v in value if isinstance(value, (list, tuple)) else [value]:
        if isinstance(v, _Check):
            v = v.solution() if callable(v.solution) else v.solution
            v = v[1] if isinstance(v, tuple) else v
        if v:
            out.append(str(v))
    return out
import tarot_course.edge_cases as _edge
print("ANSWERS " + _json.dumps({_m: _tells(eval(_e)) for _m, _e in _json.loads(_ENTRIES)}))
'''


def cell_text(cell) -> str:
    """A cell's source and its outputs' texts (streams, plain and HTML reprs, HTML unescaped)."""
    parts = [cell.source]
    for out in cell.get("outputs", []):
        if "text" in out:
            parts.append(out["text"])
        for kind, value in out.get("data", {}).items():
            if kind.startswith("text/"):
                value = "".join(value) if isinstance(value, list) else value
                parts.append(html.unescape(value) if kind == "text/html" else value)
    return "\n".join(parts)


def given_away(nb, entries: list[tuple[str, str]], shown: str) -> list[str]:
    """For each (marker, expression) entry: the answer texts found above the marker's code cell."""
    answers = json.loads(next(ln for ln in shown.splitlines() if ln.startswith("ANSWERS "))[8:])
    found = []
    for marker, _ in entries:
        index = next(i for i, c in enumerate(nb.cells) if c.cell_type == "code" and marker in c.source)
        above = "\n".join(cell_text(c) for c in nb.cells[:index])
        assert answers[marker], f"{marker!r}: no answer text to look for"
        found += [f"{marker!r}: {text!r}" for text in answers[marker] if text in above]
    return found


def probe_cell(entries: list[tuple[str, str]]) -> str:
    return f"_ENTRIES = {json.dumps(json.dumps(entries))}\n" + PROBE


def run_probe(lesson_kit, monkeypatch, path: pathlib.Path, entries: list[tuple[str, str]], seed: str = ROOM_SEED):
    return lesson_kit.run(path, seed, monkeypatch, probe_cell(entries), timeout=300)


def notebook_for(kit, params: dict):
    """The session's one run of a lesson that a test with these parameters reads (conftest's
    ``LessonKit.notebook``: each lesson runs once per room seed, every test's last cell in that
    run): (notebook, room seed, a builder of the cell the test appends), or None."""
    folder = EN if params.get("lang") == "en" else FR
    if "marker" in params:                                              # lessons 0–9 (Q1)
        return next(folder.glob(f"{params['lesson']:02d}_*.ipynb")), Q1_SEED, lambda: Q1_PROBE
    if params.get("lesson") in Q2_LESSONS:                              # lessons 10–22 (Q2)
        en_name, fr_name, entries = Q2_LESSONS[params["lesson"]]
        return folder / (en_name if folder == EN else fr_name), ROOM_SEED, lambda: probe_cell(entries)
    return None


# =========================================================================== lessons 0–9 (helper Q1)
# Q1's way: a last cell asks every Quiz's own check for its right answer(s) (each choice; for a
# number, every half point from −2000 to 2000), keyed by the widget's model id; an exercise is its
# code cell (found by a text of its source), whose displayed widget gives the model id. The
# giveaway patterns are built from the right answer; an exercise that once had a fixed case is
# also checked to draw it from the lesson's stream (``rng`` in the cell that draws its case).
Q1_SEED = "2718"
Q1_PROBE = r'''
import gc as _gc, json as _json
from widgets.quiz import Quiz as _Quiz

def _right(q):
    c = q._check
    if q.kind == "choice":
        return [lab for lab, v in q._choices if c(v)[0]]
    if q.kind == "number":
        return [x / 2 for x in range(-4000, 4001) if c(x / 2)[0]]
    return []

print("QUIZ-ANSWERS " + _json.dumps({q.model_id: {"question": q.question, "right": _right(q)}
                                     for q in _gc.get_objects() if isinstance(q, _Quiz)}))
'''


def _q1_number_forms(x: float) -> list[str]:
    """How a number is written in the lessons: 4.5 / 4,5, −10 / -10, 78."""
    text = f"{x:g}"
    return sorted({text, text.replace(".", ","), text.replace("-", "−")})


def q1_number_anywhere(right: list, lang: str) -> list[str]:
    """The right number itself, as a whole number (not a digit of a bigger one)."""
    return [rf"(?<![\d.,]){re.escape(f)}(?![\d]|[.,]\d)" for x in right for f in _q1_number_forms(x)]


def q1_number_of_cards(right: list, lang: str) -> list[str]:
    """'6 cards', 'six cards' ('6 cartes', 'six cartes')."""
    words = {6: "six"}
    return [rf"\b{re.escape(f)}\s+(cards|cartes)\b" for x in right
            for f in _q1_number_forms(x) + ([words[int(x)]] if int(x) in words else [])]


def q1_phrases(*phrases: str):
    """Sentences that once gave the answer away (the patterns, whatever the answer)."""
    return lambda right, lang: list(phrases)


# (lesson, a text of the exercise's code cell, giveaway patterns, a text of the cell that draws its
# case from the lesson's stream, or None for a fixed fact whose statement moved below it)
Q1_EXERCISES = [
    # L0 [8]: 78 stood in the first cell ("four players, 78 cards") and the table ("the 78 cards")
    (0, 'say("lesson00.q.pack_size"', q1_number_anywhere, None),
    # L0 [15]: the glossary said "six cards put aside" for the chien
    (0, 'say("lesson00.q.chien"', q1_number_of_cards, None),
    # L1 [25]: the whole pack's 91, in cell 15 and in the C3 rule box: now the rest of the pack
    # without a part drawn from the lesson's number (91 − the part)
    (1, 'say("lesson01.q.pack_rest"', q1_number_anywhere, "part = pack_part(rng)"),
    # L2 [13]: "a single trump: the Petit", the caption "A hand with one trump"; a petit sec every time
    (2, 'say("lesson02.q.petit_sec_above"',
     q1_phrases(r"a single trump: the Petit", r"A hand with one trump", r"un seul atout : le Petit",
                r"Une main avec un seul atout"), "sec_hand = petit_sec_hand("),
    # L3 [7]: the Garde Sans every time, under "A frequent mix-up: in a Garde Sans…"; [19]: the Garde Contre
    (3, 'say("lesson03.q.chien_owner", LANG, contract=chien_contract', q1_phrases(), "chien_contract = "),
    (3, 'say("lesson03.q.chien_owner", LANG, contract=other_contract', q1_phrases(), "other_contract = "),
    # L4 [4]: the Garde Sans every time
    (4, 'say("lesson04.q.warm_chien"', q1_phrases(), "warm_contract = "),
    # L5 [4]: "is the Excuse a trump?" every time
    (5, 'say("lesson05.q.warm_trump"', q1_phrases(), 'say("lesson05.q.warm_trump"'),
    # L6 [28]: exactly the target with the three bouts, made every time
    (6, 'say("lesson06.q.exactly"', q1_phrases(), "exact_bouts = "),
    # L7 [4]: the Excuse's value, 4.5, written in the lesson's first cell
    (7, 'say("lesson.warm.card_value"', q1_phrases(r"(?i)excuse.{0,40}(worth|vaut)"), "warm_card = "),
    # L7 [29]: the defence's sweep of one recorded deal, the taker every time
    (7, 'say(f"lesson07.q.{sweep_key}"', q1_phrases(), "sweep_name = rng.choice("),
    # L8 [36]: the 21 and the Excuse dealt, a Petit captured: 36 every time
    (8, "Quiz(t_question", q1_phrases(), "t_question, t_bouts = target_case(rng"),
    # L8 [38]: "what does the multiplier multiply?", 25 + margin every time, taught just above: now a sum
    (8, "Quiz(m_question", q1_phrases(), "multiplier_exercise(rng"),
    # L8 [39]: a Garde Sans with 38 points and 1 bout every time
    (8, 'say("lesson08.q.defender"', q1_phrases(), "s4_case = random_score_facts(rng"),
    # L9 [34]: a defender's double poignée in a Garde made; [35]: a Garde Sans failed, petit au bout to the defence
    (9, 'say("lesson09.q.b4"', q1_phrases(), "ex_b4 = random_score_facts(rng"),
    (9, 'say("lesson09.q.b5"', q1_phrases(), "ex_b5 = random_score_facts(rng"),
    # L9 [37]: lesson 8's multiplier question again, 25 + margin and the petit au bout every time
    (9, "Quiz(x_question", q1_phrases(), "multiplier_exercise(rng"),
    # L9 [3]: one recorded deal, the defence's Excuse in the last trick, the taker every time
    (9, "excuse_last_question(changed_played", q1_phrases(), "excuse_last_case(\n    rng"),
    # L9 [38]: the taker's 17 tricks and the Excuse led to the last one, "the taker" every time
    (9, 'say("lesson09.q.excuse_last"', q1_phrases(), "won = rng.choice("),
]
_Q1_RUNS: dict = {}


def _q1_source(cell) -> str:
    return cell.source if isinstance(cell.source, str) else "".join(cell.source)


def _q1_model_id(cell) -> str | None:
    for o in cell.get("outputs", []):
        view = o.get("data", {}).get("application/vnd.jupyter.widget-view+json")
        if view:
            return view["model_id"]
    return None


def _q1_run(kit, lesson: int, lang: str, monkeypatch):
    if (lesson, lang) not in _Q1_RUNS:
        path = next((EN if lang == "en" else FR).glob(f"{lesson:02d}_*.ipynb"))
        nb, shown = kit.run(path, Q1_SEED, monkeypatch, Q1_PROBE, timeout=300)
        answers = json.loads(next(ln for ln in shown.splitlines() if ln.startswith("QUIZ-ANSWERS "))[13:])
        _Q1_RUNS[lesson, lang] = (nb, answers)
    return _Q1_RUNS[lesson, lang]


def q1_check_not_given(nb, answers: dict, marker: str, giveaways, lang: str) -> int:
    """The exercise whose code holds *marker*: none of its giveaway patterns in the cells before it
    (sources and outputs, ``cell_text``). Returns the exercise's cell index."""
    index = next(i for i, c in enumerate(nb.cells) if c.cell_type == "code" and marker in _q1_source(c))
    model = _q1_model_id(nb.cells[index])
    assert model in answers, f"no Quiz displayed by the cell holding {marker!r}"
    right = answers[model]["right"]
    assert right, f"{marker}: the probe found no right answer"
    before = re.sub(r"<[^>]*>", " ", "\n".join(cell_text(c) for c in nb.cells[:index]))   # not an SVG's path
    for pattern in giveaways(right, lang):
        found = re.search(pattern, before)
        assert not found, (f"{marker} ({lang}): the answer {right} is given before the exercise: "
                           f"…{before[max(0, found.start() - 80):found.end() + 40]}…")
    return index


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("lesson, marker, giveaways, drawn", Q1_EXERCISES,
                         ids=[f"L{n}_{(re.findall(r'[(]([a-z_]+)', m) + re.findall(r'[.]([a-z_0-9]+)', m))[-1]}"
                              for n, m, _, _ in Q1_EXERCISES])
def test_lessons_0_to_9_do_not_give_an_exercise_its_answer_above_it(lesson, marker, giveaways, drawn, lang,
                                                                    lesson_kit, monkeypatch):
    nb, answers = _q1_run(lesson_kit, lesson, lang, monkeypatch)
    index = q1_check_not_given(nb, answers, marker, giveaways, lang)
    if drawn:        # the case comes from the lesson's random stream (lesson_rng), not a constant
        made = next(_q1_source(c) for c in nb.cells[:index + 1] if c.cell_type == "code" and drawn in _q1_source(c))
        assert re.search(r"\brng\b", made), f"{marker}: the exercise's case is not drawn from the lesson's rng"


def _q1_markdown(lesson: int, lang: str) -> list[str]:
    path = next((EN if lang == "en" else FR).glob(f"{lesson:02d}_*.ipynb"))
    return ["".join(c["source"]) for c in json.loads(path.read_text(encoding="utf-8"))["cells"]
            if c["cell_type"] == "markdown"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_lesson_7_names_the_card_given_for_the_excuse_a_convention(lang):
    """Issue 24 §1: FFT's X3 says only "a 0.5-point card"; "the first one its side won" is the
    course's convention (its referee's), and lesson 7 says so where it teaches the exchange."""
    cell = next(c for c in _q1_markdown(7, lang) if c.startswith(("## The exchange", "## L'échange")))
    said = " ".join(cell.split())
    assert ("a **convention of this course**" in said if lang == "en"
            else "une **convention de ce cours**" in said), said


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_lesson_9_announces_the_slam_after_the_discard(lang):
    """B7: a slam is announced after the auction *and the discard*, before the first card."""
    cell = " ".join(next(c for c in _q1_markdown(9, lang) if c.startswith("## Chelem")).split())
    assert ("announce it after the discard" if lang == "en" else "l'annoncer après l'écart") in cell, cell


# Issue 24 §4, the words of lessons 0–9 (and the course's texts they read): each pair is a wording
# the instructor flagged, which no learner text of these lessons may say any more.
Q1_WORDS = {
    "en": ["the One", "guarded kings", "leading through the taker"],
    "fr": ["the One", "rois gardés", "à travers le preneur", "Entraînement, seul", "robot de base",
           "robots de base", "robot basique"],
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_lessons_0_to_9_use_the_words_a_club_player_uses(lang):
    texts = {f"lesson {n}": "\n".join(_q1_markdown(n, lang)) for n in range(10)}
    import importlib
    for name in [f"lesson{n:02d}" for n in range(10)] + ["toolkit"]:
        module = importlib.import_module(f"tarot_course.texts.{name}")
        texts[module.__name__] = "\n".join(t[lang] for t in module.TEXTS.values() if lang in t)
    found = [(where, w) for where, text in texts.items() for w in Q1_WORDS[lang] if w in text]
    assert not found, found


def test_lesson_0_gives_lesson_19_one_time():
    """Lesson 0's table said 50 minutes for lesson 19 in English and 55 in French."""
    rows = {lang: re.search(r"^\| 19 \|.*\| (\d+) min \|$", "\n".join(_q1_markdown(0, lang)), re.M).group(1)
            for lang in ("en", "fr")}
    assert rows["en"] == rows["fr"], rows


def test_q1_check_sees_an_answer_written_above(lesson_kit, monkeypatch):
    """The check's own proof: lesson 0 with '78 cards' written back in its first cell fails."""
    nb, answers = _q1_run(lesson_kit, 0, "en", monkeypatch)
    broken = nb.copy()
    broken.cells = [c.copy() for c in nb.cells]
    broken.cells[0]["source"] = _q1_source(nb.cells[0]) + "\nFour players, 78 cards."
    with pytest.raises(AssertionError, match="given before the exercise"):
        q1_check_not_given(broken, answers, 'say("lesson00.q.pack_size"', q1_number_anywhere, "en")


# =========================================================================== lessons 10–22 (helper Q2)
# lesson (its two notebooks) -> [(a text of the exercise's code cell, its answer's expression)]
Q2_LESSONS = {
    "10": ("10_play_a_deal.ipynb", "10_jouer_une_donne.ipynb", [
        ("drill_count = hand_count(", "[check_count_bid, drill_count.text(LANG).splitlines()[-1]]"),  # [12]
        ("check_lowest = lowest_check(drill", "check_lowest"),                                          # [21]
        ("proposal = friend_discard(", "[verdict.reason]"),                                             # [29]
        ("card = rng.choice(state.hands[ME])", "check_card"),                                           # [44]
        ("check_made = made_check(", "[check_made, preview_text(end, GUIDED, ME, LANG)]"),              # [52]
    ]),
    "11": ("11_a_whole_evening.ipynb", "11_une_soiree.ipynb", [
        ("played, passed, cancelled = rng", "deals_left_check(so_far, LANG)"),                          # [27]
        ("first, second = rng.sample(PLAYERS, 2)", 'place_check(tie, asked, LANG, hint="lesson11.tie.hint")'),  # [28]
        ("hidden = rng.choice(PLAYERS)", "zero_sum_check(so_far, hidden, LANG)"),                         # [29]
    ]),
    "12": ("12_bidding.ipynb", "12_les_encheres.ipynb", [                                              # BID
        ("HANDS = practice_hands(SEED)", "[bid_check(h, LANG) for h in practice_hands(SEED)]"),       # §4 drill
    ]),
    "13": ("13_a_good_discard.ipynb", "13_bien_ecarter.ipynb", [
        ('say("lesson13.quiz.keep"', '[may_play_check(turn_hand, turn_trick, keep, LANG), '
                                     '"and oblige" if LANG == "en" else "et qu\'impose"]'),              # [12]
    ]),
    "14": ("14_the_takers_play.ipynb", "14_le_jeu_du_preneur.ipynb", [
        ('say("lesson14.quiz.excuse"',                                                                    # [28]
         '[excuse_check("drawing", 17, LANG), '
         '*(["trick 17 at the latest", "by trick 17"] if LANG == "en" else ["17 au plus tard"])]'),
        ('say("lesson14.quiz.points"', '[points_check(safe_at, LANG), secured_line("drawing", LANG)]'),  # §5
        ('say("lesson14.quiz.draw"', '[draw_check("short", short_at.trick_number, LANG), '              # §6
                                     '*trumped_lines("short", LANG)]'),
        ('say("lesson14.quiz.flex"', 'play_check("excuse", flex_at.trick_number, LANG)'),              # §7
    ]),
    "15": ("15_defence.ipynb", "15_la_defense.ipynb", [
        ('say("lesson15.quiz.excuse"', "excuse_story(bot_deal(late.seed).outcome()).text"),              # [31]
        # issue 24 §1, the defence's plans (DEFENCE): each checked by the core (defence_plans.plan_check)
        ('exercise("seat", SEED)', 'plan_check("seat", seat_case, LANG)'),
        ('exercise("poignee", SEED)', 'plan_check("poignee", poignee_case, LANG)'),
        ('exercise("hunt", SEED)', 'plan_check("hunt", hunt_case, LANG)'),
        ('exercise("own_petit", SEED)', 'plan_check("own_petit", petit_case, LANG)'),
        ('exercise("stop_bout", SEED)', 'plan_check("stop_bout", bout_case, LANG)'),
        ('exercise("pisser", SEED)', 'plan_check("pisser", pisser_case, LANG)'),
        ('exercise("appel", SEED)', 'plan_check("appel", appel_case, LANG)'),
    ]),
    "16": ("16_at_the_table.ipynb", "16_a_table.ipynb", [
        ('say("lesson16.quiz.when"', '["before playing one\'s first card" if LANG == "en" '
                                     'else "avant de jouer sa première carte", say("lesson16.when.ok", LANG)]'),  # [13]
    ]),
    "17": ("17_looking_back.ipynb", "17_revoir_une_donne.ipynb", [
        ('say("lesson17.quiz.saved"', '[saved_check(second_review, LANG), "no play could save" if LANG == "en" '
                                      'else "aucun jeu ne pouvait"]'),                                   # [26]
    ]),
    "21": ("21_a_little_history.ipynb", "21_un_peu_d_histoire.ipynb", [
        ('say("lesson21.q.target_change"', '["36 instead of 26" if LANG == "en" else "36 au lieu de 26", '
                                           'say("lesson21.ok.target_change", LANG, today=today, old=old, '
                                           'more=today - old)]'),                                        # [14]
    ]),
    "18": ("18_odds_at_the_table.ipynb", "18_les_probabilites_a_table.ipynb", [
        ("warm_bouts = rng.randint(0, 3)", "target_check(warm_bouts, LANG)"),                             # [3]
        ("warmup_hand = Hand(petit_sec_hand(", "petit_sec_check(warmup_hand, LANG)"),                    # [4]
    ]),
    "22": ("22_appendix_counting_hands.ipynb", "22_annexe_compter_les_mains.ipynb", [
        ("warm_bouts = rng.randint(0, 3)", "target_check(warm_bouts, LANG)"),                             # [4]
    ]),
    # issue 25 (TABLES): lessons 23 and 24, playing at five and at three
    "23": ("23_playing_at_five.ipynb", "23_jouer_a_cinq.ipynb", [
        ("warm = random_score_facts(rng)", "taker_score_check(warm, LANG)"),
        ("warm_bouts = rng.randint(0, 3)", "target_check(warm_bouts, LANG)"),
        ("call_hand, call_card = call_case(rng)", "call_check(call_hand, call_card, LANG)"),
        ("later, asked = partner_case(rng)", "partner_check(later, asked, LANG)"),
        ("five_score, five_alone = score_case(rng, FIVE)",
         "score_check(five_score, FIVE, role, five_alone, LANG)"),
    ]),
    "24": ("24_playing_at_three.ipynb", "24_jouer_a_trois.ipynb", [
        ("warm_bouts = rng.randint(0, 3)", "target_check(warm_bouts, LANG)"),
        ("warm_hand, warm_card = call_case(rng)", "call_check(warm_hand, warm_card, LANG)"),
        ("big_hand = poignee_case(rng)", "poignee_check(big_hand, LANG)"),
        ("three_score, _ = score_case(rng, THREE)", "score_check(three_score, THREE, role, False, LANG)"),
    ]),
    "19": ("19_edge_case_lab.ipynb", "19_cas_limites.ipynb", [
        ('say("lesson19.q.petit17"',                                                                     # [9]
         '[ln for ln in breakdown_lines(slam17).text.splitlines() if ln.startswith("B5")]'),
        ('say("lesson19.q.slam87"', "_edge.ruling_line(slam87, LANG)"),                                  # [13]
        ('say("lesson19.q.margin"', "breakdown_lines(defence_slam).text.splitlines()[1]"),               # [18]
        ('say("lesson19.q.from_discard"',
         'poignee_verdict(in_hand, record["poignees"][str(seat)], record["discard"]).reason'),           # [26]
        ('say("lesson19.q.r2"', "[_edge.ruling_line(r2, LANG), excuse_story(r2).text]"),                 # [32]
        ('say("lesson19.q.pab"', "_edge.ruling_line(built_out, LANG)"),                                  # [37]
        ("= slam_case(rng)", "slam_part_check(slam_announced, slam_tricks, LANG)"),                     # [43]
        ('say("lesson19.q.defence_points"', '[excuse_story(slam87).text, "counted 4 points" if LANG == "en" '
                                            'else "comptée 4 points"]'),                                  # [42]
        ('say("lesson19.q.r4"', '[say("lesson19.ok.r4", LANG), "only the taker may announce" if LANG == "en" '
                                'else "seul le preneur peut annoncer"]'),                                # [44]
    ]),
    "20": ("20_rules_desk.ipynb", "20_bureau_des_regles.ipynb", [
        ("= overtrump_case(rng)", "may_play_check(warm_hand, warm_trick, warm_low)"),                   # [3]
        ("= slam_case(rng)", "slam_part_check(slam_announced, slam_tricks, LANG)"),                     # [4]
        ("= play_case(rng)", "check_legal_count"),                                # §1 (was [22], told in [7])
        ("proposal = friend_discard(", "check_discard"),                                                 # §2
        ('say("lesson20.excuse_side.q"', 'say("lesson20.excuse_side.ok", LANG)'),                      # [15]
        ("score_case = random_score_facts(", "[score_case.S, breakdown_lines(score_case).text]"),        # §4
    ]),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("lesson", sorted(Q2_LESSONS))
def test_lessons_10_to_22_do_not_give_an_exercise_its_answer_above_it(lesson, lang, lesson_kit, monkeypatch):
    en_name, fr_name, entries = Q2_LESSONS[lesson]
    path = EN / en_name if lang == "en" else FR / fr_name
    nb, shown = run_probe(lesson_kit, monkeypatch, path, entries)
    assert given_away(nb, entries, shown) == []


# Issue 24 §4, the words of lessons 10–22 (their prose and the course's texts they read): wordings
# the instructor flagged, which no learner text of these lessons may say any more.
Q2_WORDS = {
    "en": ["through the taker", "RULES.md", "`draw_trumps`", "`lowest_when_lost`", "`cash_a_king`",
           "`discard_for_voids`", "`bid_by_count`", "`make_taker_trump`", "`excuse_before_last`"],
    "fr": ["chicane", "robot de base", "robots de base", "robot basique", "à travers le preneur", "RULES.md",
           "Voir la solution", "la mène", "`draw_trumps`", "`lowest_when_lost`", "`cash_a_king`",
           "(le contrat)", "rejoueur"],
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_lessons_10_to_22_use_the_words_a_club_player_uses(lang):
    import importlib

    from tarot_core.analysis.texts import TEXTS as BOT_TEXTS  # the bot's reasons (lessons 10, 14, 15)
    texts = {}
    for n in range(10, 23):
        path = next((EN if lang == "en" else FR).glob(f"{n}_*.ipynb"))
        texts[path.name] = "\n".join("".join(c["source"]) for c in json.loads(path.read_text(encoding="utf-8"))["cells"]
                                     if c["cell_type"] == "markdown")
        module = importlib.import_module(f"tarot_course.texts.lesson{n}")
        texts[module.__name__] = "\n".join(t[lang] for t in module.TEXTS.values() if lang in t)
    texts["bot.rule.*"] = "\n".join(t[lang] for k, t in BOT_TEXTS.items() if k.startswith("bot.rule."))
    found = [(where, w) for where, text in texts.items() for w in Q2_WORDS[lang] if w in text]
    assert not found, found


def test_lesson_20_sections_practise_with_a_checked_exercise():
    """Issue 24 §3: lesson 20 needs real practice — at least 4 of its 5 numbered sections hold a
    checked exercise (a Quiz; before: 1 of 5, section 3)."""
    for path in (EN / "20_rules_desk.ipynb", FR / "20_bureau_des_regles.ipynb"):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        sections, current = {}, None
        for cell in cells:
            text = "".join(cell["source"])
            if cell["cell_type"] == "markdown":
                for line in text.splitlines():
                    if line.startswith("## ") and line[3:4].isdigit():
                        current = line[3]
                    elif line.startswith("## "):
                        current = None
            elif current and "Quiz(" in text:
                sections[current] = sections.get(current, 0) + 1
        assert len(sections) >= 4, (path.name, sections)


def test_lesson_10_drills_vary_with_the_room():
    """Lesson 10's drills on the room's stream: the lowest contract still open (A1), the friend's
    discard legal or not (E2), over ten rooms: more than one answer each."""
    from tarot_core.discard import discard_verdict
    from tarot_core.game import GameState
    from tarot_course.guided_deal import friend_discard, room_auction
    lowest = {room_auction(n, 0, random.Random(n)).legal_bids()[1].code for n in range(10)}
    assert len(lowest) > 1, lowest
    s = GameState.new(seed=296, dealer=0)
    for bid in ("prise", None, None, None):
        s.bid(bid)
    legal = {discard_verdict(s.dealt[0], s.chien, friend_discard(s, 0, random.Random(n))).valid for n in range(10)}
    assert legal == {True, False}
