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

Every table (V1, V9, V10): three, four or five players, each deal played by all of them
(``table`` = the number of players; at five, a played deal names the taker's partner's seat
or says he played alone, V5), or five or six people playing four-player deals with the dealer
— and at six the player opposite him — sitting out (V10, a home agreement): whoever sits out
scores 0 for that deal, and the sheet keeps everyone's totals. A session is 2 deals per
person (G1 at four; V10: 6 at three, 10 at five, 12 at six). A file without ``table`` is a
four-player sheet (version 1, as this module wrote before).

>>> five = Scoresheet(["Ana", "Bea", "Cy", "Dan", "Eve"])                  # V11: Prise, 38 points, 3 bouts
>>> five.add_facts(1, "prise", 38, 3, partner=3)["scores"]
[-27, 54, -27, 27, -27]
>>> mort = Scoresheet(["Ana", "Bea", "Cy", "Dan", "Eve"], table=4)      # V10: Ana deals and sits out
>>> mort.add_facts(1, "garde", 48, 2, petit_au_bout="defence", poignees=["simple"])["scores"]
[0, 192, -64, -64, -64]

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
from ..deal import N_SEATS
from ..errors import FORMAT as NOT_A_RULE, RecordError, TarotError
from ..record import read_json
from ..scoring import Facts, score, table_scores
from ..table import FIVE_PLAYERS, TABLES as TABLE_SIZES
from .atomic import ANY, FileChangedError, atomic_write_text, fingerprint, remove_stale_temp_files

FORMAT = "tarot-lab-scoresheet"
VERSION = 2                  # 2: the ``table`` field (V1, V10); a version-1 file is a four-player sheet
SESSION_DEALS = 8            # G1 at four players; every sheet: :attr:`Scoresheet.session_deals`
TABLES = tuple(TABLE_SIZES)  # V1: players in one deal (3, 4 or 5)
FIVE = FIVE_PLAYERS.seats    # V4, V5: the table where the taker calls a partner
SITTING_OUT = (5, 6)         # V10: five or six people may play four-player deals, the dealer sitting out
PEOPLE = (*TABLES, *SITTING_OUT[1:])
KINDS = ("played", "all_pass", "cancelled", "misdeal")
SOURCES = ("facts", "record")
# The fields each kind of entry holds (what _add writes), and the facts of a played deal.
ENTRY_FIELDS = {"played": ("dealer", "kind", "source", "taker", "partner", "facts", "note"),
                "all_pass": ("dealer", "kind", "note"),
                "cancelled": ("dealer", "kind", "reason", "note"),
                "misdeal": ("dealer", "kind", "reason", "note")}
FACT_FIELDS = ("contract", "points", "bouts", "petit_au_bout", "poignees", "slam_announced", "all_tricks")
TOP_FIELDS = ("format", "version", "title", "players", "table", "first_dealer", "deals")


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


def _seat(value, field: str, people: int = N_SEATS) -> int:
    if not _is_int(value) or not 0 <= value < people:
        raise _Bad("D1", field, "err.session.bad.seat", value=_shown(value), last=people - 1)
    return value


def _text(value, field: str, rule=None) -> str:
    if not isinstance(value, str):
        raise _Bad(rule, field, "err.session.bad.text", value=_shown(value))
    return value


def _check_facts(raw, table: int = N_SEATS) -> dict:
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
                           raw.get("poignees", ()), raw.get("slam_announced", False), raw.get("all_tricks"),
                           players=table)
    except TarotError as e:                              # the scoring rules refuse them: their rule
        raise _Bad(e.rule, "facts", cause=e) from None
    return _facts_to_dict(facts)


