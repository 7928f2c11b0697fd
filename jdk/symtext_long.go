package jdk

import (
	"fmt"

	"gospf/interp"
	"gospf/solver"
)

// Long.parseLong of symbolic text (symtext.go has the common parts).

// maxParseLong is the longest text parseLong's model takes: 18 digits
// are below 2^63, so the magnitude never overflows a long.
const maxParseLong = 18

// parseLong is Long.parseLong(s[, 10]) (box: Long.valueOf) of symbolic
// text of up to maxParseLong chars, JDK 17's algorithm written out: an
// optional sign ('-' or '+', not alone), then one or more decimal digits
// of any of Java's digit blocks (Character.digit(c, 10)); otherwise
// NumberFormatException (`For input string: "s"`), first as a choice.
func parseLong(radixArg, box bool) interp.NativeFunc {
	return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if radixArg && (a[1].S.Valid() || a[1].I != 10) {
			return interp.Slot{}, fmt.Errorf("%w: of symbolic text in a radix other than 10", interp.ErrUnsupported)
		}
		c, s, n, err := receiverText(vm, a)
		if err != nil {
			return interp.Slot{}, err
		}
		if n > maxParseLong {
			return interp.Slot{}, fmt.Errorf("%w: of symbolic text of up to %d chars (at most %d: a longer number may overflow a long)", interp.ErrUnsupported, n, maxParseLong)
		}
		l := c.StrLen(s)
		c0 := charAt(c, s, k(c, 0))
		neg := c.Eq(c0, k(c, '-'))
		signed := c.LOr(neg, c.Eq(c0, k(c, '+')))
		valid := c.LAnd(c.Ge(l, k(c, 1)), c.Not(c.LAnd(signed, c.Eq(l, k(c, 1)))))
		mag := c.Const(solver.KLong, 0)
		for i := 0; i < n; i++ {
			ch := charAt(c, s, k(c, int64(i)))
			d := k(c, -1)
			for _, z := range solver.JavaDigitZeros {
				in := c.LAnd(c.Ge(ch, k(c, int64(z))), c.Le(ch, k(c, int64(z)+9)))
				d = c.Ite(in, c.Sub(ch, k(c, int64(z))), d)
			}
			active := c.Lt(k(c, int64(i)), l)
			if i == 0 {
				active = c.LAnd(active, c.Not(signed))
			}
			valid = c.LAnd(valid, c.LOr(c.Not(active), c.Ge(d, k(c, 0))))
			mag = c.Ite(active, c.Add(c.Mul(mag, c.Const(solver.KLong, 10)), c.I2L(d)), mag)
		}
		if !valid.IsConst() {
			j, err := vm.Split([]string{"NumberFormatException", "a number"}, []solver.Expr{c.Not(valid), valid})
			if err != nil {
				return interp.Slot{}, err
			}
			valid = c.Bool(j == 1)
		}
		if valid.ConstValue() == 0 {
			lit := func(t string) solver.Expr { return c.StrConst(interp.UTF16Of(t)) }
			return interp.Slot{}, vm.JavaThrowText(nfe, c.StrConcat(c.StrConcat(lit(`For input string: "`), s), lit(`"`)))
		}
		v := vm.Normal(interp.Slot{S: c.Ite(neg, c.Neg(mag), mag)})
		if !box {
			return v, nil
		}
		o, err := vm.Box('J', v)
		return interp.RefSlot(o), err
	}
}
