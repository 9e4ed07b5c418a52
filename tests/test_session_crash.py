"""G1: a scoresheet bound to a file loses nothing when its process dies at any moment.

A child process adds deals to a sheet in a loop and reports each one after ``save()`` has
returned. The parent kills it with SIGKILL at random moments (while it starts, loads, writes
its temp file, renames or syncs), at least MIN_KILLS times, and after each kill checks:

* the file loads (never half written, never refused);
* every deal the child reported as saved is in it, in order; the only deal that may be there
  unreported is the one being written when the kill came (saved, not yet reported);
* the temp file an interrupted save may leave is gone after that load.

The sheet's file changes every ROUNDS_PER_FILE kills so that saves stay small and fast.
Counts are printed (run with -s to see them) and kept in the test's ``record_property``.
"""
from __future__ import annotations

import os
import pathlib
import random
import signal
import subprocess
import sys
import time

import pytest

from tarot_core.io.atomic import temp_files
from tarot_core.io.session import Scoresheet

pytestmark = [pytest.mark.slow, pytest.mark.skipif(os.name != "posix", reason="SIGKILL and flock are POSIX")]

ROOT = pathlib.Path(__file__).resolve().parent.parent
NAMES = ["Ana", "Bea", "Cyril", "Dan"]
MIN_KILLS = 120
ROUNDS_PER_FILE = 12
BUDGET_S = 50.0
PAD = "x" * 300                     # a longer note: each save writes more, so more kills land inside one

# The child: entry i of the sheet carries the note "d<i>|…", so the parent can tell which deals
# are there. It reports "saved <i>" on its own pipe (os.write: no buffer to lose) once save() returned.
CHILD = r"""
import os, sys
from tarot_core.io.session import Scoresheet
path, out, pad = sys.argv[1], int(sys.argv[2]), sys.argv[3]
sheet = Scoresheet.open(path, ["Ana", "Bea", "Cyril", "Dan"])
os.write(out, b"ready\n")
while True:
    i = len(sheet.deals)
    note = f"d{i}|{pad}"
    if i % 3 == 0 and not sheet.is_complete:
        sheet.add_facts(i % 4, "garde", 48, 2, petit_au_bout="defence", poignees=["simple"], note=note)
    else:
        sheet.add_cancelled("misdeal" if i % 2 else "petit_sec", note=note)
    os.write(out, f"saved {i}\n".encode())
"""


def _run_until_killed(path: pathlib.Path, rng: random.Random) -> list[int]:
    """Start a child on *path*, kill it at a random moment, return the deals it reported as saved."""
    read_end, write_end = os.pipe()
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(path), str(write_end), PAD], cwd=ROOT,
                             pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    os.close(write_end)
    buf = b""
    try:
        if rng.random() < 0.1:                       # now and then, while it starts or loads
            time.sleep(rng.uniform(0, 0.08))
        else:                                        # mostly while it adds and saves
            while b"ready\n" not in buf:
                chunk = os.read(read_end, 65536)
                if not chunk:
                    raise AssertionError(f"the child died on its own: {child.stderr.read().decode()[-2000:]}")
                buf += chunk
            time.sleep(rng.uniform(0, 0.05))
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=10)
        while chunk := os.read(read_end, 65536):     # what it reported before dying
            buf += chunk
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
        os.close(read_end)
        child.stderr.close()
    assert child.returncode == -signal.SIGKILL, child.returncode
    lines = buf.decode().split("\n")[:-1]            # a line cut by the kill has no newline: dropped
    return [int(line.split()[1]) for line in lines if line.startswith("saved ")]


def test_sigkill_at_random_moments_loses_nothing_but_the_deal_being_written(tmp_path, record_property):
    rng = random.Random(20260511)
    start = time.monotonic()
    kills = deals_saved = in_flight_kept = temps_seen = temps_removed = 0
    reported: dict[pathlib.Path, list[int]] = {}
    on_disk: dict[pathlib.Path, int] = {}             # entries found at the last load
    while kills < MIN_KILLS or (time.monotonic() - start < 20 and kills < 3 * MIN_KILLS):
        path = tmp_path / f"evening-{kills // ROUNDS_PER_FILE}.json"
        saved = _run_until_killed(path, rng)
        kills += 1
        deals_saved += len(saved)
        seen = reported.setdefault(path, [])
        seen += saved
        if not path.exists():                         # killed before its first save
            assert not seen
            continue
        stray = temp_files(path)
        temps_seen += len(stray)
        sheet = Scoresheet.load(path)                 # always loads (RecordError would fail the test)
        left = temp_files(path)
        assert left == [], f"stray temp files after a load: {left}"
        temps_removed += len(stray)
        ids = [int(d["note"].split("|")[0][1:]) for d in sheet.deals]
        assert ids == list(range(len(ids))), "the file's deals are not the child's, in order"
        assert set(seen) <= set(ids), f"reported as saved but missing: {sorted(set(seen) - set(ids))}"
        before = on_disk.get(path, 0)
        new = set(range(before, len(ids)))           # what this child added
        unreported = new - set(saved)
        assert unreported <= {len(ids) - 1}, f"more than the deal being written is there unreported: {unreported}"
        in_flight_kept += len(unreported)
        on_disk[path] = len(ids)
        assert time.monotonic() - start < BUDGET_S + 30, "the crash test is far too slow"
    elapsed = time.monotonic() - start
    counts = {"kills": kills, "deals_saved": deals_saved, "files": len(reported),
              "in_flight_deal_on_disk": in_flight_kept, "temp_files_seen": temps_seen,
              "temp_files_removed": temps_removed, "seconds": round(elapsed, 1)}
    for key, value in counts.items():
        record_property(key, value)
    print("\ncrash test:", ", ".join(f"{k}={v}" for k, v in counts.items()))
    assert kills >= MIN_KILLS and deals_saved >= MIN_KILLS // 2   # the children did save, round after round
    assert temps_removed == temps_seen
