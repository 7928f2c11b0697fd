package main

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
)

// Program is one generated Java class: Gen<N> with a static entry method
// run whose int parameters are all symbolic, and static helpers h0, h1, ...
// that run (and lower-numbered helpers) call.
type Program struct {
	Index  int    // the program's number; the class is Gen<Index>
	Class  string // "Gen7"
	Params int    // number of int parameters of run (1 to 4)
	// HeapParams are run's parameters after the int ones, with
	// GenOptions.Heap: "Node" (the class's nested list cell) and "int[]".
	HeapParams []string
	Source     string // the Java source of the class
	// Ways is the generator's upper bound on the number of paths through
	// run: every fork (branch side, switch case, division by zero, array
	// index) counted as feasible.
	Ways int
	// Linear programs use only operators that the int theory handles
	// without bit-vector conversions (no |, ^, ~, & only with 2^j - 1,
	// constant shifts and constant factors); fuzzdiff checks the int theory
	// on these only.
	Linear bool
	// SymArrays programs allocate arrays of symbolic length (GenOptions.Loops).
	SymArrays bool
}

// Entry is the target.entry spec of the program: Gen7.run(sym#sym#sym).
func (p *Program) Entry() string {
	marks := make([]string, p.Params+len(p.HeapParams))
	for i := range marks {
		marks[i] = "sym"
	}
	return p.Class + ".run(" + strings.Join(marks, "#") + ")"
}

// GenOptions bound the size of generated programs.
type GenOptions struct {
	MaxWays    int // upper bound on the paths through run (every fork feasible)
	MaxStmts   int // statements in the top-level block of run
	MaxHelpers int // static helper methods besides run
	MaxDepth   int // nesting depth of blocks
	// Wide adds int expressions computed through long arithmetic (i2l,
	// lmul, ldiv/lrem by symbolic divisors, long shifts, l2i), narrowing
	// casts (i2b, i2s, i2c) and branches on long comparisons (lcmp). Off
	// by default, so that the programs of a seed stay those of the runs
	// reported in docs/performance.md.
	Wide bool
	// Heap gives run symbolic heap inputs (genheap.go): a Node, an int
	// array, or both. Off by default, like Wide.
	Heap bool
	// Float adds int expressions computed through float and double
	// arithmetic and floating-point comparisons (genvalues.go), Text a
	// String parameter s read by string methods. Off by default, like
	// Wide; both only in programs that are not linear.
	Float, Text bool
	// Loops adds allocations of symbolic length with loops over them
	// (genloop.go). Off by default, like Wide.
	Loops bool
	// Lists adds lists of concrete shape with symbolic keys and search
	// loops over them (genlist.go). Off by default, like Wide.
	Lists bool
}

// DefaultGenOptions keep a gospf run of a program well under a second.
var DefaultGenOptions = GenOptions{MaxWays: 32, MaxStmts: 6, MaxHelpers: 2, MaxDepth: 3}

// Generate returns program number index for the seed. The same seed, index
// and options give the same program (programs of one seed are independent
// of each other, so one can be regenerated alone).
func Generate(seed int64, index int, opt GenOptions) *Program {
	g := &gen{
		r:   rand.New(rand.NewPCG(uint64(seed), uint64(index)*0x9e3779b97f4a7c15+1)),
		opt: opt,
	}
	return g.program(index)
}

// gen writes one program. Every variable name is unique in the class (v0,
// v1, ..., i3, ...), so no scope shadows another.
type gen struct {
	r   *rand.Rand
	opt GenOptions
	b   strings.Builder
	ind int

	vars    []string // int variables in scope (parameters, locals, loop counters)
	loopVar []bool   // parallel to vars: a loop counter (concrete, never assigned)
	arrays  []array  // int arrays in scope
	helpers []helper // helpers callable from the method being written
	conds   []cond   // fork-free conditions already written in this method
	next    int      // next variable number
	msgs    int      // next exception message number
	depth   int      // block nesting depth
	called  bool     // the method being written calls a helper
	inCall  bool     // writing a call's arguments (no nested calls)
	inIndex bool     // writing an array index (no nested array reads)
	// linear restricts the operators to those the int theory handles
	// without bit-vector conversions: no |, ^, ~, & only with 2^j - 1,
	// shifts only by constants, * only by constants.
	linear bool
	loops  int // enclosing loops: continue allowed when > 0
	heap   heapGen
	text   bool // run has the String parameter s (GenOptions.Text)
	// breaks is the stack of enclosing breakable statements (loops and
	// switches); an entry is set when a break targets it.
	breaks []bool
	// symArrays is set once an array of symbolic length is allocated.
	symArrays bool
	// lists is set once a list is built (the class then declares Node).
	lists bool

	// While an expression is written: the forks it adds, as a factor, and
	// the most that factor may reach.
	eWays, eMax int
	eUsed       []string // variables the expression reads
}

