package main

import (
	"bytes"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/ir"
)

// Each dialect's accessors_gen.go is what the generator writes from the
// committed definitions: a definition change is regenerated, not edited
// by hand; a dialect with no op that gets a handle has no file.
func TestGeneratedFilesUpToDate(t *testing.T) {
	var names []string
	for d := range dialects {
		names = append(names, d)
	}
	sort.Strings(names)
	dirOf := func(d string) string { return filepath.Join("..", "..", d) }
	files, err := generateFor(names, dirOf)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range names {
		path := filepath.Join(dirOf(d), outFile)
		got, err := os.ReadFile(path)
		switch {
		case files[d] == nil && err == nil:
			t.Errorf("%s: no op gets a handle any more: delete it and its go:generate line", path)
		case files[d] == nil:
		case err != nil:
			t.Errorf("%s is missing: run `go generate ./dialects/%s` (and add a go:generate line if it has none)", path, d)
		case !bytes.Equal(got, files[d]):
			t.Errorf("%s is stale: run `go generate ./dialects/%s`", path, d)
		}
	}
}

// A generated name that is taken stops the generator with a message that
// names the clash and the fix.
func TestClashesAreErrors(t *testing.T) {
	empty := &source{decls: map[string]bool{}, methods: map[string]map[string]bool{}}
	one := func(groups ...string) []handle {
		h := handle{name: "Foo", what: "a test.foo", op: "test.foo"}
		for _, g := range groups {
			h.groups = append(h.groups, ir.ArgDef{Name: g})
		}
		return []handle{h}
	}
	for _, c := range []struct {
		hs   []handle
		src  *source
		want string
	}{
		{one("operand", "x"), empty, `would hide (*ir.Operation).Operand: add "test.foo/operand"`},
		{one("init_args", "initArgs"), empty, `both make the accessor InitArgs`},
		{one("a"), &source{decls: map[string]bool{"FooOp": true}}, `FooOp (a test.foo) is already declared by hand`},
		{append(one("a"), one("b")...), empty, `both generate FooOp`},
		{one("a"), &source{decls: map[string]bool{}, methods: map[string]map[string]bool{"FooOp": {"A": true}}}, `also declared by hand on FooOp`},
	} {
		err := checkNames("test", c.hs, c.src)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("checkNames(%v) = %v, want an error containing %q", c.hs[0].groups, err, c.want)
		}
	}
}
