"""Build Tarot Lab's JupyterLite site: the whole course running in the browser, no server.

Run by ``scripts/lite.sh`` in the build venv (``build/lite-cache/venv``, pinned by
``scripts/lite-requirements.txt``)::

    python scripts/lite_build.py --out build/lite --cache build/lite-cache

Inputs, from the package registries only (kept in the cache folder, reused by later builds):

* the Pyodide runtime from the npm package ``pyodide`` (the version jupyterlite-pyodide-kernel
  expects): ``pyodide.mjs``, ``pyodide.asm.mjs``, ``pyodide.asm.wasm``, ``python_stdlib.zip`` and
  its ``pyodide-lock.json`` (the tarball holds no package wheels);
* the browser kernel's packages, pure wheels from PyPI pinned in
  ``scripts/lite-browser-requirements.txt`` (MarkupSafe built from its sdist without a compiler);
* the course's own wheel (tarot_core, widgets and the lessons' toolkit tarot_course), built from this
  checkout, with the offline JupyterChart bundle (Vega, Vega-Lite and vega-embed, from vl-convert)
  in ``widgets/static/``.

The site's ``static/pyodide/`` holds the runtime, the wheels and a Pyodide lock written here that
lists exactly those wheels (nothing points outside the site; ``disablePyPIFallback``). The kernel
loads at start only what every lesson needs (the kernel itself, the course and the widgets); any
other package a cell imports (sympy) is loaded from the lock on first import.

Then ``jupyter lite build`` (no network: its inputs are local) into a clean output folder, the
source maps removed, and a bilingual start page (``index.html``) listing every lesson.

The marimo labs become WASM apps in ``apps/`` (``build_apps``): each lab exported by marimo's own
exporter (run mode, code hidden) with the marimo page's assets once, a second Pyodide runtime — the
version marimo's page checks (314.0.0), from npm — and a lock of its own that points at the site's
wheels (shared, not copied) plus what marimo's browser runtime needs
(``scripts/lite-apps-requirements.txt``: marimo-base and msgspec's browser wheel, both from PyPI).
The pages name no remote address: the runtime, the lock and the package index are local.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from email.parser import Parser
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename

REPO = Path(__file__).resolve().parents[1]
BROWSER_REQUIREMENTS = REPO / "scripts" / "lite-browser-requirements.txt"
#: the Pyodide of jupyterlite-pyodide-kernel 0.8.6 (its constants.PYODIDE_VERSION)
PYODIDE_VERSION = "314.0.6"
#: the files of the npm package the site needs (no source maps, no consoles, no typings)
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json", "package.json")
#: markers of the browser (Pyodide) when reading the wheels' dependencies
BROWSER_ENV = {"sys_platform": "emscripten", "platform_system": "Emscripten", "os_name": "posix",
               "platform_machine": "wasm32", "python_version": "3.14", "python_full_version": "3.14.2",
               "implementation_name": "cpython", "platform_python_implementation": "CPython",
               "platform_release": "", "platform_version": "", "implementation_version": "3.14.2"}
#: dependencies left out of the lock: assets for JupyterLab's side only (the site has the
#: labextension), never imported by the kernel
NOT_IN_BROWSER = {"jupyterlab-widgets"}
#: what the kernel loads while Pyodide starts (in parallel), before the first cell: the kernel's own
#: packages (else it installs them one by one) and what every lesson imports (tarot-lab pulls in
#: ipywidgets, anywidget and altair through the lock's dependencies)
PREFETCH = ["micropip", "piplite", "pyodide-kernel", "ipykernel", "comm", "ipython", "jedi",
            "widgetsnbextension", "tarot-lab"]
#: the course's dependencies in the browser (pyproject's `course` extra, less what cannot or need
#: not run there: jupyterlab, ipykernel, vl-convert-python, pandas, marimo; sympy loads on import)
COURSE_DEPENDS = ["ipywidgets", "anywidget", "altair"]
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
APPS_REQUIREMENTS = REPO / "scripts" / "lite-apps-requirements.txt"
#: the Pyodide that marimo 0.25.2's page loads (its worker refuses any other version)
MARIMO_PYODIDE_VERSION = "314.0.0"
#: the platform of a compiled browser wheel on PyPI for that Pyodide (PEP 783; its lock's abi_version)
EMSCRIPTEN_PLATFORM = "pyemscripten_2026_0_wasm32"
#: the labs of lessons/marimo/ exported as apps (the rules desk stays a JupyterLab lesson, 13)
APPS = ("threshold_explorer", "score_calculator", "edge_case_lab", "practice_table")
LANGS = {"en": "English", "fr": "Français"}


def say(*parts):
    print("[lite]", *parts, file=sys.stderr, flush=True)


def run(cmd, **kw):
    say("$", " ".join(map(str, cmd)))
    subprocess.run([str(c) for c in cmd], check=True, **kw)


def sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def pins(path: Path = BROWSER_REQUIREMENTS) -> dict[str, Requirement]:
    out = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            req = Requirement(line)
            out[canonicalize_name(req.name)] = req
    return out


# --------------------------------------------------------------------------- inputs
def fetch_pyodide(cache: Path, version: str = PYODIDE_VERSION) -> Path:
    """The npm package ``pyodide`` (its runtime files) in ``cache/pyodide-VERSION/``."""
    dest = cache / f"pyodide-{version}"
    if all((dest / f).is_file() for f in PYODIDE_FILES):
        return dest
    npm = shutil.which("npm")
    if npm is None:
        raise SystemExit("npm is needed once to fetch the Pyodide runtime (the npm package 'pyodide')")
    with tempfile.TemporaryDirectory() as tmp:
        run([npm, "pack", f"pyodide@{version}", "--silent", "--pack-destination", tmp],
            stdout=subprocess.DEVNULL)
        (tgz,) = Path(tmp).glob("pyodide-*.tgz")
        part = dest.with_name(dest.name + ".part")
        shutil.rmtree(part, ignore_errors=True)
        part.mkdir(parents=True)
        with tarfile.open(tgz) as tar:
            for name in PYODIDE_FILES:
                member = tar.getmember(f"package/{name}")
                with tar.extractfile(member) as src, open(part / name, "wb") as out:
                    shutil.copyfileobj(src, out)
        shutil.rmtree(dest, ignore_errors=True)
        part.rename(dest)
    return dest


def wheel_name(path: Path) -> str:
    return canonicalize_name(parse_wheel_filename(path.name)[0])


def fetch_wheels(cache: Path) -> list[Path]:
    """The pinned browser wheels (pure Python) in ``cache/wheels/``; downloads only missing ones."""
    dest = cache / "wheels"
    dest.mkdir(parents=True, exist_ok=True)
    want = pins()

    def have():
        found = {}
        for w in dest.glob("*.whl"):
            name, version = wheel_name(w), parse_wheel_filename(w.name)[1]
            if name in want and version in want[name].specifier:
                found[name] = w
        return found

    missing = [str(req) for name, req in want.items() if name not in have() and name != "markupsafe"]
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check"]
    if missing:
        run([*pip, "download", "--quiet", "--no-deps", "--only-binary=:all:", "--platform", "any",
             "--python-version", "3.14", "--implementation", "py", "--abi", "none", "-d", dest, *missing])
    if "markupsafe" in want and "markupsafe" not in have():
        # no browser wheel on PyPI: its sdist, built with no compiler, falls back to pure Python
        run([*pip, "wheel", "--quiet", "--no-deps", "--no-binary", "markupsafe", "-w", dest,
             str(want["markupsafe"])], env=dict(os.environ, CC="/bin/false", CXX="/bin/false"))
    found = have()
    lost = sorted(set(want) - set(found))
    if lost:
        raise SystemExit(f"no pure wheel for {lost}")
    for w in found.values():
        if not w.name.endswith("-none-any.whl"):
            raise SystemExit(f"{w.name} is not a pure wheel: it cannot run in the browser")
    return sorted(found.values())


def offline_bundle(cache: Path) -> str:
    """altair's JupyterChart as one self-contained ES module (vl-convert bundles Vega into it), kept
    in *cache*: the course's own :func:`widgets.charts.offline_bundle`, which a kernel with
    vl-convert uses too."""
    if str(REPO) not in sys.path:
        sys.path.insert(0, str(REPO))
    from widgets.charts import offline_bundle as kept_bundle
    return kept_bundle(cache)


def course_wheel(tmp: Path, bundle: str) -> Path:
    """The tarot-lab wheel, from a copy of this checkout plus the offline JupyterChart bundle."""
    src = tmp / "src"
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", ".ipynb_checkpoints", "*.so", "*.c")   # pure: no C path
    for d in ("tarot_core", "widgets", "lessons/tarot_course"):
        shutil.copytree(REPO / d, src / d, ignore=ignore)
    for f in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy2(REPO / f, src / f)
    (src / "widgets" / "static" / "jupyterchart-offline.js").write_text(bundle, encoding="utf-8")
    dist = tmp / "dist"
    run([sys.executable, "-m", "pip", "--disable-pip-version-check", "wheel", "--quiet", "--no-deps",
         "--no-build-isolation", "-w", dist, src])
    (whl,) = dist.glob("tarot_lab-*.whl")
    with zipfile.ZipFile(whl) as z:
        assert "widgets/static/jupyterchart-offline.js" in z.namelist(), "bundle not in the wheel"
    return whl


# --------------------------------------------------------------------------- the lock
def wheel_metadata(path: Path):
    with zipfile.ZipFile(path) as z:
        names = z.namelist()
        meta = next(n for n in names if n.endswith(".dist-info/METADATA") and n.count("/") == 1)
        msg = Parser().parsestr(z.read(meta).decode("utf-8"))
        tops = set()
        top_level = [n for n in names if n.endswith(".dist-info/top_level.txt") and n.count("/") == 1]
        if top_level:
            tops = {t.strip() for t in z.read(top_level[0]).decode().splitlines() if t.strip()}
        else:
            for n in names:
                head = n.split("/", 1)[0]
                if head.endswith((".dist-info", ".data")):
                    continue
                if "/" in n and n.split("/", 1)[1] == "__init__.py":
                    tops.add(head)
                elif "/" not in n and n.endswith(".py"):
                    tops.add(n[:-3])
    tops = {t.replace("/", ".") for t in tops if not t.startswith("_") or t == "_pytest"}
    return msg, sorted(tops)


def depends_of(msg, available: set[str]) -> list[str]:
    deps = []
    for raw in msg.get_all("Requires-Dist") or []:
        req = Requirement(raw)
        if req.marker and not req.marker.evaluate(dict(BROWSER_ENV, extra="")):
            continue
        name = canonicalize_name(req.name)
        if name in NOT_IN_BROWSER:
            continue
        if name not in available:
            raise SystemExit(f"{msg['Name']} needs {raw!r} in the browser: add it to {BROWSER_REQUIREMENTS.name}")
        deps.append(name)
    return sorted(set(deps))


def write_lock(pyodide_dir: Path, wheels: list[Path], upstream_lock: Path) -> dict:
    """A Pyodide lock listing exactly *wheels* (all copied into *pyodide_dir*), nothing remote."""
    upstream = json.loads(upstream_lock.read_text(encoding="utf-8"))
    by_name = {wheel_name(w): w for w in wheels}
    packages = {}
    for name, w in sorted(by_name.items()):
        msg, imports = wheel_metadata(w)
        deps = depends_of(msg, set(by_name))
        if name == "tarot-lab":
            deps = sorted(set(deps) | set(COURSE_DEPENDS))
        packages[name] = {
            "name": name, "version": parse_wheel_filename(w.name)[1].public, "file_name": w.name,
            "install_dir": "site", "sha256": sha256(w), "package_type": "package",
            "imports": imports, "depends": deps, "unvendored_tests": False, "shared_library": False,
        }
    for name, pkg in packages.items():          # every dependency is in the lock
        for dep in pkg["depends"]:
            assert dep in packages, (name, dep)
    info = dict(upstream["info"], version=PYODIDE_VERSION)
    lock = {"info": info, "packages": packages}
    (pyodide_dir / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True), encoding="utf-8")
    return lock


# --------------------------------------------------------------------------- the marimo apps
def fetch_app_wheels(cache: Path) -> list[Path]:
    """marimo's browser packages (``scripts/lite-apps-requirements.txt``) in ``cache/app-wheels/``:
    pure wheels, PyPI's browser wheel for a line marked ``# emscripten``, and a pure wheel built from
    the sdist with no compiler for a line marked ``# sdist``."""
    dest = cache / "app-wheels"
    dest.mkdir(parents=True, exist_ok=True)
    pure, compiled, sdists = [], [], []
    for line in APPS_REQUIREMENTS.read_text(encoding="utf-8").splitlines():
        spec, _, note = line.partition("#")
        if spec.strip():
            kind = compiled if "emscripten" in note else sdists if "sdist" in note else pure
            kind.append(Requirement(spec.strip()))

    def have(req):
        return [w for w in dest.glob("*.whl") if wheel_name(w) == canonicalize_name(req.name)
                and parse_wheel_filename(w.name)[1] in req.specifier]

    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "download", "--quiet", "--no-deps",
           "--only-binary=:all:", "--python-version", "3.14", "-d", dest]
    missing = [str(r) for r in pure if not have(r)]
    if missing:
        run([*pip, "--platform", "any", "--implementation", "py", "--abi", "none", *missing])
    missing = [str(r) for r in compiled if not have(r)]
    if missing:
        run([*pip, "--platform", EMSCRIPTEN_PLATFORM, "--implementation", "cp", "--abi", "cp314", *missing])
    for req in sdists:
        if not have(req):
            with tempfile.TemporaryDirectory() as tmp:
                run([sys.executable, "-m", "pip", "--disable-pip-version-check", "wheel", "--quiet", "--no-deps",
                     "--no-binary", req.name, "-w", tmp, str(req)],
                    env=dict(os.environ, CC="/bin/false", CXX="/bin/false"))
                (built,) = Path(tmp).glob("*.whl")
                as_pure(built, dest)
    found = []
    for req in pure + compiled + sdists:
        got = have(req)
        if not got:
            raise SystemExit(f"no browser wheel for {req}")
        found.append(got[0])
    return found


