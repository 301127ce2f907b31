// pipeline: builtin.module(finalize-memref-to-llvm)
func.func @f(%m: memref<4xf32>, %i: index) -> f32 {
  %v = memref.load %m[%i] : memref<4xf32>
  return %v : f32
}
