package toolmain

import (
	"context"
	"io"

	"github.com/strata-compiler/strata/compiler"
	"github.com/strata-compiler/strata/driver"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/tools/strata-opt/testdialect"
)

// Opt is strata-opt: the driver's logic (package driver) wired by
// compiler.OptConfig, which strata-compile shares, with a few ops of
// upstream's test dialect registered as mlir-opt does (for upstream's lit
// files). It returns the exit code.
func Opt(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	cfg := compiler.OptConfig("strata-opt")
	dialects := cfg.RegisterDialects
	cfg.RegisterDialects = func(c *ir.Context) {
		dialects(c)
		testdialect.Register(c)
	}
	return driver.RunOptIn(ctx, cfg, args, stdin, stdout, stderr)
}
