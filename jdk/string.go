package jdk

import (
	"fmt"
	"slices"
	"unicode/utf16"

	"gospf/interp"
)

// Models of java.lang.String, StringBuilder and StringBuffer. A String's
// Native is its UTF-16 text ([]uint16, never modified). A builder's Native
// is an *interp.StrBuf, replaced (SetNative) on every change so that backtracking
// restores it.
//
// String methods take their indices concretely: a symbolic index or char
// is rejected (ErrUnsupported) by the registry's concrete-only wrapper.
// Strings themselves are always concrete.

func registerString(r *interp.Library) {
	r.Model("java/lang/String")
	str := func(a []interp.Slot, i int) []uint16 { return interp.StringOf(a[i].R) }
	S := "java/lang/String."
	setStr := func(vm *interp.VM, o *interp.Object, u []uint16) (interp.Slot, error) {
		vm.SetNative(o, u)
		return interp.Slot{}, nil
	}

	r.Init("java/lang/String", func(vm *interp.VM, c *interp.Class) error {
		cc, err := vm.LoadClass("java/lang/String$CaseInsensitiveComparator")
		if err != nil {
			return err
		}
		if fd := c.FieldByName("CASE_INSENSITIVE_ORDER"); fd != nil {
			vm.SetField(c.Statics(), fd.Slot, interp.RefSlot(vm.NewObject(cc)))
		}
		return nil
	})
	ci := func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		x, err := strArg(vm, a[1])
		if err != nil {
			return interp.Slot{}, err
		}
		y, err := strArg(vm, a[2])
		if err != nil {
			return interp.Slot{}, err
		}
		return interp.IntSlot(compareIgnoreCase(x, y)), nil
	}
	r.Add("java/lang/String$CaseInsensitiveComparator.compare(Ljava/lang/String;Ljava/lang/String;)I", ci)
	r.Add("java/lang/String$CaseInsensitiveComparator.compare(Ljava/lang/Object;Ljava/lang/Object;)I", ci)

	// Constructors.
	r.Add(S+"<init>()V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return setStr(vm, a[0].R, []uint16{}) })
	r.Add(S+"<init>(Ljava/lang/String;)V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		u, err := strArg(vm, a[1])
		if err != nil {
			return interp.Slot{}, err
		}
		return setStr(vm, a[0].R, u)
	})
	r.Add(S+"<init>([C)V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		u, err := charsOf(vm, a[1].R, 0, -1)
		if err != nil {
			return interp.Slot{}, err
		}
		return setStr(vm, a[0].R, u)
	})
	r.Add(S+"<init>([CII)V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		u, err := charsOf(vm, a[1].R, int(int32(a[2].I)), int(int32(a[3].I)))
		if err != nil {
			return interp.Slot{}, err
		}
		return setStr(vm, a[0].R, u)
	})
	r.Add(S+"<init>([III)V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		arr := a[1].R
		if arr == nil {
			return interp.Slot{}, vm.JavaThrow(npe, "")
		}
		off, n := int(int32(a[2].I)), int(int32(a[3].I))
		if off < 0 || n < 0 || off > len(arr.Fields)-n {
			return interp.Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("offset %d, count %d, length %d", off, n, len(arr.Fields)))
		}
		var u []uint16
		for _, s := range arr.Fields[off : off+n] {
			cp := int32(s.I)
			if cp < 0 || cp > 0x10FFFF {
				return interp.Slot{}, vm.JavaThrow("java/lang/IllegalArgumentException", fmt.Sprint(cp))
			}
			u = interp.AppendCodePoint(u, cp)
		}
		return setStr(vm, a[0].R, u)
	})
	bytesInit := func(off, n, cs int) interp.NativeFunc {
		return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			arr := a[1].R
			if arr == nil {
				return interp.Slot{}, vm.JavaThrow(npe, "")
			}
			o, l := 0, len(arr.Fields)
			if off > 0 {
				o, l = int(int32(a[off].I)), int(int32(a[n].I))
				if o < 0 || l < 0 || o > len(arr.Fields)-l {
					return interp.Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("offset %d, count %d, length %d", o, l, len(arr.Fields)))
				}
			}
			b := make([]byte, l)
			for i := range b {
				b[i] = byte(arr.Fields[o+i].I)
			}
			charset := "UTF-8"
			if cs > 0 {
				if a[cs].R == nil {
					return interp.Slot{}, vm.JavaThrow(npe, "charsetName")
				}
				charset = interp.GoString(a[cs].R)
			}
			u, err := decodeBytes(vm, b, charset)
			if err != nil {
				return interp.Slot{}, err
			}
			return setStr(vm, a[0].R, u)
		}
	}
	r.Add(S+"<init>([B)V", bytesInit(0, 0, 0))
	r.Add(S+"<init>([BII)V", bytesInit(2, 3, 0))
	r.Add(S+"<init>([BLjava/lang/String;)V", bytesInit(0, 0, 2))
	r.Add(S+"<init>([BIILjava/lang/String;)V", bytesInit(2, 3, 4))
	builderInit := func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if a[1].R == nil {
			return interp.Slot{}, vm.JavaThrow(npe, "")
		}
		return setStr(vm, a[0].R, append([]uint16{}, builderOf(a[1].R).U...))
	}
	r.Add(S+"<init>(Ljava/lang/StringBuilder;)V", builderInit)
	r.Add(S+"<init>(Ljava/lang/StringBuffer;)V", builderInit)

	// Queries.
	r.Add(S+"length()I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return interp.IntSlot(int32(len(str(a, 0)))), nil
	})
	r.Add(S+"isEmpty()Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return interp.Slot{I: b2i(len(str(a, 0)) == 0)}, nil
	})
	r.Add(S+"charAt(I)C", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		u := str(a, 0)
		i := int32(a[1].I)
		if i < 0 || int(i) >= len(u) {
			// StringLatin1.charAt and StringUTF16.charAt word it
			// differently.
			if isLatin1(u) {
				return interp.Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("String index out of range: %d", i))
			}
			return interp.Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("index %d, length %d", i, len(u)))
		}
		return interp.IntSlot(int32(u[i])), nil
	})
	r.Add(S+"codePointAt(I)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		u := str(a, 0)
		i := int32(a[1].I)
		if i < 0 || int(i) >= len(u) {
			return interp.Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("index %d, length %d", i, len(u)))
		}
		return interp.IntSlot(codePointAt(u, int(i))), nil
	})
	r.Add(S+"codePointBefore(I)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		u := str(a, 0)
		i := int32(a[1].I)
		if i < 1 || int(i) > len(u) {
			return interp.Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("index %d, length %d", i, len(u)))
		}
		return interp.IntSlot(codePointBefore(u, int(i))), nil
	})
	r.Add(S+"codePointCount(II)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		u := str(a, 0)
		b, e := int(int32(a[1].I)), int(int32(a[2].I))
		if b < 0 || b > e || e > len(u) {
			return interp.Slot{}, vm.JavaThrow("java/lang/IndexOutOfBoundsException", "")
		}
		return interp.IntSlot(int32(len(utf16.Decode(u[b:e])))), nil
	})
	r.Add(S+"getChars(II[CI)V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return interp.Slot{}, getChars(vm, str(a, 0), a[1], a[2], a[3], a[4], false)
	})
	r.Add(S+"getBytes()[B", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return bytesSlot(vm, []byte(interp.StringOfUTF16(str(a, 0))))
	})
	r.Add(S+"toCharArray()[C", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		u := str(a, 0)
		arr, err := vm.NewArrayOf("C", len(u))
		if err != nil {
			return interp.Slot{}, err
		}
		for i, c := range u {
			arr.Fields[i] = interp.Slot{I: int64(c)}
		}
		return interp.RefSlot(arr), nil
	})
	r.Add(S+"hashCode()I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return interp.IntSlot(stringHash(str(a, 0))), nil
	})
	r.Add(S+"toString()Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return a[0], nil })
	r.Add(S+"intern()Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		o, err := vm.Intern(str(a, 0))
		return interp.RefSlot(o), err
	})

	// Comparisons.
	r.Add(S+"equals(Ljava/lang/Object;)Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		o := a[1].R
		if o == nil || o.Class != a[0].R.Class {
			return interp.Slot{}, nil
		}
		return interp.Slot{I: b2i(slices.Equal(str(a, 0), str(a, 1)))}, nil
	})
	contentEq := func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		u, err := charSeq(vm, a[1])
		if err != nil {
			return interp.Slot{}, err
		}
		return interp.Slot{I: b2i(slices.Equal(str(a, 0), u))}, nil
	}
	r.Add(S+"contentEquals(Ljava/lang/CharSequence;)Z", contentEq)
	r.Add(S+"contentEquals(Ljava/lang/StringBuffer;)Z", contentEq)
	r.Add(S+"equalsIgnoreCase(Ljava/lang/String;)Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if a[1].R == nil {
			return interp.Slot{}, nil
		}
		x, y := str(a, 0), str(a, 1)
		return interp.Slot{I: b2i(len(x) == len(y) && regionMatchesCI(x, 0, y, 0, len(x)))}, nil
	})
	cmp := func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		y, err := strArg(vm, a[1])
		if err != nil {
			return interp.Slot{}, err
		}
		return interp.IntSlot(compareUTF16(str(a, 0), y)), nil
	}
	r.Add(S+"compareTo(Ljava/lang/String;)I", cmp)
	r.Add(S+"compareTo(Ljava/lang/Object;)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if o := a[1].R; o != nil && o.Class != a[0].R.Class {
			return interp.Slot{}, vm.CastError(o.Class, a[0].R.Class)
		}
		return cmp(vm, a)
	})
	r.Add(S+"compareToIgnoreCase(Ljava/lang/String;)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		y, err := strArg(vm, a[1])
		if err != nil {
			return interp.Slot{}, err
		}
		return interp.IntSlot(compareIgnoreCase(str(a, 0), y)), nil
	})
	region := func(vm *interp.VM, a []interp.Slot, ic bool, to, oo, l interp.Slot, other interp.Slot) (interp.Slot, error) {
		y, err := strArg(vm, other)
		if err != nil {
			return interp.Slot{}, err
		}
		x := str(a, 0)
		t, o, n := int(int32(to.I)), int(int32(oo.I)), int(int32(l.I))
		if o < 0 || t < 0 || int64(t) > int64(len(x))-int64(n) || int64(o) > int64(len(y))-int64(n) {
			return interp.Slot{}, nil
		}
		if n <= 0 {
			return interp.Slot{I: 1}, nil
		}
		if ic {
			return interp.Slot{I: b2i(regionMatchesCI(x, t, y, o, n))}, nil
		}
		return interp.Slot{I: b2i(slices.Equal(x[t:t+n], y[o:o+n]))}, nil
	}
	r.Add(S+"regionMatches(ILjava/lang/String;II)Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return region(vm, a, false, a[1], a[3], a[4], a[2])
	})
	r.Add(S+"regionMatches(ZILjava/lang/String;II)Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return region(vm, a, a[1].I != 0, a[2], a[4], a[5], a[3])
	})
	r.Add(S+"startsWith(Ljava/lang/String;)Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		p, err := strArg(vm, a[1])
		if err != nil {
			return interp.Slot{}, err
		}
		x := str(a, 0)
		return interp.Slot{I: b2i(len(p) <= len(x) && slices.Equal(x[:len(p)], p))}, nil
	})
	r.Add(S+"startsWith(Ljava/lang/String;I)Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		p, err := strArg(vm, a[1])
		if err != nil {
			return interp.Slot{}, err
		}
		x := str(a, 0)
		off := int(int32(a[2].I))
		return interp.Slot{I: b2i(off >= 0 && off <= len(x)-len(p) && slices.Equal(x[off:off+len(p)], p))}, nil
	})
	r.Add(S+"endsWith(Ljava/lang/String;)Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		p, err := strArg(vm, a[1])
		if err != nil {
			return interp.Slot{}, err
		}
		x := str(a, 0)
		return interp.Slot{I: b2i(len(p) <= len(x) && slices.Equal(x[len(x)-len(p):], p))}, nil
	})

	// Searching.
	r.Add(S+"indexOf(I)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return interp.IntSlot(int32(indexOfChar(str(a, 0), int32(a[1].I), 0))), nil
	})
	r.Add(S+"indexOf(II)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return interp.IntSlot(int32(indexOfChar(str(a, 0), int32(a[1].I), int(int32(a[2].I))))), nil
	})
	r.Add(S+"lastIndexOf(I)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		u := str(a, 0)
		return interp.IntSlot(int32(lastIndexOfChar(u, int32(a[1].I), len(u)-1))), nil
	})
	r.Add(S+"lastIndexOf(II)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return interp.IntSlot(int32(lastIndexOfChar(str(a, 0), int32(a[1].I), int(int32(a[2].I))))), nil
	})
	r.Add(S+"indexOf(Ljava/lang/String;)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		p, err := strArg(vm, a[1])
		if err != nil {
			return interp.Slot{}, err
		}
		return interp.IntSlot(int32(indexOfUTF16(str(a, 0), p, 0))), nil
	})
	r.Add(S+"indexOf(Ljava/lang/String;I)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		p, err := strArg(vm, a[1])
		if err != nil {
			return interp.Slot{}, err
		}
		return interp.IntSlot(int32(indexOfUTF16(str(a, 0), p, int(int32(a[2].I))))), nil
	})
	r.Add(S+"lastIndexOf(Ljava/lang/String;)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		p, err := strArg(vm, a[1])
		if err != nil {
			return interp.Slot{}, err
		}
		u := str(a, 0)
		return interp.IntSlot(int32(lastIndexOfUTF16(u, p, len(u)))), nil
	})
	r.Add(S+"lastIndexOf(Ljava/lang/String;I)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		p, err := strArg(vm, a[1])
		if err != nil {
			return interp.Slot{}, err
		}
		return interp.IntSlot(int32(lastIndexOfUTF16(str(a, 0), p, int(int32(a[2].I))))), nil
	})
	r.Add(S+"contains(Ljava/lang/CharSequence;)Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		p, err := charSeq(vm, a[1])
		if err != nil {
			return interp.Slot{}, err
		}
		return interp.Slot{I: b2i(indexOfUTF16(str(a, 0), p, 0) >= 0)}, nil
	})

	// Derived strings.
	substr := func(vm *interp.VM, u []uint16, b, e int32) (interp.Slot, error) {
		if b < 0 || b > e || int(e) > len(u) {
			return interp.Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("begin %d, end %d, length %d", b, e, len(u)))
		}
		return vm.UTF16Slot(u[b:e])
	}
	r.Add(S+"substring(I)Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		u := str(a, 0)
		return substr(vm, u, int32(a[1].I), int32(len(u)))
	})
	r.Add(S+"substring(II)Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return substr(vm, str(a, 0), int32(a[1].I), int32(a[2].I))
	})
	r.Add(S+"subSequence(II)Ljava/lang/CharSequence;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return substr(vm, str(a, 0), int32(a[1].I), int32(a[2].I))
	})
	r.Add(S+"concat(Ljava/lang/String;)Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		y, err := strArg(vm, a[1])
		if err != nil {
			return interp.Slot{}, err
		}
		if len(y) == 0 {
			return a[0], nil
		}
		return vm.UTF16Slot(concatUTF16(str(a, 0), y))
	})
	r.Add(S+"replace(CC)Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
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
	r.Add(S+"replace(Ljava/lang/CharSequence;Ljava/lang/CharSequence;)Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		target, err := charSeq(vm, a[1])
		if err != nil {
			return interp.Slot{}, err
		}
		repl, err := charSeq(vm, a[2])
		if err != nil {
			return interp.Slot{}, err
		}
		u := str(a, 0)
		if indexOfUTF16(u, target, 0) < 0 {
			return a[0], nil
		}
		return vm.UTF16Slot(replaceAllUTF16(u, target, repl))
	})
	r.Add(S+"toLowerCase()Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return caseMapped(vm, a[0], false) })
	r.Add(S+"toUpperCase()Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return caseMapped(vm, a[0], true) })
	r.Add(S+"toLowerCase(Ljava/util/Locale;)Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return caseMapped(vm, a[0], false) })
	r.Add(S+"toUpperCase(Ljava/util/Locale;)Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return caseMapped(vm, a[0], true) })
	r.Add(S+"trim()Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
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
	strip := func(lead, trail bool) interp.NativeFunc {
		return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
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
	r.Add(S+"isBlank()Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		for _, c := range str(a, 0) {
			if !javaIsWhitespace(rune(c)) {
				return interp.Slot{}, nil
			}
		}
		return interp.Slot{I: 1}, nil
	})
	r.Add(S+"repeat(I)Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		n := int32(a[1].I)
		if n < 0 {
			return interp.Slot{}, vm.JavaThrow("java/lang/IllegalArgumentException", fmt.Sprintf("count is negative: %d", n))
		}
		u := str(a, 0)
		if n == 1 {
			return a[0], nil
		}
		if int64(len(u))*int64(n) > 1<<28 {
			return interp.Slot{}, vm.JavaThrow("java/lang/OutOfMemoryError", fmt.Sprintf("Required length exceeds implementation limit"))
		}
		out := make([]uint16, 0, len(u)*int(n))
		for i := int32(0); i < n; i++ {
			out = append(out, u...)
		}
		return vm.UTF16Slot(out)
	})

	// Regular expressions (regex.go).
	r.Add(S+"split(Ljava/lang/String;)[Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return split(vm, a[0], a[1], 0)
	})
	r.Add(S+"split(Ljava/lang/String;I)[Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return split(vm, a[0], a[1], int32(a[2].I))
	})
	r.Add(S+"replaceAll(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;", replaceConcrete(true))
	r.Add(S+"replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;", replaceConcrete(false))

	// Static methods.
	r.AddSym(S+"join(Ljava/lang/CharSequence;[Ljava/lang/CharSequence;)Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if a[0].R == nil || a[1].R == nil {
			return interp.Slot{}, vm.JavaThrow(npe, "")
		}
		var j joiner
		for i, e := range a[1].R.Fields {
			if err := j.sep(vm, i, a[0], e); err != nil {
				return interp.Slot{}, err
			}
		}
		return j.result(vm)
	})
	r.AddSym(S+"join(Ljava/lang/CharSequence;Ljava/lang/Iterable;)Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if a[0].R == nil {
			return interp.Slot{}, vm.JavaThrow(npe, "")
		}
		var j joiner
		i := 0
		err := forEach(vm, a[1], func(e interp.Slot) error {
			i++
			return j.sep(vm, i-1, a[0], e)
		})
		if err != nil {
			return interp.Slot{}, err
		}
		return j.result(vm)
	})
	valueOf := func(t string) interp.NativeFunc {
		return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			if t == "Ljava/lang/Object;" && a[0].R != nil {
				if a[0].R.Class.Name == "java/lang/String" {
					return a[0], nil
				}
				// obj.toString(), whose text may be symbolic (a box
				// holding a symbolic value).
				return vm.CallVirtual(a[0].R, "toString", "()Ljava/lang/String;")
			}
			u, err := vm.JavaText(a[0], t)
			if err != nil {
				return interp.Slot{}, err
			}
			return vm.UTF16Slot(u)
		}
	}
	for _, t := range []string{"Z", "C", "I", "J", "F", "D", "Ljava/lang/Object;"} {
		r.Add(S+"valueOf("+t+")Ljava/lang/String;", valueOf(t))
	}
	chars := func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		u, err := charsOf(vm, a[0].R, 0, -1)
		if err != nil {
			return interp.Slot{}, err
		}
		return vm.UTF16Slot(u)
	}
	charsRange := func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		u, err := charsOf(vm, a[0].R, int(int32(a[1].I)), int(int32(a[2].I)))
		if err != nil {
			return interp.Slot{}, err
		}
		return vm.UTF16Slot(u)
	}
	r.Add(S+"valueOf([C)Ljava/lang/String;", chars)
	r.Add(S+"copyValueOf([C)Ljava/lang/String;", chars)
	r.Add(S+"valueOf([CII)Ljava/lang/String;", charsRange)
	r.Add(S+"copyValueOf([CII)Ljava/lang/String;", charsRange)

	registerBuilders(r)
}
