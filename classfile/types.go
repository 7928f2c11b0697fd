package classfile

// ClassFile is one parsed class file (JVMS 4.1). Names are in internal form
// ("java/lang/String"); descriptors are kept as strings.
type ClassFile struct {
	Minor, Major uint16
	Pool         Pool
	Access       uint16
	Name         string   // this_class
	Super        string   // super_class; "" only for java/lang/Object and module-info
	Interfaces   []string // direct superinterfaces, in declaration order
	Fields       []*Field
	Methods      []*Method

	SourceFile          string
	BootstrapMethods    []BootstrapMethod
	NestHost            string
	NestMembers         []string
	PermittedSubclasses []string
	Record              []RecordComponent
	InnerClasses        []InnerClass
	// Attributes holds every class attribute not decoded above, as raw bytes.
	Attributes []RawAttribute
}

// Access flags (JVMS tables 4.1-B, 4.5-A, 4.6-A).
const (
	AccPublic       = 0x0001
	AccPrivate      = 0x0002
	AccProtected    = 0x0004
	AccStatic       = 0x0008
	AccFinal        = 0x0010
	AccSuper        = 0x0020 // class
	AccSynchronized = 0x0020 // method
	AccVolatile     = 0x0040
	AccBridge       = 0x0040
	AccTransient    = 0x0080
	AccVarargs      = 0x0080
	AccNative       = 0x0100
	AccInterface    = 0x0200
	AccAbstract     = 0x0400
	AccStrict       = 0x0800
	AccSynthetic    = 0x1000
	AccAnnotation   = 0x2000
	AccEnum         = 0x4000
	AccModule       = 0x8000
)

// Field is one field_info (JVMS 4.5).
type Field struct {
	Access     uint16
	Name       string
	Descriptor string
	// ConstantValue is the ConstantValue attribute's constant (ConstInt,
	// ConstLong, ConstFloat, ConstDouble or ConstString), or nil.
	ConstantValue Constant
	Attributes    []RawAttribute
}

// Method is one method_info (JVMS 4.6).
type Method struct {
	Access     uint16
	Name       string
	Descriptor string
	Code       *Code    // nil for abstract and native methods
	Exceptions []string // the Exceptions attribute
	Attributes []RawAttribute
}

// Code is a Code attribute (JVMS 4.7.3).
type Code struct {
	MaxStack, MaxLocals uint16
	Bytecode            []byte
	Handlers            []Handler
	LineNumbers         []LineNumber // sorted by StartPC
	LocalVariables      []LocalVariable
	Attributes          []RawAttribute
}

// Handler is one exception_table entry; CatchType "" catches everything.
type Handler struct {
	StartPC, EndPC, HandlerPC uint16
	CatchType                 string
}

// LineNumber maps a bytecode offset to a source line.
type LineNumber struct {
	StartPC uint16
	Line    uint16
}

// LocalVariable is one LocalVariableTable entry.
type LocalVariable struct {
	StartPC, Length  uint16
	Name, Descriptor string
	Index            uint16
}

// BootstrapMethod is one BootstrapMethods entry (JVMS 4.7.23).
type BootstrapMethod struct {
	Method *ConstMethodHandle
	Args   []Constant // loadable constants
}

// RecordComponent is one Record attribute component (JVMS 4.7.30).
type RecordComponent struct {
	Name, Descriptor string
	Attributes       []RawAttribute
}

// InnerClass is one InnerClasses entry (JVMS 4.7.6).
type InnerClass struct {
	Inner, Outer, Name string
	Access             uint16
}

// RawAttribute is an attribute kept undecoded.
type RawAttribute struct {
	Name string
	Data []byte
}

// Pool is the constant pool indexed by constant-pool index: Pool[0] is nil,
// and the slot after a ConstLong or ConstDouble is nil (JVMS 4.4.5).
type Pool []Constant

