import org.sosy_lab.sv_benchmarks.Verifier;

// false with target.property = "uncaught" (true with "assert", V165: no
// assert can fail). ratio divides 100 by d - 3, so d = 3 throws
// ArithmeticException "/ by zero", which escapes main: a violation of the
// property that also forbids uncaught exceptions, as JBMC and JPF report
// them and as SV-COMP's expected verdicts count them. The witness d = 3
// replays on the JVM ending in that exception. For every other d the
// quotient of 100 by a nonzero int lies in -100..100 (d - 3 may wrap
// around, which changes the divisor, not the bound), so the assert holds.
public class V164_UncaughtDivision {
    static int ratio(int d) {
        return 100 / (d - 3);
    }

    public static void main(String[] args) {
        int d = Verifier.nondetInt();
        int r = ratio(d);
        assert r >= -100 && r <= 100;
    }
}