def as_pure(wheel: Path, dest: Path) -> Path:
    """*wheel*, built with no compiler (so holding no compiled module), tagged ``py3-none-any`` in *dest*."""
    import base64
    name, version, _, _ = parse_wheel_filename(wheel.name)
    target = dest / f"{wheel.name.split('-')[0]}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(wheel) as src, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as out:
        compiled = [n for n in src.namelist() if n.endswith((".so", ".pyd", ".dylib"))]
        if compiled:
            raise SystemExit(f"{wheel.name} holds compiled modules {compiled}: it cannot run in the browser")
        items = {n: src.read(n) for n in src.namelist()}
        info = next(n for n in items if n.endswith(".dist-info/WHEEL") and n.count("/") == 1)
        lines = [ln for ln in items[info].decode().splitlines() if not ln.startswith(("Tag:", "Root-Is-Purelib:"))]
        items[info] = ("\n".join([*lines, "Root-Is-Purelib: true", "Tag: py3-none-any"]) + "\n").encode()
        record = info.rsplit("/", 1)[0] + "/RECORD"
        digest = base64.urlsafe_b64encode(hashlib.sha256(items[info]).digest()).rstrip(b"=").decode()
        items[record] = "".join(
            (f"{info},sha256={digest},{len(items[info])}\n" if ln.startswith(info + ",") else ln + "\n")
            for ln in items[record].decode().splitlines()).encode()
        for n, data in items.items():
            out.writestr(n, data)
    return target


