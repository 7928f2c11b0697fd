package interp

import (
	"fmt"
	"math"
	"math/bits"
	"strconv"
	"strings"
	"unicode"

	"gospf/solver"
)

// Models of the wrapper classes Integer, Long, Short, Byte, Character,
// Boolean, Float and Double. Their JDK bytecode leans on VM internals
// (IntegerCache reads archived CDS objects and saved VM properties,
// Float/Double on intrinsics), so every method is a Go model. The objects
// keep their value in the real `value` field of the jmod class, so JDK
// bytecode such as HashMap sees ordinary wrapper objects.
//
// valueOf returns the same object for the values Java caches (-128..127,
// chars up to 127, both booleans): identity (==) matters. valueOf of a
// symbolic value returns a box whose identity depends on the value
// (symbox.go); wrappers holding symbolic values are read by models that
// compute symbolically (compare, equals, hashCode, xxxValue) or reject
// them.

func init() { registrations = append(registrations, registerBoxes) }

const nfe = "java/lang/NumberFormatException"

// boxInfo describes one wrapper class.
type boxInfo struct {
	class string // internal name
	prim  byte   // descriptor of the primitive
	name  string // primitive name for Class.getPrimitiveClass
	cache bool   // valueOf caches -128..127 (0..127 for Character)
}

var boxes = []boxInfo{
	{"java/lang/Integer", 'I', "int", true},
	{"java/lang/Long", 'J', "long", true},
	{"java/lang/Short", 'S', "short", true},
	{"java/lang/Byte", 'B', "byte", true},
	{"java/lang/Character", 'C', "char", true},
	{"java/lang/Boolean", 'Z', "boolean", true},
	{"java/lang/Float", 'F', "float", false},
	{"java/lang/Double", 'D', "double", false},
}

// boxKey identifies a cached wrapper object.
type boxKey struct {
	prim byte
	v    int64
}

// valueSlot returns the slot of the instance field `value` of a wrapper class.
func (c *Class) valueSlot() int {
	if c.valSlot == 0 {
		fd := c.FieldByName("value")
		if fd == nil {
			return 0
		}
		c.valSlot = fd.Slot + 1
	}
	return c.valSlot - 1
}

// boxValue returns the value held by a wrapper object.
func boxValue(o *Object) Slot { return o.Fields[o.Class.valueSlot()] }

// Box returns a wrapper object of primitive type prim holding v, the
// cached one where Java caches.
func (vm *VM) Box(prim byte, v Slot) (*Object, error) {
	var info *boxInfo
	for i := range boxes {
		if boxes[i].prim == prim {
			info = &boxes[i]
		}
	}
	if info == nil {
		return nil, fmt.Errorf("interp: no wrapper class for %c", prim)
	}
	cached := false
	if info.cache && !v.S.Valid() {
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
	c, err := vm.LoadClass(info.class)
	if err != nil {
		return nil, err
	}
	if _, err := vm.ensureInit(c); err != nil {
		return nil, err
	}
	if info.cache && v.S.Valid() {
		// The cached wrapper or a new one, as the value decides: symbox.go.
		o := vm.newObject(c)
		o.Fields[c.valueSlot()] = v
		o.Native = &symBox{prim: prim}
		return o, nil
	}
	var o *Object
	if cached {
		o = vm.newShared(c, fmt.Sprintf("box %c %d", prim, v.I))
	} else {
		o = vm.newObject(c)
	}
	o.Fields[c.valueSlot()] = v
	if cached {
		if vm.boxCache == nil {
			vm.boxCache = map[boxKey]*Object{}
		}
		vm.boxCache[boxKey{prim, v.I}] = o
	}
	return o, nil
}

func registerBoxes(r *nativeRegistry) {
	for _, b := range boxes {
		b := b
		r.modelled[b.class] = true
		C := b.class + "."
		P := string(b.prim)
		self := "L" + b.class + ";"
		r.inits[b.class] = func(vm *VM, c *Class) error {
			if fd := c.FieldByName("TYPE"); fd != nil {
				pc, err := vm.primitiveClass(b.name)
				if err != nil {
					return err
				}
				m, err := vm.Mirror(pc)
				if err != nil {
					return err
				}
				vm.SetField(c.statics, fd.Slot, RefSlot(m))
			}
			if b.prim == 'Z' {
				for name, v := range map[string]int64{"TRUE": 1, "FALSE": 0} {
					o, err := vm.Box('Z', Slot{I: v})
					if err != nil {
						return err
					}
					if fd := c.FieldByName(name); fd != nil {
						vm.SetField(c.statics, fd.Slot, RefSlot(o))
					}
				}
			}
			return nil
		}
		// Construction and unboxing.
		r.addSym(C+"<init>("+P+")V", func(vm *VM, a []Slot) (Slot, error) {
			vm.SetField(a[0].R, a[0].R.Class.valueSlot(), vm.narrow(a[1], b.prim))
			return Slot{}, nil
		})
		r.addSym(C+"valueOf("+P+")"+self, func(vm *VM, a []Slot) (Slot, error) {
			o, err := vm.Box(b.prim, a[0])
			return RefSlot(o), err
		})
		for _, t := range []byte{'B', 'S', 'I', 'J', 'F', 'D'} {
			if b.prim == 'C' || b.prim == 'Z' {
				break
			}
			t := t
			name := map[byte]string{'B': "byteValue", 'S': "shortValue", 'I': "intValue", 'J': "longValue", 'F': "floatValue", 'D': "doubleValue"}[t]
			r.addSym(C+name+"()"+string(t), func(vm *VM, a []Slot) (Slot, error) {
				return vm.convertPrim(boxValue(a[0].R), b.prim, t)
			})
		}
		if b.prim == 'C' {
			r.addSym(C+"charValue()C", func(vm *VM, a []Slot) (Slot, error) { return boxValue(a[0].R), nil })
		}
		if b.prim == 'Z' {
			r.addSym(C+"booleanValue()Z", func(vm *VM, a []Slot) (Slot, error) { return boxValue(a[0].R), nil })
		}
		// String conversion.
		r.add(C+"toString()Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
			v := boxValue(a[0].R)
			if v.S.Valid() {
				return Slot{}, fmt.Errorf("%w: toString of a wrapper holding a symbolic value", ErrUnsupported)
			}
			s, err := vm.ToJavaString(v, P)
			if err != nil {
				return Slot{}, err
			}
			return vm.StringSlot(s)
		})
		r.add(C+"toString("+P+")Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
			s, err := vm.ToJavaString(a[0], P)
			if err != nil {
				return Slot{}, err
			}
			return vm.StringSlot(s)
		})
		// Hashing, equality, comparison.
		r.addSym(C+"hashCode()I", func(vm *VM, a []Slot) (Slot, error) { return vm.primHash(boxValue(a[0].R), b.prim) })
		r.addSym(C+"hashCode("+P+")I", func(vm *VM, a []Slot) (Slot, error) { return vm.primHash(a[0], b.prim) })
		r.addSym(C+"equals(Ljava/lang/Object;)Z", func(vm *VM, a []Slot) (Slot, error) {
			o := a[1].R
			if o == nil || o.Class != a[0].R.Class {
				return Slot{}, nil
			}
			x, y := boxValue(a[0].R), boxValue(o)
			switch b.prim {
			case 'F', 'D':
				if x.S.Valid() || y.S.Valid() {
					return vm.symFloatEquals(x, y, b.prim), nil
				}
				return Slot{I: b2i(canonicalBits(x, b.prim) == canonicalBits(y, b.prim))}, nil
			}
			return vm.symEq(x, y, b.prim), nil
		})
		compare := func(vm *VM, x, y Slot) (Slot, error) { return vm.primCompare(x, y, b.prim) }
		r.addSym(C+"compare("+P+P+")I", func(vm *VM, a []Slot) (Slot, error) { return compare(vm, a[0], a[1]) })
		r.addSym(C+"compareTo("+self+")I", func(vm *VM, a []Slot) (Slot, error) {
			if a[1].R == nil {
				return Slot{}, vm.JavaThrow(npe, "")
			}
			return compare(vm, boxValue(a[0].R), boxValue(a[1].R))
		})
		r.addSym(C+"compareTo(Ljava/lang/Object;)I", func(vm *VM, a []Slot) (Slot, error) {
			o := a[1].R
			if o == nil {
				return Slot{}, vm.JavaThrow(npe, "")
			}
			if o.Class != a[0].R.Class {
				return Slot{}, vm.castError(o.Class, a[0].R.Class)
			}
			return compare(vm, boxValue(a[0].R), boxValue(o))
		})
	}
	registerIntegral(r)
	registerFloating(r)
	registerCharacter(r)
	registerBoolean(r)
}

