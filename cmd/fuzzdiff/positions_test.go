package main

import (
	"encoding/json"
	"fmt"
	"reflect"
	"testing"
)

// TestPositions checks that the merge checks name a heap's inputs by
// their places: two heaps that name the same field, length and element
// differently (a merged loop read the elements first) have one shape, and
// the path's variables are renamed to match.
func TestPositions(t *testing.T) {
	const tmpl = `{"roots":[{"name":"n_3","param":2,"value":{"object":2}},{"name":"in_4","param":3,"value":{"object":1}}],"objects":[` +
		`{"id":1,"class":"[I","length":{"input":"in.length_5","value":2},"elements":{"0":{"input":"%s","value":0}}},` +
		`{"id":2,"class":"G$Node","fields":[{"name":"val","value":{"input":"%s","value":4}},{"name":"next","value":{"null":true}}]}]}`
	parse := func(el, val string) any {
		var v any
		if err := json.Unmarshal(fmt.Appendf(nil, tmpl, el, val), &v); err != nil {
			t.Fatal(err)
		}
		return v
	}
	dfs, merged := parse("in[0]_6", "val_7"), parse("in[0]_8", "val_9")
	rd, rm := positions(dfs), positions(merged)
	want := map[string]string{"in.length_5": "@1.length", "in[0]_6": "@1[0]", "val_7": "@2.val"}
	if !reflect.DeepEqual(rd, want) {
		t.Fatalf("positions = %v, want %v", rd, want)
	}
	if a, b := shapeNamed(dfs, rd), shapeNamed(merged, rm); a != b {
		t.Fatalf("one heap, two positional shapes:\n%s\n%s", a, b)
	}
	if heapShape(dfs) == heapShape(merged) {
		t.Fatalf("heapShape ignores input names")
	}
	nodes := []string{`var int "val_9" -2147483648 2147483647`, `var int "x_1" 0 3`, `const int 5`, `lt bool 0 2`}
	got := renameVars(nodes, rm)
	wantNodes := []string{`var int "@2.val" -2147483648 2147483647`, `var int "x_1" 0 3`, `const int 5`, `lt bool 0 2`}
	if !reflect.DeepEqual(got, wantNodes) {
		t.Fatalf("renameVars = %q, want %q", got, wantNodes)
	}
}
