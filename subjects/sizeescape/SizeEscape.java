/**
 * SizeEscape is LoopEscape (subjects/loopescape) with the loop's first
 * symbolic branch testing the length of an array of symbolic length:
 * merge = "auto" (the default) merges the loop for its symbolic size,
 * and the escapes that throw ArithmeticException are replayed from that
 * branch, whose region veritesting merges.
 */
public class SizeEscape {

    /** Sums 12 / (v - i) over two iterations, v lowered while i < n. */
    public static int run(int n, int v) {
        if (n < 0 || n > 3) {
            return 0;
        }
        int[] a = new int[n];
        int s = 0;
        for (int i = 0; i < 2; i++) {
            if (i < a.length) {
                v--;
            }
            s += 12 / (v - i);
        }
        return s;
    }
}
