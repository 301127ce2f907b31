package torchexec_test

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// opSrc is a function @f that applies op to operands described by specs
// and returns its results (of the given types). A spec that is a type
// ("!torch.vtensor<[2],f32>") is the next argument of @f; the others are
// constants: "int 2", "float 0.5", "bool true", "none", "str ij->ji",
// "ints 1,2" (a !torch.list<int>; "ints" alone is empty), "floats 2,3"
// and "tensors T1;T2" (a !torch.list<vtensor> of new arguments).
func opSrc(op string, specs []string, results ...string) string {
	var args, body, operands, types []string
	newArg := func(typ string) string {
		name := fmt.Sprintf("%%a%d", len(args))
		args = append(args, name+": "+typ)
		return name
	}
	constant := func(line, typ string) string {
		name := fmt.Sprintf("%%c%d", len(body))
		body = append(body, fmt.Sprintf("  %s = %s", name, line))
		return name
	}
	list := func(elems []string, elemType, listType string) string {
		ts := make([]string, len(elems))
		for i := range ts {
			ts[i] = elemType
		}
		return constant(fmt.Sprintf("torch.prim.ListConstruct %s : (%s) -> %s", strings.Join(elems, ", "), strings.Join(ts, ", "), listType), listType)
	}
	for _, s := range specs {
		kind, val, _ := strings.Cut(s, " ")
		var name, typ string
		switch kind {
		case "int":
			name, typ = constant("torch.constant.int "+val, "!torch.int"), "!torch.int"
		case "float":
			f, _ := strconv.ParseFloat(val, 64)
			name, typ = constant(fmt.Sprintf("torch.constant.float %e", f), "!torch.float"), "!torch.float"
		case "bool":
			name, typ = constant("torch.constant.bool "+val, "!torch.bool"), "!torch.bool"
		case "none":
			name, typ = constant("torch.constant.none", "!torch.none"), "!torch.none"
		case "str":
			name, typ = constant(fmt.Sprintf("torch.constant.str %q", val), "!torch.str"), "!torch.str"
		case "ints", "floats":
			elemKind := strings.TrimSuffix(kind, "s")
			var elems []string
			for _, v := range strings.Split(val, ",") {
				if v != "" {
					elems = append(elems, constant("torch.constant."+elemKind+" "+v, "!torch."+elemKind))
				}
			}
			typ = "!torch.list<" + elemKind + ">"
			name = list(elems, "!torch."+elemKind, typ)
		case "tensors":
			var elems []string
			ts := strings.Split(val, ";")
			for _, t := range ts {
				elems = append(elems, newArg(t))
			}
			typ = "!torch.list<vtensor>"
			body = append(body, fmt.Sprintf("  %%tl = torch.prim.ListConstruct %s : (%s) -> %s", strings.Join(elems, ", "), strings.Join(ts, ", "), typ))
			name = "%tl"
		default:
			name, typ = newArg(s), s
		}
		operands = append(operands, name)
		types = append(types, typ)
	}
	res := "%r"
	var rets []string
	if len(results) > 1 {
		res = fmt.Sprintf("%%r:%d", len(results))
		for i := range results {
			rets = append(rets, fmt.Sprintf("%%r#%d", i))
		}
	} else {
		rets = []string{"%r"}
	}
	rt := strings.Join(results, ", ")
	return fmt.Sprintf("func.func @f(%s) -> (%s) {\n%s\n  %s = %s %s : %s -> %s\n  return %s : %s\n}",
		strings.Join(args, ", "), rt, strings.Join(body, "\n"), res, op, strings.Join(operands, ", "), strings.Join(types, ", "), rt,
		strings.Join(rets, ", "), rt)
}

// vt is the type !torch.vtensor<[sizes],dtype>.
func vtensorType(sizes, dtype string) string { return "!torch.vtensor<[" + sizes + "]," + dtype + ">" }

