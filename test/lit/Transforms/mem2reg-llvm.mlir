// mem2reg on llvm.alloca: an alloca of one element, only loaded and stored
// (non-volatile, non-atomic, with the slot's own type) in its own region,
// becomes SSA values; llvm.br/llvm.cond_br pass them where paths meet; a
// load before any store reads llvm.mlir.undef. After sroa, the fields of
// a struct alloca promote too. Compared with mlir-opt-22 --mem2reg and
// --sroa --mem2reg on these functions: the same, except where the undef
// is placed (mlir-opt-22 puts it first in the entry block).
// RUN: strata-opt %s -split-input-file --mem2reg | FileCheck %s
// RUN: strata-opt %s -split-input-file --sroa --mem2reg | FileCheck %s --check-prefix=SROA
// RUN: strata-opt %s --sroa --mem2reg | strata-run --target=cpu - --entry run | FileCheck %s --check-prefix=OUT
// RUN: strata-run --target=cpu %s --entry run | FileCheck %s --check-prefix=OUT

// OUT: 12
// CHECK-LABEL: func.func @run(
// CHECK:         llvm.alloca %{{.*}} x !llvm.struct<(i32, f64)>
// SROA-LABEL:  func.func @run(
// SROA-NOT:      llvm.alloca
// SROA-NOT:      llvm.load
// SROA:          %[[S:.*]] = llvm.add %{{.*}}, %{{.*}} : i32
// SROA:          return %[[S]] : i32
func.func @run() -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %x = llvm.mlir.constant(7 : i32) : i32
  %y = llvm.mlir.constant(5.0 : f64) : f64
  %a = llvm.alloca %one x !llvm.struct<(i32, f64)> : (i32) -> !llvm.ptr
  llvm.store %x, %a : i32, !llvm.ptr
  %p = llvm.getelementptr %a[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64)>
  llvm.store %y, %p : f64, !llvm.ptr
  %u = llvm.load %a : !llvm.ptr -> i32
  %v = llvm.load %p : !llvm.ptr -> f64
  %w = llvm.fptosi %v : f64 to i32
  %s = llvm.add %u, %w : i32
  return %s : i32
}

// -----

// CHECK-LABEL: llvm.func @paths(
// CHECK-NOT:     llvm.alloca
// CHECK:         %[[U:.*]] = llvm.mlir.undef : i32
// CHECK:         llvm.cond_br %arg0, ^bb1, ^bb2(%[[U]] : i32)
// CHECK:       ^bb1:
// CHECK:         llvm.br ^bb2(%arg1 : i32)
// CHECK:       ^bb2(%[[V:.*]]: i32):
// CHECK:         llvm.return %[[V]] : i32
llvm.func @paths(%c: i1, %x: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.store %x, %a : i32, !llvm.ptr
  llvm.br ^bb2
^bb2:
  %v = llvm.load %a : !llvm.ptr -> i32
  llvm.return %v : i32
}

// -----

// A loop: the value carried around the back edge. Pointers and vectors
// are slots too.
// CHECK-LABEL: llvm.func @loop(
// CHECK-NOT:     llvm.alloca
// CHECK:         llvm.br ^bb1(%arg1 : !llvm.ptr)
// CHECK:       ^bb1(%[[P:.*]]: !llvm.ptr):
// CHECK:         llvm.cond_br %{{.*}}, ^bb1(%[[P]] : !llvm.ptr), ^bb2
// CHECK:         llvm.return %[[P]] : !llvm.ptr
llvm.func @loop(%c: i1, %x: !llvm.ptr) -> !llvm.ptr {
  %one = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %one x !llvm.ptr : (i64) -> !llvm.ptr
  llvm.store %x, %a : !llvm.ptr, !llvm.ptr
  llvm.br ^bb1
^bb1:
  %v = llvm.load %a : !llvm.ptr -> !llvm.ptr
  llvm.store %v, %a : !llvm.ptr, !llvm.ptr
  llvm.cond_br %c, ^bb1, ^bb2
^bb2:
  %r = llvm.load %a : !llvm.ptr -> !llvm.ptr
  llvm.return %r : !llvm.ptr
}
// CHECK-LABEL: llvm.func @vector(
// CHECK-NOT:     llvm.alloca
// CHECK:         llvm.return %arg0 : vector<4xf32>
llvm.func @vector(%x: vector<4xf32>) -> vector<4xf32> {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x vector<4xf32> : (i32) -> !llvm.ptr
  llvm.store %x, %a : vector<4xf32>, !llvm.ptr
  %v = llvm.load %a : !llvm.ptr -> vector<4xf32>
  llvm.return %v : vector<4xf32>
}

// -----

// Left alone: a volatile access, another type (mlir-opt-22 bitcasts), an
// escape, an alloca outside the entry block.
// CHECK-LABEL: llvm.func @volatile(
// CHECK:         llvm.alloca
llvm.func @volatile(%x: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store volatile %x, %a : i32, !llvm.ptr
  %v = llvm.load %a : !llvm.ptr -> i32
  llvm.return %v : i32
}
// CHECK-LABEL: llvm.func @other_type(
// CHECK:         llvm.alloca
llvm.func @other_type(%x: i32) -> f32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %x, %a : i32, !llvm.ptr
  %v = llvm.load %a : !llvm.ptr -> f32
  llvm.return %v : f32
}
// CHECK-LABEL: llvm.func @escape(
// CHECK:         llvm.alloca
llvm.func @escape(%x: i32) -> !llvm.ptr {
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %x, %a : i32, !llvm.ptr
  llvm.return %a : !llvm.ptr
}
// CHECK-LABEL: llvm.func @not_entry(
// CHECK:         llvm.alloca
llvm.func @not_entry(%x: i32) -> i32 {
  llvm.br ^bb1
^bb1:
  %one = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %x, %a : i32, !llvm.ptr
  %v = llvm.load %a : !llvm.ptr -> i32
  llvm.return %v : i32
}

// -----

// Any array size: the accesses reach element 0.
// CHECK-LABEL: llvm.func @array_size(
// CHECK-NOT:     llvm.alloca
// CHECK:         llvm.return %arg1 : i32
llvm.func @array_size(%n: i32, %x: i32) -> i32 {
  %a = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  llvm.store %x, %a : i32, !llvm.ptr
  %v = llvm.load %a : !llvm.ptr -> i32
  llvm.return %v : i32
}
