module {
  %0 = builtin.unrealized_conversion_cast : i64
}
