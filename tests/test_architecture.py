"""The house's floors (DESIGN.md): the rule modules at the top of ``tarot_core`` never reach into
``analysis``, ``io`` or ``render``, and use the standard library only.

One exception is written into the test, as python-chess does with ``chess.svg``: a value may
draw itself in a notebook, so a display method (``_repr_svg_``, ``_repr_html_`` …) may import
``render`` inside its own body. No rule ever runs that code.
"""
from __future__ import annotations

import ast
import pathlib
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
    """tarot_core.__all__ holds the names loaded at once and every lazy name, each resolvable."""
    import tarot_core
    assert set(tarot_core._WHERE) <= set(tarot_core.__all__)
    for name in tarot_core.__all__:
        assert getattr(tarot_core, name) is not None, name
