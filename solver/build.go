package solver

import "fmt"

// This file holds the constructors. Each one checks its operands' kinds
// (a mismatch is a programming error and panics), folds constants with
// exact Java semantics, applies a few simplifications that are identities
// in both solver theories (mathematical integers with bounded inputs, and
// two's-complement bit-vectors), and interns the result.
//
// Operators distribute over ite (a merged value, interp's veritesting):
// an operator applied to an ite whose other operand is a constant or an
// ite is applied to the ite's values instead (lift), so that each value
// computes as it would on its own path, where a constant folds with Java
// semantics (wrapping, narrowing). In the bit-vector theory this is an
// identity; in the int theory it is what makes a merged value equal to
// the values of the paths it merges (without it, ite(c, MAX, x) + 1 would
// not wrap where the path with MAX does). Distribution stops at maxLift
// values, and never splits a divisor with a zero value (Div and Rem
// reject a constant zero divisor). A boolean ite with a constant value
// becomes a conjunction or disjunction: ite(c, true, b) is c || b.
//
// Deliberately absent, because they are not identities in the int theory
// (where And, Or, Xor and Ushr wrap their operands to the kind's width):
// x&-1 = x, x|0 = x, x^0 = x, x&x = x, x>>>0 = x; and x-c = x+(-c), which
// is wrong there for c = MIN.

// Add returns a + b.
func (c *Context) Add(a, b Expr) Expr { return c.arith(OpAdd, a, b) }

// Sub returns a - b.
func (c *Context) Sub(a, b Expr) Expr { return c.arith(OpSub, a, b) }

// Mul returns a * b.
func (c *Context) Mul(a, b Expr) Expr { return c.arith(OpMul, a, b) }

// Div returns a / b (Java's truncating division). A constant zero divisor
// panics: callers fork on b == 0 before dividing.
func (c *Context) Div(a, b Expr) Expr { return c.arith(OpDiv, a, b) }

// Rem returns a % b (Java's remainder, with the sign of a). A constant zero
// divisor panics: callers fork on b == 0 before dividing.
func (c *Context) Rem(a, b Expr) Expr { return c.arith(OpRem, a, b) }

// And returns the bitwise a & b.
func (c *Context) And(a, b Expr) Expr { return c.arith(OpAnd, a, b) }

// Or returns the bitwise a | b.
func (c *Context) Or(a, b Expr) Expr { return c.arith(OpOr, a, b) }

// Xor returns the bitwise a ^ b.
func (c *Context) Xor(a, b Expr) Expr { return c.arith(OpXor, a, b) }

// Shl returns a << b; b is a KInt count masked with 31 (int) or 63 (long).
func (c *Context) Shl(a, b Expr) Expr { return c.shift(OpShl, a, b) }

// Shr returns a >> b (arithmetic); b is a KInt count, masked.
func (c *Context) Shr(a, b Expr) Expr { return c.shift(OpShr, a, b) }

// Ushr returns a >>> b (logical); b is a KInt count, masked.
func (c *Context) Ushr(a, b Expr) Expr { return c.shift(OpUshr, a, b) }

func commutative(op Op) bool {
	switch op {
	case OpAdd, OpMul, OpAnd, OpOr, OpXor, OpEq, OpNe:
		return true
	}
	return false
}

func (c *Context) arith(op Op, a, b Expr) Expr {
	c.check(op, a, b)
	checkNum(op, a)
	checkSame(op, a, b)
	k := a.Kind()
	if (op == OpDiv || op == OpRem) && b.IsConst() && b.n.val == 0 {
		panic(fmt.Sprintf("solver: %s by constant zero (%s); fork on the divisor first", op, a))
	}
	if a.IsConst() && b.IsConst() {
		v, _ := apply(op, k, a.n.val, b.n.val)
		return c.Const(k, v)
	}
	if commutative(op) && a.IsConst() {
		a, b = b, a // constants go to the right
	}
	if b.IsConst() {
		v := b.n.val
		switch {
		case v == 0 && (op == OpAdd || op == OpSub):
			return a
		case v == 0 && (op == OpMul || op == OpAnd):
			return b
		case v == 1 && (op == OpMul || op == OpDiv):
			return a
		case v == -1 && (op == OpMul || op == OpDiv):
			return c.Neg(a)
		case (v == 1 || v == -1) && op == OpRem:
			return c.Const(k, 0)
		case v == -1 && op == OpOr:
			return b
		case op == OpAdd && a.n.op == OpAdd && a.Arg(1).IsConst():
			// (x + c1) + c2 = x + (c1 + c2), wrapping in both theories' sense:
			// exact in the int theory, modular in the bit-vector theory.
			if k == KLong || fitsInt32(a.Arg(1).n.val+v) {
				return c.Add(a.Arg(0), c.Const(k, a.Arg(1).n.val+v))
			}
		}
	}
	// 0 / x and 0 % x are left alone: with x = 0 the bit-vector theory's
	// bvsdiv and Eval disagree with 0, and folding would hide that.
	if a == b {
		switch op {
		case OpSub, OpXor:
			return c.Const(k, 0)
		}
	}
	if e, ok := c.lift2(op, a, b, c.arith); ok {
		return e
	}
	return c.intern(op, k, 0, a, b)
}

