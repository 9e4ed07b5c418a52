"""The charts (widgets.charts): their numbers come from the core (S1, S3, S4, G1–G2), each has a
description and a table, they pick an offline renderer and save for handouts."""
from __future__ import annotations

import re

import pytest

alt = pytest.importorskip("altair")

from tarot_core.io.session import Scoresheet  # noqa: E402
from widgets import charts  # noqa: E402


def test_target_chart_S1():
    fig = charts.target_chart("en")
    assert fig.table.to_dict("list") == {"bouts": [0, 1, 2, 3], "target": [56, 51, 41, 36]}
    assert "0 → 56, 1 → 51, 2 → 41, 3 → 36" in fig.description
    spec = fig.chart.to_dict()
    assert spec["title"] == "Bouts lower the target (S1)"
    fr = charts.target_chart("fr")
    assert list(fr.table.columns) == ["bouts", "objectif"]


def s_of(rows, contract, result, pab, margin, column="S"):
    pick = rows[(rows.contract == contract) & (rows.result == result) & (rows.pab == pab) & (rows.margin == margin)]
    assert len(pick) == 1
    return int(pick[column].iloc[0])


def test_stakes_rows_S3_S4():
    rows = charts.stakes_rows("en")
    assert s_of(rows, "Prise ×1", "made", "without", 0) == 25                  # 25 + 0
    assert s_of(rows, "Garde ×2", "made", "without", 7) == 64                  # (25 + 7) × 2
    assert s_of(rows, "Garde ×2", "made", "with", 7) == 84                     # (25 + 7 + 10) × 2
    assert s_of(rows, "Garde Contre ×6", "failed", "with", 10) == -150         # (−35 + 10) × 6
    assert s_of(rows, "Garde Sans ×4", "failed", "without", 1, "taker") == -312  # 3 × (−26 × 4)
    assert (rows.taker == 3 * rows.S).all()                                   # S4
    assert not ((rows.result == "failed") & (rows.margin == 0)).any()          # S1: target reached = made
    assert len(rows) == 4 * 2 * (29 + 28)     # margins 0–28 made, 1–28 failed (13 points at least: possible_points)


def test_stakes_chart_has_both_panels_and_a_table():
    fig = charts.stakes_chart("en")
    spec = fig.chart.to_dict()
    assert len(spec["hconcat"]) == 2                          # S, then the taker's 3S on the right
    assert "Example: Garde, 48 − 41 = 7 → S = 64, 3S = 192." in fig.description
    row = fig.table[(fig.table.contract == "Prise ×1") & (fig.table.result == "failed") & (fig.table.pab == "without")]
    assert row["margin 0"].iloc[0] == "—" and row["margin 10"].iloc[0] == "−35"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_stakes_chart_draws_at_most_four_lines_a_panel_in_large_type(lang):
    """Projected in a room: one panel per contract (rows), each with the four lines made / failed ×
    with / without petit au bout; axis labels and titles, legends and headers of 14 px or more."""
    fig = charts.stakes_chart(lang)
    spec = fig.chart.to_dict()
    contracts = [f"{c.label(lang)} ×{c.multiplier}" for c in charts.Contract]
    rows = charts.stakes_rows(lang)
    for col, field in zip(spec["hconcat"], ("S", "taker")):
        assert col["facet"]["row"]["field"] == "contract" and col["facet"]["row"]["sort"] == contracts
        lines = col["spec"]["layer"][0]
        assert lines["mark"]["type"] == "line" and lines["encoding"]["y"]["field"] == field
        assert lines["encoding"]["detail"]["field"] == "series"
    series = (rows["result"] + " · " + rows["pab"]).groupby(rows["contract"]).nunique()
    assert series.to_dict() == {c: 4 for c in contracts}       # four lines in each panel
    config = spec["config"]
    assert config["axis"]["labelFontSize"] >= 14 and config["axis"]["titleFontSize"] >= 14
    assert config["legend"]["labelFontSize"] >= 14 and config["header"]["labelFontSize"] >= 14
    assert not any(v.get("fontSize", 14) < 14 for v in _marks(spec))


