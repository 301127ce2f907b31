// RUN: not strata-opt %s -split-input-file 2>/dev/null | FileCheck %s
// RUN: not strata-opt %s -split-input-file -allow-unregistered-dialect -output-split-marker=SPLIT 2>&1 | FileCheck %s --check-prefix=MARKER
// RUN: not strata-opt %s 2>&1 | FileCheck %s --check-prefix=WHOLE

// --split-input-file parses, verifies and prints each part on its own; the
// outputs are joined with the marker line. A part that fails prints
// nothing, the others still print, and the exit code is 1. Diagnostics
// keep the line numbers of the whole file.

// CHECK:      module {
// CHECK-NEXT:   func.func @first() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @first() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{^//}} -----
// CHECK-NEXT: {{^//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @last()

// MARKER: split-input-file.mlir:[[#@LINE+26]]:3: error: custom op 'bad' is unknown
// MARKER: SPLIT
// MARKER-NEXT: module {
// MARKER: SPLIT
// MARKER-NEXT: SPLIT
// MARKER-NEXT: module {

// Without the flag the markers are plain comments: the whole file is one
// module, and the first error stops it.
// WHOLE: error: custom op 'bad' is unknown
// WHOLE-NOT: error

func.func @first() {
  return
}

// -----

// The same symbol again: each part is its own module.
func.func @first() {
  return
}

// -----

func.func @broken() {
  bad
}

// -----

func.func @last() {
  return
}
