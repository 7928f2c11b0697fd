package interp

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// Models of java.lang.String, StringBuilder and StringBuffer. A String's
// Native is its UTF-16 text ([]uint16, never modified). A builder's Native
// is a *strBuf, replaced (SetNative) on every change so that backtracking
// restores it.
//
// String methods take their indices concretely: a symbolic index or char
// is rejected (ErrUnsupported) by the registry's concrete-only wrapper.
// Strings themselves are always concrete.

func registerString(r *Library) {
	r.Model("java/lang/String")
	str := func(a []Slot, i int) []uint16 { return StringOf(a[i].R) }
	S := "java/lang/String."
	setStr := func(vm *VM, o *Object, u []uint16) (Slot, error) { vm.SetNative(o, u); return Slot{}, nil }

	r.Init("java/lang/String", func(vm *VM, c *Class) error {
		cc, err := vm.LoadClass("java/lang/String$CaseInsensitiveComparator")
		if err != nil {
			return err
		}
		if fd := c.FieldByName("CASE_INSENSITIVE_ORDER"); fd != nil {
			vm.SetField(c.Statics(), fd.Slot, RefSlot(vm.NewObject(cc)))
		}
		return nil
	})
	ci := func(vm *VM, a []Slot) (Slot, error) {
		x, err := vm.strArg(a[1])
		if err != nil {
			return Slot{}, err
		}
		y, err := vm.strArg(a[2])
		if err != nil {
			return Slot{}, err
		}
		return IntSlot(compareIgnoreCase(x, y)), nil
	}
	r.Add("java/lang/String$CaseInsensitiveComparator.compare(Ljava/lang/String;Ljava/lang/String;)I", ci)
	r.Add("java/lang/String$CaseInsensitiveComparator.compare(Ljava/lang/Object;Ljava/lang/Object;)I", ci)

	// Constructors.
	r.Add(S+"<init>()V", func(vm *VM, a []Slot) (Slot, error) { return setStr(vm, a[0].R, []uint16{}) })
	r.Add(S+"<init>(Ljava/lang/String;)V", func(vm *VM, a []Slot) (Slot, error) {
		u, err := vm.strArg(a[1])
		if err != nil {
			return Slot{}, err
		}
		return setStr(vm, a[0].R, u)
	})
	r.Add(S+"<init>([C)V", func(vm *VM, a []Slot) (Slot, error) {
		u, err := vm.charsOf(a[1].R, 0, -1)
		if err != nil {
			return Slot{}, err
		}
		return setStr(vm, a[0].R, u)
	})
	r.Add(S+"<init>([CII)V", func(vm *VM, a []Slot) (Slot, error) {
		u, err := vm.charsOf(a[1].R, int(int32(a[2].I)), int(int32(a[3].I)))
		if err != nil {
			return Slot{}, err
		}
		return setStr(vm, a[0].R, u)
	})
	r.Add(S+"<init>([III)V", func(vm *VM, a []Slot) (Slot, error) {
		arr := a[1].R
		if arr == nil {
			return Slot{}, vm.JavaThrow(npe, "")
		}
		off, n := int(int32(a[2].I)), int(int32(a[3].I))
		if off < 0 || n < 0 || off > len(arr.Fields)-n {
			return Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("offset %d, count %d, length %d", off, n, len(arr.Fields)))
		}
		var u []uint16
		for _, s := range arr.Fields[off : off+n] {
			cp := int32(s.I)
			if cp < 0 || cp > 0x10FFFF {
				return Slot{}, vm.JavaThrow("java/lang/IllegalArgumentException", fmt.Sprint(cp))
			}
			u = AppendCodePoint(u, cp)
		}
		return setStr(vm, a[0].R, u)
	})
	bytesInit := func(off, n, cs int) NativeFunc {
		return func(vm *VM, a []Slot) (Slot, error) {
			arr := a[1].R
			if arr == nil {
				return Slot{}, vm.JavaThrow(npe, "")
			}
			o, l := 0, len(arr.Fields)
			if off > 0 {
				o, l = int(int32(a[off].I)), int(int32(a[n].I))
				if o < 0 || l < 0 || o > len(arr.Fields)-l {
					return Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("offset %d, count %d, length %d", o, l, len(arr.Fields)))
				}
			}
			b := make([]byte, l)
			for i := range b {
				b[i] = byte(arr.Fields[o+i].I)
			}
			charset := "UTF-8"
			if cs > 0 {
				if a[cs].R == nil {
					return Slot{}, vm.JavaThrow(npe, "charsetName")
				}
				charset = GoString(a[cs].R)
			}
			u, err := vm.decodeBytes(b, charset)
			if err != nil {
				return Slot{}, err
			}
			return setStr(vm, a[0].R, u)
		}
	}
	r.Add(S+"<init>([B)V", bytesInit(0, 0, 0))
	r.Add(S+"<init>([BII)V", bytesInit(2, 3, 0))
	r.Add(S+"<init>([BLjava/lang/String;)V", bytesInit(0, 0, 2))
	r.Add(S+"<init>([BIILjava/lang/String;)V", bytesInit(2, 3, 4))
	builderInit := func(vm *VM, a []Slot) (Slot, error) {
		if a[1].R == nil {
			return Slot{}, vm.JavaThrow(npe, "")
		}
		return setStr(vm, a[0].R, append([]uint16{}, builderOf(a[1].R).U...))
	}
	r.Add(S+"<init>(Ljava/lang/StringBuilder;)V", builderInit)
	r.Add(S+"<init>(Ljava/lang/StringBuffer;)V", builderInit)

	// Queries.
	r.Add(S+"length()I", func(vm *VM, a []Slot) (Slot, error) { return IntSlot(int32(len(str(a, 0)))), nil })
	r.Add(S+"isEmpty()Z", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: b2i(len(str(a, 0)) == 0)}, nil })
	r.Add(S+"charAt(I)C", func(vm *VM, a []Slot) (Slot, error) {
		u := str(a, 0)
		i := int32(a[1].I)
		if i < 0 || int(i) >= len(u) {
			return Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("String index out of range: %d", i))
		}
		return IntSlot(int32(u[i])), nil
	})
	r.Add(S+"codePointAt(I)I", func(vm *VM, a []Slot) (Slot, error) {
		u := str(a, 0)
		i := int32(a[1].I)
		if i < 0 || int(i) >= len(u) {
			return Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("index %d, length %d", i, len(u)))
		}
		return IntSlot(codePointAt(u, int(i))), nil
	})
	r.Add(S+"codePointBefore(I)I", func(vm *VM, a []Slot) (Slot, error) {
		u := str(a, 0)
		i := int32(a[1].I)
		if i < 1 || int(i) > len(u) {
			return Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("index %d, length %d", i, len(u)))
		}
		return IntSlot(codePointBefore(u, int(i))), nil
	})
	r.Add(S+"codePointCount(II)I", func(vm *VM, a []Slot) (Slot, error) {
		u := str(a, 0)
		b, e := int(int32(a[1].I)), int(int32(a[2].I))
		if b < 0 || b > e || e > len(u) {
			return Slot{}, vm.JavaThrow("java/lang/IndexOutOfBoundsException", "")
		}
		return IntSlot(int32(len(utf16.Decode(u[b:e])))), nil
	})
	r.Add(S+"getChars(II[CI)V", func(vm *VM, a []Slot) (Slot, error) {
		return Slot{}, vm.getChars(str(a, 0), a[1], a[2], a[3], a[4])
	})
	r.Add(S+"getBytes()[B", func(vm *VM, a []Slot) (Slot, error) { return vm.bytesSlot([]byte(StringOfUTF16(str(a, 0)))) })
	r.Add(S+"toCharArray()[C", func(vm *VM, a []Slot) (Slot, error) {
		u := str(a, 0)
		arr, err := vm.NewArrayOf("C", len(u))
		if err != nil {
			return Slot{}, err
		}
		for i, c := range u {
			arr.Fields[i] = Slot{I: int64(c)}
		}
		return RefSlot(arr), nil
	})
	r.Add(S+"hashCode()I", func(vm *VM, a []Slot) (Slot, error) { return IntSlot(stringHash(str(a, 0))), nil })
	r.Add(S+"toString()Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) { return a[0], nil })
	r.Add(S+"intern()Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
		o, err := vm.Intern(str(a, 0))
		return RefSlot(o), err
	})

	// Comparisons.
	r.Add(S+"equals(Ljava/lang/Object;)Z", func(vm *VM, a []Slot) (Slot, error) {
		o := a[1].R
		if o == nil || o.Class != a[0].R.Class {
			return Slot{}, nil
		}
		return Slot{I: b2i(slices.Equal(str(a, 0), str(a, 1)))}, nil
	})
	contentEq := func(vm *VM, a []Slot) (Slot, error) {
		u, err := vm.charSeq(a[1])
		if err != nil {
			return Slot{}, err
		}
		return Slot{I: b2i(slices.Equal(str(a, 0), u))}, nil
	}
	r.Add(S+"contentEquals(Ljava/lang/CharSequence;)Z", contentEq)
	r.Add(S+"contentEquals(Ljava/lang/StringBuffer;)Z", contentEq)
	r.Add(S+"equalsIgnoreCase(Ljava/lang/String;)Z", func(vm *VM, a []Slot) (Slot, error) {
		if a[1].R == nil {
			return Slot{}, nil
		}
		x, y := str(a, 0), str(a, 1)
		return Slot{I: b2i(len(x) == len(y) && regionMatchesCI(x, 0, y, 0, len(x)))}, nil
	})
	cmp := func(vm *VM, a []Slot) (Slot, error) {
		y, err := vm.strArg(a[1])
		if err != nil {
			return Slot{}, err
		}
		return IntSlot(compareUTF16(str(a, 0), y)), nil
	}
	r.Add(S+"compareTo(Ljava/lang/String;)I", cmp)
	r.Add(S+"compareTo(Ljava/lang/Object;)I", func(vm *VM, a []Slot) (Slot, error) {
		if o := a[1].R; o != nil && o.Class != a[0].R.Class {
			return Slot{}, vm.CastError(o.Class, a[0].R.Class)
		}
		return cmp(vm, a)
	})
	r.Add(S+"compareToIgnoreCase(Ljava/lang/String;)I", func(vm *VM, a []Slot) (Slot, error) {
		y, err := vm.strArg(a[1])
		if err != nil {
			return Slot{}, err
		}
		return IntSlot(compareIgnoreCase(str(a, 0), y)), nil
	})
	region := func(vm *VM, a []Slot, ic bool, to, oo, l Slot, other Slot) (Slot, error) {
		y, err := vm.strArg(other)
		if err != nil {
			return Slot{}, err
		}
		x := str(a, 0)
		t, o, n := int(int32(to.I)), int(int32(oo.I)), int(int32(l.I))
		if o < 0 || t < 0 || int64(t) > int64(len(x))-int64(n) || int64(o) > int64(len(y))-int64(n) {
			return Slot{}, nil
		}
		if n <= 0 {
			return Slot{I: 1}, nil
		}
		if ic {
			return Slot{I: b2i(regionMatchesCI(x, t, y, o, n))}, nil
		}
		return Slot{I: b2i(slices.Equal(x[t:t+n], y[o:o+n]))}, nil
	}
	r.Add(S+"regionMatches(ILjava/lang/String;II)Z", func(vm *VM, a []Slot) (Slot, error) {
		return region(vm, a, false, a[1], a[3], a[4], a[2])
	})
	r.Add(S+"regionMatches(ZILjava/lang/String;II)Z", func(vm *VM, a []Slot) (Slot, error) {
		return region(vm, a, a[1].I != 0, a[2], a[4], a[5], a[3])
	})
	r.Add(S+"startsWith(Ljava/lang/String;)Z", func(vm *VM, a []Slot) (Slot, error) {
		p, err := vm.strArg(a[1])
		if err != nil {
			return Slot{}, err
		}
		x := str(a, 0)
		return Slot{I: b2i(len(p) <= len(x) && slices.Equal(x[:len(p)], p))}, nil
	})
	r.Add(S+"startsWith(Ljava/lang/String;I)Z", func(vm *VM, a []Slot) (Slot, error) {
		p, err := vm.strArg(a[1])
		if err != nil {
			return Slot{}, err
		}
		x := str(a, 0)
		off := int(int32(a[2].I))
		return Slot{I: b2i(off >= 0 && off <= len(x)-len(p) && slices.Equal(x[off:off+len(p)], p))}, nil
	})
	r.Add(S+"endsWith(Ljava/lang/String;)Z", func(vm *VM, a []Slot) (Slot, error) {
		p, err := vm.strArg(a[1])
		if err != nil {
			return Slot{}, err
		}
		x := str(a, 0)
		return Slot{I: b2i(len(p) <= len(x) && slices.Equal(x[len(x)-len(p):], p))}, nil
	})

	// Searching.
	r.Add(S+"indexOf(I)I", func(vm *VM, a []Slot) (Slot, error) {
		return IntSlot(int32(indexOfChar(str(a, 0), int32(a[1].I), 0))), nil
	})
	r.Add(S+"indexOf(II)I", func(vm *VM, a []Slot) (Slot, error) {
		return IntSlot(int32(indexOfChar(str(a, 0), int32(a[1].I), int(int32(a[2].I))))), nil
	})
	r.Add(S+"lastIndexOf(I)I", func(vm *VM, a []Slot) (Slot, error) {
		u := str(a, 0)
		return IntSlot(int32(lastIndexOfChar(u, int32(a[1].I), len(u)-1))), nil
	})
	r.Add(S+"lastIndexOf(II)I", func(vm *VM, a []Slot) (Slot, error) {
		return IntSlot(int32(lastIndexOfChar(str(a, 0), int32(a[1].I), int(int32(a[2].I))))), nil
	})
	r.Add(S+"indexOf(Ljava/lang/String;)I", func(vm *VM, a []Slot) (Slot, error) {
		p, err := vm.strArg(a[1])
		if err != nil {
			return Slot{}, err
		}
		return IntSlot(int32(indexOfUTF16(str(a, 0), p, 0))), nil
	})
	r.Add(S+"indexOf(Ljava/lang/String;I)I", func(vm *VM, a []Slot) (Slot, error) {
		p, err := vm.strArg(a[1])
		if err != nil {
			return Slot{}, err
		}
		return IntSlot(int32(indexOfUTF16(str(a, 0), p, int(int32(a[2].I))))), nil
	})
	r.Add(S+"lastIndexOf(Ljava/lang/String;)I", func(vm *VM, a []Slot) (Slot, error) {
		p, err := vm.strArg(a[1])
		if err != nil {
			return Slot{}, err
		}
		u := str(a, 0)
		return IntSlot(int32(lastIndexOfUTF16(u, p, len(u)))), nil
	})
	r.Add(S+"lastIndexOf(Ljava/lang/String;I)I", func(vm *VM, a []Slot) (Slot, error) {
		p, err := vm.strArg(a[1])
		if err != nil {
			return Slot{}, err
		}
		return IntSlot(int32(lastIndexOfUTF16(str(a, 0), p, int(int32(a[2].I))))), nil
	})
	r.Add(S+"contains(Ljava/lang/CharSequence;)Z", func(vm *VM, a []Slot) (Slot, error) {
		p, err := vm.charSeq(a[1])
		if err != nil {
			return Slot{}, err
		}
		return Slot{I: b2i(indexOfUTF16(str(a, 0), p, 0) >= 0)}, nil
	})

	// Derived strings.
	substr := func(vm *VM, u []uint16, b, e int32) (Slot, error) {
		if b < 0 || b > e || int(e) > len(u) {
			return Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("begin %d, end %d, length %d", b, e, len(u)))
		}
		return vm.UTF16Slot(u[b:e])
	}
	r.Add(S+"substring(I)Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
		u := str(a, 0)
		return substr(vm, u, int32(a[1].I), int32(len(u)))
	})
	r.Add(S+"substring(II)Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
		return substr(vm, str(a, 0), int32(a[1].I), int32(a[2].I))
	})
	r.Add(S+"subSequence(II)Ljava/lang/CharSequence;", func(vm *VM, a []Slot) (Slot, error) {
		return substr(vm, str(a, 0), int32(a[1].I), int32(a[2].I))
	})
	r.Add(S+"concat(Ljava/lang/String;)Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
		y, err := vm.strArg(a[1])
		if err != nil {
			return Slot{}, err
		}
		if len(y) == 0 {
			return a[0], nil
		}
		return vm.UTF16Slot(concatUTF16(str(a, 0), y))
	})
	r.Add(S+"replace(CC)Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
		u := str(a, 0)
		from, to := uint16(a[1].I), uint16(a[2].I)
		if from == to || indexOfChar(u, int32(from), 0) < 0 {
			return a[0], nil
		}
		out := make([]uint16, len(u))
		for i, c := range u {
			if c == from {
				c = to
			}
			out[i] = c
		}
		return vm.UTF16Slot(out)
	})
	r.Add(S+"replace(Ljava/lang/CharSequence;Ljava/lang/CharSequence;)Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
		target, err := vm.charSeq(a[1])
		if err != nil {
			return Slot{}, err
		}
		repl, err := vm.charSeq(a[2])
		if err != nil {
			return Slot{}, err
		}
		u := str(a, 0)
		if indexOfUTF16(u, target, 0) < 0 {
			return a[0], nil
		}
		return vm.UTF16Slot(replaceAllUTF16(u, target, repl))
	})
	r.Add(S+"toLowerCase()Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) { return vm.caseMapped(a[0], false) })
	r.Add(S+"toUpperCase()Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) { return vm.caseMapped(a[0], true) })
	r.Add(S+"toLowerCase(Ljava/util/Locale;)Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) { return vm.caseMapped(a[0], false) })
	r.Add(S+"toUpperCase(Ljava/util/Locale;)Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) { return vm.caseMapped(a[0], true) })
	r.Add(S+"trim()Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
		u := str(a, 0)
		b, e := 0, len(u)
		for b < e && u[b] <= ' ' {
			b++
		}
		for e > b && u[e-1] <= ' ' {
			e--
		}
		if b == 0 && e == len(u) {
			return a[0], nil
		}
		return vm.UTF16Slot(u[b:e])
	})
	strip := func(lead, trail bool) NativeFunc {
		return func(vm *VM, a []Slot) (Slot, error) {
			u := str(a, 0)
			b, e := 0, len(u)
			for lead && b < e && javaIsWhitespace(rune(u[b])) {
				b++
			}
			for trail && e > b && javaIsWhitespace(rune(u[e-1])) {
				e--
			}
			if b == 0 && e == len(u) {
				return a[0], nil
			}
			return vm.UTF16Slot(u[b:e])
		}
	}
	r.Add(S+"strip()Ljava/lang/String;", strip(true, true))
	r.Add(S+"stripLeading()Ljava/lang/String;", strip(true, false))
	r.Add(S+"stripTrailing()Ljava/lang/String;", strip(false, true))
	r.Add(S+"isBlank()Z", func(vm *VM, a []Slot) (Slot, error) {
		for _, c := range str(a, 0) {
			if !javaIsWhitespace(rune(c)) {
				return Slot{}, nil
			}
		}
		return Slot{I: 1}, nil
	})
	r.Add(S+"repeat(I)Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
		n := int32(a[1].I)
		if n < 0 {
			return Slot{}, vm.JavaThrow("java/lang/IllegalArgumentException", fmt.Sprintf("count is negative: %d", n))
		}
		u := str(a, 0)
		if n == 1 {
			return a[0], nil
		}
		if int64(len(u))*int64(n) > 1<<28 {
			return Slot{}, vm.JavaThrow("java/lang/OutOfMemoryError", fmt.Sprintf("Required length exceeds implementation limit"))
		}
		out := make([]uint16, 0, len(u)*int(n))
		for i := int32(0); i < n; i++ {
			out = append(out, u...)
		}
		return vm.UTF16Slot(out)
	})

	// Regular expressions, through Go's regexp for the common subset.
	r.Add(S+"split(Ljava/lang/String;)[Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
		return vm.split(a[0], a[1], 0)
	})
	r.Add(S+"split(Ljava/lang/String;I)[Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
		return vm.split(a[0], a[1], int32(a[2].I))
	})
	r.Add(S+"matches(Ljava/lang/String;)Z", func(vm *VM, a []Slot) (Slot, error) {
		re, err := vm.javaRegexp(a[1], true)
		if err != nil {
			return Slot{}, err
		}
		return Slot{I: b2i(re.MatchString(GoString(a[0].R)))}, nil
	})
	replaceRe := func(all bool) NativeFunc {
		return func(vm *VM, a []Slot) (Slot, error) {
			re, err := vm.javaRegexp(a[1], false)
			if err != nil {
				return Slot{}, err
			}
			repl, err := vm.strArg(a[2])
			if err != nil {
				return Slot{}, err
			}
			tmpl, err := goTemplate(StringOfUTF16(repl))
			if err != nil {
				return Slot{}, err
			}
			s := GoString(a[0].R)
			if all {
				return vm.StringSlot(re.ReplaceAllString(s, tmpl))
			}
			m := re.FindStringSubmatchIndex(s)
			if m == nil {
				return a[0], nil
			}
			res := re.ExpandString(nil, tmpl, s, m)
			return vm.StringSlot(s[:m[0]] + string(res) + s[m[1]:])
		}
	}
	r.Add(S+"replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;", replaceRe(true))
	r.Add(S+"replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;", replaceRe(false))

	// Static methods.
	r.Add(S+"join(Ljava/lang/CharSequence;[Ljava/lang/CharSequence;)Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
		sep, err := vm.charSeq(a[0])
		if err != nil {
			return Slot{}, err
		}
		if a[1].R == nil {
			return Slot{}, vm.JavaThrow(npe, "")
		}
		var out []uint16
		for i, e := range a[1].R.Fields {
			if i > 0 {
				out = append(out, sep...)
			}
			u, err := vm.charSeqOrNull(e)
			if err != nil {
				return Slot{}, err
			}
			out = append(out, u...)
		}
		return vm.UTF16Slot(out)
	})
	r.Add(S+"join(Ljava/lang/CharSequence;Ljava/lang/Iterable;)Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
		sep, err := vm.charSeq(a[0])
		if err != nil {
			return Slot{}, err
		}
		var out []uint16
		first := true
		err = vm.forEach(a[1], func(e Slot) error {
			if !first {
				out = append(out, sep...)
			}
			first = false
			u, err := vm.charSeqOrNull(e)
			out = append(out, u...)
			return err
		})
		if err != nil {
			return Slot{}, err
		}
		return vm.UTF16Slot(out)
	})
	valueOf := func(t string) NativeFunc {
		return func(vm *VM, a []Slot) (Slot, error) {
			if t == "Ljava/lang/Object;" && a[0].R != nil && a[0].R.Class.Name == "java/lang/String" {
				return a[0], nil
			}
			s, err := vm.ToJavaString(a[0], t)
			if err != nil {
				return Slot{}, err
			}
			return vm.StringSlot(s)
		}
	}
	for _, t := range []string{"Z", "C", "I", "J", "F", "D", "Ljava/lang/Object;"} {
		r.Add(S+"valueOf("+t+")Ljava/lang/String;", valueOf(t))
	}
	chars := func(vm *VM, a []Slot) (Slot, error) {
		u, err := vm.charsOf(a[0].R, 0, -1)
		if err != nil {
			return Slot{}, err
		}
		return vm.UTF16Slot(u)
	}
	charsRange := func(vm *VM, a []Slot) (Slot, error) {
		u, err := vm.charsOf(a[0].R, int(int32(a[1].I)), int(int32(a[2].I)))
		if err != nil {
			return Slot{}, err
		}
		return vm.UTF16Slot(u)
	}
	r.Add(S+"valueOf([C)Ljava/lang/String;", chars)
	r.Add(S+"copyValueOf([C)Ljava/lang/String;", chars)
	r.Add(S+"valueOf([CII)Ljava/lang/String;", charsRange)
	r.Add(S+"copyValueOf([CII)Ljava/lang/String;", charsRange)

	registerBuilders(r)
}

