/** Live holds methods whose locals' liveness liveness_test.go checks. */
public class Live {
    // a (0) is read only on the first iteration's path through the if;
    // s (1) is read after the loop; i (2) is the counter; t (3) is dead at
    // the loop header (written before every read).
    static int loop(int a, int n) {
        int s = 0;
        for (int i = 0; i < n; i++) {
            int t = i * 2;
            if (t > a) {
                s += t;
            }
        }
        return s;
    }

    // x (0, a long: slots 0 and 1) is read; y (2) is overwritten before
    // any read, so it is dead at entry.
    static long wide(long x, int y) {
        y = 3;
        return x + y;
    }

    // The handler reads r, so r is live across the try block.
    static int handler(int[] a, int r) {
        try {
            r = a[0];
        } catch (RuntimeException e) {
            return r;
        }
        return 0;
    }
}
