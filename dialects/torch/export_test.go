package torch

import "strings"

// SchemaString rebuilds a schema's text from its parse, for tests.
func SchemaString(s *Schema) string {
	var b strings.Builder
	b.WriteString(s.QualifiedName())
	b.WriteByte('(')
	kw := false
	for i, a := range s.Args {
		if i > 0 {
			b.WriteString(", ")
		}
		if a.KwargOnly && !kw {
			b.WriteString("*, ")
			kw = true
		}
		b.WriteString(a.TypeText + " " + a.Name)
		if a.Default != "" {
			b.WriteString("=" + a.Default)
		}
	}
	if s.VarArgs {
		if len(s.Args) > 0 {
			b.WriteString(", ")
		}
		b.WriteString("...")
	}
	b.WriteString(") -> ")
	if len(s.Returns) == 1 && !s.ParenReturns {
		b.WriteString(s.Returns[0].TypeText)
		if s.Returns[0].Name != "" {
			b.WriteString(" " + s.Returns[0].Name)
		}
		return b.String()
	}
	b.WriteByte('(')
	for i, r := range s.Returns {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(r.TypeText)
		if r.Name != "" {
			b.WriteString(" " + r.Name)
		}
	}
	b.WriteByte(')')
	return b.String()
}
