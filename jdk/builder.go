package jdk

import (
	"fmt"
	"strings"
	"unicode/utf16"

	"gospf/interp"
)

// Models of StringBuilder and StringBuffer. A builder's Native is an
// *interp.StrBuf, replaced (SetNative) on every change so that
// backtracking restores it.

// registerBuilders models StringBuilder, StringBuffer and their common
// superclass (so that inherited methods never run the JDK's byte-array
// code).
func registerBuilders(r *interp.Library) {
	classes := []string{"java/lang/AbstractStringBuilder", "java/lang/StringBuilder", "java/lang/StringBuffer"}
	for _, c := range classes {
		r.Model(c)
	}
	// reg registers f for every builder class; in desc, "$" stands for the
	// class's own type.
	reg := func(nameDesc string, f interp.NativeFunc) {
		for _, c := range classes {
			r.Add(c+"."+strings.ReplaceAll(nameDesc, "$", "L"+c+";"), f)
		}
	}
	set := func(vm *interp.VM, o *interp.Object, u []uint16, capacity int32) {
		vm.SetNative(o, &interp.StrBuf{U: u, Cap: capacity})
	}
	// appendU appends u to the builder, growing capacity as Java does.
	appendU := func(vm *interp.VM, o *interp.Object, u []uint16) {
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
	replaceU := func(vm *interp.VM, o *interp.Object, s, e int, u []uint16) {
		b := builderOf(o)
		n := len(b.U) - (e - s) + len(u)
		nu := make([]uint16, 0, max(2*n, 16))
		nu = append(nu, b.U[:s]...)
		nu = append(nu, u...)
		nu = append(nu, b.U[e:]...)
		set(vm, o, nu, growCap(b.Cap, n))
	}

	reg("<init>()V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		set(vm, a[0].R, nil, 16)
		return interp.Slot{}, nil
	})
	reg("<init>(I)V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if n := int32(a[1].I); n < 0 {
			return interp.Slot{}, vm.JavaThrow("java/lang/NegativeArraySizeException", fmt.Sprint(n))
		}
		set(vm, a[0].R, nil, int32(a[1].I))
		return interp.Slot{}, nil
	})
	initSeq := func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		u, err := charSeq(vm, a[1])
		if err != nil {
			return interp.Slot{}, err
		}
		nu := make([]uint16, len(u), len(u)+16)
		copy(nu, u)
		set(vm, a[0].R, nu, int32(len(u))+16)
		return interp.Slot{}, nil
	}
	reg("<init>(Ljava/lang/String;)V", initSeq)
	reg("<init>(Ljava/lang/CharSequence;)V", initSeq)

	buf := func(a []interp.Slot) []uint16 { return builderOf(a[0].R).U }
	reg("length()I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return interp.IntSlot(int32(len(buf(a)))), nil
	})
	reg("isEmpty()Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return interp.Slot{I: b2i(len(buf(a)) == 0)}, nil
	})
	reg("capacity()I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return interp.IntSlot(builderOf(a[0].R).Cap), nil
	})
	reg("ensureCapacity(I)V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		b := builderOf(a[0].R)
		if n := int32(a[1].I); n > 0 && n > b.Cap {
			set(vm, a[0].R, b.U, growCap(b.Cap, int(n)))
		}
		return interp.Slot{}, nil
	})
	reg("trimToSize()V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		b := builderOf(a[0].R)
		set(vm, a[0].R, b.U, int32(len(b.U)))
		return interp.Slot{}, nil
	})
	reg("setLength(I)V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		b := builderOf(a[0].R)
		n := int(int32(a[1].I))
		if n < 0 {
			return interp.Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("String index out of range: %d", n))
		}
		nu := make([]uint16, n, max(n, 16))
		copy(nu, b.U)
		set(vm, a[0].R, nu, growCap(b.Cap, n))
		return interp.Slot{}, nil
	})
	reg("charAt(I)C", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		u := buf(a)
		i := int32(a[1].I)
		if i < 0 || int(i) >= len(u) {
			return interp.Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("index %d, length %d", i, len(u)))
		}
		return interp.IntSlot(int32(u[i])), nil
	})
	reg("codePointAt(I)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		u := buf(a)
		i := int32(a[1].I)
		if i < 0 || int(i) >= len(u) {
			return interp.Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("index %d, length %d", i, len(u)))
		}
		return interp.IntSlot(codePointAt(u, int(i))), nil
	})
	reg("getChars(II[CI)V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return interp.Slot{}, getChars(vm, buf(a), a[1], a[2], a[3], a[4], true)
	})
	reg("setCharAt(IC)V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		b := builderOf(a[0].R)
		i := int32(a[1].I)
		if i < 0 || int(i) >= len(b.U) {
			return interp.Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("index %d, length %d", i, len(b.U)))
		}
		replaceU(vm, a[0].R, int(i), int(i)+1, []uint16{uint16(a[2].I)})
		return interp.Slot{}, nil
	})
	appendT := func(t string) interp.NativeFunc {
		return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			var u []uint16
			switch {
			case t == "C":
				u = []uint16{uint16(a[1].I)}
			case t == "Ljava/lang/String;" || t == "Ljava/lang/StringBuffer;" || t == "Ljava/lang/CharSequence;" || t == "Ljava/lang/AbstractStringBuilder;":
				var err error
				if u, err = charSeqOrNull(vm, a[1]); err != nil {
					return interp.Slot{}, err
				}
			default:
				var err error
				if u, err = vm.JavaText(a[1], t); err != nil {
					return interp.Slot{}, err
				}
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
	appendSeqRange := func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		u, err := charSeqOrNull(vm, a[1])
		if err != nil {
			return interp.Slot{}, err
		}
		s, e := int32(a[2].I), int32(a[3].I)
		if s < 0 || s > e || int(e) > len(u) {
			return interp.Slot{}, vm.JavaThrow("java/lang/IndexOutOfBoundsException", fmt.Sprintf("start %d, end %d, length %d", s, e, len(u)))
		}
		appendU(vm, a[0].R, u[s:e])
		return a[0], nil
	}
	reg("append(Ljava/lang/CharSequence;II)$", appendSeqRange)
	reg("append(Ljava/lang/CharSequence;II)Ljava/lang/Appendable;", appendSeqRange)
	reg("append([C)$", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		u, err := charsOf(vm, a[1].R, 0, -1)
		if err != nil {
			return interp.Slot{}, err
		}
		appendU(vm, a[0].R, u)
		return a[0], nil
	})
	reg("append([CII)$", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		arr := a[1].R
		if arr == nil {
			return interp.Slot{}, vm.JavaThrow(npe, "")
		}
		off, n := int32(a[2].I), int32(a[3].I)
		if off < 0 || n < 0 || int(off) > len(arr.Fields)-int(n) {
			return interp.Slot{}, vm.JavaThrow("java/lang/IndexOutOfBoundsException", fmt.Sprintf("offset %d, count %d, length %d", off, n, len(arr.Fields)))
		}
		u, err := charsOf(vm, arr, int(off), int(n))
		if err != nil {
			return interp.Slot{}, err
		}
		appendU(vm, a[0].R, u)
		return a[0], nil
	})
	reg("appendCodePoint(I)$", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		cp := int32(a[1].I)
		if cp < 0 || cp > 0x10FFFF {
			return interp.Slot{}, vm.JavaThrow("java/lang/IllegalArgumentException", fmt.Sprintf("Not a valid Unicode code point: 0x%X", uint32(cp)))
		}
		appendU(vm, a[0].R, interp.AppendCodePoint(nil, cp))
		return a[0], nil
	})
	reg("delete(II)$", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		u := buf(a)
		s, e := int(int32(a[1].I)), int(int32(a[2].I))
		if e > len(u) {
			e = len(u)
		}
		if s < 0 || s > e {
			return interp.Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("start %d, end %d, length %d", s, e, len(u))) // the cut end, as JDK 17 says
		}
		if s < e {
			replaceU(vm, a[0].R, s, e, nil)
		}
		return a[0], nil
	})
	reg("deleteCharAt(I)$", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		u := buf(a)
		i := int(int32(a[1].I))
		if i < 0 || i >= len(u) {
			return interp.Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("index %d, length %d", i, len(u)))
		}
		replaceU(vm, a[0].R, i, i+1, nil)
		return a[0], nil
	})
	reg("replace(IILjava/lang/String;)$", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		u := buf(a)
		s, e := int(int32(a[1].I)), int(int32(a[2].I))
		if e > len(u) {
			e = len(u)
		}
		if s < 0 || s > len(u) || s > e {
			return interp.Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("start %d, end %d, length %d", s, e, len(u)))
		}
		repl, err := strArg(vm, a[3])
		if err != nil {
			return interp.Slot{}, err
		}
		replaceU(vm, a[0].R, s, e, repl)
		return a[0], nil
	})
	sub := func(vm *interp.VM, u []uint16, s, e int32) (interp.Slot, error) {
		if s < 0 || s > e || int(e) > len(u) {
			return interp.Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("start %d, end %d, length %d", s, e, len(u)))
		}
		return vm.UTF16Slot(append([]uint16{}, u[s:e]...))
	}
	reg("substring(I)Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		u := buf(a)
		return sub(vm, u, int32(a[1].I), int32(len(u)))
	})
	reg("substring(II)Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return sub(vm, buf(a), int32(a[1].I), int32(a[2].I))
	})
	reg("subSequence(II)Ljava/lang/CharSequence;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return sub(vm, buf(a), int32(a[1].I), int32(a[2].I))
	})
	insertT := func(t string) interp.NativeFunc {
		return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			u0 := buf(a)
			off := int32(a[1].I)
			if off < 0 || int(off) > len(u0) {
				return interp.Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("offset %d, length %d", off, len(u0)))
			}
			var u []uint16
			switch t {
			case "C":
				u = []uint16{uint16(a[2].I)}
			case "[C":
				var err error
				if u, err = charsOf(vm, a[2].R, 0, -1); err != nil {
					return interp.Slot{}, err
				}
			case "Ljava/lang/String;", "Ljava/lang/CharSequence;":
				var err error
				if u, err = charSeqOrNull(vm, a[2]); err != nil {
					return interp.Slot{}, err
				}
			default:
				var err error
				if u, err = vm.JavaText(a[2], t); err != nil {
					return interp.Slot{}, err
				}
			}
			replaceU(vm, a[0].R, int(off), int(off), u)
			return a[0], nil
		}
	}
	for _, t := range []string{"Z", "C", "I", "J", "F", "D", "[C", "Ljava/lang/Object;", "Ljava/lang/String;", "Ljava/lang/CharSequence;"} {
		reg("insert(I"+t+")$", insertT(t))
	}
	reg("insert(ILjava/lang/CharSequence;II)$", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		u0 := buf(a)
		off := int32(a[1].I)
		if off < 0 || int(off) > len(u0) {
			return interp.Slot{}, vm.JavaThrow("java/lang/IndexOutOfBoundsException", fmt.Sprintf("offset %d, length %d", off, len(u0)))
		}
		u, err := charSeqOrNull(vm, a[2])
		if err != nil {
			return interp.Slot{}, err
		}
		s, e := int32(a[3].I), int32(a[4].I)
		if s < 0 || s > e || int(e) > len(u) {
			return interp.Slot{}, vm.JavaThrow("java/lang/IndexOutOfBoundsException", fmt.Sprintf("start %d, end %d, length %d", s, e, len(u)))
		}
		replaceU(vm, a[0].R, int(off), int(off), u[s:e])
		return a[0], nil
	})
	reg("insert(I[CII)$", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		u0 := buf(a)
		off := int32(a[1].I)
		if off < 0 || int(off) > len(u0) {
			return interp.Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("offset %d, length %d", off, len(u0)))
		}
		arr := a[2].R
		if arr == nil {
			return interp.Slot{}, vm.JavaThrow(npe, "")
		}
		s, n := int32(a[3].I), int32(a[4].I)
		if s < 0 || n < 0 || int(s) > len(arr.Fields)-int(n) {
			return interp.Slot{}, vm.JavaThrow(sioobe, fmt.Sprintf("offset %d, len %d, str.length %d", s, n, len(arr.Fields)))
		}
		u, err := charsOf(vm, arr, int(s), int(n))
		if err != nil {
			return interp.Slot{}, err
		}
		replaceU(vm, a[0].R, int(off), int(off), u)
		return a[0], nil
	})
	idx := func(last, from bool) interp.NativeFunc {
		return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			p, err := strArg(vm, a[1])
			if err != nil {
				return interp.Slot{}, err
			}
			u := buf(a)
			switch {
			case last && from:
				return interp.IntSlot(int32(lastIndexOfUTF16(u, p, int(int32(a[2].I))))), nil
			case last:
				return interp.IntSlot(int32(lastIndexOfUTF16(u, p, len(u)))), nil
			case from:
				return interp.IntSlot(int32(indexOfUTF16(u, p, int(int32(a[2].I))))), nil
			}
			return interp.IntSlot(int32(indexOfUTF16(u, p, 0))), nil
		}
	}
	reg("indexOf(Ljava/lang/String;)I", idx(false, false))
	reg("indexOf(Ljava/lang/String;I)I", idx(false, true))
	reg("lastIndexOf(Ljava/lang/String;)I", idx(true, false))
	reg("lastIndexOf(Ljava/lang/String;I)I", idx(true, true))
	reg("reverse()$", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
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
	reg("compareTo($)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if a[1].R == nil {
			return interp.Slot{}, vm.JavaThrow(npe, "")
		}
		return interp.IntSlot(compareUTF16(buf(a), builderOf(a[1].R).U)), nil
	})
	reg("compareTo(Ljava/lang/Object;)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		if a[1].R == nil {
			return interp.Slot{}, vm.JavaThrow(npe, "")
		}
		if a[1].R.Class != a[0].R.Class {
			return interp.Slot{}, vm.CastError(a[1].R.Class, a[0].R.Class)
		}
		return interp.IntSlot(compareUTF16(buf(a), builderOf(a[1].R).U)), nil
	})
	reg("toString()Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return vm.UTF16Slot(append([]uint16{}, buf(a)...))
	})
}

// builderOf returns the state of a StringBuilder or StringBuffer.
func builderOf(o *interp.Object) *interp.StrBuf {
	if b, ok := o.Native.(*interp.StrBuf); ok {
		return b
	}
	return &interp.StrBuf{Cap: 16}
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
