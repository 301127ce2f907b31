func.func private @decl(i32, f32 {t.x}) -> (i64 {t.y})
func.func @f(%arg0: i32 {t.a = 1 : i32}, %arg1: f32) -> (i32, f32) attributes {t.z} {
  %0:2 = func.call @f(%arg0, %arg1) : (i32, f32) -> (i32, f32)
  %c = func.constant @f : (i32, f32) -> (i32, f32)
  %r:2 = func.call_indirect %c(%arg0, %arg1) : (i32, f32) -> (i32, f32)
  %u = builtin.unrealized_conversion_cast %arg0 : i32 to i64
  %v:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, f32 to i64, f64
  "t.br"()[^bb1] : () -> ()
^bb1:
  "t.cbr"(%arg0)[^bb2, ^bb3] : (i32) -> ()
^bb2:
  "t.br"()[^bb3] : () -> ()
^bb3:
  return %r#0, %r#1 : i32, f32
}
func.func @g() -> ((i32) -> i32) {
  %0 = "t.x"() : () -> ((i32) -> i32)
  return %0 : (i32) -> i32
}
func.func nested @h() {
  return
}
module @m attributes {t.q} {
  func.func @inner() {
    return
  }
}
