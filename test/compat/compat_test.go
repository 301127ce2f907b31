// Package compat checks that Strata's textual IR and upstream MLIR's agree
// (issue 3, item 10): for every valid lit test input of the core dialects,
//
//  1. what strata-opt prints, in the custom and the generic form, is
//     accepted by mlir-opt-22;
//  2. what mlir-opt-22 prints in the generic form is accepted by
//     strata-opt; and
//  3. both tools' generic forms of the input are equal, and so are both
//     tools' generic forms of mlir-opt-22's output.
//
// The texts must be identical except for one normalization: the comments
// after block labels that list a block's predecessors (`^bb1:  // 2 preds:
// ^bb0, ^bb0`) are dropped before comparing, since they carry no meaning
// (ir/ prints each predecessor once where MLIR repeats one that branches
// twice; test/lit/Dialect/ControlFlow/ops.mlir keeps that visible).
//
// mlir-opt-22 comes from Debian's mlir-22-tools (scripts/setup-test-deps.sh);
// the test fails when it is missing.
package compat_test

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/driver"
)

// dirs are the lit folders whose valid inputs must round-trip through MLIR.
var dirs = []string{
	"test/lit/Dialect/Builtin", "test/lit/Dialect/Func", "test/lit/Dialect/Arith",
	"test/lit/Dialect/Math", "test/lit/Dialect/ControlFlow", "test/lit/IR",
	// The tensor and loop level (the tensor/loop dialects issue).
	"test/lit/Dialect/Tensor", "test/lit/Dialect/MemRef",
	"test/lit/Dialect/Bufferization", "test/lit/Dialect/SCF", "test/lit/Dialect/Affine",
	"test/lit/Dialect/Linalg",
	// The GPU path (issue 13).
	"test/lit/Dialect/GPU",
	"test/lit/Dialect/NVVM",
	"test/lit/Dialect/NVGPU",
	"test/lit/Dialect/Index",
	"test/lit/Dialect/UB",
	"test/lit/Dialect/Vector",
}

// strataOnly are inputs that only Strata reads, with the reason.
var strataOnly = map[string]string{
	// bufferization.to_memref is the spelling before MLIR 20; we accept it
	// on input (and print to_buffer), mlir-opt-22 no longer does.
	"test/lit/Dialect/Bufferization/ops.mlir": "the legacy to_memref spelling",
	// vector.splat, extractelement and insertelement were removed upstream
	// after MLIR 20; Strata keeps them in their last upstream syntax.
	"test/lit/Dialect/Vector/legacy.mlir": "the vector ops removed after MLIR 20",
	"test/lit/Dialect/GPU/mma-bf16.mlir":  "bf16 mma_matrix elements, a Strata extension for the tensor cores",
	// Upstream's test.constant keeps its value as a property; Strata's
	// test dialect has it as an attribute, so the generic forms differ.
	"test/lit/Dialect/Arith/canonicalize-foreign-constant.mlir": "test.constant's value an attribute, not a property",
}

var runLineRe = regexp.MustCompile(`(?m)^.*\bRUN:(.*)$`)

func moduleRoot(t *testing.T) string {
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the working directory")
		}
		dir = parent
	}
}

// strataOpt runs the strata-opt driver in-process.
func strataOpt(args []string, input []byte) (stdout, stderr string, code int) {
	var out, errb bytes.Buffer
	code = driver.RunOpt(driver.Config{Name: "strata-opt", RegisterDialects: all.Register}, args, bytes.NewReader(input), &out, &errb)
	return out.String(), errb.String(), code
}

func mlirOpt(mlir string, args []string, input []byte) (stdout, stderr string, err error) {
	cmd := exec.Command(mlir, args...)
	cmd.Stdin = bytes.NewReader(input)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err = cmd.Run()
	return out.String(), errb.String(), err
}

// inputFlags returns the flags the file's RUN lines give strata-opt that
// matter for parsing, and whether the file is a valid input at all.
func inputFlags(src string) (flags []string, valid bool) {
	runs := runLineRe.FindAllStringSubmatch(src, -1)
	if len(runs) == 0 {
		return nil, false
	}
	text := ""
	for _, m := range runs {
		text += m[1] + "\n"
	}
	if strings.Contains(text, "verify-diagnostics") || regexp.MustCompile(`(^|[\s|])not\s`).MatchString(text) ||
		regexp.MustCompile(`(?m)\bXFAIL:`).MatchString(src) {
		return nil, false
	}
	for _, f := range []string{"split-input-file", "allow-unregistered-dialect"} {
		if strings.Contains(text, "-"+f) {
			flags = append(flags, "--"+f)
		}
	}
	return flags, true
}

