// Package gpu defines MLIR's gpu dialect: kernel containers and functions
// (gpu.module, gpu.func), launches (gpu.launch with an inline body,
// gpu.launch_func of an outlined kernel), the hardware ids, barriers,
// shuffles and reductions used inside kernels, and the host-side memory
// ops (alloc, dealloc, memcpy, memset) ordered by async tokens. Syntax,
// operand layout and verifier messages follow upstream MLIR.
package gpu

//go:generate go run ../internal/genaccessors -dialect gpu

import (
	"github.com/strata-compiler/strata/ir"
)

var (
	indexType = &ir.TypeConstraint{Summary: "index", Pred: func(t ir.Type) bool { _, ok := t.(*ir.IndexType); return ok }}
	tokenType = &ir.TypeConstraint{Summary: "async token type", Pred: IsAsyncToken}
	anyMemRef = &ir.TypeConstraint{Summary: "memref of any type values", Pred: func(t ir.Type) bool { _, ok := t.(*ir.MemRefType); return ok }}
	i32Type   = &ir.TypeConstraint{Summary: "32-bit signless integer", Pred: func(t ir.Type) bool {
		it, ok := t.(*ir.IntegerType)
		return ok && it.Width == 32 && it.Signedness == ir.Signless
	}}
	enumAttr = func(mnemonic string) *ir.AttrConstraint {
		return &ir.AttrConstraint{Summary: "gpu " + mnemonic + " attribute", Pred: func(a ir.Attribute) bool {
			e, ok := a.(*EnumAttr)
			return ok && e.Mnemonic == mnemonic
		}}
	}
	denseI32 = &ir.AttrConstraint{Summary: "i32 dense array attribute", Pred: func(a ir.Attribute) bool {
		d, ok := a.(*ir.DenseArrayAttr)
		if !ok {
			return false
		}
		it, isInt := d.Elem.(*ir.IntegerType)
		return isInt && it.Width == 32
	}}
	indexAttr = &ir.AttrConstraint{Summary: "index attribute", Pred: func(a ir.Attribute) bool {
		ia, ok := a.(*ir.IntegerAttr)
		if !ok {
			return false
		}
		_, isIndex := ia.Type.(*ir.IndexType)
		return isIndex
	}}
)

func tokens(name string) ir.ArgDef { return ir.ArgDef{Name: name, Type: tokenType, Arity: ir.Variadic} }
func optToken(name string) ir.ArgDef {
	return ir.ArgDef{Name: name, Type: tokenType, Arity: ir.Optional}
}
func index(name string) ir.ArgDef { return ir.ArgDef{Name: name, Type: indexType} }
func optIndex(name string) ir.ArgDef {
	return ir.ArgDef{Name: name, Type: indexType, Arity: ir.Optional}
}

// KernelAttr is the discardable unit attribute that marks a gpu.func (and,
// after convert-gpu-to-nvvm, an llvm.func) as a kernel entry point.
const KernelAttr = "gpu.kernel"

// KnownBlockSizeAttr and KnownGridSizeAttr are gpu.func's launch bounds,
// which gpu-kernel-outlining records from constant sizes.
const (
	KnownBlockSizeAttr = "known_block_size"
	KnownGridSizeAttr  = "known_grid_size"
)

// ContainerModuleAttr marks a module whose gpu.launch_func ops refer to
// outlined kernels in gpu.module ops.
const ContainerModuleAttr = "gpu.container_module"

// ---- containers and functions ----

// Module is gpu.module: a symbol table of kernels compiled for the
// targets listed (#nvvm.target<...>).
var Module = &ir.OpDef{
	Name:    "gpu.module",
	Summary: "A top level compilation unit containing code to be run on a GPU.",
	Attrs: []ir.AttrDef{
		{Name: "sym_name", Constraint: ir.SymbolNameAttr},
		{Name: "targets", Constraint: ir.ArrayAttrConstraint, Optional: true},
		{Name: "offloadingHandler", Constraint: ir.AnyAttr, Optional: true},
	},
	Regions: []ir.RegionDef{{Name: "bodyRegion", SizedOne: true}},
	Traits:  ir.IsolatedFromAbove | ir.SymbolTable | ir.Symbol | ir.NoTerminator | ir.SingleBlock,
	Parse:   parseModule,
	Print:   printModule,
}

