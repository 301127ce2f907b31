package compiler

import (
	"context"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/strata-compiler/strata/dialects/builtin"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/driver"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/partition"
	"github.com/strata-compiler/strata/pipelines"
	"github.com/strata-compiler/strata/plugin"
)

// A --target that is neither cpu nor cuda names a backend plug-in
// (docs/plugins.md): the module is lowered to linalg on tensors, split by
// strata-partition between the backend and the host, the segments are
// compiled by the backend at its level, and the host code, calling them
// through their C interface, is compiled for the CPU and linked with the
// backend's artifact.

// findBackend looks up the plug-in --target names.
func (c *compileFlags) findBackend() error {
	b, err := plugin.Find(context.Background(), c.target)
	if err != nil {
		return fmt.Errorf("--target=%s: not cpu or cuda, and %v", c.target, err)
	}
	caps := b.Capabilities()
	if caps.Level != plugin.LevelLinalg && caps.Level != plugin.LevelLoops {
		return fmt.Errorf("--target=%s: the backend takes the %s level; strata-compile gives backends linalg or loops", c.target, caps.Level)
	}
	c.backend = b
	return nil
}

// runWithBackend is Run for a plug-in target.
func (p *stagePipeline) runWithBackend(top *ir.Operation, opts driver.RunOptions) error {
	c := p.c
	from := Level(top)
	if from > 1 {
		return top.EmitError("--target=%s partitions linalg on tensors: give torch or linalg, not a later level", c.target)
	}
	if c.stage >= 3 {
		exportCInterface(top)
	}
	var toLinalg []Stage
	for i := from + 1; i <= min(c.stage, 1); i++ {
		toLinalg = append(toLinalg, Stages[i])
	}
	if err := p.runSteps(top, opts, toLinalg, c.stage < 1); err != nil || c.stage < 1 {
		return err
	}
	caps := c.backend.Capabilities()
	reports, err := partition.Apply(top, &caps)
	if err != nil {
		return err
	}
	if c.partitionReport {
		for _, r := range reports {
			fmt.Fprint(c.cmd.ErrOrStderr(), r.String())
		}
	}
	if c.stage == 1 {
		return p.runSteps(top, opts, nil, true) // the partitioned linalg, and the user's passes
	}
	if err := p.compileSegments(top); err != nil {
		return err
	}
	var rest []Stage
	for i := 2; i <= min(c.stage, 3); i++ {
		rest = append(rest, Stages[i])
	}
	return p.runSteps(top, opts, rest, true)
}

// compileSegments has the backend compile the segments of top (which
// become declarations) for strata-compile.
func (p *stagePipeline) compileSegments(top *ir.Operation) error {
	c := p.c
	c.progress.Update("strata-compile: %s compiling its segments", c.target)
	art, cleanup, err := CompileSegments(context.Background(), top, c.backend)
	if cleanup != nil {
		c.cleanups = append(c.cleanups, cleanup)
	}
	if err != nil || art == nil {
		return err
	}
	if art.Kind != plugin.KindObject && c.stage >= 6 {
		return fmt.Errorf("--target=%s: the backend returned a %s; strata-compile links objects into the library", c.target, art.Kind)
	}
	c.logf("%s compiled %d segment(s) into %s (%s)", c.target, len(art.Functions), art.Path, art.Kind)
	c.artifact = art
	return nil
}

// CompileSegments moves the segments strata-partition outlined in top
// (linalg on tensors) into a module of their own, lowered to the
// backend's level, has the backend compile it into a temporary folder,
// and leaves in top a declaration of each, called through its C
// interface. It returns the artifact (nil when top has no segment) and a
// function removing the folder once the artifact is linked.
func CompileSegments(ctx context.Context, top *ir.Operation, backend plugin.Backend) (*plugin.Artifact, func(), error) {
	ictx := top.Context()
	segments := ir.Create(&ir.OperationState{Name: ictx.NameOf(builtin.Module), Loc: top.Loc(), NumRegions: 1})
	segments.Region(0).Append(ir.NewBlock())
	var names []string
	for o := top.Region(0).Front().First(); o != nil; o = o.Next() {
		if o.Def() != fn.Func || !o.HasAttr(partition.TargetAttr) || o.Region(0).Empty() {
			continue
		}
		body := o.Clone(ir.NewIRMapping())
		body.RemoveAttr("sym_visibility")
		body.SetDiscardableAttr("llvm.emit_c_interface", ictx.UnitAttr())
		segments.Region(0).Front().Append(body)
		names = append(names, ir.SymbolName(o))
		// The host's copy becomes a declaration, called through _mlir_ciface_NAME.
		for _, b := range o.Region(0).Blocks() {
			b.Erase()
		}
		o.SetDiscardableAttr("llvm.emit_c_interface", ictx.UnitAttr())
	}
	if len(names) == 0 {
		return nil, nil, nil
	}
	if backend.Capabilities().Level == plugin.LevelLoops {
		pm, err := pipelines.Registry().ParsePipeline("builtin.module(" + Stages[2].Passes + ")")
		if err != nil {
			return nil, nil, err
		}
		if err := pm.Run(segments); err != nil {
			return nil, nil, err
		}
	}
	var text strings.Builder
	if err := ir.PrintOp(&text, segments, ir.PrintFlags{DebugInfo: true}); err != nil {
		return nil, nil, err
	}
	dir, err := os.MkdirTemp("", "strata-backend-")
	if err != nil {
		return nil, nil, err
	}
	cleanup := func() { os.RemoveAll(dir) }
	art, err := backend.Compile(ctx, plugin.CompileRequest{Module: text.String() + "\n", Functions: names, OutDir: dir})
	if err != nil {
		return nil, cleanup, asDiagnostic(ictx, err)
	}
	return art, cleanup, nil
}

// asDiagnostic turns a plug-in's failed request whose standard error holds
// FILE:LINE:COL diagnostics into a diagnostic at the first error's
// location (the others as notes, and one naming the plug-in), which the
// tools print as their own; other errors are returned as they are.
func asDiagnostic(ictx *ir.Context, err error) error {
	var re *plugin.RequestError
	if !errors.As(err, &re) || len(re.Diagnostics) == 0 {
		return err
	}
	first := slices.IndexFunc(re.Diagnostics, func(d plugin.Diagnostic) bool { return d.Severity == "error" })
	if first < 0 {
		return err
	}
	at := func(d plugin.Diagnostic) ir.Location { return ictx.FileLineColLoc(d.File, d.Line, d.Col) }
	main := re.Diagnostics[first]
	diag := ir.NewDiagnostic(ir.SevError, at(main), "%s", main.Message)
	for i, d := range re.Diagnostics {
		if i != first {
			diag.AttachNote(at(d), "%s: %s", d.Severity, d.Message)
		}
	}
	diag.AttachNote(at(main), "reported by backend plug-in %s (%v)", re.Plugin, re.Err)
	return diag
}

// backendObjects is the backend's artifact, to link with the host's objects.
func (c *compileFlags) backendObjects() []string {
	if c.artifact == nil {
		return nil
	}
	return []string{c.artifact.Path}
}

// backendLinkInputs is the artifact and the linker arguments it needs.
func (c *compileFlags) backendLinkInputs() []string {
	if c.artifact == nil {
		return nil
	}
	return append(c.backendObjects(), c.artifact.Link...)
}
