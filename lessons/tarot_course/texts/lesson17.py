"""The course's words for lesson 17, French and English (its checks' words are ``lesson.back.*``,
in :mod:`tarot_course.texts.toolkit`)."""
from tarot_core.catalogue import MESSAGES

TEXTS: dict[str, dict[str, str]] = {
    # --- lesson 17: looking back at a deal (tarot_course.looking_back) -----------------------------
    "lesson17.as_played": {"fr": "Donne jouée : S = {S}, la {contract} {verdict}.",
                           "en": "As played: S = {S}, the {contract} {verdict}."},
    "lesson17.played.made": {"fr": "est réussie", "en": "is made"},
    "lesson17.played.failed": {"fr": "chute", "en": "fails"},
    "lesson17.best_from": {"fr": "Avec le meilleur jeu à partir du pli {trick} : S = {S}, {verdict}.",
                           "en": "With best play from trick {trick} on: S = {S}, {verdict}."},
    "lesson17.best.made": {"fr": "contrat réussi", "en": "made"},
    "lesson17.best.failed": {"fr": "contrat chuté", "en": "failed"},
    "lesson17.who.taker": MESSAGES["side.taker"],  # the core's side name, worded once
    "lesson17.who.defender": {"fr": "un défenseur", "en": "a defender"},
    "lesson17.warm.poignee": {"fr": "Leçon 9 : {who} a montré une poignée, et le contrat {verdict}. Quel camp marque "
                                    "la prime de poignée ?",
                              "en": "Lesson 9: {who} showed a poignée, and the contract {verdict}. Which side scores "
                                    "the poignée's bonus?"},
    "lesson17.poignee.made": {"fr": "est réussi", "en": "was made"},
    "lesson17.poignee.failed": {"fr": "a chuté", "en": "failed"},
    "lesson17.side.taker": MESSAGES["side.taker"],  # the core's side name, worded once
    "lesson17.side.defence": MESSAGES["side.defence"],  # the core's side name, worded once
    "lesson17.poignee.ok": {"fr": "B4 : la poignée revient au camp qui gagne la donne, quel que soit celui qui l'a "
                                  "montrée : ici {side}.",
                            "en": "B4: the poignée goes to the side that wins the deal, whoever showed it: here "
                                  "{side}."},
    "lesson17.poignee.bad": {"fr": "B4 : celui qui l'a montrée ne décide de rien. Qu'est-ce qui décide ?",
                             "en": "B4: who showed it does not decide. What does?"},
    "lesson17.quiz.trick": {"fr": "Dans quel pli le meilleur jeu a-t-il cessé de réussir le contrat du preneur ?",
                            "en": "In which trick did best play stop making the taker's contract?"},
    "lesson17.quiz.card": {"fr": "Les cartes du preneur au début du pli {trick} : laquelle a fait chuter son "
                                 "contrat ?",
                           "en": "The taker's cards at the start of trick {trick}: which one turned his contract "
                                 "into a failure?"},
    "lesson17.quiz.cost": {"fr": "En points de S, combien la carte décisive a-t-elle coûté au preneur (le meilleur S "
                                 "avant elle, moins le meilleur S après) ?",
                           "en": "In points of S, what did the turning card cost the taker (the best S before it "
                                 "minus the best S after it)?"},
    "lesson17.quiz.saved": {"fr": "À partir du pli {trick}, un jeu du preneur pouvait-il encore sauver son contrat (la "
                                  "défense jouant au mieux) ?",
                            "en": "From trick {trick} on, could any play by the taker have saved his contract (the "
                                  "defence playing its best)?"},
    "lesson17.caption.dealt": {"fr": "Siège {seat}, le preneur : sa main", "en": "Seat {seat}, the taker, as dealt"},
    "lesson17.caption.chien": {"fr": "Le chien", "en": "The chien"},
    "lesson17.chien": {"fr": "Le chien : {points} points, {bouts} bout(s).",
                       "en": "The chien: {points} points, {bouts} bout(s)."},
    "lesson17.quiz.target": {"fr": "Le preneur a fini la donne avec {bouts} bout(s). De combien de points avait-il "
                                   "besoin ?",
                             "en": "The taker ended the deal with {bouts} bout(s). How many points did he need?"},
    "lesson17.best_line": {"fr": "Meilleur jeu à partir du pli {trick} : {points} points et {bouts} bout(s) pour le "
                                 "preneur, S = {S}.",
                           "en": "Best play from trick {trick}: {points} points and {bouts} bout(s) for the taker, "
                                 "S = {S}."},
}