type array struct {
	name string
	n    int
}

type helper struct {
	name   string
	params int
	ways   int
}

// cond is a fork-free comparison lhs op rhs, kept so that later
// conditions can repeat, negate or contradict it (infeasible sides).
type cond struct {
	lhs, rhs string
	rhsConst bool
	rhsVal   int
	op       string
	vars     []string
}

var cmpOps = []string{"==", "!=", "<", "<=", ">", ">="}

var negOp = map[string]string{"==": "!=", "!=": "==", "<": ">=", ">=": "<", ">": "<=", "<=": ">"}

func (g *gen) intn(n int) int        { return g.r.IntN(n) }
func (g *gen) chance(p float64) bool { return g.r.Float64() < p }
func (g *gen) pick(s []string) string {
	return s[g.intn(len(s))]
}

func (g *gen) line(format string, args ...any) {
	g.b.WriteString(strings.Repeat("    ", g.ind))
	fmt.Fprintf(&g.b, format, args...)
	g.b.WriteByte('\n')
}

func (g *gen) program(index int) *Program {
	p := &Program{Index: index, Class: fmt.Sprintf("Gen%d", index), Params: 1 + g.intn(4)}
	g.linear = g.chance(0.5)
	p.Linear = g.linear
	if g.chance(0.5) {
		p.Params = 2 + g.intn(2)
	}
	// Helpers are written last first, so that h0 may call h1 and h2, and
	// h1 may call h2: no recursion.
	nh := g.intn(g.opt.MaxHelpers + 1)
	bodies := make([]string, nh)
	for i := nh - 1; i >= 0; i-- {
		names := make([]string, 1+g.intn(3))
		for j := range names {
			names[j] = fmt.Sprintf("p%d", j)
		}
		h := g.method(fmt.Sprintf("h%d", i), names, nil, false, max(g.opt.MaxWays/8, 2), 3, g.opt.MaxDepth-1)
		bodies[i] = g.b.String()
		g.b.Reset()
		g.helpers = append([]helper{h}, g.helpers...)
	}
	names := []string{"a", "b", "c", "d"}[:p.Params]
	var heapDecl []string
	if g.opt.Heap {
		heapDecl = g.heapParams(p)
		g.heap.on = true
	}
	if g.opt.Text && !g.linear {
		heapDecl = append(heapDecl, "String s")
		p.HeapParams = append(p.HeapParams, "String")
		g.text = true
	}
	run := g.method("run", names, heapDecl, true, g.opt.MaxWays, g.opt.MaxStmts, g.opt.MaxDepth)
	g.heap.on, g.text = false, false
	runBody := g.b.String()
	g.b.Reset()

	g.ind = 0
	g.line("// Generated by gospf cmd/fuzzdiff.")
	g.line("public class %s {", p.Class)
	if slices.Contains(p.HeapParams, "Node") || g.lists {
		g.line("    static final class Node { int val; Node next; }")
		g.line("")
	}
	g.b.WriteString(runBody)
	for _, s := range bodies {
		g.b.WriteByte('\n')
		g.b.WriteString(s)
	}
	g.line("}")
	p.Source = g.b.String()
	p.Ways = run.ways
	p.SymArrays = g.symArrays
	return p
}

