"""What every Tarot Lab widget shares: language, labels, card drawings and actions.

A widget is an ``anywidget`` whose browser side only draws and reports: it shows
``view`` (a plain dict built here in Python, with every sentence already in the
learner's language) and sends what the learner did as an ``action``. Python answers
each action by asking ``tarot_core``, then rebuilds ``view``. So the rules live in
the core, the texts in the catalogues, and the JavaScript stays a thin drawing layer
that works the same in JupyterLab and in marimo.

The action protocol (one for every widget: :meth:`TarotWidget.run_queue`, ``send`` in
``common.js``). An action is ``{"act": name, "n": number, "args": {...}}``; the numbers count
1, 2, 3 … and each number runs once. The browser sends every action Python has not yet
acknowledged along with the new one (``"queue": [earlier actions…, this one]``), and Python
tells it the last number run in ``view["acked"]``: JupyterLab sends one message at a time and
merges the changes made meanwhile, so quick clicks would otherwise arrive as the last one only.
A widget only writes ``_do_<name>(self, arg: type, …)`` handlers (their signature is the
declaration :func:`check_action` checks) and ``_build_view``; :meth:`TarotWidget.do` sends an
action from Python exactly as a click does.

The browser code is plain ES modules in ``widgets/static/``: ``common.js`` (helpers
every view uses: elements built with ``textContent``, the card grid with arrow-key
navigation, the ``aria-live`` region) followed by the widget's own file. They are
joined here once, at import, because an ES module loaded by anywidget cannot import a
sibling file; nothing is fetched from the network.
"""
from __future__ import annotations

import inspect
import pathlib
import re
import types
import typing
from collections.abc import Mapping

import anywidget
import traitlets

from tarot_core.catalogue import LANGUAGES, get_language
from tarot_core.deal import check_seed
from tarot_core.errors import DealError, shown
from tarot_core.render.svg import card_label, card_svg

from .labels import label, labels_for

STATIC = pathlib.Path(__file__).parent / "static"
CSS = STATIC / "tarot.css"


def esm(name: str) -> str:
    """The ES module of widget *name*: ``common.js`` then ``<name>.js`` (both in static/)."""
    common = (STATIC / "common.js").read_text(encoding="utf-8")
    own = (STATIC / f"{name}.js").read_text(encoding="utf-8")
    return f"{common}\n// ---- {name}.js ----\n{own}"


def card_views(cards, *, lang: str, four_colour: bool = False, width: int = 56, **flags) -> list[dict]:
    """Plain data for drawing *cards*: code, accessible name and the core's SVG.

    *flags* maps a name to a set of cards (e.g. ``legal=...``): each card gets
    ``name: True/False`` so the browser can mark it without knowing any rule.
    """
    out = []
    for c in cards:
        item = {"code": c.code, "label": card_label(c, lang),
                "svg": card_svg(c, four_colour=four_colour, width=width, lang=lang,
                                disabled=("legal" in flags and c not in flags["legal"]))}
        for name, members in flags.items():
            item[name] = c in members
        out.append(item)
    return out


# --- what the browser sends, checked in one place ------------------------------------------------
UNSET: typing.Any = type("Unset", (), {"__repr__": lambda self: "UNSET", "__bool__": lambda self: False})()
"""The default of an optional action argument that was not sent (``None`` may be a value sent)."""

SEED_DIGITS = 30          # D2: a deal number typed by a learner has at most 30 digits (2**64 has 20)
_SEED = re.compile(r"0|[1-9][0-9]*")
MAX_ACTION_JUMP = 1000    # a browser never has more unacknowledged actions in its queue (TarotWidget.run_queue)
MAX_SAFE_N = 2**53 - 1    # JavaScript counts exactly up to here: a larger number cannot be followed by n + 1


