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

``players=3`` or ``5`` (V1; ``tarot kit --players``) makes the kit of that table, from the same
engine: its deals (``tarot deal --seed N --players 5``: 15 cards each and a chien of 3, V1), the
counts scaled to its hands (:func:`~tarot_core.analysis.handcount.hand_count` with the table), the
deals played by that many basic bots (at five the taker's call is the bot's ``choose_call``, V4;
the partner and the split of V9 on the key), and scoresheets of that many players (G1, V10: two
deals per player); the sheets' split is the table's (S4, V9: :func:`~tarot_core.scoring.score_shares`).

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
>>> five = kit_facts(42, 1, players=5)["tables"][0]
>>> [len(h) for h in five["hands"]], len(five["chien"]), five["outcome"]["called"] is not None
([15, 15, 15, 15, 15], 3, True)
"""
from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from ..cards import parse_cards
from ..catalogue import check_language, format_number, rule_title, text
from ..errors import notation
from ..table import FIVE_PLAYERS, FOUR_PLAYERS, Table, table_for

# The bots and the game are imported when a kit is made: `tarot`'s parser reads this module's bounds only.
if TYPE_CHECKING:
    from ..analysis.bots import BasicBot
    from ..game import GameState

MAX_TABLES = 12                # a room of 48 to 60: more tables is a second kit
MAX_NAME = 30                  # characters in a player's name on the filled sheet
SEATS = FOUR_PLAYERS.seats           # the default table (``players``: 3, 4 or 5, V1)
SHEET_PEOPLE = FIVE_PLAYERS.seats     # V10: a table of five plays four-player deals, the dealer out
SUITS = ("T", "S", "H", "C", "D")      # the order a hand is laid out: trumps (and the Excuse), ♠ ♥ ♣ ♦


def _check(seed, tables, names, players=SEATS) -> tuple[int, int, list[str] | None, Table]:
    """The arguments checked (types, not coerced): *players* is the table (V1: 3, 4 or 5, else
    DealError naming V1), *names* one per seat of it."""
    for field, value, low, high in (("seed", seed, 0, 10**12), ("tables", tables, 1, MAX_TABLES)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(f"{field}: a whole number, not {type(value).__name__}")
        if not low <= value <= high:
            raise ValueError(f"{field}: from {low} to {high}, not {value}")
    table = table_for(players)
    if names is not None:
        if isinstance(names, str) or not all(isinstance(n, str) for n in names):
            raise TypeError(f"names: {table.seats} texts")
        names = [n.strip() for n in names]
        if len(names) != table.seats or not all(0 < len(n) <= MAX_NAME for n in names):
            raise ValueError(f"names: {table.seats} names of 1 to {MAX_NAME} characters")
    return seed, tables, names, table


def _bots(table: Table = FOUR_PLAYERS) -> list[BasicBot]:
    """One basic bot per seat of *table* (it bids, calls at five, V4, and plays at every table)."""
    from ..analysis.bots import BasicBot
    return [BasicBot() for _ in range(table.seats)]


def table_seeds(seed: int, tables: int, players: int = SEATS) -> list[int]:
    """The seeds of the tables' deals: the first *tables* seeds from *seed* up whose deal is not
    cancelled (D4: petit sec) and is bid by the table's basic bots (not all pass, A3)."""
    from ..analysis.bots import play_deal
    from ..game import GameState
    seed, tables, _, table = _check(seed, tables, None, players)
    found: list[int] = []
    s = seed
    while len(found) < tables:
        state = GameState.new(seed=s, table=table)
        if state.phase != "cancelled" and play_deal(state, _bots(table)).phase == "done":
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
            "breakdown": [{"rule": s.rule, "text": s.text(lang)} for s in out.breakdown],     # S4, V9: the table's
            "called": out.called.code if out.called is not None else None,      # V4, V5: five players
            "partner": out.partner, "alone": out.alone}


def _trick_exercise(state: GameState) -> dict:
    """P2–P5: a card of the bots' play where the seat to play, with cards already on the trick,
    may not play every card it holds — the first where a card is ruled out by trumping (P3–P5;
    at five players V6 in the first trick), else the first where following suit (P2) decides: its
    hand, the trick so far, the legal cards, and the rule that rules out each other card (the
    state's own :meth:`~tarot_core.game.GameState.why_not`, at the deal's table)."""
    from ..cards import sort_key
    from ..game import GameState
    fresh = GameState.new(seed=state.seed, dealer=state.dealer, table=state.table)
    found = []
    for action in state.actions:
        if fresh.phase == "play" and action.seat == fresh.to_act:
            view = fresh.view(action.seat)
            if view.current_trick and 0 < len(view.legal) < len(view.hand):
                why = {c: fresh.why_not(c) for c in sorted(view.hand, key=sort_key) if c not in view.legal}
                reasons = {c.code: str(e.rule) for c, e in why.items() if e is not None}
                found.append({"seat": action.seat, "trick": len(view.tricks) + 1, "hand": [c.code for c in view.hand],
                              "played": [c.code for c in view.current_trick], "legal": [c.code for c in view.legal],
                              "illegal": reasons})
                if set(reasons.values()) - {"P2"}:
                    return found[-1]
        fresh.apply(action)
    return found[0]                        # a played deal (every trick of it) always has a trick with a choice


