// RUN: strata-opt %s -split-input-file -verify-diagnostics

// Parameter checks of permute and of the scaled (fp8/fp4) matmuls, and of
// the torch.type_bound argument attribute and torch.bind_symbolic_shape.

func.func @permute_short(%x: !torch.vtensor<[2,3,4],f32>) -> !torch.vtensor<[2,3,4],f32> {
  %i0 = torch.constant.int 0
  %p = torch.prim.ListConstruct %i0 : (!torch.int) -> !torch.list<int>
  // expected-error @+1 {{The permutation has 1 elements, the output has rank 3}}
  %0 = torch.aten.permute %x, %p : !torch.vtensor<[2,3,4],f32>, !torch.list<int> -> !torch.vtensor<[2,3,4],f32>
  return %0 : !torch.vtensor<[2,3,4],f32>
}

// -----

func.func @permute_out_of_range(%x: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32> {
  %i0 = torch.constant.int 0
  %i5 = torch.constant.int 5
  %p = torch.prim.ListConstruct %i0, %i5 : (!torch.int, !torch.int) -> !torch.list<int>
  // expected-error @+1 {{observed invalid index in permutation (5) for input tensor of rank 2.}}
  %0 = torch.aten.permute %x, %p : !torch.vtensor<[2,3],f32>, !torch.list<int> -> !torch.vtensor<[2,3],f32>
  return %0 : !torch.vtensor<[2,3],f32>
}

// -----

func.func @scaled_mm_bias(%a: !torch.vtensor<[32,32],f8E4M3FN>, %b: !torch.vtensor<[32,32],f8E4M3FN>, %s: !torch.vtensor<[],f32>, %bias: !torch.vtensor<[32],f32>) -> !torch.vtensor<[32,32],bf16> {
  %false = torch.constant.bool false
  %int15 = torch.constant.int 15
  %none = torch.constant.none
  // expected-error @+1 {{expected bias to have bf16 or f16 dtype, but got 'f32'}}
  %0 = torch.aten._scaled_mm %a, %b, %s, %s, %bias, %none, %int15, %false : !torch.vtensor<[32,32],f8E4M3FN>, !torch.vtensor<[32,32],f8E4M3FN>, !torch.vtensor<[],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[32],f32>, !torch.none, !torch.int, !torch.bool -> !torch.vtensor<[32,32],bf16>
  return %0 : !torch.vtensor<[32,32],bf16>
}

// -----

func.func @scaled_mm_mx_scale_count(%a: !torch.vtensor<[128,64],f8E4M3FN>, %b: !torch.vtensor<[64,128],f8E4M3FN>, %s: !torch.vtensor<[64],f8E8M0FNU>) -> !torch.vtensor<[128,128],bf16> {
  %false = torch.constant.bool false
  %int15 = torch.constant.int 15
  %none = torch.constant.none
  // expected-error @+1 {{invalid blockwise scaling configuration: expected scale_a to have 512 elements and scale_b to have 512 elements, but got 64 and 64}}
  %0 = torch.aten._scaled_mm %a, %b, %s, %s, %none, %none, %int15, %false : !torch.vtensor<[128,64],f8E4M3FN>, !torch.vtensor<[64,128],f8E4M3FN>, !torch.vtensor<[64],f8E8M0FNU>, !torch.vtensor<[64],f8E8M0FNU>, !torch.none, !torch.none, !torch.int, !torch.bool -> !torch.vtensor<[128,128],bf16>
  return %0 : !torch.vtensor<[128,128],bf16>
}

// -----

func.func @scaled_mm_v2_rowwise_shape(%a: !torch.vtensor<[32,32],f8E4M3FN>, %b: !torch.vtensor<[32,32],f8E4M3FN>, %sa: !torch.vtensor<[16],f32>, %sb: !torch.vtensor<[32],f32>) -> !torch.vtensor<[32,32],bf16> {
  %false = torch.constant.bool false
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int15 = torch.constant.int 15
  %none = torch.constant.none
  %scale_a = torch.prim.ListConstruct %sa : (!torch.vtensor<[16],f32>) -> !torch.list<vtensor>
  %scale_b = torch.prim.ListConstruct %sb : (!torch.vtensor<[32],f32>) -> !torch.list<vtensor>
  %recipe = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %swizzle = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %dims = torch.prim.ListConstruct : () -> !torch.list<int>
  // expected-error @+1 {{invalid rowwise scaling configuration}}
  %0 = torch.aten._scaled_mm_v2 %a, %b, %scale_a, %recipe, %swizzle, %scale_b, %recipe, %swizzle, %none, %int15, %dims, %false : !torch.vtensor<[32,32],f8E4M3FN>, !torch.vtensor<[32,32],f8E4M3FN>, !torch.list<vtensor>, !torch.list<int>, !torch.list<int>, !torch.list<vtensor>, !torch.list<int>, !torch.list<int>, !torch.none, !torch.int, !torch.list<int>, !torch.bool -> !torch.vtensor<[32,32],bf16>
  return %0 : !torch.vtensor<[32,32],bf16>
}

// -----

// expected-error @+1 {{'torch.type_bound' must be attached to an argument of !torch.tensor/!torch.vtensor type}}
func.func private @bound_on_int(%arg0: !torch.int {torch.type_bound = !torch.vtensor<[2],f32>})

// -----

// expected-error @+1 {{'torch.type_bound' must be of !torch.tensor/!torch.vtensor type}}
func.func private @bound_not_tensor(%arg0: !torch.tensor {torch.type_bound = !torch.int})

// -----

func.func @symbol_not_symbolic_int(%x: !torch.vtensor<[?],f32>, %n: !torch.int) {
  // expected-error @+1 {{shape symbol must be produced by a SymbolicIntOp}}
  torch.bind_symbolic_shape %x, [%n], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?],f32>
  return
}
