"""The course's words for the marimo labs (``lab.*``, in lessons/marimo/), French and English."""

TEXTS: dict[str, dict[str, str]] = {
    # --- 11 the marimo labs (lessons/marimo/*.py) ---------------------------------------
    "lab.refused": {"fr": "Le moteur refuse ces faits : {error}", "en": "The engine refuses these facts: {error}"},
    # score_calculator.py
    "lab.calc.title": {"fr": "Calculer le score d'une donne", "en": "Scoring a deal"},
    "lab.calc.intro": {"fr": "Entrez les faits d'une donne : contrat, points et bouts du preneur à la fin, petit au "
                             "bout, poignées, chelem. Le moteur `tarot_core` calcule chaque ligne, avec sa règle "
                             "(S1–S4). Le graphique dessous montre ce que le **contrat** fait aux enjeux : votre "
                             "contrat est en gras, votre donne est le point noir.",
                       "en": "Enter a deal's facts: the contract, the taker's points and bouts at the end, the petit "
                             "au bout (the Petit, trump 1, in the last trick), poignées (trumps shown), the chelem "
                             "(slam). The `tarot_core` engine computes every line with its rule (S1–S4). The chart "
                             "below shows what the **contract** does to the stakes: your contract is drawn bold, "
                             "your deal is the black dot."},
    "lab.calc.summary": {"fr": "**{contract}** : S = **{S}** ; preneur {taker}, chaque défenseur {defender}. Avec "
                               "les mêmes faits, les autres contrats donneraient : {others}.",
                         "en": "**{contract}**: S = **{S}**; taker {taker}, each defender {defender}. With the same "
                               "facts, the other contracts would give: {others}."},
    "lab.calc.chart_title": {"fr": "S selon l'écart : votre contrat en gras",
                             "en": "S by margin: your contract in bold"},
    "lab.calc.here": {"fr": "votre donne", "en": "your deal"},
    "lab.calc.desc": {"fr": "S (sans poignée ni chelem) en fonction de l'écart, pour les quatre contrats, faits (S > "
                            "0) et chutés (S < 0), sans petit au bout. Le contrat choisi est {contract} ; votre "
                            "donne (S = {S}, écart {margin}) est le point noir. Le tableau donne les mêmes valeurs "
                            "en chiffres.",
                      "en": "S (without poignée or slam) against the margin, for the four contracts, made (S > 0) "
                            "and failed (S < 0), without petit au bout. The chosen contract is {contract}; your deal "
                            "(S = {S}, margin {margin}) is the black dot. The table gives the same values in "
                            "figures."},
    "lab.calc.table": {"fr": "Tableau : S selon l'écart pour {contract}", "en": "Table: S by margin for {contract}"},
    "lab.calc.S3": {"fr": "Ce qui est multiplié (S3) : 25 + écart et le petit au bout ; pas les poignées, pas le "
                          "chelem.",
                    "en": "What is multiplied (S3): 25 + margin and the petit au bout; not the poignées, not the "
                          "slam."},
    # threshold_explorer.py (its controls are the ThresholdTable widget's, captioned by threshold.*)
    "lab.threshold.title": {"fr": "L'objectif du preneur : bouts et points",
                            "en": "The taker's target: bouts and points"},
    "lab.threshold.intro": {"fr": "Le nombre de **bouts** (le Petit, le 21, l'Excuse) que le camp du preneur détient "
                                  "**quand la donne se termine** fixe son objectif (S1) ; l'écart entre ses points "
                                  "et cet objectif décide du contrat (S2). Réglez les bouts et les points dans le "
                                  "tableau ci-dessous (boutons, case des points ou curseur, à la souris ou avec les "
                                  "flèches du clavier) : le verdict et le graphique suivent.",
                            "en": "The number of **bouts** (oudlers: the Petit, the 21 and the Excuse) the taker "
                                  "holds **at the end of the deal** sets the target (S1); the gap between the "
                                  "taker's points and that target decides the contract (S2). Set the bouts and the "
                                  "points in the table below (buttons, points box or slider, with the mouse or the "
                                  "arrow keys): the verdict and the chart follow."},
    "lab.threshold.made": {"fr": "Avec **{bouts} bout(s)**, l'objectif est **{target}** points. {points} points : "
                                 "contrat **fait** de {raw}, ce qui compte comme un écart de **{margin}** dans la "
                                 "marque (S2 : un demi-point s'arrondit au point supérieur).",
                           "en": "With **{bouts} bout(s)** the target is **{target}** points. {points} points: "
                                 "contract **made** by {raw}, which counts as a margin of **{margin}** in the score "
                                 "(S2: a half point is rounded up)."},
    "lab.threshold.failed": {"fr": "Avec **{bouts} bout(s)**, l'objectif est **{target}** points. {points} points : "
                                   "contrat **chuté** de {raw}, ce qui compte comme un écart de **{margin}** dans la "
                                   "marque (S2 : un demi-point s'arrondit au point supérieur).",
                             "en": "With **{bouts} bout(s)** the target is **{target}** points. {points} points: "
                                   "contract **failed** by {raw}, which counts as a margin of **{margin}** in the "
                                   "score (S2: a half point is rounded up)."},
    "lab.threshold.chart": {"fr": "Objectif selon les bouts ; la ligne marque vos points",
                            "en": "Target by bouts; the line marks your points"},
    "lab.threshold.desc": {"fr": "Barres : l'objectif pour 0, 1, 2 et 3 bouts ({pairs}). Ligne : vos {points} points "
                                 "; barre foncée : vos {bouts} bout(s).",
                           "en": "Bars: the target for 0, 1, 2 and 3 bouts ({pairs}). Line: your {points} points; "
                                 "dark bar: your {bouts} bout(s)."},
    "lab.threshold.desc_targets": {"fr": "Barres : l'objectif pour 0, 1, 2 et 3 bouts ({pairs}).",
                                   "en": "Bars: the target for 0, 1, 2 and 3 bouts ({pairs})."},
    "lab.threshold.table": {"fr": "Tableau : bouts et objectif", "en": "Table: bouts and target"},
    "lab.threshold.mine": {"fr": "vos points", "en": "your points"},
    # edge_case_lab.py (it also shows calc.breakdown, excuse.log and replay.made / replay.failed)
    "lab.edge.title": {"fr": "Labo des cas limites", "en": "Edge-case lab"},
    "lab.edge.intro": {"fr": "Choisissez une donne enregistrée : l'arbitre de `tarot_core` la rejoue en vérifiant "
                             "chaque règle, puis rend sa décision. Parcourez les plis dans le lecteur en bas.",
                       "en": "Pick a recorded deal: the `tarot_core` referee replays it, checking every rule, and "
                             "gives its ruling. Step through the tricks in the replayer below."},
    "lab.edge.pick": {"fr": "Choisissez un cas", "en": "Pick a case"},
    "lab.edge.status.played": {"fr": "jouée", "en": "played"},
    "lab.edge.status.all_pass": {"fr": "tout le monde passe", "en": "all pass"},
    "lab.edge.status.cancelled": {"fr": "annulée", "en": "cancelled"},
    "lab.edge.summary": {"fr": "**Décision de l'arbitre** — donne {status}. Preneur : siège {taker}, {contract}. "
                               "{points} points avec {bouts} bout(s), objectif {target} : {verdict} de {margin}. S = "
                               "**{S}** ; marques par siège : {scores}.",
                         "en": "**The referee's ruling** — deal {status}. Taker: seat {taker}, {contract}. {points} "
                               "points with {bouts} bout(s), target {target}: {verdict} by {margin}. S = **{S}**; "
                               "scores by seat: {scores}."},
    "lab.edge.empty": {"fr": "**Décision de l'arbitre** — donne {status} : aucune marque (S = 0).",
                       "en": "**The referee's ruling** — deal {status}: no score (S = 0)."},
    "lab.edge.no_breakdown": {"fr": "Le moteur n'a pas pu écrire le détail : {err}",
                              "en": "The engine could not write the breakdown: {err}"},
    "lab.edge.ruling": {"fr": "**Décision du projet, là où aucune source ne tranche.** {note}",
                        "en": "**A project ruling, where no source decides.** {note}"},
    "lab.edge.rule_line": {"fr": "{rule} — {title}", "en": "{rule} — {title}"},
    "lab.edge.none": {"fr": "Ici, les règles de la FFT suffisent : aucune décision du projet n'est en jeu.",
                      "en": "Here the FFT rules decide everything: no project ruling is involved."},
    "lab.edge.case.excuse_last_slam_petit_17.about": {"fr": "Le preneur a fait les 17 premiers plis : il entame "
                                                            "l'Excuse au dernier et le gagne (X6). Son Petit, joué "
                                                            "au 17e pli, compte comme petit au bout (B6).",
                                                      "en": "The taker won the first 17 tricks, so he leads the "
                                                            "Excuse to the last one and wins it (X6). His Petit, "
                                                            "played in trick 17, counts as petit au bout (B6)."},
    "lab.edge.case.excuse_last_slam_petit_17.ruling": {"fr": "Ici le chelem était annoncé et le preneur a joué son "
                                                             "Petit lui-même : X6 et B6 sont des règles de la FFT. "
                                                             "L'arbitre nomme pourtant deux décisions du projet : R3 "
                                                             "(X6 vaut pour le camp qui a fait les 17 autres plis, "
                                                             "annonce ou non) et R4 (seul le preneur peut annoncer un "
                                                             "chelem, et il l'a fait). Si un défenseur avait joué le "
                                                             "Petit au 17e pli, aucune source ne trancherait : le "
                                                             "projet donnerait le petit au bout au camp du chelem (R5).",
                                                       "en": "Here the slam was announced and the taker played his "
                                                             "own Petit: X6 and B6 are FFT rules. The referee still "
                                                             "names two project rulings: R3 (X6 holds for whichever "
                                                             "side won the 17 other tricks, announced or not) and R4 "
                                                             "(only the taker may announce a slam, and he did). Had a "
                                                             "defender played the Petit in trick 17, no source would "
                                                             "decide: the project would give the petit au bout to the "
                                                             "slam side (R5)."},
    "lab.edge.case.excuse_last_slam_unannounced_r3_r5.about": {"fr": "Garde Sans. Le preneur fait les 17 premiers "
                                                                     "plis sans avoir annoncé de chelem, puis entame "
                                                                     "l'Excuse au dernier. Au 17e pli, un défenseur "
                                                                     "a dû fournir son Petit sous l'atout du "
                                                                     "preneur.",
                                                               "en": "Garde Sans. The taker wins the first 17 tricks "
                                                                     "without announcing a slam, then leads the "
                                                                     "Excuse to the last. In trick 17 a defender had "
                                                                     "to play his Petit under the taker's trump."},
    "lab.edge.case.excuse_last_slam_unannounced_r3_r5.ruling": {"fr": "Aucune source ne dit si X6 vaut sans annonce, "
                                                                      "ni à qui va le Petit d'un défenseur tombé au "
                                                                      "17e pli. Le projet : l'Excuse gagne quand "
                                                                      "même le dernier pli (R3) et le petit au bout "
                                                                      "va au camp du chelem, ici le preneur (R5).",
                                                                "en": "No source says whether X6 holds without an "
                                                                      "announcement, nor who gets a defender's Petit "
                                                                      "that falls in trick 17. The project: the "
                                                                      "Excuse still wins the last trick (R3) and the "
                                                                      "petit au bout goes to the slam side, here the "
                                                                      "taker (R5)."},
    "lab.edge.case.taker_slam_without_excuse_87.about": {"fr": "Un défenseur joue l'Excuse au 1er pli ; la défense "
                                                               "ne gagne jamais de carte basse pour la payer. Elle "
                                                               "garde l'Excuse (4 points) et le preneur a 87 points, "
                                                               "chelem quand même (X7, X4, B7).",
                                                         "en": "A defender plays the Excuse to trick 1; the defence "
                                                               "never wins a low card to pay for it. It keeps the "
                                                               "Excuse (4 points); the taker has 87 and still a slam "
                                                               "(X7, X4, B7)."},
    "lab.edge.case.defence_slam_announced_r1.about": {"fr": "Le chelem annoncé et chuté (B7, −200) et le chelem de "
                                                            "la défense (B8, −200) se cumulent : c'est une décision "
                                                            "du projet (R1). L'Excuse jouée au dernier pli change de "
                                                            "camp (X5).",
                                                      "en": "The announced slam that fails (B7, −200) and the "
                                                            "defence slam (B8, −200) both count: a project ruling "
                                                            "(R1). The Excuse played to the last trick changes sides "
                                                            "(X5)."},
    "lab.edge.case.defence_slam_announced_r1.ruling": {"fr": "Aucune source ne dit si les deux pénalités se cumulent "
                                                             ": le projet les cumule, −400 dans S (R1). Seul le "
                                                             "preneur peut annoncer un chelem (R4) : un "
                                                             "enregistrement n'a d'annonce que pour lui.",
                                                       "en": "No source says whether both penalties add up: the "
                                                             "project adds them, −400 in S (R1). Only the taker may "
                                                             "announce a slam (R4): a record holds an announcement "
                                                             "for the taker only."},
    "lab.edge.case.excuse_last_trick_changes_sides.about": {"fr": "Un défenseur joue l'Excuse au dernier pli, gagné "
                                                                  "par la défense : elle passe quand même au preneur "
                                                                  "(X5). Le preneur finit avec 41,5 points : fait "
                                                                  "d'un demi-point, écart 1 (S2).",
                                                            "en": "A defender plays the Excuse to the last trick, "
                                                                  "which the defence wins: it still goes over to the "
                                                                  "taker (X5). The taker ends with 41.5 points: made "
                                                                  "by half a point, margin 1 (S2)."},
    "lab.edge.case.four_kings_fifteen_trumps_poignee.about": {"fr": "Obligé d'écarter des atouts (E2), le preneur "
                                                                    "montre une triple poignée faite de ses atouts "
                                                                    "en main et d'un atout écarté (B3).",
                                                              "en": "Forced to discard trumps (E2), the taker shows "
                                                                    "a triple poignée made of the trumps in his hand "
                                                                    "and one discarded trump (B3)."},
    "lab.edge.case.excuse_debt_unpaid_r2.about": {"fr": "Le preneur n'a jamais de carte basse pour payer son Excuse "
                                                        ": elle vaut 4 pour lui, la défense reçoit le demi-point "
                                                        "manquant (X4 appliqué tel qu'écrit, décision R2).",
                                                  "en": "The taker never has a low card to pay for his Excuse: it "
                                                        "counts 4 for him and the defence gets the missing half "
                                                        "point (X4 applied as written, ruling R2)."},
    "lab.edge.case.excuse_debt_unpaid_r2.ruling": {"fr": "Aucune source ne traite ce cas : le projet applique X4 tel "
                                                         "qu'il est écrit (R2), l'Excuse reste au preneur et vaut 4 "
                                                         "pour lui.",
                                                   "en": "No source covers this case: the project applies X4 as it "
                                                         "is written (R2); the Excuse stays with the taker and "
                                                         "counts 4 for him."},
    "lab.edge.case.excuse_exchanged.about": {"fr": "La défense joue l'Excuse dans un pli du preneur ; elle la garde "
                                                   "et donne sa première carte basse gagnée (X3).",
                                             "en": "The defence plays the Excuse to a trick the taker wins; it keeps "
                                                   "it and gives the first low card it won (X3)."},
    "lab.edge.case.excuse_debt_paid_later.about": {"fr": "Le preneur joue l'Excuse au 1er pli, perdu, sans carte "
                                                         "basse encore : il la doit (X4) et la paie avec la première "
                                                         "carte basse qu'il gagne.",
                                                   "en": "The taker plays the Excuse to trick 1, lost, with no low "
                                                         "card yet: he owes one (X4) and pays with the first low "
                                                         "card he wins."},
    "lab.edge.case.petit_au_bout_lost.about": {"fr": "Un défenseur joue le Petit au dernier pli, le preneur gagne ce "
                                                     "pli : la prime va au preneur (B5).",
                                               "en": "A defender plays the Petit to the last trick, the taker wins "
                                                     "that trick: the bonus is the taker's (B5)."},
    "lab.edge.case.worked_example_s5.about": {"fr": "Garde, 48 points avec 2 bouts, petit au bout pris par la "
                                                    "défense, poignée simple : S = 64.",
                                              "en": "Garde, 48 points with 2 bouts, petit au bout taken by the "
                                                    "defence, simple poignée: S = 64."},
    "lab.edge.case.garde_sans_bouts_in_chien.about": {"fr": "Personne ne voit le chien ; il compte pour le preneur, "
                                                            "bouts compris (E3).",
                                                      "en": "Nobody sees the chien; it counts for the taker, bouts "
                                                            "included (E3)."},
    "lab.edge.case.garde_contre_bouts_in_chien.about": {"fr": "Le chien compte pour la défense, avec ses deux bouts "
                                                              "(E3).",
                                                        "en": "The chien counts for the defence, with its two bouts "
                                                              "(E3)."},
    "lab.edge.case.forced_trump_discard.about": {"fr": "Trop peu de cartes de couleur à écarter : exactement 6 − n "
                                                       "atouts vont à l'écart, montrés (E2).",
                                                 "en": "Too few suit cards to discard: exactly 6 − n trumps go to "
                                                       "the discard, shown (E2)."},
    "lab.edge.case.petit_sec_cancelled.about": {"fr": "Le Petit seul atout, sans Excuse : on redistribue (D4), la "
                                                      "donne ne compte pas (G1).",
                                                "en": "The Petit as the only trump, no Excuse: deal again (D4); it "
                                                      "does not count (G1)."},
    "lab.edge.case.all_pass.about": {"fr": "Personne ne prend (A3) ; la donne compte dans la séance (G1).",
                                     "en": "Nobody bids (A3); the deal counts in the session (G1)."},
}
