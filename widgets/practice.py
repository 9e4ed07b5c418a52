"""Widget 9 (issue 12) — the practice table: one whole deal, the learner against three bots.

The widget holds one :class:`~tarot_core.game.GameState` and three bots
(:func:`~tarot_core.analysis.match.make_bot`: ``"random"``, ``"basic"`` or ``"sampler"``); the
learner sits in ``seat``. Every rule question goes to the core: whose turn it is (A1, E1, P1), the
bids allowed (``legal_bids``, A1), the discard (``discard`` refuses with E1–E2), the poignées
offered (``can_declare_poignee``, B1–B3), the slam (``can_announce_slam``, B7/R4), why a card is
refused (``why_not``: P2–P5, X1), who wins each trick (P6) and the outcome (``outcome()``, the
referee's). The bots decide from their own ``view(seat)`` only
(:func:`~tarot_core.analysis.bots.play_turn`). The widget itself keeps only view state: the cards
picked for the discard, what is shown, the log, the hint.

**Pace.** Python never loops over the bots on its own: the browser asks for one bot move at a time
(the ``step`` action, sent ``delay`` ms after each change, or by the *Next move* button in step-by-step
mode), Python plays ONE turn and syncs. Each ``step`` names the position it was sent for
(``view["turn"]``), so a late or doubled message (two views of one widget) never plays twice. From
Python, :meth:`PracticeTable.run_bots` plays the bots up to the learner's next decision.

**How strong is my hand?** (``count``) shows the published count of the hand as dealt
(:func:`~tarot_core.analysis.handcount.hand_count`); during the auction the first press also runs the
bidding advisor (:func:`~tarot_core.analysis.advisor.advise`: :data:`ADVICE_DEALS` simulated deals, basic
bots, the deal's seed, a few seconds) and shows each contract's chance with its interval, labelled as a
model estimate. "Computing…" is shown first (the browser at once, then Python's own busy view).

**Take back** (``undo``) undoes the learner's last card and every bot card played after it
(``GameState.undo`` until that card is back in hand). **Duplicate** (``duplicate``) replays the same
cards from the start with a basic bot in the learner's seat
(:func:`~tarot_core.analysis.match.replay_with_bot`) and shows both scores. **Save**: with
``save_dir``, the finished deal is written there as a deal record (the replayer and ``tarot referee``
read it), atomically (:func:`tarot_core.io.session.atomic_write_text`), under a name the widget makes
from the seed (:meth:`PracticeTable.file_name`); the browser never sends a path.

>>> w = PracticeTable(seed=5, seat=0, lang="en", opponents="basic")
>>> w.phase, w.state.to_act
('auction', 1)
>>> w.run_bots(); w.state.to_act == 0                # the bots speak up to the learner's turn (A1)
True
>>> w.do("bid", bid="pass"); w.run_bots()
>>> w.phase in ("play", "all_pass")
True
"""
from __future__ import annotations

import json
import pathlib

import traitlets

from tarot_core.analysis.advisor import HandAdvice, advise
from tarot_core.analysis.bots import (
    BasicBot,
    Bot,
    play_turn,
    slam_decision_due,
)
from tarot_core.analysis.handcount import hand_count
from tarot_core.analysis.match import KINDS, make_bot, replay_with_bot
from tarot_core.auction import speaker
from tarot_core.cards import parse_card
from tarot_core.catalogue import text as core_text
from tarot_core.deal import N_SEATS
from tarot_core.discard import chien_owner
from tarot_core.errors import TarotError, shown
from tarot_core.game import GameState
from tarot_core.render.svg import card_label, cards_svg
from tarot_core.table import FOUR_PLAYERS

from ._base import CSS, STATIC, Refused, TarotWidget, choice_refused, esm, seed_of
from .labels import fmt_points, label

POSITIONS = ("bottom", "right", "top", "left")     # D1: the next seat (seat + 1) sits on your right
SAMPLER_BUDGET = 0.3        # seconds per card for a sampler opponent: the kernel stays responsive
DUPLICATE_SAMPLES = 10      # sampled deals per card when the duplicate's opponents are samplers
LOG_SIZE = 12               # lines of "what happened" kept in the view
ADVICE_DEALS = 40           # "how strong is my hand?" in the auction: 40 simulated deals, ~2 s with basic bots
PACES = ("auto", "step")
MAX_DELAY = 10_000          # ms: the longest pause between two bot moves


class _LearnerSeat(Bot):
    """The learner's place in the bots' list: :func:`play_turn` only asks it whether to announce a
    slam (the learner decided already, through the widget), and never plays for it."""
    kind = "learner"

    def choose_slam(self, view) -> bool:
        return False


