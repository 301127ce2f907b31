// RUN: env STRATA_MAX_INPUT_BYTES=200 not strata-opt %s 2>&1 | FileCheck %s --check-prefix=FILE
// RUN: env STRATA_MAX_INPUT_BYTES=200 not strata-opt /dev/zero 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: cat %s | env STRATA_MAX_INPUT_BYTES=200 not strata-opt - 2>&1 | FileCheck %s --check-prefix=STDIN
// RUN: strata-opt %s | FileCheck %s

// Every tool reads its input through one function with a size limit
// (1 GiB unless STRATA_MAX_INPUT_BYTES says otherwise): a file over it is
// refused from its size, and an endless stream such as /dev/zero stops
// at the limit instead of being read forever.

// FILE: cannot open input file '{{.*}}input-limits.mlir': File is larger than 200 bytes, the input size limit (STRATA_MAX_INPUT_BYTES)
// ZERO: cannot open input file '/dev/zero': File is larger than 200 bytes, the input size limit (STRATA_MAX_INPUT_BYTES)
// STDIN: cannot open input file '-': File is larger than 200 bytes, the input size limit (STRATA_MAX_INPUT_BYTES)

// CHECK: func.func private @within_the_default_limit()
func.func private @within_the_default_limit()
