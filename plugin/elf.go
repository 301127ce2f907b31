package plugin

import (
	"debug/elf"
	"fmt"
	"slices"
)

// CEntryPrefix starts the C entry point of each segment function F:
// _mlir_ciface_F.
const CEntryPrefix = "_mlir_ciface_"

// Inspect reads the artifact at a.Path (as Check leaves it) and reports
// what would make the host's library fail to link or to load: a file that
// is not ELF, an ELF file of another kind than a.Kind (a relocatable
// object, or a shared library), or one that does not define the C entry
// point of each of functions. For a shared library it returns its
// DT_SONAME ("" when it has none), the name the host's library will look
// for it by.
func (a *Artifact) Inspect(functions []string) (soname string, err error) {
	f, err := elf.Open(a.Path)
	if err != nil {
		return "", fmt.Errorf("artifact %s is not an ELF file: %v", a.Path, err)
	}
	defer f.Close()
	want, symbols := elf.ET_REL, f.Symbols
	if a.Kind == KindSharedLibrary {
		want, symbols = elf.ET_DYN, f.DynamicSymbols
	}
	if f.Type != want {
		return "", fmt.Errorf("artifact %s is an ELF file of type %s, but its kind is %s (want %s)", a.Path, f.Type, a.Kind, want)
	}
	syms, err := symbols()
	if err != nil && err != elf.ErrNoSymbols {
		return "", fmt.Errorf("artifact %s: reading its symbols: %v", a.Path, err)
	}
	var defined []string
	for _, s := range syms {
		bind := elf.ST_BIND(s.Info)
		if s.Section != elf.SHN_UNDEF && (bind == elf.STB_GLOBAL || bind == elf.STB_WEAK) {
			defined = append(defined, s.Name)
		}
	}
	for _, fn := range functions {
		if !slices.Contains(defined, CEntryPrefix+fn) {
			return "", fmt.Errorf("artifact %s does not define %s%s, the C entry point of @%s (a %s must export it)", a.Path, CEntryPrefix, fn, fn, a.Kind)
		}
	}
	if a.Kind == KindSharedLibrary {
		names, err := f.DynString(elf.DT_SONAME)
		if err == nil && len(names) > 0 {
			soname = names[0]
		}
	}
	return soname, nil
}
