// pipeline: builtin.module(func.func(strata-arith-divide-by-constant))
func.func @pixel(%position: i32) -> (i32, i32) {
  %width = arith.constant 56 : i32
  %row = arith.divui %position, %width : i32
  %column = arith.remui %position, %width : i32
  return %row, %column : i32, i32
}
