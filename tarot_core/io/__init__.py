"""The edges where data comes in and goes out. Nothing in the rules imports from here.

* files: deal records read from files and standard input (``files``), safe atomic writes
  (``atomic``), the golden records shipped with the package (``golden``), an evening's scoresheet
  (``session``), a rules case as a text to share (``case``);
* the workshop kit's printable pages on the command line (``cli_kit``);
* the ``tarot`` command line (``cli``), its option values (``cli_options``), its subcommands in their
  own modules (``cli_advise``, ``cli_analyse``, ``cli_handout``, ``cli_odds``) and its three- and
  five-player tables (``cli_tables``);
* this floor's words (``texts``)."""

from . import texts as _texts  # noqa: F401  (registers this floor's catalogue with tarot_core.catalogue)
