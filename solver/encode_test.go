package solver

import (
	"strings"
	"testing"
)

// TestEncodeRoundTrip writes expressions with shared and nested ite
// subterms and reads them back: into the same Context they are the same
// nodes (the constructors are functions of their arguments), into a new
// one they print the same.
func TestEncodeRoundTrip(t *testing.T) {
	c := NewContext()
	x := c.Var("x_1", KInt, -100, 100)
	y := c.Var("a[2]_3", KInt, 0, 7)
	l := c.Var("l_4", KLong, -1<<40, 1<<40)
	p := c.Gt(x, c.Const(KInt, 0))
	s := c.Ite(p, c.Add(x, y), c.Sub(x, y))
	s2 := c.Ite(c.Le(y, c.Const(KInt, 3)), s, c.Mul(s, y))
	es := []Expr{
		c.Lt(s2, y),
		c.LOr(p, c.Not(c.Eq(c.I2L(s2), l))),
		c.Eq(c.Cmp(l, c.Const(KLong, -3)), c.Const(KInt, 1)),
		c.Ne(c.I2B(c.Shl(x, y)), c.I2C(c.Rem(x, c.Ushr(y, c.Const(KInt, 1))))),
		c.LAnd(c.Ge(c.L2I(c.Div(l, c.Neg(l))), x), c.Bool(true)),
	}
	nodes, roots := Encode(es...)
	// s is shared by s2 twice and by every conjunct: one node each.
	if n := strings.Count(strings.Join(nodes, "\n"), "ite int"); n != 2 {
		t.Errorf("%d ite nodes, want 2:\n%s", n, strings.Join(nodes, "\n"))
	}
	back, err := Decode(c, nodes)
	if err != nil {
		t.Fatal(err)
	}
	other, err := Decode(NewContext(), nodes)
	if err != nil {
		t.Fatal(err)
	}
	for i, e := range es {
		if back[roots[i]] != e {
			t.Errorf("conjunct %d: decoded %s, want the same node %s", i, back[roots[i]], e)
		}
		if other[roots[i]].String() != e.String() {
			t.Errorf("conjunct %d in a new context: %s, want %s", i, other[roots[i]], e)
		}
	}
}

func TestDecodeErrors(t *testing.T) {
	for _, nodes := range [][]string{
		{"add int"},
		{"frob int 1 2"},
		{"const int x"},
		{"var int x_1 0 1"},
		{`var int "x" 0`},
		{"const int 1", "add int 0 5"},
		{"const int 1", "add int 0"},
		{"const int 1", "const int 0", "div int 0 1"}, // a constant zero divisor panics in Div
		{"const int 1", "lt int 0 0"},
	} {
		if _, err := Decode(NewContext(), nodes); err == nil {
			t.Errorf("Decode(%q) accepted", nodes)
		}
	}
}
