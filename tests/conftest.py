"""Shared pytest configuration for the whole suite. Keep it light: unit tests load this file,
so it imports nothing heavy (no playwright, no jupyter).

How the suite runs (see tests/README.md): ``bash scripts/test.sh`` is
``pytest -n 2 --dist loadgroup``. Tests marked ``@pytest.mark.xdist_group("browser")`` all run
on one worker and share one JupyterLab server and one Chromium (fixtures in
tests/browser/conftest.py); ``xdist_group("binder")`` does the same for the Binder environment.
As a safety net, any test that uses a browser fixture gets the ``browser``, ``slow`` and
``xdist_group("browser")`` marks here even if it forgot them.

Fixtures: ``repo_root``, ``screenshot_dir``, ``lesson_kit`` (load a lesson, run it offline, read
its outputs and prose: ``LessonKit``) and ``figure`` (records a measured figure, e.g. a time or a
size; the run's figures are printed at its end and saved to SCREENSHOT_DIR/figures.json).
"""
import json
import os
import pathlib
import re
import shutil
import tempfile
import time

import pytest

REPO_ROOT = pathlib.Path(__file__).resolve().parent.parent
SCREENSHOT_DIR = pathlib.Path(
    os.environ.get("SCREENSHOT_DIR") or REPO_ROOT / "tests" / "screenshots").resolve()
FIGURES_ENV = "TAROT_FIGURES_DIR"      # set by the controller, inherited by the xdist workers
BROWSER_FIXTURES = {"page", "browser", "lab_server", "marimo_app", "open_notebook", "run_all"}
_SESSION_START = time.time()
# A snippet run inside kernels and child interpreters, read as text; never imported here.
collect_ignore = ["offline_guard.py"]


def _is_worker(config):
    return hasattr(config, "workerinput")


@pytest.fixture(scope="session")
def repo_root():
    """The repository's root folder (a pathlib.Path)."""
    return REPO_ROOT


@pytest.fixture(scope="session")
def screenshot_dir():
    """Folder for screenshots (SCREENSHOT_DIR, default tests/screenshots/, git-ignored)."""
    SCREENSHOT_DIR.mkdir(parents=True, exist_ok=True)
    return SCREENSHOT_DIR


def _figures_dir():
    path = os.environ.get(FIGURES_ENV)
    if not path:                                # e.g. a test module run outside pytest
        path = os.environ[FIGURES_ENV] = tempfile.mkdtemp(prefix="tarot-figures-")
    return pathlib.Path(path)


def record_figure(name, value, unit="", note=""):
    """Keep a measured figure (``figure("lab_first_widget", 7.9, "s")``) for the run's summary."""
    slug = re.sub(r"[^A-Za-z0-9_.-]+", "_", name)
    (_figures_dir() / f"{slug}.json").write_text(json.dumps(
        {"name": name, "value": value, "unit": unit, "note": note,
         "measured_at": time.strftime("%Y-%m-%d %H:%M:%S")}, ensure_ascii=False))


@pytest.fixture(scope="session")
def figure():
    """A function ``figure(name, value, unit="", note="")`` recording a measured figure."""
    return record_figure


