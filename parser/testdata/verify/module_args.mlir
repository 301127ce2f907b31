"builtin.module"() ({
^bb0(%a: i32):
}) : () -> ()
