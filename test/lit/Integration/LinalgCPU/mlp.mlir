// A matmul, a bias broadcast and a relu on tensors, lowered by
// strata-linalg-to-loops (fusion, bufferization, deallocation, loops) and
// run on the CPU; the interpreter runs the tensor program and prints the
// same. The differential check holds every pass of the pipeline to the
// tensor program, and the leak checks count live allocations (the
// interpreter's through test-strata-count-allocs, the compiled code's
// through strata-run --check-leaks).
// RUN: strata-run --target=interp %s --entry main | FileCheck %s
// RUN: strata-opt %s --strata-linalg-to-loops --strata-diff-check > %t.mlir
// RUN: strata-run --target=cpu --check-leaks %t.mlir --entry main | FileCheck %s
// RUN: strata-opt %s --strata-linalg-to-loops | FileCheck %s --check-prefix=LOOPS
// RUN: strata-opt %s --strata-linalg-to-llvm | FileCheck %s --check-prefix=LLVM
// RUN: strata-opt %t.mlir --test-strata-count-allocs > %t.leak.mlir
// RUN: strata-run --target=interp %t.leak.mlir --entry main_live_allocs | FileCheck %s --check-prefix=LEAK

// CHECK: Memref rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[ *}}0, {{ *}}2.5, {{ *}}4],
// CHECK-NEXT: {{\[ *}}2, {{ *}}0.5, {{ *}}5]]

// Fused bias + relu after the matmul, all in the result's buffer.
// The matmul is a micro-kernel function (its body the reference loops).
// LOOPS-LABEL: func.func @main() -> memref<2x3xf32>
// LOOPS: %[[R:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// LOOPS: memref.store %{{.*}}, %[[R]]
// LOOPS: call @[[K:__strata_ukernel_[0-9a-f]+]](%{{.*}}, %{{.*}}, %[[R]])
// LOOPS: arith.addf
// LOOPS-NEXT: arith.maximumf
// LOOPS-NOT: memref.alloc
// LOOPS: return %[[R]] : memref<2x3xf32>
// LOOPS: func.func private @[[K]]({{.*}} attributes {strata.kernel, strata.ukernel = "matmul_f32"
// LOOPS: arith.mulf
// LOOPS: arith.addf

// LEAK: {{^}}0{{$}}

// The whole way to the llvm dialect.
// LLVM: llvm.mlir.global private constant @__constant_2x2xf32
// LLVM-LABEL: llvm.func @main()
// LLVM-NOT: memref.
// LLVM-NOT: linalg.
// LLVM-NOT: scf.
// LLVM: llvm.return
func.func @main() -> tensor<2x3xf32> {
  %x = arith.constant dense<[[1.0, 2.0], [3.0, -1.0]]> : tensor<2x2xf32>
  %w = arith.constant dense<[[1.0, 0.5, 2.0], [-1.0, 1.0, 1.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<[-2.0, 0.0, 0.0]> : tensor<3xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %m = linalg.matmul ins(%x, %w : tensor<2x2xf32>, tensor<2x3xf32>) outs(%f : tensor<2x3xf32>) -> tensor<2x3xf32>
  %e2 = tensor.empty() : tensor<2x3xf32>
  %biased = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%m, %b : tensor<2x3xf32>, tensor<3xf32>) outs(%e2 : tensor<2x3xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  %e3 = tensor.empty() : tensor<2x3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%biased : tensor<2x3xf32>) outs(%e3 : tensor<2x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.maximumf %a, %zero : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
