"""scripts/profile_open.py (issue 26, "Opening a lesson"): the arithmetic of its profile summaries and
its lesson variants, on hand-made inputs (the browser run itself is a measurement, not a test)."""
from __future__ import annotations

import importlib.util
import pathlib
import sys

REPO = pathlib.Path(__file__).resolve().parents[1]


def _profile_open():
    sys.path.insert(0, str(REPO / "scripts"))          # profile_open imports its sibling bench_open
    try:
        spec = importlib.util.spec_from_file_location("profile_open", REPO / "scripts" / "profile_open.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(REPO / "scripts"))
    return module


def _frame(name: str, url: str = "", line: int = 0) -> dict:
    return {"functionName": name, "url": url, "lineNumber": line}


#: root → render (app.js:10) → parse (app.js:20); samples every 1 ms: idle, parse, parse, render, idle, parse
PROFILE = {
    "nodes": [{"id": 1, "callFrame": _frame("(root)"), "children": [2, 4]},
              {"id": 2, "callFrame": _frame("render", "http://h/static/app.js", 9), "children": [3]},
              {"id": 3, "callFrame": _frame("parse", "http://h/static/app.js", 19)},
              {"id": 4, "callFrame": _frame("(idle)")}],
    "samples": [4, 3, 3, 2, 4, 3], "timeDeltas": [1000] * 6, "startTime": 0,
}


def test_profile_summary_counts_busy_self_and_inclusive_time_in_its_window():
    po = _profile_open()
    whole = po._profile_summary(PROFILE, end_ms=10)
    assert whole["busy_ms"] == 4.0 and whole["idle_ms"] == 2.0
    assert dict(map(tuple, whole["self"]))["parse app.js:20"] == 3.0
    assert dict(map(tuple, whole["inclusive"]))["render app.js:10"] == 4.0     # its own sample and parse's three
    assert dict(map(tuple, whole["by_file"])) == {"app.js": 4.0}
    # samples at 1..6 ms: the window 2.5-4.5 ms holds the 3rd (parse) and 4th (render) only
    window = po._profile_summary(PROFILE, end_ms=4.5, start_ms=2.5)
    assert window["busy_ms"] == 2.0
    assert dict(map(tuple, window["self"])) == {"parse app.js:20": 1.0, "render app.js:10": 1.0}


def test_lesson_variants_keep_the_code_and_change_only_the_markdown():
    po = _profile_open()
    nb = {"cells": [{"cell_type": "markdown", "source": ["# Title\n", "See [lesson 1](01_x.ipynb), **bold**."]},
                    {"cell_type": "code", "source": ["x = 1  # [a](b)"]}]}
    assert po.variant(nb, "nomd")["cells"] == [nb["cells"][1]]
    assert po.variant(nb, "nolinks")["cells"][0]["source"] == ["# Title\nSee lesson 1, **bold**."]
    assert po.variant(nb, "text")["cells"][0]["source"] == [" Title\nSee lesson 1, bold."]
    assert po.variant(nb, "text")["cells"][1] == nb["cells"][1]
    assert nb["cells"][0]["source"][0] == "# Title\n"                         # the lesson itself untouched


def test_trace_summary_times_the_main_thread_from_the_pages_origin():
    """The page's clock is anchored in the trace by the watch script's time stamp: made at 100 ms on
    the page's clock and at 1,100,000 µs on the trace's, the page's origin is at 1,000,000 µs."""
    po = _profile_open()
    main = (1, 1)
    events = [{"name": "thread_name", "ph": "M", "pid": 1, "tid": 1, "args": {"name": "CrRendererMain"}},
              {"name": "TimeStamp", "ph": "I", "pid": 1, "tid": 1, "ts": 1_100_000,
               "args": {"data": {"message": "profile_open_t0"}}},
              {"name": "RunTask", "ph": "X", "pid": 1, "tid": 1, "ts": 1_200_000, "dur": 80_000},
              {"name": "FunctionCall", "ph": "X", "pid": 1, "tid": 1, "ts": 1_200_000, "dur": 50_000},
              {"name": "Layout", "ph": "X", "pid": 1, "tid": 1, "ts": 1_250_000, "dur": 20_000},
              {"name": "RunTask", "ph": "X", "pid": 1, "tid": 1, "ts": 1_900_000, "dur": 10_000}]
    assert po._trace_origin(events, 100.0) == (1_000_000, main)
    out = po._trace_summary(events, end_ms=500, start_ms=100, stamp_ms=100.0)
    assert out == {"tasks_ms": 80.0, "kinds_ms": {"script": 50.0, "layout": 20.0}, "long_tasks_ms": [[200, 80]]}
