import org.sosy_lab.sv_benchmarks.Verifier;

// true: an array of 0..5 elements (a symbolic length) holds a[i] = i.
public class V31_NondetArrayLength {
    public static void main(String[] args) {
        int n = Verifier.nondetInt();
        Verifier.assume(n >= 0 && n <= 5);
        int[] a = new int[n];
        for (int i = 0; i < a.length; i++) {
            a[i] = i;
        }
        assert n == 0 || a[n - 1] == n - 1;
    }
}
