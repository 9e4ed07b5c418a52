"""Lessons 23 (playing at five) and 24 (playing at three) in a real browser: JupyterLab 4, offline,
both languages (issue 25, "What it must show").

Each notebook is opened in the shared JupyterLab (``open_notebook``: the ``page`` fixture aborts and
reports any request that would leave the machine), a cell ``%env TAROT_LAB_SEED=N`` is put above
its first one — the instructor's way to give the whole room the same deals, so that this test knows
the lesson's cases — and all cells are run. Then:

* no cell holds an error output or text written to stderr (read from the notebook's model, every
  cell, also those JupyterLab does not draw), and every kind of widget the lesson's code creates
  rendered its root (each cell scrolled into view in turn);
* the first cell says the deal number is the one fixed (``lesson.seed_fixed``);
* the practice table is dealt at the lesson's size (V1): "5 players: 15 cards each, a chien of 3",
  four bots round the table and 15 cards in the learner's hand (at three: 24 cards, two bots);
  the learner bids and — at five — the call dialog comes up offering exactly the cards the core
  lets him call (``callable_cards``, V4, R8); he calls one and the contract line names it;
* one checked exercise answered by clicks, wrong then right: lesson 23's call question (may the
  taker call this card? V4, R8) and lesson 24's biggest poignée at three (V3, B1); the feedback
  says wrong (``data-ok=false``) then right with the core's own words (``refusal``, the poignée's
  level), the answer computed here from the same seed by the lesson's own functions.
"""
from __future__ import annotations

import re
import time

import pytest
from playwright.sync_api import expect

from tarot_core.cards import parse_card
from tarot_core.table import FIVE_PLAYERS, THREE_PLAYERS
from widgets import PracticeTable
from widgets.labels import label

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.xdist_group("browser")]

#: the room seed each language's lessons run with (TAROT_LAB_SEED); cases read from it below
SEEDS = {"en": 29, "fr": 28}
LESSONS = [("en/23_playing_at_five.ipynb", FIVE_PLAYERS), ("fr/23_jouer_a_cinq.ipynb", FIVE_PLAYERS),
           ("en/24_playing_at_three.ipynb", THREE_PLAYERS), ("fr/24_jouer_a_trois.ipynb", THREE_PLAYERS)]

_INSERT_FIRST_CELL_JS = """(source) => {
  const w = window.jupyterapp.shell.currentWidget;
  w.content.model.sharedModel.insertCell(0, {cell_type: 'code', source});
}"""

#: every cell's error outputs (an exception, or a stream written to stderr), from the model
_ERRORS_JS = """() => {
  const w = window.jupyterapp.shell.currentWidget;
  const strip = (t) => String(t).replace(/\\x1b\\[[0-9;]*m/g, '');
  const found = [];
  const cells = w.content.model.cells;
  for (let i = 0; i < cells.length; i++) {
    for (const o of (cells.get(i).toJSON().outputs || [])) {
      if (o.output_type === 'error') {
        found.push(`cell ${i + 1}: ${o.ename}: ${o.evalue}\\n` + strip((o.traceback || []).join('\\n')).slice(-2000));
      } else if (o.output_type === 'stream' && o.name === 'stderr') {
        found.push(`cell ${i + 1}, stderr: ` + strip([].concat(o.text).join('')).slice(0, 1500));
      }
    }
  }
  return found;
}"""

#: scroll each cell into view in turn (JupyterLab draws only the cells near the screen) and collect
#: the widget roots drawn in the outputs and any output drawn as an error
_SCAN_JS = """async () => {
  const w = window.jupyterapp.shell.currentWidget;
  const nb = w.content;
  const roots = {}, errors = [];
  for (let i = 0; i < nb.widgets.length; i++) {
    await nb.scrollToItem(i, 'start');
    await new Promise((r) => setTimeout(r, 60));
    const node = nb.widgets[i].node;
    for (const el of node.querySelectorAll('.jp-OutputArea-output .tw[data-testid]')) roots[el.dataset.testid] = 1;
    for (const el of node.querySelectorAll('.jp-OutputArea-output')) {
      const t = el.innerText || '';
      const mime = el.getAttribute('data-mime-type') || '';
      if (mime === 'application/vnd.jupyter.stderr' || t.includes('Traceback')
          || t.includes('Error displaying widget') || t.includes('Failed to load model')) errors.push(t.slice(0, 600));
    }
  }
  return {roots, errors};
}"""

