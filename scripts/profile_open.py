"""What the browser does between a lesson page's request and its kernel shown idle (issue 26,
"Opening a lesson"): a profile beside ``scripts/bench_open.py``'s timings, not a benchmark.

One JupyterLab (``bench_open.Lab``: its own folders, a copy of lessons/, every request but
127.0.0.1's aborted) and one headless Chromium; each notebook is opened in a fresh page, in turn,
for ``--rounds`` rounds, with:

* the page's own clock (``performance.now()`` from the navigation's start, sampled every 10 ms by a
  script the page runs first): the first ``.jp-Cell`` drawn, the notebook's session and kernel
  known, the kernel's status as JupyterLab shows it (``kernelDisplayStatus``) at each change, and
  the last markdown cell rendered;
* the network log: every HTTP request's start and end (the page's Resource Timing) and the kernel's
  websocket (opened, first message received, first ``"execution_state": "idle"`` received);
* Chrome's CPU profile (CDP ``Profiler``, 0.5 ms samples) up to the idle kernel: the main thread's
  busy time, the functions that take it (self and inclusive), and the script files;
* a Chrome performance trace of the same span: the main thread's time by kind of work (script,
  style, layout, paint, HTML parsing, garbage collection), and its tasks of 50 ms or more.

Each figure is given for three windows: the page's request → the notebook's first cell drawn →
the kernel's start requested (``POST /api/sessions``) → the kernel shown idle.

The notebooks: the empty one (``bench_open``'s, one cell ``1``), each ``--lessons`` lesson, and with
``--variants`` lesson variants written into the server's root (``nomd``: the lesson without its
markdown cells; ``text``: its markdown as plain paragraphs; ``nolinks``: its links as plain words —
see ``variant``). Raw profiles and traces go into ``--out`` (the caller's scratch folder),
the summary is printed and written as ``summary.json`` there.

    .venv/bin/python scripts/profile_open.py --out /tmp/prof --lessons 00 --variants nomd --rounds 3
    .venv/bin/python scripts/profile_open.py --out /tmp/prof --lessons 00 --windowing defer

A profiled page runs slower than a plain one (sampling, the 10 ms poll): compare notebooks within
one run; ``bench_open.py`` gives the unperturbed figures.
"""
from __future__ import annotations

import argparse
import collections
import json
import os
import pathlib
import statistics
import sys
import tempfile
import time
from urllib.parse import unquote, urlparse

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import bench_open  # noqa: E402  (a sibling script, not a package)

#: run by the page before JupyterLab: every 10 ms, what JupyterLab shows of the notebook, on the
#: page's clock (ms since the navigation started)
_WATCH_JS = """
(() => {
  const marks = window.__openMarks = {status: []};
  // the anchor of the page's clock in Chrome's trace (a TimeStamp event) and thus in the CPU profile
  marks.stamp = performance.now();
  console.timeStamp('profile_open_t0');
  const seen = (k) => { if (!(k in marks)) marks[k] = performance.now(); };
  const tick = () => {
    const app = window.jupyterapp;
    if (app) seen('app');
    const w = app && app.shell && app.shell.currentWidget;
    if (w && w.node.querySelector('.jp-Cell')) seen('first_cell');
    const ctx = w && w.sessionContext;
    if (ctx && ctx.session) seen('session');
    if (ctx && ctx.session && ctx.session.kernel) seen('kernel');
    if (ctx) {
      const s = ctx.kernelDisplayStatus;
      const last = marks.status[marks.status.length - 1];
      if (!last || last[0] !== s) marks.status.push([s, performance.now()]);
    }
    if (w && w.content && w.content.widgets) {
      const md = w.content.widgets.filter((c) => c.model && c.model.type === 'markdown');
      marks.markdown_cells = md.length;
      const done = md.filter((c) => c.rendered && c.node.querySelector('.jp-RenderedMarkdown')).length;
      marks.markdown_rendered = done;
      if (md.length && done === md.length) seen('all_markdown_rendered');
      if (md.length && done > 0) seen('first_markdown_rendered');
    }
  };
  const idle = () => { const l = marks.status[marks.status.length - 1]; return l && l[0] === 'idle'; };
  const loop = () => { tick(); if (idle() && marks.first_cell) { seen('idle'); marks.idle_ms = performance.now(); } };
  const iv = setInterval(() => { loop(); if (marks.idle_ms) clearInterval(iv); }, 10);
})();
"""

