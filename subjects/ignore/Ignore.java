import gov.nasa.jpf.vm.Verify;

/**
 * A path dropped by Verify.ignoreIf below an infeasible branch side that
 * speculation took without a check. Returning to the getInt choice point
 * must not take the sides above it for verified: the next path ends with
 * the segment (x > 0, x < 0) still to check, finds it unsat and reports
 * nothing. Pure DFS reports 2 paths (x <= 0, and x > 0 && x >= 0).
 */
public class Ignore {
    static int out;

    public static void run(int x) {
        if (x > 0) {
            if (x < 0) {
                int b = Verify.getInt(0, 1);
                Verify.ignoreIf(b == 0);
                out = 1;
            }
        }
    }
}
