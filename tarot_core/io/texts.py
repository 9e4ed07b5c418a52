"""The input/output floor's words, French and English: the ``tarot`` command line (``cli.*``,
``analyse.*``) and the shared cases (``case.*``).

One catalogue per floor (issue 23 §2): these texts are registered with
:mod:`tarot_core.catalogue` when the ``io`` package is imported, so :func:`~tarot_core.catalogue.text`
finds them; the rules floor below never needs them.
"""
from __future__ import annotations

from ..analysis import texts as _analysis_texts  # noqa: F401  (the command line names the bots: bot.*)
from ..catalogue import register
from ..render import texts as _render_texts  # noqa: F401  (and the handout's words: handout.*)

TEXTS: dict[str, dict[str, str]] = {
    # The command line (tarot_core.io.cli): help texts and plain-text answers
    "cli.description": {"fr": "Tarot français (FFT, quatre joueurs) : les règles, l'arbitre, la marque.",
                        "en": "French Tarot (FFT, four players): rules, referee, scores."},
    "cli.help.json": {"fr": "sortie pour un programme (JSON)", "en": "machine-readable output"},
    "cli.help.lang": {"fr": "langue des messages", "en": "language of messages"},
    "cli.help.score": {"fr": "la marque à partir des faits déclarés (S1–S4)", "en": "score from declared facts (S1–S4)"},
    "cli.help.referee": {"fr": "arbitrer des donnes complètes (fichiers, ou lignes JSON sur l'entrée standard)",
                         "en": "referee whole deal records (files or JSON lines on stdin)"},
    "cli.help.legal": {"fr": "les cartes jouables d'une main, vu le pli en cours (P2–P5, X1 ; à cinq, le premier pli : V6)",
                       "en": "legal cards for a hand and a trick so far (P2–P5, X1; at five players, the first trick: V6)"},
    "cli.help.discard": {"fr": "vérifier un écart (E2)", "en": "check a discard (E2)"},
    "cli.help.poignee": {"fr": "vérifier une poignée (B1–B3)", "en": "check a poignée (B1–B3)"},
    "cli.help.count": {"fr": "compter un tas par paires (C3–C4)", "en": "count a pile in pairs (C3–C4)"},
    "cli.help.deal": {"fr": "une donne tirée d'une graine (D2–D3 ; à trois ou cinq joueurs : V1), point de départ d'une fiche",
                      "en": "a seeded deal (D2–D3; at three or five players: V1) to start a record from"},
    "cli.help.rules": {"fr": "lister chaque règle avec son identifiant et son titre", "en": "list every rule ID with its title"},
    "cli.help.referee_files": {"fr": "fichiers de fiches JSON ; « - » lit l'entrée standard : lignes JSON (une fiche par ligne), "
                                     "une fiche JSON, ou une liste JSON de fiches",
                               "en": "JSON record files; '-' reads standard input: JSON Lines (one record a line), "
                                     "one JSON record, or a JSON list of records"},
    "cli.help.seed": {"fr": "la graine : un nombre entier à partir de 0 (même graine, même donne partout)",
                      "en": "the seed: a whole number from 0 up (the same seed deals the same cards everywhere)"},
    "cli.help.dealer": {"fr": "le siège du donneur, de 0 à 3 (D1 ; de 0 à 2 ou 4 à trois ou cinq joueurs)",
                        "en": "the dealer's seat, 0 to 3 (D1; 0 to 2 or 4 at three or five players)"},
    "cli.help.points": {"fr": "les points du preneur, de 0 à 91 par demi-points (40,5 ou 40.5)",
                        "en": "the taker's points, 0 to 91 in half points (40.5 or 40,5)"},
    "cli.help.side": {"fr": "le camp : taker/preneur ou defence/défense", "en": "the side: taker/preneur or defence/défense"},
    "cli.help.match": {"fr": "des joueurs virtuels s'affrontent sur des donnes tirées de graines, sièges tournants (duplicate)",
                       "en": "bots play seeded deals against each other, seats rotated (duplicate)"},
    "cli.help.match_seats": {"fr": "un niveau par siège (autant que --players, 4 par défaut), séparés par des virgules, "
                                   "du siège 0 au dernier : random, basic, sampler",
                             "en": "one level per seat (as many as --players, 4 by default), separated by commas, "
                                   "seat 0 first: random, basic, sampler"},
    "cli.help.case": {"fr": "trancher un cas partagé (texte « tarot-case 1 ») et dire sur quelles règles",
                      "en": "rule on a shared case (a 'tarot-case 1' text), naming the rules"},
    "cli.help.case_file": {"fr": "le fichier du cas ; « - » lit l'entrée standard", "en": "the case file; '-' reads standard input"},
    "cli.help.match_deals": {"fr": "combien de donnes (chacune jouée une fois par siège)",
                             "en": "how many deals (each played once per seat)"},
    "cli.help.match_samples": {"fr": "donnes tirées par carte pour le niveau sampler (20 par défaut ; reproductible)",
                               "en": "sampled deals per card for the sampler (default 20; reproducible)"},
    "cli.help.match_budget": {"fr": "à la place : secondes par carte pour le niveau sampler",
                              "en": "instead: seconds per card for the sampler"},
    "cli.legal.illegal": {"fr": "✗ {card} : {reason}", "en": "✗ {card}: {reason}"},
    "cli.count.total": {"fr": "total : {points} — bouts : {bouts}", "en": "total: {points} — bouts: {bouts}"},
    "cli.deal.seat": {"fr": "siège {seat} : {cards}", "en": "seat {seat}: {cards}"},
    "cli.deal.chien": {"fr": "chien : {cards}", "en": "chien: {cards}"},
    "cli.deal.petit_sec": {"fr": "D4 : petit sec — siège {seat}", "en": "D4: petit sec — seat {seat}"},
    # The command line at three and five players (io.cli_tables: --players, --alone, --call; V1–V9)
    "cli.help.players": {"fr": "le nombre de joueurs : 3, 4 ou 5 (V1 ; 4 par défaut)",
                         "en": "the number of players: 3, 4 or 5 (V1; 4 by default)"},
    "cli.help.alone": {"fr": "à cinq joueurs : le preneur joue seul, la carte appelée dans sa main ou au chien (V5, V9)",
                       "en": "five players: the taker plays alone, the called card in his hand or in the chien (V5, V9)"},
    "cli.help.call": {"fr": "à cinq joueurs : la carte appelée (V4), pour la règle du premier pli (V6, R9)",
                      "en": "five players: the called card (V4), for the first trick's rule (V6, R9)"},
    "cli.help.first_trick": {"fr": "le pli est le premier de la donne (V6, R9 à cinq joueurs)",
                             "en": "the trick is the deal's first (V6, R9 at five players)"},
    "cli.help.taker": {"fr": "à cinq joueurs, avec --call : le siège du preneur, dont la main telle que donnée est vérifiée (V4, R8)",
                       "en": "five players, with --call: the taker's seat, his hand as dealt is checked (V4, R8)"},
    "cli.help.deal_call": {"fr": "à cinq joueurs, avec --taker : la carte qu'il appelle (V4, R8) ; le partenaire est nommé (V5)",
                           "en": "five players, with --taker: the card he calls (V4, R8); the partner is named (V5)"},
    "cli.deal.call": {"fr": "appel : {card} par le siège {taker} — partenaire : siège {partner} (secret jusqu'à ce que la carte soit jouée, V5)",
                      "en": "call: {card} by seat {taker} — partner: seat {partner} (secret until the card is played, V5)"},
    "cli.deal.call_hand": {"fr": "appel : {card} par le siège {taker} — dans sa propre main : il joue seul (V5)",
                           "en": "call: {card} by seat {taker} — in his own hand: he plays alone (V5)"},
    "cli.deal.call_chien": {"fr": "appel : {card} par le siège {taker} — au chien : il joue seul (V5)",
                            "en": "call: {card} by seat {taker} — in the chien: he plays alone (V5)"},
    "cli.help.match_max_minutes": {"fr": "refuser un match estimé plus long que ces minutes (60 par défaut)",
                                   "en": "refuse a match estimated to take longer than these minutes (default 60)"},
    "analyse.help": {"fr": "revoir une donne jouée : ce que le meilleur jeu permettait avant et après chaque carte (S3)",
                     "en": "review a played deal: what best play could reach before and after each card (S3)"},
    "analyse.description": {
        "fr": "Revoit une donne jouée à 3, 4 ou 5 joueurs, toutes les mains connues : pour chaque carte à partir du pli N, "
              "le meilleur S possible avant et après elle (l'attaque — le preneur, et à cinq son partenaire — le cherche le "
              "plus haut, la défense le plus bas), ce qu'elle a coûté à son camp et la carte qui a fait basculer le contrat.",
        "en": "Reviews a played deal at 3, 4 or 5 players with all hands known: for each card from trick N on, the best "
              "S reachable before and after it (the attack — the taker, and at five players his partner — pushes S up, "
              "the defence down), what it cost its side, and the card that turned the contract."},
    "analyse.help.file": {"fr": "la fiche JSON d'une donne finie ; « - » lit l'entrée standard",
                          "en": "the JSON record of a finished deal; '-' reads standard input"},
    "analyse.help.from_trick": {"fr": "revoir à partir de ce pli, de 1 à 18 (24 à trois joueurs, 15 à cinq ; 1 par défaut)",
                                "en": "review from this trick on, 1 to 18 (24 at three players, 15 at five; default 1)"},
    "analyse.from_trick_past": {"fr": "--from-trick : {range} (une donne à {players} joueurs a {total} plis, V2)",
                                "en": "--from-trick: {range} (a {players}-player deal has {total} tricks, V2)"},
    "analyse.help.time_limit": {"fr": "secondes pour toute la recherche ({default} par défaut, au plus {high}) ; "
                                      "les cartes qu'elle n'a pas eu le temps de juger sont dites non jugées",
                                "en": "seconds for the whole search (default {default}, at most {high}); "
                                      "the cards it had no time to judge are reported as not judged"},
    "analyse.legend": {"fr": "! une carte qui a coûté des points à son camp ; !! la carte qui a fait basculer le contrat ; ? non jugée",
                       "en": "! a card that cost its side points; !! the card that turned the contract; ? not judged"},
    "analyse.no_record": {"fr": "{source} : aucune fiche à revoir.", "en": "{source}: no record to review."},
    "analyse.one_record": {"fr": "tarot analyse revoit une seule donne à la fois, et l'entrée en contient {count}.",
                           "en": "tarot analyse reviews one deal at a time, and the input holds {count}."},
    "analyse.unfinished": {"fr": "Donne inachevée (plis complets : {played} sur {total}) : seule une donne finie peut être "
                                 "revue.",
                           "en": "Unfinished deal (full tricks: {played} of {total}): only a finished deal can be reviewed."},
    "analyse.all_pass": {"fr": "Tout le monde a passé : aucune carte n'a été jouée, il n'y a rien à revoir.",
                         "en": "Everyone passed: no card was played, so there is nothing to review."},
    "analyse.cancelled": {"fr": "Donne annulée (Petit sec) : aucune carte n'a été jouée, il n'y a rien à revoir.",
                          "en": "Deal cancelled (Petit sec): no card was played, so there is nothing to review."},
    "case.play.legal": {"fr": "Cartes jouables : {cards}", "en": "Cards you may play: {cards}"},
    # the golden records' titles (tarot_core.io.golden.golden_title): the replayer, the edge-case lab, lesson 8
    "golden.title.excuse_last_slam_petit_17": {"fr": "Chelem avec l'Excuse au bout, le Petit au 17e pli",
                                                      "en": "Excuse-last slam, the Petit in trick 17"},
    "golden.title.excuse_last_slam_unannounced_r3_r5": {"fr": "Variante : chelem non annoncé, Petit d'un "
                                                                     "défenseur au 17e pli",
                                                               "en": "Variant: unannounced slam, a defender's Petit "
                                                                     "in trick 17"},
    "golden.title.taker_slam_without_excuse_87": {"fr": "Chelem du preneur sans l'Excuse : 87 points",
                                                         "en": "Taker's slam without the Excuse: 87 points"},
    "golden.title.defence_slam_announced_r1": {"fr": "Chelem annoncé, et la défense fait tous les plis",
                                                      "en": "Slam announced, and the defence wins every trick"},
    "golden.title.excuse_last_trick_changes_sides": {"fr": "L'Excuse jouée au dernier pli change de camp",
                                                            "en": "The Excuse played to the last trick changes sides"},
    "golden.title.four_kings_fifteen_trumps_poignee": {"fr": "Quatre rois, 15 atouts : la poignée complétée "
                                                                    "par l'écart",
                                                              "en": "Four kings, 15 trumps: a poignée completed from "
                                                                    "the discard"},
    "golden.title.excuse_debt_unpaid_r2": {"fr": "Chelem de la défense, Excuse jouée tôt par le preneur",
                                                  "en": "Defence slam, the taker's Excuse played early"},
    "golden.title.excuse_exchanged": {"fr": "L'Excuse échangée aussitôt contre une carte basse",
                                             "en": "The Excuse exchanged at once for a low card"},
    "golden.title.excuse_debt_paid_later": {"fr": "Dette d'Excuse payée plus tard",
                                                   "en": "Excuse debt paid later"},
    "golden.title.petit_au_bout_lost": {"fr": "Petit au bout perdu par le camp qui l'a joué",
                                               "en": "Petit au bout lost by the side that played it"},
    "golden.title.worked_example_s5": {"fr": "L'exemple des règles (S5)",
                                              "en": "The rules' worked example (S5)"},
    "golden.title.garde_sans_bouts_in_chien": {"fr": "Garde Sans : le 21 dans le chien est au preneur",
                                                      "en": "Garde Sans: the 21 in the chien is the taker's"},
    "golden.title.garde_contre_bouts_in_chien": {"fr": "Garde Contre : les bouts du chien sont à la défense",
                                                        "en": "Garde Contre: the chien's bouts are the defence's"},
    "golden.title.forced_trump_discard": {"fr": "Écart d'atouts forcé", "en": "Forced trump discard"},
    "golden.title.petit_sec_cancelled": {"fr": "Petit sec : donne annulée", "en": "Petit sec: deal cancelled"},
    "golden.title.all_pass": {"fr": "Tout le monde passe", "en": "Everybody passes"},
}

register("io", TEXTS)
