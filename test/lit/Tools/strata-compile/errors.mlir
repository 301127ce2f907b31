// strata-compile's usage errors, and an unsupported op named at its location.
// RUN: not strata-compile %s --emit=so 2>&1 | FileCheck %s --check-prefix=NOOUT
// RUN: not strata-compile %s --emit=bogus 2>&1 | FileCheck %s --check-prefix=STAGE
// RUN: not strata-compile %s --target=tpu 2>&1 | FileCheck %s --check-prefix=TARGET
// RUN: not strata-compile %s --emit=linalg 2>&1 | FileCheck %s --check-prefix=NOLOWER

// NOOUT: --emit=so writes a binary file: give it with -o
// STAGE: unknown --emit stage "bogus"
// TARGET: --target=tpu: not cpu or cuda, and no backend "tpu": not built in, and no strata-backend-tpu on PATH
// NOLOWER: errors.mlir:[[# @LINE + 3]]:{{[0-9]+}}: error: {{.*}}torch.aten.nonzero

func.func @main(%arg0: !torch.vtensor<[4],f32>) -> !torch.vtensor<[?,1],si64> {
  %0 = torch.aten.nonzero %arg0 : !torch.vtensor<[4],f32> -> !torch.vtensor<[?,1],si64>
  return %0 : !torch.vtensor<[?,1],si64>
}
