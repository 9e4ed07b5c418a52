"""Set the public GitHub address of the repository, in one place, and rewrite every link from it.

    python scripts/set_binder_address.py github-user/repo [branch]

The address lives in ``binder/ADDRESS`` (``owner/name branch``; the branch defaults to ``HEAD``,
the repository's default branch). Until the repository is public it holds the placeholder
``OWNER/REPO``. The script writes the new address there, then rewrites, in the files that carry
links (``LINKED``: the Markdown files at the top, in ``lessons/``, and the lessons' notebooks):

- every Binder link, ``https://mybinder.org/v2/gh/<owner>/<name>/<branch>?…`` (what follows the
  branch — which lesson the link opens — is kept; a branch with ``/`` is written ``%2F``);
- every ``https://github.com/<old owner>/<old name>/…`` link (the changelog's comparisons);
- and, once a real address is set, it removes the README's "not public yet" paragraph (between
  ``<!-- BEGIN binder-placeholder -->`` and ``<!-- END binder-placeholder -->``).

Running it again with the same address changes nothing. A malformed address (or the placeholder
itself) is refused with one line naming it, and no file is touched. ``--root DIR`` works on
another copy of the repository (the tests use a temporary one). ``tests/test_binder.py`` checks
that every link follows ``binder/ADDRESS`` and opens a lesson that exists.
"""
from __future__ import annotations

import pathlib
import re
import sys
from urllib.parse import quote, unquote

REPO = pathlib.Path(__file__).resolve().parent.parent
ADDRESS_FILE = "binder/ADDRESS"
PLACEHOLDER = ("OWNER/REPO", "HEAD")
#: the files whose links follow the address (globs under the repository's root)
LINKED = ("*.md", "lessons/*.md", "lessons/*/*.ipynb")

#: a GitHub owner (user or organisation): letters, digits, single hyphens inside, at most 39
OWNER = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}")
#: a GitHub repository name: letters, digits, '.', '_', '-', at most 100 (not '.' nor '..')
NAME = re.compile(r"[A-Za-z0-9._-]{1,100}")
#: a branch name git accepts (git check-ref-format), in the characters a link carries as they are
BRANCH = re.compile(r"(?!-)(?!/)(?!.*\.\.)(?!.*//)(?!.*[/.]$)(?!.*\.lock$)[A-Za-z0-9._/+-]{1,200}")

BINDER_LINK = re.compile(r"https://mybinder\.org/v2/gh/([^/\s)\]>\"']+)/([^/\s)\]>\"']+)/([^?#\s)\]>\"']+)")
PLACEHOLDER_NOTE = re.compile(r"<!-- BEGIN binder-placeholder -->\n.*?<!-- END binder-placeholder -->\n\n?",
                              re.S)


class AddressError(ValueError):
    """A malformed address: the message is the one line the user sees."""


def check_address(repo: str, branch: str = "HEAD") -> tuple[str, str]:
    """The address as (``owner/name``, branch), or AddressError naming what is wrong."""
    if not isinstance(repo, str) or not isinstance(branch, str):
        raise AddressError("the address and the branch must be text")
    parts = repo.split("/")
    if len(parts) != 2:
        raise AddressError(f"address {repo!r}: expected the GitHub owner/name, e.g. alice/tarot-lab "
                           "(no https://github.com/ in front, no trailing /)")
    owner, name = parts
    if not OWNER.fullmatch(owner):
        raise AddressError(f"address {repo!r}: owner {owner!r} is not a GitHub user or organisation name "
                           "(letters, digits and single hyphens inside, at most 39)")
    if not NAME.fullmatch(name) or name in (".", "..") or name.endswith(".git"):
        raise AddressError(f"address {repo!r}: repository name {name!r} is not valid on GitHub "
                           "(letters, digits, '.', '_' and '-', at most 100, without .git)")
    if repo == PLACEHOLDER[0]:
        raise AddressError(f"address {repo!r} is the placeholder: give the public repository's owner/name")
    if not BRANCH.fullmatch(branch):
        raise AddressError(f"branch {branch!r}: use letters, digits and . _ / + - (no '..' nor '//', "
                           "no '-' or '/' first, no '/', '.' or '.lock' last)")
    return repo, branch


