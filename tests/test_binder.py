"""Binder delivery: binder/ pins agree with pyproject, README's Binder links open real lessons,
and (slow) the Binder environment built the way Binder builds it, without Docker, runs a lesson
and serves the widgets, anywidget and marimo at /marimo/.

The slow tests share one environment (module fixture, xdist_group "binder" keeps them on one
worker). Its wheels are kept in ~/.cache/tarot-lab/binder-wheels/<hash of requirements.txt>
(TAROT_WHEELHOUSE overrides), so a second run does not download them again; the install
itself always starts from an empty venv.
"""
import hashlib
import importlib.util
import os
import pathlib
import re
import shutil
import subprocess
import sys
import textwrap
import time
import tomllib
import urllib.request
from urllib.parse import parse_qs, unquote, urlparse

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

REPO = pathlib.Path(__file__).resolve().parent.parent
BINDER = REPO / "binder"
README = REPO / "README.md"
SET_ADDRESS = REPO / "scripts" / "set_binder_address.py"
FIRST_LESSON = REPO / "lessons" / "en" / "00_start_here.ipynb"
REPO2DOCKER = "jupyter-repo2docker==2026.4.0"
EXTRA_BINDER_PACKAGES = {"jupyter-server-proxy", "marimo-jupyter-extension"}
BINDER_LINK = re.compile(r"https://mybinder\.org/v2/[^\s)\]>\"']+")


# ------------------------------------------------------------------ fast checks

def _pyproject():
    return tomllib.loads((REPO / "pyproject.toml").read_text())


def _pins():
    pins = {}
    for raw in (BINDER / "requirements.txt").read_text().splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        req = Requirement(line)
        specs = list(req.specifier)
        assert len(specs) == 1 and specs[0].operator == "==" and not req.url, \
            f"binder/requirements.txt must pin exactly (name==version), got: {raw!r}"
        name = canonicalize_name(req.name)
        assert name not in pins, f"{req.name} pinned twice"
        pins[name] = Version(specs[0].version)
    return pins


def test_binder_pins_satisfy_pyproject_ranges():
    pins = _pins()
    project = _pyproject()["project"]
    wanted = [Requirement(r) for r in project["dependencies"] + project["optional-dependencies"]["course"]]
    problems = []
    for req in wanted:
        name = canonicalize_name(req.name)
        if name not in pins:
            problems.append(f"{req.name} is needed by the course but not pinned in binder/")
        elif not req.specifier.contains(pins[name], prereleases=True):
            problems.append(f"{req.name}=={pins[name]} is outside pyproject's range {req.specifier}")
    for extra in sorted(EXTRA_BINDER_PACKAGES):
        if extra not in pins:
            problems.append(f"{extra} (marimo at /marimo/) is not pinned in binder/")
    assert "tarot-lab" not in pins, "the project itself is installed by postBuild, not pinned"
    assert not problems, "\n".join(problems)


def test_binder_folder_is_what_binder_expects():
    assert (BINDER / "runtime.txt").read_text().strip() == "python-3.11"
    assert Requirement("x" + _pyproject()["project"]["requires-python"]).specifier.contains("3.11")
    post = (BINDER / "postBuild").read_text()
    assert post.startswith("#!/bin/bash") and "\nset -e\n" in post
    assert "pip install --no-deps ." in post
    text = (BINDER / "requirements.txt").read_text()
    for local in ("-e ", "file:", "../", "./", "git+"):
        assert local not in text.replace("# ", "#"), f"no local references in requirements ({local})"
    for forbidden in ("Dockerfile", "environment.yml", "environment.yaml"):
        assert not (BINDER / forbidden).exists() and not (REPO / forbidden).exists(), forbidden


def _address_script():
    """scripts/set_binder_address.py as a module: the one home of the address and its checks."""
    spec = importlib.util.spec_from_file_location("set_binder_address", SET_ADDRESS)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _link_targets(links):
    """The lesson each Binder link opens (its urlpath), after checking the link's shape."""
    targets = []
    for link in links:
        url = urlparse(link)
        assert url.path.startswith("/v2/gh/"), f"Binder link should point at a GitHub repo: {link}"
        query = parse_qs(url.query)
        assert "urlpath" in query, f"Binder link without urlpath: {link}"
        urlpath = unquote(query["urlpath"][0])
        assert urlpath.startswith("lab/tree/"), f"urlpath should open JupyterLab on a file: {link}"
        targets.append(urlpath.removeprefix("lab/tree/"))
    return targets


