#!/usr/bin/env bash
# Installs the Python package (pip, offline, into a fresh folder) and runs
# scripts/device/python_check.py with it on a machine with PyTorch (the GPU machine): Strata's tools
# from $STRATA_BIN (default .device-bin/py: `CGO_ENABLED=0 go build -o .device-bin/py/ ./tools/strata-compile`
# on a machine with Go, the folder carried over), a fresh compile cache.
#   scripts/device/python_check.sh [python_check.py's options]
set -euo pipefail
cd "$(dirname "$0")/../.."
site=$(mktemp -d)
trap 'rm -rf "$site"' EXIT
python3 -m pip install --quiet --no-index --no-build-isolation --no-deps --target "$site" ./python
# pip copies strata/bin/ (a wheel's tools) into $site only when it is there.
# An empty $STRATA_BIN (set, not unset) checks the tools a wheel carries (scripts/python-wheel.sh).
export PYTHONPATH="$site" STRATA_BIN="${STRATA_BIN-$PWD/.device-bin/py}"
export STRATA_CACHE_DIR="${STRATA_CACHE_DIR:-$site/cache}" TORCHINDUCTOR_CACHE_DIR="$site/inductor"
python3 -c 'import strata, sys; print("strata from", strata.__file__, file=sys.stderr)'
python3 scripts/device/python_check.py "$@"
