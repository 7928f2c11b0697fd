package jdk

import (
	"errors"
	"fmt"

	"gospf/interp"
	"gospf/solver"
)

// Regular expressions on symbolic text: String.matches, Pattern.matches
// and Matcher.matches (a whole-input match) with a constant regex of the
// subset symregex_parse.go reads are the solver's membership in a regular
// language (solver.Context.StrInRe: Z3's str.in_re, exact with or without
// a bound on the text's length), one case split: the text matches, or
// not.
//
// Java matches code points, and a char class reads a surrogate pair as
// one; the language given to the solver is the regex's cut to the chars
// that are no surrogates (bmpOnly), exact for every text without a
// surrogate. When the regex can match a surrogate or a supplementary
// code point at all ('.', a negated class, \D \S \W), a third case holds
// the texts with a surrogate: it is a concretisation (interp.Case.Pin;
// without symbolic.concretize an unsupported error on that path), and
// the JDK's own Pattern answers on the text it is given. Otherwise no
// text with a surrogate matches (every char must be read by a class that
// holds none), and the second case takes them. A regex outside the
// subset (or a region, or flags) concretises the text, after a malformed
// one has thrown its PatternSyntaxException (matchesByJDK).
//
// replaceAll and replaceFirst of a literal regex (no metacharacter, or
// only quoted ones: "\\*", "\\.") with a replacement without '$' or '\'
// are String.replace of the literal (replaceText, one char long) and its
// first occurrence; replaceFirst of "", "^" or "\\A" puts the
// replacement in front. Any other regex on symbolic text concretises
// the text and runs JDK 17's Pattern on it (symregex_concrete.go); find()
// and the match state are symregex_find.go's. A concrete text runs the concrete
// models (or, for matches, the subset's matcher and else the JDK's own
// Pattern, exact on every text).

const (
	patternClass = "java/util/regex/Pattern"
	matcherClass = "java/util/regex/Matcher"
)

// registerSymRegex registers the models, after registerString's.
func registerSymRegex(r *interp.Library) {
	S := "java/lang/String."
	str := "Ljava/lang/String;"
	r.Add(S+"matches("+str+")Z", concreteMatches)
	r.AddText(S+"matches("+str+")Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		src, err := constantRegex(vm, a[1])
		if err != nil {
			return interp.Slot{}, err
		}
		s, _ := interp.SymbolicText(a[0].R)
		return symMatches(vm, s, src, nil)
	})
	r.AddText(S+"replaceAll("+str+str+")"+str, replaceRegex(true))
	r.AddText(S+"replaceFirst("+str+str+")"+str, replaceRegex(false))
	r.AddSym(matcherClass+".matches()Z", matcherMatches)
	registerMatcher(r)
}

// constantRegex returns the text of the regex argument r: a Java
// exception for null, ErrUnsupported for symbolic text.
func constantRegex(vm *interp.VM, r interp.Slot) ([]uint16, error) {
	if r.R == nil {
		return nil, vm.JavaThrow(npe, "")
	}
	if _, sym := interp.SymbolicText(r.R); sym {
		return nil, fmt.Errorf("%w: a symbolic regular expression", interp.ErrUnsupported)
	}
	return interp.StringOf(r.R), nil
}

// concreteMatches is String.matches on concrete text: the subset's
// matcher where it applies, the JDK's own Pattern.matches otherwise.
func concreteMatches(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	src, err := constantRegex(vm, a[1])
	if err != nil {
		return interp.Slot{}, err
	}
	u := interp.StringOf(a[0].R)
	if lang, err := parseJavaRegex(src); err == nil && !hasSurrogate(u) {
		in := make([]int32, len(u))
		for i, c := range u {
			in[i] = int32(c)
		}
		return interp.Slot{I: b2i(lang.Match(in))}, nil
	}
	return jdkMatches(vm, src, u)
}

func hasSurrogate(u []uint16) bool {
	for _, c := range u {
		if c >= 0xD800 && c <= 0xDFFF {
			return true
		}
	}
	return false
}

