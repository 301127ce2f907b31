// Package gputollvm is gpu-to-llvm: the host side of a GPU program — the
// code that allocates device memory, copies and launches kernels — in the
// llvm dialect, calling a small runtime (runtime/cudac) whose functions
// carry upstream MLIR's CUDA runtime wrapper names where upstream has one
// (mgpuLaunchKernel, mgpuMemAlloc, mgpuMemFree, mgpuMemcpy, mgpuMemset32,
// mgpuStreamSynchronize).
//
// Every memref the host code allocates lives on the device: memref.alloc
// and gpu.alloc call mgpuMemAlloc, memref.dealloc and gpu.dealloc
// mgpuMemFree, memref.copy and gpu.memcpy mgpuMemcpy, and memref.get_global
// uploads the global once (strataGlobalToDevice). A gpu.binary's PTX (or cubin)
// becomes an llvm.mlir.global string; a launch gets its kernel through
// strataLoadKernel, which loads the module at the first launch (once, from
// any thread) and caches module and function in two internal globals, and
// passes mgpuLaunchKernel an array of pointers to the kernel's arguments
// expanded as convert-gpu-to-nvvm's kernels take them (a memref as
// allocated pointer, aligned pointer, offset, sizes, strides; index as
// i64). The rest of the host code is lowered by the CPU path's conversions
// (arith, memref descriptors, func, cf), run by the pass itself as
// upstream's gpu-to-llvm does; scf, affine and memref views must have been
// lowered before (convert-scf-to-cf, lower-affine, expand-strided-metadata).
//
// Operations take a null stream: the runtime's current stream
// (strata_cuda_set_stream; the legacy default stream unless set), so
// launches, copies, allocations and frees are ordered as written without
// synchronizing; gpu.wait synchronizes. Async tokens are rejected.
package gputollvm

import (
	"fmt"
	"runtime"
	"slices"
	"sort"
	"strings"

	affined "github.com/strata-compiler/strata/dialects/affine"
	"github.com/strata-compiler/strata/dialects/builtin"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/nvvm"
	"github.com/strata-compiler/strata/emit/ptx"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/arithtollvm"
	"github.com/strata-compiler/strata/lowering/cftollvm"
	"github.com/strata-compiler/strata/lowering/functollvm"
	"github.com/strata-compiler/strata/lowering/gputonvvm"
	"github.com/strata-compiler/strata/lowering/gputonvvm/tobinary"
	"github.com/strata-compiler/strata/lowering/memreftollvm"
	"github.com/strata-compiler/strata/lowering/tollvm"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Pass is gpu-to-llvm.
var Pass = &passes.Pass{
	Argument: "gpu-to-llvm",
	Name:     "GpuToLLVMConversionPass",
	Summary:  "Convert GPU dialect to LLVM dialect with GPU runtime calls",
	Description: `Lowers the host code of a GPU program to the llvm dialect with calls into Strata's CUDA
runtime (runtime/cudac; upstream's mgpu* names and signatures where upstream has them):
gpu.launch_func -> strataLoadKernel + mgpuLaunchKernel (arguments as an array of pointers to
the expanded memref descriptor fields; a launch marked llvm.bareptr, whose kernel takes bare
pointers, passes each memref's aligned pointer alone), gpu.alloc/memref.alloc -> mgpuMemAlloc,
gpu.dealloc/memref.dealloc -> mgpuMemFree, gpu.memcpy/memref.copy -> mgpuMemcpy, gpu.memset
-> mgpuMemset32/16, gpu.wait -> mgpuStreamSynchronize, memref.get_global -> a device copy
made once (strataGlobalToDevice). Every memref the host allocates is device memory. Each
gpu.binary's PTX or cubin becomes a string global, loaded at the first launch. The arith, memref,
func and cf ops of the host are then lowered as by their own conversions. Async tokens are
rejected. With entry-status, every _mlir_ciface_ wrapper returning void returns an i32
status instead (0, or the first failing CUresult, -1 without a driver) and synchronizes.`,
	Anchor: builtin.Module.Name,
	Options: []passes.Option{
		{Name: "entry-status", Description: "Make each _mlir_ciface_ wrapper that returns void begin a CUDA call, synchronize at its end and return the i32 status", Kind: passes.BoolOption, Default: "false"},
		{Name: "use-bare-pointers-for-kernels", Description: "Use bare pointers to pass memref arguments to kernels. The kernel must use the same setting for this option.", Kind: passes.BoolOption, Default: "false"},
	},
	Dialects: []string{"llvm"},
	Run: func(r *passes.Run) error {
		return Apply(r.Op, Options{EntryStatus: r.Bool("entry-status"), BareKernelPointers: r.Bool("use-bare-pointers-for-kernels")})
	},
}

// LinkPass is strata-gpu-link-binary.
var LinkPass = &passes.Pass{
	Argument: "strata-gpu-link-binary",
	Name:     "StrataGpuLinkBinary",
	Summary:  "Link every gpu.module into one gpu.binary (one PTX module, one JIT)",
	Description: `Replaces the gpu.module ops of the module (in the llvm and nvvm dialects) by one gpu.binary
@strata_kernels whose PTX, written by emit/ptx's EmitLinked, holds every kernel, and points
each gpu.launch_func at it: what gpu-module-to-binary does, with one module to load at run
time instead of one per kernel. The chip is the first module's #nvvm.target's (sm_90 if none).
With format=bin the kernels are split into parts (as many as there are CPUs unless given;
@strata_kernels, @strata_kernels_1, ..., each about the same amount of code) that ptxas
assembles into cubins at once, one process each (toolkit and opts as gpu-module-to-binary's):
the driver's JIT compiles one module at a time, where ptxas processes run side by side.`,
	Anchor: builtin.Module.Name,
	Options: []passes.Option{
		{Name: "format", Description: "assembly (PTX text, JIT-compiled by the driver at the first launch) or bin (cubins of ptxas)",
			Kind: passes.EnumOption, Default: "assembly", Values: []string{"assembly", "bin"}},
		{Name: "toolkit", Description: "with format=bin: the CUDA toolkit whose bin/ptxas assembles the parts ($CUDA_HOME's, $CUDA_PATH's or PATH's if empty)", Kind: passes.StringOption},
		{Name: "opts", Description: "with format=bin: more ptxas options, separated by spaces", Kind: passes.StringOption},
		{Name: "parts", Description: "with format=bin: the cubins the kernels are split into (0: as many as there are CPUs)", Kind: passes.IntOption, Default: "0"},
	},
	Run: func(r *passes.Run) error {
		return LinkModules(r.Op, LinkOptions{Format: r.String("format"), Toolkit: r.String("toolkit"),
			ToolOptions: r.String("opts"), Parts: int(r.Int("parts"))})
	},
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass, LinkPass} }

