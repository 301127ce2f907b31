// Package fcgen generates the large FileCheck benchmark: an MLIR-like input
// and a check file whose CHECK lines are spread over it, mixing fixed
// strings, regexes, variable captures and uses, numeric expressions,
// CHECK-NEXT and CHECK-NOT. bench/filecheck/run.sh and the filecheck
// package's benchmarks both use it.
package fcgen

import (
	"bufio"
	"fmt"
	"io"
)

// linesPerFunc is how many input lines each generated function holds.
const linesPerFunc = 40

// Write writes about mb megabytes of input and about checks checks.
func Write(input, check io.Writer, mb, checks int) error {
	iw, cw := bufio.NewWriter(input), bufio.NewWriter(check)
	lineLen := len("    %v1000000 = arith.addi %v999999, %cst_12 : i32\n")
	total := mb << 20 / lineLen
	every := max(total/max(checks, 1), 2)
	written := 0
	for i := 0; i < total; i++ {
		if i%linesPerFunc == 0 {
			fmt.Fprintf(iw, "  func.func @f%d(%%arg0: i32) -> i32 {\n", i/linesPerFunc)
		}
		fmt.Fprintf(iw, "    %%v%d = arith.addi %%v%d, %%cst_%d : i32\n", i, i-1, i%17)
		if i%every != 0 || written >= checks {
			continue
		}
		switch written % 5 {
		case 0: // a fixed string
			fmt.Fprintf(cw, "// CHECK: %%v%d = arith.addi %%v%d\n", i, i-1)
		case 1: // regexes
			fmt.Fprintf(cw, "// CHECK: %%v%d = arith.{{(addi|muli)}} %%v{{[0-9]+}}, %%cst_{{[0-9]+}} : i32\n", i)
		case 2: // a capture and its use on the next line
			fmt.Fprintf(cw, "// CHECK: %%[[V%d:v[0-9]+]] = arith.addi %%v%d\n", written, i-1)
			fmt.Fprintf(cw, "// CHECK-NEXT: arith.addi %%[[V%d]], %%cst\n", written)
		case 3: // an excluded string over the skipped region
			fmt.Fprintf(cw, "// CHECK-NOT: arith.muli\n// CHECK: %%v%d = arith.addi\n", i)
		case 4: // numeric expressions
			fmt.Fprintf(cw, "// CHECK: %%v%d = arith.addi %%v[[#%d]], %%cst_[[#%d]] : i32\n", i, i-1, i%17)
		}
		written++
	}
	if err := iw.Flush(); err != nil {
		return err
	}
	return cw.Flush()
}
