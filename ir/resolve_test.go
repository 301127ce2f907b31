package ir

import (
	"errors"
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

// TestCompleteOnFirstLookup checks definitions declared by name and
// completed later (OpDef.Complete): registering one does not complete it,
// the first lookup from any of several contexts at once completes it
// once, a name interned before registration completes it at registration,
// and Prepared reports a broken one by panicking.
func TestCompleteOnFirstLookup(t *testing.T) {
	var mu sync.Mutex
	completed := 0
	stub := func(name string) *OpDef {
		return &OpDef{Name: name, Complete: func(d *OpDef) error {
			mu.Lock()
			completed++
			mu.Unlock()
			d.Operands = []ArgDef{{Name: "x"}}
			d.Traits = Pure
			return nil
		}}
	}
	d := stub("late.op")
	contexts := make([]*Context, 4)
	for i := range contexts {
		contexts[i] = NewContext()
		contexts[i].MustRegisterOps(d)
	}
	if completed != 0 {
		t.Fatalf("registration completed the definition (%d calls)", completed)
	}
	var wg sync.WaitGroup
	for _, c := range contexts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if got := c.OpName("late.op").Def; got != d || !got.HasTrait(Pure) || len(got.Operands) != 1 {
				t.Errorf("OpName(late.op).Def = %+v, want the completed definition", got)
			}
		}()
	}
	wg.Wait()
	if completed != 1 {
		t.Errorf("Complete ran %d times, want once", completed)
	}

	// A name interned before its definition registers.
	early := stub("late.early")
	c := NewContext()
	n := c.OpName("late.early")
	c.MustRegisterOps(early)
	if n.Def != early || !early.HasTrait(Pure) {
		t.Errorf("a name interned first: Def %v, traits %v", n.Def, early.Traits)
	}

	broken := &OpDef{Name: "late.broken", Complete: func(*OpDef) error { return errBroken }}
	defer func() {
		if r := recover(); r == nil {
			t.Error("Prepared of a broken definition did not panic")
		}
	}()
	broken.Prepared()
}

var errBroken = errors.New("broken schema")
