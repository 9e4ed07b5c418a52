"""scripts/course.sh, the command a learner types to open the course.

With ``--no-browser`` the learner opens the course by hand, from the link JupyterLab prints: that
link must lead to the first lesson (``/lab/tree/en/00_start_here.ipynb?token=…``), not to
JupyterLab's launcher. The test starts the script for real, on a free port, with the project's
.venv (seen through a stand-in folder whose install stamp is current, so the script never runs
pip), reads what it prints until the link shows, opens the link, and stops the server by its PID.
"""
from __future__ import annotations

import hashlib
import os
import pathlib
import queue
import re
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from urllib.parse import parse_qs, urlparse

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "scripts" / "course.sh"
VENV_BIN = pathlib.Path(sys.executable).parent

pytestmark = pytest.mark.slow               # a real JupyterLab start: a few seconds


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _venv_stand_in(tmp_path: pathlib.Path) -> pathlib.Path:
    """A TAROT_VENV whose python and jupyter are the .venv's, with the stamp setup.sh expects (the
    hash of pyproject.toml and the Python version): the script finds the install up to date."""
    venv = tmp_path / "venv"
    (venv / "bin").mkdir(parents=True)
    for tool in ("python", "jupyter"):
        shim = venv / "bin" / tool
        shim.write_text(f'#!/bin/sh\nexec "{VENV_BIN / tool}" "$@"\n')
        shim.chmod(0o755)
    digest = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    (venv / ".tarot-lab-stamp").write_text(f"{digest} {sys.version.split()[0]}\n")
    return venv


def _start(tmp_path, *args):
    """course.sh *args* --no-browser on a free port: (process, port, queue of its output lines)."""
    port = _free_port()
    home = tmp_path / "jupyter"
    env = dict(os.environ, TAROT_VENV=str(_venv_stand_in(tmp_path)), PYTHONUNBUFFERED="1",
               JUPYTER_CONFIG_DIR=str(home / "config"), JUPYTER_RUNTIME_DIR=str(home / "runtime"),
               JUPYTER_DATA_DIR=str(home / "data"), IPYTHONDIR=str(home / "ipython"),
               JUPYTERLAB_WORKSPACES_DIR=str(home / "workspaces"),
               JUPYTERLAB_SETTINGS_DIR=str(home / "settings"))
    proc = subprocess.Popen(["bash", str(SCRIPT), *args, "--no-browser", "--port", str(port)],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    lines: queue.Queue = queue.Queue()

    def pump():
        for line in proc.stdout:
            lines.put(line)
        lines.put(None)

    threading.Thread(target=pump, daemon=True).start()
    return proc, port, lines


def _printed_links(proc, port, lines, timeout=90):
    """The links the server printed, once the first one shows (fails with its output otherwise)."""
    seen, end = [], time.monotonic() + timeout
    link = re.compile(rf"http://(?:127\.0\.0\.1|localhost):{port}/\S*")
    while time.monotonic() < end:
        try:
            line = lines.get(timeout=0.5)
        except queue.Empty:
            continue
        if line is None:
            break
        seen.append(line)
        found = link.findall(line)
        if found:
            time.sleep(0.3)                  # the few lines printed with it
            while not lines.empty() and (more := lines.get()) is not None:
                seen.append(more)
            return [u for ln in seen for u in link.findall(ln)], "".join(seen)
    pytest.fail(f"course.sh printed no link within {timeout} s (exit code {proc.poll()}):\n" + "".join(seen[-40:]),
                pytrace=False)


def _stop(proc):
    """Stop the server we started, by its PID (course.sh execs jupyter: same process)."""
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


@pytest.mark.parametrize("flag, lesson", [("--en", "en/00_start_here.ipynb"), ("--fr", "fr/00_commencer_ici.ipynb")])
def test_no_browser_prints_the_first_lessons_link(tmp_path, flag, lesson):
    """It printed http://localhost:P/lab?token=… (the launcher): now the lesson's own link."""
    assert (ROOT / "lessons" / lesson).is_file()
    proc, port, lines = _start(tmp_path, flag)
    try:
        links, output = _printed_links(proc, port, lines)
        assert "pip install" not in output and "installing the project" not in output   # nothing installed
        for url in links:                    # every link it prints leads to the lesson, with the token
            parts = urlparse(url)
            assert parts.path == f"/lab/tree/{lesson}", (url, output)
            assert parse_qs(parts.query).get("token", [""])[0], url
        with urllib.request.urlopen(links[0], timeout=30) as page:      # the link opens JupyterLab …
            assert page.status == 200 and "jupyter" in page.read().decode("utf-8", "replace").lower()
        token = parse_qs(urlparse(links[0]).query)["token"][0]
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/contents/{lesson}?content=0&token={token}",
                                    timeout=30) as info:                # … on the lesson, which is there
            assert info.status == 200 and '"type": "notebook"' in info.read().decode().replace('":"', '": "')
    finally:
        _stop(proc)
