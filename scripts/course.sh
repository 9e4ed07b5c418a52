#!/usr/bin/env bash
# Opens the Tarot Lab course in JupyterLab, after installing it into .venv if needed:
#   bash scripts/course.sh          # English: en/00_start_here.ipynb
#   bash scripts/course.sh --fr     # français : fr/00_commencer_ici.ipynb
#
# JupyterLab opens YOUR OWN COPY of the lessons, never the repository's lessons/ (JupyterLab saves
# every output into the notebook): ${TAROT_LAB_HOME:-${XDG_DATA_HOME:-~/.local/share}/tarot-lab}/lessons.
# Each start copies what is missing there and brings the lessons you never changed up to date;
# your work is never overwritten (scripts/work_copy.py says how). The script prints where it is.
#   bash scripts/course.sh --reset 3                  # lesson 3 back as in the repository (--fr: the
#                                                     # French one); also --reset en/03_the_chien_and_the_discard
#   bash scripts/course.sh --reset-all                # every lesson back; your versions are kept aside
#   bash scripts/course.sh --setup-only               # install and copy, print where, don't start JupyterLab
#   bash scripts/course.sh --edit-repo                # contributors: open the repository's lessons/ itself
# Other arguments go to `jupyter lab` (e.g. --port 8899, --no-browser: then open the link it prints,
# which leads to the first lesson).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"

lang="en"
resets=()
reset_all=0
setup_only=0
edit_repo=0
args=()
while [ $# -gt 0 ]; do
    case "$1" in
        --fr) lang="fr" ;;
        --en) lang="en" ;;
        --reset)
            if [ $# -lt 2 ] || [ -z "$2" ]; then
                tarot_say "ERROR: --reset needs a lesson: --reset 3, or --reset en/03_the_chien_and_the_discard"
                exit 2
            fi
            resets+=("$2"); shift ;;
        --reset=*) resets+=("${1#--reset=}") ;;
        --reset-all) reset_all=1 ;;
        --setup-only) setup_only=1 ;;
        --edit-repo) edit_repo=1 ;;
        *) args+=("$1") ;;
    esac
    shift
done
if [ "$lang" = "fr" ]; then first="fr/00_commencer_ici.ipynb"; else first="en/00_start_here.ipynb"; fi

tarot_setup_venv

copy() { "$TAROT_VENV/bin/python" "$TAROT_ROOT/scripts/work_copy.py" --lang "$lang" "$@"; }
if [ "$reset_all" -eq 1 ]; then
    copy reset-all
    exit 0
fi
if [ ${#resets[@]} -gt 0 ]; then
    copy reset "${resets[@]}"
    exit 0
fi

if [ "$edit_repo" -eq 1 ]; then
    root="$TAROT_ROOT/lessons"
    tarot_say "--edit-repo: JupyterLab opens the repository's own lessons/ ($root); clear the outputs"
    tarot_say "before you commit (Edit > Clear Outputs of All Cells, then save)"
else
    copy setup
    root="$(copy where)"
fi
if [ "$setup_only" -eq 1 ]; then
    printf '%s\n' "$root"
    exit 0
fi

cd "$root"
if [ "$(id -u)" -eq 0 ]; then
    args+=(--allow-root)   # JupyterLab refuses to run as root without it
fi
if [ -f "$first" ]; then
    # The lesson is JupyterLab's start page: the browser opens it, and the links JupyterLab prints
    # (with --no-browser, or to open it again) lead to it, token included, not to the launcher.
    # Given first, so that a --LabApp.default_url of the user's own still wins.
    args=("--LabApp.default_url=/lab/tree/$first" ${args[@]+"${args[@]}"})
else
    tarot_say "note: $first is not there yet; opening the lessons folder"
fi
# The whole lessons folder is the root (both languages and the marimo labs are visible).
exec "$TAROT_VENV/bin/jupyter" lab --ServerApp.root_dir="$root" ${args[@]+"${args[@]}"}
