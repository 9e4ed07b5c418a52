#!/usr/bin/env bash
# Runs every test of Tarot Lab, after installing what the tests need:
#   bash scripts/test.sh                      # the whole suite, on 2 workers
#   bash scripts/test.sh tests/test_binder.py # extra arguments go to pytest
#   bash scripts/test.sh -m "not slow"        # skip the browser and environment-building tests
# Set-up (shared with scripts/course.sh): .venv with '.[course,test]', Debian's chromium.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"

tarot_setup_venv
tarot_ensure_chromium

export SCREENSHOT_DIR="${SCREENSHOT_DIR:-$TAROT_ROOT/tests/screenshots}"
mkdir -p "$SCREENSHOT_DIR"
cd "$TAROT_ROOT"

tarot_test_basetemp        # this run's own temp folder, in this user's own runs folder (setup.sh)
basetemp="$TAROT_BASETEMP"

# Two workers (this machine has two cores). --dist loadgroup keeps every test marked
# xdist_group("browser") on one worker, so they share one JupyterLab and one Chromium;
# likewise xdist_group("binder") for the Binder environment built once.
t0=$SECONDS
set +e
"$TAROT_VENV/bin/python" -m pytest -n 2 --dist loadgroup --durations=10 --basetemp="$basetemp" "$@"
rc=$?
set -e

tarot_say "pytest finished in $((SECONDS - t0)) s with exit code $rc"
tarot_say "screenshots: $SCREENSHOT_DIR"
if [ "$rc" -eq 5 ]; then
    tarot_say "ERROR: pytest collected no tests (exit code 5). Check the paths and -k/-m filters: $*"
    exit 1
fi
exit "$rc"
