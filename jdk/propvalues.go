package jdk

import (
	"fmt"
	"strings"

	"gospf/interp"
)

// Integer.getInteger, Long.getLong and Boolean.getBoolean: the wrappers'
// readers of system properties, as JDK 17 writes them. Each looks the
// name up with System.getProperty (so a property the program set is
// seen), treats a null or empty name as an absent property (the JDK
// catches getProperty's NullPointerException and IllegalArgumentException),
// and falls back to the default when the value does not decode
// (getInteger and getLong catch decode's NumberFormatException).

func registerPropertyValues(r *interp.Library) {
	for _, t := range []struct {
		class, name string
		prim        byte
		bits        int
	}{{"java/lang/Integer", "getInteger", 'I', 32}, {"java/lang/Long", "getLong", 'J', 64}} {
		t := t
		self := "L" + t.class + ";"
		head := t.class + "." + t.name + "(Ljava/lang/String;"
		// get returns the decoded property as a wrapper, or null.
		get := func(vm *interp.VM, name interp.Slot) (interp.Slot, error) {
			v, ok, err := propertyText(vm, name)
			if !ok || err != nil {
				return interp.Slot{}, err
			}
			s, err := vm.StringSlot(v)
			if err != nil {
				return interp.Slot{}, err
			}
			n, err := decodeIntegral(vm, s, t.bits)
			if c, thrown := interp.ThrownClass(err); thrown && c == nfe {
				return interp.Slot{}, nil
			}
			if err != nil {
				return interp.Slot{}, err
			}
			o, err := vm.Box(t.prim, interp.Slot{I: n})
			return interp.RefSlot(o), err
		}
		r.Add(head+")"+self, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return get(vm, a[0]) })
		r.AddSym(head+self+")"+self, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			v, err := get(vm, a[0])
			if err != nil || v.R != nil {
				return v, err
			}
			return a[1], nil
		})
		r.AddSym(head+string(t.prim)+")"+self, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			v, err := get(vm, a[0])
			if err != nil || v.R != nil {
				return v, err
			}
			o, err := vm.Box(t.prim, a[1])
			return interp.RefSlot(o), err
		})
	}
	r.Add("java/lang/Boolean.getBoolean(Ljava/lang/String;)Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		v, _, err := propertyText(vm, a[0])
		return interp.Slot{I: b2i(strings.EqualFold(v, "true"))}, err
	})
}

// propertyText returns the value of the system property named by name,
// and false when it is absent or the name is null or empty.
func propertyText(vm *interp.VM, name interp.Slot) (string, bool, error) {
	if name.R == nil || len(interp.StringOf(name.R)) == 0 {
		return "", false, nil
	}
	v, err := getProperty(vm, name)
	if err != nil || v.R == nil {
		return "", false, err
	}
	if _, sym := interp.SymbolicText(v.R); sym {
		return "", false, fmt.Errorf("%w: a system property whose value is a symbolic String", interp.ErrUnsupported)
	}
	return interp.GoString(v.R), true, nil
}
