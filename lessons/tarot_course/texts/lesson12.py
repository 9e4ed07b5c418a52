"""The course's words for lesson 12, French and English."""

TEXTS: dict[str, dict[str, str]] = {
    # --- lesson 12 (issue 16): bidding (tarot_course.bidding) --------------------------------
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
                             "56–70, 71–80, plus de 80), avec l'habitude gardée (une Garde dès 50), et une enchère doit "
                             "dépasser la meilleure déjà faite (A1). Voici ce qu'a donné votre choix :",
                       "en": "A2: the count gives {total}; compare that total with the thresholds (under 40, 40–55, "
                             "56–70, 71–80, over 80), with the habit kept (a Garde from 50), and a bid must beat the "
                             "best one so far (A1). Here is what your choice gave:"},
    "lesson12.too_low": {"fr": "A1 : une {bid} ne dépasse pas la {best} déjà annoncée : passez, ou annoncez plus haut.",
                         "en": "A1: a {bid} does not beat the {best} already bid: pass, or bid higher."},
    "lesson12.before.first": {"fr": "Le siège {dealer} donne : vous parlez le premier.",
                              "en": "Seat {dealer} deals: you speak first."},
    "lesson12.before": {"fr": "Le siège {dealer} donne ; avant vous : {bids}.",
                        "en": "Seat {dealer} deals; before you: {bids}."},
    "lesson12.before.one": {"fr": "siège {seat}, {bid}", "en": "seat {seat}, {bid}"},
    "lesson12.fared.other": {"fr": "La vraie donne : le siège {seat} prend une {bid} (A1) ; jouée par les robots, "
                                   "elle est {verdict}, S = {S}.",
                             "en": "The real deal: seat {seat} takes a {bid} (A1); played by the bots, it is "
                                   "{verdict}, S = {S}."},
    "lesson12.fared.pass": {"fr": "Tout le monde passe : la donne vaut 0 pour tous (A3).",
                            "en": "Everybody passes: the deal is worth 0 to everyone (A3)."},
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
    # --- the notebook's own sentences (issue 23 §1: the cells ask for them) -----------------------
    "lesson12.caption.worked": {"fr": "Donne n° {seed} : vos {n} cartes", "en": "Deal no. {seed}: your {n} cards"},
    "lesson12.real_deal": {"fr": "La vraie donne avec cette {contract} : {points} points et {bouts} bout(s), "
                                 "{verdict}, S = {S}.",
                           "en": "The real deal with that {contract}: {points} points and {bouts} bout(s), "
                                 "{verdict}, S = {S}."},
    "lesson12.verdict.made": {"fr": "réussie", "en": "made"},
    "lesson12.verdict.failed": {"fr": "chutée", "en": "failed"},
    "lesson12.warm.chien": {"fr": "Leçon 3 : le preneur joue une {contract}. Pour quel camp comptent les points du "
                                  "chien à la fin ?",
                            "en": "Lesson 3: the taker plays a {contract}. For which side do the chien's points count "
                                  "at the end?"},
    "lesson12.warm.target": {"fr": "Leçon 6 : le preneur termine avec **{bouts} bout(s)**. Combien de points lui "
                                   "faut-il ?",
                             "en": "Lesson 6: the taker ends with **{bouts} bout(s)**. How many points does he need?"},
    "lesson12.caption.seat": {"fr": "Donne n° {seed} : les {n} cartes du siège {seat}",
                              "en": "Deal no. {seed}: seat {seat}'s {n} cards"},
    "lesson12.quiz.sum": {"fr": "Additionnez les lignes du barème (sans les lignes de coupe franche ou de singleton). "
                                "Quel est le total ?",
                          "en": "Add up the lines of the count (leave out any void or singleton line). What is the "
                                "total?"},
    "lesson12.caption.sans": {"fr": "Main étudiée 2 — donne n° {seed}", "en": "Worked hand 2 — deal no. {seed}"},
    "lesson12.quiz.share": {"fr": "En moyenne, combien de points le chien contient-il, vu de cette main ?",
                            "en": "On average, how many points does the chien hold, seen from this hand?"},
    "lesson12.quiz.bid": {"fr": "Main {number} sur {total} (donne n° {seed}). {before} Que dites-vous ?",
                          "en": "Hand {number} of {total} (deal no. {seed}). {before} What do you bid?"},
    # --- the count and modern practice (issue 24 §1): measured by the core in the notebook ----------
    "lesson12.auction.count": {"fr": "Le barème publié, aux quatre sièges : les quatre passent dans {passes} enchères "
                                     "sur {n} ({pct} %) ; la Garde l'emporte dans {gardes} ({gpct} %).",
                               "en": "The published count in all four seats: all four pass in {passes} auctions of "
                                     "{n} ({pct}%); a Garde wins the auction in {gardes} ({gpct}%)."},
    "lesson12.auction.modern": {"fr": "Avec l'habitude gardée (une Garde dès 50) : les quatre passent dans {passes} "
                                      "enchères sur {n} ({pct} %) ; la Garde l'emporte dans {gardes} ({gpct} %).",
                                "en": "With the habit kept (a Garde from 50): all four pass in {passes} auctions of {n} "
                                      "({pct}%); a Garde wins the auction in {gardes} ({gpct}%)."},
    "lesson12.habit.garde": {"fr": "Une Garde plutôt qu'une Prise dès 50 :", "en": "A Garde rather than a Prise from 50:"},
    "lesson12.habit.last": {"fr": "Dernier à parler après trois passes, une Prise dès 36 :",
                            "en": "Last to speak after three passes, a Prise from 36:"},
    "lesson12.habit.overcall": {"fr": "Sur une Prise, une Garde dès 50 :", "en": "Over a Prise, a Garde from 50:"},
    "lesson12.habit.line": {"fr": "{changed} enchère(s) changée(s) sur {deals} donnes jouées quatre fois ; {made} "
                                  "contrat(s) réussi(s) sur {taken} pris ; par donne {mean} contre le barème seul "
                                  "(intervalle à 95 % : {low} à {high}) — {verdict}.",
                            "en": "{changed} auction(s) changed over {deals} deals played four times; {made} of the "
                                  "{taken} contract(s) it took made; per deal {mean} against the count alone (95% "
                                  "interval {low} to {high}) — {verdict}."},
    "lesson12.habit.kept": {"fr": "le robot la garde", "en": "the bot keeps it"},
    "lesson12.habit.dropped": {"fr": "le robot ne la garde pas", "en": "the bot does not keep it"},
}
