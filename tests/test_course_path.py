"""The beginner's path through the course (issue 16): the order of the lessons, lesson 0's table
of the course with each lesson's time, the first evening, the optional lessons, and words taught
before they are used.

The order the issue asks for: a learner plays early and reads fine print late — the trick (P1–P6)
before counting (C4) and the target (S1), the score (S1–S4) before the bonuses (B1–B6), the deal
and the auction in one lesson and the chien and the discard in the next; the edge-case lab and the
appendix on counting hands marked optional. Lesson 0's table states each lesson's time as
``tarot_course.timing.estimate_minutes`` computes it from the stored notebook, and its first
evening adds up lessons 0–4 and one deal at the practice table (20 minutes).
"""
from __future__ import annotations

import json
import pathlib
import re
import shutil

import pytest

from tarot_course.timing import FIRST_DEAL_MINUTES, estimate_minutes, lesson_minutes, minutes_for

ROOT = pathlib.Path(__file__).resolve().parent.parent
LESSONS = ROOT / "lessons"
LANGS = ("en", "fr")
LESSON0 = {"en": "00_start_here.ipynb", "fr": "00_commencer_ici.ipynb"}
PRACTICE_MINUTES = 20            # one deal at lesson 10's practice table (section 4), lesson 0 says
PLAY_FIRST = {"en": "play_first.ipynb", "fr": "jouer_d_abord.ipynb"}     # issue 24 §2: before lesson 0's path
OPTIONAL = {"en": "optional", "fr": "facultative"}

# The lessons, found by the subject of their file name (the same order in both languages).
ORDER = {
    "en": ["start_here", "the_cards", "the_deal_and_the_auction", "the_chien_and_the_discard",
           "playing_a_trick", "counting_in_pairs", "the_target", "the_excuse", "scoring", "bonuses",
           "play_a_deal", "a_whole_evening", "bidding", "a_good_discard", "the_takers_play", "defence",
           "at_the_table", "looking_back", "odds_at_the_table", "edge_case_lab", "rules_desk",
           "a_little_history", "appendix_counting_hands",
           "playing_at_five", "playing_at_three"],          # issue 25: numbered after the appendix
    "fr": ["commencer_ici", "les_cartes", "la_donne_et_les_encheres", "le_chien_et_l_ecart",
           "jouer_un_pli", "compter_par_paires", "l_objectif_a_atteindre", "l_excuse", "le_score",
           "les_primes", "jouer_une_donne", "une_soiree", "les_encheres", "bien_ecarter",
           "le_jeu_du_preneur", "la_defense", "a_table", "revoir_une_donne",
           "les_probabilites_a_table", "cas_limites", "bureau_des_regles", "un_peu_d_histoire",
           "annexe_compter_les_mains", "jouer_a_cinq", "jouer_a_trois"],
}


def _notebooks(lang):
    return sorted((LESSONS / lang).glob("[0-9][0-9]_*.ipynb"))


def _cells(path):
    nb = json.loads(path.read_text(encoding="utf-8"))
    return [(c["cell_type"], "".join(c["source"]) if isinstance(c["source"], list) else c["source"])
            for c in nb["cells"]]


def _markdown(path):
    return "\n".join(s for t, s in _cells(path) if t == "markdown")


def _course_rows(lang):
    """Lesson 0's table of the course: {number: (what, minutes)}."""
    text = _markdown(LESSONS / lang / LESSON0[lang])
    rows = {}
    for line in text.splitlines():
        m = re.fullmatch(r"\| (\d+) \| (.+) \| (\d+) min \|", line)
        if m:
            rows[int(m.group(1))] = (m.group(2), int(m.group(3)))
    return rows


@pytest.mark.parametrize("lang", LANGS)
def test_the_lessons_come_in_the_beginners_order(lang):
    """Trick before counting, score before bonuses, lesson 4 split in two, fine print last."""
    found = [p.stem[3:] for p in _notebooks(lang)]
    assert found == ORDER[lang]
    assert [int(p.name[:2]) for p in _notebooks(lang)] == list(range(len(ORDER[lang])))


def test_the_timing_formula():
    """120 words a minute, 2 minutes per exercise, half a minute per code cell, to the nearest 5."""
    assert minutes_for(1200, 5, 12) == 25          # 10 + 10 + 6 = 26, to the nearest 5
    assert minutes_for(0, 0, 0) == 10              # never under ten minutes
    assert minutes_for(2400, 10, 20) == 50         # 20 + 20 + 10


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_0_lists_every_lesson_with_its_time(lang):
    rows = _course_rows(lang)
    assert sorted(rows) == list(range(len(ORDER[lang]))), "one row per lesson, in order"
    for path in _notebooks(lang):
        n = int(path.name[:2])
        assert rows[n][1] == lesson_minutes(path), (path.name, rows[n][1], lesson_minutes(path))
        assert estimate_minutes(path) <= rows[n][1]


