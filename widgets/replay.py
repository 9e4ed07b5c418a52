"""Widgets 5 and 7 — step through a recorded deal as the referee saw it.

Both read a deal record (a dict, JSON text or a path — :func:`tarot_core.io.files.load_any` —,
one of the core's golden records by name, or a random legal deal from a seed) and replay it
once: :meth:`~tarot_core.record.DealRecord.states` gives the dealt
:class:`~tarot_core.game.GameState`, then the state after each action, every rule checked on
the way (C1 … P6). The last state's :meth:`~tarot_core.game.GameState.outcome` is the referee's
outcome. Each step shows one of these states; nothing is recomputed here.

* :class:`DealReplayer` (7): card by card — the trick on the table, the four hands still
  held (the taker marked), both sides' piles and running points (``points_so_far``), and at
  the end the referee's outcome with its breakdown (S1–S4). On request (issue 14) "what was
  possible": the exact review of the deal (:func:`~tarot_core.analysis.solver.review`, S3) beside
  the trick, the costly cards marked; and "what if": another legal card, then best play by both
  sides (:func:`~tarot_core.analysis.solver.solve`), shown as a hypothetical deal.
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
from typing import TYPE_CHECKING

import traitlets

from tarot_core.cards import EXCUSE_BIT, cards_of, sort_key
from tarot_core.errors import TarotError, shown as _shown
from tarot_core.game import replay_states
from tarot_core.render.describe import describe
from tarot_core.render.svg import card_label, cards_svg

from ._base import TarotWidget, esm, seed_of
from .labels import fmt_points, label
from .picker import css_of

if TYPE_CHECKING:                                   # the solver is imported when a search is asked for
    from tarot_core.analysis.solver import Review, ReviewProgress, Solver
    from tarot_core.analysis.solver_tables import TableSolver
    from tarot_core.record import DealRecord
    from tarot_core.referee import Outcome

PILE_CARD = 44           # px: a won card's width in a side's pile (drawn whole, rows wrap to the width)
# The analysis panel (issue 14): the exact search (tarot_core.analysis.solver) works back from the
# last card, so a time limit judges the last tricks and leaves the early ones unjudged.
ANALYSIS_TIME = 10.0     # s: the whole review's default time limit
MAX_ANALYSIS_TIME = 120.0
WHATIF_TIME = 10.0       # s: one "what if" search
PROGRESS_EVERY = 0.5     # s: while the review runs, how often the panel says how far back it has judged
# "What if" is offered with at most this many tricks left (the trick in progress counted): measured
# on the golden records, one search with 9 tricks left takes 0.02–1.6 s here, with 10 up to 9 s.
WHATIF_TRICKS = 9
# At three and five players (the search with camps, tarot_core.analysis.solver_tables; V1, V7): measured on
# 3 seeded bot deals each (python -m tarot_core.analysis.solver_tables --bench), one search with 10 tricks
# left at three takes 0.2-1.6 s of CPU; at five, with the followers' order (issue 26), every other position
# of 4 basic-bot deals with 7 tricks left 0.34 s median, 3.5 s at most (6 left: 0.26 s at most).
WHATIF_TRICKS_AT = {3: 10, 4: WHATIF_TRICKS, 5: 7}


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
    """A golden record's title in the learner's language, never its file name: the core's
    :func:`tarot_core.io.golden.golden_title` (one wording, shared with the edge-case lab).

    >>> record_title("excuse_exchanged", "fr")
    "L'Excuse échangée aussitôt contre une carte basse"
    """
    from tarot_core.io.golden import golden_title
    return golden_title(name, lang)


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
        return load_any(random_record(seed=seed_of(seed)))     # D2: "-1", "012", a list … refused
    if record is None:
        return None
    return load_any(record)


class _DealStepper(TarotWidget):
    """Shared state of the two replay widgets: the record's states, its outcome, the step."""

    FROM_BROWSER: tuple[str, ...] = ()     # the browser only sends actions (step, source … are Python's)

    step = traitlets.Int(0).tag(sync=True)
    source = traitlets.Unicode("").tag(sync=True)        # what is shown: a golden name, 'seed 11' …
    names = traitlets.List(traitlets.Unicode()).tag(sync=True)
    error = traitlets.Dict().tag(sync=True)

    def __init__(self, record=None, *, name=None, seed=None, names=None, **kwargs):
        self.outcome: Outcome | None = None
        self.states: list = []
        self.record: DealRecord | None = None
        super().__init__(names=list(names or []), **kwargs)
        self.load(record, name=name, seed=seed)

    # --- loading ---------------------------------------------------------------
    def load(self, record=None, *, name=None, seed=None, announce: bool = False) -> None:
        """Replay and referee a record (any source); an unreadable or illegal record is shown with its rule.

        Nothing is announced for the deal itself: the view shows it (said once, not twice);
        *announce* says that another deal was loaded (the Load button)."""
        self.outcome, self.states, self.error, self.record = None, [], {}, None
        self.source = ""
        try:
            if name is not None and not isinstance(name, str):
                raise KeyError(label("replay.bad_name", self.lang, name=_shown(name, self.lang)))
            if name is not None and name not in golden_names():
                raise KeyError(label("replay.bad_name", self.lang, name=_shown(name, self.lang)))
            if seed is not None:
                seed = seed_of(seed)                          # D2: the deal number, exactly as written
            self.source = name or (f"seed {seed}" if seed is not None else "")
            rec = load_source(record, name, seed)
            if rec is None:
                raise KeyError("no record")
            states = list(replay_states(rec))                 # every rule checked (C1 … P6)
            self.outcome = states[-1].outcome()               # the referee's outcome (S1–S4)
            self.states = self._steps(states)
            self.record = rec                                 # the record shown (read by the rules desk)
        except TarotError as e:
            self.error = e.as_dict(self.lang)
            self.say(label("replay.bad_record", self.lang) + " — " + e.message(self.lang))
        except (KeyError, OSError, ValueError) as e:       # no such golden name, no such file
            text = e.args[0] if isinstance(e, KeyError) and e.args and isinstance(e.args[0], str) else str(e)
            self.error = {"rule": None, "message": text}
            self.say(label("replay.bad_record", self.lang) + f" — {text}")
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
        actions = states[-1].actions                  # a poignée may come after another seat's card (B1)
        first = next((i for i, a in enumerate(actions) if a.kind == "play"), len(actions))
        return [states[first], *(st for st in states[first + 1:] if st.actions[-1].kind == "play")]

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

    # Each action's arguments and their types are its signature (checked by TarotWidget.run_action).
    def _do_first(self):
        self._go(0)

    def _do_prev(self):
        self._go(self.step - 1)

    def _do_next(self):
        self._go(self.step + 1)

    def _do_last(self):
        self._go(self.total_steps)

    def _do_goto(self, step: int):
        self._go(step)

    def _do_load(self, name: str | None = None, seed: str | int | None = None):
        """The Load button: a golden record by *name*, or the random deal no. *seed* (D2: checked,
        and a refused number leaves the deal shown as it is)."""
        if seed not in (None, ""):
            try:
                seed_of(seed)
            except TarotError as e:
                self.say(label("replay.bad_record", self.lang) + " — " + e.message(self.lang))
                return
            self.load(seed=seed, announce=True)
        elif name:
            if name not in golden_names():
                self.say(label("replay.bad_record", self.lang) + " — "
                         + label("replay.bad_name", self.lang, name=_shown(name, self.lang)))
                return
            self.load(name=name, announce=True)

    # --- texts -------------------------------------------------------------------
    def _announce(self, step: int) -> str:     # pragma: no cover - each widget says its own
        raise NotImplementedError

    def _status(self) -> str:
        """The deal in one line: taker and contract, or why no card is played (D4, A3)."""
        out = self.outcome
        if out is None:
            return ""
        if out.status == "cancelled" and out.petit_sec_seat is not None:
            return label("replay.cancelled", self.lang, name=self.name(out.petit_sec_seat))
        if out.status == "all_pass":
            return label("replay.all_pass", self.lang)
        if out.taker is None or out.contract is None:          # played: a taker and a contract (A1–A3)
            return ""
        return label("replay.deal", self.lang, taker=self.name(out.taker), contract=out.contract.label(self.lang))

    def _at_start(self) -> str:
        return label("replay.at_start", self.lang, leader=self.name(self.states[0].to_act))

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


