"""``python -m tarot_core`` runs the ``tarot`` command line."""
import sys

from .io.cli import main

sys.exit(main())
