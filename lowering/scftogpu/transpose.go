package scftogpu

import (
	"slices"

	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
)

// A parallel loop that only moves elements, storing them contiguously
// along one of its dims but loading them contiguously along another of a
// small extent (a convolution filter's 3x3 window moved behind its
// channels, [F][C][9] -> [F][9][C]), reads scattered when each thread
// moves one element: a warp's 32 loads lie 9 elements apart, each in a
// sector of its own, and the sectors' other elements are fetched again by
// other warps. Run by each thread instead (unrolled), that dim makes a
// thread read its elements' contiguous run (a warp's runs are contiguous
// too) while each of its stores stays contiguous across the warp.

// maxSerialExtent is the largest extent of the load's contiguous dim that
// a thread runs: a 3x3 window's. (Larger ones, such as a 4x4
// image's pixels moved behind its channels at batch 1, would also make
// fewer threads of longer loops; not measured.) minStoreExtent is the
// least extent of the store's contiguous dim, so that a warp's stores fill
// whole sectors.
const (
	maxSerialExtent = 9
	minStoreExtent  = 32
)

// serializeLoadDim rewrites such a loop p (at b's point) as a parallel
// loop over its other dims whose body loads the elements of every step of
// the load's dim, then stores them, and returns the new loop; p itself
// when it is no such loop.
func serializeLoadDim(b *ir.Builder, p *ir.Operation) *ir.Operation {
	body := p.Region(0).Front()
	args := body.Args()
	if len(args) < 2 {
		return p
	}
	var load memref.LoadOp
	var store memref.StoreOp
	loads, stores := 0, 0
	for _, op := range body.Ops() {
		if op == body.Terminator() {
			continue
		}
		if l, ok := memref.AsLoad(op); ok {
			load, loads = l, loads+1
			continue
		}
		if s, ok := memref.AsStore(op); ok {
			store, stores = s, stores+1
			continue
		}
		if op.NumRegions() != 0 || op.Def() == nil || !op.Def().HasTrait(ir.Pure) {
			return p
		}
	}
	if loads != 1 || stores != 1 || store.Value() != load.Result(0) {
		return p
	}
	li, si := load.Indices(), store.Indices()
	if len(li) == 0 || len(si) == 0 {
		return p
	}
	serial, contiguous := slices.Index(args, li[len(li)-1]), slices.Index(args, si[len(si)-1])
	if serial < 0 || contiguous < 0 || serial == contiguous {
		return p
	}
	lbs, ubs, steps := execGroup(p, 0), execGroup(p, 1), execGroup(p, 2)
	count, okSerial := scf.ParallelTripCount(lbs[serial], ubs[serial], steps[serial])
	stored, okStored := scf.ParallelTripCount(lbs[contiguous], ubs[contiguous], steps[contiguous])
	if !okSerial || !okStored || count < 2 || count > maxSerialExtent || stored < minStoreExtent {
		return p
	}
	without := func(vs []*ir.Value) []*ir.Value {
		return append(append([]*ir.Value{}, vs[:serial]...), vs[serial+1:]...)
	}
	first, _ := staticdyn.ConstantInt(lbs[serial])
	step, _ := staticdyn.ConstantInt(steps[serial])
	b.SetInsertionPoint(p)
	b.Loc = p.Loc()
	next := scf.BuildParallel(b, without(lbs), without(ubs), without(steps), func(ivs []*ir.Value) {
		// Unrolled, every load before the first store: ptxas cannot tell
		// the buffers apart, and would otherwise wait out each load's
		// latency before the next (a store between may write it).
		mappings := make([]*ir.IRMapping, count)
		for k := range mappings {
			m := ir.NewIRMapping()
			for i, a := range args {
				switch {
				case i < serial:
					m.Map(a, ivs[i])
				case i == serial:
					m.Map(a, arith.BuildConstantIndex(b, first+int64(k)*step))
				default:
					m.Map(a, ivs[i-1])
				}
			}
			for _, op := range body.Ops() {
				if op != body.Terminator() && op != store.Operation {
					b.Insert(op.Clone(m))
				}
			}
			mappings[k] = m
		}
		for _, m := range mappings {
			b.Insert(store.Operation.Clone(m))
		}
	})
	p.Erase()
	return next
}
