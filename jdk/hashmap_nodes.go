package jdk

import (
	"fmt"

	"gospf/interp"
)

// The nodes of the HashMap model (hashmap.go): the JDK's own HashMap$Node
// and LinkedHashMap$Entry objects, and a LinkedHashMap's links, kept as
// JDK 17's LinkedHashMap keeps them (newNode, afterNodeAccess,
// afterNodeInsertion, afterNodeRemoval) so that its iterators run their
// bytecode.

// nodeField reads the field name of a node.
func nodeField(n *interp.Object, name string) interp.Slot {
	return n.Fields[n.Class.FieldByName(name).Slot]
}

// setNodeField writes the field name of a node.
func setNodeField(vm *interp.VM, n *interp.Object, name string, v interp.Slot) {
	vm.SetField(n, n.Class.FieldByName(name).Slot, v)
}

// newNode makes the node of a new entry of o: a LinkedHashMap$Entry for a
// LinkedHashMap, a HashMap$Node otherwise (hash 0, next null: only the
// sealed table's code reads them).
func newNode(vm *interp.VM, o *interp.Object, k, v interp.Slot) (*interp.Object, error) {
	name := hashMap + "$Node"
	if isLinked(o) {
		name = linkedHashMap + "$Entry"
	}
	c, err := vm.LoadClass(name)
	if err != nil {
		return nil, err
	}
	n := vm.NewObject(c)
	setNodeField(vm, n, "key", k)
	setNodeField(vm, n, "value", v)
	return n, nil
}

// isLinked reports whether the map o is a LinkedHashMap.
func isLinked(o *interp.Object) bool { return linkedClass(o) != nil }

// linkedClass returns the class LinkedHashMap if o is one, nil otherwise.
func linkedClass(o *interp.Object) *interp.Class {
	for c := o.Class; c != nil; c = c.Super {
		if c.Name == linkedHashMap {
			return c
		}
	}
	return nil
}

// linkField returns the field LinkedHashMap declares for head, tail
// (o a map) or, for a node, its before or after link.
func linkField(o *interp.Object, name string) interp.Slot {
	if c := linkedClass(o); c != nil {
		return o.Fields[c.DeclaredField(name, "L"+linkedHashMap+"$Entry;").Slot]
	}
	return nodeField(o, name)
}

// setLink writes what linkField reads.
func setLink(vm *interp.VM, o *interp.Object, name string, v *interp.Object) {
	if c := linkedClass(o); c != nil {
		vm.SetField(o, c.DeclaredField(name, "L"+linkedHashMap+"$Entry;").Slot, interp.RefSlot(v))
		return
	}
	setNodeField(vm, o, name, interp.RefSlot(v))
}

// link appends node n to the linked order of o (linkNodeLast).
func link(vm *interp.VM, o, n *interp.Object) {
	last := linkField(o, "tail").R
	setLink(vm, o, "tail", n)
	if last == nil {
		setLink(vm, o, "head", n)
		return
	}
	setLink(vm, n, "before", last)
	setLink(vm, last, "after", n)
}

// unlink takes node n out of the linked order of o (afterNodeRemoval).
func unlink(vm *interp.VM, o, n *interp.Object) {
	b, a := linkField(n, "before").R, linkField(n, "after").R
	setLink(vm, n, "before", nil)
	setLink(vm, n, "after", nil)
	if b == nil {
		setLink(vm, o, "head", a)
	} else {
		setLink(vm, b, "after", a)
	}
	if a == nil {
		setLink(vm, o, "tail", b)
	} else {
		setLink(vm, a, "before", b)
	}
}

// accessed moves node n last in a LinkedHashMap in access order, counted
// as a modification (afterNodeAccess); nothing for other maps.
func accessed(vm *interp.VM, o, n *interp.Object) {
	c := linkedClass(o)
	if c == nil || o.Fields[c.DeclaredField("accessOrder", "Z").Slot].I == 0 || linkField(o, "tail").R == n {
		return
	}
	unlink(vm, o, n)
	link(vm, o, n)
	countMod(vm, o)
}

// evictEldest is afterNodeInsertion after a put into the LinkedHashMap o:
// when a subclass overrides removeEldestEntry, it is called with the
// eldest entry, and removes it if it answers true.
func evictEldest(vm *interp.VM, o *interp.Object) error {
	const name, desc = "removeEldestEntry", "(Ljava/util/Map$Entry;)Z"
	overridden := false
	for c := o.Class; c != nil && c.Name != linkedHashMap; c = c.Super {
		overridden = overridden || c.DeclaredMethod(name, desc) != nil
	}
	first := linkField(o, "head").R
	if !overridden || first == nil {
		return nil
	}
	res, err := vm.CallVirtual(o, name, desc, interp.RefSlot(first))
	if err != nil {
		return err
	}
	if res.S.Valid() {
		return fmt.Errorf("%w: %s.removeEldestEntry returned a symbolic boolean; the model of java.util.LinkedHashMap cannot branch on it",
			interp.ErrUnsupported, interp.DotName(o.Class.Name))
	}
	if res.I == 0 {
		return nil
	}
	m := o.Native.(*symMap)
	for i, n := range m.nodes {
		if n == first {
			removeAt(vm, o, m, i)
			break
		}
	}
	return nil
}
