package solver

import (
	"fmt"
	"math"
	"slices"
	"unicode/utf16"
)

// This file holds the string expressions. A KString value is a Java
// String's text: a sequence of UTF-16 code units (chars), any of 0..0xFFFF,
// lone surrogates included. The operators have Java's semantics where
// the interpreter uses them (it forks on the preconditions first: an index
// in bounds, a valid number) and are total beyond, as Z3's are, so that
// Eval and the translation agree on every input:
//
//   - StrAt(s, i) is the char at i, or -1 when i is out of bounds;
//   - StrSub(s, b, e) is s[b:e] for 0 <= b <= e <= len; beyond, Z3's
//     str.substr(s, b, e-b): empty unless 0 <= b < len and e > b, and cut
//     at the end of s;
//   - StrIndexOf(s, t, i) is the first index >= i where t occurs, or -1;
//     -1 when i < 0 or i > len(s); i itself when t is empty (Java clamps i
//     into 0..len first: the interpreter builds that);
//   - StrFromCode(c) is the one-char string c for 0 <= c <= 0xFFFF;
//   - StrFromInt(i) is Integer.toString(i) or Long.toString(i);
//   - StrIsInt(s) tells whether Integer.parseInt(s) returns, StrToInt(s)
//     is its value then and 0 otherwise (Java's digits are every Unicode
//     decimal digit, Character.digit(c, 10), not only '0'..'9');
//   - StrIsDigits(s) is parseInt's syntax without its range (a sign and
//     digits); StrIsASCIIInt(s) is StrIsInt(s) with every digit in
//     '0'..'9', StrASCIIToInt(s) the value then and 0 otherwise: for
//     strings without a length bound, whose parseInt with every Unicode
//     digit Z3 does not decide (solver/z3/strings_unbounded.go);
//   - StrCompare(a, b) is a.compareTo(b), StrHash(s) is s.hashCode().
//
// Values: a KString value in a Model or from Eval is a handle, 0 for the
// empty string and otherwise the ID of the interned constant holding the
// text (Context.StrConst). Handles are unique per text in a Context, so
// equal handles are equal strings. A KString variable's bounds bound its
// length, not its value.

// StrConst returns the KString constant with text u (copied). Equal texts
// give the same node.
func (c *Context) StrConst(u []uint16) Expr {
	key := packUTF16(u)
	c.mu.Lock()
	defer c.mu.Unlock()
	if n, ok := c.strs[key]; ok {
		return Expr{n}
	}
	c.nextID++
	n := &node{ctx: c, id: c.nextID, op: OpConst, kind: KString, name: key, leaves: 1}
	c.strs[key] = n
	c.strByID[n.id] = n
	return Expr{n}
}

// StrValue returns the text of a KString constant, or nil and false for
// any other expression.
func (e Expr) StrValue() ([]uint16, bool) {
	if !e.IsConst() || e.n.kind != KString {
		return nil, false
	}
	return unpackUTF16(e.n.name), true
}

// StrHandle returns the value of the KString constant e in a Model: 0 for
// the empty string, else its ID.
func StrHandle(e Expr) int64 {
	if e.n.name == "" {
		return 0
	}
	return int64(e.n.id)
}

// StrOfHandle returns the text of the KString value h (a handle of this
// Context), or false when h is no handle.
func (c *Context) StrOfHandle(h int64) ([]uint16, bool) {
	if h == 0 {
		return nil, true
	}
	c.mu.Lock()
	n, ok := c.strByID[uint32(h)]
	c.mu.Unlock()
	if !ok || int64(uint32(h)) != h {
		return nil, false
	}
	return unpackUTF16(n.name), true
}

// packUTF16 stores code units two bytes each, big-endian, in a Go string.
func packUTF16(u []uint16) string {
	b := make([]byte, 2*len(u))
	for i, x := range u {
		b[2*i], b[2*i+1] = byte(x>>8), byte(x)
	}
	return string(b)
}

