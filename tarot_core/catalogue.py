"""The French/English text catalogue: rule titles keyed by rule ID, and every message.

One home for every sentence the core shows: rule titles (one line each, in the
project's own words), error messages, breakdown lines and the referee's story, the words
of cards, sides and contracts, the command line's help and answers, the reports' and the
odds' labels. Keys are namespaced (``err.play.follow``, ``step.story.kept``, ``card.rank.14``,
``cli.help.score``, ``odds.chien-bouts.title`` …); every key has a French and an English
text with the same ``{fields}``. The modules call :func:`text`; nothing else writes user text.

:func:`format_number` is the project's one way to write a number to people (points,
scores, odds): widgets and lessons use it too.

>>> rule_title("P4", "en")
'Overtrump whenever you can, even over a partner'
>>> text("err.card.unknown", "fr", token="ZZ")
'Carte inconnue : « ZZ ».'
"""
from __future__ import annotations

import os
from collections import ChainMap

LANGUAGES = ("fr", "en")
_current = os.environ.get("TAROT_LANG", "en") if os.environ.get("TAROT_LANG", "en") in LANGUAGES else "en"


def set_language(lang: str) -> None:
    """Choose the default language ('fr' or 'en') for messages and breakdowns."""
    global _current
    _current = check_language(lang)


def get_language() -> str:
    """The default language currently in use."""
    return _current


def check_language(lang: str | None) -> str:
    """Return a supported language code, the default one when *lang* is None."""
    if lang is None:
        return _current
    if lang not in LANGUAGES:
        raise ValueError(f"unsupported language {lang!r}: use 'fr' or 'en' / langue non prise en charge")
    return lang


# Rule ID -> (French title, English title). The IDs are those of the project's RULES.md.
RULES: dict[str, tuple[str, str]] = {
    "C1": ("78 cartes : quatre couleurs de 14, 21 atouts et l'Excuse",
           "78 cards: four suits of 14, 21 trumps and the Excuse"),
    "C2": ("Les trois bouts : le Petit (1), le 21 et l'Excuse",
           "The three bouts: the Petit (1), the 21 and the Excuse"),
    "C3": ("Valeur des cartes : bout ou roi 4,5 ; dame 3,5 ; cavalier 2,5 ; valet 1,5 ; autre 0,5 ; total 91",
           "Card values: bout or king 4.5, queen 3.5, cavalier 2.5, jack 1.5, other 0.5; 91 in all"),
    "C4": ("Compter par paires : une carte habillée avec une basse, deux basses ensemble",
           "Counting in pairs: a counting card with a low card, two low cards together"),
    "D1": ("Sièges dans l'ordre du jeu ; on joue et on distribue vers la droite",
           "Seats in play order; play and deal move to the right"),
    "D2": ("Le joueur en face du donneur mélange, celui de gauche coupe (plus de 3 cartes de chaque côté)",
           "The player opposite the dealer shuffles, the left neighbour cuts (more than 3 cards each side)"),
    "D3": ("18 cartes chacun par paquets de 3 ; 6 cartes isolées au chien, jamais la première ni la dernière",
           "18 cards each in packets of 3; 6 single cards to the chien, never the first or the last"),
    "D4": ("Petit sec : le Petit seul atout et pas d'Excuse ; la donne est annulée",
           "Petit sec: the Petit as the only trump and no Excuse; the deal is cancelled"),
    "D5": ("Maldonne : le même donneur redistribue, la donne ne compte pas",
           "Misdeal: the same dealer deals again, the deal does not count"),
    "A1": ("Chacun parle une fois, à partir de la droite du donneur : passer ou monter",
           "Each player speaks once, from the dealer's right: pass or bid higher"),
    "A2": ("Contrats : Prise ×1, Garde ×2, Garde Sans ×4, Garde Contre ×6",
           "Contracts: Prise ×1, Garde ×2, Garde Sans ×4, Garde Contre ×6"),
    "A3": ("Le plus fort enchérisseur est le preneur ; si tous passent, la donne passe",
           "The highest bidder is the taker; if all pass, the deal passes"),
    "E1": ("Prise ou Garde : le chien est montré, le preneur l'ajoute et écarte 6 cartes",
           "Prise or Garde: the chien is shown, the taker takes it and discards 6 cards"),
    "E2": ("Écart : ni roi ni bout ; des atouts seulement s'ils sont inévitables, et montrés",
           "Discard: no king, no bout; trumps only when unavoidable, and shown"),
    "E3": ("Garde Sans : le chien compte pour le preneur ; Garde Contre : pour la défense",
           "Garde Sans: the chien counts for the taker; Garde Contre: for the defence"),
    "E4": ("Chacun joue avec 18 cartes", "Everyone plays with 18 cards"),
    "P1": ("Le joueur à droite du donneur entame ; le gagnant d'un pli entame le suivant",
           "The player on the dealer's right leads; a trick's winner leads the next"),
    "P2": ("Fournir la couleur demandée si possible", "Follow the suit led when you can"),
    "P3": ("Sans la couleur demandée, il faut couper (jouer atout)",
           "Void in the suit led, you must trump"),
    "P4": ("Monter sur tout atout déjà joué quand on le peut, même sur un partenaire",
           "Overtrump whenever you can, even over a partner"),
    "P5": ("Ni couleur ni atout : on joue n'importe quelle carte (on pisse)",
           "Neither the suit nor a trump: play any card (throw off)"),
    "P6": ("Le plus fort atout gagne ; sans atout, la carte la plus haute dans la couleur jouée en tête",
           "The highest trump wins; with no trump, the highest card of the suit led"),
    "P7": ("Les trois défenseurs mettent leurs plis en commun", "The three defenders pool their tricks"),
    "X1": ("L'Excuse peut se jouer à tout pli ; ce n'est pas un atout",
           "The Excuse may be played to any trick; it is not a trump"),
    "X2": ("Excuse en entame : la carte suivante donne la couleur",
           "Excuse led: the next card sets the suit"),
    "X3": ("L'Excuse reste à son camp, qui donne une carte basse en échange",
           "The Excuse stays with its side, which gives a low card in exchange"),
    "X4": ("Sans carte basse, l'échange attend ; jamais payé : l'Excuse vaut 4, l'autre camp 0,5",
           "No low card yet: the exchange waits; never paid: the Excuse counts 4, the other side 0.5"),
    "X5": ("Excuse jouée au dernier pli : elle change de camp",
           "Excuse played to the last trick: it changes sides"),
    "X6": ("Un camp qui a fait les 17 premiers plis peut mener l'Excuse au 18e pli et le remporte",
           "A side that won the first 17 tricks may lead the Excuse to the last and wins it"),
    "X7": ("Chelem du preneur sans l'Excuse : la défense la garde, 87 points au preneur",
           "Taker's slam without the Excuse: the defence keeps it, the taker has 87"),
    "B1": ("Poignée : exactement 10, 13 ou 15 atouts montrés pour 20, 30 ou 40",
           "Poignée: exactly 10, 13 or 15 trumps shown for 20, 30 or 40"),
    "B2": ("L'Excuse peut remplacer un atout, mais alors aucun atout n'est caché",
           "The Excuse may replace a trump, but then no trump is hidden"),
    "B3": ("Seuls les atouts en main comptent, sauf 4 rois et 15 atouts avec atouts écartés",
           "Only trumps in hand count, except 4 kings and 15 trumps with trumps discarded"),
    "B4": ("La poignée va au camp qui gagne la donne, sans multiplication",
           "A poignée goes to the side that wins the deal, not multiplied"),
    "B5": ("Petit au bout : le camp qui gagne le dernier pli avec le Petit marque 10 × coefficient",
           "Petit au bout: the side winning the last trick with the Petit earns 10 × multiplier"),
    "B6": ("Chelem avec Excuse au bout : le Petit au 17e pli compte comme au bout",
           "Excuse-last slam: the Petit in trick 17 counts as petit au bout"),
    "B7": ("Chelem : annoncé et fait +400, fait sans annonce +200, annoncé et chuté −200",
           "Slam: announced and made +400, unannounced +200, announced and failed −200"),
    "B8": ("Chelem de la défense : 200 de plus pour chaque défenseur",
           "Defence slam: each defender gets 200 more"),
    "S1": ("Objectif selon les bouts du preneur à la fin : 56, 51, 41, 36",
           "Target by the taker's bouts at the end: 56, 51, 41, 36"),
    "S2": ("Marge = |points − objectif|, arrondie à l'entier supérieur s'il y a un demi-point",
           "Margin = |points − target|, rounded up when there is a half point"),
    "S3": ("S = (±(25 + marge) ± 10 petit au bout) × coefficient ± poignées + chelem",
           "S = (±(25 + margin) ± 10 petit au bout) × multiplier ± poignées + slam"),
    "S4": ("Le preneur marque 3 × S, chaque défenseur −S : total nul",
           "The taker scores 3 × S, each defender −S: a zero sum"),
    "S5": ("Exemple : Garde, 48 points avec 2 bouts, petit au bout défense, poignée simple : S = 64",
           "Example: Garde, 48 points with 2 bouts, petit au bout to the defence, simple poignée: S = 64"),
    "G1": ("Une séance : huit donnes valides ; les donnes annulées ne comptent pas",
           "A session: eight valid deals; cancelled deals do not count"),
    "G2": ("Le plus fort total gagne ; les égalités partagent la place",
           "The highest total wins; equal totals share the place"),
    # V: three and five players (only what changes)
    "V1": ("À trois, 24 cartes chacun par 4 ; à cinq, 15 par 3 ; chien de 6 ou de 3, cartes isolées",
           "Three players: 24 cards each in fours; five: 15 in threes; a chien of 6 or 3, single cards"),
    "V2": ("L'écart a la taille du chien (6 ou 3) ; 24 plis de 3 cartes ou 15 plis de 5",
           "The discard matches the chien (6 or 3); 24 tricks of 3 cards or 15 tricks of 5"),
    "V3": ("Poignées : 13, 15 ou 18 atouts à trois ; 8, 10 ou 13 à cinq ; primes 20, 30, 40",
           "Poignées: 13, 15 or 18 trumps at three; 8, 10 or 13 at five; bonuses 20, 30, 40"),
    "V4": ("À cinq, le preneur appelle un roi, ou une dame, un cavalier, un valet s'il détient toutes les figures au-dessus",
           "Five players: the taker calls a king, or a queen, cavalier or jack only when he holds every higher court card"),
    "V5": ("Le détenteur de la carte appelée est le partenaire, en secret ; chez le preneur ou au chien, il joue seul",
           "The holder of the called card is the secret partner; in the taker's hand or the chien, he plays alone"),
    "V6": ("À cinq, le premier pli ne s'ouvre pas dans la couleur appelée, sauf avec la carte appelée",
           "Five players: the first trick may not be opened in the called suit, except with the called card"),
    "V7": ("À cinq, l'attaque (preneur et partenaire) met en commun plis, bouts, Excuse et primes",
           "Five players: the attack (taker and partner) pools its tricks, bouts, the Excuse and bonuses"),
    "V8": ("Demi-points : fait ou chuté sur les points exacts, marge arrondie à l'entier supérieur",
           "Half points: made or failed on the exact points, the margin rounded up"),
    "V9": ("Marque : à trois, preneur 2 × S ; à cinq, preneur 2 × S et partenaire S, seul 4 × S ; chaque défenseur −S",
           "Scores: at three the taker 2 × S; at five the taker 2 × S and partner S, alone 4 × S; each defender −S"),
    "V10": ("Séance de 2 donnes par joueur (6 à trois, 10 à cinq) ; à 5 ou 6, le donneur peut ne pas jouer",
            "A session is 2 deals per player (6 at three, 10 at five); at 5 or 6 the dealer may sit out"),
    "V11": ("Exemples : à trois, Garde 50,5 avec 2 bouts, S = 70 ; à cinq, Prise 38 avec 3 bouts, S = 27, "
            "et Garde 40,5 avec 2 bouts, S = −52",
            "Examples: three players, Garde 50.5 with 2 bouts, S = 70; five players, Prise 38 with 3 bouts, S = 27, "
            "and Garde 40.5 with 2 bouts, S = −52"),
    "R1": ("Décision du projet : chelem annoncé et chelem de la défense, −400 dans S",
           "Project ruling: slam announced and a defence slam, −400 in S"),
    "R2": ("Décision du projet : chelem de la défense, Excuse jouée tôt par le preneur : X4 s'applique",
           "Project ruling: defence slam, Excuse played early by the taker: X4 applies"),
    "R3": ("Décision du projet : X6 vaut pour tout camp qui a fait les 17 plis, annonce ou non",
           "Project ruling: X6 applies to any side that won the 17 tricks, announced or not"),
    "R4": ("Décision du projet : seul le preneur peut annoncer un chelem",
           "Project ruling: only the taker may announce a slam"),
    "R5": ("Chelem avec Excuse au bout : B6 (FFT) compte le Petit du camp du chelem au 17e pli comme petit au bout ; "
           "décision du projet : de même un Petit de l'autre camp au 17e pli, ou sous l'Excuse au 18e",
           "Excuse-last slam: B6 (FFT) counts the slam side's Petit in trick 17 as petit au bout; project ruling: "
           "so too the other side's Petit in trick 17, or a Petit under the Excuse in trick 18"),
    "R6": ("Décision du projet : à cinq, chelem, poignées et petit au bout font partie de S, partagés 2 : 1 par l'attaque",
           "Project ruling: at five, the slam, poignées and petit au bout are parts of S, shared 2 : 1 by the attack"),
    "R7": ("Décision du projet : carte appelée au chien, preneur seul ; ce chien est à lui en Garde Sans, à la défense en Garde Contre",
           "Project ruling: called card in the chien, the taker alone; that chien is his in Garde Sans, the defence's in Garde Contre"),
    "R8": ("Décision du projet : un valet ne s'appelle qu'avec les quatre rois, les quatre dames et les quatre cavaliers",
           "Project ruling: a jack may be called only with the four kings, the four queens and the four cavaliers"),
    "R9": ("Décision du projet : après une Excuse en entame, V6 vaut pour la carte qui donne la couleur",
           "Project ruling: after an Excuse lead, V6 binds the card that sets the suit"),
    "R10": ("Décision du projet : B3 à trois et à cinq, triple poignée de 18 ou de 13 complétée par des atouts écartés",
            "Project ruling: B3 at three and five players, a triple of 18 or 13 completed with discarded trumps"),
}

