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
handout (vl-convert, offline). altair is imported here only.

The charts are built from plain lists of rows (``alt.Data(values=...)``), so they also work where
pandas cannot be installed (the browser kernel of the JupyterLite site, ``scripts/lite.sh``).
Each figure's ``table`` is a pandas DataFrame when pandas is installed (JupyterLab, marimo), and
otherwise a :class:`Table` with the few DataFrame methods the course uses. Without vl-convert (the
browser kernel), the offline JupyterChart bundle shipped in ``widgets/static/`` by the site's build
is used instead of a CDN.

>>> fig = target_chart("en")
>>> list(fig.table["target"])   # S1
[56, 51, 41, 36]
>>> fig.description.startswith("Points the taker needs")
True
"""
from __future__ import annotations

import html
import importlib.util
import os
import pathlib
import re
import sys
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tarot_core.auction import Contract
from tarot_core.catalogue import format_number
from tarot_core.io.atomic import atomic_write_text
from tarot_core.scoring import possible_points, score_facts, target_for

from .labels import fmt_points, label

if TYPE_CHECKING:                  # for the annotations only: altair loads with the first chart
    import altair as alt


def load_altair():
    """altair, imported when a chart is first built, not with this module (issue 26): ``import
    altair`` takes 1.2 s and more, and a lesson that imports this module in its first cell would wait
    that long for its first widget. Every altair import of the course goes through here (the lessons'
    toolkit, the calibration chart, the marimo labs).

    Of those 1.2 s, 0.85 s were jsonschema's format checkers (altair validates every chart with
    jsonschema): where ``rfc3987_syntax`` is installed (JupyterLab's ``jupyter-events`` brings it),
    jsonschema imports it to check the "iri" format, and it builds a grammar at import. Vega-Lite's
    schema has no "iri" field (its formats: "uri", "uri-reference", "color-hex";
    ``tests/test_widgets_charts.py`` holds it so), so altair is imported with that package hidden, and
    nothing it checks changes; the package is importable again afterwards.
    """
    if "altair" in sys.modules:
        return sys.modules["altair"]
    hide = "jsonschema" not in sys.modules and "rfc3987_syntax" not in sys.modules
    if hide:
        sys.modules["rfc3987_syntax"] = None     # type: ignore[assignment]  # import raises ImportError
    try:
        import altair
    finally:
        if hide and "rfc3987_syntax" in sys.modules and sys.modules["rfc3987_syntax"] is None:
            del sys.modules["rfc3987_syntax"]
    return altair

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
    table: Any                    # a pandas DataFrame when pandas is installed, else a Table
    lang: str | None = None

    def show(self):
        return show_chart(self.chart, self.description, self.table, lang=self.lang)

    def save(self, path) -> pathlib.Path:
        return save_chart(self.chart, path)

    def _repr_mimebundle_(self, include=None, exclude=None):     # Jupyter: the last line of a cell
        return self.show()._repr_mimebundle_(include=include, exclude=exclude)

    def _display_(self):                                          # marimo: the last line of a cell
        return self.show()


# --- tables: a DataFrame when pandas is there, else a small stand-in -------------------
class Columns(list):
    """A table's column names, with a ``name`` like a pandas Index (the pivoted field, or None)."""
    name: str | None = None


class Table:
    """The rows of a chart's table where pandas is not installed (the browser kernel).

    It offers the DataFrame methods the course uses on a figure's table: ``columns`` (with
    ``.name``), ``rename(columns=...)``, ``to_html(...)``, ``to_dict("list" | "records")``,
    ``copy()``, ``len()`` and ``table[column]`` (the column's values, a list).

    >>> t = Table([{"a": 1, "b": 2}, {"a": 3, "b": 4}], ["a", "b"])
    >>> t["a"], t.to_dict("list"), list(t.rename(columns={"a": "x"}).columns)
    ([1, 3], {'a': [1, 3], 'b': [2, 4]}, ['x', 'b'])
    >>> t.to_html(index=False, classes="c")[:38]
    '<table border="1" class="dataframe c">'
    """

    def __init__(self, rows, columns, columns_name=None):
        self.columns = Columns(columns)
        self.columns.name = columns_name
        self._rows = [[row.get(c) for c in columns] for row in rows]

    def __len__(self):
        return len(self._rows)

    def __getitem__(self, column):
        i = self.columns.index(column)
        return [r[i] for r in self._rows]

    def copy(self):
        return Table(self.to_dict("records"), list(self.columns), self.columns.name)

    def rename(self, columns=None):
        columns = columns or {}
        renamed = [columns.get(c, c) for c in self.columns]
        rows = [dict(zip(renamed, r)) for r in self._rows]
        return Table(rows, renamed, self.columns.name)

    def to_dict(self, orient="dict"):
        if orient == "list":
            return {c: self[c] for c in self.columns}
        if orient == "records":
            return [dict(zip(self.columns, r)) for r in self._rows]
        raise ValueError("Table.to_dict takes 'list' or 'records'")

    def to_html(self, index=False, escape=True, border=1, classes=None):
        esc = html.escape if escape else str
        cls = " ".join(["dataframe", *([classes] if isinstance(classes, str) else (classes or []))])
        head = "".join(f"<th>{esc(str(c))}</th>" for c in self.columns)
        body = "".join("<tr>" + "".join(f"<td>{esc(str(v))}</td>" for v in r) + "</tr>" for r in self._rows)
        return (f'<table border="{border}" class="{cls}">\n<thead>\n<tr style="text-align: right;">{head}</tr>\n'
                f"</thead>\n<tbody>\n{body}\n</tbody>\n</table>")

    def _repr_html_(self):
        return self.to_html(index=False)


def _pandas():
    """pandas if it is installed (JupyterLab, marimo), else None (the browser kernel)."""
    if importlib.util.find_spec("pandas") is None:
        return None
    import pandas  # type: ignore[import-untyped, unused-ignore]  # no type information shipped
    return pandas


def make_table(rows: list[dict], columns: list | None = None, columns_name=None):
    """*rows* as a table with these *columns*: a pandas DataFrame when pandas is installed, else
    a :class:`Table`. ``columns_name`` is the name of the columns' index (a pivoted field).

    Without *columns*, the rows' keys in the order they come (as ``pandas.DataFrame(rows)``). A
    course table shows whole sentences (the core's reasons): with pandas, cells are not cut.

    >>> list(make_table([{"a": 1}, {"a": 2, "b": 3}]).columns)
    ['a', 'b']
    """
    if columns is None:
        columns = list(dict.fromkeys(key for row in rows for key in row))
    pd = _pandas()
    if pd is None:
        return Table(rows, columns, columns_name)
    pd.set_option("display.max_colwidth", None)       # as a Table shows them: whole sentences
    frame = pd.DataFrame([[row.get(c) for c in columns] for row in rows], columns=columns)
    frame.columns.name = columns_name
    return frame


def marimo_table_data(table):
    """*table* as marimo's ``mo.ui.table`` takes it: a DataFrame as it is (typed columns, filters),
    a :class:`Table` as its rows, a list of dicts (where pandas is not installed)."""
    return table.to_dict("records") if isinstance(table, Table) else table


# --- numbers and type ------------------------------------------------------------------
def number_locale(lang: str) -> alt.Locale:
    """Vega's number locale for *lang*, read off the core's formatter (``format_number``): the
    decimal mark, the thousands separator (a narrow no-break space in French) and the minus sign.

    >>> n = number_locale("fr").to_dict()["number"]
    >>> n["decimal"], n["thousands"] == "\u202f", n["minus"]
    (',', True, '−')
    """
    alt = load_altair()
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
    alt = load_altair()
    col_b, col_t = label("chart.col.bouts", lang), label("chart.col.target", lang)
    rows = [{col_b: b, col_t: target_for(b)} for b in range(4)]
    table = make_table(rows, [col_b, col_t])
    base = alt.Chart(alt.Data(values=rows)).encode(
        x=alt.X(f"{col_b}:O", title=label("threshold.bouts", lang), axis=alt.Axis(labelAngle=0)),
        y=alt.Y(f"{col_t}:Q", title=label("threshold.col_target", lang), scale=alt.Scale(domain=[0, 91])),
        tooltip=[f"{col_b}:O", f"{col_t}:Q"])
    bars = base.mark_bar(color="#1f5fbf", stroke="#0b2e66", strokeWidth=1)
    text = base.mark_text(dy=-9, fontSize=FONT["label"], fontWeight="bold", color="#1a1a1a").encode(
        text=f"{col_t}:Q")
    chart = localized((bars + text).properties(title=label("chart.target.title", lang), width=300, height=240), lang)
    pairs = ", ".join(f"{b} → {target_for(b)}" for b in range(4))
    return Figure(chart, label("chart.target.desc", lang, pairs=pairs), table, lang)


STAKES_COLUMNS = ["contract", "result", "pab", "margin", "S", "taker"]


def stakes_records(lang: str = "en", margins=MARGINS) -> list[dict]:
    """S (S3) and the taker's 3S (S4) by contract, result, petit au bout and margin, from the core,
    as a list of rows (dicts with the keys of ``STAKES_COLUMNS``)."""
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
    return rows


def stakes_rows(lang: str = "en", margins=MARGINS):
    """:func:`stakes_records` as a table (a pandas DataFrame when pandas is installed)."""
    return make_table(stakes_records(lang, margins), STAKES_COLUMNS)


def stakes_chart(lang: str = "en") -> Figure:
    """S3/S4: S against the margin, one panel per contract (×1, ×2, ×4, ×6), made and failed,
    ± petit au bout; the taker's 3S in the right-hand column.

    Each panel draws four lines (made / failed × with / without petit au bout), so it can be read
    from the back of a room; the panels of a column share their scale, so the multiplier shows
    as the steepness of the lines.
    """
    alt = load_altair()
    data = [dict(row, series=f"{row['result']} · {row['pab']}") for row in stakes_records(lang)]
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
    tooltip = ["contract:N", "result:N", "pab:N", "margin:Q", "S:Q", "taker:Q"]

    def column(field, title):
        y = alt.Y(f"{field}:Q", title=title)
        lines = alt.Chart().mark_line(strokeWidth=2.5).encode(
            x=x, y=y, color=colour, strokeDash=dash, detail="series:N", tooltip=tooltip)
        marks = alt.Chart().transform_filter("datum.margin % 5 == 0").mark_point(
            filled=True, size=70, opacity=1).encode(x=x, y=y, color=colour, shape=shape, tooltip=tooltip)
        zero = alt.Chart().transform_aggregate(n="count()").mark_rule(color="#595959").encode(y=alt.datum(0))
        return alt.layer(lines, marks, zero, data=alt.Data(values=data)).properties(width=290, height=140).facet(
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
    return Figure(chart, desc, stakes_table(lang, data), lang)


def stakes_table(lang: str = "en", records: list[dict] | None = None, contract: str | None = None):
    """The table beside :func:`stakes_chart`: S (S3) at a few margins (``TABLE_MARGINS``), one row
    per contract, result and petit au bout, in the order drawn; only *contract*'s rows if it is
    given (its label, as in the rows: ``"Garde ×2"``).

    It costs milliseconds, where building the chart costs a second or more (altair copies the
    faceted layers): a lab that redraws at every change asks for the table alone.

    >>> t = stakes_table("en", contract="Garde ×2")
    >>> len(t), t.to_dict("records")[0]["margin 10"]      # S3: (25 + 10) × 2
    (4, '70')
    """
    records = stakes_records(lang) if records is None else records
    margin_cols = {m: f"{label('chart.col.margin', lang)} {m}" for m in TABLE_MARGINS}
    by_series: dict[tuple, dict] = {}
    for row in records:
        if contract is not None and row["contract"] != contract:
            continue
        key = (row["contract"], row["result"], row["pab"])
        entry = by_series.setdefault(key, dict(zip(("contract", "result", "pab"), key)))
        if row["margin"] in margin_cols:
            entry[margin_cols[row["margin"]]] = fmt_points(row["S"], lang)
    for entry in by_series.values():                 # a failed contract has a margin of at least 1
        for col in margin_cols.values():
            entry.setdefault(col, "—")
    return make_table(list(by_series.values()), ["contract", "result", "pab", *margin_cols.values()])


def session_chart(sheet, lang: str = "en") -> Figure:
    """G1–G2: a session's running totals per player after each valid deal.

    *sheet* is a ``tarot_core.io.session.Scoresheet`` (or a :class:`~widgets.scoresheet.ScoresheetWidget`);
    the totals are its own ``cumulative()`` figures.
    """
    alt = load_altair()
    sheet = getattr(sheet, "sheet", sheet)
    data = sheet.cumulative()
    names = list(sheet.players)
    chart = alt.Chart(alt.Data(values=data)).mark_line(point=alt.OverlayMarkDef(size=50), strokeWidth=2).encode(
        x=alt.X("deal:O", title=label("chart.col.deal", lang), axis=alt.Axis(labelAngle=0)),
        y=alt.Y("total:Q", title=label("chart.col.total", lang)),
        color=alt.Color("player:N", sort=names, title=label("chart.col.player", lang),
                        scale=alt.Scale(domain=names, range=PLAYER_COLOURS[:len(names)])),
        shape=alt.Shape("player:N", sort=names, scale=alt.Scale(domain=names, range=SHAPES[:len(names)]),
                        title=label("chart.col.player", lang)),
        tooltip=["deal:O", "player:N", "total:Q"],
    ).properties(title=label("chart.session.title", lang), width=380, height=260)
    chart = localized(chart, lang)
    last = max((r["deal"] for r in data), default=None)
    totals = ", ".join(f"{r['player']} {fmt_points(r['total'], lang)}" for r in data if r["deal"] == last)
    by_deal: dict[int, dict] = {}                    # one row per deal, a column per player
    for r in data:
        by_deal.setdefault(r["deal"], {"deal": r["deal"]})[r["player"]] = r["total"]
    table = make_table([by_deal[d] for d in sorted(by_deal)], ["deal", *names], columns_name="player")
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


def _table_html(table) -> str:
    return table.to_html(index=False, escape=True, border=0, classes="tw-chart-table")


def show_chart(chart, description: str, table, *, lang: str | None = None):
    """Display *chart* offline with its *description* and a table alternative.

    marimo: ``mo.ui.altair_chart``; JupyterLab: ``alt.JupyterChart`` in offline mode.
    Returns the displayable object (put it last in a cell).
    """
    alt = load_altair()
    if in_marimo():
        import marimo as mo
        return mo.vstack([
            mo.Html(description_html(description)),        # text only: never markdown (user names)
            mo.ui.altair_chart(chart, chart_selection=False, legend_selection=False),
            mo.accordion({label("chart.table", lang): mo.Html(_table_html(table))}),
        ])
    import ipywidgets  # type: ignore[import-untyped, unused-ignore]  # no type information shipped
    enable_offline_jupyter_chart()
    desc = ipywidgets.HTML(description_html(description))
    tab = ipywidgets.HTML(f'<details data-testid="chart-table"><summary>{html.escape(label("chart.table", lang))}'
                          f'</summary>{_table_html(table)}</details>')
    # SVG, not canvas: sharp when a room zooms in, and its words (axis numbers) are text in the page
    return ipywidgets.VBox([desc, alt.JupyterChart(chart, embed_options={"renderer": "svg"}), tab])


#: the offline JupyterChart bundle for kernels without vl-convert (the JupyterLite site's browser
#: kernel): written by ``scripts/lite_build.py`` into the wheel it builds, never into the repository
OFFLINE_BUNDLE = pathlib.Path(__file__).parent / "static" / "jupyterchart-offline.js"


def enable_offline_jupyter_chart() -> None:
    """Make ``alt.JupyterChart`` load Vega from this machine, never from a CDN: through vl-convert
    where it is installed (its bundle built once and kept, :func:`offline_bundle`), else from
    :data:`OFFLINE_BUNDLE` (the browser kernel)."""
    alt = load_altair()
    if alt.JupyterChart._is_offline:
        return
    if importlib.util.find_spec("vl_convert") is not None:
        text = offline_bundle(cache_folder(), strict=False)
    elif OFFLINE_BUNDLE.is_file():
        text = OFFLINE_BUNDLE.read_text(encoding="utf-8")
    else:
        raise RuntimeError("charts need vl-convert-python, or the offline bundle that scripts/lite.sh "
                           f"ships in {OFFLINE_BUNDLE}: neither is here, and a CDN would not work offline")
    alt.JupyterChart._esm = text
    alt.JupyterChart._is_offline = True


def cache_folder() -> pathlib.Path:
    """Where the course keeps what it builds once per machine: ``$XDG_CACHE_HOME/tarot-lab``, by
    default ``~/.cache/tarot-lab``."""
    root = os.environ.get("XDG_CACHE_HOME") or str(pathlib.Path.home() / ".cache")
    return pathlib.Path(root) / "tarot-lab"


def offline_bundle(folder, *, strict: bool = True) -> str:
    """altair's JupyterChart as one self-contained ES module, Vega included, kept in *folder*: built
    by vl-convert the first time (1.1 s: every kernel's first chart paid it) and read after (a few
    ms). The file's name holds altair's and vl-convert's versions, so an upgrade builds it again;
    it is written whole or not at all (:func:`~tarot_core.io.atomic.atomic_write_text`).
    ``scripts/lite_build.py`` ships it to the browser kernel. When *folder* cannot be read or
    written: OSError if *strict*, else the bundle is built and returned all the same."""
    alt = load_altair()
    import vl_convert
    path = pathlib.Path(folder) / (f"jupyterchart-offline-altair-{alt.__version__}"
                                   f"-vl-convert-{vl_convert.__version__}.js")   # type: ignore[attr-defined]
    try:
        if path.is_file() and path.stat().st_size:
            return path.read_text(encoding="utf-8")
    except OSError:
        if strict:
            raise
    was_offline, esm = alt.JupyterChart._is_offline, alt.JupyterChart._esm
    alt.JupyterChart._is_offline = False
    try:                                # altair's own build, read off the class and put back
        alt.JupyterChart.enable_offline()
        text = alt.JupyterChart._esm
    finally:
        alt.JupyterChart._is_offline, alt.JupyterChart._esm = was_offline, esm
    if re.search(r"https?://cdn|jsdelivr|unpkg", text):
        raise RuntimeError("the offline JupyterChart bundle still names a CDN")
    try:
        atomic_write_text(path, text)
    except OSError:
        if strict:
            raise
    return text


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
