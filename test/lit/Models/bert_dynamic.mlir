// The bert_dynamic model of test/models (BERT with a dynamic batch dimension):
// parses, verifies, round-trips, and compiles down to linalg on tensors, the
// size arithmetic on the batch included.
// RUN: strata-opt %S/../../models/bert_dynamic/model.mlir | strata-opt | FileCheck %s
// RUN: strata-compile %S/../../models/bert_dynamic/model.mlir --emit=linalg | FileCheck %s --check-prefix=LINALG

// CHECK-LABEL: func.func @main(
// CHECK-SAME: %{{.*}}: !torch.vtensor<[?,16],si64>)
// CHECK-SAME: -> !torch.vtensor<[?,16,64],f32>
// CHECK: torch.aten.embedding
// CHECK: torch.aten.mul.int

// LINALG-LABEL: func.func @main(
// LINALG-SAME: tensor<?x16xi64>
// LINALG-SAME: -> tensor<?x16x64xf32>
// LINALG: arith.muli
// LINALG-NOT: torch.aten
