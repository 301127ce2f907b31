// pipeline: builtin.module(convert-arith-to-llvm)
func.func @f(%x: i32, %y: i32) -> i32 {
  %a = arith.addi %x, %y overflow<nsw> : i32
  %m = arith.maxsi %a, %y : i32
  return %m : i32
}
