"""The text catalogues (DESIGN.md: one catalogue per floor, one wording per fact).

* Every key of the core's catalogue (``tarot_core.catalogue``: rule titles and messages) and
  of the widgets' (``widgets.labels``) has a French and an English text, neither empty, with
  the same ``{fields}``: a sentence can be swapped for its translation without a KeyError.
* Every key the core asks for by name exists.
* No French (or other accented) word is written outside the catalogues: a string constant
  with a letter beyond ASCII (é, è, à, ç, ô, œ …) or French quotes (« ») in a module of
  ``tarot_core`` or ``widgets`` is a sentence that escaped its catalogue. Card symbols,
  arrows, ×, − and the like are not words and may appear anywhere; docstrings and comments
  are for programmers and are not checked.
"""
from __future__ import annotations

import ast
import importlib
import pathlib
import string
import unicodedata

import pytest

from tarot_core.catalogue import MESSAGES, RULES

ROOT = pathlib.Path(__file__).resolve().parents[1]
LANGS = ("fr", "en")

# The catalogues themselves: the only modules allowed to hold words.
CATALOGUES = ("tarot_core/catalogue.py", "tarot_core/analysis/texts.py", "tarot_core/io/texts.py",
              "tarot_core/render/texts.py", "widgets/labels.py")

# Modules whose words are being moved into a catalogue, exempt until then (none: keep it empty).
NOT_YET_MOVED: tuple[str, ...] = ()

# Letters that are mathematical symbols here, not words (the odds' formulas: Σ_a C(22,a) …).
MATH_LETTERS = frozenset("Σ")
# Punctuation that only a sentence uses.
QUOTES = frozenset("«»‘’“”")


# --- 1. every key in both languages, with the same fields -------------------------------------
def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


def catalogue_problems(entries: dict) -> list[str]:
    """What is wrong with a catalogue {key: {"fr": …, "en": …}}: one line per bad key."""
    problems = []
    for key, texts in entries.items():
        if not isinstance(texts, dict) or set(texts) != set(LANGS):
            problems.append(f"{key}: languages {sorted(texts) if isinstance(texts, dict) else texts!r}")
            continue
        empty = [lang for lang in LANGS if not isinstance(texts[lang], str) or not texts[lang].strip()]
        if empty:
            problems.append(f"{key}: empty in {', '.join(empty)}")
            continue
        try:
            fr, en = _fields(texts["fr"]), _fields(texts["en"])
        except ValueError as e:
            problems.append(f"{key}: not a template ({e})")
            continue
        if fr != en:
            problems.append(f"{key}: fields {sorted(fr)} in French but {sorted(en)} in English")
    return problems


def test_core_messages_have_french_and_english_with_the_same_fields():
    assert catalogue_problems(MESSAGES) == []


def test_core_rule_titles_have_french_and_english():
    assert catalogue_problems({rule: dict(zip(LANGS, titles, strict=True)) for rule, titles in RULES.items()}) == []


def test_widget_labels_have_french_and_english_with_the_same_fields():
    from tarot_course.texts import TEXTS
    from widgets.labels import LABELS
    assert catalogue_problems(TEXTS) == []
    assert catalogue_problems(LABELS) == []


def test_the_check_sees_a_missing_language_an_empty_text_and_a_dropped_field():
    assert catalogue_problems({
        "ok": {"fr": "pli {trick} : {card}", "en": "trick {trick}: {card}"},
        "one.language": {"fr": "bonjour"},
        "empty": {"fr": "", "en": "hello"},
        "dropped": {"fr": "pli {trick}", "en": "trick {trick}: {card}"},
    }) == ["one.language: languages ['fr']", "empty: empty in fr",
           "dropped: fields ['trick'] in French but ['card', 'trick'] in English"]


def _core_modules():
    return sorted((ROOT / "tarot_core").rglob("*.py"))


def test_every_key_the_core_names_exists():
    """``text("err.play.follow", …)`` and the like: a key written in full must be in MESSAGES."""
    _core_floors()
    missing = []
    for path in _core_modules():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("text", "text_count") and node.args
                    and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
                key = node.args[0].value
                known = key in MESSAGES or (node.func.id == "text_count" and f"{key}.one" in MESSAGES)
                if not known:
                    missing.append(f"{path.relative_to(ROOT).as_posix()}:{node.lineno}: {key}")
    assert missing == []


