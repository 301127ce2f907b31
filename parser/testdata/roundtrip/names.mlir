func.func @f(%a: i32) -> i32 {
  %f = func.constant @f : (i32) -> i32
  %f_0 = func.constant @f : (i32) -> i32
  %g = func.constant @f : (i32) -> i32
  %r:3 = "t.multi"() : () -> (i32, i32, i32)
  "t.region"() ({
  ^bb0(%x: i32, %y: i32):
    %f2 = func.constant @f : (i32) -> i32
    "t.use"(%r#2, %x, %f2) : (i32, i32, (i32) -> i32) -> ()
    "t.next"()[^bb1] : () -> ()
  ^bb1:
    "t.loop"()[^bb1, ^bb2] : () -> ()
  ^bb2(%z: i64):
    "t.end"() : () -> ()
  }, {
    %q = "t.q"() : () -> i32
  }) : () -> ()
  return %a : i32
}
module @m {
  func.func private @d(i32)
  func.func private @e() attributes {t.k = 1 : i32} {
    return
  }
}
