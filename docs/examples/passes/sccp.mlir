// pipeline: builtin.module(func.func(sccp))
func.func @f(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%c1 : i32), ^bb1(%x : i32)
^bb1(%v: i32):
  %r = arith.addi %v, %c1 : i32
  return %r : i32
}
