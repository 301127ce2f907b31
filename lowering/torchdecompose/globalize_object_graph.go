package torchdecompose

import (
	"fmt"
	"github.com/strata-compiler/strata/dialects/builtin"
	funcd "github.com/strata-compiler/strata/dialects/func"
	"strings"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
)

// GlobalizeObjectGraph is torch-globalize-object-graph: a TorchScript
// module as imported (torch.class_type declarations, a tree of
// torch.nn_module instances holding torch.slot values, methods that take
// the module as an argument) becomes plain functions over global state:
//
//   - each non-module slot becomes a torch.global_slot named by its dotted
//     path from the root module ("layer1.weight"), private when its
//     torch.attr is; the values the slots held are computed in the
//     module's torch.global_slot.module_initializer;
//   - each function taking modules is monomorphized for the instances it
//     is called with: a method on one instance is named by the
//     instance's path and the method's name ("layer1.forward"; public
//     when the torch.method is), another function gets a `$N` suffix;
//     prim.GetAttr/SetAttr of a slot become global_slot.get/set, GetAttr
//     of a submodule resolves statically, calls and prim.CallMethod call
//     the monomorphized function, and the module arguments are dropped;
//   - the classes, instances and the original functions taking modules
//     are erased; functions without module arguments stay as they are.
//
// The entry points are the public methods of every instance. Errors:
// more than one root module (an instance no slot holds), an instance
// reachable by two paths, a use of a module other than a method call or
// attribute access, and a function named by a public torch.method that
// is called with more than one set of instances.
var GlobalizeObjectGraph = &passes.Pass{
	Argument: "torch-globalize-object-graph",
	Name:     "GlobalizeObjectGraphPass",
	Summary:  "Converts TorchScript object graphs to a globalized form",
	Description: "Turns a module's object graph (torch.class_type, torch.nn_module instances and their torch.slot " +
		"values, methods taking the module) into global slots and plain functions: each non-module slot becomes a " +
		"torch.global_slot named by its dotted path from the root module and initialized in the " +
		"torch.global_slot.module_initializer; each function taking modules is monomorphized for the instances it " +
		"is called with (a method of one instance is named `path.method`, public when the torch.method is; other " +
		"functions get a `$N` suffix), with prim.GetAttr/SetAttr of slots as global_slot.get/set, submodules " +
		"resolved statically and calls (func.call, prim.CallMethod) to the monomorphized functions; classes, " +
		"instances and the original functions taking modules are erased. The entry points are the public methods of " +
		"every instance. It rejects several root modules, an instance reachable by two paths, a use of a module " +
		"other than a method call or an attribute access, and a public method's function monomorphized more than once.",
	Anchor: builtin.Module.Name,
	Run: func(r *passes.Run) error {
		g := &globalizer{ctx: r.Ctx, module: r.Op, classes: map[string]*ir.Operation{}, funcs: map[string]*ir.Operation{},
			instances: map[*ir.Operation]*instance{}, monos: map[string]*mono{}, byFunc: map[*ir.Operation][]*mono{},
			counter: map[*ir.Operation]int{}, last: map[*ir.Operation]*ir.Operation{}}
		if !g.run() {
			r.MarkUnchanged()
		}
		if len(g.diags) > 0 {
			return g.diags
		}
		return nil
	},
}

// instance is one torch.nn_module of the tree.
type instance struct {
	op       *ir.Operation
	class    *ir.Operation
	path     []string
	children map[string]*instance
	slots    map[string]string // attribute name -> global slot name
}

func (in *instance) qualified(leaf string) string {
	return strings.Join(append(append([]string{}, in.path...), leaf), ".")
}

func (in *instance) where() string {
	return strings.Join(append([]string{"<root>"}, in.path...), ".")
}

// mono is one monomorphization: fn with its module arguments bound.
type mono struct {
	fn     *ir.Operation
	args   []*instance
	name   string
	public bool
}

// slot is one global slot to create.
type slot struct {
	loc     ir.Location
	name    string
	value   *ir.Value
	bound   ir.Type
	private bool
}

