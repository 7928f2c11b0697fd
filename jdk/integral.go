package jdk

import (
	"fmt"
	"math"
	"math/bits"
	"strconv"
	"strings"

	"gospf/interp"
	"gospf/solver"
)

// The integral wrappers Integer, Long, Short and Byte: arithmetic helpers,
// bit operations, and parsing and printing in every radix.

func registerIntegral(r *interp.Library) {
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
		parse := func(vm *interp.VM, s interp.Slot, radix int32) (interp.Slot, error) {
			v, err := parseIntegral(vm, s, radix, t.bits)
			if err != nil {
				return interp.Slot{}, err
			}
			return interp.Slot{I: v}, nil
		}
		r.Add(C+"parse"+short+"(Ljava/lang/String;)"+P, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return parse(vm, a[0], 10) })
		r.Add(C+"parse"+short+"(Ljava/lang/String;I)"+P, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return parse(vm, a[0], int32(a[1].I)) })
		if t.bits >= 32 {
			r.Add(C+"parse"+short+"(Ljava/lang/CharSequence;III)"+P, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
				v, err := parseSeqIntegral(vm, a[0], int32(a[1].I), int32(a[2].I), int32(a[3].I), t.bits)
				return interp.Slot{I: v}, err
			})
		}
		valueOfStr := func(vm *interp.VM, s interp.Slot, radix int32) (interp.Slot, error) {
			v, err := parse(vm, s, radix)
			if err != nil {
				return interp.Slot{}, err
			}
			o, err := vm.Box(t.prim, v)
			return interp.RefSlot(o), err
		}
		r.Add(C+"valueOf(Ljava/lang/String;)"+self, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return valueOfStr(vm, a[0], 10) })
		r.Add(C+"valueOf(Ljava/lang/String;I)"+self, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return valueOfStr(vm, a[0], int32(a[1].I)) })
		r.Add(C+"<init>(Ljava/lang/String;)V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			v, err := parse(vm, a[1], 10)
			if err != nil {
				return interp.Slot{}, err
			}
			vm.SetField(a[0].R, a[0].R.Class.ValueSlot(), v)
			return interp.Slot{}, nil
		})
		r.Add(C+"decode(Ljava/lang/String;)"+self, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			v, err := decodeIntegral(vm, a[0], t.bits)
			if err != nil {
				return interp.Slot{}, err
			}
			o, err := vm.Box(t.prim, interp.Slot{I: v})
			return interp.RefSlot(o), err
		})
		if t.bits <= 16 {
			mask := int64(1)<<t.bits - 1
			r.AddSym(C+"toUnsignedInt("+P+")I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
				return vm.IntOp(a[0], interp.Slot{I: mask}, solver.OpAnd), nil
			})
			r.AddSym(C+"toUnsignedLong("+P+")J", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
				v := vm.IntOp(a[0], interp.Slot{I: mask}, solver.OpAnd)
				if v.S.Valid() {
					return vm.Normal(interp.Slot{S: vm.Ctx().I2L(v.S)}), nil
				}
				return v, nil
			})
			r.Add(C+"compareUnsigned("+P+P+")I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
				return interp.IntSlot(int32(a[0].I&mask - a[1].I&mask)), nil
			})
			if t.prim == 'S' {
				r.Add(C+"reverseBytes(S)S", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
					return interp.Slot{I: int64(int16(bits.ReverseBytes16(uint16(a[0].I))))}, nil
				})
			}
			continue
		}
		// Integer and Long only.
		long := t.prim == 'J'
		val := func(s interp.Slot) int64 { return s.I }
		unsigned := func(s interp.Slot) uint64 {
			if long {
				return uint64(s.I)
			}
			return uint64(uint32(s.I))
		}
		res := func(v int64) interp.Slot {
			if long {
				return interp.Slot{I: v}
			}
			return interp.Slot{I: int64(int32(v))}
		}
		r.Add(C+"toString("+P+"I)Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			radix := int(int32(a[1].I))
			if radix < 2 || radix > 36 {
				radix = 10
			}
			return vm.StringSlot(strconv.FormatInt(val(a[0]), radix))
		})
		r.Add(C+"toUnsignedString("+P+"I)Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			radix := int(int32(a[1].I))
			if radix < 2 || radix > 36 {
				radix = 10
			}
			return vm.StringSlot(strconv.FormatUint(unsigned(a[0]), radix))
		})
		r.Add(C+"toUnsignedString("+P+")Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			return vm.StringSlot(strconv.FormatUint(unsigned(a[0]), 10))
		})
		for name, radix := range map[string]int{"toHexString": 16, "toOctalString": 8, "toBinaryString": 2} {
			radix := radix
			r.Add(C+name+"("+P+")Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
				return vm.StringSlot(strconv.FormatUint(unsigned(a[0]), radix))
			})
		}
		r.Add(C+"parseUnsigned"+short+"(Ljava/lang/String;)"+P, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			v, err := parseUnsigned(vm, a[0], 10, t.bits)
			return interp.Slot{I: v}, err
		})
		r.Add(C+"parseUnsigned"+short+"(Ljava/lang/String;I)"+P, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			v, err := parseUnsigned(vm, a[0], int32(a[1].I), t.bits)
			return interp.Slot{I: v}, err
		})
		r.Add(C+"compareUnsigned("+P+P+")I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			x, y := unsigned(a[0]), unsigned(a[1])
			switch {
			case x < y:
				return interp.IntSlot(-1), nil
			case x > y:
				return interp.IntSlot(1), nil
			}
			return interp.IntSlot(0), nil
		})
		if !long {
			r.Add(C+"toUnsignedLong(I)J", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
				return interp.Slot{I: int64(uint32(a[0].I))}, nil
			})
		}
		divu := func(rem bool) interp.NativeFunc {
			return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
				x, y := unsigned(a[0]), unsigned(a[1])
				if y == 0 {
					return interp.Slot{}, vm.JavaThrow("java/lang/ArithmeticException", "/ by zero")
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
		r.Add(C+"highestOneBit("+P+")"+P, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			u := unsigned(a[0])
			if u == 0 {
				return res(0), nil
			}
			return res(int64(uint64(1) << (bits.Len64(u) - 1))), nil
		})
		r.Add(C+"lowestOneBit("+P+")"+P, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return res(val(a[0]) & -val(a[0])), nil })
		r.Add(C+"numberOfLeadingZeros("+P+")I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			return interp.IntSlot(int32(width - bits.Len64(unsigned(a[0])))), nil
		})
		r.Add(C+"numberOfTrailingZeros("+P+")I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			u := unsigned(a[0])
			if u == 0 {
				return interp.IntSlot(int32(width)), nil
			}
			return interp.IntSlot(int32(bits.TrailingZeros64(u))), nil
		})
		r.Add(C+"bitCount("+P+")I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			return interp.IntSlot(int32(bits.OnesCount64(unsigned(a[0])))), nil
		})
		rot := func(left bool) interp.NativeFunc {
			return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
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
		r.Add(C+"reverse("+P+")"+P, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			if long {
				return res(int64(bits.Reverse64(uint64(a[0].I)))), nil
			}
			return res(int64(int32(bits.Reverse32(uint32(a[0].I))))), nil
		})
		r.Add(C+"reverseBytes("+P+")"+P, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			if long {
				return res(int64(bits.ReverseBytes64(uint64(a[0].I)))), nil
			}
			return res(int64(int32(bits.ReverseBytes32(uint32(a[0].I))))), nil
		})
		k := solver.KInt
		if long {
			k = solver.KLong
		}
		r.AddSym(C+"signum("+P+")I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			if a[0].S.Valid() {
				return vm.Normal(interp.Slot{S: vm.Ctx().Cmp(a[0].S, vm.Ctx().Const(k, 0))}), nil
			}
			return interp.IntSlot(cmp3(a[0].I, 0)), nil
		})
		r.AddSym(C+"sum("+P+P+")"+P, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			if long {
				if a[0].S.Valid() || a[1].S.Valid() {
					return vm.LongOp(a[0], a[1], solver.OpAdd), nil
				}
				return interp.Slot{I: a[0].I + a[1].I}, nil
			}
			if a[0].S.Valid() || a[1].S.Valid() {
				return vm.IntOp(a[0], a[1], solver.OpAdd), nil
			}
			return interp.IntSlot(int32(a[0].I) + int32(a[1].I)), nil
		})
		r.AddSym(C+"max("+P+P+")"+P, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			return minMax(vm, a[0], a[1], k, false), nil
		})
		r.AddSym(C+"min("+P+P+")"+P, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return minMax(vm, a[0], a[1], k, true), nil })
		getter := func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			if len(a) > 1 {
				return a[1], nil
			}
			return interp.Slot{}, nil
		}
		r.Add(C+"get"+map[bool]string{false: "Integer", true: "Long"}[long]+"(Ljava/lang/String;)"+self, getter)
		r.Add(C+"get"+map[bool]string{false: "Integer", true: "Long"}[long]+"(Ljava/lang/String;"+self+")"+self, getter)
	}
}

