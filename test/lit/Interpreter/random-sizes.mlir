// The sizes of random inputs come from the command line and are checked
// before anything is allocated: an element count that overflows, or one
// larger than the interpreter's memory budget, is an error (they were a
// makeslice panic and a fatal out-of-memory).
// RUN: not strata-run %s --entry one --random-inputs --dim 9223372036854775807 2>&1 | FileCheck %s --check-prefix=DIM
// RUN: not strata-run %s --entry one --random-inputs --dim 1000000000000 2>&1 | FileCheck %s --check-prefix=BIG
// RUN: not strata-run %s --entry two --random-inputs --shape 0=99999999999x99999999999 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: strata-run %s --entry two --random-inputs --shape 0=0x99999999999999 | FileCheck %s --check-prefix=EMPTY
// --zero-inputs (what strata-tune times on) takes the same sizes and
// checks, and gives zeros of every type; it excludes --random-inputs and
// --input, and --seed is --random-inputs' alone.
// RUN: strata-run %s --entry three --zero-inputs --dim 3 | FileCheck %s --check-prefix=ZERO
// RUN: not strata-run %s --entry one --zero-inputs --dim 1000000000000 2>&1 | FileCheck %s --check-prefix=ZERO-BIG
// RUN: not strata-run %s --entry one --zero-inputs --random-inputs 2>&1 | FileCheck %s --check-prefix=ZERO-BOTH
// RUN: not strata-run %s --entry one --zero-inputs --seed 3 2>&1 | FileCheck %s --check-prefix=ZERO-SEED

// DIM: strata-run: error: argument #0: random input of type 'tensor<?xf32>' and shape [9223372036854775807] has 9223372036854775807 elements, more than the interpreter's memory budget of {{[0-9]+}} bytes holds
// BIG: strata-run: error: argument #0: random input of type 'tensor<?xf32>' and shape [1000000000000] has 1000000000000 elements, more than
// SHAPE: strata-run: error: argument #0: random input of type 'tensor<?x?xf32>': the element count of shape [99999999999 99999999999] overflows
// EMPTY: Memref rank = 2 offset = 0 sizes = [0, 99999999999999] strides = [99999999999999, 1] data =
// EMPTY-NEXT: []
// ZERO: Memref rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// ZERO-NEXT: {{\[}}[0, 0, 0],
// ZERO-NEXT: [0, 0, 0]]
// ZERO-NEXT: Memref rank = 1 offset = 0 sizes = [3] strides = [1] data =
// ZERO-NEXT: [0, 0, 0]
// ZERO-NEXT: 0
// ZERO-NEXT: 0
// ZERO-BIG: strata-run: error: argument #0: zero input of type 'tensor<?xf32>' and shape [1000000000000] has 1000000000000 elements, more than
// ZERO-BOTH: strata-run: error: --input, --random-inputs and --zero-inputs exclude each other
// ZERO-SEED: strata-run: error: --seed applies to --random-inputs
func.func @one(%a: tensor<?xf32>) -> tensor<?xf32> {
  return %a : tensor<?xf32>
}
func.func @two(%a: tensor<?x?xf32>) -> tensor<?x?xf32> {
  return %a : tensor<?x?xf32>
}
func.func @three(%a: tensor<2x?xbf16>, %b: tensor<?xi8>, %c: i1, %d: f64) -> (tensor<2x?xbf16>, tensor<?xi8>, i1, f64) {
  return %a, %b, %c, %d : tensor<2x?xbf16>, tensor<?xi8>, i1, f64
}
