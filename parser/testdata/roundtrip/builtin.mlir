module {
  %0 = "t.x"() : () -> i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
  module @inner {
  }
  "func.func"() ({
  ^bb0(%a: i32):
    "func.return"() : () -> ()
  }) {sym_name = "g", function_type = (i32) -> (), foo = 1 : i64} : () -> ()
}
