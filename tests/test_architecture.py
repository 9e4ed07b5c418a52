"""The house's floors (DESIGN.md): the rule modules at the top of ``tarot_core`` never reach into
``analysis``, ``io`` or ``render``, and use the standard library only.

One exception is written into the test, as python-chess does with ``chess.svg``: a value may
draw itself in a notebook, so a display method (``_repr_svg_``, ``_repr_html_`` …) may import
``render`` inside its own body. No rule ever runs that code.
"""
from __future__ import annotations

import ast
import pathlib
import re
import sys

import pytest

CORE = pathlib.Path(__file__).resolve().parents[1] / "tarot_core"
RULE_MODULES = sorted(p for p in CORE.glob("*.py") if p.name not in ("__main__.py",))
UPPER = ("analysis", "io", "render")


def _imports(path: pathlib.Path):
    """(module imported, enclosing function name or None, line) for every import of *path*."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []

    def visit(node, func):
        for child in ast.iter_child_nodes(node):
            name = child.name if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) else func
            if isinstance(child, ast.ImportFrom):
                module = child.module or ""
                if child.level:                                # relative: from .x / from . import x
                    targets = [module] if module else [a.name for a in child.names]
                    found.extend(("tarot_core." + t, name, child.lineno) for t in targets)
                else:
                    found.append((module, name, child.lineno))
            elif isinstance(child, ast.Import):
                found.extend((a.name, name, child.lineno) for a in child.names)
            visit(child, name)
    visit(tree, None)
    return found


def _upper_part(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[0] == "tarot_core" and parts[1] in UPPER else None


def test_the_rule_modules_are_the_ones_design_names():
    names = {p.stem for p in RULE_MODULES} - {"__init__"}
    assert {"cards", "deal", "auction", "discard", "poignee", "play", "excuse", "scoring", "counting",
            "hand", "errors", "game", "referee", "catalogue", "record", "table"} <= names


@pytest.mark.parametrize("path", RULE_MODULES, ids=lambda p: p.name)
def test_rule_module_never_imports_analysis_io_or_render(path):
    bad = [(m, f, line) for m, f, line in _imports(path)
           if _upper_part(m) and not (_upper_part(m) == "render" and f and f.startswith("_repr_"))]
    assert bad == [], f"{path.name} imports from an upper part: {bad}"


@pytest.mark.parametrize("path", RULE_MODULES, ids=lambda p: p.name)
def test_rule_module_needs_only_the_standard_library(path):
    outside = [(m, line) for m, _, line in _imports(path)
               if not m.startswith("tarot_core") and m.split(".")[0] not in sys.stdlib_module_names
               and m != "__future__"]
    assert outside == [], f"{path.name} imports a package beyond the standard library: {outside}"


def test_the_checker_sees_a_violation(tmp_path):
    """The test above can fail: a module importing the simulator, even inside a function, is caught."""
    bad = tmp_path / "bad.py"
    bad.write_text("def f():\n    from .analysis.simulate import random_record\n"
                   "def _repr_html_(self):\n    from .render.svg import card_svg\n")
    found = [(m, f) for m, f, _ in _imports(bad) if _upper_part(m)]
    assert found == [("tarot_core.analysis.simulate", "f"), ("tarot_core.render.svg", "_repr_html_")]


def test_the_package_lists_every_name_it_offers():
    """tarot_core.__all__ holds the names loaded at once and every lazy name, each resolvable; the
    lazy ones are exactly those the ``if TYPE_CHECKING:`` block imports (issue 23 §4)."""
    import tarot_core
    for name in tarot_core.__all__:
        assert getattr(tarot_core, name) is not None, name
    tree = ast.parse((CORE / "__init__.py").read_text(encoding="utf-8"))
    checking = next(n for n in tree.body if isinstance(n, ast.If) and ast.unparse(n.test) == "TYPE_CHECKING")
    lazy = {a.asname or a.name for n in checking.body for a in n.names}
    eager = {a.asname or a.name for n in tree.body if isinstance(n, ast.ImportFrom) and n.level for a in n.names}
    assert lazy | eager == set(tarot_core.__all__) and not lazy & eager


def test_the_package_is_plain_imports_and_loads_only_the_light_modules():
    """Issue 23 §4: tarot_core/__init__.py imports by import statements (no importlib strings the
    import graph cannot see) and keeps the ordinary module type; ``import tarot_core`` loads the
    cards, texts, errors, table, deal and referee, not the state or the scoring (milliseconds)."""
    source = (CORE / "__init__.py").read_text(encoding="utf-8")
    assert "importlib" not in source and "__class__" not in source and "_sys.modules" not in source
    import subprocess
    code = ("import sys, types, tarot_core; assert type(tarot_core) is types.ModuleType\n"
            "print(sorted(m for m in sys.modules if m.startswith('tarot_core')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    loaded = set(ast.literal_eval(out))
    assert {"tarot_core.cards", "tarot_core.deal", "tarot_core.referee"} <= loaded
    assert not loaded & {"tarot_core.game", "tarot_core.scoring", "tarot_core.engine", "tarot_core.io.session"}


# ---------------------------------------------------------------------------------------------
# Issue 22: the table (tarot_core/table.py) is passed, never copied into literals.
# ---------------------------------------------------------------------------------------------
#: What a table size is: seats (3, 4, 5), hands (15, 18, 24) and so tricks, the chien (3, 6), the
#: last trick's index at four (17). Card facts (C1: 14 cards a suit, 21 trumps, 78 cards, 22) are not.
TABLE_SIZES = {3, 4, 5, 6, 15, 17, 18, 24}
SEAT_COUNTS = {3, 4, 5}
#: Names that hold seats, tricks or hands: a size literal next to one of them is a table size.
SEATISH = re.compile(r"seat|leader|dealer|player|taker|winner|trick|turn|speaker|rotation|hand|partner|defender")
#: Files not scanned yet (empty when every floor takes the table). Paths from the repository's root.
OTHERS_WORKING: set[str] = set()
#: table.py is the one home of the sizes. The scan covers tarot_core/ whole, the widgets, the course's
#: toolkit (lessons/tarot_course/), the marimo labs and the scripts that play deals.
ROOT = CORE.parent
SIZE_SCAN = sorted(p for p in [*CORE.rglob("*.py"), *(ROOT / "widgets").rglob("*.py"),
                               *(ROOT / "lessons" / "tarot_course").rglob("*.py"),
                               *(ROOT / "lessons" / "marimo").glob("*.py"), ROOT / "scripts" / "review_golden.py"]
                   if p.relative_to(ROOT).as_posix() not in OTHERS_WORKING | {"tarot_core/table.py"})


def _names(node: ast.AST) -> list[str]:
    """The identifiers in an expression (names and attributes), lower case."""
    out = []
    for n in ast.walk(node):
        if isinstance(n, ast.Name):
            out.append(n.id.lower())
        elif isinstance(n, ast.Attribute):
            out.append(n.attr.lower())
    return out


def _seatish(node: ast.AST) -> bool:
    return any(SEATISH.search(name) for name in _names(node))


def _size(node: ast.AST, sizes=TABLE_SIZES) -> int | None:
    if isinstance(node, ast.Constant) and type(node.value) is int and node.value in sizes:
        return node.value
    return None


def table_literals(source: str) -> list[tuple[int, str]]:
    """(line, code) of each literal table size in *source*. Flagged:

    * ``x % 3``, ``x % 4``, ``x % 5`` (seat arithmetic, whatever x is), and ``x & 3`` when x names
      a seat, leader, trick … (``(leader + 1) & 3``);
    * a comparison of a seat/trick/hand quantity with a size (``len(trick) == 4``, ``n_tricks > 17``,
      ``trick_number == 18``);
    * ``range(k)`` (any argument a size) looping over seats (its target a seat-like name);
    * ``k * x`` / ``x * k`` with x a seat/trick/hand quantity, and ``[…] * k`` with k a seat count
      (one entry per seat);
    * an assignment of a size to a seat/trick/hand-like name (``N_TRICKS = 18``), and a keyword
      ``seats=4`` / ``players=4`` / ``dealer=i % 4`` in a call.
    Not flagged: card facts (``c // 14``, ``range(4)`` over suits, ``78``, ``21``).
    """
    tree = ast.parse(source)
    found: list[tuple[int, str]] = []

    def flag(node: ast.AST) -> None:
        found.append((node.lineno, ast.unparse(node)))

    for node in ast.walk(tree):
        if isinstance(node, ast.BinOp):
            if isinstance(node.op, ast.Mod) and _size(node.right, SEAT_COUNTS):
                flag(node)
            elif isinstance(node.op, ast.BitAnd) and (_size(node.right, {3}) and _seatish(node.left)
                                                     or _size(node.left, {3}) and _seatish(node.right)):
                flag(node)
            elif isinstance(node.op, ast.Mult):
                for k, other in ((node.left, node.right), (node.right, node.left)):
                    if _size(k) and _seatish(other) or _size(k, SEAT_COUNTS) and isinstance(other, ast.List):
                        flag(node)
                        break
        elif isinstance(node, ast.Compare):
            parts = [node.left, *node.comparators]
            if any(_size(p) for p in parts) and any(_seatish(p) for p in parts if not _size(p)):
                flag(node)
        elif isinstance(node, (ast.For, ast.comprehension)):
            it = node.iter
            if (isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id == "range"
                    and any(_size(a) for a in it.args)):
                target = _names(node.target)
                if any(SEATISH.search(t) for t in target):
                    flag(it)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None and _size(node.value):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(re.search(r"(?i)seats|tricks|hand_size|players|^last$", ast.unparse(t)) for t in targets):
                flag(node)
        elif isinstance(node, ast.keyword) and node.arg in ("seats", "players", "hand_size", "n_tricks"):
            if _size(node.value):
                flag(node.value)
    return sorted(set(found))


@pytest.mark.parametrize("path", SIZE_SCAN, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_literal_seat_or_trick_count_outside_table_py(path):
    """Issue 22 (DESIGN.md, "No module writes 4, 18 or % 4 itself"): every seat count, hand size and
    trick count comes from the Table value passed in (tarot_core/table.py)."""
    assert table_literals(path.read_text(encoding="utf-8")) == []


def test_the_size_scan_sees_a_planted_literal():
    """The checker itself: each form it is meant to catch is caught, card facts are not."""
    planted = ("nxt = (leader + 1) % 4\n"
               "w = (seat + i) & 3\n"
               "done = len(tricks) == 18\n"
               "for seat in range(4):\n    pass\n"
               "target = 4 * (n_tricks - k)\n"
               "slots = [-1] * 4\n"
               "N_TRICKS = 18\n"
               "g = f(dealer=seed % 4)\n")
    assert [line for line, _ in table_literals(planted)] == [1, 2, 3, 4, 6, 7, 8, 9]
    card_facts = ("suit = c // 14\nrank = c % 14\nfor suit in range(4):\n    pass\n"
                  "n = len(trumps) > 4\nFIRST_TRUMP = 56\nhalf = 4 * bouts\n")
    assert table_literals(card_facts) == []


# ---------------------------------------------------------------------------------------------
# Issue 23 §4: no import circle in tarot_core. Every import counts, at module level or inside a
# function (a lazy import hides a circle, it does not remove it); only ``if TYPE_CHECKING:``
# blocks (annotations, never run) are left out.
# ---------------------------------------------------------------------------------------------
def _module_name(path: pathlib.Path, root: pathlib.Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _type_checking_nodes(tree: ast.AST) -> set[int]:
    """The ids of every node inside an ``if TYPE_CHECKING:`` block (annotations only)."""
    inside: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for stmt in node.body:
                inside.update(id(n) for n in ast.walk(stmt))
    return inside


def import_graph(root: pathlib.Path) -> dict[str, dict[str, int]]:
    """{module: {module of the package it imports: first line}} for the package at *root*, built
    from the source (nothing is imported): ``from . import x`` and ``from .x import y`` (y a
    submodule or a name) are resolved to the module they load."""
    modules = {_module_name(p, root): p for p in sorted(root.rglob("*.py"))}
    graph: dict[str, dict[str, int]] = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = _type_checking_nodes(tree)
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        edges: dict[str, int] = {}
        for node in ast.walk(tree):
            if id(node) in skip:
                continue
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")
                    base = base[:len(base) - (node.level - 1)]
                    module = ".".join(base + ([node.module] if node.module else []))
                else:
                    module = node.module or ""
                targets = [f"{module}.{a.name}" if f"{module}.{a.name}" in modules else module
                           for a in node.names]
            for target in targets:
                while target and target not in modules:          # import a.b.c loads a.b.c, or its package
                    target = target.rpartition(".")[0]
                if target and target != name:
                    edges.setdefault(target, node.lineno)
        graph[name] = edges
    return graph


def import_cycles(graph: dict[str, dict[str, int]]) -> list[list[str]]:
    """Each import circle as its modules in import order, first = last ('a → b → a'): one circle
    per strongly connected group of modules (Tarjan), traced through that group."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph.get(v, {}):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    cycles = []
    for group in groups:                       # the shortest way from the group's first module back to it
        start, members = group[0], set(group)
        came: dict[str, str] = {}
        frontier = [start]
        while start not in came:
            frontier = [came.setdefault(w, v) and w for v in frontier for w in sorted(graph[v])
                        if w in members and w not in came]
        path = [start]
        while len(path) == 1 or path[-1] != start:
            path.append(came[path[-1]])
        cycles.append(path[::-1])
    return cycles


def _named(graph, cycle: list[str]) -> str:
    return " → ".join(f"{a} (line {graph[a][b]})" for a, b in zip(cycle, cycle[1:])) + f" → {cycle[-1]}"


def test_no_import_circle_in_tarot_core():
    """Issue 23 §4: the import graph of tarot_core (every import, lazy ones too) has no circle."""
    graph = import_graph(CORE)
    assert "tarot_core.cards" in graph and "tarot_core.io.cli" in graph     # the whole package was read
    assert [_named(graph, c) for c in import_cycles(graph)] == []


def test_the_circle_checker_sees_a_planted_circle(tmp_path):
    """The checker can fail: a circle made by a lazy import inside a function, two levels deep and
    across a subpackage, is found and named; an ``if TYPE_CHECKING:`` import is not an edge."""
    pkg = tmp_path / "pkg"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "sub" / "__init__.py").write_text("")
    (pkg / "a.py").write_text("from .b import f\n")
    (pkg / "b.py").write_text("def f():\n    from .sub import c\n    return c\n")
    (pkg / "sub" / "c.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..b import f\n"
                                      "def g():\n    from .. import a\n")
    (pkg / "d.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .e import x\n")
    (pkg / "e.py").write_text("from . import d\n")
    graph = import_graph(pkg)
    assert graph["pkg.b"] == {"pkg.sub.c": 2} and graph["pkg.sub.c"] == {"pkg.a": 5} and graph["pkg.d"] == {}
    assert import_cycles(graph) == [["pkg.a", "pkg.b", "pkg.sub.c", "pkg.a"]]
    assert _named(graph, import_cycles(graph)[0]) == "pkg.a (line 1) → pkg.b (line 2) → pkg.sub.c (line 5) → pkg.a"


