package jdk_test

import (
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"gospf/internal/javatest"
	"gospf/interp"
	"gospf/jdk"
	"gospf/solver"
)

// digestHelpers are the members of a digest program that fold outcomes:
// fold(outcome) adds an outcome (a value's text) to digest and counts it
// in n; t(f) folds what f returns, or the class and message of what it
// throws.
const digestHelpers = `    static long digest;
    static int n;
    static void fold(Object outcome) { digest = digest * 31 + String.valueOf(outcome).hashCode(); n++; }
    interface F { Object f() throws Throwable; }
    static void t(F f) {
        try { fold(f.f()); } catch (Throwable x) { fold(x.getClass().getName() + ":" + x.getMessage()); }
    }
`

// sameDigestAsJVM compiles prog, the source of class, whose static run()
// folds many outcomes into a long digest (-1 when not all were folded)
// and whose main prints it; it runs main on the JVM and run() in gospf
// with the JDK's models, and fails unless both give the same digest.
func sameDigestAsJVM(t *testing.T, class, prog string) {
	t.Helper()
	javac, java := javatest.Tools(t)
	t.Parallel()
	dir := t.TempDir()
	cp := javatest.CompileSource(t, javac, dir, class, prog)
	text, err := exec.Command(java, "-cp", dir, class).Output()
	if err != nil {
		t.Fatalf("java: %v", err)
	}
	want, err := strconv.ParseInt(strings.TrimSpace(string(text)), 10, 64)
	if err != nil || want == -1 {
		t.Fatalf("java printed %q", text)
	}
	out, err := javatest.Run(t, interp.Options{ClassPath: cp, Ctx: solver.NewContext(), Models: jdk.Register}, class+".run()")
	if err != nil {
		t.Fatal(err)
	}
	if out.Kind != interp.OutcomeReturn || out.Value.I != want {
		t.Fatalf("outcome %v value %d, want %d (the JVM's digest)", out.Kind, out.Value.I, want)
	}
}
