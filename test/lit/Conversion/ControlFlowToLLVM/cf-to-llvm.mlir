// cf.br/cond_br/switch with converted block arguments; cf.assert prints
// its location and message on stderr and aborts.
// RUN: strata-opt %s --convert-cf-to-llvm | FileCheck %s

// CHECK: llvm.mlir.global internal constant @[[MSG:__strata_assert_msg_0]]("{{.*}}cf-to-llvm.mlir:{{[0-9]+}}:3: error: must hold\0A")
// CHECK-LABEL: llvm.func @abort()

// CHECK-LABEL: func.func @branches(
// CHECK-SAME: %[[ARG0:.*]]: i1, %[[ARG1:.*]]: i32, %[[ARG2:.*]]: index) -> i32
// CHECK: %[[UNREALIZED_CONVERSION_CAST:.*]] = builtin.unrealized_conversion_cast %[[ARG2]] : index to i64
// CHECK: llvm.cond_br %[[ARG0]], ^bb1(%[[ARG1]] : i32), ^bb2(%[[UNREALIZED_CONVERSION_CAST]] : i64)
// CHECK: ^bb1(%[[BARG:.*]]: i32):  // pred: ^bb0
// CHECK: llvm.br ^bb3(%[[BARG]] : i32)
// CHECK: ^bb2(%[[BARG_1:.*]]: i64):  // pred: ^bb0
// CHECK: %[[UNREALIZED_CONVERSION_CAST_1:.*]] = builtin.unrealized_conversion_cast %[[BARG_1]] : i64 to index
// CHECK: %[[INDEX_CAST:.*]] = arith.index_cast %[[UNREALIZED_CONVERSION_CAST_1]] : index to i32
// CHECK: llvm.br ^bb3(%[[INDEX_CAST]] : i32)
// CHECK: ^bb3(%[[BARG_2:.*]]: i32):  // 2 preds: ^bb1, ^bb2
// CHECK: return %[[BARG_2]] : i32
func.func @branches(%c: i1, %a: i32, %b: index) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : index)
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2(%y: index):
  %z = arith.index_cast %y : index to i32
  cf.br ^bb3(%z : i32)
^bb3(%r: i32):
  return %r : i32
}

// CHECK-LABEL: func.func @switch(
// CHECK-SAME: %[[ARG0:.*]]: i32, %[[ARG1:.*]]: f32) -> f32
// CHECK: llvm.switch %[[ARG0]] : i32, ^bb1(%[[ARG1]] : f32) [
// CHECK: 42: ^bb2(%[[ARG1]] : f32),
// CHECK: 43: ^bb1(%[[ARG1]] : f32)
// CHECK: ]
// CHECK: ^bb1(%[[BARG:.*]]: f32):  // pred: ^bb0
// CHECK: return %[[BARG]] : f32
// CHECK: ^bb2(%[[BARG_1:.*]]: f32):  // pred: ^bb0
// CHECK: %[[NEGF:.*]] = arith.negf %[[BARG_1]] : f32
// CHECK: return %[[NEGF]] : f32
func.func @switch(%f: i32, %a: f32) -> f32 {
  cf.switch %f : i32, [
    default: ^bb1(%a : f32),
    42: ^bb2(%a : f32),
    43: ^bb1(%a : f32)
  ]
^bb1(%x: f32):
  return %x : f32
^bb2(%y: f32):
  %n = arith.negf %y : f32
  return %n : f32
}

// CHECK-LABEL: func.func @assert(
// CHECK-SAME: %[[ARG0:.*]]: i1)
// CHECK: llvm.cond_br %[[ARG0]], ^bb2, ^bb1
// CHECK: ^bb1:  // pred: ^bb0
// CHECK: %[[P:.*]] = llvm.mlir.addressof @[[MSG]] : !llvm.ptr
// CHECK: %[[FD:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK: %[[N:.*]] = llvm.mlir.constant({{[0-9]+}} : i64) : i64
// CHECK: llvm.call @write(%[[FD]], %[[P]], %[[N]]) : (i32, !llvm.ptr, i64) -> i64
// CHECK: llvm.call @abort() : () -> ()
// CHECK: llvm.unreachable
// CHECK: ^bb2:  // pred: ^bb0
// CHECK: return

func.func @assert(%c: i1) {
  cf.assert %c, "must hold"
  return
}