# ---------------------------------------------------------------------------------------------
# Issue 23 §4: arrows point one way. A module uses another's public names only (a private
# ``_name`` is that module's own business), and the rules floor never builds on the state.
# ---------------------------------------------------------------------------------------------
def private_imports(root: pathlib.Path) -> list[tuple[str, int, str, str]]:
    """(module, line, module imported from, name) for each ``from X import _name`` inside the
    package at *root* (X one of its modules, relative or absolute); dunder names are not private."""
    package = root.name
    found = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ImportFrom) or not (node.level or (node.module or "").split(".")[0] == package):
                continue
            for alias in node.names:
                if alias.name.startswith("_") and not alias.name.startswith("__"):
                    found.append((_module_name(path, root), node.lineno, "." * node.level + (node.module or ""),
                                  alias.name))
    return found


def test_no_module_imports_a_private_name_of_another():
    """record._detail, record._json, scoring._signed, game._quoted, play._check_trick … were
    imported across modules: each is now public where it lives (or moved to where it belongs)."""
    assert private_imports(CORE) == []


def test_the_private_import_checker_sees_one(tmp_path):
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "a.py").write_text("from .b import _x, y\nfrom pkg.c import _z as z\nfrom os import _exit\n"
                              "from .b import __version__\n")
    assert private_imports(pkg) == [("pkg.a", 1, ".b", "_x"), ("pkg.a", 2, "pkg.c", "_z")]


