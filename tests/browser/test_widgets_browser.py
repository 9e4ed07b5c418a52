"""The widgets in a real browser: JupyterLab 4 and ``marimo run``, offline, with axe-core.

Each test writes a small notebook of widgets, runs it, clicks or types like a learner and
checks that the kernel saw it (a Python-side observer writes what it saw into a label).
Every widget is photographed (SCREENSHOT_DIR) and its markup checked with axe-core
(no serious or critical violation). The ``page`` fixture aborts any request that leaves
the machine and fails the test if one was tried.

Layout checks that need no kernel (where a ✓ sits, whether a card lies on another) run the
widget's own ES module and CSS in a bare page (:func:`standalone`), its model a stand-in kept in
step with the Python widget: seconds instead of a JupyterLab notebook.

Rules exercised (expected values come from RULES.md): C2/C3 (hand points and bouts), C4
(pairs), S1/S2 (threshold, by mouse, keys and typed French numbers), P1–P4/P6 (trick player, its
undo), S3/S4/S5 (calculator), P1/P6/E4 (the replayer card by card; D4 for a petit sec, A3 when all
pass), X3–X6 (Excuse), G1/G2 (scoresheet).
"""
from __future__ import annotations

import json
import pathlib
import re

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.xdist_group("browser")]

REPO = pathlib.Path(__file__).resolve().parents[2]
APPS = pathlib.Path(__file__).resolve().parent / "apps"

SETUP = f"""\
import sys
sys.path.insert(0, {str(REPO)!r})          # the repository, whether or not it is pip-installed
import ipywidgets as W
from IPython.display import display

def probe(widget, names, fmt):
    \"\"\"A label the kernel rewrites whenever the widget changes: proof Python saw the click.\"\"\"
    lab = W.Label('PY -')
    lab.add_class('py-probe')
    def update(_=None):
        lab.value = 'PY ' + fmt(widget)
    widget.observe(update, names=names)
    update()
    return lab
"""


def root(page, testid):
    return page.locator(f".jp-OutputArea-output [data-testid={testid}]").first


def probe(page, text):
    return page.locator(".py-probe", has_text=text).first


def check_widget(page, testid, shot, axe_check, name):
    """Screenshot and axe-core on one widget's own markup."""
    widget = page.locator(f"[data-testid={testid}]").first
    widget.scroll_into_view_if_needed()
    shot(widget, name)
    axe_check(page, f"[data-testid={testid}]")


_HOST_JS = """(testid) => {
  for (const host of document.querySelectorAll('marimo-anywidget')) {
    if (host.shadowRoot && host.shadowRoot.querySelector(`[data-testid="${testid}"]`)) {
      host.setAttribute('data-axe-host', testid);      // a quote-free selector for axe's context
      return true;
    }
  }
  return false;
}"""


def axe_in_marimo(page, testid):
    """axe-core on a widget inside marimo's shadow DOM, failing on serious/critical violations.

    (The shared ``axe_check`` fixture takes a light-DOM CSS selector; marimo puts each
    anywidget in the open shadow root of a ``marimo-anywidget`` element, which axe reaches
    with a ``fromShadowDom`` context.)
    """
    from axe_playwright_python.sync_playwright import Axe
    assert page.evaluate(_HOST_JS, testid), f"no marimo-anywidget holds [data-testid={testid}]"
    context = {"include": [{"fromShadowDom": [f"marimo-anywidget[data-axe-host={testid}]",
                                              f"[data-testid={testid}]"]}]}
    results = Axe().run(page, context=context, options={"resultTypes": ["violations"]})
    bad = [v for v in results.response["violations"] if v.get("impact") in ("serious", "critical")]
    assert not bad, "axe-core: " + "; ".join(f"{v['id']} ({v['impact']}): {v['help']}" for v in bad)
    return results


# --------------------------------------------------------------------------- a bare page

_STANDALONE_JS = """
window.__mount = (traits) => {
  const state = Object.assign({ action: {} }, traits);
  const handlers = {}, dirty = new Set();
  window.__saved = [];
  const model = {                                  // what anywidget gives render(): get/set/save/on/off
    get: (k) => state[k],
    set: (k, v) => { state[k] = v; dirty.add(k); },
    save_changes: () => { const out = {}; for (const k of dirty) out[k] = state[k]; dirty.clear(); window.__saved.push(out); },
    on: (ev, fn) => { (handlers[ev] = handlers[ev] || []).push(fn); },
    off: () => {},
  };
  window.__update = (traits) => {                  // like a model: "change:<name>" for each trait that changed
    const changed = Object.keys(traits).filter((k) => JSON.stringify(state[k]) !== JSON.stringify(traits[k]));
    Object.assign(state, traits);
    for (const k of changed) (handlers["change:" + k] || []).forEach((f) => f());
  };
  window.__tw.render({ model, el: document.getElementById("host") });
};
"""


def _synced(widget):
    """The state a front end gets when it asks for the whole of it (``get_state()``: the practice
    table's ``view_patch`` is then the whole view, issue 26), its own traits only."""
    out = {}
    for name, value in widget.get_state().items():
        if not name.startswith("_"):
            try:
                out[name] = json.loads(json.dumps(value))
            except TypeError:                            # buffers and the like: not the view's
                pass
    return out


