// mem2reg: a memref.alloca of one element, only loaded and stored in its own region, becomes SSA
// values; block arguments carry it where paths that store different values meet and a load can
// read it. Output as mlir-opt-22's. The interpreter checks each function before and after on random
// inputs (every slot here is stored before it is read: see mem2reg-poison.mlir for the rest).
// RUN: strata-opt %s -split-input-file --mem2reg | FileCheck %s
// RUN: strata-opt %s -split-input-file --mem2reg --strata-diff-check -o /dev/null
// RUN: strata-opt %s -split-input-file --mem2reg --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS

// One block: each load reads the last store before it.
// CHECK-LABEL: func.func @straight(
// CHECK-NOT: memref.
// CHECK: %[[S:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK: return %arg0, %[[S]], %arg2 : i32, i32, f32
// STATS: Mem2Reg
// STATS-NEXT: (S) 2 promoted slots - Total amount of memory slot promoted
// STATS-NEXT: (S) 0 new block args - Total amount of new block argument inserted in blocks
// STATS: Mem2Reg
// STATS-NEXT: (S) 1 promoted slots
// STATS-NEXT: (S) 1 new block args
func.func @straight(%x: i32, %y: i32, %f: f32) -> (i32, i32, f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<i32>
  %b = memref.alloca() : memref<1x1xf32>
  memref.store %x, %a[] : memref<i32>
  %v = memref.load %a[] : memref<i32>
  %s = arith.addi %v, %y : i32
  memref.store %s, %a[] : memref<i32>
  memref.store %f, %b[%c0, %c0] : memref<1x1xf32>
  %w = memref.load %a[] : memref<i32>
  %g = memref.load %b[%c0, %c0] : memref<1x1xf32>
  return %v, %w, %g : i32, i32, f32
}

// -----

// A diamond: the join gets an argument, each branch passes its value.
// CHECK-LABEL: func.func @diamond(
// CHECK: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK: ^bb1:
// CHECK-NEXT: cf.br ^bb3(%arg1 : i32)
// CHECK: ^bb2:
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT: cf.br ^bb3(%[[M]] : i32)
// CHECK: ^bb3(%[[V:.*]]: i32):
// CHECK-NEXT: return %[[V]] : i32
func.func @diamond(%c: i1, %x: i32, %y: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  cf.cond_br %c, ^t, ^f
^t:
  memref.store %x, %a[] : memref<i32>
  cf.br ^j
^f:
  %m = arith.muli %x, %y : i32
  memref.store %m, %a[] : memref<i32>
  cf.br ^j
^j:
  %v = memref.load %a[] : memref<i32>
  return %v : i32
}

// -----

// A counting loop (at most 15 trips): the header carries the counter after the block's own
// arguments; the exit reads the header's argument.
// CHECK-LABEL: func.func @loop(
// CHECK: cf.br ^bb1(%{{.*}}, %{{.*}} : index, i32)
// CHECK: ^bb1(%[[I:.*]]: index, %[[ACC:.*]]: i32):
// CHECK: %[[NEXT:.*]] = arith.addi %[[ACC]], %arg1 : i32
// CHECK: cf.br ^bb1(%{{.*}}, %[[NEXT]] : index, i32)
// CHECK: return %[[ACC]] : i32
func.func @loop(%n: index, %x: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  %zero = arith.constant 0 : i32
  %c15 = arith.constant 15 : index
  %trips = arith.andi %n, %c15 : index
  memref.store %zero, %a[] : memref<i32>
  cf.br ^h(%trips : index)
^h(%i: index):
  %z = arith.constant 0 : index
  %done = arith.cmpi eq, %i, %z : index
  cf.cond_br %done, ^e, ^b
^b:
  %v = memref.load %a[] : memref<i32>
  %w = arith.addi %v, %x : i32
  memref.store %w, %a[] : memref<i32>
  %one = arith.constant 1 : index
  %j = arith.subi %i, %one : index
  cf.br ^h(%j : index)
^e:
  %r = memref.load %a[] : memref<i32>
  return %r : i32
}

// -----

