package solver

import (
	"math"
	"testing"
)

// TestPrefixMemo follows the checks of one failed segment: a sat check,
// an unsat check of a longer path condition, then the prefixes binary
// search asks, and a query that diverges.
func TestPrefixMemo(t *testing.T) {
	c := NewContext()
	x := c.Var("x", KInt, -10, 10)
	y := c.Var("y", KInt, -10, 10)
	a, b, d, e := c.Gt(x, c.Const(KInt, 0)), c.Gt(y, c.Const(KInt, 0)), c.Lt(x, c.Const(KInt, 0)), c.Lt(y, c.Const(KInt, 5))
	vars := func(e Expr) []Expr { return Vars(e) }
	var m PrefixMemo
	if _, ok := m.Answer([]Expr{a}, true, vars); ok {
		t.Fatal("the empty memory answered")
	}
	m.Learn([]Expr{a, b}, Answer{Result: Sat, Model: Model{"x": 1, "y": 1}})
	m.LearnUnsat([]Expr{a, b, d, e}, 4, false)
	if sat, unsat, located := m.Bounds(); sat != 2 || unsat != 4 || located {
		t.Fatalf("bounds %d %d %v, want 2 4 false", sat, unsat, located)
	}
	// [a] is a prefix of a known-sat one: sat, with a model of x alone.
	ans, ok := m.Answer([]Expr{a}, true, vars)
	if !ok || ans.Result != Sat || len(ans.Model) != 1 || ans.Model["x"] != 1 {
		t.Fatalf("[a]: %v %v", ans, ok)
	}
	// [a b d] is not known either way: the backend decides, and its unsat
	// answer locates the first unsat prefix (sat 2, unsat 3).
	if _, ok := m.Answer([]Expr{a, b, d}, true, vars); ok {
		t.Fatal("[a b d] answered")
	}
	m.Learn([]Expr{a, b, d}, Answer{Result: Unsat})
	if sat, unsat, located := m.Bounds(); sat != 2 || unsat != 3 || !located {
		t.Fatalf("bounds %d %d %v, want 2 3 true", sat, unsat, located)
	}
	if ans, ok := m.Answer([]Expr{a, b, d, e}, false, vars); !ok || ans.Result != Unsat {
		t.Fatalf("[a b d e]: %v %v", ans, ok)
	}
	// A query that extends the path condition is the backend's, even past
	// a prefix known unsat.
	if _, ok := m.Answer([]Expr{a, b, d, e, b}, false, vars); ok {
		t.Fatal("an extension answered")
	}
	// Diverging at index 1 keeps what is known of [a] only.
	m.Learn([]Expr{a, e}, Answer{Result: Sat, Model: Model{"x": 2, "y": 0}})
	if sat, unsat, _ := m.Bounds(); sat != 2 || unsat != math.MaxInt {
		t.Fatalf("after divergence: bounds %d %d, want 2 none", sat, unsat)
	}
	if _, ok := m.Answer([]Expr{a, b}, false, vars); ok {
		t.Fatal("[a b] answered after the memory followed [a e]")
	}
	if m.Answered != 2 {
		t.Fatalf("answered %d, want 2 ([a] and [a b d e])", m.Answered)
	}
}
