// The resnet18_dynamic model of test/models (a dynamic batch dimension): parses,
// verifies, round-trips, decomposes, and compiles down to linalg on tensors with the
// batch as a dynamic size.
// RUN: strata-opt %S/../../models/resnet18_dynamic/model.mlir | strata-opt | FileCheck %s
// RUN: strata-compile %S/../../models/resnet18_dynamic/model.mlir --emit=linalg | FileCheck %s --check-prefix=LINALG

// CHECK-LABEL: func.func @main(
// CHECK-SAME: %{{.*}}: !torch.vtensor<[?,3,64,64],f32>)
// CHECK-SAME: -> !torch.vtensor<[?,1000],f32>
// CHECK: torch.symbolic_int
// CHECK: torch.aten.convolution

// LINALG-LABEL: func.func @main(
// LINALG-SAME: tensor<?x3x64x64xf32>
// LINALG-SAME: -> tensor<?x1000xf32>
// LINALG: linalg.conv_2d_nchw_fchw
// LINALG-NOT: torch.aten
