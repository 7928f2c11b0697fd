package interp_test

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"

	"gospf/classfile"
	"gospf/internal/javatest"
	"gospf/interp"
	"gospf/jdk"
	"gospf/solver"
)

// The concrete conformance corpus: every program in testdata/conformance
// (compiled with --release 8 and --release 17) and testdata/conformance17
// (--release 17 only) runs on the real JVM and on gospf's interpreter with
// no symbolic inputs; stdout, the exit status and the first stderr line
// must be identical.

// corpus is one compiled release of the corpus.
type corpus struct {
	dir   string   // javac output directory
	names []string // main classes, sorted
	cp    *classfile.ClassPath
}

// sourcesFor returns the Java sources in dirs, sorted.
func sourcesFor(tb testing.TB, dirs ...string) []string {
	tb.Helper()
	var srcs []string
	for _, d := range dirs {
		m, err := filepath.Glob(filepath.Join(d, "*.java"))
		if err != nil {
			tb.Fatal(err)
		}
		srcs = append(srcs, m...)
	}
	sort.Strings(srcs)
	return srcs
}

// compileCorpus compiles the programs in dirs for release into
// tb.TempDir(), all sources in one javac call.
func compileCorpus(tb testing.TB, release string, dirs ...string) *corpus {
	tb.Helper()
	javac, _ := javatest.Tools(tb)
	srcs := sourcesFor(tb, dirs...)
	c := &corpus{dir: tb.TempDir()}
	args := append([]string{"-g", "--release", release, "-nowarn", "-d", c.dir}, srcs...)
	if out, err := exec.Command(javac, args...).CombinedOutput(); err != nil {
		tb.Fatalf("javac --release %s: %v\n%s", release, err, out)
	}
	for _, s := range srcs {
		c.names = append(c.names, strings.TrimSuffix(filepath.Base(s), ".java"))
	}
	home, err := classfile.FindJavaHome()
	if err != nil {
		tb.Fatal(err)
	}
	if c.cp, err = classfile.NewClassPath(home, []string{c.dir}); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { c.cp.Close() })
	return c
}

// result is what a program run shows a user.
type result struct {
	stdout    string
	status    int
	firstErr  string // the first line of stderr
	hostError error  // a host failure (gospf), or java did not start
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return strings.TrimSuffix(s, "\r")
}

// runJava runs the program on the real JVM.
func runJava(java, dir, name string) result {
	cmd := exec.Command(java, "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-cp", dir, name)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	status := 0
	if err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			return result{hostError: fmt.Errorf("java %s: %v", name, err)}
		}
		status = ee.ExitCode()
	}
	return result{stdout: out.String(), status: status, firstErr: firstLine(errb.String())}
}

// runGospf runs the program on the interpreter with no symbolic inputs.
func runGospf(cp *classfile.ClassPath, name string) (result, *interp.VM) {
	var out, errb bytes.Buffer
	vm, err := interp.New(interp.Options{ClassPath: cp, Ctx: solver.NewContext(), Models: jdk.Register, Stdout: &out, Stderr: &errb, Assertions: false})
	if err != nil {
		return result{hostError: err}, nil
	}
	if err := vm.StartMain(name, nil); err != nil {
		return result{hostError: err}, vm
	}
	gen, o, err := vm.Run()
	r := result{stdout: out.String()}
	switch {
	case err != nil:
		r.hostError = err
		return r, vm
	case gen != nil:
		r.hostError = fmt.Errorf("a choice point (%s) with no symbolic inputs", gen.Where)
		return r, vm
	}
	stderr := errb.String()
	switch o.Kind {
	case interp.OutcomeReturn:
	case interp.OutcomeException:
		r.status = 1
		line := `Exception in thread "main" ` + o.ExceptionClass
		if o.HasMessage {
			line += ": " + o.Message
		}
		stderr += line + "\n"
	case interp.OutcomeExit:
		r.status = int(o.Value.Int())
	default:
		r.hostError = fmt.Errorf("unexpected outcome %v: %s", o.Kind, o.Message)
	}
	r.firstErr = firstLine(stderr)
	return r, vm
}

func TestConformance(t *testing.T) {
	_, java := javatest.Tools(t)
	for _, release := range []string{"8", "17"} {
		t.Run("release"+release, func(t *testing.T) {
			t.Parallel()
			dirs := []string{"testdata/conformance"}
			if release != "8" {
				dirs = append(dirs, "testdata/conformance17")
			}
			checkPrograms(t, java, compileCorpus(t, release, dirs...))
		})
	}
}

// TestModels runs the programs that exercise the JDK models more widely
// than the corpus does (testdata/models), compiled for release 17.
func TestModels(t *testing.T) {
	_, java := javatest.Tools(t)
	t.Parallel()
	checkPrograms(t, java, compileCorpus(t, "17", "testdata/models"))
}

