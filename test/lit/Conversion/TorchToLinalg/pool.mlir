// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file | FileCheck %s

// Poolings the named ops do not cover are one linalg.generic over
// (leading dims, output positions, window offsets); an unread tensor.empty
// sizes the window loops. The body reads the input at the window
// element's position clamped into the input and skips the elements
// outside it.

// Max pooling with its indices: (value, index) outputs filled with -inf
// and -1; an element in the input replaces them when greater, NaN, or
// the first taken. The index is h * W + w.
// CHECK-DAG:   #[[WIN:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// CHECK-DAG:   #[[OUT:map[0-9]*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @max_pool2d_with_indices(
// CHECK:       %[[W:.*]] = tensor.empty() : tensor<3x3xf32>
// CHECK:       %[[NINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK:       %[[V0:.*]] = linalg.fill ins(%[[NINF]] : f32) outs(%{{.*}} : tensor<1x2x3x3xf32>)
// CHECK:       %[[M1:.*]] = arith.constant -1 : i64
// CHECK:       %[[I0:.*]] = linalg.fill ins(%[[M1]] : i64) outs(%{{.*}} : tensor<1x2x3x3xi64>)
// CHECK:       %[[R:.*]]:2 = linalg.generic {indexing_maps = [#[[WIN]], #[[OUT]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%[[W]] : tensor<3x3xf32>) outs(%[[V0]], %[[I0]] : tensor<1x2x3x3xf32>, tensor<1x2x3x3xi64>)
// CHECK:       ^bb0(%{{.*}}: f32, %[[BEST:.*]]: f32, %[[BI:.*]]: i64):
// CHECK:         %[[OH:.*]] = linalg.index 2 : index
// CHECK:         %[[KH:.*]] = linalg.index 4 : index
// CHECK:         %[[A:.*]] = arith.muli %[[OH]], %c2
// CHECK:         %[[B:.*]] = arith.addi %[[A]], %[[KH]]
// CHECK:         %[[H:.*]] = arith.addi %[[B]], %c-1
// CHECK:         arith.cmpi sge, %[[H]]
// CHECK:         arith.cmpi slt, %[[H]], %c6
// CHECK:         %[[E:.*]] = tensor.extract
// CHECK:         %[[GT:.*]] = arith.cmpf ogt, %[[E]], %[[BEST]] : f32
// CHECK:         %[[NAN:.*]] = arith.cmpf uno, %[[E]], %[[E]] : f32
// CHECK:         %[[GT2:.*]] = arith.ori %[[GT]], %[[NAN]] : i1
// CHECK:         %[[FIRST:.*]] = arith.cmpi eq, %[[BI]], %{{.*}} : i64
// CHECK:         %[[TAKE0:.*]] = arith.ori %[[GT2]], %[[FIRST]] : i1
// CHECK:         %[[TAKE:.*]] = arith.andi %{{.*}}, %[[TAKE0]] : i1
// CHECK:         %[[V:.*]] = arith.select %[[TAKE]], %[[E]], %[[BEST]] : f32
// CHECK:         %[[I:.*]] = arith.select %[[TAKE]], %{{.*}}, %[[BI]] : i64
// CHECK:         linalg.yield %[[V]], %[[I]] : f32, i64
// CHECK:       return %{{.*}}, %{{.*}} : !torch.vtensor<[1,2,3,3],f32>, !torch.vtensor<[1,2,3,3],si64>
func.func @max_pool2d_with_indices(%x: !torch.vtensor<[1,2,6,6],f32>) -> (!torch.vtensor<[1,2,3,3],f32>, !torch.vtensor<[1,2,3,3],si64>) {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %false = torch.constant.bool false
  %k = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %s = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0:2 = torch.aten.max_pool2d_with_indices %x, %k, %s, %p, %d, %false : !torch.vtensor<[1,2,6,6],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,2,3,3],f32>, !torch.vtensor<[1,2,3,3],si64>
  return %0#0, %0#1 : !torch.vtensor<[1,2,3,3],f32>, !torch.vtensor<[1,2,3,3],si64>
}

// -----

