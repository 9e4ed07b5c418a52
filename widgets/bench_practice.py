"""What the practice table costs per step: bytes sent to the browser and Python time per bot step.

``python -m widgets.bench_practice [--seeds 0 24 3] [--opponents basic] [--lang en]`` plays whole
seeded deals at a :class:`~widgets.practice.PracticeTable` exactly as the browser drives it: every
action arrives as a comm ``update`` message (``_handle_msg``, the path a click takes in JupyterLab),
and a recording comm counts the JSON the widget sends back. The learner plays as
:func:`~widgets.practice.first_legal_player` does (passes, or bids *bid*; first legal card).

It reports, over all the deals:

- **bytes per step**: the JSON of the messages sent in answer to one action (mean and max), for
  the bots' steps and the learner's actions apart, and what was sent once when the widget opened
  (the card drawings, when they are sent once);
- **time per bot step**: the Python time of one ``step`` message (the bot's decision, the state's
  change, the view built and serialised), mean, median and max, in milliseconds;
- beside them, in the same run, **the whole view** after each bot step (its JSON): what a step sent
  before issue 26, when every step resent the view whole instead of its patch (``view_patch``).

The browser's own drawing time is not in these figures (see ``tests/browser`` for a timed run).
"""
from __future__ import annotations

import argparse
import json
import statistics
import time
from typing import Any


class _Recorder:
    """A comm that keeps the size of every message instead of sending it."""

    kernel = True
    comm_id = "bench"

    def __init__(self) -> None:
        self.sizes: list[int] = []

    def send(self, data: Any = None, buffers: Any = None, **_: Any) -> None:
        self.sizes.append(_size(data))

    def on_msg(self, callback: Any) -> None:
        pass

    def close(self, *args: Any, **kwargs: Any) -> None:
        pass

    def take(self) -> int:
        total = sum(self.sizes)
        self.sizes.clear()
        return total


def _from_browser(widget: Any, act: str, n: int, **args: Any) -> None:
    """One action as the browser sends it: a comm ``update`` of the ``action`` trait."""
    msg = {"buffers": [], "content": {"data": {"method": "update", "buffer_paths": [],
                                "state": {"action": {"act": act, "n": n, "args": args}}}}}
    widget._handle_msg(msg)


def play_deal(seed: int, *, opponents: str = "basic", lang: str = "en", bid: str = "pass",
              seat: int = 0, players: int = 4) -> dict:
    """One seeded deal at a table of *players* (V1), played to its end as the browser would (at five,
    the learner who takes calls the first card the core allows, V4); the bytes and times of each step."""
    from widgets.practice import PracticeTable

    rec = _Recorder()
    widget = PracticeTable(seed=seed, seat=seat, lang=lang, opponents=opponents, players=players)
    opened = _size(widget.get_state())
    widget.comm = rec                       # from here on, every change is a message
    rec.take()
    bot_bytes: list[int] = []
    whole_bytes: list[int] = []             # the whole view after each bot step (sent whole before issue 26)
    bot_ms: list[float] = []
    own_bytes: list[int] = []
    n = 0
    for _ in range(3000):
        st = widget.state
        if st.to_act is None:
            break
        n += 1
        if widget.slam_pending:
            _from_browser(widget, "slam", n, announce=False)
        elif widget.bots_to_play:
            t0 = time.perf_counter()
            _from_browser(widget, "step", n, at=widget.turn)
            bot_ms.append((time.perf_counter() - t0) * 1000)
            bot_bytes.append(rec.take())
            whole_bytes.append(_size(widget.view))
            continue
        elif st.phase == "auction":
            _from_browser(widget, "bid", n, bid=bid)
            if widget.last_error:
                own_bytes.append(rec.take())
                n += 1
                _from_browser(widget, "bid", n, bid="pass")
        elif st.phase == "call":
            _from_browser(widget, "call", n, card=st.callable_cards()[0].code)
        elif st.phase == "discard":
            for c in st.suggested_discard():
                _from_browser(widget, "toggle", n, card=c.code)
                own_bytes.append(rec.take())
                n += 1
            _from_browser(widget, "discard", n)
        else:
            _from_browser(widget, "play", n, card=st.legal_cards()[0].code)
        own_bytes.append(rec.take())
    return {"seed": seed, "opened": opened, "bot_bytes": bot_bytes, "bot_ms": bot_ms, "own_bytes": own_bytes,
            "whole_bytes": whole_bytes, "phase": widget.state.phase}


def _size(data: Any) -> int:
    """The bytes of *data* as JSON on the wire (what the recording comm counts)."""
    return len(json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m widgets.bench_practice", description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2, 3, 4, 5])
    parser.add_argument("--opponents", default="basic")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--players", type=int, default=4, choices=(3, 4, 5), help="the table (V1)")
    parser.add_argument("--bid", default="pass", help="the learner's bid (a contract's code, or pass)")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    args = parser.parse_args(argv)
    # the widget's first import (anywidget, the static files) is not a step: done before timing
    import widgets.practice  # noqa: F401

    deals = [play_deal(s, opponents=args.opponents, lang=args.lang, players=args.players, bid=args.bid)
             for s in args.seeds]
    bot_b = [b for d in deals for b in d["bot_bytes"]]
    own_b = [b for d in deals for b in d["own_bytes"]]
    ms = [t for d in deals for t in d["bot_ms"]]
    whole = [b for d in deals for b in d["whole_bytes"]]
    steps = bot_b + own_b
    figures = {
        "deals": len(deals), "seeds": args.seeds, "opponents": args.opponents, "players": args.players,
        "opened_bytes_mean": round(statistics.mean(d["opened"] for d in deals)),
        "steps": len(steps), "bytes_per_step_mean": round(statistics.mean(steps)), "bytes_per_step_max": max(steps),
        "bot_steps": len(bot_b), "bot_step_bytes_mean": round(statistics.mean(bot_b)),
        "bot_step_bytes_max": max(bot_b),
        "whole_view_bytes_mean": round(statistics.mean(whole)), "whole_view_bytes_max": max(whole),
        "own_step_bytes_mean": round(statistics.mean(own_b)) if own_b else 0,
        "own_step_bytes_max": max(own_b) if own_b else 0,
        "bot_step_ms_mean": round(statistics.mean(ms), 2), "bot_step_ms_median": round(statistics.median(ms), 2),
        "bot_step_ms_max": round(max(ms), 2),
    }
    if args.json:
        print(json.dumps(figures))
        return 0
    f = figures
    print(f"practice table at {args.players} players, {f['deals']} seeded deals {args.seeds}, {args.opponents} bots, "
          f"learner bids {args.bid}, lang {args.lang}")
    print(f"  opening state sent once : {f['opened_bytes_mean']:>8,} bytes (mean per deal)")
    print(f"  bytes per step (all)    : mean {f['bytes_per_step_mean']:>7,}   max {f['bytes_per_step_max']:>7,}"
          f"   ({f['steps']} steps)")
    print(f"  bytes per bot step      : mean {f['bot_step_bytes_mean']:>7,}   max {f['bot_step_bytes_max']:>7,}"
          f"   ({f['bot_steps']} steps)")
    print(f"  bytes per learner step  : mean {f['own_step_bytes_mean']:>7,}   max {f['own_step_bytes_max']:>7,}")
    print(f"  the whole view per bot step (sent whole before issue 26): mean {f['whole_view_bytes_mean']:>7,}"
          f"   max {f['whole_view_bytes_max']:>7,}")
    print(f"  Python time per bot step: mean {f['bot_step_ms_mean']} ms, median {f['bot_step_ms_median']} ms,"
          f" max {f['bot_step_ms_max']} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
