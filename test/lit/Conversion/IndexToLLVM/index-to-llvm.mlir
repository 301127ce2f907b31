// Each index op becomes its llvm op on i64 (i32 with index-bitwidth=32); the rounding divisions
// expand as mlir-opt-22's do; ops of other dialects are left alone.
// RUN: strata-opt %s --convert-index-to-llvm | FileCheck %s
// RUN: strata-opt %s --convert-index-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=I32

// CHECK-LABEL: func.func @ops(
// CHECK-DAG: %[[A:.*]] = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-DAG: %[[B:.*]] = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK: %[[ADD:.*]] = llvm.add %[[A]], %[[B]] : i64
// CHECK: %[[SUB:.*]] = llvm.sub %[[ADD]], %[[B]] : i64
// CHECK: %[[MUL:.*]] = llvm.mul %[[SUB]], %[[A]] : i64
// CHECK: %[[SDIV:.*]] = llvm.sdiv %[[MUL]], %[[B]] : i64
// CHECK: %[[UDIV:.*]] = llvm.udiv %[[SDIV]], %[[B]] : i64
// CHECK: %[[SREM:.*]] = llvm.srem %[[UDIV]], %[[B]] : i64
// CHECK: %[[UREM:.*]] = llvm.urem %[[SREM]], %[[B]] : i64
// CHECK: %[[SMAX:.*]] = llvm.intr.smax(%[[UREM]], %[[B]]) : (i64, i64) -> i64
// CHECK: %[[UMAX:.*]] = llvm.intr.umax(%[[SMAX]], %[[B]]) : (i64, i64) -> i64
// CHECK: %[[SMIN:.*]] = llvm.intr.smin(%[[UMAX]], %[[B]]) : (i64, i64) -> i64
// CHECK: %[[UMIN:.*]] = llvm.intr.umin(%[[SMIN]], %[[B]]) : (i64, i64) -> i64
// CHECK: %[[SHL:.*]] = llvm.shl %[[UMIN]], %[[B]] : i64
// CHECK: %[[ASHR:.*]] = llvm.ashr %[[SHL]], %[[B]] : i64
// CHECK: %[[LSHR:.*]] = llvm.lshr %[[ASHR]], %[[B]] : i64
// CHECK: %[[AND:.*]] = llvm.and %[[LSHR]], %[[B]] : i64
// CHECK: %[[OR:.*]] = llvm.or %[[AND]], %[[B]] : i64
// CHECK: %[[XOR:.*]] = llvm.xor %[[OR]], %[[B]] : i64
// CHECK: %[[C:.*]] = llvm.mlir.constant(42 : i64) : i64
// CHECK: %[[T:.*]] = llvm.mlir.constant(true) : i1
// CHECK: %[[CMP:.*]] = llvm.icmp "ule" %[[XOR]], %[[C]] : i64
// CHECK: %[[EXT:.*]] = llvm.sext %arg2 : i32 to i64
// CHECK: %[[TRUNC:.*]] = llvm.trunc %[[XOR]] : i64 to i16
// CHECK: %[[ZEXT:.*]] = llvm.zext %[[TRUNC]] : i16 to i64
// CHECK: %[[SIZE:.*]] = llvm.mlir.constant(64 : i64) : i64
// CHECK: %[[SUM:.*]] = llvm.add %[[EXT]], %arg3 : i64
// I32-LABEL: func.func @ops(
// I32: llvm.add %{{.*}}, %{{.*}} : i32
// I32: llvm.mlir.constant(42 : i32) : i32
// I32: llvm.icmp "ule" %{{.*}}, %{{.*}} : i32
// I32: llvm.trunc %arg3 : i64 to i32
// I32: llvm.mlir.constant(32 : i32) : i32
func.func @ops(%a: index, %b: index, %i: i32, %j: i64) -> (index, i1, i1, i16, index, index) {
  %0 = index.add %a, %b
  %1 = index.sub %0, %b
  %2 = index.mul %1, %a
  %3 = index.divs %2, %b
  %4 = index.divu %3, %b
  %8 = index.rems %4, %b
  %9 = index.remu %8, %b
  %10 = index.maxs %9, %b
  %11 = index.maxu %10, %b
  %12 = index.mins %11, %b
  %13 = index.minu %12, %b
  %14 = index.shl %13, %b
  %15 = index.shrs %14, %b
  %16 = index.shru %15, %b
  %17 = index.and %16, %b
  %18 = index.or %17, %b
  %19 = index.xor %18, %b
  %c = index.constant 42
  %t = index.bool.constant true
  %cmp = index.cmp ule(%19, %c)
  %s = index.casts %i : i32 to index
  %narrow = index.casts %19 : index to i16
  %wide = index.castu %narrow : i16 to index
  %u = index.castu %j : i64 to index
  %sz = index.sizeof
  %r = index.add %s, %u
  %r2 = index.add %r, %sz
  %r3 = index.add %r2, %wide
  return %r3, %cmp, %t, %narrow, %wide, %r3 : index, i1, i1, i16, index, index
}

