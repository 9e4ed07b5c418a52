"""Every lesson notebook, in both languages: stored clean, same structure, runs offline, and the
course as a whole teaches every rule of the catalogue.

Lessons are found, not listed: every ``lessons/en/NN_*.ipynb`` and ``lessons/fr/NN_*.ipynb``
(NN = the lesson number, two digits). The conventions checked here:

* **Stored without outputs**: nbformat 4, kernelspec ``python3``, no outputs, no execution counts.
* **Same structure in both languages**, lesson by lesson (same number NN): the same sequence of
  cell types and of section headings (``#``, ``##``, ``###``), hence the same number of code
  cells, and cell by cell the same *exercises* and the same *widgets*. An exercise is a call
  ``Quiz(...)`` (or ``question(...)``, an ad-hoc form); a widget is a call to one of the names
  ``widgets`` exports (``HandView(``, ``TrickPlayer.from_deal(`` …). Variable names and prose may
  differ — each language is written natively.
* **Opens with what the learner will be able to do**: the first cell is a markdown cell whose
  heading is ``# NN …`` (the number without its leading zero, e.g. ``# 6 · The target``) and
  which contains "you will be able to" (English) / "vous saurez" or "vous serez capable" (French).
* **From lesson 2 on, two retrieval questions first**: the first ``##`` heading of the lesson is
  "## Warm-up…" (English) / "## Échauffement…" (French), and the code cells between it and the next
  markdown heading hold exactly two exercises.
* **Every rule taught**: a rule ID of ``tarot_core.catalogue.RULES`` counts as cited by a lesson
  when it appears as a whole word (``P4``, ``E3``) in a markdown or code cell of a lesson numbered
  1 or more (lesson 0 maps the whole course and teaches no rule). Each language must cite every
  ID; the failure lists the missing ones. Ranges such as "X3–X7" cite only their two ends.
* **Runs top to bottom**: each notebook executes in its own kernel (nbclient, ``TAROT_LAB_SEED``
  fixed, a first cell that refuses any connection leaving the machine, in its own copy of the
  lessons folder), once per room seed for the whole test run: the run is the session's shared one
  (``LessonKit.notebook`` in conftest.py), at the room seed the lesson's own test module
  (``test_lessonNN.py``) runs it at if it does, else at SEED; its cells and this module's probe
  cell are what the checks here read. It shows
  no error output and no traceback; then every ``Quiz`` the lesson made is answered from the
  kernel: an answer ("-1000" for a number, "ZZ" for a text, one card for a card choice, and every
  choice of a multiple choice) is judged with a reason (not a bare
  "wrong"), the quiz names its rule (a rule ID in its title, question, reasons or solution),
  exactly one choice is right, and a worked solution exists — text, never a raw pipe table,
  whose lines (like every reason) neither end with ".." nor open with a card code.

The notebooks run in a few threads at once, on one pytest-xdist worker (``xdist_group
("lessons")``), each in its own kernel; a run the other worker has started (a lesson's own test)
is waited for, not run again.

Each lesson's markdown is in its own language (glosses in italics and lesson 0's table of words
aside), its links lead to notebooks, and the buttons its prose names are named as the widgets show
them (``BUTTONS_NAMED``).

Further down, the fixes of a newcomer's walkthrough, each kept by a test: lesson 1 explains how
cards are written (and lesson 0 points to it); the toolkit names cards in its sentences; a
table-like worked solution is shown as an HTML table (``solution_table``); the French lessons'
tables are in French (``chart_in_language`` for the charts); code lines fit the browser (88
characters); feedback reads well over many seeds; random score facts come from the core
(``random_score_facts``, for room seeds 1..50).

Last, a tarot teacher's corrections (issue 16): wrong or confusing phrases gone from every lesson
in each language (the French *marge* for the margin, *objectif* for the target), the words of the
table taught (Petite, renonce, surcouper, sous-couper, chasse au Petit …), no answer given away by
the layout (lessons 1, 4, 6, 9, 19), lesson 8's practice from a bot-played deal's cards, and
overtrumping and the Excuse in the last trick back in the warm-ups of lessons 8, 11 and 19. (The
generators' spread of answers is tested in ``test_quiz.py``.)
"""
from __future__ import annotations

import concurrent.futures
import json
import os
import pathlib
import re

import pytest

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")

from tarot_core.catalogue import RULES, rule_ids  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent
LESSONS = ROOT / "lessons"
LANGS = ("en", "fr")
SEED = "2718"
CELL_TIMEOUT = 120
MIN_REASON = 15          # characters: a reason, not a bare "wrong"
THREADS = max(2, min(4, os.cpu_count() or 2))          # kernels at once (one notebook each)

RULE_WORD = re.compile(r"\b(" + "|".join(sorted(RULES, key=len, reverse=True)) + r")\b")
RULE_ID = re.compile(r"\b[CDAEPXBSGRV]\d{1,2}\b")
EXERCISE = re.compile(r"(?<!def )\b(?:Quiz|question)\s*\(")
OBJECTIVES = {"en": re.compile(r"you will be able to", re.I),
              "fr": re.compile(r"vous saurez|vous serez capables?", re.I)}
WARM_UP = {"en": re.compile(r"^##\s+warm-up", re.I), "fr": re.compile(r"^##\s+échauffement", re.I)}


def lesson_number(path: pathlib.Path) -> int:
    return int(path.name[:2])


def notebooks(lang: str) -> list[pathlib.Path]:
    return sorted(p for p in (LESSONS / lang).glob("[0-9][0-9]_*.ipynb"))


ALL = [p for lang in LANGS for p in notebooks(lang)]
IDS = [f"{p.parent.name}/{p.stem}" for p in ALL]


def load(path):
    return nbformat.read(str(path), as_version=4)


def widget_names() -> list[str]:
    import widgets
    return [n for n in widgets.__all__ if n[0].isupper() and n != "Quiz"]


def exercises(source: str) -> int:
    return len(EXERCISE.findall(source))


def widgets_called(source: str) -> list[str]:
    return sorted(n for n in widget_names() for _ in re.findall(rf"\b{n}\s*(?:\.\w+\s*)?\(", source))


# --------------------------------------------------------------------------- stored clean
def test_lessons_exist_in_both_languages():
    assert notebooks("en") and notebooks("fr")


