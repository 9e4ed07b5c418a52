"""Widget 9 (issue 12) — the practice table: one whole deal, the learner against three bots.

The deal itself — the core's :class:`~tarot_core.game.GameState`, the three bots, the log, the count
and the advisor, the outcome, the duplicate comparison, the record and its save — is a plain-Python
:class:`~widgets.practice_session.PracticeSession` (tested without a browser). This widget is its
view: it turns each action the browser sends into one call of the session, and the session's state
into ``view``. Every rule question goes to the core, through the session: whose turn it is (A1, E1,
P1), the bids allowed (A1), the discard (E1–E2), the poignées (B1–B3), the slam (B7, R4), why a card
is refused (P2–P5, X1), who wins each trick (P6) and the outcome (the referee's).

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
read it), atomically (:func:`tarot_core.io.atomic.atomic_write_text`), under a name the widget makes
from the seed (:meth:`PracticeSession.file_name`); the browser never sends a path.

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

import functools
import pathlib
from typing import Any

import traitlets

from tarot_core.analysis.advisor import HandAdvice
from tarot_core.analysis.bots import Bot
from tarot_core.analysis.match import KINDS
from tarot_core.cards import DECK, Card, parse_card
from tarot_core.catalogue import rule_title, text as core_text
from tarot_core.discard import chien_owner
from tarot_core.errors import TarotError, shown
from tarot_core.game import GameState
from tarot_core.render.svg import card_label, card_svg
from tarot_core.table import FOUR_PLAYERS, trick_seats

from ._base import CSS, STATIC, Refused, TarotWidget, choice_refused, esm, seed_of
from .labels import fmt_points, label
from .practice_session import ADVICE_DEALS, PLAYERS, PracticeSession, first_legal_player, table_error

# D1: the next seat (seat + 1) sits on your right, then round the table, the learner at the bottom (V1)
POSITIONS = {3: ("bottom", "right", "left"), 4: ("bottom", "right", "top", "left"),
             5: ("bottom", "right", "topright", "topleft", "left")}
PACES = ("auto", "step")
MAX_DELAY = 10_000          # ms: the longest pause between two bot moves
CARD_WIDTH = 56             # px: the deck's drawings (the hand's size; the browser sizes the others)
_END = "</svg>"


@functools.lru_cache(maxsize=8)
def deck_drawings(lang: str, four_colour: bool = False) -> dict:
    """The 78 cards drawn once, keyed by card code (the view then names cards by code only):
    ``{"cards": {code: {"label", "svg"}}, "disabled": mark}`` — each the core's accessible name and SVG
    (C1, C2), and the core's mark for a card that may not be played now (what ``card_svg(disabled=True)``
    lays over a card), which the browser adds to a drawing. A card whose disabled drawing is not its
    drawing plus that mark gets its own (``"off"``), so the browser always shows the core's drawing."""
    cards: dict[str, dict[str, str]] = {}
    mark = None
    for c in DECK:
        svg = card_svg(c, four_colour=four_colour, width=CARD_WIDTH, lang=lang)
        off = card_svg(c, four_colour=four_colour, width=CARD_WIDTH, lang=lang, disabled=True)
        head = svg.replace('data-disabled="false"', 'data-disabled="true"', 1)[:-len(_END)]
        item = {"label": card_label(c, lang), "svg": svg}
        if mark is None and off.startswith(head) and off.endswith(_END):
            mark = off[len(head):-len(_END)]
        if off != head + (mark or "") + _END:
            item["off"] = off
        cards[c.code] = item
    return {"cards": cards, "disabled": mark or "", "width": CARD_WIDTH}


def poignee_kind(p, lang: str) -> str:
    """B1, V3: a poignée's name (simple, double, triple) at its own table (8 trumps are a simple at five)."""
    return core_text(f"poignee.{FOUR_PLAYERS.poignee_sizes[p.level]}", lang)


