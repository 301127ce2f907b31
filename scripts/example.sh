#!/usr/bin/env bash
# Runs the main job on the examples under examples/: each is a file test whose RUN lines drive the
# Strata tools (installed by scripts/install.sh), checked by strata-filecheck through strata-lit.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="$(go env GOPATH)/bin"
exec "$bin/strata-lit" -b "$bin" -a examples
