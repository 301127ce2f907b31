// A backend plug-in at the llvm-dialect level, returning a shared library:
// strata-compile partitions linalg on tensors (the ops are named there),
// lowers the segments through the loops and llvm-dialect stages' passes
// (_mlir_ciface_ wrappers included) before sending them, and the host
// declares them as for any level. (compiler.TestBackendPluginEndToEnd runs
// a model this way, and links the library, against PyTorch.)
// RUN: env PATH=%S/Inputs STRATA_STUB_SEGMENTS=%t.segments strata-compile %s --target=llvmfill --emit=loops -o - | FileCheck %s --check-prefix=HOST
// RUN: FileCheck %s --check-prefix=SENT --input-file %t.segments

// HOST-LABEL: func.func @main(
//       HOST:   call @main_llvmfill_0(%arg0, %arg1) : (memref<4x8xf32{{.*}}>, memref<8x16xf32{{.*}}>) -> memref<4x16xf32{{.*}}>
//       HOST: func.func private @main_llvmfill_0(memref<4x8xf32>, memref<8x16xf32>) -> memref<4x16xf32> attributes {llvm.emit_c_interface, strata.target = "llvmfill"}

//   SENT-NOT: linalg.
//   SENT-NOT: scf.
//       SENT: llvm.func @main_llvmfill_0(
//       SENT: llvm.func @_mlir_ciface_main_llvmfill_0(

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
