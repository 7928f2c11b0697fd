package jdk

import (
	"fmt"
	"math"

	"gospf/interp"
	"gospf/solver"
)

// java.util.Scanner over a String of symbolic text. JDK 17's Scanner
// runs its regular expressions over the text, which on symbolic chars
// branches at every char of every pattern; the model keeps the text not
// yet read instead (a symScanner, the object's Native) and reads tokens
// and lines with equations of the sequence theory: the text is fresh
// leading whitespace, a token and the rest, each in its regular language
// (solver.Context.StrInRe), exact at any length.
//
// Exact, with the default delimiter (\p{javaWhitespace}+) and the
// default locale gospf has (en: group separator ',', minus sign '-'):
// next, hasNext, nextLine, hasNextLine, close, and nextInt/hasNextInt in
// radix 10 for a missing token (NoSuchElementException), a token of ASCII
// digits with an optional sign (its value, or InputMismatchException
// with parseInt's message beyond the int range), and a token Scanner's
// integer pattern does not match (InputMismatchException, the token not
// consumed). A token the pattern matches with a group separator or a
// digit beyond ASCII ("1,000", "١٢"), or holding a surrogate, stops the
// path with ErrUnsupported naming the method. Every other method of a
// Scanner of symbolic text (useDelimiter, findInLine, nextDouble, ...)
// stops the same way: the object's fields are sealed.

// symScanner is the state of a Scanner of symbolic text: the text not yet
// read, and whether close was called.
type symScanner struct {
	rest   solver.Expr
	closed bool
}

// SealedField reports that every field of the Scanner is the model's.
func (*symScanner) SealedField(fd *interp.Field) bool {
	return fd.Class.Name == "java/util/Scanner" && !fd.Static
}

// SealedReason says why the fields are sealed.
func (*symScanner) SealedReason() string { return "a Scanner of symbolic text" }

// lineTerminators are the chars that end a line for Scanner.nextLine (and
// that '.' of its line pattern does not match); "\r\n" ends one line.
var lineTerminators = []runeRange{{'\n', '\n'}, {'\r', '\r'}, {0x85, 0x85}, {0x2028, 0x2029}}

// scannerLanguages are the regular languages of the model, built once per
// registration: whitespace, a token's chars, the chars of a line, Scanner's
// integer pattern in radix 10 and the ASCII integers.
type scannerLanguages struct {
	space, word, line, integer, ascii, surrogate *solver.Regex
	spaceRanges                                  []runeRange
}

// newScannerLanguages builds the languages. The integer pattern is JDK
// 17's for the locale en: [-+]?(D++ | N D? D? (',' D D D)+) with D every
// char Character.isDigit accepts (Java's decimal digit blocks) and N the
// digits but '0'.
func newScannerLanguages() *scannerLanguages {
	set := func(rs []runeRange) *solver.Regex {
		var out [][2]int32
		for _, r := range rs {
			out = append(out, [2]int32{r.lo, r.hi})
		}
		return solver.NewSet(out...)
	}
	loop := func(r *solver.Regex, lo, hi int) *solver.Regex {
		return &solver.Regex{Kind: solver.ReLoop, Subs: []*solver.Regex{r}, Min: lo, Max: hi}
	}
	cat := func(rs ...*solver.Regex) *solver.Regex { return &solver.Regex{Kind: solver.ReCat, Subs: rs} }
	alt := func(rs ...*solver.Regex) *solver.Regex { return &solver.Regex{Kind: solver.ReAlt, Subs: rs} }
	spaces := predicateRanges(func(r rune) bool { return r <= 0xFFFF && isWhitespaceChar(uint16(r)) }, 0xFFFF)
	space := set(spaces)
	var digits [][2]int32
	for _, z := range solver.JavaDigitZeros {
		digits = append(digits, [2]int32{int32(z), int32(z) + 9})
	}
	d := solver.NewSet(digits...)
	n := d.Intersect(solver.NewSet([2]int32{0, '/'}, [2]int32{'1', 0xFFFF}))
	sign := loop(solver.NewSet([2]int32{'+', '+'}, [2]int32{'-', '-'}), 0, 1)
	comma := solver.NewSet([2]int32{',', ','})
	grouped := cat(n, loop(d, 0, 2), loop(cat(comma, d, d, d), 1, -1))
	return &scannerLanguages{
		space:       space,
		spaceRanges: spaces,
		word:        space.Complement(0xFFFF),
		line:        set(lineTerminators).Complement(0xFFFF),
		integer:     cat(sign, alt(loop(d, 1, -1), grouped)),
		ascii:       cat(sign, loop(solver.NewSet([2]int32{'0', '9'}), 1, -1)),
		surrogate:   solver.NewSet([2]int32{0xD800, 0xDFFF}),
	}
}