# --- 2. no accented word outside the catalogues -----------------------------------------------
def _is_word_char(ch: str) -> bool:
    if ch.isascii() or ch in MATH_LETTERS:
        return False
    return unicodedata.category(ch).startswith("L") or ch in QUOTES


def _documentation(tree: ast.AST) -> set[int]:
    """The string constants that only document: docstrings and other bare string statements."""
    return {id(node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str)}


def worded_literals(path: pathlib.Path) -> list[str]:
    """'file:line: text' for each string constant of *path* holding a word character beyond ASCII."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = _documentation(tree)
    rel = path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else str(path)
    return [f"{rel}:{node.lineno}: {node.value!r}" for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs
            and any(map(_is_word_char, node.value))]


def _checked_modules():
    for floor in ("tarot_core", "widgets"):
        for path in sorted((ROOT / floor).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel in CATALOGUES or any(rel == e or (e.endswith("/") and rel.startswith(e)) for e in NOT_YET_MOVED):
                continue
            yield path


def test_no_accented_word_outside_the_catalogues():
    found = [line for path in _checked_modules() for line in worded_literals(path)]
    assert not found, "words written outside a catalogue (move them to tarot_core/catalogue.py " \
                      "or widgets/labels.py):\n" + "\n".join(found)


def test_the_scan_sees_words_and_lets_symbols_docstrings_and_comments_pass(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text(
        '"""Module docstring: é is fine here."""\n'
        "def f():\n"
        '    """Docstring: à."""\n'
        "    # a comment: ç\n"
        '    a = "♠ ♥ ♦ ♣ ♤ ♡ ♢ ♧ → × − · Σ_a C(22,a)"\n'
        '    b = "Donne annulée"\n'
        '    c = f"{a} : « {b} »"\n'
        '    return "trèfle" if a else "Trump"\n', encoding="utf-8")
    assert worded_literals(sample) == [f"{sample}:6: 'Donne annulée'", f"{sample}:7: ' : « '",
                                       f"{sample}:7: ' »'", f"{sample}:8: 'trèfle'"]



# --------------------------------------------------------------------------- issue 21 item 5: cards in refusals
def test_a_refusal_names_the_card_as_the_game_log_does_with_its_code_in_brackets():
    """Issue 21 item 5: refusals said "T15 is illegal" / "T20 est interdite" while the game log says
    "Trump 15" / "Atout 15" (Card.name): a card in a sentence is now its name, its code in brackets."""
    from tarot_core.cards import mask_of, parse_card, parse_cards
    from tarot_core.errors import PlayError, TarotError
    from tarot_core.play import play_error
    e = play_error(mask_of(parse_cards("T5 T20 2H")), parse_cards("2S T15"), parse_card("T5"))
    assert isinstance(e, PlayError) and e.rule == "P4"
    assert e.detail("en") == ("Trump 5 (T5) is illegal: Trump 15 (T15) was already played and you hold a higher "
                              "trump, you must overtrump.")
    assert e.detail("fr") == ("Vous ne pouvez pas jouer Atout 5 (T5) : le pli contient déjà Atout 15 (T15) et vous "
                              "avez un atout plus fort, il faut monter.")
    assert TarotError("B2", "err.poignee.excuse_hides", card=parse_card("T1")).detail("en") == \
        "The Excuse is shown while Trump 1 (Petit, T1) stays hidden."
    assert TarotError("B1", "err.poignee.not_in_hand", card=parse_card("KH")).detail("fr") == \
        "La carte Roi de ♥ cœur (R♥) est montrée mais n'est pas dans la main."
    for code in ("T15", "KH", "EX", "T1"):
        card = parse_card(code)
        for lang in ("fr", "en"):
            assert TarotError("C1", "err.card.twice", card=card).detail(lang).count(card.name(lang)[:5]) == 1


def test_no_card_sentence_repeats_the_word_trump_or_agrees_with_a_feminine_card():
    """Every core message that takes {card}: with a trump's name in it, no 'the trump Trump 5' and no
    French adjective agreeing with « carte » right after a name that may be masculine (Roi, Atout)."""
    import re

    from tarot_core.cards import parse_card
    from tarot_core.errors import TarotError
    keys = [k for k, v in MESSAGES.items() if k.startswith("err.") and "{card}" in v["en"]]
    assert len(keys) >= 15
    for key in keys:
        params = {f: 1 for _, f, _, _ in string.Formatter().parse(MESSAGES[key]["en"]) if f and f != "card"}
        for lang, word in (("fr", "atout"), ("en", "trump")):
            said = TarotError("C1", key, card=parse_card("T5"), **params).detail(lang).lower()
            assert not re.search(rf"\b{word}s? {word} 5\b", said), (key, said)
            if lang == "fr":
                assert not re.search(r"(?<!la carte )atout 5 \(t5\) (est|a été) \w+e\b", said), (key, said)


# --- 5. one catalogue per floor (issue 23 §2) -------------------------------------------------------
#: The core's floors, each with the floors whose words it may use (DESIGN.md: the rules at the bottom,
#: analysis and render on them, the command line and the files on top).
CORE_FLOORS = {"rules": {"rules"}, "analysis": {"rules", "analysis"}, "render": {"rules", "render"},
               "io": {"rules", "analysis", "render", "io"}}


def _floor_of(path: pathlib.Path) -> str:
    rel = path.relative_to(ROOT / "tarot_core").parts
    return rel[0] if len(rel) > 1 else "rules"


def _named_keys(tree: ast.AST):
    """(line, key or key prefix) of each ``text("k", …)`` / ``text_count(f"k.{x}", …)`` call."""
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in ("text", "text_count") and node.args):
            first = node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                yield node.lineno, first.value
            elif (isinstance(first, ast.JoinedStr) and first.values and isinstance(first.values[0], ast.Constant)
                  and isinstance(first.values[0].value, str)):
                yield node.lineno, first.values[0].value


def _core_floors() -> dict[str, dict]:
    import tarot_core.analysis  # noqa: F401  (each package registers its floor's catalogue)
    import tarot_core.io  # noqa: F401
    import tarot_core.render  # noqa: F401
    from tarot_core.catalogue import FLOORS
    return dict(FLOORS)


def test_each_core_floor_has_its_own_catalogue_module():
    floors = _core_floors()
    assert sorted(floors) == ["analysis", "io", "render", "rules"]
    for floor in ("analysis", "io", "render"):
        module = importlib.import_module(f"tarot_core.{floor}.texts")
        assert module.TEXTS is floors[floor] and module.TEXTS, floor


def test_a_core_module_names_only_the_words_of_its_floor_and_those_below():
    """A rule module never needs a word that only an upper floor's import would register."""
    floors = _core_floors()
    wrong = []
    for path in _core_modules():
        if path.name == "texts.py" or path.name == "catalogue.py":
            continue
        allowed = CORE_FLOORS[_floor_of(path)]
        for line, key in _named_keys(ast.parse(path.read_text(encoding="utf-8"))):
            homes = {f for f, texts in floors.items() if any(k == key or k.startswith(key) for k in texts)}
            if homes and not homes & allowed:
                wrong.append(f"{path.relative_to(ROOT).as_posix()}:{line}: {key} lives in {sorted(homes)}")
    assert wrong == []


