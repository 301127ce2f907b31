// strata-linalg-conv-to-im2col{fold-batch-below=N}: a convolution with
// fewer than N output pixels an image and a batch other than 1 is one
// product for the whole batch, [F, K] x [K, N*OH*OW], the batch among its
// columns; the outs are transposed to [F, N, OH, OW] for it (a fill is
// filled again in that shape); a linalg.generic reading the convolution
// reads the sums through its map with N and F swapped, other readers get
// them transposed back to NCHW. The differential check compares the
// results, also after bufferization and loops.
// RUN: strata-opt %s -split-input-file --pass-pipeline='builtin.module(strata-linalg-conv-to-im2col{fold-padding=true fold-batch-below=64})' | FileCheck %s
// RUN: strata-opt %s -split-input-file --strata-diff-check --strata-diff-check-dim=3 --pass-pipeline='builtin.module(strata-linalg-conv-to-im2col{fold-padding=true fold-batch-below=64},one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},convert-linalg-to-loops)' > /dev/null
// RUN: strata-opt %s -split-input-file --strata-linalg-conv-to-im2col | FileCheck %s --check-prefix=DEFAULT

// A padded 3x3 convolution of a batch of 2 into a fill.
// DEFAULT-LABEL: func.func @padded
// DEFAULT: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<2x27x16xf32>, tensor<4x27xf32>) outs(%{{.*}} : tensor<2x4x16xf32>)
// CHECK-LABEL: func.func @padded
// CHECK-NOT: tensor.pad
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<3x3x3x2x4x4xf32>)
// CHECK: tensor.collapse_shape %{{.*}} {{\[}}[0, 1, 2], [3, 4, 5]] : tensor<3x3x3x2x4x4xf32> into tensor<27x32xf32>
// CHECK: %[[FILL:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<4x2x4x4xf32>)
// CHECK: %[[ACC:.*]] = tensor.collapse_shape %[[FILL]] {{\[}}[0], [1, 2, 3]] : tensor<4x2x4x4xf32> into tensor<4x32xf32>
// CHECK: %[[SUMS:.*]] = linalg.generic {indexing_maps = [#[[COL:.*]], #[[W:.*]], #[[OUT:.*]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%{{.*}}, %{{.*}} : tensor<27x32xf32>, tensor<4x27xf32>) outs(%[[ACC]] : tensor<4x32xf32>) attrs =  {strata.convolution}
// CHECK: %[[EXP:.*]] = tensor.expand_shape %[[SUMS]] {{\[}}[0], [1, 2, 3]] output_shape [4, 2, 4, 4]
// CHECK: linalg.generic {{.*}} ins(%[[EXP]] : tensor<4x2x4x4xf32>) outs(%{{.*}} : tensor<2x4x4x4xf32>)
func.func @padded(%x: tensor<2x3x4x4xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<2x4x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<2x3x4x4xf32> to tensor<2x3x6x6xf32>
  %e = tensor.empty() : tensor<2x4x4x4xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  %r = linalg.conv_2d_nchw_fchw ins(%p, %w : tensor<2x3x6x6xf32>, tensor<4x3x3x3xf32>) outs(%o : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  return %r : tensor<2x4x4x4xf32>
}

// -----

// A dynamic batch, a strided 1x1 convolution accumulating into its outs
// (an argument: transposed by a linalg.generic, not filled).
// CHECK-LABEL: func.func @dynamic_into_outs
// CHECK: %[[N:.*]] = tensor.dim %arg2, %{{.*}} : tensor<?x5x3x3xf32>
// CHECK: %[[T:.*]] = linalg.generic {{.*}} ins(%arg2 : tensor<?x5x3x3xf32>) outs(%{{.*}} : tensor<5x?x3x3xf32>)
// CHECK: tensor.collapse_shape %[[T]] {{\[}}[0], [1, 2, 3]] : tensor<5x?x3x3xf32> into tensor<5x?xf32>
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<4x?xf32>, tensor<5x4xf32>) outs(%{{.*}} : tensor<5x?xf32>) attrs =  {strata.convolution}
// CHECK: tensor.expand_shape %{{.*}} output_shape [5, %[[N]], 3, 3]
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : tensor<5x?x3x3xf32>) outs(%{{.*}} : tensor<?x5x3x3xf32>)
func.func @dynamic_into_outs(%x: tensor<?x4x5x5xf32>, %w: tensor<5x4x1x1xf32>, %acc: tensor<?x5x3x3xf32>) -> tensor<?x5x3x3xf32> {
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%x, %w : tensor<?x4x5x5xf32>, tensor<5x4x1x1xf32>) outs(%acc : tensor<?x5x3x3xf32>) -> tensor<?x5x3x3xf32>
  return %r : tensor<?x5x3x3xf32>
}

