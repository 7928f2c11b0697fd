package solver

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// This file holds the regular languages of StrInRe: a small syntax tree
// of its own (no language's regular-expression syntax: package jdk
// translates Java's into it), with a text form that the expression keeps
// as a KString constant operand, so that hash-consing, Encode and Decode
// need nothing new. The alphabet is a sequence of code units or of code
// points: Match reads ints; StrInRe's operand reads a string's chars, so
// its sets stay within 0..0xFFFF.

// ReKind is the kind of a Regex node.
type ReKind uint8

// The kinds of Regex nodes.
const (
	ReSet  ReKind = iota + 1 // one symbol in Ranges
	ReCat                    // Subs one after the other; no Subs: the empty word
	ReAlt                    // any of Subs; no Subs: the empty language
	ReLoop                   // Subs[0] Min to Max times (Max -1: no upper bound)
)

// Regex is a regular language over ints (chars or code points). Nodes are
// not shared and not changed once built.
type Regex struct {
	Kind ReKind
	// Ranges (ReSet) are inclusive, sorted, disjoint and not adjacent
	// (NewSet makes them so).
	Ranges   [][2]int32
	Subs     []*Regex
	Min, Max int // ReLoop: 0 <= Min, and Min <= Max unless Max == -1
}

// NewSet returns the set of the symbols in the ranges rs (in any order,
// overlapping or not).
func NewSet(rs ...[2]int32) *Regex {
	rs = slices.Clone(rs)
	slices.SortFunc(rs, func(a, b [2]int32) int { return int(a[0]) - int(b[0]) })
	var out [][2]int32
	for _, r := range rs {
		if r[0] > r[1] {
			continue
		}
		if n := len(out); n > 0 && r[0] <= out[n-1][1]+1 {
			out[n-1][1] = max(out[n-1][1], r[1])
			continue
		}
		out = append(out, r)
	}
	return &Regex{Kind: ReSet, Ranges: out}
}

// Complement returns the symbols of 0..top that are not in the set r.
func (r *Regex) Complement(top int32) *Regex {
	var out [][2]int32
	next := int32(0)
	for _, x := range r.Ranges {
		if x[0] > next {
			out = append(out, [2]int32{next, min(x[0]-1, top)})
		}
		next = x[1] + 1
	}
	if next <= top {
		out = append(out, [2]int32{next, top})
	}
	return NewSet(out...)
}

// Intersect returns the symbols in both sets r and o.
func (r *Regex) Intersect(o *Regex) *Regex {
	var out [][2]int32
	for _, a := range r.Ranges {
		for _, b := range o.Ranges {
			if lo, hi := max(a[0], b[0]), min(a[1], b[1]); lo <= hi {
				out = append(out, [2]int32{lo, hi})
			}
		}
	}
	return NewSet(out...)
}

// Contains reports whether the set r holds x.
func (r *Regex) Contains(x int32) bool {
	for _, g := range r.Ranges {
		if g[0] <= x && x <= g[1] {
			return true
		}
	}
	return false
}

// String returns r's text form, which ParseRegex reads back: a set is
// "[" its ranges in hex ("30-39 5f") "]", the others "(cat r ...)",
// "(alt r ...)", "(loop min max r)" with max "*" for no bound.
func (r *Regex) String() string {
	var b strings.Builder
	r.write(&b)
	return b.String()
}

func (r *Regex) write(b *strings.Builder) {
	switch r.Kind {
	case ReSet:
		b.WriteByte('[')
		for i, x := range r.Ranges {
			if i > 0 {
				b.WriteByte(' ')
			}
			fmt.Fprintf(b, "%x", x[0])
			if x[1] != x[0] {
				fmt.Fprintf(b, "-%x", x[1])
			}
		}
		b.WriteByte(']')
		return
	case ReLoop:
		hi := "*"
		if r.Max >= 0 {
			hi = strconv.Itoa(r.Max)
		}
		fmt.Fprintf(b, "(loop %d %s ", r.Min, hi)
		r.Subs[0].write(b)
		b.WriteByte(')')
		return
	}
	b.WriteString(map[ReKind]string{ReCat: "(cat", ReAlt: "(alt"}[r.Kind])
	for _, s := range r.Subs {
		b.WriteByte(' ')
		s.write(b)
	}
	b.WriteByte(')')
}

// ParseRegex reads the text form String writes.
func ParseRegex(text string) (*Regex, error) {
	p := reParser{s: text}
	r, err := p.regex()
	if err == nil && p.i != len(p.s) {
		err = fmt.Errorf("trailing text at %d", p.i)
	}
	if err != nil {
		return nil, fmt.Errorf("solver: regular language %q: %w", text, err)
	}
	return r, nil
}

type reParser struct {
	s string
	i int
}

func (p *reParser) word() string {
	for p.i < len(p.s) && p.s[p.i] == ' ' {
		p.i++
	}
	j := p.i
	for p.i < len(p.s) && !strings.ContainsRune(" ()[]", rune(p.s[p.i])) {
		p.i++
	}
	return p.s[j:p.i]
}

func (p *reParser) eat(c byte) bool {
	for p.i < len(p.s) && p.s[p.i] == ' ' {
		p.i++
	}
	if p.i < len(p.s) && p.s[p.i] == c {
		p.i++
		return true
	}
	return false
}

