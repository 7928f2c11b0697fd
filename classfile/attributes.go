package classfile

import (
	"cmp"
	"fmt"
	"slices"
)

// attrMinMajor lists the attributes Parse decodes, each with the first
// class-file major version that defines it (JVMS 4.7, table 4.7-B). In an
// older class file, or in a location where the attribute is not defined,
// the attribute is kept raw, as JVMS 4.7.1 says to ignore it.
var attrMinMajor = map[string]uint16{
	"ConstantValue":       45,
	"Code":                45,
	"Exceptions":          45,
	"InnerClasses":        45,
	"SourceFile":          45,
	"LineNumberTable":     45,
	"LocalVariableTable":  45,
	"BootstrapMethods":    51,
	"NestHost":            55,
	"NestMembers":         55,
	"Record":              60,
	"PermittedSubclasses": 61,
}

// repeatableAttr names the decoded attributes that may appear more than
// once in one attributes table (JVMS 4.7.12, 4.7.13); each other decoded
// attribute may appear at most once.
func repeatableAttr(name string) bool {
	return name == "LineNumberTable" || name == "LocalVariableTable"
}

// attrDecoder decodes the attribute called name from body, which holds
// exactly the attribute's info bytes. It returns false, without reading,
// for an attribute it does not decode in its location.
type attrDecoder func(name string, body *reader) (bool, error)

// parseAttributes reads attributes_count and the attributes (JVMS 4.7),
// decoding those decode accepts and returning the others raw. A decoded
// attribute must consume exactly its attribute_length bytes.
func parseAttributes(r *reader, p *poolParser, decode attrDecoder) ([]RawAttribute, error) {
	n := int(r.u2())
	if r.err != nil {
		return nil, r.err
	}
	var raws []RawAttribute
	var seen []string
	for i := 0; i < n; i++ {
		off := r.pos
		nameIdx := r.u2()
		length := r.u4()
		if r.err != nil {
			return nil, r.err
		}
		name, err := p.utf8(nameIdx, off)
		if err != nil {
			return nil, withContext(err, "attribute name")
		}
		if uint64(length) > uint64(r.remaining()) {
			return nil, &FormatError{Offset: off + 2, Msg: fmt.Sprintf("attribute %s: length %d exceeds the remaining %d bytes", name, length, r.remaining())}
		}
		start := r.pos
		end := start + int(length)
		r.pos = end
		if m, ok := attrMinMajor[name]; ok && p.major >= m && decode != nil {
			body := &reader{data: r.data[:end], pos: start}
			handled, err := decode(name, body)
			if err != nil {
				return nil, withContext(err, name)
			}
			if handled {
				if body.err != nil {
					return nil, withContext(body.err, name)
				}
				if body.pos != end {
					return nil, &FormatError{Offset: body.pos, Msg: fmt.Sprintf("%s: %d bytes left over at the end of the attribute", name, end-body.pos)}
				}
				if !repeatableAttr(name) {
					if slices.Contains(seen, name) {
						return nil, &FormatError{Offset: off, Msg: "duplicate " + name + " attribute"}
					}
					seen = append(seen, name)
				}
				continue
			}
		}
		raws = append(raws, RawAttribute{Name: name, Data: r.data[start:end:end]})
	}
	return raws, nil
}

// classList reads a u2 count followed by that many CONSTANT_Class indexes
// (Exceptions, NestMembers, PermittedSubclasses).
func classList(b *reader, p *poolParser) ([]string, error) {
	n := int(b.u2())
	if b.err != nil {
		return nil, b.err
	}
	out := make([]string, 0, min(n, b.remaining()/2))
	for i := 0; i < n; i++ {
		off := b.pos
		idx := b.u2()
		if b.err != nil {
			return nil, b.err
		}
		name, err := p.className(idx, off)
		if err != nil {
			return nil, err
		}
		out = append(out, name)
	}
	return out, nil
}

