#!/usr/bin/env bash
# Builds the course as a JupyterLite site: every lesson of lessons/en and lessons/fr, and the
# marimo labs as WASM apps (apps/<lab>.html), running in the browser, with no server and no
# request leaving the machine once the site is served.
#   bash scripts/lite.sh               # into build/lite
#   bash scripts/lite.sh OUT           # into OUT (emptied first)
# Then: python -m http.server -d build/lite 8000 --bind 127.0.0.1  and open http://127.0.0.1:8000/
#
# Needs Python >= 3.11 and npm (for the npm package `pyodide`), and the package registries the
# first time: the build tools go into their own venv (build/lite-cache/venv, pinned by
# scripts/lite-requirements.txt), the runtime and the browser wheels (pinned by
# scripts/lite-browser-requirements.txt, scripts/lite-apps-requirements.txt) into build/lite-cache/.
# Later builds reuse the cache.
# Knobs: TAROT_LITE_CACHE (default build/lite-cache), PYTHON (default python3).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-$root/build/lite}"
cache="${TAROT_LITE_CACHE:-$root/build/lite-cache}"
python="${PYTHON:-python3}"
venv="$cache/venv"
export PIP_DISABLE_PIP_VERSION_CHECK=1 UV_PYTHON_DOWNLOADS=never
say() { printf '[lite] %s\n' "$*" >&2; }

mkdir -p "$cache"
want="$(sha256sum "$root/scripts/lite-requirements.txt" | cut -d' ' -f1) $("$python" -V 2>&1)"
if [ ! -x "$venv/bin/python" ] || [ "$(cat "$venv/.stamp" 2>/dev/null)" != "$want" ]; then
    say "installing the build tools into $venv"
    rm -rf "$venv"
    "$python" -m venv "$venv"
    if ! "$venv/bin/python" -m pip install --quiet -r "$root/scripts/lite-requirements.txt" >"$cache/pip-install.log" 2>&1; then
        tail -n 30 "$cache/pip-install.log" >&2
        say "ERROR: pip install failed; the log is in $cache/pip-install.log"
        exit 1
    fi
    printf '%s\n' "$want" > "$venv/.stamp"
fi
exec "$venv/bin/python" "$root/scripts/lite_build.py" --out "$out" --cache "$cache"