@pytest.mark.parametrize("path", ALL, ids=IDS)
def test_stored_without_outputs(path):
    nb = load(path)
    nbformat.validate(nb)
    assert nb.nbformat == 4
    assert nb.metadata.get("kernelspec", {}).get("name") == "python3"
    dirty = [i for i, c in enumerate(nb.cells)
             if c.cell_type == "code" and (c.outputs or c.execution_count is not None)]
    assert not dirty, f"cells with outputs or execution counts (clear them before saving): {dirty}"


# --------------------------------------------------------------------------- same structure
def test_both_languages_have_the_same_lessons():
    en = {lesson_number(p): p.name for p in notebooks("en")}
    fr = {lesson_number(p): p.name for p in notebooks("fr")}
    only_en = {n: en[n] for n in sorted(set(en) - set(fr))}
    only_fr = {n: fr[n] for n in sorted(set(fr) - set(en))}
    assert not only_en and not only_fr, f"lessons in one language only — en: {only_en}, fr: {only_fr}"
    for lang in LANGS:
        numbers = [lesson_number(p) for p in notebooks(lang)]
        assert len(numbers) == len(set(numbers)), f"two {lang} notebooks share a lesson number: {numbers}"


def _pairs():
    fr = {lesson_number(p): p for p in notebooks("fr")}
    return [(p, fr[lesson_number(p)]) for p in notebooks("en") if lesson_number(p) in fr]


@pytest.mark.parametrize("en_path, fr_path", _pairs(), ids=[p.stem for p, _ in _pairs()])
def test_same_structure_in_both_languages(en_path, fr_path):
    en, fr = load(en_path), load(fr_path)
    assert [c.cell_type for c in en.cells] == [c.cell_type for c in fr.cells], "cell types differ"
    heads = [[[line.split()[0] for line in c.source.splitlines() if line.startswith("#")]
              for c in nb.cells if c.cell_type == "markdown"] for nb in (en, fr)]
    assert heads[0] == heads[1], "the sections (# / ## / ###) differ between the languages"
    en_code = [c.source for c in en.cells if c.cell_type == "code"]
    fr_code = [c.source for c in fr.cells if c.cell_type == "code"]
    assert len(en_code) == len(fr_code)
    assert sum(map(exercises, en_code)) == sum(map(exercises, fr_code)), "not the same number of exercises"
    diff = [(i, exercises(a), exercises(b), widgets_called(a), widgets_called(b))
            for i, (a, b) in enumerate(zip(en_code, fr_code))
            if exercises(a) != exercises(b) or widgets_called(a) != widgets_called(b)]
    assert not diff, ("code cells (index among code cells) whose exercises or widgets differ "
                      f"(en exercises, fr exercises, en widgets, fr widgets): {diff}")


# --------------------------------------------------------------------------- each language its own
@pytest.mark.parametrize("path", ALL, ids=IDS)
def test_markdown_is_written_in_its_own_language(path, lesson_kit):
    """No giveaway word of the other language in the prose (code, links and the italic glosses
    such as "**tricks** (*plis*) aside; lesson 0's table of words is bilingual by design)."""
    lang = path.parent.name
    found = lesson_kit.foreign_words(path, lang, tables=lesson_number(path) != 0)
    assert not found, f"{lang} lesson {lesson_number(path)}: words of the other language in the markdown: {found}"


@pytest.mark.parametrize("path", ALL, ids=IDS)
def test_links_lead_to_lessons(path):
    """Every link to a notebook leads to one of the same language's folder (a "#section" aside)."""
    links = {m for c in load(path).cells if c.cell_type == "markdown"
             for m in re.findall(r"\]\(([^)#\s]+\.ipynb)[^)]*\)", c.source)}
    broken = sorted(link for link in links if not (path.parent / link).is_file())
    assert not broken, f"links to no notebook: {broken}"


