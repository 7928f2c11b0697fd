package classfile

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// code assembles a code array from bytes and the operand helpers below.
func code(parts ...any) []byte {
	var b []byte
	for _, p := range parts {
		switch v := p.(type) {
		case int:
			b = append(b, byte(v))
		case []byte:
			b = append(b, v...)
		default:
			panic(fmt.Sprintf("code: bad part %T", p))
		}
	}
	return b
}

func s2(v int) []byte { return []byte{byte(v >> 8), byte(v)} }
func s4(v int) []byte { return []byte{byte(v >> 24), byte(v >> 16), byte(v >> 8), byte(v)} }

// pad returns the switch padding for a switch opcode at pc.
func pad(pc int) []byte { return make([]byte, 3-pc%4) }

func TestDecodeOperands(t *testing.T) {
	c := code(
		OpBipush, -1&0xff, // 0
		OpSipush, s2(-300), // 2
		OpIinc, 7, -2&0xff, // 5
		OpWide, OpIload, s2(258), // 8
		OpWide, OpIinc, s2(1), s2(-1000), // 12
		OpNewarray, TInt, // 18
		OpMultianewarray, s2(9), 3, // 20
		OpInvokeinterface, s2(11), 2, 0, // 24
		OpInvokedynamic, s2(12), 0, 0, // 29
		OpLdc, 200, // 34
		OpLdc2W, s2(513), // 36
		OpGoto, s2(-39), // 39: back to 0
		OpGotoW, s4(-42), // 42: back to 0
		OpReturn, // 47
	)
	insns, err := Decode(c)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, in := range insns {
		s := fmt.Sprintf("%d:%s", in.PC, Opcodes[in.Op].Mnemonic)
		if in.Wide {
			s += "/wide"
		}
		got = append(got, fmt.Sprintf("%s(%d,%d)len%d", s, in.A, in.B, in.Len))
	}
	want := "0:bipush(-1,0)len2 2:sipush(-300,0)len3 5:iinc(7,-2)len3 8:iload/wide(258,0)len4 " +
		"12:iinc/wide(1,-1000)len6 18:newarray(10,0)len2 20:multianewarray(9,3)len4 " +
		"24:invokeinterface(11,2)len5 29:invokedynamic(12,0)len5 34:ldc(200,0)len2 36:ldc2_w(513,0)len3 " +
		"39:goto(0,0)len3 42:goto_w(0,0)len5 47:return(0,0)len1"
	if s := strings.Join(got, " "); s != want {
		t.Fatalf("got  %s\nwant %s", s, want)
	}
}

// TestDecodeSwitchPadding puts each switch at the four alignments.
func TestDecodeSwitchPadding(t *testing.T) {
	for lead := 0; lead < 4; lead++ {
		pc := lead
		nops := make([]byte, lead) // nop is 0
		// tableswitch 10..12 -> three returns after it, default too.
		tlen := 1 + len(pad(pc)) + 12 + 12
		end := pc + tlen
		c := code(nops, OpTableswitch, pad(pc), s4(end+3-pc), s4(10), s4(12),
			s4(end-pc), s4(end+1-pc), s4(end+2-pc),
			OpIreturn, OpIreturn, OpIreturn, OpReturn)
		insns, err := Decode(c)
		if err != nil {
			t.Fatalf("lead %d: %v", lead, err)
		}
		sw := insns[lead]
		if sw.Op != OpTableswitch || sw.PC != pc || sw.Len != tlen {
			t.Fatalf("lead %d: got %+v", lead, sw)
		}
		if got, want := fmt.Sprint(sw.Switch.Keys, sw.Switch.Targets, sw.Switch.Default), fmt.Sprint([]int32{10, 11, 12}, []int{end, end + 1, end + 2}, end+3); got != want {
			t.Fatalf("lead %d: switch %s, want %s", lead, got, want)
		}

		llen := 1 + len(pad(pc)) + 8 + 16
		end = pc + llen
		c = code(nops, OpLookupswitch, pad(pc), s4(end-pc), s4(2), s4(-7), s4(end+1-pc), s4(1<<20), s4(end-pc),
			OpReturn, OpReturn)
		insns, err = Decode(c)
		if err != nil {
			t.Fatalf("lead %d: %v", lead, err)
		}
		sw = insns[lead]
		if sw.Op != OpLookupswitch || sw.Len != llen {
			t.Fatalf("lead %d: got %+v", lead, sw)
		}
		if got, want := fmt.Sprint(sw.Switch.Keys, sw.Switch.Targets, sw.Switch.Default), fmt.Sprint([]int32{-7, 1 << 20}, []int{end + 1, end}, end); got != want {
			t.Fatalf("lead %d: switch %s, want %s", lead, got, want)
		}
	}
	// An empty lookupswitch is legal.
	if _, err := Decode(code(OpLookupswitch, pad(0), s4(12), s4(0), OpReturn)); err != nil {
		t.Fatal(err)
	}
}

