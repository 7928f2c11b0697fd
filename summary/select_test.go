package summary

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"

	"gospf/cfg"
	cf "gospf/classfile"
)

// fragGraphs compiles testdata/Frag.java and returns its methods' graphs.
func fragGraphs(t *testing.T) map[string]*cfg.Graph {
	t.Helper()
	javac := "javac"
	if home, err := cf.FindJavaHome(); err == nil {
		if p := filepath.Join(home, "bin", "javac"); fileExists(p) {
			javac = p
		}
	}
	dir := t.TempDir()
	if out, err := exec.Command(javac, "-g", "--release", "8", "-d", dir, filepath.Join("testdata", "Frag.java")).CombinedOutput(); err != nil {
		t.Fatalf("javac (make test installs it): %v\n%s", err, out)
	}
	data, err := os.ReadFile(filepath.Join(dir, "Frag.class"))
	if err != nil {
		t.Fatal(err)
	}
	c, err := cf.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	gs := map[string]*cfg.Graph{}
	for _, m := range c.Methods {
		if m.Code == nil {
			continue
		}
		g, err := cfg.New(m.Code)
		if err != nil {
			t.Fatal(err)
		}
		gs[m.Name] = g
	}
	return gs
}

func fileExists(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir()
}

// condBlocks returns the blocks of g that end in a conditional jump, in
// order.
func condBlocks(g *cfg.Graph) []int {
	var bs []int
	for b := range g.Blocks() {
		if _, ok := g.Region(g.Blocks()[b].End - 1); ok {
			bs = append(bs, b)
		}
	}
	return bs
}

// TestSSUM checks the small-step fragments of chain: its four if-then
// statements are tested in blocks T1..T4 (each then-block is one r++,
// and the join of Ti is T(i+1), the join of T4 the return block R). From
// each Ti a fragment spans at most three consecutive statements: T1 ends
// at T4; T2 spans T2, T3, T4 and ends at R; so do T3 (two statements left)
// and T4 (one).
func TestSSUM(t *testing.T) {
	g := fragGraphs(t)["chain"]
	ts := condBlocks(g)
	if len(ts) != 4 {
		t.Fatalf("chain: %d conditional blocks, want 4", len(ts))
	}
	blocks := g.Blocks()
	ret := g.IPDom(ts[3])
	start := func(b int) int { return blocks[b].Start }
	want := map[int][]int{
		start(ts[0]): {start(ts[3])},
		start(ts[1]): {start(ret)},
		start(ts[2]): {start(ret)},
		start(ts[3]): {start(ret)},
	}
	checkFragments(t, "chain", selectFragments(SSUM, g), want)
	for _, f := range selectFragments(SSUM, g) {
		if f.entry == start(ts[0]) && !slices.Equal(g.LiveIn(f.entry), []int{0}) {
			t.Errorf("chain: inputs at entry %v, want [0] (a; r is written first)", g.LiveIn(f.entry))
		}
	}
}

// TestLoops checks the loop fragments of nested: the outer loop's header
// O (i < n) exits to the return block R; the inner loop's header I
// (j < i) exits to the block A after it (s--; i++), inside the outer loop.
//   - LSUM: one fragment per loop, from its header to its header or its
//     exit: I ends at I or A, O at O or R.
//   - LASUM: the inner loop as for LSUM; the outer loop's body is cut at
//     the inner loop: pieces start at O and at A, and end at O, R, I or A.
func TestLoops(t *testing.T) {
	g := fragGraphs(t)["nested"]
	ls := g.Loops()
	if len(ls) != 2 {
		t.Fatalf("nested: %d loops, want 2", len(ls))
	}
	outer, inner := ls[0], ls[1]
	if len(outer.Body) < len(inner.Body) {
		outer, inner = inner, outer
	}
	blocks := g.Blocks()
	start := func(b int) int { return blocks[b].Start }
	o, i := start(outer.Header), start(inner.Header)
	r := start(loopExits(g, outer)[0])
	a := start(loopExits(g, inner)[0])
	checkFragments(t, "nested lsum", selectFragments(LSUM, g), map[int][]int{
		i: sortedSet([]int{i, a}),
		o: sortedSet([]int{o, r}),
	})
	pieces := sortedSet([]int{o, r, i, a})
	checkFragments(t, "nested lasum", selectFragments(LASUM, g), map[int][]int{
		i: sortedSet([]int{i, a}),
		o: pieces,
		a: pieces,
	})
	if got := selectFragments(Methods, g); len(got) != 1 || got[0].entry != 0 || len(got[0].exits) != 0 {
		t.Errorf("nested method fragments: %+v, want one at 0 with no exits", got)
	}
}

func checkFragments(t *testing.T, name string, got []*fragment, want map[int][]int) {
	t.Helper()
	if len(got) != len(want) {
		t.Errorf("%s: %d fragments, want %d", name, len(got), len(want))
	}
	for _, f := range got {
		w, ok := want[f.entry]
		if !ok {
			t.Errorf("%s: a fragment at %d, want none", name, f.entry)
			continue
		}
		if !slices.Equal(f.exits, w) {
			t.Errorf("%s: fragment at %d exits at %v, want %v", name, f.entry, f.exits, w)
		}
	}
}
