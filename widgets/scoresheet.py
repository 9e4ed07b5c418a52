"""Widget 8 — an evening's scoresheet: deals, running totals, ranking, saved to a file (G1, G2).

It shows a ``tarot_core.io.session.Scoresheet``: every deal with its four scores (S4),
the running totals, the ranking with shared places (G2) and how many of the eight
valid deals are played (G1; cancelled deals are listed but do not count). Deals come
from a linked :class:`~widgets.calculator.ScoreCalculator` (declared facts) or a
linked :class:`~widgets.replay.DealReplayer` (a refereed deal). Bound to a file
(``path=``), the sheet is saved atomically after every change and reloaded when the
widget is built again, so a kernel restart loses nothing. Player names are user text:
the browser shows them as text only.

>>> from widgets.calculator import ScoreCalculator
>>> calc = ScoreCalculator(contract="garde", points=48, bouts=2, petit_au_bout="defence",
...                        poignees=["simple"], lang="en")
>>> w = ScoresheetWidget(["Ana", "Bea", "Cy", "Dan"], calculator=calc, lang="en")
>>> w.do("add_calc", taker=1); w.totals
{'Ana': -64, 'Bea': 192, 'Cy': -64, 'Dan': -64}
>>> w.ranking
[[1, 'Bea', 192], [2, 'Ana', -64], [2, 'Cy', -64], [2, 'Dan', -64]]
"""
from __future__ import annotations

import pathlib

import traitlets

from tarot_core.auction import parse_contract
from tarot_core.errors import TarotError
from tarot_core.io.session import SESSION_DEALS, Scoresheet

from ._base import TarotWidget, esm
from .labels import fmt_points, label

CANCEL_REASONS = ("petit_sec", "misdeal")


class ScoresheetWidget(TarotWidget):
    """A scoresheet on screen; ``sheet`` is the core object, ``path`` the file it lives in."""

    _esm = esm("scoresheet")
    LABELS = ("common.", "sheet.")

    path = traitlets.Unicode("").tag(sync=True)
    players = traitlets.List(traitlets.Unicode()).tag(sync=True)
    totals = traitlets.Dict().tag(sync=True)
    ranking = traitlets.List().tag(sync=True)
    valid_deals = traitlets.Int(0).tag(sync=True)

    def __init__(self, players=None, *, path=None, calculator=None, replayer=None, **kwargs):
        self.calculator, self.replayer = calculator, replayer
        if path is not None:
            self.sheet = Scoresheet.open(path, players)      # reloads the file if it exists
            loaded = len(self.sheet.deals)
        else:
            self.sheet = Scoresheet(players)
            loaded = None
        super().__init__(path=str(path or ""), players=list(self.sheet.players), **kwargs)
        if loaded:
            self.say(label("sheet.loaded", self.lang, path=self.path, n=loaded))
            self.refresh()

    # --- actions -------------------------------------------------------------
    def _guard(self, fn, *args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except TarotError as e:
            self.say(e.message(self.lang))
            return None

    def _added(self, entry):
        if entry is not None:
            n = self.sheet.valid_deals
            self.say(label("sheet.added", self.lang, n=n) + self._saved_note())

    def _saved_note(self) -> str:
        return " " + label("sheet.saved", self.lang, path=self.path) if self.path else ""

    def _do_add_calc(self, taker=0, note=""):
        """A deal from the linked calculator's facts (only valid facts reach the sheet)."""
        if self.calculator is None:
            self.say(label("sheet.no_source", self.lang))
            return
        self._added(self._guard(self.sheet.add_facts, _seat(taker), **self.calculator.facts_kwargs(),
                                note=str(note)))

    def _do_add_replay(self, note=""):
        """The linked replayer's deal, as the referee judged it."""
        outcome = getattr(self.replayer, "outcome", None)
        if outcome is None:
            self.say(label("sheet.no_source", self.lang))
            return
        self._added(self._guard(self.sheet.add_outcome, outcome, note=str(note)))

    def _do_cancel(self, reason="petit_sec", note=""):
        """D4/D5: a cancelled deal is listed but does not count (G1)."""
        reason = reason if reason in CANCEL_REASONS else "petit_sec"
        entry = self._guard(self.sheet.add_cancelled, reason, note=str(note))
        if entry is not None:
            self.say(label("sheet.cancel", self.lang) + self._saved_note())

    def _do_undo(self):
        if self.sheet.deals:
            self.sheet.remove_last()
            self.say(label("common.undo", self.lang) + self._saved_note())

    def _do_export(self, path=None):
        """Write the CSV next to the sheet's file (or to *path*)."""
        target = pathlib.Path(path) if path else (pathlib.Path(self.path).with_suffix(".csv")
                                                  if self.path else pathlib.Path("scoresheet.csv"))
        self.sheet.to_csv(target)
        self.say(label("sheet.exported", self.lang, path=str(target)))

    def add_facts(self, taker: int, **facts):
        """Add a deal from facts from Python (same checks as the browser's button)."""
        entry = self.sheet.add_facts(taker, **facts)
        self.refresh()
        return entry

    # --- view ----------------------------------------------------------------
    def _build_view(self) -> dict:
        sheet = self.sheet
        self.valid_deals = sheet.valid_deals
        self.ranking = [list(r) for r in sheet.ranking()]
        self.totals = dict(sheet.totals)
        rows = []
        for row in sheet.rows():
            facts = row.get("facts") or {}
            taker = row.get("taker")
            contract = parse_contract(facts["contract"]).label(self.lang) if facts else ""
            kind = row["kind"]
            rows.append({
                "number": str(row["number"]) if row["counts"] else "—",
                "kind": kind, "counts": row["counts"],
                "taker": sheet.players[taker] if taker is not None else "",
                "contract": contract if kind == "played" else label(f"sheet.kind.{kind}", self.lang),
                "S": fmt_points(row["S"], self.lang),
                "scores": [_signed(s, self.lang) for s in row["scores"]],
                "totals": [fmt_points(t, self.lang) for t in row["totals"]],
                "note": row.get("note", ""),
            })
        progress = (label("sheet.finished", self.lang) if sheet.is_complete
                    else label("sheet.progress", self.lang, n=sheet.valid_deals))
        return {
            "players": list(sheet.players), "rows": rows,
            "totals": [fmt_points(self.totals[p], self.lang) for p in sheet.players],
            "ranking": [label("sheet.place", self.lang, place=p, name=n, total=fmt_points(t, self.lang))
                        for p, n, t in sheet.ranking()],
            "progress": progress, "complete": sheet.is_complete,
            "has_calc": self.calculator is not None, "has_replay": self.replayer is not None,
            "file": self.path or label("sheet.no_path", self.lang),
            "seats": [{"value": i, "text": name} for i, name in enumerate(sheet.players)],
            "reasons": [{"value": r, "text": label(f"sheet.reason.{r}", self.lang)} for r in CANCEL_REASONS],
            "session_deals": SESSION_DEALS,
        }


def _seat(value):
    try:
        return int(value)
    except (TypeError, ValueError):
        return value


def _signed(value, lang):
    text = fmt_points(value, lang)
    return f"+{text}" if value > 0 else text