class PracticeTable(TarotWidget):
    """A whole deal at a table: the learner in ``seat`` against three bots of kind ``opponents``
    (a :class:`~widgets.practice_session.PracticeSession` in :attr:`session`)."""

    _esm = esm("practice")
    _css = CSS.read_text(encoding="utf-8") + "\n" + (STATIC / "practice.css").read_text(encoding="utf-8")
    LABELS = ("common.", "practice.")
    # What the browser (or marimo) may write: the deal's settings, each checked by its validator below;
    # a new deal number, dealer, seat or kind of bots deals that deal (said). The rest is Python's.
    FROM_BROWSER = ("seed", "dealer", "seat", "opponents", "show_all", "pace", "delay", "players")

    seed = traitlets.Int(0).tag(sync=True)
    players = traitlets.Int(4).tag(sync=True)            # V1: a table of 3, 4 or 5 players
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
    # the 78 card drawings, sent once (and again for another language or four colours): the view
    # names cards by code, so a bot's move sends a few hundred bytes of codes and sentences, not SVG
    deck = traitlets.Dict().tag(sync=True)
    # The view is built whole in Python (``view``: the tests, the lessons and marimo's ``value`` read it)
    # but not sent whole on every step (issue 26): the browser gets ``view_patch`` —
    # ``{"n", "full": view}`` when the widget opens (and whenever a front end asks for the whole state:
    # :meth:`get_state`, or the ``resync`` action), then ``{"n", "base", "set": {key: value},
    # "drop": [key], "items": {key: {index: item}}, "log_cut", "log_add"}``: the keys that changed since
    # view no. ``base`` (of a list of as many items, the items changed), and of the log (its last lines)
    # how many lines are cut at its top and the new lines.
    # practice.js applies each patch to the view it holds.
    view = traitlets.Dict()
    view_patch = traitlets.Dict().tag(sync=True)
    _patch_n = 0                        # the number of the last view sent (per instance once one was)
    _sent: dict | None = None           # that view
    _full_next = False                  # the next patch is the whole view (a front end asked: resync)

    def __init__(self, seed: int = 0, seat: int = 0, *, dealer: int = 0, opponents: str = "basic",
                 save_dir: str | pathlib.Path | None = None, players: int = 4, **kwargs) -> None:
        if opponents not in KINDS:
            raise ValueError(f"opponents must be one of {KINDS}, not {opponents!r}")
        lang = kwargs.get("lang") if kwargs.get("lang") in ("fr", "en") else None
        error = table_error(players, seat, dealer, lang)          # V1: the table, the seat and the dealer
        if error is not None:
            raise ValueError(error)
        if kwargs.get("pace", "auto") not in PACES:
            raise ValueError(f"pace must be one of {PACES}")
        self._session: PracticeSession | None = None       # made once the traits (lang first) are set
        self._deck_for: tuple[str, bool] | None = None
        super().__init__(seed=seed, seat=seat, dealer=dealer, opponents=opponents, players=players, **kwargs)
        self._session = PracticeSession(self.seed, self.seat, dealer=self.dealer, opponents=self.opponents,
                                        lang=self.lang, save_dir=save_dir, players=self.players)
        self.refresh()

    @property
    def session(self) -> PracticeSession:
        """The deal on the table (speaking the widget's language now)."""
        s = self._session
        assert s is not None, "the session is made in __init__"
        s.lang = self.lang
        return s

    # The session's state, read where the tests, lessons and the marimo app read it.
    @property
    def state(self) -> GameState:
        return self.session.state

    @state.setter
    def state(self, value: GameState) -> None:
        """Another position at this table (a lesson's or a test's deal); the view follows."""
        self.session.state = value
        self.refresh()

    @property
    def bots(self) -> list[Bot]:
        return self.session.bots

    @property
    def save_dir(self) -> pathlib.Path | None:
        """Where finished deals are saved: a Python-side setting, never synced to the browser."""
        return self.session.save_dir

    @save_dir.setter
    def save_dir(self, value: str | pathlib.Path | None) -> None:
        self.session.save_dir = None if value is None else pathlib.Path(value)

    @property
    def _log(self) -> list[str]:
        return self.session.log

    @property
    def _advice(self) -> HandAdvice | None:
        return self.session.advice_result

    @property
    def slam_pending(self) -> bool:
        return self.session.slam_pending

    @property
    def my_turn(self) -> bool:
        return self.session.my_turn

    @property
    def bots_to_play(self) -> bool:
        return self.session.bots_to_play

    @property
    def turn(self) -> str:
        """Where the deal stands (deal, take-backs, actions): what a ``step`` message must name."""
        return self.session.turn

    def short_name(self, seat: int) -> str:
        return self.session.short_name(seat)

    def long_name(self, seat: int) -> str:
        return self.session.long_name(seat)

    def poignee_offers(self) -> list[tuple[int, tuple[Card, ...]]]:
        return self.session.poignee_offers()

    def hint_text(self) -> str:
        return self.session.hint_text()

    def advice(self) -> HandAdvice:
        return self.session.advice()

    def record_json(self) -> str:
        return self.session.record_json()

    def file_name(self) -> str:
        return self.session.file_name()

    def save(self) -> pathlib.Path | None:
        path = self.session.save()
        self.refresh()
        return path

    def compare_with_bot(self) -> dict:
        out = self.session.compare_with_bot()
        self.refresh()
        return out

    def run_bots(self, limit: int = 1000) -> None:
        """Play the bots' turns up to the learner's next decision or the end (from Python)."""
        self.session.run_bots(limit)
        self.refresh()

    def new_deal(self, seed: int | None = None) -> None:
        """Deal again: deal no. *seed* (D2–D3), or the next number; the same seat and dealer."""
        self.session.new_deal(None if seed is None else seed_of(seed))
        self.seed = self.session.seed                  # the deal dealt already: the observer sees it is
        self.refresh()

    # --- the settings, as Python or the browser write them -------------------------------------
    def _lang_now(self) -> str | None:
        return self.lang if self.lang in ("fr", "en") else None

    @traitlets.validate("seed")
    def _check_seed(self, proposal):
        try:
            return seed_of(proposal["value"])                  # D2
        except TarotError as e:
            raise Refused(e.message(self._lang_now())) from None

    @traitlets.validate("seat", "dealer", "players")
    def _check_seat(self, proposal):
        """V1: the table (3, 4 or 5 players) and the learner's seat and the dealer among its seats."""
        value, name = proposal["value"], proposal["trait"].name
        table = {"players": self.players, "seat": self.seat, "dealer": self.dealer, name: value}
        error = table_error(table["players"], table["seat"], table["dealer"], self._lang_now())
        if error is not None:
            raise Refused(error)
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

    @traitlets.observe("pace", "delay")
    def _on_pace(self, change) -> None:
        """The pace set from Python or the browser: the view (and the pace it shows) follows."""
        self.refresh()

    @traitlets.observe("seed", "dealer", "seat", "opponents", "players")
    def _on_settings(self, change) -> None:
        """A deal number, dealer, seat, kind of bots or table set from Python or the browser: that deal,
        dealt now (D2–D3, V1) and said, so the table and a saved record always hold the cards of the
        settings shown."""
        now = (self.seed, self.dealer, self.seat, self.opponents, self.players)
        if self._session is None or self.session.dealt_as == now:
            return
        self.session.deal(self.seed, self.dealer, self.seat, self.opponents, self.players)
        self.refresh()

    # --- announcements: one counter, the session's -------------------------------------------------
    def say(self, text: str) -> None:
        if self._session is None:
            super().say(text)
            return
        self.session.say(text)
        self._said = self.session.said
        self.message = text

    def _action_refused(self, text: str) -> None:
        self.session.refuse_text(text)

    # --- the learner's actions: one session call each ------------------------------------------
    # Each action's arguments and their types are its signature (checked by TarotWidget.run_action).
    def _do_step(self, at: str | None = None) -> None:
        """The browser's pace: ONE bot turn, if it is still the position the message was sent for."""
        self.session.step(at)

    def _do_bid(self, bid: str) -> None:
        self.session.bid(bid)

    def _do_toggle(self, card: str) -> None:
        self.session.toggle(card)

    def _do_call(self, card: str) -> None:
        """V4: the learner, taker at five players, calls *card* (the core says why one is refused)."""
        self.session.call(card)

    def _do_discard(self) -> None:
        self.session.discard()

    def _do_slam(self, announce: bool = False) -> None:
        self.session.slam(announce)

    def _do_poignee(self, size: int | str) -> None:
        self.session.poignee(size)

    def _do_play(self, card: str) -> None:
        self.session.play(card)

    def _do_undo(self) -> None:
        self.session.undo()

    def _do_hint(self) -> None:
        self.session.ask_hint()

    def _do_count(self) -> None:
        self.session.count(busy=self.refresh)          # "computing…" reaches the browser before the work

    def _do_new(self, seed: str | int | None = None) -> None:
        """Deal no. *seed* (as typed: D2, :func:`~widgets._base.seed_of`), or the next one."""
        try:
            self.new_deal(None if seed in (None, "") else seed_of(seed))
        except TarotError as e:                        # D2: a seed is a whole number from 0 up
            self.session.refuse(e)

    def _do_show_all(self) -> None:
        self.show_all = not self.show_all

    def _do_pace(self, mode: str) -> None:
        if mode not in PACES:
            return self.session.refuse_text(choice_refused("pace", "mode", mode, PACES, self.lang))
        self.pace = mode
        return None

    def _do_resync(self) -> None:
        """A front end that missed a patch (a page reloaded mid-deal) asks for the whole view."""
        self._full_next = True

    def _do_duplicate(self) -> None:
        self.session.compare_with_bot()

    def _do_save(self) -> None:
        """Save the deal (the name is the session's own; anything the browser sends is ignored)."""
        if self.save_dir is not None and self.session.finished:
            self.session.save()

    # --- the view (reads only) -------------------------------------------------------------------
    def _refresh(self) -> None:
        """The session's state into the traits and the view (nothing before the session exists)."""
        if self._session is None:
            return
        s = self.session
        st = s.state
        if self._deck_for != (self.lang, self.four_colour):          # before the view that names its cards
            self._deck_for = (self.lang, self.four_colour)
            self.deck = deck_drawings(self.lang, self.four_colour)
        self.phase = st.phase
        self.hand = [c.code for c in st.hands[s.seat]]
        self.trick = [c.code for c in st.current_trick]
        self.tricks_done = len(st.tricks)
        self.result, self.last_error, self.hint = s.result, s.last_error, s.hint
        self.duplicate, self.saved = s.duplicate, s.saved
        self._said, self.message = s.said, s.message
        super().refresh()
        self._send_view(self.view)

    def refresh(self) -> None:
        """The session's state into the traits and the view, sent to the browser as ONE message."""
        with self.hold_sync():
            self._refresh()

    def _send_view(self, view: dict) -> None:
        """Send *view* as a patch of the view sent last (nothing when nothing changed)."""
        old = self._sent
        if old is None or self._full_next:
            patch: dict[str, Any] = {"full": view}
        else:
            changed = {k: v for k, v in view.items() if k not in old or old[k] != v}
            if not changed and old.keys() <= view.keys():
                return
            patch = {"base": self._patch_n, "set": changed, "drop": [k for k in old if k not in view]}
            log, before = changed.get("log"), old.get("log")
            if isinstance(log, list) and isinstance(before, list):
                # the log's last lines (LOG_SIZE) move on by a line or two: the lines cut and the new ones
                cut = next((c for c in range(len(before) + 1) if log[:len(before) - c] == before[c:]), None)
                if cut is not None and cut < len(before):
                    del changed["log"]
                    patch["log_cut"], patch["log_add"] = cut, log[len(before) - cut:]
            items = {k: {i: x for i, (x, y) in enumerate(zip(v, old[k])) if x != y} for k, v in changed.items()
                     if k != "log" and isinstance(v, list) and isinstance(old.get(k), list) and len(v) == len(old[k])}
            if items:                                       # a list of as many items (the seats): those changed
                for k in items:
                    del changed[k]
                patch["items"] = items
        self._patch_n += 1
        self._sent, self._full_next = view, False
        self.view_patch = {"n": self._patch_n, **patch}

    def get_state(self, key=None):
        """The synced state; asked whole (the widget opening, a page reloaded: ``request_state``,
        marimo's ``value``), ``view_patch`` is the whole view, so a new front end starts from it."""
        state = super().get_state(key)
        if key is None and "view_patch" in state:
            state["view_patch"] = {"n": self._patch_n, "full": self._sent or {}}
        return state

    def _build_view(self) -> dict:
        ps = self.session
        st, lang = ps.state, self.lang
        seat = ps.seat
        view = {
            "turn": self.turn, "phase": st.phase, "pace": self.pace, "delay": max(0, int(self.delay)),
            "bots_to_play": self.bots_to_play, "my_turn": self.my_turn, "show_all": self.show_all,
            "step_shown": self.pace == "step" and self.bots_to_play,      # "Next move": step by step only
            "seed": self.seed, "pace_text": self._pace_text(),
            "deal_info": label("practice.deal_info", lang, seed=self.seed, dealer=self.short_name(self.dealer)),
            "status": ps.status(), "contract": ps.contract_text() if st.phase != "auction" else "",
            "error": (ps.last_error or {}).get("message", ""),
            "error_rule": (ps.last_error or {}).get("rule") or "",
            "hint": ps.hint, "count": ps.count_lines, "log": list(ps.log), "advice": self._advice_view(),
            "advice_next": st.phase == "auction" and not ps.count_lines and ps.advice_result is None,
            "advice_computing": label("practice.advice.computing", lang, deals=ADVICE_DEALS),
            "can_undo": any(a.kind == "play" and a.seat == seat for a in st.actions),
            "players": self.players, "table_size": label("practice.table_size", lang, players=self.players,
                                                         hand=st.table.hand_size, chien=st.table.chien_size),
            "seats": [self._seat_view(s) for s in range(self.players) if s != seat],
            "me": self._seat_view(seat),
        }
        view.update(self._trick_view())
        view.update(self._hand_view())
        view["bids"] = self._bids_view()
        view["bid_options"] = ([{"value": "pass" if b is None else b.code,
                                 "text": label("practice.pass", lang) if b is None else b.label(lang)}
                                for b in st.legal_bids()] if st.phase == "auction" and self.my_turn else [])
        view["chien"] = self._chien_view()
        view["call"] = self._call_view()
        view["slam_offer"] = self.slam_pending
        view["slam_on"] = label("practice.slam_on", lang) if st.slam_announced else ""
        view["poignee_offers"] = [{"size": n, "text": label("practice.poignee_show", lang,
                                                            name=poignee_kind(st.verify_poignee(seat, cards), lang),
                                                            n=n,
                                                            bonus=st.verify_poignee(seat, cards).bonus),
                                   "cards": [c.code for c in cards]}
                                  for n, cards in self.poignee_offers()]
        view["poignees"] = [label("practice.poignee_line", lang, name=self.short_name(s),
                                  kind=poignee_kind(p, lang), cards=ps.cards_text(p.cards))
                            for s, p in st.poignees]
        if st.phase in ("play", "done") and st.tricks and ps.five and not ps.knows_camps:
            view["points"] = label("practice.points_secret", lang)       # V5: the partner's tricks would tell
        elif st.phase in ("play", "done") and st.tricks:
            taker_pts, defence_pts = st.points_so_far
            view["points"] = label("replay.running", lang, taker=fmt_points(taker_pts, lang),
                                   defence=fmt_points(defence_pts, lang))
        view["outcome"] = self._outcome_view()
        view["duplicate"] = ps.duplicate.get("text", "")
        view["can_duplicate"] = ps.finished and st.phase != "cancelled" and not ps.duplicate
        view["save"] = {"on": self.save_dir is not None and ps.finished and st.phase != "cancelled",
                        "ok": bool(ps.saved),
                        "text": (label("practice.saved", lang, file=ps.saved) if ps.saved else ps.save_error)}
        return view

    def _pace_text(self) -> str:
        """The pace the learner chose, said as such: the wait between two bot moves comes on top of the
        bots' own time (issue 26), or step by step."""
        if self.pace == "step":
            return label("practice.pace_step", self.lang)
        return label("practice.pace_auto", self.lang, seconds=fmt_points(max(0, int(self.delay)) / 1000, self.lang))

    def _advice_view(self) -> dict:
        """The advisor's panel (shown with the count): busy, or its lines — the model-estimate label
        first, one line per contract (A2), then the count and the contract the mean S favours."""
        ps = self.session
        lang = self.lang
        if not ps.count_lines or not (ps.advice_busy or ps.advice_result is not None):
            return {}
        title = label("practice.advice.title", lang, deals=ADVICE_DEALS)
        if ps.advice_busy or ps.advice_result is None:
            return {"busy": True, "title": title, "text": label("practice.advice.computing", lang, deals=ADVICE_DEALS)}
        lines = ps.advice_result.lines(lang)
        rows = [c.text(lang) for c in ps.advice_result.contracts if not ps.advice_result.cancelled]
        h = lines.index(rows[0]) if rows else 1          # the head: the label, and at 3 or 5 the table simulated (V1)
        return {"busy": False, "title": title, "head": " ".join(lines[:h]), "rows": lines[h:h + len(rows)],
                "notes": lines[h + len(rows):],
                "made": {c.contract.code: c.made for c in ps.advice_result.contracts}}

    def _seat_view(self, s: int) -> dict:
        ps = self.session
        st, lang = ps.state, self.lang
        marks = []
        if s == self.dealer:
            marks.append(label("practice.mark.dealer", lang))
        if s == st.taker:
            marks.append(label("common.short.taker", lang))        # the core's side name (side.short.taker)
        if s == st.to_act:
            marks.append(label("practice.mark.to_play", lang))
        if s == st.taker and st.called is not None:               # V4: the called card beside the taker's name
            marks.append(label("practice.mark.called", lang, card=st.called.name(lang)))
        known = ps.view()
        if ps.five and known.partner_known and st.taker is not None:      # V5: only what the learner knows
            if known.partner == s:
                marks.append(label("practice.mark.partner", lang))
            elif known.partner is None and s == st.taker:
                marks.append(label("practice.mark.alone", lang))
        cards = st.hands[s]
        out = {"seat": s, "pos": POSITIONS[self.players][(s - self.seat) % self.players], "name": self.long_name(s),
               "marks": " · ".join(marks), "to_play": s == st.to_act, "taker": s == st.taker,
               "count": len(cards), "count_text": label("practice.cards_left", lang, count=len(cards))}
        if self.show_all and s != self.seat and cards:
            out["cards"] = [c.code for c in cards]                 # drawn from the deck (sent once)
            out["label"] = f"{self.long_name(s)}: " + ", ".join(card_label(c, lang) for c in cards)
        return out

    def _trick_view(self) -> dict:
        ps = self.session
        st, lang = ps.state, self.lang
        winner: int | None
        if st.current_trick and st.current_leader is not None:
            leader = st.current_leader
            seats = trick_seats(leader, len(st.current_trick), st.table)          # P1: round the table
            cards, winner = st.current_trick, None
            title = (label("practice.trick", lang, n=st.trick_number, total=st.table.n_tricks) + " · "
                     + label("practice.leads", lang, name=self.short_name(leader)))
        elif st.tricks:                                   # the trick just won stays on the table
            t = st.tricks[-1]
            seats, cards, winner, leader = t.seats, t.cards, t.winner, t.leader
            title = ps.won_text(t)
        elif st.phase == "play" and st.to_act is not None:
            return {"trick": [], "trick_title": label("practice.trick", lang, n=1, total=st.table.n_tricks)
                    + " · " + label("practice.leads", lang, name=self.short_name(st.to_act))}
        else:
            return {"trick": [], "trick_title": ""}
        return {"trick_title": title, "trick": [
            {"pos": POSITIONS[self.players][(s - self.seat) % self.players], "who": self.short_name(s),
             "lead": s == leader,
             "winner": s == winner, "code": c.code} for c, s in zip(cards, seats)]}

    def _hand_view(self) -> dict:
        ps = self.session
        st, lang = ps.state, self.lang
        hand = st.hands[self.seat]
        if st.phase == "discard" and self.my_turn:
            chosen = {parse_card(c) for c in ps.chosen}
            chien = set(st.chien)
            items = [{"code": c.code, "chosen": c in chosen, "chien": c in chien,
                      "note": label("practice.in_discard", lang) if c in chosen else ""} for c in hand]
            n = st.table.chien_size                                   # V2: as many as the chien
            return {"hand": items, "hand_mode": "discard", "grid_label": label("practice.discard_grid", lang),
                    "discard_count": label("practice.discard_count", lang, count=len(chosen), n=n),
                    "discard_do": label("practice.discard_do", lang, n=n), "discard_ready": len(chosen) == n}
        if st.phase == "play" and self.my_turn:
            legal = set(st.legal_cards())
            items = [{"code": c.code, "legal": c in legal,
                      "note": label("trick.legal_mark" if c in legal else "trick.illegal_mark", lang)} for c in hand]
            mode = "play"
        else:
            items = [{"code": c.code, "note": ""} for c in hand]
            mode = "wait"
        return {"hand": items, "hand_mode": mode, "grid_label": label("trick.your_grid", lang)}

    def _bids_view(self) -> list[str]:
        ps, lang = self.session, self.lang
        return [label("practice.bid_line", lang, name=self.short_name(s),      # A1, V1: round this table
                      bid=label("practice.pass", lang) if b is None else b.label(lang))
                for s, b in ps.view().bids]

    def _call_view(self) -> dict:
        """V4 (R8): the call dialog, when the learner took at five players — each card offered, the
        learner's own kings said to be his (calling one, he plays alone, V5), a card the core does not
        allow now marked refused (pressing it, the core says why: V4, R8)."""
        ps = self.session
        lang = self.lang
        options = ps.call_options()
        if not options:
            return {}
        items = []
        for o in options:
            name = card_label(parse_card(o["code"]), lang)
            text = (label("practice.call_refused", lang, card=name) if not o["allowed"] else
                    label("practice.call_mine", lang, card=name) if o["mine"] else name)
            items.append({**o, "text": text})
        return {"title": label("practice.call_title", lang), "options": items}

    def _chien_view(self) -> dict:
        ps = self.session
        st, lang = ps.state, self.lang
        c = st.contract
        if c is None or st.phase == "call":             # V4: the call comes before the chien is shown
            return {}
        if c.takes_chien_in_hand:                        # E1: shown to all
            out = {"title": label("practice.chien_shown", lang), "cards": [c.code for c in st.chien]}
            discard = st.view(self.seat).discard
            if discard and st.taker == self.seat:
                out["discard"] = label("practice.your_discard", lang, cards=ps.cards_text(discard))
            elif discard:                                # E2: discarded trumps are shown
                out["discard"] = core_text("describe.discard_trumps", lang, cards=ps.cards_text(discard))
            return out
        return {"title": label("practice.chien_hidden", lang, contract=c.label(lang),
                               side=label(f"common.the.{chien_owner(c)}", lang)), "cards": []}

    def _outcome_view(self) -> dict:
        ps = self.session
        out, lang = ps.outcome, self.lang
        if out is None:
            return {}
        names = ", ".join(f"{self.short_name(s)} {fmt_points(v, lang, signed=True)}" for s, v in enumerate(out.scores))
        view: dict[str, Any] = {"title": label("replay.outcome", lang), "status": ps.outcome_status(),
                                "scores": label("replay.scores", lang, scores=names), "story": [], "breakdown": [],
                                "rulings": []}
        if out.status == "played" and out.result is not None:
            view["summary"] = ps.contract_text() + " " + ps.summary(out)
            view["camps"] = self._camps_text(out)
            view["story"] = [{"rule": s.rule, "text": s.text(lang)} for s in out.story()]
            # S1–S3, B4–B8, then the seats' shares at this table (S4; V9 at three and five, alone or not)
            view["breakdown"] = [{"rule": s.rule, "text": s.text(lang)} for s in out.breakdown]
            view["rulings"] = [{"rule": r, "text": f"{r} — {rule_title(r, lang)}"} for r in out.rulings]
            view["rulings_title"] = label("practice.rulings_title", lang)
            # two numbered lists, each under its own heading (not "1–4" then "1–6" unexplained)
            view["story_title"] = label("practice.story_title", lang)
            view["breakdown_title"] = label("calc.breakdown", lang)
            view["mine"] = label("practice.score", lang, score=fmt_points(out.scores[self.seat], lang, signed=True))
        return view

    def _camps_text(self, out) -> str:
        """V7, V9: who played for whom — at five the taker and his partner (or the taker alone, the called
        card in his hand or the chien, V5, R7) against the defence; at three the taker against two."""
        lang = self.lang
        if out.taker is None or out.players == FOUR_PLAYERS.seats:
            return ""
        defence = ", ".join(self.short_name(s) for s in range(out.players) if s not in out.attack)
        taker = self.short_name(out.taker)
        if out.called is None:
            return label("practice.camps_three", lang, taker=taker, defence=defence)
        card = out.called.name(lang)
        if out.partner is not None:
            return label("practice.camps", lang, taker=taker, partner=self.short_name(out.partner), card=card,
                         defence=defence)
        where = label("practice.where.chien" if out.called in out.chien else "practice.where.hand", lang)
        return label("practice.camps_alone", lang, taker=taker, card=card, where=where, defence=defence)


__all__ = ["PLAYERS", "PracticeTable", "PracticeSession", "first_legal_player"]
