"""The course's words for lesson 7 (the Excuse), French and English."""

TEXTS: dict[str, dict[str, str]] = {
    # --- lesson 7: the Excuse -----------------------------------------------------------------
    "lesson07.q.warm_target": {"fr": "Leçon 6 : le preneur finit la donne avec {bouts} bout(s). Combien de "
                                     "points lui faut-il ?",
                               "en": "Lesson 6: the taker ends the deal with {bouts} bout(s). How many points "
                                     "does he need?"},
    "lesson07.sum": {"fr": "Preneur {taker} + défense {defence} = {total}",
                     "en": "Taker {taker} + defence {defence} = {total}"},
    # {side}: side_words(…), the core's side names; {side:the} with the article
    "lesson07.q.exchange": {"fr": "Au pli {trick}, {side:the} joue l'Excuse et perd le pli. Quelle carte ce camp "
                                  "donne-t-il en échange ? Tapez son code comme à la leçon 1 (par exemple 7♥ ou 7H "
                                  "pour le 7 de cœur, 1♣ ou 1C pour l'as de trèfle, T2 pour l'atout 2).",
                            "en": "In trick {trick}, {side:the} plays the Excuse and loses the trick. Which card does "
                                  "it give in exchange? Type its code as lesson 1 writes cards (for example 7H for "
                                  "the 7 of ♥, 1C for the ace of ♣, T2 for trump 2)."},
    "lesson07.q.debt_paid": {"fr": "À quel pli la dette est-elle payée ?", "en": "In which trick is the debt paid?"},
    "lesson07.debt.bad": {"fr": "X4 : la dette se paie avec la première carte basse que le camp de l'Excuse gagne "
                                "après l'avoir jouée.",
                          "en": "X4: the debt is paid with the first low card the Excuse's side wins after "
                                "playing it."},
    "lesson07.q.kept": {"fr": "À la fin de cette donne, quel camp a l'Excuse ?",
                        "en": "At the end of that deal, which side holds the Excuse?"},
    "lesson07.kept.ok": {"fr": "X3–X4 : l'Excuse reste au camp qui l'a jouée ({side:the}) ; seule une carte basse "
                               "a changé de camp.",
                         "en": "X3–X4: the Excuse stays with the side that played it ({side}); only a low card "
                               "crossed."},
    "lesson07.kept.bad": {"fr": "X3–X4 : avant le dernier pli, l'Excuse ne change jamais de camp — c'est une carte "
                                "basse qui passe.",
                          "en": "X3–X4: before the last trick, the Excuse never changes sides — a low card does."},
    "lesson07.q.sweep": {"fr": "La défense gagne les {n} plis. Un défenseur qui n'entame pas le dernier pli y joue "
                               "l'Excuse. Quel camp finit avec l'Excuse ?",
                         "en": "The defence wins all {n} tricks. A defender who does not lead the last trick plays "
                               "the Excuse to it. Which side ends with the Excuse?"},
    "lesson07.q.sweep_taker": {"fr": "Le preneur gagne les {n} plis ; un défenseur a joué l'Excuse au pli {trick}. "
                                     "Quel camp finit avec l'Excuse ?",
                               "en": "The taker wins all {n} tricks; a defender played the Excuse to trick {trick}. "
                                     "Which side ends with the Excuse?"},
    "lesson07.sweep_taker.ok": {"fr": "{story} X7 : jouée avant le dernier pli, l'Excuse reste à son camp (X3), même "
                                      "quand l'autre camp fait tous les plis.",
                                "en": "{story} X7: played before the last trick, the Excuse stays with its side (X3), "
                                      "even when the other side wins every trick."},
    "lesson07.sweep_taker.bad": {"fr": "X3 : avant le dernier pli, l'Excuse reste au camp qui l'a jouée — un chelem "
                                       "n'y change rien.",
                                 "en": "X3: before the last trick, the Excuse stays with the side that played it — a "
                                       "slam does not change that."},
    "lesson07.sweep.ok": {"fr": "{story} X5 : elle passe à l'autre camp, même quand son propre camp gagne ce pli.",
                          "en": "{story} X5: it goes to the other side, even when its own side wins that trick."},
    "lesson07.sweep.bad": {"fr": "X5 : jouée au dernier pli, l'Excuse ne va pas au gagnant du pli — pas même quand "
                                 "ce gagnant est son propre camp.",
                           "en": "X5: played to the last trick, the Excuse does not go to the trick's winner — not "
                                 "even when that winner is its own side."},
}
