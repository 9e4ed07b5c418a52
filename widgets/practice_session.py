"""The practice table's deal, without a browser: one :class:`PracticeSession` (issue 23 §3).

A session holds everything the practice table (:class:`widgets.practice.PracticeTable`) knows
about the deal on the table: the core's :class:`~tarot_core.game.GameState`, the three bots
(:func:`~tarot_core.analysis.match.make_bot`: ``"random"``, ``"basic"`` or ``"sampler"``), the log of
what happened, the learner's discard in the making, the count and the bidding advisor's answer,
the outcome, the duplicate comparison and the save. It is plain Python: no traitlets, no widget;
the widget turns the browser's actions into calls of the methods below and the session's state
into its view. Every rule question goes to the core: whose turn it is (A1, E1, P1), the bids
allowed (``legal_bids``, A1), the discard (``discard`` refuses with E1–E2), the poignées offered
(``poignee_options``, B1–B3), the slam (B7, R4), why a card is refused (``why_not``: P2–P5, X1), who
wins each trick (P6) and the outcome (``outcome()``, the referee's). The bots decide from their own
``view(seat)`` only (:func:`~tarot_core.analysis.bots.play_turn`).

Each action is a method named as the browser's action (``step``, ``bid``, ``toggle``, ``discard``,
``slam``, ``poignee``, ``play``, ``undo``); a refusal leaves the deal as it was and is kept in
:attr:`PracticeSession.last_error` (``rule``: the rule's ID, or None when it is not a rule of the game,
such as "not your turn"), told in :attr:`PracticeSession.message` (the widget's ``aria-live`` line).

>>> s = PracticeSession(seed=5, seat=0, lang="en", opponents="basic")
>>> s.state.phase, s.state.to_act
('auction', 1)
>>> s.run_bots(); s.state.to_act == 0                # the bots speak up to the learner's turn (A1)
True
>>> s.bid("prise"); s.last_error["rule"]             # seat 1 bid a Prise already: a bid must be higher (A1)
'A1'
>>> s.bid("pass"); s.run_bots()
>>> s.state.phase in ("play", "all_pass")
True
"""
from __future__ import annotations

import json
import pathlib
from collections.abc import Sequence

from tarot_core.actions import Action
from tarot_core.analysis.advisor import HandAdvice, advise
from tarot_core.analysis.bots import BasicBot, Bot, play_turn, slam_decision_due
from tarot_core.analysis.handcount import hand_count
from tarot_core.analysis.match import KINDS, make_bot, replay_with_bot
from tarot_core.cards import Card, parse_card
from tarot_core.catalogue import text as core_text
from tarot_core.deal import check_seed
from tarot_core.errors import TarotError, shown
from tarot_core.game import GameState, SeatView
from tarot_core.outcome import Outcome
from tarot_core.record import loads
from tarot_core.render.describe import camp_name, describe
from tarot_core.table import FIVE_PLAYERS, FOUR_PLAYERS, TABLES, trick_seats

from .labels import fmt_points, label

SAMPLER_BUDGET = 0.3        # seconds per card for a sampler opponent: the kernel stays responsive
DUPLICATE_SAMPLES = 10      # sampled deals per card when the duplicate's opponents are samplers
LOG_SIZE = 12               # lines of "what happened" kept in the view
ADVICE_DEALS = 40           # "how strong is my hand?" in the auction: 40 simulated deals, ~2 s with basic bots
PLAYERS = tuple(TABLES)     # V1: the tables the practice table seats (3, 4 and 5 players)


def table_error(players, seat, dealer, lang: str | None) -> str | None:
    """V1: why a practice table of *players* cannot seat the learner in *seat* with *dealer* dealing,
    in one line of *lang* (None when it can): 3, 4 or 5 players (whole numbers, not True), and the
    seat and dealer among that table's seats (0 to players − 1)."""
    def said(value) -> str:                       # a text is quoted ("5" is not the number 5)
        return label("common.quoted", lang, text=shown(value, lang)) if isinstance(value, str) else shown(value, lang)

    if isinstance(players, bool) or not isinstance(players, int) or players not in PLAYERS:
        return label("practice.players_bad", lang, value=said(players),
                     choices=", ".join(map(str, PLAYERS)))
    for field, value in (("seat", seat), ("dealer", dealer)):
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
            return label(f"practice.{field}_bad", lang, value=said(value), players=players, last=players - 1)
    return None


