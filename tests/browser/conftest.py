"""Fixtures for every real-browser test of the project: JupyterLab and marimo servers, Debian's
Chromium driven by Playwright (sync API), and helpers to open, run, check and photograph
notebooks.

Scheduling: mark each browser test ``@pytest.mark.browser``, ``@pytest.mark.slow`` and
``@pytest.mark.xdist_group("browser")``. ``scripts/test.sh`` runs ``pytest -n 2 --dist
loadgroup``, so every test of the "browser" group runs on the same worker and shares ONE
JupyterLab server, ONE Chromium and one marimo server per app file for the whole session
(tests/conftest.py adds the marks to any test using these fixtures, as a safety net).

Chromium: ``CHROMIUM`` (default /usr/bin/chromium, Debian's package installed by
scripts/test.sh). Never ``playwright install``: it downloads a browser, which fails here.

Fixtures
--------
lab_server       session: JupyterLab whose root is a fresh temp copy of ``lessons/`` plus an
                 empty ``scratch/`` folder; ``.base``, ``.token``, ``.root``, ``.url(relpath, workspace)``,
                 ``.api(path)``, ``.shut_down(relpaths)``.
marimo_app       session: ``marimo_app(path) -> url``; ``marimo run PATH --headless --no-token
                 --no-sandbox`` (one server per app file, cached). A path inside the repo's
                 ``lessons/`` runs from the temp copy; any other path runs where it is.
browser          session: one headless Chromium.
page             function: a fresh context (1280x2600, so JupyterLab renders the cells) whose
                 every request leaves only for 127.0.0.1/localhost: anything else is aborted
                 and recorded in ``page.context.blocked``, and the test fails at teardown if the
                 list is not empty (proof that the lesson works offline). JavaScript errors are
                 kept in ``page.context.page_errors`` for messages.
open_notebook    ``open_notebook(page, relpath) -> seconds``: open a notebook of the lab root in a
                 workspace of its own (no tab of an earlier test comes back) and wait until its
                 first cell shows and the kernel is idle; its kernel is shut down at the end.
run_all          ``run_all(page, n_cells=None, timeout=180) -> seconds``: run all cells and wait
                 until every non-empty code cell has an execution count (at least ``n_cells``
                 of them); fails at once, with the traceback, if a cell raised.
write_notebook   ``write_notebook(cells, name=None) -> relpath``: write a small notebook into
                 ``scratch/`` (cells: code strings, or ("markdown", text) pairs).
page_tools       session: :class:`PageTools`, what the tests opening lessons share (the chart
                 marks' selector, the JavaScript that opens a notebook and waits for its idle
                 kernel, what a lesson should show: ``expected(relpath)``).
shot             ``shot(page_or_locator, name) -> path``: PNG into SCREENSHOT_DIR.
axe_check        ``axe_check(page, selector)``: run axe-core (bundled with axe-playwright-python,
                 offline) on the elements matching ``selector``; fails on any serious or
                 critical violation.

A failed browser test reports what its page showed: the text of any JupyterLab dialog, the
JavaScript errors, and a full-page screenshot ``failed_<test>.png``.
"""
import contextlib
import json
import os
import pathlib
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from urllib.parse import quote, urlparse

import pytest

REPO_ROOT = pathlib.Path(__file__).resolve().parents[2]
LESSONS = REPO_ROOT / "lessons"
SCREENSHOT_DIR = pathlib.Path(
    os.environ.get("SCREENSHOT_DIR") or REPO_ROOT / "tests" / "screenshots").resolve()
VENV_BIN = pathlib.Path(sys.executable).parent
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run",
                 "--disable-quic", "--disable-dev-shm-usage"]
LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1", "[::1]"}
COPY_IGNORE = shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__", "__marimo__")


# ---------------------------------------------------------------- processes

def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_http(url, proc, log, timeout=90):
    end = time.time() + timeout
    while time.time() < end:
        if proc.poll() is not None:
            raise RuntimeError(f"server exited with code {proc.returncode}:\n{_tail(log)}")
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except Exception:
            time.sleep(0.2)
    raise TimeoutError(f"{url} did not answer within {timeout} s:\n{_tail(log)}")