// method writes a static int method into g.b, indented one level, and
// returns it as a helper with its ways.
func (g *gen) method(name string, params, extra []string, public bool, maxWays, maxStmts, maxDepth int) helper {
	decl := make([]string, len(params))
	for i, p := range params {
		decl[i] = "int " + p
	}
	decl = append(decl, extra...)
	mod := "static"
	if public {
		mod = "public static"
	}
	g.ind = 1
	g.line("%s int %s(%s) {", mod, name, strings.Join(decl, ", "))
	g.ind++
	g.vars = append([]string(nil), params...)
	g.loopVar = make([]bool, len(params))
	g.arrays, g.conds, g.breaks = nil, nil, nil
	g.depth, g.loops, g.called = 0, 0, false
	saved := g.opt.MaxDepth
	g.opt.MaxDepth = max(maxDepth, 1)
	ways, normal := g.block(max(maxWays, 1), 1+g.intn(max(maxStmts, 1)), false)
	if normal {
		b := max(maxWays/ways, 1)
		e := g.exprStmt(b)
		if public && !g.called && len(g.helpers) > 0 && g.fork(g.helpers[0].ways) {
			// run calls at least one helper.
			e = "(" + g.call(g.helpers[0]) + " + " + e + ")"
		}
		ways *= g.eWays
		g.line("return %s;", e)
	}
	g.opt.MaxDepth = saved
	g.ind--
	g.line("}")
	return helper{name: name, params: len(params), ways: ways}
}

// block writes up to n statements within budget ways and returns the ways
// through them and whether the block can complete normally (JLS 14.22).
// With abrupt, the block may end with return, throw, break or continue.
// Variables and arrays declared in the block go out of scope at its end.
func (g *gen) block(budget, n int, abrupt bool) (int, bool) {
	nv, na, nc := len(g.vars), len(g.arrays), len(g.conds)
	hs := g.saveHeap()
	g.depth++
	defer func() {
		g.vars, g.loopVar, g.arrays, g.conds = g.vars[:nv], g.loopVar[:nv], g.arrays[:na], g.conds[:nc]
		g.restoreHeap(hs)
		g.depth--
	}()
	ways := 1
	for i := 0; i < n; i++ {
		w, normal := g.stmt(max(budget/ways, 1))
		ways *= w
		if !normal {
			return ways, false
		}
	}
	if abrupt && g.chance(0.35) {
		g.abrupt(max(budget/ways, 1), &ways)
		return ways, false
	}
	return ways, true
}

// abrupt writes a statement that ends its block: throw, return, or inside
// a loop or switch break or continue.
func (g *gen) abrupt(budget int, ways *int) {
	switch k := g.intn(10); {
	case k < 4:
		g.line("throw new IllegalStateException(\"boom-%d\");", g.msgs)
		g.msgs++
	case k < 7 || len(g.breaks) == 0:
		e := g.exprStmt(budget)
		*ways *= g.eWays
		g.line("return %s;", e)
	case k < 9 || g.loops == 0:
		g.breaks[len(g.breaks)-1] = true
		g.line("break;")
	default:
		g.line("continue;")
	}
}

// stmt writes one statement within budget and returns its ways and
// whether it can complete normally.
func (g *gen) stmt(budget int) (int, bool) {
	deep := g.depth >= g.opt.MaxDepth
	if g.opt.Loops && g.chance(0.3) {
		if w, ok := g.symLoopStmt(budget); ok {
			return w, true
		}
	}
	if g.opt.Lists && g.chance(0.3) {
		if w, ok := g.listSearchStmt(budget); ok {
			return w, true
		}
	}
	if g.heap.on && g.chance(0.45) {
		if w, normal, ok := g.heapStmt(budget); ok {
			return w, normal
		}
	}
	for {
		switch k := g.intn(100); {
		case k < 14:
			return g.declStmt(budget), true
		case k < 28:
			if w, ok := g.assignStmt(budget); ok {
				return w, true
			}
		case k < 56:
			if !deep && budget >= 2 {
				return g.ifStmt(budget)
			}
		case k < 64:
			if !deep && budget >= 2 {
				return g.forStmt(budget), true
			}
		case k < 72:
			if !deep && budget >= 3 {
				return g.switchStmt(budget)
			}
		case k < 83:
			return g.arrayStmt(budget), true
		case k < 89:
			if !deep && budget >= 2 {
				return g.tryStmt(budget), true
			}
		default:
			if w, ok := g.callStmt(budget); ok {
				return w, true
			}
		}
	}
}

func (g *gen) newVar(prefix string) string {
	v := fmt.Sprintf("%s%d", prefix, g.next)
	g.next++
	return v
}

func (g *gen) declare(v string, loop bool) {
	g.vars = append(g.vars, v)
	g.loopVar = append(g.loopVar, loop)
}

