package classfile

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestParseJavaBase parses every class of java.base and decodes every
// method body, checking the invariants the package doc promises.
func TestParseJavaBase(t *testing.T) {
	cp := jdkClassPath(t)
	names := moduleClasses(t, cp, "java.base")
	if len(names) < 5000 {
		t.Fatalf("java.base has only %d classes", len(names))
	}
	methods := 0
	for i, data := range loadClasses(t, cp, names) {
		cf, err := Parse(data)
		if err != nil {
			t.Fatalf("%s: %v", names[i], err)
		}
		if cf.Name != names[i] {
			t.Fatalf("class %s parsed with name %s", names[i], cf.Name)
		}
		if cf.Super == "" && cf.Name != "java/lang/Object" && cf.Name != "module-info" {
			t.Fatalf("%s has no superclass", cf.Name)
		}
		checkPool(t, cf)
		for _, m := range cf.Methods {
			if m.Code == nil {
				continue
			}
			methods++
			insns, err := m.Code.Decode()
			if err != nil {
				t.Fatalf("%s.%s%s: %v", cf.Name, m.Name, m.Descriptor, err)
			}
			checkCode(t, cf.Name+"."+m.Name, m.Code, insns)
		}
	}
	t.Logf("%d classes, %d method bodies", len(names), methods)
}

// checkPool checks the constant-pool layout of JVMS 4.4.5.
func checkPool(t *testing.T, cf *ClassFile) {
	t.Helper()
	if cf.Pool[0] != nil {
		t.Fatalf("%s: Pool[0] = %v, want nil", cf.Name, cf.Pool[0])
	}
	for i := 1; i < len(cf.Pool); i++ {
		switch cf.Pool[i].(type) {
		case ConstLong, ConstDouble:
			if i+1 >= len(cf.Pool) || cf.Pool[i+1] != nil {
				t.Fatalf("%s: slot after 8-byte constant %d is not nil", cf.Name, i)
			}
			i++
		case nil:
			t.Fatalf("%s: Pool[%d] is nil", cf.Name, i)
		}
	}
}

// checkCode checks that line numbers are sorted and that handlers and line
// numbers start on instruction boundaries.
func checkCode(t *testing.T, where string, c *Code, insns []Instruction) {
	t.Helper()
	starts := make(map[int]bool, len(insns))
	for _, in := range insns {
		starts[in.PC] = true
	}
	if !slices.IsSortedFunc(c.LineNumbers, func(a, b LineNumber) int { return int(a.StartPC) - int(b.StartPC) }) {
		t.Fatalf("%s: line numbers not sorted", where)
	}
	for _, ln := range c.LineNumbers {
		if !starts[int(ln.StartPC)] {
			t.Fatalf("%s: line number at pc %d is not an instruction", where, ln.StartPC)
		}
	}
	for _, h := range c.Handlers {
		if !starts[int(h.StartPC)] || !starts[int(h.HandlerPC)] {
			t.Fatalf("%s: handler %+v not on instruction boundaries", where, h)
		}
	}
}

func compiledSample(t *testing.T) (dir string, src string) {
	src = filepath.Join("testdata", "java8", "p", "Sample.java")
	return compileJava(t, "8", filepath.Join("testdata", "java8")), src
}

