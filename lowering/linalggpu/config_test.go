package linalggpu

import (
	"slices"
	"strconv"
	"testing"

	"github.com/strata-compiler/strata/passes"
)

// TestTuningsAreTheIntOptions keeps the table of tunings (what
// strata.gpu_config takes) and the pass's integer options one list: every
// integer option but tile-size is a tuning, and every tuning an integer
// option, and each option's default passes its tuning's check.
func TestTuningsAreTheIntOptions(t *testing.T) {
	var ints []string
	defaults := map[string]string{}
	for _, o := range Pass.Options {
		if o.Kind == passes.IntOption && o.Name != "tile-size" {
			ints = append(ints, o.Name)
			defaults[o.Name] = o.Default
		}
	}
	var names []string
	for _, tn := range tunings {
		names = append(names, tn.option)
		def, ok := defaults[tn.option]
		if !ok {
			t.Errorf("tuning %s is not an integer option of %s", tn.option, Pass.Argument)
			continue
		}
		v, err := strconv.ParseInt(def, 10, 64)
		if err != nil {
			t.Fatalf("%s's default %q: %v", tn.option, def, err)
		}
		if err := tn.check(16, v); err != nil {
			t.Errorf("%s's default %s: %v", tn.option, def, err)
		}
	}
	for _, name := range ints {
		if !slices.Contains(names, name) {
			t.Errorf("integer option %s is not in tunings (strata.gpu_config would not take it)", name)
		}
	}
}