def standalone(page, widget, width=1000):
    """The widget's own ES module and CSS (exactly what anywidget loads) in a bare page, its model a
    stand-in kept in step with the Python widget: ``sync()`` hands what the browser saved to Python
    and draws Python's new state. For layout checks that need no kernel (seconds, not a JupyterLab)."""
    from widgets._base import CSS
    page.set_content(
        f"<!doctype html><html lang='{widget.lang}'><head><meta charset='utf-8'><style>{CSS.read_text()}</style>"
        f"</head><body><div id='host' style='width:{width}px'></div><script type='module'>{widget._esm}\n"
        f"window.__tw = {{ render }};\n{_STANDALONE_JS}</script></body></html>")
    page.wait_for_function("() => !!window.__mount")
    page.evaluate("(t) => window.__mount(t)", _synced(widget))

    def sync():
        for changes in page.evaluate("() => window.__saved.splice(0)"):
            for name, value in changes.items():
                setattr(widget, name, value)
        page.evaluate("(t) => window.__update(t)", _synced(widget))
    return sync


_TICK_JS = """(starFill) => [...document.querySelectorAll('.tw-card[aria-pressed="true"]')].map((b) => {
  const cs = getComputedStyle(b, '::after'), r = b.getBoundingClientRect();
  const left = r.left + b.clientLeft + parseFloat(cs.left) + parseFloat(cs.marginLeft);
  const top = r.top + b.clientTop + parseFloat(cs.top) + parseFloat(cs.marginTop);
  const tick = { left, top, right: left + parseFloat(cs.width), bottom: top + parseFloat(cs.height) };
  const hit = (q) => !(q.right <= tick.left || q.left >= tick.right || q.bottom <= tick.top || q.top >= tick.bottom);
  const marks = [...b.querySelectorAll(`svg text, svg [fill="${starFill}"]`)];
  return { code: b.dataset.code, tick: cs.content, stars: marks.filter((e) => e.tagName !== 'text').length,
           covered: marks.filter((e) => hit(e.getBoundingClientRect())).map((e) => e.textContent || 'the star') };
})"""


def test_selected_cards_tick_leaves_the_bouts_star_and_corners_visible(page, shot):
    """C2: the 21, the Petit and the Excuse wear a gold star (top right); a selected card gets a ✓
    (never colour alone). The ✓ covers neither the star nor any of the card's writing."""
    from tarot_core.render.svg import BOUT_FILL
    from widgets import HandView
    hand = HandView("T21 T1 EX KH 10S", lang="fr")
    sync = standalone(page, hand, width=600)
    for code in ("T21", "T1", "EX", "KH", "10S"):
        page.locator(f"[data-testid=card-{code}]").click()
        sync()
    assert hand.selected == ["T21", "T1", "EX", "10S", "KH"]
    page.wait_for_timeout(300)                                      # the lift's transition
    ticks = page.evaluate(_TICK_JS, BOUT_FILL)
    assert [t["code"] for t in ticks] == ["T21", "T1", "EX", "10S", "KH"]
    assert all(t["tick"] == '"✓"' for t in ticks)
    assert [t["stars"] for t in ticks] == [1, 1, 1, 0, 0]           # the three bouts (C2)
    assert [t for t in ticks if t["covered"]] == []
    shot(page.locator("[data-testid=hand-view]"), "widget_1_hand_view_ticks_and_stars")


_PILE_JS = """(testid) => [...document.querySelectorAll(`[data-testid=${testid}] svg[data-card]`)].map((svg) => {
  const r = svg.getBoundingClientRect();
  const corner = svg.querySelector('text').getBoundingClientRect();     // the rank (or trump number) in the corner
  const seen = (x, y) => { const e = document.elementFromPoint(x, y); return !!e && svg.contains(e); };
  return { card: svg.dataset.card, width: r.width, box: [r.left, r.top, r.right, r.bottom],
           corner: seen(corner.left + corner.width / 2, corner.top + corner.height / 2),
           star: [...svg.querySelectorAll('path')].filter((p) => p.getAttribute('fill') === '#f2b705')
                 .every((p) => { const q = p.getBoundingClientRect(); return seen(q.left + q.width / 2, q.top + q.height / 2); }),
           whole: seen(r.left + r.width * 0.5, r.top + r.height * 0.5) && seen(r.right - 3, r.top + 3) };
})"""


def test_replayer_piles_show_every_card_whole_and_titles_in_french(page, shot):
    """The won-trick piles after the last card of worked_example_s5 (taker seat 1, S = 64): every card
    is drawn whole (rank, suit and a bout's star visible, nothing under its neighbour), wrapping to
    the width; the list of recorded deals shows French titles; the status line is printed once."""
    from widgets import DealReplayer
    rep = DealReplayer(name="worked_example_s5", lang="fr")
    sync = standalone(page, rep, width=900)
    page.locator("[data-testid=replay-last]").click()
    sync()
    assert rep.step == rep.total_steps == 72
    widget = page.locator("[data-testid=deal-replayer]")
    for side in ("taker", "defence"):
        cards = page.evaluate(_PILE_JS, f"replay-pile-{side}")
        assert len(cards) == rep.view["piles"][0 if side == "taker" else 1]["count"] > 18
        assert all(c["width"] >= 44 for c in cards), side
        for a, b in zip(cards, cards[1:]):                          # no card lies on another
            assert a["box"][2] <= b["box"][0] or a["box"][1] >= b["box"][3] or b["box"][1] >= a["box"][3], (a, b)
        hidden = [c["card"] for c in cards if not (c["corner"] and c["star"] and c["whole"])]
        assert hidden == [], side
        tops = sorted({round(c["box"][1]) for c in cards})
        assert len(tops) >= 2                                        # rows wrap to the width
        assert max(c["box"][2] for c in cards) <= widget.bounding_box()["x"] + 900
    options = page.locator("[data-testid=replay-record] option").all_inner_texts()
    assert "L'exemple des règles (S5)" in options and "Petit sec : donne annulée" in options
    assert not [o for o in options if "_" in o]                      # no file name such as excuse_exchanged
    expect(page.locator("[data-testid=replay-record]")).to_have_value("worked_example_s5")
    expect(widget.get_by_text("Preneur : Siège 1, contrat : Garde.")).to_have_count(1)
    shot(widget, "widget_7_deal_replayer_piles_fr")

    # D4 and A3, in French: the reason once, with its rule; nothing to step through; nothing announced
    for name, rule in (("petit_sec_cancelled", "(D4)"), ("all_pass", "(A3)")):
        page.locator("[data-testid=replay-record]").select_option(name)
        page.locator("[data-testid=replay-load]").click()
        sync()
        status = rep.view["status"]
        assert rule in status
        expect(page.locator("[data-testid=replay-status]")).to_have_text(status)
        expect(widget.get_by_text(status)).to_have_count(1)
        expect(page.locator("[data-testid=replay-next]")).to_be_hidden()
        expect(page.locator("[data-testid=deal-replayer-live]")).not_to_contain_text(rule)
        expect(page.locator("[data-testid=deal-replayer-live]")).to_contain_text(
            {"petit_sec_cancelled": "Petit sec : donne annulée", "all_pass": "Tout le monde passe"}[name])


