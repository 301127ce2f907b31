// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @types
// CHECK-SAME: : !torch.vtensor<[2,?],f32>
// CHECK-SAME: : !torch.vtensor<*,f32>
// CHECK-SAME: : !torch.vtensor<[3],unk>
// CHECK-SAME: : !torch.vtensor,
// CHECK-SAME: : !torch.tensor<[],si64>
// CHECK-SAME: : !torch.vtensor<[4],bf16>
// CHECK-SAME: : !torch.vtensor<[1],f16>
// CHECK-SAME: : !torch.vtensor<[1],f64>
// CHECK-SAME: : !torch.vtensor<[1],si8>
// CHECK-SAME: : !torch.vtensor<[1],si16>
// CHECK-SAME: : !torch.vtensor<[1],si32>
// CHECK-SAME: : !torch.vtensor<[1],ui8>
// CHECK-SAME: : !torch.vtensor<[1],i1>
// CHECK-SAME: : !torch.vtensor<[1],complex<f32>>
// CHECK-SAME: : !torch.vtensor<[1],complex<f64>>
// CHECK-SAME: : !torch.int,
// CHECK-SAME: : !torch.float,
// CHECK-SAME: : !torch.bool,
// CHECK-SAME: : !torch.none,
// CHECK-SAME: : !torch.str,
// CHECK-SAME: : !torch.Device,
// CHECK-SAME: : !torch.Generator,
// CHECK-SAME: : !torch.number,
// CHECK-SAME: : !torch.any,
// CHECK-SAME: : !torch.list<int>,
// CHECK-SAME: : !torch.list<vtensor>,
// CHECK-SAME: : !torch.list<vtensor<[2],f32>>,
// CHECK-SAME: : !torch.list<optional<vtensor>>,
// CHECK-SAME: : !torch.optional<int>,
// CHECK-SAME: : !torch.tuple<int, float>,
// CHECK-SAME: : !torch.tuple<>,
// CHECK-SAME: : !torch.dict<str, vtensor>,
// CHECK-SAME: : !torch.union<int, float>,
// CHECK-SAME: : !torch.list<list<int>>)
// GENERIC-LABEL: sym_name = "types"
func.func @types(%a: !torch.vtensor<[2,?],f32>, %b: !torch.vtensor<*,f32>, %c: !torch.vtensor<[3],unk>, %d: !torch.vtensor,
                 %e: !torch.tensor<[],si64>, %f: !torch.vtensor<[4],bf16>, %g: !torch.vtensor<[1],f16>, %h: !torch.vtensor<[1],f64>,
                 %i: !torch.vtensor<[1],si8>, %j: !torch.vtensor<[1],si16>, %k: !torch.vtensor<[1],si32>, %l: !torch.vtensor<[1],ui8>,
                 %m: !torch.vtensor<[1],i1>, %n: !torch.vtensor<[1],complex<f32>>, %o: !torch.vtensor<[1],complex<f64>>,
                 %p: !torch.int, %q: !torch.float, %r: !torch.bool, %s: !torch.none, %t: !torch.str, %u: !torch.Device, %v: !torch.Generator, %w: !torch.number, %x: !torch.any,
                 %y: !torch.list<int>, %z: !torch.list<vtensor>, %aa: !torch.list<vtensor<[2],f32>>, %ab: !torch.list<optional<vtensor>>,
                 %ac: !torch.optional<int>, %ad: !torch.tuple<int, float>, %ae: !torch.tuple<>, %af: !torch.dict<str, vtensor>, %ag: !torch.union<int, float>,
                 %ah: !torch.list<!torch.list<int>>) {
  return
}

