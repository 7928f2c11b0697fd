import org.sosy_lab.sv_benchmarks.Verifier;

// false: a single bubble pass over three elements does not sort [3, 2, 1]
// (it gives [2, 1, 3]).
public class V10_BuggySort {
    public static void main(String[] args) {
        int[] a = {Verifier.nondetInt(), Verifier.nondetInt(), Verifier.nondetInt()};
        for (int j = 0; j + 1 < a.length; j++) {
            if (a[j] > a[j + 1]) {
                int t = a[j];
                a[j] = a[j + 1];
                a[j + 1] = t;
            }
        }
        for (int i = 0; i + 1 < a.length; i++) {
            assert a[i] <= a[i + 1];
        }
    }
}