type globalizer struct {
	ctx       *ir.Context
	module    *ir.Operation
	classes   map[string]*ir.Operation
	funcs     map[string]*ir.Operation
	instances map[*ir.Operation]*instance
	monos     map[string]*mono
	byFunc    map[*ir.Operation][]*mono
	counter   map[*ir.Operation]int
	last      map[*ir.Operation]*ir.Operation // the latest monomorphization written of a function
	work      []*mono
	slots     []slot
	diags     passes.Diagnostics
}

func (g *globalizer) errorAt(op *ir.Operation, format string, args ...any) *ir.Diagnostic {
	d := op.EmitError(format, args...)
	g.diags = append(g.diags, d)
	return d
}

// run globalizes the module; it reports whether there was an object
// graph.
func (g *globalizer) run() bool {
	var modules []*ir.Operation
	for _, op := range topLevelOps(g.module) {
		switch op.Name() {
		case torch.ClassType.Name:
			g.classes[ir.SymbolName(op)] = op
		case torch.NnModuleOp.Name:
			modules = append(modules, op)
		case funcd.Func.Name:
			g.funcs[ir.SymbolName(op)] = op
		}
	}
	if len(modules) == 0 {
		return false
	}
	var roots []*ir.Operation
	for _, m := range modules {
		held := false
		for _, u := range m.Result(0).Users() {
			if u.Name() == torch.SlotOp.Name {
				held = true
			}
		}
		if !held {
			roots = append(roots, m)
		}
	}
	if len(roots) != 1 {
		if len(roots) == 0 {
			g.errorAt(modules[0], "no root module (module that is not a child of any other module)")
		} else {
			g.errorAt(roots[1], "found more than one root module (module that is not a child of any other module)").
				AttachNote(roots[0].Loc(), "see other root module here")
		}
		return true
	}
	g.visit(roots[0], nil)
	if len(g.diags) > 0 {
		return true
	}
	// Entry points: the public methods of every instance that take no
	// module but self.
	for _, m := range modules {
		in := g.instances[m]
		if in == nil {
			continue
		}
		for _, meth := range bodyOf(in.class) {
			if meth.Name() != torch.MethodOp.Name || meth.HasAttr("isPrivate") {
				continue
			}
			if fn := g.methodFunc(meth); fn != nil && len(moduleArgs(fn)) == 1 {
				g.monomorphize(fn, []*instance{in})
			}
		}
	}
	for len(g.work) > 0 && len(g.diags) == 0 {
		m := g.work[0]
		g.work = g.work[1:]
		g.instantiate(m)
	}
	for _, c := range g.classes {
		for _, meth := range bodyOf(c) {
			if meth.Name() == torch.MethodOp.Name && !meth.HasAttr("isPrivate") {
				if fn := g.methodFunc(meth); fn != nil && len(g.byFunc[fn]) > 1 {
					g.errorAt(meth, "public function with multiple monomorphizations")
				}
			}
		}
	}
	if len(g.diags) > 0 {
		return true
	}
	g.initializer()
	g.eraseObjectGraph(modules)
	return true
}

// visit records the instance m at path and its subtree.
func (g *globalizer) visit(m *ir.Operation, path []string) {
	mt, _ := m.Result(0).Type().(*torch.NnModuleType)
	if mt == nil || g.classes[mt.ClassName] == nil {
		g.errorAt(m, "module of an unknown class")
		return
	}
	in := &instance{op: m, class: g.classes[mt.ClassName], path: path, children: map[string]*instance{}, slots: map[string]string{}}
	g.instances[m] = in
	attrs := map[string]*ir.Operation{}
	for _, a := range bodyOf(in.class) {
		if a.Name() == torch.AttrOp.Name {
			attrs[strAttrOf(a, "name")] = a
		}
	}
	for _, s := range bodyOf(m) {
		if s.Name() != torch.SlotOp.Name {
			continue
		}
		name, v := strAttrOf(s, "name"), torch.SlotOpArgs[*ir.Value](s.Operands()).Value()
		if _, ok := v.Type().(*torch.NnModuleType); ok {
			child := v.DefiningOp()
			if child == nil || child.Name() != torch.NnModuleOp.Name {
				g.errorAt(s, "a module slot must hold a torch.nn_module")
				continue
			}
			if prev := g.instances[child]; prev != nil {
				g.errorAt(child, "reachable by multiple paths from root object: '%s' and '%s'", prev.where(),
					strings.Join(append([]string{"<root>"}, append(append([]string{}, path...), name)...), "."))
				continue
			}
			g.visit(child, append(append([]string{}, path...), name))
			in.children[name] = g.instances[child]
			continue
		}
		gs := in.qualified(name)
		in.slots[name] = gs
		bound := v.Type()
		private := false
		if a := attrs[name]; a != nil {
			if ta, ok := a.Attr("type").(*ir.TypeAttr); ok {
				bound = ta.Type
			}
			private = a.HasAttr("isPrivate")
		}
		g.slots = append(g.slots, slot{loc: s.Loc(), name: gs, value: v, bound: bound, private: private})
	}
}

