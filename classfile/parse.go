package classfile

import (
	"errors"
	"fmt"
)

// Supported class-file major versions (JVMS 4.1): 45 is JDK 1.0.2 and 1.1,
// 69 is Java SE 25.
const (
	MinMajorVersion = 45
	MaxMajorVersion = 69
)

// ErrUnsupportedVersion is wrapped by the error Parse returns for a class
// file whose version lies outside MinMajorVersion..MaxMajorVersion, or whose
// minor version is not allowed for its major version.
var ErrUnsupportedVersion = errors.New("unsupported class file version")

// FormatError reports a malformed class file or code array. Offset is the
// byte offset into the input at which the problem was found.
type FormatError struct {
	Offset int
	Msg    string
}

func (e *FormatError) Error() string { return fmt.Sprintf("offset %d: %s", e.Offset, e.Msg) }

// versionError is the error for an unsupported version; it unwraps to
// ErrUnsupportedVersion.
type versionError struct{ msg string }

func (e *versionError) Error() string { return e.msg }
func (e *versionError) Unwrap() error { return ErrUnsupportedVersion }

// checkVersion applies JVMS 4.1: majors 45..69, and from major 56 on the
// minor version is 0 or 65535 (preview features).
func checkVersion(major, minor uint16) error {
	switch {
	case major > MaxMajorVersion:
		return &versionError{fmt.Sprintf("class file version %d.%d is newer than supported (max %d, Java %d)",
			major, minor, MaxMajorVersion, MaxMajorVersion-44)}
	case major < MinMajorVersion:
		return &versionError{fmt.Sprintf("class file version %d.%d is older than supported (min %d, Java 1.0.2)",
			major, minor, MinMajorVersion)}
	case major >= 56 && minor != 0 && minor != 0xffff:
		return &versionError{fmt.Sprintf("class file version %d.%d is invalid (minor version must be 0 or 65535 from major 56 on)",
			major, minor)}
	}
	return nil
}

// reader reads big-endian items (JVMS 4.1 u1, u2, u4) from data with a
// sticky error: after the first failure every read returns zero, so callers
// check err once per structure instead of once per read. Offsets are
// offsets into the whole input; a sub-reader for an attribute shares data
// truncated at the attribute's end.
type reader struct {
	data []byte
	pos  int
	err  *FormatError
}

func (r *reader) failf(off int, format string, args ...any) {
	if r.err == nil {
		r.err = &FormatError{Offset: off, Msg: fmt.Sprintf(format, args...)}
	}
}

// need reports whether n more bytes are available, failing otherwise.
func (r *reader) need(n int) bool {
	if r.err != nil {
		return false
	}
	if n < 0 || n > len(r.data)-r.pos {
		r.failf(r.pos, "unexpected end of data (need %d bytes, have %d)", n, len(r.data)-r.pos)
		return false
	}
	return true
}

func (r *reader) u1() uint8 {
	if !r.need(1) {
		return 0
	}
	v := r.data[r.pos]
	r.pos++
	return v
}

func (r *reader) u2() uint16 {
	if !r.need(2) {
		return 0
	}
	v := uint16(r.data[r.pos])<<8 | uint16(r.data[r.pos+1])
	r.pos += 2
	return v
}

func (r *reader) u4() uint32 {
	if !r.need(4) {
		return 0
	}
	d := r.data[r.pos : r.pos+4]
	r.pos += 4
	return uint32(d[0])<<24 | uint32(d[1])<<16 | uint32(d[2])<<8 | uint32(d[3])
}

// bytes returns the next n bytes, aliasing the input, with capacity
// clipped so that appending to the result never writes into the input.
func (r *reader) bytes(n int) []byte {
	if !r.need(n) {
		return nil
	}
	b := r.data[r.pos : r.pos+n : r.pos+n]
	r.pos += n
	return b
}

// remaining is the number of unread bytes.
func (r *reader) remaining() int { return len(r.data) - r.pos }

// withContext prefixes a FormatError's message with where it happened,
// e.g. "method foo(I)V: Code: ...". Other errors pass unchanged.
func withContext(err error, ctx string) error {
	var fe *FormatError
	if errors.As(err, &fe) {
		return &FormatError{Offset: fe.Offset, Msg: ctx + ": " + fe.Msg}
	}
	return err
}

