package classfile

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// builder assembles small class files for tests of malformed input.
type builder struct {
	major   uint16
	pool    [][]byte // encoded entries; nil for the slot after a long/double
	count   int      // constant_pool_count override when nonzero
	access  uint16
	this    uint16
	super   uint16
	fields  [][]byte
	methods [][]byte
	attrs   [][]byte
}

func u2(v int) []byte { return []byte{byte(v >> 8), byte(v)} }
func u4(v int) []byte { return []byte{byte(v >> 24), byte(v >> 16), byte(v >> 8), byte(v)} }

func cat(parts ...[]byte) []byte {
	var b []byte
	for _, p := range parts {
		b = append(b, p...)
	}
	return b
}

// newBuilder returns a builder for "class A extends java/lang/Object",
// version 61.
func newBuilder() *builder {
	b := &builder{major: 61, access: AccPublic | AccSuper}
	b.this = b.class("A")
	b.super = b.class("java/lang/Object")
	return b
}

// add appends a raw entry and returns its index.
func (b *builder) add(tag byte, payload ...[]byte) uint16 {
	b.pool = append(b.pool, cat(append([][]byte{{tag}}, payload...)...))
	idx := len(b.pool)
	if tag == TagLong || tag == TagDouble {
		b.pool = append(b.pool, nil)
	}
	return uint16(idx)
}

func (b *builder) utf8Raw(s []byte) uint16 { return b.add(TagUtf8, u2(len(s)), s) }
func (b *builder) utf8(s string) uint16    { return b.utf8Raw([]byte(s)) }
func (b *builder) class(name string) uint16 {
	return b.add(TagClass, u2(int(b.utf8(name))))
}
func (b *builder) nat(name, desc string) uint16 {
	return b.add(TagNameAndType, u2(int(b.utf8(name))), u2(int(b.utf8(desc))))
}
func (b *builder) ref(tag byte, class, name, desc string) uint16 {
	return b.add(tag, u2(int(b.class(class))), u2(int(b.nat(name, desc))))
}

func (b *builder) attr(name string, body ...[]byte) []byte {
	data := cat(body...)
	return cat(u2(int(b.utf8(name))), u4(len(data)), data)
}

func (b *builder) member(access int, name, desc string, attrs ...[]byte) []byte {
	return cat(u2(access), u2(int(b.utf8(name))), u2(int(b.utf8(desc))), u2(len(attrs)), cat(attrs...))
}

// code builds a Code attribute; handlers are start, end, handler, catch.
func (b *builder) code(bytecode []byte, handlers [][4]int, attrs ...[]byte) []byte {
	var h []byte
	for _, e := range handlers {
		h = cat(h, u2(e[0]), u2(e[1]), u2(e[2]), u2(e[3]))
	}
	return b.attr("Code", u2(2), u2(2), u4(len(bytecode)), bytecode, u2(len(handlers)), h, u2(len(attrs)), cat(attrs...))
}

func (b *builder) bytes() []byte {
	count := len(b.pool) + 1
	if b.count != 0 {
		count = b.count
	}
	return cat([]byte{0xCA, 0xFE, 0xBA, 0xBE}, u2(0), u2(int(b.major)), u2(count), cat(b.pool...),
		u2(int(b.access)), u2(int(b.this)), u2(int(b.super)), u2(0),
		u2(len(b.fields)), cat(b.fields...), u2(len(b.methods)), cat(b.methods...), u2(len(b.attrs)), cat(b.attrs...))
}