// registerScanner registers the models of Scanner over symbolic text.
func registerScanner(r *interp.Library) {
	langs := newScannerLanguages()
	C := "java/util/Scanner."
	str := "Ljava/lang/String;"
	r.AddText(C+"<init>("+str+")V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		s, err := argText(vm, a, 1)
		if err != nil {
			return interp.Slot{}, err
		}
		vm.SetNative(a[0].R, &symScanner{rest: s})
		return interp.Slot{}, nil
	})
	for _, m := range []struct {
		name string
		f    func(*interp.VM, *scannerLanguages, *symScanner, []interp.Slot) (interp.Slot, error)
	}{
		{"next()" + str, scanNext},
		{"hasNext()Z", scanHasNext},
		{"nextInt()I", scanNextInt(false)},
		{"nextInt(I)I", scanNextInt(false)},
		{"hasNextInt()Z", scanNextInt(true)},
		{"hasNextInt(I)Z", scanNextInt(true)},
		{"nextLine()" + str, scanNextLine},
		{"hasNextLine()Z", scanHasNextLine},
		{"close()V", scanClose},
	} {
		r.AddSym(C+m.name, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			sc, ok := a[0].R.Native.(*symScanner)
			switch {
			case !ok:
				return interp.Slot{}, interp.ErrBytecode // a Scanner of concrete text or a stream
			case sc.closed && m.name != "close()V":
				return interp.Slot{}, vm.JavaThrow("java/lang/IllegalStateException", "Scanner closed")
			}
			return m.f(vm, langs, sc, a)
		})
	}
}

// scanRest sets the text not yet read of the Scanner o.
func scanRest(vm *interp.VM, o *interp.Object, sc *symScanner, rest solver.Expr) {
	vm.SetNative(o, &symScanner{rest: rest, closed: sc.closed})
}

// token returns the condition that the text s holds no token (only
// whitespace), and the parts of s around its first token otherwise: the
// token and the text after it, with split, the condition that s is
// leading whitespace, the token and the text after it (empty or from a
// whitespace char), and word, that the token is chars other than
// whitespace. A case that constrains the token to a language of its own
// within word's (an ASCII integer) leaves word out: Z3 decides those
// cases in a fraction of the time. The parts are functions of s
// (variables named after it), so every call on the same text has the
// same parts; no and split ∧ word exclude each other and cover every text.
func token(c *solver.Context, l *scannerLanguages, s solver.Expr) (none, tok, after, split, word solver.Expr) {
	bound := int64(math.MaxInt32)
	if !solver.Unbounded(s) {
		bound = solver.MaxLen(s)
	}
	v := func(name string) solver.Expr {
		return c.Var(fmt.Sprintf("scanner%s#%d", name, s.ID()), solver.KString, 0, bound)
	}
	ws, tok, after := v("Space"), v("Token"), v("After")
	star := &solver.Regex{Kind: solver.ReLoop, Subs: []*solver.Regex{l.space}, Min: 0, Max: -1}
	plus := &solver.Regex{Kind: solver.ReLoop, Subs: []*solver.Regex{l.word}, Min: 1, Max: -1}
	split = c.LAnd(c.Eq(s, c.StrConcat(ws, c.StrConcat(tok, after))), c.StrInRe(ws, star))
	split = c.LAnd(split, c.LOr(c.Eq(c.StrLen(after), k(c, 0)), inRanges(c, c.StrAt(after, k(c, 0)), l.spaceRanges)))
	return c.StrInRe(s, star), tok, after, split, c.StrInRe(tok, plus)
}

