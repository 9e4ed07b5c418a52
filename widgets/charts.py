"""Charts of the course (altair), each with a text description and a table beside it.

Every number drawn is computed by ``tarot_core.scoring`` (targets S1, S by S3, the
taker's 3S by S4) or by a session's scoresheet (G1–G2); this module only arranges
them. Charts render offline:

* in JupyterLab through ``alt.JupyterChart`` in offline mode (its Vega comes from the
  ``vl-convert-python`` package, not from a CDN — altair's default renderer would);
* in marimo through ``mo.ui.altair_chart`` (marimo bundles its own Vega-Lite).

Every chart is :func:`localized`: its axes, tooltips and labels write numbers as the course's
language does — the number locale is read off the core's own formatter
(``tarot_core.catalogue.format_number``), so a French axis says ``1 200`` and ``40,5`` —,
and its type is large enough to read on a projector (``FONT``: 14 px and more).

:func:`show_chart` picks the right one; :func:`save_chart` writes SVG or PNG for a
handout (vl-convert, offline). altair and pandas are imported here only.

>>> fig = target_chart("en")
>>> list(fig.table["target"])   # S1
[56, 51, 41, 36]
>>> fig.description.startswith("Points the taker needs")
True
"""
from __future__ import annotations

import html
import pathlib
import sys
from dataclasses import dataclass

import altair as alt
import pandas as pd

from tarot_core.auction import Contract
from tarot_core.catalogue import format_number
from tarot_core.scoring import possible_points, score_facts, target_for

from .labels import fmt_points, label

# Colours with at least 3:1 contrast on white, and a shape per series (never colour alone).
CONTRACT_COLOURS = ["#1f5fbf", "#b04a00", "#2e7d32", "#7b1fa2"]
PLAYER_COLOURS = ["#1f5fbf", "#b04a00", "#2e7d32", "#7b1fa2"]
SHAPES = ["circle", "square", "triangle-up", "diamond"]
REFERENCE_BOUTS = 2        # the stakes chart moves the points around the 2-bout target (41)
# Margins from 0 to the largest failure every contract allows with 2 bouts (41 − 13 = 28: each
# side wins a trick and the taker keeps 13 points at least, as the core's possible_points says).
MARGINS = range(0, target_for(REFERENCE_BOUTS)
                - max(possible_points(c, REFERENCE_BOUTS).whole[0] for c in Contract) + 1)
TABLE_MARGINS = (0, 5, 10, 20, MARGINS[-1])
FONT = {"label": 14, "title": 15, "header": 16, "chart_title": 18}     # px, readable projected


@dataclass(frozen=True)
class Figure:
    """A chart with its words: a description (what it shows, in a sentence) and its data table."""
    chart: alt.TopLevelMixin
    description: str
    table: pd.DataFrame
    lang: str | None = None

    def show(self):
        return show_chart(self.chart, self.description, self.table, lang=self.lang)

    def save(self, path) -> pathlib.Path:
        return save_chart(self.chart, path)

    def _repr_mimebundle_(self, include=None, exclude=None):     # Jupyter: the last line of a cell
        return self.show()._repr_mimebundle_(include=include, exclude=exclude)

    def _display_(self):                                          # marimo: the last line of a cell
        return self.show()


# --- numbers and type ------------------------------------------------------------------
def number_locale(lang: str) -> alt.Locale:
    """Vega's number locale for *lang*, read off the core's formatter (``format_number``): the
    decimal mark, the thousands separator (a narrow no-break space in French) and the minus sign.

    >>> n = number_locale("fr").to_dict()["number"]
    >>> n["decimal"], n["thousands"] == "\u202f", n["minus"]
    (',', True, '−')
    """
    number = alt.NumberLocale(
        decimal=format_number(0.5, lang)[1],                        # '0,5' / '0.5'
        thousands=format_number(1000, lang, grouping=True)[1],      # '1 000' / '1,000'
        minus=format_number(-1, lang)[0],                           # '−1'
        grouping=[3], currency=["", ""])
    return alt.Locale(number=number)


def localized(chart, lang: str):
    """*chart* with numbers written the *lang* way (axes, tooltips, text marks) and type of
    14 px and more (axis labels and titles, legends, panel headers): the course's look."""
    return (chart.configure(locale=number_locale(lang))
            .configure_axis(labelFontSize=FONT["label"], titleFontSize=FONT["title"])
            .configure_legend(labelFontSize=FONT["label"], titleFontSize=FONT["title"], labelLimit=0)
            .configure_header(labelFontSize=FONT["header"], titleFontSize=FONT["header"])
            .configure_title(fontSize=FONT["chart_title"], anchor="start"))


