"""The newcomer's path, walked in a real browser (issue 21, items 1 and 4).

The README's first command is ``bash scripts/course.sh``. Here it runs for real (``--no-browser`` on a
free port, with the project's .venv seen through a stand-in folder whose install stamp is current,
so it runs no pip; Jupyter's folders and the learner's copy, TAROT_LAB_HOME, in a temp folder): its
set-up writes the course's JupyterLab defaults into the .venv and copies the lessons, then
JupyterLab serves that copy. Chromium opens the link it printed.

- Item 1: lesson 0 run (its first cell: the whole lesson runs top to bottom in JupyterLab in
  test_lessons_browser.py, not again here) and saved lands in the learner's copy with its
  outputs; the repository's ``lessons/`` is as it was (``git status``), so ``test_stored_without_outputs`` and
  the rest of ``scripts/test.sh`` still pass after the README's "Before the day" sequence.
- Item 4: at 390×844 (a phone held upright) the lesson's text is readable: JupyterLab's
  single-document layout, side panels collapsed, the first text cell at least 300 px wide (it was
  27 px, beside a file browser two thirds of the screen wide); at 1280 px JupyterLab's own layout
  is kept.
"""
from __future__ import annotations

import contextlib
import hashlib
import json
import os
import pathlib
import re
import subprocess
import sys
import time
from urllib.parse import parse_qs, urlparse

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.xdist_group("browser")]

ROOT = pathlib.Path(__file__).resolve().parents[2]
VENV_BIN = pathlib.Path(sys.executable).parent
LESSON = "en/00_start_here.ipynb"

_LAYOUT_JS = """() => {
  const shell = window.jupyterapp && window.jupyterapp.shell;
  const text = document.querySelector('.jp-NotebookPanel .jp-MarkdownCell .jp-RenderedMarkdown');
  if (!shell || !text) return null;
  const r = text.getBoundingClientRect();
  return {mode: shell.mode, leftCollapsed: shell.leftCollapsed, rightCollapsed: shell.rightCollapsed,
          textLeft: Math.round(r.left), textWidth: Math.round(r.width),
          pageWidth: document.documentElement.scrollWidth};
}"""


class Course:
    def __init__(self, proc, base, token, copy, output):
        self.proc, self.base, self.token, self.copy, self.output = proc, base, token, copy, output

    def url(self, relpath: str, workspace: str) -> str:
        return f"{self.base}/lab/workspaces/{workspace}/tree/{relpath}?token={self.token}"


def _free_port() -> int:
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def course(tmp_path_factory):
    """``bash scripts/course.sh --no-browser`` as a learner starts it (see the module docstring)."""
    tmp = tmp_path_factory.mktemp("newcomer")
    venv = tmp / "venv"
    (venv / "bin").mkdir(parents=True)
    for tool in ("python", "jupyter"):
        shim = venv / "bin" / tool
        shim.write_text(f'#!/bin/sh\nexec "{VENV_BIN / tool}" "$@"\n')
        shim.chmod(0o755)
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    (venv / ".tarot-lab-stamp").write_text(f"{digest} {sys.version.split()[0]}\n")
    home = tmp / "jupyter"
    env = dict(os.environ, TAROT_VENV=str(venv), TAROT_LAB_HOME=str(tmp / "tarot-lab"), PYTHONUNBUFFERED="1",
               JUPYTER_CONFIG_DIR=str(home / "config"), JUPYTER_RUNTIME_DIR=str(home / "runtime"),
               JUPYTER_DATA_DIR=str(home / "data"), IPYTHONDIR=str(home / "ipython"),
               JUPYTERLAB_WORKSPACES_DIR=str(home / "workspaces"), JUPYTERLAB_SETTINGS_DIR=str(home / "settings"))
    port = _free_port()
    log = tmp / "course.log"
    # --LabApp.expose_app_in_browser: window.jupyterapp, which the test reads (passed on to jupyter lab)
    proc = subprocess.Popen(["bash", str(ROOT / "scripts" / "course.sh"), "--no-browser", "--port", str(port),
                             "--LabApp.expose_app_in_browser=True"],
                            env=env, stdout=open(log, "wb"), stderr=subprocess.STDOUT)
    link = re.compile(rf"http://(?:127\.0\.0\.1|localhost):{port}/\S*token=\S+")
    try:
        end = time.monotonic() + 90
        while not (found := link.findall(log.read_text(errors="replace"))):
            if proc.poll() is not None or time.monotonic() > end:
                pytest.fail(f"course.sh printed no link (exit code {proc.poll()}):\n{log.read_text()[-3000:]}",
                            pytrace=False)
            time.sleep(0.3)
        token = parse_qs(urlparse(found[0]).query)["token"][0]
        yield Course(proc, f"http://127.0.0.1:{port}", token, tmp / "tarot-lab" / "lessons",
                     log.read_text(errors="replace"))
    finally:
        if proc.poll() is None:                # stop the server we started, by its PID (course.sh execs it)
            proc.terminate()
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def _open(page, course, page_tools, relpath=LESSON):
    page.goto(course.url(relpath, f"newcomer-{os.getpid()}-{time.monotonic_ns()}"))
    page.locator(".jp-NotebookPanel .jp-Cell").first.wait_for(timeout=90_000)
    dialog = page.locator(".jp-Dialog .jp-mod-accept")
    end = time.monotonic() + 90
    while not page.evaluate(page_tools.READY_JS, relpath):
        if dialog.count():                     # a notebook without a kernel named: take the default
            dialog.first.click()
        assert time.monotonic() < end, f"the kernel of {relpath} is not idle after 90 s"
        page.wait_for_timeout(200)


