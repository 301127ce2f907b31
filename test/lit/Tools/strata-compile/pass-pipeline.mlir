// strata-compile runs the passes of --pass-pipeline (or of a pass's own
// flag) after the stages' passes, on the module at the --emit stage; an
// unknown pass is an error naming it, before the input is read.
// RUN: not strata-compile %s --pass-pipeline='builtin.module(bogus)' --emit=loops 2>&1 | FileCheck %s --check-prefix=BOGUS
// RUN: not strata-compile %s --bogus-pass 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: strata-compile %s --emit=linalg | FileCheck %s --check-prefix=LINALG
// RUN: strata-compile %s --emit=linalg --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: strata-compile %s --emit=linalg --pass-pipeline='builtin.module(func.func(canonicalize))' | FileCheck %s --check-prefix=CANON
// RUN: strata-compile %s --emit=loops --canonicalize --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=ORDER
// RUN: not strata-compile %s --emit=loops --canonicalize --pass-pipeline='builtin.module(cse)' 2>&1 | FileCheck %s --check-prefix=BOTH

// BOGUS: error: 'bogus' does not refer to a registered pass or pass pipeline
// FLAG: strata-compile: Unknown command line argument '--bogus-pass'.  Try: 'strata-compile --help'
// LINALG: arith.constant 1 : i64
// CANON-NOT: arith.constant
// CANON: return
// ORDER: convert-linalg-to-parallel-loops,{{.*}}canonicalize
// BOTH: '-pass-pipeline' option can't be used with individual pass options

func.func @main(%a: !torch.vtensor<[3],f32>) -> !torch.vtensor<[3],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Tensor %a, %a, %int1 : !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.int -> !torch.vtensor<[3],f32>
  %1 = torch.aten.sub.Tensor %0, %a, %int1 : !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.int -> !torch.vtensor<[3],f32>
  return %1 : !torch.vtensor<[3],f32>
}
