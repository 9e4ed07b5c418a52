"""The printable handout (``tarot handout``, ``tarot_core.render.handout``) and the instructors' guides.

The handout's figures are read back from its HTML and compared with the core *and* with the
values RULES.md states (C3: 91; S1: 56/51/41/36; A2: ×1/×2/×4/×6; B1: 10/13/15 for 20/30/40;
B5: 10 × multiplier; B7/B8: +400/+200/−200, −200; S5: S = 64, taker +192): if either drifted,
a test fails. The page must be self-contained (no URL at all), escape the catalogue's text, and
print on one A4 page in Chromium (slow; skipped only when Chromium is absent).

The guides (``lessons/INSTRUCTORS.md``, ``lessons/INSTRUCTEURS.md``): every ``tarot …`` command
of their code blocks runs and exits 0; every lesson section they point to exists in that
lesson; the widget words and the seed variable they quote are the course's own.
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
import sys

import pytest

from tarot_core import scoring as _scoring, table as _tables
from tarot_core.auction import Contract
from tarot_core.call import callable_cards, first_trick_legal_cards
from tarot_core.cards import DECK, parse_cards
from tarot_core.catalogue import MESSAGES, RULES, format_number, text
from tarot_core.errors import DealError, notation
from tarot_core.io.cli import main
from tarot_core.play import illegal_reasons, legal_cards
from tarot_core.render import svg
from tarot_core.render.handout import CALL_HANDS, TRICK_EXAMPLE, handout_facts, handout_html
from tarot_core.scoring import POIGNEE_BONUS, TARGETS, score_facts, score_shares, slam_bonus
from tarot_core.table import TABLE, THREE_PLAYERS, table_for

ROOT = pathlib.Path(__file__).resolve().parents[1]
LANGS = ("fr", "en")
GUIDES = {"en": ROOT / "lessons" / "INSTRUCTORS.md", "fr": ROOT / "lessons" / "INSTRUCTEURS.md"}
LESSON_DIRS = {"en": ROOT / "lessons" / "en", "fr": ROOT / "lessons" / "fr"}


# --- a small DOM of the page (html.parser, standard library): tests/html_tree.py, shared with the kit's tests
_spec = importlib.util.spec_from_file_location("html_tree", pathlib.Path(__file__).with_name("html_tree.py"))
html_tree = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(html_tree)
Node, dom = html_tree.Node, html_tree.dom


def plain(node: Node) -> str:
    """The text of *node* without the cards' own words (the <svg> titles and corners)."""
    return "".join(p if isinstance(p, str) else "" if p.tag == "svg" else plain(p) for p in node.parts)


def one(root: Node, **attrs) -> Node:
    found = root.find_all(**attrs)
    assert len(found) == 1, (attrs, len(found))
    return found[0]


@pytest.fixture(scope="module", params=LANGS)
def page(request):
    lang = request.param
    return lang, dom(handout_html(lang))


# --- 1. every figure agrees with the core and with RULES.md ---------------------------------------
def test_card_values_one_row_per_kind_C3(page):
    """C3: bout or king 4.5, queen 3.5, cavalier 2.5, jack 1.5, any other 0.5 — a card of each kind drawn."""
    lang, root = page
    stated = {"bout": 4.5, "king": 4.5, "queen": 3.5, "cavalier": 2.5, "jack": 1.5, "low": 0.5}     # C3
    rows = root.find_all(data_kind=True)
    assert [r.attrs["data-kind"] for r in rows] == list(stated)
    assert {r.attrs["data-kind"] for r in rows} == {c.kind for c in DECK}        # every kind the core knows
    for row in rows:
        kind = row.attrs["data-kind"]
        drawn = parse_cards([s.attrs["data-card"] for s in row.find_all(data_card=True)])
        assert drawn and all(c.kind == kind and c.points == stated[kind] for c in drawn), kind
        assert plain(one(row, data_fig="points")) == format_number(stated[kind], lang)
    bouts = [s.attrs["data-card"] for s in one(root, data_kind="bout").find_all(data_card=True)]
    assert sorted(bouts) == ["EX", "T1", "T21"]                                  # C2: the three bouts


def test_the_pack_totals_91_C3_C4(page):
    lang, root = page
    totals = [plain(n) for n in root.find_all(data_fig="total")]
    assert totals == [format_number(91, lang)] * 2                               # C3: 91; C4: taker + defence = 91
    assert sum(c.points for c in DECK) == 91


