func.func @f() {
  %0 = "t.a"(%1) : (i32) -> i32
  %1 = "t.b"() : () -> i32
  return
}
