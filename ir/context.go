package ir

import (
	"sort"
	"sync"
)

// Context owns everything that is shared between IR objects: the dialect
// and op registries and the tables that unique types and attributes.
//
// Registration (RegisterDialect, RegisterOp) must happen before the context
// is used from several goroutines; after that the registries are read-only.
// The uniquing tables are guarded by a mutex so parallel passes may create
// types and attributes concurrently.
type Context struct {
	// dialects maps a namespace ("arith") to its dialect.
	dialects map[string]*Dialect
	// ops maps a full op name ("arith.addi") to its definition.
	ops map[string]*OpDef
	// names interns op names, registered or not, so every Operation of the
	// same kind shares one *OpName.
	namesMu sync.RWMutex
	names   map[string]*OpName

	// AllowUnregistered lets the parser accept ops of unknown dialects,
	// as mlir-opt's --allow-unregistered-dialect does.
	AllowUnregistered bool

	// uniq guards the uniquing tables below.
	uniq sync.RWMutex
	// types and attrs map a structural key to the unique instance.
	types map[string]Type
	attrs map[string]Attribute
	// nextID hands out dense ids to uniqued objects.
	nextID uint32

	// Fast paths for the most common types, filled lazily under uniq.
	intTypes  [3][129]*IntegerType
	indexType *IndexType
	floats    [numFloatKinds]*FloatType
	noneType  *NoneType
	unknown   *UnknownLoc
	unitAttr  *UnitAttr
	emptyDict *DictionaryAttr
	res       *Resources
	diag      *DiagEngine
	fileLocs  map[string]*FileLocTable

	// symIndex caches the names of symbol tables (see lookupIn).
	symMu    sync.Mutex
	symIndex map[*Operation]map[string]*Operation
}

// NewContext returns an empty context with only the builtin types and
// attributes available; dialects are added by their Register functions.
func NewContext() *Context {
	c := &Context{
		dialects: map[string]*Dialect{},
		ops:      map[string]*OpDef{},
		names:    map[string]*OpName{},
		types:    map[string]Type{},
		attrs:    map[string]Attribute{},
	}
	c.RegisterDialect(&Dialect{Name: "builtin"})
	return c
}

// Dialect groups ops, types and attributes under one namespace and carries
// the hooks the parser and printer call for the dialect's own syntax.
type Dialect struct {
	// Name is the namespace, e.g. "arith".
	Name string
	// ParseType parses the body of `!name.body` (the part after the dot).
	// Nil means types of this dialect are kept as OpaqueType.
	ParseType func(p AsmParser) (Type, error)
	// ParseAttr parses the body of `#name.body` likewise.
	ParseAttr func(p AsmParser, t Type) (Attribute, error)
	// AllowUnknownOps lets the dialect hold ops it does not register (the
	// verifier rejects them otherwise, as MLIR does).
	AllowUnknownOps bool
	// ResolveOp declares ops on demand: when an op of this dialect is
	// looked up (LookupOp, OpName) and was not registered, the context
	// asks ResolveOp for its definition. It returns nil for names the
	// dialect does not have, and otherwise the same definition for a name
	// every time; it must be safe for concurrent use. A dialect with
	// thousands of ops (torch's ATen overloads) registers the few it
	// handles and resolves the rest, so that a context costs only what a
	// program uses. Resolved ops are not listed by RegisteredOps.
	ResolveOp func(name string) *OpDef
	// VerifyArgAttr checks an attribute of this dialect (`name.x`) on
	// argument arg of a function-like op (an entry of its `arg_attrs`), as
	// MLIR's Dialect::verifyRegionArgAttribute; nil accepts any.
	VerifyArgAttr func(op *Operation, arg int, a NamedAttr) error
	// ctx is set at registration.
	ctx *Context
}

// RegisterDialect adds d; registering the same name twice replaces the
// hooks but keeps the ops already registered.
func (c *Context) RegisterDialect(d *Dialect) *Dialect {
	if old, ok := c.dialects[d.Name]; ok {
		if d.ParseType != nil {
			old.ParseType = d.ParseType
		}
		if d.ParseAttr != nil {
			old.ParseAttr = d.ParseAttr
		}
		if d.ResolveOp != nil {
			old.ResolveOp = d.ResolveOp
		}
		return old
	}
	d.ctx = c
	if d.Name == "test" {
		// Upstream's test dialect accepts ops it does not define; tests
		// everywhere rely on "test.*" ops, so ours does too.
		d.AllowUnknownOps = true
	}
	c.dialects[d.Name] = d
	return d
}

// Dialect returns the dialect registered under name, or nil.
func (c *Context) Dialect(name string) *Dialect { return c.dialects[name] }

