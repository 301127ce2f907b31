package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// source is what the generator reads from a dialect package's Go files
// (all but its tests and the file it writes).
type source struct {
	pkg string
	// exported are the package's exported variables; vars maps an op's
	// name to the one holding its definition (probeVars fills it).
	exported []string
	vars     map[string]string
	// decls are the package-level names, and methods are the methods
	// declared per receiver type, that generated names must not repeat.
	decls   map[string]bool
	methods map[string]map[string]bool
}

// readSource parses dir's Go files for the package's exported variables
// (the candidates probeVars resolves to op definitions) and the names
// generated ones must not repeat.
func readSource(dir, out string) (*source, error) {
	fset := token.NewFileSet()
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	src := &source{decls: map[string]bool{}, methods: map[string]map[string]bool{}}
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") || name == out {
			continue
		}
		file, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		src.pkg = file.Name.Name
		for _, d := range file.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil {
					src.decls[d.Name.Name] = true
				} else if recv := receiverType(d.Recv.List[0].Type); recv != "" {
					if src.methods[recv] == nil {
						src.methods[recv] = map[string]bool{}
					}
					src.methods[recv][d.Name.Name] = true
				}
			case *ast.GenDecl:
				for _, spec := range d.Specs {
					switch s := spec.(type) {
					case *ast.TypeSpec:
						src.decls[s.Name.Name] = true
					case *ast.ValueSpec:
						for _, id := range s.Names {
							src.decls[id.Name] = true
							if d.Tok == token.VAR && id.IsExported() {
								src.exported = append(src.exported, id.Name)
							}
						}
					}
				}
			}
		}
	}
	sort.Strings(src.exported)
	return src, nil
}

func receiverType(e ast.Expr) string {
	if st, ok := e.(*ast.StarExpr); ok {
		e = st.X
	}
	if id, ok := e.(*ast.Ident); ok {
		return id.Name
	}
	return ""
}