def seed_of(value) -> int:
    """D2: a deal number as the browser or a learner gives it: an ``int`` from 0 up, or the same
    number written in ASCII digits (``"12"``; surrounding spaces allowed), without sign, leading
    zero, decimal point or exponent, at most :data:`SEED_DIGITS` digits. Anything else — ``"-1"``
    (Python's generator would deal seed 1's cards), ``"012"``, ``"1e3"``, a list, ``True``, a
    5,000-digit number — raises the core's D2 :class:`~tarot_core.errors.DealError` (its value
    quoted, cut short), so no deal is ever dealt under another number's name.

    >>> seed_of("12"), seed_of(7)
    (12, 7)
    >>> try:
    ...     seed_of("-1")
    ... except DealError as e:
    ...     print(e.rule, e.detail("en"))
    D2 Invalid seed -1: a seed is a whole number from 0 up.
    >>> try:
    ...     seed_of(None)                  # the core's "a fresh shuffle" is no deal number
    ... except DealError as e:
    ...     print(e.rule, e.detail("en"))
    D2 Invalid seed None: a seed is a whole number from 0 up.
    """
    if isinstance(value, str):
        digits = value.strip()
        if len(digits) > SEED_DIGITS or not _SEED.fullmatch(digits):
            raise DealError("D2", "err.deal.seed", seed=value)       # quoted, cut short (errors.shown)
        return int(digits)
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > SEED_DIGITS * 10 // 3:
        raise DealError("D2", "err.deal.seed", seed=value)       # shown by its number of digits
    seed = check_seed(value)                                     # D2: an int from 0 up (bool, float … refused)
    if seed is None:                      # the core's "a fresh shuffle", not a deal number written
        raise DealError("D2", "err.deal.seed", seed=value)
    return seed


def _kinds(hint) -> tuple[type, ...] | None:
    """The types an annotation allows (None: any value): ``str``, ``int | None``, ``Mapping`` …"""
    if hint is None or hint is typing.Any or hint is object or hint is inspect.Parameter.empty:
        return None
    if isinstance(hint, types.UnionType) or typing.get_origin(hint) is typing.Union:
        out: list[type] = []
        for arg in typing.get_args(hint):
            sub = _kinds(arg)
            if sub is None:
                return None
            out.extend(sub)
        return tuple(out)
    if hint is None.__class__:
        return (type(None),)
    origin = typing.get_origin(hint) or hint
    return (origin,) if isinstance(origin, type) else None


def _fits(value, kinds: tuple[type, ...]) -> bool:
    """*value* is one of *kinds*; a bool is not a number unless ``bool`` is named, an int is a float."""
    if isinstance(value, bool):
        return bool in kinds
    if isinstance(value, int) and float in kinds:
        return True
    return isinstance(value, kinds)


def _kind_text(kinds: tuple[type, ...], lang: str) -> str:
    names = []
    for k in kinds:
        key = "common.kind." + ("dict" if issubclass(k, Mapping) else k.__name__)
        try:
            names.append(label(key, lang))
        except KeyError:
            names.append(k.__name__)
    if len(names) == 1:
        return names[0]
    return label("common.kind.or", lang, first=", ".join(names[:-1]), last=names[-1])


_SIGNATURES: dict = {}


def action_signature(widget, name: str):
    """(the parameters of ``_do_<name>``: name -> (types or None, required), whether it takes more
    keywords) — the handler's own signature and annotations are the declaration; cached per class."""
    key = (type(widget), name)
    if key not in _SIGNATURES:
        fn = getattr(type(widget), f"_do_{name}")
        sig = inspect.signature(fn)
        try:
            hints = typing.get_type_hints(fn)
        except (NameError, TypeError):          # an annotation this module cannot evaluate: not checked
            hints = {}
        params, more = {}, False
        for i, p in enumerate(sig.parameters.values()):
            if i == 0:
                continue                        # self
            if p.kind is p.VAR_KEYWORD:
                more = True
            elif p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY):
                params[p.name] = (_kinds(hints.get(p.name)), p.default is p.empty)
        _SIGNATURES[key] = (params, more)
    return _SIGNATURES[key]


