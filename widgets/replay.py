"""Widgets 5 and 7 — step through a recorded deal, trick by trick, as the referee saw it.

Both read a deal record (a dict, a JSON file, one of the core's golden records by
name, or a random legal deal from a seed) and ask ``tarot_core.referee``: ``referee``
for the full outcome and ``replay`` for the state after each trick. Nothing is
recomputed here.

* :class:`DealReplayer` (7): the trick, its winner and side (P6, P7), both sides' piles
  and running points, and at the end the referee's outcome with its breakdown (S1–S4).
* :class:`ExcuseTransfer` (5): the same steps seen from the Excuse — kept and exchanged
  for a low card (X3), the debt waiting (X4), changing sides at the last trick (X5),
  winning the last trick in a slam (X6, X7).

>>> from tarot_core.analysis.simulate import random_record
>>> w = DealReplayer(random_record(seed=2), lang="en")
>>> w.step, w.total_steps
(0, 18)
>>> w.do("last"); w.step, w.outcome.status
(18, 'played')
>>> e = ExcuseTransfer(random_record(seed=2), lang="en"); e.do("last")
>>> [ev["event"] for ev in e.events_so_far] == [ev.event for ev in e.outcome.excuse_events]
True
"""
from __future__ import annotations

import traitlets

from tarot_core.cards import parse_cards
from tarot_core.errors import TarotError
from tarot_core.referee import referee, replay
from tarot_core.render.svg import card_label, cards_svg

from ._base import TarotWidget, esm
from .labels import fmt_points, label

N_TRICKS = 18
PILE_ROW = 20            # cards per line when a side's pile is drawn


def golden_names() -> list[str]:
    """The names of the core's golden records (none if the package has not shipped them)."""
    try:
        from tarot_core.io.golden import golden_records
        return sorted(golden_records())
    except (OSError, TarotError):
        return []


def load_source(record=None, name=None, seed=None):
    """A deal record from one of: a record (dict/path/JSON), a golden *name*, a random *seed*."""
    if name is not None:
        from tarot_core.io.golden import golden_records
        return golden_records()[name]
    if seed is not None:
        from tarot_core.analysis.simulate import random_record
        return random_record(seed=int(seed))
    if record is None:
        return None
    from tarot_core.io.files import load_any
    return load_any(record)


class _DealStepper(TarotWidget):
    """Shared state of the two replay widgets: the record, its outcome, the step (0–18)."""

    step = traitlets.Int(0).tag(sync=True)
    source = traitlets.Unicode("").tag(sync=True)        # what is shown: a golden name, 'seed 11' …
    names = traitlets.List(traitlets.Unicode()).tag(sync=True)
    error = traitlets.Dict().tag(sync=True)

    def __init__(self, record=None, *, name=None, seed=None, names=None, **kwargs):
        self.outcome, self.states = None, []
        super().__init__(names=list(names or []), **kwargs)
        self.load(record, name=name, seed=seed)

    # --- loading ---------------------------------------------------------------
    def load(self, record=None, *, name=None, seed=None) -> None:
        """Referee a record (any source); an unreadable or illegal record is shown with its rule."""
        self.outcome, self.states, self.error = None, [], {}
        self.source = name or (f"seed {seed}" if seed is not None else "")
        try:
            rec = load_source(record, name, seed)
            if rec is None:
                raise KeyError("no record")
            self.outcome = referee(rec)                       # every rule checked (C1 … S4)
            self.states = list(replay(rec))
        except TarotError as e:
            self.error = e.as_dict(self.lang)
            self.say(label("replay.bad_record", self.lang) + " — " + e.message(self.lang))
        except (KeyError, OSError) as e:
            self.error = {"rule": None, "message": str(e)}
            self.say(label("replay.bad_record", self.lang) + f" — {e}")
        else:
            self.say(self._step_text(0))
        self.step = 0
        self.refresh()

    @property
    def total_steps(self) -> int:
        return len(self.states)

    @property
    def state(self):
        """The core's replay state after trick ``step`` (None before the first trick)."""
        return self.states[self.step - 1] if self.step > 0 and self.states else None

    def name(self, seat: int) -> str:
        if seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        return label("common.seat", self.lang, seat=seat)

    def side(self, seat: int) -> str:
        """P7: the taker plays alone against the three defenders."""
        return "taker" if self.outcome is not None and seat == self.outcome.taker else "defence"

    # --- actions -----------------------------------------------------------------
    def _go(self, step: int):
        self.step = max(0, min(self.total_steps, step))
        self.say(self._step_text(self.step))

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
            self.load(name=name or None, seed=seed if seed not in (None, "") else None)

    # --- texts -------------------------------------------------------------------
    def _step_text(self, step: int) -> str:
        if self.outcome is None:
            return ""
        if step == 0 or not self.states:
            return label("replay.start", self.lang, taker=self._taker_name(),
                         contract=self.outcome.contract.label(self.lang) if self.outcome.contract else "—")
        t = self.states[step - 1].trick
        return label("replay.trick", self.lang, n=t.number, leader=self.name(t.leader),
                     winner=self.name(t.winner), side=label(f"common.the.{t.winner_side}", self.lang))

    def _taker_name(self) -> str:
        return self.name(self.outcome.taker) if self.outcome.taker is not None else "—"

    def _trick_view(self):
        st = self.state
        if st is None:
            return []
        t = st.trick
        pos_winner = t.seats.index(t.winner)
        return [{"card": self._cards([c])[0], "who": self.name(s),
                 "side": label(f"common.short.{self.side(s)}", self.lang),
                 "winner": i == pos_winner} for i, (c, s) in enumerate(zip(t.cards, t.seats))]

    def _base_view(self) -> dict:
        return {"source": self.source, "step": self.step, "total": self.total_steps,
                "step_text": label("excuse.step", self.lang, n=self.step, total=self.total_steps),
                "records": golden_names(), "error": (self.error or {}).get("message", ""),
                "trick": self._trick_view()}


