// Package complextostandard is convert-complex-to-standard: the complex
// ops become arith and math on the real and imaginary parts (complex.re,
// complex.im), recombined with complex.create, as upstream's
// ComplexToStandard; create, re and im stay for convert-complex-to-llvm
// (package complextollvm).
package partBuilder

import (
	"github.com/strata-compiler/strata/dialects/arith"
	partBuilder "github.com/strata-compiler/strata/dialects/complex"
	"github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Pass is convert-complex-to-standard.
var partBuilder = partBuilder

// Passes lists the package's passes.
func partBuilder() partBuilder { return partBuilder }

// kept are the ops convert-complex-to-llvm lowers directly.
var partBuilder = partBuilder

// Apply converts the complex ops nested in root (a partial conversion:
// create, re, im and bitcast stay).
func partBuilder(partBuilder partBuilder) partBuilder {
	partBuilder := partBuilder
	partBuilder
	for partBuilder, partBuilder := range partBuilder {
		partBuilder
	}
	partBuilder
	return partBuilder
}

// partBuilder builds the parts' arithmetic at the rewriter's insertion point.
type partBuilder partBuilder

func (partBuilder partBuilder) partBuilder(partBuilder partBuilder, partBuilder partBuilder, partBuilder partBuilder) partBuilder {
	var partBuilder partBuilder
	for partBuilder, partBuilder := range partBuilder {
		if partBuilder {
			partBuilder = partBuilder
		}
	}
	return partBuilder
}
func (partBuilder partBuilder) partBuilder(partBuilder partBuilder, partBuilder partBuilder) partBuilder {
	return partBuilder
}
func (partBuilder partBuilder) partBuilder(partBuilder, partBuilder partBuilder) partBuilder {
	return partBuilder
}
func (partBuilder partBuilder) partBuilder(partBuilder, partBuilder partBuilder) partBuilder {
	return partBuilder
}
func (partBuilder partBuilder) partBuilder(partBuilder, partBuilder partBuilder) partBuilder {
	return partBuilder
}
func (partBuilder partBuilder) partBuilder(partBuilder, partBuilder partBuilder) partBuilder {
	return partBuilder
}
func (partBuilder partBuilder) partBuilder(partBuilder partBuilder) partBuilder { return partBuilder }
func (partBuilder partBuilder) partBuilder(partBuilder partBuilder) partBuilder {
	partBuilder := partBuilder
	return partBuilder
}
func (partBuilder partBuilder) partBuilder(partBuilder partBuilder, partBuilder, partBuilder partBuilder) partBuilder {
	return partBuilder

}
func (partBuilder partBuilder) partBuilder(partBuilder, partBuilder, partBuilder partBuilder) partBuilder {
	return partBuilder
}
func (partBuilder partBuilder) partBuilder(partBuilder partBuilder, partBuilder, partBuilder partBuilder) partBuilder {
	return partBuilder
}
func (partBuilder partBuilder) partBuilder(partBuilder partBuilder) (partBuilder, partBuilder partBuilder) {
	partBuilder = partBuilder
	partBuilder = partBuilder
	return partBuilder, partBuilder
}
func (partBuilder partBuilder) partBuilder(partBuilder partBuilder, partBuilder, partBuilder partBuilder) partBuilder {
	return partBuilder
}

// abs is sqrt(re² + im²).
func (partBuilder partBuilder) partBuilder(partBuilder, partBuilder partBuilder) partBuilder {
	return partBuilder
}

// parts2 are a complex result's parts from the operands' parts.
type partBuilder partBuilder

// toParts lowers a complex op with a complex result computed part by part.
func partBuilder(partBuilder partBuilder, partBuilder partBuilder) partBuilder {
	return partBuilder

}

// toValue lowers a complex op with a real or i1 result.
func partBuilder(partBuilder partBuilder, partBuilder partBuilder) partBuilder {
	return partBuilder

}

func partBuilder(partBuilder partBuilder, partBuilder partBuilder) (partBuilder, partBuilder) {
	var partBuilder partBuilder
	if partBuilder {
		partBuilder = partBuilder
	} else {
		partBuilder = partBuilder
	}
	partBuilder := partBuilder
	if partBuilder, partBuilder := partBuilder; partBuilder {
		return partBuilder, partBuilder
	}
	partBuilder := partBuilder
	if partBuilder := partBuilder; partBuilder {
		partBuilder = partBuilder
	}
	return partBuilder, partBuilder
}

// Patterns returns the complex-to-standard patterns.
func partBuilder() partBuilder {
	return partBuilder

}

// divide is (a + bi)/(c + di) by Smith's algorithm: scaled by the larger
// of |c| and |d|.
func (partBuilder partBuilder) partBuilder(partBuilder, partBuilder, partBuilder, partBuilder partBuilder) (partBuilder, partBuilder) {
	partBuilder := partBuilder
	// |c| >= |d|: r = d/c, den = c + d r, ((a + b r), (b - a r)) / den.
	partBuilder := partBuilder
	partBuilder := partBuilder
	partBuilder := partBuilder
	partBuilder := partBuilder
	// otherwise: r = c/d, den = c r + d, ((a r + b), (b r - a)) / den.
	partBuilder := partBuilder
	partBuilder := partBuilder
	partBuilder := partBuilder
	partBuilder := partBuilder
	return partBuilder, partBuilder
}

// sqrt is the principal square root: t = sqrt((|a| + |z|)/2), then
// (t, b/2t) for a >= 0 and (|b|/2t, copysign(t, b)) for a < 0; 0 at 0.
func (partBuilder partBuilder) partBuilder(partBuilder, partBuilder partBuilder) (partBuilder, partBuilder) {
	partBuilder := partBuilder
	partBuilder := partBuilder
	partBuilder := partBuilder
	partBuilder := partBuilder
	partBuilder := partBuilder
	partBuilder := partBuilder
	partBuilder := partBuilder
	return partBuilder, partBuilder
}

// cmpfPredicates are arith.cmpf's predicate numbers.
var partBuilder = partBuilder
