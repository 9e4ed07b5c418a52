"""Writing a file safely: a crash at any moment leaves the old file or the new one, whole.

:func:`atomic_write_text` writes next to the target, fsyncs, renames over it and fsyncs the folder,
under an exclusive lock of the folder (``flock``, where the system has it) so that two saves exclude
each other; with *expect* (a :func:`fingerprint`) it refuses to overwrite a file someone else changed
(:class:`FileChangedError`). The temp files of interrupted saves are found (:func:`temp_files`) and
removed (:func:`remove_stale_temp_files`).

The scoresheet (:mod:`tarot_core.io.session`) and the practice table's saved deals both write
through here: a general tool of the I/O floor, not a part of the scoresheet (issue 23 §4).
"""
from __future__ import annotations

import contextlib
import errno
import hashlib
import os
import pathlib
import re
import secrets
import stat
import time

from ..cards import ascii_digits

try:                                   # POSIX; elsewhere saves are not locked (see the module's notes)
    import fcntl
except ImportError:                    # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]
if fcntl is not None and not hasattr(fcntl, "flock"):   # pragma: no cover - Pyodide's fcntl has no flock
    fcntl = None  # type: ignore[assignment]

TMP_SUFFIX = ".tarot-tmp"
LOCK_TIMEOUT_S = 10.0
ANY = object()                          # atomic_write_text's *expect*: do not compare with what is on disk
_LEGACY_TMP = re.compile(r"[a-z0-9_]{8}\.tmp")   # what tempfile.mkstemp made before (".<name>.XXXXXXXX.tmp")
_LEGACY_AGE_S = 3600


class FileChangedError(FileExistsError):
    """The file no longer holds what *expect* said (another writer changed it): it was not overwritten."""


def fingerprint(path) -> str | None:
    """SHA-256 of the file's bytes, or None when there is no such file."""
    try:
        return hashlib.sha256(pathlib.Path(path).read_bytes()).hexdigest()
    except FileNotFoundError:
        return None


def _target(path, follow_symlinks: bool = True) -> pathlib.Path:
    """The file really written: a symlink's target (so the link stays a link)."""
    path = pathlib.Path(path)
    return pathlib.Path(os.path.realpath(path)) if follow_symlinks else path


@contextlib.contextmanager
def _folder_lock(folder: pathlib.Path, *, wait: bool = True):
    """Hold an exclusive ``flock`` on *folder* (saves into it exclude each other); yields the folder's
    descriptor (or None) and whether the lock is held. Without ``flock`` the lock is not held.

    With *wait*, a lock held elsewhere is waited for up to LOCK_TIMEOUT_S, then OSError(EBUSY);
    without it, the lock is simply not taken.
    """
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        fd = None                                   # e.g. Windows: no descriptor for a folder
    try:
        locked = False
        if fd is not None and fcntl is not None:
            deadline = time.monotonic() + LOCK_TIMEOUT_S
            while True:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    locked = True
                    break
                except BlockingIOError:
                    if not wait:
                        break
                    if time.monotonic() > deadline:
                        raise OSError(errno.EBUSY, "another save keeps the folder locked") from None
                    time.sleep(0.005)
                except OSError:                     # the file system does not lock folders
                    break
        yield fd, locked
    finally:
        if fd is not None:
            os.close(fd)                            # releases the lock


def temp_files(path) -> list[pathlib.Path]:
    """The temp files saves of *path* make (or left behind): ``.<name>.<pid>-<random>.tarot-tmp``
    next to the file the save writes (a symlink's target), and the older ``.<name>.XXXXXXXX.tmp``."""
    target = _target(path)
    prefix = f".{target.name}."
    try:
        names = os.listdir(target.parent)
    except OSError:
        return []
    return sorted(target.parent / n for n in names if n.startswith(prefix)
                  and (n.endswith(TMP_SUFFIX) or _LEGACY_TMP.fullmatch(n[len(prefix):])))


def _pid_of(tmp: pathlib.Path) -> int | None:
    if not tmp.name.endswith(TMP_SUFFIX):
        return None
    middle = tmp.name[:-len(TMP_SUFFIX)].rsplit(".", 1)[-1]
    pid = middle.split("-", 1)[0]
    return int(pid) if ascii_digits(pid) else None          # '²'.isdigit() is True; int('²') fails


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:                  # exists but not ours, or no way to tell (Windows): keep its file
        return True
    return True


