// pipeline: builtin.module(symbol-dce)
func.func private @unused() {
  return
}
func.func private @used() {
  return
}
func.func @f() {
  call @used() : () -> ()
  return
}
