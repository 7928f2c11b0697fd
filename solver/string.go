package solver

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// infix holds the symbol of each binary infix operator.
var infix = [numOps]string{
	OpAdd: "+", OpSub: "-", OpMul: "*", OpDiv: "/", OpRem: "%",
	OpShl: "<<", OpShr: ">>", OpUshr: ">>>", OpAnd: "&", OpOr: "|", OpXor: "^",
	OpEq: "==", OpNe: "!=", OpLt: "<", OpLe: "<=", OpGt: ">", OpGe: ">=",
	OpLAnd: "&&", OpLOr: "||",
	OpFAdd: "+", OpFSub: "-", OpFMul: "*", OpFDiv: "/", OpFRem: "%",
	OpFEq: "==", OpFLt: "<", OpFLe: "<=", OpStrConcat: "+",
}

// prefix holds the text written before the operand of each unary operator.
var prefix = [numOps]string{
	OpNeg: "-", OpNot: "!", OpI2L: "(long)", OpL2I: "(int)",
	OpI2B: "(byte)", OpI2S: "(short)", OpI2C: "(char)", OpFNeg: "-",
}

// calls holds the name of each operator written as a call.
var calls = [numOps]string{
	OpCmp: "cmp", OpFAbs: "abs", OpFSqrt: "sqrt", OpFFloor: "floor", OpFCeil: "ceil", OpFRint: "rint", OpFMin: "min", OpFMax: "max",
	OpFIsNaN: "isNaN", OpFIsInf: "isInfinite", OpFCmpL: "fcmpl", OpFCmpG: "fcmpg",
}

// strMethods holds the Java method each string operator is written as.
var strMethods = [numOps]string{
	OpStrLen: "length", OpStrAt: "charAt", OpStrSub: "substring", OpStrPrefix: "startsWith",
	OpStrSuffix: "endsWith", OpStrContains: "contains", OpStrIndexOf: "indexOf", OpStrCompare: "compareTo",
	OpStrHash: "hashCode", OpStrFromCode: "String.valueOf", OpStrFromInt: "String.valueOf",
	OpStrIsInt: "isInt", OpStrToInt: "Integer.parseInt", OpStrLt: "compareTo",
	OpStrIsDigits: "isDigits", OpStrIsASCIIInt: "isASCIIInt", OpStrASCIIToInt: "Integer.parseInt",
	OpStrInRe: "inRegularLanguage",
}

// casts holds the conversions written as Java casts, by result kind.
var casts = map[Kind]string{KInt: "(int)", KLong: "(long)", KFloat: "(float)", KDouble: "(double)"}