def test_lesson_0_gives_each_lesson_the_same_time_in_both_languages():
    """Issue 24 §4: lesson 19 was 50 minutes in English and 55 in French; a lesson has one time,
    the longer of its two notebooks' estimates (tarot_course.timing.lesson_minutes)."""
    en, fr = _course_rows("en"), _course_rows("fr")
    assert {n: m for n, (_, m) in en.items()} == {n: m for n, (_, m) in fr.items()}


def _hours(minutes, lang):
    h, m = divmod(5 * round(minutes / 5), 60)
    if lang == "fr":
        return f"{h} h {m:02d}" if m else f"{h} h"
    return f"{h} h {m:02d} min" if m else f"{h} h"


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_0_gives_a_first_and_a_second_evening(lang):
    rows = _course_rows(lang)
    text = " ".join(_markdown(LESSONS / lang / LESSON0[lang]).split())
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)          # a link's words, not its address
    first = FIRST_DEAL_MINUTES + sum(rows[n][1] for n in range(5)) + PRACTICE_MINUTES
    second = sum(rows[n][1] for n in range(5, 10))
    if lang == "en":
        assert (f"**The path for a first evening** (about {_hours(first, lang)}): the play-first page (about "
                f"{FIRST_DEAL_MINUTES} minutes: a whole deal, every hand face up, before any lesson), then "
                "lessons 0, 1, 2, 3 and 4") in text
        assert "lesson 2's petit sec and misdeals may wait" in text
        assert "practice table of lesson 10 (its section 4, about 20 minutes)" in text
        assert f"**A second evening** (about {_hours(second, lang)}): lessons 5 to 9" in text
    else:
        assert (f"**Le parcours d'une première soirée** (environ {_hours(first, lang)}) : la page « Jouer "
                f"d'abord » (environ {FIRST_DEAL_MINUTES} minutes : une donne entière, toutes les mains visibles, "
                "avant toute leçon), puis les leçons 0, 1, 2, 3 et 4") in text
        assert "le Petit sec et les fausses donnes de la leçon 2 peuvent attendre" in text
        assert "table d'entraînement de la leçon 10 (sa section 4, une vingtaine de minutes)" in text
        assert f"**Une deuxième soirée** (environ {_hours(second, lang)}) : les leçons 5 à 9" in text


@pytest.mark.parametrize("lang", LANGS)
def test_the_optional_lessons_say_so_in_their_first_cell_and_in_lesson_0(lang):
    rows = _course_rows(lang)
    for n in (19, 22):
        assert OPTIONAL[lang] in rows[n][0].lower()
        path = _notebooks(lang)[n]
        first = _cells(path)[0][1]
        assert OPTIONAL[lang] in first.lower(), path.name
    assert [n for n, (what, _) in rows.items() if OPTIONAL[lang] in what.lower()] == [19, 22]


# Words before they are used: a lesson before the one lesson 0's table of words names for a term
# does not use the term in its text (lesson 0, the map of the course, excepted).
TERMS = {
    "en": {"taker": r"\btakers?\b", "chien": r"\bchien\b", "discard": r"\bdiscard(?:s|ed|ing)?\b|\bécart\b",
           "trick": r"\btricks?\b", "slam": r"\bslams?\b|\bchelem\b", "poignée": r"\bpoignées?\b",
           "target": r"\btargets?\b"},
    "fr": {"preneur": r"\bpreneurs?\b", "chien": r"\bchien\b", "écart": r"\bécarts?\b|\bécarter\b",
           "pli": r"\bplis?\b", "chelem": r"\bchelems?\b", "poignée": r"\bpoignées?\b",
           "objectif": r"\bobjectifs?\b"},
}
TAUGHT_IN = {"taker": 2, "preneur": 2, "chien": 2, "discard": 3, "écart": 3, "trick": 4, "pli": 4,
             "target": 6, "objectif": 6, "slam": 9, "chelem": 9, "poignée": 9}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_0_words_table_names_the_lesson_that_teaches_each_word(lang):
    text = _markdown(LESSONS / lang / LESSON0[lang])
    table = {}
    for line in text.splitlines():
        cols = [c.strip() for c in line.split("|")]
        if len(cols) > 5 and cols[1].startswith("**"):
            table[cols[1]] = [int(n) for n in re.findall(r"\d+", cols[-2])]
    key = {"en": {"taker": "**preneur**", "chien": "**chien**", "discard": "**écart**", "trick": "**pli**",
                  "slam": "**chelem**", "poignée": "**poignée**", "target": "**objectif**"},
           "fr": {"preneur": "**preneur**", "chien": "**chien**", "écart": "**écart**", "pli": "**pli**",
                  "chelem": "**chelem**", "poignée": "**poignée**", "objectif": "**objectif**"}}[lang]
    for term, row in key.items():
        assert min(table[row]) == TAUGHT_IN[term], (term, table[row])


