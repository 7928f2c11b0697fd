package jdk

import (
	"errors"
	"fmt"

	"gospf/solver"
)

// The subset of java.util.regex syntax that String.matches, Pattern.matches
// and Matcher.matches translate for symbolic text (symregex.go), read into
// a solver.Regex over code points: literals and escapes (\t \n \r \f \a
// \e, \0 octal, \xhh, \uhhhh, \x{h...}, a backslash before any other char
// that is no letter or digit), '.', classes with ranges and negation
// ([a-z0-9_], [^...]), the predefined classes \d \D \s \S \w \W (ASCII,
// as Java has them without UNICODE_CHARACTER_CLASS), the quantifiers * +
// ? {n} {n,} {n,m}, greedy or lazy (for a whole-input match both accept
// the same texts), alternation, capturing, named and non-capturing
// groups, and the anchors ^ \A at the start and $ \z \Z at the end of the
// expression or of one of its top-level alternatives (zero-width there:
// the whole input is matched). Everything else (back-references,
// lookaround, possessive quantifiers, atomic groups, inline flags,
// Unicode and POSIX classes, \b \G \R \X \h \v, \Q...\E, nested classes
// and intersections, anchors elsewhere) is errRegexOutside; so is text
// that is no valid Java regex, which the caller hands to the JDK's own
// Pattern.compile to throw its PatternSyntaxException.

// errRegexOutside is the error of a regex outside the subset (or malformed).
var errRegexOutside = errors.New("outside the translated subset of java.util.regex")

// maxRepeat is the largest count of a {n,m} quantifier translated.
const maxRepeat = 1000

// The predefined classes.
var (
	digitSet = solver.NewSet([2]int32{'0', '9'})
	spaceSet = solver.NewSet([2]int32{' ', ' '}, [2]int32{'\t', '\r'}) // \t \n \x0B \f \r
	wordSet  = solver.NewSet([2]int32{'a', 'z'}, [2]int32{'A', 'Z'}, [2]int32{'_', '_'}, [2]int32{'0', '9'})
	// dotSet is '.': every code point but the line terminators \n \r
	// \u0085 \u2028 \u2029.
	dotSet = solver.NewSet([2]int32{'\n', '\n'}, [2]int32{'\r', '\r'}, [2]int32{0x85, 0x85}, [2]int32{0x2028, 0x2029}).Complement(maxCodePoint)
)

// regexParser reads one regex; cps are its code points (Java's Pattern
// reads the pattern so).
type regexParser struct {
	cps      []int32
	i        int
	names    map[string]bool // the named groups read
	anchored bool            // an anchor was read (find reads none: parseFindRegex)
}

// parseJavaRegex reads the Java regex src (UTF-16) into its language over
// code points, or errRegexOutside with the reason.
func parseJavaRegex(src []uint16) (*solver.Regex, error) {
	r, _, err := parseRegexAnchors(src)
	return r, err
}

// parseFindRegex reads the Java regex src for Matcher.find, which looks
// for a match anywhere in the text: the subset without anchors (Java's $
// and \Z also match before a final line terminator, which the
// translation does not say).
func parseFindRegex(src []uint16) (*solver.Regex, error) {
	r, anchored, err := parseRegexAnchors(src)
	if err == nil && anchored {
		err = fmt.Errorf("%w: an anchor, for find()", errRegexOutside)
	}
	return r, err
}

// parseRegexAnchors is parseJavaRegex, and whether the regex held an
// anchor (dropped from the language: zero-width at the ends).
func parseRegexAnchors(src []uint16) (*solver.Regex, bool, error) {
	p := &regexParser{cps: codePoints(src)}
	alts, err := p.alternatives(true)
	if err == nil && p.i < len(p.cps) {
		err = p.outside("an unmatched )")
	}
	if err != nil {
		return nil, false, err
	}
	return alts, p.anchored, nil
}

// codePoints decodes UTF-16 as Java does: a high surrogate followed by a
// low one is one code point, any other surrogate is one by itself.
func codePoints(u []uint16) []int32 {
	var out []int32
	for i := 0; i < len(u); i++ {
		c := int32(u[i])
		if c >= 0xD800 && c <= 0xDBFF && i+1 < len(u) && u[i+1] >= 0xDC00 && u[i+1] <= 0xDFFF {
			c = 0x10000 + (c-0xD800)<<10 + int32(u[i+1]) - 0xDC00
			i++
		}
		out = append(out, c)
	}
	return out
}