// torch.mm(torch.tensor([[1.,2.],[3.,4.]]), torch.tensor([[5.,6.],[7.,8.]]))
// is [[19,22],[43,50]].
func TestMM(t *testing.T) {
	src := opSrc("torch.aten.mm", []string{vtensorType("2,2", "f32"), vtensorType("2,2", "f32")}, vtensorType("2,2", "f32"))
	res := run(t, src, f32([]int64{2, 2}, 1, 2, 3, 4), f32([]int64{2, 2}, 5, 6, 7, 8))
	wantF(t, res[0], []int64{2, 2}, 0, 19, 22, 43, 50)

	// Dynamic sizes, and an inner dim of 0: the sum is empty, 0.
	src = opSrc("torch.aten.mm", []string{vtensorType("?,?", "f32"), vtensorType("?,?", "f32")}, vtensorType("?,?", "f32"))
	res = run(t, src, f32([]int64{2, 0}), f32([]int64{0, 3}))
	wantF(t, res[0], []int64{2, 3}, 0, 0, 0, 0, 0, 0, 0)

	wantErr(t, src, "cannot be multiplied", f32([]int64{2, 3}, 1, 2, 3, 4, 5, 6), f32([]int64{2, 3}, 1, 2, 3, 4, 5, 6))
	// An empty operand of huge sizes would make a result too large to
	// compute: it is refused by the step limit, not allocated.
	wantErr(t, src, "step limit", f32([]int64{1 << 40, 0}), f32([]int64{0, 1 << 40}))
	wantErr(t, opSrc("torch.aten.mm", []string{vtensorType("?", "f32"), vtensorType("?,?", "f32")}, vtensorType("?,?", "f32")),
		"rank 2 and 2", f32([]int64{2}, 1, 2), f32([]int64{2, 1}, 1, 2))
}

// Integer products stay integers and wrap at the dtype's width:
// torch.tensor([[100]], dtype=torch.int8) @ torch.tensor([[2]], dtype=torch.int8)
// is [[-56]]; torch.mm on int64 [[1,2],[3,4]] and [[5,6],[7,8]] is
// [[19,22],[43,50]].
func TestMMInteger(t *testing.T) {
	src := opSrc("torch.aten.mm", []string{vtensorType("1,1", "si8"), vtensorType("1,1", "si8")}, vtensorType("1,1", "si8"))
	res := run(t, src, ints(8, []int64{1, 1}, 100), ints(8, []int64{1, 1}, 2))
	wantI(t, res[0], []int64{1, 1}, -56)
	// uint8 [[200, 100]] @ its transpose is 50000 mod 256 = 80.
	src = opSrc("torch.aten.mm", []string{vtensorType("1,2", "ui8"), vtensorType("2,1", "ui8")}, vtensorType("1,1", "ui8"))
	res = run(t, src, ints(8, []int64{1, 2}, 200, 100), ints(8, []int64{2, 1}, 200, 100))
	wantI(t, res[0], []int64{1, 1}, 80)
	src = opSrc("torch.aten.mm", []string{vtensorType("2,2", "si64"), vtensorType("2,2", "si64")}, vtensorType("2,2", "si64"))
	res = run(t, src, ints(64, []int64{2, 2}, 1, 2, 3, 4), ints(64, []int64{2, 2}, 5, 6, 7, 8))
	wantI(t, res[0], []int64{2, 2}, 19, 22, 43, 50)
}

// floatTensor is a tensor of float kind k, its elements rounded to it.
func floatTensor(k ir.FloatKind, shape []int64, vals ...float64) exec.Value {
	ctx := ir.NewContext()
	t := exec.NewTensor(ctx.FloatType(k), shape)
	for i, v := range vals {
		t.SetFloat(int64(i), exec.Round(k, v))
	}
	return exec.Value{Ref: t}
}

// Products compute in the result's precision, rounded once:
// float64 [[0.1]] @ [[0.2]] is 0.1*0.2 = 0.020000000000000004, and in
// float16 (0.0999755859375 * 0.199951171875) it rounds to
// 0.019989013671875.
func TestMMFloatDtypes(t *testing.T) {
	src := opSrc("torch.aten.mm", []string{vtensorType("1,1", "f64"), vtensorType("1,1", "f64")}, vtensorType("1,1", "f64"))
	res := run(t, src, floatTensor(ir.F64, []int64{1, 1}, 0.1), floatTensor(ir.F64, []int64{1, 1}, 0.2))
	wantF(t, res[0], []int64{1, 1}, 0, 0.020000000000000004)
	src = opSrc("torch.aten.mm", []string{vtensorType("1,1", "f16"), vtensorType("1,1", "f16")}, vtensorType("1,1", "f16"))
	res = run(t, src, floatTensor(ir.F16, []int64{1, 1}, 0.1), floatTensor(ir.F16, []int64{1, 1}, 0.2))
	wantF(t, res[0], []int64{1, 1}, 0, 0.019989013671875)
}

