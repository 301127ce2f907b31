func.func @f(%a: i32) -> i32 {
  %0 = func.call @f(%a) : (i32) -> i64
  return %a : i32
}
