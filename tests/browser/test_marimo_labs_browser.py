"""The three marimo labs of ``lessons/marimo/`` in a real browser, served by ``marimo run``.

Each test opens a lab in a browser that speaks French or English (``locale``: the Accept-Language
header and ``navigator.language``), in a context that blocks and records every request that is not
to this machine (so the labs are proven to work offline), waits for its anywidget, changes
something like a learner would — a select inside the widget, a marimo dropdown, the widget's
buttons, box and slider (with the keyboard), the language switch — and checks that a reactive
output computed by ``tarot_core`` changed. Screenshots go to SCREENSHOT_DIR.

Expected values come from RULES.md: S5 (S = 64), S3 (Garde Contre ×6: S = 152), X6/B6/B7
(S = 580), X7 (87 points, S = 484), R3/R5 (S = 560), S1 (2 bouts → 41, 3 bouts → 36), S2.
"""
from __future__ import annotations

import contextlib
import re
from urllib.parse import urlparse

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.xdist_group("browser")]

FIRST_WIDGET = 120_000          # a cold marimo page can take a while on a busy 2-core machine
# A change re-runs the cells below it, one after the other: the chart's cell comes last. It takes
# 0.5 s on a quiet machine, but 10 s and more when the whole suite loads both cores (a playwright
# `expect` waits 5 s unless told): give a cell that re-runs the time a loaded machine needs.
RERUN = 45_000
LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1", "[::1]"}
LABS = {"calc": "lessons/marimo/score_calculator.py", "edge": "lessons/marimo/edge_case_lab.py",
        "threshold": "lessons/marimo/threshold_explorer.py"}
FIRST = {"calc": "[data-testid=score-calculator]", "edge": "[data-testid=deal-replayer]",
         "threshold": "[data-testid=threshold-table]"}


@contextlib.contextmanager
def _speaking(browser, locale):
    """A page of a browser set to *locale* (like the conftest's ``page``: only loopback requests go
    through, and leaving fails if any other was tried)."""
    ctx = browser.new_context(locale=locale, viewport={"width": 1280, "height": 2600})
    ctx.set_default_timeout(30_000)
    blocked = []

    def guard(route):
        if urlparse(route.request.url).hostname in LOCAL_HOSTS:
            route.continue_()
        else:
            blocked.append(route.request.url)
            route.abort()

    ctx.route("**/*", guard)
    try:
        yield ctx.new_page()
    finally:
        ctx.close()
        assert not blocked, f"requests left the machine (the labs must work offline): {blocked}"


@pytest.fixture
def fr_page(browser):
    """A page of a browser whose language is French (fr-FR)."""
    with _speaking(browser, "fr-FR") as pg:
        yield pg


@pytest.fixture
def en_page(browser):
    """A page of a browser whose language is English (en-US)."""
    with _speaking(browser, "en-US") as pg:
        yield pg


def test_score_calculator_lab(fr_page, marimo_app, shot, page_tools):
    """The calculator drives the summary and the stakes chart; the language switch keeps the facts."""
    page = fr_page
    page.goto(marimo_app("lessons/marimo/score_calculator.py"))
    calc = page.locator("[data-testid=score-calculator]").first
    calc.wait_for(timeout=FIRST_WIDGET)
    summary = page.locator("[data-testid=lab-summary]").first
    expect(summary).to_contain_text("S = 64")                       # S5, in French: the browser's language
    expect(summary).to_contain_text("chaque défenseur −64")
    expect(page.locator(page_tools.CHART_MARKS).first).to_be_visible(timeout=60_000)

    calc.locator("[data-testid=calc-contract]").select_option("garde-contre")
    expect(summary).to_contain_text("Garde Contre ×6")              # the summary follows the widget …
    expect(summary).to_contain_text("S = 152")                      # (25 + 7 − 10) × 6 + 20 (S3)
    expect(page.get_by_text(re.compile(r"Le contrat choisi est Garde Contre ×6"))).to_be_visible(  # … and the chart
        timeout=RERUN)
    page.get_by_text("Tableau : S selon l'écart pour Garde Contre ×6").click()     # the table beside it: that contract
    table = page.locator("table").filter(has_text="Garde Contre ×6").first
    expect(table).to_contain_text("378")                            # made by 28, petit au bout: (25 + 28 + 10) × 6 (S3)
    expect(table).to_contain_text("−318")                           # failed by 28: −(25 + 28) × 6 (S3)
    expect(table).not_to_contain_text("Prise ×1")                   # the chosen contract's rows only

    page.get_by_role("radio", name="English").click()
    expect(summary).to_contain_text("each defender −152")           # same facts, now in English (S4)
    expect(calc).to_contain_text("Contract")
    expect(page.get_by_text(re.compile(r"The chosen contract is Garde Contre ×6"))).to_be_visible(timeout=RERUN)
    page.wait_for_timeout(1500)                      # let Vega finish drawing the new chart before the photo
    shot(page, "marimo_lab_score_calculator")