def read_address(root: pathlib.Path = REPO) -> tuple[str, str]:
    """The address ``binder/ADDRESS`` holds: its one line that is not a comment."""
    lines = [ln.strip() for ln in (root / ADDRESS_FILE).read_text(encoding="utf-8").splitlines()]
    values = [ln.split() for ln in lines if ln and not ln.startswith("#")]
    if len(values) != 1 or not 1 <= len(values[0]) <= 2:
        raise AddressError(f"{ADDRESS_FILE}: expected one line 'owner/name [branch]', found {len(values)}")
    repo, branch = (values[0] + ["HEAD"])[:2]
    return repo, branch


def is_placeholder(address: tuple[str, str]) -> bool:
    return address[0] == PLACEHOLDER[0]


def linked_files(root: pathlib.Path = REPO) -> list[pathlib.Path]:
    return sorted({p for pattern in LINKED for p in root.glob(pattern) if p.is_file()})


def binder_links(text: str) -> list[tuple[str, str, str]]:
    """Every Binder link of *text* as (owner/name, branch, the whole link up to the branch)."""
    return [(f"{m.group(1)}/{m.group(2)}", unquote(m.group(3)), m.group(0)) for m in BINDER_LINK.finditer(text)]


def rewrite(text: str, old: tuple[str, str], new: tuple[str, str]) -> str:
    """*text* with its links following *new* (its GitHub links from *old*), and without the
    "not public yet" paragraph once *new* is a real address."""
    repo, branch = new
    text = BINDER_LINK.sub(f"https://mybinder.org/v2/gh/{repo}/{quote(branch, safe='')}", text)
    if old[0] != repo:
        text = re.sub(rf"https://github\.com/{re.escape(old[0])}(?=[/)\s\"'>]|$)",
                      f"https://github.com/{repo}", text)
    if not is_placeholder(new):
        text = PLACEHOLDER_NOTE.sub("", text)
    return text


def address_file_text(address: tuple[str, str]) -> str:
    """What ``binder/ADDRESS`` holds for *address*: a few comment lines, then the address."""
    waiting = ("# OWNER/REPO is a placeholder: the repository is not public yet.\n"
               if is_placeholder(address) else "")
    return ("# The public GitHub repository (owner/name) and the branch the Binder links open.\n"
            + waiting
            + "# Set it with: python scripts/set_binder_address.py owner/name [branch]\n"
            "# (it rewrites every link from this line; tests/test_binder.py checks they agree).\n"
            f"{address[0]} {address[1]}\n")


def set_address(repo: str, branch: str = "HEAD", root: pathlib.Path = REPO) -> list[pathlib.Path]:
    """Write the address and rewrite every linked file; returns the files changed (none on a
    second run). Nothing is written when the address is refused."""
    new = check_address(repo, branch)
    old = read_address(root)
    changed = []
    writes = {}
    for path in linked_files(root):
        text = path.read_text(encoding="utf-8")
        after = rewrite(text, old, new)
        if after != text:
            writes[path] = after
    address = root / ADDRESS_FILE
    if address.read_text(encoding="utf-8") != address_file_text(new):
        writes[address] = address_file_text(new)
    for path, text in writes.items():
        path.write_text(text, encoding="utf-8")
        changed.append(path)
    return changed


USAGE = "usage: python scripts/set_binder_address.py owner/name [branch]"


def main(argv: list[str] | None = None) -> int:
    """Command line: ``owner/name [branch]`` (and ``--root DIR``, the copy to work on). Every
    other word is taken as part of the address, so a value starting with '-' is judged, not
    mistaken for an option."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in ("-h", "--help"):
        print(USAGE + "\n\n" + (__doc__ or "").strip())
        return 0
    root = REPO
    if "--root" in args:
        at = args.index("--root")
        if at + 1 >= len(args):
            print("set_binder_address: --root needs a folder", file=sys.stderr)
            return 2
        root = pathlib.Path(args[at + 1])
        del args[at:at + 2]
    if len(args) not in (1, 2):
        print(f"set_binder_address: expected the address and at most a branch, got {len(args)} "
              f"argument(s) ({USAGE})", file=sys.stderr)
        return 2
    repo, branch = args[0], (args[1] if len(args) == 2 else "HEAD")
    try:
        changed = set_address(repo, branch, root=root)
    except AddressError as e:
        print(f"set_binder_address: {e}", file=sys.stderr)
        return 2
    except OSError as e:
        print(f"set_binder_address: cannot read or write {e.filename}: {e.strerror}", file=sys.stderr)
        return 2
    if not changed:
        print(f"The address is already {repo} ({branch}): nothing to change.")
    else:
        names = ", ".join(p.relative_to(root).as_posix() for p in changed)
        print(f"The address is now {repo} ({branch}); rewritten: {names}.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
