package solver

import (
	"errors"
	"fmt"
)

// Wire is a set of expressions in a form that travels between processes
// (encoding/json): their nodes in topological order, arguments first, each
// node once. Decode rebuilds the same nodes in another Context, without
// the simplifications of the builders (the nodes were simplified when
// they were built), so a decoded expression prints, evaluates and
// compares as the encoded one.
type Wire struct {
	Nodes []WireNode `json:"nodes"`
}

// WireNode is one node of a Wire. Args are indexes of earlier nodes.
type WireNode struct {
	Op   Op     `json:"op"`
	Kind Kind   `json:"kind"`
	Val  int64  `json:"val,omitempty"`
	Name string `json:"name,omitempty"`
	Min  int64  `json:"min,omitempty"`
	Max  int64  `json:"max,omitempty"`
	Args []int  `json:"args,omitempty"`
}

// ErrWire is the error of a Wire that does not describe expressions.
var ErrWire = errors.New("malformed expression wire")

// WireEncoder adds expressions to a Wire, sharing the nodes they have in
// common.
type WireEncoder struct {
	w     Wire
	index map[*node]int
}

// Add encodes e and returns its index in the Wire, -1 for the zero Expr.
func (enc *WireEncoder) Add(e Expr) int {
	if e.n == nil {
		return -1
	}
	if i, ok := enc.index[e.n]; ok {
		return i
	}
	if enc.index == nil {
		enc.index = map[*node]int{}
	}
	n := e.n
	wn := WireNode{Op: n.op, Kind: n.kind}
	switch n.op {
	case OpConst:
		wn.Val = n.val
	case OpVar:
		wn.Name, wn.Min, wn.Max = n.name, n.min, n.max
	default:
		wn.Val = n.val
		for _, a := range n.args[:n.nargs] {
			wn.Args = append(wn.Args, enc.Add(Expr{a}))
		}
	}
	enc.w.Nodes = append(enc.w.Nodes, wn)
	enc.index[n] = len(enc.w.Nodes) - 1
	return len(enc.w.Nodes) - 1
}

// Wire returns the nodes added so far.
func (enc *WireEncoder) Wire() Wire { return enc.w }

// Decode rebuilds the nodes of w in c; the expression of index i is the
// result's element i.
func (c *Context) Decode(w Wire) ([]Expr, error) {
	out := make([]Expr, len(w.Nodes))
	for i, wn := range w.Nodes {
		if wn.Op == 0 || wn.Op >= numOps || wn.Kind == 0 {
			return nil, fmt.Errorf("%w: node %d: op %d, kind %d", ErrWire, i, wn.Op, wn.Kind)
		}
		switch wn.Op {
		case OpConst:
			if wn.Kind < KBool || wn.Kind > KLong {
				return nil, fmt.Errorf("%w: node %d: constant of kind %d", ErrWire, i, wn.Kind)
			}
			out[i] = c.Const(wn.Kind, wn.Val)
			continue
		case OpVar:
			e, err := c.decodeVar(wn)
			if err != nil {
				return nil, fmt.Errorf("%w: node %d: %v", ErrWire, i, err)
			}
			out[i] = e
			continue
		}
		if n := wireArity(wn.Op); len(wn.Args) < 1 || len(wn.Args) > 3 || (n > 0 && len(wn.Args) != n) {
			return nil, fmt.Errorf("%w: node %d: %s with %d arguments", ErrWire, i, wn.Op, len(wn.Args))
		}
		args := make([]Expr, len(wn.Args))
		for j, a := range wn.Args {
			if a < 0 || a >= i {
				return nil, fmt.Errorf("%w: node %d: argument %d is not an earlier node", ErrWire, i, a)
			}
			args[j] = out[a]
		}
		out[i] = c.intern(wn.Op, wn.Kind, wn.Val, args...)
	}
	return out, nil
}

// decodeVar is Var without its panics: a redeclaration with other bounds
// is an error.
func (c *Context) decodeVar(wn WireNode) (Expr, error) {
	if wn.Kind < KBool || wn.Kind > KLong || wn.Name == "" || wn.Min > wn.Max {
		return Expr{}, fmt.Errorf("variable %q of kind %d, bounds %d..%d", wn.Name, wn.Kind, wn.Min, wn.Max)
	}
	c.mu.Lock()
	n, ok := c.vars[wn.Name]
	c.mu.Unlock()
	if ok && (n.kind != wn.Kind || n.min != wn.Min || n.max != wn.Max) {
		return Expr{}, fmt.Errorf("variable %q redeclared as %s %d..%d (was %s %d..%d)", wn.Name, wn.Kind, wn.Min, wn.Max, n.kind, n.min, n.max)
	}
	return c.Var(wn.Name, wn.Kind, wn.Min, wn.Max), nil
}

// wireArity is the number of arguments of op, 0 when this file does not
// know it (Decode then accepts 1 to 3).
func wireArity(op Op) int {
	switch op {
	case OpNeg, OpI2L, OpL2I, OpI2B, OpI2S, OpI2C, OpNot:
		return 1
	case OpAdd, OpSub, OpMul, OpDiv, OpRem, OpShl, OpShr, OpUshr, OpAnd, OpOr, OpXor,
		OpCmp, OpEq, OpNe, OpLt, OpLe, OpGt, OpGe, OpLAnd, OpLOr:
		return 2
	case OpIte:
		return 3
	}
	return 0
}
