// strata-linalg-decompose-aggregated-ops: linalg.softmax on tensors becomes its four generics
// (the maximum along the dimension from -inf, exp(x - max), their sum from 0, the division), the
// reductions into the input's shape without the dimension. The interpreter runs linalg.softmax
// itself, so the differential check compares the decomposition with the op on random inputs:
// static and dynamic sizes, rank 1 (the statistics rank 0), an empty row set, f64, f16 and bf16;
// and the whole CPU and GPU pipelines after it (every kernel interpreted).
// strata-compile runs the pass first: --target=cuda makes a softmax over static rows one kernel.
// RUN: strata-opt %s -split-input-file --strata-linalg-decompose-aggregated-ops | FileCheck %s
// RUN: strata-opt %s -split-input-file --strata-diff-check --strata-diff-check-dim=3 --strata-linalg-decompose-aggregated-ops > /dev/null
// RUN: strata-opt %s -split-input-file --strata-diff-check --strata-diff-check-dim=3 --strata-linalg-to-loops > /dev/null
// RUN: strata-opt %s -split-input-file --strata-diff-check --strata-diff-check-dim=3 --strata-linalg-to-gpu > /dev/null
// RUN: strata-compile %s -split-input-file --target=cuda --emit=gpu 2>/dev/null | FileCheck %s --check-prefix=GPU

// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[DROP1:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-LABEL: func.func @dynamic_middle(
// CHECK-SAME:    %[[X:.*]]: tensor<2x?x5xf32>, %[[OUT:.*]]: tensor<2x?x5xf32>)
// CHECK-NOT:     linalg.softmax
// CHECK:         %[[E1:.*]] = tensor.empty() : tensor<2x5xf32>
// CHECK:         %[[NEGINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK:         %[[F1:.*]] = linalg.fill ins(%[[NEGINF]] : f32) outs(%[[E1]] : tensor<2x5xf32>)
// CHECK:         %[[MAX:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[DROP1]]], iterator_types = ["parallel", "reduction", "parallel"]} ins(%[[X]] : tensor<2x?x5xf32>) outs(%[[F1]] : tensor<2x5xf32>)
// CHECK:           arith.maximumf
// CHECK:         %[[EXP:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[DROP1]], #[[ID]]], iterator_types = ["parallel", "parallel", "parallel"]} ins(%[[X]], %[[MAX]] : tensor<2x?x5xf32>, tensor<2x5xf32>) outs(%[[OUT]] : tensor<2x?x5xf32>)
// CHECK:           arith.subf
// CHECK:           math.exp
// CHECK:         %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         %[[F2:.*]] = linalg.fill ins(%[[ZERO]] : f32)
// CHECK:         %[[SUM:.*]] = linalg.generic {{.*}} ins(%[[EXP]] : tensor<2x?x5xf32>) outs(%[[F2]] : tensor<2x5xf32>)
// CHECK:           arith.addf
// CHECK:         %[[R:.*]] = linalg.generic {{.*}} ins(%[[EXP]], %[[SUM]] : tensor<2x?x5xf32>, tensor<2x5xf32>) outs(%[[OUT]] : tensor<2x?x5xf32>)
// CHECK:           arith.divf
// CHECK:         return %[[R]]
func.func @dynamic_middle(%x: tensor<2x?x5xf32>, %out: tensor<2x?x5xf32>) -> tensor<2x?x5xf32> {
  %r = linalg.softmax dimension(1) ins(%x : tensor<2x?x5xf32>) outs(%out : tensor<2x?x5xf32>) -> tensor<2x?x5xf32>
  return %r : tensor<2x?x5xf32>
}

// -----

