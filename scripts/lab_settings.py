"""JupyterLab defaults for the course, written into an environment's own settings folder:
no "official Jupyter news?" pop-up over the widgets and no update check (no request leaves
the machine). Used by scripts/setup.sh (the .venv) and binder/postBuild (Binder's environment).

    python scripts/lab_settings.py        # writes <sys.prefix>/share/jupyter/lab/settings/overrides.json
"""
import json
import pathlib
import sys

NOTIFICATION = "@jupyterlab/apputils-extension:notification"
COURSE_DEFAULTS = {NOTIFICATION: {"fetchNews": "false", "checkForUpdates": False}}


def write(prefix: str = sys.prefix) -> pathlib.Path:
    """Merge the course's defaults into the environment's overrides.json (other settings kept)."""
    path = pathlib.Path(prefix, "share", "jupyter", "lab", "settings", "overrides.json")
    path.parent.mkdir(parents=True, exist_ok=True)
    settings = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    for plugin, values in COURSE_DEFAULTS.items():
        settings.setdefault(plugin, {}).update(values)
    tmp = path.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(settings, indent=2) + "\n", encoding="utf-8")
    tmp.replace(path)
    return path


if __name__ == "__main__":
    print(f"JupyterLab course defaults written to {write()}")