// Parse parses one class file (JVMS 4.1). It resolves every symbolic
// reference in the constant pool, decodes the attributes gospf uses and
// keeps all others raw. The result aliases data (attribute bodies and code
// arrays are sub-slices of it), so data must not be modified afterwards.
//
// Errors are *FormatError for malformed or truncated input, or wrap
// ErrUnsupportedVersion. Parse never panics on any input.
func Parse(data []byte) (*ClassFile, error) {
	r := &reader{data: data}
	if magic := r.u4(); r.err == nil && magic != 0xCAFEBABE {
		return nil, &FormatError{Offset: 0, Msg: fmt.Sprintf("bad magic 0x%08X (want 0xCAFEBABE)", magic)}
	}
	cf := &ClassFile{}
	cf.Minor = r.u2()
	cf.Major = r.u2()
	if r.err != nil {
		return nil, r.err
	}
	if err := checkVersion(cf.Major, cf.Minor); err != nil {
		return nil, err
	}
	p, err := parsePool(r, cf.Major)
	if err != nil {
		return nil, err
	}
	cf.Pool = p.pool
	cf.Access = r.u2()
	off := r.pos
	thisIdx := r.u2()
	superIdx := r.u2()
	if r.err != nil {
		return nil, r.err
	}
	if cf.Name, err = p.className(thisIdx, off); err != nil {
		return nil, withContext(err, "this_class")
	}
	if superIdx != 0 {
		if cf.Super, err = p.className(superIdx, off+2); err != nil {
			return nil, withContext(err, "super_class")
		}
	} else if cf.Name != "java/lang/Object" && cf.Access&AccModule == 0 {
		return nil, &FormatError{Offset: off + 2, Msg: fmt.Sprintf("super_class is 0 but class %s is not java/lang/Object", cf.Name)}
	}
	n := int(r.u2())
	if n > 0 {
		cf.Interfaces = make([]string, 0, min(n, r.remaining()/2))
	}
	for i := 0; i < n; i++ {
		off := r.pos
		idx := r.u2()
		if r.err != nil {
			return nil, r.err
		}
		name, err := p.className(idx, off)
		if err != nil {
			return nil, withContext(err, "interfaces")
		}
		cf.Interfaces = append(cf.Interfaces, name)
	}
	if cf.Fields, err = parseFields(r, p); err != nil {
		return nil, err
	}
	if cf.Methods, err = parseMethods(r, p); err != nil {
		return nil, err
	}
	if err := parseClassAttributes(r, p, cf); err != nil {
		return nil, err
	}
	if r.pos != len(data) {
		return nil, &FormatError{Offset: r.pos, Msg: fmt.Sprintf("%d trailing bytes after the class file", len(data)-r.pos)}
	}
	if err := p.checkBootstrapIndexes(len(cf.BootstrapMethods)); err != nil {
		return nil, err
	}
	return cf, nil
}

// parseFields reads fields_count and the field_info structures (JVMS 4.5).
func parseFields(r *reader, p *poolParser) ([]*Field, error) {
	n := int(r.u2())
	if r.err != nil {
		return nil, r.err
	}
	fields := make([]*Field, 0, min(n, r.remaining()/8))
	for i := 0; i < n; i++ {
		f := &Field{}
		f.Access = r.u2()
		off := r.pos
		nameIdx := r.u2()
		descIdx := r.u2()
		if r.err != nil {
			return nil, r.err
		}
		var err error
		if f.Name, err = p.utf8(nameIdx, off); err != nil {
			return nil, withContext(err, fmt.Sprintf("field %d name", i))
		}
		if f.Descriptor, err = p.utf8(descIdx, off+2); err != nil {
			return nil, withContext(err, "field "+f.Name+" descriptor")
		}
		if !ValidFieldDescriptor(f.Descriptor) {
			return nil, &FormatError{Offset: off + 2, Msg: fmt.Sprintf("field %s: invalid descriptor %q", f.Name, f.Descriptor)}
		}
		if err := parseFieldAttributes(r, p, f); err != nil {
			return nil, withContext(err, "field "+f.Name)
		}
		fields = append(fields, f)
	}
	return fields, nil
}

// parseMethods reads methods_count and the method_info structures (JVMS
// 4.6). A method has a Code attribute exactly when it is neither native
// nor abstract (JVMS 4.7.3).
func parseMethods(r *reader, p *poolParser) ([]*Method, error) {
	n := int(r.u2())
	if r.err != nil {
		return nil, r.err
	}
	methods := make([]*Method, 0, min(n, r.remaining()/8))
	for i := 0; i < n; i++ {
		m := &Method{}
		start := r.pos
		m.Access = r.u2()
		off := r.pos
		nameIdx := r.u2()
		descIdx := r.u2()
		if r.err != nil {
			return nil, r.err
		}
		var err error
		if m.Name, err = p.utf8(nameIdx, off); err != nil {
			return nil, withContext(err, fmt.Sprintf("method %d name", i))
		}
		if m.Descriptor, err = p.utf8(descIdx, off+2); err != nil {
			return nil, withContext(err, "method "+m.Name+" descriptor")
		}
		ctx := "method " + m.Name + m.Descriptor
		if _, _, err := ParseMethodDescriptor(m.Descriptor); err != nil {
			return nil, &FormatError{Offset: off + 2, Msg: ctx + ": " + err.Error()}
		}
		slots := ArgSlots(m.Descriptor)
		if m.Access&AccStatic == 0 {
			slots++ // this
		}
		if slots > 255 {
			return nil, &FormatError{Offset: off + 2, Msg: fmt.Sprintf("%s: parameters take %d slots, more than 255 (JVMS 4.3.3)", ctx, slots)}
		}
		if err := parseMethodAttributes(r, p, m); err != nil {
			return nil, withContext(err, ctx)
		}
		hasCode := m.Access&(AccNative|AccAbstract) == 0
		if hasCode && m.Code == nil {
			return nil, &FormatError{Offset: start, Msg: ctx + ": missing Code attribute in a method that is neither native nor abstract"}
		}
		if !hasCode && m.Code != nil {
			return nil, &FormatError{Offset: start, Msg: ctx + ": Code attribute in a native or abstract method"}
		}
		methods = append(methods, m)
	}
	return methods, nil
}
