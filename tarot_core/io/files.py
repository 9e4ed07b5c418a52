"""Reading deal records from files and from standard input: the one place the core opens a record file.

A record file is UTF-8 JSON text of at most :data:`~tarot_core.record.MAX_RECORD_BYTES`
(1 MB: a record is a few kilobytes); a larger file is refused before it is read, and
anything else that cannot be read (binary data, another encoding, a folder …) is a
one-line :class:`~tarot_core.errors.RecordError` naming the file.

>>> from tarot_core.io.golden import golden_folder
>>> read_record(golden_folder() / "all_pass.json").bids
('pass', 'pass', 'pass', 'pass')
"""
from __future__ import annotations

import errno
import itertools
import json
import os
import pathlib
import sys

from ..errors import RecordError, TarotError
from ..record import MAX_RECORD_BYTES, DealRecord, parse_record, read_json, record_detail

MAX_STDIN_DOCUMENT = 16_000_000   # one JSON document (a list of records) on stdin; JSON Lines have no total limit
_OS_DETAILS = {errno.ENOENT: "not_found", errno.EISDIR: "is_dir", errno.EACCES: "denied", errno.EPERM: "denied"}


def _unreadable(path, detail, key: str = "err.file.corrupt") -> RecordError:
    return RecordError(None, key, path=str(path), detail=detail)


def decode_text(data: bytes, where, key: str = "err.file.corrupt") -> str:
    """UTF-8 bytes -> text (a UTF-8 byte-order mark is allowed); anything else is a RecordError
    (catalogue *key*) naming *where*: UTF-16, a NUL byte, bytes that are not UTF-8."""
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        raise _unreadable(where, record_detail("utf16"), key)
    if b"\x00" in data:
        raise _unreadable(where, record_detail("nul"), key)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise _unreadable(where, record_detail("not_utf8_at", position=e.start + 1), key) from None


