"""pytest's configuration for the doctests of ``tarot_core.analysis`` (the package never imports it).

The examples in ``symbolic.py`` need sympy, which comes with the course (``.[course]``). The core
itself needs only the standard library, so where sympy is not installed those doctests are
reported as skipped, naming the missing package, instead of failing.
"""
import pytest

NEEDS_SYMPY = {"symbolic.py"}


@pytest.fixture(autouse=True)
def _sympy_for_the_symbolic_doctests(request):
    if request.node.path.name in NEEDS_SYMPY:
        pytest.importorskip("sympy", reason="the examples of tarot_core.analysis.symbolic use sympy (.[course])")
