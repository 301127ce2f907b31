// RUN: strata-opt %s -split-input-file | FileCheck %s
// RUN: strata-opt %s -split-input-file --torch-refine-types | FileCheck %s --check-prefix=REFINE

// Shape functions never reject a valid program: where what PyTorch
// produces depends on the device, on a dtype or rank the types leave
// unknown, or on an operand that is not a constant, they infer less and
// the verifier accepts every type PyTorch could give.

// select.int with a dim and an index that are not constants.
// CHECK-LABEL: func.func @select_dynamic
func.func @select_dynamic(%a: !torch.vtensor<[?,3],unk>, %d: !torch.int, %i: !torch.int) -> (!torch.vtensor, !torch.vtensor<[3],unk>, !torch.vtensor<[?],f32>) {
  // CHECK: torch.aten.select.int %arg0, %arg1, %arg2 : !torch.vtensor<[?,3],unk>, !torch.int, !torch.int -> !torch.vtensor
  %0 = torch.aten.select.int %a, %d, %i : !torch.vtensor<[?,3],unk>, !torch.int, !torch.int -> !torch.vtensor
  %int0 = torch.constant.int 0
  %1 = torch.aten.select.int %a, %int0, %i : !torch.vtensor<[?,3],unk>, !torch.int, !torch.int -> !torch.vtensor<[3],unk>
  %2 = torch.aten.select.int %a, %d, %i : !torch.vtensor<[?,3],unk>, !torch.int, !torch.int -> !torch.vtensor<[?],f32>
  return %0, %1, %2 : !torch.vtensor, !torch.vtensor<[3],unk>, !torch.vtensor<[?],f32>
}

// -----

// full with a size list that is not a ListConstruct and a fill value that
// may be an int or a float.
// CHECK-LABEL: func.func @full_dynamic
// REFINE-LABEL: func.func @full_dynamic
func.func @full_dynamic(%s: !torch.list<int>, %v: !torch.number) -> !torch.vtensor {
  %none = torch.constant.none
  // CHECK: torch.aten.full %arg0, %arg1
  // REFINE: torch.aten.full {{.*}} -> !torch.vtensor{{$}}
  %0 = torch.aten.full %s, %v, %none, %none, %none, %none : !torch.list<int>, !torch.number, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor
  return %0 : !torch.vtensor
}

// -----

// Unranked and unknown-dtype operands.
// CHECK-LABEL: func.func @unknowns
func.func @unknowns(%a: !torch.vtensor<*,f32>, %b: !torch.vtensor<[2],unk>, %c: !torch.vtensor) -> (!torch.vtensor<*,f32>, !torch.vtensor<[2],f64>) {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Tensor %a, %b, %int1 : !torch.vtensor<*,f32>, !torch.vtensor<[2],unk>, !torch.int -> !torch.vtensor<*,f32>
  %1 = torch.aten.mul.Tensor %b, %c : !torch.vtensor<[2],unk>, !torch.vtensor -> !torch.vtensor<[2],f64>
  return %0, %1 : !torch.vtensor<*,f32>, !torch.vtensor<[2],f64>
}

// -----

// arange with a bound that may be an int or a float: the dtype is unknown.
// CHECK-LABEL: func.func @arange_number
// REFINE-LABEL: func.func @arange_number
func.func @arange_number(%s: !torch.number, %e: !torch.int) -> (!torch.vtensor<[?],si64>, !torch.vtensor) {
  %none = torch.constant.none
  %int1 = torch.constant.int 1
  %0 = torch.aten.arange.start_step %s, %e, %int1, %none, %none, %none, %none : !torch.number, !torch.int, !torch.int, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?],si64>
  // REFINE: torch.aten.arange.start_step {{.*}} -> !torch.vtensor<[?],unk>
  %1 = torch.aten.arange.start_step %s, %e, %int1, %none, %none, %none, %none : !torch.number, !torch.int, !torch.int, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor
  return %0, %1 : !torch.vtensor<[?],si64>, !torch.vtensor
}

