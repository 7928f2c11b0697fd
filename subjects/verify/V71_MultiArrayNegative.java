import org.sosy_lab.sv_benchmarks.Verifier;

// false: the JVM checks every dimension of new long[n][m] before it
// allocates, so n = 0 with m < 0 throws NegativeArraySizeException too
// (though no inner array would be made); the program catches it and fails
// the assertion there.
public class V71_MultiArrayNegative {
    public static void main(String[] args) {
        int n = Verifier.nondetInt();
        int m = Verifier.nondetInt();
        Verifier.assume(n == 0);
        try {
            long[][] a = new long[n][m];
            assert a.length == 0;
        } catch (NegativeArraySizeException e) {
            assert false : "negative dimension";
        }
    }
}
