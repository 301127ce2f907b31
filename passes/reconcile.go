package passes

import "github.com/strata-compiler/strata/rewrite"

// ReconcileUnrealizedCasts removes the casts a conversion left behind.
var ReconcileUnrealizedCasts = &Pass{
	Argument: "reconcile-unrealized-casts",
	Name:     "ReconcileUnrealizedCastsPass",
	Summary:  "Simplify and eliminate unrealized conversion casts",
	Description: `Eliminate unrealized_conversion_cast operations, commonly introduced by
partial dialect conversions, that transitively convert a value to another
value of the same type, that is:

  %0 = "producer.op"() : () -> !type.A
  %1 = builtin.unrealized_conversion_cast %0 : !type.A to !type.B
  %2 = builtin.unrealized_conversion_cast %1 : !type.B to !type.C
  %3 = builtin.unrealized_conversion_cast %2 : !type.C to !type.A
  "consumer.op"(%3) : (!type.A) -> ()

Such situations appear when the consumer operation is converted by one
pass and the producer operation is converted by another pass, each of
which produces an unrealized cast. This pass can be used to clean up the
IR. Unused casts are erased; a cast that remains live is kept (as
upstream's pass does since MLIR 19 or so): a later step that cannot take it,
such as the translation to LLVM IR, reports it at its location.`,
	Run: func(r *Run) error { return rewrite.SimplifyUnrealizedCasts(r.Op) },
}