// CHECK-LABEL: func.func @constants
// CHECK-NEXT:    %int3 = torch.constant.int 3
// CHECK-NEXT:    %int-1 = torch.constant.int -1
// CHECK-NEXT:    %float1.000000e00 = torch.constant.float 1.000000e+00
// CHECK-NEXT:    %float1.000000e-05 = torch.constant.float 1.000000e-05
// CHECK-NEXT:    %float-Inf = torch.constant.float 0xFFF0000000000000
// CHECK-NEXT:    %true = torch.constant.bool true
// CHECK-NEXT:    %false = torch.constant.bool false
// CHECK-NEXT:    %none = torch.constant.none
// CHECK-NEXT:    %str = torch.constant.str "tanh"
// CHECK-NEXT:    %cpu = torch.constant.device "cpu"
// CHECK-NEXT:    %int3_0 = torch.constant.int 3
// CHECK-NEXT:    return %int3, %int-1, %float1.000000e00
// GENERIC-LABEL: sym_name = "constants"
// GENERIC:         "torch.constant.int"() <{value = 3 : i64}> : () -> !torch.int
// GENERIC:         "torch.constant.float"() <{value = 1.000000e+00 : f64}> : () -> !torch.float
// GENERIC:         "torch.constant.bool"() <{value = true}> : () -> !torch.bool
// GENERIC:         "torch.constant.none"() : () -> !torch.none
// GENERIC:         "torch.constant.str"() <{value = "tanh"}> : () -> !torch.str
// GENERIC:         "torch.constant.device"() <{value = "cpu"}> : () -> !torch.Device
func.func @constants() -> (!torch.int, !torch.int, !torch.float, !torch.float, !torch.float, !torch.bool, !torch.bool, !torch.none, !torch.str, !torch.Device, !torch.int) {
  %0 = torch.constant.int 3
  %1 = torch.constant.int -1
  %2 = torch.constant.float 1.0
  %3 = torch.constant.float 1.000000e-05
  %4 = torch.constant.float 0xFFF0000000000000
  %5 = torch.constant.bool true
  %6 = torch.constant.bool false
  %7 = torch.constant.none
  %8 = torch.constant.str "tanh"
  %9 = torch.constant.device "cpu"
  %10 = torch.constant.int 3
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : !torch.int, !torch.int, !torch.float, !torch.float, !torch.float, !torch.bool, !torch.bool, !torch.none, !torch.str, !torch.Device, !torch.int
}

// CHECK-LABEL: func.func @prim
// CHECK:         %[[L:.*]] = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
// CHECK-NEXT:    %[[E:.*]] = torch.prim.ListConstruct  : () -> !torch.list<int>
// CHECK-NEXT:    %[[TL:.*]] = torch.prim.ListConstruct %arg0, %arg0 : (!torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>) -> !torch.list<vtensor>
// CHECK-NEXT:    %[[OL:.*]] = torch.prim.ListConstruct %arg0, %none : (!torch.vtensor<[2],f32>, !torch.none) -> !torch.list<optional<vtensor>>
// CHECK-NEXT:    %[[U:.*]]:2 = torch.prim.ListUnpack %[[L]] : !torch.list<int> -> !torch.int, !torch.int
// CHECK-NEXT:    %[[T:.*]] = torch.prim.TupleConstruct %[[U]]#0, %float2.500000e-01 : !torch.int, !torch.float -> !torch.tuple<int, float>
// CHECK-NEXT:    %[[X:.*]] = torch.prim.TupleIndex %[[T]], %int0 : !torch.tuple<int, float>, !torch.int -> !torch.int
// CHECK-NEXT:    %[[N:.*]] = torch.prim.NumToTensor.Scalar %[[X]] : !torch.int -> !torch.vtensor<[],si64>
// CHECK-NEXT:    %[[D:.*]] = torch.derefine %[[X]] : !torch.int to !torch.optional<int>
// GENERIC-LABEL: sym_name = "prim"
// GENERIC:         "torch.prim.ListConstruct"(%{{.*}}, %{{.*}}) : (!torch.int, !torch.int) -> !torch.list<int>
// GENERIC:         "torch.prim.ListUnpack"(%{{.*}}) : (!torch.list<int>) -> (!torch.int, !torch.int)
func.func @prim(%arg0: !torch.vtensor<[2],f32>) -> (!torch.list<vtensor>, !torch.list<optional<vtensor>>, !torch.int, !torch.vtensor<[],si64>, !torch.optional<int>, !torch.list<int>) {
  %int1 = torch.constant.int 1
  %int0 = torch.constant.int 0
  %none = torch.constant.none
  %float = torch.constant.float 2.500000e-01
  %0 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %e = torch.prim.ListConstruct : () -> !torch.list<int>
  %1 = torch.prim.ListConstruct %arg0, %arg0 : (!torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>) -> !torch.list<vtensor>
  %2 = torch.prim.ListConstruct %arg0, %none : (!torch.vtensor<[2],f32>, !torch.none) -> !torch.list<optional<vtensor>>
  %3:2 = torch.prim.ListUnpack %0 : !torch.list<int> -> !torch.int, !torch.int
  %4 = torch.prim.TupleConstruct %3#0, %float : !torch.int, !torch.float -> !torch.tuple<int, float>
  %5 = torch.prim.TupleIndex %4, %int0 : !torch.tuple<int, float>, !torch.int -> !torch.int
  %6 = torch.prim.NumToTensor.Scalar %5 : !torch.int -> !torch.vtensor<[],si64>
  %7 = torch.derefine %5 : !torch.int to !torch.optional<int>
  return %1, %2, %3#1, %6, %7, %e : !torch.list<vtensor>, !torch.list<optional<vtensor>>, !torch.int, !torch.vtensor<[],si64>, !torch.optional<int>, !torch.list<int>
}

