// RUN: strata-opt %s --torch-decompose-complex-ops -split-input-file | FileCheck %s

// Each decomposition, checked op by op with the inferred result types;
// the decomposed functions keep their exact signatures.

// CHECK-LABEL: func.func @softmax(
// CHECK: torch.aten.amax {{.*}} -> !torch.vtensor<[4,1],f32>
// CHECK: torch.aten.sub.Tensor {{.*}} -> !torch.vtensor<[4,10],f32>
// CHECK: torch.aten.exp {{.*}} -> !torch.vtensor<[4,10],f32>
// CHECK: torch.aten.sum.dim_IntList {{.*}} -> !torch.vtensor<[4,1],f32>
// CHECK: torch.aten.div.Tensor {{.*}} -> !torch.vtensor<[4,10],f32>
// CHECK-NEXT: return
func.func @softmax(%x: !torch.vtensor<[4,10],f32>) -> !torch.vtensor<[4,10],f32> {
  %int-1 = torch.constant.int -1
  %false = torch.constant.bool false
  %0 = torch.aten._softmax %x, %int-1, %false : !torch.vtensor<[4,10],f32>, !torch.int, !torch.bool -> !torch.vtensor<[4,10],f32>
  return %0 : !torch.vtensor<[4,10],f32>
}

// -----

// A 16-bit softmax computes in f32 (PyTorch's accumulate type) and rounds
// once.
// CHECK-LABEL: func.func @softmax_bf16(
// CHECK: torch.aten.to.dtype {{.*}} -> !torch.vtensor<[4,10],f32>
// CHECK: torch.aten.amax {{.*}} -> !torch.vtensor<[4,1],f32>
// CHECK: torch.aten.div.Tensor {{.*}} -> !torch.vtensor<[4,10],f32>
// CHECK: torch.aten.to.dtype {{.*}} -> !torch.vtensor<[4,10],bf16>
// CHECK-NEXT: return
func.func @softmax_bf16(%x: !torch.vtensor<[4,10],bf16>) -> !torch.vtensor<[4,10],bf16> {
  %int-1 = torch.constant.int -1
  %false = torch.constant.bool false
  %0 = torch.aten._softmax %x, %int-1, %false : !torch.vtensor<[4,10],bf16>, !torch.int, !torch.bool -> !torch.vtensor<[4,10],bf16>
  return %0 : !torch.vtensor<[4,10],bf16>
}

// -----

// CHECK-LABEL: func.func @softmax_int(
// CHECK: torch.aten.amax {{.*}} -> !torch.vtensor<[4,1],f32>
// CHECK: torch.aten.sub.Tensor {{.*}} -> !torch.vtensor<[4,10],f32>
// CHECK: torch.aten.exp {{.*}} -> !torch.vtensor<[4,10],f32>
// CHECK: torch.aten.sum.dim_IntList {{.*}} -> !torch.vtensor<[4,1],f32>
// CHECK: torch.aten.div.Tensor {{.*}} -> !torch.vtensor<[4,10],f32>
// CHECK-NEXT: return
func.func @softmax_int(%x: !torch.vtensor<[4,10],f32>) -> !torch.vtensor<[4,10],f32> {
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %0 = torch.aten.softmax.int %x, %int1, %none : !torch.vtensor<[4,10],f32>, !torch.int, !torch.none -> !torch.vtensor<[4,10],f32>
  return %0 : !torch.vtensor<[4,10],f32>
}

// -----

// CHECK-LABEL: func.func @log_softmax(
// CHECK: torch.aten.amax {{.*}} -> !torch.vtensor<[4,1],f32>
// CHECK: torch.aten.sub.Tensor {{.*}} -> !torch.vtensor<[4,10],f32>
// CHECK: torch.aten.exp {{.*}} -> !torch.vtensor<[4,10],f32>
// CHECK: torch.aten.sum.dim_IntList {{.*}} -> !torch.vtensor<[4,1],f32>
// CHECK: torch.aten.log {{.*}} -> !torch.vtensor<[4,1],f32>
// CHECK: torch.aten.sub.Tensor {{.*}} -> !torch.vtensor<[4,10],f32>
// CHECK-NEXT: return
func.func @log_softmax(%x: !torch.vtensor<[4,10],f32>) -> !torch.vtensor<[4,10],f32> {
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %0 = torch.aten.log_softmax.int %x, %int1, %none : !torch.vtensor<[4,10],f32>, !torch.int, !torch.none -> !torch.vtensor<[4,10],f32>
  return %0 : !torch.vtensor<[4,10],f32>
}

