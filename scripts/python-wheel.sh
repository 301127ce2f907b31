#!/usr/bin/env bash
# Builds a wheel of python/strata that carries Strata's tools: strata-compile, a static Go
# binary (CGO_ENABLED=0, so it runs on any x86-64 or arm64 Linux of its GOARCH), in strata/bin/,
# where the package looks after $STRATA_BIN. A machine that installs the wheel needs no Go:
#   scripts/python-wheel.sh [OUTDIR]        # default dist/; then pip install OUTDIR/strata-*.whl
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-dist}
bin=python/strata/bin
rm -rf "$bin" python/build python/strata.egg-info
trap 'rm -rf "$bin" python/build python/strata.egg-info' EXIT
mkdir -p "$bin"
CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o "$bin/" ./tools/strata-compile
python3 -m pip wheel --quiet --no-deps --no-build-isolation --no-index -w "$out" ./python
ls "$out"/strata-*.whl
