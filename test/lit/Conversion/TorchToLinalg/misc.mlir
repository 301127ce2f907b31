// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file | FileCheck %s

// embedding reads the table with tensor.extract at the index element.
// CHECK-LABEL: func.func @embedding
// CHECK:       linalg.generic {{.*}} ins(%{{.*}} : tensor<2x3xi64>) outs(%{{.*}} : tensor<2x3x8xf32>)
// CHECK:       ^bb0(%[[I:.*]]: i64, %{{.*}}: f32):
// CHECK:         %[[IX:.*]] = arith.index_cast %[[I]] : i64 to index
// CHECK:         %[[J:.*]] = linalg.index 2 : index
// CHECK:         tensor.extract %{{.*}}{{\[}}%[[IX]], %[[J]]] : tensor<10x8xf32>
func.func @embedding(%w: !torch.vtensor<[10,8],f32>, %i: !torch.vtensor<[2,3],si64>) -> !torch.vtensor<[2,3,8],f32> {
  %int-1 = torch.constant.int -1
  %false = torch.constant.bool false
  %0 = torch.aten.embedding %w, %i, %int-1, %false, %false : !torch.vtensor<[10,8],f32>, !torch.vtensor<[2,3],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[2,3,8],f32>
  return %0 : !torch.vtensor<[2,3,8],f32>
}

// -----

// CHECK-LABEL: func.func @gather
// CHECK:       ^bb0(%[[I:.*]]: i64, %{{.*}}: f32):
// CHECK:         %[[R:.*]] = linalg.index 0 : index
// CHECK:         %[[C:.*]] = arith.index_cast %[[I]] : i64 to index
// CHECK:         tensor.extract %{{.*}}{{\[}}%[[R]], %[[C]]] : tensor<3x5xf32>
func.func @gather(%x: !torch.vtensor<[3,5],f32>, %i: !torch.vtensor<[3,2],si64>) -> !torch.vtensor<[3,2],f32> {
  %int1 = torch.constant.int 1
  %false = torch.constant.bool false
  %0 = torch.aten.gather %x, %int1, %i, %false : !torch.vtensor<[3,5],f32>, !torch.int, !torch.vtensor<[3,2],si64>, !torch.bool -> !torch.vtensor<[3,2],f32>
  return %0 : !torch.vtensor<[3,2],f32>
}

// -----

// CHECK-LABEL: func.func @index_select
// CHECK:       linalg.generic {{.*}} ins(%{{.*}} : tensor<2xi64>) outs(%{{.*}} : tensor<2x5xf32>)
// CHECK:         tensor.extract
func.func @index_select(%x: !torch.vtensor<[3,5],f32>, %i: !torch.vtensor<[2],si64>) -> !torch.vtensor<[2,5],f32> {
  %int0 = torch.constant.int 0
  %0 = torch.aten.index_select %x, %int0, %i : !torch.vtensor<[3,5],f32>, !torch.int, !torch.vtensor<[2],si64> -> !torch.vtensor<[2,5],f32>
  return %0 : !torch.vtensor<[2,5],f32>
}

// -----

// arange(start, end, step) in i64: start + i * step.
// CHECK-LABEL: func.func @arange
// CHECK:       linalg.generic {{.*}} outs(%{{.*}} : tensor<4xi64>)
// CHECK:         linalg.index 0 : index
// CHECK:         arith.muli
// CHECK:         arith.addi
func.func @arange() -> !torch.vtensor<[4],si64> {
  %int1 = torch.constant.int 1
  %int9 = torch.constant.int 9
  %int2 = torch.constant.int 2
  %none = torch.constant.none
  %0 = torch.aten.arange.start_step %int1, %int9, %int2, %none, %none, %none, %none : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[4],si64>
  return %0 : !torch.vtensor<[4],si64>
}

// -----

// CHECK-LABEL: func.func @full_like
// CHECK:       %[[V:.*]] = arith.constant -1.000000e+00 : f64
// CHECK:       %[[E:.*]] = tensor.empty(%{{.*}}) : tensor<?x3xf32>
// CHECK:       %[[T:.*]] = arith.truncf %[[V]] : f64 to f32
// CHECK:       linalg.fill ins(%[[T]] : f32) outs(%[[E]] : tensor<?x3xf32>)
func.func @full_like(%a: !torch.vtensor<[?,3],f32>) -> !torch.vtensor<[?,3],f32> {
  %float = torch.constant.float -1.000000e+00
  %none = torch.constant.none
  %0 = torch.aten.full_like %a, %float, %none, %none, %none, %none, %none : !torch.vtensor<[?,3],f32>, !torch.float, !torch.none, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,3],f32>
  return %0 : !torch.vtensor<[?,3],f32>
}

// -----

// CHECK-LABEL: func.func @constant_pad
// CHECK:       tensor.pad %{{.*}} low[0, 1] high[0, 2]
// CHECK:       } : tensor<2x3xf32> to tensor<2x6xf32>
func.func @constant_pad(%a: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,6],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %float0 = torch.constant.float 0.000000e+00
  %0 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.constant_pad_nd %a, %0, %float0 : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.float -> !torch.vtensor<[2,6],f32>
  return %1 : !torch.vtensor<[2,6],f32>
}

// -----

// CHECK-LABEL: func.func @num_to_tensor
// CHECK:       linalg.fill ins(%{{.*}} : i64) outs(%{{.*}} : tensor<i64>)
func.func @num_to_tensor() -> !torch.vtensor<[],si64> {
  %int7 = torch.constant.int 7
  %0 = torch.prim.NumToTensor.Scalar %int7 : !torch.int -> !torch.vtensor<[],si64>
  return %0 : !torch.vtensor<[],si64>
}

// -----

// Integer arithmetic on sizes (a dynamic batch times a static dim) becomes
// arith on i64.
// CHECK-LABEL: func.func @size_arith
// CHECK:         %[[D:.*]] = tensor.dim
// CHECK:         %[[B:.*]] = arith.index_cast %[[D]] : index to i64
// CHECK:         %[[M:.*]] = arith.muli %[[B]], %{{.*}} : i64
// CHECK:         %[[A:.*]] = arith.addi %[[M]], %{{.*}} : i64
// CHECK:         %[[S:.*]] = arith.subi %[[A]], %{{.*}} : i64
// CHECK:         arith.floordivsi %[[S]], %{{.*}} : i64
func.func @size_arith(%x: !torch.vtensor<[?,16],f32>) -> !torch.int {
  %int0 = torch.constant.int 0
  %int16 = torch.constant.int 16
  %int2 = torch.constant.int 2
  %b = torch.aten.size.int %x, %int0 : !torch.vtensor<[?,16],f32>, !torch.int -> !torch.int
  %m = torch.aten.mul.int %b, %int16 : !torch.int, !torch.int -> !torch.int
  %a = torch.aten.add.int %m, %int2 : !torch.int, !torch.int -> !torch.int
  %s = torch.aten.sub.int %a, %int2 : !torch.int, !torch.int -> !torch.int
  %d = torch.aten.floordiv.int %s, %int2 : !torch.int, !torch.int -> !torch.int
  return %d : !torch.int
}
