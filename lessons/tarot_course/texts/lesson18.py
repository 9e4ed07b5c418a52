"""The course's words for lesson 18 (odds at the table), French and English; lesson 22 (the
appendix) reuses the percentage and the warm-up's target question."""

TEXTS: dict[str, dict[str, str]] = {
    # --- numbers in words (tarot_course.odds.pct, one_in) ------------------------------------
    "lesson18.pct.tiny": {"fr": "moins de 0,001 %", "en": "under 0.001 %"},
    "lesson18.never": {"fr": "jamais", "en": "never"},
    # --- warm-up ----------------------------------------------------------------------------
    "lesson18.q.petit_sec": {"fr": "Cette main a-t-elle le Petit sec ?", "en": "Is this hand a petit sec?"},
    # --- the split of the trumps out (cells 6–7) ---------------------------------------------
    "lesson18.col.split": {"fr": "répartition", "en": "split"},
    "lesson18.col.chance": {"fr": "probabilité", "en": "chance"},
    "lesson18.col.about": {"fr": "soit", "en": "about"},
    "lesson18.col.rounds_all": {"fr": "tours pour tout faire tomber", "en": "rounds to draw them all"},
    "lesson18.splits.said": {
        "fr": "Vous avez {held} atouts, il en manque {out}. La répartition la plus probable est {likeliest} "
              "({p_likeliest}) ; la plus régulière, {even}, n'a que {p_even}.\n"
              "Un défenseur a 5 atouts ou plus dans {p_five} des donnes.",
        "en": "You hold {held} trumps, {out} are out. The likeliest split is {likeliest} ({p_likeliest}); "
              "the even {even} has only {p_even}.\n"
              "One defender holds 5 trumps or more: {p_five} of deals."},
    # --- rounds of trumps (cell 9) ----------------------------------------------------------
    "lesson18.col.mine": {"fr": "vos atouts", "en": "your trumps"},
    "lesson18.col.out": {"fr": "dehors", "en": "out"},
    "lesson18.col.rounds_enough": {"fr": "{rounds} tours suffisent", "en": "{rounds} rounds enough"},
    "lesson18.col.five_plus": {"fr": "un défenseur en a 5+", "en": "a defender with 5+"},
    # --- a king at the first round of its suit (cell 11) -------------------------------------
    "lesson18.col.in_hand": {"fr": "cartes de la couleur en main (roi compris)",
                             "en": "cards of the suit in hand (king included)"},
    "lesson18.col.first": {"fr": "1er tour : aucune coupe franche", "en": "1st round: nobody void"},
    "lesson18.col.second": {"fr": "2e tour", "en": "2nd round"},
    "lesson18.col.first_discard": {"fr": "1er tour, 2 à l'écart", "en": "1st round, 2 in your discard"},
    "lesson18.bare_king": {
        "fr": "Un roi accompagné de {small} petites cartes de sa couleur passe le premier tour de cette couleur dans "
              "{kept} des donnes ; le même roi sec, ces {small} cartes à l'écart : {bare}. Dans les deux cas, "
              "{out} cartes de la couleur sont dehors contre lui (C1, P3) : les écarter ne met pas le roi en "
              "danger. Et le roi sec, une fois encaissé, vous laisse sans carte de la couleur : une coupe "
              "franche, où vous coupez (P3).",
        "en": "A king kept with {small} small cards of its suit survives the first round of that suit in {kept} "
              "of deals; the same king bare, those {small} cards in your discard: {bare}. Either way {out} cards "
              "of the suit are out against it (C1, P3): discarding them puts the king in no danger. And a bare "
              "king, once cashed, leaves you without a card of its suit: a void, where you trump (P3)."},
    # --- the chances that shape a bid (cell 13) ----------------------------------------------
    "lesson18.col.event": {"fr": "événement", "en": "event"},
    "lesson18.event.petit_sec_table": {"fr": "Donne annulée pour un Petit sec (D4)",
                                       "en": "A deal is cancelled for a petit sec (D4)"},
    "lesson18.event.petit_sec_seat": {"fr": "Votre main est un Petit sec (D4)",
                                      "en": "Your hand is a petit sec (D4)"},
    "lesson18.event.chien_bout": {"fr": "Au moins un bout au chien (C2)",
                                  "en": "The chien holds at least one bout (C2)"},
    "lesson18.event.chien_king": {"fr": "Au moins un roi au chien", "en": "The chien holds at least one king"},
    "lesson18.event.no_bout": {"fr": "Vous ne recevez aucun bout", "en": "You are dealt no bout at all"},
    "lesson18.event.poignee": {"fr": "Votre main peut montrer une poignée (B1, B2)",
                               "en": "Your hand can show a poignée (B1, B2)"},
    "lesson18.event.triple": {"fr": "… une triple poignée ({n})", "en": "… a triple poignée ({n})"},
    # --- the best poignée (cell 15 and the last exercise) ------------------------------------
    "lesson18.col.trumps": {"fr": "atouts", "en": "trumps"},
    "lesson18.col.excuse": {"fr": "Excuse", "en": "Excuse"},
    "lesson18.col.best": {"fr": "meilleure poignée", "en": "best poignée"},
    "lesson18.level.none": {"fr": "aucune", "en": "none"},
    "lesson18.level.simple": {"fr": "simple", "en": "simple"},
    "lesson18.level.double": {"fr": "double", "en": "double"},
    "lesson18.level.triple": {"fr": "triple", "en": "triple"},
    # --- exercise: three rounds of trumps (C1, P2) -------------------------------------------
    "lesson18.three.q": {"fr": "Vous avez {mine} atouts après votre écart, aucun à l'écart. Quelle est la "
                               "probabilité que trois tours d'atout fassent tomber tous ceux de la défense ?",
                         "en": "You hold {mine} trumps after your discard, none of them discarded. "
                               "What is the chance that three rounds of trumps draw all the defence's trumps?"},
    "lesson18.three.right": {"fr": "C1, P2 : {out} atouts dehors ; trois tours suffisent quand le défenseur le "
                                   "plus long en a 3 au plus : {p}.",
                             "en": "C1, P2: {out} trumps out; three rounds are enough when the longest defender "
                                   "holds 3 or fewer: {p}."},
    "lesson18.three.opposite": {"fr": "P2 : c'est la probabilité qu'un défenseur ait encore un atout après trois "
                                      "tours — l'inverse.",
                                "en": "P2: that is the chance that some defender still has a trump after three "
                                      "rounds — the opposite."},
    "lesson18.three.hint": {"fr": "P2 : chaque tour prend un atout à chaque défenseur qui en a ; additionnez les "
                                  "répartitions dont la main la plus longue en a 3 au plus.",
                            "en": "P2: each round takes one trump from every defender who has one, so add the "
                                  "splits whose longest hand holds 3 or fewer."},
    "lesson18.three.solution": {"fr": "{trumps} − {mine} = {out} atouts dehors (C1). Trois tours suffisent pour "
                                      "les répartitions {parts} : {p} en tout.",
                                "en": "{trumps} − {mine} = {out} trumps out (C1). Three rounds suffice for the "
                                      "splits {parts}: {p} in all."},
    # --- exercise: a third round? (C1, P2, the bot's draw_trumps) ----------------------------
    "lesson18.third.caption": {"fr": "Vos cartes maintenant (aucun atout à l'écart)",
                               "en": "Your cards now (no trump in your discard)"},
    "lesson18.third.q": {"fr": "Vous aviez {held} atouts et vous avez joué les deux tours ci-dessus. "
                               "Jouez-vous un troisième tour d'atout ?",
                         "en": "You started with {held} trumps and have led the two rounds above. "
                               "Do you lead a third round of trumps?"},
    "lesson18.third.count": {"fr": "C1 : {trumps} − {mine} en main − {led} que vous avez joués − {fallen} de la "
                                   "défense = {out} dehors",
                             "en": "C1: {trumps} − {mine} in your hand − {led} you led − {fallen} from the "
                                   "defence = {out} out"},
    "lesson18.third.none": {"fr": "{count} : il n'en reste aucun, un atout joué ne prendrait rien.",
                            "en": "{count}: none is left, so a trump led would catch nothing."},
    "lesson18.third.draw": {"fr": "{count}, et vous en avez {mine}, plus que la défense : rejouez atout, "
                                  "l'{card} (draw_trumps).",
                            "en": "{count}, and you hold {mine}, more than the defence: draw again, with the "
                                  "{card} (draw_trumps)."},
    "lesson18.third.stop": {"fr": "{count}, et vous n'en avez que {mine} : pas plus que la défense, vous "
                                  "finiriez court (draw_trumps).",
                            "en": "{count}, and you hold only {mine}: not more than the defence, so drawing "
                                  "would leave you short (draw_trumps)."},
    # --- exercise: cash the king now? (P3) ---------------------------------------------------
    "lesson18.cash.q": {"fr": "Vous avez le {king} et {others} autre(s) carte(s) de sa couleur ; {discarded} "
                              "carte(s) de la couleur sont à votre écart. Quelle est la probabilité que le roi ne "
                              "soit pas coupé si vous le jouez maintenant, au premier tour de la couleur ?",
                        "en": "You hold the {king} and {others} other card(s) of its suit; {discarded} card(s) of "
                              "the suit are in your discard. What is the chance that the king is not trumped if "
                              "you lead it now, at the first round of the suit?"},
    "lesson18.cash.right": {"fr": "P3 : {out} cartes de la couleur dehors ; aucun défenseur n'a de coupe franche dans {p} "
                                  "des donnes, et personne ne peut couper.",
                            "en": "P3: {out} cards of the suit are out; no defender is void in {p} of deals, and "
                                  "then nobody may trump."},
    "lesson18.cash.second": {"fr": "P3 : c'est la probabilité au deuxième tour de la couleur ; ici c'est le "
                                   "premier.",
                             "en": "P3: that is the chance at the second round of the suit; now it is the first."},
    "lesson18.cash.void": {"fr": "P3 : c'est la probabilité qu'un défenseur ait une coupe franche — le danger du roi.",
                           "en": "P3: that is the chance that a defender is void — the king's danger."},
    "lesson18.cash.hint": {"fr": "P3 : {suit} cartes par couleur (C1), moins les vôtres et votre écart : le reste "
                                 "est à la défense ; le roi passe si chaque défenseur en a une.",
                           "en": "P3: {suit} cards in a suit (C1) − yours − your discard leave the defence its "
                                 "cards; the king survives when each defender has one."},
    "lesson18.cash.solution": {"fr": "{suit} − {in_hand} − {discarded} = {out} cartes de la couleur chez les "
                                     "défenseurs ; tous trois en ont une dans {p_first} des donnes (P3). Attendez "
                                     "un tour et cela tombe à {p_second} : jouez-le tout de suite (cash_a_king).",
                               "en": "{suit} − {in_hand} − {discarded} = {out} cards of the suit among the "
                                     "defenders; all three hold one in {p_first} of deals (P3). Wait one round and "
                                     "it falls to {p_second}: cash it now (cash_a_king)."},
    # --- exercise: a king in the chien (D3, E3) ----------------------------------------------
    "lesson18.king.q": {"fr": "Vous demandez une Garde Sans : personne ne voit le chien (E3). D'après le tableau "
                              "ci-dessus, quelle est la probabilité qu'il contienne au moins un roi ?",
                        "en": "You bid a Garde Sans: nobody sees the chien (E3). Using the table above, what is "
                              "the chance that it holds at least one king?"},
    "lesson18.king.right": {"fr": "D3 : 1 − P(aucun roi) = 1 − {p0} = {p}.",
                            "en": "D3: 1 − P(no king) = 1 − {p0} = {p}."},
    "lesson18.king.exactly_one": {"fr": "D3 : c'est la probabilité d'exactement un roi ; « au moins un » compte "
                                        "aussi 2, 3 et 4 rois.",
                                  "en": "D3: that is the chance of exactly one king; 'at least one' also counts "
                                        "2, 3 and 4 kings."},
    "lesson18.king.hint": {"fr": "D3 : additionnez les lignes de 1, 2, 3 et 4 rois — ou, plus vite, faites 1 "
                                 "moins la ligne « 0 roi ».",
                           "en": "D3: add the rows for 1, 2, 3 and 4 kings — or, quicker, take 1 minus the row "
                                 "for no king."},
    "lesson18.king.solution": {"fr": "D3 : P(au moins un roi) = 1 − {p0} = {rest}, soit {p}.",
                               "en": "D3: P(at least one king) = 1 − {p0} = {rest}, that is {p}."},
    # --- exercise: the best poignée (B1, B2) -------------------------------------------------
    "lesson18.poignee.q.excuse": {"fr": "Une main a {trumps} atouts et l’Excuse. Quelle est la meilleure "
                                        "poignée qu'elle peut montrer ?",
                                  "en": "A hand holds {trumps} trumps and the Excuse. What is the best poignée it "
                                        "can show?"},
    "lesson18.poignee.q.no_excuse": {"fr": "Une main a {trumps} atouts et pas l’Excuse. Quelle est la meilleure "
                                           "poignée qu'elle peut montrer ?",
                                     "en": "A hand holds {trumps} trumps and no Excuse. What is the best poignée "
                                           "it can show?"},
    "lesson18.poignee.plus_excuse": {"fr": "+ l'Excuse ", "en": "+ the Excuse "},
    "lesson18.poignee.right": {"fr": "B1/B2 : {trumps} atouts {plus}= {held} cartes à montrer : {level}.",
                               "en": "B1/B2: {trumps} trumps {plus}= {held} cards to show: {level}."},
    "lesson18.poignee.hint": {"fr": "B2 : l'Excuse peut remplacer un atout qui manque, comptez donc atouts + "
                                    "Excuse ; B1 : {simple} cartes pour une simple, {double} pour une double, "
                                    "{triple} pour une triple.",
                              "en": "B2: the Excuse may stand in for one missing trump, so count trumps + Excuse; "
                                    "B1: a simple needs {simple}, a double {double}, a triple {triple}."},
    "lesson18.poignee.solution": {"fr": "Atouts + Excuse = {held} ; tailles {sizes} (B1) → {level}.",
                                  "en": "Trumps + Excuse = {held}; sizes {sizes} (B1) → {level}."},
}
