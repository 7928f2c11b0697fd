package gov.nasa.jpf.vm;

/**
 * Model-checking choices, compatible with Java PathFinder's Verify. Under
 * gospf each choice is a concrete choice point explored exhaustively, with
 * no solver call, and a method gospf does not model is an error naming it;
 * run on a plain JVM, the bodies below pick the first value.
 */
public final class Verify {
    private Verify() {}

    // The plain JVM's counters and bit sets, made at their first use (no
    // static initialiser for gospf to run).
    private static java.util.Map<Integer, Integer> counters;
    private static java.util.Set<Long> bits;

    private static java.util.Map<Integer, Integer> counters() {
        if (counters == null) {
            counters = new java.util.HashMap<>();
        }
        return counters;
    }

    private static java.util.Set<Long> bits() {
        if (bits == null) {
            bits = new java.util.HashSet<>();
        }
        return bits;
    }

    /** Returns each value of [min, max] on a separate path. */
    public static int getInt(int min, int max) { return min; }

    /** Returns each value of [0, max] on a separate path. */
    public static int random(int max) { return 0; }

    /** Returns false and true on separate paths. */
    public static boolean getBoolean() { return false; }

    /** Returns false and true on separate paths, false first if falseFirst. */
    public static boolean getBoolean(boolean falseFirst) { return !falseFirst; }

    /** Returns false and true on separate paths. */
    public static boolean randomBool() { return false; }

    /** Returns each of values on a separate path, in order. */
    public static int getIntFromList(int... values) { return values[0]; }

    /** Returns each of values on a separate path, in order. */
    public static long getLongFromList(long... values) { return values[0]; }

    /** Returns each of values on a separate path, in order. */
    public static float getFloatFromList(float... values) { return values[0]; }

    /** Returns each of values on a separate path, in order. */
    public static double getDoubleFromList(double... values) { return values[0]; }

    /** Drops the current path when cond holds. */
    public static void ignoreIf(boolean cond) {
        if (cond) {
            throw new IllegalStateException("Verify.ignoreIf: path ignored");
        }
    }

    /** Throws AssertionError unless cond holds. */
    public static void assertTrue(boolean cond) {
        if (!cond) {
            throw new AssertionError("Verify.assertTrue failed");
        }
    }

    /** Prints msg and throws AssertionError unless cond holds. */
    public static void assertTrue(String msg, boolean cond) {
        if (!cond) {
            System.out.println(msg);
            assertTrue(cond);
        }
    }

    /** No-op: gospf has no transitions to end. */
    public static void breakTransition(String reason) {}

    /** No-op: a hint for JPF's heuristic searches. */
    public static void boring(boolean cond) {}

    /** No-op: a hint for JPF's heuristic searches. */
    public static void interesting(boolean cond) {}

    /** No-op: gospf runs one thread. */
    public static void beginAtomic() {}

    /** No-op: gospf runs one thread. */
    public static void endAtomic() {}

    /** True under gospf. */
    public static boolean isRunningInJPF() { return false; }

    /** The counter id; counters keep their values across paths. */
    public static int getCounter(int id) { return counters().getOrDefault(id, 0); }

    /** Sets the counter id to 0. */
    public static void resetCounter(int id) { counters().put(id, 0); }

    /** Sets the counter id to val. */
    public static void setCounter(int id, int val) { counters().put(id, val); }

    /** Adds one to the counter id and returns it. */
    public static int incrementCounter(int id) {
        int v = getCounter(id) + 1;
        counters().put(id, v);
        return v;
    }

    /** Sets bit of bit set id; bit sets keep their values across paths. */
    public static void setBitInBitSet(int id, int bit, boolean value) {
        long k = ((long) id << 32) | (bit & 0xffffffffL);
        if (value) {
            bits().add(k);
        } else {
            bits().remove(k);
        }
    }

    /** Returns bit of bit set id. */
    public static boolean getBitInBitSet(int id, int bit) {
        return bits().contains(((long) id << 32) | (bit & 0xffffffffL));
    }

    /** Prints s. */
    public static void print(String s) { System.out.print(s); }

    /** Prints s and a line break. */
    public static void println(String s) { System.out.println(s); }

    /** Prints a line break. */
    public static void println() { System.out.println(); }

    /** Prints "s : i". */
    public static void print(String s, int i) { System.out.print(s + " : " + i); }

    /** Prints "s : b". */
    public static void print(String s, boolean b) { System.out.print(s + " : " + b); }
}
