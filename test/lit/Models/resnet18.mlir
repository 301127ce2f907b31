// The resnet18 model of test/models: parses, verifies, prints, and parses back.
// RUN: strata-opt %S/../../models/resnet18/model.mlir | strata-opt | FileCheck %s
// RUN: strata-opt %S/../../models/resnet18/model.mlir --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %S/../../models/resnet18/model.mlir --torch-decompose-complex-ops --torch-lower-to-backend-contract | FileCheck %s --check-prefix=DECOMPOSED

// CHECK-LABEL: func.func @main(
// CHECK-SAME: %{{.*}}: !torch.vtensor<[64,3,7,7],f32>
// CHECK-SAME: %{{.*}}: !torch.vtensor<[1,3,64,64],f32>)
// CHECK-SAME: -> !torch.vtensor<[1,1000],f32>
// CHECK: %{{[^ ,]+}} = torch.aten.convolution %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[1,3,64,64],f32>, !torch.vtensor<[64,3,7,7],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,64,32,32],f32>
// CHECK: %{{[^ ,]+}}:3 = torch.aten._native_batch_norm_legit_no_training %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[1,64,32,32],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.vtensor<[64],f32>, !torch.float, !torch.float -> !torch.vtensor<[1,64,32,32],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32>
// CHECK: %{{[^ ,]+}} = torch.aten.relu %{{[^ ,]+}} : !torch.vtensor<[1,64,32,32],f32> -> !torch.vtensor<[1,64,32,32],f32>
// CHECK: %{{[^ ,]+}}:2 = torch.aten.max_pool2d_with_indices %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[1,64,32,32],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,64,16,16],f32>, !torch.vtensor<[1,64,16,16],si64>
// CHECK: %{{[^ ,]+}} = torch.aten.add.Tensor %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[1,64,16,16],f32>, !torch.vtensor<[1,64,16,16],f32>, !torch.int -> !torch.vtensor<[1,64,16,16],f32>
// CHECK: %{{[^ ,]+}} = torch.aten.mean.dim %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[1,512,2,2],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,512,1,1],f32>
// CHECK: %{{[^ ,]+}} = torch.aten.addmm %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[1000],f32>, !torch.vtensor<[1,512],f32>, !torch.vtensor<[512,1000],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,1000],f32>
// CHECK: return %{{[^ ]+}} : !torch.vtensor<[1,1000],f32>

// Decomposed to backend-legal ops (the backend contract holds), with the
// model's signature and result type unchanged.
// DECOMPOSED-LABEL: func.func @main(
// DECOMPOSED-NOT: torch.aten.{{(addmm|_softmax|softmax.int|native_layer_norm|layer_norm|gelu|_native_batch_norm_legit_no_training|full_like|linear|matmul|as_strided)}} 
// DECOMPOSED-NOT: torch.operator
// DECOMPOSED: return %{{[^ ]+}} : !torch.vtensor<[1,1000],f32>
