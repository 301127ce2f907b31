"builtin.module"() : () -> ()
