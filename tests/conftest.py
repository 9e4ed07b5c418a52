"""Shared pytest configuration for the whole suite. Keep it light: unit tests load this file,
so it imports nothing heavy (no playwright, no jupyter).

How the suite runs (see tests/README.md): ``bash scripts/test.sh`` is
``pytest -n 2 --dist loadgroup``. Tests marked ``@pytest.mark.xdist_group("browser")`` all run
on one worker and share one JupyterLab server and one Chromium (fixtures in
tests/browser/conftest.py); ``xdist_group("binder")`` does the same for the Binder environment.
As a safety net, any test that uses a browser fixture gets the ``browser``, ``slow`` and
``xdist_group("browser")`` marks here even if it forgot them.

Fixtures: ``repo_root``, ``screenshot_dir``, ``lesson_kit`` (load a lesson, run it offline, read
its outputs and prose: ``LessonKit``; each lesson notebook executes once per room seed for the
whole run, every test reading that one run: ``LessonKit.notebook``) and ``figure`` (records a
measured figure, e.g. a time or a size; the run's figures are printed at its end and saved to
SCREENSHOT_DIR/figures.json).
"""
import copy
import fcntl
import hashlib
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


@pytest.fixture(autouse=True)
def _keep_the_language():
    """Each test starts in the language the run started in and leaves it so: a lesson helper such
    as ``tarot_course.seed.start("fr")`` sets the process-wide default (as a learner's notebook
    must), and a test calling it would otherwise turn every later test's messages French on that
    worker — an order-dependent failure seen under ``-n 2``."""
    from tarot_core import catalogue
    before = catalogue.get_language()
    yield
    catalogue.set_language(before)


@pytest.fixture(scope="session")
def repo_root():
    """The repository's root folder (a pathlib.Path)."""
    return REPO_ROOT


