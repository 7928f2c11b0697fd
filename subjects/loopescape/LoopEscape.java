/**
 * LoopEscape divides by a symbolic value inside a loop whose first
 * symbolic branch is the test of a small region (veritesting merges it):
 * with search.merge_all_loops, the loop's merging context explores the
 * division's two sides in each iteration, and the paths that throw
 * ArithmeticException are its escapes, replayed from the loop's first
 * branch. The replay must merge that branch's region as the context did,
 * or its recorded choices go to the wrong choice points (the error was
 * lost).
 */
public class LoopEscape {

    /** Sums 12 / (a - i) over two iterations, a lowered by one per iteration when v is positive. */
    public static int run(int a, int v) {
        int s = 0;
        for (int i = 0; i < 2; i++) {
            if (v > 0) {
                a--;
            }
            s += 12 / (a - i);
        }
        return s;
    }
}
