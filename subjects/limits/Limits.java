/**
 * Programs for the run limits: a path that never ends (spin) and a path of
 * 10^4 symbolic branches (deep).
 */
public class Limits {
    /** x > 0 loops forever; x <= 0 returns. */
    public static int spin(int x) {
        if (x > 0) {
            while (true) {
                x = x + 1;
            }
        }
        return x;
    }

    /**
     * 10^4 branches on x == 5: the first forks, every later one has an
     * infeasible side, so there are two paths, one 10^4 choices deep.
     */
    public static int deep(int x) {
        int c = 0;
        for (int i = 0; i < 10000; i++) {
            if (x == 5) {
                c++;
            }
        }
        return c;
    }
}
