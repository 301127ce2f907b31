// linalg.pack's and linalg.unpack's verifiers: the tiling must name distinct dimensions, the packed
// shape must be the tiled one, and a pack without a padding value must fill every static tile.
// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @repeated_dim(%t: tensor<8x8xf32>, %d: tensor<8x4x2x2xf32>) -> tensor<8x4x2x2xf32> {
  // expected-error @+1 {{'linalg.pack' op invalid inner_dims_pos vector}}
  %p = linalg.pack %t inner_dims_pos = [1, 1] inner_tiles = [2, 2] into %d : tensor<8x8xf32> -> tensor<8x4x2x2xf32>
  return %p : tensor<8x4x2x2xf32>
}

// -----

func.func @bad_perm(%t: tensor<8x8xf32>, %d: tensor<8x4x2xf32>) -> tensor<8x4x2xf32> {
  // expected-error @+1 {{'linalg.pack' op invalid outer_dims_perm vector}}
  %p = linalg.pack %t outer_dims_perm = [0, 0] inner_dims_pos = [1] inner_tiles = [2] into %d : tensor<8x8xf32> -> tensor<8x4x2xf32>
  return %p : tensor<8x4x2xf32>
}

// -----

func.func @wrong_shape(%t: tensor<8x8xf32>, %d: tensor<8x5x2xf32>) -> tensor<8x5x2xf32> {
  // expected-error @+1 {{'linalg.pack' op the shape of the packed type (8x5x2) does not match the expected shape (8x4x2)}}
  %p = linalg.pack %t inner_dims_pos = [1] inner_tiles = [2] into %d : tensor<8x8xf32> -> tensor<8x5x2xf32>
  return %p : tensor<8x5x2xf32>
}

// -----

func.func @partial_tile(%t: tensor<8x7xf32>, %d: tensor<8x4x2xf32>) -> tensor<8x4x2xf32> {
  // expected-error @+1 {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %p = linalg.pack %t inner_dims_pos = [1] inner_tiles = [2] into %d : tensor<8x7xf32> -> tensor<8x4x2xf32>
  return %p : tensor<8x4x2xf32>
}

// -----

func.func @unpack_rank(%t: tensor<8x4x2xf32>, %d: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{'linalg.unpack' op packed rank != (unpacked rank + num tiling factors), got 3 != 4}}
  %u = linalg.unpack %t inner_dims_pos = [0, 1] inner_tiles = [1, 2] into %d : tensor<8x4x2xf32> -> tensor<8x8xf32>
  return %u : tensor<8x8xf32>
}