// torch.bmm of [[[1,2]],[[3,4]]] and [[[1],[1]],[[2],[0]]] is
// [[[3]],[[6]]]; bmm does not broadcast its batch.
func TestBMM(t *testing.T) {
	src := opSrc("torch.aten.bmm", []string{vtensorType("2,1,2", "f32"), vtensorType("2,2,1", "f32")}, vtensorType("2,1,1", "f32"))
	res := run(t, src, f32([]int64{2, 1, 2}, 1, 2, 3, 4), f32([]int64{2, 2, 1}, 1, 1, 2, 0))
	wantF(t, res[0], []int64{2, 1, 1}, 0, 3, 6)

	src = opSrc("torch.aten.bmm", []string{vtensorType("?,1,2", "f32"), vtensorType("?,2,1", "f32")}, vtensorType("?,1,1", "f32"))
	wantErr(t, src, "equal batch sizes", f32([]int64{1, 1, 2}, 1, 2), f32([]int64{2, 2, 1}, 1, 1, 2, 0))
	// An empty batch.
	res = run(t, src, f32([]int64{0, 1, 2}), f32([]int64{0, 2, 1}))
	wantF(t, res[0], []int64{0, 1, 1}, 0)
}

// torch.matmul's rank cases.
func TestMatmul(t *testing.T) {
	cases := []struct {
		name     string
		a, b, r  string
		x, y     []float64
		xs, ys   []int64
		shape    []int64
		expected []float64
	}{
		// torch.tensor([1.,2,3]) @ torch.tensor([4.,5,6]) is tensor(32.).
		{"dot", vtensorType("3", "f32"), vtensorType("3", "f32"), vtensorType("", "f32"), []float64{1, 2, 3}, []float64{4, 5, 6}, []int64{3}, []int64{3}, []int64{}, []float64{32}},
		// [[1,2],[3,4]] @ [1,1] is [3,7].
		{"matrix-vector", vtensorType("2,2", "f32"), vtensorType("2", "f32"), vtensorType("2", "f32"), []float64{1, 2, 3, 4}, []float64{1, 1}, []int64{2, 2}, []int64{2}, []int64{2}, []float64{3, 7}},
		// [1,1] @ [[1,2],[3,4]] is [4,6].
		{"vector-matrix", vtensorType("2", "f32"), vtensorType("2,2", "f32"), vtensorType("2", "f32"), []float64{1, 1}, []float64{1, 2, 3, 4}, []int64{2}, []int64{2, 2}, []int64{2}, []float64{4, 6}},
		// a = [[[[1,2]]],[[[3,4]]]] (2,1,1,2), b[j] = [[j+1],[1]] (3,2,1):
		// the batches [2,1] and [3] broadcast to [2,3]; result[i][j] =
		// a_i0*(j+1) + a_i1.
		{"batch broadcast", vtensorType("2,1,1,2", "f32"), vtensorType("3,2,1", "f32"), vtensorType("2,3,1,1", "f32"), []float64{1, 2, 3, 4}, []float64{1, 1, 2, 1, 3, 1}, []int64{2, 1, 1, 2}, []int64{3, 2, 1}, []int64{2, 3, 1, 1}, []float64{3, 4, 5, 7, 10, 13}},
		// [1,2] @ b (2,2,2) with b[0] = I, b[1] = ones: [[1,2],[3,3]].
		// (The 1-d operand's type is left unknown in these two cases: the
		// verifier's shape function drops the batch dims of a 1-d by 3-d
		// product.)
		{"vector-batch", "!torch.vtensor", vtensorType("2,2,2", "f32"), vtensorType("2,2", "f32"), []float64{1, 2}, []float64{1, 0, 0, 1, 1, 1, 1, 1}, []int64{2}, []int64{2, 2, 2}, []int64{2, 2}, []float64{1, 2, 3, 3}},
		// [[[1,2]],[[3,4]]] @ [1,1] is [[3],[7]].
		{"batch-vector", vtensorType("2,1,2", "f32"), "!torch.vtensor", vtensorType("2,1", "f32"), []float64{1, 2, 3, 4}, []float64{1, 1}, []int64{2, 1, 2}, []int64{2}, []int64{2, 1}, []float64{3, 7}},
		// An empty batch: torch.zeros(0,2,3) @ torch.zeros(3,4) is (0,2,4).
		{"empty batch", vtensorType("0,2,3", "f32"), vtensorType("3,4", "f32"), vtensorType("0,2,4", "f32"), nil, make([]float64, 12), []int64{0, 2, 3}, []int64{3, 4}, []int64{0, 2, 4}, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			src := opSrc("torch.aten.matmul", []string{tc.a, tc.b}, tc.r)
			res := run(t, src, f32(tc.xs, tc.x...), f32(tc.ys, tc.y...))
			wantF(t, res[0], tc.shape, 0, tc.expected...)
		})
	}
	dyn := opSrc("torch.aten.matmul", []string{vtensorType("?,?,?", "f32"), vtensorType("?,?,?", "f32")}, vtensorType("?,?,?", "f32"))
	wantErr(t, dyn, "do not broadcast", f32([]int64{2, 1, 1}, 1, 2), f32([]int64{3, 1, 1}, 1, 2, 3))
	wantErr(t, dyn, "cannot be multiplied", f32([]int64{1, 1, 2}, 1, 2), f32([]int64{1, 3, 1}, 1, 2, 3))
	scalar := opSrc("torch.aten.matmul", []string{vtensorType("", "f32"), vtensorType("?", "f32")}, vtensorType("?", "f32"))
	wantErr(t, scalar, "at least 1-d", f32(nil, 1), f32([]int64{1}, 1))
}