def test_counting_in_pairs_C4(page):
    """C4: bout/king + low = 5, queen + low = 4, cavalier + low = 3, jack + low = 2, two lows = 1;
    king + queen = 5 + 4 − 1 = 8."""
    lang, root = page
    pairs = root.find_all(data_fig="pair")
    assert [float(p.attrs["data-value"]) for p in pairs] == [5, 4, 3, 2, 1]
    kinds = ("king", "queen", "cavalier", "jack", "low")
    for p, kind, value in zip(pairs, kinds, (5, 4, 3, 2, 1), strict=True):
        low = text("card.kind.low", lang)
        assert plain(p) == f"{text('card.kind.' + kind, lang)} + {low} = {format_number(value, lang)}"
    high = one(root, data_fig="high_pair")
    assert float(high.attrs["data-value"]) == 8
    assert plain(high).endswith(f"{format_number(5, lang)} + {format_number(4, lang)} − 1 = {format_number(8, lang)}.")


def test_targets_row_equals_TARGETS_S1(page):
    lang, root = page
    shown = {int(n.attrs["data-bouts"]): plain(n) for n in root.find_all(data_fig="target")}
    assert shown == {b: format_number(t, lang) for b, t in TARGETS.items()}
    assert TARGETS == {0: 56, 1: 51, 2: 41, 3: 36}                               # S1
    assert [plain(n) for n in root.find_all(data_fig="bouts")] == [format_number(b, lang) for b in range(4)]


def test_contracts_multipliers_chien_and_petit_au_bout_A2_E1_E3_B5(page):
    lang, root = page
    stated = {"prise": 1, "garde": 2, "garde-sans": 4, "garde-contre": 6}         # A2
    chien = {"prise": ("E1", "shown.taker"), "garde": ("E1", "shown.taker"),        # E1, E3
             "garde-sans": ("E3", "unseen.taker"), "garde-contre": ("E3", "unseen.defence")}
    rows = root.find_all(data_contract=True)
    assert [r.attrs["data-contract"] for r in rows] == [c.code for c in Contract] == list(stated)
    for row in rows:
        code = row.attrs["data-contract"]
        assert plain(one(row, data_fig="multiplier")) == "×" + format_number(stated[code], lang)
        assert plain(one(row, data_fig="pab")) == format_number(10 * stated[code], lang)   # B5: 10 × multiplier
        rule, key = chien[code]
        assert rule + text("handout.chien." + key, lang) in plain(row)


def test_formula_and_worked_example_S3_S5(page):
    lang, root = page
    assert plain(one(root, data_fig="formula")) == text("handout.formula", lang, base=format_number(25, lang),
                                                         pab=format_number(10, lang))     # S3: 25, ± 10
    r = score_facts("garde", 48, 2, petit_au_bout="defence", poignees=["simple"])         # S5's facts
    assert (r.S, r.taker_score, r.defender_score) == (64, 192, -64)                          # S5
    example = one(root, data_fig="example")
    assert int(example.attrs["data-s"]) == r.S
    lines = [plain(n) for n in example.iter() if n.tag == "li"]
    assert lines == [s.rule + s.body(lang) for s in r.breakdown]
    assert format_number(192, lang, signed=True) in lines[-1] and format_number(-64, lang) in lines[-1]
    assert f"{format_number(3, lang)} × S" in plain(root)                                    # S4: the taker 3 × S


def test_bonuses_poignee_petit_au_bout_slam_B1_B5_B7_B8(page):
    lang, root = page
    rows = root.find_all(data_poignee=True)
    assert [plain(one(r, data_fig="trumps")) for r in rows] == [format_number(n, lang) for n in (10, 13, 15)]   # B1
    assert [plain(one(r, data_fig="bonus")) for r in rows] == [format_number(n, lang) for n in (20, 30, 40)]    # B1
    assert TABLE.poignee_sizes == (10, 13, 15) and [POIGNEE_BONUS[n] for n in (10, 13, 15)] == [20, 30, 40]
    slam = {r.attrs["data-slam"]: plain(one(r, data_fig="slam")) for r in root.find_all(data_slam=True)}
    assert slam == {"announced_made": format_number(400, lang, signed=True),            # B7
                    "made": format_number(200, lang, signed=True),
                    "announced_failed": format_number(-200, lang, signed=True)}
    assert (slam_bonus(True, "taker")[0], slam_bonus(False, "taker")[0], slam_bonus(True, None)[0]) == (400, 200, -200)
    defence = plain(one(root, data_fig="defence_slam"))                                  # B8: −200 in S
    for v in (-200, 200, -600):
        assert format_number(v, lang, signed=True) in defence
    assert text("handout.pab", lang, pab=format_number(10, lang)) in plain(one(root, data_fig="pab_rule"))   # B5