#: the buttons a lesson's prose names, by label key: it must name them exactly as the widget shows
#: them, in bold (a section regex narrows where: lesson 10's fourth section tours the table)
BUTTONS_NAMED = {
    10: (r"^## 4 ", ("practice.hint", "practice.undo", "practice.count", "practice.show_all",
                     "practice.step_mode", "practice.step", "practice.new_deal", "practice.duplicate")),
    12: (None, ("practice.count",)),
    13: (None, ("quiz.check",)),
    14: (None, ("replay.next_card", "quiz.check", "practice.hint", "practice.duplicate")),
    15: (None, ("quiz.check", "practice.hint", "practice.new_deal")),
    17: (None, ("replay.analysis.title", "replay.next_card", "replay.analysis.analyse",
                "replay.analysis.whatif.back", "quiz.check")),
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("number", sorted(BUTTONS_NAMED))
def test_the_prose_names_the_widgets_buttons_as_they_do(number, lang):
    from tarot_course.texts import say as label
    section, keys = BUTTONS_NAMED[number]
    path = next(p for p in notebooks(lang) if lesson_number(p) == number)
    cells = [c.source for c in load(path).cells if c.cell_type == "markdown"
             and (section is None or re.search(section, c.source, re.M))]
    prose = " ".join(" ".join(cells).split())
    missing = [(k, label(k, lang)) for k in keys if f"**{label(k, lang)}**" not in prose]
    assert not missing, f"{lang} lesson {number}: buttons not named in bold as the widget names them: {missing}"


# --------------------------------------------------------------------------- openings
@pytest.mark.parametrize("path", ALL, ids=IDS)
def test_opens_with_what_the_learner_will_be_able_to_do(path):
    lang, n = path.parent.name, lesson_number(path)
    first = load(path).cells[0]
    assert first.cell_type == "markdown", "the first cell must be the lesson's title and objectives"
    assert re.match(rf"#\s+{n}\b", first.source), f"the first line must be the heading '# {n} …'"
    assert OBJECTIVES[lang].search(first.source), \
        f"the first cell must say what the learner will be able to do ({OBJECTIVES[lang].pattern!r})"


@pytest.mark.parametrize("path", [p for p in ALL if lesson_number(p) >= 2],
                         ids=[i for p, i in zip(ALL, IDS) if lesson_number(p) >= 2])
def test_opens_with_two_retrieval_questions(path):
    lang = path.parent.name
    cells = load(path).cells
    headings = [(i, line) for i, c in enumerate(cells) if c.cell_type == "markdown"
                for line in c.source.splitlines() if line.startswith("## ")]
    assert headings, "no '## ' section at all"
    start, line = headings[0]
    assert WARM_UP[lang].match(line), f"the first section must be the warm-up, not {line!r}"
    count = 0
    for cell in cells[start + 1:]:
        if cell.cell_type == "markdown" and re.search(r"^#", cell.source, re.M):
            break
        if cell.cell_type == "code":
            count += exercises(cell.source)
    assert count == 2, f"the warm-up must hold exactly two exercises, found {count}"


# --------------------------------------------------------------------------- every rule taught
@pytest.mark.parametrize("lang", LANGS)
def test_every_rule_is_cited_in_some_lesson(lang):
    cited: dict[str, list[int]] = {}
    for path in notebooks(lang):
        if lesson_number(path) < 1:
            continue
        for cell in load(path).cells:
            for rid in RULE_WORD.findall(cell.source):
                cited.setdefault(rid, []).append(lesson_number(path))
    missing = [rid for rid in rule_ids() if rid not in cited]
    assert not missing, (f"{len(missing)} rule ID(s) cited in no {lang} lesson (lessons 1+): "
                         + ", ".join(missing))


# --------------------------------------------------------------------------- runs top to bottom
NO_NETWORK = (pathlib.Path(__file__).parent / "offline_guard.py").read_text()   # sockets: loopback only

# Answer every Quiz of the lesson from the kernel and report what the checks said.
PROBE = r'''
import gc as _gc, json as _json
from widgets.quiz import Quiz as _Quiz
_report = []
for _q in [o for o in _gc.get_objects() if isinstance(o, _Quiz)]:
    _item = {"question": _q.question[:80], "title": _q._title, "kind": _q.kind, "results": [], "solution": ""}
    _q._hint = ""
    if _q.kind == "choice":
        for _i in range(len(_q._choices)):
            _q.do("answer", choice=_i)
            _item["results"].append([_q.correct, _q.history[-1]["reason"] if _q.history else ""])
    elif _q.kind == "number":
        _q.do("answer", value="-1000")
        _item["results"].append([_q.correct, _q.history[-1]["reason"] if _q.history else ""])
    elif _q.kind == "text":
        _q.do("answer", value="ZZ")
        _item["results"].append([None, _q.history[-1]["reason"] if _q.history else ""])
    elif _q.kind == "cards":
        _cards = list(_q._hand.cards) if _q._hand is not None else list(_q._cards_shown)
        if _cards:
            _q.do("answer", value=_cards[:1])
            _item["results"].append([None, _q.history[-1]["reason"] if _q.history else ""])
    _item["solution"] = _q.solution if _q.attempts else ""
    _report.append(_item)
print("QUIZ-REPORT " + _json.dumps(_report))
'''

NOTEBOOK_SEED = SEED       # the room seed of a lesson no other module runs (conftest's shared runs)


def notebook_cell(kit, lang: str, seed: str) -> str:
    """The cell this module appends to each lesson's run (``LessonKit.notebook``): the probe."""
    return PROBE


def _run(kit, path: pathlib.Path):
    """The session's run of *path* with the probe last (or the Exception it raised): at the room
    seed another module's test runs the lesson at, if one does, else at SEED."""
    return kit.notebook(path, kit.seed_for(path, __name__, SEED), PROBE, CELL_TIMEOUT)


@pytest.fixture(scope="session")
def executed(request, lesson_kit):
    """The run of every lesson this session's tests read, a few at a time, each in its own kernel
    (TAROT_LAB_SEED fixed): ``-k "10_"`` runs lesson 10's two notebooks, not all of them. A run is
    the session's shared one: a lesson's own test module (``test_lessonNN.py``) reads the same run."""
    wanted = {item.callspec.params.get("path") for item in request.session.items
              if "executed" in getattr(item, "fixturenames", ()) and hasattr(item, "callspec")}
    todo = [p for p in ALL if p in wanted]
    with concurrent.futures.ThreadPoolExecutor(max_workers=THREADS) as pool:
        return dict(zip(todo, pool.map(lambda p: _run(lesson_kit, p), todo)))


@pytest.mark.xdist_group("lessons")
def test_two_runs_at_once_write_nothing_beside_the_lessons(lesson_kit):
    """Lesson 11 saves its scoresheet in the folder it runs in (G1). A suite run with ``-n 2`` once
    failed with a ConflictError: two workers, each building ``executed``, ran lesson 11 at the same
    time in lessons/en and refused each other's evening_demo.json. Each run now has a folder of its
    own: two runs at once both succeed and leave the lessons' folders as they were."""
    eleven = [p for p in ALL if lesson_number(p) == 11]
    before = {p: sorted((f.name, f.stat().st_mtime_ns) for f in p.parent.iterdir()) for p in eleven}
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        runs = list(pool.map(lambda p: _run(lesson_kit, p), [eleven[0], eleven[0]]))
    assert not [r for r in runs if isinstance(r, Exception)], runs
    assert {p: sorted((f.name, f.stat().st_mtime_ns) for f in p.parent.iterdir()) for p in eleven} == before


# A notebook that, like lesson 11, saves a file beside itself (refusing one already there, as the
# scoresheet refuses a file changed by someone else) and reads a file of the lessons folder.
_BESIDE = """import json, os, pathlib
shared = pathlib.Path("..", "shared.txt").read_text()
with open("evening_demo.json", "x") as f:
    json.dump({"seed": os.environ["TAROT_LAB_SEED"]}, f)
print("SAVED", shared, os.environ["TAROT_LAB_SEED"])
"""


@pytest.mark.xdist_group("lessons")
def test_each_run_once_in_its_own_copy_of_the_lessons_folder(lesson_kit, tmp_path):
    """Issue 23 §4: a notebook runs once per room seed for the whole test run, in its own copy of
    the lessons folder. Two different runs at once of a notebook that saves a file beside itself
    both succeed (they once refused each other's file: ConflictError), each reads the lessons
    folder's own files, the same run asked twice at once executes once, and the folder the
    notebook is stored in is left as it was."""
    folder = tmp_path / "lessons"
    (folder / "en").mkdir(parents=True)
    (folder / "shared.txt").write_text("lessons-folder")
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(_BESIDE)])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    path = folder / "en" / "beside.ipynb"
    nbformat.write(nb, str(path))
    before = sorted(str(f.relative_to(folder)) for f in folder.rglob("*"))
    log = lesson_kit._folder() / "executions.log"
    with concurrent.futures.ThreadPoolExecutor(max_workers=3) as pool:
        runs = list(pool.map(lambda seed: lesson_kit.notebook(path, seed, "print('probe')"), ["1", "2", "1"]))
    assert not [r for r in runs if isinstance(r, Exception)], runs
    saved = [next(o["text"] for o in r.cells[1].outputs if o.get("name") == "stdout") for r in runs]
    assert saved == ["SAVED lessons-folder 1\n", "SAVED lessons-folder 2\n", "SAVED lessons-folder 1\n"]
    assert [r.cells[-1].outputs[0]["text"] for r in runs] == ["probe\n"] * 3
    executions = [ln for ln in log.read_text().splitlines() if str(path.relative_to(folder)) in ln]
    assert len(executions) == 2, executions           # seeds 1 and 2, once each
    assert sorted(str(f.relative_to(folder)) for f in folder.rglob("*")) == before