_LISTS_JS = """() => [...document.querySelectorAll('[data-testid=practice-outcome] ol')].map((ol) => {
  const head = ol.previousElementSibling;
  return { items: ol.children.length, start: ol.start, head: head && /^H[1-6]$/.test(head.tagName) ? head.textContent : null };
})"""


def test_practice_table_next_move_only_step_by_step_and_a_heading_per_list(page, shot):
    """Issue 21, item 7. Normal pace: the bots bid by themselves (here after ``delay``, 10 s, the
    longest allowed: the page stands still meanwhile), and "Next move" showed all through the auction; it shows only
    step by step now. At the end, the referee's story (seed 0: 4 lines) and the S1–S4 calculation
    (6 lines) were two lists numbered 1–4 then 1–6 with nothing between: each has its heading now."""
    from widgets import PracticeTable
    from widgets.practice import first_legal_player
    table = PracticeTable(seed=0, seat=0, lang="en", delay=10_000)
    sync = standalone(page, table)
    assert table.state.phase == "auction" and table.bots_to_play and table.pace == "auto"   # seat 1 bids first (A1)
    step = page.locator("[data-testid=practice-step]")
    expect(page.locator("[data-testid=practice-status]")).to_have_text("Seat 1 to play.")
    expect(step).to_be_hidden()
    page.locator("[data-testid=practice-step-mode]").click()
    sync()
    assert table.pace == "step"
    expect(step).to_be_visible()
    expect(step).to_have_text("Next move")
    first_legal_player(table)                                        # the rest of the deal, from Python
    sync()
    assert table.phase == "done"
    expect(step).to_be_hidden()
    lists = page.evaluate(_LISTS_JS)
    assert lists == [{"items": 4, "start": 1, "head": "What each side won"},
                     {"items": 6, "start": 1, "head": "The calculation, line by line"}]
    shot(page.locator("[data-testid=practice-outcome]"), "widget_9_practice_outcome_two_lists")


# --------------------------------------------------------------------------- JupyterLab

def test_lab_hand_pairs_threshold(page, write_notebook, open_notebook, run_all, shot, axe_check):
    """Widgets 1–3: select cards (mouse and keys), count pairs, read the target table."""
    nb = write_notebook([
        SETUP,
        "from widgets import HandView\n"
        "hand = HandView('KH 3S T1 EX 10D QC T21 7H', lang='en')\n"
        "display(hand, probe(hand, 'report', lambda w: f\"hand={' '.join(w.selected)} pts={w.report['points']} bouts={w.report['bouts']}\"))",
        "from widgets import PairCounter\n"
        "pc = PairCounter('KH 3S QD 7C', other='', lang='en')\n"
        "display(pc, probe(pc, 'total', lambda w: f'pairs={w.pairs} total={w.total}'))",
        "from widgets import ThresholdTable\n"
        "tt = ThresholdTable(bouts=2, points=41, lang='en')\n"
        "display(tt, probe(tt, 'result', lambda w: f\"thr={w.result.get('target')} made={w.result.get('made')} err={w.result.get('rule')}\"))",
        "from tarot_core.hand import Hand\nHand('T21 EX KH 1C')",
    ], name="widgets_hand_pairs_threshold")
    open_notebook(page, nb)
    run_all(page, 5)

    # 1 HandView — C2/C3: KH 4.5 + T1 4.5 (a bout) = 9 points, 1 bout.
    hand = root(page, "hand-view")
    expect(hand).to_be_visible()
    hand.locator("[data-testid=card-KH]").click()
    expect(probe(page, "hand=KH pts=4.5 bouts=0")).to_be_visible()
    expect(hand.locator("[data-testid=hand-view-live]")).to_have_text("1 card(s) selected: 4.5 points, 0 bout(s).")
    # keyboard: the grid is sorted T21 T1 EX 7H KH 3S QC 10D; from KH, Home goes to T21, → to T1
    hand.locator("[data-testid=card-KH]").focus()
    page.keyboard.press("Home")
    page.keyboard.press("ArrowRight")
    expect(hand.locator("[data-testid=card-T1]")).to_be_focused()
    page.keyboard.press("Space")
    expect(probe(page, "hand=T1 KH pts=9.0 bouts=1")).to_be_visible()
    expect(hand.locator("[data-testid=card-T1]")).to_have_attribute("aria-pressed", "true")
    check_widget(page, "hand-view", shot, axe_check, "widget_1_hand_view_lab")

    # 2 PairCounter — C4: KH+3S = 5, QD+7C = 4; C3 total 9.
    pc = root(page, "pair-counter")
    pc.locator("[data-testid=card-KH]").click()
    pc.locator("[data-testid=card-3S]").click()
    pc.locator("[data-testid=pairs-make]").click()
    expect(probe(page, "total=5.0")).to_be_visible()
    pc.locator("[data-testid=card-QD]").focus()
    page.keyboard.press("Enter")
    pc.locator("[data-testid=card-7C]").click()
    pc.locator("[data-testid=pairs-make]").click()
    expect(probe(page, "pairs=[['KH', '3S'], ['QD', '7C']] total=9.0")).to_be_visible()
    expect(pc.locator("[data-testid=pairs-final]")).to_contain_text("exact total (C3) 9")
    check_widget(page, "pair-counter", shot, axe_check, "widget_2_pair_counter_lab")

    # 3 ThresholdTable — S1: 1 bout → 51; 50 points fails by 1 (S2).
    tt = root(page, "threshold-table")
    tt.locator("[data-testid=threshold-bouts-1]").check()
    expect(probe(page, "thr=51 made=False")).to_be_visible()
    expect(tt.locator("[data-testid=threshold-row-1]")).to_have_attribute("aria-current", "true")
    tt.locator("[data-testid=threshold-points]").fill("95")
    tt.locator("[data-testid=threshold-points]").press("Enter")
    expect(probe(page, "err=C3")).to_be_visible()                # refused, not computed
    expect(tt.locator("[data-testid=threshold-table-live]")).to_contain_text("Impossible points")
    tt.locator("[data-testid=threshold-points]").fill("51")
    tt.locator("[data-testid=threshold-points]").press("Enter")
    expect(probe(page, "thr=51 made=True")).to_be_visible()
    check_widget(page, "threshold-table", shot, axe_check, "widget_3_threshold_table_lab")

    # A core Hand draws itself with the core's SVG cards (role=img, named).
    expect(page.locator(".jp-OutputArea-output svg[data-card='T21'][role=img]").first).to_be_visible()
    shot(page, "lab_hand_pairs_threshold_page")


def test_lab_threshold_keys_and_french_numbers(page, write_notebook, open_notebook, run_all, shot, axe_check):
    """Lesson 6's widget in French (S1/S2): the arrows move the points slider by 0.5 and the bouts
    radio group (one tab stop) and the focus stays put — JupyterLab's cell shortcuts do not take the
    keys; points are written '40,5'; '35,5' typed is 35.5 (not 355), here and in the calculator."""
    nb = write_notebook([
        SETUP,
        "from widgets import ThresholdTable\n"
        "tt = ThresholdTable(bouts=2, points=40.5, lang='fr')\n"
        "display(tt, probe(tt, 'result', lambda w: f\"b={w.bouts} p={w.points} err={w.result.get('rule')};\"))",
        "from widgets import ScoreCalculator\n"
        "calc = ScoreCalculator(lang='fr', contract='garde', points=48, bouts=2)\n"
        "display(calc, probe(calc, 'result', lambda w: f\"calc={w.facts['points']} S={w.result.get('S')};\"))",
    ], name="widgets_threshold_keys")
    open_notebook(page, nb)
    run_all(page, 3)
    tt = root(page, "threshold-table")
    points, slider = tt.locator("[data-testid=threshold-points]"), tt.locator("[data-testid=threshold-slider]")
    expect(points).to_have_value("40,5")                          # the decimal comma, from fmt_points
    expect(slider).to_have_attribute("aria-valuetext", "40,5")

    # the slider: → +0.5, ↓ −0.5 (a native range), the focus stays on it
    slider.focus()
    page.keyboard.press("ArrowRight")
    expect(probe(page, "b=2 p=41.0 err=None;")).to_be_visible()
    expect(slider).to_be_focused()
    expect(points).to_have_value("41")
    page.keyboard.press("ArrowDown")
    expect(probe(page, "b=2 p=40.5 err=None;")).to_be_visible()
    expect(slider).to_be_focused()

    # the bouts: a radio group, → ↓ next, ← ↑ previous; the choice and the focus move together
    tt.locator("[data-testid=threshold-bouts-2]").focus()
    for key, bouts in (("ArrowRight", 3), ("ArrowUp", 2), ("ArrowLeft", 1), ("ArrowDown", 2)):
        page.keyboard.press(key)
        expect(probe(page, f"b={bouts} p=40.5 err=None;")).to_be_visible()
        expect(tt.locator(f"[data-testid=threshold-bouts-{bouts}]")).to_be_focused()
        expect(tt.locator(f"[data-testid=threshold-bouts-{bouts}]")).to_be_checked()
        expect(tt.locator(f"[data-testid=threshold-row-{bouts}]")).to_have_attribute("aria-current", "true")
    page.keyboard.press("Tab")                                    # one tab stop: on to the points box
    expect(points).to_be_focused()
    page.keyboard.press("Shift+Tab")
    expect(tt.locator("[data-testid=threshold-bouts-2]")).to_be_focused()

    # typed with a decimal comma, key by key: 35.5, never 355
    points.fill("")
    points.press_sequentially("35,5")
    expect(points).to_have_value("35,5")
    points.press("Enter")
    expect(probe(page, "b=2 p=35.5 err=None;")).to_be_visible()
    expect(tt.locator("[data-testid=threshold-table-live]")).to_contain_text("35,5")
    expect(tt).not_to_contain_text("35.5")
    check_widget(page, "threshold-table", shot, axe_check, "widget_3_threshold_table_fr_lab")

    calc = root(page, "score-calculator")
    cp = calc.locator("[data-testid=calc-points]")
    cp.fill("")
    cp.press_sequentially("35,5")
    cp.press("Enter")
    expect(probe(page, "calc=35.5 S=-62;")).to_be_visible()      # Garde, 2 bouts: −(25 + 6) × 2 (S2, S3)


