"""The course's words for lesson 20 (the rules desk), French and English."""

TEXTS: dict[str, dict[str, str]] = {
    # warm-up 2 (B7, B8, R1): the slam part of S for a case drawn for the room (tarot_core.scoring.slam_bonus)
    "lesson20.slam_part.q": {
        "fr": "Leçon 19 : {case} Combien vaut la part du chelem dans S ?",
        "en": "Lesson 19: {case} What does the slam part of S come to?"},
    "lesson20.slam_case.announced.taker": {"fr": "le preneur a annoncé un chelem et fait tous les plis.",
                                           "en": "the taker announced a slam and won every trick."},
    "lesson20.slam_case.silent.taker": {"fr": "le preneur n'a rien annoncé et a fait tous les plis.",
                                        "en": "the taker announced nothing and won every trick."},
    "lesson20.slam_case.announced.none": {
        "fr": "le preneur a annoncé un chelem ; chaque camp a fait des plis.",
        "en": "the taker announced a slam; each side won some tricks."},
    "lesson20.slam_case.announced.defence": {
        "fr": "le preneur a annoncé un chelem et la défense a fait tous les plis.",
        "en": "the taker announced a slam and the defence won every trick."},
    "lesson20.slam_case.silent.defence": {
        "fr": "personne n'a rien annoncé et la défense a fait tous les plis.",
        "en": "nobody announced anything and the defence won every trick."},
    "lesson20.slam_part.ok": {"fr": "{parts} : {total} dans S, jamais multiplié.",
                              "en": "{parts}: {total} in S, never multiplied."},
    "lesson20.slam_part.r1": {"fr": " (R1, décision du projet : les deux s'appliquent)",
                              "en": " (R1, a project ruling: both apply)"},
    "lesson20.slam_part.none": {"fr": "Aucun chelem", "en": "No slam"},
    "lesson20.slam_part.hint": {
        "fr": "B7 et B8 : qui a fait tous les plis, et le chelem était-il annoncé ? Si les deux pénalités se "
              "rencontrent, voyez la décision R1.",
        "en": "B7 and B8: who won every trick, and was the slam announced? If both penalties meet, see ruling "
              "R1."},
    # question 3's defence slam (X4, R2): who ends with the Excuse
    "lesson20.excuse_side.q": {
        "fr": "Dans ce chelem de la défense, quel camp finit avec l'Excuse ?",
        "en": "In this defence slam, which side ends with the Excuse?"},
    "lesson20.excuse_side.ok": {
        "fr": "X4 et décision R2 : le preneur l'a jouée au premier pli sans jamais gagner de carte basse à donner "
              "en échange ; elle lui reste et compte 4 points.",
        "en": "X4 and ruling R2: the taker played it in trick 1 and never won a low card to give for it, so it "
              "stays his and counts 4 points."},
    "lesson20.excuse_side.hint": {
        "fr": "X4 : que devient une Excuse dont le camp ne gagne jamais de carte basse ? La décision R2 dit que la "
              "règle s'applique telle quelle.",
        "en": "X4: what happens to an Excuse whose side never wins a low card? Ruling R2 says it applies as "
              "written."},
    # section 1 (P2–P5, X1, X2): a case drawn for the room, how many cards may be played
    "lesson20.legal_count.q": {
        "fr": "Un cas tiré pour votre salle : le pli en cours est ci-dessus, vos cinq cartes ci-dessous. Combien "
              "d'entre elles pouvez-vous jouer ?",
        "en": "A case drawn for your room: the trick so far is above, your five cards below. How many of them "
              "may you play?"},
    "lesson20.legal_count.ok": {
        "fr": "P2–P5, X1, X2 : le moteur en accepte {n} : {cards}.",
        "en": "P2–P5, X1, X2: the engine accepts {n}: {cards}."},
    "lesson20.legal_count.hint": {
        "fr": "Qui donne la couleur (X2 si l'Excuse ouvre) ? Avez-vous cette couleur (P2) ? Sinon, un atout, "
              "plus fort que ceux du pli si possible (P3, P4) ; sinon tout (P5). L'Excuse va toujours (X1).",
        "en": "Which card sets the suit (X2 if the Excuse leads)? Do you hold that suit (P2)? If not, a trump, "
              "above those in the trick if you can (P3, P4); else anything (P5). The Excuse always may (X1)."},
    "lesson20.caption.trick": {"fr": "Le pli en cours, dans l'ordre joué", "en": "The trick so far, in the order played"},
    # section 2 (E1, E2): a discard drawn for the room
    "lesson20.discard.q": {
        "fr": "Un preneur tiré pour votre salle propose cet écart, pris dans ses 24 cartes (ci-dessus). Est-il "
              "régulier ?",
        "en": "A taker drawn for your room proposes this discard, from his 24 cards (above). Is it legal?"},
    "lesson20.caption.taker24": {"fr": "Les 24 cartes du preneur : sa main et le chien",
                                 "en": "The taker's 24 cards: his hand and the chien"},
    # section 4 (S1–S3): a score drawn for the room
    "lesson20.score.q": {
        "fr": "Un cas tiré pour votre salle : {contract}, {points} points avec {bouts} bout(s), aucune prime. "
              "Combien vaut S ?",
        "en": "A case drawn for your room: {contract}, {points} points with {bouts} bout(s), no bonus. What "
              "is S?"},
}
