import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="Tarot Lab · threshold explorer")


@app.cell
def _():
    # The target by bouts (S1) and the margin (S2): set them in the table widget, tarot_core answers.
    import html

    import marimo as mo

    from tarot_course.texts import say
    from widgets import ThresholdTable
    from widgets.charts import description_html, load_altair, marimo_table_data, target_chart
    from widgets.labels import fmt_points, language_picker
    load_altair()  # first: the course's import of altair is the short one (widgets.charts.load_altair)
    import altair as alt  # named too: marimo in the browser loads the packages a cell's code imports
    return (say, ThresholdTable, alt, description_html, fmt_points, html, language_picker, marimo_table_data,
            mo, target_chart)


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
    mo.md("# " + say("lab.threshold.title", lang) + "\n\n" + say("lab.threshold.intro", lang))
    return


@app.cell
def _():
    # The bouts and points survive a change of language: the verdict cell writes the widget's last
    # valid input here (a plain dict, mutated, so marimo does not re-run anything because of it).
    memory = {"bouts": 2, "points": 40.5}
    return (memory,)


@app.cell
def _(ThresholdTable, lang, memory, mo):
    # The lab's only controls: the table widget's bouts buttons, points box and slider. The verdict
    # and the chart below read its state, so they always speak of the deal the widget shows.
    table_widget = mo.ui.anywidget(ThresholdTable(lang=lang, **memory))
    table_widget
    return (table_widget,)


@app.cell
def _(fmt_points, html, lang, memory, mo, say, table_widget):
    _state = table_widget.value
    verdict = _state.get("result") or {}            # the core's answer for what the widget holds (S1, S2, C3)
    if "error" in verdict:
        # the reason may repeat what the learner typed: shown as plain text, never as markdown or HTML
        _html = html.escape(say("lab.refused", lang, error=verdict["error"]))
        verdict = None
    else:
        memory.update(bouts=verdict["bouts"], points=verdict["points"])
        _text = say("lab.threshold.made" if verdict["made"] else "lab.threshold.failed", lang,
                      bouts=verdict["bouts"], target=verdict["target"], points=fmt_points(verdict["points"], lang),
                      raw=fmt_points(abs(verdict["points"] - verdict["target"]), lang), margin=verdict["margin"])
        _html = mo.md(_text).text
    mo.Html(f'<div data-testid="threshold-verdict" role="status">{_html}</div>')
    return (verdict,)


@app.cell
def _(alt, description_html, fmt_points, lang, marimo_table_data, mo, say, target_chart, verdict):
    _fig = target_chart(lang)                     # the targets come from the core (S1)
    _b, _t = _fig.table.columns                   # its headings, in the lab's language
    _data = [{"bouts": _r[_b], "target": _r[_t]}  # plain rows: no pandas needed (the browser kernel)
             for _r in _fig.table.to_dict("records")]
    _bouts = verdict["bouts"] if verdict else -1
    _others = alt.Data(values=[_r for _r in _data if _r["bouts"] != _bouts])
    _chosen = alt.Data(values=[_r for _r in _data if _r["bouts"] == _bouts])
    _enc = dict(x=alt.X("bouts:O", title=say("threshold.bouts", lang), axis=alt.Axis(labelAngle=0)),
                y=alt.Y("target:Q", title=say("threshold.points", lang), scale=alt.Scale(domain=[0, 91])),
                tooltip=["bouts:Q", "target:Q"])
    # two layers rather than a condition: marimo hands the data to Vega as text, booleans included
    _layers = [alt.Chart(_others).mark_bar(color="#9db8e3", stroke="#0b2e66", strokeWidth=1).encode(**_enc),
               alt.Chart(_chosen).mark_bar(color="#0b2e66", stroke="#0b2e66", strokeWidth=1).encode(**_enc),
               alt.Chart(alt.Data(values=_data)).mark_text(dy=-8, fontWeight="bold").encode(x="bouts:O", y="target:Q",
                                                                                         text="target:Q")]
    _pairs = ", ".join(f"{_r['bouts']} → {_r['target']}" for _r in _data)
    if verdict:
        _mine = alt.Data(values=[{"points": verdict["points"], "what": say("lab.threshold.mine", lang)}])
        _layers.append(alt.Chart(_mine).mark_rule(color="#b04a00", strokeWidth=3, strokeDash=[6, 3]).encode(
            y="points:Q", tooltip=["what:N", "points:Q"]))
        _desc = say("lab.threshold.desc", lang, pairs=_pairs, points=fmt_points(verdict["points"], lang),
                      bouts=verdict["bouts"])
    else:                                          # refused input: the targets alone
        _desc = say("lab.threshold.desc_targets", lang, pairs=_pairs)
    _chart = alt.layer(*_layers).properties(title=say("lab.threshold.chart", lang), width=320, height=260)
    mo.vstack([
        mo.Html(description_html(_desc)),           # text, never markdown
        mo.ui.altair_chart(_chart, chart_selection=False, legend_selection=False),
        mo.accordion({say("lab.threshold.table", lang): mo.ui.table(marimo_table_data(_fig.table), selection=None)}),
    ])
    return


if __name__ == "__main__":
    app.run()