func (g *gen) declStmt(budget int) int {
	e := g.exprStmt(budget)
	v := g.newVar("v")
	g.line("int %s = %s;", v, e)
	g.declare(v, false)
	return g.eWays
}

// assignable returns a variable that may be assigned (not a loop counter).
func (g *gen) assignable() (string, bool) {
	var c []string
	for i, v := range g.vars {
		if !g.loopVar[i] {
			c = append(c, v)
		}
	}
	if len(c) == 0 {
		return "", false
	}
	return c[g.intn(len(c))], true
}

func (g *gen) assignStmt(budget int) (int, bool) {
	v, ok := g.assignable()
	if !ok {
		return 0, false
	}
	switch k := g.intn(10); {
	case k < 5:
		e := g.exprStmt(budget)
		g.line("%s = %s;", v, e)
	case k < 8:
		op := g.pick([]string{"+=", "-=", "*=", "^=", "&=", "|=", "/=", "%=", "<<=", ">>=", ">>>="})
		if g.linear {
			op = g.pick([]string{"+=", "-=", "*=", "&=", "/=", "%=", "<<=", ">>=", ">>>="})
		}
		g.startExpr(budget)
		var e string
		switch op {
		case "/=", "%=":
			e = g.divisor(2)
		case "<<=", ">>=", ">>>=":
			e = g.shiftCount()
		case "&=":
			e = g.mask()
		case "*=":
			e = g.constant()
		default:
			e = g.varExpr(2)
		}
		g.line("%s %s %s;", v, op, e)
	default:
		g.startExpr(budget)
		g.line("%s%s;", v, g.pick([]string{"++", "--"}))
	}
	return g.eWays, true
}

func (g *gen) ifStmt(budget int) (int, bool) {
	w, normal := g.ifChain(budget, "if")
	g.line("}")
	return w, normal
}

// ifChain writes "lead (cond) {" with its body and any else parts, but not
// the closing brace.
func (g *gen) ifChain(budget int, lead string) (int, bool) {
	return g.ifWith(budget, lead, g.condExpr)
}

// ifWith is ifChain with the first condition written by cond.
func (g *gen) ifWith(budget int, lead string, cond func(budget int) string) (int, bool) {
	c := cond(budget / 2)
	cw := g.eWays
	rem := max(budget/cw, 2)
	g.line("%s (%s) {", lead, c)
	g.ind++
	tw, tn := g.block(max(rem/2, 1), 1+g.intn(3), true)
	g.ind--
	switch {
	case g.chance(0.15) && rem-tw >= 2:
		ew, en := g.ifChain(rem-tw, "} else if")
		return cw * (tw + ew), tn || en
	case g.chance(0.55):
		g.line("} else {")
		g.ind++
		ew, en := g.block(max(rem-tw, 1), 1+g.intn(3), true)
		g.ind--
		return cw * (tw + ew), tn || en
	}
	return cw * (tw + 1), true
}

func (g *gen) forStmt(budget int) int {
	n := 1 + g.intn(3)
	i := g.newVar("i")
	g.line("for (int %s = 0; %s < %d; %s++) {", i, i, n, i)
	g.ind++
	nv := len(g.vars)
	g.declare(i, true)
	g.loops++
	g.breaks = append(g.breaks, false)
	bb := iroot(budget, n)
	bw, normal := 1, true
	if bb >= 2 {
		// The body starts with an if (a branch per iteration).
		bw, normal = g.ifStmt(bb)
	}
	if normal {
		w2, _ := g.block(max(bb/bw, 1), g.intn(3), false)
		bw *= w2
	}
	g.breaks = g.breaks[:len(g.breaks)-1]
	g.loops--
	g.vars, g.loopVar = g.vars[:nv], g.loopVar[:nv]
	g.ind--
	g.line("}")
	w := 1
	for range n {
		w *= bw
	}
	return w
}

// iroot is the largest r >= 1 with r^n <= b.
func iroot(b, n int) int {
	r := 1
	for {
		p := 1
		for range n {
			p *= r + 1
		}
		if p > b {
			return r
		}
		r++
	}
}

