// RUN: strata-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0}}
func.func @empty_dyn(%i: index) { %0 = tensor.empty(%i) : tensor<4x8xf32>
 return }
// -----
// expected-error @+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
func.func @extract_idx(%t: tensor<4x8xf32>, %i: index) { %0 = tensor.extract %t[%i] : tensor<4x8xf32>
 return }
// -----
// expected-error @+1 {{'tensor.insert' op incorrect number of indices}}
func.func @insert_idx(%t: tensor<4x8xf32>, %i: index, %f: f32) { %0 = tensor.insert %f into %t[%i] : tensor<4x8xf32>
 return }
// -----
// expected-error @+1 {{expected 2 offset values, got 1}}
func.func @slice_rank(%t: tensor<4x8xf32>) { %0 = tensor.extract_slice %t[0] [2] [1] : tensor<4x8xf32> to tensor<2xf32>
 return }
// -----
// expected-error @+1 {{expected type to be 'tensor<2x4xf32>' or a rank-reduced version. (size mismatch)}}
func.func @slice_type(%t: tensor<4x8xf32>) { %0 = tensor.extract_slice %t[0, 0] [2, 4] [1, 1] : tensor<4x8xf32> to tensor<2x5xf32>
 return }
// -----
// expected-error @+1 {{expected element type to be 'f32'}}
func.func @slice_elt(%t: tensor<4x8xf32>) { %0 = tensor.extract_slice %t[0, 0] [2, 4] [1, 1] : tensor<4x8xf32> to tensor<2x4xi32>
 return }
// -----
// expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 4 >= 4}}
func.func @slice_oob(%t: tensor<4x8xf32>) { %0 = tensor.extract_slice %t[3, 0] [2, 4] [1, 1] : tensor<4x8xf32> to tensor<2x4xf32>
 return }
// -----
// expected-error @+1 {{expected type to be 'tensor<2x4xf32>' or a rank-reduced version. (size mismatch)}}
func.func @slice_rr(%t: tensor<4x8xf32>) { %0 = tensor.extract_slice %t[0, 0] [2, 4] [1, 1] : tensor<4x8xf32> to tensor<8xf32>
 return }
// -----
// expected-error @+1 {{expected type to be 'tensor<2x4xf32>' or a rank-reduced version. (size mismatch)}}
func.func @islice_type(%t: tensor<4x8xf32>, %s: tensor<2x5xf32>) { %0 = tensor.insert_slice %s into %t[0, 0] [2, 4] [1, 1] : tensor<2x5xf32> into tensor<4x8xf32>
 return }
// -----
// expected-error @+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 32}}
func.func @collapse_bad(%t: tensor<4x8xf32>) { %0 = tensor.collapse_shape %t [[0, 1]] : tensor<4x8xf32> into tensor<30xf32>
 return }
// -----
// expected-error @+1 {{'tensor.collapse_shape' op expected collapsed rank (1) to equal the number of reassociation maps (2).}}
func.func @collapse_rank(%t: tensor<4x8xf32>) { %0 = tensor.collapse_shape %t [[0], [1]] : tensor<4x8xf32> into tensor<32xf32>
 return }
// -----
// expected-error @+1 {{'tensor.collapse_shape' op expected reassociation map #0 to be valid and contiguous.}}
func.func @collapse_noncontig(%t: tensor<4x8x2xf32>) { %0 = tensor.collapse_shape %t [[0, 2], [1]] : tensor<4x8x2xf32> into tensor<8x8xf32>
 return }
// -----
// expected-error @+1 {{'tensor.expand_shape' op expected dimension 0 of collapsed type to be static value of 16}}
func.func @expand_bad(%t: tensor<32xf32>) { %0 = tensor.expand_shape %t [[0, 1]] output_shape [4, 4] : tensor<32xf32> into tensor<4x4xf32>
 return }
// -----
// expected-error @+1 {{'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (2) but found 1 inputs instead}}
func.func @expand_os(%t: tensor<32xf32>) { %0 = tensor.expand_shape %t [[0, 1]] output_shape [4] : tensor<32xf32> into tensor<4x8xf32>
 return }
// -----
// expected-error @+1 {{'tensor.cast' op operand type 'tensor<4x8xf32>' and result type 'tensor<4x9xf32>' are cast incompatible}}
func.func @cast_bad(%t: tensor<4x8xf32>) { %0 = tensor.cast %t : tensor<4x8xf32> to tensor<4x9xf32>
 return }
// -----
// expected-error @+1 {{'tensor.cast' op operand type 'tensor<4x8xf32>' and result type 'tensor<4x8xi32>' are cast incompatible}}
func.func @cast_elt(%t: tensor<4x8xf32>) { %0 = tensor.cast %t : tensor<4x8xf32> to tensor<4x8xi32>
 return }
// -----
// expected-error @+1 {{specified type 'tensor<6x9xf32>' does not match the inferred type 'tensor<6x10xf32>'}}
func.func @pad_type(%t: tensor<4x8xf32>, %f: f32) { %0 = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x8xf32> to tensor<6x9xf32>
 return }
