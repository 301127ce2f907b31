// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @nmaps(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected the number of indexing_map (1) to be equal to the number of input/output operands (2)}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  return
}
// -----
func.func @maprank(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected operand #0 rank (2) to match the result rank of indexing_map (1)}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  return
}
// -----
func.func @iters(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected indexing_map #0 to have 1 dim(s) to match the number of loops}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel"]} ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  return
}
// -----
func.func @shape(%a: tensor<4x8xf32>, %b: tensor<4x9xf32>) {
  // expected-error @+1 {{'linalg.generic' op inferred input/output operand #1 has shape's dimension #1 to be 8, but found 9}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x9xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x9xf32>
  return
}
// -----
func.func @nargs(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected as many non-induction variable region arguments as the number of input/output operands}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  return
}
// -----
func.func @argtype(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected type of bb argument #0 ('i32') to match element or self type of the corresponding operand ('f32')}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%x: i32, %y: f32):
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  return
}
// -----
func.func @yieldn(%a: tensor<4x8xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    // expected-error @+1 {{'linalg.yield' op expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)}}
    linalg.yield %x, %y : f32, f32
  } -> tensor<4x8xf32>
  return
}
// -----
func.func @yieldt(%a: tensor<4x8xf32>, %g: f64) {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    // expected-error @+1 {{'linalg.yield' op type of yield operand 1 ('f64') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
    linalg.yield %g : f64
  } -> tensor<4x8xf32>
  return
}
// -----
func.func @restype(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{'linalg.generic' op expected type of operand #1 ('tensor<4x8xf32>') to match type of corresponding result ('tensor<4x9xf32>')}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x9xf32>
  return
}
// -----
func.func @nres(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{operation defines 1 results but was provided 2 to bind}}
  %0:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x8xf32>, tensor<4x8xf32>
  return
}
// -----
func.func @index(%a: tensor<4x8xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    // expected-error @+1 {{'linalg.index' op expected dim (2) to be lower than the number of loops (2) of the enclosing LinalgOp}}
    %i = linalg.index 2 : index
    linalg.yield %x : f32
  } -> tensor<4x8xf32>
  return
}
// -----
func.func @index_parent() {
  // expected-error @+1 {{'linalg.index' op expected parent op with LinalgOp interface}}
  %i = linalg.index 0 : index
  return
}
// -----
func.func @matmul_shape(%a: tensor<4x8xf32>, %b: tensor<9x16xf32>, %c: tensor<4x16xf32>) {
  // expected-error @+1 {{'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 9}}
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<9x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return
}
// -----
func.func @matmul_rank(%a: tensor<4x8xf32>, %b: tensor<8xf32>, %c: tensor<4x16xf32>) {
  // expected-error @+1 {{'linalg.matmul' op expected operand #1 rank (1) to match the result rank of indexing_map (2)}}
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return
}
// -----
func.func @conv_small(%i: tensor<1x5x5x3xf32>, %f: tensor<3x3x3x4xf32>, %o: tensor<1x4x4x4xf32>) {
  // expected-error @+1 {{'linalg.conv_2d_nhwc_hwcf' op inferred input/output operand #0 has shape's dimension #1 to be greater than or equal to 6, but found 5}}
  %0 = linalg.conv_2d_nhwc_hwcf ins(%i, %f : tensor<1x5x5x3xf32>, tensor<3x3x3x4xf32>) outs(%o : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return
}
// -----
func.func @fill_type(%f: f64, %o: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.fill' op expected fill value type ('f64') to match output element type ('f32')}}
  %0 = linalg.fill ins(%f : f64) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return
}
// -----
func.func @transpose_perm(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) {
  // expected-error @+1 {{'linalg.transpose' op permutation is not valid}}
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) permutation = [0, 0]
  return
}
// -----
func.func @transpose_shape(%a: tensor<4x8xf32>, %b: tensor<8x5xf32>) {
  // expected-error @+1 {{'linalg.transpose' op dim(result, 1) = 5 doesn't match dim(input, permutation[1]) = 4}}
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x5xf32>) permutation = [1, 0]
  return
}
// -----
func.func @broadcast_rank(%a: tensor<4xf32>, %b: tensor<4x8xf32>) {
  // expected-error @+1 {{'linalg.broadcast' op input rank plus added dimensions does not match init rank. input rank: 1, dimensions size: 2, init rank: 2}}
  %0 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%b : tensor<4x8xf32>) dimensions = [0, 1]
  return
}
// -----
func.func @broadcast_shape(%a: tensor<5xf32>, %b: tensor<4x8xf32>) {
  // expected-error @+1 {{'linalg.broadcast' op input dim 0 should match init dim 0. input: 5, init: 4}}
  %0 = linalg.broadcast ins(%a : tensor<5xf32>) outs(%b : tensor<4x8xf32>) dimensions = [1]
  return
}
// -----
func.func @reduce_dims(%a: tensor<4x8xf32>, %w: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.reduce' op number of dimensions after reduction 0 doesn't match the init rank 1}}
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%w : tensor<4xf32>) dimensions = [0, 1]
  return
}
// -----
func.func @reduce_shape(%a: tensor<4x8xf32>, %w: tensor<8xf32>) {
  // expected-error @+1 {{'linalg.reduce' op init dimensions [8] doesn't match input dimensions after reduction [4]}}
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%w : tensor<8xf32>) dimensions = [1]
  return
}
// -----
func.func @map_shape(%a: tensor<4x8xf32>, %b: tensor<4x9xf32>) {
  // expected-error @+1 {{'linalg.map' op expected shape of input (4, 8) to match shape of output (4, 9)}}
  %0 = linalg.map { arith.addf } ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%b : tensor<4x9xf32>)
  return
}
// -----
func.func @map_arity(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{'linalg.map' op expects number of operands to match the arity of mapper, but got: 2 and 1}}
  %0 = linalg.map ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>)
    (%x: f32) {
      linalg.yield %x : f32
    }
  return
}
// -----
func.func @softmax_dim(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{'linalg.softmax' op incorrect dimension specified}}
  %0 = linalg.softmax dimension(2) ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}
// -----
func.func @softmax_shape(%a: tensor<4x8xf32>, %b: tensor<4x9xf32>) {
  // expected-error @+1 {{'linalg.softmax' op incompatible output shape}}
  %0 = linalg.softmax dimension(1) ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x9xf32>) -> tensor<4x9xf32>
  return
}
// -----
func.func @yield_parent(%f: f32) {
  // expected-error @+1 {{'linalg.yield' op expected parent op with LinalgOp interface}}
  linalg.yield %f : f32
}


// -----

func.func @contract_without_maps(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>, %c: tensor<3x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+1 {{expected 'indexing_maps' keyword}}
  %0 = linalg.contract ins(%a, %b : tensor<3x4xf32>, tensor<4x5xf32>) outs(%c : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}
