// cf.cond_br's branch weights carry over to llvm.cond_br, which writes them
// `weights([a, b])` as upstream's llvm dialect does, and reads them back.
// RUN: strata-opt %s -convert-cf-to-llvm | FileCheck %s
// RUN: strata-opt %s -convert-cf-to-llvm | strata-opt | FileCheck %s
// RUN: strata-opt %s -convert-cf-to-llvm -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @weighted(
// CHECK:         llvm.cond_br %{{.*}} weights([90, 10]), ^bb1(%{{.*}} : i64), ^bb2
// GENERIC:       "llvm.cond_br"({{.*}})[^bb1, ^bb2] <{branch_weights = array<i32: 90, 10>
func.func @weighted(%cond: i1, %a: index) -> index {
  cf.cond_br %cond, ^bb1(%a : index), ^bb2 {branch_weights = array<i32: 90, 10>}
^bb1(%x: index):
  return %x : index
^bb2:
  return %a : index
}
