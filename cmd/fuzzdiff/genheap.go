package main

import (
	"fmt"
	"slices"
)

// Heap inputs (GenOptions.Heap). run may also take a Node n (a nested
// class with an int field val and a Node field next) and an int[] in, both
// symbolic: n is lazily initialized (null, an alias of an earlier input
// object, or a fresh object whose fields are inputs in turn) and in is
// null or an array of symbolic length in 0..HeapMaxArrayLength with
// symbolic elements. The statements and expressions below walk, compare
// and write the structure and the array: null checks, field reads and
// writes (some unguarded, so NullPointerException paths occur), aliasing
// tests, list steps, loops over in.length, guarded and unguarded element
// accesses with constant and symbolic indices.

// HeapMaxObjects and HeapMaxArrayLength are the [symbolic] max_objects and
// max_array_length of the configs of heap programs.
const (
	HeapMaxObjects     = 3
	HeapMaxArrayLength = 3
)

// heapGen is the generator's state for heap inputs while run is written.
type heapGen struct {
	on    bool     // run is being written with heap inputs
	nodes []string // Node variables in scope
	// mat are the Node variables (and the input array) that every path
	// reaching the current point has already materialized (used), so that
	// using them again takes no heap choice.
	mat   []string
	input string // the int[] parameter, or ""
	// uses counts the heap choices written so far; it bounds the aliases a
	// later choice can offer.
	uses int
}

// heapParams chooses run's heap parameters and returns their declarations.
func (g *gen) heapParams(p *Program) []string {
	var decl []string
	node, arr := g.chance(0.7), g.chance(0.6)
	if !node && !arr {
		node = true
	}
	if node {
		decl = append(decl, "Node n")
		g.heap.nodes = []string{"n"}
		p.HeapParams = append(p.HeapParams, "Node")
	}
	if arr {
		decl = append(decl, "int[] in")
		g.heap.input = "in"
		p.HeapParams = append(p.HeapParams, "int[]")
	}
	return decl
}

// heapScope is what a block restores at its end.
type heapScope struct {
	nodes int
	mat   []string
}

func (g *gen) saveHeap() heapScope {
	return heapScope{len(g.heap.nodes), slices.Clone(g.heap.mat)}
}

// restoreHeap ends a block: its Node variables go out of scope, and a
// variable stays materialized only if it was before the block and still is
// (the block may have reassigned it).
func (g *gen) restoreHeap(s heapScope) {
	g.heap.nodes = g.heap.nodes[:s.nodes]
	var mat []string
	for _, v := range s.mat {
		if slices.Contains(g.heap.mat, v) {
			mat = append(mat, v)
		}
	}
	g.heap.mat = mat
}

// take multiplies the expression's ways by extra and by the heap choices
// of the first uses of vs, if that stays within budget, and then marks vs
// materialized. A first use of a Node variable offers null, an alias of
// each earlier input object and a fresh object; of the input array, null
// or an array.
func (g *gen) take(extra int, vs ...string) bool {
	w, uses := extra, g.heap.uses
	var fresh []string
	for _, v := range vs {
		if slices.Contains(g.heap.mat, v) || slices.Contains(fresh, v) {
			continue
		}
		fresh = append(fresh, v)
		if v == g.heap.input {
			w *= 2
			continue
		}
		w *= 2 + min(uses, HeapMaxObjects)
		uses++
	}
	if !g.fork(w) {
		return false
	}
	g.heap.mat = append(g.heap.mat, fresh...)
	g.heap.uses = uses
	return true
}

// unmat forgets that v is materialized (it was reassigned).
func (g *gen) unmat(v string) {
	g.heap.mat = slices.DeleteFunc(g.heap.mat, func(s string) bool { return s == v })
}

// node returns a Node variable in scope, preferring recent ones.
func (g *gen) node() string { return g.recent(g.heap.nodes) }

// heapStmt writes one statement on the heap inputs within budget, if it
// can, and returns its ways and whether it completes normally.
func (g *gen) heapStmt(budget int) (int, bool, bool) {
	hasNode, hasArr := len(g.heap.nodes) > 0, g.heap.input != ""
	deep := g.depth >= g.opt.MaxDepth
	switch k := g.intn(10); {
	case k < 3 && !deep && budget >= 4:
		w, normal := g.ifWith(budget, "if", g.heapCond)
		g.line("}")
		return w, normal, true
	case k < 5 && hasNode:
		return g.nodeStep(budget), true, true
	case k < 6 && hasNode:
		return g.nodeWrite(budget), true, true
	case k < 8 && hasArr && !deep:
		return g.inputLoop(budget), true, true
	case k < 10 && hasArr:
		return g.inputAccess(budget), true, true
	}
	return 0, false, false
}

