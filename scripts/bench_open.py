"""How long a learner waits when opening a lesson in JupyterLab (issue 26, "Opening a lesson").

The protocol of the issue, in one JupyterLab on 127.0.0.1 and one headless Chromium (Debian's
``/usr/bin/chromium`` through Playwright, never ``playwright install``), every request but
127.0.0.1's aborted:

* for each notebook, a fresh page in a workspace of its own: page load → kernel idle →
  *Run All Cells* → first output (the empty notebook: one cell ``1``) or first widget (a lesson:
  a course widget, ``.tw[data-testid]``, or a chart drawn);
* the empty notebook is opened again before each lesson, so a busy moment of the machine hits
  both alike; each figure is the median over the rounds (the empty notebook's over all its runs);
* a lesson's **excess** is its median time to first widget minus the empty notebook's median
  time to first output in the same run: what the course adds to JupyterLab's own floor; its
  **run excess** the same from the idle kernel's Run All only (the page's and the kernel's start
  left out: on a busy machine their spread is larger than the lessons' differences);
* its **paired** excess is the median over the rounds of each opening minus the empty notebook's
  opened just before it: a load that grows or falls during a long run hits both of a pair alike;
* a bare anywidget (one cell, the smallest ``anywidget.AnyWidget``) is the floor of any widget:
  what ipywidgets' manager and anywidget take to draw their first view is not the course's;
* the kernels cache their bytecode (in the run's own folder, ``PYTHONPYCACHEPREFIX``, filled once
  before the first measure), as a learner's Python does: under ``PYTHONDONTWRITEBYTECODE=1`` every
  kernel would compile the course's modules from source, 0.1-0.2 s no learner waits for.

The kernel side is measured beside it, without a browser: ``python -X importtime`` of
``import tarot_course, widgets``, each lesson's first code cell timed in a fresh interpreter, and
each lesson's code cells up to its first widget run in a real kernel (nbclient), timed
(``--kernel-side``): steadier than the browser's figures on a busy machine.

    .venv/bin/python scripts/bench_open.py                    # lessons 00 01 04 06 08 09 11 13 18 22, 2 rounds
    .venv/bin/python scripts/bench_open.py --lessons 00 08 --rounds 5 --log bench.json
    .venv/bin/python scripts/bench_open.py --kernel-side      # no browser: first cells, imports
    .venv/bin/python scripts/bench_open.py --lessons all --log bench.json   # every lesson (about 20 min)
    .venv/bin/python scripts/bench_open.py --length --rounds 3   # what a notebook's length costs Run All
    .venv/bin/python scripts/bench_open.py --ab '{"buildCheck": true}' '{"buildCheck": false}' --lessons 00 01
    .venv/bin/python scripts/bench_open.py --viewport 1280x800 --lessons 00 01   # a learner's window
    git archive 1f95501 | tar -x -C /tmp/before                # an earlier commit, for a "before"
    .venv/bin/python scripts/bench_open.py --source /tmp/before
    bash scripts/lite.sh /tmp/site && .venv/bin/python scripts/bench_open.py --lite /tmp/site --lessons 00 08

``--lite SITE`` measures the JupyterLite site instead (cold pages, one Chromium): the site's stock
Python kernel (the same site with the course's wheel left out of the kernel's start packages) ready
on a lesson, beside the course's kernel ready and its first widget after Run All Cells.

Needs the course's environment with JupyterLab and Playwright (``.[course,test]``) and Chromium.
A figure of this script is a measurement on one machine at one moment, not a test: compare the
lessons with the empty notebook of the same run.
"""
from __future__ import annotations

import argparse
import contextlib
import json
import os
import pathlib
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from urllib.parse import quote, urlparse

REPO = pathlib.Path(__file__).resolve().parents[1]
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run",
                 "--disable-quic", "--disable-dev-shm-usage"]
DEFAULT_LESSONS = ["00", "01", "04", "06", "08", "09", "11", "13", "18", "22"]
EMPTY = "bench_empty.ipynb"
#: the floor of any anywidget: a notebook whose one cell shows the smallest anywidget (not the course's)
BARE_WIDGET = "bench_bare_widget.ipynb"
BARE_WIDGET_CODE = ("import anywidget\n\n\nclass Bare(anywidget.AnyWidget):\n"
                    "    _esm = \"export default { render({ el }) { el.className = 'tw'; el.dataset.testid = 'bare'; "
                    "el.textContent = 'bare'; } };\"\n\n\nBare()")
#: what counts as a lesson's first widget: a course widget or a chart altair drew
WIDGET = ".jp-OutputArea-output .tw[data-testid], .vega-embed canvas.marks, .vega-embed svg.marks"
FIRST_OUTPUT = ".jp-OutputArea-output"
#: the page's size: tall, as the browser tests', so that JupyterLab draws a lesson's cells down to its
#: first widget; ``--viewport 1280x800`` measures a learner's window instead
VIEWPORT = {"width": 1280, "height": 2600}
HEAVY = ("altair", "pandas", "sympy", "numpy", "vl_convert", "matplotlib")

