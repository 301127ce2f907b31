package ir

import (
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestUniquing(t *testing.T) {
	c := NewContext()
	if c.I(32) != c.I(32) || c.I(32) == c.I(64) || Type(c.IntegerType(8, Signed)) == Type(c.I(8)) {
		t.Error("integer types")
	}
	t1 := c.RankedTensorType([]int64{4, ShapedDynamic}, c.F32(), nil)
	t2 := c.RankedTensorType([]int64{4, ShapedDynamic}, c.F32(), nil)
	if t1 != t2 {
		t.Error("tensor types not uniqued")
	}
	if c.FunctionType([]Type{t1}, nil) != c.FunctionType([]Type{t2}, nil) {
		t.Error("function types")
	}
	if c.IntegerAttr(c.I(8), 255) != c.IntegerAttr(c.I(8), -1) {
		t.Error("integer attrs wrap to the type's width")
	}
	if c.BoolAttr(true) != c.IntegerAttr(c.I(1), 1) {
		t.Error("bool attrs are i1 integer attrs")
	}
	d1 := c.DictionaryAttr([]NamedAttr{{"b", c.UnitAttr()}, {"a", c.StringAttr("x")}})
	d2 := c.DictionaryAttr([]NamedAttr{{"a", c.StringAttr("x")}, {"b", c.UnitAttr()}})
	if d1 != d2 {
		t.Error("dictionaries are sorted before uniquing")
	}
	if c.MemRefType([]int64{4}, c.F32(), c.AffineMapAttr(IdentityAffineMap(1)), c.IntegerAttr(c.I(64), 0)) != c.MemRefType([]int64{4}, c.F32(), nil, nil) {
		t.Error("identity layout and memory space 0 are the defaults")
	}
	if c.FusedLoc([]Location{c.UnknownLoc(), c.FileLineColLoc("a", 1, 2)}, nil) != Location(c.FileLineColLoc("a", 1, 2)) {
		t.Error("fused locations drop unknown parts and collapse")
	}
}

// TestConcurrentUniquing creates the same types from several goroutines
// (run with -race).
func TestConcurrentUniquing(t *testing.T) {
	c := NewContext()
	var wg sync.WaitGroup
	res := make([]Type, 8)
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			for i := 0; i < 200; i++ {
				res[g] = c.VectorType([]int64{int64(i % 7), 4}, c.I(i%5+1), nil)
				c.FileLineColLoc("f", i, g)
			}
		}(g)
	}
	wg.Wait()
	for _, r := range res[1:] {
		if r != res[0] {
			t.Fatal("different pointers for the same type")
		}
	}
}

func TestTypeAndAttrPrinting(t *testing.T) {
	c := NewContext()
	cases := []struct {
		got  string
		want string
	}{
		{TypeString(c.RankedTensorType([]int64{4, ShapedDynamic}, c.F32(), nil)), "tensor<4x?xf32>"},
		{TypeString(c.RankedTensorType(nil, c.F32(), nil)), "tensor<f32>"},
		{TypeString(c.UnrankedTensorType(c.BF16())), "tensor<*xbf16>"},
		{TypeString(c.VectorType([]int64{4, 8}, c.F32(), []bool{false, true})), "vector<4x[8]xf32>"},
		{TypeString(c.MemRefType([]int64{4, ShapedDynamic}, c.F32(), c.StridedLayoutAttr(ShapedDynamic, []int64{ShapedDynamic, 1}), c.IntegerAttr(c.I(64), 1))), "memref<4x?xf32, strided<[?, 1], offset: ?>, 1>"},
		{TypeString(c.FunctionType([]Type{c.I(32)}, []Type{c.FunctionType(nil, nil)})), "(i32) -> (() -> ())"},
		{TypeString(c.ComplexType(c.F64())), "complex<f64>"},
		{TypeString(c.TupleType([]Type{c.IndexType(), c.NoneType()})), "tuple<index, none>"},
		{TypeString(c.OpaqueType("torch", "vtensor<[2,?],f32>")), "!torch.vtensor<[2,?],f32>"},
		{AttrString(c.StringAttr("a\"b\\c\n")), `"a\22b\\c\0A"`},
		{AttrString(c.IntegerAttr(c.IntegerType(8, Unsigned), 255)), "255 : ui8"},
		{AttrString(c.IntegerAttr(c.I(8), 255)), "-1 : i8"},
		{AttrString(c.ArrayAttr([]Attribute{c.IntegerAttr(c.I(64), 1), c.FloatAttr(c.F64(), 2)})), "[1, 2.000000e+00]"},
		{AttrString(c.DenseI64Array([]int64{1, -2})), "array<i64: 1, -2>"},
		{AttrString(c.SymbolRefAttr("a", "b", "c d")), `@a::@b::@"c d"`},
		{AttrString(c.DenseElementsAttr(c.RankedTensorType([]int64{2, 2}, c.I(32), nil), PutScalar(PutScalar(PutScalar(PutScalar(nil, c.I(32), 1, 0), c.I(32), 2, 0), c.I(32), 3, 0), c.I(32), 4, 0))), "dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>"},
		{AttrString(c.DenseElementsAttr(c.RankedTensorType([]int64{3}, c.F32(), nil), PutScalar(nil, c.F32(), 0, 1.5))), "dense<1.500000e+00> : tensor<3xf32>"},
		{AttrString(c.CallSiteLoc(c.NameLoc("n", nil), c.FileLineColLoc("f", 1, 2))), `loc(callsite("n" at "f":1:2))`},
	}
	for _, tc := range cases {
		if diff := cmp.Diff(tc.want, tc.got); diff != "" {
			t.Error(diff)
		}
	}
}

