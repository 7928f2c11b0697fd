package solver

import "math"

// theoryEval evaluates expressions under a model in the semantics of one
// solver theory, for the layers that reuse models. Unlike Eval, it may
// answer "cannot decide here" (ok == false), and a layer then asks the
// solver below: a wrong "holds" would make a layer answer sat for an
// unsatisfiable query, a "cannot decide" only costs a solver call.
//
//   - bitvector: exact Java semantics, as Eval (the bit-vector theory is
//     Java's). A division or remainder by zero cannot be decided: Java
//     throws, and the theory's bvsdiv and bvsrem give a value Eval does
//     not compute.
//   - int: mathematical integers, as package solver/z3 translates them.
//     Values are int64s; any result that overflows int64 cannot be decided.
//     So cannot division or remainder by zero (Z3 leaves it unspecified),
//     the bitwise operators and >>> (translated through bit-vectors),
//     shifts by a non-constant count, and the narrowing conversions l2i,
//     i2b, i2s, i2c of a value outside the target type (the identity in
//     the int theory, which is not what a reader expects; they are left to
//     the solver rather than trusting that; within the target type the
//     identity is also Java's narrowing). i2l is the identity. Shl and Shr by a constant c are
//     multiplication by 2^c and floor division by 2^c, with c masked as in
//     Java, as in the translation.
//
// A model value outside its variable's bounds cannot be decided either:
// such a model is not a model in either theory. A variable missing from
// the model takes the value 0 clamped to its bounds (defaultValue).
type theoryEval struct {
	bv bool
	m  Model
	// value, when set, gives the variables' values instead of m (absent:
	// 0 clamped to the bounds).
	value func(Expr) (int64, bool)
	steps int // node visits left; an expression that needs more cannot be decided
}

// evalBudget bounds the node visits of one evaluation: expressions are
// evaluated as trees, without memoisation, and a DAG with much sharing
// would otherwise take exponential time.
const evalBudget = 20000

// defaultValue is the value of a variable that a model lacks: 0 clamped to
// its bounds.
func defaultValue(v Expr) int64 {
	lo, hi := v.Bounds()
	return clamp(0, lo, hi)
}

// holds reports whether the conjunct e is true under the model, and ok ==
// false when that cannot be decided.
func (t *theoryEval) holds(e Expr) (holds, ok bool) {
	t.steps = evalBudget
	v, ok := t.eval(e.n)
	return v == 1, ok
}

func (t *theoryEval) eval(n *node) (int64, bool) {
	t.steps--
	if t.steps < 0 {
		return 0, false
	}
	switch n.op {
	case OpConst:
		if n.kind == KString {
			return StrHandle(Expr{n}), true
		}
		return n.val, true
	case OpVar:
		var v int64
		var ok bool
		if t.value != nil {
			v, ok = t.value(Expr{n})
		} else {
			v, ok = t.m[n.name]
		}
		if n.kind == KString {
			// A handle (0, the empty string, when absent) whose text has a
			// length within the bounds.
			u, valid := n.ctx.StrOfHandle(v)
			if !valid || int64(len(u)) < n.min || int64(len(u)) > n.max {
				return 0, false
			}
			return v, true
		}
		if !ok {
			v = clamp(0, n.min, n.max)
		}
		if v < n.min || v > n.max {
			return 0, false
		}
		return v, true
	}
	x, ok := t.eval(n.args[0])
	if !ok {
		return 0, false
	}
	switch n.op {
	case OpIte:
		if x != 0 {
			return t.eval(n.args[1])
		}
		return t.eval(n.args[2])
	case OpLAnd:
		if x == 0 {
			return 0, true
		}
		return t.eval(n.args[1])
	case OpLOr:
		if x != 0 {
			return 1, true
		}
		return t.eval(n.args[1])
	}
	args := [3]int64{x}
	for i := 1; i < int(n.nargs); i++ {
		if args[i], ok = t.eval(n.args[i]); !ok {
			return 0, false
		}
	}
	y := args[1]
	if n.op.IsFloat() {
		return t.floatApply(n, x, y)
	}
	if n.op.IsString() {
		return t.stringApply(n, args)
	}
	if t.bv {
		return apply(n.op, n.kind, x, y) // false for a division by zero
	}
	return t.intApply(n, x, y)
}

