#!/usr/bin/env bash
# Single large ops (issue 9's Speed section): Strata's whole path from torch
# text against upstream MLIR's lowering of the same linalg, with one C driver.
#
#   bench/ops/run.sh            build and time here
#   BIN=.device-bin/ops bench/ops/run.sh build   build only (to time elsewhere)
#
# For each of matmul 1024^3, a 3x3 convolution on 1x64x56x56 and softmax
# over 4096x4096 (bench/ops/*.mlir):
#   strata:   strata-compile OP.mlir --emit=obj (its own code generation: kernels and host code
#             compiled apart at -O2, the CPU runtime with its matmul micro-kernel and thread pool)
#   upstream: strata-compile OP.mlir --emit=linalg, then mlir-opt-22 (one-shot-bufferize,
#             buffer-deallocation-pipeline, convert-linalg-to-loops, ... to the llvm dialect)
#             and mlir-translate-22 --mlir-to-llvmir
# then upstream's LLVM IR through opt-22 -O3 and llc-22 -O3 with the host triple and
# -mcpu=$STRATA_CPU (default native; x86-64-v4 for AVX-512 code to run on another machine), and
# both objects linked by clang-22 -O2 (with -pthread, for the Strata object's thread pool) with bench/ops/driver.c, which times the call (best
# of REPS) and prints a checksum.
set -euo pipefail
cd "$(dirname "$0")/../.."
BIN=${BIN:-$(mktemp -d)}
REPS=${REPS:-3}
TARGET=(-mtriple="$(llc-22 --version | sed -n 's/ *Default target: //p')" -mcpu="${STRATA_CPU:-native}")
mkdir -p "$BIN"
go build -o "$BIN/" ./tools/strata-compile
UPSTREAM='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},buffer-deallocation-pipeline,func.func(convert-linalg-to-loops),expand-strided-metadata,lower-affine,convert-scf-to-cf,convert-math-to-llvm,convert-math-to-libm,finalize-memref-to-llvm,convert-arith-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,convert-index-to-llvm,reconcile-unrealized-casts)'
for op in matmul conv3x3 softmax; do
  def=OP_$(echo $op | tr a-z A-Z)
  "$BIN/strata-compile" bench/ops/$op.mlir --emit=obj -o "$BIN/$op.strata.o"
  "$BIN/strata-compile" bench/ops/$op.mlir --emit=linalg -o "$BIN/$op.linalg.mlir"
  # Upstream needs the C-interface wrapper asked for; Strata writes it for every public function.
  sed 's/func.func @forward(\(.*\)) -> \(.*\) {/func.func @forward(\1) -> \2 attributes {llvm.emit_c_interface} {/' \
    "$BIN/$op.linalg.mlir" | mlir-opt-22 --pass-pipeline="$UPSTREAM" | mlir-translate-22 --mlir-to-llvmir > "$BIN/$op.upstream.ll"
  opt-22 -O3 "${TARGET[@]}" "$BIN/$op.upstream.ll" -o "$BIN/$op.upstream.bc"
  llc-22 -O3 "${TARGET[@]}" -filetype=obj -relocation-model=pic "$BIN/$op.upstream.bc" -o "$BIN/$op.upstream.o"
  for who in strata upstream; do
    clang-22 -O2 -D$def bench/ops/driver.c "$BIN/$op.$who.o" -pthread -lm -o "$BIN/$op.$who"
  done
done
[ "${1:-}" = build ] && { echo "built in $BIN"; exit 0; }
for op in matmul conv3x3 softmax; do
  for who in strata upstream; do printf '%-9s' "$who"; "$BIN/$op.$who" "$REPS"; done
done