// registerBuilders models StringBuilder, StringBuffer and their common
// superclass (so that inherited methods never run the JDK's byte-array
// code).
func registerBuilders(r *Library) {
	classes := []string{"java/lang/AbstractStringBuilder", "java/lang/StringBuilder", "java/lang/StringBuffer"}
	for _, c := range classes {
		r.Model(c)
	}
	// reg registers f for every builder class; in desc, "$" stands for the
	// class's own type.
	reg := func(nameDesc string, f NativeFunc) {
		for _, c := range classes {
			r.Add(c+"."+strings.ReplaceAll(nameDesc, "$", "L"+c+";"), f)
		}
	}
	set := func(vm *VM, o *Object, u []uint16, capacity int32) {
		vm.SetNative(o, &StrBuf{U: u, Cap: capacity})
	}
	// appendU appends u to the builder, growing capacity as Java does.
	appendU := func(vm *VM, o *Object, u []uint16) {
		b := builderOf(o)
		n := len(b.U) + len(u)
		c := growCap(b.Cap, n)
		var nu []uint16
		if cap(b.U)-len(b.U) >= len(u) {
			nu = append(b.U, u...) // in place beyond len: see strBuf
		} else {
			nu = make([]uint16, n, max(2*n, 16))
			copy(nu, b.U)
			copy(nu[len(b.U):], u)
		}
		set(vm, o, nu, c)
	}
	// replaceU replaces [s, e) by u (a copy).
	replaceU := func(vm *VM, o *Object, s, e int, u []uint16) {
		b := builderOf(o)
		n := len(b.U) - (e - s) + len(u)
		nu := make([]uint16, 0, max(2*n, 16))
		nu = append(nu, b.U[:s]...)
		nu = append(nu, u...)
		nu = append(nu, b.U[e:]...)
		set(vm, o, nu, growCap(b.Cap, n))
	}

	reg("<init>()V", func(vm *VM, a []Slot) (Slot, error) { set(vm, a[0].R, nil, 16); return Slot{}, nil })
	reg("<init>(I)V", func(vm *VM, a []Slot) (Slot, error) {
		if n := int32(a[1].I); n < 0 {
			return Slot{}, vm.JavaThrow("java/lang/NegativeArraySizeException", fmt.Sprint(n))
		}
		set(vm, a[0].R, nil, int32(a[1].I))
		return Slot{}, nil
	})
	initSeq := func(vm *VM, a []Slot) (Slot, error) {
		u, err := vm.charSeq(a[1])
		if err != nil {
			return Slot{}, err
		}
		nu := make([]uint16, len(u), len(u)+16)
		copy(nu, u)
		set(vm, a[0].R, nu, int32(len(u))+16)
		return Slot{}, nil
	}
	reg("<init>(Ljava/lang/String;)V", initSeq)
	reg("<init>(Ljava/lang/CharSequence;)V", initSeq)

	buf := func(a []Slot) []uint16 { return builderOf(a[0].R).U }
	reg("length()I", func(vm *VM, a []Slot) (Slot, error) { return IntSlot(int32(len(buf(a)))), nil })
	reg("isEmpty()Z", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: b2i(len(buf(a)) == 0)}, nil })
	reg("capacity()I", func(vm *VM, a []Slot) (Slot, error) { return IntSlot(builderOf(a[0].R).Cap), nil })
	reg("ensureCapacity(I)V", func(vm *VM, a []Slot) (Slot, error) {
		b := builderOf(a[0].R)
		if n := int32(a[1].I); n > 0 && n > b.Cap {
			set(vm, a[0].R, b.U, growCap(b.Cap, int(n)))
		}
		return Slot{}, nil
	})
	reg("trimToSize()V", func(vm *VM, a []Slot) (Slot, error) {
		b := builderOf(a[0].R)
		set(vm, a[0].R, b.U, int32(len(b.U)))
		return Slot{}, nil
	})
	reg("setLength(I)V", func(vm *VM, a []Slot) (Slot, error) {
		b := builderOf(a[0].R)
		n := int(int32(a[1].I))
		if n < 0 {
			return Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("String index out of range: %d", n))
		}
		nu := make([]uint16, n, max(n, 16))
		copy(nu, b.U)
		set(vm, a[0].R, nu, growCap(b.Cap, n))
		return Slot{}, nil
	})
	reg("charAt(I)C", func(vm *VM, a []Slot) (Slot, error) {
		u := buf(a)
		i := int32(a[1].I)
		if i < 0 || int(i) >= len(u) {
			return Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("index %d, length %d", i, len(u)))
		}
		return IntSlot(int32(u[i])), nil
	})
	reg("codePointAt(I)I", func(vm *VM, a []Slot) (Slot, error) {
		u := buf(a)
		i := int32(a[1].I)
		if i < 0 || int(i) >= len(u) {
			return Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("index %d, length %d", i, len(u)))
		}
		return IntSlot(codePointAt(u, int(i))), nil
	})
	reg("getChars(II[CI)V", func(vm *VM, a []Slot) (Slot, error) {
		return Slot{}, vm.getChars(buf(a), a[1], a[2], a[3], a[4])
	})
	reg("setCharAt(IC)V", func(vm *VM, a []Slot) (Slot, error) {
		b := builderOf(a[0].R)
		i := int32(a[1].I)
		if i < 0 || int(i) >= len(b.U) {
			return Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("index %d, length %d", i, len(b.U)))
		}
		replaceU(vm, a[0].R, int(i), int(i)+1, []uint16{uint16(a[2].I)})
		return Slot{}, nil
	})
	appendT := func(t string) NativeFunc {
		return func(vm *VM, a []Slot) (Slot, error) {
			var u []uint16
			switch {
			case t == "C":
				u = []uint16{uint16(a[1].I)}
			case t == "Ljava/lang/String;" || t == "Ljava/lang/StringBuffer;" || t == "Ljava/lang/CharSequence;" || t == "Ljava/lang/AbstractStringBuilder;":
				var err error
				if u, err = vm.charSeqOrNull(a[1]); err != nil {
					return Slot{}, err
				}
			default:
				s, err := vm.ToJavaString(a[1], t)
				if err != nil {
					return Slot{}, err
				}
				u = UTF16Of(s)
			}
			appendU(vm, a[0].R, u)
			return a[0], nil
		}
	}
	for _, t := range []string{"Z", "C", "I", "J", "F", "D", "Ljava/lang/Object;", "Ljava/lang/String;", "Ljava/lang/CharSequence;", "Ljava/lang/StringBuffer;", "Ljava/lang/AbstractStringBuilder;"} {
		reg("append("+t+")$", appendT(t))
	}
	reg("append(C)Ljava/lang/Appendable;", appendT("C"))
	reg("append(Ljava/lang/CharSequence;)Ljava/lang/Appendable;", appendT("Ljava/lang/CharSequence;"))
	appendSeqRange := func(vm *VM, a []Slot) (Slot, error) {
		u, err := vm.charSeqOrNull(a[1])
		if err != nil {
			return Slot{}, err
		}
		s, e := int32(a[2].I), int32(a[3].I)
		if s < 0 || s > e || int(e) > len(u) {
			return Slot{}, vm.JavaThrow("java/lang/IndexOutOfBoundsException", fmt.Sprintf("start %d, end %d, length %d", s, e, len(u)))
		}
		appendU(vm, a[0].R, u[s:e])
		return a[0], nil
	}
	reg("append(Ljava/lang/CharSequence;II)$", appendSeqRange)
	reg("append(Ljava/lang/CharSequence;II)Ljava/lang/Appendable;", appendSeqRange)
	reg("append([C)$", func(vm *VM, a []Slot) (Slot, error) {
		u, err := vm.charsOf(a[1].R, 0, -1)
		if err != nil {
			return Slot{}, err
		}
		appendU(vm, a[0].R, u)
		return a[0], nil
	})
	reg("append([CII)$", func(vm *VM, a []Slot) (Slot, error) {
		arr := a[1].R
		if arr == nil {
			return Slot{}, vm.JavaThrow(npe, "")
		}
		off, n := int32(a[2].I), int32(a[3].I)
		if off < 0 || n < 0 || int(off) > len(arr.Fields)-int(n) {
			return Slot{}, vm.JavaThrow("java/lang/IndexOutOfBoundsException", fmt.Sprintf("offset %d, count %d, length %d", off, n, len(arr.Fields)))
		}
		u, err := vm.charsOf(arr, int(off), int(n))
		if err != nil {
			return Slot{}, err
		}
		appendU(vm, a[0].R, u)
		return a[0], nil
	})
	reg("appendCodePoint(I)$", func(vm *VM, a []Slot) (Slot, error) {
		cp := int32(a[1].I)
		if cp < 0 || cp > 0x10FFFF {
			return Slot{}, vm.JavaThrow("java/lang/IllegalArgumentException", fmt.Sprintf("Not a valid Unicode code point: 0x%X", uint32(cp)))
		}
		appendU(vm, a[0].R, AppendCodePoint(nil, cp))
		return a[0], nil
	})
	reg("delete(II)$", func(vm *VM, a []Slot) (Slot, error) {
		u := buf(a)
		s, e := int(int32(a[1].I)), int(int32(a[2].I))
		if e > len(u) {
			e = len(u)
		}
		if s < 0 || s > e {
			return Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("start %d, end %d, length %d", s, int32(a[2].I), len(u)))
		}
		if s < e {
			replaceU(vm, a[0].R, s, e, nil)
		}
		return a[0], nil
	})
	reg("deleteCharAt(I)$", func(vm *VM, a []Slot) (Slot, error) {
		u := buf(a)
		i := int(int32(a[1].I))
		if i < 0 || i >= len(u) {
			return Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("index %d, length %d", i, len(u)))
		}
		replaceU(vm, a[0].R, i, i+1, nil)
		return a[0], nil
	})
	reg("replace(IILjava/lang/String;)$", func(vm *VM, a []Slot) (Slot, error) {
		u := buf(a)
		s, e := int(int32(a[1].I)), int(int32(a[2].I))
		if e > len(u) {
			e = len(u)
		}
		if s < 0 || s > len(u) || s > e {
			return Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("start %d, end %d, length %d", s, e, len(u)))
		}
		repl, err := vm.strArg(a[3])
		if err != nil {
			return Slot{}, err
		}
		replaceU(vm, a[0].R, s, e, repl)
		return a[0], nil
	})
	sub := func(vm *VM, u []uint16, s, e int32) (Slot, error) {
		if s < 0 || s > e || int(e) > len(u) {
			return Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("start %d, end %d, length %d", s, e, len(u)))
		}
		return vm.UTF16Slot(append([]uint16{}, u[s:e]...))
	}
	reg("substring(I)Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
		u := buf(a)
		return sub(vm, u, int32(a[1].I), int32(len(u)))
	})
	reg("substring(II)Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
		return sub(vm, buf(a), int32(a[1].I), int32(a[2].I))
	})
	reg("subSequence(II)Ljava/lang/CharSequence;", func(vm *VM, a []Slot) (Slot, error) {
		return sub(vm, buf(a), int32(a[1].I), int32(a[2].I))
	})
	insertT := func(t string) NativeFunc {
		return func(vm *VM, a []Slot) (Slot, error) {
			u0 := buf(a)
			off := int32(a[1].I)
			if off < 0 || int(off) > len(u0) {
				return Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("offset %d, length %d", off, len(u0)))
			}
			var u []uint16
			switch t {
			case "C":
				u = []uint16{uint16(a[2].I)}
			case "[C":
				var err error
				if u, err = vm.charsOf(a[2].R, 0, -1); err != nil {
					return Slot{}, err
				}
			case "Ljava/lang/String;", "Ljava/lang/CharSequence;":
				var err error
				if u, err = vm.charSeqOrNull(a[2]); err != nil {
					return Slot{}, err
				}
			default:
				s, err := vm.ToJavaString(a[2], t)
				if err != nil {
					return Slot{}, err
				}
				u = UTF16Of(s)
			}
			replaceU(vm, a[0].R, int(off), int(off), u)
			return a[0], nil
		}
	}
	for _, t := range []string{"Z", "C", "I", "J", "F", "D", "[C", "Ljava/lang/Object;", "Ljava/lang/String;", "Ljava/lang/CharSequence;"} {
		reg("insert(I"+t+")$", insertT(t))
	}
	reg("insert(ILjava/lang/CharSequence;II)$", func(vm *VM, a []Slot) (Slot, error) {
		u0 := buf(a)
		off := int32(a[1].I)
		if off < 0 || int(off) > len(u0) {
			return Slot{}, vm.JavaThrow("java/lang/IndexOutOfBoundsException", fmt.Sprintf("offset %d, length %d", off, len(u0)))
		}
		u, err := vm.charSeqOrNull(a[2])
		if err != nil {
			return Slot{}, err
		}
		s, e := int32(a[3].I), int32(a[4].I)
		if s < 0 || s > e || int(e) > len(u) {
			return Slot{}, vm.JavaThrow("java/lang/IndexOutOfBoundsException", fmt.Sprintf("start %d, end %d, length %d", s, e, len(u)))
		}
		replaceU(vm, a[0].R, int(off), int(off), u[s:e])
		return a[0], nil
	})
	reg("insert(I[CII)$", func(vm *VM, a []Slot) (Slot, error) {
		u0 := buf(a)
		off := int32(a[1].I)
		if off < 0 || int(off) > len(u0) {
			return Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("offset %d, length %d", off, len(u0)))
		}
		arr := a[2].R
		if arr == nil {
			return Slot{}, vm.JavaThrow(npe, "")
		}
		s, n := int32(a[3].I), int32(a[4].I)
		if s < 0 || n < 0 || int(s) > len(arr.Fields)-int(n) {
			return Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("offset %d, len %d, str.length %d", s, n, len(arr.Fields)))
		}
		u, err := vm.charsOf(arr, int(s), int(n))
		if err != nil {
			return Slot{}, err
		}
		replaceU(vm, a[0].R, int(off), int(off), u)
		return a[0], nil
	})
	idx := func(last, from bool) NativeFunc {
		return func(vm *VM, a []Slot) (Slot, error) {
			p, err := vm.strArg(a[1])
			if err != nil {
				return Slot{}, err
			}
			u := buf(a)
			switch {
			case last && from:
				return IntSlot(int32(lastIndexOfUTF16(u, p, int(int32(a[2].I))))), nil
			case last:
				return IntSlot(int32(lastIndexOfUTF16(u, p, len(u)))), nil
			case from:
				return IntSlot(int32(indexOfUTF16(u, p, int(int32(a[2].I))))), nil
			}
			return IntSlot(int32(indexOfUTF16(u, p, 0))), nil
		}
	}
	reg("indexOf(Ljava/lang/String;)I", idx(false, false))
	reg("indexOf(Ljava/lang/String;I)I", idx(false, true))
	reg("lastIndexOf(Ljava/lang/String;)I", idx(true, false))
	reg("lastIndexOf(Ljava/lang/String;I)I", idx(true, true))
	reg("reverse()$", func(vm *VM, a []Slot) (Slot, error) {
		b := builderOf(a[0].R)
		u := b.U
		nu := make([]uint16, len(u), max(len(u), 16))
		for i, c := range u {
			nu[len(u)-1-i] = c
		}
		// Surrogate pairs keep their order (AbstractStringBuilder.reverse).
		for i := 0; i+1 < len(nu); i++ {
			if utf16.IsSurrogate(rune(nu[i])) && nu[i] >= 0xDC00 && nu[i+1] >= 0xD800 && nu[i+1] < 0xDC00 {
				nu[i], nu[i+1] = nu[i+1], nu[i]
				i++
			}
		}
		set(vm, a[0].R, nu, b.Cap)
		return a[0], nil
	})
	reg("compareTo($)I", func(vm *VM, a []Slot) (Slot, error) {
		if a[1].R == nil {
			return Slot{}, vm.JavaThrow(npe, "")
		}
		return IntSlot(compareUTF16(buf(a), builderOf(a[1].R).U)), nil
	})
	reg("compareTo(Ljava/lang/Object;)I", func(vm *VM, a []Slot) (Slot, error) {
		if a[1].R == nil {
			return Slot{}, vm.JavaThrow(npe, "")
		}
		if a[1].R.Class != a[0].R.Class {
			return Slot{}, vm.CastError(a[1].R.Class, a[0].R.Class)
		}
		return IntSlot(compareUTF16(buf(a), builderOf(a[1].R).U)), nil
	})
	reg("toString()Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
		return vm.UTF16Slot(append([]uint16{}, buf(a)...))
	})
}

