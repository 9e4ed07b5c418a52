"""The play-first page (issue 24 §2) in a real browser: a scripted beginner, timed from page open to
the deal's outcome, must finish within fifteen minutes (``tarot_course.timing.FIRST_DEAL_MINUTES``).

The beginner opens ``en/play_first.ipynb`` (or the French ``fr/jouer_d_abord.ipynb``) in the shared
JupyterLab (offline: the ``page`` fixture aborts any request that leaves the machine), runs all cells
(the page's one step), and plays the room's deal as the page's beats say: **Hint**, then the bid it
names (A1, A2); **Hint**, the six cards it names and *Discard these 6 cards* (E1, E2); *No slam*
(B7); then one legal card after another, with one refused card (P2–P5: the reason shown) and one
hint during the play. The room's number is whatever the page drew (the test reads the deal number
from the table); every expected value comes from the same table driven from Python (the basic bots
are deterministic).

How the figure is computed (``tarot_course.timing.first_deal_seconds``): the seconds measured in the
browser from page open to the outcome shown (JupyterLab, the kernel, Python, the bots' moves at the
page's own pace, 600 ms each, every click), plus reading time for every word the beginner reads —
the page's text cells, each hint and each refusal — at the course's pace, 120 words a minute
(``WORDS_PER_MINUTE``, the rate lesson 0's estimates use), plus 5 s of thinking before each decision
(``THINK_SECONDS``: the run step, each bid, hint, discard card, button and card played), added rather
than slept so that the test stays fast. The figure is printed, recorded with the run's figures, and
quoted in the README.

The page shows no code: no code cell's input is visible in JupyterLab (the cells' metadata
``jupyter.source_hidden``), and none of the code's text is on the screen.
"""
from __future__ import annotations

import json
import pathlib
import re
import time

import pytest
from playwright.sync_api import expect

from tarot_core.analysis.bots import BasicBot
from tarot_course import timing
from tarot_course.play_first import play_first_table

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.xdist_group("browser")]

LESSONS = pathlib.Path(__file__).resolve().parents[2] / "lessons"
PAGES = {"en": "en/play_first.ipynb", "fr": "fr/jouer_d_abord.ipynb"}
WAIT = 60_000                     # ms: the longest wait for one bot move, one round trip


def code_sources(relpath: str) -> list[str]:
    cells = json.loads((LESSONS / relpath).read_text(encoding="utf-8"))["cells"]
    return ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]