// Options configure Apply.
type Options struct {
	// EntryStatus: each void _mlir_ciface_ wrapper calls strataEntryBegin
	// first and returns strataEntryEnd()'s i32 status.
	EntryStatus bool
	// BareKernelPointers: every launch passes its memrefs as bare pointers
	// (the kernels were converted with use-bare-ptr-memref-call-conv), not
	// only the launches marked llvm.bareptr.
	BareKernelPointers bool
}

// LinkedBinary is the name of the gpu.binary LinkModules writes (the
// first one, with format=bin).
const LinkedBinary = "strata_kernels"

// LinkOptions configure LinkModules.
type LinkOptions struct {
	// Format is "assembly" (PTX text; the default) or "bin" (cubins).
	Format string
	// Toolkit and ToolOptions find and configure ptxas (format=bin), as
	// gpu-module-to-binary's options of those names.
	Toolkit, ToolOptions string
	// Parts is the number of cubins (format=bin); 0 means one a CPU.
	Parts int
}

// LinkModules replaces every gpu.module directly inside top by one
// gpu.binary @strata_kernels holding all their kernels in one PTX module,
// or (format=bin) by a few gpu.binary ops holding cubins.
func LinkModules(top *ir.Operation, opts LinkOptions) error {
	ctx := top.Context()
	body := top.Region(0).Front()
	var mods []*ir.Operation
	for o := body.First(); o != nil; o = o.Next() {
		if o.Def() == gpu.Module {
			mods = append(mods, o)
		}
	}
	if len(mods) == 0 {
		return nil
	}
	chip := "sm_90"
	var target ir.Attribute
	if ts, ok := mods[0].Attr("targets").(*ir.ArrayAttr); ok && len(ts.Elems) > 0 {
		if nt, ok := ts.Elems[0].(*nvvm.TargetAttr); ok {
			chip, target = nt.Chip, nt
		}
	}
	if target == nil {
		target = nvvm.Target(ctx, nvvm.DefaultO, nvvm.DefaultTriple, chip, "", nil, nil)
	}
	groups := [][]*ir.Operation{mods}
	var ptxas string
	switch opts.Format {
	case "", "assembly":
	case "bin":
		if opts.Parts < 0 || opts.Parts > 4096 {
			return mods[0].EmitError("parts=%d: give 0 (one a CPU) to 4096", opts.Parts)
		}
		var err error
		if ptxas, err = tobinary.FindPTXAS(opts.Toolkit); err != nil {
			return mods[0].EmitError("format=bin: %v", err)
		}
		parts := opts.Parts
		if parts == 0 {
			parts = runtime.NumCPU()
		}
		groups = splitModules(mods, parts)
	default:
		return mods[0].EmitError("format '%s' is not supported: assembly or bin", opts.Format)
	}
	jobs := make([]*tobinary.Assembly, len(groups))
	for i, g := range groups {
		text, err := ptx.EmitLinked(g, ptx.Options{Chip: chip})
		if err != nil {
			return err
		}
		jobs[i] = &tobinary.Assembly{Op: g[0], Chip: chip, PTX: text}
	}
	objectFormat := "assembly"
	if ptxas != "" {
		if err := tobinary.Assemble(ptxas, strings.Fields(opts.ToolOptions), jobs); err != nil {
			return err
		}
		objectFormat = "bin"
	}
	gputonvvm.MarkBarePointerLaunches(top)
	binaryOf := map[string]string{}
	for i, g := range groups {
		name := LinkedBinary
		if i > 0 {
			name = fmt.Sprintf("%s_%d", LinkedBinary, i)
		}
		image := jobs[i].PTX
		if objectFormat == "bin" {
			image = string(jobs[i].Cubin)
		}
		st := &ir.OperationState{Name: ctx.NameOf(gpu.Binary), Loc: g[0].Loc()}
		st.AddAttr("sym_name", ctx.StringAttr(name))
		st.AddAttr("objects", ctx.ArrayAttr([]ir.Attribute{gpu.Object(ctx, target, objectFormat, image)}))
		body.InsertBefore(ir.Create(st), mods[0])
		for _, m := range g {
			binaryOf[ir.SymbolName(m)] = name
		}
	}
	ir.Walk(top, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		if op.Def() != gpu.LaunchFunc {
			return ir.Advance
		}
		ref, ok := op.Attr("kernel").(*ir.SymbolRefAttr)
		if !ok || len(ref.Nested) != 1 || binaryOf[ref.Root] == "" {
			return ir.Advance
		}
		op.SetAttr("kernel", ctx.SymbolRefAttr(binaryOf[ref.Root], ref.Nested...))
		return ir.Advance
	})
	for _, m := range mods {
		m.Erase()
	}
	return nil
}

