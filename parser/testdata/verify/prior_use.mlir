func.func @f(%a: i32) {
  "foo.op"(%a) : (i64) -> ()
  return
}
