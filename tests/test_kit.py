"""The workshop kit (``tarot kit``, ``tarot_core.render.kit``; issue 24 §5).

Every figure of the printed pages is read back from the HTML and compared with the engine asked
independently: a table's deal is ``tarot deal --seed N``'s (D2, D3), each hand's count and bid are
``hand_count``'s, the bots' deal is refereed and its scores sum to zero (S4), the exercise answers
are the core's (C4 ``count_pairs``, P2–P5 ``legal_cards``) and sit on the answer key, not on the
exercise sheet; the filled scoresheet is the course's Scoresheet over the same seeded evening (G1,
G2), every row summing to zero (S4). The kit names no URL, escapes a player's name and the
catalogue's text, and refuses bad arguments with one line in the user's language.
"""
from __future__ import annotations

import importlib.util
import json
import os
import pathlib
import re
import shlex
import shutil
import subprocess

import pytest

from tarot_core.analysis.bots import BasicBot, play_deal
from tarot_core.analysis.handcount import hand_count
from tarot_core.catalogue import MESSAGES, format_number, text
from tarot_core.counting import count_pairs
from tarot_core.game import GameState
from tarot_core.io.cli import main
from tarot_core.io.session import Scoresheet
from tarot_core.play import legal_cards
from tarot_core.referee import referee
from tarot_core.render.kit import MAX_TABLES, kit_facts, kit_html, table_seeds

LANGS = ("fr", "en")
SEED, TABLES = 42, 3


# --- the page's DOM: tests/html_tree.py, shared with the handout's tests -------------------------
_spec = importlib.util.spec_from_file_location("html_tree", pathlib.Path(__file__).with_name("html_tree.py"))
html_tree = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(html_tree)
Node, dom = html_tree.Node, html_tree.dom


@pytest.fixture(scope="module", params=LANGS)
def kit(request):
    lang = request.param
    return lang, dom(kit_html(SEED, TABLES, lang))


def pages(root: Node, part: str) -> list[Node]:
    return root.find_all(data_part=part)


def cli(capsys, *args):
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def basic_bots():
    return [BasicBot() for _ in range(4)]


# --- 1. the tables' deals -------------------------------------------------------------------------
def test_A3_D4_the_tables_deals_are_the_first_seeds_played():
    """From the kit's seed up, a seed is a table's deal exactly when its deal is not cancelled (D4)
    and four basic bots do not all pass (A3); a petit sec is skipped."""
    seeds = table_seeds(SEED, 4)
    for s in range(SEED, seeds[-1] + 1):
        state = GameState.new(seed=s)
        played = state.phase != "cancelled" and play_deal(state, basic_bots()).phase == "done"
        assert (s in seeds) == played, s
    sec = next(s for s in range(10_000) if GameState.new(seed=s).phase == "cancelled")     # D4
    assert GameState.new(seed=sec).outcome().status == "cancelled" and sec not in table_seeds(sec, 1)


def test_D2_each_table_lays_out_the_cards_of_tarot_deal_for_its_seed(kit, capsys):
    lang, root = kit
    deals = pages(root, "deal")
    assert [int(p.attrs["data-seed"]) for p in deals] == table_seeds(SEED, TABLES)
    for page in deals:
        seed = page.attrs["data-seed"]
        code, out, _ = cli(capsys, "deal", "--seed", seed, "--json")
        record = json.loads(out)
        assert code == 0
        for seat in range(4):
            row = page.find_all(data_seat=str(seat))[0]
            assert [n.attrs["data-card"] for n in row.find_all(data_card=True)] == record["hands"][seat]
        chien = page.find_all(data_seat="chien")[0]
        assert [n.attrs["data-card"] for n in chien.find_all(data_card=True)] == record["chien"]
        code, out, _ = cli(capsys, "deal", "--seed", seed, "--lang", lang)        # the same names as on screen
        lines = out.splitlines()
        for seat in range(4):
            words = " ".join(page.find_all(data_seat=str(seat))[0].find_all(data_card=True)[i].text
                             for i in range(18))
            assert lines[seat].endswith(": " + words), (lines[seat], words)
        assert text("kit.dealer_mark", lang) in page.find_all(data_seat="0")[0].text     # D1: dealer seat 0


