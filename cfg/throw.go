package cfg

import cf "gospf/classfile"

// MayThrow reports whether an instruction with opcode op may throw an
// exception of its own (JVMS chapter 6: the instructions with run-time or
// linking exceptions, and athrow). The virtual-machine errors any
// instruction may raise (JVMS 6.3) are not counted: they end a run, not a
// path.
func MayThrow(op uint8) bool {
	switch {
	case op >= cf.OpIaload && op <= cf.OpSaload, op >= cf.OpIastore && op <= cf.OpSastore:
		return true // NullPointerException, ArrayIndexOutOfBounds, ArrayStore
	}
	switch op {
	case cf.OpIdiv, cf.OpIrem, cf.OpLdiv, cf.OpLrem, // ArithmeticException
		cf.OpLdc, cf.OpLdcW, cf.OpLdc2W, // resolution of class and dynamic constants
		cf.OpGetstatic, cf.OpPutstatic, cf.OpGetfield, cf.OpPutfield,
		cf.OpInvokevirtual, cf.OpInvokespecial, cf.OpInvokestatic, cf.OpInvokeinterface, cf.OpInvokedynamic,
		cf.OpNew, cf.OpNewarray, cf.OpAnewarray, cf.OpMultianewarray, cf.OpArraylength,
		cf.OpAthrow, cf.OpCheckcast, cf.OpInstanceof, cf.OpMonitorenter, cf.OpMonitorexit:
		return true
	}
	return false
}