// CHECK-LABEL: func.func @tensors
// CHECK-NEXT:    %[[A:.*]] = torch.vtensor.literal(dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>) : !torch.vtensor<[2],f32>
// CHECK-NEXT:    %[[B:.*]] = torch.vtensor.literal(dense<[1, 2, 3]> : tensor<3xsi64>) : !torch.vtensor<[3],si64>
// CHECK-NEXT:    %[[C:.*]] = torch.vtensor.literal(dense_resource<blob> : tensor<2xf32>) : !torch.vtensor<[2],f32>
// CHECK-NEXT:    %[[D:.*]] = torch.tensor_static_info_cast %[[A]] : !torch.vtensor<[2],f32> to !torch.vtensor
// CHECK-NEXT:    %[[E:.*]] = torch.copy.to_tensor %[[A]] : !torch.tensor<[2],f32>
// CHECK-NEXT:    %[[F:.*]] = torch.copy.to_vtensor %[[E]] : !torch.vtensor<[2],f32>
// CHECK-NEXT:    %[[G:.*]] = torch.tensor.literal(dense<0.000000e+00> : tensor<2x2xf32>) : !torch.tensor<[2,2],f32>
// GENERIC-LABEL: sym_name = "tensors"
// GENERIC:         "torch.vtensor.literal"() <{value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}> : () -> !torch.vtensor<[2],f32>
// GENERIC:         "torch.tensor_static_info_cast"(%{{.*}}) : (!torch.vtensor<[2],f32>) -> !torch.vtensor
func.func @tensors() -> (!torch.vtensor<[3],si64>, !torch.vtensor<[2],f32>, !torch.vtensor<*,unk>, !torch.vtensor<[2],f32>, !torch.tensor<[2,2],f32>) {
  %0 = torch.vtensor.literal(dense<[1.0, 2.0]> : tensor<2xf32>) : !torch.vtensor<[2],f32>
  %1 = torch.vtensor.literal(dense<[1, 2, 3]> : tensor<3xsi64>) : !torch.vtensor<[3],si64>
  %2 = torch.vtensor.literal(dense_resource<blob> : tensor<2xf32>) : !torch.vtensor<[2],f32>
  %3 = torch.tensor_static_info_cast %0 : !torch.vtensor<[2],f32> to !torch.vtensor
  %4 = torch.copy.to_tensor %0 : !torch.tensor<[2],f32>
  %5 = torch.copy.to_vtensor %4 : !torch.vtensor<[2],f32>
  %6 = torch.tensor.literal(dense<0.0> : tensor<2x2xf32>) : !torch.tensor<[2,2],f32>
  return %1, %2, %3, %5, %6 : !torch.vtensor<[3],si64>, !torch.vtensor<[2],f32>, !torch.vtensor<*,unk>, !torch.vtensor<[2],f32>, !torch.tensor<[2,2],f32>
}