# --- 2. the answer keys ---------------------------------------------------------------------------
def test_A2_S4_each_answer_key_is_the_engine_s(kit):
    lang, root = kit
    keys = pages(root, "key")
    assert len(keys) == TABLES
    for key in keys:
        seed = int(key.attrs["data-seed"])
        state = GameState.new(seed=seed)
        for seat, hand in enumerate(state.dealt):                    # the published count and its bid
            row = key.find_all(data_seat=str(seat))[0]
            c = hand_count(hand)
            assert row.find_all(data_fig="count")[0].text == format_number(c.total, lang)
            bid = c.suggestion.label(lang) if c.suggestion else text("kit.pass", lang)
            assert row.find_all(data_fig="bid")[0].text == bid
        played = play_deal(GameState.new(seed=seed), basic_bots())
        out = played.outcome()
        assert out == referee(played.record())                        # refereed
        shown = [n.text for n in key.find_all(data_fig="score")]
        assert shown == [format_number(v, lang, signed=True) for v in out.scores]
        assert sum(out.scores) == 0 and out.scores[out.taker] == 3 * out.result.S         # S4
        steps = [n.text for n in key.iter() if n.tag == "li" and n.parent.tag == "ol"][:len(out.result.breakdown)]
        assert steps == [s.text(lang) for s in out.result.breakdown]


def test_C4_P2_exercise_answers_are_the_core_s_and_only_on_the_key(kit):
    lang, root = kit
    facts = kit_facts(SEED, TABLES, lang)
    sheets, keys = pages(root, "exercises"), pages(root, "key")
    for t, sheet, key in zip(facts["tables"], sheets, keys, strict=True):
        assert sheet.attrs["data-seed"] == key.attrs["data-seed"] == str(t["seed"])
        pile = count_pairs(t["count"]["cards"])
        assert t["count"]["points"] == pile.exact                                    # C4
        x = t["trick"]
        assert [c.code for c in legal_cards(x["hand"], x["played"])] == x["legal"]   # P2–P5
        assert set(x["illegal"]) == set(x["hand"]) - set(x["legal"])
        count_answer = key.find_all(data_fig="ex_count")[0].text
        assert count_answer == text("kit.key.count", lang, points=format_number(pile.exact, lang))
        legal = " ".join(n.text for n in key.find_all(data_fig="ex_trick")[0].iter() if n.tag == "b")
        assert sheet.find_all(data_fig=True) == []                                  # no answer on the sheet
        assert legal and text("kit.key.legal", lang) not in sheet.text and count_answer not in sheet.text
        assert f"S = {t['outcome']['S']}" not in sheet.text


def test_B1_a_deal_with_a_poignee_names_it_on_the_sheet():
    """A table whose bots show a poignée (B1): the score exercise names it as the catalogue does
    ('simple poignée'), and the key's score counts it (S3). Seed 1000's kit has such a table."""
    tables = kit_facts(1000, MAX_TABLES)["tables"]
    t = next(t for t in tables if t["outcome"]["poignees"])
    seat, size = t["outcome"]["poignees"][0]
    played = play_deal(GameState.new(seed=t["seed"]), basic_bots()).outcome()
    assert [(s, p.size) for s, p in played.poignees] == [(seat, size)]
    for lang in LANGS:
        sheet = [p for p in pages(dom(kit_html(t["seed"], 1, lang)), "exercises")][0]
        assert text("kit.ex.poignee", lang, seat=seat, poignee=text(f"poignee.{size}", lang)) in sheet.text


# --- 3. the scoresheets ---------------------------------------------------------------------------
def _evening(seed, names):
    sheet = Scoresheet(names)
    s = seed
    while not sheet.is_complete:                                                     # G1
        sheet.add_outcome(play_deal(GameState.new(seed=s, dealer=sheet.dealer), basic_bots()).outcome())
        s += 1
    return sheet