#: mark (``data-other-tables``) and show the first cell whose source holds *needle*; its index
_MARK_CELL_JS = """async ([needle, mark]) => {
  const nb = window.jupyterapp.shell.currentWidget.content;
  const cells = nb.model.cells;
  for (let i = 0; i < cells.length; i++) {
    if (cells.get(i).type === 'code' && cells.get(i).sharedModel.getSource().includes(needle)) {
      await nb.scrollToItem(i, 'start');
      nb.widgets[i].node.setAttribute('data-other-tables', mark);
      return i;
    }
  }
  return -1;
}"""


def _show_cell(page, needle, mark):
    index = page.evaluate(_MARK_CELL_JS, [needle, mark])
    assert index >= 0, f"no code cell holds {needle!r}"
    cell = page.locator(f"[data-other-tables={mark}]")
    cell.scroll_into_view_if_needed()
    return cell


# --------------------------------------------------------------------------- the cases, from the seed
def call_exercise(seed: int, lang: str):
    """Lesson 23's call question as the lesson draws it (its stream: the warm-up's two draws first)."""
    from tarot_core.call import call_error
    from tarot_core.cards import mask_of, parse_cards
    from tarot_course import lesson_rng, random_score_facts
    from tarot_course.other_tables import call_case, refusal
    rng = lesson_rng(seed, "five")
    random_score_facts(rng)                       # warm-up 1 (lesson 11's score)
    rng.randint(0, 3)                             # warm-up 2 (S1)
    hand, card = call_case(rng)
    right = call_error(mask_of(parse_cards(hand)), card) is None
    return (0 if right else 1), refusal(hand, card, lang)        # yes_no: yes first, then no


def poignee_exercise(seed: int, lang: str):
    """Lesson 24's poignée question as the lesson draws it (after its two warm-up draws)."""
    from tarot_core.poignee import poignee_choices
    from tarot_course import lesson_rng
    from tarot_course.other_tables import LEVELS, call_case, poignee_case
    from tarot_course.texts import say
    rng = lesson_rng(seed, "three")
    rng.randint(0, 3)                             # warm-up 1 (S1)
    call_case(rng)                                # warm-up 2 (lesson 23's call)
    hand = poignee_case(rng)
    found = poignee_choices(hand, table=THREE_PLAYERS)
    level = found[-1].level if found else -1
    return LEVELS.index(level), say(f"lesson24.poignee.level{level}", lang)


def practice_at_the_bid(seed: int, players: int, lang: str):
    """The lesson's practice table driven in Python to the learner's bid: the bid he makes (a Garde
    when the core offers it, A1), the contract, at five the cards he may then call (V4, R8), and his
    cards as dealt."""
    w = PracticeTable(seed=seed, seat=0, lang=lang, players=players)
    w.run_bots()
    offered = [b.code for b in w.session.state.legal_bids() if b is not None]
    bid = "garde" if "garde" in offered else offered[0]
    w.do("bid", bid=bid)
    w.run_bots()
    callable_now = ([c.code for c in w.session.state.callable_cards()]
                    if players == FIVE_PLAYERS.seats else [])
    return bid, w.session.state.contract, callable_now, {c.code for c in w.session.state.dealt[0]}