// -----

// CHECK-LABEL: func.func @native_layer_norm(
// CHECK: torch.aten.mean.dim {{.*}} -> !torch.vtensor<[2,3,1],f32>
// CHECK: torch.aten.sub.Tensor {{.*}} -> !torch.vtensor<[2,3,4],f32>
// CHECK: torch.aten.mul.Tensor {{.*}} -> !torch.vtensor<[2,3,4],f32>
// CHECK: torch.aten.mean.dim {{.*}} -> !torch.vtensor<[2,3,1],f32>
// CHECK: torch.aten.add.Scalar {{.*}} -> !torch.vtensor<[2,3,1],f32>
// CHECK: torch.aten.rsqrt {{.*}} -> !torch.vtensor<[2,3,1],f32>
// CHECK: torch.aten.mul.Tensor {{.*}} -> !torch.vtensor<[2,3,4],f32>
// CHECK: torch.aten.mul.Tensor {{.*}} -> !torch.vtensor<[2,3,4],f32>
// CHECK: torch.aten.add.Tensor {{.*}} -> !torch.vtensor<[2,3,4],f32>
// CHECK-NEXT: return
func.func @native_layer_norm(%x: !torch.vtensor<[2,3,4],f32>, %w: !torch.vtensor<[4],f32>, %b: !torch.vtensor<[4],f32>) -> (!torch.vtensor<[2,3,4],f32>, !torch.vtensor<[2,3,1],f32>, !torch.vtensor<[2,3,1],f32>) {
  %int4 = torch.constant.int 4
  %eps = torch.constant.float 1.0e-05
  %l = torch.prim.ListConstruct %int4 : (!torch.int) -> !torch.list<int>
  %0:3 = torch.aten.native_layer_norm %x, %l, %w, %b, %eps : !torch.vtensor<[2,3,4],f32>, !torch.list<int>, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.float -> !torch.vtensor<[2,3,4],f32>, !torch.vtensor<[2,3,1],f32>, !torch.vtensor<[2,3,1],f32>
  return %0#0, %0#1, %0#2 : !torch.vtensor<[2,3,4],f32>, !torch.vtensor<[2,3,1],f32>, !torch.vtensor<[2,3,1],f32>
}

// -----

// A bf16 layer norm computes in f32; its three results are rounded once,
// to the types the op declares (here bf16 output, f32 statistics).
// CHECK-LABEL: func.func @native_layer_norm_bf16(
// CHECK: torch.aten.to.dtype {{.*}} -> !torch.vtensor<[2,3,4],f32>
// CHECK: torch.aten.mean.dim {{.*}} -> !torch.vtensor<[2,3,1],f32>
// CHECK: torch.aten.rsqrt {{.*}} -> !torch.vtensor<[2,3,1],f32>
// CHECK: torch.aten.to.dtype {{.*}} -> !torch.vtensor<[2,3,4],bf16>
// CHECK: return %{{.*}}, %{{.*}}, %{{.*}} : !torch.vtensor<[2,3,4],bf16>, !torch.vtensor<[2,3,1],f32>, !torch.vtensor<[2,3,1],f32>
func.func @native_layer_norm_bf16(%x: !torch.vtensor<[2,3,4],bf16>, %w: !torch.vtensor<[4],bf16>, %b: !torch.vtensor<[4],bf16>) -> (!torch.vtensor<[2,3,4],bf16>, !torch.vtensor<[2,3,1],f32>, !torch.vtensor<[2,3,1],f32>) {
  %int4 = torch.constant.int 4
  %l = torch.prim.ListConstruct %int4 : (!torch.int) -> !torch.list<int>
  %eps = torch.constant.float 1.000000e-05
  %0:3 = torch.aten.native_layer_norm %x, %l, %w, %b, %eps : !torch.vtensor<[2,3,4],bf16>, !torch.list<int>, !torch.vtensor<[4],bf16>, !torch.vtensor<[4],bf16>, !torch.float -> !torch.vtensor<[2,3,4],bf16>, !torch.vtensor<[2,3,1],f32>, !torch.vtensor<[2,3,1],f32>
  return %0#0, %0#1, %0#2 : !torch.vtensor<[2,3,4],bf16>, !torch.vtensor<[2,3,1],f32>, !torch.vtensor<[2,3,1],f32>
}

