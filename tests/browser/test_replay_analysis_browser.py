"""The replayer's analysis panel and "what if" (issue 14) in a real JupyterLab, offline.

Golden record ``excuse_last_trick_changes_sides`` (expected values: the ``review`` doctest of
``tarot_core/analysis/solver.py``, checked without a browser in tests/test_replay_analysis.py): at
trick 17 seat 3, a defender, plays KD (the 67th card); with best play S was −78 before it and +52
after it (S3): it cost the defence 130 and gave the Garde away; the Excuse was the card to play
(played in trick 17 it stays with the defence, X3; kept for the last trick it changes sides, X5).
"What if" EX instead of KD: both sides then play their best and the Garde fails, S = −78.

A click made while the kernel is searching is kept (send, queued): "Analyse" then two "Next trick"
clicks at once end on trick 2 with the panel open; while it searches, the panel says how far back it has
judged; once done, "judge further back" takes the review on for 2 s more. The page fixture fails the
test if any request tried to leave the machine.
"""
from __future__ import annotations

import pathlib

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.xdist_group("browser")]

REPO = pathlib.Path(__file__).resolve().parents[2]
NAME = "excuse_last_trick_changes_sides"

SETUP = f"""\
import sys
sys.path.insert(0, {str(REPO)!r})          # the repository, whether or not it is pip-installed
import ipywidgets as W
from IPython.display import display

def probe(widget, fmt):
    \"\"\"A label the kernel rewrites whenever the widget's view changes: proof Python saw the click.\"\"\"
    lab = W.Label('PY -')
    lab.add_class('py-probe')
    def update(_=None):
        lab.value = 'PY ' + fmt(widget)
    widget.observe(update, names='view')
    update()
    return lab
"""

STATE = ("lambda w: f\"{w.lang} step={w.step} whatif={w.whatif is not None} "
         "reviewed={w.review is not None} S={w.view.get('whatif', {}).get('S')} "
         "further={w.review is not None and w.review.seconds > 3}\"")


def probe(page, text):
    return page.locator(".py-probe", has_text=text).first


