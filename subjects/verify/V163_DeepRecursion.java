import org.sosy_lab.sv_benchmarks.Verifier;

// unknown (a perfect verifier: false). down(4000) recurses 4,001 calls
// deep and returns 4000; for n = 4000 the assertion fails. The JVM's call depth
// is bounded by its thread's stack size (tens of thousands of frames of
// this method with the default 1 MB thread stack on x86-64), gospf's by a
// fixed 3,000 frames: there gospf throws StackOverflowError where the JVM
// returns. It used to answer true here, the path ending in that error
// not being a violation; a StackOverflowError gospf throws at its limit
// now marks the path's outcome as one the JVM may not share, so the
// verdict is unknown and names it.
public class V163_DeepRecursion {
    static int down(int n) {
        return n == 0 ? 0 : 1 + down(n - 1);
    }

    public static void main(String[] args) {
        int n = Verifier.nondetInt();
        assert down(4000) != n;
    }
}