// convertPrim converts v from primitive type from to type to (the
// xxxValue methods), symbolically where the types are integral.
func (vm *VM) convertPrim(v Slot, from, to byte) (Slot, error) {
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
			return Slot{I: toInt64(d)}, nil
		}
		return vm.narrow(Slot{I: int64(toInt32(d))}, to), nil
	case to == 'F':
		return FloatSlot(float32(v.I)), nil
	case to == 'D':
		return DoubleSlot(float64(v.I)), nil
	case to == 'J':
		if from == 'J' {
			return v, nil
		}
		if v.S.Valid() {
			return vm.normal(Slot{S: vm.ctx.I2L(v.S)}), nil
		}
		return v, nil
	}
	if from == 'J' {
		if v.S.Valid() {
			v = vm.normal(Slot{S: vm.ctx.L2I(v.S)})
		} else {
			v = Slot{I: int64(int32(v.I))}
		}
	}
	return vm.narrow(v, to), nil
}

// primHash is the hashCode of a wrapper holding v.
func (vm *VM) primHash(v Slot, prim byte) (Slot, error) {
	switch prim {
	case 'J':
		if v.S.Valid() {
			c := vm.ctx
			return vm.normal(Slot{S: c.L2I(c.Xor(v.S, c.Ushr(v.S, c.Const(solver.KInt, 32))))}), nil
		}
		return IntSlot(int32(v.I ^ int64(uint64(v.I)>>32))), nil
	case 'Z':
		if v.S.Valid() {
			c := vm.ctx
			return vm.normal(Slot{S: c.Ite(c.Ne(v.S, c.Const(solver.KInt, 0)), c.Const(solver.KInt, 1231), c.Const(solver.KInt, 1237))}), nil
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
			return IntSlot(int32(canonicalBits(v, 'F'))), nil
		}
		b := canonicalBits(v, 'D')
		return IntSlot(int32(b ^ int64(uint64(b)>>32))), nil
	}
	return v, nil
}

