"""Every lesson in a real browser: JupyterLab 4, offline, run top to bottom like a learner would.

For each notebook of ``lessons/en`` and ``lessons/fr`` (found, not listed) the test opens it in
the shared JupyterLab, runs all cells and then scrolls through the whole notebook (JupyterLab only
draws the cells near the screen) to check that:

* no cell shows an error: no error output, no ``stderr`` output holding a traceback, no rendered
  text containing "Traceback";
* every kind of widget the notebook's code creates rendered its root (``data-testid`` read from
  the widget's own ES module: ``quiz``, ``hand-view``, ``trick-player`` …), and every chart the
  notebook draws rendered its marks (``.vega-embed canvas.marks, .vega-embed svg.marks``);
* no request left the machine (the ``page`` fixture aborts and reports them).

The English lessons are also driven: one quiz answer is clicked (or typed), the feedback from
Python appears with its reason, "show me" then opens the worked solution, and axe-core checks the
quizzes (no serious or critical violation). The French lessons are checked for rendering and
errors only, which keeps the whole run within a few minutes.

One JupyterLab page serves every lesson (``lab_page``): the ``page`` and ``open_notebook``
fixtures reload the whole JupyterLab application for each test, which on a 2-core machine costs
more than running a lesson; here each lesson is opened inside the running application
(``docmanager:open``), closed afterwards and its kernel shut down. The page is hermetic exactly
like ``page`` (every request that is not for this machine is aborted, and each test fails if one
was tried). ``run_all``, ``shot`` and ``axe_check`` are the shared fixtures.

Measured: the time from opening a lesson in the running JupyterLab (kernel start included) to its
first widget on screen during "run all" — and, once, JupyterLab's own start — written to
``timings.json`` beside the screenshots (for the README) and summed up as figures. One screenshot per lesson.
"""
from __future__ import annotations

import json
import pathlib
import re
import statistics
import time

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.xdist_group("browser")]

REPO = pathlib.Path(__file__).resolve().parents[2]
LESSONS = REPO / "lessons"
FULL_LANG = "en"                      # driven fully; the other language: render + no error
WIDGET_ROOT = ".jp-OutputArea-output .tw[data-testid]"
RULE_ID = re.compile(r"\b[CDAEPXBSGRV]\d{1,2}\b")

LESSON_PATHS = sorted(f"{p.parent.name}/{p.name}" for lang in ("en", "fr")
                      for p in (LESSONS / lang).glob("[0-9][0-9]_*.ipynb"))


# Scroll the notebook from top to bottom, collecting what has been drawn along the way.
_SCAN_JS = """(step) => {
  const panel = window.jupyterapp.shell.currentWidget;
  const node = panel.node;
  const scroller = node.querySelector('.jp-WindowedPanel-outer') || node.querySelector('.jp-Notebook');
  const seen = window.__scan || (window.__scan = {roots: {}, charts: 0, errors: []});
  const look = () => {
    const now = {};
    for (const el of node.querySelectorAll('.jp-OutputArea-output .tw[data-testid]')) {
      now[el.dataset.testid] = (now[el.dataset.testid] || 0) + 1;
    }
    for (const [k, v] of Object.entries(now)) seen.roots[k] = Math.max(seen.roots[k] || 0, v);
    seen.charts = Math.max(seen.charts, node.querySelectorAll('.vega-embed canvas.marks, .vega-embed svg.marks').length);
    for (const el of node.querySelectorAll('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"], .jp-OutputArea-output[data-mime-type="application/vnd.jupyter.error"], .jp-RenderedText')) {
      const t = el.innerText || '';
      const bad = el.dataset.mimeType === 'application/vnd.jupyter.error' || t.includes('Traceback');
      if (bad && !seen.errors.includes(t.slice(0, 600))) seen.errors.push(t.slice(0, 600));
    }
  };
  if (step < 0) { scroller.scrollTop = 0; return {done: false, top: 0}; }     // start from the top
  look();
  const before = scroller.scrollTop;
  scroller.scrollTop = before + step;
  return {done: scroller.scrollTop <= before || scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2,
          top: scroller.scrollTop};
}"""

_WATCH_FIRST_WIDGET_JS = """() => {
  window.__firstWidget = null;
  const found = () => document.querySelector('.jp-OutputArea-output .tw[data-testid]');
  if (found()) { window.__firstWidget = Date.now(); return; }
  const obs = new MutationObserver(() => {
    if (!window.__firstWidget && found()) { window.__firstWidget = Date.now(); obs.disconnect(); }
  });
  obs.observe(document.body, {childList: true, subtree: true});
}"""


_CLOSE_JS = """() => {
  const w = window.jupyterapp.shell.currentWidget;
  if (w && w.context) { w.context.model.dirty = false; w.dispose(); }
}"""


@pytest.fixture(scope="module")
def lab_page(browser, lab_server, figure, open_hermetic_page):
    """One hermetic JupyterLab page for all the lessons (the ``page`` fixture's guard)."""
    with open_hermetic_page(browser, "the lessons") as pg:
        t0 = time.monotonic()
        pg.goto(lab_server.base + f"/lab?token={lab_server.token}")
        pg.wait_for_function("() => !!(window.jupyterapp && window.jupyterapp.shell && "
                             "document.querySelector('#jp-main-dock-panel'))", timeout=120_000)
        pg.locator(".jp-DirListing-content").first.wait_for(timeout=120_000)
        figure("lessons_jupyterlab_start", round(time.monotonic() - t0, 1), "s",
               "browser: JupyterLab page until its file browser shows (once per run)")
        yield pg


def _open_lesson(page, tools, relpath, timeout=120_000):
    page.evaluate(_CLOSE_JS)
    page.evaluate(tools.OPEN_JS, relpath)
    page.wait_for_function(tools.READY_JS, arg=relpath, timeout=timeout, polling=200)