// A compatFile is one lit input and what the tools make of it.
type compatFile struct {
	rel   string
	flags []string
	src   []byte
	// strata-opt's custom and generic forms of src, and the exit codes.
	custom, strataGeneric   string
	customErr, genericErr   string
	customCode, genericCode int
	// chunks is the number of modules the file holds: 1, or its split
	// markers plus one with --split-input-file.
	chunks int
	// batched are mlir-opt-22's verdicts from the batched runs: whether it
	// accepted strata-opt's custom and generic forms, and its generic form
	// of src ("" when the batch could not say: the file is run alone).
	customOK, genericOK bool
	mlirGeneric         string
}

func TestMLIRCompat(t *testing.T) {
	mlir, err := exec.LookPath("mlir-opt-22")
	if err != nil {
		t.Fatalf("mlir-opt-22 not found on PATH: run scripts/setup-test-deps.sh (installs Debian's mlir-22-tools)")
	}
	root := moduleRoot(t)
	var paths []string
	for _, d := range dirs {
		filepath.WalkDir(filepath.Join(root, d), func(path string, e os.DirEntry, err error) error {
			if err != nil {
				return nil
			}
			if e.IsDir() && (e.Name() == "Inputs" || e.Name() == "Output") {
				return filepath.SkipDir
			}
			if !e.IsDir() && strings.HasSuffix(path, ".mlir") {
				paths = append(paths, path)
			}
			return nil
		})
	}
	if len(paths) == 0 {
		t.Fatal("no lit inputs found")
	}
	var files []*compatFile
	for _, path := range paths {
		rel, _ := filepath.Rel(root, path)
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		flags, valid := inputFlags(string(src))
		if !valid {
			continue
		}
		if why, ok := strataOnly[filepath.ToSlash(rel)]; ok {
			t.Logf("%s: not fed to mlir-opt-22 (%s)", rel, why)
			continue
		}
		f := &compatFile{rel: rel, flags: flags, src: src}
		f.custom, f.customErr, f.customCode = strataOpt(withStdin(flags), src)
		f.strataGeneric, f.genericErr, f.genericCode = strataOpt(withStdin(genericFlags(flags)), src)
		files = append(files, f)
	}
	batch(mlir, files)
	for _, f := range files {
		t.Run(f.rel, func(t *testing.T) {
			t.Parallel()
			checkFile(t, mlir, f)
		})
	}
}

func genericFlags(flags []string) []string {
	return append(append([]string{}, flags...), "--mlir-print-op-generic")
}

func withStdin(flags []string) []string { return append(append([]string{}, flags...), "-") }

// splitMarker separates the modules of a split input, and of the output
// of each; splitLineRe finds the lines that split an input, as
// --split-input-file does: a line with the marker anywhere in it.
const splitMarker = "// -----"

var splitLineRe = regexp.MustCompile(`(?m)^.*// -----`)

// batch asks mlir-opt-22 about every file in a few runs instead of three
// per file: each run of mlir-opt-22 costs a tenth of a second of CPU to
// start, which was most of this test's minute. The files of one set of
// flags go to one --split-input-file run per question, one module after
// another; a run that fails, or whose output does not split back into the
// files' modules, tells nothing, and checkFile then runs those files
// alone, as before.
func batch(mlir string, files []*compatFile) {
	groups := map[string][]*compatFile{}
	for _, f := range files {
		f.chunks = 1
		split := false
		for _, fl := range f.flags {
			split = split || fl == "--split-input-file"
		}
		if split {
			f.chunks += len(splitLineRe.FindAllIndex(f.src, -1))
		} else if splitLineRe.Match(f.src) {
			continue // a marker that is only a comment here: not batchable
		}
		key := strings.Join(f.flags, " ")
		groups[key] = append(groups[key], f)
	}
	for _, group := range groups {
		flags := group[0].flags
		if !hasFlag(flags, "--split-input-file") {
			flags = append(append([]string{}, flags...), "--split-input-file")
		}
		join := func(text func(f *compatFile) string) []byte {
			var b strings.Builder
			for i, f := range group {
				if i > 0 {
					b.WriteString("\n" + splitMarker + "\n")
				}
				b.WriteString(text(f))
			}
			return []byte(b.String())
		}
		var accepted [2]bool
		for i, text := range []func(f *compatFile) string{
			func(f *compatFile) string { return f.custom },
			func(f *compatFile) string { return f.strataGeneric },
		} {
			_, _, err := mlirOpt(mlir, withStdin(flags), join(text))
			accepted[i] = err == nil
		}
		for _, f := range group {
			f.customOK, f.genericOK = accepted[0], accepted[1]
		}
		out, _, err := mlirOpt(mlir, withStdin(genericFlags(flags)), join(func(f *compatFile) string { return string(f.src) }))
		if err != nil {
			continue
		}
		chunks := strings.Split(out, "\n"+splitMarker+"\n")
		total := 0
		for _, f := range group {
			total += f.chunks
		}
		if len(chunks) != total {
			continue
		}
		for _, f := range group {
			// A module's output ends in a blank line, which the marker
			// after all but the last one replaces.
			f.mlirGeneric = strings.TrimRight(strings.Join(chunks[:f.chunks], "\n"+splitMarker+"\n"), "\n") + "\n\n"
			chunks = chunks[f.chunks:]
		}
	}
}