def write_apps_lock(pyodide_dir: Path, site_lock: dict, wheels: list[Path], upstream_lock: Path) -> dict:
    """The apps' Pyodide lock: the site's packages (their wheels stay in ``static/pyodide/``, named by
    a relative path) and marimo's (*wheels*, copied into *pyodide_dir*)."""
    packages = {name: dict(pkg, file_name=f"../../static/pyodide/{pkg['file_name']}")
                for name, pkg in site_lock["packages"].items()}
    available = set(packages) | {wheel_name(w) for w in wheels}
    left_out: set[str] = set()
    for w in wheels:
        shutil.copy2(w, pyodide_dir / w.name)
        msg, imports = wheel_metadata(w)
        deps = []
        for raw in msg.get_all("Requires-Dist") or []:
            req = Requirement(raw)
            if req.marker and not req.marker.evaluate(dict(BROWSER_ENV, extra="")):
                continue
            name = canonicalize_name(req.name)
            if name in left_out:
                continue
            if name not in available:
                raise SystemExit(f"{w.name} needs {raw!r} in the browser: add it to {APPS_REQUIREMENTS.name}")
            deps.append(name)
        name = wheel_name(w)
        packages[name] = {
            "name": name, "version": parse_wheel_filename(w.name)[1].public, "file_name": w.name,
            "install_dir": "site", "sha256": sha256(w), "package_type": "package", "imports": imports,
            "depends": sorted(set(deps)), "unvendored_tests": False, "shared_library": False,
        }
    upstream = json.loads(upstream_lock.read_text(encoding="utf-8"))
    lock = {"info": dict(upstream["info"], version=MARIMO_PYODIDE_VERSION), "packages": packages}
    (pyodide_dir / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True), encoding="utf-8")
    return lock


