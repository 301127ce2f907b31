#!/usr/bin/env bash
# Cross-checks emit/ptx against LLVM on a machine with an NVIDIA GPU and
# driver (no Go, no llc, no CUDA toolkit needed there): every kernel of
# test/gpuref/testdata (hand-written gpu.modules and the mlp's kernels) runs
# from emit/ptx's PTX and from llc-22's PTX of emit/llvm's TranslateGPU on
# the same random inputs, and the outputs must agree (integers bitwise,
# floats within 1 ulp or 1e-6 relative).
#
# Build the binary first, on a machine with Go (the PTX is embedded):
#
#   STRATA_GPUREF_UPDATE=1 go test ./test/gpuref -run TestGenerate   # only when testdata is stale
#   CGO_ENABLED=0 go test -c -tags gpuref_device -ldflags=-s\ -w -o .device-bin/ptx-crosscheck.test ./test/gpuref
#
# then carry .device-bin/ to the GPU machine and run this script from the
# repository root there.
set -uo pipefail
cd "$(dirname "$0")/../.."
bin=.device-bin/ptx-crosscheck.test
if [ ! -x "$bin" ]; then
  echo "ptx_crosscheck: $bin is missing; build it with:" >&2
  echo "  CGO_ENABLED=0 go test -c -tags gpuref_device -ldflags='-s -w' -o $bin ./test/gpuref" >&2
  exit 2
fi
if command -v nvidia-smi >/dev/null 2>&1; then
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
fi
STRATA_REQUIRE_GPU=1 "$bin" -test.run 'TestCrossCheck' -test.v "$@"