// splitModules deals mods into at most parts groups of about the same
// number of operations (the largest first, each to the smallest group),
// each group in the modules' order.
func splitModules(mods []*ir.Operation, parts int) [][]*ir.Operation {
	parts = min(parts, len(mods))
	sizes := make([]int, len(mods))
	order := make([]int, len(mods))
	for i, m := range mods {
		ir.Walk(m, ir.PreOrder, func(*ir.Operation) ir.WalkResult { sizes[i]++; return ir.Advance })
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return sizes[order[a]] > sizes[order[b]] })
	load := make([]int, parts)
	groupOf := make([]int, len(mods))
	for _, i := range order {
		g := 0
		for k := range load {
			if load[k] < load[g] {
				g = k
			}
		}
		groupOf[i] = g
		load[g] += sizes[i]
	}
	groups := make([][]*ir.Operation, parts)
	for i, m := range mods {
		groups[groupOf[i]] = append(groups[groupOf[i]], m)
	}
	return groups
}

// Apply lowers the host code of module.
func Apply(module *ir.Operation, opts Options) error {
	o := tollvm.Options{IndexBitwidth: 64}
	if err := check(module); err != nil {
		return err
	}
	if err := checkBareLaunches(module, opts); err != nil {
		return err
	}
	c := &conv{o: o, opts: opts, module: module, binaries: map[string]*binary{}, lastAlloca: map[*ir.Block]*ir.Operation{}}
	if err := c.collectBinaries(); err != nil {
		return err
	}
	tc := tollvm.NewTypeConverter(module.Context(), o)
	target := tollvm.NewTarget()
	target.AddIllegalOp(gpu.LaunchFunc.Name, gpu.Alloc.Name, gpu.Dealloc.Name, gpu.Memcpy.Name, gpu.Memset.Name, gpu.Wait.Name,
		memref.Alloc.Name, memref.Dealloc.Name, memref.Copy.Name, memref.GetGlobal.Name)
	ps := []*rewrite.ConversionPattern{
		{Name: "LaunchFuncOpLowering", Root: gpu.LaunchFunc.Name, Rewrite: c.launch},
		{Name: "AllocOpLowering", Root: gpu.Alloc.Name, Rewrite: c.alloc},
		{Name: "AllocOpLowering", Root: memref.Alloc.Name, Rewrite: c.alloc},
		{Name: "DeallocOpLowering", Root: gpu.Dealloc.Name, Rewrite: c.dealloc},
		{Name: "DeallocOpLowering", Root: memref.Dealloc.Name, Rewrite: c.dealloc},
		{Name: "MemcpyOpLowering", Root: gpu.Memcpy.Name, Rewrite: c.memcpy},
		{Name: "MemcpyOpLowering", Root: memref.Copy.Name, Rewrite: c.memcpy},
		{Name: "MemsetOpLowering", Root: gpu.Memset.Name, Rewrite: c.memset},
		{Name: "WaitOpLowering", Root: gpu.Wait.Name, Rewrite: c.wait},
		{Name: "GetGlobalOpLowering", Root: memref.GetGlobal.Name, Rewrite: c.getGlobal},
	}
	if err := rewrite.ApplyPartialConversion(module, target, ps, tc); err != nil {
		return err
	}
	for _, b := range c.binaries {
		b.op.Erase()
	}
	steps := []func() error{
		func() error { return arithtollvm.Apply(module, o) },
		func() error { return memreftollvm.Apply(module, o, memreftollvm.Alloc{}) },
		func() error { return functollvm.Apply(module, o) },
		func() error { return cftollvm.Apply(module, o) },
		func() error { return rewrite.ReconcileUnrealizedCasts(module) },
	}
	for _, s := range steps {
		if err := s(); err != nil {
			return err
		}
	}
	if opts.EntryStatus {
		entryStatus(module)
	}
	return nil
}