class DealReplayer(_DealStepper):
    """Widget 7: both sides' piles and points trick by trick, then the referee's outcome."""

    _esm = esm("replayer")
    LABELS = ("common.", "replay.", "excuse.step")

    def _build_view(self) -> dict:
        view = self._base_view()
        st, out = self.state, self.outcome
        if st is not None:
            view["piles"] = [
                {"title": label("replay.pile_taker", self.lang), "testid": "taker",
                 **self._pile(st.taker_cards), "points": fmt_points(st.taker_points_so_far, self.lang)},
                {"title": label("replay.pile_defence", self.lang), "testid": "defence",
                 **self._pile(st.defence_cards), "points": fmt_points(st.defence_points_so_far, self.lang)}]
            view["running"] = label("replay.running", self.lang,
                                    taker=fmt_points(st.taker_points_so_far, self.lang),
                                    defence=fmt_points(st.defence_points_so_far, self.lang))
        if out is not None and out.result is not None and self.step == self.total_steps and self.total_steps:
            r = out.result
            view["outcome"] = {
                "summary": label("replay.summary", self.lang, points=fmt_points(out.taker_points, self.lang),
                                 bouts=out.taker_bouts, target=r.target, margin=r.margin,
                                 S=fmt_points(r.S, self.lang),
                                 verdict=label("replay.made" if r.made else "replay.failed", self.lang)),
                "breakdown": [{"rule": s.rule, "text": s.text(self.lang)} for s in r.breakdown],
                "scores": label("replay.scores", self.lang, scores=", ".join(
                    f"{self.name(seat)} {_signed(v, self.lang)}" for seat, v in enumerate(out.scores))),
            }
        view["intro"] = self._step_text(0) if out is not None else ""
        return view


    def _pile(self, cards) -> dict:
        """A side's cards as overlapping rows drawn by the core, and their names for screen readers."""
        rows = [cards_svg(cards[i:i + PILE_ROW], width=34, overlap=0.45, four_colour=self.four_colour,
                          lang=self.lang) for i in range(0, len(cards), PILE_ROW)]
        return {"rows": rows, "label": ", ".join(card_label(c, self.lang) for c in cards), "count": len(cards)}


class ExcuseTransfer(_DealStepper):
    """Widget 5: where the Excuse is after each trick, and why (X3–X7)."""

    _esm = esm("excuse")
    LABELS = ("common.", "excuse.", "replay.")

    @property
    def events_so_far(self) -> list[dict]:
        """The referee's Excuse events up to the current trick (X3–X7)."""
        st = self.state
        return [e.to_dict() for e in st.excuse_events_so_far] if st is not None else []

    def _event_text(self, ev: dict) -> str:
        side = label(f"common.the.{self.side(ev['seat'])}", self.lang)
        card = parse_cards([ev["card"]])[0].name(self.lang) if ev.get("card") else ""
        return label(f"excuse.ev.{ev['event']}", self.lang, trick=ev["trick"], side=side, card=card)

    def _where(self) -> str:
        st = self.state
        if st is not None:
            if any(c.is_excuse for c in st.taker_cards):
                return "taker"
            if any(c.is_excuse for c in st.defence_cards):
                return "defence"
        return "hand"

    def _build_view(self) -> dict:
        view = self._base_view()
        events = self.events_so_far
        view["events"] = [{"rule": e.get("rule", ""), "text": self._event_text(e)} for e in events]
        where = self._where()
        view["where"] = where
        view["where_text"] = (label("excuse.not_yet", self.lang) if where == "hand"
                              else label(f"excuse.in.{where}", self.lang))
        view["excuse"] = self._cards(parse_cards(["EX"]))[0]
        view["sides"] = [{"key": k, "title": label(f"common.side.{k}", self.lang), "here": where == k}
                         for k in ("taker", "defence")]
        if events and self.step > 0:
            view["latest"] = self._event_text(events[-1]) if events[-1]["trick"] == self.step else ""
        return view

    def _step_text(self, step: int) -> str:
        base = super()._step_text(step)
        if step > 0 and self.states:
            evs = [e.to_dict() for e in self.states[step - 1].excuse_events_so_far if e.trick == step]
            base = " ".join([base] + [self._event_text(e) for e in evs])
        return base


def _signed(value, lang):
    text = fmt_points(value, lang)
    return f"+{text}" if value > 0 else text