// -----

// CHECK-LABEL: func.func @batch_norm(
// CHECK: torch.aten.add.Scalar {{.*}} -> !torch.vtensor<[16],f32>
// CHECK: torch.aten.rsqrt {{.*}} -> !torch.vtensor<[16],f32>
// CHECK: torch.aten.mul.Tensor {{.*}} -> !torch.vtensor<[16],f32>
// CHECK: torch.aten.view {{.*}} -> !torch.vtensor<[1,16,1,1],f32>
// CHECK: torch.aten.sub.Tensor {{.*}} -> !torch.vtensor<[1,16,8,8],f32>
// CHECK: torch.aten.view {{.*}} -> !torch.vtensor<[1,16,1,1],f32>
// CHECK: torch.aten.mul.Tensor {{.*}} -> !torch.vtensor<[1,16,8,8],f32>
// CHECK: torch.aten.view {{.*}} -> !torch.vtensor<[1,16,1,1],f32>
// CHECK: torch.aten.add.Tensor {{.*}} -> !torch.vtensor<[1,16,8,8],f32>
// CHECK-NEXT: return
func.func @batch_norm(%x: !torch.vtensor<[1,16,8,8],f32>, %w: !torch.vtensor<[16],f32>, %b: !torch.vtensor<[16],f32>, %rm: !torch.vtensor<[16],f32>, %rv: !torch.vtensor<[16],f32>) -> !torch.vtensor<[1,16,8,8],f32> {
  %mom = torch.constant.float 1.000000e-01
  %eps = torch.constant.float 1.000000e-05
  %0:3 = torch.aten._native_batch_norm_legit_no_training %x, %w, %b, %rm, %rv, %mom, %eps : !torch.vtensor<[1,16,8,8],f32>, !torch.vtensor<[16],f32>, !torch.vtensor<[16],f32>, !torch.vtensor<[16],f32>, !torch.vtensor<[16],f32>, !torch.float, !torch.float -> !torch.vtensor<[1,16,8,8],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32>
  return %0#0 : !torch.vtensor<[1,16,8,8],f32>
}

// -----

// CHECK-LABEL: func.func @linear(
// CHECK: torch.aten.permute {{.*}} -> !torch.vtensor<[8,16],f32>
// CHECK: torch.aten.view {{.*}} -> !torch.vtensor<[10,8],f32>
// CHECK: torch.aten.mm {{.*}} -> !torch.vtensor<[10,16],f32>
// CHECK: torch.aten.view {{.*}} -> !torch.vtensor<[2,5,16],f32>
// CHECK: torch.aten.add.Tensor {{.*}} -> !torch.vtensor<[2,5,16],f32>
// CHECK-NEXT: return
func.func @linear(%x: !torch.vtensor<[2,5,8],f32>, %w: !torch.vtensor<[16,8],f32>, %b: !torch.vtensor<[16],f32>) -> !torch.vtensor<[2,5,16],f32> {
  %0 = torch.aten.linear %x, %w, %b : !torch.vtensor<[2,5,8],f32>, !torch.vtensor<[16,8],f32>, !torch.vtensor<[16],f32> -> !torch.vtensor<[2,5,16],f32>
  return %0 : !torch.vtensor<[2,5,16],f32>
}

