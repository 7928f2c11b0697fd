package jdk

import (
	"fmt"
	"math"

	"gospf/interp"
	"gospf/solver"
)

// Double.parseDouble, Float.parseFloat and their valueOf(String) on
// symbolic text. JDK 17's FloatingDecimal.readJavaFormatString trims the
// text (chars up to ' '), reads an optional sign, then "NaN",
// "Infinity", a hexadecimal number after "0x", or decimal digits with at
// most one point and at least one digit, an optional exponent, and an
// optional last f, F, d or D; a second point among the digits is
// NumberFormatException("multiple points"), an empty text "empty
// String", and any other text "For input string: \"<trimmed text>\"".
//
// The model reads the text char by char (unrolled over its length
// bound) through an automaton that follows that grammar, and splits the
// path into the JDK's three exceptions, the plain decimal numbers
// (sign, digits, one point, suffix, whitespace around; a case per count
// of digits after the point), and the rest
// (NaN, Infinity, hexadecimal, an exponent, more than maxParseDigits
// digits, and for a float more than 2^24 with a fraction), which is
// concretised (a counted Pin case: interp.Case) and parsed by
// FloatingDecimal. A plain decimal number of N (its digits without the
// point, fewer than 10^9) with k digits after the point is N / 10^k
// rounded to nearest, ties to even, as the JDK rounds it: N and 10^k
// are exact doubles (and floats, N at most 2^24) and IEEE division is
// correctly rounded, so fdiv(N, 10^k) is that value exactly (Clinger's
// fast path); a float of an integer (k = 0) is i2f of N, rounded once
// too. The sign is applied after (rounding to nearest is symmetric), so
// "-0" is -0.0.

// maxParseDigits bounds the digits of the numbers modelled exactly: their
// value stays below 10^9, an int, and 10^k is exact in both formats.
const maxParseDigits = 9

// The states of the automaton, after the chars read so far.
const (
	psStart  = iota // nothing but whitespace
	psSign          // a sign
	psZero          // a first digit 0 (0x starts a hexadecimal number)
	psInt           // digits without a point
	psDot           // a point without a digit before
	psFrac          // a point and digits (on either side)
	psSuffix        // a number and f, F, d or D
	psTrail         // a number and whitespace
	psBad           // For input string
	psMulti         // multiple points
	psOther         // NaN, Infinity, hexadecimal, exponent: concretised
)

// registerSymParse registers the models of parsing floating-point text.
func registerSymParse(r *interp.Library) {
	for _, t := range []struct {
		class, short string
		prim         byte
	}{{"java/lang/Double", "Double", 'D'}, {"java/lang/Float", "Float", 'F'}} {
		t := t
		r.AddText(t.class+".parse"+t.short+"(Ljava/lang/String;)"+string(t.prim), func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			return parseFloatingText(vm, a[0], t.prim)
		})
		r.AddText(t.class+".valueOf(Ljava/lang/String;)L"+t.class+";", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			v, err := parseFloatingText(vm, a[0], t.prim)
			if err != nil {
				return interp.Slot{}, err
			}
			o, err := vm.Box(t.prim, v)
			return interp.RefSlot(o), err
		})
	}
}

// parseScan is what the automaton computed over a text: the final state,
// the sign, the digits' value and count, the digits after the point, and
// the trimmed text's bounds.
type parseScan struct {
	state, neg, value, digits, frac, lead, end solver.Expr
}

