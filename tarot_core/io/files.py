"""Reading deal records from files: the one place the core opens a record file.

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
import os
import pathlib

from ..errors import RecordError
from ..record import MAX_RECORD_BYTES, DealRecord, _detail, _json, parse_record

_OS_DETAILS = {errno.ENOENT: "not_found", errno.EISDIR: "is_dir", errno.EACCES: "denied", errno.EPERM: "denied"}


def _unreadable(path, detail, key: str = "err.file.corrupt") -> RecordError:
    return RecordError(None, key, path=str(path), detail=detail)


def decode_text(data: bytes, where, key: str = "err.file.corrupt") -> str:
    """UTF-8 bytes -> text (a UTF-8 byte-order mark is allowed); anything else is a RecordError
    (catalogue *key*) naming *where*: UTF-16, a NUL byte, bytes that are not UTF-8."""
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        raise _unreadable(where, _detail("utf16"), key)
    if b"\x00" in data:
        raise _unreadable(where, _detail("nul"), key)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise _unreadable(where, _detail("not_utf8_at", position=e.start + 1), key) from None


def read_text_file(path, limit: int = MAX_RECORD_BYTES, *, too_large=None) -> str:
    """The UTF-8 text of a file of at most *limit* bytes, or a RecordError naming the file and
    what went wrong (checked before anything is read: a 10 MB file costs nothing). *path* may
    also be a binary stream (standard input: ``<stdin>``), of which *limit* + 1 bytes at most are
    read. *too_large* says what is too large (a detail of :func:`~tarot_core.record._detail`;
    by default a deal record's size)."""
    if too_large is None:
        too_large = _detail("too_large", limit=limit // 1_000_000)
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
        raise _unreadable(path, _detail("bad_path")) from None
    except OSError as e:
        key = _OS_DETAILS.get(e.errno or 0)
        raise _unreadable(path, _detail(key) if key else (e.strerror or type(e).__name__)) from None
    if size > limit or len(data) > limit:     # a pipe or a device has no size: what was read counts
        raise _unreadable(path, too_large)
    return decode_text(data, path)


def read_record(path) -> DealRecord:
    """The deal record stored as JSON in the file at *path* (C1, D3 shape checks included)."""
    return parse_record(_json(read_text_file(path), str(path), "err.file.corrupt"))


def load_any(source) -> DealRecord:
    """A record from a DealRecord, a dict, JSON text, or a path to a JSON file (for the CLI and widgets)."""
    from ..record import load_record
    if isinstance(source, pathlib.Path) or (isinstance(source, str) and not source.lstrip().startswith("{")):
        return read_record(source)
    return load_record(source)


__all__ = ["read_record", "read_text_file", "decode_text", "load_any"]
