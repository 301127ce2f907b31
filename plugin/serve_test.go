package plugin

import (
	"bytes"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"
)

// Serve reads the requests External sends: the capabilities query, and a
// compile request's flags and module; a compile error is the backend's
// stderr and status 1, an unknown request status 2.
func TestServe(t *testing.T) {
	caps := Capabilities{Protocol: ProtocolVersion, Name: "toy", Level: LevelLoops, Ops: []OpSupport{{Op: AnyOp}}}
	var got CompileRequest
	compile := func(req CompileRequest) (*Artifact, error) {
		got = req
		if strings.Contains(req.Module, "bad") {
			return nil, errors.New("model.py:3:1: error: toy cannot run this")
		}
		return &Artifact{Protocol: ProtocolVersion, Path: "a.o", Kind: KindObject, Functions: req.Functions}, nil
	}
	var out, errs bytes.Buffer
	if rc := Serve([]string{"capabilities", "--protocol", "1"}, nil, &out, &errs, caps, compile); rc != 0 {
		t.Fatalf("capabilities: %d %s", rc, errs.String())
	}
	var back Capabilities
	if err := json.Unmarshal(out.Bytes(), &back); err != nil || back.Name != "toy" {
		t.Fatalf("capabilities answer %q: %v", out.String(), err)
	}
	out.Reset()
	args := []string{"compile", "--protocol", "1", "--level", "loops", "--out", "/tmp/x", "--function", "f", "--function", "g"}
	if rc := Serve(args, strings.NewReader("module {}"), &out, &errs, caps, compile); rc != 0 {
		t.Fatalf("compile: %d %s", rc, errs.String())
	}
	if got.Module != "module {}" || got.OutDir != "/tmp/x" || !slices.Equal(got.Functions, []string{"f", "g"}) {
		t.Errorf("request %+v", got)
	}
	var art Artifact
	if err := json.Unmarshal(out.Bytes(), &art); err != nil || art.Path != "a.o" {
		t.Errorf("compile answer %q: %v", out.String(), err)
	}
	errs.Reset()
	if rc := Serve(args, strings.NewReader("bad"), &out, &errs, caps, compile); rc != 1 || !strings.Contains(errs.String(), "model.py:3:1: error:") {
		t.Errorf("a failed compile: rc %d, stderr %q", rc, errs.String())
	}
	if rc := Serve([]string{"dance"}, nil, &out, &errs, caps, compile); rc != 2 {
		t.Errorf("an unknown request: rc %d", rc)
	}
}
