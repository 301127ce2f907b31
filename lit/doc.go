// Package lit runs file tests the way LLVM's lit does: it finds test files under a folder by
// their suffix, reads the RUN:, XFAIL:, REQUIRES:, UNSUPPORTED:, ALLOW_RETRIES: and
// DEFINE:/REDEFINE: directives in them, expands substitutions (%s, %t, tool names, ...),
// and runs each RUN command in a small built-in shell, with no /bin/sh.
//
// The pieces, one per file:
//
//	config.go      lit.cfg / lit.local.cfg: suffixes, excludes, tools, substitutions, features
//	script.go      the directives of a test file, RUN-line continuations joined
//	features.go    REQUIRES/UNSUPPORTED/XFAIL feature expressions (!, &&, ||, parentheses)
//	subst.go       %s, %S, %t, %T, %p, %%, %{pathsep}, DEFINE'd names, tools
//	shell_lex.go   RUN-line words, quoting and operators
//	shell_parse.go the command AST: Seq (; && ||), Pipeline (|), Command with redirections
//	exec.go        running the AST: pipes, redirections, not, env, external programs
//	inprocess.go   tools called as functions of this process (Options.InProcess)
//	builtins.go    echo, true, false, :, cd, export, mkdir, rm, cat, count
//	diff.go        the diff builtin
//	runner.go      discovery, one test's run and its Status
//	report.go      parallel runs, per-test lines, failure reports and the summary
//
// A program uses it as New(opts).Discover(paths...) and then Run or RunAll; the go test
// harness in test/lit calls Run once per test from its own subtests.
package lit
