/**
 * The example program of the SSE paper, Figure 1: the sum of the absolute
 * values of two integers, output when it is greater than 2 (run), and the
 * variant with line 6 replaced by "if (x > y)" (runGt), which has two
 * infeasible branch sides.
 */
public class Fig1 {
    static int out;

    static void output(int v) {
        out = v;
    }

    public static void run(int x, int y) {
        if (x < 0)
            x = -x;
        if (y < 0)
            y = -y;
        x = x + y;
        if (x > 2)
            output(x);
    }

    public static void runGt(int x, int y) {
        if (x < 0)
            x = -x;
        if (y < 0)
            y = -y;
        x = x + y;
        if (x > y)
            output(x);
    }
}
