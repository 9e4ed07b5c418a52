"""Drawing: cards as SVG (``svg``; one card's face, ``card_face``), HTML reports of hands, scores
and outcomes (``report``), the printable one-page summary (``handout``), the narration of an action
(``describe``), the printable workshop kit (``kit``) and this floor's words (``texts``). The rules
call it only from their notebook display methods (``_repr_svg_``, ``_repr_html_``)."""

from . import texts as _texts  # noqa: F401  (registers this floor's catalogue with tarot_core.catalogue)
