"""The course's words for lesson 0 (start here), French and English."""

TEXTS: dict[str, dict[str, str]] = {
    # --- lesson 0: start here -----------------------------------------------------------------
    "lesson00.try_caption": {"fr": "Essayez : choisissez deux cartes, puis retirez-en une.",
                             "en": "Try it: select two cards, then unselect one."},
    "lesson00.q.pack_size": {"fr": "Combien de cartes compte un jeu de tarot ?",
                             "en": "How many cards are there in a French Tarot pack?"},
    "lesson00.q.bouts": {"fr": "D'après le tableau ci-dessus, choisissez les **bouts** parmi ces cartes.",
                         "en": "Using the table above, select the **bouts** among these cards."},
    "lesson00.q.chien": {"fr": "Chaque joueur reçoit {hand} cartes. Combien de cartes vont au **chien** ?",
                         "en": "Each player gets {hand} cards. How many cards go to the **chien**?"},
}
