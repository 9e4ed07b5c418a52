"""The course's words for lesson 16, French and English."""

TEXTS: dict[str, dict[str, str]] = {
    # lesson 16 (issue 16): at the table (tarot_course.defence, its last section)
    "lesson16.bad_dealer": {"fr": "Donneur impossible : {value} (un siège de 0 à 3, D1).",
                            "en": "Impossible dealer: {value} (a seat from 0 to 3, D1)."},
    "lesson16.bad_turn": {"fr": "Tour de parole impossible : {value} (0 pour le premier, 3 pour le dernier, A1).",
                          "en": "Impossible turn to speak: {value} (0 for the first, 3 for the last, A1)."},
    "lesson16.bad_bid": {"fr": "Enchère inconnue : {value} (passe, prise, garde, garde-sans ou garde-contre, A2).",
                         "en": "Unknown bid: {value} (pass, prise, garde, garde-sans or garde-contre, A2)."},
    "lesson16.word.pass": {"fr": "« Passe »", "en": "“Passe” (I pass)"},
    "lesson16.word.prise": {"fr": "« Prise » (ou « Petite »)", "en": "“Prise” (or “Petite”)"},
    "lesson16.word.garde": {"fr": "« Garde »", "en": "“Garde”"},
    "lesson16.word.garde-sans": {"fr": "« Garde Sans » (le chien)", "en": "“Garde Sans” (without the chien)"},
    "lesson16.word.garde-contre": {"fr": "« Garde Contre » (le chien)", "en": "“Garde Contre” (against the chien)"},
    "lesson16.talk.bid": {"fr": "A1 — {who} : {word}.", "en": "A1 — {who}: {word}."},
    "lesson16.talk.taker": {"fr": "A3 — {who} est le preneur, en {contract}.",
                            "en": "A3 — {who} is the taker, in a {contract}."},
    "lesson16.talk.chien": {"fr": "E1 — le chien est retourné, visible de tous : {cards}.",
                            "en": "E1 — the chien is turned face up for all to see: {cards}."},
    "lesson16.talk.hidden": {"fr": "E3 — personne ne voit le chien.", "en": "E3 — nobody sees the chien."},
    "lesson16.talk.poignee": {"fr": "B1 — avant sa première carte, {who} annonce « Poignée » et étale {n} atouts, "
                                    "dans l'ordre : {cards}.",
                              "en": "B1 — before playing a first card, {who} says “Poignée” and spreads {n} "
                                    "trumps, in order: {cards}."},
    "lesson16.talk.lead": {"fr": "P1 — {who}, à droite du donneur, entame le premier pli : {card}.",
                           "en": "P1 — {who}, on the dealer's right, leads the first trick: {card}."},
    "lesson16.talk.then": {"fr": "B1 — puis {who} joue sa première carte : {card}.",
                           "en": "B1 — then {who} plays that first card: {card}."},
    "lesson16.speaker.ok": {"fr": "A1 : {who}. La parole part de la droite du donneur et finit par "
                                  "lui : {order}.",
                            "en": "A1: {who}. Speech starts on the dealer's right and ends with the dealer: "
                                  "{order}."},
    "lesson16.speaker.bad": {"fr": "A1 : la parole part du joueur à droite du donneur (le siège suivant, D1) et "
                                   "finit par le donneur.",
                             "en": "A1: speech starts with the player on the dealer's right (the next seat, D1) "
                                   "and ends with the dealer."},
    "lesson16.sheet.deal": {"fr": "Donne", "en": "Deal"},
    "lesson16.sheet.dealer": {"fr": "Donneur", "en": "Dealer"},
    "lesson16.sheet.contract": {"fr": "Contrat", "en": "Contract"},
    "lesson16.sheet.taken": {"fr": "{contract}, {who}", "en": "{contract}, {who}"},
    "lesson16.sheet.all_pass": {"fr": "tous passent", "en": "all pass"},
    "lesson16.sheet.total": {"fr": "Total", "en": "Total"},
}
