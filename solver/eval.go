package solver

// Model assigns values to variables by name: KInt values are int32s,
// KBool values are 0 and 1, KFloat and KDouble values are their IEEE 754
// bits (a float's zero-extended), KString values are handles of string
// constants of the expressions' Context (strings.go).
type Model map[string]int64

// Eval evaluates e under m with exact Java semantics. It reports false when
// a variable of e is missing from m or a division or remainder by zero is
// evaluated. Ite evaluates only the branch its condition selects; LAnd and
// LOr do not evaluate their second operand when the first decides. Values
// in m are wrapped to their variable's kind.
func Eval(e Expr, m Model) (v int64, ok bool) {
	if e.n == nil {
		return 0, false
	}
	ev := evaluator{m: m}
	return ev.eval(e.n)
}

// evaluator memoises the values of compound nodes, so that an expression
// DAG with much sharing is evaluated in time linear in its node count.
type evaluator struct {
	m    Model
	memo map[*node]int64
}

func (ev *evaluator) eval(n *node) (int64, bool) {
	switch n.op {
	case OpConst:
		if n.kind == KString {
			return StrHandle(Expr{n}), true
		}
		return n.val, true
	case OpVar:
		v, ok := ev.m[n.name]
		if n.kind == KBool && v != 0 {
			v = 1
		}
		if n.kind == KFloat {
			v = int64(uint32(v))
		}
		return wrap(n.kind, v), ok
	}
	if v, ok := ev.memo[n]; ok {
		return v, true
	}
	x, ok := ev.eval(n.args[0])
	if !ok {
		return 0, false
	}
	var v int64
	switch n.op {
	case OpIte:
		if x != 0 {
			v, ok = ev.eval(n.args[1])
		} else {
			v, ok = ev.eval(n.args[2])
		}
	case OpLAnd, OpLOr:
		if (x == 0) == (n.op == OpLAnd) {
			v = x
			break
		}
		v, ok = ev.eval(n.args[1])
	default:
		args := [3]int64{x}
		for i := 1; i < int(n.nargs); i++ {
			if args[i], ok = ev.eval(n.args[i]); !ok {
				return 0, false
			}
		}
		v, ok = applyNode(n, args)
	}
	if !ok {
		return 0, false
	}
	if ev.memo == nil {
		ev.memo = make(map[*node]int64)
	}
	ev.memo[n] = v
	return v, true
}

// Vars returns the distinct variables of exprs in order of first
// occurrence, visiting each expression depth-first, arguments left to
// right. The order depends only on the structure of exprs.
func Vars(exprs ...Expr) []Expr {
	var out []Expr
	seen := make(map[*node]bool)
	var visit func(n *node)
	visit = func(n *node) {
		if seen[n] {
			return
		}
		seen[n] = true
		if n.op == OpVar {
			out = append(out, Expr{n})
			return
		}
		for i := 0; i < int(n.nargs); i++ {
			visit(n.args[i])
		}
	}
	for _, e := range exprs {
		if e.n != nil {
			visit(e.n)
		}
	}
	return out
}

// applyNode applies n's operator to its operands' values (the unused ones
// 0), with Java's semantics.
func applyNode(n *node, args [3]int64) (int64, bool) {
	switch {
	case n.op.IsFloat():
		return fapply(n.op, n.kind, n.args[0].kind, args[0], args[1])
	case n.op.IsString():
		return n.ctx.sapply(n.op, n.kind, n.args[0].kind, args)
	}
	return apply(n.op, n.kind, args[0], args[1])
}
