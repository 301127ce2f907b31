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

// TestAssemblyFormats compiles the assembly format of every registered op
// (registration leaves it to the op's first parse or print), from several
// goroutines at once as contexts sharing the definitions would.
func TestAssemblyFormats(t *testing.T) {
	c := ir.NewContext()
	Register(c)
	names := c.RegisteredOps()
	errs := make([]error, len(names))
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i, name := range names {
				if err := c.LookupOp(name).CheckFormat(); err != nil {
					errs[i] = err
				}
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
}
