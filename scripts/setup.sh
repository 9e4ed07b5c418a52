# shellcheck shell=bash
# Shared set-up for scripts/test.sh and scripts/course.sh. Source it, then call the
# functions you need:
#
#   source scripts/setup.sh
#   tarot_setup_venv        # .venv with `pip install -e '.[course,test]'`, only when needed
#   tarot_ensure_chromium   # Debian's chromium for the browser tests (never `playwright install`)
#   tarot_test_basetemp     # sets TAROT_BASETEMP: a temp folder of this user's own for one test run
#
# Environment knobs: PYTHON (interpreter that creates the venv, default python3),
# TAROT_VENV (default <repo>/.venv), CHROMIUM (default /usr/bin/chromium).

TAROT_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TAROT_VENV="${TAROT_VENV:-$TAROT_ROOT/.venv}"
CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"
export PIP_DISABLE_PIP_VERSION_CHECK=1

tarot_say() { printf '[tarot-lab] %s\n' "$*" >&2; }

# The venv is (re)installed when it is new, broken, or when pyproject.toml or the
# Python version changed since the last successful install (recorded in a stamp file).
tarot_setup_venv() {
    local python="${PYTHON:-python3}"
    if [ ! -x "$TAROT_VENV/bin/python" ] || ! "$TAROT_VENV/bin/python" -c 'import sys' 2>/dev/null; then
        if ! command -v "$python" >/dev/null 2>&1; then
            tarot_say "ERROR: '$python' not found. Install Python 3.11 or newer, or set PYTHON=/path/to/python3."
            return 1
        fi
        if ! "$python" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
            tarot_say "ERROR: Tarot Lab needs Python >= 3.11; '$python' is $("$python" -V 2>&1). Set PYTHON=/path/to/python3.11."
            return 1
        fi
        tarot_say "creating $TAROT_VENV ($("$python" -V 2>&1))"
        rm -rf "$TAROT_VENV"
        "$python" -m venv "$TAROT_VENV"
    fi
    local stamp="$TAROT_VENV/.tarot-lab-stamp" want
    # the install is redone when what it builds from changes (scripts/install_stamp.py says what)
    want="$("$TAROT_VENV/bin/python" "$TAROT_ROOT/scripts/install_stamp.py")"
    if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
        "$TAROT_VENV/bin/python" "$TAROT_ROOT/scripts/lab_settings.py" >/dev/null   # the course's JupyterLab settings stay (no news, no build check)
        return 0
    fi
    tarot_say "installing the project and its dependencies into $TAROT_VENV (a few minutes the first time)"
    local t0=$SECONDS
    local log="$TAROT_VENV/pip-install.log"
    if ! "$TAROT_VENV/bin/python" -m pip install -e "$TAROT_ROOT[course,test]" >"$log" 2>&1; then
        tail -n 40 "$log" >&2
        tarot_say "ERROR: pip install failed; the whole log is in $log"
        return 1
    fi
    "$TAROT_VENV/bin/python" "$TAROT_ROOT/scripts/lab_settings.py" >/dev/null   # no news pop-up, no update check, no build check
    # the charts' offline Vega bundle, built once here rather than in a learner's first chart (1.1 s)
    "$TAROT_VENV/bin/python" -c 'import widgets.charts as c; c.offline_bundle(c.cache_folder(), strict=False)' \
        >/dev/null 2>&1 || tarot_say "note: the charts' offline bundle will be built by the first chart"
    printf '%s\n' "$want" > "$stamp"
    tarot_say "installed in $((SECONDS - t0)) s"
}

# Browser tests drive Debian's chromium through Playwright's Python package.
tarot_ensure_chromium() {
    if [ -x "$CHROMIUM" ]; then
        export CHROMIUM
        return 0
    fi
    local sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null 2>&1; then
            sudo="sudo"
        else
            tarot_say "ERROR: the browser tests need Chromium at $CHROMIUM, and this user can't install it."
            tarot_say "       Ask an administrator to run: apt-get update && apt-get install -y chromium"
            tarot_say "       or point CHROMIUM=/path/to/chromium at an existing Chromium."
            return 1
        fi
    fi
    if ! command -v apt-get >/dev/null 2>&1; then
        tarot_say "ERROR: no Chromium at $CHROMIUM and no apt-get to install Debian's package."
        tarot_say "       Install Chromium with your system's package manager and set CHROMIUM=/path/to/chromium."
        return 1
    fi
    tarot_say "installing Debian's chromium for the browser tests (once, ~500 MB)"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
    if [ ! -x "$CHROMIUM" ]; then
        CHROMIUM="$(command -v chromium || true)"
    fi
    if [ -z "$CHROMIUM" ] || [ ! -x "$CHROMIUM" ]; then
        tarot_say "ERROR: chromium was installed but not found; set CHROMIUM=/path/to/chromium."
        return 1
    fi
    export CHROMIUM
}

# A temp folder of our own for one test run (servers' roots, the Binder venv), in
# ${TMPDIR:-/tmp}/tarot-lab-tests-<uid>: pytest's default /tmp/pytest-of-$USER keeps only the last
# 3 runs *of anyone*, so a parallel pytest elsewhere could delete a folder this run still uses. The
# runs folder is this user's alone (created 0700, refused if someone else owns it): a run of another
# user, whose process `kill -0` cannot see, is never taken for a finished one and deleted. The last
# two finished runs are kept for inspection; older ones are deleted in the background.
tarot_test_basetemp() {
    local runs="${TMPDIR:-/tmp}/tarot-lab-tests-$(id -u)" old pid
    mkdir -p -m 700 "$runs"
    if [ ! -O "$runs" ] || [ -L "$runs" ]; then
        tarot_say "ERROR: $runs belongs to another user (or is a link); remove it or set TMPDIR"
        return 1
    fi
    for old in $(ls -1dt "$runs"/run-* 2>/dev/null | tail -n +3); do
        pid="${old##*-}"
        if ! kill -0 "$pid" 2>/dev/null; then mv "$old" "$runs/trash-${old##*/}" 2>/dev/null || true; fi
    done
    rm -rf "$runs"/trash-* >/dev/null 2>&1 &     # a run holds a ~1 GB Binder venv: delete while the tests run
    TAROT_BASETEMP="$runs/run-$(date +%Y%m%d-%H%M%S)-$$"
    export TAROT_BASETEMP
}