// CHECK-LABEL: func.func @symbolic
// CHECK-NEXT:    %s0 = torch.symbolic_int "s0" {min_val = 2, max_val = 9223372036854775807} : !torch.int
// CHECK-NEXT:    %s1 = torch.symbolic_int "s1" {min_val = 1, max_val = 64} : !torch.int
// CHECK-NEXT:    torch.bind_symbolic_shape %arg0, [%s0, %s1], #map : !torch.vtensor<[?,?,3],f32>
// GENERIC-LABEL: sym_name = "symbolic"
// GENERIC:         "torch.symbolic_int"() <{max_val = 64 : i64, min_val = 1 : i64, symbol_name = "s1"}> : () -> !torch.int
// GENERIC:         "torch.bind_symbolic_shape"(%{{.*}}, %{{.*}}, %{{.*}}) <{shape_expressions = #map}> : (!torch.vtensor<[?,?,3],f32>, !torch.int, !torch.int) -> ()
func.func @symbolic(%arg0: !torch.vtensor<[?,?,3],f32>) {
  %0 = torch.symbolic_int "s0" {min_val = 2, max_val = 9223372036854775807} : !torch.int
  %1 = torch.symbolic_int "s1" {min_val = 1, max_val = 64} : !torch.int
  torch.bind_symbolic_shape %arg0, [%0, %1], affine_map<()[s0, s1] -> (s0, s1 * 2, 3)> : !torch.vtensor<[?,?,3],f32>
  return
}

