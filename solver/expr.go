package solver

import (
	"fmt"
	"math"
	"sync"
)

// Kind is the type of an expression: a boolean, a Java int or a Java long.
// Java's byte, short and char are ints in the JVM's operand stack and are
// represented as KInt (with I2B, I2S and I2C to narrow them).
type Kind uint8

// The kinds. The zero Kind belongs to the zero (invalid) Expr only.
const (
	KBool   Kind = iota + 1 // a truth value; constants are 0 and 1
	KInt                    // a Java int: 32-bit two's complement
	KLong                   // a Java long: 64-bit two's complement
	KFloat                  // a Java float: IEEE 754 binary32; values are its bits (float.go)
	KDouble                 // a Java double: IEEE 754 binary64; values are its bits
	KString                 // a Java String's text; values are handles (strings.go)
)

// String returns "bool", "int", "long", "float", "double" or "String".
func (k Kind) String() string {
	switch k {
	case KBool:
		return "bool"
	case KInt:
		return "int"
	case KLong:
		return "long"
	case KFloat:
		return "float"
	case KDouble:
		return "double"
	case KString:
		return "String"
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// IsFloat reports whether k is KFloat or KDouble.
func (k Kind) IsFloat() bool { return k == KFloat || k == KDouble }

// minMax returns the range of values of kind k: for the floating-point
// kinds, the range of their bit patterns.
func (k Kind) minMax() (int64, int64) {
	switch k {
	case KBool:
		return 0, 1
	case KInt:
		return math.MinInt32, math.MaxInt32
	case KFloat:
		return 0, math.MaxUint32
	case KString: // the length
		return 0, math.MaxInt32
	}
	return math.MinInt64, math.MaxInt64
}

// Op is the operator of an expression node.
type Op uint8

// The operators. The zero Op belongs to the zero (invalid) Expr only.
const (
	OpConst Op = iota + 1 // a constant; ConstValue holds it
	OpVar                 // a symbolic input; Name and Bounds describe it
	OpAdd                 // iadd, ladd
	OpSub                 // isub, lsub
	OpMul                 // imul, lmul
	OpDiv                 // idiv, ldiv: truncating; MIN / -1 == MIN
	OpRem                 // irem, lrem: the sign of the dividend
	OpNeg                 // ineg, lneg
	OpShl                 // ishl, lshl: count masked with 31 / 63
	OpShr                 // ishr, lshr: arithmetic
	OpUshr                // iushr, lushr: logical
	OpAnd                 // iand, land
	OpOr                  // ior, lor
	OpXor                 // ixor, lxor
	OpI2L                 // i2l: sign extension
	OpL2I                 // l2i: the low 32 bits
	OpI2B                 // i2b: the low 8 bits, sign-extended
	OpI2S                 // i2s: the low 16 bits, sign-extended
	OpI2C                 // i2c: the low 16 bits, zero-extended
	OpCmp                 // lcmp: -1, 0 or 1 (KInt)
	OpEq                  // ==
	OpNe                  // !=
	OpLt                  // <
	OpLe                  // <=
	OpGt                  // >
	OpGe                  // >=
	OpNot                 // logical not
	OpLAnd                // logical and
	OpLOr                 // logical or
	OpIte                 // if-then-else: Arg(0) ? Arg(1) : Arg(2)

	// The floating-point operators (float.go), on KFloat and KDouble
	// operands with Java's semantics (JVMS 2.8: IEEE 754, round to
	// nearest). They are distinct from the integer operators because
	// integer identities (x - x == 0, !(a < b) == a >= b, x == x) do not
	// hold with NaN and signed zeros.
	OpFAdd    // fadd, dadd
	OpFSub    // fsub, dsub
	OpFMul    // fmul, dmul
	OpFDiv    // fdiv, ddiv
	OpFRem    // frem, drem: the remainder of the truncated quotient (C's fmod)
	OpFNeg    // fneg, dneg: flips the sign
	OpFAbs    // Math.abs
	OpFSqrt   // Math.sqrt, correctly rounded
	OpFFloor  // Math.floor: the largest integral value <= the operand (NaN, infinities and zeros unchanged)
	OpFCeil   // Math.ceil: the smallest integral value >= the operand
	OpFRint   // Math.rint: the nearest integral value, ties to even
	OpFMin    // Math.min: NaN if either is, -0.0 < 0.0
	OpFMax    // Math.max
	OpFEq     // ==: false when either is NaN; 0.0 == -0.0
	OpFLt     // <: false when either is NaN
	OpFLe     // <=: false when either is NaN
	OpFIsNaN  // Float.isNaN
	OpFIsInf  // Float.isInfinite
	OpFCmpL   // fcmpl, dcmpl: -1, 0, 1, and -1 for NaN (KInt)
	OpFCmpG   // fcmpg, dcmpg: -1, 0, 1, and 1 for NaN (KInt)
	OpIToF    // i2f, i2d, l2f, l2d: rounded to nearest
	OpFToI    // f2i, f2l, d2i, d2l: truncated, saturating, NaN to 0
	OpFToF    // f2d (exact), d2f (rounded to nearest)
	OpFToBits // Float.floatToIntBits, Double.doubleToLongBits: NaN canonical
	OpBitsToF // Float.intBitsToFloat, Double.longBitsToDouble

	// The string operators (strings.go), with Java's semantics where the
	// interpreter uses them and Z3's total semantics beyond.
	OpStrLen        // length(): KInt
	OpStrAt         // charAt(i): KInt, -1 out of bounds
	OpStrConcat     // a + b
	OpStrSub        // substring(b, e)
	OpStrPrefix     // s.startsWith(Arg(0)) for s = Arg(1)
	OpStrSuffix     // s.endsWith(Arg(0)) for s = Arg(1)
	OpStrContains   // Arg(0).contains(Arg(1))
	OpStrIndexOf    // Arg(0).indexOf(Arg(1), Arg(2)), Z3's semantics for the start
	OpStrFromCode   // String.valueOf(char)
	OpStrFromInt    // Integer.toString, Long.toString
	OpStrIsInt      // Integer.parseInt succeeds: KBool
	OpStrToInt      // Integer.parseInt's value (0 where it throws)
	OpStrCompare    // compareTo
	OpStrHash       // hashCode
	OpStrLt         // Arg(0).compareTo(Arg(1)) < 0: lexicographically before (KBool)
	OpStrIsDigits   // an optional sign and one or more decimal digits (KBool)
	OpStrIsASCIIInt // Integer.parseInt succeeds and every digit is ASCII (KBool)
	OpStrASCIIToInt // Integer.parseInt's value where OpStrIsASCIIInt holds, 0 elsewhere
	OpStrInRe       // Arg(0) is in the regular language written Arg(1), a constant (regex.go): KBool
	numOps
)

var opNames = [numOps]string{
	OpConst: "const", OpVar: "var", OpAdd: "add", OpSub: "sub", OpMul: "mul",
	OpDiv: "div", OpRem: "rem", OpNeg: "neg", OpShl: "shl", OpShr: "shr",
	OpUshr: "ushr", OpAnd: "and", OpOr: "or", OpXor: "xor", OpI2L: "i2l",
	OpL2I: "l2i", OpI2B: "i2b", OpI2S: "i2s", OpI2C: "i2c", OpCmp: "cmp",
	OpEq: "eq", OpNe: "ne", OpLt: "lt", OpLe: "le", OpGt: "gt", OpGe: "ge",
	OpNot: "not", OpLAnd: "land", OpLOr: "lor", OpIte: "ite",
	OpFAdd: "fadd", OpFSub: "fsub", OpFMul: "fmul", OpFDiv: "fdiv", OpFRem: "frem",
	OpFNeg: "fneg", OpFAbs: "fabs", OpFSqrt: "fsqrt", OpFFloor: "ffloor", OpFCeil: "fceil", OpFRint: "frint", OpFMin: "fmin", OpFMax: "fmax",
	OpFEq: "feq", OpFLt: "flt", OpFLe: "fle", OpFIsNaN: "isnan", OpFIsInf: "isinf",
	OpFCmpL: "fcmpl", OpFCmpG: "fcmpg", OpIToF: "itof", OpFToI: "ftoi", OpFToF: "ftof",
	OpFToBits: "ftobits", OpBitsToF: "bitstof",
	OpStrLen: "strlen", OpStrAt: "strat", OpStrConcat: "strconcat", OpStrSub: "strsub",
	OpStrPrefix: "strprefix", OpStrSuffix: "strsuffix", OpStrContains: "strcontains",
	OpStrIndexOf: "strindexof", OpStrFromCode: "strfromcode", OpStrFromInt: "strfromint",
	OpStrIsInt: "strisint", OpStrToInt: "strtoint", OpStrCompare: "strcompare", OpStrHash: "strhash", OpStrLt: "strlt",
	OpStrIsDigits: "strisdigits", OpStrIsASCIIInt: "strisasciiint", OpStrASCIIToInt: "strasciitoint",
	OpStrInRe: "strinre",
}

// IsString reports whether o is one of the string operators.
func (o Op) IsString() bool { return o >= OpStrLen && o <= OpStrInRe }

// IsFloat reports whether o is one of the floating-point operators.
func (o Op) IsFloat() bool { return o >= OpFAdd && o <= OpBitsToF }

// String returns the lower-case name of the operator, e.g. "add".
func (o Op) String() string {
	if o > 0 && o < numOps {
		return opNames[o]
	}
	return fmt.Sprintf("Op(%d)", uint8(o))
}

// node is one hash-consed expression node. Nodes are immutable once
// interned.
type node struct {
	ctx   *Context
	id    uint32 // > 0; greater than the id of every argument
	op    Op
	kind  Kind
	nargs uint8
	args  [3]*node
	val   int64  // OpConst: the value, normalised to kind (bool 0/1, int sign-extended)
	name  string // OpVar
	min   int64  // OpVar: inclusive lower bound, within the kind's range
	max   int64  // OpVar: inclusive upper bound, within the kind's range
	// leaves is the number of values of an ite tree (the leaves below
	// nested ite nodes), 1 for any other node; it saturates at maxLift+1.
	leaves int32
}

// Expr is a handle to a hash-consed expression node; the zero Expr is "no
// expression". Structurally equal expressions built by one Context are the
// same node, so == on Expr is structural equality (modulo the
// simplifications the Context applies while building).
type Expr struct{ n *node }

// Valid reports whether e is an expression (not the zero Expr).
func (e Expr) Valid() bool { return e.n != nil }

// Kind returns the kind of e, or 0 for the zero Expr.
func (e Expr) Kind() Kind {
	if e.n == nil {
		return 0
	}
	return e.n.kind
}

// Op returns the operator of e, or 0 for the zero Expr.
func (e Expr) Op() Op {
	if e.n == nil {
		return 0
	}
	return e.n.op
}

// NumArgs returns the number of arguments of e.
func (e Expr) NumArgs() int {
	if e.n == nil {
		return 0
	}
	return int(e.n.nargs)
}

// Arg returns argument i of e; it panics when i is out of range.
func (e Expr) Arg(i int) Expr {
	if i < 0 || i >= e.NumArgs() {
		panic(fmt.Sprintf("solver: Arg(%d) of %s expression with %d arguments", i, e.Op(), e.NumArgs()))
	}
	return Expr{e.n.args[i]}
}

// Context returns the Context that built e (nil for the zero Expr).
func (e Expr) Context() *Context {
	if e.n == nil {
		return nil
	}
	return e.n.ctx
}

// IsConst reports whether e is a constant.
func (e Expr) IsConst() bool { return e.n != nil && e.n.op == OpConst }

// ConstValue returns the value of a constant: 0 or 1 for KBool, a
// sign-extended int32 for KInt, the bits of a float, the handle of a
// string (StrHandle). It returns 0 for any other expression.
func (e Expr) ConstValue() int64 {
	if !e.IsConst() {
		return 0
	}
	if e.n.kind == KString {
		return StrHandle(e)
	}
	return e.n.val
}

// Name returns the name of a variable, or "" for any other expression.
func (e Expr) Name() string {
	if e.n == nil {
		return ""
	}
	return e.n.name
}

// Bounds returns the inclusive bounds of a variable, or 0, 0 for any
// other expression.
func (e Expr) Bounds() (min, max int64) {
	if e.n == nil || e.n.op != OpVar {
		return 0, 0
	}
	return e.n.min, e.n.max
}

// ID returns the node's number, unique within its Context and increasing
// in creation order (so every argument has a smaller ID than its parent).
// The zero Expr has ID 0.
func (e Expr) ID() uint32 {
	if e.n == nil {
		return 0
	}
	return e.n.id
}

// key identifies a non-variable node structurally. Arguments are compared
// by pointer, which is structural equality because they are interned.
type key struct {
	op      Op
	kind    Kind
	a, b, c *node
	val     int64
}

// Context owns the hash-cons table of the expressions it builds. It holds
// no global state: expressions from different Contexts never compare
// equal and must not be combined. A Context is safe for concurrent use.
type Context struct {
	mu     sync.Mutex
	nodes  map[key]*node
	vars   map[string]*node // by name; a name has one kind and one pair of bounds
	nextID uint32           // the id of the last node created
	// strs holds the KString constants by packed text, strByID by ID (the
	// handles of string values, strings.go).
	strs    map[string]*node
	strByID map[uint32]*node
	// regexes holds the parsed languages of StrInRe by the packed text of
	// their operand (regex.go).
	regexes map[string]*Regex
}

// NewContext returns an empty Context.
func NewContext() *Context {
	return &Context{nodes: make(map[key]*node), vars: make(map[string]*node),
		strs: make(map[string]*node), strByID: make(map[uint32]*node)}
}

// NumNodes returns the number of distinct nodes built so far.
func (c *Context) NumNodes() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return int(c.nextID)
}

// intern returns the unique node with the given structure.
func (c *Context) intern(op Op, k Kind, val int64, args ...Expr) Expr {
	kk := key{op: op, kind: k, val: val}
	switch len(args) {
	case 3:
		kk.c = args[2].n
		fallthrough
	case 2:
		kk.b = args[1].n
		fallthrough
	case 1:
		kk.a = args[0].n
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if n, ok := c.nodes[kk]; ok {
		return Expr{n}
	}
	c.nextID++
	n := &node{ctx: c, id: c.nextID, op: op, kind: k, nargs: uint8(len(args)), val: val, leaves: 1}
	n.args = [3]*node{kk.a, kk.b, kk.c}
	if op == OpIte {
		n.leaves = min(kk.b.leaves+kk.c.leaves, maxLift+1)
	}
	c.nodes[kk] = n
	return Expr{n}
}

// Const returns the constant v of kind k. KInt values are wrapped to the
// int32 range; KBool values are 1 for any non-zero v.
func (c *Context) Const(k Kind, v int64) Expr {
	switch k {
	case KBool:
		if v != 0 {
			v = 1
		}
	case KInt:
		v = int64(int32(v))
	case KFloat:
		v = int64(uint32(v))
	case KLong, KDouble:
	default: // KString constants are made by StrConst
		panic(fmt.Sprintf("solver: Const of invalid kind %d", k))
	}
	return c.intern(OpConst, k, v)
}

// Bool returns the KBool constant b.
func (c *Context) Bool(b bool) Expr {
	if b {
		return c.Const(KBool, 1)
	}
	return c.Const(KBool, 0)
}

// Var returns the variable name of kind k with inclusive bounds min..max.
// Bounds outside the kind's range are clamped to it; a KBool variable's
// bounds are always 0..1. Asking again with the same name, kind and bounds
// returns the same node; asking with the same name and a different kind or
// bounds is a programming error and panics, as does min > max.
func (c *Context) Var(name string, k Kind, min, max int64) Expr {
	if k < KBool || k > KString {
		panic(fmt.Sprintf("solver: Var %q of invalid kind %d", name, k))
	}
	if name == "" {
		panic("solver: Var with empty name")
	}
	lo, hi := k.minMax()
	if k == KBool || k.IsFloat() {
		min, max = lo, hi // no bounds: every bit pattern is a value
	}
	min, max = clamp(min, lo, hi), clamp(max, lo, hi)
	if min > max {
		panic(fmt.Sprintf("solver: Var %q with empty bounds %d..%d", name, min, max))
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if n, ok := c.vars[name]; ok {
		if n.kind != k || n.min != min || n.max != max {
			panic(fmt.Sprintf("solver: Var %q redeclared as %s %d..%d (was %s %d..%d)",
				name, k, min, max, n.kind, n.min, n.max))
		}
		return Expr{n}
	}
	c.nextID++
	n := &node{ctx: c, id: c.nextID, op: OpVar, kind: k, name: name, min: min, max: max, leaves: 1}
	c.vars[name] = n
	return Expr{n}
}

func clamp(v, lo, hi int64) int64 {
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}

// check panics unless every argument is a valid expression of this Context.
func (c *Context) check(op Op, args ...Expr) {
	for _, a := range args {
		if a.n == nil {
			panic(fmt.Sprintf("solver: %s of the zero Expr", op))
		}
		if a.n.ctx != c {
			panic(fmt.Sprintf("solver: %s of an Expr from another Context", op))
		}
	}
}

// checkFloat panics unless a is KFloat or KDouble.
func checkFloat(op Op, a Expr) {
	if !a.Kind().IsFloat() {
		panic(fmt.Sprintf("solver: %s of %s operand %s", op, a.Kind(), a))
	}
}

// checkNum panics unless a is KInt or KLong.
func checkNum(op Op, a Expr) {
	if k := a.Kind(); k != KInt && k != KLong {
		panic(fmt.Sprintf("solver: %s of %s operand %s", op, k, a))
	}
}

// checkSame panics unless a and b have the same kind.
func checkSame(op Op, a, b Expr) {
	if a.Kind() != b.Kind() {
		panic(fmt.Sprintf("solver: %s of %s and %s operands (%s, %s)", op, a.Kind(), b.Kind(), a, b))
	}
}
