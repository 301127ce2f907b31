// Package docs runs the shell blocks of README.md and docs/, so that a
// command the documentation shows cannot stop working unnoticed. Every
// fenced block whose info string is "sh" runs, with bash -e -o pipefail,
// in a scratch folder that links to the repository's files and with the
// tools built from this tree first on PATH; it must exit 0. A block that
// cannot run here (it needs a GPU, PyTorch, or is the test command itself)
// is marked by the line before its fence:
//
//	<!-- docs-test: skip, needs an NVIDIA GPU -->
//
// The reason after "skip," is required. Running every block takes minutes
// (models compiled for the CPU), so go test ./... only checks that the
// blocks are well-formed; STRATA_LONG_TESTS=1 (scripts/long-tests.sh, which
// CI runs) runs them.
package docs_test

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/strata-compiler/strata/internal/testtools"
)

// blockTimeout bounds one block: a hung tool fails its block, not go test.
// A block that builds the tools twice and runs a go test (docs/testing.md's
// "Running tests") took 4 minutes on a fresh clone's 2 cores while the
// long suites' other packages ran beside it, though under a minute alone.
const blockTimeout = 8 * time.Minute

const skipMarker = "<!-- docs-test: skip"

var (
	repoDir string
	binDir  string
)

func TestMain(m *testing.M) {
	os.Exit(run(m))
}

func run(m *testing.M) int {
	if os.Getenv("STRATA_LONG_TESTS") == "" {
		// Only the blocks' form is checked: no tools needed.
		wd, err := os.Getwd()
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		repoDir = filepath.Dir(filepath.Dir(wd))
		return m.Run()
	}
	wd, err := os.Getwd()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	repoDir = filepath.Dir(filepath.Dir(wd))
	binDir, err = testtools.Build(repoDir, "./tools/...")
	if err != nil {
		fmt.Fprintln(os.Stderr, "building the tools:", err)
		return 1
	}
	return m.Run()
}

// block is one fenced shell block of a markdown file.
type block struct {
	file string // relative to the repository
	line int    // of the opening fence
	text string
	skip string // the reason it is not run, or ""
}

// shellBlocks returns the "sh" blocks of a markdown file.
func shellBlocks(t *testing.T, rel string) []block {
	f, err := os.Open(filepath.Join(repoDir, rel))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []block
	var cur *block
	prev := ""
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		switch {
		case cur != nil && strings.TrimSpace(line) == "```":
			out = append(out, *cur)
			cur = nil
		case cur != nil:
			cur.text += line + "\n"
		case strings.TrimSpace(line) == "```sh":
			cur = &block{file: rel, line: n}
			if p := strings.TrimSpace(prev); strings.HasPrefix(p, skipMarker) {
				reason := strings.TrimSuffix(strings.TrimPrefix(p, skipMarker), "-->")
				reason = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(reason), ","))
				if reason == "" {
					t.Errorf("%s:%d: a skipped block must say why: %s, <reason> -->", rel, n, skipMarker)
					reason = "?"
				}
				cur.skip = reason
			}
		}
		if strings.TrimSpace(line) != "" {
			prev = line
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if cur != nil {
		t.Errorf("%s:%d: unterminated code block", rel, cur.line)
	}
	return out
}

func markdownFiles(t *testing.T) []string {
	files := []string{"README.md"}
	err := filepath.WalkDir(filepath.Join(repoDir, "docs"), func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && strings.HasSuffix(path, ".md") {
			rel, _ := filepath.Rel(repoDir, path)
			files = append(files, rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// scratch returns a folder whose entries link to the repository's, so that
// a block reads the repository's files and writes its own.
func scratch(t *testing.T) string {
	dir := t.TempDir()
	entries, err := os.ReadDir(repoDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.Name() == ".git" {
			continue
		}
		if err := os.Symlink(filepath.Join(repoDir, e.Name()), filepath.Join(dir, e.Name())); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestDocCommands(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("bash not found")
	}
	long := os.Getenv("STRATA_LONG_TESTS") != ""
	total := 0
	for _, rel := range markdownFiles(t) {
		for _, b := range shellBlocks(t, rel) {
			total++
			b := b
			t.Run(fmt.Sprintf("%s:%d", rel, b.line), func(t *testing.T) {
				if b.skip != "" {
					t.Skip(b.skip)
				}
				if !long {
					t.Skip("runs under STRATA_LONG_TESTS=1 (scripts/long-tests.sh)")
				}
				start := time.Now()
				runBlock(t, b)
				t.Logf("%s:%d: %.1f s", b.file, b.line, time.Since(start).Seconds())
			})
		}
	}
	if total == 0 {
		t.Fatal("no shell blocks found")
	}
}

func runBlock(t *testing.T, b block) {
	ctx, cancel := context.WithTimeout(context.Background(), blockTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, "bash", "-e", "-o", "pipefail", "-c", b.text)
	cmd.Dir = scratch(t)
	cmd.Env = append(os.Environ(), "PATH="+binDir+string(os.PathListSeparator)+os.Getenv("PATH"), "STRATA_BIN="+binDir)
	// Standard output is the commands' results (IR, tables); what went
	// wrong is on standard error.
	var stderr strings.Builder
	cmd.Stderr = &stderr
	err := cmd.Run()
	if ctx.Err() != nil {
		t.Fatalf("%s:%d: did not finish in %v\n%s", b.file, b.line, blockTimeout, tail(stderr.String()))
	}
	if err != nil {
		t.Fatalf("%s:%d: %v\n--- block:\n%s--- standard error:\n%s", b.file, b.line, err, b.text, tail(stderr.String()))
	}
}

// tail keeps the end of a long output.
func tail(out string) string {
	const keep = 4000
	if len(out) > keep {
		return "...\n" + out[len(out)-keep:]
	}
	return out
}
