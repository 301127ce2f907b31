// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @too_few_operands(%a: !torch.vtensor<[2],f32>) {
  // expected-error @+1 {{expected 3 operands as schema 'aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor' declares, but got 2}}
  %0 = torch.aten.add.Tensor %a, %a : !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
  return
}

// -----

func.func @too_many_results(%a: !torch.vtensor<[2],f32>) {
  // expected-error @+1 {{expected 1 result types as schema 'aten::relu(Tensor self) -> Tensor' declares, but got 2}}
  %0:2 = torch.aten.relu %a : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>
  return
}

// -----

func.func @missing_results(%a: !torch.vtensor<[2],f32>) {
  // expected-error @+1 {{expected '->' and 1 result types as schema 'aten::relu(Tensor self) -> Tensor' declares}}
  torch.aten.relu %a : !torch.vtensor<[2],f32>
  return
}

// -----

func.func @operand_types_count(%a: !torch.vtensor<[2],f32>) {
  // expected-error @+1 {{expected 1 operand types, but got 2}}
  %0 = torch.aten.relu %a : !torch.vtensor<[2],f32>, !torch.int -> !torch.vtensor<[2],f32>
  return
}

// -----

func.func @wrong_operand_type(%a: !torch.vtensor<[2],f32>, %i: !torch.int) {
  // expected-error @+1 {{'torch.aten.add.Tensor' op operand #1 must be Any Torch tensor type (argument 'Tensor other' of schema 'aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor'), but got '!torch.int'}}
  %0 = torch.aten.add.Tensor %a, %i, %i : !torch.vtensor<[2],f32>, !torch.int, !torch.int -> !torch.vtensor<[2],f32>
  return
}

// -----

func.func @wrong_scalar_type(%a: !torch.vtensor<[2],f32>, %s: !torch.str) {
  // expected-error @+1 {{'torch.aten.add.Tensor' op operand #2 must be Any Torch scalar type (!torch.int, !torch.float, !torch.bool or !torch.number) (argument 'Scalar alpha' of schema 'aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor'), but got '!torch.str'}}
  %0 = torch.aten.add.Tensor %a, %a, %s : !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.str -> !torch.vtensor<[2],f32>
  return
}

// -----

func.func @wrong_optional_tensor(%a: !torch.vtensor<[2,3],f32>, %w: !torch.vtensor<[4,3],f32>, %f: !torch.float) {
  // expected-error @+1 {{'torch.aten.linear' op operand #2 must be Any Torch tensor type or !torch.none (argument 'Tensor? bias' of schema 'aten::linear(Tensor input, Tensor weight, Tensor? bias=None) -> Tensor'), but got '!torch.float'}}
  %0 = torch.aten.linear %a, %w, %f : !torch.vtensor<[2,3],f32>, !torch.vtensor<[4,3],f32>, !torch.float -> !torch.vtensor<[2,4],f32>
  return
}

// -----

func.func @wrong_list_type(%a: !torch.vtensor<[2,3],f32>, %l: !torch.list<float>) {
  // expected-error @+1 {{'torch.aten.view' op operand #1 must be !torch.list of !torch.int (argument 'SymInt[] size' of schema 'aten::view(Tensor(a) self, SymInt[] size) -> Tensor(a)'), but got '!torch.list<float>'}}
  %0 = torch.aten.view %a, %l : !torch.vtensor<[2,3],f32>, !torch.list<float> -> !torch.vtensor<[6],f32>
  return
}

// -----

func.func @wrong_result_type(%a: !torch.vtensor<[2],f32>, %i: !torch.int) {
  // expected-error @+1 {{'torch.aten.size.int' op result #0 must be !torch.int (return 'int' of schema 'aten::size.int(Tensor self, int dim) -> int'), but got '!torch.float'}}
  %0 = torch.aten.size.int %a, %i : !torch.vtensor<[2],f32>, !torch.int -> !torch.float
  return
}

// -----

