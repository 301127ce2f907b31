// pipeline: builtin.module(inline)
func.func private @square(%x: i32) -> i32 {
  %r = arith.muli %x, %x : i32
  return %r : i32
}
func.func @f(%x: i32) -> i32 {
  %r = call @square(%x) : (i32) -> i32
  return %r : i32
}
