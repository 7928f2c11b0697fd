package jdk

import (
	"fmt"
	"math"
	"strings"

	"gospf/interp"
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
// (interp/symbox.go); wrappers holding symbolic values are read by models that
// compute symbolically (compare, equals, hashCode, xxxValue) or reject
// them.

func registerBoxes(r *interp.Library) {
	for _, b := range interp.Wrappers() {
		b := b
		r.Model(b.Class)
		C := b.Class + "."
		P := string(b.Prim)
		self := "L" + b.Class + ";"
		r.Init(b.Class, func(vm *interp.VM, c *interp.Class) error {
			if fd := c.FieldByName("TYPE"); fd != nil {
				pc, err := vm.PrimitiveClass(b.Name)
				if err != nil {
					return err
				}
				m, err := vm.Mirror(pc)
				if err != nil {
					return err
				}
				vm.SetField(c.Statics(), fd.Slot, interp.RefSlot(m))
			}
			if b.Prim == 'Z' {
				for name, v := range map[string]int64{"TRUE": 1, "FALSE": 0} {
					o, err := vm.Box('Z', interp.Slot{I: v})
					if err != nil {
						return err
					}
					if fd := c.FieldByName(name); fd != nil {
						vm.SetField(c.Statics(), fd.Slot, interp.RefSlot(o))
					}
				}
			}
			return nil
		})
		// Construction and unboxing.
		r.AddSym(C+"<init>("+P+")V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			vm.SetField(a[0].R, a[0].R.Class.ValueSlot(), vm.Narrow(a[1], b.Prim))
			return interp.Slot{}, nil
		})
		r.AddSym(C+"valueOf("+P+")"+self, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			o, err := vm.Box(b.Prim, a[0])
			return interp.RefSlot(o), err
		})
		for _, t := range []byte{'B', 'S', 'I', 'J', 'F', 'D'} {
			if b.Prim == 'C' || b.Prim == 'Z' {
				break
			}
			t := t
			name := map[byte]string{'B': "byteValue", 'S': "shortValue", 'I': "intValue", 'J': "longValue", 'F': "floatValue", 'D': "doubleValue"}[t]
			r.AddSym(C+name+"()"+string(t), func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
				return vm.ConvertPrim(interp.BoxValue(a[0].R), b.Prim, t)
			})
		}
		if b.Prim == 'C' {
			r.AddSym(C+"charValue()C", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.BoxValue(a[0].R), nil })
		}
		if b.Prim == 'Z' {
			r.AddSym(C+"booleanValue()Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.BoxValue(a[0].R), nil })
		}
		// String conversion.
		r.Add(C+"toString()Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			v := interp.BoxValue(a[0].R)
			if v.S.Valid() {
				// The text of an integral, char or boolean value is an
				// exact expression; a float's is not.
				s, ok, err := vm.ValueString(v, b.Prim)
				if !ok && err == nil {
					err = fmt.Errorf("%w: toString of a %s holding a symbolic value", interp.ErrUnsupported, interp.DotName(b.Class))
				}
				return s, err
			}
			u, err := vm.JavaText(v, P)
			if err != nil {
				return interp.Slot{}, err
			}
			return vm.UTF16Slot(u)
		})
		r.Add(C+"toString("+P+")Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			u, err := vm.JavaText(a[0], P)
			if err != nil {
				return interp.Slot{}, err
			}
			return vm.UTF16Slot(u)
		})
		// Hashing, equality, comparison.
		r.AddSym(C+"hashCode()I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			return vm.PrimHash(interp.BoxValue(a[0].R), b.Prim)
		})
		r.AddSym(C+"hashCode("+P+")I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return vm.PrimHash(a[0], b.Prim) })
		r.AddSym(C+"equals(Ljava/lang/Object;)Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			o := a[1].R
			if o == nil || o.Class != a[0].R.Class {
				return interp.Slot{}, nil
			}
			x, y := interp.BoxValue(a[0].R), interp.BoxValue(o)
			switch b.Prim {
			case 'F', 'D':
				if x.S.Valid() || y.S.Valid() {
					return vm.SymFloatEquals(x, y, b.Prim), nil
				}
				return interp.Slot{I: b2i(interp.CanonicalBits(x, b.Prim) == interp.CanonicalBits(y, b.Prim))}, nil
			}
			return vm.PrimEq(x, y, b.Prim), nil
		})
		compare := func(vm *interp.VM, x, y interp.Slot) (interp.Slot, error) { return vm.PrimCompare(x, y, b.Prim) }
		r.AddSym(C+"compare("+P+P+")I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return compare(vm, a[0], a[1]) })
		r.AddSym(C+"compareTo("+self+")I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			if a[1].R == nil {
				return interp.Slot{}, vm.JavaThrow(npe, "")
			}
			return compare(vm, interp.BoxValue(a[0].R), interp.BoxValue(a[1].R))
		})
		r.AddSym(C+"compareTo(Ljava/lang/Object;)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			o := a[1].R
			if o == nil {
				return interp.Slot{}, vm.JavaThrow(npe, "")
			}
			if o.Class != a[0].R.Class {
				return interp.Slot{}, vm.CastError(o.Class, a[0].R.Class)
			}
			return compare(vm, interp.BoxValue(a[0].R), interp.BoxValue(o))
		})
	}
	registerIntegral(r)
	registerPropertyValues(r)
	registerFloating(r)
	registerCharacter(r)
	registerBoolean(r)
}

