#!/usr/bin/env bash
# Opens the Tarot Lab course in JupyterLab, after installing it into .venv if needed:
#   bash scripts/course.sh          # English: lessons/en/00_start_here.ipynb
#   bash scripts/course.sh --fr     # français : lessons/fr/00_commencer_ici.ipynb
# Other arguments go to `jupyter lab` (e.g. --port 8899, --no-browser: then open the link it prints,
# which leads to the first lesson).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"

first="en/00_start_here.ipynb"
args=()
for arg in "$@"; do
    case "$arg" in
        --fr) first="fr/00_commencer_ici.ipynb" ;;
        --en) first="en/00_start_here.ipynb" ;;
        *) args+=("$arg") ;;
    esac
done

tarot_setup_venv

cd "$TAROT_ROOT/lessons"
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
# The whole lessons/ folder is the root (both languages and the marimo labs are visible).
exec "$TAROT_VENV/bin/jupyter" lab --ServerApp.root_dir="$TAROT_ROOT/lessons" ${args[@]+"${args[@]}"}
