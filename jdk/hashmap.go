package jdk

import (
	"fmt"

	"gospf/interp"
	"gospf/solver"
)

// The model of HashMap (and so of HashSet, which keeps its elements as the
// keys of a HashMap) for keys whose hash codes are symbolic: a String with
// symbolic text. JDK 17's bytecode would compute String.hashCode of the
// text and test the bucket index (n - 1) & hash against every bucket, a
// check per bucket that Z3 decides slowly or not at all; yet what get,
// put, containsKey and remove return depends only on which keys are
// equal, never on the hashes (equal keys have equal hash codes, and a
// bucket is only searched for an equal key). So the model keeps the
// entries in a list (symMap, the map's Object.Native) and splits the path
// on equality with the keys already there (interp.VM.Split): a lookup
// among k keys has at most k + 1 cases, one per key it may equal and one
// for none, and three symbolic keys put into an empty map make the 5
// equality partitions of three elements (the Bell number B3) where the
// bytecode makes 16 bucket cases per put.
//
// A map enters the model at the first modelled call with a symbolic
// String key; it keeps its entries from then on (the ones in its table
// are taken over) and never returns to the bytecode. Iteration order
// (keySet, values, entrySet, forEach, toString, putAll, clone ...) is the
// one thing that depends on the hashes: the model does not compute it,
// and every method it does not model reaches the map's table field,
// which the model seals (interp.Sealed), so it stops with ErrUnsupported
// naming the method instead of iterating in a wrong order. LinkedHashMap
// (whose order is the insertion order, but whose subclasses may evict in
// removeEldestEntry) and maps that are not HashMaps keep running their
// bytecode. Keys the model compares: Strings (symbolic or not), the
// wrappers of integral types and boolean (by value), null, and objects
// whose equals is Object's (by identity); a key of another class makes
// the call ErrUnsupported, since its equals would run Java code, which a
// model cannot branch in. Integer keys alone do not need the model: their
// hash is their value, and the native procedure decides the bucket tests
// (subjects/collections: 5,664 paths for three keys in well under a
// second).

const hashMap = "java/util/HashMap"

// symMap is a HashMap's entries in the model, in insertion order; its
// keys are pairwise unequal under the path condition. It is immutable
// once set (SetNative): a change builds a new one.
type symMap struct {
	keys, vals []interp.Slot
}

// SealedField seals HashMap.table, read by every method the model does
// not answer.
func (m *symMap) SealedField(fd *interp.Field) bool {
	return fd.Name == "table" && fd.Class.Name == hashMap
}

// SealedReason says why the table is sealed.
func (m *symMap) SealedReason() string {
	return "a key's hash code is symbolic (the model of java.util.HashMap answers get, put, containsKey, remove, " +
		"putIfAbsent, getOrDefault, containsValue, clear and size; iteration order would depend on the hash codes)"
}

// mapModel is the HashMap model of one Library; integral says whether
// symbolic keys of integral or boolean wrappers take a map over too
// (Options.HashIntegralKeys).
type mapModel struct{ integral bool }

func registerHashMap(r *interp.Library, opts Options) {
	mm := &mapModel{integral: opts.HashIntegralKeys}
	H := hashMap + "."
	O := "Ljava/lang/Object;"
	r.AddSym(H+"put("+O+O+")"+O, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return mm.put(vm, a, false)
	})
	r.AddSym(H+"putIfAbsent("+O+O+")"+O, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return mm.put(vm, a, true)
	})
	r.AddSym(H+"get("+O+")"+O, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return mm.get(vm, a[0].R, a[1].R, interp.Slot{})
	})
	r.AddSym(H+"getOrDefault("+O+O+")"+O, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return mm.get(vm, a[0].R, a[1].R, a[2])
	})
	r.AddSym(H+"containsKey("+O+")Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		m, i, err := mm.find(vm, a[0].R, a[1].R)
		if err != nil {
			return interp.Slot{}, err
		}
		return interp.Slot{I: b2i(i >= 0 && m != nil)}, nil
	})
	r.AddSym(H+"remove("+O+")"+O, mm.remove)
	r.AddSym(H+"containsValue("+O+")Z", mapContainsValue)
	r.AddSym(H+"clear()V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		o := a[0].R
		if _, ok := o.Native.(*symMap); !ok {
			return interp.Slot{}, interp.ErrBytecode
		}
		vm.SetNative(o, &symMap{})
		setMapFields(vm, o, 0, true)
		return interp.Slot{}, nil
	})
}

// symbolicHash reports whether k is a key the model takes a map over
// for: a String with symbolic text, or with integral set a wrapper of an
// integral type or boolean holding a symbolic value.
func (mm *mapModel) symbolicHash(k *interp.Object) bool {
	if k == nil {
		return false
	}
	if _, sym := interp.SymbolicText(k); sym {
		return k.Class.Name == "java/lang/String"
	}
	if !mm.integral {
		return false
	}
	kind, err := keyKind(k)
	return err == nil && kind != 'T' && kind != 0 && interp.BoxValue(k).S.Valid()
}

