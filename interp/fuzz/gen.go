// Package fuzz generates well-typed random programs (arith, math, scf,
// tensor and linalg ops on static or dynamic shapes), runs them through a
// pass pipeline under the differential check, and reduces a miscompile
// to a small lit test. tools/strata-fuzz is its command line.
package fuzz

import (
	"fmt"
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/math"
	"math/rand"
	"strings"
)

// A program is a list of statements over numbered values: the function's
// arguments first, then one result per statement. Statements refer to
// operands by value number, so the reducer can drop a statement by
// pointing its users at another value of the same type.
type program struct {
	dynamic bool
	args    []string // types
	types   []string // type of every value (args first)
	stmts   []*stmt
	results []int
}

type stmt struct {
	// tmpl renders the statement; {R} is the result name, {0}, {1}...
	// the operands' names, {U} a suffix unique to the statement.
	tmpl     string
	operands []int
	result   int
}

// type names of a program.
func (p *program) t1() string {
	if p.dynamic {
		return "tensor<?xf32>"
	}
	return "tensor<4xf32>"
}

func (p *program) t2() string {
	if p.dynamic {
		return "tensor<?x?xf32>"
	}
	return "tensor<4x4xf32>"
}

const (
	tF32 = "f32"
	tI32 = "i32"
)

// generate builds a random program of about n statements.
func generate(rng *rand.Rand, n int, dynamic bool) *program {
	p := &program{dynamic: dynamic}
	for _, t := range []string{tF32, tF32, tI32, tI32, p.t1(), p.t1(), p.t2(), p.t2()} {
		p.args = append(p.args, t)
		p.types = append(p.types, t)
	}
	for len(p.stmts) < n {
		p.addRandom(rng)
	}
	// Return the last value of each type, and a few others.
	seen := map[string]bool{}
	for v := len(p.types) - 1; v >= len(p.args); v-- {
		if !seen[p.types[v]] {
			seen[p.types[v]] = true
			p.results = append(p.results, v)
		}
	}
	return p
}

func (p *program) pick(rng *rand.Rand, t string) int {
	var vs []int
	for v, vt := range p.types {
		if vt == t {
			vs = append(vs, v)
		}
	}
	// Prefer recent values, so programs form chains.
	if len(vs) > 3 && rng.Intn(3) > 0 {
		vs = vs[len(vs)-3:]
	}
	return vs[rng.Intn(len(vs))]
}

func (p *program) add(t, tmpl string, ops ...int) {
	p.stmts = append(p.stmts, &stmt{tmpl: tmpl, operands: ops, result: len(p.types)})
	p.types = append(p.types, t)
}

var (
	floatBins = []string{arith.AddF.Name, arith.SubF.Name, arith.MulF.Name, arith.MaximumF.Name, arith.MinimumF.Name}
	floatUns  = []string{math.Tanh.Name, math.Sin.Name, math.Cos.Name, math.AbsF.Name, arith.NegF.Name, math.Floor.Name, math.Ceil.Name}
	intBins   = []string{arith.AddI.Name, arith.SubI.Name, arith.MulI.Name, arith.AndI.Name, arith.OrI.Name, arith.XOrI.Name, arith.MaxSI.Name, arith.MinSI.Name}
	cmpfPreds = []string{"olt", "ogt", "oeq", "une", "ole", "uge"}
	cmpiPreds = []string{"slt", "sgt", "eq", "ne", "ule", "uge"}
)

func one(rng *rand.Rand, xs []string) string { return xs[rng.Intn(len(xs))] }

