// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// TorchScript control flow and the other hand-written prim ops, with the
// types they use (!torch.LinearParams, quantized and fp4/e8m0 dtypes).

// CHECK-LABEL: func.func @if_loop(
// CHECK: %[[R:.*]] = torch.prim.If %{{.*}} -> (!torch.int) {
// CHECK-NEXT: torch.prim.If.yield %{{.*}} : !torch.int
// CHECK-NEXT: } else {
// CHECK: torch.prim.Loop %{{.*}}, %{{.*}}, init(%[[R]]) {
// CHECK-NEXT: ^bb0(%{{.*}}: !torch.int, %[[ACC:.*]]: !torch.int):
// CHECK: torch.prim.Loop.condition %{{.*}}, iter(%{{.*}} : !torch.int)
// CHECK-NEXT: } : (!torch.int, !torch.bool, !torch.int) -> !torch.int
// CHECK: torch.prim.If %{{.*}} -> () {
func.func @if_loop(%c: !torch.bool, %n: !torch.int) -> !torch.int {
  %0 = torch.prim.If %c -> (!torch.int) {
    torch.prim.If.yield %n : !torch.int
  } else {
    %1 = torch.aten.add.int %n, %n : !torch.int, !torch.int -> !torch.int
    torch.prim.If.yield %1 : !torch.int
  }
  %true = torch.constant.bool true
  %2 = torch.prim.Loop %n, %true, init(%0) {
  ^bb0(%i: !torch.int, %acc: !torch.int):
    %3 = torch.aten.add.int %acc, %i : !torch.int, !torch.int -> !torch.int
    torch.prim.Loop.condition %true, iter(%3 : !torch.int)
  } : (!torch.int, !torch.bool, !torch.int) -> (!torch.int)
  torch.prim.If %c -> () {
    torch.prim.If.yield
  } else {
    torch.prim.If.yield
  }
  return %2 : !torch.int
}

// CHECK-LABEL: func.func @misc(
// CHECK: torch.prim.unchecked_cast %{{.*}} : !torch.optional<int> -> !torch.int
// CHECK: torch.prim.Uninitialized : !torch.tensor
// CHECK: torch.prim.Print(%{{.*}}, %{{.*}}) : !torch.int, !torch.tensor
// CHECK: torch.prim.TupleUnpack %{{.*}} : !torch.tuple<int, float> -> !torch.int, !torch.float
func.func @misc(%o: !torch.optional<int>, %t: !torch.tuple<int, float>) -> !torch.int {
  %0 = torch.prim.unchecked_cast %o : !torch.optional<int> -> !torch.int
  %1 = torch.prim.Uninitialized : !torch.tensor
  torch.prim.Print(%0, %1) : !torch.int, !torch.tensor
  %2:2 = torch.prim.TupleUnpack %t : !torch.tuple<int, float> -> !torch.int, !torch.float
  return %2#0 : !torch.int
}

// CHECK-LABEL: func.func @quantized(
// CHECK: torch.linear_params.create %{{.*}}, %{{.*}} : !torch.tensor, !torch.tensor
// CHECK: torch.linear_params.create %{{.*}} : !torch.tensor
// CHECK: torch.per_tensor_affine.create %{{.*}}, %{{.*}}, %{{.*}} : !torch.tensor<[2],si8>, !torch.float, !torch.int -> !torch.tensor<[2],!torch.qint8>
func.func @quantized(%w: !torch.tensor, %b: !torch.tensor, %r: !torch.tensor<[2],si8>, %s: !torch.float, %z: !torch.int) -> (!torch.LinearParams, !torch.LinearParams, !torch.tensor<[2],!torch.qint8>) {
  %0 = torch.linear_params.create %w, %b : !torch.tensor, !torch.tensor
  %1 = torch.linear_params.create %w : !torch.tensor
  %2 = torch.per_tensor_affine.create %r, %s, %z : !torch.tensor<[2],si8>, !torch.float, !torch.int -> !torch.tensor<[2],!torch.qint8>
  return %0, %1, %2 : !torch.LinearParams, !torch.LinearParams, !torch.tensor<[2],!torch.qint8>
}

// CHECK: func.func private @dtypes() -> (!torch.vtensor<[4],f4E2M1FN>, !torch.vtensor<[4],f8E8M0FNU>, !torch.tensor<*,!torch.quint8>, !torch.tensor<*,!torch.qint16>, !torch.tensor<*,!torch.qint32>)
func.func private @dtypes() -> (!torch.vtensor<[4],f4E2M1FN>, !torch.vtensor<[4],f8E8M0FNU>, !torch.tensor<*,!torch.quint8>, !torch.tensor<*,!torch.qint16>, !torch.tensor<*,!torch.qint32>)

// CHECK-LABEL: func.func @operator_with_regions(
// CHECK: torch.operator "onnx.If"(%{{.*}}) : (!torch.vtensor<[1],i1>) -> !torch.vtensor<[2],f32> {
// CHECK-NEXT: torch.operator_terminator %{{.*}} : !torch.vtensor<[2],f32>
// CHECK-NEXT: }, {
func.func @operator_with_regions(%c: !torch.vtensor<[1],i1>, %a: !torch.vtensor<[2],f32>, %b: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
  %0 = torch.operator "onnx.If"(%c) : (!torch.vtensor<[1],i1>) -> !torch.vtensor<[2],f32> {
    torch.operator_terminator %a : !torch.vtensor<[2],f32>
  }, {
    torch.operator_terminator %b : !torch.vtensor<[2],f32>
  }
  return %0 : !torch.vtensor<[2],f32>
}
