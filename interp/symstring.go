package interp

import (
	"fmt"
	"math"

	"gospf/solver"
)

// Symbolic strings. A String object whose Native is a *symString holds a
// KString expression (solver/strings.go) instead of UTF-16 text: a string
// input (a sym String parameter, Verifier.nondetString) or a String
// computed from one. A StringBuilder or StringBuffer whose Native is a
// *symBuilder holds symbolic content the same way. Like the concrete
// ones, both are immutable and replaced on change (SetNative), so
// backtracking restores them.
//
// The models that compute with them are package jdk's, registered with
// Library.AddText or AddSymbolic and tried before the concrete model
// whenever an argument is symbolic (symbolicFor); they reach the text
// through TextOf, SymbolicText, TextSlot, SetStringText and
// SetBuilderText, and split the path on their preconditions with Require
// and SplitCases (peer_text.go). A method without such a model meets the
// symbolic argument in its concrete model, whose guard (concreteOnly)
// stops the run with ErrUnsupported naming the method and the
// instruction: a symbolic string is never read as text. What stays here
// is the representation, string inputs, String.valueOf's text of a
// symbolic value (ValueText) and string concatenation (symConcat).
//
// Chars: Z3 4.8.12's strings are sequences of code points up to 0x2FFFF;
// the translation keeps every char of a string input in 0..0xFFFF, Java's
// char (lone surrogates are chars like any other), so every model is a
// Java string. An input's length is at most max_string_length: a bound,
// which verify reports (InputVar.Bound); with max_string_length = -1 it is
// any length a Java String has (0..2^31-1), no bound.

// symString is the Native of a String whose text is symbolic.
type symString struct{ e solver.Expr }

// symBuilder is the Native of a StringBuilder or StringBuffer whose
// content is symbolic. cap is its capacity() as an int expression, exact
// where capOK holds (symbuilder_cap.go).
type symBuilder struct{ e, cap, capOK solver.Expr }

// isSymbolicText reports whether o is a String or builder with symbolic
// text.
func isSymbolicText(o *Object) bool {
	if o == nil {
		return false
	}
	switch o.Native.(type) {
	case *symString, *symBuilder:
		return true
	}
	return false
}

// TextOf returns the text of a String or a StringBuilder/StringBuffer as
// a KString expression, symbolic or constant, or false for another
// object.
func (vm *VM) TextOf(o *Object) (solver.Expr, bool) {
	switch n := o.Native.(type) {
	case *symString:
		return n.e, true
	case *symBuilder:
		return n.e, true
	case []uint16:
		return vm.ctx.StrConst(n), o.Class.Name == "java/lang/String"
	case *StrBuf:
		return vm.ctx.StrConst(n.U), true
	}
	if o.Class.Name == "java/lang/String" { // a String never given a text
		return vm.ctx.StrConst(nil), true
	}
	return solver.Expr{}, false
}

// newText returns a String with the text e: a concrete String when e is a
// constant.
func (vm *VM) newText(e solver.Expr) (Slot, error) {
	if u, ok := e.StrValue(); ok {
		o, err := vm.NewString(u)
		return RefSlot(o), err
	}
	c, err := vm.LoadClass("java/lang/String")
	if err != nil {
		return Slot{}, err
	}
	o := vm.NewObject(c)
	o.Native = &symString{e: e}
	return RefSlot(o), nil
}

// ValueString is String.valueOf of a symbolic value v of primitive type
// t (an integral type, char or boolean): a String whose text is the
// expression of Java's decimal form, exact (Integer.toString() of a
// wrapper holding a symbolic value). ok is false for the types without
// an exact text (float, double).
func (vm *VM) ValueString(v Slot, t byte) (s Slot, ok bool, err error) {
	e, ok, err := vm.ValueText(v, t)
	if !ok || err != nil {
		return Slot{}, ok, err
	}
	s, err = vm.newText(e)
	return s, true, err
}