func unpackUTF16(s string) []uint16 {
	u := make([]uint16, len(s)/2)
	for i := range u {
		u[i] = uint16(s[2*i])<<8 | uint16(s[2*i+1])
	}
	return u
}

// StrLen returns s.length() (a KInt).
//
// The length of a concatenation is the sum of the lengths, and the
// string of one char (a value cast to char, a char input) has length 1:
// strings built char by char (from a char[] of symbolic chars, or chars
// appended to a builder) keep linear lengths, which Z3's sequence solver
// needs (4.8.12 does not always decide str.len(str.from_code(x)) > 0
// alone).
func (c *Context) StrLen(s Expr) Expr {
	if s.Valid() {
		switch s.Op() {
		case OpStrFromCode:
			if isChar(s.Arg(0)) {
				return c.Const(KInt, 1)
			}
		case OpStrConcat:
			return c.Add(c.StrLen(s.Arg(0)), c.StrLen(s.Arg(1)))
		}
	}
	return c.strOp(OpStrLen, KInt, s)
}

// isChar reports whether the int x is a char (0..0xFFFF) in every model,
// by its form: a value cast to char, or a variable bounded so (a char
// input).
func isChar(x Expr) bool {
	if x.Op() == OpI2C {
		return true
	}
	lo, hi := x.Bounds()
	return x.Op() == OpVar && lo >= 0 && hi <= 0xFFFF
}

// StrAt returns s.charAt(i) as a KInt, -1 out of bounds.
func (c *Context) StrAt(s, i Expr) Expr { return c.strOp(OpStrAt, KInt, s, i) }

// StrConcat returns a + b.
func (c *Context) StrConcat(a, b Expr) Expr {
	for _, p := range [2][2]Expr{{a, b}, {b, a}} {
		if u, ok := p[0].StrValue(); ok && len(u) == 0 && p[1].Kind() == KString {
			return p[1]
		}
	}
	if bu, ok := b.StrValue(); ok && a.Valid() && a.n.op == OpStrConcat {
		// (x + "c1") + "c2" is x + "c1c2": builders append constants.
		if au, ok := a.Arg(1).StrValue(); ok {
			return c.StrConcat(a.Arg(0), c.StrConst(append(append([]uint16(nil), au...), bu...)))
		}
	}
	return c.strOp(OpStrConcat, KString, a, b)
}

// StrSub returns s.substring(b, e) (b and e KInt).
func (c *Context) StrSub(s, b, e Expr) Expr { return c.strOp(OpStrSub, KString, s, b, e) }

// StrPrefix returns s.startsWith(p).
func (c *Context) StrPrefix(p, s Expr) Expr { return c.strOp(OpStrPrefix, KBool, p, s) }

// StrSuffix returns s.endsWith(p).
func (c *Context) StrSuffix(p, s Expr) Expr { return c.strOp(OpStrSuffix, KBool, p, s) }

// StrContains returns s.contains(t).
func (c *Context) StrContains(s, t Expr) Expr { return c.strOp(OpStrContains, KBool, s, t) }

// StrIndexOf returns the first index >= i of t in s, with the total
// semantics of the file comment.
func (c *Context) StrIndexOf(s, t, i Expr) Expr { return c.strOp(OpStrIndexOf, KInt, s, t, i) }

// StrFromCode returns the one-char string of the KInt char code ch.
func (c *Context) StrFromCode(ch Expr) Expr { return c.strOp(OpStrFromCode, KString, ch) }

// StrFromInt returns the decimal text of the KInt or KLong i.
func (c *Context) StrFromInt(i Expr) Expr { return c.strOp(OpStrFromInt, KString, i) }

// StrIsInt returns whether Integer.parseInt(s) succeeds.
func (c *Context) StrIsInt(s Expr) Expr { return c.strOp(OpStrIsInt, KBool, s) }

// StrToInt returns Integer.parseInt(s) where it succeeds, 0 elsewhere.
func (c *Context) StrToInt(s Expr) Expr { return c.strOp(OpStrToInt, KInt, s) }

