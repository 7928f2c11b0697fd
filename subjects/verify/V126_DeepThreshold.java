import org.sosy_lab.sv_benchmarks.Verifier;

// true: c counts the k in 0..99 below x, so c is min(max(x, 0), 100) and
// never above 100. Each of the 100 iterations is a choice while x is
// undecided (x > k on one side), so the deepest path makes 100 choices:
// verify's first pass (depth limit 64) cuts paths, the second (128) cuts
// none and answers true, over the 101 paths (x <= 0, x = 1, ..., x = 99,
// x >= 100).
public class V126_DeepThreshold {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        int c = 0;
        for (int k = 0; k < 100; k++) {
            if (x > k) {
                c++;
            }
        }
        assert c <= 100;
    }
}
