package classfile

import (
	"fmt"
	"math"
	"strings"
)

// Method handle reference kinds (JVMS 5.4.3.5, table 5.4.3.5-A), the
// values of ConstMethodHandle.Kind.
const (
	RefGetField         = 1
	RefGetStatic        = 2
	RefPutField         = 3
	RefPutStatic        = 4
	RefInvokeVirtual    = 5
	RefInvokeStatic     = 6
	RefInvokeSpecial    = 7
	RefNewInvokeSpecial = 8
	RefInvokeInterface  = 9
)

// rawConst is one constant-pool entry as read, before resolution.
type rawConst struct {
	off int    // offset of the tag byte
	tag uint8  //
	a   uint16 // first index (name, class, string, reference kind, bootstrap); Utf8 length
	b   uint16 // second index (descriptor, name_and_type, reference)
}

// poolParser holds the raw and resolved pool while a class file is parsed.
type poolParser struct {
	data    []byte // the class file
	major   uint16
	raw     []rawConst
	pool    Pool
	dynamic []int // indexes of CONSTANT_Dynamic and CONSTANT_InvokeDynamic
}

// tagMinMajor is the first class-file major version that may use tag
// (JVMS 4.4, table 4.4-B).
func tagMinMajor(tag uint8) uint16 {
	switch tag {
	case TagMethodHandle, TagMethodType, TagInvokeDynamic:
		return 51
	case TagModule, TagPackage:
		return 53
	case TagDynamic:
		return 55
	}
	return 45
}

// parsePool reads constant_pool_count and the constant pool (JVMS 4.4),
// then resolves every symbolic reference to strings.
func parsePool(r *reader, major uint16) (*poolParser, error) {
	countOff := r.pos
	count := int(r.u2())
	if r.err != nil {
		return nil, r.err
	}
	if count == 0 {
		return nil, &FormatError{Offset: countOff, Msg: "constant_pool_count is 0"}
	}
	// Every entry takes at least three bytes per slot it occupies, so a
	// count the remaining data cannot hold is rejected before allocating.
	if (count-1)*3 > r.remaining() {
		return nil, &FormatError{Offset: countOff, Msg: fmt.Sprintf("constant_pool_count %d exceeds the class file size", count)}
	}
	p := &poolParser{data: r.data, major: major, raw: make([]rawConst, count), pool: make(Pool, count)}
	start := r.pos
	for i := 1; i < count; i++ {
		e := &p.raw[i]
		e.off = r.pos
		e.tag = r.u1()
		if r.err != nil {
			return nil, r.err
		}
		if m := tagMinMajor(e.tag); major < m {
			return nil, &FormatError{Offset: e.off, Msg: fmt.Sprintf("constant pool entry %d: tag %d needs class file version %d, have %d", i, e.tag, m, major)}
		}
		switch e.tag {
		case TagUtf8:
			e.a = r.u2()
			r.bytes(int(e.a))
		case TagInteger:
			p.pool[i] = ConstInt{Value: int32(r.u4())}
		case TagFloat:
			p.pool[i] = ConstFloat{Value: math.Float32frombits(r.u4())}
		case TagLong, TagDouble:
			hi := uint64(r.u4())
			lo := uint64(r.u4())
			if r.err != nil {
				return nil, r.err
			}
			if i+1 >= count {
				return nil, &FormatError{Offset: e.off, Msg: fmt.Sprintf("constant pool entry %d: 8-byte constant in the last slot", i)}
			}
			if e.tag == TagLong {
				p.pool[i] = ConstLong{Value: int64(hi<<32 | lo)}
			} else {
				p.pool[i] = ConstDouble{Value: math.Float64frombits(hi<<32 | lo)}
			}
			i++ // the next slot is unusable (JVMS 4.4.5)
		case TagClass, TagString, TagMethodType, TagModule, TagPackage:
			e.a = r.u2()
		case TagFieldref, TagMethodref, TagInterfaceMethodref, TagNameAndType, TagDynamic, TagInvokeDynamic:
			e.a = r.u2()
			e.b = r.u2()
		case TagMethodHandle:
			e.a = uint16(r.u1())
			e.b = r.u2()
		default:
			return nil, &FormatError{Offset: e.off, Msg: fmt.Sprintf("constant pool entry %d: unknown tag %d", i, e.tag)}
		}
		if r.err != nil {
			return nil, r.err
		}
	}
	if err := p.decodeUtf8(start, r.pos); err != nil {
		return nil, err
	}
	if err := p.resolve(); err != nil {
		return nil, err
	}
	return p, nil
}

