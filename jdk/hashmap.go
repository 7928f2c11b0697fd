package jdk

import (
	"fmt"

	"gospf/interp"
	"gospf/solver"
)

// The model of HashMap and LinkedHashMap (and so of HashSet and
// LinkedHashSet, which keep their elements as the keys of one) for keys
// whose hash codes are symbolic: a String with symbolic text. JDK 17's
// bytecode would compute String.hashCode of the text and test the bucket
// index (n - 1) & hash against every bucket, a check per bucket that Z3
// decides slowly or not at all; yet what get, put, containsKey and remove
// return depends only on which keys are equal, never on the hashes (equal
// keys have equal hash codes, and a bucket is only searched for an equal
// key). So the model keeps the entries in a list (symMap, the map's
// Object.Native) and splits the path on equality with the keys already
// there (interp.VM.Split): a lookup among k keys has at most k + 1 cases,
// one per key it may equal and one for none, and three symbolic keys put
// into an empty map make the 5 equality partitions of three elements (the
// Bell number B3) where the bytecode makes 16 bucket cases per put.
//
// A map enters the model at the first modelled call with a symbolic key;
// it keeps its entries from then on (the ones in its table are taken
// over) and never returns to the bytecode. The entries are the JDK's own
// node objects (HashMap$Node, LinkedHashMap$Entry), whose hash field the
// model leaves 0: only the table's code reads it. The table is the one
// thing the model does not keep: it seals the field (interp.Sealed), so
// every method it does not model (putAll, compute, merge, replace, the
// removals through views and iterators, clone ...) stops with
// ErrUnsupported naming the method rather than reading stale buckets.
//
// Iteration order. A HashMap iterates in bucket order, which depends on
// the hash codes: the model does not compute it, and HashMap's iterators,
// forEach and spliterators read the sealed table, so iterating a HashMap
// (keySet, values, entrySet, toString, equals ...) in the model is
// ErrUnsupported, never a wrong order. A LinkedHashMap iterates in its
// linked order, which the model keeps exactly in the real before/after
// links, head and tail (insertion order; access order with accessOrder,
// where get and put of a present key move it last), so its iterators and
// forEach run their bytecode as on the JVM; a subclass's
// removeEldestEntry is called after each insertion as JDK 17 does (it
// must not branch on a symbolic value: a model cannot).
//
// Keys the model compares (hashmap_keys.go): Strings (symbolic or not),
// the wrappers of integral types and boolean (by value), null, and
// objects whose equals is Object's (by identity); looking up a key of
// another class is ErrUnsupported, since its equals would run Java code,
// which a model cannot branch in (the keys held may be of any class:
// HashMap calls the equals of the key looked up). Integer keys take a map over only with
// Options.HashIntegralKeys (the int theory): in the bit-vector theory their
// hash is their value and the native procedure decides the bucket tests
// (subjects/collections: 5,664 paths for three keys in under a second),
// and the bytecode keeps HashMap's iteration order.

const (
	hashMap       = "java/util/HashMap"
	linkedHashMap = "java/util/LinkedHashMap"
)

// symMap is a map's entries in the model: its nodes, in insertion order;
// their keys are pairwise unequal under the path condition. The list is
// immutable once set (SetNative): a change builds a new one; values and
// links live in the nodes' fields (SetField).
type symMap struct {
	nodes []*interp.Object
}

// SealedField seals HashMap.table, read by every method the model does
// not answer.
func (m *symMap) SealedField(fd *interp.Field) bool {
	return fd.Name == "table" && fd.Class.Name == hashMap
}

// SealedReason says why the table is sealed.
func (m *symMap) SealedReason() string {
	return "a key's hash code is symbolic (the model of java.util.HashMap answers get, put, containsKey, remove, " +
		"putIfAbsent, getOrDefault, containsValue, clear and size, and LinkedHashMap's iteration; " +
		"a HashMap's iteration order would depend on the hash codes)"
}

// mapModel is the HashMap model of one Library; integral says whether
// symbolic keys of integral or boolean wrappers take a map over too
// (Options.HashIntegralKeys).
type mapModel struct{ integral bool }

