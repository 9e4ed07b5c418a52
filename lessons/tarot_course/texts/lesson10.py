"""The course's words for lesson 10 (play a deal), French and English (tarot_course.guided_deal)."""

TEXTS: dict[str, dict[str, str]] = {
    # the guided deal's story (P6, S1, S4)
    "lesson10.seat": {"fr": "siège {seat}", "en": "Seat {seat}"},      # a seat inside a sentence
    "lesson10.seat_dealer": {"fr": "siège {seat} (donneur)", "en": "Seat {seat} (dealer)"},
    "lesson10.trick_to": {"fr": "Le pli {trick} revient au {seat}.", "en": "Trick {trick} goes to {seat}."},
    "lesson10.your_score": {"fr": "Votre marque (siège {seat}) : {score}.", "en": "Your score (seat {seat}): {score}."},
    "lesson10.preview": {
        "fr": "Donne n° {seed} : le {seat} joue une {contract} et finit avec {points} points et {bouts} "
              "bout(s) : {verdict}.",
        "en": "Deal no. {seed}: {seat} plays a {contract} and ends with {points} points and {bouts} bout(s): "
              "{verdict}."},
    "lesson10.preview.teaser": {
        "fr": "Donne n° {seed} : le {seat} joue une {contract}. Réussie ou chutée ? C'est vous qui le direz, à la "
              "fin de la partie 3.",
        "en": "Deal no. {seed}: {seat} plays a {contract}. Made or failed? You will say it yourself, at the end "
              "of section 3."},
    "lesson10.preview.made": {"fr": "contrat réussi", "en": "made"},
    "lesson10.preview.failed": {"fr": "contrat chuté", "en": "failed"},
    # captions
    "lesson10.caption.dealt": {"fr": "Vos {cards} cartes — siège {seat}, le donneur",
                               "en": "Your {cards} cards — seat {seat}, the dealer"},
    "lesson10.caption.with_chien": {"fr": "Vos {cards} cartes : votre main et le chien",
                                    "en": "Your {cards} cards: your hand and the chien"},
    "lesson10.caption.chien": {"fr": "Le chien, montré à tous", "en": "The chien, shown to all"},
    "lesson10.caption.for_play": {"fr": "Vos {cards} cartes pour le jeu", "en": "Your {cards} cards for the play"},
    "lesson10.caption.drill": {"fr": "Le siège 0 dans la donne n° {seed}, celle de la salle",
                               "en": "Seat 0 in deal no. {seed}, the room's deal"},
    "lesson10.caption.trick1": {"fr": "Le pli 1 pour l'instant, dans l'ordre joué",
                                "en": "Trick 1 so far, in the order played"},
    "lesson10.caption.so_far": {"fr": "Le pli {trick} pour l'instant", "en": "Trick {trick} so far"},
    # the hand count's bid (A2)
    "lesson10.count.q": {     # the thresholds of tarot_core.analysis.handcount.THRESHOLDS
        "fr": "Les seuils publiés : moins de {prise}, passe ; de {prise} à {prise_top}, Prise ; de {garde} à "
              "{garde_top}, Garde ; de {sans} à {sans_top}, Garde Sans ; plus de {sans_top}, Garde Contre. Quelle "
              "enchère le décompte conseille-t-il ici ?",
        "en": "The published thresholds: under {prise}, pass; {prise} to {prise_top}, Prise; {garde} to "
              "{garde_top}, Garde; {sans} to {sans_top}, Garde Sans; over {sans_top}, Garde Contre. Which bid "
              "does the count suggest here?"},
    "lesson10.count.ok": {"fr": "A2 — {line}", "en": "A2 — {line}"},
    "lesson10.count.hint": {
        "fr": "A2 : comparez le total, {total} points, aux seuils donnés dans la question.",
        "en": "A2: compare the total, {total} points, with the thresholds given in the question."},
    # the estimate's favoured contract (A2, S3)
    "lesson10.favoured.q": {
        "fr": "D'après le S moyen, quel contrat l'estimation préfère-t-elle pour cette main ?",
        "en": "By mean S, which contract does the estimate favour for this hand?"},
    "lesson10.favoured.ok": {"fr": "A2, S3 — le S moyen le plus haut : {lines}.",
                             "en": "A2, S3 — the highest mean S: {lines}."},
    "lesson10.favoured.sep": {"fr": " ; ", "en": "; "},
    "lesson10.favoured.hint": {
        "fr": "A2, S3 : comparez le S moyen des quatre lignes (passer compte pour 0) ; la chance seule ne dit pas "
              "ce que vaut un contrat.",
        "en": "A2, S3: compare the mean S of the four lines (a pass counts as 0); the chance alone does not say "
              "what a contract is worth."},
    # the lowest contract still open (A1)
    "lesson10.lowest.q": {
        "fr": "C'est à vous de parler. Quel est le plus petit contrat que vous pouvez encore annoncer ?",
        "en": "It is your turn to speak. What is the lowest contract you may still bid?"},
    "lesson10.lowest.ok": {
        "fr": "A1 : chaque enchère doit dépasser la meilleure déjà faite ; le plus petit contrat encore possible "
              "est la {contract}.",
        "en": "A1: each bid must beat the best one so far; the lowest contract still open is the {contract}."},
    "lesson10.lowest.higher": {
        "fr": "A1 : cette enchère est permise, mais un contrat plus petit l'est aussi.",
        "en": "A1: that bid is allowed, but a lower contract is still open."},
    "lesson10.lowest.solution": {
        "fr": "A1 : seul un contrat plus fort dépasse la meilleure enchère ; le plus petit qui reste est la "
              "{contract}.",
        "en": "A1: only a higher contract beats the best bid so far; the lowest one left is the {contract}."},
    # the discard (E2) and the play (P3, P4, X1)
    "lesson10.discard.q": {"fr": "L'écart proposé par votre ami est-il régulier ?",
                           "en": "Is your friend's discard legal?"},
    "lesson10.discard.ok": {
        "fr": "E1, E2 : écart régulier — six cartes, ni roi ni bout, et des atouts seulement s'ils ne peuvent "
              "être évités. ({reason})",
        "en": "E1, E2: a legal discard — six cards, no king, no bout, and trumps only when they cannot be "
              "avoided. ({reason})"},
    "lesson10.legal.q": {"fr": "Pli 1 : sélectionnez toutes les cartes que vous pouvez jouer.",
                         "en": "Trick 1: select every card you may play."},
    "lesson10.king.q": {"fr": "Une carte de votre main : {card}. Pouvez-vous la jouer dans ce pli ?",
                        "en": "A card of your hand: {card}. May you play it to this trick?"},
    "lesson10.too_low.q": {"fr": "Votre main est ci-dessous. Pouvez-vous jouer votre {card} ?",
                           "en": "Your hand is shown below. May you play your {card}?"},
    # the end (S1)
    "lesson10.end": {"fr": "Vos cartes à la fin (écart compris) : {points} points, {bouts} bout(s).",
                     "en": "Your cards at the end (the discard included): {points} points, {bouts} bout(s)."},
    "lesson10.made.q": {"fr": "Avez-vous réussi votre Garde ?", "en": "Did you make your Garde?"},
    # the duplicate (S4)
    "lesson10.duplicate.advised": {"fr": "Siège {seat}, conseil du robot simple : {score}",
                                   "en": "Seat {seat}, the basic bot's advice: {score}"},
    "lesson10.duplicate.random": {"fr": "Siège {seat}, joueur au hasard : {score}",
                                  "en": "Seat {seat}, a random player: {score}"},
    "lesson10.duplicate.taker": {
        "fr": "Avec le joueur au hasard, le {seat} prend une {contract}. Le décompte de l'arbitre pour cette "
              "donne :",
        "en": "With the random player, {seat} takes a {contract}. The referee's count of that deal:"},
    "lesson10.gap.q": {
        "fr": "Mêmes cartes, deux joueurs au siège 0 : combien vaut la marque du robot simple moins celle du "
              "joueur au hasard ?",
        "en": "Same cards, two players in seat 0: what is the basic bot's score minus the random player's?"},
    "lesson10.gap.sum": {"fr": "S4 : {advised} − ({rookie}) = {gap}.", "en": "S4: {advised} − ({rookie}) = {gap}."},
    "lesson10.gap.ok": {"fr": " Mêmes cartes : tout l'écart vient du jeu.",
                        "en": " Same cards: the whole gap is the play."},
    "lesson10.gap.hint": {
        "fr": "S4 : prenez la marque du siège 0 avec le conseil du robot simple et retranchez celle du joueur au "
              "hasard, signe compris.",
        "en": "S4: take the score of seat 0 with the basic bot's advice and subtract the random player's score, "
              "sign included."},
    # the duplicate match's rotation (S4, D1)
    "lesson10.rotation.q": {
        "fr": "Pourquoi un match en duplicate joue-t-il chaque donne quatre fois, en faisant tourner les sièges ?",
        "en": "Why does a duplicate match play each deal four times, with the seats rotated?"},
    "lesson10.rotation.luck": {
        "fr": "S4 : exact. Sur les quatre tours, chaque sorte de robot tient chacune des quatre mains : bonnes et "
              "mauvaises cartes vont à tous ; seul le jeu fait l'écart.",
        "en": "S4: right. Over the four rotations each kind of bot holds each of the four hands: good and bad "
              "cards come to all alike; only the play differs."},
    "lesson10.rotation.dealer": {
        "fr": "Ce n'est pas la raison : le donneur change de toute façon d'une donne à l'autre (D1). Pensez à qui "
              "tient la main forte ; une donne fait zéro au total (S4).",
        "en": "Not the reason: the dealer moves from deal to deal anyway (D1). Think about who holds the strong "
              "hand; a deal's scores sum to zero (S4)."},
    "lesson10.rotation.length": {
        "fr": "Ce n'est pas la raison : un match plus long n'aiderait pas si le même robot avait toujours les "
              "bonnes cartes. Pensez à qui tient quelle main (S4).",
        "en": "Not the reason: length alone would not help if the same bot always got the good cards. Think "
              "about who holds which hand (S4)."},
    "lesson10.rotation.choice.luck": {"fr": "Pour que chaque sorte de robot tienne chaque main",
                                      "en": "So that every kind of bot holds every hand"},
    "lesson10.rotation.choice.dealer": {"fr": "Pour que chaque robot distribue une fois",
                                        "en": "So that every bot deals once"},
    "lesson10.rotation.choice.length": {"fr": "Pour que le match dure quatre fois plus longtemps",
                                        "en": "To make the match four times longer"},
}