func TestParseRelease8(t *testing.T) {
	dir, src := compiledSample(t)
	cf, _ := readClass(t, dir, "p/Sample")
	if cf.Major != 52 || cf.Name != "p/Sample" || cf.Super != "java/lang/Object" || cf.SourceFile != "Sample.java" {
		t.Fatalf("got version %d name %s super %s source %s", cf.Major, cf.Name, cf.Super, cf.SourceFile)
	}
	if got, want := fmt.Sprint(cf.Interfaces), "[java/lang/Runnable]"; got != want {
		t.Fatalf("interfaces %s, want %s", got, want)
	}
	if cf.NestHost != "" || cf.NestMembers != nil {
		t.Fatalf("version 52 class has nest attributes decoded: %q %q", cf.NestHost, cf.NestMembers)
	}

	// Constants.
	if got := field(t, cf, "K").ConstantValue; got != (ConstInt{42}) {
		t.Fatalf("K = %#v", got)
	}
	if got := field(t, cf, "BIG").ConstantValue; got != (ConstLong{1 << 40}) {
		t.Fatalf("BIG = %#v", got)
	}
	if got := field(t, cf, "HALF").ConstantValue; got != (ConstDouble{0.5}) {
		t.Fatalf("HALF = %#v", got)
	}
	if got := field(t, cf, "x").ConstantValue; got != nil {
		t.Fatalf("x has constant %#v", got)
	}
	text := field(t, cf, "TEXT").ConstantValue.(*ConstString)
	if got, want := fmt.Sprint(text.UTF16), fmt.Sprint([]uint16{'h', 0xe9, 0, 0xd83d, 0xde00, '!'}); got != want {
		t.Fatalf("TEXT units %s, want %s", got, want)
	}
	if want := "h\u00e9\x00\U0001F600!"; text.Value != want {
		t.Fatalf("TEXT = %q, want %q", text.Value, want)
	}
	lone := field(t, cf, "LONE").ConstantValue.(*ConstString)
	if got, want := fmt.Sprint(lone.UTF16), fmt.Sprint([]uint16{0xd800, 'x'}); got != want {
		t.Fatalf("LONE units %s, want %s", got, want)
	}
	if want := "\uFFFDx"; lone.Value != want {
		t.Fatalf("LONE = %q, want %q", lone.Value, want)
	}

	// Methods.
	if m := method(t, cf, "<init>"); m.Descriptor != "(I)V" || m.Code == nil {
		t.Fatalf("<init> %s", m.Descriptor)
	}
	if m := method(t, cf, "nat"); m.Code != nil || m.Access&AccNative == 0 {
		t.Fatalf("nat: access %#x code %v", m.Access, m.Code)
	}

	// sparse: a lookupswitch whose keys are sorted, targets absolute.
	sparse := method(t, cf, "sparse")
	if want := (LineNumber{0, lineOf(t, src, "LINE sparse")}); sparse.Code.LineNumbers[0] != want {
		t.Fatalf("sparse first line %+v, want %+v", sparse.Code.LineNumbers[0], want)
	}
	insns, err := Decode(sparse.Code.Bytecode)
	if err != nil {
		t.Fatal(err)
	}
	at := func(pc int) Instruction {
		i, ok := slices.BinarySearchFunc(insns, pc, func(in Instruction, pc int) int { return in.PC - pc })
		if !ok {
			t.Fatalf("no instruction at pc %d", pc)
		}
		return insns[i]
	}
	sw := findOp(t, insns, OpLookupswitch).Switch
	if got, want := fmt.Sprint(sw.Keys), "[-5 1 1000]"; got != want {
		t.Fatalf("lookupswitch keys %s, want %s", got, want)
	}
	for i, want := range []int32{30, 10, 20} {
		if in := at(sw.Targets[i]); in.Op != OpBipush || in.A != want {
			t.Fatalf("key %d goes to %s %d, want bipush %d", sw.Keys[i], Opcodes[in.Op].Mnemonic, in.A, want)
		}
	}
	if in := at(sw.Default); in.Op != OpIconst0 {
		t.Fatalf("default goes to %s", Opcodes[in.Op].Mnemonic)
	}

	dense := method(t, cf, "dense")
	insns, err = Decode(dense.Code.Bytecode)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := fmt.Sprint(findOp(t, insns, OpTableswitch).Switch.Keys), "[0 1 2 3]"; got != want {
		t.Fatalf("tableswitch keys %s, want %s", got, want)
	}

	// add: locals, sipush and the loop's backward branch.
	add := method(t, cf, "add")
	if want := lineOf(t, src, "LINE add"); add.Code.LineNumbers[0].Line != want {
		t.Fatalf("add first line %d, want %d", add.Code.LineNumbers[0].Line, want)
	}
	var locals []string
	for _, lv := range add.Code.LocalVariables {
		locals = append(locals, fmt.Sprintf("%s:%s@%d", lv.Name, lv.Descriptor, lv.Index))
	}
	slices.Sort(locals)
	if got, want := strings.Join(locals, " "), "a:J@1 b:D@3 c:[[I@5 i:I@8 r:J@6 this:Lp/Sample;@0"; got != want {
		t.Fatalf("add locals %s, want %s", got, want)
	}
	insns, err = Decode(add.Code.Bytecode)
	if err != nil {
		t.Fatal(err)
	}
	if in := findOp(t, insns, OpSipush); in.A != 300 {
		t.Fatalf("sipush %d", in.A)
	}
	if in := findOp(t, insns, OpGoto); int(in.A) >= in.PC {
		t.Fatalf("loop goto at %d jumps forward to %d", in.PC, in.A)
	}
	if ArgSlots(add.Descriptor) != 5 {
		t.Fatalf("ArgSlots(%s) = %d", add.Descriptor, ArgSlots(add.Descriptor))
	}

	if h := method(t, cf, "run").Code.Handlers; len(h) != 1 || h[0].CatchType != "java/lang/ArithmeticException" {
		t.Fatalf("run handlers %+v", h)
	}

	// lambda: invokedynamic through LambdaMetafactory.
	if len(cf.BootstrapMethods) != 1 {
		t.Fatalf("%d bootstrap methods", len(cf.BootstrapMethods))
	}
	bm := cf.BootstrapMethods[0]
	if r := bm.Method.Ref; bm.Method.Kind != RefInvokeStatic || r.Class != "java/lang/invoke/LambdaMetafactory" || r.Name != "metafactory" {
		t.Fatalf("bootstrap %d %+v", bm.Method.Kind, *r)
	}
	insns, err = Decode(method(t, cf, "lambda").Code.Bytecode)
	if err != nil {
		t.Fatal(err)
	}
	indy := cf.Pool[findOp(t, insns, OpInvokedynamic).A].(*ConstDynamic)
	if want := (ConstDynamic{TagInvokeDynamic, 0, "getAsInt", "(Lp/Sample;)Ljava/util/function/IntSupplier;"}); *indy != want {
		t.Fatalf("indy %+v, want %+v", *indy, want)
	}
	if !slices.Contains(cf.InnerClasses, InnerClass{Inner: "p/Sample$Inner", Outer: "p/Sample", Name: "Inner"}) {
		t.Fatalf("inner classes %+v", cf.InnerClasses)
	}
}

