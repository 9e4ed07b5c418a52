"""Widget 10 (issue 13) — the card picker: all 78 cards, put by click, keyboard or typing into
named piles (a hand, a trick in play order, a chien, a discard …), each card in one place.

The caller names the piles and their sizes: ``CardPicker(piles={"hand": 18, "trick": 3})``. A
pile may also be a *selection* among other piles' cards (``{"discard": {"size": 6, "from":
("hand", "chien")}}``: the discard is chosen among the taker's 24 cards, so its cards stay in the
hand or the chien too). Every other card is in one place only: the core checks it (C1,
:func:`tarot_core.discard.check_apart`) and so do typed codes (:func:`tarot_core.cards.parse_cards`
reads them, French letters included, and its refusal is shown as it is). A full pile refuses one
more card, with the rule the caller gave. A pile whose name holds "trick" is shown in play order
(``ordered``); the others in suit order; ``piles`` keeps the order the cards were put in.

The state lives in :class:`Piles` (plain Python, no widget), which the rules desk
(:mod:`widgets.desk`) reuses for its questions; :class:`CardPicker` is one ``Piles`` as a widget,
whose synced trait ``piles`` (name → card codes) Python and marimo read, and may write.

>>> p = CardPicker(piles={"hand": 18, "trick": 3}, lang="en")
>>> p.do("type", text="KH T21 ex"); p.piles["hand"]          # as put there (shown in suit order)
['KH', 'T21', 'EX']
>>> p.do("current", pile="trick"); p.do("pick", card="KH"); p.last_error["rule"]
'C1'
>>> p.do("type", text="2S 3S 4S 5S"); p.last_error["message"]
'“Trick so far” holds at most 3 cards: 5 of ♠ spades (5S) does not fit.'
>>> p.do("type", text="ZZ"); p.last_error["message"]
"C1 (78 cards: four suits of 14, 21 trumps and the Excuse): Unknown card: 'ZZ'."
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

import traitlets

from tarot_core.cards import DECK, FIRST_TRUMP, Card, Suit, parse_cards, sort_key
from tarot_core.discard import check_apart
from tarot_core.errors import CardError, TarotError, named, notation

from ._base import CSS, STATIC, TarotWidget, card_views
from .labels import LABELS, label

DECK_CARD = 40                  # px: a card of the 78 laid out (22 to the widest row)
EXPORT = "export default { render: renderPicker };"


def esm_of(*names: str) -> str:
    """``common.js`` then each named module of static/, the last one's ``export`` kept only: the
    rules desk draws its pickers with ``picker.js``'s functions (one ES module, no import)."""
    parts = [(STATIC / "common.js").read_text(encoding="utf-8")]
    for i, name in enumerate(names):
        code = (STATIC / f"{name}.js").read_text(encoding="utf-8")
        if i < len(names) - 1:
            code = code.replace(EXPORT, "")
        parts.append(f"// ---- {name}.js ----\n{code}")
    return "\n".join(parts)


def css_of(*names: str) -> str:
    """tarot.css then the widget's own style sheets (static/<name>.css)."""
    return "\n".join([CSS.read_text(encoding="utf-8")] + [(STATIC / f"{n}.css").read_text(encoding="utf-8")
                                                          for n in names])


def change_piles(widget: TarotWidget, fn: Callable[..., str], *args) -> None:
    """One change of a :class:`Piles` (``fn(*args, lang)``) asked by *widget*'s learner: its sentence
    said and the error line cleared, or the :class:`Refusal` shown with its rule (the piles unchanged)."""
    try:
        widget.say(fn(*args, widget.lang))
        widget.last_error = {}
    except Refusal as r:
        widget.last_error = r.as_dict()
        widget.say(r.text)


class Refusal(Exception):
    """A card that may not go where it was sent: the sentence (in the learner's language) and
    the rule, when one decides it."""

    def __init__(self, text: str, rule: str | None = None, card: str | None = None):
        super().__init__(text)
        self.text, self.rule, self.card = text, rule, card

    def as_dict(self) -> dict:
        return {"rule": self.rule, "message": self.text, "card": self.card}


@dataclass(frozen=True)
class PileSpec:
    """One pile: how many cards it holds at most, the rule that says so, and whether it is a
    place of its own or a selection among other piles' cards (``source``)."""
    name: str
    size: int
    rule: str | None = None
    source: tuple[str, ...] = ()        # chosen among these piles' cards (not a place of its own)
    ordered: bool = False               # play order kept (a trick); else shown in suit order
    title: str | Callable[[str], str] | None = None    # else the label picker.pile.<name>
    short: str | Callable[[str], str] | None = None    # the tag on a card; else picker.short.<name>

    def caption(self, lang: str, short: bool = False) -> str:
        given = self.short if short else self.title
        if callable(given):
            return given(lang)
        if isinstance(given, str):
            return given
        key = f"picker.{'short' if short else 'pile'}.{self.name}"
        return label(key, lang) if key in LABELS else (self.caption(lang) if short else self.name)