// canonicalBits is floatToIntBits/doubleToLongBits: NaNs collapse to one.
func canonicalBits(v Slot, prim byte) int64 {
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

// symEq returns x == y as a Java boolean, symbolic if an operand is.
func (vm *VM) symEq(x, y Slot, prim byte) Slot {
	if !x.S.Valid() && !y.S.Valid() {
		return Slot{I: b2i(x.I == y.I)}
	}
	c := vm.ctx
	k := solver.KInt
	if prim == 'J' {
		k = solver.KLong
	}
	return vm.boolSlot(c.Eq(vm.symOf(x, k), vm.symOf(y, k)))
}

// boolSlot turns a condition into a Java boolean (0 or 1).
func (vm *VM) boolSlot(cond solver.Expr) Slot {
	c := vm.ctx
	return vm.normal(Slot{S: c.Ite(cond, c.Const(solver.KInt, 1), c.Const(solver.KInt, 0))})
}

// primCompare is Integer.compare and friends.
func (vm *VM) primCompare(x, y Slot, prim byte) (Slot, error) {
	c := vm.ctx
	switch prim {
	case 'I', 'J':
		if x.S.Valid() || y.S.Valid() {
			k := solver.KInt
			if prim == 'J' {
				k = solver.KLong
			}
			return vm.normal(Slot{S: c.Cmp(vm.symOf(x, k), vm.symOf(y, k))}), nil
		}
		return IntSlot(cmp3(x.I, y.I)), nil
	case 'S', 'B', 'C':
		if x.S.Valid() || y.S.Valid() {
			return vm.normal(Slot{S: c.Sub(vm.symOf(x, solver.KInt), vm.symOf(y, solver.KInt))}), nil
		}
		return IntSlot(int32(x.I - y.I)), nil
	case 'Z':
		if x.S.Valid() || y.S.Valid() {
			return vm.normal(Slot{S: c.Sub(vm.symOf(x, solver.KInt), vm.symOf(y, solver.KInt))}), nil
		}
		return IntSlot(int32(x.I - y.I)), nil
	}
	if x.S.Valid() || y.S.Valid() {
		return vm.symFloatCompare(x, y, prim), nil
	}
	if prim == 'F' {
		return IntSlot(floatCompare(float64(x.Float()), float64(y.Float()), canonicalBits(x, 'F'), canonicalBits(y, 'F'))), nil
	}
	return IntSlot(floatCompare(x.Double(), y.Double(), canonicalBits(x, 'D'), canonicalBits(y, 'D'))), nil
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

func registerIntegral(r *nativeRegistry) {
	for _, t := range []struct {
		class string
		prim  byte
		bits  int
	}{{"java/lang/Integer", 'I', 32}, {"java/lang/Long", 'J', 64}, {"java/lang/Short", 'S', 16}, {"java/lang/Byte", 'B', 8}} {
		t := t
		C := t.class + "."
		P := string(t.prim)
		self := "L" + t.class + ";"
		short := map[byte]string{'I': "Int", 'J': "Long", 'S': "Short", 'B': "Byte"}[t.prim]
		parse := func(vm *VM, s Slot, radix int32) (Slot, error) {
			v, err := vm.parseIntegral(s, radix, t.bits)
			if err != nil {
				return Slot{}, err
			}
			return Slot{I: v}, nil
		}
		r.add(C+"parse"+short+"(Ljava/lang/String;)"+P, func(vm *VM, a []Slot) (Slot, error) { return parse(vm, a[0], 10) })
		r.add(C+"parse"+short+"(Ljava/lang/String;I)"+P, func(vm *VM, a []Slot) (Slot, error) { return parse(vm, a[0], int32(a[1].I)) })
		valueOfStr := func(vm *VM, s Slot, radix int32) (Slot, error) {
			v, err := parse(vm, s, radix)
			if err != nil {
				return Slot{}, err
			}
			o, err := vm.Box(t.prim, v)
			return RefSlot(o), err
		}
		r.add(C+"valueOf(Ljava/lang/String;)"+self, func(vm *VM, a []Slot) (Slot, error) { return valueOfStr(vm, a[0], 10) })
		r.add(C+"valueOf(Ljava/lang/String;I)"+self, func(vm *VM, a []Slot) (Slot, error) { return valueOfStr(vm, a[0], int32(a[1].I)) })
		r.add(C+"<init>(Ljava/lang/String;)V", func(vm *VM, a []Slot) (Slot, error) {
			v, err := parse(vm, a[1], 10)
			if err != nil {
				return Slot{}, err
			}
			vm.SetField(a[0].R, a[0].R.Class.valueSlot(), v)
			return Slot{}, nil
		})
		r.add(C+"decode(Ljava/lang/String;)"+self, func(vm *VM, a []Slot) (Slot, error) {
			v, err := vm.decodeIntegral(a[0], t.bits)
			if err != nil {
				return Slot{}, err
			}
			o, err := vm.Box(t.prim, Slot{I: v})
			return RefSlot(o), err
		})
		if t.bits <= 16 {
			mask := int64(1)<<t.bits - 1
			r.addSym(C+"toUnsignedInt("+P+")I", func(vm *VM, a []Slot) (Slot, error) {
				return vm.intOp(a[0], Slot{I: mask}, solver.OpAnd), nil
			})
			r.addSym(C+"toUnsignedLong("+P+")J", func(vm *VM, a []Slot) (Slot, error) {
				v := vm.intOp(a[0], Slot{I: mask}, solver.OpAnd)
				if v.S.Valid() {
					return vm.normal(Slot{S: vm.ctx.I2L(v.S)}), nil
				}
				return v, nil
			})
			r.add(C+"compareUnsigned("+P+P+")I", func(vm *VM, a []Slot) (Slot, error) {
				return IntSlot(int32(a[0].I&mask - a[1].I&mask)), nil
			})
			if t.prim == 'S' {
				r.add(C+"reverseBytes(S)S", func(vm *VM, a []Slot) (Slot, error) {
					return Slot{I: int64(int16(bits.ReverseBytes16(uint16(a[0].I))))}, nil
				})
			}
			continue
		}
		// Integer and Long only.
		long := t.prim == 'J'
		val := func(s Slot) int64 { return s.I }
		unsigned := func(s Slot) uint64 {
			if long {
				return uint64(s.I)
			}
			return uint64(uint32(s.I))
		}
		res := func(v int64) Slot {
			if long {
				return Slot{I: v}
			}
			return Slot{I: int64(int32(v))}
		}
		r.add(C+"toString("+P+"I)Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
			radix := int(int32(a[1].I))
			if radix < 2 || radix > 36 {
				radix = 10
			}
			return vm.StringSlot(strconv.FormatInt(val(a[0]), radix))
		})
		r.add(C+"toUnsignedString("+P+"I)Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
			radix := int(int32(a[1].I))
			if radix < 2 || radix > 36 {
				radix = 10
			}
			return vm.StringSlot(strconv.FormatUint(unsigned(a[0]), radix))
		})
		r.add(C+"toUnsignedString("+P+")Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
			return vm.StringSlot(strconv.FormatUint(unsigned(a[0]), 10))
		})
		for name, radix := range map[string]int{"toHexString": 16, "toOctalString": 8, "toBinaryString": 2} {
			radix := radix
			r.add(C+name+"("+P+")Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
				return vm.StringSlot(strconv.FormatUint(unsigned(a[0]), radix))
			})
		}
		r.add(C+"parseUnsigned"+short+"(Ljava/lang/String;)"+P, func(vm *VM, a []Slot) (Slot, error) {
			v, err := vm.parseUnsigned(a[0], 10, t.bits)
			return Slot{I: v}, err
		})
		r.add(C+"parseUnsigned"+short+"(Ljava/lang/String;I)"+P, func(vm *VM, a []Slot) (Slot, error) {
			v, err := vm.parseUnsigned(a[0], int32(a[1].I), t.bits)
			return Slot{I: v}, err
		})
		r.add(C+"compareUnsigned("+P+P+")I", func(vm *VM, a []Slot) (Slot, error) {
			x, y := unsigned(a[0]), unsigned(a[1])
			switch {
			case x < y:
				return IntSlot(-1), nil
			case x > y:
				return IntSlot(1), nil
			}
			return IntSlot(0), nil
		})
		if !long {
			r.add(C+"toUnsignedLong(I)J", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: int64(uint32(a[0].I))}, nil })
		}
		divu := func(rem bool) NativeFunc {
			return func(vm *VM, a []Slot) (Slot, error) {
				x, y := unsigned(a[0]), unsigned(a[1])
				if y == 0 {
					return Slot{}, vm.JavaThrow("java/lang/ArithmeticException", "/ by zero")
				}
				if rem {
					return res(int64(x % y)), nil
				}
				return res(int64(x / y)), nil
			}
		}
		r.add(C+"divideUnsigned("+P+P+")"+P, divu(false))
		r.add(C+"remainderUnsigned("+P+P+")"+P, divu(true))
		width := 32
		if long {
			width = 64
		}
		r.add(C+"highestOneBit("+P+")"+P, func(vm *VM, a []Slot) (Slot, error) {
			u := unsigned(a[0])
			if u == 0 {
				return res(0), nil
			}
			return res(int64(uint64(1) << (bits.Len64(u) - 1))), nil
		})
		r.add(C+"lowestOneBit("+P+")"+P, func(vm *VM, a []Slot) (Slot, error) { return res(val(a[0]) & -val(a[0])), nil })
		r.add(C+"numberOfLeadingZeros("+P+")I", func(vm *VM, a []Slot) (Slot, error) {
			return IntSlot(int32(width - bits.Len64(unsigned(a[0])))), nil
		})
		r.add(C+"numberOfTrailingZeros("+P+")I", func(vm *VM, a []Slot) (Slot, error) {
			u := unsigned(a[0])
			if u == 0 {
				return IntSlot(int32(width)), nil
			}
			return IntSlot(int32(bits.TrailingZeros64(u))), nil
		})
		r.add(C+"bitCount("+P+")I", func(vm *VM, a []Slot) (Slot, error) { return IntSlot(int32(bits.OnesCount64(unsigned(a[0])))), nil })
		rot := func(left bool) NativeFunc {
			return func(vm *VM, a []Slot) (Slot, error) {
				d := int(int32(a[1].I))
				if !left {
					d = -d
				}
				if long {
					return res(int64(bits.RotateLeft64(uint64(a[0].I), d))), nil
				}
				return res(int64(int32(bits.RotateLeft32(uint32(a[0].I), d)))), nil
			}
		}
		r.add(C+"rotateLeft("+P+"I)"+P, rot(true))
		r.add(C+"rotateRight("+P+"I)"+P, rot(false))
		r.add(C+"reverse("+P+")"+P, func(vm *VM, a []Slot) (Slot, error) {
			if long {
				return res(int64(bits.Reverse64(uint64(a[0].I)))), nil
			}
			return res(int64(int32(bits.Reverse32(uint32(a[0].I))))), nil
		})
		r.add(C+"reverseBytes("+P+")"+P, func(vm *VM, a []Slot) (Slot, error) {
			if long {
				return res(int64(bits.ReverseBytes64(uint64(a[0].I)))), nil
			}
			return res(int64(int32(bits.ReverseBytes32(uint32(a[0].I))))), nil
		})
		k := solver.KInt
		if long {
			k = solver.KLong
		}
		r.addSym(C+"signum("+P+")I", func(vm *VM, a []Slot) (Slot, error) {
			if a[0].S.Valid() {
				return vm.normal(Slot{S: vm.ctx.Cmp(a[0].S, vm.ctx.Const(k, 0))}), nil
			}
			return IntSlot(cmp3(a[0].I, 0)), nil
		})
		r.addSym(C+"sum("+P+P+")"+P, func(vm *VM, a []Slot) (Slot, error) {
			if long {
				if a[0].S.Valid() || a[1].S.Valid() {
					return vm.longOp(a[0], a[1], solver.OpAdd), nil
				}
				return Slot{I: a[0].I + a[1].I}, nil
			}
			if a[0].S.Valid() || a[1].S.Valid() {
				return vm.intOp(a[0], a[1], solver.OpAdd), nil
			}
			return IntSlot(int32(a[0].I) + int32(a[1].I)), nil
		})
		r.addSym(C+"max("+P+P+")"+P, func(vm *VM, a []Slot) (Slot, error) { return vm.minMax(a[0], a[1], k, false), nil })
		r.addSym(C+"min("+P+P+")"+P, func(vm *VM, a []Slot) (Slot, error) { return vm.minMax(a[0], a[1], k, true), nil })
		getter := func(vm *VM, a []Slot) (Slot, error) {
			if len(a) > 1 {
				return a[1], nil
			}
			return Slot{}, nil
		}
		r.add(C+"get"+map[bool]string{false: "Integer", true: "Long"}[long]+"(Ljava/lang/String;)"+self, getter)
		r.add(C+"get"+map[bool]string{false: "Integer", true: "Long"}[long]+"(Ljava/lang/String;"+self+")"+self, getter)
	}
}

