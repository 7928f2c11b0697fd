package interp

import (
	"fmt"
	"math"
	"slices"

	"gospf/solver"
)

// Wrapper objects and the primitive operations behind them, shared by the
// VM (autoboxing in lambdas, records' equals and hashCode, identity of
// boxes, symbox.go) and the models of the wrapper classes (package jdk).
// A wrapper keeps its value in the jmod class's `value` field; Box returns
// Java's cached objects where Java caches.

// BoxInfo describes one wrapper class.
type BoxInfo struct {
	Class string // internal name
	Prim  byte   // descriptor of the primitive
	Name  string // primitive name for Class.getPrimitiveClass
	Cache bool   // valueOf caches -128..127 (0..127 for Character)
}

var boxes = []BoxInfo{
	{"java/lang/Integer", 'I', "int", true},
	{"java/lang/Long", 'J', "long", true},
	{"java/lang/Short", 'S', "short", true},
	{"java/lang/Byte", 'B', "byte", true},
	{"java/lang/Character", 'C', "char", true},
	{"java/lang/Boolean", 'Z', "boolean", true},
	{"java/lang/Float", 'F', "float", false},
	{"java/lang/Double", 'D', "double", false},
}

// Wrappers returns the wrapper classes, Integer to Double.
func Wrappers() []BoxInfo { return slices.Clone(boxes) }

// boxKey identifies a cached wrapper object.
type boxKey struct {
	prim byte
	v    int64
}

// ValueSlot returns the slot of the instance field `value` of a wrapper class.
func (c *Class) ValueSlot() int {
	if c.valSlot == 0 {
		fd := c.FieldByName("value")
		if fd == nil {
			return 0
		}
		c.valSlot = fd.Slot + 1
	}
	return c.valSlot - 1
}

// BoxValue returns the value held by a wrapper object.
func BoxValue(o *Object) Slot { return o.Fields[o.Class.ValueSlot()] }

// Box returns a wrapper object of primitive type prim holding v, the
// cached one where Java caches.
func (vm *VM) Box(prim byte, v Slot) (*Object, error) {
	var info *BoxInfo
	for i := range boxes {
		if boxes[i].Prim == prim {
			info = &boxes[i]
		}
	}
	if info == nil {
		return nil, fmt.Errorf("interp: no wrapper class for %c", prim)
	}
	cached := false
	if info.Cache && !v.S.Valid() {
		switch prim {
		case 'Z':
			cached = true
		case 'C':
			cached = v.I >= 0 && v.I <= 127
		default:
			cached = v.I >= -128 && v.I <= 127
		}
	}
	if cached {
		if o := vm.boxCache[boxKey{prim, v.I}]; o != nil {
			return o, nil
		}
	}
	c, err := vm.LoadClass(info.Class)
	if err != nil {
		return nil, err
	}
	if _, err := vm.ensureInit(c); err != nil {
		return nil, err
	}
	if info.Cache && v.S.Valid() {
		// The cached wrapper or a new one, as the value decides: symbox.go.
		o := vm.NewObject(c)
		o.Fields[c.ValueSlot()] = v
		o.Native = &symBox{prim: prim}
		return o, nil
	}
	var o *Object
	if cached {
		o = vm.NewShared(c, fmt.Sprintf("box %c %d", prim, v.I))
	} else {
		o = vm.NewObject(c)
	}
	o.Fields[c.ValueSlot()] = v
	if cached {
		if vm.boxCache == nil {
			vm.boxCache = map[boxKey]*Object{}
		}
		vm.boxCache[boxKey{prim, v.I}] = o
	}
	return o, nil
}

// ConvertPrim converts v from primitive type from to type to (the
// xxxValue methods), symbolically where the types are integral.
func (vm *VM) ConvertPrim(v Slot, from, to byte) (Slot, error) {
	fl := func(t byte) bool { return t == 'F' || t == 'D' }
	if v.S.Valid() && (fl(from) || fl(to)) {
		return vm.convertSymPrim(v, from, to), nil
	}
	switch {
	case fl(from):
		d := v.Double()
		if from == 'F' {
			d = float64(v.Float())
		}
		switch to {
		case 'F':
			return FloatSlot(float32(d)), nil
		case 'D':
			return DoubleSlot(d), nil
		case 'J':
			return Slot{I: ToInt64(d)}, nil
		}
		return vm.Narrow(Slot{I: int64(ToInt32(d))}, to), nil
	case to == 'F':
		return FloatSlot(float32(v.I)), nil
	case to == 'D':
		return DoubleSlot(float64(v.I)), nil
	case to == 'J':
		if from == 'J' {
			return v, nil
		}
		if v.S.Valid() {
			return vm.Normal(Slot{S: vm.ctx.I2L(v.S)}), nil
		}
		return v, nil
	}
	if from == 'J' {
		if v.S.Valid() {
			v = vm.Normal(Slot{S: vm.ctx.L2I(v.S)})
		} else {
			v = Slot{I: int64(int32(v.I))}
		}
	}
	return vm.Narrow(v, to), nil
}

