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

func registerBoxes(r *Library) {
	for _, b := range Boxes {
		b := b
		r.Model(b.Class)
		C := b.Class + "."
		P := string(b.Prim)
		self := "L" + b.Class + ";"
		r.Init(b.Class, func(vm *VM, c *Class) error {
			if fd := c.FieldByName("TYPE"); fd != nil {
				pc, err := vm.PrimitiveClass(b.Name)
				if err != nil {
					return err
				}
				m, err := vm.Mirror(pc)
				if err != nil {
					return err
				}
				vm.SetField(c.Statics(), fd.Slot, RefSlot(m))
			}
			if b.Prim == 'Z' {
				for name, v := range map[string]int64{"TRUE": 1, "FALSE": 0} {
					o, err := vm.Box('Z', Slot{I: v})
					if err != nil {
						return err
					}
					if fd := c.FieldByName(name); fd != nil {
						vm.SetField(c.Statics(), fd.Slot, RefSlot(o))
					}
				}
			}
			return nil
		})
		// Construction and unboxing.
		r.AddSym(C+"<init>("+P+")V", func(vm *VM, a []Slot) (Slot, error) {
			vm.SetField(a[0].R, a[0].R.Class.ValueSlot(), vm.Narrow(a[1], b.Prim))
			return Slot{}, nil
		})
		r.AddSym(C+"valueOf("+P+")"+self, func(vm *VM, a []Slot) (Slot, error) {
			o, err := vm.Box(b.Prim, a[0])
			return RefSlot(o), err
		})
		for _, t := range []byte{'B', 'S', 'I', 'J', 'F', 'D'} {
			if b.Prim == 'C' || b.Prim == 'Z' {
				break
			}
			t := t
			name := map[byte]string{'B': "byteValue", 'S': "shortValue", 'I': "intValue", 'J': "longValue", 'F': "floatValue", 'D': "doubleValue"}[t]
			r.AddSym(C+name+"()"+string(t), func(vm *VM, a []Slot) (Slot, error) {
				return vm.ConvertPrim(BoxValue(a[0].R), b.Prim, t)
			})
		}
		if b.Prim == 'C' {
			r.AddSym(C+"charValue()C", func(vm *VM, a []Slot) (Slot, error) { return BoxValue(a[0].R), nil })
		}
		if b.Prim == 'Z' {
			r.AddSym(C+"booleanValue()Z", func(vm *VM, a []Slot) (Slot, error) { return BoxValue(a[0].R), nil })
		}
		// String conversion.
		r.Add(C+"toString()Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
			v := BoxValue(a[0].R)
			if v.S.Valid() {
				return Slot{}, fmt.Errorf("%w: toString of a wrapper holding a symbolic value", ErrUnsupported)
			}
			s, err := vm.ToJavaString(v, P)
			if err != nil {
				return Slot{}, err
			}
			return vm.StringSlot(s)
		})
		r.Add(C+"toString("+P+")Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
			s, err := vm.ToJavaString(a[0], P)
			if err != nil {
				return Slot{}, err
			}
			return vm.StringSlot(s)
		})
		// Hashing, equality, comparison.
		r.AddSym(C+"hashCode()I", func(vm *VM, a []Slot) (Slot, error) { return vm.PrimHash(BoxValue(a[0].R), b.Prim) })
		r.AddSym(C+"hashCode("+P+")I", func(vm *VM, a []Slot) (Slot, error) { return vm.PrimHash(a[0], b.Prim) })
		r.AddSym(C+"equals(Ljava/lang/Object;)Z", func(vm *VM, a []Slot) (Slot, error) {
			o := a[1].R
			if o == nil || o.Class != a[0].R.Class {
				return Slot{}, nil
			}
			x, y := BoxValue(a[0].R), BoxValue(o)
			switch b.Prim {
			case 'F', 'D':
				if x.S.Valid() || y.S.Valid() {
					return vm.SymFloatEquals(x, y, b.Prim), nil
				}
				return Slot{I: b2i(CanonicalBits(x, b.Prim) == CanonicalBits(y, b.Prim))}, nil
			}
			return vm.PrimEq(x, y, b.Prim), nil
		})
		compare := func(vm *VM, x, y Slot) (Slot, error) { return vm.PrimCompare(x, y, b.Prim) }
		r.AddSym(C+"compare("+P+P+")I", func(vm *VM, a []Slot) (Slot, error) { return compare(vm, a[0], a[1]) })
		r.AddSym(C+"compareTo("+self+")I", func(vm *VM, a []Slot) (Slot, error) {
			if a[1].R == nil {
				return Slot{}, vm.JavaThrow(npe, "")
			}
			return compare(vm, BoxValue(a[0].R), BoxValue(a[1].R))
		})
		r.AddSym(C+"compareTo(Ljava/lang/Object;)I", func(vm *VM, a []Slot) (Slot, error) {
			o := a[1].R
			if o == nil {
				return Slot{}, vm.JavaThrow(npe, "")
			}
			if o.Class != a[0].R.Class {
				return Slot{}, vm.CastError(o.Class, a[0].R.Class)
			}
			return compare(vm, BoxValue(a[0].R), BoxValue(o))
		})
	}
	registerIntegral(r)
	registerFloating(r)
	registerCharacter(r)
	registerBoolean(r)
}