// check rejects, before anything changes, what the host lowering cannot
// do: async tokens, host reads and writes of (device) memref contents, and
// launches of kernels that are not in a gpu.binary.
func check(module *ir.Operation) error {
	binaries := map[string]bool{}
	for o := module.Region(0).Front().First(); o != nil; o = o.Next() {
		if o.Def() == gpu.Binary {
			binaries[ir.SymbolName(o)] = true
		}
	}
	var err error
	ir.Walk(module, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
		if op.Def() == gpu.Module || op.Def() == gpu.Binary {
			return ir.Skip
		}
		switch op.Name() {
		case gpu.LaunchFunc.Name, gpu.Alloc.Name, gpu.Dealloc.Name, gpu.Memcpy.Name, gpu.Memset.Name, gpu.Wait.Name:
			for _, v := range op.Operands() {
				if _, ok := v.Type().(*gpu.AsyncTokenType); ok {
					err = op.EmitError("async tokens are not supported by gpu-to-llvm: every GPU op runs in order on the runtime's stream; drop the async dependencies")
					return ir.Interrupt
				}
			}
			for _, r := range op.Results() {
				if _, ok := r.Type().(*gpu.AsyncTokenType); ok {
					err = op.EmitError("async tokens are not supported by gpu-to-llvm: every GPU op runs in order on the runtime's stream; use the synchronous form")
					return ir.Interrupt
				}
			}
		case memref.Load.Name, memref.Store.Name, affined.Load.Name, affined.Store.Name, memref.AtomicRMW.Name, memref.GenericAtomicRMW.Name:
			if !slices.ContainsFunc(op.Operands(), onDevice) {
				break // the stack's memory (memref.alloca), as host code reads a kernel's scalar result
			}
			err = op.EmitError("host code reads or writes a memref, which lives in device memory on this path (gpu-to-llvm): move it into a kernel")
			return ir.Interrupt
		case gpu.Launch.Name:
			err = op.EmitError("gpu.launch must be outlined first (gpu-kernel-outlining)")
			return ir.Interrupt
		}
		if op.Def() == gpu.LaunchFunc {
			if ref, ok := op.Attr("kernel").(*ir.SymbolRefAttr); ok && !binaries[ref.Root] {
				err = op.EmitError("kernel @%s is not in a gpu.binary: run gpu-module-to-binary (or strata-gpu-link-binary) first", ref.Root)
				return ir.Interrupt
			}
			launch, _ := gpu.AsLaunchFunc(op)
			for _, v := range launch.KernelOperands() {
				if _, ok := v.Type().(*ir.MemRefType); ok && !onDevice(v) {
					err = op.EmitError("a kernel cannot read the host's stack: kernel operand of type '%s' is a memref.alloca of host code", ir.TypeString(v.Type()))
					return ir.Interrupt
				}
			}
			if _, n := op.Def().OperandGroupRange(op, gpu.GroupClusterX); n > 0 {
				err = op.EmitError("cluster launches are not supported by gpu-to-llvm")
				return ir.Interrupt
			}
			if _, n := op.Def().OperandGroupRange(op, gpu.GroupKernelOperands+1); n > 0 {
				err = op.EmitError("launches with an async object are not supported by gpu-to-llvm")
				return ir.Interrupt
			}
		}
		return ir.Advance
	})
	return err
}

type binary struct {
	op *ir.Operation
	// image is what the driver loads: PTX text (JIT-compiled at the first
	// launch) or a cubin.
	image string
	// global names: the image and the module handle's slot.
	imageGlobal, moduleSlot string
}

type conv struct {
	o        tollvm.Options
	opts     Options
	module   *ir.Operation
	binaries map[string]*binary
	// kernels maps "binary::kernel" to its name string and function slot.
	kernels map[string][2]string
	names   map[string]bool
	// lastAlloca is the last op of the launch argument storage in each
	// function's entry block.
	lastAlloca map[*ir.Block]*ir.Operation
}

// checkBareLaunches rejects a launch that passes bare pointers (marked
// llvm.bareptr, or under use-bare-pointers-for-kernels) a memref that has
// no bare form: a dynamic shape, offset or stride.
func checkBareLaunches(module *ir.Operation, opts Options) error {
	var err error
	ir.WalkOps(module, func(op *ir.Operation) {
		if err != nil || op.Def() != gpu.LaunchFunc || !(opts.BareKernelPointers || op.HasAttr(functollvm.BarePtrAttr)) {
			return
		}
		for i, v := range gpu.KernelOperands(op) {
			if mt, ok := v.Type().(*ir.MemRefType); ok && !tollvm.CanBeBare(mt) {
				err = op.EmitError("kernel operand %d of type %s cannot be passed as a bare pointer (it needs a static shape and strides and offset 0)", i, ir.TypeString(mt))
				return
			}
		}
	})
	return err
}

