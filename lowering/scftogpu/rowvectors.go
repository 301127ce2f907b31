package scftogpu

import (
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Row vectors: where a row's loops are unrolled (rowvalues.go), a thread
// takes its elements in runs of the vector width instead of one at a
// time, thread t the run at t*width in each block-wide chunk, so that a
// run's loads are one vector.load (16 bytes for f32) whose elements are
// held in registers, and a shared loop's stores of a run one
// vector.store. As in elementwise loops (vectorize.go) the kernel first
// checks that the memrefs are aligned for the vectors, and runs the row
// element by element otherwise.

// rowLane is where a position of a thread's unrolled row loop lies in its
// run: the run's positions (the first the vector's) and this one's index.
type rowLane struct {
	run  []*ir.Value
	lane int
}

// rowVectorMemRefs returns the memrefs that the loops of a row planned as
// plan (its accumulations' and 1-D shared loops' bodies) load or store
// contiguously in the loop's own index, defined outside p, with elements
// a register vector of width holds: those the kernel checks before it
// takes the vector path.
func rowVectorMemRefs(p *ir.Operation, plan *rowPlan, width int64) []*ir.Value {
	var out []*ir.Value
	seen := map[*ir.Value]bool{}
	for _, op := range plan.ops {
		var body *ir.Block
		if a := plan.accum[op]; a != nil {
			body = a.loop.Region(0).Front()
		} else if op.Def() == scf.Parallel && op.Region(0).Front().NumArgs() == 1 {
			body = op.Region(0).Front()
		} else {
			continue
		}
		for _, o := range body.Ops() {
			mem, indices, ok := access(o)
			if !ok || seen[mem] || !contiguousIn(body, mem, indices) || p.Region(0).IsAncestor(mem.ParentRegion()) || !vectorMemRef(mem, width) {
				continue
			}
			seen[mem] = true
			out = append(out, mem)
		}
	}
	return out
}

// access returns the memref and indices of a memref.load or store.
func access(op *ir.Operation) (*ir.Value, []*ir.Value, bool) {
	if l, ok := memref.AsLoad(op); ok {
		return l.MemRef(), l.Indices(), true
	}
	if s, ok := memref.AsStore(op); ok {
		return s.MemRef(), s.Indices(), true
	}
	return nil, nil, false
}

// contiguousIn reports whether indices address consecutive elements of
// mem as body's induction variable steps: it is their last, and the others
// are defined outside body.
func contiguousIn(body *ir.Block, mem *ir.Value, indices []*ir.Value) bool {
	if len(indices) == 0 || indices[len(indices)-1] != body.Arg(0) {
		return false
	}
	for _, v := range indices[:len(indices)-1] {
		if body.Parent().IsAncestor(v.ParentRegion()) {
			return false
		}
	}
	return true
}

// vectorLoad loads, in place of the load op of a row loop (its memref
// forwardable and checked for vectors), the whole run of the element it
// reads as one vector, holds each element of the run, and maps op's
// result to its own; it reports false when op is no such load.
func (m *mapper) vectorLoad(op *ir.Operation, mapping *ir.IRMapping) bool {
	load, ok := memref.AsLoad(op)
	if !ok || !m.row.vectorChecked[load.MemRef()] || !m.atTopLevel() {
		return false
	}
	indices := mapIndices(load.Indices(), mapping)
	lane, ok := m.row.lanes[indices[len(indices)-1]]
	if !ok {
		return false
	}
	at := func(position *ir.Value) []*ir.Value {
		return append(append([]*ir.Value(nil), indices[:len(indices)-1]...), position)
	}
	elems := m.loadVector(mapping.Lookup(load.MemRef()), at(lane.run[0]), int64(len(lane.run)))
	held := m.heldOf(load.MemRef())
	for k, position := range lane.run {
		held[indexKey(at(position))] = elems[k]
	}
	mapping.Map(op.Result(0), held[indexKey(indices)])
	return true
}

// runStores are the stores of a shared loop's body that a run of its
// unrolled iterations writes as one vector: contiguous in the loop's
// index, to a memref checked for vectors that nothing else in the body
// reads or writes.
func (m *mapper) runStores(body *ir.Block) []memref.StoreOp {
	var out []memref.StoreOp
	for _, op := range body.Ops() {
		s, ok := memref.AsStore(op)
		if !ok || !m.row.vectorChecked[s.MemRef()] || !contiguousIn(body, s.MemRef(), s.Indices()) {
			continue
		}
		alone := true
		for _, o := range body.Ops() {
			if mem, _, ok := access(o); ok && o != op && !rewrite.DistinctBuffers(mem, s.MemRef()) {
				alone = false
			}
		}
		if alone {
			out = append(out, s)
		}
	}
	return out
}

// storeRun writes the values a run's iterations computed for store s (one
// per lane, in order) as one vector at the run's first position.
func (m *mapper) storeRun(s memref.StoreOp, run []*ir.Value, values []*ir.Value, mapping *ir.IRMapping) {
	indices := mapIndices(s.Indices(), mapping)
	indices[len(indices)-1] = run[0]
	m.storeVector(values, mapping.Lookup(s.MemRef()), indices)
}