// parseFloatingText is parseDouble (prim 'D') or parseFloat ('F') of the
// String s with symbolic text.
func parseFloatingText(vm *interp.VM, s interp.Slot, prim byte) (interp.Slot, error) {
	c := vm.Ctx()
	text, err := argText(vm, []interp.Slot{s}, 0)
	if err != nil {
		return interp.Slot{}, err
	}
	n, err := positions(text)
	if err != nil {
		return interp.Slot{}, err
	}
	sc := scanNumber(c, text, n)
	is := func(st int64) solver.Expr { return c.Eq(sc.state, k(c, st)) }
	number := c.LOr(c.LOr(is(psZero), is(psInt)), c.LOr(is(psFrac), c.LOr(is(psSuffix), is(psTrail))))
	exact := c.Le(sc.digits, k(c, maxParseDigits))
	if prim == 'F' {
		exact = c.LAnd(exact, c.LOr(c.Le(sc.value, k(c, 1<<24)), c.Eq(sc.frac, k(c, 0))))
	}
	bad := c.LOr(is(psBad), c.LOr(is(psSign), is(psDot)))
	// One case per count of digits after the point, so that each path
	// divides by a constant power of ten (Z3 bit-blasts a division by a
	// symbolic one, an ite of ten, far more slowly).
	cases := []interp.Case{
		{Label: "NumberFormatException: empty String", Cond: is(psStart)},
		{Label: "NumberFormatException: multiple points", Cond: is(psMulti)},
		{Label: "NumberFormatException", Cond: bad},
		{Label: "NaN, Infinity, a hexadecimal number, an exponent or many digits", Cond: c.LOr(is(psOther), c.LAnd(number, c.Not(exact))), Pin: text},
	}
	for f := 0; f <= maxParseDigits; f++ {
		cases = append(cases, interp.Case{Label: fmt.Sprintf("a decimal number with %d digits after the point", f),
			Cond: c.LAnd(c.LAnd(number, exact), c.Eq(sc.frac, k(c, int64(f))))})
	}
	i, u, err := vm.SplitCases(cases)
	switch {
	case err != nil:
		return interp.Slot{}, err
	case i == 0:
		return interp.Slot{}, vm.JavaThrow(nfe, "empty String")
	case i == 1:
		return interp.Slot{}, vm.JavaThrow(nfe, "multiple points")
	case i == 2:
		trimmed := c.StrSub(text, sc.lead, sc.end)
		return interp.Slot{}, vm.JavaThrowText(nfe, c.StrConcat(c.StrConcat(lit(vm, "For input string: \""), trimmed), lit(vm, "\"")))
	case i == 3:
		str, err := vm.UTF16Slot(u)
		if err != nil {
			return interp.Slot{}, err
		}
		nbits := 64
		if prim == 'F' {
			nbits = 32
		}
		return parseFloating(vm, str, nbits)
	}
	kind := solver.KDouble
	if prim == 'F' {
		kind = solver.KFloat
	}
	num, err := vm.ConvertPrim(vm.Normal(interp.Slot{S: sc.value}), 'I', prim)
	if err != nil {
		return interp.Slot{}, err
	}
	x := vm.SymOf(num, kind)
	if f := i - 4; f > 0 {
		x = c.FDiv(x, c.Const(kind, floatConstBits(kind, math.Pow10(f))))
	}
	return vm.Normal(interp.Slot{S: c.Ite(sc.neg, c.FNeg(x), x)}), nil
}

// floatConstBits is the bits of v as a constant of kind k (KFloat or
// KDouble).
func floatConstBits(kind solver.Kind, v float64) int64 {
	if kind == solver.KFloat {
		return int64(math.Float32bits(float32(v)))
	}
	return int64(math.Float64bits(v))
}

// scanNumber runs the automaton over the n positions of text.
func scanNumber(c *solver.Context, text solver.Expr, n int) parseScan {
	zero, one := k(c, 0), k(c, 1)
	sc := parseScan{state: k(c, psStart), neg: c.Bool(false), value: zero, digits: zero, frac: zero, lead: zero, end: zero}
	leading := c.Bool(true) // every char so far is whitespace
	for i := 0; i < n; i++ {
		ch := charAt(c, text, k(c, int64(i)))
		in := c.Ge(ch, zero)
		ws := c.LAnd(in, c.Le(ch, k(c, ' ')))
		leading = c.LAnd(leading, ws)
		sc.lead = c.Ite(leading, k(c, int64(i+1)), sc.lead)
		sc.end = c.Ite(c.LAnd(in, c.Not(ws)), k(c, int64(i+1)), sc.end)
		next := step(c, sc.state, ch)
		digit := c.LAnd(c.Ge(ch, k(c, '0')), c.Le(ch, k(c, '9')))
		counted := c.LAnd(digit, c.LOr(c.Eq(next, k(c, psZero)), c.LOr(c.Eq(next, k(c, psInt)), c.Eq(next, k(c, psFrac)))))
		sc.value = c.Ite(counted, c.Add(c.Mul(sc.value, k(c, 10)), digitValue10(c, ch)), sc.value)
		sc.digits = c.Ite(counted, c.Add(sc.digits, one), sc.digits)
		sc.frac = c.Ite(c.LAnd(counted, c.Eq(next, k(c, psFrac))), c.Add(sc.frac, one), sc.frac)
		sc.neg = c.LOr(sc.neg, c.LAnd(c.Eq(sc.state, k(c, psStart)), c.Eq(ch, k(c, '-'))))
		sc.state = c.Ite(in, next, sc.state)
	}
	return sc
}

