// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @broadcast_dim_mismatch(%s: vector<3xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch (3 vs. 4)}}
  %0 = vector.broadcast %s : vector<3xf32> to vector<4xf32>
  return
}

// -----

func.func @broadcast_rank(%s: vector<3x4xf32>) {
  // expected-error @+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %s : vector<3x4xf32> to vector<4xf32>
  return
}

// -----

func.func @extract_position_out_of_range(%s: vector<3x4xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %s[3] : vector<4xf32> from vector<3x4xf32>
  return
}

// -----

func.func @extract_too_many_positions(%s: vector<3x4xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %s[1, 2, 3] : f32 from vector<3x4xf32>
  return
}

// -----

func.func @extract_wrong_result(%s: vector<3x4xf32>) {
  // expected-error @+1 {{'vector.extract' op inferred type(s) 'vector<4xf32>' are incompatible with return type(s) of operation 'f32'}}
  %0 = vector.extract %s[1] : f32 from vector<3x4xf32>
  return
}

// -----

func.func @insert_rank(%s: vector<3x4xf32>, %f: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %0 = vector.insert %f, %s [1] : f32 into vector<3x4xf32>
  return
}

// -----

func.func @shape_cast_count(%s: vector<3x4xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op has different number of elements at source (12) and result (11)}}
  %0 = vector.shape_cast %s : vector<3x4xf32> to vector<11xf32>
  return
}

// -----

func.func @transpose_duplicate(%s: vector<3x4xf32>) {
  // expected-error @+1 {{'vector.transpose' op duplicate position index: 0}}
  %0 = vector.transpose %s, [0, 0] : vector<3x4xf32> to vector<3x4xf32>
  return
}

// -----

func.func @transpose_shape(%s: vector<3x4xf32>) {
  // expected-error @+1 {{'vector.transpose' op dimension size mismatch at: 1}}
  %0 = vector.transpose %s, [1, 0] : vector<3x4xf32> to vector<3x4xf32>
  return
}

// -----

func.func @reduction_kind_for_floats(%s: vector<4xf32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'and'}}
  %0 = vector.reduction <and>, %s : vector<4xf32> into f32
  return
}

// -----

func.func @reduction_result_type(%s: vector<4xf32>) {
  // expected-error @+1 {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.reduction <add>, %s : vector<4xf32> into f64
  return
}

// -----

func.func @reduction_unknown_kind(%s: vector<4xf32>) {
  // expected-error @+1 {{expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf}}
  %0 = vector.reduction <sum>, %s : vector<4xf32> into f32
  return
}

// -----

func.func @transfer_indices(%m: memref<8xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires 1 indices}}
  %0 = vector.transfer_read %m[%i, %i], %p : memref<8xf32>, vector<4xf32>
  return
}

// -----

func.func @transfer_not_a_permutation(%m: memref<8x8xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0, d0)>} : memref<8x8xf32>, vector<4x4xf32>
  return
}

// -----

func.func @transfer_in_bounds_rank(%m: memref<8x8xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2}}
  %0 = vector.transfer_read %m[%i, %i], %p {in_bounds = [true, true]} : memref<8x8xf32>, vector<4xf32>
  return
}

// -----

func.func @transfer_needs_map(%m: memref<8xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{expected a custom permutation_map when rank(source) != rank(destination)}}
  %0 = vector.transfer_read %m[%i], %p : memref<8xf32>, vector<2x4xf32>
  return
}

// -----

func.func @load_indices(%m: memref<8x8xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op requires 2 indices}}
  %0 = vector.load %m[%i] : memref<8x8xf32>, vector<4xf32>
  return
}

// -----

func.func @load_tensor(%t: tensor<8xf32>, %i: index) {
  // expected-error @+1 {{invalid kind of type specified: expected builtin.memref, but found 'tensor<8xf32>'}}
  %0 = vector.load %t[%i] : tensor<8xf32>, vector<4xf32>
  return
}

