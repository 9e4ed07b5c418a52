"""The course's words for the lessons' toolkit (``lesson.*``: tables, exercise reasons, seeds), French and English."""

TEXTS: dict[str, dict[str, str]] = {
    # --- 10 the lessons' toolkit (tarot_course): seeds, tables, exercise reasons ----------
    "lesson.seed": {"fr": "Numéro de donne de cette leçon : {seed}. Relancez le carnet pour de nouvelles donnes ; "
                          "un animateur peut donner les mêmes à toute la salle avec TAROT_LAB_SEED={seed}.",
                    "en": "This lesson's deal number: {seed}. Run the notebook again for new deals; an instructor "
                          "can give the whole room the same ones with TAROT_LAB_SEED={seed}."},
    "lesson.seed_fixed": {"fr": "Numéro de donne fixé par l'animateur (TAROT_LAB_SEED) : {seed}.",
                          "en": "Deal number fixed by the instructor (TAROT_LAB_SEED): {seed}."},
    "lesson.rule": {"fr": "Règle", "en": "Rule"},
    "lesson.unknown_rule": {"fr": "Règle inconnue : « {rule} ». Une règle se cite par son identifiant de RULES.md, "
                                  "par exemple C3, P4 ou S1.",
                            "en": "Unknown rule: '{rule}'. A rule is cited by its RULES.md ID, for example C3, P4 or "
                                  "S1."},
    "lesson.col.card": {"fr": "carte", "en": "card"},
    "lesson.col.kind": {"fr": "nature", "en": "kind"},
    "lesson.col.value": {"fr": "valeur (C3)", "en": "value (C3)"},
    "lesson.col.pair": {"fr": "paire", "en": "pair"},
    "lesson.col.pair_value": {"fr": "compte (C4)", "en": "counts (C4)"},
    "lesson.col.running": {"fr": "total courant", "en": "running total"},
    "lesson.col.example": {"fr": "exemple", "en": "example"},
    "lesson.col.cards": {"fr": "cartes", "en": "cards"},
    "lesson.col.how": {"fr": "comment on compte", "en": "how it counts"},
    "lesson.col.turn": {"fr": "tour", "en": "turn"},
    "lesson.col.seat": {"fr": "qui parle", "en": "who speaks"},
    "lesson.col.bid": {"fr": "annonce", "en": "bid"},
    "lesson.col.multiplier": {"fr": "coefficient (A2)", "en": "multiplier (A2)"},
    "lesson.col.chien": {"fr": "le chien (E1, E3)", "en": "the chien (E1, E3)"},
    "lesson.col.play": {"fr": "jouable ?", "en": "may be played?"},
    "lesson.col.why": {"fr": "pourquoi", "en": "why"},
    "lesson.total": {"fr": "Total", "en": "Total"},
    "lesson.hidden": {"fr": "?", "en": "?"},
    "lesson.yes": {"fr": "oui", "en": "yes"},
    "lesson.no": {"fr": "non", "en": "no"},
    "lesson.pass": {"fr": "passe", "en": "pass"},
    "lesson.chien": {"fr": "Chien", "en": "Chien (the kitty)"},
    "lesson.seat_dealer": {"fr": "Siège {seat} (donneur)", "en": "Seat {seat} (dealer)"},
    "lesson.shown_taken": {"fr": "montré, pris en main, écart de 6 → preneur",
                           "en": "shown, taken into the hand, 6 discarded → taker"},
    "lesson.unseen_taker": {"fr": "pas vu → compte pour le preneur", "en": "unseen → counts for the taker"},
    "lesson.unseen_defence": {"fr": "pas vu → compte pour la défense", "en": "unseen → counts for the defence"},
    "lesson.legal": {"fr": "✓ oui", "en": "✓ yes"},
    "lesson.illegal": {"fr": "✗ non", "en": "✗ no"},
    "lesson.legal_why": {"fr": "rien ne l'interdit", "en": "nothing forbids it"},
    "lesson.points.ok": {"fr": "C3 : {sum} = {total}.", "en": "C3: {sum} = {total}."},
    "lesson.points.bad": {"fr": "C3 : bout ou roi 4,5 ; dame 3,5 ; cavalier 2,5 ; valet 1,5 ; toute autre carte 0,5. "
                                "Ici : {mix}.",
                          "en": "C3: bout or king 4.5, queen 3.5, cavalier 2.5, jack 1.5, any other card 0.5. Here: "
                                "{mix}."},
    "lesson.value.ok": {"fr": "C3 : {card} ({kind}) vaut {value} points.",
                        "en": "C3: {card} ({kind}) is worth {value} points."},
    "lesson.value.bad": {"fr": "C3 : regardez d'abord sa nature : bout, roi, dame, cavalier, valet ou carte basse.",
                         "en": "C3: first say what kind of card it is: bout, king, queen, cavalier, jack or low "
                               "card."},
    "lesson.pack.bad": {"fr": "C3 : additionnez les rois et les bouts ({big} × 4,5), les dames, les cavaliers, les "
                              "valets, puis les {lows} cartes basses à 0,5.",
                        "en": "C3: add up the kings and bouts ({big} × 4.5), the queens, cavaliers and jacks, then "
                              "the {lows} low cards at 0.5."},
    "lesson.pack.ok": {"fr": "C3 : les 78 cartes font {total} points en tout.",
                       "en": "C3: the 78 cards make {total} points in all."},
    "lesson.size.ok": {"fr": "C1 : {n} cartes — 4 couleurs de 14, 21 atouts et l'Excuse.",
                       "en": "C1: {n} cards — 4 suits of 14, 21 trumps and the Excuse."},
    "lesson.size.bad": {"fr": "C1 : comptez 4 couleurs de 14 cartes, puis les atouts de 1 à 21, puis l'Excuse.",
                        "en": "C1: count 4 suits of 14 cards, then the trumps 1 to 21, then the Excuse."},
    "lesson.chien.ok": {"fr": "D3 : {n} cartes au chien, posées une à une pendant la donne.",
                        "en": "D3: {n} cards in the chien, put down one at a time during the deal."},
    "lesson.chien.bad": {"fr": "D3 : 4 × 18 = 72 cartes vont aux joueurs ; le reste du paquet de 78 va au chien.",
                         "en": "D3: 4 × 18 = 72 cards go to the players; the rest of the 78-card pack is the chien."},
    "lesson.bouts.ok": {"fr": "C2 : les bouts sont le Petit (atout 1), le 21 et l'Excuse : {cards}.",
                        "en": "C2: the bouts are the Petit (trump 1), the 21 and the Excuse: {cards}."},
    "lesson.bouts.extra": {"fr": "C2 : {cards} n'est pas un bout. Les bouts : le Petit (atout 1), le 21 et l'Excuse.",
                           "en": "C2: {cards} is not a bout. The bouts: the Petit (trump 1), the 21 and the Excuse."},
    "lesson.bouts.missing": {"fr": "C2 : il manque {n} bout(s) parmi ces cartes (le Petit, le 21, l'Excuse).",
                             "en": "C2: {n} bout(s) among these cards still missing (the Petit, the 21, the Excuse)."},
    "lesson.bouts.count.ok": {"fr": "C2 : {n} bout(s) ici : {cards}.", "en": "C2: {n} bout(s) here: {cards}."},
    "lesson.bouts.count.bad": {"fr": "C2 : ne comptez que le Petit (atout 1), le 21 et l'Excuse.",
                               "en": "C2: count only the Petit (trump 1), the 21 and the Excuse."},
    "lesson.trump.ok": {"fr": "C1 : {card} — {verdict}.", "en": "C1: {card} — {verdict}."},
    "lesson.trump.is": {"fr": "c'est un atout", "en": "a trump"},
    "lesson.trump.not": {"fr": "ce n'est pas un atout : l'Excuse n'a ni couleur ni rang, elle est à part",
                         "en": "not a trump: the Excuse has no suit and no rank, it stands apart"},
    "lesson.pairs.ok": {"fr": "C4 : {steps} → {total}, comme la somme exacte (C3).",
                        "en": "C4: {steps} → {total}, the same as the exact sum (C3)."},
    "lesson.pairs.bad": {"fr": "C4 : associez chaque carte qui compte à une carte basse (roi + basse = 5, dame + "
                               "basse = 4, cavalier + basse = 3, valet + basse = 2), puis les basses deux par deux "
                               "(= 1). Ce tas : {highs} carte(s) qui comptent, {lows} basse(s).",
                         "en": "C4: pair each counting card with a low card (king + low = 5, queen + low = 4, "
                               "cavalier + low = 3, jack + low = 2), then the low cards two by two (= 1). This pile: "
                               "{highs} counting card(s), {lows} low card(s)."},
    "lesson.pairs.line": {"fr": "{cards} → {value} (total courant {total})",
                          "en": "{cards} → {value} (running total {total})"},
    "lesson.pair.ok": {"fr": "C4 : {cards} → {value}.", "en": "C4: {cards} → {value}."},
    "lesson.pair.bad": {"fr": "C4 : {hint}", "en": "C4: {hint}"},
    "lesson.pair.hint.high+high": {"fr": "deux cartes qui comptent ensemble valent la somme de leurs valeurs C3 (ou "
                                         ": leurs valeurs « avec une basse », moins 1).",
                                   "en": "two counting cards together are worth the sum of their C3 values (or: "
                                         "their 'with a low card' values, minus 1)."},
    "lesson.pair.hint.high+low": {"fr": "une carte qui compte avec une basse se lit en nombre entier : roi ou bout "
                                        "5, dame 4, cavalier 3, valet 2.",
                                  "en": "a counting card with a low card reads as a whole number: king or bout 5, "
                                        "queen 4, cavalier 3, jack 2."},
    "lesson.pair.hint.low+low": {"fr": "deux basses font 1.", "en": "two low cards make 1."},
    "lesson.pair.hint.alone": {"fr": "une carte seule compte sa valeur C3.",
                               "en": "a card alone counts its C3 value."},
    "lesson.other.ok": {"fr": "C3 : le paquet fait 91, donc l'autre tas fait 91 − {mine} = {theirs} ; le compte de "
                              "ses cartes donne bien {theirs}.",
                        "en": "C3: the pack makes 91, so the other pile makes 91 − {mine} = {theirs}; counting its "
                              "cards gives {theirs} too."},
    "lesson.other.bad": {"fr": "C3 : les deux tas réunis font tout le paquet, soit 91 points.",
                         "en": "C3: the two piles together are the whole pack: 91 points."},
    "lesson.target.ok": {"fr": "S1 : avec {bouts} bout(s), l'objectif est {target} (0 → 56, 1 → 51, 2 → 41, 3 → 36).",
                         "en": "S1: with {bouts} bout(s) the target is {target} (0 → 56, 1 → 51, 2 → 41, 3 → 36)."},
    "lesson.target.bad": {"fr": "S1 : plus le preneur a de bouts à la fin, moins il lui faut de points ; l'objectif "
                                "va de 56 (aucun bout) à 36 (trois bouts).",
                          "en": "S1: the more bouts the taker holds at the end, the fewer points he needs; the "
                                "target goes from 56 (no bout) down to 36 (three bouts)."},
    "lesson.made.ok": {"fr": "S1 : {points} points pour un objectif de {target} : contrat {verdict}.",
                       "en": "S1: {points} points against a target of {target}: contract {verdict}."},
    "lesson.made.bad": {"fr": "S1 : cherchez d'abord l'objectif pour {bouts} bout(s), puis comparez ; atteindre "
                              "l'objectif tout juste suffit.",
                        "en": "S1: first find the target for {bouts} bout(s), then compare; reaching it exactly is "
                              "enough."},
    "lesson.margin.ok": {"fr": "S2 : |{points} − {target}| = {diff}{rounded} ; marge {margin}.",
                         "en": "S2: |{points} − {target}| = {diff}{rounded}; margin {margin}."},
    "lesson.margin.rounded": {"fr": ", arrondi à l'entier supérieur", "en": ", rounded up to a whole number"},
    "lesson.margin.bad": {"fr": "S2 : la marge est la distance entre les points et l'objectif, arrondie à l'entier "
                                "supérieur s'il reste un demi-point.",
                          "en": "S2: the margin is the distance between the points and the target, rounded up to a "
                                "whole number when a half point is left."},
    "lesson.petit_sec.ok": {"fr": "D4 : {facts} : {verdict}.", "en": "D4: {facts}: {verdict}."},
    "lesson.petit_sec.facts": {"fr": "atouts de la main : {trumps} ; Excuse : {excuse}",
                               "en": "trumps in the hand: {trumps}; Excuse: {excuse}"},
    "lesson.petit_sec.yes": {"fr": "c'est un Petit sec : on annule et on redistribue (les têtes n'y changent rien)",
                             "en": "it is a petit sec, the deal is cancelled (court cards make no difference)"},
    "lesson.petit_sec.no": {"fr": "ce n'est pas un Petit sec, la donne continue",
                            "en": "it is not a petit sec, the deal goes on"},
    "lesson.petit_sec.here": {"fr": "Ici : {facts}.", "en": "Here: {facts}."},
    "lesson.petit_sec.bad": {"fr": "D4 : regardez seulement les atouts et l'Excuse ; les rois et les dames ne "
                                   "comptent pas pour le Petit sec.",
                             "en": "D4: look only at the trumps and the Excuse; kings and queens play no part in a "
                                   "petit sec."},
    "lesson.auction.taker": {"fr": "A3 : preneur {seat}, contrat {contract} (×{k}).",
                             "en": "A3: taker {seat}, contract {contract} (×{k})."},
    "lesson.auction.all_pass": {"fr": "A3 : tout le monde passe ; la donne passe au suivant.",
                                "en": "A3: everybody passes; the deal moves on."},
    "lesson.auction.said": {"fr": "{seat} : {bid}", "en": "{seat}: {bid}"},
    "lesson.auction.order": {"fr": "A1 : dans l'ordre de parole, à partir de la droite du donneur — {bids}.",
                             "en": "A1: in speaking order, starting on the dealer's right — {bids}."},
    "lesson.auction.bad": {"fr": "A1 : on parle une fois chacun, en commençant à droite du donneur ; la dernière "
                                 "annonce la plus forte l'emporte (A3).",
                           "en": "A1: each player speaks once, starting on the dealer's right; the last, highest bid "
                                 "wins (A3)."},
    "lesson.chien.owner": {"fr": "{rule} : en {contract}, le chien compte pour {side}.",
                           "en": "{rule}: in a {contract}, the chien counts for {side}."},
    "lesson.chien.owner.bad": {"fr": "E3 : en Garde Sans, le preneur joue « sans » regarder le chien, mais il reste "
                                     "à lui ; en Garde Contre, le chien part « contre » lui, à la défense.",
                               "en": "E3: in a Garde Sans the taker plays 'without' looking at the chien, but it is "
                                     "still his; in a Garde Contre it goes 'against' him, to the defence."},
    "lesson.discard.solution": {"fr": "Une solution (E2) : {cards}. Parmi vos 24 cartes il y a {n} carte(s) de "
                                      "couleur qui ne sont pas des rois : il faut donc {t} atout(s) dans l'écart.",
                                "en": "One solution (E2): {cards}. Your 24 cards hold {n} suit card(s) other than "
                                      "kings, so the discard needs {t} trump(s)."},
    "lesson.discard.good": {"fr": "Un bon écart, celui du robot simple (sa règle de conduite : faire des coupes) : {advice} "
                                  "{voids} ; ces cartes vous rapportent {points} points, à l'abri dans l'écart (E1).",
                            "en": "A good discard, the basic bot's (its rule of thumb: make voids): {advice} {voids}; "
                                  "these cards bring you {points} points, safe in the discard (E1)."},
    "lesson.discard.voids": {"fr": "Il vous laisse sans {suits} : vous pourrez y couper (P3) ; on ne vide jamais une "
                                   "couleur où l'on a un roi",
                             "en": "It leaves you void in {suits}: you can trump there (P3); a suit where you hold a "
                                   "king is never the one emptied"},
    "lesson.discard.no_void": {"fr": "Ici, aucune couleur sans roi ne peut être vidée en six cartes : il met donc à "
                                     "l'abri les cartes qui valent le plus parmi celles qui peuvent partir",
                               "en": "Here no suit without a king can be emptied in six cards, so it puts away the "
                                     "cards worth most among those that may go"},
    "lesson.discard.same_as_good": {"fr": "C'est aussi l'écart du robot simple : des coupes "
                                          "à faire, des points mis à l'abri, aucun roi ni bout.",
                                    "en": "It is also the basic bot's discard: voids to trump "
                                          "in, points put away, no king and no bout."},
    "lesson.col.trick": {"fr": "pli", "en": "trick"},
    "lesson.col.winner": {"fr": "gagne", "en": "wins"},
    "lesson.col.discard": {"fr": "écart proposé", "en": "proposed discard"},
    "lesson.col.valid": {"fr": "valable ?", "en": "valid?"},
    "lesson.needed.ok": {"fr": "E2 : parmi les 24 cartes, {n} carte(s) de couleur autres que les rois ; il faut donc "
                               "max(0, 6 − {n}) = {needed} atout(s) dans l'écart, montrés à tous.",
                         "en": "E2: among the 24 cards, {n} suit card(s) other than kings; so max(0, 6 − {n}) = "
                               "{needed} trump(s) go into the discard, shown to all."},
    "lesson.needed.bad": {"fr": "E2 : comptez les cartes de couleur qui ne sont pas des rois ; les atouts ne "
                                "comblent que ce qui manque pour faire 6 (jamais un bout ni un roi).",
                          "en": "E2: count the suit cards that are not kings; trumps only fill what is missing to "
                                "make 6 (never a bout, never a king)."},
    "lesson.play.ok": {"fr": "{rules} : rien n'interdit de jouer {card} ici.",
                       "en": "{rules}: nothing forbids playing {card} here."},
    "lesson.play.legal": {"fr": "autorisée ({rules})", "en": "allowed ({rules})"},
    "lesson.winner.trump": {"fr": "P6 : le plus fort atout gagne", "en": "P6: the highest trump wins"},
    "lesson.winner.suit": {"fr": "P6 : sans atout, la carte la plus haute dans la couleur jouée en tête l'emporte ; "
                                 "une carte d'une autre couleur ne gagne jamais",
                           "en": "P6: with no trump, the highest card of the suit led wins; a card of another suit "
                                 "never wins"},
    "lesson.winner.bad": {"fr": "P6 : y a-t-il un atout dans le pli ? Sinon, quelle couleur a été demandée ? (Si "
                                "l'Excuse est en tête, c'est la carte suivante qui la donne, X2.)",
                          "en": "P6: is there a trump in the trick? If not, which suit was led? (If the Excuse "
                                "leads, the next card sets the suit, X2.)"},
    "lesson.legal.ok": {"fr": "Jouables : {cards} ({rules}).", "en": "Playable: {cards} ({rules})."},
    "lesson.legal.extra": {"fr": "{why} {card} reste donc dans votre main.",
                           "en": "{why} So {card} stays in your hand."},
    "lesson.legal.refused": {"fr": "{rule} : {title} — ce qui écarte {cards}.",
                             "en": "{rule}: {title} — which rules out {cards}."},
    "lesson.legal.missing": {"fr": "Il manque {n} carte(s) jouable(s). N'oubliez pas l'Excuse (X1).",
                             "en": "{n} playable card(s) missing. Do not forget the Excuse (X1)."},
    "lesson.led.ok": {"fr": "X2 : l'Excuse en tête ne donne pas la couleur ; c'est la carte suivante qui la donne : "
                            "{card}.",
                      "en": "X2: the Excuse leading sets no suit; the next card does: {card}."},
    "lesson.led.first": {"fr": "Sans Excuse en tête, la première carte donne la couleur : {card}.",
                         "en": "Without the Excuse leading, the first card sets the suit: {card}."},
    "lesson.led.bad": {"fr": "X2 : l'Excuse n'a pas de couleur ; si elle ouvre le pli, regardez la carte suivante.",
                       "en": "X2: the Excuse has no suit; when it opens the trick, look at the next card."},
    # --- lesson 17 (issue 14): looking back at a deal (tarot_course.looking_back) --------------
    "lesson.warm.overtrump": {"fr": "Leçon 4 : vous êtes en défense. Le preneur a entamé le {led}, votre partenaire "
                                    "a coupé avec l'{trumped}. Pouvez-vous jouer l'{low} ?",
                              "en": "Lesson 4: you defend. The taker led the {led}, your partner trumped with the "
                                    "{trumped}. May you play the {low}?"},
    "lesson.warm.target": {"fr": "Leçon 6 : le preneur finit avec **{bouts} bout(s)**. Combien de points lui "
                                 "faut-il ?",
                           "en": "Lesson 6: the taker ends with **{bouts} bout(s)**. How many points does he need?"},
    "lesson.back.unknown": {"fr": "La leçon 17 n'a pas de donne « {name} » (ses donnes : {names}).",
                            "en": "Lesson 17 has no deal '{name}' (its deals: {names})."},
    "lesson.back.bad_trick": {"fr": "Numéro de pli impossible : {value} (un nombre entier de 1 à {last}, E4).",
                              "en": "No such trick: {value} (a whole number from 1 to {last}, E4)."},
    "lesson.back.not_in_trick": {"fr": "« {card} » n'est pas une carte du pli {trick} de cette donne.",
                                 "en": "'{card}' is not a card of trick {trick} of this deal."},
    "lesson.back.no_turn": {"fr": "Dans cette analyse, aucune carte n'a fait basculer le contrat.",
                            "en": "In this review, no card turned the contract."},
    "lesson.back.choice": {"fr": "{card} (siège {seat})", "en": "{card} (seat {seat})"},
    "lesson.back.trick.ok": {"fr": "S1–S3 : exact, le pli {trick}. Au début de ce pli, le meilleur jeu des deux camps réussissait encore le contrat ; après une carte de ce pli, plus jamais (S avec le meilleur jeu : {before}, puis {after}).",
                             "en": "S1–S3: right, trick {trick}. When it began, best play by both sides still made the contract; after one card of that trick, it never could again (S with best play: {before}, then {after})."},
    "lesson.back.trick.bad": {"fr": "S1–S3 : pas ce pli. Dans le panneau d'analyse, cherchez la carte avant laquelle le contrat se réussit encore avec le meilleur jeu, et après laquelle il chute.",
                              "en": "S1–S3: not that trick. In the analysis panel, look for the card before which best play still makes the contract, and after which it fails."},
    "lesson.back.card.ok": {"fr": "S3 : c'est elle. L'analyse dit : {line}.", "en": "S3: that is the one. The review says: {line}."},
    "lesson.back.card.other": {"fr": "S3 : pas celle-ci. L'analyse dit : {line}.", "en": "S3: not this one. The review says: {line}."},
    "lesson.back.card.one": {"fr": "S3 : choisissez une seule carte, celle qui a fait basculer le contrat.",
                             "en": "S3: choose a single card, the one that turned the contract."},
    "lesson.back.card.bad": {"fr": "S3 : le preneur n'a pas joué cette carte dans les plis analysés ; choisissez l'une des cartes qu'il y a jouées.",
                             "en": "S3: the taker did not play that card in the tricks the review judged; choose one he played there."},
    "lesson.back.cost.ok": {"fr": "S3 : {before} − ({after}) = {cost}. C'est ce que la carte a coûté au preneur : le meilleur S avant elle, moins le meilleur S après.",
                            "en": "S3: {before} − ({after}) = {cost}. That is what the card cost the taker: the best S before it, minus the best S after it."},
    "lesson.back.cost.bad": {"fr": "S3 : pour le preneur, le coût d'une carte est le meilleur S avant elle moins le meilleur S après elle, signes compris.",
                             "en": "S3: for the taker, a card's cost is the best S before it minus the best S after it, signs included."},
    "lesson.back.saved.no": {"fr": "S1–S3 : non. Dès le pli {trick}, le meilleur jeu des deux camps laisse le contrat chuté à chaque carte (meilleur S {S} à la première).",
                             "en": "S1–S3: no. From trick {trick} on, best play by both sides leaves the contract failed at every card (best S {S} at the first one)."},
    "lesson.back.saved.yes": {"fr": "S1–S3 : oui. Au pli {trick}, avant {card}, le meilleur jeu réussissait encore le contrat (meilleur S {S}).",
                              "en": "S1–S3: yes. In trick {trick}, before {card}, best play still made the contract (best S {S})."},
    "lesson.back.saved.bad": {"fr": "S1–S3 : relisez le meilleur S de chaque carte analysée : le contrat se réussit-il avec le meilleur jeu à l'une d'elles ?",
                              "en": "S1–S3: read the best S of every card the review judged: does best play make the contract at any of them?"},
    "lesson.back.whatif.none": {"fr": "Pas de « et si » en cours : choisissez une autre carte dans le lecteur.",
                                "en": "No \"what if\" on show: pick another card in the replayer."},
    "lesson.back.whatif.made": {"fr": "Et si, au pli {trick}, le siège {seat} avait joué {card} au lieu de {instead} ? Avec le meilleur jeu des deux camps ensuite, S = {S} : contrat réussi. Donne réelle : S = {real}.",
                                "en": "What if, in trick {trick}, seat {seat} had played {card} instead of {instead}? With best play by both sides from there, S = {S}: the contract is made. The real deal: S = {real}."},
    "lesson.back.whatif.failed": {"fr": "Et si, au pli {trick}, le siège {seat} avait joué {card} au lieu de {instead} ? Avec le meilleur jeu des deux camps ensuite, S = {S} : contrat chuté. Donne réelle : S = {real}.",
                                  "en": "What if, in trick {trick}, seat {seat} had played {card} instead of {instead}? With best play by both sides from there, S = {S}: the contract fails. The real deal: S = {real}."},
    # a warm-up question asked in several lessons (3 and 5)
    "lesson.warm.card_value": {"fr": "Leçon 1 : combien de points vaut cette carte ?",
                               "en": "Lesson 1: how many points is this card worth?"},
    # X3: the card given in exchange for the Excuse (checks.excuse_exchange_check)
    "lesson.exchange.bad": {"fr": "X3 : la première carte à 0,5 point gagnée par ce camp, dans l'ordre des plis (la "
                                  "FFT dit seulement « une carte à 0,5 point » : « la première » est la convention "
                                  "du cours) — regardez ses plis précédents (jamais l'écart, jamais le chien).",
                            "en": "X3: the first card worth 0.5 that this side won, in trick order (the FFT says "
                                  "only \"a 0.5-point card\": \"the first\" is the course's convention) — look "
                                  "through its earlier tricks (never the discard, never the chien)."},
    # the warm-up question on the Excuse in the last trick (X5), asked in several lessons
    "lesson.x5.prefix": {"fr": "Leçon {lesson} : ", "en": "Lesson {lesson}: "},
    # {who}: the core's side.taker or lesson.x5.defender; {winner}: side_words (the core's side names)
    "lesson.x5.defender": {"fr": "un défenseur", "en": "a defender"},
    "lesson.x5.question": {"fr": "{who} joue l'Excuse au dernier pli, et {winner:the} gagne ce pli. "
                                 "Quel camp finit avec l'Excuse ?",
                           "en": "{who} plays the Excuse to the last trick, and {winner:the} wins that trick. "
                                 "Which side ends with the Excuse?"},
    "lesson.x5.reason": {"fr": "X5 : jouée au dernier pli, l'Excuse passe dans l'autre camp, peu importe "
                               "qui remporte ce pli.",
                         "en": "X5: played to the last trick, the Excuse changes sides, whoever wins that "
                               "trick."},
    "lesson.next_dealer.cancelled": {"fr": "D4 : le Petit sec fait annuler la donne, et c'est le voisin de droite du "
                                           "donneur qui distribue la suivante : {seat}.",
                                     "en": "D4: a petit sec cancels the deal, and the player on the dealer's right "
                                           "deals the next one: {seat}."},
    "lesson.next_dealer.misdeal": {"fr": "D5 : une maldonne ne compte pas, et le même donneur recommence : {seat}.",
                                   "en": "D5: a misdeal does not count, and the same dealer deals again: {seat}."},
    "lesson.next_dealer.bad": {"fr": "D4, D5 : après un Petit sec, la donne passe au joueur suivant, à droite (D1) ; "
                                     "après une maldonne, personne ne change de place.",
                               "en": "D4, D5: after a petit sec the deal moves on to the next player, on the right "
                                     "(D1); after a misdeal nobody changes places."},
    # the basic bot's rules of thumb named in the lessons' prose (in italics), in words rather than code names
    "lesson.rule_name.bid_by_count": {"fr": "annoncer selon le barème",
                                      "en": "bid by the count"},
    "lesson.rule_name.bid_modern": {"fr": "annoncer comme les joueurs d'aujourd'hui",
                                    "en": "bid as today's players do"},
    "lesson.rule_name.discard_for_voids": {"fr": "écarter pour se faire des coupes",
                                           "en": "discard for voids"},
    "lesson.rule_name.draw_trumps": {"fr": "faire tomber les atouts",
                                     "en": "draw the trumps"},
    "lesson.rule_name.cash_a_king": {"fr": "encaisser un roi",
                                     "en": "cash a king"},
    "lesson.rule_name.save_the_petit": {"fr": "sauver le Petit en danger",
                                        "en": "save the Petit in danger"},
    "lesson.rule_name.keep_petit_for_last": {"fr": "garder le Petit pour le dernier pli",
                                             "en": "keep the Petit for the last trick"},
    "lesson.rule_name.keep_petit_out_of_danger": {"fr": "garder le Petit hors de danger",
                                                  "en": "keep the Petit out of danger"},
    "lesson.rule_name.excuse_before_last": {"fr": "l'Excuse avant le dernier pli",
                                            "en": "the Excuse before the last trick"},
    "lesson.rule_name.lowest_when_lost": {"fr": "la plus petite carte sur un pli perdu",
                                          "en": "the lowest card on a lost trick"},
    "lesson.rule_name.make_taker_trump": {"fr": "faire couper le preneur",
                                          "en": "make the taker trump"},
    "lesson.rule_name.give_points_to_partner": {"fr": "des points sur le pli sûr d'un partenaire",
                                                "en": "points onto a partner's sure trick"},
    "lesson.rule_name.win_cheaply": {"fr": "gagner au moindre coût",
                                     "en": "win cheaply"},
    "lesson.rule_name.opening_lead": {"fr": "l'entame de la défense",
                                      "en": "the defence's opening lead"},
    "lesson.rule_name.hunt_the_petit": {"fr": "la chasse au Petit",
                                        "en": "the hunt for the Petit"},
    "lesson.rule_name.keep_trumps_to_cut": {"fr": "garder ses atouts pour couper",
                                            "en": "keep your trumps to cut"},
    "lesson.rule_name.secure_the_contract": {"fr": "contrat assuré : encaisser ses maîtresses",
                                             "en": "contract secured: cash your masters"},
}
