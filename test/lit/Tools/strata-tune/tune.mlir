// strata-tune finds the shapes of matrix product strata-linalg-to-gpu
// maps to kernels (two products of one shape and one of another here)
// and lists their candidates (--list: nothing runs); a search times them
// with strata-run, here on the CPU (--target=cpu, where the candidates'
// strata.gpu_config changes nothing: the run checks the plumbing, not the
// choice); -o writes the table on an empty module, which strata-compile's
// --gpu-tunings reads, and --apply the input module with the table on it. What it refuses: a bad --reps, a strata-run
// that is not there, an input that does not parse.
// RUN: strata-tune --list %s | FileCheck %s --check-prefix=LIST
// RUN: strata-tune --target=cpu --reps=1 %s -v -o %t.table 2> %t.log
// RUN: FileCheck %s --check-prefix=LOG < %t.log
// RUN: FileCheck %s --check-prefix=TABLE < %t.table
// RUN: strata-tune --target=cpu --reps=1 %s --apply %t.tuned.mlir 2> /dev/null
// RUN: FileCheck %s --check-prefix=APPLY < %t.tuned.mlir
// RUN: strata-compile %t.tuned.mlir --target=cuda --emit=gpu | FileCheck %s --check-prefix=COMPILE
// RUN: strata-compile %s --target=cuda --emit=gpu --gpu-tunings=%t.table | FileCheck %s --check-prefix=COMPILE
// The GPU pipelines' flags go to strata-run with --target=cuda, and the
// graph's time is the one read (a fake strata-run: every candidate 0.5 ms,
// so none beats the defaults and the table is empty).
// RUN: rm -f %t.runs
// RUN: env FAKE_RUN_LOG=%t.runs strata-tune --strata-run=%S/Inputs/fake-strata-run.sh --allow-conv-tf32 --target-blocks=100 --reps=3 %s -o %t.fake 2> %t.fake.log
// RUN: FileCheck %s --check-prefix=FAKE-RUNS < %t.runs
// RUN: FileCheck %s --check-prefix=FAKE-LOG < %t.fake.log
// RUN: FileCheck %s --check-prefix=FAKE-TABLE < %t.fake
// With --cache ($STRATA_CACHE_DIR here) each shape's timings are kept,
// and a second search runs nothing and writes the same table; another
// strata-run build (a copy of the fake that differs) times again.
// RUN: rm -rf %t.cache %t.cached-runs %t.cached-runs2 %t.cached-runs3
// RUN: env STRATA_CACHE_DIR=%t.cache FAKE_RUN_LOG=%t.cached-runs strata-tune --cache --target=cpu --strata-run=%S/Inputs/fake-strata-run.sh --reps=1 %s -o %t.cached1 2> /dev/null
// RUN: FileCheck %s --check-prefix=CACHED-RUNS < %t.cached-runs
// RUN: env STRATA_CACHE_DIR=%t.cache FAKE_RUN_LOG=%t.cached-runs2 strata-tune --cache --target=cpu --strata-run=%S/Inputs/fake-strata-run.sh --reps=1 %s -o %t.cached2 2> %t.cached.log
// RUN: FileCheck %s --check-prefix=CACHED < %t.cached.log
// RUN: not test -e %t.cached-runs2
// RUN: diff %t.cached1 %t.cached2
// RUN: cp %S/Inputs/fake-strata-run.sh %t.other-run.sh
// RUN: echo "# another build" >> %t.other-run.sh
// RUN: env STRATA_CACHE_DIR=%t.cache FAKE_RUN_LOG=%t.cached-runs3 strata-tune --cache --target=cpu --strata-run=%t.other-run.sh --reps=1 %s -o /dev/null 2> /dev/null
// RUN: FileCheck %s --check-prefix=CACHED-RUNS < %t.cached-runs3
// RUN: not strata-tune --reps=0 %s 2>&1 | FileCheck %s --check-prefix=REPS
// RUN: not strata-tune --gpu-tunings=%t.table %s 2>&1 | FileCheck %s --check-prefix=WRITES
// RUN: not strata-tune --strata-run=%t.missing --reps=1 %s 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not strata-tune %S/Inputs/bad.mlir 2>&1 | FileCheck %s --check-prefix=BAD