@pytest.mark.xdist_group("lessons")
def test_a_failing_probe_fails_only_its_own_test(lesson_kit, tmp_path):
    """Tests share a run, so a test's last cell that raises must not stop the next test's cell: its
    error stays in its own cell (that test fails on it), the next cell still runs."""
    (tmp_path / "lessons" / "en").mkdir(parents=True)
    path = tmp_path / "lessons" / "en" / "tiny.ipynb"
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("x = 1")])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, str(path))
    key = f"failing-probe-{tmp_path.name}"
    run = lesson_kit._run(path, "1", key, lambda: ["raise ValueError('first probe')", "print(x + 1)"], 60)
    assert not isinstance(run, Exception), run
    first, second = [c for c in run.cells if c.metadata.get("tarot_probe")]
    assert [(o.output_type, o.get("evalue")) for o in first.outputs] == [("error", "first probe")]
    assert [o.get("text") for o in second.outputs] == ["2\n"]


#: the test modules that execute notebooks themselves, not through LessonKit: the Binder
#: environment's own nbclient (another environment), lesson 0's jumped-to sections (cells, not a lesson)
OWN_EXECUTION = {"test_binder.py", "test_course_path.py"}


def test_every_lesson_run_is_the_shared_one():
    """Issue 23 §4: the suite executed each notebook up to four times (nbclient here, again in
    test_lessonNN.py, JupyterLab, JupyterLite). A module that runs a lesson through the kit
    (``lesson_kit.run`` / ``answer_quizzes``) defines ``notebook_cell`` (or ``notebook_for``), so its cell joins the
    session's one run of that notebook and seed; no other test module starts nbclient itself."""
    tests = pathlib.Path(__file__).parent
    missing, own = [], []
    for path in sorted(tests.glob("test_*.py")):
        source = path.read_text(encoding="utf-8")
        if re.search(r"lesson_kit\.(?:run|answer_quizzes)\(", source) and not re.search(
                r"^def notebook_(?:cell|for)\(", source, re.M):
            missing.append(path.name)
        if re.search(r"NotebookClient\(|ExecutePreprocessor\(", source) and path.name not in OWN_EXECUTION | {
                pathlib.Path(__file__).name}:
            own.append(path.name)
    assert not missing, f"run a lesson outside the shared runs (no notebook_cell): {missing}"
    assert not own, f"start nbclient themselves: {own}"


def _outputs_text(nb) -> str:
    return json.dumps([c.get("outputs", []) for c in nb.cells], ensure_ascii=False)


@pytest.mark.xdist_group("lessons")
@pytest.mark.parametrize("path", ALL, ids=IDS)
def test_runs_top_to_bottom_offline(path, executed):
    result = executed[path]
    if isinstance(result, Exception):
        pytest.fail(f"{path.relative_to(ROOT)} raised while running:\n{result}", pytrace=False)
    nb = result
    errors = [(i, o.get("ename"), o.get("evalue")) for i, c in enumerate(nb.cells) if c.cell_type == "code"
              for o in c.outputs if o.output_type == "error"]
    assert not errors, f"error outputs: {errors}"
    stderr = [o["text"][:500] for c in nb.cells if c.cell_type == "code" for o in c.outputs
              if o.output_type == "stream" and o.name == "stderr" and "Traceback" in o["text"]]
    assert not stderr, f"tracebacks on stderr: {stderr}"
    text = _outputs_text(nb)
    assert "cdn.jsdelivr" not in text and "unpkg.com" not in text, "a lesson output loads from a CDN"
    assert "Traceback" not in text


@pytest.mark.xdist_group("lessons")
@pytest.mark.parametrize("path", ALL, ids=IDS)
def test_exercises_answer_with_the_rule_and_a_solution(path, executed):
    result = executed[path]
    if isinstance(result, Exception):
        pytest.skip("the notebook did not run (see test_runs_top_to_bottom_offline)")
    probe = [o["text"] for o in result.cells[-1].outputs if o.output_type == "stream" and o.name == "stdout"]
    line = next((ln for ln in "".join(probe).splitlines() if ln.startswith("QUIZ-REPORT ")), None)
    assert line is not None, "the probe cell printed nothing"
    report = json.loads(line[len("QUIZ-REPORT "):])
    static = sum(exercises(c.source) for c in load(path).cells if c.cell_type == "code"
                 and "Quiz" in c.source)
    assert len(report) >= min(static, 1), "the lesson calls Quiz but no Quiz was made"
    problems = []
    for item in report:
        where = f"{item['kind']} quiz {item['question']!r}"
        results = item["results"]
        if not results:
            problems.append(f"{where}: could not be answered")
            continue
        for _ok, reason in results:
            if len((reason or "").strip()) < MIN_REASON:
                problems.append(f"{where}: no real reason given: {reason!r}")
            problems += [f"{where}: {p}" for p in _feedback_problems(reason or "")]
        problems += [f"{where}: solution {p}" for p in _feedback_problems(item["solution"])]
        if _pipe_table(item["solution"]):
            problems.append(f"{where}: the solution is a raw pipe table (show it with solution_table)")
        said = " ".join([item["title"], item["question"], item["solution"]] + [r for _, r in results])
        if not RULE_ID.search(said):
            problems.append(f"{where}: names no rule (no rule ID in its title, question, reasons or solution)")
        if item["kind"] == "choice" and sum(1 for ok, _ in results if ok) != 1:
            problems.append(f"{where}: {sum(1 for ok, _ in results if ok)} right choices (exactly one expected)")
        if item["kind"] == "number" and results[0][0]:
            problems.append(f"{where}: -1000 was accepted")
        if not item["solution"].strip():
            problems.append(f"{where}: no worked solution")
    assert not problems, "\n".join(problems)