func fitsInt32(v int64) bool { return v == int64(int32(v)) }

func (c *Context) shift(op Op, a, b Expr) Expr {
	c.check(op, a, b)
	checkNum(op, a)
	if b.Kind() != KInt {
		panic(fmt.Sprintf("solver: %s by %s count %s", op, b.Kind(), b))
	}
	k := a.Kind()
	if a.IsConst() && b.IsConst() {
		v, _ := apply(op, k, a.n.val, b.n.val)
		return c.Const(k, v)
	}
	if a.IsConst() && a.n.val == 0 {
		return a
	}
	if b.IsConst() {
		mask := int64(31)
		if k == KLong {
			mask = 63
		}
		if b.n.val&mask == 0 && op != OpUshr {
			return a
		}
	}
	if e, ok := c.lift2(op, a, b, c.shift); ok {
		return e
	}
	return c.intern(op, k, 0, a, b)
}

// Neg returns -a.
func (c *Context) Neg(a Expr) Expr {
	c.check(OpNeg, a)
	checkNum(OpNeg, a)
	if a.IsConst() {
		v, _ := apply(OpNeg, a.Kind(), a.n.val, 0)
		return c.Const(a.Kind(), v)
	}
	if a.n.op == OpNeg {
		return a.Arg(0)
	}
	if e, ok := c.lift1(a, c.Neg); ok {
		return e
	}
	return c.intern(OpNeg, a.Kind(), 0, a)
}

// I2L returns the int a widened to long (i2l).
func (c *Context) I2L(a Expr) Expr { return c.conv(OpI2L, KInt, KLong, a) }

// L2I returns the long a narrowed to int (l2i).
func (c *Context) L2I(a Expr) Expr { return c.conv(OpL2I, KLong, KInt, a) }

// I2B returns the int a narrowed to byte and sign-extended (i2b).
func (c *Context) I2B(a Expr) Expr { return c.conv(OpI2B, KInt, KInt, a) }

// I2S returns the int a narrowed to short and sign-extended (i2s).
func (c *Context) I2S(a Expr) Expr { return c.conv(OpI2S, KInt, KInt, a) }

// I2C returns the int a narrowed to char and zero-extended (i2c).
func (c *Context) I2C(a Expr) Expr { return c.conv(OpI2C, KInt, KInt, a) }

func (c *Context) conv(op Op, from, to Kind, a Expr) Expr {
	c.check(op, a)
	if a.Kind() != from {
		panic(fmt.Sprintf("solver: %s of %s operand %s", op, a.Kind(), a))
	}
	if a.IsConst() {
		v, _ := apply(op, to, a.n.val, 0)
		return c.Const(to, v)
	}
	if e, ok := c.lift1(a, func(x Expr) Expr { return c.conv(op, from, to, x) }); ok {
		return e
	}
	switch {
	case op != OpI2L && op != OpL2I && a.n.op == op: // i2b(i2b x) = i2b x, and so on
		return a
	case op == OpL2I && a.n.op == OpI2L: // l2i(i2l x) = x
		return a.Arg(0)
	}
	return c.intern(op, to, 0, a)
}

// Cmp returns lcmp(a, b): -1, 0 or 1 as a KInt. The operands are both KLong
// or both KInt.
func (c *Context) Cmp(a, b Expr) Expr {
	c.check(OpCmp, a, b)
	checkNum(OpCmp, a)
	checkSame(OpCmp, a, b)
	if a.IsConst() && b.IsConst() {
		v, _ := apply(OpCmp, KInt, a.n.val, b.n.val)
		return c.Const(KInt, v)
	}
	if a == b {
		return c.Const(KInt, 0)
	}
	if e, ok := c.lift2(OpCmp, a, b, func(_ Op, x, y Expr) Expr { return c.Cmp(x, y) }); ok {
		return e
	}
	return c.intern(OpCmp, KInt, 0, a, b)
}

