// The bert_2layer_h64 model of test/models: parses, prints, and parses back.
// RUN: strata-opt %S/../../models/bert_2layer_h64/model.mlir | strata-opt | FileCheck %s
// RUN: strata-opt %S/../../models/bert_2layer_h64/model.mlir --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %S/../../models/bert_2layer_h64/model.mlir --torch-decompose-complex-ops --torch-lower-to-backend-contract | FileCheck %s --check-prefix=DECOMPOSED


// CHECK-LABEL: func.func @main(
// CHECK-SAME: %{{.*}}: !torch.vtensor<[512,64],f32>
// CHECK-SAME: %{{.*}}: !torch.vtensor<[1,16],si64>)
// CHECK-SAME: -> !torch.vtensor<[1,16,64],f32>
// CHECK: %{{[^ ,]+}} = torch.vtensor.literal(dense_resource<c_bert_lifted_tensor_0_blob> : tensor<f32>) : !torch.vtensor<[],f32>
// CHECK: %{{[^ ,]+}} = torch.aten.embedding %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[512,64],f32>, !torch.vtensor<[1,16],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[1,16,64],f32>
// CHECK: %{{[^ ,]+}}:3 = torch.aten.native_layer_norm %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[1,16,64],f32>, !torch.list<int>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.float -> !torch.vtensor<[1,16,64],f32>, !torch.vtensor<[1,16,1],f32>, !torch.vtensor<[1,16,1],f32>
// CHECK: %{{[^ ,]+}} = torch.aten.arange.start_step %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.int, !torch.int, !torch.int, !torch.none, !torch.int, !torch.Device, !torch.bool -> !torch.vtensor<[16],si64>
// CHECK: %{{[^ ,]+}} = torch.aten.where.self %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[1,1,16,16],i1>, !torch.vtensor<[],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[1,1,16,16],f32>
// CHECK: %{{[^ ,]+}} = torch.aten.addmm %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[64],f32>, !torch.vtensor<[16,64],f32>, !torch.vtensor<[64,64],f32>, !torch.int, !torch.int -> !torch.vtensor<[16,64],f32>
// CHECK: %{{[^ ,]+}} = torch.aten.bmm %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[4,16,16],f32>, !torch.vtensor<[4,16,16],f32> -> !torch.vtensor<[4,16,16],f32>
// CHECK: %{{[^ ,]+}} = torch.aten._softmax %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[1,4,16,16],f32>, !torch.int, !torch.bool -> !torch.vtensor<[1,4,16,16],f32>
// CHECK: %{{[^ ,]+}} = torch.aten.gelu %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[1,16,128],f32>, !torch.str -> !torch.vtensor<[1,16,128],f32>
// CHECK: return %{{[^ ]+}} : !torch.vtensor<[1,16,64],f32>

// Decomposed to backend-legal ops (the backend contract holds), with the
// model's signature and result type unchanged.
// DECOMPOSED-LABEL: func.func @main(
// DECOMPOSED-NOT: torch.aten.{{(addmm|_softmax|softmax.int|native_layer_norm|layer_norm|gelu|_native_batch_norm_legit_no_training|full_like|linear|matmul|as_strided)}} 
// DECOMPOSED-NOT: torch.operator
// DECOMPOSED: return %{{[^ ]+}} : !torch.vtensor<[1,16,64],f32>
