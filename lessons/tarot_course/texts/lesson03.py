"""The course's words for lesson 3 (the chien and the discard), French and English."""

TEXTS: dict[str, dict[str, str]] = {
    # --- lesson 3: the chien and the discard --------------------------------------------------
    "lesson03.q.warm_taker": {"fr": "Leçon 2 : le siège {dealer} distribue. Dans l'ordre de parole : **{bids}**. "
                                    "Qui est le preneur ?",
                              "en": "Lesson 2: seat {dealer} deals. In speaking order: **{bids}**. Who is the "
                                    "taker?"},
    # {contract}: a contract drawn from the lesson's number (its label)
    "lesson03.q.chien_owner": {"fr": "En **{contract}**, pour qui comptent les points du chien ?",
                               "en": "In a **{contract}**, whose points does the chien count for?"},
    "lesson03.chien_face_up": {"fr": "Le chien, retourné", "en": "The chien, face up"},
    "lesson03.hand_and_chien": {"fr": "Siège {seat} : {n} cartes + le chien", "en": "Seat {seat}: {n} cards + the chien"},
    "lesson03.q.discard": {"fr": "Choisissez six cartes à écarter dans la main ci-dessus, puis vérifiez-les.",
                           "en": "Select six cards to discard in the hand above, then check them."},
    "lesson03.q.trumps_needed": {"fr": "Un preneur bourré d'atouts (une main rare, choisie exprès) prend une Garde. "
                                       "Voici ses {n} cartes, main et chien réunis. Combien d'atouts doit-il mettre "
                                       "à l'écart ?",
                                 "en": "A taker rich in trumps (an unusual hand, on purpose) takes a Garde. Here are "
                                       "his {n} cards, hand and chien together. How many trumps must go into his "
                                       "discard?"},
    "lesson03.another_deal": {"fr": "Une autre donne : siège {seat}, {n} cartes + le chien",
                              "en": "Another deal: seat {seat}'s {n} cards + the chien"},
    "lesson03.q.another_discard": {"fr": "Le siège {seat} a pris une Garde avec les cartes ci-dessus. Choisissez son "
                                         "écart, puis vérifiez : d'abord un écart permis, ensuite un bon.",
                                   "en": "Seat {seat} took a Garde with the cards above. Select six to discard, then "
                                         "check them: first a legal discard, then a good one."},
}