def app_title(path: Path) -> str:
    m = re.search(r'app_title="([^"]+)"', path.read_text(encoding="utf-8"))
    return m.group(1) if m else path.stem


def build_apps(out: Path, cache: Path) -> list[str]:
    """The marimo labs as WASM apps in ``out/apps/<lab>.html`` (run mode), sharing marimo's page
    assets, a Pyodide 314.0.0 runtime in ``apps/pyodide/`` and the site's wheels."""
    os.environ.setdefault("MARIMO_SKIP_UPDATE_CHECK", "1")
    from marimo._ast.app import InternalApp
    from marimo._ast.load import load_app
    from marimo._config.manager import get_default_config_manager
    from marimo._export.exporter import Exporter
    from marimo._export.requests import WASMExportRequest
    from marimo._schemas.export_options import WASMExportOptions, WASMRuntimeConfig

    runtime = fetch_pyodide(cache, MARIMO_PYODIDE_VERSION)
    wheels = fetch_app_wheels(cache)
    apps = out / "apps"
    Exporter().export_assets(apps)
    for extra in ("CLAUDE.md",):                  # a note for marimo's developers, not for the site
        (apps / extra).unlink(missing_ok=True)
    pyodide_dir = apps / "pyodide"
    pyodide_dir.mkdir()
    for name in PYODIDE_FILES:
        if name not in ("pyodide-lock.json", "package.json"):
            shutil.copy2(runtime / name, pyodide_dir / name)
    site_lock = json.loads((out / "static" / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))
    write_apps_lock(pyodide_dir, site_lock, wheels, runtime / "pyodide-lock.json")
    # where the page finds Python: all on the site (the package index is empty: every package is in
    # the lock, so nothing is ever asked of PyPI)
    local = WASMRuntimeConfig(pyodide_index_url="./pyodide/", pyodide_lockfile_url="./pyodide/pyodide-lock.json",
                              pypi_index_url="./pyodide/no-index/")
    made = []
    for lab in APPS:
        path = REPO / "lessons" / "marimo" / f"{lab}.py"
        app = InternalApp(load_app(str(path)))
        config = get_default_config_manager(current_path=str(path)).get_config()
        page, _ = Exporter().export_as_wasm(WASMExportRequest(
            filename=path.name, app_config=app.config, display_config=config["display"], code=app.to_py(),
            options=WASMExportOptions(mode="run", show_code=False, runtime=local), layout=None,
            sharing_config=config.get("sharing")))
        if re.search(r"https?://(?!127\.0\.0\.1)[\w.-]+/[\w./-]*pyodide", page):
            raise SystemExit(f"the {lab} app still loads Pyodide from another site")
        (apps / f"{lab}.html").write_text(page, encoding="utf-8")
        made.append(lab)
    return made