// checkPrograms runs every program of c on the JVM and on gospf, one
// parallel subtest each, and compares what they show.
func checkPrograms(t *testing.T, java string, c *corpus) {
	// The JVM runs are mostly start-up latency: run several at once,
	// ahead of the subtests that wait for them.
	wants := make(map[string]chan result, len(c.names))
	sem := make(chan struct{}, 6)
	for _, name := range c.names {
		ch := make(chan result, 1)
		wants[name] = ch
		go func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			ch <- runJava(java, c.dir, name)
		}()
	}
	for _, name := range c.names {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			want := <-wants[name]
			if want.hostError != nil {
				t.Fatal(want.hostError)
			}
			got, _ := runGospf(c.cp, name)
			if got.hostError != nil {
				var h *interp.HostError
				stack := ""
				if errors.As(got.hostError, &h) {
					stack = "\n\tat " + strings.Join(h.Stack, "\n\tat ")
				}
				t.Fatalf("gospf: %v%s\nstdout so far:\n%s", got.hostError, stack, tail(got.stdout))
			}
			if got.stdout != want.stdout {
				t.Errorf("stdout differs at %s\n--- java\n%s\n--- gospf\n%s", firstDiff(want.stdout, got.stdout), want.stdout, got.stdout)
			}
			if got.status != want.status {
				t.Errorf("exit status: java %d, gospf %d", want.status, got.status)
			}
			if got.firstErr != want.firstErr {
				t.Errorf("first stderr line:\njava:  %q\ngospf: %q", want.firstErr, got.firstErr)
			}
		})
	}
}

// firstDiff describes the first line where two outputs differ.
func firstDiff(want, got string) string {
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(wl) || i < len(gl); i++ {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			return fmt.Sprintf("line %d: java %q, gospf %q", i+1, w, g)
		}
	}
	return "?"
}

func tail(s string) string {
	if len(s) > 2000 {
		return "..." + s[len(s)-2000:]
	}
	return s
}

// TestUnsupported checks that programs using what gospf does not model
// (a JDK native without a model, starting a thread) stop with a located
// HostError wrapping ErrUnsupported that names the method, after the
// output produced before, rather than panicking or running on.
func TestUnsupported(t *testing.T) {
	javac, _ := javatest.Tools(t)
	t.Parallel()
	cases := []struct {
		name, body, method string
	}{
		{"UsesNativeMemory", `System.out.println(Runtime.getRuntime().totalMemory() > 0);`, "java.lang.Runtime.totalMemory()J"},
		{"StartsThread", `Thread t = new Thread(() -> System.out.println("in thread")); t.start();`, "creating a java.lang.Thread"},
		{"UsesProcess", `System.out.println(ProcessHandle.current().pid());`, "ProcessHandleImpl"},
	}
	dir := t.TempDir()
	var srcs []string
	for _, c := range cases {
		src := filepath.Join(dir, c.name+".java")
		prog := "public class " + c.name + " {\n    public static void main(String[] args) {\n        System.out.println(\"before\");\n        " +
			c.body + "\n    }\n}\n"
		if err := os.WriteFile(src, []byte(prog), 0o644); err != nil {
			t.Fatal(err)
		}
		srcs = append(srcs, src)
	}
	cp := javatest.Compile(t, javac, dir, srcs...)
	for _, c := range cases {
		got, _ := runGospf(cp, c.name)
		if got.hostError == nil {
			t.Errorf("%s: no error; stdout %q", c.name, got.stdout)
			continue
		}
		if !errors.Is(got.hostError, interp.ErrUnsupported) {
			t.Errorf("%s: error %v does not wrap ErrUnsupported", c.name, got.hostError)
		}
		var h *interp.HostError
		if !errors.As(got.hostError, &h) || h.Where == "" {
			t.Errorf("%s: error %v is not a located HostError", c.name, got.hostError)
		}
		if msg := got.hostError.Error(); !strings.Contains(msg, c.method) {
			t.Errorf("%s: error %q does not name %s", c.name, msg, c.method)
		}
		if got.stdout != "before\n" {
			t.Errorf("%s: stdout %q, want %q", c.name, got.stdout, "before\n")
		}
		t.Logf("%s: %v", c.name, got.hostError)
	}
}

// BenchmarkInterpreterThroughput runs BenchSort (a sort of 100000 ints)
// concretely and reports executed bytecodes per second.
func BenchmarkInterpreterThroughput(b *testing.B) {
	c := compileCorpus(b, "17", "testdata/conformance", "testdata/conformance17")
	var insns int64
	cpu0 := cpuTime()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		got, vm := runGospf(c.cp, "BenchSort")
		if got.hostError != nil {
			b.Fatal(got.hostError)
		}
		if !strings.HasPrefix(got.stdout, "checksum ") {
			b.Fatalf("stdout %q", got.stdout)
		}
		insns += vm.Instructions()
	}
	cpu := cpuTime() - cpu0
	b.ReportMetric(float64(insns)/b.Elapsed().Seconds(), "bytecodes/s")
	// Per CPU second of the process: steadier than wall time on a busy machine.
	b.ReportMetric(float64(insns)/cpu.Seconds(), "bytecodes/cpu-s")
	b.ReportMetric(float64(insns)/float64(b.N), "bytecodes/op")
}

// cpuTime returns the CPU time (user + system) the process has used.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