def test_example_trick_shows_the_core_legal_cards_P3_P4_X1(page):
    lang, root = page
    hand, trick = TRICK_EXAMPLE
    legal = legal_cards(hand, trick)
    assert [c.code for c in legal] == ["T12", "EX"]                  # P3 (void in ♥: trump), P4 (above T8), X1
    assert plain(one(root, data_fig="legal")) == ", ".join(notation(c, lang) for c in legal)
    drawn = one(root, data_fig="trick").find_all(data_card=True)
    disabled = {s.attrs["data-card"] for s in drawn if s.attrs["data-disabled"] == "true"}
    assert disabled == {c.code for c in illegal_reasons(hand, trick)} == {"KS", "T5"}


def test_P5_says_throw_off_as_the_lessons_do():
    """Issue 24 §4: the page's P5 line keeps the lessons' word (lesson 4: "you **throw off** a card";
    lesson 0's glossary: se défausser = to throw off, "not the taker's discard"), not "(discard)", the
    taker's E1 word. The English line, exactly as the four-player page prints it."""
    items = [plain(n) for n in dom(handout_html("en")).iter() if n.tag == "li"]
    assert "P5Neither the suit nor a trump: play any card (throw off)" in items
    assert not any("(discard)" in i for i in items)


def test_every_rule_id_on_the_page_exists(page):
    _, root = page
    badges = [plain(n) for n in root.iter() if n.attrs.get("class") == "r"]
    ids = [part for b in badges for part in b.split("–")]
    assert len(badges) > 30 and set(ids) <= set(RULES), set(ids) - set(RULES)


# --- 2. languages, self-contained, escaped --------------------------------------------------------
def test_each_language_writes_its_own_page():
    fr, en = handout_html("fr"), handout_html("en")
    assert '<html lang="fr">' in fr and '<html lang="en">' in en
    for lang, page in (("fr", fr), ("en", en)):
        assert f"<title>{text('handout.title', lang)}</title><style>" in page
    assert ">4,5<" in fr and ">4.5<" in en                          # format_number: a decimal comma in French
    assert handout_html("fr") == fr                                  # the same page every time


def test_no_external_reference():
    for lang in LANGS:
        for four in (False, True):
            page = handout_html(lang, four_colour=four)
            low = page.lower()
            assert "http" not in low and "url(" not in low and "@import" not in low
            assert not re.search(r"<(script|link|img|iframe|object)\b", low)
            assert not re.search(r"""\b(src|href)\s*=\s*["']?[^"'\s>]*//""", low)


def test_catalogue_text_is_escaped(monkeypatch):
    monkeypatch.setitem(MESSAGES["handout.title"], "en", "<script>alert(1)</script> & co")
    monkeypatch.setitem(MESSAGES["card.kind.king"], "en", "<b>king</b>")
    page = handout_html("en")
    assert "<script>" not in page and "<b>king</b>" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt; &amp; co" in page and "&lt;b&gt;king&lt;/b&gt;" in page


def test_four_colour_draws_the_four_colour_pack():
    assert svg.FOUR_COLOUR["C"] in handout_html("en", four_colour=True)
    assert svg.FOUR_COLOUR["C"] not in handout_html("en")


def test_bad_arguments_are_refused():
    with pytest.raises(ValueError, match="'fr' or 'en'"):
        handout_html("de")
    with pytest.raises(TypeError):
        handout_html("en", four_colour="yes")


# --- 3. the command line ------------------------------------------------------------------------------
def run(capsys, *args):
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize("lang", LANGS)
def test_cli_prints_the_page(capsys, lang):
    code, out, err = run(capsys, "handout", "--lang", lang)
    assert (code, err) == (0, "") and out == handout_html(lang)
    code, out, _ = run(capsys, "handout", "--lang", lang, "--four-colour")
    assert code == 0 and out == handout_html(lang, four_colour=True)


def test_cli_json_gives_the_figures(capsys):
    code, out, _ = run(capsys, "handout", "--json", "--lang", "fr")
    data = json.loads(out)
    assert code == 0 and data == json.loads(json.dumps(handout_facts("fr")))
    assert data["example"]["breakdown"][0]["text"] == "S1 : 2 bouts → objectif 41 points."     # S5, in French
    assert (data["total"], data["targets"], data["example"]["S"], data["base"], data["petit_au_bout"]) == \
        (91, {"0": 56, "1": 51, "2": 41, "3": 36}, 64, 25, 10)