# --------------------------------------------------------------------------- the site
def lessons() -> dict[str, list[Path]]:
    return {lang: sorted((REPO / "lessons" / lang).glob("*.ipynb")) for lang in LANGS}


def lesson_title(path: Path) -> str:
    nb = json.loads(path.read_text(encoding="utf-8"))
    for cell in nb.get("cells", []):
        if cell.get("cell_type") == "markdown":
            for line in "".join(cell.get("source", [])).splitlines():
                if line.startswith("#"):
                    return line.lstrip("#").strip()
    return path.stem


def lite_config(out: Path, contents: Path) -> dict:
    return {
        "LiteBuildConfig": {
            "contents": [str(contents)],
            "output_dir": str(out),
            "no_sourcemaps": True,
            "no_unused_shared_packages": True,
            "apps": ["lab", "notebooks"],
        },
    }


def jupyter_lite_json() -> dict:
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "Tarot Lab",
            "disabledExtensions": ["@jupyterlab/apputils-extension:announcements"],
            "litePluginSettings": {
                KERNEL_PLUGIN: {
                    "pyodideUrl": "./static/pyodide/pyodide.mjs",
                    "disablePyPIFallback": True,
                    "pipliteUrls": [],
                    "loadPyodideOptions": {
                        "lockFileURL": "./static/pyodide/pyodide-lock.json",
                        "packages": PREFETCH,
                    },
                },
            },
        },
    }


