func.func @f() {
  return
^bb1:
  "t.x"()[^bb1] : () -> ()
}