// buildChain makes `%i = t.op(%i-1)` ops in a block, for use-list tests.
func buildChain(c *Context, n int) (*Block, []*Operation) {
	b := NewBlock()
	arg := b.AddArgument(c.I(32), c.UnknownLoc())
	bld := NewBuilder(c)
	bld.SetInsertionPointToEnd(b)
	var ops []*Operation
	prev := arg
	for i := 0; i < n; i++ {
		op := bld.CreateOp("t.op", []*Value{prev, prev}, []Type{c.I(32)})
		ops = append(ops, op)
		prev = op.Result(0)
	}
	return b, ops
}

func TestUseListsAndRAUW(t *testing.T) {
	c := NewContext()
	b, ops := buildChain(c, 3)
	arg := b.Arg(0)
	if arg.NumUses() != 2 || !ops[0].Result(0).HasOneUse() == true && ops[0].Result(0).NumUses() != 2 {
		t.Fatal("uses")
	}
	// Replace the first op's result by the block argument.
	ops[0].Result(0).ReplaceAllUsesWith(arg)
	if arg.NumUses() != 4 || !ops[0].Result(0).UseEmpty() {
		t.Fatalf("after RAUW: arg has %d uses", arg.NumUses())
	}
	ops[0].Erase()
	if arg.NumUses() != 2 || b.NumOps() != 2 {
		t.Fatalf("after erase: %d uses, %d ops", arg.NumUses(), b.NumOps())
	}
	// SetOperands grows beyond the inline storage and relinks.
	ops[1].SetOperands([]*Value{arg, arg, arg, arg})
	if arg.NumUses() != 4 || ops[1].NumOperands() != 4 {
		t.Fatal("SetOperands")
	}
	for i, u := range arg.Uses() {
		if u.Get() != arg || u.Owner() != ops[1] {
			t.Fatalf("use %d broken", i)
		}
	}
	ops[1].ReplaceAllUsesWith([]*Value{arg})
	if ops[2].Operand(0) != arg {
		t.Fatal("op RAUW")
	}
}

func TestBlockOrderAndMove(t *testing.T) {
	c := NewContext()
	b, ops := buildChain(c, 4)
	if !ops[0].IsBeforeInBlock(ops[3]) || ops[3].IsBeforeInBlock(ops[1]) {
		t.Fatal("order")
	}
	ops[3].MoveBefore(ops[0])
	if b.First() != ops[3] || !ops[3].IsBeforeInBlock(ops[0]) {
		t.Fatal("MoveBefore")
	}
	nb := NewRegion()
	nb.Append(b)
	tail := b.SplitBefore(ops[1])
	if b.NumOps() != 2 || tail.NumOps() != 2 || b.Next() != tail {
		t.Fatalf("split: %d + %d", b.NumOps(), tail.NumOps())
	}
}

