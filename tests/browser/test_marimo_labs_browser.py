"""The three marimo labs of ``lessons/marimo/`` in a real browser, served by ``marimo run``.

Each test opens a lab (the ``page`` fixture blocks and records every request that is not to
this machine, so the labs are proven to work offline), waits for its anywidget, changes
something like a learner would — a select inside the widget, a marimo dropdown, a slider
moved with the keyboard, the language switch — and checks that a reactive output computed by
``tarot_core`` changed. Screenshots go to SCREENSHOT_DIR.

Expected values come from RULES.md: S5 (S = 64), S3 (Garde Contre ×6: S = 152), X6/B6/B7
(S = 580), X7 (87 points, S = 484), R3/R5 (S = 560), S1 (2 bouts → 41, 3 bouts → 36).
"""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.xdist_group("browser")]

MARKS = ".vega-embed canvas.marks, .vega-embed svg.marks"
FIRST_WIDGET = 120_000          # a cold marimo page can take a while on a busy 2-core machine


def test_score_calculator_lab(page, marimo_app, shot):
    """The calculator drives the summary and the stakes chart; the language switch keeps the facts."""
    page.goto(marimo_app("lessons/marimo/score_calculator.py"))
    calc = page.locator("[data-testid=score-calculator]").first
    calc.wait_for(timeout=FIRST_WIDGET)
    summary = page.locator("[data-testid=lab-summary]").first
    expect(summary).to_contain_text("S = 64")                       # S5, in French by default
    expect(summary).to_contain_text("chaque défenseur −64")
    expect(page.locator(MARKS).first).to_be_visible(timeout=60_000)

    calc.locator("[data-testid=calc-contract]").select_option("garde-contre")
    expect(summary).to_contain_text("Garde Contre ×6")              # the summary follows the widget …
    expect(summary).to_contain_text("S = 152")                      # (25 + 7 − 10) × 6 + 20 (S3)
    expect(page.get_by_text(re.compile(r"Le contrat choisi est Garde Contre ×6"))).to_be_visible()   # … and the chart

    page.get_by_role("radio", name="English").click()
    expect(summary).to_contain_text("each defender −152")           # same facts, now in English (S4)
    expect(calc).to_contain_text("Contract")
    expect(page.get_by_text(re.compile(r"The chosen contract is Garde Contre ×6"))).to_be_visible()
    page.wait_for_timeout(1500)                      # let Vega finish drawing the new chart before the photo
    shot(page, "marimo_lab_score_calculator")


def test_edge_case_lab(page, marimo_app, shot):
    """Picking a case re-runs the referee: ruling, breakdown and replayer all follow."""
    page.goto(marimo_app("lessons/marimo/edge_case_lab.py"))
    replayer = page.locator("[data-testid=deal-replayer]").first
    replayer.wait_for(timeout=FIRST_WIDGET)
    ruling = page.locator("[data-testid=edge-ruling]").first
    expect(ruling).to_contain_text("580")                           # X6, B6, B7: the Excuse-last slam
    expect(ruling).to_contain_text("R5")

    pick = page.get_by_label("Choisissez un cas")
    pick.select_option(label="Chelem du preneur sans l'Excuse : 87 points")
    expect(ruling).to_contain_text("87 points")                     # X7
    expect(ruling).to_contain_text("S = 484")
    expect(page.locator("[data-testid=edge-breakdown]").first).to_contain_text("B7")

    pick.select_option(label="Variante : chelem non annoncé, Petit d'un défenseur au 17e pli")
    expect(ruling).to_contain_text("S = 560")                       # R3 + R5: a golden record
    expect(ruling).to_contain_text("aucune source ne tranche")
    replayer = page.locator("[data-testid=deal-replayer]").first
    # the replayer cell runs after the ruling's: wait for the new deal before stepping through it
    expect(replayer.locator("[data-testid=replay-record]")).to_have_value("excuse_last_slam_unannounced_r3_r5")
    replayer.locator("[data-testid=replay-next]").click()
    expect(replayer.locator("[data-testid=replay-step]")).to_have_text("Pli 1 sur 18")
    shot(page, "marimo_lab_edge_cases")

    page.get_by_role("radio", name="English").click()              # same case, now in English
    expect(ruling).to_contain_text("No source says whether X6 holds without an announcement")
    expect(ruling).to_contain_text("S = 560")


def test_threshold_explorer_lab(page, marimo_app, shot):
    """A slider moved with the keyboard changes the target, the table's row and the chart."""
    page.goto(marimo_app("lessons/marimo/threshold_explorer.py"))
    table = page.locator("[data-testid=threshold-table]").first
    table.wait_for(timeout=FIRST_WIDGET)
    verdict = page.locator("[data-testid=threshold-verdict]").first
    expect(verdict).to_contain_text("l'objectif est 41")            # S1: 2 bouts
    expect(verdict).to_contain_text("chuté")                        # S2: 40.5 fails by half a point
    expect(page.locator(MARKS).first).to_be_visible(timeout=60_000)

    bouts = page.get_by_role("slider").first
    bouts.focus()
    page.keyboard.press("ArrowRight")                               # 2 → 3 bouts
    expect(verdict).to_contain_text("l'objectif est 36")
    expect(verdict).to_contain_text("fait")
    table = page.locator("[data-testid=threshold-table]").first     # the widget was rebuilt
    expect(table.locator("[data-testid=threshold-row-3]")).to_have_attribute("aria-current", "true")
    expect(page.get_by_text("barre foncée : vos 3 bout(s)", exact=False)).to_be_visible()   # the chart's cell re-ran
    expect(page.locator(MARKS).first).to_be_visible()
    page.wait_for_timeout(1500)                      # let Vega finish drawing the new chart before the photo
    shot(page, "marimo_lab_threshold_explorer")