// builderOf returns the state of a StringBuilder or StringBuffer.
func builderOf(o *Object) *StrBuf {
	if b, ok := o.Native.(*StrBuf); ok {
		return b
	}
	return &StrBuf{Cap: 16}
}

// growCap is AbstractStringBuilder's capacity growth: at least n, and at
// least twice the old capacity plus two when it must grow.
func growCap(old int32, n int) int32 {
	if int64(n) <= int64(old) {
		return old
	}
	c := 2*int64(old) + 2
	if c < int64(n) {
		c = int64(n)
	}
	if c > 1<<31-9 {
		c = 1<<31 - 9
	}
	return int32(c)
}

// strArg returns the text of a String argument, throwing NPE for null.
func (vm *VM) strArg(s Slot) ([]uint16, error) {
	if s.R == nil {
		return nil, vm.JavaThrow(npe, "")
	}
	return StringOf(s.R), nil
}

// charSeq returns the text of a CharSequence argument (NPE for null).
func (vm *VM) charSeq(s Slot) ([]uint16, error) {
	if s.R == nil {
		return nil, vm.JavaThrow(npe, "")
	}
	return vm.charSeqOrNull(s)
}

// charSeqOrNull returns the text of a CharSequence, "null" for null.
func (vm *VM) charSeqOrNull(s Slot) ([]uint16, error) {
	o := s.R
	if o == nil {
		return []uint16{'n', 'u', 'l', 'l'}, nil
	}
	switch n := o.Native.(type) {
	case []uint16:
		if o.Class.Name == "java/lang/String" {
			return n, nil
		}
	case *StrBuf:
		return n.U, nil
	}
	res, err := vm.CallVirtual(o, "toString", "()Ljava/lang/String;")
	if err != nil {
		return nil, err
	}
	if res.R == nil {
		return []uint16{'n', 'u', 'l', 'l'}, nil
	}
	return StringOf(res.R), nil
}