func registerIntegral(r *Library) {
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
		r.Add(C+"parse"+short+"(Ljava/lang/String;)"+P, func(vm *VM, a []Slot) (Slot, error) { return parse(vm, a[0], 10) })
		r.Add(C+"parse"+short+"(Ljava/lang/String;I)"+P, func(vm *VM, a []Slot) (Slot, error) { return parse(vm, a[0], int32(a[1].I)) })
		valueOfStr := func(vm *VM, s Slot, radix int32) (Slot, error) {
			v, err := parse(vm, s, radix)
			if err != nil {
				return Slot{}, err
			}
			o, err := vm.Box(t.prim, v)
			return RefSlot(o), err
		}
		r.Add(C+"valueOf(Ljava/lang/String;)"+self, func(vm *VM, a []Slot) (Slot, error) { return valueOfStr(vm, a[0], 10) })
		r.Add(C+"valueOf(Ljava/lang/String;I)"+self, func(vm *VM, a []Slot) (Slot, error) { return valueOfStr(vm, a[0], int32(a[1].I)) })
		r.Add(C+"<init>(Ljava/lang/String;)V", func(vm *VM, a []Slot) (Slot, error) {
			v, err := parse(vm, a[1], 10)
			if err != nil {
				return Slot{}, err
			}
			vm.SetField(a[0].R, a[0].R.Class.ValueSlot(), v)
			return Slot{}, nil
		})
		r.Add(C+"decode(Ljava/lang/String;)"+self, func(vm *VM, a []Slot) (Slot, error) {
			v, err := vm.decodeIntegral(a[0], t.bits)
			if err != nil {
				return Slot{}, err
			}
			o, err := vm.Box(t.prim, Slot{I: v})
			return RefSlot(o), err
		})
		if t.bits <= 16 {
			mask := int64(1)<<t.bits - 1
			r.AddSym(C+"toUnsignedInt("+P+")I", func(vm *VM, a []Slot) (Slot, error) {
				return vm.IntOp(a[0], Slot{I: mask}, solver.OpAnd), nil
			})
			r.AddSym(C+"toUnsignedLong("+P+")J", func(vm *VM, a []Slot) (Slot, error) {
				v := vm.IntOp(a[0], Slot{I: mask}, solver.OpAnd)
				if v.S.Valid() {
					return vm.Normal(Slot{S: vm.Ctx().I2L(v.S)}), nil
				}
				return v, nil
			})
			r.Add(C+"compareUnsigned("+P+P+")I", func(vm *VM, a []Slot) (Slot, error) {
				return IntSlot(int32(a[0].I&mask - a[1].I&mask)), nil
			})
			if t.prim == 'S' {
				r.Add(C+"reverseBytes(S)S", func(vm *VM, a []Slot) (Slot, error) {
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
		r.Add(C+"toString("+P+"I)Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
			radix := int(int32(a[1].I))
			if radix < 2 || radix > 36 {
				radix = 10
			}
			return vm.StringSlot(strconv.FormatInt(val(a[0]), radix))
		})
		r.Add(C+"toUnsignedString("+P+"I)Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
			radix := int(int32(a[1].I))
			if radix < 2 || radix > 36 {
				radix = 10
			}
			return vm.StringSlot(strconv.FormatUint(unsigned(a[0]), radix))
		})
		r.Add(C+"toUnsignedString("+P+")Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
			return vm.StringSlot(strconv.FormatUint(unsigned(a[0]), 10))
		})
		for name, radix := range map[string]int{"toHexString": 16, "toOctalString": 8, "toBinaryString": 2} {
			radix := radix
			r.Add(C+name+"("+P+")Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
				return vm.StringSlot(strconv.FormatUint(unsigned(a[0]), radix))
			})
		}
		r.Add(C+"parseUnsigned"+short+"(Ljava/lang/String;)"+P, func(vm *VM, a []Slot) (Slot, error) {
			v, err := vm.parseUnsigned(a[0], 10, t.bits)
			return Slot{I: v}, err
		})
		r.Add(C+"parseUnsigned"+short+"(Ljava/lang/String;I)"+P, func(vm *VM, a []Slot) (Slot, error) {
			v, err := vm.parseUnsigned(a[0], int32(a[1].I), t.bits)
			return Slot{I: v}, err
		})
		r.Add(C+"compareUnsigned("+P+P+")I", func(vm *VM, a []Slot) (Slot, error) {
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
			r.Add(C+"toUnsignedLong(I)J", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: int64(uint32(a[0].I))}, nil })
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
		r.Add(C+"divideUnsigned("+P+P+")"+P, divu(false))
		r.Add(C+"remainderUnsigned("+P+P+")"+P, divu(true))
		width := 32
		if long {
			width = 64
		}
		r.Add(C+"highestOneBit("+P+")"+P, func(vm *VM, a []Slot) (Slot, error) {
			u := unsigned(a[0])
			if u == 0 {
				return res(0), nil
			}
			return res(int64(uint64(1) << (bits.Len64(u) - 1))), nil
		})
		r.Add(C+"lowestOneBit("+P+")"+P, func(vm *VM, a []Slot) (Slot, error) { return res(val(a[0]) & -val(a[0])), nil })
		r.Add(C+"numberOfLeadingZeros("+P+")I", func(vm *VM, a []Slot) (Slot, error) {
			return IntSlot(int32(width - bits.Len64(unsigned(a[0])))), nil
		})
		r.Add(C+"numberOfTrailingZeros("+P+")I", func(vm *VM, a []Slot) (Slot, error) {
			u := unsigned(a[0])
			if u == 0 {
				return IntSlot(int32(width)), nil
			}
			return IntSlot(int32(bits.TrailingZeros64(u))), nil
		})
		r.Add(C+"bitCount("+P+")I", func(vm *VM, a []Slot) (Slot, error) { return IntSlot(int32(bits.OnesCount64(unsigned(a[0])))), nil })
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
		r.Add(C+"rotateLeft("+P+"I)"+P, rot(true))
		r.Add(C+"rotateRight("+P+"I)"+P, rot(false))
		r.Add(C+"reverse("+P+")"+P, func(vm *VM, a []Slot) (Slot, error) {
			if long {
				return res(int64(bits.Reverse64(uint64(a[0].I)))), nil
			}
			return res(int64(int32(bits.Reverse32(uint32(a[0].I))))), nil
		})
		r.Add(C+"reverseBytes("+P+")"+P, func(vm *VM, a []Slot) (Slot, error) {
			if long {
				return res(int64(bits.ReverseBytes64(uint64(a[0].I)))), nil
			}
			return res(int64(int32(bits.ReverseBytes32(uint32(a[0].I))))), nil
		})
		k := solver.KInt
		if long {
			k = solver.KLong
		}
		r.AddSym(C+"signum("+P+")I", func(vm *VM, a []Slot) (Slot, error) {
			if a[0].S.Valid() {
				return vm.Normal(Slot{S: vm.Ctx().Cmp(a[0].S, vm.Ctx().Const(k, 0))}), nil
			}
			return IntSlot(cmp3(a[0].I, 0)), nil
		})
		r.AddSym(C+"sum("+P+P+")"+P, func(vm *VM, a []Slot) (Slot, error) {
			if long {
				if a[0].S.Valid() || a[1].S.Valid() {
					return vm.LongOp(a[0], a[1], solver.OpAdd), nil
				}
				return Slot{I: a[0].I + a[1].I}, nil
			}
			if a[0].S.Valid() || a[1].S.Valid() {
				return vm.IntOp(a[0], a[1], solver.OpAdd), nil
			}
			return IntSlot(int32(a[0].I) + int32(a[1].I)), nil
		})
		r.AddSym(C+"max("+P+P+")"+P, func(vm *VM, a []Slot) (Slot, error) { return vm.minMax(a[0], a[1], k, false), nil })
		r.AddSym(C+"min("+P+P+")"+P, func(vm *VM, a []Slot) (Slot, error) { return vm.minMax(a[0], a[1], k, true), nil })
		getter := func(vm *VM, a []Slot) (Slot, error) {
			if len(a) > 1 {
				return a[1], nil
			}
			return Slot{}, nil
		}
		r.Add(C+"get"+map[bool]string{false: "Integer", true: "Long"}[long]+"(Ljava/lang/String;)"+self, getter)
		r.Add(C+"get"+map[bool]string{false: "Integer", true: "Long"}[long]+"(Ljava/lang/String;"+self+")"+self, getter)
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
	c := vm.Ctx()
	a, b := vm.SymOf(x, k), vm.SymOf(y, k)
	if min {
		return vm.Normal(Slot{S: c.Ite(c.Le(a, b), a, b)})
	}
	return vm.Normal(Slot{S: c.Ite(c.Ge(a, b), a, b)})
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
	text := StringOfUTF16(u)
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
	text := StringOfUTF16(u)
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

func registerFloating(r *Library) {
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
		r.Add(C+"parse"+short+"(Ljava/lang/String;)"+P, func(vm *VM, a []Slot) (Slot, error) { return parse(vm, a[0]) })
		r.Add(C+"valueOf(Ljava/lang/String;)"+self, func(vm *VM, a []Slot) (Slot, error) {
			v, err := parse(vm, a[0])
			if err != nil {
				return Slot{}, err
			}
			o, err := vm.Box(t.prim, v)
			return RefSlot(o), err
		})
		r.Add(C+"<init>(Ljava/lang/String;)V", func(vm *VM, a []Slot) (Slot, error) {
			v, err := parse(vm, a[1])
			if err != nil {
				return Slot{}, err
			}
			vm.SetField(a[0].R, a[0].R.Class.ValueSlot(), v)
			return Slot{}, nil
		})
		if t.prim == 'F' {
			r.Add(C+"<init>(D)V", func(vm *VM, a []Slot) (Slot, error) {
				vm.SetField(a[0].R, a[0].R.Class.ValueSlot(), FloatSlot(float32(a[1].Double())))
				return Slot{}, nil
			})
		}
		r.Add(C+"isNaN("+P+")Z", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: b2i(math.IsNaN(get(a[0])))}, nil })
		r.Add(C+"isInfinite("+P+")Z", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: b2i(math.IsInf(get(a[0]), 0))}, nil })
		r.Add(C+"isFinite("+P+")Z", func(vm *VM, a []Slot) (Slot, error) {
			f := get(a[0])
			return Slot{I: b2i(!math.IsInf(f, 0) && !math.IsNaN(f))}, nil
		})
		r.Add(C+"isNaN()Z", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: b2i(math.IsNaN(get(BoxValue(a[0].R))))}, nil })
		r.Add(C+"isInfinite()Z", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: b2i(math.IsInf(get(BoxValue(a[0].R)), 0))}, nil })
		r.Add(C+"sum("+P+P+")"+P, func(vm *VM, a []Slot) (Slot, error) { return mk(get(a[0]) + get(a[1])), nil })
		r.Add(C+"max("+P+P+")"+P, func(vm *VM, a []Slot) (Slot, error) { return mk(javaMaxF(get(a[0]), get(a[1]))), nil })
		r.Add(C+"min("+P+P+")"+P, func(vm *VM, a []Slot) (Slot, error) { return mk(javaMinF(get(a[0]), get(a[1]))), nil })
		r.Add(C+"toHexString("+P+")Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
			return vm.StringSlot(javaHexFloat(get(a[0]), t.prim == 'F'))
		})
		if t.prim == 'F' {
			r.Add(C+"floatToIntBits(F)I", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: CanonicalBits(a[0], 'F')}, nil })
			r.Add(C+"floatToRawIntBits(F)I", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: int64(int32(a[0].I))}, nil })
			r.Add(C+"intBitsToFloat(I)F", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: int64(int32(a[0].I))}, nil })
			r.Add(C+"float16ToFloat(S)F", func(vm *VM, a []Slot) (Slot, error) {
				return Slot{}, fmt.Errorf("%w: Float.float16ToFloat", ErrUnsupported)
			})
		} else {
			r.Add(C+"doubleToLongBits(D)J", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: CanonicalBits(a[0], 'D')}, nil })
			r.Add(C+"doubleToRawLongBits(D)J", func(vm *VM, a []Slot) (Slot, error) { return a[0], nil })
			r.Add(C+"longBitsToDouble(J)D", func(vm *VM, a []Slot) (Slot, error) { return a[0], nil })
		}
	}
}

