"""The lessons' toolkit, so that their cells stay short: seeds, tables, practice cases, checks.

Nothing here decides a rule: every fact comes from ``tarot_core`` (points and kinds C2–C3,
pairs C4, targets S1–S2, petit sec D4, auction A1–A3, chien E1/E3, discard E2, legal cards
P2–P5 and X1, trick winner P6/X2) and every sentence from
the course's own catalogue (:mod:`tarot_course.texts`, read with ``say``). The parts, by role:

* :mod:`~tarot_course.seed` — ``start(lang)``, the lesson's seed (``TAROT_LAB_SEED``) and
  its random stream ``lesson_rng``;
* :mod:`~tarot_course.display` — what a lesson shows: ``Shown``, ``rule_box``, the tables
  of the core's facts, ``show_cards``, ``show_deal``, breakdown lines, the Excuse's story, a
  quiz's table revealed with its solution (``solution_table``) and charts whose tables speak
  the lesson's language (``chart_in_language``);
* :mod:`~tarot_course.practice` — the practice cases: piles, hands, auctions, tricks and
  refereed deals (random legal play, or four basic bots: ``bot_outcome``), drawn from the lesson's seed;
* :mod:`~tarot_course.checks` — the exercises' :class:`Check` functions for
  :class:`widgets.quiz.Quiz`, and the choices their questions offer.
* :mod:`~tarot_course.history` — lesson 21 only: what an OLDER rules text says (its count
  with low cards, its targets, bids and *mouche* pool), computed beside the core's rules; not
  the project's rules, and imported as ``from tarot_course import history``.
* :mod:`~tarot_course.looking_back` — lesson 17 only: its two played deals (package data,
  ``lessons/tarot_course/deals/``), their exact review (the core's ``review``) and the checks of its
  exercises; imported as ``from tarot_course.looking_back import ...``.
* :mod:`~tarot_course.odds` — lesson 18's tables and exercises (each an ``Exercise``: its
  question, check and quiz options, and the facts it drew), the core's odds in the course's
  words; :mod:`~tarot_course.counting_hands` — lesson 22's chart and exercises, the score S3
  asked of ``tarot_core.analysis.symbolic``.
* The strategy lessons' own modules, each imported by its lesson only, each asking the basic
  bot (``tarot_core.analysis.bots``) for its advice rather than stating any of its own:
  :mod:`~tarot_course.bidding` (lesson 12), :mod:`~tarot_course.discarding` (13),
  :mod:`~tarot_course.taker_play` (14) and :mod:`~tarot_course.defence` (15 and 16).
* :mod:`~tarot_course.play_first` — the play-first page only (issue 24 §2): the room's first deal,
  one the learner takes on the basic bot's hint, at a practice table with every hand face up.

A lesson imports what it uses from here: ``from tarot_course import start, rule_box, ...``.

>>> import os; os.environ["TAROT_LAB_SEED"] = "7"
>>> start("en")
Deal number fixed by the instructor (TAROT_LAB_SEED): 7.
7
>>> del os.environ["TAROT_LAB_SEED"]
>>> rule_box("P4", "en").text
'P4 — Overtrump whenever you can, even over a partner'
>>> card_value_check("QH", "en")(3.5)
(True, 'C3: Queen of ♥ hearts (queen) is worth 3.5 points.')
"""
from __future__ import annotations

from tarot_core.deal import playable_deal  # D4: the deal, or the next one played (one home: the core)
from widgets.labels import side_name

from .checks import (
                     Check,
                     answer_check,
                     bouts_check,
                     bouts_count_check,
                     card_value_check,
                     chien_check,
                     chien_size_check,
                     contract_check,
                     contract_choices,
                     discard_advice,
                     discard_check,
                     excuse_last_question,
                     excuse_last_reason,
                     good_discard,
                     is_trump_check,
                     led_check,
                     legal_check,
                     made_check,
                     made_choices,
                     margin_check,
                     may_play_check,
                     other_pile_check,
                     pack_rest_check,
                     pack_size_check,
                     pack_total_check,
                     pair_value_check,
                     pairs_check,
                     petit_sec_check,
                     points_check,
                     seat_choices,
                     side_choices,
                     taker_check,
                     target_check,
                     trumps_needed_check,
                     winner_check,
                     winner_choices,
                     yes_no,
)
from .display import (
                     Shown,
                     auction_order,
                     auction_table,
                     bids_text,
                     breakdown_lines,
                     cards_table,
                     chart_in_language,
                     contracts_table,
                     discard_examples,
                     excuse_story,
                     legal_table,
                     pair_values_table,
                     pairs_table,
                     points_table,
                     rule_box,
                     seat_name,
                     show_cards,
                     show_deal,
                     solution_table,
                     target_lines,
                     value_table,
                     winner_lines,
)
from .practice import (
                     bot_outcome,
                     bout_pile,
                     court_and_low,
                     dealt_versus_end,
                     excuse_last_case,
                     excuse_led_trick,
                     overtrump_case,
                     pack_part,
                     petit_sec_hand,
                     played_piles,
                     random_auction,
                     random_court_card,
                     random_court_cards,
                     random_full_trick,
                     random_pile,
                     random_points,
                     random_score_facts,
                     random_trick,
                     seeded_outcome,
                     taker_cards,
)
from .seed import ENV_SEED, lesson_rng, lesson_seed, start

__all__ = [
    # seed
    "ENV_SEED", "lesson_rng", "lesson_seed", "start",
    # display
    "Shown", "auction_order", "auction_table", "bids_text", "breakdown_lines", "cards_table",
    "chart_in_language", "contracts_table", "discard_examples", "excuse_story", "legal_table",
    "pair_values_table", "pairs_table", "points_table", "rule_box", "seat_name", "show_cards", "show_deal", "side_name",
    "solution_table", "target_lines", "value_table", "winner_lines",
    # practice
    "bot_outcome", "bout_pile", "court_and_low", "dealt_versus_end", "excuse_last_case", "excuse_led_trick",
    "overtrump_case", "pack_part", "petit_sec_hand",
    "playable_deal", "played_piles", "random_auction", "random_court_card", "random_court_cards",
    "random_full_trick", "random_pile", "random_points", "random_score_facts", "random_trick", "seeded_outcome",
    "taker_cards",
    # checks
    "Check", "answer_check", "bouts_check", "bouts_count_check", "card_value_check", "chien_check",
    "chien_size_check", "contract_check", "contract_choices", "discard_advice", "discard_check",
    "excuse_last_question", "excuse_last_reason", "good_discard",
    "is_trump_check", "led_check",
    "legal_check", "made_check", "made_choices", "margin_check", "may_play_check", "other_pile_check",
    "pack_rest_check", "pack_size_check", "pack_total_check", "pair_value_check", "pairs_check", "petit_sec_check",
    "points_check",
    "seat_choices", "side_choices", "taker_check", "target_check", "trumps_needed_check", "winner_check",
    "winner_choices", "yes_no",
]
