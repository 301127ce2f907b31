// The vit_tiny_patch16_224 model of test/models: parses, verifies, prints, and parses back.
// RUN: strata-opt %S/../../models/vit_tiny_patch16_224/model.mlir | strata-opt | FileCheck %s
// RUN: strata-opt %S/../../models/vit_tiny_patch16_224/model.mlir --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %S/../../models/vit_tiny_patch16_224/model.mlir --torch-decompose-complex-ops --torch-lower-to-backend-contract | FileCheck %s --check-prefix=DECOMPOSED

// CHECK-LABEL: func.func @main(
// CHECK-SAME: %{{.*}}: !torch.vtensor<[1,1,192],f32>
// CHECK-SAME: %{{.*}}: !torch.vtensor<[1,3,64,64],f32>)
// CHECK-SAME: -> !torch.vtensor<[1,1000],f32>
// CHECK: %{{[^ ,]+}} = torch.aten.convolution %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[1,3,64,64],f32>, !torch.vtensor<[192,3,16,16],f32>, !torch.vtensor<[192],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,192,4,4],f32>
// CHECK: %{{[^ ,]+}} = torch.aten.cat %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[1,17,192],f32>
// CHECK: %{{[^ ,]+}}:3 = torch.aten.native_layer_norm %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[1,17,192],f32>, !torch.list<int>, !torch.vtensor<[192],f32>, !torch.vtensor<[192],f32>, !torch.float -> !torch.vtensor<[1,17,192],f32>, !torch.vtensor<[1,17,1],f32>, !torch.vtensor<[1,17,1],f32>
// CHECK: %{{[^ ,]+}} = torch.aten.slice.Tensor %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[3,1,3,17,64],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,1,3,17,64],f32>
// CHECK: %{{[^ ,]+}} = torch.aten.squeeze.dims %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[1,1,3,17,64],f32>, !torch.list<int> -> !torch.vtensor<[1,3,17,64],f32>
// CHECK: %{{[^ ,]+}} = torch.aten.bmm %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[3,17,64],f32>, !torch.vtensor<[3,64,17],f32> -> !torch.vtensor<[3,17,17],f32>
// CHECK: %{{[^ ,]+}} = torch.aten._softmax %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[1,3,17,17],f32>, !torch.int, !torch.bool -> !torch.vtensor<[1,3,17,17],f32>
// CHECK: %{{[^ ,]+}} = torch.aten.gelu %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[1,17,768],f32>, !torch.str -> !torch.vtensor<[1,17,768],f32>
// CHECK: %{{[^ ,]+}} = torch.aten.select.int %{{[^ ,]+}}, %{{[^ ,]+}}, %{{[^ ,]+}} : !torch.vtensor<[1,17,192],f32>, !torch.int, !torch.int -> !torch.vtensor<[1,192],f32>
// CHECK: return %{{[^ ]+}} : !torch.vtensor<[1,1000],f32>

// Decomposed to backend-legal ops (the backend contract holds), with the
// model's signature and result type unchanged.
// DECOMPOSED-LABEL: func.func @main(
// DECOMPOSED-NOT: torch.aten.{{(addmm|_softmax|softmax.int|native_layer_norm|layer_norm|gelu|_native_batch_norm_legit_no_training|full_like|linear|matmul|as_strided)}} 
// DECOMPOSED-NOT: torch.operator
// DECOMPOSED: return %{{[^ ]+}} : !torch.vtensor<[1,1000],f32>
