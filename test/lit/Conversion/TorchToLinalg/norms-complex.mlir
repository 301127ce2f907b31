// complex, polar and view_as_complex build complex elements from real
// ones (complex.create); angle of a real tensor is pi for a negative
// element, 0 otherwise, NaN kept; nextafter on f16 and bf16 steps the
// 16-bit pattern. The differential check runs the torch interpreter
// against the loops, with dynamic dims, broadcasting and rank 0.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --pass-pipeline='builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-loops)' -split-input-file -o /dev/null

// CHECK-LABEL: func.func @complex_broadcast
// CHECK:         linalg.generic
// CHECK:         ^bb0(%[[RE:.*]]: f32, %[[IM:.*]]: f32, %{{.*}}: complex<f32>):
// CHECK:           complex.create %[[RE]], %[[IM]] : complex<f32>
func.func @complex_broadcast(%re: !torch.vtensor<[?,3],f32>, %im: !torch.vtensor<[3],f32>) -> !torch.vtensor<[?,3],complex<f32>> {
  %0 = torch.aten.complex %re, %im : !torch.vtensor<[?,3],f32>, !torch.vtensor<[3],f32> -> !torch.vtensor<[?,3],complex<f32>>
  return %0 : !torch.vtensor<[?,3],complex<f32>>
}

// -----

// CHECK-LABEL: func.func @polar_rank0
// CHECK:         math.cos
// CHECK:         arith.mulf
// CHECK:         math.sin
// CHECK:         arith.mulf
// CHECK:         complex.create {{.*}} : complex<f64>
func.func @polar_rank0(%abs: !torch.vtensor<[],f64>, %angle: !torch.vtensor<[],f64>) -> !torch.vtensor<[],complex<f64>> {
  %0 = torch.aten.polar %abs, %angle : !torch.vtensor<[],f64>, !torch.vtensor<[],f64> -> !torch.vtensor<[],complex<f64>>
  return %0 : !torch.vtensor<[],complex<f64>>
}

// -----

// The input is read twice, its last index fixed at 0 and 1.
// CHECK:       #[[RE:.*]] = affine_map<(d0, d1) -> (d0, d1, 0)>
// CHECK:       #[[IM:.*]] = affine_map<(d0, d1) -> (d0, d1, 1)>
// CHECK-LABEL: func.func @view_as_complex_dynamic
// CHECK:         linalg.generic {indexing_maps = [#[[RE]], #[[IM]], #{{.*}}]
// CHECK:           complex.create
func.func @view_as_complex_dynamic(%x: !torch.vtensor<[?,4,2],f32>) -> !torch.vtensor<[?,4],complex<f32>> {
  %0 = torch.aten.view_as_complex %x : !torch.vtensor<[?,4,2],f32> -> !torch.vtensor<[?,4],complex<f32>>
  return %0 : !torch.vtensor<[?,4],complex<f32>>
}

// -----

// CHECK-LABEL: func.func @angle_f16
// CHECK:         arith.cmpf olt
// CHECK:         arith.cmpf uno
func.func @angle_f16(%x: !torch.vtensor<[?],f16>) -> !torch.vtensor<[?],f16> {
  %0 = torch.aten.angle %x : !torch.vtensor<[?],f16> -> !torch.vtensor<[?],f16>
  return %0 : !torch.vtensor<[?],f16>
}

// -----

// An unsigned input converts as unsigned (200 is not negative).
// CHECK-LABEL: func.func @angle_u8_rank0
// CHECK:         arith.uitofp
func.func @angle_u8_rank0(%x: !torch.vtensor<[],ui8>) -> !torch.vtensor<[],f32> {
  %0 = torch.aten.angle %x : !torch.vtensor<[],ui8> -> !torch.vtensor<[],f32>
  return %0 : !torch.vtensor<[],f32>
}

// -----

// CHECK-LABEL: func.func @nextafter_bf16
// CHECK:         arith.bitcast {{.*}} : bf16 to i16
func.func @nextafter_bf16(%a: !torch.vtensor<[?],bf16>, %b: !torch.vtensor<[?],bf16>) -> !torch.vtensor<[?],bf16> {
  %0 = torch.aten.nextafter %a, %b : !torch.vtensor<[?],bf16>, !torch.vtensor<[?],bf16> -> !torch.vtensor<[?],bf16>
  return %0 : !torch.vtensor<[?],bf16>
}
