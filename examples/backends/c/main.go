// Command strata-backend-c is an example backend plug-in, written against
// Strata's public contract alone (packages plugin, parser, ir and the
// dialects' definitions): it takes whole functions as loops on buffers
// (level "loops", every op) and writes them as portable C with OpenMP
// pragmas, built by cc -fopenmp; the counterpart of Inductor's C++/OpenMP
// CPU backend, and a template for a vendor whose toolchain takes C.
//
//	go build -o DIR/ ./examples/backends/c && PATH=DIR:$PATH
//	strata-compile model.mlir --target=c -o model.so
//
// Each value is a C local, each memref a descriptor struct of Strata's C
// ABI; scf.parallel nests without reductions run on OpenMP's threads
// (the outermost nest, its dims collapsed, when it has enough iterations),
// reductions in order, so results do not depend on the thread count. An
// op it does not know is an error at the op's location.
package main

import (
	_ "embed"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/plugin"
)

//go:embed prelude.h
var prelude string

// capabilities: every op, at the loops level (a whole-function backend).
var capabilities = plugin.Capabilities{
	Protocol: plugin.ProtocolVersion,
	Name:     "c",
	Level:    plugin.LevelLoops,
	Ops:      []plugin.OpSupport{{Op: plugin.AnyOp}},
}

func main() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }

// run answers one request of Strata's (the protocol is plugin.Serve's).
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return plugin.Serve(args, stdin, stdout, stderr, capabilities, func(req plugin.CompileRequest) (*plugin.Artifact, error) {
		return compile(req.Module, req.Functions, req.OutDir)
	})
}

// compile writes the module's C into out and builds it into one object.
func compile(src string, functions []string, out string) (*plugin.Artifact, error) {
	ctx := ir.NewContext()
	all.Register(ctx)
	module, err := parser.ParseSource(ctx, "segments.mlir", src, parser.Options{})
	if err != nil {
		return nil, err
	}
	text, err := emitModule(module, functions)
	if err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(out, "segments.c"), []byte(text), 0o644); err != nil {
		return nil, err
	}
	cc := os.Getenv("CC")
	if cc == "" {
		cc = "cc"
	}
	// No fast-math: the C computes what the loops say, in their order.
	cmd := exec.Command(cc, "-O2", "-fopenmp", "-fPIC", "-fno-strict-aliasing", "-ffp-contract=off", "-c", "segments.c", "-o", "segments.o")
	cmd.Dir = out
	if msg, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("%s: %v\n%s", cc, err, msg)
	}
	return &plugin.Artifact{Protocol: plugin.ProtocolVersion, Path: "segments.o", Kind: plugin.KindObject,
		Functions: functions, Link: []string{"-fopenmp", "-lm"}}, nil
}
