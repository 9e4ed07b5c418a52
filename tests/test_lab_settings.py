"""scripts/lab_settings.py: what it writes into an environment (the browser tests check what the running
JupyterLab makes of it: tests/browser/test_smoke.py, test_newcomer.py, test_lab_page_config.py)."""
from __future__ import annotations

import importlib.util
import json
import pathlib

REPO = pathlib.Path(__file__).resolve().parents[1]


def _lab_settings():
    spec = importlib.util.spec_from_file_location("lab_settings", REPO / "scripts" / "lab_settings.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_page_config_turns_the_build_check_off():
    """Issue 26, "Opening a lesson": every JupyterLab page asked the server whether JupyterLab needs a
    rebuild (GET /lab/api/build), which the server answers by running node twice where Node.js is
    installed (0.4 s of CPU, 0.6-1.5 s while the page starts: scripts/profile_open.py); the course's
    extensions are prebuilt, so a rebuild is never needed. buildCheck: false, exactly."""
    assert _lab_settings().PAGE_CONFIG == {"buildCheck": False}


def test_page_config_is_merged_into_the_environments_labconfig(tmp_path):
    """Written where JupyterLab reads an environment's page config, merged with what is there (e.g. the
    extensions a `jupyter labextension disable --sys-prefix` turned off)."""
    ls = _lab_settings()
    path = tmp_path / "etc" / "jupyter" / "labconfig" / "page_config.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"disabledExtensions": {"some-extension": True}, "buildCheck": True}))
    assert ls.write_page_config(str(tmp_path)) == path
    assert json.loads(path.read_text()) == {"disabledExtensions": {"some-extension": True}, "buildCheck": False}
    (path.parent / "page_config.json").unlink()
    ls.write_page_config(str(tmp_path))                    # and from nothing
    assert json.loads(path.read_text()) == {"buildCheck": False}


def test_the_script_writes_the_page_config():
    """``python scripts/lab_settings.py`` (run by scripts/setup.sh and binder/postBuild) writes it."""
    main = (REPO / "scripts" / "lab_settings.py").read_text(encoding="utf-8").split('if __name__ == "__main__":')[1]
    assert "write_page_config()" in main
