import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="Tarot Lab · score calculator")


@app.cell
def _():
    # The score of a deal from its facts (S1–S4, B4, B5, B7, B8), and what the contract does
    # to the stakes (A2, S3), at three, four or five players (V1, V9; ?players=3|5 in the address).
    # Every number comes from tarot_core; this app only arranges them.
    import html

    import marimo as mo

    from tarot_core.auction import Contract, parse_contract
    from tarot_core.errors import TarotError
    from tarot_core.scoring import Facts, score
    from tarot_course.texts import say
    from widgets import ScoreCalculator
    from widgets.charts import (
        CONTRACT_COLOURS,
        SHAPES,
        description_html,
        load_altair,
        localized,
        marimo_table_data,
        stakes_records,
        stakes_table,
    )
    from widgets.labels import fmt_points, language_picker
    load_altair()  # first: the course's import of altair is the short one (widgets.charts.load_altair)
    import altair as alt  # named too: marimo in the browser loads the packages a cell's code imports
    return (say, CONTRACT_COLOURS, Contract, Facts, SHAPES, ScoreCalculator, TarotError, alt, description_html,
            fmt_points, html, language_picker, localized, marimo_table_data, mo, parse_contract, score,
            stakes_records, stakes_table)


@app.cell
def _(language_picker, mo):
    # The lab opens in the browser's language (?lang=fr|en in the address first, then the browser's
    # own languages; French when neither says); the switch changes it at any time.
    lang_pick = language_picker(mo)
    lang_pick
    return (lang_pick,)


@app.cell
def _(lang_pick):
    lang = lang_pick.value          # the lab's sentences are lab.* texts of tarot_course.texts
    return (lang,)


@app.cell
def _(lang, mo, say):
    mo.md("# " + say("lab.calc.title", lang) + "\n\n" + say("lab.calc.intro", lang))
    return


@app.cell
def _(mo):
    # The facts survive a change of language: the calculator writes them here (a plain dict,
    # mutated, so marimo does not re-run anything because of it). ?players=3 or 5 opens the
    # calculator at that table (V1); anything else is the four-player table.
    memory = {"contract": "garde", "points": 48, "bouts": 2, "petit_au_bout": "defence",
              "poignees": ["simple"]}
    _asked = mo.query_params().get("players")
    if _asked in ("3", "4", "5"):
        memory["players"] = int(_asked)
    return (memory,)


@app.cell
def _(ScoreCalculator, lang, memory, mo):
    calc = mo.ui.anywidget(ScoreCalculator(lang=lang, **memory))
    calc
    return (calc,)


@app.cell
def _(Contract, Facts, TarotError, calc, fmt_points, html, lang, memory, mo, parse_contract, say, score):
    facts = dict(calc.value["facts"])
    result = calc.value["result"]
    memory.clear()
    memory.update(facts)

    if "error" in result:
        # the reason may repeat what the learner typed: shown as plain text, never as markdown or HTML
        summary = mo.Html(f'<p data-testid="lab-summary" role="status">'
                          f'{html.escape(say("lab.refused", lang, error=result["error"]))}</p>')
        current = None
    else:
        current = parse_contract(result["contract"])
        _others = []
        for _c in Contract:
            if _c is current:
                continue
            try:
                _r = score(Facts.make(**{**calc.widget.facts_kwargs(), "contract": _c.code},
                                      players=calc.widget.players))       # the same table (V1)
                _others.append(f"{_c.label(lang)} S = {fmt_points(_r.S, lang)}")
            except TarotError as _e:
                _others.append(f"{_c.label(lang)} — {_e.message(lang)}")
        _text = say("lab.calc.summary", lang, contract=f"{current.label(lang)} ×{current.multiplier}",
                      S=fmt_points(result["S"], lang),
                      taker=fmt_points(result["taker_score"], lang, signed=True),
                      defender=fmt_points(result["defender_score"], lang, signed=True),
                      others=", ".join(_others))
        # the last line of the breakdown shares S among the seats (S4; V9 at three and five players,
        # with the partner's share at five): the core's words, as plain text
        _shares = html.escape(result["breakdown"][-1]["text"])
        summary = mo.Html(f'<div data-testid="lab-summary" role="status">{mo.md(_text).text}'
                          f'<p data-testid="lab-shares">{_shares}</p>'
                          f'<p>{say("lab.calc.S3", lang)}</p></div>')
    summary
    return current, result


