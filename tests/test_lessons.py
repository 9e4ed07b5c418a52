"""Every lesson notebook, in both languages: stored clean, same structure, runs offline, and the
course as a whole teaches every rule of the catalogue.

Lessons are found, not listed: every ``lessons/en/NN_*.ipynb`` and ``lessons/fr/NN_*.ipynb``
(NN = the lesson number, two digits). The conventions checked here:

* **Stored without outputs**: nbformat 4, kernelspec ``python3``, no outputs, no execution counts.
* **Same structure in both languages**, lesson by lesson (same number NN): the same sequence of
  cell types, hence the same number of code cells, and cell by cell the same *exercises* and the
  same *widgets*. An exercise is a call ``Quiz(...)`` (or ``question(...)``, the ad-hoc helper of
  lesson 11); a widget is a call to one of the names ``widgets`` exports (``HandView(``,
  ``TrickPlayer.from_deal(`` …). Variable names and prose may differ — each language is written
  natively.
* **Opens with what the learner will be able to do**: the first cell is a markdown cell whose
  heading is ``# NN …`` (the number without its leading zero, e.g. ``# 3 · The target``) and
  which contains "you will be able to" (English) / "vous saurez" or "vous serez capable" (French).
* **From lesson 2 on, two retrieval questions first**: the first ``##`` heading of the lesson is
  "## Warm-up…" (English) / "## Échauffement…" (French), and the code cells between it and the next
  markdown heading hold exactly two exercises.
* **Every rule taught**: a rule ID of ``tarot_core.catalogue.RULES`` counts as cited by a lesson
  when it appears as a whole word (``P4``, ``E3``) in a markdown or code cell of a lesson numbered
  1 or more (lesson 0 maps the whole course and teaches no rule). Each language must cite every
  ID; the failure lists the missing ones. Ranges such as "X3–X7" cite only their two ends.
* **Runs top to bottom**: each notebook executes in its own kernel (nbclient, 120 s per cell,
  ``TAROT_LAB_SEED`` fixed, a first cell that refuses any connection leaving the machine), with
  no error output and no traceback; then every ``Quiz`` the lesson made is answered from the
  kernel: an answer ("-1000" for a number, "ZZ" for a text, one card for a card choice, and every
  choice of a multiple choice) is judged with a reason (not a bare
  "wrong"), the quiz names its rule (a rule ID in its title, question, reasons or solution),
  exactly one choice is right, and a worked solution exists.

The notebooks run in a few threads at once, on one pytest-xdist worker (``xdist_group
("lessons")``), each in its own kernel.
"""
from __future__ import annotations

import concurrent.futures
import json
import os
import pathlib
import re
import threading

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
RULE_ID = re.compile(r"\b[CDAEPXBSGR]\d\b")
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
    en_code = [c.source for c in en.cells if c.cell_type == "code"]
    fr_code = [c.source for c in fr.cells if c.cell_type == "code"]
    assert len(en_code) == len(fr_code)
    assert sum(map(exercises, en_code)) == sum(map(exercises, fr_code)), "not the same number of exercises"
    diff = [(i, exercises(a), exercises(b), widgets_called(a), widgets_called(b))
            for i, (a, b) in enumerate(zip(en_code, fr_code))
            if exercises(a) != exercises(b) or widgets_called(a) != widgets_called(b)]
    assert not diff, ("code cells (index among code cells) whose exercises or widgets differ "
                      f"(en exercises, fr exercises, en widgets, fr widgets): {diff}")


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

_results: dict[pathlib.Path, object] = {}
_lock = threading.Lock()


def _execute(path: pathlib.Path):
    nb = load(path)
    nb.cells.insert(0, nbformat.v4.new_code_cell(NO_NETWORK))
    nb.cells.append(nbformat.v4.new_code_cell(PROBE))
    client = nbclient.NotebookClient(nb, timeout=CELL_TIMEOUT, kernel_name="python3",
                                     resources={"metadata": {"path": str(path.parent)}})
    try:
        client.execute()
    except Exception as e:           # CellExecutionError carries the traceback
        return e
    return nb


@pytest.fixture(scope="session")
def executed():
    """Run every lesson once, a few at a time, each in its own kernel (TAROT_LAB_SEED fixed)."""
    old = os.environ.get("TAROT_LAB_SEED")
    os.environ["TAROT_LAB_SEED"] = SEED
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=THREADS) as pool:
            for path, result in zip(ALL, pool.map(_execute, ALL)):
                _results[path] = result
    finally:
        if old is None:
            os.environ.pop("TAROT_LAB_SEED", None)
        else:
            os.environ["TAROT_LAB_SEED"] = old
    return _results


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
