// RUN: strata-opt %s -cse -allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @simple
// CHECK-NEXT:    %[[M:.*]] = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    %[[A:.*]] = arith.addi %[[M]], %[[M]] : i32
// CHECK-NEXT:    return %[[A]]
func.func @simple(%a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  %1 = arith.muli %a, %a : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}

// Ops with side effects are not merged; different attributes are kept apart.
// CHECK-LABEL: func.func @effects
// CHECK-NEXT:    "test.effect"(%arg0)
// CHECK-NEXT:    "test.effect"(%arg0)
// CHECK-NEXT:    arith.cmpi slt
// CHECK-NEXT:    arith.cmpi sgt
func.func @effects(%a: i32) -> (i1, i1) {
  %0 = "test.effect"(%a) : (i32) -> i32
  %1 = "test.effect"(%a) : (i32) -> i32
  %2 = arith.cmpi slt, %a, %a : i32
  %3 = arith.cmpi sgt, %a, %a : i32
  return %2, %3 : i1, i1
}

// An op in a nested region reuses the dominating one outside.
// CHECK-LABEL: func.func @across_regions
// CHECK:         %[[M:.*]] = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    scf.if
// CHECK-NEXT:      scf.yield %[[M]] : i32
func.func @across_regions(%a: i32, %c: i1) -> i32 {
  %0 = arith.muli %a, %a : i32
  %r = scf.if %c -> i32 {
    %1 = arith.muli %a, %a : i32
    scf.yield %1 : i32
  } else {
    scf.yield %0 : i32
  }
  return %r : i32
}

// An unregistered op may isolate its regions: nothing crosses into it.
// CHECK-LABEL: func.func @unregistered_region
// CHECK:         "test.region"() ({
// CHECK-NEXT:      arith.muli
func.func @unregistered_region(%a: i32) {
  %0 = arith.muli %a, %a : i32
  "test.region"() ({
    %1 = arith.muli %a, %a : i32
    "test.use"(%1) : (i32) -> ()
    "test.end"() : () -> ()
  }) : () -> ()
  "test.use"(%0) : (i32) -> ()
  return
}

// A block does not reuse a value of a block that does not dominate it.
// CHECK-LABEL: func.func @dominance
// CHECK: ^bb1:
// CHECK-NEXT:  arith.muli
// CHECK: ^bb2:
// CHECK-NEXT:  arith.muli
func.func @dominance(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.muli %a, %a : i32
  return %0 : i32
^bb2:
  %1 = arith.muli %a, %a : i32
  return %1 : i32
}