// intApply applies n's operator to x and y in the int theory.
func (t *theoryEval) intApply(n *node, x, y int64) (int64, bool) {
	switch n.op {
	case OpAdd:
		r := x + y
		if (x >= 0) == (y >= 0) && (r >= 0) != (x >= 0) {
			return 0, false
		}
		return r, true
	case OpSub:
		r := x - y
		if (x >= 0) != (y >= 0) && (r >= 0) != (x >= 0) {
			return 0, false
		}
		return r, true
	case OpMul:
		return mulExact(x, y)
	case OpNeg:
		if x == math.MinInt64 {
			return 0, false
		}
		return -x, true
	case OpDiv, OpRem:
		// Go's / and % truncate, which is what the translation builds from
		// Z3's Euclidean div and mod.
		if y == 0 || (x == math.MinInt64 && y == -1) {
			return 0, false
		}
		if n.op == OpDiv {
			return x / y, true
		}
		return x % y, true
	case OpShl, OpShr:
		if !n.args[1].isConst() {
			return 0, false
		}
		c := uint(y & int64(kindWidth(n.kind)-1))
		if n.op == OpShr {
			return x >> c, true // floor division by 2^c
		}
		if c >= 63 {
			if x == 0 {
				return 0, true
			}
			return 0, false
		}
		return mulExact(x, int64(1)<<c)
	case OpI2L:
		return x, true
	case OpL2I, OpI2B, OpI2S, OpI2C:
		// The identity in the int theory; decided only where it is also
		// Java's narrowing, when the value fits the target type.
		if lo, hi := narrowRange(n.op); x < lo || x > hi {
			return 0, false
		}
		return x, true
	case OpCmp, OpEq, OpNe, OpLt, OpLe, OpGt, OpGe, OpNot:
		return apply(n.op, n.kind, x, y)
	}
	// OpUshr, OpAnd, OpOr, OpXor.
	return 0, false
}

// floatApply applies a floating-point operator: IEEE 754 in both
// theories, as the translation uses Z3's floating-point theory in both.
// In the int theory an integer operand of i2f or intBitsToFloat is a
// mathematical integer, which the translation wraps to the Java width
// (int2bv); outside that width it is left to the solver.
func (t *theoryEval) floatApply(n *node, x, y int64) (int64, bool) {
	if !t.bv && (n.op == OpIToF || n.op == OpBitsToF) {
		if lo, hi := n.args[0].kind.minMax(); x < lo || x > hi {
			return 0, false
		}
	}
	return fapply(n.op, n.kind, n.args[0].kind, x, y)
}

// stringApply applies a string operator: its semantics are the same in
// both theories (strings.go), except that an int operand of the int
// theory is a mathematical integer, which the string operators take only
// within its kind's range.
func (t *theoryEval) stringApply(n *node, args [3]int64) (int64, bool) {
	if !t.bv {
		for i := 0; i < int(n.nargs); i++ {
			if k := n.args[i].kind; k == KInt || k == KLong {
				if lo, hi := k.minMax(); args[i] < lo || args[i] > hi {
					return 0, false
				}
			}
		}
	}
	return n.ctx.sapply(n.op, n.kind, n.args[0].kind, args)
}

// narrowRange is the range of the target type of a narrowing conversion.
func narrowRange(op Op) (int64, int64) {
	switch op {
	case OpI2B:
		return math.MinInt8, math.MaxInt8
	case OpI2S:
		return math.MinInt16, math.MaxInt16
	case OpI2C:
		return 0, math.MaxUint16
	}
	return math.MinInt32, math.MaxInt32
}

// Holds reports whether the KBool expression e is true under m in the
// semantics of a solver theory (the bit-vector theory when bv, else the
// int theory), as the model cache evaluates conjuncts; ok is false when
// that cannot be decided here: a value outside its variable's bounds, a
// division by zero, an operator whose int-theory translation this
// evaluator does not mirror, or an int64 overflow. A variable missing from
// m takes 0 clamped to its bounds.
func Holds(e Expr, m Model, bv bool) (holds, ok bool) {
	t := theoryEval{bv: bv, m: m}
	return t.holds(e)
}

// HoldsFunc is Holds with the variables' values given by value (false:
// absent) instead of a Model.
func HoldsFunc(e Expr, value func(Expr) (int64, bool), bv bool) (holds, ok bool) {
	t := theoryEval{bv: bv, value: value}
	return t.holds(e)
}

func (n *node) isConst() bool { return n.op == OpConst }

// kindWidth is the bit width of an int or long.
func kindWidth(k Kind) int {
	if k == KLong {
		return 64
	}
	return 32
}

// mulExact returns x*y, or false when it overflows int64.
func mulExact(x, y int64) (int64, bool) {
	if x == 0 || y == 0 {
		return 0, true
	}
	r := x * y
	if r/y != x || (x == -1 && y == math.MinInt64) || (y == -1 && x == math.MinInt64) {
		return 0, false
	}
	return r, true
}
