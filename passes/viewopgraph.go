package passes

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/strata-compiler/strata/ir"
)

// ViewOpGraph writes a Graphviz DOT graph of the IR to stderr.
var ViewOpGraph = &Pass{
	Argument: "view-op-graph",
	Name:     "PrintOpGraph",
	Summary:  "Print Graphviz visualization of an operation",
	Description: `This pass prints a Graphviz graph of a module to standard error: every
region is a cluster labelled with its op, every op a record node with its
operands, name, attributes and results, and every use of a value an edge
from its definition to the user (block arguments are nodes of their own).
Render it with 'dot -Tsvg'.`,
	Options: []Option{
		{Name: "max-label-len", Kind: UintOption, Default: "20", Description: "Limit attribute/type length to number of chars"},
		{Name: "print-attrs", Kind: BoolOption, Default: "true", Description: "Print attributes of operations"},
		{Name: "print-data-flow-edges", Kind: BoolOption, Default: "true", Description: "Print data flow edges"},
		{Name: "print-result-types", Kind: BoolOption, Default: "true", Description: "Print result types of operations"},
	},
	Run: func(r *Run) error {
		r.MarkUnchanged()
		w := io.Writer(os.Stderr)
		if r.exec != nil && r.exec.cfg.Out != nil {
			w = r.exec.cfg.Out
		}
		g := &dotGraph{maxLen: int(r.Int("max-label-len")), attrs: r.Bool("print-attrs"),
			types: r.Bool("print-result-types"), names: map[*ir.Value]string{}, nodes: map[*ir.Value]string{}}
		g.b.WriteString("digraph G {\n  compound = true;\n")
		g.op(r.Op, "  ")
		if r.Bool("print-data-flow-edges") {
			g.b.WriteString(g.edges.String())
		}
		g.b.WriteString("}\n")
		io.WriteString(w, g.b.String())
		return nil
	},
}

type dotGraph struct {
	b, edges     strings.Builder
	next         int
	maxLen       int
	attrs, types bool
	names        map[*ir.Value]string
	// nodes maps a value to "vN:port" of its definition.
	nodes    map[*ir.Value]string
	nextName int
	nextArg  int
}

func (g *dotGraph) id() string { g.next++; return fmt.Sprintf("v%d", g.next) }

func (g *dotGraph) name(v *ir.Value) string {
	if n, ok := g.names[v]; ok {
		return n
	}
	var n string
	if v.IsBlockArgument() {
		n = fmt.Sprintf("arg%d", g.nextArg)
		g.nextArg++
	} else {
		n = fmt.Sprintf("%d", g.nextName)
		g.nextName++
	}
	g.names[v] = n
	return n
}

// dotEscape escapes a label for a record node.
func dotEscape(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "{", `\{`, "}", `\}`, "<", `\<`, ">", `\>`, "|", `\|`, "\n", `\l`)
	return r.Replace(s)
}

func (g *dotGraph) trunc(s string) string {
	if g.maxLen > 0 && len(s) > g.maxLen {
		return s[:g.maxLen] + "..."
	}
	return s
}

func (g *dotGraph) op(o *ir.Operation, ind string) {
	if o.NumRegions() > 0 {
		fmt.Fprintf(&g.b, "%ssubgraph cluster_%s {\n", ind, g.id()[1:])
		fmt.Fprintf(&g.b, "%s  %s [label = \" \", shape = plain];\n", ind, g.id())
		fmt.Fprintf(&g.b, "%s  label = \"%s\";\n", ind, dotEscape(g.opLabel(o)))
		for _, r := range o.Regions() {
			fmt.Fprintf(&g.b, "%s  subgraph cluster_%s {\n", ind, g.id()[1:])
			fmt.Fprintf(&g.b, "%s    %s [label = \" \", shape = plain];\n", ind, g.id())
			fmt.Fprintf(&g.b, "%s    label = \"\";\n", ind)
			for b := r.Front(); b != nil; b = b.Next() {
				for _, a := range b.Args() {
					id := g.id()
					n := g.name(a)
					fmt.Fprintf(&g.b, "%s    %s [label = \"<res_%s> %%%s %s\", shape = Mrecord];\n", ind, id, n, n, dotEscape(g.trunc(ir.TypeString(a.Type()))))
					g.nodes[a] = id + ":res_" + n
				}
				for x := b.First(); x != nil; x = x.Next() {
					g.op(x, ind+"    ")
				}
			}
			fmt.Fprintf(&g.b, "%s  }\n", ind)
		}
		fmt.Fprintf(&g.b, "%s}\n", ind)
		return
	}
	id := g.id()
	var parts []string
	if o.NumOperands() > 0 {
		var ins []string
		for i := 0; i < o.NumOperands(); i++ {
			v := o.Operand(i)
			n := g.name(v)
			ins = append(ins, fmt.Sprintf("<arg_%s> %%%s", n, n))
			if src, ok := g.nodes[v]; ok {
				fmt.Fprintf(&g.edges, "  %s:s -> %s:arg_%s:n[style = solid];\n", src, id, n)
			}
		}
		parts = append(parts, "{"+strings.Join(ins, "|")+"}")
	}
	parts = append(parts, dotEscape(g.opLabel(o)))
	if o.NumResults() > 0 {
		var outs []string
		for i := 0; i < o.NumResults(); i++ {
			v := o.Result(i)
			n := g.name(v)
			s := fmt.Sprintf("<res_%s> %%%s", n, n)
			if g.types {
				s += " " + dotEscape(g.trunc(ir.TypeString(v.Type())))
			}
			outs = append(outs, s)
			g.nodes[v] = id + ":res_" + n
		}
		parts = append(parts, "{"+strings.Join(outs, "|")+"}")
	}
	fmt.Fprintf(&g.b, "%s%s [label = \"{%s}\", shape = Mrecord];\n", ind, id, strings.Join(parts, "|"))
}

func (g *dotGraph) opLabel(o *ir.Operation) string {
	s := o.Name() + "\n"
	if g.attrs && len(o.Attrs()) > 0 {
		s += "\n"
		for _, a := range o.Attrs() {
			s += a.Name + ": " + g.trunc(ir.AttrString(a.Value)) + "\n"
		}
	}
	return s
}