// parseFieldAttributes reads a field's attributes. ConstantValue (JVMS
// 4.7.2) is decoded for static fields only; on other fields it is kept raw,
// since the JVM ignores it there.
func parseFieldAttributes(r *reader, p *poolParser, f *Field) error {
	raws, err := parseAttributes(r, p, func(name string, b *reader) (bool, error) {
		if name != "ConstantValue" || f.Access&AccStatic == 0 {
			return false, nil
		}
		off := b.pos
		idx := b.u2()
		if b.err != nil {
			return true, nil
		}
		c, err := p.loadable(idx, off)
		if err != nil {
			return true, err
		}
		if !constantFits(f.Descriptor, c) {
			return true, &FormatError{Offset: off, Msg: fmt.Sprintf("constant of tag %s does not fit field type %s", tagName(c.constTag()), f.Descriptor)}
		}
		f.ConstantValue = c
		return true, nil
	})
	f.Attributes = raws
	return err
}

// constantFits applies JVMS table 4.7.2-A: which constant initialises a
// field of type desc.
func constantFits(desc string, c Constant) bool {
	switch c.(type) {
	case ConstLong:
		return desc == "J"
	case ConstFloat:
		return desc == "F"
	case ConstDouble:
		return desc == "D"
	case ConstInt:
		return desc == "I" || desc == "S" || desc == "C" || desc == "B" || desc == "Z"
	case *ConstString:
		return desc == "Ljava/lang/String;"
	}
	return false
}

// parseMethodAttributes reads a method's attributes, decoding Code and
// Exceptions (JVMS 4.7.3, 4.7.5).
func parseMethodAttributes(r *reader, p *poolParser, m *Method) error {
	raws, err := parseAttributes(r, p, func(name string, b *reader) (bool, error) {
		var err error
		switch name {
		case "Code":
			m.Code, err = parseCode(b, p)
		case "Exceptions":
			m.Exceptions, err = classList(b, p)
		default:
			return false, nil
		}
		return true, err
	})
	m.Attributes = raws
	return err
}

// parseCode decodes a Code attribute's body (JVMS 4.7.3). Program counters
// in the exception table, LineNumberTable and LocalVariableTable are
// checked against code_length; whether they fall on instruction boundaries
// is left to Decode's callers.
func parseCode(b *reader, p *poolParser) (*Code, error) {
	c := &Code{}
	c.MaxStack = b.u2()
	c.MaxLocals = b.u2()
	lenOff := b.pos
	n := b.u4()
	if b.err != nil {
		return nil, b.err
	}
	if n == 0 || n > 65535 {
		return nil, &FormatError{Offset: lenOff, Msg: fmt.Sprintf("code_length %d is not in 1..65535", n)}
	}
	c.Bytecode = b.bytes(int(n))
	codeLen := int(n)
	hn := int(b.u2())
	if b.err != nil {
		return nil, b.err
	}
	if hn > 0 {
		c.Handlers = make([]Handler, 0, min(hn, b.remaining()/8))
	}
	for i := 0; i < hn; i++ {
		off := b.pos
		h := Handler{StartPC: b.u2(), EndPC: b.u2(), HandlerPC: b.u2()}
		catchIdx := b.u2()
		if b.err != nil {
			return nil, b.err
		}
		if h.StartPC >= h.EndPC || int(h.EndPC) > codeLen || int(h.HandlerPC) >= codeLen {
			return nil, &FormatError{Offset: off, Msg: fmt.Sprintf("exception table entry %d: invalid range [%d, %d) handler %d for code length %d",
				i, h.StartPC, h.EndPC, h.HandlerPC, codeLen)}
		}
		var err error
		if h.CatchType, err = p.optClassName(catchIdx, off+6); err != nil {
			return nil, withContext(err, fmt.Sprintf("exception table entry %d", i))
		}
		c.Handlers = append(c.Handlers, h)
	}
	raws, err := parseAttributes(b, p, func(name string, ab *reader) (bool, error) {
		switch name {
		case "LineNumberTable":
			return true, parseLineNumbers(ab, c, codeLen)
		case "LocalVariableTable":
			return true, parseLocalVariables(ab, p, c, codeLen)
		}
		return false, nil
	})
	if err != nil {
		return nil, err
	}
	c.Attributes = raws
	slices.SortStableFunc(c.LineNumbers, func(x, y LineNumber) int { return cmp.Compare(x.StartPC, y.StartPC) })
	return c, nil
}

