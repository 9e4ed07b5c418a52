"""Issue 26, "Opening a lesson": what a lesson computes before its first widget.

`scripts/bench_open.py` measures the wait (a benchmark, not a test); these tests hold the causes it
found away without timing anything: the work a first widget waits for is counted (deals refereed,
deals played), and each shortcut gives exactly the answer of the plain way.
"""
from __future__ import annotations

import importlib
import importlib.util
import pathlib
import random

import pytest

from tarot_core.analysis.simulate import random_record
from tarot_course import excuse_last_case

referee_module = importlib.import_module("tarot_core.referee")   # the module (tarot_core.referee is the function)
REPO = pathlib.Path(__file__).resolve().parents[1]


def _plain_excuse_last_case(seed: int):
    """excuse_last_case as it was: every deal of the stream refereed, the first whose Excuse changes
    sides in the last trick (X5) kept; also the deals it tried."""
    stream = random.Random(f"excuse-last/{seed}")
    tried = []
    while True:
        s = stream.randrange(1, 2**31)
        record = random_record(seed=s)
        tried.append(record)
        outcome = referee_module.referee(record)
        if outcome.status == "played" and any(e.event == "changed_sides" for e in outcome.excuse_events):
            return s, outcome, tried


@pytest.mark.parametrize("seed", [3, 77])
def test_X5_excuse_last_case_referees_only_deals_with_the_excuse_in_the_last_trick(seed, monkeypatch):
    """Lesson 9's first widget is the X5 question of excuse_last_case: it refereed each random deal
    of its stream (seed 3: 221 deals, 34 all-pass) although only a deal whose Excuse is played to the
    last trick can change sides (X5, tarot_core.excuse: ``changed_sides`` only when t == last). It
    now referees those only, and finds the same deal."""
    s, outcome, tried = _plain_excuse_last_case(seed)
    with_ex_last = [r for r in tried if r["tricks"] and "EX" in r["tricks"][-1]]
    assert len(with_ex_last) < len(tried) / 10                # seed 3: 221 deals tried
    calls = []
    real = referee_module.referee

    def spy(record, *args, **kwargs):
        calls.append(record)
        return real(record, *args, **kwargs)

    monkeypatch.setattr(referee_module, "referee", spy)
    got_s, got, played_by, won_by, owner = excuse_last_case(seed)
    assert got_s == s and got == outcome
    assert calls == with_ex_last                              # one referee per candidate, none other
    assert owner != played_by                                 # X5: it changed sides


def test_bench_open_kernels_cache_their_bytecode_as_a_learners_python_does(tmp_path, monkeypatch):
    """scripts/bench_open.py ran its kernels with the shell's PYTHONDONTWRITEBYTECODE=1 (CI's, this
    machine's): every kernel compiled the course's modules from source, 0.1-0.2 s of each lesson's first
    cell that no learner waits for (a learner's Python caches the bytecode after the first import). Its
    kernels now write and read their bytecode in the run's own folder, never in the checkout."""
    spec = importlib.util.spec_from_file_location("bench_open", REPO / "scripts" / "bench_open.py")
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")
    for source in (bench.REPO, tmp_path / "other-checkout"):
        env = bench.source_env(source, tmp_path / "pycache")
        assert "PYTHONDONTWRITEBYTECODE" not in env
        assert env["PYTHONPYCACHEPREFIX"] == str(tmp_path / "pycache")
    assert bench.source_env(bench.REPO)["PYTHONDONTWRITEBYTECODE"] == "1"     # without a cache: as it was
