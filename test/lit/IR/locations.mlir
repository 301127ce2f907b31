// RUN: strata-opt %s -allow-unregistered-dialect -mlir-print-debuginfo | FileCheck %s
// RUN: strata-opt %s -allow-unregistered-dialect -mlir-print-debuginfo | strata-opt -allow-unregistered-dialect -mlir-print-debuginfo | FileCheck %s
// RUN: strata-opt %s -allow-unregistered-dialect -mlir-print-debuginfo -mlir-print-op-generic | strata-opt -allow-unregistered-dialect -mlir-print-debuginfo | FileCheck %s
// RUN: strata-opt %s -allow-unregistered-dialect -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// RUN: strata-opt %s -allow-unregistered-dialect | FileCheck %s --check-prefix=NODEBUG

// Every op, block argument and function argument records where it came
// from: an explicit loc(...) or its position in this file. With
// --mlir-print-debuginfo the printer hoists locations into #locN aliases
// (those of block arguments inline), defining first those used before the
// module and the rest after it, as mlir-opt does.

// NODEBUG-NOT: loc(
// LOCAL-NOT: #loc
// LOCAL: func.func @locs(%arg0: i32 loc("args.mlir":1:2), %arg1: i32 loc("{{.*}}locations.mlir":[[#@LINE+9]]:47)) -> i32 {
// LOCAL: loc("named"("file.mlir":4:1))
// LOCAL: loc(callsite("callee.mlir":1:1 at "caller.mlir":2:2))
// LOCAL: loc(fused["a.mlir":1:1, "b.mlir":2:2])
// LOCAL: loc(fused<"metadata">["a.mlir":1:1, "b.mlir":2:2])
// LOCAL: } loc("func.mlir":1:1)
// LOCAL: } loc("{{.*}}locations.mlir":0:0)

#loc_alias = loc("alias.mlir":7:9)
func.func @locs(%a: i32 loc("args.mlir":1:2), %b: i32) -> i32 {
  %0 = "my.op"(%a) : (i32) -> i32 loc("file.mlir":3:7)
  %1 = "my.op"(%0) : (i32) -> i32 loc(unknown)
  %2 = "my.op"(%1) : (i32) -> i32 loc("named"("file.mlir":4:1))
  %3 = "my.op"(%2) : (i32) -> i32 loc("only a name")
  %4 = "my.op"(%3) : (i32) -> i32 loc(callsite("callee.mlir":1:1 at "caller.mlir":2:2))
  %5 = "my.op"(%4) : (i32) -> i32 loc(fused["a.mlir":1:1, "b.mlir":2:2])
  %6 = "my.op"(%5) : (i32) -> i32 loc(fused<"metadata">["a.mlir":1:1, "b.mlir":2:2])
  %7 = "my.op"(%6) : (i32) -> i32 loc(#loc_alias)
  %8 = "my.op"(%7) : (i32) -> i32 loc(#loc_later)
  %9 = "my.op"(%8) ({
  ^bb0(%x: i32 loc("blockarg.mlir":5:5)):
    "my.yield"(%x) : (i32) -> () loc("yield.mlir":6:6)
  }) : (i32) -> i32
  return %9 : i32 loc("ret.mlir":8:8)
} loc("func.mlir":1:1)
#loc_later = loc("later.mlir":9:9)

// The whole output:
// CHECK:      #loc2 = loc("args.mlir":1:2)
// CHECK-NEXT: #loc3 = loc("{{.*}}locations.mlir":24:47)
// CHECK-NEXT: #loc15 = loc("blockarg.mlir":5:5)
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @locs(%arg0: i32 loc("args.mlir":1:2), %arg1: i32 loc("{{.*}}locations.mlir":24:47)) -> i32 {
// CHECK-NEXT:     %0 = "my.op"(%arg0) : (i32) -> i32 loc(#loc4)
// CHECK-NEXT:     %1 = "my.op"(%0) : (i32) -> i32 loc(#loc5)
// CHECK-NEXT:     %2 = "my.op"(%1) : (i32) -> i32 loc(#loc18)
// CHECK-NEXT:     %3 = "my.op"(%2) : (i32) -> i32 loc(#loc7)
// CHECK-NEXT:     %4 = "my.op"(%3) : (i32) -> i32 loc(#loc19)
// CHECK-NEXT:     %5 = "my.op"(%4) : (i32) -> i32 loc(#loc20)
// CHECK-NEXT:     %6 = "my.op"(%5) : (i32) -> i32 loc(#loc21)
// CHECK-NEXT:     %7 = "my.op"(%6) : (i32) -> i32 loc(#loc12)
// CHECK-NEXT:     %8 = "my.op"(%7) : (i32) -> i32 loc(#loc13)
// CHECK-NEXT:     %9 = "my.op"(%8) ({
// CHECK-NEXT:     ^bb0(%arg2: i32 loc("blockarg.mlir":5:5)):
// CHECK-NEXT:       "my.yield"(%arg2) : (i32) -> () loc(#loc16)
// CHECK-NEXT:     }) : (i32) -> i32 loc(#loc14)
// CHECK-NEXT:     return %9 : i32 loc(#loc17)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}locations.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("func.mlir":1:1)
// CHECK-NEXT: #loc4 = loc("file.mlir":3:7)
// CHECK-NEXT: #loc5 = loc(unknown)
// CHECK-NEXT: #loc6 = loc("file.mlir":4:1)
// CHECK-NEXT: #loc7 = loc("only a name")
// CHECK-NEXT: #loc8 = loc("callee.mlir":1:1)
// CHECK-NEXT: #loc9 = loc("caller.mlir":2:2)
// CHECK-NEXT: #loc10 = loc("a.mlir":1:1)
// CHECK-NEXT: #loc11 = loc("b.mlir":2:2)
// CHECK-NEXT: #loc12 = loc("alias.mlir":7:9)
// CHECK-NEXT: #loc13 = loc("later.mlir":9:9)
// CHECK-NEXT: #loc14 = loc("{{.*}}locations.mlir":34:8)
// CHECK-NEXT: #loc16 = loc("yield.mlir":6:6)
// CHECK-NEXT: #loc17 = loc("ret.mlir":8:8)
// CHECK-NEXT: #loc18 = loc("named"(#loc6))
// CHECK-NEXT: #loc19 = loc(callsite(#loc8 at #loc9))
// CHECK-NEXT: #loc20 = loc(fused[#loc10, #loc11])
// CHECK-NEXT: #loc21 = loc(fused<"metadata">[#loc10, #loc11])
