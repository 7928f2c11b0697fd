/**
 * Loops over arrays of symbolic length in the shapes loop merging
 * (interp/merge_loop.go) must either merge exactly or decline: a break
 * on a symbolic condition with writes of the array (merged element-wise),
 * a static field written in the loop, a division that may throw inside
 * the loop (the error stays on its own path), a return from inside the
 * loop (a loop exit of its own), and a nested loop.
 */
public class LoopMergeShapes {
    static int count;

    public static int run(int[] a, int n, int z) {
        count = 0; // the replayed tests share one JVM
        int[] p = new int[n > 3 ? 3 : n]; // no cut path (fuzzdiff counts it a limit)
        int i = 0;
        for (; i < p.length; i++) {
            if (z == i) {
                break;
            }
            p[i] = i * z;
            count++;
        }
        int s = i + count;
        if (p.length > 1 && p[1] > 4) {
            s++;
        }
        for (int j = 0; j < a.length; j++) {
            if (a[j] == 3) {
                return s - j;
            }
            for (int k = 0; k < j; k++) {
                if (a[k] > a[j]) {
                    s += k;
                }
            }
        }
        if (a.length > 1) {
            for (int j = 0; j < a.length; j++) {
                s += 100 / (a[j] - 5);
            }
        }
        return s;
    }
}
