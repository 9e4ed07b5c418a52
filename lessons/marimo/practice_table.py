import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="Tarot Lab · practice table")


@app.cell
def _():
    # A whole deal against the bots (3, 4 or 5 players), for a projector or a phone: no code to read, only
    # the table.
    # Every rule is tarot_core's (the PracticeTable widget asks it); this app only picks the deal.
    import html

    import marimo as mo

    from tarot_core.table import FIVE_PLAYERS, FOUR_PLAYERS, TABLES, table_for
    from widgets import PracticeTable
    from widgets.labels import fmt_points, label, language_picker, opening_language
    return (FIVE_PLAYERS, FOUR_PLAYERS, PracticeTable, TABLES, fmt_points, html, label, language_picker, mo,
            opening_language, table_for)


@app.cell
def _(FOUR_PLAYERS, TABLES, mo, opening_language):
    # The address may set the opening language, the deal, the bots' pace (ms between two moves) and the
    # table (V1): ?lang=en&seed=12&delay=300&players=5. Else the browser's language (French when it is
    # neither), deal 12, 600 ms, four players (as the score calculator's ?players=3|5; anything else: 4).
    def _query(name, default):
        _value = mo.query_params().get(name)
        _value = _value[0] if isinstance(_value, list) and _value else _value
        return default if _value in (None, "") else str(_value)

    start_lang = opening_language(mo)
    try:
        start_seed = max(0, int(_query("seed", "12")))
    except ValueError:
        start_seed = 12
    try:
        delay = min(3000, max(0, int(_query("delay", "600"))))
    except ValueError:
        delay = 600
    _asked = _query("players", "")                          # V1: a table of the rules, else four players
    players = int(_asked) if _asked in {str(n) for n in TABLES} else FOUR_PLAYERS.seats
    return delay, players, start_lang, start_seed


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
def _(FIVE_PLAYERS, label, lang, mo, players, table_for):
    _intro = label("practice.lab.intro", lang, hand=table_for(players).hand_size)
    if players == FIVE_PLAYERS.seats:                      # V4: the call and the secret partner
        _intro += " " + label("practice.lab.five", lang)
    mo.md("# " + label("practice.lab.title", lang, players=players) + "\n\n" + _intro)
    return


@app.cell
def _(label, lang, mo):
    # The deal number is the table's own "Deal no." field (one per page): the app picks only the bots.
    opponents_pick = mo.ui.dropdown(
        options={label(f"practice.kind.{k}", lang): k for k in ("basic", "random", "sampler")},
        value=label("practice.kind.basic", lang), label=label("practice.lab.opponents", lang))
    opponents_pick
    return (opponents_pick,)


@app.cell
def _(PracticeTable, delay, players, start_lang, start_seed):
    # The deal lives in this widget, made once: its own field deals again; the language does not.
    practice = PracticeTable(seed=start_seed, seat=0, lang=start_lang, delay=delay, players=players)
    return (practice,)


@app.cell
def _(opponents_pick, practice):
    if practice.opponents != opponents_pick.value:      # other bots: the same deal number, dealt again
        practice.opponents = opponents_pick.value
        practice.new_deal(practice.seed)
    return


@app.cell
def _(lang, practice):
    practice.lang = lang          # the same deal, told in the other language
    return


@app.cell
def _(mo, practice):
    table = mo.ui.anywidget(practice)
    table
    return (table,)


@app.cell
def _(fmt_points, html, label, lang, mo, table, table_for):
    # What the table reports back (its synced values): the trick count, then the learner's score.
    _v = table.value
    _r = _v.get("result") or {}
    _players = _v.get("players", 4)
    _total = table_for(_players).n_tricks                      # V2: 24 tricks at three, 18 at four, 15 at five
    if _r.get("status") == "played":
        _text = label("practice.score", lang, score=fmt_points(_r["mine"], lang, signed=True))
    else:
        _text = label("practice.trick", lang, n=min(_v.get("tricks_done", 0) + 1, _total), total=_total)
    mo.Html(f'<p data-testid="practice-lab-summary" data-phase="{html.escape(str(_v.get("phase", "")))}" '
            f'data-players="{int(_players)}" role="status">{html.escape(_text)}</p>')
    return


if __name__ == "__main__":
    app.run()