// minMax is Math.min/max for ints and longs, an ite if symbolic.
func (vm *VM) minMax(x, y Slot, k solver.Kind, min bool) Slot {
	if !x.S.Valid() && !y.S.Valid() {
		if (x.I < y.I) == min {
			return x
		}
		return y
	}
	c := vm.ctx
	a, b := vm.symOf(x, k), vm.symOf(y, k)
	if min {
		return vm.normal(Slot{S: c.Ite(c.Le(a, b), a, b)})
	}
	return vm.normal(Slot{S: c.Ite(c.Ge(a, b), a, b)})
}

// forInputString is NumberFormatException.forInputString.
func forInputString(s string, radix int32) string {
	m := `For input string: "` + s + `"`
	if radix != 10 {
		m += fmt.Sprintf(" under radix %d", radix)
	}
	return m
}

// parseIntegral is Integer.parseInt (bits 32), Long.parseLong (64),
// Short.parseShort (16) and Byte.parseByte (8).
func (vm *VM) parseIntegral(s Slot, radix int32, nbits int) (int64, error) {
	if s.R == nil {
		return 0, vm.JavaThrow(nfe, "Cannot parse null string")
	}
	if radix < 2 {
		return 0, vm.JavaThrow(nfe, fmt.Sprintf("radix %d less than Character.MIN_RADIX", radix))
	}
	if radix > 36 {
		return 0, vm.JavaThrow(nfe, fmt.Sprintf("radix %d greater than Character.MAX_RADIX", radix))
	}
	u := StringOf(s.R)
	text := stringOfUTF16(u)
	pb := nbits
	if pb < 32 {
		pb = 32
	}
	v, ok := parseDigits(u, radix, pb)
	if !ok {
		return 0, vm.JavaThrow(nfe, forInputString(text, radix))
	}
	if nbits < 32 {
		lo, hi := -int64(1)<<(nbits-1), int64(1)<<(nbits-1)-1
		if v < lo || v > hi {
			return 0, vm.JavaThrow(nfe, fmt.Sprintf(`Value out of range. Value:"%s" Radix:%d`, text, radix))
		}
	}
	return v, nil
}

