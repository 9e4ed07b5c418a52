"""The course's words for lesson 13, French and English."""

TEXTS: dict[str, dict[str, str]] = {
    # --- lesson 21 (issue 15): an older rules text beside today's (tarot_course.history) ------
    # --- lesson 13 (issue 16): the discard (tarot_course.discarding) ------------------------
    "lesson13.bad_seed": {"fr": "E1 : un numéro de donne est un entier positif ou nul, pas {value}.",
                          "en": "E1: a deal number is a whole number, zero or more, not {value}."},
    "lesson13.no_case": {"fr": "E1 : aucune donne de {first} à {last} ne convient à cet exercice.",
                         "en": "E1: no deal from {first} to {last} fits this exercise."},
    "lesson13.bad_trick": {"fr": "E4 : un numéro de pli va de 1 à 18, pas {value}.",
                           "en": "E4: a trick number runs from 1 to 18, not {value}."},
    "lesson13.voids": {"fr": "plus de {suits} en main (coupe possible, P3)",
                       "en": "void in {suits} (you may trump there, P3)"},
    "lesson13.no_void": {"fr": "aucune couleur vidée", "en": "no suit emptied"},
    "lesson13.bare": {"fr": " ; roi sec sans coupe gagnée : {kings}",
                      "en": "; a king left bare, no void gained: {kings}"},
    "lesson13.trumps": {"fr": " ; atouts montrés à tous (E2) : {cards}", "en": "; trumps shown to all (E2): {cards}"},
    "lesson13.facts": {"fr": "{voids} ; {points} points à l'abri dans l'écart (E1){extra}",
                       "en": "{voids}; {points} points safe in the discard (E1){extra}"},
    "lesson13.solution": {"fr": "Le robot de base : {advice} Bilan : {facts}.",
                          "en": "The basic bot: {advice} What it does: {facts}."},
    "lesson13.good": {"fr": "E2 : écart permis, et aussi bon que celui du robot de base, ou meilleur. Le vôtre : "
                            "{mine}. Celui du robot : {bot}.",
                      "en": "E2: a legal discard, and as good as the basic bot's or better. Yours: {mine}. "
                            "The bot's: {bot}."},
    "lesson13.weaker": {"fr": "E2 : écart permis, mais celui du robot de base fait mieux. {why} Le vôtre : {mine}. "
                              "Celui du robot : {bot}.",
                        "en": "E2: a legal discard, but the basic bot's does better. {why} Yours: {mine}. "
                              "The bot's: {bot}."},
    "lesson13.why.voids": {"fr": "Il vide plus de couleurs : chaque couleur vide est une coupe (P3).",
                           "en": "It empties more suits: each empty suit is a suit you can trump (P3)."},
    "lesson13.why.kings": {"fr": "Il laisse moins de rois secs : la couleur d'un roi ne se vide jamais (E2), "
                                 "en écarter les petites cartes ne donne aucune coupe.",
                           "en": "It leaves fewer kings bare: a king's suit can never be emptied (E2), so "
                                 "discarding its small cards gives no void."},
    "lesson13.why.points": {"fr": "Il met plus de points à l'abri : l'écart compte pour le preneur (E1).",
                            "en": "It puts more points away: the discard counts for the taker (E1)."},
    "lesson13.why.trumps": {"fr": "Il montre des atouts plus petits : quand E2 force à écarter des atouts, "
                                  "on garde les gros pour faire des plis.",
                            "en": "It shows lower trumps: when E2 forces trumps into the discard, keep the "
                                  "high ones to win tricks."},
    "lesson13.choice": {"fr": "{letter} : {cards}", "en": "{letter}: {cards}"},
    "lesson13.best.ok": {"fr": "E2, P3, E1 : c'est le meilleur des trois — {facts}. C'est l'écart du robot de "
                               "base : {advice}",
                         "en": "E2, P3, E1: the best of the three — {facts}. It is the basic bot's discard: "
                               "{advice}"},
    "lesson13.best.bad": {"fr": "E2, P3, E1 : permis, mais pas le meilleur. {why} Celui-ci : {mine}. Le meilleur : "
                                "{best}.",
                          "en": "E2, P3, E1: legal, but not the best. {why} This one: {mine}. The best: {best}."},
    "lesson13.trump.ok": {"fr": "E2 : il faut {n} atout(s), et ce sont les plus petits qui partent : tout atout "
                                "écarté est montré, et les gros feront des plis. {advice}",
                          "en": "E2: {n} trump(s) must go, and the lowest are the ones to give: every discarded "
                                "trump is shown, and the high ones will win tricks. {advice}"},
    "lesson13.trump.bad": {"fr": "E2 : permis ({n} atout(s) forcés), mais vous écartez {cards} : de gros atouts "
                                 "qui auraient fait des plis. Lesquels vous servent le moins ?",
                           "en": "E2: legal ({n} trump(s) forced), but you discard {cards}: high trumps that "
                                 "would have won tricks. Which ones do you need least?"},
    "lesson13.trick": {"fr": "Pli {n} : {cards} ; le siège {seat} le remporte. Le preneur : {why}",
                       "en": "Trick {n}: {cards}; seat {seat} wins it. The taker: {why}"},
}