def test_cli_bad_lang_is_one_line(capsys):
    code, out, err = run(capsys, "handout", "--lang", "de")
    assert code == 2 and out == "" and err.count("\n") == 1
    assert err.startswith("tarot handout: --lang") and "'de'" in err
    code, out, _ = run(capsys, "handout", "--lang", "de", "--json")
    assert code == 2 and json.loads(out)["error"]["field"] == "--lang"


def test_cli_help_in_french(capsys):
    code, out, _ = run(capsys, "handout", "--help", "--lang", "fr")
    assert code == 0 and text("handout.help.four_colour", "fr") in out


# --- 4. the page prints on one A4 sheet (Chromium) ------------------------------------------------------
CHROMIUM = os.environ.get("CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"


def pdf_pages(pdf: bytes) -> int:
    """The number of page objects of a PDF (``/Type /Page``, not ``/Pages``)."""
    return len(re.findall(rb"/Type\s*/Page(?![A-Za-z])", pdf))


def print_to_pdf(html: str, folder: pathlib.Path, name: str) -> bytes:
    src, pdf = folder / f"{name}.html", folder / f"{name}.pdf"
    src.write_text(html, encoding="utf-8")
    subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                    "--disable-background-networking", f"--user-data-dir={folder / 'profile'}",
                    "--no-pdf-header-footer", f"--print-to-pdf={pdf}", src.as_uri()],
                   check=True, capture_output=True, timeout=180)
    return pdf.read_bytes()


@pytest.mark.slow
@pytest.mark.skipif(not os.access(CHROMIUM, os.X_OK), reason="no Chromium to print with")
def test_the_page_prints_on_one_a4_sheet(tmp_path):
    for lang in LANGS:
        pdf = print_to_pdf(handout_html(lang, four_colour=lang == "fr"), tmp_path, lang)
        assert pdf_pages(pdf) == 1, lang
        box = re.search(rb"/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]", pdf)
        assert box and (round(float(box[1])), round(float(box[2]))) == (595, 842), box     # A4 in points
    # the counter can see more than one page: the same page with its body said three times
    long = handout_html("en").replace("<main>", "<main>" + "<p>x</p>" * 400, 1)
    assert pdf_pages(print_to_pdf(long, tmp_path, "long")) > 1


# --- 5. the instructors' guides ----------------------------------------------------------------------------
def code_blocks(md: str, kind: str) -> list[str]:
    return re.findall(rf"^ *```{kind}\n(.*?)^ *```", md, flags=re.M | re.S)


def tarot_commands(md: str) -> list[list[str]]:
    """The ``tarot …`` lines of the guide's bash blocks, as argument lists (comments dropped)."""
    found = []
    for block in code_blocks(md, "bash"):
        for line in block.splitlines():
            words = shlex.split(line, comments=True)
            if words and words[0] == "tarot":
                found.append(words[1:])
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_every_tarot_command_of_the_guide_runs(lang, tmp_path, monkeypatch, capsys):
    """Each ``tarot …`` line of the guide, run by the command line's ``main`` in an empty folder
    (its case file written from the guide's ``tarot-case 1`` block): exit 0 and some output."""
    md = GUIDES[lang].read_text(encoding="utf-8")
    case = next(b for b in code_blocks(md, "text") if b.startswith("tarot-case 1\n"))
    commands = tarot_commands(md)
    assert {c[0] for c in commands} >= {"deal", "match", "handout", "case", "rules"}
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("TAROT_LANG", raising=False)
    for args in commands:
        output = None
        if ">" in args:
            i = args.index(">")
            args, output = args[:i], tmp_path / args[i + 1]
        if args[0] == "case":
            (tmp_path / args[1]).write_text(case, encoding="utf-8")
        code, out, err = run(capsys, *args)
        assert code == 0, (args, err)
        assert out.strip(), args
        if output is not None:
            output.write_text(out, encoding="utf-8")
        if args[0] == "handout":
            asked = args[args.index("--lang") + 1]
            assert out == handout_html(asked, four_colour="--four-colour" in args)
        if args[0] == "case":                    # the guide says: X6 (R3), and the taker's own Petit by B6
            assert all(f"{r} " in out or f"{r}:" in out for r in ("X6", "B6", "R3")), out
            assert not any(line.startswith("R5") for line in out.splitlines()), out   # FFT, not the ruling R5


