// Package rewrite is Strata's pattern-rewriting machinery: rewrite
// patterns declared as data, the PatternRewriter through which every IR
// change goes, the greedy driver that applies patterns and folders to a
// fixpoint, and the dialect-conversion framework (conversion.go).
package rewrite

import (
	"sort"

	"github.com/strata-compiler/strata/ir"
)

// Pattern is one rewrite rule: the op it applies to, its benefit and a
// function that matches and rewrites. Declare patterns as package-level
// values, one short declaration each, with the rewrite's algebra in a
// comment:
//
//	// addi(x, 0) -> x
//	var addZero = &rewrite.Pattern{Name: "AddIZero", Root: "arith.addi", Benefit: 1, Rewrite: ...}
type Pattern struct {
	// Name identifies the pattern (canonicalize's disable-patterns and
	// enable-patterns options refer to it).
	Name string
	// Root is the op name the pattern matches; "" matches any op.
	Root string
	// Benefit orders the patterns of one root: higher first.
	Benefit int
	// Rewrite matches op and, when it matches, changes the IR through rw
	// and returns true. When it returns false it must not have changed
	// anything.
	Rewrite func(op *ir.Operation, rw *Rewriter) bool
}

// PatternSet is an immutable set of patterns indexed by root op name,
// safe to share between goroutines.
type PatternSet struct {
	// byRoot holds, for every root name with specific patterns, those
	// patterns merged with the any-op ones, by decreasing benefit.
	byRoot map[string][]*Pattern
	// anyOp are the patterns without a root, by decreasing benefit.
	anyOp []*Pattern
	all   []*Pattern
}

// NewPatternSet indexes ps. Among equal benefits the order of ps is kept.
func NewPatternSet(ps ...*Pattern) *PatternSet {
	s := &PatternSet{byRoot: map[string][]*Pattern{}, all: ps}
	for _, p := range ps {
		if p.Root == "" {
			s.anyOp = append(s.anyOp, p)
		} else {
			s.byRoot[p.Root] = append(s.byRoot[p.Root], p)
		}
	}
	byBenefit := func(list []*Pattern) {
		sort.SliceStable(list, func(i, j int) bool { return list[i].Benefit > list[j].Benefit })
	}
	byBenefit(s.anyOp)
	for root, list := range s.byRoot {
		merged := append(append([]*Pattern(nil), list...), s.anyOp...)
		byBenefit(merged)
		s.byRoot[root] = merged
	}
	return s
}

// For returns the patterns that may apply to an op named name, best first.
func (s *PatternSet) For(name string) []*Pattern {
	if s == nil {
		return nil
	}
	if list, ok := s.byRoot[name]; ok {
		return list
	}
	return s.anyOp
}

// Patterns returns every pattern of the set.
func (s *PatternSet) Patterns() []*Pattern {
	if s == nil {
		return nil
	}
	return s.all
}

// Len returns the number of patterns.
func (s *PatternSet) Len() int {
	if s == nil {
		return 0
	}
	return len(s.all)
}

// Filter returns the set without the patterns whose name is in disabled,
// or, when enabled is not empty, only those whose name is in it.
func (s *PatternSet) Filter(disabled, enabled []string) *PatternSet {
	if len(disabled) == 0 && len(enabled) == 0 {
		return s
	}
	in := func(xs []string, n string) bool {
		for _, x := range xs {
			if x == n {
				return true
			}
		}
		return false
	}
	var out []*Pattern
	for _, p := range s.all {
		if in(disabled, p.Name) || (len(enabled) > 0 && !in(enabled, p.Name)) {
			continue
		}
		out = append(out, p)
	}
	return NewPatternSet(out...)
}