// -----

func.func @store_element_type(%m: memref<8x8xf32>, %i: index, %v: vector<4xf64>) {
  // expected-error @+1 {{'vector.store' op base and valueToStore element type should match}}
  vector.store %v, %m[%i, %i] : memref<8x8xf32>, vector<4xf64>
  return
}

// -----

func.func @constant_mask_size() {
  // expected-error @+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [5] : vector<4xi1>
  return
}

// -----

func.func @constant_mask_scalable() {
  // expected-error @+1 {{'vector.constant_mask' op only supports 'none set' or 'all set' scalable dimensions}}
  %0 = vector.constant_mask [2] : vector<[4]xi1>
  return
}

// -----

func.func @create_mask_operands(%i: index) {
  // expected-error @+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %0 = vector.create_mask %i, %i : vector<4xi1>
  return
}

// -----

func.func @bitcast_width(%s: vector<4xf32>) {
  // expected-error @+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = vector.bitcast %s : vector<4xf32> to vector<3xf16>
  return
}

// -----

func.func @strided_slice_bounds(%s: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 0 to be confined to [1, 5)}}
  %0 = vector.extract_strided_slice %s {offsets = [2], sizes = [3], strides = [1]} : vector<4x8xf32> to vector<3x8xf32>
  return
}

// -----

func.func @insert_strided_slice_bounds(%s: vector<4xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 0 to be confined to [1, 5)}}
  %0 = vector.insert_strided_slice %s, %s {offsets = [1], strides = [1]} : vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @step_of_floats() {
  // expected-error @+1 {{'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<4xf32>'}}
  %0 = vector.step : vector<4xf32>
  return
}

// -----

func.func @multi_reduction_result(%s: vector<2x4xf32>, %a: vector<4xf32>) {
  // expected-error @+1 {{'vector.multi_reduction' op destination type 'vector<4xf32>' is incompatible with source type 'vector<2x4xf32>'}}
  %0 = vector.multi_reduction <add>, %s, %a [1] : vector<2x4xf32> to vector<4xf32>
  return
}

// -----

func.func @contract_result_shape(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<2x2xf32>) {
  // expected-error @+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<2x3xf32>'}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x2xf32>
  return
}

// -----

func.func @contract_unknown_iterator(%a: vector<4xf32>, %s: f32) {
  // expected-error @+1 {{unexpected iterator_type (window)}}
  %0 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["window"]} %a, %a, %s : vector<4xf32>, vector<4xf32> into f32
  return
}

// -----

func.func @from_elements_count(%a: f32) {
  // expected-error @+1 {{number of operands and types do not match: got 1 operands and 4 types}}
  %0 = vector.from_elements %a : vector<4xf32>
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @outerproduct_acc(%a: vector<4xf32>, %b: vector<4xf32>) {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'vector<4x4xf32>' vs 'vector<4xf32>'}}
  %0 = vector.outerproduct %a, %b, %a : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @print_value_and_string(%a: f32) {
  // expected-error @+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  "vector.print"(%a) <{punctuation = #vector.punctuation<newline>, stringLiteral = "x"}> : (f32) -> ()
  return
}

// -----

func.func @extractelement_rank(%a: vector<2x2xf32>, %i: i32) {
  // expected-error @+1 {{'vector.extractelement' op unexpected >1 vector rank}}
  %0 = vector.extractelement %a[%i : i32] : vector<2x2xf32>
  return
}

// -----

func.func @unknown_attribute(%a: vector<4xf32>, %b: vector<4xf32>) {
  // expected-error @+1 {{unknown attribute `flavor` in dialect `vector`}}
  %0 = vector.outerproduct %a, %b {kind = #vector.flavor<add>} : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @mask_not_maskable(%m: vector<4xi1>, %v: vector<4xf32>) -> vector<4xf32> {
  // expected-error @+1 {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  %0 = vector.mask %m { arith.addf %v, %v : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}
