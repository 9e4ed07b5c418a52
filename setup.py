"""The one compiled part of Tarot Lab, optional: the four-player exact search in C (issue 26).

Everything is configured in pyproject.toml; this file only declares the C extension
``tarot_core.analysis._exact``. It is *optional*: on a machine without a C compiler (or where it
fails to build) ``pip install`` still succeeds, and :mod:`tarot_core.analysis.solver` runs its pure
Python search, which stays the reference (the JupyterLite site, whose wheel
``scripts/lite_build.py`` builds from pyproject.toml alone, always runs that one).
``TAROT_LAB_PURE=1`` at install time leaves the extension out on purpose.
"""
import os

from setuptools import Extension, setup

compiled = [] if os.environ.get("TAROT_LAB_PURE", "").strip() == "1" else [
    Extension("tarot_core.analysis._exact", ["tarot_core/analysis/_exact.c"], optional=True,
              extra_compile_args=["-O2"]),
]
setup(ext_modules=compiled)
