"""The course's words for lesson 15, French and English."""

TEXTS: dict[str, dict[str, str]] = {
    # --- lesson 15 (issue 16): the defence (tarot_course.defence) ------------------------------
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
    # --- the notebook's own sentences (issue 23 §1: the cells ask for them) -----------------------
    "lesson15.result": {"fr": "Donne n° {seed} : le siège {taker} joue une {contract} et finit avec {points} points et "
                              "{bouts} bout(s), pour un objectif de {target} : {verdict}.",
                        "en": "Deal no. {seed}: seat {taker} plays a {contract} and ends with {points} points and "
                              "{bouts} bout(s), for a target of {target}: {verdict}."},
    "lesson15.defender_scores": {"fr": "Chaque défenseur marque {score}.", "en": "Each defender scores {score}."},
    "lesson15.verdict.made": {"fr": "réussi", "en": "made"},
    "lesson15.verdict.failed": {"fr": "chuté", "en": "failed"},
    "lesson15.verdict.made.f": {"fr": "réussie", "en": "made"},
    "lesson15.verdict.failed.f": {"fr": "chutée", "en": "failed"},
    "lesson15.quiz.play": {"fr": "Pli {trick} : quelle carte jouez-vous ?", "en": "Trick {trick}: which card do you play?"},
    "lesson15.quiz.lead": {"fr": "Pli {trick} : quelle carte entamez-vous ?", "en": "Trick {trick}: which card do you lead?"},
    "lesson15.voids.worked": {"fr": "Couleurs que le preneur a montré ne plus avoir : {suits}.",
                              "en": "Suits the taker has shown he lacks: {suits}."},
    "lesson15.voids": {"fr": "Le preneur a montré ne plus avoir : {suits}.",
                       "en": "Suits the taker has shown he lacks: {suits}."},
    "lesson15.forced": {"fr": "Pli {trick} : un défenseur entame dans la coupe du preneur ; il coupe de l'{trump}.",
                        "en": "Trick {trick}: a defender leads a suit the taker lacks; he trumps with the {trump}."},
    "lesson15.then": {"fr": "Puis le pli {trick} :", "en": "Then trick {trick}:"},
    "lesson15.taker_ends": {"fr": "Le preneur finit avec {points} points et {bouts} bout(s) : {verdict}.",
                            "en": "The taker ends with {points} points and {bouts} bout(s): {verdict}."},
    "lesson15.quiz.petit": {"fr": "Avec le Petit en plus, le preneur aurait fini avec {bouts} bout(s). De combien de "
                                  "points aurait-il eu besoin ?",
                            "en": "With the Petit too, the taker would have ended with {bouts} bout(s). How many "
                                  "points would he then have needed?"},
    "lesson15.quiz.excuse": {"fr": "Donne n° {seed} : le siège {seat} a joué l'Excuse au pli {trick}, que le preneur a "
                                   "gagné. Quel camp finit la donne avec l'Excuse ?",
                             "en": "Deal no. {seed}: seat {seat} played the Excuse to trick {trick}, which the taker "
                                   "won. Which side ends the deal with the Excuse?"},
    "lesson15.excuse.hint": {"fr": "X3 : avant le dernier pli, l'Excuse suit-elle le gagnant du pli ?",
                             "en": "X3: before the last trick, does the Excuse follow the trick's winner?"},
    "lesson15.throw_off": {"fr": "Pli {trick}, siège {seat} : {card} — règle de conduite {rule}.",
                           "en": "Trick {trick}, seat {seat}: {card} — rule of thumb {rule}."},
}
