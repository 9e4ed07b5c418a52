"""The course's words for lesson 23 (playing at five: the called king), French and English
(tarot_course.other_tables); the table sizes and the score hint serve lesson 24 too."""

TEXTS: dict[str, dict[str, str]] = {
    # V1–V3: a table's sizes, from the core's Table
    "lesson23.sizes": {"fr": "V1–V3 : à {players} joueurs, {hand} cartes chacun, distribuées {packet} par {packet}, "
                             "un chien de {chien} ; {tricks} plis ; {total} cartes en tout ; poignées de {poignees} "
                             "atouts.",
                       "en": "V1–V3: at {players} players, {hand} cards each, dealt {packet} at a time, a chien of "
                             "{chien}; {tricks} tricks; {total} cards in all; poignées of {poignees} trumps."},
    # V4, R8: the call
    "lesson23.call.may": {"fr": "V4 : ce preneur peut appeler {cards}.", "en": "V4: this taker may call {cards}."},
    "lesson23.call.ok": {"fr": "V4 : {card} peut être appelée.", "en": "V4: {card} may be called."},
    "lesson23.call.all": {"fr": "Avec cette main, le preneur peut appeler : {cards}.",
                          "en": "With this hand the taker may call: {cards}."},
    "lesson23.call.q": {"fr": "Vous prenez à cinq avec la main ci-dessus (vos 15 cartes, le chien pas encore vu). "
                              "Pouvez-vous appeler {card} ?",
                        "en": "You take at five with the hand above (your 15 cards, the chien not seen yet). May "
                              "you call {card}?"},
    "lesson23.call.hint": {"fr": "V4 : un roi toujours ; une dame seulement avec les quatre rois ; un cavalier avec "
                                 "les quatre rois et les quatre dames (R8 pour le valet). Comptez les rois de la main.",
                           "en": "V4: a king always; a queen only with the four kings; a cavalier with the four kings "
                                 "and the four queens (R8 for the jack). Count the hand's kings."},
    # a deal the bots played (V4, V5, V9)
    "lesson23.deal.call": {"fr": "{taker} prend ({contract}) et appelle {card}.",
                           "en": "{taker} takes ({contract}) and calls {card}."},
    "lesson23.deal.partner": {"fr": "V5 : la carte appelée tombe au pli {trick} : son partenaire était {partner}.",
                              "en": "V5: the called card falls in trick {trick}: his partner was {partner}."},
    "lesson23.deal.alone": {"fr": "V5 : la carte appelée était dans sa propre main (tombée au pli {trick}) : il joue "
                                  "seul contre quatre.{partner}",
                            "en": "V5: the called card was in his own hand (it fell in trick {trick}): he plays alone "
                                  "against four.{partner}"},
    "lesson23.deal.chien": {"fr": "V5, R7 : la carte appelée était au chien : il joue seul contre quatre.{partner}",
                            "en": "V5, R7: the called card was in the chien: he plays alone against four.{partner}"},
    "lesson23.deal.points": {"fr": "V7 : l'attaque (le preneur, et son partenaire s'il en a un) fait {points} points "
                                   "avec {bouts} bout(s), pour un objectif de {target}.",
                             "en": "V7: the attack (the taker, and his partner if he has one) made {points} points "
                                   "with {bouts} bout(s), against a target of {target}."},
    "lesson23.trick": {"fr": "Pli {n} : {leader} entame ; {cards} ; gagné par {winner}.",
                       "en": "Trick {n}: {leader} leads; {cards}; won by {winner}."},
    # V5: who is the partner after trick N
    "lesson23.partner.q": {"fr": "Voici les {trick} premiers plis d'une autre donne à cinq : {taker} a appelé {card}. "
                                 "Après le pli {trick}, qui la table sait-elle être le partenaire ?",
                           "en": "Here are the first {trick} tricks of another deal at five: {taker} called {card}. "
                                 "After trick {trick}, whom does the table know to be the partner?"},
    "lesson23.partner.unknown": {"fr": "personne ne le sait encore", "en": "nobody knows yet"},
    "lesson23.partner.alone": {"fr": "le preneur est seul", "en": "the taker is alone"},
    "lesson23.partner.ok.unknown": {"fr": "V5 : {card} n'a pas encore été joué au pli {trick} ; le partenaire se "
                                          "tait, personne ne sait encore.",
                                    "en": "V5: {card} has not been played by trick {trick}; the partner keeps "
                                          "silent, nobody knows yet."},
    "lesson23.partner.ok.alone": {"fr": "V5 : {card} est tombé au pli {trick}, de la main du preneur : il joue seul.",
                                  "en": "V5: {card} fell in trick {trick}, from the taker's own hand: he plays alone."},
    "lesson23.partner.ok.count": {"fr": "V5, R7 : {card} était au chien, que personne ne voit avant le décompte en "
                                        "Garde Sans ou Contre : le preneur jouait seul.",
                                  "en": "V5, R7: {card} was in the chien, which nobody sees before the count in a "
                                        "Garde Sans or Contre: the taker was playing alone."},
    "lesson23.partner.ok.chien": {"fr": "V5, R7 : {card} était au chien, vu de tous quand il a été montré : le "
                                        "preneur joue seul.",
                                  "en": "V5, R7: {card} was in the chien, seen by all when it was shown: the taker "
                                        "plays alone."},
    "lesson23.partner.ok.seat": {"fr": "V5 : {card} est tombé au pli {trick}, joué par {seat} : c'est le "
                                       "partenaire.",
                                 "en": "V5: {card} fell in trick {trick}, played by {seat}: that is the partner."},
    "lesson23.partner.hint": {"fr": "V5 : cherchez {card} dans les plis ; tant qu'il n'est pas tombé, le partenaire "
                                    "ne se montre pas.",
                              "en": "V5: look for {card} in the tricks; until it falls, the partner does not show "
                                    "himself."},
    # V9: a score at five
    "lesson23.score.q.taker": {"fr": "À cinq, {contract}, l'attaque fait {points} points avec {bouts} bout(s){alone}. "
                                     "Combien marque le preneur ?",
                               "en": "At five, {contract}, the attack makes {points} points with {bouts} bout(s)"
                                     "{alone}. What does the taker score?"},
    "lesson23.score.q.partner": {"fr": "À cinq, {contract}, l'attaque fait {points} points avec {bouts} bout(s){alone}. "
                                       "Combien marque le partenaire ?",
                                 "en": "At five, {contract}, the attack makes {points} points with {bouts} bout(s)"
                                       "{alone}. What does the partner score?"},
    "lesson23.score.q.defender": {"fr": "À cinq, {contract}, l'attaque fait {points} points avec {bouts} bout(s)"
                                        "{alone}. Combien marque chaque défenseur ?",
                                  "en": "At five, {contract}, the attack makes {points} points with {bouts} bout(s)"
                                        "{alone}. What does each defender score?"},
    "lesson23.score.alone": {"fr": ", le preneur seul (la carte appelée était à lui)",
                             "en": ", the taker alone (the called card was his)"},
    "lesson23.score.hint": {"fr": "S1–S3 comme à quatre pour S, puis V9 : la part de chacun à {players} joueurs.",
                            "en": "S1–S3 as at four for S, then V9: each one's share at {players} players."},
    # V11, worked
    "lesson23.v11.partner": {"fr": "Avec un partenaire :", "en": "With a partner:"},
    "lesson23.v11.alone": {"fr": "Les mêmes faits, le preneur seul :", "en": "The same facts, the taker alone:"},
    "lesson23.v11.failed": {"fr": "Garde, 40½ points avec 2 bouts :", "en": "Garde, 40½ points with 2 bouts:"},
    "lesson23.v11.by_seat": {"fr": "Par siège (preneur au siège {taker}, partenaire au siège {partner}) : {scores} ; "
                                   "somme {total}.",
                             "en": "By seat (taker in seat {taker}, partner in seat {partner}): {scores}; sum "
                                   "{total}."},
    "lesson23.first_trick": {"fr": "V6 : au premier pli, {card} ne peut pas être entamé : {reason}",
                             "en": "V6: at the first trick, {card} may not lead: {reason}"},
    "lesson23.practice.fallback": {"fr": "Cette donne, jouée par cinq robots, carte par carte :",
                                   "en": "This deal, played by five bots, card by card:"},
}
TEXTS.update({
    "lesson23.chien": {"fr": "Le chien", "en": "The chien"},
    "lesson23.taker_hand": {"fr": "La main du preneur, {seat}, telle que distribuée",
                            "en": "The taker's hand, {seat}, as dealt"},
    "lesson23.first.hand": {"fr": "{seat} entame le premier pli avec {cards} ; la carte appelée est {called}.",
                            "en": "{seat} leads the first trick holding {cards}; the called card is {called}."},
    "lesson23.first.none": {"fr": "V6 : il n'a aucune carte de la couleur appelée ; rien ne lui est interdit.",
                            "en": "V6: he holds no card of the called suit; nothing is refused to him."},
    "lesson23.deal.unplayed": {"fr": "V1 : cette donne n'a pas été jouée jusqu'au bout (pas de preneur).",
                               "en": "V1: this deal was not played to the end (no taker)."},
    "lesson23.first.may": {"fr": "V6 : il peut entamer {cards}.", "en": "V6: he may lead {cards}."},
})
