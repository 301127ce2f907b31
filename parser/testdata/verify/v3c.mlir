module {
  %a = "t.def"() : () -> i32
  func.func @g() {
    "t.use"(%a) : (i32) -> ()
    return
  }
}
