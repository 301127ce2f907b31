package pipelines

import "testing"

func TestRegistryBuilds(t *testing.T) {
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("a pass declaration is malformed: %v", r)
		}
	}()
	Registry()
}
