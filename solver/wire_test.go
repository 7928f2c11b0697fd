package solver_test

import (
	"encoding/json"
	"errors"
	"math/rand"
	"reflect"
	"testing"

	"gospf/solver"
)

// TestWireRoundTrip encodes the expressions of the stack tests' pool (every
// operator, both kinds, variables with bounds), sends them through JSON and
// decodes them in another Context: each prints and evaluates as the
// original, shared nodes are encoded once, and the decoded expressions
// encode to the same Wire.
func TestWireRoundTrip(t *testing.T) {
	for _, theory := range []string{"int", "bitvector"} {
		c := solver.NewContext()
		exprs := pool(c, theory)
		var enc solver.WireEncoder
		idx := make([]int, len(exprs))
		for i, e := range exprs {
			idx[i] = enc.Add(e)
		}
		if enc.Add(solver.Expr{}) != -1 {
			t.Fatal("the zero Expr has an index")
		}
		if again := enc.Add(exprs[3]); again != idx[3] {
			t.Fatalf("an expression added twice has indexes %d and %d", idx[3], again)
		}
		data, err := json.Marshal(enc.Wire())
		if err != nil {
			t.Fatal(err)
		}
		var w solver.Wire
		if err := json.Unmarshal(data, &w); err != nil {
			t.Fatal(err)
		}
		d := solver.NewContext()
		got, err := d.Decode(w)
		if err != nil {
			t.Fatal(err)
		}
		if d.NumNodes() != len(w.Nodes) {
			t.Fatalf("%s: %d nodes decoded from a wire of %d distinct nodes", theory, d.NumNodes(), len(w.Nodes))
		}
		rng := rand.New(rand.NewSource(7))
		var re solver.WireEncoder
		for i, e := range exprs {
			g := got[idx[i]]
			if g.String() != e.String() {
				t.Fatalf("%s: decoded %s, want %s", theory, g, e)
			}
			for range 20 {
				m := solver.Model{}
				for _, n := range []string{"a1", "a2", "b1", "b2", "l1", "p", "q", "s1"} {
					m[n] = rng.Int63n(41) - 20
				}
				m["p"], m["q"] = rng.Int63n(2), rng.Int63n(2)
				v1, ok1 := solver.Eval(e, m)
				v2, ok2 := solver.Eval(g, m)
				if v1 != v2 || ok1 != ok2 {
					t.Fatalf("%s: %s evaluates to %d (%v), decoded %d (%v)", theory, e, v1, ok1, v2, ok2)
				}
			}
			re.Add(g)
		}
		if !reflect.DeepEqual(re.Wire(), w) {
			t.Fatalf("%s: the decoded expressions encode differently", theory)
		}
	}
}

// TestWireMalformed checks that Decode rejects what no encoder writes, with
// ErrWire and no panic.
func TestWireMalformed(t *testing.T) {
	v := solver.WireNode{Op: solver.OpVar, Kind: solver.KInt, Name: "x", Min: -5, Max: 5}
	one := solver.WireNode{Op: solver.OpConst, Kind: solver.KInt, Val: 1}
	for name, w := range map[string]solver.Wire{
		"op 0":             {Nodes: []solver.WireNode{{Kind: solver.KInt}}},
		"unknown op":       {Nodes: []solver.WireNode{{Op: 200, Kind: solver.KInt, Args: []int{0}}}},
		"kind 0":           {Nodes: []solver.WireNode{{Op: solver.OpConst}}},
		"forward argument": {Nodes: []solver.WireNode{v, {Op: solver.OpAdd, Kind: solver.KInt, Args: []int{0, 2}}, one}},
		"self argument":    {Nodes: []solver.WireNode{{Op: solver.OpNeg, Kind: solver.KInt, Args: []int{0}}}},
		"arity":            {Nodes: []solver.WireNode{v, {Op: solver.OpAdd, Kind: solver.KInt, Args: []int{0}}}},
		"no arguments":     {Nodes: []solver.WireNode{{Op: solver.OpNot, Kind: solver.KBool}}},
		"empty name":       {Nodes: []solver.WireNode{{Op: solver.OpVar, Kind: solver.KInt}}},
		"empty bounds":     {Nodes: []solver.WireNode{{Op: solver.OpVar, Kind: solver.KInt, Name: "x", Min: 3, Max: 2}}},
		"redeclared":       {Nodes: []solver.WireNode{v, {Op: solver.OpVar, Kind: solver.KInt, Name: "x", Min: 0, Max: 5}}},
	} {
		if _, err := solver.NewContext().Decode(w); !errors.Is(err, solver.ErrWire) {
			t.Errorf("%s: %v, want ErrWire", name, err)
		}
	}
}
