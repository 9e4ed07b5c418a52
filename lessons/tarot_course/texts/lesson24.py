"""The course's words for lesson 24 (playing at three), French and English (tarot_course.other_tables)."""

TEXTS: dict[str, dict[str, str]] = {
    # V3: the biggest poignée of a hand at three
    "lesson24.poignee.level-1": {"fr": "aucune poignée", "en": "no poignée"},
    "lesson24.poignee.level0": {"fr": "simple", "en": "simple"},
    "lesson24.poignee.level1": {"fr": "double", "en": "double"},
    "lesson24.poignee.level2": {"fr": "triple", "en": "triple"},
    "lesson24.poignee.q": {"fr": "Une main de 24 cartes à trois joueurs (ci-dessus). Quelle est la plus grosse "
                                 "poignée qu'elle peut montrer ?",
                           "en": "A hand of 24 cards at three players (above). What is the biggest poignée it may "
                                 "show?"},
    "lesson24.poignee.ok": {"fr": "V3, B2 : {trumps} atouts, Excuse comptée ; à trois, une poignée montre {sizes} "
                                  "atouts : {level}.",
                            "en": "V3, B2: {trumps} trumps, the Excuse counted; at three a poignée shows {sizes} "
                                  "trumps: {level}."},
    "lesson24.poignee.hint": {"fr": "V3 : comptez les atouts (l'Excuse peut compléter, B2) et comparez aux tailles "
                                    "de la table de trois, pas de quatre.",
                              "en": "V3: count the trumps (the Excuse may complete them, B2) and compare with the "
                                    "three-player sizes, not the four-player ones."},
    # V8, V9: a score at three
    "lesson24.score.q.taker": {"fr": "À trois, {contract}, le preneur fait {points} points avec {bouts} bout(s). "
                                     "Combien marque-t-il ?",
                               "en": "At three, {contract}, the taker makes {points} points with {bouts} bout(s). "
                                     "What does he score?"},
    "lesson24.score.q.defender": {"fr": "À trois, {contract}, le preneur fait {points} points avec {bouts} bout(s). "
                                        "Combien marque chaque défenseur ?",
                                  "en": "At three, {contract}, the taker makes {points} points with {bouts} bout(s). "
                                        "What does each defender score?"},
    "lesson24.v11": {"fr": "Garde, 50½ points avec 2 bouts :", "en": "Garde, 50½ points with 2 bouts:"},
    "lesson24.half": {"fr": "V8 : {points} points avec {bouts} bout(s), objectif {target} : {verdict}.",
                      "en": "V8: {points} points with {bouts} bout(s), target {target}: {verdict}."},
    "lesson24.practice.fallback": {"fr": "Cette donne, jouée par trois robots, carte par carte :",
                                   "en": "This deal, played by three bots, card by card:"},
}
TEXTS.update({
    "lesson24.poignee.seat": {"fr": "{seat} : {trumps} atouts, Excuse comptée — peut montrer : {shows}.",
                              "en": "{seat}: {trumps} trumps, the Excuse counted — may show: {shows}."},
})
