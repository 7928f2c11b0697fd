package gov.nasa.jpf.symbc;

/**
 * Symbolic values and assumptions, compatible with Symbolic PathFinder's
 * Debug class. Under gospf the methods are intercepted; on a plain JVM they
 * return neutral values.
 */
public final class Debug {
    private Debug() {}

    /** A fresh symbolic int named name. */
    public static int makeSymbolicInteger(String name) { return 0; }

    /** A fresh symbolic long named name. */
    public static long makeSymbolicLong(String name) { return 0L; }

    /** A fresh symbolic boolean named name. */
    public static boolean makeSymbolicBoolean(String name) { return false; }

    /** A fresh symbolic double named name (exact IEEE 754 under gospf). */
    public static double makeSymbolicReal(String name) { return 0.0; }

    /** Continues the path only where cond holds. */
    public static void assume(boolean cond) {
        if (!cond) {
            throw new IllegalStateException("Debug.assume: assumption violated");
        }
    }

    /** Prints msg and the current path condition. */
    public static void printPC(String msg) { System.out.println(msg); }
}