def _tail(path, n=40):
    try:
        return "\n".join(pathlib.Path(path).read_text(errors="replace").splitlines()[-n:])
    except OSError:
        return ""


def _stop(proc):
    """Stop one server we started, by its own PID (SIGTERM lets it shut its kernels down)."""
    if proc.poll() is not None:
        return
    proc.terminate()
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


class LabServer:
    def __init__(self, base, token, root, log):
        self.base, self.token, self.root, self.log = base, token, root, log

    def url(self, relpath="", workspace=None):
        """The page of *relpath*; in the named *workspace* if given (a new name: an empty one)."""
        where = f"/lab/workspaces/{quote(workspace)}" if workspace else "/lab"
        return f"{self.base}{where}/tree/{quote(str(relpath))}?token={self.token}"

    def api(self, path, method="GET", timeout=30):
        """The server's REST answer to *path* (JSON, or None when empty)."""
        req = urllib.request.Request(f"{self.base}{path}", method=method,
                                     headers={"Authorization": f"token {self.token}"})
        with urllib.request.urlopen(req, timeout=timeout) as r:
            body = r.read()
        return json.loads(body) if body else None

    def shut_down(self, relpaths):
        """Stop the sessions (and kernels) of the notebooks *relpaths*; the test is over."""
        wanted = {str(p).lstrip("/") for p in relpaths}
        for s in self.api("/api/sessions"):
            if s.get("path", "").lstrip("/") in wanted:
                self.api(f"/api/sessions/{s['id']}", "DELETE")


# ---------------------------------------------------------------- servers

@pytest.fixture(scope="session")
def lab_root(tmp_path_factory):
    """A fresh copy of lessons/ (autosave writes outputs back) with an empty scratch/ folder."""
    root = tmp_path_factory.mktemp("lab") / "root"
    if LESSONS.is_dir():
        shutil.copytree(LESSONS, root, ignore=COPY_IGNORE)
    else:
        root.mkdir()
    (root / "scratch").mkdir(exist_ok=True)
    return root


@pytest.fixture(scope="session")
def lab_server(lab_root, tmp_path_factory):
    base = tmp_path_factory.mktemp("lab-home")
    settings = base / "settings"
    notif = settings / "@jupyterlab" / "apputils-extension"
    notif.mkdir(parents=True)
    (notif / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False}))
    env = dict(os.environ,
               JUPYTER_CONFIG_DIR=str(base / "config"), JUPYTER_RUNTIME_DIR=str(base / "runtime"),
               JUPYTER_DATA_DIR=str(base / "data"), IPYTHONDIR=str(base / "ipython"),
               JUPYTERLAB_WORKSPACES_DIR=str(base / "workspaces"),
               JUPYTERLAB_SETTINGS_DIR=str(settings), PYTHONUNBUFFERED="1")
    port, token = _free_port(), "tarot-lab-test-token"
    log = base / "server.log"
    proc = subprocess.Popen(
        [str(VENV_BIN / "jupyter-lab"), "--no-browser", f"--port={port}", "--ip=127.0.0.1",
         f"--ServerApp.token={token}", f"--ServerApp.root_dir={lab_root}",
         "--ServerApp.allow_root=True", "--LabApp.expose_app_in_browser=True",
         "--LabApp.news_url=None", "--LabApp.extension_manager=readonly",
         "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate"],
        env=env, stdout=open(log, "wb"), stderr=subprocess.STDOUT, cwd=lab_root)
    try:
        _wait_http(f"http://127.0.0.1:{port}/api/status?token={token}", proc, log)
        yield LabServer(f"http://127.0.0.1:{port}", token, lab_root, log)
    finally:
        _stop(proc)