@pytest.mark.parametrize("lang", LANGS)
def test_the_scripts_and_apps_the_guide_names_exist(lang):
    md = GUIDES[lang].read_text(encoding="utf-8")
    paths = set(re.findall(r"\b((?:scripts|lessons/marimo)/[\w./-]+\.(?:sh|py))\b", md))
    assert {"scripts/course.sh", "scripts/lite.sh", "lessons/marimo/practice_table.py",
            "lessons/marimo/rules_desk.py"} <= paths
    assert [p for p in paths if not (ROOT / p).is_file()] == []
    if "--fr" in md:                                               # course.sh's own option, the rest go to jupyter lab
        assert "--fr)" in (ROOT / "scripts" / "course.sh").read_text(encoding="utf-8")
    if ".venv/bin/marimo run" in md:                               # the apps' runner comes with the course
        assert (pathlib.Path(sys.executable).parent / "marimo").exists()
    for target in re.findall(r"\]\(([^)#]+)\)", md):                 # its links, relative to lessons/
        assert (GUIDES[lang].parent / target).exists(), target


def _headings(lesson: pathlib.Path) -> list[str]:
    nb = json.loads(lesson.read_text(encoding="utf-8"))
    out = []
    for cell in nb["cells"]:
        if cell["cell_type"] == "markdown":
            for line in "".join(cell["source"]).splitlines():
                if line.startswith("#"):
                    out.append(re.sub(r"^#+\s*(\d+\s*·\s*)?", "", line).strip())
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_the_lesson_sections_the_guide_points_to_exist(lang):
    """'lesson 4 · *Even over your partner*': lesson 4 of that language has a heading starting so."""
    md = GUIDES[lang].read_text(encoding="utf-8")
    word = {"en": "lesson", "fr": "leçon"}[lang]
    cited = []
    for row in (line for line in md.splitlines() if line.startswith("|")):
        for cell in row.split("|"):
            cell = re.sub(rf"\b{word} (?=\d+ · )", "", cell.strip())
            for number, rest in re.findall(r"(?:^|[;,] )(\d+) · ((?:(?!(?:^|[;,] )\d+ · ).)*)", cell):
                for title in re.findall(r"\*([^*]+)\*", rest):
                    cited.append((int(number), title))
    assert len(cited) >= 30
    missing = []
    for number, title in cited:
        lesson = next(LESSON_DIRS[lang].glob(f"{number:02d}_*.ipynb"))
        if not any(h.startswith(title) for h in _headings(lesson)):
            missing.append((number, title))
    assert missing == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_guide_quotes_the_course_own_words(lang, monkeypatch):
    """The buttons, the seed sentence and the seed variable, as the widgets and lessons write them."""
    from tarot_course.seed import ENV_SEED, lesson_seed
    from tarot_course.texts import say as label
    md = " ".join(GUIDES[lang].read_text(encoding="utf-8").split())      # a phrase may wrap
    for key in ("practice.seed", "practice.deal", "practice.new_deal", "practice.duplicate", "sheet.export",
                "desk.share.make", "desk.share.paste"):
        assert f"**{label(key, lang)}**" in md, key
    assert f"*{label('lesson.seed_fixed', lang, seed=42).rstrip('.')}*" in md
    magic = next(b for b in code_blocks(GUIDES[lang].read_text(encoding="utf-8"), "python") if b.startswith("%env"))
    name, value = magic.split()[1].split("=")
    assert name == ENV_SEED and f"{ENV_SEED}={value} bash scripts/course.sh" in md
    monkeypatch.setenv(name, value)                                  # what %env does, then the lesson's first cell
    assert lesson_seed() == int(value)


def test_the_readme_points_to_both_guides_and_the_handout():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## For instructors", 1)[1].split("\n## ", 1)[0]
    assert "(lessons/INSTRUCTORS.md)" in section and "(lessons/INSTRUCTEURS.md)" in section
    assert "tarot handout --lang" in section and "--four-colour" in section


def test_the_slam_note_names_R4_as_a_ruling_and_the_announcement_after_the_discard():
    """Issue 24 §1: "Only the taker announces a slam" is ruling R4 (no source decides), labelled
    so; B7: a slam is announced after the auction *and the discard*, before the first card."""
    import html

    from tarot_core.render.handout import handout_html
    for lang, ruling, after in (("en", "ruling R4", "after the discard"), ("fr", "décision R4", "après l'écart")):
        page = handout_html(lang)
        note = html.unescape(next(p for p in page.split("<p") if "R4</span>" in p))
        assert '<span class="r"' in note and ">B7</span>" in note, note
        assert ruling in note and after in note, note