func findOp(t *testing.T, insns []Instruction, op uint8) Instruction {
	t.Helper()
	for _, in := range insns {
		if in.Op == op {
			return in
		}
	}
	t.Fatalf("no %s", Opcodes[op].Mnemonic)
	return Instruction{}
}

// javaHash is String.hashCode for ASCII strings.
func javaHash(s string) int32 {
	var h int32
	for i := 0; i < len(s); i++ {
		h = 31*h + int32(s[i])
	}
	return h
}

func TestParseRelease17(t *testing.T) {
	src := filepath.Join("testdata", "java17", "q", "Shapes.java")
	dir := compileJava(t, "17", filepath.Join("testdata", "java17"))
	cf, _ := readClass(t, dir, "q/Shapes")
	if cf.Major != 61 || cf.Access&AccInterface == 0 {
		t.Fatalf("version %d access %#x", cf.Major, cf.Access)
	}
	if got, want := fmt.Sprint(cf.PermittedSubclasses), "[q/Shapes$Circle q/Shapes$Square]"; got != want {
		t.Fatalf("permitted %s, want %s", got, want)
	}
	if got, want := fmt.Sprint(cf.NestMembers), "[q/Shapes$Square q/Shapes$Circle]"; got != want {
		t.Fatalf("nest members %s, want %s", got, want)
	}

	describe := method(t, cf, "describe")
	if got, want := describe.Code.LineNumbers[0], (LineNumber{0, lineOf(t, src, "LINE describe")}); got != want {
		t.Fatalf("describe first line %+v, want %+v", got, want)
	}
	if _, err := Decode(describe.Code.Bytecode); err != nil {
		t.Fatal(err)
	}
	var concat []Constant
	for _, bm := range cf.BootstrapMethods {
		if bm.Method.Ref.Name == "makeConcatWithConstants" {
			concat = bm.Args
		}
	}
	if len(concat) != 1 || concat[0].(*ConstString).Value != "many \x01" {
		t.Fatalf("concat args %v", concat)
	}

	pick := method(t, cf, "pick")
	insns, err := Decode(pick.Code.Bytecode)
	if err != nil {
		t.Fatal(err)
	}
	keys := []int32{javaHash("alpha"), javaHash("beta")}
	slices.Sort(keys)
	if got, want := fmt.Sprint(findOp(t, insns, OpLookupswitch).Switch.Keys), fmt.Sprint(keys); got != want {
		t.Fatalf("pick keys %s, want %s", got, want)
	}

	sq, _ := readClass(t, dir, "q/Shapes$Square")
	if sq.NestHost != "q/Shapes" || sq.Super != "java/lang/Record" {
		t.Fatalf("nest host %q super %q", sq.NestHost, sq.Super)
	}
	var comps []string
	for _, rc := range sq.Record {
		comps = append(comps, rc.Name+":"+rc.Descriptor)
	}
	if got, want := strings.Join(comps, " "), "side:J name:Ljava/lang/String;"; got != want {
		t.Fatalf("record %s, want %s", got, want)
	}
	// ObjectMethods.bootstrap takes getter handles for the components.
	var getters []string
	for _, bm := range sq.BootstrapMethods {
		for _, a := range bm.Args {
			if mh, ok := a.(*ConstMethodHandle); ok && mh.Kind == RefGetField {
				getters = append(getters, mh.Ref.Name)
			}
		}
	}
	if got, want := strings.Join(getters, " "), "side name"; got != want {
		t.Fatalf("getters %s, want %s", got, want)
	}
}

