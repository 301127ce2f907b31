// Package plugintest makes the running test binary a backend plug-in: a
// test installs strata-backend-NAME scripts that run it again with some
// environment, and its TestMain answers the plug-in requests when that
// environment is set.
package plugintest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/plugin"
)

// Install writes, into a fresh folder put first on PATH for the test, an
// executable strata-backend-NAME for each name of plugins, running this
// test binary with the environment variables given (NAME=value).
func Install(t *testing.T, plugins map[string][]string) {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	bin := t.TempDir()
	for name, env := range plugins {
		var quoted []string
		for _, kv := range env {
			quoted = append(quoted, quote(kv))
		}
		script := "#!/bin/sh\nexec env " + strings.Join(quoted, " ") + " " + quote(exe) + " \"$@\"\n"
		if err := os.WriteFile(filepath.Join(bin, plugin.ExecutablePrefix+name), []byte(script), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
}

// quote is s as one word for sh.
func quote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }
