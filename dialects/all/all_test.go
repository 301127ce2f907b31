package all

import (
	"sync"
	"testing"

	"github.com/strata-compiler/strata/ir"
)

// TestRegisterConcurrently registers every dialect in several contexts at
// once: op definitions are shared package-level values, so registration
// must not write into them (go test -race checks).
func TestRegisterConcurrently(t *testing.T) {
	var wg sync.WaitGroup
	ctxs := make([]*ir.Context, 4)
	for i := range ctxs {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			ctxs[i] = ir.NewContext()
			Register(ctxs[i])
		}(i)
	}
	wg.Wait()
	for i, c := range ctxs[1:] {
		if got, want := len(c.RegisteredOps()), len(ctxs[0].RegisteredOps()); got != want {
			t.Errorf("context %d registered %d ops, context 0 %d", i+1, got, want)
		}
	}
}
