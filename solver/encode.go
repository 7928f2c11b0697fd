package solver

import (
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"
)

// Encode writes expressions as a shared graph of nodes in text, for tools
// that read a run's expressions back (cmd/fuzzdiff compares path
// conditions of two runs with a solver): String writes shared
// subexpressions out every time, which grows exponentially with nested
// ite terms, while each node here is written once. Every node follows its
// arguments, which it names by index:
//
//	const int 5
//	var int "x_1" -100 100
//	add int 0 1
//	ite int 4 2 3
//
// The first word is the operator (Op.String), the second the kind
// (Kind.String). roots gives the index of each expression of es.
func Encode(es ...Expr) (nodes []string, roots []int) {
	index := map[*node]int{}
	var visit func(n *node) int
	visit = func(n *node) int {
		if i, ok := index[n]; ok {
			return i
		}
		var args [3]int
		for j := 0; j < int(n.nargs); j++ {
			args[j] = visit(n.args[j])
		}
		var b strings.Builder
		b.WriteString(n.op.String())
		b.WriteByte(' ')
		b.WriteString(n.kind.String())
		switch {
		case n.op == OpConst && n.kind == KString:
			fmt.Fprintf(&b, " u%x", n.name) // u and the packed code units in hex ("u" is "")
		case n.op == OpConst:
			fmt.Fprintf(&b, " %d", n.val)
		case n.op == OpVar:
			fmt.Fprintf(&b, " %s %d %d", strconv.Quote(n.name), n.min, n.max)
		default:
			for j := 0; j < int(n.nargs); j++ {
				fmt.Fprintf(&b, " %d", args[j])
			}
		}
		index[n] = len(nodes)
		nodes = append(nodes, b.String())
		return index[n]
	}
	for _, e := range es {
		if e.n == nil {
			roots = append(roots, -1)
			continue
		}
		roots = append(roots, visit(e.n))
	}
	return nodes, roots
}

// Decode builds the nodes Encode wrote in c, with c's constructors (so
// with their simplifications: the result is equivalent, not necessarily
// the same structure), and returns one expression per node. A malformed
// node is an error, never a panic.
func Decode(c *Context, nodes []string) ([]Expr, error) { return decode(c, nodes, false) }

// DecodeExact is Decode without the simplifications: each node is made
// as it was written, so the expressions print, evaluate and compare as
// the encoded ones (package dist sends paths between processes so).
func DecodeExact(c *Context, nodes []string) ([]Expr, error) { return decode(c, nodes, true) }

func decode(c *Context, nodes []string, exact bool) (es []Expr, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("solver: decoding node %d: %v", len(es), r)
		}
	}()
	ops := map[string]Op{}
	for o := Op(1); o < numOps; o++ {
		ops[o.String()] = o
	}
	kinds := map[string]Kind{}
	for k := KBool; k <= KString; k++ {
		kinds[k.String()] = k
	}
	for i, text := range nodes {
		f := strings.Fields(text)
		if len(f) < 3 {
			return nil, fmt.Errorf("solver: node %d %q: too short", i, text)
		}
		op, ok1 := ops[f[0]]
		k, ok2 := kinds[f[1]]
		if !ok1 || !ok2 {
			return nil, fmt.Errorf("solver: node %d %q: unknown operator or kind", i, text)
		}
		var e Expr
		switch {
		case op == OpConst && k == KString:
			packed, err := hex.DecodeString(strings.TrimPrefix(f[2], "u"))
			if err != nil || len(packed)%2 != 0 || f[2][0] != 'u' {
				return nil, fmt.Errorf("solver: node %d %q: bad string constant", i, text)
			}
			e = c.StrConst(unpackUTF16(string(packed)))
		case op == OpConst:
			v, err := strconv.ParseInt(f[2], 10, 64)
			if err != nil {
				return nil, fmt.Errorf("solver: node %d %q: %v", i, text, err)
			}
			e = c.Const(k, v)
		case op == OpVar:
			rest := strings.TrimSpace(text[len(f[0])+len(f[1])+2:])
			name, err := strconv.QuotedPrefix(rest)
			if err != nil {
				return nil, fmt.Errorf("solver: node %d %q: %v", i, text, err)
			}
			bounds := strings.Fields(rest[len(name):])
			if len(bounds) != 2 {
				return nil, fmt.Errorf("solver: node %d %q: want a name and two bounds", i, text)
			}
			name, _ = strconv.Unquote(name)
			lo, err1 := strconv.ParseInt(bounds[0], 10, 64)
			hi, err2 := strconv.ParseInt(bounds[1], 10, 64)
			if err1 != nil || err2 != nil {
				return nil, fmt.Errorf("solver: node %d %q: bad bounds", i, text)
			}
			e = c.Var(name, k, lo, hi)
		default:
			var args []Expr
			for _, a := range f[2:] {
				j, err := strconv.Atoi(a)
				if err != nil || j < 0 || j >= i {
					return nil, fmt.Errorf("solver: node %d %q: bad argument %q", i, text, a)
				}
				args = append(args, es[j])
			}
			if exact {
				if want := arity(op); len(args) != want {
					return nil, fmt.Errorf("solver: node %d %q: %s takes %d arguments", i, text, op, want)
				}
				e = c.intern(op, k, 0, args...)
			} else if e, err = c.build(op, k, args); err != nil {
				return nil, fmt.Errorf("solver: node %d %q: %v", i, text, err)
			}
			if e.Kind() != k {
				return nil, fmt.Errorf("solver: node %d %q: built a %s", i, text, e.Kind())
			}
		}
		es = append(es, e)
	}
	return es, nil
}