#: Rule modules that build on the state (GameState): the referee replays a record into one.
ABOVE_THE_STATE = {"tarot_core.referee"}


def test_the_rules_never_reach_up_to_the_state():
    """game.py (GameState) stands on the rule modules; none of them imports it back (ending.py
    asks the engine for a played outcome, record.py leaves replaying to game.replay_states)."""
    graph = import_graph(CORE)
    rules = {_module_name(p, CORE) for p in RULE_MODULES} - {"tarot_core", "tarot_core.game"}
    assert sorted(m for m in rules - ABOVE_THE_STATE if "tarot_core.game" in graph[m]) == []


def test_no_lesson_or_widget_drives_the_command_line():
    """The command line (tarot_core.io.cli) is for people at a terminal: a lesson or a widget calls
    the function behind a command (e.g. io.cli_analyse.analyse_file), never ``cli.main``."""
    root = CORE.parent
    users = []
    for path in sorted([*(root / "widgets").rglob("*.py"), *(root / "lessons").rglob("*.py")]):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([node.module or ""] if isinstance(node, ast.ImportFrom)
                     else [a.name for a in node.names] if isinstance(node, ast.Import) else [])
            if any(n == "tarot_core.io.cli" for n in names):
                users.append((path.relative_to(root).as_posix(), node.lineno))
    assert users == []


