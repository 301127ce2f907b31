package torch_test

import (
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/torch"
)

// aliasExtraOperands are the aliases with operands past their target's,
// which the comment of their entry says do not change the result.
var aliasExtraOperands = map[string]bool{"torch.aten._convolution": true}

// TestAliases checks the alias table against the schemas: both ops are
// declared, the alias's operands are its target's leading ones with the
// same types, the target's further operands have defaults, no target is
// itself an alias, and every declared X_copy whose X takes the same
// operands is listed.
func TestAliases(t *testing.T) {
	schemas := map[string]*torch.Schema{}
	for _, s := range torch.DeclaredSchemas() {
		schemas[s.OpName()] = s
	}
	aliasOf := map[string]string{}
	for a, t := range torch.Aliases {
		aliasOf[a.Name] = t.Name
	}
	for alias, target := range aliasOf {
		a, b := schemas[alias], schemas[target]
		if a == nil || b == nil {
			t.Errorf("%s -> %s: not both declared", alias, target)
			continue
		}
		if _, chained := aliasOf[target]; chained {
			t.Errorf("%s -> %s: the target is an alias", alias, target)
		}
		for i, arg := range a.Args {
			if i >= len(b.Args) {
				if !aliasExtraOperands[alias] {
					t.Errorf("%s -> %s: operand #%d (%s) has no counterpart", alias, target, i, arg.Name)
				}
				continue
			}
			if !sameOperandType(arg.Type, b.Args[i].Type) {
				t.Errorf("%s -> %s: operand #%d is %s, the target's %s", alias, target, i, arg.Type, b.Args[i].Type)
			}
		}
		for _, arg := range b.Args[min(len(a.Args), len(b.Args)):] {
			if arg.Default == "" {
				t.Errorf("%s -> %s: the target's operand %s has no default", alias, target, arg.Name)
			}
		}
		if len(a.Returns) != len(b.Returns) {
			t.Errorf("%s -> %s: %d results, the target %d", alias, target, len(a.Returns), len(b.Returns))
		}
	}
	for name, s := range schemas {
		base, ok := strings.CutSuffix(s.Name, "_copy")
		if s.Namespace != "aten" || !ok || base == "" {
			continue
		}
		x := "torch.aten." + base
		if s.Overload != "" && s.Overload != "default" {
			x += "." + s.Overload
		}
		if xs := schemas[x]; xs != nil && sameArgs(s, xs) && aliasOf[name] != x {
			t.Errorf("%s is %s followed by a copy: list it in torch.Aliases", name, x)
		}
	}
}

// sameOperandType: equal types, or an alias's Tensor[] for the target's
// Tensor?[] (index.Tensor_hacked_twin).
func sameOperandType(a, b *torch.SchemaType) bool {
	return a.String() == b.String() || a.List && b.List && b.Elem.Optional && a.Elem.String() == b.Elem.Elem.String()
}

func sameArgs(a, b *torch.Schema) bool {
	if len(a.Args) != len(b.Args) {
		return false
	}
	for i := range a.Args {
		if a.Args[i].Type.String() != b.Args[i].Type.String() {
			return false
		}
	}
	return true
}
