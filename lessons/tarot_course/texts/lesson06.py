"""The course's words for lesson 6 (the target), French and English."""

TEXTS: dict[str, dict[str, str]] = {
    # --- lesson 6: the target -----------------------------------------------------------------
    "lesson06.q.warm_pair": {"fr": "Leçon 5 : comptées en paire, combien font ces deux cartes ?",
                             "en": "Lesson 5: counted as a pair, what do these two cards make?"},
    "lesson06.q.warm_bouts": {"fr": "Leçon 1 : combien de bouts y a-t-il parmi ces cartes ?",
                              "en": "Lesson 1: how many bouts are there among these cards?"},
    "lesson06.taker_ends": {"fr": "Le preneur finit avec {points} points et {bouts} bout(s).",
                            "en": "The taker ends with {points} points and {bouts} bout(s)."},
    "lesson06.q.margin": {"fr": "Quelle est la marge ?", "en": "What is the margin?"},
    "lesson06.q.made": {"fr": "Le preneur a **{points} points** avec **{bouts} bout(s)**. Fait ou chuté ?",
                        "en": "The taker has **{points} points** with **{bouts} bout(s)**. Made or failed?"},
    "lesson06.q.made_margin": {"fr": "Et avec quelle marge ({points} points, {bouts} bout(s)) ?",
                               "en": "And by what margin ({points} points, {bouts} bout(s))?"},
    "lesson06.took": {"fr": "Le siège {seat} a pris ({contract}) ; il avait reçu {dealt} bout(s).",
                      "en": "Seat {seat} took the contract ({contract}); {dealt} bout(s) had been dealt to him."},
    "lesson06.side_holds": {"fr": "Ce que son camp a à la fin : ses plis, et l'écart ou le chien",
                            "en": "What his side holds at the end: its tricks, and the discard or the chien"},
    "lesson06.q.pile_target": {"fr": "Comptez les bouts de son tas ci-dessus : combien de points faut-il à ce "
                                     "preneur ?",
                               "en": "Count the bouts in his pile above: how many points does this taker need?"},
    "lesson06.q.target": {"fr": "Un preneur finit la donne avec **{bouts} bout(s)**. Combien de points lui "
                                "faut-il ?",
                          "en": "A taker ends the deal with **{bouts} bout(s)**. How many points does he need?"},
    "lesson06.q.exactly": {"fr": "Le preneur finit avec **{bouts} bout(s)** et **{points} points**. Fait ou chuté ?",
                           "en": "The taker ends with **{bouts} bout(s)** and **{points} points**. Made or "
                                 "failed?"},
    "lesson06.q.half_margin": {"fr": "Avec **{points} points** et **{bouts} bout(s)**, quelle est la marge ?",
                               "en": "With **{points} points** and **{bouts} bout(s)**, what is the margin?"},
}
