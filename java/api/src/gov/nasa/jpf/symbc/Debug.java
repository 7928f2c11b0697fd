package gov.nasa.jpf.symbc;

/**
 * Symbolic values and assumptions, compatible with Symbolic PathFinder's
 * Debug class. Under gospf the methods are intercepted (a method gospf does
 * not model is an error naming it); on a plain JVM they return neutral
 * values: zero, false, the empty string, or their argument.
 */
public final class Debug {
    private Debug() {}

    /** A fresh symbolic int named name. */
    public static int makeSymbolicInteger(String name) { return 0; }

    /** A fresh symbolic long named name. */
    public static long makeSymbolicLong(String name) { return 0L; }

    /** A fresh symbolic short named name. */
    public static short makeSymbolicShort(String name) { return 0; }

    /** A fresh symbolic byte named name. */
    public static byte makeSymbolicByte(String name) { return 0; }

    /** A fresh symbolic char named name. */
    public static char makeSymbolicChar(String name) { return 'a'; }

    /** A fresh symbolic boolean named name. */
    public static boolean makeSymbolicBoolean(String name) { return false; }

    /** A fresh symbolic double named name (exact IEEE 754 under gospf). */
    public static double makeSymbolicReal(String name) { return 0.0; }

    /** A fresh symbolic String named name, of bounded length under gospf. */
    public static String makeSymbolicString(String name) { return ""; }

    /**
     * A symbolic reference of v's class named name: under gospf a lazily
     * initialized input (null, an earlier input object, or a fresh object
     * whose fields are inputs). On a plain JVM, v itself.
     */
    public static Object makeSymbolicRef(String name, Object v) { return v; }

    /** A fresh symbolic int named name standing for v. */
    public static int addSymbolicInt(int v, String name) { return v; }

    /** A fresh symbolic byte named name standing for v. */
    public static byte addSymbolicByte(byte v, String name) { return v; }

    /** A fresh symbolic char named name standing for v. */
    public static char addSymbolicChar(char v, String name) { return v; }

    /** A fresh symbolic double named name standing for v. */
    public static double addSymbolicDouble(double v, String name) { return v; }

    /** Whether v is symbolic. */
    public static boolean isSymbolicInteger(int v) { return false; }

    /** Whether v is symbolic. */
    public static boolean isSymbolicLong(long v) { return false; }

    /** Whether v is symbolic. */
    public static boolean isSymbolicShort(short v) { return false; }

    /** Whether v is symbolic. */
    public static boolean isSymbolicByte(byte v) { return false; }

    /** Whether v is symbolic. */
    public static boolean isSymbolicChar(char v) { return false; }

    /** v's symbolic expression, or its value. */
    public static String getSymbolicIntegerValue(int v) { return String.valueOf(v); }

    /** v's symbolic expression, or its value. */
    public static String getSymbolicLongValue(long v) { return String.valueOf(v); }

    /** v's symbolic expression, or its value. */
    public static String getSymbolicShortValue(short v) { return String.valueOf(v); }

    /** v's symbolic expression, or its value. */
    public static String getSymbolicByteValue(byte v) { return String.valueOf(v); }

    /** v's symbolic expression, or its value. */
    public static String getSymbolicCharValue(char v) { return String.valueOf(v); }

    /** v's symbolic expression, or its value. */
    public static String getSymbolicRealValue(double v) { return String.valueOf(v); }

    /** v's symbolic expression, or its value. */
    public static String getSymbolicBooleanValue(boolean v) { return String.valueOf(v); }

    /** v's symbolic expression, or its text. */
    public static String getSymbolicStringValue(String v) { return v; }

    /** Continues the path only where cond holds. */
    public static void assume(boolean cond) {
        if (!cond) {
            throw new IllegalStateException("Debug.assume: assumption violated");
        }
    }

    /** Prints msg and the current path condition. */
    public static void printPC(String msg) { System.out.println(msg); }

    /** Prints msg and the current path condition (gospf's includes the heap's choices as it stands). */
    public static void printHeapPC(String msg) { System.out.println(msg); }

    /** Prints msg and the reference v. */
    public static void printSymbolicRef(Object v, String msg) { System.out.println(msg + " " + v); }
}
