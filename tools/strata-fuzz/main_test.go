package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/interp/fuzz"
)

// TestSummaryAndFlags: strata-fuzz says what it did (a summary line on
// stderr; -v a line per program), and refuses values it would replace or
// ignore (issue 14).
func TestSummaryAndFlags(t *testing.T) {
	tmp := t.TempDir()
	tests := []struct {
		args   []string
		code   int
		stderr string // a regular expression
	}{
		{[]string{"--programs", "3", "-q"}, 0, `(?m)^strata-fuzz: 3 programs, \d+ checked, \d+ skipped, 0 miscompiles$`},
		{[]string{"--programs", "2", "--seed", "7", "-v"}, 0, `(?s)seed 7: (checked|skipped) in .*seed 8: (checked|skipped) in .*strata-fuzz: 2 programs`},
		{[]string{"--size", "0"}, 1, `^strata-fuzz: for the --size option: must be positive\n$`},
		{[]string{"--programs", "-1"}, 1, `--programs option: must not be negative`},
		{[]string{"--out-dir", tmp, "-o", filepath.Join(tmp, "x")}, 1, `-o and --out-dir exclude each other`},
		{[]string{"extra"}, 1, `^strata-fuzz: `},
	}
	for _, tc := range tests {
		var stdout, stderr bytes.Buffer
		code := run(tc.args, &stdout, &stderr)
		if code != tc.code || !regexp.MustCompile(tc.stderr).MatchString(stderr.String()) {
			t.Errorf("strata-fuzz %s: exit %d, stderr %q; want exit %d, stderr matching %q", strings.Join(tc.args, " "), code, stderr.String(), tc.code, tc.stderr)
		}
	}
}

// TestProgramsDir: --programs-dir keeps the text of every program checked,
// the one the checked program of that seed is, parsable by the tools.
func TestProgramsDir(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "programs")
	var stdout, stderr bytes.Buffer
	if code := run([]string{"--programs", "2", "--seed", "40", "--pipeline", "builtin.module(canonicalize)", "-q", "--programs-dir", dir}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	for _, seed := range []int64{40, 41} {
		text, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("seed-%d.mlir", seed)))
		if err != nil {
			t.Fatal(err)
		}
		if string(text) != fuzz.Program(seed, 12) || !strings.HasPrefix(string(text), "func.func @main(") {
			t.Errorf("seed %d: wrote %q", seed, text)
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Errorf("%d files in the programs dir, want 2", len(entries))
	}
}