def test_analysis_panel_costly_card_and_what_if(page, write_notebook, open_notebook, run_all, shot, axe_check):
    nb = write_notebook([
        SETUP,
        "from widgets import DealReplayer\n"
        f"rep = DealReplayer(name={NAME!r}, lang='en', analysis='shown', analysis_time=2)\n"
        f"display(rep, probe(rep, {STATE}))",
        f"fr = DealReplayer(name={NAME!r}, lang='fr', analysis_time=2)\n"
        f"display(fr, probe(fr, {STATE}))",
    ], name="replay_analysis")
    open_notebook(page, nb)
    run_all(page, 3)
    widgets = page.locator(".jp-OutputArea-output [data-testid=deal-replayer]")
    rep, fr = widgets.nth(0), widgets.nth(1)

    # analysis="shown" (issue 26): the cell ends without searching; the drawn view asks for the review
    # (replayer.js), and the panel, open from the start, gets the review's verdict (the core's words)
    panel = rep.locator("[data-testid=replay-analysis]")
    expect(panel.locator("[data-testid=replay-analysis-summary]")).to_contain_text(
        "The turning card: KD, played by seat 3 (defence) in trick 17: it gave the contract away")
    expect(panel.locator("[data-testid=replay-analyse]")).to_have_count(0)
    expect(panel.locator("[data-testid=replay-analysis-turning]")).to_contain_text("it cost its side 130")

    # the turning card, one click away: trick 17's KD, marked in the trick row (class, data-cost, words)
    panel.locator("[data-testid=replay-analysis-turning-go]").click()
    expect(probe(page, "en step=67 ")).to_be_visible()
    row = rep.locator("[data-testid=replay-trick]")
    costly = row.locator(".tw-costly")
    expect(costly).to_have_count(1)
    expect(costly).to_have_attribute("data-testid", "replay-trick-3")
    expect(costly).to_have_attribute("data-cost", "130")
    expect(costly).to_have_attribute("aria-label", "Seat 3 (defence): King of ♦ diamonds — cost 130")
    expect(costly.locator(".tw-cost")).to_have_text("cost 130")
    expect(panel.locator("[data-testid=replay-analysis-before]")).to_have_text("−78")
    expect(panel.locator("[data-testid=replay-analysis-after]")).to_have_text("+52")
    expect(panel.locator("[data-testid=replay-analysis-cost]")).to_have_text("130")
    expect(panel.locator("[data-testid=replay-analysis-best]")).to_have_text("Excuse, bout")
    expect(rep.locator("[data-testid=deal-replayer-live]")).to_contain_text("it gave the contract away")
    shot(rep, "widget_7_replayer_analysis_costly_card_en")
    axe_check(page, ".jp-OutputArea-output [data-testid=deal-replayer]")

    # what if: back one card (seat 3 to play), the Excuse instead of KD, then best play by both sides
    rep.locator("[data-testid=replay-prev]").click()
    expect(probe(page, "en step=66 whatif=False")).to_be_visible()
    cards = rep.locator("[data-testid=replay-whatif-cards] .tw-card")
    expect(cards).to_have_count(2)
    expect(rep.locator("[data-testid=replay-whatif-cards] [data-testid=card-KD]")).to_have_attribute(
        "aria-label", "King of ♦ diamonds (played in the deal)")
    rep.locator("[data-testid=replay-whatif-cards] [data-testid=card-EX]").click()
    expect(probe(page, "en step=67 whatif=True reviewed=True S=-78")).to_be_visible()
    banner = rep.locator("[data-testid=replay-whatif-banner]")
    expect(banner).to_contain_text("Hypothetical deal")
    expect(banner).to_contain_text("in trick 17, Seat 3 plays Excuse instead of King of ♦ diamonds")
    expect(banner.locator("[data-testid=replay-whatif-result]")).to_have_text(
        "Result: S = −78, contract failed; in the real deal, S = +52, contract made.")
    expect(rep.locator("[data-testid=replay-hypothetical]")).to_have_count(1)
    expect(rep.locator("[data-testid=replay-analysis-card-note]")).to_contain_text("best play by both sides")
    rep.locator("[data-testid=replay-last]").click()                        # the hypothetical deal's end
    expect(probe(page, "en step=72 whatif=True")).to_be_visible()
    outcome = rep.locator("[data-testid=replay-outcome]")
    expect(outcome).to_have_attribute("data-whatif", "true")
    expect(outcome).to_contain_text("S = −78")
    shot(rep, "widget_7_replayer_what_if_en")
    axe_check(page, ".jp-OutputArea-output [data-testid=deal-replayer]")

    # back to the real deal, at the card the what-if changed
    rep.locator("[data-testid=replay-whatif-back]").click()
    expect(probe(page, "en step=66 whatif=False")).to_be_visible()
    expect(rep.locator("[data-testid=replay-whatif-banner]")).to_have_count(0)
    expect(rep.locator("[data-testid=replay-hypothetical]")).to_have_count(0)
    rep.locator("[data-testid=replay-last]").click()
    expect(probe(page, "en step=72 whatif=False")).to_be_visible()
    expect(outcome).to_have_attribute("data-whatif", "false")
    expect(outcome).to_contain_text("S = 52")

    # French, on request: "Analyser cette donne", "computing…" while the kernel searches, and the
    # two "next trick" clicks made meanwhile are not lost (queued): trick 2 ends at card 8
    fr.scroll_into_view_if_needed()
    analyse = fr.locator("[data-testid=replay-analyse]")
    expect(analyse).to_have_text("Analyser cette donne")
    analyse.click()
    expect(fr.locator("[data-testid=replay-analysis-computing]")).to_contain_text("Analyse en cours")
    # while it searches (2 s), how far back it has judged, sent by the kernel as it goes
    expect(fr.locator("[data-testid=replay-analysis-progress]")).to_contain_text("Déjà jugées : de la carte")
    fr.locator("[data-testid=replay-next-trick]").click()
    fr.locator("[data-testid=replay-next-trick]").click()
    expect(probe(page, "fr step=8 whatif=False reviewed=True")).to_be_visible()
    expect(fr.locator("[data-testid=replay-analysis-computing]")).to_have_count(0)
    expect(fr.locator("[data-testid=replay-analysis-summary]")).to_contain_text(
        "La carte décisive : R♦, jouée par le siège 3 (défense) au pli 17")
    expect(fr.locator("[data-testid=replay-analysis-card-text]")).to_contain_text("non jugée (limite de temps)")
    expect(fr.locator("[data-testid=replay-whatif-too-far]")).to_contain_text("Trop loin de la fin")
    shot(fr, "widget_7_replayer_analysis_fr")
    # cut short by its 2 s, the review offers to go on (issue 26): one click, 2 s more from where it stopped
    more = fr.locator("[data-testid=replay-analysis-more]")
    expect(more).to_have_text("Remonter plus loin (2 s de plus)")
    expect(probe(page, "fr step=8 whatif=False reviewed=True S=None further=False")).to_be_visible()
    more.click()
    expect(probe(page, "fr step=8 whatif=False reviewed=True S=None further=True")).to_be_visible()
    expect(fr.locator("[data-testid=replay-analysis-computing]")).to_have_count(0)
    expect(more).to_have_text("Remonter plus loin (2 s de plus)")            # still cut short: offered again
    assert not page.context.page_errors, page.context.page_errors
