"""The course's words for the play-first page (issue 24 §2), French and English."""

TEXTS: dict[str, dict[str, str]] = {
    # --- the play-first page: a first whole deal, cards face up ---------------------------------
    "playfirst.deal": {"fr": "Numéro de la salle : {seed}. Votre donne : n° {deal}, la première à partir de ce "
                             "numéro où vous pouvez prendre — la même pour toute la salle.",
                       "en": "The room's number: {seed}. Your deal: no. {deal}, the first from that number in "
                             "which you can take — the same for the whole room."},
}