def kernel_wheels() -> list[Path]:
    """The wheels jupyterlite-pyodide-kernel ships (the kernel, piplite, the ipykernel and
    widgetsnbextension shims), from its labextension in this venv."""
    ext = Path(sys.prefix) / "share" / "jupyter" / "labextensions" / "@jupyterlite" / "pyodide-kernel-extension"
    wheels = sorted((ext / "static" / "pypi").glob("*.whl"))
    keep = [w for w in wheels if not w.name.startswith("widgetsnbextension-3.")]   # ipywidgets 8: the 4.x shim
    if not keep:
        raise SystemExit(f"no kernel wheels in {ext}")
    return keep


def start_page(out: Path, apps: list[str] = ()) -> None:
    """index.html: the course's start page (both languages, every lesson, the labs' apps)."""
    import html
    cols = []
    for lang, paths in lessons().items():
        # the play-first page (issue 24 §2) first, on its own: a beginner's way in, not lesson 23
        first = "".join(f'<p class="first" data-testid="play-first-{lang}"><a href="lab/index.html?path={lang}/'
                        f'{p.name}"><b>{html.escape(lesson_title(p))}</b></a></p>'
                        for p in paths if not p.name[:2].isdigit())
        items = "\n".join(
            f'<li><a href="lab/index.html?path={lang}/{p.name}">{html.escape(lesson_title(p))}</a></li>'
            for p in paths if p.name[:2].isdigit())
        head = "Leçons" if lang == "fr" else "Lessons"
        cols.append(f'<section lang="{lang}"><h2>{LANGS[lang]} — {head}</h2>{first}'
                    f'<ol start="0">{items}</ol></section>')
    labs = [(lab, lesson_path) for lab in apps if (lesson_path := REPO / "lessons" / "marimo" / f"{lab}.py").is_file()]
    apps_html = ""
    if labs:
        items = "\n".join(f'<li><a href="apps/{lab}.html">{html.escape(app_title(p))}</a></li>' for lab, p in labs)
        apps_html = (f'<section><h2>Ateliers / Labs (marimo)</h2><p class="note">Chaque atelier lance son propre '
                     f'Python (≈ 20 s la première fois). / Each lab starts its own Python (≈ 20 s the first time).</p>'
                     f'<ul>{items}</ul></section>')
    # JupyterLite's apps read the site's settings from the root page's config element: keep it
    original = (out / "index.html").read_text(encoding="utf-8")
    m = re.search(r'<script id="jupyter-config-data".*?</script>', original, re.S)
    if not m:
        raise SystemExit("JupyterLite's index.html has no jupyter-config-data element")
    page = f"""<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tarot Lab</title>
{m.group(0)}
<style>body{{font:18px/1.5 system-ui,sans-serif;max-width:72rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}}
main{{display:grid;grid-template-columns:repeat(auto-fit,minmax(20rem,1fr));gap:2rem}}a{{color:#0b4fa8}}
p.note{{color:#444}}</style></head>
<body><h1>Tarot Lab</h1>
<p>Le cours de tarot, dans le navigateur : rien à installer, aucun serveur. /
The French Tarot course in your browser: nothing to install, no server.</p>
<p class="note">Le premier lancement d'une leçon prépare Python dans le navigateur (≈ 15 s). /
Opening a lesson first starts Python inside the browser (≈ 15 s).</p>
<main>{''.join(cols)}</main>
{apps_html}
<p class="note"><a href="lab/index.html">JupyterLab</a> · <a href="tree/index.html">Fichiers / Files</a></p>
</body></html>
"""
    (out / "index.html").write_text(page, encoding="utf-8")