func registerHashMap(r *interp.Library, opts Options) {
	mm := &mapModel{integral: opts.HashIntegralKeys}
	O := "Ljava/lang/Object;"
	for _, c := range []string{hashMap, linkedHashMap} {
		access := c == linkedHashMap // LinkedHashMap's get and getOrDefault are accesses
		r.AddSym(c+".get("+O+")"+O, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			return mm.get(vm, a[0].R, a[1].R, interp.Slot{}, access)
		})
		r.AddSym(c+".getOrDefault("+O+O+")"+O, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
			return mm.get(vm, a[0].R, a[1].R, a[2], access)
		})
	}
	H := hashMap + "."
	r.AddSym(H+"put("+O+O+")"+O, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return mm.put(vm, a, false)
	})
	r.AddSym(H+"putIfAbsent("+O+O+")"+O, func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		return mm.put(vm, a, true)
	})
	r.AddSym(H+"containsKey("+O+")Z", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		_, i, err := mm.find(vm, a[0].R, a[1].R)
		return interp.Slot{I: b2i(i >= 0)}, err
	})
	r.AddSym(H+"remove("+O+")"+O, mm.remove)
	r.AddSym(H+"containsValue("+O+")Z", mapContainsValue)
	r.AddSym(H+"clear()V", func(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
		o := a[0].R
		if _, ok := o.Native.(*symMap); !ok {
			return interp.Slot{}, interp.ErrBytecode
		}
		vm.SetNative(o, &symMap{})
		setMapFields(vm, o, 0) // LinkedHashMap.clear unlinks head and tail after this
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
	return takeOver(vm, o)
}

// takeOver reads the nodes of o into a symMap: a LinkedHashMap's in its
// linked order, a HashMap's in the table's (bucket chains linked by next,
// treeified bins included), which the model never shows.
func takeOver(vm *interp.VM, o *interp.Object) (*symMap, error) {
	m := &symMap{}
	if isLinked(o) {
		for n := linkField(o, "head").R; n != nil; n = linkField(n, "after").R {
			m.nodes = append(m.nodes, n)
		}
		return m, nil
	}
	tf := mapField(o, "table", "[Ljava/util/HashMap$Node;")
	if tf == nil {
		return nil, fmt.Errorf("%s has no field table", interp.DotName(o.Class.Name))
	}
	if tab := o.Fields[tf.Slot].R; tab != nil {
		for _, b := range tab.Fields {
			for n := b.R; n != nil; n = nodeField(n, "next").R {
				m.nodes = append(m.nodes, n)
			}
		}
	}
	return m, nil
}

// find returns the entries of o in the model and the index of the node
// whose key equals k (-1 if none); ErrBytecode when the call runs the
// bytecode. It splits the path when k may equal several keys, before any
// change.
func (mm *mapModel) find(vm *interp.VM, o, k *interp.Object) (*symMap, int, error) {
	m, err := mm.modelled(vm, o, k)
	if m == nil || err != nil {
		if err == nil {
			err = interp.ErrBytecode
		}
		return nil, -1, err
	}
	conds := make([]solver.Expr, len(m.nodes))
	for i, n := range m.nodes {
		if conds[i], err = keysEqual(vm, k, nodeField(n, "key").R); err != nil {
			return nil, -1, err
		}
	}
	i, err := equalOne(vm, conds, "key")
	return m, i, err
}

// get is get (dflt null) and getOrDefault; access marks LinkedHashMap's,
// which move the node last in access order.
func (mm *mapModel) get(vm *interp.VM, o, k *interp.Object, dflt interp.Slot, access bool) (interp.Slot, error) {
	m, i, err := mm.find(vm, o, k)
	if err != nil {
		return interp.Slot{}, err
	}
	if i < 0 {
		return dflt, nil
	}
	if access {
		accessed(vm, o, m.nodes[i])
	}
	return nodeField(m.nodes[i], "value"), nil
}

// put is put and putIfAbsent (which replaces only a null value): it
// returns the previous value, null for a new key.
func (mm *mapModel) put(vm *interp.VM, a []interp.Slot, ifAbsent bool) (interp.Slot, error) {
	o := a[0].R
	m, i, err := mm.find(vm, o, a[1].R)
	if err != nil {
		return interp.Slot{}, err
	}
	if i >= 0 {
		n := m.nodes[i]
		old := nodeField(n, "value")
		if !ifAbsent || old.R == nil {
			setNodeField(vm, n, "value", a[2])
		}
		accessed(vm, o, n)
		vm.SetNative(o, m) // taken over, if it was not
		return old, nil
	}
	n, err := newNode(vm, o, a[1], a[2])
	if err != nil {
		return interp.Slot{}, err
	}
	vm.SetNative(o, &symMap{nodes: append(append([]*interp.Object(nil), m.nodes...), n)})
	setMapFields(vm, o, len(m.nodes)+1)
	if isLinked(o) {
		link(vm, o, n)
		return interp.Slot{}, evictEldest(vm, o)
	}
	return interp.Slot{}, nil
}

// remove is remove(key): the removed value, null if none.
func (mm *mapModel) remove(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	o := a[0].R
	m, i, err := mm.find(vm, o, a[1].R)
	if err != nil || i < 0 {
		return interp.Slot{}, err
	}
	removeAt(vm, o, m, i)
	return nodeField(m.nodes[i], "value"), nil
}

// removeAt removes node i of the entries m of o.
func removeAt(vm *interp.VM, o *interp.Object, m *symMap, i int) {
	n := m.nodes[i]
	vm.SetNative(o, &symMap{nodes: append(append([]*interp.Object(nil), m.nodes[:i]...), m.nodes[i+1:]...)})
	setMapFields(vm, o, len(m.nodes)-1)
	if isLinked(o) {
		unlink(vm, o, n)
	}
}

// mapContainsValue is containsValue(v) on a HashMap in the model: whether
// some value equals v, a split in two when that is symbolic.
// (LinkedHashMap's runs its bytecode over the linked nodes.)
func mapContainsValue(vm *interp.VM, a []interp.Slot) (interp.Slot, error) {
	m, ok := a[0].R.Native.(*symMap)
	if !ok {
		return interp.Slot{}, interp.ErrBytecode
	}
	cx := vm.Ctx()
	any := cx.Bool(false)
	for _, n := range m.nodes {
		c, err := keysEqual(vm, a[1].R, nodeField(n, "value").R)
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
// read) and counts a structural change in modCount.
func setMapFields(vm *interp.VM, o *interp.Object, size int) {
	if fd := mapField(o, "size", "I"); fd != nil {
		vm.SetField(o, fd.Slot, interp.Slot{I: int64(size)})
	}
	countMod(vm, o)
}

// countMod increments the map's modCount, as a structural change (or an
// access in access order) does, so fail-fast iterators see it.
func countMod(vm *interp.VM, o *interp.Object) {
	if fd := mapField(o, "modCount", "I"); fd != nil {
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
