package jdk_test

import "testing"

// methodHandleProgram looks up direct method handles (static, virtual
// with an override, interface, private, constructor) and invokes them
// exactly and with the conversions invoke performs (widening, boxing,
// unboxing of the exact wrapper, discarding a result), with the
// exceptions of a missing member, a static member looked up as virtual,
// a wrong call-site type, a conversion asType refuses, a null receiver
// and a cast that fails; every outcome is folded into a digest, and run()
// returns -1 unless all 25 were folded.
const methodHandleProgram = `import java.lang.invoke.*;
import java.util.*;
public class MH {
` + digestHelpers + `    static int twice(int x) { return 2 * x; }
    static String join(String a, long b) { return a + b; }
    int base = 3;
    int add(int y) { return base + y; }
    private int secret(int y) { return -y; }
    static class Sub extends MH { int add(int y) { return 100 + y; } }
    static int calls;
    static void count() { calls++; }
    public static long run() throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodType ii = MethodType.methodType(int.class, int.class);
        MethodHandle tw = l.findStatic(MH.class, "twice", ii);
        MethodHandle add = l.findVirtual(MH.class, "add", ii);
        MethodHandle sec = l.findVirtual(MH.class, "secret", ii);
        MethodHandle jn = l.findStatic(MH.class, "join", MethodType.methodType(String.class, String.class, long.class));
        MethodHandle size = l.findVirtual(List.class, "size", MethodType.methodType(int.class));
        MethodHandle sb = l.findConstructor(StringBuilder.class, MethodType.methodType(void.class, String.class));
        MethodHandle cnt = l.findStatic(MH.class, "count", MethodType.methodType(void.class));
        t(() -> (int) tw.invokeExact(21));
        t(() -> (long) tw.invoke(21));
        t(() -> (Integer) tw.invoke(Integer.valueOf(4)));
        t(() -> tw.invoke((short) 5));
        t(() -> (int) add.invokeExact(new MH(), 1));
        t(() -> (int) add.invokeExact((MH) new Sub(), 1));
        t(() -> (int) sec.invokeExact((MH) new Sub(), 4));
        t(() -> (String) jn.invokeExact("n", 7L));
        t(() -> (String) jn.invoke("n", 7));
        t(() -> (int) size.invokeExact((List) Arrays.asList(1, 2, 3)));
        t(() -> ((StringBuilder) sb.invokeExact("ab")).append('c').toString());
        t(() -> { cnt.invokeExact(); cnt.invoke(); return calls; });
        t(() -> { tw.invoke(1); return "discarded"; });
        t(() -> tw.type());
        t(() -> add.type() + " " + sb.type() + " " + size.type());
        t(() -> tw.toString());
        t(() -> (Object) tw.invokeExact(1));
        t(() -> (short) tw.invoke(1));
        t(() -> (int) add.invokeExact((MH) null, 1));
        t(() -> (String) jn.invoke((Object) Integer.valueOf(1), 2L));
        t(() -> (int) tw.invoke((Integer) null));
        t(() -> l.findStatic(MH.class, "absent", ii));
        t(() -> l.findVirtual(MH.class, "twice", ii));
        t(() -> l.findStatic(MH.class, "add", ii));
        t(() -> l.findConstructor(StringBuilder.class, MethodType.methodType(void.class, Thread.class)));
        return n == 25 ? digest : -1;
    }
    public static void main(String[] args) throws Throwable { System.out.println(run()); }
}
`

// TestMethodHandles checks direct method handles against the JVM: the
// digest gospf computes over 25 outcomes, values and exceptions with their
// messages, equals the one java prints.
func TestMethodHandles(t *testing.T) {
	sameDigestAsJVM(t, "MH", methodHandleProgram)
}
