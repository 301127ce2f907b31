package passes

import (
	"slices"

	"github.com/strata-compiler/strata/ir"
)

// SymbolPrivatize is upstream's symbol-privatize.
var SymbolPrivatize = &Pass{
	Argument: "symbol-privatize",
	Name:     "SymbolPrivatize",
	Summary:  "Mark symbols private",
	Description: `Every symbol defined directly in the op the pass runs on (public, nested
or private: a module's functions and globals) becomes private, except those
named in exclude. Run before symbol-dce, it lets the symbols nothing uses
be erased.`,
	Options: []Option{{Name: "exclude", Kind: StringOption, List: true, Description: "Comma separated list of symbols that should not be marked private"}},
	Run: func(r *Run) error {
		exclude := r.Strings("exclude")
		ctx := r.Op.Context()
		for _, region := range r.Op.Regions() {
			for b := region.Front(); b != nil; b = b.Next() {
				for o := b.First(); o != nil; o = o.Next() {
					name := ir.SymbolName(o)
					if !isSymbol(o) || slices.Contains(exclude, name) {
						continue
					}
					o.SetAttr(ir.VisibilityAttrName, ctx.StringAttr("private"))
				}
			}
		}
		return nil
	},
}
