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

How a sheet bound to a file keeps its promise:

* **Every entry is checked on loading** (seats D1, the dealer's rotation G1, the facts by
  the scoring rules, the shape of each field): a file that does not hold a sheet this code
  could have written is refused with a :class:`~tarot_core.errors.RecordError` naming the
  entry (its line on the sheet, from 1) and the field.
* **A save is atomic**: the text goes to a temp file next to the target
  (``.<name>.<pid>-<random>.tarot-tmp``), is flushed and fsynced, renamed over the target,
  then the folder is fsynced. A crash at any moment leaves either the old file or the new
  one, whole. The file keeps its permissions, and a symlink is written through (its target
  is replaced, the link stays a link).
* **A failed save says so**: :class:`SaveError` names the file and the cause; what was
  entered stays in memory (``sheet.unsaved`` is true) and the old file stays as it was.
* **Two writers never silently lose an update**: the sheet remembers a fingerprint (SHA-256)
  of the bytes it last read or wrote and refuses (:class:`ConflictError`) to overwrite a file
  that no longer holds them; :meth:`Scoresheet.reload` reads the file's version again.
  The check and the rename happen while the folder is locked (``flock`` on the folder,
  where the system offers it), so two saves cannot interleave.
* **No temp file is left behind**: a temp file only exists while its writer holds that
  lock, so any temp file found while holding it is a leftover of an interrupted save and is
  removed (on the next load or save). Without a lock (a system with no ``flock``), only
  temp files of processes that are no longer running are removed.
"""
from __future__ import annotations

import copy
import csv
import hashlib
import io
import json
import os
import pathlib
import unicodedata

from ..catalogue import text
from ..deal import N_SEATS, check_seat, next_dealer
from ..errors import FORMAT as NOT_A_RULE, RecordError, TarotError
from ..record import read_json
from ..scoring import Facts, score, score_facts
from .atomic import ANY, FileChangedError, atomic_write_text, fingerprint, remove_stale_temp_files

FORMAT = "tarot-lab-scoresheet"
VERSION = 1
SESSION_DEALS = 8
KINDS = ("played", "all_pass", "cancelled", "misdeal")
SOURCES = ("facts", "record")
# The fields each kind of entry holds (what _add writes), and the facts of a played deal.
ENTRY_FIELDS = {"played": ("dealer", "kind", "source", "taker", "facts", "note"),
                "all_pass": ("dealer", "kind", "note"),
                "cancelled": ("dealer", "kind", "reason", "note"),
                "misdeal": ("dealer", "kind", "reason", "note")}
FACT_FIELDS = ("contract", "points", "bouts", "petit_au_bout", "poignees", "slam_announced", "all_tricks")
TOP_FIELDS = ("format", "version", "title", "players", "first_dealer", "deals")


class SessionError(TarotError):
    """G1–G2: something a scoresheet cannot accept."""


class SaveError(SessionError):
    """The sheet could not be written (a read-only folder, a full disk …): nothing on disk changed,
    what was entered stays in memory. ``entry`` is the row just added, when a save followed an add."""

    entry: dict | None = None


class ConflictError(SaveError):
    """The file changed since this sheet read or wrote it (another writer): it is not overwritten."""


def _facts_to_dict(f: Facts) -> dict:
    return {"contract": f.contract.code, "points": f.taker_points, "bouts": f.taker_bouts,
            "petit_au_bout": f.petit_au_bout, "poignees": list(f.poignees),
            "slam_announced": f.slam_announced, "all_tricks": f.all_tricks}


def _same_file(a, b) -> bool:
    return a is not None and b is not None and os.path.realpath(a) == os.path.realpath(b)


# --- loading: every field of every entry is checked ----------------------------------------------
class _Bad(Exception):
    """One field of the file is wrong: its rule, the field, and the detail's key and fields."""

    def __init__(self, rule, field, key=None, *, cause: TarotError | None = None, **params):
        super().__init__(field)
        self.rule, self.field, self.key, self.cause, self.params = rule, field, key, cause, params

    def detail(self):
        """The detail as a function of the language (the message is written when shown)."""
        if self.cause is not None:              # the rule's own sentence, without its rule again
            inner = copy.copy(self.cause)
            inner.rule = None
            return inner.message
        key, params = self.key, self.params
        return lambda lang: text(key, lang, **params)


def _shown(value) -> str:
    """A value as the file spells it (7, -1, "abc", null), cut short."""
    try:
        out = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        out = repr(value)
    return out if len(out) <= 40 else out[:39] + "…"


def _is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _seat(value, field: str) -> int:
    if not _is_int(value) or not 0 <= value < N_SEATS:
        raise _Bad("D1", field, "err.session.bad.seat", value=_shown(value))
    return value


