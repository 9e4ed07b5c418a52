import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="Tarot Lab · threshold explorer")


@app.cell
def _():
    # The target by bouts (S1) and the margin (S2): move the sliders, tarot_core answers.
    import altair as alt
    import marimo as mo
    import pandas as pd

    from tarot_core.errors import TarotError
    from tarot_core.scoring import score_facts
    from widgets import ThresholdTable
    from widgets.charts import description_html, target_chart
    from widgets.labels import fmt_points, label, language_picker
    return (TarotError, ThresholdTable, alt, description_html, fmt_points, label, language_picker, mo, pd,
            score_facts, target_chart)


@app.cell
def _(language_picker, mo):
    lang_pick = language_picker(mo)
    lang_pick
    return (lang_pick,)


@app.cell
def _(lang_pick):
    lang = lang_pick.value          # the lab's sentences are lab.* texts of widgets.labels
    return (lang,)


@app.cell
def _(label, lang, mo):
    mo.md("# " + label("lab.threshold.title", lang) + "\n\n" + label("lab.threshold.intro", lang))
    return


@app.cell
def _(label, lang, mo):
    bouts = mo.ui.slider(0, 3, step=1, value=2, show_value=True, label=label("threshold.bouts", lang))
    points = mo.ui.slider(0, 91, step=0.5, value=40.5, show_value=True, label=label("threshold.points", lang),
                          full_width=True)
    mo.vstack([bouts, points])
    return bouts, points


@app.cell
def _(TarotError, bouts, fmt_points, label, lang, mo, points, score_facts):
    try:
        verdict = score_facts(contract="prise", points=points.value, bouts=bouts.value)   # S1, S2, C3
    except TarotError as _e:
        verdict = None
        _text = label("lab.refused", lang, error=_e.message(lang))
    else:
        _raw = abs(verdict.facts.taker_points - verdict.target)
        _text = label("lab.threshold.made" if verdict.made else "lab.threshold.failed", lang,
            bouts=verdict.facts.taker_bouts, target=verdict.target,
            points=fmt_points(verdict.facts.taker_points, lang),
            raw=fmt_points(_raw, lang), margin=verdict.margin)
    mo.Html(f'<div data-testid="threshold-verdict" role="status">{mo.md(_text).text}</div>')
    return (verdict,)


@app.cell
def _(ThresholdTable, bouts, lang, mo, points):
    table_widget = mo.ui.anywidget(ThresholdTable(bouts=bouts.value, points=points.value, lang=lang))
    table_widget
    return


@app.cell
def _(alt, bouts, description_html, fmt_points, label, lang, mo, pd, points, target_chart):
    _fig = target_chart(lang)                     # the targets come from the core (S1)
    _data = _fig.table.copy()
    _data.columns = ["bouts", "target"]
    _mine_row = _data["bouts"] == bouts.value
    _enc = dict(x=alt.X("bouts:O", title=label("threshold.bouts", lang), axis=alt.Axis(labelAngle=0)),
                y=alt.Y("target:Q", title=label("threshold.points", lang), scale=alt.Scale(domain=[0, 91])),
                tooltip=["bouts", "target"])
    # two layers rather than a condition: marimo hands the data to Vega as text, booleans included
    _bars = (alt.Chart(_data[~_mine_row]).mark_bar(color="#9db8e3", stroke="#0b2e66", strokeWidth=1).encode(**_enc)
             + alt.Chart(_data[_mine_row]).mark_bar(color="#0b2e66", stroke="#0b2e66", strokeWidth=1).encode(**_enc))
    _labels = alt.Chart(_data).mark_text(dy=-8, fontWeight="bold").encode(
        x="bouts:O", y="target:Q", text="target:Q")
    _mine = pd.DataFrame({"points": [points.value], "what": [label("lab.threshold.mine", lang)]})
    _rule = alt.Chart(_mine).mark_rule(color="#b04a00", strokeWidth=3, strokeDash=[6, 3]).encode(
        y="points:Q", tooltip=["what", "points"])
    _chart = alt.layer(_bars, _labels, _rule).properties(title=label("lab.threshold.chart", lang), width=320,
                                                         height=260)
    _pairs = ", ".join(f"{b} → {t}" for b, t in zip(_data["bouts"], _data["target"], strict=True))
    mo.vstack([
        mo.Html(description_html(label("lab.threshold.desc", lang, pairs=_pairs,   # text, never markdown
                                       points=fmt_points(points.value, lang), bouts=bouts.value))),
        mo.ui.altair_chart(_chart, chart_selection=False, legend_selection=False),
        mo.accordion({label("lab.threshold.table", lang): mo.ui.table(_fig.table, selection=None)}),
    ])
    return


if __name__ == "__main__":
    app.run()
