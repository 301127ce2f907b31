// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @size_int_static
// CHECK-DAG: %[[C3:.*]] = torch.constant.int 3
// CHECK-DAG: %[[C2:.*]] = torch.constant.int 2
// CHECK-NOT: torch.aten.size.int
// CHECK: return %[[C2]], %[[C3]] : !torch.int, !torch.int
func.func @size_int_static(%x: !torch.vtensor<[2,3],f32>) -> (!torch.int, !torch.int) {
  %int0 = torch.constant.int 0
  %int-1 = torch.constant.int -1
  %0 = torch.aten.size.int %x, %int0 : !torch.vtensor<[2,3],f32>, !torch.int -> !torch.int
  %1 = torch.aten.size.int %x, %int-1 : !torch.vtensor<[2,3],f32>, !torch.int -> !torch.int
  return %0, %1 : !torch.int, !torch.int
}

// -----

// CHECK-LABEL: func.func @size_int_dynamic
// CHECK: torch.aten.size.int
func.func @size_int_dynamic(%x: !torch.vtensor<[?,3],f32>) -> !torch.int {
  %int0 = torch.constant.int 0
  %0 = torch.aten.size.int %x, %int0 : !torch.vtensor<[?,3],f32>, !torch.int -> !torch.int
  return %0 : !torch.int
}

// -----

// CHECK-LABEL: func.func @int_arith
// CHECK-DAG: %[[C7:.*]] = torch.constant.int 7
// CHECK-DAG: %[[CM2:.*]] = torch.constant.int -2
// CHECK-DAG: %[[T:.*]] = torch.constant.bool true
// CHECK: return %[[C7]], %[[CM2]], %[[T]] : !torch.int, !torch.int, !torch.bool
func.func @int_arith() -> (!torch.int, !torch.int, !torch.bool) {
  %int3 = torch.constant.int 3
  %int4 = torch.constant.int 4
  %int-7 = torch.constant.int -7
  %0 = torch.aten.add.int %int3, %int4 : !torch.int, !torch.int -> !torch.int
  %1 = torch.aten.floordiv.int %int-7, %int4 : !torch.int, !torch.int -> !torch.int
  %2 = torch.aten.lt.int %int3, %int4 : !torch.int, !torch.int -> !torch.bool
  return %0, %1, %2 : !torch.int, !torch.int, !torch.bool
}

// -----

// CHECK-LABEL: func.func @list_of_constants
// CHECK-DAG: %[[C2:.*]] = torch.constant.int 2
// CHECK-DAG: %[[C5:.*]] = torch.constant.int 5
// CHECK-NOT: torch.aten.len.t
// CHECK-NOT: torch.aten.__getitem__.t
// CHECK: return %[[C2]], %[[C5]] : !torch.int, !torch.int
func.func @list_of_constants() -> (!torch.int, !torch.int) {
  %int4 = torch.constant.int 4
  %int5 = torch.constant.int 5
  %int1 = torch.constant.int 1
  %l = torch.prim.ListConstruct %int4, %int5 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.len.t %l : !torch.list<int> -> !torch.int
  %1 = torch.aten.__getitem__.t %l, %int1 : !torch.list<int>, !torch.int -> !torch.int
  return %0, %1 : !torch.int, !torch.int
}

// -----

// CHECK-LABEL: func.func @num_to_tensor
// CHECK: %[[I:.*]] = torch.vtensor.literal(dense<3> : tensor<i64>) : !torch.vtensor<[],si64>
// CHECK: %[[F:.*]] = torch.vtensor.literal(dense<2.500000e-01> : tensor<f64>) : !torch.vtensor<[],f64>
// CHECK: return %[[I]], %[[F]]
func.func @num_to_tensor() -> (!torch.vtensor<[],si64>, !torch.vtensor<[],f64>) {
  %int3 = torch.constant.int 3
  %float = torch.constant.float 2.500000e-01
  %0 = torch.prim.NumToTensor.Scalar %int3 : !torch.int -> !torch.vtensor<[],si64>
  %1 = torch.prim.NumToTensor.Scalar %float : !torch.float -> !torch.vtensor<[],f64>
  return %0, %1 : !torch.vtensor<[],si64>, !torch.vtensor<[],f64>
}

// -----