// parseDigits parses an optionally signed number with Character.digit
// digits, failing on overflow of a signed nbits-bit integer.
func parseDigits(u []uint16, radix int32, nbits int) (int64, bool) {
	if len(u) == 0 {
		return 0, false
	}
	neg := false
	i := 0
	if u[0] < '0' {
		switch u[0] {
		case '-':
			neg = true
		case '+':
		default:
			return 0, false
		}
		if len(u) == 1 {
			return 0, false
		}
		i = 1
	}
	limit := uint64(1) << (nbits - 1) // magnitude of MIN_VALUE
	if !neg {
		limit--
	}
	var acc uint64
	for ; i < len(u); i++ {
		d := javaDigit(int32(u[i]), radix)
		if d < 0 {
			return 0, false
		}
		if acc > (limit-uint64(d))/uint64(radix) {
			return 0, false
		}
		acc = acc*uint64(radix) + uint64(d)
	}
	if neg {
		return -int64(acc), true
	}
	return int64(acc), true
}

// parseUnsigned is Integer.parseUnsignedInt and Long.parseUnsignedLong.
func (vm *VM) parseUnsigned(s Slot, radix int32, nbits int) (int64, error) {
	if s.R == nil {
		return 0, vm.JavaThrow(nfe, "Cannot parse null string")
	}
	if radix < 2 || radix > 36 {
		return vm.parseIntegral(s, radix, nbits)
	}
	u := StringOf(s.R)
	text := stringOfUTF16(u)
	if len(u) > 0 && u[0] == '-' {
		return 0, vm.JavaThrow(nfe, fmt.Sprintf("Illegal leading minus sign on unsigned string %s.", text))
	}
	if len(u) == 0 {
		return 0, vm.JavaThrow(nfe, forInputString(text, radix))
	}
	i := 0
	if u[0] == '+' {
		i = 1
		if len(u) == 1 {
			return 0, vm.JavaThrow(nfe, forInputString(text, radix))
		}
	}
	var acc uint64
	max := uint64(1)<<nbits - 1
	if nbits == 64 {
		max = math.MaxUint64
	}
	for ; i < len(u); i++ {
		d := javaDigit(int32(u[i]), radix)
		if d < 0 {
			return 0, vm.JavaThrow(nfe, forInputString(text, radix))
		}
		hi, lo := bits.Mul64(acc, uint64(radix))
		lo, carry := bits.Add64(lo, uint64(d), 0)
		if hi != 0 || carry != 0 || lo > max {
			kind := "int"
			if nbits == 64 {
				kind = "long"
			}
			return 0, vm.JavaThrow(nfe, fmt.Sprintf("String value %s exceeds range of unsigned %s.", text, kind))
		}
		acc = lo
	}
	if nbits == 32 {
		return int64(int32(uint32(acc))), nil
	}
	return int64(acc), nil
}

