// strata-run's outputs: a failed write to standard output is an error
// (exit 1 and a message), -o and --output-dir write their files only when
// the run succeeds.
// REQUIRES: system-linux
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: strata-run %s | FileCheck %s --check-prefix=OK
// OK: 7
// RUN: not strata-run %s > /dev/full 2> %t/err
// RUN: FileCheck %s --check-prefix=FULL < %t/err
// RUN: not strata-run --target=cpu %s > /dev/full 2> %t/err
// RUN: FileCheck %s --check-prefix=FULL < %t/err
// FULL: strata-run: error: cannot write output: No space left on device
//
// RUN: strata-run %s -o %t/out.txt
// RUN: FileCheck %s --check-prefix=OK < %t/out.txt
// RUN: not strata-run %s --entry missing -o %t/out.txt 2>/dev/null
// RUN: FileCheck %s --check-prefix=OK < %t/out.txt
// RUN: not strata-run %s --entry missing --output %t/new.txt 2>/dev/null
// RUN: not cat %t/new.txt 2>/dev/null
// RUN: strata-run %s --output-dir %t/npy
// RUN: cat %t/npy/result0.npy | FileCheck %s --check-prefix=NPY
// NPY: NUMPY

func.func @main() -> i32 {
  %c = arith.constant 7 : i32
  return %c : i32
}