# --------------------------------------------------------------------------- how cards are written
# Lesson 1 explains the codes the course writes cards with (C1) before any solution uses them, in
# each language's own words; lesson 0 points to it. Every code the box shows is one the core reads.
NOTATION_HEADING = {"en": re.compile(r"^#+\s+how cards are written", re.I | re.M),
                    "fr": re.compile(r"^#+\s+comment s'écrivent les cartes", re.I | re.M)}
RANK_LETTERS = {"en": ("J", "C", "Q", "K"), "fr": ("V", "C", "D", "R")}
BACKTICKED = re.compile(r"`([^`]+)`")
CARD_LIKE = re.compile(r"^(?:10|[1-9]|[A-Za-z])[SHDCshdc♠♥♦♣]$|^T\d{1,2}$|^EX$")
SAME_CARD = re.compile(r"`([^`]+)`\s*=\s*`([^`]+)`")
LESSON_1 = {"en": "01_the_cards.ipynb", "fr": "01_les_cartes.ipynb"}


def _notation_box(lang):
    path = LESSONS / lang / LESSON_1[lang]
    boxes = [c.source for c in load(path).cells
             if c.cell_type == "markdown" and NOTATION_HEADING[lang].search(c.source)]
    assert len(boxes) == 1, f"{path.name}: one markdown cell headed {NOTATION_HEADING[lang].pattern!r} expected"
    return boxes[0]


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_1_explains_how_cards_are_written(lang):
    from tarot_core.cards import parse_card
    box = _notation_box(lang)
    codes = BACKTICKED.findall(box)
    for letter, symbol in zip("SHDC", "♠♥♦♣", strict=True):
        assert letter in codes and symbol in box, f"suit letter {letter} ({symbol}) not explained"
    for letter in RANK_LETTERS[lang] + ("T1", "T21", "EX"):
        assert letter in codes, f"{letter!r} not explained"
    cards = [c for c in codes if CARD_LIKE.match(c)]
    for code in cards:
        parse_card(code)                       # the box shows only what the core reads (raises otherwise)
    assert any(c[0] in "Cc" and c[1:].upper() not in ("C", "♣") for c in cards), \
        "no example of C as the rank (cavalier), e.g. CS"
    assert any(c[-1] in "Cc" and c[:-1].upper() not in ("C", "N") for c in cards), \
        "no example of C as the suit (clubs / trèfle), e.g. 1C"
    pairs = SAME_CARD.findall(box)
    assert pairs, "no example such as `R♥` = `KH`"
    for a, b in pairs:
        assert parse_card(a) == parse_card(b), f"`{a}` = `{b}` is not what the core reads"


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_0_points_to_the_card_codes(lang):
    cells = [c.source for c in load(notebooks(lang)[0]).cells if c.cell_type == "markdown"]
    assert any(LESSON_1[lang] in s and "`KH`" in s for s in cells[:-1]), \
        f"lesson 0: a sentence before the end that shows a code like `KH` and links to {LESSON_1[lang]}"


CODE = re.compile(r"(?<![\w♠♥♦♣])(?:10|[1-9]|[JCQKRDVNA])[SHDC](?!\w)|\bT(?:1\d|2[01]|[1-9])\b|\bEX\b")


@pytest.mark.parametrize("lang", LANGS)
def test_the_toolkit_names_cards_in_its_solutions(lang):
    """The sentences of tarot_course name the cards (the core's Card.name), never by bare code."""
    import tarot_course as course
    from tarot_core.play import legal_cards
    for seed in range(1, 21):
        rng = course.lesson_rng(seed)
        pile = course.random_pile(rng, 8, counting=4)
        hand, trick = course.random_trick(rng, seed)
        legal = course.legal_check(hand, trick, lang)
        d = course.playable_deal(seed)
        texts = [course.pairs_check(pile, lang).solution, legal.solution(),
                 legal([c.code for c in legal_cards(hand, trick)])[1],
                 course.discard_check(d.hands[1], d.chien, lang).solution(),
                 course.petit_sec_check(course.petit_sec_hand(rng, "trump"), lang).solution,
                 course.may_play_check("T18 T3 9C 2C", "7H T15", "T18", lang).solution]
        for text in texts:
            assert not CODE.search(text), f"a bare card code in: {text!r}"


# --------------------------------------------------------------------------- worked solutions
def _pipe_table(text: str) -> bool:
    return sum(" | " in line for line in text.splitlines()) >= 2


@pytest.mark.parametrize("lang", LANGS)
def test_solutions_are_sentences_and_the_table_comes_after_show_me(lang):
    """A worked solution in a quiz is text: never a raw pipe table. The card-by-card table is an HTML
    table (headings in the lesson's language) shown under the quiz by solution_table, after "show me"."""
    import tarot_course as course
    from tarot_course.texts import say as label
    from widgets import Quiz
    rng = course.lesson_rng(5)
    hand, trick = course.random_trick(rng, 5)
    bids = course.random_auction(rng)
    for check in (course.legal_check(hand, trick, lang), course.taker_check(bids, 1, lang),
                  course.contract_check(bids, 1, lang)):
        solution = check.solution() if callable(check.solution) else check.solution
        assert solution.strip() and not _pipe_table(solution), solution
    quiz = Quiz("?", check=course.legal_check(hand, trick, lang), kind="cards", cards=hand, lang=lang)
    shown = course.solution_table(quiz, lambda: course.legal_table(hand, trick, lang))
    below = shown.children[-1]
    assert shown.children[0] is quiz and below.value == ""
    quiz.do("show")                                       # locked before a first attempt
    assert below.value == ""
    quiz.do("answer", value=[hand[0].code])
    quiz.do("show")
    assert "<table" in below.value and "<th" in below.value
    for key in ("lesson.col.card", "lesson.col.play", "lesson.col.why"):
        assert f">{label(key, lang)}</th>" in below.value, key


TABLE_CHECKS = re.compile(r"\b(legal_check|taker_check|contract_check)\(")


@pytest.mark.parametrize("path", ALL, ids=IDS)
def test_quizzes_with_a_table_solution_show_it_as_a_table(path):
    cells = [c.source for c in load(path).cells if c.cell_type == "code"]
    bare = [i for i, s in enumerate(cells) if TABLE_CHECKS.search(s) and "solution_table(" not in s]
    assert not bare, f"code cells (index among code cells) whose quiz solution is a table, not shown " \
                     f"with solution_table: {bare}"


