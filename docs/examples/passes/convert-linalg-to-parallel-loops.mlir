// pipeline: builtin.module(func.func(convert-linalg-to-parallel-loops))
func.func @f(%a: memref<4xf32>, %b: memref<4xf32>) {
  linalg.copy ins(%a : memref<4xf32>) outs(%b : memref<4xf32>)
  return
}
