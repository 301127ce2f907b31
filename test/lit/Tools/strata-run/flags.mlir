// strata-run refuses flags it would ignore, and reads standard input
// ("-") for FILE or for one --input.
// RUN: not strata-run %s --stage=loops 2>&1 | FileCheck %s --check-prefix=STAGE
// RUN: not strata-run --model %S/../../../models/mlp --entry main 2>&1 | FileCheck %s --check-prefix=MODEL
// RUN: not strata-run %s --seed 3 2>&1 | FileCheck %s --check-prefix=SEED
// RUN: not strata-run %s --random-inputs --output-dir %t -o %t.txt 2>&1 | FileCheck %s --check-prefix=DEST
// RUN: not strata-run %s --target=cpu --max-steps 10 --random-inputs 2>&1 | FileCheck %s --check-prefix=STEPS
// RUN: not strata-run - --input - < %s 2>&1 | FileCheck %s --check-prefix=STDIN
// STAGE: strata-run: error: --stage applies to --model (FILE's level is --level)
// MODEL: strata-run: error: --entry applies to FILE, not --model
// SEED: strata-run: error: --seed applies to --random-inputs
// DEST: strata-run: error: --output applies to printed results, not --output-dir
// STEPS: strata-run: error: --max-steps applies to interpreted runs, not --target=cpu
// STDIN: strata-run: error: standard input ('-') can be read once: by FILE or by one --input
//
// RUN: rm -rf %t && strata-run %s --random-inputs --output-dir %t
// RUN: strata-run %s --input - < %t/result0.npy | FileCheck %s
// CHECK: sizes = [3]

func.func @main(%a: tensor<3xf32>) -> tensor<3xf32> {
  %0 = arith.addf %a, %a : tensor<3xf32>
  return %0 : tensor<3xf32>
}