# --- 6. the page at three and five players (issue 25: `tarot handout --players 3|5`) ------------------
# Each figure is read back from the page and compared with the core's table (tarot_core.table), its
# functions (call.callable_cards, call.first_trick_legal_cards, scoring.score_shares) and with the
# values RULES.md states: V1 (24 by 4 + 6; 15 by 3 + 3), V2, V3 (13/15/18; 8/10/13), V9, V11.
TABLE_CASES = [(lang, n) for n in (3, 5) for lang in LANGS]


@pytest.fixture(scope="module", params=TABLE_CASES, ids=lambda c: f"{c[1]}p-{c[0]}")
def table_page(request):
    lang, n = request.param
    return lang, n, dom(handout_html(lang, players=n))


def test_four_players_is_the_page_as_it_was(capsys):
    """--players 4 (and no --players) is today's page, byte for byte, with none of the table parts."""
    for lang in LANGS:
        page = handout_html(lang)
        assert handout_html(lang, players=4) == page
        assert handout_html(lang, four_colour=True, players=4) == handout_html(lang, four_colour=True)
        for part in ("table", "call", "first"):
            assert f'data-part="{part}"' not in page
        assert "font-size: 7.8pt" not in page and text("handout.title", lang) in page
        assert run(capsys, "handout", "--lang", lang, "--players", "4") == (0, page, "")
        assert run(capsys, "handout", "--lang", lang) == (0, page, "")
    assert "table" not in handout_facts("en") and handout_facts("en", 4) == handout_facts("en")


def test_table_page_deal_and_tricks_V1_V2(table_page):
    lang, n, root = table_page
    t = table_for(n)
    expected = {3: (24, 4, 6, 78, 6, 24), 5: (15, 3, 3, 78, 3, 15)}[n]                 # V1, V2
    assert (t.hand_size, t.packet, t.chien_size, t.n_cards, t.discard_size, t.n_tricks) == expected
    fmt = {k: format_number(v, lang) for k, v in zip(("hand", "packet", "chien", "cards"), expected)}
    assert plain(one(root, data_fig="deal")).endswith(text("handout.table.deal", lang, n=format_number(n, lang), **fmt))
    assert plain(one(root, data_fig="play")).endswith(text("handout.table.play", lang, discard=fmt["chien"],
                                                           tricks=format_number(expected[5], lang),
                                                           size=format_number(n, lang)))
    assert text("handout.title.table", lang, n=format_number(n, lang)) in plain(root)


def test_table_page_poignees_V3(table_page):
    lang, n, root = table_page
    rows = one(root, data_part="bonuses").find_all(data_poignee=True)
    sizes = {3: (13, 15, 18), 5: (8, 10, 13)}[n]                                       # V3
    assert table_for(n).poignee_sizes == sizes
    assert [r.attrs["data-poignee"] for r in rows] == ["simple", "double", "triple"]
    assert [plain(one(r, data_fig="trumps")) for r in rows] == [format_number(s, lang) for s in sizes]
    assert [plain(one(r, data_fig="bonus")) for r in rows] == [format_number(b, lang) for b in (20, 30, 40)]
    assert [plain(r.children[0]) for r in rows] == [text(f"poignee.{k}", lang) for k in (10, 13, 15)]   # named by kind


def test_table_page_split_V9(table_page):
    lang, n, root = table_page
    shares = one(root, data_fig="shares")
    cells = {(r.attrs["data-seat"], c.attrs["data-alone"]): plain(c)
             for r in shares.find_all(data_seat=True) for c in r.find_all(data_fig="share")}

    def k(x):
        return "—" if x is None else text("handout.share", lang, k=format_number(x, lang))
    want = {("taker", "false"): 2, ("defender", "false"): -1}                          # V9
    if n == 5:
        want.update({("partner", "false"): 1, ("taker", "true"): 4, ("partner", "true"): None,
                     ("defender", "true"): -1})
    assert cells == {key: k(v) for key, v in want.items()}
    core = [score_shares(n)] + ([score_shares(n, alone=True)] if n == 5 else [])
    assert [(s.taker, s.partner, s.defender) for s in core] == \
        [(want[("taker", a)], want.get(("partner", a)), want[("defender", a)]) for a in ("false", "true")[:len(core)]]


