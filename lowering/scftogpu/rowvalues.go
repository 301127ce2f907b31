package scftogpu

import (
	"fmt"
	"strings"

	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/scftransforms"
	"github.com/strata-compiler/strata/rewrite"
)

// Row values: a row's work reads the same elements several times (a
// softmax reads x for its maximum, again for its sum of exponentials and
// again for its output, and each pass reloads the statistics before it
// from memory). When a thread's share of a row is a few elements at
// positions known from its id, its loops are unrolled completely, so the
// values it loads and the statistics every thread computes (gpu.all_reduce
// is uniform) are in registers for the rest of the row: a later load of
// the same element uses the value instead, and the row is read from memory
// once, as a persistent reduction reads it.

// rowRegisters is the most elements of a row a thread keeps per pass
// (its loop is unrolled completely up to this many trips).
const rowRegisters = 16

// rowValues is what every thread of a row's block holds in registers.
type rowValues struct {
	entry *ir.Block // the launch body: values defined here dominate the rest of the row
	tid   *ir.Value
	// forwardable buffers (the loop's own values) are read-only in the
	// row's loop, or written only by its top-level stores and
	// accumulations, each through the same buffer value: their loads may
	// use a value held for the same element.
	forwardable map[*ir.Value]bool
	held        map[*ir.Value]map[string]*ir.Value // buffer -> indexKey -> value
	positions   map[[2]int64]*ir.Value
	// width is the run of consecutive elements a thread takes in its
	// unrolled loops (1: one at a time), lanes the runs' positions, and
	// vectorChecked the memrefs whose alignment for such runs the kernel
	// has checked (rowvectors.go).
	width         int64
	lanes         map[*ir.Value]rowLane
	vectorChecked map[*ir.Value]bool
}

// newRowValues analyses p, a loop of rows planned as plan, for a launch
// body entry with thread id tid.
func newRowValues(p *ir.Operation, plan *rowPlan, entry *ir.Block, tid *ir.Value) *rowValues {
	row := &rowValues{entry: entry, tid: tid, forwardable: map[*ir.Value]bool{},
		held: map[*ir.Value]map[string]*ir.Value{}, positions: map[[2]int64]*ir.Value{},
		width: 1, lanes: map[*ir.Value]rowLane{}, vectorChecked: map[*ir.Value]bool{}}
	accesses, ok := scftransforms.LoadsAndStores(p)
	if !ok {
		return row
	}
	topLevel := map[*ir.Operation]bool{}
	for _, op := range plan.ops {
		if op.Def() == memref.Store {
			topLevel[op] = true
		}
	}
	for _, a := range plan.accum {
		topLevel[a.store.Operation] = true
	}
	var stores []memref.StoreOp
	ir.WalkOps(p, func(o *ir.Operation) {
		if s, ok := memref.AsStore(o); ok {
			stores = append(stores, s)
		}
	})
	for _, a := range accesses {
		if _, seen := row.forwardable[a.Buffer]; a.Store || seen {
			continue
		}
		safe := true
		for _, s := range stores {
			if rewrite.DistinctBuffers(a.Buffer, s.MemRef()) {
				continue
			}
			safe = safe && topLevel[s.Operation] && s.MemRef() == a.Buffer
		}
		row.forwardable[a.Buffer] = safe
	}
	return row
}

// indexKey names an element's indices by the kernel's values, constants
// by their value.
func indexKey(indices []*ir.Value) string {
	var key strings.Builder
	for _, v := range indices {
		if c, ok := staticdyn.ConstantInt(v); ok {
			fmt.Fprintf(&key, "#%d,", c)
		} else {
			fmt.Fprintf(&key, "%p,", v)
		}
	}
	return key.String()
}

// atTopLevel reports whether the builder inserts into the launch body
// itself, where a value dominates the rest of the row.
func (m *mapper) atTopLevel() bool {
	return m.row != nil && m.b.InsertionBlock() == m.row.entry
}

// position returns tid*scale + offset, built once per row at its top
// level.
func (m *mapper) position(scale, offset int64) *ir.Value {
	key := [2]int64{scale, offset}
	if v := m.row.positions[key]; v != nil {
		return v
	}
	v := m.row.tid
	if scale != 1 {
		v = m.binary(arith.MulI, v, m.index(scale))
	}
	if offset != 0 {
		v = m.binary(arith.AddI, v, m.index(offset))
	}
	m.row.positions[key] = v
	return v
}

// cloneOps clones ops (of the row's loop, mapped through mapping) at the
// builder's point but for skip; a load of an element a thread holds uses
// the value held, and one at the top level is held from then on.
func (m *mapper) cloneOps(ops []*ir.Operation, mapping *ir.IRMapping, skip func(*ir.Operation) bool) {
	for _, op := range ops {
		if skip != nil && skip(op) {
			continue
		}
		load, isLoad := memref.AsLoad(op)
		if m.row == nil || !isLoad || !m.row.forwardable[load.MemRef()] {
			m.b.Insert(op.Clone(mapping))
			continue
		}
		if v := m.heldValue(load.MemRef(), load.Indices(), mapping); v != nil {
			mapping.Map(op.Result(0), v)
			continue
		}
		if m.vectorLoad(op, mapping) {
			continue
		}
		clone := m.b.Insert(op.Clone(mapping))
		if m.atTopLevel() {
			m.heldOf(load.MemRef())[indexKey(mapIndices(load.Indices(), mapping))] = clone.Result(0)
		}
	}
}

// mapIndices maps the loop's indices into the kernel.
func mapIndices(indices []*ir.Value, mapping *ir.IRMapping) []*ir.Value {
	mapped := make([]*ir.Value, len(indices))
	for i, v := range indices {
		mapped[i] = mapping.Lookup(v)
	}
	return mapped
}

// heldOf returns the values held of buffer's elements, by indexKey.
func (m *mapper) heldOf(buffer *ir.Value) map[string]*ir.Value {
	if m.row.held[buffer] == nil {
		m.row.held[buffer] = map[string]*ir.Value{}
	}
	return m.row.held[buffer]
}

// hold records that every thread holds value as buffer[indices] (the
// loop's values mapped through mapping) after a store of it, which
// replaces whatever was held of buffer's elements before (value nil: a
// store of a value not every thread has).
func (m *mapper) hold(buffer *ir.Value, indices []*ir.Value, mapping *ir.IRMapping, value *ir.Value) {
	if m.row == nil || !m.row.forwardable[buffer] {
		return
	}
	delete(m.row.held, buffer)
	if value != nil && m.atTopLevel() && m.dominatesRow(value) {
		m.heldOf(buffer)[indexKey(mapIndices(indices, mapping))] = value
	}
}

// heldValue returns the value every thread holds as buffer[indices], or
// nil.
func (m *mapper) heldValue(buffer *ir.Value, indices []*ir.Value, mapping *ir.IRMapping) *ir.Value {
	if m.row == nil || !m.row.forwardable[buffer] {
		return nil
	}
	return m.row.held[buffer][indexKey(mapIndices(indices, mapping))]
}

// dominatesRow reports whether v is defined in the launch body's top level
// or above the launch.
func (m *mapper) dominatesRow(v *ir.Value) bool {
	return v.ParentBlock() == m.row.entry || !m.row.entry.Parent().IsAncestor(v.ParentRegion())
}
