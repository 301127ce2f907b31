#!/usr/bin/env bash
# Runs runtime/cuda's tests, the GPU ones included, on a machine with an
# NVIDIA GPU and driver (no Go, no CUDA toolkit needed there). It builds
# nothing: build the test binary first, on any machine, without cgo:
#
#   CGO_ENABLED=0 go test -c -o .device-bin/cuda.test ./runtime/cuda
#
# then carry .device-bin/ to the GPU machine and run this script from the
# repository root there. STRATA_REQUIRE_GPU=1 makes a missing driver or
# device a failure instead of a skip. Extra arguments go to the test
# binary (-test.run=Saxpy).
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=.device-bin/cuda.test
if [ ! -x "$bin" ]; then
  echo "cuda_smoke: $bin is missing; build it with:" >&2
  echo "  CGO_ENABLED=0 go test -c -o $bin ./runtime/cuda" >&2
  exit 2
fi
if command -v nvidia-smi >/dev/null 2>&1; then
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader || true
fi
STRATA_REQUIRE_GPU=1 exec "$bin" -test.v -test.count=1 -test.timeout=5m "$@"
