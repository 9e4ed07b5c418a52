"""The learner's own copy of the lessons, kept outside the repository (issue 21, item 1).

JupyterLab saves outputs into the notebooks it opens. If the course served the repository's own
``lessons/``, a learner's work would change the repository (and the test that every lesson is
stored without outputs would fail). ``scripts/course.sh`` serves this copy instead:

    TAROT_LAB_HOME  (default ${XDG_DATA_HOME:-~/.local/share}/tarot-lab)
      lessons/        the copy JupyterLab opens: en/, fr/, marimo/, the instructors' guides
      copied.json     for each file, the hash of the repository's version last copied
      reset/<time>/   a learner's version set aside by --reset, never deleted by the script

The copy lives outside the repository so that ``git clean``, a fresh clone or a read-only
classroom checkout never touch a learner's work, and each user of a shared machine has their own.

Each start (``setup``):

- a file the copy lacks is copied from the repository (a new lesson, or one the learner deleted);
- a file the learner never changed (it still has the hash recorded when it was copied) is
  replaced by the repository's newer version, if there is one;
- anything else is the learner's and is left alone. A file of the repository's ``lessons/`` that
  git reports changed or untracked (work saved there by an older course.sh) is copied once as the
  learner's work, never replaced later.

``reset LESSON...`` / ``reset-all`` restore files from the repository; the learner's version is
moved into ``reset/<time>/`` first. Standard library only (it runs before and outside the venv's
packages). Messages in English or French (``--lang``).

    python scripts/work_copy.py [--lang fr] setup
    python scripts/work_copy.py [--lang fr] reset en/03_the_chien_and_the_discard.ipynb
    python scripts/work_copy.py [--lang fr] reset-all
    python scripts/work_copy.py where
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import pathlib
import shutil
import subprocess
import sys
import time

REPO = pathlib.Path(__file__).resolve().parent.parent
LESSONS = REPO / "lessons"
#: folders never copied: caches JupyterLab, Python and marimo write next to the files
#: caches, and the course's Python (lessons/tarot_course/, the installed package the notebooks import:
#: a learner's copy of it would only go stale)
SKIP_DIRS = {".ipynb_checkpoints", "__pycache__", "__marimo__", "tarot_course"}
MANIFEST = "copied.json"

MESSAGES = {
    "en": {
        "where": "your lessons (your work is saved there): {path}",
        "copied": "copied {n} file(s) from the repository into your lessons",
        "updated": "updated {n} lesson(s) you had not changed to the repository's new version: {names}",
        "adopted": "kept as your own work, never replaced (they differ from the repository's "
                   "committed lessons, e.g. saved there by an earlier course.sh): {names}",
        "reset": "restored {name} from the repository",
        "backup": "your previous version is kept in {path}",
        "same": "{name} already matches the repository: nothing to restore",
        "unknown": "no lesson '{name}' in lessons/ (write it as 3, en/03_the_chien_and_the_discard, "
                   "03_the_chien_and_the_discard.ipynb or en/00_start_here.ipynb)",
        "ambiguous": "'{name}' names several files in lessons/: {names}; write the folder too "
                     "(en/… or fr/…)",
        "no_home": "cannot tell where to keep your lessons: set TAROT_LAB_HOME (or HOME)",
        "no_lessons": "the repository has no lessons/ folder at {path}",
        "inside_repo": "TAROT_LAB_HOME ({path}) is inside the repository's lessons/: choose a "
                       "folder outside it",
    },
    "fr": {
        "where": "vos leçons (votre travail y est enregistré) : {path}",
        "copied": "{n} fichier(s) copié(s) du dépôt dans vos leçons",
        "updated": "{n} leçon(s) que vous n'aviez pas modifiée(s) mise(s) à jour depuis le dépôt : {names}",
        "adopted": "gardé(s) comme votre travail, jamais remplacé(s) (ils diffèrent des leçons "
                   "enregistrées dans le dépôt, p. ex. modifiés par une version antérieure de course.sh) : {names}",
        "reset": "{name} remis dans l'état du dépôt",
        "backup": "votre version précédente est gardée dans {path}",
        "same": "{name} est déjà identique au dépôt : rien à remettre",
        "unknown": "pas de leçon « {name} » dans lessons/ (écrivez-la comme 3, fr/03_le_chien_et_l_ecart, "
                   "03_le_chien_et_l_ecart.ipynb ou fr/00_commencer_ici.ipynb)",
        "ambiguous": "« {name} » désigne plusieurs fichiers de lessons/ : {names} ; précisez le dossier "
                     "(en/… ou fr/…)",
        "no_home": "impossible de savoir où garder vos leçons : définissez TAROT_LAB_HOME (ou HOME)",
        "no_lessons": "le dépôt n'a pas de dossier lessons/ en {path}",
        "inside_repo": "TAROT_LAB_HOME ({path}) est dans le dossier lessons/ du dépôt : choisissez un "
                       "dossier en dehors",
    },
}


class CopyError(Exception):
    """A problem the learner can fix, told in one line: a key of MESSAGES and its values."""

    def __init__(self, key: str, **values: object):
        super().__init__(key)
        self.key, self.values = key, values


def say(lang: str, key: str, **values: object) -> str:
    return MESSAGES[lang][key].format(**values)


def home() -> pathlib.Path:
    """TAROT_LAB_HOME, else ${XDG_DATA_HOME:-$HOME/.local/share}/tarot-lab."""
    if os.environ.get("TAROT_LAB_HOME"):
        return pathlib.Path(os.environ["TAROT_LAB_HOME"]).expanduser().resolve()
    data = os.environ.get("XDG_DATA_HOME")
    if not data:
        if not os.environ.get("HOME"):
            raise CopyError("no_home")
        data = os.path.join(os.environ["HOME"], ".local", "share")
    return (pathlib.Path(data).expanduser() / "tarot-lab").resolve()


def sha256(path: pathlib.Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def repo_files(lessons: pathlib.Path = LESSONS) -> list[str]:
    """Every file under the repository's lessons/ (relative POSIX paths), caches left out."""
    found = []
    for dirpath, dirnames, filenames in os.walk(lessons):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS and not d.startswith("."))
        for name in sorted(filenames):
            if not name.startswith("."):
                found.append(pathlib.Path(dirpath, name).relative_to(lessons).as_posix())
    return found


