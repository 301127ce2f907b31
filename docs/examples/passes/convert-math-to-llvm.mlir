// pipeline: builtin.module(convert-math-to-llvm)
func.func @f(%x: f32) -> f32 {
  %r = math.sqrt %x : f32
  return %r : f32
}