func (p *reParser) regex() (*Regex, error) {
	if p.eat('[') {
		var rs [][2]int32
		for !p.eat(']') {
			w := p.word()
			lo, hi, dash := strings.Cut(w, "-")
			if !dash {
				hi = lo
			}
			a, err1 := strconv.ParseInt(lo, 16, 32)
			b, err2 := strconv.ParseInt(hi, 16, 32)
			if w == "" || err1 != nil || err2 != nil || a > b {
				return nil, fmt.Errorf("bad range %q at %d", w, p.i)
			}
			rs = append(rs, [2]int32{int32(a), int32(b)})
		}
		return NewSet(rs...), nil
	}
	if !p.eat('(') {
		return nil, fmt.Errorf("want [ or ( at %d", p.i)
	}
	r := &Regex{}
	switch w := p.word(); w {
	case "cat":
		r.Kind = ReCat
	case "alt":
		r.Kind = ReAlt
	case "loop":
		r.Kind = ReLoop
		lo, err := strconv.Atoi(p.word())
		if err != nil || lo < 0 {
			return nil, fmt.Errorf("bad loop minimum at %d", p.i)
		}
		r.Min, r.Max = lo, -1
		if hi := p.word(); hi != "*" {
			if r.Max, err = strconv.Atoi(hi); err != nil || r.Max < lo {
				return nil, fmt.Errorf("bad loop maximum at %d", p.i)
			}
		}
	default:
		return nil, fmt.Errorf("unknown node %q at %d", w, p.i)
	}
	for !p.eat(')') {
		if p.i >= len(p.s) {
			return nil, fmt.Errorf("unclosed (")
		}
		s, err := p.regex()
		if err != nil {
			return nil, err
		}
		r.Subs = append(r.Subs, s)
	}
	if r.Kind == ReLoop && len(r.Subs) != 1 {
		return nil, fmt.Errorf("a loop of %d expressions", len(r.Subs))
	}
	return r, nil
}

// Match reports whether the word in is in r's language. It follows the
// set of positions each part may end at (a bit per position), so it takes
// time polynomial in len(in) and r's size, loops included.
func (r *Regex) Match(in []int32) bool {
	start := make([]bool, len(in)+1)
	start[0] = true
	return r.ends(in, start)[len(in)]
}

// ends returns the positions where a match of r that starts at one of the
// positions in from ends.
func (r *Regex) ends(in []int32, from []bool) []bool {
	out := make([]bool, len(from))
	switch r.Kind {
	case ReSet:
		for i, ok := range from {
			if ok && i < len(in) && r.Contains(in[i]) {
				out[i+1] = true
			}
		}
	case ReCat:
		copy(out, from)
		for _, s := range r.Subs {
			out = s.ends(in, out)
		}
	case ReAlt:
		for _, s := range r.Subs {
			for i, ok := range s.ends(in, from) {
				out[i] = out[i] || ok
			}
		}
	case ReLoop:
		cur := slices.Clone(from)
		for range r.Min {
			cur = r.Subs[0].ends(in, cur)
		}
		copy(out, cur)
		for n := r.Min; r.Max < 0 || n < r.Max; n++ {
			cur = r.Subs[0].ends(in, cur)
			grew := false
			for i, ok := range cur {
				if ok && !out[i] {
					out[i], grew = true, true
				}
			}
			if !grew && r.Max < 0 {
				break // a fixed point: more rounds add no end
			}
		}
	}
	return out
}

// MaxSymbol returns the largest symbol of r's sets, -1 if none.
func (r *Regex) MaxSymbol() int32 {
	m := int32(-1)
	if r.Kind == ReSet && len(r.Ranges) > 0 {
		m = r.Ranges[len(r.Ranges)-1][1]
	}
	for _, s := range r.Subs {
		m = max(m, s.MaxSymbol())
	}
	return m
}

// StrInRe returns whether the text s is in the language of r, whose
// symbols are chars (r.MaxSymbol() <= 0xFFFF).
func (c *Context) StrInRe(s Expr, r *Regex) Expr {
	if r.MaxSymbol() > 0xFFFF {
		panic("solver: StrInRe of a language with symbols beyond chars")
	}
	return c.strOp(OpStrInRe, KBool, s, c.StrConst(asciiUnits(r.String())))
}

// asciiUnits returns the chars of the ASCII text t.
func asciiUnits(t string) []uint16 {
	u := make([]uint16, len(t))
	for i := range t {
		u[i] = uint16(t[i])
	}
	return u
}

// RegexOf returns the language of the StrInRe operand e (its second
// argument), parsed once per Context.
func (c *Context) RegexOf(e Expr) (*Regex, error) {
	u, ok := e.StrValue()
	if !ok {
		return nil, fmt.Errorf("solver: a regular language operand that is no constant: %s", e)
	}
	key := packUTF16(u)
	c.mu.Lock()
	r, ok := c.regexes[key]
	c.mu.Unlock()
	if ok {
		return r, nil
	}
	b := make([]byte, len(u))
	for i, x := range u {
		if x >= 0x80 {
			return nil, fmt.Errorf("solver: a regular language operand that is not ASCII: %s", e)
		}
		b[i] = byte(x)
	}
	r, err := ParseRegex(string(b))
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	if c.regexes == nil {
		c.regexes = make(map[string]*Regex)
	}
	c.regexes[key] = r
	c.mu.Unlock()
	return r, nil
}

// matchUnits reports whether the chars u are in the language written t,
// and false for its second result when t writes none.
func (c *Context) matchUnits(u, t []uint16) (bool, bool) {
	r, err := c.RegexOf(c.StrConst(t))
	if err != nil {
		return false, false
	}
	in := make([]int32, len(u))
	for i, x := range u {
		in[i] = int32(x)
	}
	return r.Match(in), true
}
