#!/bin/sh
# runtime.sh: run time of the generated code, Strata vs upstream, on two
# naive loop programs (a 1024^3 f32 matmul scf.for nest and a 16M-element
# f32 a*b+c loop, both on static memrefs). Each is lowered by
#   strata-opt --strata-lower-to-llvm | strata-translate --mlir-to-llvmir
# and by
#   mlir-opt-22 --pass-pipeline='builtin.module(<same passes>)' | mlir-translate-22 --mlir-to-llvmir
# then both go through the same `llc-22 -O3 -filetype=obj` and are linked
# with the same C driver (bench/cpu/runtime_driver.c), which times the call
# (best of 3) and prints a checksum so the two builds can be compared.
set -e
cd "$(dirname "$0")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# BIN=dir keeps the two executables (run.strata, run.upstream) there.
go build -o "$tmp" ./tools/strata-opt ./tools/strata-translate
PASSES=expand-strided-metadata,lower-affine,convert-scf-to-cf,convert-math-to-llvm,convert-math-to-libm,convert-arith-to-llvm,finalize-memref-to-llvm,convert-func-to-llvm,convert-cf-to-llvm,reconcile-unrealized-casts
N=${N:-1024}
E=${E:-16777216}
cat > "$tmp/matmul.mlir" <<EOT
func.func @matmul(%a: memref<${N}x${N}xf32>, %b: memref<${N}x${N}xf32>, %c: memref<${N}x${N}xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant ${N} : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      scf.for %k = %c0 to %n step %c1 {
        %x = memref.load %a[%i, %k] : memref<${N}x${N}xf32>
        %y = memref.load %b[%k, %j] : memref<${N}x${N}xf32>
        %z = memref.load %c[%i, %j] : memref<${N}x${N}xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %z, %p : f32
        memref.store %s, %c[%i, %j] : memref<${N}x${N}xf32>
      }
    }
  }
  return
}
EOT
cat > "$tmp/madd.mlir" <<EOT
func.func @madd(%a: memref<${E}xf32>, %b: memref<${E}xf32>, %c: memref<${E}xf32>, %o: memref<${E}xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant ${E} : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<${E}xf32>
    %y = memref.load %b[%i] : memref<${E}xf32>
    %z = memref.load %c[%i] : memref<${E}xf32>
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %p, %z : f32
    memref.store %s, %o[%i] : memref<${E}xf32>
  }
  return
}
EOT
for k in matmul madd; do
  "$tmp/strata-opt" --strata-lower-to-llvm --mlir-print-op-generic "$tmp/$k.mlir" | "$tmp/strata-translate" --mlir-to-llvmir -o "$tmp/$k.strata.ll"
  mlir-opt-22 --pass-pipeline="builtin.module($PASSES)" "$tmp/$k.mlir" | mlir-translate-22 --mlir-to-llvmir -o "$tmp/$k.upstream.ll"
  for w in strata upstream; do
    llc-22 -O3 -filetype=obj "$tmp/$k.$w.ll" -o "$tmp/$k.$w.o"
  done
done
for w in strata upstream; do
  clang-22 -O2 -DN=$N -DE=$E bench/cpu/runtime_driver.c "$tmp/matmul.$w.o" "$tmp/madd.$w.o" -o "$tmp/run.$w"
done
if [ -n "$BIN" ]; then mkdir -p "$BIN"; cp "$tmp/run.strata" "$tmp/run.upstream" "$BIN"; fi
for w in strata upstream; do
  "$tmp/run.$w" | tee "$tmp/$w" | sed "s/^/$w: /"
done
cd "$tmp"
awk '{ t[FILENAME" "$1]=$3; c[FILENAME" "$1]=$5 }
  END { split("matmul madd", ks, " ")
    for (i = 1; i <= 2; i++) { k = ks[i]; s = "strata " k; u = "upstream " k
      printf "%s: strata %.1f ms, upstream %.1f ms, upstream/strata %.2f, checksums %s %s\n", k, t[s], t[u], t[u]/t[s], c[s], c[u] } }' strata upstream
