package jdk

import (
	"fmt"

	"gospf/interp"
	"gospf/solver"
)

// URLDecoder.decode on symbolic text (symtext.go has the common parts).

// urlDecode is URLDecoder.decode(String, Charset) (and so decode(String,
// String), which calls it) of symbolic text. The JDK's loop would branch
// three ways at every char ('+', '%', another) and run the charset's
// decoder on symbolic bytes; the model splits on the text instead: no
// '%' and no '+' returns the text itself (the JDK's needToChange is
// false), no '%' but a '+' returns the text with every '+' a space (a
// defined text on a text with a length bound), and a text with an escape
// is concretised (the case is counted, verify answers unknown) and
// decoded by the JDK's own bytecode, exceptions included. A text without
// a length bound holding a '+' and no '%' is concretised too.
func urlDecode(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	if a[1].R == nil {
		return interp.Slot{}, vm.JavaThrow(npe, "Charset")
	}
	s, err := argText(vm, a, 0)
	if err != nil {
		return interp.Slot{}, err
	}
	c := vm.Ctx()
	pct, plus := c.StrContains(s, lit(vm, "%")), c.StrContains(s, lit(vm, "+"))
	cases := []interp.Case{{Label: "no escape and no '+'", Cond: c.LAnd(c.Not(pct), c.Not(plus))}}
	var spaced solver.Expr
	if n, err := positions(s); err == nil {
		r, def := definedText(c, "urlDecode", []solver.Expr{s}, c.StrLen(s), n, func(i int) solver.Expr {
			ch := charAt(c, s, k(c, int64(i)))
			return c.Ite(c.Eq(ch, k(c, '+')), k(c, ' '), ch)
		})
		spaced = r
		cases = append(cases, interp.Case{Label: "'+' for spaces", Cond: c.LAnd(c.LAnd(c.Not(pct), plus), def)})
	} else {
		cases = append(cases, interp.Case{Label: "'+' in a text without a length bound", Cond: c.LAnd(c.Not(pct), plus), Pin: s})
	}
	cases = append(cases, interp.Case{Label: "an escape (%) the charset decodes", Cond: pct, Pin: s})
	i, text, err := vm.SplitCases(cases)
	switch {
	case err != nil:
		return interp.Slot{}, err
	case i == 0:
		return a[0], nil
	case i == 1 && spaced.Valid():
		return vm.TextSlot(spaced)
	}
	cls, err := vm.LoadClass("java/net/URLDecoder")
	if err != nil {
		return interp.Slot{}, err
	}
	m := cls.DeclaredMethod("decode", "(Ljava/lang/String;Ljava/nio/charset/Charset;)Ljava/lang/String;")
	if m == nil {
		return interp.Slot{}, fmt.Errorf("%w: no URLDecoder.decode(String, Charset)", interp.ErrLinkage)
	}
	str, err := vm.UTF16Slot(text)
	if err != nil {
		return interp.Slot{}, err
	}
	return vm.Call(m, []interp.Slot{str, a[1]})
}
