// Command prepare compiles test models for the CPU run-time benchmark: for
// each model it writes, under -dir, the shared library and the generated C
// harness (built, and run once here to check that it runs, unless -run=false:
// a machine without AVX-512 cannot run code for x86-64-v4) and prefix.txt,
// the folder's path here; the argument files are removed (they are the
// weights), so that the machine that times the harness regenerates them
// and rebuilds it for its own path (scripts/device/cpu_bench.py, through
// bench/cpu/models.sh).
//
//	go run ./bench/models/prepare -dir .device-bin/rt mlp resnet18
package main

import (
	"context"
	"flag"
	"fmt"
	"github.com/strata-compiler/strata/backend"
	"os"
	"path/filepath"
	"strings"

	"github.com/strata-compiler/strata/backend/cpu"
	"github.com/strata-compiler/strata/compiler"
	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/modelzoo"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/pipelines"
)

func main() {
	dir := flag.String("dir", ".device-bin/rt", "output folder (absolute paths are baked into the harness)")
	runHere := flag.Bool("run", true, "run each harness once here (needs a CPU that runs $STRATA_CPU's code)")
	pieceWork := flag.Int("piece-work", 0, "strata-cpu-parallel-launch's piece-work (0: its default)")
	flag.Parse()
	for _, name := range flag.Args() {
		if err := prepare(*dir, name, *runHere, *pieceWork); err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", name, err)
			os.Exit(1)
		}
	}
}

func prepare(dir, name string, runHere bool, pieceWork int) error {
	m, err := modelzoo.Load(filepath.Join("test/models", name))
	if err != nil {
		return err
	}
	args, err := m.Arguments()
	if err != nil {
		return err
	}
	ctx := ir.NewContext()
	all.Register(ctx)
	top, err := parser.ParseSource(ctx, name, m.MLIR, parser.Options{})
	if err != nil {
		return err
	}
	text := compiler.PipelineText(compiler.Level(top), backend.LevelLoops)
	if pieceWork > 0 {
		text = strings.Replace(text, "strata-cpu-parallel-launch", fmt.Sprintf("strata-cpu-parallel-launch{piece-work=%d}", pieceWork), 1)
	}
	pm, err := pipelines.Registry().ParsePipeline(text)
	if err != nil {
		return err
	}
	if err := pm.Run(top); err != nil {
		return err
	}
	out, err := filepath.Abs(filepath.Join(dir, name))
	if err != nil {
		return err
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	tc, err := cpu.FindToolchain()
	if err != nil {
		return err
	}
	prog, err := cpu.Compile(context.Background(), top, "main", out, tc)
	if err != nil {
		return err
	}
	if runHere {
		_, err = prog.Run(context.Background(), args)
	} else {
		err = prog.BuildHarness(context.Background(), args)
	}
	if err != nil {
		return err
	}
	// The argument files are the weights: the machine that times the
	// harness regenerates them (scripts/device/cpu_bench.py), and the
	// folder it gets says where they were.
	written, err := filepath.Glob(filepath.Join(out, "in*.bin"))
	if err != nil {
		return err
	}
	outs, _ := filepath.Glob(filepath.Join(out, "out*"))
	for _, f := range append(written, outs...) {
		if err := os.Remove(f); err != nil {
			return err
		}
	}
	if err := os.WriteFile(filepath.Join(out, "prefix.txt"), []byte(out+"\n"), 0o644); err != nil {
		return err
	}
	fmt.Printf("%s: %s (%s)\n", name, out, prog.Stats)
	return nil
}
