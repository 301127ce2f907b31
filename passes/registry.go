package passes

import (
	"fmt"
	"sort"
	"strings"
)

// generic lists every pass of this package. It is the one place a pass
// is made known; tools add the passes of other packages (lowerings,
// dialect transforms) to a registry explicitly, never through init().
var generic = []*Pass{
	Canonicalize,
	CSE,
	SymbolDCE,
	SymbolPrivatize,
	ControlFlowSink,
	SnapshotOpLocations,
	Inline,
	SCCP,
	RemoveDeadValues,
	LICM,
	StripDebugInfo,
	PrintOpStats,
	ViewOpGraph,
	ReconcileUnrealizedCasts,
	Mem2Reg,
	SROA,
	LoopInvariantSubsetHoisting,
	TestPassCrash,
	TestPassFailure,
	TestPassInvalidIR,
}

// fallbackRegistry resolves nested pipelines of instances built without a
// registry (NewInstance); it breaks the initialization cycle between the
// pass list and passes that parse pipelines.
var fallbackRegistry func() *PassRegistry

func init() { fallbackRegistry = Registry }

// GenericPasses returns the passes defined in this package.
func GenericPasses() []*Pass { return append([]*Pass(nil), generic...) }

// PipelineDef is a named pipeline, as upstream's PassPipelineRegistration:
// `--my-pipeline` or `my-pipeline{opts}` in a pipeline expands to what
// Build adds.
type PipelineDef struct {
	Argument string
	Summary  string
	// Pipeline is the textual pipeline the name stands for, e.g.
	// "func.func(canonicalize,cse),symbol-dce"; used when Build is nil.
	Pipeline string
	// Build adds the pipeline's elements to pm, given the option text
	// written in braces ("" when none).
	Build func(reg *PassRegistry, pm *OpPassManager, options string) error
}

// PassRegistry resolves pass and pipeline names.
type PassRegistry struct {
	passes    map[string]*Pass
	pipelines map[string]*PipelineDef
}

// NewRegistry returns an empty registry.
func NewRegistry() *PassRegistry {
	return &PassRegistry{passes: map[string]*Pass{}, pipelines: map[string]*PipelineDef{}}
}

// Registry returns a registry holding the generic passes of this package.
func Registry() *PassRegistry {
	r := NewRegistry()
	if err := r.Register(generic...); err != nil {
		panic(err) // a malformed declaration in this package
	}
	return r
}

// Register adds passes after checking their declarations: a unique
// argument, a Run function, well-formed option defaults.
func (r *PassRegistry) Register(ps ...*Pass) error {
	for _, p := range ps {
		if p.Argument == "" || p.Run == nil {
			return fmt.Errorf("pass %q: an argument and a Run function are required", p.Argument)
		}
		if _, dup := r.passes[p.Argument]; dup {
			return fmt.Errorf("pass %q registered twice", p.Argument)
		}
		if _, dup := r.pipelines[p.Argument]; dup {
			return fmt.Errorf("pass %q has the name of a registered pipeline", p.Argument)
		}
		seen := map[string]bool{}
		for i := range p.Options {
			o := &p.Options[i]
			if seen[o.Name] {
				return fmt.Errorf("pass %q: option %q declared twice", p.Argument, o.Name)
			}
			seen[o.Name] = true
			if _, err := parseOptionValue(o, o.Default); err != nil {
				return fmt.Errorf("pass %q: option %q: bad default %q: %v", p.Argument, o.Name, o.Default, err)
			}
		}
		r.passes[p.Argument] = p
	}
	return nil
}

// RegisterPipeline adds a named pipeline.
func (r *PassRegistry) RegisterPipeline(ps ...*PipelineDef) error {
	for _, p := range ps {
		if _, dup := r.passes[p.Argument]; dup {
			return fmt.Errorf("pipeline %q has the name of a registered pass", p.Argument)
		}
		if _, dup := r.pipelines[p.Argument]; dup {
			return fmt.Errorf("pipeline %q registered twice", p.Argument)
		}
		if p.Build == nil && p.Pipeline == "" {
			return fmt.Errorf("pipeline %q: Pipeline or Build is required", p.Argument)
		}
		r.pipelines[p.Argument] = p
	}
	return nil
}

// Lookup returns the pass named arg, or nil.
func (r *PassRegistry) Lookup(arg string) *Pass { return r.passes[arg] }

// LookupPipeline returns the pipeline named arg, or nil.
func (r *PassRegistry) LookupPipeline(arg string) *PipelineDef { return r.pipelines[arg] }

// Passes returns the registered passes sorted by argument.
func (r *PassRegistry) Passes() []*Pass {
	out := make([]*Pass, 0, len(r.passes))
	for _, p := range r.passes {
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Argument < out[j].Argument })
	return out
}

// Pipelines returns the registered pipelines sorted by argument.
func (r *PassRegistry) Pipelines() []*PipelineDef {
	out := make([]*PipelineDef, 0, len(r.pipelines))
	for _, p := range r.pipelines {
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Argument < out[j].Argument })
	return out
}

