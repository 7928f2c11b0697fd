/**
 * Summaries holds small programs whose exact counts with and without
 * fragment summaries (search.summaries) are derived in summaries.toml and
 * checked by cmd/gospf/summaries_test.go. Each entry method calls a
 * summarised method several times, each time with fresh symbolic inputs.
 */
public class Summaries {

    /**
     * body is the loop body of Figure 1 of the fine-grained summaries
     * paper: four sub-paths, one of them infeasible on its own (b == a
     * and b == 0 contradict a != 0).
     */
    static int body(int a, int b) {
        int r = 0;
        if (a != 0) {
            r++;
            if (b == a) {
                r++;
                if (b == 0) {
                    r++;
                }
            }
        }
        return r;
    }

    /** fig1 runs the body three times, as three iterations of the loop. */
    public static int fig1(int a1, int b1, int a2, int b2, int a3, int b3) {
        return body(a1, b1) + body(a2, b2) + body(a3, b3);
    }

    /** best is the largest value offered so far, 0 at first. */
    static int best;

    /** offer reads and writes the static field best. */
    static void offer(int v) {
        if (v > best) {
            best = v;
        }
    }

    /** offers offers three values and returns the largest. */
    public static int offers(int v1, int v2, int v3) {
        best = 0;
        offer(v1);
        offer(v2);
        offer(v3);
        return best;
    }

    /** check throws on a negative value: that sub-path runs its code. */
    static int check(int v) {
        if (v < 0) {
            throw new IllegalArgumentException("negative");
        }
        return v > 10 ? 1 : 0;
    }

    /** checks checks two values. */
    public static int checks(int v1, int v2) {
        return check(v1) + check(v2);
    }

    /**
     * edge returns 1 only for a value above Integer.MAX_VALUE, which
     * exists in the int theory when a is an expression such as x + 1: the
     * inner TRUE side is infeasible on its own for an int a.
     */
    static int edge(int a) {
        if (a > 2147483646) {
            if (a != 2147483647) {
                return 1;
            }
        }
        return 0;
    }

    /** edges calls edge on x + 1, then on x. */
    public static int edges(int x) {
        return edge(x + 1) + edge(x);
    }

    /** Cell is a cell of a stack of ints. */
    static final class Cell {
        final int v;
        final Cell next;

        Cell(int v, Cell next) {
            this.v = v;
            this.next = next;
        }
    }

    static Cell top;
    static int size;

    /** push pushes v when it is positive: allocations and heap writes. */
    static void push(int v) {
        if (v > 0) {
            top = new Cell(v, top);
            size++;
        }
    }

    /** pushes pushes three values and returns their sum plus the count. */
    public static int pushes(int v1, int v2, int v3) {
        top = null;
        size = 0;
        push(v1);
        push(v2);
        push(v3);
        int s = size;
        for (Cell c = top; c != null; c = c.next) {
            s += c.v;
        }
        return s;
    }
}
