"""Reading deal records from files: the one place the core opens a record file.

>>> from tarot_core.io.golden import golden_folder
>>> read_record(golden_folder() / "all_pass.json").bids
('pass', 'pass', 'pass', 'pass')
"""
from __future__ import annotations

import pathlib

from ..errors import RecordError
from ..record import DealRecord, _json, parse_record


def read_text_file(path) -> str:
    """The UTF-8 text of a file, or a RecordError naming the file and what went wrong."""
    path = pathlib.Path(path)
    try:
        return path.read_text(encoding="utf-8")
    except OSError as e:
        raise RecordError(None, "err.file.corrupt", path=str(path), detail=e.strerror or str(e)) from None
    except UnicodeDecodeError as e:
        raise RecordError(None, "err.file.corrupt", path=str(path), detail=f"not UTF-8 text ({e.reason})") from None


def read_record(path) -> DealRecord:
    """The deal record stored as JSON in the file at *path* (C1, D3 shape checks included)."""
    return parse_record(_json(read_text_file(path), str(path)))


def load_any(source) -> DealRecord:
    """A record from a DealRecord, a dict, JSON text, or a path to a JSON file (for the CLI and widgets)."""
    from ..record import load_record
    if isinstance(source, pathlib.Path) or (isinstance(source, str) and not source.lstrip().startswith("{")):
        return read_record(source)
    return load_record(source)


__all__ = ["read_record", "read_text_file", "load_any"]