// methodFunc is the function a torch.method names.
func (g *globalizer) methodFunc(meth *ir.Operation) *ir.Operation {
	if ref, ok := meth.Attr("function").(*ir.SymbolRefAttr); ok {
		return g.funcs[ref.Root]
	}
	return nil
}

// monomorphize returns fn's monomorphization for the module instances bound to its
// module arguments, queuing it when new.
func (g *globalizer) monomorphize(fn *ir.Operation, instances []*instance) *mono {
	key := ir.SymbolName(fn)
	for _, a := range instances {
		key += "|" + a.where()
	}
	if m := g.monos[key]; m != nil {
		return m
	}
	m := &mono{fn: fn, args: instances}
	if len(instances) == 1 {
		for _, meth := range bodyOf(instances[0].class) {
			if meth.Name() == torch.MethodOp.Name && g.methodFunc(meth) == fn {
				m.name, m.public = instances[0].qualified(strAttrOf(meth, "name")), !meth.HasAttr("isPrivate")
				break
			}
		}
	}
	if m.name == "" {
		m.name = fmt.Sprintf("%s$%d", ir.SymbolName(fn), g.counter[fn])
		g.counter[fn]++
	}
	g.monos[key] = m
	g.byFunc[fn] = append(g.byFunc[fn], m)
	g.work = append(g.work, m)
	return m
}

// instantiate writes m's function: a clone of its function with the
// module arguments bound and dropped.
func (g *globalizer) instantiate(m *mono) {
	f := m.fn.Clone(nil)
	f.SetAttr("sym_name", g.ctx.StringAttr(m.name))
	if m.public {
		f.RemoveAttr("sym_visibility")
	} else {
		f.SetAttr("sym_visibility", g.ctx.StringAttr("private"))
	}
	after := g.last[m.fn]
	if after == nil {
		after = m.fn
	}
	m.fn.Block().InsertAfter(f, after)
	g.last[m.fn] = f
	if f.NumRegions() == 0 || len(f.Region(0).Blocks()) == 0 {
		return
	}
	bound := map[*ir.Value]*instance{}
	entry := f.Region(0).Blocks()[0]
	margs := moduleArgs(f)
	for j, i := range margs {
		bound[entry.Arg(i)] = m.args[j]
	}
	var ops []*ir.Operation
	ir.Walk(f, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		if op != f {
			ops = append(ops, op)
		}
		return ir.Advance
	})
	var resolved []*ir.Operation // GetAttr of submodules, unused once the rest is rewritten
	for _, op := range ops {
		if g.rewriteUse(op, bound) {
			resolved = append(resolved, op)
		}
	}
	if len(g.diags) > 0 {
		return
	}
	for k := len(resolved) - 1; k >= 0; k-- {
		resolved[k].Erase()
	}
	for k := len(margs) - 1; k >= 0; k-- {
		entry.EraseArgument(margs[k])
	}
	ft := f.Attr("function_type").(*ir.TypeAttr).Type.(*ir.FunctionType)
	var ins []ir.Type
	for _, t := range ft.Inputs {
		if _, ok := t.(*torch.NnModuleType); !ok {
			ins = append(ins, t)
		}
	}
	f.SetAttr("function_type", g.ctx.TypeAttr(g.ctx.FunctionType(ins, ft.Results)))
}

