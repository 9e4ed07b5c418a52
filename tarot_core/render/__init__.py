"""Drawing: cards as SVG (``svg``) and HTML reports of hands, scores and outcomes (``report``).
The rules call it only from their notebook display methods (``_repr_svg_``, ``_repr_html_``)."""