// Func is gpu.func: a function of a gpu.module; with the gpu.kernel
// attribute it is a kernel that gpu.launch_func starts. Its entry block
// holds the arguments, then the workgroup attributions (memory shared by
// a block), then the private attributions (per thread).
var Func = &ir.OpDef{
	Name:    "gpu.func",
	Summary: "Function executable on a GPU",
	Attrs: []ir.AttrDef{
		{Name: "function_type", Constraint: ir.TypeAttrOf(ir.FunctionTypeConstraint)},
		{Name: "arg_attrs", Constraint: ir.DictArrayAttr, Optional: true},
		{Name: "res_attrs", Constraint: ir.DictArrayAttr, Optional: true},
		{Name: "workgroup_attrib_attrs", Constraint: ir.DictArrayAttr, Optional: true},
		{Name: "private_attrib_attrs", Constraint: ir.DictArrayAttr, Optional: true},
		// The launch bounds gpu-kernel-outlining records from constant
		// sizes; properties, as upstream's.
		{Name: KnownBlockSizeAttr, Constraint: denseI32, Optional: true},
		{Name: KnownGridSizeAttr, Constraint: denseI32, Optional: true},
		{Name: "known_cluster_size", Constraint: denseI32, Optional: true},
	},
	Regions:   []ir.RegionDef{{Name: "body"}},
	Traits:    ir.IsolatedFromAbove | ir.Symbol | ir.AutomaticAllocationScope | ir.AffineScope | ir.RecursiveMemoryEffects,
	ParentOps: []string{Module.Name},
	Parse:     parseFunc,
	Print:     printFunc,
	Verify:    verifyFunc,
}

// Return is gpu.return: returns from a gpu.func.
var Return = &ir.OpDef{
	Name:      "gpu.return",
	Summary:   "Terminator for GPU functions.",
	Operands:  []ir.ArgDef{{Name: "operands", Type: ir.AnyType, Arity: ir.Variadic}},
	Traits:    ir.Pure | ir.Terminator | ir.ReturnLike,
	ParentOps: []string{Func.Name},
	Format:    "attr-dict ($operands^ `:` type($operands))?",
	Verify:    verifyReturn,
}

// Terminator is gpu.terminator: ends the body of gpu.launch. Its parent
// list is set in init: gpu.launch's verifier looks for a Terminator, so
// naming Launch here would make the package's initialization cyclic.
var Terminator = &ir.OpDef{
	Name:    "gpu.terminator",
	Summary: "Terminator for GPU launch regions.",
	Traits:  ir.Pure | ir.Terminator | ir.ReturnLike,
	Format:  "attr-dict",
}

// Yield is gpu.yield: yields the combined value from the region of
// all_reduce (and other gpu region ops).
var Yield = &ir.OpDef{
	Name:     "gpu.yield",
	Summary:  "GPU yield operation",
	Operands: []ir.ArgDef{{Name: "values", Type: ir.AnyType, Arity: ir.Variadic}},
	Traits:   ir.Pure | ir.Terminator | ir.ReturnLike,
	Format:   "attr-dict ($values^ `:` type($values))?",
}

// ---- launches ----

// Launch is gpu.launch: runs its body once per thread of a grid of
// blocks. The body's arguments are the block ids, thread ids, grid sizes
// and block sizes (x, y, z each; with clusters, their ids and sizes
// follow), then the workgroup and private attributions.
var Launch = &ir.OpDef{
	Name:    "gpu.launch",
	Summary: "GPU kernel launch operation",
	Operands: []ir.ArgDef{
		tokens("asyncDependencies"),
		index("gridSizeX"), index("gridSizeY"), index("gridSizeZ"),
		index("blockSizeX"), index("blockSizeY"), index("blockSizeZ"),
		optIndex("clusterSizeX"), optIndex("clusterSizeY"), optIndex("clusterSizeZ"),
		{Name: "dynamicSharedMemorySize", Type: i32Type, Arity: ir.Optional},
	},
	Results: []ir.ArgDef{optToken("asyncToken")},
	Attrs: []ir.AttrDef{
		{Name: "module", Constraint: ir.FlatSymbolRefAttr, Optional: true},
		{Name: "function", Constraint: ir.FlatSymbolRefAttr, Optional: true},
	},
	Regions: []ir.RegionDef{{Name: "body"}},
	Traits:  ir.AttrSizedOperandSegments | ir.AutomaticAllocationScope | ir.RecursiveMemoryEffects,
	Parse:   parseLaunch,
	Print:   printLaunch,
	Verify:  verifyLaunch,
}

