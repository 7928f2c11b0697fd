import org.sosy_lab.sv_benchmarks.Verifier;

// false: n = 10 gives sum = 45 >= 40 (n = 9 gives 36).
public class V06_LoopSumBound {
    public static void main(String[] args) {
        int n = Verifier.nondetInt();
        Verifier.assume(n >= 0 && n <= 10);
        int sum = 0;
        for (int i = 0; i < n; i++) {
            sum += i;
        }
        assert sum < 40;
    }
}
