// pipeline: builtin.module(func.func(cse))
func.func @f(%x: i32, %y: i32) -> i32 {
  %a = arith.addi %x, %y : i32
  %b = arith.addi %x, %y : i32
  %c = arith.muli %a, %b : i32
  return %c : i32
}
