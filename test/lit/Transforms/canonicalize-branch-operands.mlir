// RUN: strata-opt %s --canonicalize --split-input-file | strata-filecheck %s
// Region simplification erases block arguments no one uses, and with them
// the operands every predecessor forwards, through each branch op's
// declared successor operands: cf.switch keeps its case operands split by
// case_operand_segments, llvm.switch and llvm.cond_br likewise.

// CHECK-LABEL: func.func @switch_dead_case_arg
// CHECK:         cf.switch %arg0 : i32, [
// CHECK-NEXT:      default: ^bb1(%arg1 : i32),
// CHECK-NEXT:      0: ^bb2(%arg1 : i32),
// CHECK-NEXT:      1: ^bb3(%arg1 : i32)
// CHECK-NEXT:    ]
// CHECK:       ^bb2(%[[Y:.*]]: i32):
// CHECK-NEXT:    return %[[Y]] : i32
// CHECK:       ^bb3(%[[Z:.*]]: i32):
// CHECK-NEXT:    arith.addi %[[Z]], %[[Z]] : i32
func.func @switch_dead_case_arg(%flag: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    0: ^bb2(%a, %b : i32, i32),
    1: ^bb3(%b, %a : i32, i32)
  ]
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32, %unused: i32):
  return %y : i32
^bb3(%unused2: i32, %z: i32):
  %s = arith.addi %z, %z : i32
  return %s : i32
}

// -----

// CHECK-LABEL: llvm.func @llvm_switch_dead_arg
// CHECK:         llvm.switch %arg0 : i32, ^bb1(%arg1 : i32) [
// CHECK-NEXT:      0: ^bb2,
// CHECK-NEXT:      1: ^bb3(%arg2 : i32)
// CHECK-NEXT:    ]
llvm.func @llvm_switch_dead_arg(%flag: i32, %a: i32, %b: i32) -> i32 {
  llvm.switch %flag : i32, ^bb1(%a : i32) [
    0: ^bb2(%b : i32),
    1: ^bb3(%a, %b : i32, i32)
  ]
^bb1(%x: i32):
  llvm.return %x : i32
^bb2(%unused: i32):
  llvm.return %a : i32
^bb3(%unused2: i32, %z: i32):
  llvm.return %z : i32
}

// -----

// CHECK-LABEL: llvm.func @llvm_cond_br_dead_arg
// CHECK:         llvm.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK:       ^bb2:
// CHECK-NEXT:    llvm.return %arg2 : i32
llvm.func @llvm_cond_br_dead_arg(%c: i1, %a: i32, %b: i32) -> i32 {
  llvm.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  llvm.return %x : i32
^bb2(%unused: i32):
  llvm.return %b : i32
}