// digitValue10 is the value of the ASCII digit ch, an ite over the ten
// (so that its range, 0..9, is plain to the solver).
func digitValue10(c *solver.Context, ch solver.Expr) solver.Expr {
	v := k(c, 0)
	for d := int64(9); d >= 1; d-- {
		v = c.Ite(c.Eq(ch, k(c, '0'+d)), k(c, d), v)
	}
	return v
}

// charClass is a class of chars the automaton tells apart.
type charClass int

const (
	ccSpace   charClass = iota // up to ' ': whitespace to trim
	ccZero                     // 0
	ccDigit                    // 1..9
	ccPoint                    // .
	ccSign                     // + -
	ccSuffix                   // f F d D
	ccExp                      // e E
	ccSpecial                  // N I: NaN, Infinity
	ccHex                      // x X
	ccOther                    // any other char
	ccCount
)

// parseSteps is the automaton's transition table: parseSteps[class][state]
// is the state after a char of the class (the states from psBad on keep
// theirs: see step).
var parseSteps = [ccCount][psBad]int64{
	//          Start    Sign     Zero     Int      Dot      Frac     Suffix   Trail
	ccSpace:   {psStart, psBad, psTrail, psTrail, psBad, psTrail, psTrail, psTrail},
	ccZero:    {psZero, psZero, psInt, psInt, psFrac, psFrac, psBad, psBad},
	ccDigit:   {psInt, psInt, psInt, psInt, psFrac, psFrac, psBad, psBad},
	ccPoint:   {psDot, psDot, psFrac, psFrac, psMulti, psMulti, psBad, psBad},
	ccSign:    {psSign, psBad, psBad, psBad, psBad, psBad, psBad, psBad},
	ccSuffix:  {psBad, psBad, psSuffix, psSuffix, psBad, psSuffix, psBad, psBad},
	ccExp:     {psBad, psBad, psOther, psOther, psBad, psOther, psBad, psBad},
	ccSpecial: {psOther, psOther, psBad, psBad, psBad, psBad, psBad, psBad},
	ccHex:     {psBad, psBad, psOther, psBad, psBad, psBad, psBad, psBad},
	ccOther:   {psBad, psBad, psBad, psBad, psBad, psBad, psBad, psBad},
}

// step is the state after the char ch (a char, not -1) in state st.
func step(c *solver.Context, st, ch solver.Expr) solver.Expr {
	eq := func(v int64) solver.Expr { return c.Eq(ch, k(c, v)) }
	classes := []struct {
		cl   charClass
		cond solver.Expr
	}{
		{ccSpace, c.Le(ch, k(c, ' '))},
		{ccZero, eq('0')},
		{ccDigit, c.LAnd(c.Ge(ch, k(c, '1')), c.Le(ch, k(c, '9')))},
		{ccPoint, eq('.')},
		{ccSign, c.LOr(eq('+'), eq('-'))},
		{ccSuffix, c.LOr(c.LOr(eq('f'), eq('F')), c.LOr(eq('d'), eq('D')))},
		{ccExp, c.LOr(eq('e'), eq('E'))},
		{ccSpecial, c.LOr(eq('N'), eq('I'))},
		{ccHex, c.LOr(eq('x'), eq('X'))},
	}
	next := byState(c, st, parseSteps[ccOther])
	for j := len(classes) - 1; j >= 0; j-- {
		next = c.Ite(classes[j].cond, byState(c, st, parseSteps[classes[j].cl]), next)
	}
	return next
}

// byState is row[st] for the states before psBad, and st itself for the
// others (the final ones).
func byState(c *solver.Context, st solver.Expr, row [psBad]int64) solver.Expr {
	x := st
	for s := psBad - 1; s >= 0; s-- {
		x = c.Ite(c.Eq(st, k(c, int64(s))), k(c, row[s]), x)
	}
	return x
}
