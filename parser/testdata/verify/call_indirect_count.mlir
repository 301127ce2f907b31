func.func @c(%f: (i32) -> ()) {
  call_indirect %f() : (i32) -> ()
  return
}