// -----

// A 1x1 convolution of stride 1 folded reads its input through a
// transposing gather (per image it would be its own col); an empty batch
// folds too.
// CHECK-LABEL: func.func @pointwise_and_empty
// CHECK: linalg.generic {{.*}} ins(%arg0 : tensor<3x2x4x4xf32>) outs(%{{.*}} : tensor<2x1x1x3x4x4xf32>)
// CHECK: tensor<2x48xf32>
// CHECK: linalg.generic {{.*}} ins(%arg2 : tensor<0x2x3x3xf32>) outs(%{{.*}} : tensor<2x1x1x0x3x3xf32>)
// CHECK: tensor<3x0xf32>
func.func @pointwise_and_empty(%x: tensor<3x2x4x4xf32>, %w: tensor<6x2x1x1xf32>, %y: tensor<0x2x3x3xf32>, %v: tensor<3x2x1x1xf32>) -> (tensor<3x6x4x4xf32>, tensor<0x3x3x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x6x4x4xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<3x6x4x4xf32>) -> tensor<3x6x4x4xf32>
  %r = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<3x2x4x4xf32>, tensor<6x2x1x1xf32>) outs(%o : tensor<3x6x4x4xf32>) -> tensor<3x6x4x4xf32>
  %e2 = tensor.empty() : tensor<0x3x3x3xf32>
  %o2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<0x3x3x3xf32>) -> tensor<0x3x3x3xf32>
  %r2 = linalg.conv_2d_nchw_fchw ins(%y, %v : tensor<0x2x3x3xf32>, tensor<3x2x1x1xf32>) outs(%o2 : tensor<0x3x3x3xf32>) -> tensor<0x3x3x3xf32>
  return %r, %r2 : tensor<3x6x4x4xf32>, tensor<0x3x3x3xf32>
}

// -----

// Left per image: a batch of 1, and 64 pixels an image (not below 64).
// CHECK-LABEL: func.func @per_image
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x2x16xf32>, tensor<3x2xf32>) outs(%{{.*}} : tensor<1x3x16xf32>)
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<2x2x64xf32>, tensor<3x2xf32>) outs(%{{.*}} : tensor<2x3x64xf32>)
func.func @per_image(%x: tensor<1x2x4x4xf32>, %y: tensor<2x2x8x8xf32>, %w: tensor<3x2x1x1xf32>) -> (tensor<1x3x4x4xf32>, tensor<2x3x8x8xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x4x4xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %r = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x2x4x4xf32>, tensor<3x2x1x1xf32>) outs(%o : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %e2 = tensor.empty() : tensor<2x3x8x8xf32>
  %o2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x3x8x8xf32>) -> tensor<2x3x8x8xf32>
  %r2 = linalg.conv_2d_nchw_fchw ins(%y, %w : tensor<2x2x8x8xf32>, tensor<3x2x1x1xf32>) outs(%o2 : tensor<2x3x8x8xf32>) -> tensor<2x3x8x8xf32>
  return %r, %r2 : tensor<1x3x4x4xf32>, tensor<2x3x8x8xf32>
}

