import org.sosy_lab.sv_benchmarks.Verifier;

// true: for 0 <= n <= 10 the loop adds 0 + 1 + ... + (n-1) = n(n-1)/2.
public class V05_LoopSum {
    public static void main(String[] args) {
        int n = Verifier.nondetInt();
        Verifier.assume(n >= 0 && n <= 10);
        int sum = 0;
        for (int i = 0; i < n; i++) {
            sum += i;
        }
        assert sum == n * (n - 1) / 2;
    }
}
