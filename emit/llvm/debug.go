package llvm

import (
	"path"
	"reflect"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"

	"github.com/strata-compiler/strata/ir"
)

// Debug locations become line tables: a DIFile per source file, a
// DICompileUnit (emissionKind: LineTablesOnly) per file that holds a
// function, a DISubprogram per function that has a located op, and a
// DILocation per instruction.
//
// The parser gives every op a location in the file it reads, so those
// say nothing about the program's source: locations in the file of the
// module's own location are ignored, and a module whose ops carry no other
// file location translates exactly as without debug info.

// debugInfo is the per-module debug metadata state; nil when the module
// carries no source locations.
type debugInfo struct {
	m *llir.Module
	// ignore is the file the module was parsed from.
	ignore string
	files  map[string]*metadata.DIFile
	cus    map[string]*metadata.DICompileUnit
	locs   map[dbgLocKey]*metadata.DILocation
	scopes map[dbgScopeKey]metadata.Field
	cuList *metadata.NamedDef
	spType *metadata.DISubroutineType

	// Per function.
	sp *metadata.DISubprogram
	// last is the location of the latest located op, given to the
	// instructions of ops without one (calls in a function with a
	// subprogram must carry a location).
	last *metadata.DILocation
}

type dbgLocKey struct {
	scope     metadata.Field
	line, col int
}

type dbgScopeKey struct {
	sp   *metadata.DISubprogram
	file string
}

// newDebugInfo returns the debug state for module, or nil if no op has
// a source location.
func newDebugInfo(m *llir.Module, module *ir.Operation) *debugInfo {
	d := &debugInfo{m: m}
	if l, ok := module.Loc().(*ir.FileLineColLoc); ok {
		d.ignore = l.File
	}
	found := false
	ir.Walk(module, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		if d.fileLoc(op.Loc()) != nil {
			found = true
			return ir.Interrupt
		}
		return ir.Advance
	})
	if !found {
		return nil
	}
	d.files = map[string]*metadata.DIFile{}
	d.cus = map[string]*metadata.DICompileUnit{}
	d.locs = map[dbgLocKey]*metadata.DILocation{}
	d.scopes = map[dbgScopeKey]metadata.Field{}
	d.cuList = &metadata.NamedDef{Name: "llvm.dbg.cu"}
	version := &metadata.Tuple{MetadataID: -1, Fields: []metadata.Field{
		constant.NewInt(types.I32, 2),
		&metadata.String{Value: "Debug Info Version"},
		constant.NewInt(types.I32, 3),
	}}
	d.def(version)
	if m.NamedMetadataDefs == nil {
		m.NamedMetadataDefs = map[string]*metadata.NamedDef{}
	}
	m.NamedMetadataDefs["llvm.module.flags"] = &metadata.NamedDef{Name: "llvm.module.flags", Nodes: []metadata.Node{version}}
	m.NamedMetadataDefs["llvm.dbg.cu"] = d.cuList
	d.spType = &metadata.DISubroutineType{MetadataID: -1, Types: &metadata.Tuple{MetadataID: -1, Fields: []metadata.Field{metadata.Null}}}
	d.def(d.spType)
	return d
}

func (d *debugInfo) def(md metadata.Definition) { d.m.MetadataDefs = append(d.m.MetadataDefs, md) }

// fileLoc finds the source position in l: a FileLineColLoc itself, the
// child of a name, the callee side of a call site, the first located
// part of a fused location.
func (d *debugInfo) fileLoc(l ir.Location) *ir.FileLineColLoc {
	switch l := l.(type) {
	case *ir.FileLineColLoc:
		if l.File == d.ignore {
			return nil
		}
		return l
	case *ir.NameLoc:
		return d.fileLoc(l.Child)
	case *ir.CallSiteLoc:
		if f := d.fileLoc(l.Callee); f != nil {
			return f
		}
		return d.fileLoc(l.Caller)
	case *ir.FusedLoc:
		for _, s := range l.Locs {
			if f := d.fileLoc(s); f != nil {
				return f
			}
		}
	}
	return nil
}