// PrimHash is the hashCode of a wrapper holding v.
func (vm *VM) PrimHash(v Slot, prim byte) (Slot, error) {
	switch prim {
	case 'J':
		if v.S.Valid() {
			c := vm.ctx
			return vm.Normal(Slot{S: c.L2I(c.Xor(v.S, c.Ushr(v.S, c.Const(solver.KInt, 32))))}), nil
		}
		return IntSlot(int32(v.I ^ int64(uint64(v.I)>>32))), nil
	case 'Z':
		if v.S.Valid() {
			c := vm.ctx
			return vm.Normal(Slot{S: c.Ite(c.Ne(v.S, c.Const(solver.KInt, 0)), c.Const(solver.KInt, 1231), c.Const(solver.KInt, 1237))}), nil
		}
		if v.I != 0 {
			return IntSlot(1231), nil
		}
		return IntSlot(1237), nil
	case 'F', 'D':
		if v.S.Valid() {
			return vm.symFloatHash(v, prim), nil
		}
		if prim == 'F' {
			return IntSlot(int32(CanonicalBits(v, 'F'))), nil
		}
		b := CanonicalBits(v, 'D')
		return IntSlot(int32(b ^ int64(uint64(b)>>32))), nil
	}
	return v, nil
}

// CanonicalBits is floatToIntBits/doubleToLongBits: NaNs collapse to one.
func CanonicalBits(v Slot, prim byte) int64 {
	if prim == 'F' {
		f := v.Float()
		if f != f {
			return 0x7fc00000
		}
		return int64(int32(math.Float32bits(f)))
	}
	d := v.Double()
	if d != d {
		return 0x7ff8000000000000
	}
	return int64(math.Float64bits(d))
}

// PrimEq returns x == y as a Java boolean, symbolic if an operand is.
func (vm *VM) PrimEq(x, y Slot, prim byte) Slot {
	if !x.S.Valid() && !y.S.Valid() {
		return Slot{I: b2i(x.I == y.I)}
	}
	c := vm.ctx
	k := solver.KInt
	if prim == 'J' {
		k = solver.KLong
	}
	return vm.boolSlot(c.Eq(vm.SymOf(x, k), vm.SymOf(y, k)))
}

// boolSlot turns a condition into a Java boolean (0 or 1).
func (vm *VM) boolSlot(cond solver.Expr) Slot {
	c := vm.ctx
	return vm.Normal(Slot{S: c.Ite(cond, c.Const(solver.KInt, 1), c.Const(solver.KInt, 0))})
}

// PrimCompare is Integer.compare and friends.
func (vm *VM) PrimCompare(x, y Slot, prim byte) (Slot, error) {
	c := vm.ctx
	switch prim {
	case 'I', 'J':
		if x.S.Valid() || y.S.Valid() {
			k := solver.KInt
			if prim == 'J' {
				k = solver.KLong
			}
			return vm.Normal(Slot{S: c.Cmp(vm.SymOf(x, k), vm.SymOf(y, k))}), nil
		}
		return IntSlot(cmp3(x.I, y.I)), nil
	case 'S', 'B', 'C':
		if x.S.Valid() || y.S.Valid() {
			return vm.Normal(Slot{S: c.Sub(vm.SymOf(x, solver.KInt), vm.SymOf(y, solver.KInt))}), nil
		}
		return IntSlot(int32(x.I - y.I)), nil
	case 'Z':
		if x.S.Valid() || y.S.Valid() {
			return vm.Normal(Slot{S: c.Sub(vm.SymOf(x, solver.KInt), vm.SymOf(y, solver.KInt))}), nil
		}
		return IntSlot(int32(x.I - y.I)), nil
	}
	if x.S.Valid() || y.S.Valid() {
		return vm.symFloatCompare(x, y, prim), nil
	}
	if prim == 'F' {
		return IntSlot(floatCompare(float64(x.Float()), float64(y.Float()), CanonicalBits(x, 'F'), CanonicalBits(y, 'F'))), nil
	}
	return IntSlot(floatCompare(x.Double(), y.Double(), CanonicalBits(x, 'D'), CanonicalBits(y, 'D'))), nil
}

// floatCompare is Double.compare: -0.0 < 0.0 and NaN above everything.
func floatCompare(a, b float64, ab, bb int64) int32 {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return cmp3(ab, bb)
}