// newStringInput returns a fresh symbolic String input named base_N: its
// text is any sequence of up to max_string_length chars, or of any length
// a Java String has (0..2^31-1 chars) when MaxStringLength is negative;
// only the bounded input records its bound.
func (vm *VM) newStringInput(base string) (*Object, error) {
	vm.varSeq++
	name := fmt.Sprintf("%s_%d", base, vm.varSeq)
	n := int64(vm.opts.MaxStringLength)
	bound := fmt.Sprintf("symbolic.max_string_length = %d", n)
	if n < 0 {
		n, bound = math.MaxInt32, ""
	}
	e := vm.ctx.Var(name, solver.KString, 0, n)
	vm.vars = append(vm.vars, InputVar{Name: name, Expr: e, Type: 'L', Bound: bound})
	s, err := vm.newText(e)
	return s.R, err
}

// concreteText returns the text of a String for a model that needs it
// concretely, or ErrUnsupported for a symbolic one.
func concreteText(o *Object, what string) ([]uint16, error) {
	if isSymbolicText(o) {
		return nil, fmt.Errorf("%w: %s is a symbolic String; the model needs its text", ErrUnsupported, what)
	}
	return StringOf(o), nil
}

// lit is the KString constant of Go text s.
func (vm *VM) lit(s string) solver.Expr { return vm.ctx.StrConst(UTF16Of(s)) }

// ValueText is String.valueOf(v) for a value of descriptor type t as a
// KString expression: symbolic for a symbolic int, long, char, boolean or
// text, constant otherwise. ok is false for a value it has no exact
// symbolic form of (a symbolic float, an object whose toString is not a
// String's or a builder's).
func (vm *VM) ValueText(v Slot, t byte) (solver.Expr, bool, error) {
	c := vm.ctx
	if v.S.Valid() {
		switch t {
		case 'I', 'S', 'B', 'J':
			return c.StrFromInt(v.S), true, nil
		case 'C':
			return c.StrFromCode(v.S), true, nil
		case 'Z':
			return c.Ite(c.Ne(v.S, c.Const(solver.KInt, 0)), vm.lit("true"), vm.lit("false")), true, nil
		}
		return solver.Expr{}, false, nil
	}
	if (t == 'L' || t == '[') && v.R != nil {
		if e, ok := vm.TextOf(v.R); ok {
			return e, true, nil
		}
		// String.valueOf(obj) is obj.toString(), which may be symbolic.
		res, err := vm.CallVirtual(v.R, "toString", "()Ljava/lang/String;")
		if err != nil {
			return solver.Expr{}, false, err
		}
		if res.R == nil {
			return vm.lit("null"), true, nil
		}
		e, _ := vm.TextOf(res.R)
		return e, true, nil
	}
	u, err := vm.JavaText(v, string(t))
	if err != nil {
		return solver.Expr{}, false, err
	}
	return vm.ctx.StrConst(u), true, nil
}

// hasSymbolicArg reports whether a call of m has a symbolic argument: a
// symbolic value, a symbolic text, a char[] with a symbolic char, or a
// wrapper holding a symbolic value.
func (vm *VM) hasSymbolicArg(m *Method, argsBase int) bool {
	for _, a := range vm.argSlots(m, argsBase) {
		if a.S.Valid() || isSymbolicText(a.R) || HasSymbolicChar(a.R) || isSymbolicBox(a.R) {
			return true
		}
	}
	return false
}

// symbolicFor reports whether the peer sm is for this call of m: it has
// an argument of symbolic text, or any symbolic argument (AddSymbolic).
func (vm *VM) symbolicFor(sm *symModel, m *Method, argsBase int) bool {
	if sm.anyArg {
		return vm.hasSymbolicArg(m, argsBase)
	}
	return vm.hasSymbolicText(m, argsBase)
}

// hasSymbolicText reports whether a call of m has an argument of
// symbolic text (the receiver included).
func (vm *VM) hasSymbolicText(m *Method, argsBase int) bool {
	for _, a := range vm.argSlots(m, argsBase) {
		if isSymbolicText(a.R) {
			return true
		}
	}
	return false
}

