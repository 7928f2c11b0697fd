package classfile

import (
	"fmt"
	"strings"
	"testing"
)

func TestValidFieldDescriptor(t *testing.T) {
	for _, d := range []string{"I", "J", "Z", "Ljava/lang/String;", "[I", "[[Ljava/lang/Object;", "LA;", "La/b$c;",
		strings.Repeat("[", 255) + "I"} {
		if !ValidFieldDescriptor(d) {
			t.Fatalf("ValidFieldDescriptor(%q) = false", d)
		}
	}
	for _, d := range []string{"", "V", "[V", "L;", "Ljava/lang/String", "La//b;", "L/a;", "La/;", "La.b;", "II", "[",
		"X", "La[b;", "(I)V", strings.Repeat("[", 256) + "I"} {
		if ValidFieldDescriptor(d) {
			t.Fatalf("ValidFieldDescriptor(%q) = true", d)
		}
	}
}

func TestParseMethodDescriptor(t *testing.T) {
	tests := []struct {
		desc, params, ret string
		slots             int
	}{
		{"()V", "[]", "V", 0},
		{"(I)I", "[I]", "I", 1},
		{"(JD)J", "[J D]", "J", 4},
		{"([J[DLjava/lang/String;)[[I", "[[J [D Ljava/lang/String;]", "[[I", 3},
		{"(IJLa;D[I)Ljava/lang/Object;", "[I J La; D [I]", "Ljava/lang/Object;", 7},
	}
	for _, tt := range tests {
		params, ret, err := ParseMethodDescriptor(tt.desc)
		if err != nil {
			t.Fatalf("%s: %v", tt.desc, err)
		}
		if got := fmt.Sprint(params); got != tt.params || ret != tt.ret {
			t.Fatalf("%s: got %s %s, want %s %s", tt.desc, got, ret, tt.params, tt.ret)
		}
		if got := ArgSlots(tt.desc); got != tt.slots {
			t.Fatalf("ArgSlots(%s) = %d, want %d", tt.desc, got, tt.slots)
		}
	}
	for _, d := range []string{"", "V", "I", "(", "()", "(V)V", "(I", "(I)VV", "(I)[V", "(L;)V", ")V", "(I)Ljava/lang/String"} {
		if _, _, err := ParseMethodDescriptor(d); err == nil {
			t.Fatalf("ParseMethodDescriptor(%q) succeeded", d)
		}
		if ArgSlots(d) != -1 {
			t.Fatalf("ArgSlots(%q) = %d, want -1", d, ArgSlots(d))
		}
	}
}

func TestMUTF8(t *testing.T) {
	tests := []struct {
		in    string
		units []uint16
		str   string
	}{
		{"abc", []uint16{'a', 'b', 'c'}, "abc"},
		{"\xc0\x80", []uint16{0}, "\x00"},
		{"\xc3\xa9", []uint16{0xe9}, "é"},
		{"\xe2\x82\xac", []uint16{0x20ac}, "€"},
		{"\xed\xa0\xbd\xed\xb8\x80", []uint16{0xd83d, 0xde00}, "\U0001F600"},
		{"\xed\xa0\x80", []uint16{0xd800}, "\uFFFD"},
		{"\xed\xb8\x80a", []uint16{0xde00, 'a'}, "\uFFFDa"},
		{"\xe0\x81\x81", []uint16{0x41}, "A"}, // a non-shortest form, accepted as readUTF does
	}
	for _, tt := range tests {
		units, err := decodeMUTF8([]byte(tt.in))
		if err != nil {
			t.Fatalf("%q: %v", tt.in, err)
		}
		if fmt.Sprint(units) != fmt.Sprint(tt.units) {
			t.Fatalf("%q: units %v, want %v", tt.in, units, tt.units)
		}
		if s, _ := mutf8String([]byte(tt.in)); s != tt.str {
			t.Fatalf("%q: string %q, want %q", tt.in, s, tt.str)
		}
	}
	for _, in := range []string{"\x00", "a\x00", "\xf0\x9f\x98\x80", "\x80", "\xc3", "\xe2\x82", "\xc3\x29", "\xe2\x28\xa1", "\xff"} {
		if _, err := decodeMUTF8([]byte(in)); err == nil {
			t.Fatalf("%q: no error", in)
		}
	}
}