func (g *gen) switchStmt(budget int) (int, bool) {
	g.startExpr(budget / 3)
	var e string
	switch k := g.intn(4); {
	case k == 0:
		e = "(" + g.symLeaf() + " & 3)"
	case k == 1:
		e = "(" + g.symLeaf() + " % " + fmt.Sprint(3+g.intn(3)) + ")"
	default:
		e = g.varExpr(1)
	}
	ew := g.eWays
	rem := max(budget/ew, 3)
	ncase := 2 + g.intn(3)
	for ncase+1 > rem {
		ncase--
	}
	// Distinct case labels: dense (tableswitch) or sparse (lookupswitch).
	var labels []int
	seen := map[int]bool{}
	for len(labels) < ncase {
		var v int
		if g.chance(0.6) {
			v = g.intn(5) - 1
		} else {
			v = g.intn(200) - 50
		}
		if !seen[v] {
			seen[v] = true
			labels = append(labels, v)
		}
	}
	var groups [][]int
	for i := 0; i < len(labels); {
		grp := []int{labels[i]}
		i++
		if i < len(labels) && g.chance(0.2) {
			// Two labels share a body.
			grp = append(grp, labels[i])
			i++
		}
		groups = append(groups, grp)
	}
	groups = append(groups, nil) // default
	g.line("switch (%s) {", e)
	g.breaks = append(g.breaks, false)
	total, normal := 0, false
	for _, grp := range groups {
		if grp == nil {
			g.line("default:")
		}
		for _, l := range grp {
			g.line("case %d:", l)
		}
		g.ind++
		bw, bn := g.block(max(rem/len(groups), 1), 1+g.intn(2), true)
		if bn {
			g.line("break;")
			normal = true
		}
		g.ind--
		total += bw
	}
	g.line("}")
	if g.breaks[len(g.breaks)-1] {
		normal = true
	}
	g.breaks = g.breaks[:len(g.breaks)-1]
	return ew * total, normal
}

func (g *gen) arrayStmt(budget int) int {
	if len(g.arrays) == 0 || g.chance(0.15) {
		n := 2 + g.intn(3)
		v := g.newVar("arr")
		if g.chance(0.5) {
			g.startExpr(1)
			g.line("int[] %s = new int[%d];", v, n)
		} else {
			g.startExpr(budget)
			elems := make([]string, n)
			for i := range elems {
				elems[i] = g.expr(1)
			}
			g.line("int[] %s = {%s};", v, strings.Join(elems, ", "))
		}
		g.arrays = append(g.arrays, array{v, n})
		return g.eWays
	}
	a := g.arrays[g.intn(len(g.arrays))]
	g.startExpr(budget)
	idx := g.index(a)
	e := g.varExpr(2)
	g.line("%s[%s] %s %s;", a.name, idx, g.pick([]string{"=", "=", "+=", "-="}), e)
	return g.eWays
}

func (g *gen) tryStmt(budget int) int {
	ex := g.newVar("ex")
	g.line("try {")
	g.ind++
	// The body starts with a statement that may throw (a division by a
	// symbolic divisor, a helper call, an array access with a symbolic
	// index), so that the handler is reachable.
	g.startExpr(budget / 2)
	v := g.newVar("v")
	catches := []string{"ArithmeticException", "ArithmeticException", "RuntimeException"}
	switch k := g.intn(10); {
	case k < 2 && len(g.helpers) > 0 && g.fork(g.helpers[0].ways):
		g.line("int %s = %s;", v, g.call(g.helpers[0]))
		catches = []string{"IllegalStateException", "ArithmeticException", "RuntimeException", "ArithmeticException | IllegalStateException"}
	case k < 4 && len(g.arrays) > 0 && g.fork(g.arrays[len(g.arrays)-1].n+1):
		a := g.arrays[len(g.arrays)-1]
		g.line("int %s = %s[%s];", v, g.use(a.name), g.symLeaf())
		catches = []string{"ArrayIndexOutOfBoundsException", "RuntimeException", "ArithmeticException | ArrayIndexOutOfBoundsException"}
	default:
		num := g.varExpr(1)
		op := g.pick([]string{"/", "%"})
		div := g.divisor(1)
		g.line("int %s = %s %s %s;", v, num, op, div)
	}
	first := g.eWays
	nv := len(g.vars)
	g.declare(v, false)
	bw, _ := g.block(max(budget/first-1, 1), g.intn(3), true)
	g.vars, g.loopVar = g.vars[:nv], g.loopVar[:nv]
	g.ind--
	g.line("} catch (%s %s) {", g.pick(catches), ex)
	g.ind++
	if t, ok := g.assignable(); ok {
		g.line("%s = %d;", t, g.intn(20)-5)
	}
	g.ind--
	if t, ok := g.assignable(); ok && g.chance(0.2) {
		// finally: javac copies the block onto every exit of the try.
		g.line("} finally {")
		g.ind++
		g.line("%s += %d;", t, 1+g.intn(5))
		g.ind--
	}
	g.line("}")
	return first*bw + 1
}

