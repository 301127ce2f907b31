package torch_test

import (
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/ir"
)

// BenchmarkNewContext measures what hundreds of tests and every tool run
// pay first: a context with every dialect registered.
func BenchmarkNewContext(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		ctx := ir.NewContext()
		all.Register(ctx)
	}
}