// String returns e in readable infix form, e.g. "(x_1 + 1) > 2". Every
// compound operand is parenthesised, so no precedence rules are needed to
// read it. Long constants carry an L suffix, float constants are Java
// literals (FloatLiteral), lcmp and the floating-point functions are
// written as calls: "cmp(a, b)", "isNaN(x)", ite as Java's conditional,
// "(c ? a : b)", conversions as casts. The zero Expr is "<nil>". The text
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
		case KFloat, KDouble:
			b.WriteString(FloatLiteral(n.kind, n.val))
		case KString:
			b.WriteString(StringLiteral(unpackUTF16(n.name)))
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
	case OpIToF, OpFToI, OpFToF:
		b.WriteString(casts[n.kind])
		w.write(n.args[0], false)
		return
	case OpFToBits, OpBitsToF:
		b.WriteString(map[Kind]string{KInt: "floatToIntBits", KLong: "doubleToLongBits",
			KFloat: "intBitsToFloat", KDouble: "longBitsToDouble"}[n.kind])
		b.WriteByte('(')
		w.write(n.args[0], true)
		b.WriteByte(')')
		return
	case OpStrLt: // written as Java: x.compareTo(y) < 0
		if !top {
			b.WriteByte('(')
		}
		w.write(n.args[0], false)
		b.WriteString(".compareTo(")
		w.write(n.args[1], true)
		b.WriteString(") < 0")
		if !top {
			b.WriteByte(')')
		}
		return
	case OpStrLen, OpStrAt, OpStrSub, OpStrPrefix, OpStrSuffix, OpStrContains, OpStrIndexOf,
		OpStrCompare, OpStrHash, OpStrInRe:
		// Java's method call on the receiver (startsWith and endsWith take
		// theirs second).
		recv, rest := 0, []int{}
		for i := 1; i < int(n.nargs); i++ {
			rest = append(rest, i)
		}
		if n.op == OpStrPrefix || n.op == OpStrSuffix {
			recv, rest = 1, []int{0}
		}
		w.write(n.args[recv], false)
		b.WriteString("." + strMethods[n.op] + "(")
		for j, i := range rest {
			if j > 0 {
				b.WriteString(", ")
			}
			w.write(n.args[i], true)
		}
		b.WriteByte(')')
		return
	case OpStrFromCode, OpStrFromInt, OpStrIsInt, OpStrToInt, OpStrIsDigits, OpStrIsASCIIInt, OpStrASCIIToInt:
		b.WriteString(strMethods[n.op] + "(")
		if n.op == OpStrFromCode {
			b.WriteString("(char) ")
			w.write(n.args[0], false)
		} else {
			w.write(n.args[0], true)
		}
		b.WriteByte(')')
		return
	case OpCmp, OpFAbs, OpFSqrt, OpFFloor, OpFCeil, OpFRint, OpFMin, OpFMax, OpFIsNaN, OpFIsInf, OpFCmpL, OpFCmpG:
		b.WriteString(calls[n.op])
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

// FloatLiteral returns the Java source text of the KFloat or KDouble value
// with bits v: the shortest decimal that Java reads back as the same value
// ("1.5f", "0.1", "-0.0f", "1.0E-45f"), or Float.NaN, Double.POSITIVE_INFINITY
// and so on. Every NaN is written Float.NaN / Double.NaN: no operator
// observes a NaN's payload.
func FloatLiteral(k Kind, v int64) string {
	var f float64
	bits, suffix, class := 64, "", "Double"
	if k == KFloat {
		f, bits, suffix, class = float64(f32(v)), 32, "f", "Float"
	} else {
		f = f64(v)
	}
	switch {
	case isNaN(f):
		return class + ".NaN"
	case math.IsInf(f, 1):
		return class + ".POSITIVE_INFINITY"
	case math.IsInf(f, -1):
		return class + ".NEGATIVE_INFINITY"
	}
	t := strconv.FormatFloat(f, 'g', -1, bits)
	t = strings.Replace(t, "e", "E", 1)
	t = strings.Replace(t, "E+", "E", 1)
	t = strings.Replace(t, "E0", "E", 1)
	t = strings.Replace(t, "E-0", "E-", 1)
	if !strings.ContainsAny(t, ".EN") {
		t += ".0"
	} else if i := strings.IndexByte(t, 'E'); i >= 0 && !strings.Contains(t[:i], ".") {
		t = t[:i] + ".0" + t[i:]
	}
	return t + suffix
}

// StringLiteral returns the Java source text of a string literal with the
// chars u, in ASCII: quotes and backslashes escaped, control chars as
// octal escapes (a \u escape of a line break would end the line: javac
// reads \u escapes first), other chars beyond ASCII as \uXXXX, lone
// surrogates included.
func StringLiteral(u []uint16) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, c := range u {
		switch {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(byte(c))
		case c < 0x20 || c == 0x7f:
			fmt.Fprintf(&b, "\\%03o", c)
		case c > 0x7f:
			fmt.Fprintf(&b, "\\u%04x", c)
		default:
			b.WriteByte(byte(c))
		}
	}
	b.WriteByte('"')
	return b.String()
}