def _partner_shown(st) -> int | None:
    """V5: the taker's partner at five players once the called card has been played (the camps are
    known from then on), else None."""
    called = st.called
    if called is None or st.partner is None:
        return None
    if called in st.current_trick or any(called in t.cards for t in st.tricks):
        return st.partner
    return None


class DealReplayer(_DealStepper):
    """Widget 7: card by card — the trick, the hands still held, both sides' piles and points,
    then the referee's outcome; on request, "what was possible" and "what if" (issue 14).

    The analysis (``analysis=True``, or the "Analyse this deal" button; ``analysis="shown"``: the panel
    open and the review run once a browser shows the replayer, so the cell does not wait for it) runs
    the exact review of the deal once per loaded record (:func:`~tarot_core.analysis.solver.review`, all four hands
    known, within *analysis_time* seconds for the whole deal): beside the current trick, the card
    just played with the best S (S3) before and after it, its cost for its side and the best card
    instead; the costly cards of the trick marked; the review's verdict and its turning card (the
    one that lost, or gave away, the contract). Cards the search could not reach in time say so, and
    the panel then offers "Judge further back" (action ``analyse_more``): another *analysis_time* seconds
    from the first card judged, back, with the tables the search filled (``review(..., resume=)``; they
    are kept until the panel is hidden, the review is complete or another deal is loaded).

    "What if": at any step the learner plays another legal card (P2–P5, X1: the state's own
    ``why_not`` refuses the others with the rule) for the seat to play; the deal then goes on with
    best play by both sides (:func:`~tarot_core.analysis.solver.solve`, its principal line), shown
    in this replayer as a hypothetical deal with its S and made or failed, beside the real one.
    Offered with at most :data:`WHATIF_TRICKS` tricks left; a search that runs out of time says so.

    Seat 3, a defender, plays KD as the 67th card (trick 17) and the taker makes his Garde; the
    Excuse kept for the last trick instead, he fails (see :func:`~tarot_core.analysis.solver.review`):

    >>> w = DealReplayer(name="excuse_last_trick_changes_sides", lang="en", analysis_time=2)
    >>> w.do("goto", step=67); w.do("analyse")       # the last tricks are judged within 2 s
    >>> c = w.view["analysis"]["card"]; c["card"], c["value_before"], c["value_after"], c["cost"], c["best_card"]
    ('KD', -78, 52, 130, 'EX')
    >>> w.do("prev"); w.do("what_if", card="EX"); w.view["whatif"]["S"], w.view["whatif"]["real_S"]
    (-78, 52)
    >>> w.do("real_deal"); w.view["whatif"]["active"], w.step
    (False, 66)
    """

    _esm = esm("replayer")                            # send (common.js) queues: no click lost while the kernel is busy
    _css = css_of("replayer")                         # tarot.css then replayer.css
    LABELS = ("common.", "replay.", "excuse.step")

    analysis = traitlets.Bool(False)
    analysis_time = traitlets.Float(ANALYSIS_TIME)
    whatif_time = traitlets.Float(WHATIF_TIME)

    @traitlets.validate("analysis_time", "whatif_time")
    def _check_time(self, proposal):
        return _seconds(proposal["trait"].name, proposal["value"], self.lang)

    def __init__(self, record=None, *, analysis: bool | str = False, analysis_time: float = ANALYSIS_TIME,
                 whatif_time: float = WHATIF_TIME, **kwargs):
        lang = kwargs.get("lang")
        if not isinstance(analysis, bool) and analysis != "shown":
            raise traitlets.TraitError(label("replay.analysis.bad_flag", lang))
        self._when_shown = analysis == "shown"      # the review waits for a browser to show the replayer
        self._asked = 0                   # how many reviews were left for the browser to ask for
        analysis = bool(analysis)
        _seconds("analysis_time", analysis_time, lang)          # checked before the Float trait converts True to 1.0
        _seconds("whatif_time", whatif_time, lang)
        self._reviews: dict = {}          # record (JSON) -> its Review: one search per loaded record
        self._real: list = []             # the real deal's states while a "what if" is shown
        self._clear_analysis()
        super().__init__(record, analysis=analysis, analysis_time=analysis_time, whatif_time=whatif_time, **kwargs)

    def _clear_analysis(self) -> None:
        self.review: Review | None = None  # the Review of the loaded record, once asked for
        self._show = False                # the panel is open
        self._busy = ""                   # 'review' or 'whatif' while the kernel searches
        self._progress = ""               # while the review runs: how far back it has judged
        self._pending = 0                 # analysis="shown": the review the browser is to ask for (its number)
        self._whatif: dict | None = None  # the "what if" shown (see _do_what_if)
        self._whatif_error = ""
        self._solver: Solver | TableSolver | None = None  # one per record: its tables serve every search of the deal
        self._key = ""

    def load(self, record=None, *, name=None, seed=None, announce: bool = False) -> None:
        self._clear_analysis()
        self._real = []
        super().load(record, name=name, seed=seed, announce=announce)
        if self.played:
            import json
            self._key = json.dumps(self.states[-1].record().to_dict(), sort_keys=True)
            self.review = self._reviews.get(self._key)
            if self.analysis and self._when_shown and self.review is None:
                # analysis="shown": the panel open, the review asked for by the view once it is drawn
                # (replayer.js): the cell ends at once, and the cells after it run before the search
                self._show = True
                self._asked += 1
                self._pending = self._asked
                self.refresh()
            elif self.analysis:
                self._analyse()
                self.refresh()

    def _steps(self, states) -> list:
        return self._play_states(states)

    # --- actions: a trick at a time (the state says where a trick ends) --------------
    def _do_next_trick(self):
        ends = [k for k in range(self.step + 1, len(self.states)) if not self.states[k].current_trick]
        self._go(ends[0] if ends else self.total_steps)

    def _do_prev_trick(self):
        ends = [k for k in range(self.step - 1, -1, -1) if not self.states[k].current_trick]
        self._go(ends[0] if ends else 0)

    # --- actions: the analysis panel -------------------------------------------------------
    def _do_analyse(self):
        self._analyse()

    def _do_analyse_more(self):
        """Judge further back (a review the time limit cut short): another *analysis_time* seconds,
        from the earliest card judged, with the tables the first search filled."""
        self._analyse(further=True)

    def _do_hide_analysis(self):
        self._show = False
        if self._solver is not None:
            self._solver.release()                 # kept for "judge further back" until the panel closes
        self.say(label("replay.analysis.hidden", self.lang))

    def _do_review_goto(self, step: int):
        """Go to a card the review names (a costly card, the turning card): in the real deal."""
        if self._whatif is not None:
            self._leave_whatif()
        self._do_goto(step)

    def _analyse(self, further: bool = False) -> None:
        """Review the loaded deal once (cached per record) and open the panel; *further*: take up a
        review the time limit cut short, another *analysis_time* seconds back from its first judged card."""
        if not self.played:
            return
        self._show = True
        self._pending = 0
        if self.review is None or (further and not self.review.complete):
            from tarot_core.analysis.solver_tables import review
            self._busy = "review"
            self.refresh()                                  # the browser shows "computing…" meanwhile
            try:
                real = self._real or self.states
                self.review = review(real[-1], from_trick=1, time_limit=self.analysis_time, solver=self._solver_of(),
                                     progress=self._show_progress, progress_every=PROGRESS_EVERY,
                                     resume=self.review)
            finally:
                self._busy = self._progress = ""
                if self._solver is not None and (self.review is None or self.review.complete):
                    self._solver.release()         # what the review's tables grew goes back (Binder: 2 GB)
            self._reviews[self._key] = self.review
        self.say(label("replay.analysis.ready", self.lang))

    def _show_progress(self, p: ReviewProgress) -> None:
        """While the review runs (the search works from the last card back): the earliest card
        judged so far, sent to the browser (the review tells it every :data:`PROGRESS_EVERY` seconds)."""
        self._progress = p.text(self.lang)
        self.refresh()

    def _solver_of(self):
        if self._solver is None:                    # the table's search: camps at three and five players (V7)
            from tarot_core.analysis.solver_tables import solver_for
            self._solver = solver_for(self.states[0])
        return self._solver

    # --- actions: "what if" ----------------------------------------------------------------
    def _do_what_if(self, card: str | int):
        """The seat to play plays *card* instead (P2–P5, X1 checked by the state), then both sides
        play their best (the exact search's principal line): a hypothetical deal in this replayer."""
        from tarot_core.analysis.solver import SearchTimeout
        self._whatif_error = ""
        st = self.state
        self._show = True
        if st is None or not self.played or st.phase != "play":
            return self._refuse(label("replay.analysis.whatif.none", self.lang))
        error = st.why_not(card)                           # the core's reason, with its rule
        if error is not None:
            return self._refuse(error.message(self.lang))
        left, most = st.table.n_tricks - len(st.tricks), WHATIF_TRICKS_AT[st.table.seats]
        if left > most:
            return self._refuse(label("replay.analysis.whatif.too_far", self.lang, most=most))
        after = st.copy()
        after.play(card)
        self._busy = "whatif"
        self.refresh()
        try:
            sol = self._solver_of().solve(after, time_limit=self.whatif_time)
        except SearchTimeout:
            return self._refuse(label("replay.analysis.whatif.timeout", self.lang,
                                      seconds=fmt_points(self.whatif_time, self.lang)))
        finally:
            self._busy = ""
        line = [after]
        for c in sol.line:                                 # best play by both sides to the end
            nxt = line[-1].copy()
            nxt.play(c)
            line.append(nxt)
        branch = self.step
        real_next = self.states[branch + 1].actions[-1].value if branch + 1 < len(self.states) else None
        if not self._real:
            self._real = self.states
        first = branch if self._whatif is None else min(branch, self._whatif["first"])
        self._whatif = {"branch": branch, "first": first, "card": after.actions[-1].value, "instead": real_next,
                        "seat": after.actions[-1].seat, "trick": st.trick_number, "solution": sol,
                        "outcome": line[-1].outcome()}
        self.states = self.states[:branch + 1] + line
        self._go(branch + 1)
        self.say(self._whatif_banner() + " " + self._whatif_result())

    def _do_real_deal(self):
        """Back to the real deal, at the card the first "what if" changed."""
        if self._whatif is None:
            return
        step = self._leave_whatif()
        self._go(step)
        self.say(label("replay.analysis.whatif.back_said", self.lang) + " " + self._announce(step))

    def _leave_whatif(self) -> int:
        step = self._whatif["first"] if self._whatif else self.step
        if self._real:
            self.states = self._real
        self._real, self._whatif, self._whatif_error = [], None, ""
        return step

    def _refuse(self, text: str) -> None:
        self._whatif_error = text
        self.say(text)

    @property
    def whatif(self):
        """The "what if" shown, or None: ``card`` played instead of ``instead`` by ``seat`` at
        ``trick``, the search's ``solution`` and the hypothetical deal's referee ``outcome``."""
        return self._whatif

    # --- texts -------------------------------------------------------------------
    def _announce(self, step: int) -> str:
        if step == 0:
            return self._at_start()
        st = self.states[step]
        act = st.actions[-1]                                    # the card just played
        number = len(st.tricks) + (1 if st.current_trick else 0)
        # the card, and the trick it closed (P6), in the words every narration uses (describe)
        text = label("replay.card", self.lang, n=number, text=describe(act, self.lang, name=self.name, after=st))
        judged = self._judged(step)
        if self._show and judged is not None and judged.cost:   # the panel is open: a costly card is said
            text += " " + judged.text(self.lang)
        return text

    def _whatif_banner(self) -> str:
        w = self._whatif
        assert w is not None
        card = w["card"].name(self.lang)
        if w["instead"] is None or w["instead"] == w["card"]:
            return label("replay.analysis.whatif.same", self.lang, n=w["trick"], name=self.name(w["seat"]), card=card)
        return label("replay.analysis.whatif.banner", self.lang, n=w["trick"], name=self.name(w["seat"]), card=card,
                     instead=w["instead"].name(self.lang))

    def _whatif_result(self) -> str:
        w = self._whatif
        assert w is not None and self.outcome is not None
        hyp, real = w["outcome"], self.outcome
        made = {True: label("replay.made", self.lang), False: label("replay.failed", self.lang)}
        return label("replay.analysis.whatif.result", self.lang,
                     S=fmt_points(hyp.S, self.lang, signed=True), verdict=made[bool(hyp.made)],
                     real_S=fmt_points(real.S, self.lang, signed=True), real_verdict=made[bool(real.made)])

    # --- the review, step by step ------------------------------------------------------------------
    def _judged(self, step: int):
        """The review of the card played at *step* (1 = the first card), when it is a card of the
        real deal and the review has it."""
        if self.review is None or step < 1 or step > len(self.review.cards):
            return None
        if self._whatif is not None and step > self._whatif["branch"]:
            return None                                         # a hypothetical card: best play by construction
        return self.review.cards[step - 1]

    def _card_view(self, c) -> dict:
        """One reviewed card as plain data: the numbers (S3), the core's sentence, the best card."""
        lang = self.lang
        out = {"text": c.text(lang), "complete": c.complete, "trick": c.trick, "seat": c.seat, "side": c.side,
               "card": c.card.code, "card_label": card_label(c.card, lang), "value_before": c.value_before,
               "value_after": c.value_after, "cost": c.cost, "turned": c.turned,
               "best_card": c.best_card.code if c.best_card is not None and c.complete else None}
        if c.complete:
            out["shown"] = {"before": fmt_points(c.value_before, lang, signed=True),
                            "after": fmt_points(c.value_after, lang, signed=True),
                            "cost": fmt_points(c.cost or 0, lang),
                            "best": card_label(c.best_card, lang) if c.best_card is not None else "—"}
        return out

    def _analysis_view(self) -> dict:
        lang = self.lang
        view: dict = {"shown": self._show, "busy": self._busy or ("review" if self._pending else ""),
                      "pending": self._pending, "progress": self._progress,
                      "computing": label("replay.analysis.computing", lang,
                                         seconds=fmt_points(self.analysis_time, lang)),
                      "computing_whatif": label("replay.analysis.whatif.computing", lang,
                                                seconds=fmt_points(self.whatif_time, lang))}
        r = self.review
        if r is not None and self._show:
            view["summary"] = r.summary(lang)
            if not r.complete:                          # the time limit cut it short: one click goes on
                view["more"] = label("replay.analysis.more", lang, seconds=fmt_points(self.analysis_time, lang))
            first = r.first_judged
            view["first_trick"] = first.trick if first is not None else None
            if self.step >= 1:
                judged = self._judged(self.step)
                view["card"] = self._card_view(judged) if judged is not None else None
                if judged is None:                              # a hypothetical card (what if)
                    view["card_note"] = label("replay.analysis.whatif.best_play", lang)
            steps = {id(c): k + 1 for k, c in enumerate(r.cards)}
            turn = r.turning_card
            view["turning"] = ({"step": steps[id(turn)], "text": turn.text(lang)} if turn is not None else None)
            view["mistakes"] = [{"step": steps[id(c)], "text": c.text(lang), "cost": c.cost, "card": c.card.code,
                                 "current": steps[id(c)] == self.step and self._judged(self.step) is c}
                                for c in r.mistakes]
        return view

    def _mark_costly(self, trick: list[dict], last_step: int) -> None:
        """The cards of the trick shown that cost their side (the review's cost > 0): marked, with
        their cost in words (never colour alone)."""
        first = last_step - len(trick) + 1
        for i, item in enumerate(trick):
            judged = self._judged(first + i)
            cost = judged.cost if judged is not None and judged.complete else None
            if cost:
                item["cost"] = cost
                item["cost_text"] = label("replay.analysis.cost_badge", self.lang, cost=fmt_points(cost, self.lang))
                if judged is not None and judged.turned:
                    item["turned"] = judged.turned

    def _whatif_view(self) -> dict:
        lang, st, w = self.lang, self.state, self._whatif
        view: dict = {"active": w is not None, "error": self._whatif_error}
        if w is not None and self.outcome is not None:
            hyp, real = w["outcome"], self.outcome
            view.update({"banner": self._whatif_banner(), "result": self._whatif_result(),
                         "S": hyp.S, "made": bool(hyp.made), "real_S": real.S, "real_made": bool(real.made),
                         "branch_step": w["branch"] + 1, "card": w["card"].code,
                         "instead": w["instead"].code if w["instead"] is not None else None,
                         "hypothetical": self.step > w["branch"]})
        if st is None or st.phase != "play":
            view["chooser"] = None
            return view
        seat = st.to_act
        left, most = st.table.n_tricks - len(st.tricks), WHATIF_TRICKS_AT[st.table.seats]
        too_far = "" if left <= most else label("replay.analysis.whatif.too_far", lang, most=most)
        nxt = self.states[self.step + 1].actions[-1].value if self.step + 1 < len(self.states) else None
        legal = set(st.legal_cards())
        view["chooser"] = {
            "seat": seat, "prompt": label("replay.analysis.whatif.prompt", lang, name=self.name(seat)),
            "offered": left <= most,
            "reason": too_far,
            "cards": self._cards(st.hands[seat], width=44, legal=legal, played={nxt} if nxt is not None else set()),
            "played_text": label("replay.analysis.whatif.played", lang),
            "illegal_text": label("replay.analysis.whatif.illegal", lang)}
        return view

    # --- view (reads only) ---------------------------------------------------------
    def _build_view(self) -> dict:
        view = self._base_view()
        st = self.state
        w = self._whatif
        out = w["outcome"] if w is not None else self.outcome
        if st is None or not self.played or out is None:
            return view
        if st.current_trick:                                    # a trick in progress
            view["trick"] = self._trick_cards(st.current_trick, [
                (st.current_leader + i) % st.table.seats for i in range(len(st.current_trick))])
            view["card_text"] = label("replay.card_of", self.lang, k=len(st.current_trick), n=st.table.seats)
        elif self.step > 0:                                     # the trick the last card closed
            t = st.tricks[-1]
            view["trick"] = self._trick_cards(t.cards, t.seats, t.winner)
            view["card_text"] = label("replay.card_of", self.lang, k=len(t.cards), n=st.table.seats)
        view["analysis"] = self._analysis_view()
        view["whatif"] = self._whatif_view()
        if self.review is not None and self._show:
            self._mark_costly(view["trick"], self.step)
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
        if out.result is not None and out.taker_points is not None and self.step == self.total_steps:
            r = out.result
            view["outcome"] = {
                "whatif": w is not None,                        # the referee's outcome of the hypothetical deal
                "summary": label("replay.summary", self.lang, points=fmt_points(out.taker_points, self.lang),
                                 bouts=out.taker_bouts, target=r.target, margin=r.margin,
                                 S=fmt_points(r.S, self.lang),
                                 verdict=label("replay.made" if r.made else "replay.failed", self.lang)),
                "breakdown": [{"rule": s.rule, "text": s.text(self.lang)} for s in r.breakdown],
                # the referee's story lines for the bonuses and the project's rulings (B5–B8, R2–R5)
                "rulings": [{"rule": s.rule, "text": s.text(self.lang)} for s in out.story()
                            if s.rule in RULING_LINES],
                "scores": label("replay.scores", self.lang, scores=", ".join(
                    f"{self.name(seat)} {fmt_points(v, self.lang, signed=True)}" for seat, v in enumerate(out.scores))),
            }
        return view

    def _hand(self, st, seat: int) -> dict:
        """The cards *seat* still holds, its name marked as the taker (P7) and as next to play."""
        cards = st.hands[seat]
        marks = [self.name(seat)]
        taker = self.outcome.taker if self.outcome is not None else None
        if seat == taker:
            marks.append(f"({label('common.short.taker', self.lang)})")
        elif seat == _partner_shown(st):
            marks.append(f"({label('common.short.partner', self.lang)})")
        if seat == st.to_act:
            marks.append(f"— {label('replay.to_play', self.lang)}")
        title = " ".join(marks) + " · " + label("replay.hand_count", self.lang, count=len(cards))
        return {"seat": seat, "title": title, "taker": seat == taker, "to_play": seat == st.to_act,
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


def _seconds(name: str, value, lang) -> float:
    """A time limit in seconds: a number (not a bool), above 0 and at most MAX_ANALYSIS_TIME."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 < value <= MAX_ANALYSIS_TIME:
        lang = lang if lang in ("fr", "en") else None             # a bad lang is refused on its own
        raise traitlets.TraitError(label("replay.analysis.bad_time", lang, name=name,
                                         most=fmt_points(MAX_ANALYSIS_TIME, lang)))
    return float(value)


def _cards(mask: int):
    """The cards of a mask in display order."""
    return sorted(cards_of(mask), key=sort_key)

