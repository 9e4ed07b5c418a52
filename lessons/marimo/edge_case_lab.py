import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium", app_title="Tarot Lab · edge-case lab")


@app.cell
def _():
    # Pick one of the project's hand-built deal records (tarot_core/io/golden): the referee replays
    # it against every rule and rules on it; this app shows the ruling, the breakdown and the deal.
    import html

    import marimo as mo

    from tarot_core.catalogue import rule_title
    from tarot_core.io.golden import golden_records
    from tarot_core.referee import referee
    from widgets import DealReplayer
    from tarot_core.cards import parse_card
    from widgets.labels import fmt_points, label, language_picker
    return (DealReplayer, fmt_points, golden_records, html, label, language_picker, mo, parse_card, referee,
            rule_title)


@app.cell
def _(language_picker, mo):
    lang_pick = language_picker(mo)
    lang_pick
    return (lang_pick,)


@app.cell
def _(lang_pick):
    lang = lang_pick.value
    # Our own words for each case (title, what to watch) and the rulings it involves.
    CASES = {
        "excuse_last_slam_petit_17": {
            "fr": ("Chelem avec l'Excuse au bout, le Petit au 17e pli",
                   "Le preneur a fait les 17 premiers plis : il entame l'Excuse au dernier et le gagne (X6). "
                   "Son Petit, joué au 17e pli, compte comme petit au bout (B6)."),
            "en": ("Excuse-last slam, the Petit in trick 17",
                   "The taker won the first 17 tricks, so he leads the Excuse to the last one and wins it (X6). "
                   "His Petit, played in trick 17, counts as petit au bout (B6)."),
            "rulings": ["R3", "R5"],
            "ruling": {"fr": ("Ici le chelem était annoncé et le preneur a joué son Petit lui-même : les règles "
                              "de la FFT décident. Si le chelem n'avait pas été annoncé, ou si un défenseur avait "
                              "joué le Petit au 17e pli, aucune source ne trancherait : le projet applique alors "
                              "X6 quand même (R3) et donne le petit au bout au camp du chelem (R5)."),
                       "en": ("Here the slam was announced and the taker played his own Petit: the FFT rules "
                              "decide. Had the slam not been announced, or had a defender played the Petit in "
                              "trick 17, no source would decide: the project then still applies X6 (R3) and "
                              "gives the petit au bout to the slam side (R5).")}},
        "excuse_last_slam_unannounced_r3_r5": {
            "fr": ("Variante : chelem non annoncé, Petit d'un défenseur au 17e pli",
                   "Garde Sans. Le preneur fait les 17 premiers plis sans avoir annoncé de chelem, puis entame "
                   "l'Excuse au dernier. Au 17e pli, un défenseur a dû fournir son Petit sous l'atout du preneur."),
            "en": ("Variant: unannounced slam, a defender's Petit in trick 17",
                   "Garde Sans. The taker wins the first 17 tricks without announcing a slam, then leads the "
                   "Excuse to the last. In trick 17 a defender had to play his Petit under the taker's trump."),
            "rulings": ["R3", "R5"],
            "ruling": {"fr": ("Aucune source ne dit si X6 vaut sans annonce, ni à qui va le Petit d'un défenseur "
                              "tombé au 17e pli. Le projet : l'Excuse gagne quand même le dernier pli (R3) et le "
                              "petit au bout va au camp du chelem, ici le preneur (R5)."),
                       "en": ("No source says whether X6 holds without an announcement, nor who gets a "
                              "defender's Petit that falls in trick 17. The project: the Excuse still wins the "
                              "last trick (R3) and the petit au bout goes to the slam side, here the taker (R5).")}},
        "taker_slam_without_excuse_87": {
            "fr": ("Chelem du preneur sans l'Excuse : 87 points",
                   "Un défenseur joue l'Excuse au 1er pli ; la défense ne gagne jamais de carte basse pour la payer. "
                   "Elle garde l'Excuse (4 points) et le preneur a 87 points, chelem quand même (X7, X4, B7)."),
            "en": ("Taker's slam without the Excuse: 87 points",
                   "A defender plays the Excuse to trick 1; the defence never wins a low card to pay for it. "
                   "It keeps the Excuse (4 points); the taker has 87 and still a slam (X7, X4, B7)."),
            "rulings": []},
        "defence_slam_announced_r1": {
            "fr": ("Chelem annoncé, et la défense fait tous les plis",
                   "Le chelem annoncé et chuté (B7, −200) et le chelem de la défense (B8, −200) se cumulent : "
                   "c'est une décision du projet (R1). L'Excuse jouée au dernier pli change de camp (X5)."),
            "en": ("Slam announced, and the defence wins every trick",
                   "The announced slam that fails (B7, −200) and the defence slam (B8, −200) both count: a "
                   "project ruling (R1). The Excuse played to the last trick changes sides (X5)."),
            "rulings": ["R1", "R4"],
            "ruling": {"fr": ("Aucune source ne dit si les deux pénalités se cumulent : le projet les cumule, "
                              "−400 dans S (R1). Seul le preneur peut annoncer un chelem (R4) : un enregistrement "
                              "n'a d'annonce que pour lui."),
                       "en": ("No source says whether both penalties add up: the project adds them, −400 in S "
                              "(R1). Only the taker may announce a slam (R4): a record holds an announcement for "
                              "the taker only.")}},
        "excuse_last_trick_changes_sides": {
            "fr": ("L'Excuse jouée au dernier pli change de camp",
                   "Un défenseur joue l'Excuse au dernier pli, gagné par la défense : elle passe quand même au "
                   "preneur (X5). Le preneur finit avec 41,5 points : fait d'un demi-point, écart 1 (S2)."),
            "en": ("The Excuse played to the last trick changes sides",
                   "A defender plays the Excuse to the last trick, which the defence wins: it still goes over to "
                   "the taker (X5). The taker ends with 41.5 points: made by half a point, margin 1 (S2)."),
            "rulings": []},
        "four_kings_fifteen_trumps_poignee": {
            "fr": ("Quatre rois, 15 atouts : la poignée complétée par l'écart",
                   "Obligé d'écarter des atouts (E2), le preneur montre une triple poignée faite de ses atouts "
                   "en main et d'un atout écarté (B3)."),
            "en": ("Four kings, 15 trumps: a poignée completed from the discard",
                   "Forced to discard trumps (E2), the taker shows a triple poignée made of the trumps in his "
                   "hand and one discarded trump (B3)."),
            "rulings": []},
        "excuse_debt_unpaid_r2": {
            "fr": ("Chelem de la défense, Excuse jouée tôt par le preneur",
                   "Le preneur n'a jamais de carte basse pour payer son Excuse : elle vaut 4 pour lui, la défense "
                   "reçoit le demi-point manquant (X4 appliqué tel qu'écrit, décision R2)."),
            "en": ("Defence slam, the taker's Excuse played early",
                   "The taker never has a low card to pay for his Excuse: it counts 4 for him and the defence "
                   "gets the missing half point (X4 applied as written, ruling R2)."),
            "rulings": ["R2"],
            "ruling": {"fr": ("Aucune source ne traite ce cas : le projet applique X4 tel qu'il est écrit (R2), "
                              "l'Excuse reste au preneur et vaut 4 pour lui."),
                       "en": ("No source covers this case: the project applies X4 as it is written (R2); the "
                              "Excuse stays with the taker and counts 4 for him.")}},
        "excuse_exchanged": {
            "fr": ("L'Excuse échangée aussitôt contre une carte basse",
                   "La défense joue l'Excuse dans un pli du preneur ; elle la garde et donne sa première carte "
                   "basse gagnée (X3)."),
            "en": ("The Excuse exchanged at once for a low card",
                   "The defence plays the Excuse to a trick the taker wins; it keeps it and gives the first low "
                   "card it won (X3)."),
            "rulings": []},
        "excuse_debt_paid_later": {
            "fr": ("Dette d'Excuse payée plus tard",
                   "Le preneur joue l'Excuse au 1er pli, perdu, sans carte basse encore : il la doit (X4) et la paie "
                   "avec la première carte basse qu'il gagne."),
            "en": ("Excuse debt paid later",
                   "The taker plays the Excuse to trick 1, lost, with no low card yet: he owes one (X4) and pays "
                   "with the first low card he wins."),
            "rulings": []},
        "petit_au_bout_lost": {
            "fr": ("Petit au bout perdu par le camp qui l'a joué",
                   "Un défenseur joue le Petit au dernier pli, le preneur gagne ce pli : la prime va au preneur (B5)."),
            "en": ("Petit au bout lost by the side that played it",
                   "A defender plays the Petit to the last trick, the taker wins that trick: the bonus is the "
                   "taker's (B5)."),
            "rulings": []},
        "worked_example_s5": {
            "fr": ("L'exemple des règles (S5)",
                   "Garde, 48 points avec 2 bouts, petit au bout pris par la défense, poignée simple : S = 64."),
            "en": ("The rules' worked example (S5)",
                   "Garde, 48 points with 2 bouts, petit au bout taken by the defence, simple poignée: S = 64."),
            "rulings": []},
        "garde_sans_bouts_in_chien": {
            "fr": ("Garde Sans : le 21 dans le chien est au preneur",
                   "Personne ne voit le chien ; il compte pour le preneur, bouts compris (E3)."),
            "en": ("Garde Sans: the 21 in the chien is the taker's",
                   "Nobody sees the chien; it counts for the taker, bouts included (E3)."),
            "rulings": []},
        "garde_contre_bouts_in_chien": {
            "fr": ("Garde Contre : les bouts du chien sont à la défense",
                   "Le chien compte pour la défense, avec ses deux bouts (E3)."),
            "en": ("Garde Contre: the chien's bouts are the defence's",
                   "The chien counts for the defence, with its two bouts (E3)."),
            "rulings": []},
        "forced_trump_discard": {
            "fr": ("Écart d'atouts forcé",
                   "Trop peu de cartes de couleur à écarter : exactement 6 − n atouts vont à l'écart, montrés (E2)."),
            "en": ("Forced trump discard",
                   "Too few suit cards to discard: exactly 6 − n trumps go to the discard, shown (E2)."),
            "rulings": []},
        "petit_sec_cancelled": {
            "fr": ("Petit sec : donne annulée", "Le Petit seul atout, sans Excuse : on redistribue (D4), la donne ne compte pas (G1)."),
            "en": ("Petit sec: deal cancelled", "The Petit as the only trump, no Excuse: deal again (D4); it does not count (G1)."),
            "rulings": []},
        "all_pass": {
            "fr": ("Tout le monde passe", "Personne ne prend (A3) ; la donne compte dans la séance (G1)."),
            "en": ("Everybody passes", "Nobody bids (A3); the deal counts in the session (G1)."),
            "rulings": []},
    }
    TEXT = {
        "fr": {"title": "# Labo des cas limites",
               "intro": ("Choisissez une donne enregistrée : l'arbitre de `tarot_core` la rejoue en vérifiant "
                         "chaque règle, puis rend sa décision. Parcourez les plis dans le lecteur en bas."),
               "pick": "Choisissez un cas", "status": {"played": "jouée", "all_pass": "tout le monde passe",
                                                       "cancelled": "annulée"},
               "summary": ("**Décision de l'arbitre** — donne {status}. Preneur : siège {taker}, {contract}. "
                           "{points} points avec {bouts} bout(s), objectif {target} : {verdict} de {margin}. "
                           "S = **{S}** ; marques par siège : {scores}."),
               "empty": "**Décision de l'arbitre** — donne {status} : aucune marque (S = 0).",
               "made": "fait", "failed": "chuté", "excuse": "Parcours de l'Excuse",
               "breakdown": "Le score, ligne par ligne", "no_breakdown": "Le moteur n'a pas pu écrire le détail : {err}",
               "ruling": "**Décision du projet, là où aucune source ne tranche.** {note}", "rule_line": "{rule} — {title}",
               "none": "Ici, les règles de la FFT suffisent : aucune décision du projet n'est en jeu."},
        "en": {"title": "# Edge-case lab",
               "intro": ("Pick a recorded deal: the `tarot_core` referee replays it, checking every rule, and "
                         "gives its ruling. Step through the tricks in the replayer below."),
               "pick": "Pick a case", "status": {"played": "played", "all_pass": "all pass",
                                                   "cancelled": "cancelled"},
               "summary": ("**The referee's ruling** — deal {status}. Taker: seat {taker}, {contract}. "
                           "{points} points with {bouts} bout(s), target {target}: {verdict} by {margin}. "
                           "S = **{S}**; scores by seat: {scores}."),
               "empty": "**The referee's ruling** — deal {status}: no score (S = 0).",
               "made": "made", "failed": "failed", "excuse": "The Excuse's story",
               "breakdown": "The score, line by line", "no_breakdown": "The engine could not write the breakdown: {err}",
               "ruling": "**A project ruling, where no source decides.** {note}", "rule_line": "{rule} — {title}",
               "none": "Here the FFT rules decide everything: no project ruling is involved."},
    }[lang]
    return CASES, TEXT, lang


