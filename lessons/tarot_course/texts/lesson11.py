"""The course's words for lesson 11 (a whole evening), French and English (tarot_course.evening)."""
from tarot_core.catalogue import MESSAGES

TEXTS: dict[str, dict[str, str]] = {
    # the scoresheet files, beside the notebook (G1)
    "lesson11.sheet_file": {"fr": "soiree_demo.json", "en": "evening_demo.json"},
    "lesson11.my_file": {"fr": "ma_soiree.json", "en": "my_evening.json"},
    "lesson11.player": {"fr": "Joueur {n}", "en": "Player {n}"},
    # warm-up (S4): the taker's score, the multiplier from the table (three defenders at four)
    "lesson11.warm.taker.q": {"fr": "Leçon 8 : S = {S}. Combien marque le preneur ?",
                              "en": "Lesson 8: S = {S}. What does the taker score?"},
    "lesson11.warm.taker.ok": {"fr": "S4 : le preneur marque {defenders} × S = {taker} ; chaque défenseur {defender}.",
                               "en": "S4: the taker scores {defenders} × S = {taker}; each defender {defender}."},
    "lesson11.warm.taker.hint": {"fr": "S4 : le preneur joue contre trois.", "en": "S4: the taker plays against three."},
    # the demo evening
    "lesson11.entries": {"fr": "{entries} lignes, {valid} donnes valides, séance terminée : {complete}",
                         "en": "{entries} entries, {valid} valid deals, complete: {complete}"},
    "lesson11.col.valid": {"fr": "donne valide", "en": "valid deal"},
    "lesson11.col.kind": {"fr": "nature", "en": "kind"},
    "lesson11.col.dealer": {"fr": "donneur", "en": "dealer"},
    "lesson11.col.taker": MESSAGES["side.short.taker"],  # the core's side name, worded once
    "lesson11.col.place": {"fr": "place", "en": "place"},
    "lesson11.col.player": {"fr": "joueur", "en": "player"},
    "lesson11.col.total": {"fr": "total", "en": "total"},
    "lesson11.kind.played": {"fr": "jouée", "en": "played"},
    "lesson11.kind.cancelled": {"fr": "annulée (Petit sec)", "en": "cancelled (petit sec)"},
    "lesson11.kind.misdeal": {"fr": "maldonne", "en": "misdeal"},
    "lesson11.kind.all_pass": {"fr": "tout le monde passe", "en": "all pass"},
    "lesson11.same_entries": {"fr": "mêmes lignes : {same}", "en": "same entries: {same}"},
    "lesson11.same_totals": {"fr": "mêmes totaux : {same} {totals}", "en": "same totals:  {same} {totals}"},
    "lesson11.file_begins": {"fr": "le fichier {file} ({size} octets) commence par :",
                             "en": "the file {file} ({size} bytes) begins with:"},
    "lesson11.sum_of_totals": {"fr": "somme des totaux : {sum}", "en": "sum of the totals: {sum}"},
    # a player's total (G1), with the name as a sentence needs it
    "lesson11.of.vowel": {"fr": "d'{name}", "en": "{name}'s"},
    "lesson11.of.consonant": {"fr": "de {name}", "en": "{name}'s"},
    "lesson11.total.q": {"fr": "Quel est le total {of_who} à la fin de cette soirée ?",
                         "en": "What is {of_who} total at the end of this evening?"},
    "lesson11.total.ok": {"fr": "G1 : la somme des huit marques {of_who} : {terms} = {total}.",
                          "en": "G1: the sum of {of_who} eight scores: {terms} = {total}."},
    "lesson11.total.hint": {"fr": "Additionnez la colonne de ce joueur, donne par donne ; une donne annulée vaut 0 (G1).",
                            "en": "Add the column of that player, deal by deal; cancelled deals score 0 (G1)."},
    # a player's place (G2)
    "lesson11.place.q": {"fr": "Quelle place occupe {name} à la fin de cette soirée ?",
                         "en": "What place does {name} take at the end of this evening?"},
    "lesson11.place.ok": {"fr": "G2 : {standings}.", "en": "G2: {standings}."},        # and the tie's
    "lesson11.place.hint": {"fr": "G2 : rangez les totaux du plus fort au plus faible ; des totaux égaux partagent une "
                                  "place et sautent les suivantes.",
                            "en": "G2: sort the totals, highest first; equal totals share a place and skip the next "
                                  "ones."},
    # the deals left (G1)
    "lesson11.left.q": {"fr": "Ce soir, jusqu'ici : {played} donne(s) jouée(s), {passed} où tout le monde a passé, "
                              "{cancelled} annulée(s) pour un Petit sec. Combien de donnes reste-t-il à jouer avant "
                              "la fin de la séance ?",
                        "en": "So far tonight: {played} deal(s) played, {passed} where everybody passed, {cancelled} "
                              "cancelled for a petit sec. How many more deals will be played before the session "
                              "ends?"},
    "lesson11.left.ok": {"fr": "G1 : {valid} donnes valides (jouées ou passées) ; il en faut {session}.",
                         "en": "G1: {valid} valid deals (played or all-pass); {session} make a session."},
    "lesson11.left.hint": {"fr": "G1 : une donne où tout le monde passe compte ; une donne annulée, non.",
                           "en": "G1: a deal where all pass counts; a cancelled deal does not."},
    # a tie (G2)
    "lesson11.tie.q": {"fr": "Deux donnes : {first} réussit une Prise avec {points} points et 2 bouts, puis {second} "
                             "en réussit une avec autant. Quelle place a {name} ?",
                       "en": "Two deals: {first} makes a Prise with {points} points and 2 bouts, then {second} makes "
                             "one with as many. What place is {name}?"},
    "lesson11.tie.hint": {"fr": "G2 : des totaux égaux partagent une place, et les places qu'ils occupent sont sautées.",
                          "en": "G2: equal totals share a place, and the places they take are skipped."},
    # the zero sum (S4)
    "lesson11.zero.q": {"fr": "La même soirée, jusqu'ici : {shown}. Quel est le total de {name} ?",
                        "en": "The same evening so far: {shown}. What is {name}'s total?"},
    "lesson11.zero.ok": {"fr": "S4 : chaque donne fait zéro (3S − S − S − S), donc les totaux aussi — ce soir : "
                               "{terms} = {sum}.",
                         "en": "S4: every deal sums to zero (3S − S − S − S), so the totals do too — this evening: "
                               "{terms} = {sum}."},
    "lesson11.zero.hint": {"fr": "S4 : combien font les quatre totaux ensemble ?",
                           "en": "S4: what do the four totals add up to?"},
}
