package classfile

import (
	"fmt"
	"slices"
)

// Decode decodes a code array (JVMS 4.7.3, chapter 6) into instructions in
// pc order. Branch and switch targets are made absolute and must be the
// start of an instruction in code. It also enforces the operand rules of
// JVMS 4.9.1 that need no constant pool: newarray's atype is 4..11,
// multianewarray has at least one dimension, invokeinterface's count is
// not zero and its fourth operand byte and invokedynamic's third and fourth
// are zero, wide modifies only a load, store, ret or iinc, tableswitch has
// low <= high, and lookupswitch keys are strictly ascending.
//
// Errors are *FormatError whose Offset is the pc of the offending
// instruction. Decode never panics.
func Decode(code []byte) ([]Instruction, error) {
	insns := make([]Instruction, 0, len(code)/2+1)
	for pc := 0; pc < len(code); {
		in, err := decodeAt(code, pc)
		if err != nil {
			return nil, err
		}
		insns = append(insns, in)
		pc += in.Len
	}
	starts := make([]uint64, (len(code)+63)/64)
	for _, in := range insns {
		starts[in.PC/64] |= 1 << (in.PC % 64)
	}
	isStart := func(t int) bool { return starts[t/64]&(1<<(t%64)) != 0 }
	for _, in := range insns {
		switch {
		case in.Switch != nil:
			if !isStart(in.Switch.Default) {
				return nil, notBoundary(in, in.Switch.Default)
			}
			for _, t := range in.Switch.Targets {
				if !isStart(t) {
					return nil, notBoundary(in, t)
				}
			}
		case !in.Wide && isBranch(Opcodes[in.Op].Operands):
			if !isStart(int(in.A)) {
				return nil, notBoundary(in, int(in.A))
			}
		}
	}
	return insns, nil
}

func isBranch(k OperandKind) bool { return k == OperandBranch2 || k == OperandBranch4 }

func notBoundary(in Instruction, target int) error {
	return &FormatError{Offset: in.PC, Msg: fmt.Sprintf("%s target %d is not the start of an instruction", Opcodes[in.Op].Mnemonic, target)}
}

// be16 and be32 read big-endian operands; callers have checked bounds.
func be16(b []byte, i int) uint16 { return uint16(b[i])<<8 | uint16(b[i+1]) }
func be32(b []byte, i int) uint32 {
	return uint32(b[i])<<24 | uint32(b[i+1])<<16 | uint32(b[i+2])<<8 | uint32(b[i+3])
}

// decodeAt decodes the instruction at pc, which is inside code.
func decodeAt(code []byte, pc int) (Instruction, error) {
	op := code[pc]
	info := &Opcodes[op]
	in := Instruction{PC: pc, Op: op}
	fail := func(format string, args ...any) (Instruction, error) {
		return Instruction{}, &FormatError{Offset: pc, Msg: fmt.Sprintf(format, args...)}
	}
	if info.Mnemonic == "" {
		return fail("undefined opcode 0x%02x", op)
	}
	if n := info.Operands.Size(); n >= 0 {
		if pc+1+n > len(code) {
			return fail("%s truncated: needs %d operand bytes, %d left", info.Mnemonic, n, len(code)-pc-1)
		}
		in.Len = 1 + n
	}
	// target checks and converts a relative branch offset.
	target := func(off int64) (int, bool) {
		t := int64(pc) + off
		return int(t), t >= 0 && t < int64(len(code))
	}
	switch info.Operands {
	case OperandLocal, OperandCP1:
		in.A = int32(code[pc+1])
	case OperandByte:
		in.A = int32(int8(code[pc+1]))
	case OperandShort:
		in.A = int32(int16(be16(code, pc+1)))
	case OperandCP2:
		in.A = int32(be16(code, pc+1))
	case OperandIinc:
		in.A = int32(code[pc+1])
		in.B = int32(int8(code[pc+2]))
	case OperandBranch2, OperandBranch4:
		var off int64
		if info.Operands == OperandBranch2 {
			off = int64(int16(be16(code, pc+1)))
		} else {
			off = int64(int32(be32(code, pc+1)))
		}
		t, ok := target(off)
		if !ok {
			return fail("%s target %d outside the code (length %d)", info.Mnemonic, int64(pc)+off, len(code))
		}
		in.A = int32(t)
	case OperandAtype:
		in.A = int32(code[pc+1])
		if in.A < TBoolean || in.A > TLong {
			return fail("newarray: invalid array type %d", in.A)
		}
	case OperandInvokeInterface:
		in.A = int32(be16(code, pc+1))
		in.B = int32(code[pc+3])
		if in.B == 0 || code[pc+4] != 0 {
			return fail("invokeinterface: count %d and fourth operand byte %d (want nonzero and 0)", in.B, code[pc+4])
		}
	case OperandInvokeDynamic:
		in.A = int32(be16(code, pc+1))
		if code[pc+3] != 0 || code[pc+4] != 0 {
			return fail("invokedynamic: operand bytes 3 and 4 must be zero")
		}
	case OperandMultiANewArray:
		in.A = int32(be16(code, pc+1))
		in.B = int32(code[pc+3])
		if in.B == 0 {
			return fail("multianewarray: zero dimensions")
		}
	case OperandWide:
		return decodeWide(code, pc)
	case OperandTableSwitch, OperandLookupSwitch:
		return decodeSwitch(code, pc, target)
	}
	return in, nil
}

