// RUN: strata-opt %s -print-op-stats -o /dev/null 2>&1 | FileCheck %s
// RUN: strata-opt %s -print-op-stats=json -o /dev/null 2>&1 | FileCheck %s --check-prefix=JSON
// RUN: strata-opt %s --pass-pipeline='builtin.module(print-op-stats{json=true})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=JSON

// CHECK:      Operations encountered:
// CHECK-NEXT: -----------------------
// CHECK-NEXT: {{^}}    arith.addi     , 2
// CHECK-NEXT: {{^}}    arith.constant , 1
// CHECK-NEXT: {{^}}  builtin.module   , 1
// CHECK-NEXT: {{^}}     func.func     , 1
// CHECK-NEXT: {{^}}     func.return   , 1

// JSON:      {
// JSON-NEXT:   "arith.addi" : 2,
// JSON-NEXT:   "arith.constant" : 1,
// JSON-NEXT:   "builtin.module" : 1,
// JSON-NEXT:   "func.func" : 1,
// JSON-NEXT:   "func.return" : 1
// JSON-NEXT: }
func.func @f(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %0 = arith.addi %a, %c : i32
  %1 = arith.addi %0, %c : i32
  return %1 : i32
}
