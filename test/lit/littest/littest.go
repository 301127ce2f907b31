// Package littest runs lit file tests as go subtests: the tools built
// once from the current tree, each lit test a parallel subtest named by its
// path. test/lit and test/lit/Conversion use it, each for its own folders,
// so that neither package comes near go test's 10-minute default on a
// loaded 2-core machine.
package littest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/strata-compiler/strata/driver"
	"github.com/strata-compiler/strata/driver/gcpolicy"
	"github.com/strata-compiler/strata/internal/testtools"
	"github.com/strata-compiler/strata/internal/toolmain"
	"github.com/strata-compiler/strata/lit"
)

// perTestTimeout stops a hung tool from eating go test's whole 10-minute budget.
const perTestTimeout = 3 * time.Minute

var (
	// moduleDir is the module root, where go.mod is.
	moduleDir string
	// binDir holds the tools built from the current tree.
	binDir string
	// buildFailures reports the tools that did not build, one entry per tool.
	buildFailures []string
)

// Main builds ./tools/... from the module (into the checkout's shared
// tools folder, internal/testtools), runs the package's tests and returns
// their exit code (for TestMain). The tools that run inside the test
// process collect garbage at the pace they have as binaries (gcpolicy):
// test/lit/Conversion/LinalgToGPU took 15% less CPU so (42 against 50 s,
// four runs each) and 0.75-0.87 GB at its peak instead of 0.38-0.75.
func Main(m *testing.M) int {
	gcpolicy.Apply()
	root, err := moduleRoot()
	if err != nil {
		fmt.Fprintln(os.Stderr, "test/lit:", err)
		return 2
	}
	moduleDir = root
	binDir, buildFailures = buildTools(root)
	return m.Run()
}

// moduleRoot walks up from the working directory to the folder holding go.mod.
func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("no go.mod above the working directory")
		}
		dir = parent
	}
}

// buildTools builds ./tools/... and returns their folder. If that fails, it
// builds the tools one at a time, so that one broken tool fails its own
// tests (and TestToolsBuild), not every test; it returns one message per
// tool that did not build.
func buildTools(root string) (string, []string) {
	dir, err := testtools.Build(root, "./tools/...")
	if err == nil {
		return dir, nil
	}
	entries, rerr := os.ReadDir(filepath.Join(root, "tools"))
	if rerr != nil {
		return "", []string{err.Error()}
	}
	var failures []string
	for _, e := range entries {
		if e.IsDir() {
			d, berr := testtools.Build(root, "./tools/"+e.Name())
			if berr != nil {
				failures = append(failures, berr.Error())
				continue
			}
			dir = d
		}
	}
	if len(failures) == 0 {
		failures = append(failures, err.Error())
	}
	return dir, failures
}

// noteInputs stats every file of the module. The tests' real inputs are the tools' sources
// and the test files, read by child processes that go test cannot see; without this, go test
// would replay a cached PASS after a change to, say, the parser. With it, the cache is used
// only while no file of the module has changed.
func noteInputs(root string) {
	filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		name := d.Name()
		if d.IsDir() && path != root && (strings.HasPrefix(name, ".") || name == "Output") {
			return filepath.SkipDir
		}
		if !d.IsDir() {
			os.Stat(path)
		}
		return nil
	})
}

// ModuleDir is the module root, once Main has run.
func ModuleDir() string { return moduleDir }

// ToolsBuild fails t when a tool under tools/ did not build; the lit tests
// still run with the tools that did.
func ToolsBuild(t *testing.T) {
	for _, f := range buildFailures {
		t.Error(f)
	}
}

// RunHere runs RunDir on the test's working directory: the folder of the
// package whose TestLit calls it.
func RunHere(t *testing.T, skip ...string) {
	here, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	RunDir(t, here, skip...)
}