_IDLE_JS = """() => {
  const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  const ctx = w && w.sessionContext;
  return !!(w && w.node.querySelector('.jp-Cell') && ctx && ctx.session && ctx.session.kernel
            && ctx.kernelDisplayStatus === 'idle');
}"""
_FIRST_JS = """(selector) => {
  const w = window.jupyterapp.shell.currentWidget;
  if (!w) return null;
  const err = w.node.querySelector('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]');
  if (err && /Traceback|Error/.test(err.textContent)) return {error: err.textContent.slice(0, 400)};
  return w.node.querySelector(selector) ? {done: true} : null;
}"""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _empty_notebook(source: str = "1") -> dict:
    return {"cells": [{"cell_type": "code", "execution_count": None, "id": "bench-1", "metadata": {},
                       "outputs": [], "source": [source]}],
            "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
                         "language_info": {"name": "python"}},
            "nbformat": 4, "nbformat_minor": 5}


def source_env(source: pathlib.Path, pycache: pathlib.Path | None = None) -> dict:
    """The environment of a kernel running the course from *source* (a checkout of another commit,
    e.g. ``git archive HEAD~3 | tar -x -C DIR``): its packages come before the editable install's.

    With *pycache*, Python writes and reads its bytecode there (``PYTHONPYCACHEPREFIX``), as a
    learner's Python caches it beside the course's modules after their first import: a shell with
    ``PYTHONDONTWRITEBYTECODE=1`` (CI's, this machine's) would otherwise compile every module of the
    course from source in every kernel (0.1-0.2 s of each lesson's first cell), which no learner waits for."""
    env = dict(os.environ)
    if pycache is not None:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(pycache)
    if source.resolve() == REPO:
        return env
    path = os.pathsep.join([str(source), str(source / "lessons"), os.environ.get("PYTHONPATH", "")])
    return dict(env, PYTHONPATH=path.rstrip(os.pathsep))


def warm_bytecode(env: dict, source: pathlib.Path, lessons: list[str], lang: str) -> None:
    """Compile into *env*'s bytecode cache what the measured kernels import before their first widget:
    the kernel's own modules, and each lesson's first code cell run once (unmeasured)."""
    cells = [next("".join(c["source"]) for c in json.loads((source / "lessons" / rel).read_text())["cells"]
                  if c["cell_type"] == "code") for rel in (lesson_path(n, lang, source) for n in lessons)]
    prog = ("import contextlib, io, ipykernel.kernelapp, ipykernel.ipkernel, anywidget\n"
            f"for code in {cells!r}:\n"
            "    with contextlib.redirect_stdout(io.StringIO()):\n"
            "        exec(compile(code, 'cell', 'exec'), {})\n")
    r = subprocess.run([sys.executable, "-c", prog], capture_output=True, text=True,
                       cwd=source / "lessons" / lang, env=env)
    if r.returncode:
        raise SystemExit(f"bench_open: a lesson's first cell failed: {r.stderr[-400:]}")


def lesson_path(number: str, lang: str, source: pathlib.Path = REPO) -> str:
    found = sorted((source / "lessons" / lang).glob(f"{number}_*.ipynb"))
    if not found:
        raise SystemExit(f"bench_open: no lesson {number} in lessons/{lang}/")
    return f"{lang}/{found[0].name}"