def changed_in_repo(lessons: pathlib.Path = LESSONS) -> set[str]:
    """Files of lessons/ that git sees changed, untracked or ignored: a learner's work, saved there
    by an earlier course.sh. Empty when the repository is not a git checkout (or git is absent)."""
    try:
        out = subprocess.run(["git", "-C", str(lessons), "status", "--porcelain", "-z", "--ignored",
                              "--untracked-files=all", "--", "."],
                             capture_output=True, text=True, timeout=60, check=True).stdout
        top = subprocess.run(["git", "-C", str(lessons), "rev-parse", "--show-toplevel"],
                             capture_output=True, text=True, timeout=60, check=True).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return set()
    changed: set[str] = set()
    entries = iter(out.split("\0"))
    for entry in entries:
        if len(entry) < 4:
            continue
        if entry[0] in "RC":                   # a rename or copy: its old path follows
            next(entries, None)
        path = pathlib.Path(top, entry[3:])
        try:
            rel = path.resolve().relative_to(lessons.resolve()).as_posix()
        except ValueError:
            continue
        if path.is_dir():                      # an untracked or ignored folder: every file in it
            changed.update(f if rel == "." else f"{rel}/{f}" for f in repo_files(path))
        else:
            changed.add(rel)
    return changed


class WorkCopy:
    def __init__(self, root: pathlib.Path, lessons: pathlib.Path = LESSONS, lang: str = "en"):
        self.root, self.source, self.lang = root, lessons, lang
        self.lessons = root / "lessons"
        self.manifest_path = root / MANIFEST
        if not lessons.is_dir():
            raise CopyError("no_lessons", path=lessons)
        if self.lessons.resolve().is_relative_to(lessons.resolve()):
            raise CopyError("inside_repo", path=root)

    def _manifest(self) -> dict[str, str | None]:
        try:
            data = json.loads(self.manifest_path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        files = data.get("files") if isinstance(data, dict) else None
        return {k: v for k, v in files.items() if isinstance(k, str) and (v is None or isinstance(v, str))} \
            if isinstance(files, dict) else {}

    def _save(self, manifest: dict[str, str | None]) -> None:
        self.root.mkdir(parents=True, exist_ok=True)
        tmp = self.manifest_path.with_suffix(f".tmp{os.getpid()}")
        tmp.write_text(json.dumps({"repository": str(self.source.parent), "files": manifest},
                                  indent=1, sort_keys=True) + "\n", encoding="utf-8")
        tmp.replace(self.manifest_path)

    def _copy(self, rel: str) -> str:
        """Copy the repository's *rel* over the copy's (atomically); its hash."""
        src, dst = self.source / rel, self.lessons / rel
        dst.parent.mkdir(parents=True, exist_ok=True)
        tmp = dst.with_name(f".{dst.name}.tmp{os.getpid()}")
        shutil.copyfile(src, tmp)
        tmp.replace(dst)
        return sha256(src)

    def setup(self) -> list[str]:
        """Bring the copy up to date (see the module docstring); the lines to print."""
        manifest = self._manifest()
        learners = changed_in_repo(self.source)
        copied, updated, adopted = [], [], []
        for rel in repo_files(self.source):
            dst = self.lessons / rel
            if not dst.exists():
                digest = self._copy(rel)
                if rel in learners:
                    manifest[rel] = None           # the learner's own: never replaced
                    adopted.append(rel)
                else:
                    manifest[rel] = digest
                copied.append(rel)
                continue
            was = manifest.get(rel)
            if was is None or rel in learners or not dst.is_file():
                continue
            now = sha256(self.source / rel)
            if now != was and sha256(dst) == was:  # untouched by the learner, changed in the repo
                manifest[rel] = self._copy(rel)
                updated.append(rel)
        self._save(manifest)
        lines = []
        if copied:
            lines.append(say(self.lang, "copied", n=len(copied)))
        if adopted:
            lines.append(say(self.lang, "adopted", names=", ".join(adopted)))
        if updated:
            lines.append(say(self.lang, "updated", n=len(updated), names=", ".join(updated)))
        lines.append(say(self.lang, "where", path=self.lessons))
        return lines

    def resolve(self, name: str) -> str:
        """The file of lessons/ that *name* means: en/00_start_here.ipynb, en/00_start_here,
        00_start_here, lessons/en/00_start_here.ipynb or a path into the copy."""
        files = repo_files(self.source)
        text = name.strip().replace("\\", "/")
        for base in (str(self.lessons), str(self.source), "lessons"):
            if text.startswith(base.rstrip("/") + "/"):
                text = text[len(base.rstrip("/")) + 1:]
        if text.isdigit():                      # a lesson's number, in the course's language
            hits = [f for f in files if f.startswith(f"{self.lang}/{int(text):02d}_") and f.endswith(".ipynb")]
            if len(hits) == 1:
                return hits[0]
            raise CopyError("unknown", name=name)
        wanted = [text] if text.endswith((".ipynb", ".md", ".py")) else [text, f"{text}.ipynb"]
        hits = [f for f in files if f in wanted]
        if not hits:
            hits = [f for f in files if f.rsplit("/", 1)[-1] in wanted]
        if len(hits) == 1:
            return hits[0]
        if hits:
            raise CopyError("ambiguous", name=name, names=", ".join(hits))
        raise CopyError("unknown", name=name)

    def reset(self, names: list[str]) -> list[str]:
        """Restore *names* (every file when empty) from the repository; the learner's versions
        that differ are moved into reset/<time>/ first. The lines to print."""
        rels = [self.resolve(n) for n in names] if names else repo_files(self.source)
        manifest = self._manifest()
        backup = self.root / "reset" / time.strftime("%Y%m%d-%H%M%S")
        lines, kept = [], False
        for rel in dict.fromkeys(rels):
            dst = self.lessons / rel
            if dst.is_file() and sha256(dst) == sha256(self.source / rel):
                manifest[rel] = sha256(dst)
                if names:
                    lines.append(say(self.lang, "same", name=rel))
                continue
            if dst.exists():
                (backup / rel).parent.mkdir(parents=True, exist_ok=True)
                shutil.move(str(dst), str(backup / rel))
                kept = True
            manifest[rel] = self._copy(rel)
            lines.append(say(self.lang, "reset", name=rel))
        self._save(manifest)
        if kept:
            lines.append(say(self.lang, "backup", path=backup))
        lines.append(say(self.lang, "where", path=self.lessons))
        return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lang", choices=("en", "fr"), default="en")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("setup", help="copy what is missing, update untouched lessons")
    sub.add_parser("where", help="print the copy's lessons folder")
    reset = sub.add_parser("reset", help="restore these lessons from the repository")
    reset.add_argument("lessons", nargs="+")
    sub.add_parser("reset-all", help="restore every file from the repository")
    args = parser.parse_args(argv)
    try:
        root = home()
        if args.command == "where":
            print(root / "lessons")
            return 0
        copy = WorkCopy(root, LESSONS, args.lang)
        if args.command == "setup":
            lines = copy.setup()
        else:
            lines = copy.reset(args.lessons if args.command == "reset" else [])
    except CopyError as exc:
        print(f"[tarot-lab] ERROR: {say(args.lang, exc.key, **exc.values)}", file=sys.stderr)
        return 2
    for line in lines:
        print(f"[tarot-lab] {line}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
