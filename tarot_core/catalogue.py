"""The French/English text catalogue: rule titles keyed by rule ID, and every message.

One home for every sentence the project shows: rule titles (one line each, in the
project's own words), error messages, breakdown lines and labels. Widgets and lessons
read it; nothing else writes user text.

>>> rule_title("P4", "en")
'Overtrump whenever you can, even over a partner'
>>> text("err.card.unknown", "fr", token="ZZ")
'Carte inconnue : « ZZ ».'
"""
from __future__ import annotations

import os

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
           "Neither the suit nor a trump: play any card (discard)"),
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
    "S2": ("Écart = |points − objectif|, arrondi à l'entier supérieur s'il y a un demi-point",
           "Margin = |points − target|, rounded up when there is a half point"),
    "S3": ("S = (±(25 + écart) ± 10 petit au bout) × coefficient ± poignées + chelem",
           "S = (±(25 + margin) ± 10 petit au bout) × multiplier ± poignées + slam"),
    "S4": ("Le preneur marque 3 × S, chaque défenseur −S : total nul",
           "The taker scores 3 × S, each defender −S: a zero sum"),
    "S5": ("Exemple : Garde, 48 points avec 2 bouts, petit au bout défense, poignée simple : S = 64",
           "Example: Garde, 48 points with 2 bouts, petit au bout to the defence, simple poignée: S = 64"),
    "G1": ("Une séance : huit donnes valides ; les donnes annulées ne comptent pas",
           "A session: eight valid deals; cancelled deals do not count"),
    "G2": ("Le plus fort total gagne ; les égalités partagent la place",
           "The highest total wins; equal totals share the place"),
    "R1": ("Décision du projet : chelem annoncé et chelem de la défense, −400 dans S",
           "Project ruling: slam announced and a defence slam, −400 in S"),
    "R2": ("Décision du projet : chelem de la défense, Excuse jouée tôt par le preneur : X4 s'applique",
           "Project ruling: defence slam, Excuse played early by the taker: X4 applies"),
    "R3": ("Décision du projet : X6 vaut pour tout camp qui a fait les 17 plis, annonce ou non",
           "Project ruling: X6 applies to any side that won the 17 tricks, announced or not"),
    "R4": ("Décision du projet : seul le preneur peut annoncer un chelem",
           "Project ruling: only the taker may announce a slam"),
    "R5": ("Décision du projet : chelem avec Excuse au bout, le Petit du 17e ou du 18e pli compte pour le camp du chelem",
           "Project ruling: Excuse-last slam, the Petit in trick 17 or 18 counts for the slam side"),
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
MESSAGES: dict[str, dict[str, str]] = {
    # Cards (C1)
    "err.card.unknown": {"fr": "Carte inconnue : « {token} ».", "en": "Unknown card: '{token}'."},
    "err.card.twice": {"fr": "La carte {card} apparaît deux fois.", "en": "The card {card} appears twice."},
    "err.card.missing": {"fr": "Il manque des cartes : {cards}.", "en": "Cards are missing: {cards}."},
    "err.card.not_in_hand": {"fr": "La carte {card} n'est pas dans la main du siège {seat}.",
                             "en": "The card {card} is not in seat {seat}'s hand."},
    # What a card counts as (C2–C3): Card.kind_label
    "card.kind.bout": {"fr": "bout", "en": "bout"},
    "card.kind.king": {"fr": "roi", "en": "king"},
    "card.kind.queen": {"fr": "dame", "en": "queen"},
    "card.kind.cavalier": {"fr": "cavalier", "en": "cavalier"},
    "card.kind.jack": {"fr": "valet", "en": "jack"},
    "card.kind.low": {"fr": "carte basse", "en": "low card"},
    # Deal (D)
    "err.deal.hand_size": {"fr": "Le siège {seat} a {count} cartes au lieu de 18.",
                           "en": "Seat {seat} has {count} cards instead of 18."},
    "err.deal.hands_count": {"fr": "Il faut 4 mains, pas {count}.", "en": "There must be 4 hands, not {count}."},
    "err.deal.chien_size": {"fr": "Le chien a {count} cartes au lieu de 6.",
                            "en": "The chien has {count} cards instead of 6."},
    "err.deal.petit_sec_played": {"fr": "Le siège {seat} a le Petit sec : la donne est annulée, on ne peut ni enchérir ni jouer.",
                                  "en": "Seat {seat} holds the Petit sec: the deal is cancelled, nobody may bid or play."},
    "err.deal.seat": {"fr": "Siège {seat} invalide : les sièges vont de 0 à 3.",
                      "en": "Invalid seat {seat}: seats run from 0 to 3."},
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
    "err.play.follow": {"fr": "{card} est interdite : la couleur demandée est {suit} et vous en avez, il faut fournir.",
                        "en": "{card} is illegal: you hold {suit}, you must follow suit."},
    "err.play.trump": {"fr": "{card} est interdite : vous n'avez plus de {suit} et vous avez de l'atout, il faut couper.",
                       "en": "{card} is illegal: you are void in {suit} and hold trumps, you must trump."},
    "err.play.overtrump": {"fr": "{card} est interdite : {best} est déjà joué et vous avez un atout plus fort, il faut monter.",
                           "en": "{card} is illegal: {best} was already played and you hold a higher trump, you must overtrump."},
    "err.play.not_in_hand": {"fr": "{card} n'est pas dans votre main.", "en": "{card} is not in your hand."},
    "err.play.trick_size": {"fr": "Le pli {trick} a {count} cartes au lieu de 4.",
                            "en": "Trick {trick} has {count} cards instead of 4."},
    "err.play.trick_count": {"fr": "Il faut 18 plis, pas {count}.", "en": "There must be 18 tricks, not {count}."},
    "err.play.trick_full": {"fr": "Le pli est déjà complet.", "en": "The trick is already complete."},
    # Poignée (B)
    "err.poignee.size": {"fr": "Une poignée montre exactement 10, 13 ou 15 cartes, pas {count}.",
                         "en": "A poignée shows exactly 10, 13 or 15 cards, not {count}."},
    "err.poignee.not_trump": {"fr": "{card} n'est pas un atout : une poignée ne montre que des atouts (et l'Excuse).",
                              "en": "{card} is not a trump: a poignée shows only trumps (and the Excuse)."},
    "err.poignee.not_in_hand": {"fr": "{card} est montrée mais n'est pas dans la main.",
                                "en": "{card} is shown but is not in the hand."},
    "ok.poignee": {"fr": "Poignée {name} valide : {bonus} points au camp qui gagnera la donne.",
                   "en": "Valid {name} poignée: {bonus} points to the side that wins the deal."},
    "ok.discard": {"fr": "Écart valide.", "en": "Valid discard."},
    "ok.discard.trumps": {"fr": "Écart valide. Atouts écartés, à montrer : {cards}.",
                          "en": "Valid discard. Discarded trumps, to be shown: {cards}."},
    "err.poignee.excuse_hides": {"fr": "L'Excuse est montrée alors que l'atout {card} reste caché.",
                                 "en": "The Excuse is shown while the trump {card} stays hidden."},
    "err.poignee.discard": {"fr": "{card} vient de l'écart : seul un preneur avec 4 rois et 15 atouts, forcé d'écarter de l'atout, peut le montrer en triple poignée.",
                            "en": "{card} comes from the discard: only a taker with 4 kings and 15 trumps, forced to discard trumps, may show it in a triple poignée."},
    "err.poignee.discard_incomplete": {"fr": "Poignée avec l'écart : tous les atouts de la main doivent être montrés ({card} manque).",
                                       "en": "Poignée using the discard: every trump in hand must be shown ({card} is missing)."},
    "err.poignee.total": {"fr": "Ces poignées demandent {count} atouts : il n'y a que 21 atouts et l'Excuse.",
                          "en": "These poignées need {count} trumps: there are only 21 trumps and the Excuse."},
    "err.poignee.unknown": {"fr": "Poignée inconnue : « {name} » (simple, double ou triple).",
                            "en": "Unknown poignée: '{name}' (simple, double or triple)."},
    "err.poignee.too_many": {"fr": "Au plus une poignée par joueur, soit 4.", "en": "At most one poignée per player, so 4."},
    # Score facts (S)
    "err.score.points": {"fr": "Points impossibles : {points} (de 0 à 91, par demi-points).",
                         "en": "Impossible points: {points} (0 to 91, in half points)."},
    "err.score.bouts": {"fr": "Nombre de bouts impossible : {bouts} (de 0 à 3).",
                        "en": "Impossible number of bouts: {bouts} (0 to 3)."},
    "err.score.points_bouts": {"fr": "{points} points avec {bouts} bout(s) est impossible : chaque bout vaut au moins 4 points, dans chaque camp.",
                               "en": "{points} points with {bouts} bout(s) cannot happen: each bout is worth at least 4 points, on either side."},
    "err.score.slam_points": {"fr": "Le preneur a fait tous les plis mais n'a que {points} points (au moins 87).",
                              "en": "The taker won every trick but has only {points} points (at least 87)."},
    "err.score.slam_pab": {"fr": "Le petit au bout ne peut aller qu'au camp qui a fait tous les plis.",
                           "en": "Petit au bout can only go to the side that won every trick."},
    "err.score.side": {"fr": "Camp inconnu : « {side} » (preneur ou défense).",
                       "en": "Unknown side: '{side}' (taker or defence)."},
    "err.score.contract": {"fr": "Contrat inconnu : « {contract} ».", "en": "Unknown contract: '{contract}'."},
    # Records and files
    "err.record.field": {"fr": "Fiche de donne invalide : {detail}.", "en": "Invalid deal record: {detail}."},
    "err.file.corrupt": {"fr": "Fichier illisible {path} : {detail}.", "en": "Unreadable file {path}: {detail}."},
    "err.file.foreign": {"fr": "{path} n'est pas une feuille de marque Tarot Lab.",
                         "en": "{path} is not a Tarot Lab scoresheet."},
    "err.session.players": {"fr": "Il faut 4 joueurs aux noms distincts et non vides.",
                            "en": "There must be 4 players with distinct, non-empty names."},
    "err.session.full": {"fr": "La séance a déjà ses huit donnes valides.",
                         "en": "The session already has its eight valid deals."},
    "err.session.seat": {"fr": "Preneur inconnu : {seat} (siège 0 à 3).", "en": "Unknown taker: {seat} (seat 0 to 3)."},
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
    "step.story.changed_sides": {"fr": "pli 18 : le siège {seat} joue l'Excuse au dernier pli ; elle passe à l'autre camp, qui que soit le vainqueur du pli.",
                            "en": "trick 18: seat {seat} plays the Excuse to the last trick; it changes sides, whoever wins the trick."},
    "step.story.won_last_trick": {"fr": "pli 18 : le camp du siège {seat} a fait les 17 premiers plis et entame l'Excuse : elle remporte le dernier pli.",
                             "en": "trick 18: seat {seat}'s side won the first 17 tricks and leads the Excuse: it wins the last trick."},
    "step.story.discard": {"fr": "l'écart du preneur ({points} points) compte pour lui.",
                      "en": "the taker's discard ({points} points) counts for the taker."},
    "step.story.chien": {"fr": "{contract} : le chien, que personne ne voit ({cards} ; {points} points, {bouts} bout(s)), compte pour {side}.",
                    "en": "{contract}: the unseen chien ({cards}; {points} points, {bouts} bout(s)) counts for {side}."},
    "step.story.pab": {"fr": "le Petit est au dernier pli, gagné par {side} : petit au bout pour {side}, qui que soit le joueur du Petit.",
                  "en": "the Petit is in the last trick, won by {side}: petit au bout to {side}, whoever played the Petit."},
    "step.story.pab_x6": {"fr": "chelem avec l'Excuse au bout : le Petit au pli 17 ou sous l'Excuse au pli 18 compte comme petit au bout pour {side} (décision du projet R5).",
                     "en": "Excuse-last slam: the Petit in trick 17 or under the Excuse in trick 18 counts as petit au bout for {side} (project ruling R5)."},
    "step.story.slam": {"fr": "{side} a fait tous les plis : chelem.", "en": "{side} won every trick: a slam."},
    "step.story.total": {"fr": "le camp du preneur finit avec {count} cartes : {points} points et {bouts} bout(s) ; la défense a {dpoints} points.",
                    "en": "the taker's side ends with {count} cards: {points} points and {bouts} bout(s); the defence has {dpoints} points."},
    # Score breakdown lines (each shown after its rule ID)

    "step.target": {"fr": "{bouts} bout(s) → objectif {target} points.",
               "en": "{bouts} bouts → target {target} points."},
    "step.made": {"fr": "{points} points pour {target} : contrat fait de {diff} ; écart {margin}.",
             "en": "{points} points against {target}: made by {diff}; margin {margin}."},
    "step.failed": {"fr": "{points} points pour {target} : chute de {diff} ; écart {margin}.",
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
}


def text(key: str, lang: str | None = None, **params) -> str:
    """The message *key* in *lang*, its fields filled from *params*."""
    return MESSAGES[key][check_language(lang)].format(**params)


# Words used inside breakdown lines.
SIDE_WORDS = {"fr": {"taker": "le preneur", "defence": "la défense"},
              "en": {"taker": "the taker", "defence": "the defence"}}
POIGNEE_WORDS = {"fr": {10: "poignée simple", 13: "double poignée", 15: "triple poignée"},
                 "en": {10: "simple poignée", 13: "double poignée", 15: "triple poignée"}}

