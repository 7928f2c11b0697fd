/**
 * The sum of the positive elements of an array of symbolic length: a
 * symbolic-size dependent loop (its test i < a.length forks on the
 * length) whose body forks once more per element. Unmerged, every length
 * n and every sign pattern of the n elements is a path of its own.
 */
public class SymSum {
    public static int run(int[] a) {
        int s = 0;
        for (int i = 0; i < a.length; i++) {
            if (a[i] > 0) {
                s += a[i];
            }
        }
        return s;
    }
}