// TestTruncation checks that every proper prefix of real class files is
// rejected with a *FormatError, and so is a class file with a byte added.
func TestTruncation(t *testing.T) {
	dir, _ := compiledSample(t)
	_, sample := readClass(t, dir, "p/Sample")
	_, inner := readClass(t, dir, "p/Sample$Inner")
	object, _, err := jdkClassPath(t).Find("java/lang/Object")
	if err != nil {
		t.Fatal(err)
	}
	for _, data := range [][]byte{sample, inner, object} {
		for i := 0; i < len(data); i++ {
			_, err := Parse(data[:i])
			var fe *FormatError
			if !errors.As(err, &fe) {
				t.Fatalf("prefix of %d bytes: got %v, want a FormatError", i, err)
			}
			if fe.Offset < 0 || fe.Offset > i {
				t.Fatalf("prefix of %d bytes: error offset %d", i, fe.Offset)
			}
		}
		_, err := Parse(append(slices.Clip(data), 0))
		if err == nil || !strings.Contains(err.Error(), "trailing") {
			t.Fatalf("trailing byte: got %v", err)
		}
	}
}

func withVersion(data []byte, major, minor uint16) []byte {
	d := slices.Clone(data)
	d[4], d[5] = byte(minor>>8), byte(minor)
	d[6], d[7] = byte(major>>8), byte(major)
	return d
}

func TestVersion(t *testing.T) {
	dir, _ := compiledSample(t)
	_, sample := readClass(t, dir, "p/Sample")      // uses invokedynamic
	_, inner := readClass(t, dir, "p/Sample$Inner") // uses no tag newer than 45
	tests := []struct {
		data         []byte
		major, minor uint16
		unsupported  bool
		msg          string // "" for success
	}{
		{inner, 70, 0, true, "class file version 70.0 is newer than supported (max 69, Java 25)"},
		{inner, 44, 0, true, "class file version 44.0 is older than supported (min 45, Java 1.0.2)"},
		{inner, 61, 3, true, "class file version 61.3 is invalid (minor version must be 0 or 65535 from major 56 on)"},
		{inner, 69, 0, false, ""},
		{inner, 61, 0xffff, false, ""},
		{inner, 45, 3, false, ""},
		{inner, 55, 0, false, ""},
		{sample, 51, 0, false, ""},
		{sample, 50, 0, false, "needs class file version 51"},
	}
	for _, tt := range tests {
		_, err := Parse(withVersion(tt.data, tt.major, tt.minor))
		if tt.msg == "" {
			if err != nil {
				t.Fatalf("%d.%d: %v", tt.major, tt.minor, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tt.msg) {
			t.Fatalf("%d.%d: got %v, want %q", tt.major, tt.minor, err, tt.msg)
		}
		if got := errors.Is(err, ErrUnsupportedVersion); got != tt.unsupported {
			t.Fatalf("%d.%d: errors.Is(ErrUnsupportedVersion) = %v", tt.major, tt.minor, got)
		}
		if tt.unsupported && err.Error() != tt.msg {
			t.Fatalf("%d.%d: message %q, want %q", tt.major, tt.minor, err, tt.msg)
		}
	}
}

func BenchmarkParseJavaBase(b *testing.B) {
	cp := jdkClassPath(b)
	classes := loadClasses(b, cp, moduleClasses(b, cp, "java.base"))
	size := 0
	for _, data := range classes {
		size += len(data)
	}
	b.SetBytes(int64(size))
	b.ResetTimer()
	for b.Loop() {
		for _, data := range classes {
			if _, err := Parse(data); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(len(classes)), "classes/op")
}
