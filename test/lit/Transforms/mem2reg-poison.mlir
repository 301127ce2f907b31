// mem2reg where a load can read a slot nothing was stored to: it reads ub.poison, built where the
// slot was, and passed along edges like a stored value; loads in unreachable blocks read it too.
// Also: a slot stored into another slot is promoted once that one is; index, complex and vector
// elements; region-simplify (upstream's option) changes nothing. Output as mlir-opt-22's.
// RUN: strata-opt %s -split-input-file --mem2reg | FileCheck %s
// RUN: strata-opt %s -split-input-file '--mem2reg=region-simplify=false' | FileCheck %s

// CHECK-LABEL: func.func @uninit(
// CHECK-NEXT: %[[P:.*]] = ub.poison : f32
// CHECK-NEXT: return %[[P]] : f32
func.func @uninit() -> f32 {
  %a = memref.alloca() : memref<f32>
  %v = memref.load %a[] : memref<f32>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @one_path(
// CHECK-NEXT: %[[P:.*]] = ub.poison : i32
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%[[P]] : i32)
// CHECK: cf.br ^bb2(%arg1 : i32)
// CHECK: ^bb2(%[[V:.*]]: i32):
// CHECK-NEXT: return %[[V]] : i32
func.func @one_path(%c: i1, %x: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  cf.cond_br %c, ^t, ^j
^t:
  memref.store %x, %a[] : memref<i32>
  cf.br ^j
^j:
  %v = memref.load %a[] : memref<i32>
  return %v : i32
}

// -----

// A loop that reads before it writes: the header's argument starts as poison.
// CHECK-LABEL: func.func @loop_reads_first(
// CHECK-NEXT: %[[P:.*]] = ub.poison : i32
// CHECK-NEXT: cf.br ^bb1(%[[P]] : i32)
// CHECK: ^bb1(%[[V:.*]]: i32):
// CHECK-NEXT: %[[W:.*]] = arith.addi %[[V]], %arg0 : i32
// CHECK-NEXT: cf.cond_br %arg1, ^bb1(%[[W]] : i32), ^bb2
// CHECK: return %[[W]] : i32
func.func @loop_reads_first(%x: i32, %c: i1) -> i32 {
  %a = memref.alloca() : memref<i32>
  cf.br ^b
^b:
  %v = memref.load %a[] : memref<i32>
  %w = arith.addi %v, %x : i32
  memref.store %w, %a[] : memref<i32>
  cf.cond_br %c, ^b, ^e
^e:
  %r = memref.load %a[] : memref<i32>
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @unreachable(
// CHECK-NEXT: %[[P:.*]] = ub.poison : i32
// CHECK-NEXT: return %arg0 : i32
// CHECK: ^bb1:
// CHECK-NEXT: return %[[P]] : i32
func.func @unreachable(%x: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  memref.store %x, %a[] : memref<i32>
  %v = memref.load %a[] : memref<i32>
  return %v : i32
^dead:
  %w = memref.load %a[] : memref<i32>
  memref.store %w, %a[] : memref<i32>
  return %w : i32
}

// -----

// The slot inside a loop block: no argument at the loop header (no load there can read it).
// CHECK-LABEL: func.func @slot_in_loop(
// CHECK-NOT: memref.
// CHECK: ^bb1:
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2
// CHECK: return %arg0 : i32
func.func @slot_in_loop(%x: i32, %c: i1) -> i32 {
  cf.br ^b
^b:
  %a = memref.alloca() : memref<i32>
  memref.store %x, %a[] : memref<i32>
  cf.cond_br %c, ^b, ^e
^e:
  %v = memref.load %a[] : memref<i32>
  return %v : i32
}

// -----

// CHECK-LABEL: func.func @slot_of_slot(
// CHECK-NEXT: return %arg0 : i32
func.func @slot_of_slot(%x: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<memref<i32>>
  memref.store %x, %a[] : memref<i32>
  memref.store %a, %b[] : memref<memref<i32>>
  %p = memref.load %b[] : memref<memref<i32>>
  %v = memref.load %p[] : memref<i32>
  return %v : i32
}

// -----

// CHECK-LABEL: func.func @elements(
// CHECK-NEXT: return %arg1, %arg2, %arg3 : index, complex<f32>, vector<4xf32>
func.func @elements(%x: index, %y: index, %z: complex<f32>, %w: vector<4xf32>) -> (index, complex<f32>, vector<4xf32>) {
  %a = memref.alloca() : memref<index>
  %b = memref.alloca() : memref<complex<f32>>
  %c = memref.alloca() : memref<vector<4xf32>>
  memref.store %x, %a[] : memref<index>
  memref.store %y, %a[] : memref<index>
  memref.store %z, %b[] : memref<complex<f32>>
  memref.store %w, %c[] : memref<vector<4xf32>>
  %u = memref.load %a[] : memref<index>
  %v = memref.load %b[] : memref<complex<f32>>
  %t = memref.load %c[] : memref<vector<4xf32>>
  return %u, %v, %t : index, complex<f32>, vector<4xf32>
}

// -----

// Stores only, and no uses at all: the first slot goes, the second stays (as upstream).
// CHECK-LABEL: func.func @no_loads(
// CHECK-NEXT: %[[A:.*]] = memref.alloca() : memref<i32>
// CHECK-NEXT: return
func.func @no_loads(%x: i32) {
  %a = memref.alloca() : memref<i32>
  memref.store %x, %a[] : memref<i32>
  %b = memref.alloca() : memref<i32>
  return
}
