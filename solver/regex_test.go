package solver

import "testing"

// TestRegexMatch checks Match on each kind of node, the loops' fixed
// point included, and the text form's round trip through Encode/Decode.
func TestRegexMatch(t *testing.T) {
	word := func(s string) []int32 {
		out := make([]int32, len(s))
		for i := range s {
			out[i] = int32(s[i])
		}
		return out
	}
	ab := &Regex{Kind: ReAlt, Subs: []*Regex{NewSet([2]int32{'a', 'a'}), {Kind: ReCat, Subs: []*Regex{NewSet([2]int32{'b', 'b'}), NewSet([2]int32{'c', 'c'})}}}}
	cases := []struct {
		r    *Regex
		in   string
		want bool
	}{
		{NewSet([2]int32{'0', '9'}), "5", true},
		{NewSet([2]int32{'0', '9'}), "55", false},
		{NewSet(), "", false},
		{&Regex{Kind: ReCat}, "", true},
		{&Regex{Kind: ReAlt}, "", false},
		{&Regex{Kind: ReLoop, Min: 2, Max: 3, Subs: []*Regex{ab}}, "abc", true},
		{&Regex{Kind: ReLoop, Min: 2, Max: 3, Subs: []*Regex{ab}}, "bcbcbca", false},
		{&Regex{Kind: ReLoop, Min: 2, Max: 3, Subs: []*Regex{ab}}, "a", false},
		{&Regex{Kind: ReLoop, Min: 0, Max: -1, Subs: []*Regex{ab}}, "abcbcaa", true},
		{&Regex{Kind: ReLoop, Min: 0, Max: -1, Subs: []*Regex{ab}}, "abcb", false},
		{&Regex{Kind: ReLoop, Min: 0, Max: 0, Subs: []*Regex{ab}}, "", true},
		{&Regex{Kind: ReLoop, Min: 3, Max: -1, Subs: []*Regex{{Kind: ReCat}}}, "", true},
	}
	c := NewContext()
	s := c.Var("s", KString, 0, 8)
	for _, tc := range cases {
		if got := tc.r.Match(word(tc.in)); got != tc.want {
			t.Errorf("%s on %q: %v, want %v", tc.r, tc.in, got, tc.want)
		}
		back, err := ParseRegex(tc.r.String())
		if err != nil || back.String() != tc.r.String() {
			t.Fatalf("%s reads back as %v (%v)", tc.r, back, err)
		}
		nodes, roots := Encode(c.StrInRe(s, tc.r))
		es, err := DecodeExact(NewContext(), nodes)
		if err != nil {
			t.Fatal(err)
		}
		if got := es[roots[0]].String(); got != c.StrInRe(s, tc.r).String() {
			t.Errorf("decoded %s, want %s", got, c.StrInRe(s, tc.r))
		}
	}
	for _, bad := range []string{"", "[", "[3-1]", "(loop 2 1 [1])", "(loop 1 2 [1] [2])", "(foo)", "[1] x"} {
		if _, err := ParseRegex(bad); err == nil {
			t.Errorf("ParseRegex(%q) is no error", bad)
		}
	}
	if got := NewSet([2]int32{5, 9}, [2]int32{0, 3}, [2]int32{4, 4}, [2]int32{20, 22}).String(); got != "[0-9 14-16]" {
		t.Errorf("merged set %s", got)
	}
	if got := NewSet([2]int32{'a', 'z'}).Complement(0xFFFF).String(); got != "[0-60 7b-ffff]" {
		t.Errorf("complement %s", got)
	}
}