@app.cell
def _(TEXT, mo):
    mo.md(TEXT["title"] + "\n\n" + TEXT["intro"])
    return


@app.cell
def _():
    # The case on screen survives a change of language (a plain dict, mutated: no re-run from it).
    shown = {"name": "excuse_last_slam_petit_17"}
    return (shown,)


@app.cell
def _(CASES, TEXT, golden_records, lang, mo, shown):
    records = golden_records()
    _names = [n for n in CASES if n in records] + sorted(n for n in records if n not in CASES)
    _options = {(CASES[n][lang][0] if n in CASES else n): n for n in _names}
    _current = next((k for k, n in _options.items() if n == shown["name"]), next(iter(_options)))
    case_pick = mo.ui.dropdown(options=_options, value=_current, label=TEXT["pick"], full_width=True)
    case_pick
    return case_pick, records


@app.cell
def _(CASES, TEXT, case_pick, fmt_points, html, lang, mo, records, referee, rule_title, shown):
    name = case_pick.value
    shown["name"] = name
    outcome = referee(records[name])                   # every rule checked, C1 … S4
    _case = CASES.get(name)
    _parts = [f"### {html.escape(_case[lang][0] if _case else name)}"]
    if _case:
        _parts.append(_case[lang][1])
    _status = TEXT["status"].get(outcome.status, outcome.status)
    if outcome.result is not None:
        _parts.append(TEXT["summary"].format(
            status=_status, taker=outcome.taker,
            contract=f"{outcome.contract.label(lang)} ×{outcome.contract.multiplier}",
            points=fmt_points(outcome.taker_points, lang), bouts=outcome.taker_bouts,
            target=outcome.target, verdict=TEXT["made" if outcome.made else "failed"],
            margin=outcome.margin, S=fmt_points(outcome.S, lang),
            scores=", ".join(fmt_points(s, lang) for s in outcome.scores)))
    else:
        _parts.append(TEXT["empty"].format(status=_status))
    _rulings = _case["rulings"] if _case else []
    if _rulings:
        _parts.append(TEXT["ruling"].format(note=_case["ruling"][lang]))
        _parts.append("\n".join("- " + TEXT["rule_line"].format(rule=r, title=rule_title(r, lang))
                                for r in _rulings))
    else:
        _parts.append(TEXT["none"])
    mo.Html(f'<div data-testid="edge-ruling" role="status">{mo.md(chr(10).join(p + chr(10) for p in _parts)).text}</div>')
    return (outcome,)