// collectBinaries finds each gpu.binary's PTX.
func (c *conv) collectBinaries() error {
	c.kernels = map[string][2]string{}
	c.names = map[string]bool{}
	for o := c.module.Region(0).Front().First(); o != nil; o = o.Next() {
		c.names[ir.SymbolName(o)] = true
	}
	for o := c.module.Region(0).Front().First(); o != nil; o = o.Next() {
		if o.Def() != gpu.Binary {
			continue
		}
		name := ir.SymbolName(o)
		objs, _ := o.Attr("objects").(*ir.ArrayAttr)
		var image, prefix string
		if objs != nil {
			for _, a := range objs.Elems {
				obj, ok := a.(*gpu.ObjectAttr)
				if !ok {
					continue
				}
				if _, ok := obj.Target.(*nvvm.TargetAttr); !ok {
					continue
				}
				if obj.Format == "assembly" || obj.Format == "isa" {
					image, prefix = obj.Object, "__strata_ptx_"
					break
				}
				if obj.Format == "bin" {
					image, prefix = obj.Object, "__strata_cubin_"
					break
				}
			}
		}
		if prefix == "" {
			return o.EmitError("gpu-to-llvm needs an #nvvm.target object as PTX (format assembly) or a cubin (format bin) in gpu.binary @%s", name)
		}
		c.binaries[name] = &binary{op: o, image: image, imageGlobal: c.fresh(prefix + name), moduleSlot: c.fresh("__strata_module_" + name)}
	}
	return nil
}

// fresh returns name, or name with a suffix when the module already has
// a symbol of that name.
func (c *conv) fresh(name string) string {
	n := name
	for i := 0; c.names[n]; i++ {
		n = fmt.Sprintf("%s_%d", name, i)
	}
	c.names[n] = true
	return n
}

func (c *conv) b(rw *rewrite.ConversionRewriter) tollvm.B { return tollvm.NewB(rw.Rewriter, c.o) }

// global adds, at the module's start, an internal llvm.mlir.global of
// type t with initial value v (a string is NUL-terminated).
func (c *conv) global(rw *rewrite.ConversionRewriter, name string, t ir.Type, v ir.Attribute, constant bool) {
	ctx := rw.Ctx
	st := &ir.OperationState{Name: ctx.NameOf(llvm.Global), Loc: c.module.Loc(), NumRegions: 1}
	st.AddAttr("sym_name", ctx.StringAttr(name))
	st.AddAttr("global_type", ctx.TypeAttr(t))
	st.AddAttr("linkage", llvm.Linkage(ctx, "internal"))
	if constant {
		st.AddAttr("constant", ctx.UnitAttr())
	}
	st.AddAttr("value", v)
	st.AddAttr("addr_space", ctx.IntegerAttr(ctx.I(32), 0))
	ip := rw.Save()
	rw.SetInsertionPointToStart(c.module.Region(0).Front())
	rw.Create(st)
	rw.Restore(ip)
}

func (c *conv) stringGlobal(rw *rewrite.ConversionRewriter, name, s string) {
	s += "\x00"
	c.global(rw, name, llvm.Array(rw.Ctx, rw.Ctx.I(8), int64(len(s))), rw.Ctx.StringAttr(s), true)
}

func (c *conv) slotGlobal(rw *rewrite.ConversionRewriter, name string) {
	c.global(rw, name, rw.Ctx.I(64), rw.Ctx.IntegerAttr(rw.Ctx.I(64), 0), false)
}

func (c *conv) addr(b tollvm.B, name string) *ir.Value {
	return b.V(llvm.AddressOf.Name, nil, b.Ptr(0), tollvm.Attr("global_name", b.Ctx.SymbolRefAttr(name)))
}

// declare declares the runtime function name with the given signature.
func (c *conv) declare(rw *rewrite.ConversionRewriter, name string, res ir.Type, params ...ir.Type) {
	if res == nil {
		res = llvm.Void(rw.Ctx)
	}
	tollvm.LookupOrDeclareFunc(rw.Rewriter, c.module, name, llvm.Func(rw.Ctx, res, params, false))
}

func (c *conv) call(rw *rewrite.ConversionRewriter, name string, res ir.Type, args ...*ir.Value) *ir.Value {
	ts := make([]ir.Type, len(args))
	for i, a := range args {
		ts[i] = a.Type()
	}
	c.declare(rw, name, res, ts...)
	op := c.b(rw).Call(name, args, res)
	if res == nil {
		return nil
	}
	return op.Result(0)
}

func (c *conv) null(b tollvm.B) *ir.Value { return b.V(llvm.Zero.Name, nil, b.Ptr(0)) }

// kernel returns the function handle of @bin::@name through
// strataLoadKernel (declaring the globals at the first use).
func (c *conv) kernel(rw *rewrite.ConversionRewriter, op *ir.Operation, ref *ir.SymbolRefAttr) *ir.Value {
	bin := c.binaries[ref.Root]
	if bin == nil || len(ref.Nested) != 1 {
		return nil
	}
	kname := ref.Nested[0]
	key := ref.Root + "::" + kname
	g, ok := c.kernels[key]
	if !ok {
		if len(c.kernels) == 0 || !c.hasGlobal(bin.imageGlobal) {
			c.stringGlobal(rw, bin.imageGlobal, bin.image)
			c.slotGlobal(rw, bin.moduleSlot)
		}
		g = [2]string{c.fresh("__strata_kname_" + ref.Root + "_" + kname), c.fresh("__strata_function_" + ref.Root + "_" + kname)}
		c.stringGlobal(rw, g[0], kname)
		c.slotGlobal(rw, g[1])
		c.kernels[key] = g
	}
	b := c.b(rw)
	return c.call(rw, "strataLoadKernel", b.Ptr(0), c.addr(b, g[1]), c.addr(b, bin.moduleSlot), c.addr(b, bin.imageGlobal), c.addr(b, g[0]))
}

