// Package torchfuzz writes random single-op torch programs for robustness
// tests: each ATen op of the dialect applied to value tensors of assorted
// ranks, sizes (0, 1, dynamic) and dtypes, and to constants chosen to be
// awkward — zero, negative, huge — for its int, float, list, bool, dtype
// and string parameters. Most such programs are invalid; the tests check
// that the verifier, the shape functions and the lowerings reject them
// with a diagnostic instead of crashing.
package torchfuzz

import (
	"fmt"
	"math/rand"
	"strings"

	"github.com/strata-compiler/strata/dialects/torch"
)

// Case is one program: @main applies Op once to its arguments and
// constants and returns the results.
type Case struct {
	Op  string // torch.aten.<name>
	Src string // with the results' types unknown (!torch.vtensor)
	// template is Src with {{Rk}} for the type of result k, results
	// their types in Src.
	template string
	results  []string
}

// WithResultTypes returns Src with the op's (and @main's) result types
// replaced by ts, one per result.
func (c Case) WithResultTypes(ts []string) string {
	s := c.template
	for i, t := range ts {
		s = strings.ReplaceAll(s, fmt.Sprintf("{{R%d}}", i), t)
	}
	return s
}

// ints, floats, dtypes and strs are the constants parameters are drawn from.
var (
	ints   = []int64{0, 1, 2, 3, -1, -2, -7, 1 << 40, 1<<62 + 1, -(1 << 62)}
	floats = []string{"0.000000e+00", "1.500000e+00", "-2.000000e+00", "1.000000e+300", "2.000000e+00", "-1.000000e-30"}
	dtypes = []int64{6, 4, 11, 0, 7, 3, -1, 99}
	strs   = []string{"none", "tanh", "valid", "same", "floor", "trunc", "constant", "reflect", "replicate", "circular", "mean", "bogus", ""}
)

// Cases returns n random programs for every declared ATen op whose
// parameters it can write (ops taking generators, storages, dicts or
// complex numbers are left out), from seed. keep, when not nil, selects
// the ops.
func Cases(seed int64, n int, keep func(op string) bool) []Case {
	r := rand.New(rand.NewSource(seed))
	var out []Case
	for _, s := range torch.ATenSchemas() {
		name := s.OpName()
		if keep != nil && !keep(name) {
			continue
		}
		for i := 0; i < n; i++ {
			if tmpl, rets, ok := program(r, s); ok {
				c := Case{Op: name, template: tmpl, results: rets}
				c.Src = c.WithResultTypes(rets)
				out = append(out, c)
			}
		}
	}
	return out
}

// gen writes one program.
type gen struct {
	r      *rand.Rand
	args   []string // "%a0: type"
	body   []string
	nvalue int
	shape  []string // the sizes of the program's tensors share a rank, mostly
}

func (g *gen) fresh() string {
	g.nvalue++
	return fmt.Sprintf("%%v%d", g.nvalue)
}

func (g *gen) emit(format string, args ...any) {
	g.body = append(g.body, "    "+fmt.Sprintf(format, args...))
}

func program(r *rand.Rand, s *torch.Schema) (string, []string, bool) {
	g := &gen{r: r}
	rank := r.Intn(6)
	g.shape = make([]string, rank)
	for i := range g.shape {
		g.shape[i] = g.size()
	}
	var vals, types []string
	for _, a := range s.Args {
		v, t, ok := g.value(a.Type)
		if !ok {
			return "", nil, false
		}
		vals, types = append(vals, v), append(types, t)
	}
	var rets, holes []string
	for i, ret := range s.Returns {
		t, ok := resultType(ret.Type)
		if !ok {
			return "", nil, false
		}
		rets, holes = append(rets, t), append(holes, fmt.Sprintf("{{R%d}}", i))
	}
	res := ""
	switch len(rets) {
	case 0:
	case 1:
		res = "%r = "
	default:
		res = fmt.Sprintf("%%r:%d = ", len(rets))
	}
	call := fmt.Sprintf("%s%s %s : %s -> %s", res, s.OpName(), strings.Join(vals, ", "), strings.Join(types, ", "), strings.Join(holes, ", "))
	if len(rets) == 0 {
		call = fmt.Sprintf("%s %s : %s", s.OpName(), strings.Join(vals, ", "), strings.Join(types, ", "))
	}
	if len(vals) == 0 {
		call = strings.Replace(call, " : ", " : () ", 1)
	}
	g.emit("%s", call)
	var outs []string
	for i := range rets {
		if len(rets) == 1 {
			outs = append(outs, "%r")
		} else {
			outs = append(outs, fmt.Sprintf("%%r#%d", i))
		}
	}
	ret := "return"
	if len(outs) > 0 {
		ret = fmt.Sprintf("return %s : %s", strings.Join(outs, ", "), strings.Join(holes, ", "))
	}
	g.emit("%s", ret)
	sig := ""
	if len(rets) > 0 {
		sig = " -> (" + strings.Join(holes, ", ") + ")"
	}
	return fmt.Sprintf("func.func @main(%s)%s {\n%s\n}\n", strings.Join(g.args, ", "), sig, strings.Join(g.body, "\n")), rets, true
}

