"""The course's words for lesson 14, French and English."""

TEXTS: dict[str, dict[str, str]] = {
    # --- lesson 14 (issue 16): the taker's play (tarot_course.taker_play) ------------------
    "lesson14.unknown": {"fr": "La leçon 14 n'a pas de donne « {name} » (ses donnes : {names}).",
                         "en": "Lesson 14 has no deal '{name}' (its deals: {names})."},
    "lesson14.bad_trick": {"fr": "Pas de carte du preneur au pli {value} dans cette donne (un pli de 1 à {last}, E4).",
                           "en": "No card of the taker in trick {value} of this deal (a trick from 1 to {last}, E4)."},
    "lesson14.bad_seed": {"fr": "Numéro de donne impossible : {value} (un nombre entier positif, D2).",
                          "en": "No such deal number: {value} (a whole number, 0 or more, D2)."},
    "lesson14.no_excuse": {"fr": "Au pli {trick}, le preneur de cette donne ne peut pas jouer l'Excuse (la question se pose au pli {last}, X6).",
                           "en": "In trick {trick} the taker of this deal cannot play the Excuse (the question arises in trick {last}, X6)."},
    "lesson14.col.leads": {"fr": "entame", "en": "leads"},
    "lesson14.col.follows": {"fr": "répond", "en": "follows"},
    "lesson14.col.out": {"fr": "atouts dehors", "en": "trumps out"},
    "lesson14.col.why": {"fr": "pourquoi cette carte (le robot simple)", "en": "why this card (the basic bot)"},
    "lesson14.count.ok": {"fr": "C1, P2 : {out}. Sur les 21 atouts, vous en avez {mine} en main, {played} sont déjà tombés et {aside} dorment dans votre écart : il en reste {out} chez les défenseurs.",
                          "en": "C1, P2: {out}. Of the 21 trumps, you hold {mine}, {played} have already been played and {aside} lie in your discard: {out} are still out, in the defenders' hands."},
    "lesson14.count.bad": {"fr": "C1, P2 : partez des 21 atouts ; ôtez les vôtres, ceux déjà tombés (regardez chaque pli) et ceux de votre écart.",
                           "en": "C1, P2: start from the 21 trumps; take away yours, those already played (look at every trick) and any in your discard."},
    "lesson14.lead.one": {"fr": "P1 : choisissez une seule carte de votre main, celle que vous entameriez.",
                          "en": "P1: choose a single card of your hand, the one you would lead."},
    "lesson14.lead.ok": {"fr": "{rules} : oui, c'est l'entame du robot simple. {advice}",
                         "en": "{rules}: yes, that is the basic bot's lead. {advice}"},
    "lesson14.lead.equal": {"fr": "{rules} : aussi bonne que l'entame du robot simple, qui serait : {advice}",
                            "en": "{rules}: as good as the basic bot's lead, which would be: {advice}"},
    "lesson14.lead.bad": {"fr": "{rules} : pas l'entame du robot simple. {hint}",
                          "en": "{rules}: not the basic bot's lead. {hint}"},
    "lesson14.lead.search": {"fr": "Meilleur jeu des deux camps, toutes les mains connues (S3) : après votre carte, S = {mine} ; après la meilleure entame, S = {best}.",
                             "en": "Best play by both sides, all hands known (S3): after your card, S = {mine}; after the best lead, S = {best}."},
    "lesson14.lead.solution": {"fr": "Le robot simple : {advice} Meilleur jeu, toutes les mains connues (S3) : S = {best} ; après l'entame du robot, S = {bot}.",
                               "en": "The basic bot: {advice} Best play, all hands known (S3): S = {best}; after the bot's lead, S = {bot}."},
    "lesson14.lead.solution_far": {"fr": "Le robot simple : {advice} (La recherche exacte ne juge qu'à partir du pli {n} : trop de suites possibles avant.)",
                                   "en": "The basic bot: {advice} (The exact search judges only from trick {n} on: too many ways to play on before that.)"},
    "lesson14.hint.draw_trumps": {"fr": "Comptez les atouts encore dehors et comparez avec les vôtres : qui en a le plus ?",
                                  "en": "Count the trumps still out and compare them with yours: who holds more?"},
    "lesson14.hint.cash_a_king": {"fr": "Un roi dont la couleur n'a pas encore été jouée : combien de temps restera-t-il à l'abri d'une coupe ?",
                                  "en": "A king whose suit has not been played yet: how long will it stay safe from a trump?"},
    "lesson14.hint.lead_long_suit": {"fr": "Plus un atout dehors : les vôtres serviront à couper. Que donner sans rien perdre ?",
                                     "en": "No trump left out: yours will serve to trump. What can you give away for nothing?"},
    "lesson14.hint.keep_petit_for_last": {"fr": "Reste-t-il un atout dehors qui puisse prendre le Petit ?",
                                           "en": "Is any trump left out that could take the Petit?"},
    "lesson14.hint.excuse_before_last": {"fr": "Que devient l'Excuse jouée au dernier pli (X5) ?",
                                         "en": "What becomes of the Excuse played to the last trick (X5)?"},
    "lesson14.hint.lowest_when_lost": {"fr": "Rien à gagner ici : quelle carte coûte le moins ?",
                                       "en": "Nothing to win here: which card costs least?"},
    "lesson14.hint.make_taker_trump": {"fr": "Quelle couleur le preneur n'a-t-il plus ?",
                                       "en": "Which suit has the taker shown he lacks?"},
    "lesson14.hint.only_card": {"fr": "Une seule carte est permise ici.", "en": "Only one card may be played here."},
    "lesson14.excuse.keep": {"fr": "X5, X6 : oui, gardez-la : votre camp a fait tous les plis. {advice}",
                             "en": "X5, X6: yes, keep it: your side has won every trick. {advice}"},
    "lesson14.excuse.play": {"fr": "X5, X6 : non. Jouée au dernier pli, l'Excuse changerait de camp, quel que soit le gagnant du pli ; jouée maintenant, elle vous reste. {advice}",
                             "en": "X5, X6: no. Played to the last trick, the Excuse would change sides, whoever wins that trick; played now, it stays yours. {advice}"},
    "lesson14.excuse.bad": {"fr": "X5, X6 : que devient l'Excuse jouée au dernier pli, si votre camp n'a pas fait tous les plis ?",
                            "en": "X5, X6: what becomes of the Excuse played to the last trick, when your side has not won every trick?"},
    "lesson14.no_taker": {"fr": "Aucune donne de {first} à {last} ne fait du siège {seat} le preneur (A1–A3).",
                          "en": "No deal from {first} to {last} makes seat {seat} the taker (A1–A3)."},
    # --- the notebook's own sentences (issue 23 §1: the cells ask for them) -----------------------
    "lesson14.result": {"fr": "Le siège {seat} prend une {contract} et finit avec {points} points et {bouts} bout(s) : "
                              "{verdict}, S = {S}.",
                        "en": "Seat {seat} takes a {contract} and ends with {points} points and {bouts} bout(s): "
                              "{verdict}, S = {S}."},
    "lesson14.verdict.made": {"fr": "réussi", "en": "made"},
    "lesson14.verdict.failed": {"fr": "chuté", "en": "failed"},
    "lesson14.caption.lead": {"fr": "Siège {seat}, le preneur, avant d'entamer le pli {trick}",
                              "en": "Seat {seat}, the taker, before his lead to trick {trick}"},
    "lesson14.quiz.out": {"fr": "Pli {trick} : le preneur a {mine} atouts. Combien en reste-t-il dehors, contre lui ?",
                          "en": "Trick {trick}: the taker holds {mine} trumps. How many trumps are still out against "
                                "him?"},
    "lesson14.quiz.none_out": {"fr": "Pli {trick} : plus aucun atout dehors contre vous. Quelle carte entamez-vous ?",
                               "en": "Trick {trick}: no trump is left out against you. Which card do you lead?"},
    "lesson14.his_discard": {"fr": "Son écart : {cards}.", "en": "His discard: {cards}."},
    "lesson14.caption.before": {"fr": "Les cartes du preneur avant le pli {trick}",
                                "en": "The taker's cards before trick {trick}"},
    "lesson14.quiz.bot_lead": {"fr": "Pli {trick} de la deuxième donne : le preneur entame de nouveau. Quelle carte le "
                                     "robot simple entamerait-il ?",
                               "en": "Trick {trick} of the second deal: the taker leads again. Which card would the "
                                     "basic bot lead?"},
    "lesson14.king_fate": {"fr": "Pli {trick} : {king}, {how} ; le pli va {who} ({card}).",
                           "en": "Trick {trick}: {king}, {how}; the trick goes to {who} ({card})."},
    "lesson14.king.led": {"fr": "qu'il entame", "en": "led by him"},
    "lesson14.king.followed": {"fr": "sur l'entame d'un défenseur", "en": "played to a defender's lead"},
    "lesson14.king.won": {"fr": "au preneur", "en": "the taker"},
    "lesson14.king.lost": {"fr": "à la défense", "en": "the defence"},
    "lesson14.petit_kept": {"fr": "Plis {tricks} : le Petit reste en main.", "en": "Tricks {tricks}: the Petit stays in hand."},
    "lesson14.still_out": {"fr": "Atouts encore dehors contre lui : {n}.", "en": "Trumps still out against him: {n}."},
    "lesson14.quiz.lead": {"fr": "Pli {trick} : quelle carte entamez-vous ?", "en": "Trick {trick}: which card do you lead?"},
    "lesson14.caption.last_two": {"fr": "Les deux dernières cartes du preneur", "en": "The taker's last two cards"},
    "lesson14.quiz.excuse": {"fr": "Le preneur n'a pas fait tous les plis. Doit-il garder l'Excuse pour le dernier ?",
                             "en": "The taker has not won every trick. Should he keep the Excuse for the last trick?"},
    # --- issue 24 §1: a lost king told from the deal; the Petit kept for the last trick --------------------
    "lesson14.no_deal": {"fr": "Aucune donne de {first} à {last} ne montre ce que la leçon 14 dit de la donne « {name} ».",
                         "en": "No deal from {first} to {last} shows what lesson 14 says of its deal '{name}'."},
    "lesson14.nothing": {"fr": "rien", "en": "nothing"},
    "lesson14.king_story.void": {
        "fr": "{king} : il a gardé {kept} et écarté {discarded}. {out} cartes de la couleur étaient dehors contre "
              "le roi, autant que s'il avait gardé ses {n} cartes : le roi passe le premier tour dans {p} des donnes, "
              "dans un cas comme dans l'autre (C1, P3). L'écart n'y est pour rien : le siège {seats} n'avait aucune "
              "carte de la couleur dès la donne ; il a coupé la première entame de la couleur (pli {first}), et le "
              "roi est tombé au pli {fell}.",
        "en": "{king}: he kept {kept} and discarded {discarded}. {out} cards of the suit were out against the king, "
              "as many as had he kept all {n} of his: the king survives the first round in {p} of deals either way "
              "(C1, P3). The discard did not doom it: seat {seats} held no card of the suit from the deal, trumped "
              "its first lead (trick {first}), and the king fell in trick {fell}."},
    "lesson14.king_story.later": {
        "fr": "{king} : il a gardé {kept} et écarté {discarded}. {out} cartes de la couleur étaient dehors contre "
              "le roi ; aucun défenseur n'en manquait dès la donne (premier tour : {p} des donnes, C1, P3). La "
              "couleur a été jouée dès le pli {first}, et le roi, attendu trop tard, est tombé au pli {fell}.",
        "en": "{king}: he kept {kept} and discarded {discarded}. {out} cards of the suit were out against the king; "
              "no defender lacked the suit from the deal (first round: {p} of deals, C1, P3). The suit was played "
              "from trick {first}, and the king, kept too long, fell in trick {fell}."},
    "lesson14.petit.kept": {"fr": "Le Petit gardé pour le dernier pli (le robot simple) : {pab} ; écart {margin}, "
                                  "S = {S}.",
                            "en": "The Petit kept for the last trick (the basic bot): {pab}; margin {margin}, "
                                  "S = {S}."},
    "lesson14.petit.early": {"fr": "Le Petit joué au pli {trick}, la même donne sinon : {pab} ; écart {margin}, "
                                   "S = {S}.",
                             "en": "The Petit played in trick {trick}, the deal otherwise the same: {pab}; "
                                   "margin {margin}, S = {S}."},
    "lesson14.petit.pab": {"fr": "petit au bout (B5)", "en": "petit au bout (B5)"},
    "lesson14.petit.no_pab": {"fr": "pas de petit au bout", "en": "no petit au bout"},
    # --- issue 24 §1: counting points during play, the short-trump plan, the Excuse as a flexible card ----
    "lesson14.col.cards": {"fr": "les cartes du pli", "en": "the trick's cards"},
    "lesson14.caption.won": {"fr": "Les plis gagnés par le preneur", "en": "The tricks the taker has won"},
    "lesson14.quiz.points": {"fr": "Après le pli {trick} : combien de points le preneur a-t-il déjà, plis gagnés "
                                   "et écart ensemble ?",
                             "en": "After trick {trick}: how many points does the taker have so far, his tricks "
                                   "and his discard together?"},
    "lesson14.points.ok": {"fr": "C3, E1 : {total} — {tricks} dans ses plis, {discard} dans son écart. Avec {bouts} "
                                 "bout(s) gagné(s), son objectif est {target} (S1) : il lui manque {needed} points.",
                           "en": "C3, E1: {total} — {tricks} in his tricks, {discard} in his discard. With {bouts} "
                                 "bout(s) won his target is {target} (S1): he still needs {needed} points."},
    "lesson14.points.bad": {"fr": "C3, E1 : additionnez les points des cartes de ses plis (roi 4,5, dame 3,5, "
                                  "cavalier 2,5, valet 1,5, bout 4,5, autre carte 0,5) et ceux de son écart.",
                            "en": "C3, E1: add the points of the cards in his tricks (king 4.5, queen 3.5, cavalier "
                                  "2.5, jack 1.5, bout 4.5, any other card 0.5) and those of his discard."},
    "lesson14.secured": {"fr": "Après le pli {trick}, le preneur a {total} points et {bouts} bout(s) gagné(s) : "
                               "objectif {target} atteint (S1). Le contrat est fait, quoi qu'il arrive dans les "
                               "{left} derniers plis.",
                         "en": "After trick {trick} the taker has {total} points and {bouts} bout(s) won: target "
                               "{target} reached (S1). The contract is made, whatever happens in the last {left} "
                               "tricks."},
    "lesson14.secured.never": {"fr": "Le preneur n'atteint jamais son objectif avant la fin (S1).",
                               "en": "The taker never reaches his target before the end (S1)."},
    "lesson14.quiz.draw": {"fr": "Pli {trick} : le preneur entame pour la première fois. Doit-il jouer atout pour "
                                 "faire tomber ceux de la défense ?",
                           "en": "Trick {trick}: the taker leads for the first time. Should he lead a trump, to "
                                 "draw the defence's?"},
    "lesson14.draw.no": {"fr": "C1, P2 : non. Il a {mine} atouts, la défense {out} : chaque tour d'atout lui en "
                               "coûte un pour trois au plus, et il lui en faudrait pour couper. Il garde les siens "
                               "pour couper dans ses coupes franches. {advice}",
                         "en": "C1, P2: no. He holds {mine} trumps, the defence {out}: every round costs him one for "
                               "three at most, and he would run out before they do. He keeps his to trump in his "
                               "voids. {advice}"},
    "lesson14.draw.yes": {"fr": "C1, P2 : oui. Il a {mine} atouts, la défense {out} : il en a plus qu'elle. {advice}",
                          "en": "C1, P2: yes. He holds {mine} trumps, the defence {out}: more than they have. "
                                "{advice}"},
    "lesson14.draw.bad": {"fr": "C1, P2 : comptez ses atouts et ceux qui sont dehors : qui en a le plus ?",
                          "en": "C1, P2: count his trumps and those still out: who holds more?"},
    "lesson14.trumped": {"fr": "Pli {trick} : un défenseur entame ({led}), le preneur coupe ({card}) et fait le pli.",
                         "en": "Trick {trick}: a defender leads ({led}), the taker trumps ({card}) and wins it."},
    "lesson14.quiz.flex": {"fr": "Pli {trick} : quelle carte jouez-vous ?", "en": "Trick {trick}: which card do you play?"},
    "lesson14.flex.one": {"fr": "P1 : choisissez une seule carte de votre main.",
                          "en": "P1: choose a single card of your hand."},
    "lesson14.flex.ok": {"fr": "X1, P4 : oui, c'est le meilleur jeu. {search}",
                         "en": "X1, P4: yes, that is the best play. {search}"},
    "lesson14.flex.bad": {"fr": "X1, P4 : pas le meilleur jeu. Ce pli est-il à vous, de toute façon ? {search}",
                          "en": "X1, P4: not the best play. Can this trick be yours anyway? {search}"},
    "lesson14.flex.search": {"fr": "Meilleur jeu des deux camps, toutes les mains connues (S3) : après votre carte, "
                                   "S = {mine} ; après la meilleure, S = {best}.",
                             "en": "Best play by both sides, all hands known (S3): after your card, S = {mine}; "
                                   "after the best one, S = {best}."},
    "lesson14.flex.solution": {"fr": "Meilleure carte : {cards} (S = {best}, toutes les mains connues, S3). Le robot "
                                     "simple joue {bot} (S = {bot_S}) : {advice}",
                               "en": "Best card: {cards} (S = {best}, all hands known, S3). The basic bot plays "
                                     "{bot} (S = {bot_S}): {advice}"},
}
