package ir

// FunctionArgs is a parsed function argument list, as func.func and
// llvm.func write it: `(%a: i32 {attrs}, %b: f32)` for a definition or
// `(i32, f32)` for a declaration (MLIR's parseFunctionArgumentList).
type FunctionArgs struct {
	// Args are the named arguments (empty for a declaration).
	Args []Argument
	// Types and Attrs have one entry per argument, named or not; Attrs
	// holds an empty dictionary where none was written.
	Types []Type
	Attrs []Attribute
	// AnyAttrs reports whether some argument has attributes.
	AnyAttrs bool
	// Variadic is set when the list ends with `...` (allowed only when
	// the caller asks).
	Variadic bool
}

// ParseFunctionArgumentList parses the list after its opening `(` up to and
// including the closing `)`. All arguments are named or none is.
func ParseFunctionArgumentList(p AsmParser, allowVariadic bool) (FunctionArgs, error) {
	var fa FunctionArgs
	if p.ParseOptionalPunct(")") {
		return fa, nil
	}
	ctx := p.Context()
	named := false
	for i := 0; ; i++ {
		if allowVariadic && p.ParseOptionalPunct("...") {
			fa.Variadic = true
			break
		}
		a, isNamed, err := p.ParseOptionalArgument(true, true)
		if err != nil {
			return fa, err
		}
		if i == 0 {
			named = isNamed
		} else if isNamed != named {
			return fa, p.Errorf("expected SSA identifier")
		}
		if !isNamed {
			t, err := p.ParseType()
			if err != nil {
				return fa, err
			}
			a.Type = t
			if a.Attrs, err = p.ParseOptionalAttrDict(); err != nil {
				return fa, err
			}
		} else {
			fa.Args = append(fa.Args, a)
		}
		fa.Types = append(fa.Types, a.Type)
		fa.Attrs = append(fa.Attrs, ctx.DictionaryAttr(a.Attrs))
		fa.AnyAttrs = fa.AnyAttrs || len(a.Attrs) > 0
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	return fa, p.ParsePunct(")")
}

// PrintFunctionArgumentList prints a function's argument list, `(` to `)`:
// the entry block's arguments with their types and `arg_attrs` for a
// definition, the bare types for a declaration (op's body empty), then
// `...` when variadic.
func PrintFunctionArgumentList(p *AsmPrinter, op *Operation, inputs []Type, variadic bool) {
	body := op.Region(0)
	external := body.Empty()
	argAttrs := op.Attr("arg_attrs")
	p.WriteByte('(')
	for i, t := range inputs {
		if i > 0 {
			p.WriteString(", ")
		}
		if !external && i < body.Front().NumArgs() {
			p.PrintRegionArgument(body.Front().Arg(i), DictAt(argAttrs, i), false)
		} else {
			p.PrintType(t)
			p.PrintOptionalAttrDict(DictAt(argAttrs, i))
		}
	}
	if variadic {
		if len(inputs) > 0 {
			p.WriteString(", ")
		}
		p.WriteString("...")
	}
	p.WriteByte(')')
}

// DictAt returns the entries of element i of an array of dictionaries
// (`arg_attrs`, `res_attrs`), or nil when there is none.
func DictAt(a Attribute, i int) []NamedAttr {
	arr, ok := a.(*ArrayAttr)
	if !ok || i >= len(arr.Elems) {
		return nil
	}
	if d, ok := arr.Elems[i].(*DictionaryAttr); ok {
		return d.Entries
	}
	return nil
}
