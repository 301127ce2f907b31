// The pass's integer tuning options as data, and their per-op form: a
// product that carries a strata.gpu_config dictionary takes its entries
// in place of the options (as an IREE lowering_config sets one op's
// tiles), so that a tuner or a user can choose one kernel's shape
// without changing the others'.

package linalggpu

import (
	"cmp"
	"fmt"
	"strings"

	"github.com/strata-compiler/strata/ir"
)

// ConfigAttr is the dictionary a product op may carry: its keys are the
// names of tunings, with underscores for dashes (register_tile_m,
// split_k, simt_unroll, ...), each an integer, checked as the option is.
const ConfigAttr = "strata.gpu_config"

// TuningsAttr is the dictionary a module (or any op above the products)
// may carry of configurations by product: each key a ProductKey, each
// value a dictionary as ConfigAttr's. It is the form a search over a
// model's products records its choices in, one entry serving every
// product of that shape; a product's own ConfigAttr wins over it.
const TuningsAttr = "strata.gpu_tunings"

// tuning is one integer option of the pass: its name, its check (tile is
// tile-size; the error says what the value must be) and where it goes
// in the kernel.
type tuning struct {
	option string
	check  func(tile, v int64) error
	set    func(k *kernel, v int64)
}

// within checks lo <= v <= hi.
func within(lo, hi int64) func(_, v int64) error {
	return func(_, v int64) error {
		if v < lo || v > hi {
			return fmt.Errorf("must be between %d and %d, got %d", lo, hi, v)
		}
		return nil
	}
}

// atLeast checks lo <= v, said as positive (1) or not negative (0).
func atLeast(lo int64) func(_, v int64) error {
	return func(_, v int64) error {
		switch {
		case v >= lo:
			return nil
		case lo == 1:
			return fmt.Errorf("must be positive, got %d", v)
		default:
			return fmt.Errorf("must not be negative, got %d", v)
		}
	}
}

// oneOf checks that v is one of the values.
func oneOf(values ...int64) func(_, v int64) error {
	return func(_, v int64) error {
		for _, ok := range values {
			if v == ok {
				return nil
			}
		}
		words := make([]string, len(values))
		for i, ok := range values {
			words[i] = fmt.Sprint(ok)
		}
		return fmt.Errorf("must be %s or %s, got %d", strings.Join(words[:len(words)-1], ", "), words[len(words)-1], v)
	}
}

var tunings = []tuning{
	{"register-tile-m", oneOf(0, 1, 2, 4, 8), func(k *kernel, v int64) { k.forceM = v }},
	{"register-tile-n", oneOf(0, 1, 2, 4, 8), func(k *kernel, v int64) { k.forceN = v }},
	{"split-k", atLeast(0), func(k *kernel, v int64) { k.forceSplit = v }},
	{"target-blocks", atLeast(1), func(k *kernel, v int64) { k.targetBlocks = v }},
	{"tensor-core-tile", oneOf(0, 64, 128), func(k *kernel, v int64) { k.tcTile = v }},
	{"tensor-core-warps", oneOf(4, 8), func(k *kernel, v int64) { k.tcWarps = v }},
	{"tensor-core-stages", within(0, maxStages), func(k *kernel, v int64) { k.tcStages = v }},
	{"tensor-core-shared-bytes", within(16<<10, maxSharedBytes), func(k *kernel, v int64) { k.tcSharedBytes = v }},
	{"tensor-core-min-blocks", within(0, 32), func(k *kernel, v int64) { k.tcMinBlocks = v }},
	{"simt-unroll", func(t, v int64) error {
		if v < 0 || v > 0 && t%v != 0 {
			return fmt.Errorf("must be 0 or a divisor of tile-size %d, got %d", t, v)
		}
		return nil
	}, func(k *kernel, v int64) { k.simtUnroll = cmp.Or(v, defaultUnroll(k.tile)) }},
	{"simt-min-blocks", within(0, 32), func(k *kernel, v int64) { k.simtMinBlocks = cmp.Or(v, defaultSIMTMinBlocks) }},
	{"simt-stages", oneOf(0, 1, 2), func(k *kernel, v int64) { k.simtStages = cmp.Or(v, defaultSIMTStages) }},
	{"simt-target-blocks", atLeast(0), func(k *kernel, v int64) { k.simtTargetBlocks = v }},
	{"simt-split-target-blocks", atLeast(0), func(k *kernel, v int64) { k.simtSplitTargetBlocks = v }},
	{"simt-min-vector-width", oneOf(0, 2, 4), func(k *kernel, v int64) { k.simtMinVectorWidth = cmp.Or(v, defaultSIMTMinVectorWidth) }},
}

// defaultUnroll is simt-unroll's default for a tile: the largest power of
// two up to defaultSIMTUnroll (one itself) that divides the tile, so that
// a tile of 4 unrolls whole, one of 12 takes four rows, an odd one one.
func defaultUnroll(tile int64) int64 {
	u := int64(defaultSIMTUnroll)
	for tile%u != 0 {
		u /= 2
	}
	return u
}

// configKey is a tuning's key in ConfigAttr.
func configKey(t tuning) string { return strings.ReplaceAll(t.option, "-", "_") }

// configure applies op's ConfigAttr or, without one, the entry for its
// ProductKey in the nearest enclosing TuningsAttr, to k, whose fields
// hold the options: an unknown key, a value that is not an integer or one
// its option would refuse is an error at op.
func (k *kernel) configure(op *ir.Operation) error {
	if attr := op.Attr(ConfigAttr); attr != nil {
		return k.applyConfig(op, attr, ConfigAttr)
	}
	key, ok := ProductKey(op)
	if !ok {
		return nil
	}
	for parent := op.ParentOp(); parent != nil; parent = parent.ParentOp() {
		attr := parent.Attr(TuningsAttr)
		if attr == nil {
			continue
		}
		table, ok := attr.(*ir.DictionaryAttr)
		if !ok {
			return op.EmitError("%s (on %s) must be a dictionary of products' keys, got %s", TuningsAttr, parent.Name(), ir.AttrString(attr))
		}
		if entry := table.Get(key); entry != nil {
			return k.applyConfig(op, entry, fmt.Sprintf("%s[%q]", TuningsAttr, key))
		}
		return nil
	}
	return nil
}

// applyConfig sets k's options from attr, a dictionary of tunings' keys,
// which what names in errors.
func (k *kernel) applyConfig(op *ir.Operation, attr ir.Attribute, what string) error {
	dict, ok := attr.(*ir.DictionaryAttr)
	if !ok {
		return op.EmitError("%s must be a dictionary of integers, got %s", what, ir.AttrString(attr))
	}
	for _, entry := range dict.Entries {
		i := -1
		for j, t := range tunings {
			if configKey(t) == entry.Name {
				i = j
			}
		}
		if i < 0 {
			keys := make([]string, len(tunings))
			for j, t := range tunings {
				keys[j] = configKey(t)
			}
			return op.EmitError("%s has no key %q (it takes %s)", what, entry.Name, strings.Join(keys, ", "))
		}
		value, ok := entry.Value.(*ir.IntegerAttr)
		if !ok || value.Big != nil {
			return op.EmitError("%s's %s must be an integer, got %s", what, entry.Name, ir.AttrString(entry.Value))
		}
		if err := tunings[i].check(k.tile, value.Val); err != nil {
			return op.EmitError("%s's %s %v", what, entry.Name, err)
		}
		tunings[i].set(k, value.Val)
	}
	return nil
}
