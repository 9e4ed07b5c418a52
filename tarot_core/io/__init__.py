"""The edges where data comes in and goes out: the golden records (``golden``), the scoresheet
file (``session``) and the ``tarot`` command line (``cli``, ``cli_odds``). Nothing in the rules
imports from here."""

from . import texts as _texts  # noqa: F401  (registers this floor's catalogue with tarot_core.catalogue)
