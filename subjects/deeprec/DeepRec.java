/**
 * A recursion deeper than gospf's call depth limit (3,000 frames). For
 * n == 7, down(4000) returns 4000 on the JVM, whose depth is bounded by
 * its thread's stack size (tens of thousands of frames of down with the
 * default stack), while gospf throws StackOverflowError at its limit: the
 * path's outcome is marked as one the JVM may not share, and its generated
 * test is replayed but not failed (INEXACT), skipped in JUnit with the
 * reason. For n != 7 the method returns 0: an ordinary passing test.
 */
public class DeepRec {
    static int down(int n) {
        return n <= 0 ? 0 : 1 + down(n - 1);
    }

    public static int depth(int n) {
        if (n == 7) {
            return down(4000);
        }
        return 0;
    }
}
