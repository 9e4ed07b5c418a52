"""Widgets 5 and 7 — step through a recorded deal as the referee saw it.

Both read a deal record (a dict, JSON text or a path — :func:`tarot_core.io.files.load_any` —,
one of the core's golden records by name, or a random legal deal from a seed) and replay it
once: :meth:`~tarot_core.record.DealRecord.states` gives the dealt
:class:`~tarot_core.game.GameState`, then the state after each action, every rule checked on
the way (C1 … P6). The last state's :meth:`~tarot_core.game.GameState.outcome` is the referee's
outcome. Each step shows one of these states; nothing is recomputed here.

* :class:`DealReplayer` (7): card by card — the trick on the table, the four hands still
  held (the taker marked), both sides' piles and running points (``points_so_far``), and at
  the end the referee's outcome with its breakdown (S1–S4).
* :class:`ExcuseTransfer` (5): trick by trick, seen from the Excuse — kept, or exchanged for a
  low card (X3), the debt waiting (X4), changing sides at the last trick (X5), winning the
  last trick in a slam (X6, X7) — from ``state.settlement()``, each event told by the core
  (:meth:`~tarot_core.excuse.ExcuseEvent.text`, the referee's story line).

A deal that is not played — a petit sec (D4) or four passes (A3) — has no step: the widgets
say why, with the rule.

>>> from tarot_core.analysis.simulate import random_record
>>> w = DealReplayer(random_record(seed=2), lang="en")
>>> w.step, w.total_steps
(0, 72)
>>> w.do("next"); w.state.current_trick == w.outcome.tricks[0].cards[:1]
True
>>> w.do("last"); w.step, w.outcome.status
(72, 'played')
>>> e = ExcuseTransfer(random_record(seed=2), lang="en"); e.total_steps
18
>>> e.do("last")
>>> [ev["event"] for ev in e.events_so_far] == [ev.event for ev in e.outcome.excuse_events]
True
"""
from __future__ import annotations

import unicodedata
from functools import lru_cache

import traitlets

from tarot_core.cards import EXCUSE_BIT, cards_of, sort_key
from tarot_core.errors import TarotError
from tarot_core.render.svg import card_label, cards_svg

from ._base import TarotWidget, esm
from .labels import LABELS, fmt_points, label

PILE_CARD = 44           # px: a won card's width in a side's pile (drawn whole, rows wrap to the width)


@lru_cache(maxsize=1)
def _golden_names() -> tuple[str, ...]:
    try:
        from tarot_core.io.golden import golden_records
        return tuple(sorted(golden_records()))
    except (OSError, TarotError):
        return ()


def golden_names() -> list[str]:
    """The names of the core's golden records (none if the package has not shipped them)."""
    return list(_golden_names())


def record_title(name: str, lang: str) -> str:
    """A golden record's title in the learner's language, never its file name.

    One wording per record, shared with the edge-case lab (``lab.edge.case.<name>.title`` in the
    widgets' catalogue); a record the catalogue does not know yet keeps its name.

    >>> record_title("excuse_exchanged", "fr")
    "L'Excuse échangée aussitôt contre une carte basse"
    """
    key = f"lab.edge.case.{name}.title"
    return label(key, lang) if key in LABELS else name