// NewInstance builds an instance of pass arg with options given as
// `name=value ...` text.
func (r *PassRegistry) NewInstance(arg, options string) (*Instance, error) {
	p := r.passes[arg]
	if p == nil {
		return nil, fmt.Errorf("'%s' does not refer to a registered pass", arg)
	}
	in := NewInstance(p)
	in.registry = r
	if err := in.opts.ParseOptionString(options); err != nil {
		return nil, fmt.Errorf("failed to add `%s` with options `%s`: %v", arg, options, err)
	}
	if p.Validate != nil {
		if err := p.Validate(in.opts); err != nil {
			return nil, fmt.Errorf("failed to add `%s` with options `%s`: %v", arg, options, err)
		}
	}
	return in, nil
}

// AddByName appends the pass or pipeline arg (with option text) to pm,
// as a `-arg` / `--arg="opts"` flag of strata-opt does.
func (r *PassRegistry) AddByName(pm *OpPassManager, arg, options string) error {
	if pl := r.pipelines[arg]; pl != nil {
		return r.expandPipeline(pm, pl, options)
	}
	in, err := r.NewInstance(arg, options)
	if err != nil {
		return err
	}
	return pm.AddPass(in)
}

func (r *PassRegistry) expandPipeline(pm *OpPassManager, pl *PipelineDef, options string) error {
	if pl.Build != nil {
		return pl.Build(r, pm, options)
	}
	if options != "" {
		return fmt.Errorf("pipeline '%s' takes no options", pl.Argument)
	}
	return r.AddPipelineText(pm, pl.Pipeline)
}

// ParsePipeline parses a full pipeline, anchored on its op:
// `builtin.module(func.func(cse),symbol-dce)`.
func (r *PassRegistry) ParsePipeline(text string) (*PassManager, error) {
	ast, err := parsePipelineText(text)
	if err != nil {
		return nil, err
	}
	if len(ast.Elems) != 1 || ast.Elems[0].Nested == nil {
		return nil, fmt.Errorf("expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'")
	}
	top := ast.Elems[0]
	pm := NewPassManager(top.Name)
	if err := r.build(text, pm.OpPassManager, top.Nested.Elems); err != nil {
		return nil, err
	}
	return pm, nil
}

// AddPipelineText parses the elements of a pipeline (without the outer
// anchor: `func.func(cse),canonicalize`) and appends them to pm.
func (r *PassRegistry) AddPipelineText(pm *OpPassManager, text string) error {
	ast, err := parsePipelineText(text)
	if err != nil {
		return err
	}
	return r.build(text, pm, ast.Elems)
}

func (r *PassRegistry) build(text string, pm *OpPassManager, elems []*elementAST) error {
	for _, el := range elems {
		perr := func(off int, format string, args ...any) error {
			return &PipelineError{Text: text, Offset: off, Message: fmt.Sprintf(format, args...)}
		}
		if el.Nested != nil {
			if err := r.build(text, pm.Nest(el.Name), el.Nested.Elems); err != nil {
				return err
			}
			continue
		}
		var opts []string
		if el.Options != nil {
			for _, o := range el.Options.Opts {
				if o.Value != nil {
					opts = append(opts, o.Key+"="+o.Value.valueText())
				} else {
					opts = append(opts, o.Key)
				}
			}
		}
		optText := strings.Join(opts, " ")
		if pl := r.pipelines[el.Name]; pl != nil {
			if err := r.expandPipeline(pm, pl, optText); err != nil {
				return perr(el.Pos.Offset, "%v", err)
			}
			continue
		}
		p := r.passes[el.Name]
		if p == nil {
			return perr(el.Pos.Offset, "'%s' does not refer to a registered pass or pass pipeline", el.Name)
		}
		in, err := r.NewInstance(el.Name, optText)
		if err != nil {
			off := el.Pos.Offset
			if el.Options != nil {
				off = el.Options.Pos.Offset
			}
			return perr(off, "%v", err)
		}
		if err := pm.AddPass(in); err != nil {
			return perr(el.Pos.Offset, "%v", err)
		}
	}
	return nil
}

// ParsePipeline parses text with the generic passes' registry.
func ParsePipeline(text string) (*PassManager, error) { return Registry().ParsePipeline(text) }

// ParsePassFlag recognizes a per-pass command-line flag: `-cse`,
// `--canonicalize`, `--canonicalize=max-iterations=3 test-convergence`.
// It returns the name and the option text.
func ParsePassFlag(arg string) (name, options string, ok bool) {
	if !strings.HasPrefix(arg, "-") {
		return "", "", false
	}
	s := strings.TrimPrefix(strings.TrimPrefix(arg, "-"), "-")
	name, options, _ = strings.Cut(s, "=")
	options = strings.TrimSpace(options)
	if len(options) >= 2 && (options[0] == '"' || options[0] == '\'') && options[len(options)-1] == options[0] {
		options = options[1 : len(options)-1]
	}
	return name, options, name != ""
}
