"func.foo"() : () -> ()
