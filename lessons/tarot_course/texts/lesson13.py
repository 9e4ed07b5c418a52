"""The course's words for lesson 13, French and English."""

TEXTS: dict[str, dict[str, str]] = {
    # --- lesson 21 (issue 15): an older rules text beside today's (tarot_course.history) ------
    # --- lesson 13 (issue 16): the discard (tarot_course.discarding) ------------------------
    "lesson13.bad_seed": {"fr": "E1 : un numéro de donne est un entier positif ou nul, pas {value}.",
                          "en": "E1: a deal number is a whole number, zero or more, not {value}."},
    "lesson13.no_case": {"fr": "E1 : aucune donne de {first} à {last} ne convient à cet exercice.",
                         "en": "E1: no deal from {first} to {last} fits this exercise."},
    "lesson13.bad_trick": {"fr": "E4 : un numéro de pli va de 1 à {last}, pas {value}.",
                           "en": "E4: a trick number runs from 1 to {last}, not {value}."},
    "lesson13.voids": {"fr": "plus de {suits} en main (coupe possible, P3)",
                       "en": "void in {suits} (you may trump there, P3)"},
    "lesson13.no_void": {"fr": "aucune couleur vidée", "en": "no suit emptied"},
    "lesson13.bare": {"fr": " ; roi sec, une coupe franche une fois encaissé (P3) : {kings}",
                      "en": "; a king left bare, a void to trump once cashed (P3): {kings}"},
    "lesson13.trumps": {"fr": " ; atouts montrés à tous (E2) : {cards}", "en": "; trumps shown to all (E2): {cards}"},
    "lesson13.facts": {"fr": "{voids} ; {points} points à l'abri dans l'écart (E1){extra}",
                       "en": "{voids}; {points} points safe in the discard (E1){extra}"},
    "lesson13.solution": {"fr": "Le robot simple : {advice} Bilan : {facts}.",
                          "en": "The basic bot: {advice} What it does: {facts}."},
    "lesson13.good": {"fr": "E2 : écart permis, et aussi bon que celui du robot simple, ou meilleur. Le vôtre : "
                            "{mine}. Celui du robot : {bot}.",
                      "en": "E2: a legal discard, and as good as the basic bot's or better. Yours: {mine}. "
                            "The bot's: {bot}."},
    "lesson13.weaker": {"fr": "E2 : écart permis, mais celui du robot simple fait mieux. {why} Le vôtre : {mine}. "
                              "Celui du robot : {bot}.",
                        "en": "E2: a legal discard, but the basic bot's does better. {why} Yours: {mine}. "
                              "The bot's: {bot}."},
    "lesson13.why.voids": {"fr": "Il vide plus de couleurs : chaque couleur vide est une coupe (P3).",
                           "en": "It empties more suits: each empty suit is a suit you can trump (P3)."},
    "lesson13.why.points": {"fr": "Il met plus de points à l'abri : l'écart compte pour le preneur (E1).",
                            "en": "It puts more points away: the discard counts for the taker (E1)."},
    "lesson13.why.trumps": {"fr": "Il montre des atouts plus petits : quand E2 force à écarter des atouts, "
                                  "on garde les gros pour faire des plis.",
                            "en": "It shows lower trumps: when E2 forces trumps into the discard, keep the "
                                  "high ones to win tricks."},
    "lesson13.choice": {"fr": "{letter} : {cards}", "en": "{letter}: {cards}"},
    "lesson13.best.ok": {"fr": "E2, P3, E1 : c'est le meilleur des trois — {facts}. C'est l'écart du robot "
                               "simple : {advice}",
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
    # --- the notebook's own sentences (issue 23 §1: the cells ask for them) -----------------------
    "lesson13.discard": {"fr": "Écart {n}", "en": "Discard {n}"},
    "lesson13.played": {"fr": "{name} : {points} points pour le preneur, objectif {target}, S = {S} ({verdict}).",
                        "en": "{name}: {points} points for the taker, target {target}, S = {S} ({verdict})."},
    "lesson13.verdict.made": {"fr": "réussi", "en": "made"},
    "lesson13.verdict.failed": {"fr": "chuté", "en": "failed"},
    "lesson13.best_line": {"fr": "{name}, meilleur jeu à partir du pli {trick} : S = {S}, {points} points pour le "
                                 "preneur.",
                           "en": "{name}, best play from trick {trick}: S = {S}, {points} points for the taker."},
    "lesson13.warm.trumps": {"fr": "Leçon 3 : le siège {seat} prend avec la main ci-dessous et le chien. Combien "
                                   "d'atouts doivent aller à l'écart ?",
                             "en": "Lesson 3: seat {seat} takes with the hand below and the chien. How many trumps "
                                   "must go into the discard?"},
    "lesson13.warm.overtrump": {"fr": "Leçon 4 : vous êtes en défense. Le preneur entame ({led}), votre partenaire "
                                      "coupe ({trumped}). Pouvez-vous jouer cette carte : {low} ?",
                                "en": "Lesson 4: you defend. The taker led the {led}, your partner trumped with the "
                                      "{trumped}. May you play the {low}?"},
    "lesson13.caption.cards": {"fr": "Les {n} cartes du preneur", "en": "The taker's {n} cards"},
    "lesson13.caption.smallest": {"fr": "Écart 2 : les six plus petites cartes",
                                  "en": "Discard 2: the six smallest cards"},
    "lesson13.bots": {"fr": "Écart 1 (celui du robot) : {facts}", "en": "Discard 1 (the bot's): {facts}"},
    "lesson13.named": {"fr": "{name} : {facts}", "en": "{name}: {facts}"},
    "lesson13.quiz.keep": {"fr": "Pli {n}, après l'écart 1 : le pli contient déjà {trick}. Le preneur peut-il y "
                                 "jouer cette carte de sa main : {card} ?",
                           "en": "Trick {n}, after discard 1: the trick so far is {trick}. May the taker play this "
                                 "card of his hand to it: {card}?"},
    "lesson13.after.bots": {"fr": "Après l'écart 1 (celui du robot) :", "en": "After discard 1 (the bot's):"},
    "lesson13.after.smallest": {"fr": "Après l'écart 2 (les six plus petites) :",
                                "en": "After discard 2 (the six smallest):"},
    "lesson13.quiz.select": {"fr": "Une {contract} : choisissez les six cartes que vous écartez.",
                             "en": "A {contract}: select the six cards you discard."},
    "lesson13.quiz.best": {"fr": "Lequel de ces trois écarts est le meilleur ?",
                           "en": "Which of these three discards is best?"},
    "lesson13.quiz.forced": {"fr": "E2 force des atouts à cet écart. Quel écart vaut mieux ?",
                             "en": "E2 forces trumps into this discard. Which discard is better?"},
}
