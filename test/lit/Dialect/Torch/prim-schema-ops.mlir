// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// prim:: ops declared from their JIT schemas, torch.valsem.aten.*,
// torch.hop_flex_attention, a declaration with named arguments and a
// `torch.type_bound`, and a union of scalars passed as a Scalar.

// CHECK: func.func private @decl(!torch.tensor {torch.type_bound = !torch.vtensor<[2],f32>})
func.func private @decl(%arg0: !torch.tensor {torch.type_bound = !torch.vtensor<[2],f32>})

// CHECK-LABEL: func.func @prims(
// CHECK: torch.prim.dtype %{{.*}} : !torch.vtensor<[2],f32> -> !torch.int
// CHECK: torch.prim.device %{{.*}} : !torch.vtensor<[2],f32> -> !torch.Device
// CHECK: torch.prim.max.int %{{.*}}, %{{.*}} : !torch.int, !torch.int -> !torch.int
// CHECK: torch.prim.min.self_int %{{.*}} : !torch.list<int> -> !torch.int
// CHECK: torch.prim.abs.Scalar %{{.*}} : !torch.float -> !torch.float
// CHECK: torch.prim.RaiseException %{{.*}}, %{{.*}} : !torch.str, !torch.none
// CHECK: torch.valsem.aten.bernoulli.float %{{.*}}, %{{.*}}, %{{.*}} : !torch.vtensor<[2],f32>, !torch.float, !torch.none -> !torch.vtensor<[2],f32>
// CHECK: torch.aten.constant_pad_nd %{{.*}}, %{{.*}}, %{{.*}} : !torch.vtensor<[2],f32>, !torch.list<int>, !torch.union<float, int> -> !torch.vtensor
func.func @prims(%t: !torch.vtensor<[2],f32>, %l: !torch.list<int>, %f: !torch.float, %u: !torch.union<float, int>) -> !torch.int {
  %0 = torch.prim.dtype %t : !torch.vtensor<[2],f32> -> !torch.int
  %1 = torch.prim.device %t : !torch.vtensor<[2],f32> -> !torch.Device
  %2 = torch.prim.max.int %0, %0 : !torch.int, !torch.int -> !torch.int
  %3 = torch.prim.min.self_int %l : !torch.list<int> -> !torch.int
  %4 = torch.prim.abs.Scalar %f : !torch.float -> !torch.float
  %str = torch.constant.str "boom"
  %none = torch.constant.none
  torch.prim.RaiseException %str, %none : !torch.str, !torch.none
  %5 = torch.valsem.aten.bernoulli.float %t, %f, %none : !torch.vtensor<[2],f32>, !torch.float, !torch.none -> !torch.vtensor<[2],f32>
  %6 = torch.aten.constant_pad_nd %t, %l, %u : !torch.vtensor<[2],f32>, !torch.list<int>, !torch.union<float, int> -> !torch.vtensor
  return %2 : !torch.int
}

func.func private @score(%s: !torch.vtensor<[],f32>, %b: !torch.vtensor<[],si32>, %h: !torch.vtensor<[],si32>, %q: !torch.vtensor<[],si32>, %k: !torch.vtensor<[],si32>) -> !torch.vtensor<[],f32> {
  return %s : !torch.vtensor<[],f32>
}

// CHECK-LABEL: func.func @flex(
// CHECK: torch.hop_flex_attention %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {score_mod_fn = @score} : {{.*}} -> !torch.vtensor<[1,1,4,8],f32>, !torch.none, !torch.none
func.func @flex(%q: !torch.vtensor<[1,1,4,8],f32>) -> !torch.vtensor<[1,1,4,8],f32> {
  %scale = torch.constant.float 1.000000e+00
  %false = torch.constant.bool false
  %o, %lse, %max = torch.hop_flex_attention %q, %q, %q, %scale, %false, %false {score_mod_fn = @score} : !torch.vtensor<[1,1,4,8],f32>, !torch.vtensor<[1,1,4,8],f32>, !torch.vtensor<[1,1,4,8],f32>, !torch.float, !torch.bool, !torch.bool -> !torch.vtensor<[1,1,4,8],f32>, !torch.none, !torch.none
  return %o : !torch.vtensor<[1,1,4,8],f32>
}
