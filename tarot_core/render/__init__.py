"""Drawing: cards as SVG (``svg``) and HTML reports of hands, scores and outcomes (``report``).
The rules call it only from their notebook display methods (``_repr_svg_``, ``_repr_html_``)."""

from . import texts as _texts  # noqa: F401  (registers this floor's catalogue with tarot_core.catalogue)
