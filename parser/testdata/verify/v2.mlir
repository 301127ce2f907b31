func.func @f(%c: i1) {
  "t.br"(%c)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  %0 = "t.a"() : () -> i32
  "t.j"()[^bb3] : () -> ()
^bb2:
  "t.j"()[^bb3] : () -> ()
^bb3:
  "t.use"(%0) : (i32) -> ()
  return
}