# --------------------------------------------------------------------------- the test
@pytest.mark.parametrize("relpath, table", LESSONS, ids=[p for p, _ in LESSONS])
def test_table_lesson_runs_deals_and_checks_in_jupyterlab(relpath, table, page, open_notebook, run_all, shot,
                                                          page_tools, figure):
    from tarot_course.texts import say
    lang = relpath.split("/")[0]
    seed = SEEDS[lang]
    roots, _chart, n_code = page_tools.expected(relpath)
    open_notebook(page, relpath)
    page.evaluate(_INSERT_FIRST_CELL_JS, f"%env TAROT_LAB_SEED={seed}")
    seconds = run_all(page, n_cells=n_code + 1, timeout=300)
    figure(f"other_tables_run_all_{relpath}", round(seconds, 1), "s", "JupyterLab, Run All Cells")

    errors = page.evaluate(_ERRORS_JS)
    assert not errors, f"{relpath}: error output:\n" + "\n---\n".join(errors)
    seen: set[str] = set()
    for _ in range(3):                   # a widget drawn late on a loaded machine: scroll through again
        scan = page.evaluate(_SCAN_JS)
        assert not scan["errors"], f"{relpath}: outputs drawn as errors:\n" + "\n---\n".join(scan["errors"])
        seen |= set(scan["roots"])
        if roots <= seen:
            break
        page.wait_for_timeout(1000)
    scan["roots"] = sorted(seen)
    missing = sorted(roots - seen)
    assert not missing, f"{relpath}: widgets that did not render: {missing} (rendered: {sorted(scan['roots'])})"
    assert {"practice-table", "quiz", "deal-replayer"} <= set(scan["roots"]), scan["roots"]

    first = _show_cell(page, "SEED = start(LANG)", "start")
    expect(first.locator("[data-testid=lesson-seed]")).to_have_text(say("lesson.seed_fixed", lang, seed=seed))

    # ---- the practice table at the lesson's size (V1), the bid, the call at five (V4, R8)
    t0 = time.monotonic()
    cell = _show_cell(page, "PracticeTable(", "practice")
    practice = cell.locator(".jp-OutputArea-output [data-testid=practice-table]")
    size = label("practice.table_size", lang, players=table.seats, hand=table.hand_size, chien=table.chien_size)
    expect(practice.locator("[data-testid=practice-table-size]")).to_have_text(size)
    expect(practice.locator("[data-testid=practice-felt] .tp-seat")).to_have_count(table.seats - 1)
    me = practice.locator("[data-testid=practice-seat-0]")
    expect(me).to_have_attribute("data-count", str(table.hand_size))
    expect(practice.locator("[data-testid=practice-hand] .tw-card")).to_have_count(table.hand_size)
    bid, contract, may_call, mine = practice_at_the_bid(seed, table.seats, lang)
    practice.locator(f"[data-testid=practice-bid-{bid}]").click(timeout=90_000)   # the bots before him bid first
    if table is FIVE_PLAYERS:
        call = practice.locator("[data-testid=practice-call]")
        expect(call).to_be_visible(timeout=60_000)
        offered = call.locator("button")
        enabled = [b.get_attribute("data-testid").removeprefix("practice-call-")
                   for b in offered.all() if b.get_attribute("aria-disabled") == "false"]
        assert sorted(enabled) == sorted(may_call), \
            f"{relpath}: the call dialog allows {enabled}, the core {may_call} (V4, R8)"
        called = next((c for c in may_call if c not in mine), may_call[0])
        call.locator(f"[data-testid=practice-call-{called}]").click()
        expect(call).to_have_count(0, timeout=60_000)
        expect(practice.locator("[data-testid=practice-contract]")).to_contain_text(
            label("practice.called", lang, card=parse_card(called).name(lang)), timeout=60_000)
    expect(practice.locator("[data-testid=practice-contract]")).to_contain_text(
        label("practice.contract_you", lang, contract=contract.label(lang), k=contract.multiplier), timeout=60_000)
    if bid in ("prise", "garde"):                  # E1: the chien joins his hand (to be discarded, V2)
        expect(me).to_have_attribute("data-count", str(table.hand_size + table.chien_size), timeout=60_000)
    figure(f"other_tables_practice_{relpath}", round(time.monotonic() - t0, 1), "s",
           "practice table: deal shown → bid (→ call, at five) → the chien taken")
    shot(practice, f"other_tables_practice_{relpath.replace('/', '_')}")

    # ---- one checked exercise, wrong then right, by clicks
    if table is FIVE_PLAYERS:
        right, words = call_exercise(seed, lang)
        n_choices, needle = 2, "call_case(rng)"
    else:
        right, words = poignee_exercise(seed, lang)
        n_choices, needle = 4, "poignee_case(rng)"
    quiz = _show_cell(page, needle, "exercise").locator("[data-testid=quiz]")
    expect(quiz.locator("[data-testid=quiz-choices] button")).to_have_count(n_choices)
    wrong = (right + 1) % n_choices
    quiz.locator(f"[data-testid=quiz-choice-{wrong}]").click()
    feedback = quiz.locator("[data-testid=quiz-feedback]")
    expect(feedback).to_have_attribute("data-ok", "false", timeout=30_000)
    quiz.locator(f"[data-testid=quiz-choice-{right}]").click()
    expect(feedback).to_have_attribute("data-ok", "true", timeout=30_000)
    expect(feedback).to_contain_text(re.sub(r"\s+", " ", words).strip())
    expect(quiz.locator(f"[data-testid=quiz-choice-{right}]")).to_have_attribute("aria-pressed", "true")
    shot(quiz, f"other_tables_exercise_{relpath.replace('/', '_')}")
    assert not page.context.page_errors, page.context.page_errors