func (p *regexParser) outside(what string) error {
	return fmt.Errorf("%w: %s at index %d", errRegexOutside, what, p.i)
}

func (p *regexParser) peek(k int) int32 {
	if p.i+k < len(p.cps) {
		return p.cps[p.i+k]
	}
	return -1
}

// anchor marks where a zero-width anchor stood in a sequence.
type anchor struct{ start bool }

// alternatives reads a|b|..., up to a ')' or the end; top says whether it
// is the whole expression (where anchors may stand at the ends).
func (p *regexParser) alternatives(top bool) (*solver.Regex, error) {
	var alts []*solver.Regex
	for {
		seq, err := p.sequence(top)
		if err != nil {
			return nil, err
		}
		alts = append(alts, seq)
		if p.peek(0) != '|' {
			break
		}
		p.i++
	}
	if len(alts) == 1 {
		return alts[0], nil
	}
	return &solver.Regex{Kind: solver.ReAlt, Subs: alts}, nil
}

// sequence reads the items of one alternative.
func (p *regexParser) sequence(top bool) (*solver.Regex, error) {
	var items []*solver.Regex
	ended := false // an end anchor was read: only end anchors may follow
	for p.i < len(p.cps) && p.peek(0) != '|' && p.peek(0) != ')' {
		if a, ok := p.anchor(); ok {
			p.anchored = true
			switch {
			case !top:
				return nil, p.outside("an anchor inside a group")
			case a.start && (len(items) > 0 || ended):
				return nil, p.outside("a start anchor after the start")
			case !a.start:
				ended = true
			}
			if q := p.peek(0); q == '*' || q == '+' || q == '?' || q == '{' {
				return nil, p.outside("a quantified anchor")
			}
			continue
		}
		if ended {
			return nil, p.outside("an end anchor before the end")
		}
		atom, err := p.atom()
		if err != nil {
			return nil, err
		}
		if atom, err = p.quantified(atom); err != nil {
			return nil, err
		}
		items = append(items, atom)
	}
	if len(items) == 1 {
		return items[0], nil
	}
	return &solver.Regex{Kind: solver.ReCat, Subs: items}, nil
}

// anchor reads ^ $ \A \z \Z.
func (p *regexParser) anchor() (anchor, bool) {
	switch c := p.peek(0); {
	case c == '^' || c == '$':
		p.i++
		return anchor{start: c == '^'}, true
	case c == '\\' && (p.peek(1) == 'A' || p.peek(1) == 'z' || p.peek(1) == 'Z'):
		p.i += 2
		return anchor{start: p.cps[p.i-1] == 'A'}, true
	}
	return anchor{}, false
}

// atom reads a group, a class, '.', an escape or a literal.
func (p *regexParser) atom() (*solver.Regex, error) {
	switch c := p.peek(0); c {
	case '(':
		p.i++
		if p.peek(0) == '?' {
			switch {
			case p.peek(1) == ':':
				p.i += 2
			case p.peek(1) == '<' && isASCIILetter(p.peek(2)):
				// A named group: (?<name>X), the name letters and digits.
				p.i += 2
				start := p.i
				for isASCIILetter(p.peek(0)) || (p.peek(0) >= '0' && p.peek(0) <= '9') {
					p.i++
				}
				name := string(codePointRunes32(p.cps[start:p.i]))
				if p.peek(0) != '>' || p.names[name] {
					return nil, p.outside("a group name")
				}
				if p.names == nil {
					p.names = map[string]bool{}
				}
				p.names[name] = true
				p.i++
			default:
				return nil, p.outside("a special group (lookaround, atomic group or flags)")
			}
		}
		r, err := p.alternatives(false)
		if err != nil {
			return nil, err
		}
		if p.peek(0) != ')' {
			return nil, p.outside("an unclosed group")
		}
		p.i++
		return r, nil
	case '[':
		p.i++
		return p.class()
	case '.':
		p.i++
		return dotSet, nil
	case '\\':
		set, ch, err := p.escape(false)
		if err != nil {
			return nil, err
		}
		if set != nil {
			return set, nil
		}
		return single(ch), nil
	case '*', '+', '?', '{':
		return nil, p.outside("a dangling quantifier")
	}
	c := p.cps[p.i]
	p.i++
	return single(c), nil
}

