// pipeline: builtin.module(loop-invariant-code-motion)
func.func @f(%a: i32, %m: memref<10xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %c10 step %c1 {
    %x = arith.muli %a, %a : i32
    memref.store %x, %m[%i] : memref<10xi32>
  }
  return
}
