// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// Overloads declared from schemas/aten_schemas.tsv beyond the core opset
// and the extras (resolved when a program names them), then prims:: and
// quantized_decomposed:: ops: each parses, verifies against its schema's
// types and round-trips, in Torch-MLIR's syntax.

// CHECK-LABEL: func.func @aten_overloads
func.func @aten_overloads(%x: !torch.vtensor<[2,3],f32>, %l: !torch.vtensor<[4],si64>, %d: !torch.dict<str, int>,
                          %ts: !torch.list<vtensor>, %s: !torch.str) {
  %none = torch.constant.none
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %cuda = torch.constant.device "cuda:0"
  %ij = torch.constant.str "ij"
  %tanh = torch.constant.str "tanh"
  %dim = torch.constant.str "N"
  %size = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>

  // Optional results: Tensor? returns may be none.
  // CHECK: %{{.*}}:4 = torch.aten._pack_sequence %arg0, %arg1, %none, %arg1 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[4],si64>, !torch.none, !torch.vtensor<[4],si64> -> !torch.vtensor, !torch.vtensor, !torch.none, !torch.optional<vtensor>
  %p:4 = torch.aten._pack_sequence %x, %l, %none, %l : !torch.vtensor<[2,3],f32>, !torch.vtensor<[4],si64>, !torch.none, !torch.vtensor<[4],si64> -> !torch.vtensor, !torch.vtensor, !torch.none, !torch.optional<vtensor>

  // Dimname arguments are strings.
  // CHECK: torch.aten.all.dimname %arg0, %str{{.*}}, %false : !torch.vtensor<[2,3],f32>, !torch.str, !torch.bool -> !torch.vtensor
  %a = torch.aten.all.dimname %x, %dim, %false : !torch.vtensor<[2,3],f32>, !torch.str, !torch.bool -> !torch.vtensor
  // CHECK: torch.aten.cumsum.dimname %arg0, %str{{.*}}, %none : !torch.vtensor<[2,3],f32>, !torch.str, !torch.none -> !torch.vtensor<[2,3],f32>
  %cs = torch.aten.cumsum.dimname %x, %dim, %none : !torch.vtensor<[2,3],f32>, !torch.str, !torch.none -> !torch.vtensor<[2,3],f32>
  // CHECK: torch.aten.empty.names %{{.*}}, %none, %none, %none, %none, %none, %none : !torch.list<int>, !torch.none, !torch.none, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor
  %e = torch.aten.empty.names %size, %none, %none, %none, %none, %none, %none : !torch.list<int>, !torch.none, !torch.none, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor

  // Generators and devices.
  // CHECK: %[[GEN:.*]] = torch.aten.Generator %cuda{{[^ ,]*}}, %int0 : !torch.Device, !torch.int -> !torch.Generator
  %gen = torch.aten.Generator %cuda, %int0 : !torch.Device, !torch.int -> !torch.Generator
  // CHECK: torch.aten.bernoulli %arg0, %[[GEN]] : !torch.vtensor<[2,3],f32>, !torch.Generator -> !torch.vtensor<[2,3],f32>
  %b = torch.aten.bernoulli %x, %gen : !torch.vtensor<[2,3],f32>, !torch.Generator -> !torch.vtensor<[2,3],f32>
  // CHECK: torch.aten.randn.generator %{{.*}}, %[[GEN]], %int6, %none, %cuda{{[^ ,]*}}, %false : !torch.list<int>, !torch.Generator, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[2,3],f32>
  %int6 = torch.constant.int 6
  %r = torch.aten.randn.generator %size, %gen, %int6, %none, %cuda, %false : !torch.list<int>, !torch.Generator, !torch.int, !torch.none, !torch.Device, !torch.bool -> !torch.vtensor<[2,3],f32>
  // CHECK: torch.aten._resize_output %arg0, %{{.*}}, %cuda{{[^ ,]*}} : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.Device -> !torch.vtensor<[2,3],f32>
  %ro = torch.aten._resize_output %x, %size, %cuda : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.Device -> !torch.vtensor<[2,3],f32>
  // CHECK: torch.aten.to.prim_Device %arg0, %cuda{{[^ ,]*}}, %none, %false, %false : !torch.vtensor<[2,3],f32>, !torch.Device, !torch.none, !torch.bool, !torch.bool -> !torch.vtensor<[2,3],f32>
  %to = torch.aten.to.prim_Device %x, %cuda, %none, %false, %false : !torch.vtensor<[2,3],f32>, !torch.Device, !torch.none, !torch.bool, !torch.bool -> !torch.vtensor<[2,3],f32>

  // Strings.
  // CHECK: torch.aten.upper %arg4 : !torch.str -> !torch.str
  %up = torch.aten.upper %s : !torch.str -> !torch.str
  // CHECK: torch.aten.gelu_backward %arg0, %arg0, %str{{.*}} : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.str -> !torch.vtensor<[2,3],f32>
  %gb = torch.aten.gelu_backward %x, %x, %tanh : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.str -> !torch.vtensor<[2,3],f32>
  // CHECK: torch.aten.format %arg4, %int1, %arg0 : !torch.str, !torch.int, !torch.vtensor<[2,3],f32> -> !torch.str
  %fmt = torch.aten.format %s, %int1, %x : !torch.str, !torch.int, !torch.vtensor<[2,3],f32> -> !torch.str
  // CHECK: torch.aten.searchsorted.Tensor %arg1, %arg1, %false, %true, %none, %none : !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>, !torch.bool, !torch.bool, !torch.none, !torch.none -> !torch.vtensor<[4],si64>
  %ss = torch.aten.searchsorted.Tensor %l, %l, %false, %true, %none, %none : !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>, !torch.bool, !torch.bool, !torch.none, !torch.none -> !torch.vtensor<[4],si64>

  // Tensor lists, in and out.
  // CHECK: torch.aten.meshgrid.indexing %arg3, %str{{.*}} : !torch.list<vtensor>, !torch.str -> !torch.list<vtensor>
  %mg = torch.aten.meshgrid.indexing %ts, %ij : !torch.list<vtensor>, !torch.str -> !torch.list<vtensor>
  // CHECK: torch.aten._foreach_add.List %arg3, %{{.*}}, %int1 : !torch.list<vtensor>, !torch.list<vtensor>, !torch.int -> !torch.list<vtensor>
  %fa = torch.aten._foreach_add.List %ts, %mg, %int1 : !torch.list<vtensor>, !torch.list<vtensor>, !torch.int -> !torch.list<vtensor>
  // CHECK: torch.aten.index_put_ %{{.*}}, %{{.*}}, %{{.*}}, %true : !torch.tensor<[2,3],f32>, !torch.list<optional<vtensor>>, !torch.vtensor<[2,3],f32>, !torch.bool -> !torch.tensor<[2,3],f32>
  %nv = torch.copy.to_tensor %x : !torch.tensor<[2,3],f32>
  %idx = torch.prim.ListConstruct %none, %l : (!torch.none, !torch.vtensor<[4],si64>) -> !torch.list<optional<vtensor>>
  %ip = torch.aten.index_put_ %nv, %idx, %x, %true : !torch.tensor<[2,3],f32>, !torch.list<optional<vtensor>>, !torch.vtensor<[2,3],f32>, !torch.bool -> !torch.tensor<[2,3],f32>

  // Dicts and type variables.
  // CHECK: torch.aten.__getitem__.Dict_str %arg2, %arg4 : !torch.dict<str, int>, !torch.str -> !torch.int
  %gi = torch.aten.__getitem__.Dict_str %d, %s : !torch.dict<str, int>, !torch.str -> !torch.int

  // Named and several results.
  // CHECK: %{{.*}}:3 = torch.aten.linalg_svd %arg0, %false, %none : !torch.vtensor<[2,3],f32>, !torch.bool, !torch.none -> !torch.vtensor<[2,2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2,3],f32>
  %svd:3 = torch.aten.linalg_svd %x, %false, %none : !torch.vtensor<[2,3],f32>, !torch.bool, !torch.none -> !torch.vtensor<[2,2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2,3],f32>
  // CHECK: %{{.*}}:2 = torch.aten.sort.stable %arg0, %true, %int1, %false : !torch.vtensor<[2,3],f32>, !torch.bool, !torch.int, !torch.bool -> !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],si64>
  %so:2 = torch.aten.sort.stable %x, %true, %int1, %false : !torch.vtensor<[2,3],f32>, !torch.bool, !torch.int, !torch.bool -> !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],si64>

  // No results.
  // CHECK: torch.aten._assert_async.msg %arg0, %arg4 : !torch.vtensor<[2,3],f32>, !torch.str{{$}}
  // GENERIC: "torch.aten._assert_async.msg"(%{{.*}}, %{{.*}}) : (!torch.vtensor<[2,3],f32>, !torch.str) -> ()
  torch.aten._assert_async.msg %x, %s : !torch.vtensor<[2,3],f32>, !torch.str
  return
}