def pile_specs(piles) -> dict[str, PileSpec]:
    """The piles as given by the caller: name → a size, a dict (``size``, ``rule``, ``from``,
    ``ordered``, ``title``) or a :class:`PileSpec`."""
    if not isinstance(piles, Mapping) or not piles:
        raise ValueError("piles: a dict of pile name -> size, e.g. {'hand': 18, 'trick': 3}")
    out = {}
    for name, spec in piles.items():
        if isinstance(spec, PileSpec):
            out[name] = spec
        elif isinstance(spec, int) and not isinstance(spec, bool) and spec > 0:
            out[name] = PileSpec(name, spec, ordered="trick" in name)     # a trick: shown in play order
        elif isinstance(spec, Mapping):
            extra = set(spec) - {"size", "rule", "from", "ordered", "title", "short"}
            if extra or "size" not in spec:
                raise ValueError(f"pile {name!r}: keys size, rule, from, ordered, title, short "
                                 f"(not {sorted(extra)})")
            out[name] = PileSpec(name, int(spec["size"]), spec.get("rule"), tuple(spec.get("from", ())),
                                 bool(spec.get("ordered", False)), spec.get("title"), spec.get("short"))
        else:
            raise ValueError(f"pile {name!r}: a size (a whole number above 0) or a dict")
    for spec in out.values():
        unknown = [s for s in spec.source if s not in out or out[s].source]
        if unknown:
            raise ValueError(f"pile {spec.name!r} is chosen from {unknown}: not piles of their own")
    return out


