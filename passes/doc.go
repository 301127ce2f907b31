package passes

import (
	"fmt"
	"strings"
)

// PassHelp renders a pass's description and options for --help-pass.
func PassHelp(p *Pass) string {
	var b strings.Builder
	fmt.Fprintf(&b, "--%s: %s\n", p.Argument, p.Summary)
	if p.Anchor != "" {
		fmt.Fprintf(&b, "  runs on: %s\n", p.Anchor)
	}
	if len(p.Options) > 0 {
		b.WriteString("  options:\n")
		for _, o := range p.Options {
			fmt.Fprintf(&b, "    %-24s %s\n", o.Name+"="+optionMeta(&o), o.Description+defaultNote(&o))
		}
	}
	if len(p.Statistics) > 0 {
		b.WriteString("  statistics:\n")
		for _, s := range p.Statistics {
			fmt.Fprintf(&b, "    %-24s %s\n", s.Name, s.Description)
		}
	}
	if p.Description != "" {
		b.WriteString("\n")
		for _, l := range strings.Split(p.Description, "\n") {
			b.WriteString("  " + l + "\n")
		}
	}
	return b.String()
}

func optionMeta(o *Option) string {
	t := "<" + o.Kind.String() + ">"
	if o.Kind == EnumOption {
		t = strings.Join(o.Values, "|")
	}
	if o.List {
		t += ",..."
	}
	return t
}

func defaultNote(o *Option) string {
	if o.Default == "" {
		return ""
	}
	return " (default: " + o.Default + ")"
}

// Reference renders the Markdown pass reference (docs/passes.md's pass
// sections) of every pass of reg, with the examples given by name.
func Reference(reg *PassRegistry, examples map[string]string) string {
	var b strings.Builder
	for _, p := range reg.Passes() {
		fmt.Fprintf(&b, "### `-%s`\n\n_%s_", p.Argument, p.Summary)
		if p.Anchor != "" {
			fmt.Fprintf(&b, " (runs on `%s`)", p.Anchor)
		}
		b.WriteString("\n\n")
		if p.Description != "" {
			b.WriteString(strings.Join(strings.Fields(p.Description), " "))
			b.WriteString("\n\n")
		}
		if len(p.Options) > 0 {
			b.WriteString("| option | type | default | description |\n| --- | --- | --- | --- |\n")
			for _, o := range p.Options {
				fmt.Fprintf(&b, "| `%s` | %s | `%s` | %s |\n", o.Name, strings.ReplaceAll(optionMeta(&o), "|", "\\|"), o.Default, o.Description)
			}
			b.WriteString("\n")
		}
		if len(p.Statistics) > 0 {
			b.WriteString("Statistics: ")
			for i, s := range p.Statistics {
				if i > 0 {
					b.WriteString(", ")
				}
				fmt.Fprintf(&b, "`%s` (%s)", s.Name, s.Description)
			}
			b.WriteString(".\n\n")
		}
		if ex, ok := examples[p.Argument]; ok {
			b.WriteString(ex)
			b.WriteString("\n\n")
		}
	}
	return b.String()
}
