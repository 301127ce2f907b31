// index becomes i32 with index-bitwidth=32.
// RUN: strata-opt %s --convert-arith-to-llvm=index-bitwidth=32 | FileCheck %s

// CHECK-LABEL: func.func @index_ops(
// CHECK-SAME: %[[ARG0:.*]]: index, %[[ARG1:.*]]: index) -> (index, i64, i1)
// CHECK: %[[UNREALIZED_CONVERSION_CAST:.*]] = builtin.unrealized_conversion_cast %[[ARG0]] : index to i32
// CHECK: %[[UNREALIZED_CONVERSION_CAST_1:.*]] = builtin.unrealized_conversion_cast %[[ARG1]] : index to i32
// CHECK: %[[ADD:.*]] = llvm.add %[[UNREALIZED_CONVERSION_CAST]], %[[UNREALIZED_CONVERSION_CAST_1]] : i32
// CHECK: %[[SEXT:.*]] = llvm.sext %[[ADD]] : i32 to i64
// CHECK: %[[ICMP:.*]] = llvm.icmp "ult" %[[UNREALIZED_CONVERSION_CAST]], %[[UNREALIZED_CONVERSION_CAST_1]] : i32
// CHECK: %[[C:.*]] = llvm.mlir.constant(5 : index) : i32
// CHECK: %[[MUL:.*]] = llvm.mul %[[ADD]], %[[C]] : i32
// CHECK: %[[UNREALIZED_CONVERSION_CAST_2:.*]] = builtin.unrealized_conversion_cast %[[MUL]] : i32 to index
// CHECK: return %[[UNREALIZED_CONVERSION_CAST_2]], %[[SEXT]], %[[ICMP]] : index, i64, i1

func.func @index_ops(%a: index, %b: index) -> (index, i64, i1) {
  %0 = arith.addi %a, %b : index
  %1 = arith.index_cast %0 : index to i64
  %2 = arith.cmpi ult, %a, %b : index
  %c = arith.constant 5 : index
  %3 = arith.muli %0, %c : index
  return %3, %1, %2 : index, i64, i1
}