def _check_readme_links(root):
    """README's Binder links: both first lessons, one repository, lessons that exist under *root*."""
    links = BINDER_LINK.findall((root / "README.md").read_text())
    assert len(links) >= 2, "README must have Binder links to the first lesson in French and English"
    targets = _link_targets(links)
    repos = {tuple(urlparse(link).path.split("/")[3:5]) for link in links}
    assert len(repos) == 1, f"every Binder link must name the same repository: {links}"
    assert "lessons/fr/00_commencer_ici.ipynb" in targets
    assert "lessons/en/00_start_here.ipynb" in targets
    missing = [t for t in targets if not (root / t).is_file()]
    assert not missing, f"Binder links name lessons that do not exist: {missing}"
    return links


def test_readme_binder_links_open_existing_lessons():
    assert README.exists(), "README.md is missing"
    if not any((REPO / "lessons" / lang).is_dir() for lang in ("en", "fr")):
        pytest.skip("lessons/en and lessons/fr do not exist yet: links not checked against files")
    _check_readme_links(REPO)


def test_every_binder_link_follows_binder_address():
    """Issue 21 item 2: one place holds the public address (binder/ADDRESS); every Binder link of
    every file that carries links (README, the instructors' guides, the lessons) names it, and
    opens a file that exists."""
    script = _address_script()
    repo, branch = script.read_address(REPO)
    if not script.is_placeholder((repo, branch)):
        script.check_address(repo, branch)          # a real address is a well-formed one
    found = []
    for path in script.linked_files(REPO):
        text = path.read_text(encoding="utf-8")
        for link_repo, link_branch, link in script.binder_links(text):
            assert (link_repo, link_branch) == (repo, branch), \
                f"{path.relative_to(REPO)}: {link} does not follow binder/ADDRESS ({repo} {branch})"
        links = BINDER_LINK.findall(text)
        missing = [t for t in _link_targets(links) if not (REPO / t).is_file()]
        assert not missing, f"{path.relative_to(REPO)}: Binder links to files that do not exist: {missing}"
        found += [(path.name, link) for link in links]
    assert {name for name, _ in found} >= {"README.md"}, found


def _visible(markdown: str) -> str:
    """What a reader of the rendered Markdown sees: HTML comments out, one line."""
    return " ".join(re.sub(r"<!--.*?-->", " ", markdown, flags=re.S).split())


def test_readme_says_in_its_text_that_the_address_is_not_public_yet():
    """Issue 21 item 2: while binder/ADDRESS holds the placeholder, the README's Binder section says
    so in its visible text (not only in an HTML comment), with the one-line way to set it."""
    script = _address_script()
    text = README.read_text()
    section = text[text.index("(Binder)\n"):]
    section = section[:section.index("\n## ")]
    visible = _visible(section)
    assert "binder/ADDRESS" in visible and "python scripts/set_binder_address.py" in visible, visible
    if script.is_placeholder(script.read_address(REPO)):
        assert "not public yet" in visible.lower() and "OWNER/REPO" in visible, visible


# Bad addresses: (arguments, what the one line must name). Source: GitHub's naming rules (owner:
# letters, digits, single inner hyphens, ≤ 39; name: letters, digits, . _ -) and git check-ref-format.
BAD_ADDRESSES = [
    (["alice"], "owner/name"),
    (["alice/tarot/lab"], "owner/name"),
    (["https://github.com/alice/tarot-lab"], "owner/name"),
    (["-alice/tarot-lab"], "owner '-alice'"),
    (["al--ice/tarot-lab"], "owner 'al--ice'"),
    (["alice/.."], "repository name '..'"),
    (["alice/tarot lab"], "repository name 'tarot lab'"),
    (["alice/tarot-lab.git"], "repository name 'tarot-lab.git'"),
    (["OWNER/REPO"], "placeholder"),
    (["alice/tarot-lab", "a..b"], "branch 'a..b'"),
    (["alice/tarot-lab", "main/"], "branch 'main/'"),
    (["alice/tarot-lab", "-x"], "branch '-x'"),
    (["alice/tarot-lab", "my branch"], "branch 'my branch'"),
]
ADDRESS_COPY = ("README.md", "CHANGELOG.md", "binder/ADDRESS", "lessons/INSTRUCTORS.md",
                "lessons/INSTRUCTEURS.md", "lessons/en/00_start_here.ipynb", "lessons/fr/00_commencer_ici.ipynb")


