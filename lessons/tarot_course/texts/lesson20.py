"""The course's words for lesson 20 (the rules desk), French and English."""

TEXTS: dict[str, dict[str, str]] = {
    # warm-up 1 (P4): overtrump even over a partner
    "lesson20.overtrump.q": {
        "fr": "Leçon 4 : votre partenaire a coupé du 8 ; vous n'avez pas la couleur demandée et vous avez le 5 et "
              "le 12 d'atout. Devez-vous jouer le 12 ?",
        "en": "Lesson 4: your partner has trumped with the 8; you have no card of the suit led and hold the 5 "
              "and the 12 of trumps. Must you play the 12?"},
    "lesson20.overtrump.ok": {
        "fr": "P4 : quand on joue atout, il faut monter sur tous les atouts déjà dans le pli si on le peut — même "
              "sur celui du partenaire.",
        "en": "P4: when you play a trump you must go above every trump already in the trick if you can — even "
              "your partner's."},
    "lesson20.overtrump.hint": {
        "fr": "P4 : l'atout d'un partenaire change-t-il l'obligation de monter ?",
        "en": "P4: does a partner's trump change the duty to overtrump?"},
    # warm-up 2 (B7, B8, R1): the slam part of S, values from tarot_core.scoring.slam_bonus
    "lesson20.slam_part.q": {
        "fr": "Leçon 19 : le preneur a annoncé un chelem et la défense a fait tous les plis. Combien vaut la part "
              "du chelem dans S ?",
        "en": "Lesson 19: the taker announced a slam and the defence won every trick. What does the slam part "
              "of S come to?"},
    "lesson20.slam_part.ok": {
        "fr": "R1 (décision du projet) : B7 ({failed}, annoncé et perdu) et B8 ({defence}, chelem de la défense) "
              "s'appliquent tous les deux : {total} dans S.",
        "en": "R1 (a project ruling): B7 ({failed}, announced and lost) and B8 ({defence}, defence slam) both "
              "apply: {total} in S."},
    "lesson20.slam_part.hint": {
        "fr": "B7 et B8 : quelles pénalités s'appliquent, et la décision R1 les garde-t-elle toutes les deux ?",
        "en": "B7 and B8: which penalties apply here, and does ruling R1 keep both?"},
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
    # question 1 again (X2, P3, P4): how many cards may be played
    "lesson20.legal_count.q": {
        "fr": "À la question 1 ci-dessus (Excuse entamée, puis le 9♠ et le 8 d'atout), combien de vos cinq cartes "
              "peuvent se jouer ?",
        "en": "In question 1 above (the Excuse led, then the 9♠ and the 8 of trumps), how many of your five "
              "cards may be played?"},
    "lesson20.legal_count.ok": {
        "fr": "X2, P3 et P4 : le 9♠ donne la couleur ; sans pique il faut couper, et monter sur le 8 quand on le "
              "peut — seul le 12.",
        "en": "X2, P3 and P4: the 9♠ sets the suit; void in spades you must trump, above the 8 when you can — "
              "only the 12."},
    "lesson20.legal_count.hint": {
        "fr": "X2 : quelle carte donne la couleur quand l'Excuse est entamée ? Puis P3 et P4.",
        "en": "X2: which card sets the suit when the Excuse leads? Then P3 and P4."},
}
