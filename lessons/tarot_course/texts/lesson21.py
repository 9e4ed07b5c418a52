"""The course's words for lesson 21, French and English: the history desk's (``history.*``,
:mod:`tarot_course.history`) and the notebook's own sentences and questions (``lesson21.*``)."""

TEXTS: dict[str, dict[str, str]] = {
    "history.group.trick": {"fr": "Pli {n}", "en": "Trick {n}"},
    "history.group.discard": {"fr": "Écart", "en": "Discard"},
    "history.group.chien": {"fr": "Chien", "en": "Chien"},
    "history.col.group": {"fr": "tas", "en": "group"},
    "history.sep": {"fr": " ; ", "en": "; "},
    "history.col.today": {"fr": "aujourd'hui (C3)", "en": "today (C3)"},
    "history.col.old": {"fr": "ancien texte", "en": "old text"},
    "history.col.old_pairs": {"fr": "paires de l'ancien texte", "en": "the old text's pairs"},
    "history.col.left": {"fr": "ne rapporte rien (ancien texte)", "en": "scores nothing (old text)"},
    "history.col.side": {"fr": "camp", "en": "side"},
    "history.col.lost": {"fr": "perdu à l'ancienne", "en": "lost the old way"},
    "history.both": {"fr": "Les deux camps", "en": "Both sides"},
    "history.col.old_target": {"fr": "objectif de l'ancien texte", "en": "the old text's target"},
    "history.col.share": {"fr": "part des {total}", "en": "share of {total}"},
    "history.col.share_deal": {"fr": "part de {total} (moyenne du compte ancien)",
                               "en": "share of {total} (the old count's average)"},
    "history.col.today_target": {"fr": "objectif d'aujourd'hui (S1)", "en": "today's target (S1)"},
    "history.col.change": {"fr": "d'hier à aujourd'hui", "en": "then → now"},
    "history.col.dealer": {"fr": "donneur (met la mise)", "en": "dealer (puts the unit)"},
    "history.col.pool_before": {"fr": "mouche en jeu", "en": "pool at stake"},
    "history.col.taken": {"fr": "le preneur ramasse (+) ou paie (−)", "en": "the taker takes (+) or pays (−)"},
    "history.col.pool_after": {"fr": "reste sur la table", "en": "left on the table"},
    "history.col.today_score": {"fr": "aujourd'hui : le preneur marque (S4)", "en": "today: the taker scores (S4)"},
    "history.pool.caption": {"fr": "La mouche de l'ancien texte, mise de {unit} jetons",
                             "en": "The old text's mouche, a unit of {unit} tokens"},
    "history.col.pool_net": {"fr": "jetons gagnés ou perdus à la mouche", "en": "tokens won or lost to the pool"},
    "history.col.today_total": {"fr": "total d'aujourd'hui (S4)", "en": "today's total (S4)"},
    "history.on_table": {"fr": "Encore sur la table", "en": "Still on the table"},
    "history.col.old_bid": {"fr": "annonce de l'ancien texte", "en": "the old text's bid"},
    "history.col.talon": {"fr": "le talon", "en": "the talon (today's chien)"},
    "history.col.bonus": {"fr": "de chaque adversaire (gagné) ou à chacun (perdu)",
                          "en": "from each opponent (won) or to each (lost)"},
    "history.bid.prendre": {"fr": "prendre", "en": "prendre (take)"},
    "history.bid.pousser": {"fr": "pousser", "en": "pousser (push)"},
    "history.bid.sans_ecart": {"fr": "sans écart", "en": "sans écart (no discard)"},
    "history.bid.chelem": {"fr": "chelem annoncé", "en": "chelem annoncé (slam announced)"},
    "history.talon.buy": {"fr": "six cartes écartées, le talon pris, et une carte achetée à un autre joueur "
                                "(en général {price} points)",
                          "en": "six cards put aside, the talon taken, and one card bought from another "
                                "player (usually for {price} points)"},
    "history.talon.take": {"fr": "six cartes écartées, le talon pris, sans achat",
                           "en": "six cards put aside and the talon taken, nothing bought"},
    "history.talon.none": {"fr": "le talon reste intact", "en": "the talon is left untouched"},
    "history.talon.silent": {"fr": "le texte n'en dit rien", "en": "the text does not say"},
    "history.col.petit_old": {"fr": "ancien texte : au joueur", "en": "old text: to the player"},
    "history.col.petit_today": {"fr": "aujourd'hui (B5) : au camp, dans S", "en": "today (B5): to the side, in S"},
    "history.solution.group": {"fr": "{group} à l'ancienne : {pairs} ; ne rapporte rien : {left} ; total {old}. "
                                     "Aujourd'hui (C3) les mêmes cartes valent {today}.",
                               "en": "{group} the old way: {pairs}; scores nothing: {left}; total {old}. "
                                     "Today (C3) the same cards are worth {today}."},
    "history.err.not_played": {"fr": "Cette donne n'a pas été jouée : rien à compter.",
                               "en": "This deal was not played: there is nothing to count."},
    "history.err.excuse": {"fr": "Ici l'Excuse a changé de camp (X3, X5) : les plis ne sont plus les tas "
                                 "d'aujourd'hui ; prenez une donne où son camp l'a gardée.",
                           "en": "Here the Excuse changed hands (X3, X5): the tricks are no longer today's "
                                 "piles; take a deal in which its own side kept it."},
    "history.err.whole": {"fr": "{name} doit être un nombre entier positif, pas {value}.",
                          "en": "{name} must be a positive whole number, not {value}."},
    "history.err.deal": {"fr": "Une donne de la mouche s'écrit (donneur, preneur, réussi) : deux sièges 0–3 et "
                               "True/False, pas {value}.",
                         "en": "A deal of the pool is written (dealer, taker, made): two seats 0–3 and "
                               "True/False, not {value}."},
    # --- the notebook's own sentences and questions (lesson21.*) ---------------------------------
    "lesson21.your_pile": {"fr": "Votre tas", "en": "Your pile"},
    "lesson21.q.pairs": {"fr": "Leçon 5 : comptez ce tas par paires (C4). Combien de points vaut-il ?",
                         "en": "Lesson 5: count this pile in pairs (C4). How many points is it worth?"},
    "lesson21.q.target": {"fr": "Leçon 6 : le preneur finit la donne avec {bouts} bout(s). Combien de points lui "
                                "faut-il pour faire son contrat (S1) ?",
                          "en": "Lesson 6: the taker ends the deal with {bouts} bout(s). How many points does he "
                                "need to make his contract (S1)?"},
    "lesson21.deal": {"fr": "Donne {deal} : le siège {seat} prend une {contract} et finit avec {bouts} bout(s).",
                      "en": "Deal {deal}: seat {seat} takes a {contract} and ends with {bouts} bout(s)."},
    "lesson21.whole_pack": {"fr": "Le jeu entier en un seul tas, à l'ancienne : {old} — aujourd'hui (C3) : {today}",
                            "en": "The whole pack as one pile, the old way: {old} — today (C3): {today}"},
    "lesson21.q.count": {"fr": "{group} : aujourd'hui ces cartes valent {today} points (C3). Combien l'ancien texte "
                               "leur donne-t-il ?",
                         "en": "{group}: today these cards are worth {today} points (C3). How many does the old "
                               "text give them?"},
    "lesson21.hint.count": {"fr": "C4 et l'ancien texte : donnez à chaque carte qui compte une petite carte du même "
                                  "tas, la plus forte d'abord ; deux petites restantes font 1 ; une carte seule ne "
                                  "rapporte rien.",
                            "en": "C4 and the old text: give each counting card a low card of the same group, the "
                                  "most valuable first; two low cards left make 1; a card left alone counts "
                                  "nothing."},
    "lesson21.totals": {"fr": "Les deux camps comptés à l'ancienne sur {n} donnes : de {low} à {high} points, "
                              "{average} en moyenne (aujourd'hui : {total} à chaque fois, C3).",
                        "en": "Both sides counted the old way on {n} deals: {low} to {high} points, {average} on "
                              "average (today: {total} every time, C3)."},
    "lesson21.q.target_change": {"fr": "Avec trois bouts, combien de points de plus la règle d'aujourd'hui (S1) "
                                       "demande-t-elle au preneur que l'ancien texte ?",
                                 "en": "With three bouts, how many more points does today's rule (S1) ask of the "
                                       "taker than the old text did?"},
    "lesson21.ok.target_change": {"fr": "S1 : {today} aujourd'hui contre {old} dans l'ancien texte, soit {more} "
                                        "points de plus.",
                                  "en": "S1: {today} today against {old} in the old text, {more} points more."},
    "lesson21.hint.target_change": {"fr": "S1 : lisez les deux objectifs pour trois bouts dans le tableau "
                                          "ci-dessus, puis faites la différence.",
                                    "en": "S1: read both targets for three bouts in the table above, then "
                                          "subtract."},
    "lesson21.q.pool": {"fr": "Après ces six donnes, combien de jetons restent sur la table, toutes mouches "
                              "réunies ?",
                        "en": "After these six deals, how many tokens are still on the table, all pools "
                              "together?"},
    "lesson21.ok.pool": {"fr": "La mouche de l'ancien texte : {pools} = {left} jetons attendent le prochain "
                               "gagnant. Aujourd'hui rien n'attend : chaque donne fait zéro (S4).",
                         "en": "The old text's pool: {pools} = {left} tokens wait for the next winner. Today "
                               "nothing waits: each deal sums to zero (S4)."},
    "lesson21.hint.pool": {"fr": "S4 et l'ancien texte : lisez la dernière ligne de la colonne « {column} » et "
                                 "additionnez ses mouches.",
                           "en": "S4 and the old text: read the last line of the column '{column}' and add its "
                                 "pools."},
    "lesson21.pack": {"fr": "{n} cartes ; les bouts : {bouts}", "en": "{n} cards; the bouts: {bouts}"},
    "lesson21.table": {"fr": "{players} joueurs : {hand} cartes chacun, {packet} par {packet}, chien de {chien}, "
                             "{tricks} plis, poignées {sizes}",
                       "en": "{players} players: {hand} cards each, dealt {packet} at a time, chien {chien}, "
                             "{tricks} tricks, poignées {sizes}"},
    "lesson21.seat1_five": {"fr": "Place 1, à cinq joueurs", "en": "Seat 1, five players"},
    "lesson21.calls": {"fr": "Cartes que la place 1 peut appeler (V4) : {cards}",
                       "en": "Cards seat 1 may call (V4): {cards}"},
    "lesson21.example.three_garde": {"fr": "À trois, Garde, 50,5 points, 2 bouts",
                                     "en": "Three players, Garde, 50½ points, 2 bouts"},
    "lesson21.example.five_prise": {"fr": "À cinq, Prise, 38 points, 3 bouts",
                                    "en": "Five players, Prise, 38 points, 3 bouts"},
    "lesson21.example.five_garde": {"fr": "À cinq, Garde, 40,5 points, 2 bouts",
                                    "en": "Five players, Garde, 40½ points, 2 bouts"},
    "lesson21.example": {"fr": "{title} : S = {S} ; places 0 (preneur) à {last} : {shares}",
                         "en": "{title}: S = {S}; seats 0 (taker) to {last}: {shares}"},
    "lesson21.q.alone": {"fr": "À cinq, Prise : l'attaque a fait 38 points avec 3 bouts, mais le roi appelé était "
                               "au chien, donc le preneur a joué seul. Combien marque le preneur (V9) ?",
                         "en": "Five players, Prise: the attack took 38 points with 3 bouts, but the called king "
                               "was in the chien, so the taker played alone. What does the taker score (V9)?"},
    "lesson21.ok.alone": {"fr": "V9 : S = {S} ; seul, le preneur marque {k} × S = {taker} et chacun des quatre "
                                "défenseurs {each}. La donne fait {total}.",
                          "en": "V9: S = {S}; alone, the taker scores {k} × S = {taker} and each of the four "
                                "defenders {each}. The deal sums to {total}."},
    "lesson21.hint.alone": {"fr": "V5 et V9 : avec la carte appelée au chien, le preneur est seul ; sa part vaut "
                                  "alors quatre fois S.",
                            "en": "V5 and V9: with the called card in the chien the taker is alone; his share is "
                                  "then four times S."},
}