// torch.mv([[1,2],[3,4]], [1,-1]) is [-1,-1]; torch.dot([1,2,3],
// [4,5,6]) is 32; torch.outer([1,2], [3,4,5]) is [[3,4,5],[6,8,10]].
func TestVectorProducts(t *testing.T) {
	res := run(t, opSrc("torch.aten.mv", []string{vtensorType("2,2", "f32"), vtensorType("2", "f32")}, vtensorType("2", "f32")),
		f32([]int64{2, 2}, 1, 2, 3, 4), f32([]int64{2}, 1, -1))
	wantF(t, res[0], []int64{2}, 0, -1, -1)
	dot := opSrc("torch.aten.dot", []string{vtensorType("?", "si64"), vtensorType("?", "si64")}, vtensorType("", "si64"))
	res = run(t, dot, ints(64, []int64{3}, 1, 2, 3), ints(64, []int64{3}, 4, 5, 6))
	wantI(t, res[0], []int64{}, 32)
	wantErr(t, dot, "cannot be multiplied", ints(64, []int64{3}, 1, 2, 3), ints(64, []int64{2}, 4, 5))
	res = run(t, opSrc("torch.aten.outer", []string{vtensorType("2", "f32"), vtensorType("3", "f32")}, vtensorType("2,3", "f32")),
		f32([]int64{2}, 1, 2), f32([]int64{3}, 3, 4, 5))
	wantF(t, res[0], []int64{2, 3}, 0, 3, 4, 5, 6, 8, 10)
}

// torch.addmm(torch.tensor([1.,10]), m, torch.eye(2), beta=2, alpha=3)
// with m = [[1,2],[3,4]] is [[5,26],[11,32]]; beta=0 ignores self, NaN
// included.
func TestAddmm(t *testing.T) {
	src := opSrc("torch.aten.addmm", []string{vtensorType("2", "f32"), vtensorType("2,2", "f32"), vtensorType("2,2", "f32"), "int 2", "int 3"}, vtensorType("2,2", "f32"))
	res := run(t, src, f32([]int64{2}, 1, 10), f32([]int64{2, 2}, 1, 2, 3, 4), f32([]int64{2, 2}, 1, 0, 0, 1))
	wantF(t, res[0], []int64{2, 2}, 0, 5, 26, 11, 32)

	src = opSrc("torch.aten.addmm", []string{vtensorType("1", "f32"), vtensorType("2,2", "f32"), vtensorType("2,2", "f32"), "int 0", "float 0.5"}, vtensorType("2,2", "f32"))
	res = run(t, src, f32([]int64{1}, math.NaN()), f32([]int64{2, 2}, 1, 2, 3, 4), f32([]int64{2, 2}, 1, 0, 0, 1))
	wantF(t, res[0], []int64{2, 2}, 0, 0.5, 1, 1.5, 2)

	src = opSrc("torch.aten.addmm", []string{vtensorType("?", "f32"), vtensorType("2,2", "f32"), vtensorType("2,2", "f32"), "int 1", "int 1"}, vtensorType("2,2", "f32"))
	wantErr(t, src, "does not broadcast", f32([]int64{3}, 1, 2, 3), f32([]int64{2, 2}, 1, 2, 3, 4), f32([]int64{2, 2}, 1, 0, 0, 1))
}