// -----

// Integers and 16-bit floats: the product keeps the convolution's body
// (its element types and casts).
// CHECK-LABEL: func.func @integer_and_half
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<8x18xi32>, tensor<3x8xi32>) outs(%{{.*}} : tensor<3x18xi32>) attrs =  {strata.convolution}
// CHECK: arith.muli
// CHECK: linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<8x18xf16>, tensor<3x8xf16>) outs(%{{.*}} : tensor<3x18xf32>) attrs =  {strata.convolution}
// CHECK: arith.extf
func.func @integer_and_half(%x: tensor<2x2x4x4xi32>, %w: tensor<3x2x2x2xi32>, %y: tensor<2x2x4x4xf16>, %v: tensor<3x2x2x2xf16>) -> (tensor<2x3x3x3xi32>, tensor<2x3x3x3xf32>) {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<2x3x3x3xi32>
  %o = linalg.fill ins(%zero : i32) outs(%e : tensor<2x3x3x3xi32>) -> tensor<2x3x3x3xi32>
  %r = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<2x2x4x4xi32>, tensor<3x2x2x2xi32>) outs(%o : tensor<2x3x3x3xi32>) -> tensor<2x3x3x3xi32>
  %zf = arith.constant 0.0 : f32
  %ef = tensor.empty() : tensor<2x3x3x3xf32>
  %of = linalg.fill ins(%zf : f32) outs(%ef : tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32>
  %rf = linalg.conv_2d_nchw_fchw ins(%y, %v : tensor<2x2x4x4xf16>, tensor<3x2x2x2xf16>) outs(%of : tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32>
  return %r, %rf : tensor<2x3x3x3xi32>, tensor<2x3x3x3xf32>
}

// -----

// A linalg.generic reading the convolution reads the sums with its map's
// first two results swapped; the return gets them transposed.
// CHECK: #[[SWAPPED:.*]] = affine_map<(d0, d1, d2, d3) -> (d1, d0, d2, d3)>
// CHECK-LABEL: func.func @read_swapped
// CHECK: %[[SUMS:.*]] = tensor.expand_shape %{{.*}} output_shape [3, 2, 3, 3] : tensor<3x18xf32> into tensor<3x2x3x3xf32>
// CHECK: %[[T:.*]] = linalg.generic {indexing_maps = [#[[SWAPPED]], #{{.*}}]{{.*}} ins(%[[SUMS]] : tensor<3x2x3x3xf32>) outs(%{{.*}} : tensor<2x3x3x3xf32>)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: linalg.yield
// CHECK: %[[Y:.*]] = linalg.generic {indexing_maps = [#[[SWAPPED]], #{{.*}}]{{.*}} ins(%[[SUMS]] : tensor<3x2x3x3xf32>) outs(%{{.*}} : tensor<2x3x3x3xf32>)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: arith.maximumf
// CHECK: return %[[Y]], %[[T]]
func.func @read_swapped(%x: tensor<2x2x4x4xf32>, %w: tensor<3x2x2x2xf32>) -> (tensor<2x3x3x3xf32>, tensor<2x3x3x3xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3x3x3xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32>
  %r = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<2x2x4x4xf32>, tensor<3x2x2x2xf32>) outs(%o : tensor<2x3x3x3xf32>) -> tensor<2x3x3x3xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(n, f, h, w) -> (n, f, h, w)>, affine_map<(n, f, h, w) -> (n, f, h, w)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r : tensor<2x3x3x3xf32>) outs(%e : tensor<2x3x3x3xf32>) {
  ^bb0(%v: f32, %out: f32):
    %m = arith.maximumf %v, %zero : f32
    linalg.yield %m : f32
  } -> tensor<2x3x3x3xf32>
  return %y, %r : tensor<2x3x3x3xf32>, tensor<2x3x3x3xf32>
}