class LessonKit:
    """What the lesson tests (``tests/test_lessonNN.py``) share, as the ``lesson_kit`` fixture:
    load a stored lesson, run it offline in its own kernel, read what it printed, read its prose.
    nbformat and nbclient are imported only when a test uses them."""

    #: words that give away the other language in a lesson's markdown (code spans and links aside)
    ENGLISH = re.compile(r"\b(the|you|your|with|which|this|that|trick|tricks|when|will|hand|bid|"
                         r"deal|play|best|card)\b", re.I)      # not "score": French says le score too
    FRENCH = re.compile(r"\b(vous|votre|avec|les|des|est|une|pour|dans|pli|plis|donne|carte)\b", re.I)
    #: a first cell that refuses every connection leaving the machine (sockets: loopback only)
    NO_NETWORK = (pathlib.Path(__file__).parent / "offline_guard.py").read_text()

    @staticmethod
    def load(path):
        nbformat = pytest.importorskip("nbformat")
        return nbformat.read(str(path), as_version=4)

    @staticmethod
    def texts(nb) -> str:
        """Everything the executed notebook printed or displayed as text, output by output."""
        parts = []
        for cell in nb.cells:
            for o in cell.get("outputs", []) if cell.cell_type == "code" else []:
                if o.output_type == "stream":
                    parts.append(o.text)
                elif "data" in o:
                    parts.append(o["data"].get("text/plain", ""))
        return "\n".join(parts)

    @staticmethod
    def prose(cell_source: str) -> str:
        """A markdown cell without its code blocks, code spans and link targets."""
        text = re.sub(r"```.*?```", " ", cell_source, flags=re.S)
        text = re.sub(r"`[^`]*`", " ", text)
        return re.sub(r"\]\([^)]*\)", "]", text)

    #: a gloss in italics, the course's way of giving the other language's word: "**tricks** (*plis*)"
    GLOSS = re.compile(r"(?<!\*)\*(?!\*)[^*\n]+(?<!\*)\*(?!\*)")
    #: a row of a markdown table
    TABLE_ROW = re.compile(r"^\|.*\|\s*$", re.M)

    def foreign_words(self, path, lang: str, tables: bool = True) -> list[str]:
        """The other language's giveaway words found in the lesson's markdown, glosses in italics
        aside; with ``tables=False``, tables aside too (lesson 0's table of words is bilingual)."""
        foreign = self.ENGLISH if lang == "fr" else self.FRENCH
        found = set()
        for c in self.load(path).cells:
            if c.cell_type == "markdown":
                text = self.GLOSS.sub(" ", self.prose(c.source))
                if not tables:
                    text = self.TABLE_ROW.sub(" ", text)
                found |= {m.group(0).lower() for m in foreign.finditer(text)}
        return sorted(found)

    #: the last cell of :meth:`answer_quizzes`: every Quiz the lesson made, answered right then wrong
    QUIZ_PROBE = r'''
import gc as _gc, json as _json
from widgets.quiz import Quiz as _Quiz

def _factory(q):
    fn = getattr(q._check, "_fn", q._check)
    return fn.__qualname__.split(".")[0]

def _values(q):
    return [v for _, v in q._choices]

def _answer(q, value):
    if q.kind == "choice":
        q.do("answer", choice=_values(q).index(value))
    else:
        q.do("answer", value=value)

def _fits(case, q):
    shown = list(getattr(q, "_cards_shown", None) or [])
    where = " | ".join([q.question, " ".join(shown), " ".join(sorted(shown))])
    return (case.get("factory") in (None, _factory(q)) and case.get("kind") in (None, q.kind)
            and (not case.get("match") or any(m in where for m in case["match"])))

_seen = []
for _q in [o for o in _gc.get_objects() if isinstance(o, _Quiz)]:
    _case = next((c for c in _json.loads(CASES) if _fits(c, _q)), None)
    if _case is None:
        continue
    _answer(_q, _case["right"])
    assert _q.correct, (_case["name"], _q.question, _q.history[-1])
    _wrong = _case.get("wrong")
    if _wrong is None:                       # a choice: the one after the right one
        _vs = _values(_q)
        _wrong = _vs[(_vs.index(_case["right"]) + 1) % len(_vs)]
    _answer(_q, _wrong)
    assert not _q.correct, (_case["name"], _q.question, _q.history[-1])
    assert _q.history[-1]["reason"].startswith(tuple(_case["rules"])), (_case["name"], _q.history[-1])
    _seen.append(_case["name"])
print("SEEN " + _json.dumps(sorted(_seen)))
'''

    def answer_quizzes(self, path, seed: str, monkeypatch, cases: list[dict], after: str = "",
                       timeout: int = 120):
        """Run the lesson (:meth:`run`), then answer every Quiz it made that one of *cases* fits:
        the case's right answer must be judged right, its wrong one wrong with a reason opening
        with one of its rule IDs. A case: ``name`` (what is counted), ``right``, ``wrong`` (for a
        choice, None: the next choice), ``rules``; and what the quiz must be: ``factory`` (the
        check factory's name), ``kind``, ``match`` (texts, one of which is in the question or the
        cards shown). *after* runs last (more checks in the kernel).
        Returns (notebook, printed text, the sorted names of the cases answered, once per quiz)."""
        extra = f"CASES = {json.dumps(json.dumps(cases))}\n" + self.QUIZ_PROBE + after
        nb, shown = self.run(path, seed, monkeypatch, extra, timeout)
        seen = json.loads(next(ln for ln in shown.splitlines() if ln.startswith("SEEN "))[5:])
        return nb, shown, seen

    def run(self, path, seed: str, monkeypatch, extra: str = "", timeout: int = 120):
        """Run the lesson top to bottom offline, room seed *seed*, with *extra* as a last cell;
        fail on any error output, traceback or CDN address (jsdelivr, unpkg). Returns (notebook, printed text)."""
        nbformat = pytest.importorskip("nbformat")
        nbclient = pytest.importorskip("nbclient")
        nb = self.load(path)
        nb.cells.insert(0, nbformat.v4.new_code_cell(self.NO_NETWORK))
        if extra:
            nb.cells.append(nbformat.v4.new_code_cell(extra))
        monkeypatch.setenv("TAROT_LAB_SEED", seed)
        with tempfile.TemporaryDirectory(prefix="tarot-lesson-") as folder:   # its own folder (lesson 11 saves a file)
            nbclient.NotebookClient(nb, timeout=timeout, kernel_name="python3",
                                    iopub_timeout=60, raise_on_iopub_timeout=True,   # late outputs waited for
                                    coalesce_streams=True,   # one print, one text (not split by flushes)
                                    resources={"metadata": {"path": folder}}).execute()
        errors = [(o.get("ename"), o.get("evalue")) for c in nb.cells if c.cell_type == "code"
                  for o in c.outputs if o.output_type == "error"]
        assert not errors
        everything = json.dumps([c.get("outputs", []) for c in nb.cells], ensure_ascii=False)
        assert "Traceback" not in everything
        assert "cdn.jsdelivr" not in everything and "unpkg.com" not in everything
        return nb, self.texts(nb)


