"""The workshop kit at three and five players (``tarot kit --players 3|5``; issue 25, small items §3).

As tests/test_kit.py does at four, every figure is read back from the HTML and compared with the
engine asked independently, at the kit's table (V1): the deals are ``tarot deal --seed N --players
P``'s, the counts ``hand_count(hand, table)``'s (thresholds scaled), the answer key the deal played
by that many basic bots and refereed (at five the bots' call, V4, the partner, V5, and V9's split),
the trick exercise the table's legal cards (V6 in the first trick at five), the sheets that many
players' (G1: two deals each; S4/V9: every row sums to zero). A table the rules do not have is
refused in one line naming V1, in the user's language.
"""
from __future__ import annotations

import importlib.util
import json
import os
import pathlib
import re
import shutil
import subprocess

import pytest

from tarot_core.analysis.bots import BasicBot, play_deal
from tarot_core.analysis.handcount import hand_count
from tarot_core.cards import parse_card
from tarot_core.catalogue import format_number, text
from tarot_core.errors import DealError, notation
from tarot_core.game import GameState
from tarot_core.io.cli import main
from tarot_core.io.cli_tables import legal_at
from tarot_core.io.session import Scoresheet
from tarot_core.referee import referee
from tarot_core.render.kit import kit_facts, kit_html, table_seeds
from tarot_core.scoring import score_shares
from tarot_core.table import table_for

SEED, TABLES = 42, 2

_spec = importlib.util.spec_from_file_location("html_tree", pathlib.Path(__file__).with_name("html_tree.py"))
html_tree = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(html_tree)
dom = html_tree.dom


def cli(capsys, *args):
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def bots(players):
    return [BasicBot() for _ in range(players)]


@pytest.fixture(scope="module", params=[(3, "en"), (5, "fr"), (5, "en")], ids=["3-en", "5-fr", "5-en"])
def kit(request):
    players, lang = request.param
    return players, lang, dom(kit_html(SEED, TABLES, lang, players=players))


def pages(root, part):
    return root.find_all(data_part=part)


def test_V1_A3_D4_the_tables_deals_are_the_first_seeds_the_tables_bots_play():
    for players in (3, 5):
        seeds = table_seeds(SEED, 3, players)
        for s in range(SEED, seeds[-1] + 1):
            state = GameState.new(seed=s, players=players)
            played = state.phase != "cancelled" and play_deal(state, bots(players)).phase == "done"
            assert (s in seeds) == played, (players, s)


def test_V1_D2_each_table_lays_out_the_cards_of_tarot_deal_with_players(kit, capsys):
    players, lang, root = kit
    table = table_for(players)
    deals = pages(root, "deal")
    assert [int(p.attrs["data-seed"]) for p in deals] == table_seeds(SEED, TABLES, players)
    for page in deals:
        seed = page.attrs["data-seed"]
        code, out, _ = cli(capsys, "deal", "--seed", seed, "--players", str(players), "--json")
        record = json.loads(out)
        assert code == 0 and record["players"] == players
        assert f"tarot deal --seed {seed} --players {players}" in page.text
        for seat in range(players):
            row = page.find_all(data_seat=str(seat))[0]
            cards = [n.attrs["data-card"] for n in row.find_all(data_card=True)]
            assert cards == record["hands"][seat] and len(cards) == table.hand_size            # V1
        assert page.find_all(data_seat=str(players)) == []                                     # no extra seat
        chien = [n.attrs["data-card"] for n in page.find_all(data_seat="chien")[0].find_all(data_card=True)]
        assert chien == record["chien"] and len(chien) == table.chien_size
    cover = pages(root, "cover")[0].text
    assert text("kit.cover.step5", lang, n=players) in cover


def test_V9_A2_each_answer_key_is_the_engine_s_at_the_table(kit):
    players, lang, root = kit
    table = table_for(players)
    for key in pages(root, "key"):
        seed = int(key.attrs["data-seed"])
        for seat, hand in enumerate(GameState.new(seed=seed, players=players).dealt):    # scaled thresholds
            row = key.find_all(data_seat=str(seat))[0]
            c = hand_count(hand, table)
            assert row.find_all(data_fig="count")[0].text == format_number(c.total, lang)
            bid = c.suggestion.label(lang) if c.suggestion else text("kit.pass", lang)
            assert row.find_all(data_fig="bid")[0].text == bid
        assert text("kit.key.counts_scaled", lang, players=players, cards=table.hand_size, base=18) in key.text
        played = play_deal(GameState.new(seed=seed, players=players), bots(players))
        out = played.outcome()
        assert out == referee(played.record())
        assert [n.text for n in key.find_all(data_fig="score")] == [format_number(v, lang, signed=True)
                                                                    for v in out.scores]
        shares = score_shares(table, out.alone)                                          # V9
        assert sum(out.scores) == 0 and out.scores[out.taker] == shares.taker * out.result.S
        steps = [n.text for n in key.iter() if n.tag == "li" and n.parent.tag == "ol"][:len(out.breakdown)]
        assert steps == [s.text(lang) for s in out.breakdown] and steps[-1].startswith("V9")
        played_line = key.find_all(data_fig="played")[0].text
        if players == 5:                                                                 # V4, V5: the call
            assert out.called is not None
            key_, extra = (("kit.key.call_alone", {}) if out.partner is None
                           else ("kit.key.call", {"partner": out.partner}))
            assert played_line.endswith(text(key_, lang, card=notation(out.called, lang), **extra).strip())
        else:
            assert "V5" not in played_line


