package org.sosy_lab.sv_benchmarks;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.List;

/**
 * A Verifier that replays a witness of gospf verify on the real JVM: each
 * nondet call returns the next value of the file named by the system
 * property gospf.witness (written by gospf verify --witness FILE, one
 * "name value" line per input in the order the program drew them; integral
 * values in decimal, floating-point values as the decimal of their bits,
 * strings as u and four hex digits per char).
 * Lines whose name starts with "stdin" are the bytes the program read from
 * standard input (stdin_N, N the position) and the input's end
 * (stdin.length_N): they are not nondet values, and the replay pipes the
 * bytes to the JVM's standard input instead. Lines whose name starts with
 * "next" are values of java.util.Random's methods (symbolic.nondet_random),
 * which the replaying Random of java/witness/patch reads.
 * When the file has no more values, a call returns zero, as gospf does for
 * an input the path does not constrain. A violated assumption means the
 * witness does not fit the program: the JVM exits with status 3.
 *
 * Run: java -ea --patch-module java.base=build/witness-patch -cp build/witness:CLASSES -Dgospf.witness=FILE Main
 */
public final class Verifier {
    private Verifier() {}

    private static List<String> values;
    private static int next;

    private static String nextValue() {
        if (values == null) {
            String file = System.getProperty("gospf.witness");
            if (file == null) {
                throw new IllegalStateException("set -Dgospf.witness=FILE");
            }
            try {
                values = Files.readAllLines(Paths.get(file), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new IllegalStateException("gospf.witness: " + e.getMessage());
            }
        }
        while (next < values.size() && (values.get(next).startsWith("stdin") || values.get(next).startsWith("next"))) {
            next++; // standard input, fed to System.in; Random's values, read by Random
        }
        if (next >= values.size()) {
            return "0";
        }
        String line = values.get(next++);
        int sp = line.indexOf(' ');
        return sp < 0 ? line : line.substring(sp + 1);
    }

    public static int nondetInt() { return (int) Long.parseLong(nextValue()); }
    public static long nondetLong() { return Long.parseLong(nextValue()); }
    public static short nondetShort() { return (short) Long.parseLong(nextValue()); }
    public static byte nondetByte() { return (byte) Long.parseLong(nextValue()); }
    public static char nondetChar() { return (char) Long.parseLong(nextValue()); }
    public static boolean nondetBoolean() { return Long.parseLong(nextValue()) != 0; }
    /** A float is given by its bits (Float.floatToIntBits). */
    public static float nondetFloat() { return Float.intBitsToFloat((int) Long.parseLong(nextValue())); }
    /** A double is given by its bits (Double.doubleToLongBits). */
    public static double nondetDouble() { return Double.longBitsToDouble(Long.parseLong(nextValue())); }

    /** A String is given as u and four hex digits per char ("u0041" is "A"). */
    public static String nondetString() {
        String v = nextValue();
        if (v.equals("0")) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 1; i + 4 <= v.length(); i += 4) {
            sb.append((char) Integer.parseInt(v.substring(i, i + 4), 16));
        }
        return sb.toString();
    }

    public static void assume(boolean cond) {
        if (!cond) {
            System.err.println("gospf witness: an assumption does not hold");
            Runtime.getRuntime().halt(3);
        }
    }
}
