// strata-compile stops at each stage --emit names; the input may start at any level.
// RUN: strata-compile %S/../../../models/mlp/model.mlir --emit=torch-backend | FileCheck %s --check-prefix=TORCH
// RUN: strata-compile %S/../../../models/mlp/model.mlir --emit=linalg | FileCheck %s --check-prefix=LINALG
// RUN: strata-compile %S/../../../models/mlp/model.mlir --emit=loops | FileCheck %s --check-prefix=LOOPS
// RUN: strata-compile %S/../../../models/mlp/model.mlir --emit=llvm-dialect | FileCheck %s --check-prefix=LLVMD
// RUN: strata-compile %S/../../../models/mlp/model.mlir --emit=llvm-ir | FileCheck %s --check-prefix=LLVMIR
// RUN: strata-compile %S/../../../models/mlp/model.mlir --emit=linalg | strata-compile --emit=loops | FileCheck %s --check-prefix=LOOPS
// RUN: strata-compile %S/../../../models/mlp/model.mlir --emit=asm | FileCheck %s --check-prefix=ASM
// RUN: strata-compile %S/../../../models/mlp/model.mlir --emit=obj -o %t.o
// RUN: strata-compile %S/../../../models/mlp/model.mlir -o %t.so

// TORCH-LABEL: func.func @main(
// TORCH: torch.aten.mm
// TORCH-NOT: torch.aten.addmm

// LINALG-LABEL: func.func @main(
// LINALG-SAME: tensor<64x32xf32>
// LINALG: linalg.matmul
// LINALG-NOT: torch.

// LOOPS-LABEL: func.func @main(
// LOOPS-SAME: memref<64x32xf32>
// LOOPS: scf.for
// LOOPS-NOT: linalg.

// LLVMD: llvm.func @main(
// LLVMD: llvm.func @_mlir_ciface_main(

// LLVMIR: define {{.*}} @_mlir_ciface_main(

// ASM: _mlir_ciface_main:
