"""G1–G2: the scoresheet — sessions, ranking with shared places, atomic saves, CSV, bad files."""
import json

import pytest

from tarot_core.errors import RecordError, TarotError
from tarot_core.referee import referee
from tarot_core.io.session import Scoresheet, atomic_write_text
from tarot_core.analysis.simulate import random_record

NAMES = ["Ana", "Bea", "Cyril", "Dan"]


def test_G1_cancelled_deals_do_not_count_and_eight_valid_deals_end_the_session(tmp_path):
    s = Scoresheet(NAMES, first_dealer=0)
    s.add_cancelled("petit_sec")                 # D4: next dealer
    s.add_cancelled("misdeal")                   # D5: same dealer again
    assert s.valid_deals == 0 and s.dealer == 1
    for i in range(7):
        s.add_facts(i % 4, "prise", 50, 2)
    s.add_all_pass()                             # A3: counts
    assert s.valid_deals == 8 and s.is_complete
    with pytest.raises(TarotError) as e:
        s.add_facts(0, "prise", 50, 2)
    assert e.value.rule == "G1"


def test_G2_ranking_shares_places():
    s = Scoresheet(NAMES)
    s.add_facts(0, "prise", 51, 1)               # S = 25: Ana +75, others −25
    s.add_facts(1, "prise", 51, 1)               # Bea +75: Ana 50, Bea 50, Cyril −50, Dan −50
    assert s.ranking() == [(1, "Ana", 50), (1, "Bea", 50), (3, "Cyril", -50), (3, "Dan", -50)]


def test_a_refereed_deal_and_facts_give_the_same_score():
    rec = next(r for r in (random_record(seed) for seed in range(50)) if r["tricks"])
    out = referee(rec)
    s = Scoresheet(NAMES)
    row = s.add_outcome(out, note="from a record")
    assert row["scores"] == list(out.scores)


def test_save_reload_survives_a_restart_and_rescores(tmp_path):
    path = tmp_path / "evening.json"
    s = Scoresheet.open(path, NAMES)
    s.add_facts(2, "garde", 48, 2, petit_au_bout="defence", poignees=["simple"], note="<b>S5</b>")
    again = Scoresheet.open(path)                 # a new kernel
    assert again.totals == {"Ana": -64, "Bea": -64, "Cyril": 192, "Dan": -64}
    assert again.rows()[0]["note"] == "<b>S5</b>"  # stored as typed; the widgets escape it


def test_atomic_write_keeps_the_old_file_if_writing_fails(tmp_path, monkeypatch):
    path = tmp_path / "sheet.json"
    atomic_write_text(path, "old")

    def boom(*a, **k):
        raise OSError("disk full")
    monkeypatch.setattr("os.replace", boom)
    with pytest.raises(OSError):
        atomic_write_text(path, "new")
    assert path.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["sheet.json"]


def test_corrupt_and_foreign_files_give_clear_errors(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    with pytest.raises(RecordError) as e:
        Scoresheet.load(bad)
    assert "bad.json" in e.value.message("en") and "illisible" in e.value.message("fr")
    foreign = tmp_path / "foreign.json"
    foreign.write_text(json.dumps({"hello": 1}))
    with pytest.raises(RecordError) as e:
        Scoresheet.load(foreign)
    assert "not a Tarot Lab scoresheet" in e.value.message("en")
    tampered = tmp_path / "tampered.json"
    s = Scoresheet(NAMES)
    s.add_facts(0, "prise", 50, 2)
    data = s.to_json()
    data["deals"][0]["facts"]["points"] = 95
    tampered.write_text(json.dumps(data))
    with pytest.raises(RecordError) as e:
        Scoresheet.load(tampered)
    assert "C3" in e.value.message("en")


def test_players_must_be_four_distinct_names():
    with pytest.raises(TarotError):
        Scoresheet(["Ana", "ana", "B", "C"])
    with pytest.raises(TarotError):
        Scoresheet(["Ana", "B", "C"])


def test_csv_export_neutralises_formulas(tmp_path):
    s = Scoresheet(["=cmd()", "Bea", "Cyril", "Dan"])
    s.add_facts(0, "prise", 51, 1)
    text = s.to_csv(tmp_path / "s.csv")
    assert "'=cmd()" in text and (tmp_path / "s.csv").read_bytes().decode() == text
    assert text.splitlines()[1].split(",")[-4:] == ["75", "-25", "-25", "-25"]