// Eq returns a == b; the operands have the same kind, which may be KBool.
func (c *Context) Eq(a, b Expr) Expr { return c.compare(OpEq, a, b) }

// Ne returns a != b; the operands have the same kind, which may be KBool.
func (c *Context) Ne(a, b Expr) Expr { return c.compare(OpNe, a, b) }

// Lt returns a < b (signed); the operands are both KInt or both KLong.
func (c *Context) Lt(a, b Expr) Expr { return c.compare(OpLt, a, b) }

// Le returns a <= b (signed).
func (c *Context) Le(a, b Expr) Expr { return c.compare(OpLe, a, b) }

// Gt returns a > b (signed).
func (c *Context) Gt(a, b Expr) Expr { return c.compare(OpGt, a, b) }

// Ge returns a >= b (signed).
func (c *Context) Ge(a, b Expr) Expr { return c.compare(OpGe, a, b) }

// swapped returns the comparison op' with a op b == b op' a.
func swapped(op Op) Op {
	switch op {
	case OpLt:
		return OpGt
	case OpLe:
		return OpGe
	case OpGt:
		return OpLt
	case OpGe:
		return OpLe
	}
	return op
}

// negated returns the comparison op' with !(a op b) == a op' b.
func negated(op Op) Op {
	switch op {
	case OpEq:
		return OpNe
	case OpNe:
		return OpEq
	case OpLt:
		return OpGe
	case OpLe:
		return OpGt
	case OpGt:
		return OpLe
	case OpGe:
		return OpLt
	}
	return 0
}

// signSets maps a set of lcmp results (bit 0: -1, bit 1: 0, bit 2: 1) to
// the comparison of lcmp's operands that holds exactly for that set.
var signSets = [8]Op{1: OpLt, 2: OpEq, 3: OpLe, 4: OpGt, 5: OpNe, 6: OpGe}

func (c *Context) compare(op Op, a, b Expr) Expr {
	c.check(op, a, b)
	checkSame(op, a, b)
	if op != OpEq && op != OpNe {
		checkNum(op, a)
	} else if a.Kind().IsFloat() {
		panic(fmt.Sprintf("solver: %s of %s operands (%s, %s); Java's == is FEq", op, a.Kind(), a, b))
	}
	if a == b {
		return c.Bool(op == OpEq || op == OpLe || op == OpGe)
	}
	if a.IsConst() && b.IsConst() {
		if a.Kind() == KString { // distinct constants: distinct texts
			return c.Bool(op == OpNe)
		}
		v, _ := apply(op, KBool, a.n.val, b.n.val)
		return c.Const(KBool, v)
	}
	if e, ok := c.lift2(op, a, b, c.compare); ok {
		return e
	}
	if a.IsConst() {
		a, b, op = b, a, swapped(op) // constants go to the right
	}
	if b.IsConst() {
		v := b.n.val
		switch {
		case a.n.op == OpFCmpL || a.n.op == OpFCmpG:
			return c.fcmpCompare(op, a, v)
		case a.n.op == OpStrCompare && v == 0:
			return c.strCompareZero(op, a.Arg(0), a.Arg(1))
		case a.n.op == OpCmp:
			// cmp(x, y) op v: collect the signs s in {-1, 0, 1} with s op v.
			set := 0
			for i, s := range [3]int64{-1, 0, 1} {
				if r, _ := apply(op, KBool, s, v); r == 1 {
					set |= 1 << i
				}
			}
			switch set {
			case 0:
				return c.Bool(false)
			case 7:
				return c.Bool(true)
			}
			return c.compare(signSets[set], a.Arg(0), a.Arg(1))
		case a.Kind() == KBool:
			if (op == OpEq) == (v == 1) {
				return a
			}
			return c.Not(a)
		}
	}
	return c.intern(op, KBool, 0, a, b)
}