def _sort_key(text: str) -> str:
    """Alphabetical order as a reader expects it: 'Écart' with the E's, not after Z."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c)).casefold()


def load_source(record=None, name=None, seed=None):
    """A deal record from one of: a record (dict/path/JSON), a golden *name*, a random *seed*."""
    from tarot_core.io.files import load_any
    if name is not None:
        from tarot_core.io.golden import golden_records
        return load_any(golden_records()[name])
    if seed is not None:
        from tarot_core.analysis.simulate import random_record
        return load_any(random_record(seed=int(seed)))
    if record is None:
        return None
    return load_any(record)


class _DealStepper(TarotWidget):
    """Shared state of the two replay widgets: the record's states, its outcome, the step."""

    step = traitlets.Int(0).tag(sync=True)
    source = traitlets.Unicode("").tag(sync=True)        # what is shown: a golden name, 'seed 11' …
    names = traitlets.List(traitlets.Unicode()).tag(sync=True)
    error = traitlets.Dict().tag(sync=True)

    def __init__(self, record=None, *, name=None, seed=None, names=None, **kwargs):
        self.outcome, self.states = None, []
        super().__init__(names=list(names or []), **kwargs)
        self.load(record, name=name, seed=seed)

    # --- loading ---------------------------------------------------------------
    def load(self, record=None, *, name=None, seed=None, announce: bool = False) -> None:
        """Replay and referee a record (any source); an unreadable or illegal record is shown with its rule.

        Nothing is announced for the deal itself: the view shows it (said once, not twice);
        *announce* says that another deal was loaded (the Load button)."""
        self.outcome, self.states, self.error = None, [], {}
        self.source = name or (f"seed {seed}" if seed is not None else "")
        try:
            rec = load_source(record, name, seed)
            if rec is None:
                raise KeyError("no record")
            states = list(rec.states())                       # every rule checked (C1 … P6)
            self.outcome = states[-1].outcome()               # the referee's outcome (S1–S4)
            self.states = self._steps(states)
        except TarotError as e:
            self.error = e.as_dict(self.lang)
            self.say(label("replay.bad_record", self.lang) + " — " + e.message(self.lang))
        except (KeyError, OSError, ValueError) as e:       # no such golden name, no such file, a bad seed
            self.error = {"rule": None, "message": str(e)}
            self.say(label("replay.bad_record", self.lang) + f" — {e}")
        else:
            self.say(label("replay.loaded", self.lang, source=self._source_text(name, seed))
                     if announce and self.source else "")
        self.step = 0
        self.refresh()

    def _source_text(self, name=None, seed=None) -> str:
        """What was loaded, in the learner's words: a golden record's title, a random deal's number."""
        if name:
            return record_title(name, self.lang)
        if seed is not None:
            return label("replay.seed_source", self.lang, seed=seed)
        return self.source

    @staticmethod
    def _play_states(states) -> list:
        """The state before the first card (auction, discard, slam, poignées done), then one per card."""
        cards = sum(1 for a in states[-1].actions if a.kind == "play")
        return states[len(states) - 1 - cards:]

    def _steps(self, states) -> list:          # pragma: no cover - each widget chooses its steps
        raise NotImplementedError

    @property
    def total_steps(self) -> int:
        return max(0, len(self.states) - 1)

    @property
    def played(self) -> bool:
        return self.outcome is not None and self.outcome.status == "played"

    @property
    def state(self):
        """The core's GameState at this step (step 0: before the first card), or None without a deal."""
        return self.states[self.step] if self.states else None

    def name(self, seat: int) -> str:
        if seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        return label("common.seat", self.lang, seat=seat)

    def side(self, seat: int) -> str:
        """P7: the taker plays alone against the three defenders."""
        return "taker" if self.outcome is not None and seat == self.outcome.taker else "defence"

    # --- actions -----------------------------------------------------------------
    def _go(self, step: int):
        if not self.total_steps:              # D4, A3 or an unreadable record: nothing to step through
            return
        self.step = max(0, min(self.total_steps, step))
        self.say(self._announce(self.step))

    def _do_first(self):
        self._go(0)

    def _do_prev(self):
        self._go(self.step - 1)

    def _do_next(self):
        self._go(self.step + 1)

    def _do_last(self):
        self._go(self.total_steps)

    def _do_goto(self, step=0):
        self._go(int(step))

    def _do_load(self, name=None, seed=None):
        if name or seed not in (None, ""):
            self.load(name=name or None, seed=seed if seed not in (None, "") else None, announce=True)

    # --- texts -------------------------------------------------------------------
    def _announce(self, step: int) -> str:     # pragma: no cover - each widget says its own
        raise NotImplementedError

    def _status(self) -> str:
        """The deal in one line: taker and contract, or why no card is played (D4, A3)."""
        out = self.outcome
        if out is None:
            return ""
        if out.status == "cancelled":
            return label("replay.cancelled", self.lang, name=self.name(out.petit_sec_seat))
        if out.status == "all_pass":
            return label("replay.all_pass", self.lang)
        return label("replay.deal", self.lang, taker=self.name(out.taker), contract=out.contract.label(self.lang))

    def _at_start(self) -> str:
        return label("replay.at_start", self.lang, leader=self.name(self.states[0].to_act))

    def _won_text(self, t) -> str:
        return label("replay.won", self.lang, winner=self.name(t.winner),
                     side=label(f"common.the.{t.winner_side}", self.lang))

    def _trick_cards(self, cards, seats, winner=None) -> list[dict]:
        return [{"card": self._cards([c])[0], "who": self.name(s),
                 "side": label(f"common.short.{self.side(s)}", self.lang), "winner": s == winner}
                for c, s in zip(cards, seats)]

    def _base_view(self) -> dict:
        return {"source": self.source, "step": self.step, "total": self.total_steps,
                "step_text": self._step_text(), "records": self._records(),
                "error": (self.error or {}).get("message", ""), "status": self._status(),
                "played": self.played, "trick": []}

    def _records(self) -> list[dict]:
        """The golden records to choose from: name (sent back on Load) and title, by title."""
        items = [{"name": n, "title": record_title(n, self.lang)} for n in golden_names()]
        return sorted(items, key=lambda r: _sort_key(r["title"]))

    def _step_text(self) -> str:
        if not self.total_steps:
            return ""                        # never "Trick 0 of 0": the status says why (D4, A3)
        if self.step == 0:
            return label("replay.before_first", self.lang)
        st = self.state
        number = len(st.tricks) + (1 if st.current_trick else 0)
        return label("excuse.step", self.lang, n=number, total=st.table.n_tricks)