def test_S4_G1_G2_the_filled_sheet_is_the_course_s_scoresheet_each_row_summing_to_zero(kit):
    lang, root = kit
    names = [text("kit.player", lang, n=i + 1) for i in range(4)]
    sheet = _evening(SEED, names)
    page = pages(root, "filled_sheet")[0]
    rows = [r for r in page.find_all(data_row=True) if r.attrs["data-row"] != "totals"]
    assert len(rows) == len(sheet.rows())
    counted = 0
    for row, expected in zip(rows, sheet.rows(), strict=True):
        cells = [n.text for n in row.iter() if n.tag == "td"]
        assert cells[7:11] == [format_number(v, lang, signed=True) for v in expected["scores"]]
        assert sum(expected["scores"]) == 0 and row.find_all(data_fig="sum")[0].text == "0"      # S4
        counted += expected["counts"]
    assert counted == 8                                                                           # G1
    totals = [n.text for n in page.find_all(data_fig="total")]
    assert totals == [format_number(v, lang, signed=True) for v in sheet.totals.values()]
    assert sum(sheet.totals.values()) == 0
    first = sheet.ranking()[0]
    assert text("kit.sheet.place", lang, place=first[0], name=first[1],
                total=format_number(first[2], lang, signed=True)) in page.find_all(data_fig="ranking")[0].text  # G2


def test_G1_V10_the_blank_sheet_has_ten_rows_and_five_columns(kit):
    lang, root = kit
    page = pages(root, "blank_sheet")[0]
    rows = [n for n in page.iter() if n.tag == "tr"]
    assert len(rows) == 1 + 10                                  # V10: two deals per player at five
    assert len([n for n in rows[0].iter() if n.tag == "th"]) == 7 + 5 + 1
    assert all(n.text == "" for r in rows[1:] for n in r.iter() if n.tag == "td")


# --- 4. self-contained, escaped, print-ready --------------------------------------------------------
def test_no_external_reference_on_any_page():
    for lang in LANGS:
        page = kit_html(SEED, 2, lang)
        low = page.lower()
        assert "http" not in low and "url(" not in low and "@import" not in low and "//" not in low
        assert not re.search(r"<(script|link|img|iframe|object)\b", low)
        assert not re.search(r"""\b(src|href)\s*=""", low)
        assert page.count('<section class="page"') == 1 + 2 * 2 + 2 + 2


def test_a_player_name_is_escaped(capsys):
    bad = "<script>alert(1)</script>"
    page = kit_html(SEED, 1, "en", names=[bad, "Bob & co", "Cy", "Di"])
    assert "<script>" not in page and "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "Bob &amp; co" in page
    code, out, err = cli(capsys, "kit", "--seed", "42", "--tables", "1", "--names", f"{bad},B,C,D")
    assert (code, err) == (0, "") and "<script>" not in out and "&lt;script&gt;" in out


def test_catalogue_text_is_escaped(monkeypatch):
    monkeypatch.setitem(MESSAGES["kit.title"], "en", "<b>kit</b> & co")
    page = kit_html(SEED, 1, "en")
    assert "<b>kit</b>" not in page and "&lt;b&gt;kit&lt;/b&gt; &amp; co" in page


def test_the_python_api_refuses_bad_arguments():
    for bad in ("42", True, 4.0):
        with pytest.raises(TypeError):
            kit_html(bad, 1)
    with pytest.raises(ValueError):
        kit_html(-1, 1)
    with pytest.raises(ValueError):
        kit_html(1, MAX_TABLES + 1)
    with pytest.raises(ValueError, match="'fr' or 'en'"):
        kit_html(1, 1, "de")
    with pytest.raises(ValueError):
        kit_html(1, 1, "en", names=["A", "B"])


# --- 5. the command line ----------------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_cli_prints_the_kit(capsys, lang):
    code, out, err = cli(capsys, "kit", "--seed", "42", "--tables", "2", "--lang", lang)
    assert (code, err) == (0, "") and out == kit_html(42, 2, lang)
    code, out, _ = cli(capsys, "kit", "--seed", "42", "--tables", "2", "--json", "--lang", lang)
    assert code == 0 and json.loads(out) == json.loads(json.dumps(kit_facts(42, 2, lang)))


