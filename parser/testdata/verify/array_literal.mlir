func.func private @f() attributes {x = array<i32: a>}
