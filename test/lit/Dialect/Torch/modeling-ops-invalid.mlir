// RUN: strata-opt %s -split-input-file -verify-diagnostics

// Verifier rejections of Torch-MLIR's modeling ops (shape and dtype
// calculations, global slots, overwrite, promote_dtypes, runtime.assert).

func.func @shape_calculate_yields_too_few(%arg0: !torch.vtensor) -> !torch.vtensor {
  // expected-error @+1 {{body yields 0 values for 1 results}}
  %0 = torch.shape.calculate {
    torch.shape.calculate.yield
  } shapes {
    %1 = torch.aten.size %arg0 : !torch.vtensor -> !torch.list<int>
    torch.shape.calculate.yield.shapes %1 : !torch.list<int>
  } : !torch.vtensor
  return %0 : !torch.vtensor
}

// -----

func.func @shape_calculate_yield_type(%arg0: !torch.vtensor<[2],f32>) -> !torch.vtensor {
  // expected-error @+1 {{body yields '!torch.vtensor<[2],f32>' for result #0 of type '!torch.vtensor'}}
  %0 = torch.shape.calculate {
    torch.shape.calculate.yield %arg0 : !torch.vtensor<[2],f32>
  } shapes {
    %1 = torch.aten.size %arg0 : !torch.vtensor<[2],f32> -> !torch.list<int>
    torch.shape.calculate.yield.shapes %1 : !torch.list<int>
  } : !torch.vtensor
  return %0 : !torch.vtensor
}

// -----

func.func @shape_calculate_yield_shapes_count(%arg0: !torch.vtensor) -> !torch.vtensor {
  %0 = torch.shape.calculate {
    torch.shape.calculate.yield %arg0 : !torch.vtensor
  } shapes {
    // expected-error @+1 {{expected number of shapes to match number of results}}
    torch.shape.calculate.yield.shapes
  } : !torch.vtensor
  return %0 : !torch.vtensor
}

// -----

func.func @shape_calculate_yield_shapes_type(%arg0: !torch.vtensor, %i: !torch.int) -> !torch.vtensor {
  %0 = torch.shape.calculate {
    torch.shape.calculate.yield %arg0 : !torch.vtensor
  } shapes {
    // expected-error @+1 {{operand #0 must be !torch.list<int>, but got '!torch.int'}}
    torch.shape.calculate.yield.shapes %i : !torch.int
  } : !torch.vtensor
  return %0 : !torch.vtensor
}

// -----

func.func @shape_calculate_yield_outside(%arg0: !torch.vtensor) {
  // expected-error @+1 {{expects parent op 'torch.shape.calculate'}}
  torch.shape.calculate.yield %arg0 : !torch.vtensor
}

// -----

func.func @shape_calculate_wrong_terminator(%arg0: !torch.vtensor) -> !torch.vtensor {
  // expected-error @+1 {{expects its calculation to end in 'torch.shape.calculate.yield.shapes'}}
  %0 = torch.shape.calculate {
    torch.shape.calculate.yield %arg0 : !torch.vtensor
  } shapes {
    torch.shape.calculate.yield %arg0 : !torch.vtensor
  } : !torch.vtensor
  return %0 : !torch.vtensor
}

// -----

func.func @dtype_calculate_yields_too_many(%arg0: !torch.vtensor) -> !torch.vtensor {
  // expected-error @+1 {{body yields 2 values for 1 results}}
  %0 = torch.dtype.calculate {
    torch.dtype.calculate.yield %arg0, %arg0 : !torch.vtensor, !torch.vtensor
  } dtypes {
    %int6 = torch.constant.int 6
    torch.dtype.calculate.yield.dtypes %int6 : !torch.int
  } : !torch.vtensor
  return %0 : !torch.vtensor
}

// -----