func hasFlag(flags []string, flag string) bool {
	for _, f := range flags {
		if f == flag {
			return true
		}
	}
	return false
}

func checkFile(t *testing.T, mlir string, f *compatFile) {
	// strata-opt's own forms of the input.
	if f.customCode != 0 {
		t.Fatalf("strata-opt rejects the input:\n%s", f.customErr)
	}
	if f.genericCode != 0 {
		t.Fatalf("strata-opt --mlir-print-op-generic rejects the input:\n%s", f.genericErr)
	}
	// (1) mlir-opt-22 accepts both.
	for _, form := range []struct {
		name, text string
		accepted   bool
	}{{"custom", f.custom, f.customOK}, {"generic", f.strataGeneric, f.genericOK}} {
		if form.accepted {
			continue
		}
		if _, errs, err := mlirOpt(mlir, withStdin(f.flags), []byte(form.text)); err != nil {
			t.Errorf("mlir-opt-22 rejects strata-opt's %s output: %v\n%s\n--- output:\n%s", form.name, err, errs, form.text)
		}
	}
	// (2) strata-opt accepts mlir-opt-22's generic form, with the same meaning.
	mlirGeneric := f.mlirGeneric
	if mlirGeneric == "" {
		out, errs, err := mlirOpt(mlir, withStdin(genericFlags(f.flags)), f.src)
		if err != nil {
			t.Fatalf("mlir-opt-22 rejects the input: %v\n%s", err, errs)
		}
		mlirGeneric = out
	}
	if normalize(f.strataGeneric) != normalize(mlirGeneric) {
		t.Errorf("generic forms of the input differ:\n%s", diff(normalize(mlirGeneric), normalize(f.strataGeneric)))
	}
	reparsed, errs, code := strataOpt(withStdin(genericFlags(f.flags)), []byte(mlirGeneric))
	if code != 0 {
		t.Fatalf("strata-opt rejects mlir-opt-22's generic output:\n%s\n--- output:\n%s", errs, mlirGeneric)
	}
	if normalize(reparsed) != normalize(mlirGeneric) {
		t.Errorf("strata-opt's generic form of mlir-opt-22's output differs from it:\n%s", diff(normalize(mlirGeneric), normalize(reparsed)))
	}
}

var (
	predCommentRe = regexp.MustCompile(`(?m)^(\s*\^[^\n]*:)  // [^\n]*$`)
	// memoizedMapsRe is the cache upstream's YAML-generated named linalg
	// ops (matvec, convolutions, poolings) write into their discardable
	// attributes the first time something asks for their indexing maps
	// (the verifier does); it is elided from their custom form.
	memoizedMapsRe = regexp.MustCompile(` \{linalg\.memoized_indexing_maps = \[[^\]]*\]\}`)
	aliasDefRe     = regexp.MustCompile(`(?m)^(#[A-Za-z_][\w$.]*) = (.*)\n`)
	aliasUseRe     = regexp.MustCompile(`#[A-Za-z_][\w$.]*`)
)

// normalize drops the predecessor comments of block labels and the
// memoized indexing maps of named linalg ops, and writes
// every attribute alias (#map3 = affine_map<...>) out at its uses: the
// two printers pick the same aliases but may number them in another
// order (mlir-opt-22 also counts the maps of a named op's hidden
// default indexing_maps), which means nothing.
func normalize(s string) string {
	s = predCommentRe.ReplaceAllString(s, "$1")
	s = memoizedMapsRe.ReplaceAllString(s, "")
	// Each chunk of a split input has aliases of its own.
	chunks := strings.Split(s, "\n// -----\n")
	for i, c := range chunks {
		chunks[i] = inlineAliases(c)
	}
	return strings.Join(chunks, "\n// -----\n")
}

// inlineAliases writes out the attribute aliases of one module.
func inlineAliases(s string) string {
	defs := map[string]string{}
	for _, m := range aliasDefRe.FindAllStringSubmatch(s, -1) {
		defs[m[1]] = m[2]
	}
	s = aliasDefRe.ReplaceAllString(s, "")
	return aliasUseRe.ReplaceAllStringFunc(s, func(a string) string {
		if d, ok := defs[a]; ok {
			return d
		}
		return a
	})
}

// diff shows the first differing line of two texts with some context.
func diff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var a, b string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			b = g[i]
		}
		if a != b {
			return fmt.Sprintf("line %d (after normalization):\n  mlir-opt-22: %s\n  strata-opt:  %s", i+1, a, b)
		}
	}
	return "(identical)"
}
