"""The drawing floor's words, French and English: the printable handout (``handout.*``) and the
HTML reports (``report.*``).

One catalogue per floor (issue 23 §2): these texts are registered with
:mod:`tarot_core.catalogue` when the ``render`` package is imported, so :func:`~tarot_core.catalogue.text`
finds them; the rules floor below never needs them.
"""
from __future__ import annotations

from ..catalogue import register

TEXTS: dict[str, dict[str, str]] = {
    "report.score": {"fr": "Marque : S = {S}", "en": "Score: S = {S}"},
    "report.col.trick": {"fr": "Pli", "en": "Trick"},
    "report.col.leader": {"fr": "Entame", "en": "Leader"},
    "report.col.cards": {"fr": "Cartes", "en": "Cards"},
    "report.col.winner": {"fr": "Gagnant", "en": "Winner"},
    "report.event": {"fr": "{rule} : pli {trick}, siège {seat} : {event} ({card})",
                     "en": "{rule}: trick {trick}, seat {seat}: {event} ({card})"},
    # The printable one-page summary (render.handout, `tarot handout`): its headings and sentences
    "handout.title": {"fr": "Le tarot en une page", "en": "French Tarot on one page"},
    "handout.subtitle": {"fr": "Règles de la FFT à quatre joueurs. Chaque règle porte son identifiant (C3, S1…), le même "
                                "que dans le cours et dans « tarot rules » ; tous les chiffres sortent du moteur de Tarot Lab.",
                         "en": "FFT rules, four players. Each rule carries its ID (C3, S1 …), the same as in the course; "
                               "the command “tarot rules” lists them all. Every figure comes from Tarot Lab's rules engine."},
    "handout.footer": {"fr": "Tarot Lab · page produite par « tarot handout » à partir du moteur de règles : elle ne peut pas le contredire.",
                       "en": "Tarot Lab · made by “tarot handout” from the rules engine, so it cannot disagree with it."},
    "handout.h.cards": {"fr": "Les cartes et ce qu'elles valent", "en": "The cards and what they are worth"},
    "handout.h.pairs": {"fr": "Compter par paires", "en": "Counting in pairs"},
    "handout.h.targets": {"fr": "L'objectif selon les bouts", "en": "The target"},
    "handout.h.contracts": {"fr": "Les contrats et le chien", "en": "The contracts and the chien"},
    "handout.h.trick": {"fr": "Au pli : ce qu'on doit jouer", "en": "At a trick: what you must play"},
    "handout.h.score": {"fr": "La marque", "en": "The score"},
    "handout.h.bonuses": {"fr": "Les primes", "en": "The bonuses"},
    "handout.col.kind": {"fr": "carte", "en": "card"},
    "handout.col.cards": {"fr": "exemples", "en": "for example"},
    "handout.col.points": {"fr": "points", "en": "points"},
    "handout.col.bouts": {"fr": "bouts du preneur", "en": "taker's bouts"},
    "handout.col.target": {"fr": "points à faire", "en": "points needed"},
    "handout.col.contract": {"fr": "contrat", "en": "contract"},
    "handout.col.multiplier": {"fr": "coeff.", "en": "mult."},
    "handout.col.chien": {"fr": "le chien", "en": "the chien"},
    "handout.col.pab": {"fr": "petit au bout", "en": "petit au bout"},
    "handout.col.poignee": {"fr": "poignée", "en": "poignée"},
    "handout.col.trumps": {"fr": "atouts montrés", "en": "trumps shown"},
    "handout.col.bonus": {"fr": "prime", "en": "bonus"},
    "handout.col.slam": {"fr": "chelem (tous les plis)", "en": "slam (chelem: every trick)"},
    "handout.col.in_s": {"fr": "dans S", "en": "in S"},
    "handout.cards.low": {"fr": "Carte basse : de l'as au 10 dans une couleur, et tous les atouts sauf le Petit et le 21.",
                          "en": "Low card: ace to 10 of a suit, and every trump but the Petit and the 21."},
    "handout.cards.total": {"fr": "Le jeu complet vaut {total} points : preneur + défense = {total}, c'est la preuve du compte.",
                            "en": "The whole pack is worth {total} points, so taker + defence = {total}: the check of any count."},
    "handout.pairs.intro": {"fr": "Chaque bout ou figure va avec une carte basse, et l'on ne compte que des entiers :",
                            "en": "Put each bout or court card with a low card, and count in whole numbers only:"},
    "handout.pairs.row": {"fr": "{a} + {b} = {value}", "en": "{a} + {b} = {value}"},
    "handout.pairs.high": {"fr": "Plus de cartes basses ? Deux cartes qui comptent vont ensemble pour la somme moins 1 : "
                                 "{a} + {b} = {x} + {y} − 1 = {value}.",
                           "en": "No low card left? Two counting cards go together for their sum minus 1: "
                                 "{a} + {b} = {x} + {y} − 1 = {value}."},
    "handout.targets.note": {"fr": "Comptent les bouts que le camp du preneur détient à la fin de la donne, pas ceux qu'il "
                                   "a reçus. Atteindre tout juste l'objectif suffit.",
                             "en": "The bouts that count are those the taker's side holds at the end of the deal, not "
                                   "those dealt. Reaching the target exactly is enough."},
    "handout.chien.shown.taker": {"fr": "retourné, pris en main ; l'écart compte pour le preneur",
                                  "en": "shown, taken into the hand; the discard counts for the taker"},
    "handout.chien.unseen.taker": {"fr": "personne ne le voit ; il compte pour le preneur",
                                   "en": "nobody sees it; it counts for the taker"},
    "handout.chien.unseen.defence": {"fr": "personne ne le voit ; il compte pour la défense",
                                     "en": "nobody sees it; it counts for the defence"},
    "handout.trick.played": {"fr": "Exemple : sur la table,", "en": "Example: on the table,"},
    "handout.trick.hand": {"fr": "et dans votre main :", "en": "and in your hand:"},
    "handout.trick.legal": {"fr": "Vous pouvez jouer", "en": "You may play"},
    "handout.trick.not": {"fr": "interdites :", "en": "not allowed:"},
    "handout.formula": {"fr": "S = (±({base} + marge) ± {pab} petit au bout) × coefficient ± poignées + chelem",
                        "en": "S = (±({base} + margin) ± {pab} petit au bout) × multiplier ± poignées + slam"},
    "handout.formula.signs": {"fr": "+ si le contrat est fait, − s'il chute ; petit au bout + pour le camp du preneur, − pour "
                                    "la défense ; les poignées prennent le signe du camp qui gagne la donne.",
                              "en": "+ if the contract is made, − if it fails; petit au bout + for the taker's side, − for "
                                    "the defence; poignées take the sign of the side that wins the deal."},
    "handout.split": {"fr": "Le preneur marque {k} × S, chaque défenseur −S : chaque donne fait zéro.",
                      "en": "The taker scores {k} × S, each defender −S: every deal sums to zero."},
    "handout.example.facts": {"fr": "Exemple : {contract}, le preneur finit avec {points} points et {bouts}, le petit au bout "
                                    "est pour {side}, une {poignee} a été montrée :",
                              "en": "Worked example: {contract}, the taker ends with {points} points and {bouts}, petit au "
                                    "bout won by {side}, a {poignee} shown:"},
    "handout.pab": {"fr": "Petit au bout : le Petit dans le dernier pli rapporte {pab} × coefficient au camp qui remporte ce "
                          "pli, quel que soit celui qui l'a joué, que le contrat soit fait ou chuté.",
                    "en": "Petit au bout: the Petit in the last trick earns {pab} × the multiplier for the side that wins "
                          "that trick, whoever played it, made or failed."},
    "handout.slam.announced_made": {"fr": "annoncé et réussi", "en": "announced and made"},
    "handout.slam.made": {"fr": "réussi sans annonce", "en": "made, not announced"},
    "handout.slam.announced_failed": {"fr": "annoncé mais manqué", "en": "announced, not made"},
    # R4 is a ruling (no source decides who may announce): the handout says so (issue 24 §1)
    "handout.slam.note": {"fr": "Le chelem s'annonce après l'écart et avant la première carte ; seul le preneur "
                                "l'annonce (décision R4 : aucune source ne tranche) ; ces primes ne sont jamais "
                                "multipliées et ne dépendent pas du contrat.",
                          "en": "A slam is announced after the discard and before the first card; only the taker "
                                "announces one (ruling R4: no source decides); these bonuses are never multiplied "
                                "and do not depend on the contract."},
    "handout.slam.defence": {"fr": "Chelem de la défense : {v} dans S, soit {each} pour chaque défenseur et {taker} pour le preneur.",
                             "en": "Defence slam: {v} in S, that is {each} for each defender and {taker} for the taker."},
    "handout.help": {"fr": "l'aide-mémoire imprimable (une page A4, en HTML) tiré du moteur : valeurs, contrats, marque, primes ; "
                           "à 3, 4 ou 5 joueurs (--players)",
                     "en": "the printable summary (one A4 page, as HTML) drawn from the engine: values, contracts, score, bonuses; "
                           "at 3, 4 or 5 players (--players)"},
    "handout.help.four_colour": {"fr": "cartes du jeu à quatre couleurs (♦ orange, ♣ vert)",
                                 "en": "cards of the four-colour pack (♦ orange, ♣ green)"},
    # The handout at three and five players (`tarot handout --players 3|5`, issue 25): V1–V11, R6–R9
    "handout.title.table": {"fr": "Le tarot à {n} joueurs en une page", "en": "French Tarot for {n} players on one page"},
    "handout.subtitle.table": {"fr": "Règles de la FFT à {n} joueurs (V1–V11) : ce que cette page ne change pas se joue comme "
                                     "à quatre. Chaque règle porte son identifiant, le même que dans le cours et dans "
                                     "« tarot rules » ; tous les chiffres sortent du moteur de Tarot Lab.",
                               "en": "FFT rules for {n} players (V1–V11): whatever this page does not change is played as at "
                                     "four. Each rule carries its ID, the same as in the course; the command “tarot rules” "
                                     "lists them all. Every figure comes from Tarot Lab's rules engine."},
    "handout.h.table": {"fr": "La table et la donne", "en": "The table and the deal"},
    "handout.table.deal": {"fr": "{n} joueurs : {hand} cartes chacun, distribuées par {packet}, et un chien de {chien} cartes "
                                 "posées une à une (jamais la première ni la dernière du paquet) : {n} × {hand} + {chien} = {cards}.",
                           "en": "{n} players: {hand} cards each, dealt {packet} at a time, and a chien of {chien} cards put "
                                 "aside one at a time (never the first or last card of the pack): {n} × {hand} + {chien} = {cards}."},
    "handout.table.play": {"fr": "Le preneur écarte autant de cartes que le chien en apporte : {discard}. Chacun joue toute sa "
                                 "main : {tricks} plis de {size} cartes.",
                           "en": "The taker discards as many cards as the chien brought: {discard}. Everyone plays a full "
                                 "hand: {tricks} tricks of {size} cards."},
    "handout.h.call": {"fr": "L'appel (à cinq)", "en": "The call (five players)"},
    "handout.call.when": {"fr": "Après les enchères, avant de montrer le chien (Garde Sans, Garde Contre : avant la première "
                                "carte), le preneur appelle une carte selon sa main donnée, chien non compris ; un roi "
                                "toujours, même un des siens.",
                          "en": "After the auction, before the chien is shown (Garde Sans, Garde Contre: before the first "
                                "card), the taker calls a card by his hand as dealt, the chien not counted; a king always, "
                                "even one he holds."},
    "handout.col.holds": {"fr": "sa main contient", "en": "his hand holds"},
    "handout.col.may_call": {"fr": "il peut appeler", "en": "he may call"},
    "handout.call.anything": {"fr": "peu importe", "en": "anything"},
    "handout.call.held": {"fr": "{n} × {kind}", "en": "{n} × {kind}"},
    "handout.call.kinds": {"fr": "{kinds} ({count} cartes)", "en": "{kinds} ({count} cards)"},
    "handout.call.partner": {"fr": "Celui qui détient la carte appelée est le partenaire du preneur, en secret : il ne se "
                                   "déclare pas, les camps se découvrent quand la carte est jouée. Carte dans la main du "
                                   "preneur ou au chien : le preneur joue seul contre quatre.",
                             "en": "Whoever holds the called card is the taker's partner, in secret: he may not say so, and "
                                   "the camps are known when the card is played. The card in the taker's hand or in the "
                                   "chien: the taker plays alone against four."},
    "handout.h.first": {"fr": "Le premier pli (à cinq)", "en": "The first trick (five players)"},
    "handout.first.example": {"fr": "Exemple : {card} appelé ; à l'entame du pli 1, avec",
                              "en": "Example: {card} called; leading trick 1 with"},
    "handout.col.seat": {"fr": "joueur", "en": "player"},
    "handout.col.share": {"fr": "marque", "en": "scores"},
    "handout.col.with_partner": {"fr": "avec partenaire", "en": "with a partner"},
    "handout.col.alone": {"fr": "preneur seul", "en": "taker alone"},
    "handout.seat.partner": {"fr": "son partenaire", "en": "his partner"},
    "handout.seat.defender": {"fr": "chaque défenseur", "en": "each defender"},
    "handout.share": {"fr": "{k} × S", "en": "{k} × S"},
    "handout.example.table": {"fr": "Exemple : {contract}, l'attaque finit avec {points} points et {bouts} :",
                              "en": "Worked example: {contract}, the attack ends with {points} points and {bouts}:"},
    "handout.example.alone": {"fr": "La même donne, le preneur seul :", "en": "The same deal, the taker alone:"},
    "handout.example.failed": {"fr": "Autre exemple : {contract}, l'attaque finit avec {points} points et {bouts} :",
                               "en": "Another: {contract}, the attack ends with {points} points and {bouts}:"},
    "handout.slam.defence.table": {"fr": "Chelem de la défense : {v} une fois dans S, soit {each} pour chaque défenseur et "
                                         "{taker} pour le preneur{partner}.",
                                   "en": "Defence slam: {v} once in S, that is {each} for each defender and {taker} for "
                                         "the taker{partner}."},
    "handout.slam.defence.partner": {"fr": ", {p} pour son partenaire", "en": ", {p} for his partner"},
    # One narration of an action (tarot_core.render.describe.describe; issue 23 §2): practice table, replayer,
    # lesson 16. A key ending in .you is the same fact told to the learner; {name}: a seat as the caller names it.
    "describe.seat": {"fr": "Siège {seat}", "en": "Seat {seat}"},
    "describe.pass": {"fr": "{name} passe.", "en": "{name} passes."},
    "describe.pass.you": {"fr": "Vous passez.", "en": "You pass."},
    "describe.bid": {"fr": "{name} annonce {bid}.", "en": "{name} bids {bid}."},
    "describe.bid.you": {"fr": "Vous annoncez {bid}.", "en": "You bid {bid}."},
    "describe.call": {"fr": "{name} appelle {card} (V4).", "en": "{name} calls {card} (V4)."},
    "describe.call.you": {"fr": "Vous appelez {card} (V4).", "en": "You call {card} (V4)."},
    "describe.discard": {"fr": "{name} prend le chien et écarte {n} cartes, face cachée (E1).",
                         "en": "{name} takes the chien and discards {n} cards face down (E1)."},
    "describe.discard.you": {"fr": "Vous écartez {cards} (E1).", "en": "You discard {cards} (E1)."},
    "describe.discard_trumps": {"fr": "Atouts écartés, montrés à tous (E2) : {cards}.",
                                "en": "Trumps discarded, shown to all (E2): {cards}."},
    "describe.slam": {"fr": "{name} annonce le chelem (B7) et entame le premier pli (P1).",
                      "en": "{name} announces a slam (B7) and leads the first trick (P1)."},
    "describe.slam.you": {"fr": "Vous annoncez le chelem (B7) : vous entamez le premier pli (P1).",
                          "en": "You announce a slam (B7): you lead the first trick (P1)."},
    "describe.no_slam.you": {"fr": "Vous n'annoncez pas de chelem.", "en": "You announce no slam."},
    "describe.poignee": {"fr": "{name} montre une {kind} (B1) : {cards}.", "en": "{name} shows a {kind} (B1): {cards}."},
    "describe.poignee.you": {"fr": "Vous montrez une {kind} (B1) : {cards}.", "en": "You show a {kind} (B1): {cards}."},
    "describe.play": {"fr": "{name} joue {card}.", "en": "{name} plays {card}."},
    "describe.play.you": {"fr": "Vous jouez {card}.", "en": "You play {card}."},
    "describe.won": {"fr": "Pli {n} remporté par {name}, pour {side} (P6).",
                     "en": "Trick {n} won by {name} for {side} (P6)."},
    "describe.won.you": {"fr": "Vous remportez le pli {n} pour {side} (P6).", "en": "You win trick {n} for {side} (P6)."},
    # The workshop kit (render.kit, `tarot kit`, issue 24 §5): deals to lay out, exercise sheets, answer keys, scoresheets
    "kit.title": {"fr": "Tarot Lab · kit d'atelier", "en": "Tarot Lab · workshop kit"},
    "kit.footer": {"fr": "Pages produites par « tarot kit » à partir du moteur de règles : elles ne peuvent pas le contredire.",
                   "en": "Made by “tarot kit” from the rules engine, so they cannot disagree with it."},
    "kit.help": {"fr": "le kit d'atelier à imprimer (donnes à poser, exercices, corrigés, feuilles de marque), en HTML",
                 "en": "the printable workshop kit (deals to lay out, exercises, answer keys, scoresheets), as HTML"},
    "kit.help.seed": {"fr": "numéro de donne de départ (0 ou plus)", "en": "first deal number (0 or more)"},
    "kit.help.tables": {"fr": "nombre de tables (1 à {max})", "en": "number of tables (1 to {max})"},
    "kit.help.names": {"fr": "les joueurs de la feuille remplie, un par siège (quatre, ou autant que --players), séparés par des virgules",
                       "en": "the filled scoresheet's players, one per seat (four, or as many as --players), comma-separated"},
    "kit.help.players": {"fr": "le kit d'une table de 3, 4 ou 5 joueurs (V1) ; par défaut 4",
                         "en": "the kit for a table of 3, 4 or 5 players (V1); 4 by default"},
    "kit.err.names": {"fr": "il faut {n} noms distincts de 1 à {max} caractères, séparés par des virgules, pas « {value} »",
                      "en": "give {n} different names of 1 to {max} characters, comma-separated, not '{value}'"},
    "kit.player": {"fr": "Joueur {n}", "en": "Player {n}"},
    "kit.seat": {"fr": "Siège {seat}", "en": "Seat {seat}"},
    "kit.dealer_mark": {"fr": " (donneur)", "en": " (dealer)"},
    "kit.chien": {"fr": "Chien (face cachée)", "en": "Chien (face down)"},
    "kit.pass": {"fr": "passe", "en": "pass"},
    "kit.cover.intro": {"fr": "Une donne par table, tirée du même numéro que « tarot deal --seed » : chaque table pose les "
                              "mêmes cartes que l'écran. Imprimez pour chaque table sa donne et sa feuille d'exercices ; "
                              "gardez les corrigés pour vous.",
                        "en": "One deal per table, drawn from the same number as “tarot deal --seed”: each table lays out "
                              "the cards the screen shows. Print each table its deal and its exercise sheet; keep the "
                              "answer keys for yourself."},
    "kit.cover.step1": {"fr": "Le donneur (siège 0) sort du paquet les cartes de chaque siège et les {chien} du chien, face cachée.",
                        "en": "The dealer (seat 0) picks out each seat's cards and the {chien} of the chien, face down."},
    "kit.cover.step2": {"fr": "Les enchères font un tour, vers la droite (D1) ; pour débuter, l'animateur lit à chacun le barème "
                              "de sa main et l'annonce suggérée, d'après le corrigé (la leçon 12 apprend le barème).",
                        "en": "The auction goes round once, to the right (D1); for beginners, the instructor reads each seat "
                              "its hand's count and suggested bid from the answer key (lesson 12 teaches the count)."},
    "kit.cover.step3": {"fr": "Jouez la donne, cartes ouvertes les cinq premiers plis si la table débute.",
                        "en": "Play the deal, cards face up for the first five tricks if the table is new to the game."},
    "kit.cover.step4": {"fr": "Comptez les plis par paires, vérifiez les 91, marquez la donne sur la feuille de marque.",
                        "en": "Count the piles in pairs, check the 91, write the deal on the scoresheet."},
    "kit.cover.step5": {"fr": "Comparez avec le corrigé : ce que {n} robots simples ont fait des mêmes cartes.",
                        "en": "Compare with the answer key: what {n} basic bots made of the same cards."},
    "kit.col.table": {"fr": "Table", "en": "Table"},
    "kit.col.seed": {"fr": "Donne n°", "en": "Deal no."},
    "kit.col.command": {"fr": "La même donne à l'écran", "en": "The same deal on screen"},
    "kit.col.seat": {"fr": "Siège", "en": "Seat"},
    "kit.col.count": {"fr": "Barème", "en": "Point count"},
    "kit.col.bid": {"fr": "Annonce suggérée", "en": "Suggested bid"},
    "kit.col.deal": {"fr": "Donne", "en": "Deal"},
    "kit.col.dealer": {"fr": "Donneur", "en": "Dealer"},
    "kit.col.taker": {"fr": "Preneur", "en": "Taker"},
    "kit.col.contract": {"fr": "Contrat", "en": "Contract"},
    "kit.col.made": {"fr": "Fait ?", "en": "Made?"},
    "kit.col.S": {"fr": "S", "en": "S"},
    "kit.col.sum": {"fr": "Somme (= 0)", "en": "Sum (= 0)"},
    "kit.deal.title": {"fr": "Table {table} · donne n° {seed} : les cartes à poser", "en": "Table {table} · deal no. {seed}: the cards to lay out"},
    "kit.deal.intro": {"fr": "Les sièges sont numérotés dans l'ordre du jeu ; c'est la donne de « {command} ».",
                       "en": "Seats are numbered in play order; this is the deal of “{command}”."},
    "kit.deal.after": {"fr": "Après la donne, remettez chaque main à son joueur ; la feuille d'exercices se fait sur ces cartes.",
                       "en": "Once laid out, give each hand to its player; the exercise sheet is on these cards."},
    "kit.ex.title": {"fr": "Table {table} · donne n° {seed} : exercices", "en": "Table {table} · deal no. {seed}: exercises"},
    "kit.ex.intro": {"fr": "Les réponses sont sur le corrigé, une autre page : cherchez d'abord.",
                     "en": "The answers are on the answer key, another page: try first."},
    "kit.ex.count": {"fr": "Comptez ces cartes par paires : {cards}. Combien de points ?",
                     "en": "Count these cards in pairs: {cards}. How many points?"},
    "kit.ex.trick": {"fr": "Pli {trick}, au tour du siège {seat}. Déjà joué : {played}. Sa main : {hand}. Quelles cartes peut-il jouer ?",
                     "en": "Trick {trick}, seat {seat} to play. Already played: {played}. Their hand: {hand}. Which cards may they play?"},
    "kit.ex.score": {"fr": "Le siège {seat} a pris en {contract} et finit avec {points} points et {bouts} bout(s){extras}. "
                           "Quel est l'objectif, le contrat est-il fait, et que vaut S ? Que marque chaque siège ?",
                     "en": "Seat {seat} took a {contract} and ends with {points} points and {bouts} bout(s){extras}. "
                           "What is the target, is the contract made, and what is S? What does each seat score?"},
    "kit.ex.call": {"fr": "; carte appelée {card}, le siège {partner} l'avait (le partenaire)",
                    "en": "; called card {card}, held by seat {partner} (the partner)"},
    "kit.ex.call_alone": {"fr": "; carte appelée {card}, dans la main du preneur ou au chien : il joue seul",
                          "en": "; called card {card}, in the taker's hand or the chien: he plays alone"},
    "kit.ex.pab": {"fr": "; petit au bout pour {side}", "en": "; petit au bout for {side}"},
    "kit.ex.poignee": {"fr": "; le siège {seat} a montré une {poignee}", "en": "; seat {seat} showed a {poignee}"},
    "kit.key.title": {"fr": "Corrigé · table {table} · donne n° {seed}", "en": "Answer key · table {table} · deal no. {seed}"},
    "kit.key.counts": {"fr": "Le barème de chaque main (avant le chien)", "en": "Each hand's point count (before the chien)"},
    "kit.key.counts_note": {"fr": "Barème publié (Chavey, 1986) : des points fictifs pour choisir l'annonce, pas les points des cartes (C3).",
                            "en": "The published count (Chavey, 1986): points to choose a bid with, not the card points of C3."},
    "kit.key.counts_scaled": {"fr": "À {players} joueurs, ses seuils sont ceux de {base} cartes mis à l'échelle de {cards} cartes.",
                              "en": "At {players} players its thresholds are the {base}-card ones scaled to {cards} cards."},
    "kit.key.bots": {"fr": "La donne jouée par {n} robots simples, arbitrée", "en": "The deal played by {n} basic bots, refereed"},
    "kit.key.played": {"fr": "Le siège {seat} prend en {contract}, écarte {discard} et finit avec {points} points et "
                             "{bouts} bout(s) : {result}.",
                       "en": "Seat {seat} takes a {contract}, discards {discard} and ends with {points} points and "
                             "{bouts} bout(s): {result}."},
    "kit.key.call": {"fr": " Carte appelée {card} : le siège {partner} l'avait, c'est le partenaire (V5).",
                     "en": " Called card {card}: seat {partner} held it, the partner (V5)."},
    "kit.key.call_alone": {"fr": " Carte appelée {card} : dans la main du preneur ou au chien, il joue seul (V5).",
                           "en": " Called card {card}: in the taker's hand or the chien, he plays alone (V5)."},
    "kit.key.made": {"fr": "contrat fait", "en": "contract made"},
    "kit.key.failed": {"fr": "contrat chuté", "en": "contract failed"},
    "kit.key.answers": {"fr": "Réponses des exercices", "en": "Answers to the exercises"},
    "kit.key.count": {"fr": "{points} points.", "en": "{points} points."},
    "kit.key.legal": {"fr": "Cartes permises :", "en": "Cards allowed:"},
    "kit.key.not": {"fr": "interdites :", "en": "not allowed:"},
    "kit.key.score": {"fr": "S = {S} : le détail ligne à ligne est ci-dessus, les marques par siège dans le tableau.",
                      "en": "S = {S}: the breakdown line by line is above, each seat's score in the table."},
    "kit.sheet.blank": {"fr": "Feuille de marque", "en": "Scoresheet"},
    "kit.sheet.rules": {"fr": "Une partie : {deals} donnes valables (les donnes annulées ne comptent pas, une donne où tous passent "
                              "compte). {split} : chaque ligne fait 0.",
                        "en": "A session: {deals} valid deals (a cancelled deal does not count, a deal all pass does). "
                              "{split}: every row sums to 0."},
    "kit.sheet.split": {"fr": "Le preneur marque {t} × S, chaque défenseur −S", "en": "The taker scores {t} × S, each defender −S"},
    "kit.sheet.split_five": {"fr": "Le preneur marque {t} × S, son partenaire S (seul : {alone} × S), chaque défenseur −S",
                             "en": "The taker scores {t} × S, his partner S (alone: {alone} × S), each defender −S"},
    "kit.sheet.five": {"fr": "À cinq, en donnes à quatre : le donneur ne joue pas et marque 0 ; la partie fait dix donnes "
                             "(deux par joueur).",
                       "en": "Five at a table, playing four-player deals: the dealer sits out and scores 0; the session "
                             "is ten deals (two per player)."},
    "kit.sheet.filled": {"fr": "Feuille de marque remplie : une soirée de robots simples",
                         "en": "A filled scoresheet: an evening of basic bots"},
    "kit.sheet.filled_intro": {"fr": "Donnes à partir du n° {seed}, jouées par {n} robots simples et arbitrées.",
                               "en": "Deals from no. {seed} on, played by {n} basic bots and refereed."},
    "kit.sheet.seat_is": {"fr": "siège {seat} : {name}", "en": "seat {seat}: {name}"},
    "kit.sheet.made": {"fr": "fait", "en": "made"},
    "kit.sheet.failed": {"fr": "chuté", "en": "failed"},
    "kit.sheet.all_pass": {"fr": "tous passent", "en": "all pass"},
    "kit.sheet.cancelled": {"fr": "annulée (petit sec)", "en": "cancelled (petit sec)"},
    "kit.sheet.misdeal": {"fr": "maldonne", "en": "misdeal"},
    "kit.sheet.not_counted": {"fr": "—", "en": "—"},
    "kit.sheet.totals": {"fr": "Totaux", "en": "Totals"},
    "kit.sheet.place": {"fr": "{place}. {name} ({total})", "en": "{place}. {name} ({total})"},
}

register("render", TEXTS)
