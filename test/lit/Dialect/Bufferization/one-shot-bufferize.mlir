// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-deallocation-pipeline --strata-diff-check | FileCheck %s
// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-deallocation-pipeline --convert-linalg-to-loops --strata-diff-check > %t.mlir
// RUN: strata-opt %t.mlir --test-strata-count-allocs > %t.leak.mlir
// RUN: strata-run --target=interp %t.leak.mlir --entry chain_live_allocs --random-inputs | FileCheck %s --check-prefix=LEAK
// RUN: strata-run --target=interp %t.leak.mlir --entry reduce_live_allocs --random-inputs | FileCheck %s --check-prefix=LEAK
// RUN: strata-run --target=interp %t.leak.mlir --entry loop_live_allocs --random-inputs | FileCheck %s --check-prefix=LEAK
// RUN: strata-run --target=interp %t.leak.mlir --entry branch_live_allocs --random-inputs | FileCheck %s --check-prefix=LEAK
// RUN: strata-run --target=interp %t.leak.mlir --entry slices_live_allocs --random-inputs | FileCheck %s --check-prefix=LEAK
// RUN: strata-run --target=interp %t.leak.mlir --entry reshaped_results_live_allocs --random-inputs | FileCheck %s --check-prefix=LEAK
// Without deallocation the reduction leaks its temporary: the check sees it.
// RUN: strata-opt %s --one-shot-bufferize="bufferize-function-boundaries" --test-strata-count-allocs > %t.noleak.mlir
// RUN: strata-run --target=interp %t.noleak.mlir --entry reduce_live_allocs --random-inputs | FileCheck %s --check-prefix=LEAKED

// LEAK: {{^}}0{{$}}
// LEAKED: {{^}}1{{$}}

// An elementwise chain from tensor.empty: one allocation, written in
// place by every op (the second and third reuse the dead input).
// CHECK-LABEL: func.func @chain(
// CHECK-SAME:    %[[X:.*]]: memref<4x3xf32>, %[[B:.*]]: memref<3xf32>) -> memref<4x3xf32>
// CHECK:         %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4x3xf32>
// CHECK-NEXT:    linalg.generic {{.*}} ins(%[[X]] : memref<4x3xf32>) outs(%[[A]] : memref<4x3xf32>)
// CHECK:         linalg.generic {{.*}} ins(%[[A]], %[[B]] : memref<4x3xf32>, memref<3xf32>) outs(%[[A]] : memref<4x3xf32>)
// CHECK:         linalg.generic {{.*}} ins(%[[A]] : memref<4x3xf32>) outs(%[[A]] : memref<4x3xf32>)
// CHECK-NOT:     memref.alloc
// CHECK-NOT:     memref.copy
// CHECK:         return %[[A]] : memref<4x3xf32>
func.func @chain(%x: tensor<4x3xf32>, %b: tensor<3xf32>) -> tensor<4x3xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x3xf32>
  %n = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x3xf32>) outs(%e : tensor<4x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.negf %a : f32
    linalg.yield %s : f32
  } -> tensor<4x3xf32>
  %e2 = tensor.empty() : tensor<4x3xf32>
  %ab = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%n, %b : tensor<4x3xf32>, tensor<3xf32>) outs(%e2 : tensor<4x3xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<4x3xf32>
  %e3 = tensor.empty() : tensor<4x3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%ab : tensor<4x3xf32>) outs(%e3 : tensor<4x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.maximumf %a, %cst : f32
    linalg.yield %s : f32
  } -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// A temporary freed after its last use; the result returned.
// CHECK-LABEL: func.func @reduce(
// CHECK:         %[[T:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4x3xf32>
// CHECK:         linalg.mul ins(%{{.*}}, %{{.*}} : memref<4x3xf32>, memref<4x3xf32>) outs(%[[T]] : memref<4x3xf32>)
// CHECK:         %[[R:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK:         linalg.fill ins(%{{.*}} : f32) outs(%[[R]] : memref<4xf32>)
// CHECK:         linalg.reduce ins(%[[T]] : memref<4x3xf32>) outs(%[[R]] : memref<4xf32>)
// CHECK:         memref.dealloc %[[T]] : memref<4x3xf32>
// CHECK-NEXT:    return %[[R]] : memref<4xf32>
func.func @reduce(%x: tensor<4x3xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4x3xf32>
  %sq = linalg.mul ins(%x, %x : tensor<4x3xf32>, tensor<4x3xf32>) outs(%e : tensor<4x3xf32>) -> tensor<4x3xf32>
  %z = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.reduce ins(%sq : tensor<4x3xf32>) outs(%f : tensor<4xf32>) dimensions = [1]
    (%a: f32, %b: f32) {
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    }
  return %r : tensor<4xf32>
}

