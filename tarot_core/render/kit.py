"""The workshop kit (``tarot kit``): printable pages for a room of tables, made by the engine.

For each table the kit picks a seeded deal and prints, each on its own page:

- **the deal to lay out** with a real pack: each seat's hand and the chien, exactly the cards of
  ``tarot deal --seed N`` (D2, D3; dealer seat 0 as there);
- **an exercise sheet** on that deal — count a pile in pairs (C4), the cards one may play at a
  trick of it (P1–P6, X1), the score of the deal (S1–S4) — whose **answers** are on the answer
  key, a separate page;
- **the answer key**: each hand's published point count and the bid it suggests
  (:mod:`~tarot_core.analysis.handcount`), and the deal played by four basic bots
  (:func:`~tarot_core.analysis.bots.play_deal`), refereed (:meth:`GameState.outcome`), with
  its score line by line (S1–S4).

Then a blank scoresheet (four or five players, V10) and a filled one: a seeded evening of
basic-bot deals kept by :class:`~tarot_core.io.session.Scoresheet` (G1: eight valid deals; D4:
a cancelled deal is noted, not counted), every row summing to zero (S4).

The tables' deals are the first seeds from ``seed`` up whose deal is not cancelled (D4) and that
four basic bots do not all pass (A3): a first evening wants a deal that is played. Every figure
is computed when the page is made; every word comes from the catalogue (``kit.*``), escaped,
and the page is self-contained (inline CSS, no script, nothing fetched).

>>> f = kit_facts(42, 1)
>>> f["tables"][0]["seed"] >= 42, [len(h) for h in f["tables"][0]["hands"]], len(f["tables"][0]["chien"])
(True, [18, 18, 18, 18], 6)
>>> sum(f["tables"][0]["outcome"]["scores"])
0
>>> page = kit_html(42, 1, "fr")
>>> page.startswith("<!DOCTYPE html>") and "http" not in page
True
"""
from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from ..cards import parse_cards
from ..catalogue import check_language, format_number, rule_title, text
from ..errors import notation
from ..table import FIVE_PLAYERS, FOUR_PLAYERS

# The bots and the game are imported when a kit is made: `tarot`'s parser reads this module's bounds only.
if TYPE_CHECKING:
    from ..analysis.bots import BasicBot
    from ..game import GameState

MAX_TABLES = 12                # a room of 48 to 60: more tables is a second kit
MAX_NAME = 30                  # characters in a player's name on the filled sheet
SEATS = FOUR_PLAYERS.seats
SHEET_PEOPLE = FIVE_PLAYERS.seats     # V10: a table of five plays four-player deals, the dealer out
BLANK_ROWS = 2 * SHEET_PEOPLE        # V10: two deals per player (G1: eight at four)
SUITS = ("T", "S", "H", "C", "D")      # the order a hand is laid out: trumps (and the Excuse), ♠ ♥ ♣ ♦


