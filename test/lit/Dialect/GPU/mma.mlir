// The subgroup matrix ops round-trip in upstream's syntax (custom and
// generic), and the interpreter runs them: a 16x16x16 product with a
// transposed B, from and to offsets inside larger buffers, against the
// loop nest it stands for.
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=1e-6 --pass-pipeline='builtin.module(func.func(convert-linalg-to-loops))' > /dev/null

// CHECK-LABEL: func.func @ops
// CHECK: %[[A:.*]] = gpu.subgroup_mma_load_matrix %{{.*}}[%{{.*}}, %{{.*}}] {leadDimension = 24 : index} : memref<32x24xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
// CHECK: %[[B:.*]] = gpu.subgroup_mma_load_matrix %{{.*}}[%{{.*}}, %{{.*}}] {leadDimension = 32 : index, transpose} : memref<40x32xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
// CHECK: %[[C:.*]] = gpu.subgroup_mma_constant_matrix %{{.*}} : !gpu.mma_matrix<16x16xf32, "COp">
// CHECK: %[[D:.*]] = gpu.subgroup_mma_compute %[[A]], %[[B]], %[[C]] : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
// CHECK: gpu.subgroup_mma_store_matrix %[[D]], %{{.*}}[%{{.*}}, %{{.*}}] {leadDimension = 40 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x40xf32>
func.func @ops(%a: memref<32x24xf16>, %b: memref<40x32xf16>, %c: memref<32x40xf32>) {
  %i = arith.constant 4 : index
  %j = arith.constant 8 : index
  %A = gpu.subgroup_mma_load_matrix %a[%i, %j] {leadDimension = 24 : index} : memref<32x24xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
  %B = gpu.subgroup_mma_load_matrix %b[%j, %i] {leadDimension = 32 : index, transpose} : memref<40x32xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
  %z = arith.constant 0.0 : f32
  %C = gpu.subgroup_mma_constant_matrix %z : !gpu.mma_matrix<16x16xf32, "COp">
  %D = gpu.subgroup_mma_compute %A, %B, %C : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
  gpu.subgroup_mma_store_matrix %D, %c[%i, %j] {leadDimension = 40 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x40xf32>
  return
}

// The same product through the matrix ops and as a linalg op: the
// differential check compares both before and after the lowering of the
// linalg one (D[i, j] = sum_k A[i, k] * B^T[j, k]).
func.func @product(%a: memref<16x16xf16>, %bt: memref<16x16xf16>, %c: memref<16x16xf32>, %d: memref<16x16xf32>) {
  %c0 = arith.constant 0 : index
  %A = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
  %B = gpu.subgroup_mma_load_matrix %bt[%c0, %c0] {leadDimension = 16 : index, transpose} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
  %z = arith.constant 0.0 : f32
  %C = gpu.subgroup_mma_constant_matrix %z : !gpu.mma_matrix<16x16xf32, "COp">
  %D = gpu.subgroup_mma_compute %A, %B, %C : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
  gpu.subgroup_mma_store_matrix %D, %c[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<16x16xf32>
  linalg.fill ins(%z : f32) outs(%d : memref<16x16xf32>)
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %bt : memref<16x16xf16>, memref<16x16xf16>) outs(%d : memref<16x16xf32>) {
  ^bb0(%x: f16, %y: f16, %acc: f32):
    %xe = arith.extf %x : f16 to f32
    %ye = arith.extf %y : f16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// RUN: strata-run --target=interp %s --entry agree --random-inputs | FileCheck %s --check-prefix=AGREE
// AGREE: {{^}}0{{$}}
// The largest difference between the matrix ops' product and the loop
// nest's: none (the interpreter sums in k order from zero, as the loop does).
func.func @agree(%a: memref<16x16xf16>, %bt: memref<16x16xf16>) -> f32 {
  %c = memref.alloc() : memref<16x16xf32>
  %d = memref.alloc() : memref<16x16xf32>
  func.call @product(%a, %bt, %c, %d) : (memref<16x16xf16>, memref<16x16xf16>, memref<16x16xf32>, memref<16x16xf32>) -> ()
  %m = memref.alloc() : memref<f32>
  %z = arith.constant 0.0 : f32
  memref.store %z, %m[] : memref<f32>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>],
                  iterator_types = ["reduction", "reduction"]}
      ins(%c, %d : memref<16x16xf32>, memref<16x16xf32>) outs(%m : memref<f32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %diff = arith.subf %x, %y : f32
    %abs = math.absf %diff : f32
    %mx = arith.maximumf %acc, %abs : f32
    linalg.yield %mx : f32
  }
  %r = memref.load %m[] : memref<f32>
  memref.dealloc %c : memref<16x16xf32>
  memref.dealloc %d : memref<16x16xf32>
  memref.dealloc %m : memref<f32>
  return %r : f32
}