// -----
// expected-error @+1 {{expected the block to have 2 arguments}}
func.func @pad_args(%t: tensor<4x8xf32>, %f: f32) { %0 = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<4x8xf32> to tensor<6x10xf32>
 return }
// -----
// expected-error @+1 {{'tensor.pad' op expected yield type to match shape element type}}
func.func @pad_yield(%t: tensor<4x8xf32>, %g: f64) { %0 = tensor.pad %t low[1, 1] high[1, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %g : f64
  } : tensor<4x8xf32> to tensor<6x10xf32>
 return }
// -----
// expected-error @+1 {{failed to infer expectedType from sourceType 'tensor<4x8xf32>', specified resultType is 'tensor<6x10xf32>'}}
func.func @pad_lows(%t: tensor<4x8xf32>, %f: f32) { %0 = tensor.pad %t low[1] high[1, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x8xf32> to tensor<6x10xf32>
 return }
// -----
// expected-error @+1 {{'tensor.concat' op rank of concatenated inputs must match result rank}}
func.func @concat_rank(%a: tensor<4xf32>, %b: tensor<4x8xf32>) { %0 = tensor.concat dim(0) %a, %b : (tensor<4xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
 return }
// -----
// expected-error @+1 {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
func.func @concat_dim(%a: tensor<4x8xf32>) { %0 = tensor.concat dim(2) %a, %a : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
 return }
// -----
// expected-error @+1 {{'tensor.concat' op result type 'tensor<9x8xf32>'does not match inferred shape 'tensor<8x8xf32>' static sizes}}
func.func @concat_res(%a: tensor<4x8xf32>) { %0 = tensor.concat dim(0) %a, %a : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<9x8xf32>
 return }
// -----
// expected-error @+1 {{'tensor.concat' op inputs and result element type must match}}
func.func @concat_elt(%a: tensor<4x8xf32>, %b: tensor<4x8xi32>) { %0 = tensor.concat dim(0) %a, %b : (tensor<4x8xf32>, tensor<4x8xi32>) -> tensor<8x8xf32>
 return }
// -----
// expected-error @+1 {{'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1}}
func.func @concat_other(%a: tensor<4x8xf32>, %b: tensor<4x7xf32>) { %0 = tensor.concat dim(0) %a, %b : (tensor<4x8xf32>, tensor<4x7xf32>) -> tensor<8x8xf32>
 return }
// -----
// expected-error @+1 {{'tensor.splat' op incorrect number of dynamic sizes, has 1, expected 0}}
func.func @splat_dyn(%f: f32, %i: index) { %0 = tensor.splat %f[%i] : tensor<4x8xf32>
 return }
// -----
// expected-error @+1 {{custom op 'tensor.from_elements' number of operands and types do not match: got 2 operands and 3 types}}
func.func @from_elements_n(%f: f32) { %0 = tensor.from_elements %f, %f : tensor<3xf32>
 return }
// -----
// expected-error @+1 {{'tensor.generate' op incorrect number of dynamic sizes, has 1, expected 0}}
func.func @generate_dyn(%i: index, %f: f32) { %0 = tensor.generate %i {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<4xf32>
 return }
// -----
// expected-error @+1 {{must have one body argument per input dimension}}
func.func @generate_args(%i: index, %f: f32) { %0 = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<?xf32>
 return }
// -----
// expected-error @+1 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
func.func @generate_yield(%i: index, %f: f64) { %0 = tensor.generate %i {
  ^bb0(%a: index):
    tensor.yield %f : f64
  } : tensor<?xf32>
 return }
// -----
// expected-error @+1 {{'tensor.bitcast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi64>' are cast incompatible}}
func.func @bitcast_bad(%t: tensor<4xf32>) { %0 = tensor.bitcast %t : tensor<4xf32> to tensor<4xi64>
 return }
// -----
// expected-error @+1 {{'tensor.reshape' op element types of source and destination tensor types should be the same}}
func.func @reshape_elt(%t: tensor<8xf32>, %s: tensor<2xi64>) { %0 = tensor.reshape %t(%s) : (tensor<8xf32>, tensor<2xi64>) -> tensor<2x4xi32>
 return }
// -----
// expected-error @+1 {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
func.func @reshape_n(%t: tensor<8xf32>, %s: tensor<2xi64>) { %0 = tensor.reshape %t(%s) : (tensor<8xf32>, tensor<2xi64>) -> tensor<2x5xf32>
 return }
// -----
// expected-error @+1 {{'tensor.reshape' op length of shape operand differs from the result's tensor rank}}
func.func @reshape_rank(%t: tensor<8xf32>, %s: tensor<2xi64>) { %0 = tensor.reshape %t(%s) : (tensor<8xf32>, tensor<2xi64>) -> tensor<2x2x2xf32>
 return }
// -----
// expected-error @+1 {{'tensor.yield' op expects parent op to be one of}}
func.func @yield_parent(%f: f32) { tensor.yield %f : f32 }
// -----
// expected-error @+1 {{expected InParallelOpInterface parent, got:}}
func.func @pslice_parent(%s: tensor<2xf32>, %t: tensor<4xf32>) { tensor.parallel_insert_slice %s into %t[0] [2] [1] : tensor<2xf32> into tensor<4xf32>
 return }