def test_table_page_worked_example_V11(table_page):
    """V11: three players, Garde, 50½ with 2 bouts: S = 70, taker +140, each −70; five players,
    Prise, 38 with 3 bouts: S = 27, taker +54, partner +27, each −27; alone +108, each −27."""
    lang, n, root = table_page
    example = one(root, data_fig="example")
    lines = [plain(li) for li in example.iter() if li.tag == "li"]
    S = int(example.attrs["data-s"])

    def signed(v):
        return format_number(v, lang, signed=True)
    if n == 3:
        assert S == 70 and lines[0].startswith("S1") and lines[-1].startswith("V9")
        assert format_number(50.5, lang) in lines[1] and f"{format_number(10, lang)}." in lines[1]      # margin 9½ → 10
        assert signed(140) in lines[-1] and signed(-70) in lines[-1]
        assert not root.find_all(data_fig="alone")
    else:
        assert S == 27 and signed(54) in lines[-1] and signed(27) in lines[-1] and signed(-27) in lines[-1]
        alone = plain(one(root, data_fig="alone"))
        assert signed(108) in alone and signed(-27) in alone and "V9" in alone
        failed = one(root, data_fig="failed")                # V11, V8: Garde, 40½ with 2 bouts, failed by 1
        line = plain(failed)
        assert int(failed.attrs["data-s"]) == -52 and format_number(40.5, lang) in line
        assert f"{format_number(1, lang)}." in line.split("S2")[1].split("V9")[0]                  # margin ½ → 1
        for v in (-104, -52, 52):
            assert format_number(v, lang, signed=v > 0) in line, v
    facts = handout_facts(lang, n)["example"]
    assert facts["S"] == S and [s["rule"] for s in facts["breakdown"]] == ["S1", "S2", "S3", "A2", "S3", "V9"]
    assert [(s["taker"], s["partner"], s["defender"]) for s in facts["scores"]] == \
        {3: [(140, None, -70)], 5: [(54, 27, -27), (108, None, -27)]}[n]
    if n == 5:
        f = facts["failed"]
        assert (f["made"], f["margin"], f["S"]) == (False, 1, -52)
        assert (f["taker"], f["partner"], f["defender"]) == (-104, -52, 52)
    else:
        assert "failed" not in facts


def test_table_page_the_call_V4_R8_and_the_first_trick_V6(table_page):
    lang, n, root = table_page
    if n == 3:
        assert not root.find_all(data_part="call") and not root.find_all(data_part="first")
        assert root.find_all(data_part="pairs")                       # room for C4's tips at three
        return
    rows = one(root, data_part="call").find_all(data_call=True)
    assert [int(one(r, data_fig="may_call").attrs["data-count"]) for r in rows] == [4, 8, 12, 16]   # V4, R8
    assert [len(callable_cards(h)) for h in CALL_HANDS] == [4, 8, 12, 16]
    kinds = [plain(one(r, data_fig="may_call")) for r in rows]
    assert text("card.kind.jack", lang) in kinds[3] and all(text("card.kind.jack", lang) not in k for k in kinds[:3])
    assert plain(rows[0].children[0]) == text("handout.call.anything", lang)
    first = one(root, data_fig="first_trick")
    disabled = {s.attrs["data-card"] for s in first.find_all(data_card=True) if s.attrs["data-disabled"] == "true"}
    assert disabled == {"QH", "7H"}                                   # V6: the called suit, except the called card
    legal = first_trick_legal_cards("KH QH 7H 3S T4", (), called="KH")
    assert [c.code for c in legal] == ["T4", "3S", "KH"]
    assert plain(one(root, data_fig="first_legal")) == ", ".join(notation(c, lang) for c in legal)
    assert not root.find_all(data_part="pairs")                       # five: the call takes C4's room


def test_table_page_rules_exist_and_no_external_reference(table_page):
    lang, n, root = table_page
    badges = [plain(b) for b in root.iter() if b.attrs.get("class") == "r"]
    ids = {part for b in badges for part in b.split("–")}
    assert ids <= set(RULES) and {"V1", "V2", "V9", "V11", "V10"} <= ids
    assert ({"V4", "V5", "V6", "V7", "R6", "R7", "R8", "R9"} <= ids) == (n == 5)
    for four in (False, True):
        low = handout_html(lang, four_colour=four, players=n).lower()
        assert "http" not in low and "url(" not in low and "@import" not in low
        assert not re.search(r"<(script|link|img|iframe|object)\b", low)


