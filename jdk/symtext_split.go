package jdk

import (
	"fmt"
	"strings"

	"gospf/interp"
	"gospf/solver"
)

// String.split of symbolic text on a literal char (symtext.go has the
// common parts).

// splitDelimiter returns the char String.split's fast path splits on for
// regex (JDK 17: one char that is no metacharacter, or a backslash and a
// char that is no letter or digit; never a surrogate), and false for any
// other regex.
func splitDelimiter(regex []uint16) (uint16, bool) {
	var ch uint16
	switch {
	case len(regex) == 1 && !strings.ContainsRune(".$|()[{^?*+\\", rune(regex[0])):
		ch = regex[0]
	case len(regex) == 2 && regex[0] == '\\' && !(regex[1] >= '0' && regex[1] <= '9') &&
		!(regex[1] >= 'a' && regex[1] <= 'z') && !(regex[1] >= 'A' && regex[1] <= 'Z'):
		ch = regex[1]
	default:
		return 0, false
	}
	return ch, ch < 0xD800 || ch > 0xDFFF
}

// splitChar is String.split(regex) of symbolic text on a literal char d
// (splitDelimiter): the parts between the occurrences of d, the empty
// ones at the end removed. With cnt(i) the number of d before position
// i and last the last position of another char (-1 if none), the result
// has cnt(last) + 1 parts (none when every char is d, one, the text,
// when it is empty), the j-th from after the j-th d (0 for the first) to
// that d, and the last to last + 1. The path splits on the number of
// parts, one case per number the text's length allows.
func splitChar(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	if a[1].R == nil {
		return interp.Slot{}, vm.JavaThrow(npe, "")
	}
	if _, sym := interp.SymbolicText(a[1].R); sym {
		return interp.Slot{}, fmt.Errorf("%w: a symbolic regular expression", interp.ErrUnsupported)
	}
	d, ok := splitDelimiter(interp.StringOf(a[1].R))
	if !ok {
		return interp.Slot{}, fmt.Errorf("%w: on symbolic text with a regular expression other than one literal char (%q)", interp.ErrUnsupported, interp.GoString(a[1].R))
	}
	c, s, n, err := receiverText(vm, a)
	if err != nil {
		return interp.Slot{}, err
	}
	at := func(i int) solver.Expr { return charAt(c, s, k(c, int64(i))) }
	isD := func(i int) solver.Expr { return c.Eq(at(i), k(c, int64(d))) }
	cnt := []solver.Expr{k(c, 0)}
	last := k(c, -1)
	for i := 0; i < n; i++ {
		cnt = append(cnt, c.Add(cnt[i], c.Ite(isD(i), k(c, 1), k(c, 0))))
		last = c.Ite(c.LAnd(c.Ge(at(i), k(c, 0)), c.Not(isD(i))), k(c, int64(i)), last)
	}
	parts := c.Ite(c.Eq(c.StrLen(s), k(c, 0)), k(c, 1), k(c, 0))
	for i := 0; i < n; i++ {
		parts = c.Ite(c.Eq(last, k(c, int64(i))), c.Add(cnt[i], k(c, 1)), parts)
	}
	// nth is the position of the j-th d (from 0).
	nth := func(j int) solver.Expr {
		r := k(c, -1)
		for i := n - 1; i >= 0; i-- {
			r = c.Ite(c.LAnd(isD(i), c.Eq(cnt[i], k(c, int64(j)))), k(c, int64(i)), r)
		}
		return r
	}
	var labels []string
	var conds []solver.Expr
	for l := 0; l <= max(n, 1); l++ {
		labels = append(labels, fmt.Sprintf("%d parts", l))
		conds = append(conds, c.Eq(parts, k(c, int64(l))))
	}
	l, err := vm.Split(labels, conds)
	if err != nil {
		return interp.Slot{}, err
	}
	arr, err := vm.NewArrayOf("Ljava/lang/String;", l)
	if err != nil {
		return interp.Slot{}, err
	}
	start := k(c, 0)
	for j := 0; j < l; j++ {
		end := c.Add(last, k(c, 1))
		if j < l-1 {
			end = nth(j)
		}
		if arr.Fields[j], err = vm.TextSlot(c.StrSub(s, start, end)); err != nil {
			return interp.Slot{}, err
		}
		start = c.Add(end, k(c, 1))
	}
	return interp.RefSlot(arr), nil
}
