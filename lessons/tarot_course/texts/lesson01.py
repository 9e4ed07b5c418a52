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
    "lesson01.q.pack_total": {"fr": "Combien de points fait le jeu entier de {n} cartes ?",
                              "en": "How many points does the whole pack of {n} cards make?"},
}