def variant(nb: dict, kind: str) -> dict:
    """A lesson's variant for the profile: ``nomd`` drops its markdown cells; ``text`` keeps each
    markdown cell's words as plain paragraphs (no headings, links, emphasis, code spans or tables),
    to tell markdown's features from its amount of text."""
    import re
    link = re.compile(r"\[([^\]]*)\]\([^)]*\)")                          # [words](target)
    out = json.loads(json.dumps(nb))
    if kind == "nomd":
        out["cells"] = [c for c in out["cells"] if c["cell_type"] != "markdown"]
    elif kind == "text":
        for c in out["cells"]:
            if c["cell_type"] == "markdown":
                text = "".join(c["source"])
                text = link.sub(r"\1", text)                                  # links → their words
                text = re.sub(r"[#*_`|>]", "", text)                          # headings, emphasis, code
                c["source"] = [text]
    elif kind == "nolinks":
        for c in out["cells"]:
            if c["cell_type"] == "markdown":
                c["source"] = [link.sub(r"\1", "".join(c["source"]))]
    else:
        raise SystemExit(f"profile_open: unknown variant {kind!r} (nomd, text, nolinks)")
    return out


def _profile_summary(profile: dict, end_ms: float, start_ms: float = 0.0) -> dict:
    """A CPU profile's samples from *start_ms* to *end_ms* after its start: busy time (non-idle
    samples), self and inclusive time by function (name, file, line) and self time by script file."""
    nodes = {n["id"]: n for n in profile["nodes"]}
    parent = {}
    for n in profile["nodes"]:
        for c in n.get("children", []):
            parent[c] = n["id"]

    def label(node: dict) -> str:
        f = node["callFrame"]
        name = f["functionName"] or "(anonymous)"
        if not f["url"]:
            return name
        return f"{name} {pathlib.PurePosixPath(urlparse(f['url']).path).name}:{f['lineNumber'] + 1}"

    self_ms: collections.Counter = collections.Counter()
    incl_ms: collections.Counter = collections.Counter()
    by_file: collections.Counter = collections.Counter()
    t = 0.0
    busy = 0.0
    for sid, dt in zip(profile["samples"], profile["timeDeltas"]):
        t += dt / 1000
        if t > end_ms:
            break
        if t < start_ms:
            continue
        node = nodes[sid]
        name = node["callFrame"]["functionName"]
        if name in ("(idle)", "(program)", "(root)"):
            self_ms[name] += dt / 1000
            continue
        busy += dt / 1000
        self_ms[label(node)] += dt / 1000
        url = node["callFrame"]["url"]
        by_file[pathlib.PurePosixPath(urlparse(url).path).name if url else name] += dt / 1000
        seen = set()
        cur = sid
        while cur is not None:
            lab = label(nodes[cur])
            if lab not in seen and nodes[cur]["callFrame"]["functionName"] not in ("(root)",):
                seen.add(lab)
                incl_ms[lab] += dt / 1000
            cur = parent.get(cur)
    top = lambda c, k: [[name, round(ms, 1)] for name, ms in c.most_common(k)]  # noqa: E731
    return {"busy_ms": round(busy, 1), "idle_ms": round(self_ms["(idle)"], 1),
            "program_ms": round(self_ms["(program)"], 1), "self": top(self_ms, 40),
            "inclusive": top(incl_ms, 80), "by_file": top(by_file, 20)}


#: trace events on the renderer's main thread, by kind of work (Chrome's own names)
_KINDS = {"FunctionCall": "script", "EvaluateScript": "script", "v8.compile": "compile", "V8.CompileCode": "compile",
          "v8.evaluateModule": "script", "TimerFire": "script", "FireAnimationFrame": "script",
          "EventDispatch": "script", "RunMicrotasks": "script", "v8.run": "script",
          "UpdateLayoutTree": "style", "RecalculateStyles": "style", "ParseAuthorStyleSheet": "style",
          "Layout": "layout", "PrePaint": "paint", "Paint": "paint", "Layerize": "paint", "UpdateLayer": "paint",
          "ParseHTML": "parse html", "MajorGC": "gc", "MinorGC": "gc", "V8.GC_SCAVENGER": "gc",
          "BlinkGC.AtomicPhase": "gc", "ResourceReceivedData": "loading", "ResourceFinish": "loading",
          "Decode Image": "image", "HitTest": "other"}


def _trace_events(path: pathlib.Path) -> list:
    data = json.loads(path.read_text())
    return data["traceEvents"] if isinstance(data, dict) else data


def _trace_origin(events: list, stamp_ms: float) -> tuple:
    """The page's time origin on the trace's clock (µs) and its main thread, from the time stamp the
    watch script made at *stamp_ms* on the page's clock."""
    for e in events:
        if e.get("name") == "TimeStamp" and e.get("args", {}).get("data", {}).get("message") == "profile_open_t0":
            return e["ts"] - stamp_ms * 1000, (e["pid"], e["tid"])
    return None, None