// -----

// CHECK-LABEL: func.func @addmm(
// CHECK: torch.aten.mm {{.*}} -> !torch.vtensor<[4,16],f32>
// CHECK: torch.aten.add.Tensor {{.*}} -> !torch.vtensor<[4,16],f32>
// CHECK-NEXT: return
func.func @addmm(%c: !torch.vtensor<[16],f32>, %a: !torch.vtensor<[4,8],f32>, %b: !torch.vtensor<[8,16],f32>) -> !torch.vtensor<[4,16],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.addmm %c, %a, %b, %int1, %int1 : !torch.vtensor<[16],f32>, !torch.vtensor<[4,8],f32>, !torch.vtensor<[8,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[4,16],f32>
  return %0 : !torch.vtensor<[4,16],f32>
}

// -----

// CHECK-LABEL: func.func @matmul(
// CHECK: torch.aten.view {{.*}} -> !torch.vtensor<[6,4,5],f32>
// CHECK: torch.aten.view {{.*}} -> !torch.vtensor<[6,5,6],f32>
// CHECK: torch.aten.bmm {{.*}} -> !torch.vtensor<[6,4,6],f32>
// CHECK: torch.aten.view {{.*}} -> !torch.vtensor<[2,3,4,6],f32>
// CHECK: torch.aten.view {{.*}} -> !torch.vtensor<[24,5],f32>
// CHECK: torch.aten.mm {{.*}} -> !torch.vtensor<[24,6],f32>
// CHECK: torch.aten.view {{.*}} -> !torch.vtensor<[2,3,4,6],f32>
// CHECK: torch.aten.unsqueeze {{.*}} -> !torch.vtensor<[6,1],f32>
// CHECK: torch.aten.mm {{.*}} -> !torch.vtensor<[5,1],f32>
// CHECK: torch.aten.squeeze.dim {{.*}} -> !torch.vtensor<[5],f32>
// CHECK-NEXT: return
func.func @matmul(%a: !torch.vtensor<[2,3,4,5],f32>, %b: !torch.vtensor<[2,3,5,6],f32>, %m: !torch.vtensor<[5,6],f32>, %v: !torch.vtensor<[6],f32>) -> (!torch.vtensor<[2,3,4,6],f32>, !torch.vtensor<[2,3,4,6],f32>, !torch.vtensor<[5],f32>) {
  %0 = torch.aten.matmul %a, %b : !torch.vtensor<[2,3,4,5],f32>, !torch.vtensor<[2,3,5,6],f32> -> !torch.vtensor<[2,3,4,6],f32>
  %1 = torch.aten.matmul %a, %m : !torch.vtensor<[2,3,4,5],f32>, !torch.vtensor<[5,6],f32> -> !torch.vtensor<[2,3,4,6],f32>
  %2 = torch.aten.matmul %m, %v : !torch.vtensor<[5,6],f32>, !torch.vtensor<[6],f32> -> !torch.vtensor<[5],f32>
  return %0, %1, %2 : !torch.vtensor<[2,3,4,6],f32>, !torch.vtensor<[2,3,4,6],f32>, !torch.vtensor<[5],f32>
}

// -----