def check_action(widget, act) -> tuple[typing.Callable | None, dict, str]:
    """One action the browser (or :meth:`TarotWidget.do`) sent: ``(handler, args, "")`` when it may
    run, else ``(None, {}, the refusal)`` — one line in the widget's language naming the action
    and the argument: an unknown action, an unknown, missing or wrongly typed argument. The
    declaration is the handler's signature: ``def _do_bid(self, bid: str)`` takes one text, required;
    ``def _do_new(self, seed: str | int | None = None)`` an optional one. Nothing runs when refused."""
    lang = widget.lang
    if not isinstance(act, Mapping):
        return None, {}, label("common.action.malformed", lang, value=shown(act, lang))
    name, args = act.get("act"), act.get("args")
    args = {} if args is None else args
    if not isinstance(name, str) or not isinstance(args, Mapping):
        return None, {}, label("common.action.malformed", lang, value=shown(dict(act), lang))
    if not name.isidentifier() or not callable(getattr(type(widget), f"_do_{name}", None)):
        return None, {}, label("common.action.unknown", lang, act=shown(name, lang))
    params, more = action_signature(widget, name)
    for arg in args:
        if arg not in params and (not more or not isinstance(arg, str) or arg == "self"):
            return None, {}, label("common.action.unknown_arg", lang, act=name, arg=shown(arg, lang),
                                   known=", ".join(params) or "—")
    for arg, (kinds, required) in params.items():
        if arg not in args:
            if required:
                return None, {}, label("common.action.missing_arg", lang, act=name, arg=arg)
            continue
        if kinds is not None and not _fits(args[arg], kinds):
            return None, {}, label("common.action.bad_type", lang, act=name, arg=arg, kind=_kind_text(kinds, lang),
                                   value=_value_text(args[arg], lang))
    return getattr(widget, f"_do_{name}"), dict(args), ""