// CHECK-LABEL: func.func @noop_views
// CHECK-SAME: (%[[X:.*]]: !torch.vtensor<[2,3],f32>)
// CHECK-NOT: torch.aten
// CHECK: return %[[X]], %[[X]], %[[X]], %[[X]], %[[X]]
func.func @noop_views(%x: !torch.vtensor<[2,3],f32>) -> (!torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>) {
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int6 = torch.constant.int 6
  %none = torch.constant.none
  %false = torch.constant.bool false
  %s = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int0, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.view %x, %s : !torch.vtensor<[2,3],f32>, !torch.list<int> -> !torch.vtensor<[2,3],f32>
  %1 = torch.aten.clone %0, %none : !torch.vtensor<[2,3],f32>, !torch.none -> !torch.vtensor<[2,3],f32>
  %2 = torch.aten._to_copy %1, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[2,3],f32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[2,3],f32>
  %3 = torch.aten.permute %x, %p : !torch.vtensor<[2,3],f32>, !torch.list<int> -> !torch.vtensor<[2,3],f32>
  %4 = torch.aten.expand %x, %s, %false : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[2,3],f32>
  %5 = torch.tensor_static_info_cast %x : !torch.vtensor<[2,3],f32> to !torch.vtensor<[2,3],f32>
  return %2, %3, %4, %5, %0 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>
}

// -----

// A cast that changes the dtype, a view to another shape and a view of
// dynamic sizes stay.
// CHECK-LABEL: func.func @real_views
// CHECK: torch.aten._to_copy
// CHECK: torch.aten.view
// CHECK: torch.aten.view
func.func @real_views(%x: !torch.vtensor<[2,3],f32>, %y: !torch.vtensor<[?,?],f32>) -> (!torch.vtensor<[2,3],f16>, !torch.vtensor<[3,2],f32>, !torch.vtensor<[?,?],f32>) {
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int5 = torch.constant.int 5
  %int-1 = torch.constant.int -1
  %none = torch.constant.none
  %false = torch.constant.bool false
  %s = torch.prim.ListConstruct %int3, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int3, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten._to_copy %x, %int5, %none, %none, %none, %false, %none : !torch.vtensor<[2,3],f32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[2,3],f16>
  %1 = torch.aten.view %x, %s : !torch.vtensor<[2,3],f32>, !torch.list<int> -> !torch.vtensor<[3,2],f32>
  %2 = torch.aten.view %y, %d : !torch.vtensor<[?,?],f32>, !torch.list<int> -> !torch.vtensor<[?,?],f32>
  return %0, %1, %2 : !torch.vtensor<[2,3],f16>, !torch.vtensor<[3,2],f32>, !torch.vtensor<[?,?],f32>
}

// -----

// CHECK-LABEL: func.func @contiguous_as_strided
// CHECK-SAME: (%[[X:.*]]: !torch.vtensor<[1,320,1,1],f32>)
// CHECK-NOT: torch.aten.as_strided
// CHECK: return %[[X]]
func.func @contiguous_as_strided(%x: !torch.vtensor<[1,320,1,1],f32>) -> !torch.vtensor<[1,320,1,1],f32> {
  %int1 = torch.constant.int 1
  %int320 = torch.constant.int 320
  %none = torch.constant.none
  %s = torch.prim.ListConstruct %int1, %int320, %int1, %int1 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %t = torch.prim.ListConstruct %int320, %int1, %int320, %int320 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.as_strided %x, %s, %t, %none : !torch.vtensor<[1,320,1,1],f32>, !torch.list<int>, !torch.list<int>, !torch.none -> !torch.vtensor<[1,320,1,1],f32>
  return %0 : !torch.vtensor<[1,320,1,1],f32>
}

// -----

// A constant NumToTensor an ATen op uses stays: it is a wrapped Python
// number there (si64 + 1.5 is f32), which a rank-0 literal is not.
// CHECK-LABEL: func.func @num_to_tensor_operand
// CHECK: torch.prim.NumToTensor.Scalar
// CHECK: torch.aten.add.Tensor {{.*}} -> !torch.vtensor<[3],f32>
func.func @num_to_tensor_operand(%x: !torch.vtensor<[3],si64>) -> !torch.vtensor<[3],f32> {
  %float = torch.constant.float 1.500000e+00
  %int1 = torch.constant.int 1
  %0 = torch.prim.NumToTensor.Scalar %float : !torch.float -> !torch.vtensor<[],f64>
  %1 = torch.aten.add.Tensor %x, %0, %int1 : !torch.vtensor<[3],si64>, !torch.vtensor<[],f64>, !torch.int -> !torch.vtensor<[3],f32>
  return %1 : !torch.vtensor<[3],f32>
}