func (c *conv) hasGlobal(name string) bool {
	for o := c.module.Region(0).Front().First(); o != nil; o = o.Next() {
		if o.Name() == llvm.Global.Name && ir.SymbolName(o) == name {
			return true
		}
	}
	return false
}

// entryBlock is the entry block of the function holding op.
func entryBlock(op *ir.Operation) *ir.Block {
	for o := op; o != nil; o = o.ParentOp() {
		if p := o.ParentOp(); p != nil && (p.Def() == fn.Func || p.Def() == llvm.FuncOp) {
			return p.Region(0).Front()
		}
	}
	return nil
}

// launch %bin::%k blocks in (gx, gy, gz) threads in (bx, by, bz) args(a...) ->
//
//	%f = strataLoadKernel(&fnslot, &modslot, &ptx, "k")
//	%s = alloca struct{fields of a...}; %p = alloca [n x ptr]
//	store field i to %s[i]; store &%s[i] to %p[i]
//	mgpuLaunchKernel(%f, gx, gy, gz, bx, by, bz, smem, null stream, %p, null, n)
func (c *conv) launch(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	ctx := rw.Ctx
	ref, ok := op.Attr("kernel").(*ir.SymbolRefAttr)
	if !ok {
		return false
	}
	if c.binaries[ref.Root] == nil {
		return false
	}
	def := op.Def()
	group := func(g int) []*ir.Value {
		s, n := def.OperandGroupRange(op, g)
		return operands[s : s+n]
	}
	b := c.b(rw)
	// The kernel's arguments, expanded: a memref as its descriptor's
	// fields, or as its aligned pointer alone to a kernel that takes bare
	// pointers (llvm.bareptr, copied from the kernel when it was linked).
	bare := c.opts.BareKernelPointers || op.HasAttr(functollvm.BarePtrAttr)
	var fields []*ir.Value
	ks, kn := def.OperandGroupRange(op, gpu.GroupKernelOperands)
	for i := ks; i < ks+kn; i++ {
		v := operands[i]
		if mt, ok := op.Operand(i).Type().(*ir.MemRefType); ok {
			if _, ok := v.Type().(*llvm.StructType); !ok {
				return false
			}
			if bare {
				if !tollvm.CanBeBare(mt) {
					return false
				}
				fields = append(fields, b.Extract(v, 1))
				continue
			}
			fields = append(fields, b.Unpack(v)...)
			continue
		}
		if !llvm.IsCompatibleType(v.Type()) {
			return false
		}
		fields = append(fields, v)
	}
	entry := entryBlock(op)
	if entry == nil {
		return false
	}
	fn := c.kernel(rw, op, ref)
	if fn == nil {
		return false
	}
	n := len(fields)
	ts := make([]ir.Type, n)
	for i, f := range fields {
		ts[i] = f.Type()
	}
	// The argument storage is allocated once, in the entry block, after
	// that of the launches before.
	ip := rw.Save()
	if last := c.lastAlloca[entry]; last != nil {
		rw.SetInsertionPointAfter(last)
	} else {
		rw.SetInsertionPointToStart(entry)
	}
	one := b.IntConst(ctx.I(64), 1)
	st := llvm.LiteralStruct(ctx, ts, false)
	var sp *ir.Value
	if n > 0 {
		sp = b.V(llvm.Alloca.Name, []*ir.Value{one}, b.Ptr(0), tollvm.Attr("elem_type", ctx.TypeAttr(st)))
	}
	pa := b.V(llvm.Alloca.Name, []*ir.Value{one}, b.Ptr(0), tollvm.Attr("elem_type", ctx.TypeAttr(llvm.Array(ctx, b.Ptr(0), int64(max(n, 1))))))
	c.lastAlloca[entry] = pa.DefiningOp()
	rw.Restore(ip)
	for i, f := range fields {
		fp := b.GEP(0, b.Ptr(0), sp, st, 0, i)
		rw.CreateOp(llvm.Store.Name, []*ir.Value{f, fp}, nil)
		pp := b.GEP(0, b.Ptr(0), pa, llvm.Array(ctx, b.Ptr(0), int64(n)), 0, i)
		rw.CreateOp(llvm.Store.Name, []*ir.Value{fp, pp}, nil)
	}
	smem := b.IntConst(ctx.I(32), 0)
	if sh := group(gpu.GroupDynamicShared); len(sh) == 1 {
		smem = sh[0]
	}
	args := []*ir.Value{fn}
	for g := gpu.GroupGridX; g <= gpu.GroupBlockZ; g++ {
		args = append(args, group(g)[0])
	}
	args = append(args, smem, c.null(b), pa, c.null(b), b.IntConst(ctx.I(64), int64(n)))
	c.call(rw, "mgpuLaunchKernel", nil, args...)
	rw.EraseOp(op)
	return true
}