RULINGS = frozenset(k for k in RULES if k.startswith("R"))


def rule_title(rule: str, lang: str | None = None) -> str:
    """The one-line title of *rule* in *lang*."""
    fr, en = RULES[rule]
    return fr if check_language(lang) == "fr" else en


def rule_ids() -> tuple[str, ...]:
    """Every rule ID the project knows, in the order of RULES.md."""
    return tuple(RULES)


# Message key -> {"fr": template, "en": template}. Templates use str.format fields.
#: The rules floor's own messages (errors, cards, sides, contracts, the score's breakdown …).
RULE_TEXTS: dict[str, dict[str, str]] = {
    # Cards (C1)
    "err.card.unknown": {"fr": "Carte inconnue : « {token} ».", "en": "Unknown card: '{token}'."},
    "err.card.twice": {"fr": "La carte {card} apparaît deux fois.", "en": "The card {card} appears twice."},
    "err.card.missing": {"fr": "Il manque des cartes : {cards}.", "en": "Cards are missing: {cards}."},
    "err.card.not_in_hand": {"fr": "La carte {card} n'est pas dans la main du siège {seat}.",
                             "en": "The card {card} is not in seat {seat}'s hand."},
    # Deal (D)
    "err.deal.hand_size": {"fr": "Le siège {seat} a {count} cartes au lieu de {size}.",
                           "en": "Seat {seat} has {count} cards instead of {size}."},
    "err.deal.hands_count": {"fr": "Il faut {players} mains, pas {count}.", "en": "There must be {players} hands, not {count}."},
    "err.deal.chien_size": {"fr": "Le chien a {count} cartes au lieu de {size}.",
                            "en": "The chien has {count} cards instead of {size}."},
    "err.deal.petit_sec_played": {"fr": "Le siège {seat} a le Petit sec : la donne est annulée, on ne peut ni enchérir ni jouer.",
                                  "en": "Seat {seat} holds the Petit sec: the deal is cancelled, nobody may bid or play."},
    "err.deal.seat": {"fr": "Siège {seat} invalide : les sièges vont de 0 à {last}.",
                      "en": "Invalid seat {seat}: seats run from 0 to {last}."},
    "err.deal.seed": {"fr": "Graine {seed} invalide : une graine est un nombre entier à partir de 0.",
                      "en": "Invalid seed {seed}: a seed is a whole number from 0 up."},
    # Tables of three and five (V1–V3)
    "err.table.players": {"fr": "Table de {players} joueurs impossible : on joue à 3, 4 ou 5 joueurs.",
                          "en": "No table of {players} players: the game is played by 3, 4 or 5."},
    "err.deal.seat_table": {"fr": "Siège {seat} invalide : à {players} joueurs, les sièges vont de 0 à {last}.",
                            "en": "Invalid seat {seat}: at {players} players, seats run from 0 to {last}."},
    "err.discard.size_table": {"fr": "À {players} joueurs, l'écart a autant de cartes que le chien, {size}, pas {count}.",
                               "en": "At {players} players the discard holds as many cards as the chien, {size}, not {count}."},
    "err.poignee.size_table": {"fr": "À {players} joueurs, une poignée montre exactement {simple}, {double} ou {triple} cartes, pas {count}.",
                               "en": "At {players} players a poignée shows exactly {simple}, {double} or {triple} cards, not {count}."},
    "err.poignee.discard_table": {
        "fr": "{card} vient de l'écart : à {players} joueurs, seul un preneur avec 4 rois et {triple} atouts, forcé d'écarter de l'atout, peut le montrer en triple poignée de {triple}.",
        "en": "{card} comes from the discard: at {players} players, only a taker with 4 kings and {triple} trumps, forced to discard trumps, may show it in a triple poignée of {triple}."},
    "err.poignee.excuse_with_discard_table": {
        "fr": "L'Excuse ne remplace un atout que si aucun atout n'est caché ; or {card} reste à l'écart sans être montré : montrez {triple} atouts sans l'Excuse.",
        "en": "The Excuse stands in for a trump only when no trump is hidden, yet {card} stays in the discard unshown: show {triple} trumps without the Excuse."},
    # A deal's sizes at three and five players (V1, V2; issue 22 part 2, GameState and records)
    "err.deal.hands_count_table": {"fr": "À {players} joueurs, il faut {players} mains, pas {count}.",
                                   "en": "At {players} players there must be {players} hands, not {count}."},
    "err.deal.hand_size_table": {"fr": "Le siège {seat} a {count} cartes ; à {players} joueurs, chacun en reçoit {size}.",
                                 "en": "Seat {seat} has {count} cards; at {players} players each is dealt {size}."},
    "err.deal.chien_size_table": {"fr": "Le chien a {count} cartes ; à {players} joueurs, il en a {size}.",
                                  "en": "The chien has {count} cards; at {players} players it has {size}."},
    "err.auction.count_table": {"fr": "À {players} joueurs, il faut exactement {players} enchères (une par joueur), pas {count}.",
                                "en": "At {players} players there must be exactly {players} bids (one per player), not {count}."},
    "err.play.trick_size_table": {"fr": "Le pli {trick} a {count} cartes ; à {players} joueurs, un pli en a {players}.",
                                  "en": "Trick {trick} has {count} cards; at {players} players a trick has {players}."},
    "err.play.trick_count_table": {"fr": "À {players} joueurs, on joue {size} plis, pas {count}.",
                                   "en": "At {players} players {size} tricks are played, not {count}."},
    "err.record.poignee_seat_table": {"fr": "« poignees » : la clé {entry} n'est pas un siège ; à {players} joueurs, écrivez un nombre de \"0\" à \"{last}\"",
                                      "en": "'poignees': the key {entry} is not a seat; at {players} players, write a number from \"0\" to \"{last}\""},
    "err.call.when": {"fr": "Le siège {seat} appelle {card} pendant {phase} : le preneur appelle une carte une seule fois, les enchères finies, avant que le chien ne soit montré.",
                      "en": "Seat {seat} calls {card} during {phase}: the taker calls a card once, after the auction, before the chien is shown."},
    "err.call.missing": {"fr": "Le preneur (siège {seat}) doit d'abord appeler une carte : à cinq joueurs, rien ne se joue avant l'appel.",
                         "en": "The taker (seat {seat}) must first call a card: at five players nothing is played before the call."},
    "err.game.phase.call": {"fr": "l'appel", "en": "the call"},
    "err.record.detail.call": {"fr": "« call » est un nom de carte (le roi appelé, par exemple \"KH\"), pas {type}",
                               "en": "'call' is a card name (the called king, e.g. \"KH\"), not {type}"},
    # Auction (A)
    "err.auction.unknown_bid": {"fr": "Enchère inconnue : « {bid} ».", "en": "Unknown bid: '{bid}'."},
    "err.auction.count": {"fr": "Il faut exactement 4 enchères (une par joueur), pas {count}.",
                          "en": "There must be exactly 4 bids (one per player), not {count}."},
    "err.auction.not_higher": {"fr": "Le siège {seat} annonce {bid}, qui ne dépasse pas {best}.",
                               "en": "Seat {seat} bids {bid}, which does not beat {best}."},
    "err.auction.all_pass_played": {"fr": "Tout le monde a passé : aucun pli ne se joue.",
                                    "en": "Everybody passed: no trick is played."},
    "err.auction.slam_not_taker": {"fr": "Seul le preneur peut annoncer un chelem.",
                                   "en": "Only the taker may announce a slam."},
    # Discard (E)
    "err.discard.size": {"fr": "L'écart a {count} cartes au lieu de 6.", "en": "The discard has {count} cards instead of 6."},
    "err.discard.not_owned": {"fr": "La carte {card} écartée n'est ni dans la main du preneur ni au chien.",
                              "en": "The discarded card {card} is neither in the taker's hand nor in the chien."},
    "err.discard.king": {"fr": "On n'écarte pas un roi : {card}.", "en": "A king may not be discarded: {card}."},
    "err.discard.bout": {"fr": "On n'écarte pas un bout : {card}.", "en": "A bout may not be discarded: {card}."},
    "err.discard.too_many_trumps": {
        "fr": "Trop d'atouts à l'écart ({card}) : avec {n} cartes de couleur hors rois, il en faut exactement {needed}.",
        "en": "Too many trumps in the discard ({card}): with {n} suit cards other than kings, exactly {needed} are allowed."},
    "err.discard.too_few_trumps": {
        "fr": "Écart impossible : avec seulement {n} cartes de couleur hors rois, il faut écarter {needed} atout(s).",
        "en": "Impossible discard: with only {n} suit cards other than kings, {needed} trump(s) must go."},
    "err.discard.not_allowed": {"fr": "Pas d'écart en {contract} : le chien n'est pas pris en main.",
                                "en": "No discard in {contract}: the chien is not taken in hand."},
    # Play (P, X)
    "err.play.follow": {"fr": "Vous ne pouvez pas jouer {card} : la couleur demandée est {suit} et vous en avez, il faut fournir.",
                        "en": "{card} is illegal: you hold {suit}, you must follow suit."},
    "err.play.trump": {"fr": "Vous ne pouvez pas jouer {card} : vous n'avez plus de {suit} et vous avez de l'atout, il faut couper.",
                       "en": "{card} is illegal: you are void in {suit} and hold trumps, you must trump."},
    "err.play.overtrump": {"fr": "Vous ne pouvez pas jouer {card} : le pli contient déjà {best} et vous avez un atout plus fort, il faut monter.",
                           "en": "{card} is illegal: {best} was already played and you hold a higher trump, you must overtrump."},
    "err.play.not_in_hand": {"fr": "{card} n'est pas dans votre main.", "en": "{card} is not in your hand."},
    "err.play.trick_size": {"fr": "Le pli {trick} a {count} cartes au lieu de {players}.",
                            "en": "Trick {trick} has {count} cards instead of {players}."},
    "err.play.trick_count": {"fr": "Il faut {size} plis, pas {count}.", "en": "There must be {size} tricks, not {count}."},
    "err.play.trick_full": {"fr": "Le pli est déjà complet.", "en": "The trick is already complete."},
    # Five players: the call and the first trick (V4, V6, R8, R9)
    "err.call.not_court": {"fr": "On ne peut pas appeler {card} : le preneur appelle un roi (une dame, un cavalier ou un valet seulement s'il détient toutes les figures au-dessus).",
                           "en": "{card} cannot be called: the taker calls a king (a queen, cavalier or jack only when he holds every higher court card)."},
    "err.call.queen": {"fr": "On ne peut pas appeler {card} : une dame ne s'appelle qu'en détenant les quatre rois ; il manque à sa main {missing}.",
                       "en": "{card} cannot be called: a queen may be called only by a taker who holds the four kings; his hand lacks {missing}."},
    "err.call.cavalier": {"fr": "On ne peut pas appeler {card} : un cavalier ne s'appelle qu'en détenant les quatre rois et les quatre dames ; il manque à sa main {missing}.",
                          "en": "{card} cannot be called: a cavalier may be called only by a taker who holds the four kings and the four queens; his hand lacks {missing}."},
    "err.call.jack": {"fr": "On ne peut pas appeler {card} : un valet ne s'appelle qu'en détenant les quatre rois, les quatre dames et les quatre cavaliers (la lecture la plus stricte des « quatre grands mariages » de la FFT) ; il manque à sa main {missing}.",
                      "en": "{card} cannot be called: a jack may be called only by a taker who holds the four kings, the four queens and the four cavaliers (the strictest reading of the FFT's 'four grands mariages'); his hand lacks {missing}."},
    "err.call.first_trick": {"fr": "{card} ne peut pas ouvrir le premier pli : la carte appelée est {called}, et aucune autre carte de {suit} ne peut donner la couleur du pli 1 (atouts, Excuse et autres couleurs sont libres).",
                             "en": "{card} may not open the first trick: {called} was called, and no other card of {suit} may set the suit of trick 1 (trumps, the Excuse and the other suits are free)."},
    "err.call.first_trick_excuse": {"fr": "{card} ne peut pas donner la couleur du premier pli après l'Excuse : la carte appelée est {called}, et aucune autre carte de {suit} ne peut donner la couleur du pli 1 (après une Excuse en entame, le joueur suivant joue comme s'il entamait).",
                                    "en": "{card} may not set the suit of the first trick after the Excuse: {called} was called, and no other card of {suit} may set the suit of trick 1 (after an Excuse lead, the next player plays as if leading)."},
    # A deal in progress (GameState): an action out of its turn
    "err.game.phase.auction": {"fr": "les enchères", "en": "the auction"},
    "err.game.phase.discard": {"fr": "l'écart", "en": "the discard"},
    "err.game.phase.play": {"fr": "le jeu de la carte", "en": "the play of the cards"},
    "err.game.phase.done": {"fr": "la donne est finie", "en": "the deal is over"},
    "err.game.phase.all_pass": {"fr": "tout le monde a passé", "en": "everybody passed"},
    "err.game.phase.cancelled": {"fr": "la donne est annulée", "en": "the deal is cancelled"},
    "err.game.auction_over": {"fr": "Les enchères sont closes (on en est à : {phase}).",
                              "en": "The auction is over (the deal is at: {phase})."},
    "err.game.no_discard_now": {"fr": "Ce n'est pas le moment de l'écart (on en est à : {phase}).",
                                "en": "This is not the time for the discard (the deal is at: {phase})."},
    "err.game.slam_when": {"fr": "Le chelem s'annonce une seule fois, après les enchères et avant la première carte (on en est à : {phase}).",
                           "en": "A slam is announced once, after the auction and before the first card (the deal is at: {phase})."},
    "err.game.poignee_when": {"fr": "Le siège {seat} ne peut pas montrer de poignée maintenant (on en est à : {phase}).",
                              "en": "Seat {seat} may not show a poignée now (the deal is at: {phase})."},
    "err.game.poignee_late": {"fr": "Le siège {seat} a déjà joué sa première carte : trop tard pour une poignée.",
                              "en": "Seat {seat} has already played its first card: too late for a poignée."},
    "err.game.poignee_twice": {"fr": "Le siège {seat} a déjà montré une poignée : une seule par joueur.",
                               "en": "Seat {seat} has already shown a poignée: one per player."},
    "err.game.no_play_now": {"fr": "On ne joue pas de carte maintenant ({card}) : on en est à : {phase}.",
                             "en": "No card is played now ({card}): the deal is at: {phase}."},
    "err.game.nothing_to_undo": {"fr": "Rien à annuler : la donne vient d'être distribuée.",
                                 "en": "Nothing to undo: the deal has just been dealt."},
    "err.game.unfinished": {"fr": "La donne n'est pas finie, elle n'a pas encore de résultat : on en est à : {phase}, {played} pli(s) joué(s) sur {total}.",
                            "en": "The deal is not finished, so it has no outcome yet: the deal is at: {phase}, {played} of {total} tricks played."},
    # Typed actions (tarot_core.actions, issue 22): an action of the wrong kind, seat or table
    "err.game.not_action": {"fr": "{value} n'est pas une action de la donne (Bid, Call, SlamDecision, Discard, ShowPoignee ou PlayCard).",
                            "en": "{value} is not an action of a deal (Bid, Call, SlamDecision, Discard, ShowPoignee or PlayCard)."},
    "err.game.not_your_turn": {"fr": "Ce n'est pas au siège {seat} d'agir mais au siège {to_act} ({phase}).",
                               "en": "It is not seat {seat}'s turn but seat {to_act}'s ({phase})."},
    "err.call.no_call_here": {"fr": "Le siège {seat} appelle {card}, mais on n'appelle une carte qu'à cinq joueurs, après les enchères ; cette table en a {players}.",
                              "en": "Seat {seat} calls {card}, but a card is called only at five players, after the auction; this table has {players}."},
    "err.record.detail.action": {"fr": "actions[{entry}] : {why}", "en": "actions[{entry}]: {why}"},
    "err.record.detail.action.not_object": {"fr": "il faut un objet JSON", "en": "a JSON object is expected"},
    "err.record.detail.action.keys": {"fr": "il faut « seat » et une seule des clés bid, call, slam, discard, poignee, card",
                                      "en": "'seat' and exactly one of the keys bid, call, slam, discard, poignee, card are expected"},
    "err.record.detail.action.seat": {"fr": "« seat » est un nombre entier à partir de 0", "en": "'seat' is a whole number from 0"},
    "err.record.detail.action.bid": {"fr": "une enchère s'écrit en mots (\"pass\", \"garde\"…)", "en": "a bid is written as a word (\"pass\", \"garde\"…)"},
    "err.record.detail.action.slam": {"fr": "« slam » vaut true ou false", "en": "'slam' is true or false"},
    "err.record.detail.action.cards": {"fr": "il faut une liste de noms de cartes", "en": "a list of card names is expected"},
    "err.record.detail.action.card": {"fr": "il faut un nom de carte", "en": "a card name is expected"},
    "err.record.detail.actions": {"fr": "« actions » est une liste", "en": "'actions' is a list"},
    "err.record.detail.actions_disagree": {"fr": "la liste « actions » ne donne pas le même champ « {field} » que la fiche",
                                           "en": "the 'actions' list does not give the record's own '{field}' field"},
    # A deal in progress (GameState): an argument that is not a card or a set of cards (C1)
    "err.game.card_index": {"fr": "{value} n'est pas une carte : une carte est une Card ou son indice, un nombre entier de 0 à 77.",
                            "en": "{value} is not a card: a card is a Card or its index, a whole number from 0 to 77."},
    "err.game.hand_mask": {"fr": "La main du siège {seat} n'est pas un ensemble de cartes : {value} (un masque est un nombre entier de 0 à 2⁷⁸ − 1, le bit i pour la carte i).",
                           "en": "Seat {seat}'s hand is not a set of cards: {value} (a mask is a whole number from 0 to 2⁷⁸ − 1, bit i for card i)."},
    "err.game.chien_mask": {"fr": "Le chien n'est pas un ensemble de cartes : {value} (un masque est un nombre entier de 0 à 2⁷⁸ − 1, le bit i pour la carte i).",
                            "en": "The chien is not a set of cards: {value} (a mask is a whole number from 0 to 2⁷⁸ − 1, bit i for card i)."},
    # Poignée (B)
    "err.poignee.size": {"fr": "Une poignée montre exactement 10, 13 ou 15 cartes, pas {count}.",
                         "en": "A poignée shows exactly 10, 13 or 15 cards, not {count}."},
    "err.poignee.not_trump": {"fr": "{card} n'est pas un atout : une poignée ne montre que des atouts (et l'Excuse).",
                              "en": "{card} is not a trump: a poignée shows only trumps (and the Excuse)."},
    "err.poignee.excuse_with_discard": {
        "fr": "L'Excuse ne remplace un atout que si aucun atout n'est caché ; or {card} reste à l'écart sans être montré : montrez 15 atouts sans l'Excuse.",
        "en": "The Excuse stands in for a trump only when no trump is hidden, yet {card} stays in the discard unshown: show 15 trumps without the Excuse."},
    "err.poignee.not_in_hand": {"fr": "La carte {card} est montrée mais n'est pas dans la main.",
                                "en": "{card} is shown but is not in the hand."},
    "ok.poignee": {"fr": "Poignée {name} valide : {bonus} points au camp qui gagnera la donne.",
                   "en": "Valid {name} poignée: {bonus} points to the side that wins the deal."},
    "ok.discard": {"fr": "Écart valide.", "en": "Valid discard."},
    "ok.discard.trumps": {"fr": "Écart valide. Atouts écartés, à montrer : {cards}.",
                          "en": "Valid discard. Discarded trumps, to be shown: {cards}."},
    "err.poignee.excuse_hides": {"fr": "L'Excuse est montrée alors que {card} reste caché.",
                                 "en": "The Excuse is shown while {card} stays hidden."},
    "err.poignee.discard": {"fr": "{card} vient de l'écart : seul un preneur avec 4 rois et 15 atouts, forcé d'écarter de l'atout, peut le montrer en triple poignée.",
                            "en": "{card} comes from the discard: only a taker with 4 kings and 15 trumps, forced to discard trumps, may show it in a triple poignée."},
    "err.poignee.discard_incomplete": {"fr": "Poignée avec l'écart : tous les atouts de la main doivent être montrés ({card} manque).",
                                       "en": "Poignée using the discard: every trump in hand must be shown ({card} is missing)."},
    "err.poignee.total": {"fr": "Ces poignées demandent {count} atouts : il n'y a que 21 atouts et l'Excuse.",
                          "en": "These poignées need {count} trumps: there are only 21 trumps and the Excuse."},
    "err.poignee.unknown": {"fr": "Poignée inconnue : « {name} » (simple, double ou triple).",
                            "en": "Unknown poignée: '{name}' (simple, double or triple)."},
    "err.poignee.too_many": {"fr": "Au plus une poignée par joueur, soit 4.", "en": "At most one poignée per player, so 4."},
    "err.poignee.not_a_list": {"fr": "Les poignées se donnent en liste de noms (simple, double, triple), pas {value}.",
                               "en": "The poignées are given as a list of names (simple, double, triple), not {value}."},
    # Score facts (S)
    "err.score.points": {"fr": "Points impossibles : {points} (de 0 à 91, par demi-points).",
                         "en": "Impossible points: {points} (0 to 91, in half points)."},
    "err.score.bouts": {"fr": "Nombre de bouts impossible : {bouts} (de 0 à 3).",
                        "en": "Impossible number of bouts: {bouts} (0 to 3)."},
    "err.score.range": {"fr": "Impossible en {contract} quand {situation} : le preneur ne peut pas finir avec {points} points et {bouts} ; {possible}.",
                        "en": "Impossible in {contract} when {situation}: the taker cannot end with {points} points and {bouts}; {possible}."},
    "err.score.when.taker": {"fr": "le preneur a fait tous les plis", "en": "the taker won every trick"},
    "err.score.when.defence": {"fr": "la défense a fait tous les plis", "en": "the defence won every trick"},
    "err.score.when.split": {"fr": "chaque camp a gagné au moins un pli", "en": "each side won at least one trick"},
    "err.score.possible.range": {"fr": "les totaux possibles vont de {low} à {high} points",
                                 "en": "the possible totals run from {low} to {high} points"},
    "err.score.possible.whole": {"fr": "les totaux possibles sont les nombres entiers de {low} à {high}",
                                 "en": "the possible totals are the whole numbers from {low} to {high}"},
    "err.score.possible.one": {"fr": "le seul total possible est {low} points", "en": "the only possible total is {low} points"},
    "err.score.possible.half": {"fr": "{whole}, et de {low} à {high} avec un demi-point",
                                "en": "{whole}, and from {low} to {high} with a half point"},
    "err.score.possible.half_one": {"fr": "{whole}, ou {low} avec un demi-point", "en": "{whole}, or {low} with a half point"},
    "err.score.possible.none": {"fr": "aucun total n'est possible avec ce nombre de bouts (nombres de bouts possibles : {counts})",
                                "en": "no total can happen with that many bouts (possible numbers of bouts: {counts})"},
    "err.score.pab_taker_bouts": {"fr": "Petit au bout pour le preneur : il finit avec le Petit, donc au moins 1 bout.",
                                  "en": "Petit au bout to the taker: he ends with the Petit, so with at least 1 bout."},
    "err.score.pab_defence_bouts": {"fr": "Petit au bout pour la défense : elle finit avec le Petit, le preneur ne peut donc pas avoir 3 bouts.",
                                    "en": "Petit au bout to the defence: it ends with the Petit, so the taker cannot have 3 bouts."},
    "err.score.pab_half": {"fr": "Petit au bout pour le preneur : il a gagné le dernier pli, alors qu'un demi-point ({points}) "
                                 "vient seulement d'une Excuse de défenseur jouée au dernier pli gagné par la défense (X5).",
                           "en": "Petit au bout to the taker: he won the last trick, whereas a half point ({points}) "
                                 "only comes from a defender's Excuse played to a last trick the defence wins (X5)."},
    "err.score.slam_flag": {"fr": "« chelem annoncé » vaut oui ou non (un booléen), pas {value}.",
                            "en": "'slam announced' is yes or no (a boolean), not {value}."},
    "err.score.slam_pab": {"fr": "Le petit au bout ne peut aller qu'au camp qui a fait tous les plis.",
                           "en": "Petit au bout can only go to the side that won every trick."},
    "err.score.side": {"fr": "Camp inconnu : « {side} » (preneur ou défense).",
                       "en": "Unknown side: '{side}' (taker or defence)."},
    "err.score.contract": {"fr": "Contrat inconnu : « {contract} ».", "en": "Unknown contract: '{contract}'."},
    # Scores at three and five players (V5, V9)
    "err.score.s_value": {"fr": "S est un nombre entier de points, pas {value}.",
                          "en": "S is a whole number of points, not {value}."},
    "err.score.partner_table": {"fr": "Le siège {seat} ne peut pas être partenaire : il n'y a de partenaire qu'à cinq joueurs, pas à {players}.",
                                "en": "Seat {seat} cannot be a partner: there is a partner only at five players, not at {players}."},
    "err.score.partner_is_taker": {"fr": "Le siège {seat} est le preneur : s'il détient la carte appelée, il joue seul, sans partenaire.",
                                   "en": "Seat {seat} is the taker: when he holds the called card he plays alone, with no partner."},
    "err.score.alone_table": {"fr": "« Seul » ne se dit qu'à cinq joueurs (carte appelée chez le preneur ou au chien), pas à {players}.",
                              "en": "'Alone' applies only at five players (the called card in the taker's hand or the chien), not at {players}."},
    "err.score.alone_flag": {"fr": "« seul » vaut oui ou non (un booléen), pas {value}.",
                             "en": "'alone' is yes or no (a boolean), not {value}."},
    # Records and files
    "err.record.field": {"fr": "Fiche de donne invalide : {detail}.", "en": "Invalid deal record: {detail}."},
    "err.file.corrupt": {"fr": "Fichier illisible {path} : {detail}.", "en": "Unreadable file {path}: {detail}."},
    "err.file.foreign": {"fr": "{path} n'est pas une feuille de marque Tarot Lab.",
                         "en": "{path} is not a Tarot Lab scoresheet."},
    "err.session.players": {"fr": "Il faut de 3 à 6 joueurs aux noms distincts et non vides, pas {value}.",
                            "en": "There must be 3 to 6 players with distinct, non-empty names, not {value}."},
    "err.session.table": {"fr": "{people} personnes ne jouent pas des donnes à {table} : 3, 4 ou 5 jouent des donnes à leur nombre ; 5 ou 6 peuvent jouer des donnes à quatre, le donneur (et à six son vis-à-vis) restant dehors.",
                          "en": "{people} people do not play {table}-player deals: 3, 4 or 5 play deals of their own number; 5 or 6 may play four-player deals, the dealer (and at six the player opposite) sitting out."},
    "err.session.sitting_out": {"fr": "{name} donne ou est vis-à-vis du donneur : il reste dehors et marque 0 à cette donne, il n'y prend pas et n'y est pas partenaire.",
                                "en": "{name} deals or sits opposite the dealer: he sits out this deal and scores 0, so he cannot take or be the partner."},
    "err.session.partner_needed": {"fr": "À cinq joueurs, donnez le siège du partenaire (celui qui avait la carte appelée) ou dites que le preneur a joué seul.",
                                   "en": "At five players, give the partner's seat (who held the called card) or say that the taker played alone."},
    "err.session.partner_and_alone": {"fr": "Un preneur seul n'a pas de partenaire : donnez l'un ou l'autre, pas les deux.",
                                      "en": "A taker who plays alone has no partner: give one or the other, not both."},
    "err.session.outcome_table": {"fr": "Cette donne se jouait à {players} et la feuille tient des donnes à {table}.",
                                  "en": "This deal was played by {players} players and the sheet holds {table}-player deals."},
    "err.session.full": {"fr": "La séance a déjà ses {n} donnes valides (deux par joueur).",
                         "en": "The session already has its {n} valid deals (two per player)."},
    "err.session.empty": {"fr": "La feuille n'a aucune ligne : il n'y a rien à annuler.",
                          "en": "The sheet has no entry: there is nothing to undo."},
    "err.session.not_outcome": {"fr": "Il faut l'issue d'une donne arbitrée (tarot_core.referee.referee), pas {value}.",
                                "en": "A refereed deal's outcome is needed (tarot_core.referee.referee), not {value}."},
    "err.session.seat": {"fr": "Siège inconnu : {seat} (sièges 0 à {last}).", "en": "Unknown seat: {seat} (seats 0 to {last})."},
    "err.session.entry": {"fr": "Feuille {path}, ligne {entry}, champ « {field} » : {detail}",
                          "en": "Sheet {path}, entry {entry}, field '{field}': {detail}"},
    "err.session.entry_whole": {"fr": "Feuille {path}, ligne {entry} : {detail}", "en": "Sheet {path}, entry {entry}: {detail}"},
    "err.session.field": {"fr": "Feuille {path}, champ « {field} » : {detail}",
                          "en": "Sheet {path}, field '{field}': {detail}"},
    "err.session.bad.missing": {"fr": "il manque.", "en": "it is missing."},
    "err.session.bad.seat": {"fr": "{value} n'est pas un siège (0 à {last}).", "en": "{value} is not a seat (0 to {last})."},
    "err.session.bad.four": {"fr": "une feuille de version 1 a quatre joueurs, pas {value}.",
                             "en": "a version-1 sheet has four players, not {value}."},
    "err.session.bad.table": {"fr": "{value} n'est pas un nombre de joueurs par donne (3, 4 ou 5).",
                              "en": "{value} is not a number of players per deal (3, 4 or 5)."},
    "err.session.bad.dealer": {"fr": "le donneur noté est {value}, or la rotation des donneurs donne {expected}.",
                               "en": "the dealer written is {value}, but the dealers' rotation gives {expected}."},
    "err.session.bad.kind": {"fr": "sorte de ligne inconnue : {value} (played, all_pass, cancelled ou misdeal).",
                             "en": "unknown kind of entry: {value} (played, all_pass, cancelled or misdeal)."},
    "err.session.bad.unknown": {"fr": "ce champ n'a pas sa place dans « {kind} ».",
                                "en": "this field has no place in '{kind}'."},
    "err.session.bad.text": {"fr": "{value} n'est pas un texte.", "en": "{value} is not a text."},
    "err.session.bad.list": {"fr": "{value} n'est pas une liste du bon genre.", "en": "{value} is not the right kind of list."},
    "err.session.bad.object": {"fr": "{value} n'est pas un objet JSON à champs nommés.",
                               "en": "{value} is not a JSON object with named fields."},
    "err.session.bad.number": {"fr": "{value} n'est pas un nombre.", "en": "{value} is not a number."},
    "err.session.bad.flag": {"fr": "{value} n'est ni true ni false.", "en": "{value} is neither true nor false."},
    "err.session.bad.source": {"fr": "origine inconnue : {value} (facts ou record).",
                               "en": "unknown origin: {value} (facts or record)."},
    "err.session.bad.reason": {"fr": "la raison {value} ne correspond pas à une ligne « {kind} ».",
                               "en": "the reason {value} does not fit an entry of kind '{kind}'."},
    "err.session.bad.version": {"fr": "version {value} inconnue (ce Tarot Lab lit jusqu'à la version {known}).",
                                "en": "unknown version {value} (this Tarot Lab reads up to version {known})."},
    "err.session.save": {"fr": "La feuille n'est pas enregistrée : impossible d'écrire {path} ({detail}). Ce qui a été saisi reste en mémoire et le fichier garde sa version précédente.",
                         "en": "The sheet is not saved: {path} cannot be written ({detail}). What was entered stays in memory and the file keeps its previous version."},
    "err.session.conflict": {"fr": "La feuille n'est pas enregistrée : {path} a été modifié ailleurs (un autre onglet ou programme) depuis que cette feuille l'a lu ou écrit, il n'est donc pas écrasé. Ce qui a été saisi ici reste en mémoire ; rechargez la feuille pour voir la version du fichier.",
                             "en": "The sheet is not saved: {path} was changed elsewhere (another tab or program) since this sheet read or wrote it, so it is not overwritten. What was entered here stays in memory; reload the sheet to see the file's version."},
    "err.session.export": {"fr": "CSV non écrit : impossible d'écrire {path} ({detail}).",
                           "en": "CSV not written: {path} cannot be written ({detail})."},
    # The referee's account of a deal (each shown after its rule ID)
    "step.story.kept": {"fr": "pli {trick} : le siège {seat} joue l'Excuse et son camp gagne le pli ; il la garde, rien à donner.",
                   "en": "trick {trick}: seat {seat} plays the Excuse and its side wins the trick; it keeps it, nothing to give."},
    "step.story.exchanged": {"fr": "pli {trick} : le siège {seat} joue l'Excuse et perd le pli ; l'Excuse reste à son camp, qui donne {card} (une carte basse déjà gagnée) en échange.",
                        "en": "trick {trick}: seat {seat} plays the Excuse and loses the trick; the Excuse stays with its side, which gives {card} (a low card it had already won) in exchange."},
    "step.story.debt": {"fr": "pli {trick} : le siège {seat} joue l'Excuse et perd le pli ; son camp n'a encore aucune carte basse, il en doit une.",
                   "en": "trick {trick}: seat {seat} plays the Excuse and loses the trick; its side has no low card yet, so it owes one."},
    "step.story.debt_paid": {"fr": "pli {trick} : la dette est payée avec {card}, la première carte basse gagnée par le camp de l'Excuse.",
                        "en": "trick {trick}: the debt is paid with {card}, the first low card the Excuse's side won."},
    "step.story.debt_unpaid": {"fr": "fin de la donne : la dette n'a jamais pu être payée ; l'Excuse compte 4 points pour son camp et l'autre camp reçoit 0,5.",
                          "en": "end of the deal: the debt could never be paid; the Excuse counts 4 points for its side and the other side gets 0.5."},
    "step.story.changed_sides": {"fr": "pli {trick} : le siège {seat} joue l'Excuse au dernier pli ; elle passe à l'autre camp, qui que soit le vainqueur du pli.",
                            "en": "trick {trick}: seat {seat} plays the Excuse to the last trick; it changes sides, whoever wins the trick."},
    "step.story.camps": {"fr": "carte appelée par le preneur (siège {seat}) : {card} ; le siège {partner} l'avait : l'attaque, ce sont les sièges {seat} et {partner}, qui mettent leurs plis en commun.",
                         "en": "the card called by the taker (seat {seat}): {card}; seat {partner} held it: the attack is seats {seat} and {partner}, who pool their tricks."},
    "step.story.alone": {"fr": "carte appelée par le preneur (siège {seat}) : {card} ; aucun autre joueur ne l'avait (elle était dans sa main ou au chien) : il joue seul contre quatre.",
                         "en": "the card called by the taker (seat {seat}): {card}; no other player held it (it was in his hand or the chien): he plays alone against four."},
    "step.story.won_last_trick": {"fr": "pli {trick} : le camp du siège {seat} a fait les {earlier} premiers plis et entame l'Excuse : elle remporte le dernier pli.",
                             "en": "trick {trick}: seat {seat}'s side won the first {earlier} tricks and leads the Excuse: it wins the last trick."},
    "step.story.discard": {"fr": "l'écart du preneur ({points} points) compte pour lui.",
                      "en": "the taker's discard ({points} points) counts for the taker."},
    "step.story.chien": {"fr": "{contract} : le chien, que personne ne voit ({cards} ; {points} points, {bouts} bout(s)), compte pour {side}.",
                    "en": "{contract}: the unseen chien ({cards}; {points} points, {bouts} bout(s)) counts for {side}."},
    "step.story.pab": {"fr": "le Petit est au dernier pli, gagné par {side} : petit au bout pour {side}, qui que soit le joueur du Petit.",
                  "en": "the Petit is in the last trick, won by {side}: petit au bout to {side}, whoever played the Petit."},
    "step.story.pab_x6": {"fr": "chelem avec l'Excuse au bout : petit au bout pour {side}. La FFT (B6) le donne pour le Petit du camp du chelem au pli {before_last} ; la décision du projet R5, de même pour un Petit de l'autre camp au pli {before_last} ou sous l'Excuse au pli {last}.",
                     "en": "Excuse-last slam: petit au bout for {side}. The FFT (B6) gives it for the slam side's Petit in trick {before_last}; the project ruling R5 likewise for the other side's Petit in trick {before_last}, or a Petit under the Excuse in trick {last}."},
    "step.story.r4": {"fr": "le preneur (siège {seat}) a annoncé un chelem avant la première carte ; lui seul le peut (décision du projet R4).",
                      "en": "the taker (seat {seat}) announced a slam before the first card; only he may (project ruling R4)."},
    "step.story.r2": {"fr": "chelem de la défense alors que le preneur a joué l'Excuse avant le dernier pli : X4 s'applique tel qu'il est écrit, l'Excuse reste au preneur et compte 4 points pour lui (décision du projet R2).",
                      "en": "a defence slam while the taker played the Excuse before the last trick: X4 applies as written, the Excuse stays with the taker and counts 4 points for him (project ruling R2)."},
    "step.story.r3": {"fr": "l'Excuse entamée au dernier pli par le camp qui a fait les {earlier} autres gagne ce pli (X6), quel que soit ce camp et qu'un chelem ait été annoncé ou non (décision du projet R3).",
                      "en": "the Excuse led to the last trick by the side that won the other {earlier} wins it (X6), whichever side that is and whether or not a slam was announced (project ruling R3)."},
    "step.story.slam": {"fr": "{side} a fait tous les plis : chelem.", "en": "{side} won every trick: a slam."},
    "step.story.total": {"fr": "le camp du preneur finit avec {count} cartes : {points} points et {bouts} bout(s) ; la défense a {dpoints} points.",
                    "en": "the taker's side ends with {count} cards: {points} points and {bouts} bout(s); the defence has {dpoints} points."},
    # Score breakdown lines (each shown after its rule ID)

    "step.target": {"fr": "{bouts} → objectif {target} points.",
               "en": "{bouts} → target {target} points."},
    # A number of bouts, chosen by text_count (French: 0 and 1 take the singular)
    "count.bouts.one": {"fr": "{n} bout", "en": "{n} bout"},
    "count.bouts.other": {"fr": "{n} bouts", "en": "{n} bouts"},
    "step.made": {"fr": "{points} points pour {target} : contrat fait de {diff} ; marge {margin}.",
             "en": "{points} points against {target}: made by {diff}; margin {margin}."},
    "step.failed": {"fr": "{points} points pour {target} : chute de {diff} ; marge {margin}.",
               "en": "{points} points against {target}: failed by {diff}; margin {margin}."},
    "step.base.made": {"fr": "contrat fait : +(25 + {margin}) = {base}.",
                  "en": "contract made: +(25 + {margin}) = {base}."},
    "step.base.failed": {"fr": "contrat chuté : −(25 + {margin}) = {base}.",
                    "en": "contract failed: −(25 + {margin}) = {base}."},
    "step.pab": {"fr": "petit au bout gagné par {side} : {v}.",
            "en": "petit au bout won by {side}: {v}."},
    "step.multiplier": {"fr": "coefficient de la {contract} ×{k} : {inner} × {k} = {v}.",
                   "en": "multiplier of the {contract} ×{k}: {inner} × {k} = {v}."},
    "step.poignee": {"fr": "{name} ({bonus}) au camp qui gagne la donne ({side}) : {v}.",
                "en": "{name} ({bonus}) to the side that wins the deal ({side}): {v}."},
    "step.slam.made_announced": {"fr": "chelem annoncé et réussi : {v}.", "en": "slam announced and made: {v}."},
    "step.slam.made": {"fr": "chelem réussi sans annonce : {v}.", "en": "slam made without announcement: {v}."},
    "step.slam.failed": {"fr": "chelem annoncé mais pas réussi : {v}.", "en": "slam announced but not made: {v}."},
    "step.slam.defence": {"fr": "chelem de la défense : {v} (chaque défenseur reçoit 200 de plus).",
                     "en": "defence slam: {v} (each defender receives 200 more)."},
    "step.slam.r1": {"fr": "décision du projet : chelem annoncé et chelem de la défense se cumulent (−400 dans S) ; aucune source ne tranche.",
                "en": "project ruling: the announced slam and the defence slam both count (−400 in S); no source decides this."},
    "step.total": {"fr": "S = {sum} = {S}.", "en": "S = {sum} = {S}."},
    "step.total.single": {"fr": "S = {S} (ni poignée ni chelem).", "en": "S = {S} (no poignée, no slam)."},
    "step.scores": {"fr": "le preneur marque 3 × {S} = {t} ; chaque défenseur {d}.",
               "en": "the taker scores 3 × {S} = {t}; each defender {d}."},
    "step.scores.three": {"fr": "à trois, le preneur marque 2 × {S} = {t} ; chacun des deux défenseurs {d}.",
                          "en": "at three players the taker scores 2 × {S} = {t}; each of the two defenders {d}."},
    "step.scores.five": {"fr": "à cinq, le preneur marque 2 × {S} = {t}, son partenaire {p} ; chacun des trois défenseurs {d}.",
                         "en": "at five players the taker scores 2 × {S} = {t}, his partner {p}; each of the three defenders {d}."},
    "step.scores.alone": {"fr": "à cinq, le preneur joue seul et marque 4 × {S} = {t} ; chacun des quatre défenseurs {d}.",
                          "en": "at five players the taker plays alone and scores 4 × {S} = {t}; each of the four defenders {d}."},
    # --- The core's words: cards, sides, contracts, poignées (C1, A2, B1, S3) -----------
    "card.suit.spades": {"fr": "pique", "en": "spades"},
    "card.suit.hearts": {"fr": "cœur", "en": "hearts"},
    "card.suit.diamonds": {"fr": "carreau", "en": "diamonds"},
    "card.suit.clubs": {"fr": "trèfle", "en": "clubs"},
    "card.trumps": {"fr": "atout", "en": "trumps"},
    "card.rank.1": {"fr": "As", "en": "Ace"},
    "card.rank.11": {"fr": "Valet", "en": "Jack"},
    "card.rank.12": {"fr": "Cavalier", "en": "Cavalier"},
    "card.rank.13": {"fr": "Dame", "en": "Queen"},
    "card.rank.14": {"fr": "Roi", "en": "King"},
    "card.suit_card": {"fr": "{rank} de {suit}", "en": "{rank} of {suit}"},
    "card.trump": {"fr": "Atout {rank}", "en": "Trump {rank}"},
    "card.petit": {"fr": "Atout 1 (Petit)", "en": "Trump 1 (Petit)"},
    "card.excuse": {"fr": "Excuse", "en": "Excuse"},
    "card.with_bout": {"fr": "{name}, bout", "en": "{name}, bout"},
    # What a card counts as (C2–C3): Card.kind_label
    "card.kind.bout": {"fr": "bout", "en": "bout"},
    "card.kind.king": {"fr": "roi", "en": "king"},
    "card.kind.queen": {"fr": "dame", "en": "queen"},
    "card.kind.cavalier": {"fr": "cavalier", "en": "cavalier"},
    "card.kind.jack": {"fr": "valet", "en": "jack"},
    "card.kind.low": {"fr": "carte basse", "en": "low card"},
    # What is printed on a drawn card (render.svg): corner letters and face words
    "card.corner.1": {"fr": "1", "en": "A"},
    "card.corner.11": {"fr": "V", "en": "J"},
    "card.corner.12": {"fr": "C", "en": "C"},
    "card.corner.13": {"fr": "D", "en": "Q"},
    "card.corner.14": {"fr": "R", "en": "K"},
    "card.face.trump": {"fr": "ATOUT", "en": "TRUMP"},
    "card.face.petit": {"fr": "Petit", "en": "Petit"},
    "card.face.excuse": {"fr": "EXCUSE", "en": "EXCUSE"},
    "card.face.excuse_corner": {"fr": "Ex", "en": "Ex"},
    "side.taker": {"fr": "le preneur", "en": "the taker"},
    "side.defence": {"fr": "la défense", "en": "the defence"},
    "side.attack": {"fr": "l'attaque", "en": "the attack"},            # V7: the taker's camp at five (taker and partner)
    "side.short.taker": {"fr": "preneur", "en": "taker"},
    "side.short.defence": {"fr": "défense", "en": "defence"},
    "side.short.partner": {"fr": "partenaire", "en": "partner"},       # V5, V7: the attack's second seat at five
    "contract.prise": {"fr": "Prise", "en": "Prise"},
    "contract.garde": {"fr": "Garde", "en": "Garde"},
    "contract.garde-sans": {"fr": "Garde Sans", "en": "Garde Sans"},
    "contract.garde-contre": {"fr": "Garde Contre", "en": "Garde Contre"},
    "poignee.10": {"fr": "poignée simple", "en": "simple poignée"},
    "poignee.13": {"fr": "double poignée", "en": "double poignée"},
    "poignee.15": {"fr": "triple poignée", "en": "triple poignée"},
    # How a line names its rule (errors, breakdowns) and where it happened
    "fmt.rule_line": {"fr": "{rule} : {body}", "en": "{rule}: {body}"},
    "fmt.rule_titled": {"fr": "{rule} ({title}) : {body}", "en": "{rule} ({title}): {body}"},
    "fmt.where.trick": {"fr": "pli {trick}", "en": "trick {trick}"},
    "fmt.where.seat": {"fr": "siège {seat}", "en": "seat {seat}"},
    "fmt.huge_number": {"fr": "[nombre d'environ {digits} chiffres]", "en": "[number of about {digits} digits]"},
    # Errors that break no rule of the game carry one of these categories instead of a rule ID
    "category.format": {"fr": "format des données, pas une règle du jeu : un fichier ou une fiche illisible",
                        "en": "data format, not a rule of the game: a file or a record that cannot be read"},
    "category.usage": {"fr": "ligne de commande, pas une règle du jeu : une option ou une valeur incomprise",
                       "en": "command line, not a rule of the game: an option or a value not understood"},
    # A card written in each language's notation (errors.notation): 'KH' in English, 'R♥' in French
    "card.notation": {"fr": "{rank}{suit}", "en": "{rank}{suit}"},
    "card.notation.rank.11": {"fr": "V", "en": "J"},
    "card.notation.rank.12": {"fr": "C", "en": "C"},
    "card.notation.rank.13": {"fr": "D", "en": "Q"},
    "card.notation.rank.14": {"fr": "R", "en": "K"},
    "card.notation.suit.S": {"fr": "♠", "en": "S"},
    "card.notation.suit.H": {"fr": "♥", "en": "H"},
    "card.notation.suit.D": {"fr": "♦", "en": "D"},
    "card.notation.suit.C": {"fr": "♣", "en": "C"},
    # A card named in a sentence (errors.named): its name as the game log says it, its notation in brackets
    "card.named": {"fr": "{name} ({code})", "en": "{name} ({code})"},
    "card.named.bracketed": {"fr": "{name}, {code})", "en": "{name}, {code})"},   # 'Trump 1 (Petit, T1)'
    # Details of a deal record that cannot be read (inside err.record.field)
    "err.record.detail.not_object": {"fr": "il faut un objet JSON", "en": "a JSON object is expected"},
    "err.record.detail.not_record_text": {"fr": "une fiche de donne est un objet JSON, écrit entre accolades, et ce texte n'en est pas un",
                                          "en": "a deal record is a JSON object, written between braces, and this text is not one"},
    "err.record.detail.case_too_large": {"fr": "plus de {limit} caractères, alors qu'un cas en fait quelques centaines : rien n'a été lu",
                                         "en": "over {limit} characters, while a case is a few hundred: nothing was read"},
    "err.record.detail.unknown_fields": {"fr": "champ(s) inconnu(s) {fields}", "en": "unknown field(s) {fields}"},
    "err.record.detail.missing_field": {"fr": "le champ « {field} » manque", "en": "the field '{field}' is missing"},
    "err.record.detail.not_cards": {"fr": "{what} : il faut une liste de cartes", "en": "{what}: a list of cards is expected"},
    "err.record.detail.bids": {"fr": "« bids » doit être une liste de mots", "en": "'bids' must be a list of words"},
    "err.record.detail.slam": {"fr": "« slam_announced » vaut true ou false", "en": "'slam_announced' must be true or false"},
    "err.record.detail.poignees": {"fr": "« poignees » doit associer à chaque siège les cartes qu'il montre",
                                   "en": "'poignees' must map a seat to the cards shown"},
    "err.record.detail.tricks": {"fr": "« tricks » doit être une liste de plis", "en": "'tricks' must be a list of tricks"},
    "err.record.detail.not_record": {"fr": "il faut une fiche de donne (un dict ou un texte JSON) ; un fichier se lit avec tarot_core.io.files.read_record",
                                     "en": "a deal record (a dict or JSON text) is expected; read files with tarot_core.io.files.read_record"},
    "err.record.detail.json": {"fr": "JSON, ligne {line}, colonne {column} : {msg}",
                               "en": "JSON, line {line}, column {column}: {msg}"},
    "err.record.detail.json.value": {"fr": "une valeur est attendue ici", "en": "a value is expected here"},
    "err.record.detail.json.name": {"fr": "un nom de champ entre guillemets droits est attendu",
                                    "en": "a field name in double quotes is expected"},
    "err.record.detail.json.comma": {"fr": "une virgule est attendue", "en": "a comma is expected"},
    "err.record.detail.json.colon": {"fr": "un deux-points est attendu", "en": "a colon is expected"},
    "err.record.detail.json.string": {"fr": "une chaîne n'est jamais fermée", "en": "a string is never closed"},
    "err.record.detail.json.control": {"fr": "un caractère de contrôle (tabulation, octet NUL…) dans une chaîne",
                                       "en": "a control character (a tab, a NUL byte…) inside a string"},
    "err.record.detail.json.extra": {"fr": "du texte suit la fin de la fiche", "en": "more text follows the end of the record"},
    "err.record.detail.json.escape": {"fr": "une séquence d'échappement (\\) invalide", "en": "an invalid escape sequence (\\)"},
    "err.record.detail.not_utf8": {"fr": "ce n'est pas du texte UTF-8 ({reason})", "en": "not UTF-8 text ({reason})"},
    "err.record.detail.not_utf8_at": {"fr": "ce n'est pas du texte UTF-8 (octet {position})",
                                      "en": "not UTF-8 text (byte {position})"},
    "err.record.detail.utf16": {"fr": "texte en UTF-16 : enregistrez-le en UTF-8", "en": "UTF-16 text: save it as UTF-8"},
    "err.record.detail.nul": {"fr": "il contient un octet NUL (des données binaires ?)",
                              "en": "it holds a NUL byte (binary data?)"},
    "err.record.detail.too_large": {"fr": "plus de {limit} Mo, alors qu'une fiche de donne fait quelques kilo-octets : rien n'a été lu",
                                    "en": "over {limit} MB, while a deal record is a few kilobytes: nothing was read"},
    "err.record.detail.too_deep": {"fr": "des listes ou des objets imbriqués trop profondément pour une fiche de donne",
                                   "en": "lists or objects nested far too deep for a deal record"},
    "err.record.detail.huge_number": {"fr": "un nombre de plusieurs milliers de chiffres",
                                      "en": "a number thousands of digits long"},
    "err.record.detail.key_twice": {"fr": "la clé {entry} figure deux fois dans un même objet, l'une des deux valeurs serait perdue",
                                    "en": "the key {entry} appears twice in one object, so one of its values would be lost"},
    "err.record.detail.not_found": {"fr": "aucun fichier de ce nom", "en": "no such file"},
    "err.record.detail.is_dir": {"fr": "c'est un dossier", "en": "it is a folder"},
    "err.record.detail.denied": {"fr": "lecture non autorisée", "en": "permission denied"},
    "err.record.detail.bad_path": {"fr": "chemin de fichier invalide", "en": "not a valid file path"},
    "err.record.detail.too_many_cards": {"fr": "{what} : {count} cartes, plus que les {limit} d'un jeu entier",
                                         "en": "{what}: {count} cards, more than the {limit} of a whole pack"},
    "err.record.detail.not_card_name": {"fr": "{what} : une carte s'écrit comme une chaîne (« KH »), pas comme {type}",
                                        "en": "{what}: a card is written as a string ('KH'), not as {type}"},
    "err.record.detail.not_list": {"fr": "« {what} » doit être une liste, pas {type}", "en": "'{what}' must be a list, not {type}"},
    "err.record.detail.not_text": {"fr": "« {field} » est un texte libre (une chaîne), pas {type}",
                                   "en": "'{field}' is free text (a string), not {type}"},
    "err.record.detail.not_unicode": {"fr": "« {field} » contient un caractère qui n'existe pas en Unicode (une moitié de paire de substitution)",
                                      "en": "'{field}' holds a character that is not Unicode (half of a surrogate pair)"},
    "err.record.detail.seed": {"fr": "« seed » est un nombre ou un texte, pas {type}", "en": "'seed' is a number or a text, not {type}"},
    "json.type.boolean": {"fr": "un booléen", "en": "a boolean"},
    "json.type.number": {"fr": "un nombre", "en": "a number"},
    "json.type.string": {"fr": "une chaîne", "en": "a string"},
    "json.type.list": {"fr": "une liste", "en": "a list"},
    "json.type.object": {"fr": "un objet", "en": "an object"},
    "json.type.null": {"fr": "null", "en": "null"},
    "json.type.other": {"fr": "une valeur de type {name}", "en": "a value of type {name}"},
    "err.record.poignee_seat": {"fr": "« poignees » : la clé {entry} n'est pas un siège ; écrivez \"0\", \"1\", \"2\" ou \"3\"",
                                "en": "'poignees': the key {entry} is not a seat; write \"0\", \"1\", \"2\" or \"3\""},
    # A refereed deal in short (the CLI's summary, the HTML report)
    "outcome.cancelled": {"fr": "Donne annulée (D4 : petit sec au siège {seat})",
                          "en": "Deal cancelled (D4: petit sec at seat {seat})"},
    "outcome.all_pass": {"fr": "Tout le monde passe (A3)", "en": "Everybody passed (A3)"},
    "outcome.taker": {"fr": "Preneur : siège {seat}, {contract}", "en": "Taker: seat {seat}, {contract}"},
    "outcome.scores": {"fr": "Scores par siège : {scores}", "en": "Scores by seat: {scores}"},
    # The command line's own errors: an option it cannot read (category 'usage'), standard input, the output
    "err.usage.framed": {"fr": "{prog} : {body} (voir {prog} --help)", "en": "{prog}: {body} (see {prog} --help)"},
    "err.usage.required": {"fr": "obligatoire mais absent : {options}", "en": "required but missing: {options}"},
    "err.usage.choice": {"fr": "{option} : {value} n'est pas l'un des choix possibles ({choices})",
                         "en": "{option}: {value} is not one of the choices ({choices})"},
    "err.usage.one_value": {"fr": "{option} attend une valeur", "en": "{option} needs a value"},
    "err.usage.values": {"fr": "{option} attend au moins une valeur", "en": "{option} needs at least one value"},
    "err.usage.explicit": {"fr": "{option} ne prend pas de valeur (reçu {value})", "en": "{option} takes no value (got {value})"},
    "err.usage.invalid": {"fr": "{option} : valeur invalide {value}", "en": "{option}: invalid value {value}"},
    "err.usage.unrecognized": {"fr": "arguments non compris : {value}", "en": "arguments not understood: {value}"},
    "err.usage.ambiguous": {"fr": "{option} peut désigner {choices} : écrivez l'option en entier",
                            "en": "{option} could mean {choices}: write the option in full"},
    "err.usage.argument": {"fr": "{option} : {reason}", "en": "{option}: {reason}"},
    "err.usage.other": {"fr": "ligne de commande incomprise ({reason})", "en": "command line not understood ({reason})"},
    "err.usage.number": {"fr": "« {value} » n'est pas un nombre (virgule ou point décimal : 40,5 ou 40.5)",
                         "en": "'{value}' is not a number (a decimal point or comma: 40.5 or 40,5)"},
    "err.usage.range": {"fr": "« {value} » est hors des bornes : de {low} à {high}",
                        "en": "'{value}' is out of range: {low} to {high}"},
    "err.usage.seats": {"fr": "« {value} » : il faut un joueur virtuel par siège, séparés par des virgules (random, basic, sampler)",
                        "en": "'{value}': give one bot kind per seat, separated by commas (random, basic, sampler)"},
    "err.usage.whole": {"fr": "« {value} » n'est pas un nombre entier", "en": "'{value}' is not a whole number"},
    "err.usage.choice_of": {"fr": "« {value} » n'est pas l'un des choix : {choices}", "en": "'{value}' is not one of: {choices}"},
    "err.cli.cards_too_long": {"fr": "{option} fait {size} caractères : une liste de cartes (78 au plus) tient en {limit}",
                               "en": "{option} is {size} characters long: a list of cards (78 at most) fits in {limit}"},
    "err.cli.size": {"fr": "{option} a {count} cartes au lieu de {size}.", "en": "{option} has {count} cards instead of {size}."},
    "err.cli.interrupted": {"fr": "tarot : interrompu", "en": "tarot: interrupted"},
    "err.cli.output": {"fr": "tarot : la sortie n'a pas pu être écrite ({reason})", "en": "tarot: the output could not be written ({reason})"},
    "err.input.corrupt": {"fr": "Données illisibles ({path}) : {detail}.", "en": "Unreadable input ({path}): {detail}."},
    "err.stdin.not_record": {"fr": "la ligne {line} de l'entrée standard n'est pas une fiche JSON (un objet entre accolades) : "
                                   "l'entrée standard ne contient que des données, jamais des noms de fichiers",
                             "en": "line {line} of standard input is not a JSON record (an object in braces): "
                                   "standard input holds data only, never file names"},
    "err.stdin.line_too_long": {"fr": "la ligne {line} de l'entrée standard dépasse {limit} Mo : elle n'a pas été lue",
                                "en": "line {line} of standard input is over {limit} MB: it was not read"},
    "err.stdin.too_large": {"fr": "l'entrée standard dépasse {limit} Mo en un seul document JSON : envoyez les fiches en lignes JSON, une par ligne",
                            "en": "standard input is over {limit} MB as one JSON document: send the records as JSON Lines, one a line"},
    "err.stdin.empty": {"fr": "l'entrée standard ne contient aucune fiche : rien à juger",
                        "en": "standard input holds no record: nothing to judge"},
    "err.cli.no_cards": {"fr": "{option} ne contient aucune carte", "en": "{option} holds no card"},
    "err.stdin.not_list_item": {"fr": "l'élément {index} de la liste n'est pas une fiche (un objet JSON)",
                                "en": "item {index} of the list is not a record (a JSON object)"},
    "err.cli.call_table": {"fr": "On n'appelle une carte qu'à cinq joueurs, pas à {players}.",
                           "en": "A card is called only at five players, not at {players}."},
    "err.cli.call_needed": {"fr": "à cinq joueurs, la règle du premier pli dépend de la carte appelée : donnez --call.",
                            "en": "at five players the first trick's rule depends on the called card: give --call."},
    "err.cli.call_taker": {"fr": "--call et --taker vont ensemble : le siège du preneur et la carte qu'il appelle (V4)",
                           "en": "--call and --taker go together: the taker's seat and the card he calls (V4)"},
    # The hand count before the auction (analysis.handcount; Chavey's published count)
    "count.line": {"fr": "{what} ({cards}) : {points}", "en": "{what} ({cards}): {points}"},
    "count.21": {"fr": "le 21", "en": "the 21"},
    "count.excuse": {"fr": "l'Excuse", "en": "the Excuse"},
    "count.petit": {"fr": "le Petit, selon les atouts qui l'accompagnent", "en": "the Petit, by the trumps with it"},
    "count.trumps": {"fr": "2 par atout, à partir de 5 atouts (bouts et Excuse compris)",
                     "en": "2 per trump, with 5 trumps or more (bouts and the Excuse included)"},
    "count.majors": {"fr": "+2 par atout majeur (16 à 21)", "en": "+2 per major trump (16 to 21)"},
    "count.runs": {"fr": "+1 par majeur d'une suite de majeurs", "en": "+1 per major in a run of majors"},
    "count.mariage": {"fr": "roi et dame de la même couleur (mariage)", "en": "king and queen of one suit (mariage)"},
    "count.king_alone": {"fr": "roi sans sa dame", "en": "king without its queen"},
    "count.queen_alone": {"fr": "dame sans son roi", "en": "queen without its king"},
    "count.cavalier": {"fr": "cavalier", "en": "cavalier"},
    "count.valet": {"fr": "valet", "en": "valet (jack)"},
    "count.long_suit": {"fr": "longue couleur", "en": "long suit"},
    "count.void": {"fr": "coupe franche, pour une Garde Sans ou Contre", "en": "void, for a Garde Sans or Contre"},
    "count.singleton": {"fr": "singleton, pour une Garde Sans ou Contre", "en": "singleton, for a Garde Sans or Contre"},
    "count.total": {"fr": "Total : {total} points", "en": "Total: {total} points"},
    "count.total_shape": {"fr": "Avec la distribution (Garde Sans ou Contre seulement) : {total} points",
                          "en": "With the shape (Garde Sans or Contre only): {total} points"},
    "count.pass": {"fr": "passer", "en": "pass"},
    "count.suggests": {"fr": "Le décompte conseille : {bid} (moins de 40 : passe ; 40–55 : Prise ; 56–70 : Garde ; "
                             "71–80 : Garde Sans ; plus de 80 : Garde Contre).",
                       "en": "The count suggests: {bid} (under 40: pass; 40–55: Prise; 56–70: Garde; "
                             "71–80: Garde Sans; over 80: Garde Contre)."},
    "count.suggests_table": {"fr": "Le décompte conseille : {bid} (à {players} joueurs, {cards} cartes en main, les seuils "
                                   "publiés pour 18 cartes mis à l'échelle : moins de {prise} : passe ; Prise dès {prise} ; "
                                   "Garde dès {garde} ; Garde Sans dès {sans} ; Garde Contre dès {contre}).",
                             "en": "The count suggests: {bid} (at {players} players, {cards} cards in hand, the thresholds "
                                   "published for 18 cards scaled: under {prise}: pass; Prise from {prise}; "
                                   "Garde from {garde}; Garde Sans from {sans}; Garde Contre from {contre})."},
    "err.count.hand_size": {"fr": "Le décompte lit une main telle que distribuée : à {players} joueurs, {size} cartes, pas {count}.",
                            "en": "The count reads a hand as dealt: at {players} players, {size} cards, not {count}."},
    "err.advisor.hand_size": {"fr": "Le conseiller lit une main de {size} cartes, avant le chien : {count} carte(s) reçue(s).",
                              "en": "The advisor reads a hand of {size} cards, before the chien: got {count}."},
    "err.advisor.deals": {"fr": "Nombre de donnes simulées invalide : {value} ; au niveau {level}, un nombre entier de 1 à {limit}.",
                          "en": "Invalid number of simulated deals: {value}; at the {level} level, a whole number from 1 to {limit}."},
    "err.advisor.level": {"fr": "Niveau inconnu : « {level} » (au choix : {levels}).",
                          "en": "Unknown level: '{level}' (choose from: {levels})."},
    # Bot matches (analysis.match, `tarot match`)
    "err.match.kind": {"fr": "kind : joueur virtuel inconnu : « {kind} » (au choix : {kinds}).",
                       "en": "kind: unknown bot kind: '{kind}' (choose from: {kinds})."},
    "err.match.seats": {"fr": "Une table de {seats} joueurs demande {seats} joueurs virtuels, un par siège, pas {count}.",
                        "en": "A table of {seats} players needs {seats} bots, one per seat, not {count}."},
    "err.match.seats_option": {"fr": "--seats donne {count} joueurs virtuels ; une table de {seats} joueurs (--players) en demande un par siège.",
                               "en": "--seats gives {count} bot kinds; a table of {seats} players (--players) needs one per seat."},
    "err.bot.list": {"fr": "bots : il faut une liste de {seats} joueurs virtuels, un par siège, pas {value}.",
                     "en": "bots: a list of {seats} bots is needed, one per seat, not {value}."},
    "err.bot.not_bot": {"fr": "bots : au siège {seat}, {value} n'est pas un joueur virtuel (il lui faut les méthodes {methods}).",
                        "en": "bots: in seat {seat}, {value} is not a bot (a bot has the methods {methods})."},
    "err.bot.budget": {"fr": "budget : {value} n'est pas un temps par carte : un nombre de secondes plus grand que 0, au plus {high}.",
                       "en": "budget: {value} is not a time per card: a number of seconds greater than 0, at most {high}."},
    "err.bot.samples": {"fr": "samples : {value} n'est pas un nombre de donnes par carte : un nombre entier de 1 à {high}.",
                        "en": "samples: {value} is not a number of deals per card: a whole number from 1 to {high}."},
    "err.bot.deals": {"fr": "deals : {value} n'est pas un nombre de donnes : un nombre entier de 1 à {high}.",
                      "en": "deals: {value} is not a number of deals: a whole number from 1 to {high}."},
    "err.bot.no_decision": {"fr": "Aucune décision à conseiller au siège {seat} : {phase}.",
                            "en": "No decision to advise for seat {seat}: {phase}."},
    "err.bot.not_its_turn": {"fr": "Aucune décision à conseiller au siège {seat} maintenant : c'est au siège {to_act} ({phase}).",
                             "en": "No decision to advise for seat {seat} now: it is seat {to_act}'s turn ({phase})."},
    "err.bot.table": {"fr": "Le joueur virtuel « {bot} » du siège {seat} ne joue qu'à {known} joueurs ; cette table en a {players} (le joueur aléatoire joue à 3, 4 et 5).",
                      "en": "The '{bot}' bot at seat {seat} plays only at {known} players; this table has {players} (the random bot plays at 3, 4 and 5)."},
    "err.bot.no_call": {"fr": "Le joueur virtuel du siège {seat} ne sait pas appeler une carte (V4) : il lui faut la méthode choose_call.",
                        "en": "The bot at seat {seat} cannot call a card (V4): it needs a choose_call method."},
    # The end of a deal described by its facts (ending.end_of_deal, the rules desk)
    "err.ending.bool": {"fr": "« {field} » doit valoir vrai ou faux.", "en": "'{field}' must be true or false."},
    "err.ending.last_count": {"fr": "Décrivez de 1 à 3 derniers plis.", "en": "Describe the last 1 to 3 tricks."},
    "err.ending.trick_shape": {"fr": "Le pli {trick} se décrit par son entameur et ses {count} cartes.",
                               "en": "Trick {trick} is described by its leader and its {count} cards."},
    "err.deal.for_play_sizes": {"fr": "Jeu d'entraînement à {players} joueurs : des mains de même taille, de 1 à {size} cartes (une carte de chacun par pli).",
                                "en": "Practice play at {players} players: hands of the same size, 1 to {size} cards (one card each per trick)."},
    "err.ending.call_table": {"fr": "À {players} joueurs, le preneur n'appelle aucune carte : l'appel se fait à cinq joueurs seulement.",
                              "en": "At {players} players the taker calls no card: the call is made at five players only."},
    "err.ending.call_missing": {"fr": "À cinq joueurs, dites quelle carte le preneur a appelée (un roi, ou une dame, un cavalier, un valet).",
                                "en": "At five players, say which card the taker called (a king, or a queen, cavalier or jack)."},
    "err.ending.holder": {"fr": "Dites où était la carte appelée à la donne : un siège de 0 à {last}, ou le chien.",
                          "en": "Say where the called card was dealt: a seat from 0 to {last}, or the chien."},
    "err.ending.called_where": {"fr": "Le siège {seat} joue la carte appelée, {card}, mais vous dites qu'elle avait été donnée {holder} : c'est celui qui la tient qui la joue (au chien en Garde Sans ou Contre, elle n'est jamais jouée).",
                                "en": "Seat {seat} plays the called card, {card}, but you say it was dealt {holder}: its holder plays it (in the chien of a Garde Sans or Contre it is never played)."},
    "ending.holder.chien": {"fr": "au chien", "en": "to the chien"},
    "ending.holder.seat": {"fr": "au siège {seat}", "en": "to seat {seat}"},
    "step.ending.split.three": {"fr": "à trois, le preneur (siège {seat}) marque {t} × S, chacun des deux défenseurs −S (V8 : les points se comptent à la demi-unité près).",
                                "en": "at three players the taker (seat {seat}) scores {t} × S, each of the two defenders −S (V8: points are counted to the half)."},
    "step.ending.split.five": {"fr": "partenaire : le siège {partner} ; le preneur (siège {seat}) marque {t} × S, son partenaire S, chacun des trois défenseurs −S — petit au bout, poignées et chelem compris (R6).",
                               "en": "partner: seat {partner}; the taker (seat {seat}) scores {t} × S, his partner S, each of the three defenders −S — petit au bout, poignées and slam included (R6)."},
    "step.ending.split.alone": {"fr": "pas de partenaire : le preneur (siège {seat}) joue seul et marque {t} × S, chacun des quatre défenseurs −S.",
                                "en": "no partner: the taker (seat {seat}) plays alone and scores {t} × S, each of the four defenders −S."},
    "err.ending.leader": {"fr": "Le pli {trick} est entamé par le siège {seat}, mais c'est le siège {winner} qui a gagné le pli précédent.",
                          "en": "Trick {trick} is led by seat {seat}, but seat {winner} won the trick before."},
    "err.ending.leader_side": {"fr": "Le pli {trick} est entamé par le siège {seat}, qui n'est pas du camp ({side}) qui a gagné le pli précédent.",
                               "en": "Trick {trick} is led by seat {seat}, who is not on the side ({side}) that won the trick before."},
    "err.ending.bout_in_chien": {"fr": "{card} ne peut rester au chien qu'en Garde Sans ou Garde Contre (en Prise ou Garde, un bout ne s'écarte pas).",
                                 "en": "{card} can stay in the chien only in a Garde Sans or Garde Contre (in a Prise or Garde, a bout is never discarded)."},
    "err.ending.excuse_where": {"fr": "L'Excuse n'est pas dans les derniers plis : dites quel camp l'a jouée et à quel pli (1 à {last}), ou qu'elle est au chien.",
                                "en": "The Excuse is not in the last tricks: say which side played it and to which trick (1 to {last}), or that it is in the chien."},
    "err.ending.taker_excuse_won": {"fr": "Le preneur ne peut pas avoir joué l'Excuse au pli {trick} que son camp a gagné : l'Excuse ne gagne jamais un pli avant le dernier.",
                                    "en": "The taker cannot have played the Excuse to trick {trick}, which his side won: the Excuse never wins a trick before the last."},
    "err.ending.excuse_twice": {"fr": "L'Excuse est déjà dans les derniers plis décrits.", "en": "The Excuse is already in the last tricks described."},
    "err.ending.petit_side": {"fr": "Le Petit ne peut pas avoir été gagné plus tôt par {side} : ce camp n'a gagné aucun pli avant.",
                              "en": "The Petit cannot have been won earlier by {side}: that side won no earlier trick."},
    "err.ending.petit_where": {"fr": "Le Petit n'est pas dans les derniers plis : dites quel camp l'a gagné plus tôt, ou qu'il est au chien.",
                               "en": "The Petit is not in the last tricks: say which side won it earlier, or that it is in the chien."},
    "err.ending.petit_twice": {"fr": "Le Petit est déjà dans les derniers plis décrits.", "en": "The Petit is already in the last tricks described."},
    "err.ending.sides": {"fr": "Donnez le camp gagnant de chacun des {n} plis précédents (preneur ou défense), ou un seul camp pour tous.",
                         "en": "Give the winning side of each of the {n} earlier tricks (taker or defence), or one side for all."},
    "step.ending.no_pab": {"fr": "pas de petit au bout : le Petit n'est pas au dernier pli.",
                           "en": "no petit au bout: the Petit is not in the last trick."},
    "step.ending.no_slam": {"fr": "pas de chelem : aucun camp n'a fait tous les plis.", "en": "no slam: neither side won every trick."},
    "step.ending.excuse_side.taker": {"fr": "l'Excuse finit dans les plis du preneur.", "en": "the Excuse ends in the taker's pile."},
    "step.ending.excuse_side.defence": {"fr": "l'Excuse finit dans les plis de la défense.", "en": "the Excuse ends in the defence's pile."},
    "step.ending.pab_part": {"fr": "dans S, le petit au bout compte {value} (10 × {mult} en {contract}).",
                             "en": "in S, the petit au bout counts {value} (10 × {mult} in a {contract})."},
    "step.ending.slam_part": {"fr": "dans S, le chelem compte {value} (jamais multiplié).",
                              "en": "in S, the slam counts {value} (never multiplied)."},
    # Shared rules cases (io.case: the `tarot-case 1` text)
    "err.case.not_text": {"fr": "Un cas se donne sous forme de texte : {what} n'en est pas.",
                          "en": "A case is given as text: {what} is not."},
    "err.case.too_long": {"fr": "Texte de cas trop long : {size} caractères, au plus {limit}.",
                          "en": "Case text too long: {size} characters, at most {limit}."},
    "err.case.magic": {"fr": "ligne {line} : un cas commence par la ligne « {magic} ».",
                       "en": "line {line}: a case starts with the line '{magic}'."},
    "err.case.no_colon": {"fr": "ligne {line} : il faut « clé : valeur ».", "en": "line {line}: expected 'key: value'."},
    "err.case.twice": {"fr": "ligne {line} : « {name} » est donné deux fois.", "en": "line {line}: '{name}' is given twice."},
    "err.case.question": {"fr": "ligne {line} : question inconnue « {value} » (au choix : {questions}).",
                          "en": "line {line}: unknown question '{value}' (choose from: {questions})."},
    "err.case.key": {"fr": "ligne {line} : clé inconnue « {name} ».", "en": "line {line}: unknown key '{name}'."},
    "err.case.missing": {"fr": "ligne {line} : il manque « {name} ».", "en": "line {line}: '{name}' is missing."},
    "err.case.not_for": {"fr": "ligne {line} : « {name} » n'a pas de sens pour la question « {question} ».",
                         "en": "line {line}: '{name}' does not belong to the question '{question}'."},
    "err.case.tricks": {"fr": "ligne {line} : au plus 3 derniers plis.", "en": "line {line}: at most 3 last tricks."},
    "err.case.line_break": {"fr": "« {name} » tient sur une ligne dans un cas : {value} contient un saut de ligne.",
                            "en": "'{name}' is one line in a case: {value} holds a line break."},
    "err.case.value": {"fr": "ligne {line} ({name}) : {reason}", "en": "line {line} ({name}): {reason}"},
    "err.case.leader": {"fr": "un pli commence par le siège qui l'entame (0 à {last}), puis ses cartes (une par joueur)",
                        "en": "a trick starts with the seat that leads it (0 to {last}), then its cards (one per player)"},
    "err.case.holder": {"fr": "le siège qui avait la carte appelée à la donne (un chiffre), ou chien",
                        "en": "the seat dealt the called card (a digit), or chien"},
    "err.case.digit": {"fr": "un chiffre (0 à 3)", "en": "a digit (0 to 3)"},
    "err.case.seat": {"fr": "le siège du preneur : un chiffre de 0 à {last} (à {players} joueurs)",
                      "en": "the taker's seat: a digit from 0 to {last} (at {players} players)"},
    "err.case.yes_no": {"fr": "oui ou non (yes/no)", "en": "yes or no"},
    "err.case.excuse": {"fr": "le camp qui l'a jouée et le numéro du pli (« taker 5 »), ou « chien »",
                        "en": "the side that played it and the trick number ('taker 5'), or 'chien'"},
    "err.case.poignee": {"fr": "simple, double ou triple, séparés par des virgules",
                         "en": "simple, double or triple, separated by commas"},
    "err.case.number": {"fr": "des points de 0 à 91 par demi-points (40,5 ou 40.5)",
                        "en": "points from 0 to 91 in half points (40.5 or 40,5)"},
    "err.case.side": {"fr": "taker/preneur ou defence/défense", "en": "taker/preneur or defence/défense"},
    "err.case.earlier": {"fr": "taker, defence, ou une lettre par pli précédent : T (preneur) ou D (défense)",
                         "en": "taker, defence, or one letter per earlier trick: T (taker) or D (defence)"},
}


