// RUN: strata-opt %s | strata-opt | FileCheck %s --check-prefix=ROUND
// RUN: strata-opt %s -control-flow-sink | FileCheck %s

// test.region_if runs its then or else region, then its join region, each at most once, so
// control-flow-sink moves into each the ops only it uses; test.any_cond's region runs at most
// once too. Their blocks end in test.region_if_yield and test.yield.
// ROUND-LABEL: func.func @region_if
// ROUND:       %{{.*}} = test.region_if %arg0: i32 -> i32 then {
// ROUND-NEXT:  ^bb0(%{{.*}}: i32):
// ROUND-NEXT:    test.region_if_yield %{{.*}} : i32
// ROUND-NEXT:  } else {
// CHECK-LABEL: func.func @region_if
// CHECK-NEXT:  %[[R:.*]] = test.region_if %arg0: i32 -> i32 then {
// CHECK-NEXT:  ^bb0(%{{.*}}: i32):
// CHECK-NEXT:    %[[T:.*]] = arith.subi %arg1, %arg1 : i32
// CHECK-NEXT:    test.region_if_yield %[[T]] : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  ^bb0(%{{.*}}: i32):
// CHECK-NEXT:    test.region_if_yield %arg1 : i32
// CHECK-NEXT:  } join {
// CHECK-NEXT:  ^bb0(%{{.*}}: i32):
// CHECK-NEXT:    %[[J:.*]] = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:    test.region_if_yield %[[J]] : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  %[[A:.*]] = "test.any_cond"() ({
// CHECK-NEXT:    %[[S:.*]] = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:    "test.yield"(%[[S]]) : (i32) -> ()
// CHECK-NEXT:  }) : () -> i32
func.func @region_if(%c: i32, %x: i32) -> (i32, i32) {
  %t = arith.subi %x, %x : i32
  %j = arith.muli %x, %x : i32
  %s = arith.addi %x, %x : i32
  %r = test.region_if %c: i32 -> i32 then {
  ^bb0(%a: i32):
    test.region_if_yield %t : i32
  } else {
  ^bb0(%a: i32):
    test.region_if_yield %x : i32
  } join {
  ^bb0(%a: i32):
    test.region_if_yield %j : i32
  }
  %q = "test.any_cond"() ({
    "test.yield"(%s) : (i32) -> ()
  }) : () -> i32
  return %r, %q : i32, i32
}
