package plugin

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"
)

// Serve is the protocol's other side, for a backend written in Go: it
// answers one request of Strata's as an executable strata-backend-NAME
// does (args without the program name, the module on stdin, the JSON
// answer on stdout, diagnostics on stderr) and returns the exit status:
// `capabilities` with caps, `compile` with what compile makes of the
// request. A backend's main is then
//
//	func main() { os.Exit(plugin.Serve(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, caps, compile)) }
func Serve(args []string, stdin io.Reader, stdout, stderr io.Writer, caps Capabilities,
	compile func(CompileRequest) (*Artifact, error)) int {
	if len(args) == 0 {
		fmt.Fprintf(stderr, "usage: strata-backend-%s capabilities|compile ... (docs/plugins.md)\n", caps.Name)
		return 2
	}
	var answer any
	switch args[0] {
	case "capabilities":
		answer = caps
	case "compile":
		fs := flag.NewFlagSet("compile", flag.ContinueOnError)
		fs.SetOutput(stderr)
		fs.Int("protocol", ProtocolVersion, "protocol version")
		fs.String("level", caps.Level, "level of the module")
		out := fs.String("out", "", "output folder")
		var functions repeated
		fs.Var(&functions, "function", "a function to compile (repeated)")
		if err := fs.Parse(args[1:]); err != nil {
			return 2
		}
		module, err := io.ReadAll(stdin)
		if err != nil {
			fmt.Fprintln(stderr, err)
			return 1
		}
		artifact, err := compile(CompileRequest{Module: string(module), Functions: functions, OutDir: *out})
		if err != nil {
			fmt.Fprintln(stderr, err)
			return 1
		}
		answer = artifact
	default:
		fmt.Fprintf(stderr, "strata-backend-%s: unknown request %q\n", caps.Name, args[0])
		return 2
	}
	if err := json.NewEncoder(stdout).Encode(answer); err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	return 0
}

// repeated is a flag given once per value.
type repeated []string

func (r *repeated) String() string     { return strings.Join(*r, ",") }
func (r *repeated) Set(v string) error { *r = append(*r, v); return nil }
