// pipeline: builtin.module(reconcile-unrealized-casts)
func.func @f(%x: i64) -> i64 {
  %a = builtin.unrealized_conversion_cast %x : i64 to index
  %b = builtin.unrealized_conversion_cast %a : index to i64
  return %b : i64
}
