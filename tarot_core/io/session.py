"""G1–G2: an evening's scoresheet, saved so that nothing is lost.

Deals come from either entry point: declared facts (:meth:`Scoresheet.add_facts`) or a
refereed deal (:meth:`Scoresheet.add_outcome`). A session ends after eight valid deals —
played or all passed (A3); deals cancelled for a petit sec (D4) or a misdeal (D5) are
listed but do not count. The dealer moves to the right after each deal, except after a
misdeal (D5). Scores are recomputed from the stored facts on loading, so a sheet can
never hold a score its facts do not give.

>>> sheet = Scoresheet(["Ana", "Bea", "Cyril", "Dan"])
>>> _ = sheet.add_facts(1, "garde", 48, 2, petit_au_bout="defence", poignees=["simple"])
>>> sheet.totals
{'Ana': -64, 'Bea': 192, 'Cyril': -64, 'Dan': -64}
>>> sheet.ranking()
[(1, 'Bea', 192), (2, 'Ana', -64), (2, 'Cyril', -64), (2, 'Dan', -64)]
"""
from __future__ import annotations

import csv
import io
import json
import os
import pathlib
import tempfile

from ..deal import N_SEATS, check_seat, next_dealer
from ..errors import RecordError, TarotError
from ..scoring import Facts, score, score_facts

FORMAT = "tarot-lab-scoresheet"
VERSION = 1
SESSION_DEALS = 8
KINDS = ("played", "all_pass", "cancelled", "misdeal")


class SessionError(TarotError):
    """G1–G2: something a scoresheet cannot accept."""


def _facts_to_dict(f: Facts) -> dict:
    return {"contract": f.contract.code, "points": f.taker_points, "bouts": f.taker_bouts,
            "petit_au_bout": f.petit_au_bout, "poignees": list(f.poignees),
            "slam_announced": f.slam_announced, "all_tricks": f.all_tricks}


def atomic_write_text(path, text: str) -> None:
    """Write a file so that a crash mid-write leaves the old file whole: temp file, fsync, rename."""
    path = pathlib.Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