def test_V6_P2_the_trick_exercise_is_the_tables_legal_cards(kit):
    players, lang, root = kit
    table = table_for(players)
    for t in kit_facts(SEED, TABLES, lang, players=players)["tables"]:
        x, o = t["trick"], t["outcome"]
        called = None if o["called"] is None else int(parse_card(o["called"]))
        legal, illegal = legal_at(x["hand"], x["played"], table, called, x["trick"] == 1 and called is not None)
        assert [c.code for c in legal] == x["legal"]
        assert {c.code: rule for c, (rule, _) in illegal.items()} == x["illegal"]


def _evening(seed, names, players):
    sheet = Scoresheet(names)
    s = seed
    while not sheet.is_complete:                                                          # G1
        sheet.add_outcome(play_deal(GameState.new(seed=s, dealer=sheet.dealer, players=players),
                                    bots(players)).outcome())
        s += 1
    return sheet


def test_G1_V9_the_filled_sheet_is_that_many_players_scoresheet(kit):
    players, lang, root = kit
    names = [text("kit.player", lang, n=i + 1) for i in range(players)]
    sheet = _evening(SEED, names, players)
    page = pages(root, "filled_sheet")[0]
    rows = [r for r in page.find_all(data_row=True) if r.attrs["data-row"] != "totals"]
    assert len(rows) == len(sheet.rows())
    for row, expected in zip(rows, sheet.rows(), strict=True):
        cells = [n.text for n in row.iter() if n.tag == "td"]
        assert cells[7:7 + players] == [format_number(v, lang, signed=True) for v in expected["scores"]]
        assert sum(expected["scores"]) == 0 and row.find_all(data_fig="sum")[0].text == "0"
    assert sum(r["counts"] for r in sheet.rows()) == 2 * players                           # G1: two each
    assert [n.text for n in page.find_all(data_fig="total")] == [format_number(v, lang, signed=True)
                                                                 for v in sheet.totals.values()]
    assert text("kit.sheet.filled_intro", lang, seed=SEED, n=players) in page.text


@pytest.mark.parametrize("players, lang, rules", [
    (3, "en", "A session: 6 valid deals (a cancelled deal does not count, a deal all pass does). The taker scores "
              "2 × S, each defender −S: every row sums to 0."),
    (5, "en", "A session: 10 valid deals (a cancelled deal does not count, a deal all pass does). The taker scores "
              "2 × S, his partner S (alone: 4 × S), each defender −S: every row sums to 0."),
    (5, "fr", "Une partie : 10 donnes valables (les donnes annulées ne comptent pas, une donne où tous passent "
              "compte). Le preneur marque 2 × S, son partenaire S (seul : 4 × S), chaque défenseur −S : chaque "
              "ligne fait 0."),
    (4, "en", "A session: 8 valid deals (a cancelled deal does not count, a deal all pass does). The taker scores "
              "3 × S, each defender −S: every row sums to 0."),
])
def test_G1_V9_the_blank_sheet_has_a_column_per_player_and_two_rows_each(players, lang, rules):
    """V9 (S4 at four): the split written on the sheet is the table's; G1: two deals per player. At
    four the sheet keeps five columns and ten rows for a table of five people (V10)."""
    page = pages(dom(kit_html(SEED, 1, lang, players=players)), "blank_sheet")[0]
    rows = [n for n in page.iter() if n.tag == "tr"]
    people = 5 if players == 4 else players
    assert len(rows) == 1 + 2 * people
    assert len([n for n in rows[0].iter() if n.tag == "th"]) == 7 + people + 1
    assert rules in page.text
    assert (text("kit.sheet.five", lang) in page.text) == (players == 4)                    # V10


