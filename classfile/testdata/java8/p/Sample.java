package p;

import java.util.function.IntSupplier;

// Sample is compiled with javac --release 8 by the classfile tests; the
// tests find lines by the markers in comments, so keep them.
public class Sample implements Runnable {
    public static final int K = 42;
    public static final long BIG = 1L << 40;
    public static final double HALF = 0.5;
    public static final String TEXT = "h\u00e9\u0000\uD83D\uDE00!";
    public static final String LONE = "\uD800x";
    int x;

    public Sample(int x) {
        this.x = x;
    }

    public static int sparse(int k) {
        switch (k) { // LINE sparse
            case 1000:
                return 20;
            case -5:
                return 30;
            case 1:
                return 10;
            default:
                return 0;
        }
    }

    public static int dense(int k) {
        switch (k) { // LINE dense
            case 0: return 1;
            case 1: return 2;
            case 2: return 3;
            case 3: return 5;
            default: return -1;
        }
    }

    long add(long a, double b, int[][] c) {
        long r = a + (long) b; // LINE add
        for (int i = 0; i < 300; i++) {
            r += i;
        }
        return r;
    }

    IntSupplier lambda() {
        return () -> x++;
    }

    public void run() {
        try {
            x = 1 / x;
        } catch (ArithmeticException e) {
            x = 0;
        }
    }

    class Inner {
        int get() { return x; }
    }

    native void nat();
}
