// RUN: strata-opt %s --convert-complex-to-llvm | FileCheck %s

// complex<f32> is !llvm.struct<(f32, f32)>: create inserts the parts
// into a poison struct, re and im extract them; the arithmetic goes
// through the parts first (convert-complex-to-standard).
// CHECK-LABEL: func.func @add
// CHECK:       %[[A:.*]] = builtin.unrealized_conversion_cast %arg0 : complex<f32> to !llvm.struct<(f32, f32)>
// CHECK:       %[[AR:.*]] = llvm.extractvalue %[[A]][0] : !llvm.struct<(f32, f32)>
// CHECK:       %[[AI:.*]] = llvm.extractvalue %[[A]][1] : !llvm.struct<(f32, f32)>
// CHECK:       %[[RE:.*]] = arith.addf
// CHECK:       %[[IM:.*]] = arith.addf
// CHECK:       %[[P:.*]] = llvm.mlir.poison : !llvm.struct<(f32, f32)>
// CHECK:       %[[S0:.*]] = llvm.insertvalue %[[RE]], %[[P]][0] : !llvm.struct<(f32, f32)>
// CHECK:       %[[S1:.*]] = llvm.insertvalue %[[IM]], %[[S0]][1] : !llvm.struct<(f32, f32)>
// CHECK:       builtin.unrealized_conversion_cast %[[S1]] : !llvm.struct<(f32, f32)> to complex<f32>
func.func @add(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %0 = complex.add %a, %b : complex<f32>
  return %0 : complex<f32>
}
