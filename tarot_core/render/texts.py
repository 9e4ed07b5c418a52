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
    "handout.slam.note": {"fr": "Seul le preneur annonce le chelem, après les enchères et avant la première carte ; ces primes "
                                "ne sont jamais multipliées et ne dépendent pas du contrat.",
                          "en": "Only the taker announces a slam, after the auction and before the first card; these "
                                "bonuses are never multiplied and do not depend on the contract."},
    "handout.slam.defence": {"fr": "Chelem de la défense : {v} dans S, soit {each} pour chaque défenseur et {taker} pour le preneur.",
                             "en": "Defence slam: {v} in S, that is {each} for each defender and {taker} for the taker."},
    "handout.help": {"fr": "l'aide-mémoire imprimable (une page A4, en HTML) tiré du moteur : valeurs, contrats, marque, primes",
                     "en": "the printable summary (one A4 page, as HTML) drawn from the engine: values, contracts, score, bonuses"},
    "handout.help.four_colour": {"fr": "cartes du jeu à quatre couleurs (♦ orange, ♣ vert)",
                                 "en": "cards of the four-colour pack (♦ orange, ♣ green)"},
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
}

register("render", TEXTS)