// modelled returns the model's entries of the map o for a call with key
// k, taking the map over when k's hash code is symbolic; nil (and no
// error) when the call runs the bytecode.
func (mm *mapModel) modelled(vm *interp.VM, o, k *interp.Object) (*symMap, error) {
	if m, ok := o.Native.(*symMap); ok {
		return m, nil
	}
	if o.Native != nil || !mm.symbolicHash(k) {
		return nil, nil
	}
	for c := o.Class; c != nil; c = c.Super {
		if c.Name == "java/util/LinkedHashMap" {
			return nil, nil
		}
	}
	return takeOver(vm, o)
}

// takeOver reads the entries of o's table (bucket chains linked by next,
// treeified bins included) into a symMap; their order is the table's,
// which the model never shows.
func takeOver(vm *interp.VM, o *interp.Object) (*symMap, error) {
	m := &symMap{}
	tf := mapField(o, "table", "[Ljava/util/HashMap$Node;")
	if tf == nil {
		return nil, fmt.Errorf("%s has no field table", interp.DotName(o.Class.Name))
	}
	if tab := o.Fields[tf.Slot].R; tab != nil {
		for _, b := range tab.Fields {
			for n := b.R; n != nil; {
				kf, vf, nf := n.Class.FieldByName("key"), n.Class.FieldByName("value"), n.Class.FieldByName("next")
				if kf == nil || vf == nil || nf == nil {
					return nil, fmt.Errorf("%s is not a HashMap node", interp.DotName(n.Class.Name))
				}
				m.keys = append(m.keys, n.Fields[kf.Slot])
				m.vals = append(m.vals, n.Fields[vf.Slot])
				n = n.Fields[nf.Slot].R
			}
		}
	}
	return m, nil
}

// find returns the index of the entry whose key equals k (-1 if none)
// in the model's entries of o, nil when the call runs the bytecode. It
// splits the path when k may equal several keys, before any change.
func (mm *mapModel) find(vm *interp.VM, o, k *interp.Object) (*symMap, int, error) {
	m, err := mm.modelled(vm, o, k)
	if m == nil || err != nil {
		if err == nil {
			err = interp.ErrBytecode
		}
		return nil, -1, err
	}
	conds := make([]solver.Expr, len(m.keys))
	for i, e := range m.keys {
		if conds[i], err = keysEqual(vm, k, e.R); err != nil {
			return nil, -1, err
		}
	}
	i, err := equalOne(vm, conds, "key")
	return m, i, err
}

// equalOne returns which of conds (mutually exclusive under the path
// condition) holds, -1 for none, splitting the path among those that are
// not constant.
func equalOne(vm *interp.VM, conds []solver.Expr, what string) (int, error) {
	cx := vm.Ctx()
	var idx []int
	var cases []solver.Expr
	var labels []string
	none := cx.Bool(true)
	for i, c := range conds {
		switch {
		case !c.IsConst():
			idx = append(idx, i)
			cases = append(cases, c)
			labels = append(labels, fmt.Sprintf("%s %d", what, i))
			none = cx.LAnd(none, cx.Not(c))
		case c.ConstValue() != 0:
			return i, nil
		}
	}
	if len(cases) == 0 {
		return -1, nil
	}
	j, err := vm.Split(append(labels, "no "+what), append(cases, none))
	if err != nil || j == len(idx) {
		return -1, err
	}
	return idx[j], nil
}

// keysEqual is k.equals(e) for the keys the model compares, as a
// condition: constant when it does not depend on symbolic values.
func keysEqual(vm *interp.VM, k, e *interp.Object) (solver.Expr, error) {
	cx := vm.Ctx()
	if k == e {
		return cx.Bool(true), nil
	}
	if k == nil || e == nil {
		return cx.Bool(false), nil
	}
	kk, err := keyKind(k)
	if err != nil {
		return solver.Expr{}, err
	}
	ek, err := keyKind(e)
	if err != nil {
		return solver.Expr{}, err
	}
	if kk != ek || kk == 0 {
		return cx.Bool(false), nil // different classes, or identity
	}
	if kk == 'T' {
		kt, err := textOf(vm, k)
		if err != nil {
			return solver.Expr{}, err
		}
		et, err := textOf(vm, e)
		if err != nil {
			return solver.Expr{}, err
		}
		return cx.Eq(kt, et), nil
	}
	sk := solver.KInt
	if kk == 'J' {
		sk = solver.KLong
	}
	return cx.Eq(vm.SymOf(interp.BoxValue(k), sk), vm.SymOf(interp.BoxValue(e), sk)), nil
}