// heapCond returns an if condition on the heap inputs, or an ordinary
// comparison when the budget allows no heap choice.
func (g *gen) heapCond(budget int) string {
	g.startExpr(budget)
	hasNode, hasArr := len(g.heap.nodes) > 0, g.heap.input != ""
	switch k := g.intn(6); {
	case k < 2 && hasNode:
		v := g.node()
		if g.take(1, v) {
			if g.chance(0.3) {
				return v + " " + g.pick([]string{"==", "!="}) + " null"
			}
			return v + " != null && " + v + ".val " + g.pick(cmpOps) + " " + g.expr(1)
		}
	case k < 4 && hasNode:
		v, w := g.node(), g.node()
		if v == w || g.chance(0.5) {
			// v.next is an unexamined reference: comparing it is a heap
			// choice of its own.
			if g.take(2+HeapMaxObjects, v, w) {
				return v + " != null && " + v + ".next " + g.pick([]string{"==", "!="}) + " " + w
			}
		} else if g.take(1, v, w) {
			return v + " " + g.pick([]string{"==", "!="}) + " " + w
		}
	case hasArr:
		in := g.heap.input
		if g.chance(0.4) {
			if g.take(2, in) { // the comparison of the length
				return in + " != null && " + in + ".length " + g.pick(cmpOps) + " " + fmt.Sprint(g.intn(HeapMaxArrayLength+1))
			}
		} else if g.take(4, in) { // the bound, then the element comparison
			c := g.intn(HeapMaxArrayLength)
			return fmt.Sprintf("%s != null && %d < %s.length && %s[%d] %s %s", in, c, in, in, c, g.pick(cmpOps), g.expr(1))
		}
	}
	return g.comparison(2)
}

// nodeStep declares or assigns a Node variable: a step along next.
func (g *gen) nodeStep(budget int) int {
	g.startExpr(budget)
	v := g.node()
	if !g.take(1, v) {
		return 1
	}
	rhs := v + " == null ? null : " + v + ".next"
	if g.chance(0.25) {
		rhs = v + ".next" // NullPointerException when v is null
	}
	if g.chance(0.5) {
		t := g.node()
		g.line("%s = %s;", t, rhs)
		g.unmat(t)
	} else {
		t := g.newVar("m")
		g.line("Node %s = %s;", t, rhs)
		g.heap.nodes = append(g.heap.nodes, t)
	}
	return g.eWays
}

// nodeWrite writes a field of a Node variable, usually guarded by a null
// check.
func (g *gen) nodeWrite(budget int) int {
	g.startExpr(budget)
	v := g.node()
	if !g.take(1, v) {
		return 1
	}
	var s string
	if g.chance(0.6) {
		s = v + ".val = " + g.varExpr(1) + ";"
	} else {
		w := g.pick([]string{"null", "new Node()", g.node(), v})
		s = v + ".next = " + w + ";"
	}
	if g.chance(0.75) {
		s = "if (" + v + " != null) " + s
	}
	g.line("%s", s)
	return g.eWays
}

// inputLoop writes a loop over the input array: one fork per length.
func (g *gen) inputLoop(budget int) int {
	in := g.heap.input
	g.startExpr(budget)
	t, ok := g.assignable()
	if !ok {
		return 1
	}
	// One path per length 0..3; with an if in the body, each element
	// doubles the paths: 1 + 2 + 4 + 8.
	bw := 1
	if g.take(15, in) {
		bw = 2
	} else if !g.take(HeapMaxArrayLength+1, in) {
		return 1
	}
	i := g.newVar("i")
	g.line("if (%s != null) {", in)
	g.ind++
	g.line("for (int %s = 0; %s < %s.length; %s++) {", i, i, in, i)
	g.ind++
	if bw == 2 {
		g.line("if (%s[%s] %s %s) %s += %s;", in, i, g.pick(cmpOps), g.symLeafNot(t), t, i)
	} else {
		g.line("%s %s %s[%s];", t, g.pick([]string{"+=", "-=", "^="}), in, i)
	}
	g.ind--
	g.line("}")
	g.ind--
	g.line("}")
	return g.eWays
}

// symLeafNot returns a non-loop variable other than t if there is one.
func (g *gen) symLeafNot(t string) string {
	for range 4 {
		if v := g.symLeaf(); v != t {
			return v
		}
	}
	return g.constant()
}

// inputAccess reads or writes an element of the input array with a
// constant or symbolic index, guarded or not.
func (g *gen) inputAccess(budget int) int {
	in := g.heap.input
	g.startExpr(budget)
	var idx string
	if g.chance(0.3) && g.take(HeapMaxArrayLength+1, in) {
		idx = g.symLeaf() // forks per index and out of bounds
	} else if g.take(2, in) {
		idx = fmt.Sprint(g.intn(HeapMaxArrayLength + 1)) // forks on the length
	} else {
		return 1
	}
	guard := ""
	if g.chance(0.7) {
		guard = in + " != null && "
		if idx[0] >= '0' && idx[0] <= '9' {
			guard += idx + " < " + in + ".length"
		} else {
			guard += idx + " >= 0 && " + idx + " < " + in + ".length"
		}
	}
	var s string
	if t, ok := g.assignable(); ok && g.chance(0.5) {
		s = t + " = " + in + "[" + idx + "];"
	} else {
		s = in + "[" + idx + "] = " + g.varExpr(1) + ";"
	}
	if guard != "" {
		s = "if (" + guard + ") " + s
	}
	g.line("%s", s)
	return g.eWays
}

// heapLeaf returns an int expression read from the heap inputs, or "" when
// the budget allows no heap choice.
func (g *gen) heapLeaf() string {
	if len(g.heap.nodes) > 0 && (g.heap.input == "" || g.chance(0.5)) {
		v := g.node()
		if g.take(1, v) {
			return "(" + v + " == null ? " + g.constant() + " : " + v + ".val)"
		}
		return ""
	}
	if in := g.heap.input; in != "" && g.take(1, in) {
		return "(" + in + " == null ? " + g.constant() + " : " + in + ".length)"
	}
	return ""
}
