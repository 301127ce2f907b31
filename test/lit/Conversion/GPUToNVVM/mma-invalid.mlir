// RUN: strata-opt %s --convert-gpu-to-nvvm -split-input-file -verify-diagnostics

gpu.module @k {
  gpu.func @f32_operands(%a: memref<16x16xf32>) kernel {
    %c0 = arith.constant 0 : index
    // expected-error @+1 {{cannot lower !gpu.mma_matrix<16x16xf32, "AOp">: convert-gpu-to-nvvm holds 16x16 f16 or bf16 A and B matrices, 16x8 and 8x16 f32 (tf32) ones, and 16x16 f32 accumulators}}
    %A = gpu.subgroup_mma_load_matrix %a[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf32> -> !gpu.mma_matrix<16x16xf32, "AOp">
    gpu.return
  }
}

// -----

gpu.module @k {
  gpu.func @f16_accumulator(%c: memref<16x16xf16>) kernel {
    %c0 = arith.constant 0 : index
    // expected-error @+1 {{cannot lower !gpu.mma_matrix<16x16xf16, "COp">}}
    %C = gpu.subgroup_mma_load_matrix %c[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "COp">
    gpu.return
  }
}
