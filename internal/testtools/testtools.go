// Package testtools builds Strata's tools for the tests that run them as
// commands (the lit tests, the docs' commands, the mutated inputs). They
// go into one folder per checkout under the user's cache directory,
// shared by every test package of a `go test ./...` run and by the runs
// after it: go build leaves a binary that is up to date alone, so a tool
// is linked again only when its code changed. Each package building its
// own into a fresh temporary folder linked the seven tools seven times a
// run, some 90 s of CPU.
package testtools

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
)

// Build runs `go build -o DIR/ pkgs...` in moduleRoot (pkgs as go build
// takes them: ./tools/..., ./tools/strata-opt) and returns DIR. Builds
// of one checkout take turns, so that two test packages starting at once
// do not write the same binaries.
func Build(moduleRoot string, pkgs ...string) (string, error) {
	dir, err := folder(moduleRoot)
	if err != nil {
		return "", err
	}
	unlock, err := lock(dir + ".lock")
	if err != nil {
		return "", err
	}
	defer unlock()
	goTool, err := exec.LookPath("go")
	if err != nil {
		return "", fmt.Errorf("cannot find the go command: %v", err)
	}
	cmd := exec.Command(goTool, append([]string{"build", "-o", dir + string(os.PathSeparator)}, pkgs...)...)
	cmd.Dir = moduleRoot
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("go build %v: %v\n%s", pkgs, err, out)
	}
	return dir, nil
}

// folder returns the checkout's tools folder, made if missing: under the
// user's cache directory (the system's temporary folder without one),
// named by a hash of the module's path.
func folder(moduleRoot string) (string, error) {
	abs, err := filepath.Abs(moduleRoot)
	if err != nil {
		return "", err
	}
	base, err := os.UserCacheDir()
	if err != nil {
		base = os.TempDir()
	}
	sum := sha256.Sum256([]byte(abs))
	dir := filepath.Join(base, "strata", "test-tools", hex.EncodeToString(sum[:8]))
	return dir, os.MkdirAll(dir, 0o755)
}