def test_lab_trick_player_and_calculator(page, write_notebook, open_notebook, run_all, shot, axe_check):
    """Widgets 4 and 6: illegal cards explained (P4), the winner named (P6); S5 computed."""
    nb = write_notebook([
        SETUP,
        "from widgets import TrickPlayer\n"
        "tp = TrickPlayer(hand='KS T5 T12 EX', trick='10H T8', lang='en')\n"
        "display(tp, probe(tp, ['trick', 'last_error'], lambda w: f\"trick={' '.join(w.trick)} err={w.last_error.get('rule')}\"))",
        "full = TrickPlayer(hands=['KH 3H T5', 'QH 2S T2', '7H EX 9C', '4S 5S T20'], leader=0,\n"
        "                   names=['Ann', 'Bob', '<b>Cy</b>', 'Di'], lang='en')\n"
        "display(full, probe(full, ['trick', 'leader'], lambda w: f\"full={' '.join(w.trick)} leader={w.leader}\"))",
        "from widgets import ScoreCalculator\n"
        "calc = ScoreCalculator(lang='en', contract='garde', points=48, bouts=2, petit_au_bout='defence', poignees=['simple'])\n"
        "display(calc, probe(calc, 'result', lambda w: f\"S={w.result.get('S')} err={w.result.get('rule')}\"))",
    ], name="widgets_trick_calc")
    open_notebook(page, nb)
    run_all(page, 4)

    # 4 TrickPlayer, one hand: 10H led, T8 played; holding T12, T5 is refused by P4.
    tp = root(page, "trick-player")
    tp.locator("[data-testid=card-T5]").click()
    expect(probe(page, "trick=10H T8 err=P4")).to_be_visible()
    expect(tp.locator("[data-testid=trick-player-live]")).to_contain_text("P4")
    tp.locator("[data-testid=card-T12]").focus()
    page.keyboard.press("Enter")
    expect(probe(page, "trick=10H T8 T12 err=None")).to_be_visible()
    check_widget(page, "trick-player", shot, axe_check, "widget_4_trick_player_lab")

    # Four hands: Ann leads KH, Bob QH (P2), Cy the Excuse (X1), Di trumps T20 (P3) and wins (P6).
    full = page.locator(".jp-OutputArea-output [data-testid=trick-player]").nth(1)
    for code in ("KH", "QH", "EX", "T20"):
        full.locator(f"[data-testid=card-{code}]").click()
        expect(full.locator(f"[data-testid=trick-cards] [aria-label*='{code[:1]}']").first).to_be_visible()
    expect(probe(page, "full=KH QH EX T20")).to_be_visible()
    expect(full.locator("[data-testid=trick-player-live]")).to_contain_text("Di wins the trick with Trump 20 (P6)")
    expect(full.get_by_text("<b>Cy</b>").first).to_be_visible()        # a name is text, never HTML
    # Undo (GameState.undo): T20 goes back to Di's hand, the trick has 3 cards and Di plays again.
    full.locator("[data-testid=trick-undo]").click()
    expect(probe(page, "full=KH QH EX leader=0")).to_be_visible()
    expect(full.locator("[data-testid=trick-cards] [role=listitem]")).to_have_count(3)
    expect(full.locator("[data-testid=trick-player-live]")).to_have_text("Di takes back Trump 20. Di to play.")
    full.locator("[data-testid=trick-hand] [data-testid=card-T20]").focus()
    page.keyboard.press("Enter")                                        # keyboard: the card grid
    expect(probe(page, "full=KH QH EX T20")).to_be_visible()
    full.locator("[data-testid=trick-next]").click()
    expect(probe(page, "leader=3")).to_be_visible()                     # the winner leads (P1)
    shot(full, "widget_4_trick_player_four_hands_lab")

    # 6 ScoreCalculator — S5: Garde, 48 points, 2 bouts, petit au bout to the defence, a simple poignée.
    calc = root(page, "score-calculator")
    expect(probe(page, "S=64")).to_be_visible()
    expect(calc.locator("[data-testid=calc-breakdown] li")).to_have_count(8)
    calc.locator("[data-testid=calc-bouts]").fill("4")
    calc.locator("[data-testid=calc-bouts]").press("Enter")
    expect(probe(page, "S=None err=S1")).to_be_visible()             # refused with its rule
    expect(calc.locator("[data-testid=calc-breakdown]")).to_have_count(0)
    calc.locator("[data-testid=calc-bouts]").fill("2")
    calc.locator("[data-testid=calc-bouts]").press("Enter")
    calc.locator("[data-testid=calc-contract]").select_option("garde-contre")
    # (25 + 7 − 10) × 6 + 20 = 152
    expect(probe(page, "S=152")).to_be_visible()
    expect(calc.locator("[data-testid=score-calculator-live]")).to_contain_text("S = 152: taker +456, each defender −152")
    check_widget(page, "score-calculator", shot, axe_check, "widget_6_score_calculator_lab")


