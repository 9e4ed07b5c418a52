"""Lesson 13, "The discard" / "L'écart": a legal discard (E1–E2) that is also a good one.

A good discard, as the basic bot makes it (its rule of thumb
:func:`tarot_core.analysis.bots.discard_for_voids`), in the order this module weighs it:

1. it makes **voids**: suits the taker no longer holds, where he may trump (P3);
2. it empties the suits **without a king** first: a king's suit can never be emptied (E2 keeps the
   king in hand). A king left bare is no fault: it survives the first round of its suit as often as
   when kept with its small cards (the same cards are out against it, ``king_survives``), and once
   cashed it leaves a void to trump (P3), so the facts name it and the grading does not count it;
3. it puts **points away**: the discard counts for the taker (E1), so a queen or a cavalier there is
   safe from the defence's kings and trumps;
4. it discards **trumps only when forced**, exactly max(0, 6 − n) of them, the lowest (E2: shown).

Nothing here decides a rule: legality is the core's (:func:`~tarot_core.discard.check_discard`,
:func:`~tarot_core.discard.discard_verdict`), the good discard and every "why this card" line are the
basic bot's (:meth:`~tarot_core.analysis.bots.BasicBot.advise`), the results are the referee's and
the exact search's (:func:`~tarot_core.analysis.solver.solve`). The sentences are the widgets'
catalogue (``lesson13.*`` keys of :mod:`tarot_course.texts`).

>>> st = discard_position(WORKED_SEED)
>>> st.phase, st.contract.code, len(st.hands[st.taker])
('discard', 'garde', 24)
>>> good = assess(st, bot_discard(st).value)
>>> [s.letter for s in good.voids], good.points, good.bare_kings
(['H', 'D'], 9.0, ())
>>> small = assess(st, smallest_discard(st))
>>> small.voids, small.points
((), 3.0)
>>> key_of(good) > key_of(small)
True
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache

from tarot_core.analysis.bots import Advice, BasicBot, play_turn
from tarot_core.auction import Contract
from tarot_core.cards import Card, parse_cards, points_of, sort_key
from tarot_core.catalogue import check_language, format_number
from tarot_core.discard import check_discard, discard_trumps_needed, discard_verdict
from tarot_core.game import GameState
from tarot_core.table import FOUR_PLAYERS
from widgets.labels import fmt_points

from .checks import Check
from .texts import say

#: The worked deal's seed (found by search over seeds, the bot's order of issue 24 §1): a Garde whose
#: basic-bot discard empties hearts and diamonds; the taker leads trick 1, then the defence leads its
#: kings of those suits. Played after that discard the Garde is made (the kings trumped, P3), after the
#: six smallest cards it fails (the taker's queen and jack fall under the kings, P2).
WORKED_SEED = 955
#: The exact search judges both versions of the worked deal from this trick on (well under a second).
JUDGED_FROM = 12
#: The table the lesson's deals are played at (D3: its seats, hands, chien and tricks).
TABLE = FOUR_PLAYERS
_BOTS = tuple(BasicBot() for _ in range(TABLE.seats))


def _t(key: str, lang, **fields) -> str:
    return say("lesson13." + key, lang, **fields)


def _names(cards, lang) -> str:
    return ", ".join(c.name(lang) for c in sorted(cards, key=sort_key))


# --------------------------------------------------------------------------- deals at the discard
def discard_position(seed: int, tries: int = 200) -> GameState:
    """The first deal from *seed* on whose auction, bid by four basic bots (``bid_by_count``), ends in
    a Prise or a Garde (E1: the taker takes the chien and discards): the state at the discard, the
    taker holding his 24 cards. The dealer is the seed modulo the seats (as ``bot_outcome`` deals)."""
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise ValueError(_t("bad_seed", None, value=repr(seed)))
    for s in range(seed, seed + tries):
        st = GameState.new(seed=s, dealer=s % TABLE.seats)
        while st.phase == "auction":
            play_turn(st, _BOTS)
        if st.phase == "discard" and st.contract in (Contract.PRISE, Contract.GARDE):
            return st
    raise LookupError(_t("no_case", None, first=seed, last=seed + tries - 1))


def cards24(state: GameState) -> tuple[Card, ...]:
    """The taker's 24 cards at the discard (hand + chien, E1), in display order."""
    return tuple(sorted(state.hands[_taker(state)], key=sort_key))


