"builtin.module"() ({
^bb0:
  "test.dummy"() : () -> ()
^bb1:
  "test.dummy"() : () -> ()
}) : () -> ()
