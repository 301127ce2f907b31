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

// -----

// A block argument only branches pass on (a loop counter no op reads, or one
// only dead ops read) is dead: it goes with the operands that set it; one a
// live op reads stays, and so does what feeds it.
// CHECK-LABEL: func.func @dead_loop_args
// CHECK-NEXT:    cf.br ^bb1(%arg1 : i32)
// CHECK-NEXT:  ^bb1(%[[K:.*]]: i32):
// CHECK-NEXT:    call @use(%[[K]]) : (i32) -> ()
// CHECK-NEXT:    %[[N:.*]] = arith.addi %[[K]], %[[K]] : i32
// CHECK-NEXT:    cf.br ^bb1(%[[N]] : i32)
func.func private @use(i32)
func.func @dead_loop_args(%a: f32, %k: i32) {
  cf.br ^loop(%a, %a, %k : f32, f32, i32)
^loop(%x: f32, %y: f32, %j: i32):
  %e = math.exp %y : f32
  func.call @use(%j) : (i32) -> ()
  %n = arith.addi %j, %j : i32
  cf.br ^loop(%x, %e, %n : f32, f32, i32)
}