def table_facts(seed: int, lang: str | None = None, players: int = SEATS) -> dict:
    """One table's deal (dealer seat 0, as ``tarot deal --seed`` with ``--players``), its answer
    key and exercises, at the table of *players* (V1)."""
    from ..analysis.bots import play_deal
    from ..analysis.handcount import hand_count
    from ..counting import count_pairs
    from ..game import GameState
    lang = check_language(lang)
    table = table_for(players)
    state = GameState.new(seed=seed, table=table)
    hands = [[c.code for c in h] for h in state.dealt]
    counts = []
    for h in state.dealt:
        c = hand_count(h, table)                                         # scaled to the table's hands
        counts.append({"total": c.total, "total_with_shape": c.total_with_shape,
                       "suggestion": c.suggestion.code if c.suggestion else None})
    played = play_deal(GameState.new(seed=seed, table=table), _bots(table))
    out = played.outcome()
    pile = list(out.discard or out.chien) + list(out.tricks[0].cards)     # E1/E3: set aside, never played
    return {"seed": seed, "players": table.seats, "dealer": state.dealer, "hands": hands,
            "chien": [c.code for c in state.chien],
            "counts": counts, "outcome": _outcome(played, lang),
            "count": {"cards": [c.code for c in pile], "points": count_pairs(pile).exact},
            "trick": _trick_exercise(played)}


def evening_facts(seed: int, names: list[str], lang: str | None = None) -> dict:
    """G1: a session of basic-bot deals from *seed* up (deal i on seed + i, the dealer as the
    sheet says), kept by the course's Scoresheet: its rows (cancelled ones noted, D4), each
    row's scores summing to zero (S4), the totals and the ranking (G2). The deals are at the
    table of as many players as *names* (3, 4 or 5, V1)."""
    from ..analysis.bots import play_deal
    from ..game import GameState
    from ..io.session import Scoresheet
    lang = check_language(lang)
    sheet = Scoresheet(names)
    table = table_for(sheet.table)
    seeds = []
    s = seed
    while not sheet.is_complete:
        state = play_deal(GameState.new(seed=s, dealer=sheet.dealer, table=table), _bots(table))
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


def kit_facts(seed: int, tables: int, lang: str | None = None, names=None, players: int = SEATS) -> dict:
    """The kit's figures as plain data: ``players`` (the table, V1), ``tables`` (one
    :func:`table_facts` per table, seeds from :func:`table_seeds`) and ``evening``
    (:func:`evening_facts` from *seed*, with *names*, one per seat, or the catalogue's "Player 1" …)."""
    seed, tables, names, table = _check(seed, tables, names, players)
    lang = check_language(lang)
    names = names or [text("kit.player", lang, n=i + 1) for i in range(table.seats)]
    return {"seed": seed, "players": table.seats,
            "tables": [table_facts(s, lang, table.seats) for s in table_seeds(seed, tables, table.seats)],
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


def _command(t: dict) -> str:
    """D2: the command that shows table *t*'s deal on screen (``--players`` when not four, V1)."""
    players = "" if t["players"] == SEATS else f' --players {t["players"]}'
    return f'tarot deal --seed {t["seed"]}{players}'


def _cover(f: dict, lang: str) -> str:
    table = table_for(f["players"])
    rows = "".join(f'<tr><td class="n">{_n(i + 1, lang)}</td><td class="n">{_n(t["seed"], lang)}</td>'
                   f'<td><code>{escape(_command(t))}</code></td></tr>' for i, t in enumerate(f["tables"]))
    sizes = {"n": format_number(table.seats, lang), "chien": format_number(table.chien_size, lang)}
    steps = "".join(f"<li>{_t(f'kit.cover.step{i}', lang, **sizes)}</li>" for i in range(1, 6))
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
                         f'<p>{_rule("D1 D2 D3" if t["players"] == SEATS else "D1 D2 V1", lang)}'
                         f'{_t("kit.deal.intro", lang, command=_command(t))}</p>'
                         f'<table>{rows}</table><p class="note">{_t("kit.deal.after", lang)}</p>',
                 table=i + 1, seed=t["seed"])


