package passes

import (
	"os"
	"path/filepath"

	"github.com/strata-compiler/strata/ir"
)

// SnapshotOpLocations is upstream's snapshot-op-locations.
var SnapshotOpLocations = &Pass{
	Argument: "snapshot-op-locations",
	Name:     "SnapshotOpLocations",
	Summary:  "Generate new locations from the current IR",
	Description: `Prints the op the pass runs on into filename (with the print options
given), then gives every op in it the location of its text there:
filename:line:col, the line from 1 and the column from 0 (the op's
indentation). With tag, the new location is fused with the old one as
fused[old, "tag"(new)] instead of replacing it. Later diagnostics then point
into the snapshot, the IR as it was at this point of the pipeline.`,
	Options: []Option{
		{Name: "filename", Kind: StringOption, Description: "The filename to print the generated IR"},
		{Name: "tag", Kind: StringOption, Description: "A tag to use when fusing the new locations with the original. If unset, the locations are replaced."},
		{Name: "print-debuginfo", Kind: BoolOption, Default: "false", Description: "Print debug info in MLIR output"},
		{Name: "print-op-generic", Kind: BoolOption, Default: "false", Description: "Print the generic op form"},
		{Name: "print-local-scope", Kind: BoolOption, Default: "false", Description: "Print with local scope and inline information (eliding aliases for attributes, types, and locations"},
		{Name: "pretty-debuginfo", Kind: BoolOption, Default: "false", Description: "Print pretty debug info in MLIR output (printed as print-debuginfo)"},
	},
	Run: func(r *Run) error {
		name := r.Path(r.String("filename"))
		if name == "" {
			return r.Op.EmitError("snapshot-op-locations: give filename=FILE")
		}
		flags := ir.PrintFlags{
			DebugInfo:  r.Bool("print-debuginfo") || r.Bool("pretty-debuginfo"),
			Generic:    r.Bool("print-op-generic"),
			LocalScope: r.Bool("print-local-scope"),
		}
		tmp, err := os.CreateTemp(filepath.Dir(name), ".snapshot-*")
		if err != nil {
			return r.Op.EmitError("snapshot-op-locations: %v", err)
		}
		positions, err := ir.PrintOpPositions(tmp, r.Op, flags)
		if cerr := tmp.Close(); err == nil {
			err = cerr
		}
		if err == nil {
			err = os.Rename(tmp.Name(), name)
		}
		if err != nil {
			os.Remove(tmp.Name())
			return r.Op.EmitError("snapshot-op-locations: writing %s: %v", name, err)
		}
		ctx := r.Op.Context()
		tag := r.String("tag")
		ir.WalkOps(r.Op, func(op *ir.Operation) {
			at, ok := positions[op]
			if !ok {
				return
			}
			var loc ir.Location = ctx.FileLineColLoc(name, at.Line, at.Col)
			if tag != "" {
				loc = ctx.FusedLoc([]ir.Location{op.Loc(), ctx.NameLoc(tag, loc)}, nil)
			}
			op.SetLoc(loc)
		})
		return nil
	},
}
