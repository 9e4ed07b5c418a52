"""Copy a lesson's English code cells into its French twin (issue 23 §1: the code is written once).

    python scripts/sync_lesson_code.py            # every lesson
    python scripts/sync_lesson_code.py 8 12       # lessons 8 and 12
    python scripts/sync_lesson_code.py --check    # list what differs, change nothing (exit 1 if any)

A French code cell whose code already equals the English one (up to the language and the comments:
``tests/test_lesson_parity.py``) is kept as it is, French comments included; any other takes the
English cell's source with the language ``"en"`` written ``"fr"`` — translate its comments then.
The two notebooks must have the same number of code cells, in the same order; the markdown cells
(the prose) and the outputs are never touched. The file is written atomically.
"""
from __future__ import annotations

import json
import os
import pathlib
import re
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from test_lesson_parity import EN, FR, shape  # noqa: E402

LANG_LITERAL = re.compile(r'(["\'])en\1')


def to_french(source: str) -> str:
    """The English cell's source with its language literal turned French.

    >>> to_french('LANG = "en"\\nshow(x, lang="en")')
    'LANG = "fr"\\nshow(x, lang="fr")'
    """
    return LANG_LITERAL.sub(lambda m: f"{m.group(1)}fr{m.group(1)}", source)


def sync(number: str, check: bool = False) -> list[str]:
    """Bring lesson *number*'s French code cells in line; return what changed (or would)."""
    en, fr = EN[number], FR[number]
    en_nb = json.loads(en.read_text(encoding="utf-8"))
    fr_nb = json.loads(fr.read_text(encoding="utf-8"))
    en_code = [c for c in en_nb["cells"] if c["cell_type"] == "code"]
    fr_code = [c for c in fr_nb["cells"] if c["cell_type"] == "code"]
    if len(en_code) != len(fr_code):
        raise SystemExit(f"{fr.name}: {len(fr_code)} code cells, {en.name} has {len(en_code)}: "
                         "add or remove the cells by hand first (they pair up in order)")
    changed = []
    for i, (e, f) in enumerate(zip(en_code, fr_code)):
        e_src, f_src = "".join(e["source"]), "".join(f["source"])
        if shape(e_src) != shape(f_src):
            changed.append(f"{fr.name}: code cell {i}")
            f["source"] = to_french(e_src).splitlines(keepends=True)
    if changed and not check:
        text = json.dumps(fr_nb, ensure_ascii=False, indent=1) + "\n"
        fd, tmp = tempfile.mkstemp(dir=fr.parent, prefix=f".{fr.name}.", suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(tmp, fr)
    return changed


def main(argv: list[str]) -> int:
    if {"-h", "--help"} & set(argv):
        print(__doc__)
        return 0
    check = "--check" in argv
    wanted = [a for a in argv if a != "--check"]
    bad = [a for a in wanted if not a.isdigit()]
    if bad:
        raise SystemExit(f"sync_lesson_code: {' '.join(bad)}: not a lesson number (e.g. 8 12) nor --check; "
                         "see --help")
    numbers = [f"{int(a):02d}" for a in wanted] if wanted else sorted(EN)
    unknown = [n for n in numbers if n not in EN or n not in FR]
    if unknown:
        raise SystemExit(f"no lesson {', '.join(unknown)} in lessons/en and lessons/fr")
    changed = [line for n in numbers for line in sync(n, check)]
    print("\n".join(changed) if changed else "the French code cells equal the English ones")
    return 1 if (check and changed) else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