def _exercise_page(i: int, t: dict, lang: str) -> str:
    o, x = t["outcome"], t["trick"]
    q1 = _t("kit.ex.count", lang, cards=_names(t["count"]["cards"], lang))
    q2 = _t("kit.ex.trick", lang, trick=x["trick"], seat=x["seat"], played=_names(x["played"], lang),
            hand=_names(x["hand"], lang))
    q3 = _t("kit.ex.score", lang, seat=o["taker"], contract=text("contract." + o["contract"], lang),
            points=format_number(o["taker_points"], lang), bouts=o["taker_bouts"],
            extras=_extras(o, lang, table_for(t["players"])))
    play_rules = " ".join(["P2", "P3", "P4", "P5", *sorted(set(x["illegal"].values()) - {"P2", "P3", "P4", "P5"})])
    score_rules = "S1 S2 S3 S4" if t["players"] == SEATS else "S1 S2 S3 V9"
    items = "".join(f'<li>{_rule(r, lang)}{q}<div class="answer"></div></li>'
                    for r, q in (("C4", q1), (play_rules, q2), (score_rules, q3)))
    return _page("exercises", f'<h1>{_t("kit.ex.title", lang, table=i + 1, seed=t["seed"])}</h1>'
                              f'<p>{_t("kit.ex.intro", lang)}</p><ol>{items}</ol>', table=i + 1, seed=t["seed"])


def _call(o: dict, lang: str, where: str = "ex") -> str:
    """V4, V5: at five players, the called card and who held it (the partner, or the taker alone),
    as the exercise's clause (*where* 'ex') or the key's sentence ('key'); '' at three and four."""
    if o["called"] is None:
        return ""
    card = _names([o["called"]], lang)
    if o["partner"] is None:
        return text(f"kit.{where}.call_alone", lang, card=card)
    return text(f"kit.{where}.call", lang, card=card, partner=o["partner"])


def _extras(o: dict, lang: str, table: Table = FOUR_PLAYERS) -> str:
    from .describe import camp_name
    parts = [_call(o, lang)]
    if o["petit_au_bout"]:                                         # V7: at five, the attack's
        parts.append(text("kit.ex.pab", lang, side=camp_name(o["petit_au_bout"], table, lang)))
    for seat, size in o["poignees"]:              # B1, V3: named by its level (poignee.10 … at every table)
        kind = FOUR_PLAYERS.poignee_sizes[table.poignee_sizes.index(size)]
        parts.append(text("kit.ex.poignee", lang, seat=seat, poignee=text(f"poignee.{kind}", lang)))
    return "".join(parts)


def _key_page(i: int, t: dict, lang: str) -> str:
    o, x = t["outcome"], t["trick"]
    counts = "".join(f'<tr data-seat="{s}"><td>{_seat(s, lang)}</td>'
                     f'<td class="n" data-fig="count">{_n(c["total"], lang)}</td>'
                     f'<td data-fig="bid">{_bid(c["suggestion"], lang)}</td></tr>' for s, c in enumerate(t["counts"]))
    head = (f'<tr><th>{_t("kit.col.seat", lang)}</th><th class="n">{_t("kit.col.count", lang)}</th>'
            f'<th>{_t("kit.col.bid", lang)}</th></tr>')
    scores = "".join(f'<td class="n" data-fig="score">{_n(v, lang, signed=True)}</td>' for v in o["scores"])
    seats = "".join(f'<th class="n">{_seat(s, lang)}</th>' for s in range(t["players"]))
    steps = "".join(f'<li>{escape(s["text"])}</li>' for s in o["breakdown"])
    played = _t("kit.key.played", lang, seat=o["taker"], contract=text("contract." + o["contract"], lang),
                discard=_names(o["discard"], lang) or "—",
                points=format_number(o["taker_points"], lang), bouts=o["taker_bouts"],
                result=text("kit.key.made" if o["made"] else "kit.key.failed", lang)) + escape(_call(o, lang, "key"))
    why = " · ".join(f"{_codes([c], lang)} {_rule(r, lang)}" for c, r in x["illegal"].items())
    pile = format_number(t["count"]["points"], lang)
    table = table_for(t["players"])
    scaled = "" if table == FOUR_PLAYERS else " " + _t("kit.key.counts_scaled", lang, players=table.seats,
                                                       cards=table.hand_size, base=FOUR_PLAYERS.hand_size)
    answers = (f'<li data-fig="ex_count">{_t("kit.key.count", lang, points=pile)}</li>'
               f'<li data-fig="ex_trick">{_t("kit.key.legal", lang)} <b>{_codes(x["legal"], lang)}</b> · '
               f'{_t("kit.key.not", lang)} {why}</li>'
               f'<li data-fig="ex_score">{_t("kit.key.score", lang, S=o["S"])}</li>')
    return _page("key", f'<h1>{_t("kit.key.title", lang, table=i + 1, seed=t["seed"])}</h1>'
                        f'<h2>{_rule("A2", lang)}{_t("kit.key.counts", lang)}</h2><table>{head}{counts}</table>'
                        f'<p class="note">{_t("kit.key.counts_note", lang)}{scaled}</p>'
                        f'<h2>{_rule("S1 S4" if t["players"] == SEATS else "S1 V9", lang)}'
                        f'{_t("kit.key.bots", lang, n=format_number(t["players"], lang))}</h2>'
                        f'<p data-fig="played">{played}</p>'
                        f'<ol>{steps}</ol><table><tr>{seats}</tr><tr data-fig="scores">{scores}</tr></table>'
                        f'<h2>{_t("kit.key.answers", lang)}</h2><ol>{answers}</ol>', table=i + 1, seed=t["seed"])


