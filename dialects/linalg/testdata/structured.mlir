#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @structured(%a: tensor<4x8xf32>, %w: tensor<4xf32>, %m: memref<4x8xf32>, %mw: memref<4xf32>, %b: tensor<8x16xf32>, %bt: tensor<16x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<16x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %mp = linalg.map ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>)
    (%x: f32, %y: f32, %o: f32) {
      %z = arith.addf %x, %o : f32
      linalg.yield %z : f32
    }
  %mp2 = linalg.map { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {foo = 1}
  %rd = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%w : tensor<4xf32>) dimensions = [1] {foo = 1}
    (%x: f32, %y: f32) {
      %z = arith.addf %x, %y : f32
      linalg.yield %z : f32
    }
  %rd2 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%w : tensor<4xf32>) dimensions = [1]
  linalg.map { arith.negf } ins(%m : memref<4x8xf32>) outs(%m : memref<4x8xf32>)
  %tr = linalg.transpose ins(%b : tensor<8x16xf32>) outs(%bt : tensor<16x8xf32>) permutation = [1, 0]
  linalg.transpose ins(%m : memref<4x8xf32>) outs(%m : memref<4x8xf32>) permutation = [0, 1] {foo}
  linalg.broadcast ins(%mw : memref<4xf32>) outs(%m : memref<4x8xf32>) dimensions = [1]
  %br = linalg.broadcast ins(%w : tensor<4xf32>) outs(%a : tensor<4x8xf32>) dimensions = [1]
  %g = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"], library_call = "foo", doc = "x"} outs(%a : tensor<4x8xf32>) attrs = {bar = 2} {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    linalg.yield %o : f32
  } -> tensor<4x8xf32>
  linalg.generic {indexing_maps = [#id, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%m : memref<4x8xf32>) outs(%mw : memref<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  }
  %sm = linalg.softmax dimension(1) ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %mp, %mp2, %rd, %g, %rd2, %tr, %br, %sm : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<16x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}