// LIST: "m128 n128 k64 f32 nn" 2 {} {register_tile_m = 2, register_tile_n = 4} {register_tile_m = 4, register_tile_n = 2} {register_tile_m = 4, register_tile_n = 4} {register_tile_m = 4, register_tile_n = 8} {register_tile_m = 8, register_tile_n = 4} {register_tile_m = 8, register_tile_n = 8} {simt_min_blocks = 1}
// LIST-NEXT: "m32 n32 k16 f32 nn" 1 {} {simt_min_blocks = 1}
// LIST-NOT: m

// LOG: m128 n128 k64 f32 nn {} {{[0-9.]+}} ms
// LOG-COUNT-6: m128 n128 k64 f32 nn {register_tile_m = {{.*}} ms
// LOG: m128 n128 k64 f32 nn {simt_min_blocks = 1} {{[0-9.]+}} ms
// LOG: m32 n32 k16 f32 nn {} {{[0-9.]+}} ms
// LOG: m32 n32 k16 f32 nn {simt_min_blocks = 1} {{[0-9.]+}} ms
// LOG: strata-tune: "m128 n128 k64 f32 nn" (2 products): defaults {{[0-9.]+}} ms, best {{.*}} ms
// LOG: strata-tune: "m32 n32 k16 f32 nn" (1 products): defaults

// TABLE: module attributes {strata.gpu_tunings = {{[{].*[}]}}} {
// TABLE-NEXT: }

// APPLY: module attributes {strata.gpu_tunings = {{[{].*[}]}}} {
// APPLY: func.func @main(

// COMPILE: gpu.func @main_kernel

// CACHED-RUNS-COUNT-10: --target=cpu --level=buffer --zero-inputs
// CACHED-RUNS-NOT: --target
// CACHED: m128 n128 k64 f32 nn cached: defaults 0.5000 ms, best {} 0.5000 ms
// CACHED-NEXT: m32 n32 k16 f32 nn cached: defaults 0.5000 ms, best {} 0.5000 ms
// CACHED-NOT: ms
// REPS: strata-tune: error: --reps must be positive, got 0
// WRITES: strata-tune: error: --gpu-tunings is what strata-tune writes (-o); give it to strata-compile or strata-run
// FAKE-RUNS-COUNT-10: --target=cuda --allow-conv-tf32 --target-blocks=100 --level=buffer --zero-inputs {{.*}}product.mlir STRATA_BENCH_REPS=3
// FAKE-RUNS-NOT: --target
// FAKE-LOG: m128 n128 k64 f32 nn {} 0.5000 ms
// FAKE-TABLE: module attributes {strata.gpu_tunings = {}} {
// MISSING: m128 n128 k64 f32 nn {} failed: {{.*}}missing
// MISSING: strata-tune: error: the defaults of 2 of 2 products' shapes did not run (above)
// BAD: bad.mlir:1:{{[0-9]+}}: error:
func.func @main(%a: tensor<128x64xf32>, %b: tensor<64x128xf32>, %x: tensor<32x16xf32>, %y: tensor<16x32xf32>) -> (tensor<128x128xf32>, tensor<128x128xf32>, tensor<32x32xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x128xf32>) -> tensor<128x128xf32>
  %p = linalg.matmul ins(%a, %b : tensor<128x64xf32>, tensor<64x128xf32>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  %q = linalg.matmul ins(%a, %b : tensor<128x64xf32>, tensor<64x128xf32>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  %e2 = tensor.empty() : tensor<32x32xf32>
  %f2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<32x32xf32>) -> tensor<32x32xf32>
  %r = linalg.matmul ins(%x, %y : tensor<32x16xf32>, tensor<16x32xf32>) outs(%f2 : tensor<32x32xf32>) -> tensor<32x32xf32>
  return %p, %q, %r : tensor<128x128xf32>, tensor<128x128xf32>, tensor<32x32xf32>
}
