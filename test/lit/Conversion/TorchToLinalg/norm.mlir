// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file | FileCheck %s

// softmax = exp(x - max) / sum(exp(x - max)), along the last dim.
// CHECK-LABEL: func.func @softmax
// CHECK:       linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK:         arith.maximumf
// CHECK:       arith.subf
// CHECK:       math.exp
// CHECK:       linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK:         arith.addf
// CHECK:       arith.divf
func.func @softmax(%a: !torch.vtensor<[2,5],f32>) -> !torch.vtensor<[2,5],f32> {
  %int-1 = torch.constant.int -1
  %false = torch.constant.bool false
  %0 = torch.aten._softmax %a, %int-1, %false : !torch.vtensor<[2,5],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2,5],f32>
  return %0 : !torch.vtensor<[2,5],f32>
}

// -----

// A 16-bit softmax computes in f32 and rounds once (PyTorch's accumulate
// type): the input widened, the statistics f32, the quotient narrowed.
// CHECK-LABEL: func.func @softmax_f16
// CHECK:       arith.extf %{{.*}} : f16 to f32
// CHECK:       linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]{{.*}}outs(%{{.*}} : tensor<2x1xf32>)
// CHECK:         arith.maximumf %{{.*}} : f32
// CHECK:       arith.divf %{{.*}} : f32
// CHECK:       arith.truncf %{{.*}} : f32 to f16
// CHECK:       return %{{.*}} : !torch.vtensor<[2,5],f16>
func.func @softmax_f16(%a: !torch.vtensor<[2,5],f16>) -> !torch.vtensor<[2,5],f16> {
  %int-1 = torch.constant.int -1
  %false = torch.constant.bool false
  %0 = torch.aten._softmax %a, %int-1, %false : !torch.vtensor<[2,5],f16>, !torch.int, !torch.bool -> !torch.vtensor<[2,5],f16>
  return %0 : !torch.vtensor<[2,5],f16>
}

// -----

// CHECK-LABEL: func.func @layer_norm
// CHECK:       arith.constant 1.000000e-05 : f32
// CHECK:       math.rsqrt
// CHECK:       return %{{.*}}, %{{.*}}, %{{.*}} : !torch.vtensor<[2,8],f32>, !torch.vtensor<[2,1],f32>, !torch.vtensor<[2,1],f32>
func.func @layer_norm(%x: !torch.vtensor<[2,8],f32>, %w: !torch.vtensor<[8],f32>, %b: !torch.vtensor<[8],f32>) -> (!torch.vtensor<[2,8],f32>, !torch.vtensor<[2,1],f32>, !torch.vtensor<[2,1],f32>) {
  %int8 = torch.constant.int 8
  %eps = torch.constant.float 1.000000e-05
  %0 = torch.prim.ListConstruct %int8 : (!torch.int) -> !torch.list<int>
  %r:3 = torch.aten.native_layer_norm %x, %0, %w, %b, %eps : !torch.vtensor<[2,8],f32>, !torch.list<int>, !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>, !torch.float -> !torch.vtensor<[2,8],f32>, !torch.vtensor<[2,1],f32>, !torch.vtensor<[2,1],f32>
  return %r#0, %r#1, %r#2 : !torch.vtensor<[2,8],f32>, !torch.vtensor<[2,1],f32>, !torch.vtensor<[2,1],f32>
}

// -----

// A 16-bit layer norm computes in f32 too: its output narrowed once, its
// mean and rstd narrowed to the types the op returns.
// CHECK-LABEL: func.func @layer_norm_bf16
// CHECK:       arith.extf %{{.*}} : bf16 to f32
// CHECK:       math.rsqrt %{{.*}} : f32
// CHECK:       arith.truncf %{{.*}} : f32 to bf16
// CHECK:       return %{{.*}}, %{{.*}}, %{{.*}} : !torch.vtensor<[2,8],bf16>, !torch.vtensor<[2,1],bf16>, !torch.vtensor<[2,1],bf16>
func.func @layer_norm_bf16(%x: !torch.vtensor<[2,8],bf16>, %w: !torch.vtensor<[8],bf16>, %b: !torch.vtensor<[8],bf16>) -> (!torch.vtensor<[2,8],bf16>, !torch.vtensor<[2,1],bf16>, !torch.vtensor<[2,1],bf16>) {
  %int8 = torch.constant.int 8
  %eps = torch.constant.float 1.000000e-05
  %0 = torch.prim.ListConstruct %int8 : (!torch.int) -> !torch.list<int>
  %r:3 = torch.aten.native_layer_norm %x, %0, %w, %b, %eps : !torch.vtensor<[2,8],bf16>, !torch.list<int>, !torch.vtensor<[8],bf16>, !torch.vtensor<[8],bf16>, !torch.float -> !torch.vtensor<[2,8],bf16>, !torch.vtensor<[2,1],bf16>, !torch.vtensor<[2,1],bf16>
  return %r#0, %r#1, %r#2 : !torch.vtensor<[2,8],bf16>, !torch.vtensor<[2,1],bf16>, !torch.vtensor<[2,1],bf16>
}

// -----

// Batch norm in inference: one generic, statistics indexed by channel.
// CHECK-DAG: #[[C:.*]] = affine_map<(d0, d1, d2, d3) -> (d1)>
// CHECK-LABEL: func.func @batch_norm
// CHECK:       linalg.generic {indexing_maps = [#{{.*}}, #[[C]], #[[C]], #[[C]], #[[C]], #{{.*}}]
// CHECK:         arith.subf
// CHECK:         math.rsqrt
func.func @batch_norm(%x: !torch.vtensor<[1,3,4,4],f32>, %w: !torch.vtensor<[3],f32>, %b: !torch.vtensor<[3],f32>, %m: !torch.vtensor<[3],f32>, %v: !torch.vtensor<[3],f32>) -> !torch.vtensor<[1,3,4,4],f32> {
  %mom = torch.constant.float 1.000000e-01
  %eps = torch.constant.float 1.000000e-05
  %r:3 = torch.aten._native_batch_norm_legit_no_training %x, %w, %b, %m, %v, %mom, %eps : !torch.vtensor<[1,3,4,4],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.float, !torch.float -> !torch.vtensor<[1,3,4,4],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32>
  return %r#0 : !torch.vtensor<[1,3,4,4],f32>
}
