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
    # --- the notebook's own sentences (issue 23 §1: the cells ask for them) -----------------------
    "lesson16.warm.taker": {"fr": "Leçon 2 : le siège {dealer} donne, et les quatre enchères, dans l'ordre de parole, "
                                  "sont : {bids}. Qui est le preneur ?",
                            "en": "Lesson 2: seat {dealer} deals, and the four bids, in speaking order, are {bids}. "
                                  "Who is the taker?"},
    "lesson16.warm.chien": {"fr": "Leçon 3 : en {contract}, pour qui comptent les points du chien ?",
                            "en": "Lesson 3: in a {contract}, whose points does the chien count for?"},
    "lesson16.quiz.speaker": {"fr": "Le siège {dealer} donne. Qui parle en premier aux enchères ?",
                              "en": "Seat {dealer} deals. Who speaks first in the auction?"},
    "lesson16.caption.chien": {"fr": "Le chien, retourné", "en": "The chien, turned face up"},
    "lesson16.quiz.when": {"fr": "Quand un joueur montre-t-il une poignée ?", "en": "When does a player show a poignée?"},
    "lesson16.when.first": {"fr": "Avant de jouer sa première carte", "en": "Before playing his first card"},
    "lesson16.when.any": {"fr": "À n'importe quel moment du jeu", "en": "At any time during the play"},
    "lesson16.when.end": {"fr": "À la fin, au décompte des points", "en": "At the end, when the points are counted"},
    "lesson16.when.ok": {"fr": "B1 : oui — avant de jouer sa première carte, et jamais plus tard.",
                         "en": "B1: yes — before playing his first card, and never later."},
    "lesson16.when.bad": {"fr": "B1 : pas au décompte : montrée après le jeu, elle n'apprendrait rien à personne. Elle "
                                "se montre avant sa première carte.",
                          "en": "B1: not at the count: shown after the play, it would tell nobody anything. It is "
                                "shown before one's first card."},
    "lesson16.caption.trick": {"fr": "Le pli en cours, dans l'ordre joué", "en": "The trick so far, in the order played"},
    "lesson16.quiz.renonce": {"fr": "Le siège {seat} tient les cartes ci-dessous. Peut-il jouer : {card} ? Ou serait-ce "
                                    "une renonce ?",
                              "en": "Seat {seat} holds the cards below. May he play the {card}, or would it be a "
                                    "renonce?"},
    "lesson16.totals": {"fr": "Les totaux font {sum}, comme chaque ligne (S4).",
                        "en": "The totals add up to {sum}, as every line does (S4)."},
    "lesson16.quiz.defender": {"fr": "La colonne du preneur reçoit {points} sur cette ligne. Qu'inscrit chaque "
                                     "défenseur ?",
                               "en": "The taker's column gets {points} on this line. What does each defender write?"},
    "lesson16.defender.ok": {"fr": "S4 : chaque défenseur inscrit −S = {each} ; la ligne fait {taker} + {n} × ({each}) "
                                   "= 0.",
                             "en": "S4: each defender writes −S = {each}; the line sums to {taker} + {n} × ({each}) "
                                   "= 0."},
    "lesson16.defender.bad": {"fr": "S4 : le preneur marque 3 × S et chaque défenseur −S ; une ligne fait toujours zéro.",
                              "en": "S4: the taker scores 3 × S and each defender −S; a line always sums to zero."},
}
