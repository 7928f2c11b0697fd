package javatest

import (
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"gospf/classfile"
	"gospf/interp"
)

// Tools returns the paths of javac and java; a test that needs them fails
// without them (make test installs the JDK).
func Tools(tb testing.TB) (javac, java string) {
	tb.Helper()
	javac, err1 := exec.LookPath("javac")
	java, err2 := exec.LookPath("java")
	if err1 != nil || err2 != nil {
		tb.Fatal("javac/java not on PATH (make test installs the JDK)")
	}
	return javac, java
}

// Compile compiles srcs (Java 17, with debug information) into dir and
// returns a class path of dir and the JDK, closed when the test ends.
func Compile(tb testing.TB, javac, dir string, srcs ...string) *classfile.ClassPath {
	tb.Helper()
	if out, err := exec.Command(javac, append([]string{"-g", "--release", "17", "-d", dir}, srcs...)...).CombinedOutput(); err != nil {
		tb.Fatalf("javac: %v\n%s", err, out)
	}
	home, err := classfile.FindJavaHome()
	if err != nil {
		tb.Fatal(err)
	}
	cp, err := classfile.NewClassPath(home, []string{dir})
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { cp.Close() })
	return cp
}

// CompileSource writes prog, the source of class, to dir/class.java and
// compiles it as Compile does.
func CompileSource(tb testing.TB, javac, dir, class, prog string) *classfile.ClassPath {
	tb.Helper()
	src := filepath.Join(dir, class+".java")
	if err := os.WriteFile(src, []byte(prog), 0o644); err != nil {
		tb.Fatal(err)
	}
	return Compile(tb, javac, dir, src)
}

// CompileAndRunMain writes sources (file name to text) to dir, compiles
// them as Compile does, runs class Main on the JVM and returns the class
// path and the lines Main printed.
func CompileAndRunMain(tb testing.TB, javac, java, dir string, sources map[string]string) (*classfile.ClassPath, []string) {
	tb.Helper()
	var srcs []string
	for name, src := range sources {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			tb.Fatal(err)
		}
		srcs = append(srcs, path)
	}
	sort.Strings(srcs)
	cp := Compile(tb, javac, dir, srcs...)
	out, err := exec.Command(java, "-cp", dir, "Main").Output()
	if err != nil {
		tb.Fatalf("java: %v", err)
	}
	return cp, strings.Split(strings.TrimSuffix(string(out), "\n"), "\n")
}

// Run starts the entry spec on a new VM made with opts and runs it to its
// end; a choice point on the way fails the test (the programs are
// straight-line on their symbolic inputs).
func Run(tb testing.TB, opts interp.Options, spec string) (*interp.Outcome, error) {
	tb.Helper()
	vm, err := interp.New(opts)
	if err != nil {
		tb.Fatal(err)
	}
	if err := vm.StartEntry(spec); err != nil {
		tb.Fatal(err)
	}
	gen, out, err := vm.Run()
	if gen != nil {
		tb.Fatalf("%s: unexpected choice point %s", spec, gen.Where)
	}
	return out, err
}
