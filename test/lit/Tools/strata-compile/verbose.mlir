// strata-compile -v says what each stage did and how long it took, on
// stderr; the output is the same as without -v. "-" is standard input.
// RUN: strata-compile -v %s --emit=llvm-ir -o %t.ll 2>&1 | FileCheck %s
// RUN: strata-compile %s --emit=llvm-ir | FileCheck %s --check-prefix=LL
// RUN: strata-compile --emit=llvm-ir - < %s | FileCheck %s --check-prefix=LL
// RUN: FileCheck %s --check-prefix=LL < %t.ll
// RUN: strata-compile --verbose %s --emit=loops --canonicalize -o /dev/null 2>&1 | FileCheck %s --check-prefix=USER
// RUN: rm -rf %t.cache
// RUN: env STRATA_CACHE_DIR=%t.cache strata-compile -v %s -o %t.so 2>&1 | FileCheck %s --check-prefix=COLD
// RUN: env STRATA_CACHE_DIR=%t.cache strata-compile -v %s -o %t.so 2>&1 | FileCheck %s --check-prefix=WARM
// RUN: env STRATA_CACHE_DIR=%t.cache strata-compile -v --no-cache -O0 %s -o %t.so 2>&1 | FileCheck %s --check-prefix=NOCACHE
// RUN: env STRATA_CACHE_DIR=%t.cache strata-compile --mlir-timing -O1 %s -o %t.so 2>&1 | FileCheck %s --check-prefix=TIMING
// RUN: env STRATA_CACHE_DIR=%t.cache strata-compile -v -O3 %s -o %t.so 2>&1 | FileCheck %s --check-prefix=LEVEL3
// RUN: not strata-compile -O4 %s -o %t.so 2>&1 | FileCheck %s --check-prefix=LEVEL

// CHECK: strata-compile: input at the torch level; stages to run: torch-backend, linalg, loops, llvm-dialect
// CHECK-NEXT: strata-compile: stage torch-backend (torch-decompose-complex-ops,torch-lower-to-backend-contract): {{.*}}s
// CHECK-NEXT: strata-compile: stage linalg (torch-backend-to-linalg-on-tensors-backend-pipeline): {{.*}}s
// CHECK-NEXT: strata-compile: stage loops (strata-linalg-to-loops): {{.*}}s
// CHECK-NEXT: strata-compile: stage llvm-dialect (strata-cpu-lower-to-llvm,canonicalize,strata-cpu-deduplicate-kernels): {{.*}}s
// CHECK-NEXT: strata-compile: translated to LLVM IR ({{[0-9]+}} bytes): {{.*}}s
// CHECK-NEXT: strata-compile: emitted llvm-ir: {{[0-9]+}} bytes; {{.*}}s in all
// USER: stage loops (strata-linalg-to-loops)
// USER-NEXT: strata-compile: your passes: {{.*}}s
// LL: define {{.*}} @_mlir_ciface_main(
// The library: the host code and one kernel (relu's loop), compiled; the
// same input again comes from the cache whole; --no-cache compiles again.
// COLD: strata-compile: native code: 2 units (0 from the cache), 2 modules compiled with {{.*}}: split {{.*}}, LLVM IR {{.*}}, codegen {{.*}}, link {{.*}}
// WARM: strata-compile: library from the compile cache (this input with these options was compiled before)
// WARM-NOT: native code
// NOCACHE: strata-compile: native code: 2 units (0 from the cache), 2 modules compiled
// --mlir-timing reports the passes and the phases after them.
// TIMING: Execution time report
// TIMING: OutlineCPUKernelsPass
// TIMING: CPUParallelLaunchPass
// TIMING: Split into units
// TIMING: Translate to LLVM IR
// TIMING: Codegen ({{.*}} -O1, 2 modules, 0 of 2 units cached)
// TIMING: Link (cc)
// TIMING: Total
// LEVEL: unknown optimization level -O4 (0, 1, 2 or 3)
// Another level is another library, and other units.
// LEVEL3: strata-compile: native code: 2 units (0 from the cache), 2 modules compiled

func.func @main(%a: !torch.vtensor<[3],f32>) -> !torch.vtensor<[3],f32> {
  %0 = torch.aten.relu %a : !torch.vtensor<[3],f32> -> !torch.vtensor<[3],f32>
  return %0 : !torch.vtensor<[3],f32>
}
