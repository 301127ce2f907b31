// convert-vector-to-llvm on 1-D vectors: llvm's vector instructions and intrinsics, as mlir-opt-22's
// (1-D transfers become plain or masked loads and stores; the bounds mask is a comparison with the
// lane numbers).
// RUN: strata-opt %s -split-input-file --convert-vector-to-llvm -verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @elements(
// CHECK: %[[P:.*]] = llvm.mlir.poison : vector<4xf32>
// CHECK: %[[Z:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK: %[[I:.*]] = llvm.insertelement %arg1, %[[P]][%[[Z]] : i32] : vector<4xf32>
// CHECK: %[[B:.*]] = llvm.shufflevector %[[I]], %[[P]] [0, 0, 0, 0] : vector<4xf32>
// CHECK: %[[C2:.*]] = llvm.mlir.constant(2 : i64) : i64
// CHECK: llvm.extractelement %arg0[%[[C2]] : i64] : vector<4xf32>
// CHECK: %[[IX:.*]] = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK: llvm.insertelement %arg1, %arg0[%[[IX]] : i64] : vector<4xf32>
// CHECK: llvm.shufflevector %arg0, %arg0 [0, 5, 2] : vector<4xf32>
// CHECK: llvm.shufflevector %arg0, %arg0 [1, 2] : vector<4xf32>
// CHECK: llvm.intr.fmuladd(%arg0, %arg0, %arg0) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK: llvm.bitcast %arg0 : vector<4xf32> to vector<2xi64>
func.func @elements(%v: vector<4xf32>, %s: f32, %i: index) -> (vector<4xf32>, f32, vector<4xf32>, vector<3xf32>, vector<2xf32>, vector<4xf32>, vector<2xi64>) {
  %0 = vector.broadcast %s : f32 to vector<4xf32>
  %1 = vector.extract %v[2] : f32 from vector<4xf32>
  %2 = vector.insert %s, %v [%i] : f32 into vector<4xf32>
  %3 = vector.shuffle %v, %v [0, 5, 2] : vector<4xf32>, vector<4xf32>
  %4 = vector.extract_strided_slice %v {offsets = [1], sizes = [2], strides = [1]} : vector<4xf32> to vector<2xf32>
  %5 = vector.fma %v, %v, %v : vector<4xf32>
  %6 = vector.bitcast %v : vector<4xf32> to vector<2xi64>
  return %0, %1, %2, %3, %4, %5, %6 : vector<4xf32>, f32, vector<4xf32>, vector<3xf32>, vector<2xf32>, vector<4xf32>, vector<2xi64>
}

// -----

// CHECK-LABEL: func.func @reductions(
// CHECK: "llvm.intr.vector.reduce.fadd"(%arg2, %arg0) : (f32, vector<4xf32>) -> f32
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK: "llvm.intr.vector.reduce.fmul"(%[[ONE]], %arg0) : (f32, vector<4xf32>) -> f32
// CHECK: %[[MAX:.*]] = llvm.intr.vector.reduce.fmax(%arg0) : (vector<4xf32>) -> f32
// CHECK: llvm.intr.maxnum(%arg2, %[[MAX]]) : (f32, f32) -> f32
// CHECK: llvm.intr.vector.reduce.fminimum(%arg0) : (vector<4xf32>) -> f32
// CHECK: %[[ADD:.*]] = "llvm.intr.vector.reduce.add"(%arg1) : (vector<8xi16>) -> i16
// CHECK: llvm.add %arg3, %[[ADD]] : i16
// CHECK: "llvm.intr.vector.reduce.umax"(%arg1) : (vector<8xi16>) -> i16
// CHECK: "llvm.intr.vector.reduce.xor"(%arg1) : (vector<8xi16>) -> i16
func.func @reductions(%v: vector<4xf32>, %w: vector<8xi16>, %s: f32, %t: i16) -> (f32, f32, f32, f32, i16, i16, i16) {
  %0 = vector.reduction <add>, %v, %s : vector<4xf32> into f32
  %1 = vector.reduction <mul>, %v : vector<4xf32> into f32
  %2 = vector.reduction <maxnumf>, %v, %s : vector<4xf32> into f32
  %3 = vector.reduction <minimumf>, %v : vector<4xf32> into f32
  %4 = vector.reduction <add>, %w, %t : vector<8xi16> into i16
  %5 = vector.reduction <maxui>, %w : vector<8xi16> into i16
  %6 = vector.reduction <xor>, %w : vector<8xi16> into i16
  return %0, %1, %2, %3, %4, %5, %6 : f32, f32, f32, f32, i16, i16, i16
}

// -----

// A dot-product contract is a multiply and a reduction; an AXPY outerproduct an fma.
// CHECK-LABEL: func.func @contract(
// CHECK: %[[M:.*]] = arith.mulf %arg0, %arg1 : vector<4xf32>
// CHECK: "llvm.intr.vector.reduce.fadd"(%arg2, %[[M]]) : (f32, vector<4xf32>) -> f32
// CHECK: llvm.intr.fmuladd(%arg0, %{{.*}}, %arg1) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
func.func @contract(%a: vector<4xf32>, %b: vector<4xf32>, %s: f32) -> (f32, vector<4xf32>) {
  %0 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"]} %a, %b, %s : vector<4xf32>, vector<4xf32> into f32
  %1 = vector.outerproduct %a, %s, %b {kind = #vector.kind<add>} : vector<4xf32>, f32
  return %0, %1 : f32, vector<4xf32>
}

// -----

// The alignment an access promises is kept when it exceeds the element's.
// CHECK-LABEL: func.func @aligned(
// CHECK: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr -> vector<8xbf16>
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64} : vector<8xbf16>, !llvm.ptr
func.func @aligned(%m: memref<?xbf16>, %i: index) {
  %0 = vector.load %m[%i] {alignment = 16 : i64} : memref<?xbf16>, vector<8xbf16>
  vector.store %0, %m[%i] {alignment = 16 : i64} : memref<?xbf16>, vector<8xbf16>
  return
}