func (g *gen) callStmt(budget int) (int, bool) {
	if len(g.helpers) == 0 {
		return 0, false
	}
	h := g.helpers[g.intn(len(g.helpers))]
	if h.ways > budget {
		return 0, false
	}
	g.startExpr(budget)
	call := g.call(h)
	if t, ok := g.assignable(); ok && g.chance(0.5) {
		g.line("%s = %s;", t, call)
	} else {
		v := g.newVar("v")
		g.line("int %s = %s;", v, call)
		g.declare(v, false)
	}
	return g.eWays, true
}

// Expressions.

func (g *gen) startExpr(maxWays int) {
	g.eWays, g.eMax, g.eUsed = 1, max(maxWays, 1), nil
}

// fork multiplies the expression's ways by f if that stays in budget.
func (g *gen) fork(f int) bool {
	if g.eWays*f > g.eMax {
		return false
	}
	g.eWays *= f
	return true
}

func (g *gen) exprStmt(budget int) string {
	g.startExpr(budget)
	return g.varExpr(1 + g.intn(3))
}

// expr returns a fully parenthesised int expression of depth at most d.
func (g *gen) expr(d int) string {
	if d <= 0 || g.chance(0.25) {
		return g.leaf()
	}
	switch k := g.intn(100); {
	case g.opt.Wide && k < 6:
		return g.wide(d)
	case g.opt.Float && !g.linear && k >= 94:
		return g.floatExpr(d)
	case k < 70:
		return g.binary(d)
	case k < 77:
		if g.linear {
			return "(-" + g.expr(d-1) + ")"
		}
		return "(" + g.pick([]string{"-", "~"}) + g.expr(d-1) + ")"
	case k < 86:
		if len(g.arrays) > 0 {
			a := g.arrays[g.intn(len(g.arrays))]
			if g.chance(0.15) {
				return g.use(a.name) + ".length"
			}
			return g.use(a.name) + "[" + g.index(a) + "]"
		}
	case k < 93:
		if len(g.helpers) > 0 && !g.inCall {
			h := g.helpers[g.intn(len(g.helpers))]
			if g.fork(h.ways) {
				return g.call(h)
			}
		}
	default:
		if g.fork(2) {
			return "(" + g.comparison(d-1) + " ? " + g.expr(d-1) + " : " + g.expr(d-1) + ")"
		}
	}
	return g.binary(d)
}

func (g *gen) binary(d int) string {
	op := g.pick([]string{"+", "+", "+", "-", "-", "-", "*", "*", "/", "%", "&", "&", "|", "^", "<<", ">>", ">>>"})
	if g.linear {
		op = g.pick([]string{"+", "+", "+", "-", "-", "-", "*", "*", "/", "%", "&", "<<", ">>", ">>>"})
	}
	l := g.expr(d - 1)
	var r string
	switch op {
	case "/", "%":
		r = g.divisor(d - 1)
	case "<<", ">>", ">>>":
		r = g.shiftCount()
	case "&":
		if g.linear || g.chance(0.7) {
			r = g.mask()
		} else {
			r = g.expr(d - 1)
		}
	case "*":
		// A constant factor: a product of two symbolic values makes
		// bit-vector queries slow (a factoring problem) and int queries
		// non-linear.
		r = g.constant()
	default:
		r = g.expr(d - 1)
	}
	return "(" + l + " " + op + " " + r + ")"
}

// longFactors are constant factors for long products; 3000000000L does
// not fit in an int.
var longFactors = []string{"3L", "100000L", "3000000000L", "(-7L)"}

