// The index ops compiled for the CPU (convert-index-to-llvm inside the cpu target's lowering)
// compute what the interpreter computes, on operands that reach each rounding division's edge:
// signs mixed, a zero dividend, a dividend next to INT64_MIN.
// RUN: strata-run %s --target=interp --input %S/Inputs/a0.npy --input %S/Inputs/b0.npy > %t.interp0
// RUN: strata-run %s --target=cpu --input %S/Inputs/a0.npy --input %S/Inputs/b0.npy > %t.cpu0
// RUN: diff %t.interp0 %t.cpu0
// RUN: FileCheck %s < %t.cpu0
// RUN: strata-run %s --target=interp --input %S/Inputs/a1.npy --input %S/Inputs/b1.npy > %t.interp1
// RUN: strata-run %s --target=cpu --input %S/Inputs/a1.npy --input %S/Inputs/b1.npy > %t.cpu1
// RUN: diff %t.interp1 %t.cpu1
// RUN: strata-run %s --target=interp --input %S/Inputs/a2.npy --input %S/Inputs/b2.npy > %t.interp2
// RUN: strata-run %s --target=cpu --input %S/Inputs/a2.npy --input %S/Inputs/b2.npy > %t.cpu2
// RUN: diff %t.interp2 %t.cpu2
// RUN: strata-run %s --target=interp --input %S/Inputs/a3.npy --input %S/Inputs/b3.npy > %t.interp3
// RUN: strata-run %s --target=cpu --input %S/Inputs/a3.npy --input %S/Inputs/b3.npy > %t.cpu3
// RUN: diff %t.interp3 %t.cpu3

// a = -7, b = 2:
// CHECK: -4
// CHECK-NEXT: -3
// CHECK-NEXT: 1
// CHECK-NEXT: -3
// CHECK-NEXT: -1
// CHECK-NEXT: -28
// CHECK-NEXT: -2
// CHECK-NEXT: 9223372036854775805
// CHECK-NEXT: 2
// CHECK-NEXT: 2
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: -7
// CHECK-NEXT: 4294967289
// CHECK-NEXT: 64
// CHECK-NEXT: 42
func.func @main(%a: index, %b: index) -> (index, index, index, index, index, index, index, index, index, index, i1, i1, index, index, index, index) {
  %0 = index.floordivs %a, %b
  %1 = index.ceildivs %a, %b
  %2 = index.ceildivu %b, %b
  %3 = index.divs %a, %b
  %4 = index.rems %a, %b
  %c7 = index.constant 7
  %s = index.and %b, %c7
  %5 = index.shl %a, %s
  %6 = index.shrs %a, %s
  %7 = index.ceildivu %a, %b
  %8 = index.maxs %a, %b
  %9 = index.minu %a, %b
  %10 = index.cmp ugt(%b, %a)
  %11 = index.cmp sle(%a, %b)
  %t = index.casts %a : index to i32
  %12 = index.casts %t : i32 to index
  %13 = index.castu %t : i32 to index
  %14 = index.sizeof
  %15 = index.constant 42
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 :
    index, index, index, index, index, index, index, index, index, index, i1, i1, index, index, index, index
}