// parseLineNumbers appends one LineNumberTable's entries (JVMS 4.7.12).
func parseLineNumbers(b *reader, c *Code, codeLen int) error {
	n := int(b.u2())
	if b.err != nil {
		return nil
	}
	c.LineNumbers = slices.Grow(c.LineNumbers, min(n, b.remaining()/4))
	for i := 0; i < n; i++ {
		off := b.pos
		ln := LineNumber{StartPC: b.u2(), Line: b.u2()}
		if b.err != nil {
			return nil
		}
		if int(ln.StartPC) >= codeLen {
			return &FormatError{Offset: off, Msg: fmt.Sprintf("start_pc %d beyond code length %d", ln.StartPC, codeLen)}
		}
		c.LineNumbers = append(c.LineNumbers, ln)
	}
	return nil
}

// parseLocalVariables appends one LocalVariableTable's entries (JVMS
// 4.7.13): each range lies inside the code and each descriptor is valid.
func parseLocalVariables(b *reader, p *poolParser, c *Code, codeLen int) error {
	n := int(b.u2())
	if b.err != nil {
		return nil
	}
	c.LocalVariables = slices.Grow(c.LocalVariables, min(n, b.remaining()/10))
	for i := 0; i < n; i++ {
		off := b.pos
		lv := LocalVariable{StartPC: b.u2(), Length: b.u2()}
		nameIdx := b.u2()
		descIdx := b.u2()
		lv.Index = b.u2()
		if b.err != nil {
			return nil
		}
		if int(lv.StartPC) >= codeLen || int(lv.StartPC)+int(lv.Length) > codeLen {
			return &FormatError{Offset: off, Msg: fmt.Sprintf("entry %d: range [%d, %d) outside code length %d", i, lv.StartPC, int(lv.StartPC)+int(lv.Length), codeLen)}
		}
		var err error
		if lv.Name, err = p.utf8(nameIdx, off+4); err != nil {
			return err
		}
		if lv.Descriptor, err = p.utf8(descIdx, off+6); err != nil {
			return err
		}
		if !ValidFieldDescriptor(lv.Descriptor) {
			return &FormatError{Offset: off + 6, Msg: fmt.Sprintf("local %s: invalid descriptor %q", lv.Name, lv.Descriptor)}
		}
		c.LocalVariables = append(c.LocalVariables, lv)
	}
	return nil
}

// parseClassAttributes reads the ClassFile attributes, decoding
// SourceFile, InnerClasses, BootstrapMethods, NestHost, NestMembers,
// Record and PermittedSubclasses.
func parseClassAttributes(r *reader, p *poolParser, cf *ClassFile) error {
	raws, err := parseAttributes(r, p, func(name string, b *reader) (bool, error) {
		var err error
		switch name {
		case "SourceFile": // JVMS 4.7.10
			off := b.pos
			idx := b.u2()
			if b.err == nil {
				cf.SourceFile, err = p.utf8(idx, off)
			}
		case "InnerClasses":
			cf.InnerClasses, err = parseInnerClasses(b, p)
		case "BootstrapMethods":
			cf.BootstrapMethods, err = parseBootstrapMethods(b, p)
		case "NestHost": // JVMS 4.7.28
			off := b.pos
			idx := b.u2()
			if b.err == nil {
				cf.NestHost, err = p.className(idx, off)
			}
		case "NestMembers": // JVMS 4.7.29
			cf.NestMembers, err = classList(b, p)
		case "PermittedSubclasses": // JVMS 4.7.31
			cf.PermittedSubclasses, err = classList(b, p)
		case "Record":
			cf.Record, err = parseRecord(b, p)
		default:
			return false, nil
		}
		return true, err
	})
	cf.Attributes = raws
	return err
}

