#!/usr/bin/env bash
# Builds and installs every Strata tool into $(go env GOPATH)/bin.
set -euo pipefail
cd "$(dirname "$0")/.."
go install ./tools/...
tools=$(go list -f '{{if eq .Name "main"}}{{.Target}}{{end}}' ./tools/... | xargs -n1 basename | tr '\n' ' ')
echo "installed: ${tools}into $(go env GOPATH)/bin"
