"""The course's words for lesson 22 (appendix: counting hands), French and English; its warm-up's
target question and its percentages are lesson 18's (``lesson18.*``)."""

TEXTS: dict[str, dict[str, str]] = {
    # --- warm-up: lesson 18's splits (A3, D3) ------------------------------------------------
    "lesson22.split.q": {"fr": "Leçon 18 : il vous manque {missing} atouts, répartis entre les trois défenseurs. "
                               "Quelle répartition est la plus probable ?",
                         "en": "Lesson 18: {missing} trumps are out against you, among the three defenders. "
                               "Which split is likelier?"},
    "lesson22.split.reason": {"fr": "A3, D3 : {first} a {p_first}, {second} {p_second} : {likelier} est la plus "
                                    "probable.",
                              "en": "A3, D3: {first} has {p_first}, {second} {p_second}: {likelier} is likelier."},
    # --- the formulas checked against the core's tables ---------------------------------------
    "lesson22.formula_same": {"fr": "la formule redonne le tableau : {answer}", "en": "formula equals the table: {answer}"},
    "lesson22.by_hand": {"fr": "{split} : {seatings} × C({hand},4) × C({hand},3)² = {ways} sur C({places},{out}) = "
                               "{total}, soit {p}",
                         "en": "{split}: {seatings} × C({hand},4) × C({hand},3)² = {ways} of C({places},{out}) = "
                               "{total}, that is {p}"},
    "lesson22.by_hand_same": {"fr": "même compte que tarot_core.analysis.odds.split_odds : {answer}",
                              "en": "same count as tarot_core.analysis.odds.split_odds: {answer}"},
    "lesson22.cancelled": {"fr": "annulée", "en": "cancelled"},
    "lesson22.odds_same": {"fr": "identique à tarot_core.analysis.odds : {answer}",
                           "en": "same as tarot_core.analysis.odds: {answer}"},
    "lesson22.mean_bouts": {"fr": "nombre moyen de bouts reçus : {mean} ≈ {approx}",
                            "en": "average number of bouts dealt: {mean} ≈ {approx}"},
    # --- the simulation settles on the exact value (chart) ------------------------------------
    "lesson22.col.deals": {"fr": "donnes", "en": "deals"},
    "lesson22.col.simulated": {"fr": "simulé", "en": "simulated"},
    "lesson22.col.low": {"fr": "bas", "en": "low"},
    "lesson22.col.high": {"fr": "haut", "en": "high"},
    "lesson22.col.exact": {"fr": "exact", "en": "exact"},
    "lesson22.chart.x": {"fr": "donnes simulées (échelle logarithmique)", "en": "deals simulated (log scale)"},
    "lesson22.chart.y": {"fr": "part des chiens sans bout", "en": "share of chiens with no bout"},
    "lesson22.chart.exact": {"fr": "valeur exacte", "en": "exact value"},
    "lesson22.chart.title": {"fr": "Un chien sans bout : la simulation rejoint la valeur exacte",
                             "en": "A chien with no bout: the simulation settles on the exact value"},
    "lesson22.chart.description": {
        "fr": "Part des chiens sans bout après 20 à 20 000 donnes simulées, avec sa bande à 95 %. Après {deals} "
              "donnes : {p} (entre {low} et {high}) ; valeur exacte {exact}.",
        "en": "Share of chiens with no bout after 20 to 20,000 simulated deals, with its 95% band. After {deals} "
              "deals: {p} (between {low} and {high}); exact value {exact}."},
    # --- real dealing against a plain shuffle ---------------------------------------------------
    "lesson22.col.bouts_dealt": {"fr": "bouts reçus", "en": "bouts dealt"},
    "lesson22.col.real": {"fr": "vraie distribution (D3)", "en": "real dealing (D3)"},
    "lesson22.col.plain": {"fr": "simple mélange", "en": "plain shuffle"},
    "lesson22.chi_square": {"fr": "test du khi-deux entre les deux échantillons (siège 0) : p = {p} — au-dessus de "
                                  "0,01, aucune différence décelable",
                            "en": "chi-square test of the two samples (seat 0): p = {p} — above 0.01, no "
                                  "detectable difference"},
    # --- the score as algebra (S3, B5) --------------------------------------------------------
    "lesson22.dS_dp": {"fr": "Quand p bouge d'un cran, S bouge de dS/dp = {value}",
                       "en": "How S moves when p moves by one step: dS/dp = {value}"},
    "lesson22.col.contract": {"fr": "contrat", "en": "contract"},
    "lesson22.col.k": {"fr": "k", "en": "k"},
    "lesson22.col.versus_nobody": {"fr": "perdu / personne (10k)", "en": "lost vs nobody (10k)"},
    "lesson22.col.swing": {"fr": "perdu / gagné (20k)", "en": "lost vs won (20k)"},
    "lesson22.col.taker_swing": {"fr": "marque du preneur (3 × 20k)", "en": "taker's score (3 × 20k)"},
    "lesson22.equal_pay": {"fr": "Marge de la Prise où une Garde faite de 0 fait seulement jeu égal : {margin}",
                           "en": "Prise margin at which a Garde made by 0 only ties: {margin}"},
    # --- exercise: the petit au bout's swing (B5, S3) -----------------------------------------
    "lesson22.swing.q": {"fr": "En {contract}, de combien de points S diffère-t-il entre le Petit mené au bout par "
                               "le camp du preneur et le Petit pris au dernier pli par la défense ?",
                         "en": "In a {contract}, by how many points does S differ between the Petit brought home "
                               "at the last trick by the taker's side and the Petit caught there by the defence?"},
    "lesson22.swing.right": {"fr": "B5/S3 : deux crans de 10·k avec k = {k} : 2 × {per_step} = {swing}.",
                             "en": "B5/S3: two steps of 10·k with k = {k}: 2 × {per_step} = {swing}."},
    "lesson22.swing.one_step": {"fr": "Ça, c'est un seul cran (de personne à la défense) ; du camp du preneur à la "
                                      "défense, il y en a deux.",
                                "en": "That is one step (from nobody to the defence); from the taker's side to the "
                                      "defence is two."},
    "lesson22.swing.prise": {"fr": "Ce serait vrai pour une Prise : le petit au bout est multiplié par le "
                                   "coefficient du contrat (S3).",
                             "en": "That would be a Prise: the petit au bout is multiplied by the contract's "
                                   "coefficient (S3)."},
    "lesson22.swing.hint": {"fr": "S3 : p passe de +1 à −1, et chaque unité de p vaut 10 × le coefficient.",
                            "en": "S3: p goes from +1 to −1, and each unit of p is worth 10 × the multiplier."},
    "lesson22.swing.solution": {"fr": "dS/dp = 10·k = {per_step} ; de p = +1 à p = −1, c'est le double : {swing} "
                                      "sur S. La marque du preneur bouge de 3 × {swing} = {taker_swing} (S4).",
                                "en": "dS/dp = 10·k = {per_step}; from p = +1 to p = −1 is twice that: {swing} in "
                                      "S. The taker's own score moves by 3 × {swing} = {taker_swing} (S4)."},
    # --- exercise: a Garde against a Prise (S3) -----------------------------------------------
    "lesson22.garde.q": {"fr": "Une Prise est faite de {margin}. Quelle est la plus petite marge d'une Garde faite "
                               "qui rapporte strictement plus (sans prime ni d'un côté ni de l'autre) ?",
                         "en": "A Prise is made by {margin}. What is the smallest margin by which a Garde made "
                               "pays strictly more (no bonus on either side)?"},
    "lesson22.garde.whole": {"fr": "La marge est un nombre entier (S2) : tapez un nombre entier de points.",
                             "en": "Margins are whole numbers (S2): type a whole number of points."},
    "lesson22.garde.right": {"fr": "({base} + {x}) × {k} = {higher} > {base} + {margin} = {lower}, et un point de "
                                   "moins ne suffit pas.",
                             "en": "({base} + {x}) × {k} = {higher} > {base} + {margin} = {lower}, and one point "
                                   "less is not enough."},
    "lesson22.garde.tie": {"fr": "Avec cette marge, les deux rapportent exactement autant — on demande strictement "
                                 "plus.",
                           "en": "At that margin both pay exactly the same — the question asks for strictly more."},
    "lesson22.garde.more": {"fr": "Ça marche, mais une marge plus petite rapporte déjà plus.",
                            "en": "That works, but a smaller margin already pays more."},
    "lesson22.garde.short": {"fr": "Pas assez : comparez ({base} + votre marge) × {k} à ({base} + {margin}) × "
                                   "{k_low}.",
                             "en": "Not enough: compare ({base} + your margin) × {k} with ({base} + {margin}) × "
                                   "{k_low}."},
    "lesson22.garde.solution": {"fr": "({base} + m)·{k} > {base} + {margin} ⇔ m > ({margin} − {base})/{k} = "
                                      "{bound} ; la plus petite marge entière est {needed}.",
                                "en": "({base} + m)·{k} > {base} + {margin} ⇔ m > ({margin} − {base})/{k} = "
                                      "{bound}; the smallest whole margin is {needed}."},
}
