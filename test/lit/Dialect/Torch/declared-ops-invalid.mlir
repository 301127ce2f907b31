// RUN: strata-opt %s -split-input-file -verify-diagnostics

// Ops declared on demand are checked against their schemas like the
// registered ones: operand and result counts when parsed, types when verified.

func.func @prims_sum_dims(%x: !torch.vtensor<[2,3],f32>, %int1: !torch.int, %none: !torch.none) {
  // expected-error @+1 {{operand #1 must be !torch.list of !torch.int or !torch.none (argument 'int[]? dims' of schema 'prims::sum(Tensor inp, int[]? dims, *, ScalarType? output_dtype=None) -> Tensor'), but got '!torch.int'}}
  %0 = torch.prims.sum %x, %int1, %none : !torch.vtensor<[2,3],f32>, !torch.int, !torch.none -> !torch.vtensor
  return
}

// -----

func.func @quantize_scale(%x: !torch.vtensor<[2],f32>, %s: !torch.vtensor<[1],f32>, %i: !torch.int) {
  // expected-error @+1 {{operand #1 must be !torch.float (argument 'float scale' of schema 'quantized_decomposed::quantize_per_tensor(Tensor input, float scale, int zero_point, int quant_min, int quant_max, ScalarType dtype) -> Tensor'), but got '!torch.vtensor<[1],f32>'}}
  %0 = torch.quantized_decomposed.quantize_per_tensor %x, %s, %i, %i, %i, %i : !torch.vtensor<[2],f32>, !torch.vtensor<[1],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor
  return
}

// -----

func.func @choose_qparams_results(%x: !torch.vtensor<[2],f32>, %i: !torch.int, %f: !torch.float) {
  // expected-error @+1 {{expected 2 result types as schema 'quantized_decomposed::choose_qparams.tensor(Tensor input, int quant_min, int quant_max, float eps, ScalarType dtype) -> (Tensor, Tensor)' declares, but got 1}}
  %0 = torch.quantized_decomposed.choose_qparams.tensor %x, %i, %i, %f, %i : !torch.vtensor<[2],f32>, !torch.int, !torch.int, !torch.float, !torch.int -> !torch.vtensor
  return
}

// -----

func.func @bernoulli_generator(%x: !torch.vtensor<[2],f32>, %i: !torch.int) {
  // expected-error @+1 {{operand #1 must be !torch.Generator or !torch.none}}
  %0 = torch.aten.bernoulli %x, %i : !torch.vtensor<[2],f32>, !torch.int -> !torch.vtensor
  return
}

// -----

func.func @iota_operands(%i: !torch.int) {
  // expected-error @+1 {{expected 6 operands as schema 'prims::iota(SymInt length, *, SymInt start, SymInt step, ScalarType dtype, Device device, bool requires_grad) -> Tensor' declares, but got 1}}
  %0 = torch.prims.iota %i : !torch.int -> !torch.vtensor
  return
}

// -----

func.func @format_too_few(%i: !torch.int) {
  // expected-error @+1 {{expected at least 1 operands as schema 'aten::format(str self, ...) -> str' declares, but got 0}}
  %0 = torch.aten.format : -> !torch.str
  return
}

// -----

func.func @dict_key(%d: !torch.dict<int, int>, %s: !torch.str) {
  // expected-error @+1 {{operand #0 must be !torch.dict of !torch.str to any type}}
  %0 = torch.aten.__getitem__.Dict_str %d, %s : !torch.dict<int, int>, !torch.str -> !torch.int
  return
}

// -----

func.func @undeclared() {
  // expected-error @+1 {{unregistered operation 'torch.aten.no_such_op' found in dialect ('torch') that does not allow unknown operations}}
  "torch.aten.no_such_op"() : () -> ()
  return
}