// rewriteUse rewrites op where it uses a module value; it reports
// whether op is a GetAttr of a submodule, left for the caller to erase.
func (g *globalizer) rewriteUse(op *ir.Operation, bound map[*ir.Value]*instance) bool {
	uses := false
	for _, v := range op.Operands() {
		if _, ok := v.Type().(*torch.NnModuleType); ok {
			uses = true
		}
	}
	if !uses {
		return false
	}
	b := builderBefore(g.ctx, op)
	switch op.Name() {
	case torch.PrimGetAttr.Name:
		in := bound[torch.PrimGetAttrArgs[*ir.Value](op.Operands()).Receiver()]
		if in == nil {
			break
		}
		name := strAttrOf(op, "name")
		if child := in.children[name]; child != nil {
			bound[op.Result(0)] = child
			return true
		}
		gs, ok := in.slots[name]
		if !ok {
			g.errorAt(op, "no slot '%s' in the module at '%s'", name, in.where())
			return false
		}
		get := b.CreateOp(torch.GlobalSlotGet.Name, nil, []ir.Type{op.Result(0).Type()},
			ir.NamedAttr{Name: "slot", Value: g.ctx.SymbolRefAttr(gs)})
		op.ReplaceAllUsesWith(get.Results())
		op.Erase()
		return false
	case torch.PrimSetAttr.Name:
		args := torch.PrimSetAttrArgs[*ir.Value](op.Operands())
		in := bound[args.Receiver()]
		if _, isModule := args.Value().Type().(*torch.NnModuleType); in == nil || isModule {
			break
		}
		name := strAttrOf(op, "name")
		gs, ok := in.slots[name]
		if !ok {
			g.errorAt(op, "no slot '%s' in the module at '%s'", name, in.where())
			return false
		}
		b.CreateOp(torch.GlobalSlotSet.Name, []*ir.Value{args.Value()}, nil,
			ir.NamedAttr{Name: "slot", Value: g.ctx.SymbolRefAttr(gs)})
		op.Erase()
		return false
	case funcd.Call.Name, torch.PrimCallMethod.Name:
		var fn *ir.Operation
		operands := op.Operands()
		if op.Def() == funcd.Call {
			if ref, ok := op.Attr("callee").(*ir.SymbolRefAttr); ok {
				fn = g.funcs[ref.Root]
			}
		} else if in := bound[torch.PrimCallMethodArgs[*ir.Value](op.Operands()).Receiver()]; in != nil {
			for _, meth := range bodyOf(in.class) {
				if meth.Name() == torch.MethodOp.Name && strAttrOf(meth, "name") == strAttrOf(op, "name") {
					fn = g.methodFunc(meth)
				}
			}
		}
		if fn == nil {
			break
		}
		var args []*instance
		var rest []*ir.Value
		for _, v := range operands {
			if _, ok := v.Type().(*torch.NnModuleType); ok {
				in := bound[v]
				if in == nil {
					g.errorAt(op, "unsupported use of a torch.nn.Module. Expected only method calls or attribute get/set "+
						"(a module that is not statically known)")
					return false
				}
				args = append(args, in)
			} else {
				rest = append(rest, v)
			}
		}
		if len(args) != len(moduleArgs(fn)) {
			break
		}
		m := g.monomorphize(fn, args)
		call := b.CreateOp(funcd.Call.Name, rest, op.ResultTypes(), ir.NamedAttr{Name: "callee", Value: g.ctx.SymbolRefAttr(m.name)})
		op.ReplaceAllUsesWith(call.Results())
		op.Erase()
		return false
	}
	g.errorAt(op, "unsupported use of a torch.nn.Module. Expected only method calls or attribute get/set")
	return false
}

