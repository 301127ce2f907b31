// A dialect conversion walks each region's blocks from the entry along
// their successors, as upstream's: a block no path reaches is left as it
// is, a reachable one laid out after it is converted.
// RUN: strata-opt %s -convert-cf-to-llvm | FileCheck %s
// RUN: strata-opt %s -convert-arith-to-llvm | FileCheck %s --check-prefix=ARITH

// CHECK-LABEL: func.func @skip_unreachable(
// CHECK:         llvm.br ^[[LIVE:.*]](%{{.*}} : i64)
// CHECK:       ^[[DEAD:.*]](%[[A:.*]]: index):
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[A]], %[[A]] : index
// CHECK-NEXT:    cf.br ^[[DEAD]](%[[S]] : index)
// CHECK:       ^[[LIVE]](%{{.*}}: i64):
// CHECK:         return

// ARITH-LABEL: func.func @skip_unreachable(
// ARITH:         cf.br
// ARITH:         arith.addi
// ARITH:         cf.br
// ARITH:         llvm.mul
func.func @skip_unreachable(%x: index) -> index {
  cf.br ^live(%x : index)
^dead(%a: index):
  %s = arith.addi %a, %a : index
  cf.br ^dead(%s : index)
^live(%b: index):
  %m = arith.muli %b, %b : index
  return %m : index
}
