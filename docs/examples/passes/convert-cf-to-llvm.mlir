// pipeline: builtin.module(convert-cf-to-llvm)
func.func @f(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%y : i32)
^bb1(%v: i32):
  return %v : i32
}