@pytest.fixture(scope="session")
def marimo_app(lab_root, tmp_path_factory):
    """``marimo_app(path) -> url`` of ``marimo run`` serving that app (one server per file)."""
    servers = {}
    procs = []
    home = tmp_path_factory.mktemp("marimo-home")

    def start(path):
        path = pathlib.Path(path)
        if not path.is_absolute():
            path = REPO_ROOT / path
        path = path.resolve()
        if path.is_relative_to(LESSONS):            # run the temp copy, never the repo's file
            path = lab_root / path.relative_to(LESSONS)
        if not path.is_file():
            raise FileNotFoundError(path)
        if path in servers:
            return servers[path]
        port = _free_port()
        log = home / f"{path.stem}-{port}.log"
        env = dict(os.environ, MARIMO_SKIP_UPDATE_CHECK="1",
                   XDG_CONFIG_HOME=str(home / "config"), XDG_CACHE_HOME=str(home / "cache"),
                   XDG_STATE_HOME=str(home / "state"), XDG_DATA_HOME=str(home / "data"),
                   PYTHONUNBUFFERED="1")
        proc = subprocess.Popen(
            [str(VENV_BIN / "marimo"), "run", str(path), "--headless", f"--port={port}",
             "--host=127.0.0.1", "--no-token", "--no-sandbox"],
            cwd=path.parent, env=env, stdout=open(log, "wb"), stderr=subprocess.STDOUT)
        procs.append(proc)
        _wait_http(f"http://127.0.0.1:{port}/health", proc, log)
        servers[path] = f"http://127.0.0.1:{port}/"
        return servers[path]

    try:
        yield start
    finally:
        for proc in procs:
            _stop(proc)


# ---------------------------------------------------------------- browser

@pytest.fixture(scope="session")
def browser():
    if not os.access(CHROMIUM, os.X_OK):
        pytest.fail(f"no Chromium at {CHROMIUM}: run `bash scripts/test.sh` (it installs Debian's "
                    "chromium) or set CHROMIUM=/path/to/chromium", pytrace=False)
    from playwright.sync_api import sync_playwright  # imported here: unit tests never need it
    with sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        try:
            yield b
        finally:
            b.close()


@contextlib.contextmanager
def hermetic_page(browser, what="the page"):
    """A page where only loopback requests go through; on leaving, fail if any other was tried.

    Its context keeps ``blocked`` (the refused URLs) and ``page_errors`` (uncaught JS errors).
    """
    ctx = browser.new_context(viewport={"width": 1280, "height": 2600})
    ctx.set_default_timeout(30_000)
    ctx.blocked, ctx.page_errors = [], []

    def guard(route):
        if urlparse(route.request.url).hostname in LOCAL_HOSTS:
            route.continue_()
        else:
            ctx.blocked.append(route.request.url)
            route.abort()

    ctx.route("**/*", guard)
    pg = ctx.new_page()
    pg.on("pageerror", lambda err: ctx.page_errors.append(str(err)))
    try:
        yield pg
    finally:
        blocked = list(ctx.blocked)
        ctx.close()
        assert not blocked, f"requests left the machine ({what} must work offline): {blocked}"


@pytest.fixture(scope="session")
def open_hermetic_page():
    """:func:`hermetic_page`, for fixtures in the test modules."""
    return hermetic_page


@pytest.fixture
def page(browser):
    """A hermetic page (see :func:`hermetic_page`)."""
    with hermetic_page(browser, "the page") as pg:
        yield pg


# ---------------------------------------------------------------- helpers

_IDLE_JS = """() => {
  const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  const ctx = w && w.sessionContext;
  return !!(ctx && ctx.session && ctx.session.kernel && ctx.kernelDisplayStatus === 'idle');
}"""

_RUN_STATE_JS = """(n) => {
  const w = window.jupyterapp.shell.currentWidget;
  if (!w || !w.content || !w.content.model) return null;
  const node = w.node;
  const err = node.querySelector('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.error"]');
  if (err) return {error: err.innerText.slice(0, 4000)};
  const cells = w.content.model.cells;
  let done = 0;
  for (let i = 0; i < cells.length; i++) {
    const c = cells.get(i);
    if (c.type !== 'code' || c.sharedModel.getSource().trim() === '') continue;
    if (c.executionCount === null || c.executionCount === undefined) return null;
    done++;
  }
  const busy = [...node.querySelectorAll('.jp-CodeCell .jp-InputPrompt')]
      .some(e => e.textContent.includes('*'));
  if (busy || w.sessionContext.kernelDisplayStatus !== 'idle') return null;
  return done >= n ? {done} : null;
}"""