def _sheet_head(players, lang: str) -> str:
    cols = ("deal", "seed", "dealer", "taker", "contract", "made", "S")
    return ("<tr>" + "".join(f'<th>{_t("kit.col." + c, lang)}</th>' for c in cols)
            + "".join(f'<th class="n">{p}</th>' for p in players)
            + f'<th class="n">{_t("kit.col.sum", lang)}</th></tr>')


def _sheet_rules(table: Table, lang: str) -> str:
    """G1, S4 (V9): a session's valid deals (two per player, as the Scoresheet counts them) and the
    table's split of S (:func:`~tarot_core.scoring.score_shares`), in one paragraph."""
    from ..io.session import Scoresheet
    from ..scoring import score_shares
    deals = Scoresheet([str(seat) for seat in range(table.seats)]).session_deals
    shares = score_shares(table)
    if shares.partner is None:
        split = text("kit.sheet.split", lang, t=shares.taker)
    else:
        split = text("kit.sheet.split_five", lang, t=shares.taker, alone=score_shares(table, alone=True).taker)
    return escape(text("kit.sheet.rules", lang, deals=format_number(deals, lang), split=split))


def _blank_sheet(lang: str, table: Table = FOUR_PLAYERS) -> str:
    """The blank sheet: at four players five columns and ten rows (a table of five may play
    four-player deals, the dealer sitting out, V10); at three or five, one column per player and
    two rows per player (G1)."""
    people = SHEET_PEOPLE if table == FOUR_PLAYERS else table.seats
    players = [escape("\u00a0" * 12)] * people
    row = "<tr>" + "<td></td>" * (7 + len(players) + 1) + "</tr>"
    note = f'<p class="note">{_rule("V10", lang)}{_t("kit.sheet.five", lang)}</p>' if table == FOUR_PLAYERS else ""
    return _page("blank_sheet", f'<h1>{_t("kit.sheet.blank", lang)}</h1>'
                                f'<p>{_rule("G1 S4" if table == FOUR_PLAYERS else "G1 V9", lang)}'
                                f'{_sheet_rules(table, lang)}</p>'
                                f'<table class="sheet">{_sheet_head(players, lang)}{row * (2 * people)}</table>{note}')


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
    intro = _t("kit.sheet.filled_intro", lang, seed=seed, n=format_number(len(players), lang))
    return _page("filled_sheet", f'<h1>{_t("kit.sheet.filled", lang)}</h1>'
                                 f'<p>{intro} {escape(seats)}.</p>'
                                 f'<table class="filled">{_sheet_head(players, lang)}{"".join(rows)}</table>'
                                 f'<p data-fig="ranking">{_rule("G2", lang)}{escape(ranking)}</p>')


def kit_html(seed: int, tables: int = 7, lang: str | None = None, names=None, players: int = SEATS) -> str:
    """The kit as one self-contained, print-ready HTML document in *lang* ('fr' or 'en'): a cover,
    then per table its deal and its exercise sheet, then every table's answer key, then a blank
    and a filled scoresheet (*names*: the filled sheet's players, one per seat), at the table of
    *players* (V1: 3, 4 or 5)."""
    lang = check_language(lang)
    f = kit_facts(seed, tables, lang, names, players)
    pages = [_cover(f, lang)]
    for i, t in enumerate(f["tables"]):
        pages += [_deal_page(i, t, lang), _exercise_page(i, t, lang)]
    pages += [_key_page(i, t, lang) for i, t in enumerate(f["tables"])]
    pages += [_blank_sheet(lang, table_for(f["players"])), _filled_sheet(f["evening"], seed, lang)]
    title = _t("kit.title", lang)
    return (f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>'
            f'<style>{CSS}</style></head><body>{"".join(pages)}</body></html>\n')


__all__ = ["MAX_TABLES", "evening_facts", "kit_facts", "kit_html", "table_facts", "table_seeds"]