// LaunchFunc is gpu.launch_func: launches an outlined kernel
// (@module::@kernel) on a grid with the given arguments.
var LaunchFunc = &ir.OpDef{
	Name:    "gpu.launch_func",
	Summary: "Launches a function as a GPU kernel",
	Operands: []ir.ArgDef{
		tokens("asyncDependencies"),
		index("gridSizeX"), index("gridSizeY"), index("gridSizeZ"),
		index("blockSizeX"), index("blockSizeY"), index("blockSizeZ"),
		optIndex("clusterSizeX"), optIndex("clusterSizeY"), optIndex("clusterSizeZ"),
		{Name: "dynamicSharedMemorySize", Type: i32Type, Arity: ir.Optional},
		{Name: "kernelOperands", Type: ir.AnyType, Arity: ir.Variadic},
		{Name: "asyncObject", Type: ir.AnyType, Arity: ir.Optional},
	},
	Results: []ir.ArgDef{optToken("asyncToken")},
	Attrs:   []ir.AttrDef{{Name: "kernel", Constraint: ir.SymbolRefAttrConstraint}},
	Traits:  ir.AttrSizedOperandSegments,
	Parse:   parseLaunchFunc,
	Print:   printLaunchFunc,
	Verify:  verifyLaunchFunc,
}

// LaunchFunc operand groups (the order of operandSegmentSizes).
const (
	GroupAsyncDeps = iota
	GroupGridX
	GroupGridY
	GroupGridZ
	GroupBlockX
	GroupBlockY
	GroupBlockZ
	GroupClusterX
	GroupClusterY
	GroupClusterZ
	GroupDynamicShared
	GroupKernelOperands
)

// ---- hardware ids ----

// idOp declares an op that reads one dimension of a hardware id or size.
func idOp(name, summary string) *ir.OpDef {
	return &ir.OpDef{
		Name:    "gpu." + name,
		Summary: summary,
		Results: []ir.ArgDef{{Name: "result", Type: indexType}},
		Attrs: []ir.AttrDef{
			{Name: "dimension", Constraint: enumAttr("dim")},
			{Name: "upper_bound", Constraint: indexAttr, Optional: true},
		},
		Traits: ir.Pure,
		Parse:  parseIDOp,
		Print:  printIDOp,
		AsmResultNames: func(op *ir.Operation, set func(*ir.Value, string)) {
			if d := DimIndex(op); d >= 0 {
				set(op.Result(0), name+"_"+"xyz"[d:d+1])
			}
		},
	}
}

// The per-dimension ids: thread within a block, block within the grid,
// and the sizes of both.
var (
	ThreadID       = idOp("thread_id", "Returns the thread id, i.e. the index of the current thread within the block along the x, y, or z `dimension`.")
	BlockID        = idOp("block_id", "Returns the block id, i.e. the index of the current block within the grid along the x, y, or z `dimension`.")
	BlockDim       = idOp("block_dim", "Returns the number of threads in the thread block (aka the block size) along the x, y, or z `dimension`.")
	GridDim        = idOp("grid_dim", "Returns the number of thread blocks in the grid along the x, y, or z `dimension`.")
	GlobalID       = idOp("global_id", "Returns the unique global workitem/thread id, i.e., the unique index of the current workitem/thread within all workgroups / grid along the x, y, or z `dimension`.")
	ClusterID      = idOp("cluster_id", "Returns the cluster id, i.e. the index of the current cluster within the grid along the x, y, or z `dimension`.")
	ClusterDim     = idOp("cluster_dim", "Returns the number of cluster identifiers per grid along the x, y, or z `dimension`.")
	ClusterBlockID = idOp("cluster_block_id", "Returns the block id within the cluster along the x, y, or z `dimension`.")
)

// scalarIDOp declares an id without a dimension (lane, subgroup); typed
// ones spell their result type (`gpu.subgroup_id : index`).
func scalarIDOp(name, summary string, typed bool) *ir.OpDef {
	parse, print := parseScalarIDOp, printScalarIDOp
	if typed {
		parse, print = parseTypedIDOp, printTypedIDOp
	}
	return &ir.OpDef{
		Name:    "gpu." + name,
		Summary: summary,
		Results: []ir.ArgDef{{Name: "result", Type: indexType}},
		Attrs:   []ir.AttrDef{{Name: "upper_bound", Constraint: indexAttr, Optional: true}},
		Traits:  ir.Pure,
		Parse:   parse,
		Print:   print,
	}
}

// The ids of a thread within its subgroup (warp) and of the subgroup.
var (
	LaneID       = scalarIDOp("lane_id", "Returns the id of the lane within the subgroup (warp/wave).", false)
	SubgroupID   = scalarIDOp("subgroup_id", "Returns the subgroup id, i.e., the index of the current subgroup within the workgroup.", true)
	NumSubgroups = scalarIDOp("num_subgroups", "Returns the number of subgroups within a workgroup.", true)
	SubgroupSize = scalarIDOp("subgroup_size", "Returns the number of threads within a subgroup.", true)
)