// decodeUtf8 fills p.pool with the CONSTANT_Utf8 entries. ASCII entries,
// the vast majority, become substrings of one string holding the whole
// pool, data[start:end], which saves an allocation per entry.
func (p *poolParser) decodeUtf8(start, end int) error {
	text := string(p.data[start:end])
	for i := 1; i < len(p.raw); i++ {
		e := &p.raw[i]
		if e.tag != TagUtf8 {
			continue
		}
		b := p.utf8Bytes(uint16(i))
		if isPlainASCII(b) {
			p.pool[i] = ConstUtf8{Value: text[e.off+3-start : e.off+3-start+len(b)]}
			continue
		}
		s, err := mutf8String(b)
		if err != nil {
			return &FormatError{Offset: e.off + 3, Msg: fmt.Sprintf("constant pool entry %d: %v", i, err)}
		}
		p.pool[i] = ConstUtf8{Value: s}
	}
	return nil
}

// utf8Bytes returns the stored bytes of the CONSTANT_Utf8 at index i.
func (p *poolParser) utf8Bytes(i uint16) []byte {
	e := &p.raw[i]
	return p.data[e.off+3 : e.off+3+int(e.a)]
}

// resolve fills p.pool for the symbolic entries. Method handles come last
// so that they share the *ConstMemberRef of the entry they reference.
func (p *poolParser) resolve() error {
	for i := 1; i < len(p.raw); i++ {
		e := &p.raw[i]
		if e.tag == TagMethodHandle || e.tag == 0 || p.pool[i] != nil {
			continue
		}
		c, err := p.resolveEntry(i)
		if err != nil {
			return withContext(err, fmt.Sprintf("constant pool entry %d", i))
		}
		p.pool[i] = c
	}
	for i := 1; i < len(p.raw); i++ {
		if p.raw[i].tag != TagMethodHandle {
			continue
		}
		c, err := p.resolveMethodHandle(i)
		if err != nil {
			return withContext(err, fmt.Sprintf("constant pool entry %d", i))
		}
		p.pool[i] = c
	}
	return nil
}

func (p *poolParser) resolveEntry(i int) (Constant, error) {
	e := &p.raw[i]
	switch e.tag {
	case TagClass:
		name, err := p.rawClassName(i)
		return ConstClass{Name: name}, err
	case TagString:
		s, err := p.rawUtf8(e.a, e.off+1)
		if err != nil {
			return nil, err
		}
		raw := p.utf8Bytes(e.a)
		var units []uint16
		if isPlainASCII(raw) {
			units = asciiUnits(raw)
		} else if units, err = decodeMUTF8(raw); err != nil {
			return nil, &FormatError{Offset: e.off, Msg: err.Error()}
		}
		return &ConstString{Value: s, UTF16: units}, nil
	case TagMethodType:
		d, err := p.rawUtf8(e.a, e.off+1)
		if err != nil {
			return nil, err
		}
		if _, _, err := ParseMethodDescriptor(d); err != nil {
			return nil, &FormatError{Offset: e.off + 1, Msg: "MethodType: " + err.Error()}
		}
		return ConstMethodType{Descriptor: d}, nil
	case TagModule:
		s, err := p.rawUtf8(e.a, e.off+1)
		return ConstModule{Name: s}, err
	case TagPackage:
		s, err := p.rawUtf8(e.a, e.off+1)
		return ConstPackage{Name: s}, err
	case TagNameAndType:
		name, desc, err := p.rawNameAndType(i)
		return ConstNameAndType{Name: name, Descriptor: desc}, err
	case TagFieldref, TagMethodref, TagInterfaceMethodref:
		return p.resolveMemberRef(i)
	case TagDynamic, TagInvokeDynamic:
		name, desc, err := p.rawNameAndTypeAt(e.b, e.off+3)
		if err != nil {
			return nil, err
		}
		if e.tag == TagDynamic && !ValidFieldDescriptor(desc) {
			return nil, &FormatError{Offset: e.off + 3, Msg: fmt.Sprintf("Dynamic: invalid field descriptor %q", desc)}
		}
		if e.tag == TagInvokeDynamic {
			if _, _, err := ParseMethodDescriptor(desc); err != nil {
				return nil, &FormatError{Offset: e.off + 3, Msg: "InvokeDynamic: " + err.Error()}
			}
		}
		p.dynamic = append(p.dynamic, i)
		return &ConstDynamic{Tag: e.tag, BootstrapIndex: e.a, Name: name, Descriptor: desc}, nil
	}
	return nil, &FormatError{Offset: e.off, Msg: fmt.Sprintf("unexpected tag %d", e.tag)}
}

