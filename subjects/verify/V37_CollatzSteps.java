import org.sosy_lab.sv_benchmarks.Verifier;

// true: for 1 <= n <= 10 the Collatz sequence reaches 1 in at most 19
// steps (n = 9 takes 19: 9 28 14 7 22 11 34 17 52 26 13 40 20 10 5 16 8 4 2 1).
public class V37_CollatzSteps {
    static int steps(int n) {
        int s = 0;
        while (n != 1) {
            n = n % 2 == 0 ? n / 2 : 3 * n + 1;
            s++;
        }
        return s;
    }

    public static void main(String[] args) {
        int n = Verifier.nondetInt();
        Verifier.assume(n >= 1 && n <= 10);
        assert steps(n) <= 19;
    }
}