// onDevice reports whether v is a memref in device memory: every memref
// of the host code but a memref.alloca, which is on the host's stack
// (where strata-parallel-loops-to-gpu has host code load a scalar a
// kernel computed).
func onDevice(v *ir.Value) bool {
	if _, ok := v.Type().(*ir.MemRefType); !ok {
		return false
	}
	d := v.DefiningOp()
	return d == nil || d.Def() != memref.Alloca
}

// elemBytes is the size of one element of t in device memory.
func elemBytes(t *ir.MemRefType) int64 {
	switch e := t.Elem.(type) {
	case *ir.IndexType:
		return 8
	default:
		return int64(ir.ElemBytes(e))
	}
}

// shape returns the sizes and row-major strides of t (dyn: the dynamic
// sizes, in order) and the element count.
func (c *conv) shape(b tollvm.B, t *ir.MemRefType, dyn []*ir.Value) (sizes, strides []*ir.Value, count *ir.Value) {
	sizes = make([]*ir.Value, len(t.Dims))
	k := 0
	for i, d := range t.Dims {
		if d == ir.ShapedDynamic {
			sizes[i] = dyn[k]
			k++
		} else {
			sizes[i] = b.IndexConst(d)
		}
	}
	strides = make([]*ir.Value, len(t.Dims))
	run := b.IndexConst(1)
	for i := len(t.Dims) - 1; i >= 0; i-- {
		strides[i] = run
		if i > 0 {
			run = b.Bin(llvm.Mul.Name, run, sizes[i], 0)
		}
	}
	count = b.IndexConst(1)
	if len(t.Dims) > 0 {
		count = b.Bin(llvm.Mul.Name, strides[0], sizes[0], 0)
	}
	return sizes, strides, count
}

// alloc -> mgpuMemAlloc(count * sizeof(T), null stream, hostShared) in a
// fresh descriptor (aligned == allocated: the driver aligns to 256 bytes)
func (c *conv) alloc(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	ctx := rw.Ctx
	t, ok := op.Result(0).Type().(*ir.MemRefType)
	if !ok || t.Layout != nil || elemBytes(t) == 0 {
		return false
	}
	dt := tollvm.DescriptorType(ctx, c.o, t)
	if dt == nil {
		return false
	}
	dyn := operands
	if op.Def() == gpu.Alloc {
		s, n := op.Def().OperandGroupRange(op, 1)
		dyn = operands[s : s+n]
	}
	b := c.b(rw)
	sizes, strides, count := c.shape(b, t, dyn)
	bytes := b.Bin(llvm.Mul.Name, count, b.IndexConst(elemBytes(t)), 0)
	shared := int64(0)
	if op.HasAttr("hostShared") {
		shared = 1
	}
	p := c.call(rw, "mgpuMemAlloc", b.Ptr(0), bytes, c.null(b), b.IntConst(ctx.I(8), shared))
	rw.ReplaceOp(op, []*ir.Value{b.Pack(dt, p, p, b.IndexConst(0), sizes, strides)})
	return true
}

// dealloc %m -> mgpuMemFree(allocated(%m), null stream)
func (c *conv) dealloc(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	v := operands[len(operands)-1]
	if _, ok := v.Type().(*llvm.StructType); !ok {
		return false
	}
	b := c.b(rw)
	c.call(rw, "mgpuMemFree", nil, tollvm.Desc{B: b, V: v}.Allocated(), c.null(b))
	rw.EraseOp(op)
	return true
}

// start returns the address of the first element of a descriptor.
func (c *conv) start(b tollvm.B, t *ir.MemRefType, desc *ir.Value) *ir.Value {
	d := tollvm.Desc{B: b, V: desc}
	return b.GEP(0, b.Ptr(0), d.Aligned(), tollvm.ElementType(b.Ctx, c.o, t), d.Offset())
}

func contiguous(t *ir.MemRefType) bool {
	if t.Layout == nil {
		return true
	}
	strides, _, ok := memref.StridesAndOffset(t)
	if !ok {
		return false
	}
	want := memref.CanonicalStrides(t.Dims)
	for i := range strides {
		if strides[i] != want[i] || strides[i] == ir.ShapedDynamic {
			return false
		}
	}
	return true
}

// numElements is the product of a descriptor's sizes.
func numElements(b tollvm.B, t *ir.MemRefType, desc *ir.Value) *ir.Value {
	d := tollvm.Desc{B: b, V: desc}
	n := b.IndexConst(1)
	for i := range t.Dims {
		n = b.Bin(llvm.Mul.Name, n, d.Size(i), 0)
	}
	return n
}

// gpu.memcpy %dst, %src / memref.copy %src, %dst (both contiguous) ->
// mgpuMemcpy(start(dst), start(src), n * sizeof(T), null stream)
func (c *conv) memcpy(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	n := len(operands)
	dst, src := operands[n-2], operands[n-1]
	dt, st := op.Operand(op.NumOperands()-2).Type().(*ir.MemRefType), op.Operand(op.NumOperands()-1).Type().(*ir.MemRefType)
	if op.Name() == memref.Copy.Name {
		dst, src = src, dst
		dt, st = st, dt
	}
	if !contiguous(dt) || !contiguous(st) {
		return false
	}
	b := c.b(rw)
	bytes := b.Bin(llvm.Mul.Name, numElements(b, st, src), b.IndexConst(elemBytes(st)), 0)
	c.call(rw, "mgpuMemcpy", nil, c.start(b, dt, dst), c.start(b, st, src), bytes, c.null(b))
	rw.EraseOp(op)
	return true
}

