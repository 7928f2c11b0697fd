import org.sosy_lab.sv_benchmarks.Verifier;

// false: n = 9 takes 19 steps.
public class V38_CollatzTight {
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
        assert steps(n) < 19;
    }
}
