package main

import (
	"fmt"
	"strconv"
	"strings"
)

// Inputs are named in the order a path creates them (val_7: the seventh
// input), so a merged loop that reads every element of an input array
// before it reads a lazily initialised node's field gives that field
// another name than the pure DFS path that read one element (val_9
// against val_7): the same input, the same place in the input heap. The
// merge checks compare paths of the two runs by input heap and by their
// conditions over the inputs, so they name every input the heap holds by
// its place instead (positions), in the heap's shape and in the path's
// expressions (renameVars).

// positions returns the place of every input that input heap h holds,
// by its name: "@<id>.<field>" for a field, "@<id>.length" for an array's
// length, "@<id>[<i>]" for an element (objects are numbered in creation
// order along the path, the same in both runs when the heaps have one
// shape).
func positions(h any) map[string]string {
	top, _ := h.(map[string]any)
	objs, _ := top["objects"].([]any)
	ren := map[string]string{}
	put := func(v any, place string) {
		if m, ok := v.(map[string]any); ok {
			if name, ok := m["input"].(string); ok {
				ren[name] = place
			}
		}
	}
	for _, o := range objs {
		obj, _ := o.(map[string]any)
		id := fmt.Sprint(obj["id"])
		put(obj["length"], "@"+id+".length")
		fields, _ := obj["fields"].([]any)
		for _, f := range fields {
			fm, _ := f.(map[string]any)
			put(fm["value"], fmt.Sprintf("@%s.%v", id, fm["name"]))
		}
		els, _ := obj["elements"].(map[string]any)
		for i, e := range els {
			put(e, "@"+id+"["+i+"]")
		}
	}
	return ren
}

// renameVars returns the encoded expression nodes (solver.Encode) with the
// variables ren names renamed; the others are unchanged.
func renameVars(nodes []string, ren map[string]string) []string {
	if len(ren) == 0 {
		return nodes
	}
	out := make([]string, len(nodes))
	for i, n := range nodes {
		out[i] = n
		f := strings.Fields(n)
		if len(f) < 3 || f[0] != "var" {
			continue
		}
		head := f[0] + " " + f[1] + " "
		rest := strings.TrimPrefix(n, head)
		q, err := strconv.QuotedPrefix(rest)
		if err != nil {
			continue // Decode reports it
		}
		name, _ := strconv.Unquote(q)
		if place, ok := ren[name]; ok {
			out[i] = head + strconv.Quote(place) + rest[len(q):]
		}
	}
	return out
}
