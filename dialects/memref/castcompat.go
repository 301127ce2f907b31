package memref

import "github.com/strata-compiler/strata/ir"

// CastCompatible reports whether memref.cast may convert between a and b
// (MLIR's CastOp::areCastCompatible).
func CastCompatible(a, b ir.Type) bool { return castCompatible(a, b) }
