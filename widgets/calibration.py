"""The bidding advisor's calibration as a chart and a table (issue 14).

The rows are the calibration table of :mod:`tarot_core.analysis.calibrate_advisor` — plain dicts
(``bin``, ``count``, ``predicted``, ``observed``, ``ci95``), read from the shipped data file by
:func:`shipped_rows` or from a fresh run — and this module only draws them: each bin is a point
at (mean predicted, observed frequency) with its 95 % Wilson interval as a vertical rule, over the
diagonal "predicted = observed" for reference. altair is imported inside the functions (the chart
is built from plain lists, no pandas: it runs in the browser kernel too), and
:func:`calibration_table` is the table alternative beside it.

>>> rows = shipped_rows()
>>> sum(r["count"] for r in rows) == shipped()["events"]
True
>>> list(calibration_table(rows[:1], "en").columns[:2])
['predicted chance group', 'predictions']
"""
from __future__ import annotations

from tarot_core.catalogue import format_number

from .labels import label

COLOUR = "#1f5fbf"          # 3:1 contrast on white or more; the points are also labelled in the table


def shipped() -> dict:
    """The calibration run shipped with the package (its command, seeds, rows and hands)."""
    from tarot_core.analysis.calibrate_advisor import load_shipped
    return load_shipped()


def shipped_rows() -> list[dict]:
    """The calibration table of the shipped run."""
    return shipped()["rows"]


def _bin_text(row: dict, lang: str) -> str:
    low, high = row["bin"]
    return f"{format_number(low, lang, decimals=1)}–{format_number(high, lang, decimals=1)}"


def table_rows(rows: list[dict], lang: str) -> list[dict]:
    """The rows as the table shows them: the bin, the count, and the shares written the *lang* way."""
    cols = [label(f"calibration.col.{k}", lang) for k in ("bin", "count", "predicted", "observed", "low", "high")]
    out = []
    for r in rows:
        values = [_bin_text(r, lang), r["count"], *(format_number(x, lang, decimals=3) for x in
                                                     (r["predicted"], r["observed"], r["ci95"][0], r["ci95"][1]))]
        out.append(dict(zip(cols, values)))
    return out


def calibration_table(rows: list[dict], lang: str = "en"):
    """The table alternative of the chart (a pandas DataFrame where pandas is installed)."""
    from .charts import make_table
    data = table_rows(rows, lang)
    return make_table(data, [label(f"calibration.col.{k}", lang)
                             for k in ("bin", "count", "predicted", "observed", "low", "high")])


def description(rows: list[dict], lang: str, *, hands: int, deals: int) -> str:
    """One paragraph saying what the chart shows, with every bin's figures (the text alternative)."""
    parts = " ".join(label("calibration.desc_row", lang, bin=_bin_text(r, lang), count=r["count"],
                           predicted=format_number(r["predicted"], lang, decimals=2),
                           observed=format_number(r["observed"], lang, decimals=2)) for r in rows)
    return label("calibration.desc", lang, events=sum(r["count"] for r in rows), hands=hands, deals=deals, rows=parts)


def calibration_chart(rows: list[dict], lang: str = "en", *, hands: int | None = None, deals: int | None = None):
    """The calibration chart of *rows*: a :class:`widgets.charts.Figure` (chart, description, table).

    *hands* and *deals* (for the description) default to the shipped run's."""
    from .charts import FONT, Figure, load_altair, localized
    alt = load_altair()
    if hands is None or deals is None:
        run = shipped()
        hands, deals = hands or run["hands_count"], deals or run["deals"]
    x_title, y_title = label("calibration.x", lang), label("calibration.y", lang)
    points = [{"predicted": r["predicted"], "observed": r["observed"], "low": r["ci95"][0], "high": r["ci95"][1],
               "count": r["count"], "group": _bin_text(r, lang)} for r in rows]
    diagonal = [{"predicted": 0.0, "observed": 0.0, "what": label("calibration.diagonal", lang)},
                {"predicted": 1.0, "observed": 1.0, "what": label("calibration.diagonal", lang)}]
    scale = alt.Scale(domain=[0, 1])
    x = alt.X("predicted:Q", title=x_title, scale=scale, axis=alt.Axis(format=".1f"))
    y = alt.Y("observed:Q", title=y_title, scale=scale, axis=alt.Axis(format=".1f"))
    tooltip = ["group:N", "count:Q", alt.Tooltip("predicted:Q", format=".3f"),
               alt.Tooltip("observed:Q", format=".3f"), alt.Tooltip("low:Q", format=".3f"),
               alt.Tooltip("high:Q", format=".3f")]
    ref = alt.Chart(alt.Data(values=diagonal)).mark_line(color="#595959", strokeDash=[6, 4], strokeWidth=2).encode(
        x=x, y=y, tooltip=["what:N"])
    base = alt.Chart(alt.Data(values=points))
    bars = base.mark_rule(color=COLOUR, strokeWidth=2).encode(x=x, y=alt.Y("low:Q", scale=scale), y2="high:Q",
                                                              tooltip=tooltip)
    dots = base.mark_point(filled=True, color=COLOUR, size=90, opacity=1).encode(
        x=x, y=y, size=alt.Size("count:Q", legend=None, scale=alt.Scale(range=[60, 400])), tooltip=tooltip)
    counts = base.mark_text(dx=14, dy=-10, fontSize=FONT["label"], color="#1a1a1a").encode(x=x, y=y, text="count:Q")
    chart = localized(alt.layer(ref, bars, dots, counts).properties(
        title=label("calibration.title", lang), width=360, height=320), lang)
    return Figure(chart, description(rows, lang, hands=hands, deals=deals), calibration_table(rows, lang), lang)


__all__ = ["calibration_chart", "calibration_table", "description", "shipped", "shipped_rows", "table_rows"]
