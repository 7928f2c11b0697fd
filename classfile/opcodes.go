package classfile

// OperandKind is the layout of an instruction's operands in the code array
// (JVMS 6.5). Decode reads operands by kind, so adding an opcode means
// adding one table row.
type OperandKind uint8

const (
	OperandNone            OperandKind = iota // no operands
	OperandLocal                              // u1 local index; u2 after wide
	OperandByte                               // s1 immediate (bipush)
	OperandShort                              // s2 immediate (sipush)
	OperandCP1                                // u1 constant-pool index (ldc)
	OperandCP2                                // u2 constant-pool index
	OperandIinc                               // u1 local index, s1 increment; u2, s2 after wide
	OperandBranch2                            // s2 branch offset
	OperandBranch4                            // s4 branch offset (goto_w, jsr_w)
	OperandAtype                              // u1 primitive array type (newarray)
	OperandInvokeInterface                    // u2 index, u1 count, u1 zero
	OperandInvokeDynamic                      // u2 index, two zero bytes
	OperandMultiANewArray                     // u2 index, u1 dimensions
	OperandTableSwitch                        // padding, default, low, high, offsets
	OperandLookupSwitch                       // padding, default, npairs, match-offset pairs
	OperandWide                               // a modified opcode and its widened operands
)

// Size returns the number of operand bytes that follow the opcode, or -1
// for the variable-length kinds (switches and wide).
func (k OperandKind) Size() int {
	switch k {
	case OperandNone:
		return 0
	case OperandLocal, OperandByte, OperandCP1, OperandAtype:
		return 1
	case OperandShort, OperandCP2, OperandIinc, OperandBranch2:
		return 2
	case OperandMultiANewArray:
		return 3
	case OperandBranch4, OperandInvokeInterface, OperandInvokeDynamic:
		return 4
	}
	return -1
}

// OpInfo describes one opcode.
//
// Pops and Pushes count operand-stack slots, as max_stack does (JVMS
// 2.6.2): long and double values take two slots, so dup2 pops 2 and pushes
// 4 whatever it copies. They are -1 where the count depends on a
// descriptor or an operand (field access, invokes, multianewarray, wide).
// For returns and athrow, Pops counts only the value handed over; the rest
// of the frame is discarded.
type OpInfo struct {
	Mnemonic string // JVMS name, "" for an undefined opcode
	Operands OperandKind
	Pops     int8
	Pushes   int8
}

// Primitive array types of newarray (JVMS 6.5 newarray, table 6.5.newarray-A).
const (
	TBoolean = 4
	TChar    = 5
	TFloat   = 6
	TDouble  = 7
	TByte    = 8
	TShort   = 9
	TInt     = 10
	TLong    = 11
)