def test_edge_case_lab(fr_page, marimo_app, shot):
    """Picking a case re-runs the referee: ruling, breakdown and replayer all follow."""
    page = fr_page
    page.goto(marimo_app("lessons/marimo/edge_case_lab.py"))
    replayer = page.locator("[data-testid=deal-replayer]").first
    replayer.wait_for(timeout=FIRST_WIDGET)
    ruling = page.locator("[data-testid=edge-ruling]").first
    expect(ruling).to_contain_text("580")                           # X6, B6, B7: the Excuse-last slam
    expect(ruling).to_contain_text("R3")                            # the referee's rulings: R3 (X6), R4
    expect(ruling).to_contain_text("R4")                            # (announced); its own Petit is B6

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


def test_threshold_explorer_lab(fr_page, marimo_app, shot, page_tools):
    """The table widget is the lab's only control: its bouts buttons, points box and slider (moved with
    the keyboard) change the verdict, the table's row and the chart, which always agree with it."""
    page = fr_page
    page.goto(marimo_app(LABS["threshold"]))
    table = page.locator("[data-testid=threshold-table]").first
    table.wait_for(timeout=FIRST_WIDGET)
    verdict = page.locator("[data-testid=threshold-verdict]").first
    expect(verdict).to_contain_text("l'objectif est 41")            # S1: 2 bouts
    expect(verdict).to_contain_text("40,5 points : contrat chuté de 0,5")       # S2: half a point short …
    expect(verdict).to_contain_text("compte comme un écart de 1")   # … counts as 1 in the score
    expect(page.locator(page_tools.CHART_MARKS).first).to_be_visible(timeout=60_000)
    # one set of controls: the only slider on the page is the widget's (the lab had two more)
    expect(page.get_by_role("slider")).to_have_count(1)
    expect(table.locator("[data-testid=threshold-slider]")).to_have_count(1)

    table.locator("[data-testid=threshold-bouts-3]").check()       # 2 → 3 bouts, in the widget
    expect(verdict).to_contain_text("l'objectif est 36")
    expect(verdict).to_contain_text("40,5 points : contrat fait de 4,5")
    expect(table.locator("[data-testid=threshold-row-3]")).to_have_attribute("aria-current", "true")
    expect(page.get_by_text("vos 40,5 points ; barre foncée : vos 3 bout(s)", exact=False)).to_be_visible()

    points = table.locator("[data-testid=threshold-points]")
    points.fill("30")
    points.press("Enter")                                           # the widget's points box
    expect(verdict).to_contain_text("30 points : contrat chuté de 6")
    expect(page.get_by_text("vos 30 points ; barre foncée : vos 3 bout(s)", exact=False)).to_be_visible()

    table.locator("[data-testid=threshold-slider]").focus()
    page.keyboard.press("ArrowRight")                               # the widget's slider: 30 → 30,5
    expect(verdict).to_contain_text("30,5 points : contrat chuté de 5,5")
    expect(verdict).to_contain_text("compte comme un écart de 6")
    expect(table.locator("[data-testid=threshold-points]")).to_have_value("30,5")   # the widget says the same
    expect(page.get_by_text("vos 30,5 points", exact=False)).to_be_visible()        # the chart's cell re-ran
    expect(page.locator(page_tools.CHART_MARKS).first).to_be_visible()
    page.wait_for_timeout(1500)                      # let Vega finish drawing the new chart before the photo
    shot(page, "marimo_lab_threshold_explorer")

    page.get_by_role("radio", name="English").click()              # same bouts and points, in English
    expect(verdict).to_contain_text("30.5 points: contract failed by 5.5, which counts as a margin of 6")
    table = page.locator("[data-testid=threshold-table]").first     # the widget was rebuilt in English
    expect(table.locator("[data-testid=threshold-row-3]")).to_have_attribute("aria-current", "true")
    expect(table.locator("[data-testid=threshold-points]")).to_have_value("30.5")

    points = table.locator("[data-testid=threshold-points]")       # typed text comes back as text (never HTML)
    points.fill("<img src=x onerror=alert(1)>")
    points.press("Enter")
    expect(verdict).to_contain_text("The engine refuses these facts")
    expect(verdict).to_contain_text("<img src=x onerror=alert(1)>")
    expect(verdict.locator("img")).to_have_count(0)


