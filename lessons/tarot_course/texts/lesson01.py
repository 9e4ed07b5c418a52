"""The course's words for lesson 1 (the cards), French and English."""

TEXTS: dict[str, dict[str, str]] = {
    # --- lesson 1: the cards ------------------------------------------------------------------
    "lesson01.my_hand": {"fr": "Les {n} cartes du siège 0 dans la donne de la leçon",
                         "en": "The {n} cards of seat 0 in this lesson's deal"},
    "lesson01.q.faded_total": {"fr": "Quel est le total du tas ci-dessus ?",
                               "en": "What is the total of the pile above?"},
    "lesson01.q.pile_points": {"fr": "Combien de points valent ces six cartes ?",
                               "en": "How many points are these six cards worth?"},
    "lesson01.q.card_value": {"fr": "Combien de points vaut cette carte ?",
                              "en": "How many points is this card worth?"},
    "lesson01.q.bouts_named": {"fr": "Cette fois sans dessin, donc sans étoile pour aider : un joueur énumère "
                                     "les cartes qu'il a gagnées — {names}. Combien y a-t-il de **bouts** "
                                     "parmi elles ?",
                               "en": "No drawings this time, so no stars to help: a player names the cards he "
                                     "won — {names}. How many **bouts** are among them?"},
    "lesson01.q.pack_rest": {"fr": "Retirez ces {n} cartes du jeu. Combien de points font les {rest} autres cartes ?",
                             "en": "Take these {n} cards out of the pack. How many points do the other {rest} "
                                   "cards make?"},
    "lesson01.rest.ok": {"fr": "C3 : le jeu entier fait {total} ; ces cartes font {part} ; les {n} autres cartes "
                               "font {total} − {part} = {rest}.",
                         "en": "C3: the whole pack makes {total}; these cards make {part}; the other {n} cards make "
                               "{total} − {part} = {rest}."},
    "lesson01.rest.bad": {"fr": "C3 : partez de ce que fait le jeu entier (la règle plus haut), puis retirez ce que "
                                "valent ces cartes.",
                          "en": "C3: start from what the whole pack makes (the rule above), then take away what "
                                "these cards are worth."},
}