@pytest.mark.parametrize("args, field", [
    (("--seed", "-1"), "--seed"), (("--seed", "x"), "--seed"), (("--seed", "1", "--tables", "0"), "--tables"),
    (("--seed", "1", "--tables", str(MAX_TABLES + 1)), "--tables"), (("--seed", "1", "--names", "a,b"), "--names"),
    (("--seed", "1", "--names", "a,A,b,c"), "--names"), (("--seed", "1", "--lang", "de"), "--lang"),
    (("--tables", "3",), "--seed"),
])
def test_cli_bad_arguments_are_one_line_in_each_language(capsys, args, field):
    for lang in LANGS:
        extra = () if "--lang" in args else ("--lang", lang)
        code, out, err = cli(capsys, "kit", *args, *extra)
        assert code == 2 and out == "" and err.count("\n") == 1, err
        assert err.startswith(("tarot kit: ", "tarot kit : ")) and field in err, err
        if "--lang" not in args:
            assert ("tarot kit : " in err) == (lang == "fr"), err            # the user's language
        code, out, _ = cli(capsys, "kit", *args, *extra, "--json")
        assert code == 2 and json.loads(out)["error"]["field"] == field


def test_cli_help_in_french(capsys):
    code, out, _ = cli(capsys, "kit", "--help", "--lang", "fr")
    assert code == 0 and text("kit.help.names", "fr")[:30] in " ".join(out.split())


# --- 6. the instructors' guides: three evenings for thirty ---------------------------------------------
ROOT = pathlib.Path(__file__).resolve().parents[1]
GUIDES = {"en": ROOT / "lessons" / "INSTRUCTORS.md", "fr": ROOT / "lessons" / "INSTRUCTEURS.md"}
KIT_WORDS = {"en": "the kit", "fr": "le kit"}


def _section_one(lang: str) -> str:
    md = GUIDES[lang].read_text(encoding="utf-8")
    return md.split("\n## 1. ", 1)[1].split("\n## 2. ", 1)[0]


def _evenings(lang: str) -> list[list[list[str]]]:
    """The rows of each timed table of section 1, as cells (a table: a run of '| h:mm–h:mm |' rows)."""
    evenings: list[list[list[str]]] = []
    previous = None
    for line in _section_one(lang).splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("| ") and re.fullmatch(r"\d:\d\d–\d:\d\d", cells[0]):
            if previous is None:
                evenings.append([])
            evenings[-1].append(cells)
            previous = line
        else:
            previous = None
    return evenings


def _minutes(clock: str) -> int:
    h, m = clock.split(":")
    return 60 * int(h) + int(m)


@pytest.mark.parametrize("lang", LANGS)
def test_the_plan_gives_each_lesson_lesson_0_s_own_estimate(lang):
    """Issue 24 §5: the plan's slot for a lesson is the time lesson 0's table shows, one time in both
    languages: the longer of its two notebooks' estimates (tarot_course.timing.estimate_minutes);
    each evening runs from 0:00 to 3:00 without a gap and ends at the tables with the kit; lessons 0
    to 11 come once each, in order."""
    from tarot_course.timing import estimate_minutes

    def minutes(n: int) -> int:
        return max(estimate_minutes(next((ROOT / "lessons" / twin).glob(f"{n:02d}_*.ipynb"))) for twin in LANGS)
    evenings = _evenings(lang)
    assert len(evenings) == 3
    lessons = []
    for rows in evenings:
        spans = [tuple(_minutes(t) for t in row[0].split("–")) for row in rows]
        assert spans[0][0] == 0 and spans[-1][1] == 180, spans                     # three hours
        assert all(a[1] == b[0] for a, b in zip(spans, spans[1:], strict=False)), spans   # no gap, no overlap
        assert rows[-1][2].startswith(KIT_WORDS[lang]), rows[-1]                   # real cards to end the evening
        for row, (start, end) in zip(rows, spans, strict=True):
            m = re.match(r"(\d+) · ", row[2])
            if m:
                n = int(m[1])
                assert end - start == minutes(n), (lang, n, end - start, minutes(n))
                lessons.append(n)
    assert lessons == list(range(12))


