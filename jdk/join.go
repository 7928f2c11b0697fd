package jdk

import (
	"gospf/interp"
	"gospf/solver"
)

// joiner concatenates the texts of CharSequences (String.join,
// StringJoiner's toString through JavaLangAccess.join): concrete while
// every piece is, a symbolic text once one is (a String or builder with
// symbolic text, such as a symbolic number's Integer.toString).
type joiner struct {
	u   []uint16    // the concrete text so far, while e is invalid
	e   solver.Expr // the symbolic text so far, once a piece was symbolic
	sym bool
}

// add appends the text of the CharSequence s ("null" for null; a
// CharSequence other than a String or builder by its toString).
func (j *joiner) add(vm *interp.VM, s interp.Slot) error {
	o := s.R
	if o != nil {
		if _, ok := interp.SymbolicText(o); !ok && !isText(o) {
			res, err := vm.CallVirtual(o, "toString", "()Ljava/lang/String;")
			if err != nil {
				return err
			}
			o = res.R
		}
	}
	if e, ok := interp.SymbolicText(o); ok {
		cx := vm.Ctx()
		if !j.sym {
			j.e, j.sym = cx.StrConst(j.u), true
		}
		j.e = cx.StrConcat(j.e, e)
		return nil
	}
	u, err := charSeqOrNull(vm, interp.RefSlot(o))
	if err != nil {
		return err
	}
	if j.sym {
		j.e = vm.Ctx().StrConcat(j.e, vm.Ctx().StrConst(u))
	} else {
		j.u = append(j.u, u...)
	}
	return nil
}

// sep appends the separator sep before every element but the first (i is
// the element's index), then the element e.
func (j *joiner) sep(vm *interp.VM, i int, sep, e interp.Slot) error {
	if i > 0 {
		if err := j.add(vm, sep); err != nil {
			return err
		}
	}
	return j.add(vm, e)
}

// result returns the joined text as a new String.
func (j *joiner) result(vm *interp.VM) (interp.Slot, error) {
	if j.sym {
		return vm.TextSlot(j.e)
	}
	return vm.UTF16Slot(j.u)
}

// isText reports whether o is a String or a StringBuilder/StringBuffer
// with concrete text (charSeqOrNull reads them without a call).
func isText(o *interp.Object) bool {
	switch n := o.Native.(type) {
	case []uint16:
		return o.Class.Name == "java/lang/String"
	case *interp.StrBuf:
		return n != nil
	}
	return false
}