class Beginner:
    """What the scripted beginner did: the words read and the decisions made (the clock is the test's)."""

    def __init__(self):
        self.read = 0
        self.decisions = 0

    def reads(self, text: str) -> None:
        self.read += timing.words_in(text)

    def decides(self, n: int = 1) -> None:
        self.decisions += n


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_beginner_plays_a_whole_deal_within_fifteen_minutes(lang, page, open_notebook, run_all, shot,
                                                                axe_check, figure):
    relpath = PAGES[lang]
    beats = timing.markdown_words(LESSONS / relpath)        # intro, auction, trick, winner, outcome
    me = Beginner()
    t0 = time.monotonic()
    open_notebook(page, relpath)
    panel = page.locator(".jp-NotebookPanel")
    me.read += beats[0]                                     # the opening, which says the one step
    me.decides()                                            # Run → Run All Cells
    run_all(page, 2)

    # no code to read: every code cell's input is hidden, and no line of the code is on the screen
    code_cells = panel.locator(".jp-CodeCell")
    expect(code_cells).to_have_count(2)
    for i in range(2):
        expect(code_cells.nth(i).locator(".jp-InputArea")).to_be_hidden()
    shown = panel.inner_text()
    for source in code_sources(relpath):
        for line in source.splitlines():
            if line.strip() and not line.lstrip().startswith("#"):
                assert line.strip() not in shown, f"code on the screen: {line.strip()!r}"

    table = panel.locator(".jp-OutputArea-output [data-testid=practice-table]").first
    expect(table).to_be_visible(timeout=WAIT)
    shot(page, f"play_first_page_{lang}")
    deal = int(table.locator("[data-testid=practice-seed]").input_value())
    # the same deal, driven from Python: what the page must show at each step
    want = play_first_table(deal, lang)
    want.run_bots()
    assert list(want.state.bids) == [None, None, None]            # A1: the three bots pass (the first beat says so)

    # 1 · the auction: Hint, then the bid it names
    me.read += beats[1]
    expect(table.locator("[data-testid=practice-bid-pass]")).to_be_visible(timeout=WAIT)
    table.locator("[data-testid=practice-hint]").click()
    me.decides()
    hint = want.hint_text()
    expect(table.locator("[data-testid=practice-hint-text]")).to_have_text(hint)
    me.reads(hint)
    bid = BasicBot().advise(want.state.view(want.seat)).value          # A2: a Prise or a Garde
    table.locator(f"[data-testid=practice-bid-{bid.code}]").click()
    me.decides()
    want.do("bid", bid=bid.code)
    want.run_bots()
    assert want.phase == "discard", want.phase

    # the discard: Hint, the six cards it names, then Discard (E1, E2)
    expect(table.locator("[data-testid=practice-discard]")).to_be_visible(timeout=WAIT)
    table.locator("[data-testid=practice-hint]").click()
    me.decides()
    hint = want.hint_text()
    expect(table.locator("[data-testid=practice-hint-text]")).to_have_text(hint)
    me.reads(hint)
    discard = BasicBot().advise(want.state.view(want.seat)).value
    assert len(discard) == want.state.table.chien_size
    for card in discard:
        table.locator(f"[data-testid=practice-hand] [data-testid=card-{card.code}]").click()
        me.decides()
        want.do("toggle", card=card.code)
    table.locator("[data-testid=practice-discard]").click()
    me.decides()
    want.do("discard")
    want.run_bots()

    # 2 and 3 · the trick and who wins it, read before the first card; then No slam (B7)
    me.read += beats[2] + beats[3]
    if want.slam_pending:
        table.locator("[data-testid=practice-slam-no]").click()
        me.decides()
        want.do("slam", announce=False)
        want.run_bots()
    hand = table.locator("[data-testid=practice-seat-0]")
    refused = hinted = False
    for i in range(want.state.table.hand_size):
        legal = table.locator("[data-testid=practice-hand] .tw-card[data-legal=true]").first
        expect(legal).to_be_visible(timeout=WAIT)
        expect(hand).to_have_attribute("data-count", str(want.state.table.hand_size - i))
        illegal = [c for c in want.state.hands[want.seat] if c not in want.state.legal_cards()]
        if illegal and not refused:                          # one card the rules refuse, and why
            table.locator(f"[data-testid=practice-hand] [data-testid=card-{illegal[0].code}]").click()
            me.decides()
            want.do("play", card=illegal[0].code)
            rule = want.last_error["rule"]
            error = table.locator("[data-testid=practice-error]")
            expect(error).to_have_attribute("data-rule", rule)
            expect(error).to_contain_text(want.last_error["message"])
            assert re.fullmatch(r"P[2-5]|X1", rule), rule
            me.reads(want.last_error["message"])
            refused = True
        if not hinted:                                      # one hint during the play
            table.locator("[data-testid=practice-hint]").click()
            me.decides()
            hint = want.hint_text()
            expect(table.locator("[data-testid=practice-hint-text]")).to_have_text(hint)
            me.reads(hint)
            hinted = True
        card = want.state.legal_cards()[0]
        table.locator(f"[data-testid=practice-hand] [data-testid=card-{card.code}]").click()
        me.decides()
        want.do("play", card=card.code)
        want.run_bots()
        expect(hand).to_have_attribute("data-count", str(want.state.table.hand_size - 1 - i), timeout=WAIT)
    assert refused, "no card was ever refused in this deal: the refusal beat went unshown"
    assert want.phase == "done"

    # 4 · the outcome: the referee's, as the same table in Python has it; then its beat, read
    out = table.locator("[data-testid=practice-outcome]")
    expect(out.locator("[data-testid=practice-my-score]")).to_have_text(want.view["outcome"]["mine"], timeout=WAIT)
    expect(out.locator("[data-testid=practice-breakdown] li").first).to_have_attribute("data-rule", "S1")
    waited = time.monotonic() - t0
    me.read += beats[4]
    total = timing.first_deal_seconds(me.read, me.decisions, waited)
    minutes = total / 60
    line = (f"play first ({lang}, deal no. {deal}): {minutes:.1f} min = {waited:.0f} s measured + "
            f"{me.read} words read at {timing.WORDS_PER_MINUTE} a minute + "
            f"{me.decisions} decisions × {timing.THINK_SECONDS:g} s")
    print(line)
    figure(f"play_first_{lang}_minutes", round(minutes, 1), "min",
           f"{waited:.0f} s measured, {me.read} words, {me.decisions} decisions")
    shot(table, f"play_first_outcome_{lang}")
    axe_check(page, ".jp-OutputArea-output [data-testid=practice-table]")
    assert minutes <= timing.FIRST_DEAL_MINUTES, line
    assert page.context.page_errors == []