// Constant is one resolved constant-pool entry: all symbolic references
// (class, name-and-type, member references) are resolved to strings.
type Constant interface{ constTag() uint8 }

type (
	ConstUtf8   struct{ Value string }
	ConstInt    struct{ Value int32 }
	ConstFloat  struct{ Value float32 }
	ConstLong   struct{ Value int64 }
	ConstDouble struct{ Value float64 }
	// ConstString holds a string literal both as UTF-16 code units (exact
	// Java value, including unpaired surrogates) and as a Go string.
	ConstString struct {
		Value string
		UTF16 []uint16
	}
	ConstClass       struct{ Name string } // internal name or array descriptor
	ConstNameAndType struct{ Name, Descriptor string }
	// ConstMemberRef is a Fieldref, Methodref or InterfaceMethodref.
	ConstMemberRef struct {
		Tag                     uint8 // TagFieldref, TagMethodref or TagInterfaceMethodref
		Class, Name, Descriptor string
	}
	ConstMethodHandle struct {
		Kind uint8 // REF_getField (1) ... REF_invokeInterface (9)
		Ref  *ConstMemberRef
	}
	ConstMethodType struct{ Descriptor string }
	// ConstDynamic is CONSTANT_Dynamic or CONSTANT_InvokeDynamic.
	ConstDynamic struct {
		Tag              uint8 // TagDynamic or TagInvokeDynamic
		BootstrapIndex   uint16
		Name, Descriptor string
	}
	ConstModule  struct{ Name string }
	ConstPackage struct{ Name string }
)

// Constant-pool tags (JVMS table 4.4-B).
const (
	TagUtf8               = 1
	TagInteger            = 3
	TagFloat              = 4
	TagLong               = 5
	TagDouble             = 6
	TagClass              = 7
	TagString             = 8
	TagFieldref           = 9
	TagMethodref          = 10
	TagInterfaceMethodref = 11
	TagNameAndType        = 12
	TagMethodHandle       = 15
	TagMethodType         = 16
	TagDynamic            = 17
	TagInvokeDynamic      = 18
	TagModule             = 19
	TagPackage            = 20
)

func (ConstUtf8) constTag() uint8          { return TagUtf8 }
func (ConstInt) constTag() uint8           { return TagInteger }
func (ConstFloat) constTag() uint8         { return TagFloat }
func (ConstLong) constTag() uint8          { return TagLong }
func (ConstDouble) constTag() uint8        { return TagDouble }
func (*ConstString) constTag() uint8       { return TagString }
func (ConstClass) constTag() uint8         { return TagClass }
func (ConstNameAndType) constTag() uint8   { return TagNameAndType }
func (c *ConstMemberRef) constTag() uint8  { return c.Tag }
func (*ConstMethodHandle) constTag() uint8 { return TagMethodHandle }
func (ConstMethodType) constTag() uint8    { return TagMethodType }
func (c *ConstDynamic) constTag() uint8    { return c.Tag }
func (ConstModule) constTag() uint8        { return TagModule }
func (ConstPackage) constTag() uint8       { return TagPackage }

// Instruction is one decoded bytecode instruction (JVMS chapter 6).
type Instruction struct {
	PC   int   // offset of the opcode in the code array
	Op   uint8 // opcode; for wide forms, the modified opcode (Wide is set)
	Wide bool  // prefixed by wide
	Len  int   // encoded length in bytes, including any wide prefix and padding
	// A is the first operand: local index, constant-pool index, sign-extended
	// bipush/sipush immediate, newarray atype, or the absolute branch target.
	A int32
	// B is the second operand: iinc increment, multianewarray dimensions,
	// invokeinterface count.
	B int32
	// Switch is set for tableswitch and lookupswitch; targets are absolute.
	Switch *Switch
}

// Switch holds the decoded operands of tableswitch and lookupswitch, with
// absolute targets. For tableswitch Keys are Low..High in order.
type Switch struct {
	Default int
	Keys    []int32 // ascending
	Targets []int
}
