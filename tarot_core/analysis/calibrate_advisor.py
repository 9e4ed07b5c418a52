"""Is the bidding advisor honest? Its calibration: predicted chances against real deals.

For each of *hands* seeded deals (seed ``first``, ``first + 1`` …; dealer 0, as the practice
table deals), seat 0's 18 cards go to the advisor (:func:`~tarot_core.analysis.advisor.advise`,
*deals* simulated deals, its seed the deal's seed), which predicts the chance of each contract.
Then the REAL deal — the other three hands and the chien as dealt — is played with that contract
by the same bots (:func:`~tarot_core.analysis.advisor.play_all_contracts`), and the referee says
made or failed (S1–S2). A real deal cancelled by a petit sec (D4) is skipped and named.

Three predictions per hand enter the table: Prise or Garde (one event: they are played alike and
made together, A2), Garde Sans and Garde Contre. They are grouped in bins of a tenth of predicted
chance; for each bin, the number of predictions, their mean, the observed frequency of made
contracts and its 95 % Wilson interval (:func:`~tarot_core.analysis.advisor.wilson`). A calibrated
advisor has observed ≈ predicted in every bin.

Run ``python -m tarot_core.analysis.calibrate_advisor --hands 100 --deals 100`` (``--json`` for
the data, ``--out FILE`` to write it; the shipped table is ``data/advisor_calibration.json``).
``--players 3`` or ``5`` (V1) calibrates the advisor at that table: the real deals are dealt there
(``tarot deal --seed N --players P``), seat 0's 24 or 15 cards go to the advisor at that table and
the real deal is played by that table's bots.

>>> r = calibrate(2, 3, first=1)
>>> [h["seed"] for h in r["hands"]], sorted(r["hands"][0]["made"]), r["events"]
([1, 2], ['garde', 'garde-contre', 'garde-sans', 'prise'], 6)
"""
from __future__ import annotations

import argparse
import json
import pathlib
import sys
import time

from ..auction import Contract
from ..catalogue import LANGUAGES, check_language, format_number, text
from ..deal import N_SEATS
from ..game import GameState
from .advisor import LEVELS, advise, play_all_contracts, wilson

EVENTS = (Contract.PRISE, Contract.GARDE_SANS, Contract.GARDE_CONTRE)   # Garde = Prise's event (A2)
BINS = 10
DATA_FILE = "advisor_calibration.json"
DATA_PATH = pathlib.Path(__file__).parent / "data" / DATA_FILE        # shipped with the package


def load_shipped() -> dict:
    """The calibration run shipped with the package (``data/advisor_calibration.json``): the
    command and seeds that made it, its table (``rows``) and every hand's figures (``hands``)."""
    return json.loads(DATA_PATH.read_text(encoding="utf-8"))


def hand_record(seed: int, deals: int, level: str = "basic", players: int = N_SEATS) -> dict | None:
    """One hand of the calibration — seat 0's cards of deal *seed* (dealer 0; ``tarot deal --seed``
    shows them) at the table of *players* (V1): the advisor's made counts over *deals* simulated
    deals, and whether the real deal made each contract. None when the real deal is cancelled (D4)."""
    real = GameState.new(seed=seed, dealer=0, players=players)
    if real.phase == "cancelled":
        return None
    hand = real.dealt[0]
    advice = advise(hand, deals, level=level, seed=seed, players=players)
    hands = [real.hand_mask(s) for s in range(real.table.seats)]
    played = play_all_contracts(hands, _chien_mask(real), 0, 0, level, seed)
    real_made = {}
    for contract, state in played.items():
        result = state.outcome().result
        assert result is not None
        real_made[contract.code] = bool(result.made)
    return {"seed": seed, "made": {c.contract.code: c.made for c in advice.contracts}, "real": real_made}


def _chien_mask(state: GameState) -> int:
    from ..cards import mask_of
    return mask_of(state.chien)


def bin_rows(hands: list[dict], deals: int) -> list[dict]:
    """The calibration table: one row per bin of predicted chance (tenths) that holds predictions."""
    groups: list[list[tuple[float, bool]]] = [[] for _ in range(BINS)]
    for h in hands:
        for c in EVENTS:
            p = h["made"][c.code] / deals
            groups[min(int(p * BINS), BINS - 1)].append((p, h["real"][c.code]))
    rows = []
    for b, group in enumerate(groups):
        if not group:
            continue
        n = len(group)
        hits = sum(made for _, made in group)
        low, high = wilson(hits, n)
        rows.append({"bin": [b / BINS, (b + 1) / BINS], "count": n, "predicted": sum(p for p, _ in group) / n,
                     "observed": hits / n, "made": hits, "ci95": [low, high]})
    return rows