// Opcodes (JVMS 6.5, table 7.1), named after the JVMS mnemonics.
const (
	OpNop             = 0x00
	OpAconstNull      = 0x01
	OpIconstM1        = 0x02
	OpIconst0         = 0x03
	OpIconst1         = 0x04
	OpIconst2         = 0x05
	OpIconst3         = 0x06
	OpIconst4         = 0x07
	OpIconst5         = 0x08
	OpLconst0         = 0x09
	OpLconst1         = 0x0a
	OpFconst0         = 0x0b
	OpFconst1         = 0x0c
	OpFconst2         = 0x0d
	OpDconst0         = 0x0e
	OpDconst1         = 0x0f
	OpBipush          = 0x10
	OpSipush          = 0x11
	OpLdc             = 0x12
	OpLdcW            = 0x13
	OpLdc2W           = 0x14
	OpIload           = 0x15
	OpLload           = 0x16
	OpFload           = 0x17
	OpDload           = 0x18
	OpAload           = 0x19
	OpIload0          = 0x1a
	OpIload1          = 0x1b
	OpIload2          = 0x1c
	OpIload3          = 0x1d
	OpLload0          = 0x1e
	OpLload1          = 0x1f
	OpLload2          = 0x20
	OpLload3          = 0x21
	OpFload0          = 0x22
	OpFload1          = 0x23
	OpFload2          = 0x24
	OpFload3          = 0x25
	OpDload0          = 0x26
	OpDload1          = 0x27
	OpDload2          = 0x28
	OpDload3          = 0x29
	OpAload0          = 0x2a
	OpAload1          = 0x2b
	OpAload2          = 0x2c
	OpAload3          = 0x2d
	OpIaload          = 0x2e
	OpLaload          = 0x2f
	OpFaload          = 0x30
	OpDaload          = 0x31
	OpAaload          = 0x32
	OpBaload          = 0x33
	OpCaload          = 0x34
	OpSaload          = 0x35
	OpIstore          = 0x36
	OpLstore          = 0x37
	OpFstore          = 0x38
	OpDstore          = 0x39
	OpAstore          = 0x3a
	OpIstore0         = 0x3b
	OpIstore1         = 0x3c
	OpIstore2         = 0x3d
	OpIstore3         = 0x3e
	OpLstore0         = 0x3f
	OpLstore1         = 0x40
	OpLstore2         = 0x41
	OpLstore3         = 0x42
	OpFstore0         = 0x43
	OpFstore1         = 0x44
	OpFstore2         = 0x45
	OpFstore3         = 0x46
	OpDstore0         = 0x47
	OpDstore1         = 0x48
	OpDstore2         = 0x49
	OpDstore3         = 0x4a
	OpAstore0         = 0x4b
	OpAstore1         = 0x4c
	OpAstore2         = 0x4d
	OpAstore3         = 0x4e
	OpIastore         = 0x4f
	OpLastore         = 0x50
	OpFastore         = 0x51
	OpDastore         = 0x52
	OpAastore         = 0x53
	OpBastore         = 0x54
	OpCastore         = 0x55
	OpSastore         = 0x56
	OpPop             = 0x57
	OpPop2            = 0x58
	OpDup             = 0x59
	OpDupX1           = 0x5a
	OpDupX2           = 0x5b
	OpDup2            = 0x5c
	OpDup2X1          = 0x5d
	OpDup2X2          = 0x5e
	OpSwap            = 0x5f
	OpIadd            = 0x60
	OpLadd            = 0x61
	OpFadd            = 0x62
	OpDadd            = 0x63
	OpIsub            = 0x64
	OpLsub            = 0x65
	OpFsub            = 0x66
	OpDsub            = 0x67
	OpImul            = 0x68
	OpLmul            = 0x69
	OpFmul            = 0x6a
	OpDmul            = 0x6b
	OpIdiv            = 0x6c
	OpLdiv            = 0x6d
	OpFdiv            = 0x6e
	OpDdiv            = 0x6f
	OpIrem            = 0x70
	OpLrem            = 0x71
	OpFrem            = 0x72
	OpDrem            = 0x73
	OpIneg            = 0x74
	OpLneg            = 0x75
	OpFneg            = 0x76
	OpDneg            = 0x77
	OpIshl            = 0x78
	OpLshl            = 0x79
	OpIshr            = 0x7a
	OpLshr            = 0x7b
	OpIushr           = 0x7c
	OpLushr           = 0x7d
	OpIand            = 0x7e
	OpLand            = 0x7f
	OpIor             = 0x80
	OpLor             = 0x81
	OpIxor            = 0x82
	OpLxor            = 0x83
	OpIinc            = 0x84
	OpI2l             = 0x85
	OpI2f             = 0x86
	OpI2d             = 0x87
	OpL2i             = 0x88
	OpL2f             = 0x89
	OpL2d             = 0x8a
	OpF2i             = 0x8b
	OpF2l             = 0x8c
	OpF2d             = 0x8d
	OpD2i             = 0x8e
	OpD2l             = 0x8f
	OpD2f             = 0x90
	OpI2b             = 0x91
	OpI2c             = 0x92
	OpI2s             = 0x93
	OpLcmp            = 0x94
	OpFcmpl           = 0x95
	OpFcmpg           = 0x96
	OpDcmpl           = 0x97
	OpDcmpg           = 0x98
	OpIfeq            = 0x99
	OpIfne            = 0x9a
	OpIflt            = 0x9b
	OpIfge            = 0x9c
	OpIfgt            = 0x9d
	OpIfle            = 0x9e
	OpIfIcmpeq        = 0x9f
	OpIfIcmpne        = 0xa0
	OpIfIcmplt        = 0xa1
	OpIfIcmpge        = 0xa2
	OpIfIcmpgt        = 0xa3
	OpIfIcmple        = 0xa4
	OpIfAcmpeq        = 0xa5
	OpIfAcmpne        = 0xa6
	OpGoto            = 0xa7
	OpJsr             = 0xa8
	OpRet             = 0xa9
	OpTableswitch     = 0xaa
	OpLookupswitch    = 0xab
	OpIreturn         = 0xac
	OpLreturn         = 0xad
	OpFreturn         = 0xae
	OpDreturn         = 0xaf
	OpAreturn         = 0xb0
	OpReturn          = 0xb1
	OpGetstatic       = 0xb2
	OpPutstatic       = 0xb3
	OpGetfield        = 0xb4
	OpPutfield        = 0xb5
	OpInvokevirtual   = 0xb6
	OpInvokespecial   = 0xb7
	OpInvokestatic    = 0xb8
	OpInvokeinterface = 0xb9
	OpInvokedynamic   = 0xba
	OpNew             = 0xbb
	OpNewarray        = 0xbc
	OpAnewarray       = 0xbd
	OpArraylength     = 0xbe
	OpAthrow          = 0xbf
	OpCheckcast       = 0xc0
	OpInstanceof      = 0xc1
	OpMonitorenter    = 0xc2
	OpMonitorexit     = 0xc3
	OpWide            = 0xc4
	OpMultianewarray  = 0xc5
	OpIfnull          = 0xc6
	OpIfnonnull       = 0xc7
	OpGotoW           = 0xc8
	OpJsrW            = 0xc9
)

