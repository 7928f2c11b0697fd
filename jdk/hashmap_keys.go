package jdk

import (
	"fmt"

	"gospf/interp"
	"gospf/solver"
)

// Key equality for the HashMap model (hashmap.go): which keys it compares
// and how, as conditions on symbolic values.

// equalOne returns which of conds (mutually exclusive under the path
// condition) holds, -1 for none, splitting the path among those that are
// not constant.
func equalOne(vm *interp.VM, conds []solver.Expr, what string) (int, error) {
	cx := vm.Ctx()
	var idx []int
	var cases []solver.Expr
	var labels []string
	none := cx.Bool(true)
	for i, c := range conds {
		switch {
		case !c.IsConst():
			idx = append(idx, i)
			cases = append(cases, c)
			labels = append(labels, fmt.Sprintf("%s %d", what, i))
			none = cx.LAnd(none, cx.Not(c))
		case c.ConstValue() != 0:
			return i, nil
		}
	}
	if len(cases) == 0 {
		return -1, nil
	}
	j, err := vm.Split(append(labels, "no "+what), append(cases, none))
	if err != nil || j == len(idx) {
		return -1, err
	}
	return idx[j], nil
}

// keysEqual is k == e || k.equals(e), as HashMap tests an argument k
// against a key e (or a value), for the arguments the model compares, as
// a condition: constant when it does not depend on symbolic values. Only
// k's equals runs, so e may be of any class.
func keysEqual(vm *interp.VM, k, e *interp.Object) (solver.Expr, error) {
	cx := vm.Ctx()
	if k == e {
		return cx.Bool(true), nil
	}
	if k == nil || e == nil {
		return cx.Bool(false), nil
	}
	kk, err := keyKind(k)
	if err != nil {
		return solver.Expr{}, err
	}
	if kk == 0 || e.Class != k.Class {
		return cx.Bool(false), nil // identity; String and the wrappers are final
	}
	if kk == 'T' {
		kt, err := textOf(vm, k)
		if err != nil {
			return solver.Expr{}, err
		}
		et, err := textOf(vm, e)
		if err != nil {
			return solver.Expr{}, err
		}
		return cx.Eq(kt, et), nil
	}
	sk := solver.KInt
	if kk == 'J' {
		sk = solver.KLong
	}
	return cx.Eq(vm.SymOf(interp.BoxValue(k), sk), vm.SymOf(interp.BoxValue(e), sk)), nil
}

// keyKind classifies a key for keysEqual: 'T' a String, the descriptor
// of an integral or boolean wrapper, 0 an object whose equals is
// Object's; any other class is ErrUnsupported.
func keyKind(o *interp.Object) (byte, error) {
	if o.Class.Name == "java/lang/String" {
		return 'T', nil
	}
	for _, b := range interp.Wrappers() {
		if b.Class == o.Class.Name && b.Prim != 'F' && b.Prim != 'D' {
			return b.Prim, nil
		}
	}
	for c := o.Class; c != nil; c = c.Super {
		if c.DeclaredMethod("equals", "(Ljava/lang/Object;)Z") != nil {
			if c.Name == "java/lang/Object" {
				return 0, nil
			}
			break
		}
	}
	return 0, fmt.Errorf("%w: a key or value of class %s looked up in a java.util.HashMap whose keys' hash codes are symbolic "+
		"(the model compares Strings, integral and boolean wrappers and objects with Object's equals)",
		interp.ErrUnsupported, interp.DotName(o.Class.Name))
}

// textOf is the text of a String as an expression, symbolic or constant.
func textOf(vm *interp.VM, s *interp.Object) (solver.Expr, error) {
	if e, ok := interp.SymbolicText(s); ok {
		return e, nil
	}
	u, err := strArg(vm, interp.RefSlot(s))
	if err != nil {
		return solver.Expr{}, err
	}
	return vm.Ctx().StrConst(u), nil
}