// -----

// CHECK-LABEL: func.func @memory(
// CHECK: %[[D:.*]] = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: %[[BASE:.*]] = llvm.extractvalue %[[D]][1]
// CHECK: %[[ADDR:.*]] = llvm.getelementptr inbounds|nuw %[[BASE]][%{{.*}}] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK: llvm.load %[[ADDR]] {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
// CHECK: llvm.intr.masked.load %{{.*}}, %arg2, %{{.*}} {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK: llvm.intr.masked.store %{{.*}}, %{{.*}}, %arg2 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
func.func @memory(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>) -> vector<4xf32> {
  %0 = vector.load %m[%i] : memref<?xf32>, vector<4xf32>
  vector.store %0, %m[%i] : memref<?xf32>, vector<4xf32>
  %1 = vector.maskedload %m[%i], %mask, %0 : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i], %mask, %1 : memref<?xf32>, vector<4xi1>, vector<4xf32>
  return %1 : vector<4xf32>
}

// -----

// A 1-D transfer that may run past the end is a masked load under the bounds mask
// (dim - index compared with the lane numbers); an in-bounds one a plain load.
// CHECK-LABEL: func.func @transfer(
// CHECK: %[[LANES:.*]] = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK: %[[DIM:.*]] = memref.dim %arg0, %{{.*}} : memref<?xf32>
// CHECK: %[[LEFT:.*]] = arith.subi %[[DIM]], %arg1 : index
// CHECK: %[[N:.*]] = arith.index_cast %[[LEFT]] : index to i32
// CHECK: %[[MASK:.*]] = arith.cmpi sgt, %{{.*}}, %[[LANES]] : vector<4xi32>
// CHECK: llvm.intr.masked.load %{{.*}}, %[[MASK]], %{{.*}} {alignment = 4 : i32}
// CHECK: llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
func.func @transfer(%m: memref<?xf32>, %i: index, %p: f32) -> (vector<4xf32>, vector<4xf32>) {
  %0 = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%i], %p {in_bounds = [true]} : memref<?xf32>, vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}

// -----

// Vectors of rank 2 are LLVM arrays of 1-D vectors: the unrolling leaves rows read with
// llvm.extractvalue and written with llvm.insertvalue into poison.
// CHECK-LABEL: func.func @two_d(
// CHECK: %[[A:.*]] = builtin.unrealized_conversion_cast %arg0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK: %[[R0:.*]] = llvm.extractvalue %[[A]][0] : !llvm.array<2 x vector<4xf32>>
// CHECK: %[[F0:.*]] = llvm.intr.fmuladd(%[[R0]], %[[R0]], %[[R0]])
// CHECK: %[[R1:.*]] = llvm.extractvalue %[[A]][1] : !llvm.array<2 x vector<4xf32>>
// CHECK: %[[F1:.*]] = llvm.intr.fmuladd(%[[R1]], %[[R1]], %[[R1]])
// CHECK: %[[P:.*]] = llvm.mlir.poison : !llvm.array<2 x vector<4xf32>>
// CHECK: %[[I0:.*]] = llvm.insertvalue %[[F0]], %[[P]][0] : !llvm.array<2 x vector<4xf32>>
// CHECK: llvm.insertvalue %[[F1]], %[[I0]][1] : !llvm.array<2 x vector<4xf32>>
func.func @two_d(%v: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.fma %v, %v, %v : vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// -----

// A row chosen at run time: the op at each row, the one the index names picked by llvm.select.
// CHECK-LABEL: func.func @dynamic_row(
// CHECK: %[[I:.*]] = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK: %[[R0:.*]] = llvm.insertvalue %arg1, %{{.*}}[0] : !llvm.array<2 x vector<4xf32>>
// CHECK: %[[R1:.*]] = llvm.insertvalue %arg1, %{{.*}}[1] : !llvm.array<2 x vector<4xf32>>
// CHECK: %[[C1:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK: %[[EQ:.*]] = llvm.icmp "eq" %[[I]], %[[C1]] : i64
// CHECK: llvm.select %[[EQ]], %[[R1]], %[[R0]] : i1, !llvm.array<2 x vector<4xf32>>
func.func @dynamic_row(%v: vector<2x4xf32>, %w: vector<4xf32>, %i: index) -> vector<2x4xf32> {
  %0 = vector.insert %w, %v [%i] : vector<4xf32> into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}

// -----

// A 0-D vector is a vector of one lane.
// CHECK-LABEL: func.func @zero_d(
// CHECK: %[[V:.*]] = builtin.unrealized_conversion_cast %arg0 : vector<f32> to vector<1xf32>
// CHECK: %[[Z:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK: llvm.extractelement %[[V]][%[[Z]] : i64] : vector<1xf32>
// CHECK: %[[P:.*]] = llvm.mlir.poison : vector<1xf32>
// CHECK: %[[I:.*]] = llvm.insertelement %arg1, %[[P]][%{{.*}} : i32] : vector<1xf32>
// CHECK: llvm.shufflevector %[[I]], %[[P]] [0] : vector<1xf32>
func.func @zero_d(%v: vector<f32>, %s: f32) -> (f32, vector<f32>) {
  %0 = vector.extract %v[] : f32 from vector<f32>
  %1 = vector.broadcast %s : f32 to vector<f32>
  return %0, %1 : f32, vector<f32>
}