class _LearnerSeat(Bot):
    """The learner's place in the bots' list: :func:`play_turn` only asks it whether to announce a
    slam (the learner decided already, through the table), and never plays for it."""
    kind = "learner"

    def choose_slam(self, view) -> bool:
        return False


class PracticeSession:
    """One deal at a practice table: the learner in ``seat`` against three bots of kind ``opponents``.

    *seed* and *dealer* deal the cards (D2–D3); *lang* is the language of every sentence the session
    writes (``"fr"`` or ``"en"``; it may change between two actions); with *save_dir*, a finished deal
    is written there as a deal record (:meth:`save`).
    """

    def __init__(self, seed: int = 0, seat: int = 0, *, dealer: int = 0, opponents: str = "basic",
                 lang: str = "en", save_dir: str | pathlib.Path | None = None,
                 players: int = FOUR_PLAYERS.seats) -> None:
        self.lang = lang
        self.players = players
        self.save_dir = None if save_dir is None else pathlib.Path(save_dir)
        self.deals = 0              # deals dealt at this table (the first is 1)
        self.said = 0               # announcements made (a repeated sentence is still a new one)
        self.message = ""           # the last announcement (aria-live)
        self.deal(seed, dealer, seat, opponents, players)

    # --- the deal ------------------------------------------------------------------------------
    def deal(self, seed: int, dealer: int, seat: int, opponents: str, players: int | None = None) -> None:
        """A fresh seeded deal (D2–D3, V1) at the table of *players* (this session's when None) and
        fresh bots, said; everything about the last deal cleared.

        A seed that is not a whole number from 0 up is refused by the core (D2) and nothing changes;
        so are an unknown kind of bots, a table that is not 3, 4 or 5 players and a seat or dealer
        that is not one of its seats (V1: one line in the session's language, :func:`table_error`)."""
        check_seed(seed)
        if opponents not in KINDS:
            raise ValueError(f"opponents must be one of {KINDS}, not {opponents!r}")
        players = self.players if players is None else players
        error = table_error(players, seat, dealer, self.lang)
        if error is not None:
            raise ValueError(error)
        self.seed, self.dealer, self.seat, self.opponents, self.players = seed, dealer, seat, opponents, players
        self.state = GameState.new(seed=seed, dealer=dealer, players=players)
        self.bots: list[Bot] = [_LearnerSeat() if s == seat else
                                make_bot(opponents, seed=seed * players + s, budget=SAMPLER_BUDGET)
                                for s in range(players)]
        self.knows_camps = self._knows_camps()     # V5: what the learner knows of the partner (told when it changes)
        self.called_fell = False                   # V5: the called card was played (the camps said to all)
        self.deals += 1
        self.undos = 0
        self.chosen: list[str] = []            # the learner's discard in the making (card codes)
        self.slam_decided = False
        self.log: list[str] = []
        self.count_lines: list[str] = []
        self.advice_result: HandAdvice | None = None     # the advisor's answer for this deal (computed once)
        self.advice_busy = False
        self.finished = False
        self.outcome: Outcome | None = None
        self.save_error = ""
        self.hint = ""
        self.duplicate: dict = {}
        self.saved = ""                       # the file name written (never a path)
        self.last_error: dict = {}
        self.result: dict = {}
        self._tell(label("practice.dealt", self.lang, seed=seed, dealer=self.short_name(dealer)))
        if self.state.phase == "cancelled":                        # D4: a petit sec, before the auction
            self._after()
            self._tell(self.outcome_status())

    @property
    def dealt_as(self) -> tuple[int, int, int, str, int]:
        """What the cards on the table were dealt from: (seed, dealer, seat, kind of bots, players)."""
        return self.seed, self.dealer, self.seat, self.opponents, self.players

    def new_deal(self, seed: int | None = None) -> None:
        """Deal again: deal no. *seed* (D2–D3), or the next number; the same table, seat, dealer and bots."""
        self.deal(self.seed + 1 if seed is None else seed, self.dealer, self.seat, self.opponents)

    @property
    def five(self) -> bool:
        """V4–V7: a table of five, where the taker calls a card and has a secret partner."""
        return self.players == FIVE_PLAYERS.seats

    def view(self) -> SeatView:
        """What the learner may know now (the core's :meth:`GameState.view`): the camps at five players."""
        return self.state.view(self.seat)

    def _knows_camps(self) -> bool:
        """V5: whether the learner knows who the partner is (or that the taker is alone)."""
        return self.view().partner_known

    def side_of_trick(self, t) -> str | None:
        """P6, V5, V7: the side a finished trick counts for, as the learner may know it — None at five
        players while the camps are unknown to him and the winner is neither the taker nor himself (a
        defender who does not hold the called card knows his own camp, not the partner's)."""
        view = self.view()
        if not self.five or view.partner_known or t.winner == view.taker:
            return next(v.winner_side for v in view.tricks if v.number == t.number)
        if t.winner == self.seat:
            return "defence"
        return None

    @property
    def slam_pending(self) -> bool:
        """B7, R4: the learner took, the play has begun and no card is down: the slam is theirs to decide."""
        return (not self.slam_decided and self.state.taker == self.seat
                and slam_decision_due(self.state))

    @property
    def my_turn(self) -> bool:
        st = self.state
        return (st.to_act == self.seat and st.phase in ("auction", "call", "discard", "play")
                and not self.slam_pending)

    @property
    def bots_to_play(self) -> bool:
        """A bot is to act and the learner owes no decision first."""
        st = self.state
        return st.to_act is not None and st.to_act != self.seat and not self.slam_pending

    @property
    def turn(self) -> str:
        """Where the deal stands (deal, take-backs, actions): what a ``step`` must name."""
        return f"{self.deals}.{self.undos}.{len(self.state.actions)}"

    def run_bots(self, limit: int = 1000) -> None:
        """Play the bots' turns up to the learner's next decision or the end."""
        for _ in range(limit):
            if not self.bots_to_play:
                break
            self._bot_turn()

    def _bot_turn(self) -> None:
        acts = play_turn(self.state, self.bots)           # ONE turn, from that bot's own view
        self._tell(" ".join(filter(None, (self.describe(a) for a in acts))))
        self._after()

    def _after(self) -> None:
        """After each change of the state: the camps as the learner learns them (V5, at five players),
        the end of the deal (outcome, save) or its undoing."""
        st = self.state
        if self.five:
            self._camps_news()
        over = st.phase in ("done", "all_pass", "cancelled")
        if over and not self.finished:
            self.finished = True
            out = self.outcome = st.outcome()              # the referee's outcome
            self.result = {"status": out.status, "scores": list(out.scores), "mine": out.scores[self.seat],
                           "S": out.S, "taker": out.taker, "contract": out.contract.code if out.contract else None}
            if st.phase != "cancelled":
                self._tell(self.outcome_status())
                if self.save_dir is not None:
                    self.save()
        elif not over and self.finished:                  # a take-back reopened the deal
            self.finished, self.outcome, self.save_error = False, None, ""
            self.result, self.duplicate, self.saved = {}, {}, ""

    def _camps_news(self) -> None:
        """V5: say in the log what the learner just learnt of the camps — his own secret (he holds the
        called card, or called his own), the called card falling (everyone then knows: the partner, or
        the taker alone), the chien shown with the called card in it (the taker alone, E1). A take-back
        that hides the called card again forgets it (said again when it falls again)."""
        st = self.state
        called = st.called
        fell = called is not None and (called in st.current_trick or any(called in t.cards for t in st.tricks))
        knows = self._knows_camps()
        lang = self.lang
        if called is not None and fell and not self.called_fell:
            now = (trick_seats(st.current_leader, len(st.current_trick), st.table)
                   if st.current_leader is not None else ())
            played = [(s, c) for t in st.tricks for s, c in zip(t.seats, t.cards)] + list(zip(now, st.current_trick))
            who = next(s for s, c in played if c == called)
            if st.partner is None:
                self._tell(label("practice.called_fell_alone", lang, name=self.short_name(who), card=called.name(lang)))
            else:
                key = ("practice.called_fell_you" if who == self.seat else
                       "practice.called_fell_yours" if st.taker == self.seat else "practice.called_fell")
                self._tell(label(key, lang,
                                 name=self.short_name(who), card=called.name(lang),
                                 taker=self.short_name(st.taker) if st.taker is not None else ""))
        elif called is not None and knows and not self.knows_camps and not fell and st.phase != "done":
            if self.seat == st.partner:
                self._tell(label("practice.you_are_partner", lang, card=called.name(lang),
                                 taker=self.short_name(st.taker) if st.taker is not None else ""))
            elif self.seat == st.taker and called in st.dealt[self.seat]:
                self._tell(label("practice.you_alone", lang, card=called.name(lang)))
            elif called in st.chien:
                self._tell(label("practice.called_in_chien_you" if st.taker == self.seat else
                                 "practice.called_in_chien", lang, card=called.name(lang),
                                 taker=self.short_name(st.taker) if st.taker is not None else ""))
        self.called_fell, self.knows_camps = fell, knows

    # --- names and sentences ---------------------------------------------------------------------
    def short_name(self, seat: int) -> str:
        return label("practice.you", self.lang) if seat == self.seat else label("common.seat", self.lang, seat=seat)

    def long_name(self, seat: int) -> str:
        if seat == self.seat:
            return label("practice.you_seat", self.lang, seat=seat)
        return label("practice.bot", self.lang, seat=seat, kind=label(f"practice.kind.{self.opponents}", self.lang))

    def cards_text(self, cards: Sequence[Card]) -> str:
        return ", ".join(c.name(self.lang) for c in cards)

    def say(self, text: str) -> None:
        """Announce *text* (the widget's aria-live line), even when it repeats the last one."""
        self.said += 1
        self.message = text

    def _tell(self, text: str) -> None:
        """Announce *text* and keep it in the log."""
        if not text:
            return
        self.log = (self.log + [text])[-LOG_SIZE:]
        self.say(text)

    def describe(self, action: Action) -> str:
        """One action in words (:func:`tarot_core.render.describe.describe`, the state after it being
        ``self.state``), and the contract once the auction is over (A3: the outcome tells an all-pass).
        At five players a trick's side is the learner's knowledge of the camps (:meth:`side_of_trick`, V5),
        never the state's whole truth (which would tell the secret partner)."""
        st = self.state
        if not self.five:
            out = describe(action, self.lang, name=self.short_name, you=self.seat, after=st)
        else:
            out = describe(action, self.lang, name=self.short_name, you=self.seat,
                           after=None if action.kind == "play" else st)
            if action.kind == "play" and not st.current_trick and st.tricks:       # it closed a trick (P6)
                out += " " + self.won_text(st.tricks[-1])
        if action.kind == "bid" and st.phase not in ("auction", "all_pass"):
            out += " " + self.contract_text()
        return out

    def won_text(self, t) -> str:
        """The trick on the table, once won: by whom, for which side (P6) — the words of :func:`describe`;
        at five players, for which camp only when the learner may know it (V5, :meth:`side_of_trick`)."""
        side = self.side_of_trick(t) if self.five else t.winner_side
        if side is None:
            return label("practice.won_secret", self.lang, n=t.number, name=self.short_name(t.winner))
        return core_text("describe.won.you" if t.winner == self.seat else "describe.won", self.lang, n=t.number,
                         name=self.short_name(t.winner), side=camp_name(side, self.state.table, self.lang))  # V7

    def contract_text(self) -> str:
        st = self.state
        if st.phase == "all_pass":
            return label("replay.all_pass", self.lang)
        if st.taker is None or st.contract is None:
            return label("practice.no_taker", self.lang)
        c = st.contract
        out = label("practice.contract_you" if st.taker == self.seat else "practice.contract", self.lang,
                    name=self.short_name(st.taker), contract=c.label(self.lang), k=c.multiplier)
        if st.called is not None:                     # V4: the called card, said aloud to everyone
            out += " " + self.called_text()
        return out

    def called_text(self) -> str:
        """V4: "calls King of ♥ hearts (V4)." — the called card beside the taker's name, for every seat."""
        st = self.state
        return "" if st.called is None else label("practice.called", self.lang, card=st.called.name(self.lang))

    def outcome_status(self) -> str:
        out = self.outcome
        if out is None:
            return ""
        if out.status == "cancelled" and out.petit_sec_seat is not None:          # D4
            return label("replay.cancelled", self.lang, name=self.short_name(out.petit_sec_seat))
        if out.status == "all_pass":
            return label("replay.all_pass", self.lang)
        return label("practice.over", self.lang) + " " + self.summary(out) + " " + label(
            "practice.score", self.lang, score=fmt_points(out.scores[self.seat], self.lang, signed=True))

    def summary(self, out: Outcome) -> str:
        """A played deal's result in one line (S1–S3); empty for a deal with no card played."""
        r = out.result
        if r is None or out.taker_points is None:
            return ""
        return label("replay.summary", self.lang, points=fmt_points(out.taker_points, self.lang),
                     bouts=out.taker_bouts, target=r.target, margin=r.margin, S=fmt_points(r.S, self.lang),
                     verdict=label("replay.made" if r.made else "replay.failed", self.lang))

    def status(self) -> str:
        """Whose turn it is, and what the learner is asked to do."""
        st = self.state
        if st.to_act is None:
            return self.outcome_status() or label("practice.over", self.lang)
        if self.slam_pending:
            return label("practice.your_turn_slam", self.lang)
        if not self.my_turn:
            return label("practice.waiting", self.lang, name=self.short_name(st.to_act))
        return label({"auction": "practice.your_turn_bid", "discard": "practice.your_turn_discard",
                      "call": "practice.your_turn_call"}.get(st.phase, "practice.your_turn_card"), self.lang,
                     n=st.table.chien_size)

    def not_now(self) -> str:
        """Why the learner cannot do that now (whose turn it is, or the deal is over)."""
        st = self.state
        if st.to_act is None:
            return label("practice.over", self.lang)
        if self.slam_pending:
            return label("practice.your_turn_slam", self.lang)
        if st.to_act != self.seat:
            return label("practice.not_your_turn", self.lang, name=self.short_name(st.to_act))
        return label("practice.no_card_now", self.lang, what=self.status())

    # --- refusals ----------------------------------------------------------------------------------
    def refuse(self, error: TarotError, card: Card | None = None) -> None:
        """A refusal, told with the core's rule and reason (the deal unchanged)."""
        message = error.message(self.lang)
        self.last_error = {"rule": error.rule, "message": message, "card": card.code if card is not None else None}
        self._tell(message)

    def refuse_text(self, text: str) -> None:
        """A refusal that is not a rule of the game (not your turn, six cards chosen already …)."""
        self.last_error = {"rule": None, "message": text, "card": None}
        self.say(text)

    def _ok(self) -> None:
        self.last_error = {}
        self.hint = ""

    def _done(self) -> None:
        """The learner's action went through: said, and the end of the deal seen to."""
        self._ok()
        self._tell(self.describe(self.state.actions[-1]))
        self._after()

    # --- the learner's actions --------------------------------------------------------------------
    def step(self, at: str | None = None) -> None:
        """ONE bot turn, if it is still the position *at* names (a late or doubled step plays nothing)."""
        if at is not None and at != self.turn:
            return
        if self.bots_to_play:
            self._bot_turn()

    def bid(self, bid: str) -> None:
        """A1: *bid* is "pass" or a contract's code (a bid is never implied: a missing one is refused)."""
        st = self.state
        if st.phase != "auction" or not self.my_turn:
            return self.refuse_text(self.not_now())
        try:
            st.bid(None if bid == "pass" else bid)                     # A1: the core checks it
        except TarotError as e:
            return self.refuse(e)
        self._done()

    def toggle(self, card: str) -> None:
        """Put a card in the discard being chosen, or take it out (the core judges the six, E1–E2);
        outside the discard, a card clicked is a card played."""
        st = self.state
        if st.phase != "discard" or not self.my_turn:
            return self.play(card)
        try:
            c = parse_card(card)
        except TarotError as e:
            return self.refuse(e)
        if c not in st.hands[self.seat]:
            return None
        if c.code in self.chosen:
            self.chosen.remove(c.code)
        elif len(self.chosen) >= st.table.chien_size:
            return self.refuse_text(label("practice.discard_full", self.lang, n=st.table.chien_size))
        else:
            self.chosen.append(c.code)
        self.last_error = {}
        self.say(label("practice.discard_count", self.lang, count=len(self.chosen), n=st.table.chien_size))
        return None

    def call(self, card: str) -> None:
        """V4 (R8): the learner, taker at five players, calls *card*; the core refuses a card he may not
        call (a queen without the four kings …) with its rule, and the deal stays as it was."""
        st = self.state
        if st.phase != "call" or not self.my_turn:
            return self.refuse_text(self.not_now())
        try:
            c = parse_card(card)
            st.call(c)                                             # V4, R8: the core checks it
        except TarotError as e:
            return self.refuse(e)
        self._done()

    def call_options(self) -> list[dict]:
        """V4, R8: the cards the call dialog offers — the four kings always, each rank below once the
        learner holds every card above it (a rank he may not call yet is shown refused, so that the
        core can say why: V4, R8) — each with whether the core allows it (``callable_cards``) and
        whether it is in his own hand (calling it, he plays alone, V5)."""
        st = self.state
        if st.phase != "call" or not self.my_turn:
            return []
        allowed = set(st.callable_cards())
        mine = set(st.dealt[self.seat])
        out = []
        for rank in ("K", "Q", "C", "J"):
            row = [parse_card(rank + suit) for suit in "SHDC"]
            out += [{"code": c.code, "allowed": c in allowed, "mine": c in mine} for c in row]
            if not all(c in allowed for c in row):
                break
        return out

    def discard(self) -> None:
        st = self.state
        if st.phase != "discard" or not self.my_turn:
            return self.refuse_text(self.not_now())
        try:
            st.discard(self.chosen)                                # E1–E2: refused with the rule
        except TarotError as e:
            return self.refuse(e)
        self.chosen = []
        self._done()

    def slam(self, announce: bool = False) -> None:
        """B7, R4: the taker announces a slam, or not, before the first card."""
        if not self.slam_pending:
            return
        try:
            self.state.decide_slam(announce)                       # B7, R4: a SlamDecision, yes or no
        except TarotError as e:
            return self.refuse(e)
        self.slam_decided = True
        self._ok()
        self._tell(self.describe(self.state.actions[-1]))

    def poignee(self, size: int | str) -> None:
        """Show the poignée of *size* trumps the core offers now (B1–B3); another size does nothing."""
        offer = next((cards for n, cards in self.poignee_offers() if str(n) == str(size)), None)
        if offer is None:
            return
        try:
            self.state.declare_poignee(self.seat, offer)           # B1–B3
        except TarotError as e:
            return self.refuse(e)
        self._ok()
        self._tell(self.describe(self.state.actions[-1]))

    def play(self, card: str) -> None:
        st = self.state
        try:
            c = parse_card(card)
        except TarotError as e:
            return self.refuse(e)
        if st.phase == "play" and self.slam_pending and st.to_act == self.seat:
            self.slam_decided = True                 # B7: playing the first card is announcing no slam
        if not self.my_turn or st.phase != "play":
            return self.refuse_text(self.not_now())
        err = st.why_not(c)                                        # P2–P5, X1 (E4: not in the hand)
        if err is not None:
            return self.refuse(err, c)
        st.play(c)
        self._done()

    def undo(self) -> None:
        """Take back the learner's last card and every card played after it (``GameState.undo``)."""
        st = self.state
        mine = [i for i, a in enumerate(st.actions) if a.kind == "play" and a.seat == self.seat]
        if not mine:
            return self.refuse_text(label("practice.nothing_to_undo", self.lang))
        undone = None
        while len(st.actions) > mine[-1]:
            undone = st.undo()
        self.undos += 1
        self._ok()
        self._after()
        assert undone is not None                   # at least the learner's own card came back
        self._tell(label("practice.undone", self.lang, card=parse_card(undone.value).name(self.lang)))

    def ask_hint(self) -> None:
        self.last_error = {}
        self.hint = self.hint_text()
        self.say(self.hint)

    def hint_text(self) -> str:
        """The basic bot's advice for the learner's decision now, with its rule of thumb."""
        st = self.state
        view = st.view(self.seat)
        bot = BasicBot()
        if self.slam_pending:
            return bot.advise_slam(view).text(self.lang)
        if not self.my_turn:
            return label("practice.hint_wait", self.lang)
        texts = []
        if st.phase == "play" and self.poignee_offers():
            texts.append(bot.advise_poignee(view).text(self.lang))
        texts.append(bot.advise(view).text(self.lang))
        return " ".join(texts)

    def count(self, busy=None) -> None:
        """How strong is my hand? The published count of the hand as dealt (18 cards) and its bid, shown
        or hidden; during the auction, also the bidding advisor's chances (:meth:`advice`). *busy*, if
        given, is called once the advisor is about to work (a view can then say "computing…")."""
        self.last_error = {}
        self.count_lines = ([] if self.count_lines else
                            hand_count(self.state.dealt[self.seat], self.state.table).text(self.lang).split("\n"))
        if not self.count_lines:
            return
        self.say(self.count_lines[-1])
        if self.state.phase == "auction" and self.advice_result is None:
            self.advice_busy = True
            self.say(label("practice.advice.computing", self.lang, deals=ADVICE_DEALS))
            if busy is not None:
                busy()                             # "computing…" reaches the browser before the work
            try:
                self.advice()
            finally:
                self.advice_busy = False
        if self.advice_result is not None:
            self.say(self.advice_result.lines(self.lang)[-1])

    def advice(self) -> HandAdvice:
        """The bidding advisor for the learner's cards as dealt (:func:`~tarot_core.analysis.advisor.advise`:
        basic bots, :data:`ADVICE_DEALS` deals, the deal's seed, this seat and dealer, at this table:
        18 cards at four players, 24 at three, 15 at five, V1) — a model estimate, computed once per
        deal (it is deterministic)."""
        if self.advice_result is None:
            self.advice_result = advise(self.state.dealt[self.seat], ADVICE_DEALS, seed=self.seed, seat=self.seat,
                                        dealer=self.dealer, players=self.players)
        return self.advice_result

    # --- poignées offered (B1–B3) -------------------------------------------------------------------
    def poignee_offers(self) -> list[tuple[int, tuple[Card, ...]]]:
        """(size, cards) for each poignée the learner may show now, as the core gives them (B1–B3:
        :meth:`GameState.poignee_options`), once any slam question is answered."""
        st = self.state
        if st.phase != "play" or st.to_act != self.seat or self.slam_pending:
            return []
        return [(p.size, tuple(p.cards)) for p in st.poignee_options(self.seat)]

    # --- the end: the duplicate comparison, the record, the save -------------------------------------
    def compare_with_bot(self) -> dict:
        """The same cards replayed from the start with a basic bot in the learner's seat (the other
        seats' bots of the same kind): both scores for that seat (S4)."""
        if not self.finished or self.outcome is None or self.state.phase == "cancelled":
            return {}
        fresh = replay_with_bot(self.state, self.seat, "basic", (self.opponents,) * (self.players - 1),
                                seed=self.seed, samples=DUPLICATE_SAMPLES)
        theirs = fresh.outcome()
        mine = self.outcome.scores[self.seat]
        bot = theirs.scores[self.seat]
        lang = self.lang
        deal = (label("practice.duplicate_pass", lang) if theirs.status != "played" or theirs.contract is None
                else label("practice.duplicate_deal", lang, name=label("common.seat", lang, seat=theirs.taker),
                           contract=theirs.contract.label(lang)))
        text = label("practice.duplicate_text", self.lang, deal=deal, bot=fmt_points(bot, self.lang, signed=True),
                     mine=fmt_points(mine, self.lang, signed=True))
        self.duplicate = {"mine": mine, "bot": bot, "text": text, "bot_contract": theirs.contract.code
                          if theirs.contract else None, "bot_taker": theirs.taker}
        self._tell(text)
        return dict(self.duplicate)

    def record_json(self) -> str:
        """The deal so far as deal-record JSON (``tarot referee`` and the replayer read it)."""
        data = self.state.record().to_dict()
        data["seed"] = self.seed                      # the number the cards were dealt from (D2)
        data["name"] = label("practice.record_name", self.lang, seed=self.seed)
        return json.dumps(data, ensure_ascii=False, indent=1) + "\n"

    def file_name(self) -> str:
        """The saved record's name, made from the deal's seed and dealer (never from the browser)."""
        table = "" if self.players == FOUR_PLAYERS.seats else f"_{self.players}p"      # V1: one file per table
        return f"practice{table}_seed{self.seed}_dealer{self.dealer}.json"

    def save(self) -> pathlib.Path | None:
        """Write the deal record into ``save_dir`` atomically; a failure is told, not raised."""
        from tarot_core.io.atomic import atomic_write_text
        if self.save_dir is None:
            return None
        path = self.save_dir / self.file_name()
        try:
            atomic_write_text(path, self.record_json())
        except (OSError, TarotError) as e:
            reason = e.message(self.lang) if isinstance(e, TarotError) else (e.strerror or type(e).__name__)
            self.save_error = label("practice.save_failed", self.lang, file=self.file_name(), error=reason)
            self.saved = ""
            self._tell(self.save_error)
            return None
        self.save_error = ""
        self.saved = self.file_name()
        self._tell(label("practice.saved", self.lang, file=self.saved))
        return path

    def load(self, text: str) -> None:
        """Take up a deal saved by :meth:`record_json` (its seed, dealer and actions): the same cards,
        every action replayed through the core (a record the referee refuses is refused, with its
        rule, and the table keeps its deal). The learner keeps this session's seat and bots."""
        try:
            rec = loads(text)
            fresh = GameState.from_record(rec, partial=True)
        except TarotError as e:
            return self.refuse(e)
        seed = rec.seed if isinstance(rec.seed, int) else self.seed
        players = fresh.table.seats
        error = table_error(players, self.seat, rec.dealer, self.lang)
        if error is not None:                          # V1: the learner's seat is not at that table
            return self.refuse_text(error)
        self.deal(seed, rec.dealer, self.seat, self.opponents, players)
        self.state = fresh
        self.slam_decided = any(a.kind == "slam" for a in fresh.actions)
        self.knows_camps = self._knows_camps()
        self._after()


def first_legal_player(table, bid: str = "pass", limit: int = 2000) -> None:
    """Play *table*'s deal to the end (a :class:`PracticeSession`, or a widget that has ``do``): the
    learner bids *bid* (then passes if it is refused), discards the core's suggested discard, never
    announces a slam, shows no poignée and always plays its first legal card; the bots play between
    (for tests, benchmarks and demonstrations)."""
    act = table.do if hasattr(table, "do") else (lambda name, **args: getattr(table, name)(**args))
    for _ in range(limit):
        st = table.state
        if st.to_act is None:
            break
        if table.slam_pending:
            act("slam", announce=False)
        elif table.bots_to_play:
            act("step", at=table.turn)
        elif st.phase == "auction":
            act("bid", bid=bid)
            if table.last_error:
                act("bid", bid="pass")
        elif st.phase == "call":
            act("call", card=st.callable_cards()[0].code)
        elif st.phase == "discard":
            for c in st.suggested_discard():
                act("toggle", card=c.code)
            act("discard")
        else:
            act("play", card=st.legal_cards()[0].code)


__all__ = ["ADVICE_DEALS", "PLAYERS", "PracticeSession", "first_legal_player", "table_error"]
