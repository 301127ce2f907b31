// --tensor-core-min-blocks: a tensor-core kernel with 64x64 tiles asks for
// that many blocks an SM (PTX .minnctapersm beside .maxntid of its 128
// threads), which keeps ptxas's registers under 65536 / (blocks x 128):
// resnet18's first-stage tf32 product took 132 registers, three blocks an
// SM, and fits four in 128. As many as its workgroup memory allows: 35.8 KB
// of tiles and band leave room for 6. 0, the default, is the measured
// choice: 5 for a tf32 product, none for a 16-bit one; 1 leaves ptxas its
// choice; the 128x128 tiles (a thread's 64x64 of sums are 128 registers)
// never ask. A cuda flag, whose value the pass checks.
// RUN: strata-compile %s --target=cuda --allow-tf32 --target-blocks=2 --tensor-core-min-blocks=4 | FileCheck %s --check-prefix=FOUR
// RUN: strata-compile %s --target=cuda --allow-tf32 --target-blocks=2 | FileCheck %s --check-prefix=DEFAULT
// RUN: strata-compile %s --target=cuda --allow-tf32 --target-blocks=2 --tensor-core-min-blocks=5 | FileCheck %s --check-prefix=FIVE
// RUN: strata-compile %s --target=cuda --allow-tf32 --target-blocks=2 --tensor-core-min-blocks=12 | FileCheck %s --check-prefix=ROOM
// RUN: strata-compile %s --target=cuda --allow-tf32 --target-blocks=2 --tensor-core-min-blocks=0 | FileCheck %s --check-prefix=DEFAULT
// RUN: strata-compile %s --target=cuda --allow-tf32 --target-blocks=2 --tensor-core-min-blocks=1 | FileCheck %s --check-prefix=NONE
// RUN: strata-compile %s --target=cuda --allow-tf32 --target-blocks=1 --tensor-core-tile=128 --tensor-core-min-blocks=4 | FileCheck %s --check-prefix=LARGE
// RUN: strata-opt %s --strata-linalg-to-gpu='allow-tf32 target-blocks=2 tensor-core-min-blocks=3' | FileCheck %s --check-prefix=GPU
// RUN: not strata-compile %s --target=cuda --tensor-core-min-blocks=33 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not strata-compile %s --tensor-core-min-blocks=4 -o %t.so 2>&1 | FileCheck %s --check-prefix=CPU

// FOUR: .entry mm_kernel(
// FOUR: .maxntid 128, 1, 1
// FOUR-NEXT: .minnctapersm 4
// FIVE: .minnctapersm 5
// ROOM: .minnctapersm 6
// NONE: .entry mm_kernel(
// NONE-NOT: .minnctapersm
// DEFAULT: .entry mm_kernel(
// DEFAULT: .maxntid 128, 1, 1
// DEFAULT-NEXT: .minnctapersm 5
// DEFAULT: .entry mm16_kernel(
// DEFAULT-NOT: .minnctapersm
// Products in 128x128 tiles (bf16, and tf32 asked for them) do not ask.
// LARGE: .entry mm_kernel(
// LARGE-NEXT: .param
// LARGE-NEXT: .param
// LARGE-NEXT: .param
// LARGE-NEXT: )
// LARGE-NEXT: {
// LARGE: .entry mm16_kernel(
// LARGE-NEXT: .param
// LARGE-NEXT: .param
// LARGE-NEXT: .param
// LARGE-NEXT: )
// LARGE-NEXT: {
// GPU: gpu.launch_func
// GPU: gpu.func @mm_kernel({{.*}} kernel attributes {{{.*}}nvvm.minctasm = 3 : i32}
// VALUE: tensor-core-min-blocks must be between 0 and 32, got 33
// CPU: --tensor-core-min-blocks applies to --target=cuda
func.func @mm(%a: tensor<128x128xf32>, %b: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x128xf32>) -> tensor<128x128xf32>
  %c = linalg.matmul ins(%a, %b : tensor<128x128xf32>, tensor<128x128xf32>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %c : tensor<128x128xf32>
}

func.func @mm16(%a: tensor<128x128xbf16>, %b: tensor<128x128xbf16>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x128xf32>) -> tensor<128x128xf32>
  %c = linalg.matmul ins(%a, %b : tensor<128x128xbf16>, tensor<128x128xbf16>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %c : tensor<128x128xf32>
}
