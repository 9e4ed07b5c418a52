"""Errors a learner can read: each names the rule broken, and where (card, seat, trick).

>>> e = TarotError("P2", "err.play.follow", card="7C", suit="♣")
>>> e.message("en")
'P2 (Follow the suit led when you can): 7C is illegal: you hold ♣, you must follow suit.'
>>> e.as_dict("fr")["rule"]
'P2'
"""
from __future__ import annotations

from .catalogue import check_language, rule_title, text


class TarotError(ValueError):
    """A rule was broken, or the input describes something that cannot happen.

    ``rule`` is the rule ID (``"P4"``); ``key`` the catalogue message; ``card``,
    ``seat`` and ``trick`` (1-based) locate the problem when they apply.
    """

    def __init__(self, rule: str, key: str, *, card=None, seat=None, trick=None, **params):
        self.rule = rule
        self.key = key
        self.card = None if card is None else str(card)
        self.seat = seat
        self.trick = trick
        self.params = dict(params, card=self.card, seat=seat, trick=trick)
        super().__init__(rule, key)      # the message is written when shown (__str__), in the language of that moment

    def message(self, lang: str | None = None) -> str:
        """The full message in *lang*: rule ID, its title, then what went wrong and where."""
        lang = check_language(lang)
        # A parameter may depend on the language (a suit's name): then it is a function of it.
        params = {k: v(lang) if callable(v) else v for k, v in self.params.items()}
        body = text(self.key, lang, **params)
        if self.rule:
            body = text("fmt.rule_titled", lang, rule=self.rule, title=rule_title(self.rule, lang), body=body)
        if self.trick is not None:
            body += f" [{text('fmt.where.trick', lang, trick=self.trick)}]"
        return body

    def as_dict(self, lang: str | None = None) -> dict:
        """Plain data for JSON: rule, trick, seat, card and message."""
        return {"rule": self.rule, "trick": self.trick, "seat": self.seat,
                "card": self.card, "message": self.message(lang)}

    def __str__(self) -> str:  # the default language at the time it is shown
        return self.message()


class CardError(TarotError):
    """C1: a card that does not exist, or a card twice."""


class DealError(TarotError):
    """D3/D4: a deal that cannot be (sizes, petit sec played)."""


class AuctionError(TarotError):
    """A1–A3: an auction that breaks the rules."""


class DiscardError(TarotError):
    """E2: a discard that breaks the rules."""


class PlayError(TarotError):
    """P2–P5: an illegal card."""


class PoigneeError(TarotError):
    """B1–B3: a poignée that does not match the hand."""


class ScoreInputError(TarotError):
    """S1–S3: declared facts that cannot happen."""


class RecordError(TarotError):
    """A deal record or a file that cannot be read."""
