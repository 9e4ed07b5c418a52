"""The course's words for the play-first page (issue 24 §2), French and English."""

TEXTS: dict[str, dict[str, str]] = {
    # --- the play-first page: a first whole deal, cards face up ---------------------------------
    "playfirst.deal": {"fr": "Numéro de la salle : {seed}. Votre donne : n° {deal}, la première à partir de ce "
                             "numéro où vous pouvez prendre — la même pour toute la salle.",
                       "en": "The room's number: {seed}. Your deal: no. {deal}, the first from that number in "
                             "which you can take — the same for the whole room."},
    "playfirst.refused": {"fr": "Le numéro de la salle est refusé, il n'y a donc pas de donne à jouer : {reason} "
                                "Demandez à l'animateur de fixer TAROT_LAB_SEED à un nombre entier à partir de 0.",
                          "en": "The room's number is refused, so there is no deal to play: {reason} Ask the "
                                "instructor to set TAROT_LAB_SEED to a whole number from 0 up."},
    "playfirst.no_table": {"fr": "Pas de table : le numéro de la salle a été refusé (voir plus haut).",
                           "en": "No table: the room's number was refused (see above)."},
}