// CHECK-LABEL: func.func @mean_var_std(
// CHECK: torch.aten.mean.dim {{.*}} -> !torch.vtensor<[],f32>
// CHECK: torch.aten.mean.dim {{.*}} -> !torch.vtensor<[4,1],f32>
// CHECK: torch.aten.sub.Tensor {{.*}} -> !torch.vtensor<[4,6],f32>
// CHECK: torch.aten.mul.Tensor {{.*}} -> !torch.vtensor<[4,6],f32>
// CHECK: torch.aten.sum.dim_IntList {{.*}} -> !torch.vtensor<[4,1],f32>
// CHECK: torch.aten.div.Scalar {{.*}} -> !torch.vtensor<[4,1],f32>
// CHECK: torch.aten.mean.dim {{.*}} -> !torch.vtensor<[4,1],f32>
// CHECK: torch.aten.sub.Tensor {{.*}} -> !torch.vtensor<[4,6],f32>
// CHECK: torch.aten.mul.Tensor {{.*}} -> !torch.vtensor<[4,6],f32>
// CHECK: torch.aten.sum.dim_IntList {{.*}} -> !torch.vtensor<[4],f32>
// CHECK: torch.aten.div.Scalar {{.*}} -> !torch.vtensor<[4],f32>
// CHECK: torch.aten.sqrt {{.*}} -> !torch.vtensor<[4],f32>
// CHECK-NEXT: return
func.func @mean_var_std(%x: !torch.vtensor<[4,6],f32>) -> (!torch.vtensor<[],f32>, !torch.vtensor<[4,1],f32>, !torch.vtensor<[4],f32>) {
  %none = torch.constant.none
  %int1 = torch.constant.int 1
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %d = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.mean %x, %none : !torch.vtensor<[4,6],f32>, !torch.none -> !torch.vtensor<[],f32>
  %1 = torch.aten.var.correction %x, %d, %int1, %true : !torch.vtensor<[4,6],f32>, !torch.list<int>, !torch.int, !torch.bool -> !torch.vtensor<[4,1],f32>
  %2 = torch.aten.std.dim %x, %d, %false, %false : !torch.vtensor<[4,6],f32>, !torch.list<int>, !torch.bool, !torch.bool -> !torch.vtensor<[4],f32>
  return %0, %1, %2 : !torch.vtensor<[],f32>, !torch.vtensor<[4,1],f32>, !torch.vtensor<[4],f32>
}

// -----

// CHECK-LABEL: func.func @activations(
// CHECK: torch.aten.sigmoid {{.*}} -> !torch.vtensor<[8],f32>
// CHECK: torch.aten.mul.Tensor {{.*}} -> !torch.vtensor<[8],f32>
// CHECK: torch.aten.add.Scalar {{.*}} -> !torch.vtensor<[8],f32>
// CHECK: torch.aten.clamp {{.*}} -> !torch.vtensor<[8],f32>
// CHECK: torch.aten.div.Scalar {{.*}} -> !torch.vtensor<[8],f32>
// CHECK: torch.aten.add.Scalar {{.*}} -> !torch.vtensor<[8],f32>
// CHECK: torch.aten.clamp {{.*}} -> !torch.vtensor<[8],f32>
// CHECK: torch.aten.div.Scalar {{.*}} -> !torch.vtensor<[8],f32>
// CHECK: torch.aten.mul.Tensor {{.*}} -> !torch.vtensor<[8],f32>
// CHECK: torch.aten.clamp {{.*}} -> !torch.vtensor<[8],f32>
// CHECK-NEXT: return
func.func @activations(%x: !torch.vtensor<[8],f32>) -> (!torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>) {
  %0 = torch.aten.silu %x : !torch.vtensor<[8],f32> -> !torch.vtensor<[8],f32>
  %1 = torch.aten.hardsigmoid %x : !torch.vtensor<[8],f32> -> !torch.vtensor<[8],f32>
  %2 = torch.aten.hardswish %x : !torch.vtensor<[8],f32> -> !torch.vtensor<[8],f32>
  %3 = torch.aten.relu6 %x : !torch.vtensor<[8],f32> -> !torch.vtensor<[8],f32>
  return %0, %1, %2, %3 : !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>
}

// -----

