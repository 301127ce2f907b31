// pipeline: builtin.module(func.func(canonicalize))
func.func @f(%x: i32, %c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %x, %c1 : i32
  %b = arith.addi %a, %c2 : i32
  %m = arith.muli %b, %c1 : i32
  %r = arith.select %c, %m, %m : i32
  return %r : i32
}