@pytest.fixture(scope="session")
def run_lesson_cells():
    """``tests/lesson_cells.run_cells``: a lesson's code cells run in this process at a room seed, up to
    the cell that holds a given text; the cells' namespace back (see that module). The tests import in
    importlib mode, so the sibling module is loaded here once for all of them."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("lesson_cells", pathlib.Path(__file__).with_name("lesson_cells.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.run_cells


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

    def quiz_cell(self, cases: list[dict], after: str = "") -> str:
        """The last cell :meth:`answer_quizzes` appends for *cases* (then *after*)."""
        return f"CASES = {json.dumps(json.dumps(cases))}\n" + self.QUIZ_PROBE + after

    def answer_quizzes(self, path, seed: str, monkeypatch, cases: list[dict], after: str = "",
                       timeout: int = 120):
        """Run the lesson (:meth:`run`), then answer every Quiz it made that one of *cases* fits:
        the case's right answer must be judged right, its wrong one wrong with a reason opening
        with one of its rule IDs. A case: ``name`` (what is counted), ``right``, ``wrong`` (for a
        choice, None: the next choice), ``rules``; and what the quiz must be: ``factory`` (the
        check factory's name), ``kind``, ``match`` (texts, one of which is in the question or the
        cards shown). *after* runs last (more checks in the kernel).
        Returns (notebook, printed text, the sorted names of the cases answered, once per quiz)."""
        nb, shown = self.run(path, seed, monkeypatch, self.quiz_cell(cases, after), timeout)
        seen = json.loads(next(ln for ln in shown.splitlines() if ln.startswith("SEEN "))[5:])
        return nb, shown, seen

    def run(self, path, seed: str, monkeypatch, extra: str = "", timeout: int = 120):
        """Run the lesson top to bottom offline, room seed *seed*, with *extra* as a last cell;
        fail on any error output, traceback or CDN address (jsdelivr, unpkg). Returns (notebook, printed text).
        The run is the session's shared one (:meth:`notebook`): the notebook returned holds the
        lesson's cells and *extra* only."""
        monkeypatch.setenv("TAROT_LAB_SEED", seed)
        nb = self.notebook(path, seed, extra, timeout)
        if isinstance(nb, Exception):
            pytest.fail(f"{path} raised while running (room seed {seed}):\n{nb}", pytrace=False)
        errors = [(o.get("ename"), o.get("evalue")) for c in nb.cells if c.cell_type == "code"
                  for o in c.outputs if o.output_type == "error"]
        assert not errors, _tracebacks(nb)
        everything = json.dumps([c.get("outputs", []) for c in nb.cells], ensure_ascii=False)
        assert "Traceback" not in everything
        assert "cdn.jsdelivr" not in everything and "unpkg.com" not in everything
        return nb, self.texts(nb)

    # ------------------------------------------------------------------ the session's shared runs
    # Each lesson notebook executes once per room seed in a whole test run (pytest-xdist workers
    # included): every test that reads a run of (notebook, seed) appends its cell to that one run,
    # and gets back the lesson's cells and its own cell only. A test module takes part by defining
    # ``notebook_cell(kit, lang, seed) -> str`` (the cell its notebook test appends, built exactly
    # as the test builds it); its selected tests that use ``lesson_kit`` with a ``seed`` (and a
    # ``lang``: the notebook is the module's ``LESSONS[lang]``) or a ``path`` (any seed: the one
    # another module runs the notebook at, else the module's ``NOTEBOOK_SEED``) make the plan.
    # A module whose tests name their notebook otherwise defines ``notebook_for(kit, params)``
    # instead: the (notebook, seed, zero-argument cell builder) a test with these parameters
    # reads, or None.
    # Runs are kept under the run's temp folder, one folder per run, keyed by the notebook's
    # content hash, the seed and the cells; a file lock makes a second worker (or thread) wait
    # for the first one's run instead of running it again. Each run executes in its own copy of
    # the lessons folder: a lesson that saves a file beside itself (11: evening_demo.json) never
    # meets another run's file, and the repository's lessons/ stays as it was.
    RUN_CELL_TIMEOUT = 300        # s per cell, a limit only (lessons 18 and 22 ask for 300)
    _plan: dict | None = None
    _runs_dir: pathlib.Path | None = None
    _session = None

    def bind(self, session, runs_dir: pathlib.Path) -> None:
        self._session, self._runs_dir, self._plan = session, runs_dir, None

    def _planned(self) -> dict:
        """{(notebook, seed): [(module name, cell builder), …]}: the cells its run appends (those of
        the tests that take any seed first, then by module name), for the session's selected tests."""
        if self._plan is not None:
            return self._plan
        seeded: dict = {}
        anyseed: dict = {}
        for item in getattr(self._session, "items", ()) if self._session else ():
            module = getattr(item, "module", None)
            params = getattr(getattr(item, "callspec", None), "params", {})
            if "lesson_kit" not in getattr(item, "fixturenames", ()):
                continue
            name = getattr(module, "__name__", "")
            if hasattr(module, "notebook_for"):             # the module says which run a test reads
                try:
                    found = module.notebook_for(self, params)
                except Exception:                           # the test meets it again itself
                    found = None
                if found:
                    path, seed, build = found
                    seeded.setdefault((pathlib.Path(path).resolve(), str(seed)), {}).setdefault(name, build)
            elif not hasattr(module, "notebook_cell"):
                continue
            elif "seed" in params and "lang" in params and hasattr(module, "LESSONS"):
                lang, seed = params["lang"], str(params["seed"])
                path = pathlib.Path(module.LESSONS[lang]).resolve()
                seeded.setdefault((path, seed), {})[name] = (
                    lambda m=module, lang=lang, seed=seed: m.notebook_cell(self, lang, seed))
            elif isinstance(params.get("path"), pathlib.Path):
                anyseed.setdefault(params["path"].resolve(), {})[name] = module
        plan = {key: sorted(builds.items()) for key, builds in seeded.items()}
        for path, mods in anyseed.items():
            seeds = [s for p, s in seeded if p == path]
            for name in sorted(mods):
                default = str(getattr(mods[name], "NOTEBOOK_SEED", "2718"))
                seed = default if default in seeds or not seeds else min(seeds, key=_seed_order)
                plan.setdefault((path, seed), []).insert(0, (name, (
                    lambda m=mods[name], lang=path.parent.name, seed=seed: m.notebook_cell(self, lang, seed))))
        self._plan = plan
        return plan

    def seed_for(self, path, module: str, default: str) -> str:
        """The seed the plan runs *path* at for the tests of *module* (a module's ``__name__``)
        that take any seed; *default* when none of them is selected."""
        path = pathlib.Path(path).resolve()
        return next((s for (p, s), builds in self._planned().items()
                     if p == path and any(name == module for name, _ in builds)), default)

    def notebook(self, path, seed: str, cell: str, timeout: int = 120):
        """The executed notebook (the lesson's cells and *cell* last) of the session's run of
        *path* at room seed *seed*, or the Exception the run raised. Executes the run if no
        worker or thread has yet (then the others wait for it)."""
        path, seed = pathlib.Path(path).resolve(), str(seed)
        planned = self._planned().get((path, seed), [])
        source = path.read_bytes()
        names = "\0".join(name for name, _ in planned)
        shared = hashlib.sha256(source + seed.encode() + names.encode()).hexdigest()[:16]
        run = None
        if planned:
            run = self._run(path, seed, shared, lambda: _built(planned), max(timeout, self.RUN_CELL_TIMEOUT))
        if run is None or not isinstance(run, Exception) and not any(
                c.source == cell for c in run.cells if c.metadata.get("tarot_probe")):
            # not planned (or its module's notebook_cell builds another cell): a run of its own
            own = hashlib.sha256(source + seed.encode() + cell.encode()).hexdigest()[:16]
            run = self._run(path, seed, own, lambda: [cell], max(timeout, self.RUN_CELL_TIMEOUT))
        if isinstance(run, Exception):
            return run
        view = copy.deepcopy(run)
        view.cells = [c for c in view.cells if not c.metadata.get("tarot_probe")]
        view.cells.append(next(c for c in copy.deepcopy(run).cells
                               if c.metadata.get("tarot_probe") and c.source == cell))
        for c in view.cells:
            if c.metadata.pop("tarot_probe", None):
                c.metadata.pop("tags", None)
        return view

    def _folder(self) -> pathlib.Path:
        if self._runs_dir is None:                      # outside pytest's session (no bind)
            self._runs_dir = pathlib.Path(tempfile.mkdtemp(prefix="tarot-notebook-runs-"))
        self._runs_dir.mkdir(parents=True, exist_ok=True)
        return self._runs_dir

    def _run(self, path: pathlib.Path, seed: str, key: str, cells, timeout: int):
        nbformat = pytest.importorskip("nbformat")
        nbclient = pytest.importorskip("nbclient")
        folder = self._folder()
        done, failed = folder / f"{key}.ipynb", folder / f"{key}.failed.txt"
        with open(folder / f"{key}.lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)            # a second worker or thread waits here
            if done.exists():
                return self.load(done)
            if failed.exists():
                return RuntimeError(failed.read_text(encoding="utf-8"))
            nb = self.load(path)
            nb.cells.insert(0, nbformat.v4.new_code_cell(self.NO_NETWORK))
            for source in cells():
                # tagged raises-exception: a probe that fails shows it in its own cell (its own test
                # fails on it) without stopping the probes of the tests after it
                nb.cells.append(nbformat.v4.new_code_cell(
                    source, metadata={"tarot_probe": True, "tags": ["raises-exception"]}))
            work = folder / f"{key}.lessons"            # this run's own copy of the lessons folder
            shutil.copytree(path.parent.parent, work,
                            ignore=shutil.ignore_patterns("__pycache__", ".ipynb_checkpoints"))
            with open(folder / "executions.log", "a", encoding="utf-8") as log:
                log.write(f"{path.parent.name}/{path.name} seed={seed} key={key} pid={os.getpid()}\n")
            client = nbclient.NotebookClient(nb, timeout=timeout, kernel_name="python3",
                                             iopub_timeout=60, raise_on_iopub_timeout=True,   # late outputs waited for
                                             coalesce_streams=True,   # one print, one text (not split by flushes)
                                             resources={"metadata": {"path": str(work / path.parent.name)}})
            try:
                client.execute(env={**os.environ, "TAROT_LAB_SEED": seed})
            except Exception as e:                      # CellExecutionError carries the traceback
                failed.write_text(str(e) or repr(e), encoding="utf-8")
                return e
            finally:
                shutil.rmtree(work, ignore_errors=True)
            nbformat.write(nb, str(done.with_suffix(".part")))
            done.with_suffix(".part").replace(done)
            return nb


def _built(planned) -> list[str]:
    """The cells of the planned tests; one whose builder raises is left out (that test builds its
    cell again itself, and fails there)."""
    cells = []
    for _, build in planned:
        try:
            cells.append(build())
        except Exception:
            pass
    return cells


def _tracebacks(nb) -> str:
    """The error outputs of an executed notebook, tracebacks without colour codes."""
    return "\n".join(re.sub(r"\x1b\[[0-9;]*m", "", "\n".join(o.get("traceback", [])))
                     for c in nb.cells if c.cell_type == "code" for o in c.outputs if o.output_type == "error")


def _seed_order(seed: str):
    return (0, int(seed), "") if seed.isdigit() else (1, 0, seed)


def notebook_runs_dir(config) -> pathlib.Path:
    """The run's folder of shared notebook runs: under the run's own temp folder, the same for
    the controller and every xdist worker (a worker's basetemp is the controller's /gwN)."""
    base = config._tmp_path_factory.getbasetemp()
    return (base.parent if _is_worker(config) else base) / "notebook-runs"


@pytest.fixture(scope="session")
def lesson_kit(request):
    """The lesson tests' shared tools (``LessonKit``), bound to the session's shared runs."""
    kit = LessonKit()
    kit.bind(request.session, notebook_runs_dir(request.config))
    return kit


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
    log = notebook_runs_dir(config) / "executions.log"
    if log.exists():
        runs = log.read_text(encoding="utf-8").splitlines()
        notebooks = {line.split(" seed=")[0] for line in runs}
        figures.append({"name": "notebook_executions", "value": len(runs), "unit": "runs",
                        "note": f"nbclient, {len(notebooks)} notebooks, each run once per room seed"})
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
