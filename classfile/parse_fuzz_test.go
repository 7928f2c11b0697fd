package classfile

import (
	"errors"
	"testing"
)

// The seeds in testdata/fuzz/FuzzParse are javac output for the sources
// under testdata/java8 and testdata/java17; those in testdata/fuzz/FuzzDecode
// are code arrays taken from them.

// FuzzParse checks that Parse returns a *FormatError or an unsupported
// version error for any input, never panics, and that what it accepts keeps
// the promised invariants and can be decoded without panicking.
func FuzzParse(f *testing.F) {
	f.Add(newBuilder().bytes())
	f.Fuzz(func(t *testing.T, data []byte) {
		cf, err := Parse(data)
		if err != nil {
			var fe *FormatError
			if !errors.As(err, &fe) && !errors.Is(err, ErrUnsupportedVersion) {
				t.Fatalf("error of type %T: %v", err, err)
			}
			if fe != nil && (fe.Offset < 0 || fe.Offset > len(data)) {
				t.Fatalf("error offset %d outside input of %d bytes", fe.Offset, len(data))
			}
			return
		}
		checkPool(t, cf)
		for _, fd := range cf.Fields {
			if !ValidFieldDescriptor(fd.Descriptor) {
				t.Fatalf("field %s has descriptor %q", fd.Name, fd.Descriptor)
			}
		}
		for _, m := range cf.Methods {
			if ArgSlots(m.Descriptor) < 0 {
				t.Fatalf("method %s has descriptor %q", m.Name, m.Descriptor)
			}
			if m.Code == nil {
				continue
			}
			if insns, err := m.Code.Decode(); err == nil {
				checkInstructions(t, m.Code.Bytecode, insns)
			}
		}
	})
}

// FuzzDecode checks that Decode never panics and that what it accepts is a
// consistent instruction sequence.
func FuzzDecode(f *testing.F) {
	f.Add([]byte{OpIload0, OpIfeq, 0, 5, OpIconst1, OpIreturn, OpIconst0, OpIreturn})
	f.Add(code(OpIload0, OpTableswitch, pad(1), s4(27), s4(0), s4(1), s4(23), s4(25), OpIconst0, OpIreturn, OpIconst1, OpIreturn, OpReturn))
	f.Add(code(OpWide, OpIinc, s2(300), s2(-7), OpWide, OpAload, s2(256), OpReturn))
	f.Fuzz(func(t *testing.T, code []byte) {
		insns, err := Decode(code)
		if err != nil {
			var fe *FormatError
			if !errors.As(err, &fe) || fe.Offset < 0 || fe.Offset >= len(code) {
				t.Fatalf("bad error %v", err)
			}
			return
		}
		checkInstructions(t, code, insns)
	})
}

// checkInstructions checks that insns tile code exactly and that every
// target is the start of an instruction.
func checkInstructions(t *testing.T, code []byte, insns []Instruction) {
	t.Helper()
	starts := make(map[int]bool, len(insns))
	pc := 0
	for _, in := range insns {
		if in.PC != pc || in.Len <= 0 || Opcodes[in.Op].Mnemonic == "" {
			t.Fatalf("instruction %+v at expected pc %d", in, pc)
		}
		starts[pc] = true
		pc += in.Len
	}
	if pc != len(code) {
		t.Fatalf("instructions cover %d of %d bytes", pc, len(code))
	}
	for _, in := range insns {
		if sw := in.Switch; sw != nil {
			if len(sw.Keys) != len(sw.Targets) || !starts[sw.Default] {
				t.Fatalf("bad switch %+v", in)
			}
			for i, k := range sw.Keys {
				if (i > 0 && k <= sw.Keys[i-1]) || !starts[sw.Targets[i]] {
					t.Fatalf("bad switch %+v", in)
				}
			}
		} else if isBranch(Opcodes[in.Op].Operands) && !in.Wide && !starts[int(in.A)] {
			t.Fatalf("branch %+v to a non-instruction", in)
		}
	}
}