_workspaces = iter(range(1, 100_000))


@pytest.fixture
def open_notebook(lab_server):
    """Each notebook opens in a workspace of its own, so the page restores no tab (and no kernel)
    of an earlier test: a notebook left open in the default workspace came back into the next
    test's page, where its dialogs covered that test's widgets. The kernels of the notebooks a
    test opened are shut down when it ends."""
    opened = []

    def _open(page, relpath, timeout=90_000):
        t0 = time.monotonic()
        opened.append(str(relpath))
        page.goto(lab_server.url(relpath, workspace=f"t{os.getpid()}-{next(_workspaces)}"))
        page.locator(".jp-NotebookPanel .jp-Cell").first.wait_for(timeout=timeout)
        # A notebook without kernel metadata asks which kernel to use: take the default.
        dialog = page.locator(".jp-Dialog .jp-mod-accept")
        deadline = time.monotonic() + timeout / 1000
        while True:
            if page.evaluate(_IDLE_JS):
                break
            if dialog.count():
                dialog.first.click()
            if time.monotonic() > deadline:
                raise TimeoutError(f"kernel of {relpath} not idle after {timeout / 1000:.0f} s")
            page.wait_for_timeout(200)
        tabs = page.evaluate("() => [...window.jupyterapp.shell.widgets('main')].map(w => w.title.label)")
        assert tabs == [pathlib.PurePosixPath(relpath).name], f"tabs open besides {relpath}: {tabs}"
        return time.monotonic() - t0
    yield _open
    try:
        lab_server.shut_down(opened)
    except OSError as exc:              # the server is gone: nothing left to stop
        print(f"open_notebook: could not shut the kernels of {opened} down: {exc}", file=sys.stderr)


@pytest.fixture
def run_all(lab_server, screenshot_dir):
    def _start(page):
        # not awaited: the command's promise settles only when every cell has run (or never, if a
        # reply is lost or a dialog waits); the polling below has the time limit
        page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
        page.wait_for_timeout(300)           # give the command a moment to clear old counts

    def _run_all(page, n_cells=None, timeout=180):
        from playwright.sync_api import TimeoutError as PlaywrightTimeout
        t0 = time.monotonic()
        _start(page)
        try:
            handle = page.wait_for_function(_RUN_STATE_JS, arg=n_cells or 0, timeout=timeout * 1000, polling=200)
        except PlaywrightTimeout:
            # Once seen on a loaded machine: the kernel idle, a cell never counted. Keep a picture
            # of the page, then run all once more; a second time out fails the test.
            page.screenshot(path=str(screenshot_dir / f"run_all_timeout_{int(t0)}.png"), full_page=True)
            print(f"run_all: no result after {timeout} s; running all cells once more", file=sys.stderr)
            _start(page)
            handle = page.wait_for_function(_RUN_STATE_JS, arg=n_cells or 0, timeout=timeout * 1000, polling=200)
        state = handle.json_value()
        if "error" in state:
            pytest.fail(f"a cell raised while running all cells:\n{state['error']}", pytrace=False)
        return time.monotonic() - t0
    return _run_all


@pytest.fixture
def write_notebook(lab_root):
    counter = iter(range(1, 10_000))

    def _write(cells, name=None):
        import nbformat
        nb = nbformat.v4.new_notebook()
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3 (ipykernel)",
                                     "language": "python"}
        nb.metadata["language_info"] = {"name": "python"}
        for cell in cells:
            if isinstance(cell, str):
                nb.cells.append(nbformat.v4.new_code_cell(cell))
            else:
                kind, text = cell
                make = nbformat.v4.new_markdown_cell if kind.startswith("m") else nbformat.v4.new_code_cell
                nb.cells.append(make(text))
        stem = name or f"generated_{os.getpid()}_{next(counter)}"
        rel = pathlib.PurePosixPath("scratch") / f"{stem}.ipynb"
        nbformat.write(nb, lab_root / rel)
        return str(rel)
    return _write