// keyKind classifies a key for keysEqual: 'T' a String, the descriptor
// of an integral or boolean wrapper, 0 an object whose equals is
// Object's; any other class is ErrUnsupported.
func keyKind(o *interp.Object) (byte, error) {
	if o.Class.Name == "java/lang/String" {
		return 'T', nil
	}
	for _, b := range interp.Wrappers() {
		if b.Class == o.Class.Name && b.Prim != 'F' && b.Prim != 'D' {
			return b.Prim, nil
		}
	}
	for c := o.Class; c != nil; c = c.Super {
		if c.DeclaredMethod("equals", "(Ljava/lang/Object;)Z") != nil {
			if c.Name == "java/lang/Object" {
				return 0, nil
			}
			break
		}
	}
	return 0, fmt.Errorf("%w: a key or value of class %s in a java.util.HashMap whose keys' hash codes are symbolic "+
		"(the model compares Strings, integral and boolean wrappers and objects with Object's equals)",
		interp.ErrUnsupported, interp.DotName(o.Class.Name))
}

// textOf is the text of a String as an expression, symbolic or constant.
func textOf(vm *interp.VM, s *interp.Object) (solver.Expr, error) {
	if e, ok := interp.SymbolicText(s); ok {
		return e, nil
	}
	u, err := strArg(vm, interp.RefSlot(s))
	if err != nil {
		return solver.Expr{}, err
	}
	return vm.Ctx().StrConst(u), nil
}

// get is get (dflt null) and getOrDefault.
func (mm *mapModel) get(vm *interp.VM, o, k *interp.Object, dflt interp.Slot) (interp.Slot, error) {
	m, i, err := mm.find(vm, o, k)
	if err != nil {
		return interp.Slot{}, err
	}
	if i < 0 {
		return dflt, nil
	}
	return m.vals[i], nil
}

// put is put and putIfAbsent (which replaces only a null value): it
// returns the previous value, null for a new key.
func (mm *mapModel) put(vm *interp.VM, a []interp.Slot, ifAbsent bool) (interp.Slot, error) {
	o := a[0].R
	m, i, err := mm.find(vm, o, a[1].R)
	if err != nil {
		return interp.Slot{}, err
	}
	n := &symMap{keys: append([]interp.Slot(nil), m.keys...), vals: append([]interp.Slot(nil), m.vals...)}
	if i >= 0 {
		old := n.vals[i]
		if !ifAbsent || old.R == nil {
			n.vals[i] = a[2]
		}
		vm.SetNative(o, n)
		return old, nil
	}
	n.keys = append(n.keys, a[1])
	n.vals = append(n.vals, a[2])
	vm.SetNative(o, n)
	setMapFields(vm, o, len(n.keys), true)
	return interp.Slot{}, nil
}

// remove is remove(key): the removed value, null if none.
func (mm *mapModel) remove(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	o := a[0].R
	m, i, err := mm.find(vm, o, a[1].R)
	if err != nil || i < 0 {
		return interp.Slot{}, err
	}
	n := &symMap{keys: append(append([]interp.Slot(nil), m.keys[:i]...), m.keys[i+1:]...),
		vals: append(append([]interp.Slot(nil), m.vals[:i]...), m.vals[i+1:]...)}
	vm.SetNative(o, n)
	setMapFields(vm, o, len(n.keys), true)
	return m.vals[i], nil
}

// mapContainsValue is containsValue(v) on a map in the model: whether
// some value equals v, a split in two when that is symbolic.
func mapContainsValue(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	m, ok := a[0].R.Native.(*symMap)
	if !ok {
		return interp.Slot{}, interp.ErrBytecode
	}
	cx := vm.Ctx()
	any := cx.Bool(false)
	for _, v := range m.vals {
		c, err := keysEqual(vm, a[1].R, v.R)
		if err != nil {
			return interp.Slot{}, err
		}
		any = cx.LOr(any, c)
	}
	if any.IsConst() {
		return interp.Slot{I: any.ConstValue()}, nil
	}
	i, err := vm.Split([]string{"a value equal", "no value equal"}, []solver.Expr{any, cx.Not(any)})
	return interp.Slot{I: b2i(i == 0)}, err
}

// setMapFields writes the map's size field (what size() and isEmpty()
// read) and, for a structural change, counts it in modCount.
func setMapFields(vm *interp.VM, o *interp.Object, size int, structural bool) {
	if fd := mapField(o, "size", "I"); fd != nil {
		vm.SetField(o, fd.Slot, interp.Slot{I: int64(size)})
	}
	if fd := mapField(o, "modCount", "I"); structural && fd != nil {
		vm.SetField(o, fd.Slot, interp.Slot{I: int64(int32(o.Fields[fd.Slot].I + 1))})
	}
}

// mapField returns the field HashMap declares with the name and
// descriptor (a subclass may declare a field of the same name), nil if
// o is no HashMap.
func mapField(o *interp.Object, name, desc string) *interp.Field {
	for c := o.Class; c != nil; c = c.Super {
		if c.Name == hashMap {
			return c.DeclaredField(name, desc)
		}
	}
	return nil
}