def _trace_summary(events: list, end_ms: float, start_ms: float = 0.0, stamp_ms: float = 0.0) -> dict:
    """The renderer main thread's time in a trace from the navigation's start to *end_ms*: top-level
    tasks' time, and inside them each kind of work's own time (the outermost event of a kind counts)."""
    main = {(e["pid"], e["tid"]) for e in events if e.get("name") == "thread_name"
            and e.get("args", {}).get("name") == "CrRendererMain"}
    nav0, pid_tid = _trace_origin(events, stamp_ms)
    if (nav0, pid_tid) == (None, None) or pid_tid not in main:
        return {"error": "no profile_open_t0 time stamp on a renderer main thread"}
    start, end = nav0 + start_ms * 1000, nav0 + end_ms * 1000
    ev = sorted((e for e in events if (e.get("pid"), e.get("tid")) == pid_tid and e.get("ph") == "X"
                 and start <= e["ts"] <= end), key=lambda e: (e["ts"], -e.get("dur", 0)))
    tasks = 0.0
    kinds: collections.Counter = collections.Counter()
    long_tasks = []
    open_until: dict[str, float] = {}
    for e in ev:
        dur = e.get("dur", 0) / 1000
        if e["name"] in ("RunTask", "ThreadControllerImpl::RunTask"):
            if e["ts"] >= open_until.get("task", 0):
                tasks += dur
                open_until["task"] = e["ts"] + e.get("dur", 0)
                if dur >= 50:
                    long_tasks.append([round((e["ts"] - nav0) / 1000), round(dur)])
            continue
        kind = _KINDS.get(e["name"])
        if kind and e["ts"] >= open_until.get(kind, 0):
            kinds[kind] += dur
            open_until[kind] = e["ts"] + e.get("dur", 0)
    return {"tasks_ms": round(tasks, 1), "kinds_ms": {k: round(v, 1) for k, v in kinds.most_common()},
            "long_tasks_ms": long_tasks}


