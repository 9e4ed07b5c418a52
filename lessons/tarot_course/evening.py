"""Lesson 11 (a whole evening): the scoresheet's tables and the evening's exercises, written once
for both languages. The facts come from the core's :class:`~tarot_core.io.session.Scoresheet`
(its rows, totals and ranking: G1, G2, S4) and from the table (the taker against the others, S4).

>>> from tarot_core.io.session import Scoresheet
>>> tie = Scoresheet(["Ana", "Bea", "Cyril", "Dan"])
>>> _ = tie.add_facts(0, "prise", 41, 2)
>>> _ = tie.add_facts(1, "prise", 41, 2)
>>> standings(tie, "en")
'1. Ana 50, 1. Bea 50, 3. Cyril −50, 3. Dan −50'
>>> of_name("Ana", "fr"), of_name("Bea", "fr"), of_name("Bea", "en")
("d'Ana", 'de Bea', "Bea's")
"""
from __future__ import annotations

from tarot_core.io.session import SESSION_DEALS, Scoresheet
from tarot_core.table import FOUR_PLAYERS
from widgets.labels import fmt_points

from .checks import Check, answer_check
from .texts import say

VOWELS = "AEIOU"      # a name that opens with one takes the elided form (French: « d'Ana »)


def _col(key: str, lang: str | None) -> str:
    return say(f"lesson11.col.{key}", lang)


def of_name(name: str, lang: str | None = None) -> str:
    """*name* as the owner of something: « d'Ana », « de Bea », "Ana's"."""
    return say("lesson11.of.vowel" if name[:1] in VOWELS else "lesson11.of.consonant", lang, name=name)


def player_names(lang: str | None = None) -> list[str]:
    """'Player 1' … one name a seat, for the learner to replace with the table's names."""
    return [say("lesson11.player", lang, n=seat + 1) for seat in range(FOUR_PLAYERS.seats)]


# --------------------------------------------------------------------------- the sheet's tables
def entry_rows(sheet: Scoresheet, players, lang: str | None = None) -> list[dict]:
    """Every entry (G1, D4, D5, A3): its valid-deal number, its kind, dealer, taker, S and the running
    totals, as :func:`widgets.charts.make_table` shows them."""
    return [{_col("valid", lang): row["number"] or "—",
             _col("kind", lang): say(f"lesson11.kind.{row['kind']}", lang),
             _col("dealer", lang): players[entry["dealer"]],
             _col("taker", lang): players[row["taker"]] if row.get("taker") is not None else "—",
             "S": row["S"],
             **dict(zip(players, row["totals"], strict=True))}
            for row, entry in zip(sheet.rows(), sheet.deals, strict=True)]


def score_rows(sheet: Scoresheet, players, lang: str | None = None) -> list[dict]:
    """Every entry with each player's score in that deal (S4; a cancelled deal scores 0)."""
    return [{_col("valid", lang): row["number"] or "—",
             _col("kind", lang): say(f"lesson11.kind.{row['kind']}", lang),
             **dict(zip(players, row["scores"], strict=True))}
            for row in sheet.rows()]


def ranking_rows(sheet: Scoresheet, lang: str | None = None) -> list[dict]:
    """G2: the core's ranking, one row a player."""
    head = [_col("place", lang), _col("player", lang), _col("total", lang)]
    return [dict(zip(head, r, strict=True)) for r in sheet.ranking()]


def standings(sheet: Scoresheet, lang: str | None = None) -> str:
    """G2 in a line: '1. Ana 50, 1. Bea 50, 3. Cyril −50, 3. Dan −50'."""
    return ", ".join(f"{place}. {name} {fmt_points(total, lang)}" for place, name, total in sheet.ranking())


# --------------------------------------------------------------------------- the exercises
def taker_score_check(result, lang: str | None = None) -> Check:
    """S4: what the taker scores for the core's *result*: his share at the table, against each defender."""
    shares = result.scores(0)                     # seat 0 takes: his share, then the defenders'
    taker, defender = shares[0], shares[1]
    return answer_check(taker, say("lesson11.warm.taker.ok", lang, defenders=FOUR_PLAYERS.seats - 1,
                                   taker=fmt_points(taker, lang), defender=fmt_points(defender, lang)),
                        say("lesson11.warm.taker.hint", lang))


def total_check(sheet: Scoresheet, who: str, lang: str | None = None) -> Check:
    """G1: *who*'s total, the sum of the scores of the valid deals."""
    seat = sheet.players.index(who)
    terms = " + ".join(fmt_points(r["scores"][seat], lang) for r in sheet.rows() if r["counts"])
    total = sheet.totals[who]
    return answer_check(total, say("lesson11.total.ok", lang, of_who=of_name(who, lang), terms=terms,
                                   total=fmt_points(total, lang)),
                        say("lesson11.total.hint", lang))


def place_check(sheet: Scoresheet, name: str, lang: str | None = None, hint: str = "lesson11.place.hint") -> Check:
    """G2: *name*'s place in the core's ranking (equal totals share a place)."""
    places = {who: place for place, who, _ in sheet.ranking()}
    return answer_check(places[name], say("lesson11.place.ok", lang, standings=standings(sheet, lang)),
                        say(hint, lang))


def deals_left_check(sheet: Scoresheet, lang: str | None = None) -> Check:
    """G1: the valid deals still to play before the session ends."""
    return answer_check(SESSION_DEALS - sheet.valid_deals,
                        say("lesson11.left.ok", lang, valid=sheet.valid_deals, session=SESSION_DEALS),
                        say("lesson11.left.hint", lang))


def zero_sum_check(sheet: Scoresheet, name: str, lang: str | None = None) -> Check:
    """S4: *name*'s total, from the three others' (the players' totals add up to what every deal
    adds up to, zero)."""
    total = sum(sheet.totals.values())
    terms = " + ".join(fmt_points(v, lang) for v in sheet.totals.values())
    return answer_check(sheet.totals[name], say("lesson11.zero.ok", lang, terms=terms, sum=fmt_points(total, lang)),
                        say("lesson11.zero.hint", lang))


def others_totals(sheet: Scoresheet, name: str, lang: str | None = None) -> str:
    """The totals of every player but *name*, in words: 'Ana +58, Bea −29, Dan −29'."""
    return ", ".join(f"{who} {fmt_points(total, lang, signed=True)}" for who, total in sheet.totals.items()
                     if who != name)


__all__ = ["VOWELS", "deals_left_check", "entry_rows", "of_name", "others_totals", "place_check", "player_names",
           "ranking_rows",
           "score_rows", "standings", "taker_score_check", "total_check", "zero_sum_check"]