def _text(value, field: str, rule=None) -> str:
    if not isinstance(value, str):
        raise _Bad(rule, field, "err.session.bad.text", value=_shown(value))
    return value


def _check_facts(raw) -> dict:
    if not isinstance(raw, dict):
        raise _Bad(None, "facts", "err.session.bad.object", value=_shown(raw))
    for name in raw:
        if name not in FACT_FIELDS:
            raise _Bad(None, f"facts.{name}", "err.session.bad.unknown", kind="facts")
    for name in ("contract", "points", "bouts"):
        if name not in raw:
            raise _Bad(None, f"facts.{name}", "err.session.bad.missing")
    if not isinstance(raw["points"], (int, float)) or isinstance(raw["points"], bool):
        raise _Bad("C3", "facts.points", "err.session.bad.number", value=_shown(raw["points"]))
    if not isinstance(raw.get("poignees", []), list):
        raise _Bad("B1", "facts.poignees", "err.session.bad.list", value=_shown(raw["poignees"]))
    if not isinstance(raw.get("slam_announced", False), bool):
        raise _Bad("B7", "facts.slam_announced", "err.session.bad.flag", value=_shown(raw["slam_announced"]))
    try:
        facts = Facts.make(raw["contract"], raw["points"], raw["bouts"], raw.get("petit_au_bout"),
                           raw.get("poignees", ()), raw.get("slam_announced", False), raw.get("all_tricks"))
    except TarotError as e:                              # the scoring rules refuse them: their rule
        raise _Bad(e.rule, "facts", cause=e) from None
    return _facts_to_dict(facts)


def _check_entry(raw, dealer: int) -> dict:
    """One entry of ``deals`` as this module writes it, or _Bad; *dealer* is the rotation's (G1)."""
    if not isinstance(raw, dict):
        raise _Bad(None, "", "err.session.bad.object", value=_shown(raw))
    kind = raw.get("kind")
    if kind not in KINDS:
        raise _Bad(None, "kind", "err.session.bad.missing" if kind is None else "err.session.bad.kind",
                   value=_shown(kind))
    for name in raw:
        if name not in ENTRY_FIELDS[kind]:
            raise _Bad(None, name, "err.session.bad.unknown", kind=kind)
    if "dealer" not in raw:
        raise _Bad("D1", "dealer", "err.session.bad.missing")
    if _seat(raw["dealer"], "dealer") != dealer:
        raise _Bad("G1", "dealer", "err.session.bad.dealer", value=raw["dealer"], expected=dealer)
    entry = {"dealer": dealer, "kind": kind}
    if kind == "played":
        source = raw.get("source", "facts")
        if source not in SOURCES:
            raise _Bad(None, "source", "err.session.bad.source", value=_shown(source))
        if "taker" not in raw:
            raise _Bad("D1", "taker", "err.session.bad.missing")
        if "facts" not in raw:
            raise _Bad(None, "facts", "err.session.bad.missing")
        entry.update(source=source, taker=_seat(raw["taker"], "taker"), facts=_check_facts(raw["facts"]))
    elif kind in ("cancelled", "misdeal"):
        reason = _text(raw.get("reason", "misdeal" if kind == "misdeal" else "petit_sec"), "reason")
        if (reason == "misdeal") != (kind == "misdeal"):
            raise _Bad("D5" if kind == "misdeal" else "D4", "reason", "err.session.bad.reason",
                       value=_shown(reason), kind=kind)
        entry["reason"] = reason
    entry["note"] = _text(raw.get("note", ""), "note")
    return entry


def _check_top(data: dict) -> tuple:
    for name in data:
        if name not in TOP_FIELDS:
            raise _Bad(None, name, "err.session.bad.unknown", kind=FORMAT)
    version = data.get("version", VERSION)
    if not _is_int(version) or not 1 <= version <= VERSION:
        raise _Bad(None, "version", "err.session.bad.version", value=_shown(version), known=VERSION)
    players = data.get("players")
    if players is None:
        raise _Bad("G1", "players", "err.session.bad.missing")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise _Bad("G1", "players", "err.session.bad.list", value=_shown(players))
    if "first_dealer" not in data:
        raise _Bad("D1", "first_dealer", "err.session.bad.missing")
    first = _seat(data["first_dealer"], "first_dealer")
    title = _text(data.get("title", ""), "title")
    deals = data.get("deals")
    if not isinstance(deals, list):
        raise _Bad(None, "deals", "err.session.bad.missing" if deals is None else "err.session.bad.list",
                   value=_shown(deals))
    return players, first, title, deals