class Piles:
    """Named piles of cards, each card in one place (C1); what the picker shows and changes.

    Every method that changes the piles answers with the sentence to announce, or raises
    :class:`Refusal` (the piles unchanged).
    """

    def __init__(self, piles, current: str | None = None):
        self.specs = pile_specs(piles)
        self._cards: dict[str, list[Card]] = {n: [] for n in self.specs}
        self.current = current if current in self.specs else next(iter(self.specs))

    # --- reading ----------------------------------------------------------------------------
    def cards(self, name: str) -> list[Card]:
        """The cards of pile *name* as shown: in play order for an ordered pile, else in suit order."""
        cards = list(self._cards[name])
        return cards if self.specs[name].ordered else sorted(cards, key=sort_key)

    def codes(self) -> dict[str, list[str]]:
        """Every pile as card codes, in the order they were put there (a trick: play order)."""
        return {n: [c.code for c in self._cards[n]] for n in self.specs}

    def places(self, card: Card) -> list[str]:
        """The piles that hold *card* (a place of its own first, then the selections)."""
        return [n for n in self.specs if card in self._cards[n]]

    def title(self, name: str, lang: str) -> str:
        return self.specs[name].caption(lang)

    # --- changing ---------------------------------------------------------------------------
    def add(self, cards, pile: str | None, lang: str) -> str:
        """Put *cards* (codes or text, read by the core) into *pile*, all or none."""
        pile = self._pile(pile, lang)
        spec = self.specs[pile]
        try:
            new = parse_cards(cards)                          # C1: unknown card, a card twice
        except CardError as e:
            raise Refusal(e.message(lang), e.rule, _code(e)) from None
        if not new:
            raise Refusal(label("picker.type_nothing", lang))
        here = [c for c in new if c in self._cards[pile]]
        if here:
            raise Refusal(label("picker.already_here", lang, card=named(here[0], lang),
                                pile=self.title(pile, lang)), None, here[0].code)
        if spec.source:
            outside = [c for c in new if not any(c in self._cards[s] for s in spec.source)]
            if outside:
                raise Refusal(label("picker.not_in_source", lang, card=named(outside[0], lang),
                                    pile=self.title(pile, lang),
                                    sources=_words([self.title(s, lang) for s in spec.source], lang)),
                              spec.rule, outside[0].code)
        else:
            homes = [self._cards[n] for n, s in self.specs.items() if not s.source]
            try:
                check_apart(*homes, new)                      # C1: a card is in one place only
            except CardError as e:
                card = parse_cards([_code(e)])[0]
                where = next(n for n in self.specs if not self.specs[n].source and card in self._cards[n])
                raise Refusal(label("picker.taken", lang, card=named(card, lang), pile=self.title(where, lang),
                                    reason=e.message(lang)), e.rule, card.code) from None
        room = spec.size - len(self._cards[pile])
        if len(new) > room:
            extra = new[room:]
            key = "picker.full_rule" if spec.rule else "picker.full"
            raise Refusal(label(key, lang, pile=self.title(pile, lang), size=spec.size, rule=spec.rule or "",
                                cards=_words([named(c, lang) for c in extra], lang)),
                          spec.rule, extra[0].code)
        self._cards[pile].extend(new)
        return label("picker.added", lang, cards=_words([named(c, lang) for c in new], lang),
                     pile=self.title(pile, lang), count=len(self._cards[pile]), size=spec.size)

    def remove(self, card, pile: str | None, lang: str) -> str:
        """Take *card* out of *pile* (and out of the selections made from that pile)."""
        pile = self._pile(pile, lang)
        try:
            card = parse_cards([card])[0]
        except CardError as e:
            raise Refusal(e.message(lang), e.rule, _code(e)) from None
        if card not in self._cards[pile]:
            raise Refusal(label("picker.not_here", lang, card=named(card, lang), pile=self.title(pile, lang)),
                          None, card.code)
        self._cards[pile].remove(card)
        for name, spec in self.specs.items():
            if pile in spec.source and card in self._cards[name] \
                    and not any(card in self._cards[s] for s in spec.source):
                self._cards[name].remove(card)
        return label("picker.removed", lang, card=named(card, lang), pile=self.title(pile, lang),
                     count=len(self._cards[pile]), size=self.specs[pile].size)

    def toggle(self, card, lang: str) -> str:
        """A click on one of the 78 cards: into the current pile, or out of it when it is there."""
        try:
            chosen = parse_cards([card])[0]
        except CardError as e:
            raise Refusal(e.message(lang), e.rule, _code(e)) from None
        if chosen in self._cards[self.current]:
            return self.remove(chosen, self.current, lang)
        return self.add([chosen], self.current, lang)

    def clear(self, pile: str | None, lang: str) -> str:
        pile = self._pile(pile, lang)
        for card in list(self._cards[pile]):
            self.remove(card, pile, lang)
        return label("picker.cleared", lang, pile=self.title(pile, lang))

    def choose(self, pile: str, lang: str) -> str:
        """Make *pile* the current one (where clicked and typed cards go)."""
        self.current = self._pile(pile, lang)
        return label("picker.now", lang, pile=self.title(self.current, lang),
                     count=len(self._cards[self.current]), size=self.specs[self.current].size)

    def set_all(self, piles: Mapping, lang: str) -> None:
        """Replace every pile named in *piles* (others emptied), places first, then selections;
        all or nothing."""
        unknown = [n for n in piles if n not in self.specs]
        if unknown:
            raise Refusal(label("picker.no_pile", lang, pile=unknown[0], piles=", ".join(self.specs)))
        saved = {n: list(v) for n, v in self._cards.items()}
        self._cards = {n: [] for n in self.specs}
        try:
            for name in sorted(piles, key=lambda n: bool(self.specs[n].source)):
                value = piles[name]
                if value is not None and (value if not isinstance(value, str) else value.strip()):
                    self.add(value, name, lang)
        except Refusal:
            self._cards = saved
            raise

    def reconfigure(self, piles, current: str | None = None) -> None:
        """New pile names or sizes (the rules desk's number of last tricks): the cards of piles
        that stay are kept, as many as fit."""
        specs = pile_specs(piles)
        old = self._cards
        self.specs = specs
        self._cards = {n: list(old.get(n, []))[: s.size] for n, s in specs.items()}
        if current in specs:
            self.current = current
        elif self.current not in specs:
            self.current = next(iter(specs))

    def _pile(self, pile: str | None, lang: str | None = None) -> str:
        pile = self.current if pile in (None, "") else pile
        if pile not in self.specs:
            raise Refusal(label("picker.no_pile", lang, pile=str(pile), piles=", ".join(self.specs)))
        return pile

    # --- the view (plain data for picker.js) -----------------------------------------------------
    def view(self, lang: str, testid: str) -> dict:
        piles = []
        for name, spec in self.specs.items():
            cards = self.cards(name)
            piles.append({"name": name, "title": self.title(name, lang), "short": spec.caption(lang, short=True),
                          "ordered": spec.ordered, "cards": [c.code for c in cards],
                          "count": len(cards), "size": spec.size, "current": name == self.current,
                          "full": len(cards) >= spec.size, "selection": bool(spec.source),
                          "count_text": label("picker.count", lang, count=len(cards), size=spec.size),
                          "label": label("picker.pile_cards", lang, pile=self.title(name, lang),
                                         count=len(cards), size=spec.size,
                                         cards=", ".join(notation(c, lang) for c in cards)
                                         or label("picker.empty", lang))})
        where = {}
        for card in DECK:
            places = self.places(card)
            if places:
                where[card.code] = {"piles": places,
                                    "text": ", ".join(label("picker.in_pile", lang, pile=self.title(p, lang))
                                                      for p in places)}
        current = self.specs[self.current]
        hint = (label("picker.hint_from", lang, pile=self.title(self.current, lang),
                      sources=_words([self.title(s, lang) for s in current.source], lang))
                if current.source else label("picker.hint", lang, pile=self.title(self.current, lang)))
        return {"testid": testid, "piles": piles, "current": self.current, "where": where, "hint": hint}