# --------------------------------------------------------------------------- the French course in French
@pytest.mark.parametrize("lang", LANGS)
def test_chart_tables_have_headings_in_the_lesson_language(lang):
    from tarot_core.io.session import Scoresheet
    from tarot_course import chart_in_language
    from widgets.charts import session_chart, stakes_chart
    sheet = Scoresheet(["Ana", "player", "total", "Dan"])
    sheet.add_facts(0, "prise", 45, 2)
    stakes = chart_in_language(stakes_chart(lang), lang).table
    session = chart_in_language(session_chart(sheet, lang), lang).table
    if lang == "fr":
        assert list(stakes.columns[:3]) == ["contrat", "résultat", "petit au bout"]
        assert list(session.columns) == ["donne", "Ana", "player", "total", "Dan"]     # names stay as typed
    heads = re.findall(r"<th>(.*?)</th>", session.to_html(index=False))
    assert session.columns.name is None and heads == list(session.columns)       # no stray heading


CHART_CALL = re.compile(r"\b(stakes_chart|session_chart)\(")


@pytest.mark.parametrize("path", ALL, ids=IDS)
def test_lessons_show_chart_tables_in_their_language(path):
    for source in (c.source for c in load(path).cells if c.cell_type == "code"):
        for line in source.splitlines():
            if CHART_CALL.search(line) and "import" not in line:
                assert "chart_in_language(" in line, f"a chart shown without chart_in_language: {line!r}"


# Headings and values of the tables a French lesson shows (HTML outputs, and the HTML of widgets such
# as a chart's table): none may be an English word of the course, a Python boolean or a record's file name.
ENGLISH_HEADINGS = {"contract", "result", "pab", "player", "deal", "taker", "defence", "dealer", "kind",
                    "valid", "shown", "slam", "target", "margin", "winner", "trick", "card", "cards", "value",
                    "why", "turn", "seat", "bid", "points", "bouts at the end", "bouts dealt to the taker",
                    "made", "failed", "none", "true", "false"}
ENGLISH_VALUES = {"taker", "defence", "True", "False", "none", "made", "failed"}
RECORD_NAME = re.compile(r"^[a-z0-9]+(?:_[a-z0-9]+)+$")


def _html_outputs(nb) -> list[str]:
    out = []
    for c in nb.cells:
        for o in c.get("outputs", []) if c.cell_type == "code" else []:
            data = o.get("data", {})
            if "text/html" in data:
                out.append("".join(data["text/html"]))
    state = nb.metadata.get("widgets", {}).get("application/vnd.jupyter.widget-state+json", {})
    for model in state.get("state", {}).values():
        value = model.get("state", {}).get("value")
        if isinstance(value, str) and "<t" in value:
            out.append(value)
    return out


@pytest.mark.xdist_group("lessons")
@pytest.mark.parametrize("path", notebooks("fr"), ids=[p.stem for p in notebooks("fr")])
def test_french_lessons_show_french_tables(path, executed):
    import html as html_module
    result = executed[path]
    if isinstance(result, Exception):
        pytest.skip("the notebook did not run (see test_runs_top_to_bottom_offline)")
    found = []
    for page in _html_outputs(result):
        page = re.sub(r"<svg.*?</svg>", "", page, flags=re.S)
        for tag, cell in re.findall(r"<(th|td)[^>]*>(.*?)</\1>", page, flags=re.S):
            text = html_module.unescape(re.sub(r"<[^>]+>", "", cell)).strip()
            if (tag == "th" and text.lower() in ENGLISH_HEADINGS) or text in ENGLISH_VALUES \
                    or RECORD_NAME.match(text):
                found.append(f"<{tag}>{text}")
    assert not found, f"English (or raw data) in the tables of a French lesson: {sorted(set(found))}"


# --------------------------------------------------------------------------- code that fits the page
MAX_CODE_LINE = 88        # JupyterLab shows about this many characters before cutting a line


@pytest.mark.parametrize("path", ALL, ids=IDS)
def test_code_lines_fit_the_browser(path):
    long = [(i, len(line)) for i, c in enumerate(load(path).cells) if c.cell_type == "code"
            for line in c.source.splitlines() if len(line) > MAX_CODE_LINE]
    assert not long, f"code lines over {MAX_CODE_LINE} characters (cell index, length): {long}"


# --------------------------------------------------------------------------- feedback reads well
# A reason or a solution never ends with a doubled full stop, and never opens with a card code (which
# reads like a rule ID: "KH …", "T12 : …"); a reason opens with its rule, a card is named.
OPENS_WITH_CODE = re.compile(r"^(?:10|[1-9]|[JCQKRDVNA])[SHDC♠♥♦♣](?!\w)|^T\d{1,2}\b|^EX\b")


def _feedback_problems(text: str) -> list[str]:
    problems = []
    for line in [text, *text.splitlines()]:
        line = line.strip()
        if line.endswith(".."):
            problems.append(f"ends with '..': {line!r}")
        if OPENS_WITH_CODE.match(line):
            problems.append(f"opens with a card code: {line!r}")
    return problems