@app.cell
def _(TEXT, html, label, lang, mo, outcome, parse_card):
    _items = []
    try:
        _lines = [] if outcome.result is None else outcome.to_dict(lang)["breakdown"]
        _items = [f'<li data-rule="{html.escape(s["rule"])}">{html.escape(s["text"])}</li>' for s in _lines]
        _body = f'<ol style="list-style: decimal; padding-left: 2em">{"".join(_items)}</ol>' if _items else ""
    except Exception as _err:            # shown, never hidden: a problem of the engine's texts
        _body = f"<p>{html.escape(TEXT['no_breakdown'].format(err=repr(_err)))}</p>"
    def _event(e):                       # the widgets' own sentences for the Excuse's story
        _side = "taker" if e.seat == outcome.taker else "defence"
        return label(f"excuse.ev.{e.event}", lang, trick=e.trick, card=parse_card(e.card).name(lang),
                     side=label(f"common.the.{_side}", lang))

    _events = [f"<li>{html.escape(_event(e))}</li>" for e in outcome.excuse_events]
    _html = f'<div data-testid="edge-breakdown"><p><strong>{html.escape(TEXT["breakdown"])}</strong></p>{_body}'
    if _events:
        _html += f'<p><strong>{html.escape(TEXT["excuse"])}</strong></p><ul style="list-style: disc; padding-left: 2em">{"".join(_events)}</ul>'
    mo.Html(_html + "</div>")
    return


@app.cell
def _(DealReplayer, lang, mo, name):
    replayer = mo.ui.anywidget(DealReplayer(name=name, lang=lang))   # every case is a golden record
    replayer
    return


if __name__ == "__main__":
    app.run()
