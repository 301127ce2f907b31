#!/bin/sh
# run.sh [N]: compile time of the whole lowering to LLVM IR, Strata vs
# mlir-opt-22 | mlir-translate-22, on gen.sh N (best of 3 wall times).
# Strata pipes the generic form: strata-translate does not parse the
# custom form of `llvm.getelementptr inbounds|nuw` yet (dialects/llvm).
set -e
cd "$(dirname "$0")/../.."
n=${1:-2000}
tmp=$(mktemp -d)
go build -o "$tmp" ./tools/strata-opt ./tools/strata-translate
sh bench/cpu/gen.sh "$n" > "$tmp/in.mlir"
PASSES=expand-strided-metadata,lower-affine,convert-scf-to-cf,convert-math-to-llvm,convert-math-to-libm,convert-arith-to-llvm,finalize-memref-to-llvm,convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts
best() { b=999999; for r in 1 2 3; do s=$(date +%s%N); sh -c "$1" > /dev/null; e=$(( ($(date +%s%N) - s) / 1000000 )); [ $e -lt $b ] && b=$e; done; echo $b; }
st=$(best "$tmp/strata-opt --strata-lower-to-llvm --mlir-print-op-generic $tmp/in.mlir | $tmp/strata-translate --mlir-to-llvmir")
up=$(best "mlir-opt-22 --pass-pipeline='builtin.module($PASSES)' $tmp/in.mlir | mlir-translate-22 --mlir-to-llvmir")
echo "functions=$n lines=$(wc -l < $tmp/in.mlir) strata_ms=$st upstream_ms=$up ratio_upstream_over_strata=$(awk "BEGIN{printf \"%.2f\", $up/$st}")"
echo "pipeline: $PASSES"
rm -rf "$tmp"
