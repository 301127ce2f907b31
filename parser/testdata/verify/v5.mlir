func.func @f() {
  "t.x"() : () -> ()
^bb1:
  return
}