def _check_entry(raw, dealer: int, sheet: Scoresheet) -> dict:
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
    if _seat(raw["dealer"], "dealer", sheet.people) != dealer:
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
        taker = _seat(raw["taker"], "taker", sheet.people)
        if "partner" in raw and sheet.table != FIVE:
            raise _Bad("V5", "partner", "err.session.bad.unknown", kind=kind)
        if "partner" not in raw and sheet.table == FIVE:
            raise _Bad("V5", "partner", "err.session.bad.missing")
        partner = raw.get("partner")
        if partner is not None:
            _seat(partner, "partner", sheet.people)
        try:
            sheet._check_seats(dealer, taker, partner, alone=partner is None and sheet.table == FIVE)
        except TarotError as e:
            raise _Bad(e.rule, "partner" if e.rule == "V5" else "taker", cause=e) from None
        entry.update(source=source, taker=taker, facts=_check_facts(raw["facts"], sheet.table))
        if sheet.table == FIVE:
            entry["partner"] = partner
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
    if version == 1 and "table" in data:
        raise _Bad(None, "table", "err.session.bad.unknown", kind=f"{FORMAT} 1")
    if version == 1 and len(players) != N_SEATS:     # version 1 knew four players only
        raise _Bad("V1", "players", "err.session.bad.four", value=_shown(players))
    if version > 1 and "table" not in data:
        raise _Bad("V1", "table", "err.session.bad.missing")
    table = data.get("table", N_SEATS)                # V1: a version-1 sheet is a four-player one
    if not _is_int(table) or table not in TABLES:
        raise _Bad("V1", "table", "err.session.bad.table", value=_shown(table))
    if "first_dealer" not in data:
        raise _Bad("D1", "first_dealer", "err.session.bad.missing")
    first = _seat(data["first_dealer"], "first_dealer", max(len(players), 1))
    title = _text(data.get("title", ""), "title")
    deals = data.get("deals")
    if not isinstance(deals, list):
        raise _Bad(None, "deals", "err.session.bad.missing" if deals is None else "err.session.bad.list",
                   value=_shown(deals))
    return players, table, first, title, deals


