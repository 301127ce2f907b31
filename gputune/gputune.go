// Package gputune searches, one product shape at a time, the kernel
// choices of strata-linalg-promote-to-gpu (its tunings: register tiles,
// the SIMT kernel's occupancy, the tensor-core tiles and stages) and
// records the fastest in a strata.gpu_tunings table, which the pass reads
// from the module (linalggpu.TuningsAttr). A Timer runs each candidate;
// the one strata-tune uses times it on the GPU with strata-run.
package gputune

import (
	"fmt"
	"io"
	"strings"

	"github.com/strata-compiler/strata/dialects/builtin"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/linalggpu"
	"github.com/strata-compiler/strata/pipelines"
)

// Product is one shape of matrix product that a module's GPU pipeline
// maps to kernels.
type Product struct {
	// Key is linalggpu.ProductKey's name of the shape.
	Key string
	// Count is how many of the module's products have it.
	Count int
	// Module holds @main, whose arguments are the product's A, B and C
	// (contiguous buffers of their shapes) and whose body is the product
	// alone: what a candidate is timed on.
	Module *ir.Operation
	// M and N are C's rows and columns (ir.ShapedDynamic where dynamic),
	// Elem A's and B's element type: what the candidates depend on.
	M, N int64
	Elem ir.Type
}

// Config is a candidate's strata.gpu_config entries, in the pass's
// option names with underscores; an empty Config is the pass's defaults.
type Config []Entry

// Entry is one tuning and its value.
type Entry struct {
	Name  string
	Value int64
}

func (c Config) String() string {
	if len(c) == 0 {
		return "{}"
	}
	words := make([]string, len(c))
	for i, e := range c {
		words[i] = fmt.Sprintf("%s = %d", e.Name, e.Value)
	}
	return "{" + strings.Join(words, ", ") + "}"
}

// attr is c as a dictionary of i64s.
func (c Config) attr(ctx *ir.Context) *ir.DictionaryAttr {
	entries := make([]ir.NamedAttr, len(c))
	for i, e := range c {
		entries[i] = ir.NamedAttr{Name: e.Name, Value: ctx.IntegerAttr(ctx.I(64), e.Value)}
	}
	return ctx.DictionaryAttr(entries)
}

// bufferize is strata-linalg-to-gpu's text up to the products' mapping:
// what the pass meets.
func bufferize() string {
	text, _, found := strings.Cut(pipelines.LinalgToGPUPipeline, "func.func(strata-linalg-promote-to-gpu)")
	if !found {
		panic("gputune: strata-linalg-to-gpu has no strata-linalg-promote-to-gpu")
	}
	return "builtin.module(" + strings.TrimSuffix(text, ",") + ")"
}

// Products lowers a copy of top (linalg on tensors, as strata-compile
// --emit=linalg writes it) as strata-linalg-to-gpu does up to its
// products and returns one Product a key, in the order first met.
func Products(top *ir.Operation) ([]Product, error) {
	copied := top.Clone(ir.NewIRMapping())
	pm, err := pipelines.Registry().ParsePipeline(bufferize())
	if err != nil {
		return nil, err
	}
	if err := pm.Run(copied); err != nil {
		return nil, err
	}
	var products []Product
	index := map[string]int{}
	var failed error
	ir.WalkOps(copied, func(op *ir.Operation) {
		key, ok := linalggpu.ProductKey(op)
		if !ok || failed != nil {
			return
		}
		if i, seen := index[key]; seen {
			products[i].Count++
			return
		}
		module, err := alone(op)
		if err != nil {
			failed = err
			return
		}
		c := op.Operand(2).Type().(*ir.MemRefType).Dims
		index[key] = len(products)
		products = append(products, Product{Key: key, Count: 1, Module: module,
			M: c[len(c)-2], N: c[len(c)-1], Elem: op.Operand(0).Type().(*ir.MemRefType).Elem})
	})
	return products, failed
}

// alone returns a module whose @main runs a copy of op on arguments of
// its operands' shapes and element types, contiguous.
func alone(op *ir.Operation) (*ir.Operation, error) {
	ctx := op.Context()
	var types []ir.Type
	for _, v := range op.Operands() {
		mt, ok := v.Type().(*ir.MemRefType)
		if !ok {
			return nil, op.EmitError("a product's operand is not a memref")
		}
		types = append(types, ctx.MemRefType(mt.Dims, mt.Elem, nil, mt.MemorySpace))
	}
	module := builtin.NewModule(ctx, op.Loc())
	body := ir.NewBlock()
	region := ir.NewRegion()
	region.Append(body)
	mapping := ir.NewIRMapping()
	for i, v := range op.Operands() {
		mapping.Map(v, body.AddArgument(types[i], op.Loc()))
	}
	copied := op.Clone(mapping)
	copied.RemoveAttr(linalggpu.ConfigAttr)
	body.Append(copied)
	body.Append(ir.Create(&ir.OperationState{Name: ctx.NameOf(fn.Return), Loc: op.Loc()}))
	main := ir.Create(&ir.OperationState{Name: ctx.NameOf(fn.Func), Loc: op.Loc(), Attrs: []ir.NamedAttr{
		{Name: "sym_name", Value: ctx.StringAttr("main")},
		{Name: "function_type", Value: ctx.TypeAttr(ctx.FunctionType(types, nil))},
	}, Regions: []*ir.Region{region}})
	module.Region(0).Front().Append(main)
	return module, nil
}

