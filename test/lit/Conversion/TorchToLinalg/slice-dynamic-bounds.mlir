// slice.Tensor whose start or end is an int known only at run time (a
// dynamic sequence length, as GPT-2 with a dynamic sequence exports it):
// the bound is normalized at run time (negative wraps, then clamps to the
// size), and the interpreter checks the lowering on random sizes.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --pass-pipeline='builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-loops)' -split-input-file -o /dev/null

// CHECK-LABEL: func.func @dynamic_end
// CHECK:         %[[M:.*]] = arith.subi {{.*}} : i64
// CHECK:         %[[I:.*]] = arith.index_cast %[[M]] : i64 to index
// CHECK:         %[[NEG:.*]] = arith.cmpi slt, %[[I]]
// CHECK:         arith.select %[[NEG]]
// CHECK:         tensor.extract_slice
func.func @dynamic_end(%x: !torch.vtensor<[1,?],si64>) -> !torch.vtensor<[1,?],si64> {
  %int1 = torch.constant.int 1
  %int-1 = torch.constant.int -1
  %n = torch.aten.size.int %x, %int1 : !torch.vtensor<[1,?],si64>, !torch.int -> !torch.int
  %m = torch.aten.sub.int %n, %int1 : !torch.int, !torch.int -> !torch.int
  %0 = torch.aten.slice.Tensor %x, %int-1, %int1, %m, %int1 : !torch.vtensor<[1,?],si64>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,?],si64>
  return %0 : !torch.vtensor<[1,?],si64>
}

// -----

// A negative start known at run time wraps around; a step of 2.
// CHECK-LABEL: func.func @dynamic_negative_start
// CHECK:         arith.select
// CHECK:         tensor.extract_slice {{.*}} [2, 1]
func.func @dynamic_negative_start(%x: !torch.vtensor<[?,4],f32>) -> !torch.vtensor<[?,4],f32> {
  %int0 = torch.constant.int 0
  %int2 = torch.constant.int 2
  %n = torch.aten.size.int %x, %int0 : !torch.vtensor<[?,4],f32>, !torch.int -> !torch.int
  %s = torch.aten.sub.int %int2, %n : !torch.int, !torch.int -> !torch.int
  %none = torch.constant.none
  %0 = torch.aten.slice.Tensor %x, %int0, %s, %none, %int2 : !torch.vtensor<[?,4],f32>, !torch.int, !torch.int, !torch.none, !torch.int -> !torch.vtensor<[?,4],f32>
  return %0 : !torch.vtensor<[?,4],f32>
}
