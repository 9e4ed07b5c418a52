"""Widget 11 (issue 13) — the rules desk: a player settles an edge case with the mouse.

Five questions, each answered by the core with its rule IDs:

1. ``play`` — may I play this card? A hand and the trick so far, picked card by card
   (:func:`tarot_core.play.legal_cards`, ``illegal_reasons``: P2–P5, X1, X2);
2. ``discard`` — is this discard allowed (:func:`tarot_core.discard.discard_verdict`, E1–E2), or
   this poignée (:func:`tarot_core.poignee.poignee_verdict`, B1–B3)? (``mode`` discard/poignee);
3. ``end`` — the end of a deal: who won the earlier tricks, the last one to three tricks card by
   card with their leaders, where the Excuse and the Petit were, the slam announced, the contract
   (:func:`tarot_core.ending.end_of_deal`: X3–X7, B5–B8, R1–R5);
4. ``score`` — the score from the facts (the score calculator's facts,
   :func:`tarot_core.scoring.score_facts`, which refuses facts that cannot happen, with the rule);
5. ``referee`` — a whole deal record pasted or uploaded (:func:`tarot_core.referee.referee`): the
   referee's story (with the R… rulings lines), its breakdown, and the deal stepped through in
   :attr:`RulesDesk.replayer` (a :class:`~widgets.replay.DealReplayer`).

Every answer goes through one path: the desk's state is the question written as a *case*
(:mod:`tarot_core.io.case`, ``case_for_*``: :attr:`RulesDesk.case`), and everything shown is drawn
from that case and ``case.answer(lang)`` alone (:meth:`RulesDesk.answer_of`), asked once per case
and language. So **Share** gives the case as text (:meth:`~tarot_core.io.case.Case.to_text`), and
pasting that text back (:func:`~tarot_core.io.case.parse_case`) puts it on the desk through the same
``set_*`` methods a Python caller uses (the case's facts read back by the core,
:func:`~tarot_core.io.case.case_arguments`), with every line of the same answer. The cards are
picked with :class:`~widgets.picker.Piles` (one per question; each card in one place, C1). The desk
holds view state only; the sizes come from the core's table.

**Every table** (issue 25): :attr:`RulesDesk.players` (3, 4 or 5, the selector at the top, action
``table``) sets the table every question is asked at (V1: hands of 24, 18 or 15 cards, tricks of
3, 4 or 5 cards). At five the call (action ``call_set``: the called card, where it was dealt — a
seat or the chien — and whether the play question is the first trick's) asks the core's own
questions: *may I lead this?* at trick 1 (V6, R9), and at the end of the deal *who was the
partner?* and *was the taker alone?* (V5, R7: the core's end_of_deal completes and referees the
deal and says who held the called card), with the split of S (V9, R6); the score at three and five
(V9, V11; alone at five). A table or call the rules do not have is refused in one line naming V1
or V4, and nothing changes.

>>> five = RulesDesk(lang="en")
>>> five.set_table(5)
>>> five.set_end("garde_sans", [(0, "T21 2H 3H 4H 5H")], excuse_earlier="chien", petit_earlier="chien",
...              called="KS", holder="chien")
>>> five.answer["end"]["partner"], five.answer["end"]["alone"], five.answer["camp"][:45]
(None, True, 'The taker (seat 0) was alone: the called card')

>>> desk = RulesDesk(lang="en")
>>> desk.set_play("KH 3H 7C T5 T12", "EX 9S T8")         # the Excuse led: 9S sets the suit (X2)
>>> desk.answer["rules"], desk.answer["legal"]
(['P3', 'P4', 'X2'], ['T12'])
>>> desk.set_end("garde", taker=2, earlier="taker", last_tricks=[(2, "T1 QD KS QH"), (2, "EX KD KC KH")])
>>> desk.value.slam, desk.value.petit_au_bout, desk.value.rulings
('taker', 'taker', ('R3',))
>>> text = desk.share(); desk.set_play("KS", ""); desk.open_case(text); desk.question
'end'
"""
from __future__ import annotations

import inspect
import json
import re
import typing
from collections.abc import Callable, Mapping

import traitlets

from tarot_core.auction import Contract, parse_contract
from tarot_core.call import first_trick_forbidden
from tarot_core.cards import Card, parse_card, parse_cards
from tarot_core.catalogue import RULES, rule_title, text as core_text
from tarot_core.ending import LAST_ASKED
from tarot_core.errors import DealError, RecordError, TarotError, named
from tarot_core.io import case as cases
from tarot_core.io.case import Case, Ruling, case_arguments
from tarot_core.record import MAX_RECORD_BYTES
from tarot_core.scoring import poignee_name
from tarot_core.table import FIVE_PLAYERS, FOUR_PLAYERS as TABLE, TABLES, Table, table_for

if typing.TYPE_CHECKING:
    from tarot_core.discard import Verdict
    from tarot_core.ending import Ending
    from tarot_core.record import DealRecord
    from tarot_core.referee import Outcome
    from tarot_core.scoring import ScoreResult

    from .replay import DealReplayer

from ._base import UNSET, Refused, TarotWidget, choice_refused
from .labels import fmt_points, label, side_name
from .picker import Piles, PileSpec, Refusal, change_piles, css_of, deck_rows, deck_views, esm_of

QUESTIONS = ("play", "discard", "end", "score", "referee")
MODES = ("discard", "poignee")                   # question 2: the discard or the poignée
N_SEATS = TABLE.seats                            # the desk opens at four players (D1); RulesDesk.table after
N_TRICKS = TABLE.n_tricks                        # E4: one trick per card of a hand
HOLDER_CHIEN = "chien"                           # V5: the called card dealt to the chien
SIDES = ("taker", "defence")
EARLIER = ("taker", "defence", "each")
EXCUSE_WHERE = ("tricks", "taker", "defence", "chien")   # 'tricks': in the tricks described
PETIT_WHERE = ("tricks", "taker", "defence", "chien")
FIRST_RECORD = "worked_example_s5"
RULE_AT_START = re.compile(r"^([CDAEPXBSGR]\d)\b")

def pickers_for(table: Table = TABLE) -> dict[str, dict]:
    """The card piles of questions 1 and 2 at *table* (D3, E1, B1; V1–V3 at three and five)."""
    deal = "D3" if table == TABLE else "V1"
    return {
        "play": {"hand": {"size": table.hand_size, "rule": deal}, "trick": {"size": table.seats - 1, "ordered": True},
                 "card": {"size": 1, "from": ("hand",)}},
        "discard": {"hand": {"size": table.hand_size, "rule": deal}, "chien": {"size": table.chien_size, "rule": deal},
                    "discard": {"size": table.discard_size, "rule": "E1", "from": ("hand", "chien")}},
        "poignee": {"hand": {"size": table.hand_size, "rule": deal},
                    "discard": {"size": table.discard_size, "rule": "E1"},
                    "shown": {"size": table.triple, "rule": "B1", "from": ("hand", "discard")}},
    }


