package jdk

import (
	"fmt"

	"gospf/interp"
	"gospf/solver"
)

// Matcher.find on symbolic text, and the Matcher's match state after a
// match on symbolic text.
//
// The first find() of a fresh Matcher (after Pattern.matcher or reset(),
// over the whole text, of a Pattern compiled without flags) whose regex
// is in the subset without anchors (parseFindRegex) is exact: the text
// holds a match, or not, a membership of the text in .*(R).* (any char
// before and after, line terminators included). A text holding a
// surrogate is a case of its own where the regex can read one (bmpOnly),
// a concretisation as for matches (symregex.go). The second find() after
// one that found nothing finds nothing again (same state: last, first
// -1), without a split.
//
// What a match leaves behind (groups, start, end, hitEnd, where the next
// find() starts) is held in Go: the Matcher's native state is a
// heldMatch, the list of the calls answered symbolically, and its match
// fields are sealed. The methods that read them (matcherReaders) then
// concretise the text (interp.VM.ConcretizeText: counted, the equality
// joins the path condition; with symbolic.concretize = "error" the
// ErrUnsupported error naming the method), put the concrete text in the
// Matcher, reset it and replay the calls with JDK 17's own bytecode
// (their answers must be those already given), and run their own
// bytecode: from there on the Matcher computes with Java's semantics on
// concrete text. reset(), reset(CharSequence) and region forget the
// state (their bytecode rewrites it). A find() that cannot be exact (a
// regex outside the subset or with an anchor, flags, a region, a
// Matcher in another state) concretises the text the same way.

// heldMatch is the native state of a Matcher whose match state is held
// in Go: the calls answered on its symbolic text since it was fresh, in
// order.
type heldMatch struct {
	ops []heldOp
}

// heldOp is one call answered on symbolic text: matches() or find(), and
// its answer.
type heldOp struct {
	find   bool
	result bool
}

// SealedField seals every field but the text, the region, the bounds'
// modes and the pattern.
func (heldMatch) SealedField(fd *interp.Field) bool {
	switch fd.Name {
	case "text", "from", "to", "parentPattern", "transparentBounds", "anchoringBounds":
		return false
	}
	return fd.Class.Name == matcherClass
}

// SealedReason says why.
func (heldMatch) SealedReason() string {
	return "a match ran on symbolic text (its groups, start and end are held by the model)"
}

// with returns h with op appended (h is never modified: backtracking
// restores the old value).
func (h heldMatch) with(op heldOp) heldMatch {
	return heldMatch{ops: append(h.ops[:len(h.ops):len(h.ops)], op)}
}

// The ways a Matcher method meets symbolic text (matcherReaders).
const (
	heldReader    = iota // it reads the match state: concretise a held one
	textReader           // it reads the text too: concretise even a fresh one
	heldForgetter        // it rewrites the match state: drop a held one
)

// matcherReaders lists the Matcher methods whose bytecode reads or
// rewrites the match state (find() and matches() are models of their
// own).
var matcherReaders = []struct {
	sig  string
	mode int
}{
	{"start()I", heldReader}, {"start(I)I", heldReader}, {"start(Ljava/lang/String;)I", heldReader},
	{"end()I", heldReader}, {"end(I)I", heldReader}, {"end(Ljava/lang/String;)I", heldReader},
	{"group()Ljava/lang/String;", heldReader}, {"group(I)Ljava/lang/String;", heldReader},
	{"group(Ljava/lang/String;)Ljava/lang/String;", heldReader},
	{"toMatchResult()Ljava/util/regex/MatchResult;", heldReader}, {"hitEnd()Z", heldReader},
	{"requireEnd()Z", heldReader}, {"toString()Ljava/lang/String;", heldReader},
	{"usePattern(Ljava/util/regex/Pattern;)Ljava/util/regex/Matcher;", heldReader},
	{"appendReplacement(Ljava/lang/StringBuffer;Ljava/lang/String;)Ljava/util/regex/Matcher;", heldReader},
	{"appendReplacement(Ljava/lang/StringBuilder;Ljava/lang/String;)Ljava/util/regex/Matcher;", heldReader},
	{"find(I)Z", textReader}, {"lookingAt()Z", textReader},
	{"appendTail(Ljava/lang/StringBuffer;)Ljava/lang/StringBuffer;", textReader},
	{"appendTail(Ljava/lang/StringBuilder;)Ljava/lang/StringBuilder;", textReader},
	{"replaceAll(Ljava/lang/String;)Ljava/lang/String;", textReader},
	{"replaceAll(Ljava/util/function/Function;)Ljava/lang/String;", textReader},
	{"replaceFirst(Ljava/lang/String;)Ljava/lang/String;", textReader},
	{"replaceFirst(Ljava/util/function/Function;)Ljava/lang/String;", textReader},
	{"results()Ljava/util/stream/Stream;", textReader},
	{"reset()Ljava/util/regex/Matcher;", heldForgetter},
	{"reset(Ljava/lang/CharSequence;)Ljava/util/regex/Matcher;", heldForgetter},
	{"region(II)Ljava/util/regex/Matcher;", heldForgetter},
}

// registerMatcher registers find() and the readers of the match state.
func registerMatcher(r *interp.Library) {
	r.AddSym(matcherClass+".find()Z", matcherFind)
	for _, m := range matcherReaders {
		mode := m.mode
		r.AddSym(matcherClass+"."+m.sig, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			return interp.Slot{}, matcherReader(vm, a[0].R, mode)
		})
	}
}

// matcherText returns the symbolic text of the Matcher m, false when its
// text is concrete (or no String).
func matcherText(m *interp.Object) (solver.Expr, bool) {
	text := objField(m, "text")
	if text.R == nil || text.R.Class.Name != "java/lang/String" {
		return solver.Expr{}, false
	}
	return interp.SymbolicText(text.R)
}

