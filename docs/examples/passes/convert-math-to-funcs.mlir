// pipeline: builtin.module(convert-math-to-funcs)
func.func @f(%x: i16, %p: i16) -> i16 {
  %r = math.ipowi %x, %p : i16
  return %r : i16
}