# --- the charts ------------------------------------------------------------------------
def target_chart(lang: str = "en") -> Figure:
    """S1: the target for 0, 1, 2 and 3 bouts, as bars labelled with the points needed."""
    col_b, col_t = label("chart.col.bouts", lang), label("chart.col.target", lang)
    table = pd.DataFrame({col_b: [0, 1, 2, 3], col_t: [target_for(b) for b in range(4)]})
    base = alt.Chart(table).encode(
        x=alt.X(f"{col_b}:O", title=label("threshold.bouts", lang), axis=alt.Axis(labelAngle=0)),
        y=alt.Y(f"{col_t}:Q", title=label("threshold.col_target", lang), scale=alt.Scale(domain=[0, 91])),
        tooltip=[col_b, col_t])
    bars = base.mark_bar(color="#1f5fbf", stroke="#0b2e66", strokeWidth=1)
    text = base.mark_text(dy=-9, fontSize=FONT["label"], fontWeight="bold", color="#1a1a1a").encode(
        text=f"{col_t}:Q")
    chart = localized((bars + text).properties(title=label("chart.target.title", lang), width=300, height=240), lang)
    pairs = ", ".join(f"{b} → {target_for(b)}" for b in range(4))
    return Figure(chart, label("chart.target.desc", lang, pairs=pairs), table, lang)


def stakes_rows(lang: str = "en", margins=MARGINS) -> pd.DataFrame:
    """S (S3) and the taker's 3S (S4) by contract, result, petit au bout and margin, from the core."""
    target = target_for(REFERENCE_BOUTS)
    rows = []
    for contract in Contract:
        for made in (True, False):
            for pab in (None, "taker"):
                for m in margins:
                    if not made and m == 0:
                        continue                      # S1: reaching the target exactly makes it
                    points = target + m if made else target - m
                    r = score_facts(contract=contract.code, points=points, bouts=REFERENCE_BOUTS,
                                    petit_au_bout=pab)
                    rows.append({"contract": f"{contract.label(lang)} ×{contract.multiplier}",
                                 "result": label("chart.made" if r.made else "chart.failed", lang),
                                 "pab": label("chart.with_pab" if pab else "chart.without_pab", lang),
                                 "margin": r.margin, "S": r.S, "taker": r.taker_score})
    return pd.DataFrame(rows)


def stakes_chart(lang: str = "en") -> Figure:
    """S3/S4: S against the margin, one panel per contract (×1, ×2, ×4, ×6), made and failed,
    ± petit au bout; the taker's 3S in the right-hand column.

    Each panel draws four lines (made / failed × with / without petit au bout), so it can be read
    from the back of a room; the panels of a column share their scale, so the multiplier shows
    as the steepness of the lines.
    """
    data = stakes_rows(lang)
    data["series"] = data["result"] + " · " + data["pab"]
    order = [f"{c.label(lang)} ×{c.multiplier}" for c in Contract]
    pab_order = [label("chart.without_pab", lang), label("chart.with_pab", lang)]
    result_order = [label("chart.made", lang), label("chart.failed", lang)]
    x = alt.X("margin:Q", title=label("chart.col.margin", lang))
    colour = alt.Color("contract:N", sort=order, legend=None,          # the panel's heading names it
                       scale=alt.Scale(domain=order, range=CONTRACT_COLOURS))
    # the keys above the panels (the chart stays within a notebook's width)
    shape = alt.Shape("result:N", title=label("chart.col.result", lang),
                      scale=alt.Scale(domain=result_order, range=SHAPES[:2]),
                      legend=alt.Legend(orient="top", direction="horizontal"))
    dash = alt.StrokeDash("pab:N", title=label("chart.col.pab", lang),
                          scale=alt.Scale(domain=pab_order, range=[[1, 0], [6, 3]]),
                          legend=alt.Legend(symbolType="stroke", symbolStrokeWidth=2.5, symbolStrokeColor="#1a1a1a",
                                            orient="top", direction="horizontal"))
    tooltip = ["contract", "result", "pab", "margin", "S", "taker"]

    def column(field, title):
        y = alt.Y(f"{field}:Q", title=title)
        lines = alt.Chart().mark_line(strokeWidth=2.5).encode(
            x=x, y=y, color=colour, strokeDash=dash, detail="series:N", tooltip=tooltip)
        marks = alt.Chart().transform_filter("datum.margin % 5 == 0").mark_point(
            filled=True, size=70, opacity=1).encode(x=x, y=y, color=colour, shape=shape, tooltip=tooltip)
        zero = alt.Chart().transform_aggregate(n="count()").mark_rule(color="#595959").encode(y=alt.datum(0))
        return alt.layer(lines, marks, zero, data=data).properties(width=290, height=140).facet(
            row=alt.Row("contract:N", sort=order, title=None,
                        header=alt.Header(labelOrient="top", labelAngle=0, labelAnchor="start",
                                          labelFontWeight="bold")),
            spacing=14)

    chart = localized(alt.hconcat(column("S", "S"), column("taker", label("chart.col.taker", lang)), spacing=28)
                      .properties(title=label("chart.stakes.title", lang)), lang)
    ex = score_facts(contract="garde", points=48, bouts=2)
    desc = label("chart.stakes.desc", lang, example=(
        f"Garde, {fmt_points(ex.facts.taker_points, lang)} − {ex.target} = {ex.margin} → "
        f"S = {ex.S}, 3S = {ex.taker_score}"))
    table = (data[data["margin"].isin(TABLE_MARGINS)]
             .pivot_table(index=["contract", "result", "pab"], columns="margin", values="S", sort=False)
             .reset_index())
    for m in TABLE_MARGINS:                          # a failed contract has a margin of at least 1
        table[m] = [("—" if pd.isna(v) else fmt_points(v, lang)) for v in table[m]]
    table.columns = [f"{label('chart.col.margin', lang)} {c}" if not isinstance(c, str) else c
                     for c in table.columns]
    return Figure(chart, desc, table, lang)