FORWARD = re.compile(r"\b(?:lessons?|leçons?)\s+(\d+)", re.I)


def _early_uses(prose: str, pattern: str, taught: int) -> list[str]:
    """The uses of a word in paragraphs that do not point forward to the lesson teaching it
    ("… the slam, which lesson 9 teaches"): a forward pointer is a fair first mention."""
    early = []
    for paragraph in re.split(r"\n\s*\n", prose):
        pointed = any(int(n) >= taught for n in FORWARD.findall(paragraph))
        if not pointed:
            early += [m.group(0) for m in re.finditer(pattern, paragraph, re.I)]
    return early


@pytest.mark.parametrize("lang", LANGS)
def test_words_are_taught_before_they_are_used(lang):
    early = []
    for term, pattern in TERMS[lang].items():
        for path in _notebooks(lang)[1:TAUGHT_IN[term]]:
            hits = _early_uses(_markdown(path), pattern, TAUGHT_IN[term])
            if hits:
                early.append((path.name, term, len(hits)))
    assert not early, f"words used before the lesson that teaches them (lesson, word, times): {early}"


def test_a_forward_pointer_is_a_fair_first_mention():
    assert _early_uses("The slam (lesson 9) is rare.\n\nA slam!", TERMS["en"]["slam"], 9) == ["slam"]
    assert _early_uses("The slam, which lesson 3 taught.", TERMS["en"]["slam"], 9) == ["slam"]


@pytest.mark.parametrize("lang", LANGS)
def test_each_notebook_knows_its_number_and_language(lang):
    """The metadata the tests and the site read (``tarot_lab.lesson``) follows the file's number."""
    for path in _notebooks(lang):
        meta = json.loads(path.read_text(encoding="utf-8"))["metadata"]["tarot_lab"]
        assert (meta["lesson"], meta["lang"]) == (int(path.name[:2]), lang), path.name


@pytest.mark.parametrize("lang", LANGS)
def test_each_lesson_ends_with_a_link_to_the_next_one(lang):
    word = {"en": "Next: [lesson", "fr": "Suite : [leçon"}[lang]
    paths = _notebooks(lang)
    for path, nxt in zip(paths, paths[1:]):
        last = _cells(path)[-1][1]
        links = re.findall(re.escape(word) + r" (\d+) — [^\]]+\]\(([^)]+)\)", last)
        assert links == [(str(int(nxt.name[:2])), nxt.name)], (path.name, links)


# Jumps into a lesson (issue 21, item 3). Lesson 0's paths send a learner into the middle of a
# lesson — the first evening into lesson 10's practice table (section 4) — with a link
# ``NN_name.ipynb#cell-id=ID`` (JupyterLab opens the notebook and scrolls to the cell with that
# id). Such a section is run on its own, in a fresh kernel: its code cells must not need the
# lesson's earlier cells (in the defect, the table cell alone raised ``NameError: name
# 'PracticeTable' is not defined``), and its text must tell the learner who comes from lesson 0
# what to run. Lesson 4, the end of the first evening's lessons, says the same jump.
JUMP = re.compile(r"\]\(((\d\d)_[^)#\s]+\.ipynb)#cell-id=([A-Za-z0-9_-]+)\)")
FROM_LESSON_0 = {"en": "lesson 0", "fr": "leçon 0"}


def _jumps(path):
    """The links of a lesson's markdown into a section of another lesson: [(file, cell id)]."""
    return [(m.group(1), m.group(3)) for kind, source in _cells(path) if kind == "markdown"
            for m in JUMP.finditer(source)]


