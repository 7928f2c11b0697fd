/**
 * Calls of small static helpers inside a branch: veritesting merges the
 * branch only when it inlines the calls (merge_max_inline).
 */
public class Helpers {
    static int clamp(int v, int lo, int hi) {
        if (v < lo) {
            return lo;
        }
        if (v > hi) {
            return hi;
        }
        return v;
    }

    static int sign(int v) {
        return v > 0 ? 1 : (v < 0 ? -1 : 0);
    }

    public static int run(int a, int b, int c) {
        int y;
        if (a > 0) {
            y = clamp(b, 0, 10);
        } else {
            y = sign(c);
        }
        if (y == 7) {
            throw new IllegalStateException("seven");
        }
        return y;
    }
}