// jdkMatches runs JDK 17's Pattern.matches(regex, text) on concrete text.
func jdkMatches(vm *interp.VM, regex, text []uint16) (interp.Slot, error) {
	m, err := patternMethod(vm, "matches", "(Ljava/lang/String;Ljava/lang/CharSequence;)Z")
	if err != nil {
		return interp.Slot{}, err
	}
	r, err := vm.UTF16Slot(regex)
	if err != nil {
		return interp.Slot{}, err
	}
	t, err := vm.UTF16Slot(text)
	if err != nil {
		return interp.Slot{}, err
	}
	return vm.Call(m, []interp.Slot{r, t})
}

func patternMethod(vm *interp.VM, name, desc string) (*interp.Method, error) {
	c, err := vm.LoadClass(patternClass)
	if err != nil {
		return nil, err
	}
	m := c.DeclaredMethod(name, desc)
	if m == nil {
		return nil, fmt.Errorf("%w: no Pattern.%s%s", interp.ErrLinkage, name, desc)
	}
	return m, nil
}

// matchesByJDK is a whole-input match of the regex src outside the
// subset (why) on the symbolic text s: a malformed regex throws JDK 17's
// PatternSyntaxException (its Pattern.compile runs on it) on every text;
// otherwise the text is concretised (counted; under symbolic.concretize
// = "error" the ErrUnsupported error naming the regex) and JDK 17's
// Pattern.matches answers on it. seal is symMatches'.
func matchesByJDK(vm *interp.VM, s solver.Expr, src []uint16, why error, seal func(bool)) (interp.Slot, error) {
	if _, err := compileRegex(vm, src); err != nil {
		return interp.Slot{}, err // the PatternSyntaxException, or a host failure
	}
	text, err := vm.ConcretizeText(s, fmt.Sprintf("matched against the regular expression %q (%v)", interp.StringOfUTF16(src), why))
	if err != nil {
		return interp.Slot{}, err
	}
	res, err := jdkMatches(vm, src, text)
	if err == nil && seal != nil {
		seal(res.I != 0)
	}
	return res, err
}

// symMatches is a whole-input match of the regex src on the symbolic text
// s (the file comment); seal, when not nil, runs once the case is chosen,
// with the answer.
func symMatches(vm *interp.VM, s solver.Expr, src []uint16, seal func(bool)) (interp.Slot, error) {
	lang, err := parseJavaRegex(src)
	if err != nil {
		return matchesByJDK(vm, s, src, err, seal)
	}
	c := vm.Ctx()
	bmp, cut := bmpOnly(lang)
	in := c.StrInRe(s, bmp)
	cases := []interp.Case{{Label: "matches", Cond: in}, {Label: "does not match", Cond: c.Not(in)}}
	if cut {
		plain := c.StrInRe(s, &solver.Regex{Kind: solver.ReLoop, Min: 0, Max: -1, Subs: []*solver.Regex{nonSurrogates}})
		cases[1].Cond = c.LAnd(c.Not(in), plain)
		cases = append(cases, interp.Case{Label: "a surrogate in the text", Cond: c.Not(plain), Pin: s})
	}
	i, text, err := vm.SplitCases(cases)
	if err != nil {
		return interp.Slot{}, err
	}
	res := interp.Slot{I: b2i(i == 0)}
	if i == 2 {
		if res, err = jdkMatches(vm, src, text); err != nil {
			return interp.Slot{}, err
		}
	}
	if seal != nil {
		seal(res.I != 0)
	}
	return res, nil
}

// matcherMatches is Matcher.matches() on a String of symbolic text, over
// the whole text, of a Pattern compiled without flags (a region or flags
// concretise the text); a concrete text runs the bytecode. Its state
// after the match (groups, start, end) is held in Go (heldMatch,
// symregex_find.go): the methods that read it concretise the text.
func matcherMatches(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	m := a[0].R
	s, sym := matcherText(m)
	if !sym {
		return interp.Slot{}, interp.ErrBytecode
	}
	c := vm.Ctx()
	h, held := m.Native.(heldMatch)
	if m.Native != nil && !held {
		return interp.Slot{}, fmt.Errorf("%w: a matcher holding other state", interp.ErrUnsupported)
	}
	p := objField(m, "parentPattern").R
	if vm.SymOf(objField(m, "from"), solver.KInt) != c.Const(solver.KInt, 0) || vm.SymOf(objField(m, "to"), solver.KInt) != c.StrLen(s) ||
		vm.SymOf(objField(p, "flags"), solver.KInt) != c.Const(solver.KInt, 0) {
		// A region, or flags: the text is concretised (symregex_find.go).
		return interp.Slot{}, concretizeMatcher(vm, m, s, nil)
	}
	src := interp.StringOf(objField(p, "pattern").R)
	return symMatches(vm, s, src, func(r bool) { vm.SetNative(m, h.with(heldOp{result: r})) })
}

