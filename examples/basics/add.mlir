// The main job on an example: strata-opt parses, verifies and prints this
// module, and strata-filecheck checks the output, as every lit test does.
// RUN: strata-opt %s | FileCheck %s

// CHECK-LABEL: func.func @add
// CHECK:         %[[SUM:.*]] = arith.addi %{{.*}}, %{{.*}} : i32
// CHECK-NEXT:    return %[[SUM]] : i32
func.func @add(%a: i32, %b: i32) -> i32 {
  %sum = arith.addi %a, %b : i32
  return %sum : i32
}