// decodeIntegral is Integer.decode and friends.
func (vm *VM) decodeIntegral(s Slot, nbits int) (int64, error) {
	if s.R == nil {
		return 0, vm.JavaThrow(npe, "")
	}
	nm := GoString(s.R)
	if nm == "" {
		return 0, vm.JavaThrow(nfe, "Zero length string")
	}
	radix := int32(10)
	i := 0
	neg := false
	switch nm[0] {
	case '-':
		neg = true
		i++
	case '+':
		i++
	}
	switch {
	case strings.HasPrefix(nm[i:], "0x") || strings.HasPrefix(nm[i:], "0X"):
		i += 2
		radix = 16
	case strings.HasPrefix(nm[i:], "#"):
		i++
		radix = 16
	case strings.HasPrefix(nm[i:], "0") && len(nm) > 1+i:
		i++
		radix = 8
	}
	if strings.HasPrefix(nm[i:], "-") || strings.HasPrefix(nm[i:], "+") {
		return 0, vm.JavaThrow(nfe, "Sign character in wrong position")
	}
	c := nm[i:]
	if neg {
		c = "-" + c
	}
	cs, err := vm.StringSlot(c)
	if err != nil {
		return 0, err
	}
	return vm.parseIntegral(cs, radix, nbits)
}

// parseFloating is Double.parseDouble (bits 64) and Float.parseFloat (32):
// it runs JDK 17's FloatingDecimal, so that its syntax, rounding and
// exception messages ("multiple points", "empty String") are Java's.
func (vm *VM) parseFloating(s Slot, nbits int) (Slot, error) {
	c, err := vm.LoadClass("jdk/internal/math/FloatingDecimal")
	if err != nil {
		return Slot{}, err
	}
	name, desc := "parseDouble", "(Ljava/lang/String;)D"
	if nbits == 32 {
		name, desc = "parseFloat", "(Ljava/lang/String;)F"
	}
	m := c.DeclaredMethod(name, desc)
	if m == nil {
		return Slot{}, fmt.Errorf("%w: no FloatingDecimal.%s", ErrLinkage, name)
	}
	return vm.Call(m, []Slot{s})
}

func registerFloating(r *nativeRegistry) {
	for _, t := range []struct {
		class string
		prim  byte
	}{{"java/lang/Float", 'F'}, {"java/lang/Double", 'D'}} {
		t := t
		C := t.class + "."
		P := string(t.prim)
		self := "L" + t.class + ";"
		nbits := 32
		short := "Float"
		if t.prim == 'D' {
			nbits = 64
			short = "Double"
		}
		get := func(s Slot) float64 {
			if t.prim == 'F' {
				return float64(s.Float())
			}
			return s.Double()
		}
		mk := func(f float64) Slot {
			if t.prim == 'F' {
				return FloatSlot(float32(f))
			}
			return DoubleSlot(f)
		}
		parse := func(vm *VM, s Slot) (Slot, error) { return vm.parseFloating(s, nbits) }
		r.add(C+"parse"+short+"(Ljava/lang/String;)"+P, func(vm *VM, a []Slot) (Slot, error) { return parse(vm, a[0]) })
		r.add(C+"valueOf(Ljava/lang/String;)"+self, func(vm *VM, a []Slot) (Slot, error) {
			v, err := parse(vm, a[0])
			if err != nil {
				return Slot{}, err
			}
			o, err := vm.Box(t.prim, v)
			return RefSlot(o), err
		})
		r.add(C+"<init>(Ljava/lang/String;)V", func(vm *VM, a []Slot) (Slot, error) {
			v, err := parse(vm, a[1])
			if err != nil {
				return Slot{}, err
			}
			vm.SetField(a[0].R, a[0].R.Class.valueSlot(), v)
			return Slot{}, nil
		})
		if t.prim == 'F' {
			r.add(C+"<init>(D)V", func(vm *VM, a []Slot) (Slot, error) {
				vm.SetField(a[0].R, a[0].R.Class.valueSlot(), FloatSlot(float32(a[1].Double())))
				return Slot{}, nil
			})
		}
		r.add(C+"isNaN("+P+")Z", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: b2i(math.IsNaN(get(a[0])))}, nil })
		r.add(C+"isInfinite("+P+")Z", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: b2i(math.IsInf(get(a[0]), 0))}, nil })
		r.add(C+"isFinite("+P+")Z", func(vm *VM, a []Slot) (Slot, error) {
			f := get(a[0])
			return Slot{I: b2i(!math.IsInf(f, 0) && !math.IsNaN(f))}, nil
		})
		r.add(C+"isNaN()Z", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: b2i(math.IsNaN(get(boxValue(a[0].R))))}, nil })
		r.add(C+"isInfinite()Z", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: b2i(math.IsInf(get(boxValue(a[0].R)), 0))}, nil })
		r.add(C+"sum("+P+P+")"+P, func(vm *VM, a []Slot) (Slot, error) { return mk(get(a[0]) + get(a[1])), nil })
		r.add(C+"max("+P+P+")"+P, func(vm *VM, a []Slot) (Slot, error) { return mk(javaMaxF(get(a[0]), get(a[1]))), nil })
		r.add(C+"min("+P+P+")"+P, func(vm *VM, a []Slot) (Slot, error) { return mk(javaMinF(get(a[0]), get(a[1]))), nil })
		r.add(C+"toHexString("+P+")Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
			return vm.StringSlot(javaHexFloat(get(a[0]), t.prim == 'F'))
		})
		if t.prim == 'F' {
			r.add(C+"floatToIntBits(F)I", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: canonicalBits(a[0], 'F')}, nil })
			r.add(C+"floatToRawIntBits(F)I", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: int64(int32(a[0].I))}, nil })
			r.add(C+"intBitsToFloat(I)F", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: int64(int32(a[0].I))}, nil })
			r.add(C+"float16ToFloat(S)F", func(vm *VM, a []Slot) (Slot, error) {
				return Slot{}, fmt.Errorf("%w: Float.float16ToFloat", ErrUnsupported)
			})
		} else {
			r.add(C+"doubleToLongBits(D)J", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: canonicalBits(a[0], 'D')}, nil })
			r.add(C+"doubleToRawLongBits(D)J", func(vm *VM, a []Slot) (Slot, error) { return a[0], nil })
			r.add(C+"longBitsToDouble(J)D", func(vm *VM, a []Slot) (Slot, error) { return a[0], nil })
		}
	}
}

