import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium")


@app.cell
def _():
    import pathlib
    import sys

    sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[3]))   # the repository
    import marimo as mo

    from widgets import ScoreCalculator, TrickPlayer
    from widgets.charts import target_chart
    return ScoreCalculator, TrickPlayer, mo, target_chart


@app.cell
def _(ScoreCalculator, mo):
    calc = mo.ui.anywidget(ScoreCalculator(lang="en", contract="garde", points=48, bouts=2,
                                           petit_au_bout="defence", poignees=["simple"]))
    calc
    return (calc,)


@app.cell
def _(calc, mo):
    _r = calc.value["result"]
    mo.md(f"MARIMO_S={_r['S']}" if "S" in _r else f"MARIMO_S=refused {_r.get('rule')}")
    return


@app.cell
def _(TrickPlayer, mo):
    trick = mo.ui.anywidget(TrickPlayer(hand="KS T5 T12 EX", trick="10H T8", lang="en"))
    trick
    return (trick,)


@app.cell
def _(mo, trick):
    mo.md("MARIMO_TRICK=" + " ".join(trick.value["trick"]))
    return


@app.cell
def _(target_chart):
    target_chart("en").show()
    return


if __name__ == "__main__":
    app.run()