func single(c int32) *solver.Regex { return solver.NewSet([2]int32{c, c}) }

func isASCIILetter(c int32) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// quantified reads the quantifier after atom, if any.
func (p *regexParser) quantified(atom *solver.Regex) (*solver.Regex, error) {
	lo, hi := 0, 0
	switch p.peek(0) {
	case '*':
		lo, hi = 0, -1
		p.i++
	case '+':
		lo, hi = 1, -1
		p.i++
	case '?':
		lo, hi = 0, 1
		p.i++
	case '{':
		p.i++
		var ok bool
		if lo, ok = p.count(); !ok {
			return nil, p.outside("a malformed {n,m}")
		}
		hi = lo
		if p.peek(0) == ',' {
			p.i++
			hi = -1
			if p.peek(0) != '}' {
				if hi, ok = p.count(); !ok || hi < lo {
					return nil, p.outside("a malformed {n,m}")
				}
			}
		}
		if p.peek(0) != '}' {
			return nil, p.outside("a malformed {n,m}")
		}
		p.i++
	default:
		return atom, nil
	}
	switch p.peek(0) {
	case '?':
		p.i++ // lazy: the same texts match the whole input
	case '+':
		return nil, p.outside("a possessive quantifier")
	}
	if q := p.peek(0); q == '*' || q == '+' || q == '?' || q == '{' {
		return nil, p.outside("a dangling quantifier")
	}
	return &solver.Regex{Kind: solver.ReLoop, Min: lo, Max: hi, Subs: []*solver.Regex{atom}}, nil
}

// count reads the decimal count of a {n,m} quantifier, at most maxRepeat.
func (p *regexParser) count() (int, bool) {
	n, digits := 0, 0
	for c := p.peek(0); c >= '0' && c <= '9'; c = p.peek(0) {
		n = n*10 + int(c-'0')
		digits++
		p.i++
		if n > maxRepeat {
			return 0, false
		}
	}
	return n, digits > 0
}

// class reads a character class after its '['.
func (p *regexParser) class() (*solver.Regex, error) {
	negate := false
	if p.peek(0) == '^' {
		negate = true
		p.i++
	}
	if p.peek(0) == ']' {
		return nil, p.outside("']' first in a class")
	}
	var ranges [][2]int32
	for {
		c := p.peek(0)
		switch c {
		case -1:
			return nil, p.outside("an unclosed class")
		case ']':
			p.i++
			set := solver.NewSet(ranges...)
			if negate {
				set = set.Complement(maxCodePoint)
			}
			return set, nil
		case '[', '&':
			return nil, p.outside("a nested class or an intersection")
		}
		var lo int32
		if c == '\\' {
			set, ch, err := p.escape(true)
			if err != nil {
				return nil, err
			}
			if set != nil {
				ranges = append(ranges, set.Ranges...)
				continue
			}
			lo = ch
		} else {
			lo = c
			p.i++
		}
		hi := lo
		if p.peek(0) == '-' && p.peek(1) != ']' && p.peek(1) != '[' && p.peek(1) != -1 {
			p.i++
			if p.peek(0) == '\\' {
				set, ch, err := p.escape(true)
				if err != nil {
					return nil, err
				}
				if set != nil {
					return nil, p.outside("a range ending in a class")
				}
				hi = ch
			} else {
				hi = p.peek(0)
				p.i++
			}
			if hi < lo {
				return nil, p.outside("an illegal range")
			}
		}
		ranges = append(ranges, [2]int32{lo, hi})
	}
}