def _value_text(value, lang) -> str:
    """A value from the browser quoted in a message: JSON-like, one short line."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    out = shown(value, lang)
    return label("common.quoted", lang, text=out) if isinstance(value, str) else str(out)


class Refused(traitlets.TraitError):
    """A trait's validator refusing a value, with the reason already in the learner's language."""


def _trait_kind(trait) -> str:
    """What kind of value a trait holds, as :data:`common.kind.*` names it."""
    for cls, kind in ((traitlets.Bool, "bool"), (traitlets.Int, "int"), (traitlets.Float, "float"),
                      (traitlets.Unicode, "str"), (traitlets.Dict, "dict"), (traitlets.List, "list")):
        if isinstance(trait, cls):
            return kind
    return ""


def choice_refused(act: str, arg: str, value, choices, lang) -> str:
    """The line for an argument whose value is not one of *choices* (an unknown question, pace …)."""
    return label("common.action.bad_value", lang, act=act, arg=arg, value=_value_text(value, lang),
                 choices=", ".join(str(c) for c in choices))


class TarotWidget(anywidget.AnyWidget):
    """Base class: ``lang`` ('fr'/'en'), ``four_colour``, the labels, ``view`` and ``action``.

    Subclasses set ``_esm = esm("<name>")``, ``LABELS`` (label-key prefixes their browser
    side needs), implement ``_build_view()`` and one ``_do_<action>(**args)`` per action.
    """

    _css: str | pathlib.Path = CSS
    LABELS: tuple[str, ...] = ("common.",)
    # The synced traits the browser may write (None: all but PYTHON_ONLY). A write to any other is
    # undone and said (check_from_browser); a value a trait's validator refuses is undone and said too.
    FROM_BROWSER: tuple[str, ...] | None = None
    PYTHON_ONLY: tuple[str, ...] = ("labels", "view", "message")

    lang = traitlets.Unicode().tag(sync=True)
    four_colour = traitlets.Bool(False).tag(sync=True)
    labels = traitlets.Dict().tag(sync=True)
    view = traitlets.Dict().tag(sync=True)
    action = traitlets.Dict().tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)     # the last announcement (aria-live)

    @traitlets.default("lang")
    def _default_lang(self):
        return get_language()

    @traitlets.validate("lang")
    def _check_lang(self, proposal):
        if proposal["value"] not in LANGUAGES:
            raise traitlets.TraitError(f"lang must be one of {LANGUAGES}, not {proposal['value']!r}")
        return proposal["value"]

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.labels = labels_for(self.lang, self.LABELS)
        self.refresh()

    @traitlets.observe("lang", "four_colour")
    def _on_language(self, change):
        self.labels = labels_for(self.lang, self.LABELS)
        self.refresh()

    _done = 0                   # the number of the last action run (view["acked"]); per instance once one ran

    @traitlets.observe("action")
    def _on_action(self, change):
        self.run_queue(change["new"])

    def run_queue(self, act) -> None:
        """Run the actions in *act* that have not run yet, in order, then refresh once.

        *act* is ``{"act", "n", "args"}``, optionally with ``"queue"``: the list of actions the
        browser has sent and Python has not acknowledged, this one last. Each action runs once (by its
        number ``n``), whichever messages carry it; its arguments are checked by :meth:`run_action`
        (the one place they are). A number that cannot follow the last one run — not a whole number
        from 1, or more than :data:`MAX_ACTION_JUMP` ahead of it (2**62, say: JavaScript cannot count
        past it, so every later click would look old and be ignored) — is refused and said, and the
        browser's ``action`` is set back to the last number run, so the next click counts again.
        """
        act = act or {}
        if not isinstance(act, dict):
            self._action_refused(label("common.action.malformed", self.lang, value=shown(act, self.lang)))
            self.refresh()
            return
        queue = act.get("queue")
        items: list = queue if isinstance(queue, list) else [act]
        ran = refused = False
        for item in items:
            n = item.get("n") if isinstance(item, dict) else None
            if isinstance(n, int) and not isinstance(n, bool) and 0 < n <= self._done:
                continue                                    # run already (sent again with a later click)
            if not isinstance(n, int) or isinstance(n, bool) or not 0 < n <= min(self._done + MAX_ACTION_JUMP,
                                                                                  MAX_SAFE_N):
                name = item.get("act") if isinstance(item, dict) else None
                self._action_refused(label("common.action.bad_counter", self.lang, act=shown(name, self.lang),
                                           n=shown(n, self.lang), done=self._done))
                refused = True
                break                                       # the later ones would run out of order
            self._done = n
            self.run_action(item)
            ran = True
        if refused:
            self.action = {"act": None, "n": self._done, "args": {}, "queue": []}   # the browser counts on from here
        if ran or refused:
            self.refresh()

    def run_action(self, act) -> bool:
        """Run one action if :func:`check_action` lets it through, else say why (state unchanged)."""
        handler, args, refusal = check_action(self, act)
        if handler is None:
            self._action_refused(refusal)
            return False
        handler(**args)
        return True

    def _action_refused(self, text: str) -> None:
        """Show a refused action's line in the widget's message area (and its error line, if it has one)."""
        if "last_error" in self.trait_names():
            self.last_error = {"rule": None, "message": text, "card": None}
        self.say(text)

    def do(self, action: str, /, **args) -> None:
        """Send an action from Python, exactly as the browser would (handy in tests and lessons)."""
        self.action = {"act": action, "n": self._done + 1, "args": args}

    # --- traits written by the browser ----------------------------------------------------------------
    def set_state(self, sync_data):
        """A change from the browser: each trait checked on its own (check_from_browser)."""
        for name, value in dict(sync_data).items():
            self.check_from_browser(name, value)

    def check_from_browser(self, name: str, value) -> bool:
        """Write trait *name* as the browser asks, if it may and its validator agrees; else the
        browser's copy is put back to Python's value and the widget says why, in one line."""
        if name not in self.keys:
            return False
        try:
            same = name != "action" and value == getattr(self, name)
        except Exception:                                   # noqa: BLE001 - a value that cannot be compared
            same = False
        if same:
            return True                 # a front end sending the state it holds (marimo): nothing to undo
        allowed = (name not in self.PYTHON_ONLY if self.FROM_BROWSER is None
                   else name in self.FROM_BROWSER or name == "action")
        if not allowed:
            self.send_state(name)
            self.say(label("common.trait.python_only", self.lang, name=name))
            self.refresh()
            return False
        try:
            super().set_state({name: value})
        except traitlets.TraitError as e:
            if isinstance(e, Refused):
                reason = str(e)
            else:                               # the trait's own type check (traitlets' words): ours instead
                kind = _trait_kind(self.traits()[name])
                reason = (label("common.trait.kind", self.lang, value=_value_text(value, self.lang),
                                kind=label(f"common.kind.{kind}", self.lang)) if kind else str(e)[:300])
            self.send_state(name)
            self.say(label("common.trait.refused", self.lang, name=name, reason=reason))
            self.refresh()
            return False
        return True

    def say(self, text: str) -> None:
        """Announce *text* (shown in the widget's ``aria-live`` region, even when repeated)."""
        self._said = getattr(self, "_said", 0) + 1
        self.message = text

    def refresh(self) -> None:
        """Rebuild ``view`` from the current state (with the last announcement)."""
        view = self._build_view()
        view["say"] = {"text": self.message, "n": getattr(self, "_said", 0)}
        view["acked"] = self._done
        self.view = view

    def _build_view(self) -> dict:          # pragma: no cover - every widget overrides it
        return {}

    def _cards(self, cards, *, width: int = 56, **flags) -> list[dict]:
        return card_views(cards, lang=self.lang, four_colour=self.four_colour, width=width, **flags)
