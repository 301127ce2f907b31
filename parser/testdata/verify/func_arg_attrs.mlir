func.func private @a(i32, i32) attributes {arg_attrs = [{}]}