def bot_discard(state: GameState) -> Advice:
    """The basic bot's discard for the taker of *state*, with its rule (``discard_for_voids``)."""
    return BasicBot().advise(state.view(_taker(state)))


def _bot_cards(state: GameState) -> tuple[Card, ...]:
    """The six cards of the basic bot's discard, in display order."""
    return tuple(sorted(parse_cards(bot_discard(state).value), key=sort_key))


def smallest_discard(state: GameState) -> tuple[Card, ...]:
    """A beginner's discard: the six suit cards other than kings worth least (points, then rank).
    Legal whenever the 24 cards hold six such cards (E2); checked by the core."""
    plain = sorted((c for c in cards24(state) if c.suit is not None and not c.is_king),
                   key=lambda c: (c.points, c.rank, c.suit))
    chosen = tuple(sorted(plain[:TABLE.discard_size], key=sort_key))
    hand, chien = _split(state)
    check_discard(hand, chien, chosen)
    return chosen


def bare_kings_discard(state: GameState) -> tuple[Card, ...]:
    """A discard that strips kings: the smallest cards of the suits where the taker holds a king,
    then the smallest of the others (legal, E2; checked by the core)."""
    mine = cards24(state)
    king_suits = {c.suit for c in mine if c.is_king}
    plain = [c for c in mine if c.suit is not None and not c.is_king]
    order = sorted(plain, key=lambda c: (c.suit not in king_suits, c.points, c.rank, c.suit))
    chosen = tuple(sorted(order[:TABLE.discard_size], key=sort_key))
    hand, chien = _split(state)
    check_discard(hand, chien, chosen)
    return chosen


def _taker(state: GameState) -> int:
    """The taker's seat at the discard (there is one once the auction has a contract, E1)."""
    assert state.taker is not None
    return state.taker


def _split(state: GameState):
    chien = state.chien
    hand = tuple(c for c in state.hands[_taker(state)] if c not in chien)
    return hand, chien


# --------------------------------------------------------------------------- judging a discard
@dataclass(frozen=True)
class DiscardFacts:
    """What a legal discard does (E1–E2, P3): the suits left empty, the kings left bare (their suit's
    other cards all discarded: a void to trump once the king is cashed), the points put away (C3), the
    trumps shown (E2) and how many E2 forced."""
    discard: tuple[Card, ...]
    voids: tuple
    bare_kings: tuple[Card, ...]
    points: float
    trumps: tuple[Card, ...]
    forced: int

    def text(self, lang: str | None = None) -> str:
        """The facts in one sentence part, in the learner's language."""
        lang = check_language(lang)
        voids = (_t("voids", lang, suits=", ".join(s.label(lang) for s in self.voids)) if self.voids
                 else _t("no_void", lang))
        extra = ""
        if self.bare_kings:
            extra += _t("bare", lang, kings=_names(self.bare_kings, lang))
        if self.trumps:
            extra += _t("trumps", lang, cards=_names(self.trumps, lang))
        return _t("facts", lang, voids=voids, points=format_number(self.points, lang), extra=extra)


def assess(state: GameState, discard) -> DiscardFacts:
    """The facts of *discard* for the taker of *state*; an illegal discard raises the core's
    ``DiscardError`` (E1–E2)."""
    hand, chien = _split(state)
    chosen = tuple(sorted(parse_cards(discard), key=sort_key))
    trumps = check_discard(hand, chien, chosen)
    kept = [c for c in cards24(state) if c not in chosen]
    suits = sorted({c.suit for c in cards24(state) if c.suit is not None})
    voids = tuple(s for s in suits if not any(c.suit == s for c in kept))
    bare = tuple(k for k in kept if k.is_king and not any(c.suit == k.suit and c != k for c in kept)
                 and any(c.suit == k.suit for c in chosen))
    return DiscardFacts(chosen, voids, bare, points_of(chosen), tuple(trumps),
                        discard_trumps_needed(cards24(state)))


def key_of(facts: DiscardFacts) -> tuple:
    """How this lesson ranks legal discards, principle by principle: more voids, more points put away,
    lower trumps shown. A bare king is neither a fault nor a merit here (P3: it survives the first round
    as often as a guarded one, :func:`tarot_course.odds.bare_king_line`)."""
    return (len(facts.voids), facts.points, -sum(c.rank for c in facts.trumps))