// CHECK-LABEL: func.func @gelu(
// CHECK: torch.aten.mul.Scalar {{.*}} -> !torch.vtensor<[8],f32>
// CHECK: torch.aten.erf {{.*}} -> !torch.vtensor<[8],f32>
// CHECK: torch.aten.add.Scalar {{.*}} -> !torch.vtensor<[8],f32>
// CHECK: torch.aten.mul.Tensor {{.*}} -> !torch.vtensor<[8],f32>
// CHECK: torch.aten.mul.Scalar {{.*}} -> !torch.vtensor<[8],f32>
// CHECK: torch.aten.mul.Tensor {{.*}} -> !torch.vtensor<[8],f32>
// CHECK: torch.aten.mul.Tensor {{.*}} -> !torch.vtensor<[8],f32>
// CHECK: torch.aten.mul.Scalar {{.*}} -> !torch.vtensor<[8],f32>
// CHECK: torch.aten.add.Tensor {{.*}} -> !torch.vtensor<[8],f32>
// CHECK: torch.aten.mul.Scalar {{.*}} -> !torch.vtensor<[8],f32>
// CHECK: torch.aten.tanh {{.*}} -> !torch.vtensor<[8],f32>
// CHECK: torch.aten.add.Scalar {{.*}} -> !torch.vtensor<[8],f32>
// CHECK: torch.aten.mul.Tensor {{.*}} -> !torch.vtensor<[8],f32>
// CHECK: torch.aten.mul.Scalar {{.*}} -> !torch.vtensor<[8],f32>
// CHECK-NEXT: return
func.func @gelu(%x: !torch.vtensor<[8],f32>) -> (!torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>) {
  %none = torch.constant.str "none"
  %tanh = torch.constant.str "tanh"
  %0 = torch.aten.gelu %x, %none : !torch.vtensor<[8],f32>, !torch.str -> !torch.vtensor<[8],f32>
  %1 = torch.aten.gelu %x, %tanh : !torch.vtensor<[8],f32>, !torch.str -> !torch.vtensor<[8],f32>
  return %0, %1 : !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>
}

// -----

// CHECK-LABEL: func.func @full_like(
// CHECK: torch.aten.full {{.*}} -> !torch.vtensor<[2,3],f32>
// CHECK: torch.aten.full {{.*}} -> !torch.vtensor<[2,3],f32>
// CHECK: torch.aten.full {{.*}} -> !torch.vtensor<[2,3],f32>
// CHECK-NEXT: return
func.func @full_like(%x: !torch.vtensor<[2,3],f32>) -> (!torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %false = torch.constant.bool false
  %0 = torch.aten.full_like %x, %int0, %none, %none, %none, %false, %int1 : !torch.vtensor<[2,3],f32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.int -> !torch.vtensor<[2,3],f32>
  %1 = torch.aten.zeros_like %x, %none, %none, %none, %none, %none : !torch.vtensor<[2,3],f32>, !torch.none, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[2,3],f32>
  %2 = torch.aten.ones_like %x, %none, %none, %none, %none, %none : !torch.vtensor<[2,3],f32>, !torch.none, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[2,3],f32>
  return %0, %1, %2 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>
}

// -----

// CHECK-LABEL: func.func @views(
// CHECK: torch.aten.expand {{.*}} -> !torch.vtensor<[4,2,3],f32>
// CHECK: torch.aten.permute {{.*}} -> !torch.vtensor<[3,2],f32>
// CHECK: torch.aten.view {{.*}} -> !torch.vtensor<[6],f32>
// CHECK-NEXT: return
func.func @views(%x: !torch.vtensor<[2,3],f32>, %y: !torch.vtensor<[4,2,3],f32>) -> (!torch.vtensor<[4,2,3],f32>, !torch.vtensor<[3,2],f32>, !torch.vtensor<[6],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %0 = torch.aten.expand_as %x, %y : !torch.vtensor<[2,3],f32>, !torch.vtensor<[4,2,3],f32> -> !torch.vtensor<[4,2,3],f32>
  %1 = torch.aten.transpose.int %x, %int0, %int1 : !torch.vtensor<[2,3],f32>, !torch.int, !torch.int -> !torch.vtensor<[3,2],f32>
  %2 = torch.aten.flatten.using_ints %x, %int0, %int1 : !torch.vtensor<[2,3],f32>, !torch.int, !torch.int -> !torch.vtensor<[6],f32>
  return %0, %1, %2 : !torch.vtensor<[4,2,3],f32>, !torch.vtensor<[3,2],f32>, !torch.vtensor<[6],f32>
}