// StrCompare returns a.compareTo(b).
func (c *Context) StrCompare(a, b Expr) Expr { return c.strOp(OpStrCompare, KInt, a, b) }

// StrLt returns a.compareTo(b) < 0: a is before b in the lexicographic
// order of chars (a proper prefix before the longer string).
func (c *Context) StrLt(a, b Expr) Expr { return c.strOp(OpStrLt, KBool, a, b) }

// StrIsDigits returns whether s is an optional sign ('-' or '+') and one
// or more decimal digits (any char Character.digit(c, 10) accepts): the
// syntax of Integer.parseInt without its range.
func (c *Context) StrIsDigits(s Expr) Expr { return c.strOp(OpStrIsDigits, KBool, s) }

// StrIsASCIIInt returns whether Integer.parseInt(s) succeeds and every
// digit of s is one of '0'..'9'.
func (c *Context) StrIsASCIIInt(s Expr) Expr { return c.strOp(OpStrIsASCIIInt, KBool, s) }

// StrASCIIToInt returns Integer.parseInt(s) where StrIsASCIIInt(s)
// holds, 0 elsewhere. Its encoding needs no bound on the length of s
// (Z3's str.to_int), where StrToInt's unrolls over the digits.
func (c *Context) StrASCIIToInt(s Expr) Expr { return c.strOp(OpStrASCIIToInt, KInt, s) }

// StrHash returns s.hashCode().
func (c *Context) StrHash(s Expr) Expr { return c.strOp(OpStrHash, KInt, s) }

// strArgKinds gives the operand kinds of each string operator: 'S' a
// string, 'I' an int, 'N' an int or a long.
var strArgKinds = map[Op]string{
	OpStrLen: "S", OpStrAt: "SI", OpStrConcat: "SS", OpStrSub: "SII", OpStrPrefix: "SS",
	OpStrSuffix: "SS", OpStrContains: "SS", OpStrIndexOf: "SSI", OpStrFromCode: "I",
	OpStrFromInt: "N", OpStrIsInt: "S", OpStrToInt: "S", OpStrCompare: "SS", OpStrHash: "S", OpStrLt: "SS",
	OpStrIsDigits: "S", OpStrIsASCIIInt: "S", OpStrASCIIToInt: "S", OpStrInRe: "SS",
}

func (c *Context) strOp(op Op, k Kind, args ...Expr) Expr {
	c.check(op, args...)
	kinds := strArgKinds[op]
	allConst := true
	for i, a := range args {
		ok := false
		switch kinds[i] {
		case 'S':
			ok = a.Kind() == KString
		case 'I':
			ok = a.Kind() == KInt
		case 'N':
			ok = a.Kind() == KInt || a.Kind() == KLong
		}
		if !ok {
			panic(fmt.Sprintf("solver: %s of %s operand %d (%s)", op, a.Kind(), i+1, a))
		}
		allConst = allConst && a.IsConst()
	}
	if allConst {
		var vals [3]int64
		for i, a := range args {
			if a.Kind() == KString {
				vals[i] = StrHandle(a)
			} else {
				vals[i] = a.n.val
			}
		}
		v, _ := c.sapply(op, k, args[0].Kind(), vals)
		if k == KString {
			u, _ := c.StrOfHandle(v)
			return c.StrConst(u)
		}
		return c.Const(k, v)
	}
	return c.intern(op, k, 0, args...)
}