// scanNext is Scanner.next(): the first token, or NoSuchElementException
// (the whitespace read) when there is none.
func scanNext(vm *interp.VM, l *scannerLanguages, sc *symScanner, a []interp.Slot) (interp.Slot, error) {
	c := vm.Ctx()
	none, tok, after, split, word := token(c, l, sc.rest)
	i, _, err := vm.SplitCases([]interp.Case{
		{Label: "a token", Cond: c.LAnd(split, word)},
		{Label: "NoSuchElementException", Cond: none},
	})
	switch {
	case err != nil:
		return interp.Slot{}, err
	case i == 1:
		scanRest(vm, a[0].R, sc, c.StrConst(nil))
		return interp.Slot{}, vm.JavaThrow("java/util/NoSuchElementException", "")
	}
	scanRest(vm, a[0].R, sc, after)
	return vm.TextSlot(tok)
}

// scanHasNext is Scanner.hasNext(): whether a token is left.
func scanHasNext(vm *interp.VM, l *scannerLanguages, sc *symScanner, a []interp.Slot) (interp.Slot, error) {
	c := vm.Ctx()
	none, _, _, _, _ := token(c, l, sc.rest)
	return boolResult(vm, c.Not(none)), nil
}

// scanNextInt is Scanner.nextInt() and nextInt(radix) in radix 10, or
// (has) hasNextInt: the cases of the first token (none, an ASCII int in
// range, ASCII digits beyond it, no match of the integer pattern, and
// the rest the model does not take).
func scanNextInt(has bool) func(*interp.VM, *scannerLanguages, *symScanner, []interp.Slot) (interp.Slot, error) {
	return func(vm *interp.VM, l *scannerLanguages, sc *symScanner, a []interp.Slot) (interp.Slot, error) {
		if len(a) > 1 && (a[1].S.Valid() || a[1].I != 10) {
			return interp.Slot{}, fmt.Errorf("%w: a Scanner of symbolic text in a radix other than 10", interp.ErrUnsupported)
		}
		c := vm.Ctx()
		none, tok, after, split, word := token(c, l, sc.rest)
		ascii, inRange := c.StrInRe(tok, l.ascii), c.StrIsASCIIInt(tok)
		anyChars := &solver.Regex{Kind: solver.ReLoop, Subs: []*solver.Regex{solver.NewSet([2]int32{0, 0xFFFF})}, Min: 0, Max: -1}
		hasSur := c.StrInRe(tok, &solver.Regex{Kind: solver.ReCat, Subs: []*solver.Regex{anyChars, l.surrogate, anyChars}})
		matches := c.StrInRe(tok, l.integer)
		i, _, err := vm.SplitCases([]interp.Case{
			{Label: "an int", Cond: c.LAnd(split, c.LAnd(ascii, inRange))},
			{Label: "NoSuchElementException", Cond: none},
			{Label: "digits beyond the int range", Cond: c.LAnd(split, c.LAnd(ascii, c.Not(inRange)))},
			{Label: "no integer", Cond: c.LAnd(c.LAnd(split, word), c.LAnd(c.Not(hasSur), c.Not(matches)))},
			{Label: "a group separator, a digit beyond ASCII or a surrogate", Cond: c.LAnd(c.LAnd(split, word), c.LAnd(c.Not(ascii), c.LOr(hasSur, matches)))},
		})
		switch {
		case err != nil:
			return interp.Slot{}, err
		case has && i == 0:
			return interp.Slot{I: 1}, nil
		case has && i != 4:
			return interp.Slot{I: 0}, nil
		case i == 0:
			scanRest(vm, a[0].R, sc, after)
			return vm.Normal(interp.Slot{S: c.StrASCIIToInt(tok)}), nil
		case i == 1:
			scanRest(vm, a[0].R, sc, c.StrConst(nil))
			return interp.Slot{}, vm.JavaThrow("java/util/NoSuchElementException", "")
		case i == 2:
			scanRest(vm, a[0].R, sc, c.StrConcat(tok, after))
			return interp.Slot{}, vm.JavaThrowText("java/util/InputMismatchException", c.StrConcat(c.StrConcat(lit(vm, `For input string: "`), tok), lit(vm, `"`)))
		case i == 3:
			scanRest(vm, a[0].R, sc, c.StrConcat(tok, after))
			return interp.Slot{}, vm.JavaThrow("java/util/InputMismatchException", "")
		}
		return interp.Slot{}, fmt.Errorf("%w: a Scanner of symbolic text reading an int with a group separator, a digit beyond ASCII or a surrogate", interp.ErrUnsupported)
	}
}

