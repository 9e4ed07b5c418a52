"""The course's words for lesson 8 (scoring), French and English (tarot_course.scoring)."""

TEXTS: dict[str, dict[str, str]] = {
    # --- warm-up: P4 over a partner (asked again in lesson 19) ----------------------------------
    "lesson08.warm.overtrump": {"fr": "Leçon 4 : vous êtes en défense. Le preneur a entamé le {led}, votre "
                                      "partenaire a coupé de l'{trumped}, et vous n'avez pas cette couleur. "
                                      "Pouvez-vous jouer l'{card} ?",
                                "en": "Lesson 4: you defend. The taker led the {led}, your partner trumped with "
                                      "the {trumped}, and you have none of that suit. May you play the {card}?"},
    # --- the watched deal, recomputed ------------------------------------------------------------
    "lesson08.recomputed": {"fr": "{contract}, {points} points avec {bouts} bouts : S = {S} ; S de l'arbitre = "
                                  "{referee_S}.",
                            "en": "{contract}, {points} points with {bouts} bouts: S = {S}; the referee's S = "
                                  "{referee_S}."},
    "lesson08.scores_by_seat": {"fr": "Marques par siège : {scores} — somme : {total}",
                                "en": "Scores by seat: {scores} — sum: {total}"},
    # --- tables' columns -------------------------------------------------------------------------
    "lesson08.col.deal": {"fr": "donne", "en": "deal"},
    "lesson08.col.bouts_dealt": {"fr": "bouts reçus par le preneur", "en": "bouts dealt to the taker"},
    "lesson08.col.bouts_end": {"fr": "bouts à la fin", "en": "bouts at the end"},
    "lesson08.col.target": {"fr": "objectif (S1)", "en": "target (S1)"},
    "lesson08.col.contract": {"fr": "contrat", "en": "contract"},
    "lesson08.col.base": {"fr": "±(25 + marge)", "en": "±(25 + margin)"},
    "lesson08.col.multiplier": {"fr": "× coefficient", "en": "× multiplier"},
    "lesson08.col.bonuses": {"fr": "primes", "en": "bonuses"},
    "lesson08.no_bonus": {"fr": "aucune", "en": "none"},
    # --- exercises -------------------------------------------------------------------------------
    "lesson08.q.S": {"fr": "Combien vaut S ?", "en": "What is S?"},
    "lesson08.hint.S": {"fr": "S3, A2 : multipliez ±(25 + marge) par le coefficient du contrat ({multipliers}).",
                        "en": "S3, A2: multiply ±(25 + margin) by the contract's multiplier ({multipliers})."},
    "lesson08.or": {"fr": " ou ", "en": " or "},
    "lesson08.pile_caption": {"fr": "Le camp du preneur à la fin : {n} cartes (ses plis, et l'écart ou le chien)",
                              "en": "The taker's side at the end: {n} cards (its tricks and the discard or chien)"},
    "lesson08.q.count": {"fr": "Comptez ces cartes (C3, ou par paires, C4) : combien de points a le camp du "
                               "preneur ?",
                         "en": "Count these cards (C3, or in pairs, C4): how many points does the taker's side "
                               "have?"},
    "lesson08.ok.count": {"fr": "C3–C4 : {points} points dans ces {n} cartes ; la défense a le reste des {total}, "
                                "{rest}.",
                          "en": "C3–C4: {points} points in these {n} cards; the defence has the rest of the "
                                "{total}, {rest}."},
    "lesson08.hint.count": {"fr": "C4 : associez chaque carte qui compte à une basse (roi ou bout 5, dame 4, "
                                  "cavalier 3, valet 2), puis les basses deux par deux.",
                            "en": "C4: pair each counting card with a low card (king or bout 5, queen 4, "
                                  "cavalier 3, jack 2), then the low cards two by two."},
    "lesson08.q.deal_S": {"fr": "Combien vaut S pour cette donne ?", "en": "What is S for this deal?"},
    "lesson08.hint.deal_S": {"fr": "S1 objectif selon les bouts du tas, S2 marge, puis S3 : ±(25 + marge) × le "
                                   "coefficient du contrat (A2).",
                             "en": "S1 target from the bouts in the pile, S2 margin, then S3: ±(25 + margin) × "
                                   "the contract's multiplier (A2)."},
    "lesson08.q.taker": {"fr": "Et combien marque le preneur ?", "en": "And what does the taker score?"},
    "lesson08.hint.taker": {"fr": "S4 : le preneur marque pour trois — et S peut être négatif.",
                            "en": "S4: the taker scores for three — and S may be negative."},
    # scoring.target_case: {cards} the bouts he was dealt, {event} what became of them (lesson08.target.*)
    "lesson08.q.target": {"fr": "Le preneur avait reçu {cards}. {event} Quel est son objectif ?",
                          "en": "The taker was dealt {cards}. {event} What is his target?"},
    "lesson08.bout.T21": {"fr": "le 21", "en": "the 21"},
    "lesson08.bout.EX": {"fr": "l'Excuse", "en": "the Excuse"},
    "lesson08.bout.T1": {"fr": "le Petit", "en": "the Petit"},
    "lesson08.bouts.two": {"fr": "{a} et {b}", "en": "{a} and {b}"},
    "lesson08.target.kept": {"fr": "Aucun bout n'a changé de camp pendant le jeu.",
                             "en": "No bout changed sides during the play."},
    "lesson08.target.took_petit": {"fr": "Il a tout gardé et, au dernier pli, a pris le Petit d'un défenseur.",
                                   "en": "He kept them all and, in the last trick, captured a defender's Petit."},
    "lesson08.target.lost_petit": {"fr": "Un défenseur lui a pris son Petit avec un atout plus fort ; rien d'autre n'a "
                                         "changé de camp.",
                                   "en": "A defender captured his Petit with a higher trump; nothing else changed "
                                         "sides."},
    "lesson08.target.excuse_last": {"fr": "Il a joué l'Excuse au dernier pli, et la défense a gagné ce pli ; rien "
                                          "d'autre n'a changé de camp.",
                                    "en": "He played the Excuse to the last trick, and the defence won that trick; "
                                          "nothing else changed sides."},
    "lesson08.q.margin": {"fr": "Le preneur a {points} points avec {bouts} bout(s). Quelle est la marge ?",
                          "en": "The taker has {points} points with {bouts} bout(s). What is the margin?"},
    "lesson08.q.multiplier": {"fr": "Une Prise : le preneur finit avec **{points} points** et **{bouts} bout(s)**, et "
                                    "S = {S}. Avec les mêmes cartes en **Garde Contre**, combien vaut S ?",
                              "en": "A Prise: the taker ends with **{points} points** and **{bouts} bout(s)**, and "
                                    "S = {S}. With the same cards in a **Garde Contre**, what is S?"},
    "lesson08.proof.multiplier": {"fr": "S3 : Prise S = {prise_base} × {prise_x} = {prise_S} ; Garde Contre S = "
                                        "{contre_base} × {contre_x} = {contre_S}.",
                                  "en": "S3: Prise S = {prise_base} × {prise_x} = {prise_S}; Garde Contre S = "
                                        "{contre_base} × {contre_x} = {contre_S}."},
    "lesson08.hint.multiplier": {"fr": "S3 : S = (25 + marge) × le coefficient du contrat ; la marge ne dépend pas "
                                       "du contrat.",
                                 "en": "S3: S = (25 + margin) × the contract's multiplier; the margin does not "
                                       "depend on the contract."},
    "lesson08.q.defender": {"fr": "S = {S}. Combien marque chaque défenseur ?",
                            "en": "S = {S}. What does each defender score?"},
    "lesson08.hint.defender": {"fr": "S4 : le preneur marque 3 × S et chaque défenseur −S — attention au signe.",
                               "en": "S4: the taker scores 3 × S and each defender −S — mind the sign."},
}