def quality_check(state: GameState, lang: str | None = None) -> Check:
    """The learner's six cards: illegal → the core's E2 reason; legal → compared, principle by
    principle (:func:`key_of`), with the basic bot's ``discard_for_voids``; right when at least as good."""
    lang = check_language(lang)
    hand, chien = _split(state)
    advice = bot_discard(state)
    bot = assess(state, advice.value)
    solution = _t("solution", lang, advice=advice.text(lang), facts=bot.text(lang))

    def check(answer):
        verdict = discard_verdict(hand, chien, parse_cards(answer), lang=lang)
        if not verdict.valid:
            return False, verdict.reason
        mine = assess(state, answer)
        if key_of(mine) >= key_of(bot):
            return True, _t("good", lang, mine=mine.text(lang), bot=bot.text(lang))
        return False, _t("weaker", lang, mine=mine.text(lang), bot=bot.text(lang), why=_worse(mine, bot, lang))
    return Check(check, solution)


def _worse(mine: DiscardFacts, bot: DiscardFacts, lang) -> str:
    """The first principle on which *mine* falls short of the bot's discard."""
    if len(mine.voids) < len(bot.voids):
        return _t("why.voids", lang)
    if mine.points < bot.points:
        return _t("why.points", lang)
    return _t("why.trumps", lang)


# --------------------------------------------------------------------------- three discards to compare
def candidates(state: GameState) -> dict[str, tuple[Card, ...]]:
    """Three legal discards of the taker's 24 cards: the bot's, the six smallest, the king-strippers."""
    return {"bot": _bot_cards(state), "smallest": smallest_discard(state),
            "kings": bare_kings_discard(state)}


def comparison_case(seed: int, tries: int = 200) -> tuple[GameState, list[str]]:
    """The first deal from *seed* on whose three :func:`candidates` differ and whose best
    (:func:`key_of`) is the basic bot's alone: ``(state at the discard, candidate names in a
    shuffled order)``."""
    for s in range(seed, seed + tries):
        try:
            st = discard_position(s, tries=1)
            cands = candidates(st)
        except Exception:       # no Prise/Garde at this seed, or fewer than six suit cards
            continue
        keys = {name: key_of(assess(st, d)) for name, d in cands.items()}
        if len({frozenset(d) for d in cands.values()}) == 3 and all(
                keys["bot"] > k for name, k in keys.items() if name != "bot"):
            order = list(cands)
            random.Random(s).shuffle(order)
            return st, order
    raise LookupError(_t("no_case", None, first=seed, last=seed + tries - 1))


def candidate_choices(state: GameState, order, lang: str | None = None) -> list[tuple[str, str]]:
    """The choices of the comparison quiz: one per candidate, lettered, its cards named."""
    lang = check_language(lang)
    cands = candidates(state)
    return [(_t("choice", lang, letter="ABC"[i], cards=_names(cands[name], lang)), name)
            for i, name in enumerate(order)]


def best_choice_check(state: GameState, lang: str | None = None) -> Check:
    """Which of the three discards is best? Each answer gets its facts beside the best one's."""
    lang = check_language(lang)
    cands = candidates(state)
    facts = {name: assess(state, d) for name, d in cands.items()}
    best = max(facts, key=lambda n: key_of(facts[n]))
    ok_text = _t("best.ok", lang, facts=facts[best].text(lang), advice=bot_discard(state).text(lang))

    def check(answer):
        if answer == best:
            return True, ok_text
        if answer not in facts:
            return False, _t("best.bad", lang, mine="?", best=facts[best].text(lang),
                             why=_t("why.voids", lang))
        return False, _t("best.bad", lang, mine=facts[answer].text(lang), best=facts[best].text(lang),
                         why=_worse(facts[answer], facts[best], lang))
    return Check(check, ok_text)


