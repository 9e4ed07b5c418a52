"""Widget 8 — an evening's scoresheet: deals, running totals, ranking, saved to a file (G1, G2).

It shows a ``tarot_core.io.session.Scoresheet``: every deal with a score for every person
(S4, V9), the running totals, the ranking with shared places (G2) and how many of the
session's valid deals are played (G1: two per person, V10; cancelled deals are listed but do
not count). Three, four or five players (at five, the taker's partner is chosen from the seats,
or the calculator says he played alone, V5), or five or six people playing four-player deals
with the dealer (at six, and the player opposite) sitting out and scoring 0 (``table=4``, V10). Deals come
from a linked :class:`~widgets.calculator.ScoreCalculator` (declared facts) or a
linked :class:`~widgets.replay.DealReplayer` (a refereed deal). Bound to a file
(``path=``), the sheet is saved atomically after every change and reloaded when the
widget is built again, so a kernel restart loses nothing. Player names are user text:
the browser shows them as text only.

When a save fails (a read-only folder, a full disk, another tab or program that changed
the file since: the core's ``SaveError`` / ``ConflictError``), the widget says so in its
``aria-live`` region and in a status line ("not saved"), keeps the deal in memory and
offers to save again or to reload the file. The CSV export only writes a plain ``.csv``
file name into the sheet's own folder.

>>> from widgets.calculator import ScoreCalculator
>>> calc = ScoreCalculator(contract="garde", points=48, bouts=2, petit_au_bout="defence",
...                        poignees=["simple"], lang="en")
>>> w = ScoresheetWidget(["Ana", "Bea", "Cy", "Dan"], calculator=calc, lang="en")
>>> w.do("add_calc", taker=1); w.totals
{'Ana': -64, 'Bea': 192, 'Cy': -64, 'Dan': -64}
>>> w.ranking
[[1, 'Bea', 192], [2, 'Ana', -64], [2, 'Cy', -64], [2, 'Dan', -64]]
>>> five = ScoresheetWidget(["Ana", "Bea", "Cy", "Dan", "Eve"], table=4, calculator=calc, lang="en")
>>> five.view["next_out"], five.do("add_calc", taker=1), five.totals                 # V10: Ana deals
('Sits out the next deal (V10): Ana.', None, {'Ana': 0, 'Bea': 192, 'Cy': -64, 'Dan': -64, 'Eve': -64})
"""
from __future__ import annotations

import os
import pathlib

import traitlets

from tarot_core.auction import parse_contract
from tarot_core.errors import TarotError
from tarot_core.io.session import FIVE, SaveError, Scoresheet, SessionError

from ._base import TarotWidget, choice_refused, esm
from .labels import fmt_points, label

CANCEL_REASONS = ("petit_sec", "misdeal")