RULING_LINES = ("B5", "B6", "B7", "B8", "R2", "R3", "R4")      # story lines shown with the outcome


class DealReplayer(_DealStepper):
    """Widget 7: card by card — the trick, the hands still held, both sides' piles and points,
    then the referee's outcome."""

    _esm = esm("replayer")
    LABELS = ("common.", "replay.", "excuse.step")

    def _steps(self, states) -> list:
        return self._play_states(states)

    # --- actions: a trick at a time (the state says where a trick ends) --------------
    def _do_next_trick(self):
        ends = [k for k in range(self.step + 1, len(self.states)) if not self.states[k].current_trick]
        self._go(ends[0] if ends else self.total_steps)

    def _do_prev_trick(self):
        ends = [k for k in range(self.step - 1, -1, -1) if not self.states[k].current_trick]
        self._go(ends[0] if ends else 0)

    def _announce(self, step: int) -> str:
        if step == 0:
            return self._at_start()
        st = self.states[step]
        act = st.actions[-1]                                    # the card just played
        number = len(st.tricks) + (1 if st.current_trick else 0)
        text = label("replay.card", self.lang, n=number, name=self.name(act.seat), card=act.value.name(self.lang))
        if not st.current_trick:                                # it closed the trick (P6)
            text += " " + self._won_text(st.tricks[-1])
        return text

    # --- view (reads only) ---------------------------------------------------------
    def _build_view(self) -> dict:
        view = self._base_view()
        st, out = self.state, self.outcome
        if st is None or not self.played:
            return view
        if st.current_trick:                                    # a trick in progress
            view["trick"] = self._trick_cards(st.current_trick, [
                (st.current_leader + i) % st.table.seats for i in range(len(st.current_trick))])
            view["card_text"] = label("replay.card_of", self.lang, k=len(st.current_trick), n=st.table.seats)
        elif self.step > 0:                                     # the trick the last card closed
            t = st.tricks[-1]
            view["trick"] = self._trick_cards(t.cards, t.seats, t.winner)
            view["card_text"] = label("replay.card_of", self.lang, k=len(t.cards), n=st.table.seats)
        view["hands"] = [self._hand(st, seat) for seat in range(st.table.seats)]
        settled = st.settlement()                               # X3–X7 so far: where each won card is
        taker_pts, defence_pts = st.points_so_far
        view["piles"] = [
            {"title": label("replay.pile_taker", self.lang), "testid": "taker",
             **self._pile(_cards(settled.taker_mask)), "points": fmt_points(taker_pts, self.lang)},
            {"title": label("replay.pile_defence", self.lang), "testid": "defence",
             **self._pile(_cards(settled.defence_mask)), "points": fmt_points(defence_pts, self.lang)}]
        view["running"] = label("replay.running", self.lang, taker=fmt_points(taker_pts, self.lang),
                                defence=fmt_points(defence_pts, self.lang))
        if out.result is not None and self.step == self.total_steps:
            r = out.result
            view["outcome"] = {
                "summary": label("replay.summary", self.lang, points=fmt_points(out.taker_points, self.lang),
                                 bouts=out.taker_bouts, target=r.target, margin=r.margin,
                                 S=fmt_points(r.S, self.lang),
                                 verdict=label("replay.made" if r.made else "replay.failed", self.lang)),
                "breakdown": [{"rule": s.rule, "text": s.text(self.lang)} for s in r.breakdown],
                # the referee's story lines for the bonuses and the project's rulings (B5–B8, R2–R5)
                "rulings": [{"rule": s.rule, "text": s.text(self.lang)} for s in out.story()
                            if s.rule in RULING_LINES],
                "scores": label("replay.scores", self.lang, scores=", ".join(
                    f"{self.name(seat)} {_signed(v, self.lang)}" for seat, v in enumerate(out.scores))),
            }
        return view

    def _hand(self, st, seat: int) -> dict:
        """The cards *seat* still holds, its name marked as the taker (P7) and as next to play."""
        cards = st.hands[seat]
        marks = [self.name(seat)]
        if seat == self.outcome.taker:
            marks.append(f"({label('common.short.taker', self.lang)})")
        if seat == st.to_act:
            marks.append(f"— {label('replay.to_play', self.lang)}")
        title = " ".join(marks) + " · " + label("replay.hand_count", self.lang, count=len(cards))
        return {"seat": seat, "title": title, "taker": seat == self.outcome.taker, "to_play": seat == st.to_act,
                "count": len(cards), "empty": label("replay.no_card", self.lang),
                "svg": cards_svg(cards, width=30, overlap=0.5, four_colour=self.four_colour, lang=self.lang)
                if cards else "",
                "label": f"{self.name(seat)}: " + ", ".join(card_label(c, self.lang) for c in cards)}

    def _pile(self, cards) -> dict:
        """A side's cards, each drawn whole by the core (rank, suit, a bout's star: none hidden under
        its neighbour; the browser wraps them to the width), and their names for screen readers."""
        return {"cards": [c["svg"] for c in self._cards(cards, width=PILE_CARD)],
                "label": ", ".join(card_label(c, self.lang) for c in cards), "count": len(cards)}


