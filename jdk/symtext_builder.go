package jdk

import (
	"fmt"

	"gospf/interp"
	"gospf/solver"
)

// StringBuilder and StringBuffer edits on symbolic content: reverse,
// setLength, delete (symtext.go has the common parts).

// reverse is StringBuilder/StringBuffer.reverse, a defined text: the
// char at i is the one at l-1-i (l the length), but a valid surrogate
// pair keeps its order (a low surrogate after a high one, or a high one
// before a low one, takes the other's place).
func reverse(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	c, s, n, err := receiverText(vm, a)
	if err != nil {
		return interp.Slot{}, err
	}
	l := c.StrLen(s)
	at := func(q solver.Expr) solver.Expr { return charAt(c, s, q) }
	isHigh := func(ch solver.Expr) solver.Expr { return c.LAnd(c.Ge(ch, k(c, 0xD800)), c.Le(ch, k(c, 0xDBFF))) }
	isLow := func(ch solver.Expr) solver.Expr { return c.LAnd(c.Ge(ch, k(c, 0xDC00)), c.Le(ch, k(c, 0xDFFF))) }
	pick := func(q int) solver.Expr {
		ch, prev, next := at(k(c, int64(q))), at(k(c, int64(q-1))), at(k(c, int64(q+1)))
		p := c.Ite(c.LAnd(isHigh(ch), isLow(next)), next, ch)
		return c.Ite(c.LAnd(isLow(ch), isHigh(prev)), prev, p)
	}
	var r, def solver.Expr
	if l.IsConst() {
		r, def = definedText(c, "reverse", []solver.Expr{s}, l, n, func(i int) solver.Expr { return pick(int(l.ConstValue()) - 1 - i) })
	} else {
		// Defined from the text's side: the char at each position q it
		// may have goes to l-1-q (constant positions in the text, which
		// Z3 reads directly; the reversal's are symbolic).
		name := fmt.Sprintf("reverse#%d", s.ID())
		r = c.Var(name, solver.KString, 0, int64(n))
		def = c.Eq(c.StrLen(r), l)
		for q := 0; q < n; q++ {
			to := c.Sub(c.Sub(l, k(c, 1)), k(c, int64(q)))
			def = c.LAnd(def, c.LOr(c.Ge(k(c, int64(q)), l), c.Eq(c.StrAt(r, to), pick(q))))
		}
	}
	if r, err = defined(vm, "reversed", r, def); err != nil {
		return interp.Slot{}, err
	}
	vm.SetBuilderText(a[0].R, r)
	return a[0], nil
}

// setLength is StringBuilder/StringBuffer.setLength(n):
// StringIndexOutOfBoundsException for n < 0, the first n chars, or the
// text padded with '\0' to n chars (n concrete).
func setLength(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	c := vm.Ctx()
	s := textExpr(vm, a[0].R)
	l := vm.SymOf(a[1], solver.KInt)
	if !l.IsConst() {
		neg, cut := c.Lt(l, k(c, 0)), c.LAnd(c.Ge(l, k(c, 0)), c.Le(l, c.StrLen(s)))
		j, err := vm.Split([]string{"negative length", "length within the text", "length beyond the text"},
			[]solver.Expr{neg, cut, c.Gt(l, c.StrLen(s))})
		if err != nil {
			return interp.Slot{}, err
		}
		switch j {
		case 0:
			return interp.Slot{}, vm.JavaThrowText(sioobe, c.StrConcat(c.StrConst(interp.UTF16Of("String index out of range: ")), c.StrFromInt(l)))
		case 2:
			return interp.Slot{}, fmt.Errorf("%w: a symbolic length beyond the symbolic text (its padding with '\\0' has no fixed length)", interp.ErrUnsupported)
		}
		vm.SetBuilderText(a[0].R, c.StrSub(s, k(c, 0), l))
		return interp.Slot{}, nil
	}
	v := l.ConstValue()
	if v < 0 {
		return interp.Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("String index out of range: %d", v))
	}
	if v > maxTextUnroll {
		return interp.Slot{}, fmt.Errorf("%w: a length of %d chars for symbolic text (at most %d)", interp.ErrUnsupported, v, maxTextUnroll)
	}
	// v chars, each the text's or '\0' beyond it: a text of the
	// constant length v whose chars the models after it read directly.
	out := c.StrConst(nil)
	for i := int64(0); i < v; i++ {
		ch := charAt(c, s, k(c, i))
		out = c.StrConcat(out, charText(c, c.Ite(c.Lt(ch, k(c, 0)), k(c, 0), ch)))
	}
	vm.SetBuilderText(a[0].R, out)
	return interp.Slot{}, nil
}

// deleteRange is StringBuilder/StringBuffer.delete(start, end): end is
// cut to the length, then StringIndexOutOfBoundsException ("start 2, end
// 1, length 1", with the cut end: JDK 17's checkRangeSIOOBE) unless
// 0 <= start <= end, and otherwise the text without start..end.
func deleteRange(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	c := vm.Ctx()
	s := textExpr(vm, a[0].R)
	n := c.StrLen(s)
	b, e := vm.SymOf(a[1], solver.KInt), vm.SymOf(a[2], solver.KInt)
	e = c.Ite(c.Gt(e, n), n, e)
	ok := c.LAnd(c.Ge(b, k(c, 0)), c.Le(b, e))
	if !ok.IsConst() {
		j, err := vm.Split([]string{"range invalid", "range valid"}, []solver.Expr{c.Not(ok), ok})
		if err != nil {
			return interp.Slot{}, err
		}
		ok = c.Bool(j == 1)
	}
	if ok.ConstValue() == 0 {
		lit := func(t string) solver.Expr { return c.StrConst(interp.UTF16Of(t)) }
		msg := c.StrConcat(lit("start "), c.StrFromInt(b))
		msg = c.StrConcat(c.StrConcat(msg, lit(", end ")), c.StrFromInt(e))
		msg = c.StrConcat(c.StrConcat(msg, lit(", length ")), c.StrFromInt(n))
		return interp.Slot{}, vm.JavaThrowText(sioobe, msg)
	}
	vm.SetBuilderText(a[0].R, c.StrConcat(c.StrSub(s, k(c, 0), b), c.StrSub(s, e, n)))
	return a[0], nil
}