// decodeWide decodes wide and the instruction it modifies (JVMS 6.5 wide).
func decodeWide(code []byte, pc int) (Instruction, error) {
	fail := func(format string, args ...any) (Instruction, error) {
		return Instruction{}, &FormatError{Offset: pc, Msg: fmt.Sprintf(format, args...)}
	}
	if pc+1 >= len(code) {
		return fail("wide truncated: no modified opcode")
	}
	op := code[pc+1]
	in := Instruction{PC: pc, Op: op, Wide: true}
	switch {
	case op >= OpIload && op <= OpAload, op >= OpIstore && op <= OpAstore, op == OpRet:
		in.Len = 4
	case op == OpIinc:
		in.Len = 6
	default:
		return fail("wide cannot modify opcode 0x%02x", op)
	}
	if pc+in.Len > len(code) {
		return fail("wide %s truncated", Opcodes[op].Mnemonic)
	}
	in.A = int32(be16(code, pc+2))
	if op == OpIinc {
		in.B = int32(int16(be16(code, pc+4)))
	}
	return in, nil
}

// decodeSwitch decodes tableswitch or lookupswitch (JVMS 6.5). The 0..3
// padding bytes align the default offset to a multiple of four from the
// start of the code array.
func decodeSwitch(code []byte, pc int, target func(int64) (int, bool)) (Instruction, error) {
	op := code[pc]
	name := Opcodes[op].Mnemonic
	fail := func(format string, args ...any) (Instruction, error) {
		return Instruction{}, &FormatError{Offset: pc, Msg: name + ": " + fmt.Sprintf(format, args...)}
	}
	p := (pc + 4) &^ 3
	if p+8 > len(code) || (op == OpTableswitch && p+12 > len(code)) {
		return fail("truncated")
	}
	sw := &Switch{}
	var ok bool
	if sw.Default, ok = target(int64(int32(be32(code, p)))); !ok {
		return fail("default target outside the code")
	}
	var end int
	if op == OpTableswitch {
		low := int32(be32(code, p+4))
		high := int32(be32(code, p+8))
		if low > high {
			return fail("low %d > high %d", low, high)
		}
		n := int64(high) - int64(low) + 1
		if int64(p)+12+4*n > int64(len(code)) {
			return fail("%d jump offsets exceed the code", n)
		}
		sw.Keys = make([]int32, n)
		sw.Targets = make([]int, n)
		for i := range sw.Keys {
			sw.Keys[i] = low + int32(i)
			if sw.Targets[i], ok = target(int64(int32(be32(code, p+12+4*i)))); !ok {
				return fail("target for key %d outside the code", sw.Keys[i])
			}
		}
		end = p + 12 + 4*int(n)
	} else {
		npairs := int64(int32(be32(code, p+4)))
		if npairs < 0 {
			return fail("negative npairs %d", npairs)
		}
		if int64(p)+8+8*npairs > int64(len(code)) {
			return fail("%d match-offset pairs exceed the code", npairs)
		}
		sw.Keys = make([]int32, npairs)
		sw.Targets = make([]int, npairs)
		for i := range sw.Keys {
			q := p + 8 + 8*i
			sw.Keys[i] = int32(be32(code, q))
			if i > 0 && sw.Keys[i] <= sw.Keys[i-1] {
				return fail("keys not strictly ascending (%d after %d)", sw.Keys[i], sw.Keys[i-1])
			}
			if sw.Targets[i], ok = target(int64(int32(be32(code, q+4)))); !ok {
				return fail("target for key %d outside the code", sw.Keys[i])
			}
		}
		end = p + 8 + 8*int(npairs)
	}
	return Instruction{PC: pc, Op: op, Len: end - pc, Switch: sw}, nil
}

// Decode decodes c.Bytecode as the package-level Decode does and also
// checks that every exception handler's start_pc and handler_pc are the
// start of an instruction and its end_pc is one or the code length (JVMS
// 4.7.3). Parse checks only that these lie within the code.
func (c *Code) Decode() ([]Instruction, error) {
	insns, err := Decode(c.Bytecode)
	if err != nil {
		return nil, err
	}
	isStart := func(pc uint16) bool {
		_, ok := slices.BinarySearchFunc(insns, int(pc), func(in Instruction, pc int) int { return in.PC - pc })
		return ok
	}
	for i, h := range c.Handlers {
		if !isStart(h.StartPC) || !isStart(h.HandlerPC) || (int(h.EndPC) != len(c.Bytecode) && !isStart(h.EndPC)) {
			return nil, &FormatError{Offset: int(h.StartPC), Msg: fmt.Sprintf("exception table entry %d [%d, %d) handler %d: not on instruction boundaries",
				i, h.StartPC, h.EndPC, h.HandlerPC)}
		}
	}
	return insns, nil
}