@pytest.mark.parametrize("lab", ["calc", "edge", "threshold"])
def test_lab_opens_in_the_browsers_language(en_page, marimo_app, lab):
    """The labs always opened in French. An English-speaking browser (en-US) now gets English, and
    the switch shows it; French browsers get French (the tests above)."""
    page = en_page
    page.goto(marimo_app(LABS[lab]))
    page.locator(FIRST[lab]).first.wait_for(timeout=FIRST_WIDGET)
    expect(page.get_by_role("radio", name="English")).to_be_checked()
    expect(page.get_by_role("radio", name="Français")).not_to_be_checked()
    if lab == "calc":
        expect(page.locator("[data-testid=lab-summary]").first).to_contain_text("each defender −64")
        expect(page.locator(FIRST[lab]).first).to_contain_text("Contract")
    elif lab == "edge":
        expect(page.get_by_role("heading", name="Edge-case lab")).to_be_visible()
        expect(page.locator("[data-testid=edge-ruling]").first).to_contain_text("The referee's ruling")
    else:
        expect(page.locator("[data-testid=threshold-verdict]").first).to_contain_text("the target is 41")
        expect(page.locator(FIRST[lab]).first).to_contain_text("Taker's points")


def test_address_can_ask_for_the_other_language(en_page, marimo_app):
    """?lang=fr in the address wins over the browser's language (a lesson's link can choose)."""
    page = en_page
    page.goto(marimo_app(LABS["threshold"]) + "?lang=fr")
    page.locator(FIRST["threshold"]).first.wait_for(timeout=FIRST_WIDGET)
    expect(page.get_by_role("radio", name="Français")).to_be_checked()
    expect(page.locator("[data-testid=threshold-verdict]").first).to_contain_text("l'objectif est 41")


def test_score_calculator_lab_at_five_players_from_the_address(en_page, marimo_app):
    """?players=5 opens the calculator at five (V1): S5's facts give S = 64, the taker +128 and his partner
    +64 (V9); ticking 'alone' gives the taker 4 × 64 = +256 and each of the four −64."""
    page = en_page
    page.goto(marimo_app("lessons/marimo/score_calculator.py") + "?players=5")
    calc = page.locator("[data-testid=score-calculator]").first
    calc.wait_for(timeout=FIRST_WIDGET)
    shares = page.locator("[data-testid=lab-shares]").first
    expect(shares).to_have_text("V9: at five players the taker scores 2 × 64 = +128, his partner +64; "
                                "each of the three defenders −64.")
    expect(calc.locator("[data-testid=calc-players]")).to_have_value("5")
    calc.locator("[data-testid=calc-alone]").check()
    expect(shares).to_have_text("V9: at five players the taker plays alone and scores 4 × 64 = +256; "
                                "each of the four defenders −64.", timeout=RERUN)
    expect(calc.locator("[data-testid=calc-sum]")).to_contain_text("0")