@pytest.fixture
def shot(screenshot_dir):
    def _shot(target, name):
        slug = re.sub(r"[^A-Za-z0-9_.-]+", "_", name).strip("_") or "shot"
        path = screenshot_dir / f"{slug}.png"
        if hasattr(target, "context") and hasattr(target, "goto"):     # a Page
            target.screenshot(path=str(path), full_page=True)
        else:                                                          # a Locator / element
            target.screenshot(path=str(path))
        return path
    return _shot


@pytest.fixture
def axe_check():
    from axe_playwright_python.sync_playwright import Axe
    axe = Axe()

    def _check(page, selector, impacts=("serious", "critical"), disable=()):
        page.locator(selector).first.wait_for(state="attached")
        options = {"resultTypes": ["violations"]}
        if disable:
            options["rules"] = {rule: {"enabled": False} for rule in disable}
        results = axe.run(page, context=selector, options=options)
        bad = [v for v in results.response["violations"] if v.get("impact") in impacts]
        if bad:
            lines = []
            for v in bad:
                targets = [", ".join(map(str, n.get("target", []))) for n in v.get("nodes", [])]
                lines.append(f"- {v['id']} ({v['impact']}): {v['help']} -> {targets[:5]}")
            pytest.fail(f"axe-core: {len(bad)} serious/critical violation(s) in {selector!r}:\n"
                        + "\n".join(lines), pytrace=False)
        return results
    return _check


# ---------------------------------------------------------------- lessons in a page

class PageTools:
    """What the tests that open lessons in a page share (JupyterLab and JupyterLite alike): the
    chart marks' selector, the JavaScript that opens a notebook and waits for its idle kernel,
    and what a lesson should show, read from its code cells."""

    #: a chart altair drew: vega-embed's marks (canvas or SVG)
    CHART_MARKS = ".vega-embed canvas.marks, .vega-embed svg.marks"
    #: a call in a lesson's code that draws a chart
    CHART_CALL = re.compile(r"\b(?:\w+_chart|show_chart|JupyterChart)\s*\(")
    #: ``page.evaluate(OPEN_JS, relpath)``: open the notebook (not awaited: see READY_JS)
    OPEN_JS = """async (path) => {
  await window.jupyterapp.commands.execute('docmanager:open', {path, factory: 'Notebook'});
}"""
    #: ``page.wait_for_function(READY_JS, arg=relpath)``: that notebook is current, drawn, its kernel idle
    READY_JS = """(path) => {
  const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  if (!w || !w.context || w.context.path !== path || !w.node.querySelector('.jp-Cell')) return false;
  const ctx = w.sessionContext;
  return !!(ctx && ctx.session && ctx.session.kernel && ctx.kernelDisplayStatus === 'idle');
}"""
    #: ``page.evaluate(RUN_FIRST_JS, n)``: run the current notebook's first *n* code cells only
    #: (JupyterLab's "Run All Above" from the cell after them; not awaited: see FIRST_RAN_JS) —
    #: for a test that needs a lesson's opening cells when another test already runs it whole
    RUN_FIRST_JS = """(n) => {
  const w = window.jupyterapp.shell.currentWidget;
  const cells = w.content.model.cells;
  let seen = 0, k = 0;
  for (; k < cells.length && seen < n; k++) if (cells.get(k).type === 'code') seen++;
  w.content.activeCellIndex = k;
  window.jupyterapp.commands.execute('notebook:run-all-above');
}"""
    #: ``page.wait_for_function(FIRST_RAN_JS, arg=n)``: the first *n* code cells have run and the
    #: kernel is idle: ``{done: n}``, or ``{error: text}`` if one of them shows an error or stderr
    FIRST_RAN_JS = """(n) => {
  const w = window.jupyterapp.shell.currentWidget;
  if (!w || !w.content || !w.content.model) return null;
  const cells = w.content.model.cells;
  let done = 0;
  for (let i = 0; i < cells.length && done < n; i++) {
    const c = cells.get(i);
    if (c.type !== 'code') continue;
    if (c.executionCount === null || c.executionCount === undefined) return null;
    for (const o of (c.toJSON().outputs || [])) {
      if (o.output_type === 'error' || (o.output_type === 'stream' && o.name === 'stderr')) {
        return {error: `cell ${i + 1}: ` + (o.ename ? `${o.ename}: ${o.evalue}` : [].concat(o.text).join(''))};
      }
    }
    done++;
  }
  if (w.sessionContext.kernelDisplayStatus !== 'idle') return null;
  return done >= n ? {done} : null;
}"""

    @staticmethod
    def code_cells(relpath: str) -> list[str]:
        """The non-empty code cells of ``lessons/<relpath>``."""
        nb = json.loads((LESSONS / relpath).read_text(encoding="utf-8"))
        cells = ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"]
        return [c for c in cells if c.strip()]

    @staticmethod
    def widget_roots() -> dict[str, str]:
        """Widget class name → the data-testid of its root, read from its ES module."""
        import widgets
        roots = {}
        for name in widgets.__all__:
            esm = getattr(getattr(widgets, name), "_esm", None)
            if isinstance(esm, str):
                found = re.findall(r'testid: "([^"]+)", cls:', esm)
                if found:                  # built on another widget's module (the desk): its own root is last
                    roots[name] = found[-1]
        return roots

    def expected(self, relpath: str) -> tuple[set[str], bool, int]:
        """What the lesson should show: its widgets' root testids, whether it draws a chart, and
        how many code cells it runs."""
        code = self.code_cells(relpath)
        text = "\n".join(code)
        roots = {tid for name, tid in self.widget_roots().items()
                 if re.search(rf"\b{name}\s*(?:\.\w+\s*)?\(", text)}
        return roots, bool(self.CHART_CALL.search(text)), len(code)