def _toolkit_feedback(seed: int, lang: str):
    """Every check of tarot_course on this seed's practice cases, with right and wrong answers:
    (what, text) for each reason and each solution."""
    import tarot_course as course
    from tarot_core.cards import points_of
    from tarot_core.play import legal_cards
    rng = course.lesson_rng(seed)
    cases = []
    hand, trick = course.random_trick(rng, seed)
    legal = legal_cards(hand, trick)
    cases.append((course.legal_check(hand, trick, lang),
                  [[c.code] for c in hand] + [[c.code for c in legal], [c.code for c in hand]]))
    for card in hand:
        cases.append((course.may_play_check(hand, trick, card, lang), [True, False]))
    ot_hand, so_far, low = course.overtrump_case(rng)
    cases.append((course.may_play_check(ot_hand, so_far, low, lang), [True, False]))
    full, led = course.random_full_trick(rng, seed), course.excuse_led_trick(rng)
    cases += [(course.winner_check(full, lang), [c.code for c in full]),
              (course.led_check(led, lang), [c.code for c in led]),
              (course.winner_check(led, lang), [c.code for c in led])]
    pile = course.random_pile(rng, 7, counting=3)
    cases += [(course.points_check(pile, lang), [0, points_of(pile)]),
              (course.pairs_check(pile, lang), [0, points_of(pile)]),
              (course.pair_value_check(course.court_and_low(rng), lang), [0]),
              (course.pair_value_check(course.random_court_cards(rng, 2), lang), [0]),
              (course.card_value_check(course.random_court_card(rng), lang), [0])]
    bouts = course.bout_pile(rng)
    cases += [(course.bouts_check(bouts, lang), [[c.code] for c in bouts]),
              (course.bouts_count_check(bouts, lang), [0])]
    for kind in ("sec", "excuse", "trump"):
        cases.append((course.petit_sec_check(course.petit_sec_hand(rng, kind), lang), [True, False]))
    d = course.playable_deal(seed)
    cases += [(course.discard_check(d.hands[1], d.chien, lang),
               [[c.code for c in d.hands[1][:6]], [c.code for c in course.taker_cards(d, 1)[:6]]]),
              (course.trumps_needed_check(d.hands[1], d.chien, lang), [0])]
    bids = course.random_auction(rng)
    cases += [(course.taker_check(bids, d.dealer, lang), [0, 1, 2, 3, None]),
              (course.contract_check(bids, d.dealer, lang), ["prise", "garde", None])]
    for check, answers in cases:
        solution = check.solution() if callable(check.solution) else check.solution
        yield "solution", solution
        for answer in answers:
            yield "reason", check(answer)[1]


@pytest.mark.parametrize("lang", LANGS)
def test_feedback_never_ends_with_two_full_stops_nor_opens_with_a_card_code(lang):
    problems = {p for seed in range(1, 41) for _, text in _toolkit_feedback(seed, lang)
                for p in _feedback_problems(text)}
    assert not problems, "\n".join(sorted(problems)[:20])


# --------------------------------------------------------------------------- random score facts
# A lesson that draws score facts at random asks tarot_course.practice.random_score_facts, so that
# the core decides what can happen (Facts.make); it never picks points, margins or S by hand.
HAND_DRAWN = re.compile(r"(?<!random_)\bscore_facts\(.*\brng\b|\btarget_for\(.*\brng\b"
                        r"|^\s*(?:\w*_)?S(?:_\w+)?\s*=\s*rng\.|^\s*\w*(?:margin|points)\w*\s*=\s*rng\.")
DRAW_CALL = re.compile(r"random_score_facts\(\s*rng\b")


@pytest.mark.parametrize("path", ALL, ids=IDS)
def test_random_score_facts_come_from_the_core(path):
    hand = [line.strip() for c in load(path).cells if c.cell_type == "code"
            for line in c.source.splitlines() if HAND_DRAWN.search(line)]
    assert not hand, f"score facts drawn by hand (use random_score_facts): {hand}"


def _draw_calls():
    """Each random_score_facts(rng, …) call of the lessons, as written (balanced parentheses)."""
    calls = []
    for path in ALL:
        for source in (c.source for c in load(path).cells if c.cell_type == "code"):
            for m in DRAW_CALL.finditer(source):
                depth, end = 0, m.start() + len("random_score_facts")
                while True:
                    depth += {"(": 1, ")": -1}.get(source[end], 0)
                    end += 1
                    if depth == 0:
                        break
                calls.append((f"{path.parent.name}/{path.stem}", source[m.start():end]))
    return calls


#: Lessons whose draw is written once in their topic module of the course (issue 23), not in a cell.
DRAWN_IN_MODULE = {"22": "counting_hands.py"}


def test_lessons_draw_score_facts_through_the_toolkit():
    in_cells = {where.split("/")[1][:2] for where, _ in _draw_calls()}
    course = ROOT / "lessons" / "tarot_course"
    in_modules = {n for n, module in DRAWN_IN_MODULE.items()
                  if DRAW_CALL.search((course / module).read_text(encoding="utf-8"))}
    assert in_cells | in_modules >= {"08", "09", "11", "19", "22"}


@pytest.mark.parametrize("where, call", _draw_calls(), ids=[f"{w}-{i}" for i, (w, _) in enumerate(_draw_calls())])
def test_random_score_facts_draws_for_every_room_seed(where, call):
    """The lesson's own draw, for room seeds 1..50: facts the core accepts, every time."""
    from tarot_core.scoring import score_facts
    from tarot_course import lesson_rng, random_score_facts
    for seed in range(1, 51):
        r = eval(call, {"rng": lesson_rng(seed, where), "random_score_facts": random_score_facts})
        f = r.facts
        again = score_facts(f.contract.code, f.taker_points, f.taker_bouts, petit_au_bout=f.petit_au_bout,
                            poignees=list(f.poignees))
        assert again.S == r.S, (where, seed, call)


# --------------------------------------------------------------------------- a tarot teacher's corrections (issue 16)
# Errors and wording a tarot instructor found in the rules lessons; each wrong phrase must stay out of
# the whole course, in the language where it was written. The lessons are read as the learner reads
# them: every markdown and code cell.
FIRST_PATH = range(0, 100)
WRONG_PHRASES = {
    "en": [
        "does not need half the points",            # false with 0 or 1 bout: 56 or 51 of 91 (S1)
        "**margin** (*écart*)",                      # the margin is the marge; écart is the discard (S2, E1)
        "a bout in the discard",                     # E2: never a bout in the discard
        "pisser sous",                               # undertrumping is sous-couper; pisser is throwing off
        "can only happen when the other side wins every trick",   # X4: also tricks without a low card
        "This last lesson",                          # more lessons follow the evening's
        "Only the taker counts",                     # a custom, not a rule
        "| to discard |",                            # glossary: "discard" is the écart only
    ],
    "fr": [
        "n'a pas besoin de la moitié des points",
        "un bout de l'écart",
        "pisser sous",
        "Cela n'arrive que si l'autre camp fait tous les plis",
        "Cette dernière leçon",
        "Seul le preneur compte",
        "qui que soit",                              # « quel que soit le vainqueur »
        # the margin is the marge, écart is the discard (S2, E1)
        "l'écart est la distance", "L'**écart** est la distance", "25 + écart", "est l'écart ?", "de quel écart",
        "Écart =", "écart entier", "l'écart de la Prise", "*m* l'écart", "l'écart, arrondi",
        # one word for the target: objectif (S1), as the core's lines say
        "le contrat à atteindre", "ne fixent pas le contrat", "Le contrat dépend des bouts",
        "Le moteur donne le contrat",
    ],
}
TERMS = {   # FFT words a player hears at the table, taught somewhere in the course
    "en": ["Petite", "revoke", "*renonce*", "surcouper", "sous-couper", "chasse au Petit",
           "mener le Petit au bout", "home agreement", "throw off"],
    "fr": ["Petite", "renonce", "surcouper", "sous-couper", "chasse au Petit", "mener le Petit au bout",
           "marge", "convention de table"],
}


