// symbol-privatize: every symbol of the module becomes private but those
// excluded; then symbol-dce erases what nothing uses.
// RUN: strata-opt %s -split-input-file --symbol-privatize | FileCheck %s
// RUN: strata-opt %s -split-input-file '--symbol-privatize=exclude=main,keep' | FileCheck %s --check-prefix=EXCL
// RUN: strata-opt %s -split-input-file '--symbol-privatize=exclude=main' --symbol-dce | FileCheck %s --check-prefix=DCE

// CHECK-LABEL: module {
//       CHECK:   func.func private @main()
//       CHECK:   func.func private @keep()
//       CHECK:   func.func private @nested_one()
//       CHECK:   func.func private @decl()
//       CHECK:   memref.global "private" @g
//       CHECK:   module @inner attributes {sym_visibility = "private"}
//       CHECK:     func.func @x()
// EXCL:   func.func @main()
// EXCL:   func.func @keep()
// EXCL:   func.func private @nested_one()
// DCE-LABEL: module {
//   DCE-NEXT:   func.func @main()
//   DCE-NEXT:     call @keep()
//   DCE-NEXT:     return
//   DCE-NEXT:   }
//   DCE-NEXT:   func.func private @keep()
//   DCE-NOT:    @g
//   DCE-NOT:    @inner
module {
  func.func @main() {
    call @keep() : () -> ()
    return
  }
  func.func @keep() {
    return
  }
  func.func nested @nested_one() {
    return
  }
  func.func private @decl()
  memref.global "public" @g : memref<2xf32> = dense<0.0>
  module @inner {
    func.func @x() {
      return
    }
  }
}
