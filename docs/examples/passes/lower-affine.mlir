// pipeline: builtin.module(lower-affine)
func.func @f(%i: index, %j: index) -> index {
  %r = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%i, %j)
  return %r : index
}
