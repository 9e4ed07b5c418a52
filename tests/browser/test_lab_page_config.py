"""Issue 26, "Opening a lesson": the course's JupyterLab page config (scripts/lab_settings.py, written by
scripts/setup.sh and binder/postBuild) turns off the build check every page made: GET /lab/api/build,
which the server answers by running node twice where Node.js is installed (0.4 s of CPU, 0.6-1.5 s
while the page starts and asks the same server for its settings and notebook: scripts/profile_open.py).
The course's extensions are prebuilt: no rebuild is ever needed."""
from __future__ import annotations

import json

import pytest

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.xdist_group("browser")]


def test_a_lesson_page_makes_no_build_check(page, lab_server, open_notebook):
    asked: list[str] = []
    page.on("request", lambda r: asked.append(r.url.split("?")[0]) if "/lab/api/" in r.url else None)
    open_notebook(page, "en/00_start_here.ipynb")
    config = json.loads(page.evaluate("() => document.getElementById('jupyter-config-data').textContent"))
    assert config["buildCheck"] is False, "the server's page config still asks every page for a build check"
    assert not [u for u in asked if u.endswith("/lab/api/build")], asked
    assert any(u.endswith("/lab/api/settings") for u in asked), asked      # the page's own requests were seen
