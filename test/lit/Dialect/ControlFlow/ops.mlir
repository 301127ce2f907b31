// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @br
// CHECK-NEXT:    cf.br ^[[BB1:.*]]
// CHECK-NEXT:  ^[[BB1]]:  // pred: ^bb0
// CHECK-NEXT:    return
// GENERIC-LABEL: sym_name = "br"
// GENERIC:         "cf.br"()[^bb1] : () -> ()
func.func @br() {
  cf.br ^bb1
^bb1:
  return
}

// CHECK-LABEL: func.func @br_args
// CHECK-SAME:    (%[[A:.*]]: i32, %[[B:.*]]: f32)
// CHECK-NEXT:    cf.br ^[[BB1:.*]](%[[A]], %[[B]] : i32, f32)
// CHECK-NEXT:  ^[[BB1]](%[[X:.*]]: i32, %[[Y:.*]]: f32):
// CHECK-NEXT:    return %[[X]] : i32
// GENERIC-LABEL: sym_name = "br_args"
// GENERIC:         "cf.br"(%{{.*}}, %{{.*}})[^bb1] : (i32, f32) -> ()
func.func @br_args(%a: i32, %b: f32) -> i32 {
  cf.br ^bb1(%a, %b : i32, f32)
^bb1(%x: i32, %y: f32):
  return %x : i32
}

// CHECK-LABEL: func.func @cond_br
// CHECK-SAME:    (%[[C:.*]]: i1, %[[A:.*]]: i32)
// CHECK-NEXT:    cf.cond_br %[[C]], ^[[T:bb[0-9]+]](%[[A]] : i32), ^[[F:bb[0-9]+]]
// CHECK-NEXT:  ^[[T]](%{{.*}}: i32):
// CHECK:       ^[[F]]:
// GENERIC-LABEL: sym_name = "cond_br"
// GENERIC:         "cf.cond_br"(%{{.*}}, %{{.*}})[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
func.func @cond_br(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  return
^bb2:
  return
}

// Both successors may be the same block, with different operands.
// CHECK-LABEL: func.func @cond_br_same_dest
// CHECK:         cf.cond_br %{{.*}}, ^[[BB:bb[0-9]+]](%{{.*}} : i32), ^[[BB]](%{{.*}} : i32)
func.func @cond_br_same_dest(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return %x : i32
}

// CHECK-LABEL: func.func @cond_br_weights
// CHECK:         cf.cond_br %{{.*}} weights([90, 10]), ^bb1, ^bb2
// GENERIC-LABEL: sym_name = "cond_br_weights"
// GENERIC:         <{branch_weights = array<i32: 90, 10>, operandSegmentSizes = array<i32: 1, 0, 0>}>
func.func @cond_br_weights(%c: i1) {
  cf.cond_br %c weights([90, 10]), ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

// Weights need not be positive, only not all zero.
// CHECK-LABEL: func.func @cond_br_weights_negative
// CHECK:         cf.cond_br %{{.*}} weights([-1, 0]), ^bb1, ^bb2
func.func @cond_br_weights_negative(%c: i1) {
  cf.cond_br %c weights([-1, 0]), ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

// CHECK-LABEL: func.func @switch
// CHECK-SAME:    (%[[F:.*]]: i32, %[[A:.*]]: i32)
// CHECK-NEXT:    cf.switch %[[F]] : i32, [
// CHECK-NEXT:      default: ^[[D:bb[0-9]+]](%[[A]] : i32),
// CHECK-NEXT:      42: ^[[C1:bb[0-9]+]],
// CHECK-NEXT:      43: ^[[C2:bb[0-9]+]](%[[A]], %[[A]] : i32, i32)
// CHECK-NEXT:    ]
// GENERIC-LABEL: sym_name = "switch"
// GENERIC:         "cf.switch"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}})[^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 0, 2>, case_values = dense<[42, 43]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i32, i32, i32, i32) -> ()
func.func @switch(%f: i32, %a: i32) {
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2,
    43: ^bb3(%a, %a : i32, i32)
  ]
^bb1(%x: i32):
  return
^bb2:
  return
^bb3(%y: i32, %z: i32):
  return
}

// Case values print unsigned in the flag's width, as upstream does, and
// parse back to the same bits.
// CHECK-LABEL: func.func @switch_negative_case
// CHECK:           default: ^bb1,
// CHECK-NEXT:      4294967293: ^bb2
// GENERIC-LABEL: sym_name = "switch_negative_case"
// GENERIC:         case_values = dense<-3> : vector<1xi32>
func.func @switch_negative_case(%f: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    -3: ^bb2
  ]
^bb1:
  return
^bb2:
  return
}

// With only a default the bracket closes on its line.
// CHECK-LABEL: func.func @switch_default_only
// CHECK-NEXT:    cf.switch %{{.*}} : i8, [
// CHECK-NEXT:      default: ^bb1]
// GENERIC-LABEL: sym_name = "switch_default_only"
// GENERIC:         "cf.switch"(%{{.*}})[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i8) -> ()
func.func @switch_default_only(%f: i8) {
  cf.switch %f : i8, [
    default: ^bb1
  ]
^bb1:
  return
}

// CHECK-LABEL: func.func @switch_i1
// CHECK:         cf.switch %{{.*}} : i1, [
// CHECK-NEXT:      default: ^bb1,
// CHECK-NEXT:      0: ^bb2,
// CHECK-NEXT:      1: ^bb1
func.func @switch_i1(%f: i1) {
  cf.switch %f : i1, [default: ^bb1, 0: ^bb2, 1: ^bb1]
^bb1:
  return
^bb2:
  return
}

// CHECK-LABEL: func.func @assert
// CHECK-SAME:    (%[[C:.*]]: i1)
// CHECK-NEXT:    cf.assert %[[C]], "must hold \22here\22"
// GENERIC-LABEL: sym_name = "assert"
// GENERIC:         "cf.assert"(%{{.*}}) <{msg = "must hold \22here\22"}> : (i1) -> ()
func.func @assert(%c: i1) {
  cf.assert %c, "must hold \"here\""
  return
}

// Discardable attributes print after the custom form.
// CHECK-LABEL: func.func @attrs
// CHECK:         cf.assert %{{.*}}, "m" {tag = 1 : i64}
// CHECK:         cf.cond_br %{{.*}}, ^bb1, ^bb2 {tag = 2 : i64}
// CHECK:         cf.br ^bb2 {tag = 3 : i64}
func.func @attrs(%c: i1) {
  cf.assert %c, "m" {tag = 1}
  cf.cond_br %c, ^bb1, ^bb2 {tag = 2}
^bb1:
  cf.br ^bb2 {tag = 3}
^bb2:
  return
}

// A loop: blocks may branch backwards, and values defined in a block that
// dominates the back edge are usable across it.
// CHECK-LABEL: func.func @loop
// CHECK:       ^bb1(%{{.*}}: i32):  // 2 preds: ^bb0, ^bb2
// CHECK:         cf.cond_br
// CHECK:       ^bb2:  // pred: ^bb1
// CHECK-NEXT:    cf.br ^bb1(%{{.*}} : i32)
// CHECK:       ^bb3:  // pred: ^bb1
func.func @loop(%n: i32, %c: i1) -> i32 {
  cf.br ^bb1(%n : i32)
^bb1(%i: i32):
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  cf.br ^bb1(%i : i32)
^bb3:
  return %i : i32
}