// torch.baddbmm(torch.tensor([1.]), [[[2]],[[3]]], [[[4]],[[5]]],
// beta=2, alpha=0.5) is [[[6]],[[9.5]]].
func TestBaddbmm(t *testing.T) {
	src := opSrc("torch.aten.baddbmm", []string{vtensorType("1", "f32"), vtensorType("2,1,1", "f32"), vtensorType("2,1,1", "f32"), "int 2", "float 0.5"}, vtensorType("2,1,1", "f32"))
	res := run(t, src, f32([]int64{1}, 1), f32([]int64{2, 1, 1}, 2, 3), f32([]int64{2, 1, 1}, 4, 5))
	wantF(t, res[0], []int64{2, 1, 1}, 0, 6, 9.5)
}

// torch.nn.functional.linear(x, w, b) with x = [[1,2,3],[4,5,6]],
// w = [[1,0,0],[0,1,1]], b = [10,20] is [[11,25],[14,31]]; without the
// bias [[1,5],[4,11]]; a 1-d weight [1,1,1] gives [6,15].
func TestLinear(t *testing.T) {
	x := f32([]int64{2, 3}, 1, 2, 3, 4, 5, 6)
	w := f32([]int64{2, 3}, 1, 0, 0, 0, 1, 1)
	res := run(t, opSrc("torch.aten.linear", []string{vtensorType("2,3", "f32"), vtensorType("2,3", "f32"), vtensorType("2", "f32")}, vtensorType("2,2", "f32")),
		x, w, f32([]int64{2}, 10, 20))
	wantF(t, res[0], []int64{2, 2}, 0, 11, 25, 14, 31)
	res = run(t, opSrc("torch.aten.linear", []string{vtensorType("2,3", "f32"), vtensorType("2,3", "f32"), "none"}, vtensorType("2,2", "f32")), x, w)
	wantF(t, res[0], []int64{2, 2}, 0, 1, 5, 4, 11)
	res = run(t, opSrc("torch.aten.linear", []string{vtensorType("2,3", "f32"), vtensorType("3", "f32"), "none"}, vtensorType("2", "f32")),
		x, f32([]int64{3}, 1, 1, 1))
	wantF(t, res[0], []int64{2}, 0, 6, 15)
	// A batch of inputs [1,2,3] and an unbatched input [3].
	res = run(t, opSrc("torch.aten.linear", []string{vtensorType("1,2,3", "f32"), vtensorType("2,3", "f32"), "none"}, vtensorType("1,2,2", "f32")),
		f32([]int64{1, 2, 3}, 1, 2, 3, 4, 5, 6), w)
	wantF(t, res[0], []int64{1, 2, 2}, 0, 1, 5, 4, 11)
	res = run(t, opSrc("torch.aten.linear", []string{vtensorType("3", "f32"), vtensorType("2,3", "f32"), vtensorType("2", "f32")}, vtensorType("2", "f32")),
		f32([]int64{3}, 1, 2, 3), w, f32([]int64{2}, 10, 20))
	wantF(t, res[0], []int64{2}, 0, 11, 25)
	wantErr(t, opSrc("torch.aten.linear", []string{vtensorType("?,?", "f32"), vtensorType("?,?", "f32"), "none"}, vtensorType("?,?", "f32")),
		"cannot be multiplied", x, f32([]int64{2, 2}, 1, 2, 3, 4))
}