// Dynamic sizes in ceil mode: a last window starting past the input is
// dropped with an arith.select on the window count.
// CHECK-LABEL: func.func @max_pool2d_with_indices_dynamic_ceil(
// CHECK:       %[[H:.*]] = tensor.dim %{{.*}}, %c2
// CHECK:       %[[A:.*]] = arith.addi %[[H]], %c-2
// CHECK:       %[[B:.*]] = arith.ceildivsi %[[A]], %c2
// CHECK:       %[[O:.*]] = arith.addi %[[B]], %c1
// CHECK:       %[[P:.*]] = arith.addi %[[O]], %c-1
// CHECK:       %[[S:.*]] = arith.muli %[[P]], %c2
// CHECK:       %[[PAST:.*]] = arith.cmpi sge, %[[S]], %[[H]]
// CHECK:       %[[OH:.*]] = arith.select %[[PAST]], %[[P]], %[[O]]
// CHECK:       tensor.empty(%{{.*}}, %{{.*}}, %[[OH]], %{{.*}}) : tensor<?x?x?x?xi64>
// CHECK:       linalg.generic
func.func @max_pool2d_with_indices_dynamic_ceil(%x: !torch.vtensor<[?,?,?,?],f32>) -> !torch.vtensor<[?,?,?,?],si64> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %true = torch.constant.bool true
  %k = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %s = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0:2 = torch.aten.max_pool2d_with_indices %x, %k, %s, %p, %d, %true : !torch.vtensor<[?,?,?,?],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[?,?,?,?],f32>, !torch.vtensor<[?,?,?,?],si64>
  return %0#1 : !torch.vtensor<[?,?,?,?],si64>
}

// -----

// CHECK-LABEL: func.func @max_pool1d(
// CHECK:       linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%{{.*}} : tensor<3xf32>) outs(%{{.*}}, %{{.*}} : tensor<2x3x3xf32>, tensor<2x3x3xi64>)
func.func @max_pool1d(%x: !torch.vtensor<[2,3,9],f32>) -> !torch.vtensor<[2,3,3],f32> {
  %int0 = torch.constant.int 0
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %false = torch.constant.bool false
  %k = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
  %s = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %dl = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.max_pool1d %x, %k, %s, %p, %dl, %false : !torch.vtensor<[2,3,9],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[2,3,3],f32>
  return %0 : !torch.vtensor<[2,3,3],f32>
}

// -----

// An unbatched input: one leading dim.
// CHECK-LABEL: func.func @max_pool3d_with_indices(
// CHECK:       linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%{{.*}} : tensor<2x2x2xf32>) outs(%{{.*}}, %{{.*}} : tensor<2x3x3x3xf32>, tensor<2x3x3x3xi64>)
func.func @max_pool3d_with_indices(%x: !torch.vtensor<[2,4,5,5],f32>) -> (!torch.vtensor<[2,3,3,3],f32>, !torch.vtensor<[2,3,3,3],si64>) {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %false = torch.constant.bool false
  %k = torch.prim.ListConstruct %int2, %int2, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %s = torch.prim.ListConstruct %int2, %int2, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %0:2 = torch.aten.max_pool3d_with_indices %x, %k, %s, %p, %d, %false : !torch.vtensor<[2,4,5,5],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[2,3,3,3],f32>, !torch.vtensor<[2,3,3,3],si64>
  return %0#0, %0#1 : !torch.vtensor<[2,3,3,3],f32>, !torch.vtensor<[2,3,3,3],si64>
}

// -----

// An average that does not count the padding: the window sums, then a
// division by the window clipped to the input, computed from the
// position.
// CHECK-LABEL: func.func @avg_pool2d_no_pad_count(
// CHECK:       %[[SUM:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
// CHECK:         arith.select
// CHECK:         arith.addf
// CHECK:       linalg.generic {{.*}} ins(%[[SUM]] : tensor<1x2x3x3xf32>)
// CHECK:         %[[OH:.*]] = linalg.index 2 : index
// CHECK:         %[[A:.*]] = arith.muli %[[OH]], %c2
// CHECK:         %[[START:.*]] = arith.addi %[[A]], %c-1
// CHECK:         %[[B:.*]] = arith.addi %[[START]], %c3
// CHECK:         %[[END:.*]] = arith.minsi %[[B]], %{{.*}}
// CHECK:         %[[CS:.*]] = arith.maxsi %[[START]], %{{.*}}
// CHECK:         %[[CE:.*]] = arith.minsi %[[END]], %{{.*}}
// CHECK:         arith.subi %[[CE]], %[[CS]]
// CHECK:         arith.sitofp
// CHECK:         arith.divf
func.func @avg_pool2d_no_pad_count(%x: !torch.vtensor<[1,2,5,5],f32>) -> !torch.vtensor<[1,2,3,3],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %false = torch.constant.bool false
  %none = torch.constant.none
  %k = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %s = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.avg_pool2d %x, %k, %s, %p, %false, %false, %none : !torch.vtensor<[1,2,5,5],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[1,2,3,3],f32>
  return %0 : !torch.vtensor<[1,2,3,3],f32>
}

