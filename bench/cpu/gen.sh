#!/bin/sh
# gen.sh N: a module of N functions, each a 2-deep scf.for nest over a
# dynamic memref with arith, math and an affine.apply (the compile-time
# benchmark's input).
n=${1:-500}
i=0
while [ $i -lt $n ]; do
cat <<EOT
func.func @f$i(%m: memref<?x?xf32>, %s: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<?x?xf32>
  %d1 = memref.dim %m, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %d0 step %c1 {
    scf.for %j = %c0 to %d1 step %c1 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)>(%i, %j)
      %v = memref.load %m[%i, %j] : memref<?x?xf32>
      %e = math.exp %v : f32
      %a = arith.mulf %e, %s : f32
      %ki = arith.index_cast %k : index to i32
      %kf = arith.sitofp %ki : i32 to f32
      %b = arith.addf %a, %kf : f32
      memref.store %b, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}
EOT
i=$((i+1))
done