// CHECK-LABEL: func.func @aten
// CHECK:         %[[ADD:.*]] = torch.aten.add.Tensor %arg0, %arg0, %int1 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
// CHECK-NEXT:    %[[MAX:.*]]:2 = torch.aten.max.dim %[[ADD]], %int1, %false : !torch.vtensor<[2,3],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2],f32>, !torch.vtensor<[2],si64>
// CHECK-NEXT:    %[[L:.*]] = torch.prim.ListConstruct %int6 : (!torch.int) -> !torch.list<int>
// CHECK-NEXT:    %[[V:.*]] = torch.aten.view %[[ADD]], %{{.*}} : !torch.vtensor<[2,3],f32>, !torch.list<int> -> !torch.vtensor<[6],f32>
// CHECK-NEXT:    %[[LIN:.*]] = torch.aten.linear %arg0, %arg1, %none : !torch.vtensor<[2,3],f32>, !torch.vtensor<[4,3],f32>, !torch.none -> !torch.vtensor<[2,4],f32>
// CHECK-NEXT:    %[[TS:.*]] = torch.prim.ListConstruct %arg0, %arg0 : (!torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>) -> !torch.list<vtensor>
// CHECK-NEXT:    %[[CAT:.*]] = torch.aten.cat %[[TS]], %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[4,3],f32>
// CHECK-NEXT:    %[[SIZE:.*]] = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[2,3],f32>, !torch.int -> !torch.int
// CHECK-NEXT:    %[[M:.*]] = torch.aten.mul.int %[[SIZE]], %int1 : !torch.int, !torch.int -> !torch.int
// CHECK-NEXT:    %[[FD:.*]] = torch.aten.floordiv.int %[[M]], %int1 : !torch.int, !torch.int -> !torch.int
// CHECK-NEXT:    %[[S:.*]] = torch.aten.sub.int %[[FD]], %int1 {tag = "x"} : !torch.int, !torch.int -> !torch.int
// CHECK-NEXT:    %[[A2:.*]] = torch.aten.add.int %[[S]], %int1 : !torch.int, !torch.int -> !torch.int
// CHECK-NEXT:    %[[SZ:.*]] = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
// CHECK-NEXT:    %[[R:.*]] = torch.aten.randn %[[SZ]], %none, %none, %none, %none : !torch.list<int>, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[2],f32>
// CHECK-NEXT:    %[[C:.*]] = torch.aten.clamp %arg0, %float2.500000e-01, %none : !torch.vtensor<[2,3],f32>, !torch.float, !torch.none -> !torch.vtensor<[2,3],f32>
// GENERIC-LABEL: sym_name = "aten"
// GENERIC:         "torch.aten.add.Tensor"(%{{.*}}, %{{.*}}, %{{.*}}) : (!torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.int) -> !torch.vtensor<[2,3],f32>
// GENERIC:         "torch.aten.max.dim"(%{{.*}}, %{{.*}}, %{{.*}}) : (!torch.vtensor<[2,3],f32>, !torch.int, !torch.bool) -> (!torch.vtensor<[2],f32>, !torch.vtensor<[2],si64>)
func.func @aten(%arg0: !torch.vtensor<[2,3],f32>, %arg1: !torch.vtensor<[4,3],f32>) -> (!torch.vtensor<[2],si64>, !torch.vtensor<[6],f32>, !torch.vtensor<[2,4],f32>, !torch.vtensor<[4,3],f32>, !torch.int, !torch.vtensor<[2],f32>, !torch.vtensor<[2,3],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int6 = torch.constant.int 6
  %false = torch.constant.bool false
  %none = torch.constant.none
  %float = torch.constant.float 0.25
  %0 = torch.aten.add.Tensor %arg0, %arg0, %int1 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
  %1:2 = torch.aten.max.dim %0, %int1, %false : !torch.vtensor<[2,3],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2],f32>, !torch.vtensor<[2],si64>
  %l = torch.prim.ListConstruct %int6 : (!torch.int) -> !torch.list<int>
  %2 = torch.aten.view %0, %l : !torch.vtensor<[2,3],f32>, !torch.list<int> -> !torch.vtensor<[6],f32>
  %3 = torch.aten.linear %arg0, %arg1, %none : !torch.vtensor<[2,3],f32>, !torch.vtensor<[4,3],f32>, !torch.none -> !torch.vtensor<[2,4],f32>
  %ts = torch.prim.ListConstruct %arg0, %arg0 : (!torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>) -> !torch.list<vtensor>
  %4 = torch.aten.cat %ts, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[4,3],f32>
  %5 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[2,3],f32>, !torch.int -> !torch.int
  %6 = torch.aten.mul.int %5, %int1 : !torch.int, !torch.int -> !torch.int
  %7 = torch.aten.floordiv.int %6, %int1 : !torch.int, !torch.int -> !torch.int
  %8 = torch.aten.sub.int %7, %int1 {tag = "x"} : !torch.int, !torch.int -> !torch.int
  %9 = torch.aten.add.int %8, %int1 : !torch.int, !torch.int -> !torch.int
  %sz = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %10 = torch.aten.randn %sz, %none, %none, %none, %none : !torch.list<int>, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[2],f32>
  %11 = torch.aten.clamp %arg0, %float, %none : !torch.vtensor<[2,3],f32>, !torch.float, !torch.none -> !torch.vtensor<[2,3],f32>
  return %1#1, %2, %3, %4, %9, %10, %11 : !torch.vtensor<[2],si64>, !torch.vtensor<[6],f32>, !torch.vtensor<[2,4],f32>, !torch.vtensor<[4,3],f32>, !torch.int, !torch.vtensor<[2],f32>, !torch.vtensor<[2,3],f32>
}

// CHECK-LABEL: func.func @operator
// CHECK-NEXT:    %int2 = torch.constant.int 2
// CHECK-NEXT:    %[[R:.*]]:2 = torch.operator "mylib.custom"(%arg0, %int2) : (!torch.vtensor<[2],f32>, !torch.int) -> (!torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>)
// CHECK-NEXT:    torch.operator "mylib.effect"() : () -> ()
// GENERIC-LABEL: sym_name = "operator"
// GENERIC:         "torch.operator"(%{{.*}}, %{{.*}}) <{name = "mylib.custom"}> : (!torch.vtensor<[2],f32>, !torch.int) -> (!torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>)
func.func @operator(%arg0: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
  %int2 = torch.constant.int 2
  %0:2 = torch.operator "mylib.custom"(%arg0, %int2) : (!torch.vtensor<[2],f32>, !torch.int) -> (!torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>)
  torch.operator "mylib.effect"() : () -> ()
  return %0#1 : !torch.vtensor<[2],f32>
}

