memref.global "private" constant @g : memref<2xf32> = dense<[1.0, 2.0]>
memref.global @h : memref<4xi32> = uninitialized
func.func @f(%c: i1, %a: i32, %m: memref<4x?xf32>, %i: index) -> i32 {
  %v = memref.load %m[%i, %i] : memref<4x?xf32>
  %w = memref.load %m[%i, %i] {nontemporal = true} : memref<4x?xf32>
  %w2 = memref.load %m[%i, %i] {nontemporal = false} : memref<4x?xf32>
  %t = tensor.empty(%i) : tensor<4x?xf32>
  %t2 = tensor.empty() : tensor<4xf32>
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb2
^bb2:
  cf.br ^bb3(%a, %c : i32, i1)
^bb3(%y: i32, %z: i1):
  return %y : i32
}