def test_V7_at_five_the_petit_au_bout_is_the_attacks_on_the_sheet():
    """Seed 42 at five: the taker's camp takes the Petit au bout; the exercise says "for the attack" (V7)."""
    t = kit_facts(SEED, 1, "en", players=5)["tables"][0]
    assert t["outcome"]["petit_au_bout"] == "taker"
    sheet = pages(dom(kit_html(SEED, 1, "en", players=5)), "exercises")[0].text
    assert "; petit au bout for the attack." in sheet and "for the taker" not in sheet


@pytest.mark.parametrize("value", ["6", "x", "2", "4.0"])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_V1_a_table_the_rules_do_not_have_is_one_line_in_the_users_language(capsys, value, lang):
    code, out, err = cli(capsys, "kit", "--seed", "42", "--players", value, "--lang", lang)
    expected = DealError("V1", "err.table.players", players=value).line(lang)
    assert (code, out, err) == (2, "", f"tarot: {expected}\n")
    code, out, _ = cli(capsys, "kit", "--seed", "42", "--players", value, "--json", "--lang", lang)
    assert code == 2 and json.loads(out)["error"]["rule"] == "V1"


def test_names_are_one_per_seat_of_the_table(capsys):
    code, out, err = cli(capsys, "kit", "--seed", "42", "--players", "5", "--names", "A,B,C,D", "--lang", "en")
    assert (code, out) == (2, "") and err == ("tarot kit: --names: give 5 different names of 1 to 30 characters, "
                                              "comma-separated, not 'A,B,C,D' (see tarot kit --help)\n")
    code, out, err = cli(capsys, "kit", "--seed", "42", "--tables", "1", "--players", "3", "--names", "A,B,C",
                         "--lang", "fr")
    assert (code, err) == (0, "") and out == kit_html(42, 1, "fr", ["A", "B", "C"], 3)


def test_the_python_api_refuses_a_table_it_does_not_have():
    for bad in (6, "5", True, 5.0):
        with pytest.raises(DealError) as e:
            kit_facts(SEED, 1, players=bad)
        assert e.value.rule == "V1"
    with pytest.raises(ValueError):
        kit_html(SEED, 1, "en", names=["A", "B", "C", "D"], players=5)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_cli_prints_the_kit_of_the_table(capsys, lang):
    code, out, err = cli(capsys, "kit", "--seed", "42", "--tables", "1", "--players", "5", "--lang", lang)
    assert (code, err) == (0, "") and out == kit_html(42, 1, lang, players=5)
    code, out, _ = cli(capsys, "kit", "--seed", "42", "--tables", "1", "--players", "3", "--json", "--lang", lang)
    facts = json.loads(out)
    assert code == 0 and facts == json.loads(json.dumps(kit_facts(42, 1, lang, players=3)))
    assert facts["players"] == 3 and [len(h) for h in facts["tables"][0]["hands"]] == [24, 24, 24]


@pytest.mark.parametrize("lang, words", [("en", "; seat 3 showed a simple poignée"),
                                         ("fr", "; le siège 3 a montré une poignée simple")])
def test_V3_a_poignee_of_eight_at_five_is_named_a_simple_one(lang, words):
    """Seed 43 at five (the kit of seed 42's second table): seat 3 shows 8 trumps, a simple poignée
    at five players (V3: 8, 10, 13). The kit asked the catalogue for 'poignee.8', which does not exist."""
    t = kit_facts(SEED, TABLES, lang, players=5)["tables"][1]
    assert (t["seed"], t["outcome"]["poignees"]) == (43, [[3, 8]])
    sheet = pages(dom(kit_html(SEED, TABLES, lang, players=5)), "exercises")[1]
    assert words in sheet.text


CHROMIUM = os.environ.get("CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"


@pytest.mark.slow
@pytest.mark.skipif(not os.access(CHROMIUM, os.X_OK), reason="no Chromium to print with")
@pytest.mark.parametrize("players", [3, 5])
def test_each_part_prints_on_one_a4_page_at_three_and_five(tmp_path, players):
    """As at four (tests/test_kit.py): as many A4 pages as parts, a name at its longest on the filled
    sheet of three or five columns, the French words."""
    names = ["W" * 30, "Bob", "Cy", "Di", "Ed"][:players]
    page = kit_html(SEED, TABLES, "fr", names=names, players=players)
    src, pdf = tmp_path / "kit.html", tmp_path / "kit.pdf"
    src.write_text(page, encoding="utf-8")
    subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                    "--disable-background-networking", f"--user-data-dir={tmp_path / 'profile'}",
                    "--no-pdf-header-footer", f"--print-to-pdf={pdf}", src.as_uri()],
                   check=True, capture_output=True, timeout=180)
    pages_printed = len(re.findall(rb"/Type\s*/Page(?![A-Za-z])", pdf.read_bytes()))
    assert pages_printed == page.count('<section class="page"') == 1 + 3 * TABLES + 2
