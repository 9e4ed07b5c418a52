"""Smoke tests of the browser fixtures: a generated notebook in JupyterLab (an ipywidgets button
the kernel hears, an offline altair chart) and a generated marimo app answering a key press."""
import textwrap

import pytest
from playwright.sync_api import expect

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.xdist_group("browser")]


SMOKE_CELLS = [
    ("markdown", "# Smoke test\nA button the kernel hears, and an offline chart."),
    textwrap.dedent("""\
        import ipywidgets as w
        import tarot_core
        clicks = []
        button = w.Button(description="Press me")
        button.add_class("smoke-button")
        heard = w.Label("python heard 0 clicks")
        heard.add_class("smoke-heard")
        def on_click(_):
            clicks.append(1)
            heard.value = f"python heard {len(clicks)} clicks"
        button.on_click(on_click)
        w.VBox([button, heard])"""),
    textwrap.dedent("""\
        import altair as alt
        import pandas as pd
        alt.JupyterChart.enable_offline()
        targets = pd.DataFrame({"bouts": [0, 1, 2, 3], "target": [56, 51, 41, 36]})
        alt.JupyterChart(alt.Chart(targets).mark_bar().encode(x="bouts:O", y="target:Q"))"""),
    "",                                  # an empty cell never gets a count: run_all must cope
]


def test_lab_widget_click_reaches_kernel_and_chart_renders_offline(
        page, lab_server, write_notebook, open_notebook, run_all, shot, axe_check, figure, page_tools):
    relpath = write_notebook(SMOKE_CELLS, name="smoke")
    opened = open_notebook(page, relpath)
    ran = run_all(page, n_cells=2)
    button = page.locator(".jp-OutputArea-output .smoke-button")
    expect(button).to_be_visible()
    figure("lab_open_to_first_widget", round(opened + ran, 1), "s",
           "browser: open a generated notebook, run all, first widget visible")

    button.click()
    expect(page.locator(".smoke-heard")).to_have_text("python heard 1 clicks")
    button.click()
    expect(page.locator(".smoke-heard")).to_have_text("python heard 2 clicks")

    chart = page.locator(page_tools.CHART_MARKS).first
    expect(chart).to_be_visible(timeout=60_000)            # a busy machine draws late
    axe_check(page, ".jp-OutputArea-output .smoke-button")
    shot(page, "smoke_jupyterlab")


MARIMO_APP = textwrap.dedent('''\
    import marimo

    app = marimo.App()


    @app.cell
    def _():
        import marimo as mo
        slider = mo.ui.slider(1, 10, value=3, label="number")
        slider
        return mo, slider


    @app.cell
    def _(mo, slider):
        mo.md(f"SQUARED={slider.value ** 2}")
        return


    if __name__ == "__main__":
        app.run()
    ''')


def test_marimo_app_is_reactive(page, marimo_app, tmp_path, shot):
    app_file = tmp_path / "smoke_app.py"
    app_file.write_text(MARIMO_APP)
    page.goto(marimo_app(app_file))
    expect(page.get_by_text("SQUARED=9")).to_be_visible(timeout=60_000)
    slider = page.get_by_role("slider").first
    slider.focus()
    page.keyboard.press("ArrowRight")
    expect(page.get_by_text("SQUARED=16")).to_be_visible()
    shot(page, "smoke_marimo")


def test_lab_news_popup_and_update_check_are_off(lab_server):
    """The course's JupyterLab defaults (scripts/lab_settings.py, written by scripts/setup.sh and
    binder/postBuild): the server gives the notification plugin fetchNews "false" and no update
    check, so no "official Jupyter news?" pop-up covers the widgets and no request leaves."""
    import json
    import urllib.request
    url = f"{lab_server.base}/lab/api/settings/@jupyterlab/apputils-extension:notification?token={lab_server.token}"
    with urllib.request.urlopen(url, timeout=20) as r:
        answer = json.load(r)
    # overrides.json changes the schema's defaults (the test server's own user settings, which
    # also turn the news off, would hide a missing default in the settings themselves)
    defaults = {k: v.get("default") for k, v in answer["schema"]["properties"].items()}
    assert defaults["fetchNews"] == "false" and defaults["checkForUpdates"] is False
