import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="Tarot Lab · rules desk")


@app.cell
def _():
    # The rules desk: a player settles an edge case with the mouse, no code to read. Every answer is
    # tarot_core's (the RulesDesk widget asks it, with the rule IDs); this app only lays the desk out,
    # with a file button for a deal record and the replayer for the deal refereed.
    import marimo as mo

    from tarot_core.table import TABLES
    from widgets.desk import RulesDesk
    from widgets.labels import label, language_picker, opening_language
    return RulesDesk, TABLES, label, language_picker, mo, opening_language


@app.cell
def _(mo, opening_language):
    # The opening language: ?lang=fr|en in the address, else the browser's (French when it is neither).
    start_lang = opening_language(mo)
    return (start_lang,)


@app.cell
def _(language_picker, mo, start_lang):
    lang_pick = language_picker(mo, lang=start_lang)
    lang_pick
    return (lang_pick,)


@app.cell
def _(lang_pick):
    lang = lang_pick.value
    return (lang,)


@app.cell
def _(label, lang, mo):
    mo.md("# " + label("desk.lab.title", lang) + "\n\n" + label("desk.lab.intro", lang))
    return


@app.cell
def _(RulesDesk, TABLES, mo, start_lang):
    # The desk keeps its cards and answers here: a change of language does not empty it.
    # ?players=3 or 5 in the address opens it at that table (V1), as the score calculator's app
    # does; anything else is the four-player table (the selector on the desk changes it later).
    desk = RulesDesk(lang=start_lang)
    _asked = mo.query_params().get("players")
    if _asked in {str(n) for n in TABLES}:
        desk.set_table(int(_asked))
    return (desk,)


@app.cell
def _(desk, lang):
    desk.lang = lang              # the same question, answered in the other language
    return


@app.cell
def _(desk, mo):
    desk_ui = mo.ui.anywidget(desk)
    desk_ui
    return (desk_ui,)


@app.cell
def _(label, lang, mo):
    # Question 5 from a file: its bytes go to the desk, which has the core read them (UTF-8 JSON).
    record_file = mo.ui.file(filetypes=[".json"], kind="button", label=label("desk.upload", lang))
    mo.vstack([mo.md(label("desk.lab.upload", lang)), record_file])
    return (record_file,)


@app.cell
def _(desk, record_file):
    if record_file.value:
        desk.load_bytes(record_file.contents(), record_file.name() or "")
    return


@app.cell
def _(label, lang, mo):
    mo.md("## " + label("desk.lab.replay", lang))
    return


@app.cell
def _(desk, mo):
    # The deal the desk refereed (question 5), card by card; it follows every record loaded.
    replay_ui = mo.ui.anywidget(desk.replayer)
    replay_ui
    return


if __name__ == "__main__":
    app.run()