func registerCharacter(r *Library) {
	C := "java/lang/Character."
	cp := func(a []Slot, i int) int32 { return int32(a[i].I) }
	pred := func(name string, f func(rune) bool) {
		fn := func(vm *VM, a []Slot) (Slot, error) { return Slot{I: b2i(f(rune(cp(a, 0))))}, nil }
		r.Add(C+name+"(C)Z", fn)
		r.Add(C+name+"(I)Z", fn)
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
	r.Add(C+"isAlphabetic(I)Z", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: b2i(javaIsAlphabetic(rune(cp(a, 0))))}, nil })
	r.Add(C+"isIdeographic(I)Z", func(vm *VM, a []Slot) (Slot, error) {
		return Slot{I: b2i(isIdeographic(rune(cp(a, 0))))}, nil
	})
	r.Add(C+"isJavaLetter(C)Z", func(vm *VM, a []Slot) (Slot, error) {
		return Slot{I: b2i(javaIsJavaIdentifierStart(rune(cp(a, 0))))}, nil
	})
	r.Add(C+"isJavaLetterOrDigit(C)Z", func(vm *VM, a []Slot) (Slot, error) {
		return Slot{I: b2i(javaIsJavaIdentifierPart(rune(cp(a, 0))))}, nil
	})
	r.Add(C+"isSpace(C)Z", func(vm *VM, a []Slot) (Slot, error) {
		c := cp(a, 0)
		return Slot{I: b2i(c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r')}, nil
	})
	r.Add(C+"isSurrogate(C)Z", func(vm *VM, a []Slot) (Slot, error) {
		return Slot{I: b2i(cp(a, 0) >= 0xD800 && cp(a, 0) < 0xE000)}, nil
	})
	r.Add(C+"isHighSurrogate(C)Z", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: b2i(isHighSurrogate(cp(a, 0)))}, nil })
	r.Add(C+"isLowSurrogate(C)Z", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: b2i(isLowSurrogate(cp(a, 0)))}, nil })
	r.Add(C+"isSurrogatePair(CC)Z", func(vm *VM, a []Slot) (Slot, error) {
		return Slot{I: b2i(isHighSurrogate(cp(a, 0)) && isLowSurrogate(cp(a, 1)))}, nil
	})
	r.Add(C+"isValidCodePoint(I)Z", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: b2i(cp(a, 0) >= 0 && cp(a, 0) <= 0x10FFFF)}, nil })
	r.Add(C+"isBmpCodePoint(I)Z", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: b2i(uint32(cp(a, 0)) < 0x10000)}, nil })
	r.Add(C+"isSupplementaryCodePoint(I)Z", func(vm *VM, a []Slot) (Slot, error) {
		return Slot{I: b2i(cp(a, 0) >= 0x10000 && cp(a, 0) <= 0x10FFFF)}, nil
	})
	r.Add(C+"charCount(I)I", func(vm *VM, a []Slot) (Slot, error) {
		if cp(a, 0) >= 0x10000 {
			return IntSlot(2), nil
		}
		return IntSlot(1), nil
	})
	r.Add(C+"toCodePoint(CC)I", func(vm *VM, a []Slot) (Slot, error) { return IntSlot(toCodePoint(cp(a, 0), cp(a, 1))), nil })
	r.Add(C+"highSurrogate(I)C", func(vm *VM, a []Slot) (Slot, error) {
		return Slot{I: int64(uint16((uint32(cp(a, 0)) >> 10) + (0xD800 - (0x10000 >> 10))))}, nil
	})
	r.Add(C+"lowSurrogate(I)C", func(vm *VM, a []Slot) (Slot, error) {
		return Slot{I: int64(uint16((uint32(cp(a, 0)) & 0x3ff) + 0xDC00))}, nil
	})
	badCP := func(vm *VM, c int32) error {
		return vm.JavaThrow("java/lang/IllegalArgumentException", fmt.Sprintf("Not a valid Unicode code point: 0x%X", uint32(c)))
	}
	r.Add(C+"toChars(I)[C", func(vm *VM, a []Slot) (Slot, error) {
		c := cp(a, 0)
		if c < 0 || c > 0x10FFFF {
			return Slot{}, badCP(vm, c)
		}
		u := AppendCodePoint(nil, c)
		arr, err := vm.NewArrayOf("C", len(u))
		if err != nil {
			return Slot{}, err
		}
		for i, x := range u {
			arr.Fields[i] = Slot{I: int64(x)}
		}
		return RefSlot(arr), nil
	})
	r.Add(C+"toString(I)Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
		c := cp(a, 0)
		if c < 0 || c > 0x10FFFF {
			return Slot{}, badCP(vm, c)
		}
		return vm.UTF16Slot(AppendCodePoint(nil, c))
	})
	r.Add(C+"codePointAt(Ljava/lang/CharSequence;I)I", func(vm *VM, a []Slot) (Slot, error) {
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
	r.Add(C+"codePointAt([CI)I", func(vm *VM, a []Slot) (Slot, error) {
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
		r.Add(C+name+"(I)I", func(vm *VM, a []Slot) (Slot, error) { return IntSlot(f(cp(a, 0))), nil })
		r.Add(C+name+"(C)C", func(vm *VM, a []Slot) (Slot, error) {
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
	r.Add(C+"digit(CI)I", func(vm *VM, a []Slot) (Slot, error) { return IntSlot(javaDigit(cp(a, 0), cp(a, 1))), nil })
	r.Add(C+"digit(II)I", func(vm *VM, a []Slot) (Slot, error) { return IntSlot(javaDigit(cp(a, 0), cp(a, 1))), nil })
	r.Add(C+"getNumericValue(C)I", func(vm *VM, a []Slot) (Slot, error) { return IntSlot(javaNumericValue(cp(a, 0))), nil })
	r.Add(C+"getNumericValue(I)I", func(vm *VM, a []Slot) (Slot, error) { return IntSlot(javaNumericValue(cp(a, 0))), nil })
	r.Add(C+"getType(C)I", func(vm *VM, a []Slot) (Slot, error) { return IntSlot(javaCharType(cp(a, 0))), nil })
	r.Add(C+"getType(I)I", func(vm *VM, a []Slot) (Slot, error) { return IntSlot(javaCharType(cp(a, 0))), nil })
	r.Add(C+"forDigit(II)C", func(vm *VM, a []Slot) (Slot, error) {
		d, radix := cp(a, 0), cp(a, 1)
		if d >= radix || d < 0 || radix < 2 || radix > 36 {
			return Slot{}, nil
		}
		if d < 10 {
			return Slot{I: int64('0' + d)}, nil
		}
		return Slot{I: int64('a' - 10 + d)}, nil
	})
	r.Add(C+"reverseBytes(C)C", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: int64(bits.ReverseBytes16(uint16(a[0].I)))}, nil })
}

func isLetter(r rune) bool { return unicode.IsLetter(r) }

func isIdeographic(r rune) bool { return unicode.Is(unicode.Ideographic, r) }

func registerBoolean(r *Library) {
	C := "java/lang/Boolean."
	parse := func(s Slot) int64 { return b2i(s.R != nil && strings.EqualFold(GoString(s.R), "true")) }
	r.Add(C+"parseBoolean(Ljava/lang/String;)Z", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: parse(a[0])}, nil })
	r.Add(C+"valueOf(Ljava/lang/String;)Ljava/lang/Boolean;", func(vm *VM, a []Slot) (Slot, error) {
		o, err := vm.Box('Z', Slot{I: parse(a[0])})
		return RefSlot(o), err
	})
	r.Add(C+"<init>(Ljava/lang/String;)V", func(vm *VM, a []Slot) (Slot, error) {
		vm.SetField(a[0].R, a[0].R.Class.ValueSlot(), Slot{I: parse(a[1])})
		return Slot{}, nil
	})
	r.Add(C+"getBoolean(Ljava/lang/String;)Z", func(vm *VM, a []Slot) (Slot, error) {
		if a[0].R == nil {
			return Slot{}, nil
		}
		return Slot{I: b2i(strings.EqualFold(vm.Options().Properties[GoString(a[0].R)], "true"))}, nil
	})
	logic := func(op solver.Op) NativeFunc {
		return func(vm *VM, a []Slot) (Slot, error) { return vm.IntOp(a[0], a[1], op), nil }
	}
	r.AddSym(C+"logicalAnd(ZZ)Z", logic(solver.OpAnd))
	r.AddSym(C+"logicalOr(ZZ)Z", logic(solver.OpOr))
	r.AddSym(C+"logicalXor(ZZ)Z", logic(solver.OpXor))
}
