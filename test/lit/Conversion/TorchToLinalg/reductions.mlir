// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file | FileCheck %s

// CHECK-DAG: #[[IN:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[OUT:.*]] = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
// CHECK-LABEL: func.func @sum_keepdim
// CHECK:       %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:       %[[E:.*]] = tensor.empty() : tensor<2x1x4xf32>
// CHECK:       %[[F:.*]] = linalg.fill ins(%[[Z]] : f32) outs(%[[E]] : tensor<2x1x4xf32>) -> tensor<2x1x4xf32>
// CHECK:       linalg.generic {indexing_maps = [#[[IN]], #[[OUT]]], iterator_types = ["parallel", "reduction", "parallel"]} ins(%{{.*}} : tensor<2x3x4xf32>) outs(%[[F]] : tensor<2x1x4xf32>)
// CHECK:         arith.addf
func.func @sum_keepdim(%a: !torch.vtensor<[2,3,4],f32>) -> !torch.vtensor<[2,1,4],f32> {
  %int1 = torch.constant.int 1
  %true = torch.constant.bool true
  %none = torch.constant.none
  %0 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %1 = torch.aten.sum.dim_IntList %a, %0, %true, %none : !torch.vtensor<[2,3,4],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2,1,4],f32>
  return %1 : !torch.vtensor<[2,1,4],f32>
}

// -----

// mean divides the sum by the number of reduced elements (dynamic here).
// CHECK-LABEL: func.func @mean_dynamic
// CHECK:       %[[D:.*]] = tensor.dim %{{.*}}, %{{.*}} : tensor<8x?xf32>
// CHECK:       linalg.fill
// CHECK:       linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK:       %[[N:.*]] = arith.index_cast %{{.*}} : index to i64
// CHECK:       %[[NF:.*]] = arith.sitofp %[[N]] : i64 to f32
// CHECK:       linalg.generic
// CHECK:         arith.divf %{{.*}}, %[[NF]] : f32
func.func @mean_dynamic(%a: !torch.vtensor<[8,?],f32>) -> !torch.vtensor<[8],f32> {
  %int-1 = torch.constant.int -1
  %false = torch.constant.bool false
  %none = torch.constant.none
  %0 = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>
  %1 = torch.aten.mean.dim %a, %0, %false, %none : !torch.vtensor<[8,?],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[8],f32>
  return %1 : !torch.vtensor<[8],f32>
}

// -----

// CHECK-LABEL: func.func @amax
// CHECK:       arith.constant 0xFF800000 : f32
// CHECK:       linalg.fill
// CHECK:       arith.maximumf
func.func @amax(%a: !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[3],f32> {
  %int1 = torch.constant.int 1
  %false = torch.constant.bool false
  %0 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %1 = torch.aten.amax %a, %0, %false : !torch.vtensor<[3,4],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[3],f32>
  return %1 : !torch.vtensor<[3],f32>
}

// -----

// any.dim reduces booleans with ori from false.
// CHECK-LABEL: func.func @any_dim
// CHECK:       %[[F:.*]] = arith.constant false
// CHECK:       linalg.fill ins(%[[F]] : i1)
// CHECK:       arith.ori %{{.*}}, %{{.*}} : i1
func.func @any_dim(%a: !torch.vtensor<[3,4],i1>) -> !torch.vtensor<[3],i1> {
  %int1 = torch.constant.int 1
  %false = torch.constant.bool false
  %0 = torch.aten.any.dim %a, %int1, %false : !torch.vtensor<[3,4],i1>, !torch.int, !torch.bool -> !torch.vtensor<[3],i1>
  return %0 : !torch.vtensor<[3],i1>
}

// -----

// argmax carries the best value and its index through two outputs.
// CHECK-LABEL: func.func @argmax
// CHECK:       linalg.generic {{.*}} outs(%{{.*}}, %{{.*}} : tensor<3xf32>, tensor<3xi64>)
// CHECK:         linalg.index 1 : index
// CHECK:         arith.cmpf ogt
// CHECK:         arith.select
// CHECK:         arith.select
func.func @argmax(%a: !torch.vtensor<[3,4],f32>) -> !torch.vtensor<[3],si64> {
  %int1 = torch.constant.int 1
  %false = torch.constant.bool false
  %0 = torch.aten.argmax %a, %int1, %false : !torch.vtensor<[3,4],f32>, !torch.int, !torch.bool -> !torch.vtensor<[3],si64>
  return %0 : !torch.vtensor<[3],si64>
}