def _marks(spec):
    """Every mark definition of a spec (text marks carry their own font size)."""
    if isinstance(spec, dict):
        if isinstance(spec.get("mark"), dict):
            yield spec["mark"]
        for v in spec.values():
            yield from _marks(v)
    elif isinstance(spec, list):
        for v in spec:
            yield from _marks(v)


@pytest.mark.parametrize("make", [lambda lang: charts.target_chart(lang), lambda lang: charts.stakes_chart(lang),
                                  lambda lang: charts.session_chart(_evening(), lang)])
def test_chart_axes_write_numbers_the_french_way(make):
    """lang='fr': the charts' number locale is the core's format_number (a decimal comma, a narrow
    no-break space between thousands, the true minus sign); lang='en' keeps 1,200 and 40.5."""
    fr, en = (make(lang).chart.to_dict()["config"]["locale"]["number"] for lang in ("fr", "en"))
    assert (fr["decimal"], fr["thousands"], fr["minus"]) == (",", "\u202f", "\u2212")
    assert (en["decimal"], en["thousands"]) == (".", ",")
    assert charts.format_number(1200.5, "fr", grouping=True) == "1" + fr["thousands"] + "200" + fr["decimal"] + "5"


def test_french_stakes_chart_renders_french_axis_numbers():
    """Drawn by Vega (vl-convert, offline): the French 3S axis reads '1 000' and '−1 000', never '1,000'."""
    vlc = pytest.importorskip("vl_convert")
    import json
    svgs = {lang: vlc.vegalite_to_svg(json.dumps(charts.stakes_chart(lang).chart.to_dict())) for lang in ("fr", "en")}
    texts = {lang: re.findall(r">([^<]*)</text>", svg) for lang, svg in svgs.items()}
    assert "1\u202f000" in texts["fr"] and "\u22121\u202f000" in texts["fr"]
    assert not any("," in t and t[0].isdigit() for t in texts["fr"])
    assert "1,000" in texts["en"]


def _evening():
    sheet = Scoresheet(["Ann", "Bob", "Cy", "Di"])
    sheet.add_facts(1, "garde", 48, 2, petit_au_bout="defence", poignees=["simple"])
    sheet.add_facts(0, "garde-contre", 30, 1)
    return sheet


def test_session_chart_from_a_scoresheet_G2():
    sheet = Scoresheet(["Ana", "Bea", "Cy", "Dan"])
    sheet.add_facts(1, "garde", 48, 2, petit_au_bout="defence", poignees=["simple"])     # S5
    sheet.add_cancelled("petit_sec")                                                    # D4: 0 for all
    sheet.add_facts(0, "prise", 40, 2)                                                  # −26 → −78 / +26
    fig = charts.session_chart(sheet, "en")
    last = fig.table.iloc[-1]
    assert [last["Ana"], last["Bea"], last["Cy"], last["Dan"]] == [-64 - 78, 192 + 26, -64 + 26, -64 + 26]
    assert fig.description.endswith("At the end: Ana −142, Bea 218, Cy −38, Dan −38.")


def test_show_chart_outside_marimo_uses_the_offline_jupyter_chart():
    assert not charts.in_marimo()
    shown = charts.target_chart("en").show()
    kinds = [type(w).__name__ for w in shown.children]
    assert kinds == ["HTML", "JupyterChart", "HTML"]
    assert "cdn.jsdelivr" not in str(alt.JupyterChart._esm)             # offline bundle from vl-convert
    assert 'data-testid="chart-table"' in shown.children[2].value


def test_save_chart_svg_and_png(tmp_path):
    fig = charts.target_chart("en")
    svg_path = charts.save_chart(fig, tmp_path / "target.svg")
    assert svg_path.read_text().lstrip().startswith("<svg")
    png = fig.save(tmp_path / "target.png")
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    with pytest.raises(ValueError):
        charts.save_chart(fig, tmp_path / "target.pdf")


