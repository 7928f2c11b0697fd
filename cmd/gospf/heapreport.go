package main

import (
	"strconv"

	"gospf/interp"
	"gospf/search"
)

// The input heap of a path (lazy initialization) in the reports: one line
// in the text report ("t_1 = Node#1{key=key_2, left=null, right=Node#1}",
// interp.InputHeap.String), a structure in --json.

// jsonHeap is a path's input heap in --json: the reference parameters and
// the lazily created objects, whose values are jsonHeapValues.
type jsonHeap struct {
	Roots   []jsonHeapRoot   `json:"roots"`
	Objects []jsonHeapObject `json:"objects"`
}

type jsonHeapRoot struct {
	Name   string        `json:"name"`
	Method string        `json:"method"`
	Param  int           `json:"param"`
	Value  jsonHeapValue `json:"value"`
}

// jsonHeapObject is one lazily created object: "fields" in declaration
// order (superclasses' first) for instances; "length" and the elements
// read ("elements", by index) for arrays.
type jsonHeapObject struct {
	ID       int                      `json:"id"`
	Class    string                   `json:"class"`
	Fields   []jsonHeapField          `json:"fields,omitempty"`
	Length   *jsonHeapValue           `json:"length,omitempty"`
	Elements map[string]jsonHeapValue `json:"elements,omitempty"`
}

type jsonHeapField struct {
	Name  string        `json:"name"`
	Value jsonHeapValue `json:"value"`
}

// jsonHeapValue is one value: {"null": true}, {"object": ID},
// {"input": "key_2", "value": 5} (its value in the path's model),
// {"unexamined": true} (never examined by the path: any value).
type jsonHeapValue struct {
	Null       bool   `json:"null,omitempty"`
	Object     int    `json:"object,omitempty"`
	Input      string `json:"input,omitempty"`
	Value      *int64 `json:"value,omitempty"`
	Unexamined bool   `json:"unexamined,omitempty"`
}

// heapText is the " | heap: ..." part of a path line, or "".
func heapText(p *search.Path) string {
	if p.Heap == nil || len(p.Heap.Roots) == 0 {
		return ""
	}
	return " | heap: " + p.Heap.String()
}

func heapJSON(p *search.Path) *jsonHeap {
	h := p.Heap
	if h == nil {
		return nil
	}
	model := fullModel(p)
	value := func(v interp.HeapValue) jsonHeapValue {
		switch v.Kind {
		case interp.HeapNull:
			return jsonHeapValue{Null: true}
		case interp.HeapRef:
			return jsonHeapValue{Object: h.Objects[v.Object].ID}
		case interp.HeapInput:
			x := model[v.Input.String()]
			if v.Input.IsConst() {
				x = v.Input.ConstValue()
			}
			return jsonHeapValue{Input: v.Input.String(), Value: &x}
		}
		return jsonHeapValue{Unexamined: true}
	}
	j := &jsonHeap{Roots: []jsonHeapRoot{}, Objects: []jsonHeapObject{}}
	for _, r := range h.Roots {
		j.Roots = append(j.Roots, jsonHeapRoot{Name: r.Name, Method: r.Method.String(), Param: r.Param, Value: value(r.Value)})
	}
	for _, o := range h.Objects {
		jo := jsonHeapObject{ID: o.ID, Class: interp.DotName(o.Class)}
		if o.IsArray() {
			l := value(interp.HeapValue{Kind: interp.HeapInput, Input: o.Length})
			jo.Length = &l
			jo.Elements = map[string]jsonHeapValue{}
			for i, e := range o.Elems {
				if e.Kind != interp.HeapUnexamined {
					jo.Elements[strconv.Itoa(i)] = value(e)
				}
			}
		}
		for _, f := range o.Fields {
			jo.Fields = append(jo.Fields, jsonHeapField{Name: f.Name, Value: value(f.Value)})
		}
		j.Objects = append(j.Objects, jo)
	}
	return j
}