func TestMalformed(t *testing.T) {
	ret := []byte{OpReturn}
	tests := []struct {
		name  string
		edit  func(b *builder)
		want  string // error substring; "" for success
		check func(t *testing.T, cf *ClassFile)
	}{
		{"valid", func(b *builder) {}, "", func(t *testing.T, cf *ClassFile) {
			if cf.Name != "A" || cf.Super != "java/lang/Object" {
				t.Fatalf("got %s extends %s", cf.Name, cf.Super)
			}
		}},
		{"this is a Utf8", func(b *builder) { b.this = 1 }, "want Class", nil},
		{"super out of range", func(b *builder) { b.super = 99 }, "invalid constant pool index 99", nil},
		{"super zero", func(b *builder) { b.super = 0 }, "super_class is 0", nil},
		{"pool count too large", func(b *builder) { b.count = 0xffff }, "exceeds the class file size", nil},
		{"long in last slot", func(b *builder) {
			b.add(TagLong, u4(0), u4(1))
			b.pool = b.pool[:len(b.pool)-1]
		}, "8-byte constant in the last slot", nil},
		{"index of long's second slot", func(b *builder) {
			l := b.add(TagLong, u4(0), u4(1))
			b.add(TagString, u2(int(l)+1))
		}, fmt.Sprintf("invalid constant pool index"), nil},
		{"string of an Integer", func(b *builder) { b.add(TagString, u2(int(b.add(TagInteger, u4(5))))) }, "want Utf8", nil},
		{"nul byte in Utf8", func(b *builder) { b.utf8Raw([]byte{'a', 0}) }, "malformed modified UTF-8", nil},
		{"4-byte UTF-8", func(b *builder) { b.utf8Raw([]byte("\U0001F600")) }, "malformed modified UTF-8", nil},
		{"unknown tag", func(b *builder) { b.add(2, u2(1)) }, "unknown tag 2", nil},
		{"method handle before 51", func(b *builder) {
			b.major = 50
			b.add(TagMethodHandle, []byte{RefInvokeStatic}, u2(int(b.ref(TagMethodref, "A", "m", "()V"))))
		}, "needs class file version 51", nil},
		{"supplementary string", func(b *builder) {
			b.add(TagString, u2(int(b.utf8Raw([]byte("\xed\xa0\xbd\xed\xb8\x80")))))
		}, "", func(t *testing.T, cf *ClassFile) {
			s := cf.Pool[len(cf.Pool)-1].(*ConstString)
			if s.Value != "\U0001F600" || fmt.Sprint(s.UTF16) != fmt.Sprint([]uint16{0xd83d, 0xde00}) {
				t.Fatalf("got %q %v", s.Value, s.UTF16)
			}
		}},
		{"clinit reference", func(b *builder) { b.ref(TagMethodref, "A", "<clinit>", "()V") }, "invalid special method", nil},
		{"init returning int", func(b *builder) { b.ref(TagMethodref, "A", "<init>", "()I") }, "invalid special method", nil},
		{"bad fieldref descriptor", func(b *builder) { b.ref(TagFieldref, "A", "f", "()V") }, "invalid field descriptor", nil},
		{"bad class name", func(b *builder) { b.class("[X") }, "invalid class name", nil},
		{"newInvokeSpecial of a method", func(b *builder) {
			b.add(TagMethodHandle, []byte{RefNewInvokeSpecial}, u2(int(b.ref(TagMethodref, "A", "m", "()V"))))
		}, "reference kind 8 cannot refer to m", nil},
		{"invokeInterface of a Methodref", func(b *builder) {
			b.add(TagMethodHandle, []byte{RefInvokeInterface}, u2(int(b.ref(TagMethodref, "A", "m", "()V"))))
		}, "want InterfaceMethodref", nil},
		{"reference kind 0", func(b *builder) {
			b.add(TagMethodHandle, []byte{0}, u2(int(b.ref(TagMethodref, "A", "m", "()V"))))
		}, "invalid reference kind 0", nil},
		{"indy without bootstrap methods", func(b *builder) {
			b.add(TagInvokeDynamic, u2(0), u2(int(b.nat("run", "()Ljava/lang/Runnable;"))))
		}, "bootstrap method index 0 out of range (0 BootstrapMethods entries)", nil},
		{"bootstrap methods", func(b *builder) {
			b.add(TagInvokeDynamic, u2(0), u2(int(b.nat("run", "()Ljava/lang/Runnable;"))))
			mh := b.add(TagMethodHandle, []byte{RefInvokeStatic}, u2(int(b.ref(TagMethodref, "B", "bsm", "()V"))))
			arg := b.add(TagInteger, u4(7))
			b.attrs = append(b.attrs, b.attr("BootstrapMethods", u2(1), u2(int(mh)), u2(1), u2(int(arg))))
		}, "", func(t *testing.T, cf *ClassFile) {
			bm := cf.BootstrapMethods[0]
			if bm.Method.Ref.Name != "bsm" || len(bm.Args) != 1 || bm.Args[0] != (ConstInt{7}) {
				t.Fatalf("got %+v", bm)
			}
		}},
		{"bootstrap argument not loadable", func(b *builder) {
			mh := b.add(TagMethodHandle, []byte{RefInvokeStatic}, u2(int(b.ref(TagMethodref, "B", "bsm", "()V"))))
			b.attrs = append(b.attrs, b.attr("BootstrapMethods", u2(1), u2(int(mh)), u2(1), u2(1)))
		}, "BootstrapMethods: entry 0 argument 0", nil},
		{"attribute too long", func(b *builder) {
			b.attrs = append(b.attrs, cat(u2(int(b.utf8("X"))), u4(1000)))
		}, "length 1000 exceeds the remaining", nil},
		{"duplicate SourceFile", func(b *builder) {
			sf := b.attr("SourceFile", u2(int(b.utf8("A.java"))))
			b.attrs = append(b.attrs, sf, sf)
		}, "duplicate SourceFile attribute", nil},
		{"SourceFile too long", func(b *builder) {
			b.attrs = append(b.attrs, b.attr("SourceFile", u2(int(b.utf8("A.java"))), []byte{0}))
		}, "SourceFile: 1 bytes left over", nil},
		{"SourceFile too short", func(b *builder) {
			b.attrs = append(b.attrs, b.attr("SourceFile", []byte{0}))
		}, "SourceFile: unexpected end of data", nil},
		{"NestHost before 55 stays raw", func(b *builder) {
			b.major = 54
			b.attrs = append(b.attrs, b.attr("NestHost", u2(int(b.this))))
		}, "", func(t *testing.T, cf *ClassFile) {
			if cf.NestHost != "" || len(cf.Attributes) != 1 || cf.Attributes[0].Name != "NestHost" {
				t.Fatalf("got %q %+v", cf.NestHost, cf.Attributes)
			}
		}},
		{"method without Code", func(b *builder) {
			b.methods = append(b.methods, b.member(AccPublic, "m", "()V"))
		}, "method m()V: missing Code attribute", nil},
		{"abstract method with Code", func(b *builder) {
			b.methods = append(b.methods, b.member(AccAbstract, "m", "()V", b.code(ret, nil)))
		}, "Code attribute in a native or abstract method", nil},
		{"bad method descriptor", func(b *builder) {
			b.methods = append(b.methods, b.member(AccAbstract, "m", "(V)V"))
		}, "invalid method descriptor", nil},
		{"too many parameters", func(b *builder) {
			b.methods = append(b.methods, b.member(AccAbstract, "m", "("+strings.Repeat("J", 127)+"I)V"))
		}, "256 slots, more than 255", nil},
		{"bad field descriptor", func(b *builder) {
			b.fields = append(b.fields, b.member(0, "f", "Q"))
		}, "field f: invalid descriptor", nil},
		{"constant of the wrong type", func(b *builder) {
			s := b.add(TagString, u2(int(b.utf8("s"))))
			b.fields = append(b.fields, b.member(AccStatic, "f", "I", b.attr("ConstantValue", u2(int(s)))))
		}, "field f: ConstantValue: constant of tag String does not fit field type I", nil},
		{"constant on an instance field stays raw", func(b *builder) {
			s := b.add(TagString, u2(int(b.utf8("s"))))
			b.fields = append(b.fields, b.member(0, "f", "I", b.attr("ConstantValue", u2(int(s)))))
		}, "", func(t *testing.T, cf *ClassFile) {
			if f := cf.Fields[0]; f.ConstantValue != nil || len(f.Attributes) != 1 {
				t.Fatalf("got %+v", f)
			}
		}},
		{"empty code", func(b *builder) {
			b.methods = append(b.methods, b.member(0, "m", "()V", b.code(nil, nil)))
		}, "code_length 0 is not in 1..65535", nil},
		{"handler range", func(b *builder) {
			b.methods = append(b.methods, b.member(0, "m", "()V", b.code(ret, [][4]int{{0, 2, 0, 0}})))
		}, "exception table entry 0: invalid range", nil},
		{"handler catch type", func(b *builder) {
			b.methods = append(b.methods, b.member(0, "m", "()V", b.code([]byte{OpNop, OpReturn}, [][4]int{{0, 1, 1, 1}})))
		}, "exception table entry 0: constant pool index 1 has tag 1, want Class", nil},
		{"line beyond code", func(b *builder) {
			b.methods = append(b.methods, b.member(0, "m", "()V", b.code(ret, nil, b.attr("LineNumberTable", u2(1), u2(1), u2(7)))))
		}, "LineNumberTable: start_pc 1 beyond code length 1", nil},
		{"line tables merged and sorted", func(b *builder) {
			lt1 := b.attr("LineNumberTable", u2(2), u2(2), u2(30), u2(0), u2(10))
			lt2 := b.attr("LineNumberTable", u2(1), u2(1), u2(20))
			b.methods = append(b.methods, b.member(0, "m", "()V", b.code([]byte{OpNop, OpNop, OpReturn}, nil, lt1, lt2)))
		}, "", func(t *testing.T, cf *ClassFile) {
			if got := fmt.Sprint(cf.Methods[0].Code.LineNumbers); got != "[{0 10} {1 20} {2 30}]" {
				t.Fatalf("got %s", got)
			}
		}},
		{"local variable outside code", func(b *builder) {
			lv := b.attr("LocalVariableTable", u2(1), u2(0), u2(2), u2(int(b.utf8("x"))), u2(int(b.utf8("I"))), u2(0))
			b.methods = append(b.methods, b.member(0, "m", "()V", b.code(ret, nil, lv)))
		}, "LocalVariableTable: entry 0: range [0, 2) outside code length 1", nil},
	}
	for _, tt := range tests {
		b := newBuilder()
		tt.edit(b)
		cf, err := Parse(b.bytes())
		if tt.want == "" {
			if err != nil {
				t.Fatalf("%s: %v", tt.name, err)
			}
			if tt.check != nil {
				tt.check(t, cf)
			}
			continue
		}
		var fe *FormatError
		if !errors.As(err, &fe) || !strings.Contains(fe.Msg, tt.want) {
			t.Fatalf("%s: got %v, want a FormatError with %q", tt.name, err, tt.want)
		}
	}
}

func TestBadMagic(t *testing.T) {
	data := newBuilder().bytes()
	data[0] = 0xCB
	if _, err := Parse(data); err == nil || err.Error() != "offset 0: bad magic 0xCBFEBABE (want 0xCAFEBABE)" {
		t.Fatalf("got %v", err)
	}
}
