import org.sosy_lab.sv_benchmarks.Verifier;

// unknown: the JDK specifies Math.sin only to within an ulp of the exact
// sine, and JVMs differ in the last bit: HotSpot on x86-64 gives
// sin(2.0) = 0.9092974268256817, Go's math.Sin (what gospf computes with)
// 0.9092974268256816. On this JVM the assertion holds (true), on another
// it may fail; gospf, whose value is the other one, found a failure that
// does not replay before it marked such results inexact. An error on a
// path that used an inexact result is no witness, and such a path cannot
// be proved either.
public class V108_SineLastBit {
    public static void main(String[] args) {
        double x = Verifier.nondetDouble();
        Verifier.assume(x == 2.0);
        assert Math.sin(x) != 0.9092974268256816;
    }
}
