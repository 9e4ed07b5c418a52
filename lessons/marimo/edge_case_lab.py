import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="Tarot Lab · edge-case lab")


@app.cell
def _():
    # Pick one of the project's hand-built deal records (tarot_core/io/golden): the referee replays
    # it against every rule and rules on it; this app shows the ruling, the breakdown and the deal.
    import html

    import marimo as mo

    from tarot_core.cards import parse_card
    from tarot_core.catalogue import rule_title
    from tarot_core.io.golden import golden_records, golden_title
    from tarot_core.referee import referee
    from tarot_course.texts import say
    from widgets import DealReplayer
    from widgets.labels import fmt_points, language_picker
    return (say, DealReplayer, fmt_points, golden_records, golden_title, html, language_picker, mo, parse_card, referee,
            rule_title)


@app.cell
def _(language_picker, mo):
    # The lab opens in the browser's language (?lang=fr|en in the address first, then the browser's
    # own languages; French when neither says); the switch changes it at any time.
    lang_pick = language_picker(mo)
    lang_pick
    return (lang_pick,)


@app.cell
def _(lang_pick):
    lang = lang_pick.value
    # The cases offered first, in this order; their words (title, what to watch, the ruling explained)
    # are lab.edge.case.<name>.* texts of tarot_course.texts. Which project rulings (R…) a case
    # involves is the referee's answer (outcome.rulings, below), never a list kept here.
    CASES = (
        "excuse_last_slam_petit_17",
        "excuse_last_slam_unannounced_r3_r5",
        "taker_slam_without_excuse_87",
        "defence_slam_announced_r1",
        "excuse_last_trick_changes_sides",
        "four_kings_fifteen_trumps_poignee",
        "excuse_debt_unpaid_r2",
        "excuse_exchanged",
        "excuse_debt_paid_later",
        "petit_au_bout_lost",
        "worked_example_s5",
        "garde_sans_bouts_in_chien",
        "garde_contre_bouts_in_chien",
        "forced_trump_discard",
        "petit_sec_cancelled",
        "all_pass",
    )
    return CASES, lang


@app.cell
def _(lang, mo, say):
    mo.md("# " + say("lab.edge.title", lang) + "\n\n" + say("lab.edge.intro", lang))
    return


@app.cell
def _():
    # The case on screen survives a change of language (a plain dict, mutated: no re-run from it).
    shown = {"name": "excuse_last_slam_petit_17"}
    return (shown,)


@app.cell
def _(golden_records):
    records = golden_records()
    return (records,)


@app.cell
def _(CASES, golden_title, lang, mo, records, say, shown):
    _names = [n for n in CASES if n in records] + sorted(n for n in records if n not in CASES)
    _options = {golden_title(n, lang): n for n in _names}
    _current = next((k for k, n in _options.items() if n == shown["name"]), next(iter(_options)))
    case_pick = mo.ui.dropdown(options=_options, value=_current, label=say("lab.edge.pick", lang),
                               full_width=True)
    case_pick
    return (case_pick,)


@app.cell
def _(CASES, case_pick, fmt_points, golden_title, html, lang, mo, records, referee, rule_title, say, shown):
    name = case_pick.value
    shown["name"] = name
    outcome = referee(records[name])                   # every rule checked, C1 … S4
    _known = name in CASES
    _parts = [f"### {html.escape(golden_title(name, lang))}"]
    if _known:
        _parts.append(say(f"lab.edge.case.{name}.about", lang))
    _status = (say(f"lab.edge.status.{outcome.status}", lang)
               if outcome.status in ("played", "all_pass", "cancelled") else outcome.status)
    if outcome.result is not None:
        _parts.append(say(
            "lab.edge.summary", lang,
            status=_status, taker=outcome.taker,
            contract=f"{outcome.contract.label(lang)} ×{outcome.contract.multiplier}",
            points=fmt_points(outcome.taker_points, lang), bouts=outcome.taker_bouts,
            target=outcome.target, verdict=say("replay.made" if outcome.made else "replay.failed", lang),
            margin=outcome.margin, S=fmt_points(outcome.S, lang),
            scores=", ".join(fmt_points(s, lang) for s in outcome.scores)))
    else:
        _parts.append(say("lab.edge.empty", lang, status=_status))
    rulings = outcome.rulings                          # the project rulings (R…) the referee applied
    if rulings:
        _note = say(f"lab.edge.case.{name}.ruling", lang) if _known else ""
        _parts.append(say("lab.edge.ruling", lang, note=_note))
        _parts.append("\n".join("- " + say("lab.edge.rule_line", lang, rule=r, title=rule_title(r, lang))
                                for r in rulings))
    else:
        _parts.append(say("lab.edge.none", lang))
    _md = mo.md("\n".join(p + "\n" for p in _parts))
    mo.Html(f'<div data-testid="edge-ruling" role="status">{_md.text}</div>')
    return outcome, rulings


@app.cell
def _(html, lang, mo, outcome, parse_card, say):
    _items = []
    try:
        _lines = [] if outcome.result is None else outcome.to_dict(lang)["breakdown"]
        _items = [f'<li data-rule="{html.escape(s["rule"])}">{html.escape(s["text"])}</li>' for s in _lines]
        _body = f'<ol style="list-style: decimal; padding-left: 2em">{"".join(_items)}</ol>' if _items else ""
    except Exception as _err:            # shown, never hidden: a problem of the engine's texts
        _body = f"<p>{html.escape(say('lab.edge.no_breakdown', lang, err=repr(_err)))}</p>"
    _events = [f"<li>{html.escape(e.text(lang))}</li>" for e in outcome.excuse_events]   # the core's words
    _html = (f'<div data-testid="edge-breakdown"><p><strong>{html.escape(say("calc.breakdown", lang))}</strong></p>'
             + _body)
    if _events:
        _html += (f'<p><strong>{html.escape(say("excuse.log", lang))}</strong></p>'
                  f'<ul style="list-style: disc; padding-left: 2em">{"".join(_events)}</ul>')
    mo.Html(_html + "</div>")
    return


@app.cell
def _(DealReplayer, lang, mo, name):
    replayer = mo.ui.anywidget(DealReplayer(name=name, lang=lang))   # every case is a golden record
    replayer
    return


if __name__ == "__main__":
    app.run()
