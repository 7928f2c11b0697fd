package jdk_test

import "testing"

// varHandleProgram uses VarHandles through the atomic classes and
// directly (instance, static and array element handles, every access mode
// gospf models, the exceptions of a missing field, a null receiver and an
// index outside the array) and folds every outcome into a digest; run()
// returns -1 unless all 28 were folded.
const varHandleProgram = `import java.lang.invoke.*;
import java.util.concurrent.atomic.*;
public class VH {
` + digestHelpers + `    private int count = 5;
    private long big = 1L << 40;
    private short small = 7;
    private String name = "a";
    private double d = 1.5;
    static int total = 10;
    public static long run() throws Throwable {
        AtomicBoolean b = new AtomicBoolean();
        t(() -> b.compareAndSet(false, true));
        t(() -> b.compareAndSet(false, true));
        t(() -> b.getAndSet(false));
        t(() -> b.get());
        AtomicReference<String> r = new AtomicReference<>("x");
        t(() -> r.compareAndSet("x", "y"));
        t(() -> r.compareAndSet(new String("y"), "z"));
        t(() -> r.getAndSet("w"));
        t(() -> r.updateAndGet(s -> s + "!"));
        t(() -> r.accumulateAndGet("q", (p, q) -> p + q));
        AtomicIntegerArray ia = new AtomicIntegerArray(3);
        t(() -> ia.incrementAndGet(1));
        t(() -> ia.addAndGet(2, -7));
        t(() -> ia.compareAndSet(0, 0, 9));
        t(() -> ia.toString());
        t(() -> ia.get(5));
        AtomicLongArray la = new AtomicLongArray(new long[] {1, 2});
        t(() -> la.getAndAdd(1, Long.MAX_VALUE));
        t(() -> la.get(1));
        AtomicReferenceArray<String> ra = new AtomicReferenceArray<>(2);
        t(() -> ra.compareAndSet(0, null, "p"));
        t(() -> ra.getAndSet(-1, "p"));
        MethodHandles.Lookup l = MethodHandles.lookup();
        VarHandle count = l.findVarHandle(VH.class, "count", int.class);
        VarHandle big = l.findVarHandle(VH.class, "big", long.class);
        VarHandle small = l.findVarHandle(VH.class, "small", short.class);
        VarHandle name = l.findVarHandle(VH.class, "name", String.class);
        VarHandle d = l.findVarHandle(VH.class, "d", double.class);
        VarHandle total = l.findStaticVarHandle(VH.class, "total", int.class);
        VH v = new VH();
        t(() -> (int) count.getAndAdd(v, 3));
        t(() -> (long) big.compareAndExchange(v, 1L << 40, -1L));
        t(() -> (short) small.getAndAdd(v, (short) 32767));
        t(() -> (String) name.getAndSet(v, "b"));
        t(() -> d.compareAndSet(v, 1.5, 2.5));
        t(() -> { total.setVolatile(11); return (int) total.getAcquire(); });
        t(() -> v.count + "," + v.big + "," + v.small + "," + v.name + "," + v.d);
        t(() -> (int) count.get((VH) null));
        t(() -> l.findVarHandle(VH.class, "missing", int.class));
        t(() -> l.findVarHandle(VH.class, "count", long.class));
        return n == 28 ? digest : -1;
    }
    public static void main(String[] args) throws Throwable { System.out.println(run()); }
}
`

// TestVarHandles checks VarHandles (through the atomic classes and
// directly) against the JVM: the digest gospf computes over 28 outcomes,
// values and exceptions, equals the one java prints.
func TestVarHandles(t *testing.T) {
	sameDigestAsJVM(t, "VH", varHandleProgram)
}