def _formats(node) -> set[str]:
    if isinstance(node, dict):
        found = {node["format"]} if isinstance(node.get("format"), str) else set()
        return found.union(*(_formats(v) for v in node.values()))
    if isinstance(node, list):
        return set().union(*(_formats(v) for v in node))
    return set()


def test_the_vega_lite_schema_altair_checks_has_no_iri_format():
    """Why altair may be imported with ``rfc3987_syntax`` hidden (issue 26, ``charts._altair``):
    jsonschema uses that package for the "iri" and "iri-reference" formats only, and the schema
    altair validates every chart against (Vega-Lite's, shipped in altair) names none of them."""
    import importlib
    core = importlib.import_module(alt.Chart.__module__.rsplit(".", 1)[0] + ".schema.core")
    assert _formats(core.load_schema()) == {"color-hex", "uri", "uri-reference"}


def test_a_chart_is_built_without_loading_rfc3987_syntax_and_is_still_validated():
    """Issue 26: jsonschema loaded ``rfc3987_syntax`` (it builds a grammar at import: 0.85 s of the
    first chart's 1.2 s altair import). A chart is built and validated without it, altair still
    refuses a spec Vega-Lite does not allow, and the package can be imported afterwards."""
    import subprocess
    import sys
    code = ("import sys, widgets\nfig = widgets.target_chart('en'); fig.chart.to_dict()\n"
            "print('rfc3987_syntax' in sys.modules)\nimport altair as alt\n"
            "try:\n    alt.Chart(alt.Data(values=[{'a': 1}])).mark_point().encode(x=alt.X('a:Q', bin=3)).to_dict()\n"
            "except alt.utils.schemapi.SchemaValidationError:\n    print('refused')\n"
            "import rfc3987_syntax\nprint(rfc3987_syntax.__name__)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False", "refused", "rfc3987_syntax"]


@pytest.fixture
def fresh_jupyter_chart(monkeypatch):
    """alt.JupyterChart as a kernel finds it before its first chart (put back after the test)."""
    monkeypatch.setattr(alt.JupyterChart, "_is_offline", False)
    monkeypatch.setattr(alt.JupyterChart, "_esm", "")
    return alt.JupyterChart


def test_the_offline_bundle_is_built_once_and_read_after(tmp_path, monkeypatch, fresh_jupyter_chart):
    """Issue 26: vl-convert built the offline JupyterChart bundle (Vega in one ES module, 0.9 MB)
    in every kernel's first chart: 1.1 s. It is kept under altair's and vl-convert's versions and
    read by the next kernel; building it leaves JupyterChart as it was."""
    import vl_convert
    text = charts.offline_bundle(tmp_path)
    assert (fresh_jupyter_chart._is_offline, fresh_jupyter_chart._esm) == (False, "")
    kept = tmp_path / f"jupyterchart-offline-altair-{alt.__version__}-vl-convert-{vl_convert.__version__}.js"
    assert kept.read_text(encoding="utf-8") == text and "vega-embed" in text
    assert not re.search(r"https?://cdn|jsdelivr|unpkg", text)

    def no_build(*args, **kwargs):
        raise AssertionError("built again")
    monkeypatch.setattr(alt.JupyterChart, "enable_offline", no_build)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    (tmp_path / "xdg" / "tarot-lab").mkdir(parents=True)
    (tmp_path / "xdg" / "tarot-lab" / kept.name).write_text(text, encoding="utf-8")
    assert charts.cache_folder() == tmp_path / "xdg" / "tarot-lab"
    charts.enable_offline_jupyter_chart()           # what a kernel's first chart does
    assert (fresh_jupyter_chart._is_offline, fresh_jupyter_chart._esm) == (True, text)


def test_an_offline_bundle_that_cannot_be_kept_is_built_all_the_same(tmp_path, fresh_jupyter_chart):
    """A cache that cannot be written (here a file where its folder should be): the kernel's chart
    is drawn all the same (the bundle built in memory); the site's build (strict) is told."""
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("", encoding="utf-8")
    assert "vega-embed" in charts.offline_bundle(blocked, strict=False)
    with pytest.raises(OSError):
        charts.offline_bundle(blocked)