// initializer writes the module initializer and the global slots.
func (g *globalizer) initializer() {
	if len(g.slots) == 0 {
		return
	}
	body := g.module.Region(0).Blocks()[0]
	region := ir.NewRegion()
	blk := region.EnsureBlock()
	init := ir.Create(&ir.OperationState{Name: g.ctx.OpName(torch.GlobalSlotModuleInitializer.Name), Loc: g.module.Loc(),
		Regions: []*ir.Region{region}})
	body.Prepend(init)
	mapping := ir.NewIRMapping()
	cloned := map[*ir.Value]bool{}
	var clone func(v *ir.Value)
	clone = func(v *ir.Value) {
		d := v.DefiningOp()
		if d == nil || cloned[v] {
			return
		}
		for _, o := range d.Operands() {
			clone(o)
		}
		c := d.Clone(mapping)
		blk.Append(c)
		for _, r := range d.Results() {
			cloned[r] = true
		}
	}
	var values []*ir.Value
	var names []ir.Attribute
	for _, s := range g.slots {
		clone(s.value)
		values = append(values, mapping.Lookup(s.value))
		names = append(names, g.ctx.SymbolRefAttr(s.name))
	}
	blk.Append(ir.Create(&ir.OperationState{Name: g.ctx.OpName(torch.InitializeGlobalSlots.Name), Loc: g.module.Loc(),
		Operands: values, Attrs: []ir.NamedAttr{{Name: "slotSymNames", Value: g.ctx.ArrayAttr(names)}}}))
	at := init
	for _, s := range g.slots {
		attrs := []ir.NamedAttr{{Name: "sym_name", Value: g.ctx.StringAttr(s.name)},
			{Name: "typeBound", Value: g.ctx.TypeAttr(s.bound)}}
		if s.private {
			attrs = append(attrs, ir.NamedAttr{Name: "sym_visibility", Value: g.ctx.StringAttr("private")})
		}
		gs := ir.Create(&ir.OperationState{Name: g.ctx.OpName(torch.GlobalSlot.Name), Loc: s.loc, Attrs: attrs})
		body.InsertAfter(gs, at)
		at = gs
	}
}

// eraseObjectGraph erases the instances, the classes, the functions
// taking modules and the top-level ops left without uses.
func (g *globalizer) eraseObjectGraph(modules []*ir.Operation) {
	for i := len(modules) - 1; i >= 0; i-- {
		modules[i].DropAllReferences()
	}
	for i := len(modules) - 1; i >= 0; i-- {
		modules[i].Erase()
	}
	for _, c := range g.classes {
		c.Erase()
	}
	for _, f := range g.funcs {
		if len(moduleArgs(f)) > 0 {
			f.DropAllReferences()
			f.Erase()
		}
	}
	ops := topLevelOps(g.module)
	for i := len(ops) - 1; i >= 0; i-- {
		op := ops[i]
		if op.NumResults() > 0 && op.NumRegions() == 0 && op.UseEmpty() {
			op.Erase()
		}
	}
}

// moduleArgs are the indices of fn's arguments of module type.
func moduleArgs(fn *ir.Operation) []int {
	ft, ok := fn.Attr("function_type").(*ir.TypeAttr)
	if !ok {
		return nil
	}
	f, ok := ft.Type.(*ir.FunctionType)
	if !ok {
		return nil
	}
	var idx []int
	for i, t := range f.Inputs {
		if _, ok := t.(*torch.NnModuleType); ok {
			idx = append(idx, i)
		}
	}
	return idx
}

// topLevelOps are the ops directly in module.
func topLevelOps(module *ir.Operation) []*ir.Operation {
	var ops []*ir.Operation
	for _, r := range module.Regions() {
		for _, b := range r.Blocks() {
			ops = append(ops, b.Ops()...)
		}
	}
	return ops
}

// bodyOf is the ops of a class type's or instance's body.
func bodyOf(op *ir.Operation) []*ir.Operation {
	var ops []*ir.Operation
	for _, r := range op.Regions() {
		for _, b := range r.Blocks() {
			ops = append(ops, b.Ops()...)
		}
	}
	return ops
}

func strAttrOf(op *ir.Operation, name string) string {
	if s, ok := op.Attr(name).(*ir.StringAttr); ok {
		return s.Value
	}
	return ""
}