def _section(path, cell_id):
    """The cells of the section whose heading is the markdown cell *cell_id*: that cell and the
    following ones, up to the next heading of the same or a higher level."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    ids = [c.get("id") for c in nb["cells"]]
    assert cell_id in ids, f"{path.name} has no cell {cell_id!r}"
    start = ids.index(cell_id)
    cells = [(c["cell_type"], "".join(c["source"])) for c in nb["cells"]]
    kind, head = cells[start]
    level = re.match(r"(#+) ", head)
    assert kind == "markdown" and level, f"{path.name} cell {cell_id!r} is not a section heading"
    end = next((i for i in range(start + 1, len(cells))
                if cells[i][0] == "markdown" and (m := re.match(r"(#+) ", cells[i][1]))
                and len(m.group(1)) <= len(level.group(1))), len(cells))
    return cells[start:end]


def _lesson_0_jumps(lang):
    return sorted(set(_jumps(LESSONS / lang / LESSON0[lang])))


@pytest.mark.parametrize("lang", LANGS)
def test_the_first_evening_links_the_practice_table_section(lang):
    """Lesson 0's first evening links lesson 10's section 4 itself, and so does lesson 4's end."""
    text = _markdown(LESSONS / lang / LESSON0[lang])
    evening = next(p for p in text.split("\n\n")
                   if p.startswith(("**The path for a first evening**", "**Le parcours d'une première soirée**")))
    jumps = _jumps(LESSONS / lang / LESSON0[lang])
    first = [(f, c) for f, c in jumps if f"{f}#cell-id={c}" in evening]
    assert len(first) == 1, f"the first evening should link one section of lesson 10, found {first}"
    target, cell_id = first[0]
    assert target == _notebooks(lang)[10].name
    assert re.match(r"## 4 · ", _section(LESSONS / lang / target, cell_id)[0][1])
    last = _cells(_notebooks(lang)[4])[-1][1]
    assert f"]({target}#cell-id={cell_id})" in last, "lesson 4's end should say the first evening's jump"


@pytest.mark.parametrize("lang", LANGS)
def test_links_into_a_section_lead_to_a_heading(lang):
    """Every ``#cell-id=`` link of every lesson names a heading cell of an existing notebook."""
    found = 0
    for path in _notebooks(lang):
        for target, cell_id in _jumps(path):
            assert (LESSONS / lang / target).is_file(), (path.name, target)
            _section(LESSONS / lang / target, cell_id)
            found += 1
    assert found, "no link into a section at all"


@pytest.mark.xdist_group("lessons")
@pytest.mark.parametrize("lang", LANGS)
def test_every_section_lesson_0_jumps_to_runs_on_its_own(lang, monkeypatch, lesson_kit, tmp_path):
    """Only the section's code cells, in a fresh kernel (offline, a room seed): no error, and the
    section's text tells who comes from lesson 0 to run them."""
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    jumps = _lesson_0_jumps(lang)
    assert jumps, "lesson 0 links no section"
    monkeypatch.setenv("TAROT_LAB_SEED", "42")
    work = tmp_path / "lessons"      # its own copy of the lessons folder: a section may save a file beside itself
    shutil.copytree(LESSONS, work, ignore=shutil.ignore_patterns("__pycache__", ".ipynb_checkpoints"))
    for target, cell_id in jumps:
        section = _section(LESSONS / lang / target, cell_id)
        code = [s for k, s in section if k == "code"]
        assert code, f"{target} {cell_id}: no code cell in the section"
        nb = nbformat.v4.new_notebook(
            cells=[nbformat.v4.new_code_cell(lesson_kit.NO_NETWORK)] + [nbformat.v4.new_code_cell(s) for s in code],
            metadata={"kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}})
        client = nbclient.NotebookClient(nb, timeout=120, kernel_name="python3", allow_errors=True,
                                         resources={"metadata": {"path": str(work / lang)}})
        client.execute()
        errors = [f"{o.ename}: {o.evalue}" for c in nb.cells for o in c.outputs if o.output_type == "error"]
        assert not errors, f"{target} section {cell_id}, run on its own: {errors}"
        shown = [o for c in nb.cells[1:] for o in c.outputs]
        assert shown, f"{target} section {cell_id}, run on its own, showed nothing"
        prose = " ".join(" ".join(s for k, s in section if k == "markdown").split())
        assert FROM_LESSON_0[lang] in prose, f"{target} {cell_id}: the section does not address who comes from lesson 0"


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_0_opens_on_the_play_first_page_and_its_path_starts_there(lang):
    """Issue 24 §2: lesson 0's first cell and its first evening both link the play-first page (which
    exists), before any lesson; lesson 2 tells a beginner its petit sec section may wait."""
    cells = _cells(LESSONS / lang / LESSON0[lang])
    assert f"]({PLAY_FIRST[lang]})" in cells[0][1]
    assert (LESSONS / lang / PLAY_FIRST[lang]).is_file()
    text = _markdown(LESSONS / lang / LESSON0[lang])
    evening = next(p for p in text.split("\n\n")
                   if p.startswith(("**The path for a first evening**", "**Le parcours d'une première soirée**")))
    assert evening.index(f"]({PLAY_FIRST[lang]})") < evening.index("0, 1, 2, 3")
    section = next(s for k, s in _cells(_notebooks(lang)[2]) if k == "markdown" and s.startswith("## Petit sec"))
    assert {"en": "a beginner may skip this section", "fr": "un débutant peut sauter cette section"}[lang] in section
