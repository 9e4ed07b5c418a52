"""The lessons' seed-drawn helpers at many room seeds (issue 26: the JupyterLite site draws a fresh
room seed), through ``scripts/sweep_seeds.py``: a small sweep here (the first room seeds and every
room seed below 20,000 whose deal a petit sec cancels, D4); the script runs thousands."""
from __future__ import annotations

import importlib.util
import pathlib

from tarot_core.game import GameState

_path = pathlib.Path(__file__).resolve().parent.parent / "scripts" / "sweep_seeds.py"
_spec = importlib.util.spec_from_file_location("sweep_seeds", _path)
sweep = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(sweep)


def test_the_cancelled_room_seeds_are_the_cores():
    """D4: the sweep's list is every seed below 20,000 whose deal a petit sec cancels (30 of them)."""
    assert sweep.CANCELLED == tuple(s for s in range(1, 20_000) if GameState.new(seed=s, dealer=0).phase == "cancelled")


def test_the_quick_helpers_work_at_the_first_room_seeds_and_the_cancelled_ones(capsys):
    """Every stream-drawn case of lessons 0-24, lesson 10's drills and lesson 12's fresh hand: no
    error, one right answer to each choice question, the right answer accepted (60 seeds + 30)."""
    status = sweep.main(["--seeds", "60", "--only", "practice", "--only", "lessons", "--only", "lesson10",
                         "--only", "lesson12"])
    out = capsys.readouterr().out
    assert status == 0 and "FAIL" not in out, out