// Candidates are the configurations tried for p, the defaults first:
// for a 16-bit product (on the tensor cores) the tile and the stages; for
// the others (SIMT) register tiles that leave each dim at least one tile
// of threads, and the defaults with ptxas's own choice of registers.
func Candidates(p Product) []Config {
	candidates := []Config{{}}
	if ft, ok := p.Elem.(*ir.FloatType); ok && (ft.Kind == ir.F16 || ft.Kind == ir.BF16) {
		for _, tile := range []int64{64, 128} {
			for _, stages := range []int64{1, 2} {
				candidates = append(candidates, Config{{"tensor_core_stages", stages}, {"tensor_core_tile", tile}})
			}
		}
		return candidates
	}
	const threads = 16 // the tile of threads along each dim
	fits := func(size, tile int64) bool { return size == ir.ShapedDynamic || size >= threads*tile }
	for _, tile := range [][2]int64{{2, 4}, {4, 2}, {4, 4}, {4, 8}, {8, 4}, {8, 8}} {
		if fits(p.M, tile[0]) && fits(p.N, tile[1]) {
			candidates = append(candidates, Config{{"register_tile_m", tile[0]}, {"register_tile_n", tile[1]}})
		}
	}
	return append(candidates, Config{{"simt_min_blocks", 1}})
}

// A Timer runs a product module (@main on buffers, the product carrying
// its candidate's strata.gpu_config) and returns its time in seconds.
type Timer interface {
	Time(module *ir.Operation) (float64, error)
}

// Result is one product's search: the defaults' time and the fastest
// candidate's.
type Result struct {
	Product           Product
	Default, BestTime float64
	Best              Config
}

// minGain is how much faster than the defaults a candidate must be to
// enter the table: less is within a run's spread.
const minGain = 0.03

// Search times every candidate of every product with timer, writing a
// line a candidate to log, and returns the results and the table of
// those whose best candidate beats the defaults by more than minGain (a
// candidate that fails is reported and skipped; a failing default skips
// the product). With a cache, a shape it holds is not timed again, and
// each shape timed is stored in it.
func Search(ctx *ir.Context, products []Product, timer Timer, cache *Cache, log io.Writer) ([]Result, *ir.DictionaryAttr, error) {
	var results []Result
	var table []ir.NamedAttr
	for _, p := range products {
		r, cached := Result{Product: p}, false
		if cache != nil {
			r, cached = cache.Lookup(p)
		}
		if cached {
			fmt.Fprintf(log, "%s\tcached: defaults %.4f ms, best %s %.4f ms\n", p.Key, r.Default*1e3, r.Best, r.BestTime*1e3)
		} else {
			r = timeCandidates(ctx, p, timer, log)
			if cache != nil && r.Default > 0 {
				if err := cache.Store(r); err != nil {
					return nil, nil, err
				}
			}
		}
		if r.Default == 0 {
			continue
		}
		results = append(results, r)
		if len(r.Best) > 0 && r.BestTime < (1-minGain)*r.Default {
			table = append(table, ir.NamedAttr{Name: p.Key, Value: r.Best.attr(ctx)})
		}
	}
	return results, ctx.DictionaryAttr(table), nil
}

// timeCandidates times p's candidates with timer, a line each to log; the result's
// Default is 0 when the defaults failed.
func timeCandidates(ctx *ir.Context, p Product, timer Timer, log io.Writer) Result {
	r := Result{Product: p}
	for i, c := range Candidates(p) {
		module := p.Module.Clone(ir.NewIRMapping())
		if len(c) > 0 {
			product(module).SetDiscardableAttr(linalggpu.ConfigAttr, c.attr(ctx))
		}
		seconds, err := timer.Time(module)
		if err != nil {
			fmt.Fprintf(log, "%s\t%s\tfailed: %v\n", p.Key, c, err)
			if i == 0 {
				break
			}
			continue
		}
		fmt.Fprintf(log, "%s\t%s\t%.4f ms\n", p.Key, c, seconds*1e3)
		if i == 0 {
			r.Default, r.BestTime = seconds, seconds
		} else if seconds < r.BestTime {
			r.BestTime, r.Best = seconds, c
		}
	}
	return r
}

// product is the one product of a module Products built.
func product(module *ir.Operation) *ir.Operation {
	var found *ir.Operation
	ir.WalkOps(module, func(op *ir.Operation) {
		if found == nil && linalggpu.Match(op) {
			found = op
		}
	})
	return found
}
