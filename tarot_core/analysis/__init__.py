"""What is computed about deals, standing on the rules: random legal deals (``simulate``), the
engine's benchmark (``bench``), exact odds (``odds``), Monte Carlo checks (``montecarlo``) and the
score as algebra (``symbolic``, with sympy). Nothing in the rules imports from here."""

from . import texts as _texts  # noqa: F401  (registers this floor's catalogue with tarot_core.catalogue)