// ---- synchronization and collectives ----

// Barrier is gpu.barrier: every thread of the block waits here until all
// have arrived; workgroup memory written before it is visible after it.
var Barrier = &ir.OpDef{
	Name:    "gpu.barrier",
	Summary: "Synchronizes all work items of a workgroup.",
	Format:  "attr-dict",
}

// Shuffle is gpu.shuffle: exchanges a value between the lanes of a
// subgroup; the second result says whether the source lane was in range.
var Shuffle = &ir.OpDef{
	Name:    "gpu.shuffle",
	Summary: "Shuffles values within a subgroup.",
	Operands: []ir.ArgDef{
		{Name: "value", Type: ir.AnyType}, {Name: "offset", Type: i32Type}, {Name: "width", Type: i32Type},
	},
	Results: []ir.ArgDef{{Name: "shuffleResult", Type: ir.AnyType}, {Name: "valid", Type: ir.I1}},
	Attrs:   []ir.AttrDef{{Name: "mode", Constraint: enumAttr("shuffle_mode")}},
	Traits:  ir.Pure,
	Parse:   parseShuffle,
	Print:   printShuffle,
	AsmResultNames: func(op *ir.Operation, set func(*ir.Value, string)) {
		set(op.Result(0), "shuffleResult")
		set(op.Result(1), "valid")
	},
	Verify: verifyShuffle,
}

// AllReduce is gpu.all_reduce: reduces a value over every thread of the
// block, with a named operation or the region (which yields the
// combination of its two arguments).
var AllReduce = &ir.OpDef{
	Name:     "gpu.all_reduce",
	Summary:  "Reduce values among workgroup.",
	Operands: []ir.ArgDef{{Name: "value", Type: ir.AnyType}},
	Results:  []ir.ArgDef{{Name: "result", Type: ir.AnyType}},
	Attrs: []ir.AttrDef{
		{Name: "op", Constraint: enumAttr("all_reduce_op"), Optional: true},
		{Name: "uniform", Constraint: ir.UnitAttrConstraint, Optional: true},
	},
	Regions: []ir.RegionDef{{Name: "body"}},
	Traits:  ir.SameOperandsAndResultType,
	Parse:   parseAllReduce,
	Print:   printAllReduce,
	Verify:  verifyAllReduce,
}

// SubgroupReduce is gpu.subgroup_reduce: reduces a value over the lanes
// of a subgroup (or of clusters of cluster_size lanes).
var SubgroupReduce = &ir.OpDef{
	Name:     "gpu.subgroup_reduce",
	Summary:  "Reduce values among subgroup.",
	Operands: []ir.ArgDef{{Name: "value", Type: ir.AnyType}},
	Results:  []ir.ArgDef{{Name: "result", Type: ir.AnyType}},
	Attrs: []ir.AttrDef{
		{Name: "op", Constraint: enumAttr("all_reduce_op")},
		{Name: "uniform", Constraint: ir.UnitAttrConstraint, Optional: true},
		{Name: "cluster_size", Constraint: ir.IntAttrOfWidth(32), Optional: true},
		{Name: "cluster_stride", Constraint: ir.IntAttrOfWidth(32), DefaultFn: func(ctx *ir.Context) ir.Attribute {
			return ctx.IntegerAttr(ctx.I(32), 1)
		}},
	},
	Traits: ir.SameOperandsAndResultType,
	Parse:  parseSubgroupReduce,
	Print:  printSubgroupReduce,
	Verify: verifySubgroupReduce,
}

// Printf is gpu.printf: prints from a kernel with a printf format.
var Printf = &ir.OpDef{
	Name:     "gpu.printf",
	Summary:  "Device-side printf, as in CUDA or OpenCL, for debugging",
	Operands: []ir.ArgDef{{Name: "args", Type: ir.AnyType, Arity: ir.Variadic}},
	Attrs:    []ir.AttrDef{{Name: "format", Constraint: ir.StrAttr}},
	Format:   "$format attr-dict (`,` $args^ `:` type($args))?",
}

// ---- host-side memory ----