func (p *program) addRandom(rng *rand.Rand) {
	t1, t2 := p.t1(), p.t2()
	switch rng.Intn(20) {
	case 0, 1:
		p.add(tF32, fmt.Sprintf("{R} = %s {0}, {1} : f32", one(rng, floatBins)), p.pick(rng, tF32), p.pick(rng, tF32))
	case 2:
		p.add(tF32, fmt.Sprintf("{R} = %s {0} : f32", one(rng, floatUns)), p.pick(rng, tF32))
	case 3:
		p.add(tI32, fmt.Sprintf("{R} = %s {0}, {1} : i32", one(rng, intBins)), p.pick(rng, tI32), p.pick(rng, tI32))
	case 4:
		d := []int{1, 2, 3, 7, -3}[rng.Intn(5)]
		op := one(rng, []string{arith.DivSI.Name, arith.RemSI.Name, arith.FloorDivSI.Name, arith.CeilDivSI.Name, arith.ShLI.Name, arith.ShRSI.Name, arith.ShRUI.Name})
		if strings.HasPrefix(op, "arith.sh") {
			d = rng.Intn(31)
		}
		p.add(tI32, fmt.Sprintf("%%c{U} = arith.constant %d : i32\n    {R} = %s {0}, %%c{U} : i32", d, op), p.pick(rng, tI32))
	case 5:
		p.add(tF32, fmt.Sprintf("%%b{U} = arith.cmpf %s, {0}, {1} : f32\n    {R} = arith.select %%b{U}, {0}, {1} : f32", one(rng, cmpfPreds)), p.pick(rng, tF32), p.pick(rng, tF32))
	case 6:
		p.add(tI32, fmt.Sprintf("%%b{U} = arith.cmpi %s, {0}, {1} : i32\n    {R} = arith.select %%b{U}, {0}, {1} : i32", one(rng, cmpiPreds)), p.pick(rng, tI32), p.pick(rng, tI32))
	case 7:
		p.add(tF32, "{R} = arith.sitofp {0} : i32 to f32", p.pick(rng, tI32))
	case 8:
		tt := []string{t1, t2}[rng.Intn(2)]
		if rng.Intn(2) == 0 {
			p.add(tt, fmt.Sprintf("{R} = %s {0}, {1} : %s", one(rng, floatBins), tt), p.pick(rng, tt), p.pick(rng, tt))
		} else {
			p.add(tt, fmt.Sprintf("{R} = %s {0} : %s", one(rng, floatUns), tt), p.pick(rng, tt))
		}
	case 9:
		// linalg.generic: out = f(a, b) with a random scalar body.
		tt := []string{t1, t2}[rng.Intn(2)]
		rank := strings.Count(tt, "x")
		dims := []string{"d0", "d0, d1"}[rank-1]
		dd := []string{"(d0)", "(d0, d1)"}[rank-1]
		it := []string{`"parallel"`, `"parallel", "parallel"`}[rank-1]
		body := fmt.Sprintf("%%x{U} = %s %%a{U}, %%b{U} : f32\n      %%y{U} = %s %%x{U} : f32", one(rng, floatBins), one(rng, floatUns))
		p.add(tt, fmt.Sprintf(`{R} = linalg.generic {indexing_maps = [affine_map<%s -> (%s)>, affine_map<%s -> (%s)>, affine_map<%s -> (%s)>], iterator_types = [%s]} ins({0}, {1} : %s, %s) outs({2} : %s) {
    ^bb0(%%a{U}: f32, %%b{U}: f32, %%o{U}: f32):
      %s
      linalg.yield %%y{U} : f32
    } -> %s`, dd, dims, dd, dims, dd, dims, it, tt, tt, tt, body, tt), p.pick(rng, tt), p.pick(rng, tt), p.pick(rng, tt))
	case 10:
		// linalg.matmul into a filled accumulator.
		p.add(t2, `%z{U} = arith.constant 0.0 : f32
    {R}_f = linalg.fill ins(%z{U} : f32) outs({2} : `+t2+`) -> `+t2+`
    {R} = linalg.matmul ins({0}, {1} : `+t2+`, `+t2+`) outs({R}_f : `+t2+`) -> `+t2, p.pick(rng, t2), p.pick(rng, t2), p.pick(rng, t2))
	case 11:
		// A reduction to a scalar.
		p.add(tF32, `%z{U} = arith.constant 0.0 : f32
    %e{U} = tensor.empty() : tensor<f32>
    %f{U} = linalg.fill ins(%z{U} : f32) outs(%e{U} : tensor<f32>) -> tensor<f32>
    %r{U} = linalg.reduce { `+one(rng, []string{arith.AddF.Name, arith.MaximumF.Name, arith.MinimumF.Name})+` } ins({0} : `+t1+`) outs(%f{U} : tensor<f32>) dimensions = [0]
    {R} = tensor.extract %r{U}[] : tensor<f32>`, p.pick(rng, t1))
	case 12:
		// Extract an element.
		p.add(tF32, `%i{U} = arith.constant 1 : index
    {R} = tensor.extract {0}[%i{U}] : `+t1, p.pick(rng, t1))
	case 13:
		// Fill a tensor with a scalar.
		p.add(t1, "{R} = linalg.fill ins({0} : f32) outs({1} : "+t1+") -> "+t1, p.pick(rng, tF32), p.pick(rng, t1))
	case 14:
		// A counted loop carrying a scalar.
		n := rng.Intn(4)
		p.add(tF32, fmt.Sprintf(`%%l{U} = arith.constant 0 : index
    %%u{U} = arith.constant %d : index
    %%s{U} = arith.constant 1 : index
    {R} = scf.for %%iv{U} = %%l{U} to %%u{U} step %%s{U} iter_args(%%acc{U} = {0}) -> (f32) {
      %%t{U} = %s %%acc{U}, {1} : f32
      %%w{U} = math.tanh %%t{U} : f32
      scf.yield %%w{U} : f32
    }`, n, one(rng, floatBins)), p.pick(rng, tF32), p.pick(rng, tF32))
	case 15:
		// scf.if on a comparison.
		p.add(tF32, fmt.Sprintf(`%%b{U} = arith.cmpf %s, {0}, {1} : f32
    {R} = scf.if %%b{U} -> (f32) {
      %%t{U} = %s {0}, {1} : f32
      scf.yield %%t{U} : f32
    } else {
      scf.yield {1} : f32
    }`, one(rng, cmpfPreds), one(rng, floatBins)), p.pick(rng, tF32), p.pick(rng, tF32))
	case 16:
		// A transpose.
		p.add(t2, "{R} = linalg.transpose ins({0} : "+t2+") outs({1} : "+t2+") permutation = [1, 0]", p.pick(rng, t2), p.pick(rng, t2))
	case 17:
		// A row reduction (a GPU row kernel: warp shuffles, a block's
		// reduction).
		p.add(t1, `%z{U} = arith.constant 0.0 : f32
    %f{U} = linalg.fill ins(%z{U} : f32) outs({1} : `+t1+`) -> `+t1+`
    {R} = linalg.reduce { `+one(rng, []string{arith.AddF.Name, arith.MaximumF.Name, arith.MinimumF.Name})+` } ins({0} : `+t2+`) outs(%f{U} : `+t1+`) dimensions = [1]`, p.pick(rng, t2), p.pick(rng, t1))
	case 18:
		// A broadcast of a vector along rows or columns.
		p.add(t2, "{R} = linalg.broadcast ins({0} : "+t1+") outs({1} : "+t2+") dimensions = ["+one(rng, []string{"0", "1"})+"]", p.pick(rng, t1), p.pick(rng, t2))
	case 19:
		// A matmul of bf16 or f16 operands accumulating in f32 (the GPU's
		// tensor cores).
		half := one(rng, []string{"bf16", "f16"})
		h2 := strings.Replace(t2, "f32", half, 1)
		p.add(t2, `%a{U} = arith.truncf {0} : `+t2+` to `+h2+`
    %b{U} = arith.truncf {1} : `+t2+` to `+h2+`
    %z{U} = arith.constant 0.0 : f32
    {R}_f = linalg.fill ins(%z{U} : f32) outs({2} : `+t2+`) -> `+t2+`
    {R} = linalg.matmul ins(%a{U}, %b{U} : `+h2+`, `+h2+`) outs({R}_f : `+t2+`) -> `+t2, p.pick(rng, t2), p.pick(rng, t2), p.pick(rng, t2))
	}
}

