func.func @f() {
  %0 = func.call @f() : () -> i32
  return
}