// escape reads an escape at the backslash: a predefined class (set) or a
// char.
func (p *regexParser) escape(inClass bool) (set *solver.Regex, ch int32, err error) {
	p.i++ // the backslash
	c := p.peek(0)
	if c == -1 {
		return nil, 0, p.outside("a trailing backslash")
	}
	p.i++
	switch c {
	case 'd':
		return digitSet, 0, nil
	case 'D':
		return digitSet.Complement(maxCodePoint), 0, nil
	case 's':
		return spaceSet, 0, nil
	case 'S':
		return spaceSet.Complement(maxCodePoint), 0, nil
	case 'w':
		return wordSet, 0, nil
	case 'W':
		return wordSet.Complement(maxCodePoint), 0, nil
	case 't':
		return nil, '\t', nil
	case 'n':
		return nil, '\n', nil
	case 'r':
		return nil, '\r', nil
	case 'f':
		return nil, '\f', nil
	case 'a':
		return nil, 0x07, nil
	case 'e':
		return nil, 0x1B, nil
	case '0':
		return p.octal()
	case 'x':
		return p.hex()
	case 'u':
		v, ok := p.hexDigits(4)
		if !ok || v >= 0xD800 && v <= 0xDFFF {
			return nil, 0, p.outside("a \\u escape that is malformed or a surrogate")
		}
		return nil, v, nil
	}
	if isASCIILetter(c) || c >= '1' && c <= '9' {
		return nil, 0, p.outside(fmt.Sprintf("the escape \\%c", c))
	}
	return nil, c, nil // a backslash before any other char quotes it
}

// octal reads the digits of \0n, \0nn or \0mnn (m at most 3), as Java does.
func (p *regexParser) octal() (*solver.Regex, int32, error) {
	isOct := func(c int32) bool { return c >= '0' && c <= '7' }
	n := p.peek(0)
	if !isOct(n) {
		return nil, 0, p.outside("a malformed octal escape")
	}
	p.i++
	m := p.peek(0)
	if !isOct(m) {
		return nil, n - '0', nil
	}
	p.i++
	if o := p.peek(0); isOct(o) && n <= '3' {
		p.i++
		return nil, (n-'0')*64 + (m-'0')*8 + (o - '0'), nil
	}
	return nil, (n-'0')*8 + (m - '0'), nil
}

// hex reads \xhh or \x{h...}.
func (p *regexParser) hex() (*solver.Regex, int32, error) {
	if p.peek(0) != '{' {
		v, ok := p.hexDigits(2)
		if !ok {
			return nil, 0, p.outside("a malformed \\x escape")
		}
		return nil, v, nil
	}
	p.i++
	v, n := int32(0), 0
	for ; p.peek(0) != '}'; n++ {
		d := hexValue(p.peek(0))
		if d < 0 || n == 6 {
			return nil, 0, p.outside("a malformed \\x{...} escape")
		}
		v = v*16 + d
		p.i++
	}
	p.i++
	if n == 0 || v > maxCodePoint || v >= 0xD800 && v <= 0xDFFF {
		return nil, 0, p.outside("a malformed \\x{...} escape")
	}
	return nil, v, nil
}

func (p *regexParser) hexDigits(n int) (int32, bool) {
	v := int32(0)
	for range n {
		d := hexValue(p.peek(0))
		if d < 0 {
			return 0, false
		}
		v = v*16 + d
		p.i++
	}
	return v, true
}

func hexValue(c int32) int32 {
	switch {
	case c >= '0' && c <= '9':
		return c - '0'
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10
	case c >= 'A' && c <= 'F':
		return c - 'A' + 10
	}
	return -1
}

// bmpOnly returns r with every set cut to the chars that are no
// surrogates (0..0xD7FF, 0xE000..0xFFFF), and whether any set of r held a
// symbol beyond them (a surrogate or a supplementary code point): a text
// of chars without surrogates is in r exactly when it is in the result,
// and when nothing was cut, no text holding a surrogate is in r.
func bmpOnly(r *solver.Regex) (*solver.Regex, bool) {
	switch r.Kind {
	case solver.ReSet:
		cut := r.Intersect(nonSurrogates)
		return cut, cut.String() != r.String()
	}
	out := &solver.Regex{Kind: r.Kind, Min: r.Min, Max: r.Max}
	any := false
	for _, s := range r.Subs {
		t, c := bmpOnly(s)
		out.Subs = append(out.Subs, t)
		any = any || c
	}
	return out, any
}

// nonSurrogates is the set of the chars that are no surrogates.
var nonSurrogates = solver.NewSet([2]int32{0, 0xD7FF}, [2]int32{0xE000, 0xFFFF})

func codePointRunes32(cps []int32) []rune {
	out := make([]rune, len(cps))
	for i, c := range cps {
		out[i] = rune(c)
	}
	return out
}