// -----

// divisor_override: a constant divisor.
// CHECK-LABEL: func.func @avg_pool2d_divisor(
// CHECK:       %[[SUM:.*]] = linalg.generic
// CHECK:       %[[D:.*]] = arith.constant 3.000000e+00 : f32
// CHECK:       linalg.generic {{.*}} ins(%[[SUM]] : tensor<1x2x2x2xf32>)
// CHECK-NEXT:  ^bb0(%[[S:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:    %[[Q:.*]] = arith.divf %[[S]], %[[D]] : f32
// CHECK-NEXT:    linalg.yield %[[Q]]
func.func @avg_pool2d_divisor(%x: !torch.vtensor<[1,2,4,4],f32>) -> !torch.vtensor<[1,2,2,2],f32> {
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int0 = torch.constant.int 0
  %false = torch.constant.bool false
  %true = torch.constant.bool true
  %k = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.avg_pool2d %x, %k, %k, %p, %false, %true, %int3 : !torch.vtensor<[1,2,4,4],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.int -> !torch.vtensor<[1,2,2,2],f32>
  return %0 : !torch.vtensor<[1,2,2,2],f32>
}

// -----

// CHECK-LABEL: func.func @avg_pool1d_ceil(
// CHECK:       %[[SUM:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<2x3x3xf32>)
// CHECK:       linalg.generic {{.*}} ins(%[[SUM]] : tensor<2x3x3xf32>)
func.func @avg_pool1d_ceil(%x: !torch.vtensor<[2,3,8],f32>) -> !torch.vtensor<[2,3,3],f32> {
  %int1 = torch.constant.int 1
  %int3 = torch.constant.int 3
  %true = torch.constant.bool true
  %k = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.avg_pool1d %x, %k, %k, %p, %true, %true : !torch.vtensor<[2,3,8],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool -> !torch.vtensor<[2,3,3],f32>
  return %0 : !torch.vtensor<[2,3,3],f32>
}

// -----

// CHECK-LABEL: func.func @avg_pool3d(
// CHECK:       linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%{{.*}} : tensor<2x2x2xf32>) outs(%{{.*}} : tensor<1x1x2x2x2xf32>)
func.func @avg_pool3d(%x: !torch.vtensor<[1,1,4,4,4],f32>) -> !torch.vtensor<[1,1,2,2,2],f32> {
  %int0 = torch.constant.int 0
  %int2 = torch.constant.int 2
  %false = torch.constant.bool false
  %true = torch.constant.bool true
  %none = torch.constant.none
  %k = torch.prim.ListConstruct %int2, %int2, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0, %int0, %int0 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.avg_pool3d %x, %k, %k, %p, %false, %true, %none : !torch.vtensor<[1,1,4,4,4],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[1,1,2,2,2],f32>
  return %0 : !torch.vtensor<[1,1,2,2,2],f32>
}

// -----

// Adaptive windows not tiling the input: output o of a dim of size H
// pools [floor(o*H/OH), ceil((o+1)*H/OH)); the window loops run over the
// largest window (3 for 7 -> 3 and for 5 -> 2).
// CHECK-LABEL: func.func @adaptive_avg_pool2d_uneven(
// CHECK:       %[[W:.*]] = tensor.empty() : tensor<3x3xf32>
// CHECK:       %[[SUM:.*]] = linalg.generic {{.*}} ins(%[[W]] : tensor<3x3xf32>) outs(%{{.*}} : tensor<1x2x3x2xf32>)
// CHECK:         %[[O:.*]] = linalg.index 2 : index
// CHECK:         %[[K:.*]] = linalg.index 4 : index
// CHECK:         %[[A:.*]] = arith.muli %[[O]], %c7
// CHECK:         %[[START:.*]] = arith.divsi %[[A]], %c3
// CHECK:         %[[O1:.*]] = arith.addi %[[O]], %c1
// CHECK:         %[[B:.*]] = arith.muli %[[O1]], %c7
// CHECK:         %[[END:.*]] = arith.ceildivsi %[[B]], %c3
// CHECK:         %[[H:.*]] = arith.addi %[[START]], %[[K]]
// CHECK:         arith.cmpi slt, %[[H]], %[[END]]
// CHECK:       linalg.generic {{.*}} ins(%[[SUM]] : tensor<1x2x3x2xf32>)
// CHECK:         arith.divf
func.func @adaptive_avg_pool2d_uneven(%x: !torch.vtensor<[1,2,7,5],f32>) -> !torch.vtensor<[1,2,3,2],f32> {
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %os = torch.prim.ListConstruct %int3, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.adaptive_avg_pool2d %x, %os : !torch.vtensor<[1,2,7,5],f32>, !torch.list<int> -> !torch.vtensor<[1,2,3,2],f32>
  return %0 : !torch.vtensor<[1,2,3,2],f32>
}