def session_chart(sheet, lang: str = "en") -> Figure:
    """G1–G2: a session's running totals per player after each valid deal.

    *sheet* is a ``tarot_core.io.session.Scoresheet`` (or a :class:`~widgets.scoresheet.ScoresheetWidget`);
    the totals are its own ``cumulative()`` figures.
    """
    sheet = getattr(sheet, "sheet", sheet)
    data = pd.DataFrame(sheet.cumulative())
    names = list(sheet.players)
    chart = alt.Chart(data).mark_line(point=alt.OverlayMarkDef(size=50), strokeWidth=2).encode(
        x=alt.X("deal:O", title=label("chart.col.deal", lang), axis=alt.Axis(labelAngle=0)),
        y=alt.Y("total:Q", title=label("chart.col.total", lang)),
        color=alt.Color("player:N", sort=names, title=label("chart.col.player", lang),
                        scale=alt.Scale(domain=names, range=PLAYER_COLOURS[:len(names)])),
        shape=alt.Shape("player:N", sort=names, scale=alt.Scale(domain=names, range=SHAPES[:len(names)]),
                        title=label("chart.col.player", lang)),
        tooltip=["deal", "player", "total"],
    ).properties(title=label("chart.session.title", lang), width=380, height=260)
    chart = localized(chart, lang)
    final = data[data["deal"] == data["deal"].max()]
    totals = ", ".join(f"{r.player} {fmt_points(r.total, lang)}" for r in final.itertuples())
    table = data.pivot(index="deal", columns="player", values="total")[names].reset_index()
    return Figure(chart, label("chart.session.desc", lang, totals=totals), table, lang)


# --- showing and saving --------------------------------------------------------------
def in_marimo() -> bool:
    """True inside a running marimo notebook or app."""
    mo = sys.modules.get("marimo")
    if mo is None:
        return False
    try:
        return bool(mo.running_in_notebook())
    except Exception:
        return False


def description_html(description: str) -> str:
    """A chart's description as HTML that can only show text.

    Descriptions carry user text (players' names): it is escaped, so markdown (an image
    ``![](http://…)``), tags or links in a name are shown as typed, never interpreted, in
    marimo (``mo.Html`` of this, not ``mo.md``) and in JupyterLab alike.

    >>> description_html("Bea ![x](http://example.org/a.png) <b>12</b>")[-60:]
    'Bea ![x](http://example.org/a.png) &lt;b&gt;12&lt;/b&gt;</p>'
    """
    return f'<p class="tw-chart-desc" data-testid="chart-description">{html.escape(str(description))}</p>'


def _table_html(table: pd.DataFrame) -> str:
    return table.to_html(index=False, escape=True, border=0, classes="tw-chart-table")


def show_chart(chart, description: str, table: pd.DataFrame, *, lang: str | None = None):
    """Display *chart* offline with its *description* and a table alternative.

    marimo: ``mo.ui.altair_chart``; JupyterLab: ``alt.JupyterChart`` in offline mode.
    Returns the displayable object (put it last in a cell).
    """
    if in_marimo():
        import marimo as mo
        return mo.vstack([
            mo.Html(description_html(description)),        # text only: never markdown (user names)
            mo.ui.altair_chart(chart, chart_selection=False, legend_selection=False),
            mo.accordion({label("chart.table", lang): mo.Html(_table_html(table))}),
        ])
    import ipywidgets
    alt.JupyterChart.enable_offline()
    desc = ipywidgets.HTML(description_html(description))
    tab = ipywidgets.HTML(f'<details data-testid="chart-table"><summary>{html.escape(label("chart.table", lang))}'
                          f'</summary>{_table_html(table)}</details>')
    # SVG, not canvas: sharp when a room zooms in, and its words (axis numbers) are text in the page
    return ipywidgets.VBox([desc, alt.JupyterChart(chart, embed_options={"renderer": "svg"}), tab])


def save_chart(chart, path) -> pathlib.Path:
    """Save *chart* as SVG or PNG (by the file's suffix) for a handout, offline via vl-convert."""
    path = pathlib.Path(path)
    fmt = path.suffix.lower().lstrip(".")
    if fmt not in ("svg", "png"):
        raise ValueError("save_chart writes .svg or .png files")
    if isinstance(chart, Figure):
        chart = chart.chart
    chart.save(str(path), format=fmt)
    return path