// text renders the program as a module with one function @main.
func (p *program) text() string {
	var b strings.Builder
	name := func(v int) string {
		if v < len(p.args) {
			return fmt.Sprintf("%%arg%d", v)
		}
		return fmt.Sprintf("%%v%d", v)
	}
	var args, rts, rs []string
	for i, t := range p.args {
		args = append(args, fmt.Sprintf("%s: %s", name(i), t))
	}
	for _, r := range p.results {
		rts = append(rts, p.types[r])
		rs = append(rs, name(r))
	}
	fmt.Fprintf(&b, "func.func @main(%s) -> (%s) {\n", strings.Join(args, ", "), strings.Join(rts, ", "))
	for i, s := range p.stmts {
		t := strings.ReplaceAll(s.tmpl, "{R}", name(s.result))
		t = strings.ReplaceAll(t, "{U}", fmt.Sprint(i))
		for k, o := range s.operands {
			t = strings.ReplaceAll(t, fmt.Sprintf("{%d}", k), name(o))
		}
		fmt.Fprintf(&b, "    %s\n", t)
	}
	fmt.Fprintf(&b, "    return %s : %s\n}\n", strings.Join(rs, ", "), strings.Join(rts, ", "))
	return b.String()
}

// without returns a copy of p without statement i: its users take the
// first argument of the same type instead.
func (p *program) without(i int) *program {
	q := &program{dynamic: p.dynamic, args: p.args, types: p.types}
	dead := p.stmts[i].result
	repl := -1
	for a, t := range p.args {
		if t == p.types[dead] {
			repl = a
			break
		}
	}
	sub := func(v int) int {
		if v == dead {
			return repl
		}
		return v
	}
	for j, s := range p.stmts {
		if j == i {
			continue
		}
		ns := &stmt{tmpl: s.tmpl, result: s.result}
		for _, o := range s.operands {
			ns.operands = append(ns.operands, sub(o))
		}
		q.stmts = append(q.stmts, ns)
	}
	for _, r := range p.results {
		q.results = append(q.results, sub(r))
	}
	return q
}

// withResults returns a copy of p returning only results rs (indices
// into p.results).
func (p *program) withResults(rs ...int) *program {
	q := *p
	q.results = nil
	for _, r := range rs {
		q.results = append(q.results, p.results[r])
	}
	return &q
}
