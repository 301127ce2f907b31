func.func @f(%a: i32) {
  "t.iso"() ({
    "t.use"(%a) : (i32) -> ()
  }) : () -> ()
  return
}