func TestDecodeErrors(t *testing.T) {
	tests := []struct {
		name string
		code []byte
		pc   int
		msg  string
	}{
		{"undefined", code(OpNop, 0xca), 1, "undefined opcode 0xca"},
		{"impdep2", code(0xff), 0, "undefined opcode 0xff"},
		{"truncated sipush", code(OpNop, OpSipush, 1), 1, "sipush truncated"},
		{"truncated goto_w", code(OpGotoW, 0, 0, 0), 0, "goto_w truncated"},
		{"goto before code", code(OpGoto, s2(-1)), 0, "goto target -1 outside"},
		{"goto past code", code(OpGoto, s2(3)), 0, "goto target 3 outside"},
		{"goto_w far", code(OpGotoW, s4(-1<<31)), 0, "outside"},
		{"goto mid-instruction", code(OpGoto, s2(4), OpSipush, s2(0), OpReturn), 0, "goto target 4 is not the start"},
		{"ifeq to itself is fine, mid is not", code(OpIconst0, OpIfeq, s2(1), OpReturn), 1, "ifeq target 2 is not the start"},
		{"wide nop", code(OpWide, OpNop, 0, 0), 0, "wide cannot modify opcode 0x00"},
		{"wide goto", code(OpWide, OpGoto, 0, 0), 0, "wide cannot modify"},
		{"wide truncated", code(OpWide), 0, "wide truncated"},
		{"wide iinc truncated", code(OpWide, OpIinc, 0, 1, 0), 0, "wide iinc truncated"},
		{"newarray atype", code(OpNewarray, 3), 0, "invalid array type 3"},
		{"invokeinterface count", code(OpInvokeinterface, s2(1), 0, 0), 0, "invokeinterface: count 0"},
		{"invokeinterface zero byte", code(OpInvokeinterface, s2(1), 1, 1), 0, "invokeinterface"},
		{"invokedynamic zero bytes", code(OpInvokedynamic, s2(1), 0, 1), 0, "must be zero"},
		{"multianewarray dims", code(OpMultianewarray, s2(1), 0), 0, "zero dimensions"},
		{"tableswitch low>high", code(OpTableswitch, pad(0), s4(0), s4(5), s4(4)), 0, "low 5 > high 4"},
		{"tableswitch huge", code(OpTableswitch, pad(0), s4(0), s4(-1<<31), s4(1<<31-1)), 0, "exceed the code"},
		{"tableswitch truncated", code(OpTableswitch, pad(0), s4(0), s4(0)), 0, "truncated"},
		{"tableswitch target", code(OpTableswitch, pad(0), s4(0), s4(0), s4(0), s4(99)), 0, "target for key 0 outside"},
		{"tableswitch default", code(OpTableswitch, pad(0), s4(-4), s4(0), s4(0), s4(0)), 0, "default target outside"},
		{"lookupswitch unsorted", code(OpLookupswitch, pad(0), s4(0), s4(2), s4(5), s4(0), s4(4), s4(0)), 0, "not strictly ascending (4 after 5)"},
		{"lookupswitch duplicate", code(OpLookupswitch, pad(0), s4(0), s4(2), s4(5), s4(0), s4(5), s4(0)), 0, "not strictly ascending"},
		{"lookupswitch negative", code(OpLookupswitch, pad(0), s4(0), s4(-1)), 0, "negative npairs"},
		{"lookupswitch huge", code(OpLookupswitch, pad(0), s4(0), s4(1<<31-1)), 0, "exceed the code"},
		{"lookupswitch mid target", code(OpLookupswitch, pad(0), s4(0), s4(1), s4(1), s4(1)), 0, "lookupswitch target 1 is not the start"},
	}
	for _, tt := range tests {
		_, err := Decode(tt.code)
		var fe *FormatError
		if !errors.As(err, &fe) {
			t.Fatalf("%s: got %v, want a FormatError", tt.name, err)
		}
		if fe.Offset != tt.pc || !strings.Contains(fe.Msg, tt.msg) {
			t.Fatalf("%s: got %v, want offset %d and %q", tt.name, err, tt.pc, tt.msg)
		}
	}
}

func TestDecodeEmpty(t *testing.T) {
	insns, err := Decode(nil)
	if err != nil || len(insns) != 0 {
		t.Fatalf("Decode(nil) = %v, %v", insns, err)
	}
}

func TestCodeDecodeHandlers(t *testing.T) {
	bytecode := code(OpSipush, s2(1), OpPop, OpReturn) // pcs 0, 3, 4
	tests := []struct {
		h  Handler
		ok bool
	}{
		{Handler{0, 4, 3, ""}, true},
		{Handler{0, 5, 4, "java/lang/Throwable"}, true}, // end_pc may be the code length
		{Handler{1, 4, 3, ""}, false},
		{Handler{0, 2, 3, ""}, false},
		{Handler{0, 3, 2, ""}, false},
	}
	for _, tt := range tests {
		c := &Code{Bytecode: bytecode, Handlers: []Handler{tt.h}}
		_, err := c.Decode()
		if (err == nil) != tt.ok {
			t.Fatalf("%+v: got %v", tt.h, err)
		}
	}
}