// getChars copies u[sb:se] into dst at db (String/AbstractStringBuilder.getChars).
func (vm *VM) getChars(u []uint16, sb, se, dst, db Slot) error {
	b, e, d := int(int32(sb.I)), int(int32(se.I)), int(int32(db.I))
	if b < 0 || b > e || e > len(u) {
		return vm.JavaThrow(sioobe, fmt.Sprintf("begin %d, end %d, length %d", b, e, len(u)))
	}
	arr := dst.R
	if arr == nil {
		return vm.JavaThrow(npe, "")
	}
	if d < 0 || d > len(arr.Fields)-(e-b) {
		return vm.JavaThrow("java/lang/ArrayIndexOutOfBoundsException", fmt.Sprintf("Index %d out of bounds for length %d", d+(e-b)-1, len(arr.Fields)))
	}
	vm.Touch(arr)
	for i := b; i < e; i++ {
		arr.Fields[d+i-b] = Slot{I: int64(u[i])}
	}
	return nil
}

// bytesSlot returns a new byte[] holding b.
func (vm *VM) bytesSlot(b []byte) (Slot, error) {
	arr, err := vm.NewArrayOf("B", len(b))
	if err != nil {
		return Slot{}, err
	}
	for i, x := range b {
		arr.Fields[i] = Slot{I: int64(int8(x))}
	}
	return RefSlot(arr), nil
}