@pytest.mark.parametrize("package", ["analysis", "io", "render"])
def test_a_package_docstring_names_every_module_of_the_package(package):
    """Issue 23 §4: the docstrings of analysis, io and render named 5 of 16, 4 of 9 and 2 of 3 of
    their modules. Each names every module it holds (as ``name``), so a new module updates it."""
    folder = CORE / package
    doc = ast.get_docstring(ast.parse((folder / "__init__.py").read_text(encoding="utf-8"))) or ""
    modules = {p.stem for p in folder.glob("*.py")} - {"__init__", "conftest"}
    assert sorted(m for m in modules if f"``{m}``" not in doc) == []


# ---------------------------------------------------------------------------------------------
# Issue 26 (opening a lesson): nothing heavy before a lesson's first widget.
# ---------------------------------------------------------------------------------------------
#: what a lesson's first cell imports: the packages, every widget module (widgets.charts in lessons
#: 6, 8, 9 and 11) and the course's modules with a chart (tarot_course.odds in 18, counting_hands in 22)
LESSON_SETUP_IMPORTS = ["tarot_course", "widgets", "tarot_course.odds", "tarot_course.counting_hands",
                        *sorted(f"widgets.{p.stem}" for p in (CORE.parent / "widgets").glob("*.py")
                                if p.stem != "__init__")]
