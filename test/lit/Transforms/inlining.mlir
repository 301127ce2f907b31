// RUN: strata-opt %s -inline -mlir-print-debuginfo | FileCheck %s

// CHECK-NOT: func.func private @add
// CHECK-LABEL: func.func @twice
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %arg0 : i32 loc(#[[L1:loc[0-9]+]])
// CHECK-NEXT:    %[[B:.*]] = arith.addi %[[A]], %[[A]] : i32 loc(#[[L2:loc[0-9]+]])
// CHECK-NEXT:    return %[[B]]
// CHECK-LABEL: func.func @rec
// CHECK-NEXT:    call @rec
// CHECK-DAG: #[[L1]] = loc(callsite(#{{.*}} at #{{.*}}))
// CHECK-DAG: #[[L2]] = loc(callsite(#{{.*}} at #{{.*}}))
func.func private @add(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
func.func @twice(%a: i32) -> i32 {
  %0 = call @add(%a, %a) : (i32, i32) -> i32
  %1 = call @add(%0, %0) : (i32, i32) -> i32
  return %1 : i32
}
func.func @rec(%a: i32) -> i32 {
  %0 = call @rec(%a) : (i32) -> i32
  return %0 : i32
}
