// The sizes of an .npy header are checked before anything is allocated:
// a shape whose element count overflows (2^32 x 2^32 used to wrap to an
// empty array, then panic when printed, and be read past its end by the
// cpu target), a header claiming more data than the file holds (128 bytes
// claiming 1e11 floats used to allocate 400 GB first), a short file.
// RUN: not strata-run %s --input %S/Inputs/npy-overflow.npy 2>&1 | FileCheck %s --check-prefix=OVF
// RUN: not strata-run %s --target=cpu --input %S/Inputs/npy-overflow.npy 2>&1 | FileCheck %s --check-prefix=OVF
// RUN: not strata-run %s --input %S/Inputs/npy-huge-claim.npy 2>&1 | FileCheck %s --check-prefix=HUGE
// RUN: not strata-run %s --input %S/Inputs/npy-short.npy 2>&1 | FileCheck %s --check-prefix=SHORT
// RUN: not strata-run %s --target=cpu --input %S/Inputs/npy-short.npy 2>&1 | FileCheck %s --check-prefix=SHORT

// OVF: npy-overflow.npy: npy: shape [4294967296 4294967296] has more than 1099511627776 elements
// OVF-NOT: panic
// HUGE: npy-huge-claim.npy: npy: reading 100000000000 elements of shape [100000000000]: the header claims 400000000000 bytes of data, the file holds 0
// SHORT: npy-short.npy: npy: reading 4 elements of shape [2 2]: the header claims 16 bytes of data, the file holds 12
func.func @main(%a: tensor<?x?xf32>) -> tensor<?x?xf32> {
  return %a : tensor<?x?xf32>
}