// Not returns the logical negation of a. Comparisons negate to
// comparisons and Not(Not(x)) is x.
func (c *Context) Not(a Expr) Expr {
	c.check(OpNot, a)
	checkBool(OpNot, a)
	if a.IsConst() {
		return c.Bool(a.n.val == 0)
	}
	if a.n.op == OpNot {
		return a.Arg(0)
	}
	if n := negated(a.n.op); n != 0 {
		return c.intern(n, KBool, 0, a.Arg(0), a.Arg(1))
	}
	return c.intern(OpNot, KBool, 0, a)
}

func checkBool(op Op, a Expr) {
	if a.Kind() != KBool {
		panic(fmt.Sprintf("solver: %s of %s operand %s", op, a.Kind(), a))
	}
}

// LAnd returns the logical conjunction of a and b.
func (c *Context) LAnd(a, b Expr) Expr { return c.logic(OpLAnd, a, b) }

// LOr returns the logical disjunction of a and b.
func (c *Context) LOr(a, b Expr) Expr { return c.logic(OpLOr, a, b) }

func (c *Context) logic(op Op, a, b Expr) Expr {
	c.check(op, a, b)
	checkBool(op, a)
	checkBool(op, b)
	// unit is the neutral element (true for and, false for or); the other
	// constant absorbs.
	unit := int64(1)
	if op == OpLOr {
		unit = 0
	}
	for _, p := range [2][2]Expr{{a, b}, {b, a}} {
		x, y := p[0], p[1]
		if x.IsConst() {
			if x.n.val == unit {
				return y
			}
			return x
		}
		if x.n.op == OpNot && x.Arg(0) == y { // !y && y, !y || y
			return c.Bool(unit == 0)
		}
	}
	if a == b {
		return a
	}
	return c.intern(op, KBool, 0, a, b)
}

// Ite returns cond ? a : b; a and b have the same kind.
func (c *Context) Ite(cond, a, b Expr) Expr {
	c.check(OpIte, cond, a, b)
	checkBool(OpIte, cond)
	checkSame(OpIte, a, b)
	if cond.IsConst() {
		if cond.n.val != 0 {
			return a
		}
		return b
	}
	if a == b {
		return a
	}
	if cond.n.op == OpNot {
		cond, a, b = cond.Arg(0), b, a
	}
	if a.Kind() == KBool {
		switch {
		case a.IsConst() && a.n.val == 1:
			return c.LOr(cond, b) // ite(c, true, b), and ite(c, true, false) = c
		case a.IsConst():
			return c.LAnd(c.Not(cond), b)
		case b.IsConst() && b.n.val == 1:
			return c.LOr(c.Not(cond), a)
		case b.IsConst():
			return c.LAnd(cond, a)
		}
	}
	return c.intern(OpIte, a.Kind(), 0, cond, a, b)
}

// maxLift is the most values an operator distributes over (lift1, lift2).
const maxLift = 256

// lift1 applies the unary operator f to the values of a when a is an ite.
func (c *Context) lift1(a Expr, f func(Expr) Expr) (Expr, bool) {
	if a.n.op != OpIte || a.n.leaves > maxLift {
		return Expr{}, false
	}
	return c.Ite(a.Arg(0), f(a.Arg(1)), f(a.Arg(2))), true
}

// lift2 applies the binary operator op (built by f) to the values of a or
// b when one is an ite and the other a constant or an ite: over a first,
// then, for each of a's values, over b. A divisor (b of Div and Rem) is
// not split when one of its values is the constant zero.
func (c *Context) lift2(op Op, a, b Expr, f func(Op, Expr, Expr) Expr) (Expr, bool) {
	aIte, bIte := a.n.op == OpIte, b.n.op == OpIte
	if !aIte && !bIte || int64(a.n.leaves)*int64(b.n.leaves) > maxLift {
		return Expr{}, false
	}
	divisor := (op == OpDiv || op == OpRem) && hasZeroValue(b)
	switch {
	case aIte && (bIte && !divisor || b.IsConst()):
		return c.Ite(a.Arg(0), f(op, a.Arg(1), b), f(op, a.Arg(2), b)), true
	case bIte && a.IsConst() && !divisor:
		return c.Ite(b.Arg(0), f(op, a, b.Arg(1)), f(op, a, b.Arg(2))), true
	}
	return Expr{}, false
}

// hasZeroValue reports whether e is the constant zero or an ite with such
// a value.
func hasZeroValue(e Expr) bool {
	switch {
	case e.IsConst():
		return e.n.val == 0
	case e.n.op == OpIte:
		return hasZeroValue(e.Arg(1)) || hasZeroValue(e.Arg(2))
	}
	return false
}