// Dialects returns the registered dialect names, sorted.
func (c *Context) Dialects() []string {
	var out []string
	for n := range c.dialects {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// OpName is the interned identity of an op kind. Def is nil for ops of
// unregistered dialects.
type OpName struct {
	// Name is the full name, "dialect.op".
	Name string
	// Dialect is the part before the first dot ("" when there is none).
	Dialect string
	// Def is the registered definition, nil when unregistered.
	Def *OpDef
}

// LookupOp returns the definition of name: the registered one, or the
// one its dialect's ResolveOp declares; nil when there is neither.
func (c *Context) LookupOp(name string) *OpDef {
	if d := c.ops[name]; d != nil {
		if d.Complete != nil {
			// A malformed definition is a programming error in the
			// dialect, as for MustRegisterOps.
			if err := d.prepare(); err != nil {
				panic(err)
			}
		}
		return d
	}
	return c.resolveOp(name)
}

// resolveOp asks the dialect of name for a definition it declares on
// demand. The context's tables are not written, so lookups stay safe for
// concurrent use; a malformed definition is a programming error in the
// dialect, as for MustRegisterOps.
func (c *Context) resolveOp(name string) *OpDef {
	dl := c.dialects[dialectOf(name)]
	if dl == nil || dl.ResolveOp == nil {
		return nil
	}
	d := dl.ResolveOp(name)
	if d == nil {
		return nil
	}
	if d.Name != name {
		panic("ir: dialect " + dl.Name + " resolved op " + name + " to a definition named " + d.Name)
	}
	if err := d.prepare(); err != nil {
		panic(err)
	}
	return d
}

// dialectOf returns the part of an op name before the first dot, or ""
// when there is none.
func dialectOf(name string) string {
	for i := 0; i < len(name); i++ {
		if name[i] == '.' {
			return name[:i]
		}
	}
	return ""
}

// OpName interns name. It is safe for concurrent use.
func (c *Context) OpName(name string) *OpName {
	c.namesMu.RLock()
	n := c.names[name]
	c.namesMu.RUnlock()
	if n != nil {
		return n
	}
	c.namesMu.Lock()
	defer c.namesMu.Unlock()
	if n = c.names[name]; n != nil {
		return n
	}
	n = &OpName{Name: name, Dialect: dialectOf(name), Def: c.LookupOp(name)}
	c.names[name] = n
	return n
}

// uniqueType returns the type stored under key, building it with mk the
// first time. mk must return a fresh value whose base has not been set.
func (c *Context) uniqueType(key string, mk func() Type) Type {
	c.uniq.RLock()
	t, ok := c.types[key]
	c.uniq.RUnlock()
	if ok {
		return t
	}
	c.uniq.Lock()
	defer c.uniq.Unlock()
	if t, ok = c.types[key]; ok {
		return t
	}
	t = mk()
	c.nextID++
	b := t.typeBase()
	b.id = c.nextID
	b.ctx = c
	c.types[key] = t
	return t
}

// uniqueAttr is uniqueType for attributes.
func (c *Context) uniqueAttr(key string, mk func() Attribute) Attribute {
	c.uniq.RLock()
	a, ok := c.attrs[key]
	c.uniq.RUnlock()
	if ok {
		return a
	}
	c.uniq.Lock()
	defer c.uniq.Unlock()
	if a, ok = c.attrs[key]; ok {
		return a
	}
	a = mk()
	c.nextID++
	b := a.attrBase()
	b.id = c.nextID
	b.ctx = c
	c.attrs[key] = a
	return a
}

// UniqueType lets dialects unique their own types. key must identify the
// type structurally and start with the dialect name so that dialects do
// not collide; mk builds the type the first time.
func (c *Context) UniqueType(key string, mk func() Type) Type { return c.uniqueType("!"+key, mk) }

// UniqueAttr is UniqueType for dialect attributes.
func (c *Context) UniqueAttr(key string, mk func() Attribute) Attribute {
	return c.uniqueAttr("#"+key, mk)
}

// keyBuilder builds uniquing keys out of ids of already-uniqued parts and
// raw data, so that a key never needs the printed form.
type keyBuilder struct{ b []byte }

func (k *keyBuilder) byte(c byte) *keyBuilder { k.b = append(k.b, c); return k }
func (k *keyBuilder) u64(v uint64) *keyBuilder {
	for v >= 0x80 {
		k.b = append(k.b, byte(v)|0x80)
		v >>= 7
	}
	k.b = append(k.b, byte(v))
	return k
}
func (k *keyBuilder) i64(v int64) *keyBuilder { return k.u64(uint64(v<<1) ^ uint64(v>>63)) }
func (k *keyBuilder) str(s string) *keyBuilder {
	k.u64(uint64(len(s)))
	k.b = append(k.b, s...)
	return k
}
func (k *keyBuilder) typ(t Type) *keyBuilder {
	if t == nil {
		return k.u64(0)
	}
	return k.u64(uint64(t.typeBase().id))
}
func (k *keyBuilder) attr(a Attribute) *keyBuilder {
	if a == nil {
		return k.u64(0)
	}
	return k.u64(uint64(a.attrBase().id))
}
func (k *keyBuilder) String() string { return string(k.b) }