// wide returns an int expression that goes through long arithmetic or a
// narrowing cast (GenOptions.Wide). Narrowing casts are left out of linear
// programs: the int theory takes them as the identity, as SPF does.
func (g *gen) wide(d int) string {
	e := g.expr(d - 1)
	k := g.intn(5)
	if g.linear && k > 2 {
		k = 0
	}
	switch k {
	case 0:
		return "((int) ((long) " + e + " * " + g.pick(longFactors) + "))"
	case 1:
		return "((int) (((long) " + e + " * " + g.pick(longFactors) + ") " + g.pick([]string{">>", ">>>"}) + " " + fmt.Sprint(g.intn(48)) + "))"
	case 2:
		return "((int) ((long) " + e + " " + g.pick([]string{"/", "%"}) + " " + g.divisor(d-1) + "))"
	default:
		return "((" + g.pick([]string{"byte", "short", "char"}) + ") " + e + ")"
	}
}

// divisor returns a non-zero constant, or a symbolic expression (which
// forks on zero: ArithmeticException) when the budget allows.
func (g *gen) divisor(d int) string {
	if g.chance(0.55) && g.fork(2) {
		switch k := g.intn(4); {
		case k == 0:
			return "(" + g.symLeaf() + " & " + g.mask() + ")"
		case k == 1:
			return "(" + g.symLeaf() + " - " + fmt.Sprint(g.intn(5)) + ")"
		case k == 2 && d > 0:
			return "(" + g.symLeaf() + " + " + g.expr(d-1) + ")"
		default:
			return g.symLeaf()
		}
	}
	c := g.pick([]string{"1", "2", "3", "5", "7", "16", "-1", "-2", "-7", "100"})
	if c[0] == '-' {
		return "(" + c + ")"
	}
	return c
}

func (g *gen) shiftCount() string {
	switch k := g.intn(10); {
	case k < 7:
		return fmt.Sprint(g.intn(32))
	case k < 8:
		return fmt.Sprint(32 + g.intn(10))
	default:
		if g.linear {
			return fmt.Sprint(g.intn(32))
		}
		return "(" + g.symLeaf() + " & " + g.pick([]string{"1", "3", "7", "6"}) + ")"
	}
}

// mask returns a constant for &: usually 2^j - 1, which the int theory
// handles as a remainder; other constants only outside linear mode.
func (g *gen) mask() string {
	if !g.linear && g.chance(0.2) {
		return g.pick([]string{"5", "6", "0x55", "(-4)"})
	}
	return g.pick([]string{"1", "3", "7", "15", "255", "0xffff"})
}

// index returns an index into a: a constant in range, a masked expression
// (forks per index), or a symbolic value (forks per index and out of
// bounds) when the budget allows.
func (g *gen) index(a array) string {
	saved := g.inIndex
	g.inIndex = true
	defer func() { g.inIndex = saved }()
	if g.chance(0.5) && g.fork(a.n+1) {
		switch k := g.intn(3); {
		case k == 0:
			return "(" + g.varExpr(1) + " & " + g.pick([]string{"1", "3", "3"}) + ")"
		case k == 1:
			return g.symLeaf()
		default:
			return "(" + g.symLeaf() + " - " + fmt.Sprint(g.intn(3)) + ")"
		}
	}
	for i := len(g.vars) - 1; i >= 0; i-- {
		if g.loopVar[i] && g.chance(0.4) {
			return "(" + g.use(g.vars[i]) + " % " + fmt.Sprint(a.n) + ")"
		}
	}
	return fmt.Sprint(g.intn(a.n))
}

func (g *gen) call(h helper) string {
	args := make([]string, h.params)
	saved := g.inCall
	g.inCall = true
	for i := range args {
		args[i] = g.varExpr(g.intn(2))
	}
	g.inCall = saved
	g.called = true
	return h.name + "(" + strings.Join(args, ", ") + ")"
}

func (g *gen) use(v string) string {
	g.eUsed = append(g.eUsed, v)
	return v
}

func (g *gen) leaf() string {
	if g.text && !g.inIndex && g.chance(0.15) {
		return g.textLeaf()
	}
	if g.heap.on && !g.inIndex && g.chance(0.15) {
		if e := g.heapLeaf(); e != "" {
			return e
		}
	}
	if len(g.arrays) > 0 && !g.inIndex && g.chance(0.15) {
		a := g.arrays[g.intn(len(g.arrays))]
		return g.use(a.name) + "[" + g.index(a) + "]"
	}
	if g.chance(0.78) {
		return g.use(g.recent(g.vars))
	}
	return g.constant()
}