#: Every message the core knows: the rules floor's, then each floor above that has registered its own
#: catalogue (``analysis/texts.py``, ``io/texts.py``, ``render/texts.py``, on their package's import).
MESSAGES: ChainMap[str, dict[str, str]] = ChainMap(RULE_TEXTS)
#: floor name -> its catalogue, in the order registered
FLOORS: dict[str, dict[str, dict[str, str]]] = {"rules": RULE_TEXTS}


def register(floor: str, texts: dict[str, dict[str, str]]) -> None:
    """Add the catalogue of *floor* (a package above the rules) to :data:`MESSAGES`.

    One catalogue per floor (issue 23 §2): a key lives in exactly one of them, so registering a
    key another floor holds is refused; registering the same floor again is a no-op (a reload).

    >>> register("analysis", {"card.kind.king": {"fr": "roi", "en": "king"}})
    Traceback (most recent call last):
    ...
    ValueError: analysis's catalogue repeats 1 key(s) of another floor: card.kind.king
    """
    if FLOORS.get(floor) is texts:
        return
    taken = sorted(k for other, known in FLOORS.items() if other != floor for k in texts if k in known)
    if taken:
        raise ValueError(f"{floor}'s catalogue repeats {len(taken)} key(s) of another floor: {', '.join(taken)}")
    if floor in FLOORS:
        MESSAGES.maps.remove(FLOORS[floor])
    FLOORS[floor] = texts
    MESSAGES.maps.append(texts)