@pytest.fixture
def repo_copy(tmp_path):
    """The files set_binder_address.py reads and rewrites, copied: the test never touches the repo."""
    for rel in ADDRESS_COPY:
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(REPO / rel, tmp_path / rel)
    return tmp_path


def _set_address(root, *args):
    return subprocess.run([sys.executable, str(SET_ADDRESS), *args, "--root", str(root)],
                          capture_output=True, text=True, timeout=60)


def _snapshot(root):
    return {p: p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def test_set_binder_address_rewrites_every_link_once(repo_copy):
    """One command sets the address; a second run changes nothing; a branch with '/' is encoded."""
    before = (repo_copy / "README.md").read_text()
    done = _set_address(repo_copy, "alice/tarot-lab")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("The address is now alice/tarot-lab (HEAD); rewritten: "), done.stdout
    assert "binder/ADDRESS" in done.stdout and "README.md" in done.stdout and "CHANGELOG.md" in done.stdout
    readme = (repo_copy / "README.md").read_text()
    links = _check_readme_links(repo_copy)
    assert all(link.startswith("https://mybinder.org/v2/gh/alice/tarot-lab/HEAD?urlpath=lab%2Ftree%2Flessons%2F")
               for link in links), links
    assert [_link_targets([x]) for x in links] == [_link_targets([x]) for x in BINDER_LINK.findall(before)]
    assert "OWNER/REPO" not in readme and "not public yet" not in readme.lower() and "binder-placeholder" not in readme
    assert "python scripts/set_binder_address.py" in _visible(readme)     # how to change it again stays
    changelog = (repo_copy / "CHANGELOG.md").read_text()
    assert "https://github.com/alice/tarot-lab/compare/v0.1.0...HEAD" in changelog
    assert "OWNER/REPO" not in changelog
    address = (repo_copy / "binder/ADDRESS").read_text()
    assert address.splitlines()[-1] == "alice/tarot-lab HEAD"

    state = _snapshot(repo_copy)
    again = _set_address(repo_copy, "alice/tarot-lab")
    assert again.returncode == 0
    assert again.stdout == "The address is already alice/tarot-lab (HEAD): nothing to change.\n"
    assert _snapshot(repo_copy) == state

    moved = _set_address(repo_copy, "bob-b/tarot_lab.2", "feature/room-7")
    assert moved.returncode == 0, moved.stderr
    links = _check_readme_links(repo_copy)
    assert all(link.startswith("https://mybinder.org/v2/gh/bob-b/tarot_lab.2/feature%2Froom-7?") for link in links)
    assert "https://github.com/bob-b/tarot_lab.2/releases/tag/v0.1.0" in (repo_copy / "CHANGELOG.md").read_text()
    assert (repo_copy / "binder/ADDRESS").read_text().splitlines()[-1] == "bob-b/tarot_lab.2 feature/room-7"


@pytest.mark.parametrize(("args", "named"), BAD_ADDRESSES, ids=[" ".join(a) for a, _ in BAD_ADDRESSES])
def test_set_binder_address_refuses_a_malformed_address(repo_copy, args, named):
    """One line on stderr naming the bad part, exit status 2, no traceback, no file changed."""
    state = _snapshot(repo_copy)
    refused = _set_address(repo_copy, *args)
    assert refused.returncode == 2
    assert refused.stdout == ""
    lines = refused.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("set_binder_address: "), refused.stderr
    assert named in lines[0], lines[0]
    assert _snapshot(repo_copy) == state


# ------------------------------------------------------------------ the Binder environment

ANSI = re.compile(r"\x1b\[[0-9;]*m")


def _run(cmd, env=None, cwd=None, timeout=900, check=True):
    proc = subprocess.run(cmd, env=env, cwd=cwd, timeout=timeout, text=True,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    out = ANSI.sub("", proc.stdout)
    if check and proc.returncode:
        raise AssertionError(f"{' '.join(map(str, cmd))} failed ({proc.returncode}):\n" + out[-6000:])
    return out


def _du_mb(path):
    return int(_run(["du", "-sm", str(path)]).split()[0])


def _wheelhouse(requirements):
    digest = hashlib.sha256(requirements.read_bytes()).hexdigest()[:16]
    parent = pathlib.Path(os.environ.get("TAROT_WHEELHOUSE")
                          or pathlib.Path.home() / ".cache" / "tarot-lab" / "binder-wheels")
    return parent, parent / digest


class BinderEnv:
    def __init__(self, root, prefix, src, env):
        self.root, self.prefix, self.src, self.env = root, prefix, src, env

    def bin(self, name):
        return str(self.prefix / "bin" / name)

    def run(self, *cmd, **kw):
        return _run([self.bin(cmd[0]), *cmd[1:]], env=self.env, **kw)


@pytest.fixture(scope="module")
def binder_env(tmp_path_factory, figure):
    """binder/requirements.txt in an empty venv, then binder/postBuild, as repo2docker does."""
    root = tmp_path_factory.mktemp("binder")
    src = root / "repo"            # repo2docker copies the repository into the image: so do we
    shutil.copytree(REPO, src, ignore=shutil.ignore_patterns(
        ".git", ".venv", "venv", "screenshots", "build", "dist", "*.egg-info", "__pycache__",
        ".ipynb_checkpoints", "__marimo__", ".hypothesis"))
    home = root / "home"
    home.mkdir()
    prefix = root / "env"
    requirements = src / "binder" / "requirements.txt"
    _run([sys.executable, "-m", "venv", str(prefix)])
    base_env = {k: v for k, v in os.environ.items()
                if not k.startswith(("JUPYTER", "VIRTUAL_ENV", "PYTHON", "IPYTHON", "CONDA", "XDG_"))}
    env = dict(base_env, HOME=str(home), PATH=f"{prefix / 'bin'}{os.pathsep}{os.environ['PATH']}",
               VIRTUAL_ENV=str(prefix), PYTHONNOUSERSITE="1", PIP_DISABLE_PIP_VERSION_CHECK="1",
               MARIMO_SKIP_UPDATE_CHECK="1")
    benv = BinderEnv(root, prefix, src, env)

    parent, wheels = _wheelhouse(requirements)
    stamp = wheels / "complete"
    if not stamp.exists():
        for old in parent.glob("*"):             # wheels for older requirements.txt
            if old.is_dir() and old != wheels:
                shutil.rmtree(old, ignore_errors=True)
        wheels.mkdir(parents=True, exist_ok=True)
        t0 = time.monotonic()
        benv.run("pip", "download", "--quiet", "--dest", str(wheels), "-r", str(requirements))
        figure("binder_download", round(time.monotonic() - t0), "s",
               f"pip download of binder/requirements.txt, {_du_mb(wheels)} MB of wheels")
        stamp.write_text("ok\n")
    t0 = time.monotonic()
    benv.run("pip", "install", "--quiet", "--no-index", "--find-links", str(wheels),
             "-r", str(requirements))
    install_s = time.monotonic() - t0
    t0 = time.monotonic()
    _run(["bash", "binder/postBuild"], env=env, cwd=src)
    postbuild_s = time.monotonic() - t0
    size = _du_mb(prefix)
    figure("binder_env_size", size, "MB", "fresh venv from binder/requirements.txt + postBuild")
    figure("binder_install", round(install_s), "s",
           "pip install -r binder/requirements.txt into an empty venv, wheels already downloaded")
    figure("binder_postbuild", round(postbuild_s), "s", "binder/postBuild")
    return benv


SMOKE_NOTEBOOK = [
    "import tarot_core, widgets\nprint(tarot_core.__file__)",
    "import ipywidgets as w\nw.Button(description='ok')",
    textwrap.dedent("""\
        import altair as alt, pandas as pd
        alt.JupyterChart.enable_offline()
        alt.JupyterChart(alt.Chart(pd.DataFrame({'x': [1, 2]})).mark_bar().encode(x='x:Q'))"""),
]

EXECUTE = textwrap.dedent("""\
    import sys, nbformat
    from nbclient import NotebookClient
    path = sys.argv[1]
    nb = nbformat.read(path, as_version=4)
    NotebookClient(nb, timeout=600, kernel_name="python3",
                   iopub_timeout=60, raise_on_iopub_timeout=True,   # late outputs waited for
                   coalesce_streams=True,
                   resources={"metadata": {"path": sys.argv[2]}}).execute()
    nbformat.write(nb, path)
    """)


def _execute(benv, notebook):
    """Run a notebook with nbclient inside the Binder environment; return the executed one."""
    import nbformat
    _run([benv.bin("python"), "-c", EXECUTE, str(notebook), str(notebook.parent)],
         env=benv.env, timeout=900)
    nb = nbformat.read(notebook, as_version=4)
    errors = [o for c in nb.cells if c.cell_type == "code"
              for o in c.get("outputs", []) if o.get("output_type") == "error"]
    assert not errors, errors
    return nb


@pytest.mark.slow
@pytest.mark.xdist_group("binder")
def test_binder_env_runs_a_widget_notebook(binder_env):
    import nbformat
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.cells = [nbformat.v4.new_code_cell(src) for src in SMOKE_NOTEBOOK]
    path = binder_env.root / "work" / "smoke.ipynb"
    path.parent.mkdir()
    nbformat.write(nb, path)
    done = _execute(binder_env, path)
    printed = done.cells[0].outputs[0]["text"]
    assert str(binder_env.prefix) in printed, f"tarot_core must come from the Binder env: {printed}"
    mimes = [set(o["data"]) for c in done.cells[1:] for o in c.outputs
             if o.get("output_type") in ("execute_result", "display_data")]
    assert len(mimes) == 2 and all("application/vnd.jupyter.widget-view+json" in m for m in mimes), mimes
    # postBuild built the charts' offline bundle into the image's home (issue 26: not a learner's first chart)
    kept = list((binder_env.root / "home" / ".cache" / "tarot-lab").glob("jupyterchart-offline-altair-*.js"))
    assert len(kept) == 1 and kept[0].stat().st_size > 500_000, kept


@pytest.mark.slow
@pytest.mark.xdist_group("binder")
def test_binder_env_runs_the_first_lesson(binder_env, figure):
    if not FIRST_LESSON.exists():
        pytest.skip(f"{FIRST_LESSON.relative_to(REPO)} does not exist yet")
    work = binder_env.root / "lessons"       # a fresh copy: lessons may have changed since
    shutil.rmtree(work, ignore_errors=True)
    shutil.copytree(REPO / "lessons", work, ignore=shutil.ignore_patterns(
        ".ipynb_checkpoints", "__pycache__", "__marimo__"))
    lesson = work / FIRST_LESSON.relative_to(REPO / "lessons")
    t0 = time.monotonic()
    _execute(binder_env, lesson)
    figure("binder_first_lesson_nbclient", round(time.monotonic() - t0, 1), "s",
           f"{FIRST_LESSON.name} executed with nbclient in the Binder env")


@pytest.mark.slow
@pytest.mark.xdist_group("binder")
def test_binder_env_lists_widget_anywidget_and_marimo_extensions(binder_env):
    labext = binder_env.run("jupyter", "labextension", "list")
    for name in ("@jupyter-widgets/jupyterlab-manager", "anywidget",
                 "@marimo-team/jupyter-extension", "@jupyterhub/jupyter-server-proxy"):
        line = next((ln for ln in labext.splitlines() if name in ln), "")
        assert "enabled" in line and "OK" in line, f"labextension {name} missing:\n{labext}"
    serverext = binder_env.run("jupyter", "server", "extension", "list")
    for name in ("jupyter_server_proxy", "marimo_jupyter_extension"):
        module = rf"{name}(\.\w+)*"
        assert re.search(rf"^\s*{module} enabled$", serverext, re.M), \
            f"server extension {name} not enabled:\n{serverext}"
        assert re.search(rf"^\s*{module}\s+[\w.]*\s*OK$", serverext, re.M), \
            f"server extension {name} does not validate:\n{serverext}"


@pytest.mark.slow
@pytest.mark.xdist_group("binder")
def test_binder_env_serves_marimo_at_slash_marimo(binder_env):
    """JupyterLab of the Binder env launches marimo (no sandbox, no update check) at /marimo/."""
    import socket

    import psutil
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    work = binder_env.root / "lab"
    work.mkdir(exist_ok=True)
    env = dict(binder_env.env, JUPYTER_RUNTIME_DIR=str(work / "runtime"))
    log = work / "server.log"
    token = "binder-test"
    server = subprocess.Popen(
        [binder_env.bin("jupyter-lab"), "--no-browser", f"--port={port}", "--ip=127.0.0.1",
         f"--ServerApp.token={token}", f"--ServerApp.root_dir={binder_env.src}",
         "--ServerApp.allow_root=True"],
        env=env, cwd=binder_env.src, stdout=open(log, "wb"), stderr=subprocess.STDOUT)
    try:
        base = f"http://127.0.0.1:{port}"
        deadline = time.time() + 90
        while True:
            try:
                urllib.request.urlopen(f"{base}/api/status?token={token}", timeout=2)
                break
            except Exception:
                assert server.poll() is None and time.time() < deadline, log.read_text()[-4000:]
                time.sleep(0.3)
        with urllib.request.urlopen(f"{base}/marimo/?token={token}", timeout=120) as resp:
            assert resp.status == 200
            body = resp.read().decode(errors="replace")
        assert "marimo" in body.lower()
        children = [" ".join(p.cmdline()) for p in psutil.Process(server.pid).children(recursive=True)]
        marimo = [c for c in children if " edit " in f" {c} " and "marimo" in c]
        assert marimo, children
        assert "--sandbox" not in marimo[0] and "--skip-update-check" in marimo[0], marimo[0]
    finally:
        server.terminate()                     # our own server, by its PID; it stops marimo too
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


@pytest.mark.slow
@pytest.mark.xdist_group("binder")
def test_repo2docker_dry_run_picks_python_311(tmp_path_factory, figure):
    """`jupyter-repo2docker --no-build --debug` needs no Docker: it prints the Dockerfile."""
    root = tmp_path_factory.mktemp("repo2docker")
    src = root / "repo"
    shutil.copytree(REPO, src, ignore=shutil.ignore_patterns(
        ".git", ".venv", "venv", "screenshots", "build", "dist", "*.egg-info", "__pycache__"))
    venv = root / "venv"
    _run([sys.executable, "-m", "venv", str(venv)])
    _run([str(venv / "bin" / "pip"), "install", "--quiet", REPO2DOCKER])
    env = {k: v for k, v in os.environ.items() if not k.startswith(("VIRTUAL_ENV", "PYTHON"))}
    t0 = time.monotonic()
    out = _run([str(venv / "bin" / "jupyter-repo2docker"), "--no-build", "--debug",
                "--user-name", "jovyan", "--user-id", "1000", str(src)], env=env, cwd=root)
    assert "Building conda environment for python=3.11" in out, out[-4000:]
    # the base environment's lock file, environment.py-3.11-linux-64.lock (escaped in the name)
    assert re.search(r"environment(\.|-2e)py(-|-2d)3(\.|-2e)11(-|-2d)linux", out), out[-4000:]
    assert 'pip install --no-cache-dir -r "binder/requirements.txt"' in out, out[-4000:]
    assert "./binder/postBuild" in out, out[-4000:]
    assert "environment.yml" not in out
    figure("repo2docker_dry_run", round(time.monotonic() - t0, 1), "s",
           f"{REPO2DOCKER} --no-build --debug")