func.func @dtype_calculate_yield_dtypes_count(%arg0: !torch.vtensor) -> !torch.vtensor {
  %0 = torch.dtype.calculate {
    torch.dtype.calculate.yield %arg0 : !torch.vtensor
  } dtypes {
    %int6 = torch.constant.int 6
    // expected-error @+1 {{expected number of dtypes to match number of results}}
    torch.dtype.calculate.yield.dtypes %int6, %int6 : !torch.int, !torch.int
  } : !torch.vtensor
  return %0 : !torch.vtensor
}

// -----

func.func @dtype_calculate_yield_dtypes_type(%arg0: !torch.vtensor, %f: !torch.float) -> !torch.vtensor {
  %0 = torch.dtype.calculate {
    torch.dtype.calculate.yield %arg0 : !torch.vtensor
  } dtypes {
    // expected-error @+1 {{operand #0 must be !torch.int, but got '!torch.float'}}
    torch.dtype.calculate.yield.dtypes %f : !torch.float
  } : !torch.vtensor
  return %0 : !torch.vtensor
}

// -----

func.func @dtype_calculate_yield_outside(%arg0: !torch.vtensor) {
  // expected-error @+1 {{expects parent op 'torch.dtype.calculate'}}
  torch.dtype.calculate.yield %arg0 : !torch.vtensor
}

// -----

func.func @dtype_calculate_result_type(%arg0: i32) {
  // expected-error @+1 {{result #0 must be Any type that is legal to pass to a Torch kernel, but got 'i32'}}
  %0 = torch.dtype.calculate {
    torch.dtype.calculate.yield %arg0 : i32
  } dtypes {
    %int6 = torch.constant.int 6
    torch.dtype.calculate.yield.dtypes %int6 : !torch.int
  } : i32
  return
}

// -----

// expected-error @+1 {{requires attribute 'typeBound'}}
"torch.global_slot"() {sym_name = "s"} : () -> ()

// -----

torch.global_slot.module_initializer {
  torch.initialize.global_slots [
  ]
}

// expected-error @+1 {{there must be only one global slot initializer}}
torch.global_slot.module_initializer {
  torch.initialize.global_slots [
  ]
}

// -----

// expected-note @+1 {{missing global slot initializer for @slot0}}
torch.global_slot @slot0 : !torch.int
// expected-note @+1 {{missing global slot initializer for @slot1}}
torch.global_slot @slot1 : !torch.int

torch.global_slot.module_initializer {
  %0 = torch.constant.int 1
  // expected-error @below {{must have one initializer for each global slot in the module}}
  // expected-note @below {{unexpected global slot initializer for non-existent global slot @nonexistent}}
  torch.initialize.global_slots [
    @nonexistent(%0 : !torch.int)
  ]
}

// -----

torch.global_slot @slot0 : !torch.int

torch.global_slot.module_initializer {
  %0 = torch.constant.int 1
  // expected-error @+1 {{duplicate initialization of global slot: @slot0}}
  torch.initialize.global_slots [
    @slot0(%0 : !torch.int)
    @slot0(%0 : !torch.int)
  ]
}

// -----

torch.global_slot @ranked : !torch.tensor<[],unk>

torch.global_slot.module_initializer {
  %0 = torch.tensor.literal(dense<0.0> : tensor<f32>) : !torch.tensor
  // expected-error @+1 {{initial value for global slot @ranked has type '!torch.tensor' which is not within the bound '!torch.tensor<[],unk>'}}
  torch.initialize.global_slots [
    @ranked(%0 : !torch.tensor)
  ]
}

// -----

torch.global_slot @t : !torch.tensor

torch.global_slot.module_initializer {
  %0 = torch.tensor.literal(dense<0.0> : tensor<f32>) : !torch.tensor
  // expected-error @+1 {{'torch.aten.mul.Tensor' op is not allowed in a module initializer}}
  %1 = torch.aten.mul.Tensor %0, %0 : !torch.tensor, !torch.tensor -> !torch.tensor
  torch.initialize.global_slots [
    @t(%1 : !torch.tensor)
  ]
}