// recent picks from l, preferring its last (most recently declared)
// elements.
func (g *gen) recent(l []string) string {
	if len(l) > 3 && g.chance(0.5) {
		return l[len(l)-1-g.intn(3)]
	}
	return l[g.intn(len(l))]
}

// symLeaf returns a variable that is not a loop counter: a parameter or a
// local, usually symbolic.
func (g *gen) symLeaf() string {
	var c []string
	for i, v := range g.vars {
		if !g.loopVar[i] {
			c = append(c, v)
		}
	}
	if len(c) == 0 {
		return g.use(g.vars[0])
	}
	return g.use(g.recent(c))
}

// varExpr returns an expression that reads at least one variable, so
// that assigning it keeps the target symbolic.
func (g *gen) varExpr(d int) string {
	u := len(g.eUsed)
	e := g.expr(d)
	if len(g.eUsed) == u {
		e = "(" + g.symLeaf() + " " + g.pick([]string{"+", "-", "+", "-"}) + " " + e + ")"
	}
	return e
}

func (g *gen) constant() string {
	var c string
	if g.chance(0.85) {
		c = fmt.Sprint(g.intn(14) - 3)
	} else {
		c = g.pick([]string{"100", "1000", "-1000", "65535", "0x7fffffff", "Integer.MIN_VALUE", "0x55", "-128"})
	}
	if c[0] == '-' {
		return "(" + c + ")"
	}
	return c
}

// Conditions.

// condExpr returns an if condition: a comparison, sometimes two joined
// with && or ||, within budget forks.
func (g *gen) condExpr(budget int) string {
	g.startExpr(budget)
	c := g.comparison(2)
	if g.chance(0.12) && g.fork(2) {
		c = "(" + c + ") " + g.pick([]string{"&&", "||"}) + " (" + g.comparison(2) + ")"
	}
	return c
}

// comparison returns lhs op rhs. It often repeats, negates or contradicts
// an earlier condition whose variables are still in scope, so that many
// branch sides are infeasible.
func (g *gen) comparison(d int) string {
	if len(g.conds) > 0 && g.chance(0.4) {
		c := g.conds[g.intn(len(g.conds))]
		if g.inScope(c.vars) {
			g.eUsed = append(g.eUsed, c.vars...)
			op := c.op
			rhs := c.rhs
			switch k := g.intn(4); {
			case k == 0: // the same test
			case k == 1:
				op = negOp[op]
			default: // the same left side against a nearby constant
				op = g.pick(cmpOps)
				if c.rhsConst {
					rhs = fmt.Sprint(c.rhsVal + g.intn(5) - 2)
					if rhs[0] == '-' {
						rhs = "(" + rhs + ")"
					}
				}
			}
			return c.lhs + " " + op + " " + rhs
		}
	}
	if g.opt.Float && !g.linear && g.chance(0.12) {
		return g.floatComparison(max(d-1, 0))
	}
	w0, u0 := g.eWays, len(g.eUsed)
	lhs := g.expr(max(d-1, 0) + g.intn(2))
	if len(g.eUsed) == u0 {
		// A constant left side: compare a variable instead.
		lhs = g.symLeaf()
	}
	if g.opt.Wide && g.chance(0.15) {
		// A long comparison: lcmp and a branch on its result.
		lhs = "((long) " + lhs + " * " + g.pick(longFactors) + ")"
	}
	op := g.pick(cmpOps)
	c := cond{lhs: lhs, op: op}
	if g.chance(0.6) {
		c.rhsVal = g.intn(21) - 5
		c.rhsConst = true
		c.rhs = fmt.Sprint(c.rhsVal)
		if c.rhsVal < 0 {
			c.rhs = "(" + c.rhs + ")"
		}
	} else {
		c.rhs = g.expr(1)
	}
	if g.eWays == w0 {
		c.vars = append([]string(nil), g.eUsed[u0:]...)
		g.conds = append(g.conds, c)
	}
	return c.lhs + " " + c.op + " " + c.rhs
}

func (g *gen) inScope(vars []string) bool {
	for _, v := range vars {
		found := false
		for _, w := range g.vars {
			if w == v {
				found = true
				break
			}
		}
		for _, a := range g.arrays {
			if a.name == v {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}
