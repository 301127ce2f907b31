// RUN: strata-opt %s -strip-debuginfo -mlir-print-debuginfo | FileCheck %s

// CHECK: #[[U:loc[0-9]*]] = loc(unknown)
// CHECK: func.func @f(%arg0: i32 loc(unknown)) -> i32 {
// CHECK-NEXT: return %arg0 : i32 loc(#[[U]])
// CHECK-NEXT: } loc(#[[U]])
func.func @f(%a: i32 loc("x.py":1:2)) -> i32 {
  return %a : i32 loc("x.py":3:4)
} loc("x.py":5:6)