// A loop-carried tensor: one buffer for the loop (a copy of the argument,
// which is never written), updated in place.
// CHECK-LABEL: func.func @loop(
// CHECK-SAME:    %[[X:.*]]: memref<4xf32>, %[[N:.*]]: index) -> memref<4xf32>
// CHECK:         %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:    memref.copy %[[X]], %[[A]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:    scf.for %{{.*}} = %{{.*}} to %[[N]] step %{{.*}} {
// CHECK-NEXT:      linalg.generic {{.*}} ins(%[[A]], %[[X]] : memref<4xf32>, memref<4xf32>) outs(%[[A]] : memref<4xf32>)
// CHECK:         return %[[A]] : memref<4xf32>
func.func @loop(%x: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
        ins(%acc, %x : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    } -> tensor<4xf32>
    scf.yield %y : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// scf.if yields buffers its branches allocate.
// CHECK-LABEL: func.func @branch(
// CHECK:         %[[R:.*]] = scf.if %{{.*}} -> (memref<4xf32>) {
// CHECK-NEXT:      %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK:           scf.yield %[[A]] : memref<4xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[B:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:      memref.copy %{{.*}}, %[[B]]
// CHECK-NEXT:      scf.yield %[[B]] : memref<4xf32>
// CHECK:         return %[[R]] : memref<4xf32>
func.func @branch(%x: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %r = scf.if %c -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
        ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%a: f32, %o: f32):
      %s = arith.mulf %a, %a : f32
      linalg.yield %s : f32
    } -> tensor<4xf32>
    scf.yield %y : tensor<4xf32>
  } else {
    scf.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// Slices are subviews; an insert into a tensor still read later goes
// into a copy.
// CHECK-LABEL: func.func @slices(
// CHECK-SAME:    %[[X:.*]]: memref<4x6xf32>, %[[V:.*]]: f32)
// CHECK:         %[[S:.*]] = memref.subview %[[X]][1, 2] [2, 3] [1, 1] : memref<4x6xf32> to memref<2x3xf32, strided<[6, 1], offset: 8>>
// CHECK:         linalg.generic {{.*}} ins(%[[S]] : memref<2x3xf32, strided<[6, 1], offset: 8>>)
// CHECK:         %[[C:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4x6xf32>
// CHECK-NEXT:    memref.copy %[[X]], %[[C]]
// CHECK-NEXT:    %[[D:.*]] = memref.subview %[[C]][0, 0] [2, 3] [1, 1] : memref<4x6xf32> to memref<2x3xf32, strided<[6, 1]>>
// CHECK-NEXT:    memref.copy %{{.*}}, %[[D]]
// CHECK-NEXT:    memref.store %[[V]], %[[C]][%{{.*}}, %{{.*}}] : memref<4x6xf32>
// CHECK-NEXT:    %[[E:.*]] = memref.load %[[X]][%{{.*}}, %{{.*}}] : memref<4x6xf32>
func.func @slices(%x: tensor<4x6xf32>, %v: f32) -> (tensor<2x3xf32>, tensor<4x6xf32>, f32) {
  %c1 = arith.constant 1 : index
  %s = tensor.extract_slice %x[1, 2] [2, 3] [1, 1] : tensor<4x6xf32> to tensor<2x3xf32>
  %z = tensor.empty() : tensor<2x3xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<2x3xf32>) outs(%z : tensor<2x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.addf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<2x3xf32>
  %i = tensor.insert_slice %d into %x[0, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<4x6xf32>
  %j = tensor.insert %v into %i[%c1, %c1] : tensor<4x6xf32>
  %e = tensor.extract %x[%c1, %c1] : tensor<4x6xf32>
  return %d, %j, %e : tensor<2x3xf32>, tensor<4x6xf32>, f32
}

// A tensor.dim reads a size, not the elements: the accumulation still
// writes the filled buffer in place though its size is read afterwards.
// CHECK-LABEL: func.func @dim_after_write(
// CHECK:         %[[A:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?x3xf32>
// CHECK-NEXT:    linalg.fill {{.*}} outs(%[[A]] : memref<?x3xf32>)
// CHECK-NEXT:    linalg.generic {{.*}} outs(%[[A]] : memref<?x3xf32>)
// CHECK-NOT:     memref.alloc
// CHECK-NOT:     memref.copy
// CHECK:         return %[[A]], %{{.*}} : memref<?x3xf32>, index
func.func @dim_after_write(%x: tensor<?x3xf32>) -> (tensor<?x3xf32>, index) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %n = tensor.dim %x, %c0 : tensor<?x3xf32>
  %e = tensor.empty(%n) : tensor<?x3xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<?x3xf32>) -> tensor<?x3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<?x3xf32>) outs(%f : tensor<?x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<?x3xf32>
  %d = tensor.dim %f, %c0 : tensor<?x3xf32>
  return %r, %d : tensor<?x3xf32>, index
}

// A result computed in an allocation and returned through reshapes (a
// model's logits, computed [b*s, v] and returned [b, s, v]) is the
// allocation seen through them: no copy into a fresh buffer, no
// deallocation; the caller frees it through the view. A second result
// of the same allocation is a copy.
// CHECK-LABEL: func.func @reshaped_results(
// CHECK:         %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<6x4xf32>
// CHECK:         linalg.matmul {{.*}} outs(%[[A]] : memref<6x4xf32>)
// CHECK:         %[[E:.*]] = memref.expand_shape %[[A]] {{\[\[}}0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
// CHECK:         %[[C:.*]] = memref.collapse_shape %[[A]]
// CHECK:         %[[COPY:.*]] = memref.alloc() {alignment = 64 : i64} : memref<24xf32>
// CHECK:         memref.copy %[[C]], %[[COPY]]
// CHECK-NOT:     memref.dealloc %[[A]]
// CHECK:         return %[[E]], %[[COPY]] : memref<2x3x4xf32>, memref<24xf32>
func.func @reshaped_results(%a: tensor<6x5xf32>, %b: tensor<5x4xf32>) -> (tensor<2x3x4xf32>, tensor<24xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<6x4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<6x4xf32>) -> tensor<6x4xf32>
  %p = linalg.matmul ins(%a, %b : tensor<6x5xf32>, tensor<5x4xf32>) outs(%f : tensor<6x4xf32>) -> tensor<6x4xf32>
  %r = tensor.expand_shape %p [[0, 1], [2]] output_shape [2, 3, 4] : tensor<6x4xf32> into tensor<2x3x4xf32>
  %c = tensor.collapse_shape %p [[0, 1]] : tensor<6x4xf32> into tensor<24xf32>
  return %r, %c : tensor<2x3x4xf32>, tensor<24xf32>
}