// -----

// Batch norm statistics: [0] on CPU, the running statistics (f32 for a
// bf16 input) on CUDA.
// CHECK-LABEL: func.func @batch_norm_stats
// REFINE-LABEL: func.func @batch_norm_stats
func.func @batch_norm_stats(%x: !torch.vtensor<[2,3,4],bf16>, %m: !torch.vtensor<[3],f32>, %v: !torch.vtensor<[3],f32>, %y: !torch.vtensor<[2,3,4],f32>) -> (!torch.vtensor<[3],f32>, !torch.vtensor<[0],f32>, !torch.vtensor) {
  %none = torch.constant.none
  %f = torch.constant.float 1.000000e-01
  %0:3 = torch.aten._native_batch_norm_legit_no_training %x, %none, %none, %m, %v, %f, %f : !torch.vtensor<[2,3,4],bf16>, !torch.none, !torch.none, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.float, !torch.float -> !torch.vtensor<[2,3,4],bf16>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>
  %1:3 = torch.aten._native_batch_norm_legit_no_training %y, %none, %none, %m, %v, %f, %f : !torch.vtensor<[2,3,4],f32>, !torch.none, !torch.none, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.float, !torch.float -> !torch.vtensor<[2,3,4],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32>
  // REFINE: torch.aten._native_batch_norm_legit_no_training {{.*}} -> !torch.vtensor<[2,3,4],f32>, !torch.vtensor<[?],f32>, !torch.vtensor<[?],f32>
  %2:3 = torch.aten._native_batch_norm_legit_no_training %y, %none, %none, %m, %v, %f, %f : !torch.vtensor<[2,3,4],f32>, !torch.none, !torch.none, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.float, !torch.float -> !torch.vtensor, !torch.vtensor, !torch.vtensor
  return %0#1, %1#1, %2#1 : !torch.vtensor<[3],f32>, !torch.vtensor<[0],f32>, !torch.vtensor
}

// -----

// Layer norm statistics of a bf16 input are f32 on CUDA.
// CHECK-LABEL: func.func @layer_norm_stats
func.func @layer_norm_stats(%x: !torch.vtensor<[2,4],bf16>) -> !torch.vtensor<[2,1],f32> {
  %none = torch.constant.none
  %int4 = torch.constant.int 4
  %l = torch.prim.ListConstruct %int4 : (!torch.int) -> !torch.list<int>
  %f = torch.constant.float 1.000000e-05
  %0:3 = torch.aten.native_layer_norm %x, %l, %none, %none, %f : !torch.vtensor<[2,4],bf16>, !torch.list<int>, !torch.none, !torch.none, !torch.float -> !torch.vtensor<[2,4],bf16>, !torch.vtensor<[2,1],f32>, !torch.vtensor<[2,1],f32>
  return %0#1 : !torch.vtensor<[2,1],f32>
}

// -----

// abs, var and std of complex tensors are real; any and all keep uint8.
// CHECK-LABEL: func.func @real_results
// REFINE-LABEL: func.func @real_results
func.func @real_results(%x: !torch.vtensor<[2],complex<f32>>, %u: !torch.vtensor<[2],ui8>) -> (!torch.vtensor<[2],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[],ui8>) {
  %true = torch.constant.bool true
  %0 = torch.aten.abs %x : !torch.vtensor<[2],complex<f32>> -> !torch.vtensor<[2],f32>
  %1 = torch.aten.var %x, %true : !torch.vtensor<[2],complex<f32>>, !torch.bool -> !torch.vtensor<[],f32>
  // REFINE: torch.aten.any %arg1 : !torch.vtensor<[2],ui8> -> !torch.vtensor<[],ui8>
  %2 = torch.aten.any %u : !torch.vtensor<[2],ui8> -> !torch.vtensor
  %3 = torch.tensor_static_info_cast %2 : !torch.vtensor to !torch.vtensor<[],ui8>
  return %0, %1, %3 : !torch.vtensor<[2],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[],ui8>
}
