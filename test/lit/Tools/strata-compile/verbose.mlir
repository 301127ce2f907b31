// strata-compile -v says what each stage did and how long it took, on
// stderr; the output is the same as without -v. "-" is standard input.
// RUN: strata-compile -v %s --emit=llvm-ir -o %t.ll 2>&1 | FileCheck %s
// RUN: strata-compile %s --emit=llvm-ir | FileCheck %s --check-prefix=LL
// RUN: strata-compile --emit=llvm-ir - < %s | FileCheck %s --check-prefix=LL
// RUN: FileCheck %s --check-prefix=LL < %t.ll
// RUN: strata-compile --verbose %s --emit=loops --canonicalize -o /dev/null 2>&1 | FileCheck %s --check-prefix=USER

// CHECK: strata-compile: input at the torch level; stages to run: torch-backend, linalg, loops, llvm-dialect
// CHECK-NEXT: strata-compile: stage torch-backend (torch-decompose-complex-ops,torch-lower-to-backend-contract): {{.*}}s
// CHECK-NEXT: strata-compile: stage linalg (torch-backend-to-linalg-on-tensors-backend-pipeline): {{.*}}s
// CHECK-NEXT: strata-compile: stage loops (strata-linalg-to-loops): {{.*}}s
// CHECK-NEXT: strata-compile: stage llvm-dialect (strata-lower-to-llvm): {{.*}}s
// CHECK-NEXT: strata-compile: translated to LLVM IR ({{[0-9]+}} bytes): {{.*}}s
// CHECK-NEXT: strata-compile: emitted llvm-ir: {{[0-9]+}} bytes; {{.*}}s in all
// USER: stage loops (strata-linalg-to-loops)
// USER-NEXT: strata-compile: your passes: {{.*}}s
// LL: define {{.*}} @_mlir_ciface_main(

func.func @main(%a: !torch.vtensor<[3],f32>) -> !torch.vtensor<[3],f32> {
  %0 = torch.aten.relu %a : !torch.vtensor<[3],f32> -> !torch.vtensor<[3],f32>
  return %0 : !torch.vtensor<[3],f32>
}
