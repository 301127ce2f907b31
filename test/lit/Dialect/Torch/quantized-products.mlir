// RUN: strata-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// A convolution or matrix product of quantized tensors (as Torch-MLIR's
// quantized-op fusion writes it) may be typed with the integer
// accumulator: the shape function leaves the dtype of quantized products
// unknown, and still checks the sizes.
// CHECK-LABEL: func.func @quantized(
// CHECK:         torch.aten.convolution {{.*}} -> !torch.vtensor<[1,4,6,6],si32>
// CHECK:         torch.aten.mm {{.*}} -> !torch.vtensor<[3,5],si32>
func.func @quantized(%x: !torch.vtensor<[1,2,8,8],si8>, %w: !torch.vtensor<[4,2,3,3],si8>, %a: !torch.vtensor<[3,4],si8>, %b: !torch.vtensor<[4,5],si8>) -> (!torch.vtensor<[1,4,6,6],si32>, !torch.vtensor<[3,5],si32>) {
  %false = torch.constant.bool false
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %scale = torch.constant.float 1.000000e-02
  %none = torch.constant.none
  %ones = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %zeros = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %empty = torch.prim.ListConstruct  : () -> !torch.list<int>
  %qx = torch.aten._make_per_tensor_quantized_tensor %x, %scale, %int0 : !torch.vtensor<[1,2,8,8],si8>, !torch.float, !torch.int -> !torch.vtensor<[1,2,8,8],!torch.qint8>
  %qw = torch.aten._make_per_tensor_quantized_tensor %w, %scale, %int0 : !torch.vtensor<[4,2,3,3],si8>, !torch.float, !torch.int -> !torch.vtensor<[4,2,3,3],!torch.qint8>
  %0 = torch.aten.convolution %qx, %qw, %none, %ones, %zeros, %ones, %false, %empty, %int1 : !torch.vtensor<[1,2,8,8],!torch.qint8>, !torch.vtensor<[4,2,3,3],!torch.qint8>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,4,6,6],si32>
  %qa = torch.aten._make_per_tensor_quantized_tensor %a, %scale, %int0 : !torch.vtensor<[3,4],si8>, !torch.float, !torch.int -> !torch.vtensor<[3,4],!torch.qint8>
  %qb = torch.aten._make_per_tensor_quantized_tensor %b, %scale, %int0 : !torch.vtensor<[4,5],si8>, !torch.float, !torch.int -> !torch.vtensor<[4,5],!torch.qint8>
  %1 = torch.aten.mm %qa, %qb : !torch.vtensor<[3,4],!torch.qint8>, !torch.vtensor<[4,5],!torch.qint8> -> !torch.vtensor<[3,5],si32>
  return %0, %1 : !torch.vtensor<[1,4,6,6],si32>, !torch.vtensor<[3,5],si32>
}

// -----

// Rejected: the sizes of a quantized product are still checked.
func.func @quantized_sizes(%a: !torch.vtensor<[3,4],!torch.qint8>, %b: !torch.vtensor<[4,5],!torch.qint8>) -> !torch.vtensor<[3,6],si32> {
  // expected-error @+1 {{'torch.aten.mm' op result #0 has type '!torch.vtensor<[3,6],si32>', but its shape function infers '!torch.vtensor<[3,5],unk>'}}
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[3,4],!torch.qint8>, !torch.vtensor<[4,5],!torch.qint8> -> !torch.vtensor<[3,6],si32>
  return %0 : !torch.vtensor<[3,6],si32>
}

// -----

// Rejected: a float product keeps its promoted dtype.
func.func @float_dtype(%a: !torch.vtensor<[3,4],f32>, %b: !torch.vtensor<[4,5],f32>) -> !torch.vtensor<[3,5],si32> {
  // expected-error @+1 {{'torch.aten.mm' op result #0 has type '!torch.vtensor<[3,5],si32>', but its shape function infers '!torch.vtensor<[3,5],f32>'}}
  %0 = torch.aten.mm %a, %b : !torch.vtensor<[3,4],f32>, !torch.vtensor<[4,5],f32> -> !torch.vtensor<[3,5],si32>
  return %0 : !torch.vtensor<[3,5],si32>
}