def _stale(tmp: pathlib.Path, locked: bool) -> bool:
    """Under the folder's lock a temp file of ours is a leftover; without it, only when its writer is gone.
    Files of the older naming (no lock was taken then) must also be an hour old."""
    pid = _pid_of(tmp)
    if pid is None:
        try:
            return time.time() - tmp.stat().st_mtime > _LEGACY_AGE_S
        except OSError:
            return False
    return locked or (pid != os.getpid() and not _running(pid))


def _remove_stale(target: pathlib.Path, locked: bool) -> list[pathlib.Path]:
    removed = []
    for tmp in temp_files(target):
        if _stale(tmp, locked):
            with contextlib.suppress(OSError):
                tmp.unlink()
                removed.append(tmp)
    return removed


def remove_stale_temp_files(path) -> list[pathlib.Path]:
    """Remove what interrupted saves of *path* left behind; returns the files removed.

    Under the folder's lock every temp file is a leftover (a writer holds the lock for as long
    as its temp file exists); when another save holds the lock right now, nothing is touched.
    """
    target = _target(path)
    try:
        with _folder_lock(target.parent, wait=False) as (_fd, locked):
            if fcntl is not None and not locked:
                return []                          # a save is running: its temp file is not stale
            return _remove_stale(target, locked)
    except OSError:
        return []


def atomic_write_text(path, text: str, *, expect=ANY, follow_symlinks: bool = True,
                      make_parents: bool = True) -> str:
    """Write a file so that a crash at any moment leaves the old file or the new one, whole.

    Temp file next to the target, fsync, rename over the target, fsync of the folder; the
    target's permissions are kept (a new file gets the usual ones, umask applied); a symlink
    is written through. Stale temp files of earlier, interrupted writes are removed. With
    *expect* (a :func:`fingerprint`, None for "no file yet"), a file that no longer holds
    those bytes is not overwritten: :class:`ConflictError` (a file that has vanished since is
    written again). Returns the fingerprint of what was written; I/O failures raise OSError.
    """
    target = _target(path, follow_symlinks)
    if make_parents:
        target.parent.mkdir(parents=True, exist_ok=True)
    data = text.encode("utf-8")
    with _folder_lock(target.parent) as (folder_fd, locked):
        if expect is not ANY:
            now = fingerprint(target)
            if now is not None and now != expect:
                raise FileChangedError(errno.EEXIST, "the file changed since it was read", str(path))
        _remove_stale(target, locked)
        try:
            old = os.stat(target)
        except FileNotFoundError:
            old = None
        tmp = target.with_name(f".{target.name}.{os.getpid()}-{secrets.token_hex(4)}{TMP_SUFFIX}")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o666)
        try:
            try:
                if old is not None:
                    _keep_mode(fd, tmp, old)
                view = memoryview(data)
                while view:
                    view = view[os.write(fd, view):]
                os.fsync(fd)
            finally:
                os.close(fd)
            os.replace(tmp, target)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
        if folder_fd is not None:
            with contextlib.suppress(OSError):       # some file systems cannot sync a folder
                os.fsync(folder_fd)
    return hashlib.sha256(data).hexdigest()


def _keep_mode(fd: int, tmp: pathlib.Path, old: os.stat_result) -> None:
    """Give the temp file the target's permissions (and owner, when allowed)."""
    mode = stat.S_IMODE(old.st_mode)
    if hasattr(os, "fchmod"):
        os.fchmod(fd, mode)
    else:                                                    # pragma: no cover - Windows
        os.chmod(tmp, mode)
    if hasattr(os, "fchown") and (old.st_uid, old.st_gid) != (os.getuid(), os.getgid()):
        with contextlib.suppress(OSError):
            os.fchown(fd, old.st_uid, old.st_gid)


__all__ = ["atomic_write_text", "fingerprint", "temp_files", "remove_stale_temp_files", "FileChangedError",
           "TMP_SUFFIX", "LOCK_TIMEOUT_S", "ANY"]
