// Package diagtest checks `expected-error` annotations of a split input
// file in Go unit tests, as `mlir-opt -split-input-file
// -verify-diagnostics` does, so that a dialect's invalid.mlir can be
// validated without the strata-opt binary.
package diagtest

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

var expectRE = regexp.MustCompile(`expected-error\s*(@[+-]?\d+|@above|@below)?\s*\{\{(.*)\}\}`)

type expectation struct {
	line int
	msg  string
}

// Check parses and verifies each chunk of src (split at `// -----`) with
// a fresh context from newCtx and checks that the first error it
// reports is the chunk's expected-error, at the expected line.
func Check(t *testing.T, newCtx func() *ir.Context, file, src string) {
	t.Helper()
	for _, ch := range parser.SplitInputFile(src) {
		var exps []expectation
		for i, l := range strings.Split(ch.Text, "\n") {
			m := expectRE.FindStringSubmatch(l)
			if m == nil {
				continue
			}
			line := ch.StartLine + i
			switch {
			case m[1] == "":
			case strings.HasPrefix(m[1], "@+"), strings.HasPrefix(m[1], "@-"):
				n, _ := strconv.Atoi(m[1][1:])
				line += n
			}
			exps = append(exps, expectation{line, m[2]})
		}
		ctx := newCtx()
		op, err := parser.ParseSource(ctx, file, ch.Text, parser.Options{FirstLine: ch.StartLine})
		if err == nil {
			err = ir.Verify(op)
		}
		if len(exps) == 0 {
			if err != nil {
				t.Errorf("%s:%d: unexpected error: %v", file, ch.StartLine, err)
			}
			continue
		}
		if err == nil {
			t.Errorf("%s:%d: expected error %q, got none", file, exps[0].line, exps[0].msg)
			continue
		}
		d, ok := err.(*ir.Diagnostic)
		if !ok {
			t.Errorf("%s:%d: error is not a diagnostic: %v", file, exps[0].line, err)
			continue
		}
		found := false
		for _, e := range exps {
			if strings.Contains(d.Message, e.msg) {
				found = true
				if l, ok := d.Loc.(*ir.FileLineColLoc); ok && l.Line != e.line {
					t.Errorf("%s:%d: error %q reported at line %d", file, e.line, e.msg, l.Line)
				}
			}
		}
		if !found {
			t.Errorf("%s:%d: expected error %q, got %q", file, exps[0].line, exps[0].msg, d.Message)
		}
	}
}
