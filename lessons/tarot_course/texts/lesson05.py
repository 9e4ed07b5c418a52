"""The course's words for lesson 5 (counting in pairs), French and English."""

TEXTS: dict[str, dict[str, str]] = {
    # --- lesson 5: counting in pairs ----------------------------------------------------------
    "lesson05.q.warm_trump": {"fr": "Leçon 1 : cette carte est-elle un atout ?",
                              "en": "Lesson 1: is this card a trump?"},
    "lesson05.q.faded_total": {"fr": "Combien compte tout le tas ci-dessus ?",
                               "en": "What does the whole pile above count?"},
    "lesson05.q.nine_cards": {"fr": "Comptées par paires, combien font ces neuf cartes ?",
                              "en": "Counted in pairs, what do these nine cards make?"},
    "lesson05.taker_pile": {"fr": "Le tas du preneur ({n} cartes)", "en": "The taker's pile ({n} cards)"},
    "lesson05.q.defence_pile": {"fr": "Le tas du preneur ci-dessus fait {points} points. Combien la défense en "
                                      "a-t-elle ?",
                                "en": "The taker's pile above makes {points} points. How many does the defence "
                                      "have?"},
    "lesson05.q.two_courts": {"fr": "Il ne reste plus de carte basse. Combien comptent ces deux cartes ensemble ?",
                              "en": "No low card is left. What do these two cards count together?"},
    "lesson05.q.twelve_cards": {"fr": "Un dernier, un peu plus long : comptez ces douze cartes par paires.",
                                "en": "A last one, a little longer: count these twelve cards in pairs."},
}