#: the heavy libraries a chart or a formula needs, loaded by the cell that draws or writes it:
#: ``import altair`` alone took 1.4 s (3.4 s on a loaded machine), sympy about 1 s
HEAVY_LIBRARIES = ("altair", "sympy", "pandas", "vl_convert")


def test_the_course_imports_no_chart_or_algebra_library_until_it_draws():
    """Issue 26: lesson 8's first widget waited behind ``import altair`` (widgets.charts imported it
    at its top, and the lesson imports ``make_table, stakes_chart`` in its first cell). Importing
    the course's packages and the modules a lesson's first cell takes names from loads none of
    altair, sympy, pandas or vl-convert: the cell that draws a chart (or writes a formula) does."""
    import subprocess
    code = (f"import importlib, sys\nfor m in {LESSON_SETUP_IMPORTS!r}: importlib.import_module(m)\n"
            f"print(sorted(m for m in {HEAVY_LIBRARIES!r} if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert ast.literal_eval(out.strip().splitlines()[-1]) == []


def test_a_chart_still_loads_altair_when_it_is_drawn():
    """The other half of the lazy import: building a chart (S1's target chart) gets altair's chart."""
    import subprocess
    code = ("import sys, widgets\nfig = widgets.target_chart('fr')\n"
            "print(type(fig.chart).__module__.split('.')[0], 'altair' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["altair", "True"]


def test_no_lesson_imports_a_chart_or_algebra_library_in_its_first_cell():
    """Issue 26: lesson 22's first cell imported sympy (about 1 s, 2 s on a loaded machine, before
    its first widget; in the browser kernel the import also fetches sympy's wheels first). A lesson's
    first code cell imports none of altair, sympy, pandas or vl-convert itself; the cell that first
    writes a formula does (the browser kernel loads a package when a cell's own code imports it)."""
    import json
    found = []
    for path in sorted((CORE.parent / "lessons").glob("*/*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        first = next((c for c in cells if c["cell_type"] == "code"), None)
        if first is None:
            continue
        for node in ast.walk(ast.parse("".join(first["source"]))):
            names = ([node.module or ""] if isinstance(node, ast.ImportFrom)
                     else [a.name for a in node.names] if isinstance(node, ast.Import) else [])
            found += [(path.relative_to(CORE.parent).as_posix(), n) for n in names
                      if n.split(".")[0] in HEAVY_LIBRARIES]
    assert found == []


def test_every_altair_import_of_the_course_goes_through_load_altair():
    """Issue 26: ``widgets.charts.load_altair`` imports altair with ``rfc3987_syntax`` hidden (0.85 s
    of its 1.2 s). The course imports altair there only: its packages and the lessons' toolkit never
    import it themselves (the annotations' import under ``TYPE_CHECKING`` runs no code), and a marimo lab
    that names it (marimo in the browser loads what a cell's code imports) calls ``load_altair()``
    first, in the same cell."""
    root = CORE.parent
    found = []
    files = [*sorted((root / "widgets").rglob("*.py")), *sorted((root / "tarot_core").rglob("*.py")),
             *sorted((root / "lessons").rglob("*.py"))]
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        parent = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
        for node in ast.walk(tree):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            if not any(n.split(".")[0] == "altair" for n in names):
                continue
            up = parent[node]
            while not isinstance(up, (ast.FunctionDef, ast.Module)) and not (
                    isinstance(up, ast.If) and ast.unparse(up.test) == "TYPE_CHECKING"):
                up = parent[up]
            if isinstance(up, ast.If) or (isinstance(up, ast.FunctionDef) and up.name == "load_altair"):
                continue
            before = [n for n in ast.walk(up) if isinstance(n, ast.Call) and ast.unparse(n.func) == "load_altair"
                      and n.lineno < node.lineno]
            if not before:
                found.append(f"{path.relative_to(root)}:{node.lineno}")
    assert found == [], found