class Scoresheet:
    """The players' scores over a session (G1), ranked with shared places (G2).

    *players* are the names (3 to 6, V1, V10); *table* the number who play each deal (3, 4 or
    5; by default as many as the names, four for six people). Four-player deals at a table of
    five or six people leave the dealer (and at six the player opposite) out of the deal (V10).

    With a *path*, every change is saved at once (atomically): reopen it with
    :meth:`Scoresheet.load` after a kernel restart and nothing is lost. A new sheet given a
    *path* takes that file over (a file already there is replaced at the first save, unless
    someone else changes it in between: then :class:`ConflictError`); :meth:`open` reloads it.
    """

    def __init__(self, players, first_dealer: int = 0, path=None, title: str = "", table: int | None = None):
        if isinstance(players, (str, bytes)) or not hasattr(players, "__iter__"):
            raise SessionError("V1", "err.session.players", value=_shown(str(players)))
        names = [str(p).strip() for p in players]
        people = len(names)
        if (people not in PEOPLE or any(not n for n in names)
                or len(set(n.casefold() for n in names)) != people):
            raise SessionError("V1", "err.session.players", value=_shown(names))
        if table is None:
            table = people if people in TABLES else N_SEATS
        if not _is_int(table) or not (table == people or (table == N_SEATS and people in SITTING_OUT)):
            raise SessionError("V10", "err.session.table", table=_shown(table), people=people)
        self.players = names
        self.table = table
        if not _is_int(first_dealer) or not 0 <= first_dealer < people:
            raise SessionError("D1", "err.session.seat", seat=_shown(first_dealer), last=people - 1)
        self.first_dealer = first_dealer
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
    def people(self) -> int:
        """Everyone on the sheet (V10: five or six may play four-player deals)."""
        return len(self.players)

    @property
    def session_deals(self) -> int:
        """G1, V10: two deals per person (8 at four, 6 at three, 10 at five, 12 at six)."""
        return 2 * self.people

    @property
    def dealer(self) -> int:
        """G1, D4, D5: the seat dealing next (every person deals in turn, V10)."""
        seat = self.first_dealer
        for d in self.deals:
            seat = seat if d["kind"] == "misdeal" else (seat + 1) % self.people
        return seat

    def sitting_out(self, dealer: int) -> tuple[int, ...]:
        """V10: who sits out a deal dealt by *dealer*: nobody when everyone plays; the dealer at
        five people playing four-player deals; at six, the dealer and the player opposite."""
        if self.table == self.people:
            return ()
        if self.people == SITTING_OUT[0]:
            return (dealer,)
        return (dealer, (dealer + self.people // 2) % self.people)        # at six: the player opposite

    def deal_seats(self, dealer: int) -> list[int]:
        """The people in a deal dealt by *dealer*, as the deal's seats 0, 1 …: everyone in seat
        order when everyone plays; with people sitting out (V10), those who play from the
        dealer's right (the deal's seat 0 is the first to receive cards)."""
        if self.table == self.people:
            return list(range(self.people))
        out = self.sitting_out(dealer)
        return [s for s in ((dealer + k) % self.people for k in range(1, self.people)) if s not in out]

    def _check_seats(self, dealer: int, taker, partner, alone) -> None:
        """D1 (a person of the sheet), V10 (not sitting out), V5 (a partner or alone, at five only)."""
        if isinstance(taker, bool) or not isinstance(taker, int) or not 0 <= taker < self.people:
            raise SessionError("D1", "err.session.seat", seat=_shown(taker), last=self.people - 1)
        out = self.sitting_out(dealer)
        for seat in (taker, partner):
            if seat in out:
                raise SessionError("V10", "err.session.sitting_out", name=self.players[seat])
        if not isinstance(alone, bool):
            raise SessionError("V5", "err.score.alone_flag", value=_shown(alone))
        if self.table != FIVE:
            if partner is not None:
                raise SessionError("V5", "err.score.partner_table", seat=_shown(partner), players=self.table)
            if alone:
                raise SessionError("V5", "err.score.alone_table", players=self.table)
            return
        if partner is None and not alone:
            raise SessionError("V5", "err.session.partner_needed")
        if partner is not None:
            if alone:
                raise SessionError("V5", "err.session.partner_and_alone")
            if isinstance(partner, bool) or not isinstance(partner, int) or not 0 <= partner < self.people:
                raise SessionError("D1", "err.session.seat", seat=_shown(partner), last=self.people - 1)
            if partner == taker:
                raise SessionError("V5", "err.score.partner_is_taker", seat=partner)

    def _add(self, entry: dict) -> dict:
        if entry["kind"] in ("played", "all_pass") and self.is_complete:
            raise SessionError("G1", "err.session.full", n=self.session_deals)
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
                  slam_announced=False, all_tricks=None, note: str = "", partner: int | None = None,
                  alone: bool = False) -> dict:
        """A played deal from declared facts (the score-sheet entry point). *taker* (and at five
        players *partner*, or *alone* = True, V5) are seats of the sheet; nobody sitting out (V10)."""
        self._check_seats(self.dealer, taker, partner, alone)
        facts = Facts.make(contract, points, bouts, petit_au_bout, poignees, slam_announced, all_tricks,
                           players=self.table)
        entry = {"kind": "played", "source": "facts", "taker": taker, "facts": _facts_to_dict(facts), "note": note}
        if self.table == FIVE:
            entry["partner"] = partner
        return self._add(entry)

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
        if outcome.result is None or outcome.taker is None:     # a played deal has its taker and result (S1–S4)
            raise SessionError(NOT_A_RULE, "err.session.not_outcome", value=type(outcome).__name__)
        if outcome.players != self.table:                # V1: a deal of another table
            raise SessionError("V1", "err.session.outcome_table", players=outcome.players, table=self.table)
        seats = self.deal_seats(self.dealer)             # V10: the deal's seats are the people who play it
        partner = None if outcome.partner is None else seats[outcome.partner]
        entry = {"kind": "played", "source": "record", "taker": seats[outcome.taker],
                 "facts": _facts_to_dict(outcome.result.facts), "note": note}
        if self.table == FIVE:
            entry["partner"] = partner
        return self._add(entry)

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
                                 f.get("poignees", ()), f.get("slam_announced", False), f.get("all_tricks"),
                                 players=self.table))
            out["result"] = r
            out["S"] = r.S
            seats = self.deal_seats(entry["dealer"])
            partner = entry.get("partner")
            in_deal = table_scores(r.S, self.table, seats.index(entry["taker"]),
                                   None if partner is None else seats.index(partner))   # S4, V9
            scores = [0] * self.people                  # V10: whoever sits out scores 0
            for seat, value in zip(seats, in_deal, strict=True):
                scores[seat] = value
            out["scores"] = scores
        else:
            out["S"] = 0
            out["scores"] = [0] * self.people
        out["sitting_out"] = list(self.sitting_out(entry["dealer"]))
        return out

    def rows(self) -> list[dict]:
        """Every entry with its scores and the running totals (cancelled deals included, not counted)."""
        totals = [0] * self.people
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
        """G1: eight valid deals make a session at four players (V10: two per person)."""
        return self.valid_deals >= self.session_deals

    @property
    def totals(self) -> dict[str, int]:
        rows = self.rows()
        last = rows[-1]["totals"] if rows else [0] * self.people
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
        """The file's content. A four-player sheet is written as version 1 (no ``table``), which
        every earlier Tarot Lab reads; any other table as version 2 with its ``table`` (V1, V10)."""
        if self.table == self.people == N_SEATS:
            return {"format": FORMAT, "version": 1, "title": self.title, "players": self.players,
                    "first_dealer": self.first_dealer, "deals": self.deals}
        return {"format": FORMAT, "version": VERSION, "title": self.title, "players": self.players,
                "table": self.table, "first_dealer": self.first_dealer, "deals": self.deals}

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
            players, table, first, title, deals = _check_top(data)
        except _Bad as bad:
            raise RecordError(bad.rule, "err.session.field", path=str(path), field=bad.field,
                              detail=bad.detail()) from None
        try:
            sheet = cls(players, first, title=title, table=table)
        except TarotError as e:
            field = {"V10": "table", "D1": "first_dealer"}.get(e.rule or "", "players")
            raise RecordError(e.rule, "err.session.field", path=str(path), field=field,
                              detail=_Bad(e.rule, field, cause=e).detail()) from None
        for number, raw_entry in enumerate(deals, start=1):
            try:
                entry = _check_entry(raw_entry, sheet.dealer, sheet)
                if entry["kind"] in ("played", "all_pass") and sheet.is_complete:
                    raise _Bad("G1", "kind", "err.session.full", n=sheet.session_deals)
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
    def open(cls, path, players=None, first_dealer: int = 0, table: int | None = None) -> Scoresheet:
        """Reload the sheet at *path* if it exists, else start a new one saved there."""
        path = pathlib.Path(path)
        if path.exists():
            return cls.load(path)
        sheet = cls(players, first_dealer, path=path, table=table)
        sheet.save()
        return sheet

    def to_csv(self, path=None) -> str:
        """CSV export (one row per entry); written atomically to *path* if given. Returns the text.

        A file that cannot be written raises :class:`SaveError` naming it and the cause.
        """
        buf = io.StringIO()
        w = csv.writer(buf)
        five, out = self.table == FIVE, self.table != self.people       # V5: the partner; V10: who sat out
        w.writerow(["deal", "counts", "kind", "dealer", "taker"] + (["partner"] if five else [])
                   + (["sitting out"] if out else []) + ["contract", "points", "bouts", "S", "note"]
                   + [_cell(p) for p in self.players] + [f"total {_cell(p)}" for p in self.players])
        for row in self.rows():
            f = row.get("facts", {})
            taker = row.get("taker")
            extra = []
            if five:                                     # the partner's name, "alone" (V5), blank without a taker
                partner = row.get("partner")
                extra.append("" if taker is None else "alone" if partner is None else _cell(self.players[partner]))
            if out:
                extra.append(" + ".join(_cell(self.players[s]) for s in row["sitting_out"]))
            w.writerow([row["number"] or "", "yes" if row["counts"] else "no", row["kind"],
                        _cell(self.players[row["dealer"]]), "" if taker is None else _cell(self.players[taker])]
                       + extra + [f.get("contract", ""), f.get("points", ""), f.get("bouts", ""), row["S"],
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
