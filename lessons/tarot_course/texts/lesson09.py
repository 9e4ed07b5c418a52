"""The course's words for lesson 9 (bonuses), French and English (tarot_course.bonuses)."""

TEXTS: dict[str, dict[str, str]] = {
    # --- warm-ups ------------------------------------------------------------------------------
    "lesson09.warm.score": {"fr": "Leçon 8 : {contract}, S = {S}. Combien marque le preneur ?",
                            "en": "Lesson 8: {contract}, S = {S}. What does the taker score?"},
    "lesson09.hint.score": {"fr": "S4 : le preneur joue seul contre trois, il marque donc 3 × S — signe compris.",
                            "en": "S4: the taker plays alone against three, so he scores 3 × S — sign included."},
    # --- B1–B2: showing a poignée ----------------------------------------------------------------
    "lesson09.caption.hand": {"fr": "Les {n} cartes du siège {seat}", "en": "Seat {seat}'s {n} cards"},
    "lesson09.caption.shown": {"fr": "Ce qu'il a montré", "en": "What he showed"},
    "lesson09.caption.ten_and_excuse": {"fr": "La main : 10 atouts et l'Excuse",
                                        "en": "The hand: 10 trumps and the Excuse"},
    "lesson09.attempt.ten": {"fr": "les 10 atouts", "en": "the 10 trumps"},
    "lesson09.attempt.nine_and_excuse": {"fr": "9 atouts + l'Excuse", "en": "9 trumps + the Excuse"},
    "lesson09.attempt.eleven": {"fr": "11 cartes (10 atouts + l'Excuse)", "en": "11 cards (10 trumps + the Excuse)"},
    "lesson09.attempt.eight_and_excuse": {"fr": "8 atouts + l'Excuse", "en": "8 trumps + the Excuse"},
    "lesson09.col.shown": {"fr": "montré", "en": "shown"},
    "lesson09.col.valid": {"fr": "valable", "en": "valid"},
    "lesson09.col.reason": {"fr": "raison du moteur", "en": "the core's reason"},
    # --- B5: the petit au bout, made or failed -----------------------------------------------------
    "lesson09.made": {"fr": "fait", "en": "made"},
    "lesson09.failed": {"fr": "chuté", "en": "failed"},
    "lesson09.col.last_trick": {"fr": "dernier pli gagné par", "en": "last trick won by"},
    "lesson09.side.taker": {"fr": "le preneur", "en": "taker"},
    "lesson09.side.defence": {"fr": "la défense", "en": "defence"},
    "lesson09.col.pab": {"fr": "petit au bout dans S", "en": "petit au bout in S"},
    # --- B7–B8: slams ---------------------------------------------------------------------------
    "lesson09.slam.announced_made": {"fr": "annoncé, réussi", "en": "announced, made"},
    "lesson09.slam.unannounced_made": {"fr": "non annoncé, réussi", "en": "not announced, made"},
    "lesson09.slam.announced_failed": {"fr": "annoncé, non réussi", "en": "announced, not made"},
    "lesson09.slam.defence": {"fr": "chelem de la défense, sans annonce", "en": "defence slam, not announced"},
    "lesson09.col.slam": {"fr": "chelem", "en": "slam"},
    "lesson09.col.slam_part": {"fr": "part du chelem dans S", "en": "slam part of S"},
    # --- exercises -------------------------------------------------------------------------------
    "lesson09.q.pab_failed": {"fr": "{contract} : qu'ajoute le petit au bout à S, après le coefficient ?",
                              "en": "{contract}: what does the petit au bout add to S, after the multiplier?"},
    "lesson09.hint.pab_failed": {"fr": "B5 : +10 pour le camp du preneur même si le contrat chute, puis × le "
                                       "coefficient du contrat (A2).",
                                 "en": "B5: +10 for the taker's side even when the contract fails, then × the "
                                       "contract's multiplier (A2)."},
    "lesson09.size.none": {"fr": "aucune", "en": "nothing"},
    "lesson09.size.simple": {"fr": "une simple ({size})", "en": "a simple ({size})"},
    "lesson09.size.double": {"fr": "une double ({size})", "en": "a double ({size})"},
    "lesson09.size.triple": {"fr": "une triple ({size})", "en": "a triple ({size})"},
    "lesson09.q.largest": {"fr": "Quelle est la plus grosse poignée que cette main peut montrer ?",
                           "en": "What is the largest poignée this hand may show?"},
    "lesson09.and_excuse": {"fr": " et l’Excuse", "en": " and the Excuse"},
    "lesson09.ok.largest": {"fr": "B1–B2 : {n} atouts{excuse} : {size}.", "en": "B1–B2: {n} trumps{excuse}: {size}."},
    "lesson09.hint.largest": {"fr": "B1–B2 : comptez les atouts ; l'Excuse peut remplacer un atout manquant. {sizes}.",
                              "en": "B1–B2: count the trumps; the Excuse may replace one missing trump. {sizes}."},
    "lesson09.q.show": {"fr": "Cette main a {n} atouts{excuse}. Choisissez les cartes à montrer pour la plus grosse "
                              "poignée possible, puis Vérifier.",
                        "en": "This hand holds {n} trumps{excuse}. Select the cards to show for the largest poignée "
                              "it may show, then Check."},
    "lesson09.show.more": {"fr": "B1 : {reason} Mais cette main peut montrer plus : {size}.",
                           "en": "B1: {reason} But this hand can show more: {size}."},
    "lesson09.show.solution": {"fr": "B1–B2 : {size}, faite de {cards}.", "en": "B1–B2: {size}, made of {cards}."},
    # {who}: side_words (who showed it), {poignee}: the core's poignee.N, {result}: replay.made / replay.failed
    "lesson09.q.b4": {"fr": "Une {poignee} a été montrée par {who:the} ; la {contract} du preneur : {result}. "
                            "Qu'ajoute la poignée à S (S compte pour le preneur : + l'avantage) ?",
                      "en": "A {poignee} was shown by {who:the}; the taker's {contract}: {result}. What does the "
                            "poignée add to S (S counts for the taker: + helps him)?"},
    "lesson09.hint.b4": {"fr": "B4 : la poignée va au camp qui gagne la donne, quel que soit celui qui l'a montrée, "
                               "sans multiplication.",
                         "en": "B4: a poignée goes to the side that wins the deal, whoever showed it, and is not "
                               "multiplied."},
    "lesson09.q.b5": {"fr": "La {contract} du preneur : {result} ; le Petit gagne le dernier pli pour {side:the}. "
                            "Qu'ajoute le petit au bout à S après le coefficient ?",
                      "en": "The taker's {contract}: {result}; the Petit wins the last trick for {side:the}. What "
                            "does the petit au bout add to S after the multiplier?"},
    "lesson09.hint.b5": {"fr": "B5 : 10 pour le camp qui gagne le dernier pli avec le Petit (+ pour le preneur, − "
                               "pour la défense), quel que soit le résultat, × le coefficient.",
                         "en": "B5: 10 for the side that wins the last trick with the Petit (+ for the taker, − for "
                               "the defence), whatever the result, × the multiplier."},
    "lesson09.q.slam": {"fr": "{contract} : le preneur {said} a fait tous les plis, avec {points} points et {bouts} "
                              "bouts ; aucune autre prime. Combien vaut S ?",
                        "en": "{contract}: the taker {said} won every trick, with {points} points and {bouts} bouts; "
                              "no other bonus. What is S?"},
    "lesson09.slam.said": {"fr": "a annoncé un chelem et", "en": "announced a slam and"},
    "lesson09.slam.not_said": {"fr": "n'a pas annoncé de chelem mais", "en": "did not announce a slam but"},
    "lesson09.hint.slam": {"fr": "B7, S3 : d'abord (25 + marge) × le coefficient (leçon 8), puis la prime de chelem, "
                                 "ajoutée telle quelle : elle n'est jamais multipliée.",
                           "en": "B7, S3: first (25 + margin) × the multiplier (lesson 8), then the slam bonus, added "
                                 "as it is: it is never multiplied."},
    "lesson09.proof.multiplier": {"fr": "S3 : Prise S = ({prise_base} {prise_pab:+}) × {prise_x} + {prise_poignee} = "
                                        "{prise_S} ; Garde Contre S = ({contre_base} {contre_pab:+}) × {contre_x} + "
                                        "{contre_poignee} = {contre_S}.",
                                  "en": "S3: Prise S = ({prise_base} {prise_pab:+}) × {prise_x} + {prise_poignee} = "
                                        "{prise_S}; Garde Contre S = ({contre_base} {contre_pab:+}) × {contre_x} + "
                                        "{contre_poignee} = {contre_S}."},
    # bonuses.multiplier_exercise: a Prise drawn by the core, the same facts in a Garde Contre
    "lesson09.q.multiplier": {"fr": "Une Prise : le preneur finit avec **{points} points** et **{bouts} bout(s)**, le "
                                    "Petit gagne le dernier pli pour {side:the} et une {poignee} a été montrée : "
                                    "S = {S}. Les mêmes faits en **Garde Contre** : combien vaut S ?",
                              "en": "A Prise: the taker ends with **{points} points** and **{bouts} bout(s)**, the "
                                    "Petit wins the last trick for {side:the} and a {poignee} was shown: S = {S}. "
                                    "The same facts in a **Garde Contre**: what is S?"},
    "lesson09.hint.multiplier": {"fr": "S3 : S = (25 + marge ± petit au bout) × le coefficient du contrat, puis + la "
                                       "poignée, sans multiplication (B4).",
                                 "en": "S3: S = (25 + margin ± petit au bout) × the contract's multiplier, then + the "
                                       "poignée, not multiplied (B4)."},
    "lesson09.q.excuse_last": {"fr": "Le preneur a fait {won} des {before} premiers plis et entame l'Excuse au "
                                     "dernier. L'Excuse gagne-t-elle ce pli ?",
                               "en": "The taker has won {won} of the first {before} tricks and leads the Excuse to "
                                     "the last one. Does the Excuse win that trick?"},
    "lesson09.excuse_last.no": {"fr": "X6 : l'Excuse ne gagne le dernier pli que pour un camp qui a fait les {before} "
                                      "plis précédents ; avec {won}, elle ne le gagne pas : la carte suivante donne "
                                      "la couleur (X2) et l'Excuse change de camp (X5).",
                                "en": "X6: the Excuse wins the last trick only for a side that won all {before} "
                                      "earlier tricks; with {won}, it does not win: the next card sets the suit "
                                      "(X2) and the Excuse changes sides (X5)."},
    "lesson09.hint.excuse_last": {"fr": "X2 est la règle générale (la carte suivante donne la couleur) ; X6 est "
                                        "l'exception : laquelle s'applique après {won} plis gagnés ?",
                                  "en": "X2 is the general rule (the next card sets the suit); X6 is the exception: "
                                        "which one applies after {won} tricks won?"},
}
