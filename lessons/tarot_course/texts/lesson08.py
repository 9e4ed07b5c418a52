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
    "lesson08.q.target": {"fr": "Le preneur avait reçu le 21 et l'Excuse. Il a gardé son Excuse et, au dernier "
                                "pli, a pris le Petit d'un défenseur. Quel est son objectif ?",
                          "en": "The taker was dealt the 21 and the Excuse. He kept his Excuse and, in the last "
                                "trick, captured a defender's Petit. What is his target?"},
    "lesson08.q.margin": {"fr": "Le preneur a {points} points avec {bouts} bout(s). Quelle est la marge ?",
                          "en": "The taker has {points} points with {bouts} bout(s). What is the margin?"},
    "lesson08.q.multiplier": {"fr": "Que multiplie le coefficient du contrat ?",
                              "en": "What does the contract's multiplier multiply?"},
    "lesson08.proof.multiplier": {"fr": "S3 : Prise S = {prise_base} × {prise_x} = {prise_S} ; Garde Contre S = "
                                        "{contre_base} × {contre_x} = {contre_S}.",
                                  "en": "S3: Prise S = {prise_base} × {prise_x} = {prise_S}; Garde Contre S = "
                                        "{contre_base} × {contre_x} = {contre_S}."},
    "lesson08.hint.multiplier": {"fr": "S3 : comparez une Prise et une Garde Contre aux mêmes points. {proof}",
                                 "en": "S3: compare a Prise and a Garde Contre with the same points. {proof}"},
    "lesson08.choice.base": {"fr": "25 + marge", "en": "25 + margin"},
    "lesson08.choice.25": {"fr": "le 25 seulement : la marge s'ajoute après",
                           "en": "the 25 only: the margin is added after"},
    "lesson08.choice.margin": {"fr": "la marge seulement", "en": "the margin only"},
    "lesson08.q.defender": {"fr": "S = {S}. Combien marque chaque défenseur ?",
                            "en": "S = {S}. What does each defender score?"},
    "lesson08.hint.defender": {"fr": "S4 : le preneur marque 3 × S et chaque défenseur −S — attention au signe.",
                               "en": "S4: the taker scores 3 × S and each defender −S — mind the sign."},
}