# --------------------------------------------------------------------------- forced trumps (E2)
def forced_trumps_case(rng: random.Random) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """A hand and a chien whose 24 cards hold the four kings and only 1–4 other suit cards: E2 then
    forces trumps into the discard. No bout, so every trump may go."""
    from tarot_core.cards import DECK
    kings = [c for c in DECK if c.is_king]
    plain = rng.sample([c for c in DECK if c.suit is not None and not c.is_king], rng.randint(1, 4))
    size = TABLE.hand_size + TABLE.chien_size            # the taker's cards at the discard (E1)
    trumps = rng.sample([c for c in DECK if c.is_trump and not c.is_bout], size - len(kings) - len(plain))
    pool = kings + plain + trumps
    rng.shuffle(pool)
    return (tuple(sorted(pool[:TABLE.hand_size], key=sort_key)),
            tuple(sorted(pool[TABLE.hand_size:], key=sort_key)))


def _forced_state(hand, chien) -> GameState:
    """A state at the discard holding *hand* + *chien* for seat 0, the taker of a Garde."""
    from tarot_core.cards import DECK
    rest = sorted((c for c in DECK if c not in hand and c not in chien), key=lambda c: not c.is_bout)
    n, others = TABLE.hand_size, TABLE.seats - 1
    st = GameState.from_deal([hand, *(rest[i * n:(i + 1) * n] for i in range(others))], chien, dealer=others)
    for bid in (Contract.GARDE, *[None] * others):
        st.bid(bid)
    return st


def trump_choices(hand, chien, lang: str | None = None) -> list[tuple[str, str]]:
    """Two legal discards of a forced case, in an order drawn from the hand: the bot's (the lowest
    trumps) and one with the highest trumps that may go."""
    lang = check_language(lang)
    low, high = _forced_pair(hand, chien)
    order = [("high", high), ("low", low)]
    random.Random(" ".join(c.code for c in parse_cards(hand))).shuffle(order)   # the answer moves
    return [(_t("choice", lang, letter="AB"[i], cards=_names(cards, lang)), name)
            for i, (name, cards) in enumerate(order)]


def _forced_pair(hand, chien):
    st = _forced_state(hand, chien)
    low = _bot_cards(st)
    mine = cards24(st)
    plain = [c for c in mine if c.suit is not None and not c.is_king]
    trumps = sorted((c for c in mine if c.is_trump and not c.is_bout), reverse=True)
    high = tuple(sorted(plain + trumps[:TABLE.discard_size - len(plain)], key=sort_key))
    check_discard(hand, chien, high)
    return low, high


def trump_check(hand, chien, lang: str | None = None) -> Check:
    """E2: which trumps go when they must? The lowest (the bot's): the high ones win tricks."""
    lang = check_language(lang)
    st = _forced_state(hand, chien)
    low, high = _forced_pair(hand, chien)
    n = discard_trumps_needed(cards24(st))
    ok_text = _t("trump.ok", lang, n=n, advice=bot_discard(st).text(lang))
    bad = _t("trump.bad", lang, n=n, cards=_names([c for c in high if c.is_trump], lang))
    return Check(lambda a: (a == "low", ok_text if a == "low" else bad), ok_text)


# --------------------------------------------------------------------------- the worked deal, played twice
@dataclass(frozen=True)
class PlayedOut:
    """One version of the worked deal: the discard, the finished state, and for each card the taker
    played, ``(trick, card, advice)`` — the basic bot's "why this card" (``BasicBot.advise``)."""
    discard: tuple[Card, ...]
    end: GameState
    taker_cards: tuple
    starts: tuple

    def outcome(self):
        """The referee's outcome of this version."""
        return self.end.outcome()


@cache
def _played(seed: int, discard: tuple) -> PlayedOut:
    st = discard_position(seed).copy()
    st.discard(discard)
    lines: list[tuple] = []
    starts: list[GameState] = []
    while st.to_act is not None:
        seat = st.to_act
        if st.phase == "play" and not st.current_trick and len(starts) < st.trick_number:
            starts.append(st.copy())
        if st.phase == "play" and seat == st.taker:
            advice = BasicBot().advise(st.view(seat))
            lines.append((st.trick_number, advice.value, advice))
        play_turn(st, _BOTS)
    return PlayedOut(discard, st, tuple(lines), tuple(starts))


def play_after(seed: int, discard) -> PlayedOut:
    """The deal *seed* (see :func:`discard_position`) played to its end by four basic bots after the
    taker's *discard* (checked by the core, E1–E2)."""
    return _played(seed, tuple(sorted(parse_cards(discard), key=sort_key)))


