// The transformer_encoder_layer model of test/models: parses, verifies, prints, and parses back.
// RUN: strata-opt %S/../../models/transformer_encoder_layer/model.mlir | strata-opt | FileCheck %s
// RUN: strata-opt %S/../../models/transformer_encoder_layer/model.mlir --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %S/../../models/transformer_encoder_layer/model.mlir --torch-decompose-complex-ops --torch-lower-to-backend-contract | FileCheck %s --check-prefix=DECOMPOSED

// CHECK-LABEL: func.func @main(
// CHECK-SAME: %{{.*}}: !torch.vtensor<[192,64],f32>
// CHECK-SAME: %{{.*}}: !torch.vtensor<[1,16,64],f32>)
// CHECK-SAME: -> !torch.vtensor<[1,16,64],f32>
// CHECK: %{{[^ ,]+}} = torch.aten.addmm %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[192],f32>, !torch.vtensor<[16,64],f32>, !torch.vtensor<[64,192],f32>, !torch.int, !torch.int -> !torch.vtensor<[16,192],f32>
// CHECK: %{{[^ ,]+}} = torch.aten.select.int %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[3,16,1,64],f32>, !torch.int, !torch.int -> !torch.vtensor<[16,1,64],f32>
// CHECK: %{{[^ ,]+}} = torch.aten.bmm %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[4,16,16],f32>, !torch.vtensor<[4,16,16],f32> -> !torch.vtensor<[4,16,16],f32>
// CHECK: %{{[^ ,]+}} = torch.aten._softmax %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[1,4,16,16],f32>, !torch.int, !torch.bool -> !torch.vtensor<[1,4,16,16],f32>
// CHECK: %{{[^ ,]+}} = torch.aten.logical_not %{{[^ ,]+}} : !torch.vtensor<[1,4,16,16],i1> -> !torch.vtensor<[1,4,16,16],i1>
// CHECK: %{{[^ ,]+}} = torch.aten.full_like %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[1,4,16,16],f32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.int -> !torch.vtensor<[1,4,16,16],f32>
// CHECK: %{{[^ ,]+}}:3 = torch.aten.native_layer_norm %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[1,16,64],f32>, !torch.list<int>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[1,16,64],f32>, !torch.vtensor<[1,16,1],f32>, !torch.vtensor<[1,16,1],f32>
// CHECK: %{{[^ ,]+}} = torch.aten.relu %{{[^ ,]+}} : !torch.vtensor<[1,16,128],f32> -> !torch.vtensor<[1,16,128],f32>
// CHECK: return %{{[^ ]+}} : !torch.vtensor<[1,16,64],f32>

// Decomposed to backend-legal ops (the backend contract holds), with the
// model's signature and result type unchanged.
// DECOMPOSED-LABEL: func.func @main(
// DECOMPOSED-NOT: torch.aten.{{(addmm|_softmax|softmax.int|native_layer_norm|layer_norm|gelu|_native_batch_norm_legit_no_training|full_like|linear|matmul|as_strided)}} 
// DECOMPOSED-NOT: torch.operator
// DECOMPOSED: return %{{[^ ]+}} : !torch.vtensor<[1,16,64],f32>
