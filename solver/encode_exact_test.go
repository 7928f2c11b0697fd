package solver_test

import (
	"math/rand"
	"slices"
	"testing"

	"gospf/solver"
)

// TestDecodeExact encodes the expressions of the stack tests' pool (every
// operator, both kinds, variables with bounds) and decodes them in another
// Context without simplification: each prints and evaluates as the
// original, the Context holds exactly the encoded nodes, and the decoded
// expressions encode to the same text.
func TestDecodeExact(t *testing.T) {
	for _, theory := range []string{"int", "bitvector"} {
		c := solver.NewContext()
		exprs := pool(c, theory)
		nodes, roots := solver.Encode(exprs...)
		d := solver.NewContext()
		got, err := solver.DecodeExact(d, nodes)
		if err != nil {
			t.Fatal(err)
		}
		if d.NumNodes() != len(nodes) {
			t.Fatalf("%s: %d nodes decoded from %d", theory, d.NumNodes(), len(nodes))
		}
		rng := rand.New(rand.NewSource(7))
		back := make([]solver.Expr, len(exprs))
		for i, e := range exprs {
			g := got[roots[i]]
			back[i] = g
			if g.String() != e.String() {
				t.Fatalf("%s: decoded %s, want %s", theory, g, e)
			}
			for range 20 {
				m := solver.Model{}
				for _, n := range []string{"a1", "a2", "b1", "b2", "l1"} {
					m[n] = rng.Int63n(41) - 20
				}
				m["p"], m["q"] = rng.Int63n(2), rng.Int63n(2)
				v1, ok1 := solver.Eval(e, m)
				v2, ok2 := solver.Eval(g, m)
				if v1 != v2 || ok1 != ok2 {
					t.Fatalf("%s: %s evaluates to %d (%v), decoded %d (%v)", theory, e, v1, ok1, v2, ok2)
				}
			}
		}
		again, roots2 := solver.Encode(back...)
		if !slices.Equal(again, nodes) || !slices.Equal(roots2, roots) {
			t.Fatalf("%s: the decoded expressions encode differently", theory)
		}
	}
}

// TestDecodeExactErrors checks that DecodeExact rejects what Encode never
// writes, with an error and no panic.
func TestDecodeExactErrors(t *testing.T) {
	for _, nodes := range [][]string{
		{"add int 0 1"},                         // forward arguments
		{`var int "x" -5 5`, "add int 0"},       // arity
		{`var int "x" -5 5`, "neg int 0 0"},     // arity
		{`var int "x" -5 5`, "ite int 0 0 0 0"}, // arity
		{`var int "x" -5 5`, `var int "x" 0 5`}, // redeclared
		{`var int "x" 3 2`},                     // empty bounds
		{"const real 1"},                        // kind
		{"frob int 1"},                          // operator
	} {
		if _, err := solver.DecodeExact(solver.NewContext(), nodes); err == nil {
			t.Errorf("DecodeExact(%q) accepted", nodes)
		}
	}
}