// decodeBytes decodes b in one of the standard charsets.
func (vm *VM) decodeBytes(b []byte, charset string) ([]uint16, error) {
	switch strings.ToUpper(strings.ReplaceAll(charset, "_", "-")) {
	case "UTF-8", "UTF8":
		var u []uint16
		for len(b) > 0 {
			r, n := utf8.DecodeRune(b)
			u = AppendCodePoint(u, r)
			b = b[n:]
		}
		return u, nil
	case "ISO-8859-1", "ISO8859-1", "LATIN1":
		u := make([]uint16, len(b))
		for i, x := range b {
			u[i] = uint16(x)
		}
		return u, nil
	case "US-ASCII", "ASCII":
		u := make([]uint16, len(b))
		for i, x := range b {
			if x >= 0x80 {
				u[i] = 0xFFFD
			} else {
				u[i] = uint16(x)
			}
		}
		return u, nil
	}
	return nil, vm.JavaThrow("java/io/UnsupportedEncodingException", charset)
}

func compareUTF16(a, b []uint16) int32 {
	n := min(len(a), len(b))
	for i := 0; i < n; i++ {
		if a[i] != b[i] {
			return int32(a[i]) - int32(b[i])
		}
	}
	return int32(len(a) - len(b))
}

func stringHash(u []uint16) int32 {
	var h int32
	for _, c := range u {
		h = 31*h + int32(c)
	}
	return h
}