def test_both_guides_give_the_same_plan():
    """The same slots, lessons, kit segments and rule IDs in both languages."""
    def plan(lang):
        def what(cell):
            m = re.match(r"(\d+) · ", cell)
            return int(m[1]) if m else "kit" if cell.startswith(KIT_WORDS[lang]) else cell
        rules = {"tout ce qui précède": "all of the above"}
        return [[(row[0], what(row[2]), rules.get(row[3], row[3])) for row in rows] for rows in _evenings(lang)]
    assert plan("en") == plan("fr")


@pytest.mark.parametrize("lang", LANGS)
def test_V10_the_seating_plan_seats_everybody(lang):
    """4, 7, 11 and 30 people: the tables add up to the room, each of 3 to 6 (V1, V10: five or six
    play four-player deals with the dealer — at six and the player opposite — sitting out); thirty
    make seven tables; a table of three only in a room too small for three tables of five."""
    rows = {}
    for line in _section_one(lang).splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("| ") and cells[0].isdigit() and re.fullmatch(r"\d( · \d)*", cells[1]):
            rows[int(cells[0])] = [int(x) for x in cells[1].split(" · ")]
    assert set(rows) == {4, 7, 11, 30}
    for people, tables in rows.items():
        assert sum(tables) == people and set(tables) <= {3, 4, 5, 6}, (people, tables)
        assert 3 not in tables or people < 15
    assert len(rows[30]) == 7 and rows[30].count(5) == 2


@pytest.mark.parametrize("lang", LANGS)
def test_section_7_names_every_marimo_app(lang):
    md = GUIDES[lang].read_text(encoding="utf-8")
    section = md.split("\n## 7. ", 1)[1].split("\n## 8. ", 1)[0]
    apps = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "lessons" / "marimo").glob("*.py"))
    assert apps and [a for a in apps if f".venv/bin/marimo run {a}" not in section] == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_guide_s_kit_commands_make_the_kit(lang, capsys):
    """The guide's `tarot kit …` lines give the kit_html of their own arguments (the other guide
    test runs every command; this one checks what they print)."""
    md = GUIDES[lang].read_text(encoding="utf-8")
    lines = [shlex.split(line, comments=True) for line in re.findall(r"^tarot kit .*$", md, flags=re.M)]
    assert len(lines) == 3
    for words in lines:
        args = words[1:words.index(">")]
        code, out, err = cli(capsys, *args)
        seed, tables = int(args[args.index("--seed") + 1]), int(args[args.index("--tables") + 1])
        names = args[args.index("--names") + 1].split(",") if "--names" in args else None
        assert (code, err) == (0, "") and out == kit_html(seed, tables, args[args.index("--lang") + 1], names)


# --- 7. each part prints on one A4 page (Chromium) -------------------------------------------------------
CHROMIUM = os.environ.get("CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"


@pytest.mark.slow
@pytest.mark.skipif(not os.access(CHROMIUM, os.X_OK), reason="no Chromium to print with")
def test_each_part_prints_on_one_a4_page(tmp_path):
    """A cover, two pages per table, a key per table and two sheets: as many A4 pages as parts, so no
    part runs over its page (names at their longest, French words)."""
    for lang in LANGS:
        page = kit_html(SEED, 2, lang, names=["W" * 30, "Bob", "Cy", "Di"])
        src, pdf = tmp_path / f"{lang}.html", tmp_path / f"{lang}.pdf"
        src.write_text(page, encoding="utf-8")
        subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                        "--disable-background-networking", f"--user-data-dir={tmp_path / 'profile'}",
                        "--no-pdf-header-footer", f"--print-to-pdf={pdf}", src.as_uri()],
                       check=True, capture_output=True, timeout=180)
        data = pdf.read_bytes()
        assert len(re.findall(rb"/Type\s*/Page(?![A-Za-z])", data)) == page.count('<section class="page"') == 9, lang
        box = re.search(rb"/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]", data)
        assert box and (round(float(box[1])), round(float(box[2]))) == (595, 842), box     # A4 in points
