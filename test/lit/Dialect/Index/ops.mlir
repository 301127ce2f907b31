// Every index op round-trips in its custom form and through the generic form (as mlir-opt-22 prints both).
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @arith(
// CHECK-SAME: %[[A:.*]]: index, %[[B:.*]]: index)
// CHECK: index.add %[[A]], %[[B]]
// CHECK: index.sub
// CHECK: index.mul
// CHECK: index.divs
// CHECK: index.divu
// CHECK: index.ceildivs
// CHECK: index.ceildivu
// CHECK: index.floordivs
// CHECK: index.rems
// CHECK: index.remu
// CHECK: index.maxs
// CHECK: index.maxu
// CHECK: index.mins
// CHECK: index.minu
// CHECK: index.shl
// CHECK: index.shrs
// CHECK: index.shru
// CHECK: index.and
// CHECK: index.or
// CHECK: %[[R:.*]] = index.xor
// CHECK: return %[[R]] : index
func.func @arith(%a: index, %b: index) -> index {
  %0 = index.add %a, %b
  %1 = index.sub %0, %b
  %2 = index.mul %1, %a
  %3 = index.divs %2, %b
  %4 = index.divu %3, %b
  %5 = index.ceildivs %4, %b
  %6 = index.ceildivu %5, %b
  %7 = index.floordivs %6, %b
  %8 = index.rems %7, %b
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
  return %19 : index
}

// CHECK-LABEL: func.func @others(
// CHECK: %[[C:.*]] = index.constant -42
// CHECK: %[[T:.*]] = index.bool.constant true
// CHECK: %[[F:.*]] = index.bool.constant false
// CHECK: index.cmp eq(%{{.*}}, %[[C]])
// CHECK: index.cmp uge(
// CHECK: index.casts %{{.*}} : i32 to index
// CHECK: index.castu %{{.*}} : index to i8
// CHECK: index.sizeof
// GENERIC: "index.constant"() <{value = -42 : index}> : () -> index
// GENERIC: "index.bool.constant"() <{value = true}> : () -> i1
// GENERIC: "index.cmp"(%{{.*}}, %{{.*}}) <{pred = #index<cmp_predicate eq>}> : (index, index) -> i1
// GENERIC: "index.casts"(%{{.*}}) : (i32) -> index
// GENERIC: "index.sizeof"() : () -> index
func.func @others(%a: index, %i: i32) -> (index, i1, i1, i1, i1, index, i8, index) {
  %c = index.constant -42
  %t = index.bool.constant true
  %f = index.bool.constant false
  %0 = index.cmp eq(%a, %c)
  %1 = index.cmp uge(%a, %c) {tag}
  %2 = index.casts %i : i32 to index
  %3 = index.castu %a : index to i8
  %4 = index.sizeof
  return %c, %t, %f, %0, %1, %2, %3, %4 : index, i1, i1, i1, i1, index, i8, index
}