def test_lab_replays_and_scoresheet(page, write_notebook, open_notebook, run_all, shot, axe_check, lab_root):
    """Widgets 5, 7, 8: step through a refereed deal; a scoresheet saved to a file survives a restart."""
    from tarot_core.analysis.simulate import random_record
    from tarot_core.referee import referee
    seed = next(s for s in range(1, 500)                 # a played deal whose Excuse is exchanged (X3)
                if any(e.event == "exchanged" for e in referee(random_record(seed=s)).excuse_events))
    first = referee(random_record(seed=seed)).excuse_events[0]
    sheet_file = lab_root / "scratch" / "evening.json"
    if sheet_file.exists():
        sheet_file.unlink()
    nb = write_notebook([
        SETUP,
        "from widgets import DealReplayer, ExcuseTransfer, ScoreCalculator, ScoresheetWidget\n"
        f"rep = DealReplayer(seed={seed}, lang='en', names=['Ann', 'Bob', 'Cy', 'Di'])\n"
        "display(rep, probe(rep, 'step', lambda w: f'step={w.step}'))",
        "sec = DealReplayer(name='petit_sec_cancelled', lang='en')\n"
        "display(sec)",
        f"exc = ExcuseTransfer(seed={seed}, lang='en')\n"
        "display(exc, probe(exc, 'step', lambda w: f\"exc={w.step} events={[e['event'] for e in w.events_so_far]}\"))",
        "calc = ScoreCalculator(lang='en', contract='garde', points=48, bouts=2, petit_au_bout='defence', poignees=['simple'])\n"
        f"sheet = ScoresheetWidget(['Ann', 'Bob', '<i>Cy</i>', 'Di'], path={str(sheet_file)!r}, calculator=calc, replayer=rep, lang='en')\n"
        "display(sheet, probe(sheet, 'totals', lambda w: f'totals={w.totals} valid={w.valid_deals}'))",
    ], name="widgets_replay_sheet")
    open_notebook(page, nb)
    run_all(page, 5)

    # 7 DealReplayer, card by card. P1: the dealer's right leads; E4: 18 cards in each hand.
    rep = root(page, "deal-replayer")
    expect(rep.locator("[data-testid=replay-trick]")).to_have_count(0)
    expect(rep.locator("[data-testid=replay-hands] [data-count='18']")).to_have_count(4)
    rep.locator("[data-testid=replay-next]").click()                   # Next card: one card on the table
    expect(probe(page, "step=1")).to_be_visible()
    expect(rep.locator("[data-testid=replay-trick] [role=listitem]")).to_have_count(1)
    expect(rep.locator("[data-testid=replay-hand-1]")).to_have_attribute("data-count", "17")   # dealer 0: seat 1 led
    expect(rep.locator("[data-testid=replay-step]")).to_have_text("Trick 1 of 18")
    expect(rep.locator("[data-testid=replay-card]")).to_have_text("· card 1 of 4")
    expect(rep.locator("[data-testid=deal-replayer-live]")).to_contain_text("Trick 1: Bob plays")
    rep.locator("[data-testid=replay-next-trick]").click()             # to the end of trick 1 (P6)
    expect(probe(page, "step=4")).to_be_visible()
    expect(rep.locator("[data-testid=replay-trick] [role=listitem]")).to_have_count(4)
    expect(rep.locator("[data-testid=replay-trick] .tw-winner")).to_have_count(1)
    rep.locator("[data-testid=replay-next]").focus()                   # keys: → next card, Page Up a trick back
    page.keyboard.press("ArrowRight")
    expect(probe(page, "step=5")).to_be_visible()
    expect(rep.locator("[data-testid=replay-trick] [role=listitem]")).to_have_count(1)
    shot(rep, "widget_7_deal_replayer_card_by_card_lab")
    page.keyboard.press("PageUp")
    expect(probe(page, "step=4")).to_be_visible()
    rep.locator("[data-testid=replay-last]").click()
    expect(probe(page, "step=72")).to_be_visible()
    expect(rep.locator("[data-testid=replay-hands] [data-count='0']")).to_have_count(4)
    expect(rep.locator("[data-testid=replay-outcome] li").first).to_contain_text("S1")
    check_widget(page, "deal-replayer", shot, axe_check, "widget_7_deal_replayer_lab")

    # A petit sec (golden petit_sec_cancelled, seat 2): no step to take, the reason once, with D4.
    sec = page.locator(".jp-OutputArea-output [data-testid=deal-replayer]").nth(1)
    expect(sec.locator("[data-testid=replay-status]")).to_contain_text("Seat 2 holds the Petit sec")
    expect(sec.locator("[data-testid=replay-status]")).to_contain_text("(D4)")
    expect(sec.locator("[data-testid=replay-next]")).to_be_hidden()
    expect(sec.locator("[data-testid=deal-replayer-live]")).to_have_text("")
    expect(sec.get_by_text("Trick 0 of 0")).to_have_count(0)

    # 5 ExcuseTransfer: step to the trick where the Excuse is played and exchanged for a low card (X3).
    exc = root(page, "excuse-transfer")
    for k in range(1, first.trick + 1):
        exc.locator("[data-testid=excuse-next]").focus()     # (a re-render may move the focus away)
        page.keyboard.press("Enter")                        # keyboard: a real button
        expect(probe(page, f"exc={k} events=")).to_be_visible()
    expect(probe(page, f"exc={first.trick} events=['exchanged']")).to_be_visible()
    expect(exc.locator("[data-testid=excuse-log] li").first).to_contain_text("X3: ")   # the core's story line
    check_widget(page, "excuse-transfer", shot, axe_check, "widget_5_excuse_transfer_lab")

    # 8 Scoresheet: Bob takes the calculator's deal (S5): Bob +192, the others −64; then the replayed deal.
    sheet = root(page, "scoresheet")
    sheet.locator("[data-testid=sheet-taker]").select_option("1")
    sheet.locator("[data-testid=sheet-note]").fill("<script>alert(1)</script>")
    sheet.locator("[data-testid=sheet-add-calc]").click()
    expect(probe(page, "'Bob': 192")).to_be_visible()
    expect(sheet.locator("[data-testid=sheet-row-1]")).to_contain_text("<script>alert(1)</script>")
    sheet.locator("[data-testid=sheet-add-replay]").click()
    expect(probe(page, "valid=2")).to_be_visible()
    check_widget(page, "scoresheet", shot, axe_check, "widget_8_scoresheet_lab")
    assert sheet_file.exists()

    # Restart the kernel and run everything again: the sheet reloads its two deals from the file.
    # (not awaited: the command's promise only settles once its dialog is answered)
    page.evaluate("() => { window.jupyterapp.commands.execute('notebook:restart-run-all'); }")
    accept = page.locator(".jp-Dialog .jp-mod-accept")
    accept.wait_for(timeout=15_000)
    accept.click()
    expect(probe(page, "valid=2")).to_be_visible(timeout=60_000)

    expect(root(page, "scoresheet").locator("[data-testid=scoresheet-live]")).to_contain_text(
        "reloaded", timeout=30_000)                  # the widget's view renders after the probe cell, on a busy kernel


