func.func private @c() attributes {function_type = () -> ()}
