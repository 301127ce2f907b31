#!/usr/bin/env bash
# The longer suites that go test ./... samples, run in full (CI runs this after scripts/test.sh):
# every model, zoo model and op case compiled for the CPU (compiler), the OpInfo corpus through every
# stage (test/opinfo), the zoo on the interpreter (test/zoo), every model's kernels assembled by ptxas
# for sm_90 and sm_80 (emit/ptx), every model through the GPU lowering on the interpreter
# (lowering/scftogpu), every shell block of README.md and docs/ (test/docs), 2,250 mutated
# inputs through the tools (test/robust), and the lit tests that need the long-tests feature
# (`REQUIRES: long-tests`: GPU kernels interpreted thread by thread; test/lit/littest checks that
# this script runs their folders). About 27 minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/.."
STRATA_LONG_TESTS=1 go test -timeout 80m -run 'TestModelsOnCPU|TestOpsOnCPU|TestZooOnCPU|TestZooOnInterpreter|TestOpInfo|TestModelKernelsAssemble|TestModelsToGPU|TestDocCommands|TestMutatedInputs|TestModelsThroughC|TestLit' \
  ./compiler ./emit/ptx ./lowering/scftogpu ./test/docs ./test/robust ./test/opinfo ./test/zoo ./examples/backends/c ./test/lit/Conversion/LinalgToGPU "$@"