// size is one tensor size: small, 0, or dynamic.
func (g *gen) size() string {
	return []string{"0", "1", "2", "3", "4", "5", "?", "1", "2"}[g.r.Intn(9)]
}

// tensorType is a value tensor type: mostly the program's shape, its
// dtype mostly f32.
func (g *gen) tensorType() string {
	shape := g.shape
	if g.r.Intn(4) == 0 {
		shape = make([]string, g.r.Intn(6))
		for i := range shape {
			shape[i] = g.size()
		}
	}
	dt := []string{"f32", "f32", "f32", "si64", "i1", "f64", "ui8", "si32", "f16"}[g.r.Intn(9)]
	return fmt.Sprintf("!torch.vtensor<[%s],%s>", strings.Join(shape, ","), dt)
}

// value writes an operand of schema type t: its name and type.
func (g *gen) value(t *torch.SchemaType) (string, string, bool) {
	switch {
	case t.Optional:
		if g.r.Intn(3) == 0 {
			v := g.fresh()
			g.emit("%s = torch.constant.none", v)
			return v, "!torch.none", true
		}
		return g.value(t.Elem)
	case t.List:
		n := t.Size
		if n == 0 || g.r.Intn(5) == 0 {
			n = g.r.Intn(5)
		}
		var vs, ts []string
		et := ""
		for i := 0; i < n; i++ {
			v, ty, ok := g.value(t.Elem)
			if !ok {
				return "", "", false
			}
			if et != "" && ty != et && !strings.HasPrefix(ty, "!torch.vtensor") {
				ty = et
			}
			vs, ts, et = append(vs, v), append(ts, ty), ty
		}
		lt, ok := listType(t.Elem)
		if !ok {
			return "", "", false
		}
		v := g.fresh()
		g.emit("%s = torch.prim.ListConstruct %s : (%s) -> %s", v, strings.Join(vs, ", "), strings.Join(ts, ", "), lt)
		return v, lt, true
	case t.Tuple:
		return "", "", false
	}
	v := g.fresh()
	switch t.Base {
	case "Tensor":
		ty := g.tensorType()
		name := fmt.Sprintf("%%a%d", len(g.args))
		g.args = append(g.args, name+": "+ty)
		return name, ty, true
	case "int", "SymInt":
		g.emit("%s = torch.constant.int %d", v, ints[g.r.Intn(len(ints))])
		return v, "!torch.int", true
	case "ScalarType", "Layout", "MemoryFormat":
		g.emit("%s = torch.constant.int %d", v, dtypes[g.r.Intn(len(dtypes))])
		return v, "!torch.int", true
	case "float":
		g.emit("%s = torch.constant.float %s", v, floats[g.r.Intn(len(floats))])
		return v, "!torch.float", true
	case "Scalar":
		if g.r.Intn(2) == 0 {
			g.emit("%s = torch.constant.int %d", v, ints[g.r.Intn(len(ints))])
			return v, "!torch.int", true
		}
		g.emit("%s = torch.constant.float %s", v, floats[g.r.Intn(len(floats))])
		return v, "!torch.float", true
	case "bool":
		g.emit("%s = torch.constant.bool %v", v, g.r.Intn(2) == 0)
		return v, "!torch.bool", true
	case "str":
		g.emit("%s = torch.constant.str %q", v, strs[g.r.Intn(len(strs))])
		return v, "!torch.str", true
	case "Device":
		g.emit("%s = torch.constant.device \"cpu\"", v)
		return v, "!torch.Device", true
	}
	return "", "", false
}

// listType is the !torch.list type of elements of schema type t.
func listType(t *torch.SchemaType) (string, bool) {
	switch {
	case t.Optional && t.Elem.Base == "Tensor":
		return "!torch.list<optional<vtensor>>", true
	case t.Optional || t.List || t.Tuple:
		return "", false
	}
	switch t.Base {
	case "Tensor":
		return "!torch.list<vtensor>", true
	case "int", "SymInt", "ScalarType", "Layout", "MemoryFormat":
		return "!torch.list<int>", true
	case "float":
		return "!torch.list<float>", true
	case "bool":
		return "!torch.list<bool>", true
	case "str":
		return "!torch.list<str>", true
	}
	return "", false
}

// resultType is the type a result of schema type t is declared with:
// tensors of unknown shape, so that the shape function decides.
func resultType(t *torch.SchemaType) (string, bool) {
	switch {
	case t.Optional:
		return "", false
	case t.List:
		if t.Elem.Base == "Tensor" && !t.Elem.Optional {
			return "!torch.list<vtensor>", true
		}
		return "", false
	case t.Tuple:
		return "", false
	}
	switch t.Base {
	case "Tensor":
		return "!torch.vtensor", true
	case "int", "SymInt":
		return "!torch.int", true
	case "float":
		return "!torch.float", true
	case "bool":
		return "!torch.bool", true
	case "Scalar":
		return "!torch.number", true
	}
	return "", false
}
