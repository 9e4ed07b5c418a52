"""Issue 26, "the exact search": the compiled search's tables (``tarot_core/analysis/_exact.c``, the
``Table`` / ``Entry`` code): a full bucket gives up its cheapest entry and the values stay exact; an entry
holds the bounds in 16 bits, so the module refuses a score table it could not hold.

Skipped when the module is not built (tests/test_solver_compiled.py fails then if a compiler is there).
"""
from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from tarot_core.analysis import solver as solver_module
from tarot_core.analysis.bench_solver import load_set, set_positions
from tarot_core.analysis.solver import SearchTimeout, Solver

EXACT = solver_module._exact_module()
needs_c = pytest.mark.skipif(EXACT is None, reason="the compiled search tarot_core.analysis._exact is not built")


@needs_c
def test_tables_full_all_the_time_give_the_same_values():
    """Tables of 1,024 slots (``table_size=300``, both tables) on the benchmark set's first 12 positions
    with 8 tricks left: every bucket fills and gives way again and again (more nodes than with the default
    tables, asserted), yet every value equals the default tables' one (which equals the pure Python's:
    tests/test_solver_compiled.py, 8 tricks left)."""
    more = 0
    for name, st in set_positions(load_set(), 8)[:12]:
        small, big = Solver(compiled=True, table_size=300), Solver(compiled=True)
        assert small.value(st) == big.value(st), name
        more += small.nodes > big.nodes
    assert more >= 6, "the small tables did not fill: this test proves nothing"


@needs_c
def test_a_score_beyond_16_bits_is_refused_with_one_line():
    """An entry keeps its bounds in 16 bits (the largest S of the rules is 1,220 points): a score table
    beyond ±32,767 is refused when the search object is made, never truncated silently."""
    solver_module._exact_module()                      # configured
    assert EXACT is not None
    scores = [0] * (4 * 3 * 3 * solver_module._HALVES)
    EXACT.Exact(0, scores, (10, 20, 10, 0), 1000, SearchTimeout, 1000)      # accepted
    scores[-1] = 40_000
    with pytest.raises(ValueError, match="16 bits"):
        EXACT.Exact(0, scores, (10, 20, 10, 0), 1000, SearchTimeout, 1000)
    scores[-1] = -40_000
    with pytest.raises(ValueError, match="16 bits"):
        EXACT.Exact(0, scores, (10, 20, 10, 0), 1000, SearchTimeout, 1000)


@needs_c
def test_a_table_that_fills_grows_and_the_values_stay_exact(monkeypatch):
    """A table starts at its size and doubles (``table_grow``) once a search has made a quarter of its slots
    give way, up to its most (``_EXACT_TABLES_MAX``): started at 1,024 slots (``300`` entries) with room
    for 2^16, the points table of the set's first 12 positions with 8 tricks left grows on some of them,
    every value equals the default tables' one, and the grown tables search fewer nodes than tables held
    at 1,024 slots (both asserted). A size asked (``Solver(table_size=...)``) never grows."""
    monkeypatch.setattr(solver_module, "_EXACT_TABLES", (300, 300))
    monkeypatch.setattr(solver_module, "_EXACT_TABLES_MAX", (300, 45_000))
    grown = fewer = 0
    for name, st in set_positions(load_set(), 8)[:12]:
        growing, fixed, big = Solver(compiled=True), Solver(compiled=True, table_size=300), Solver(compiled=True,
                                                                                                     table_size=10**6)
        assert growing.value(st) == fixed.value(st) == big.value(st), name
        assert growing._exact.slots()[0] == fixed._exact.slots()[0] == 1024, name   # the trick starts' most: 300
        assert fixed._exact.slots()[1] == 1024, name
        assert growing._exact.slots()[1] in (1024, 2048, 4096, 8192, 16384, 32768, 65536), name
        grown += growing._exact.slots()[1] > 1024
        fewer += growing.nodes < fixed.nodes
    assert grown >= 6 and fewer >= 6, (grown, fewer)


@needs_c
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the address-space limit is Linux's (RLIMIT_AS)")
def test_no_room_to_grow_keeps_the_tables_at_their_size():
    """The tables' room to grow is 654 MB of address space, asked when a deal's search starts; a system that
    refuses it (here a process limited to 400 MB, ``RLIMIT_AS``) gets tables that keep their size, and the
    same value — not a MemoryError (which it raised before the fallback, seen)."""
    name, st = set_positions(load_set(), 6)[0]
    expected = Solver(compiled=True).value(st)
    code = textwrap.dedent(f"""
        import resource
        from tarot_core.analysis.bench_solver import load_set, set_positions
        from tarot_core.analysis.solver import Solver
        st = set_positions(load_set(), 6)[0][1]
        resource.setrlimit(resource.RLIMIT_AS, ({400 << 20}, {400 << 20}))
        s = Solver(compiled=True)
        print(s.value(st), *s._exact.slots())
        """)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-500:]
    assert out.stdout.split() == [str(expected), "2097152", "1048576"], (name, out.stdout)