// resolveMemberRef resolves a Fieldref, Methodref or InterfaceMethodref
// (JVMS 4.4.2) and checks its descriptor and name.
func (p *poolParser) resolveMemberRef(i int) (*ConstMemberRef, error) {
	e := &p.raw[i]
	if err := p.checkTag(e.a, e.off+1, TagClass); err != nil {
		return nil, err
	}
	class, err := p.rawClassName(int(e.a))
	if err != nil {
		return nil, err
	}
	name, desc, err := p.rawNameAndTypeAt(e.b, e.off+3)
	if err != nil {
		return nil, err
	}
	if e.tag == TagFieldref {
		if !ValidFieldDescriptor(desc) {
			return nil, &FormatError{Offset: e.off + 3, Msg: fmt.Sprintf("Fieldref %s.%s: invalid field descriptor %q", class, name, desc)}
		}
	} else {
		_, ret, err := ParseMethodDescriptor(desc)
		if err != nil {
			return nil, &FormatError{Offset: e.off + 3, Msg: fmt.Sprintf("method reference %s.%s: %v", class, name, err)}
		}
		if strings.HasPrefix(name, "<") && (name != "<init>" || ret != "V" || e.tag != TagMethodref) {
			return nil, &FormatError{Offset: e.off + 3, Msg: fmt.Sprintf("method reference %s.%s%s: invalid special method", class, name, desc)}
		}
	}
	return &ConstMemberRef{Tag: e.tag, Class: class, Name: name, Descriptor: desc}, nil
}

// resolveMethodHandle resolves a CONSTANT_MethodHandle and applies the
// reference-kind rules of JVMS 4.4.8.
func (p *poolParser) resolveMethodHandle(i int) (*ConstMethodHandle, error) {
	e := &p.raw[i]
	kind := uint8(e.a)
	var allowed []uint8
	switch kind {
	case RefGetField, RefGetStatic, RefPutField, RefPutStatic:
		allowed = []uint8{TagFieldref}
	case RefInvokeVirtual, RefNewInvokeSpecial:
		allowed = []uint8{TagMethodref}
	case RefInvokeStatic, RefInvokeSpecial:
		allowed = []uint8{TagMethodref}
		if p.major >= 52 {
			allowed = append(allowed, TagInterfaceMethodref)
		}
	case RefInvokeInterface:
		allowed = []uint8{TagInterfaceMethodref}
	default:
		return nil, &FormatError{Offset: e.off + 1, Msg: fmt.Sprintf("MethodHandle: invalid reference kind %d", kind)}
	}
	if err := p.checkTag(e.b, e.off+2, allowed...); err != nil {
		return nil, withContext(err, "MethodHandle")
	}
	ref := p.pool[e.b].(*ConstMemberRef)
	special := ref.Name == "<init>" || ref.Name == "<clinit>"
	if kind >= RefInvokeVirtual && ((kind == RefNewInvokeSpecial) != (ref.Name == "<init>") || (kind != RefNewInvokeSpecial && special)) {
		return nil, &FormatError{Offset: e.off + 2, Msg: fmt.Sprintf("MethodHandle: reference kind %d cannot refer to %s", kind, ref.Name)}
	}
	return &ConstMethodHandle{Kind: kind, Ref: ref}, nil
}

// checkTag checks that idx is a valid pool index whose tag is one of tags.
func (p *poolParser) checkTag(idx uint16, off int, tags ...uint8) error {
	if idx == 0 || int(idx) >= len(p.raw) || p.raw[idx].tag == 0 {
		return &FormatError{Offset: off, Msg: fmt.Sprintf("invalid constant pool index %d (pool size %d)", idx, len(p.raw))}
	}
	got := p.raw[idx].tag
	for _, t := range tags {
		if got == t {
			return nil
		}
	}
	return &FormatError{Offset: off, Msg: fmt.Sprintf("constant pool index %d has tag %d, want %s", idx, got, tagNames(tags))}
}

