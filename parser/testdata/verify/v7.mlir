func.func @f(%a: i32) -> i64 {
  %0 = "t.a"(%a) ({
    "t.y"(%0) : (i32) -> ()
  }) : (i32) -> i32
  return %0 : i32
}
