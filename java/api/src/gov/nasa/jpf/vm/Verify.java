package gov.nasa.jpf.vm;

/**
 * Model-checking choices, compatible with Java PathFinder's Verify. Under
 * gospf each call is a concrete choice point explored exhaustively, with no
 * solver call; run on a plain JVM, the bodies below pick the first value.
 */
public final class Verify {
    private Verify() {}

    /** Returns each value of [min, max] on a separate path. */
    public static int getInt(int min, int max) { return min; }

    /** Returns each value of [0, max] on a separate path. */
    public static int random(int max) { return 0; }

    /** Returns false and true on separate paths. */
    public static boolean getBoolean() { return false; }

    /** Drops the current path when cond holds. */
    public static void ignoreIf(boolean cond) {
        if (cond) {
            throw new IllegalStateException("Verify.ignoreIf: path ignored");
        }
    }

    /** No-op: gospf runs one thread. */
    public static void beginAtomic() {}

    /** No-op: gospf runs one thread. */
    public static void endAtomic() {}
}