func tagNames(tags []uint8) string {
	names := make([]string, len(tags))
	for i, t := range tags {
		names[i] = tagName(t)
	}
	return strings.Join(names, " or ")
}

// tagName is the JVMS name of a constant-pool tag.
func tagName(t uint8) string {
	switch t {
	case TagUtf8:
		return "Utf8"
	case TagInteger:
		return "Integer"
	case TagFloat:
		return "Float"
	case TagLong:
		return "Long"
	case TagDouble:
		return "Double"
	case TagClass:
		return "Class"
	case TagString:
		return "String"
	case TagFieldref:
		return "Fieldref"
	case TagMethodref:
		return "Methodref"
	case TagInterfaceMethodref:
		return "InterfaceMethodref"
	case TagNameAndType:
		return "NameAndType"
	case TagMethodHandle:
		return "MethodHandle"
	case TagMethodType:
		return "MethodType"
	case TagDynamic:
		return "Dynamic"
	case TagInvokeDynamic:
		return "InvokeDynamic"
	case TagModule:
		return "Module"
	case TagPackage:
		return "Package"
	}
	return fmt.Sprintf("tag %d", t)
}

func (p *poolParser) rawUtf8(idx uint16, off int) (string, error) {
	if err := p.checkTag(idx, off, TagUtf8); err != nil {
		return "", err
	}
	return p.pool[idx].(ConstUtf8).Value, nil
}

// rawClassName resolves the CONSTANT_Class at index i (already checked to
// be one) to its name, which must be a non-empty internal name or a valid
// array descriptor (JVMS 4.4.1).
func (p *poolParser) rawClassName(i int) (string, error) {
	e := &p.raw[i]
	name, err := p.rawUtf8(e.a, e.off+1)
	if err != nil {
		return "", err
	}
	if name == "" || (name[0] == '[' && !ValidFieldDescriptor(name)) {
		return "", &FormatError{Offset: e.off + 1, Msg: fmt.Sprintf("invalid class name %q", name)}
	}
	return name, nil
}

func (p *poolParser) rawNameAndTypeAt(idx uint16, off int) (name, desc string, err error) {
	if err := p.checkTag(idx, off, TagNameAndType); err != nil {
		return "", "", err
	}
	return p.rawNameAndType(int(idx))
}

func (p *poolParser) rawNameAndType(i int) (name, desc string, err error) {
	e := &p.raw[i]
	if name, err = p.rawUtf8(e.a, e.off+1); err != nil {
		return "", "", err
	}
	if desc, err = p.rawUtf8(e.b, e.off+3); err != nil {
		return "", "", err
	}
	return name, desc, nil
}

// utf8 returns the resolved CONSTANT_Utf8 at idx; off locates the index in
// the input for error messages.
func (p *poolParser) utf8(idx uint16, off int) (string, error) {
	return p.rawUtf8(idx, off)
}

// className returns the name of the CONSTANT_Class at idx.
func (p *poolParser) className(idx uint16, off int) (string, error) {
	if err := p.checkTag(idx, off, TagClass); err != nil {
		return "", err
	}
	return p.pool[idx].(ConstClass).Name, nil
}

// optClassName is className, with index 0 meaning "".
func (p *poolParser) optClassName(idx uint16, off int) (string, error) {
	if idx == 0 {
		return "", nil
	}
	return p.className(idx, off)
}

// loadable returns the loadable constant at idx (JVMS 4.4, table 4.4-C).
func (p *poolParser) loadable(idx uint16, off int) (Constant, error) {
	if err := p.checkTag(idx, off, TagInteger, TagFloat, TagLong, TagDouble, TagClass,
		TagString, TagMethodHandle, TagMethodType, TagDynamic); err != nil {
		return nil, err
	}
	return p.pool[idx], nil
}

// checkBootstrapIndexes checks that every Dynamic and InvokeDynamic entry
// names an existing BootstrapMethods entry (JVMS 4.4.10, 4.7.23).
func (p *poolParser) checkBootstrapIndexes(n int) error {
	for _, i := range p.dynamic {
		e := &p.raw[i]
		if int(e.a) >= n {
			return &FormatError{Offset: e.off + 1, Msg: fmt.Sprintf("constant pool entry %d: bootstrap method index %d out of range (%d BootstrapMethods entries)", i, e.a, n)}
		}
	}
	return nil
}
