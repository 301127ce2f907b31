package passes

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/strata-compiler/strata/ir"
)

// PrintOpStats counts the ops by name and prints the table to stderr.
var PrintOpStats = &Pass{
	Argument: "print-op-stats",
	Name:     "PrintOpStats",
	Summary:  "Print statistics of operations",
	Description: `Counts the operations of each kind nested in the op (the op included) and
prints the counts, sorted by name, to standard error; with json=true as a
JSON object.`,
	Options: []Option{{Name: "json", Kind: BoolOption, Default: "false", Description: "print the stats as JSON"}},
	Run: func(r *Run) error {
		r.MarkUnchanged()
		w := io.Writer(os.Stderr)
		if r.exec != nil && r.exec.cfg.Out != nil {
			w = r.exec.cfg.Out
		}
		io.WriteString(w, OpStats(r.Op, r.Bool("json")))
		return nil
	},
}

// OpStats renders the op counts as print-op-stats prints them:
//
//	Operations encountered:
//	-----------------------
//	    arith.addi     , 2
//	  builtin.module   , 1
func OpStats(op *ir.Operation, asJSON bool) string {
	counts := map[string]int{}
	ir.WalkOps(op, func(o *ir.Operation) { counts[o.Name()]++ })
	names := make([]string, 0, len(counts))
	for n := range counts {
		names = append(names, n)
	}
	sort.Strings(names)
	var b strings.Builder
	if asJSON {
		b.WriteString("{\n")
		for i, n := range names {
			q, _ := json.Marshal(n)
			fmt.Fprintf(&b, "  %s : %d", q, counts[n])
			if i+1 < len(names) {
				b.WriteByte(',')
			}
			b.WriteByte('\n')
		}
		b.WriteString("}\n")
		return b.String()
	}
	maxD, maxO := 0, 0
	for _, n := range names {
		d, o := splitOpName(n)
		maxD, maxO = max(maxD, len(d)), max(maxO, len(o))
	}
	b.WriteString("Operations encountered:\n-----------------------\n")
	for _, n := range names {
		d, o := splitOpName(n)
		fmt.Fprintf(&b, "  %*s.%-*s , %d\n", maxD, d, maxO, o, counts[n])
	}
	return b.String()
}

func splitOpName(n string) (dialect, op string) {
	if d, o, ok := strings.Cut(n, "."); ok {
		return d, o
	}
	return "", n
}
