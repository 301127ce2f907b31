// --fp-contract (strata-linalg-to-gpu's fp-contract, on by default) fuses
// the kernels' f32 and f64 multiplications into the additions that read
// them (strata-arith-allow-contract, math-uplift-to-fma): a SIMT product's
// multiply-accumulate and a batch norm's scale-and-shift become one fma, one
// rounding, as nvcc's --fmad=true and Triton do for PyTorch's kernels.
// --fp-contract=false keeps the two ops. The differential check runs the
// pipeline's every step on random inputs in the interpreter: the fused
// kernels agree with the linalg ops within its default tolerance. A cuda
// flag; strata-run takes it too.
// RUN: strata-compile %s --target=cuda --emit=gpu -o %t.on.mlir
// RUN: FileCheck %s --check-prefix=ON < %t.on.mlir
// RUN: strata-compile %s --target=cuda --emit=gpu --fp-contract | FileCheck %s --check-prefix=ON
// RUN: strata-compile %s --target=cuda --emit=gpu --fp-contract=false -o %t.off.mlir
// RUN: FileCheck %s --check-prefix=OFF < %t.off.mlir
// RUN: strata-compile %s --target=cuda | FileCheck %s --check-prefix=PTX
// RUN: strata-compile %s --target=cuda --fp-contract=false | FileCheck %s --check-prefix=PTX-OFF
// RUN: strata-opt %s --strata-linalg-to-gpu='fp-contract=false' | FileCheck %s --check-prefix=OFF
// RUN: strata-opt %s --strata-diff-check --strata-linalg-to-gpu > /dev/null
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-seed=5 --strata-linalg-to-gpu='fp-contract=false' > /dev/null
// RUN: not strata-compile %s --fp-contract=false -o %t.so 2>&1 | FileCheck %s --check-prefix=CPU
// RUN: not strata-compile %s --target=cuda --fp-contract=maybe 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not strata-run %s --fp-contract=false --random-inputs 2>&1 | FileCheck %s --check-prefix=INTERP
// RUN: not strata-opt %s --strata-linalg-to-gpu='fp-contract=2' 2>&1 | FileCheck %s --check-prefix=OPTION

// ON-LABEL: gpu.func @main_kernel
// ON: math.fma %{{.*}}, %{{.*}}, %{{.*}} fastmath<contract> : f32
// ON-NOT: arith.mulf {{.*}} : f32
// OFF-LABEL: gpu.func @main_kernel
// OFF-NOT: math.fma
// OFF: arith.mulf
// OFF: arith.addf
// PTX: fma.rn.f32
// PTX-NOT: mul.rn.f32
// PTX-OFF: mul.rn.f32
// PTX-OFF: add.rn.f32
// CPU: error: --fp-contract applies to --target=cuda (the GPU kernels), not --target=cpu
// VALUE: fp-contract
// INTERP: strata-run: error: --fp-contract applies to --target=cuda (the GPU kernels), not --target=interp
// OPTION: pipeline 'strata-linalg-to-gpu' takes the options {{.*}} reciprocal-division, conv-batch-columns and fp-contract (each true or false; fuse-producers also auto), got 'fp-contract=2'
func.func @main(%a: tensor<64x32xf32>, %b: tensor<32x48xf32>, %scale: tensor<48xf32>, %shift: tensor<48xf32>) -> tensor<64x48xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<64x48xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<64x48xf32>) -> tensor<64x48xf32>
  %prod = linalg.matmul ins(%a, %b : tensor<64x32xf32>, tensor<32x48xf32>) outs(%init : tensor<64x48xf32>) -> tensor<64x48xf32>
  %out = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
                         iterator_types = ["parallel", "parallel"]}
      ins(%prod, %scale, %shift : tensor<64x48xf32>, tensor<48xf32>, tensor<48xf32>) outs(%empty : tensor<64x48xf32>) {
  ^bb0(%p: f32, %s: f32, %t: f32, %o: f32):
    %m = arith.mulf %p, %s : f32
    %r = arith.addf %m, %t : f32
    linalg.yield %r : f32
  } -> tensor<64x48xf32>
  return %out : tensor<64x48xf32>
}
