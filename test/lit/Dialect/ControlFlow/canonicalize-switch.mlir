// cf.switch and cf.cond_br canonicalizations (upstream's order): a switch
// with only a default, or on a constant, becomes a branch; cases that go
// where the default goes are dropped; pass-through destinations are
// skipped; a switch (or cond_br) in a block reached only from one on the
// same value knows the value; a cond_br to one block with two argument
// lists selects them; a condition is known true or false in a successor
// that only its edge reaches.
// RUN: strata-opt %s -allow-unregistered-dialect -pass-pipeline='builtin.module(func.func(canonicalize{test-convergence}))' -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @only_default(
// CHECK-SAME:      %{{.*}}: i8, %[[X:.*]]: f32)
// CHECK:         "test.use"(%[[X]])
func.func @only_default(%flag: i8, %x: f32) {
  cf.switch %flag : i8, [
    default: ^bb1(%x : f32)
  ]
^bb1(%a: f32):
  "test.use"(%a) : (f32) -> ()
  return
}

// -----

// The constant -2 of i8 is the case 254, which is how an i8 case value
// prints.
// CHECK-LABEL: func.func @constant_flag(
// CHECK-SAME:      %[[X:.*]]: f32, %[[Y:.*]]: f32)
// CHECK:         "test.pred"(){{ ?}}[^bb1, ^bb2]
// CHECK:       ^bb1:
// CHECK-NEXT:    cf.br ^bb2(%[[Y]] : f32)
// CHECK:       ^bb2(%[[A:.*]]: f32):
// CHECK-NEXT:    "test.done"(%[[A]])
func.func @constant_flag(%x: f32, %y: f32) {
  "test.pred"() [^bb1, ^bb2] : () -> ()
^bb1:
  %c = arith.constant -2 : i8
  cf.switch %c : i8, [
    default: ^bb2(%x : f32),
    254: ^bb2(%y : f32),
    3: ^bb2(%x : f32)
  ]
^bb2(%a: f32):
  "test.done"(%a) : (f32) -> ()
}

// -----

// CHECK-LABEL: func.func @drop_and_skip(
// CHECK-SAME:      %[[F:.*]]: i32, %[[X:.*]]: f32, %[[Y:.*]]: f32)
// CHECK:         cf.switch %[[F]] : i32, [
// CHECK-NEXT:      default: ^[[DONE:.*]](%[[X]] : f32),
// CHECK-NEXT:      7: ^[[DONE]](%[[Y]] : f32)
// CHECK-NEXT:    ]
func.func @drop_and_skip(%f: i32, %x: f32, %y: f32) {
  "test.pred"() [^bb1, ^bb3] : () -> ()
^bb1:
  cf.switch %f : i32, [
    default: ^bb2(%x : f32),
    5: ^bb2(%x : f32),
    7: ^bb2(%y : f32)
  ]
^bb2(%a: f32):
  cf.br ^bb3(%a : f32)
^bb3(%b: f32):
  "test.done"(%b) : (f32) -> ()
}

// -----

// The inner switch runs only on the outer's case 4 (so its case 4 is
// taken); the other only on the outer's default (so its case 4 cannot
// be).
// CHECK-LABEL: func.func @same_flag(
// CHECK:         cf.switch %[[F:.*]] : i32, [
// CHECK-NEXT:      default: ^[[DEF:.*]],
// CHECK-NEXT:      4: ^[[FOUR:.*]]
// CHECK:       ^[[FOUR]]:
// CHECK-NEXT:    "test.op"() : () -> ()
// CHECK-NEXT:    cf.br ^[[B:.*]]
// CHECK:       ^[[DEF]]:
// CHECK-NEXT:    "test.op"() : () -> ()
// CHECK-NEXT:    cf.switch %[[F]] : i32, [
// CHECK-NEXT:      default: ^{{.*}},
// CHECK-NEXT:      5: ^{{.*}}
// CHECK-NEXT:    ]
func.func @same_flag(%f: i32) {
  "test.pred"() [^bb1, ^a, ^b, ^c] : () -> ()
^bb1:
  cf.switch %f : i32, [
    default: ^def,
    4: ^four
  ]
^four:
  "test.op"() : () -> ()
  cf.switch %f : i32, [
    default: ^a,
    4: ^b
  ]
^def:
  "test.op"() : () -> ()
  cf.switch %f : i32, [
    default: ^a,
    4: ^b,
    5: ^c
  ]
^a:
  "test.a"() : () -> ()
^b:
  "test.b"() : () -> ()
^c:
  "test.c"() : () -> ()
}

// -----

// CHECK-LABEL: func.func @select_args(
// CHECK-SAME:      %[[C:.*]]: i1, %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT:    %[[S:.*]] = arith.select %[[C]], %[[X]], %[[Y]] : i32
// CHECK-NEXT:    return %[[S]], %[[X]] : i32, i32
func.func @select_args(%c: i1, %x: i32, %y: i32) -> (i32, i32) {
  cf.cond_br %c, ^bb1(%x, %x : i32, i32), ^bb1(%y, %x : i32, i32)
^bb1(%a: i32, %b: i32):
  return %a, %b : i32, i32
}

// -----

// CHECK-LABEL: func.func @known_condition(
// CHECK-SAME:      %[[C:.*]]: i1)
// CHECK-DAG:     %[[T:.*]] = arith.constant true
// CHECK-DAG:     %[[F:.*]] = arith.constant false
// CHECK:         cf.cond_br %[[C]], ^[[YES:.*]], ^[[NO:.*]]
// CHECK:       ^[[YES]]:
// CHECK-NEXT:    "test.yes"(%[[T]]) : (i1) -> ()
// CHECK-NEXT:    return
// CHECK:       ^[[NO]]:
// CHECK-NEXT:    "test.no"(%[[F]]) : (i1) -> ()
// CHECK-NEXT:    "test.done"() : () -> ()
func.func @known_condition(%c: i1) {
  cf.cond_br %c, ^yes, ^no
^yes:
  "test.yes"(%c) : (i1) -> ()
  cf.cond_br %c, ^out, ^no2
^no:
  "test.no"(%c) : (i1) -> ()
  "test.done"() : () -> ()
^no2:
  "test.never"() : () -> ()
^out:
  return
}
