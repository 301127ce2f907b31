// convert-to-llvm: the patterns of the dialects named in filter-dialects
// join one partial conversion (every dialect with an LLVM conversion when
// the list is empty, func among them), so values passed between two
// converted dialects need no casts.
// RUN: strata-opt %s --convert-to-llvm="filter-dialects=arith" -split-input-file | FileCheck %s --check-prefix=ARITH
// RUN: strata-opt %s --convert-to-llvm="filter-dialects=arith,cf allow-pattern-rollback=0" -split-input-file | FileCheck %s --check-prefix=BOTH
// RUN: strata-opt %s --convert-to-llvm -split-input-file | FileCheck %s --check-prefix=ALL

// ARITH-LABEL: func.func @branch_on_sum(
// ARITH:         %[[S:.*]] = llvm.add %{{.*}}, %{{.*}} : i64
// ARITH:         %[[C:.*]] = builtin.unrealized_conversion_cast %[[S]] : i64 to index
// ARITH:         cf.br ^bb1(%[[C]] : index)
// ARITH:       ^bb1(%[[A:.*]]: index):
// ARITH:         return %[[A]] : index

// BOTH-LABEL: func.func @branch_on_sum(
// BOTH:         %[[S:.*]] = llvm.add %{{.*}}, %{{.*}} : i64
// BOTH-NEXT:    llvm.br ^bb1(%[[S]] : i64)
// BOTH:       ^bb1(%[[A:.*]]: i64):
// BOTH-NEXT:    %[[C:.*]] = builtin.unrealized_conversion_cast %[[A]] : i64 to index
// BOTH-NEXT:    return %[[C]] : index

// ALL-LABEL: llvm.func @branch_on_sum(
// ALL-SAME:      %[[X:.*]]: i64, %[[Y:.*]]: i64) -> i64
// ALL:         %[[S:.*]] = llvm.add %[[X]], %[[Y]] : i64
// ALL-NEXT:    llvm.br ^bb1(%[[S]] : i64)
// ALL:       ^bb1(%[[A:.*]]: i64):
// ALL-NEXT:    llvm.return %[[A]] : i64
func.func @branch_on_sum(%x: index, %y: index) -> index {
  %s = arith.addi %x, %y : index
  cf.br ^bb1(%s : index)
^bb1(%a: index):
  return %a : index
}

// -----

// LLVM has no tf32: its constant is left for a conversion of the user's,
// and so is a function whose signature holds it.
// ALL-LABEL: func.func @no_tf32() -> (tf32, f32)
// ALL:         arith.constant 1.500000e+00 : tf32
// ALL:         return
// ARITH-LABEL: func.func @no_tf32
// ARITH:         arith.constant 1.500000e+00 : tf32
// ARITH:         llvm.mlir.constant(1.500000e+00 : f32) : f32
func.func @no_tf32() -> (tf32, f32) {
  %a = arith.constant 1.5 : tf32
  %b = arith.constant 1.5 : f32
  return %a, %b : tf32, f32
}
