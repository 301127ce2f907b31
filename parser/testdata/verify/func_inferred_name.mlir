func.func private @d() attributes {sym_name = "x"}