func TestWalk(t *testing.T) {
	c := NewContext()
	outer := Create(&OperationState{Name: c.OpName("t.outer"), Loc: c.UnknownLoc(), NumRegions: 1})
	blk := outer.Region(0).EnsureBlock()
	inner := Create(&OperationState{Name: c.OpName("t.inner"), Loc: c.UnknownLoc(), NumRegions: 1})
	blk.Append(inner)
	inner.Region(0).EnsureBlock().Append(Create(&OperationState{Name: c.OpName("t.leaf"), Loc: c.UnknownLoc()}))
	blk.Append(Create(&OperationState{Name: c.OpName("t.last"), Loc: c.UnknownLoc()}))
	var pre, post, skip, stop []string
	Walk(outer, PreOrder, func(o *Operation) WalkResult { pre = append(pre, o.Name()); return Advance })
	Walk(outer, PostOrder, func(o *Operation) WalkResult { post = append(post, o.Name()); return Advance })
	Walk(outer, PreOrder, func(o *Operation) WalkResult {
		skip = append(skip, o.Name())
		if o.Name() == "t.inner" {
			return Skip
		}
		return Advance
	})
	Walk(outer, PreOrder, func(o *Operation) WalkResult {
		stop = append(stop, o.Name())
		if o.Name() == "t.leaf" {
			return Interrupt
		}
		return Advance
	})
	want := map[string][]string{
		"pre":  {"t.outer", "t.inner", "t.leaf", "t.last"},
		"post": {"t.leaf", "t.inner", "t.last", "t.outer"},
		"skip": {"t.outer", "t.inner", "t.last"},
		"stop": {"t.outer", "t.inner", "t.leaf"},
	}
	got := map[string][]string{"pre": pre, "post": post, "skip": skip, "stop": stop}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Error(diff)
	}
}

func TestCloneRemapsValuesAndBlocks(t *testing.T) {
	c := NewContext()
	outer := Create(&OperationState{Name: c.OpName("t.region"), Loc: c.UnknownLoc(), NumRegions: 1})
	b, _ := buildChain(c, 3)
	outer.Region(0).Append(b)
	b2 := NewBlock()
	outer.Region(0).Append(b2)
	br := Create(&OperationState{Name: c.OpName("t.br"), Loc: c.UnknownLoc(), Successors: []*Block{b2}})
	b.Append(br)
	m := NewIRMapping()
	cl := outer.Clone(m)
	cb := cl.Region(0).Front()
	if cb == b || cb.NumOps() != 4 || cb.Arg(0) == b.Arg(0) {
		t.Fatal("clone shares structure")
	}
	ops := cb.Ops()
	if ops[1].Operand(0) != ops[0].Result(0) {
		t.Error("operand not remapped")
	}
	if ops[3].Successor(0) != cl.Region(0).Back() {
		t.Error("successor not remapped")
	}
	if m.Lookup(b.Arg(0)) != cb.Arg(0) {
		t.Error("mapping not recorded")
	}
	if OpString(cl, true) != OpString(outer, true) {
		t.Errorf("clone prints differently:\n%s\n%s", OpString(cl, true), OpString(outer, true))
	}
}

func TestSymbolLookup(t *testing.T) {
	c := NewContext()
	tableDef := &OpDef{Name: "t.table", Regions: []RegionDef{{Name: "body"}}, Traits: SymbolTable | NoTerminator}
	symDef := &OpDef{Name: "t.sym", Attrs: []AttrDef{{Name: "sym_name", Constraint: SymbolNameAttr}}, Traits: Symbol}
	c.MustRegisterOps(tableDef, symDef)
	mk := func(name string, children ...*Operation) *Operation {
		st := &OperationState{Name: c.OpName("t.table"), Loc: c.UnknownLoc(), NumRegions: 1}
		if name != "" {
			st.AddAttr("sym_name", c.StringAttr(name))
		}
		op := Create(st)
		b := op.Region(0).EnsureBlock()
		for _, ch := range children {
			b.Append(ch)
		}
		return op
	}
	sym := func(name string) *Operation {
		st := &OperationState{Name: c.OpName("t.sym"), Loc: c.UnknownLoc()}
		st.AddAttr("sym_name", c.StringAttr(name))
		return Create(st)
	}
	leaf := sym("leaf")
	inner := mk("inner", leaf)
	user := sym("user")
	root := mk("", inner, user)
	if got := LookupSymbolIn(root, c.SymbolRefAttr("inner", "leaf")); got != leaf {
		t.Error("nested lookup")
	}
	if got := LookupNearestSymbolFrom(user, c.SymbolRefAttr("inner")); got != inner {
		t.Error("nearest lookup")
	}
	if NewSymbolTable(root).Lookup("user") != user {
		t.Error("symbol table")
	}
	root.Region(0).Front().Append(sym("user"))
	err := Verify(root)
	if err == nil || err.(*Diagnostic).Message != "redefinition of symbol named 'user'" {
		t.Errorf("duplicate symbol: %v", err)
	}
}