// CHECK-LABEL: func.func @convolution_backward
// CHECK: %{{.*}}:3 = torch.aten.convolution_backward %arg0, %arg1, %arg2, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %false, %{{.*}}, %int1, %{{.*}} : !torch.vtensor<[1,4,3,3],f32>, !torch.vtensor<[1,2,5,5],f32>, !torch.vtensor<[4,2,3,3],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int, !torch.list<bool> -> !torch.vtensor<[1,2,5,5],f32>, !torch.vtensor<[4,2,3,3],f32>, !torch.vtensor<[4],f32>
// GENERIC: "torch.aten.convolution_backward"
func.func @convolution_backward(%grad: !torch.vtensor<[1,4,3,3],f32>, %input: !torch.vtensor<[1,2,5,5],f32>, %weight: !torch.vtensor<[4,2,3,3],f32>) -> (!torch.vtensor<[1,2,5,5],f32>, !torch.vtensor<[4,2,3,3],f32>, !torch.vtensor<[4],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int4 = torch.constant.int 4
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %bias_sizes = torch.prim.ListConstruct %int4 : (!torch.int) -> !torch.list<int>
  %ones = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %zeros = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %mask = torch.prim.ListConstruct %true, %true, %true : (!torch.bool, !torch.bool, !torch.bool) -> !torch.list<bool>
  %0:3 = torch.aten.convolution_backward %grad, %input, %weight, %bias_sizes, %ones, %zeros, %ones, %false, %zeros, %int1, %mask : !torch.vtensor<[1,4,3,3],f32>, !torch.vtensor<[1,2,5,5],f32>, !torch.vtensor<[4,2,3,3],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int, !torch.list<bool> -> !torch.vtensor<[1,2,5,5],f32>, !torch.vtensor<[4,2,3,3],f32>, !torch.vtensor<[4],f32>
  return %0#0, %0#1, %0#2 : !torch.vtensor<[1,2,5,5],f32>, !torch.vtensor<[4,2,3,3],f32>, !torch.vtensor<[4],f32>
}

// prims:: ops, as torch.export's PrimTorch decompositions emit them.
// CHECK-LABEL: func.func @prims
func.func @prims(%x: !torch.vtensor<[2,3],f32>, %v: !torch.vtensor<[3],f32>) {
  %none = torch.constant.none
  %false = torch.constant.bool false
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int4 = torch.constant.int 4
  %int6 = torch.constant.int 6
  %int7 = torch.constant.int 7
  %cpu = torch.constant.device "cpu"
  %float1 = torch.constant.float 1.000000e+00
  %dims = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  // CHECK: torch.prims.sum %arg0, %{{.*}}, %none : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.none -> !torch.vtensor<[2],f32>
  %0 = torch.prims.sum %x, %dims, %none : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.none -> !torch.vtensor<[2],f32>
  // CHECK: torch.prims.convert_element_type %arg0, %int7 : !torch.vtensor<[2,3],f32>, !torch.int -> !torch.vtensor<[2,3],f64>
  %1 = torch.prims.convert_element_type %x, %int7 : !torch.vtensor<[2,3],f32>, !torch.int -> !torch.vtensor<[2,3],f64>
  // CHECK: torch.prims.var %arg0, %{{.*}}, %float1.000000e00, %none : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.float, !torch.none -> !torch.vtensor<[2],f32>
  %2 = torch.prims.var %x, %dims, %float1, %none : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.float, !torch.none -> !torch.vtensor<[2],f32>
  %shape = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  // CHECK: torch.prims.broadcast_in_dim %arg1, %{{.*}}, %{{.*}} : !torch.vtensor<[3],f32>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[2,3],f32>
  %3 = torch.prims.broadcast_in_dim %v, %shape, %dims : !torch.vtensor<[3],f32>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[2,3],f32>
  %dim0 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  // CHECK: torch.prims.squeeze %{{.*}}, %{{.*}} : !torch.vtensor<[1,3],f32>, !torch.list<int> -> !torch.vtensor<[3],f32>
  %one = torch.aten.unsqueeze %v, %int0 : !torch.vtensor<[3],f32>, !torch.int -> !torch.vtensor<[1,3],f32>
  %4 = torch.prims.squeeze %one, %dim0 : !torch.vtensor<[1,3],f32>, !torch.list<int> -> !torch.vtensor<[3],f32>
  // CHECK: torch.prims.collapse_view %arg0, %int0, %int1 : !torch.vtensor<[2,3],f32>, !torch.int, !torch.int -> !torch.vtensor<[6],f32>
  %5 = torch.prims.collapse_view %x, %int0, %int1 : !torch.vtensor<[2,3],f32>, !torch.int, !torch.int -> !torch.vtensor<[6],f32>
  // CHECK: torch.prims.split_dim %{{.*}}, %int0, %int2 : !torch.vtensor<[6],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,3],f32>
  %6 = torch.prims.split_dim %5, %int0, %int2 : !torch.vtensor<[6],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,3],f32>
  // CHECK: torch.prims.iota %int4, %int0, %int1, %int4, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.int, !torch.Device, !torch.bool -> !torch.vtensor<[4],si64>
  %7 = torch.prims.iota %int4, %int0, %int1, %int4, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.int, !torch.Device, !torch.bool -> !torch.vtensor<[4],si64>
  // CHECK: torch.prims.view_of %arg0 : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
  %8 = torch.prims.view_of %x : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
  return
}

