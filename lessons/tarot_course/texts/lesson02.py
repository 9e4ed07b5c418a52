"""The course's words for lesson 2 (the deal and the auction), French and English."""

TEXTS: dict[str, dict[str, str]] = {
    # --- lesson 2: the deal and the auction ---------------------------------------------------
    "lesson02.q.warm_bouts": {"fr": "Leçon 1 : un joueur énumère quelques-unes de ses cartes — {names}. "
                                    "Combien sont des **bouts** ?",
                              "en": "Lesson 1: a player lists some of his cards — {names}. How many of them "
                                    "are **bouts**?"},
    "lesson02.q.warm_trump": {"fr": "Leçon 1 : cette carte est un bout. Est-ce aussi un atout ? (La réponse "
                                    "resservira pour le Petit sec, plus bas.)",
                              "en": "Lesson 1: this card is a bout. Is it also a trump? (The answer comes back "
                                    "with the petit sec, below.)"},
    "lesson02.petit_hand": {"fr": "Une main avec le Petit", "en": "A hand with the Petit"},
    "lesson02.q.petit_sec_above": {"fr": "La main ci-dessus a-t-elle le Petit sec ?",
                                   "en": "Is the hand above a petit sec?"},
    "lesson02.next_dealer": {"fr": "Donneur de cette donne : siège {dealer}. Après une donne annulée, le siège "
                                   "{cancelled} distribue ; après une maldonne, le siège {misdeal} redistribue.",
                             "en": "Dealer of this deal: seat {dealer}. After a cancelled deal, seat "
                                   "{cancelled} deals; after a misdeal, seat {misdeal} deals again."},
    "lesson02.q.taker": {"fr": "Le siège {dealer} distribue. Dans l'ordre de parole, on entend : "
                               "**{bids}**. Qui est le preneur ?",
                         "en": "Seat {dealer} deals. In speaking order, the players say: **{bids}**. "
                               "Who is the taker?"},
    "lesson02.q.petit_sec": {"fr": "Cette main a-t-elle le Petit sec ?", "en": "Is this hand a petit sec?"},
    "lesson02.event.misdeal": {"fr": "il se trompe en distribuant (une maldonne)",
                               "en": "he hands the cards out wrongly (a misdeal)"},
    "lesson02.event.petit_sec": {"fr": "un joueur montre un Petit sec", "en": "a player shows a petit sec"},
    "lesson02.q.next_dealer": {"fr": "Le siège {dealer} distribue, et {event}. Qui distribue ensuite ?",
                               "en": "Seat {dealer} deals, and {event}. Who deals next?"},
    "lesson02.q.contract": {"fr": "Le siège {dealer} distribue. Dans l'ordre de parole : **{bids}**. "
                                  "Quel contrat se joue ?",
                            "en": "Seat {dealer} deals. In speaking order: **{bids}**. Which contract is "
                                  "played?"},
}
