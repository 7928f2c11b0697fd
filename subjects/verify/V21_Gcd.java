import org.sosy_lab.sv_benchmarks.Verifier;

// true: Euclid's algorithm returns a common divisor (1 <= a, b <= 5).
public class V21_Gcd {
    static int gcd(int a, int b) {
        while (b != 0) {
            int t = a % b;
            a = b;
            b = t;
        }
        return a;
    }

    public static void main(String[] args) {
        int a = Verifier.nondetInt();
        int b = Verifier.nondetInt();
        Verifier.assume(a >= 1 && a <= 5 && b >= 1 && b <= 5);
        int g = gcd(a, b);
        assert g >= 1 && a % g == 0 && b % g == 0;
    }
}
