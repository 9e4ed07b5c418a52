"""The analysis floor's words, French and English: the odds (``odds.*``), the advisor
(``advisor.*``), the bots' rules of thumb (``bot.*``), the exact review (``analysis.*``) and
the bot matches (``match.*``).

One catalogue per floor (issue 23 §2): these texts are registered with
:mod:`tarot_core.catalogue` when the ``analysis`` package is imported, so :func:`~tarot_core.catalogue.text`
finds them; the rules floor below never needs them.
"""
from __future__ import annotations

from ..catalogue import register

TEXTS: dict[str, dict[str, str]] = {
    # Exact odds (analysis.odds) and their subcommand (io.cli_odds)
    "odds.help": {"fr": "probabilités exactes d'une donne (petit sec, chien, poignée, bouts)",
                  "en": "exact odds of a deal (petit sec, chien, poignée, bouts)"},
    "odds.description": {"fr": "Probabilités exactes de ce que contient une donne, en fractions avec les dénombrements "
                               "qui les donnent (D3, D4, C2, B1, B2). Sans NOM, la liste des noms.",
                         "en": "Exact odds of what a deal holds, as fractions with their counts "
                               "(D3, D4, C2, B1, B2). Without NAME, list the names."},
    "odds.metavar": {"fr": "NOM", "en": "NAME"},
    "odds.help.name": {"fr": "l'un de : {names}", "en": "one of: {names}"},
    "odds.help.lang": {"fr": "langue des titres et des libellés", "en": "language of titles and labels"},
    "odds.list": {"fr": "Probabilités exactes disponibles (usage : odds NOM) :", "en": "Exact odds known (use: odds NAME):"},
    "odds.unknown": {"fr": "distribution inconnue « {name} » ; essayez : {known}",
                     "en": "unknown distribution '{name}'; try one of: {known}"},
    "odds.col.outcome": {"fr": "issue", "en": "outcome"},
    "odds.col.probability": {"fr": "probabilité", "en": "probability"},
    "odds.col.odds": {"fr": "chances", "en": "odds"},
    "odds.col.fraction": {"fr": "fraction", "en": "fraction"},
    "odds.col.cases": {"fr": "cas (favorables / tous)", "en": "cases (favourable / all)"},
    "odds.col.terms": {"fr": "cas favorables en coefficients binomiaux", "en": "favourable cases as binomials"},
    "odds.col.count": {"fr": "cas favorables", "en": "favourable cases"},
    "odds.col.counted_as": {"fr": "comptés comme", "en": "counted as"},
    "odds.unit.hand": {"fr": "une main de 18 cartes", "en": "one hand of 18 cards"},
    "odds.unit.chien": {"fr": "le chien (6 cartes)", "en": "the chien (6 cards)"},
    "odds.unit.deal": {"fr": "une donne entière", "en": "a whole deal"},
    "odds.observed": {"fr": "observé sur : {unit}", "en": "observed on: {unit}"},
    "odds.formula": {"fr": "formule : {formula}", "en": "formula: {formula}"},
    "odds.mean": {"fr": "moyenne : {mean} ≈ {approx}", "en": "mean: {mean} ≈ {approx}"},
    "odds.how": {"fr": "Comment on compte :", "en": "How it is counted:"},
    "odds.one_in": {"fr": "environ 1 sur {n}", "en": "about 1 in {n}"},
    "odds.out_of": {"fr": "sur {total} cas également probables", "en": "out of {total} equally likely cases"},
    # At the table: how the unseen cards fall among the defenders (analysis.odds.split_odds, king_survives)
    "odds.err.count": {"fr": "{field} doit être un nombre entier, 0 ou plus, et non {value}",
                       "en": "{field} must be a whole number, 0 or more, not {value}"},
    "odds.err.missing": {"fr": "{missing} cartes ne tiennent pas dans les {places} places des mains cachées",
                         "en": "{missing} cards do not fit in the {places} places of the hidden hands"},
    "odds.err.king": {"fr": "le roi compte parmi les cartes tenues (au moins 1) et les tours de la couleur "
                            "commencent à 1 : tenues = {held}, tour = {rounds}",
                      "en": "the king is one of the cards held (at least 1) and the rounds of the suit start "
                            "at 1: held = {held}, round = {rounds}"},
    "odds.err.hands": {"fr": "il faut au moins une main cachée d'au moins une carte : {hands} main(s) de "
                             "{hand_size} carte(s)",
                       "en": "at least one hidden hand of at least one card is needed: {hands} hand(s) of "
                             "{hand_size} card(s)"},
    "odds.err.rng": {"fr": "il faut un générateur random.Random (par exemple lesson_rng(SEED)), et non {value}",
                     "en": "a random.Random generator is needed (lesson_rng(SEED), say), not {value}"},
    "odds.err.rounds": {"fr": "pour mener {rounds} tour(s) d'atout et en garder un, il faut entre {rounds} + 1 "
                              "et {hand} atouts en main (il y en a {trumps}) : {held} ne va pas",
                        "en": "to lead {rounds} round(s) of trumps and keep one, the hand needs between "
                              "{rounds} + 1 and {hand} trumps ({trumps} in the pack): {held} will not do"},
    "odds.err.no_position": {"fr": "aucune donne essayée ne laisse le preneur gagner ses {rounds} tours d'atout "
                                   "avec {held} atouts ; essayez plus d'atouts",
                             "en": "no deal tried lets the taker win his {rounds} rounds of trumps with {held} "
                                   "trumps; try more trumps"},
    "odds.err.suit": {"fr": "avec {known} cartes de la couleur en main ou à l'écart, la défense n'en a plus "
                            "aucune ({size} par couleur).",
                      "en": "with {known} cards of the suit held or discarded, none is left for the defence "
                            "({size} in a suit)."},
    # Outcome labels; a '.one' / '.other' pair is chosen by text_count (French: 0 and 1 take the singular)
    "odds.label.petit_sec": {"fr": "Petit sec (donne annulée)", "en": "Petit sec (deal cancelled)"},
    "odds.label.petit_sec_table": {"fr": "un Petit sec à la table (donne annulée)",
                                   "en": "a petit sec at the table (deal cancelled)"},
    "odds.label.no_petit_sec": {"fr": "pas de Petit sec", "en": "no petit sec"},
    "odds.label.bouts.one": {"fr": "{n} bout", "en": "{n} bout"},
    "odds.label.bouts.other": {"fr": "{n} bouts", "en": "{n} bouts"},
    "odds.label.kings.one": {"fr": "{n} roi", "en": "{n} king"},
    "odds.label.kings.other": {"fr": "{n} rois", "en": "{n} kings"},
    "odds.label.trumps.one": {"fr": "{n} atout", "en": "{n} trump"},
    "odds.label.trumps.other": {"fr": "{n} atouts", "en": "{n} trumps"},
    "odds.label.trumps_excuse": {"fr": "{n} (atouts + Excuse)", "en": "{n} (trumps + Excuse)"},
    "odds.label.poignee.none": {"fr": "aucune poignée", "en": "no poignée"},
    "odds.label.poignee.simple": {"fr": "simple ({n})", "en": "simple ({n})"},
    "odds.label.poignee.double": {"fr": "double ({n})", "en": "double ({n})"},
    "odds.label.poignee.triple": {"fr": "triple ({n})", "en": "triple ({n})"},
    "odds.petit-sec-seat.title": {"fr": "Petit sec dans une main donnée", "en": "Petit sec in one given hand"},
    "odds.petit-sec-seat.how": {
        "fr": "Une main de 18 cartes est l'un des C(78,18) tirages possibles, tous également "
              "probables. Pour un Petit sec (D4), elle doit contenir le Petit, aucun des 20 autres "
              "atouts, pas l'Excuse : ses 17 autres cartes sont prises parmi les 56 cartes de "
              "couleur, soit C(56,17) mains.",
        "en": "An 18-card hand is one of C(78,18) equally likely draws. To be a petit sec (D4) it "
              "must hold the Petit, none of the other 20 trumps and not the Excuse, so its other 17 "
              "cards all come from the 56 suit cards: C(56,17) hands."},
    "odds.petit-sec-table.title": {"fr": "Donne annulée pour un Petit sec (les 4 mains)",
                                   "en": "Deal cancelled for a petit sec (all 4 hands)"},
    "odds.petit-sec-table.how": {
        "fr": "On compte les donnes entières : M(78) = 78!/(18!⁴·6!) façons de répartir le paquet "
              "en quatre mains et un chien. Un siège donné a le Petit sec de C(56,17) façons, puis "
              "les 60 cartes restantes se répartissent de M(60) = 60!/(18!³·6!) façons. "
              "Par inclusion–exclusion sur les 4 mains, on ajoute les 4 cas d'un siège, on retire "
              "les cas de deux sièges à la fois, etc. ; mais deux mains ne peuvent pas avoir toutes "
              "deux le Petit sec, puisqu'il n'y a qu'un Petit : ces termes valent 0. Il reste "
              "4·C(56,17)·M(60) / M(78) = 4·C(56,17) / C(78,18).",
        "en": "We count whole deals: M(78) = 78!/(18!⁴·6!) ways to split the pack into four hands "
              "and a chien. One given seat has a petit sec in C(56,17) ways, and the other 60 cards "
              "then split in M(60) = 60!/(18!³·6!) ways. Inclusion–exclusion over the 4 hands adds "
              "the 4 one-seat cases, subtracts the cases where two seats have one at once, and so "
              "on; but two hands can never both be a petit sec, as there is a single Petit, so "
              "those terms are 0. What is left is 4·C(56,17)·M(60) / M(78) = 4·C(56,17) / C(78,18)."},
    "odds.chien-bouts.title": {"fr": "Nombre de bouts au chien", "en": "Number of bouts in the chien"},
    "odds.chien-bouts.how": {
        "fr": "Le chien est un tirage de 6 cartes parmi 78 : C(78,6) chiens possibles. Pour en avoir "
              "b bouts, on choisit b des 3 bouts et les 6 − b autres cartes parmi les 75 qui ne "
              "sont pas des bouts : C(3,b)·C(75,6−b).",
        "en": "The chien is a draw of 6 cards out of 78: C(78,6) possible chiens. To hold b bouts, "
              "choose b of the 3 bouts and its other 6 − b cards among the 75 that are not bouts: "
              "C(3,b)·C(75,6−b)."},
    "odds.chien-kings.title": {"fr": "Nombre de rois au chien", "en": "Number of kings in the chien"},
    "odds.chien-kings.how": {
        "fr": "Même raisonnement que pour les bouts, avec les 4 rois : C(4,r)·C(74,6−r) chiens "
              "sur C(78,6) ont exactement r rois.",
        "en": "The same reasoning as for bouts, with the 4 kings: C(4,r)·C(74,6−r) of the C(78,6) "
              "chiens hold exactly r kings."},
    "odds.dealt-bouts.title": {"fr": "Nombre de bouts reçus dans une main", "en": "Number of bouts dealt to one hand"},
    "odds.dealt-bouts.how": {
        "fr": "Une main est un tirage de 18 cartes parmi 78. Avoir b bouts, c'est prendre b des 3 "
              "bouts et 18 − b des 75 autres cartes : C(3,b)·C(75,18−b) mains sur C(78,18). "
              "(Ce sont les bouts reçus ; le contrat se juge sur les bouts en fin de donne, S1.)",
        "en": "A hand is a draw of 18 cards out of 78. Holding b bouts means taking b of the 3 bouts "
              "and 18 − b of the 75 other cards: C(3,b)·C(75,18−b) of the C(78,18) hands. (These are "
              "the bouts dealt; the contract is judged on the bouts held at the end, S1.)"},
    "odds.hand-trumps.title": {"fr": "Nombre d'atouts dans une main (sans l'Excuse)",
                               "en": "Number of trumps in one hand (Excuse not counted)"},
    "odds.hand-trumps.how": {
        "fr": "Il y a 21 atouts ; l'Excuse n'en est pas un (C1) et compte parmi les 57 autres "
              "cartes. Une main a t atouts de C(21,t)·C(57,18−t) façons sur C(78,18).",
        "en": "There are 21 trumps; the Excuse is not one (C1) and counts among the 57 other cards. "
              "A hand holds t trumps in C(21,t)·C(57,18−t) of the C(78,18) ways."},
    "odds.hand-trumps-excuse.title": {"fr": "Nombre d'atouts, Excuse comprise, dans une main",
                                      "en": "Number of trumps in one hand, the Excuse included"},
    "odds.hand-trumps-excuse.how": {
        "fr": "On compte ensemble les 21 atouts et l'Excuse, 22 cartes : une main en a a de "
              "C(22,a)·C(56,18−a) façons sur C(78,18). C'est ce total qui décide de la poignée, "
              "puisque l'Excuse peut remplacer un atout manquant (B2).",
        "en": "Count the 21 trumps and the Excuse together, 22 cards: a hand holds a of them in "
              "C(22,a)·C(56,18−a) of the C(78,18) ways. That total decides the poignée, since the "
              "Excuse may stand in for a missing trump (B2)."},
    "odds.poignee.title": {"fr": "Meilleure poignée qu'une main peut montrer", "en": "Best poignée a hand can show"},
    "odds.poignee.how": {
        "fr": "Le niveau retenu est la meilleure poignée que la main peut montrer (B1) : simple avec "
              "10 à 12 cartes parmi les atouts et l'Excuse, double avec 13 ou 14, triple à partir "
              "de 15. L'Excuse complète un atout manquant (9 atouts + Excuse suffisent pour une "
              "simple, B2) ; avec plus d'atouts qu'il n'en faut, on montre la taille exacte sans "
              "l'Excuse. On additionne donc les lignes de « atouts + Excuse » : par exemple "
              "simple = Σ de a = 10 à 12 de C(22,a)·C(56,18−a), sur C(78,18). "
              "(Il s'agit des 18 cartes reçues, avant le chien ; le cas du preneur de B3 n'y est pas.)",
        "en": "The level counted is the best poignée the hand can show (B1): a simple with 10 to 12 "
              "cards among the trumps and the Excuse, a double with 13 or 14, a triple from 15 on. "
              "The Excuse fills in for one missing trump (9 trumps + the Excuse make a simple, B2); "
              "with more trumps than needed the exact size is shown without it. So the rows of "
              "'trumps + Excuse' are added up: for instance simple = Σ over a = 10 to 12 of "
              "C(22,a)·C(56,18−a), out of C(78,18). (This is the 18 cards as dealt, before the "
              "chien; B3's taker case is left out.)"},
    # The practice bots' advice (analysis.bots): one sentence per rule of thumb
    "bot.advice": {"fr": "{action} — {why}", "en": "{action} — {why}"},
    "bot.action.card": {"fr": "Jouer {card}", "en": "Play {card}"},
    "bot.action.bid": {"fr": "Annoncer {bid}", "en": "Bid {bid}"},
    "bot.action.pass": {"fr": "Passer", "en": "Pass"},
    "bot.action.discard": {"fr": "Écarter {cards}", "en": "Discard {cards}"},
    "bot.action.poignee": {"fr": "Montrer une poignée de {n} cartes", "en": "Show a poignée of {n} cards"},
    "bot.action.no_poignee": {"fr": "Ne pas montrer de poignée", "en": "Show no poignée"},
    "bot.action.slam": {"fr": "Annoncer le chelem", "en": "Announce a slam"},
    "bot.action.no_slam": {"fr": "Ne pas annoncer de chelem", "en": "Announce no slam"},
    "bot.action.call": {"fr": "Appeler {card}", "en": "Call {card}"},
    "bot.rule.only_card": {"fr": "c'est la seule carte permise.", "en": "it is the only card you may play."},
    "bot.rule.excuse_before_last": {
        "fr": "jouer l'Excuse avant le dernier pli : posée dans ce dernier pli, elle passe à l'autre camp, même "
              "si le sien le remporte (X5), sauf si votre camp a fait tous les plis et l'entame (X6).",
        "en": "play the Excuse before the last trick: played in the last trick it changes sides, whoever wins "
              "that trick (X5), unless your side has won every trick and leads it (X6)."},
    "bot.rule.save_the_petit": {
        "fr": "sauver le Petit en danger : des atouts qui peuvent le prendre sont encore dehors, le jouer sur un "
              "pli que son camp est sûr de faire.",
        "en": "save the Petit while it is in danger: trumps that can take it are still out, so play it on a trick "
              "your side is sure to win."},
    "bot.rule.keep_petit_for_last": {
        "fr": "plus aucun atout dehors ne peut prendre le Petit : le garder pour le dernier pli et l'y jouer, "
              "le petit au bout (B5).",
        "en": "no trump left out can take the Petit: keep it for the last trick and play it there, the petit au "
              "bout (B5)."},
    "bot.rule.give_points_to_partner": {
        "fr": "charger : votre partenaire tient le pli à coup sûr, donnez-lui votre carte la plus chère "
              "(sans carte de la couleur ni atout, c'est pisser, P5).",
        "en": "give points to your partner (charger): the trick is surely his, put your most valuable card on it "
              "(with no card of the suit and no trump, this is pisser, P5)."},
    "bot.rule.opening_lead": {
        "fr": "entame de la défense : ni roi (le preneur a pu se faire une coupe à l'écart) ni atout, la plus "
              "petite carte de sa couleur la plus longue.",
        "en": "the defence's opening lead: no king (the taker may have made a void with his discard) and no "
              "trump, the lowest card of your longest suit."},
    "bot.rule.hunt_the_petit": {
        "fr": "la chasse au Petit : le défenseur long à l'atout rejoue atout tant que le Petit n'est pas tombé "
              "(P4), pour que le preneur doive le jouer sous un atout de la défense.",
        "en": "the hunt for the Petit: the defender long in trumps leads trumps while the Petit has not fallen "
              "(P4), so that the taker must play it under a defender's trump."},
    "bot.rule.keep_trumps_to_cut": {
        "fr": "preneur court à l'atout : ne pas faire tomber les atouts, entamer une couleur et garder ses "
              "atouts pour couper (P3).",
        "en": "a taker short in trumps does not draw them: he leads a suit and keeps his trumps to cut (P3)."},
    "bot.rule.secure_the_contract": {
        "fr": "le contrat est assuré (les points gagnés et les plis sûrs atteignent le seuil, S1) : encaisser "
              "d'abord ses cartes maîtresses dans les couleurs, sans jouer une couleur où un défenseur coupe (P3).",
        "en": "the contract is secured (the points won and the sure tricks reach the target, S1): cash your "
              "master cards in the suits first, never a suit a defender has shown he can cut (P3)."},
    "bot.rule.win_cheaply": {
        "fr": "prendre le pli au moindre coût : la plus petite carte qui bat celle de l'adversaire.",
        "en": "win as cheaply as possible: the smallest card that beats the other side's."},
    "bot.rule.lowest_when_lost": {
        "fr": "le pli est perdu (ou pas sûr) : fournir la plus petite carte et garder ses points.",
        "en": "the trick is lost (or not sure): follow with your lowest card and keep your points."},
    "bot.rule.draw_trumps": {
        "fr": "le preneur long à l'atout fait tomber les atouts de la défense, du plus fort au plus faible.",
        "en": "a taker long in trumps draws the defence's trumps, the highest first."},
    "bot.rule.cash_a_king": {
        "fr": "jouer un roi tant que sa couleur n'a pas été jouée : plus tard, il risque d'être coupé.",
        "en": "lead a king while its suit is unplayed: later it is likelier to be trumped."},
    "bot.rule.make_taker_trump": {
        "fr": "jouer dans la coupe du preneur : il doit couper (P3) et dépense ses atouts.",
        "en": "lead a suit the taker lacks: he must trump (P3) and spend his trumps."},
    "bot.rule.lead_long_suit": {
        "fr": "entamer la plus petite carte de sa couleur la plus longue.",
        "en": "lead the lowest card of your longest suit."},
    "bot.rule.keep_petit_out_of_danger": {
        "fr": "garder le Petit à l'abri : ne pas le risquer dans un pli qui peut être perdu.",
        "en": "keep the Petit out of danger: never risk it in a trick that may be lost."},
    "bot.rule.bid_by_count": {
        "fr": "annoncer ce que conseille le décompte de la main, s'il dépasse la meilleure enchère (A1).",
        "en": "bid what the hand count suggests, if it beats the best bid so far (A1)."},
    "bot.rule.bid_modern": {
        "fr": "annoncer selon le décompte, avec l'habitude des joueurs d'aujourd'hui mesurée par le robot : "
              "une Garde plutôt qu'une Prise dès 50 points (une convention, pas une règle FFT), "
              "si elle dépasse la meilleure enchère (A1).",
        "en": "bid by the hand count with the habit of today's players that the bots measured: a Garde "
              "rather than a Prise from 50 points (a convention, not an FFT rule), if it beats the best "
              "bid so far (A1)."},
    "bot.rule.discard_for_voids": {
        "fr": "écarter pour faire des coupes sans perdre de points : jamais de roi ni de bout (E2), "
              "des atouts seulement si c'est forcé.",
        "en": "discard to make voids without losing points: never a king or a bout (E2), trumps only when forced."},
    "bot.rule.show_poignee_when_winning": {
        "fr": "montrer une poignée quand son camp doit gagner : la prime va au camp gagnant (B4).",
        "en": "show a poignée when your side should win: its bonus goes to the winning side (B4)."},
    "bot.rule.slam_when_unbeatable": {
        "fr": "n'annoncer le chelem qu'avec une main qui fait tous les plis seule (un chelem annoncé et chuté coûte 200, B7).",
        "en": "announce a slam only with a hand that wins every trick by itself (announced and missed costs 200, B7)."},
    # The five-player rules (analysis.call_rules, analysis.partner_rules)
    "bot.rule.call_king_of_weak_suit": {
        "fr": "appeler le roi de la couleur où l'on est le plus faible (une carte au moins, puis le moins de cartes "
              "et de points) : le partenaire secret la tient pour vous ; avec les quatre rois, une dame (V4, R8) ; "
              "son propre roi, seul contre quatre, seulement avec un jeu écrasant.",
        "en": "call the king of your weakest suit (one card at least, then the fewest cards and points): your secret "
              "partner holds it for you; with the four kings, a queen (V4, R8); a king of your own, alone against "
              "four, only with an overwhelming hand."},
    "bot.rule.taker_leads_called_suit": {
        "fr": "le preneur qui ne connaît pas encore son partenaire entame sa plus petite carte de la couleur appelée : "
              "le partenaire y met la carte appelée, le pli va à l'attaque et les camps se découvrent (V5).",
        "en": "the taker who does not know his partner yet leads his lowest card of the called suit: the partner "
              "plays the called card on it, the trick goes to the attack and the camps show (V5)."},
    "bot.rule.partner_answers_the_call": {
        "fr": "la couleur appelée est jouée et la carte appelée prend le pli : le partenaire la joue, ses points vont "
              "à l'attaque (V5).",
        "en": "the called suit is led and the called card takes the trick: the partner plays it, its points go to "
              "the attack (V5)."},
    "bot.rule.partner_hides_called_card": {
        "fr": "le partenaire ne se dévoile pas trop tôt : il ne met pas la carte appelée sur un pli qu'elle ne prend "
              "pas, même pour charger le preneur (une autre carte chère à la place), et laisse le preneur le trouver (V5).",
        "en": "the partner does not show himself early: he puts the called card on no trick it does not take, not even "
              "to charge the taker's (another valuable card instead), and lets the taker find him (V5)."},
    "bot.rule.defender_plays_safe": {
        "fr": "en défense, tant que le partenaire est inconnu, jouer prudemment : le pli est à un joueur dont on ignore "
              "le camp (peut-être le partenaire du preneur), ne rien lui donner, fournir sa plus petite carte (V5).",
        "en": "in defence, while the partner is unknown, play safe: the trick is held by a player whose camp you cannot "
              "know (maybe the taker's partner), give it nothing, follow with your lowest card (V5)."},
    # The bidding advisor (analysis.advisor, analysis.calibrate_advisor, `tarot advise`)
    "advisor.head": {"fr": "Estimation d'un modèle — des robots, pas des joueurs : {deals} donnes tirées au hasard "
                           "pour les {unseen} cartes que vous ne voyez pas, jouées par {players} (graine {seed}).",
                     "en": "A model estimate — bots, not people: {deals} random deals of the {unseen} cards you cannot "
                           "see, played by {players} (seed {seed})."},
    "advisor.players.basic": {"fr": "{n} robots simples", "en": "{n} basic bots"},
    "advisor.players.sampler": {"fr": "un robot échantillonneur à votre place et {others} robots simples aux autres places",
                                "en": "a sampler bot in your seat and {others} basic bots in the other seats"},
    "advisor.table_sim": {"fr": "À {players} joueurs (V1) : vos {cards} cartes avant le chien{call} ; les autres mains et "
                                "le chien tirés au hasard, joués par les robots de cette table.",
                          "en": "At {players} players (V1): your {cards} cards before the chien{call}; the other hands "
                                "and the chien drawn at random, played by this table's bots."},
    "advisor.row": {"fr": "{contract} : réussie dans {chance} % des donnes (IC 95 % : {low} à {high} %) ; "
                          "S moyen {mean} (IC 95 % : {s_low} à {s_high})",
                    "en": "{contract}: made in {chance}% of the deals (95% CI {low}–{high}%); "
                          "mean S {mean} (95% CI {s_low} to {s_high})"},
    "advisor.same_play": {"fr": "Prise et Garde se jouent pareil (même chien, même écart, mêmes cartes) : même chance, "
                                "seul le multiplicateur change (A2). Sans le chien (E3), la Garde Contre donne ses "
                                "points à la défense : elle est plus dure que la Garde Sans.",
                          "en": "Prise and Garde are played alike (same chien, same discard, same cards): the same "
                                "chance, only the multiplier differs (A2). Without the chien (E3), a Garde Contre "
                                "gives its points to the defence, so it is harder than a Garde Sans."},
    "advisor.count": {"fr": "Décompte de la main : {total} points ; il conseille : {bid}.",
                      "en": "Hand count: {total} points; it suggests: {bid}."},
    "advisor.best": {"fr": "Au S moyen, le modèle préfère : {bid} (passer compte ici pour 0, comme si personne ne prenait).",
                     "en": "By mean S the model favours: {bid} (a pass counts as 0 here, as if nobody took)."},
    "advisor.best_pass": {"fr": "Au S moyen, le modèle conseille de passer : aucun contrat n'a un S moyen positif.",
                          "en": "By mean S the model says pass: no contract has a positive mean S."},
    "advisor.redealt.one": {"fr": "{n} donne tirée a été refaite : une autre main y était un Petit sec (D4, donne annulée).",
                            "en": "{n} deal drawn was dealt again: another hand in it was a petit sec (D4, cancelled)."},
    "advisor.redealt.other": {"fr": "{n} donnes tirées ont été refaites : une autre main y était un Petit sec "
                                    "(D4, donne annulée).",
                              "en": "{n} deals drawn were dealt again: another hand in each was a petit sec "
                                    "(D4, cancelled)."},
    "advisor.cancelled": {"fr": "Cette main est un Petit sec : on annule la donne avant les enchères (D4). "
                                "Il n'y a pas de chance à estimer : on redistribue.",
                          "en": "This hand is a petit sec: the deal is cancelled before the auction (D4). "
                                "There is no chance to estimate: the cards are dealt again."},
    "advisor.help": {"fr": "la force d'une main avant le chien : chance de chaque contrat, simulée par des robots",
                     "en": "how strong a hand is before the chien: each contract's chance, simulated with bots"},
    "advisor.description": {"fr": "Tire au hasard les cartes inconnues, joue chaque contrat (A2) avec des robots "
                                  "et donne la part de contrats réussis (IC 95 % de Wilson), le S moyen et le décompte "
                                  "de la main. Une estimation d'un modèle : des robots, pas des joueurs.",
                            "en": "Deals the unseen cards at random, plays each contract (A2) with bots and gives "
                                  "the share made (95% Wilson interval), the mean S and the hand count. A model "
                                  "estimate: bots, not people."},
    "advisor.help.hand": {"fr": "les cartes de la main (18 ; 24 à trois joueurs, 15 à cinq), séparées par des espaces ou des virgules",
                          "en": "the hand's cards (18; 24 at three players, 15 at five), separated by spaces or commas"},
    "advisor.help.deals": {"fr": "nombre de donnes simulées (par défaut {basic} au niveau basic, {sampler} au niveau sampler)",
                           "en": "number of simulated deals (default {basic} at the basic level, {sampler} at the sampler level)"},
    "advisor.help.level": {"fr": "basic : un robot simple à chaque place ; sampler : un échantillonneur preneur (lent, ~6 s par donne)",
                           "en": "basic: a basic bot in every seat; sampler: a sampler taker (slow, ~6 s per deal)"},
    "advisor.help.seed": {"fr": "graine des donnes simulées (même graine, même réponse)",
                          "en": "seed of the simulated deals (same seed, same answer)"},
    "advisor.help.seat": {"fr": "votre siège (D1 : 0 à 3 ; 0 à 2 ou 4 à trois ou cinq joueurs) ; par défaut 0",
                          "en": "your seat (D1: 0 to 3; 0 to 2 or 4 at three or five players); default 0"},
    "advisor.help.dealer": {"fr": "le siège du donneur (D1 : 0 à 3 ; 0 à 2 ou 4 à trois ou cinq joueurs) ; par défaut 0",
                            "en": "the dealer's seat (D1: 0 to 3; 0 to 2 or 4 at three or five players); default 0"},
    "advisor.help.players": {"fr": "3, 4 ou 5 joueurs (V1) : les donnes sont simulées à cette table, par ses robots ; par défaut 4",
                             "en": "3, 4 or 5 players (V1): the deals are simulated at that table, by its bots; 4 by default"},
    "advisor.table_call": {"fr": " et avant l'appel (V4 : le robot preneur appelle)", "en": " and before the call (V4: the taker bot calls)"},
    "advisor.calib.head": {"fr": "Calibrage du conseiller ({level}) : {hands} mains (graines {first} à {last}, siège 0, "
                                 "donneur 0), {deals} donnes simulées par prédiction, puis la vraie donne jouée par les mêmes robots.",
                           "en": "Advisor calibration ({level}): {hands} hands (seeds {first} to {last}, seat 0, dealer 0), "
                                 "{deals} simulated deals per prediction, then the real deal played by the same bots."},
    "advisor.calib.table": {"fr": "À {players} joueurs (V1) : les vraies donnes et le conseiller à cette table.",
                            "en": "At {players} players (V1): the real deals and the advisor at that table."},
    "advisor.calib.events": {"fr": "Trois prédictions par main : Prise ou Garde (même jeu, A2), Garde Sans, Garde Contre.",
                             "en": "Three predictions per hand: Prise or Garde (the same play, A2), Garde Sans, Garde Contre."},
    "advisor.calib.skipped": {"fr": "Graines passées (un Petit sec annule la vraie donne, D4) : {seeds}.",
                              "en": "Seeds skipped (a petit sec cancels the real deal, D4): {seeds}."},
    "advisor.calib.col.bin": {"fr": "prédiction", "en": "predicted"},
    "advisor.calib.col.count": {"fr": "nombre", "en": "count"},
    "advisor.calib.col.predicted": {"fr": "prédiction moyenne", "en": "mean predicted"},
    "advisor.calib.col.observed": {"fr": "fréquence observée", "en": "observed"},
    "advisor.calib.col.interval": {"fr": "IC 95 % (Wilson)", "en": "95% CI (Wilson)"},
    "advisor.calib.time": {"fr": "Durée : {seconds} s (temps de calcul : {cpu} s sur un cœur).",
                           "en": "Time: {seconds} s ({cpu} s of CPU time on one core)."},
    "bot.kind.random": {"fr": "aléatoire", "en": "random"},
    "bot.kind.basic": {"fr": "basique", "en": "basic"},
    "bot.kind.sampler": {"fr": "échantillonneur", "en": "sampler"},
    "match.head": {"fr": "{deals} donnes (graine {seed}) à {players} joueurs, chacune jouée {players} fois en tournant "
                         "les sièges : {seats}",
                   "en": "{deals} deals (seed {seed}) at {players} players, each played {players} times with the seats "
                         "rotated: {seats}"},
    "match.progress": {"fr": "match : donne {done} sur {total}, encore {left} environ",
                       "en": "match: deal {done} of {total}, about {left} left"},
    "match.too_long": {"fr": "ce match prendrait environ {estimate} (mesuré sur {rotations} tours d'essai), plus que la limite "
                             "de {limit} min : moins de --deals, un --samples ou un --budget plus petit, ou --max-minutes {needed}",
                       "en": "this match would take about {estimate} (measured on {rotations} trial rotations), more than the "
                             "limit of {limit} min: fewer --deals, a smaller --samples or --budget, or --max-minutes {needed}"},
    "match.duration.seconds": {"fr": "{n} s", "en": "{n} s"},
    "match.duration.minutes": {"fr": "{n} min", "en": "{n} min"},
    "match.duration.hours": {"fr": "{h} h {m} min", "en": "{h} h {m} min"},
    "match.duration.days": {"fr": "{n} jours", "en": "{n} days"},
    "match.duration.years": {"fr": "{n} ans", "en": "{n} years"},
    "match.row": {"fr": "{kind} : {mean} points par donne (IC 95 % {low} à {high}) ; preneur {taken} fois, "
                        "contrats faits {made} ({contracts}) ; {ms} ms par décision",
                  "en": "{kind}: {mean} points per deal (95% CI {low} to {high}); taker {taken} times, "
                        "made {made} ({contracts}); {ms} ms per decision"},
    # The review of a played deal (analysis.solver: CardReview.text, Review.summary) and `tarot analyse`
    "analysis.card.head": {"fr": "{trick}, {seat} ({side}) joue {card}", "en": "{trick}, {seat} ({side}) plays {card}"},
    "analysis.progress": {"fr": "Déjà jugées : de la carte {card} du pli {trick} jusqu'à la fin ({seconds} s).",
                          "en": "Judged so far: from card {card} of trick {trick} to the end ({seconds} s)."},
    "analysis.card.values": {"fr": "{head} : S avec le meilleur jeu {before} avant, {after} après",
                             "en": "{head}: S with best play {before} before, {after} after"},
    "analysis.card.free": {"fr": "{line} ; rien de perdu", "en": "{line}; no cost"},
    "analysis.card.cost": {"fr": "{line} ; elle coûte {cost} à son camp, {best} valait mieux",
                           "en": "{line}; it cost its side {cost}, {best} was better"},
    "analysis.card.cost_only": {"fr": "{line} ; elle coûte {cost} à son camp", "en": "{line}; it cost its side {cost}"},
    "analysis.card.turned": {"fr": "{line} ; {what}", "en": "{line}; {what}"},
    "analysis.card.unjudged": {"fr": "{head} : non jugée (limite de temps)", "en": "{head}: not judged (time limit)"},
    "analysis.turned.lost": {"fr": "elle a fait chuter le contrat", "en": "it lost the contract"},
    "analysis.turned.gave": {"fr": "elle a laissé passer le contrat", "en": "it gave the contract away"},
    "analysis.summary.start.made": {
        "fr": "Analyse à partir de {card} au pli {trick} : avec le meilleur jeu des deux camps dès ce moment, S = {S} et le contrat est gagnable.",
        "en": "Judged from {card} in trick {trick}: with best play by both sides from there, S = {S} and the contract can be made."},
    "analysis.summary.start.failed": {
        "fr": "Analyse à partir de {card} au pli {trick} : avec le meilleur jeu des deux camps dès ce moment, S = {S} et le contrat ne peut plus être réussi.",
        "en": "Judged from {card} in trick {trick}: with best play by both sides from there, S = {S} and the contract cannot be made."},
    "analysis.summary.played.made": {"fr": "Donne jouée : S = {S}, le contrat est réussi.",
                                     "en": "As played: S = {S}, the contract is made."},
    "analysis.summary.played.failed": {"fr": "Donne jouée : S = {S}, le contrat chute.",
                                       "en": "As played: S = {S}, the contract fails."},
    "analysis.summary.turning": {
        "fr": "La carte décisive : {card}, jouée par le {seat} ({side}) au pli {trick} : {what} (il fallait jouer {best}).",
        "en": "The turning card: {card}, played by {seat} ({side}) in trick {trick}: {what} ({best} was the card to play)."},
    "analysis.summary.more_turns.one": {"fr": "Le contrat a encore changé de camp {n} fois ensuite.",
                                        "en": "The contract changed sides {n} more time after it."},
    "analysis.summary.more_turns.other": {"fr": "Le contrat a encore changé de camp {n} fois ensuite.",
                                          "en": "The contract changed sides {n} more times after it."},
    "analysis.summary.no_turn.made": {"fr": "Aucune carte n'a coûté le contrat.", "en": "No card cost the contract."},
    "analysis.summary.no_turn.lost": {
        "fr": "Aucun jeu ne pouvait le sauver : avec le meilleur jeu, le contrat était déjà perdu, et il l'est resté.",
        "en": "No play could save it: the contract was already lost with best play, and it stayed lost."},
    "analysis.summary.costly.one": {"fr": "{n} carte sur les {total} jugées a coûté des points à son camp.",
                                    "en": "{n} card of the {total} judged cost its side points."},
    "analysis.summary.costly.other": {"fr": "{n} cartes sur les {total} jugées ont coûté des points à leur camp.",
                                      "en": "{n} cards of the {total} judged cost their side points."},
    "analysis.summary.costly.none": {"fr": "Aucune des {total} cartes jugées n'a coûté de points à son camp.",
                                     "en": "None of the {total} cards judged cost its side any points."},
    "analysis.summary.incomplete": {
        "fr": "La recherche n'a pas fini dans le temps imparti : seules les cartes à partir de {card} au pli {trick} ont été jugées, pas les précédentes.",
        "en": "The search did not finish in its time limit: only the cards from {card} in trick {trick} on were judged, not the earlier ones."},
    "analysis.summary.none_judged": {"fr": "La recherche n'a pas fini dans le temps imparti : aucune carte n'a été jugée.",
                                     "en": "The search did not finish in its time limit: no card was judged."},
    "analysis.summary.empty": {"fr": "Aucune carte à juger.", "en": "No card to judge."},
}

register("analysis", TEXTS)
