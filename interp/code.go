package interp

import (
	"fmt"

	"gospf/classfile"
)

// insn is one decoded instruction, with branch targets as instruction
// indices and constant-pool entries resolved on first execution.
type insn struct {
	op  uint8
	a   int32 // operand; branch targets are instruction indices
	b   int32
	pc  int32 // bytecode offset, for messages, line numbers and handlers
	sw  *switchTable
	ref any // resolved constant-pool entry (cached, not path state)
}

type switchTable struct {
	keys    []int32 // ascending
	targets []int32 // instruction indices
	def     int32
}

// handler is an exception-table entry over instruction indices.
type handler struct {
	start, end, target int
	catchType          string
	class              *Class // resolved on first use
}

// prepare decodes m's bytecode once.
func (m *Method) prepare() error {
	if m.code != nil {
		return nil
	}
	if m.Code == nil {
		return fmt.Errorf("%s has no code", m)
	}
	ins, err := classfile.Decode(m.Code.Bytecode)
	if err != nil {
		return fmt.Errorf("%s: %w", m, err)
	}
	index := make(map[int]int32, len(ins))
	for i, in := range ins {
		index[in.PC] = int32(i)
	}
	idx := func(pc int) (int32, error) {
		i, ok := index[pc]
		if !ok {
			return 0, fmt.Errorf("%s: branch target %d is not an instruction", m, pc)
		}
		return i, nil
	}
	code := make([]insn, len(ins))
	for i, in := range ins {
		c := insn{op: in.Op, a: in.A, b: in.B, pc: int32(in.PC)}
		switch {
		case in.Switch != nil:
			t := &switchTable{keys: in.Switch.Keys, targets: make([]int32, len(in.Switch.Targets))}
			if t.def, err = idx(in.Switch.Default); err != nil {
				return err
			}
			for j, tg := range in.Switch.Targets {
				if t.targets[j], err = idx(tg); err != nil {
					return err
				}
			}
			c.sw = t
		case isJump(in.Op):
			if c.a, err = idx(int(in.A)); err != nil {
				return err
			}
		}
		code[i] = c
	}
	end := len(ins)
	for _, h := range m.Code.Handlers {
		s, err1 := idx(int(h.StartPC))
		t, err2 := idx(int(h.HandlerPC))
		e := int32(end)
		if int(h.EndPC) < len(m.Code.Bytecode) {
			var err3 error
			e, err3 = idx(int(h.EndPC))
			if err3 != nil {
				return err3
			}
		}
		if err1 != nil || err2 != nil {
			return fmt.Errorf("%s: bad exception table entry", m)
		}
		m.handlers = append(m.handlers, handler{start: int(s), end: int(e), target: int(t), catchType: h.CatchType})
	}
	m.code = code
	return nil
}

func isJump(op uint8) bool {
	switch op {
	case classfile.OpIfeq, classfile.OpIfne, classfile.OpIflt, classfile.OpIfge, classfile.OpIfgt, classfile.OpIfle,
		classfile.OpIfIcmpeq, classfile.OpIfIcmpne, classfile.OpIfIcmplt, classfile.OpIfIcmpge, classfile.OpIfIcmpgt,
		classfile.OpIfIcmple, classfile.OpIfAcmpeq, classfile.OpIfAcmpne, classfile.OpGoto, classfile.OpJsr,
		classfile.OpIfnull, classfile.OpIfnonnull, classfile.OpGotoW, classfile.OpJsrW:
		return true
	}
	return false
}