// -----

func.func @initializer_in_a_function() {
  // expected-error @+1 {{expects parent op 'builtin.module'}}
  torch.global_slot.module_initializer {
    torch.initialize.global_slots [
    ]
  }
  return
}

// -----

torch.global_slot.module_initializer {
  %0 = torch.constant.int 1
  // expected-error @+1 {{expected number of operands to match number of slots}}
  "torch.initialize.global_slots"(%0) {slotSymNames = []} : (!torch.int) -> ()
}

// -----

func.func @initialize_outside(%arg0: !torch.int) {
  // expected-error @+1 {{expects parent op 'torch.global_slot.module_initializer'}}
  torch.initialize.global_slots [
    @s(%arg0 : !torch.int)
  ]
}

// -----

func.func @global_slot_get_type() {
  // expected-error @+1 {{result #0 must be Any type that is legal to pass to a Torch kernel, but got 'i32'}}
  %0 = torch.global_slot.get @s : i32
  return
}

// -----

func.func @global_slot_set_type(%arg0: f32) {
  // expected-error @+1 {{operand #0 must be Any type that is legal to pass to a Torch kernel, but got 'f32'}}
  torch.global_slot.set @s = %arg0 : f32
  return
}

// -----

func.func @global_slot_get_nested_symbol() {
  // expected-error @+1 {{attribute 'slot' failed to satisfy constraint: flat symbol reference attribute}}
  %0 = "torch.global_slot.get"() {slot = @a::@b} : () -> !torch.int
  return
}

// -----

func.func @overwrite_mismatch(%arg0: !torch.vtensor<[1],f32>, %arg1: !torch.vtensor<[?],f32>) {
  %0 = torch.copy.to_tensor %arg0 : !torch.tensor<[1],f32>
  // expected-error @+1 {{failed to verify that overwritten tensor type is corresponding !torch.tensor of value tensor type}}
  torch.overwrite.tensor.contents %arg1 overwrites %0 : !torch.vtensor<[?],f32>, !torch.tensor<[1],f32>
  return
}

// -----

func.func @overwrite_value_tensor(%arg0: !torch.vtensor<[1],f32>) {
  // expected-error @+1 {{operand #1 must be Multi-dimensional array modeling Torch's Tensor type, but got '!torch.vtensor<[1],f32>'}}
  torch.overwrite.tensor.contents %arg0 overwrites %arg0 : !torch.vtensor<[1],f32>, !torch.vtensor<[1],f32>
  return
}

// -----

func.func @promote_dtypes_types(%ranks: !torch.list<float>, %dtypes: !torch.list<int>) -> !torch.int {
  // expected-error @+1 {{operand #0 must be !torch.list<optional<int>>, but got '!torch.list<float>'}}
  %0 = torch.promote_dtypes %ranks, %dtypes : (!torch.list<float>, !torch.list<int>) -> !torch.int
  return %0 : !torch.int
}

// -----

func.func @promote_dtypes_result(%ranks: !torch.list<optional<int>>, %dtypes: !torch.list<int>) -> !torch.float {
  // expected-error @+1 {{result #0 must be !torch.int, but got '!torch.float'}}
  %0 = torch.promote_dtypes %ranks, %dtypes : (!torch.list<optional<int>>, !torch.list<int>) -> !torch.float
  return %0 : !torch.float
}

// -----

func.func @runtime_assert_condition(%arg0: !torch.int) {
  // expected-error @+1 {{operand #0 must be !torch.bool, but got '!torch.int'}}
  "torch.runtime.assert"(%arg0) {message = "m"} : (!torch.int) -> ()
  return
}

// -----

func.func @runtime_assert_message(%arg0: !torch.bool) {
  // expected-error @+1 {{requires attribute 'message'}}
  "torch.runtime.assert"(%arg0) : (!torch.bool) -> ()
  return
}