class Scoresheet:
    """Four players' scores over a session (G1), ranked with shared places (G2).

    With a *path*, every change is saved at once (atomically): reopen it with
    :meth:`Scoresheet.load` after a kernel restart and nothing is lost. A new sheet given a
    *path* takes that file over (a file already there is replaced at the first save, unless
    someone else changes it in between: then :class:`ConflictError`); :meth:`open` reloads it.
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
        self.unsaved = False                 # True after a failed save: memory holds more than the file
        # The file whose bytes this sheet knows (read, written, or found at creation) and their fingerprint.
        self._file = self.path
        try:
            self._disk = fingerprint(self.path) if self.path is not None else None
        except OSError:                      # unreadable now: a save will say why, if it still is then
            self._disk = None

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
        row = self._with_scores(entry)
        try:
            self._autosave()
        except SaveError as e:              # the deal stays on the sheet, in memory; the caller is told
            e.entry = row
            raise
        return row

    def add_facts(self, taker: int, contract, points, bouts, petit_au_bout=None, poignees=(),
                  slam_announced=False, all_tricks=None, note: str = "") -> dict:
        """A played deal from declared facts (the score-sheet entry point)."""
        if isinstance(taker, bool) or not isinstance(taker, int) or not 0 <= taker < N_SEATS:
            raise SessionError("D1", "err.session.seat", seat=taker)
        result = score_facts(contract, points, bouts, petit_au_bout, poignees, slam_announced, all_tricks)
        return self._add({"kind": "played", "source": "facts", "taker": taker,
                          "facts": _facts_to_dict(result.facts), "note": note})

    def add_outcome(self, outcome, note: str = "") -> dict:
        """A deal refereed by :func:`tarot_core.referee.referee` (played, all-pass or cancelled);
        anything else (None, a dict …) is refused with :class:`SessionError`, the sheet unchanged."""
        from ..outcome import Outcome
        if not isinstance(outcome, Outcome):
            raise SessionError(NOT_A_RULE, "err.session.not_outcome", value=type(outcome).__name__)
        if outcome.status == "cancelled":
            return self.add_cancelled("petit_sec", note)
        if outcome.status == "all_pass":
            return self.add_all_pass(note)
        if outcome.result is None:                      # a played deal always has its result (S1–S4)
            raise SessionError(NOT_A_RULE, "err.session.not_outcome", value=type(outcome).__name__)
        return self._add({"kind": "played", "source": "record", "taker": outcome.taker,
                          "facts": _facts_to_dict(outcome.result.facts), "note": note})

    def add_all_pass(self, note: str = "") -> dict:
        """A3: everybody passed; the deal counts in the session, scores 0."""
        return self._add({"kind": "all_pass", "note": note})

    def add_cancelled(self, reason: str = "petit_sec", note: str = "") -> dict:
        """D4 (petit sec, the next dealer deals) or D5 (misdeal, the same dealer again): not counted."""
        kind = "misdeal" if reason == "misdeal" else "cancelled"
        return self._add({"kind": kind, "reason": str(reason), "note": note})

    def remove_last(self) -> dict:
        """Undo the last entry (a typo at the table); an empty sheet raises :class:`SessionError` (G1)."""
        if not self.deals:
            raise SessionError("G1", "err.session.empty")
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
            totals = [t + s for t, s in zip(totals, row["scores"], strict=True)]
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
        return dict(zip(self.players, last, strict=True))

    def ranking(self) -> list[tuple[int, str, int]]:
        """G2: highest total first; equal totals share a place (1, 1, 3, 4)."""
        ordered = sorted(self.totals.items(), key=lambda kv: -kv[1])
        out: list[tuple[int, str, int]] = []
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
                           for p, t in zip(self.players, row["totals"], strict=True)]
        return points

    # --- files ---------------------------------------------------------------------
    def to_json(self) -> dict:
        return {"format": FORMAT, "version": VERSION, "title": self.title, "players": self.players,
                "first_dealer": self.first_dealer, "deals": self.deals}

    def save(self, path=None) -> pathlib.Path:
        """Save as JSON, atomically (a crash mid-write never loses the previous sheet).

        Saving to the file this sheet read or wrote is refused with :class:`ConflictError` if
        that file changed since (another writer); any other failure raises :class:`SaveError`
        naming the file and the cause. In both cases the file on disk is left as it was and the
        sheet in memory keeps everything (``unsaved`` becomes true until a save succeeds).
        """
        path = pathlib.Path(path) if path is not None else self.path
        if path is None:
            raise SaveError(None, "err.session.save", path="—", detail="no file given")
        own = _same_file(path, self._file)
        try:
            digest = atomic_write_text(path, json.dumps(self.to_json(), ensure_ascii=False, indent=1),
                                       expect=self._disk if own else ANY)
        except FileChangedError:
            self.unsaved = self.unsaved or own or _same_file(path, self.path)
            raise ConflictError(None, "err.session.conflict", path=str(path)) from None
        except OSError as e:
            self.unsaved = self.unsaved or own or _same_file(path, self.path)
            raise SaveError(None, "err.session.save", path=str(path), detail=e.strerror or str(e)) from e
        if own or self._file is None:
            self._file, self._disk = path, digest
        if _same_file(path, self.path):
            self.unsaved = False
        return path

    def _autosave(self):
        if self.path is not None:
            self.save()

    @classmethod
    def load(cls, path, autosave: bool = True) -> Scoresheet:
        """Read a saved sheet; a corrupt, foreign or tampered file raises a clear RecordError.

        Every field is checked (see the module's notes); the error names the entry (its line
        on the sheet, from 1) and the field, under the rule it breaks (D1 for a seat, G1 for
        the dealer's rotation or a ninth valid deal, the scoring rules for the facts).
        Leftovers of interrupted saves next to the file are removed.
        """
        path = pathlib.Path(path)
        try:
            raw = path.read_bytes()
        except OSError as e:
            raise RecordError(None, "err.file.corrupt", path=str(path), detail=e.strerror or str(e)) from None
        remove_stale_temp_files(path)
        try:
            text_in = raw.decode("utf-8")
        except UnicodeDecodeError as e:
            raise RecordError(None, "err.file.corrupt", path=str(path), detail=str(e)) from None
        # The core's one JSON reader: bad JSON, a nesting too deep (RecursionError), a number of
        # thousands of digits (ValueError), a key twice, over 1 MB — each a RecordError naming the file.
        data = read_json(text_in, str(path), "err.file.corrupt")
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError(None, "err.file.foreign", path=str(path))
        try:
            players, first, title, deals = _check_top(data)
        except _Bad as bad:
            raise RecordError(bad.rule, "err.session.field", path=str(path), field=bad.field,
                              detail=bad.detail()) from None
        try:
            sheet = cls(players, first, title=title)
        except TarotError as e:
            raise RecordError(e.rule, "err.session.field", path=str(path), field="players",
                              detail=_Bad(e.rule, "players", cause=e).detail()) from None
        for number, raw_entry in enumerate(deals, start=1):
            try:
                entry = _check_entry(raw_entry, sheet.dealer)
                if entry["kind"] in ("played", "all_pass") and sheet.is_complete:
                    raise _Bad("G1", "kind", "err.session.full")
            except _Bad as bad:
                raise RecordError(bad.rule, "err.session.entry" if bad.field else "err.session.entry_whole",
                                  path=str(path), entry=number, field=bad.field, detail=bad.detail()) from None
            sheet.deals.append(entry)
        sheet.path = path if autosave else None
        sheet._file, sheet._disk = path, hashlib.sha256(raw).hexdigest()
        return sheet

    def reload(self) -> Scoresheet:
        """Read this sheet's file again (after a :class:`ConflictError`): what only memory held is dropped."""
        source = self.path or self._file
        if source is None:
            raise SaveError(None, "err.session.save", path="—", detail="no file given")
        fresh = type(self).load(source, autosave=self.path is not None)
        self.__dict__.update(fresh.__dict__)
        return self

    @classmethod
    def open(cls, path, players=None, first_dealer: int = 0) -> Scoresheet:
        """Reload the sheet at *path* if it exists, else start a new one saved there."""
        path = pathlib.Path(path)
        if path.exists():
            return cls.load(path)
        sheet = cls(players, first_dealer, path=path)
        sheet.save()
        return sheet

    def to_csv(self, path=None) -> str:
        """CSV export (one row per entry); written atomically to *path* if given. Returns the text.

        A file that cannot be written raises :class:`SaveError` naming it and the cause.
        """
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
        text_out = buf.getvalue()
        if path is not None:
            try:
                atomic_write_text(path, text_out)
            except OSError as e:
                raise SaveError(None, "err.session.export", path=str(path), detail=e.strerror or str(e)) from e
        return text_out


FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "\n")


def _cell(value: str) -> str:
    """Neutralise spreadsheet formulas in user text (the OWASP advice for CSV injection): a cell
    whose first character is = + - @, a tab, a carriage return or a line feed gets a leading
    apostrophe. The first character is judged after NFKC normalisation (a spreadsheet reads the
    full-width ＝ ＋ － ＠ and the small ﹦ ﹢ ﹣ as = + - @) and after any leading spaces (some
    spreadsheets skip them), so no spelling of a formula gets through.

    >>> [_cell(v) for v in ("=1+1", "＝1+1", " ＋A1", "\u3000－2", "Ana", "A=B")]
    ["'=1+1", "'＝1+1", "' ＋A1", "'\u3000－2", 'Ana', 'A=B']
    """
    value = str(value)
    if value[:1] in FORMULA_STARTS:
        return "'" + value
    first = value.lstrip()[:1]                      # leading spaces skipped (tabs, CR, LF caught above)
    if first and unicodedata.normalize("NFKC", first)[:1] in FORMULA_STARTS:
        return "'" + value
    return value