// SetStringText makes e (of kind KString) the text of the String o, which
// a constructor is initialising (new String(chars) of symbolic chars).
func (vm *VM) SetStringText(o *Object, e solver.Expr) { vm.SetNative(o, &symString{e: e}) }

// SetBuilderText makes e (of kind KString) the content of the
// StringBuilder or StringBuffer o, as the symbolic models' appends and
// edits do (copy-on-write: backtracking restores the old one), and grows
// its capacity as JDK 17 does when the content becomes longer than it
// (symbuilder_cap.go). The builder stays symbolic even when e is a
// constant: its capacity may be symbolic.
func (vm *VM) SetBuilderText(o *Object, e solver.Expr) {
	old, ok := vm.BuilderCapacity(o)
	cp, cpOK := vm.grownCapacity(old, ok, e)
	vm.SetNative(o, &symBuilder{e: e, cap: cp, capOK: cpOK})
}

// isSymbolicBox reports whether o is a wrapper object holding a symbolic
// value (its toString is symbolic text).
func isSymbolicBox(o *Object) bool {
	if o == nil {
		return false
	}
	for i := range boxes {
		if boxes[i].Class == o.Class.Name {
			return BoxValue(o).S.Valid()
		}
	}
	return false
}

// HasSymbolicChar reports whether o is a char[] with a symbolic element.
func HasSymbolicChar(o *Object) bool {
	if o == nil || o.Class.Name != "[C" {
		return false
	}
	for _, e := range o.Fields {
		if e.S.Valid() {
			return true
		}
	}
	return false
}

// TextSlot returns a new String whose text is e (of kind KString): a
// plain String when e is a constant, a symbolic text otherwise.
func (vm *VM) TextSlot(e solver.Expr) (Slot, error) { return vm.newText(e) }

// SymbolicText returns the expression of a String or builder with
// symbolic text.
func SymbolicText(o *Object) (solver.Expr, bool) {
	if o == nil {
		return solver.Expr{}, false
	}
	switch n := o.Native.(type) {
	case *symString:
		return n.e, true
	case *symBuilder:
		return n.e, true
	}
	return solver.Expr{}, false
}

// anySymbolic reports whether a value of args is symbolic or a symbolic
// text.
func anySymbolic(args []Slot) bool {
	for _, a := range args {
		if a.S.Valid() || isSymbolicText(a.R) {
			return true
		}
	}
	return false
}

// symConcat is string concatenation (invokedynamic makeConcatWithConstants)
// with a symbolic part: the text as an expression.
func (vm *VM) symConcat(site *concatSite, args []Slot) (Slot, error) {
	cx := vm.ctx
	e := cx.StrConst(nil)
	var lit []uint16
	flush := func() {
		if len(lit) > 0 {
			e = cx.StrConcat(e, cx.StrConst(lit))
			lit = nil
		}
	}
	ai, ci := 0, 0
	for _, c := range site.recipe {
		switch c {
		case 1:
			flush()
			v, ok, err := vm.ValueText(args[ai], site.params[ai][0])
			if err != nil {
				return Slot{}, err
			}
			if !ok {
				return Slot{}, fmt.Errorf("%w: string concatenation of a symbolic %s", ErrUnsupported, typeName(site.params[ai]))
			}
			e = cx.StrConcat(e, v)
			ai++
		case 2:
			lit = append(lit, site.consts[ci]...)
			ci++
		default:
			lit = append(lit, c)
		}
	}
	flush()
	return vm.newText(e)
}

// SymbolicString returns the expression of a String whose content is
// symbolic, and false for any other object.
func SymbolicString(o *Object) (solver.Expr, bool) {
	if o == nil {
		return solver.Expr{}, false
	}
	s, ok := o.Native.(*symString)
	if !ok {
		return solver.Expr{}, false
	}
	return s.e, true
}