func concatUTF16(a, b []uint16) []uint16 {
	out := make([]uint16, len(a)+len(b))
	copy(out, a)
	copy(out[len(a):], b)
	return out
}

// regionMatchesCI compares n chars ignoring case as String.regionMatches does.
func regionMatchesCI(x []uint16, i int, y []uint16, j int, n int) bool {
	for k := 0; k < n; k++ {
		c1, c2 := x[i+k], y[j+k]
		if c1 == c2 {
			continue
		}
		u1, u2 := javaToUpperChar(c1), javaToUpperChar(c2)
		if u1 == u2 || javaToLowerChar(u1) == javaToLowerChar(u2) {
			continue
		}
		return false
	}
	return true
}

// compareIgnoreCase is String.compareToIgnoreCase.
func compareIgnoreCase(x, y []uint16) int32 {
	n := min(len(x), len(y))
	for k := 0; k < n; k++ {
		c1, c2 := x[k], y[k]
		if c1 == c2 {
			continue
		}
		c1, c2 = javaToUpperChar(c1), javaToUpperChar(c2)
		if c1 != c2 {
			c1, c2 = javaToLowerChar(c1), javaToLowerChar(c2)
			if c1 != c2 {
				return int32(c1) - int32(c2)
			}
		}
	}
	return int32(len(x) - len(y))
}

