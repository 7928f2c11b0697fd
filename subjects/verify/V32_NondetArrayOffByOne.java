import org.sosy_lab.sv_benchmarks.Verifier;

// false: the loop stops one short, so a[n - 1] stays 0 for n >= 2.
public class V32_NondetArrayOffByOne {
    public static void main(String[] args) {
        int n = Verifier.nondetInt();
        Verifier.assume(n >= 1 && n <= 5);
        int[] a = new int[n];
        for (int i = 0; i < n - 1; i++) {
            a[i] = i + 1;
        }
        assert a[n - 1] == n;
    }
}