def test_each_namespace_lives_in_one_catalogue():
    """``odds.*`` is the analysis floor's, ``cli.*`` the command line's, ``desk.*`` the widgets',
    ``lesson.*`` the course's …: a first key segment is never shared by two catalogues."""
    from tarot_course.texts import TEXTS
    from widgets.labels import LABELS
    catalogues = {**{f"tarot_core:{f}": texts for f, texts in _core_floors().items()},
                  "widgets": LABELS, "course": TEXTS}
    homes: dict[str, set[str]] = {}
    for name, texts in catalogues.items():
        for key in texts:
            homes.setdefault(key.split(".")[0], set()).add(name)
    assert {space: sorted(h) for space, h in homes.items() if len(h) > 1} == {}


def test_the_side_names_are_worded_once():
    """The side names are the core's ``side.*`` texts: a widget or the course that names a side
    reads them (``common.short.*`` is the same entry), never writes them again."""
    from tarot_course.texts import TEXTS
    from widgets.labels import LABELS
    words = {k: v for k, v in MESSAGES.items() if k.startswith("side.")}
    again = [f"{key} = {core}" for key, texts in {**LABELS, **TEXTS}.items() for core, v in words.items()
             if texts == v and texts is not v]
    assert again == []
    assert LABELS["common.short.taker"] is MESSAGES["side.short.taker"]


def test_a_floor_cannot_take_a_key_of_another():
    from tarot_core.catalogue import register
    with pytest.raises(ValueError, match="repeats 1 key"):
        register("render", {"err.card.unknown": {"fr": "x", "en": "x"}})
