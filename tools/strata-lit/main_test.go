package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestExitCodes(t *testing.T) {
	root := t.TempDir()
	for name, body := range map[string]string{
		"lit.cfg":   "suffixes: .test\n",
		"ok.test":   "RUN: true\n",
		"bad.test":  "RUN: false\n",
		"skip.test": "REQUIRES: nope\nRUN: false\n",
	} {
		if err := os.WriteFile(filepath.Join(root, name), []byte(body), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	tmp := t.TempDir()
	tests := []struct {
		args     []string
		code     int
		lastLine string // of stdout; "" to skip
		stderr   string // substring of stderr
	}{
		{[]string{root}, 1, "1 passed, 1 failed, 1 skipped", ""},
		{[]string{"--filter", "ok", root}, 0, "1 passed, 0 failed", ""},
		{[]string{"-D", "nope", "--filter", "skip", root}, 1, "0 passed, 1 failed", ""},
		{[]string{"-q", "-j", "1", "--filter", "ok|skip", root}, 0, "1 passed, 0 failed, 1 skipped", ""},
		{[]string{}, 2, "", "requires at least 1 arg"},
		{[]string{"--bogus", root}, 2, "", "strata-lit: Unknown command line argument '--bogus'.  Try: 'strata-lit --help'"},
		{[]string{"--filter", "(", root}, 2, "", "--filter: error parsing regexp"},
		{[]string{"--filter", "zzz", root}, 2, "", `--filter "zzz" matched no test`},
		{[]string{filepath.Join(root, "missing")}, 2, "", "missing: no such file or directory"},
		{[]string{t.TempDir()}, 2, "", "no lit.cfg"},
		{[]string{"--timeout", "-1", root}, 2, "", "--timeout must not be negative"},
		{[]string{"--help"}, 0, "", ""},
		{[]string{"--version"}, 0, "", ""},
	}
	for _, tc := range tests {
		var stdout, stderr bytes.Buffer
		args := append([]string{"--temp-dir", tmp}, tc.args...)
		code := run(context.Background(), args, &stdout, &stderr)
		if code != tc.code {
			t.Errorf("strata-lit %q: exit %d, want %d\nstdout:\n%s\nstderr:\n%s", tc.args, code, tc.code, stdout.String(), stderr.String())
		}
		lines := strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n")
		if tc.lastLine != "" && lines[len(lines)-1] != tc.lastLine {
			t.Errorf("strata-lit %q: last line %q, want %q", tc.args, lines[len(lines)-1], tc.lastLine)
		}
		if !strings.Contains(stderr.String(), tc.stderr) {
			t.Errorf("strata-lit %q: stderr %q lacks %q", tc.args, stderr.String(), tc.stderr)
		}
	}
}