// CHECK-LABEL: func.func @torch_c
// CHECK-NEXT:    %[[T:.*]] = torch_c.to_builtin_tensor %arg0 : !torch.vtensor<[2,?],si64> -> tensor<2x?xi64>
// CHECK-NEXT:    %[[V:.*]] = torch_c.from_builtin_tensor %[[T]] : tensor<2x?xi64> -> !torch.vtensor<[2,?],si64>
// CHECK-NEXT:    %[[I:.*]] = torch_c.to_i64 %arg1
// CHECK-NEXT:    %[[J:.*]] = torch_c.from_i64 %[[I]]
// CHECK-NEXT:    %[[F:.*]] = torch_c.to_f64 %arg2
// CHECK-NEXT:    %[[G:.*]] = torch_c.from_f64 %[[F]]
// CHECK-NEXT:    %[[B:.*]] = torch_c.to_i1 %arg3
// CHECK-NEXT:    %[[C:.*]] = torch_c.from_i1 %[[B]]
// GENERIC-LABEL: sym_name = "torch_c"
// GENERIC:         "torch_c.to_builtin_tensor"(%{{.*}}) : (!torch.vtensor<[2,?],si64>) -> tensor<2x?xi64>
// GENERIC:         "torch_c.to_i64"(%{{.*}}) : (!torch.int) -> i64
// GENERIC:         "torch_c.from_i64"(%{{.*}}) : (i64) -> !torch.int
// GENERIC:         "torch_c.to_f64"(%{{.*}}) : (!torch.float) -> f64
// GENERIC:         "torch_c.to_i1"(%{{.*}}) : (!torch.bool) -> i1
func.func @torch_c(%arg0: !torch.vtensor<[2,?],si64>, %arg1: !torch.int, %arg2: !torch.float, %arg3: !torch.bool) -> (!torch.vtensor<[2,?],si64>, !torch.int, !torch.float, !torch.bool) {
  %0 = torch_c.to_builtin_tensor %arg0 : !torch.vtensor<[2,?],si64> -> tensor<2x?xi64>
  %1 = torch_c.from_builtin_tensor %0 : tensor<2x?xi64> -> !torch.vtensor<[2,?],si64>
  %2 = torch_c.to_i64 %arg1
  %3 = torch_c.from_i64 %2
  %4 = torch_c.to_f64 %arg2
  %5 = torch_c.from_f64 %4
  %6 = torch_c.to_i1 %arg3
  %7 = torch_c.from_i1 %6
  return %1, %3, %5, %7 : !torch.vtensor<[2,?],si64>, !torch.int, !torch.float, !torch.bool
}

{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000000803F00000040"
    }
  }
#-}

// A rank-0 tensor from prim.NumToTensor.Scalar promotes as the Python
// number it wraps: an si64 tensor plus 1.5 is f32 (the default float
// dtype), not f64, as PyTorch's `x + 1.5`.
// CHECK-LABEL: func.func @wrapped_number_promotion
// CHECK: torch.aten.add.Tensor {{.*}} -> !torch.vtensor<[3,4],f32>
func.func @wrapped_number_promotion(%x: !torch.vtensor<[3,4],si64>) -> !torch.vtensor<[3,4],f32> {
  %float = torch.constant.float 1.500000e+00
  %0 = torch.prim.NumToTensor.Scalar %float : !torch.float -> !torch.vtensor<[],f64>
  %int1 = torch.constant.int 1
  %1 = torch.aten.add.Tensor %x, %0, %int1 : !torch.vtensor<[3,4],si64>, !torch.vtensor<[],f64>, !torch.int -> !torch.vtensor<[3,4],f32>
  return %1 : !torch.vtensor<[3,4],f32>
}