// Opcodes describes every opcode; undefined ones (0xca..0xff, including
// the reserved breakpoint, impdep1 and impdep2) have an empty Mnemonic.
var Opcodes = [256]OpInfo{
	OpNop:             {"nop", OperandNone, 0, 0},
	OpAconstNull:      {"aconst_null", OperandNone, 0, 1},
	OpIconstM1:        {"iconst_m1", OperandNone, 0, 1},
	OpIconst0:         {"iconst_0", OperandNone, 0, 1},
	OpIconst1:         {"iconst_1", OperandNone, 0, 1},
	OpIconst2:         {"iconst_2", OperandNone, 0, 1},
	OpIconst3:         {"iconst_3", OperandNone, 0, 1},
	OpIconst4:         {"iconst_4", OperandNone, 0, 1},
	OpIconst5:         {"iconst_5", OperandNone, 0, 1},
	OpLconst0:         {"lconst_0", OperandNone, 0, 2},
	OpLconst1:         {"lconst_1", OperandNone, 0, 2},
	OpFconst0:         {"fconst_0", OperandNone, 0, 1},
	OpFconst1:         {"fconst_1", OperandNone, 0, 1},
	OpFconst2:         {"fconst_2", OperandNone, 0, 1},
	OpDconst0:         {"dconst_0", OperandNone, 0, 2},
	OpDconst1:         {"dconst_1", OperandNone, 0, 2},
	OpBipush:          {"bipush", OperandByte, 0, 1},
	OpSipush:          {"sipush", OperandShort, 0, 1},
	OpLdc:             {"ldc", OperandCP1, 0, 1},
	OpLdcW:            {"ldc_w", OperandCP2, 0, 1},
	OpLdc2W:           {"ldc2_w", OperandCP2, 0, 2},
	OpIload:           {"iload", OperandLocal, 0, 1},
	OpLload:           {"lload", OperandLocal, 0, 2},
	OpFload:           {"fload", OperandLocal, 0, 1},
	OpDload:           {"dload", OperandLocal, 0, 2},
	OpAload:           {"aload", OperandLocal, 0, 1},
	OpIload0:          {"iload_0", OperandNone, 0, 1},
	OpIload1:          {"iload_1", OperandNone, 0, 1},
	OpIload2:          {"iload_2", OperandNone, 0, 1},
	OpIload3:          {"iload_3", OperandNone, 0, 1},
	OpLload0:          {"lload_0", OperandNone, 0, 2},
	OpLload1:          {"lload_1", OperandNone, 0, 2},
	OpLload2:          {"lload_2", OperandNone, 0, 2},
	OpLload3:          {"lload_3", OperandNone, 0, 2},
	OpFload0:          {"fload_0", OperandNone, 0, 1},
	OpFload1:          {"fload_1", OperandNone, 0, 1},
	OpFload2:          {"fload_2", OperandNone, 0, 1},
	OpFload3:          {"fload_3", OperandNone, 0, 1},
	OpDload0:          {"dload_0", OperandNone, 0, 2},
	OpDload1:          {"dload_1", OperandNone, 0, 2},
	OpDload2:          {"dload_2", OperandNone, 0, 2},
	OpDload3:          {"dload_3", OperandNone, 0, 2},
	OpAload0:          {"aload_0", OperandNone, 0, 1},
	OpAload1:          {"aload_1", OperandNone, 0, 1},
	OpAload2:          {"aload_2", OperandNone, 0, 1},
	OpAload3:          {"aload_3", OperandNone, 0, 1},
	OpIaload:          {"iaload", OperandNone, 2, 1},
	OpLaload:          {"laload", OperandNone, 2, 2},
	OpFaload:          {"faload", OperandNone, 2, 1},
	OpDaload:          {"daload", OperandNone, 2, 2},
	OpAaload:          {"aaload", OperandNone, 2, 1},
	OpBaload:          {"baload", OperandNone, 2, 1},
	OpCaload:          {"caload", OperandNone, 2, 1},
	OpSaload:          {"saload", OperandNone, 2, 1},
	OpIstore:          {"istore", OperandLocal, 1, 0},
	OpLstore:          {"lstore", OperandLocal, 2, 0},
	OpFstore:          {"fstore", OperandLocal, 1, 0},
	OpDstore:          {"dstore", OperandLocal, 2, 0},
	OpAstore:          {"astore", OperandLocal, 1, 0},
	OpIstore0:         {"istore_0", OperandNone, 1, 0},
	OpIstore1:         {"istore_1", OperandNone, 1, 0},
	OpIstore2:         {"istore_2", OperandNone, 1, 0},
	OpIstore3:         {"istore_3", OperandNone, 1, 0},
	OpLstore0:         {"lstore_0", OperandNone, 2, 0},
	OpLstore1:         {"lstore_1", OperandNone, 2, 0},
	OpLstore2:         {"lstore_2", OperandNone, 2, 0},
	OpLstore3:         {"lstore_3", OperandNone, 2, 0},
	OpFstore0:         {"fstore_0", OperandNone, 1, 0},
	OpFstore1:         {"fstore_1", OperandNone, 1, 0},
	OpFstore2:         {"fstore_2", OperandNone, 1, 0},
	OpFstore3:         {"fstore_3", OperandNone, 1, 0},
	OpDstore0:         {"dstore_0", OperandNone, 2, 0},
	OpDstore1:         {"dstore_1", OperandNone, 2, 0},
	OpDstore2:         {"dstore_2", OperandNone, 2, 0},
	OpDstore3:         {"dstore_3", OperandNone, 2, 0},
	OpAstore0:         {"astore_0", OperandNone, 1, 0},
	OpAstore1:         {"astore_1", OperandNone, 1, 0},
	OpAstore2:         {"astore_2", OperandNone, 1, 0},
	OpAstore3:         {"astore_3", OperandNone, 1, 0},
	OpIastore:         {"iastore", OperandNone, 3, 0},
	OpLastore:         {"lastore", OperandNone, 4, 0},
	OpFastore:         {"fastore", OperandNone, 3, 0},
	OpDastore:         {"dastore", OperandNone, 4, 0},
	OpAastore:         {"aastore", OperandNone, 3, 0},
	OpBastore:         {"bastore", OperandNone, 3, 0},
	OpCastore:         {"castore", OperandNone, 3, 0},
	OpSastore:         {"sastore", OperandNone, 3, 0},
	OpPop:             {"pop", OperandNone, 1, 0},
	OpPop2:            {"pop2", OperandNone, 2, 0},
	OpDup:             {"dup", OperandNone, 1, 2},
	OpDupX1:           {"dup_x1", OperandNone, 2, 3},
	OpDupX2:           {"dup_x2", OperandNone, 3, 4},
	OpDup2:            {"dup2", OperandNone, 2, 4},
	OpDup2X1:          {"dup2_x1", OperandNone, 3, 5},
	OpDup2X2:          {"dup2_x2", OperandNone, 4, 6},
	OpSwap:            {"swap", OperandNone, 2, 2},
	OpIadd:            {"iadd", OperandNone, 2, 1},
	OpLadd:            {"ladd", OperandNone, 4, 2},
	OpFadd:            {"fadd", OperandNone, 2, 1},
	OpDadd:            {"dadd", OperandNone, 4, 2},
	OpIsub:            {"isub", OperandNone, 2, 1},
	OpLsub:            {"lsub", OperandNone, 4, 2},
	OpFsub:            {"fsub", OperandNone, 2, 1},
	OpDsub:            {"dsub", OperandNone, 4, 2},
	OpImul:            {"imul", OperandNone, 2, 1},
	OpLmul:            {"lmul", OperandNone, 4, 2},
	OpFmul:            {"fmul", OperandNone, 2, 1},
	OpDmul:            {"dmul", OperandNone, 4, 2},
	OpIdiv:            {"idiv", OperandNone, 2, 1},
	OpLdiv:            {"ldiv", OperandNone, 4, 2},
	OpFdiv:            {"fdiv", OperandNone, 2, 1},
	OpDdiv:            {"ddiv", OperandNone, 4, 2},
	OpIrem:            {"irem", OperandNone, 2, 1},
	OpLrem:            {"lrem", OperandNone, 4, 2},
	OpFrem:            {"frem", OperandNone, 2, 1},
	OpDrem:            {"drem", OperandNone, 4, 2},
	OpIneg:            {"ineg", OperandNone, 1, 1},
	OpLneg:            {"lneg", OperandNone, 2, 2},
	OpFneg:            {"fneg", OperandNone, 1, 1},
	OpDneg:            {"dneg", OperandNone, 2, 2},
	OpIshl:            {"ishl", OperandNone, 2, 1},
	OpLshl:            {"lshl", OperandNone, 3, 2},
	OpIshr:            {"ishr", OperandNone, 2, 1},
	OpLshr:            {"lshr", OperandNone, 3, 2},
	OpIushr:           {"iushr", OperandNone, 2, 1},
	OpLushr:           {"lushr", OperandNone, 3, 2},
	OpIand:            {"iand", OperandNone, 2, 1},
	OpLand:            {"land", OperandNone, 4, 2},
	OpIor:             {"ior", OperandNone, 2, 1},
	OpLor:             {"lor", OperandNone, 4, 2},
	OpIxor:            {"ixor", OperandNone, 2, 1},
	OpLxor:            {"lxor", OperandNone, 4, 2},
	OpIinc:            {"iinc", OperandIinc, 0, 0},
	OpI2l:             {"i2l", OperandNone, 1, 2},
	OpI2f:             {"i2f", OperandNone, 1, 1},
	OpI2d:             {"i2d", OperandNone, 1, 2},
	OpL2i:             {"l2i", OperandNone, 2, 1},
	OpL2f:             {"l2f", OperandNone, 2, 1},
	OpL2d:             {"l2d", OperandNone, 2, 2},
	OpF2i:             {"f2i", OperandNone, 1, 1},
	OpF2l:             {"f2l", OperandNone, 1, 2},
	OpF2d:             {"f2d", OperandNone, 1, 2},
	OpD2i:             {"d2i", OperandNone, 2, 1},
	OpD2l:             {"d2l", OperandNone, 2, 2},
	OpD2f:             {"d2f", OperandNone, 2, 1},
	OpI2b:             {"i2b", OperandNone, 1, 1},
	OpI2c:             {"i2c", OperandNone, 1, 1},
	OpI2s:             {"i2s", OperandNone, 1, 1},
	OpLcmp:            {"lcmp", OperandNone, 4, 1},
	OpFcmpl:           {"fcmpl", OperandNone, 2, 1},
	OpFcmpg:           {"fcmpg", OperandNone, 2, 1},
	OpDcmpl:           {"dcmpl", OperandNone, 4, 1},
	OpDcmpg:           {"dcmpg", OperandNone, 4, 1},
	OpIfeq:            {"ifeq", OperandBranch2, 1, 0},
	OpIfne:            {"ifne", OperandBranch2, 1, 0},
	OpIflt:            {"iflt", OperandBranch2, 1, 0},
	OpIfge:            {"ifge", OperandBranch2, 1, 0},
	OpIfgt:            {"ifgt", OperandBranch2, 1, 0},
	OpIfle:            {"ifle", OperandBranch2, 1, 0},
	OpIfIcmpeq:        {"if_icmpeq", OperandBranch2, 2, 0},
	OpIfIcmpne:        {"if_icmpne", OperandBranch2, 2, 0},
	OpIfIcmplt:        {"if_icmplt", OperandBranch2, 2, 0},
	OpIfIcmpge:        {"if_icmpge", OperandBranch2, 2, 0},
	OpIfIcmpgt:        {"if_icmpgt", OperandBranch2, 2, 0},
	OpIfIcmple:        {"if_icmple", OperandBranch2, 2, 0},
	OpIfAcmpeq:        {"if_acmpeq", OperandBranch2, 2, 0},
	OpIfAcmpne:        {"if_acmpne", OperandBranch2, 2, 0},
	OpGoto:            {"goto", OperandBranch2, 0, 0},
	OpJsr:             {"jsr", OperandBranch2, 0, 1},
	OpRet:             {"ret", OperandLocal, 0, 0},
	OpTableswitch:     {"tableswitch", OperandTableSwitch, 1, 0},
	OpLookupswitch:    {"lookupswitch", OperandLookupSwitch, 1, 0},
	OpIreturn:         {"ireturn", OperandNone, 1, 0},
	OpLreturn:         {"lreturn", OperandNone, 2, 0},
	OpFreturn:         {"freturn", OperandNone, 1, 0},
	OpDreturn:         {"dreturn", OperandNone, 2, 0},
	OpAreturn:         {"areturn", OperandNone, 1, 0},
	OpReturn:          {"return", OperandNone, 0, 0},
	OpGetstatic:       {"getstatic", OperandCP2, 0, -1},
	OpPutstatic:       {"putstatic", OperandCP2, -1, 0},
	OpGetfield:        {"getfield", OperandCP2, 1, -1},
	OpPutfield:        {"putfield", OperandCP2, -1, 0},
	OpInvokevirtual:   {"invokevirtual", OperandCP2, -1, -1},
	OpInvokespecial:   {"invokespecial", OperandCP2, -1, -1},
	OpInvokestatic:    {"invokestatic", OperandCP2, -1, -1},
	OpInvokeinterface: {"invokeinterface", OperandInvokeInterface, -1, -1},
	OpInvokedynamic:   {"invokedynamic", OperandInvokeDynamic, -1, -1},
	OpNew:             {"new", OperandCP2, 0, 1},
	OpNewarray:        {"newarray", OperandAtype, 1, 1},
	OpAnewarray:       {"anewarray", OperandCP2, 1, 1},
	OpArraylength:     {"arraylength", OperandNone, 1, 1},
	OpAthrow:          {"athrow", OperandNone, 1, 0},
	OpCheckcast:       {"checkcast", OperandCP2, 1, 1},
	OpInstanceof:      {"instanceof", OperandCP2, 1, 1},
	OpMonitorenter:    {"monitorenter", OperandNone, 1, 0},
	OpMonitorexit:     {"monitorexit", OperandNone, 1, 0},
	OpWide:            {"wide", OperandWide, -1, -1},
	OpMultianewarray:  {"multianewarray", OperandMultiANewArray, -1, 1},
	OpIfnull:          {"ifnull", OperandBranch2, 1, 0},
	OpIfnonnull:       {"ifnonnull", OperandBranch2, 1, 0},
	OpGotoW:           {"goto_w", OperandBranch4, 0, 0},
	OpJsrW:            {"jsr_w", OperandBranch4, 0, 1},
}