@pytest.fixture(scope="session")
def lesson_kit():
    """The lesson tests' shared tools (``LessonKit``)."""
    return LessonKit()


def pytest_configure(config):
    if not _is_worker(config):
        SCREENSHOT_DIR.mkdir(parents=True, exist_ok=True)
        # This run's own folder for figures (several runs may share the work tree).
        os.environ[FIGURES_ENV] = tempfile.mkdtemp(prefix="tarot-figures-")


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(config, items):
    # Must run before xdist's own hook that turns xdist_group marks into scheduling groups.
    for item in items:
        if BROWSER_FIXTURES & set(getattr(item, "fixturenames", ())):
            if not item.get_closest_marker("browser"):
                item.add_marker(pytest.mark.browser)
            if not item.get_closest_marker("slow"):
                item.add_marker(pytest.mark.slow)
            if not item.get_closest_marker("xdist_group"):
                item.add_marker(pytest.mark.xdist_group("browser"))


@pytest.hookimpl(trylast=True, specname="pytest_collection_modifyitems")
def pytest_collection_modifyitems_xdist_loadgroup_fix(config, items):
    """Workaround for pytest >= 9.2 with pytest-xdist 3.8 (pytest-xdist issue #1386): xdist marks
    a test's group by appending "@group" to ``item._nodeid``, which pytest 9.2 no longer reads
    (node ids became structured), so ``--dist loadgroup`` silently stopped grouping. On a
    loadgroup worker, after xdist's own hook, give every grouped test that lacks the suffix the
    id xdist meant. Does nothing once xdist's own hook works again."""
    if not getattr(config.option, "loadgroup", False):
        return
    try:
        from _pytest.nodeid import NodeId
    except ImportError:                      # older pytest: xdist's own hook works
        return
    for item in items:
        groups = sorted({str(m.args[0] if m.args else m.kwargs.get("name", "default"))
                         for m in item.iter_markers("xdist_group")})
        if not groups:
            continue
        wanted = f"@{'_'.join(groups)}"
        if not item.nodeid.endswith(wanted) and hasattr(item, "_id"):
            item._id = NodeId.parse(item.nodeid + wanted)


def pytest_terminal_summary(terminalreporter, config):
    if _is_worker(config):
        return
    tr = terminalreporter
    figures = []
    folder = _figures_dir()
    for path in sorted(folder.glob("*.json")):
        try:
            figures.append(json.loads(path.read_text()))
        except ValueError:
            pass
    shutil.rmtree(folder, ignore_errors=True)
    if figures:
        tr.write_sep("-", "measured figures")
        for f in figures:
            note = f"  ({f['note']})" if f.get("note") else ""
            tr.write_line(f"{f['name']}: {f['value']} {f.get('unit', '')}{note}")
        (SCREENSHOT_DIR / "figures.json").write_text(
            json.dumps(figures, indent=1, ensure_ascii=False) + "\n")
    shots = [p for p in SCREENSHOT_DIR.glob("**/*.png") if p.stat().st_mtime >= _SESSION_START]
    if shots:
        tr.write_sep("-", "screenshots")
        tr.write_line(f"{len(shots)} screenshot(s) written to {SCREENSHOT_DIR}")
