package interp

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf16"
)

// JavaDouble formats d the way Double.toString does since JDK 19: the
// shortest decimal that reads back as d, in plain notation for
// 1e-3 <= |d| < 1e7 and in computerized scientific notation ("1.0E10")
// otherwise. JDK 17's FloatingDecimal sometimes prints more digits (4.9E-324
// for Double.MIN_VALUE, 2.82879384806159008E17): the VM therefore runs
// FloatingDecimal's own bytecode (formatFloating) and this function is only
// a fallback for Go callers without a VM.
func JavaDouble(d float64) string { return javaFloating(d, 64) }

// JavaFloat formats f as Float.toString does.
func JavaFloat(f float32) string { return javaFloating(float64(f), 32) }

func javaFloating(d float64, bits int) string {
	switch {
	case math.IsNaN(d):
		return "NaN"
	case math.IsInf(d, 1):
		return "Infinity"
	case math.IsInf(d, -1):
		return "-Infinity"
	case d == 0:
		if math.Signbit(d) {
			return "-0.0"
		}
		return "0.0"
	}
	sign := ""
	if d < 0 {
		sign = "-"
		d = -d
	}
	// Shortest round-trip digits and exponent: d = 0.DIGITS * 10^exp.
	e := strconv.FormatFloat(d, 'e', -1, bits)
	mant, expPart, _ := strings.Cut(e, "e")
	digits := strings.Replace(mant, ".", "", 1)
	exp, _ := strconv.Atoi(expPart) // d = D.DDD * 10^exp
	if d >= 1e-3 && d < 1e7 {
		var s string
		if exp >= 0 {
			if len(digits) <= exp+1 {
				s = digits + strings.Repeat("0", exp+1-len(digits)) + ".0"
			} else {
				s = digits[:exp+1] + "." + digits[exp+1:]
			}
		} else {
			s = "0." + strings.Repeat("0", -exp-1) + digits
		}
		return sign + s
	}
	frac := digits[1:]
	if frac == "" {
		frac = "0"
	}
	return sign + digits[:1] + "." + frac + "E" + strconv.Itoa(exp)
}

// formatFloating is Float.toString (t 'F') or Double.toString (t 'D') as
// JDK 17 computes it: it runs jdk.internal.math.FloatingDecimal.
func (vm *VM) formatFloating(v Slot, t byte) (string, error) {
	if v.S.Valid() {
		return "", fmt.Errorf("%w: a symbolic floating-point value is converted to a String", ErrUnsupported)
	}
	if f := v.Double(); t == 'D' && (f == 0 || math.IsInf(f, 0) || f != f) {
		return JavaDouble(f), nil
	}
	if f := v.Float(); t == 'F' && (f == 0 || math.IsInf(float64(f), 0) || f != f) {
		return JavaFloat(f), nil
	}
	c, err := vm.LoadClass("jdk/internal/math/FloatingDecimal")
	if err != nil {
		return "", err
	}
	m := c.DeclaredMethod("toJavaFormatString", "("+string(t)+")Ljava/lang/String;")
	if m == nil {
		return "", fmt.Errorf("%w: no FloatingDecimal.toJavaFormatString(%c)", ErrLinkage, t)
	}
	res, err := vm.Call(m, []Slot{v})
	if err != nil {
		return "", err
	}
	return GoString(res.R), nil
}

// SimpleName is Class.getSimpleName: the name after the enclosing class's
// "$" (digits of local classes dropped; "" for anonymous classes).
func SimpleName(c *Class) string {
	if c.IsArray() {
		if c.Component == nil {
			return PrimName(c.ElemType) + "[]"
		}
		return SimpleName(c.Component) + "[]"
	}
	n := DotName(c.Name)
	n = n[strings.LastIndexByte(n, '.')+1:]
	if i := strings.Index(n, "$$Lambda$"); i >= 0 {
		return n
	}
	if i := strings.LastIndexByte(n, '$'); i >= 0 {
		n = strings.TrimLeft(n[i+1:], "0123456789")
	}
	return n
}

// ToJavaString is JavaText as Go text, for messages and printing (a lone
// surrogate becomes U+FFFD there).
func (vm *VM) ToJavaString(v Slot, t ...string) (string, error) {
	u, err := vm.JavaText(v, t...)
	return StringOfUTF16(u), err
}

// JavaText is String.valueOf for a value of descriptor type t (default
// Object) as UTF-16: Java's formatting of numbers, "null", or toString().
// A char, a String and a toString() result keep their chars as they are,
// lone surrogates included.
func (vm *VM) JavaText(v Slot, t ...string) ([]uint16, error) {
	ty := "L"
	if len(t) > 0 {
		ty = t[0]
	}
	if v.S.Valid() {
		return nil, fmt.Errorf("%w: a symbolic value (%s) is converted to a String", ErrUnsupported, v.S)
	}
	switch ty[0] {
	case 'Z':
		if v.I != 0 {
			return UTF16Of("true"), nil
		}
		return UTF16Of("false"), nil
	case 'C':
		return []uint16{uint16(v.I)}, nil
	case 'I', 'S', 'B':
		return UTF16Of(fmt.Sprint(int32(v.I))), nil
	case 'J':
		return UTF16Of(fmt.Sprint(v.I)), nil
	case 'F', 'D':
		s, err := vm.formatFloating(v, ty[0])
		return UTF16Of(s), err
	}
	if v.R == nil {
		return UTF16Of("null"), nil
	}
	if u, ok := v.R.Native.([]uint16); ok && v.R.Class.Name == "java/lang/String" {
		return u, nil
	}
	res, err := vm.CallVirtual(v.R, "toString", "()Ljava/lang/String;")
	if err != nil {
		return nil, err
	}
	if isSymbolicText(res.R) {
		return nil, fmt.Errorf("%w: %s.toString() returned a symbolic String, which is converted to text here", ErrUnsupported, DotName(v.R.Class.Name))
	}
	if res.R == nil {
		return UTF16Of("null"), nil
	}
	return StringOf(res.R), nil
}

// StringSlot returns a slot holding a new String with Go text s.
func (vm *VM) StringSlot(s string) (Slot, error) {
	o, err := vm.NewString(UTF16Of(s))
	return RefSlot(o), err
}

// StrBuf is the state of a StringBuilder or StringBuffer. It is immutable
// once published, with one exception that keeps appends linear: a new
// StrBuf may extend U in place beyond len(U) (append) because no other
// StrBuf sees those elements; every other change copies.
type StrBuf struct {
	U   []uint16
	Cap int32 // Java's capacity(), tracked as AbstractStringBuilder does
}

// AppendCodePoint appends the UTF-16 form of the code point cp to u.
func AppendCodePoint(u []uint16, cp int32) []uint16 {
	if cp < 0x10000 {
		return append(u, uint16(cp))
	}
	hi, lo := utf16.EncodeRune(rune(cp))
	return append(u, uint16(hi), uint16(lo))
}

// UTF16Slot returns a new String holding u (not copied).
func (vm *VM) UTF16Slot(u []uint16) (Slot, error) {
	o, err := vm.NewString(u)
	return RefSlot(o), err
}

// The exceptions models and the VM throw most.
const (
	npe    = "java/lang/NullPointerException"
	sioobe = "java/lang/StringIndexOutOfBoundsException"
	nfe    = "java/lang/NumberFormatException"
)