// matcherReader is a method of matcherReaders: it lets its bytecode run
// (interp.ErrBytecode) once the match state is in the Matcher's fields.
func matcherReader(vm *interp.VM, m *interp.Object, mode int) error {
	s, sym := matcherText(m)
	_, held := m.Native.(heldMatch)
	switch {
	case !sym:
	case mode == heldForgetter && held:
		vm.SetNative(m, nil)
	case held || mode == textReader && m.Native == nil:
		if err := concretizeMatcher(vm, m, s, nil); err != nil {
			return err
		}
	}
	return interp.ErrBytecode
}

// matcherFind is Matcher.find() (the file comment).
func matcherFind(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	m := a[0].R
	s, sym := matcherText(m)
	if !sym {
		return interp.Slot{}, interp.ErrBytecode
	}
	if h, held := m.Native.(heldMatch); held && h.ops[len(h.ops)-1] == (heldOp{find: true, result: false}) {
		return interp.Slot{I: 0}, nil
	}
	if m.Native != nil {
		return interp.Slot{}, concretizeMatcher(vm, m, s, nil)
	}
	src, ok := freshWholeMatcher(vm, m, s)
	if !ok {
		return interp.Slot{}, concretizeMatcher(vm, m, s, nil)
	}
	lang, err := parseFindRegex(src)
	if err != nil {
		return interp.Slot{}, concretizeMatcher(vm, m, s, nil)
	}
	c := vm.Ctx()
	bmp, cut := bmpOnly(lang)
	anyText := func() *solver.Regex {
		return &solver.Regex{Kind: solver.ReLoop, Min: 0, Max: -1, Subs: []*solver.Regex{solver.NewSet([2]int32{0, 0xFFFF})}}
	}
	in := c.StrInRe(s, &solver.Regex{Kind: solver.ReCat, Subs: []*solver.Regex{anyText(), bmp, anyText()}})
	cases := []interp.Case{{Label: "finds a match", Cond: in}, {Label: "finds none", Cond: c.Not(in)}}
	if cut {
		plain := c.StrInRe(s, &solver.Regex{Kind: solver.ReLoop, Min: 0, Max: -1, Subs: []*solver.Regex{nonSurrogates}})
		cases[1].Cond = c.LAnd(c.Not(in), plain)
		cases = append(cases, interp.Case{Label: "a surrogate in the text", Cond: c.LAnd(c.Not(in), c.Not(plain)), Pin: s})
	}
	i, text, err := vm.SplitCases(cases)
	if err != nil {
		return interp.Slot{}, err
	}
	if i == 2 {
		return interp.Slot{}, concretizeMatcher(vm, m, s, text)
	}
	vm.SetNative(m, heldMatch{}.with(heldOp{find: true, result: i == 0}))
	return interp.Slot{I: b2i(i == 0)}, nil
}

// freshWholeMatcher returns the regex of the Matcher m on the symbolic
// text s when m is as Pattern.matcher or reset() leave it (no match yet,
// the region the whole text) and its Pattern has no flags.
func freshWholeMatcher(vm *interp.VM, m *interp.Object, s solver.Expr) ([]uint16, bool) {
	c := vm.Ctx()
	k := func(v int64) solver.Expr { return c.Const(solver.KInt, v) }
	if vm.SymOf(objField(m, "first"), solver.KInt) != k(-1) || vm.SymOf(objField(m, "last"), solver.KInt) != k(0) ||
		vm.SymOf(objField(m, "from"), solver.KInt) != k(0) || vm.SymOf(objField(m, "to"), solver.KInt) != c.StrLen(s) {
		return nil, false
	}
	p := objField(m, "parentPattern").R
	if vm.SymOf(objField(p, "flags"), solver.KInt) != k(0) {
		return nil, false
	}
	return interp.StringOf(objField(p, "pattern").R), true
}

// concretizeMatcher gives the Matcher m, whose text s is symbolic, the
// text s has in a model of the path condition (text, when the caller's
// case split already took it; else ConcretizeText), and the match state
// its held calls left (reset, and the calls replayed with the JDK's
// bytecode). It returns interp.ErrBytecode, so that the method called
// runs its bytecode next, or the error of the concretisation.
func concretizeMatcher(vm *interp.VM, m *interp.Object, s solver.Expr, text []uint16) error {
	if text == nil {
		var err error
		if text, err = vm.ConcretizeText(s, "read by a java.util.regex.Matcher beyond whether it matches"); err != nil {
			return err
		}
	}
	t, err := vm.UTF16Slot(text)
	if err != nil {
		return err
	}
	h, held := m.Native.(heldMatch)
	vm.SetNative(m, nil)
	vm.SetField(m, m.Class.FieldByName("text").Slot, t)
	// The region's end was the symbolic text's length: now a number.
	if to := m.Class.FieldByName("to").Slot; m.Fields[to].S == vm.Ctx().StrLen(s) {
		vm.SetField(m, to, interp.Slot{I: int64(len(text))})
	}
	if !held {
		return interp.ErrBytecode
	}
	if _, err := vm.CallVirtual(m, "reset", "()Ljava/util/regex/Matcher;"); err != nil {
		return err
	}
	for _, op := range h.ops {
		name := map[bool]string{true: "find", false: "matches"}[op.find]
		r, err := vm.CallVirtual(m, name, "()Z")
		if err != nil {
			return err
		}
		if (r.I != 0) != op.result {
			return fmt.Errorf("internal error: Matcher.%s() on the concretised text %q answers %v where the model answered %v",
				name, interp.StringOfUTF16(text), r.I != 0, op.result)
		}
	}
	return interp.ErrBytecode
}
