package passes

import "github.com/strata-compiler/strata/ir"

// StripDebugInfo replaces every location with unknown.
var StripDebugInfo = &Pass{
	Argument: "strip-debuginfo",
	Name:     "StripDebugInfo",
	Summary:  "Strip debug info from all operations",
	Description: `This pass strips the IR of any location information, by replacing all
operation and block argument locations with unknown locations.`,
	Run: func(r *Run) error {
		unknown := r.Ctx.UnknownLoc()
		ir.WalkOps(r.Op, func(o *ir.Operation) {
			o.SetLoc(unknown)
			for _, rg := range o.Regions() {
				for b := rg.Front(); b != nil; b = b.Next() {
					for _, a := range b.Args() {
						a.SetLoc(unknown)
					}
				}
			}
		})
		return nil
	},
}
