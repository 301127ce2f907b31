//go:build ignore

// gen writes one benchmark module (see package irgen):
//
//	go run bench/ir/gen.go -funcs 1 -ops 1000000 -o /tmp/one-func.mlir
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/strata-compiler/strata/bench/ir/irgen"
)

func main() {
	funcs := flag.Int("funcs", 1, "number of functions")
	ops := flag.Int("ops", 1000000, "arith ops per function")
	out := flag.String("o", "/tmp/bench.mlir", "output file")
	linalg := flag.Bool("linalg", false, "one function of -ops linalg.generic ops instead of arith ops")
	flag.Parse()
	f, err := os.Create(*out)
	if err == nil && *linalg {
		err = irgen.LinalgModule(f, *ops)
	} else if err == nil {
		err = irgen.Module(f, *funcs, *ops)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