PICKERS = pickers_for(TABLE)


def _numbered(key: str, n: int) -> Callable[[str], str]:
    """The label *key* for trick *n*, in the language asked."""
    return lambda lang: label(key, lang, n=n)


def trick_piles(count: int, table: Table = TABLE) -> dict[str, PileSpec]:
    """The last *count* tricks (1–3) as piles ``t16``…``t18`` (at four players): a card a seat
    each, in play order (E4; V2 at three and five: ``t22``…``t24``, ``t13``…``t15``)."""
    out = {}
    for n in range(table.n_tricks - count + 1, table.n_tricks + 1):
        out[f"t{n}"] = PileSpec(f"t{n}", table.seats, "E4", ordered=True, title=_numbered("picker.pile.trick_n", n),
                                short=_numbered("picker.short.trick_n", n))
    return out


def _end_facts(table: Table) -> dict:
    """Question 3's facts as the desk opens at *table*: one last trick, every earlier one the taker's."""
    last = table.n_tricks
    return {"contract": "garde", "taker": 0, "count": 1, "earlier": "taker", "sides": ["taker"] * (last - 1),
            "leaders": {n: 0 for n in range(last - LAST_ASKED + 1, last + 1)},
            "excuse": "defence", "excuse_trick": 1, "petit": "taker", "slam": False, "raw_earlier": None}


def _rule_of(line: str) -> str:
    m = RULE_AT_START.match(line)
    return m.group(1) if m else ""


def _int(value, default, low: int, high: int):
    """*value* (a whole number, or one in ASCII digits) when it is from *low* to *high*, else *default*."""
    if isinstance(value, bool) or (isinstance(value, str) and not value.strip().isascii()):
        return default
    try:
        n = int(value) if isinstance(value, (int, str)) and len(str(value)) < 10 else None
    except (TypeError, ValueError):
        return default
    if n is None:
        return default
    return n if low <= n <= high else default


