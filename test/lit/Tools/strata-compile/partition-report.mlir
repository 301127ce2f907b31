// strata-compile --target=NAME with a backend plug-in: the module is lowered
// to linalg and partitioned; --partition-report lists each segment and each
// op left to the host, with the backend's reason. (The end-to-end build,
// the plug-in compiling its segments into the library, is
// compiler.TestBackendPluginEndToEnd.)
// RUN: env PATH=%S/../../Transforms/Partition/Inputs strata-compile %s --target=tile --emit=linalg --partition-report -o %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: env PATH=%S/../../Transforms/Partition/Inputs strata-compile %s --target=tile --emit=linalg -o - | FileCheck %s
// RUN: env PATH=%S/../../Transforms/Partition/Inputs not strata-compile %s --target=nowhere --emit=linalg 2>&1 | FileCheck %s --check-prefix=MISSING

// REPORT: @main: 1 segment(s) for tile, 1 op(s) on the host
// REPORT-NEXT: segment @main_tile_0: linalg.fill, linalg.matmul
// REPORT-NEXT: host: linalg.generic at {{.*}}partition-report.mlir:{{[0-9]+}}:{{[0-9]+}}: tile does not run linalg.generic
// CHECK-LABEL: func.func @main(
//       CHECK:   call @main_tile_0(
//       CHECK:   linalg.generic
//       CHECK: func.func private @main_tile_0({{.*}} attributes {strata.target = "tile"}
// MISSING: --target=nowhere: not cpu or cuda, and no backend "nowhere": not built in, and no strata-backend-nowhere on PATH
func.func @main(%x: tensor<4x8xf32>, %w: tensor<8x16xf32>, %b: tensor<16xf32>) -> tensor<4x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %m = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x16xf32>) outs(%f : tensor<4x16xf32>) -> tensor<4x16xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%m, %b : tensor<4x16xf32>, tensor<16xf32>) outs(%e : tensor<4x16xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}