func.func @generic_operand_count(%a: !torch.vtensor<[2],f32>) {
  // expected-error @+1 {{'torch.aten.add.Tensor' op expected 3 operands, but found 2}}
  %0 = "torch.aten.add.Tensor"(%a, %a) : (!torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32>
  return
}

// -----

func.func @generic_operand_type(%a: !torch.vtensor<[2],f32>, %b: !torch.bool) {
  // expected-error @+1 {{'torch.aten.relu' op operand #0 must be Any Torch tensor type (argument 'Tensor self' of schema 'aten::relu(Tensor self) -> Tensor'), but got '!torch.bool'}}
  %0 = "torch.aten.relu"(%b) : (!torch.bool) -> !torch.vtensor<[2],f32>
  return
}

// -----

func.func @unknown_aten_op(%a: !torch.vtensor<[2],f32>) {
  // expected-error @+1 {{custom op 'torch.aten.not_an_op' is unknown}}
  %0 = torch.aten.not_an_op %a : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
  return
}

// -----

// expected-error @+1 {{invalid dtype 'i32' for !torch.vtensor type}}
func.func @bad_dtype(%a: !torch.vtensor<[2],i32>) {
  return
}

// -----

// expected-error @+1 {{unknown torch type: vtensr}}
func.func @bad_type_name(%a: !torch.vtensr<[2],f32>) {
  return
}

// -----

// expected-error @+1 {{tensor size must be non-negative, got -1}}
func.func @negative_size(%a: !torch.vtensor<[-1],f32>) {
  return
}

// -----

// expected-error @+1 {{!torch.list expects 1 contained type(s), got 2}}
func.func @list_arity(%a: !torch.list<int, int>) {
  return
}

// -----

// expected-error @+1 {{expected ','}}
func.func @missing_dtype(%a: !torch.vtensor<[2]>) {
  return
}

// -----

func.func @list_element(%a: !torch.float) {
  // expected-error @+1 {{'torch.prim.ListConstruct' op operand types should have the same type as the list contained type (operand #0 of type '!torch.float' is not a valid element of '!torch.list<int>')}}
  %0 = torch.prim.ListConstruct %a : (!torch.float) -> !torch.list<int>
  return
}

// -----

func.func @tuple_arity(%a: !torch.int) {
  // expected-error @+1 {{'torch.prim.TupleConstruct' op number of operands (1) must match number of tuple elements (2)}}
  %0 = torch.prim.TupleConstruct %a : !torch.int -> !torch.tuple<int, int>
  return
}

// -----

func.func @literal_shape() {
  // expected-error @+1 {{'torch.vtensor.literal' op result type '!torch.vtensor<[3],f32>' does not match the shape of value type 'tensor<2xf32>'}}
  %0 = torch.vtensor.literal(dense<1.0> : tensor<2xf32>) : !torch.vtensor<[3],f32>
  return
}

// -----

func.func @literal_dtype() {
  // expected-error @+1 {{'torch.vtensor.literal' op result type '!torch.vtensor<[2],f64>' does not match the element type of value type 'tensor<2xf32>'}}
  %0 = torch.vtensor.literal(dense<1.0> : tensor<2xf32>) : !torch.vtensor<[2],f64>
  return
}

// -----

func.func @cast_incompatible(%a: !torch.vtensor<[2],f32>) {
  // expected-error @+1 {{'torch.tensor_static_info_cast' op operand type '!torch.vtensor<[2],f32>' and result type '!torch.vtensor<[3],f32>' are cast incompatible}}
  %0 = torch.tensor_static_info_cast %a : !torch.vtensor<[2],f32> to !torch.vtensor<[3],f32>
  return
}

// -----

func.func @symbolic_range() {
  // expected-error @+1 {{'torch.symbolic_int' op min_val (8) must not exceed max_val (4)}}
  %0 = torch.symbolic_int "s0" {min_val = 8, max_val = 4} : !torch.int
  return
}

// -----

func.func @bind_symbols(%a: !torch.vtensor<[?,3],f32>) {
  %0 = torch.symbolic_int "s0" {min_val = 1, max_val = 4} : !torch.int
  // expected-error @+1 {{'torch.bind_symbolic_shape' op requires equal number of shape symbols (1) and affine map symbols (2)}}
  torch.bind_symbolic_shape %a, [%0], affine_map<()[s0, s1] -> (s0, 3)> : !torch.vtensor<[?,3],f32>
  return
}

// -----

func.func @bind_rank(%a: !torch.vtensor<[?,3],f32>) {
  %0 = torch.symbolic_int "s0" {min_val = 1, max_val = 4} : !torch.int
  // expected-error @+1 {{'torch.bind_symbolic_shape' op shape expressions give 1 sizes for a tensor of rank 2}}
  torch.bind_symbolic_shape %a, [%0], affine_map<()[s0] -> (s0)> : !torch.vtensor<[?,3],f32>
  return
}

// -----

func.func @to_builtin(%a: !torch.vtensor<[2],si64>) {
  // expected-error @+1 {{'torch_c.to_builtin_tensor' op builtin tensor type 'tensor<2xsi64>' does not match '!torch.vtensor<[2],si64>' (expected 'tensor<2xi64>')}}
  %0 = torch_c.to_builtin_tensor %a : !torch.vtensor<[2],si64> -> tensor<2xsi64>
  return
}

// -----

func.func @to_builtin_unk(%a: !torch.vtensor<[2],unk>) {
  // expected-error @+1 {{'torch_c.to_builtin_tensor' op '!torch.vtensor<[2],unk>' has no builtin tensor type: its dtype is unknown}}
  %0 = torch_c.to_builtin_tensor %a : !torch.vtensor<[2],unk> -> tensor<2xf32>
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @to_i64_operand(%a: !torch.float) {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: '!torch.int' vs '!torch.float'}}
  %0 = torch_c.to_i64 %a
  return
}

// -----

// An op with a shape function and no parameter check (aten.abs) verifies
// its declared result type against the inferred one, as every other: the
// verifier reads the shape functions when it runs, not when the op
// definitions are built (before init fills the table).
func.func @abs_shape(%x: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[3,2],f32> {
  // expected-error @+1 {{'torch.aten.abs' op result #0 has type '!torch.vtensor<[3,2],f32>', but its shape function infers '!torch.vtensor<[2,3],f32>'}}
  %0 = torch.aten.abs %x : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[3,2],f32>
  return %0 : !torch.vtensor<[3,2],f32>
}
