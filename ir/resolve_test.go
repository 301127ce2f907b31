package ir

import (
	"sync"
	"testing"
)

// TestResolveOp checks ops a dialect declares on demand: LookupOp and
// OpName find them, registered ops take precedence, RegisteredOps lists
// only the registered ones, and concurrent lookups agree.
func TestResolveOp(t *testing.T) {
	lazy := &OpDef{Name: "lazy.op", Operands: []ArgDef{{Name: "x"}}, Format: "$x attr-dict `:` type($x)"}
	eager := &OpDef{Name: "lazy.eager"}
	shadowed := &OpDef{Name: "lazy.eager"}
	calls := 0
	var mu sync.Mutex
	c := NewContext()
	c.RegisterDialect(&Dialect{Name: "lazy", ResolveOp: func(name string) *OpDef {
		mu.Lock()
		calls++
		mu.Unlock()
		switch name {
		case "lazy.op":
			return lazy
		case "lazy.eager":
			return shadowed
		}
		return nil
	}})
	c.MustRegisterOps(eager)
	if got := c.LookupOp("lazy.op"); got != lazy {
		t.Fatalf("LookupOp(lazy.op) = %v", got)
	}
	if !lazy.HasCustomForm() {
		t.Error("a resolved op's assembly format is not compiled")
	}
	if got := c.LookupOp("lazy.eager"); got != eager {
		t.Error("a registered op must take precedence over the resolver")
	}
	if got := c.LookupOp("lazy.none"); got != nil {
		t.Errorf("LookupOp(lazy.none) = %v, want nil", got)
	}
	if got := c.LookupOp("other.op"); got != nil {
		t.Errorf("LookupOp(other.op) = %v, want nil", got)
	}
	if ops := c.RegisteredOps(); len(ops) != 1 || ops[0] != "lazy.eager" {
		t.Errorf("RegisteredOps = %v, want only lazy.eager", ops)
	}
	var wg sync.WaitGroup
	names := make([]*OpName, 8)
	for i := range names {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			names[i] = c.OpName("lazy.op")
		}(i)
	}
	wg.Wait()
	for _, n := range names {
		if n != names[0] || n.Def != lazy || n.Dialect != "lazy" {
			t.Fatalf("OpName(lazy.op) = %+v", n)
		}
	}
}