// Nested loops with a conditional update: arguments at both headers and at the join, none where
// no load can read the slot before a store.
// CHECK-LABEL: func.func @nested(
// CHECK: ^bb1(%{{.*}}: index, %[[O:.*]]: i32):
// CHECK: ^bb3(%{{.*}}: index, %[[IN:.*]]: i32):
// CHECK: cf.cond_br %{{.*}}, ^bb5, ^bb6(%[[IN]] : i32)
// CHECK: ^bb6(%{{.*}}: i32):
// CHECK: return %[[O]] : i32
func.func @nested(%n: index, %x: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  %zero = arith.constant 0 : i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %m = arith.andi %n, %c7 : index
  memref.store %zero, %a[] : memref<i32>
  cf.br ^outer(%c0 : index)
^outer(%i: index):
  %ci = arith.cmpi slt, %i, %m : index
  cf.cond_br %ci, ^inner_pre, ^exit
^inner_pre:
  cf.br ^inner(%c0 : index)
^inner(%j: index):
  %cj = arith.cmpi slt, %j, %i : index
  cf.cond_br %cj, ^body, ^outer_latch
^body:
  %v = memref.load %a[] : memref<i32>
  %odd = arith.andi %j, %c1 : index
  %isodd = arith.cmpi eq, %odd, %c1 : index
  cf.cond_br %isodd, ^add, ^latch
^add:
  %w = arith.addi %v, %x : i32
  memref.store %w, %a[] : memref<i32>
  cf.br ^latch
^latch:
  %j1 = arith.addi %j, %c1 : index
  cf.br ^inner(%j1 : index)
^outer_latch:
  %i1 = arith.addi %i, %c1 : index
  cf.br ^outer(%i1 : index)
^exit:
  %r = memref.load %a[] : memref<i32>
  return %r : i32
}

// -----

// cf.switch forwards the value on each case (two cases to one block); a block with an argument
// of its own takes the slot's after it.
// CHECK-LABEL: func.func @switch(
// CHECK: cf.switch %arg2 : i32, [
// CHECK-NEXT: default: ^bb2(%arg0 : i32),
// CHECK-NEXT: 1: ^bb1,
// CHECK-NEXT: 2: ^bb2(%arg0 : i32)
// CHECK: ^bb2(%[[J:.*]]: i32):
// CHECK: cf.cond_br %arg3, ^bb4(%{{.*}}, %[[J]] : index, i32), ^bb3
// CHECK: cf.br ^bb4(%{{.*}}, %arg1 : index, i32)
// CHECK: ^bb4(%[[Q:.*]]: index, %[[W:.*]]: i32):
// CHECK-NEXT: return %[[W]], %[[Q]] : i32, index
func.func @switch(%x: i32, %y: i32, %s: i32, %c: i1) -> (i32, index) {
  %a = memref.alloca() : memref<i32>
  %k = arith.constant 3 : index
  memref.store %x, %a[] : memref<i32>
  cf.switch %s : i32, [
    default: ^j,
    1: ^one,
    2: ^j
  ]
^one:
  memref.store %y, %a[] : memref<i32>
  cf.br ^j
^j:
  %v = memref.load %a[] : memref<i32>
  %k2 = arith.addi %k, %k : index
  cf.cond_br %c, ^m(%k : index), ^s
^s:
  memref.store %y, %a[] : memref<i32>
  cf.br ^m(%k2 : index)
^m(%q: index):
  %w = memref.load %a[] : memref<i32>
  return %w, %q : i32, index
}

// -----

// A slot inside scf.if's region is promoted there; one whose uses reach into a nested region is
// left alone, as are one that escapes, one of dynamic shape and one of two elements.
// CHECK-LABEL: func.func @regions(
// CHECK: %[[R:.*]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK: %[[KEPT:.*]] = memref.alloca() : memref<i32>
// CHECK: scf.if %arg0 {
// CHECK-NEXT: memref.store %arg1, %[[KEPT]][] : memref<i32>
// CHECK: memref.alloca(%{{.*}}) : memref<?xi32>
// CHECK: memref.alloca() : memref<2xi32>
func.func @regions(%c: i1, %x: i32, %n: index) -> (i32, i32, i32, i32) {
  %r = scf.if %c -> i32 {
    %a = memref.alloca() : memref<i32>
    memref.store %x, %a[] : memref<i32>
    %v = memref.load %a[] : memref<i32>
    scf.yield %v : i32
  } else {
    scf.yield %x : i32
  }
  %b = memref.alloca() : memref<i32>
  %zero = arith.constant 0 : i32
  memref.store %zero, %b[] : memref<i32>
  scf.if %c {
    memref.store %x, %b[] : memref<i32>
  }
  %w = memref.load %b[] : memref<i32>
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : index
  %n1 = arith.maxui %n, %one : index
  %d = memref.alloca(%n1) : memref<?xi32>
  memref.store %x, %d[%c0] : memref<?xi32>
  %dv = memref.load %d[%c0] : memref<?xi32>
  %t = memref.alloca() : memref<2xi32>
  memref.store %x, %t[%c0] : memref<2xi32>
  %tv = memref.load %t[%c0] : memref<2xi32>
  return %r, %w, %dv, %tv : i32, i32, i32, i32
}

// -----

// A slot passed to a call is left alone.
// CHECK-LABEL: func.func @escapes(
// CHECK: memref.alloca
// CHECK: call @use
func.func private @use(%m: memref<f32>) {
  return
}
func.func @escapes(%f: f32) -> f32 {
  %a = memref.alloca() : memref<f32>
  memref.store %f, %a[] : memref<f32>
  call @use(%a) : (memref<f32>) -> ()
  %v = memref.load %a[] : memref<f32>
  return %v : f32
}
