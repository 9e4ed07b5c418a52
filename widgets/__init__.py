"""Tarot Lab widgets: interactive pieces for JupyterLab and marimo, no rules of their own.

Every widget asks ``tarot_core`` for every rule question and takes its words from
``tarot_core.catalogue`` (the rules) and :mod:`widgets.labels` (its own captions), in
French or English (``lang="fr"`` / ``"en"``). In marimo wrap one with
``mo.ui.anywidget(widget)``. Charts live in :mod:`widgets.charts` (altair is imported
only there), and the lessons' toolkit (seeds, tables, practice cases, exercise checks) in
:mod:`tarot_course` (in ``lessons/tarot_course/``, one floor up). Names load on first use so
``import widgets`` stays light.
"""
from __future__ import annotations

import importlib

_LAZY = {
    "HandView": "handview",
    "PairCounter": "paircounter",
    "ThresholdTable": "threshold",
    "TrickPlayer": "trickplayer",
    "ExcuseTransfer": "replay",
    "DealReplayer": "replay",
    "ScoreCalculator": "calculator",
    "ScoresheetWidget": "scoresheet",
    "Quiz": "quiz",
    "PracticeTable": "practice",
    "CardPicker": "picker",
    "RulesDesk": "desk",
    "show_chart": "charts",
    "save_chart": "charts",
    "target_chart": "charts",
    "stakes_chart": "charts",
    "session_chart": "charts",
}

__all__ = sorted(_LAZY)


def __getattr__(name):
    mod = _LAZY.get(name)
    if mod is None:
        raise AttributeError(f"module 'widgets' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{mod}", __name__), name)
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(_LAZY))
