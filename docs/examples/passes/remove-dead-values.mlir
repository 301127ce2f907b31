// pipeline: builtin.module(remove-dead-values)
func.func private @pair(%a: i32, %b: i32) -> (i32, i32) {
  %s = arith.addi %a, %a : i32
  %p = arith.muli %a, %b : i32
  return %s, %p : i32, i32
}
func.func @f(%x: i32, %y: i32) -> i32 {
  %r:2 = call @pair(%x, %y) : (i32, i32) -> (i32, i32)
  return %r#0 : i32
}
