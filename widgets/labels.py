"""The widgets' own words, French and English, in one place.

The rules' texts (titles, reasons, breakdown lines, error messages) come from
``tarot_core.catalogue``; this module holds only what the floor above the core adds:
the widgets' button captions, headings and the sentences that report what the learner
did; the lessons' toolkit's table headings and exercise reasons (``lesson.*``, read by
:mod:`widgets.course`); and the marimo labs' texts (``lab.*``). Each fact is worded once:
a lesson or a lab that says what a widget already says uses the widget's key. FFT terms
(bout, chien, Excuse, Garde, poignée, petit au bout, chelem, preneur, défense) stay
French in the English texts, with a gloss where a learner first meets them.

>>> label("hand.report", "en", count=2, points=fmt_points(9.5, "en"), bouts=1)
'2 card(s) selected: 9.5 points, 1 bout(s).'
>>> fmt_points(9.5, "fr"), fmt_points(41.0, "fr"), fmt_points(-64, "en")
('9,5', '41', '−64')
"""
from __future__ import annotations

from tarot_core.catalogue import check_language

LABELS: dict[str, dict[str, str]] = {
    # --- shared ------------------------------------------------------------------------
    "common.points": {"fr": "points", "en": "points"},
    "common.side.taker": {"fr": "Preneur", "en": "Taker (preneur)"},
    "common.the.taker": {"fr": "le preneur", "en": "the taker (preneur)"},
    "common.the.defence": {"fr": "la défense", "en": "the defence (défense)"},
    "common.short.taker": {"fr": "preneur", "en": "taker"},
    "common.short.defence": {"fr": "défense", "en": "defence"},
    "common.nobody": {"fr": "personne", "en": "nobody"},
    "common.side.defence": {"fr": "Défense", "en": "Defence (défense)"},
    "common.seat": {"fr": "Siège {seat}", "en": "Seat {seat}"},
    "common.reset": {"fr": "Recommencer", "en": "Start again"},
    "common.undo": {"fr": "Annuler le dernier", "en": "Undo last"},
    "common.first": {"fr": "Début", "en": "Start"},
    "common.prev": {"fr": "Pli précédent", "en": "Previous trick"},
    "common.next": {"fr": "Pli suivant", "en": "Next trick"},
    "common.last": {"fr": "Fin", "en": "End"},
    # what the browser sends, checked in one place (widgets._base.check_action, check_from_browser)
    "common.action.unknown": {"fr": "Action « {act} » inconnue de ce widget : rien n'a changé.",
                              "en": "Action “{act}” is unknown to this widget: nothing changed."},
    "common.action.unknown_arg": {"fr": "Action « {act} » : argument « {arg} » inconnu (attendus : {known}) ; rien n'a changé.",
                                  "en": "Action “{act}”: unknown argument “{arg}” (expected: {known}); nothing changed."},
    "common.action.missing_arg": {"fr": "Action « {act} » : il manque l'argument « {arg} » ; rien n'a changé.",
                                  "en": "Action “{act}”: the argument “{arg}” is missing; nothing changed."},
    "common.action.bad_type": {"fr": "Action « {act} » : « {arg} » doit être {kind}, pas {value} ; rien n'a changé.",
                               "en": "Action “{act}”: “{arg}” must be {kind}, not {value}; nothing changed."},
    "common.action.bad_value": {"fr": "Action « {act} » : « {arg} » vaut {value}, qui n'est pas parmi {choices} ; rien n'a changé.",
                                "en": "Action “{act}”: “{arg}” is {value}, not one of {choices}; nothing changed."},
    "common.action.bad_counter": {"fr": "Action « {act} » : son numéro {n} ne suit pas la dernière action faite ({done}) ; elle est ignorée, rien n'a changé.",
                                  "en": "Action “{act}”: its number {n} does not follow the last action run ({done}); it is ignored, nothing changed."},
    "common.action.malformed": {"fr": "Message d'action illisible ({value}) : il faut {{\"act\": nom, \"n\": numéro, \"args\": {{…}}}} ; rien n'a changé.",
                                "en": "Unreadable action message ({value}): it must be {{\"act\": name, \"n\": number, \"args\": {{…}}}}; nothing changed."},
    "common.quoted": {"fr": "« {text} »", "en": "“{text}”"},
    "common.kind.str": {"fr": "un texte", "en": "a text"},
    "common.kind.int": {"fr": "un nombre entier", "en": "a whole number"},
    "common.kind.float": {"fr": "un nombre", "en": "a number"},
    "common.kind.bool": {"fr": "vrai ou faux", "en": "true or false"},
    "common.kind.dict": {"fr": "un objet à champs nommés", "en": "an object with named fields"},
    "common.kind.list": {"fr": "une liste", "en": "a list"},
    "common.kind.NoneType": {"fr": "rien (null)", "en": "nothing (null)"},
    "common.kind.or": {"fr": "{first} ou {last}", "en": "{first} or {last}"},
    "common.trait.python_only": {"fr": "« {name} » est écrit par Python seulement : le changement venu du navigateur est annulé.",
                                 "en": "“{name}” is written by Python only: the change from the browser is undone."},
    "common.trait.refused": {"fr": "« {name} » n'a pas changé : {reason}",
                             "en": "“{name}” did not change: {reason}"},
    "common.trait.kind": {"fr": "il faut {kind}, pas {value}.", "en": "it must be {kind}, not {value}."},
    "common.trait.choices": {"fr": "{value} n'est pas parmi {choices}.", "en": "{value} is not one of {choices}."},
    "common.trait.range": {"fr": "il faut un nombre entier de {low} à {high}, pas {value}.",
                           "en": "it must be a whole number from {low} to {high}, not {value}."},
    # --- 1 hand view -------------------------------------------------------------------
    "hand.title": {"fr": "Votre main", "en": "Your hand"},
    "hand.grid": {"fr": "Cartes de la main : flèches pour se déplacer, Espace pour choisir",
                  "en": "Cards in the hand: arrow keys to move, Space to select"},
    "hand.report": {"fr": "{count} carte(s) choisie(s) : {points} points, {bouts} bout(s).",
                    "en": "{count} card(s) selected: {points} points, {bouts} bout(s)."},
    "hand.clear": {"fr": "Tout désélectionner", "en": "Clear selection"},
    # --- 2 pair counter ----------------------------------------------------------------
    "pairs.title": {"fr": "Compter par paires", "en": "Count in pairs"},
    "pairs.grid": {"fr": "Cartes à compter : choisissez une ou deux cartes",
                   "en": "Cards to count: pick one or two cards"},
    "pairs.make": {"fr": "Former la paire", "en": "Make the pair"},
    "pairs.formed": {"fr": "Paires formées", "en": "Pairs made"},
    "pairs.pick": {"fr": "Choisissez une ou deux cartes, puis « Former la paire ».",
                   "en": "Pick one or two cards, then “Make the pair”."},
    "pairs.not_in_pile": {"fr": "{card} n'est pas dans le tas à compter.", "en": "{card} is not in the pile to count."},
    "pairs.col_pair": {"fr": "Paire", "en": "Pair"},
    "pairs.col_value": {"fr": "Valeur", "en": "Value"},
    "pairs.col_running": {"fr": "Total", "en": "Total"},
    "pairs.other_pile": {"fr": "L'autre tas", "en": "The other pile"},
    "pairs.too_many": {"fr": "Une paire a une ou deux cartes, pas {count}.",
                       "en": "A pair has one or two cards, not {count}."},
    "pairs.made": {"fr": "{cards} : {value} ; total courant {total}.",
                   "en": "{cards}: {value}; running total {total}."},
    "pairs.hint": {"fr": "Conseil (C4) : on associe d'abord une carte qui compte avec une carte basse ; ici la règle ferait {kind}.",
                   "en": "Tip (C4): first pair a counting card with a low card; here the rule would make {kind}."},
    "pairs.kind.high+low": {"fr": "une carte qui compte avec une basse", "en": "a counting card with a low card"},
    "pairs.kind.low+low": {"fr": "deux basses ensemble", "en": "two low cards together"},
    "pairs.kind.high+high": {"fr": "deux cartes qui comptent ensemble", "en": "two counting cards together"},
    "pairs.kind.alone": {"fr": "une carte seule", "en": "one card alone"},
    "pairs.running": {"fr": "Total courant : {total}", "en": "Running total: {total}"},
    "pairs.done": {"fr": "Compte terminé : {total} points ; total exact (C3) {exact} — {verdict}.",
                   "en": "Count finished: {total} points; exact total (C3) {exact} — {verdict}."},
    "pairs.agree": {"fr": "identiques", "en": "they agree"},
    "pairs.disagree": {"fr": "différents", "en": "they differ"},
    "pairs.other": {"fr": "L'autre tas compte {other} ; {mine} + {other} = {sum} ({verdict}).",
                    "en": "The other pile counts {other}; {mine} + {other} = {sum} ({verdict})."},
    "pairs.91_ok": {"fr": "c'est bien 91, C3", "en": "that is 91, C3"},
    "pairs.91_bad": {"fr": "ce n'est pas 91 : les deux tas ne font pas tout le jeu, C3",
                     "en": "not 91: the two piles are not the whole pack, C3"},
    "pairs.guess": {"fr": "Votre total", "en": "Your total"},
    "pairs.check": {"fr": "Vérifier", "en": "Check"},
    "pairs.guess_ok": {"fr": "Juste : {guess} points.", "en": "Right: {guess} points."},
    "pairs.guess_bad": {"fr": "Pas tout à fait : vous dites {guess}, le compte donne {exact}.",
                        "en": "Not quite: you say {guess}, the count gives {exact}."},
    "pairs.guess_nan": {"fr": "Écrivez un nombre, par demi-points (ex. 14,5).",
                        "en": "Write a number, in half points (e.g. 14.5)."},
    # --- 3 threshold table -------------------------------------------------------------
    "threshold.title": {"fr": "Combien faut-il ?", "en": "How many points are needed?"},
    "threshold.bouts": {"fr": "Bouts du preneur à la fin", "en": "Taker's bouts at the end"},
    "threshold.points": {"fr": "Points du preneur", "en": "Taker's points"},
    "threshold.col_bouts": {"fr": "Bouts", "en": "Bouts"},
    "threshold.col_target": {"fr": "Il faut", "en": "Target"},
    "threshold.caption": {"fr": "Objectif selon le nombre de bouts (S1)", "en": "Target by number of bouts (S1)"},
    "threshold.made": {"fr": "Avec {bouts} bout(s), il faut {target} : {points} points, contrat fait de {margin} (S1, S2).",
                       "en": "With {bouts} bout(s) the target is {target}: {points} points, contract made by {margin} (S1, S2)."},
    "threshold.failed": {"fr": "Avec {bouts} bout(s), il faut {target} : {points} points, chute de {margin} (S1, S2).",
                         "en": "With {bouts} bout(s) the target is {target}: {points} points, contract failed by {margin} (S1, S2)."},
    # --- 4 trick player ----------------------------------------------------------------
    "trick.title": {"fr": "Jouer un pli", "en": "Play a trick"},
    "trick.table": {"fr": "Le pli en cours", "en": "The trick so far"},
    "trick.empty": {"fr": "Aucune carte jouée.", "en": "No card played yet."},
    "trick.to_play": {"fr": "À {name} de jouer.", "en": "{name} to play."},
    "trick.hand_of": {"fr": "Main de {name}", "en": "{name}'s hand"},
    "trick.your_hand": {"fr": "Votre main", "en": "Your hand"},
    "trick.your_grid": {"fr": "Votre main : flèches pour se déplacer, Entrée pour jouer",
                        "en": "Your hand: arrow keys to move, Enter to play"},
    "trick.grid": {"fr": "Main de {name} : flèches pour se déplacer, Entrée pour jouer",
                   "en": "{name}'s hand: arrow keys to move, Enter to play"},
    "trick.played": {"fr": "{name} joue {card}.", "en": "{name} plays {card}."},
    "trick.you_win": {"fr": "Vous remportez le pli avec {card} (P6).", "en": "You win the trick with {card} (P6)."},
    "trick.you_played": {"fr": "Vous jouez {card}.", "en": "You play {card}."},
    "trick.legal_mark": {"fr": "jouable", "en": "playable"},
    "trick.illegal_mark": {"fr": "interdite", "en": "not allowed"},
    "trick.winner": {"fr": "{name} remporte le pli avec {card} (P6).", "en": "{name} wins the trick with {card} (P6)."},
    "trick.excuse_led": {"fr": "L'Excuse est en tête : la carte suivante donne la couleur (X2).",
                         "en": "The Excuse leads: the next card sets the suit (X2)."},
    "trick.you": {"fr": "Vous", "en": "You"},
    "trick.position": {"fr": "carte n° {n} du pli", "en": "card {n} of the trick"},
    "trick.others": {"fr": "Les autres mains (cartes visibles pour apprendre)", "en": "The other hands (face up, for learning)"},
    "trick.last": {"fr": "Le pli précédent", "en": "The previous trick"},
    "trick.next": {"fr": "Pli suivant", "en": "Next trick"},
    "trick.over": {"fr": "Plus de cartes à jouer.", "en": "No cards left to play."},
    "trick.undo": {"fr": "Reprendre la dernière carte", "en": "Take back the last card"},
    "trick.undone": {"fr": "{name} reprend {card}.", "en": "{name} takes back {card}."},
    "trick.you_undid": {"fr": "Vous reprenez {card}.", "en": "You take back {card}."},
    "trick.nothing_to_undo": {"fr": "Rien à reprendre : aucune carte jouée.", "en": "Nothing to take back: no card played yet."},
    # --- 5 excuse transfer -------------------------------------------------------------
    "excuse.title": {"fr": "Où va l'Excuse ?", "en": "Where does the Excuse go?"},
    "excuse.not_yet": {"fr": "L'Excuse n'a pas encore été jouée.", "en": "The Excuse has not been played yet."},
    "excuse.in.taker": {"fr": "L'Excuse est dans les plis du preneur.", "en": "The Excuse is in the taker's tricks."},
    "excuse.in.defence": {"fr": "L'Excuse est dans les plis de la défense.", "en": "The Excuse is in the defence's tricks."},
    "excuse.here": {"fr": "L'Excuse est ici", "en": "The Excuse is here"},
    "excuse.not_here": {"fr": "pas ici", "en": "not here"},
    "excuse.step": {"fr": "Pli {n} sur {total}", "en": "Trick {n} of {total}"},
    "excuse.log": {"fr": "Ce qui est arrivé à l'Excuse", "en": "What happened to the Excuse"},
    # --- 6 score calculator ------------------------------------------------------------
    "calc.title": {"fr": "Calculer la marque", "en": "Score a deal"},
    "calc.contract": {"fr": "Contrat", "en": "Contract"},
    "calc.points": {"fr": "Points du preneur", "en": "Taker's points"},
    "calc.bouts": {"fr": "Bouts du preneur", "en": "Taker's bouts"},
    "calc.pab": {"fr": "Petit au bout", "en": "Petit au bout (Petit in the last trick)"},
    "calc.pab.none": {"fr": "non", "en": "no"},
    "calc.pab.taker": {"fr": "gagné par le preneur", "en": "won by the taker"},
    "calc.pab.defence": {"fr": "gagné par la défense", "en": "won by the defence"},
    "calc.poignees": {"fr": "Poignées montrées", "en": "Poignées shown (trumps displayed)"},
    "calc.poignee": {"fr": "{name} ({size} atouts)", "en": "{name} ({size} trumps)"},
    "calc.slam_announced": {"fr": "Chelem annoncé", "en": "Chelem (slam) announced"},
    "calc.all_tricks": {"fr": "Tous les plis", "en": "All the tricks"},
    "calc.defender_n": {"fr": "Défenseur {n}", "en": "Defender {n}"},
    "calc.count_nan": {"fr": "Nombre de poignées : un entier de 0 à 4.", "en": "Number of poignées: a whole number from 0 to 4."},
    "calc.breakdown": {"fr": "Le calcul, ligne par ligne", "en": "The calculation, line by line"},
    "calc.result": {"fr": "S = {S} : preneur {taker}, chaque défenseur {defender} (S4).",
                    "en": "S = {S}: taker {taker}, each defender {defender} (S4)."},
    "calc.scores": {"fr": "Les quatre marques", "en": "The four scores"},
    "calc.made": {"fr": "Contrat fait de {margin}.", "en": "Contract made by {margin}."},
    "calc.failed": {"fr": "Contrat chuté de {margin}.", "en": "Contract failed by {margin}."},
    "calc.target": {"fr": "Objectif {target} avec {bouts} bout(s).", "en": "Target {target} with {bouts} bout(s)."},
    # --- 7 deal replayer ---------------------------------------------------------------
    "replay.title": {"fr": "Rejouer une donne", "en": "Replay a deal"},
    "replay.record": {"fr": "Donne enregistrée", "en": "Recorded deal"},
    "replay.seed": {"fr": "ou une donne au hasard n°", "en": "or a random deal no."},
    "replay.load": {"fr": "Charger", "en": "Load"},
    "replay.nav": {"fr": "Parcourir les plis", "en": "Step through the tricks"},
    "replay.trick": {"fr": "Pli {n} : entame {leader}, gagné par {winner}, {side}.",
                     "en": "Trick {n}: led by {leader}, won by {winner}, {side}."},
    "replay.pile_taker": {"fr": "Plis du preneur", "en": "Taker's tricks"},
    "replay.pile_defence": {"fr": "Plis de la défense", "en": "Defence's tricks"},
    "replay.running": {"fr": "Points dans les plis : preneur {taker}, défense {defence} (l'écart ou le chien s'ajoute à la fin, E1/E3).",
                       "en": "Points in the tricks so far: taker {taker}, defence {defence} (the discard or the chien is added at the end, E1/E3)."},
    "replay.outcome": {"fr": "Résultat de l'arbitre", "en": "The referee's outcome"},
    "replay.summary": {"fr": "Preneur {points} points avec {bouts} bout(s), objectif {target} : {verdict} de {margin}. S = {S}.",
                       "en": "Taker {points} points with {bouts} bout(s), target {target}: {verdict} by {margin}. S = {S}."},
    "replay.made": {"fr": "fait", "en": "made"},
    "replay.failed": {"fr": "chuté", "en": "failed"},
    "replay.scores": {"fr": "Marques : {scores}.", "en": "Scores: {scores}."},
    "replay.bad_name": {"fr": "aucune donne de référence ne s'appelle « {name} »", "en": "no reference deal is called “{name}”"},
    "replay.bad_record": {"fr": "Donne illisible", "en": "Unreadable deal"},
    "replay.nav_cards": {"fr": "Parcourir la donne carte par carte", "en": "Step through the deal card by card"},
    "replay.prev_card": {"fr": "Carte précédente", "en": "Previous card"},
    "replay.next_card": {"fr": "Carte suivante", "en": "Next card"},
    "replay.keys": {"fr": "Clavier sur ces boutons : ← → une carte, Page préc. / Page suiv. un pli, Début / Fin.",
                    "en": "Keys on these buttons: ← → one card, Page Up / Page Down one trick, Home / End."},
    "replay.card_of": {"fr": "carte {k} sur {n}", "en": "card {k} of {n}"},
    "replay.before_first": {"fr": "Avant la première carte", "en": "Before the first card"},
    "replay.deal": {"fr": "Preneur : {taker}, contrat : {contract}.", "en": "Taker: {taker}, contract: {contract}."},
    "replay.at_start": {"fr": "Avant la première carte : {leader} entame le premier pli (P1).",
                        "en": "Before the first card: {leader} leads the first trick (P1)."},
    "replay.card": {"fr": "Pli {n} : {name} joue {card}.", "en": "Trick {n}: {name} plays {card}."},
    "replay.won": {"fr": "{winner} remporte le pli pour {side} (P6).", "en": "{winner} wins the trick for {side} (P6)."},
    "replay.table": {"fr": "Le pli sur la table", "en": "The trick on the table"},
    "replay.hands": {"fr": "Les cartes encore en main", "en": "The cards still in hand"},
    "replay.hand_count": {"fr": "{count} carte(s)", "en": "{count} card(s)"},
    "replay.to_play": {"fr": "à jouer", "en": "to play"},
    "replay.no_card": {"fr": "plus aucune carte", "en": "no card left"},
    "replay.cancelled": {"fr": "Donne annulée : {name} a le Petit sec, le Petit pour seul atout et pas d'Excuse (D4). Aucune carte ne se joue : le donneur suivant redistribue.",
                         "en": "Deal cancelled: {name} holds the Petit sec, the Petit as the only trump and no Excuse (D4). No card is played: the next dealer deals again."},
    "replay.all_pass": {"fr": "Tout le monde a passé (A3) : personne ne prend, aucune carte ne se joue. La donne passe à droite.",
                        "en": "Everybody passed (A3): nobody takes, no card is played. The deal passes to the right."},
    "replay.loaded": {"fr": "Donne chargée : {source}.", "en": "Deal loaded: {source}."},
    "replay.seed_source": {"fr": "donne au hasard n° {seed}", "en": "random deal no. {seed}"},
    # --- 7 deal replayer: the analysis panel and "what if" (issue 14) --------------------------
    "replay.analysis.title": {"fr": "Ce qui était possible", "en": "What was possible"},
    "replay.analysis.analyse": {"fr": "Analyser cette donne", "en": "Analyse this deal"},
    "replay.analysis.hide": {"fr": "Masquer l'analyse", "en": "Hide the analysis"},
    "replay.analysis.about": {"fr": "Les quatre mains à découvert, chaque camp jouant au mieux (recherche exacte) : le S (S3) encore à portée avant et après chaque carte.",
                              "en": "All four hands face up, each side playing its best (exact search): the S (S3) still within reach before and after each card."},
    "replay.analysis.computing": {"fr": "Analyse en cours… La recherche exacte remonte de la dernière carte vers la première et s'arrête au bout de {seconds} s.",
                                  "en": "Analysing… The exact search works back from the last card to the first and stops after {seconds} s."},
    "replay.analysis.ready": {"fr": "Analyse prête : voyez « Ce qui était possible » à côté du pli.",
                              "en": "Analysis ready: see “What was possible” beside the trick."},
    "replay.analysis.hidden": {"fr": "Analyse masquée.", "en": "Analysis hidden."},
    "replay.analysis.verdict": {"fr": "Le verdict", "en": "The verdict"},
    "replay.analysis.this_card": {"fr": "La carte qui vient d'être jouée", "en": "The card just played"},
    "replay.analysis.before": {"fr": "Meilleur S avant", "en": "Best S before"},
    "replay.analysis.after": {"fr": "Meilleur S après", "en": "Best S after"},
    "replay.analysis.cost": {"fr": "Coût pour son camp", "en": "Cost to its side"},
    "replay.analysis.best": {"fr": "Carte à jouer", "en": "Best card"},
    "replay.analysis.step_hint": {"fr": "Avancez carte par carte : chaque carte jouée est jugée ici.",
                                  "en": "Step through the deal: each card played is judged here."},
    "replay.analysis.turning": {"fr": "La carte décisive", "en": "The turning card"},
    "replay.analysis.mistakes": {"fr": "Les cartes qui ont coûté des points", "en": "The cards that cost points"},
    "replay.analysis.goto": {"fr": "Aller à cette carte", "en": "Go to this card"},
    "replay.analysis.cost_badge": {"fr": "coûte {cost}", "en": "cost {cost}"},
    "replay.analysis.bad_time": {"fr": "{name} : un nombre de secondes, plus que 0 et au plus {most}.",
                                 "en": "{name}: a number of seconds, above 0 and at most {most}."},
    "replay.analysis.bad_flag": {"fr": "analysis : True ou False.", "en": "analysis: True or False."},
    "replay.analysis.whatif.title": {"fr": "Et si… ?", "en": "What if…?"},
    "replay.analysis.whatif.prompt": {"fr": "Et si {name} jouait une autre carte ? Choisissez-la : la suite se joue au mieux des deux côtés.",
                                      "en": "What if {name} played another card? Pick one: both sides then play the rest as well as possible."},
    "replay.analysis.whatif.played": {"fr": "jouée dans la donne", "en": "played in the deal"},
    "replay.analysis.whatif.illegal": {"fr": "interdite ici", "en": "not allowed here"},
    "replay.analysis.whatif.too_far": {"fr": "Trop loin de la fin pour que la recherche aboutisse à temps : « et si » est proposé pour les {most} derniers plis.",
                                       "en": "Too far from the end to search in time: “what if” is offered for the last {most} tricks."},
    "replay.analysis.whatif.timeout": {"fr": "La recherche n'a pas abouti en {seconds} s : essayez « et si » plus près de la fin.",
                                       "en": "The search did not finish in {seconds} s: try “what if” closer to the end."},
    "replay.analysis.whatif.none": {"fr": "La donne est finie : plus aucune carte à changer.",
                                    "en": "The deal is over: no card left to change."},
    "replay.analysis.whatif.computing": {"fr": "Recherche du meilleur jeu… (au plus {seconds} s)",
                                         "en": "Searching for best play… (at most {seconds} s)"},
    "replay.analysis.whatif.banner": {"fr": "Et si : au pli {n}, {name} joue {card} au lieu de {instead}, puis les deux camps jouent au mieux.",
                                      "en": "What if: in trick {n}, {name} plays {card} instead of {instead}, then both sides play their best."},
    "replay.analysis.whatif.same": {"fr": "Et si : au pli {n}, {name} joue {card} comme dans la donne, puis les deux camps jouent au mieux.",
                                    "en": "What if: in trick {n}, {name} plays {card} as in the deal, then both sides play their best."},
    "replay.analysis.whatif.result": {"fr": "Résultat : S = {S}, contrat {verdict} ; dans la vraie donne, S = {real_S}, contrat {real_verdict}.",
                                      "en": "Result: S = {S}, contract {verdict}; in the real deal, S = {real_S}, contract {real_verdict}."},
    "replay.analysis.whatif.back": {"fr": "Revenir à la vraie donne", "en": "Back to the real deal"},
    "replay.analysis.whatif.back_said": {"fr": "Retour à la vraie donne.", "en": "Back to the real deal."},
    "replay.analysis.whatif.best_play": {"fr": "Une carte de la suite hypothétique : le meilleur jeu des deux camps, rien à juger.",
                                         "en": "A card of the hypothetical line: best play by both sides, nothing to judge."},
    "replay.analysis.whatif.marker": {"fr": "Donne hypothétique (« et si »)", "en": "Hypothetical deal (“what if”)"},
    "replay.analysis.whatif.outcome": {"fr": "Résultat de l'arbitre pour la donne hypothétique",
                                       "en": "The referee's outcome of the hypothetical deal"},
    # --- 9 practice table (issue 12): one whole deal against three bots ---------------------
    "practice.title": {"fr": "Table d'entraînement", "en": "Practice table"},
    "practice.table": {"fr": "La table : vous en bas, le siège suivant à votre droite (D1)",
                       "en": "The table: you at the bottom, the next seat on your right (D1)"},
    "practice.you": {"fr": "Vous", "en": "You"},
    "practice.you_seat": {"fr": "Vous (siège {seat})", "en": "You (seat {seat})"},
    "practice.bot": {"fr": "Siège {seat} ({kind})", "en": "Seat {seat} ({kind})"},
    "practice.kind.random": {"fr": "robot au hasard", "en": "random bot"},
    "practice.kind.basic": {"fr": "robot simple", "en": "basic bot"},
    "practice.kind.sampler": {"fr": "robot échantillonneur", "en": "sampler bot"},
    "practice.deal_info": {"fr": "Donne n° {seed} · donneur : {dealer}", "en": "Deal no. {seed} · dealer: {dealer}"},
    "practice.seed": {"fr": "Donne n°", "en": "Deal no."},
    "practice.deal": {"fr": "Distribuer", "en": "Deal"},
    "practice.new_deal": {"fr": "Nouvelle donne", "en": "New deal"},
    "practice.dealt": {"fr": "Donne n° {seed} distribuée par {dealer} (D3).", "en": "Deal no. {seed} dealt by {dealer} (D3)."},
    "practice.mark.dealer": {"fr": "donneur", "en": "dealer"},
    "practice.mark.taker": {"fr": "preneur", "en": "taker"},
    "practice.mark.to_play": {"fr": "à jouer", "en": "to play"},
    "practice.mark.leader": {"fr": "a entamé", "en": "led"},
    "practice.cards_left": {"fr": "{count} carte(s) en main", "en": "{count} card(s) in hand"},
    "practice.show_all": {"fr": "Montrer toutes les mains (pour apprendre)", "en": "Show all hands (for learning)"},
    "practice.step_mode": {"fr": "Pas à pas", "en": "Step by step"},
    "practice.step": {"fr": "Coup suivant", "en": "Next move"},
    "practice.hint": {"fr": "Conseil", "en": "Hint"},
    "practice.count": {"fr": "Ma main est-elle forte ?", "en": "How strong is my hand?"},
    "practice.count_title": {"fr": "Décompte de votre main telle que distribuée (avant le chien)",
                             "en": "The count of your hand as dealt (before the chien)"},
    "practice.undo": {"fr": "Reprendre ma dernière carte", "en": "Take back my last card"},
    "practice.undone": {"fr": "Vous reprenez {card} ; les cartes jouées depuis reviennent aussi en main.",
                        "en": "You take back {card}; the cards played since go back to their hands too."},
    "practice.nothing_to_undo": {"fr": "Rien à reprendre : vous n'avez pas encore joué de carte.",
                                 "en": "Nothing to take back: you have not played a card yet."},
    "practice.controls": {"fr": "Commandes de la table", "en": "Table controls"},
    "practice.your_turn_bid": {"fr": "À vous de parler (A1) : passez ou annoncez plus haut que la meilleure enchère.",
                               "en": "Your turn to bid (A1): pass, or bid higher than the best bid so far."},
    "practice.your_turn_discard": {"fr": "Vous prenez le chien (E1) : choisissez 6 cartes à écarter, ni roi ni bout, "
                                         "des atouts seulement si vous ne pouvez pas faire autrement (E2).",
                                   "en": "You take the chien (E1): choose 6 cards to discard, no king and no bout, "
                                         "trumps only if you cannot do otherwise (E2)."},
    "practice.your_turn_card": {"fr": "À vous de jouer : cliquez sur une carte, ou choisissez-la avec les flèches "
                                      "puis Entrée.",
                                "en": "Your turn: click a card, or choose it with the arrow keys, then Enter."},
    "practice.your_turn_slam": {"fr": "Avant la première carte, le preneur peut annoncer un chelem (B7) : l'annoncez-vous ?",
                                "en": "Before the first card the taker may announce a slam (B7): do you announce one?"},
    "practice.waiting": {"fr": "À {name} de jouer.", "en": "{name} to play."},
    "practice.over": {"fr": "La donne est finie.", "en": "The deal is over."},
    "practice.bids": {"fr": "Enchères", "en": "Auction"},
    "practice.bids_none": {"fr": "Personne n'a encore parlé.", "en": "Nobody has spoken yet."},
    "practice.your_bid": {"fr": "Votre enchère", "en": "Your bid"},
    "practice.pass": {"fr": "Passer", "en": "Pass"},
    "practice.said_pass": {"fr": "{name} passe.", "en": "{name} passes."},
    "practice.said_bid": {"fr": "{name} annonce {bid}.", "en": "{name} bids {bid}."},
    "practice.you_pass": {"fr": "Vous passez.", "en": "You pass."},
    "practice.you_bid": {"fr": "Vous annoncez {bid}.", "en": "You bid {bid}."},
    "practice.bid_line": {"fr": "{name} : {bid}", "en": "{name}: {bid}"},
    "practice.contract": {"fr": "{name} prend : {contract} (×{k}).", "en": "{name} takes: {contract} (×{k})."},
    "practice.contract_you": {"fr": "Vous prenez : {contract} (×{k}).", "en": "You take: {contract} (×{k})."},
    "practice.no_taker": {"fr": "Pas encore de preneur.", "en": "No taker yet."},
    "practice.chien_shown": {"fr": "Le chien, montré à tous (E1)", "en": "The chien, shown to all (E1)"},
    "practice.chien_hidden": {"fr": "{contract} : personne ne voit le chien (E3) ; il compte pour {side} à la fin.",
                              "en": "{contract}: nobody sees the chien (E3); it counts for {side} at the end."},
    "practice.discard_grid": {"fr": "Votre main et le chien : flèches pour se déplacer, Entrée pour mettre une carte "
                                    "à l'écart ou l'en retirer",
                              "en": "Your hand and the chien: arrow keys to move, Enter to put a card in the discard "
                                    "or take it out"},
    "practice.in_discard": {"fr": "à l'écart", "en": "in the discard"},
    "practice.discard_count": {"fr": "{count} carte(s) choisie(s) sur 6.", "en": "{count} of 6 cards chosen."},
    "practice.discard_do": {"fr": "Écarter ces 6 cartes", "en": "Discard these 6 cards"},
    "practice.discard_full": {"fr": "Déjà 6 cartes choisies : retirez-en une d'abord.",
                              "en": "6 cards chosen already: take one out first."},
    "practice.you_discard": {"fr": "Vous écartez {cards} (E1).", "en": "You discard {cards} (E1)."},
    "practice.bot_discard": {"fr": "{name} prend le chien et fait son écart, face cachée (E1).",
                             "en": "{name} takes the chien and discards 6 cards face down (E1)."},
    "practice.discard_trumps": {"fr": "Atouts écartés, montrés à tous (E2) : {cards}.",
                                "en": "Trumps discarded, shown to all (E2): {cards}."},
    "practice.your_discard": {"fr": "Votre écart (il compte pour vous, E1) : {cards}.",
                              "en": "Your discard (it counts for you, E1): {cards}."},
    "practice.slam_yes": {"fr": "Annoncer le chelem (B7)", "en": "Announce a slam (B7)"},
    "practice.slam_no": {"fr": "Pas de chelem", "en": "No slam"},
    "practice.slam_said": {"fr": "{name} annonce le chelem (B7) et entame le premier pli (P1).",
                           "en": "{name} announces a slam (B7) and leads the first trick (P1)."},
    "practice.slam_you": {"fr": "Vous annoncez le chelem (B7) : vous entamez le premier pli (P1).",
                          "en": "You announce a slam (B7): you lead the first trick (P1)."},
    "practice.slam_declined": {"fr": "Vous n'annoncez pas de chelem.", "en": "You announce no slam."},
    "practice.slam_on": {"fr": "Chelem annoncé (B7).", "en": "Slam announced (B7)."},
    "practice.poignee_offer": {"fr": "Votre main permet une poignée : montrez-la avant votre première carte (B1–B3), "
                                     "ou jouez sans la montrer.",
                               "en": "Your hand holds a poignée: show it before your first card (B1–B3), or play "
                                     "without showing it."},
    "practice.poignee_show": {"fr": "Montrer une {name} : {n} cartes, {bonus} points (B1)",
                              "en": "Show a {name}: {n} cards, {bonus} points (B1)"},
    "practice.poignee_said": {"fr": "{name} montre une {kind} (B1) : {cards}.", "en": "{name} shows a {kind} (B1): {cards}."},
    "practice.poignee_line": {"fr": "{name} : {kind} — {cards}", "en": "{name}: {kind} — {cards}"},
    "practice.poignees": {"fr": "Poignées montrées (B1)", "en": "Poignées shown (B1)"},
    "practice.not_your_turn": {"fr": "Ce n'est pas à vous : {name} doit jouer.", "en": "Not your turn: {name} is to play."},
    "practice.no_card_now": {"fr": "Pas de carte à jouer maintenant : {what}", "en": "No card to play now: {what}"},
    "practice.hint_title": {"fr": "Le conseil du robot simple", "en": "The basic bot's hint"},
    "practice.hint_wait": {"fr": "Le conseil vient à votre tour.", "en": "Hints come on your turn."},
    "practice.trick": {"fr": "Pli {n} sur {total}", "en": "Trick {n} of {total}"},
    "practice.trick_cards": {"fr": "Le pli sur la table", "en": "The trick on the table"},
    "practice.trick_empty": {"fr": "Aucune carte sur la table.", "en": "No card on the table."},
    "practice.leads": {"fr": "{name} entame.", "en": "{name} leads."},
    "practice.trick_won": {"fr": "Pli {n} remporté par {name}, pour {side} (P6).", "en": "Trick {n} won by {name} for {side} (P6)."},
    "practice.you_won": {"fr": "Vous remportez le pli {n} pour {side} (P6).", "en": "You win trick {n} for {side} (P6)."},
    "practice.score": {"fr": "Votre marque : {score}.", "en": "Your score: {score}."},
    "practice.duplicate": {"fr": "Et un robot à ma place ?", "en": "How would a bot have done in your seat?"},
    "practice.duplicate_text": {"fr": "Les mêmes cartes, rejouées depuis le début avec un robot simple à votre place "
                                      "({deal}) : il marque {bot} ; vous avez marqué {mine}.",
                                "en": "The same cards replayed from the start with a basic bot in your seat ({deal}): "
                                      "it scores {bot}; you scored {mine}."},
    "practice.duplicate_pass": {"fr": "tout le monde passe", "en": "everybody passes"},
    "practice.duplicate_deal": {"fr": "{name} prend : {contract}", "en": "{name} takes: {contract}"},
    "practice.duplicate_mine": {"fr": "Vous", "en": "You"},
    "practice.duplicate_bot": {"fr": "Robot simple à votre place", "en": "Basic bot in your seat"},
    "practice.saved": {"fr": "Donne enregistrée : {file} (le rejoueur et « tarot referee » la relisent).",
                       "en": "Deal saved: {file} (the replayer and “tarot referee” read it)."},
    "practice.save_failed": {"fr": "La donne n'a pas pu être enregistrée ({file}) : {error}",
                             "en": "The deal could not be saved ({file}): {error}"},
    "practice.save": {"fr": "Enregistrer la donne", "en": "Save the deal"},
    "practice.record_name": {"fr": "Table d'entraînement, donne n° {seed}", "en": "Practice table, deal no. {seed}"},
    "practice.log": {"fr": "Ce qui s'est passé", "en": "What happened"},
    "practice.story_title": {"fr": "Ce que chaque camp a remporté", "en": "What each side won"},
    "practice.lab.title": {"fr": "Table d'entraînement : une donne contre trois robots",
                           "en": "Practice table: one deal against three bots"},
    "practice.lab.intro": {"fr": "Vous êtes en bas de la table. Enchérissez, faites votre écart si vous prenez, puis "
                                 "jouez vos 18 cartes : chaque refus dit sa règle, « Conseil » montre ce que ferait le "
                                 "robot simple, et l'arbitre compte la donne à la fin.",
                           "en": "You sit at the bottom of the table. Bid, discard if you take, then play your 18 "
                                 "cards: every refusal names its rule, “Hint” shows what the basic bot would do, and "
                                 "the referee scores the deal at the end."},
    "practice.lab.opponents": {"fr": "Adversaires", "en": "Opponents"},
    "practice.advice.title": {"fr": "Ma main est-elle forte ? Une simulation sur {deals} donnes",
                              "en": "How strong is my hand? A simulation over {deals} deals"},
    "practice.advice.computing": {"fr": "Calcul en cours… les robots jouent {deals} donnes tirées au hasard (quelques secondes).",
                                  "en": "Computing… the bots are playing {deals} random deals (a few seconds)."},
    "practice.advice.auction_only": {"fr": "La simulation des contrats se fait pendant les enchères, avant le chien.",
                                     "en": "The contracts are simulated during the auction, before the chien."},
    "calibration.title": {"fr": "Le conseiller est-il honnête ? Chance prédite et fréquence observée",
                          "en": "Is the advisor honest? Predicted chance against observed frequency"},
    "calibration.x": {"fr": "chance prédite (moyenne du groupe)", "en": "predicted chance (group mean)"},
    "calibration.y": {"fr": "fréquence observée (IC 95 % de Wilson)", "en": "observed frequency (95% Wilson CI)"},
    "calibration.diagonal": {"fr": "la diagonale : prédit = observé", "en": "the diagonal: predicted = observed"},
    "calibration.col.bin": {"fr": "groupe de chance prédite", "en": "predicted chance group"},
    "calibration.col.count": {"fr": "prédictions", "en": "predictions"},
    "calibration.col.predicted": {"fr": "prédiction moyenne", "en": "mean predicted"},
    "calibration.col.observed": {"fr": "fréquence observée", "en": "observed frequency"},
    "calibration.col.low": {"fr": "IC 95 % bas", "en": "95% CI low"},
    "calibration.col.high": {"fr": "IC 95 % haut", "en": "95% CI high"},
    "calibration.desc": {"fr": "Pour {events} prédictions du conseiller ({hands} mains, {deals} donnes simulées chacune), "
                               "groupées par dixièmes de chance prédite : chaque point est la fréquence à laquelle les "
                               "mêmes robots ont réellement fait le contrat, avec son intervalle ; sur la diagonale, "
                               "le conseiller serait parfaitement calibré. {rows}",
                         "en": "For {events} predictions of the advisor ({hands} hands, {deals} simulated deals each), "
                               "grouped by tenths of predicted chance: each point is how often the same bots really "
                               "made the contract, with its interval; on the diagonal the advisor would be perfectly "
                               "calibrated. {rows}"},
    "calibration.desc_row": {"fr": "{bin} : {count} prédictions, {predicted} prédit, {observed} observé.",
                             "en": "{bin}: {count} predictions, {predicted} predicted, {observed} observed."},
    # --- 10 card picker (issue 13): the 78 cards put into named piles ------------------------------
    "picker.title": {"fr": "Choisir des cartes", "en": "Pick cards"},
    "picker.deck": {"fr": "Les 78 cartes", "en": "The 78 cards"},
    "picker.grid": {"fr": "Les 78 cartes : flèches pour se déplacer, Entrée ou Espace pour mettre la carte dans le tas choisi (une seconde fois pour l'en retirer)",
                    "en": "The 78 cards: arrow keys to move, Enter or Space to put the card into the current pile (again to take it out)"},
    "picker.current_pile": {"fr": "Les cartes vont dans :", "en": "Cards go into:"},
    "picker.type": {"fr": "Taper des cartes", "en": "Type cards"},
    "picker.type_hint": {"fr": "par exemple R♥ T21 EX ou D♦ V♣ (R roi, D dame, C cavalier, V valet ; couleurs ♠♥♦♣, ou S H D C : RH = R♥, RC = R♣)",
                         "en": "e.g. KH T21 EX, or the French letters R D C V (R♥ D♦ V♣); suits S H D C or ♠♥♦♣"},
    "picker.add": {"fr": "Ajouter", "en": "Add"},
    "picker.clear": {"fr": "Vider le tas", "en": "Empty the pile"},
    "picker.take_out": {"fr": "retirer du tas", "en": "take it out of the pile"},
    "picker.empty_pile": {"fr": "(vide)", "en": "(empty)"},
    "picker.empty": {"fr": "aucune carte", "en": "no card"},
    "picker.count": {"fr": "{count}/{size}", "en": "{count}/{size}"},
    "picker.pile_cards": {"fr": "{pile}, {count} sur {size} : {cards}", "en": "{pile}, {count} of {size}: {cards}"},
    "picker.in_pile": {"fr": "dans : {pile}", "en": "in: {pile}"},
    "picker.hint": {"fr": "Cliquez une carte pour la mettre dans « {pile} » (ou l'en retirer) ; une carte n'est qu'à un endroit.",
                    "en": "Click a card to put it into “{pile}” (or take it out); a card is in one place only."},
    "picker.hint_from": {"fr": "« {pile} » se choisit parmi les cartes de {sources} : cliquez-en une pour la choisir (ou la retirer).",
                         "en": "“{pile}” is chosen among the cards of {sources}: click one to choose it (or take it out)."},
    "picker.and": {"fr": "{first} et {last}", "en": "{first} and {last}"},
    "picker.row.trumps": {"fr": "Atouts et Excuse", "en": "Trumps (atouts) and the Excuse"},
    "picker.pile.hand": {"fr": "Main", "en": "Hand"},
    "picker.pile.trick": {"fr": "Pli en cours", "en": "Trick so far"},
    "picker.pile.card": {"fr": "La carte en question", "en": "The card asked about"},
    "picker.pile.chien": {"fr": "Chien", "en": "Chien"},
    "picker.pile.discard": {"fr": "Écart", "en": "Discard (écart)"},
    "picker.pile.shown": {"fr": "Poignée montrée", "en": "Poignée shown"},
    "picker.pile.trick_n": {"fr": "Pli {n}", "en": "Trick {n}"},
    "picker.short.hand": {"fr": "main", "en": "hand"},
    "picker.short.trick": {"fr": "pli", "en": "trick"},
    "picker.short.card": {"fr": "question", "en": "asked"},
    "picker.short.chien": {"fr": "chien", "en": "chien"},
    "picker.short.discard": {"fr": "écart", "en": "discard"},
    "picker.short.shown": {"fr": "montrée", "en": "shown"},
    "picker.short.trick_n": {"fr": "pli {n}", "en": "trick {n}"},
    "picker.added": {"fr": "{cards} → {pile} ({count}/{size}).", "en": "{cards} → {pile} ({count}/{size})."},
    "picker.removed": {"fr": "On retire {card} de « {pile} » ({count}/{size}).", "en": "{card} taken out of “{pile}” ({count}/{size})."},
    "picker.cleared": {"fr": "« {pile} » est vide.", "en": "“{pile}” is empty."},
    "picker.now": {"fr": "Les cartes vont maintenant dans « {pile} » ({count}/{size}).",
                   "en": "Cards now go into “{pile}” ({count}/{size})."},
    "picker.type_nothing": {"fr": "Tapez des cartes, par exemple R♥ T21 EX.", "en": "Type some cards, e.g. KH T21 EX."},
    "picker.already_here": {"fr": "{card} est déjà dans « {pile} ».", "en": "{card} is already in “{pile}”."},
    "picker.taken": {"fr": "{card} est déjà dans « {pile} » : une carte n'est qu'à un endroit. {reason}",
                     "en": "{card} is already in “{pile}”: a card is in one place only. {reason}"},
    "picker.not_in_source": {"fr": "{card} n'est pas dans {sources} : « {pile} » se choisit parmi leurs cartes.",
                             "en": "{card} is not in {sources}: “{pile}” is chosen among their cards."},
    "picker.full": {"fr": "« {pile} » a au plus {size} cartes : {cards} n'y tient pas.",
                    "en": "“{pile}” holds at most {size} cards: {cards} does not fit."},
    "picker.full_rule": {"fr": "« {pile} » a au plus {size} cartes ({rule}) : {cards} n'y tient pas.",
                         "en": "“{pile}” holds at most {size} cards ({rule}): {cards} does not fit."},
    "picker.not_here": {"fr": "{card} n'est pas dans « {pile} ».", "en": "{card} is not in “{pile}”."},
    "picker.no_pile": {"fr": "Pas de tas « {pile} » ici (les tas : {piles}).", "en": "No pile “{pile}” here (the piles: {piles})."},
    # --- 11 rules desk (issue 13): a player settles an edge case with the mouse ---------------------
    "desk.title": {"fr": "Bureau des règles", "en": "Rules desk"},
    "desk.question": {"fr": "La question", "en": "The question"},
    "desk.q.play": {"fr": "Puis-je jouer cette carte ?", "en": "May I play this card?"},
    "desk.q.discard": {"fr": "Écart ou poignée", "en": "Discard or poignée"},
    "desk.q.end": {"fr": "La fin de la donne", "en": "The end of a deal"},
    "desk.q.score": {"fr": "La marque", "en": "The score"},
    "desk.q.referee": {"fr": "Arbitrer une donne entière", "en": "Referee a whole deal"},
    "desk.mode": {"fr": "Quelle vérification ?", "en": "Which check?"},
    "desk.mode.discard": {"fr": "L'écart", "en": "The discard (écart)"},
    "desk.mode.poignee": {"fr": "La poignée", "en": "The poignée"},
    "desk.q.play.about": {"fr": "Mettez la main du joueur, puis les cartes déjà posées dans le pli, dans l'ordre (P2–P5, X1, X2). Pour une seule carte, mettez-la aussi dans « La carte en question ».",
                          "en": "Put in the player's hand, then the cards already in the trick, in play order (P2–P5, X1, X2). To ask about one card, also put it into “The card asked about”."},
    "desk.q.discard.about": {"fr": "Les 18 cartes reçues, les 6 du chien, puis les 6 cartes écartées parmi ces 24 (E1–E2).",
                             "en": "The 18 cards dealt, the 6 of the chien, then the 6 cards discarded among those 24 (E1–E2)."},
    "desk.q.poignee.about": {"fr": "Les 18 cartes en main avant la première carte, l'écart du preneur s'il y en a un, puis les atouts montrés (B1–B3).",
                             "en": "The 18 cards held before the first card, the taker's discard if any, then the trumps shown (B1–B3)."},
    "desk.q.end.about": {"fr": "Qui a gagné les plis précédents, les 1 à 3 derniers plis carte par carte (depuis l'entame), où étaient l'Excuse et le Petit s'ils n'y sont pas, le chelem annoncé et le contrat (X3–X7, B5–B8, R1–R5).",
                         "en": "Who won the earlier tricks, the last 1 to 3 tricks card by card (from the leader), where the Excuse and the Petit were if not in them, the slam announced and the contract (X3–X7, B5–B8, R1–R5)."},
    "desk.q.score.about": {"fr": "Les faits de la donne ; le moteur refuse ceux qui ne peuvent pas arriver, avec la règle (S1–S4, B1–B8).",
                           "en": "The facts of the deal; the engine refuses facts that cannot happen, with the rule (S1–S4, B1–B8)."},
    "desk.q.referee.about": {"fr": "Collez une fiche de donne (JSON, sur une ligne ou mise en forme) ou chargez un fichier : l'arbitre vérifie chaque règle et raconte la donne ; suivez-la pas à pas dans le lecteur de donne.",
                             "en": "Paste a deal record (JSON, one line or pretty-printed) or upload a file: the referee checks every rule and tells the deal; step through it in the deal replayer."},
    "desk.q.play.asked": {"fr": "Question 1 : puis-je jouer cette carte ?", "en": "Question 1: may I play this card?"},
    "desk.q.discard.asked": {"fr": "Question 2 : cet écart est-il permis ?", "en": "Question 2: is this discard allowed?"},
    "desk.q.poignee.asked": {"fr": "Question 2 : cette poignée est-elle valable ?", "en": "Question 2: is this poignée valid?"},
    "desk.q.end.asked": {"fr": "Question 3 : la fin de la donne.", "en": "Question 3: the end of a deal."},
    "desk.q.score.asked": {"fr": "Question 4 : la marque.", "en": "Question 4: the score."},
    "desk.q.referee.asked": {"fr": "Question 5 : arbitrer une donne entière.", "en": "Question 5: referee a whole deal."},
    "desk.cards": {"fr": "Les cartes", "en": "The cards"},
    "desk.answer": {"fr": "La décision", "en": "The ruling"},
    "desk.rules": {"fr": "Règles :", "en": "Rules:"},
    "desk.rulings": {"fr": "Décisions du projet (aucune source ne tranche ce point) :",
                     "en": "Project rulings (no source decides this point):"},
    "desk.refused": {"fr": "Le moteur refuse ces faits :", "en": "The engine refuses these facts:"},
    "desk.play.need": {"fr": "Mettez au moins une carte dans la main.", "en": "Put at least one card into the hand."},
    "desk.need.hand": {"fr": "La main a {count} carte(s) sur 18 (D3) : ajoutez-en.",
                       "en": "The hand has {count} card(s) of 18 (D3): add more."},
    "desk.need.chien": {"fr": "Le chien a {count} carte(s) sur 6 (D3) : ajoutez-en.",
                        "en": "The chien has {count} card(s) of 6 (D3): add more."},
    "desk.need.discard": {"fr": "Choisissez les 6 cartes de l'écart parmi les 24 (E1) : {count} sur 6.",
                          "en": "Choose the 6 cards of the discard among the 24 (E1): {count} of 6."},
    "desk.need.shown": {"fr": "Choisissez les atouts montrés (B1 : 10, 13 ou 15).",
                        "en": "Choose the trumps shown (B1: 10, 13 or 15)."},
    "desk.need.trick": {"fr": "Le pli {n} a {count} carte(s) sur 4 : ajoutez-les dans l'ordre, depuis l'entame.",
                        "en": "Trick {n} has {count} card(s) of 4: add them in play order, from the leader."},
    "desk.need.record": {"fr": "Collez une fiche de donne, ou chargez un fichier.", "en": "Paste a deal record, or upload a file."},
    "desk.play.x2": {"fr": "X2 : {title} ; ici, {card} donne la couleur.", "en": "X2: {title}; here {card} sets the suit."},
    "desk.play.yes": {"fr": "Oui : {card} peut se jouer.", "en": "Yes: {card} may be played."},
    "desk.play.no": {"fr": "Non : {card} ne peut pas se jouer ({rule}).", "en": "No: {card} may not be played ({rule})."},
    "desk.play.count": {"fr": "{legal} carte(s) sur {count} peuvent se jouer.", "en": "{legal} of the {count} card(s) may be played."},
    "desk.verdict.ok": {"fr": "Permis.", "en": "Allowed."},
    "desk.verdict.no": {"fr": "Pas permis.", "en": "Not allowed."},
    "desk.discard.need": {"fr": "E2 : avec ces 24 cartes, l'écart compte exactement {count} atout(s).",
                          "en": "E2: with these 24 cards the discard holds exactly {count} trump(s)."},
    "desk.poignee.choices": {"fr": "B1–B3 : cette main peut montrer : {names}.", "en": "B1–B3: this hand may show: {names}."},
    "desk.poignee.none": {"fr": "B1 : cette main ne peut montrer aucune poignée.", "en": "B1: this hand may show no poignée."},
    "desk.end.summary": {"fr": "Chelem : {slam} · petit au bout : {pab} · l'Excuse finit chez {excuse} · dans S : petit au bout {pab_part}, chelem {slam_part}.",
                         "en": "Slam: {slam} · petit au bout: {pab} · the Excuse ends with {excuse} · in S: petit au bout {pab_part}, slam {slam_part}."},
    "desk.end.contract": {"fr": "Contrat", "en": "Contract"},
    "desk.end.taker": {"fr": "Preneur", "en": "Taker (preneur)"},
    "desk.end.slam": {"fr": "Chelem annoncé", "en": "Slam (chelem) announced"},
    "desk.end.earlier": {"fr": "Plis précédents gagnés par", "en": "Earlier tricks won by"},
    "desk.end.earlier.taker": {"fr": "le preneur, tous", "en": "the taker, all of them"},
    "desk.end.earlier.defence": {"fr": "la défense, tous", "en": "the defence, all of them"},
    "desk.end.earlier.each": {"fr": "pli par pli", "en": "trick by trick"},
    "desk.end.count": {"fr": "Derniers plis décrits", "en": "Last tricks described"},
    "desk.end.count_n": {"fr": "{count} (jusqu'au pli 18)", "en": "{count} (up to trick 18)"},
    "desk.end.sides": {"fr": "Chaque pli précédent (appuyez pour changer de camp) :", "en": "Each earlier trick (press to switch sides):"},
    "desk.end.short.taker": {"fr": "P", "en": "T"},
    "desk.end.short.defence": {"fr": "D", "en": "D"},
    "desk.end.side_label": {"fr": "Pli {n} gagné par {side}", "en": "Trick {n} won by {side}"},
    "desk.end.side_set": {"fr": "Pli {n} : gagné par {side}.", "en": "Trick {n}: won by {side}."},
    "desk.end.leaders": {"fr": "Qui entame chaque pli décrit", "en": "Who leads each trick described"},
    "desk.end.leader": {"fr": "Entame du pli {n}", "en": "Leader of trick {n}"},
    "desk.end.excuse": {"fr": "L'Excuse, si elle n'est pas dans ces plis", "en": "The Excuse, if not in those tricks"},
    "desk.end.excuse.tricks": {"fr": "dans les plis décrits", "en": "in the tricks described"},
    "desk.end.excuse.taker": {"fr": "jouée plus tôt par le preneur", "en": "played earlier by the taker"},
    "desk.end.excuse.defence": {"fr": "jouée plus tôt par la défense", "en": "played earlier by the defence"},
    "desk.end.excuse.chien": {"fr": "dans le chien (Garde Sans ou Contre)", "en": "in the chien (Garde Sans or Contre)"},
    "desk.end.excuse_trick": {"fr": "au pli", "en": "in trick"},
    "desk.end.excuse_here": {"fr": "L'Excuse est dans les plis décrits.", "en": "The Excuse is in the tricks described."},
    "desk.end.petit": {"fr": "Le Petit, s'il n'est pas dans ces plis", "en": "The Petit, if not in those tricks"},
    "desk.end.petit.tricks": {"fr": "dans les plis décrits", "en": "in the tricks described"},
    "desk.end.petit.taker": {"fr": "pris plus tôt par le preneur", "en": "won earlier by the taker"},
    "desk.end.petit.defence": {"fr": "pris plus tôt par la défense", "en": "won earlier by the defence"},
    "desk.end.petit.chien": {"fr": "dans le chien (Garde Sans ou Contre)", "en": "in the chien (Garde Sans or Contre)"},
    "desk.end.petit_here": {"fr": "Le Petit est dans les plis décrits.", "en": "The Petit is in the tricks described."},
    "desk.end.tricks": {"fr": "Les derniers plis, carte par carte, depuis l'entame", "en": "The last tricks, card by card, from the leader"},
    "desk.record.label": {"fr": "Fiche de donne (JSON)", "en": "Deal record (JSON)"},
    "desk.record.go": {"fr": "Arbitrer cette donne", "en": "Referee this deal"},
    "desk.record.more": {"fr": "… ou chargez un fichier ; la donne se rejoue dans le lecteur, sous le bureau.",
                         "en": "… or upload a file; the deal replays in the replayer, below the desk."},
    "desk.referee.played": {"fr": "Siège {seat} preneur, {contract} : {points} points avec {bouts} bout(s), objectif {target} ; S = {S}.",
                            "en": "Seat {seat} takes, {contract}: {points} points with {bouts} bout(s), target {target}; S = {S}."},
    "desk.referee.loaded": {"fr": "Donne lue : {source}.", "en": "Deal read: {source}."},
    "desk.referee.pasted": {"fr": "la fiche collée", "en": "the pasted record"},
    "desk.referee.not_object": {"fr": "ce texte n'est pas une fiche de donne : une fiche est un objet JSON, entre accolades « {{ … }} » (ou chargez le fichier)",
                                "en": "this text is not a deal record: a record is a JSON object, between braces “{{ … }}” (or upload the file)"},
    "desk.upload": {"fr": "Charger une fiche", "en": "Upload a record"},
    "desk.share.title": {"fr": "Partager le cas", "en": "Share the case"},
    "desk.share.about": {"fr": "Le cas tient en quelques lignes de texte : envoyez-les ; collées ici, elles redonnent la même question et la même décision.",
                         "en": "The case fits in a few lines of text: send them; pasted here, they give back the same question and the same ruling."},
    "desk.share.make": {"fr": "Partager", "en": "Share"},
    "desk.share.copy": {"fr": "Copier", "en": "Copy"},
    "desk.share.copied": {"fr": "Copié.", "en": "Copied."},
    "desk.share.copy_failed": {"fr": "Copie impossible ici : le texte est sélectionné, copiez-le (Ctrl+C).",
                               "en": "Cannot copy here: the text is selected, copy it (Ctrl+C)."},
    "desk.share.text": {"fr": "Le cas, en texte", "en": "The case, as text"},
    "desk.share.paste": {"fr": "Coller un cas", "en": "Paste a case"},
    "desk.share.open": {"fr": "Ouvrir le cas", "en": "Open the case"},
    "desk.share.ready": {"fr": "Le cas est prêt à copier.", "en": "The case is ready to copy."},
    "desk.share.incomplete": {"fr": "La question n'est pas complète : rien à partager encore.",
                              "en": "The question is not complete: nothing to share yet."},
    "desk.share.opened": {"fr": "Cas ouvert : même décision.", "en": "Case opened: same ruling."},
    "desk.share.opened_other": {"fr": "Cas ouvert ; le bureau n'a pas pu reprendre toutes ses cartes (voir le message).",
                                "en": "Case opened; the desk could not take all its cards back (see the message)."},
    "desk.shared.title": {"fr": "Décision du cas collé", "en": "Ruling of the pasted case"},
    "desk.shared.same": {"fr": "La même décision que sur le bureau.", "en": "The same ruling as on the desk."},
    "desk.shared.other": {"fr": "Le bureau montre autre chose : voir le message.", "en": "The desk shows something else: see the message."},
    "desk.lab.title": {"fr": "Bureau des règles", "en": "Rules desk"},
    "desk.lab.intro": {"fr": "Une question à la table ? Choisissez-la, posez les cartes à la souris (ou tapez-les), et le moteur du projet tranche, règle à l'appui. Le bouton « Partager » donne le cas en quelques lignes de texte ; collées dans un autre bureau, elles redonnent la même décision.",
                       "en": "A question at the table? Choose it, put the cards down with the mouse (or type them), and the project's engine settles it, naming the rule. The Share button gives the case as a few lines of text; pasted into another desk, they give the same ruling."},
    "desk.lab.upload": {"fr": "Question 5 : une fiche de donne enregistrée dans un fichier (JSON).",
                        "en": "Question 5: a deal record saved in a file (JSON)."},
    "desk.lab.replay": {"fr": "La donne arbitrée, carte par carte", "en": "The deal refereed, card by card"},
    # --- 8 scoresheet ------------------------------------------------------------------
    "sheet.title": {"fr": "Feuille de marque", "en": "Scoresheet"},
    "sheet.deal": {"fr": "Donne", "en": "Deal"},
    "sheet.taker": {"fr": "Preneur", "en": "Taker"},
    "sheet.contract": {"fr": "Contrat", "en": "Contract"},
    "sheet.note": {"fr": "Note", "en": "Note"},
    "sheet.totals": {"fr": "Totaux", "en": "Totals"},
    "sheet.ranking": {"fr": "Classement (G2)", "en": "Ranking (G2)"},
    "sheet.place": {"fr": "{place}. {name} : {total}", "en": "{place}. {name}: {total}"},
    "sheet.progress": {"fr": "{n} donne(s) valide(s) sur 8 (G1).", "en": "{n} valid deal(s) of 8 (G1)."},
    "sheet.finished": {"fr": "Séance terminée : huit donnes valides (G1).", "en": "Session over: eight valid deals (G1)."},
    "sheet.add_calc": {"fr": "Ajouter la donne du calculateur", "en": "Add the calculator's deal"},
    "sheet.add_replay": {"fr": "Ajouter la donne rejouée", "en": "Add the replayed deal"},
    "sheet.cancel": {"fr": "Donne annulée", "en": "Cancelled deal"},
    "sheet.cancel_reason": {"fr": "Raison de l'annulation", "en": "Reason for cancelling"},
    "sheet.export": {"fr": "Exporter en CSV", "en": "Export as CSV"},
    "sheet.exported": {"fr": "Exporté : {path}", "en": "Exported: {path}"},
    "sheet.saved": {"fr": "Enregistré dans {path}.", "en": "Saved to {path}."},
    "sheet.loaded": {"fr": "Feuille rechargée depuis {path} ({n} ligne(s)).",
                     "en": "Scoresheet reloaded from {path} ({n} row(s))."},
    "sheet.added": {"fr": "Donne {n} ajoutée.", "en": "Deal {n} added."},
    "sheet.no_source": {"fr": "Aucun calculateur ni donne rejouée n'est relié à cette feuille.",
                        "en": "No calculator or replayed deal is linked to this scoresheet."},
    "sheet.kind.all_pass": {"fr": "tous passent (A3)", "en": "all passed (A3)"},
    "sheet.kind.cancelled": {"fr": "annulée : petit sec (D4)", "en": "cancelled: petit sec (D4)"},
    "sheet.kind.misdeal": {"fr": "maldonne (D5)", "en": "misdeal (D5)"},
    "sheet.reason.petit_sec": {"fr": "petit sec (D4)", "en": "petit sec (D4)"},
    "sheet.reason.misdeal": {"fr": "maldonne (D5)", "en": "misdeal (D5)"},
    "sheet.file": {"fr": "Fichier :", "en": "File:"},
    "sheet.S": {"fr": "S", "en": "S"},
    "sheet.taker_seat": {"fr": "Qui a pris ?", "en": "Who took?"},
    "sheet.no_path": {"fr": "Pas de fichier : rien n'est enregistré.", "en": "No file: nothing is saved."},
    "sheet.unsaved": {"fr": "Non enregistrée : les derniers changements ne sont qu'en mémoire.",
                      "en": "Not saved: the last changes only exist in memory."},
    "sheet.saved_state": {"fr": "Tout est enregistré dans le fichier.", "en": "Everything is saved in the file."},
    "sheet.save_again": {"fr": "Réessayer d'enregistrer", "en": "Try saving again"},
    "sheet.reload": {"fr": "Relire le fichier", "en": "Read the file again"},
    "sheet.dropped": {"fr": "Les changements qui n'étaient qu'en mémoire sont abandonnés.",
                      "en": "The changes that were only in memory are dropped."},
    "sheet.export_name": {"fr": "Nom du fichier CSV", "en": "CSV file name"},
    "sheet.export_refused": {"fr": "Export refusé : « {name} » n'est pas un simple nom de fichier en .csv ; le CSV ne s'écrit que dans le dossier de la feuille ({folder}).",
                             "en": "Export refused: '{name}' is not a plain file name ending in .csv; the CSV is only written into the sheet's folder ({folder})."},
    # --- 9 quiz (self-checking exercise) ---------------------------------------------
    "quiz.title": {"fr": "Exercice", "en": "Exercise"},
    "quiz.choices": {"fr": "Réponses possibles", "en": "Possible answers"},
    "quiz.answer": {"fr": "Votre réponse", "en": "Your answer"},
    "quiz.number": {"fr": "Votre réponse (un nombre)", "en": "Your answer (a number)"},
    "quiz.cards": {"fr": "Vos cartes", "en": "Your cards"},
    "quiz.grid": {"fr": "Cartes : flèches pour se déplacer, Espace pour choisir",
                  "en": "Cards: arrow keys to move, Space to select"},
    "quiz.check": {"fr": "Vérifier", "en": "Check"},
    "quiz.check_hand": {"fr": "Vérifier les cartes choisies dans la main", "en": "Check the cards selected in the hand"},
    "quiz.right": {"fr": "Juste !", "en": "Right!"},
    "quiz.wrong": {"fr": "Pas encore.", "en": "Not yet."},
    "quiz.empty": {"fr": "Choisissez ou tapez d'abord une réponse.", "en": "Choose or type an answer first."},
    "quiz.nan": {"fr": "« {text} » n'est pas un nombre : tapez par exemple 4,5 ou 41.",
                 "en": "'{text}' is not a number: type, for example, 4.5 or 41."},
    "quiz.no_cards": {"fr": "Choisissez d'abord des cartes.", "en": "Select some cards first."},
    "quiz.attempts": {"fr": "Essais : {n}", "en": "Attempts: {n}"},
    "quiz.show": {"fr": "Montrez-moi la solution", "en": "Show me the solution"},
    "quiz.locked": {"fr": "La solution s'ouvre après un premier essai.", "en": "The solution opens after a first try."},
    "quiz.shown": {"fr": "Solution affichée ci-dessous.", "en": "Solution shown below."},
    "quiz.solution": {"fr": "Solution détaillée", "en": "Worked solution"},
    # --- charts ------------------------------------------------------------------------
    "chart.target.title": {"fr": "Les bouts font baisser l'objectif (S1)", "en": "Bouts lower the target (S1)"},
    "chart.target.desc": {"fr": "Points qu'il faut au preneur selon ses bouts à la fin : {pairs}. Sur 91 points, chaque bout épargne entre 5 et 10 points.",
                          "en": "Points the taker needs by bouts held at the end: {pairs}. Out of 91 points, each bout saves between 5 and 10 points."},
    "chart.stakes.title": {"fr": "Ce que vaut une donne selon le contrat (S3, S4)", "en": "What a deal is worth by contract (S3, S4)"},
    "chart.stakes.desc": {"fr": "S en fonction de l'écart pour chaque contrat, fait et chuté, avec et sans petit au bout (gagné par le camp du preneur). Le preneur marque 3 × S. Exemple : {example}.",
                          "en": "S against the margin for each contract, made and failed, with and without petit au bout (won by the taker's side). The taker scores 3 × S. Example: {example}."},
    "chart.session.title": {"fr": "Totaux cumulés, donne par donne", "en": "Running totals, deal by deal"},
    "chart.session.desc": {"fr": "Total de chaque joueur après chaque donne. Fin : {totals}.",
                           "en": "Each player's total after each deal. At the end: {totals}."},
    "chart.table": {"fr": "Les mêmes chiffres en tableau", "en": "The same numbers as a table"},
    "chart.col.bouts": {"fr": "bouts", "en": "bouts"},
    "chart.col.target": {"fr": "objectif", "en": "target"},
    "chart.col.margin": {"fr": "écart", "en": "margin"},
    "chart.col.contract": {"fr": "contrat", "en": "contract"},
    "chart.col.result": {"fr": "résultat", "en": "result"},
    "chart.col.pab": {"fr": "petit au bout", "en": "petit au bout"},
    "chart.col.taker": {"fr": "preneur (3S)", "en": "taker (3S)"},
    "chart.col.deal": {"fr": "donne", "en": "deal"},
    "chart.col.player": {"fr": "joueur", "en": "player"},
    "chart.col.total": {"fr": "total", "en": "total"},
    "chart.made": {"fr": "fait", "en": "made"},
    "chart.failed": {"fr": "chuté", "en": "failed"},
    "chart.with_pab": {"fr": "avec", "en": "with"},
    "chart.without_pab": {"fr": "sans", "en": "without"},
    # --- 10 the lessons' toolkit (widgets.course): seeds, tables, exercise reasons ----------
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
    "lesson.discard.good": {"fr": "Un bon écart, celui du robot de base (règle discard_for_voids) : {advice} "
                                  "{voids} ; ces cartes vous rapportent {points} points, à l'abri dans l'écart (E1).",
                            "en": "A good discard, the basic bot's (rule discard_for_voids): {advice} {voids}; "
                                  "these cards bring you {points} points, safe in the discard (E1)."},
    "lesson.discard.voids": {"fr": "Il vous laisse sans {suits} : vous pourrez y couper (P3) ; on ne vide jamais une "
                                   "couleur où l'on a un roi",
                             "en": "It leaves you void in {suits}: you can trump there (P3); a suit where you hold a "
                                   "king is never the one emptied"},
    "lesson.discard.no_void": {"fr": "Ici, aucune couleur sans roi ne peut être vidée en six cartes : il met donc à "
                                     "l'abri les cartes qui valent le plus parmi celles qui peuvent partir",
                               "en": "Here no suit without a king can be emptied in six cards, so it puts away the "
                                     "cards worth most among those that may go"},
    "lesson.discard.same_as_good": {"fr": "C'est aussi l'écart du robot de base (discard_for_voids) : des coupes "
                                          "à faire, des points mis à l'abri, aucun roi ni bout.",
                                    "en": "It is also the basic bot's discard (discard_for_voids): voids to trump "
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
    # --- lesson 17 (issue 14): looking back at a deal (widgets.course.looking_back) --------------
    "lesson.back.unknown": {"fr": "La leçon 17 n'a pas de donne « {name} » (ses donnes : {names}).",
                            "en": "Lesson 17 has no deal '{name}' (its deals: {names})."},
    "lesson.back.bad_trick": {"fr": "Numéro de pli impossible : {value} (un nombre entier de 1 à 18, E4).",
                              "en": "No such trick: {value} (a whole number from 1 to 18, E4)."},
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
    # --- lesson 12 (issue 16): bidding (widgets.course.bidding) --------------------------------
    "lesson12.no_rule": {"fr": "Le robot simple n'a pas de règle de conduite « {name} » (tarot_core.analysis.bots).",
                         "en": "The basic bot has no rule of thumb '{name}' (tarot_core.analysis.bots)."},
    "lesson12.bad_n": {"fr": "L'exercice compte {total} mains, pas {n}.", "en": "The drill has {total} hands, not {n}."},
    "lesson12.none_found": {"fr": "Aucune donne trouvée dont le décompte conseille « {want} ».",
                            "en": "No deal found whose count suggests '{want}'."},
    "lesson12.pass": {"fr": "Passe", "en": "Pass"},
    "lesson12.with_shape": {"fr": " ({total} avec la distribution, pour une Garde Sans ou Contre)",
                            "en": " ({total} with the shape, for a Garde Sans or Contre)"},
    "lesson12.total": {"fr": "{total} points{shape}", "en": "{total} points{shape}"},
    "lesson12.bad_bid": {"fr": "A2 : choisissez l'une des enchères proposées ({bids}).",
                         "en": "A2: choose one of the bids offered ({bids})."},
    "lesson12.right": {"fr": "A2 : le décompte donne {total}, et le robot simple annonce de même. Son conseil : {rule}",
                       "en": "A2: the count gives {total}, and the basic bot bids the same. Its advice: {rule}"},
    "lesson12.wrong": {"fr": "A2 : le décompte donne {total} ; comparez ce total aux seuils (moins de 40, 40–55, "
                             "56–70, 71–80, plus de 80). Voici ce qu'a donné votre choix :",
                       "en": "A2: the count gives {total}; compare that total with the thresholds (under 40, 40–55, "
                             "56–70, 71–80, over 80). Here is what your choice gave:"},
    "lesson12.fared.pass": {"fr": "Vous passez ; dans cet exercice les autres passent aussi : la donne vaut 0 pour tous.",
                            "en": "You pass; in this drill the others pass too: the deal is worth 0 to everyone."},
    "lesson12.fared.model": {"fr": "Le modèle ({deals} donnes tirées au hasard, des robots) réussit la {bid} "
                                   "{made} fois : {chance} %.",
                             "en": "The model ({deals} random deals, bots) made the {bid} {made} times: {chance}%."},
    "lesson12.fared.real_made": {"fr": "La vraie donne, jouée par les robots avec votre main en {bid} : {points} points "
                                       "et {bouts} bout(s), objectif {target} : réussie, S = {S}.",
                                 "en": "The real deal, played by the bots with your hand in a {bid}: {points} points "
                                       "and {bouts} bout(s), target {target}: made, S = {S}."},
    "lesson12.fared.real_failed": {"fr": "La vraie donne, jouée par les robots avec votre main en {bid} : {points} "
                                         "points et {bouts} bout(s), objectif {target} : chutée, S = {S}.",
                                   "en": "The real deal, played by the bots with your hand in a {bid}: {points} points "
                                         "and {bouts} bout(s), target {target}: failed, S = {S}."},
    "lesson12.fared.duplicate": {"fr": "En duplicate (les mêmes cartes) : à votre place, le robot simple choisit « {bot} ». "
                                       "Votre score : {mine} ; le sien : {theirs} (S4).",
                                 "en": "Duplicate: in your seat the basic bot chooses '{bot}'. Your score: {mine}; "
                                       "its score: {theirs} (S4)."},
    "lesson12.sum.ok": {"fr": "A2 : {sum} = {total} points (sans la distribution, qui ne compte que pour une Garde "
                              "Sans ou Contre).",
                        "en": "A2: {sum} = {total} points (without the shape, which counts only for a Garde Sans or "
                              "Contre)."},
    "lesson12.sum.bad": {"fr": "A2 : additionnez les points de chaque ligne du décompte, sans les lignes de coupe franche "
                               "ni de singleton.",
                         "en": "A2: add up the points of every line of the count, leaving out the void and singleton "
                               "lines."},
    "lesson12.share.ok": {"fr": "C3, E3 : votre main porte {mine} points ; les 60 cartes que vous ne voyez pas en portent "
                                "91 − {mine} = {unseen}. Le chien en est 6 sur 60, un dixième : {share} points en "
                                "moyenne. D'une Garde Sans à une Garde Contre, ils changent de camp : une différence de {swing} "
                                "points.",
                          "en": "C3, E3: your hand holds {mine} points; the 60 cards you cannot see hold 91 − {mine} = "
                                "{unseen}. The chien is 6 of those 60, a tenth: {share} points on average. From a Garde "
                                "Sans to a Garde Contre they change sides: a swing of {swing} points."},
    "lesson12.share.bad": {"fr": "C3, E3 : le paquet compte 91 points ; ôtez ceux de votre main, puis prenez la part du "
                                 "chien : 6 des 60 cartes que vous ne voyez pas.",
                           "en": "C3, E3: the pack holds 91 points; take away your hand's, then the chien's share: 6 "
                                 "of the 60 cards you cannot see."},
    "lesson12.freq.line": {"fr": "{bid} : {n} main(s) sur {total}", "en": "{bid}: {n} hand(s) of {total}"},
    "lesson12.freq.cancelled": {"fr": "Petit sec, donne refaite (D4) : {n} main(s) sur {total}",
                                "en": "Petit sec, dealt again (D4): {n} hand(s) of {total}"},
    "lesson12.solution": {"fr": "{count}\nLe robot simple : {advice}", "en": "{count}\nThe basic bot: {advice}"},
    # --- lesson 15 (issue 16): the defence (widgets.course.defence) ------------------------------
    "lesson15.unknown": {"fr": "La leçon 15 n'a pas de principe « {name} » (ses principes : {names}).",
                         "en": "Lesson 15 has no principle '{name}' (its principles: {names})."},
    "lesson15.bad_seed": {"fr": "Numéro de donne impossible : {value} (un nombre entier positif).",
                          "en": "Impossible deal number: {value} (a whole number, 0 or more)."},
    "lesson15.bad_trick": {"fr": "Numéro de pli impossible : {value} (un nombre entier de 1 à 18, E4).",
                           "en": "Impossible trick number: {value} (a whole number from 1 to 18, E4)."},
    "lesson15.none_found": {"fr": "Aucune donne trouvée pour le principe « {name} » : essayez un autre numéro.",
                            "en": "No deal found for the principle '{name}': try another deal number."},
    "lesson15.role.taker": {"fr": "{seat}, le preneur", "en": "{seat}, the taker"},
    "lesson15.role.defender": {"fr": "{seat}, en défense", "en": "{seat}, a defender"},
    "lesson15.to_play": {"fr": "Pli {trick} — à jouer : {who} ; preneur : {taker}.",
                         "en": "Trick {trick} — to play: {who}; the taker: {taker}."},
    "lesson15.so_far": {"fr": "Déjà posées, dans l'ordre : {cards}.", "en": "Already played, in order: {cards}."},
    "lesson15.you_lead": {"fr": "Le pli est vide : c'est l'entame.", "en": "The trick is empty: this is the lead."},
    "lesson15.hand": {"fr": "En main — {who}", "en": "In hand — {who}"},
    "lesson15.story": {"fr": "{who} : {why}", "en": "{who}: {why}"},
    "lesson15.won_by": {"fr": "P6 : pli {trick} pour {who} ({points} points de cartes).",
                        "en": "P6: trick {trick} to {who} ({points} card points)."},
    "lesson15.no_void": {"fr": "aucune couleur", "en": "no suit"},
    "lesson15.one_card": {"fr": "P2–P5 : choisissez une seule carte, puis validez.",
                          "en": "P2–P5: select exactly one card, then check."},
    "lesson15.right": {"fr": "{rules} : oui, {card}. Le robot simple joue la même : {why}",
                       "en": "{rules}: yes, {card}. The basic bot plays it too: {why}"},
    "lesson15.other.trump_king": {
        "fr": "{rules} : {card} est permise, mais pour prendre la carte du preneur le plus petit atout "
              "gagnant suffit ; le robot joue {best} et garde les gros pour plus tard — {rule}",
        "en": "{rules}: {card} is allowed, but the smallest trump that takes the taker's card will do; "
              "the bot plays {best} and keeps its big trumps for later — {rule}"},
    "lesson15.other.charger": {
        "fr": "{rules} : {card} ne rapporte que {value} points ; {best} en vaut {best_value}, et ce pli "
              "est à coup sûr pour votre camp — {rule}",
        "en": "{rules}: {card} brings only {value} points; {best} is worth {best_value}, and this trick "
              "is surely your side's — {rule}"},
    "lesson15.other.through": {
        "fr": "{rules} : avec {card}, le preneur garde ses atouts. Le robot entame {best}, dans une couleur "
              "où le preneur a montré qu'il n'en a plus — {rule}",
        "en": "{rules}: with {card}, the taker keeps his trumps. The bot leads {best}, in a suit the "
              "taker has shown he lacks — {rule}"},
    "lesson15.other.excuse": {
        "fr": "{rules} : avec {card}, l'Excuse resterait pour le dernier pli, où elle passe à l'autre camp, "
              "même si le sien gagne ce pli (X5). Le robot la joue maintenant — {rule}",
        "en": "{rules}: with {card}, the Excuse would be left for the last trick, where it changes sides "
              "whoever wins (X5). The bot plays it now — {rule}"},
    # lesson 16 (issue 16): at the table (widgets.course.defence, its last section)
    "lesson16.bad_dealer": {"fr": "Donneur impossible : {value} (un siège de 0 à 3, D1).",
                            "en": "Impossible dealer: {value} (a seat from 0 to 3, D1)."},
    "lesson16.bad_turn": {"fr": "Tour de parole impossible : {value} (0 pour le premier, 3 pour le dernier, A1).",
                          "en": "Impossible turn to speak: {value} (0 for the first, 3 for the last, A1)."},
    "lesson16.bad_bid": {"fr": "Enchère inconnue : {value} (passe, prise, garde, garde-sans ou garde-contre, A2).",
                         "en": "Unknown bid: {value} (pass, prise, garde, garde-sans or garde-contre, A2)."},
    "lesson16.word.pass": {"fr": "« Passe »", "en": "“Passe” (I pass)"},
    "lesson16.word.prise": {"fr": "« Prise » (ou « Petite »)", "en": "“Prise” (or “Petite”)"},
    "lesson16.word.garde": {"fr": "« Garde »", "en": "“Garde”"},
    "lesson16.word.garde-sans": {"fr": "« Garde Sans » (le chien)", "en": "“Garde Sans” (without the chien)"},
    "lesson16.word.garde-contre": {"fr": "« Garde Contre » (le chien)", "en": "“Garde Contre” (against the chien)"},
    "lesson16.talk.bid": {"fr": "A1 — {who} : {word}.", "en": "A1 — {who}: {word}."},
    "lesson16.talk.taker": {"fr": "A3 — {who} est le preneur, en {contract}.",
                            "en": "A3 — {who} is the taker, in a {contract}."},
    "lesson16.talk.chien": {"fr": "E1 — le chien est retourné, visible de tous : {cards}.",
                            "en": "E1 — the chien is turned face up for all to see: {cards}."},
    "lesson16.talk.hidden": {"fr": "E3 — personne ne voit le chien.", "en": "E3 — nobody sees the chien."},
    "lesson16.talk.discard": {"fr": "E1 — {who} prend le chien en main et pose six cartes face cachée : son écart.",
                              "en": "E1 — {who} takes the chien into hand and puts six cards face down: "
                                    "the discard (écart)."},
    "lesson16.talk.trumps": {"fr": "E2 — les atouts écartés sont montrés à tous : {cards}.",
                             "en": "E2 — the trumps in the discard are shown to all: {cards}."},
    "lesson16.talk.slam": {"fr": "B7 — {who} annonce le chelem, et entamera.",
                           "en": "B7 — {who} announces a slam, and will lead."},
    "lesson16.talk.poignee": {"fr": "B1 — avant sa première carte, {who} annonce « Poignée » et étale {n} atouts, "
                                    "dans l'ordre : {cards}.",
                              "en": "B1 — before playing a first card, {who} says “Poignée” and spreads {n} "
                                    "trumps, in order: {cards}."},
    "lesson16.talk.lead": {"fr": "P1 — {who}, à droite du donneur, entame le premier pli : {card}.",
                           "en": "P1 — {who}, on the dealer's right, leads the first trick: {card}."},
    "lesson16.talk.then": {"fr": "B1 — puis {who} joue sa première carte : {card}.",
                           "en": "B1 — then {who} plays that first card: {card}."},
    "lesson16.speaker.ok": {"fr": "A1 : {who}. La parole part de la droite du donneur et finit par "
                                  "lui : {order}.",
                            "en": "A1: {who}. Speech starts on the dealer's right and ends with the dealer: "
                                  "{order}."},
    "lesson16.speaker.bad": {"fr": "A1 : la parole part du joueur à droite du donneur (le siège suivant, D1) et "
                                   "finit par le donneur.",
                             "en": "A1: speech starts with the player on the dealer's right (the next seat, D1) "
                                   "and ends with the dealer."},
    "lesson16.sheet.deal": {"fr": "Donne", "en": "Deal"},
    "lesson16.sheet.dealer": {"fr": "Donneur", "en": "Dealer"},
    "lesson16.sheet.contract": {"fr": "Contrat", "en": "Contract"},
    "lesson16.sheet.taken": {"fr": "{contract}, {who}", "en": "{contract}, {who}"},
    "lesson16.sheet.all_pass": {"fr": "tous passent", "en": "all pass"},
    "lesson16.sheet.total": {"fr": "Total", "en": "Total"},
    # --- lesson 14 (issue 16): the taker's play (widgets.course.taker_play) ------------------
    "lesson14.unknown": {"fr": "La leçon 14 n'a pas de donne « {name} » (ses donnes : {names}).",
                         "en": "Lesson 14 has no deal '{name}' (its deals: {names})."},
    "lesson14.bad_trick": {"fr": "Pas de carte du preneur au pli {value} dans cette donne (un pli de 1 à 18, E4).",
                           "en": "No card of the taker in trick {value} of this deal (a trick from 1 to 18, E4)."},
    "lesson14.bad_seed": {"fr": "Numéro de donne impossible : {value} (un nombre entier positif, D2).",
                          "en": "No such deal number: {value} (a whole number, 0 or more, D2)."},
    "lesson14.no_excuse": {"fr": "Au pli {trick}, le preneur de cette donne ne peut pas jouer l'Excuse (la question se pose au pli 17, X6).",
                           "en": "In trick {trick} the taker of this deal cannot play the Excuse (the question arises in trick 17, X6)."},
    "lesson14.col.place": {"fr": "le preneur", "en": "the taker"},
    "lesson14.col.leads": {"fr": "entame", "en": "leads"},
    "lesson14.col.follows": {"fr": "répond", "en": "follows"},
    "lesson14.col.out": {"fr": "atouts dehors", "en": "trumps out"},
    "lesson14.col.why": {"fr": "pourquoi cette carte (le robot basique)", "en": "why this card (the basic bot)"},
    "lesson14.count.ok": {"fr": "C1, P2 : {out}. Sur les 21 atouts, vous en avez {mine} en main, {played} sont déjà tombés et {aside} dorment dans votre écart : il en reste {out} chez les défenseurs.",
                          "en": "C1, P2: {out}. Of the 21 trumps, you hold {mine}, {played} have already been played and {aside} lie in your discard: {out} are still out, in the defenders' hands."},
    "lesson14.count.bad": {"fr": "C1, P2 : partez des 21 atouts ; ôtez les vôtres, ceux déjà tombés (regardez chaque pli) et ceux de votre écart.",
                           "en": "C1, P2: start from the 21 trumps; take away yours, those already played (look at every trick) and any in your discard."},
    "lesson14.lead.one": {"fr": "P1 : choisissez une seule carte de votre main, celle que vous entameriez.",
                          "en": "P1: choose a single card of your hand, the one you would lead."},
    "lesson14.lead.ok": {"fr": "{rules} : oui, c'est l'entame du robot basique. {advice}",
                         "en": "{rules}: yes, that is the basic bot's lead. {advice}"},
    "lesson14.lead.equal": {"fr": "{rules} : aussi bonne que l'entame du robot basique, qui serait : {advice}",
                            "en": "{rules}: as good as the basic bot's lead, which would be: {advice}"},
    "lesson14.lead.bad": {"fr": "{rules} : pas l'entame du robot basique. {hint}",
                          "en": "{rules}: not the basic bot's lead. {hint}"},
    "lesson14.lead.search": {"fr": "Meilleur jeu des deux camps, toutes les mains connues (S3) : après votre carte, S = {mine} ; après la meilleure entame, S = {best}.",
                             "en": "Best play by both sides, all hands known (S3): after your card, S = {mine}; after the best lead, S = {best}."},
    "lesson14.lead.solution": {"fr": "Le robot basique : {advice} Meilleur jeu, toutes les mains connues (S3) : S = {best} ; après l'entame du robot, S = {bot}.",
                               "en": "The basic bot: {advice} Best play, all hands known (S3): S = {best}; after the bot's lead, S = {bot}."},
    "lesson14.lead.solution_far": {"fr": "Le robot basique : {advice} (La recherche exacte ne juge qu'à partir du pli {n} : trop de suites possibles avant.)",
                                   "en": "The basic bot: {advice} (The exact search judges only from trick {n} on: too many ways to play on before that.)"},
    "lesson14.hint.draw_trumps": {"fr": "Comptez les atouts encore dehors et comparez avec les vôtres : qui en a le plus ?",
                                  "en": "Count the trumps still out and compare them with yours: who holds more?"},
    "lesson14.hint.cash_a_king": {"fr": "Un roi dont la couleur n'a pas encore été jouée : combien de temps restera-t-il à l'abri d'une coupe ?",
                                  "en": "A king whose suit has not been played yet: how long will it stay safe from a trump?"},
    "lesson14.hint.lead_long_suit": {"fr": "Plus un atout dehors : les vôtres serviront à couper. Que donner sans rien perdre ?",
                                     "en": "No trump left out: yours will serve to trump. What can you give away for nothing?"},
    "lesson14.hint.petit_home_when_safe": {"fr": "Reste-t-il un atout dehors qui puisse prendre le Petit ?",
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
    # --- lesson 21 (issue 15): an older rules text beside today's (widgets.course.history) ------
    # --- lesson 13 (issue 16): the discard (widgets.course.discarding) ------------------------
    "lesson13.bad_seed": {"fr": "E1 : un numéro de donne est un entier positif ou nul, pas {value}.",
                          "en": "E1: a deal number is a whole number, zero or more, not {value}."},
    "lesson13.no_case": {"fr": "E1 : aucune donne de {first} à {last} ne convient à cet exercice.",
                         "en": "E1: no deal from {first} to {last} fits this exercise."},
    "lesson13.bad_trick": {"fr": "E4 : un numéro de pli va de 1 à 18, pas {value}.",
                           "en": "E4: a trick number runs from 1 to 18, not {value}."},
    "lesson13.voids": {"fr": "plus de {suits} en main (coupe possible, P3)",
                       "en": "void in {suits} (you may trump there, P3)"},
    "lesson13.no_void": {"fr": "aucune couleur vidée", "en": "no suit emptied"},
    "lesson13.bare": {"fr": " ; roi sec sans coupe gagnée : {kings}",
                      "en": "; a king left bare, no void gained: {kings}"},
    "lesson13.trumps": {"fr": " ; atouts montrés à tous (E2) : {cards}", "en": "; trumps shown to all (E2): {cards}"},
    "lesson13.facts": {"fr": "{voids} ; {points} points à l'abri dans l'écart (E1){extra}",
                       "en": "{voids}; {points} points safe in the discard (E1){extra}"},
    "lesson13.solution": {"fr": "Le robot de base : {advice} Bilan : {facts}.",
                          "en": "The basic bot: {advice} What it does: {facts}."},
    "lesson13.good": {"fr": "E2 : écart permis, et aussi bon que celui du robot de base, ou meilleur. Le vôtre : "
                            "{mine}. Celui du robot : {bot}.",
                      "en": "E2: a legal discard, and as good as the basic bot's or better. Yours: {mine}. "
                            "The bot's: {bot}."},
    "lesson13.weaker": {"fr": "E2 : écart permis, mais celui du robot de base fait mieux. {why} Le vôtre : {mine}. "
                              "Celui du robot : {bot}.",
                        "en": "E2: a legal discard, but the basic bot's does better. {why} Yours: {mine}. "
                              "The bot's: {bot}."},
    "lesson13.why.voids": {"fr": "Il vide plus de couleurs : chaque couleur vide est une coupe (P3).",
                           "en": "It empties more suits: each empty suit is a suit you can trump (P3)."},
    "lesson13.why.kings": {"fr": "Il laisse moins de rois secs : la couleur d'un roi ne se vide jamais (E2), "
                                 "en écarter les petites cartes ne donne aucune coupe.",
                           "en": "It leaves fewer kings bare: a king's suit can never be emptied (E2), so "
                                 "discarding its small cards gives no void."},
    "lesson13.why.points": {"fr": "Il met plus de points à l'abri : l'écart compte pour le preneur (E1).",
                            "en": "It puts more points away: the discard counts for the taker (E1)."},
    "lesson13.why.trumps": {"fr": "Il montre des atouts plus petits : quand E2 force à écarter des atouts, "
                                  "on garde les gros pour faire des plis.",
                            "en": "It shows lower trumps: when E2 forces trumps into the discard, keep the "
                                  "high ones to win tricks."},
    "lesson13.choice": {"fr": "{letter} : {cards}", "en": "{letter}: {cards}"},
    "lesson13.best.ok": {"fr": "E2, P3, E1 : c'est le meilleur des trois — {facts}. C'est l'écart du robot de "
                               "base : {advice}",
                         "en": "E2, P3, E1: the best of the three — {facts}. It is the basic bot's discard: "
                               "{advice}"},
    "lesson13.best.bad": {"fr": "E2, P3, E1 : permis, mais pas le meilleur. {why} Celui-ci : {mine}. Le meilleur : "
                                "{best}.",
                          "en": "E2, P3, E1: legal, but not the best. {why} This one: {mine}. The best: {best}."},
    "lesson13.trump.ok": {"fr": "E2 : il faut {n} atout(s), et ce sont les plus petits qui partent : tout atout "
                                "écarté est montré, et les gros feront des plis. {advice}",
                          "en": "E2: {n} trump(s) must go, and the lowest are the ones to give: every discarded "
                                "trump is shown, and the high ones will win tricks. {advice}"},
    "lesson13.trump.bad": {"fr": "E2 : permis ({n} atout(s) forcés), mais vous écartez {cards} : de gros atouts "
                                 "qui auraient fait des plis. Lesquels vous servent le moins ?",
                           "en": "E2: legal ({n} trump(s) forced), but you discard {cards}: high trumps that "
                                 "would have won tricks. Which ones do you need least?"},
    "lesson13.trick": {"fr": "Pli {n} : {cards} ; le siège {seat} le remporte. Le preneur : {why}",
                       "en": "Trick {n}: {cards}; seat {seat} wins it. The taker: {why}"},
    # the warm-up question on the Excuse in the last trick (X5), asked in several lessons
    "lesson.x5.prefix": {"fr": "Leçon {lesson} : ", "en": "Lesson {lesson}: "},
    "lesson.x5.who.taker": {"fr": "le preneur", "en": "the taker"},
    "lesson.x5.who.defence": {"fr": "un défenseur", "en": "a defender"},
    "lesson.x5.winner.taker": {"fr": "le preneur", "en": "the taker"},
    "lesson.x5.winner.defence": {"fr": "la défense", "en": "the defence"},
    "lesson.x5.question": {"fr": "{who} joue l'Excuse au dernier pli, et {winner} gagne ce pli. "
                                 "Quel camp finit avec l'Excuse ?",
                           "en": "{who} plays the Excuse to the last trick, and {winner} wins that trick. "
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
    "history.group.trick": {"fr": "Pli {n}", "en": "Trick {n}"},
    "history.group.discard": {"fr": "Écart", "en": "Discard"},
    "history.group.chien": {"fr": "Chien", "en": "Chien"},
    "history.col.group": {"fr": "tas", "en": "group"},
    "history.sep": {"fr": " ; ", "en": "; "},
    "history.col.today": {"fr": "aujourd'hui (C3)", "en": "today (C3)"},
    "history.col.old": {"fr": "ancien texte", "en": "old text"},
    "history.col.old_pairs": {"fr": "paires de l'ancien texte", "en": "the old text's pairs"},
    "history.col.left": {"fr": "ne rapporte rien (ancien texte)", "en": "scores nothing (old text)"},
    "history.col.side": {"fr": "camp", "en": "side"},
    "history.col.lost": {"fr": "perdu à l'ancienne", "en": "lost the old way"},
    "history.both": {"fr": "Les deux camps", "en": "Both sides"},
    "history.col.old_target": {"fr": "objectif de l'ancien texte", "en": "the old text's target"},
    "history.col.share": {"fr": "part des {total}", "en": "share of {total}"},
    "history.col.share_deal": {"fr": "part de {total} (moyenne du compte ancien)",
                               "en": "share of {total} (the old count's average)"},
    "history.col.today_target": {"fr": "objectif d'aujourd'hui (S1)", "en": "today's target (S1)"},
    "history.col.change": {"fr": "d'hier à aujourd'hui", "en": "then → now"},
    "history.col.dealer": {"fr": "donneur (met la mise)", "en": "dealer (puts the unit)"},
    "history.col.pool_before": {"fr": "mouche en jeu", "en": "pool at stake"},
    "history.col.taken": {"fr": "le preneur ramasse (+) ou paie (−)", "en": "the taker takes (+) or pays (−)"},
    "history.col.pool_after": {"fr": "reste sur la table", "en": "left on the table"},
    "history.col.today_score": {"fr": "aujourd'hui : le preneur marque (S4)", "en": "today: the taker scores (S4)"},
    "history.pool.caption": {"fr": "La mouche de l'ancien texte, mise de {unit} jetons",
                             "en": "The old text's mouche, a unit of {unit} tokens"},
    "history.col.pool_net": {"fr": "jetons gagnés ou perdus à la mouche", "en": "tokens won or lost to the pool"},
    "history.col.today_total": {"fr": "total d'aujourd'hui (S4)", "en": "today's total (S4)"},
    "history.on_table": {"fr": "Encore sur la table", "en": "Still on the table"},
    "history.col.old_bid": {"fr": "annonce de l'ancien texte", "en": "the old text's bid"},
    "history.col.talon": {"fr": "le talon", "en": "the talon (today's chien)"},
    "history.col.bonus": {"fr": "de chaque adversaire (gagné) ou à chacun (perdu)",
                          "en": "from each opponent (won) or to each (lost)"},
    "history.bid.prendre": {"fr": "prendre", "en": "prendre (take)"},
    "history.bid.pousser": {"fr": "pousser", "en": "pousser (push)"},
    "history.bid.sans_ecart": {"fr": "sans écart", "en": "sans écart (no discard)"},
    "history.bid.chelem": {"fr": "chelem annoncé", "en": "chelem annoncé (slam announced)"},
    "history.talon.buy": {"fr": "six cartes écartées, le talon pris, et une carte achetée à un autre joueur "
                                "(en général {price} points)",
                          "en": "six cards put aside, the talon taken, and one card bought from another "
                                "player (usually for {price} points)"},
    "history.talon.take": {"fr": "six cartes écartées, le talon pris, sans achat",
                           "en": "six cards put aside and the talon taken, nothing bought"},
    "history.talon.none": {"fr": "le talon reste intact", "en": "the talon is left untouched"},
    "history.talon.silent": {"fr": "le texte n'en dit rien", "en": "the text does not say"},
    "history.col.petit_old": {"fr": "ancien texte : au joueur", "en": "old text: to the player"},
    "history.col.petit_today": {"fr": "aujourd'hui (B5) : au camp, dans S", "en": "today (B5): to the side, in S"},
    "history.solution.group": {"fr": "{group} à l'ancienne : {pairs} ; ne rapporte rien : {left} ; total {old}. "
                                     "Aujourd'hui (C3) les mêmes cartes valent {today}.",
                               "en": "{group} the old way: {pairs}; scores nothing: {left}; total {old}. "
                                     "Today (C3) the same cards are worth {today}."},
    "history.err.not_played": {"fr": "Cette donne n'a pas été jouée : rien à compter.",
                               "en": "This deal was not played: there is nothing to count."},
    "history.err.excuse": {"fr": "Ici l'Excuse a changé de camp (X3, X5) : les plis ne sont plus les tas "
                                 "d'aujourd'hui ; prenez une donne où son camp l'a gardée.",
                           "en": "Here the Excuse changed hands (X3, X5): the tricks are no longer today's "
                                 "piles; take a deal in which its own side kept it."},
    "history.err.whole": {"fr": "{name} doit être un nombre entier positif, pas {value}.",
                          "en": "{name} must be a positive whole number, not {value}."},
    "history.err.deal": {"fr": "Une donne de la mouche s'écrit (donneur, preneur, réussi) : deux sièges 0–3 et "
                               "True/False, pas {value}.",
                         "en": "A deal of the pool is written (dealer, taker, made): two seats 0–3 and "
                               "True/False, not {value}."},
    # --- 11 the marimo labs (lessons/marimo/*.py) ---------------------------------------
    "lab.refused": {"fr": "Le moteur refuse ces faits : {error}", "en": "The engine refuses these facts: {error}"},
    # every lab's language switch (its caption in both languages: a learner who opens the lab in the
    # other language must still find it)
    "lab.language": {"fr": "Langue · Language", "en": "Langue · Language"},
    # score_calculator.py
    "lab.calc.title": {"fr": "Calculer le score d'une donne", "en": "Scoring a deal"},
    "lab.calc.intro": {"fr": "Entrez les faits d'une donne : contrat, points et bouts du preneur à la fin, petit au "
                             "bout, poignées, chelem. Le moteur `tarot_core` calcule chaque ligne, avec sa règle "
                             "(S1–S4). Le graphique dessous montre ce que le **contrat** fait aux enjeux : votre "
                             "contrat est en gras, votre donne est le point noir.",
                       "en": "Enter a deal's facts: the contract, the taker's points and bouts at the end, the petit "
                             "au bout (the Petit, trump 1, in the last trick), poignées (trumps shown), the chelem "
                             "(slam). The `tarot_core` engine computes every line with its rule (S1–S4). The chart "
                             "below shows what the **contract** does to the stakes: your contract is drawn bold, "
                             "your deal is the black dot."},
    "lab.calc.summary": {"fr": "**{contract}** : S = **{S}** ; preneur {taker}, chaque défenseur {defender}. Avec "
                               "les mêmes faits, les autres contrats donneraient : {others}.",
                         "en": "**{contract}**: S = **{S}**; taker {taker}, each defender {defender}. With the same "
                               "facts, the other contracts would give: {others}."},
    "lab.calc.chart_title": {"fr": "S selon l'écart : votre contrat en gras",
                             "en": "S by margin: your contract in bold"},
    "lab.calc.here": {"fr": "votre donne", "en": "your deal"},
    "lab.calc.desc": {"fr": "S (sans poignée ni chelem) en fonction de l'écart, pour les quatre contrats, faits (S > "
                            "0) et chutés (S < 0), sans petit au bout. Le contrat choisi est {contract} ; votre "
                            "donne (S = {S}, écart {margin}) est le point noir. Le tableau donne les mêmes valeurs "
                            "en chiffres.",
                      "en": "S (without poignée or slam) against the margin, for the four contracts, made (S > 0) "
                            "and failed (S < 0), without petit au bout. The chosen contract is {contract}; your deal "
                            "(S = {S}, margin {margin}) is the black dot. The table gives the same values in "
                            "figures."},
    "lab.calc.table": {"fr": "Tableau : S selon l'écart pour {contract}", "en": "Table: S by margin for {contract}"},
    "lab.calc.S3": {"fr": "Ce qui est multiplié (S3) : 25 + écart et le petit au bout ; pas les poignées, pas le "
                          "chelem.",
                    "en": "What is multiplied (S3): 25 + margin and the petit au bout; not the poignées, not the "
                          "slam."},
    # threshold_explorer.py (its controls are the ThresholdTable widget's, captioned by threshold.*)
    "lab.threshold.title": {"fr": "L'objectif du preneur : bouts et points",
                            "en": "The taker's target: bouts and points"},
    "lab.threshold.intro": {"fr": "Le nombre de **bouts** (le Petit, le 21, l'Excuse) que le camp du preneur détient "
                                  "**quand la donne se termine** fixe son objectif (S1) ; l'écart entre ses points "
                                  "et cet objectif décide du contrat (S2). Réglez les bouts et les points dans le "
                                  "tableau ci-dessous (boutons, case des points ou curseur, à la souris ou avec les "
                                  "flèches du clavier) : le verdict et le graphique suivent.",
                            "en": "The number of **bouts** (oudlers: the Petit, the 21 and the Excuse) the taker "
                                  "holds **at the end of the deal** sets the target (S1); the gap between the "
                                  "taker's points and that target decides the contract (S2). Set the bouts and the "
                                  "points in the table below (buttons, points box or slider, with the mouse or the "
                                  "arrow keys): the verdict and the chart follow."},
    "lab.threshold.made": {"fr": "Avec **{bouts} bout(s)**, l'objectif est **{target}** points. {points} points : "
                                 "contrat **fait** de {raw}, ce qui compte comme un écart de **{margin}** dans la "
                                 "marque (S2 : un demi-point s'arrondit au point supérieur).",
                           "en": "With **{bouts} bout(s)** the target is **{target}** points. {points} points: "
                                 "contract **made** by {raw}, which counts as a margin of **{margin}** in the score "
                                 "(S2: a half point is rounded up)."},
    "lab.threshold.failed": {"fr": "Avec **{bouts} bout(s)**, l'objectif est **{target}** points. {points} points : "
                                   "contrat **chuté** de {raw}, ce qui compte comme un écart de **{margin}** dans la "
                                   "marque (S2 : un demi-point s'arrondit au point supérieur).",
                             "en": "With **{bouts} bout(s)** the target is **{target}** points. {points} points: "
                                   "contract **failed** by {raw}, which counts as a margin of **{margin}** in the "
                                   "score (S2: a half point is rounded up)."},
    "lab.threshold.chart": {"fr": "Objectif selon les bouts ; la ligne marque vos points",
                            "en": "Target by bouts; the line marks your points"},
    "lab.threshold.desc": {"fr": "Barres : l'objectif pour 0, 1, 2 et 3 bouts ({pairs}). Ligne : vos {points} points "
                                 "; barre foncée : vos {bouts} bout(s).",
                           "en": "Bars: the target for 0, 1, 2 and 3 bouts ({pairs}). Line: your {points} points; "
                                 "dark bar: your {bouts} bout(s)."},
    "lab.threshold.desc_targets": {"fr": "Barres : l'objectif pour 0, 1, 2 et 3 bouts ({pairs}).",
                                   "en": "Bars: the target for 0, 1, 2 and 3 bouts ({pairs})."},
    "lab.threshold.table": {"fr": "Tableau : bouts et objectif", "en": "Table: bouts and target"},
    "lab.threshold.mine": {"fr": "vos points", "en": "your points"},
    # edge_case_lab.py (it also shows calc.breakdown, excuse.log and replay.made / replay.failed)
    "lab.edge.title": {"fr": "Labo des cas limites", "en": "Edge-case lab"},
    "lab.edge.intro": {"fr": "Choisissez une donne enregistrée : l'arbitre de `tarot_core` la rejoue en vérifiant "
                             "chaque règle, puis rend sa décision. Parcourez les plis dans le lecteur en bas.",
                       "en": "Pick a recorded deal: the `tarot_core` referee replays it, checking every rule, and "
                             "gives its ruling. Step through the tricks in the replayer below."},
    "lab.edge.pick": {"fr": "Choisissez un cas", "en": "Pick a case"},
    "lab.edge.status.played": {"fr": "jouée", "en": "played"},
    "lab.edge.status.all_pass": {"fr": "tout le monde passe", "en": "all pass"},
    "lab.edge.status.cancelled": {"fr": "annulée", "en": "cancelled"},
    "lab.edge.summary": {"fr": "**Décision de l'arbitre** — donne {status}. Preneur : siège {taker}, {contract}. "
                               "{points} points avec {bouts} bout(s), objectif {target} : {verdict} de {margin}. S = "
                               "**{S}** ; marques par siège : {scores}.",
                         "en": "**The referee's ruling** — deal {status}. Taker: seat {taker}, {contract}. {points} "
                               "points with {bouts} bout(s), target {target}: {verdict} by {margin}. S = **{S}**; "
                               "scores by seat: {scores}."},
    "lab.edge.empty": {"fr": "**Décision de l'arbitre** — donne {status} : aucune marque (S = 0).",
                       "en": "**The referee's ruling** — deal {status}: no score (S = 0)."},
    "lab.edge.no_breakdown": {"fr": "Le moteur n'a pas pu écrire le détail : {err}",
                              "en": "The engine could not write the breakdown: {err}"},
    "lab.edge.ruling": {"fr": "**Décision du projet, là où aucune source ne tranche.** {note}",
                        "en": "**A project ruling, where no source decides.** {note}"},
    "lab.edge.rule_line": {"fr": "{rule} — {title}", "en": "{rule} — {title}"},
    "lab.edge.none": {"fr": "Ici, les règles de la FFT suffisent : aucune décision du projet n'est en jeu.",
                      "en": "Here the FFT rules decide everything: no project ruling is involved."},
    # the golden records the lab offers: a title, what to watch and, where one is involved, the project's ruling
    "lab.edge.case.excuse_last_slam_petit_17.title": {"fr": "Chelem avec l'Excuse au bout, le Petit au 17e pli",
                                                      "en": "Excuse-last slam, the Petit in trick 17"},
    "lab.edge.case.excuse_last_slam_petit_17.about": {"fr": "Le preneur a fait les 17 premiers plis : il entame "
                                                            "l'Excuse au dernier et le gagne (X6). Son Petit, joué "
                                                            "au 17e pli, compte comme petit au bout (B6).",
                                                      "en": "The taker won the first 17 tricks, so he leads the "
                                                            "Excuse to the last one and wins it (X6). His Petit, "
                                                            "played in trick 17, counts as petit au bout (B6)."},
    "lab.edge.case.excuse_last_slam_petit_17.ruling": {"fr": "Ici le chelem était annoncé et le preneur a joué son "
                                                             "Petit lui-même : les règles de la FFT décident. Si le "
                                                             "chelem n'avait pas été annoncé, ou si un défenseur "
                                                             "avait joué le Petit au 17e pli, aucune source ne "
                                                             "trancherait : le projet applique alors X6 quand même "
                                                             "(R3) et donne le petit au bout au camp du chelem (R5).",
                                                       "en": "Here the slam was announced and the taker played his "
                                                             "own Petit: the FFT rules decide. Had the slam not been "
                                                             "announced, or had a defender played the Petit in trick "
                                                             "17, no source would decide: the project then still "
                                                             "applies X6 (R3) and gives the petit au bout to the "
                                                             "slam side (R5)."},
    "lab.edge.case.excuse_last_slam_unannounced_r3_r5.title": {"fr": "Variante : chelem non annoncé, Petit d'un "
                                                                     "défenseur au 17e pli",
                                                               "en": "Variant: unannounced slam, a defender's Petit "
                                                                     "in trick 17"},
    "lab.edge.case.excuse_last_slam_unannounced_r3_r5.about": {"fr": "Garde Sans. Le preneur fait les 17 premiers "
                                                                     "plis sans avoir annoncé de chelem, puis entame "
                                                                     "l'Excuse au dernier. Au 17e pli, un défenseur "
                                                                     "a dû fournir son Petit sous l'atout du "
                                                                     "preneur.",
                                                               "en": "Garde Sans. The taker wins the first 17 tricks "
                                                                     "without announcing a slam, then leads the "
                                                                     "Excuse to the last. In trick 17 a defender had "
                                                                     "to play his Petit under the taker's trump."},
    "lab.edge.case.excuse_last_slam_unannounced_r3_r5.ruling": {"fr": "Aucune source ne dit si X6 vaut sans annonce, "
                                                                      "ni à qui va le Petit d'un défenseur tombé au "
                                                                      "17e pli. Le projet : l'Excuse gagne quand "
                                                                      "même le dernier pli (R3) et le petit au bout "
                                                                      "va au camp du chelem, ici le preneur (R5).",
                                                                "en": "No source says whether X6 holds without an "
                                                                      "announcement, nor who gets a defender's Petit "
                                                                      "that falls in trick 17. The project: the "
                                                                      "Excuse still wins the last trick (R3) and the "
                                                                      "petit au bout goes to the slam side, here the "
                                                                      "taker (R5)."},
    "lab.edge.case.taker_slam_without_excuse_87.title": {"fr": "Chelem du preneur sans l'Excuse : 87 points",
                                                         "en": "Taker's slam without the Excuse: 87 points"},
    "lab.edge.case.taker_slam_without_excuse_87.about": {"fr": "Un défenseur joue l'Excuse au 1er pli ; la défense "
                                                               "ne gagne jamais de carte basse pour la payer. Elle "
                                                               "garde l'Excuse (4 points) et le preneur a 87 points, "
                                                               "chelem quand même (X7, X4, B7).",
                                                         "en": "A defender plays the Excuse to trick 1; the defence "
                                                               "never wins a low card to pay for it. It keeps the "
                                                               "Excuse (4 points); the taker has 87 and still a slam "
                                                               "(X7, X4, B7)."},
    "lab.edge.case.defence_slam_announced_r1.title": {"fr": "Chelem annoncé, et la défense fait tous les plis",
                                                      "en": "Slam announced, and the defence wins every trick"},
    "lab.edge.case.defence_slam_announced_r1.about": {"fr": "Le chelem annoncé et chuté (B7, −200) et le chelem de "
                                                            "la défense (B8, −200) se cumulent : c'est une décision "
                                                            "du projet (R1). L'Excuse jouée au dernier pli change de "
                                                            "camp (X5).",
                                                      "en": "The announced slam that fails (B7, −200) and the "
                                                            "defence slam (B8, −200) both count: a project ruling "
                                                            "(R1). The Excuse played to the last trick changes sides "
                                                            "(X5)."},
    "lab.edge.case.defence_slam_announced_r1.ruling": {"fr": "Aucune source ne dit si les deux pénalités se cumulent "
                                                             ": le projet les cumule, −400 dans S (R1). Seul le "
                                                             "preneur peut annoncer un chelem (R4) : un "
                                                             "enregistrement n'a d'annonce que pour lui.",
                                                       "en": "No source says whether both penalties add up: the "
                                                             "project adds them, −400 in S (R1). Only the taker may "
                                                             "announce a slam (R4): a record holds an announcement "
                                                             "for the taker only."},
    "lab.edge.case.excuse_last_trick_changes_sides.title": {"fr": "L'Excuse jouée au dernier pli change de camp",
                                                            "en": "The Excuse played to the last trick changes sides"},
    "lab.edge.case.excuse_last_trick_changes_sides.about": {"fr": "Un défenseur joue l'Excuse au dernier pli, gagné "
                                                                  "par la défense : elle passe quand même au preneur "
                                                                  "(X5). Le preneur finit avec 41,5 points : fait "
                                                                  "d'un demi-point, écart 1 (S2).",
                                                            "en": "A defender plays the Excuse to the last trick, "
                                                                  "which the defence wins: it still goes over to the "
                                                                  "taker (X5). The taker ends with 41.5 points: made "
                                                                  "by half a point, margin 1 (S2)."},
    "lab.edge.case.four_kings_fifteen_trumps_poignee.title": {"fr": "Quatre rois, 15 atouts : la poignée complétée "
                                                                    "par l'écart",
                                                              "en": "Four kings, 15 trumps: a poignée completed from "
                                                                    "the discard"},
    "lab.edge.case.four_kings_fifteen_trumps_poignee.about": {"fr": "Obligé d'écarter des atouts (E2), le preneur "
                                                                    "montre une triple poignée faite de ses atouts "
                                                                    "en main et d'un atout écarté (B3).",
                                                              "en": "Forced to discard trumps (E2), the taker shows "
                                                                    "a triple poignée made of the trumps in his hand "
                                                                    "and one discarded trump (B3)."},
    "lab.edge.case.excuse_debt_unpaid_r2.title": {"fr": "Chelem de la défense, Excuse jouée tôt par le preneur",
                                                  "en": "Defence slam, the taker's Excuse played early"},
    "lab.edge.case.excuse_debt_unpaid_r2.about": {"fr": "Le preneur n'a jamais de carte basse pour payer son Excuse "
                                                        ": elle vaut 4 pour lui, la défense reçoit le demi-point "
                                                        "manquant (X4 appliqué tel qu'écrit, décision R2).",
                                                  "en": "The taker never has a low card to pay for his Excuse: it "
                                                        "counts 4 for him and the defence gets the missing half "
                                                        "point (X4 applied as written, ruling R2)."},
    "lab.edge.case.excuse_debt_unpaid_r2.ruling": {"fr": "Aucune source ne traite ce cas : le projet applique X4 tel "
                                                         "qu'il est écrit (R2), l'Excuse reste au preneur et vaut 4 "
                                                         "pour lui.",
                                                   "en": "No source covers this case: the project applies X4 as it "
                                                         "is written (R2); the Excuse stays with the taker and "
                                                         "counts 4 for him."},
    "lab.edge.case.excuse_exchanged.title": {"fr": "L'Excuse échangée aussitôt contre une carte basse",
                                             "en": "The Excuse exchanged at once for a low card"},
    "lab.edge.case.excuse_exchanged.about": {"fr": "La défense joue l'Excuse dans un pli du preneur ; elle la garde "
                                                   "et donne sa première carte basse gagnée (X3).",
                                             "en": "The defence plays the Excuse to a trick the taker wins; it keeps "
                                                   "it and gives the first low card it won (X3)."},
    "lab.edge.case.excuse_debt_paid_later.title": {"fr": "Dette d'Excuse payée plus tard",
                                                   "en": "Excuse debt paid later"},
    "lab.edge.case.excuse_debt_paid_later.about": {"fr": "Le preneur joue l'Excuse au 1er pli, perdu, sans carte "
                                                         "basse encore : il la doit (X4) et la paie avec la première "
                                                         "carte basse qu'il gagne.",
                                                   "en": "The taker plays the Excuse to trick 1, lost, with no low "
                                                         "card yet: he owes one (X4) and pays with the first low "
                                                         "card he wins."},
    "lab.edge.case.petit_au_bout_lost.title": {"fr": "Petit au bout perdu par le camp qui l'a joué",
                                               "en": "Petit au bout lost by the side that played it"},
    "lab.edge.case.petit_au_bout_lost.about": {"fr": "Un défenseur joue le Petit au dernier pli, le preneur gagne ce "
                                                     "pli : la prime va au preneur (B5).",
                                               "en": "A defender plays the Petit to the last trick, the taker wins "
                                                     "that trick: the bonus is the taker's (B5)."},
    "lab.edge.case.worked_example_s5.title": {"fr": "L'exemple des règles (S5)",
                                              "en": "The rules' worked example (S5)"},
    "lab.edge.case.worked_example_s5.about": {"fr": "Garde, 48 points avec 2 bouts, petit au bout pris par la "
                                                    "défense, poignée simple : S = 64.",
                                              "en": "Garde, 48 points with 2 bouts, petit au bout taken by the "
                                                    "defence, simple poignée: S = 64."},
    "lab.edge.case.garde_sans_bouts_in_chien.title": {"fr": "Garde Sans : le 21 dans le chien est au preneur",
                                                      "en": "Garde Sans: the 21 in the chien is the taker's"},
    "lab.edge.case.garde_sans_bouts_in_chien.about": {"fr": "Personne ne voit le chien ; il compte pour le preneur, "
                                                            "bouts compris (E3).",
                                                      "en": "Nobody sees the chien; it counts for the taker, bouts "
                                                            "included (E3)."},
    "lab.edge.case.garde_contre_bouts_in_chien.title": {"fr": "Garde Contre : les bouts du chien sont à la défense",
                                                        "en": "Garde Contre: the chien's bouts are the defence's"},
    "lab.edge.case.garde_contre_bouts_in_chien.about": {"fr": "Le chien compte pour la défense, avec ses deux bouts "
                                                              "(E3).",
                                                        "en": "The chien counts for the defence, with its two bouts "
                                                              "(E3)."},
    "lab.edge.case.forced_trump_discard.title": {"fr": "Écart d'atouts forcé", "en": "Forced trump discard"},
    "lab.edge.case.forced_trump_discard.about": {"fr": "Trop peu de cartes de couleur à écarter : exactement 6 − n "
                                                       "atouts vont à l'écart, montrés (E2).",
                                                 "en": "Too few suit cards to discard: exactly 6 − n trumps go to "
                                                       "the discard, shown (E2)."},
    "lab.edge.case.petit_sec_cancelled.title": {"fr": "Petit sec : donne annulée", "en": "Petit sec: deal cancelled"},
    "lab.edge.case.petit_sec_cancelled.about": {"fr": "Le Petit seul atout, sans Excuse : on redistribue (D4), la "
                                                      "donne ne compte pas (G1).",
                                                "en": "The Petit as the only trump, no Excuse: deal again (D4); it "
                                                      "does not count (G1)."},
    "lab.edge.case.all_pass.title": {"fr": "Tout le monde passe", "en": "Everybody passes"},
    "lab.edge.case.all_pass.about": {"fr": "Personne ne prend (A3) ; la donne compte dans la séance (G1).",
                                     "en": "Nobody bids (A3); the deal counts in the session (G1)."},
}


def label(key: str, lang: str | None = None, **params) -> str:
    """The widget text *key* in *lang* ('fr' or 'en'), its fields filled from *params*."""
    return LABELS[key][check_language(lang)].format(**params)


def side_name(side: str, lang: str | None = None, the: bool = False) -> str:
    """A side's name in a sentence: 'taker' / 'defence', with *the* 'le preneur' / 'la défense'.

    >>> side_name("defence", "fr", the=True), side_name("taker", "en")
    ('la défense', 'taker')
    """
    if side not in ("taker", "defence"):
        raise ValueError(f"side_name: a side is 'taker' or 'defence', not {side!r}")
    return label(f"common.{'the' if the else 'short'}.{side}", lang)


def labels_for(lang: str | None, prefixes: tuple[str, ...]) -> dict[str, str]:
    """Every label whose key starts with one of *prefixes*, in *lang* (what a widget's JS needs)."""
    lang = check_language(lang)
    return {k: v[lang] for k, v in LABELS.items() if k.startswith(prefixes)}


def preferred_language(asked=None, accept_language: str | None = None) -> str:
    """The language a lab opens in: *asked* ('fr'/'en', from ``?lang=`` in the address) first, then
    the browser's languages by preference (an ``Accept-Language`` header such as
    ``"en-US,en;q=0.9,fr;q=0.8"``), French when neither names one we have.

    >>> preferred_language(None, "en-US,en;q=0.9"), preferred_language("fr", "en-US")
    ('en', 'fr')
    >>> preferred_language(None, "de-DE, fr;q=0.5, en;q=0.7"), preferred_language(None, "x;q=y")
    ('en', 'fr')
    """
    ranked = []
    for i, part in enumerate(str(accept_language or "").split(",")):
        tag, *params = [p.strip() for p in part.split(";")]
        try:
            q = float(next((p[2:] for p in params if p.startswith("q=")), "1"))
        except ValueError:
            continue
        if q > 0:
            ranked.append((-q, i, tag))
    for tag in [str(asked or "")] + [t for *_, t in sorted(ranked)]:
        code = tag.lower().split("-")[0]                      # "en-US" -> "en"
        if code in ("fr", "en"):
            return code
    return "fr"


def opening_language(mo) -> str:
    """:func:`preferred_language` for the marimo app being served: its ``?lang=`` query parameter
    and the ``Accept-Language`` header of the browser that opened it (``mo.app_meta().request``)."""
    asked = mo.query_params().get("lang")
    asked = asked[0] if isinstance(asked, list) and asked else asked
    request = mo.app_meta().request
    header = (request.headers.get("accept-language") or "") if request is not None else ""
    return preferred_language(asked, header)


LANGUAGE_CHOICES = {"Français": "fr", "English": "en"}


def language_picker(mo, lang: str | None = None):
    """The marimo labs' language switch: a radio whose ``value`` is 'fr' or 'en', starting on *lang*,
    or else on the browser's language (:func:`opening_language`); the learner changes it at will.

    *mo* is the ``marimo`` module the lab already imported (widgets never import marimo).
    """
    start = lang or opening_language(mo)
    return mo.ui.radio(options=LANGUAGE_CHOICES, value=next(k for k, v in LANGUAGE_CHOICES.items() if v == start),
                       inline=True, label=label("lab.language", start))


def fmt_points(value: float, lang: str | None = None, signed: bool = False) -> str:
    """A score or point count as people write it: the core's one formatter,
    :func:`tarot_core.catalogue.format_number` ('40,5' in French, '−64', '+192' when *signed*, '0')."""
    from tarot_core.catalogue import format_number
    return format_number(value, lang, signed)
