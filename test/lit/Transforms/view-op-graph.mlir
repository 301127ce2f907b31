// RUN: strata-opt %s -view-op-graph -o /dev/null 2>&1 | FileCheck %s

// CHECK:      digraph G {
// CHECK-NEXT:   compound = true;
// CHECK:        label = "builtin.module\l";
// CHECK:        label = "func.func\l\lfunction_type: (i32) -\> i32\lsym_name: \"f\"\l";
// CHECK:        [[A:v[0-9]+]] [label = "<res_arg0> %arg0 i32", shape = Mrecord];
// CHECK:        [[ADD:v[0-9]+]] [label = "{{[{][{]}}<arg_arg0> %arg0|<arg_arg0> %arg0}|arith.addi{{.*}}
// CHECK:        [[A]]:res_arg0:s -> [[ADD]]:arg_arg0:n[style = solid];
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