// indexOfChar is String.indexOf(int ch, int from), supplementary code
// points included.
func indexOfChar(u []uint16, ch int32, from int) int {
	if from < 0 {
		from = 0
	}
	if ch < 0x10000 {
		for i := from; i < len(u); i++ {
			if int32(u[i]) == ch {
				return i
			}
		}
		return -1
	}
	if ch > 0x10FFFF {
		return -1
	}
	hi, lo := utf16.EncodeRune(rune(ch))
	for i := from; i+1 < len(u); i++ {
		if rune(u[i]) == hi && rune(u[i+1]) == lo {
			return i
		}
	}
	return -1
}

func lastIndexOfChar(u []uint16, ch int32, from int) int {
	if from >= len(u) {
		from = len(u) - 1
	}
	if ch < 0x10000 {
		for i := from; i >= 0; i-- {
			if int32(u[i]) == ch {
				return i
			}
		}
		return -1
	}
	if ch > 0x10FFFF {
		return -1
	}
	hi, lo := utf16.EncodeRune(rune(ch))
	if from >= len(u)-1 {
		from = len(u) - 2
	}
	for i := from; i >= 0; i-- {
		if rune(u[i]) == hi && rune(u[i+1]) == lo {
			return i
		}
	}
	return -1
}

// indexOfUTF16 is String.indexOf(String, int).
func indexOfUTF16(u, p []uint16, from int) int {
	if from < 0 {
		from = 0
	}
	if from >= len(u) {
		if len(p) == 0 {
			return len(u)
		}
		return -1
	}
	for i := from; i+len(p) <= len(u); i++ {
		if slices.Equal(u[i:i+len(p)], p) {
			return i
		}
	}
	return -1
}