def calibrate(hands: int, deals: int, *, first: int = 0, level: str = "basic", players: int = N_SEATS) -> dict:
    """Run the calibration over *hands* playable deals from seed *first* at the table of *players*
    (V1; see the module docstring)."""
    start, cpu = time.perf_counter(), time.process_time()
    records: list[dict] = []
    skipped: list[int] = []
    seed = first
    while len(records) < hands:
        rec = hand_record(seed, deals, level, players)
        if rec is None:
            skipped.append(seed)
        else:
            records.append(rec)
        seed += 1
    table = "" if players == N_SEATS else f" --players {players}"
    return {"command": f"python -m tarot_core.analysis.calibrate_advisor --hands {hands} --deals {deals} "
                       f"--first {first} --level {level}{table}",
            "players": players, "level": level, "hands_count": hands, "deals": deals, "first": first,
            "last": seed - 1, "seat": 0,
            "dealer": 0, "skipped": skipped, "events": len(EVENTS) * hands, "rows": bin_rows(records, deals),
            "hands": records, "seconds": round(time.perf_counter() - start, 1),
            "cpu_seconds": round(time.process_time() - cpu, 1)}


def table_text(result: dict, lang: str | None = None) -> str:
    """The calibration table in words and columns, in *lang*."""
    lang = check_language(lang)
    out = [text("advisor.calib.head", lang, level=result["level"], hands=result["hands_count"], first=result["first"],
                last=result["last"], deals=result["deals"]), text("advisor.calib.events", lang)]
    if result.get("players", N_SEATS) != N_SEATS:          # V1: a calibration at three or five players
        out.insert(1, text("advisor.calib.table", lang, players=result["players"]))
    if result["skipped"]:
        out.append(text("advisor.calib.skipped", lang, seeds=", ".join(map(str, result["skipped"]))))
    head = [text(f"advisor.calib.col.{k}", lang) for k in ("bin", "count", "predicted", "observed", "interval")]
    rows = [[f"{format_number(r['bin'][0], lang, decimals=1)}–{format_number(r['bin'][1], lang, decimals=1)}",
             str(r["count"]), format_number(r["predicted"], lang, decimals=3),
             format_number(r["observed"], lang, decimals=3),
             f"{format_number(r['ci95'][0], lang, decimals=3)} – {format_number(r['ci95'][1], lang, decimals=3)}"]
            for r in result["rows"]]
    widths = [max(len(x[i]) for x in [head] + rows) for i in range(len(head))]
    out.append("")
    out += ["  ".join(cell.ljust(widths[i]) for i, cell in enumerate(line)).rstrip() for line in [head] + rows]
    out.append(text("advisor.calib.time", lang, seconds=format_number(result["seconds"], lang),
                    cpu=format_number(result["cpu_seconds"], lang)))
    return "\n".join(out)


def to_file_text(result: dict) -> str:
    """The run as the data file stores it: JSON, one key a line, one row or hand a line."""
    lines = []
    for key, value in result.items():
        if key in ("rows", "hands"):
            items = ",\n".join("  " + json.dumps(v, ensure_ascii=False) for v in value)
            lines.append(f"{json.dumps(key)}: [\n{items}\n]")
        else:
            lines.append(f"{json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m tarot_core.analysis.calibrate_advisor")
    p.add_argument("--hands", type=int, default=100)
    p.add_argument("--deals", type=int, default=100)
    p.add_argument("--first", type=int, default=0)
    p.add_argument("--level", choices=LEVELS, default="basic")
    p.add_argument("--players", type=int, choices=(3, 4, 5), default=N_SEATS)      # V1
    p.add_argument("--json", action="store_true")
    p.add_argument("--out")
    p.add_argument("--lang", choices=LANGUAGES, default=None)
    a = p.parse_args(sys.argv[1:] if argv is None else argv)
    result = calibrate(a.hands, a.deals, first=a.first, level=a.level, players=a.players)
    if a.out:
        pathlib.Path(a.out).write_text(to_file_text(result), encoding="utf-8")
    print(json.dumps(result, ensure_ascii=False) if a.json else table_text(result, a.lang))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