// -----

// Dynamic input sizes: the window loops run to ceil(H/OH) + 1.
// CHECK-LABEL: func.func @adaptive_avg_pool2d_dynamic(
// CHECK:       %[[H:.*]] = tensor.dim %{{.*}}, %c2
// CHECK:       %[[W:.*]] = tensor.dim %{{.*}}, %c3
// CHECK:       %[[A:.*]] = arith.ceildivsi %[[H]], %c2
// CHECK:       %[[KH:.*]] = arith.addi %[[A]], %c1
// CHECK:       %[[B:.*]] = arith.ceildivsi %[[W]], %c2
// CHECK:       %[[KW:.*]] = arith.addi %[[B]], %c1
// CHECK:       tensor.empty(%[[KH]], %[[KW]]) : tensor<?x?xf32>
// CHECK:       linalg.generic {{.*}} outs(%{{.*}} : tensor<?x3x2x2xf32>)
func.func @adaptive_avg_pool2d_dynamic(%x: !torch.vtensor<[?,3,?,?],f32>) -> !torch.vtensor<[?,3,2,2],f32> {
  %int2 = torch.constant.int 2
  %os = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.adaptive_avg_pool2d %x, %os : !torch.vtensor<[?,3,?,?],f32>, !torch.list<int> -> !torch.vtensor<[?,3,2,2],f32>
  return %0 : !torch.vtensor<[?,3,2,2],f32>
}

// -----

// Windows of 10 -> 4: [0, 3), [2, 5), [5, 8), [7, 10).
// CHECK-LABEL: func.func @adaptive_avg_pool1d(
// CHECK:       linalg.generic {{.*}} ins(%{{.*}} : tensor<3xf32>) outs(%{{.*}} : tensor<3x4xf32>)
func.func @adaptive_avg_pool1d(%x: !torch.vtensor<[3,10],f32>) -> !torch.vtensor<[3,4],f32> {
  %int4 = torch.constant.int 4
  %os = torch.prim.ListConstruct %int4 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.adaptive_avg_pool1d %x, %os : !torch.vtensor<[3,10],f32>, !torch.list<int> -> !torch.vtensor<[3,4],f32>
  return %0 : !torch.vtensor<[3,4],f32>
}

// -----

// CHECK-LABEL: func.func @adaptive_max_pool2d(
// CHECK:       linalg.generic {{.*}} ins(%{{.*}} : tensor<3x2xf32>) outs(%{{.*}}, %{{.*}} : tensor<1x2x2x4xf32>, tensor<1x2x2x4xi64>)
// CHECK:         arith.cmpf ogt
func.func @adaptive_max_pool2d(%x: !torch.vtensor<[1,2,5,6],f32>) -> (!torch.vtensor<[1,2,2,4],f32>, !torch.vtensor<[1,2,2,4],si64>) {
  %int2 = torch.constant.int 2
  %int4 = torch.constant.int 4
  %os = torch.prim.ListConstruct %int2, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
  %0:2 = torch.aten.adaptive_max_pool2d %x, %os : !torch.vtensor<[1,2,5,6],f32>, !torch.list<int> -> !torch.vtensor<[1,2,2,4],f32>, !torch.vtensor<[1,2,2,4],si64>
  return %0#0, %0#1 : !torch.vtensor<[1,2,2,4],f32>, !torch.vtensor<[1,2,2,4],si64>
}
