package rewrite

import (
	"runtime"
	"sort"
	"sync"
	"weak"

	"github.com/strata-compiler/strata/ir"
)

// DialectHooks is what a dialect contributes to rewriting: its
// canonicalization patterns and how to materialize a folded constant.
// A dialect's Register(ctx) function passes them to RegisterDialectHooks:
//
//	func Register(ctx *ir.Context) {
//		ctx.MustRegisterOps(ops...)
//		rewrite.RegisterDialectHooks(ctx, &rewrite.DialectHooks{
//			Dialect:             "arith",
//			Canonicalization:    canonicalizationPatterns,
//			MaterializeConstant: materializeConstant,
//		})
//	}
//
// (The hooks live here rather than on ir.Dialect because ir must not know
// about patterns; see docs/passes.md.)
type DialectHooks struct {
	// Dialect is the namespace the hooks belong to ("arith").
	Dialect string
	// Canonicalization are the canonicalization patterns of the
	// dialect's ops (the canonicalize pass collects every dialect's).
	Canonicalization []*Pattern
	// MaterializeConstant creates, at rw's insertion point, an op whose
	// single result of type t holds value; nil when it cannot. The greedy
	// driver calls it for the attributes a folder of the dialect returns.
	MaterializeConstant func(rw *Rewriter, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation
}

type hookTable struct {
	mu    sync.RWMutex
	byDia map[string]*DialectHooks
	// canon caches the pattern set of all dialects (reset on registration).
	canon *PatternSet
}

var (
	hooksMu sync.Mutex
	// hooks maps a context (weakly: a dropped context takes its entry
	// with it) to its table.
	hooks = map[weak.Pointer[ir.Context]]*hookTable{}
)

func tableOf(ctx *ir.Context, create bool) *hookTable {
	key := weak.Make(ctx)
	hooksMu.Lock()
	defer hooksMu.Unlock()
	t := hooks[key]
	if t == nil && create {
		t = &hookTable{byDia: map[string]*DialectHooks{}}
		hooks[key] = t
		runtime.AddCleanup(ctx, func(k weak.Pointer[ir.Context]) {
			hooksMu.Lock()
			delete(hooks, k)
			hooksMu.Unlock()
		}, key)
	}
	return t
}

// RegisterDialectHooks records h for ctx, replacing earlier hooks of the
// same dialect. Call it while registering the dialect, before the context
// is used from several goroutines.
func RegisterDialectHooks(ctx *ir.Context, h *DialectHooks) {
	t := tableOf(ctx, true)
	t.mu.Lock()
	t.byDia[h.Dialect] = h
	t.canon = nil
	t.mu.Unlock()
}

// HooksOf returns the hooks of dialect in ctx, or nil.
func HooksOf(ctx *ir.Context, dialect string) *DialectHooks {
	if ctx == nil {
		return nil
	}
	t := tableOf(ctx, false)
	if t == nil {
		return nil
	}
	t.mu.RLock()
	defer t.mu.RUnlock()
	return t.byDia[dialect]
}

// CanonicalizationPatterns returns the canonicalization patterns of every
// dialect registered in ctx, in dialect-name order.
func CanonicalizationPatterns(ctx *ir.Context) *PatternSet {
	t := tableOf(ctx, true)
	t.mu.RLock()
	if t.canon != nil {
		defer t.mu.RUnlock()
		return t.canon
	}
	names := make([]string, 0, len(t.byDia))
	for n := range t.byDia {
		names = append(names, n)
	}
	sort.Strings(names)
	var ps []*Pattern
	for _, n := range names {
		ps = append(ps, t.byDia[n].Canonicalization...)
	}
	t.mu.RUnlock()
	ps = append(ps, builtinPatterns...)
	set := NewPatternSet(ps...)
	t.mu.Lock()
	t.canon = set
	t.mu.Unlock()
	return set
}

// MaterializeConstant asks the dialect of dialectOp (usually the op that
// folded) to build a constant; it falls back to the dialects of ops
// already producing constants of that kind.
func MaterializeConstant(rw *Rewriter, dialect string, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	if h := HooksOf(rw.Ctx, dialect); h != nil && h.MaterializeConstant != nil {
		if op := h.MaterializeConstant(rw, value, t, loc); op != nil {
			return op
		}
	}
	return nil
}
