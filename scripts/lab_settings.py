"""JupyterLab defaults for the course, written into an environment's own folders. Used by
scripts/setup.sh (the .venv) and binder/postBuild (Binder's environment).

- no "official Jupyter news?" pop-up over the widgets and no update check (no request leaves the
  machine): ``<prefix>/share/jupyter/lab/settings/overrides.json``;
- phones and other narrow screens (issue 21, item 4): at 390 px JupyterLab's file browser took two
  thirds of the width and the notebook was a 40 px column. A small JupyterLab extension of the
  course, ``tarot-lab-narrow-screens`` (plain JavaScript written here: no build step, nothing
  fetched), switches a window narrower than ``NARROW_PX`` to JupyterLab's single-document mode
  (*View → Simple Interface*, the layout of a ``/doc/tree/…`` link), collapses both side panels and
  hides the right activity bar (property inspector, debugger), at start and whenever the window
  becomes that narrow; wider windows keep JupyterLab's layout.
  ``<prefix>/share/jupyter/labextensions/tarot-lab-narrow-screens/``; turn it off with
  ``jupyter labextension disable tarot-lab-narrow-screens``.
- no build check at every page (issue 26, "Opening a lesson"): each JupyterLab page asks the server
  whether JupyterLab needs rebuilding (``GET /lab/api/build``), for extensions installed from source,
  which the course has none of (its extensions are prebuilt); where Node.js is installed, the server
  answers by running ``node`` twice (its version check and ``yarn config``): 0.4 s of CPU, the answer
  1.3-1.5 s after the request while the page starts (``scripts/profile_open.py``). ``PAGE_CONFIG``
  turns the check off (``buildCheck``); rebuilding stays available. On the 2-core machine at load 7-9
  the wait did not measurably change (``bench_open.py --ab``, all lessons: the empty notebook's output
  6.48 → 6.44 s, the lessons' median first widget 8.45 → 8.30 s): work nobody asked for, saved.
  ``<prefix>/etc/jupyter/labconfig/page_config.json``.

    python scripts/lab_settings.py        # writes all three into sys.prefix
"""
import json
import pathlib
import sys

NOTIFICATION = "@jupyterlab/apputils-extension:notification"
COURSE_DEFAULTS = {NOTIFICATION: {"fetchNews": "false", "checkForUpdates": False}}
#: JupyterLab's page config (the server's, merged into every page): no "is a rebuild needed?" request
#: at each page's start (issue 26; JupyterLab's default is true unless in core or dev mode)
PAGE_CONFIG = {"buildCheck": False}

#: narrower than this (CSS pixels), a window gets the single-document layout: phones held upright
#: (360–430 px) and small windows, where a notebook beside the file browser (≈ 250 px) and the two
#: activity bars is a column of a few words; tablets (768 px and more) and desktops keep their layout
NARROW_PX = 760
EXTENSION = "tarot-lab-narrow-screens"
EXTENSION_VERSION = "1.0.0"

#: The extension, as a federated extension's entry point: JupyterLab loads the script, calls
#: ``init`` with its shared modules (none needed: the plugin uses only ``app.shell``) and ``get``
#: for "./extension", whose ``default`` export is the plugin.
ENTRY_JS = """\
// Tarot Lab course: single-document layout on narrow screens (written by scripts/lab_settings.py).
var _JUPYTERLAB = (window._JUPYTERLAB = window._JUPYTERLAB || {});
(function () {
  "use strict";
  var NARROW = "(max-width: %(narrow)dpx)";
  var plugin = {
    id: "%(name)s:plugin",
    description: "Phones and other narrow windows get JupyterLab's single-document layout, side panels collapsed.",
    autoStart: true,
    activate: function (app) {
      var shell = app.shell;
      var query = window.matchMedia ? window.matchMedia(NARROW) : null;
      function fit() {
        if (!query || !query.matches || !shell) return;
        if (shell.mode !== "single-document") shell.mode = "single-document";
        if (shell.collapseLeft) shell.collapseLeft();
        if (shell.collapseRight) shell.collapseRight();
        // the right activity bar (property inspector, debugger) is no use in a lesson: its width
        // goes to the text (View > Appearance > Show Right Activity Bar brings it back)
        if (shell.isSideTabBarVisible && shell.isSideTabBarVisible("right")) shell.toggleSideTabBarVisibility("right");
      }
      // After the layout restorer (it would reopen a panel saved in the workspace) and after
      // JupyterLab's own start mode, which is applied once the app is restored as well.
      app.restored.then(function () { window.setTimeout(fit, 0); });
      if (query) {
        var onChange = function (e) { if (e.matches) fit(); };
        if (query.addEventListener) query.addEventListener("change", onChange);
        else if (query.addListener) query.addListener(onChange);
      }
    }
  };
  _JUPYTERLAB["%(name)s"] = {
    init: function () { return Promise.resolve(); },
    get: function (module) {
      if (module !== "./extension") {
        return Promise.reject(new Error("Module " + module + " does not exist in container."));
      }
      return Promise.resolve(function () { return { __esModule: true, default: [plugin] }; });
    }
  };
})();
"""


def _write(path: pathlib.Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)


def write(prefix: str = sys.prefix) -> pathlib.Path:
    """Merge the course's defaults into the environment's overrides.json (other settings kept)."""
    path = pathlib.Path(prefix, "share", "jupyter", "lab", "settings", "overrides.json")
    settings = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    for plugin, values in COURSE_DEFAULTS.items():
        settings.setdefault(plugin, {}).update(values)
    _write(path, json.dumps(settings, indent=2) + "\n")
    return path


def write_page_config(prefix: str = sys.prefix) -> pathlib.Path:
    """Merge the course's page config into the environment's labconfig/page_config.json (other keys kept)."""
    path = pathlib.Path(prefix, "etc", "jupyter", "labconfig", "page_config.json")
    config = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    config.update(PAGE_CONFIG)
    _write(path, json.dumps(config, indent=2) + "\n")
    return path


def write_extension(prefix: str = sys.prefix) -> pathlib.Path:
    """Install the narrow-screen extension into the environment; its folder."""
    folder = pathlib.Path(prefix, "share", "jupyter", "labextensions", EXTENSION)
    entry = "static/remoteEntry.js"
    _write(folder / entry, ENTRY_JS % {"narrow": NARROW_PX - 1, "name": EXTENSION})
    package = {"name": EXTENSION, "version": EXTENSION_VERSION, "license": "MIT",
               "description": "Tarot Lab: JupyterLab's single-document layout on phones and narrow windows",
               "jupyterlab": {"_build": {"load": entry, "extension": "./extension"}}}
    _write(folder / "package.json", json.dumps(package, indent=2) + "\n")
    return folder


if __name__ == "__main__":
    print(f"JupyterLab course defaults written to {write()}")
    print(f"JupyterLab page config (no build check at each page) written to {write_page_config()}")
    print(f"JupyterLab narrow-screen layout installed in {write_extension()}")