// gpu.memset %dst, %v -> mgpuMemset32(start(dst), bitcast v, n, null stream)
// (mgpuMemset16 for 16-bit elements)
func (c *conv) memset(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	ctx := rw.Ctx
	n := len(operands)
	dst, v := operands[n-2], operands[n-1]
	t := op.Operand(op.NumOperands() - 2).Type().(*ir.MemRefType)
	if !contiguous(t) {
		return false
	}
	var fn string
	var it ir.Type
	switch elemBytes(t) {
	case 4:
		fn, it = "mgpuMemset32", ctx.I(32)
	case 2:
		fn, it = "mgpuMemset16", ctx.I(16)
	default:
		return false
	}
	b := c.b(rw)
	if _, ok := v.Type().(*ir.FloatType); ok {
		v = b.V(llvm.Bitcast.Name, []*ir.Value{v}, it)
	}
	c.call(rw, fn, nil, c.start(b, t, dst), v, numElements(b, t, dst), c.null(b))
	rw.EraseOp(op)
	return true
}

// gpu.wait -> mgpuStreamSynchronize(null stream)
func (c *conv) wait(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	c.call(rw, "mgpuStreamSynchronize", nil, c.null(c.b(rw)))
	rw.EraseOp(op)
	return true
}

// get_global @g -> descriptor {0xdeadbeef, strataGlobalToDevice(&slot, &g, bytes), 0, sizes, strides}
// (the host global is converted by finalize-memref-to-llvm's patterns)
func (c *conv) getGlobal(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	ctx := rw.Ctx
	t, ok := op.Result(0).Type().(*ir.MemRefType)
	if !ok || t.Layout != nil || elemBytes(t) == 0 {
		return false
	}
	ref, _ := op.Attr("name").(*ir.SymbolRefAttr)
	dt := tollvm.DescriptorType(ctx, c.o, t)
	if ref == nil || dt == nil {
		return false
	}
	count := int64(1)
	for _, d := range t.Dims {
		count *= d
	}
	slot := "__strata_device_" + ref.Root
	if !c.hasGlobal(slot) {
		c.names[slot] = true
		c.slotGlobal(rw, slot)
	}
	b := c.b(rw)
	p := c.call(rw, "strataGlobalToDevice", b.Ptr(0), c.addr(b, slot), c.addr(b, ref.Root), b.IndexConst(count*elemBytes(t)))
	dead := b.V(llvm.IntToPtr.Name, []*ir.Value{b.IndexConst(3735928559)}, b.Ptr(0))
	sizes, strides, _ := c.shape(b, t, nil)
	rw.ReplaceOp(op, []*ir.Value{b.Pack(dt, dead, p, b.IndexConst(0), sizes, strides)})
	return true
}

// entryStatus makes each `_mlir_ciface_` llvm.func that returns void
// return an i32 status: strataEntryBegin() first, strataEntryEnd() (which
// synchronizes) at each return.
func entryStatus(module *ir.Operation) {
	ctx := module.Context()
	rw := rewrite.NewRewriter(ctx)
	i32 := ctx.I(32)
	for o := module.Region(0).Front().First(); o != nil; o = o.Next() {
		if o.Name() != llvm.FuncOp.Name || o.Region(0).Empty() || len(ir.SymbolName(o)) <= len("_mlir_ciface_") ||
			ir.SymbolName(o)[:len("_mlir_ciface_")] != "_mlir_ciface_" {
			continue
		}
		ta, _ := o.Attr("function_type").(*ir.TypeAttr)
		ft, ok := ta.Type.(*llvm.FuncType)
		if !ok {
			continue
		}
		if _, void := ft.Result.(*llvm.VoidType); !void {
			continue
		}
		tollvm.LookupOrDeclareFunc(rw, module, "strataEntryBegin", llvm.Func(ctx, llvm.Void(ctx), nil, false))
		tollvm.LookupOrDeclareFunc(rw, module, "strataEntryEnd", llvm.Func(ctx, i32, nil, false))
		o.SetAttr("function_type", ctx.TypeAttr(llvm.Func(ctx, i32, ft.Params, ft.VarArg)))
		b := tollvm.NewB(rw, tollvm.Options{IndexBitwidth: 64})
		rw.SetInsertionPointToStart(o.Region(0).Front())
		b.Call("strataEntryBegin", nil, nil)
		var rets []*ir.Operation
		ir.Walk(o, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
			if op.Name() == llvm.Return.Name {
				rets = append(rets, op)
			}
			return ir.Advance
		})
		for _, r := range rets {
			rw.SetInsertionPoint(r)
			s := b.Call("strataEntryEnd", nil, i32).Result(0)
			rw.CreateOp(llvm.Return.Name, []*ir.Value{s}, nil)
			r.Erase()
		}
	}
}