class Scoresheet:
    """Four players' scores over a session (G1), ranked with shared places (G2).

    With a *path*, every change is saved at once (atomically): reopen it with
    :meth:`Scoresheet.load` after a kernel restart and nothing is lost.
    """

    def __init__(self, players, first_dealer: int = 0, path=None, title: str = ""):
        names = [str(p).strip() for p in players]
        if len(names) != N_SEATS or any(not n for n in names) or len(set(n.casefold() for n in names)) != N_SEATS:
            raise SessionError("G1", "err.session.players")
        self.players = names
        self.first_dealer = check_seat(first_dealer)
        self.title = str(title)
        self.deals: list[dict] = []
        self.path = pathlib.Path(path) if path else None

    # --- adding deals ---------------------------------------------------------
    @property
    def dealer(self) -> int:
        """G1, D4, D5: the seat dealing next."""
        seat = self.first_dealer
        for d in self.deals:
            seat = next_dealer(seat, misdeal=d["kind"] == "misdeal")
        return seat

    def _add(self, entry: dict) -> dict:
        if entry["kind"] in ("played", "all_pass") and self.is_complete:
            raise SessionError("G1", "err.session.full")
        entry = {"dealer": self.dealer, **entry}
        entry["note"] = str(entry.get("note") or "")
        self.deals.append(entry)
        self._autosave()
        return self._with_scores(entry)

    def add_facts(self, taker: int, contract, points, bouts, petit_au_bout=None, poignees=(),
                  slam_announced=False, all_tricks=None, note: str = "") -> dict:
        """A played deal from declared facts (the score-sheet entry point)."""
        if isinstance(taker, bool) or not isinstance(taker, int) or not 0 <= taker < N_SEATS:
            raise SessionError("G1", "err.session.seat", seat=taker)
        result = score_facts(contract, points, bouts, petit_au_bout, poignees, slam_announced, all_tricks)
        return self._add({"kind": "played", "source": "facts", "taker": taker,
                          "facts": _facts_to_dict(result.facts), "note": note})

    def add_outcome(self, outcome, note: str = "") -> dict:
        """A deal refereed by :func:`tarot_core.referee.referee` (played, all-pass or cancelled)."""
        if outcome.status == "cancelled":
            return self.add_cancelled("petit_sec", note)
        if outcome.status == "all_pass":
            return self.add_all_pass(note)
        return self._add({"kind": "played", "source": "record", "taker": outcome.taker,
                          "facts": _facts_to_dict(outcome.result.facts), "note": note})

    def add_all_pass(self, note: str = "") -> dict:
        """A3: everybody passed; the deal counts in the session, scores 0."""
        return self._add({"kind": "all_pass", "note": note})

    def add_cancelled(self, reason: str = "petit_sec", note: str = "") -> dict:
        """D4 (petit sec, the next dealer deals) or D5 (misdeal, the same dealer again): not counted."""
        kind = "misdeal" if reason == "misdeal" else "cancelled"
        return self._add({"kind": kind, "reason": reason, "note": note})

    def remove_last(self) -> dict:
        """Undo the last entry (a typo at the table)."""
        entry = self.deals.pop()
        self._autosave()
        return entry

    # --- reading ----------------------------------------------------------------
    def _with_scores(self, entry: dict) -> dict:
        out = dict(entry)
        if entry["kind"] == "played":
            f = entry["facts"]
            r = score(Facts.make(f["contract"], f["points"], f["bouts"], f.get("petit_au_bout"),
                                 f.get("poignees", ()), f.get("slam_announced", False), f.get("all_tricks")))
            out["result"] = r
            out["S"] = r.S
            out["scores"] = list(r.scores(entry["taker"]))
        else:
            out["S"] = 0
            out["scores"] = [0, 0, 0, 0]
        return out

    def rows(self) -> list[dict]:
        """Every entry with its scores and the running totals (cancelled deals included, not counted)."""
        totals = [0] * N_SEATS
        rows, valid = [], 0
        for entry in self.deals:
            row = self._with_scores(entry)
            totals = [t + s for t, s in zip(totals, row["scores"])]
            counts = entry["kind"] in ("played", "all_pass")
            valid += counts
            row.update(counts=counts, number=valid if counts else None, totals=list(totals))
            rows.append(row)
        return rows

    @property
    def valid_deals(self) -> int:
        """G1: played and all-pass deals (cancelled ones do not count)."""
        return sum(1 for d in self.deals if d["kind"] in ("played", "all_pass"))

    @property
    def is_complete(self) -> bool:
        """G1: eight valid deals make a session."""
        return self.valid_deals >= SESSION_DEALS

    @property
    def totals(self) -> dict[str, int]:
        rows = self.rows()
        last = rows[-1]["totals"] if rows else [0] * N_SEATS
        return dict(zip(self.players, last))

    def ranking(self) -> list[tuple[int, str, int]]:
        """G2: highest total first; equal totals share a place (1, 1, 3, 4)."""
        ordered = sorted(self.totals.items(), key=lambda kv: -kv[1])
        out = []
        for i, (name, total) in enumerate(ordered):
            place = out[-1][0] if out and out[-1][2] == total else i + 1
            out.append((place, name, total))
        return out

    def cumulative(self) -> list[dict]:
        """Running totals after each valid deal, for the session chart (deal 0 = the start)."""
        points = [{"deal": 0, "player": p, "total": 0} for p in self.players]
        for row in self.rows():
            if row["counts"]:
                points += [{"deal": row["number"], "player": p, "total": t}
                           for p, t in zip(self.players, row["totals"])]
        return points

    # --- files ---------------------------------------------------------------------
    def to_json(self) -> dict:
        return {"format": FORMAT, "version": VERSION, "title": self.title, "players": self.players,
                "first_dealer": self.first_dealer, "deals": self.deals}

    def save(self, path=None) -> pathlib.Path:
        """Save as JSON, atomically (a crash mid-write never loses the previous sheet)."""
        path = pathlib.Path(path or self.path)
        atomic_write_text(path, json.dumps(self.to_json(), ensure_ascii=False, indent=1))
        return path

    def _autosave(self):
        if self.path is not None:
            self.save()

    @classmethod
    def load(cls, path, autosave: bool = True) -> "Scoresheet":
        """Read a saved sheet; a corrupt or foreign file raises a clear RecordError."""
        path = pathlib.Path(path)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except OSError as e:
            raise RecordError(None, "err.file.corrupt", path=str(path), detail=e.strerror or str(e)) from None
        except (json.JSONDecodeError, UnicodeDecodeError) as e:
            raise RecordError(None, "err.file.corrupt", path=str(path), detail=str(e)) from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError(None, "err.file.foreign", path=str(path))
        try:
            sheet = cls(data["players"], data.get("first_dealer", 0), title=data.get("title", ""))
            for entry in data["deals"]:
                if entry.get("kind") not in KINDS:
                    raise ValueError(f"unknown kind {entry.get('kind')!r}")
                sheet.deals.append(dict(entry))
                sheet._with_scores(entry)          # facts are re-checked by the rules
        except TarotError as e:
            raise RecordError(None, "err.file.corrupt", path=str(path), detail=e.message()) from None
        except (KeyError, TypeError, ValueError) as e:
            raise RecordError(None, "err.file.corrupt", path=str(path), detail=f"bad entry ({e})") from None
        sheet.path = path if autosave else None
        return sheet

    @classmethod
    def open(cls, path, players=None, first_dealer: int = 0) -> "Scoresheet":
        """Reload the sheet at *path* if it exists, else start a new one saved there."""
        path = pathlib.Path(path)
        if path.exists():
            return cls.load(path)
        sheet = cls(players, first_dealer, path=path)
        sheet.save()
        return sheet

    def to_csv(self, path=None) -> str:
        """CSV export (one row per entry); written atomically to *path* if given. Returns the text."""
        buf = io.StringIO()
        w = csv.writer(buf)
        w.writerow(["deal", "counts", "kind", "dealer", "taker", "contract", "points", "bouts", "S", "note"]
                   + [_cell(p) for p in self.players] + [f"total {_cell(p)}" for p in self.players])
        for row in self.rows():
            f = row.get("facts", {})
            taker = row.get("taker")
            w.writerow([row["number"] or "", "yes" if row["counts"] else "no", row["kind"],
                        _cell(self.players[row["dealer"]]), "" if taker is None else _cell(self.players[taker]),
                        f.get("contract", ""), f.get("points", ""), f.get("bouts", ""), row["S"],
                        _cell(row["note"])] + row["scores"] + row["totals"])
        text = buf.getvalue()
        if path is not None:
            atomic_write_text(path, text)
        return text


def _cell(text: str) -> str:
    """Neutralise spreadsheet formulas in user text (a name starting with =, +, − or @)."""
    text = str(text)
    return "'" + text if text[:1] in ("=", "+", "-", "@") else text