func registerCharacter(r *nativeRegistry) {
	C := "java/lang/Character."
	cp := func(a []Slot, i int) int32 { return int32(a[i].I) }
	pred := func(name string, f func(rune) bool) {
		fn := func(vm *VM, a []Slot) (Slot, error) { return Slot{I: b2i(f(rune(cp(a, 0))))}, nil }
		r.add(C+name+"(C)Z", fn)
		r.add(C+name+"(I)Z", fn)
	}
	pred("isDigit", func(r rune) bool { return digitValue(r) >= 0 })
	pred("isLetter", func(r rune) bool { return isLetter(r) })
	pred("isLetterOrDigit", func(r rune) bool { return isLetter(r) || digitValue(r) >= 0 })
	pred("isLowerCase", javaIsLowerCase)
	pred("isUpperCase", javaIsUpperCase)
	pred("isTitleCase", func(r rune) bool { return javaCharType(int32(r)) == 3 })
	pred("isWhitespace", javaIsWhitespace)
	pred("isSpaceChar", javaIsSpaceChar)
	pred("isISOControl", func(r rune) bool { return (r >= 0 && r <= 0x1F) || (r >= 0x7F && r <= 0x9F) })
	pred("isDefined", func(r rune) bool { return javaCharType(int32(r)) != 0 })
	pred("isJavaIdentifierStart", javaIsJavaIdentifierStart)
	pred("isJavaIdentifierPart", javaIsJavaIdentifierPart)
	pred("isUnicodeIdentifierStart", func(r rune) bool { return isLetter(r) || javaCharType(int32(r)) == 10 })
	pred("isUnicodeIdentifierPart", func(r rune) bool { return javaIsJavaIdentifierPart(r) && javaCharType(int32(r)) != 26 })
	pred("isIdentifierIgnorable", javaIsIdentifierIgnorable)
	pred("isMirrored", func(r rune) bool { return strings.ContainsRune("()<>[]{}«»", r) })
	r.add(C+"isAlphabetic(I)Z", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: b2i(javaIsAlphabetic(rune(cp(a, 0))))}, nil })
	r.add(C+"isIdeographic(I)Z", func(vm *VM, a []Slot) (Slot, error) {
		return Slot{I: b2i(isIdeographic(rune(cp(a, 0))))}, nil
	})
	r.add(C+"isJavaLetter(C)Z", func(vm *VM, a []Slot) (Slot, error) {
		return Slot{I: b2i(javaIsJavaIdentifierStart(rune(cp(a, 0))))}, nil
	})
	r.add(C+"isJavaLetterOrDigit(C)Z", func(vm *VM, a []Slot) (Slot, error) {
		return Slot{I: b2i(javaIsJavaIdentifierPart(rune(cp(a, 0))))}, nil
	})
	r.add(C+"isSpace(C)Z", func(vm *VM, a []Slot) (Slot, error) {
		c := cp(a, 0)
		return Slot{I: b2i(c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r')}, nil
	})
	r.add(C+"isSurrogate(C)Z", func(vm *VM, a []Slot) (Slot, error) {
		return Slot{I: b2i(cp(a, 0) >= 0xD800 && cp(a, 0) < 0xE000)}, nil
	})
	r.add(C+"isHighSurrogate(C)Z", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: b2i(isHighSurrogate(cp(a, 0)))}, nil })
	r.add(C+"isLowSurrogate(C)Z", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: b2i(isLowSurrogate(cp(a, 0)))}, nil })
	r.add(C+"isSurrogatePair(CC)Z", func(vm *VM, a []Slot) (Slot, error) {
		return Slot{I: b2i(isHighSurrogate(cp(a, 0)) && isLowSurrogate(cp(a, 1)))}, nil
	})
	r.add(C+"isValidCodePoint(I)Z", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: b2i(cp(a, 0) >= 0 && cp(a, 0) <= 0x10FFFF)}, nil })
	r.add(C+"isBmpCodePoint(I)Z", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: b2i(uint32(cp(a, 0)) < 0x10000)}, nil })
	r.add(C+"isSupplementaryCodePoint(I)Z", func(vm *VM, a []Slot) (Slot, error) {
		return Slot{I: b2i(cp(a, 0) >= 0x10000 && cp(a, 0) <= 0x10FFFF)}, nil
	})
	r.add(C+"charCount(I)I", func(vm *VM, a []Slot) (Slot, error) {
		if cp(a, 0) >= 0x10000 {
			return IntSlot(2), nil
		}
		return IntSlot(1), nil
	})
	r.add(C+"toCodePoint(CC)I", func(vm *VM, a []Slot) (Slot, error) { return IntSlot(toCodePoint(cp(a, 0), cp(a, 1))), nil })
	r.add(C+"highSurrogate(I)C", func(vm *VM, a []Slot) (Slot, error) {
		return Slot{I: int64(uint16((uint32(cp(a, 0)) >> 10) + (0xD800 - (0x10000 >> 10))))}, nil
	})
	r.add(C+"lowSurrogate(I)C", func(vm *VM, a []Slot) (Slot, error) {
		return Slot{I: int64(uint16((uint32(cp(a, 0)) & 0x3ff) + 0xDC00))}, nil
	})
	badCP := func(vm *VM, c int32) error {
		return vm.JavaThrow("java/lang/IllegalArgumentException", fmt.Sprintf("Not a valid Unicode code point: 0x%X", uint32(c)))
	}
	r.add(C+"toChars(I)[C", func(vm *VM, a []Slot) (Slot, error) {
		c := cp(a, 0)
		if c < 0 || c > 0x10FFFF {
			return Slot{}, badCP(vm, c)
		}
		u := appendCodePoint(nil, c)
		arr, err := vm.NewArrayOf("C", len(u))
		if err != nil {
			return Slot{}, err
		}
		for i, x := range u {
			arr.Fields[i] = Slot{I: int64(x)}
		}
		return RefSlot(arr), nil
	})
	r.add(C+"toString(I)Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
		c := cp(a, 0)
		if c < 0 || c > 0x10FFFF {
			return Slot{}, badCP(vm, c)
		}
		return vm.utf16Slot(appendCodePoint(nil, c))
	})
	r.add(C+"codePointAt(Ljava/lang/CharSequence;I)I", func(vm *VM, a []Slot) (Slot, error) {
		u, err := vm.charSeq(a[0])
		if err != nil {
			return Slot{}, err
		}
		i := cp(a, 1)
		if i < 0 || int(i) >= len(u) {
			return Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("index %d, length %d", i, len(u)))
		}
		return IntSlot(codePointAt(u, int(i))), nil
	})
	r.add(C+"codePointAt([CI)I", func(vm *VM, a []Slot) (Slot, error) {
		u, err := vm.charsOf(a[0].R, 0, -1)
		if err != nil {
			return Slot{}, err
		}
		i := cp(a, 1)
		if i < 0 || int(i) >= len(u) {
			return Slot{}, vm.JavaThrow("java/lang/ArrayIndexOutOfBoundsException", fmt.Sprintf("Index %d out of bounds for length %d", i, len(u)))
		}
		return IntSlot(codePointAt(u, int(i))), nil
	})
	caseFn := func(name string, f func(int32) int32) {
		r.add(C+name+"(I)I", func(vm *VM, a []Slot) (Slot, error) { return IntSlot(f(cp(a, 0))), nil })
		r.add(C+name+"(C)C", func(vm *VM, a []Slot) (Slot, error) {
			v := f(cp(a, 0))
			if v > 0xFFFF {
				v = cp(a, 0)
			}
			return Slot{I: int64(v)}, nil
		})
	}
	caseFn("toUpperCase", javaToUpperCP)
	caseFn("toLowerCase", javaToLowerCP)
	caseFn("toTitleCase", javaToTitleCP)
	r.add(C+"digit(CI)I", func(vm *VM, a []Slot) (Slot, error) { return IntSlot(javaDigit(cp(a, 0), cp(a, 1))), nil })
	r.add(C+"digit(II)I", func(vm *VM, a []Slot) (Slot, error) { return IntSlot(javaDigit(cp(a, 0), cp(a, 1))), nil })
	r.add(C+"getNumericValue(C)I", func(vm *VM, a []Slot) (Slot, error) { return IntSlot(javaNumericValue(cp(a, 0))), nil })
	r.add(C+"getNumericValue(I)I", func(vm *VM, a []Slot) (Slot, error) { return IntSlot(javaNumericValue(cp(a, 0))), nil })
	r.add(C+"getType(C)I", func(vm *VM, a []Slot) (Slot, error) { return IntSlot(javaCharType(cp(a, 0))), nil })
	r.add(C+"getType(I)I", func(vm *VM, a []Slot) (Slot, error) { return IntSlot(javaCharType(cp(a, 0))), nil })
	r.add(C+"forDigit(II)C", func(vm *VM, a []Slot) (Slot, error) {
		d, radix := cp(a, 0), cp(a, 1)
		if d >= radix || d < 0 || radix < 2 || radix > 36 {
			return Slot{}, nil
		}
		if d < 10 {
			return Slot{I: int64('0' + d)}, nil
		}
		return Slot{I: int64('a' - 10 + d)}, nil
	})
	r.add(C+"reverseBytes(C)C", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: int64(bits.ReverseBytes16(uint16(a[0].I)))}, nil })
}