def test_lab_charts_offline(page, write_notebook, open_notebook, run_all, shot, axe_check, page_tools):
    """The three charts render offline through JupyterChart, each with its description and table."""
    nb = write_notebook([
        SETUP,
        "from widgets.charts import target_chart, stakes_chart, session_chart\n"
        "target_chart('en').show()",
        "stakes_chart('en').show()",
        "from tarot_core.io.session import Scoresheet\n"
        "evening = Scoresheet(['Ann', 'Bob', 'Cy', 'Di'])\n"
        "evening.add_facts(1, 'garde', 48, 2, petit_au_bout='defence', poignees=['simple'])\n"
        "evening.add_facts(0, 'prise', 40, 2)\n"
        "session_chart(evening, 'en').show()",
        "stakes_chart('fr').show()",
    ], name="widgets_charts")
    open_notebook(page, nb)
    run_all(page, 5)
    cells = page.locator(".jp-NotebookPanel .jp-CodeCell")
    for i, name in ((1, "target"), (2, "stakes"), (3, "session")):
        out = cells.nth(i).locator(".jp-OutputArea-output")
        out.scroll_into_view_if_needed()
        expect(out.locator(page_tools.CHART_MARKS).first).to_be_visible(timeout=30_000)
        expect(out.locator("[data-testid=chart-description]")).not_to_be_empty()
        expect(out.locator("[data-testid=chart-table] table")).to_have_count(1)
        shot(out, f"chart_{name}_lab")
    out = cells.nth(1).locator(".jp-OutputArea-output")
    expect(out.locator("[data-testid=chart-description]")).to_contain_text("0 → 56, 1 → 51, 2 → 41, 3 → 36")
    axe_check(page, ".jp-OutputArea-output [data-testid=chart-table]")

    # lang='fr': Vega writes the axes the French way (the core's format_number: '1 000', '−1 000')
    out = cells.nth(4).locator(".jp-OutputArea-output")
    out.scroll_into_view_if_needed()
    marks = out.locator(".vega-embed svg.marks").first
    expect(marks).to_be_visible(timeout=30_000)
    ticks = marks.locator("text").all_text_contents()
    assert "1\u202f000" in ticks and "\u22121\u202f000" in ticks, ticks
    assert not [t for t in ticks if re.fullmatch(r"[\u2212-]?\d{1,3}(,\d{3})+", t)], ticks
    assert {"Prise ×1", "Garde ×2", "Garde Sans ×4", "Garde Contre ×6"} <= set(ticks)     # one panel each
    shot(out, "chart_stakes_fr_lab")


# --------------------------------------------------------------------------- marimo

def test_marimo_calculator_trick_chart(page, marimo_app, shot, page_tools):
    """In ``marimo run``: the calculator, the trick player and a chart, reactive and offline."""
    url = marimo_app(APPS / "widgets_app.py")
    page.goto(url)
    calc = page.locator("[data-testid=score-calculator]").first
    calc.wait_for(timeout=90_000)
    expect(page.get_by_text("MARIMO_S=64")).to_be_visible()
    calc.locator("[data-testid=calc-contract]").select_option("garde-sans")
    expect(page.get_by_text("MARIMO_S=108")).to_be_visible()          # (25 + 7 − 10) × 4 + 20 (S3)
    calc.locator("[data-testid=calc-points]").fill("92")
    calc.locator("[data-testid=calc-points]").press("Enter")
    expect(calc.locator("[data-testid=score-calculator-live]")).to_contain_text("C3")
    expect(page.get_by_text("MARIMO_S=refused C3")).to_be_visible()
    shot(calc, "widget_6_score_calculator_marimo")
    axe_in_marimo(page, "score-calculator")

    trick = page.locator("[data-testid=trick-player]").first
    trick.locator("[data-testid=card-T5]").click()
    expect(trick.locator("[data-testid=trick-player-live]")).to_contain_text("P4")
    trick.locator("[data-testid=card-T12]").click()
    expect(page.get_by_text("MARIMO_TRICK=10H T8 T12")).to_be_visible()
    trick.locator("[data-testid=trick-undo]").click()                   # the learner's card comes back
    expect(page.get_by_text("MARIMO_TRICK=10H T8", exact=True)).to_be_visible()
    expect(trick.locator("[data-testid=trick-player-live]")).to_have_text("You take back Trump 12.")
    trick.locator("[data-testid=card-T12]").click()
    expect(page.get_by_text("MARIMO_TRICK=10H T8 T12")).to_be_visible()
    shot(trick, "widget_4_trick_player_marimo")
    axe_in_marimo(page, "trick-player")

    chart = page.locator(page_tools.CHART_MARKS).first
    expect(chart).to_be_visible(timeout=30_000)
    expect(page.get_by_text(re.compile("0 → 56, 1 → 51, 2 → 41, 3 → 36"))).to_be_visible()
    shot(page, "marimo_widgets_app")