// sapply computes a string operator on values (handles for strings);
// ak is the first operand's kind. It reports false when an operand is not
// a handle of this Context.
func (c *Context) sapply(op Op, k, ak Kind, v [3]int64) (int64, bool) {
	str := func(i int) ([]uint16, bool) { return c.StrOfHandle(v[i]) }
	s, ok := []uint16(nil), true
	if ak == KString {
		if s, ok = str(0); !ok {
			return 0, false
		}
	}
	var t []uint16
	if kinds := strArgKinds[op]; len(kinds) > 1 && kinds[1] == 'S' {
		if t, ok = str(1); !ok {
			return 0, false
		}
	}
	handle := func(u []uint16) (int64, bool) { return StrHandle(c.StrConst(u)), true }
	switch op {
	case OpStrLen:
		return int64(len(s)), true
	case OpStrAt:
		if v[1] < 0 || v[1] >= int64(len(s)) {
			return -1, true
		}
		return int64(s[v[1]]), true
	case OpStrConcat:
		return handle(append(append([]uint16(nil), s...), t...))
	case OpStrSub:
		b, n := v[1], v[2]-v[1]
		if b < 0 || b >= int64(len(s)) || n <= 0 {
			return 0, true
		}
		return handle(s[b:min(int64(len(s)), b+n)])
	case OpStrPrefix: // p = s, the string = t
		return b2i(hasPrefix(t, s)), true
	case OpStrSuffix:
		return b2i(len(s) <= len(t) && slices.Equal(t[len(t)-len(s):], s)), true
	case OpStrContains:
		return b2i(indexUTF16(s, t, 0) >= 0), true
	case OpStrIndexOf:
		return indexUTF16(s, t, v[2]), true
	case OpStrFromCode:
		if v[0] < 0 || v[0] > 0xFFFF {
			return 0, true
		}
		return handle([]uint16{uint16(v[0])})
	case OpStrFromInt:
		return handle(utf16.Encode([]rune(fmt.Sprint(v[0]))))
	case OpStrIsInt, OpStrToInt:
		x, valid := parseJavaInt(s)
		if op == OpStrIsInt {
			return b2i(valid), true
		}
		return x, true
	case OpStrIsDigits:
		return b2i(isJavaDigits(s)), true
	case OpStrInRe:
		m, ok := c.matchUnits(s, t)
		return b2i(m), ok
	case OpStrIsASCIIInt, OpStrASCIIToInt:
		x, valid := parseJavaInt(s)
		valid = valid && isASCIIDigits(s)
		if op == OpStrIsASCIIInt {
			return b2i(valid), true
		}
		if !valid {
			return 0, true
		}
		return x, true
	case OpStrCompare, OpStrLt:
		d := int64(len(s) - len(t))
		for i := 0; i < len(s) && i < len(t); i++ {
			if s[i] != t[i] {
				d = int64(s[i]) - int64(t[i])
				break
			}
		}
		if op == OpStrLt {
			return b2i(d < 0), true
		}
		return d, true
	case OpStrHash:
		var h int32
		for _, x := range s {
			h = 31*h + int32(x)
		}
		return int64(h), true
	}
	panic("solver: sapply of " + op.String())
}

func hasPrefix(s, p []uint16) bool { return len(p) <= len(s) && slices.Equal(s[:len(p)], p) }

// indexUTF16 is Z3's str.indexof(s, t, from).
func indexUTF16(s, t []uint16, from int64) int64 {
	if from < 0 || from > int64(len(s)) {
		return -1
	}
	for i := from; i+int64(len(t)) <= int64(len(s)); i++ {
		if slices.Equal(s[i:i+int64(len(t))], t) {
			return i
		}
	}
	return -1
}

// JavaDigitZeros are the chars Character.digit(c, 10) gives 0 for, in JDK
// 17 (Unicode 13): every decimal digit is one of the ten chars from one of
// them, with the value of its distance from it (checked against the JVM
// in cmd/gospf).
var JavaDigitZeros = []uint16{
	0x0030, 0x0660, 0x06f0, 0x07c0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6,
	0x0d66, 0x0de6, 0x0e50, 0x0ed0, 0x0f20, 0x1040, 0x1090, 0x17e0, 0x1810, 0x1946, 0x19d0, 0x1a80,
	0x1a90, 0x1b50, 0x1bb0, 0x1c40, 0x1c50, 0xa620, 0xa8d0, 0xa900, 0xa9d0, 0xa9f0, 0xaa50, 0xabf0, 0xff10,
}

