// The convnext_atto model of test/models: parses, verifies, prints, and parses back.
// RUN: strata-opt %S/../../models/convnext_atto/model.mlir | strata-opt | FileCheck %s
// RUN: strata-opt %S/../../models/convnext_atto/model.mlir --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %S/../../models/convnext_atto/model.mlir --torch-decompose-complex-ops --torch-lower-to-backend-contract | FileCheck %s --check-prefix=DECOMPOSED

// CHECK-LABEL: func.func @main(
// CHECK-SAME: %{{.*}}: !torch.vtensor<[40,3,4,4],f32>
// CHECK-SAME: %{{.*}}: !torch.vtensor<[1,3,64,64],f32>)
// CHECK-SAME: -> !torch.vtensor<[1,1000],f32>
// CHECK: %{{[^ ,]+}} = torch.aten.convolution %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[1,3,64,64],f32>, !torch.vtensor<[40,3,4,4],f32>, !torch.vtensor<[40],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,40,16,16],f32>
// CHECK: %{{[^ ,]+}}:3 = torch.aten.native_layer_norm %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[1,16,16,40],f32>, !torch.list<int>, !torch.vtensor<[40],f32>, !torch.vtensor<[40],f32>, !torch.float -> !torch.vtensor<[1,16,16,40],f32>, !torch.vtensor<[1,16,16,1],f32>, !torch.vtensor<[1,16,16,1],f32>
// CHECK: %{{[^ ,]+}} = torch.aten.gelu %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[1,160,16,16],f32>, !torch.str -> !torch.vtensor<[1,160,16,16],f32>
// CHECK: %{{[^ ,]+}} = torch.aten.mul.Tensor %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[1,40,16,16],f32>, !torch.vtensor<[1,40,1,1],f32> -> !torch.vtensor<[1,40,16,16],f32>
// CHECK: %{{[^ ,]+}} = torch.aten.add.Tensor %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[1,40,16,16],f32>, !torch.vtensor<[1,40,16,16],f32>, !torch.int -> !torch.vtensor<[1,40,16,16],f32>
// CHECK: %{{[^ ,]+}} = torch.aten.mean.dim %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[1,320,2,2],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,320,1,1],f32>
// CHECK: %{{[^ ,]+}} = torch.aten.as_strided %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[1,320,1,1],f32>, !torch.list<int>, !torch.list<int>, !torch.none -> !torch.vtensor<[1,320,1,1],f32>
// CHECK: %{{[^ ,]+}} = torch.aten.addmm %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[1000],f32>, !torch.vtensor<[1,320],f32>, !torch.vtensor<[320,1000],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,1000],f32>
// CHECK: return %{{[^ ]+}} : !torch.vtensor<[1,1000],f32>

// Decomposed to backend-legal ops (the backend contract holds), with the
// model's signature and result type unchanged.
// DECOMPOSED-LABEL: func.func @main(
// DECOMPOSED-NOT: torch.aten.{{(addmm|_softmax|softmax.int|native_layer_norm|layer_norm|gelu|_native_batch_norm_legit_no_training|full_like|linear|matmul|as_strided)}} 
// DECOMPOSED-NOT: torch.operator
// DECOMPOSED: return %{{[^ ]+}} : !torch.vtensor<[1,1000],f32>