def test_table_page_follows_the_core_table(monkeypatch):
    """Every size on the page is read from tarot_core.table: a three-player table changed in a
    monkeypatched copy (23 cards dealt by 6, a chien of 9, poignées 12/14/17) shows on the page."""
    changed = THREE_PLAYERS._replace(hand_size=23, chien_size=9, packet=6, poignee_sizes=(12, 14, 17))
    monkeypatch.setitem(_tables.TABLES, 3, changed)
    monkeypatch.setitem(_scoring._TABLE_RANGES, changed, _scoring._TABLE_RANGES[THREE_PLAYERS])
    root = dom(handout_html("en", players=3))
    assert plain(one(root, data_fig="deal")).endswith(
        "3 players: 23 cards each, dealt 6 at a time, and a chien of 9 cards put aside one at a time (never the "
        "first or last card of the pack): 3 × 23 + 9 = 78.")
    assert "discards as many cards as the chien brought: 9" in plain(one(root, data_fig="play"))
    assert [plain(one(r, data_fig="trumps")) for r in root.find_all(data_poignee=True)] == ["12", "14", "17"]
    assert handout_facts("en", 3)["table"]["hand_size"] == 23


def test_table_page_escapes_the_catalogue(monkeypatch):
    monkeypatch.setitem(MESSAGES["handout.call.partner"], "en", "<script>x</script> & co")
    monkeypatch.setitem(MESSAGES["card.kind.king"], "en", "<b>king</b>")
    monkeypatch.setitem(MESSAGES["handout.seat.partner"], "en", "<i>partner</i>")
    page = handout_html("en", players=5)
    assert "<script>" not in page and "<b>king</b>" not in page and "<i>partner</i>" not in page
    assert "&lt;script&gt;x&lt;/script&gt; &amp; co" in page and "&lt;b&gt;king&lt;/b&gt;" in page
    assert "&lt;i&gt;partner&lt;/i&gt;" in page


@pytest.mark.parametrize("bad", [6, 2, True, "5", 4.0, None])
def test_table_page_bad_players_is_the_core_V1_error(bad):
    with pytest.raises(DealError) as e:
        handout_html("en", players=bad)
    assert e.value.rule == "V1"


@pytest.mark.parametrize("lang", LANGS)
def test_cli_players_prints_that_table(capsys, lang):
    for n in (3, 5):
        code, out, err = run(capsys, "handout", "--lang", lang, "--players", str(n))
        assert (code, err) == (0, "") and out == handout_html(lang, players=n)
        code, out, _ = run(capsys, "handout", "--lang", lang, "--players", str(n), "--four-colour")
        assert code == 0 and out == handout_html(lang, four_colour=True, players=n)
        code, out, _ = run(capsys, "handout", "--lang", lang, "--players", str(n), "--json")
        data = json.loads(out)
        assert code == 0 and data == json.loads(json.dumps(handout_facts(lang, n)))
        assert data["table"]["players"] == n and data["example"]["S"] == {3: 70, 5: 27}[n]          # V11


@pytest.mark.parametrize("bad", ["6", "x", "2", "", "4.5"])
def test_cli_bad_players_is_one_line_naming_V1(capsys, bad):
    for lang, words in (("en", "No table of"), ("fr", "Table de")):
        code, out, err = run(capsys, "handout", "--lang", lang, "--players", bad)
        assert code == 2 and out == "" and err.count("\n") == 1, err
        assert err.startswith("tarot: V1 (") and words in err and "Traceback" not in err
    code, out, _ = run(capsys, "handout", "--players", bad, "--json")
    assert code == 2 and json.loads(out)["error"]["rule"] == "V1"


def test_cli_help_names_the_players_option(capsys):
    code, out, _ = run(capsys, "handout", "--help", "--lang", "fr")
    assert code == 0 and "--players" in out and text("cli.help.players", "fr")[:20] in out


@pytest.mark.slow
@pytest.mark.skipif(not os.access(CHROMIUM, os.X_OK), reason="no Chromium to print with")
def test_the_table_pages_print_on_one_a4_sheet(tmp_path):
    for n in (3, 5):
        for lang in LANGS:
            pdf = print_to_pdf(handout_html(lang, four_colour=lang == "fr", players=n), tmp_path, f"{n}{lang}")
            assert pdf_pages(pdf) == 1, (n, lang)
