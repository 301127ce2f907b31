// pipeline: builtin.module(expand-strided-metadata)
func.func @f(%m: memref<8x8xf32>) -> memref<4x4xf32, strided<[8, 1], offset: 18>> {
  %s = memref.subview %m[2, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 18>>
  return %s : memref<4x4xf32, strided<[8, 1], offset: 18>>
}
