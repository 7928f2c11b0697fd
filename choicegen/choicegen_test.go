package choicegen

import (
	"testing"

	"gospf/solver"
)

// place is a fixed instruction description.
type place string

func (p place) String() string { return string(p) }

// TestBranchSides checks the branch contract: choice 0 is the TRUE side
// (fall-through, the negated jump condition), choice 1 the FALSE side (the
// jump condition); true-first explores 0 then 1, false-first 1 then 0.
func TestBranchSides(t *testing.T) {
	c := solver.NewContext()
	x := c.Var("x", solver.KInt, -10, 10)
	jump := c.Lt(x, c.Const(solver.KInt, 0)) // javac's iflt: jump when x < 0
	g := NewBranch(c, jump, place("C.m:1 (pc 0)"))
	if g.Choices[0].Constraint != c.Ge(x, c.Const(solver.KInt, 0)) || g.Choices[1].Constraint != jump {
		t.Fatalf("sides: %v / %v", g.Choices[0].Constraint, g.Choices[1].Constraint)
	}
	if !g.TwoWay() || !g.Symbolic() {
		t.Fatal("a branch is a symbolic two-way choice")
	}
	if o := g.Order(true); o[0] != 0 || o[1] != 1 {
		t.Fatalf("true-first order %v", o)
	}
	if o := g.Order(false); o[0] != 1 || o[1] != 0 {
		t.Fatalf("false-first order %v", o)
	}
}

// TestConcreteOrder checks that concrete choices (Verify.getInt) keep
// their natural order in both search orders and are not two-way.
func TestConcreteOrder(t *testing.T) {
	g := &Generator{Kind: Concrete, Choices: make([]Choice, 3)}
	for _, tf := range []bool{true, false} {
		if o := g.Order(tf); o[0] != 0 || o[1] != 1 || o[2] != 2 {
			t.Fatalf("order %v", o)
		}
	}
	if g.TwoWay() || g.Symbolic() {
		t.Fatal("concrete choices are not symbolic")
	}
	sw := &Generator{Kind: Switch, Choices: make([]Choice, 2)}
	if sw.TwoWay() {
		t.Fatal("absurdity does not apply to a switch (its cases are not complements)")
	}
}

// TestHeapAndBounds checks the two kinds lazy initialization adds: heap
// choices need no solver (natural order in both search orders, no
// absurdity), the bounds check of an array of symbolic length is a
// symbolic two-way choice like a branch.
func TestHeapAndBounds(t *testing.T) {
	h := &Generator{Kind: Heap, Choices: make([]Choice, 3)}
	if h.Symbolic() || h.TwoWay() {
		t.Fatal("heap choices need no solver and are not two-way")
	}
	for _, tf := range []bool{true, false} {
		if o := h.Order(tf); o[0] != 0 || o[1] != 1 || o[2] != 2 {
			t.Fatalf("heap order %v", o)
		}
	}
	if h2 := (&Generator{Kind: Heap, Choices: make([]Choice, 2)}); h2.Order(false)[0] != 0 {
		t.Fatal("a two-choice heap point keeps its natural order")
	}
	b := &Generator{Kind: ArrayBounds, Choices: make([]Choice, 2)}
	if !b.Symbolic() || !b.TwoWay() {
		t.Fatal("array bounds are a symbolic two-way choice")
	}
	if Heap.String() != "heap" || ArrayBounds.String() != "array-bounds" {
		t.Fatalf("names %s %s", Heap, ArrayBounds)
	}
}
