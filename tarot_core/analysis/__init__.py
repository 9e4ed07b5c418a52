"""What is computed about deals, standing on the rules. Nothing in the rules imports from here.

* deals and odds: random legal deals (``simulate``), exact odds (``odds``) and their Monte Carlo
  checks (``montecarlo``), the score as algebra (``symbolic``, with sympy), the taker's "another
  round of trumps?" at the table (``odds_table``);
* players: the virtual players (``bots``: random and basic), the basic bot's rules of thumb — what
  a seat knows when it plays (``situation``), playing a card (``card_rules``), bidding (``bidding``),
  the discard, poignée and slam (``hand_rules``), the call at five players (``call_rules``) and the
  five-player play of the secret partnership (``partner_rules``) —, the sampler bot (``sampler``), a duplicate match
  between bots (``match``);
* advice and review: a hand's point count (``handcount``), the bidding advisor (``advisor``) and
  its calibration (``calibrate_advisor``), the exact endgame search and a deal's review (``solver``;
  at three and five players with camps, ``solver_tables``),
  the 95 % intervals every figure is given with (``stats``);
* benchmarks: the engine (``bench``), the bots (``bench_bots``), the bidding habits
  (``bench_bidding``), the solver (``bench_solver``), every table (``bench_tables``);
* this floor's words (``texts``)."""

from . import texts as _texts  # noqa: F401  (registers this floor's catalogue with tarot_core.catalogue)
