func.func @f(%a: i32) {
  %x = builtin.unrealized_conversion_cast to i64
  return
}