// torch.einsum with explicit and implicit outputs, diagonals and
// ellipses.
func TestEinsum(t *testing.T) {
	m := f32([]int64{2, 2}, 1, 2, 3, 4)
	cases := []struct {
		eq    string
		types []string
		res   string
		args  []exec.Value
		shape []int64
		want  []float64
	}{
		// einsum('ij,jk->ik', m, m) is m @ m = [[7,10],[15,22]].
		{"ij,jk->ik", []string{vtensorType("2,2", "f32"), vtensorType("2,2", "f32")}, vtensorType("2,2", "f32"), []exec.Value{m, m}, []int64{2, 2}, []float64{7, 10, 15, 22}},
		// einsum('ii->i', m) is the diagonal [1,4]; einsum('ii', m) the trace 5.
		{"ii->i", []string{vtensorType("2,2", "f32")}, vtensorType("2", "f32"), []exec.Value{m}, []int64{2}, []float64{1, 4}},
		{"ii", []string{vtensorType("2,2", "f32")}, vtensorType("", "f32"), []exec.Value{m}, []int64{}, []float64{5}},
		// einsum('ba', m) is m.T (implicit output in alphabetical order).
		{"ba", []string{vtensorType("2,2", "f32")}, vtensorType("2,2", "f32"), []exec.Value{m}, []int64{2, 2}, []float64{1, 3, 2, 4}},
		// einsum('i,j', [1,2], [3,4]) is the outer product.
		{"i,j", []string{vtensorType("2", "f32"), vtensorType("2", "f32")}, vtensorType("2,2", "f32"), []exec.Value{f32([]int64{2}, 1, 2), f32([]int64{2}, 3, 4)}, []int64{2, 2}, []float64{3, 4, 6, 8}},
		// einsum('i,i->', [1,2], [3,4]) is the dot product 11.
		{"i, i ->", []string{vtensorType("2", "f32"), vtensorType("2", "f32")}, vtensorType("", "f32"), []exec.Value{f32([]int64{2}, 1, 2), f32([]int64{2}, 3, 4)}, []int64{}, []float64{11}},
		// einsum('...ij->...ji', x) transposes the last two dims of any rank.
		{"...ij->...ji", []string{vtensorType("2,1,2", "f32")}, vtensorType("2,2,1", "f32"), []exec.Value{f32([]int64{2, 1, 2}, 1, 2, 3, 4)}, []int64{2, 2, 1}, []float64{1, 2, 3, 4}},
		// einsum('bij,bjk->bik', a, b) is bmm; einsum('bij,bjk', a, b)
		// sums over b too, which appears twice: the implicit output is ik.
		{"bij,bjk->bik", []string{vtensorType("2,1,2", "f32"), vtensorType("2,2,1", "f32")}, vtensorType("2,1,1", "f32"), []exec.Value{f32([]int64{2, 1, 2}, 1, 2, 3, 4), f32([]int64{2, 2, 1}, 1, 1, 2, 0)}, []int64{2, 1, 1}, []float64{3, 6}},
		{"bij,bjk", []string{vtensorType("2,1,2", "f32"), vtensorType("2,2,1", "f32")}, vtensorType("1,1", "f32"), []exec.Value{f32([]int64{2, 1, 2}, 1, 2, 3, 4), f32([]int64{2, 2, 1}, 1, 1, 2, 0)}, []int64{1, 1}, []float64{9}},
		// einsum('...i,i', x, [1,1]): the ellipsis dims lead the implicit
		// output; x [2,2] sums its rows.
		{"...i,i", []string{vtensorType("2,2", "f32"), vtensorType("2", "f32")}, vtensorType("2", "f32"), []exec.Value{m, f32([]int64{2}, 1, 1)}, []int64{2}, []float64{3, 7}},
		// einsum('...i->i', m) sums the ellipsis dims the output omits: [4,6].
		{"...i->i", []string{vtensorType("2,2", "f32")}, vtensorType("2", "f32"), []exec.Value{m}, []int64{2}, []float64{4, 6}},
	}
	for _, tc := range cases {
		t.Run(tc.eq, func(t *testing.T) {
			src := opSrc("torch.aten.einsum", []string{"str " + tc.eq, "tensors " + strings.Join(tc.types, ";"), "none"}, tc.res)
			res := run(t, src, tc.args...)
			wantF(t, res[0], tc.shape, 0, tc.want...)
		})
	}
	bad := opSrc("torch.aten.einsum", []string{"str ij,jk->ik", "tensors " + vtensorType("?,?", "f32") + ";" + vtensorType("?,?", "f32"), "none"}, vtensorType("?,?", "f32"))
	wantErr(t, bad, "do not broadcast", m, f32([]int64{3, 1}, 1, 2, 3))
	bad = opSrc("torch.aten.einsum", []string{"str ij->k", "tensors " + vtensorType("2,2", "f32"), "none"}, vtensorType("?", "f32"))
	wantErr(t, bad, "does not appear", m)
	bad = opSrc("torch.aten.einsum", []string{"str ijk->i", "tensors " + vtensorType("2,2", "f32"), "none"}, vtensorType("?", "f32"))
	wantErr(t, bad, "does not match its subscripts", m)
}