func (d *debugInfo) file(name string) *metadata.DIFile {
	if f, ok := d.files[name]; ok {
		return f
	}
	dir, base := path.Split(name)
	if dir == "" {
		base = name
	} else if len(dir) > 1 {
		dir = dir[:len(dir)-1]
	}
	f := &metadata.DIFile{MetadataID: -1, Filename: base, Directory: dir}
	d.def(f)
	d.files[name] = f
	return f
}

func (d *debugInfo) unit(name string) *metadata.DICompileUnit {
	if cu, ok := d.cus[name]; ok {
		return cu
	}
	cu := &metadata.DICompileUnit{MetadataID: -1, Distinct: true, Language: enum.DwarfLangC,
		File: d.file(name), Producer: "Strata", IsOptimized: true, EmissionKind: enum.EmissionKindLineTablesOnly}
	d.def(cu)
	d.cus[name] = cu
	d.cuList.Nodes = append(d.cuList.Nodes, cu)
	return cu
}

// beginFunc gives f a DISubprogram if op or one of its ops is located.
func (d *debugInfo) beginFunc(op *ir.Operation, f *llir.Func) {
	d.sp, d.last = nil, nil
	at := d.fileLoc(op.Loc())
	if at == nil {
		ir.Walk(op, ir.PreOrder, func(o *ir.Operation) ir.WalkResult {
			if at = d.fileLoc(o.Loc()); at != nil {
				return ir.Interrupt
			}
			return ir.Advance
		})
	}
	if at == nil {
		return
	}
	file := d.file(at.File)
	d.sp = &metadata.DISubprogram{MetadataID: -1, Distinct: true, Scope: file, Name: f.Name(),
		File: file, Line: int64(at.Line), Type: d.spType, ScopeLine: int64(at.Line),
		SPFlags: enum.DISPFlagDefinition, IsOptimized: true, Unit: d.unit(at.File)}
	if f.Linkage == enum.LinkagePrivate || f.Linkage == enum.LinkageInternal {
		d.sp.SPFlags |= enum.DISPFlagLocalToUnit
	}
	d.def(d.sp)
	f.Metadata = append(f.Metadata, &metadata.Attachment{Name: "dbg", Node: d.sp})
	d.last = d.location(at)
}

// location returns the DILocation of at within the current subprogram;
// a position in another file than the subprogram's is scoped by a
// DILexicalBlockFile.
func (d *debugInfo) location(at *ir.FileLineColLoc) *metadata.DILocation {
	var scope metadata.Field = d.sp
	if d.file(at.File) != d.sp.File {
		k := dbgScopeKey{d.sp, at.File}
		s, ok := d.scopes[k]
		if !ok {
			lb := &metadata.DILexicalBlockFile{MetadataID: -1, Scope: d.sp, File: d.file(at.File)}
			d.def(lb)
			s = lb
			d.scopes[k] = s
		}
		scope = s
	}
	k := dbgLocKey{scope, at.Line, at.Col}
	if l, ok := d.locs[k]; ok {
		return l
	}
	l := &metadata.DILocation{MetadataID: -1, Line: int64(at.Line), Column: int64(at.Col), Scope: scope}
	d.def(l)
	d.locs[k] = l
	return l
}

// attach gives the instructions that op added to b (those from index
// from on, and the terminator if it was unset before) op's location.
func (d *debugInfo) attach(op *ir.Operation, b *llir.Block, from int, hadTerm bool) {
	if d.sp == nil {
		return
	}
	if at := d.fileLoc(op.Loc()); at != nil {
		d.last = d.location(at)
	}
	md := []*metadata.Attachment{{Name: "dbg", Node: d.last}}
	for _, inst := range b.Insts[from:] {
		setMetadata(inst, md)
	}
	if !hadTerm && b.Term != nil {
		setMetadata(b.Term, md)
	}
}

// setMetadata sets the Metadata field that every llir instruction and
// terminator embeds.
func setMetadata(x any, md []*metadata.Attachment) {
	v := reflect.ValueOf(x)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return
	}
	f := v.Elem().FieldByName("Metadata")
	if f.IsValid() && f.CanSet() && f.Type() == reflect.TypeOf(llir.Metadata(nil)) {
		f.Set(reflect.ValueOf(llir.Metadata(md)))
	}
}
