package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

const modulePath = "github.com/strata-compiler/strata"

// probeVars finds, for each dialect, which of its exported variables hold
// which op definitions, by running a program that imports the dialect
// packages and prints the Name of every variable that is an *ir.OpDef:
// the source alone does not say (definitions are built by helpers, named
// by concatenation, listed in tables), the package does. Two variables
// holding one definition are an error: the handle's name would be a
// guess.
func probeVars(srcs map[string]*source) error {
	root, err := moduleRoot()
	if err != nil {
		return err
	}
	var b bytes.Buffer
	b.WriteString("package main\n\nimport (\n\t\"fmt\"\n\n\t\"" + modulePath + "/ir\"\n")
	dialectsIn := make([]string, 0, len(srcs))
	for d := range srcs {
		dialectsIn = append(dialectsIn, d)
	}
	sort.Strings(dialectsIn)
	for i, d := range dialectsIn {
		fmt.Fprintf(&b, "\td%d %q\n", i, modulePath+"/dialects/"+d)
	}
	b.WriteString(")\n\nfunc main() {\n\tshow := func(dialect, name string, v any) {\n")
	b.WriteString("\t\tif d, ok := v.(*ir.OpDef); ok && d != nil {\n\t\t\tfmt.Println(dialect, name, d.Name)\n\t\t}\n\t}\n")
	for i, d := range dialectsIn {
		for _, v := range srcs[d].exported {
			fmt.Fprintf(&b, "\tshow(%q, %q, d%d.%s)\n", d, v, i, v)
		}
	}
	b.WriteString("}\n")

	dir, err := os.MkdirTemp(root, ".genaccessors-probe-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	if err := os.WriteFile(filepath.Join(dir, "main.go"), b.Bytes(), 0o644); err != nil {
		return err
	}
	cmd := exec.Command("go", "run", "./"+filepath.Base(dir)+"/main.go")
	cmd.Dir = root
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return fmt.Errorf("probing the dialects' variables: %v", err)
	}
	byOp := map[string][]string{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) == 3 {
			key := f[0] + " " + f[2]
			byOp[key] = append(byOp[key], f[1])
		}
	}
	for key, vars := range byOp {
		f := strings.Fields(key)
		if len(vars) > 1 {
			return fmt.Errorf("%s: the variables %s all hold %s's definition: keep one", f[0], strings.Join(vars, ", "), f[1])
		}
		if srcs[f[0]].vars == nil {
			srcs[f[0]].vars = map[string]string{}
		}
		srcs[f[0]].vars[f[1]] = vars[0]
	}
	return nil
}

// moduleRoot is the directory of the go.mod above the working directory.
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
			return "", fmt.Errorf("no go.mod above the working directory")
		}
		dir = parent
	}
}