def _check(seed, tables, names) -> tuple[int, int, list[str] | None]:
    for field, value, low, high in (("seed", seed, 0, 10**12), ("tables", tables, 1, MAX_TABLES)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(f"{field}: a whole number, not {type(value).__name__}")
        if not low <= value <= high:
            raise ValueError(f"{field}: from {low} to {high}, not {value}")
    if names is not None:
        if isinstance(names, str) or not all(isinstance(n, str) for n in names):
            raise TypeError("names: four texts")
        names = [n.strip() for n in names]
        if len(names) != SEATS or not all(0 < len(n) <= MAX_NAME for n in names):
            raise ValueError(f"names: {SEATS} names of 1 to {MAX_NAME} characters")
    return seed, tables, names


def _bots() -> list[BasicBot]:
    from ..analysis.bots import BasicBot
    return [BasicBot() for _ in range(SEATS)]


def table_seeds(seed: int, tables: int) -> list[int]:
    """The seeds of the tables' deals: the first *tables* seeds from *seed* up whose deal is not
    cancelled (D4: petit sec) and is bid by four basic bots (not all pass, A3)."""
    from ..analysis.bots import play_deal
    from ..game import GameState
    seed, tables, _ = _check(seed, tables, None)
    found: list[int] = []
    s = seed
    while len(found) < tables:
        state = GameState.new(seed=s)
        if state.phase != "cancelled" and play_deal(state, _bots()).phase == "done":
            found.append(s)
        s += 1
    return found


def _outcome(state: GameState, lang: str) -> dict:
    out = state.outcome()
    r = out.result
    assert r is not None and out.taker is not None and out.contract is not None
    return {"taker": out.taker, "contract": out.contract.code, "discard": [c.code for c in out.discard],
            "taker_points": out.taker_points, "taker_bouts": out.taker_bouts, "petit_au_bout": out.petit_au_bout,
            "poignees": [[seat, p.size] for seat, p in out.poignees], "target": r.target, "made": r.made,
            "S": r.S, "scores": list(out.scores),
            "breakdown": [{"rule": s.rule, "text": s.text(lang)} for s in r.breakdown]}


def _trick_exercise(state: GameState) -> dict:
    """P2–P5: a card of the bots' play where the seat to play, with cards already on the trick,
    may not play every card it holds — the first where a card is ruled out by trumping (P3–P5),
    else the first where following suit (P2) decides: its hand, the trick so far, the legal cards,
    and the rule that rules out each other card."""
    from ..game import GameState
    from ..play import illegal_reasons
    fresh = GameState.new(seed=state.seed, dealer=state.dealer)
    found = []
    for action in state.actions:
        if fresh.phase == "play" and action.seat == fresh.to_act:
            view = fresh.view(action.seat)
            if view.current_trick and 0 < len(view.legal) < len(view.hand):
                reasons = {c.code: rule for c, (rule, _) in illegal_reasons(view.hand, view.current_trick).items()}
                found.append({"seat": action.seat, "trick": len(view.tricks) + 1, "hand": [c.code for c in view.hand],
                              "played": [c.code for c in view.current_trick], "legal": [c.code for c in view.legal],
                              "illegal": reasons})
                if set(reasons.values()) - {"P2"}:
                    return found[-1]
        fresh.apply(action)
    return found[0]                        # a played deal of 18 tricks always has a trick with a choice


def table_facts(seed: int, lang: str | None = None) -> dict:
    """One table's deal (dealer seat 0, as ``tarot deal --seed``), its answer key and exercises."""
    from ..analysis.bots import play_deal
    from ..analysis.handcount import hand_count
    from ..counting import count_pairs
    from ..game import GameState
    lang = check_language(lang)
    state = GameState.new(seed=seed)
    hands = [[c.code for c in h] for h in state.dealt]
    counts = []
    for h in state.dealt:
        c = hand_count(h)
        counts.append({"total": c.total, "total_with_shape": c.total_with_shape,
                       "suggestion": c.suggestion.code if c.suggestion else None})
    played = play_deal(GameState.new(seed=seed), _bots())
    out = played.outcome()
    pile = list(out.discard or out.chien) + list(out.tricks[0].cards)     # E1/E3: set aside, never played
    return {"seed": seed, "dealer": state.dealer, "hands": hands, "chien": [c.code for c in state.chien],
            "counts": counts, "outcome": _outcome(played, lang),
            "count": {"cards": [c.code for c in pile], "points": count_pairs(pile).exact},
            "trick": _trick_exercise(played)}


def evening_facts(seed: int, names: list[str], lang: str | None = None) -> dict:
    """G1: a session of basic-bot deals from *seed* up (deal i on seed + i, the dealer as the
    sheet says), kept by the course's Scoresheet: its rows (cancelled ones noted, D4), each
    row's scores summing to zero (S4), the totals and the ranking (G2)."""
    from ..analysis.bots import play_deal
    from ..game import GameState
    from ..io.session import Scoresheet
    lang = check_language(lang)
    sheet = Scoresheet(names)
    seeds = []
    s = seed
    while not sheet.is_complete:
        state = play_deal(GameState.new(seed=s, dealer=sheet.dealer), _bots())
        sheet.add_outcome(state.outcome())
        seeds.append(s)
        s += 1
    rows = []
    for row, deal_seed in zip(sheet.rows(), seeds, strict=True):
        facts = row.get("facts") or {}
        rows.append({"seed": deal_seed, "dealer": row["dealer"], "kind": row["kind"], "number": row["number"],
                     "taker": row.get("taker"), "contract": facts.get("contract"),
                     "made": row["result"].made if "result" in row else None,
                     "S": row["S"], "scores": row["scores"], "totals": row["totals"]})
    return {"players": sheet.players, "rows": rows, "totals": list(sheet.totals.values()),
            "ranking": sheet.ranking()}


def kit_facts(seed: int, tables: int, lang: str | None = None, names=None) -> dict:
    """The kit's figures as plain data: ``tables`` (one :func:`table_facts` per table, seeds from
    :func:`table_seeds`) and ``evening`` (:func:`evening_facts` from *seed*, with *names* or the
    catalogue's "Player 1" …)."""
    seed, tables, names = _check(seed, tables, names)
    lang = check_language(lang)
    names = names or [text("kit.player", lang, n=i + 1) for i in range(SEATS)]
    return {"seed": seed, "tables": [table_facts(s, lang) for s in table_seeds(seed, tables)],
            "evening": evening_facts(seed, names, lang)}


# --- HTML -------------------------------------------------------------------------------------
CSS = """
@page { size: A4; margin: 12mm; }
* { box-sizing: border-box; }
body { margin: 0; font: 10.5pt/1.35 "DejaVu Sans", Verdana, Arial, sans-serif; color: #111; }
section.page { break-after: page; page-break-after: always; }
section.page:last-child { break-after: auto; page-break-after: auto; }
h1 { font-size: 16pt; margin: 0 0 2mm; } h2 { font-size: 13pt; margin: 3mm 0 1.5mm; color: #1f3578; }
table { border-collapse: collapse; width: 100%; margin: 1mm 0 3mm; }
th, td { border: 0.7px solid #888; padding: 1mm 1.5mm; text-align: left; vertical-align: top; }
th { background: #eef1f8; } td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
.sheet td { height: 9mm; }
.hand { font-size: 12.5pt; letter-spacing: 0.3px; }
.suit { display: inline-block; margin-right: 4mm; white-space: nowrap; }
.r { display: inline-block; min-width: 7mm; padding: 0 1mm; border: 0.8px solid #1f3578; border-radius: 1.2mm;
     color: #1f3578; font-size: 8.5pt; font-weight: bold; text-align: center; margin-right: 1mm; }
.note { color: #333; font-size: 9.5pt; }
ol li { margin: 1.5mm 0; } .answer { min-height: 14mm; border-bottom: 0.7px dotted #888; }
"""


def _t(key: str, lang: str, **params) -> str:
    return escape(text(key, lang, **params))


def _n(x, lang: str, signed: bool = False) -> str:
    return escape(format_number(x, lang, signed=signed))


def _rule(ids: str, lang: str) -> str:
    return "".join(f'<span class="r" title="{escape(rule_title(r, lang))}">{escape(r)}</span>' for r in ids.split())


def _names(codes, lang: str) -> str:
    """Cards named as ``tarot deal`` names them in *lang* ('KS' / 'R♠'), not escaped."""
    return " ".join(notation(c, lang) for c in parse_cards(list(codes)))


def _codes(codes, lang: str) -> str:
    return escape(_names(codes, lang))


def _hand(codes, lang: str) -> str:
    """A hand laid out by suit (trumps and the Excuse first), each card named as ``tarot deal`` does."""
    groups: dict[str, list[str]] = {s: [] for s in SUITS}
    for code in codes:
        groups["T" if code == "EX" or code.startswith("T") else code[-1]].append(code)
    spans = "".join(f'<span class="suit">{" ".join(f"<span data-card={c!r}>{_codes([c], lang)}</span>" for c in g)}'
                    "</span>" for g in groups.values() if g)
    return f'<span class="hand">{spans}</span>'


def _seat(seat: int, lang: str) -> str:
    return _t("kit.seat", lang, seat=seat)


def _bid(code: str | None, lang: str) -> str:
    return _t("contract." + code, lang) if code else _t("kit.pass", lang)


def _page(part: str, body: str, **data) -> str:
    attrs = "".join(f' data-{k}="{escape(str(v))}"' for k, v in data.items())
    return f'<section class="page" data-part="{part}"{attrs}>{body}</section>'


def _cover(f: dict, lang: str) -> str:
    rows = "".join(f'<tr><td class="n">{_n(i + 1, lang)}</td><td class="n">{_n(t["seed"], lang)}</td>'
                   f'<td><code>tarot deal --seed {t["seed"]}</code></td></tr>' for i, t in enumerate(f["tables"]))
    steps = "".join(f"<li>{_t(f'kit.cover.step{i}', lang)}</li>" for i in range(1, 6))
    return _page("cover", f'<h1>{_t("kit.title", lang)}</h1><p>{_t("kit.cover.intro", lang)}</p>'
                          f'<table><tr><th class="n">{_t("kit.col.table", lang)}</th>'
                          f'<th class="n">{_t("kit.col.seed", lang)}</th>'
                          f'<th>{_t("kit.col.command", lang)}</th></tr>{rows}</table><ol>{steps}</ol>'
                          f'<p class="note">{_t("kit.footer", lang)}</p>')


def _deal_page(i: int, t: dict, lang: str) -> str:
    rows = "".join(f'<tr data-seat="{s}"><th>{_seat(s, lang)}{_t("kit.dealer_mark", lang) if s == t["dealer"] else ""}'
                   f'</th><td>{_hand(h, lang)}</td></tr>' for s, h in enumerate(t["hands"]))
    rows += f'<tr data-seat="chien"><th>{_t("kit.chien", lang)}</th><td>{_hand(t["chien"], lang)}</td></tr>'
    return _page("deal", f'<h1>{_t("kit.deal.title", lang, table=i + 1, seed=t["seed"])}</h1>'
                         f'<p>{_rule("D1 D2 D3", lang)}{_t("kit.deal.intro", lang, seed=t["seed"])}</p>'
                         f'<table>{rows}</table><p class="note">{_t("kit.deal.after", lang)}</p>',
                 table=i + 1, seed=t["seed"])


def _exercise_page(i: int, t: dict, lang: str) -> str:
    o, x = t["outcome"], t["trick"]
    q1 = _t("kit.ex.count", lang, cards=_names(t["count"]["cards"], lang))
    q2 = _t("kit.ex.trick", lang, trick=x["trick"], seat=x["seat"], played=_names(x["played"], lang),
            hand=_names(x["hand"], lang))
    q3 = _t("kit.ex.score", lang, seat=o["taker"], contract=text("contract." + o["contract"], lang),
            points=format_number(o["taker_points"], lang), bouts=o["taker_bouts"], extras=_extras(o, lang))
    items = "".join(f'<li>{_rule(r, lang)}{q}<div class="answer"></div></li>'
                    for r, q in (("C4", q1), ("P2 P3 P4 P5", q2), ("S1 S2 S3 S4", q3)))
    return _page("exercises", f'<h1>{_t("kit.ex.title", lang, table=i + 1, seed=t["seed"])}</h1>'
                              f'<p>{_t("kit.ex.intro", lang)}</p><ol>{items}</ol>', table=i + 1, seed=t["seed"])


def _extras(o: dict, lang: str) -> str:
    parts = []
    if o["petit_au_bout"]:
        parts.append(text("kit.ex.pab", lang, side=text("side." + o["petit_au_bout"], lang)))
    for seat, size in o["poignees"]:                               # B1: named by its size (poignee.10 …)
        parts.append(text("kit.ex.poignee", lang, seat=seat, poignee=text(f"poignee.{size}", lang)))
    return "".join(parts)


def _key_page(i: int, t: dict, lang: str) -> str:
    o, x = t["outcome"], t["trick"]
    counts = "".join(f'<tr data-seat="{s}"><td>{_seat(s, lang)}</td>'
                     f'<td class="n" data-fig="count">{_n(c["total"], lang)}</td>'
                     f'<td data-fig="bid">{_bid(c["suggestion"], lang)}</td></tr>' for s, c in enumerate(t["counts"]))
    head = (f'<tr><th>{_t("kit.col.seat", lang)}</th><th class="n">{_t("kit.col.count", lang)}</th>'
            f'<th>{_t("kit.col.bid", lang)}</th></tr>')
    scores = "".join(f'<td class="n" data-fig="score">{_n(v, lang, signed=True)}</td>' for v in o["scores"])
    seats = "".join(f'<th class="n">{_seat(s, lang)}</th>' for s in range(SEATS))
    steps = "".join(f'<li>{escape(s["text"])}</li>' for s in o["breakdown"])
    played = _t("kit.key.played", lang, seat=o["taker"], contract=text("contract." + o["contract"], lang),
                discard=_names(o["discard"], lang) or "—",
                points=format_number(o["taker_points"], lang), bouts=o["taker_bouts"],
                result=text("kit.key.made" if o["made"] else "kit.key.failed", lang))
    why = " · ".join(f"{_codes([c], lang)} {_rule(r, lang)}" for c, r in x["illegal"].items())
    pile = format_number(t["count"]["points"], lang)
    answers = (f'<li data-fig="ex_count">{_t("kit.key.count", lang, points=pile)}</li>'
               f'<li data-fig="ex_trick">{_t("kit.key.legal", lang)} <b>{_codes(x["legal"], lang)}</b> · '
               f'{_t("kit.key.not", lang)} {why}</li>'
               f'<li data-fig="ex_score">{_t("kit.key.score", lang, S=o["S"])}</li>')
    return _page("key", f'<h1>{_t("kit.key.title", lang, table=i + 1, seed=t["seed"])}</h1>'
                        f'<h2>{_rule("A2", lang)}{_t("kit.key.counts", lang)}</h2><table>{head}{counts}</table>'
                        f'<p class="note">{_t("kit.key.counts_note", lang)}</p>'
                        f'<h2>{_rule("S1 S4", lang)}{_t("kit.key.bots", lang)}</h2><p data-fig="played">{played}</p>'
                        f'<ol>{steps}</ol><table><tr>{seats}</tr><tr data-fig="scores">{scores}</tr></table>'
                        f'<h2>{_t("kit.key.answers", lang)}</h2><ol>{answers}</ol>', table=i + 1, seed=t["seed"])


def _sheet_head(players, lang: str) -> str:
    cols = ("deal", "seed", "dealer", "taker", "contract", "made", "S")
    return ("<tr>" + "".join(f'<th>{_t("kit.col." + c, lang)}</th>' for c in cols)
            + "".join(f'<th class="n">{p}</th>' for p in players)
            + f'<th class="n">{_t("kit.col.sum", lang)}</th></tr>')


def _blank_sheet(lang: str) -> str:
    players = [escape("\u00a0" * 12)] * SHEET_PEOPLE
    row = "<tr>" + "<td></td>" * (7 + len(players) + 1) + "</tr>"
    return _page("blank_sheet", f'<h1>{_t("kit.sheet.blank", lang)}</h1>'
                                f'<p>{_rule("G1 S4", lang)}{_t("kit.sheet.rules", lang)}</p>'
                                f'<table class="sheet">{_sheet_head(players, lang)}{row * BLANK_ROWS}</table>'
                                f'<p class="note">{_rule("V10", lang)}{_t("kit.sheet.five", lang)}</p>')


def _filled_sheet(e: dict, seed: int, lang: str) -> str:
    rows = []
    for r in e["rows"]:
        number = _n(r["number"], lang) if r["number"] is not None else _t("kit.sheet.not_counted", lang)
        if r["kind"] == "played":
            taker, contract = escape(e["players"][r["taker"]]), _t("contract." + r["contract"], lang)
            made = _t("kit.sheet.made" if r["made"] else "kit.sheet.failed", lang)
        else:
            taker, contract, made = "—", _t(f'kit.sheet.{r["kind"]}', lang), "—"
        cells = "".join(f'<td class="n">{_n(v, lang, signed=True)}</td>' for v in r["scores"])
        rows.append(f'<tr data-row="{r["kind"]}"><td>{number}</td><td class="n">{_n(r["seed"], lang)}</td>'
                    f'<td>{escape(e["players"][r["dealer"]])}</td><td>{taker}</td><td>{contract}</td><td>{made}</td>'
                    f'<td class="n">{_n(r["S"], lang)}</td>{cells}'
                    f'<td class="n" data-fig="sum">{_n(sum(r["scores"]), lang)}</td></tr>')
    totals = "".join(f'<td class="n" data-fig="total">{_n(v, lang, signed=True)}</td>' for v in e["totals"])
    rows.append(f'<tr data-row="totals"><th colspan="7">{_t("kit.sheet.totals", lang)}</th>{totals}'
                f'<td class="n" data-fig="sum">{_n(sum(e["totals"]), lang)}</td></tr>')
    players = [escape(p) for p in e["players"]]
    ranking = ", ".join(text("kit.sheet.place", lang, place=place, name=name,
                             total=format_number(total, lang, signed=True)) for place, name, total in e["ranking"])
    seats = ", ".join(text("kit.sheet.seat_is", lang, seat=s, name=p) for s, p in enumerate(e["players"]))
    return _page("filled_sheet", f'<h1>{_t("kit.sheet.filled", lang)}</h1>'
                                 f'<p>{_t("kit.sheet.filled_intro", lang, seed=seed)} {escape(seats)}.</p>'
                                 f'<table class="filled">{_sheet_head(players, lang)}{"".join(rows)}</table>'
                                 f'<p data-fig="ranking">{_rule("G2", lang)}{escape(ranking)}</p>')


def kit_html(seed: int, tables: int = 7, lang: str | None = None, names=None) -> str:
    """The kit as one self-contained, print-ready HTML document in *lang* ('fr' or 'en'): a cover,
    then per table its deal and its exercise sheet, then every table's answer key, then a blank
    and a filled scoresheet (*names*: the filled sheet's four players)."""
    lang = check_language(lang)
    f = kit_facts(seed, tables, lang, names)
    pages = [_cover(f, lang)]
    for i, t in enumerate(f["tables"]):
        pages += [_deal_page(i, t, lang), _exercise_page(i, t, lang)]
    pages += [_key_page(i, t, lang) for i, t in enumerate(f["tables"])]
    pages += [_blank_sheet(lang), _filled_sheet(f["evening"], seed, lang)]
    title = _t("kit.title", lang)
    return (f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>'
            f'<style>{CSS}</style></head><body>{"".join(pages)}</body></html>\n')


__all__ = ["MAX_TABLES", "evening_facts", "kit_facts", "kit_html", "table_facts", "table_seeds"]
