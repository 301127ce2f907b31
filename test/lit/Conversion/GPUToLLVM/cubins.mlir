// Kernels assembled ahead of time: strata-gpu-link-binary{format=bin} splits
// the kernels into parts of about the same size, each linked into one PTX
// module that the toolkit's ptxas assembles into a cubin (here a stand-in
// whose "cubin" names the kernels it was given), and points each launch at
// its part; gpu-module-to-binary{format=bin} makes a cubin of each module.
// gpu-to-llvm embeds a cubin as it does PTX, loaded at the first launch.
// RUN: strata-opt %s --pass-pipeline='builtin.module(gpu.module(convert-gpu-to-nvvm),strata-gpu-link-binary{format=bin toolkit=%S/Inputs/fake-cuda parts=2})' | FileCheck %s --check-prefix=TWO
// RUN: strata-opt %s --pass-pipeline='builtin.module(gpu.module(convert-gpu-to-nvvm),strata-gpu-link-binary{format=bin toolkit=%S/Inputs/fake-cuda parts=1 opts="-O3 -lineinfo"})' | FileCheck %s --check-prefix=ONE
// More parts than kernels: one a kernel.
// RUN: strata-opt %s --pass-pipeline='builtin.module(gpu.module(convert-gpu-to-nvvm),strata-gpu-link-binary{format=bin toolkit=%S/Inputs/fake-cuda parts=64})' | FileCheck %s --check-prefix=MANY
// RUN: strata-opt %s --pass-pipeline='builtin.module(gpu.module(convert-gpu-to-nvvm),gpu-module-to-binary{format=bin toolkit=%S/Inputs/fake-cuda})' | FileCheck %s --check-prefix=MODULES
// RUN: strata-opt %s --pass-pipeline='builtin.module(gpu.module(convert-gpu-to-nvvm),strata-gpu-link-binary{format=bin toolkit=%S/Inputs/fake-cuda parts=2},gpu-to-llvm)' | FileCheck %s --check-prefix=HOST
// What it rejects: a toolkit without ptxas, a ptxas that fails (its
// message is the error's), a format it does not write.
// RUN: not strata-opt %s --pass-pipeline='builtin.module(gpu.module(convert-gpu-to-nvvm),strata-gpu-link-binary{format=bin toolkit=%S/Inputs/no-ptxas})' 2>&1 | FileCheck %s --check-prefix=NOPTXAS
// RUN: not strata-opt %s --pass-pipeline='builtin.module(gpu.module(convert-gpu-to-nvvm),gpu-module-to-binary{format=bin toolkit=%S/Inputs/no-ptxas})' 2>&1 | FileCheck %s --check-prefix=NOPTXAS
// RUN: not strata-opt %s --pass-pipeline='builtin.module(gpu.module(convert-gpu-to-nvvm),strata-gpu-link-binary{format=bin toolkit=%S/Inputs/failing-cuda})' 2>&1 | FileCheck %s --check-prefix=FAILING
// RUN: not strata-opt %s --pass-pipeline='builtin.module(gpu.module(convert-gpu-to-nvvm),gpu-module-to-binary{format=bin toolkit=%S/Inputs/failing-cuda})' 2>&1 | FileCheck %s --check-prefix=FAILING
// RUN: not strata-opt %s --pass-pipeline='builtin.module(gpu.module(convert-gpu-to-nvvm),gpu-module-to-binary{format=fatbin})' 2>&1 | FileCheck %s --check-prefix=FATBIN
// RUN: not strata-opt %s --pass-pipeline='builtin.module(gpu.module(convert-gpu-to-nvvm),strata-gpu-link-binary{format=bin parts=-1})' 2>&1 | FileCheck %s --check-prefix=PARTS