class RulesDesk(TarotWidget):
    """The rules desk: five questions, the cards picked with the mouse, the core's rulings."""

    _esm = esm_of("picker", "desk")
    _css = css_of("picker", "desk")
    LABELS = ("common.", "picker.", "desk.", "calc.")
    FROM_BROWSER = ()                 # the browser only sends actions; every other trait is Python's

    question = traitlets.Unicode("play").tag(sync=True)
    players = traitlets.Int(TABLE.seats).tag(sync=True)        # V1: the table the questions are asked at
    mode = traitlets.Unicode("discard").tag(sync=True)          # question 2: discard or poignee
    answer = traitlets.Dict().tag(sync=True)                    # the ruling on screen (plain data)
    piles = traitlets.Dict().tag(sync=True)                     # picker -> pile -> card codes
    deck = traitlets.List[dict]().tag(sync=True)                # the 78 cards, drawn once
    case_text = traitlets.Unicode("").tag(sync=True)            # the last case shared (Share)
    shared = traitlets.Dict().tag(sync=True)                    # the ruling of a case pasted back
    last_error = traitlets.Dict().tag(sync=True)

    @traitlets.validate("question", "mode")
    def _check_question(self, proposal):
        name, value = proposal["trait"].name, proposal["value"]
        choices = QUESTIONS if name == "question" else MODES
        if value not in choices:
            raise Refused(label("common.trait.choices", self.lang if self.lang in ("fr", "en") else None,
                                value=repr(value)[:60], choices=", ".join(choices)))
        return value

    def __init__(self, *, question: str = "play", **kwargs):
        from .calculator import ScoreCalculator
        self.pickers = {name: Piles(specs) for name, specs in PICKERS.items()}
        self.end_facts: dict = _end_facts(TABLE)
        self.call_facts: dict = {"called": "KS", "holder": "1", "first": False}    # V4, V5: five players only
        self.pickers["end"] = Piles(trick_piles(1))
        self.record_text = ""
        self.record: DealRecord | None = None      # question 5's record, read once from record_text
        self.record_case: Case | None = None       # ... and its case
        self.record_error: TarotError | None = None  # why record_text is no record (question 5)
        self.case: Case | None = None              # the question on the desk, as a case (None: incomplete)
        self.ruling: Ruling | None = None          # the core's answer to it (tarot_core.io.case)
        self._asked: tuple[tuple[Case, str], Ruling | TarotError] | None = None   # the last case answered
        self._ready = False
        lang = kwargs.get("lang")
        self.calculator = ScoreCalculator(**({"lang": lang} if lang else {}))
        self._replayer: DealReplayer | None = None
        players = kwargs.pop("players", TABLE.seats)
        super().__init__(question=question if question in QUESTIONS else "play", **kwargs)
        if players != TABLE.seats:        # V1: RulesDesk(players=3) sets the table as set_table does (its piles)
            self._do_table(players)
            if self.last_error:
                raise Refused(self.last_error["message"])
        # Question 5 opens on the rules' worked example (S5) until a record is pasted or uploaded.
        from tarot_core.io.golden import golden_records
        self._load_text(json.dumps(golden_records()[FIRST_RECORD], ensure_ascii=False), quiet=True)
        self._ready = True
        self.refresh()

    @property
    def replayer(self) -> DealReplayer:
        """Question 5's deal, card by card: a :class:`~widgets.replay.DealReplayer` made on first use
        (show it below the desk), then loaded with every record the desk referees."""
        if self._replayer is None:
            from .replay import DealReplayer
            self._replayer = (DealReplayer(self.record, lang=self.lang) if self.record is not None
                              else DealReplayer(name=FIRST_RECORD, lang=self.lang))
        return self._replayer

    @property
    def table(self) -> Table:
        """V1: the table the desk's questions are asked at (:attr:`players`)."""
        return table_for(self.players)

    def _players_arg(self) -> int | None:
        """The case's ``players``: None at four players (a four-player case reads as before)."""
        return None if self.table == TABLE else self.players

    def _called(self) -> str | None:
        return self.call_facts["called"] if self.table == FIVE_PLAYERS else None

    def _holder(self) -> int | str | None:
        if self.table != FIVE_PLAYERS:
            return None
        h = self.call_facts["holder"]
        return HOLDER_CHIEN if h == HOLDER_CHIEN else int(h)

    # --- the answer: one path, through the case ------------------------------------------------------
    @property
    def value(self) -> object:
        """The core's answer value: legal cards (play), a Verdict (discard, poignée), an Ending
        (end), a ScoreResult (score) or an Outcome (referee); None while a question is incomplete."""
        return None if self.ruling is None else self.ruling.value

    def _key(self) -> str:
        return self.mode if self.question == "discard" else self.question

    def _case(self) -> tuple[Case | None, str]:
        """The question on the desk as a case (tarot_core.io.case), or a prompt saying what is missing."""
        lang, q = self.lang, self._key()
        if q in ("play", "discard", "poignee"):
            p = self.pickers[q]
            hand = p.cards("hand")
            table = self.table
            if q == "play":
                if not hand:
                    return None, label("desk.play.need", lang)
                call = self._called() if self.call_facts["first"] else None       # V6, R9: trick 1 at five
                return cases.case_for_play(hand, p.cards("trick"), self._players_arg(), call), ""
            if len(hand) < table.hand_size:
                return None, label("desk.need.hand", lang, count=len(hand), size=table.hand_size)
            if q == "discard":
                if len(p.cards("chien")) < table.chien_size:
                    return None, label("desk.need.chien", lang, count=len(p.cards("chien")), size=table.chien_size)
                if len(p.cards("discard")) < table.discard_size:
                    return None, label("desk.need.discard", lang, count=len(p.cards("discard")),
                                       size=table.discard_size)
                return cases.case_for_discard(hand, p.cards("chien"), p.cards("discard"), self._players_arg()), ""
            if not p.cards("shown"):
                return None, label("desk.need.shown", lang, sizes=", ".join(map(str, table.poignee_sizes)))
            return cases.case_for_poignee(hand, p.cards("shown"), p.cards("discard"), self._players_arg()), ""
        if q == "end":
            f, p = self.end_facts, self.pickers["end"]
            tricks = []
            for name in p.specs:
                cards = p.cards(name)
                n = int(name[1:])
                if len(cards) < self.table.seats:
                    return None, label("desk.need.trick", lang, n=n, count=len(cards), size=self.table.seats)
                tricks.append((f["leaders"][n], cards))
            return cases.case_for_end(f["contract"], tricks, **self._end_where(), players=self._players_arg(),
                                      called=self._called(), holder=self._holder()), ""
        if q == "score":
            r = self.calculator.score_result
            if r is None:                    # the core refused the facts: the calculator holds its reason
                return None, ""
            fa = r.facts
            return cases.case_for_score(fa.contract, fa.taker_points, fa.taker_bouts, fa.petit_au_bout,
                                        tuple(poignee_name(s) for s in fa.poignees), fa.slam_announced,
                                        fa.all_tricks, self._players_arg(),
                                        self.table == FIVE_PLAYERS and self.calculator.alone), ""
        if self.record_error is not None:                 # no record: the core's reason (read once)
            raise self.record_error
        if self.record_case is None:
            return None, label("desk.need.record", lang)
        return self.record_case, ""

    def _put(self, case: Case) -> None:
        """Put *case* on the desk: its facts, read back by the core (case_arguments), given to the
        ``set_<question>`` method a Python caller uses, so that :meth:`_case` gives the same case."""
        args = case_arguments(case)
        setter = getattr(self, f"set_{case.question}" if case.question != "referee" else "set_record")
        taken = inspect.signature(setter).parameters
        if case.question != "referee":                   # V1: the case's table (four when it names none)
            self.set_table(args.get("players") or TABLE.seats)
        setter(**{k: v for k, v in args.items() if k in taken})

    def _end_where(self) -> dict:
        """end_of_deal's arguments beyond the tricks: the Excuse and the Petit only when they are
        not in the tricks described (else the core is not asked where they were)."""
        f = self.end_facts
        n = self.table.n_tricks - f["count"]
        described = {c for name in self.pickers["end"].specs for c in self.pickers["end"].cards(name)}
        excuse = petit = None
        if parse_card("EX") not in described:
            excuse = "chien" if f["excuse"] == "chien" else (
                (f["excuse"], f["excuse_trick"]) if f["excuse"] in SIDES else None)
        if parse_card("T1") not in described:
            petit = f["petit"] if f["petit"] != "tricks" else None
        earlier = f["earlier"] if f["earlier"] in SIDES else list(f["sides"][:n])
        if f.get("raw_earlier") is not None:
            earlier = f["raw_earlier"]
        return {"earlier": earlier, "taker": f["taker"], "excuse_earlier": excuse, "petit_earlier": petit,
                "slam_announced": f["slam"]}

    def _ruling_of(self, case: Case) -> Ruling:
        """``case.answer(lang)``, asked once per case and language (a record is replayed once, not on
        every click); a refusal is kept and raised again the same way."""
        key = (case, self.lang)
        if self._asked is None or self._asked[0] != key:
            shown = self._replayer
            try:
                if (case == self.record_case and shown is not None and shown.outcome is not None
                        and shown.record is self.record):      # the replayer has replayed it: not twice
                    self._asked = (key, cases.referee_ruling(shown.outcome, self.lang))
                else:
                    self._asked = (key, case.answer(self.lang))
            except TarotError as e:
                self._asked = (key, e)
        got = self._asked[1]
        if isinstance(got, TarotError):
            raise got
        return got

    def _compute(self) -> dict:
        lang, q = self.lang, self._key()
        self.ruling = self.case = None
        out = {"question": self.question, "mode": self.mode, "key": q, "state": "ask", "rules": [], "lines": [],
               "rulings": [], "headline": "", "prompt": "", "error": {}}
        try:
            case, prompt = self._case()
            if case is None and q == "score":
                res = self.calculator.result           # score_facts refused the facts (S1, B5, B7 …)
                out.update(state="refused", rules=[res["rule"]] if res.get("rule") in RULES else [],
                           error={"rule": res.get("rule"), "message": res.get("error", "")},
                           headline=label("desk.refused", lang))
                return out
            if case is None:
                out["prompt"] = prompt
                return out
            self.case = case
            self.ruling = ruling = self._ruling_of(case)
        except TarotError as e:
            out.update(state="refused", rules=[e.rule] if e.rule in RULES else [],
                       error={"rule": e.rule, "message": e.message(lang)}, headline=label("desk.refused", lang))
            return out
        asked = self.pickers["play"].cards("card") if q == "play" else []
        out.update(self.answer_of(case, ruling, asked[0] if asked else None), state="answer")
        return out

    def answer_of(self, case: Case, ruling: Ruling, card: Card | None = None) -> dict:
        """What the desk shows for *case* and its *ruling* (rules, headline, lines, rulings …), drawn
        from the two alone — so a case pasted back shows every line again. *card*: the card asked
        about (question 1)."""
        out: dict = {"rules": list(ruling.rules), "rulings": [], "headline": ""}
        getattr(self, f"_answer_{case.question}")(out, case, ruling, card)
        return out

    def _text_lines(self, ruling: Ruling) -> list[dict]:
        return [{"rule": _rule_of(line), "text": line} for line in ruling.text.splitlines() if line.strip()]

    def _reason_line(self, rule: str | None, reason: str) -> dict:
        """A core reason as one line: it names its rule already, or the rule is put in front."""
        if rule and not reason.startswith(rule):
            reason = core_text("fmt.rule_line", self.lang, rule=rule, body=reason)
        return {"rule": rule or "", "text": reason}

    def _answer_play(self, out: dict, case: Case, ruling: Ruling, card: Card | None) -> None:
        from tarot_core.play import excuse_led_suit_setter, illegal_reason
        lang, legal = self.lang, list(typing.cast("tuple[Card, ...]", ruling.value))
        hand, trick = parse_cards(case.get("hand")), parse_cards(case.get("trick", ""))
        out["legal"] = [c.code for c in legal]
        out["lines"] = self._text_lines(ruling)               # the legal cards, then P2–P5: each refused card, why
        setter = excuse_led_suit_setter(trick)                # X2: the core says when the next card sets the suit
        if setter is not None:
            out["lines"].insert(1, {"rule": "X2", "text": label("desk.play.x2", lang, card=named(setter, lang),
                                                                  title=rule_title("X2", lang))})
            if "X2" not in out["rules"]:
                out["rules"].append("X2")
        if card is not None:
            if card in legal:
                out["headline"], out["ok"] = label("desk.play.yes", lang, card=named(card, lang)), True
            else:
                why = illegal_reason(hand, trick, card, lang)
                out["headline"], out["ok"] = label("desk.play.no", lang, card=named(card, lang),
                                                   rule=why[0] if why else ""), False
        else:
            out["headline"] = label("desk.play.count", lang, legal=len(legal), count=len(hand))

    def _answer_verdict(self, out: dict, ruling: Ruling) -> None:
        """Question 2's answer, either mode: the core's Verdict (E1–E2 or B1–B3) as headline and line."""
        v = typing.cast("Verdict", ruling.value)
        out["ok"] = v.valid
        out["headline"] = label("desk.verdict.ok" if v.valid else "desk.verdict.no", self.lang)
        out["lines"] = [self._reason_line(v.rule, v.reason)]

    def _answer_discard(self, out: dict, case: Case, ruling: Ruling, card: Card | None) -> None:
        from tarot_core.discard import discard_trumps_needed
        self._answer_verdict(out, ruling)
        need = discard_trumps_needed(parse_cards(f"{case.get('hand')} {case.get('chien')}"), self.table)
        out["lines"].append({"rule": "E2", "text": label("desk.discard.need", self.lang, count=need,
                                                                 total=self.table.hand_size + self.table.chien_size)})

    def _answer_poignee(self, out: dict, case: Case, ruling: Ruling, card: Card | None) -> None:
        from tarot_core.poignee import poignee_choices
        lang = self.lang
        self._answer_verdict(out, ruling)
        try:
            choices = poignee_choices(case.get("hand"), case.get("discard", ""), self.table)
        except TarotError:
            choices = ()
        names = ", ".join(label("calc.poignee", lang, name=core_text(f"poignee.{TABLE.poignee_sizes[c.level]}", lang),
                                size=c.size)
                          for c in choices)
        out["lines"].append({"rule": "B1", "text": label("desk.poignee.choices", lang, names=names)
                             if choices else label("desk.poignee.none", lang)})

    def _answer_end(self, out: dict, case: Case, ruling: Ruling, card: Card | None) -> None:
        lang, e = self.lang, typing.cast("Ending", ruling.value)
        side = {None: label("common.nobody", lang), "taker": side_name("taker", lang, the=True),
                "defence": side_name("defence", lang, the=True)}
        out["headline"] = label("desk.end.summary", lang, slam=side[e.slam], pab=side[e.petit_au_bout],
                                excuse=side[e.excuse_side],
                                pab_part=fmt_points(e.petit_au_bout_part, lang, signed=True),
                                slam_part=fmt_points(e.slam_part, lang, signed=True))
        out["lines"] = [{"rule": s.rule, "text": s.text(lang)} for s in e.steps()]
        out["rulings"] = self._rulings(e.rulings)
        out["end"] = {"slam": e.slam, "petit_au_bout": e.petit_au_bout, "excuse_side": e.excuse_side,
                      "rulings": list(e.rulings), "slam_part": e.slam_part,
                      "petit_au_bout_part": e.petit_au_bout_part, "players": e.table.seats,
                      "partner": e.partner, "alone": e.alone, "attack": list(e.attack),
                      "shares": {"taker": e.shares.taker, "partner": e.shares.partner, "defender": e.shares.defender}}
        o = e.outcome
        if o.called is not None:              # five players: who was the partner? was the taker alone? (V5, R7)
            called = named(o.called, lang)
            if e.partner is not None:
                out["camp"] = label("desk.end.partner", lang, seat=e.partner, card=called,
                                    attack=" + ".join(str(s) for s in e.attack))
            else:
                out["camp"] = label("desk.end.alone_chien" if o.called in o.chien else "desk.end.alone", lang,
                                    seat=o.taker, card=called)

    def _answer_score(self, out: dict, case: Case, ruling: Ruling, card: Card | None) -> None:
        from tarot_core.io.cli_tables import table_breakdown, table_option
        from tarot_core.scoring import score_shares
        lang, r = self.lang, typing.cast("ScoreResult", ruling.value)
        table, alone = table_option(case.get("players")), case.get("alone") == "yes"
        steps = table_breakdown(r, table, alone)                 # S4 at four, V9 at three and five
        if table == TABLE:
            out["headline"] = label("calc.result", lang, S=fmt_points(r.S, lang),
                                    taker=fmt_points(r.taker_score, lang, signed=True),
                                    defender=fmt_points(r.defender_score, lang, signed=True))
        else:
            out["headline"] = f"S = {fmt_points(r.S, lang)} · {steps[-1].text(lang)}"
        sh = score_shares(table, alone)
        out["lines"] = [{"rule": s.rule, "text": s.text(lang)} for s in steps]
        out["score"] = {"S": r.S, "taker": sh.taker * r.S, "defender": sh.defender * r.S, "slam": r.slam,
                        "partner": None if sh.partner is None else sh.partner * r.S, "players": table.seats,
                        "alone": alone}

    def _answer_referee(self, out: dict, case: Case, ruling: Ruling, card: Card | None) -> None:
        lang, o = self.lang, typing.cast("Outcome", ruling.value)
        names = ", ".join(f"{label('common.seat', lang, seat=s)} {fmt_points(v, lang, signed=True)}"
                          for s, v in enumerate(o.scores))
        if o.status == "played" and o.contract is not None and o.taker_points is not None:
            out["headline"] = label("desk.referee.played", lang, seat=o.taker, contract=o.contract.label(lang),
                                    points=fmt_points(o.taker_points, lang), bouts=o.taker_bouts,
                                    target=o.target, S=fmt_points(o.S, lang))
        elif o.status == "cancelled":
            out["headline"] = label("replay.cancelled", lang, name=label("common.seat", lang, seat=o.petit_sec_seat))
        else:
            out["headline"] = label("replay.all_pass", lang)
        out["lines"] = [{"rule": s.rule, "text": s.text(lang)} for s in o.story()]
        out["breakdown"] = [{"rule": s.rule, "text": s.text(lang)} for s in (o.result.breakdown if o.result else ())]
        out["scores"] = label("replay.scores", lang, scores=names)
        out["rulings"] = self._rulings(o.rulings)
        out["referee"] = {"status": o.status, "S": o.S, "scores": list(o.scores), "rulings": list(o.rulings),
                          "slam": o.slam, "petit_au_bout": o.petit_au_bout}

    def _rulings(self, rulings) -> list[dict]:
        """The project's rulings the answer rests on (where no source decides: said wherever shown)."""
        return [{"rule": r, "text": core_text("fmt.rule_line", self.lang, rule=r, body=rule_title(r, self.lang))}
                for r in rulings]

    # --- Python side: put a case on the desk (same path as the clicks) -------------------------------
    def ask(self, question: str, mode: str | None = None) -> None:
        """Show *question* (play, discard, end, score, referee); *mode* discard/poignee for question 2."""
        self.do("question", q=question, **({"mode": mode} if mode else {}))

    def _fill(self, key: str, piles: Mapping) -> None:
        self.pickers[key].set_all(piles, self.lang)

    def set_table(self, players: int) -> None:
        """V1: ask every question at the table of *players* (3, 4 or 5); anything else raises the
        core's DealError naming V1, and nothing changes."""
        table_for(players)
        self.do("table", players=players)

    def set_call(self, called=None, holder=None, first_trick: bool | None = None) -> None:
        """Five players: the called card (V4), where it was dealt (a seat or 'chien', V5) and whether
        question 1 is the first trick's (V6, R9)."""
        self.do("call_set", **{k: v for k, v in (("called", called), ("holder", holder),
                                                   ("first_trick", first_trick)) if v is not None})

    def set_play(self, hand, trick=(), card=None, players=None, call=None) -> None:
        """Question 1: *hand*, the *trick* so far (play order) and, if given, the *card* asked about;
        at five *players* with a *call*, the first trick's question (V6, R9)."""
        if players is not None:
            self.set_table(players)
        if call is not None:
            self.set_call(called=str(call), first_trick=True)
        elif self.table == FIVE_PLAYERS:
            self.set_call(first_trick=False)
        self._fill("play", {"hand": hand, "trick": trick, "card": [card] if card else []})
        self.ask("play")

    def set_discard(self, hand, chien, discard, players=None) -> None:
        """Question 2: the cards dealt, the chien and the cards discarded (E1; V2 at three and five)."""
        if players is not None:
            self.set_table(players)
        self._fill("discard", {"hand": hand, "chien": chien, "discard": discard})
        self.ask("discard", "discard")

    def set_poignee(self, hand, shown, discard=(), players=None) -> None:
        """Question 2: the cards held before the first card, the trumps shown, the taker's discard."""
        if players is not None:
            self.set_table(players)
        self._fill("poignee", {"hand": hand, "shown": shown, "discard": discard})
        self.ask("discard", "poignee")

    def set_end(self, contract, last_tricks, earlier="taker", taker: int = 0, excuse_earlier=None,
                petit_earlier=None, slam_announced: bool = False, players=None, called=None, holder=None) -> None:
        """Question 3, with :func:`tarot_core.ending.end_of_deal`'s arguments (at five players the
        called card and its *holder*: who was the partner, was the taker alone)."""
        if players is not None:
            self.set_table(players)
        if called is not None or holder is not None:
            self.set_call(called=None if called is None else str(called), holder=holder)
        last = self.table.n_tricks
        count = len(last_tricks)
        if not 1 <= count <= LAST_ASKED:
            raise ValueError("last_tricks: one to three (leader, cards) tricks")
        f = self.end_facts
        f.update(contract=parse_contract(contract).code, taker=int(taker), count=count, slam=bool(slam_announced))
        n = last - count
        f["raw_earlier"] = None
        if isinstance(earlier, str):
            f["earlier"] = earlier
        else:
            f["earlier"] = "each"
            f["sides"] = (list(earlier) + ["taker"] * last)[: last - 1]
            if len(earlier) != n:                # as given: the core says what is wrong with it
                f["raw_earlier"] = list(earlier)
        if excuse_earlier == "chien":
            f["excuse"] = "chien"
        elif excuse_earlier:
            f["excuse"], f["excuse_trick"] = excuse_earlier[0], int(excuse_earlier[1])
        else:
            f["excuse"] = "tricks"
        f["petit"] = petit_earlier or "tricks"
        piles = {}
        for i, (leader, cards) in enumerate(last_tricks):
            f["leaders"][n + 1 + i] = int(leader)
            piles[f"t{n + 1 + i}"] = cards
        self.pickers["end"].reconfigure(trick_piles(count, self.table))
        self._fill("end", piles)
        self.ask("end")

    def set_score(self, contract, points, bouts, petit_au_bout=None, poignees=(), slam_announced=False,
                  all_tricks=None, players=None, alone: bool = False) -> None:
        """Question 4: the facts, as :func:`tarot_core.scoring.score_facts` takes them (at three and
        five *players*, V9; at five the taker maybe *alone*, V5)."""
        if players is not None:
            self.set_table(players)
        self.calculator.facts = {"contract": parse_contract(contract).code, "points": points, "bouts": bouts,
                                 "petit_au_bout": petit_au_bout, "poignees": list(poignees),
                                 "slam_announced": slam_announced, "all_tricks": all_tricks,
                                 "players": self.players, "alone": alone}
        self.ask("score")

    def set_record(self, record) -> None:
        """Question 5: a deal record (JSON text, a dict or a DealRecord) refereed and replayed."""
        if isinstance(record, str):
            text = record
        else:
            data = record if isinstance(record, Mapping) else record.to_dict()
            text = json.dumps(data, ensure_ascii=False, indent=1)
        self._load_text(text)
        self.ask("referee")

    def load_bytes(self, data: bytes, name: str = "") -> None:
        """Question 5 from a file's bytes (``mo.ui.file``, ``ipywidgets.FileUpload``): UTF-8 JSON,
        read by the core (:func:`tarot_core.io.files.decode_text`; anything else refused, named)."""
        from tarot_core.io.files import decode_text
        self.question = "referee"
        try:
            if len(data) > MAX_RECORD_BYTES:        # refused unread, as the core refuses a file that large
                raise RecordError(None, "err.file.corrupt", path=name or "upload", detail=lambda lang: core_text(
                    "err.record.detail.too_large", lang, limit=MAX_RECORD_BYTES // 1_000_000))
            text = decode_text(bytes(data), name or "upload")
        except TarotError as e:
            self.record_text, self.record_error, self.record, self.record_case = "", e, None, None
            self.say(e.message(self.lang))
            self.refresh()
            return
        self._load_text(text, source=name)
        self.refresh()

    def share(self) -> str:
        """The question on the desk as a case text (``Case.to_text``); '' while it is incomplete."""
        self.do("share")
        return self.case_text

    def open_case(self, text: str) -> None:
        """Put a shared case text on the desk (``parse_case``), with its ruling."""
        self.do("open_case", text=text)

    # --- actions (TarotWidget.run_queue runs them) ---------------------------------------------------
    # Each action's arguments and their types are its signature (checked by TarotWidget.run_action);
    # a value outside its choices is refused here, in one line, before anything changes.
    def _refused(self, text: str) -> None:
        self.last_error = {"rule": None, "message": text, "card": None}
        self.say(text)

    def _do_table(self, players: int | str = TABLE.seats):
        """V1: the table (3, 4 or 5 players); anything else refused in the core's words, nothing changed."""
        n = _int(players, None, min(TABLES), max(TABLES))
        if n is None or n not in TABLES:
            e = DealError("V1", "err.table.players", players=players)
            self.last_error = {"rule": "V1", "message": e.message(self.lang), "card": None}
            self.say(e.message(self.lang))
            return
        self.last_error = {}
        if n == self.players:
            return
        table = table_for(n)
        self.players = n
        self.pickers.update({name: Piles(specs) for name, specs in pickers_for(table).items()})
        self.end_facts = _end_facts(table)
        self.pickers["end"] = Piles(trick_piles(1, table))
        self.call_facts["first"] = False
        self.calculator.do("set", players=n, alone=False)
        self.say(label("desk.table.set", self.lang, n=n, cards=table.hand_size, tricks=table.n_tricks,
                       chien=table.chien_size))

    def _do_call_set(self, *, called: str = UNSET, holder: int | str = UNSET, first_trick: bool = UNSET):
        """Five players: the called card (a court card, V4), where it was dealt (a seat or the chien,
        V5), whether question 1 is the first trick's (V6, R9). Refused in one line, nothing changed."""
        lang = self.lang
        try:
            if self.table != FIVE_PLAYERS:
                raise TarotError("V4", "err.ending.call_table", players=self.players)
            card = None
            if called is not UNSET:
                card = parse_card(called)
                first_trick_forbidden(card)                  # V4: a king, queen, cavalier or jack
        except TarotError as e:
            self.last_error = {"rule": e.rule, "message": e.message(lang), "card": None}
            self.say(e.message(lang))
            return
        if holder is not UNSET:
            h = HOLDER_CHIEN if holder == HOLDER_CHIEN else _int(holder, None, 0, self.table.seats - 1)
            if h is None:
                refusal = TarotError("V5", "err.ending.holder", last=self.table.seats - 1)
                self.last_error = {"rule": "V5", "message": refusal.message(lang), "card": None}
                self.say(refusal.message(lang))
                return
            self.call_facts["holder"] = str(h)
        if first_trick is not UNSET:
            self.call_facts["first"] = first_trick is True
        if card is not None:
            self.call_facts["called"] = card.code
        self.last_error = {}
        holder_word = (label("desk.call.holder.chien", lang) if self.call_facts["holder"] == HOLDER_CHIEN
                       else label("common.seat", lang, seat=self.call_facts["holder"]))
        self.say(label("desk.call.set", lang, card=named(parse_card(self.call_facts["called"]), lang),
                       holder=holder_word))

    def _do_question(self, q: str | None = None, mode: str | None = None):
        if q is not None and q not in QUESTIONS:
            return self._refused(choice_refused("question", "q", q, QUESTIONS, self.lang))
        if mode is not None and mode not in MODES:
            return self._refused(choice_refused("question", "mode", mode, MODES, self.lang))
        if q is not None:
            self.question = q
        if mode is not None:
            self.mode = mode
        self.last_error = {}
        self.say(label(f"desk.q.{self._key()}.asked", self.lang))

    def _picker(self, picker, act: str):
        """The picker an action names (the question's own when none is named); an unknown one is said."""
        if picker is None:
            return self.pickers.get(self._key())
        if picker not in self.pickers:
            self._refused(choice_refused(act, "picker", picker, tuple(self.pickers), self.lang))
            return None
        return self.pickers[picker]

    def _do_pick(self, card: str, picker: str | None = None):
        p = self._picker(picker, "pick")
        if p is not None:
            change_piles(self, p.toggle, card)

    def _do_remove(self, card: str, pile: str | None = None, picker: str | None = None):
        p = self._picker(picker, "remove")
        if p is not None:
            change_piles(self, p.remove, card, pile)

    def _do_type(self, text: str = "", pile: str | None = None, picker: str | None = None):
        p = self._picker(picker, "type")
        if p is not None:
            change_piles(self, p.add, text, pile)

    def _do_clear(self, pile: str | None = None, picker: str | None = None):
        p = self._picker(picker, "clear")
        if p is not None:
            change_piles(self, p.clear, pile)

    def _do_current(self, pile: str | None = None, picker: str | None = None):
        p = self._picker(picker, "current")
        if p is not None:
            change_piles(self, p.choose, pile)

    def _do_end_set(self, *, contract: str = UNSET, taker: int | str = UNSET, count: int | str = UNSET,
                    earlier: str = UNSET, side: int | str = UNSET, leader: Mapping = UNSET,
                    excuse: str = UNSET, excuse_trick: int | str = UNSET, petit: str = UNSET,
                    slam: bool = UNSET):
        """Question 3's facts as the learner sets them (the core judges them when asked); a value
        outside its choices is refused, in one line, and nothing changes."""
        changes = {k: v for k, v in dict(contract=contract, taker=taker, count=count, earlier=earlier, side=side,
                                          leader=leader, excuse=excuse, excuse_trick=excuse_trick, petit=petit,
                                          slam=slam).items() if v is not UNSET}
        for key, word, choices in (("earlier", earlier, EARLIER), ("excuse", excuse, EXCUSE_WHERE),
                                   ("petit", petit, PETIT_WHERE)):
            if word is not UNSET and word not in choices:
                return self._refused(choice_refused("end_set", key, word, choices, self.lang))
        f, last_trick, seats = self.end_facts, self.table.n_tricks, self.table.seats
        n = last_trick - f["count"]
        last = last_trick - _int(count, f["count"], 1, LAST_ASKED)
        ranges: dict[str, tuple[object, int, int]] = {
            "taker": (taker, 0, seats - 1), "count": (count, 1, LAST_ASKED), "side": (side, 1, n),
            "excuse_trick": (excuse_trick, 1, last)}
        if leader is not UNSET:
            ranges["leader.trick"] = (leader.get("trick"), n + 1, last_trick)
            ranges["leader.seat"] = (leader.get("seat"), 0, seats - 1)
        for key, (given, low, high) in ranges.items():
            if given is not UNSET and _int(given, None, low, high) is None:
                return self._refused(choice_refused("end_set", key, given, (f"{low}–{high}",), self.lang))
        if contract is not UNSET:
            try:
                parse_contract(contract)
            except TarotError as e:
                return self._refused(e.message(self.lang))
        f["raw_earlier"] = None                  # set by the learner now: the controls say it all
        for key, value in changes.items():
            if key == "contract":
                try:
                    f["contract"] = parse_contract(value).code
                except TarotError:
                    pass
            elif key == "taker":
                f["taker"] = _int(value, f["taker"], 0, seats - 1)
            elif key == "count":
                f["count"] = _int(value, f["count"], 1, LAST_ASKED)
                self.pickers["end"].reconfigure(trick_piles(f["count"], self.table))
                f["excuse_trick"] = min(f["excuse_trick"], last_trick - f["count"])
            elif key == "earlier" and value in EARLIER:
                if value == "each" and f["earlier"] in SIDES:
                    f["sides"] = [f["earlier"]] * (last_trick - 1)
                f["earlier"] = value
            elif key == "side":                      # one earlier trick's side: {"trick": k}
                k = _int(value, 0, 1, n)
                if k:
                    f["sides"][k - 1] = "defence" if f["sides"][k - 1] == "taker" else "taker"
                    self.say(label("desk.end.side_set", self.lang, n=k,
                                   side=label(f"common.the.{f['sides'][k - 1]}", self.lang)))
            elif key == "leader" and isinstance(value, Mapping):
                t = _int(value.get("trick"), 0, last_trick - LAST_ASKED + 1, last_trick)
                if t:
                    f["leaders"][t] = _int(value.get("seat"), f["leaders"][t], 0, seats - 1)
            elif key == "excuse" and value in EXCUSE_WHERE:
                f["excuse"] = value
            elif key == "excuse_trick":
                f["excuse_trick"] = _int(value, f["excuse_trick"], 1, n)
            elif key == "petit" and value in PETIT_WHERE:
                f["petit"] = value
            elif key == "slam":
                f["slam"] = value is True

    def _do_score_set(self, *, contract=UNSET, points=UNSET, bouts=UNSET, petit_au_bout=UNSET, poignees=UNSET,
                      slam_announced=UNSET, all_tricks=UNSET, alone=UNSET):
        """Question 4's facts: the calculator's own ``set`` (the same arguments; the core judges them;
        *alone*: V5, five players only — the table is the desk's, action ``table``)."""
        changes = dict(contract=contract, points=points, bouts=bouts, petit_au_bout=petit_au_bout,
                       poignees=poignees, slam_announced=slam_announced, all_tricks=all_tricks, alone=alone)
        self.calculator.do("set", **{k: v for k, v in changes.items() if v is not UNSET})

    def _do_score_poignee(self, name: str, count: int | str = 0):
        self.calculator.do("poignee", name=name, count=count)
        if self.calculator.message:
            self.say(self.calculator.message)

    def _do_referee(self, text: str = ""):
        self._load_text(text)

    def _load_text(self, text: str, source: str = "", quiet: bool = False) -> None:
        """A record's text, read once: its case (refereed when question 5 is shown, once) and the
        replayer loaded with it."""
        from tarot_core.record import load_record
        self.record_text, self.record_error, self.record, self.record_case = text, None, None, None
        self.question = "referee" if not quiet else self.question
        if text.strip() and not text.lstrip().startswith("{"):
            # Not a JSON object: the learner's words, not the core's hint for Python callers (read_record).
            self.record_error = RecordError(None, "err.record.field",
                                            detail=lambda lang: label("desk.referee.not_object", lang))
            if not quiet:
                self.say(self.record_error.message(self.lang))
            return
        try:
            record = load_record(text)
            self.record, self.record_case = record, cases.case_for_record(record)
        except TarotError as e:
            self.record_error = e if text.strip() else None      # nothing pasted: question 5 asks for a record
            if self._replayer is not None and text.strip():
                self._replayer.load(text)                # it says why too (never read as a file path)
            if not quiet:
                self.say(e.message(self.lang))
            return
        self.last_error = {}
        if self._replayer is not None:
            self._replayer.load(record)
        if not quiet:
            self.say(label("desk.referee.loaded", self.lang, source=source or label("desk.referee.pasted", self.lang)))

    def _do_share(self):
        self.refresh()
        if self.case is None:
            self.case_text = ""
            self.say(label("desk.share.incomplete", self.lang))
            return
        self.case_text = self.case.to_text()
        self.say(label("desk.share.ready", self.lang))

    def _do_open_case(self, text: str = ""):
        from tarot_core.io.case import parse_case
        try:
            case = parse_case(text)
        except TarotError as e:
            self.shared = {"error": {"rule": e.rule, "message": e.message(self.lang)}}
            self.say(e.message(self.lang))
            return
        ruling: Ruling | None
        try:
            ruling = self._ruling_of(case)
            answer = self.answer_of(case, ruling)
            lines = answer["lines"] + answer.get("breakdown", []) + answer["rulings"]
            shared = {"rules": answer["rules"], "lines": answer["lines"], "question": case.question,
                      "text": "\n".join(ln["text"] for ln in lines)}
        except TarotError as e:
            ruling, shared = None, {"question": case.question,
                                    "error": {"rule": e.rule, "message": e.message(self.lang)}}
        try:
            self._put(case)
        except Refusal as r:
            self.last_error = r.as_dict()
        except TarotError as e:
            self.last_error = e.as_dict(self.lang)
        self.refresh()
        same = ruling == self.ruling if ruling is not None else self.answer.get("state") == "refused"
        shared["same"] = bool(same)
        self.shared = shared
        self.say(label("desk.share.opened" if same else "desk.share.opened_other", self.lang))

    @traitlets.observe("lang", "four_colour")
    def _on_language(self, change):
        self.deck = deck_views(self.lang, self.four_colour)
        if getattr(self, "calculator", None) is not None:
            self.calculator.lang = self.lang
        replayer = getattr(self, "_replayer", None)
        if replayer is not None:
            replayer.lang = self.lang
        super()._on_language(change)

    # --- the view ------------------------------------------------------------------------------------
    def refresh(self) -> None:
        if not getattr(self, "_ready", False):
            return
        self.answer = self._compute()
        if self.case_text and (self.case is None or self.case.to_text() != self.case_text):
            self.case_text = ""                  # shared text of another question: not this one's
        self.piles = {k: p.codes() for k, p in self.pickers.items()}
        super().refresh()

    def _build_view(self) -> dict:
        lang, key = self.lang, self._key()
        if not self.deck:
            self.deck = deck_views(lang, self.four_colour)
        view = {"question": self.question, "mode": self.mode, "key": key, "rows": deck_rows(lang),
                "questions": [{"value": q, "text": label(f"desk.q.{q}", lang)} for q in QUESTIONS],
                "modes": [{"value": m, "text": label(f"desk.mode.{m}", lang)} for m in MODES],
                "about": label(f"desk.q.{key}.about", lang, hand=self.table.hand_size, chien=self.table.chien_size,
                               total=self.table.hand_size + self.table.chien_size), "answer": self.answer,
                "case_text": self.case_text, "shared": self.shared,
                "error": (self.last_error or {}).get("message", ""),
                "error_rule": (self.last_error or {}).get("rule") or ""}
        view["players"] = self.players
        view["tables"] = [{"value": n, "text": label("desk.table.n", lang, n=n)} for n in TABLES]
        if self.table == FIVE_PLAYERS:                  # V4, V5: the call, for questions 1 and 3
            from tarot_core.call import COURT_MASK
            from tarot_core.cards import cards_of
            seats = [{"value": str(s), "text": label("common.seat", lang, seat=s)} for s in range(self.table.seats)]
            view["call"] = {"called": self.call_facts["called"], "holder": self.call_facts["holder"],
                            "first": self.call_facts["first"],
                            "cards": [{"value": c.code, "text": named(c, lang)}
                                      for c in sorted(cards_of(COURT_MASK), key=lambda c: (-c.rank, int(c)))],
                            "holders": seats + [{"value": HOLDER_CHIEN, "text": label("desk.call.holder.chien", lang)}]}
        if key in self.pickers:
            view["picker"] = dict(self.pickers[key].view(lang, f"desk-{key}"), id=key)
        if key == "end":
            view["end"] = self._end_view()
        elif key == "score":
            view["score"] = dict(self.calculator.view)
        elif key == "referee":
            view["record_text"] = self.record_text
        return view

    def _end_view(self) -> dict:
        lang, f, table = self.lang, self.end_facts, self.table
        last = table.n_tricks
        n = last - f["count"]
        described = {c for name in self.pickers["end"].specs for c in self.pickers["end"].cards(name)}
        seat = [{"value": str(s), "text": label("common.seat", lang, seat=s)} for s in range(table.seats)]
        side_words = {s: label(f"common.the.{s}", lang) for s in SIDES}
        return {
            "facts": {"contract": f["contract"], "taker": str(f["taker"]), "count": str(f["count"]),
                      "earlier": f["earlier"], "excuse": f["excuse"], "excuse_trick": str(f["excuse_trick"]),
                      "petit": f["petit"], "slam": f["slam"]},
            "contracts": [{"value": c.code, "text": f"{c.label(lang)} ×{c.multiplier}"} for c in Contract],
            "seats": seat,
            "counts": [{"value": str(k), "text": label("desk.end.count_n", lang, count=k, last=last)}
                       for k in range(1, LAST_ASKED + 1)],
            "earlier_choices": [{"value": e, "text": label(f"desk.end.earlier.{e}", lang)} for e in EARLIER],
            "sides": [{"trick": k + 1, "side": f["sides"][k], "short": label(f"desk.end.short.{f['sides'][k]}", lang),
                       "label": label("desk.end.side_label", lang, n=k + 1, side=side_words[f["sides"][k]])}
                      for k in range(n)] if f["earlier"] == "each" else [],
            "leaders": [{"trick": t, "value": str(f["leaders"][t]),
                         "label": label("desk.end.leader", lang, n=t)} for t in range(n + 1, last + 1)],
            "excuse_choices": [{"value": e, "text": label(f"desk.end.excuse.{e}", lang)} for e in EXCUSE_WHERE],
            "petit_choices": [{"value": e, "text": label(f"desk.end.petit.{e}", lang)} for e in PETIT_WHERE],
            "tricks": [{"value": str(k), "text": str(k)} for k in range(1, n + 1)],
            "excuse_shown": parse_card("EX") in described, "petit_shown": parse_card("T1") in described,
        }


def upload_button(desk: RulesDesk, **kwargs):
    """JupyterLab: an ``ipywidgets.FileUpload`` whose file goes to ``desk.load_bytes`` (question 5).
    In marimo use ``mo.ui.file`` and call ``desk.load_bytes(f.contents(), f.name())``."""
    import ipywidgets  # type: ignore[import-untyped, unused-ignore]  # no type information shipped

    up = ipywidgets.FileUpload(accept=".json,application/json", multiple=False,
                               description=label("desk.upload", desk.lang), **kwargs)
    up.add_class("desk-upload")

    def sent(change):
        value = change["new"]
        files = list(value.values()) if isinstance(value, dict) else list(value or ())   # ipywidgets 7 / 8
        if files:
            f = files[-1]
            desk.load_bytes(bytes(f["content"]), f.get("name") or f.get("metadata", {}).get("name", ""))

    up.observe(sent, names="value")
    return up


__all__ = ["RulesDesk", "upload_button", "QUESTIONS"]