def profile_open(browser, lab: bench_open.Lab, relpath: str, workspace: str, out: pathlib.Path,
                 timeout_s: float = 180) -> dict:
    """One notebook opened, profiled and traced up to its kernel shown idle; the raw profile and trace
    saved in *out*."""
    context, blocked = bench_open.offline_context(browser)
    context.add_init_script(_WATCH_JS)
    page = context.new_page()
    ws_log: dict = {}
    requests: dict = {}                 # the API's requests with their method (epoch ms, Python's clock)

    def on_request(req):
        if "/api/" in req.url:
            requests[id(req)] = [req.method, unquote(urlparse(req.url).path), time.time() * 1000, None]

    def on_finished(req):
        if id(req) in requests:
            requests[id(req)][3] = time.time() * 1000
    page.on("request", on_request)
    page.on("requestfinished", on_finished)

    def on_ws(ws):
        if "/channels" not in ws.url:
            return
        ws_log.setdefault("opened", time.time() * 1000)

        def frame(payload):
            now = time.time() * 1000
            ws_log.setdefault("first_message", now)
            body = payload if isinstance(payload, bytes) else payload.encode()
            if b'"execution_state": "idle"' in body or b'"execution_state":"idle"' in body:
                ws_log.setdefault("first_idle_message", now)
        ws.on("framereceived", frame)
    page.on("websocket", on_ws)
    cdp = context.new_cdp_session(page)
    cdp.send("Profiler.enable")
    cdp.send("Profiler.setSamplingInterval", {"interval": 500})
    stem = out / workspace
    trace_path = stem.with_suffix(".trace.json")
    try:
        browser.start_tracing(page=page, path=str(trace_path), screenshots=False,
                              categories=["devtools.timeline", "v8", "blink", "loading",
                                          "disabled-by-default-devtools.timeline", "v8.execute"])
        cdp.send("Profiler.start")
        page.goto(lab.url(relpath, workspace), wait_until="commit")
        page.wait_for_function("() => window.__openMarks && window.__openMarks.idle_ms",
                               timeout=timeout_s * 1000, polling=50)
        marks = page.evaluate("() => window.__openMarks")
        profile = cdp.send("Profiler.stop")["profile"]
        browser.stop_tracing()
        origin = page.evaluate("() => performance.timeOrigin")
    finally:
        context.close()
        lab.shut_down_all()
    (stem.with_suffix(".cpuprofile")).write_text(json.dumps(profile))
    net = sorted([m, path, round(t - origin), round(e - origin) if e else None] for m, path, t, e in requests.values())
    ws = {k: round(v - origin) for k, v in ws_log.items()}
    # the windows: the page up to the notebook's first cell drawn; from there to the kernel's start
    # requested (POST /api/sessions: JupyterLab's Context._populate asks for the session only after
    # listing the file's checkpoints and, if none, creating one); from there to the kernel shown idle
    session = min((t for m, path, t, _ in net if m == "POST" and path.endswith("/api/sessions")),
                  default=marks["idle_ms"])
    cell = marks.get("first_cell", 0)
    windows = {"to_first_cell": (0, cell), "first_cell_to_session_request": (cell, session),
               "session_request_to_idle": (session, marks["idle_ms"])}
    events = _trace_events(trace_path)
    nav0, _ = _trace_origin(events, marks["stamp"])
    # the CPU profile's clock is the trace's (µs): its window bounds shifted by the page's origin
    shift = (nav0 - profile["startTime"]) / 1000 if nav0 is not None else 0.0
    res = {"relpath": relpath, "session_request_ms": round(session),
           "marks_ms": {k: round(v) for k, v in marks.items() if isinstance(v, (int, float))},
           "status_ms": [[s, round(t)] for s, t in marks["status"]],
           "markdown_cells": marks.get("markdown_cells"), "websocket_ms": ws, "api_requests_ms": net,
           "profile": _profile_summary(profile, marks["idle_ms"] + shift),
           "windows": {k: _profile_summary(profile, b + shift, a + shift) for k, (a, b) in windows.items()},
           "trace": {k: _trace_summary(events, b, a, marks["stamp"]) for k, (a, b) in windows.items()},
           "blocked": blocked}
    return res


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=pathlib.Path, required=True, help="folder for raw profiles, traces, summary.json")
    ap.add_argument("--lessons", nargs="*", default=["00"])
    ap.add_argument("--lang", default="en", choices=("en", "fr"))
    ap.add_argument("--variants", nargs="*", default=[], choices=("nomd", "text", "nolinks"),
                    help="each lesson's variants opened too (see variant())")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--windowing", choices=("full", "contentVisibility", "defer", "none"))
    ap.add_argument("--disable", nargs="*", default=[], metavar="PLUGIN")
    ap.add_argument("--viewport", metavar="WxH", default="1280x2600", type=bench_open.viewport_size,
                    help="the page's size (1280x800: a learner's)")
    args = ap.parse_args(argv)
    bench_open.VIEWPORT.update(args.viewport)
    args.out.mkdir(parents=True, exist_ok=True)
    home = pathlib.Path(tempfile.mkdtemp(prefix="profile_open_"))
    bench_open.warm_bytecode(bench_open.source_env(bench_open.REPO, home / "pycache"), bench_open.REPO,
                             args.lessons, args.lang)
    lab = bench_open.Lab(home, bench_open.REPO, args.windowing, tuple(args.disable))
    notebooks = []
    for n in args.lessons:
        rel = bench_open.lesson_path(n, args.lang)
        notebooks.append(rel)
        for kind in args.variants:
            nb = variant(json.loads((lab.root / rel).read_text(encoding="utf-8")), kind)
            vrel = rel.replace(".ipynb", f"__{kind}.ipynb")
            (lab.root / vrel).write_text(json.dumps(nb), encoding="utf-8")
            notebooks.append(vrel)
    runs: dict[str, list[dict]] = {bench_open.EMPTY: [], **{p: [] for p in notebooks}}
    with bench_open.chromium_beside(lab, home) as browser:
        profile_open(browser, lab, bench_open.EMPTY, "warm-up", args.out)
        n = 0
        for r in range(args.rounds):
            for rel in (bench_open.EMPTY, *notebooks):
                n += 1
                res = profile_open(browser, lab, rel, f"p{n:02d}", args.out)
                res["file"] = f"p{n:02d}"
                runs[rel].append(res)
                m = res["marks_ms"]
                print(f"round {r + 1} {rel}: cell {m.get('first_cell')} kernel {m.get('kernel')} "
                      f"md {m.get('all_markdown_rendered')} idle {m.get('idle')} ms; ws {res['websocket_ms']}; "
                      f"busy {res['profile']['busy_ms']} ms"
                      + (f" BLOCKED {res['blocked']}" if res["blocked"] else ""), flush=True)
    summary = {}
    for rel, rs in runs.items():
        def med(f, rs=rs):
            return round(statistics.median(f(x) for x in rs))
        summary[rel] = {"idle_ms": med(lambda x: x["marks_ms"]["idle"]),
                        "first_cell_ms": med(lambda x: x["marks_ms"].get("first_cell", 0)),
                        "kernel_known_ms": med(lambda x: x["marks_ms"].get("kernel", 0)),
                        "session_request_ms": med(lambda x: x["session_request_ms"]),
                        "cell_to_session_busy_ms": med(
                            lambda x: x["windows"]["first_cell_to_session_request"]["busy_ms"]),
                        "ws_first_idle_ms": med(lambda x: x["websocket_ms"].get("first_idle_message", 0)),
                        "busy_ms": med(lambda x: x["profile"]["busy_ms"])}
    (args.out / "summary.json").write_text(json.dumps({"load_average": os.getloadavg(), "summary": summary,
                                                       "runs": runs}, indent=1, ensure_ascii=False))
    for rel, s in summary.items():
        print(f"{rel:45s} {s}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