// RunDir runs every lit test under dir as a subtest named by its path,
// but for those under the skipped subfolders (relative to dir), after
// noting the module's files as the tests' inputs.
func RunDir(t *testing.T, dir string, skip ...string) {
	noteInputs(moduleDir)
	bins := []string{binDir}
	for _, d := range filepath.SplitList(os.Getenv("STRATA_BIN_DIR")) {
		if d != "" {
			bins = append(bins, d)
		}
	}
	var features []string
	if longTests {
		features = append(features, longTestsFeature)
	}
	r := lit.New(lit.Options{BinDirs: bins, TempRoot: t.TempDir(), Timeout: perTestTimeout, Features: features, InProcess: inProcessTools()})
	tests, err := r.Discover(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(tests) == 0 {
		t.Fatalf("no lit tests found under %s", dir)
	}
	for _, tc := range tests {
		name, err := filepath.Rel(dir, tc.Path)
		if err != nil {
			name = tc.Name
		}
		if skipped(filepath.ToSlash(name), skip) {
			continue
		}
		t.Run(filepath.ToSlash(name), func(t *testing.T) {
			t.Parallel()
			res := r.Run(context.Background(), tc)
			switch res.Status {
			case lit.Pass:
			case lit.XFail:
				t.Logf("XFAIL: %s failed, as expected", name)
			case lit.Unsupported:
				if err := checkLongTestRuns(tc.Path, dir); err != nil {
					t.Error(err)
				}
				t.Skipf("UNSUPPORTED: %s", res.Error)
			default:
				t.Errorf("%s: %s\n%s", res.Status, name, res.Report())
			}
		})
	}
}

// inProcessTools are the tools that RUN lines call as functions of the test
// process (toolmain) instead of starting the binaries built from the same
// tree: a Go tool's start (its runtime and every package's initialization,
// some 35 ms of CPU) was most of a small test's time. They read no
// environment variables but Strata's own, FileCheck's options and Go's
// runtime settings; a RUN line that sets one of those runs the binary.
// strata-compile and strata-run start compilers and harnesses found on
// PATH, so they stay processes.
func inProcessTools() map[string]lit.Tool {
	env := []string{"STRATA_*", "FILECHECK_*", "GO*"}
	tool := func(run func(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int) lit.Tool {
		return lit.Tool{Env: env, Run: func(inv *lit.Invocation) int {
			return run(driver.WithDir(context.Background(), inv.Dir), inv.Args, inv.Stdin, inv.Stdout, inv.Stderr)
		}}
	}
	return map[string]lit.Tool{
		filepath.Join(binDir, "strata-opt"):       tool(toolmain.Opt),
		filepath.Join(binDir, "strata-filecheck"): tool(toolmain.FileCheck),
		filepath.Join(binDir, "strata-translate"): tool(toolmain.Translate),
	}
}

// longTestsFeature is the lit feature of the tests too long for go test
// ./... (`REQUIRES: long-tests`): differential checks that interpret every
// GPU thread of many launches. scripts/long-tests.sh runs them, with
// STRATA_LONG_TESTS=1; strata-lit runs them with -D long-tests.
const longTestsFeature = "long-tests"

var longTests = os.Getenv("STRATA_LONG_TESTS") != ""

// checkLongTestRuns, for a test ruled out by its features, fails one
// that needs the long-tests feature in a folder that
// scripts/long-tests.sh does not run: such a test would run nowhere.
func checkLongTestRuns(path, dir string) error {
	src, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if !bytes.Contains(src, []byte("REQUIRES: "+longTestsFeature)) {
		return nil
	}
	script, err := os.ReadFile(filepath.Join(moduleDir, "scripts", "long-tests.sh"))
	if err != nil {
		return err
	}
	pkg, err := filepath.Rel(moduleDir, dir)
	if err != nil {
		return err
	}
	if !bytes.Contains(script, []byte("./"+filepath.ToSlash(pkg)+" ")) {
		return fmt.Errorf("%s needs %s, but scripts/long-tests.sh does not run ./%s", path, longTestsFeature, filepath.ToSlash(pkg))
	}
	return nil
}

// skipped says whether the test at name (slash-separated, relative to the
// folder run) lies under one of the skipped folders.
func skipped(name string, skip []string) bool {
	for _, s := range skip {
		if strings.HasPrefix(name, strings.TrimSuffix(s, "/")+"/") {
			return true
		}
	}
	return false
}