// quantized_decomposed:: ops of PT2E quantization.
// CHECK-LABEL: func.func @quantized_decomposed
func.func @quantized_decomposed(%x: !torch.vtensor<[2,3],f32>, %scales: !torch.vtensor<[3],f32>, %zps: !torch.vtensor<[3],si64>) {
  %none = torch.constant.none
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int-128 = torch.constant.int -128
  %int127 = torch.constant.int 127
  %int1_0 = torch.constant.int 1
  %scale = torch.constant.float 5.000000e-01
  %eps = torch.constant.float 1.000000e-05
  // CHECK: %[[Q:.*]] = torch.quantized_decomposed.quantize_per_tensor %arg0, %float5.000000e-01, %int0, %int-128, %int127, %int1{{.*}} : !torch.vtensor<[2,3],f32>, !torch.float, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,3],si8>
  %q = torch.quantized_decomposed.quantize_per_tensor %x, %scale, %int0, %int-128, %int127, %int1_0 : !torch.vtensor<[2,3],f32>, !torch.float, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,3],si8>
  // CHECK: torch.quantized_decomposed.dequantize_per_tensor %[[Q]], %float5.000000e-01, %int0, %int-128, %int127, %int1{{.*}}, %none : !torch.vtensor<[2,3],si8>, !torch.float, !torch.int, !torch.int, !torch.int, !torch.int, !torch.none -> !torch.vtensor<[2,3],f32>
  %dq = torch.quantized_decomposed.dequantize_per_tensor %q, %scale, %int0, %int-128, %int127, %int1_0, %none : !torch.vtensor<[2,3],si8>, !torch.float, !torch.int, !torch.int, !torch.int, !torch.int, !torch.none -> !torch.vtensor<[2,3],f32>
  // CHECK: %[[QC:.*]] = torch.quantized_decomposed.quantize_per_channel %arg0, %arg1, %arg2, %int1
  %qc = torch.quantized_decomposed.quantize_per_channel %x, %scales, %zps, %int1, %int-128, %int127, %int1_0 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],si64>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,3],si8>
  // CHECK: torch.quantized_decomposed.dequantize_per_channel %[[QC]], %arg1, %none, %int1
  %dqc = torch.quantized_decomposed.dequantize_per_channel %qc, %scales, %none, %int1, %int-128, %int127, %int1_0, %none : !torch.vtensor<[2,3],si8>, !torch.vtensor<[3],f32>, !torch.none, !torch.int, !torch.int, !torch.int, !torch.int, !torch.none -> !torch.vtensor<[2,3],f32>
  // CHECK: %{{.*}}:2 = torch.quantized_decomposed.choose_qparams.tensor %arg0, %int-128, %int127, %float1.000000e-05, %int1{{.*}} : !torch.vtensor<[2,3],f32>, !torch.int, !torch.int, !torch.float, !torch.int -> !torch.vtensor<[1],f64>, !torch.vtensor<[1],si64>
  %qp:2 = torch.quantized_decomposed.choose_qparams.tensor %x, %int-128, %int127, %eps, %int1_0 : !torch.vtensor<[2,3],f32>, !torch.int, !torch.int, !torch.float, !torch.int -> !torch.vtensor<[1],f64>, !torch.vtensor<[1],si64>
  return
}