// minMax is Math.min/max for ints and longs, an ite if symbolic.
func minMax(vm *interp.VM, x, y interp.Slot, k solver.Kind, min bool) interp.Slot {
	if !x.S.Valid() && !y.S.Valid() {
		if (x.I < y.I) == min {
			return x
		}
		return y
	}
	c := vm.Ctx()
	a, b := vm.SymOf(x, k), vm.SymOf(y, k)
	if min {
		return vm.Normal(interp.Slot{S: c.Ite(c.Le(a, b), a, b)})
	}
	return vm.Normal(interp.Slot{S: c.Ite(c.Ge(a, b), a, b)})
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
func parseIntegral(vm *interp.VM, s interp.Slot, radix int32, nbits int) (int64, error) {
	if s.R == nil {
		return 0, vm.JavaThrow(nfe, "Cannot parse null string")
	}
	if radix < 2 {
		return 0, vm.JavaThrow(nfe, fmt.Sprintf("radix %d less than Character.MIN_RADIX", radix))
	}
	if radix > 36 {
		return 0, vm.JavaThrow(nfe, fmt.Sprintf("radix %d greater than Character.MAX_RADIX", radix))
	}
	u := interp.StringOf(s.R)
	text := interp.StringOfUTF16(u)
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
func parseUnsigned(vm *interp.VM, s interp.Slot, radix int32, nbits int) (int64, error) {
	if s.R == nil {
		return 0, vm.JavaThrow(nfe, "Cannot parse null string")
	}
	if radix < 2 || radix > 36 {
		return parseIntegral(vm, s, radix, nbits)
	}
	u := interp.StringOf(s.R)
	text := interp.StringOfUTF16(u)
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
func decodeIntegral(vm *interp.VM, s interp.Slot, nbits int) (int64, error) {
	if s.R == nil {
		return 0, vm.JavaThrow(npe, "")
	}
	nm := interp.GoString(s.R)
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
	return parseIntegral(vm, cs, radix, nbits)
}

// parseFloating is Double.parseDouble (bits 64) and Float.parseFloat (32):
// it runs JDK 17's FloatingDecimal, so that its syntax, rounding and
// exception messages ("multiple points", "empty String") are Java's.
func parseFloating(vm *interp.VM, s interp.Slot, nbits int) (interp.Slot, error) {
	c, err := vm.LoadClass("jdk/internal/math/FloatingDecimal")
	if err != nil {
		return interp.Slot{}, err
	}
	name, desc := "parseDouble", "(Ljava/lang/String;)D"
	if nbits == 32 {
		name, desc = "parseFloat", "(Ljava/lang/String;)F"
	}
	m := c.DeclaredMethod(name, desc)
	if m == nil {
		return interp.Slot{}, fmt.Errorf("%w: no FloatingDecimal.%s", interp.ErrLinkage, name)
	}
	return vm.Call(m, []interp.Slot{s})
}

// parseSeqIntegral is Integer.parseInt(CharSequence, int, int, int)
// (bits 32) and Long.parseLong of the same arguments (64): the chars of s
// from begin to end, in radix, with JDK 17's exceptions and messages (the
// index of the first bad char, counted from begin; an empty range is
// Integer's forInputString but Long's bare ""). It accumulates negatively,
// as the JDK does, so the most negative value parses.
func parseSeqIntegral(vm *interp.VM, s interp.Slot, begin, end, radix int32, nbits int) (int64, error) {
	if s.R == nil {
		return 0, vm.JavaThrow(npe, "")
	}
	u, err := charSeq(vm, s)
	if err != nil {
		return 0, err
	}
	if begin < 0 || begin > end || int(end) > len(u) {
		return 0, vm.JavaThrow("java/lang/IndexOutOfBoundsException", "")
	}
	if radix < 2 {
		return 0, vm.JavaThrow(nfe, fmt.Sprintf("radix %d less than Character.MIN_RADIX", radix))
	}
	if radix > 36 {
		return 0, vm.JavaThrow(nfe, fmt.Sprintf("radix %d greater than Character.MAX_RADIX", radix))
	}
	if begin == end {
		if nbits == 32 {
			return 0, vm.JavaThrow(nfe, forInputString("", radix))
		}
		return 0, vm.JavaThrowEmpty(nfe)
	}
	bad := func(i int32) error {
		return vm.JavaThrow(nfe, fmt.Sprintf(`Error at index %d in: "%s"`, i-begin, interp.StringOfUTF16(u[begin:end])))
	}
	maxV := int64(math.MaxInt32)
	if nbits == 64 {
		maxV = math.MaxInt64
	}
	limit, negative, i := -maxV, false, begin
	if first := u[i]; first < '0' {
		switch first {
		case '-':
			negative, limit = true, -maxV-1
		case '+':
		default:
			return 0, bad(i)
		}
		i++
		if i == end {
			return 0, bad(i)
		}
	}
	multmin := limit / int64(radix)
	var result int64
	for ; i < end; i++ {
		d := javaDigit(int32(u[i]), radix)
		if d < 0 || result < multmin {
			return 0, bad(i)
		}
		result *= int64(radix)
		if result < limit+int64(d) {
			return 0, bad(i)
		}
		result -= int64(d)
	}
	if negative {
		return result, nil
	}
	return -result, nil
}
