"""The course's words for lesson 4 (playing a trick), French and English."""

TEXTS: dict[str, dict[str, str]] = {
    # --- lesson 4: playing a trick ------------------------------------------------------------
    "lesson04.q.warm_petit_sec": {"fr": "Leçon 2 : cette main a-t-elle le Petit sec ?",
                                  "en": "Lesson 2: is this hand a petit sec?"},
    "lesson04.q.warm_chien": {"fr": "Leçon 3 : en {contract}, pour qui comptent les points du chien ?",
                              "en": "Lesson 3: in a {contract}, whose points does the chien count for?"},
    # partner_trumped_question fills {led}, {trumped}, {card}; {card:lower} writes the name in lower case
    "lesson04.q.fresh_overtrump": {"fr": "D'autres cartes, maintenant. Le preneur a entamé : {led} ; votre "
                                         "partenaire a coupé : {trumped} ; vous n'avez pas cette couleur. "
                                         "Pouvez-vous jouer l'{card:lower} ?",
                                   "en": "Now fresh cards. The taker led the {led:lower}, your partner trumped with "
                                         "the {trumped:lower}, and you hold no card of that suit. May you play the "
                                         "{card:lower}?"},
    "lesson04.q.winner": {"fr": "Quelle carte gagne ce pli (cartes dans l'ordre où elles ont été jouées) ?",
                          "en": "Which card wins this trick (cards in the order played)?"},
    "lesson04.trick_so_far": {"fr": "Le pli en cours, dans l'ordre où il a été joué",
                              "en": "The trick so far, in the order played"},
    "lesson04.q.legal": {"fr": "Votre main : choisissez toutes les cartes que vous pouvez jouer dans ce pli.",
                         "en": "Your hand: select every card you may play to this trick."},
    "lesson04.q.defend_overtrump": {"fr": "Vous êtes en défense. Le preneur a entamé : {led} ; votre partenaire a "
                                          "coupé : {trumped}. Vous avez ces cartes. Pouvez-vous jouer l'{card:lower} ?",
                                    "en": "You defend. The taker led the {led:lower}, your partner trumped with the "
                                          "{trumped:lower}; you hold these cards. May you play the {card:lower}?"},
    "lesson04.q.excuse_led": {"fr": "L'Excuse a ouvert ce pli. Quelle carte donne la couleur ?",
                              "en": "The Excuse opened this trick. Which card sets the suit?"},
    "lesson04.q.excuse_winner": {"fr": "Et quelle carte gagne ce pli ?", "en": "And which card wins that trick?"},
}
