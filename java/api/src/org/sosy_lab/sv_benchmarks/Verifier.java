package org.sosy_lab.sv_benchmarks;

/**
 * Nondeterministic inputs in the style of SV-COMP's Java benchmarks. Under
 * gospf each nondet call is a fresh symbolic input bounded by its type (and
 * the [symbolic] bounds of the config); on a plain JVM it returns zero.
 */
public final class Verifier {
    private Verifier() {}

    public static int nondetInt() { return 0; }
    public static long nondetLong() { return 0L; }
    public static short nondetShort() { return 0; }
    public static byte nondetByte() { return 0; }
    public static char nondetChar() { return 0; }
    public static boolean nondetBoolean() { return false; }
    public static float nondetFloat() { return 0.0f; }
    public static double nondetDouble() { return 0.0; }
    public static String nondetString() { return ""; }

    /** Continues the path only where cond holds. */
    public static void assume(boolean cond) {
        if (!cond) {
            throw new IllegalStateException("Verifier.assume: assumption violated");
        }
    }
}
