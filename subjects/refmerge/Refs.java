/**
 * References merged by veritesting (MultiSE's value summaries): three
 * tests each choose which of three boxes m refers to, a fourth sets a
 * bonus; only the read of m.v needs to know which box m is.
 */
public class Refs {
    static final class Box {
        final int v;

        Box(int v) {
            this.v = v;
        }
    }

    public static int run(int a, int b, int c, int d) {
        Box x = new Box(1);
        Box y = new Box(2);
        Box z = new Box(3);
        Box m = x;
        if (a > 0) {
            m = y;
        }
        if (b > 0) {
            m = z;
        }
        if (c > 0) {
            m = x;
        }
        int bonus = 0;
        if (d > 0) {
            bonus = 100;
        }
        return m.v + bonus;
    }
}
