"""What every Tarot Lab widget shares: language, labels, card drawings and actions.

A widget is an ``anywidget`` whose browser side only draws and reports: it shows
``view`` (a plain dict built here in Python, with every sentence already in the
learner's language) and sends what the learner did as an ``action`` (``{"act": name,
"n": counter, "args": {...}}``; the counter makes the same action twice still count). Python answers
each action by asking ``tarot_core``, then rebuilds ``view``. So the rules live in
the core, the texts in the catalogues, and the JavaScript stays a thin drawing layer
that works the same in JupyterLab and in marimo.

The browser code is plain ES modules in ``widgets/static/``: ``common.js`` (helpers
every view uses: elements built with ``textContent``, the card grid with arrow-key
navigation, the ``aria-live`` region) followed by the widget's own file. They are
joined here once, at import, because an ES module loaded by anywidget cannot import a
sibling file; nothing is fetched from the network.
"""
from __future__ import annotations

import pathlib

import anywidget
import traitlets

from tarot_core.catalogue import LANGUAGES, get_language
from tarot_core.render.svg import card_label, card_svg

from .labels import labels_for

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


class TarotWidget(anywidget.AnyWidget):
    """Base class: ``lang`` ('fr'/'en'), ``four_colour``, the labels, ``view`` and ``action``.

    Subclasses set ``_esm = esm("<name>")``, ``LABELS`` (label-key prefixes their browser
    side needs), implement ``_build_view()`` and one ``_do_<action>(**args)`` per action.
    """

    _css = CSS
    LABELS: tuple[str, ...] = ("common.",)

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

    @traitlets.observe("action")
    def _on_action(self, change):
        act = change["new"] or {}
        name, args = act.get("act"), act.get("args") or {}
        handler = getattr(self, f"_do_{name}", None) if isinstance(name, str) else None
        if handler is not None and isinstance(args, dict):
            handler(**args)
            self.refresh()

    def do(self, action: str, /, **args) -> None:
        """Send an action from Python, exactly as the browser would (handy in tests and lessons)."""
        n = int((self.action or {}).get("n", 0)) + 1
        self.action = {"act": action, "n": n, "args": args}

    def say(self, text: str) -> None:
        """Announce *text* (shown in the widget's ``aria-live`` region, even when repeated)."""
        self._said = getattr(self, "_said", 0) + 1
        self.message = text

    def refresh(self) -> None:
        """Rebuild ``view`` from the current state (with the last announcement)."""
        view = self._build_view()
        view["say"] = {"text": self.message, "n": getattr(self, "_said", 0)}
        self.view = view

    def _build_view(self) -> dict:          # pragma: no cover - every widget overrides it
        return {}

    def _cards(self, cards, *, width: int = 56, **flags) -> list[dict]:
        return card_views(cards, lang=self.lang, four_colour=self.four_colour, width=width, **flags)
