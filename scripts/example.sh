#!/usr/bin/env bash
# The main job on an example: a real model, torchvision's resnet18 exported from PyTorch 2.11
# (test/models/resnet18: torch-dialect text, its generated weights and PyTorch's output), compiled
# from its torch text to native code, run on the CPU, and its output printed beside PyTorch's with
# the compile and run times. Then the file tests under examples/ (small programs through each tool).
# Tools come from $STRATA_BIN, else $(go env GOPATH)/bin where scripts/install.sh puts them.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${STRATA_BIN:-$(go env GOPATH)/bin}"
"$bin/strata-run" --model test/models/resnet18 --target=cpu
echo
"$bin/strata-lit" -b "$bin" examples
