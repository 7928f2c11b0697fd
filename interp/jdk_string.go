package interp

import (
	"fmt"
	"strings"
)

// Models of java.lang.String, StringBuilder and StringBuffer. A String's
// Native is its UTF-16 text ([]uint16, never modified); a builder's Native
// is its current text, replaced (SetNative) on every change so that
// backtracking restores it.

func init() { registrations = append(registrations, registerString) }

func registerString(r *nativeRegistry) {
	r.modelled["java/lang/String"] = true
	str := func(a []Slot, i int) []uint16 { return StringOf(a[i].R) }
	S := "java/lang/String."
	r.add(S+"<init>()V", func(vm *VM, a []Slot) (Slot, error) { a[0].R.Native = []uint16{}; return Slot{}, nil })
	r.add(S+"<init>(Ljava/lang/String;)V", func(vm *VM, a []Slot) (Slot, error) {
		if a[1].R == nil {
			return Slot{}, vm.JavaThrow("java/lang/NullPointerException", "")
		}
		a[0].R.Native = str(a, 1)
		return Slot{}, nil
	})
	r.add(S+"<init>([C)V", func(vm *VM, a []Slot) (Slot, error) {
		u, err := vm.charsOf(a[1].R, 0, -1)
		a[0].R.Native = u
		return Slot{}, err
	})
	r.add(S+"<init>([CII)V", func(vm *VM, a []Slot) (Slot, error) {
		u, err := vm.charsOf(a[1].R, int(int32(a[2].I)), int(int32(a[3].I)))
		a[0].R.Native = u
		return Slot{}, err
	})
	r.add(S+"length()I", func(vm *VM, a []Slot) (Slot, error) { return IntSlot(int32(len(str(a, 0)))), nil })
	r.add(S+"isEmpty()Z", func(vm *VM, a []Slot) (Slot, error) { return Slot{I: b2i(len(str(a, 0)) == 0)}, nil })
	r.add(S+"charAt(I)C", func(vm *VM, a []Slot) (Slot, error) {
		u := str(a, 0)
		if a[1].S.Valid() {
			return Slot{}, fmt.Errorf("%w: String.charAt with a symbolic index", ErrUnsupported)
		}
		i := int32(a[1].I)
		if i < 0 || int(i) >= len(u) {
			return Slot{}, vm.JavaThrow("java/lang/StringIndexOutOfBoundsException", fmt.Sprintf("index %d, length %d", i, len(u)))
		}
		return IntSlot(int32(u[i])), nil
	})
	r.add(S+"hashCode()I", func(vm *VM, a []Slot) (Slot, error) {
		var h int32
		for _, c := range str(a, 0) {
			h = 31*h + int32(c)
		}
		return IntSlot(h), nil
	})
	r.add(S+"equals(Ljava/lang/Object;)Z", func(vm *VM, a []Slot) (Slot, error) {
		o := a[1].R
		if o == nil || o.Class != a[0].R.Class {
			return Slot{}, nil
		}
		return Slot{I: b2i(equalUTF16(str(a, 0), str(a, 1)))}, nil
	})
	r.add(S+"toString()Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) { return a[0], nil })
	r.add(S+"intern()Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
		o, err := vm.Intern(str(a, 0))
		return RefSlot(o), err
	})
	r.add(S+"concat(Ljava/lang/String;)Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
		if a[1].R == nil {
			return Slot{}, vm.JavaThrow("java/lang/NullPointerException", "")
		}
		return vm.utf16Slot(append(append([]uint16{}, str(a, 0)...), str(a, 1)...))
	})
	valueOf := func(t string) NativeFunc {
		return func(vm *VM, a []Slot) (Slot, error) {
			s, err := vm.ToJavaString(a[0], t)
			if err != nil {
				return Slot{}, err
			}
			return vm.StringSlot(s)
		}
	}
	for _, t := range []string{"Z", "C", "I", "J", "F", "D", "Ljava/lang/Object;"} {
		r.add(S+"valueOf("+t+")Ljava/lang/String;", valueOf(t))
	}
	r.add(S+"valueOf([C)Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
		u, err := vm.charsOf(a[0].R, 0, -1)
		if err != nil {
			return Slot{}, err
		}
		return vm.utf16Slot(u)
	})

	// StringBuilder and StringBuffer.
	for _, cls := range []string{"java/lang/StringBuilder", "java/lang/StringBuffer"} {
		r.modelled[cls] = true
		B := cls + "."
		self := "L" + cls + ";"
		buf := func(a []Slot) []uint16 { u, _ := a[0].R.Native.([]uint16); return u }
		r.add(B+"<init>()V", func(vm *VM, a []Slot) (Slot, error) { vm.SetNative(a[0].R, []uint16{}); return Slot{}, nil })
		r.add(B+"<init>(I)V", func(vm *VM, a []Slot) (Slot, error) {
			if int32(a[1].I) < 0 && !a[1].S.Valid() {
				return Slot{}, vm.JavaThrow("java/lang/NegativeArraySizeException", fmt.Sprint(int32(a[1].I)))
			}
			vm.SetNative(a[0].R, []uint16{})
			return Slot{}, nil
		})
		r.add(B+"<init>(Ljava/lang/String;)V", func(vm *VM, a []Slot) (Slot, error) {
			if a[1].R == nil {
				return Slot{}, vm.JavaThrow("java/lang/NullPointerException", "")
			}
			vm.SetNative(a[0].R, append([]uint16{}, str(a, 1)...))
			return Slot{}, nil
		})
		appendT := func(t string) NativeFunc {
			return func(vm *VM, a []Slot) (Slot, error) {
				s, err := vm.ToJavaString(a[1], t)
				if err != nil {
					return Slot{}, err
				}
				b := buf(a)
				vm.SetNative(a[0].R, append(b[:len(b):len(b)], utf16Of(s)...))
				return a[0], nil
			}
		}
		for _, t := range []string{"Z", "C", "I", "J", "F", "D", "Ljava/lang/Object;", "Ljava/lang/String;", "Ljava/lang/CharSequence;"} {
			r.add(B+"append("+t+")"+self, appendT(t))
		}
		r.add(B+"append([C)"+self, func(vm *VM, a []Slot) (Slot, error) {
			u, err := vm.charsOf(a[1].R, 0, -1)
			if err != nil {
				return Slot{}, err
			}
			b := buf(a)
			vm.SetNative(a[0].R, append(b[:len(b):len(b)], u...))
			return a[0], nil
		})
		r.add(B+"toString()Ljava/lang/String;", func(vm *VM, a []Slot) (Slot, error) {
			return vm.utf16Slot(append([]uint16{}, buf(a)...))
		})
		r.add(B+"length()I", func(vm *VM, a []Slot) (Slot, error) { return IntSlot(int32(len(buf(a)))), nil })
	}
}

func equalUTF16(a, b []uint16) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// utf16Slot returns a new String holding u (not copied).
func (vm *VM) utf16Slot(u []uint16) (Slot, error) {
	o, err := vm.NewString(u)
	return RefSlot(o), err
}

// charsOf copies n chars from offset off of a char[] (n < 0: to the end).
func (vm *VM) charsOf(arr *Object, off, n int) ([]uint16, error) {
	if arr == nil {
		return nil, vm.JavaThrow("java/lang/NullPointerException", "")
	}
	if n < 0 {
		n = len(arr.Fields) - off
	}
	if off < 0 || n < 0 || off+n > len(arr.Fields) {
		return nil, vm.JavaThrow("java/lang/StringIndexOutOfBoundsException", fmt.Sprintf("offset %d, count %d, length %d", off, n, len(arr.Fields)))
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

var _ = strings.Builder{}