// pow.Tensor_Scalar promotes with its exponent as PyTorch's
// torch.tensor([4]) ** 0.5 is f32 (and f16 ** 2.0 stays f16).
// CHECK-LABEL: func.func @pow_promotes
// CHECK: torch.aten.pow.Tensor_Scalar {{.*}} -> !torch.vtensor<[3],f32>
// CHECK: torch.aten.pow.Tensor_Scalar {{.*}} -> !torch.vtensor<[3],f16>
func.func @pow_promotes(%x: !torch.vtensor<[3],si64>, %h: !torch.vtensor<[3],f16>) -> (!torch.vtensor<[3],f32>, !torch.vtensor<[3],f16>) {
  %half = torch.constant.float 5.000000e-01
  %two = torch.constant.float 2.000000e+00
  %0 = torch.aten.pow.Tensor_Scalar %x, %half : !torch.vtensor<[3],si64>, !torch.float -> !torch.vtensor<[3],f32>
  %1 = torch.aten.pow.Tensor_Scalar %h, %two : !torch.vtensor<[3],f16>, !torch.float -> !torch.vtensor<[3],f16>
  return %0, %1 : !torch.vtensor<[3],f32>, !torch.vtensor<[3],f16>
}

// masked_fill broadcasts self with the mask (PyTorch expands both) and
// keeps self's dtype.
// CHECK-LABEL: func.func @masked_fill_broadcasts
// CHECK: torch.aten.masked_fill.Scalar {{.*}} -> !torch.vtensor<[3,4],f32>
func.func @masked_fill_broadcasts(%x: !torch.vtensor<[4],f32>, %m: !torch.vtensor<[3,4],i1>) -> !torch.vtensor<[3,4],f32> {
  %v = torch.constant.float 2.500000e+00
  %0 = torch.aten.masked_fill.Scalar %x, %m, %v : !torch.vtensor<[4],f32>, !torch.vtensor<[3,4],i1>, !torch.float -> !torch.vtensor<[3,4],f32>
  return %0 : !torch.vtensor<[3,4],f32>
}

// square of a bool is si64 (pow(x, 2) promotes bool with an int).
// CHECK-LABEL: func.func @square_bool
// CHECK: torch.aten.square {{.*}} -> !torch.vtensor<[3],si64>
func.func @square_bool(%b: !torch.vtensor<[3],i1>) -> !torch.vtensor<[3],si64> {
  %0 = torch.aten.square %b : !torch.vtensor<[3],i1> -> !torch.vtensor<[3],si64>
  return %0 : !torch.vtensor<[3],si64>
}

// arange's length is ceil((end - start) / step) for a negative step too,
// and an integer dtype truncates the bounds first:
// torch.arange(5, 0, -2) has 3 elements, torch.arange(0.5, 5, 1.5,
// dtype=torch.int64) has 5.
// CHECK-LABEL: func.func @arange_lengths
// CHECK: torch.aten.arange.start_step {{.*}} -> !torch.vtensor<[3],si64>
// CHECK: torch.aten.arange.start_step {{.*}} -> !torch.vtensor<[5],si64>
func.func @arange_lengths() -> (!torch.vtensor<[3],si64>, !torch.vtensor<[5],si64>) {
  %int5 = torch.constant.int 5
  %int0 = torch.constant.int 0
  %int-2 = torch.constant.int -2
  %int4 = torch.constant.int 4
  %none = torch.constant.none
  %half = torch.constant.float 5.000000e-01
  %five = torch.constant.float 5.000000e+00
  %step = torch.constant.float 1.500000e+00
  %0 = torch.aten.arange.start_step %int5, %int0, %int-2, %none, %none, %none, %none : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[3],si64>
  %1 = torch.aten.arange.start_step %half, %five, %step, %int4, %none, %none, %none : !torch.float, !torch.float, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[5],si64>
  return %0, %1 : !torch.vtensor<[3],si64>, !torch.vtensor<[5],si64>
}
