import org.sosy_lab.sv_benchmarks.Verifier;

// false: gcd(8, 8) = 8.
public class V22_GcdBound {
    static int gcd(int a, int b) {
        return b == 0 ? a : gcd(b, a % b);
    }

    public static void main(String[] args) {
        int a = Verifier.nondetInt();
        int b = Verifier.nondetInt();
        Verifier.assume(a >= 1 && a <= 8 && b >= 1 && b <= 8);
        assert gcd(a, b) < 8;
    }
}
