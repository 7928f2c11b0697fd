import org.sosy_lab.sv_benchmarks.Verifier;

// true: a negative n throws NegativeArraySizeException (not the property);
// otherwise the length is n < 3.
public class V33_NegativeArraySize {
    public static void main(String[] args) {
        int n = Verifier.nondetInt();
        Verifier.assume(n < 3);
        int[] a = new int[n];
        assert a.length < 3;
    }
}
