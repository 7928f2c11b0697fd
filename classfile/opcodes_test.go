package classfile

import (
	"go/ast"
	"go/constant"
	"go/parser"
	"go/token"
	"strings"
	"testing"
)

// TestOpcodesFilled checks that every defined opcode 0x00..0xc9 has a
// table entry and nothing else does.
func TestOpcodesFilled(t *testing.T) {
	defined := 0
	for op, info := range Opcodes {
		if op <= OpJsrW {
			if info.Mnemonic == "" {
				t.Fatalf("opcode 0x%02x has no entry", op)
			}
			defined++
		} else if info != (OpInfo{}) {
			t.Fatalf("undefined opcode 0x%02x has entry %+v", op, info)
		}
	}
	if defined != 202 {
		t.Fatalf("%d defined opcodes, want 202", defined)
	}
}

// TestOpcodeStackEffects checks that a stack effect is unknown (-1)
// exactly where JVMS makes it depend on a descriptor or an operand.
func TestOpcodeStackEffects(t *testing.T) {
	unknownPops := map[uint8]bool{OpPutstatic: true, OpPutfield: true, OpInvokevirtual: true, OpInvokespecial: true,
		OpInvokestatic: true, OpInvokeinterface: true, OpInvokedynamic: true, OpWide: true, OpMultianewarray: true}
	unknownPushes := map[uint8]bool{OpGetstatic: true, OpGetfield: true, OpInvokevirtual: true, OpInvokespecial: true,
		OpInvokestatic: true, OpInvokeinterface: true, OpInvokedynamic: true, OpWide: true}
	for op := 0; op <= OpJsrW; op++ {
		info := Opcodes[op]
		if (info.Pops == -1) != unknownPops[uint8(op)] || (info.Pushes == -1) != unknownPushes[uint8(op)] {
			t.Fatalf("%s: pops %d pushes %d", info.Mnemonic, info.Pops, info.Pushes)
		}
		if info.Pops < -1 || info.Pops > 4 || info.Pushes < -1 || info.Pushes > 6 {
			t.Fatalf("%s: pops %d pushes %d out of range", info.Mnemonic, info.Pops, info.Pushes)
		}
	}
	// Spot checks in slots (JVMS 2.6.2).
	for _, c := range []struct {
		op           uint8
		pops, pushes int8
	}{{OpLadd, 4, 2}, {OpLshl, 3, 2}, {OpLcmp, 4, 1}, {OpDup2X2, 4, 6}, {OpLastore, 4, 0}, {OpD2l, 2, 2}, {OpJsr, 0, 1}} {
		if info := Opcodes[c.op]; info.Pops != c.pops || info.Pushes != c.pushes {
			t.Fatalf("%s: pops %d pushes %d, want %d %d", info.Mnemonic, info.Pops, info.Pushes, c.pops, c.pushes)
		}
	}
}

// TestOpcodeConstants parses opcodes.go and checks that each defined
// opcode has a constant named after its mnemonic (if_icmpeq -> OpIfIcmpeq)
// with the opcode's value.
func TestOpcodeConstants(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "opcodes.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	consts := map[string]int64{}
	for _, d := range f.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.CONST {
			continue
		}
		for _, s := range gd.Specs {
			vs := s.(*ast.ValueSpec)
			for i, n := range vs.Names {
				if !strings.HasPrefix(n.Name, "Op") || strings.HasPrefix(n.Name, "Operand") || i >= len(vs.Values) {
					continue
				}
				lit, ok := vs.Values[i].(*ast.BasicLit)
				if !ok {
					t.Fatalf("%s is not a literal", n.Name)
				}
				v, _ := constant.Int64Val(constant.MakeFromLiteral(lit.Value, lit.Kind, 0))
				consts[n.Name] = v
			}
		}
	}
	if len(consts) != 202 {
		t.Fatalf("%d opcode constants, want 202", len(consts))
	}
	for op := 0; op <= OpJsrW; op++ {
		name := "Op"
		for _, part := range strings.Split(Opcodes[op].Mnemonic, "_") {
			name += strings.ToUpper(part[:1]) + part[1:]
		}
		if v, ok := consts[name]; !ok || v != int64(op) {
			t.Fatalf("opcode 0x%02x %s: constant %s = %d, %v", op, Opcodes[op].Mnemonic, name, v, ok)
		}
	}
}

func TestOperandSizes(t *testing.T) {
	for op := 0; op <= OpJsrW; op++ {
		info := Opcodes[op]
		switch info.Operands {
		case OperandTableSwitch, OperandLookupSwitch, OperandWide:
			if info.Operands.Size() != -1 {
				t.Fatalf("%s: variable size is %d", info.Mnemonic, info.Operands.Size())
			}
		default:
			if info.Operands.Size() < 0 {
				t.Fatalf("%s: no size", info.Mnemonic)
			}
		}
	}
}