func isLetter(r rune) bool { return unicode.IsLetter(r) }

func isIdeographic(r rune) bool { return unicode.Is(unicode.Ideographic, r) }

func registerBoolean(r *nativeRegistry) {
	C := "java/lang/Boolean."
	parse := func(s Slot) int64 { return b2i(s.R != nil && strings.EqualFold(GoString(s.R), "true")) }
	r.add(C+"parseBoolean(Ljava/lang/String;)Z", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: parse(a[0])}, nil })
	r.add(C+"valueOf(Ljava/lang/String;)Ljava/lang/Boolean;", func(vm *VM, a []Slot) (Slot, error) {
		o, err := vm.Box('Z', Slot{I: parse(a[0])})
		return RefSlot(o), err
	})
	r.add(C+"<init>(Ljava/lang/String;)V", func(vm *VM, a []Slot) (Slot, error) {
		vm.SetField(a[0].R, a[0].R.Class.valueSlot(), Slot{I: parse(a[1])})
		return Slot{}, nil
	})
	r.add(C+"getBoolean(Ljava/lang/String;)Z", func(vm *VM, a []Slot) (Slot, error) {
		if a[0].R == nil {
			return Slot{}, nil
		}
		return Slot{I: b2i(strings.EqualFold(vm.opts.Properties[GoString(a[0].R)], "true"))}, nil
	})
	logic := func(op solver.Op) NativeFunc {
		return func(vm *VM, a []Slot) (Slot, error) { return vm.intOp(a[0], a[1], op), nil }
	}
	r.addSym(C+"logicalAnd(ZZ)Z", logic(solver.OpAnd))
	r.addSym(C+"logicalOr(ZZ)Z", logic(solver.OpOr))
	r.addSym(C+"logicalXor(ZZ)Z", logic(solver.OpXor))
}