def _course_text(lang: str, numbers=FIRST_PATH) -> dict[int, str]:
    return {lesson_number(p): "\n".join(c.source for c in load(p).cells)
            for p in notebooks(lang) if lesson_number(p) in numbers}


@pytest.mark.parametrize("lang", LANGS)
def test_wrong_phrases_are_gone(lang):
    found = [(n, phrase) for n, text in _course_text(lang).items() for phrase in WRONG_PHRASES[lang]
             if phrase in text]
    assert not found, f"wrong or confusing wording still in the {lang} lessons (lesson, phrase): {found}"


@pytest.mark.parametrize("lang", LANGS)
def test_the_words_of_the_table_are_taught(lang):
    text = "\n".join(_course_text(lang).values())
    missing = [term for term in TERMS[lang] if term not in text]
    assert not missing, f"terms never used in the {lang} lessons: {missing}"
    four = _course_text(lang, [4])[4]
    assert "sous-couper" in four.lower() or "sous-coupez" in four, "lesson 4 teaches undertrumping as sous-couper"
    assert "surcouper" in four, "lesson 4 teaches surcouper"


def test_the_french_target_is_the_objectif_in_the_target_score_and_bonus_lessons():
    for n, text in _course_text("fr", [6, 8, 9]).items():
        assert "objectif" in text, f"lesson {n} names the target 'objectif'"
    three = _course_text("fr", [6])[6]
    assert "marge" in three and "l'objectif à atteindre" in three.lower()


def test_the_core_agrees_its_overtrump_refusal_in_french():
    """P4: « T3 est interdite : T15 est déjà joué » mixed genders; the pli holds the higher trump. Issue 21
    item 5: the cards are named as the game log names them (« Atout 15 »), the code in brackets."""
    from tarot_core.play import illegal_reasons
    reasons = {c.code: why for c, (rule, why) in illegal_reasons("T18 T3 9C 2C", "7H T15", "fr").items()}
    assert "Vous ne pouvez pas jouer Atout 3 (T3) : le pli contient déjà Atout 15 (T15)" in reasons["T3"]
    assert "est déjà joué" not in reasons["T3"] and "interdite" not in reasons["T3"]


def test_the_score_s2_and_s3_lines_say_marge_in_french():
    from tarot_core.catalogue import rule_title
    from tarot_core.scoring import score_facts
    assert rule_title("S2", "fr").startswith("Marge") and "marge" in rule_title("S3", "fr")
    lines = [s.text("fr") for s in score_facts("prise", 40.5, 2).breakdown]
    assert any("marge 1" in line for line in lines) and not any("écart" in line for line in lines)


# --------------------------------------------------------------------------- exercises that can teach (issue 16)
def _code(lang: str, n: int) -> list[str]:
    path = next(p for p in notebooks(lang) if lesson_number(p) == n)
    return [c.source for c in load(path).cells if c.cell_type == "code"]


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_1_asks_for_the_bouts_without_the_stars(lang):
    """C2: the drawings star the bouts, so the question names the cards instead of drawing them."""
    assert not any("check=bouts_check(" in s for s in _code(lang, 1)), "lesson 1 asks for bouts on starred cards"
    assert any("bouts_count_check(" in s and ".name()" in s for s in _code(lang, 1))


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_6_does_not_print_the_bouts_above_the_target_question(lang):
    """S1: the learner finds the bouts at the end in the taker's pile; they are not printed for him."""
    three = next(s for s in _code(lang, 6) if "dealt_versus_end(" in s)
    assert "taker_bouts" not in three and "show_cards(" in three


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_4_asks_overtrumping_on_fresh_cards(lang):
    """P4: the first question is not about the worked example's cards shown just above it."""
    assert not any('may_play_check("T18 T3 9C 2C"' in s for s in _code(lang, 4))
    assert sum("overtrump_case(" in s for s in _code(lang, 4)) >= 2


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_9_poignee_to_select_is_not_the_one_judged_above(lang):
    """B1–B2: the hand to show from is drawn; the worked example's table above does not hold the answer."""
    seven = next(s for s in _code(lang, 9) if 'kind="cards"' in s)
    assert "ten_and_excuse" not in seven and "dix_et_excuse" not in seven and "poignee_choices(" in seven


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_19_claims_do_not_carry_their_rule_id(lang):
    """R1–R5: a claim labelled "R1: …" says it is a ruling before the learner thinks."""
    nine = next(s for s in _code(lang, 19) if 'startswith("R")' in s)
    assert not re.search(r'\(\s*"[CDAEPXBSGR]\d\s*:', nine), "a claim still opens with its rule ID"


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_8_practice_starts_from_the_cards_of_a_bot_played_deal(lang):
    eight = _code(lang, 8)
    assert not any("seeded_outcome(" in s for s in eight), "lesson 8 still practises on random play"
    practice = next(s for s in eight if "bot_outcome(" in s)
    assert "show_cards(" in practice and "taker_cards" in practice and "Quiz(" in practice
    assert any(re.search(r"DealReplayer\((fresh_record|fiche)\)", s) for s in eight)


@pytest.mark.parametrize("lang", LANGS)
def test_later_warm_ups_bring_back_overtrumping_and_the_excuse_in_the_last_trick(lang):
    """Spaced retrieval (TEACHING.md): P4 over a partner and X5 come back in the warm-ups of lessons 8, 11 and 19."""
    warm = []
    for n in (8, 11, 19):
        path = next(p for p in notebooks(lang) if lesson_number(p) == n)
        cells = load(path).cells
        start = next(i for i, c in enumerate(cells) if c.cell_type == "markdown" and WARM_UP[lang].search(c.source))
        for c in cells[start + 1:]:
            if c.cell_type == "markdown":
                break
            warm.append(c.source)
    joined = "\n".join(warm)
    assert "overtrump_case(" in joined and "may_play_check(" in joined, "no overtrump question in warm-ups 8, 11, 19"
    assert "excuse_last_case(" in joined, "no Excuse-in-the-last-trick question in warm-ups 8, 11, 19"
