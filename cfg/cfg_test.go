package cfg

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"sync"
	"testing"

	cf "gospf/classfile"
)

// compiled holds Shapes.class, compiled once per test binary.
var compiled struct {
	once sync.Once
	data []byte
	err  error
}

// shapes compiles testdata/Shapes.java with javac --release 8 (as make
// compiles the subjects), once, and returns its methods by name.
func shapes(t *testing.T) map[string]*cf.Method {
	t.Helper()
	compiled.once.Do(func() { compiled.data, compiled.err = compileShapes() })
	if compiled.err != nil {
		t.Fatal(compiled.err)
	}
	c, err := cf.Parse(compiled.data)
	if err != nil {
		t.Fatal(err)
	}
	ms := map[string]*cf.Method{}
	for _, m := range c.Methods {
		ms[m.Name] = m
	}
	return ms
}

func compileShapes() ([]byte, error) {
	javac := "javac"
	if home, err := cf.FindJavaHome(); err == nil {
		if p := filepath.Join(home, "bin", "javac"); isFile(p) {
			javac = p
		}
	}
	dir, err := os.MkdirTemp("", "cfg-test-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	out, err := exec.Command(javac, "-g", "--release", "8", "-d", dir, filepath.Join("testdata", "Shapes.java")).CombinedOutput()
	if err != nil {
		return nil, fmt.Errorf("javac (make test installs it): %v\n%s", err, out)
	}
	return os.ReadFile(filepath.Join(dir, "Shapes.class"))
}

func isFile(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir()
}

// build returns the graph of the named method of Shapes.
func build(t *testing.T, ms map[string]*cf.Method, name string) *Graph {
	t.Helper()
	m := ms[name]
	if m == nil || m.Code == nil {
		t.Fatalf("Shapes.%s not found", name)
	}
	g, err := New(m.Code)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return g
}

// wantBlock is the expected shape of one block.
type wantBlock struct {
	start, end int
	succs      []int
	handlers   []int
	ipdom      int
	idom       int
}

func checkBlocks(t *testing.T, name string, g *Graph, want []wantBlock) {
	t.Helper()
	bs := g.Blocks()
	if len(bs) != len(want) {
		t.Fatalf("%s: %d blocks, want %d: %+v", name, len(bs), len(want), bs)
	}
	for i, w := range want {
		b := bs[i]
		if b.Start != w.start || b.End != w.end {
			t.Errorf("%s: block %d is [%d, %d), want [%d, %d)", name, i, b.Start, b.End, w.start, w.end)
		}
		if !slices.Equal(b.Succs, w.succs) {
			t.Errorf("%s: block %d successors %v, want %v", name, i, b.Succs, w.succs)
		}
		if !slices.Equal(b.Handlers, w.handlers) {
			t.Errorf("%s: block %d handlers %v, want %v", name, i, b.Handlers, w.handlers)
		}
		if got := g.IPDom(i); got != w.ipdom {
			t.Errorf("%s: ipdom of block %d is %d, want %d", name, i, got, w.ipdom)
		}
		if got := g.IDom(i); got != w.idom {
			t.Errorf("%s: idom of block %d is %d, want %d", name, i, got, w.idom)
		}
	}
}

// wantRegion is the expected region of a branch.
type wantRegion struct {
	insn    int // instruction index of the branch
	join    int
	acyclic bool
	size    int
	blocks  []int // in order when acyclic, sorted otherwise
	idom    []int
	preds   [][]int
}

func checkRegion(t *testing.T, name string, g *Graph, w wantRegion) {
	t.Helper()
	r, ok := g.Region(w.insn)
	if !ok {
		t.Fatalf("%s: no region at instruction %d", name, w.insn)
	}
	if r.Branch != g.BlockOf(w.insn) || r.Join != w.join || r.Acyclic != w.acyclic || r.Size != w.size {
		t.Errorf("%s: region at %d: branch %d join %d acyclic %v size %d, want branch %d join %d acyclic %v size %d",
			name, w.insn, r.Branch, r.Join, r.Acyclic, r.Size, g.BlockOf(w.insn), w.join, w.acyclic, w.size)
	}
	blocks := r.Blocks
	if !w.acyclic {
		blocks = slices.Clone(blocks)
		slices.Sort(blocks)
	}
	if !slices.Equal(blocks, w.blocks) {
		t.Errorf("%s: region at %d: blocks %v, want %v", name, w.insn, r.Blocks, w.blocks)
	}
	if !slices.Equal(r.IDom, w.idom) {
		t.Errorf("%s: region at %d: idom %v, want %v", name, w.insn, r.IDom, w.idom)
	}
	if !reflect.DeepEqual(r.Preds, w.preds) {
		t.Errorf("%s: region at %d: preds %v, want %v", name, w.insn, r.Preds, w.preds)
	}
	for i, b := range r.Blocks {
		if r.Position(b) != i {
			t.Errorf("%s: Position(%d) = %d, want %d", name, b, r.Position(b), i)
		}
	}
	if again, _ := g.Region(w.insn); again != r {
		t.Errorf("%s: region at %d computed twice", name, w.insn)
	}
}

// The expectations below are derived by hand from `javap -c` of
// testdata/Shapes.java (javac 17, --release 8); the instruction indices
// are given beside the bytecode offsets in each comment.
func TestDiamond(t *testing.T) {
	ms := shapes(t)
	// i0 0:iload_0 i1 1:ifle 9 | i2 4:iconst_1 i3 5:istore_1 i4 6:goto 11 |
	// i5 9:iconst_2 i6 10:istore_1 | i7 11:iload_1 .. i10 14:ireturn
	g := build(t, ms, "diamond")
	exit := 4
	checkBlocks(t, "diamond", g, []wantBlock{
		{0, 2, []int{1, 2}, nil, 3, -1}, // TRUE side (fall-through) first
		{2, 5, []int{3}, nil, 3, 0},
		{5, 7, []int{3}, nil, 3, 0},
		{7, 11, nil, nil, exit, 0},
	})
	if g.Exit() != exit {
		t.Fatalf("Exit() = %d", g.Exit())
	}
	checkRegion(t, "diamond", g, wantRegion{insn: 1, join: 3, acyclic: true, size: 3 + 2,
		blocks: []int{0, 1, 2}, idom: []int{-1, 0, 0}, preds: [][]int{nil, {0}, {0}}})
	if !slices.Equal(g.Blocks()[3].Preds, []int{1, 2}) {
		t.Errorf("preds of the join: %v", g.Blocks()[3].Preds)
	}
	if _, ok := g.Region(0); ok {
		t.Errorf("iload_0 has a region")
	}
	// The whole method: every block, 2 + 3 + 2 + 4 instructions, the
	// join of both sides inside it.
	if b := g.Body(); b.Branch != 0 || b.Join != exit || !b.Acyclic || b.Size != 11 ||
		!slices.Equal(b.Blocks, []int{0, 1, 2, 3}) || !slices.Equal(b.IDom, []int{-1, 0, 0, 0}) || g.Body() != b {
		t.Errorf("body %+v", b)
	}
	if len(g.Loops()) != 0 || len(g.BackEdges()) != 0 {
		t.Errorf("loops %v back edges %v", g.Loops(), g.BackEdges())
	}
}

func TestSequenceAndShortCircuit(t *testing.T) {
	ms := shapes(t)
	// sequence: i0 iconst_0 i1 istore_2 i2 iload_0 i3 ifle 9 | i4 iinc |
	// i5 iload_1 i6 ifle 16 | i7 iinc | i8 iload_2 i9 ireturn
	g := build(t, ms, "sequence")
	checkBlocks(t, "sequence", g, []wantBlock{
		{0, 4, []int{1, 2}, nil, 2, -1},
		{4, 5, []int{2}, nil, 2, 0},
		{5, 7, []int{3, 4}, nil, 4, 0},
		{7, 8, []int{4}, nil, 4, 2},
		{8, 10, nil, nil, 5, 2},
	})
	checkRegion(t, "sequence", g, wantRegion{insn: 3, join: 2, acyclic: true, size: 1,
		blocks: []int{0, 1}, idom: []int{-1, 0}, preds: [][]int{nil, {0}}})
	checkRegion(t, "sequence", g, wantRegion{insn: 6, join: 4, acyclic: true, size: 1,
		blocks: []int{2, 3}, idom: []int{-1, 2}, preds: [][]int{nil, {2}}})

	// shortCircuit: i0 iconst_0 i1 istore_2 i2 iload_0 i3 ifle 12 |
	// i4 iload_1 i5 ifle 12 | i6 iconst_1 i7 istore_2 | i8 iload_2 i9 ireturn.
	// Both tests jump to the same block, which post-dominates both.
	g = build(t, ms, "shortCircuit")
	checkBlocks(t, "shortCircuit", g, []wantBlock{
		{0, 4, []int{1, 3}, nil, 3, -1},
		{4, 6, []int{2, 3}, nil, 3, 0},
		{6, 8, []int{3}, nil, 3, 1},
		{8, 10, nil, nil, 4, 0},
	})
	checkRegion(t, "shortCircuit", g, wantRegion{insn: 3, join: 3, acyclic: true, size: 2 + 2,
		blocks: []int{0, 1, 2}, idom: []int{-1, 0, 1}, preds: [][]int{nil, {0}, {1}}})
	checkRegion(t, "shortCircuit", g, wantRegion{insn: 5, join: 3, acyclic: true, size: 2,
		blocks: []int{1, 2}, idom: []int{-1, 1}, preds: [][]int{nil, {1}}})
	for _, c := range []struct {
		a, b int
		want bool
	}{{3, 0, true}, {3, 2, true}, {2, 0, false}, {2, 1, false}, {1, 0, false}, {0, 0, true}, {4, 2, true}} {
		if got := g.PostDominates(c.a, c.b); got != c.want {
			t.Errorf("PostDominates(%d, %d) = %v", c.a, c.b, got)
		}
	}
	if !g.Dominates(0, 2) || g.Dominates(2, 3) || !g.Dominates(1, 2) {
		t.Errorf("Dominates is wrong")
	}
}

func TestLoop(t *testing.T) {
	ms := shapes(t)
	// i0-i3 s = 0, i = 0 | i4 iload_2 i5 iload_0 i6 if_icmpge 30 |
	// i7 iload_2 i8 iconst_2 i9 if_icmple 21 | i10-i13 s += i, i14 goto 24 |
	// i15 iinc s | i16 iinc i, i17 goto 4 | i18 iload_1 i19 ireturn
	g := build(t, ms, "loop")
	checkBlocks(t, "loop", g, []wantBlock{
		{0, 4, []int{1}, nil, 1, -1},
		{4, 7, []int{2, 6}, nil, 6, 0},
		{7, 10, []int{3, 4}, nil, 5, 1},
		{10, 15, []int{5}, nil, 5, 2},
		{15, 16, []int{5}, nil, 5, 2},
		{16, 18, []int{1}, nil, 1, 2},
		{18, 20, nil, nil, 7, 1},
	})
	if want := []Edge{{5, 1}}; !slices.Equal(g.BackEdges(), want) {
		t.Errorf("back edges %v, want %v", g.BackEdges(), want)
	}
	if want := []Loop{{Header: 1, Latches: []int{5}, Body: []int{1, 2, 3, 4, 5}}}; !reflect.DeepEqual(g.Loops(), want) {
		t.Errorf("loops %+v, want %+v", g.Loops(), want)
	}
	// The diamond in the body is an acyclic region; the loop test's region
	// runs around the loop: blocks 1-5, 3 + 3 + 5 + 1 + 2 instructions
	// besides block 1's.
	checkRegion(t, "loop", g, wantRegion{insn: 9, join: 5, acyclic: true, size: 5 + 1,
		blocks: []int{2, 3, 4}, idom: []int{-1, 2, 2}, preds: [][]int{nil, {2}, {2}}})
	checkRegion(t, "loop", g, wantRegion{insn: 6, join: 6, acyclic: false, size: 3 + 5 + 1 + 2,
		blocks: []int{1, 2, 3, 4, 5}})
	if b := g.Body(); b.Acyclic || b.Join != 7 || b.Size != 20 {
		t.Errorf("body of the loop: acyclic %v, join %d, size %d", b.Acyclic, b.Join, b.Size)
	}
}

func TestEarlyReturnAndEndlessLoop(t *testing.T) {
	ms := shapes(t)
	// early: i0 iload_0 i1 ifge 6 | i2 iconst_m1 i3 ireturn | i4-i7 x * 2, ireturn.
	// The sides meet only at the exit.
	g := build(t, ms, "early")
	checkBlocks(t, "early", g, []wantBlock{
		{0, 2, []int{1, 2}, nil, 3, -1},
		{2, 4, nil, nil, 3, 0},
		{4, 8, nil, nil, 3, 0},
	})
	checkRegion(t, "early", g, wantRegion{insn: 1, join: 3, acyclic: true, size: 2 + 4,
		blocks: []int{0, 1, 2}, idom: []int{-1, 0, 0}, preds: [][]int{nil, {0}, {0}}})

	// spin: i0 iload_0 i1 ifle 7 | i2 goto 4 (itself) | i3 return. Block 1
	// never reaches the exit, so block 0's paths to the exit all pass
	// block 2.
	g = build(t, ms, "spin")
	checkBlocks(t, "spin", g, []wantBlock{
		{0, 2, []int{1, 2}, nil, 2, -1},
		{2, 3, []int{1}, nil, 3, 0},
		{3, 4, nil, nil, 3, 0},
	})
	if g.ReachesExit(1) || !g.ReachesExit(0) || g.PostDominates(1, 1) || !g.PostDominates(3, 1) || g.PostDominates(2, 1) {
		t.Errorf("ReachesExit/PostDominates of the endless loop are wrong")
	}
	checkRegion(t, "spin", g, wantRegion{insn: 1, join: 2, acyclic: false, size: 1, blocks: []int{0, 1}})
	if want := []Loop{{Header: 1, Latches: []int{1}, Body: []int{1}}}; !reflect.DeepEqual(g.Loops(), want) {
		t.Errorf("loops %+v, want %+v", g.Loops(), want)
	}
}

func TestHandlersAndSwitch(t *testing.T) {
	ms := shapes(t)
	// guarded: i0 iload_0 i1 iload_1 i2 idiv i3 istore_2 | i4 goto 10 |
	// i5 astore_3 i6 iconst_0 i7 istore_2 | i8 iload_2 i9 ireturn; the try
	// range [0, 4) is instructions i0-i3, handler at i5. goto at i4 is
	// outside the range and cannot throw anyway.
	g := build(t, ms, "guarded")
	checkBlocks(t, "guarded", g, []wantBlock{
		{0, 4, []int{1}, []int{2}, 1, -1},
		{4, 5, []int{3}, nil, 3, 0},
		{5, 8, []int{3}, nil, 3, 0}, // reached through its exceptional edge only
		{8, 10, nil, nil, 4, 0},
	})
	if len(g.Blocks()[2].Preds) != 0 {
		t.Errorf("the handler has normal predecessors %v", g.Blocks()[2].Preds)
	}

	// sw: i0 iload_0 i1 tableswitch {1: 28, 2: 34, 3: 37, default: 43} |
	// i2-i4 case 1 (goto 45) | i5-i6 case 2, falls into | i7-i9 case 3
	// (goto 45) | i10-i11 default | i12 iload_1 i13 ireturn
	g = build(t, ms, "sw")
	checkBlocks(t, "sw", g, []wantBlock{
		{0, 2, []int{1, 2, 3, 4}, nil, 5, -1},
		{2, 5, []int{5}, nil, 5, 0},
		{5, 7, []int{3}, nil, 3, 0},
		{7, 10, []int{5}, nil, 5, 0},
		{10, 12, []int{5}, nil, 5, 0},
		{12, 14, nil, nil, 6, 0},
	})
	checkRegion(t, "sw", g, wantRegion{insn: 1, join: 5, acyclic: true, size: 3 + 2 + 3 + 2,
		blocks: []int{0, 1, 2, 3, 4}, idom: []int{-1, 0, 0, 0, 0}, preds: [][]int{nil, {0}, {0}, {0, 2}, {0}}})
}

func TestRejectsSubroutines(t *testing.T) {
	// jsr +3 to a return: a subroutine (JVMS 6.5 jsr), which the model
	// leaves out.
	_, err := New(&cf.Code{Bytecode: []byte{cf.OpJsr, 0, 3, cf.OpReturn}})
	if err == nil {
		t.Fatal("jsr accepted")
	}
}

func TestMayThrow(t *testing.T) {
	throws := []uint8{cf.OpIaload, cf.OpSastore, cf.OpIdiv, cf.OpLrem, cf.OpGetfield, cf.OpInvokestatic,
		cf.OpNew, cf.OpArraylength, cf.OpAthrow, cf.OpCheckcast, cf.OpMonitorenter, cf.OpLdc}
	safe := []uint8{cf.OpIload, cf.OpIstore, cf.OpIadd, cf.OpImul, cf.OpIinc, cf.OpI2l, cf.OpLcmp,
		cf.OpIfeq, cf.OpGoto, cf.OpTableswitch, cf.OpIreturn, cf.OpDup, cf.OpBipush}
	for _, op := range throws {
		if !MayThrow(op) {
			t.Errorf("%s may throw", cf.Opcodes[op].Mnemonic)
		}
	}
	for _, op := range safe {
		if MayThrow(op) {
			t.Errorf("%s cannot throw", cf.Opcodes[op].Mnemonic)
		}
	}
}

func TestCache(t *testing.T) {
	ms := shapes(t)
	var c Cache
	code := ms["diamond"].Code
	g1, err := c.Graph(code)
	if err != nil {
		t.Fatal(err)
	}
	g2, _ := c.Graph(code)
	if g1 != g2 || c.Len() != 1 {
		t.Fatalf("the graph was built twice (len %d)", c.Len())
	}
	bad := &cf.Code{Bytecode: []byte{cf.OpJsr, 0, 3, cf.OpReturn}}
	if _, err := c.Graph(bad); err == nil {
		t.Fatal("jsr accepted")
	}
	if _, err := c.Graph(bad); err == nil || c.Len() != 2 {
		t.Fatal("the error was not remembered")
	}
}