@app.cell
def _(CONTRACT_COLOURS, Contract, SHAPES, alt, current, description_html, fmt_points, lang, localized,
      marimo_table_data, mo, result, say, stakes_records, stakes_table):
    # plain rows and list comprehensions: no pandas needed (the browser kernel has none). This cell
    # re-runs at every change of the facts, so it builds only its own chart and the stakes table
    # (stakes_table, milliseconds), never the whole stakes chart (a second or more of altair).
    _made, _without = say("chart.made", lang), say("chart.without_pab", lang)
    _records = stakes_records(lang)
    _rows = [dict(_r, signed_margin=_r["margin"] if _r["result"] == _made else -_r["margin"])
             for _r in _records if _r["pab"] == _without]
    _order = [f"{c.label(lang)} ×{c.multiplier}" for c in Contract]
    _chosen = f"{current.label(lang)} ×{current.multiplier}" if current else None
    _x = say("chart.col.margin", lang)
    _enc = dict(
        x=alt.X("signed_margin:Q", title=f"{_x} (−: {say('chart.failed', lang)}, +: {say('chart.made', lang)})"),
        y=alt.Y("S:Q", title="S"),
        color=alt.Color("contract:N", sort=_order, title=say("chart.col.contract", lang),
                        scale=alt.Scale(domain=_order, range=CONTRACT_COLOURS)),
        shape=alt.Shape("contract:N", sort=_order, scale=alt.Scale(domain=_order, range=SHAPES),
                        title=say("chart.col.contract", lang)),
        detail="result:N",
        tooltip=["contract:N", "result:N", "margin:Q", "S:Q"])
    _others = alt.Chart(alt.Data(values=[_r for _r in _rows if _r["contract"] != _chosen])).mark_line(
        point=alt.OverlayMarkDef(size=10), strokeWidth=1.5, opacity=0.35).encode(**_enc)
    _mine = alt.Chart(alt.Data(values=[_r for _r in _rows if _r["contract"] == _chosen])).mark_line(
        point=alt.OverlayMarkDef(size=30), strokeWidth=4.5).encode(**_enc)
    _layers = [_others, _mine]
    if current is not None:
        _m = result["margin"] if result["made"] else -result["margin"]
        _here = alt.Data(values=[{"x": _m, "S": result["S"], "what": say("lab.calc.here", lang)}])
        _dot = alt.Chart(_here).mark_point(size=160, filled=True, color="#111111", shape="circle")
        _layers += [_dot.encode(x="x:Q", y="S:Q", tooltip=["what:N", "x:Q", "S:Q"]),
                    alt.Chart(_here).mark_text(dx=10, dy=-12, align="left", fontWeight="bold").encode(
                        x="x:Q", y="S:Q", text="what:N")]
    _chart = localized(alt.layer(*_layers).properties(title=say("lab.calc.chart_title", lang), width=560,
                                                      height=320), lang)       # French numbers in French
    # a DataFrame, or its rows where pandas is not installed
    _table = marimo_table_data(stakes_table(lang, _records, contract=_chosen))
    _desc = say("lab.calc.desc", lang, contract=_chosen or "—",
                  S=fmt_points(result.get("S", 0), lang) if current else "—",
                  margin=result.get("margin", "—") if current else "—")
    mo.vstack([
        mo.Html(description_html(_desc)),           # the description is text: never read as markdown
        mo.ui.altair_chart(_chart, chart_selection=False, legend_selection=False),
        mo.accordion({say("lab.calc.table", lang, contract=_chosen or "—"): mo.ui.table(_table, selection=None)}),
    ])
    return


if __name__ == "__main__":
    app.run()
