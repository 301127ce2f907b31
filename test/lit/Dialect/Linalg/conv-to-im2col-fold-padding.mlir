// strata-linalg-conv-to-im2col{fold-padding=true}: a convolution reading
// a tensor.pad of one value on H and W gathers its windows from the
// unpadded input, the value where a window leaves it (indices clamped so
// the read stays in bounds); no padded copy. The differential check
// compares the results, also after bufferization and loops.
// RUN: strata-opt %s -split-input-file --pass-pipeline='builtin.module(strata-linalg-conv-to-im2col{fold-padding=true})' | FileCheck %s
// RUN: strata-opt %s -split-input-file --strata-diff-check --strata-diff-check-dim=3 --pass-pipeline='builtin.module(strata-linalg-conv-to-im2col{fold-padding=true},one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},convert-linalg-to-loops)' > /dev/null
// RUN: strata-opt %s -split-input-file --strata-linalg-conv-to-im2col | FileCheck %s --check-prefix=DEFAULT

// DEFAULT-LABEL: func.func @zero_padded
// DEFAULT: tensor.pad
// CHECK-LABEL: func.func @zero_padded
// CHECK-NOT: tensor.pad
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<2x3x3x3x4x4xf32>)
// CHECK: linalg.index 4
// CHECK: arith.cmpi sge
// CHECK: arith.cmpi slt
// CHECK: arith.maxsi
// CHECK: arith.minsi
// CHECK: %[[READ:.*]] = tensor.extract %arg0[
// CHECK: arith.select %{{.*}}, %[[READ]], %{{.*}} : f32
func.func @zero_padded(%x: tensor<2x3x7x7xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<2x4x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<2x3x7x7xf32> to tensor<2x3x9x9xf32>
  %e = tensor.empty() : tensor<2x4x4x4xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%p, %w : tensor<2x3x9x9xf32>, tensor<4x3x3x3xf32>) outs(%o : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  return %r : tensor<2x4x4x4xf32>
}

// -----

// Uneven padding of another value, a dynamic batch (sized from the
// unpadded input), a dilation.
// CHECK-LABEL: func.func @uneven_dynamic
// CHECK-NOT: tensor.pad
// CHECK: tensor.dim %arg0
// CHECK: arith.constant 1.500000e+00 : f32
func.func @uneven_dynamic(%y: tensor<?x2x5x5xf32>, %w: tensor<3x2x3x3xf32>) -> tensor<?x3x3x5xf32> {
  %zero = arith.constant 0.0 : f32
  %q = tensor.pad %y low[0, 0, 2, 0] high[0, 0, 0, 4] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    %v = arith.constant 1.5 : f32
    tensor.yield %v : f32
  } : tensor<?x2x5x5xf32> to tensor<?x2x7x9xf32>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %y, %c0 : tensor<?x2x5x5xf32>
  %e = tensor.empty(%n) : tensor<?x3x3x5xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<?x3x3x5xf32>) -> tensor<?x3x3x5xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%q, %w : tensor<?x2x7x9xf32>, tensor<3x2x3x3xf32>) outs(%o : tensor<?x3x3x5xf32>) -> tensor<?x3x3x5xf32>
  return %r : tensor<?x3x3x5xf32>
}

// -----

// Left padded: a pad of the channels, a pad read by two convolutions, a
// pad whose value depends on the position.
// CHECK-LABEL: func.func @kept
// CHECK-COUNT-3: tensor.pad
func.func @kept(%x: tensor<1x2x4x4xf32>, %w: tensor<2x3x3x3xf32>, %w2: tensor<2x2x3x3xf32>) -> (tensor<1x2x2x2xf32>, tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 1, 0, 0] high[0, 0, 0, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<1x2x4x4xf32> to tensor<1x3x4x4xf32>
  %e = tensor.empty() : tensor<1x2x2x2xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %r = linalg.conv_2d_nchw_fchw ins(%p, %w : tensor<1x3x4x4xf32>, tensor<2x3x3x3xf32>) outs(%o : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %q = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<1x2x4x4xf32> to tensor<1x2x6x6xf32>
  %e2 = tensor.empty() : tensor<1x2x4x4xf32>
  %o2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %r2 = linalg.conv_2d_nchw_fchw ins(%q, %w2 : tensor<1x2x6x6xf32>, tensor<2x2x3x3xf32>) outs(%o2 : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %r3 = linalg.conv_2d_nchw_fchw ins(%q, %w2 : tensor<1x2x6x6xf32>, tensor<2x2x3x3xf32>) outs(%o2 : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %s = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    %f = arith.index_cast %c : index to i32
    %g = arith.sitofp %f : i32 to f32
    tensor.yield %g : f32
  } : tensor<1x2x4x4xf32> to tensor<1x2x6x6xf32>
  %r4 = linalg.conv_2d_nchw_fchw ins(%s, %w2 : tensor<1x2x6x6xf32>, tensor<2x2x3x3xf32>) outs(%o2 : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %r, %r2, %r3, %r4 : tensor<1x2x2x2xf32>, tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>
}
