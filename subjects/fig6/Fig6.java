/**
 * The SSE paper's Figure 6: the division by zero sits on an infeasible
 * path. Speculation executes it, but no error may be reported (no false
 * alarms, paper Section III-B).
 */
public class Fig6 {
    public static int run(int a, int b) {
        if (a == b) {
            if (a != b) {
                a = a / 0;
            }
        }
        return a;
    }
}
