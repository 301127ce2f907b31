func.func private @b() -> i32 attributes {res_attrs = []}
