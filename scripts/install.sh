#!/usr/bin/env bash
# Builds and installs every Strata tool into $(go env GOPATH)/bin.
set -euo pipefail
cd "$(dirname "$0")/.."
go install ./tools/...
echo "installed: $(ls tools | tr '\n' ' ')into $(go env GOPATH)/bin"
