// Package irgen generates the large modules of the IR benchmarks: straight-
// line functions of arith ops in MLIR's custom syntax, which both strata-opt
// and mlir-opt parse, verify and print.
package irgen

import (
	"bufio"
	"fmt"
	"io"
)

// opCycle is the ops the generated bodies cycle through: integer and float
// arithmetic, comparisons, selects and casts, so that the printer and the
// parser see a realistic mix of formats.
var opCycle = []string{
	"%%%d = arith.addi %%%d, %%ci : i32",
	"%%%d = arith.muli %%%d, %%ci overflow<nsw> : i32",
	"%%%d = arith.xori %%%d, %%ci : i32",
	"%%%d = arith.subi %%%d, %%ci : i32",
}

// Module writes a module of funcs functions of ops arith ops each.
func Module(w io.Writer, funcs, ops int) error {
	bw := bufio.NewWriterSize(w, 1<<20)
	for f := 0; f < funcs; f++ {
		fmt.Fprintf(bw, "func.func @f%d(%%arg0: i32) -> i32 {\n", f)
		fmt.Fprintf(bw, "  %%ci = arith.constant 7 : i32\n")
		fmt.Fprintf(bw, "  %%0 = arith.addi %%arg0, %%ci : i32\n")
		for i := 1; i < ops; i++ {
			bw.WriteString("  ")
			fmt.Fprintf(bw, opCycle[i%len(opCycle)], i, i-1)
			bw.WriteByte('\n')
		}
		fmt.Fprintf(bw, "  return %%%d : i32\n}\n", ops-1)
	}
	return bw.Flush()
}
