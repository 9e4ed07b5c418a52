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
    "lesson15.throw_off": {"fr": "Pli {trick}, siège {seat} : {card} — règle de conduite : {rule}.",
                           "en": "Trick {trick}, seat {seat}: {card} — rule of thumb: {rule}."},
    # --- issue 24 §1: the hunt for the Petit, the bot's own (defence.hunt_lines, petit_line) ----------
    "lesson15.hunt": {"fr": "Pli {trick} : {who}, défenseur avec {n} atouts, entame son plus petit, l'{trump} : la "
                            "chasse au Petit.",
                      "en": "Trick {trick}: {who}, a defender with {n} trumps, leads his smallest, the {trump}: the "
                            "hunt for the Petit."},
    "lesson15.petit_forced": {"fr": "Pli {trick} : le Petit était le dernier atout du preneur, sans l'Excuse à côté ; "
                                    "sur un atout entamé, il devait fournir atout (P2) : il n'avait plus le choix.",
                              "en": "Trick {trick}: the Petit was the taker's last trump, with no Excuse beside it; "
                                    "on a trump led he had to follow with a trump (P2): he had no choice left."},
    "lesson15.petit_rule": {"fr": "Pli {trick} : le preneur a joué le Petit par la règle « {rule} ».",
                            "en": "Trick {trick}: the taker played the Petit by the rule '{rule}'."},
    # --- issue 24 §1: the defence's plans (tarot_course.defence_plans) ------------------------------
    "lesson15.plan.unknown": {"fr": "La leçon 15 n'a pas de plan « {name} » (ses plans : {names}).",
                              "en": "Lesson 15 has no plan '{name}' (its plans: {names})."},
    "lesson15.plan.poignee.shown": {"fr": "Le preneur, {who}, a montré une poignée de {n} cartes (B1) :",
                                    "en": "The taker, {who}, showed a poignée of {n} cards (B1):"},
    "lesson15.plan.poignee.q": {
        "fr": "Pli {trick} : l'Excuse mise à part, combien d'atouts vos deux partenaires peuvent-ils tenir, "
              "au plus, à eux deux ?",
        "en": "Trick {trick}: the Excuse aside, how many trumps can your two partners hold between them, "
              "at most?"},
    "lesson15.plan.poignee.ok": {
        "fr": "{rules} : {n}. Des {total} atouts, vous en voyez {seen} (montrés par le preneur ou déjà joués) "
              "et {mine} dans votre main ; les {n} autres sont chez vos partenaires — ou cachés par le "
              "preneur en plus de sa poignée (B1), ou dans un chien que personne n'a vu.",
        "en": "{rules}: {n}. Of the {total} trumps, you see {seen} (shown by the taker or already played) "
              "and {mine} in your hand; the other {n} are your partners' — or hidden by the taker beyond "
              "his poignée (B1), or in a chien nobody saw."},
    "lesson15.plan.poignee.excuse": {
        "fr": "Il a montré l'Excuse : il ne cache donc aucun autre atout (B2), et le compte est exact.",
        "en": "He showed the Excuse: so he hides no other trump (B2), and the count is exact."},
    "lesson15.plan.poignee.hint": {
        "fr": "{rules} : comptez les 21 atouts ; ôtez ceux que le preneur a montrés, ceux déjà joués et les "
              "vôtres.",
        "en": "{rules}: count the 21 trumps; take away those the taker showed, those already played and "
              "yours."},
    "lesson15.plan.sit.before": {
        "fr": "{seat} est placé juste avant le preneur ({taker}) : le preneur joue juste après lui.",
        "en": "{seat} sits just before the taker ({taker}): the taker plays right after him."},
    "lesson15.plan.sit.after": {
        "fr": "{seat} est placé juste après le preneur ({taker}) : il voit sa carte avant de jouer.",
        "en": "{seat} sits just after the taker ({taker}): he sees the taker's card before he plays."},
    "lesson15.plan.sit.opposite": {
        "fr": "{seat} est placé en face du preneur ({taker}).",
        "en": "{seat} sits opposite the taker ({taker})."},
    "lesson15.plan.seat.q": {"fr": "Pli {trick} : ce pli est-il déjà sûr pour votre camp ?",
                             "en": "Trick {trick}: is this trick already sure for your side?"},
    "lesson15.plan.seat.last": {
        "fr": "{rules} : oui. {who} tient le pli avec {card}, et personne de l'autre camp ne joue après vous : "
              "le preneur a déjà joué.",
        "en": "{rules}: yes. {who} holds the trick with {card}, and nobody of the other side plays after "
              "you: the taker has already played."},
    "lesson15.plan.seat.master": {
        "fr": "{rules} : oui. {who} tient le pli avec {card}, le plus fort atout encore dehors : le preneur "
              "({taker}), qui joue après vous, ne peut pas le battre.",
        "en": "{rules}: yes. {who} holds the trick with {card}, the highest trump still out: the taker "
              "({taker}), who plays after you, cannot beat it."},
    "lesson15.plan.seat.open": {
        "fr": "{rules} : non. {who} tient le pli avec {card}, mais le preneur ({taker}) joue encore après "
              "vous et peut le prendre : jouez petit.",
        "en": "{rules}: no. {who} holds the trick with {card}, but the taker ({taker}) still plays after "
              "you and may take it: play low."},
    "lesson15.plan.seat.hint": {
        "fr": "{rules} : qui joue encore après vous ? Et la carte de votre partenaire peut-elle encore être "
              "battue ?",
        "en": "{rules}: who still plays after you? And can your partner's card still be beaten?"},
    "lesson15.plan.own_petit.q": {
        "fr": "Pli {trick} : vous tenez le Petit. Le jouer dans ce pli serait-il sans risque ?",
        "en": "Trick {trick}: you hold the Petit. Would it be safe to play it to this trick?"},
    "lesson15.plan.own_petit.safe_last": {
        "fr": "{rules} : oui. Avec le Petit, le pli est à {who}, avec {card}, et personne de l'autre camp ne "
              "joue après vous : le bout est sauvé.",
        "en": "{rules}: yes. With the Petit in it, the trick is {who}'s, with {card}, and nobody of the "
              "other side plays after you: the bout is saved."},
    "lesson15.plan.own_petit.safe_master": {
        "fr": "{rules} : oui. Avec le Petit, le pli est à {who}, avec {card}, le plus fort atout encore "
              "dehors : le preneur ({taker}) ne peut pas le battre, et le bout est sauvé.",
        "en": "{rules}: yes. With the Petit in it, the trick is {who}'s, with {card}, the highest trump "
              "still out: the taker ({taker}) cannot beat it, and the bout is saved."},
    "lesson15.plan.own_petit.taker_holds": {
        "fr": "{rules} : non. Le preneur ({taker}) tient le pli avec {card} : le Petit et ses 4,5 points "
              "iraient à son camp, avec un bout de plus pour lui (S1).",
        "en": "{rules}: no. The taker ({taker}) holds the trick with {card}: the Petit and its 4.5 points "
              "would go to his side, one bout more for him (S1)."},
    "lesson15.plan.own_petit.taker_after": {
        "fr": "{rules} : non. {who} tiendrait le pli avec {card}, mais le preneur ({taker}) joue encore après "
              "vous et peut le prendre : le Petit irait à son camp, avec un bout de plus pour lui (S1).",
        "en": "{rules}: no. {who} would hold the trick with {card}, but the taker ({taker}) still plays after "
              "you and can take it: the Petit would go to his side, one bout more for him (S1)."},
    "lesson15.plan.own_petit.hint": {
        "fr": "{rules} : le Petit ne bat aucun autre atout. Qui gagnerait le pli avec lui, et le preneur "
              "joue-t-il encore après vous ?",
        "en": "{rules}: the Petit beats no other trump. Who would win the trick with it, and does the "
              "taker still play after you?"},
    "lesson15.plan.stop_bout.q": {
        "fr": "Pli {trick} : vous tenez encore un atout. Le Petit est-il encore dehors (ni joué, ni dans votre "
              "main) ?",
        "en": "Trick {trick}: you still hold a trump. Is the Petit still out (neither played nor in your "
              "hand)?"},
    "lesson15.plan.stop_bout.out": {
        "fr": "{rules} : oui, il n'a pas encore été joué. S'il est chez le preneur, il peut le mener au bout : "
              "gardez un atout pour le dernier pli.",
        "en": "{rules}: yes, it has not been played yet. If the taker holds it, he may keep it for the last "
              "trick: keep a trump for that trick."},
    "lesson15.plan.stop_bout.gone": {
        "fr": "{rules} : non, il est déjà tombé : plus de petit au bout possible, vos atouts sont libres.",
        "en": "{rules}: no, it has already been played: no petit au bout any more, your trumps are free."},
    "lesson15.plan.stop_bout.hint": {
        "fr": "{rules} : revoyez les plis joués : le Petit y est-il ?",
        "en": "{rules}: look through the tricks played: is the Petit among them?"},
    "lesson15.plan.bout.deal": {
        "fr": "Donne n° {seed} : {taker} joue une {contract}.",
        "en": "Deal no. {seed}: {taker} plays a {contract}."},
    "lesson15.plan.bout.when": {
        "fr": "Le dernier atout de la défense est tombé au pli {trick} ; ensuite, plus rien ne pouvait "
              "prendre le Petit. Au dernier pli, il vaut {bonus} × {mult} = {value} au preneur (B5, S3).",
        "en": "The defence's last trump went at trick {trick}; after that, nothing could take the Petit. In "
              "the last trick it is worth {bonus} × {mult} = {value} to the taker (B5, S3)."},
    "lesson15.plan.hunt.q": {
        "fr": "Pli {trick} : c'est à vous d'entamer. Combien d'atouts sont encore dehors, que vous ne voyez "
              "pas ?",
        "en": "Trick {trick}: you lead. How many trumps are still out that you cannot see?"},
    "lesson15.plan.hunt.ok": {
        "fr": "{rules} : {n}. Des {total} atouts, {seen} sont déjà joués ou montrés et {mine} sont dans votre "
              "main ; les {n} autres sont chez le preneur et vos partenaires (ou dans un chien que personne "
              "n'a vu).",
        "en": "{rules}: {n}. Of the {total} trumps, {seen} are already played or shown and {mine} are in "
              "your hand; the other {n} are with the taker and your partners (or in a chien nobody saw)."},
    "lesson15.plan.hunt.hint": {
        "fr": "{rules} : partez des 21 atouts ; ôtez ceux des plis joués, ceux montrés et les vôtres.",
        "en": "{rules}: start from the 21 trumps; take away those in the tricks played, those shown and "
              "yours."},
    "lesson15.plan.appel.q": {
        "fr": "Pli {trick} : votre camp a convenu de l'appel. Quelle carte jetez-vous pour demander la couleur "
              "de votre roi ?",
        "en": "Trick {trick}: your side has agreed to play the appel. Which card do you throw to ask for "
              "your king's suit?"},
    "lesson15.plan.appel.ok": {
        "fr": "{rules} : le pli est au preneur : une petite carte de la couleur de votre roi l'appelle "
              "(convention). Ici : {cards}.",
        "en": "{rules}: the trick is the taker's: a small card of your king's suit calls for that "
              "suit (a convention). Here: {cards}."},
    "lesson15.plan.appel.hint": {
        "fr": "{rules} : toute carte est permise ici ; selon la convention, une petite carte (10 ou moins) de "
              "la couleur où vous avez le roi, et gardez le roi.",
        "en": "{rules}: any card may go here; by the convention, a small card (10 or lower) of the suit "
              "where you hold the king, and keep the king."},
    "lesson15.plan.pisser.q": {
        "fr": "Pli {trick} : ni la couleur demandée ni atout. Quelle carte jetez-vous ?",
        "en": "Trick {trick}: neither the suit led nor a trump. Which card do you throw?"},
    "lesson15.plan.pisser.ok": {
        "fr": "{rules} : le pli est sûr pour votre camp, qui met ses plis en commun : jetez-y votre "
              "carte la plus chère. Ici : {cards}.",
        "en": "{rules}: the trick is sure for your side, which pools its tricks: throw your most "
              "valuable card onto it. Here: {cards}."},
    "lesson15.plan.pisser.hint": {
        "fr": "{rules} : ce pli est sûr pour votre camp, et vos plis sont communs : quelle carte vaut le "
              "plus ?",
        "en": "{rules}: this trick is sure for your side, and your tricks are pooled: which card is worth "
              "most?"},
    "lesson15.plan.trick_line": {"fr": "Pli {trick} ({leader} entame) : {cards} — gagné par {winner}.",
                                 "en": "Trick {trick} ({leader} leads): {cards} — won by {winner}."},
}