def _code(error: TarotError) -> str | None:
    """The card a core error names (its code), if any."""
    card = error.params.get("card")
    return card.code if isinstance(card, Card) else None


def _words(items: list[str], lang: str) -> str:
    """'a, b and c' in *lang*."""
    if len(items) <= 1:
        return "".join(items)
    return label("picker.and", lang, first=", ".join(items[:-1]), last=items[-1])


def deck_views(lang: str, four_colour: bool = False) -> list[dict]:
    """The 78 cards as the picker lays them out: a row per suit (C1 order, ace to king), then the
    21 trumps and the Excuse; each with its code, accessible name and the core's SVG."""
    out = card_views(DECK, lang=lang, four_colour=four_colour, width=DECK_CARD)
    for item, card in zip(out, DECK):
        item["row"] = 4 if card >= FIRST_TRUMP else card // 14
    return out


def deck_rows(lang: str) -> list[str]:
    """The rows' names: the four suits (the core's words) and the trumps with the Excuse."""
    return [Suit(i).label(lang) for i in range(4)] + [label("picker.row.trumps", lang)]


class CardPicker(TarotWidget):
    """Cards put into named piles (``piles={"hand": 18, "trick": 3}``); read them in ``piles``."""

    _esm = esm_of("picker")
    _css = css_of("picker")
    LABELS = ("common.", "picker.")

    FROM_BROWSER = ("piles",)                        # checked like a click (_on_piles); the rest is Python's

    piles = traitlets.Dict().tag(sync=True)          # name -> card codes (play order for a trick)
    current = traitlets.Unicode("").tag(sync=True)
    deck = traitlets.List[dict]().tag(sync=True)     # the 78 cards drawn once (not on every change)
    last_error = traitlets.Dict().tag(sync=True)

    def __init__(self, piles=None, *, current: str | None = None, cards=None, **kwargs):
        self.state = Piles(piles if piles is not None else {"hand": 18}, current)
        self._writing = True
        super().__init__(**kwargs)
        if cards:
            self.set_piles(cards)
        self._sync()

    # --- Python side ---------------------------------------------------------------------------
    def set_piles(self, cards: Mapping) -> None:
        """Fill the piles from Python (codes or text per pile), checked as clicks are; a refusal
        raises :class:`Refusal` and leaves them unchanged."""
        self.state.set_all(cards, self.lang)
        self.last_error = {}
        self._sync()
        self.refresh()

    @traitlets.observe("piles")
    def _on_piles(self, change):
        """``piles`` written from Python or marimo: checked like a click, refused with the reason."""
        if getattr(self, "_writing", True):
            return
        try:
            self.state.set_all(change["new"] or {}, self.lang)
            self.last_error = {}
        except Refusal as r:
            self.last_error = r.as_dict()
            self.say(r.text)
        self._sync()
        self.refresh()

    def _sync(self) -> None:
        self._writing = True
        try:
            self.piles = self.state.codes()
            self.current = self.state.current
        finally:
            self._writing = False

    @traitlets.observe("lang", "four_colour")
    def _on_language(self, change):
        self.deck = deck_views(self.lang, self.four_colour)
        super()._on_language(change)

    # --- actions (TarotWidget.run_queue runs them) -------------------------------------------------
    def _run(self, fn, *args) -> None:
        change_piles(self, fn, *args)
        self._sync()

    # Each action's arguments and their types are its signature (checked by TarotWidget.run_action).
    def _do_pick(self, card: str):
        self._run(self.state.toggle, card)

    def _do_remove(self, card: str, pile: str | None = None):
        self._run(self.state.remove, card, pile)

    def _do_type(self, text: str = "", pile: str | None = None):
        self._run(self.state.add, text, pile)

    def _do_clear(self, pile: str | None = None):
        self._run(self.state.clear, pile)

    def _do_current(self, pile: str | None = None):
        self._run(self.state.choose, pile)

    def _build_view(self) -> dict:
        if not self.deck:
            self.deck = deck_views(self.lang, self.four_colour)
        view = self.state.view(self.lang, "picker")
        view["rows"] = deck_rows(self.lang)
        view["error"] = (self.last_error or {}).get("message", "")
        view["error_rule"] = (self.last_error or {}).get("rule") or ""
        return view


__all__ = ["CardPicker", "Piles", "PileSpec", "Refusal", "change_piles", "deck_views", "deck_rows", "esm_of",
           "css_of"]