// The innermost dimension of dynamic rows: the statistics [?] take their size from the input.
// CHECK-LABEL: func.func @rows(
// CHECK:         tensor.dim %{{.*}}, %{{.*}} : tensor<?x40xf64>
// CHECK:         %[[N:.*]] = tensor.dim %{{.*}}, %{{.*}} : tensor<?x40xf64>
// CHECK-NEXT:    tensor.empty(%[[N]]) : tensor<?xf64>
// CHECK-COUNT-4: linalg.generic
func.func @rows(%x: tensor<?x40xf64>) -> tensor<?x40xf64> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x40xf64>
  %e = tensor.empty(%n) : tensor<?x40xf64>
  %r = linalg.softmax dimension(1) ins(%x : tensor<?x40xf64>) outs(%e : tensor<?x40xf64>) -> tensor<?x40xf64>
  return %r : tensor<?x40xf64>
}

// -----

// Rank 1: the statistics are rank 0. A 16-bit softmax takes its statistics and exponentials in
// f32 (PyTorch's accumulate type) and rounds once, at the division.
// CHECK-DAG: #[[V:.*]] = affine_map<(d0) -> (d0)>
// CHECK-DAG: #[[SCALAR:.*]] = affine_map<(d0) -> ()>
// CHECK-LABEL: func.func @vector(
// CHECK:         tensor.empty() : tensor<7xf32>
// CHECK:         tensor.empty() : tensor<f32>
// CHECK:         arith.constant 0xFF800000 : f32
// CHECK:         linalg.generic {indexing_maps = [#[[V]], #[[SCALAR]]], iterator_types = ["reduction"]}
// CHECK:           arith.extf %{{.*}} : f16 to f32
// CHECK:           arith.maximumf %{{.*}} : f32
// CHECK:         arith.divf %{{.*}} : f32
// CHECK-NEXT:    arith.truncf %{{.*}} : f32 to f16
func.func @vector(%x: tensor<7xf16>) -> tensor<7xf16> {
  %e = tensor.empty() : tensor<7xf16>
  %r = linalg.softmax dimension(0) ins(%x : tensor<7xf16>) outs(%e : tensor<7xf16>) -> tensor<7xf16>
  return %r : tensor<7xf16>
}

// -----

// No rows at all (0 x 6), and bf16 over the first dimension.
// CHECK-LABEL: func.func @empty_and_bf16(
// CHECK-COUNT-8: linalg.generic
func.func @empty_and_bf16(%x: tensor<0x6xf32>, %y: tensor<3x4xbf16>) -> (tensor<0x6xf32>, tensor<3x4xbf16>) {
  %e = tensor.empty() : tensor<0x6xf32>
  %r = linalg.softmax dimension(1) ins(%x : tensor<0x6xf32>) outs(%e : tensor<0x6xf32>) -> tensor<0x6xf32>
  %f = tensor.empty() : tensor<3x4xbf16>
  %s = linalg.softmax dimension(0) ins(%y : tensor<3x4xbf16>) outs(%f : tensor<3x4xbf16>) -> tensor<3x4xbf16>
  return %r, %s : tensor<0x6xf32>, tensor<3x4xbf16>
}

// -----

// On buffers the op stays (the pass is for tensors, before bufferization).
// CHECK-LABEL: func.func @buffers(
// CHECK:         linalg.softmax dimension(0)
func.func @buffers(%x: memref<4xf32>, %y: memref<4xf32>) {
  linalg.softmax dimension(0) ins(%x : memref<4xf32>) outs(%y : memref<4xf32>)
  return
}

// -----

// Static rows of 128 along the innermost dimension: strata-compile --target=cuda fuses the four
// generics (and the statistics' fills) into one row kernel, as the softmax Torch lowers.
// GPU-LABEL: func.func @static_rows
// GPU-COUNT-1: gpu.launch_func
// GPU-NOT: gpu.launch_func
// GPU: return
func.func @static_rows(%x: tensor<64x128xf32>) -> tensor<64x128xf32> {
  %e = tensor.empty() : tensor<64x128xf32>
  %r = linalg.softmax dimension(1) ins(%x : tensor<64x128xf32>) outs(%e : tensor<64x128xf32>) -> tensor<64x128xf32>
  return %r : tensor<64x128xf32>
}
