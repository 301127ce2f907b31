// pipeline: builtin.module(convert-math-to-libm)
func.func @f(%x: f32) -> f32 {
  %r = math.erf %x : f32
  return %r : f32
}