def strip_source_maps(out: Path) -> int:
    n = 0
    for p in list(out.rglob("*.map")):
        p.unlink()
        n += 1
    return n


def build(out: Path, cache: Path) -> dict:
    t0 = time.monotonic()
    cache.mkdir(parents=True, exist_ok=True)
    pyodide = fetch_pyodide(cache)
    wheels = fetch_wheels(cache)
    bundle = offline_bundle(cache)
    with tempfile.TemporaryDirectory(prefix="tarot-lite-") as tmpname:
        tmp = Path(tmpname)
        course = course_wheel(tmp, bundle)
        lite = tmp / "lite"
        static = lite / "static" / "pyodide"
        static.mkdir(parents=True)
        for name in PYODIDE_FILES:
            if name != "pyodide-lock.json":
                shutil.copy2(pyodide / name, static / name)
        all_wheels = [*wheels, *kernel_wheels(), course]
        for w in all_wheels:
            shutil.copy2(w, static / w.name)
        lock = write_lock(static, [static / w.name for w in all_wheels], pyodide / "pyodide-lock.json")
        contents = tmp / "files"
        for lang, paths in lessons().items():
            (contents / lang).mkdir(parents=True)
            for p in paths:
                shutil.copy2(p, contents / lang / p.name)
        (lite / "jupyter_lite_config.json").write_text(json.dumps(lite_config(out, contents), indent=1))
        (lite / "jupyter-lite.json").write_text(json.dumps(jupyter_lite_json(), indent=1))
        if out.exists():
            shutil.rmtree(out)                  # always a clean output: incremental builds lose settings
        env = dict(os.environ, UV_PYTHON_DOWNLOADS="never", JUPYTERLITE_NO_LIBARCHIVE="1")
        jupyter = Path(sys.executable).with_name("jupyter")
        run([jupyter, "lite", "build", "--lite-dir", lite, "--output-dir", out], cwd=lite, env=env)
        check_config(out)
    apps = build_apps(out, cache)
    maps = strip_source_maps(out)
    start_page(out, apps)
    (out / ".nojekyll").write_text("")          # GitHub Pages: serve folders starting with _ too
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    report = {"seconds": round(time.monotonic() - t0, 1), "bytes": size, "source_maps_removed": maps,
              "packages": sorted(lock["packages"]), "apps": apps,
              "apps_bytes": sum(p.stat().st_size for p in (out / "apps").rglob("*") if p.is_file()),
              "lessons": {k: [p.name for p in v] for k, v in lessons().items()}}
    (out / "build-report.json").write_text(json.dumps(report, indent=1))
    say(f"site in {out}: {size / 1e6:.1f} MB, {len(lock['packages'])} packages, built in {report['seconds']} s")
    return report


def check_config(out: Path) -> None:
    """The built jupyter-lite.json keeps our kernel settings (an incremental build once lost them)."""
    cfg = json.loads((out / "jupyter-lite.json").read_text(encoding="utf-8"))["jupyter-config-data"]
    kernel = cfg["litePluginSettings"][KERNEL_PLUGIN]
    assert kernel["disablePyPIFallback"] is True, kernel
    assert kernel["pyodideUrl"].endswith("static/pyodide/pyodide.mjs"), kernel
    assert kernel["loadPyodideOptions"]["lockFileURL"].endswith("static/pyodide/pyodide-lock.json"), kernel
    lock = json.loads((out / "static" / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))
    for pkg in lock["packages"].values():
        assert "://" not in pkg["file_name"], pkg
        assert (out / "static" / "pyodide" / pkg["file_name"]).is_file(), pkg["file_name"]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=REPO / "build" / "lite")
    ap.add_argument("--cache", type=Path, default=REPO / "build" / "lite-cache")
    args = ap.parse_args(argv)
    build(args.out.resolve(), args.cache.resolve())


if __name__ == "__main__":
    main()
