// The mlp_dynamic model of test/models: parses, verifies, prints, and parses back.
// RUN: strata-opt %S/../../models/mlp_dynamic/model.mlir | strata-opt | FileCheck %s
// RUN: strata-opt %S/../../models/mlp_dynamic/model.mlir --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %S/../../models/mlp_dynamic/model.mlir --torch-decompose-complex-ops --torch-lower-to-backend-contract | FileCheck %s --check-prefix=DECOMPOSED

// CHECK-LABEL: func.func @main(
// CHECK-SAME: %{{.*}}: !torch.vtensor<[64,32],f32>
// CHECK-SAME: %{{.*}}: !torch.vtensor<[?,32],f32>)
// CHECK-SAME: -> !torch.vtensor<[?,10],f32>
// CHECK: %{{[^ ,]+}} = torch.symbolic_int "s77" {min_val = 1, max_val = 1024} : !torch.int
// CHECK: torch.bind_symbolic_shape %{{[^ ,]+}}, [%{{[^ ,]+}}], #map : !torch.vtensor<[?,32],f32>
// CHECK: %{{[^ ,]+}} = torch.aten.addmm %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[64],f32>, !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,64],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,64],f32>
// CHECK: %{{[^ ,]+}} = torch.aten.relu %{{[^ ,]+}} : !torch.vtensor<[?,64],f32> -> !torch.vtensor<[?,64],f32>
// CHECK: %{{[^ ,]+}} = torch.aten._softmax %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[?,10],f32>, !torch.int, !torch.bool -> !torch.vtensor<[?,10],f32>
// CHECK: return %{{[^ ]+}} : !torch.vtensor<[?,10],f32>

// Decomposed to backend-legal ops (the backend contract holds), with the
// model's signature and result type unchanged.
// DECOMPOSED-LABEL: func.func @main(
// DECOMPOSED-NOT: torch.aten.{{(addmm|_softmax|softmax.int|native_layer_norm|layer_norm|gelu|_native_batch_norm_legit_no_training|full_like|linear|matmul|as_strided)}} 
// DECOMPOSED-NOT: torch.operator
// DECOMPOSED: return %{{[^ ]+}} : !torch.vtensor<[?,10],f32>