func registerFloating(r *interp.Library) {
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
		get := func(s interp.Slot) float64 {
			if t.prim == 'F' {
				return float64(s.Float())
			}
			return s.Double()
		}
		mk := func(f float64) interp.Slot {
			if t.prim == 'F' {
				return interp.FloatSlot(float32(f))
			}
			return interp.DoubleSlot(f)
		}
		parse := func(vm *interp.VM, s interp.Slot) (interp.Slot, error) { return parseFloating(vm, s, nbits) }
		r.Add(C+"parse"+short+"(Ljava/lang/String;)"+P, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return parse(vm, a[0]) })
		r.Add(C+"valueOf(Ljava/lang/String;)"+self, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			v, err := parse(vm, a[0])
			if err != nil {
				return interp.Slot{}, err
			}
			o, err := vm.Box(t.prim, v)
			return interp.RefSlot(o), err
		})
		r.Add(C+"<init>(Ljava/lang/String;)V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			v, err := parse(vm, a[1])
			if err != nil {
				return interp.Slot{}, err
			}
			vm.SetField(a[0].R, a[0].R.Class.ValueSlot(), v)
			return interp.Slot{}, nil
		})
		if t.prim == 'F' {
			r.Add(C+"<init>(D)V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
				vm.SetField(a[0].R, a[0].R.Class.ValueSlot(), interp.FloatSlot(float32(a[1].Double())))
				return interp.Slot{}, nil
			})
		}
		r.Add(C+"isNaN("+P+")Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			return interp.Slot{I: b2i(math.IsNaN(get(a[0])))}, nil
		})
		r.Add(C+"isInfinite("+P+")Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			return interp.Slot{I: b2i(math.IsInf(get(a[0]), 0))}, nil
		})
		r.Add(C+"isFinite("+P+")Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			f := get(a[0])
			return interp.Slot{I: b2i(!math.IsInf(f, 0) && !math.IsNaN(f))}, nil
		})
		r.Add(C+"isNaN()Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			return interp.Slot{I: b2i(math.IsNaN(get(interp.BoxValue(a[0].R))))}, nil
		})
		r.Add(C+"isInfinite()Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			return interp.Slot{I: b2i(math.IsInf(get(interp.BoxValue(a[0].R)), 0))}, nil
		})
		r.Add(C+"sum("+P+P+")"+P, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return mk(get(a[0]) + get(a[1])), nil })
		r.Add(C+"max("+P+P+")"+P, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			return mk(javaMaxF(get(a[0]), get(a[1]))), nil
		})
		r.Add(C+"min("+P+P+")"+P, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			return mk(javaMinF(get(a[0]), get(a[1]))), nil
		})
		r.Add(C+"toHexString("+P+")Ljava/lang/String;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			return vm.StringSlot(javaHexFloat(get(a[0]), t.prim == 'F'))
		})
		if t.prim == 'F' {
			r.Add(C+"floatToIntBits(F)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
				return interp.Slot{I: interp.CanonicalBits(a[0], 'F')}, nil
			})
			r.Add(C+"floatToRawIntBits(F)I", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
				return interp.Slot{I: int64(int32(a[0].I))}, nil
			})
			r.Add(C+"intBitsToFloat(I)F", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
				return interp.Slot{I: int64(int32(a[0].I))}, nil
			})
			r.Add(C+"float16ToFloat(S)F", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
				return interp.Slot{}, fmt.Errorf("%w: Float.float16ToFloat", interp.ErrUnsupported)
			})
		} else {
			r.Add(C+"doubleToLongBits(D)J", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
				return interp.Slot{I: interp.CanonicalBits(a[0], 'D')}, nil
			})
			r.Add(C+"doubleToRawLongBits(D)J", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return a[0], nil })
			r.Add(C+"longBitsToDouble(J)D", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return a[0], nil })
		}
	}
}

func registerBoolean(r *interp.Library) {
	C := "java/lang/Boolean."
	parse := func(s interp.Slot) int64 { return b2i(s.R != nil && strings.EqualFold(interp.GoString(s.R), "true")) }
	r.Add(C+"parseBoolean(Ljava/lang/String;)Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return interp.Slot{I: parse(a[0])}, nil })
	r.Add(C+"valueOf(Ljava/lang/String;)Ljava/lang/Boolean;", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		o, err := vm.Box('Z', interp.Slot{I: parse(a[0])})
		return interp.RefSlot(o), err
	})
	r.Add(C+"<init>(Ljava/lang/String;)V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		vm.SetField(a[0].R, a[0].R.Class.ValueSlot(), interp.Slot{I: parse(a[1])})
		return interp.Slot{}, nil
	})
	logic := func(op solver.Op) interp.NativeFunc {
		return func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) { return vm.IntOp(a[0], a[1], op), nil }
	}
	r.AddSym(C+"logicalAnd(ZZ)Z", logic(solver.OpAnd))
	r.AddSym(C+"logicalOr(ZZ)Z", logic(solver.OpOr))
	r.AddSym(C+"logicalXor(ZZ)Z", logic(solver.OpXor))
}