// JavaDigit is Character.digit(c, 10): the value of a decimal digit, -1
// for any other char.
func JavaDigit(c uint16) int {
	for _, z := range JavaDigitZeros {
		if c >= z && c <= z+9 {
			return int(c - z)
		}
	}
	return -1
}

// parseJavaInt is Integer.parseInt(s) of JDK 17: an optional sign, at
// least one digit (any Unicode decimal digit), a value in the int range.
func parseJavaInt(s []uint16) (int64, bool) {
	if len(s) == 0 {
		return 0, false
	}
	neg, i := false, 0
	if s[0] == '-' || s[0] == '+' {
		neg, i = s[0] == '-', 1
		if len(s) == 1 {
			return 0, false
		}
	}
	var mag int64
	for ; i < len(s); i++ {
		d := JavaDigit(s[i])
		if d < 0 {
			return 0, false
		}
		mag = mag*10 + int64(d)
		if mag > -math.MinInt32 {
			return 0, false
		}
	}
	if neg {
		return -mag, true
	}
	if mag > math.MaxInt32 {
		return 0, false
	}
	return mag, true
}

// digitsOf returns s without its sign ('-' or '+'), if any.
func digitsOf(s []uint16) []uint16 {
	if len(s) > 0 && (s[0] == '-' || s[0] == '+') {
		return s[1:]
	}
	return s
}

// isJavaDigits reports whether s is an optional sign and one or more
// decimal digits.
func isJavaDigits(s []uint16) bool {
	d := digitsOf(s)
	if len(d) == 0 {
		return false
	}
	for _, c := range d {
		if JavaDigit(c) < 0 {
			return false
		}
	}
	return true
}

// isASCIIDigits reports whether s is an optional sign and one or more
// of '0'..'9'.
func isASCIIDigits(s []uint16) bool {
	d := digitsOf(s)
	if len(d) == 0 {
		return false
	}
	for _, c := range d {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// MaxLen returns an upper bound of the length of the KString e: its
// variables' length bounds, the constants' lengths, and at most 11 chars
// for an int's text, 20 for a long's.
func MaxLen(e Expr) int64 {
	n := e.n
	switch n.op {
	case OpConst:
		return int64(len(n.name) / 2)
	case OpVar:
		return n.max
	case OpStrConcat:
		return MaxLen(e.Arg(0)) + MaxLen(e.Arg(1))
	case OpStrSub:
		return MaxLen(e.Arg(0))
	case OpStrFromCode:
		return 1
	case OpStrFromInt:
		if e.Arg(0).Kind() == KLong {
			return 20
		}
		return 11
	case OpIte:
		return max(MaxLen(e.Arg(1)), MaxLen(e.Arg(2)))
	}
	panic("solver: MaxLen of " + n.op.String())
}

// Unbounded reports whether the length of the KString e has no bound but
// Java's own (2^31-1 chars for a String): it holds a variable without a
// length bound (symbolic.max_string_length = -1). Encodings that unroll
// over the chars (hashCode's) are impossible for it; parseInt's and
// compareTo's then take an exact form without unrolling.
func Unbounded(e Expr) bool { return MaxLen(e) >= math.MaxInt32 }

// strCompareZero is x.compareTo(y) op 0 as the lexicographic order of x
// and y, which Z3 decides natively (str.<), instead of the difference of
// chars compareTo returns.
func (c *Context) strCompareZero(op Op, x, y Expr) Expr {
	switch op {
	case OpEq:
		return c.Eq(x, y)
	case OpNe:
		return c.Ne(x, y)
	case OpLt:
		return c.StrLt(x, y)
	case OpGt:
		return c.StrLt(y, x)
	case OpLe:
		return c.Not(c.StrLt(y, x))
	}
	return c.Not(c.StrLt(x, y)) // OpGe
}