// parseInnerClasses decodes InnerClasses (JVMS 4.7.6).
func parseInnerClasses(b *reader, p *poolParser) ([]InnerClass, error) {
	n := int(b.u2())
	if b.err != nil {
		return nil, nil
	}
	out := make([]InnerClass, 0, min(n, b.remaining()/8))
	for i := 0; i < n; i++ {
		off := b.pos
		innerIdx, outerIdx, nameIdx := b.u2(), b.u2(), b.u2()
		ic := InnerClass{Access: b.u2()}
		if b.err != nil {
			return nil, nil
		}
		var err error
		if ic.Inner, err = p.className(innerIdx, off); err != nil {
			return nil, err
		}
		if ic.Outer, err = p.optClassName(outerIdx, off+2); err != nil {
			return nil, err
		}
		if nameIdx != 0 {
			if ic.Name, err = p.utf8(nameIdx, off+4); err != nil {
				return nil, err
			}
		}
		out = append(out, ic)
	}
	return out, nil
}

// parseBootstrapMethods decodes BootstrapMethods (JVMS 4.7.23): each entry
// is a method handle and loadable static arguments.
func parseBootstrapMethods(b *reader, p *poolParser) ([]BootstrapMethod, error) {
	n := int(b.u2())
	if b.err != nil {
		return nil, nil
	}
	out := make([]BootstrapMethod, 0, min(n, b.remaining()/4))
	for i := 0; i < n; i++ {
		off := b.pos
		ref := b.u2()
		argc := int(b.u2())
		if b.err != nil {
			return nil, nil
		}
		if err := p.checkTag(ref, off, TagMethodHandle); err != nil {
			return nil, withContext(err, fmt.Sprintf("entry %d", i))
		}
		bm := BootstrapMethod{Method: p.pool[ref].(*ConstMethodHandle)}
		if argc > 0 {
			bm.Args = make([]Constant, 0, min(argc, b.remaining()/2))
		}
		for j := 0; j < argc; j++ {
			off := b.pos
			idx := b.u2()
			if b.err != nil {
				return nil, nil
			}
			c, err := p.loadable(idx, off)
			if err != nil {
				return nil, withContext(err, fmt.Sprintf("entry %d argument %d", i, j))
			}
			bm.Args = append(bm.Args, c)
		}
		out = append(out, bm)
	}
	return out, nil
}

// parseRecord decodes Record (JVMS 4.7.30); component attributes are kept
// raw.
func parseRecord(b *reader, p *poolParser) ([]RecordComponent, error) {
	n := int(b.u2())
	if b.err != nil {
		return nil, nil
	}
	out := make([]RecordComponent, 0, min(n, b.remaining()/6))
	for i := 0; i < n; i++ {
		off := b.pos
		nameIdx, descIdx := b.u2(), b.u2()
		if b.err != nil {
			return nil, nil
		}
		var rc RecordComponent
		var err error
		if rc.Name, err = p.utf8(nameIdx, off); err != nil {
			return nil, err
		}
		if rc.Descriptor, err = p.utf8(descIdx, off+2); err != nil {
			return nil, err
		}
		if !ValidFieldDescriptor(rc.Descriptor) {
			return nil, &FormatError{Offset: off + 2, Msg: fmt.Sprintf("component %s: invalid descriptor %q", rc.Name, rc.Descriptor)}
		}
		if rc.Attributes, err = parseAttributes(b, p, nil); err != nil {
			return nil, withContext(err, "component "+rc.Name)
		}
		out = append(out, rc)
	}
	return out, nil
}
