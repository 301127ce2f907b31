// pipeline: builtin.module(buffer-deallocation-pipeline)
func.func @f(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xf32>
  memref.store %v, %m[%c0] : memref<4xf32>
  %r = memref.load %m[%c0] : memref<4xf32>
  return %r : f32
}
