// finalize-memref-to-llvm: memref.atomic_rmw to llvm.atomicrmw (acq_rel) on the element's address,
// each kind to its LLVM operation (mulf and muli have none and stay, as with mlir-opt-22);
// extract_aligned_pointer_as_index to ptrtoint of the descriptor's aligned pointer.
// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s

// CHECK-LABEL: func.func @atomics(
// CHECK: %[[P:.*]] = llvm.getelementptr {{.*}} : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: llvm.atomicrmw fadd %[[P]], %arg1 acq_rel : !llvm.ptr, f32
// CHECK: llvm.atomicrmw fmaximum %{{.*}}, %arg1 acq_rel : !llvm.ptr, f32
// CHECK: llvm.atomicrmw fmin %{{.*}}, %arg1 acq_rel : !llvm.ptr, f32
// CHECK: llvm.atomicrmw xchg %{{.*}}, %arg1 acq_rel : !llvm.ptr, f32
// CHECK: llvm.atomicrmw umax %{{.*}}, %arg3 acq_rel : !llvm.ptr, i32
// CHECK: llvm.atomicrmw _xor %{{.*}}, %arg3 acq_rel : !llvm.ptr, i32
// CHECK: memref.atomic_rmw muli
func.func @atomics(%f: memref<4xf32>, %v: f32, %i: memref<?x2xi32>, %w: i32, %k: index) -> (f32, f32, f32, f32, i32, i32, i32) {
  %0 = memref.atomic_rmw addf %v, %f[%k] : (f32, memref<4xf32>) -> f32
  %1 = memref.atomic_rmw maximumf %v, %f[%k] : (f32, memref<4xf32>) -> f32
  %2 = memref.atomic_rmw minnumf %v, %f[%k] : (f32, memref<4xf32>) -> f32
  %3 = memref.atomic_rmw assign %v, %f[%k] : (f32, memref<4xf32>) -> f32
  %4 = memref.atomic_rmw maxu %w, %i[%k, %k] : (i32, memref<?x2xi32>) -> i32
  %5 = memref.atomic_rmw xori %w, %i[%k, %k] : (i32, memref<?x2xi32>) -> i32
  %6 = memref.atomic_rmw muli %w, %i[%k, %k] : (i32, memref<?x2xi32>) -> i32
  return %0, %1, %2, %3, %4, %5, %6 : f32, f32, f32, f32, i32, i32, i32
}

// CHECK-LABEL: func.func @address(
// CHECK: %[[D:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[A:.*]] = llvm.extractvalue %[[D]][1]
// CHECK: %[[I:.*]] = llvm.ptrtoint %[[A]] : !llvm.ptr to i64
func.func @address(%m: memref<4xf32>) -> index {
  %p = memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> index
  return %p : index
}