// The large kernel goes to a part of its own, the two small ones to the other.
// TWO: gpu.binary @strata_kernels [#gpu.object<#nvvm.target<chip = "sm_90">, bin = "cubin sm_90: large ">]
// TWO: gpu.binary @strata_kernels_1 [#gpu.object<#nvvm.target<chip = "sm_90">, bin = "cubin sm_90: scale copy ">]
// TWO: gpu.launch_func  @strata_kernels_1::@scale
// TWO: gpu.launch_func  @strata_kernels::@large
// TWO: gpu.launch_func  @strata_kernels_1::@copy
// TWO-NOT: gpu.module

// ONE: gpu.binary @strata_kernels [#gpu.object<#nvvm.target<chip = "sm_90">, bin = "cubin sm_90: -O3 -lineinfo scale large copy ">]
// ONE-NOT: gpu.binary

// MANY-COUNT-3: gpu.binary @strata_kernels{{(_[12])?}} [#gpu.object<#nvvm.target<chip = "sm_90">, bin = "cubin sm_90: {{scale|large|copy}} ">]
// MANY-NOT: gpu.binary

// MODULES: gpu.binary @scale_module [#gpu.object<#nvvm.target<chip = "sm_90">, bin = "cubin sm_90: scale ">]
// MODULES: gpu.binary @large_module [#gpu.object<#nvvm.target<chip = "sm_90">, bin = "cubin sm_90: large ">]
// MODULES: gpu.binary @copy_module [#gpu.object<#nvvm.target<chip = "sm_90">, bin = "cubin sm_90: copy ">]

// HOST-DAG: llvm.mlir.global internal constant @__strata_cubin_strata_kernels("cubin sm_90: large \00")
// HOST-DAG: llvm.mlir.global internal constant @__strata_cubin_strata_kernels_1("cubin sm_90: scale copy \00")
// HOST-LABEL: llvm.func @main(
// HOST: llvm.mlir.addressof @__strata_cubin_strata_kernels_1
// HOST: llvm.call @strataLoadKernel
// HOST: llvm.mlir.addressof @__strata_cubin_strata_kernels
// HOST: llvm.call @strataLoadKernel

// NOPTXAS: error: 'gpu.module' op format=bin: the toolkit {{.*}}Inputs/no-ptxas has no bin/ptxas
// FAILING: error: {{.*}}failing-cuda/bin/ptxas -arch=sm_90 {{.*}}.ptx -o {{.*}}.cubin: exit status 255
// FAILING-NEXT: ptxas fatal   : Unresolved extern function 'missing'
// FATBIN: error: 'gpu.module' op format 'fatbin' is not supported: gpu-module-to-binary writes PTX text (format=assembly) or cubins (format=bin)
// PARTS: error: 'gpu.module' op parts=-1: give 0 (one a CPU) to 4096

module attributes {gpu.container_module} {
  gpu.module @scale_module {
    gpu.func @scale(%m: memref<64xf32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %m[%i] : memref<64xf32>
      %w = arith.mulf %v, %v : f32
      memref.store %w, %m[%i] : memref<64xf32>
      gpu.return
    }
  }
  gpu.module @large_module {
    gpu.func @large(%m: memref<64xf32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %m[%i] : memref<64xf32>
      %a = arith.mulf %v, %v : f32
      %b = arith.addf %a, %v : f32
      %c = arith.mulf %b, %a : f32
      %d = arith.addf %c, %b : f32
      %e = arith.mulf %d, %c : f32
      %f = arith.addf %e, %d : f32
      %g = arith.mulf %f, %e : f32
      memref.store %g, %m[%i] : memref<64xf32>
      gpu.return
    }
  }
  gpu.module @copy_module {
    gpu.func @copy(%m: memref<64xf32>, %n: memref<64xf32>) kernel {
      %i = gpu.thread_id x
      %v = memref.load %m[%i] : memref<64xf32>
      memref.store %v, %n[%i] : memref<64xf32>
      gpu.return
    }
  }
  func.func @main(%m: memref<64xf32>, %n: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @scale_module::@scale blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%m : memref<64xf32>)
    gpu.launch_func @large_module::@large blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%m : memref<64xf32>)
    gpu.launch_func @copy_module::@copy blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%m : memref<64xf32>, %n : memref<64xf32>)
    return
  }
}
