// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(remove-dead-values))' | FileCheck %s
// RUN: strata-opt %s --remove-dead-values | FileCheck %s --check-prefix=MODULE

// Run on each function, remove-dead-values changes no signature: a private
// function keeps its unused argument and its result, and the calls outside
// it keep their operands, as upstream's (newer than LLVM 22, whose
// mlir-opt-22 drops the argument and leaves the call invalid). Dead values
// inside a body still go. Run on the module, the argument goes with the
// call operands.

// CHECK-LABEL: func.func private @callee
// CHECK-SAME:    (%[[A:.*]]: i32, %{{.*}}: i32) -> (i32, i32)
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[A]], %[[A]] : i32
// CHECK-NEXT:    return %[[S]], %[[S]] : i32, i32
// MODULE-LABEL: func.func private @callee
// MODULE-SAME:    (%{{.*}}: i32) -> i32
func.func private @callee(%arg: i32, %unused: i32) -> (i32, i32) {
  %dead = arith.muli %arg, %arg : i32
  %sum = arith.addi %arg, %arg : i32
  return %sum, %sum : i32, i32
}

// CHECK-LABEL: func.func @caller
// CHECK-NEXT:    %[[R:.*]]:2 = call @callee(%arg0, %arg0) : (i32, i32) -> (i32, i32)
// CHECK-NEXT:    return %[[R]]#0
// MODULE-LABEL: func.func @caller
// MODULE-NEXT:    %[[R:.*]] = call @callee(%arg0) : (i32) -> i32
func.func @caller(%x: i32) -> i32 {
  %r:2 = call @callee(%x, %x) : (i32, i32) -> (i32, i32)
  return %r#0 : i32
}