class Lab:
    """One JupyterLab on 127.0.0.1 with its own config, runtime, settings and workspaces folders,
    whose root is a copy of lessons/ (autosave writes outputs back) plus the empty notebook."""

    def __init__(self, home: pathlib.Path, source: pathlib.Path = REPO, windowing: str | None = None,
                 disabled: tuple[str, ...] = ()):
        self.root = home / "root"
        shutil.copytree(source / "lessons", self.root,
                        ignore=shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__"))
        (self.root / EMPTY).write_text(json.dumps(_empty_notebook()))
        (self.root / BARE_WIDGET).write_text(json.dumps(_empty_notebook(BARE_WIDGET_CODE)))
        settings = home / "settings"
        notif = settings / "@jupyterlab" / "apputils-extension"
        notif.mkdir(parents=True)
        (notif / "notification.jupyterlab-settings").write_text(
            json.dumps({"fetchNews": "false", "checkForUpdates": False}))
        if windowing:                 # an experiment: JupyterLab's notebook windowing mode for this run
            tracker = settings / "@jupyterlab" / "notebook-extension"
            tracker.mkdir(parents=True)
            (tracker / "tracker.jupyterlab-settings").write_text(json.dumps({"windowingMode": windowing}))
        if disabled:                  # an experiment: JupyterLab plugins switched off for this run
            (home / "config" / "labconfig").mkdir(parents=True)
            (home / "config" / "labconfig" / "page_config.json").write_text(
                json.dumps({"disabledExtensions": {name: True for name in disabled}}))
        env = dict(source_env(source, home / "pycache"), JUPYTER_CONFIG_DIR=str(home / "config"),
                   JUPYTER_RUNTIME_DIR=str(home / "runtime"),
                   JUPYTER_DATA_DIR=str(home / "data"), IPYTHONDIR=str(home / "ipython"),
                   JUPYTERLAB_WORKSPACES_DIR=str(home / "workspaces"), JUPYTERLAB_SETTINGS_DIR=str(settings),
                   PYTHONUNBUFFERED="1")
        self.port, self.token = _free_port(), "bench-open"
        self.log = home / "server.log"
        bindir = pathlib.Path(sys.executable).parent
        self.proc = subprocess.Popen(
            [str(bindir / "jupyter-lab"), "--no-browser", f"--port={self.port}", "--ip=127.0.0.1",
             f"--ServerApp.token={self.token}", f"--ServerApp.root_dir={self.root}",
             "--ServerApp.allow_root=True", "--LabApp.expose_app_in_browser=True", "--LabApp.news_url=None",
             "--LabApp.extension_manager=readonly",
             "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate"],
            env=env, stdout=open(self.log, "wb"), stderr=subprocess.STDOUT, cwd=self.root)
        self.base = f"http://127.0.0.1:{self.port}"
        end = time.monotonic() + 120
        while True:
            if self.proc.poll() is not None:
                raise SystemExit(f"bench_open: JupyterLab exited:\n{self.log.read_text()[-2000:]}")
            try:
                with urllib.request.urlopen(f"{self.base}/api/status?token={self.token}", timeout=2):
                    break
            except OSError:
                if time.monotonic() > end:
                    raise SystemExit("bench_open: JupyterLab did not answer within 120 s") from None
                time.sleep(0.2)

    def url(self, relpath: str, workspace: str) -> str:
        return f"{self.base}/lab/workspaces/{quote(workspace)}/tree/{quote(relpath)}?token={self.token}"

    def api(self, path: str, method: str = "GET"):
        req = urllib.request.Request(f"{self.base}{path}", method=method,
                                     headers={"Authorization": f"token {self.token}"})
        with urllib.request.urlopen(req, timeout=30) as r:
            body = r.read()
        return json.loads(body) if body else None

    def shut_down_all(self) -> None:
        for s in self.api("/api/sessions"):
            self.api(f"/api/sessions/{s['id']}", "DELETE")

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()           # SIGTERM: the server shuts its kernels down
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()


def offline_context(browser):
    """A browser context of the bench's page size in which every request that would leave the machine
    is aborted and listed: (context, the list of the aborted addresses)."""
    context = browser.new_context(viewport=VIEWPORT)
    blocked: list[str] = []

    def route(r):
        host = urlparse(r.request.url).hostname or ""
        if host in ("127.0.0.1", "localhost"):
            r.continue_()
        else:
            blocked.append(r.request.url)
            r.abort()
    context.route("**/*", route)
    return context, blocked


def open_and_time(browser, lab: Lab, relpath: str, selector: str, workspace: str, timeout_s: float = 180) -> dict:
    """Page load → kernel idle → run all → *selector* on screen, in seconds from the page's request."""
    context, blocked = offline_context(browser)
    page = context.new_page()
    try:
        t0 = time.monotonic()
        page.goto(lab.url(relpath, workspace), wait_until="domcontentloaded")
        page.locator(".jp-NotebookPanel .jp-Cell").first.wait_for(timeout=timeout_s * 1000)
        t_cell = time.monotonic()                 # the page drawn: JupyterLab and the notebook's first cell
        dialog = page.locator(".jp-Dialog .jp-mod-accept")
        deadline = t0 + timeout_s
        while not page.evaluate(_IDLE_JS):
            if dialog.count():
                dialog.first.click()
            if time.monotonic() > deadline:
                raise TimeoutError(f"{relpath}: kernel not idle after {timeout_s:.0f} s")
            page.wait_for_timeout(50)
        t_idle = time.monotonic()
        page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
        state = page.wait_for_function(_FIRST_JS, arg=selector, timeout=timeout_s * 1000, polling=50).json_value()
        t_first = time.monotonic()
        if "error" in state:
            raise RuntimeError(f"{relpath}: a cell failed: {state['error']}")
        return {"cell_s": round(t_cell - t0, 2), "idle_s": round(t_idle - t0, 2),
                "run_to_first_s": round(t_first - t_idle, 2),
                "first_s": round(t_first - t0, 2), "blocked": blocked}
    finally:
        context.close()
        lab.shut_down_all()


@contextlib.contextmanager
def chromium_beside(lab: Lab, home: pathlib.Path):
    """Debian's Chromium through Playwright beside *lab*; on the way out, whatever happened, the browser
    closed, the lab stopped and its *home* removed."""
    from playwright.sync_api import sync_playwright
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            try:
                yield browser
            finally:
                browser.close()
    finally:
        lab.stop()
        shutil.rmtree(home, ignore_errors=True)


def browser_bench(lessons: list[str], lang: str, rounds: int, source: pathlib.Path = REPO,
                  windowing: str | None = None, disabled: tuple[str, ...] = ()) -> dict:
    paths = [lesson_path(n, lang, source) for n in lessons]
    runs: dict[str, list[dict]] = {EMPTY: [], BARE_WIDGET: [], **{p: [] for p in paths}}
    home = pathlib.Path(tempfile.mkdtemp(prefix="bench_open_"))
    warm_bytecode(source_env(source, home / "pycache"), source, lessons, lang)
    lab = Lab(home, source, windowing, disabled)
    with chromium_beside(lab, home) as browser:
        # one unmeasured opening: JupyterLab's own first page (its bundles read from disk once)
        open_and_time(browser, lab, EMPTY, FIRST_OUTPUT, "warm-up")
        n = 0
        for r in range(rounds):
            for i, p in enumerate(paths):
                # a floor beside each lesson: the empty notebook, and every other time the bare anywidget
                floors = ((EMPTY, FIRST_OUTPUT),) if i % 2 else ((EMPTY, FIRST_OUTPUT), (BARE_WIDGET, WIDGET))
                for rel, sel in (*floors, (p, WIDGET)):
                    n += 1
                    res = open_and_time(browser, lab, rel, sel, f"b{n}")
                    if rel == p:           # the empty notebook opened just before it: a pair
                        res["empty_first_s"] = runs[EMPTY][-1]["first_s"]
                        res["empty_run_to_first_s"] = runs[EMPTY][-1]["run_to_first_s"]
                    runs[rel].append(res)
                    print(f"round {r + 1} {rel}: idle {res['idle_s']} s, first "
                          f"{'output' if rel == EMPTY else 'widget'} {res['first_s']} s (run all → "
                          f"{res['run_to_first_s']} s)"
                          + (f"  BLOCKED {res['blocked']}" if res["blocked"] else ""), flush=True)
    empty = statistics.median(x["first_s"] for x in runs[EMPTY])
    empty_run = statistics.median(x["run_to_first_s"] for x in runs[EMPTY])
    bare_run = statistics.median(x["run_to_first_s"] for x in runs[BARE_WIDGET])
    summary = {"empty_first_output_s": round(empty, 2), "empty_run_to_first_s": round(empty_run, 2),
               "bare_widget_first_s": round(statistics.median(x["first_s"] for x in runs[BARE_WIDGET]), 2),
               "bare_widget_run_to_first_s": round(bare_run, 2),
               "empty_idle_s": round(statistics.median(x["idle_s"] for x in runs[EMPTY]), 2),
               "empty_cell_s": round(statistics.median(x["cell_s"] for x in runs[EMPTY]), 2), "lessons": {}}
    for p in paths:
        first = statistics.median(x["first_s"] for x in runs[p])
        run = statistics.median(x["run_to_first_s"] for x in runs[p])
        # excess: from the page's request, as a learner waits; run_excess: from the idle kernel's Run All
        # only (what the lesson's cells and widget add, without the page's and the kernel's start, whose
        # spread on a busy machine is larger than the lessons' differences)
        # paired: each opening minus the empty notebook's opened just before it (a load that grows or
        # falls during the run hits both alike), then the median over the rounds
        paired = statistics.median(x["first_s"] - x["empty_first_s"] for x in runs[p])
        paired_run = statistics.median(x["run_to_first_s"] - x["empty_run_to_first_s"] for x in runs[p])
        summary["lessons"][p] = {"first_widget_s": round(first, 2), "excess_s": round(first - empty, 2),
                                 "paired_excess_s": round(paired, 2), "paired_run_excess_s": round(paired_run, 2),
                                 "idle_s": round(statistics.median(x["idle_s"] for x in runs[p]), 2),
                                 "run_to_first_s": round(run, 2), "run_excess_s": round(run - empty_run, 2),
                                 "run_over_bare_widget_s": round(run - bare_run, 2)}
    return {"runs": runs, "summary": summary}


def ab_bench(lessons: list[str], lang: str, rounds: int, base: dict, variant: dict,
             source: pathlib.Path = REPO) -> dict:
    """JupyterLab with the page config *base* and with *variant* (e.g. ``{"buildCheck": true}`` and
    ``{"buildCheck": false}``, or ``{"disabledExtensions": {PLUGIN: false}}`` and ``{... true}``), taking
    turns in one run: the server reads its page config from disk at each page's request, so each
    opening's page gets one state or the other, and each lesson is paired with the empty notebook opened
    just before it in the same state; the order of the two states alternates from one lesson and round
    to the next. A change of the page's start measured against the same load, not another run's.
    Both states must name every key they change: the server merges the file into its page config and
    keeps a key the file no longer has."""
    paths = [lesson_path(n, lang, source) for n in lessons]
    states = ("base", "variant")
    runs: dict[str, dict[str, list[dict]]] = {st: {EMPTY: [], **{p: [] for p in paths}} for st in states}
    home = pathlib.Path(tempfile.mkdtemp(prefix="bench_open_"))
    warm_bytecode(source_env(source, home / "pycache"), source, lessons, lang)
    lab = Lab(home, source)
    labconfig = home / "config" / "labconfig"
    labconfig.mkdir(parents=True, exist_ok=True)

    def switch(state: str) -> None:
        (labconfig / "page_config.json").write_text(json.dumps(variant if state == "variant" else base))
    with chromium_beside(lab, home) as browser:
        for st in states:
            switch(st)
            open_and_time(browser, lab, EMPTY, FIRST_OUTPUT, f"warm-up-{st}")
        n = 0
        for r in range(rounds):
            for i, p in enumerate(paths):
                for st in (states if (r + i) % 2 == 0 else states[::-1]):
                    switch(st)
                    for rel, sel in ((EMPTY, FIRST_OUTPUT), (p, WIDGET)):
                        n += 1
                        res = open_and_time(browser, lab, rel, sel, f"ab{n}")
                        if rel == p:
                            res["empty_first_s"] = runs[st][EMPTY][-1]["first_s"]
                            res["empty_idle_s"] = runs[st][EMPTY][-1]["idle_s"]
                        runs[st][rel].append(res)
                        print(f"round {r + 1} {st} {rel}: page drawn {res['cell_s']} s, idle {res['idle_s']} s, "
                              f"first {res['first_s']} s"
                              + (f"  BLOCKED {res['blocked']}" if res["blocked"] else ""), flush=True)
    summary: dict = {"base": base, "variant": variant, "empty": {}, "lessons": {}}
    for st in states:
        summary["empty"][st] = {k: round(statistics.median(x[k] for x in runs[st][EMPTY]), 2)
                                for k in ("cell_s", "idle_s", "first_s")}
    for p in paths:
        summary["lessons"][p] = {st: {
            "first_s": round(statistics.median(x["first_s"] for x in runs[st][p]), 2),
            "paired_excess_s": round(statistics.median(x["first_s"] - x["empty_first_s"] for x in runs[st][p]), 2),
            "paired_idle_excess_s": round(statistics.median(x["idle_s"] - x["empty_idle_s"] for x in runs[st][p]), 2)}
            for st in states}
    return {"ab_runs": runs, "ab_summary": summary}


def kernel_side(lessons: list[str], lang: str, source: pathlib.Path = REPO) -> dict:
    """Without a browser: the course's import time and each lesson's first code cell, each in a
    fresh interpreter (IPython and ipykernel imported first, as a kernel has them)."""
    out: dict = {}
    pycache = pathlib.Path(tempfile.mkdtemp(prefix="bench_open_pycache_"))
    env = source_env(source, pycache)
    warm_bytecode(env, source, lessons, lang)
    r = subprocess.run([sys.executable, "-X", "importtime", "-c", "import tarot_course, widgets"],
                       capture_output=True, text=True, cwd=source, env=env)
    total = [line for line in r.stderr.splitlines() if line.rstrip().endswith("| tarot_course")
             or line.rstrip().endswith("| widgets")]
    out["import_tarot_course_widgets_us"] = sum(int(line.split("|")[1]) for line in total)
    out["first_cell"] = {}
    for n in lessons:
        rel = lesson_path(n, lang, source)
        nb = json.loads((source / "lessons" / rel).read_text())
        code = next("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code")
        prog = ("import sys, time, IPython, ipykernel\nt = time.perf_counter()\n"
                f"exec(compile({code!r}, 'cell', 'exec'))\n"
                "print(round(time.perf_counter() - t, 3), ' '.join(m for m in %r if m in sys.modules))" % (HEAVY,))
        r = subprocess.run([sys.executable, "-c", prog], capture_output=True, text=True,
                           cwd=source / "lessons" / lang, env=env)
        line = (r.stdout.strip().splitlines() or ["?"])[-1] if r.returncode == 0 else f"failed: {r.stderr[-200:]}"
        seconds, _, heavy = line.partition(" ")
        out["first_cell"][rel] = {"seconds": seconds, "heavy_imports": heavy.split()}
        print(f"{rel}: first cell {seconds} s; heavy modules loaded: {heavy or 'none'}", flush=True)
    out["until_first_widget"] = {}
    for n in lessons:
        rel = lesson_path(n, lang, source)
        res = time_cells(source / "lessons" / rel, env, up_to_widget=True)
        out["until_first_widget"][rel] = res
        print(f"{rel}: in a kernel, the code cells up to its first widget (cell {res['widget_cell']}) "
              f"{res['seconds']} s", flush=True)
    shutil.rmtree(pycache, ignore_errors=True)
    return out


def time_cells(path: pathlib.Path, env: dict, up_to_widget: bool = False) -> dict:
    """In a real kernel (nbclient, started with *env*, in *path*'s folder), the notebook's code cells one
    by one, as Run All runs them — with *up_to_widget*, up to the first whose output is a widget or a
    chart: the kernel's wall time for them (no browser: what the course computes; the kernel's start
    left out), the index of that widget's cell, and each cell's time and first line. A cell that raises
    ends the run, as Run All stops (its error is kept)."""
    import nbformat
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError

    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(nb, timeout=600, kernel_name="python3",
                            resources={"metadata": {"path": str(path.parent)}})
    total, cell_index, cells = 0.0, None, []
    with client.setup_kernel(env=env):
        for i, cell in enumerate(nb.cells):
            if cell.cell_type != "code":
                continue
            t = time.perf_counter()
            error = None
            try:
                client.execute_cell(cell, i)
            except CellExecutionError as e:
                error = (str(e).strip().splitlines() or [type(e).__name__])[-1][:200]
            spent = time.perf_counter() - t
            total += spent
            cells.append({"cell": i, "seconds": round(spent, 3),
                          "first_line": (cell.source.strip().splitlines() or [""])[0][:90], "error": error})
            if error:
                break
            if up_to_widget and any("widget-view" in kind or "vega" in kind
                                    for o in cell.outputs for kind in o.get("data", {})):
                cell_index = i
                break
    return {"seconds": round(total, 3), "widget_cell": cell_index, "cells": cells}


def length_bench(rounds: int) -> dict:
    """What a notebook's length costs Run All (no lesson's content): one course Quiz after a first cell,
    the same with 35 one-line code cells after it, and with 30 markdown cells before it as well, opened
    in turn in one JupyterLab; Run All → the widget drawn, medians."""
    first = ("from widgets import Quiz\nfrom tarot_course import start, lesson_rng, target_check\n"
             "SEED = start('en')\nrng = lesson_rng(SEED)\n")

    def notebook(code_after: int, markdown_before: int) -> dict:
        nb = _empty_notebook(first)
        cells = nb["cells"]
        cells += [{"cell_type": "markdown", "id": f"m{i}", "metadata": {}, "source": ["Some **prose**. " * 30]}
                  for i in range(markdown_before)]
        cells.append({"cell_type": "code", "execution_count": None, "id": "quiz", "metadata": {}, "outputs": [],
                      "source": ["Quiz('S1?', check=target_check(1, 'en'), kind='number')"]})
        cells += [{"cell_type": "code", "execution_count": None, "id": f"x{i}", "metadata": {}, "outputs": [],
                   "source": [f"x{i} = {i}"]} for i in range(code_after)]
        return nb

    shapes = {"quiz.ipynb": (0, 0), "quiz_35_code.ipynb": (35, 0), "quiz_35_code_30_markdown.ipynb": (35, 30)}
    home = pathlib.Path(tempfile.mkdtemp(prefix="bench_open_"))
    warm_bytecode(source_env(REPO, home / "pycache"), REPO, ["01"], "en")
    lab = Lab(home)
    runs: dict[str, list[float]] = {k: [] for k in shapes}
    for name, (code_after, markdown_before) in shapes.items():
        (lab.root / name).write_text(json.dumps(notebook(code_after, markdown_before)))
    with chromium_beside(lab, home) as browser:
        open_and_time(browser, lab, EMPTY, FIRST_OUTPUT, "warm-up")
        n = 0
        for r in range(rounds):
            for name in shapes:
                n += 1
                res = open_and_time(browser, lab, name, WIDGET, f"l{n}")
                runs[name].append(res["run_to_first_s"])
                print(f"round {r + 1} {name}: run all → widget {res['run_to_first_s']} s", flush=True)
    return {"length_runs": runs, "length_summary": {k: round(statistics.median(v), 2) for k, v in runs.items()}}


# ----------------------------------------------------------------------- the JupyterLite site
#: the kernel plugin whose start options the course's site sets (scripts/lite_build.py)
LITE_KERNEL = "@jupyterlite/pyodide-kernel-extension:kernel"
#: the site's packages that are the course's, not the kernel's: without them in the kernel's start
#: options, the site's Python kernel is the stock one (it loads its own packages only)
COURSE_PACKAGES = ("tarot-lab",)
_LITE_APP_JS = "() => !!(window.jupyterapp && window.jupyterapp.shell && document.querySelector('#jp-main-dock-panel'))"
_LITE_IDLE_JS = """(path) => {
  const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  if (!w || !w.context || w.context.path !== path || !w.node.querySelector('.jp-Cell')) return false;
  const ctx = w.sessionContext;
  return !!(ctx && ctx.session && ctx.session.kernel && ctx.kernelDisplayStatus === 'idle');
}"""


def lite_server(site: pathlib.Path, stock: bool):
    """A server of the built *site* on 127.0.0.1 (a thread); *stock*: its jupyter-lite.json asks the
    kernel to start with its own packages only, the course's wheel (and what only it needs) left out."""
    import functools
    import http.server
    import threading

    cfg = json.loads((site / "jupyter-lite.json").read_text(encoding="utf-8"))
    data = cfg["jupyter-config-data"]
    data["exposeAppInBrowser"] = "true"                      # the benchmark drives the app
    options = data["litePluginSettings"][LITE_KERNEL]["loadPyodideOptions"]
    if stock:
        options["packages"] = [p for p in options["packages"] if p not in COURSE_PACKAGES]
    body = json.dumps(cfg).encode()

    class Handler(http.server.SimpleHTTPRequestHandler):
        extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, ".mjs": "text/javascript",
                          ".js": "text/javascript", ".wasm": "application/wasm", ".json": "application/json",
                          ".whl": "application/octet-stream", ".zip": "application/zip"}

        def log_message(self, *args):
            pass

        def do_GET(self):
            if self.path.split("?")[0] == "/jupyter-lite.json":
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
                return
            super().do_GET()

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=str(site)))
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def lite_open(browser, base: str, relpath: str, run: bool, timeout_s: float = 240) -> dict:
    """A cold page (fresh context: no cache, no stored files) of the site at *relpath*: load →
    kernel idle, and with *run* → Run All Cells → first widget; seconds from the page's request."""
    context = browser.new_context(viewport=VIEWPORT, service_workers="allow")
    left: list[str] = []
    context.route("**/*", lambda r: (r.continue_() if (urlparse(r.request.url).hostname or "") == "127.0.0.1"
                                     or r.request.url.startswith(("data:", "blob:"))
                                     else (left.append(r.request.url), r.abort())))
    page = context.new_page()
    try:
        t0 = time.monotonic()
        page.goto(f"{base}/lab/index.html?path={quote(relpath)}", wait_until="domcontentloaded")
        page.wait_for_function(_LITE_APP_JS, timeout=timeout_s * 1000, polling=50)
        t_app = time.monotonic()
        page.wait_for_function(_LITE_IDLE_JS, arg=relpath, timeout=timeout_s * 1000, polling=50)
        t_idle = time.monotonic()
        out = {"app_s": round(t_app - t0, 2), "idle_s": round(t_idle - t0, 2), "blocked": left}
        if run:
            page.evaluate("() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
            state = page.wait_for_function(_FIRST_JS, arg=WIDGET, timeout=timeout_s * 1000, polling=50).json_value()
            if "error" in state:
                raise RuntimeError(f"{relpath}: a cell failed in the browser kernel: {state['error']}")
            out["first_s"] = round(time.monotonic() - t0, 2)
        return out
    finally:
        context.close()


def lite_bench(site: pathlib.Path, lessons: list[str], lang: str, rounds: int) -> dict:
    """The site's stock Python kernel (kernel ready on a notebook, the course's wheel not loaded at
    start) beside the course's kernel (ready, then Run All → first widget), taking turns, in one
    Chromium: the issue's JupyterLite target (course's kernel ≤ 3 s after the stock one, first widget
    ≤ 2 s after that)."""
    from playwright.sync_api import sync_playwright
    paths = [f"{lang}/{p.name}" for n in lessons for p in sorted((site / "files" / lang).glob(f"{n}_*.ipynb"))[:1]]
    if not paths:
        raise SystemExit(f"bench_open: none of the lessons {lessons} is in {site}/files/{lang}/")
    stock, course = lite_server(site, stock=True), lite_server(site, stock=False)
    runs: dict[str, list[dict]] = {"stock": [], **{p: [] for p in paths}}
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
            base_s = f"http://127.0.0.1:{stock.server_address[1]}"
            base_c = f"http://127.0.0.1:{course.server_address[1]}"
            lite_open(browser, base_c, paths[0], run=False)           # unmeasured: files read from disk once
            for r in range(rounds):
                for p in paths:
                    res = lite_open(browser, base_s, p, run=False)
                    runs["stock"].append(res)
                    print(f"lite round {r + 1} stock kernel ({p}): ready {res['idle_s']} s", flush=True)
                    res = lite_open(browser, base_c, p, run=True)
                    runs[p].append(res)
                    print(f"lite round {r + 1} {p}: kernel ready {res['idle_s']} s, first widget {res['first_s']} s"
                          + (f"  BLOCKED {res['blocked']}" if res["blocked"] else ""), flush=True)
            browser.close()
    finally:
        stock.shutdown()
        course.shutdown()
    floor = statistics.median(x["idle_s"] for x in runs["stock"])
    summary: dict = {"stock_kernel_ready_s": round(floor, 2), "lessons": {}}
    for p in paths:
        ready = statistics.median(x["idle_s"] for x in runs[p])
        first = statistics.median(x["first_s"] for x in runs[p])
        summary["lessons"][p] = {"kernel_ready_s": round(ready, 2), "ready_after_stock_s": round(ready - floor, 2),
                                 "first_widget_s": round(first, 2), "widget_after_ready_s": round(first - ready, 2)}
    return {"lite_runs": runs, "lite_summary": summary}



def viewport_size(text: str) -> dict[str, int]:
    """``--viewport WxH`` (both scripts' one parser): the page's size in CSS pixels, each at least 200.

    >>> viewport_size("1280x800")
    {'width': 1280, 'height': 800}
    """
    width, _, height = text.partition("x")
    if not (width.isdigit() and height.isdigit() and int(width) >= 200 and int(height) >= 200):
        raise argparse.ArgumentTypeError(f"WIDTHxHEIGHT in CSS pixels, each at least 200 (got {text!r})")
    return {"width": int(width), "height": int(height)}

def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--lessons", nargs="*", default=DEFAULT_LESSONS,
                    help="lesson numbers (two digits), or all: every numbered lesson of --source")
    ap.add_argument("--lang", default="en", choices=("en", "fr"))
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--kernel-side", action="store_true", help="no browser: imports and first cells only")
    ap.add_argument("--source", type=pathlib.Path, default=REPO,
                    help="run the course from this checkout instead (its lessons/, tarot_core, widgets)")
    ap.add_argument("--lite", type=pathlib.Path, metavar="SITE",
                    help="instead: the JupyterLite site built into SITE (bash scripts/lite.sh SITE)")
    ap.add_argument("--windowing", choices=("full", "contentVisibility", "defer", "none"),
                    help="JupyterLab's notebook windowing mode for this run (default: JupyterLab's own)")
    ap.add_argument("--disable", nargs="*", default=[], metavar="PLUGIN",
                    help="JupyterLab extensions switched off for this run (an experiment, e.g. "
                         "@jupyterlab/mathjax-extension: what the typesetter costs a page with markdown)")
    ap.add_argument("--length", action="store_true",
                    help="instead: what a notebook's length costs Run All (a Quiz alone, after 35 code cells, "
                         "and 30 markdown cells)")
    ap.add_argument("--ab", nargs=2, metavar=("BASE", "VARIANT"),
                    help="instead: each opening with one page config (JSON) or the other in turn, in one JupyterLab, "
                         "both naming the keys they set, e.g. '{\"buildCheck\": true}' '{\"buildCheck\": false}'")
    ap.add_argument("--viewport", metavar="WxH", default="1280x2600", type=viewport_size,
                    help="the page's size in CSS pixels (default 1280x2600; 1280x800: a learner's window)")
    ap.add_argument("--log", type=pathlib.Path, help="write every run and the summary (JSON) here")
    args = ap.parse_args(argv)
    if args.rounds < 1:
        ap.error("--rounds: at least 1")
    VIEWPORT.update(args.viewport)
    if args.lessons == ["all"]:
        args.lessons = sorted({p.name[:2] for p in (args.source / "lessons" / args.lang).glob("[0-9][0-9]_*.ipynb")})
    result: dict = {"measured_at": time.strftime("%Y-%m-%d %H:%M:%S"), "load_average": os.getloadavg(),
                    "viewport": dict(VIEWPORT)}
    if args.length:
        result.update(length_bench(args.rounds))
        for name, median in result["length_summary"].items():
            print(f"{name:34s} run all → widget {median:.2f} s (median of {args.rounds})")
        if args.log:
            args.log.write_text(json.dumps(result, indent=2, ensure_ascii=False))
        return 0
    if args.ab:
        try:
            base, variant = (json.loads(x) for x in args.ab)
        except ValueError as exc:
            ap.error(f"--ab: two page configs in JSON, e.g. '{{\"buildCheck\": true}}' "
                     f"'{{\"buildCheck\": false}}' ({exc})")
        if not (isinstance(base, dict) and isinstance(variant, dict) and variant) or set(base) != set(variant):
            ap.error("--ab: two JSON objects setting the same page config keys, "
                     "e.g. '{\"buildCheck\": true}' '{\"buildCheck\": false}'")
        result.update(ab_bench(args.lessons, args.lang, args.rounds, base, variant, args.source))
        s = result["ab_summary"]
        for st, v in s["empty"].items():
            print(f"empty notebook, {st}: page drawn {v['cell_s']} s, kernel idle {v['idle_s']} s, "
                  f"first output {v['first_s']} s (medians)")
        for rel, v in s["lessons"].items():
            print(f"{rel:40s} " + "   ".join(
                f"{st}: first widget {w['first_s']:5.2f} s, paired excess {w['paired_excess_s']:+.2f} s "
                f"(idle {w['paired_idle_excess_s']:+.2f} s)" for st, w in v.items()))
        if args.log:
            args.log.write_text(json.dumps(result, indent=2, ensure_ascii=False))
        return 0
    if args.lite:
        result.update(lite_bench(args.lite, args.lessons, args.lang, args.rounds))
        s = result["lite_summary"]
        print(f"\nstock kernel ready {s['stock_kernel_ready_s']} s (median of {args.rounds * len(s['lessons'])})")
        for rel, v in s["lessons"].items():
            print(f"{rel:40s} kernel ready {v['kernel_ready_s']:6.2f} s ({v['ready_after_stock_s']:+.2f} s after "
                  f"the stock kernel), first widget {v['first_widget_s']:6.2f} s "
                  f"({v['widget_after_ready_s']:+.2f} s after ready)")
        if args.log:
            args.log.write_text(json.dumps(result, indent=2, ensure_ascii=False))
        return 0
    result["source"] = str(args.source)
    result["kernel_side"] = kernel_side(args.lessons, args.lang, args.source)
    print(f"import tarot_course, widgets: {result['kernel_side']['import_tarot_course_widgets_us'] / 1000:.0f} ms")
    if not args.kernel_side:
        result.update(browser_bench(args.lessons, args.lang, args.rounds, args.source, args.windowing,
                                            tuple(args.disable)))
        s = result["summary"]
        print(f"\nempty notebook: page drawn {s['empty_cell_s']} s, kernel idle {s['empty_idle_s']} s, "
              f"first output {s['empty_first_output_s']} s, "
              f"run all → output {s['empty_run_to_first_s']} s (medians)")
        print(f"a bare anywidget (not the course's): first widget {s['bare_widget_first_s']} s, run all → widget "
              f"{s['bare_widget_run_to_first_s']} s")
        for rel, v in s["lessons"].items():
            print(f"{rel:40s} first widget {v['first_widget_s']:6.2f} s   excess {v['excess_s']:+6.2f} s "
                  f"(paired {v['paired_excess_s']:+.2f} s)   (idle {v['idle_s']} s, run all → widget "
                  f"{v['run_to_first_s']} s: {v['run_excess_s']:+.2f} s, paired {v['paired_run_excess_s']:+.2f} s; "
                  f"{v['run_over_bare_widget_s']:+.2f} s over a bare anywidget)")
    if args.log:
        args.log.write_text(json.dumps(result, indent=2, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
