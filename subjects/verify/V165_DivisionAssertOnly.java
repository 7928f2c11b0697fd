import org.sosy_lab.sv_benchmarks.Verifier;

// true: V164's program under target.property = "assert" (the default for
// a config file): the quotient of 100 by a nonzero int lies in -100..100,
// so the assert holds, and the ArithmeticException of d = 3 ends its path
// like a return.
public class V165_DivisionAssertOnly {
    static int ratio(int d) {
        return 100 / (d - 3);
    }

    public static void main(String[] args) {
        int d = Verifier.nondetInt();
        int r = ratio(d);
        assert r >= -100 && r <= 100;
    }
}
