/**
 * A loop over an array of symbolic length that may throw: the sum of the
 * positive elements, each step dividing by the element minus 5, which is
 * zero when an element is 5. Loop merging merges the paths that finish
 * the loop; each path that throws stays a path of its own.
 */
public class SymDiv {
    public static int run(int[] a) {
        int s = 0;
        for (int i = 0; i < a.length; i++) {
            if (a[i] > 0) {
                s += 100 / (a[i] - 5);
            }
        }
        return s;
    }
}
