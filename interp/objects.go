package interp

import (
	"fmt"

	cf "gospf/classfile"
	"gospf/solver"
)

// newarray atype codes (JVMS 6.5 newarray).
var atypes = map[int32]string{4: "[Z", 5: "[C", 6: "[F", 7: "[D", 8: "[B", 9: "[S", 10: "[I", 11: "[J"}

// objectOp executes the object and array instructions that are not hot
// enough to live in the dispatch loop. The frame's pc and sp are current.
func (vm *VM) objectOp(f *frame, in *insn) (stopReason, error) {
	st := vm.stack
	sp := f.sp
	switch in.op {
	case cf.OpCheckcast, cf.OpInstanceof, cf.OpArraylength, cf.OpAthrow, cf.OpMonitorenter, cf.OpMonitorexit:
		if IsPlaceholder(st[sp-1].R) {
			return vm.resolveAt(f, sp-1) // and run again
		}
	}
	switch in.op {
	case cf.OpNew:
		c, err := vm.classRef(f.m, in)
		if err != nil {
			return 0, err
		}
		if again, err := vm.ensureInit(c); again || err != nil {
			return 0, err
		}
		if c.IsInterface || c.File.Access&cf.AccAbstract != 0 {
			return 0, vm.throwNew("java/lang/InstantiationError", DotName(c.Name))
		}
		st[sp] = Slot{R: vm.NewObject(c)}
		f.sp = sp + 1
	case cf.OpNewarray, cf.OpAnewarray:
		var ac *Class
		var err error
		if in.op == cf.OpNewarray {
			ac, err = vm.LoadClass(atypes[in.a])
		} else {
			var comp *Class
			if comp, err = vm.classRef(f.m, in); err == nil {
				ac, err = vm.ArrayOf(comp)
			}
		}
		if err != nil {
			return 0, vm.hostErr(err)
		}
		l := st[sp-1]
		if l.S.Valid() {
			arr, stop, err := vm.newSymLengthArray(f, ac, l.S)
			if arr == nil || stop != 0 || err != nil {
				return stop, err
			}
			st[sp-1] = Slot{R: arr}
			break
		}
		n := int64(int32(l.I))
		if n < 0 {
			return 0, vm.throwNew("java/lang/NegativeArraySizeException", fmt.Sprint(n))
		}
		st[sp-1] = Slot{R: vm.NewArray(ac, int(n))}
	case cf.OpMultianewarray:
		ac, err := vm.classRef(f.m, in)
		if err != nil {
			return 0, err
		}
		dims := int(in.b)
		lens := make([]int, dims)
		for i := 0; i < dims; i++ {
			if v := st[sp-dims+i]; !v.S.Valid() && int32(v.I) < 0 {
				return 0, vm.throwNew("java/lang/NegativeArraySizeException", fmt.Sprint(int32(v.I)))
			}
		}
		for i := 0; i < dims; i++ {
			v := st[sp-dims+i]
			if v.S.Valid() { // fixed by a choice, then concrete in the slot
				if done, stop, err := vm.fixDimension(f, sp-dims+i, v.S); done {
					return stop, err
				}
				v = vm.stack[sp-dims+i]
			}
			lens[i] = int(int32(v.I))
		}
		arr, err := vm.multiArray(ac, lens)
		if err != nil {
			return 0, vm.hostErr(err)
		}
		sp -= dims
		st[sp] = Slot{R: arr}
		f.sp = sp + 1
	case cf.OpCheckcast, cf.OpInstanceof:
		c, err := vm.classRef(f.m, in)
		if err != nil {
			return 0, err
		}
		o := st[sp-1].R
		ok := o != nil && o.Class.IsSubclassOf(c)
		if in.op == cf.OpInstanceof {
			st[sp-1] = Slot{I: b2i(ok)}
		} else if o != nil && !ok {
			return 0, vm.throwNew("java/lang/ClassCastException", castMessage(o.Class, c))
		}
	case cf.OpArraylength:
		o := st[sp-1].R
		if o == nil {
			return 0, vm.throwNew("java/lang/NullPointerException", npeMessage(f.m, f.pc))
		}
		st[sp-1] = vm.arrayLengthOf(o)
		if vm.rec != nil {
			v, err := vm.recordRead(Location{Kind: LocLength, Obj: o}, st[sp-1])
			if err != nil {
				return 0, err
			}
			st[sp-1] = v
		}
	case cf.OpAthrow:
		o := st[sp-1].R
		if o == nil {
			return 0, vm.throwNew("java/lang/NullPointerException", npeMessage(f.m, f.pc))
		}
		return 0, vm.throwObj(o)
	case cf.OpMonitorenter, cf.OpMonitorexit:
		if st[sp-1].R == nil {
			return 0, vm.throwNew("java/lang/NullPointerException", npeMessage(f.m, f.pc))
		}
		f.sp = sp - 1
	}
	f.pc++
	return 0, nil
}

