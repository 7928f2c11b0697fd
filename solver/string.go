package solver

import (
	"strconv"
	"strings"
)

// infix holds the symbol of each binary infix operator.
var infix = [numOps]string{
	OpAdd: "+", OpSub: "-", OpMul: "*", OpDiv: "/", OpRem: "%",
	OpShl: "<<", OpShr: ">>", OpUshr: ">>>", OpAnd: "&", OpOr: "|", OpXor: "^",
	OpEq: "==", OpNe: "!=", OpLt: "<", OpLe: "<=", OpGt: ">", OpGe: ">=",
	OpLAnd: "&&", OpLOr: "||",
}

// prefix holds the text written before the operand of each unary operator.
var prefix = [numOps]string{
	OpNeg: "-", OpNot: "!", OpI2L: "(long)", OpL2I: "(int)",
	OpI2B: "(byte)", OpI2S: "(short)", OpI2C: "(char)",
}

// String returns e in readable infix form, e.g. "(x_1 + 1) > 2". Every
// compound operand is parenthesised, so no precedence rules are needed to
// read it. Long constants carry an L suffix, lcmp is written as a call,
// "cmp(a, b)", and ite as Java's conditional, "(c ? a : b)". The zero Expr is "<nil>". The text
// depends only on the structure of e. Shared subexpressions are written out
// every time they occur.
func (e Expr) String() string { return e.Format(nil) }

// Format is String with some subexpressions written as names: name
// returns the name of a subexpression, or false to write it out.
func (e Expr) Format(name func(Expr) (string, bool)) string {
	if e.n == nil {
		return "<nil>"
	}
	var b strings.Builder
	w := writer{b: &b, name: name}
	w.write(e.n, true)
	return b.String()
}

type writer struct {
	b    *strings.Builder
	name func(Expr) (string, bool)
}

func (w writer) write(n *node, top bool) {
	b := w.b
	if w.name != nil {
		if s, ok := w.name(Expr{n}); ok {
			b.WriteString(s)
			return
		}
	}
	switch n.op {
	case OpConst:
		switch n.kind {
		case KBool:
			b.WriteString(strconv.FormatBool(n.val != 0))
		case KLong:
			b.WriteString(strconv.FormatInt(n.val, 10))
			b.WriteByte('L')
		default:
			b.WriteString(strconv.FormatInt(n.val, 10))
		}
		return
	case OpVar:
		b.WriteString(n.name)
		return
	case OpIte:
		// A conditional, as Java writes it: (c ? a : b).
		b.WriteByte('(')
		w.write(n.args[0], false)
		b.WriteString(" ? ")
		w.write(n.args[1], false)
		b.WriteString(" : ")
		w.write(n.args[2], false)
		b.WriteByte(')')
		return
	case OpCmp:
		b.WriteString(n.op.String())
		b.WriteByte('(')
		for i := 0; i < int(n.nargs); i++ {
			if i > 0 {
				b.WriteString(", ")
			}
			w.write(n.args[i], true)
		}
		b.WriteByte(')')
		return
	}
	if !top {
		b.WriteByte('(')
	}
	if p := prefix[n.op]; p != "" {
		b.WriteString(p)
		w.write(n.args[0], false)
	} else {
		w.write(n.args[0], false)
		b.WriteByte(' ')
		b.WriteString(infix[n.op])
		b.WriteByte(' ')
		w.write(n.args[1], false)
	}
	if !top {
		b.WriteByte(')')
	}
}