def _git_status() -> str:
    return subprocess.run(["git", "-C", str(ROOT), "status", "--porcelain", "--", "lessons"],
                          capture_output=True, text=True, check=True).stdout


def _has_outputs(path: pathlib.Path) -> bool:
    if not path.is_file():
        return False
    nb = json.loads(path.read_text(encoding="utf-8"))
    return any(c.get("outputs") or c.get("execution_count") for c in nb["cells"] if c["cell_type"] == "code")


def test_newcomer_runs_lesson_0_and_the_repository_stays_clean(course, page, page_tools, shot):
    """Issue 21 item 1: course.sh served the repository's lessons/, JupyterLab saved lesson 0's outputs
    into it (+129/−15 lines) and scripts/test.sh failed. Now the saved lesson is the learner's copy.
    Its first cell is run (the lesson runs whole in test_lessons_browser.py: once per environment)."""
    before = _git_status()
    repo_lesson = ROOT / "lessons" / LESSON
    _open(page, course, page_tools)
    page.evaluate(page_tools.RUN_FIRST_JS, 1)
    ran = page.wait_for_function(page_tools.FIRST_RAN_JS, arg=1, timeout=120_000, polling=200).json_value()
    assert "error" not in ran, ran
    page.evaluate("() => window.jupyterapp.commands.execute('docmanager:save')")
    end = time.monotonic() + 30
    while not (_has_outputs(course.copy / LESSON) or _has_outputs(repo_lesson)):    # the save landed
        assert time.monotonic() < end, "lesson 0 was not saved with its outputs within 30 s"
        time.sleep(0.3)
    shot(page, "newcomer_lesson0_saved")
    assert not _has_outputs(repo_lesson), "JupyterLab saved outputs into the repository's lesson 0"
    assert _has_outputs(course.copy / LESSON)               # saved, with its outputs, in the learner's copy
    assert _git_status() == before                          # the repository's lessons/ as it was
    assert f"your lessons (your work is saved there): {course.copy}" in course.output      # it says where


@pytest.mark.parametrize("width, height, narrow", [(390, 844, True), (1280, 900, False)])
def test_a_phone_gets_a_readable_lesson(course, page, page_tools, shot, width, height, narrow):
    """Issue 21 item 4: at 390×844 the file browser took two thirds of the width and lesson 0's text
    was a 27 px column broken letter by letter. The course's narrow-screen extension (written by
    scripts/lab_settings.py, which course.sh's set-up runs) gives a phone the single-document layout
    with both side panels collapsed: the first text cell is at least 300 px wide and nothing
    overflows the screen. A desktop window keeps JupyterLab's multi-document layout."""
    page.set_viewport_size({"width": width, "height": height})
    _open(page, course, page_tools)
    if narrow:
        from playwright.sync_api import TimeoutError as PlaywrightTimeout
        with contextlib.suppress(PlaywrightTimeout):         # the assertions below say what it shows
            page.wait_for_function("() => window.jupyterapp.shell.mode === 'single-document'", timeout=15_000)
    page.wait_for_timeout(500)                               # the layout settles
    layout = page.evaluate(_LAYOUT_JS)
    shot(page, f"newcomer_lesson0_{width}x{height}")
    if narrow:
        assert layout["mode"] == "single-document" and layout["leftCollapsed"] and layout["rightCollapsed"], layout
        assert layout["textWidth"] >= 300, layout
        assert layout["pageWidth"] <= width, layout
    else:
        assert layout["mode"] == "multiple-document", layout
        assert layout["textWidth"] >= 600, layout
