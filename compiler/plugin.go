package compiler

import (
	"context"
	"errors"
	"fmt"
	"github.com/strata-compiler/strata/backend"
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
// (docs/plugins.md): the module is lowered to the level the backend's ops
// are named at (torch's backend contract for a torch-backend backend,
// linalg on tensors for the others), split by strata-partition between
// the backend and the host, the segments are lowered to the backend's
// level and compiled by it, and the host code, calling them through
// their C interface, is compiled for the CPU and linked with the
// backend's artifact.

// findBackend looks up the plug-in --target names.
func (c *compileFlags) findBackend() error {
	b, err := plugin.Find(context.Background(), c.target)
	if err != nil {
		return fmt.Errorf("--target=%s: not cpu or cuda, and %v", c.target, err)
	}
	c.backend = b
	return nil
}

// PartitionLevel is the level a backend of level (a plugin.Level
// constant) is partitioned at: torch-backend for a torch-backend backend,
// linalg on tensors for the others, whose segments are lowered further
// (loops, llvm-dialect) before the backend gets them.
func PartitionLevel(level string) backend.Level {
	if level == plugin.LevelTorchBackend {
		return backend.LevelTorchBackend
	}
	return backend.LevelTensor
}

// runWithBackend is Run for a plug-in target.
func (p *stagePipeline) runWithBackend(top *ir.Operation, opts driver.RunOptions) error {
	c := p.c
	caps := c.backend.Capabilities()
	partitionAt := PartitionLevel(caps.Level)
	at, from := stageOf(partitionAt), levelIndex(top)
	if from > at {
		return top.EmitError("--target=%s partitions %s: give %s, not a later level", c.target,
			partitionLevel[partitionAt], inputsFor[partitionAt])
	}
	if c.stage >= 3 {
		exportCInterface(top)
	}
	var toPartition []Stage
	for i := from + 1; i <= min(c.stage, at); i++ {
		toPartition = append(toPartition, Stages[i])
	}
	if err := p.runSteps(top, opts, toPartition, c.stage < at); err != nil || c.stage < at {
		return err
	}
	reports, err := partition.Apply(top, &caps)
	if err != nil {
		return err
	}
	if c.partitionReport {
		for _, r := range reports {
			fmt.Fprint(c.cmd.ErrOrStderr(), r.String())
		}
	}
	if c.stage == at {
		return p.runSteps(top, opts, nil, true) // the partitioned module, and the user's passes
	}
	if err := p.compileSegments(top); err != nil {
		return err
	}
	var rest []Stage
	for i := at + 1; i <= min(c.stage, 3); i++ {
		rest = append(rest, Stages[i])
	}
	return p.runSteps(top, opts, rest, true)
}

// partitionLevel and inputsFor name, for each partition level, what is
// partitioned and the input levels that can reach it.
var (
	partitionLevel = map[backend.Level]string{backend.LevelTorchBackend: "torch ops in the backend contract",
		backend.LevelTensor: "linalg on tensors"}
	inputsFor = map[backend.Level]string{backend.LevelTorchBackend: "torch", backend.LevelTensor: "torch or linalg"}
)

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
	if art.Kind == plugin.KindSharedLibrary && Stages[c.stage].Name == "obj" {
		return fmt.Errorf("--target=%s: the backend returned a shared library, which a relocatable object (--emit=obj) cannot hold; use --emit=so", c.target)
	}
	c.logf("%s compiled %d segment(s) into %s (%s)", c.target, len(art.Functions), art.Path, art.Kind)
	c.artifact = art
	return nil
}

// CompileSegments moves the segments strata-partition outlined in top
// into a module of their own, lowered to the backend's level, has the
// backend compile it into a temporary folder, checks the artifact
// (plugin.Artifact.Inspect), and leaves in top a declaration of each,
// called through its C interface; at the torch-backend level the
// declarations take and return the builtin types the segments' torch
// types lower to (hostDeclarations), so that the host code lowers as
// usual. It returns the artifact (nil when top has no segment; its SOName
// set for a shared library) and a function removing the folder once the
// artifact is linked.
func CompileSegments(ctx context.Context, top *ir.Operation, backend plugin.Backend) (*Artifact, func(), error) {
	ictx := top.Context()
	segments := ir.Create(&ir.OperationState{Name: ictx.NameOf(builtin.Module), Loc: top.Loc(), NumRegions: 1})
	segments.Region(0).Append(ir.NewBlock())
	var names []string
	var decls []*ir.Operation
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
		decls = append(decls, o)
	}
	if len(names) == 0 {
		return nil, nil, nil
	}
	level := backend.Capabilities().Level
	if level == plugin.LevelTorchBackend {
		if err := hostDeclarations(top, decls); err != nil {
			return nil, nil, err
		}
	}
	if err := lowerSegments(segments, level); err != nil {
		return nil, nil, err
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
	req := plugin.CompileRequest{Module: text.String() + "\n", Functions: names, OutDir: dir}
	art, err := backend.Compile(ctx, req)
	if err != nil {
		return nil, cleanup, asDiagnostic(ictx, err)
	}
	if _, external := backend.(*plugin.External); !external {
		// An in-process backend's answer is checked as a plug-in's is.
		if err := art.Check(req); err != nil {
			return nil, cleanup, fmt.Errorf("backend %s: %v", backend.Capabilities().Name, err)
		}
	}
	soname, err := art.Inspect(names)
	if err != nil {
		return nil, cleanup, fmt.Errorf("backend %s: %v", backend.Capabilities().Name, err)
	}
	return &Artifact{Artifact: *art, SOName: soname}, cleanup, nil
}

// Artifact is a backend's checked artifact.
type Artifact struct {
	plugin.Artifact
	// SOName is a shared library's DT_SONAME ("" for none, or an object).
	SOName string
}

// lowerSegments lowers the module of segments, partitioned at
// PartitionLevel(level), to level.
func lowerSegments(segments *ir.Operation, level string) error {
	var ps []string
	switch level {
	case plugin.LevelLoops:
		ps = []string{Stages[2].Passes}
	case plugin.LevelLLVM:
		ps = []string{Stages[2].Passes, Stages[3].Passes}
	default:
		return nil
	}
	pm, err := pipelines.Registry().ParsePipeline("builtin.module(" + strings.Join(ps, ",") + ")")
	if err != nil {
		return err
	}
	return pm.Run(segments)
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
