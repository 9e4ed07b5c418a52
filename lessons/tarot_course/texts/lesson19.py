"""The course's words for lesson 19 (the edge-case lab), French and English (tarot_course.edge_cases)."""

TEXTS: dict[str, dict[str, str]] = {
    # --- the referee's ruling on a recorded deal, in one line ----------------------------------
    "lesson19.ruling": {"fr": "Preneur : siège {taker}, {contract} ; {points} points avec {bouts} bout(s), objectif "
                              "{target} ; chelem : {slam} ; petit au bout : {pab} ; S = {S} ; marques par siège "
                              "{scores}.",
                        "en": "Taker: seat {taker}, {contract}; {points} points with {bouts} bout(s), target {target}; "
                              "slam: {slam}; petit au bout: {pab}; S = {S}; scores by seat {scores}."},
    "lesson19.side.none": {"fr": "aucun", "en": "none"},
    # --- warm-up ---------------------------------------------------------------------------------
    "lesson19.warm.S": {"fr": "Leçon 8 : {contract}, {points} points avec {bouts} bouts, aucune prime. Combien vaut "
                              "S ?",
                        "en": "Lesson 8: {contract}, {points} points with {bouts} bouts, no bonus. What is S?"},
    "lesson19.hint.warm": {"fr": "S1–S3 : objectif {target}, marge, puis (25 + marge) × coefficient.",
                           "en": "S1–S3: target {target}, margin, then (25 + margin) × multiplier."},
    # --- case 1: the Excuse-last slam ----------------------------------------------------------------
    "lesson19.q.petit17": {"fr": "Qu'ajoute le Petit du {trick}e pli à S dans cette donne, après le coefficient ?",
                           "en": "What does the Petit of trick {trick} add to S in this deal, after the multiplier?"},
    "lesson19.hint.petit17": {"fr": "B6 : dans un chelem avec l'Excuse au bout, le Petit du {trick}e pli compte comme "
                                    "petit au bout (B5 : 10 × coefficient).",
                              "en": "B6: in an Excuse-last slam, the Petit in trick {trick} counts as petit au bout "
                                    "(B5: 10 × multiplier)."},
    # --- case 2: a slam without the Excuse --------------------------------------------------------------
    "lesson19.tricks_won": {"fr": "Plis gagnés par le preneur : {won} sur {n}.",
                            "en": "Tricks won by the taker: {won} of {n}."},
    "lesson19.q.slam87": {"fr": "Cette donne est-elle un chelem pour le preneur, bien que la défense finisse avec "
                                "l'Excuse ?",
                          "en": "Is this deal a slam for the taker, even though the defence ends with the Excuse?"},
    "lesson19.ok.slam87": {"fr": "X7 : un chelem, ce sont tous les plis, pas toutes les cartes. Le preneur a gagné les "
                                 "{n} plis avec {points} points ; chelem non annoncé {bonus:+} (B7).",
                           "en": "X7: a slam is every trick, not every card. The taker won all {n} tricks with "
                                 "{points} points; unannounced slam {bonus:+} (B7)."},
    "lesson19.hint.slam87": {"fr": "X7 : comptez les plis gagnés par le preneur, pas ses cartes.",
                             "en": "X7: count the tricks the taker won, not his cards."},
    # --- case 3: the defence slam ----------------------------------------------------------------------
    "lesson19.q.margin": {"fr": "Quelle est la marge dans cette donne ?", "en": "What is the margin in this deal?"},
    "lesson19.hint.margin": {"fr": "S2 : |points − objectif|, arrondi au-dessus s'il y a un demi-point.",
                             "en": "S2: |points − target|, rounded up when there is a half point."},
    # --- case 4: the Excuse in the last trick ----------------------------------------------------------
    "lesson19.q.without": {"fr": "Si l'Excuse était allée au gagnant du pli (la règle d'autres pages), le preneur "
                                 "aurait {points} points et {bouts} bout. Sa Garde serait-elle faite ?",
                           "en": "Had the Excuse gone to the trick's winner (the rule of some other pages), the taker "
                                 "would have {points} points and {bouts} bout. Would his Garde be made?"},
    "lesson19.made": {"fr": "faite", "en": "made"},
    "lesson19.failed": {"fr": "chutée", "en": "failed"},
    "lesson19.ok.without": {"fr": "Pas avec {points} points et {bouts} bout (objectif {target}). Avec la règle X5 de "
                                  "la FFT, l'Excuse est à lui : {with_points} points, {with_bouts} bouts, objectif "
                                  "{with_target} — fait.",
                            "en": "Not with {points} points and {bouts} bout (target {target}). Under the FFT rule X5 "
                                  "the Excuse is his: {with_points} points, {with_bouts} bouts, target {with_target} "
                                  "— made."},
    "lesson19.hint.without": {"fr": "S1 : avec un bout de moins, l'objectif passe de {with_target} à {target}.",
                              "en": "S1: with one bout fewer the target rises from {with_target} to {target}."},
    # --- case 5: the four kings and fifteen trumps ------------------------------------------------------
    "lesson19.caption.taker_cards": {"fr": "Les {n} cartes du preneur", "en": "The taker's {n} cards"},
    "lesson19.caption.poignee": {"fr": "La triple poignée", "en": "The triple poignée"},
    "lesson19.caption.discard": {"fr": "L'écart", "en": "The discard"},
    "lesson19.b3_allowed": {"fr": "Exception B3 permise : {answer}", "en": "B3 exception allowed: {answer}"},
    "lesson19.q.from_discard": {"fr": "Combien des {n} atouts montrés viennent de l'écart ?",
                                "en": "How many of the {n} trumps shown come from the discard?"},
    "lesson19.ok.from_discard": {"fr": "B3 : {n} − {in_hand} atouts en main = {from_discard} de l'écart ; ils restent "
                                       "à l'écart.",
                                 "en": "B3: {n} − {in_hand} trumps in hand = {from_discard} from the discard; they "
                                       "stay in the discard."},
    "lesson19.hint.from_discard": {"fr": "B3 : comptez d'abord les atouts restés dans sa main.",
                                   "en": "B3: count the trumps left in his hand first."},
    # --- R2: the Excuse's debt never paid ---------------------------------------------------------------
    "lesson19.r2.points": {"fr": "Preneur : {points} points, {bouts} bout — l'Excuse compte 4 pour lui.",
                           "en": "Taker: {points} points, {bouts} bout — the Excuse counts 4 for him."},
    "lesson19.q.r2": {"fr": "Dans cette donne, le preneur a joué l'Excuse au pli 1, puis a perdu tous les plis. Quel "
                            "camp finit avec l'Excuse ?",
                      "en": "In this deal the taker played the Excuse to trick 1 and then lost every trick. Which "
                            "side ends with the Excuse?"},
    "lesson19.ok.r2": {"fr": " R2 : X4 s'applique tel qu'il est écrit.", "en": " R2: X4 applies as written."},
    "lesson19.hint.r2": {"fr": "X4 (R2) : avant le dernier pli, l'Excuse ne change jamais de camp — pas même quand sa "
                               "dette n'est jamais payée.",
                         "en": "X4 (R2): before the last trick, the Excuse never changes sides — not even when its "
                               "debt is never paid."},
    # --- R3 and R5 replayed ----------------------------------------------------------------------------
    "lesson19.q.pab": {"fr": "Dans cette donne, quel camp a le petit au bout ?",
                       "en": "In this deal, which side gets the petit au bout?"},
    "lesson19.hint.pab": {"fr": "B5 seul regarderait le dernier pli — mais il contient l'Excuse. B6 et la décision R5 "
                                "tranchent.",
                          "en": "B5 alone would look at the last trick — but it holds the Excuse. B6 and ruling R5 "
                                "settle it."},
    # --- exercises ---------------------------------------------------------------------------------------
    "lesson19.claim.x5": {"fr": "L'Excuse jouée au dernier pli change de camp",
                          "en": "The Excuse played to the last trick changes sides"},
    "lesson19.claim.r1": {"fr": "Chelem annoncé et chelem de la défense comptent tous les deux : −400 dans S",
                          "en": "An announced slam and a defence slam both count: −400 in S"},
    "lesson19.claim.b4": {"fr": "La poignée va au camp qui gagne la donne",
                          "en": "A poignée goes to the side that wins the deal"},
    "lesson19.claim.x7": {"fr": "Un chelem du preneur sans l'Excuse lui laisse 87 points",
                          "en": "A taker's slam without the Excuse leaves him 87 points"},
    "lesson19.q.claims": {"fr": "Laquelle est un choix du projet, là où aucune source ne tranche ?",
                          "en": "Which of these is a choice of the project, where no source decides?"},
    "lesson19.claim.ruling": {"fr": "{rule} est une décision du projet (R1–R5).",
                              "en": "{rule} is a project ruling (R1–R5)."},
    "lesson19.claim.fft": {"fr": "{rule} est une règle de la FFT suivie par le projet.",
                           "en": "{rule} is an FFT rule the project follows."},
    "lesson19.claim.solution": {"fr": "R1 est une décision du projet ; X5, B4 et X7 sont des règles de la FFT suivies "
                                      "par le projet.",
                                "en": "R1 is a project ruling; X5, B4 and X7 are FFT rules the project follows."},
    "lesson19.q.defence_points": {"fr": "Cas 2 : combien de points a la défense ?",
                                  "en": "Case 2: how many points does the defence have?"},
    "lesson19.hint.defence_points": {"fr": "X4 : une Excuse jamais payée compte 4 pour son camp.",
                                     "en": "X4: an Excuse never paid for counts 4 for its side."},
    "lesson19.q.slam_part": {"fr": "Cas 3 : quelle est la part du chelem dans S ?",
                             "en": "Case 3: what is the slam part of S?"},
    "lesson19.hint.slam_part": {"fr": "B7 + B8, et la décision R1 dit que les deux s'appliquent.",
                                "en": "B7 + B8, and ruling R1 says both apply."},
    "lesson19.q.r4": {"fr": "R4 : dans cette donne, le preneur a annoncé le chelem. Un défenseur aurait-il pu "
                            "l'annoncer à sa place ?",
                      "en": "R4: in this deal the taker announced the slam. Could a defender have announced it "
                            "instead?"},
    "lesson19.ok.r4": {"fr": "R4 (décision du projet) : seul le preneur peut annoncer un chelem.",
                       "en": "R4 (a project ruling): only the taker may announce a slam."},
    "lesson19.hint.r4": {"fr": "R4 : qui peut annoncer un chelem, d'après la décision du projet ?",
                         "en": "R4: who may announce a slam, according to the project's ruling?"},
}