// storedElement is the value bastore, castore or sastore (op) stores into
// an array of class ac: v narrowed to the element type (JVMS 6.5; a
// boolean array keeps the lowest bit).
func (vm *VM) storedElement(op uint8, ac *Class, v Slot) Slot {
	switch {
	case op == cf.OpBastore && ac.ElemType == 'Z':
		return vm.IntOp(v, Slot{I: 1}, solver.OpAnd)
	case op == cf.OpBastore:
		return vm.Narrow(v, 'B')
	case op == cf.OpCastore:
		return vm.Narrow(v, 'C')
	}
	return vm.Narrow(v, 'S')
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// ArrayOf returns the class of arrays of c.
func (vm *VM) ArrayOf(c *Class) (*Class, error) {
	if c.IsArray() {
		return vm.LoadClass("[" + c.Name)
	}
	return vm.LoadClass("[L" + c.Name + ";")
}

func (vm *VM) multiArray(c *Class, lens []int) (*Object, error) {
	arr := vm.NewArray(c, lens[0])
	if len(lens) == 1 {
		return arr, nil
	}
	comp, err := vm.LoadClass(c.Name[1:])
	if err != nil {
		return nil, err
	}
	for i := range arr.Fields {
		sub, err := vm.multiArray(comp, lens[1:])
		if err != nil {
			return nil, err
		}
		arr.Fields[i] = Slot{R: sub}
	}
	return arr, nil
}

// classRef resolves the class operand of an instruction, caching it.
func (vm *VM) classRef(m *Method, in *insn) (*Class, error) {
	if c, ok := in.ref.(*Class); ok {
		return c, nil
	}
	cc, ok := m.Class.File.Pool[in.a].(cf.ConstClass)
	if !ok {
		return nil, vm.hostErr(fmt.Errorf("constant %d is not a class", in.a))
	}
	c, err := vm.LoadClass(cc.Name)
	if err != nil {
		return nil, vm.hostErr(err)
	}
	in.ref = c
	return c, nil
}

// castMessage is the JDK 17 message of a failed checkcast.
func castMessage(from, to *Class) string {
	where := func(c *Class) string {
		for c.IsArray() && c.Component != nil {
			c = c.Component
		}
		if c.FromJDK || c.IsArray() || c.IsPrimitive() {
			return "module java.base of loader 'bootstrap'"
		}
		return "unnamed module of loader 'app'"
	}
	f, t := DotName(from.Name), DotName(to.Name)
	var detail string
	if wf, wt := where(from), where(to); wf == wt {
		detail = f + " and " + t + " are in " + wf
	} else {
		detail = f + " is in " + wf + "; " + t + " is in " + wt
	}
	return "class " + f + " cannot be cast to class " + t + " (" + detail + ")"
}

// CastError makes a model throw the ClassCastException of a failed cast.
func (vm *VM) CastError(from, to *Class) error {
	return vm.JavaThrow("java/lang/ClassCastException", castMessage(from, to))
}