@pytest.fixture(scope="session")
def page_tools():
    """:class:`PageTools` (a fixture: the browser tests import nothing from one another)."""
    return PageTools()


# ---------------------------------------------------------------- failures

_DIALOGS_JS = """() => [...document.querySelectorAll('.jp-Dialog')].map(d => d.innerText.trim())"""


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """When a browser test fails, say what its page showed: the text of every JupyterLab dialog
    open then (a dialog over the widgets makes clicks time out with no other clue), the page's
    JavaScript errors, and a full-page screenshot named after the test."""
    outcome = yield
    report = outcome.get_result()
    if report.when != "call" or not report.failed:
        return
    pages = [v for k, v in getattr(item, "funcargs", {}).items()
             if k in ("page", "lab_page") and hasattr(v, "goto")]
    for pg in pages:
        lines = []
        try:
            if pg.is_closed():
                continue
            lines.append(f"url: {pg.url}")
            dialogs = pg.evaluate(_DIALOGS_JS)
            lines += [f"dialog: {' | '.join(d.split(chr(10)))}" for d in dialogs] or ["no dialog open"]
            lines += [f"page error: {e}" for e in getattr(pg.context, "page_errors", [])]
            slug = re.sub(r"[^A-Za-z0-9_.-]+", "_", item.name).strip("_")[:120]
            path = SCREENSHOT_DIR / f"failed_{slug}.png"
            pg.screenshot(path=str(path), full_page=True)
            lines.append(f"screenshot: {path}")
        except Exception as exc:             # the page may be gone: report what could be read
            lines.append(f"(could not read the page: {exc})")
        report.sections.append(("the browser page when the test failed", "\n".join(lines)))


# One click and the redraw it causes, timed in the page: the click, then the first change of the widget's DOM
_CLICK_TO_REDRAW_JS = """([root, target]) => new Promise((resolve) => {
  const t0 = performance.now();
  const obs = new MutationObserver(() => { obs.disconnect(); resolve(performance.now() - t0); });
  obs.observe(root, {subtree: true, childList: true, characterData: true});   // what a redraw changes
  target.click();
})"""


@pytest.fixture(scope="session")
def click_to_redraw():
    """``click_to_redraw(page, root, target)``: click the locator *target* and return the milliseconds
    until the first change inside the locator *root* (the answer from Python, redrawn), timed in the page."""
    def timed(page, root, target) -> float:
        return page.evaluate(_CLICK_TO_REDRAW_JS, [root.element_handle(), target.element_handle()])
    return timed