// arity is the number of arguments of an operator other than OpConst and
// OpVar.
func arity(op Op) int {
	switch op {
	case OpNeg, OpNot, OpI2L, OpL2I, OpI2B, OpI2S, OpI2C,
		OpFNeg, OpFAbs, OpFSqrt, OpFFloor, OpFCeil, OpFRint, OpFIsNaN, OpFIsInf, OpIToF, OpFToI, OpFToF, OpFToBits, OpBitsToF,
		OpStrLen, OpStrFromCode, OpStrFromInt, OpStrIsInt, OpStrToInt, OpStrHash,
		OpStrIsDigits, OpStrIsASCIIInt, OpStrASCIIToInt:
		return 1
	case OpIte, OpStrSub, OpStrIndexOf:
		return 3
	}
	return 2
}

// build applies the constructor of op to args; k is the result's kind,
// which the floating-point conversions need.
func (c *Context) build(op Op, k Kind, args []Expr) (Expr, error) {
	if want := arity(op); len(args) != want {
		return Expr{}, fmt.Errorf("%s takes %d arguments, got %d", op, arity(op), len(args))
	}
	if op.IsFloat() {
		return c.buildFloat(op, k, args), nil
	}
	if op.IsString() {
		return c.strOp(op, k, args...), nil
	}
	a := args[0]
	switch op {
	case OpNeg:
		return c.Neg(a), nil
	case OpNot:
		return c.Not(a), nil
	case OpI2L:
		return c.I2L(a), nil
	case OpL2I:
		return c.L2I(a), nil
	case OpI2B:
		return c.I2B(a), nil
	case OpI2S:
		return c.I2S(a), nil
	case OpI2C:
		return c.I2C(a), nil
	case OpIte:
		return c.Ite(a, args[1], args[2]), nil
	}
	b := args[1]
	switch op {
	case OpAdd, OpSub, OpMul, OpDiv, OpRem, OpAnd, OpOr, OpXor:
		return c.arith(op, a, b), nil
	case OpShl, OpShr, OpUshr:
		return c.shift(op, a, b), nil
	case OpCmp:
		return c.Cmp(a, b), nil
	case OpEq, OpNe, OpLt, OpLe, OpGt, OpGe:
		return c.compare(op, a, b), nil
	case OpLAnd, OpLOr:
		return c.logic(op, a, b), nil
	}
	return Expr{}, fmt.Errorf("operator %s cannot be decoded", op)
}

// buildFloat applies the constructor of a floating-point operator.
func (c *Context) buildFloat(op Op, k Kind, args []Expr) Expr {
	a := args[0]
	switch op {
	case OpFNeg:
		return c.FNeg(a)
	case OpFAbs:
		return c.FAbs(a)
	case OpFSqrt:
		return c.FSqrt(a)
	case OpFFloor, OpFCeil, OpFRint:
		return c.FRound(op, a)
	case OpFIsNaN:
		return c.FIsNaN(a)
	case OpFIsInf:
		return c.FIsInf(a)
	case OpIToF:
		return c.IToF(a, k)
	case OpFToI:
		return c.FToI(a, k)
	case OpFToF:
		return c.FToF(a, k)
	case OpFToBits:
		return c.FToBits(a)
	case OpBitsToF:
		return c.BitsToF(a)
	case OpFEq, OpFLt, OpFLe:
		return c.fcompare(op, a, args[1])
	case OpFCmpL, OpFCmpG:
		return c.fcmp(op, a, args[1])
	}
	return c.fbinary(op, a, args[1])
}