// CHECK-LABEL: func.func @ceildivs(
// CHECK-SAME: %[[N:.*]]: i64, %[[M:.*]]: i64)
// CHECK: %[[ZERO:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK: %[[MINUS:.*]] = llvm.mlir.constant(-1 : i64) : i64
// CHECK: %[[MPOS:.*]] = llvm.icmp "sgt" %[[M]], %[[ZERO]] : i64
// CHECK: %[[X:.*]] = llvm.select %[[MPOS]], %[[MINUS]], %[[ONE]] : i1, i64
// CHECK: %[[NX:.*]] = llvm.add %[[N]], %[[X]] : i64
// CHECK: %[[Q:.*]] = llvm.sdiv %[[NX]], %[[M]] : i64
// CHECK: %[[UP:.*]] = llvm.add %[[Q]], %[[ONE]] : i64
// CHECK: %[[NEG:.*]] = llvm.sub %[[ZERO]], %[[N]] : i64
// CHECK: %[[NQ:.*]] = llvm.sdiv %[[NEG]], %[[M]] : i64
// CHECK: %[[DOWN:.*]] = llvm.sub %[[ZERO]], %[[NQ]] : i64
// CHECK: %[[NPOS:.*]] = llvm.icmp "sgt" %[[N]], %[[ZERO]] : i64
// CHECK: %[[SAME:.*]] = llvm.icmp "eq" %[[NPOS]], %[[MPOS]] : i1
// CHECK: %[[NZ:.*]] = llvm.icmp "ne" %[[N]], %[[ZERO]] : i64
// CHECK: %[[COND:.*]] = llvm.and %[[SAME]], %[[NZ]] : i1
// CHECK: llvm.select %[[COND]], %[[UP]], %[[DOWN]] : i1, i64
func.func @ceildivs(%n: i64, %m: i64) -> i64 {
  %a = builtin.unrealized_conversion_cast %n : i64 to index
  %b = builtin.unrealized_conversion_cast %m : i64 to index
  %0 = index.ceildivs %a, %b
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  return %1 : i64
}

// CHECK-LABEL: func.func @ceildivu(
// CHECK-SAME: %[[N:.*]]: i64, %[[M:.*]]: i64)
// CHECK: %[[ZERO:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK: %[[NM1:.*]] = llvm.sub %[[N]], %[[ONE]] : i64
// CHECK: %[[Q:.*]] = llvm.udiv %[[NM1]], %[[M]] : i64
// CHECK: %[[Q1:.*]] = llvm.add %[[Q]], %[[ONE]] : i64
// CHECK: %[[ISZ:.*]] = llvm.icmp "eq" %[[N]], %[[ZERO]] : i64
// CHECK: llvm.select %[[ISZ]], %[[ZERO]], %[[Q1]] : i1, i64
func.func @ceildivu(%n: i64, %m: i64) -> i64 {
  %a = builtin.unrealized_conversion_cast %n : i64 to index
  %b = builtin.unrealized_conversion_cast %m : i64 to index
  %0 = index.ceildivu %a, %b
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  return %1 : i64
}

// CHECK-LABEL: func.func @floordivs(
// CHECK-SAME: %[[N:.*]]: i64, %[[M:.*]]: i64)
// CHECK: %[[ZERO:.*]] = llvm.mlir.constant(0 : i64) : i64
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK: %[[MINUS:.*]] = llvm.mlir.constant(-1 : i64) : i64
// CHECK: %[[MNEG:.*]] = llvm.icmp "slt" %[[M]], %[[ZERO]] : i64
// CHECK: %[[X:.*]] = llvm.select %[[MNEG]], %[[ONE]], %[[MINUS]] : i1, i64
// CHECK: %[[XN:.*]] = llvm.sub %[[X]], %[[N]] : i64
// CHECK: %[[Q:.*]] = llvm.sdiv %[[XN]], %[[M]] : i64
// CHECK: %[[FLOOR:.*]] = llvm.sub %[[MINUS]], %[[Q]] : i64
// CHECK: %[[TRUNC:.*]] = llvm.sdiv %[[N]], %[[M]] : i64
// CHECK: %[[NNEG:.*]] = llvm.icmp "slt" %[[N]], %[[ZERO]] : i64
// CHECK: %[[DIFF:.*]] = llvm.icmp "ne" %[[NNEG]], %[[MNEG]] : i1
// CHECK: %[[NZ:.*]] = llvm.icmp "ne" %[[N]], %[[ZERO]] : i64
// CHECK: %[[COND:.*]] = llvm.and %[[DIFF]], %[[NZ]] : i1
// CHECK: llvm.select %[[COND]], %[[FLOOR]], %[[TRUNC]] : i1, i64
func.func @floordivs(%n: i64, %m: i64) -> i64 {
  %a = builtin.unrealized_conversion_cast %n : i64 to index
  %b = builtin.unrealized_conversion_cast %m : i64 to index
  %0 = index.floordivs %a, %b
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  return %1 : i64
}

// Index values in other ops, and other dialects' ops, are left to their own conversions.
// CHECK-LABEL: func.func @mixed(
// CHECK: arith.addi %{{.*}}, %{{.*}} : index
// CHECK: llvm.mul
func.func @mixed(%a: index) -> index {
  %0 = arith.addi %a, %a : index
  %1 = index.mul %0, %0
  return %1 : index
}