// objField reads the field name of o.
func objField(o *interp.Object, name string) interp.Slot {
	return o.Fields[o.Class.FieldByName(name).Slot]
}

// replaceRegex is String.replaceAll (all) or replaceFirst on symbolic
// text (the file comment).
func replaceRegex(all bool) interp.NativeFunc {
	what := map[bool]string{true: "replaceAll", false: "replaceFirst"}[all]
	return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		src, err := constantRegex(vm, a[1])
		if err != nil {
			return interp.Slot{}, err
		}
		repl, err := constantRegex(vm, a[2])
		if err != nil {
			return interp.Slot{}, err
		}
		s, _ := interp.SymbolicText(a[0].R)
		byJDK := func(why error) (interp.Slot, error) {
			return regexByJDK(vm, s, what, src, why, func(p *interp.Object, text interp.Slot) (interp.Slot, error) {
				m, err := vm.CallVirtual(p, "matcher", "(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;", text)
				if err != nil {
					return interp.Slot{}, err
				}
				return vm.CallVirtual(m.R, what, "(Ljava/lang/String;)Ljava/lang/String;", a[2])
			})
		}
		if !plainReplacement(repl) {
			return byJDK(fmt.Errorf("a replacement holding $ or \\ (%q)", interp.StringOfUTF16(repl)))
		}
		c := vm.Ctx()
		if t := interp.StringOfUTF16(src); t == "^" || t == `\A` || t == "" && !all {
			return vm.TextSlot(c.StrConcat(c.StrConst(repl), s))
		}
		lit, ok := literalRegex(src)
		if !ok {
			return byJDK(errors.New("only a literal regular expression is replaced exactly"))
		}
		if all {
			target, err := vm.UTF16Slot(lit)
			if err != nil {
				return interp.Slot{}, err
			}
			r, err := replaceText(vm, []interp.Slot{a[0], target, a[2]})
			if errors.Is(err, interp.ErrUnsupported) { // before any case split
				return byJDK(err)
			}
			return r, err
		}
		// The first occurrence, if any.
		idx := c.StrIndexOf(s, c.StrConst(lit), c.Const(solver.KInt, 0))
		none := c.Lt(idx, c.Const(solver.KInt, 0))
		i, _, err := vm.SplitCases([]interp.Case{{Label: "no occurrence", Cond: none}, {Label: "an occurrence", Cond: c.Not(none)}})
		if err != nil {
			return interp.Slot{}, err
		}
		if i == 0 {
			return a[0], nil
		}
		after := c.Add(idx, c.Const(solver.KInt, int64(len(lit))))
		r := c.StrConcat(c.StrConcat(c.StrSub(s, c.Const(solver.KInt, 0), idx), c.StrConst(repl)), c.StrSub(s, after, c.StrLen(s)))
		return vm.TextSlot(r)
	}
}

// literalRegex returns the text a regex without metacharacters matches:
// every char one that is no metacharacter, or a backslash and a char
// that is no letter or digit (quoted).
func literalRegex(src []uint16) ([]uint16, bool) {
	var out []uint16
	for i := 0; i < len(src); i++ {
		ch := src[i]
		switch {
		case ch == '\\':
			if i+1 == len(src) {
				return nil, false
			}
			i++
			q := src[i]
			if q < 0x80 && (isASCIILetter(int32(q)) || q >= '0' && q <= '9') || q >= 0xD800 && q <= 0xDFFF {
				return nil, false
			}
			out = append(out, q)
		case ch < 0x80 && isMeta(byte(ch)), ch >= 0xD800 && ch <= 0xDFFF:
			return nil, false
		default:
			out = append(out, ch)
		}
	}
	return out, true
}

// isMeta reports whether c has a meaning of its own in a regex.
func isMeta(c byte) bool {
	for _, m := range []byte(`\^$.|?*+()[]{}`) {
		if c == m {
			return true
		}
	}
	return false
}