class ExcuseTransfer(_DealStepper):
    """Widget 5: where the Excuse is after each trick, and why (X3–X7)."""

    _esm = esm("excuse")
    LABELS = ("common.", "excuse.", "replay.")

    def _steps(self, states) -> list:
        """The state before the first card, then the state after each trick's last card."""
        return [s for s in self._play_states(states) if not s.current_trick]

    def _events(self, step: int) -> tuple:
        """The Excuse events (X3–X7) once the first *step* tricks are played: ``settlement().events``."""
        settled = self.states[step].settlement() if self.states else None
        return settled.events if settled is not None else ()

    @property
    def events_so_far(self) -> list[dict]:
        """The referee's Excuse events up to the current trick (X3–X7)."""
        return [e.to_dict() for e in self._events(self.step)]

    def _where(self) -> str:
        st = self.state
        settled = st.settlement() if st is not None else None
        if settled is not None:
            if settled.taker_mask & EXCUSE_BIT:
                return "taker"
            if settled.defence_mask & EXCUSE_BIT:
                return "defence"
        return "hand"

    def _announce(self, step: int) -> str:
        if step == 0:
            return self._at_start()
        t = self.states[step].tricks[-1]
        base = label("replay.trick", self.lang, n=t.number, leader=self.name(t.leader),
                     winner=self.name(t.winner), side=label(f"common.the.{t.winner_side}", self.lang))
        return " ".join([base] + [e.text(self.lang) for e in self._events(step) if e.trick == step])

    def _build_view(self) -> dict:
        view = self._base_view()
        if not self.played:
            return view
        st = self.state
        if self.step > 0:
            t = st.tricks[-1]
            view["trick"] = self._trick_cards(t.cards, t.seats, t.winner)
        events = self._events(self.step)
        view["events"] = [{"rule": e.rule, "text": e.text(self.lang)} for e in events]   # the core's story lines
        where = self._where()
        view["where"] = where
        view["where_text"] = (label("excuse.not_yet", self.lang) if where == "hand"
                              else label(f"excuse.in.{where}", self.lang))
        view["excuse"] = self._cards(_cards(EXCUSE_BIT))[0]
        view["sides"] = [{"key": k, "title": label(f"common.side.{k}", self.lang), "here": where == k}
                         for k in ("taker", "defence")]
        if events and self.step > 0:
            view["latest"] = events[-1].text(self.lang) if events[-1].trick == self.step else ""
        return view


def _cards(mask: int):
    """The cards of a mask in display order."""
    return sorted(cards_of(mask), key=sort_key)


def _signed(value, lang):
    text = fmt_points(value, lang)
    return f"+{text}" if value > 0 else text
