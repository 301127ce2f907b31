func.func @b(%a: i32) {
  cf.br ^bb1
  return
^bb1:
  return
}
