package jdk

import (
	"fmt"

	"gospf/interp"
	"gospf/solver"
)

// String.replace on symbolic text (symtext.go has the common parts).

// replaceChar is String.replace(char, char), either char concrete or
// symbolic: a defined text.
func replaceChar(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	c, s, n, err := receiverText(vm, a)
	if err != nil {
		return interp.Slot{}, err
	}
	from, to := vm.SymOf(a[1], solver.KInt), vm.SymOf(a[2], solver.KInt)
	r, def := definedText(c, "replace", []solver.Expr{s, from, to}, c.StrLen(s), n, func(i int) solver.Expr {
		ch := charAt(c, s, k(c, int64(i)))
		return c.Ite(c.Eq(ch, from), to, ch) // a char is never -1
	})
	if r, err = defined(vm, "replaced", r, def); err != nil {
		return interp.Slot{}, err
	}
	return vm.TextSlot(r)
}

// maxReplaced is the longest result replaceText defines.
const maxReplaced = 1024

// replaceText is String.replace(CharSequence target, CharSequence
// replacement) of symbolic text, for a constant target of one char and a
// constant replacement (s.replace(" ", ""), s.replace(",", ", ")): a
// defined text. With cnt(i) the number of targets before position i and
// m the replacement's length, the char at i goes to i + (m-1)cnt(i), as
// itself or as the m chars of the replacement; the length is the text's
// plus (m-1) per target.
func replaceText(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	if a[1].R == nil || a[2].R == nil {
		return interp.Slot{}, vm.JavaThrow(npe, "")
	}
	for _, o := range a[1:] {
		if _, sym := interp.SymbolicText(o.R); sym {
			return interp.Slot{}, fmt.Errorf("%w: a symbolic target or replacement", interp.ErrUnsupported)
		}
	}
	t, err := charSeq(vm, a[1])
	if err != nil {
		return interp.Slot{}, err
	}
	rep, err := charSeq(vm, a[2])
	if err != nil {
		return interp.Slot{}, err
	}
	if len(t) != 1 {
		return interp.Slot{}, fmt.Errorf("%w: on symbolic text with a target of %d chars (one char is modelled)", interp.ErrUnsupported, len(t))
	}
	c, s, n, err := receiverText(vm, a)
	if err != nil {
		return interp.Slot{}, err
	}
	m := len(rep)
	out := n * max(m, 1)
	if out > maxReplaced {
		return interp.Slot{}, fmt.Errorf("%w: a result of up to %d chars (at most %d)", interp.ErrUnsupported, out, maxReplaced)
	}
	isT := func(i int) solver.Expr { return c.Eq(charAt(c, s, k(c, int64(i))), k(c, int64(t[0]))) }
	cnt := []solver.Expr{k(c, 0)}
	for i := 0; i < n; i++ {
		cnt = append(cnt, c.Add(cnt[i], c.Ite(isT(i), k(c, 1), k(c, 0))))
	}
	l := c.StrLen(s)
	length := c.Add(l, c.Mul(k(c, int64(m-1)), cnt[n]))
	at := func(j int) solver.Expr {
		r := k(c, -1)
		for i := n - 1; i >= 0; i-- {
			start := c.Add(k(c, int64(i)), c.Mul(k(c, int64(m-1)), cnt[i]))
			off := c.Sub(k(c, int64(j)), start)
			var piece solver.Expr = k(c, -1)
			for o := m - 1; o >= 0; o-- {
				piece = c.Ite(c.Eq(off, k(c, int64(o))), k(c, int64(rep[o])), piece)
			}
			here := c.Ite(isT(i), piece, c.Ite(c.Eq(off, k(c, 0)), charAt(c, s, k(c, int64(i))), k(c, -1)))
			r = c.Ite(c.LAnd(c.Lt(k(c, int64(i)), l), c.Ge(here, k(c, 0))), here, r)
		}
		return r
	}
	r, def := definedText(c, "replaceText", []solver.Expr{s, c.StrConst(t), c.StrConst(rep)}, length, out, at)
	if r, err = defined(vm, "replaced", r, def); err != nil {
		return interp.Slot{}, err
	}
	return vm.TextSlot(r)
}