def read_text_file(path, limit: int = MAX_RECORD_BYTES, *, too_large=None) -> str:
    """The UTF-8 text of a file of at most *limit* bytes, or a RecordError naming the file and
    what went wrong (checked before anything is read: a 10 MB file costs nothing). *path* may
    also be a binary stream (standard input: ``<stdin>``), of which *limit* + 1 bytes at most are
    read. *too_large* says what is too large (a detail of :func:`~tarot_core.record.record_detail`;
    by default a deal record's size)."""
    if too_large is None:
        too_large = record_detail("too_large", limit=limit // 1_000_000)
    if hasattr(path, "read"):
        data = path.read(limit + 1)
        if len(data) > limit:
            raise _unreadable("<stdin>", too_large, "err.input.corrupt")
        return decode_text(data, "<stdin>", "err.input.corrupt")
    try:
        path = pathlib.Path(path)
        with open(path, "rb") as fh:
            size = os.fstat(fh.fileno()).st_size
            data = fh.read(limit + 1) if size <= limit else b""
    except (TypeError, ValueError):          # not a path at all, or one with a NUL byte
        raise _unreadable(path, record_detail("bad_path")) from None
    except OSError as e:
        key = _OS_DETAILS.get(e.errno or 0)
        raise _unreadable(path, record_detail(key) if key else (e.strerror or type(e).__name__)) from None
    if size > limit or len(data) > limit:     # a pipe or a device has no size: what was read counts
        raise _unreadable(path, too_large)
    return decode_text(data, path)


def read_record(path) -> DealRecord:
    """The deal record stored as JSON in the file at *path* (C1, D3 shape checks included)."""
    return parse_record(read_json(read_text_file(path), str(path), "err.file.corrupt"))


def load_any(source) -> DealRecord:
    """A record from a DealRecord, a dict, JSON text, or a path to a JSON file (for the CLI and widgets)."""
    from ..record import load_record
    if isinstance(source, pathlib.Path) or (isinstance(source, str) and not source.lstrip().startswith("{")):
        return read_record(source)
    return load_record(source)


# --- records from files, or from standard input (`tarot referee FILE|-`, `tarot analyse`) ----------
def records_from(paths):
    """Yield (label, record or TarotError) for each file, or for each record of stdin ('-')."""
    for path in paths:
        if path == "-":
            yield from _stdin_records(sys.stdin)
        else:
            try:
                yield path, read_record(path)
            except TarotError as e:
                yield path, e


def _lines(stream, limit):
    """(line number, text or TarotError) for each line of *stream*, a line over *limit* refused
    without keeping it in memory, bytes decoded as UTF-8."""
    n = 0
    while True:
        line = stream.readline(limit + 1)
        if not line:
            return
        n += 1
        if len(line) > limit and line[-1:] not in ("\n", b"\n"):
            while line and line[-1:] not in ("\n", b"\n"):      # skip the rest of that line unread
                line = stream.readline(1 << 16)
            yield n, _input_error("err.stdin.line_too_long", line=n, limit=limit // 1_000_000)
            continue
        if isinstance(line, bytes):
            try:
                line = decode_text(line, f"<stdin>:{n}", "err.input.corrupt")
            except TarotError as e:
                yield n, e
                continue
        yield n, line


def _input_error(key, **params):
    """Standard input that holds no record: an error of the category 'format'."""
    return RecordError(None, key, **params)


def _stdin_records(stdin):
    """The records of standard input, which holds data only, never file names: JSON Lines (one
    record a line), one JSON record (pretty-printed over several lines), or a JSON list of
    records. Any other line is refused with its number; the other records are still judged."""
    stream = getattr(stdin, "buffer", None) or stdin
    lines = _lines(stream, MAX_RECORD_BYTES)
    pending = []
    for n, line in lines:                  # the first line that is not blank decides the form
        pending.append((n, line))
        if isinstance(line, str) and not line.strip():
            continue
        break
    if not pending or (isinstance(pending[-1][1], str) and not pending[-1][1].strip()):
        yield "<stdin>", _input_error("err.stdin.empty")       # nothing to judge is not a success
        return
    first = pending[-1][1]
    start = first.lstrip() if isinstance(first, str) else ""
    document = start.startswith("[")
    if start.startswith("{") and not _is_object(start):
        following = next(lines, None)          # a record over several lines, or a broken JSON Line?
        if following is not None:          # a line of its own that is not a record's start: one document
            pending.append(following)
            document = isinstance(following[1], str) and not following[1].lstrip().startswith("{")
    if document:
        yield from _stdin_document(itertools.chain(pending, lines), is_list=start.startswith("["))
        return
    for n, line in itertools.chain(pending, lines):      # streamed: one line in memory at a time
        label = f"<stdin>:{n}"
        if isinstance(line, TarotError):
            yield label, line
        elif not line.strip():
            continue
        elif not line.lstrip().startswith("{"):
            yield label, _input_error("err.stdin.not_record", line=n)
        else:
            try:
                yield label, parse_record(read_json(line, label))
            except TarotError as e:
                yield label, e


def _is_object(line: str) -> bool:
    try:
        return isinstance(json.loads(line), dict)
    except (ValueError, RecursionError):
        return False


def _stdin_document(lines, is_list: bool):
    """Standard input read as one JSON document: a record (1 MB at most, as a file), or a list of
    records (MAX_STDIN_DOCUMENT); reading stops as soon as the limit is passed."""
    limit = MAX_STDIN_DOCUMENT if is_list else MAX_RECORD_BYTES
    parts, size = [], 0
    for n, line in lines:
        if isinstance(line, TarotError):
            yield f"<stdin>:{n}", line
            return
        size += len(line)
        if size > limit:
            yield "<stdin>", (_input_error("err.stdin.too_large", limit=limit // 1_000_000) if is_list else
                              _input_error("err.input.corrupt", path="<stdin>",
                                           detail=record_detail("too_large", limit=limit // 1_000_000)))
            return
        parts.append(line)
    try:
        data = read_json("".join(parts), "<stdin>", limit=limit)
    except TarotError as e:
        yield "<stdin>", e
        return
    if not isinstance(data, list):
        try:
            yield "<stdin>", parse_record(data)
        except TarotError as e:
            yield "<stdin>", e
        return
    if not data:
        yield "<stdin>", _input_error("err.stdin.empty")
        return
    for i, item in enumerate(data):
        label = f"<stdin>[{i}]"
        try:
            if not isinstance(item, dict):
                raise _input_error("err.record.field", detail=record_detail("not_object"))
            yield label, parse_record(item)
        except TarotError as e:
            yield label, e


__all__ = ["read_record", "read_text_file", "decode_text", "load_any", "records_from", "MAX_STDIN_DOCUMENT"]