class PracticeTable(TarotWidget):
    """A whole deal at a table: the learner in ``seat`` against three bots of kind ``opponents``."""

    _esm = esm("practice")
    _css = CSS.read_text(encoding="utf-8") + "\n" + (STATIC / "practice.css").read_text(encoding="utf-8")
    LABELS = ("common.", "practice.")
    # What the browser (or marimo) may write: the deal's settings, each checked by its validator below;
    # a new deal number, dealer, seat or kind of bots deals that deal (said). The rest is Python's.
    FROM_BROWSER = ("seed", "dealer", "seat", "opponents", "show_all", "pace", "delay")

    seed = traitlets.Int(0).tag(sync=True)
    seat = traitlets.Int(0).tag(sync=True)
    dealer = traitlets.Int(0).tag(sync=True)
    opponents = traitlets.Unicode("basic").tag(sync=True)
    show_all = traitlets.Bool(False).tag(sync=True)
    pace = traitlets.Unicode("auto").tag(sync=True)
    delay = traitlets.Int(600).tag(sync=True)            # ms between two bot moves (pace "auto")
    # what is on the table, for marimo (``mo.ui.anywidget(w).value``) and tests; written, never read back
    phase = traitlets.Unicode("").tag(sync=True)
    hand = traitlets.List(traitlets.Unicode()).tag(sync=True)
    trick = traitlets.List(traitlets.Unicode()).tag(sync=True)
    tricks_done = traitlets.Int(0).tag(sync=True)
    result = traitlets.Dict().tag(sync=True)
    last_error = traitlets.Dict().tag(sync=True)
    hint = traitlets.Unicode("").tag(sync=True)
    duplicate = traitlets.Dict().tag(sync=True)
    saved = traitlets.Unicode("").tag(sync=True)         # the file name written (never a path)

    def __init__(self, seed: int = 0, seat: int = 0, *, dealer: int = 0, opponents: str = "basic",
                 save_dir=None, **kwargs):
        if opponents not in KINDS:
            raise ValueError(f"opponents must be one of {KINDS}, not {opponents!r}")
        if seat not in range(N_SEATS) or dealer not in range(N_SEATS):
            raise ValueError(f"seat and dealer are seats 0 to {N_SEATS - 1}")
        if kwargs.get("pace", "auto") not in PACES:
            raise ValueError(f"pace must be one of {PACES}")
        # Where finished deals are saved: a Python-side attribute, never synced to the browser.
        self.save_dir = None if save_dir is None else pathlib.Path(save_dir)
        self._deals = 0
        self._ready = False
        self._new_state(seed_of(seed), dealer, seat, opponents)
        super().__init__(seed=seed, seat=seat, dealer=dealer, opponents=opponents, **kwargs)
        self._ready = True
        self._start_text()
        self.refresh()

    # --- the settings, as Python or the browser write them -------------------------------------
    def _lang_now(self):
        return self.lang if self.lang in ("fr", "en") else None

    @traitlets.validate("seed")
    def _check_seed(self, proposal):
        try:
            return seed_of(proposal["value"])                  # D2
        except TarotError as e:
            raise Refused(e.message(self._lang_now())) from None

    @traitlets.validate("seat", "dealer")
    def _check_seat(self, proposal):
        value = proposal["value"]
        if isinstance(value, bool) or not 0 <= value < N_SEATS:       # D1: seats 0 to 3
            raise Refused(label("common.trait.range", self._lang_now(), low=0, high=N_SEATS - 1,
                                value=shown(value, self._lang_now())))
        return value

    @traitlets.validate("opponents", "pace")
    def _check_choice(self, proposal):
        value, choices = proposal["value"], KINDS if proposal["trait"].name == "opponents" else PACES
        if value not in choices:
            lang = self._lang_now()
            quoted = label("common.quoted", lang, text=shown(value, lang))
            raise Refused(label("common.trait.choices", lang, value=quoted, choices=", ".join(choices)))
        return value

    @traitlets.validate("delay")
    def _check_delay(self, proposal):
        value = proposal["value"]
        if isinstance(value, bool) or not 0 <= value <= MAX_DELAY:
            raise Refused(label("common.trait.range", self._lang_now(), low=0, high=MAX_DELAY,
                                value=shown(value, self._lang_now())))
        return value

    @traitlets.observe("seed", "dealer", "seat", "opponents")
    def _on_settings(self, change):
        """A deal number, dealer, seat or kind of bots set from Python or the browser: that deal, dealt
        now (D2–D3) and said, so the table and a saved record always hold the cards of the settings shown."""
        if not self._ready or self._dealt_as == (self.seed, self.dealer, self.seat, self.opponents):
            return
        self._new_state(self.seed, self.dealer, self.seat, self.opponents)
        self.hint, self.duplicate, self.saved, self.last_error, self.result = "", {}, "", {}, {}
        self._start_text()
        self.refresh()

    # --- the deal ------------------------------------------------------------------------
    def _new_state(self, seed: int, dealer: int, seat: int, opponents: str) -> None:
        """A fresh seeded deal (D2–D3) and fresh bots; all view state cleared."""
        self.state = GameState.new(seed=seed, dealer=dealer)
        self._dealt_as = (seed, dealer, seat, opponents)     # what the cards on the table were dealt from
        self.bots: list[Bot] = [_LearnerSeat() if s == seat else
                                make_bot(opponents, seed=seed * N_SEATS + s, budget=SAMPLER_BUDGET)
                                for s in range(N_SEATS)]
        self._deals += 1
        self._undos = 0
        self._chosen: list[str] = []           # the learner's discard in the making (card codes)
        self._slam_decided = False
        self._log: list[str] = []
        self._count: list[str] = []
        self._advice: HandAdvice | None = None     # the advisor's answer for this deal (computed once)
        self._advice_busy = False
        self._finished = False
        self._outcome = None
        self._save_error = ""

    def _start_text(self) -> None:
        self._tell(label("practice.dealt", self.lang, seed=self.seed, dealer=self.short_name(self.dealer)))
        st = self.state
        if st.phase == "cancelled":                               # D4: a petit sec, before the auction
            self._after()
            self._tell(self._outcome_status())

    def new_deal(self, seed: int | None = None) -> None:
        """Deal again: deal no. *seed* (D2–D3), or the next number; the same seat and dealer."""
        seed = self.seed + 1 if seed is None else seed_of(seed)
        self._new_state(seed, self.dealer, self.seat, self.opponents)
        self.seed = seed
        self.hint, self.duplicate, self.saved, self.last_error, self.result = "", {}, "", {}, {}
        self._start_text()
        self.refresh()

    @property
    def slam_pending(self) -> bool:
        """B7, R4: the learner took, the play has begun and no card is down: the slam is theirs to decide."""
        return (not self._slam_decided and self.state.taker == self.seat
                and slam_decision_due(self.state))

    @property
    def my_turn(self) -> bool:
        st = self.state
        return st.to_act == self.seat and st.phase in ("auction", "discard", "play") and not self.slam_pending

    @property
    def bots_to_play(self) -> bool:
        """A bot is to act and the learner owes no decision first."""
        st = self.state
        return st.to_act is not None and st.to_act != self.seat and not self.slam_pending

    @property
    def turn(self) -> str:
        """Where the deal stands (deal, take-backs, actions): what a ``step`` message must name."""
        return f"{self._deals}.{self._undos}.{len(self.state.actions)}"

    def run_bots(self, limit: int = 1000) -> None:
        """Play the bots' turns up to the learner's next decision or the end (from Python)."""
        for _ in range(limit):
            if not self.bots_to_play:
                break
            self._bot_turn()
        self.refresh()

    def _bot_turn(self) -> None:
        acts = play_turn(self.state, self.bots)           # ONE turn, from that bot's own view
        self._tell(" ".join(filter(None, (self._describe(a) for a in acts))))
        self._after()

    def _after(self) -> None:
        """After each change of the state: the end of the deal (outcome, save) or its undoing."""
        st = self.state
        over = st.phase in ("done", "all_pass", "cancelled")
        if over and not self._finished:
            self._finished = True
            self._outcome = st.outcome()                  # the referee's outcome
            out = self._outcome
            self.result = {"status": out.status, "scores": list(out.scores), "mine": out.scores[self.seat],
                           "S": out.S, "taker": out.taker, "contract": out.contract.code if out.contract else None}
            if st.phase != "cancelled":
                self._tell(self._outcome_status())
                if self.save_dir is not None:
                    self.save()
        elif not over and self._finished:                 # a take-back reopened the deal
            self._finished, self._outcome, self._save_error = False, None, ""
            self.result, self.duplicate, self.saved = {}, {}, ""

    # --- names and sentences ---------------------------------------------------------------
    def short_name(self, seat: int) -> str:
        return label("practice.you", self.lang) if seat == self.seat else label("common.seat", self.lang, seat=seat)

    def long_name(self, seat: int) -> str:
        if seat == self.seat:
            return label("practice.you_seat", self.lang, seat=seat)
        return label("practice.bot", self.lang, seat=seat, kind=label(f"practice.kind.{self.opponents}", self.lang))

    def _cards_text(self, cards) -> str:
        return ", ".join(c.name(self.lang) for c in cards)

    def _tell(self, text: str) -> None:
        """Announce *text* (aria-live) and keep it in the log."""
        if not text:
            return
        self._log = (self._log + [text])[-LOG_SIZE:]
        self.say(text)

    def _describe(self, action) -> str:
        """One action in words (the state after it is ``self.state``)."""
        st, lang, seat = self.state, self.lang, action.seat
        mine = seat == self.seat
        if action.kind == "bid":
            if action.value is None:
                out = label("practice.you_pass" if mine else "practice.said_pass", lang, name=self.short_name(seat))
            else:
                out = label("practice.you_bid" if mine else "practice.said_bid", lang,
                            name=self.short_name(seat), bid=action.value.label(lang))
            if st.phase not in ("auction", "all_pass"):         # A3: the outcome tells an all-pass
                out += " " + self._contract_text()
            return out
        if action.kind == "discard":
            trumps = [c for c in action.value if c.is_trump]
            out = (label("practice.you_discard", lang, cards=self._cards_text(action.value)) if mine else
                   label("practice.bot_discard", lang, name=self.short_name(seat)))
            if trumps and not mine:
                out += " " + label("practice.discard_trumps", lang, cards=self._cards_text(trumps))
            return out
        if action.kind == "slam" and not action.value:          # a taker's "no slam": said for the learner only
            return label("practice.slam_declined", lang) if mine else ""
        if action.kind == "slam":
            return label("practice.slam_you" if mine else "practice.slam_said", lang, name=self.short_name(seat))
        if action.kind == "poignee":
            return label("practice.poignee_said", lang, name=self.short_name(seat),
                         kind=core_text(f"poignee.{len(action.value)}", lang), cards=self._cards_text(action.value))
        card = parse_card(action.value)
        out = (label("trick.you_played", lang, card=card.name(lang)) if mine else
               label("trick.played", lang, name=self.short_name(seat), card=card.name(lang)))
        if not st.current_trick and st.tricks:          # the card closed a trick (P6)
            out += " " + self._won_text(st.tricks[-1])
        return out

    def _won_text(self, t) -> str:
        return label("practice.you_won" if t.winner == self.seat else "practice.trick_won", self.lang, n=t.number,
                     name=self.short_name(t.winner),
                     side=label(f"common.the.{t.winner_side}", self.lang))

    def _contract_text(self) -> str:
        st = self.state
        if st.phase == "all_pass":
            return label("replay.all_pass", self.lang)
        if st.taker is None:
            return label("practice.no_taker", self.lang)
        c = st.contract
        return label("practice.contract_you" if st.taker == self.seat else "practice.contract", self.lang,
                     name=self.short_name(st.taker), contract=c.label(self.lang), k=c.multiplier)

    def _outcome_status(self) -> str:
        out = self._outcome
        if out is None:
            return ""
        if out.status == "cancelled":
            return label("replay.cancelled", self.lang, name=self.short_name(out.petit_sec_seat))
        if out.status == "all_pass":
            return label("replay.all_pass", self.lang)
        return label("practice.over", self.lang) + " " + self._summary(out) + " " + label(
            "practice.score", self.lang, score=fmt_points(out.scores[self.seat], self.lang, signed=True))

    def _summary(self, out) -> str:
        r = out.result
        return label("replay.summary", self.lang, points=fmt_points(out.taker_points, self.lang),
                     bouts=out.taker_bouts, target=r.target, margin=r.margin, S=fmt_points(r.S, self.lang),
                     verdict=label("replay.made" if r.made else "replay.failed", self.lang))

    def _refuse(self, error: TarotError, card=None) -> None:
        """A refusal, told with the core's rule and reason."""
        self.last_error = {"rule": error.rule, "message": error.message(self.lang),
                           "card": card.code if card is not None else None}
        self._tell(self.last_error["message"])

    def _refuse_text(self, text: str) -> None:
        """A refusal that is not a rule of the game (not your turn, six cards chosen already …)."""
        self.last_error = {"rule": None, "message": text, "card": None}
        self.say(text)

    def _ok(self) -> None:
        self.last_error = {}
        self.hint = ""

    # --- the learner's actions (one handler per action the browser sends) ---------------------
    # Each action's arguments and their types are its signature (checked by TarotWidget.run_action).
    def _action_refused(self, text: str) -> None:
        self._refuse_text(text)

    def _do_step(self, at: str | None = None):
        """The browser's pace: ONE bot turn, if it is still the position the message was sent for."""
        if at is not None and at != self.turn:
            return
        if self.bots_to_play:
            self._bot_turn()

    def _do_bid(self, bid: str):
        """A1: *bid* is "pass" or a contract's code (a bid is never implied: a missing one is refused)."""
        st = self.state
        if st.phase != "auction" or not self.my_turn:
            return self._refuse_text(self._not_now())
        try:
            st.bid(None if bid == "pass" else bid)                     # A1: the core checks it
        except TarotError as e:
            return self._refuse(e)
        self._ok()
        self._tell(self._describe(st.actions[-1]))
        self._after()

    def _do_toggle(self, card: str):
        """Put a card in the discard being chosen, or take it out (the core judges the six, E1–E2)."""
        st = self.state
        if st.phase != "discard" or not self.my_turn:
            return self._do_play(card)
        try:
            c = parse_card(card)
        except TarotError as e:
            return self._refuse(e)
        if c not in st.hands[self.seat]:
            return
        if c.code in self._chosen:
            self._chosen.remove(c.code)
        elif len(self._chosen) >= FOUR_PLAYERS.chien_size:
            return self._refuse_text(label("practice.discard_full", self.lang))
        else:
            self._chosen.append(c.code)
        self.last_error = {}
        self.say(label("practice.discard_count", self.lang, count=len(self._chosen)))

    def _do_discard(self):
        st = self.state
        if st.phase != "discard" or not self.my_turn:
            return self._refuse_text(self._not_now())
        try:
            st.discard(self._chosen)                               # E1–E2: refused with the rule
        except TarotError as e:
            return self._refuse(e)
        self._chosen = []
        self._ok()
        self._tell(self._describe(st.actions[-1]))
        self._after()

    def _do_slam(self, announce: bool = False):
        if not self.slam_pending:
            return
        try:
            self.state.decide_slam(announce)                       # B7, R4: a SlamDecision, yes or no
        except TarotError as e:
            return self._refuse(e)
        self._slam_decided = True
        self._ok()
        self._tell(self._describe(self.state.actions[-1]))

    def _do_poignee(self, size: int | str):
        offer = next((cards for n, cards in self.poignee_offers() if str(n) == str(size)), None)
        if offer is None:
            return
        try:
            self.state.declare_poignee(self.seat, offer)           # B1–B3
        except TarotError as e:
            return self._refuse(e)
        self._ok()
        self._tell(self._describe(self.state.actions[-1]))

    def _do_play(self, card: str):
        st = self.state
        try:
            c = parse_card(card)
        except TarotError as e:
            return self._refuse(e)
        if st.phase == "play" and self.slam_pending and st.to_act == self.seat:
            self._slam_decided = True                 # B7: playing the first card is announcing no slam
        if not self.my_turn or st.phase != "play":
            return self._refuse_text(self._not_now())
        err = st.why_not(c)                                        # P2–P5, X1 (E4: not in the hand)
        if err is not None:
            return self._refuse(err, c)
        st.play(c)
        self._ok()
        self._tell(self._describe(st.actions[-1]))
        self._after()

    def _not_now(self) -> str:
        """Why the learner cannot do that now (whose turn it is, or the deal is over)."""
        st = self.state
        if st.to_act is None:
            return label("practice.over", self.lang)
        if self.slam_pending:
            return label("practice.your_turn_slam", self.lang)
        if st.to_act != self.seat:
            return label("practice.not_your_turn", self.lang, name=self.short_name(st.to_act))
        return label("practice.no_card_now", self.lang, what=self._status())

    def _do_undo(self):
        """Take back the learner's last card and every card played after it (``GameState.undo``)."""
        st = self.state
        acts = st.actions
        mine = [i for i, a in enumerate(acts) if a.kind == "play" and a.seat == self.seat]
        if not mine:
            return self._refuse_text(label("practice.nothing_to_undo", self.lang))
        while len(st.actions) > mine[-1]:
            undone = st.undo()
        self._undos += 1
        self._ok()
        self._after()
        self._tell(label("practice.undone", self.lang, card=parse_card(undone.value).name(self.lang)))

    def _do_hint(self):
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

    def _do_count(self):
        """How strong is my hand? The published count of the hand as dealt (18 cards) and its bid;
        during the auction, also the bidding advisor's chances (:meth:`advice`)."""
        self.last_error = {}
        self._count = [] if self._count else hand_count(self.state.dealt[self.seat]).text(self.lang).split("\n")
        if not self._count:
            return
        self.say(self._count[-1])
        if self.state.phase == "auction" and self._advice is None:
            self._advice_busy = True
            self.say(label("practice.advice.computing", self.lang, deals=ADVICE_DEALS))
            self.refresh()                             # "computing…" reaches the browser before the work
            try:
                self.advice()
            finally:
                self._advice_busy = False
        if self._advice is not None:
            self.say(self._advice.lines(self.lang)[-1])

    def advice(self) -> HandAdvice:
        """The bidding advisor for the learner's 18 cards as dealt (:func:`~tarot_core.analysis.advisor.advise`:
        basic bots, :data:`ADVICE_DEALS` deals, the deal's seed, this seat and dealer) — a model
        estimate, computed once per deal (it is deterministic)."""
        if self._advice is None:
            self._advice = advise(self.state.dealt[self.seat], ADVICE_DEALS, seed=self.seed, seat=self.seat,
                                  dealer=self.dealer)
        return self._advice

    def _do_new(self, seed: str | int | None = None):
        """Deal no. *seed* (as typed: D2, :func:`~widgets._base.seed_of`), or the next one."""
        try:
            self.new_deal(None if seed in (None, "") else seed_of(seed))
        except TarotError as e:                        # D2: a seed is a whole number from 0 up
            self._refuse(e)

    def _do_show_all(self):
        self.show_all = not self.show_all

    def _do_pace(self, mode: str):
        if mode not in PACES:
            return self._refuse_text(choice_refused("pace", "mode", mode, PACES, self.lang))
        self.pace = mode

    def _do_duplicate(self):
        self.compare_with_bot()

    def _do_save(self):
        """Save the deal (the name is the widget's own; anything the browser sends is ignored)."""
        if self.save_dir is not None and self._finished:
            self.save()

    # --- poignées offered (B1–B3) -----------------------------------------------------------
    def poignee_offers(self) -> list[tuple[int, tuple]]:
        """(size, cards) for each poignée the learner may show now, as the core gives them (B1–B3:
        :meth:`GameState.poignee_options`), once any slam question is answered."""
        st = self.state
        if st.phase != "play" or st.to_act != self.seat or self.slam_pending:
            return []
        return [(p.size, p.cards) for p in st.poignee_options(self.seat)]

    # --- the end: the duplicate comparison, the record, the save ---------------------------------
    def compare_with_bot(self) -> dict:
        """The same cards replayed from the start with a basic bot in the learner's seat (the other
        seats' bots of the same kind): both scores for that seat (S4)."""
        if not self._finished or self.state.phase == "cancelled":
            return {}
        fresh = replay_with_bot(self.state, self.seat, "basic", (self.opponents,) * (N_SEATS - 1),
                                seed=self.seed, samples=DUPLICATE_SAMPLES)
        theirs = fresh.outcome()
        mine = self._outcome.scores[self.seat]
        bot = theirs.scores[self.seat]
        deal = (label("practice.duplicate_pass", self.lang) if theirs.status != "played" else
                label("practice.duplicate_deal", self.lang, name=label("common.seat", self.lang, seat=theirs.taker),
                      contract=theirs.contract.label(self.lang)))
        text = label("practice.duplicate_text", self.lang, deal=deal, bot=fmt_points(bot, self.lang, signed=True),
                     mine=fmt_points(mine, self.lang, signed=True))
        self.duplicate = {"mine": mine, "bot": bot, "text": text, "bot_contract": theirs.contract.code
                          if theirs.contract else None, "bot_taker": theirs.taker}
        self._tell(text)
        return dict(self.duplicate)

    def record_json(self) -> str:
        """The deal so far as deal-record JSON (``tarot referee`` and the replayer read it)."""
        seed = self._dealt_as[0]                      # the number the cards were dealt from (D2)
        data = self.state.record().to_dict()
        data["seed"] = seed
        data["name"] = label("practice.record_name", self.lang, seed=seed)
        return json.dumps(data, ensure_ascii=False, indent=1) + "\n"

    def file_name(self) -> str:
        """The saved record's name, made from the deal's seed and dealer (never from the browser)."""
        seed, dealer = self._dealt_as[:2]             # the deal on the table, whatever a trait says meanwhile
        return f"practice_seed{seed}_dealer{dealer}.json"

    def save(self) -> pathlib.Path | None:
        """Write the deal record into ``save_dir`` atomically; a failure is told, not raised."""
        from tarot_core.io.session import atomic_write_text
        if self.save_dir is None:
            return None
        path = self.save_dir / self.file_name()
        try:
            atomic_write_text(path, self.record_json())
        except (OSError, TarotError) as e:
            reason = e.message(self.lang) if isinstance(e, TarotError) else (e.strerror or type(e).__name__)
            self._save_error = label("practice.save_failed", self.lang, file=self.file_name(), error=reason)
            self.saved = ""
            self._tell(self._save_error)
            return None
        self._save_error = ""
        self.saved = self.file_name()
        self._tell(label("practice.saved", self.lang, file=self.saved))
        return path

    # --- the view (reads only) -------------------------------------------------------------------
    def refresh(self) -> None:
        st = getattr(self, "state", None)
        if st is not None:
            self.phase = st.phase
            self.hand = [c.code for c in st.hands[self.seat]]
            self.trick = [c.code for c in st.current_trick]
            self.tricks_done = len(st.tricks)
        super().refresh()

    def _status(self) -> str:
        st = self.state
        if st.to_act is None:
            return self._outcome_status() or label("practice.over", self.lang)
        if self.slam_pending:
            return label("practice.your_turn_slam", self.lang)
        if not self.my_turn:
            return label("practice.waiting", self.lang, name=self.short_name(st.to_act))
        return label({"auction": "practice.your_turn_bid", "discard": "practice.your_turn_discard"}.get(
            st.phase, "practice.your_turn_card"), self.lang)

    def _build_view(self) -> dict:
        st, lang = self.state, self.lang
        seat = self.seat
        view = {
            "turn": self.turn, "phase": st.phase, "pace": self.pace, "delay": max(0, int(self.delay)),
            "bots_to_play": self.bots_to_play, "my_turn": self.my_turn, "show_all": self.show_all,
            "step_shown": self.pace == "step" and self.bots_to_play,      # "Next move": step by step only
            "seed": self.seed,
            "deal_info": label("practice.deal_info", lang, seed=self.seed, dealer=self.short_name(self.dealer)),
            "status": self._status(), "contract": self._contract_text() if st.phase != "auction" else "",
            "error": (self.last_error or {}).get("message", ""),
            "error_rule": (self.last_error or {}).get("rule") or "",
            "hint": self.hint, "count": self._count, "log": list(self._log), "advice": self._advice_view(),
            "advice_next": st.phase == "auction" and not self._count and self._advice is None,
            "advice_computing": label("practice.advice.computing", lang, deals=ADVICE_DEALS),
            "can_undo": any(a.kind == "play" and a.seat == seat for a in st.actions),
            "seats": [self._seat_view(s) for s in range(N_SEATS) if s != seat],
            "me": self._seat_view(seat),
        }
        view.update(self._trick_view())
        view.update(self._hand_view())
        view["bids"] = self._bids_view()
        view["bid_options"] = ([{"value": "pass" if b is None else b.code,
                                 "text": label("practice.pass", lang) if b is None else b.label(lang)}
                                for b in st.legal_bids()] if st.phase == "auction" and self.my_turn else [])
        view["chien"] = self._chien_view()
        view["slam_offer"] = self.slam_pending
        view["slam_on"] = label("practice.slam_on", lang) if st.slam_announced else ""
        view["poignee_offers"] = [{"size": n, "text": label("practice.poignee_show", lang,
                                                            name=core_text(f"poignee.{n}", lang), n=n,
                                                            bonus=st.verify_poignee(seat, cards).bonus),
                                   "cards": self._cards(cards, width=30)}
                                  for n, cards in self.poignee_offers()]
        view["poignees"] = [label("practice.poignee_line", lang, name=self.short_name(s),
                                  kind=core_text(f"poignee.{p.size}", lang), cards=self._cards_text(p.cards))
                            for s, p in st.poignees]
        if st.phase in ("play", "done") and st.tricks:
            taker_pts, defence_pts = st.points_so_far
            view["points"] = label("replay.running", lang, taker=fmt_points(taker_pts, lang),
                                   defence=fmt_points(defence_pts, lang))
        view["outcome"] = self._outcome_view()
        view["duplicate"] = self.duplicate.get("text", "")
        view["can_duplicate"] = self._finished and st.phase != "cancelled" and not self.duplicate
        view["save"] = {"on": self.save_dir is not None and self._finished and st.phase != "cancelled",
                        "ok": bool(self.saved),
                        "text": (label("practice.saved", lang, file=self.saved) if self.saved else self._save_error)}
        return view

    def _advice_view(self) -> dict:
        """The advisor's panel (shown with the count): busy, or its lines — the model-estimate label
        first, one line per contract (A2), then the count and the contract the mean S favours."""
        lang = self.lang
        if not self._count or not (self._advice_busy or self._advice is not None):
            return {}
        title = label("practice.advice.title", lang, deals=ADVICE_DEALS)
        if self._advice_busy or self._advice is None:
            return {"busy": True, "title": title, "text": label("practice.advice.computing", lang, deals=ADVICE_DEALS)}
        lines = self._advice.lines(lang)
        n = len(self._advice.contracts)
        return {"busy": False, "title": title, "head": lines[0], "rows": lines[1:1 + n], "notes": lines[1 + n:],
                "made": {c.contract.code: c.made for c in self._advice.contracts}}

    def _seat_view(self, s: int) -> dict:
        st, lang = self.state, self.lang
        marks = []
        if s == self.dealer:
            marks.append(label("practice.mark.dealer", lang))
        if s == st.taker:
            marks.append(label("practice.mark.taker", lang))
        if s == st.to_act:
            marks.append(label("practice.mark.to_play", lang))
        cards = st.hands[s]
        out = {"seat": s, "pos": POSITIONS[(s - self.seat) % N_SEATS], "name": self.long_name(s),
               "marks": " · ".join(marks), "to_play": s == st.to_act, "taker": s == st.taker,
               "count": len(cards), "count_text": label("practice.cards_left", lang, count=len(cards))}
        if self.show_all and s != self.seat and cards:
            out["svg"] = cards_svg(cards, width=30, overlap=0.55, four_colour=self.four_colour, lang=lang)
            out["label"] = f"{self.long_name(s)}: " + ", ".join(card_label(c, lang) for c in cards)
        return out

    def _trick_view(self) -> dict:
        st, lang = self.state, self.lang
        if st.current_trick:
            leader = st.current_leader
            seats = [(leader + i) % N_SEATS for i in range(len(st.current_trick))]
            cards, winner = st.current_trick, None
            title = (label("practice.trick", lang, n=st.trick_number, total=FOUR_PLAYERS.n_tricks) + " · "
                     + label("practice.leads", lang, name=self.short_name(leader)))
        elif st.tricks:                                   # the trick just won stays on the table
            t = st.tricks[-1]
            seats, cards, winner, leader = t.seats, t.cards, t.winner, t.leader
            title = self._won_text(t)
        elif st.phase == "play":
            return {"trick": [], "trick_title": label("practice.trick", lang, n=1, total=FOUR_PLAYERS.n_tricks)
                    + " · " + label("practice.leads", lang, name=self.short_name(st.to_act))}
        else:
            return {"trick": [], "trick_title": ""}
        return {"trick_title": title, "trick": [
            {"pos": POSITIONS[(s - self.seat) % N_SEATS], "who": self.short_name(s), "lead": s == leader,
             "winner": s == winner, "card": self._cards([c], width=52)[0]} for c, s in zip(cards, seats)]}

    def _hand_view(self) -> dict:
        st, lang = self.state, self.lang
        hand = st.hands[self.seat]
        if st.phase == "discard" and self.my_turn:
            chosen = {parse_card(c) for c in self._chosen}
            chien = set(st.chien)
            items = self._cards(hand, chosen=chosen, chien=chien)
            for item, c in zip(items, hand):
                item["note"] = label("practice.in_discard", lang) if c in chosen else ""
            return {"hand": items, "hand_mode": "discard", "grid_label": label("practice.discard_grid", lang),
                    "discard_count": label("practice.discard_count", lang, count=len(chosen)),
                    "discard_ready": len(chosen) == FOUR_PLAYERS.chien_size}
        if st.phase == "play" and self.my_turn:
            legal = set(st.legal_cards())
            items = self._cards(hand, legal=legal)
            for item, c in zip(items, hand):
                item["note"] = label("trick.legal_mark" if c in legal else "trick.illegal_mark", lang)
            mode = "play"
        else:
            items = self._cards(hand)
            for item in items:
                item["note"] = ""
            mode = "wait"
        return {"hand": items, "hand_mode": mode, "grid_label": label("trick.your_grid", lang)}

    def _bids_view(self) -> list[str]:
        st, lang = self.state, self.lang
        return [label("practice.bid_line", lang, name=self.short_name(speaker(st.dealer, i)),
                      bid=label("practice.pass", lang) if b is None else b.label(lang))
                for i, b in enumerate(st.bids)]

    def _chien_view(self) -> dict:
        st, lang = self.state, self.lang
        c = st.contract
        if c is None:
            return {}
        if c.takes_chien_in_hand:                        # E1: shown to all
            out = {"title": label("practice.chien_shown", lang), "cards": self._cards(st.chien, width=40)}
            discard = st.view(self.seat).discard
            if discard and st.taker == self.seat:
                out["discard"] = label("practice.your_discard", lang, cards=self._cards_text(discard))
            elif discard:                                # E2: discarded trumps are shown
                out["discard"] = label("practice.discard_trumps", lang, cards=self._cards_text(discard))
            return out
        return {"title": label("practice.chien_hidden", lang, contract=c.label(lang),
                               side=label(f"common.the.{chien_owner(c)}", lang)), "cards": []}

    def _outcome_view(self) -> dict:
        out, lang = self._outcome, self.lang
        if out is None:
            return {}
        names = ", ".join(f"{self.short_name(s)} {fmt_points(v, lang, signed=True)}" for s, v in enumerate(out.scores))
        view = {"title": label("replay.outcome", lang), "status": self._outcome_status(),
                "scores": label("replay.scores", lang, scores=names), "story": [], "breakdown": []}
        if out.status == "played":
            view["summary"] = self._contract_text() + " " + self._summary(out)
            view["story"] = [{"rule": s.rule, "text": s.text(lang)} for s in out.story()]
            view["breakdown"] = [{"rule": s.rule, "text": s.text(lang)} for s in out.result.breakdown]
            # two numbered lists, each under its own heading (not "1–4" then "1–6" unexplained)
            view["story_title"] = label("practice.story_title", lang)
            view["breakdown_title"] = label("calc.breakdown", lang)
            view["mine"] = label("practice.score", lang, score=fmt_points(out.scores[self.seat], lang, signed=True))
        return view


def first_legal_player(widget: PracticeTable, bid: str = "pass", limit: int = 2000) -> None:
    """Play *widget*'s deal to the end from Python: the learner bids *bid* (then passes if it is
    refused), discards the core's suggested discard, never announces a slam, shows no poignée and
    always plays its first legal card; the bots play between (for tests and demonstrations)."""
    for _ in range(limit):
        st = widget.state
        if st.to_act is None:
            break
        if widget.slam_pending:
            widget.do("slam", announce=False)
        elif widget.bots_to_play:
            widget.do("step", at=widget.turn)
        elif st.phase == "auction":
            widget.do("bid", bid=bid)
            if widget.last_error:
                widget.do("bid", bid="pass")
        elif st.phase == "discard":
            for c in st.suggested_discard():
                widget.do("toggle", card=c.code)
            widget.do("discard")
        else:
            widget.do("play", card=st.legal_cards()[0].code)


__all__ = ["PracticeTable", "first_legal_player"]