def test_calc_at_five_players_partner_alone_and_the_sum_of_every_seat(page, shot):
    """Widget 6 at every table (V1, V9, V11): the table picked with the mouse; at five the 'alone' box
    appears; V11's Prise, 38 points, 3 bouts: taker +54, partner +27, three defenders −27, sum 0;
    alone: +108 and four −27. Three players: 2 × S."""
    from widgets import ScoreCalculator
    calc = ScoreCalculator(lang="en", contract="prise", points=38, bouts=3)
    sync = standalone(page, calc, width=900)
    host = page.locator("[data-testid=score-calculator]")
    expect(host.locator("[data-testid=calc-alone-field]")).to_be_hidden()          # V5: at five only
    host.locator("[data-testid=calc-players]").select_option("5")
    sync()
    assert calc.players == 5 and calc.result["scores"] == [54, 27, -27, -27, -27]
    cells = host.locator("[data-testid=calc-scores] tbody td")
    expect(cells).to_have_text(["+54", "+27", "−27", "−27", "−27"])
    expect(host.locator("[data-testid=calc-sum]")).to_have_text(re.compile(r"Sum \(always 0, V9\)\s*0"))
    expect(host.locator("[data-testid=calc-breakdown] li").last).to_have_attribute("data-rule", "V9")
    host.locator("[data-testid=calc-alone]").check()
    sync()
    expect(cells).to_have_text(["+108", "−27", "−27", "−27", "−27"])
    shot(host, "widget_6_score_calculator_five_alone")
    host.locator("[data-testid=calc-alone]").uncheck()
    sync()
    host.locator("[data-testid=calc-players]").select_option("3")
    sync()
    assert calc.players == 3 and calc.result["scores"] == [54, -27, -27]
    expect(host.locator("[data-testid=calc-alone-field]")).to_be_hidden()
    expect(cells).to_have_count(3)


def test_sheet_six_people_the_dealer_and_opposite_sit_out_and_a_five_player_partner(page, shot):
    """Widget 8 (V10): six people, four-player deals; who sits out is said, cannot be picked as taker,
    and scores 0 (marked in the row); the sheet keeps six totals. At five, the partner is picked."""
    from widgets import ScoreCalculator, ScoresheetWidget
    calc = ScoreCalculator(lang="en", contract="garde", points=48, bouts=2, petit_au_bout="defence",
                           poignees=["simple"])
    sheet = ScoresheetWidget(["Ana", "Bea", "Cy", "Dan", "Eve", "Flo"], calculator=calc, lang="en")
    sync = standalone(page, sheet, width=1100)
    host = page.locator("[data-testid=scoresheet]")
    expect(host.locator("[data-testid=sheet-next-out]")).to_have_text("Sits out the next deal (V10): Ana, Dan.")
    expect(host.locator("[data-testid=sheet-taker] option")).to_have_text(["Bea", "Cy", "Eve", "Flo"])
    expect(host.locator("[data-testid=sheet-partner-field]")).to_be_hidden()
    host.locator("[data-testid=sheet-taker]").select_option(label="Eve")
    host.locator("[data-testid=sheet-add-calc]").click()
    sync()
    assert sheet.totals == {"Ana": 0, "Bea": -64, "Cy": -64, "Dan": 0, "Eve": 192, "Flo": -64}
    row = host.locator("[data-testid=sheet-row-1] td.tw-num")
    expect(row).to_have_text(["1", "64", "0", "−64", "−64", "0", "+192", "−64"])
    expect(host.locator("[data-testid=sheet-row-1] td[data-out=true]")).to_have_count(2)
    expect(host.locator("[data-testid=sheet-totals] td")).to_have_count(7)               # six totals and the note
    expect(host.locator("[data-testid=sheet-next-out]")).to_have_text("Sits out the next deal (V10): Bea, Eve.")
    shot(host, "widget_8_scoresheet_six_people_V10")

    calc5 = ScoreCalculator(lang="en", players=5, contract="prise", points=38, bouts=3)
    five = ScoresheetWidget(["Ana", "Bea", "Cy", "Dan", "Eve"], calculator=calc5, lang="en")
    sync = standalone(page, five, width=1100)
    host = page.locator("[data-testid=scoresheet]")
    expect(host.locator("[data-testid=sheet-partner-field]")).to_be_visible()
    host.locator("[data-testid=sheet-taker]").select_option(label="Bea")
    host.locator("[data-testid=sheet-partner]").select_option(label="Dan")
    host.locator("[data-testid=sheet-add-calc]").click()
    sync()
    assert five.totals == {"Ana": -27, "Bea": 54, "Cy": -27, "Dan": 27, "Eve": -27}               # V11
    expect(host.locator("[data-testid=sheet-row-1] td").nth(1)).to_have_text("Bea with Dan")