// Alloc is gpu.alloc: allocates device memory (host_shared: memory the
// host can read too).
var Alloc = &ir.OpDef{
	Name:    "gpu.alloc",
	Summary: "GPU memory allocation operation.",
	Operands: []ir.ArgDef{
		tokens("asyncDependencies"),
		{Name: "dynamicSizes", Type: indexType, Arity: ir.Variadic},
		{Name: "symbolOperands", Type: indexType, Arity: ir.Variadic},
	},
	Results: []ir.ArgDef{{Name: "memref", Type: anyMemRef}, optToken("asyncToken")},
	Attrs:   []ir.AttrDef{{Name: "hostShared", Constraint: ir.UnitAttrConstraint, Optional: true}},
	Traits:  ir.AttrSizedOperandSegments,
	Parse:   parseAlloc,
	Print:   printAlloc,
	AsmResultNames: func(op *ir.Operation, set func(*ir.Value, string)) {
		set(op.Result(0), "memref")
		if op.NumResults() > 1 {
			set(op.Result(1), "asyncToken")
		}
	},
	Verify: verifyAlloc,
}

// Dealloc is gpu.dealloc: frees memory from gpu.alloc.
var Dealloc = &ir.OpDef{
	Name:     "gpu.dealloc",
	Summary:  "GPU memory deallocation operation",
	Operands: []ir.ArgDef{tokens("asyncDependencies"), {Name: "memref", Type: anyMemRef}},
	Results:  []ir.ArgDef{optToken("asyncToken")},
	Parse:    parseAsyncOperands(1),
	Print:    printAsyncOperands(1),
}

// Memcpy is gpu.memcpy: copies between memrefs of the same shape and
// element type (host or device).
var Memcpy = &ir.OpDef{
	Name:     "gpu.memcpy",
	Summary:  "GPU memcpy operation",
	Operands: []ir.ArgDef{tokens("asyncDependencies"), {Name: "dst", Type: anyMemRef}, {Name: "src", Type: anyMemRef}},
	Results:  []ir.ArgDef{optToken("asyncToken")},
	Parse:    parseAsyncOperands(2),
	Print:    printAsyncOperands(2),
	Verify:   verifyMemcpy,
}

// Memset is gpu.memset: fills a memref with a value.
var Memset = &ir.OpDef{
	Name:     "gpu.memset",
	Summary:  "GPU memset operation",
	Operands: []ir.ArgDef{tokens("asyncDependencies"), {Name: "dst", Type: anyMemRef}, {Name: "value", Type: ir.AnyType}},
	Results:  []ir.ArgDef{optToken("asyncToken")},
	Parse:    parseAsyncOperands(2),
	Print:    printAsyncOperands(2),
	Verify:   verifyMemset,
}

// Wait is gpu.wait: waits for its dependencies (synchronously, or as a
// new token with `async`).
var Wait = &ir.OpDef{
	Name:     "gpu.wait",
	Summary:  "Wait for async gpu ops to complete.",
	Operands: []ir.ArgDef{tokens("asyncDependencies")},
	Results:  []ir.ArgDef{optToken("asyncToken")},
	Parse:    parseAsyncOperands(0),
	Print:    printAsyncOperands(0),
}

// Binary is gpu.binary: the compiled form of a gpu.module, one object per
// target (gpu-module-to-binary writes it).
var Binary = &ir.OpDef{
	Name:    "gpu.binary",
	Summary: "An Op for storing serialized GPU binary objects.",
	Attrs: []ir.AttrDef{
		{Name: "sym_name", Constraint: ir.SymbolNameAttr},
		{Name: "offloadingHandler", Constraint: ir.AnyAttr, Optional: true},
		{Name: "objects", Constraint: ir.ArrayAttrConstraint},
	},
	Traits: ir.Symbol,
	Parse:  parseBinary,
	Print:  printBinary,
}

// Ops lists the dialect's op definitions.
var Ops = []*ir.OpDef{Module, Func, Return, Terminator, Yield, Launch, LaunchFunc,
	ThreadID, BlockID, BlockDim, GridDim, GlobalID, ClusterID, ClusterDim, ClusterBlockID,
	LaneID, SubgroupID, NumSubgroups, SubgroupSize,
	Barrier, Shuffle, AllReduce, SubgroupReduce, Printf,
	Alloc, Dealloc, Memcpy, Memset, Wait, Binary}

// Register adds the gpu dialect (its type, attributes and ops) to ctx.
func Register(ctx *ir.Context) {
	ctx.RegisterDialect(&ir.Dialect{Name: "gpu", ParseType: parseType, ParseAttr: parseAttr})
	ctx.MustRegisterOps(Ops...)
	ctx.MustRegisterOps(MMAOps...)
}

func init() {
	Terminator.ParentOps = []string{Launch.Name}
}