def text(key: str, lang: str | None = None, **params) -> str:
    """The message *key* in *lang*, its fields filled from *params*."""
    return MESSAGES[key][check_language(lang)].format(**params)


def text_count(key: str, n: int, lang: str | None = None, **params) -> str:
    """The message *key* about a count *n*, in the grammatical number *lang* wants for it.

    A key may come in two forms, ``key + ".one"`` and ``key + ".other"``: French puts 0 and 1
    in the singular, English only 1. A key without those forms is used as it is. ``{n}`` is
    filled with *n*.

    >>> text_count("odds.label.bouts", 0, "fr"), text_count("odds.label.bouts", 0, "en")
    ('0 bout', '0 bouts')
    >>> text_count("odds.label.trumps_excuse", 9, "en")
    '9 (trumps + Excuse)'
    """
    lang = check_language(lang)
    singular = n <= 1 if lang == "fr" else n == 1
    form = f"{key}.{'one' if singular else 'other'}"
    return text(form if form in MESSAGES else key, lang, n=n, **params)


MINUS = "\u2212"                          # the true minus sign, as in "−64"
_GROUP = {"fr": "\u202f", "en": ","}      # thousands separator: a narrow no-break space in French
_DECIMAL = {"fr": ",", "en": "."}


def format_number(value, lang: str | None = None, signed: bool = False, *, digits: int | None = None,
                  decimals: int | None = None, grouping: bool = False) -> str:
    """A number as the project writes it to people: the one formatter of points, scores and odds.

    A decimal comma in French, a dot in English; whole numbers without ``.0``; the true minus
    sign U+2212; with *signed*, a ``+`` before a positive value. Zero is always ``0``, without
    a sign. *digits* keeps that many significant digits (``:g``), *decimals* that many places
    after the point (``:f``); *grouping* separates thousands (a narrow no-break space in
    French, a comma in English).

    >>> format_number(40.5, "fr"), format_number(40.5, "en"), format_number(41.0, "fr")
    ('40,5', '40.5', '41')
    >>> format_number(-64, "en"), format_number(192, "fr", signed=True), format_number(-10, "en", signed=True)
    ('−64', '+192', '−10')
    >>> format_number(0, "en", signed=True), format_number(-0.0, "fr", signed=True)
    ('0', '0')
    >>> format_number(0.78395301, "fr", digits=6), format_number(0.6923, "en", decimals=2)
    ('0,783953', '0.69')
    >>> format_number(256851595, "en", grouping=True), format_number(2170, "fr", grouping=True) == "2\u202f170"
    ('256,851,595', True)
    """
    lang = check_language(lang)
    if isinstance(value, bool):
        raise TypeError("format_number: a number, not a bool")
    if value == 0:
        return "0"
    negative = value < 0
    x = abs(value)
    if decimals is not None:
        body = f"{float(x):.{decimals}f}"
    elif digits is not None:
        body = f"{float(x):.{digits}g}"
    elif isinstance(x, int):
        body = str(x)
    else:
        x = float(x)
        body = str(int(x)) if x.is_integer() else repr(x)
    if grouping and body[:1].isdigit() and "e" not in body:
        whole, dot, rest = body.partition(".")
        body = f"{int(whole):,}".replace(",", _GROUP[lang]) + dot + rest
    body = body.replace(".", _DECIMAL[lang]).replace("-", MINUS)     # an exponent's sign too
    if body.strip("0,." + MINUS) == "" or body == "0":                # rounded to nothing
        return "0"
    return (MINUS if negative else "+" if signed else "") + body


# Words used inside breakdown lines, by language (read from MESSAGES: one wording each).
SIDE_WORDS = {lang: {side: MESSAGES[f"side.{side}"][lang] for side in ("taker", "defence")}
              for lang in LANGUAGES}
POIGNEE_WORDS = {lang: {int(key.split(".")[1]): words[lang] for key, words in MESSAGES.items()
                        if key.startswith("poignee.")} for lang in LANGUAGES}
