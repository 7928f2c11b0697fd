package cfg

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"

	cf "gospf/classfile"
)

// liveMethods compiles testdata/Live.java and returns its methods by name.
func liveMethods(t *testing.T) map[string]*cf.Method {
	t.Helper()
	javac := "javac"
	if home, err := cf.FindJavaHome(); err == nil {
		if p := filepath.Join(home, "bin", "javac"); isFile(p) {
			javac = p
		}
	}
	dir := t.TempDir()
	if out, err := exec.Command(javac, "-g", "--release", "8", "-d", dir, filepath.Join("testdata", "Live.java")).CombinedOutput(); err != nil {
		t.Fatalf("javac (make test installs it): %v\n%s", err, out)
	}
	data, err := os.ReadFile(filepath.Join(dir, "Live.class"))
	if err != nil {
		t.Fatal(err)
	}
	c, err := cf.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	ms := map[string]*cf.Method{}
	for _, m := range c.Methods {
		ms[m.Name] = m
	}
	return ms
}

// TestLiveIn checks the live locals at the entry of each method of
// Live.java and at the header of loop's loop, derived from the source:
//   - loop(a=0, n=1; s=2, i=3, t=4): s and i are written before they are
//     read, so only a and n are live at entry; at the loop header (the
//     condition i < n, which javac puts after the body) a, n, s and i are
//     live and t is not (the body writes it first);
//   - wide(x=0..1, y=2): y is overwritten first, so only x's first slot;
//   - handler(a=0, r=1): the store to r can be skipped by an exception of
//     a[0], and the handler reads r, so both are live.
func TestLiveIn(t *testing.T) {
	ms := liveMethods(t)
	graph := func(name string) *Graph {
		g, err := New(ms[name].Code)
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	check := func(name string, i int, want []int) {
		t.Helper()
		if got := graph(name).LiveIn(i); !slices.Equal(got, want) {
			t.Errorf("%s: live before instruction %d = %v, want %v", name, i, got, want)
		}
	}
	check("loop", 0, []int{0, 1})
	check("wide", 0, []int{0})
	check("handler", 0, []int{0, 1})

	g := graph("loop")
	if len(g.Loops()) != 1 {
		t.Fatalf("loop: %d loops, want 1", len(g.Loops()))
	}
	header := g.Blocks()[g.Loops()[0].Header].Start
	if got, want := g.LiveIn(header), []int{0, 1, 2, 3}; !slices.Equal(got, want) {
		t.Errorf("loop header (instruction %d): live %v, want %v", header, got, want)
	}
	// After the loop only s is read: the target of the header's
	// conditional jump (the FALSE side, the loop exit: iload s) has {2}
	// live.
	exit := g.Blocks()[g.Blocks()[g.Loops()[0].Header].Succs[1]].Start
	if got, want := g.LiveIn(exit), []int{2}; !slices.Equal(got, want) {
		t.Errorf("loop exit (instruction %d): live %v, want %v", exit, got, want)
	}
}