// scanNextLine is Scanner.nextLine(): the text up to the first line
// terminator ("\r\n" is one), which it reads too, or the whole text when
// it holds none; NoSuchElementException("No line found") when no text is
// left.
func scanNextLine(vm *interp.VM, l *scannerLanguages, sc *symScanner, a []interp.Slot) (interp.Slot, error) {
	c := vm.Ctx()
	s := sc.rest
	bound := int64(math.MaxInt32)
	if !solver.Unbounded(s) {
		bound = solver.MaxLen(s)
	}
	line := c.Var(fmt.Sprintf("scannerLine#%d", s.ID()), solver.KString, 0, bound)
	after := c.Var(fmt.Sprintf("scannerLineAfter#%d", s.ID()), solver.KString, 0, bound)
	sep := c.Var(fmt.Sprintf("scannerLineEnd#%d", s.ID()), solver.KString, 1, 1)
	chars := &solver.Regex{Kind: solver.ReLoop, Subs: []*solver.Regex{l.line}, Min: 0, Max: -1}
	inLine := c.StrInRe(line, chars)
	crlf := c.LAnd(inLine, c.Eq(s, c.StrConcat(line, c.StrConcat(lit(vm, "\r\n"), after))))
	term := solver.NewSet([2]int32{'\n', '\n'}, [2]int32{'\r', '\r'}, [2]int32{0x85, 0x85}, [2]int32{0x2028, 0x2029})
	one := c.LAnd(c.LAnd(inLine, c.StrInRe(sep, term)), c.Eq(s, c.StrConcat(line, c.StrConcat(sep, after))))
	one = c.LAnd(one, c.Not(c.LAnd(c.Eq(sep, lit(vm, "\r")), c.StrPrefix(lit(vm, "\n"), after))))
	empty := c.Eq(c.StrLen(s), k(c, 0))
	i, _, err := vm.SplitCases([]interp.Case{
		{Label: "NoSuchElementException", Cond: empty},
		{Label: "a last line without a terminator", Cond: c.LAnd(c.Not(empty), c.StrInRe(s, chars))},
		{Label: "a line ended by \\r\\n", Cond: crlf},
		{Label: "a line ended by one char", Cond: one},
	})
	switch {
	case err != nil:
		return interp.Slot{}, err
	case i == 0:
		return interp.Slot{}, vm.JavaThrow("java/util/NoSuchElementException", "No line found")
	case i == 1:
		scanRest(vm, a[0].R, sc, c.StrConst(nil))
		return vm.TextSlot(s)
	}
	scanRest(vm, a[0].R, sc, after)
	return vm.TextSlot(line)
}

// scanHasNextLine is Scanner.hasNextLine(): whether any text is left.
func scanHasNextLine(vm *interp.VM, l *scannerLanguages, sc *symScanner, a []interp.Slot) (interp.Slot, error) {
	c := vm.Ctx()
	return boolResult(vm, c.Gt(c.StrLen(sc.rest), k(c, 0))), nil
}

// scanClose is Scanner.close(): later reads throw IllegalStateException.
func scanClose(vm *interp.VM, l *scannerLanguages, sc *symScanner, a []interp.Slot) (interp.Slot, error) {
	vm.SetNative(a[0].R, &symScanner{rest: sc.rest, closed: true})
	return interp.Slot{}, nil
}
