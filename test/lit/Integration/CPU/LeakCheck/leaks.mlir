// strata-run --check-leaks: the compiled code allocates through upstream's
// generic functions, which the harness defines; a block never freed, a
// second free and a free of the caller's buffer fail the run, a returned
// buffer is the caller's to free (docs/cpu.md). Not among Integration/CPU's
// programs (TestIntegrationCPU requires every run to pass the check).
// RUN: strata-run --target=cpu --check-leaks %s --entry clean | FileCheck %s --check-prefix=CLEAN
// RUN: not strata-run --target=cpu --check-leaks %s --entry leak 2>&1 | FileCheck %s --check-prefix=LEAK
// RUN: not strata-run --target=cpu --check-leaks %s --entry double_free 2>&1 | FileCheck %s --check-prefix=DOUBLE
// RUN: not strata-run --target=cpu --check-leaks %s --entry free_argument --random-inputs 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// Without the flag the same leak goes unnoticed (malloc and free).
// RUN: strata-run --target=cpu %s --entry leak | FileCheck %s --check-prefix=NOCHECK
// RUN: not strata-run --target=interp --check-leaks %s --entry clean 2>&1 | FileCheck %s --check-prefix=INTERP

// CLEAN: 42
func.func @clean() -> i32 {
  %b = memref.alloc() : memref<8xi32>
  memref.dealloc %b : memref<8xi32>
  %r = arith.constant 42 : i32
  return %r : i32
}

// LEAK: leak check of @leak failed: 1 of 2 allocations (24 bytes) never freed
// LEAK-NEXT: allocation #2 of 24 bytes is never freed
// NOCHECK: 7
// The lost buffer is stored to and read back: an allocation no op uses is
// dead code that canonicalize erases, as upstream's.
func.func @leak() -> (memref<2xf32>, i32) {
  %out = memref.alloc() : memref<2xf32>
  %lost = memref.alloc() : memref<3xf64>
  %c0 = arith.constant 0 : index
  %seven = arith.constant 7.0 : f64
  memref.store %seven, %lost[%c0] : memref<3xf64>
  %v = memref.load %lost[%c0] : memref<3xf64>
  %r = arith.fptosi %v : f64 to i32
  return %out, %r : memref<2xf32>, i32
}

// DOUBLE: leak check of @double_free failed: 1 double free
// DOUBLE-NEXT: the module frees allocation #1 (4 bytes) a second time
func.func @double_free() -> i32 {
  %b = memref.alloc() : memref<i32>
  memref.dealloc %b : memref<i32>
  memref.dealloc %b : memref<i32>
  %r = arith.constant 0 : i32
  return %r : i32
}

// UNKNOWN: leak check of @free_argument failed: 1 free of a pointer the module did not allocate
// UNKNOWN-NEXT: the module frees 0x{{[0-9a-f]+}}, which the module's allocation functions did not return
func.func @free_argument(%a: memref<2xf32>) -> i32 {
  memref.dealloc %a : memref<2xf32>
  %r = arith.constant 0 : i32
  return %r : i32
}

// INTERP: --check-leaks needs --target=cpu (the interp target has no leak check)
