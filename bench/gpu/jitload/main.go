// Command jitload measures whether the CUDA driver JIT-compiles PTX
// modules in parallel: it loads copies of one PTX file (each copy's text
// made distinct by a comment, so nothing can be shared between them) one
// after another, then the same number of fresh copies from that many
// goroutines at once, and prints both wall times. Run it on the GPU machine
// with the driver's JIT cache off, so that every load compiles:
//
//	CUDA_CACHE_DISABLE=1 jitload -copies 16 model.ptx
//
// (strata-compile --target=cuda --emit=ptx writes such a file.) Whether a
// library's modules should be loaded by several threads at its first call
// depends on the answer (issue 17's cold compile: the JIT is about a third
// of a second of a small model's first call).
package main

import (
	"flag"
	"fmt"
	"os"
	"sync"
	"time"

	"github.com/strata-compiler/strata/runtime/cuda"
)

func main() {
	copies := flag.Int("copies", 8, "modules loaded each way")
	flag.Parse()
	if flag.NArg() != 1 || *copies < 1 || *copies > 256 {
		fmt.Fprintln(os.Stderr, "usage: jitload [-copies N (1 to 256)] FILE.ptx")
		os.Exit(2)
	}
	if err := run(flag.Arg(0), *copies); err != nil {
		fmt.Fprintln(os.Stderr, "jitload:", err)
		os.Exit(1)
	}
}

func run(path string, copies int) error {
	text, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	driver, err := cuda.Load()
	if err != nil {
		return err
	}
	ctx, err := driver.Context(0)
	if err != nil {
		return err
	}
	variant := func(round, i int) string { return fmt.Sprintf("%s\n// copy %d of round %d\n", text, i, round) }
	if _, err := ctx.LoadModule(variant(0, 0)); err != nil { // the JIT's own start, not timed
		return err
	}
	start := time.Now()
	for i := range copies {
		if _, err := ctx.LoadModule(variant(1, i)); err != nil {
			return err
		}
	}
	serial := time.Since(start)
	start = time.Now()
	errs := make([]error, copies)
	var wg sync.WaitGroup
	for i := range copies {
		wg.Go(func() { _, errs[i] = ctx.LoadModule(variant(2, i)) })
	}
	wg.Wait()
	parallel := time.Since(start)
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	fmt.Printf("%s: %d modules of %d bytes: one after another %.3f s (%.1f ms each), %d goroutines at once %.3f s (%.1fx)\n",
		path, copies, len(text), serial.Seconds(), serial.Seconds()*1e3/float64(copies), copies, parallel.Seconds(),
		serial.Seconds()/parallel.Seconds())
	return nil
}
