// Package classfile parses Java class files (JVMS chapter 4), decodes
// bytecode (JVMS chapter 6) and finds classes on a class path made of
// directories, jar files and the JDK's own modules.
//
// # What it owns
//
//   - Parse: a class file of major version 45..69 (Java 1.0.2 to 25) into a
//     ClassFile with every constant-pool reference resolved to strings.
//   - Descriptors (JVMS 4.3): ValidFieldDescriptor, ParseMethodDescriptor,
//     ArgSlots.
//   - The opcode table Opcodes (JVMS 6.5, chapter 7), one row per opcode
//     with mnemonic, operand layout and stack effect, and an Op constant
//     per opcode named after its mnemonic (if_icmpeq is OpIfIcmpeq).
//   - Decode: a code array into instructions with absolute targets.
//   - ClassPath: class bytes by internal name from the JDK's lib/modules
//     jimage (or its jmods), directories and jars (Find), and the parsed
//     classes, each parsed once for every caller (Class); FindJavaHome.
//
// # Invariants of a parsed ClassFile
//
// Parse returns either a ClassFile for which all of the following hold, or
// an error: a *FormatError with the byte offset of the problem, or an error
// wrapping ErrUnsupportedVersion. It never panics, whatever the input
// (FuzzParse checks this), and rejects trailing bytes after the class.
//
//   - Version (JVMS 4.1): 45 <= Major <= 69; from major 56 on, Minor is 0
//     or 65535.
//   - Pool (JVMS 4.4): Pool[0] is nil, the slot after each ConstLong and
//     ConstDouble is nil (JVMS 4.4.5), and every other slot holds a
//     resolved constant. A tag appears only in versions that define it
//     (MethodHandle, MethodType, InvokeDynamic from 51; Module, Package
//     from 53; Dynamic from 55). ConstString, ConstMemberRef,
//     ConstMethodHandle and ConstDynamic are stored as pointers, the others
//     as values; a ConstMethodHandle's Ref is the same pointer as the pool's
//     member reference.
//   - Text (JVMS 4.4.7): CONSTANT_Utf8 is modified UTF-8 (no 0x00 byte, no
//     byte in 0xf0..0xff, well-formed sequences). Go strings hold the
//     decoded text, with an unpaired surrogate turned into U+FFFD, so every
//     string in a ClassFile is valid UTF-8. ConstString.UTF16 holds the exact
//     Java value, unpaired surrogates included.
//   - References (JVMS 4.4.1-4.4.10): each index points to an entry of the
//     right tag. Class names are non-empty and an array class name is a
//     valid descriptor. Fieldref, Dynamic and component/field/local
//     descriptors are valid field descriptors; Methodref,
//     InterfaceMethodref, InvokeDynamic, MethodType and method descriptors
//     are valid method descriptors, and a method's parameters fit in 255
//     slots counting this (JVMS 4.3.3). A method reference named with '<'
//     is a Methodref to <init> returning void. Method handles follow the
//     reference-kind rules of JVMS 4.4.8. Every Dynamic and InvokeDynamic
//     BootstrapIndex is an index into BootstrapMethods (JVMS 4.7.23).
//   - Methods (JVMS 4.7.3): Code is non-nil exactly when the method is
//     neither native nor abstract; code_length is 1..65535; exception
//     handler ranges lie inside the code (start < end <= length, handler <
//     length); LineNumbers (all LineNumberTable attributes, merged) are
//     sorted by StartPC, stably, and each StartPC lies inside the code;
//     each LocalVariables range lies inside the code.
//   - Attributes (JVMS 4.7): an attribute is decoded only in the location
//     JVMS gives it and only from the version that introduced it (table
//     4.7-B; for example NestHost from 55, Record from 60,
//     PermittedSubclasses from 61); elsewhere it is kept raw, as JVMS 4.7.1
//     says to ignore it. A decoded attribute appears at most once (except
//     LineNumberTable and LocalVariableTable) and its contents fill its
//     attribute_length exactly. ConstantValue is decoded for static fields
//     only, and its constant fits the field type (JVMS 4.7.2, table
//     4.7.2-A). Every other attribute (StackMapTable, Signature,
//     annotations, Module, LocalVariableTypeTable, ...) is a RawAttribute,
//     in file order.
//   - Aliasing: code arrays and raw attribute bodies are sub-slices of the
//     input, with their capacity clipped, so the input must not be modified
//     while the ClassFile is in use.
//
// # Decoding
//
// Decode walks a code array once (JVMS 6.5). Instruction.A holds the
// first operand: local index, constant-pool index, sign-extended bipush or
// sipush immediate, newarray atype, or the absolute branch target
// (pc + offset). B holds the iinc increment (16-bit after wide),
// multianewarray dimensions or invokeinterface count. A wide instruction
// has the modified opcode in Op and Wide set, and its Len counts the
// prefix. tableswitch and lookupswitch padding is relative to the start of
// the code array; Switch.Keys ascend strictly. Every target is the start of
// an instruction in the same code array. Decode also enforces the static
// constraints of JVMS 4.9.1 that need no constant pool (atype 4..11,
// nonzero dimensions and counts, zero bytes of invokeinterface and
// invokedynamic, wide modifying only loads, stores, ret and iinc).
// (*Code).Decode additionally checks that exception handlers lie on
// instruction boundaries. Error offsets from Decode are pcs, not file
// offsets.
//
// Opcodes[op].Pops and Pushes count operand-stack slots, as max_stack does
// (JVMS 2.6.2): long and double take two slots, which makes the stack
// effect of pop2 and the dup2 family fixed. They are -1 where the effect
// depends on a descriptor or an operand (field access, invokes,
// multianewarray, wide).
//
// # Class path
//
// ClassPath.Find looks first in the JDK, then in the user entries in
// order, like `java -cp` with the boot class path in front. The JDK's
// classes come from its lib/modules jimage, whose format is internal to
// OpenJDK (see jimage.go), or, for a JDK without one, from
// javaHome/jmods/*.jmod (a 4-byte "JM\x01\x00" header, then a zip with
// classes/ entries). The image is found in by its own perfect hash, its
// classes stored uncompressed: on WBS the making of an explorer (its VM
// started, System initialised: 134 classes found and parsed) fell from
// 21 to 12 ms of CPU when the image replaced the jmods, whose zip
// directory had to be indexed (4 ms) and each class inflated (10 ms).
// Archives are opened and their directories indexed on first use, once,
// into one map from class name to entry; class bytes are read anew on
// every Find and never cached, so callers own the returned slice. Find is
// safe for concurrent use.
//
// ClassPath.Class finds and parses a class once and hands every later
// caller, from any goroutine, the same *ClassFile (or the same error); a
// caller that asks while another parses waits for that parse. A parsed
// ClassFile is read-only to all its users. This is how the explorers of
// one run (one VM each, package dist) share their start-up: they share
// the class path, so the archives are indexed once and each class of the
// JDK inflated and parsed once. On WBS with two explorers on Z3 the
// making of both went from 48 to 32 ms of CPU (the classes System's
// initialisation loads, 134 of them, are 20 ms of inflating and parsing),
// and the second explorer's copy of the index (about 6 MB) is spared. The
// parsed classes live as long as the class path, as they would in the VMs
// that load them.
//
// # What it deliberately does not do
//
//   - No verification (JVMS 4.10): no type checking, no StackMapTable
//     decoding, no check that unqualified names avoid the characters JVMS
//     4.2.2 forbids, no check that line-number pcs fall on instructions,
//     no check that Module and Package constants occur only in module-info.
//     gospf runs javac output; the checks above are those that keep the
//     interpreter from reading garbage.
//   - No resolution or loading across classes; that is package interp.
//   - No class-file writer.
//   - Multi-release jar versions (META-INF/versions) are ignored, and the
//     jimage reader undoes only "zip" compression, not string sharing
//     (neither is used by default JDK builds).
//   - No caching of class bytes (Class keeps the parsed class, not its
//     bytes, beyond the aliasing above).
package classfile