def start_of(played: PlayedOut, trick: int) -> GameState:
    """The position at the first card of *trick* in *played* (a copy of the state the bots reached)."""
    if not isinstance(trick, int) or isinstance(trick, bool) or not 1 <= trick <= TABLE.n_tricks:
        raise ValueError(_t("bad_trick", None, value=repr(trick), last=TABLE.n_tricks))
    return played.starts[trick - 1].copy()


@cache
def best_from(seed: int, discard: tuple, trick: int = JUDGED_FROM):
    """The exact search's answer (S with best play, all cards known) from the first card of *trick*."""
    from tarot_core.analysis.solver import solve  # the search: imported when asked for
    return solve(start_of(play_after(seed, discard), trick))


def why_lines(played: PlayedOut, tricks, lang: str | None = None) -> list[str]:
    """For each trick in *tricks*: its cards and winner, then the taker's "why this card" line."""
    lang = check_language(lang)
    out = []
    for n, _card, advice in played.taker_cards:
        if n in tricks:
            t = played.end.tricks[n - 1]
            out.append(_t("trick", lang, n=n, cards=_names_in_order(t.cards, lang), seat=t.winner,
                          why=advice.text(lang)))
    return out


def _names_in_order(cards, lang) -> str:
    return ", ".join(c.name(lang) for c in cards)


def taker_turn(played: PlayedOut, trick: int):
    """The taker's turn in *trick* of *played*: ``(his hand, the cards played before him)``, as the
    core's ``legal_cards`` and ``may_play_check`` read them (P2–P5)."""
    st = start_of(played, trick)
    while st.to_act != st.taker:
        st.play(played.end.tricks[trick - 1].cards[len(st.current_trick)])
    return tuple(sorted(st.hands[_taker(st)], key=sort_key)), st.current_trick


def room_card(hand, seed: int) -> Card:
    """A card of *hand* drawn for the room's deal number *seed* (the same for the whole room): the
    trick-2 exercise asks whether the taker may play it, so its answer varies with the room, a trump
    or the Excuse allowed, a plain card refused by P3 (issue 24 §3: an exercise with one fixed answer
    cannot teach).

    >>> st = discard_position(WORKED_SEED)
    >>> hand, trick = taker_turn(play_after(WORKED_SEED, bot_discard(st).value), 2)
    >>> room_card(hand, 3) in hand
    True
    """
    if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
        raise ValueError(_t("bad_seed", None, value=repr(seed)))
    return random.Random(seed).choice(sorted(hand, key=sort_key))


# --------------------------------------------------------------------------- the lesson's result lines
def outcome_line(number: int, played: PlayedOut, lang: str | None = None) -> str:
    """Discard *number* of the worked deal, as played by the bots: the taker's points, the target,
    S and made or failed (the referee's outcome, S1–S3)."""
    out = played.outcome()
    assert out.taker_points is not None and out.result is not None
    return _t("played", lang, name=_t("discard", lang, n=number), points=fmt_points(out.taker_points, lang),
              target=fmt_points(out.result.target, lang), S=fmt_points(out.S, lang, signed=True),
              verdict=_t("verdict.made" if out.made else "verdict.failed", lang))


def best_line(number: int, discard, lang: str | None = None, trick: int = JUDGED_FROM) -> str:
    """Discard *number* of the worked deal judged by the exact search from *trick* on (:func:`best_from`)."""
    best = best_from(WORKED_SEED, tuple(sorted(parse_cards(discard))), trick)
    return _t("best_line", lang, name=_t("discard", lang, n=number), trick=trick,
              S=fmt_points(best.S, lang, signed=True), points=fmt_points(best.taker_points, lang))


__all__ = ["JUDGED_FROM", "TABLE", "WORKED_SEED", "DiscardFacts", "PlayedOut", "assess", "bare_kings_discard",
           "best_choice_check", "best_from", "best_line", "bot_discard", "candidate_choices", "candidates", "cards24",
           "comparison_case", "discard_position", "forced_trumps_case", "key_of", "outcome_line", "play_after",
           "quality_check", "room_card", "smallest_discard", "start_of", "taker_turn", "trump_check", "trump_choices",
           "why_lines"]
