// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file | FileCheck %s

// add.Tensor broadcasts [4] against [3,4] and scales the second operand by alpha.
// CHECK-DAG: #[[BCAST:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @add_broadcast_alpha
// CHECK:       %[[A:.*]] = torch_c.to_builtin_tensor %arg0 : !torch.vtensor<[3,4],f32> -> tensor<3x4xf32>
// CHECK:       %[[B:.*]] = torch_c.to_builtin_tensor %arg1 : !torch.vtensor<[4],f32> -> tensor<4xf32>
// CHECK:       %[[E:.*]] = tensor.empty() : tensor<3x4xf32>
// CHECK:       linalg.generic {indexing_maps = [#[[ID]], #[[BCAST]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%[[A]], %[[B]] : tensor<3x4xf32>, tensor<4xf32>) outs(%[[E]] : tensor<3x4xf32>)
// CHECK:       ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: f32):
// CHECK:         %[[ALPHA:.*]] = arith.sitofp %{{.*}} : i64 to f32
// CHECK:         %[[S:.*]] = arith.mulf %[[Y]], %[[ALPHA]] : f32
// CHECK:         %[[R:.*]] = arith.addf %[[X]], %[[S]] : f32
// CHECK:         linalg.yield %[[R]] : f32
// CHECK:       torch_c.from_builtin_tensor
func.func @add_broadcast_alpha(%a: !torch.vtensor<[3,4],f32>, %b: !torch.vtensor<[4],f32>) -> !torch.vtensor<[3,4],f32> {
  %int2 = torch.constant.int 2
  %0 = torch.aten.add.Tensor %a, %b, %int2 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[3,4],f32>
  return %0 : !torch.vtensor<[3,4],f32>
}

// -----

// A dynamic dim is assumed not to broadcast and checked at run time.
// CHECK-LABEL: func.func @mul_dynamic
// CHECK:       %[[D0:.*]] = tensor.dim %[[A:.*]], %{{.*}} : tensor<?x4xf32>
// CHECK:       %[[D1:.*]] = tensor.dim %[[B:.*]], %{{.*}} : tensor<?x4xf32>
// CHECK:       %[[EQ:.*]] = arith.cmpi eq, %[[D1]], %[[D0]] : index
// CHECK:       cf.assert %[[EQ]], "mismatched size for broadcast"
// CHECK:       tensor.empty(%[[D0]]) : tensor<?x4xf32>
// CHECK:       arith.mulf
func.func @mul_dynamic(%a: !torch.vtensor<[?,4],f32>, %b: !torch.vtensor<[?,4],f32>) -> !torch.vtensor<[?,4],f32> {
  %0 = torch.aten.mul.Tensor %a, %b : !torch.vtensor<[?,4],f32>, !torch.vtensor<[?,4],f32> -> !torch.vtensor<[?,4],f32>
  return %0 : !torch.vtensor<[?,4],f32>
}

// -----

// Type promotion: an int tensor divided by a float scalar computes in f32.
// CHECK-LABEL: func.func @div_int_by_float
// CHECK:       %[[S:.*]] = arith.constant 2.500000e+00 : f64
// CHECK:       linalg.generic
// CHECK:       ^bb0(%[[X:.*]]: i64, %{{.*}}: f32):
// CHECK:         %[[XF:.*]] = arith.sitofp %[[X]] : i64 to f32
// CHECK:         %[[SF:.*]] = arith.truncf %[[S]] : f64 to f32
// CHECK:         arith.divf %[[XF]], %[[SF]] : f32
func.func @div_int_by_float(%a: !torch.vtensor<[4],si64>) -> !torch.vtensor<[4],f32> {
  %float = torch.constant.float 2.500000e+00
  %0 = torch.aten.div.Scalar %a, %float : !torch.vtensor<[4],si64>, !torch.float -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}

// -----

// CHECK-LABEL: func.func @compare_where
// CHECK:       arith.cmpf ogt
// CHECK:       linalg.generic
// CHECK:       arith.select
func.func @compare_where(%a: !torch.vtensor<[4],f32>, %b: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %float0 = torch.constant.float 0.000000e+00
  %0 = torch.aten.gt.Scalar %a, %float0 : !torch.vtensor<[4],f32>, !torch.float -> !torch.vtensor<[4],i1>
  %1 = torch.aten.where.self %0, %a, %b : !torch.vtensor<[4],i1>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  return %1 : !torch.vtensor<[4],f32>
}

// -----

// CHECK-LABEL: func.func @unary_family
// CHECK:       arith.maximumf
// CHECK:       math.tanh
// CHECK:       math.exp
// CHECK:       arith.divf
// CHECK:       math.erf
// CHECK:       math.rsqrt
// CHECK:       arith.negf
// CHECK:       math.absf
func.func @unary_family(%a: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %str = torch.constant.str "none"
  %0 = torch.aten.relu %a : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  %1 = torch.aten.tanh %0 : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  %2 = torch.aten.sigmoid %1 : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  %3 = torch.aten.gelu %2, %str : !torch.vtensor<[4],f32>, !torch.str -> !torch.vtensor<[4],f32>
  %4 = torch.aten.rsqrt %3 : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  %5 = torch.aten.neg %4 : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  %6 = torch.aten.abs %5 : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  return %6 : !torch.vtensor<[4],f32>
}

// -----

// clamp keeps NaN (select on the comparison) and casts its bounds.
// CHECK-LABEL: func.func @clamp_cast
// CHECK:       arith.cmpf olt
// CHECK:       arith.select
// CHECK:       arith.cmpf ogt
// CHECK:       arith.select
// CHECK:       arith.fptosi %{{.*}} : f32 to i32
func.func @clamp_cast(%a: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],si32> {
  %float0 = torch.constant.float 0.000000e+00
  %float6 = torch.constant.float 6.000000e+00
  %int3 = torch.constant.int 3
  %false = torch.constant.bool false
  %none = torch.constant.none
  %0 = torch.aten.clamp %a, %float0, %float6 : !torch.vtensor<[4],f32>, !torch.float, !torch.float -> !torch.vtensor<[4],f32>
  %1 = torch.aten.to.dtype %0, %int3, %false, %false, %none : !torch.vtensor<[4],f32>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[4],si32>
  return %1 : !torch.vtensor<[4],si32>
}

// -----

// CHECK-LABEL: func.func @logical_not
// CHECK:       arith.xori %{{.*}}, %{{.*}} : i1
func.func @logical_not(%a: !torch.vtensor<[4],i1>) -> !torch.vtensor<[4],i1> {
  %0 = torch.aten.logical_not %a : !torch.vtensor<[4],i1> -> !torch.vtensor<[4],i1>
  return %0 : !torch.vtensor<[4],i1>
}