// lastIndexOfUTF16 is String.lastIndexOf(String, int).
func lastIndexOfUTF16(u, p []uint16, from int) int {
	right := len(u) - len(p)
	if from > right {
		from = right
	}
	if from < 0 {
		return -1
	}
	for i := from; i >= 0; i-- {
		if slices.Equal(u[i:i+len(p)], p) {
			return i
		}
	}
	return -1
}

func replaceAllUTF16(u, target, repl []uint16) []uint16 {
	var out []uint16
	if len(target) == 0 {
		// Java inserts the replacement before every char and at the end.
		for _, c := range u {
			out = append(out, repl...)
			out = append(out, c)
		}
		return append(out, repl...)
	}
	i := 0
	for {
		j := indexOfUTF16(u, target, i)
		if j < 0 {
			break
		}
		out = append(out, u[i:j]...)
		out = append(out, repl...)
		i = j + len(target)
	}
	return append(out, u[i:]...)
}

func codePointAt(u []uint16, i int) int32 {
	c := u[i]
	if c >= 0xD800 && c < 0xDC00 && i+1 < len(u) && u[i+1] >= 0xDC00 && u[i+1] < 0xE000 {
		return int32(utf16.DecodeRune(rune(c), rune(u[i+1])))
	}
	return int32(c)
}

func codePointBefore(u []uint16, i int) int32 {
	c := u[i-1]
	if c >= 0xDC00 && c < 0xE000 && i-2 >= 0 && u[i-2] >= 0xD800 && u[i-2] < 0xDC00 {
		return int32(utf16.DecodeRune(rune(u[i-2]), rune(c)))
	}
	return int32(c)
}

// caseMapped is String.toUpperCase/toLowerCase in the root locale.
func (vm *VM) caseMapped(s Slot, upper bool) (Slot, error) {
	u := StringOf(s.R)
	var out []uint16
	changed := false
	for i := 0; i < len(u); {
		cp := codePointAt(u, i)
		n := 1
		if cp >= 0x10000 {
			n = 2
		}
		var m []uint16
		if upper {
			m = javaToUpperString(cp)
		} else {
			m = javaToLowerString(u, i, cp)
		}
		if len(m) != n || m[0] != u[i] {
			changed = true
		}
		out = append(out, m...)
		i += n
	}
	if !changed {
		return s, nil
	}
	return vm.UTF16Slot(out)
}

// split is String.split(regex, limit) (Pattern.split semantics).
func (vm *VM) split(s, regex Slot, limit int32) (Slot, error) {
	re, err := vm.javaRegexp(regex, false)
	if err != nil {
		return Slot{}, err
	}
	in := GoString(s.R)
	var parts []string
	index := 0
	limited := limit > 0
	for _, m := range re.FindAllStringIndex(in, -1) {
		if !limited || int32(len(parts)) < limit-1 {
			if index == 0 && m[0] == 0 && m[1] == 0 {
				continue
			}
			parts = append(parts, in[index:m[0]])
			index = m[1]
		} else if int32(len(parts)) == limit-1 {
			parts = append(parts, in[index:])
			index = m[1]
		}
	}
	if index == 0 {
		parts = []string{in}
	} else {
		if !limited || int32(len(parts)) < limit {
			parts = append(parts, in[index:])
		}
		if limit == 0 {
			for len(parts) > 0 && parts[len(parts)-1] == "" {
				parts = parts[:len(parts)-1]
			}
		}
	}
	arr, err := vm.NewArrayOf("Ljava/lang/String;", len(parts))
	if err != nil {
		return Slot{}, err
	}
	for i, p := range parts {
		if index == 0 {
			arr.Fields[i] = s
			continue
		}
		v, err := vm.StringSlot(p)
		if err != nil {
			return Slot{}, err
		}
		arr.Fields[i] = v
	}
	return RefSlot(arr), nil
}

// javaRegexp compiles a Java regular expression with Go's regexp, for the
// syntax the two share; anything else is an unsupported-feature error.
func (vm *VM) javaRegexp(s Slot, whole bool) (*regexp.Regexp, error) {
	if s.R == nil {
		return nil, vm.JavaThrow(npe, "")
	}
	src := GoString(s.R)
	pat := src
	if whole {
		pat = `^(?:` + pat + `)$`
	}
	re, err := regexp.Compile(pat)
	if err != nil {
		return nil, fmt.Errorf("%w: regular expression %q (only the syntax Java shares with Go's regexp is supported): %v", ErrUnsupported, src, err)
	}
	return re, nil
}

// goTemplate converts a Java replacement string ($1, \$) to a Go template.
func goTemplate(j string) (string, error) {
	var b strings.Builder
	for i := 0; i < len(j); i++ {
		c := j[i]
		switch {
		case c == '\\' && i+1 < len(j):
			i++
			if j[i] == '$' {
				b.WriteString("$$")
			} else {
				b.WriteByte(j[i])
			}
		case c == '$':
			k := i + 1
			for k < len(j) && j[k] >= '0' && j[k] <= '9' {
				k++
			}
			if k == i+1 {
				return "", fmt.Errorf("%w: replacement %q with a named group", ErrUnsupported, j)
			}
			b.WriteString("${" + j[i+1:k] + "}")
			i = k - 1
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), nil
}

// charsOf copies n chars from offset off of a char[] (n < 0: to the end).
func (vm *VM) charsOf(arr *Object, off, n int) ([]uint16, error) {
	if arr == nil {
		return nil, vm.JavaThrow(npe, "")
	}
	if n < 0 && off == 0 {
		n = len(arr.Fields)
	}
	if off < 0 || n < 0 || off > len(arr.Fields)-n {
		return nil, vm.JavaThrow(sioobe, fmt.Sprintf("offset %d, count %d, length %d", off, n, len(arr.Fields)))
	}
	u := make([]uint16, n)
	for i := range u {
		s := arr.Fields[off+i]
		if s.S.Valid() {
			return nil, fmt.Errorf("%w: a symbolic char is converted to a String", ErrUnsupported)
		}
		u[i] = uint16(s.I)
	}
	return u, nil
}
