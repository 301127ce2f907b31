func.func @f(%a: i32) {
  func.func @g() {
    "t.use"(%a) : (i32) -> ()
    return
  }
  return
}