class ScoresheetWidget(TarotWidget):
    """A scoresheet on screen; ``sheet`` is the core object, ``path`` the file it lives in."""

    _esm = esm("scoresheet")
    LABELS = ("common.", "sheet.")
    FROM_BROWSER = ()          # the browser only sends actions: the file, the players, the totals are Python's

    path = traitlets.Unicode("").tag(sync=True)
    players = traitlets.List(traitlets.Unicode()).tag(sync=True)
    totals = traitlets.Dict().tag(sync=True)
    ranking = traitlets.List[list]().tag(sync=True)
    valid_deals = traitlets.Int(0).tag(sync=True)

    def __init__(self, players=None, *, path=None, calculator=None, replayer=None, table=None, **kwargs):
        self.calculator, self.replayer = calculator, replayer
        self._failure: SaveError | None = None        # the last save that failed, until one succeeds
        if path is not None:
            self.sheet = Scoresheet.open(path, players, table=table)      # reloads the file if it exists
            loaded = len(self.sheet.deals)
        else:
            self.sheet = Scoresheet(players, table=table)
            loaded = None
        super().__init__(path=str(path or ""), players=list(self.sheet.players), **kwargs)
        if loaded:
            self._tell(label("sheet.loaded", self.lang, path=self.path, n=loaded))
            self.refresh()

    # --- actions -------------------------------------------------------------
    def _guard(self, fn, *args, **kwargs):
        """Run a change; a refusal is said. A failed save after a change is said too, and the
        change is kept (in memory): the returned row is then the one the core still added."""
        try:
            return fn(*args, **kwargs)
        except SaveError as e:
            self._failure = e                       # the status line says it (in the language of the moment)
            if e.entry is not None:
                self._said_added(e.entry, failure=e.message(self.lang))
            else:
                self._tell(e.message(self.lang), error=True)
            return None
        except TarotError as e:
            self._tell(e.message(self.lang), error=True)
            return None

    def _tell(self, text: str, error: bool = False) -> None:
        """Announce *text* (aria-live); *error* styles it as a refusal or a failure."""
        self._error = error
        self.say(text)

    def _said_added(self, entry, failure=""):
        key = "sheet.added" if entry["kind"] in ("played", "all_pass") else "sheet.cancel"
        text = label(key, self.lang, n=self.sheet.valid_deals)
        if failure:
            self._tell(f"{text} {failure}", error=True)
        else:
            self._tell(text + self._saved_note())

    def _added(self, entry):
        if entry is not None:
            self._failure = None
            self._said_added(entry)

    def _saved_note(self) -> str:
        return " " + label("sheet.saved", self.lang, path=self.path) if self.path else ""

    def _action_refused(self, text: str) -> None:
        self._tell(text, error=True)

    # Each action's arguments and their types are its signature (checked by TarotWidget.run_action).
    def _do_add_calc(self, taker: int = 0, note: str = "", partner: int | None = None):
        """A deal from the linked calculator's facts (only valid facts reach the sheet; the seat: D1;
        at five players the *partner*'s seat, or the calculator's "alone", V5; nobody sitting out, V10)."""
        calc = self.calculator
        if calc is None:
            self._tell(label("sheet.no_source", self.lang))
            return
        if calc.players != self.sheet.table:            # V1: the calculator scores another table
            self._tell(SessionError("V1", "err.session.outcome_table", players=calc.players,
                                    table=self.sheet.table).message(self.lang), error=True)
            return
        alone = calc.alone if self.sheet.table == FIVE else False
        self._added(self._guard(self.sheet.add_facts, taker, **calc.facts_kwargs(), note=note,
                                partner=partner, alone=alone))

    def _do_add_replay(self, note: str = ""):
        """The linked replayer's deal, as the referee judged it."""
        outcome = getattr(self.replayer, "outcome", None)
        if outcome is None:
            self._tell(label("sheet.no_source", self.lang))
            return
        self._added(self._guard(self.sheet.add_outcome, outcome, note=note))

    def _do_cancel(self, reason: str = "petit_sec", note: str = ""):
        """D4/D5: a cancelled deal is listed but does not count (G1); another reason is refused."""
        if reason not in CANCEL_REASONS:
            return self._tell(choice_refused("cancel", "reason", reason, CANCEL_REASONS, self.lang), error=True)
        self._added(self._guard(self.sheet.add_cancelled, reason, note=note))

    def _do_undo(self):
        """Take the last line off (an empty sheet says there is nothing to undo: the core's G1 line)."""
        done = self._guard(self.sheet.remove_last)
        if done is not None:
            self._failure = None
            self._tell(label("common.undo", self.lang) + self._saved_note())

    def _do_save(self):
        """Try the save again (after a failure): the whole sheet in memory goes to the file."""
        if not self.path:
            self._tell(label("sheet.no_path", self.lang))
            return
        if self._guard(self.sheet.save) is not None:
            self._failure = None
            self._tell(label("sheet.saved", self.lang, path=self.path))

    def _do_reload(self):
        """Read the file again (after another writer changed it); what only memory held is dropped."""
        if not self.path:
            self._tell(label("sheet.no_path", self.lang))
            return
        dropped = self.sheet.unsaved
        if self._guard(self.sheet.reload) is not None:
            self._failure = None
            text = label("sheet.loaded", self.lang, path=self.path, n=len(self.sheet.deals))
            self._tell(text + (" " + label("sheet.dropped", self.lang) if dropped else ""))

    def export_folder(self) -> pathlib.Path:
        """The only folder the export action writes to: the sheet's own (the working folder without a file)."""
        return pathlib.Path(self.path).parent if self.path else pathlib.Path.cwd()

    def _export_target(self, name):
        """A plain ``.csv`` file name inside :meth:`export_folder`, or None (refused)."""
        folder = self.export_folder()
        if not isinstance(name, str) or not _plain_csv_name(name) or not folder.is_dir():
            return None
        target = folder / name
        real = pathlib.Path(os.path.realpath(target))
        if real.parent != pathlib.Path(os.path.realpath(folder)):
            return None                                   # a link leading out of the folder
        if self.path and real == pathlib.Path(os.path.realpath(self.path)):
            return None                                   # never over the sheet itself
        return target

    def _do_export(self, name: str | None = None, path: str | None = None):
        """Write the CSV into the sheet's folder, as *name* (a plain file name ending in .csv;
        by default the sheet's name with .csv). Anything else is refused and said."""
        name = name if name not in (None, "") else path
        if name in (None, ""):
            name = pathlib.Path(self.path).with_suffix(".csv").name if self.path else "scoresheet.csv"
        target = self._export_target(name)
        if target is None:
            self._tell(label("sheet.export_refused", self.lang, name=str(name)[:80],
                             folder=str(self.export_folder())), error=True)
            return
        if self._guard(self.sheet.to_csv, target) is not None:
            self._tell(label("sheet.exported", self.lang, path=str(target)))

    def add_facts(self, taker: int, **facts):
        """Add a deal from facts from Python (same checks as the browser's button; a failed save
        raises the core's SaveError, the deal staying on the sheet)."""
        try:
            return self.sheet.add_facts(taker, **facts)
        finally:
            self.refresh()

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
            who = sheet.players[taker] if taker is not None else ""
            if taker is not None and sheet.table == FIVE:          # V5: with his partner, or alone
                partner = row.get("partner")
                who = (label("sheet.alone", self.lang, taker=who) if partner is None else
                       label("sheet.with_partner", self.lang, taker=who, partner=sheet.players[partner]))
            rows.append({
                "number": str(row["number"]) if row["counts"] else "—",
                "kind": kind, "counts": row["counts"],
                "taker": who, "out": list(row["sitting_out"]),
                "contract": contract if kind == "played" else label(f"sheet.kind.{kind}", self.lang),
                "S": fmt_points(row["S"], self.lang),
                "scores": [fmt_points(s, self.lang, signed=True) for s in row["scores"]],
                "totals": [fmt_points(t, self.lang) for t in row["totals"]],
                "note": row.get("note", ""),
            })
        progress = (label("sheet.finished", self.lang, total=sheet.session_deals) if sheet.is_complete
                    else label("sheet.progress", self.lang, n=sheet.valid_deals, total=sheet.session_deals))
        out = sheet.sitting_out(sheet.dealer)                 # V10: who sits out the next deal
        next_out = (label("sheet.sitting_out", self.lang, names=", ".join(sheet.players[s] for s in out))
                    if out else "")
        kind = (label("sheet.table", self.lang, n=sheet.table) if sheet.table == sheet.people
                else label("sheet.table_mort", self.lang, people=sheet.people))
        return {
            "players": list(sheet.players), "rows": rows,
            "totals": [fmt_points(self.totals[p], self.lang) for p in sheet.players],
            "ranking": [label("sheet.place", self.lang, place=p, name=n, total=fmt_points(t, self.lang))
                        for p, n, t in sheet.ranking()],
            "progress": progress, "complete": sheet.is_complete,
            "has_calc": self.calculator is not None, "has_replay": self.replayer is not None,
            "file": self.path or label("sheet.no_path", self.lang),
            "seats": [{"value": i, "text": name} for i, name in enumerate(sheet.players) if i not in out],
            "five": sheet.table == FIVE, "next_out": next_out, "table": kind,
            "partners": [{"value": "", "text": label("sheet.partner_none", self.lang)}]
            + [{"value": i, "text": name} for i, name in enumerate(sheet.players)],
            "reasons": [{"value": r, "text": label(f"sheet.reason.{r}", self.lang)} for r in CANCEL_REASONS],
            "session_deals": sheet.session_deals,
            "unsaved": bool(self.path) and self.sheet.unsaved,
            "save_state": self._save_state(),
            "error": getattr(self, "_error", False),
            "export_name": pathlib.Path(self.path).with_suffix(".csv").name if self.path else "scoresheet.csv",
        }

    def _save_state(self) -> str:
        """The status line about the file: saved, or not saved and why."""
        if not self.path:
            return ""
        if self.sheet.unsaved:
            failure = getattr(self, "_failure", None)
            return failure.message(self.lang) if failure is not None else label("sheet.unsaved", self.lang)
        return label("sheet.saved_state", self.lang)


def _plain_csv_name(name: str) -> bool:
    """A file name and nothing more: no folder part, no '..', no control character, not hidden,
    ending in .csv."""
    seps = {"/", "\\", os.sep, os.altsep or "/", ":"}
    return (0 < len(name) <= 120 and name.lower().endswith(".csv") and len(name) > 4
            and not name.startswith(".") and ".." not in name and name == name.strip()
            and not any(c in seps or ord(c) < 32 or ord(c) == 127 for c in name))