def _scan(page, max_steps=200, keep=False):
    """Scroll the notebook top to bottom, what it drew gathered in ``window.__scan`` (*keep*: added to
    what an earlier scan gathered, as _SCAN_JS merges it)."""
    if not keep:
        page.evaluate("() => { window.__scan = null; }")
    page.evaluate(_SCAN_JS, -1)
    page.wait_for_timeout(80)
    steps = 0
    for steps in range(1, max_steps + 1):    # noqa: B007 — the number of steps taken is read below
        state = page.evaluate(_SCAN_JS, 1800)
        page.wait_for_timeout(80)
        if state["done"]:
            page.evaluate(_SCAN_JS, 0)          # one last look at the bottom
            break
    scan = page.evaluate("() => window.__scan")
    scan["steps"] = steps
    return scan


def _scan_until(page, roots, passes=3):
    """:func:`_scan`, again while a widget *roots* names is missing (at most *passes* scans, what each saw
    kept): on a slow machine a widget scrolled past may draw only once the scan has gone by (lesson 15's
    practice table, at the foot of the notebook, on a 2-core AMD EPYC)."""
    scan = _scan(page)
    for _ in range(passes - 1):
        if roots <= set(scan["roots"]):
            break
        page.wait_for_timeout(1000)
        scan = _scan(page, keep=True)
    return scan


def _record_timing(screenshot_dir, figure, relpath, seconds):
    path = screenshot_dir / "timings.json"
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        data = {}
    data.setdefault("first_widget_s", {})[relpath] = round(seconds, 2)
    data["measured_at"] = time.strftime("%Y-%m-%d %H:%M:%S")
    data["what"] = ("seconds from opening the lesson in a running JupyterLab (kernel start included) to its "
                    "first widget on screen during Run All Cells; 2-core test machine, a fresh kernel per lesson")
    path.write_text(json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False))
    for lang in ("en", "fr"):
        values = [v for k, v in data["first_widget_s"].items() if k.startswith(lang + "/")]
        if values:
            figure(f"lesson_first_widget_{lang}", round(statistics.median(values), 1), "s",
                   f"median over {len(values)} lesson(s); max {max(values):.1f} s (timings.json)")


def _answer_one_quiz(page):
    """Click (or type) one answer in the first quiz that takes one; return that quiz."""
    quizzes = page.locator(".jp-OutputArea-output [data-testid=quiz]")
    for i in range(quizzes.count()):
        quiz = quizzes.nth(i)
        choice = quiz.locator("[data-testid=quiz-choice-0]")
        field = quiz.locator("[data-testid=quiz-input]")
        if choice.count():
            choice.scroll_into_view_if_needed()
            choice.click()
            return quiz
        if field.count() and field.is_visible():
            field.scroll_into_view_if_needed()
            field.fill("0")
            quiz.locator("[data-testid=quiz-check]").click()
            return quiz
    return None


@pytest.mark.parametrize("relpath", LESSON_PATHS)
def test_lesson_runs_and_renders_in_jupyterlab(relpath, lab_page, lab_server, run_all, shot, axe_check,
                                              screenshot_dir, figure, page_tools):
    page = lab_page
    lang = relpath.split("/")[0]
    roots, has_chart, n_code = page_tools.expected(relpath)
    blocked_before = len(page.context.blocked)
    t0 = time.time()
    try:
        _open_lesson(page, page_tools, relpath)
        page.evaluate(_WATCH_FIRST_WIDGET_JS)
        run_all(page, n_cells=n_code, timeout=240)
        first = page.locator(WIDGET_ROOT).first
        if roots:
            first.wait_for(state="attached", timeout=30_000)
            seen_at = page.evaluate("() => window.__firstWidget")
            _record_timing(screenshot_dir, figure, relpath, (seen_at / 1000 if seen_at else time.time()) - t0)

        scan = _scan_until(page, roots)
        assert not scan["errors"], f"{relpath}: cells show errors:\n" + "\n---\n".join(scan["errors"])
        missing = sorted(roots - set(scan["roots"]))
        assert not missing, f"{relpath}: widgets that did not render: {missing} (rendered: {scan['roots']})"
        if has_chart:
            assert scan["charts"] >= 1, f"{relpath}: the chart did not render (no Vega marks)"

        if lang == FULL_LANG and "quiz" in roots:
            quiz = _answer_one_quiz(page)
            assert quiz is not None, f"{relpath}: no quiz takes a click or a typed answer"
            feedback = quiz.locator("[data-testid=quiz-feedback]")
            expect(feedback).to_be_visible(timeout=15_000)
            said = feedback.inner_text()
            assert len(said.strip()) > 10, f"feedback without a reason: {said!r}"
            expect(quiz.locator("[data-testid=quiz-live]")).to_have_text(re.compile(r"\S"))
            show = quiz.locator("[data-testid=quiz-show]")
            if show.count() and show.is_visible():
                show.click()
                expect(quiz.locator("[data-testid=quiz-solution]")).to_be_visible(timeout=15_000)
            quiz.scroll_into_view_if_needed()
            quiz.evaluate("el => el.setAttribute('data-axe-target', 'quiz')")
            axe_check(page, "[data-axe-target=quiz]")
        elif roots:
            page.locator(WIDGET_ROOT).first.scroll_into_view_if_needed()
        shot(page, f"lesson_{lang}_{pathlib.Path(relpath).stem}")
        blocked = page.context.blocked[blocked_before:]
        assert not blocked, f"{relpath}: requests left the machine: {blocked}"
    finally:
        try:
            lab_server.shut_down([relpath])      # 46 idle kernels would not fit in memory
        except OSError:
            pass
        page.evaluate(_CLOSE_JS)
